"""Baseline placement policies: run local now, round-robin, lowest carbon now.

These exercise the engine and are the references the leaderboard normalises against.

References
----------
* ``local-now-v1``: the status quo of every study of carbon-aware scheduling (e.g. Wiesner et
  al. 2021, "Let's Wait Awhile", Middleware '21, the "no shifting" baseline).
* ``round-robin-v1``: the classic load-spreading rule (DCcluster-Opt's ``round_robin``
  controller, Sarkar et al. 2025).
* ``lowest-carbon-now-v1``: greedy spatial shifting to the currently cleanest region with free
  capacity (DCcluster-Opt's ``lowest_carbon`` controller; Radovanovic et al. 2022, Google's
  carbon-intelligent computing, spatial part).
"""

from __future__ import annotations

import numpy as np

from gridshift._jit import active as _jit_active
from gridshift.policies.api import Decision, Observation, PolicyInfo
from gridshift.policies.helpers import fill_regions_in_order, free_gpus, latency_ok, type_mask
from gridshift.policies.zoo import _kernels as _pk
from gridshift.policies.zoo._warm import Warmed

__all__ = ["LocalNow", "LowestCarbonNow", "RoundRobin"]


def _kernel_inputs_ok(obs: Observation, info: PolicyInfo) -> bool:
    """Use ``lowest_carbon_fill`` (``stable_argsort``, ``lowest_carbon_masks`` and
    ``fill_in_order``: the same decisions as the numpy code): numba is on and the inputs are
    the simulator's own (int64 GPU counts, float64 carbon intensities one per region, float
    latencies, integer job columns); another driver's dtypes take the numpy path."""
    if not _jit_active():
        return False
    jobs = obs.jobs
    free, queued, ci = obs.free_gpus, obs.queued_gpus, obs.carbon_gco2_per_kwh
    return (type(free) is np.ndarray and free.dtype is _I64  # (a dtype of another byte
            and type(queued) is np.ndarray and queued.dtype is _I64  # order: numpy path)
            and free.ndim == 2 and queued.shape == free.shape
            and type(ci) is np.ndarray and ci.dtype is _F64 and ci.shape == free.shape[:1]
            and jobs.origin.dtype.kind in "iu" and jobs.gpu_type.dtype.kind == "i"
            and jobs.gpus.dtype.kind in "iu" and jobs.latency_slo_ms.dtype.kind == "f"
            and info.latency_ms.dtype.kind == "f")


_I64 = np.dtype(np.int64)
_F64 = np.dtype(np.float64)


class LocalNow(Warmed):
    """Run every job in its origin region as soon as it arrives."""

    id = "local-now-v1"
    family = "baseline"
    description = ("Run each job at its origin immediately (the reference all results are "
                   "normalised to)")
    citation = "Wiesner et al. 2021, Let's Wait Awhile (Middleware '21): no-shifting baseline"
    #: it places pending jobs only: never asked at an epoch without one (Policy docs)
    decides_without_pending = False

    def decide(self, obs: Observation) -> Decision:
        return Decision(region=obs.jobs.origin.astype(np.int64))


class RoundRobin(Warmed):
    """Assign arriving jobs to regions in turn, regardless of signals."""

    id = "round-robin-v1"
    family = "baseline"
    description = "Cycle arriving jobs over the regions that can host them"
    citation = "Sarkar et al. 2025, DCcluster-Opt (round_robin controller)"
    #: it places pending jobs only: never asked at an epoch without one (Policy docs)
    decides_without_pending = False

    def reset(self, info: PolicyInfo) -> None:
        super().reset(info)
        self._next = 0
        # hosts[r, g]: can region r host a job needing g of any type?
        self._cap_max = info.capacity.max(axis=1)

    def decide(self, obs: Observation) -> Decision:
        n = len(obs.jobs)
        R = self.info.n_regions
        out = (self._next + np.arange(n)) % R
        self._next = (self._next + n) % R
        # fall back to the origin where the turn's region cannot host the job at all
        need = obs.jobs.gpus
        gt = obs.jobs.gpu_type
        cap = np.where(gt[:, None] >= 0,
                       self.info.capacity[:, np.maximum(gt, 0)].T,
                       self._cap_max[None, :])
        ok = cap[np.arange(n), out] >= need
        return Decision(region=np.where(ok, out, obs.jobs.origin).astype(np.int64))

    def state(self) -> dict[str, int]:
        return {"next": int(self._next)}


class LowestCarbonNow(Warmed):
    """Send each job to the region with the lowest current carbon intensity that has room.

    Jobs are considered in arrival order; each takes the cleanest region whose free GPUs (after
    the jobs already sent there this epoch) fit it, or else runs at its origin (queueing there).
    Inference jobs only consider regions within their latency SLO.
    """

    id = "lowest-carbon-now-v1"
    family = "greedy"
    description = "Cleanest region (current carbon intensity) with free GPUs, else the origin"
    citation = ("Radovanovic et al. 2022, Carbon-aware computing for datacenters (IEEE Trans. "
                "Power Syst.); DCcluster-Opt lowest_carbon controller")
    #: it places pending jobs only: never asked at an epoch without one (Policy docs)
    decides_without_pending = False

    def decide(self, obs: Observation) -> Decision:
        jobs = obs.jobs
        info = self.info
        ci = obs.carbon_gco2_per_kwh
        # regions cleanest first (a stable sort); each GPU pool takes the open jobs in arrival
        # order while their cumulative GPUs fit (stops once every job is placed)
        if _kernel_inputs_ok(obs, info):  # sort, masks and fill in one compiled call
            n = len(jobs)
            region = np.empty(n, dtype=np.int64)  # (the kernel sets them to -1 first)
            gtype = np.empty(n, dtype=np.int64)
            # (looked up in its module: numba's dispatcher once compiled, see _jit.njit)
            if not _pk.lowest_carbon_fill(ci, obs.free_gpus, obs.queued_gpus, jobs.origin,
                                          jobs.latency_slo_ms, jobs.gpu_type, info.latency_ms,
                                          jobs.gpus, region, gtype):
                return Decision(region=region, gpu_type=gtype)  # every job placed
        else:
            order = np.argsort(ci, kind="stable")
            region, gtype = fill_regions_in_order(
                order, jobs, free_gpus(obs), latency_ok(info, jobs), type_mask(info, jobs))
        miss = region < 0  # origin fallback: let the simulator pick the type
        region[miss] = jobs.origin[miss]
        gtype[miss] = jobs.gpu_type[miss]
        return Decision(region=region, gpu_type=gtype)
