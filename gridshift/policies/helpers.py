"""Public helpers for writing a policy: capacity masks, latency eligibility, greedy fills.

These are the rules every sensible placement policy needs and the zoo uses itself, exposed so a
policy author does not rediscover them (issue 17: a first policy that ignored them sent every
job to the one cleanest region, where they queued past their deadlines).  The rules they encode
are the simulator's own:

* **Capacity.** A job needs ``gpus`` GPUs of one type, all at once; a pool (region ``r``, GPU
  type ``g``) can *ever* run it when the type matches (or the job takes any type,
  ``gpu_type == -1``) and ``info.capacity[r, g] >= gpus``.  It can run it *now* when the GPUs
  free and not already spoken for, ``obs.free_gpus - obs.queued_gpus``, fit it.  A job sent to
  a region without room waits in that region's FIFO queue (jobs placed earlier go first).
* **Latency.** An inference job with a ``latency_slo_ms`` may only run in a region whose
  one-way latency from its origin, ``info.latency_ms[origin, r]``, is within the SLO; a job
  without one (NaN) may run anywhere.

Every helper is columnar: it works on all pending jobs of an epoch at once, and its loops run
over regions, GPU pools or rounds, never over jobs.  Arrays are numpy; shapes are given as
``[N, R, G]`` (pending jobs, regions, GPU types).  Units are in the names (``_ms``, ``_w``,
``_s``).

Examples:
    A policy that sends each job to its cleanest eligible region with room, else its origin:

    ```python
    from gridshift.policies import helpers

    def decide(self, obs):
        jobs, info = obs.jobs, self.info
        host = helpers.host_mask(info, jobs)                      # [N, R, G]
        ok = host.any(axis=2) & helpers.latency_ok(info, jobs)    # [N, R]
        score = np.where(ok, obs.carbon_gco2_per_kwh[None, :], np.inf)
        region, gtype = helpers.greedy_fill(score, jobs, helpers.free_gpus(obs), host)
        return Decision(region=np.where(region >= 0, region, jobs.origin),
                        gpu_type=np.where(region >= 0, gtype, jobs.gpu_type))
    ```
"""

from __future__ import annotations

import numpy as np

from gridshift._jit import active as _jit_active
from gridshift.policies.api import Observation, PendingJobs, PolicyInfo

__all__ = [
    "eligible_regions",
    "fill_regions_in_order",
    "free_gpus",
    "greedy_fill",
    "host_mask",
    "latency_ok",
    "type_mask",
]


def nan_to_num(x: np.ndarray, nan: float = 0.0) -> np.ndarray:
    """``np.nan_to_num(x, nan=nan)`` (NaN -> ``nan``, +-inf -> the largest finite float), the
    same values, without its Python-level overhead where nothing is infinite (a region without
    a price is NaN, none is infinite)."""
    x = np.asarray(x)
    if x.dtype.kind != "f" or np.isinf(x).any():
        return np.nan_to_num(x, nan=nan)
    return np.where(np.isnan(x), x.dtype.type(nan), x)


def type_mask(info: PolicyInfo, jobs: PendingJobs) -> np.ndarray:
    """Which GPU types each job may use (its required type, or every type for ``-1``).

    Args:
        info: The scenario's static facts (for the number of GPU types).
        jobs: The pending jobs.

    Returns:
        ``[N, G]`` bool.
    """
    G = len(info.gpu_types)
    gt = np.asarray(jobs.gpu_type)[:, None]
    return (gt < 0) | (gt == np.arange(G)[None, :])


def host_mask(info: PolicyInfo, jobs: PendingJobs) -> np.ndarray:
    """Which GPU pools can ever run each job: the type matches and enough GPUs are installed.

    Args:
        info: The scenario's static facts (``capacity`` ``[R, G]`` GPUs installed).
        jobs: The pending jobs (``gpus``, ``gpu_type``).

    Returns:
        ``[N, R, G]`` bool: pool (region ``r``, type ``g``) can run job ``n`` when empty.
    """
    return (type_mask(info, jobs)[:, None, :]
            & (info.capacity[None, :, :] >= np.asarray(jobs.gpus)[:, None, None]))


def latency_ok(info: PolicyInfo, jobs: PendingJobs) -> np.ndarray:
    """Which regions are within each job's latency SLO of its origin.

    Args:
        info: The scenario's static facts (``latency_ms`` ``[R, R]`` one-way latency [ms]).
        jobs: The pending jobs (``origin``, ``latency_slo_ms`` [ms], NaN where none).

    Returns:
        ``[N, R]`` bool: ``latency_ms[origin, r] <= latency_slo_ms`` (all True without an SLO).
    """
    slo = np.where(np.isnan(jobs.latency_slo_ms), np.inf, jobs.latency_slo_ms)
    return info.latency_ms[jobs.origin] <= slo[:, None]


def eligible_regions(info: PolicyInfo, jobs: PendingJobs) -> np.ndarray:
    """Regions that may run each job at all: some pool can host it and latency allows it.

    Returns:
        ``[N, R]`` bool, ``host_mask(...).any(axis=2) & latency_ok(...)``.
    """
    return host_mask(info, jobs).any(axis=2) & latency_ok(info, jobs)


def free_gpus(obs: Observation) -> np.ndarray:
    """GPUs free now and not spoken for by queued jobs, per pool.

    Args:
        obs: The epoch's Observation.

    Returns:
        ``[R, G]`` int64, ``max(free_gpus - queued_gpus, 0)`` (a fresh array: fills update it).
    """
    return np.maximum(obs.free_gpus - obs.queued_gpus, 0).astype(np.int64)


def _kernel_ok(avail: np.ndarray) -> bool:
    """Use the compiled fills (``policies/zoo/_kernels.py``; the same placements as the numpy
    code below) when numba is on and ``avail`` is what :func:`free_gpus` returns."""
    return (_jit_active() and isinstance(avail, np.ndarray) and avail.dtype == np.int64
            and avail.ndim == 2 and avail.flags.c_contiguous and avail.flags.writeable)


def _fill_region(r: int, chose: np.ndarray, pool_ok: np.ndarray, gpus: np.ndarray,
                 avail: np.ndarray, region: np.ndarray, gtype: np.ndarray) -> None:
    """Admit the jobs in ``chose`` (arrival order) into region ``r``'s pools, fullest first.

    ``pool_ok[n, g]``: job ``n`` may use pool ``(r, g)``.  Each pool takes its eligible jobs,
    in order, while their cumulative GPUs fit its free GPUs (a FIFO prefix: what the
    simulator's dispatch starts now).  ``avail[r]``, ``region`` and ``gtype`` are updated in
    place, and admitted jobs are cleared from ``chose`` (what is left was not admitted).
    """
    for g in np.argsort(-avail[r], kind="stable"):
        room = int(avail[r, g])
        if room <= 0:
            break
        cand = np.flatnonzero(chose & pool_ok[:, g])
        if cand.size == 0:
            continue
        take = cand[np.cumsum(gpus[cand]) <= room]
        if take.size == 0:
            continue
        region[take] = r
        gtype[take] = g
        avail[r, g] = room - int(gpus[take].sum())
        chose[take] = False
        if not chose.any():
            break


def fill_regions_in_order(order: np.ndarray, jobs: PendingJobs, avail: np.ndarray,
                          allowed: np.ndarray, pool_ok: np.ndarray
                          ) -> tuple[np.ndarray, np.ndarray]:
    """Fill regions one after another in a fixed order, each with every job still unplaced.

    Region ``order[0]`` takes first: its pools (fullest first) admit the allowed jobs in
    arrival order while their cumulative GPUs fit; then ``order[1]`` gets the rest, and so on.
    Stops as soon as every job is placed.  This is ``lowest-carbon-now-v1``'s rule (regions by
    current carbon intensity).

    Args:
        order: ``[K]`` region indices, best first.
        jobs: The pending jobs (for ``gpus``).
        avail: ``[R, G]`` GPUs free and not spoken for (:func:`free_gpus`); updated in place.
        allowed: ``[N, R]`` bool, job may go to region (e.g. :func:`latency_ok`).
        pool_ok: ``[N, G]`` bool, job may use GPU type (e.g. :func:`type_mask`; a job too big
            for a pool then simply does not fit its free GPUs, and blocks the jobs behind it
            in that pool as the FIFO queue would).

    Returns:
        ``(region, gpu_type)`` int64 ``[N]``; ``-1`` where a job was placed nowhere.
    """
    n = len(jobs)
    region = np.full(n, -1, dtype=np.int64)
    gtype = np.full(n, -1, dtype=np.int64)
    gpus = np.asarray(jobs.gpus)
    if _kernel_ok(avail) and n:
        from gridshift.policies.zoo._kernels import fill_in_order

        fill_in_order(np.asarray(order, dtype=np.int64), np.ascontiguousarray(allowed, bool),
                      np.ascontiguousarray(pool_ok, bool), gpus.astype(np.int64), avail,
                      region, gtype)
        return region, gtype
    open_ = np.ones(n, dtype=bool)
    for r in order:
        if not open_.any():
            break
        chose = open_ & allowed[:, r]
        if chose.any():
            _fill_region(int(r), chose, pool_ok, gpus, avail, region, gtype)
            open_ = region < 0
    return region, gtype


def greedy_fill(score: np.ndarray, jobs: PendingJobs, avail: np.ndarray,
                host: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """Place jobs on their best-scoring region that has free GPUs now, in arrival order.

    Each round every open job picks its lowest finite score; each chosen GPU pool (taken
    fullest-first) admits the jobs choosing it in order while their cumulative GPUs fit (what
    the simulator's FIFO dispatch will start). Jobs not admitted close that region and try
    again next round; a job whose scores are all ``inf`` stays unplaced.  It stops as soon as
    every job is placed (and a region's pools as soon as all its choosers are).

    Args:
        score: ``[N, R]`` lower is better; ``inf`` = never here.
        jobs: The pending jobs (for ``gpus``).
        avail: ``[R, G]`` GPUs free and not spoken for (:func:`free_gpus`); updated in place.
        host: ``[N, R, G]`` from :func:`host_mask` (a region no pool of which can host a job
            is never chosen for it).

    Returns:
        ``(region, gpu_type)`` int64 ``[N]``; ``-1`` where a job found no region with room.
    """
    n, R = score.shape
    region = np.full(n, -1, dtype=np.int64)
    gtype = np.full(n, -1, dtype=np.int64)
    if n == 0:
        return region, gtype
    score = np.array(score, dtype=np.float64, copy=True)
    score[~host.any(axis=2)] = np.inf
    gpus = np.asarray(jobs.gpus)
    if _kernel_ok(avail):
        from gridshift.policies.zoo._kernels import greedy_rounds

        greedy_rounds(score, np.ascontiguousarray(host, bool), gpus.astype(np.int64), avail,
                      region, gtype, np.empty(n, np.int64))
        return region, gtype
    rows = np.arange(n)
    open_ = np.ones(n, dtype=bool)
    for _ in range(R + 1):
        best = np.argmin(score, axis=1)
        live = open_ & np.isfinite(score[rows, best])
        if not live.any():
            break
        idx = np.flatnonzero(live)
        lb = best[idx]
        # a region whose choosers all fit its fullest pool, and may all use it, takes them all
        # there (what the pool loop below would do), for every such region at once
        g0 = np.argmax(avail, axis=1)  # first of the fullest pools, as the stable sort
        room0 = avail[np.arange(R), g0]
        tot = np.bincount(lb, weights=gpus[idx], minlength=R)
        barred = np.bincount(lb, weights=~host[idx, lb, g0[lb]], minlength=R) > 0
        whole = (room0 > 0) & ~barred & (tot <= room0)
        fast = whole[lb]
        if fast.any():
            j, r_ = idx[fast], lb[fast]
            region[j] = r_
            gtype[j] = g0[r_]
            np.subtract.at(avail, (r_, g0[r_]), gpus[j])
        for r in np.unique(lb[~fast]):
            chose = live & (best == r)
            _fill_region(int(r), chose, host[:, r, :], gpus, avail, region, gtype)
            score[chose, r] = np.inf  # not admitted: no room here this epoch
        open_ = region < 0
        if not open_.any():
            break
    return region, gtype
