"""A scenario file's meaning never changes: with none of the new keys, the numbers are main's.

``data/v1_baseline.json`` holds the metrics dicts and ``jobs_sha256`` recorded on main before the
drain, zero-data, breakdown and idle-power keys landed (commit 08fcca6). Every new rule is behind
a key that is off by default, so every one of these runs must reproduce them bit for bit.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from gridshift.policies.registry import load_policy
from gridshift.scenario import load_scenario
from gridshift.sim.run import simulate
from gridshift.sim.world import build_world
from tests.conftest import SHARED_DATA

BASELINE = json.loads((Path(__file__).parent / "data" / "v1_baseline.json").read_text())
REFS = {"check-v1": "check-v1", "quickstart-v1": "quickstart-v1",
        "weather-cooling-v1": "weather-cooling-v1",
        "eu-temporal": "gridshift:benchmark/suites/gs-v1/eu-temporal.toml"}


def _cases(real: bool) -> list[tuple[str, list[str]]]:
    out: dict[str, list[str]] = {}
    for key in BASELINE:
        sc, pol = key.split("|")
        if (sc == "eu-temporal") == real:
            out.setdefault(sc, []).append(pol)
    return sorted(out.items())


def _check(sc_id: str, policies: list[str]) -> None:
    world = build_world(load_scenario(REFS[sc_id]))
    assert world.drain_steps == 0 and world.idle_it_w is None
    for pol in policies:
        r = simulate(world, load_policy(pol))
        want = BASELINE[f"{sc_id}|{pol}"]
        got = json.loads(json.dumps(r.summary()["metrics"]))
        assert sorted(got) == sorted(want["metrics"]), (sc_id, pol)
        assert got == want["metrics"], (sc_id, pol)
        assert r.jobs_sha256() == want["jobs_sha256"], (sc_id, pol)
        assert "dropped" not in r.jobs.columns and "carbon_transfer_kg" not in r.jobs.columns


@pytest.mark.parametrize(("sc_id", "policies"), _cases(real=False), ids=lambda v: str(v))
def test_synthetic_scenarios_give_mains_numbers(sc_id, policies):
    _check(sc_id, policies)


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


@pytest.mark.parametrize(("sc_id", "policies"), _cases(real=True), ids=lambda v: str(v))
def test_gs_v1_scenario_gives_mains_numbers(imported, sc_id, policies):
    _check(sc_id, policies)


def test_new_tables_default_off_and_do_not_touch_the_hash():
    sc = load_scenario("check-v1")
    from gridshift.scenario import power_options, simulation_options

    assert simulation_options(sc) == {"drain": False, "drain_max_h": None,
                                      "zero_data_wait": True, "breakdown": False}
    assert power_options(sc) == {"idle": "none", "host_idle_w_per_gpu": None,
                                 "power_down": False, "wake_s": None,
                                 "idle_horizon": "run"}
    assert "simulation" not in sc.normalised and "power" not in sc.normalised
