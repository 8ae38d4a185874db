"""gs-v2-levers/elastic-week: loads, and on the real data each lever matters (each lever policy
uses its lever, completes all the work without more SLO violations, and saves carbon)."""

from __future__ import annotations

from importlib import resources

import pytest

import gridshift
from gridshift.scenario import levers_options, load_scenario
from tests.conftest import SHARED_DATA

FILE = resources.files("gridshift") / "benchmark" / "suites" / "gs-v2-levers" / "elastic-week.toml"


def test_elastic_week_declares_both_levers_and_every_job_scored():
    sc = load_scenario(str(FILE))
    lv = levers_options(sc)
    assert lv["elastic"] and lv["power_capping"] and lv["elastic_kinds"] == ["train"]
    assert sc.extra["simulation"]["drain"] is True
    assert sc.signals["source"] == "electricitymaps"  # real carbon data


@pytest.fixture(scope="module")
def imported(tmp_path_factory):
    if not SHARED_DATA.is_dir():
        pytest.skip(f"shared data folder {SHARED_DATA} is absent (CI has it beside the clone)")
    cache = tmp_path_factory.mktemp("cache")
    mp = pytest.MonkeyPatch()
    mp.setenv("GRIDSHIFT_DATA_DIR", str(cache))
    from gridshift import datasets

    datasets.import_dir(SHARED_DATA, names=["electricitymaps", "electricity-prices",
                                            "open-meteo", "egress-aws"])
    yield cache
    mp.undo()


def test_each_lever_matters_on_real_data(imported):
    world = gridshift.build_world(load_scenario(str(FILE)), 0)
    assert any(k.startswith("signals:electricitymaps") for k in world.input_hashes)
    m = {p: gridshift.simulate(world, gridshift.load_policy(p)).metrics
         for p in ("local-now-v1", "carbon-scaler-v1", "carbon-power-cap-v1")}
    base = m["local-now-v1"]
    assert m["carbon-scaler-v1"]["rescales"] > 100
    assert m["carbon-power-cap-v1"]["gpu_hours_capped"] > 0.1 * base["gpu_hours"]
    for pid in ("carbon-scaler-v1", "carbon-power-cap-v1"):
        x = m[pid]
        assert x["jobs_dropped"] == 0 and x["slo_violations"] <= base["slo_violations"]
        assert x["gpu_hours_completed"] == pytest.approx(base["gpu_hours_completed"], rel=1e-12)
        assert x["carbon_kg"] < base["carbon_kg"], pid
