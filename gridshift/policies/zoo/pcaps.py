"""Precedence- and carbon-aware scheduling of workflow jobs, after PCAPS.

PCAPS (Lechowicz, Shenoy, Bashir, Hajiesmaili, Wierman, Delimitrou 2025) runs a task of a
DAG job when the current carbon intensity is below a threshold that rises with the task's
*relative importance* in its DAG: an upstream "bottleneck" task that blocks much downstream
work runs even when carbon is high, a leaf with little behind it waits for a cleaner period.
A parameter trades carbon against completion time (carbon-agnostic at one end).

Our reading, columnar over the pending (released) jobs:

* importance ``r = critical_path_s / max(critical_path_s)`` over the pending jobs, where
  ``obs.critical_path_s`` (added by the workflow mechanism, docs/workloads.md) is a job's
  remaining work plus the longest chain of work after it; without workflows, a job's own
  remaining work;
* the carbon bounds ``L, U``: the minimum and maximum of the forecast over the horizon in the
  job's home region (where its inputs are: no edge data moves);
* run now iff ``carbon_now <= L + (U - L) * (1 - gamma * (1 - r))``, or the job's own deadline
  or its workflow's deadline (remaining critical path) leaves no later epoch; else defer.
  ``gamma = 0`` is carbon-agnostic (always run), ``gamma = 1`` the most carbon-aware.

References:
    A. Lechowicz, R. Shenoy, N. Bashir, M. Hajiesmaili, A. Wierman, C. Delimitrou,
    "Carbon- and Precedence-Aware Scheduling for Data Processing Clusters", arXiv:2502.09717
    (2025).
"""

from __future__ import annotations

import numpy as np

from gridshift.policies.api import DEFER, Decision, Observation, Policy
from gridshift.policies.zoo._common import forecast_carbon, latest_start_steps, run_s

__all__ = ["PrecedenceCarbonAware"]


class PrecedenceCarbonAware(Policy):
    """Run a released workflow job when carbon is below its importance-scaled threshold.

    Args:
        gamma: Carbon-awareness in 0..1 (0: run everything at once; 1: the least important
            job runs only at the forecast minimum).
    """

    id = "pcaps-v1"
    family = "temporal"
    description = "Precedence- and carbon-aware: importance-scaled carbon threshold (PCAPS)"
    citation = ("Lechowicz, Shenoy, Bashir, Hajiesmaili, Wierman, Delimitrou 2025, Carbon- and "
                "Precedence-Aware Scheduling for Data Processing Clusters (arXiv:2502.09717)")

    def __init__(self, gamma: float = 0.5) -> None:
        self.gamma = gamma

    def decide(self, obs: Observation) -> Decision:
        jobs = obs.jobs
        n = len(jobs)
        if not n:
            return Decision(region=np.empty(0, dtype=np.int64))
        g = float(np.clip(self.gamma, 0.0, 1.0))
        cp = getattr(obs, "critical_path_s", None)
        work = np.asarray(jobs.remaining_s if cp is None else cp, dtype=np.float64)
        r = work / max(float(work.max()), 1e-12)
        home = self._home(jobs.data_at, jobs.gpus, jobs.gpu_type)
        fc = forecast_carbon(obs)[home]  # [N, H]
        lo, hi = fc.min(axis=1), fc.max(axis=1)
        now = np.asarray(obs.carbon_gco2_per_kwh, dtype=np.float64)[home]
        thr = lo + (hi - lo) * (1.0 - g * (1.0 - r))
        step = float(self.info.step_s)
        run = run_s(self.info, jobs).max(axis=1)
        forced = latest_start_steps(obs, run, step) <= 0
        wdl = getattr(obs, "workflow_deadline_s", None)
        if wdl is not None:
            wdl = np.asarray(wdl, dtype=np.float64)
            slack = wdl - obs.time_s - work / float(self.info.gpu_speed.min())
            forced |= np.isfinite(wdl) & (slack <= step)
        go = (now <= thr + 1e-12) | forced
        return Decision(region=np.where(go, home, DEFER).astype(np.int64))

    def _home(self, data_at: np.ndarray, gpus: np.ndarray, gpu_type: np.ndarray) -> np.ndarray:
        """Where the job's data is, if a pool there can hold it; else the first region that can."""
        cap = self.info.capacity  # [R, G]
        fits = np.where(np.asarray(gpu_type)[:, None, None] >= 0,
                        np.arange(cap.shape[1])[None, None, :] == np.asarray(gpu_type)[:, None,
                                                                                      None],
                        True) & (cap[None, :, :] >= np.asarray(gpus)[:, None, None])
        ok = np.asarray(fits.any(axis=2), dtype=bool)  # [N, R]
        first = np.argmax(ok, axis=1)
        d = np.asarray(data_at, dtype=np.int64)
        return np.where(ok[np.arange(d.size), d], d, first).astype(np.int64)
