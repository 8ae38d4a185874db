"""Tests of gridshift.benchmark.plots: Pareto front by hand; PNGs are written."""

from __future__ import annotations

import numpy as np

import gridshift
from gridshift.benchmark.leaderboard import build_leaderboard
from gridshift.benchmark.plots import pareto_front, plot_load, plot_pareto
from tests.benchmark.test_leaderboard import rec
from tests.runners.gs_fixtures import TINY_A

PNG = b"\x89PNG\r\n\x1a\n"


def test_pareto_front_by_hand():
    slo = np.array([10.0, 25.0, 10.0, 30.0, 5.0, np.nan])
    carbon = np.array([20.0, 30.0, 0.0, 25.0, -1.0, 99.0])
    # (5,-1) cheapest; (10,20) beats (10,0); (25,30) beats (30,25); NaN never on the front
    assert pareto_front(slo, carbon).tolist() == [4, 0, 1]
    assert pareto_front(np.array([1.0, 1.0]), np.array([2.0, 2.0])).tolist() == [0, 1]


def test_plot_pareto_and_load(tmp_path):
    rs = [rec("local-now-v1", "s1", s, 100.0) for s in (1, 2)]
    rs += [rec("a-v1", "s1", s, 80.0 + s, slo=0.2) for s in (1, 2)]
    rs += [rec("oracle-v1", "s1", s, 50.0) for s in (1, 2)]
    files = plot_pareto(build_leaderboard(rs), tmp_path)
    assert [f.name for f in files] == ["pareto-s1.png"]
    assert files[0].read_bytes()[:8] == PNG
    res = gridshift.run(TINY_A, policy="lowest-carbon-now", seed=1)
    f = plot_load(res, tmp_path / "load.png")
    assert f.read_bytes()[:8] == PNG and f.stat().st_size > 10_000
