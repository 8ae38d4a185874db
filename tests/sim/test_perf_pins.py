"""The speed-ups change no number: quickstart and gs-v1's small scenarios, pinned before them.

``data/perf2_pins.json`` holds ``jobs_sha256`` and the sha256 of the metrics JSON of
local-now and lowest-carbon-now (seed 0) recorded on the code before the World-build changes
(synthetic jobs straight into numpy columns, the aligned-signal cache, the frozen shared
World). The real-data scenarios run twice: filling the aligned-signal cache, then from it.
"""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

import pytest

from gridshift.policies.registry import load_policy
from gridshift.scenario import load_scenario
from gridshift.sim.run import simulate
from gridshift.sim.world import build_world, freeze_world
from tests.conftest import SHARED_DATA

PINS = {k: v for k, v in json.loads(
    (Path(__file__).parent / "data" / "perf2_pins.json").read_text()).items() if "|" in k}


def _ref(sc: str) -> str:
    return f"gridshift:benchmark/suites/gs-v1/{sc[3:]}.toml" if sc.startswith("gs:") else sc


def _cases(real: bool) -> list[str]:
    return sorted({k.split("|")[0] for k in PINS if k.startswith("gs:") == real})


def _check(sc_id: str, frozen: bool = False) -> None:
    world = build_world(load_scenario(_ref(sc_id)), 0)
    if frozen:
        world = freeze_world(world)
    pols = [k.split("|")[1] for k in PINS if k.split("|")[0] == sc_id]
    assert pols
    for pol in pols:
        r = simulate(world, load_policy(pol))
        want = PINS[f"{sc_id}|{pol}"]
        m = json.dumps(r.summary()["metrics"], sort_keys=True)
        assert r.jobs_sha256() == want["jobs_sha256"], (sc_id, pol)
        assert hashlib.sha256(m.encode()).hexdigest() == want["metrics_sha256"], (sc_id, pol)


def test_pins_cover_the_scenarios():
    assert {"quickstart-v1", "quickstart-v2", "check-load-v1"} <= set(_cases(False))
    assert len(_cases(True)) >= 5


@pytest.mark.parametrize("sc_id", _cases(real=False))
def test_synthetic_scenarios_keep_their_pins(sc_id):
    _check(sc_id, frozen=True)


@pytest.fixture(scope="module")
def imported(tmp_path_factory):
    if not SHARED_DATA.is_dir():
        pytest.skip(f"shared data folder {SHARED_DATA} is absent (CI has it beside the clone)")
    cache = tmp_path_factory.mktemp("cache")
    mp = pytest.MonkeyPatch()
    mp.setenv("GRIDSHIFT_DATA_DIR", str(cache))
    mp.delenv("GRIDSHIFT_ALIGNED_CACHE", raising=False)
    from gridshift import datasets

    datasets.import_dir(SHARED_DATA)
    yield cache
    mp.undo()


@pytest.mark.parametrize("sc_id", _cases(real=True))
def test_gs_v1_scenarios_keep_their_pins_cold_and_cached(imported, sc_id):
    _check(sc_id)  # cold: reads the cards, fills the aligned-signal cache
    _check(sc_id)  # warm: from the cache
