"""The issue-36 baselines: reservation-window-v1 (no herding), mpc-v1 (receding-horizon LP)
and oracle-feasible-v1 (clairvoyant, finishes the work), on hand worlds."""

from __future__ import annotations

import numpy as np
import pytest

from gridshift import load_policy, simulate
from tests.policies.conftest import random_world_args


def _herding_world(hand_world):
    # one region, 8 GPUs; step 6 is very clean, steps 7-9 clean; eight 4-GPU one-step jobs
    # at step 0, due at step 9: two fit per step, so all eight cannot start at step 6
    carbon = np.array([[400.0]] * 6 + [[50.0], [100.0], [120.0], [130.0]] + [[400.0]] * 6)
    jobs = [{"origin": 0, "submit_step": 0, "gpus": 4, "duration_s": 900.0,
             "deadline_step": 9}] * 8
    return hand_world(carbon=carbon, gpus=[8], jobs=jobs, error=0.0)


def test_reservation_books_the_window_instead_of_herding(hand_world):
    w = _herding_world(hand_world)
    herd = simulate(w, load_policy("lowest-carbon-window-v1")).metrics
    res = simulate(w, load_policy("reservation-window-v1"))
    m = res.metrics
    assert herd["slo_violations"] > 0  # the classic piles all eight into step 6
    assert m["slo_violations"] == 0 and m["jobs_completed"] == 8
    assert m["carbon_kg"] < simulate(w, load_policy("local-now-v1")).metrics["carbon_kg"]
    starts = sorted(res.jobs["start_s"].to_list())
    assert max(np.bincount((np.asarray(starts) // 900).astype(int))) <= 2  # capacity kept


def test_reservation_never_moves_a_job(hand_world):
    w = hand_world(**random_world_args(3, n_jobs=25))
    res = simulate(w, load_policy("reservation-window-v1"))
    assert res.jobs["region"].to_list() == [f"r{o}" for o in w.jobs.origin]
    assert res.metrics["slo_violations"] == 0


def test_mpc_keeps_capacity_and_deadlines_where_the_window_herds(hand_world):
    w = _herding_world(hand_world)
    m = simulate(w, load_policy("mpc-v1")).metrics
    assert m["slo_violations"] == 0 and m["jobs_completed"] == 8
    assert m["carbon_kg"] < simulate(w, load_policy("local-now-v1")).metrics["carbon_kg"]


def test_mpc_validates_its_parameters(hand_world):
    w = hand_world(**random_world_args(0, n_jobs=3))
    with pytest.raises(ValueError, match="every"):
        simulate(w, load_policy("mpc-v1", every=0))


@pytest.mark.parametrize("seed", [1, 2])
def test_feasible_oracle_finishes_the_work_and_stays_above_the_bound(seed, tmp_path):
    from gridshift.benchmark.bound_lp import deadline_bound
    from tests.benchmark.test_bound import drain_world

    kw = random_world_args(seed, T=24, R=2, n_jobs=14, gpus=[4, 6])
    carbon = np.vstack([kw["carbon"], kw["carbon"][::-1], kw["carbon"][:16]])
    w = drain_world(tmp_path, carbon, 24, kw["jobs"], gpus=kw["gpus"], idle_w=50.0, idle=True)
    res = simulate(w, load_policy("oracle-feasible-v1"), track="clairvoyant")
    m = res.metrics
    assert m["jobs_unfinished"] == 0 and m["jobs_completed"] == 14
    assert m["carbon_kg"] >= deadline_bound(w)(m["slo_violations"])
    assert res.schedule.policy_state["horizon_steps"] >= 1


def test_feasible_oracle_refuses_the_forecast_track(hand_world):
    from gridshift.errors import PolicyError

    w = hand_world(**random_world_args(0, n_jobs=3))
    with pytest.raises(PolicyError, match="clairvoyant"):
        simulate(w, load_policy("oracle-feasible-v1"))


def test_power_down_switches_idle_gpus_off_and_keeps_the_work(tmp_path):
    from tests.benchmark.test_bound import drain_world

    kw = random_world_args(4, T=24, R=2, n_jobs=10, gpus=[16, 16])
    carbon = np.vstack([kw["carbon"], kw["carbon"][::-1], kw["carbon"][:16]])
    w = drain_world(tmp_path, carbon, 24, kw["jobs"], gpus=kw["gpus"], idle_w=100.0,
                    idle=True, extra="power_down = true\nwake_s = 900\n")
    base = simulate(w, load_policy("deadline-safe-greedy-v1")).metrics
    res = simulate(w, load_policy("power-down-v1"))
    m = res.metrics
    assert m["jobs_completed"] == base["jobs_completed"] == 10
    assert m["slo_violations"] <= base["slo_violations"]
    assert m["carbon_idle_kg"] < base["carbon_idle_kg"]
    assert m["carbon_kg"] < base["carbon_kg"]
    on = res.schedule.powered_gpus
    assert on is not None and (on.sum(axis=1) < 32).any()


def test_power_down_without_the_scenario_key_is_deadline_safe_greedy(hand_world):
    w = hand_world(**random_world_args(5, n_jobs=15))
    a = simulate(w, load_policy("power-down-v1")).jobs
    b = simulate(w, load_policy("deadline-safe-greedy-v1")).jobs
    assert a["start_s"].to_list() == b["start_s"].to_list()
    assert a["region"].to_list() == b["region"].to_list()
