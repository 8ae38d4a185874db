"""The deadline-aware bound is never above a record, and equals the optimum on hand cases.

* every committed gs-v2 record (``results/gs-v2-v1/**``, both splits, every policy) against
  ``B(v)`` of its (split, scenario, seed) at its own SLO violations ``v``, read from the cache
  ``tests/benchmark/fixtures/deadline_bounds_gs_v2.json`` (``python perf/baselines.py
  bounds``); a record whose ``v`` the cache does not hold is checked at the smallest cached
  count above it (``B`` does not increase with ``v``, so that is a weaker but valid check);
* multi-region hand worlds whose optimum is known by hand: the bound equals it to 1e-6.

Hand worlds as in ``tests/benchmark/test_bound.py`` (one GPU type, speed 1, PUE 1, 1000 W,
idle 0): one GPU for 15 minutes at ``c`` gCO2/kWh emits ``0.25 c`` grams.
"""

from __future__ import annotations

import json
import math

import numpy as np
from numpy.testing import assert_allclose

from gridshift import simulate
from gridshift.benchmark.bound_lp import deadline_bound
from tests.benchmark.test_bound import _kg, _Plan, drain_world
from tests.benchmark.test_bound_deadline import CACHE, _records


def _cached_bound(at: dict[str, float], v: int) -> tuple[float, int] | None:
    """``(B(v'), v')`` for the smallest cached ``v' >= v``, or None."""
    up = sorted(int(k) for k in at if int(k) >= v)
    return (at[str(up[0])], up[0]) if up else None


def test_every_committed_gs_v2_record_is_at_or_above_its_deadline_bound():
    cache = json.loads(CACHE.read_text())["bounds"]
    recs = _records()
    assert len(recs) >= 400  # both splits, every suite policy (and the oracle)
    missing, below, weaker = [], [], 0
    for r in recs:
        k = f"{r['split']}/{r['scenario']}/{r['seed']}"
        if k not in cache:
            missing.append(k)
            continue
        v = int(r["metrics"]["slo_violations"])
        got = _cached_bound(cache[k]["at"], v)
        if got is None:  # more violations than any cached count: the old bound still holds
            got = (cache[k]["old_bound_kg"], -1)
        b, v_used = got
        weaker += v_used != v
        if not r["metrics"]["carbon_kg"] >= b:
            below.append((k, r["policy"], r["metrics"]["carbon_kg"], b, v, v_used))
    assert not missing, f"no cached bound for {sorted(set(missing))}: perf/baselines.py bounds"
    assert not below, below
    assert weaker <= len(recs) // 10, f"{weaker} records checked only at a larger v"


def test_the_cache_bounds_are_monotone_and_above_the_old_bound():
    for k, c in json.loads(CACHE.read_text())["bounds"].items():
        at = sorted((int(v), b) for v, b in c["at"].items())
        vals = [b for _, b in at]
        assert all(x >= y - 1e-9 for x, y in zip(vals, vals[1:], strict=False)), k
        # (B is rounded down to the gram; the old bound is not)
        assert all(b >= c["old_bound_kg"] * (1 - 1e-6) for b in vals), k
        assert all(math.isfinite(b) for b in vals), k


def test_two_regions_one_clean_gpu_known_optimum(tmp_path):
    # r0 (home) at 100 g/kWh, r1 at 20, one GPU each; two one-step jobs due after step 0:
    # one runs at r1, one at r0: 0.25 (100 + 20) g. The capacity-free per-job bound would
    # put both at r1 (2 x 5 g); the capacity LP sees one clean GPU.
    T = 2
    carbon = np.array([[100.0, 20.0]] * T + [[400.0, 400.0]] * 8)
    jobs = [{"origin": 0, "submit_step": 0, "gpus": 1, "duration_s": 900.0,
             "deadline_step": 1}] * 2
    w = drain_world(tmp_path, carbon, T, jobs, gpus=[1, 1])
    b = deadline_bound(w)
    opt = _kg(1000, 1, 100) + _kg(1000, 1, 20)
    assert_allclose(b.job_kg(0), _kg(1000, 2, 20), rtol=1e-9)
    assert_allclose(b(0), opt, rtol=1e-6)
    res = simulate(w, _Plan({0: (0, 1), 1: (0, 0)})).metrics
    assert res["slo_violations"] == 0
    assert_allclose(res["carbon_kg"], opt, rtol=1e-6)


def test_deadlines_in_two_regions_and_a_later_clean_step_known_optimum(tmp_path):
    # r0: 100 then 10; r1: 60 then 300; one GPU each. Job A (due after step 0) and job B
    # (due after step 1), both submitted at step 0, one step each. Optimum: A at r1 step 0
    # (60), B at r0 step 1 (10): 0.25 x 70 g. Every other on-time schedule costs more.
    T = 2
    carbon = np.array([[100.0, 60.0], [10.0, 300.0]] + [[400.0, 400.0]] * 8)
    jobs = [{"origin": 0, "submit_step": 0, "gpus": 1, "duration_s": 900.0, "deadline_step": 1},
            {"origin": 0, "submit_step": 0, "gpus": 1, "duration_s": 900.0, "deadline_step": 2}]
    w = drain_world(tmp_path, carbon, T, jobs, gpus=[1, 1])
    b = deadline_bound(w)
    opt = _kg(1000, 1, 60) + _kg(1000, 1, 10)
    assert_allclose(b(0), opt, rtol=1e-6)
    res = simulate(w, _Plan({0: (0, 1), 1: (1, 0)})).metrics
    assert res["slo_violations"] == 0
    assert_allclose(res["carbon_kg"], opt, rtol=1e-6)
