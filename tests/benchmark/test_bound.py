"""The bound under the drain rules (gs-v2): below every schedule, deadlines met or not.

Hand worlds from :func:`tests.policies.conftest.write_scenario` (one GPU type ``T1``, speed 1,
PUE 1, so one GPU at ``w`` watts for 15 minutes at ``c`` gCO2/kWh emits ``w/1000 * 0.25 * c``
grams), with the second generation's keys appended: the drain, idle power charged over the
window, the breakdown.
"""

from __future__ import annotations

import re
from datetime import timedelta
from pathlib import Path

import numpy as np
import pytest
from numpy.testing import assert_allclose

from gridshift import DEFER, Decision, Policy, build_world, load_policy, load_scenario, simulate
from gridshift.benchmark.bound import bound_withheld_reason, world_bound_kg
from tests.policies.conftest import START, _iso, runnable_zoo, write_scenario

GS_V2_KEYS = "\n[simulation]\ndrain = true\nbreakdown = true\nzero_data_wait = false\n"
IDLE_KEYS = ('\n[power]\nidle = "charged"\nidle_horizon = "window"\n'
             "host_idle_w_per_gpu = 0\n")


def drain_world(root: Path, carbon: np.ndarray, window_steps: int, jobs: list[dict], *,
                gpus: list[int] | None = None, idle_w: float = 0.0, idle: bool = False,
                extra: str = "", name: str = "hand"):
    """A World whose window is the first ``window_steps`` rows of ``carbon``; the rest of the
    rows are the signals the drain runs on."""
    p = write_scenario(root, carbon=carbon, jobs=jobs, gpus=gpus, name=name)
    text = p.read_text()
    end = START + timedelta(seconds=window_steps * 900)
    text = re.sub(r"^end = .*$", f"end = {_iso(end)}", text, flags=re.M)
    text = text.replace("idle_w = 0\n", f"idle_w = {idle_w}\n")
    p.write_text(text + GS_V2_KEYS + (IDLE_KEYS if idle else "") + extra)
    w = build_world(load_scenario(p))
    assert w.n_steps == window_steps
    assert w.drain_steps > 0 and carbon.shape[0] >= window_steps + w.drain_steps
    return w


class _Plan(Policy):
    """Places job ``j`` in region ``r`` from epoch ``k`` on: ``plan = {j: (k, r)}``; others wait."""

    id = "plan"

    def __init__(self, plan: dict[int, tuple[int, int]]) -> None:
        self.plan = plan

    def decide(self, obs):
        reg = np.array([self.plan[j][1] if j in self.plan and obs.step >= self.plan[j][0]
                        else DEFER for j in obs.jobs.job_id], dtype=np.int64)
        return Decision(region=reg)


class _DeferAll(Policy):
    """Never places anything: every job is dropped at the horizon (the completion penalty)."""

    id = "defer-all"

    def decide(self, obs):
        return Decision(region=np.full(len(obs.jobs.job_id), DEFER, dtype=np.int64))


class _Random(Policy):
    """Random region or deferral per job and epoch (seeded)."""

    id = "random-place"

    def reset(self, info):
        super().reset(info)
        self.rng = np.random.default_rng(info.seed)

    def decide(self, obs):
        n = len(obs.jobs.job_id)
        reg = self.rng.integers(-1, self.info.n_regions, n)
        return Decision(region=np.where(reg < 0, DEFER, reg).astype(np.int64))


class _FinishLate(Policy):
    """Defers everything until the window has ended, then places each job at its origin."""

    id = "finish-late"

    def decide(self, obs):
        n = len(obs.jobs.job_id)
        if obs.step < self.info.n_steps:
            return Decision(region=np.full(n, DEFER, dtype=np.int64))
        return Decision(region=np.asarray(obs.jobs.origin, dtype=np.int64))


def _kg(w_watts: float, steps: float, c: float) -> float:
    return w_watts / 1000.0 * 0.25 * steps * c / 1000.0


# ------------------------------------------------------------------ hand cases
def test_one_region_two_epochs_one_job(tmp_path):
    # window: 100 then 50 g/kWh; the drain is dirtier (400): the job's cleanest run is
    # epoch 1, 1 GPU x 1000 W x 15 min x 50 g/kWh = 12.5 g
    carbon = np.array([[100.0], [50.0]] + [[400.0]] * 8)
    w = drain_world(tmp_path, carbon, 2, [{"origin": 0, "submit_step": 0, "gpus": 1,
                                           "duration_s": 900.0, "deadline_step": 2}], gpus=[2])
    bound, st = world_bound_kg(w)
    assert_allclose(bound, _kg(1000, 1, 50), rtol=1e-6)
    assert bound <= _kg(1000, 1, 50)
    assert st["bound_idle_kg"] == 0.0
    # the schedule that attains it
    res = simulate(w, _Plan({0: (1, 0)}))
    assert_allclose(res.metrics["carbon_kg"], bound, rtol=1e-6)
    assert res.metrics["carbon_kg"] >= bound
    assert simulate(w, load_policy("local-now")).metrics["carbon_kg"] > bound


def test_idle_charged_over_the_window_is_in_the_bound_exactly(tmp_path):
    # 2 GPUs idle at 100 W over the window (100, 50 g/kWh): 0.2 kW x 15 min x 150 = 7.5 g;
    # the job adds its dynamic 900 W at 50 g/kWh: 11.25 g
    carbon = np.array([[100.0], [50.0]] + [[400.0]] * 8)
    w = drain_world(tmp_path, carbon, 2, [{"origin": 0, "submit_step": 0, "gpus": 1,
                                           "duration_s": 900.0, "deadline_step": 2}],
                    gpus=[2], idle_w=100.0, idle=True)
    bound, st = world_bound_kg(w)
    assert_allclose(st["bound_idle_kg"], _kg(200, 1, 100 + 50), rtol=1e-12)
    assert_allclose(bound, _kg(200, 1, 150) + _kg(900, 1, 50), rtol=1e-6)
    res = simulate(w, _Plan({0: (1, 0)}))
    assert_allclose(res.metrics["carbon_idle_kg"], st["bound_idle_kg"], rtol=1e-12)
    assert_allclose(res.metrics["carbon_kg"], bound, rtol=1e-6)
    assert res.metrics["carbon_kg"] >= bound


def test_a_clean_drain_is_used_at_the_full_gpu_power(tmp_path):
    # window 300, 400 g/kWh; drain 50: running late costs the busy GPU's full 1000 W there
    # (dynamic 900 + idle share 100) = 12.5 g, cheaper than 900 W at 300 (67.5 g); plus the
    # idle draw over the window, 0.2 kW x 15 min x 700 = 35 g
    carbon = np.array([[300.0], [400.0]] + [[50.0]] * 8)
    w = drain_world(tmp_path, carbon, 2, [{"origin": 0, "submit_step": 0, "gpus": 1,
                                           "duration_s": 900.0, "deadline_step": 2}],
                    gpus=[2], idle_w=100.0, idle=True)
    bound, _ = world_bound_kg(w)
    assert_allclose(bound, _kg(200, 1, 700) + _kg(1000, 1, 50), rtol=1e-6)
    late = simulate(w, _FinishLate())
    assert late.metrics["slo_violations"] == 1 and late.metrics["jobs_completed"] == 1
    assert_allclose(late.metrics["carbon_kg"], bound, rtol=1e-6)
    assert late.metrics["carbon_kg"] >= bound


def test_a_deadline_the_capacity_makes_a_policy_miss(tmp_path):
    # one GPU, two 15-min jobs due after epoch 1: one must run at epoch 1 (200) or later
    # (drain, 300). Capacity-free would charge both at 100 (50 g); the fluid LP knows the GPU
    # does one job per epoch: 25 + 50 = 75 g, what local-now (one job late) emits.
    carbon = np.array([[100.0], [200.0]] + [[300.0]] * 8)
    jobs = [{"origin": 0, "submit_step": 0, "gpus": 1, "duration_s": 900.0,
             "deadline_step": 1}] * 2
    w = drain_world(tmp_path, carbon, 2, jobs, gpus=[1])
    bound, st = world_bound_kg(w)
    assert_allclose(st["bound_capacity_free_kg"], 2 * _kg(1000, 1, 100), rtol=1e-12)
    assert st["bound_method"] == "fluid-lp"
    assert_allclose(bound, _kg(1000, 1, 100) + _kg(1000, 1, 200), rtol=1e-6)
    res = simulate(w, load_policy("local-now"))
    assert res.metrics["slo_violations"] == 1
    assert_allclose(res.metrics["carbon_kg"], bound, rtol=1e-6)
    assert res.metrics["carbon_kg"] >= bound


def test_dropped_work_costs_at_least_the_penalty_and_the_bound_holds(tmp_path):
    # drain bounded to 15 min: a 2-hour job submitted at the last epoch cannot finish; defer-all
    # pays the completion penalty, which the bound never exceeds
    carbon = np.array([[100.0], [50.0]] + [[400.0]] * 20)
    jobs = [{"origin": 0, "submit_step": 1, "gpus": 1, "duration_s": 7200.0,
             "deadline_step": 2}]
    w = drain_world(tmp_path, carbon, 2, jobs, gpus=[1], extra="drain_max_h = 0.25\n")
    bound, _ = world_bound_kg(w)
    # best case: 15 min at 50 (window), 15 min at 400 (drain), 90 min dropped at the worst
    # window intensity (100): the penalty charges at the worst simulated step (400)
    assert bound <= _kg(1000, 1, 50) + _kg(1000, 1, 400) + _kg(1000, 6, 100) + 1e-15
    for pol in (_DeferAll(), load_policy("local-now"), _FinishLate()):
        m = simulate(w, pol).metrics
        assert m["jobs_dropped"] == 1
        assert m["carbon_kg"] >= bound, pol.id


def test_withheld_where_the_rules_are_not_modelled(tmp_path):
    carbon = np.array([[100.0], [50.0]] + [[400.0]] * 8)
    job = [{"origin": 0, "submit_step": 0, "gpus": 1, "duration_s": 900.0,
            "deadline_step": 2}]
    w = drain_world(tmp_path, carbon, 2, job, gpus=[2])
    assert bound_withheld_reason(w) is None

    class _Sc:  # the raw scenario of a file with site solar (another branch's key)
        normalised = {"regions": {"r0": {"solar": {"kwp": 100}}}}
        extra = w.scenario.extra

    class _W:
        scenario = _Sc()

    why = bound_withheld_reason(_W())
    assert why is not None and "solar" in why
    _Sc.normalised = {"levers": {"elastic": True}}
    assert "levers" in bound_withheld_reason(_W())
    b, st = world_bound_kg(_W())
    assert b is None and "levers" in st["withheld"]


# ------------------------------------------------------------------ property
def _random_drain_world(root: Path, seed: int):
    rng = np.random.default_rng(seed)
    T, D, R = 24, 40, 2
    t = np.arange(T + D)[:, None]
    carbon = np.round(rng.uniform(100, 400, R) * (1 + 0.5 * np.sin(2 * np.pi * t / 16
                                                                  + rng.uniform(0, 6, R))), 2)
    jobs = []
    for _ in range(14):
        d = int(rng.integers(1, 5))
        sub = int(rng.integers(0, T - 1))
        jobs.append({"origin": int(rng.integers(R)), "submit_step": sub,
                     "gpus": int(rng.choice([1, 2, 4])), "duration_s": d * 900.0,
                     "deadline_step": sub + d + int(rng.integers(0, 4)),
                     "gpu_util": float(np.round(rng.uniform(0.3, 1.0), 3)),
                     "interruptible": bool(rng.integers(2)), "data_gb": 1.0})
    return drain_world(root, carbon, T, jobs, gpus=[4, 6], idle_w=60.0, idle=True,
                       name=f"rnd{seed}")


@pytest.mark.parametrize("seed", [0, 1, 2])
def test_the_bound_is_below_every_policy_on_small_gs_v2_worlds(seed, tmp_path):
    w = _random_drain_world(tmp_path, seed)
    bound, st = world_bound_kg(w)
    assert bound is not None and bound > st["bound_idle_kg"] > 0
    seen = {}
    for pid in runnable_zoo():
        track = "clairvoyant" if pid.startswith("oracle") else "forecast"
        seen[pid] = simulate(w, load_policy(pid), track=track).metrics["carbon_kg"]
    for pol in (_DeferAll(), _Random(), _FinishLate()):
        seen[pol.id] = simulate(w, pol).metrics["carbon_kg"]
    for pid, kg in seen.items():
        assert kg >= bound, (pid, kg, bound)
    # the adversaries are what the bound must also cover: defer-all drops everything
    assert seen["defer-all"] > min(seen.values())
