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


@pytest.mark.parametrize("pid", zoo_params(exclude=("oracle-v1",)))
def test_every_zoo_policy_meets_deadlines_with_ample_capacity(pid, hand_world):
    from tests.policies.conftest import random_world_args

    w = hand_world(**random_world_args(7, n_jobs=20))
    res = simulate(w, load_policy(pid))
    assert res.metrics["jobs_completed"] == 20
    assert res.metrics["slo_violations"] == 0
