"""quickstart-v2: the quickstart on the new rules reports the new metrics, and doing less loses."""

from __future__ import annotations

import importlib.util
from pathlib import Path

import pytest

from gridshift import build_world, load_policy, load_scenario
from gridshift.sim.run import simulate

COMPLETION = Path(__file__).resolve().parent / "integrity" / "completion"


@pytest.fixture(scope="module")
def world():
    return build_world(load_scenario("quickstart-v2"), 0)


@pytest.fixture(scope="module")
def reference(world):
    return simulate(world, load_policy("local-now")).metrics


def _file_policy(name: str, cls: str):
    spec = importlib.util.spec_from_file_location(f"qs2_{name}", COMPLETION / f"{name}.py")
    mod = importlib.util.module_from_spec(spec)
    assert spec.loader is not None
    spec.loader.exec_module(mod)
    return getattr(mod, cls)()


def test_the_new_metrics_are_reported(reference):
    m = reference
    for k in ("carbon_transfer_kg", "energy_idle_kwh", "carbon_idle_kg", "jobs_dropped",
              "carbon_penalty_kg", "cost_penalty_usd", "water_penalty_l", "gpu_hours_completed"):
        assert k in m, k
    assert m["energy_idle_kwh"] > 0 and m["carbon_idle_kg"] > 0
    assert m["carbon_idle_kg"] < m["carbon_kg"]
    assert m["carbon_transfer_kg"] == 0.0  # local-now moves nothing
    assert m["jobs_dropped"] == 0 and m["jobs_completed"] == m["jobs"]  # the drain: all scored


def test_moving_jobs_is_charged_its_transfer_carbon(world):
    m = simulate(world, load_policy("lowest-carbon-now")).metrics
    assert 0 < m["carbon_transfer_kg"] < m["carbon_kg"]


def test_deferring_everything_is_charged_and_loses(world, reference):
    m = simulate(world, _file_policy("defer_all", "DeferAll")).metrics
    assert m["jobs_dropped"] == m["jobs"] and m["carbon_penalty_kg"] > 0
    assert m["carbon_kg"] > reference["carbon_kg"]
    assert m["slo_violation_rate"] == 1.0 > reference["slo_violation_rate"]


def test_quickstart_v1_is_not_the_new_rules():
    v1 = load_scenario("quickstart-v1")
    assert v1.extra["simulation"]["drain"] is False and v1.extra["power"]["idle"] == "none"
