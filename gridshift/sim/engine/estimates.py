"""Runtime estimates: policies see each job's requested time, the engine runs the truth.

Constructed only with ``[jobs] runtime_estimate = "requested"`` (docs/validity.md, "Runtime
estimates"). The World holds each job's requested time ``requested_s`` (reference-GPU seconds,
as ``duration_s``: the trace's, else :mod:`gridshift.workloads.estimates`).

Interface (:class:`Estimates`):

* at construction, with ``[jobs] runtime_limit = "kill"``: a job's work is capped at its
  requested time (``remaining = min(duration_s, requested_s)``), so it ends where SLURM would
  kill it. The limit is on reference-GPU work, not wall time, so which jobs are killed does not
  depend on the policy (a slower GPU, a pause or a transfer does not make a job killed).
* ``observe(ep, vals)`` (forecast track only; the clairvoyant track sees the truth): replaces
  ``obs.jobs.duration_s`` by ``requested_s`` and ``obs.jobs.remaining_s`` /
  ``obs.running.remaining_s`` by the requested time minus the work done, ``max(requested_s -
  done, 0)`` (at least :data:`MIN_PENDING_S` for a pending job). A job past its estimate is
  shown 0 left while it runs: the scheduler expects it to end any moment.
* ``schedule(fields, k_stop)``: a killed job (its capped work done) becomes status
  :data:`KILLED` (not done: unfinished, an SLO violation), its finish time NaN and its
  ``remaining`` the work it did not do (``duration_s - requested_s``, charged the completion
  penalty under the drain); ``Schedule.estimates`` gets the per-job ``requested_s``,
  ``outlived`` (ran at least its requested time and needed more) and ``killed``, from which the
  accounting adds :data:`METRIC_KEYS` to the summary.
"""

from __future__ import annotations

from typing import Any

import numpy as np

from gridshift.policies.api import PendingJobs, RunningJobs
from gridshift.sim.engine.state import DONE, Epoch, Mechanism, State, freeze

__all__ = ["KILLED", "METRIC_KEYS", "MIN_PENDING_S", "Estimates", "estimate_metrics"]

#: The final status of a job killed at its requested time (after DONE = 4).
KILLED = 5
#: The estimated work left shown for a pending job that already ran past its estimate [s].
MIN_PENDING_S = 1.0
#: Keys the summary gains with ``runtime_estimate = "requested"`` (names are the contract).
METRIC_KEYS = ("jobs_outlived_estimate", "outlived_estimate_rate", "jobs_killed",
               "gpu_hours_killed", "estimate_accuracy_mean")


class Estimates(Mechanism):
    """Show requested times, run the truth, kill at the limit (see the module docstring).

    Args:
        st: The run's state (``st.jobs.requested_s`` set).
        kill: ``[jobs] runtime_limit = "kill"``.
        show: Whether policies see the estimates (False on the clairvoyant track).
    """

    def __init__(self, st: State, kill: bool, show: bool) -> None:
        jobs = st.jobs
        if jobs.requested_s is None:
            raise ValueError("runtime estimates need the World's jobs.requested_s")
        self.st, self.kill, self.show = st, kill, show
        self.req = np.asarray(jobs.requested_s, dtype=np.float64)
        dur = np.asarray(jobs.duration_s, dtype=np.float64)
        self.over = (dur > self.req) if kill else np.zeros(dur.shape, dtype=bool)
        if kill:  # the engine runs each job's work up to its limit
            np.minimum(st.remaining, self.req, out=st.remaining)
        self.base = st.remaining.copy()  # the work each job runs in all
        self.offset = self.req - self.base  # estimated left = truth left + offset

    def observe(self, ep: Epoch, vals: dict[str, Any]) -> None:
        """Replace the job lengths the Observation shows by the estimates."""
        if not self.show:
            return
        pj: PendingJobs = vals["jobs"]
        p = pj.job_id
        dur = self.req[p]
        # (no job pending, as in every drain epoch: the float64 result is empty, a fresh one)
        rem = (np.maximum(pj.remaining_s + self.offset[p], MIN_PENDING_S) if p.shape[0]
               else self.req[p])
        freeze((dur, rem))
        new = object.__new__(PendingJobs)
        new.__dict__.update(pj.__dict__)
        new.__dict__["duration_s"] = dur
        new.__dict__["remaining_s"] = rem
        vals["jobs"] = new
        rj: RunningJobs = vals["running"]
        c = rj._load()  # (the columns by name, without a property call each)
        r_rem = np.maximum(c["remaining_s"] + self.offset[c["job_id"]], 0.0)
        freeze((r_rem,))
        vals["running"] = RunningJobs._of_columns(
            [r_rem if f == "remaining_s" else c[f] for f in RunningJobs.FIELDS])

    def schedule(self, fields: dict[str, Any], k_stop: int) -> None:
        """Mark the killed jobs and hand the per-job estimate columns to the accounting."""
        st = self.st
        dur = np.asarray(st.jobs.duration_s, dtype=np.float64)
        done_work = self.base - st.remaining  # reference-GPU seconds each job ran
        killed = self.over & (st.status == DONE)
        if killed.any():
            st.status[killed] = KILLED
            st.finish[killed] = np.nan
            st.remaining[killed] = dur[killed] - self.req[killed]
        outlived = (dur > self.req) & (done_work >= self.req * (1.0 - 1e-12))
        fields["estimates"] = {"requested_s": self.req, "outlived": outlived, "killed": killed}


def estimate_metrics(est: dict[str, np.ndarray], gpus: np.ndarray, duration_s: np.ndarray
                     ) -> dict[str, Any]:
    """The summary keys :data:`METRIC_KEYS` of a run's ``Schedule.estimates``.

    ``jobs_outlived_estimate``: jobs that ran for their whole requested time and needed more
    (kept running, or killed); ``outlived_estimate_rate``: their fraction of all jobs;
    ``jobs_killed``: jobs killed at their limit (0 with ``runtime_limit = "none"``);
    ``gpu_hours_killed``: the work the killed jobs ran and lost, ``gpus * requested_s / 3600``
    (reference-GPU hours); ``estimate_accuracy_mean``: the mean of ``min(duration_s,
    requested_s) / requested_s``, the accuracy of the estimates policies saw.
    """
    req = est["requested_s"]
    J = int(req.shape[0])
    n_out = int(est["outlived"].sum())
    k = est["killed"]
    acc = np.minimum(duration_s, req) / req
    return {
        "jobs_outlived_estimate": n_out,
        "outlived_estimate_rate": n_out / J if J else 0.0,
        "jobs_killed": int(k.sum()),
        "gpu_hours_killed": float((gpus * req)[k].sum() / 3600.0),
        "estimate_accuracy_mean": float(acc.mean()) if J else 0.0,
    }
