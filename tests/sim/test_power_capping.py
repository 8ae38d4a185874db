"""GPU power capping (``[levers] power_capping``, docs/levers-elastic.md): hand cases exact to
1e-9, a cap change mid-run, bad decisions, and the do-less check."""

from __future__ import annotations

import numpy as np
import pytest
from numpy.testing import assert_allclose

import gridshift
from gridshift import Decision, Policy
from gridshift.errors import PolicyError
from gridshift.models.levers import capped_gpu_power_w, capped_speed_factor, power_limits_w
from tests.conftest import write_scenario

RTOL = 1e-9
H = "2023-01-01T{:02d}:00:00Z"
CI = [100.0, 200.0, 300.0, 400.0, 500.0, 600.0, 700.0, 800.0, 900.0, 1000.0, 1100.0, 1200.0]
# exponent 0.5: a 100 W limit on the 400 W TEST GPU at full use runs it at (1/4)^0.5 = 1/2
CAP = """
[levers]
power_capping = true
cap_throughput_exponent = 0.5
power_limits_w = { TEST = [100, 400] }
"""
JOB = {"job_id": "j1", "submit_time": H.format(0), "origin": "A", "gpus": 1,
       "duration_s": 2 * 3600}


def _scenario(tmp_path, jobs=None, extra=CAP, hours=12):
    return write_scenario(tmp_path, signals=[("A", H.format(h), c) for h, c in enumerate(CI)],
                          jobs=jobs or [JOB],
                          regions={"A": {"zone": '"A"', "gpus": "{ TEST = 4 }", "pue": 1.0,
                                         "wue_l_per_kwh": 0.0}},
                          end=H.format(hours), extra=extra)


class Caps(Policy):
    """Place at region 0 now; set the pool's limit to ``plan[step]`` [W] (NaN = none)."""

    id = "caps-v1"

    def __init__(self, plan: dict | None = None) -> None:
        self.plan = plan or {}

    def decide(self, obs):
        cap = None
        if obs.step in self.plan:
            cap = np.full((1, 1), self.plan[obs.step], dtype=np.float64)
        return Decision(region=np.zeros(len(obs.jobs), dtype=np.int64), power_cap_w=cap)


def test_curve_by_hand():
    assert_allclose(capped_speed_factor([400.0, 400.0, 200.0], [100.0, np.nan, 300.0], 0.5),
                    [0.5, 1.0, 1.0], rtol=1e-12)
    assert_allclose(capped_gpu_power_w([400.0, 200.0], [100.0, 300.0]), [100.0, 200.0])
    lo, hi = power_limits_w(("A100", "H100", "T4"))
    assert_allclose(lo[:2], [100.0, 200.0]) and assert_allclose(hi[:2], [400.0, 700.0])
    assert np.isnan(lo[2]) and np.isnan(hi[2])  # no cited range: cannot be capped


def test_capped_job_by_hand(tmp_path):
    """2 h of work at half speed under a 100 W limit: 4 h at 100 W = 0.4 kWh."""
    r = gridshift.run(_scenario(tmp_path), policy=Caps({0: 100.0}))
    m = r.metrics
    assert_allclose(r.schedule.finish_s, [4 * 3600.0], rtol=RTOL)
    assert_allclose(m["energy_it_kwh"], 0.1 * 4, rtol=RTOL)
    assert_allclose(m["carbon_kg"], 0.1 * sum(CI[:4]) / 1000, rtol=RTOL)
    assert_allclose(m["gpu_hours_capped"], 4.0, rtol=RTOL)
    assert_allclose(m["gpu_hours"], 4.0, rtol=RTOL)


def test_cap_change_mid_run_splits_the_segment(tmp_path):
    """[0, 1 h) at 100 W and half speed (1800 s of work), then uncapped: 5400 s more."""
    r = gridshift.run(_scenario(tmp_path), policy=Caps({0: 100.0, 1: np.nan}))
    s, m = r.schedule.segments, r.metrics
    assert_allclose(s["start_s"], [0.0, 3600.0], rtol=RTOL)
    assert_allclose(s["end_s"], [3600.0, 9000.0], rtol=RTOL)
    assert_allclose(s["cap_w"][0], 100.0) and np.isnan(s["cap_w"][1])
    assert_allclose(m["energy_it_kwh"], 0.1 * 1 + 0.4 * 1.5, rtol=RTOL)
    assert_allclose(m["carbon_kg"], (0.1 * CI[0] + 0.4 * (CI[1] + 0.5 * CI[2])) / 1000, rtol=RTOL)
    assert_allclose(m["gpu_hours_capped"], 1.0, rtol=RTOL)


def test_a_limit_above_the_draw_does_not_bind(tmp_path):
    """gpu_util 0.5 draws 200 W: a 300 W limit changes nothing, 100 W halves the power and
    runs at (100 / 200) ** 0.5 of the speed."""
    job = {**JOB, "gpu_util": 0.5}
    r = gridshift.run(_scenario(tmp_path, [job]), policy=Caps({0: 300.0}))
    assert_allclose(r.schedule.finish_s, [7200.0], rtol=RTOL)
    assert r.metrics["gpu_hours_capped"] == 0.0
    r = gridshift.run(_scenario(tmp_path, [job]), policy=Caps({0: 100.0}))
    end = 7200.0 / 0.5 ** 0.5
    assert_allclose(r.schedule.finish_s, [end], rtol=RTOL)
    assert_allclose(r.metrics["energy_it_kwh"], 0.1 * end / 3600, rtol=RTOL)


def test_restore_time_is_carried_over_a_cap_change(tmp_path):
    """A resumed job mid-restore keeps the rest of its restore, not a new one."""

    class PauseThenCap(Policy):
        id = "pause-cap-v1"

        def decide(self, obs):
            n = len(obs.jobs)
            pause = np.asarray([0], dtype=np.int64) if obs.step == 1 else None
            cap = np.full((1, 1), 100.0) if obs.step == 3 else None
            reg = np.full(n, -1 if obs.step == 1 else 0, dtype=np.int64)
            return Decision(region=reg, pause=pause, power_cap_w=cap)

    job = {**JOB, "interruptible": "true", "checkpoint_s": 5400}
    r = gridshift.run(_scenario(tmp_path, [job]), policy=PauseThenCap())
    # [0, 1 h) 3600 s of work; paused; resumes at 2 h with a 5400 s restore (to 3.5 h); at 3 h
    # the cap: 1800 s of restore left, then 3600 s of work at half speed -> 3 h + 1800 + 7200
    assert_allclose(r.schedule.finish_s, [3 * 3600.0 + 1800.0 + 7200.0], rtol=RTOL)


@pytest.mark.parametrize(("extra", "cap", "match"), [
    (CAP, np.full((1, 1), 50.0), r"power_cap_w\[0, 0\] \(region A, TEST\) is 50.0; the allowed "
                                 r"range of TEST is 100 \.\. 400 W"),
    (CAP, np.full((1, 1), np.inf), r"is inf"),
    (CAP, np.full((2, 1), 200.0), r"must be a float array of shape \(1, 1\)"),
    ("[levers]\npower_capping = true\n", np.full((1, 1), 200.0),
     r"GPU type TEST has no cited power-limit range"),
])
def test_bad_caps_are_specific_errors(tmp_path, extra, cap, match):
    class Bad(Policy):
        id = "bad-cap-v1"

        def decide(self, obs):
            return Decision(region=np.zeros(len(obs.jobs), dtype=np.int64), power_cap_w=cap)

    with pytest.raises(PolicyError, match=match):
        gridshift.run(_scenario(tmp_path, extra=extra), policy=Bad())


def test_without_the_lever_caps_are_ignored(tmp_path):
    r = gridshift.run(_scenario(tmp_path, extra=""), policy=Caps({0: 100.0}))
    assert_allclose(r.schedule.finish_s, [7200.0], rtol=RTOL)
    assert "gpu_hours_capped" not in r.metrics and "cap_w" not in r.schedule.segments


def test_observation_shows_the_caps_and_info_the_ranges(tmp_path):
    seen = []

    class Look(Caps):
        def reset(self, info):
            super().reset(info)
            seen.append((info.levers, info.power_limit_min_w.tolist(),
                         info.power_limit_max_w.tolist(), info.cap_throughput_exponent))

        def decide(self, obs):
            seen.append(obs.power_cap_w.tolist())
            return super().decide(obs)

    gridshift.run(_scenario(tmp_path), policy=Look({0: 150.0}))
    assert seen[0] == (("power_capping",), [100.0], [400.0], 0.5)
    assert np.isnan(seen[1][0][0]) and seen[2] == [[150.0]]


def test_capping_everything_to_the_minimum_does_not_win_by_doing_less(tmp_path):
    """8 h of work at half speed cannot finish by the drain's bounded horizon (10 h): the rest
    is dropped and charged the completion penalty at full power and the worst intensity."""
    extra = CAP + "[simulation]\ndrain = true\ndrain_max_h = 1\n"
    job = {**JOB, "duration_s": 8 * 3600}
    p = _scenario(tmp_path, [job], extra=extra, hours=9)
    full = gridshift.run(p, policy=Caps()).metrics
    low = gridshift.run(p, policy=Caps({0: 100.0})).metrics
    assert full["jobs_completed"] == 1 and full["slo_violations"] == 0
    assert low["jobs_dropped"] == 1 and low["slo_violations"] == 1
    assert low["gpu_hours_completed"] < full["gpu_hours_completed"]
    # 10 h at 100 W, and the 3 h of work left charged at 400 W and 1000 g/kWh (the worst hour)
    assert_allclose(low["carbon_penalty_kg"], 0.4 * 3 * 1000 / 1000, rtol=RTOL)
    assert low["carbon_kg"] > full["carbon_kg"]
