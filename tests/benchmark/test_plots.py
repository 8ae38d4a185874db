"""Tests of gridshift.benchmark.plots: Pareto front by hand, the oracle drawn apart, formats,
deterministic SVG, the carbon-by-hour table by hand, and every plot kind writes its file."""

from __future__ import annotations

from types import SimpleNamespace

import numpy as np
import pytest
from numpy.testing import assert_allclose

import gridshift
from gridshift.benchmark.leaderboard import build_leaderboard
from gridshift.benchmark.plots import (
    carbon_by_hour,
    pareto_front,
    plot_carbon_heatmap,
    plot_flows,
    plot_load,
    plot_pareto,
    plot_savings,
    plot_wait_cdf,
)
from tests.benchmark.test_leaderboard import rec
from tests.runners.gs_fixtures import TINY_A

PNG = b"\x89PNG\r\n\x1a\n"


def test_pareto_front_by_hand():
    slo = np.array([10.0, 25.0, 10.0, 30.0, 5.0, np.nan])
    carbon = np.array([20.0, 30.0, 0.0, 25.0, -1.0, 99.0])
    # (5,-1) cheapest; (10,20) beats (10,0); (25,30) beats (30,25); NaN never on the front
    assert pareto_front(slo, carbon).tolist() == [4, 0, 1]
    assert pareto_front(np.array([1.0, 1.0]), np.array([2.0, 2.0])).tolist() == [0, 1]


def _lb():
    rs = [rec("local-now-v1", "s1", s, 100.0) for s in (1, 2)]
    rs += [rec("a-v1", "s1", s, 80.0 + s, slo=0.2) for s in (1, 2)]
    rs += [rec("b-v1", "s1", s, 90.0, slo=0.05) for s in (1, 2)]
    rs += [rec("oracle-v1", "s1", s, 50.0, slo=0.0) for s in (1, 2)]
    return build_leaderboard(rs)


def test_plot_pareto_formats_and_the_oracle_is_not_a_front_member(tmp_path):
    lb = _lb()
    files = plot_pareto(lb, tmp_path)
    assert [f.name for f in files] == ["pareto-s1.png"]
    assert files[0].read_bytes()[:8] == PNG
    lo = plot_pareto(lb, tmp_path / "lo", dpi=60)[0].stat().st_size
    hi = plot_pareto(lb, tmp_path / "hi", dpi=300)[0].stat().st_size
    assert hi > lo
    assert plot_pareto(lb, tmp_path, fmt="pdf")[0].read_bytes()[:5] == b"%PDF-"
    svg = plot_pareto(lb, tmp_path, fmt="svg")[0].read_text()
    # the oracle dominates every policy; it is drawn apart. a-v1 misses too many SLOs (unranked,
    # a hollow triangle), b-v1 dominates local-now-v1: the front of the ranked is b alone
    assert "oracle (offline bound, not ranked)" in svg and "Pareto front (1 policy)" in svg
    assert "unranked policy (hollow triangle)" in svg
    assert "<dc:date>" not in svg
    again = plot_pareto(lb, tmp_path / "again", fmt="svg")[0].read_text()
    assert again == svg
    with pytest.raises(ValueError, match="unknown plot format"):
        plot_pareto(lb, tmp_path, fmt="gif")


def test_plot_savings_writes_one_file_per_scenario(tmp_path):
    files = plot_savings(_lb(), tmp_path, fmt="svg")
    assert [f.name for f in files] == ["savings-s1.svg"]
    text = files[0].read_text()
    assert "oracle-v1 (oracle bound)" in text and "a-v1" in text


def test_carbon_by_hour_by_hand():
    # two days of hourly samples from 2023-01-31 00:00 UTC: day 1 in January, day 2 in February
    t0 = int(np.datetime64("2023-01-31T00:00:00", "s").astype(np.int64))
    hours = np.arange(48)
    carbon = np.stack([100.0 + hours, 200.0 + 0.0 * hours], axis=1)  # [T, R]
    w = SimpleNamespace(window=slice(0, 48), carbon=carbon, start_epoch_s=t0, step_s=3600,
                        regions=("r0", "r1"))
    months, vals, regions = carbon_by_hour(w)
    assert months == ["2023-01", "2023-02"] and regions == ("r0", "r1")
    assert_allclose(vals[0, 0], 100.0 + np.arange(24), rtol=1e-12)
    assert_allclose(vals[1, 0], 124.0 + np.arange(24), rtol=1e-12)
    assert_allclose(vals[:, 1], 200.0, rtol=1e-12)


def test_run_plots_write_their_files(tmp_path):
    a = gridshift.run(TINY_A, policy="local-now", seed=1)
    b = gridshift.run(TINY_A, policy="lowest-carbon-now", seed=1)
    f = plot_load(b, tmp_path / "load.png")
    assert f.read_bytes()[:8] == PNG and f.stat().st_size > 10_000
    assert plot_carbon_heatmap(b.world, tmp_path / "heat.svg").read_text().count("<svg") == 1
    cdf = plot_wait_cdf([a, b], tmp_path / "cdf.svg").read_text()
    assert a.policy in cdf and b.policy in cdf


def test_flows_map_uses_bundled_coastlines(tmp_path):
    pytest.importorskip("global_land_mask", reason="the flows map needs the `plots` extra "
                                                   "(global-land-mask)")
    res = gridshift.run("check-v1", policy="lowest-carbon-now")
    moved = sum(1 for o, r in zip(res.jobs["origin"].to_list(), res.jobs["region"].to_list(),
                                  strict=True) if r is not None and o != r)
    assert moved > 0
    svg = plot_flows(res, tmp_path / "flows.svg", step_deg=2.0).read_text()
    assert f"{moved:,} of {len(res.jobs):,} jobs" in svg and "GLOBE" in svg


def test_plot_commands_for_runs(tmp_path):
    from click.testing import CliRunner

    from gridshift.cli import main

    r = CliRunner()
    out = r.invoke(main, ["plot", "heatmap", "check-v1", "--format", "pdf",
                          "--out", str(tmp_path / "h.pdf")])
    assert out.exit_code == 0, out.output
    assert (tmp_path / "h.pdf").read_bytes()[:5] == b"%PDF-"
    out = r.invoke(main, ["plot", "wait-cdf", "check-v1", "-p", "local-now,carbon-time",
                          "--format", "png", "--dpi", "80", "--out", str(tmp_path / "w.png")])
    assert out.exit_code == 0, out.output
    assert (tmp_path / "w.png").read_bytes()[:8] == PNG
    out = r.invoke(main, ["plot", "load", "check-v1", "--format", "svg",
                          "--out", str(tmp_path / "l.svg")])
    assert out.exit_code == 0 and (tmp_path / "l.svg").read_text().count("<svg") == 1
