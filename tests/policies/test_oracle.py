"""The oracle: a lower bound that holds, equals brute force on tiny cases, plays what it plans."""

from __future__ import annotations

import itertools

import numpy as np
import pytest

from gridshift import DEFER, Decision, Policy, load_policy, simulate
from gridshift.errors import PolicyError
from tests.policies.conftest import random_world_args, runnable_zoo

FORECAST_ZOO = runnable_zoo(exclude=("oracle-v1", "oracle-feasible-v1", "oracle-feasible-v2",
                                     "oracle-feasible-v3"))


class FixedPlan(Policy):
    """Plays a given plan: job row -> (region, start epoch)."""

    id = "fixed-plan-v1"

    def __init__(self, plan: dict[int, tuple[int, int]]) -> None:
        self.plan = plan

    def decide(self, obs):
        # a loop over jobs is fine in a test helper
        reg = [self.plan[int(j)][0] if self.plan[int(j)][1] <= obs.step else DEFER
               for j in obs.jobs.job_id]
        return Decision(region=np.asarray(reg, dtype=np.int64))


def test_oracle_refuses_the_forecast_track(hand_world):
    w = hand_world(**random_world_args(0, n_jobs=3))
    with pytest.raises(PolicyError, match="clairvoyant"):
        simulate(w, load_policy("oracle"))


@pytest.mark.parametrize("seed", [1, 2, 3])
@pytest.mark.parametrize("gpus", [[64, 64, 64], [4, 6, 4]], ids=["ample", "tight"])
def test_oracle_beats_every_zoo_policy_that_meets_all_deadlines(seed, gpus, hand_world):
    w = hand_world(**random_world_args(seed, n_jobs=30, gpus=gpus))
    orc = simulate(w, load_policy("oracle"), track="clairvoyant")
    st = orc.schedule.policy_state
    assert st["mode"] == "exact" and st["lp_bound_valid"]
    assert orc.metrics["slo_violations"] == 0
    carbon = orc.metrics["carbon_kg"]
    # what it plays is what it planned, and the bounds are below it
    np.testing.assert_allclose(st["planned_carbon_kg"], carbon, rtol=1e-9)
    assert st["lp_bound_carbon_kg"] <= carbon * (1 + 1e-9)
    assert st["fluid_bound_carbon_kg"] <= st["lp_bound_carbon_kg"] * (1 + 1e-9)
    compared = 0
    for pid in FORECAST_ZOO:
        m = simulate(w, load_policy(pid)).metrics
        if m["slo_violations"] or m["jobs_completed"] != m["jobs"]:
            continue  # the bound covers schedules that meet every deadline
        compared += 1
        assert carbon <= m["carbon_kg"] * (1 + 1e-9), pid
    assert compared >= (len(FORECAST_ZOO) if gpus[0] == 64 else 3)


def test_oracle_equals_brute_force_on_a_tiny_case(hand_world):
    ci = np.array([[300, 200], [100, 250], [250, 50], [50, 300], [400, 100], [200, 200],
                   [100, 400], [300, 300]], dtype=float)
    jobs = [
        {"origin": 0, "submit_step": 0, "gpus": 2, "duration_s": 1800.0, "deadline_step": 5},
        {"origin": 1, "submit_step": 0, "gpus": 2, "duration_s": 900.0, "deadline_step": 4},
        {"origin": 0, "submit_step": 1, "gpus": 1, "duration_s": 900.0, "deadline_step": 6,
         "gpu_util": 0.5},
    ]
    w = hand_world(carbon=ci, gpus=[2, 3], jobs=jobs)
    orc = simulate(w, load_policy("oracle"), track="clairvoyant")
    options = []
    for j in jobs:
        steps = int(j["duration_s"] // 900)
        starts = range(j["submit_step"], j["deadline_step"] - steps + 1)
        options.append([(r, s) for r in (0, 1) for s in starts])
    best = np.inf
    n_feasible = 0
    for combo in itertools.product(*options):
        plan = dict(enumerate(combo))
        res = simulate(w, FixedPlan(plan))
        started = res.jobs.sort("job_id")["start_s"].to_numpy()
        if not np.allclose(started, [s * 900.0 for _, s in combo]) or \
                res.metrics["slo_violations"]:
            continue  # capacity made a job wait: not the plan
        n_feasible += 1
        best = min(best, res.metrics["carbon_kg"])
    assert n_feasible > 10
    np.testing.assert_allclose(orc.metrics["carbon_kg"], best, rtol=1e-9)


def test_aggregated_mode_bounds_and_plays(hand_world):
    w = hand_world(**random_world_args(4, n_jobs=40, gpus=[4, 6, 4]))
    exact = simulate(w, load_policy("oracle"), track="clairvoyant")
    agg = simulate(w, load_policy("oracle", max_exact_nnz=0, chunk_jobs=10),
                   track="clairvoyant")
    st = agg.schedule.policy_state
    assert st["mode"] == "aggregated" and st["chunks"] == 4
    # the rolling plan is feasible but no better than the exact optimum; the fluid bound holds
    assert agg.metrics["carbon_kg"] >= exact.metrics["carbon_kg"] * (1 - 1e-9)
    assert st["fluid_bound_carbon_kg"] <= exact.metrics["carbon_kg"] * (1 + 1e-9)
    np.testing.assert_allclose(st["planned_carbon_kg"], agg.metrics["carbon_kg"], rtol=1e-9)


def test_weighted_objective_trades_carbon_for_cost(hand_world):
    # r0 is clean and expensive, r1 dirty and cheap
    T = 8
    ci = np.tile([50.0, 400.0], (T, 1))
    price = np.tile([500.0, 10.0], (T, 1))
    jobs = [{"origin": 0, "submit_step": 0, "gpus": 1, "duration_s": 900.0,
             "deadline_step": 4}]
    w = hand_world(carbon=ci, price=price, jobs=jobs)
    green = simulate(w, load_policy("oracle"), track="clairvoyant")
    cheap = simulate(w, load_policy("oracle", w_carbon=0.0, w_cost=1.0), track="clairvoyant")
    assert green.jobs["region"][0] == "r0" and cheap.jobs["region"][0] == "r1"


def test_oversubscribed_jobs_start_late_rather_than_never(hand_world):
    # one 4-GPU pool, three 30-min 4-GPU jobs due in 30 min: one meets it, two go late, in turn
    jobs = [{"origin": 0, "submit_step": 0, "gpus": 4, "duration_s": 1800.0,
             "deadline_step": 2}] * 3
    w = hand_world(carbon=np.full((12, 1), 100.0), gpus=[4], jobs=jobs)
    res = simulate(w, load_policy("oracle"), track="clairvoyant")
    assert sorted(res.jobs["start_s"].to_list()) == [0.0, 1800.0, 3600.0]
    assert res.metrics["slo_violations"] == 2 and res.metrics["jobs_completed"] == 3
    assert res.schedule.policy_state["late_jobs"] == 2


# ------------------------------------------------------------------ the recorded bound
def _bounds(st):
    return {k: st[k] for k in ("fluid_bound_carbon_kg", "capacity_free_bound_carbon_kg",
                               "carbon_bound_kg") if st.get(k) is not None}


@pytest.mark.parametrize("seed", [1, 2, 5])
@pytest.mark.parametrize("gpus", [[64, 64, 64], [4, 6, 4]], ids=["ample", "tight"])
def test_no_constrained_policy_beats_the_recorded_bound(seed, gpus, hand_world):
    """The bound under every policy the leaderboard ranks: the reference's work and at most
    the reference's SLO violations + 1 pp (and every policy that meets all deadlines)."""
    from gridshift.benchmark.leaderboard import COMPLETION_TOL, SLO_SLACK_PP
    from gridshift.policies.zoo.oracle import oracle_bound_metrics

    w = hand_world(**random_world_args(seed, n_jobs=30, gpus=gpus))
    orc = load_policy("oracle")
    res = simulate(w, orc, track="clairvoyant")
    st = res.schedule.policy_state
    bound = oracle_bound_metrics(orc)["carbon_bound_kg"]
    assert bound == orc.carbon_bound_kg == st["carbon_bound_kg"] > 0
    assert st["carbon_bound_method"] in ("fluid-lp", "capacity-free")
    assert bound == max(_bounds(st).values())
    # the oracle's own schedule is one of the schedules bounded
    assert bound <= res.metrics["carbon_kg"] * (1 + 1e-9)
    ref = simulate(w, load_policy("local-now")).metrics
    checked = 0
    for pid in FORECAST_ZOO:
        m = simulate(w, load_policy(pid)).metrics
        slo_ok = m["slo_violation_rate"] * 100 <= ref["slo_violation_rate"] * 100 + SLO_SLACK_PP
        work_ok = m["jobs_completed"] >= (1 - COMPLETION_TOL) * ref["jobs_completed"]
        if slo_ok and work_ok or m["slo_violations"] == 0:
            checked += 1
            assert m["carbon_kg"] >= bound * (1 - 1e-9), pid
    assert checked >= 3


def test_the_bounds_are_relaxations_of_the_exact_lp(hand_world):
    from gridshift.policies.zoo.oracle import regional_fluid_bound_kg
    from gridshift.sim.simulator import policy_info

    w = hand_world(**random_world_args(3, n_jobs=30, gpus=[4, 6, 4]))
    orc = load_policy("oracle")
    simulate(w, orc, track="clairvoyant")
    st = orc.state()
    assert st["mode"] == "exact" and st["lp_bound_valid"]
    lp = st["lp_bound_carbon_kg"]
    for name, b in _bounds(st).items():
        assert 0 < b <= lp * (1 + 1e-9), name
    regional, rst = regional_fluid_bound_kg(policy_info(w, track="clairvoyant"))
    assert rst["regional_fluid_block_h"] == 1.0  # the finest block fits a tiny world
    # GPU pools merged, utilisation rounded down to quarters: below the pool-level fluid LP
    assert 0 < regional <= st["fluid_bound_carbon_kg"] * (1 + 1e-9)


def test_capacity_free_bound_by_hand(hand_world):
    # one 1-GPU job (util 1) of 2 epochs, window epochs 0..3, two regions; the cleanest epoch
    # of its window is 50 g/kWh (r1, epoch 2): bound = P x d x 50 g/kWh, P = max_w x PUE
    from gridshift.policies.zoo.oracle import capacity_free_bound_kg
    from gridshift.sim.simulator import policy_info

    ci = np.array([[300.0, 200.0], [100.0, 250.0], [250.0, 50.0], [80.0, 300.0],
                   [10.0, 10.0], [400.0, 400.0]])
    jobs = [{"origin": 0, "submit_step": 0, "gpus": 1, "duration_s": 1800.0,
             "deadline_step": 4, "gpu_util": 1.0}]
    w = hand_world(carbon=ci, jobs=jobs)
    info = policy_info(w, track="clairvoyant")
    x = np.asarray(info.clairvoyant["pue"]) * ci
    g = 0
    expect = info.gpu_max_w[g] * 1800.0 * x[:4].min() / 3.6e9
    np.testing.assert_allclose(capacity_free_bound_kg(info), expect, rtol=1e-12)
    res = simulate(w, load_policy("oracle"), track="clairvoyant")
    assert expect <= res.metrics["carbon_kg"]


def test_bound_metrics_accept_a_state_and_name_a_missing_bound():
    from gridshift.policies.zoo.oracle import oracle_bound_metrics

    assert oracle_bound_metrics({"carbon_bound_kg": 12.5}) == {"carbon_bound_kg": 12.5}
    assert oracle_bound_metrics({}) == {"carbon_bound_kg": None}
    assert oracle_bound_metrics({"carbon_bound_kg": float("nan")}) == {"carbon_bound_kg": None}


def test_regional_bound_in_time_chunks_is_below_the_whole_lp(hand_world):
    from gridshift.policies.zoo.oracle import regional_fluid_bound_kg
    from gridshift.sim.simulator import policy_info

    w = hand_world(**random_world_args(6, n_jobs=40, gpus=[4, 6, 4]))
    info = policy_info(w, track="clairvoyant")
    whole, st1 = regional_fluid_bound_kg(info)
    parts, st2 = regional_fluid_bound_kg(info, chunk_vars=50)
    assert st1["regional_fluid_chunks"] == 1 and st2["regional_fluid_chunks"] > 3
    # each chunk keeps the full capacity of its blocks: a relaxation of the whole LP
    assert 0 < parts <= whole * (1 + 1e-9)
    # and both stay below what the oracle's schedule achieves
    res = simulate(w, load_policy("oracle"), track="clairvoyant")
    assert whole <= res.metrics["carbon_kg"] * (1 + 1e-9)


def test_scenario_bound_without_planning(hand_world):
    from gridshift.policies.zoo.oracle import (
        capacity_free_bound_kg,
        regional_fluid_bound_kg,
        scenario_bound_metrics,
    )
    from gridshift.sim.simulator import policy_info

    w = hand_world(**random_world_args(2, n_jobs=30, gpus=[4, 6, 4]))
    info = policy_info(w, track="clairvoyant")
    got = scenario_bound_metrics(w)["carbon_bound_kg"]
    assert got == max(capacity_free_bound_kg(info), regional_fluid_bound_kg(info)[0])
    res = simulate(w, load_policy("oracle"), track="clairvoyant")
    assert 0 < got <= res.metrics["carbon_kg"] * (1 + 1e-9)


def test_an_oracle_record_of_the_new_rules_carries_its_bound(tmp_path):
    """With [simulation] breakdown the oracle's record has carbon_bound_kg <= its carbon."""
    from pathlib import Path

    from gridshift.benchmark.records import run_cell
    from gridshift.runners.sweep import Cell

    src = Path(__file__).resolve().parents[2] / "gridshift" / "scenarios" / "check-v1.toml"
    new = tmp_path / "check-breakdown.toml"
    new.write_text(src.read_text().replace('id = "check-v1"', 'id = "check-breakdown"')
                   + "\n[simulation]\nbreakdown = true\n")
    rec, _ = run_cell(Cell(scenario=str(new), policy="oracle-v1", seed=0, track="clairvoyant"))
    assert rec["status"] == "ok", rec["error"]
    b = rec["metrics"]["carbon_bound_kg"]
    assert b is not None and 0 < b <= rec["metrics"]["carbon_kg"] * (1 + 1e-9)
    ref, _ = run_cell(Cell(scenario=str(new), policy="local-now", seed=0, track="clairvoyant"))
    assert "carbon_bound_kg" not in ref["metrics"]  # only the oracle's record carries it
    old, _ = run_cell(Cell(scenario=str(src), policy="oracle-v1", seed=0, track="clairvoyant"))
    assert "carbon_bound_kg" not in old["metrics"]  # check-v1 (old rules): unchanged
