"""oracle-feasible-v2: the run's end (``PolicyInfo.run_steps``) is a hard deadline.

Hand world (:func:`tests.benchmark.test_bound.drain_world`: one GPU type ``T1`` at 1000 W,
speed 1, PUE 1, idle not charged, so one GPU for a 15-minute step at ``c`` gCO2/kWh emits
``0.25 * c`` g): a one-hour window (4 steps), ``drain_max_h = 2`` (8 drain steps), so the
engine runs 12 epochs and the run ends at 10,800 s.  Carbon: 400 in steps 0-5, 120 in step 6,
100 in steps 7-10, 90 in step 11, 50 from step 12 on (after the run's end).

* ``j000``: 1 GPU for 1 h, submitted at step 0, deadline step 40 (after the run's end).
  ``local-now-v1`` runs it in steps 0-3 (0.4 kg).  ``oracle-feasible-v1`` plans it up to its
  deadline and takes the cleanest slot, step 12 on: the run ends first, it never starts.
  ``oracle-feasible-v2`` may start it at step 8 at the latest (8 + 4 = 12): the cheapest start
  in 0..8 is step 8 (mean of 100, 100, 100, 90 = 97.5 against 100 at step 7), so it runs
  7,200-10,800 s, ending exactly at the run's end, and emits 0.25 * 390 / 1000 = 0.0975 kg.
* ``j001``: 1 GPU for 3 h, submitted at step 2 (1,800 s), deadline step 60: it cannot finish
  by the run's end even started at once (1,800 + 10,800 > 10,800).  v1 defers it past the
  run's end (never started); v2 starts it at once, as ``local-now-v1`` does: 2.5 h of work
  done (steps 2-11: 0.25 * (4 * 400 + 120 + 4 * 100 + 90) / 1000 = 0.5525 kg) and 0.5 h left
  at the run's end, charged at the worst intensity of its region's window (400): 0.2 kg.
"""

from __future__ import annotations

import dataclasses

import numpy as np
import pytest
from numpy.testing import assert_allclose

from gridshift import load_policy, simulate


def _world(tmp_path):
    from tests.benchmark.test_bound import drain_world

    ci = np.full((120, 1), 50.0)
    ci[:6] = 400.0
    ci[6] = 120.0
    ci[7:11] = 100.0
    ci[11] = 90.0
    jobs = [{"origin": 0, "submit_step": 0, "gpus": 1, "duration_s": 3600.0,
             "deadline_step": 40},
            {"origin": 0, "submit_step": 2, "gpus": 1, "duration_s": 10800.0,
             "deadline_step": 60}]
    return drain_world(tmp_path, ci, 4, jobs, gpus=[2], extra="drain_max_h = 2\n")


def _rows(res):
    return {r["job_id"]: r for r in res.jobs.iter_rows(named=True)}


def test_policy_info_tells_the_run_end(tmp_path):
    from gridshift.sim.simulator import policy_info

    w = _world(tmp_path)
    assert (w.n_steps, w.drain_steps) == (4, 8)
    assert policy_info(w).run_steps == 12


def test_v1_leaves_unfinished_what_v2_and_local_now_finish(tmp_path):
    w = _world(tmp_path)
    loc = _rows(simulate(w, load_policy("local-now-v1")))
    assert loc["j000"]["finish_s"] == 3600.0 and loc["j001"]["dropped"]
    v1 = simulate(w, load_policy("oracle-feasible-v1"), track="clairvoyant")
    assert v1.metrics["jobs_unfinished"] == 2 and _rows(v1)["j000"]["dropped"]
    res = simulate(w, load_policy("oracle-feasible-v2"), track="clairvoyant")
    r = _rows(res)
    assert res.metrics["jobs_completed"] == 1 and res.metrics["jobs_unfinished"] == 1
    assert (r["j000"]["start_s"], r["j000"]["finish_s"]) == (7200.0, 10800.0)
    assert not r["j000"]["dropped"]
    assert_allclose(r["j000"]["carbon_kg"], 0.25 * 390 / 1000, rtol=1e-12)
    # the job that cannot finish anywhere starts at once (least work left at the end)
    assert r["j001"]["start_s"] == 1800.0 and r["j001"]["dropped"]
    assert_allclose(r["j001"]["carbon_kg"], 0.25 * 2210 / 1000 + 0.5 * 400 / 1000, rtol=1e-12)
    assert res.schedule.policy_state["run_steps"] == 12


def test_v2_without_run_steps_plans_as_v1(tmp_path):
    """``run_steps = None`` (an engine that does not send it): v1's plan."""
    from gridshift.sim.simulator import Simulator

    w = _world(tmp_path)
    sim = Simulator(w, load_policy("oracle-feasible-v2"), track="clairvoyant")
    sim._info = dataclasses.replace(sim.info, run_steps=None)
    sched = sim.run()
    assert np.isnan(sched.first_start_s).all()  # both deferred past the run's end, as v1
    assert sched.policy_state["run_steps"] is None


@pytest.mark.parametrize("rs", [None, 12])
def test_run_steps_crosses_the_sandbox_wire(tmp_path, rs):
    from gridshift.policies import _wire, external, external_client
    from gridshift.sim.simulator import policy_info

    info = dataclasses.replace(policy_info(_world(tmp_path)), run_steps=rs)
    h, arrays = _wire.encode_info(info)
    assert _wire.decode_info(h, arrays).run_steps == rs
    assert external_client.decode_info(external.encode_info(info)).run_steps == rs


def test_v2_refuses_the_forecast_track(tmp_path):
    from gridshift.errors import PolicyError

    with pytest.raises(PolicyError, match="clairvoyant"):
        simulate(_world(tmp_path), load_policy("oracle-feasible-v2"))
