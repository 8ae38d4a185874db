"""Tiers: a higher-tier placement preempts lower-tier interruptible jobs (docs/workloads.md).

Rule: :func:`gridshift.workloads.tiers.preemption_victims`. At each decision, after the
validation, the pending jobs placed now of tier guaranteed or standard ask for their GPU pool
(their own ``gpu_type``, else the Decision's, else the region's type with the most free GPUs);
where a pool lacks room, the victims are added to the epoch's pauses (``ep.pause``), so the
pause mechanism (:mod:`.pauses`) stops them before the placements: their work is kept, they pay
``checkpoint_s`` when they resume, they are pending again from the next epoch. The placement
then dispatches FIFO by data arrival as always (a lower-tier job already queued in that pool
still goes first).

Interface (:class:`Tiers`, constructed only with ``[tiers]``): ``decide(ep, dec, obs)``;
``observe(ep, vals)`` adds ``tier`` (int8 rank: 0 guaranteed, 1 standard, 2 preemptible) and
``tenant`` (int64, -1 none), aligned with ``obs.jobs``; ``preempted`` counts each job's
preemptions.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import numpy as np

from gridshift.sim.engine.state import RUNNING, Epoch, Mechanism, State
from gridshift.workloads.tiers import preemption_victims

__all__ = ["Tiers", "mechanism"]


class Tiers(Mechanism):
    """Preemption by tier (see the module docstring).

    Args:
        st: The run's state.
        rank: ``[J]`` tier rank of each job (World order).
        tenant: ``[J]`` tenant index (-1 none).
        preemption: ``[tiers] preemption``.
    """

    def __init__(self, st: State, rank: np.ndarray, tenant: np.ndarray,
                 preemption: bool = True) -> None:
        if rank.shape != (st.J,):
            raise ValueError(f"tiers of {rank.shape} jobs for a World of {st.J}")
        self.st, self.rank, self.tenant = st, rank, tenant
        self.preemption = bool(preemption)
        self.preempted = np.zeros(st.J, dtype=np.int64)

    def decide(self, ep: Epoch, dec: Any, obs: Any) -> None:
        """Add the victims of this epoch's higher-tier placements to ``ep.pause``."""
        st = self.st
        if not self.preemption or not ep.regions.size:
            return
        pend = st.pending
        go = (ep.regions >= 0) & (self.rank[pend] < 2)
        if not go.any():
            return
        jid, r = pend[go], ep.regions[go]
        g = st.jobs.gpu_type[jid].astype(np.int64)
        if ep.types is not None:
            g = np.where(g >= 0, g, ep.types[go])
        g = np.where(g >= 0, g, st.free_rg[r].argmax(axis=1))
        pool = r * st.G + g
        need = np.bincount(pool, weights=st.gpus[jid], minlength=st.P).astype(np.int64)
        req = np.full(st.P, 127, dtype=np.int64)
        np.minimum.at(req, pool, self.rank[jid].astype(np.int64))
        run = np.flatnonzero(st.status == RUNNING)
        if ep.pause is not None and ep.pause.size:
            run = np.setdiff1d(run, ep.pause)
        if not run.size:
            return
        v = preemption_victims(need, req, st.free, st.queued, run,
                               st.region[run] * st.G + st.gtype[run], st.gpus[run],
                               self.rank[run], st.seg_start[run],
                               st.jobs.interruptible[run])
        if not v.size:
            return
        self.preempted[v] += 1
        ep.pause = v if ep.pause is None else np.union1d(ep.pause, v).astype(np.int64)

    def observe(self, ep: Epoch, vals: dict[str, Any], *_: Any) -> None:
        """``tier`` and ``tenant`` of the pending jobs (aligned with ``obs.jobs``)."""
        p = self.st.pending
        for name, a in (("tier", self.rank[p]), ("tenant", self.tenant[p])):
            a = np.array(a, copy=True)
            a.setflags(write=False)
            vals[name] = a


def mechanism(rank: np.ndarray, tenant: np.ndarray, preemption: bool = True
              ) -> tuple[str, Callable[[Any], Tiers]]:
    """The ``(before, factory)`` pair that puts :class:`Tiers` before the pauses (its
    ``decide`` runs after the validation's, its victims are paused in the same epoch)."""
    return ("pauses", lambda run: Tiers(run.state, rank, tenant, preemption))
