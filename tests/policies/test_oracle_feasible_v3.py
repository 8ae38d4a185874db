"""oracle-feasible-v3: the fallback prefers a GPU type on which the job can still finish.

Hand world (:func:`tests.policies.conftest.write_scenario` with a second type added): one
region with ``T1`` (speed 1) x 8 GPUs and ``T2`` (speed 2) x 4 GPUs; a one-hour window
(4 steps) and ``drain_max_h = 2``, so the run ends at step 12 (10,800 s).  One job, 4 GPUs,
14,400 s of work at speed 1, submitted at step 0 with its deadline after the run's end: on
``T1`` it runs 14,400 s (cannot end by 10,800 s), on ``T2`` 7,200 s (can).

The planner's search is made to find no room (``_search`` and ``_has_room`` patched, the
numpy path forced), so the job reaches the fallback "now at home".  v2's fallback takes the
type with most free GPUs, ``T1`` (8 > 4): 3,600 s of work are left at the run's end.  v3's
takes ``T2``, the only type on which it ends by the planner's deadline: it ends at 7,200 s.
Without the patch both place it on ``T2`` through the search (the cheaper energy), which
shows the fallback is what differs.
"""

from __future__ import annotations

import re
from datetime import timedelta

import numpy as np
import pytest

from gridshift import build_world, load_policy, load_scenario, simulate
from tests.benchmark.test_bound import GS_V2_KEYS
from tests.policies.conftest import START, _iso, write_scenario


def _world(tmp_path):
    ci = np.full((40, 1), 100.0)
    jobs = [{"origin": 0, "submit_step": 0, "gpus": 4, "duration_s": 14400.0,
             "deadline_step": 40}]
    p = write_scenario(tmp_path, carbon=ci, jobs=jobs, gpus=[8])
    text = p.read_text()
    text = re.sub(r"^end = .*$", f"end = {_iso(START + timedelta(seconds=4 * 900))}", text,
                  flags=re.M)
    text = text.replace("gpus = { T1 = 8 }", "gpus = { T1 = 8, T2 = 4 }")
    text = text.replace('[gpu_types.T1]', '[gpu_types.T2]\nidle_w = 0\nmax_w = 1000\n'
                        'speed = 2.0\n\n[gpu_types.T1]')
    p.write_text(text + GS_V2_KEYS + "drain_max_h = 2\n")
    w = build_world(load_scenario(p))
    assert (w.n_steps, w.drain_steps) == (4, 8)
    return w


def _row(res):
    return next(res.jobs.iter_rows(named=True))


@pytest.fixture
def no_room(monkeypatch):
    """The book never has room: every job goes to the fallback."""
    from gridshift.policies.zoo import safe

    monkeypatch.setattr(safe, "_jit_active", lambda: False)
    monkeypatch.setattr(safe.DeadlineSafeGreedy, "_search", lambda self, *a, **k: None)
    monkeypatch.setattr(safe.DeadlineSafeGreedy, "_has_room", lambda self, *a, **k: False)


def test_v2_falls_back_to_the_type_with_most_free_gpus(tmp_path, no_room):
    res = simulate(_world(tmp_path), load_policy("oracle-feasible-v2"), track="clairvoyant")
    r = _row(res)
    assert (r["gpu_type"], r["start_s"]) == ("T1", 0.0)
    assert r["dropped"] and res.metrics["jobs_unfinished"] == 1
    assert res.schedule.policy_state["fallback_now"] >= 1


def test_v3_falls_back_to_a_type_where_the_job_finishes(tmp_path, no_room):
    res = simulate(_world(tmp_path), load_policy("oracle-feasible-v3"), track="clairvoyant")
    r = _row(res)
    assert (r["gpu_type"], r["start_s"], r["finish_s"]) == ("T2", 0.0, 7200.0)
    assert not r["dropped"] and res.metrics["jobs_unfinished"] == 0
    assert res.schedule.policy_state["fallback_finishable"] == 1


@pytest.mark.parametrize("pid", ["oracle-feasible-v2", "oracle-feasible-v3"])
def test_with_room_both_plan_the_same(tmp_path, pid):
    res = simulate(_world(tmp_path), load_policy(pid), track="clairvoyant")
    r = _row(res)
    assert (r["gpu_type"], r["finish_s"]) == ("T2", 7200.0)
    assert res.schedule.policy_state["fallback_now"] == 0


def test_v3_refuses_the_forecast_track(tmp_path):
    from gridshift.errors import PolicyError

    with pytest.raises(PolicyError, match="oracle-feasible-v3 runs only on the clairvoyant"):
        simulate(_world(tmp_path), load_policy("oracle-feasible-v3"))
