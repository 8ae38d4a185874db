"""Temporal shifting on carbon forecasts: wait for a cleaner window at the job's home region.

All four policies keep a job where its data is (its origin, or where it last ran) and only choose
*when* it runs, from the forecast on the Observation, never later than its deadline allows.

References
----------
* Wiesner, P., Behnke, I., Scheinert, D., Gontarska, K., Thamsen, L. (2021). Let's Wait Awhile:
  how temporal workload shifting can reduce carbon emissions in the cloud. Middleware '21,
  260-272. (Non-interruptible jobs: start in the lowest-mean forecast window before the
  deadline; interruptible jobs: run in the lowest forecast slots before the deadline.)
* Hanafy, W. A., Liang, Q., Bashir, N., Irwin, D., Shenoy, P. (2024). Going Green for Less Green:
  Optimizing the Cost of Reducing Cloud Carbon Emissions (GAIA). ASPLOS '24. (Lowest-Window,
  Carbon-Time and threshold-style waiting policies over forecasts.)
* Threshold waiting: start once the carbon intensity falls below a level, as in the
  ``carbon-aware`` threshold scheduler of Souza et al. 2023, "Ecovisor: A virtual energy system
  for carbon-efficient applications", ASPLOS '23, and GAIA's threshold baseline.
"""

from __future__ import annotations

import numpy as np

from gridshift import _libm
from gridshift._jit import active as _jit_active
from gridshift.policies.api import DEFER, Decision, Observation, PendingJobs, PolicyInfo
from gridshift.policies.helpers import host_mask
from gridshift.policies.zoo._common import (
    candidate_means,
    forecast_carbon,
    latest_start_steps,
    run_s,
    window_csum,
    window_starts_now,
)
from gridshift.policies.zoo._warm import Warmed

__all__ = ["CarbonThreshold", "CarbonTime", "InterruptibleLowestSlots", "LowestCarbonWindow"]


def _home_and_run(info: PolicyInfo, jobs: PendingJobs) -> tuple[np.ndarray, np.ndarray]:
    """Home region (where the data is, else the first region able to host) and run time there.

    The run time is the slowest GPU type at home able to host the job (conservative for the
    deadline).  A kernel once numba runs in the process (``home_and_run``, the same values).
    """
    n = len(jobs)
    if _jit_active() and n:
        from gridshift.policies.zoo._kernels import home_and_run

        home = np.empty(n, dtype=np.int64)
        run = np.empty(n)
        home_and_run(np.asarray(jobs.gpu_type, np.int64), np.asarray(jobs.gpus, np.int64),
                     np.asarray(jobs.data_at, np.int64), np.asarray(jobs.remaining_s, np.float64),
                     np.asarray(jobs.duration_s, np.float64),
                     np.asarray(jobs.checkpoint_s, np.float64),
                     np.asarray(info.capacity, np.int64), np.asarray(info.gpu_speed, np.float64),
                     home, run)
        return home, run
    host = host_mask(info, jobs)  # [N, R, G]
    home = jobs.data_at.astype(np.int64)
    can = host[np.arange(n), home].any(axis=1)
    if not can.all():
        home = np.where(can, home, np.argmax(host.any(axis=2), axis=1))
    rs = run_s(info, jobs)  # [N, G]
    ok = host[np.arange(n), home]  # [N, G]
    run = np.where(ok, rs, -np.inf).max(axis=1)
    return home, np.where(np.isfinite(run), run, rs.max(axis=1))


class LowestCarbonWindow(Warmed):
    """Start a job now only if now begins its lowest-mean forecast window before the deadline.

    For each pending job, every start offset ``s`` whose run ``[s, s + L)`` fits in the forecast
    horizon and meets the deadline is scored by the mean forecast carbon intensity at home; the
    job starts when the best offset is 0 (ties go to the earliest) and is deferred otherwise. The
    choice is remade every epoch with the newest forecast. Jobs whose run is longer than the
    horizon, or whose deadline forces it, start now.
    """

    id = "lowest-carbon-window-v1"
    family = "temporal"
    description = "Defer each job to its lowest-mean forecast carbon window before the deadline"
    citation = ("Wiesner et al. 2021, Let's Wait Awhile (Middleware '21); Hanafy et al. 2024, "
                "GAIA Lowest-Window (ASPLOS '24)")

    def decide(self, obs: Observation) -> Decision:
        step = float(self.info.step_s)
        home, run = _home_and_run(self.info, obs.jobs)
        L = np.ceil(run / step - 1e-9).astype(np.int64)
        now = window_starts_now(forecast_carbon(obs), home, L,
                                latest_start_steps(obs, run, step))
        return Decision(region=np.where(now, home, DEFER).astype(np.int64))


class CarbonThreshold(Warmed):
    """Start a job when the current carbon intensity at home is at or below a percentile of the
    forecast over the slots it could still start in, or when its deadline forces it.

    Args:
        percentile: Percentile (0-100) of the forecast over the job's feasible start slots below
            which it starts.
    """

    id = "carbon-threshold-v1"
    family = "temporal"
    description = "Wait for carbon below a forecast percentile, or until the deadline forces it"
    citation = ("Wiesner et al. 2021, Let's Wait Awhile (Middleware '21); Hanafy et al. 2024, "
                "GAIA (ASPLOS '24); Souza et al. 2023, Ecovisor (ASPLOS '23)")

    def __init__(self, percentile: float = 30.0) -> None:
        self.percentile = percentile

    def decide(self, obs: Observation) -> Decision:
        step = float(self.info.step_s)
        home, run = _home_and_run(self.info, obs.jobs)
        go = self._go(forecast_carbon(obs), home, latest_start_steps(obs, run, step),
                      float(self.percentile))
        return Decision(region=np.where(go, home, DEFER).astype(np.int64))

    @staticmethod
    def _go(fc: np.ndarray, home: np.ndarray, last: np.ndarray, percentile: float) -> np.ndarray:
        """``[N]`` bool: now is at or below the percentile of ``fc[home]`` over the slots up to
        ``last`` (or the deadline forces a start).  A kernel once numba runs in the process
        (``threshold_go``, the same decisions)."""
        n = len(home)
        if _jit_active() and n and 0.0 <= percentile <= 100.0:  # else numpy's rule and errors
            from gridshift.policies.zoo._kernels import threshold_go

            go = np.empty(n, dtype=bool)
            threshold_go(fc, np.asarray(home, np.int64), np.asarray(last, np.int64),
                         percentile / 100.0, go)
            return go
        H = fc.shape[1]
        window = fc[home]  # [N, H]
        s = np.arange(H)[None, :]
        valid = s <= np.maximum(last, 0)[:, None]
        # per-row percentile over the valid slots (numpy's "linear" rule), without a Python loop
        srt = np.sort(np.where(valid, window, np.inf), axis=1)
        cnt = np.minimum(valid.sum(axis=1), H)
        pos = percentile / 100.0 * (np.maximum(cnt, 1) - 1)
        lo = np.floor(pos).astype(np.int64)
        hi = np.minimum(lo + 1, np.maximum(cnt - 1, 0))
        rows = np.arange(n)
        thr = srt[rows, lo] + (srt[rows, hi] - srt[rows, lo]) * (pos - lo)
        return (window[:, 0] <= thr + 1e-12) | (last <= 0)


class CarbonTime(Warmed):
    """Trade carbon against completion time: start at the offset minimising
    ``mean forecast CI x ((wait + run) / run) ** alpha`` before the deadline.

    ``alpha = 0`` is the lowest window; larger ``alpha`` values waiting more dearly, so long
    waits are taken only for large carbon savings (GAIA's Carbon-Time idea: savings per unit of
    added completion time; this product form is our reading of it).

    Args:
        alpha: Weight of the completion-time stretch (>= 0).
    """

    id = "carbon-time-v1"
    family = "temporal"
    description = "Start offset minimising forecast carbon x completion-time stretch"
    citation = "Hanafy et al. 2024, GAIA: Going Green for Less Green (ASPLOS '24), Carbon-Time"

    def __init__(self, alpha: float = 0.25) -> None:
        self.alpha = alpha

    def decide(self, obs: Observation) -> Decision:
        step = float(self.info.step_s)
        home, run = _home_and_run(self.info, obs.jobs)
        L = np.ceil(run / step - 1e-9).astype(np.int64)
        now = self._now(forecast_carbon(obs), home, L, latest_start_steps(obs, run, step), run,
                        step, float(self.alpha))
        return Decision(region=np.where(now, home, DEFER).astype(np.int64))

    @staticmethod
    def _now(fc: np.ndarray, home: np.ndarray, L: np.ndarray, last: np.ndarray, run: np.ndarray,
             step: float, alpha: float) -> np.ndarray:
        """``[N]`` bool: offset 0 minimises ``mean forecast x stretch ** alpha``.

        Once numba runs in the process, and where every run is finite and at least 1e-9 s (so
        ``stretch >= 1`` everywhere) and ``alpha`` is finite and ``>= 0``, the stretch and its
        power are computed at the valid offsets only (the power by numpy, the same floats)
        and a kernel compares (``stretch_window_now``); otherwise the ``[N, H]`` numpy rule.
        """
        n = len(home)
        if (_jit_active() and n and np.isfinite(alpha) and alpha >= 0.0
                and bool(np.isfinite(run).all()) and float(run.min()) >= 1e-9
                and _libm.numba_pow_is_libm()):
            from gridshift.policies.zoo._kernels import stretch_valid, stretch_window_now

            H = fc.shape[1]
            Lc = np.maximum(L, 1)
            cnt = 1 + np.maximum(np.minimum(H - Lc, last), 0)
            ptr = np.zeros(n + 1, dtype=np.int64)
            np.cumsum(cnt, out=ptr[1:])
            pw = np.empty(int(ptr[-1]))
            run = np.asarray(run, dtype=np.float64)
            stretch_valid(ptr, run, np.maximum(run, 1e-9), step, float(alpha), pw)
            csum = window_csum(fc)
            out = np.empty(n, dtype=bool)
            stretch_window_now(csum, np.asarray(home, np.int64), np.asarray(L, np.int64), ptr,
                               pw, out)
            return out
        means = candidate_means(fc, home, L, last)
        wait = np.arange(means.shape[1])[None, :] * step
        stretch = (wait + run[:, None]) / np.maximum(run[:, None], 1e-9)
        # ``**`` through gridshift._libm: the C library's pow on every CPU
        return np.argmin(means * _libm.power(stretch, alpha), axis=1) == 0


class InterruptibleLowestSlots(Warmed):
    """Run interruptible jobs only in the lowest forecast slots before their deadline.

    A job needing ``K`` more slots (its remaining run, plus the resume cost when it was paused)
    runs in the current slot if the current slot is among the ``K`` lowest forecast slots left
    before its deadline (or if ``K`` slots are all that is left); otherwise it waits (pending
    jobs are deferred, running ones paused with ``Decision.pause``). Non-interruptible jobs get
    the lowest-window rule. Everything runs at home (where the job's data is).
    """

    id = "interruptible-lowest-slots-v1"
    family = "temporal"
    description = "Suspend/resume interruptible jobs into the lowest forecast slots"
    citation = ("Wiesner et al. 2021, Let's Wait Awhile (Middleware '21), interruptible jobs; "
                "Hanafy et al. 2024, GAIA suspend-resume (ASPLOS '24)")

    def reset(self, info: PolicyInfo) -> None:
        super().reset(info)
        self._ckpt = np.zeros(0)  # checkpoint_s by job id (learnt when a job is pending)

    def _grow(self, n: int) -> None:
        if n > self._ckpt.size:
            m = max(n, 2 * self._ckpt.size, 64)
            self._ckpt = np.concatenate([self._ckpt, np.zeros(m - self._ckpt.size)])

    @staticmethod
    def _run_now(fc: np.ndarray, rows: np.ndarray, K: np.ndarray, D: np.ndarray) -> np.ndarray:
        """Is slot 0 of ``fc[rows]`` among the ``K`` lowest of slots ``[0, D)`` (ties: earlier
        first)?  A kernel once numba runs in the process (``lowest_slots_now``)."""
        if _jit_active() and rows.size:
            from gridshift.policies.zoo._kernels import lowest_slots_now

            out = np.empty(rows.size, dtype=bool)
            lowest_slots_now(fc, np.asarray(rows, dtype=np.int64), np.asarray(K, np.int64),
                             np.asarray(D, np.int64), out)
            return out
        fc_home = fc[rows]
        H = fc_home.shape[1]
        s = np.arange(H)[None, :]
        lower = (fc_home < fc_home[:, :1]) & (s >= 1) & (s < D[:, None])
        return (lower.sum(axis=1) < K) | (K >= np.minimum(D, H))

    def decide(self, obs: Observation) -> Decision:
        info = self.info
        step = float(info.step_s)
        jobs = obs.jobs
        fc = forecast_carbon(obs)
        if len(jobs):
            self._grow(int(jobs.job_id.max()) + 1)
            self._ckpt[jobs.job_id] = jobs.checkpoint_s
        home, run = _home_and_run(info, jobs)
        K = np.ceil(run / step - 1e-9).astype(np.int64)
        D = np.floor((jobs.deadline_s - obs.time_s) / step + 1e-9).astype(np.int64)
        slots_go = self._run_now(fc, home, K, D)
        window_go = window_starts_now(fc, home, K, latest_start_steps(obs, run, step))
        go = np.where(jobs.interruptible, slots_go, window_go)
        region = np.where(go, home, DEFER).astype(np.int64)

        # running interruptible jobs: pause those whose current slot is not among their lowest
        run_j = obs.running
        pause = np.empty(0, dtype=np.int64)
        sel = np.flatnonzero(run_j.started & run_j.interruptible)
        if sel.size:
            jid = run_j.job_id[sel]
            self._grow(int(jid.max()) + 1)
            left = run_j.remaining_s[sel] / info.gpu_speed[run_j.gpu_type[sel]]
            # if paused now, it would owe its checkpoint on resume
            K_r = np.ceil((left + self._ckpt[jid]) / step - 1e-9).astype(np.int64)
            D_r = np.floor((run_j.deadline_s[sel] - obs.time_s) / step + 1e-9).astype(np.int64)
            keep = self._run_now(fc, run_j.region[sel], K_r, D_r)
            pause = jid[~keep].astype(np.int64)
        return Decision(region=region, pause=pause)
