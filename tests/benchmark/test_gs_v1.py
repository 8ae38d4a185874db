"""The standard suite gs-v1: every scenario loads, hashes stably, and runs on the real data."""

from __future__ import annotations

import pytest

import gridshift
from gridshift.benchmark.suite import load_suite, suite_hash
from gridshift.scenario import load_scenario
from tests.conftest import SHARED_DATA


def test_suite_manifest_and_hash_are_stable():
    s1, s2 = load_suite("gs-v1"), load_suite("gs-v1")
    assert suite_hash(s1) == suite_hash(s2)
    ids = [sc.id for sc in s1.scenarios]
    assert {"global-5dc-week", "us-spatial", "heatwave", "capacity-crunch"} <= set(ids)
    for sc in s1.scenarios:
        dev, test = load_scenario(sc.file), load_scenario(sc.file_test)
        assert dev.id == test.id == sc.id
        assert dev.start.year == 2023 and test.start.year == 2024  # test split held out in time
        assert dev.spec_hash == load_scenario(sc.file).spec_hash
        assert len(sc.seeds_dev) == 3


@pytest.fixture(scope="module")
def imported(tmp_path_factory):
    if not SHARED_DATA.is_dir():
        pytest.skip(f"shared data folder {SHARED_DATA} is absent (CI has it beside the clone)")
    cache = tmp_path_factory.mktemp("cache")
    mp = pytest.MonkeyPatch()
    mp.setenv("GRIDSHIFT_DATA_DIR", str(cache))
    from gridshift import datasets

    datasets.import_dir(SHARED_DATA)
    yield cache
    mp.undo()


@pytest.mark.parametrize("scenario", ["global-5dc-week", "us-spatial", "heatwave"])
def test_gs_v1_runs_on_real_data(imported, scenario):
    suite = load_suite("gs-v1")
    sc = next(s for s in suite.scenarios if s.id == scenario)
    world = gridshift.build_world(load_scenario(sc.file), 0)
    assert any(k.startswith("signals:electricitymaps") for k in world.input_hashes)
    local = gridshift.simulate(world, gridshift.load_policy("local-now"))
    green = gridshift.simulate(world, gridshift.load_policy("lowest-carbon-now"))
    m = local.metrics
    assert m["jobs"] > 10_000
    assert 1.05 < m["pue_effective"] < 1.6  # weather-driven cooling on real weather
    assert m["energy_cost_usd"] is not None and m["energy_cost_usd"] > 0
    assert green.metrics["carbon_kg"] < m["carbon_kg"]
