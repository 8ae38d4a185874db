"""Each zoo policy on a hand scenario whose right answer is known."""

from __future__ import annotations

import numpy as np
import pytest

from gridshift import load_policy, simulate
from gridshift.policies.registry import ZOO
from tests.policies.conftest import zoo_params

H = 3600.0


def _row(result, job: str) -> dict:
    return result.jobs.filter(result.jobs["job_id"] == job).to_dicts()[0]


def test_zoo_has_versioned_ids_and_metadata():
    assert len(ZOO) >= 13 and "oracle-v1" in ZOO
    for pid in ZOO:
        pol = load_policy(pid)
        assert pol.id == pid
        assert pol.description and pol.citation and pol.family


def test_lowest_carbon_now_picks_cleanest_region_with_room(hand_world):
    # r1 is cleanest but holds one 8-GPU job; the second goes to the next cleanest, r2.
    w = hand_world(carbon=np.tile([300.0, 100.0, 200.0], (8, 1)), gpus=[16, 8, 8],
                   jobs=[{"origin": 0, "submit_step": 0, "gpus": 8, "duration_s": 900.0}] * 2)
    res = simulate(w, load_policy("lowest-carbon-now"))
    assert sorted(res.jobs["region"].to_list()) == ["r1", "r2"]
    np.testing.assert_allclose(res.metrics["carbon_kg"], 8 * 0.25 * (100 + 200) / 1000,
                               rtol=1e-12)


def test_lowest_price_now_and_weighted_greedy_follow_their_signal(hand_world):
    price = np.tile([80.0, 20.0, 50.0], (8, 1))
    kw = dict(carbon=np.tile([300.0, 200.0, 100.0], (8, 1)), price=price,
              wue=[3.0, 2.0, 0.5], pue=[1.0, 1.0, 1.0],
              jobs=[{"origin": 0, "submit_step": 0, "gpus": 1, "duration_s": 900.0}])
    w = hand_world(**kw)
    assert simulate(w, load_policy("lowest-price-now")).jobs["region"][0] == "r1"
    only_water = load_policy("weighted-greedy", w_carbon=0.0, w_cost=0.0, w_water=1.0)
    assert simulate(w, only_water).jobs["region"][0] == "r2"
    only_cost = load_policy("weighted-greedy", w_carbon=0.0, w_cost=1.0, w_water=0.0)
    assert simulate(w, only_cost).jobs["region"][0] == "r1"
    only_carbon = load_policy("weighted-greedy", w_carbon=1.0, w_cost=0.0, w_water=0.0)
    assert simulate(w, only_carbon).jobs["region"][0] == "r2"


def test_least_loaded_and_random(hand_world):
    jobs = [{"origin": 0, "submit_step": 0, "gpus": 4, "duration_s": 3 * H},
            {"origin": 0, "submit_step": 1, "gpus": 1, "duration_s": 900.0}]
    w = hand_world(carbon=np.full((8, 2), 100.0), gpus=[8, 8], jobs=jobs)
    res = simulate(w, load_policy("least-loaded"))
    # the first job loads one region to 50 %; the second goes to the empty one
    regions = res.jobs.sort("job_id")["region"].to_list()
    assert regions[0] != regions[1]
    many = [{"origin": 0, "submit_step": k % 8, "gpus": 1, "duration_s": 900.0}
            for k in range(40)]
    w = hand_world(carbon=np.full((8, 3), 100.0), jobs=many)
    a = simulate(w, load_policy("random")).jobs["region"].to_list()
    b = simulate(w, load_policy("random")).jobs["region"].to_list()
    assert a == b and set(a) == {"r0", "r1", "r2"}


def _valley(T: int = 48, lo: int = 20, width: int = 8) -> np.ndarray:
    ci = np.full(T, 400.0)
    ci[lo: lo + width] = 100.0
    ci[lo + 2: lo + 6] = 50.0  # the cheapest 1-h window starts at lo + 2
    return ci[:, None]


def test_lowest_carbon_window_starts_at_the_known_cheapest_window(hand_world):
    w = hand_world(carbon=_valley(), jobs=[{"origin": 0, "submit_step": 0, "gpus": 1,
                                            "duration_s": H, "deadline_step": 40}])
    res = simulate(w, load_policy("lowest-carbon-window"))
    assert _row(res, "j000")["start_s"] == 22 * 900.0
    np.testing.assert_allclose(res.metrics["carbon_kg"], 50.0 / 1000, rtol=1e-12)
    # a deadline before the valley: the best window left is at once (all equal)
    w = hand_world(carbon=_valley(), jobs=[{"origin": 0, "submit_step": 0, "gpus": 1,
                                            "duration_s": H, "deadline_step": 10}])
    assert _row(simulate(w, load_policy("lowest-carbon-window")), "j000")["start_s"] == 0.0


def test_carbon_threshold_waits_then_is_forced_by_the_deadline(hand_world):
    # carbon falls every step: the current value is never below the 30th percentile of what is
    # left, so the job waits until its deadline forces the last feasible start (step 16).
    ci = np.linspace(500, 100, 48)[:, None]
    w = hand_world(carbon=ci, jobs=[{"origin": 0, "submit_step": 0, "gpus": 1,
                                     "duration_s": H, "deadline_step": 20}])
    res = simulate(w, load_policy("carbon-threshold"))
    assert _row(res, "j000")["start_s"] == 16 * 900.0
    assert not _row(res, "j000")["slo_violated"]
    # a dip below the percentile inside the window: starts at the dip
    ci = np.full((48, 1), 300.0)
    ci[5:12] = 50.0  # a quarter of the feasible start slots
    w = hand_world(carbon=ci, jobs=[{"origin": 0, "submit_step": 0, "gpus": 1,
                                     "duration_s": 900.0, "deadline_step": 30}])
    assert _row(simulate(w, load_policy("carbon-threshold", percentile=10)),
                "j000")["start_s"] == 5 * 900.0


def test_carbon_time_trades_waiting_against_carbon(hand_world):
    jobs = [{"origin": 0, "submit_step": 0, "gpus": 1, "duration_s": H, "deadline_step": 40}]
    w = hand_world(carbon=_valley(), jobs=jobs)
    # alpha = 0 is the lowest window; a huge alpha never waits
    assert _row(simulate(w, load_policy("carbon-time", alpha=0.0)), "j000")["start_s"] == 22 * 900
    assert _row(simulate(w, load_policy("carbon-time", alpha=50.0)), "j000")["start_s"] == 0.0


def test_interruptible_lowest_slots_runs_in_the_cheapest_slots(hand_world):
    ci = np.full((32, 1), 400.0)
    cheap = [3, 7, 12, 20]
    ci[cheap] = 50.0
    w = hand_world(carbon=ci, jobs=[{"origin": 0, "submit_step": 0, "gpus": 1,
                                     "duration_s": H, "deadline_step": 28,
                                     "interruptible": True, "checkpoint_s": 0.0}])
    res = simulate(w, load_policy("interruptible-lowest-slots"))
    row = _row(res, "j000")
    assert row["pauses"] == 3 and not row["slo_violated"]
    np.testing.assert_allclose(res.metrics["carbon_kg"], 50.0 / 1000, rtol=1e-9)
    # a job that is not interruptible gets the lowest window instead, never paused
    w = hand_world(carbon=ci, jobs=[{"origin": 0, "submit_step": 0, "gpus": 1,
                                     "duration_s": H, "deadline_step": 28}])
    assert _row(simulate(w, load_policy("interruptible-lowest-slots")), "j000")["pauses"] == 0


def test_spatiotemporal_greedy_picks_region_and_slot_with_reservations(hand_world):
    # r1 is cleanest between steps 8 and 12; a 1-h job fits once there (4 GPUs), the second
    # must take the next best option (r0 now beats r1 outside the valley).
    ci = np.column_stack([np.full(32, 200.0), np.full(32, 300.0)])
    ci[8:12, 1] = 20.0
    jobs = [{"origin": 0, "submit_step": 0, "gpus": 4, "duration_s": H, "deadline_step": 24}] * 2
    w = hand_world(carbon=ci, gpus=[8, 4], jobs=jobs)
    res = simulate(w, load_policy("spatiotemporal-greedy"))
    a, b = _row(res, "j000"), _row(res, "j001")
    assert (a["region"], a["start_s"]) == ("r1", 8 * 900.0)
    assert (b["region"], b["start_s"]) == ("r0", 0.0)
    np.testing.assert_allclose(res.metrics["carbon_kg"], 4 * (20 + 200) / 1000, rtol=1e-9)


@pytest.mark.parametrize("pid", zoo_params(exclude=("oracle-v1", "oracle-feasible-v1",
                                                   "oracle-feasible-v2", "oracle-feasible-v3")))
def test_every_zoo_policy_meets_deadlines_with_ample_capacity(pid, hand_world):
    from tests.policies.conftest import random_world_args

    w = hand_world(**random_world_args(7, n_jobs=20))
    res = simulate(w, load_policy(pid))
    assert res.metrics["jobs_completed"] == 20
    assert res.metrics["slo_violations"] == 0


# --------------------------------------------------------------------- public helpers
class _Jobs:
    """PendingJobs stand-in with the fields the helpers read (and a length)."""

    def __init__(self, gpus, gpu_type, origin=None, slo=None):
        n = len(gpus)
        self.gpus = np.asarray(gpus, dtype=np.int64)
        self.gpu_type = np.asarray(gpu_type, dtype=np.int64)
        self.origin = np.zeros(n, np.int64) if origin is None else np.asarray(origin, np.int64)
        self.latency_slo_ms = np.full(n, np.nan) if slo is None else np.asarray(slo, float)

    def __len__(self):
        return len(self.gpus)


def _info(capacity, latency_ms=None):
    from types import SimpleNamespace

    cap = np.asarray(capacity, dtype=np.int64)
    R, G = cap.shape
    lat = np.zeros((R, R)) if latency_ms is None else np.asarray(latency_ms, float)
    return SimpleNamespace(capacity=cap, gpu_types=tuple(f"T{g}" for g in range(G)),
                           latency_ms=lat, n_regions=R)


def test_helpers_capacity_and_latency_masks_by_hand():
    from gridshift.policies import helpers
    from gridshift.policies.zoo import _common

    info = _info([[8, 0], [2, 4]], latency_ms=[[0.0, 30.0], [30.0, 0.0]])
    jobs = _Jobs(gpus=[4, 4, 2], gpu_type=[-1, 1, 0], slo=[np.nan, 10.0, 50.0])
    host = helpers.host_mask(info, jobs)
    # job 0 (4 of any): r0/T0, r1/T1; job 1 (4 of T1): r1/T1 only; job 2 (2 of T0): both T0s
    np.testing.assert_array_equal(host, [[[True, False], [False, True]],
                                         [[False, False], [False, True]],
                                         [[True, False], [True, False]]])
    np.testing.assert_array_equal(helpers.latency_ok(info, jobs),
                                  [[True, True], [True, False], [True, True]])
    np.testing.assert_array_equal(helpers.eligible_regions(info, jobs),
                                  [[True, True], [False, False], [True, True]])
    assert _common.greedy_fill is helpers.greedy_fill  # the zoo uses the public helpers


def test_greedy_fill_and_fill_in_order_by_hand():
    from gridshift.policies import helpers

    info = _info([[4], [8]])
    jobs = _Jobs(gpus=[3, 2, 6, 1], gpu_type=[-1, -1, -1, -1])
    host = helpers.host_mask(info, jobs)  # job 2 (6 GPUs) fits only r1
    score = np.array([[1.0, 2.0]] * 4)  # everyone prefers r0
    avail = np.array([[4], [8]])
    region, gtype = helpers.greedy_fill(score, jobs, avail, host)
    # round 1: r0 admits job 0 (3), job 1 would make 5 > 4: closed; job 3 also blocked behind
    # it (FIFO prefix); job 2 chose r1 directly (r0 cannot host it) and takes 6 of 8.
    # round 2: jobs 1 and 3 go to r1: 2 fits (8 - 6), then 1 more does not.
    np.testing.assert_array_equal(region, [0, 1, 1, -1])
    np.testing.assert_array_equal(gtype, [0, 0, 0, -1])
    np.testing.assert_array_equal(avail, [[1], [0]])
    # the fixed-order fill: r0 then r1, every open job in arrival order at each
    avail = np.array([[4], [8]])
    region, _ = helpers.fill_regions_in_order(np.array([0, 1]), jobs, avail,
                                              np.ones((4, 2), bool), np.ones((4, 1), bool))
    # r0: job 0 (3), then cumulative 5 > 4 stops the prefix; r1: jobs 1, 2 (8), job 3 no room
    np.testing.assert_array_equal(region, [0, 1, 1, -1])
    np.testing.assert_array_equal(avail, [[1], [0]])


def _old_greedy_fill(score, jobs, avail, host):
    """greedy_fill as it was before the helpers (the reference for byte-identical output)."""
    n, R = score.shape
    score = np.array(score, dtype=np.float64, copy=True)
    score[~host.any(axis=2)] = np.inf
    region = np.full(n, -1, dtype=np.int64)
    gtype = np.full(n, -1, dtype=np.int64)
    open_ = np.ones(n, dtype=bool)
    for _ in range(R + 1):
        best = np.argmin(score, axis=1)
        live = open_ & np.isfinite(score[np.arange(n), best])
        if not live.any():
            break
        for r in np.unique(best[live]):
            chose = live & (best == r)
            for g in np.argsort(-avail[r], kind="stable"):
                if avail[r, g] <= 0:
                    break
                cand = np.flatnonzero(chose & host[:, r, g])
                if cand.size == 0:
                    continue
                take = cand[np.cumsum(jobs.gpus[cand]) <= avail[r, g]]
                if take.size == 0:
                    continue
                region[take] = r
                gtype[take] = g
                avail[r, g] -= int(jobs.gpus[take].sum())
                open_[take] = False
                chose[take] = False
            score[chose, r] = np.inf
    return region, gtype


def _old_lowest_carbon_fill(carbon, jobs, avail, lat_ok):
    """lowest-carbon-now-v1's own loop before it used fill_regions_in_order."""
    n = len(jobs)
    region = jobs.origin.astype(np.int64).copy()
    gtype = jobs.gpu_type.astype(np.int64).copy()
    open_ = np.ones(n, dtype=bool)
    for r in np.argsort(carbon, kind="stable"):
        for g in np.argsort(-avail[r], kind="stable"):
            if avail[r, g] <= 0:
                break
            cand = np.flatnonzero(open_ & lat_ok[:, r] & ((jobs.gpu_type == g) |
                                                            (jobs.gpu_type < 0)))
            if cand.size == 0:
                continue
            take = cand[np.cumsum(jobs.gpus[cand]) <= avail[r, g]]
            if take.size == 0:
                continue
            region[take] = r
            gtype[take] = g
            avail[r, g] -= int(jobs.gpus[take].sum())
            open_[take] = False
    gtype[open_] = jobs.gpu_type[open_]
    return region, gtype


def test_fills_equal_the_previous_loops_on_random_cases():
    from gridshift.policies import helpers

    rng = np.random.default_rng(16)
    for case in range(300):
        R, G, n = int(rng.integers(1, 6)), int(rng.integers(1, 4)), int(rng.integers(0, 40))
        info = _info(rng.integers(0, 12, (R, G)),
                     latency_ms=rng.uniform(0, 60, (R, R)) * (1 - np.eye(R)))
        jobs = _Jobs(gpus=rng.integers(1, 9, n), gpu_type=rng.integers(-1, G, n),
                     origin=rng.integers(0, R, n),
                     slo=np.where(rng.random(n) < 0.3, rng.uniform(5, 50, n), np.nan))
        avail0 = rng.integers(0, 12, (R, G))
        host = helpers.host_mask(info, jobs)
        score = np.where(rng.random((n, R)) < 0.2, np.inf, rng.integers(0, 4, (n, R)) * 1.0)
        a1, a2 = avail0.copy(), avail0.copy()
        got, want = helpers.greedy_fill(score, jobs, a1, host), _old_greedy_fill(score, jobs,
                                                                                a2, host)
        np.testing.assert_array_equal(got[0], want[0], err_msg=f"case {case}")
        np.testing.assert_array_equal(got[1], want[1], err_msg=f"case {case}")
        np.testing.assert_array_equal(a1, a2, err_msg=f"case {case}")
        carbon = rng.integers(0, 5, R) * 100.0  # ties on purpose (stable order)
        lat = helpers.latency_ok(info, jobs)
        a1, a2 = avail0.copy(), avail0.copy()
        region, gtype = helpers.fill_regions_in_order(
            np.argsort(carbon, kind="stable"), jobs, a1, lat, helpers.type_mask(info, jobs))
        miss = region < 0
        region[miss], gtype[miss] = jobs.origin[miss], jobs.gpu_type[miss]
        w_region, w_gtype = _old_lowest_carbon_fill(carbon, jobs, a2, lat)
        np.testing.assert_array_equal(region, w_region, err_msg=f"case {case}")
        np.testing.assert_array_equal(gtype, w_gtype, err_msg=f"case {case}")
        np.testing.assert_array_equal(a1, a2, err_msg=f"case {case}")


@pytest.mark.parametrize("scenario", ["check-v1", "quickstart-v1"])
def test_spatiotemporal_fast_plan_equals_the_full_search(scenario, monkeypatch):
    """The batched costing + first-fit check must choose what the full search chooses."""
    monkeypatch.setenv("GRIDSHIFT_JIT", "0")  # the numpy path (the kernels: test_zoo_kernels)
    import hashlib

    from gridshift import build_world, load_scenario
    from gridshift.policies.zoo import spatiotemporal as st

    sc = load_scenario(scenario)
    if scenario == "quickstart-v1":  # two days keep it short; capacity still binds
        from dataclasses import replace

        sc = replace(sc, end=sc.start + (sc.end - sc.start) / 14)
    w = build_world(sc, 0)

    def digest():
        res = simulate(w, load_policy("spatiotemporal-greedy"))
        return hashlib.sha256(res.jobs_parquet_bytes()).hexdigest()

    fast = digest()

    def all_exact(self, obs, rows, ctx, left):
        for i in rows:
            self._plan_exact(obs, int(i), ctx)

    monkeypatch.setattr(st.SpatioTemporalGreedy, "_plan_chunk", all_exact)
    assert digest() == fast


def test_rl_ppo_one_forward_pass_equals_sb3_predict(monkeypatch):
    pytest.importorskip("stable_baselines3", reason="rl-ppo-v1 needs the 'rl' extra")
    from gridshift import build_world, load_scenario
    from gridshift.policies.zoo.rl import PPOPolicy

    seen = {"epochs": 0, "jobs": 0}
    fast = PPOPolicy._act

    def both(self, o):
        a = fast(self, o)
        b, _ = self._model.predict(o, deterministic=True)
        np.testing.assert_array_equal(a, np.asarray(b).reshape(-1))
        seen["epochs"] += 1
        seen["jobs"] += int(o["jobs"][:, 0].sum())
        return a

    monkeypatch.setattr(PPOPolicy, "_act", both)
    simulate(build_world(load_scenario("check-v1"), 0), load_policy("rl-ppo"))
    assert seen["epochs"] > 100 and seen["jobs"] > seen["epochs"]  # many multi-job epochs
