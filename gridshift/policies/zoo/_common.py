"""Columnar helpers shared by the zoo policies (private; only the contract and numpy).

Every helper works on all pending jobs at once. Loops run over regions, GPU pools or rounds
(each round closes at least one region for every job still open), never over jobs.  The
capacity, latency and fill rules are public in :mod:`gridshift.policies.helpers` and
re-exported here for the zoo modules.
"""

from __future__ import annotations

from types import SimpleNamespace
from typing import Any

import numpy as np

from gridshift._jit import active as _jit_active
from gridshift.policies.api import DEFER, Observation, PendingJobs, PolicyInfo
from gridshift.policies.helpers import greedy_fill, host_mask, latency_ok, nan_to_num

__all__ = [
    "candidate_means",
    "forecast_carbon",
    "greedy_fill",
    "host_mask",
    "it_power_w",
    "latency_ok",
    "latest_start_steps",
    "nan_to_num",
    "plan_back",
    "plan_front",
    "planner_arrays_of",
    "planner_statics",
    "rows_of",
    "run_s",
    "window_csum",
    "window_starts_now",
]


def rows_of(jobs: PendingJobs, rows: np.ndarray) -> SimpleNamespace:
    """The columns of pending jobs ``rows`` that :func:`host_mask`, :func:`latency_ok`,
    :func:`it_power_w` and :func:`run_s` read (elementwise rules: the same values as their
    rows over every pending job)."""
    return SimpleNamespace(**{c: getattr(jobs, c)[rows] for c in (
        "gpu_type", "gpus", "latency_slo_ms", "origin", "gpu_util", "remaining_s",
        "duration_s", "checkpoint_s")})


def planner_statics(info: PolicyInfo) -> tuple[tuple, bool]:
    """``_kernels.planner_arrays``' scenario arguments (after ``rows, every``), and whether it
    may run at all: numba's float division raises on a zero divisor where numpy gives ``inf``."""
    statics = (np.ascontiguousarray(info.capacity, dtype=np.int64),
               *(np.ascontiguousarray(x, dtype=np.float64) for x in (
                   info.latency_ms, info.gpu_idle_w, info.gpu_max_w - info.gpu_idle_w,
                   info.gpu_speed, info.pue_nominal)),
               float(info.bandwidth_gbps), float(info.transfer_kwh_per_gb))
    ok = bool(np.all(np.asarray(info.gpu_speed) != 0) and info.bandwidth_gbps != 0
              and info.step_s != 0)
    return statics, ok


def planner_arrays_of(obs: Observation, info: PolicyInfo, rows: np.ndarray, every: bool,
                      statics: tuple, H: int, left: int) -> tuple | None:
    """``_kernels.planner_arrays`` over ``obs``'s pending jobs (``statics`` from
    :func:`planner_statics`; ``H`` forecast steps, ``left`` book slots from now): ``(host,
    power, runs, (a, trk, L, hi, opt, gpus, src, jid))``, the arrivals' arrays in the order
    ``safe._prep`` gives them, or None where the kernel declines (the numpy path's)."""
    from gridshift.policies.zoo._kernels import planner_arrays

    j = obs.jobs
    ok, host, power, runs, L, hi, opt, a, trk, g, src, jid = planner_arrays(
        j.gpu_type, j.gpus, j.origin, j.latency_slo_ms, j.gpu_util, j.remaining_s,
        j.duration_s, j.checkpoint_s, j.data_at, j.data_gb, j.deadline_s, j.job_id, rows,
        every, *statics, float(obs.time_s), float(info.step_s), H, left)
    return (host, power, runs, (a, trk, L, hi, opt, g, src, jid)) if ok else None


def plan_front(pol: Any, jid: np.ndarray) -> np.ndarray:
    """The planners' (spatiotemporal-, deadline-safe-greedy) first step of ``decide``: their
    plan arrays grown to cover the pending ids ``jid`` (non-empty; ``pol._grow``), and the rows
    of the jobs not planned yet (``plan_step < 0``), as ``np.flatnonzero`` gives them."""
    if _jit_active():
        from gridshift.policies.zoo._kernels import plan_new_rows

        mx, new = plan_new_rows(jid, pol._plan_step)
        if mx >= pol._plan_step.size:
            pol._grow(int(mx) + 1)
            mx, new = plan_new_rows(jid, pol._plan_step)
        return new
    pol._grow(int(jid.max()) + 1)
    return np.flatnonzero(pol._plan_step[jid] < 0)


def plan_back(pol: Any, jid: np.ndarray, gpu_type: np.ndarray, k: int
              ) -> tuple[np.ndarray, np.ndarray]:
    """The planners' last step of ``decide``: the jobs whose planned step has come
    (``plan_step <= k``) go to their planned region and type, the others are deferred (a job's
    required type kept); the ones going are taken off the plan (``plan_step = -1``).
    Returns ``(region, gpu_type)``, ``int64``."""
    if _jit_active():
        from gridshift.policies.zoo._kernels import plan_due

        return plan_due(jid, pol._plan_step, pol._plan_region, pol._plan_type, gpu_type, k,
                        DEFER)
    due = pol._plan_step[jid] <= k
    region = np.where(due, pol._plan_region[jid], DEFER).astype(np.int64)
    gtype = np.where(due, pol._plan_type[jid], -1).astype(np.int64)
    gtype = np.where(gpu_type >= 0, gpu_type, gtype)
    pol._plan_step[jid[due]] = -1
    return region, gtype


def it_power_w(info: PolicyInfo, jobs: PendingJobs) -> np.ndarray:
    """``[N, G]`` IT power of each job on each GPU type [W] (the accounting's own rule)."""
    span = info.gpu_max_w - info.gpu_idle_w
    return jobs.gpus[:, None] * (info.gpu_idle_w[None, :] + span[None, :] * jobs.gpu_util[:, None])


def run_s(info: PolicyInfo, jobs: PendingJobs) -> np.ndarray:
    """``[N, G]`` seconds a job still runs on each type, with the resume cost after a pause."""
    resume = np.where(jobs.remaining_s < jobs.duration_s, jobs.checkpoint_s, 0.0)
    return jobs.remaining_s[:, None] / info.gpu_speed[None, :] + resume[:, None]


def latest_start_steps(obs: Observation, run: np.ndarray, step_s: float) -> np.ndarray:
    """Steps from now of the last epoch a job running ``run`` [s] can start and meet its deadline.

    Negative where the deadline cannot be met even starting now.
    """
    return np.floor((obs.jobs.deadline_s - obs.time_s - run) / step_s + 1e-9).astype(np.int64)


def forecast_carbon(obs: Observation) -> np.ndarray:
    """``[R, H]`` carbon forecast, or ``[R, 1]`` (the current value) when there is none."""
    fc = obs.forecast.carbon_gco2_per_kwh
    if fc is None or fc.shape[1] == 0:
        return np.asarray(obs.carbon_gco2_per_kwh, dtype=np.float64)[:, None]
    return np.asarray(fc, dtype=np.float64)


def window_csum(fc: np.ndarray) -> np.ndarray:
    """``[R, H + 1]``: a zero column, then ``np.cumsum(fc, axis=1)`` (window sums as
    ``csum[:, e] - csum[:, s]``), the form every window mean of the zoo is taken from."""
    if fc.dtype == np.float64 and fc.ndim == 2 and _jit_active():
        from gridshift.policies.zoo._kernels import row_csum

        out = np.empty((fc.shape[0], fc.shape[1] + 1))
        row_csum(fc, out)  # the same adds, left to right along each row
        return out
    return np.concatenate([np.zeros((fc.shape[0], 1)), np.cumsum(fc, axis=1)], axis=1)


def candidate_means(fc: np.ndarray, region: np.ndarray, n_steps: np.ndarray,
                    last_start: np.ndarray) -> np.ndarray:
    """Mean forecast over ``[s, s + L)`` for every job and start offset ``s``.

    Args:
        fc: ``[R, H]`` forecast (column 0 = now).
        region: ``[N]`` region whose forecast each job uses.
        n_steps: ``[N]`` steps each job runs (``L >= 1``).
        last_start: ``[N]`` last allowed start offset (deadline); offsets past it are ``inf``.

    Returns:
        ``[N, H]``; offset 0 is always finite (over what the horizon covers), an offset whose
        window runs past the horizon, or past ``last_start``, is ``inf``.
    """
    R, H = fc.shape
    csum = window_csum(fc)
    if _jit_active() and len(region):  # the same floats, without the [N, H] temporaries
        from gridshift.policies.zoo._kernels import window_means

        out = np.empty((len(region), H))
        window_means(csum, np.asarray(region, dtype=np.int64),
                     np.asarray(n_steps, dtype=np.int64), np.asarray(last_start, dtype=np.int64),
                     out)
        return out
    s = np.arange(H)[None, :]
    L = np.maximum(n_steps, 1)[:, None]
    end = np.minimum(s + L, H)
    sums = csum[region[:, None], end] - csum[region[:, None], s]
    means = sums / np.maximum(end - s, 1)
    ok = ((s + L <= H) & (s <= last_start[:, None])) | (s == 0)
    return np.where(ok, means, np.inf)


def window_starts_now(fc: np.ndarray, region: np.ndarray, n_steps: np.ndarray,
                      last_start: np.ndarray) -> np.ndarray:
    """Whether offset 0 is each job's lowest-mean window (ties: the earliest offset).

    ``np.argmin(candidate_means(fc, region, n_steps, last_start), axis=1) == 0``; once numba
    runs in the process (:func:`gridshift._jit.active`) a kernel decides the same without the
    ``[N, H]`` means (``policies/zoo/_kernels.py``, ``window_now``).

    Returns:
        ``[N]`` bool.
    """
    if _jit_active() and len(region):
        from gridshift.policies.zoo._kernels import window_now

        csum = window_csum(fc)
        out = np.empty(len(region), dtype=bool)
        window_now(csum, np.asarray(region, dtype=np.int64),
                   np.asarray(n_steps, dtype=np.int64), np.asarray(last_start, dtype=np.int64),
                   out)
        return out
    return np.argmin(candidate_means(fc, region, n_steps, last_start), axis=1) == 0
