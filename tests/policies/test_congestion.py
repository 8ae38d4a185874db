"""queue-gated-greedy-v1: no booked wait where the pool, or the job's home region, has a queue.

Hand case on one region with two GPUs, hourly epochs and a perfect forecast (carbon 500 g/kWh
for hours 0-3, 100 g/kWh from hour 4):

* ``a``: two GPUs for 3 h from hour 0, deadline hour 3: it takes the whole pool at once.
* ``b``: one GPU for 1 h at hour 1, deadline hour 2: no room anywhere before its deadline, so
  (as in ``deadline-safe-greedy-v1``) it runs now at home on top of the book and *queues*
  behind ``a``; the book shows it in slot 1, the pool runs it at hour 3.
* ``c``: one GPU for 1 h at hour 2, deadline hour 10 (loose).  At hour 2 the pool has a queue
  (``b``).  ``deadline-safe-greedy-v1`` (at the same ``headroom``, 0) books ``c`` into the
  clean hour 4 (the book shows the pool free from hour 3).  With the gate, a job whose home
  region is backlogged gets no later start: ``c`` is placed now, joins the queue and starts
  at hour 3 with ``b``.

Without a queue the gate does nothing: on ``test_deadline_safe``'s case (deferrable jobs wait
for a clean hour, a tight arrival triggers the deadline-first repair) the schedule is
``deadline-safe-greedy-v1``'s at ``headroom = 0``.
"""

from __future__ import annotations

import gridshift
from tests.policies.test_deadline_safe import T, hand_file
from tests.policies.test_deadline_safe import _scenario as _no_queue_scenario
from tests.policies.test_deadline_safe import starts_h as _starts_h


def _queue_scenario(tmp_path):
    jobs = [
        {"job_id": "a", "submit_time": T.format(0), "origin": "a", "gpus": 2,
         "duration_s": 3 * 3600, "deadline": T.format(3)},
        {"job_id": "b", "submit_time": T.format(1), "origin": "a", "duration_s": 3600,
         "deadline": T.format(2)},
        {"job_id": "c", "submit_time": T.format(2), "origin": "a", "duration_s": 3600,
         "deadline": T.format(10)},
    ]
    return hand_file(tmp_path, jobs, 4)


def test_a_backlogged_home_gets_no_booked_wait(tmp_path):
    p = _queue_scenario(tmp_path)
    gated = gridshift.run(p, policy="queue-gated-greedy-v1")
    s = _starts_h(gated)
    assert s["a"] == 0.0 and s["b"] == 3.0  # b ran on top of the book and queued behind a
    assert s["c"] == 3.0  # placed at hour 2 into the queue: it starts as soon as a ends
    assert gated.jobs.filter(gated.jobs["job_id"] == "c")["slo_violated"].to_list() == [False]


def test_without_the_gate_the_book_defers_into_the_queue_s_slots(tmp_path):
    p = _queue_scenario(tmp_path)
    ungated = gridshift.run(p, policy="queue-gated-greedy-v1", gate=False)
    ref = gridshift.run(p, policy="deadline-safe-greedy-v1", headroom=0.0)
    # the mechanism removed: c waits for the clean hour the book shows free (hour 4)
    assert _starts_h(ungated)["c"] == 4.0
    assert _starts_h(ungated) == _starts_h(ref)
    assert ungated.metrics["carbon_kg"] == ref.metrics["carbon_kg"]
    gated = gridshift.run(p, policy="queue-gated-greedy-v1")
    assert _starts_h(gated)["c"] != _starts_h(ungated)["c"]


def test_without_a_queue_it_plans_as_deadline_safe_greedy(tmp_path):
    p = _no_queue_scenario(tmp_path)
    gated = gridshift.run(p, policy="queue-gated-greedy-v1")
    ref = gridshift.run(p, policy="deadline-safe-greedy-v1", headroom=0.0)
    assert _starts_h(gated) == _starts_h(ref)
    # the deferrable jobs did wait for the clean hour: the gate let them
    assert min(_starts_h(gated)["loose0"], _starts_h(gated)["loose1"]) == 3.0
    assert gated.metrics["carbon_kg"] == ref.metrics["carbon_kg"]
    assert gated.schedule.policy_state == ref.schedule.policy_state


def test_deterministic(tmp_path):
    p = _queue_scenario(tmp_path)
    a = gridshift.run(p, policy="queue-gated-greedy-v1", seed=3)
    b = gridshift.run(p, policy="queue-gated-greedy-v1", seed=3)
    assert a.jobs.equals(b.jobs)
