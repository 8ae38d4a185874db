"""Pauses: a policy stops running interruptible jobs; they return to the pending set.

A paused job stops at ``t_k`` with its work so far counted (``remaining -= max(t - start -
restore, 0) * rate``), owes its ``checkpoint_s`` at its next start, frees its GPUs, keeps its
data where it ran, and is pending again from the next epoch on (after this epoch's
placements).

Interface (:class:`Pauses`): ``act(ep)`` checks ``ep.pause`` (job ids, from the validation)
and stops those jobs (reads ``status``, the segment state; changes ``remaining``,
``penalty``, ``free``, ``data_at``, ``status``, ``n_pauses``, ``end_s``, the segment log and
the queue's running set), setting ``ep.paused``; ``end(ep)`` appends them to the pending set.
The numpy reference and the compiled kernel (:func:`pause`, with the compiled queue) side by
side.
"""

from __future__ import annotations

from typing import Any

import numpy as np

from gridshift import _jit
from gridshift._jit import njit
from gridshift.sim.engine.queue import _move_row
from gridshift.sim.engine.segments import SegmentLog
from gridshift.sim.engine.state import PENDING, RUNNING, Epoch, Mechanism, State

__all__ = ["Pauses", "pause"]

_PENDING, _RUNNING = PENDING, RUNNING  # (as the kernel names them)


class Pauses(Mechanism):
    """Pauses of running interruptible jobs (every run: a policy may pause at any epoch)."""

    def __init__(self, st: State, log: SegmentLog, queue: Any) -> None:
        self.st, self.log, self.queue = st, log, queue
        self.kb: Any = _jit.Bound(_module()) if queue.compiled else None

    def act(self, ep: Epoch) -> None:
        """(4) Stop the jobs of ``ep.pause``; they are pending again after the placements."""
        pause = ep.pause
        if pause is None or not pause.size:
            return
        st = self.st
        jobs = st.jobs
        ok = (st.status[pause] == RUNNING) & jobs.interruptible[pause]
        if not ok.all():
            bad = pause[~ok][0]
            raise st.err(ep.k, f"asked to pause job {jobs.job_id[int(bad)]!r}, which is not a "
                               "running interruptible job (see obs.running)")
        p = np.unique(pause)
        if self.kb is not None:
            q = self.queue
            n_run = self.kb.pause(ep.t, p, st.status, st.remaining, st.penalty, st.seg_start,
                                  st.seg_pen, st.speed, st.gtype, st.region, jobs.checkpoint_s,
                                  self.log.segs.cols["end_s"], st.cur_seg, st.free, st.G,
                                  st.gpus, st.data_at, st.n_pauses, st.end_s, q.n_run,
                                  q.rb_job, q.rb_i, q.rb_f)
            q.set_running(n_run)
        else:
            self._pause(ep.t, p)
            self.queue.drop_paused()
        ep.paused = p

    def _pause(self, t: float, p: np.ndarray) -> None:
        """The numpy reference of :func:`pause` (the ``[J]`` state and the segment log)."""
        st = self.st
        elapsed = np.maximum(t - st.seg_start[p] - st.seg_pen[p], 0.0)
        st.remaining[p] = np.maximum(st.remaining[p] - elapsed * st.rate(p), 0.0)
        st.penalty[p] = st.jobs.checkpoint_s[p]
        self.log.stop(st.cur_seg[p], t)
        st.free += np.bincount(st.region[p] * st.G + st.gtype[p], weights=st.gpus[p],
                               minlength=st.P).astype(np.int64)
        st.data_at[p] = st.region[p]
        st.status[p] = PENDING
        st.n_pauses[p] += 1
        st.end_s[p] = np.inf

    def end(self, ep: Epoch) -> None:
        """The jobs paused this epoch are pending from the next epoch on."""
        if ep.paused is not None:
            self.st.pending = np.concatenate([self.st.pending, ep.paused])


@njit
def pause(t, p, status, remaining, penalty, seg_start, seg_pen, speed, gtype,  # pragma: no cover
          region, checkpoint, seg_end, cur_seg, free, G, gpus, data_at, n_pauses, end_s, n_run,
          run_job, run_i, run_f):
    """Pause the running jobs ``p`` (validated, unique, ascending; the numpy reference is
    ``Pauses._pause`` with ``NumpyQueue.drop_paused``):
    each stops at ``t`` with its work done so far counted, owes its checkpoint at the next
    start, frees its GPUs and is pending again with its data where it ran. The running rows
    of the others keep their order; returns their number."""
    for i in range(p.size):
        j = p[i]
        el = t - seg_start[j] - seg_pen[j]
        if not (el > 0.0 or el != el):  # np.maximum(el, 0.0): 0.0 where equal, NaN kept
            el = 0.0
        rem = remaining[j] - el * speed[gtype[j]]
        remaining[j] = rem if (rem > 0.0 or rem != rem) else 0.0
        penalty[j] = checkpoint[j]
        seg_end[cur_seg[j]] = t
        free[region[j] * G + gtype[j]] += gpus[j]
        data_at[j] = region[j]
        status[j] = _PENDING
        n_pauses[j] += 1
        end_s[j] = np.inf
    w = 0
    for i in range(n_run):
        if status[run_job[i]] == _RUNNING:
            if w != i:
                _move_row(run_job, run_i, run_f, w, i)
            w += 1
    return w


def _module() -> Any:
    """This module (its kernel looked up at call time)."""
    import sys

    return sys.modules[__name__]
