"""gridshift.limits: seeds, documented size limits and the memory estimate, checked up front."""

from __future__ import annotations

from datetime import UTC, datetime

import numpy as np
import pytest

from gridshift import limits
from gridshift.datasets.synthetic import synthetic_jobs
from gridshift.errors import DataError, GridshiftError, ScenarioError
from gridshift.scenario import load_scenario
from gridshift.sim.world import build_world

from .conftest import make_case


@pytest.mark.parametrize("seed", [0, 1, limits.MAX_SEED, np.int64(7), np.uint32(2**32 - 1)])
def test_seeds_in_range_pass(seed):
    assert limits.check_seed(seed) == int(seed)


@pytest.mark.parametrize(("seed", "fragment"), [
    (-1, "out of range"), (limits.MAX_SEED + 1, "out of range"), (2**64, "out of range"),
    (1.0, "not an integer"), ("3", "not an integer"), (True, "not an integer"),
    (None, "not an integer"),
])
def test_bad_seeds_are_named(seed, fragment):
    with pytest.raises(GridshiftError, match=f"--seed: .*{fragment}"):
        limits.check_seed(seed, "--seed")


def test_seed_error_class_is_selectable():
    with pytest.raises(ScenarioError):
        limits.check_seed(-1, "seed", ScenarioError)


def test_seeds_above_uint32_would_alias():
    """Why the limit: the synthetic generators use the seed's low 32 bits."""
    t0, t1 = datetime(2023, 1, 1, tzinfo=UTC), datetime(2023, 1, 2, tzinfo=UTC)
    a = synthetic_jobs(["r"], t0, t1, 5, jobs_per_hour=10)
    b = synthetic_jobs(["r"], t0, t1, 5 + 2**32, jobs_per_hour=10)
    assert a.equals(b)


def test_world_rejects_out_of_range_seed(tmp_path):
    sc = load_scenario(str(make_case(tmp_path)))
    with pytest.raises(ScenarioError, match="seed: -1 is out of range"):
        build_world(sc, -1)
    with pytest.raises(ScenarioError, match="4294967296 is out of range"):
        build_world(sc, 2**32)


def test_resource_problem_thresholds():
    assert limits.resource_problem(limits.MAX_JOBS, 0, machine=False) is None
    msg = limits.resource_problem(limits.MAX_JOBS + 1, 0, machine=False)
    assert msg is not None and "documented limit" in msg and "GiB" in msg
    msg = limits.resource_problem(0, limits.MAX_SIGNAL_CELLS * 2, machine=False)
    assert msg is not None and "signal cells" in msg


def test_machine_memory_check(monkeypatch):
    est = limits.memory_estimate_bytes(1e6, 0)
    assert est == pytest.approx(1e6 * limits.BYTES_PER_JOB, rel=1e-12)
    monkeypatch.setattr(limits, "available_memory_bytes", lambda: int(est))  # 80 % < est
    msg = limits.resource_problem(1e6, 0)
    assert msg is not None and "available" in msg and "80%" in msg
    monkeypatch.setattr(limits, "available_memory_bytes", lambda: int(10 * est))
    assert limits.resource_problem(1e6, 0) is None
    monkeypatch.setattr(limits, "available_memory_bytes", lambda: None)  # unknown: no check
    assert limits.resource_problem(1e6, 0) is None


def test_world_refuses_what_this_machine_cannot_hold(tmp_path, monkeypatch):
    p = make_case(tmp_path, scenario=lambda t: t.replace(
        'source = "jobs.csv"', 'source = "synthetic"\njobs_per_hour = 100000'))
    sc = load_scenario(str(p))  # 6e5 jobs: within the documented limit
    monkeypatch.setattr(limits, "available_memory_bytes", lambda: 10 * 2**20)  # 10 MiB
    with pytest.raises(ScenarioError, match="too large to run here.*6e\\+05 jobs"):
        build_world(sc)


def test_synthetic_generator_refuses_before_allocating():
    t0, t1 = datetime(2023, 1, 1, tzinfo=UTC), datetime(2023, 1, 8, tzinfo=UTC)
    with pytest.raises(DataError, match="1.68e\\+11 jobs.*documented limit"):
        synthetic_jobs(["r"], t0, t1, 0, jobs_per_hour=1e9)
    with pytest.raises(DataError, match="finite"):
        synthetic_jobs(["r"], t0, t1, 0, jobs_per_hour=float("inf"))
    with pytest.raises(DataError, match="finite"):
        synthetic_jobs(["r"], t0, t1, 0, jobs_per_hour=float("nan"))
