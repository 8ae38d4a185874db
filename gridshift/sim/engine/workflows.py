"""Workflows: a job with predecessors is released when they have finished (docs/workloads.md).

Rules (the reference is :func:`gridshift.workloads.dag.release_times`):

* A job with predecessors (``depends_on``) is held when it arrives: it is not pending, so a
  policy never sees it, until every predecessor has finished.
* Its inputs are then gathered in the region holding most of them
  (:func:`~gridshift.workloads.dag.input_region`: by the regions its predecessors ran in,
  weighted by ``edge_data_gb``): each edge from another region moves its data there from the
  predecessor's finish, at the network model's bandwidth and latency
  (:func:`~gridshift.workloads.dag.edge_transfer_s`), logged as a transfer (energy and egress
  charged by the accounting).
* It is released (pending) at the first epoch at or after its last input is there, with
  ``data_at`` = that region. Its ``data_gb`` is the sum of its in-edges (the workflow readers
  set it), so a policy that places it elsewhere pays the move of its inputs like any job's
  data (:mod:`.transfers`).

Interface (:class:`WorkflowGate`, constructed only when the scenario has workflows):
``begin(ep)`` (after the completions and arrivals) takes the held jobs off the pending set and
releases those whose inputs are there; ``observe(ep, vals)`` adds, aligned with ``obs.jobs``:
``workflow_id`` (int64 index into ``workflow_ids``, -1 for a job of no workflow),
``critical_path_s`` (the job's remaining reference-GPU seconds plus the longest chain of work
after it) and ``workflow_deadline_s`` (NaN where none). Pure numpy: a few operations over the
held jobs' in-edges per epoch, none over jobs without predecessors.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import numpy as np

from gridshift.errors import ScenarioError
from gridshift.sim.engine.state import DONE, FUTURE, PENDING, Epoch, Mechanism, State
from gridshift.workloads.dag import Workflows, critical_path_after, edge_transfer_s

__all__ = ["WorkflowGate", "mechanism"]


class WorkflowGate(Mechanism):
    """Hold jobs until their predecessors finish (see the module docstring).

    Args:
        st: The run's state.
        log: The segment log (gather transfers are written to its transfer table).
        wf: The workflows, rows in the World's job order (:meth:`Workflows.aligned`).
        workflow_deadline_s: ``[W]`` each workflow's deadline [s since window start], or None.
    """

    def __init__(self, st: State, log: Any, wf: Workflows,
                 workflow_deadline_s: np.ndarray | None = None) -> None:
        if wf.n_jobs != st.J:
            raise ValueError(f"workflows of {wf.n_jobs} jobs for a World of {st.J}")
        need = wf.input_gb()
        bad = np.flatnonzero((wf.n_preds() > 0) & ~np.isclose(st.jobs.data_gb, need,
                                                               rtol=1e-9, atol=1e-12))
        if bad.size:
            j = int(bad[0])
            raise ScenarioError(
                f"{st.world.scenario.path or st.world.scenario.id}: job {wf.job_id[j]!r} has "
                f"data_gb {st.jobs.data_gb[j]:g} in the World, but its in-edges carry "
                f"{need[j]:g} GB; a job with predecessors moves its inputs (read the jobs "
                "through gridshift.datasets.workflows, which sets it)")
        self.st, self.log, self.wf = st, log, wf
        J = st.J
        self.n_preds = wf.n_preds()
        self.gated = self.n_preds > 0
        self.ptr = np.searchsorted(wf.dst, np.arange(J + 1))  # in-edges of j: ptr[j]:ptr[j+1]
        self.waiting = np.empty(0, dtype=np.int64)  # arrived, held, not yet released
        self.release_at = np.full(J, np.nan)  # when the inputs are there [s] (once known)
        self.gather_to = np.full(J, -1, dtype=np.int64)
        self.released_s = np.full(J, np.nan)  # the epoch each held job was released at
        self.cp_after = critical_path_after(wf, st.jobs.duration_s)
        self.wf_deadline = (np.full(len(wf.workflow_ids), np.nan) if workflow_deadline_s is None
                            else np.asarray(workflow_deadline_s, float))
        w = st.world
        self.lat, self.bw, self.bw_pair = (w.latency_ms, w.bandwidth_gbps,
                                           getattr(w, "bandwidth_pair_gbps", None))

    def begin(self, ep: Epoch) -> None:
        """Hold the arrivals with predecessors; release the held jobs whose inputs are there."""
        st = self.st
        p = st.pending
        if p.size:
            hold = self.gated[p] & np.isnan(self.released_s[p])
            if hold.any():
                new = p[hold]
                st.pending = p[~hold]
                st.status[new] = FUTURE
                self.waiting = np.concatenate([self.waiting, new])
        w = self.waiting
        if not w.size:
            return
        open_ = w[np.isnan(self.release_at[w])]
        if open_.size:
            self._inputs_known(open_)
        go = self.release_at[w] <= ep.t
        if not go.any():
            return
        rel = w[go]
        self.waiting = w[~go]
        g = self.gather_to[rel]
        st.data_at[rel] = np.where(g >= 0, g, st.data_at[rel])
        st.status[rel] = PENDING
        self.released_s[rel] = ep.t
        st.pending = np.concatenate([st.pending, rel]) if st.pending.size else rel

    def _inputs_known(self, jobs: np.ndarray) -> None:
        """For the held ``jobs`` whose predecessors have all finished: where their inputs are
        gathered, the gathering transfers (logged) and when the last input is there."""
        st, wf = self.st, self.wf
        lo, hi = self.ptr[jobs], self.ptr[jobs + 1]
        n = hi - lo
        e = np.repeat(lo - np.cumsum(n) + n, n) + np.arange(int(n.sum()))
        owner = np.repeat(np.arange(jobs.size), n)
        done = np.bincount(owner, weights=st.status[wf.src[e]] == DONE, minlength=jobs.size)
        ok = done == n
        if not ok.any():
            return
        keep = ok[owner]
        e, owner = e[keep], owner[keep]
        R = st.R
        src_r = st.region[wf.src[e]]
        by = np.bincount(owner * R + src_r, weights=wf.data_gb[e],
                         minlength=jobs.size * R).reshape(jobs.size, R)
        tgt = np.where(by.sum(axis=1) > 0, by.argmax(axis=1), -1)
        to = np.where(tgt[owner] >= 0, tgt[owner], src_r)
        tr = edge_transfer_s(wf.data_gb[e], src_r, to, self.lat, self.bw, self.bw_pair)
        fin = st.finish[wf.src[e]]
        ready = np.full(jobs.size, -np.inf)
        np.maximum.at(ready, owner, fin + tr)
        moving = src_r != to
        if moving.any():
            self.log.xfers.append(job=wf.dst[e][moving], src=src_r[moving], dst=to[moving],
                                  start_s=fin[moving], duration_s=tr[moving],
                                  data_gb=wf.data_gb[e][moving])
        j = jobs[ok]
        self.release_at[j] = ready[ok]
        self.gather_to[j] = tgt[ok]

    def observe(self, ep: Epoch, vals: dict[str, Any], *_: Any) -> None:
        """The workflow fields of the pending jobs (aligned with ``obs.jobs``)."""
        p = self.st.pending
        code = self.wf.workflow[p]
        dl = np.where(code >= 0, self.wf_deadline[np.maximum(code, 0)], np.nan)
        out = (code, self.st.remaining[p] + self.cp_after[p], dl)
        for name, a in zip(("workflow_id", "critical_path_s", "workflow_deadline_s"), out,
                           strict=True):
            a = np.array(a, copy=True)
            a.setflags(write=False)
            vals[name] = a


def mechanism(wf: Workflows, workflow_deadline_s: np.ndarray | None = None
              ) -> tuple[None, Callable[[Any], WorkflowGate]]:
    """The ``(before, factory)`` pair that adds the workflow gate to a run's sequence
    (``Simulator(..., mechanisms=[mechanism(wf)])``): appended, so its ``begin`` runs after
    the completions and arrivals. ``wf`` in the World's job order."""
    return (None, lambda run: WorkflowGate(run.state, run.log, wf, workflow_deadline_s))
