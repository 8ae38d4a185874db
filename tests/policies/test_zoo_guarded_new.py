"""The deadline-safe variants of the classics (``gridshift.policies.zoo.guarded``, issue 36):
hand worlds where the classic breaks a deadline and the variant keeps it, and the option
rule each one adds (start now only; wait at most ``1 - guard`` of the slack; home only).
The zoo conformance checks run over them with every zoo policy (``test_checks.py``)."""

from __future__ import annotations

import numpy as np
import pytest

from gridshift import load_policy, simulate
from tests.policies.conftest import random_world_args

NEW = ("safe-lowest-carbon-now-v1", "safe-lowest-carbon-region-v1", "slack-guard-greedy-v1",
       "slack-guard-window-v1")


def _transfer_world(hand_world):
    # r0 (home) at 400, r1 at 50; each job carries 20,000 GB: 4.4 h at 10 Gbps, its
    # deadline 2 h after submit. Moving it to r1 makes it late whatever happens there.
    carbon = np.array([[400.0, 50.0]] * 40)
    jobs = [{"origin": 0, "submit_step": 0, "gpus": 1, "duration_s": 900.0,
             "deadline_step": 8, "data_gb": 20000.0}]
    jobs += [{"origin": 0, "submit_step": 0, "gpus": 1, "duration_s": 900.0,
              "deadline_step": 8, "data_gb": 1.0}]
    return hand_world(carbon=carbon, gpus=[4, 4], jobs=jobs, error=0.0)


def test_a_transfer_that_breaks_the_deadline_is_not_taken(hand_world):
    w = _transfer_world(hand_world)
    assert simulate(w, load_policy("lowest-carbon-now-v1")).metrics["slo_violations"] == 1
    for pid in ("safe-lowest-carbon-now-v1", "safe-lowest-carbon-region-v1",
                "slack-guard-greedy-v1"):
        res = simulate(w, load_policy(pid))
        assert res.metrics["slo_violations"] == 0, pid
        # the heavy job stays home, the light one moves to the clean region
        assert res.jobs.sort("job_id")["region"].to_list() == ["r0", "r1"], pid


@pytest.mark.parametrize("seed", [0, 1, 2])
def test_safe_lowest_carbon_now_starts_every_job_on_arrival(hand_world, seed):
    w = hand_world(**random_world_args(seed, n_jobs=30))
    res = simulate(w, load_policy("safe-lowest-carbon-now-v1"))
    assert res.metrics["slo_violations"] == 0
    # ample capacity: every job starts in the epoch it arrives (seconds from the window start)
    sub = dict(zip(w.jobs.job_id.to_list(), np.asarray(w.jobs.submit_s).tolist(), strict=True))
    for jid, start in zip(res.jobs["job_id"].to_list(), res.jobs["start_s"].to_list(),
                          strict=True):
        assert np.floor(start / w.step_s) == np.floor(sub[jid] / w.step_s), jid


@pytest.mark.parametrize("guard", [0.25, 0.5, 1.0])
def test_the_guard_bounds_the_wait(hand_world, guard):
    w = hand_world(**random_world_args(4, n_jobs=30))
    res = simulate(w, load_policy("slack-guard-greedy-v1", guard=guard))
    assert res.metrics["slo_violations"] == 0
    by_id = {r["job_id"]: r for r in res.jobs.iter_rows(named=True)}
    for i, jid in enumerate(w.jobs.job_id.to_list()):
        r = by_id[jid]
        slack = float(w.jobs.deadline_s[i] - w.jobs.submit_s[i] - w.jobs.duration_s[i])
        wait = float(r["start_s"]) - float(w.jobs.submit_s[i])
        assert wait <= (1.0 - guard) * slack + w.step_s + 1e-6, (jid, wait, slack)


def test_slack_guard_window_never_moves_a_job(hand_world):
    w = hand_world(**random_world_args(3, n_jobs=25))
    res = simulate(w, load_policy("slack-guard-window-v1"))
    assert res.jobs.sort("job_id")["region"].to_list() == \
        [f"r{o}" for o in np.asarray(w.jobs.origin)[np.argsort(np.asarray(w.jobs.job_id))]]
    assert res.metrics["slo_violations"] == 0


def test_each_keeps_deadlines_and_saves_on_random_worlds(hand_world):
    w = hand_world(**random_world_args(5, n_jobs=40))
    ref = simulate(w, load_policy("local-now-v1")).metrics
    for pid in NEW:
        m = simulate(w, load_policy(pid)).metrics
        assert m["slo_violations"] <= ref["slo_violations"], pid
        assert m["jobs_completed"] == ref["jobs_completed"], pid
        assert m["carbon_kg"] <= ref["carbon_kg"] * (1 + 1e-9), pid


@pytest.mark.parametrize("pid", ["slack-guard-greedy-v1", "slack-guard-window-v1",
                                 "safe-lowest-carbon-region-v1"])
def test_the_guard_is_validated(pid):
    with pytest.raises(ValueError, match="guard"):
        load_policy(pid, guard=1.5)
