"""Arrivals: a job becomes pending at the first epoch at or after its submit time.

Interface (:class:`Arrivals`, every run): ``begin(ep)`` appends the jobs submitted by
``ep.t`` to ``st.pending`` and marks them PENDING. The jobs are sorted by submit time (the
World's order), so the arrivals of each epoch are the next block of job ids; they are views of
one ``arange`` per :data:`ID_BLOCK` ids.
"""

from __future__ import annotations

import numpy as np

from gridshift.sim.engine.state import PENDING, Epoch, Mechanism, State

__all__ = ["ID_BLOCK", "Arrivals"]

ID_BLOCK = 4096  # job ids made at a time for the arrivals (their pending arrays are views)


class Arrivals(Mechanism):
    """New jobs join the pending set (see the module docstring)."""

    def __init__(self, st: State) -> None:
        self.st = st
        # jobs submitted by each epoch's time (one search for all epochs; t = k * step)
        self.arr_hi = np.searchsorted(st.jobs.submit_s, np.arange(st.T_sim) * st.step,
                                      side="right").tolist()
        self.arr_ptr = 0
        self.id_lo = self.id_hi = 0  # the block of job ids the arrivals are views of
        self.id_blk = np.empty(0, dtype=np.int64)

    def begin(self, ep: Epoch) -> None:
        """(2) The jobs submitted by ``ep.t`` are pending."""
        hi = self.arr_hi[ep.k]
        lo = self.arr_ptr
        if hi <= lo:
            return
        st = self.st
        if hi > self.id_hi:  # the next block of job ids: one arange per block, not epoch
            self.id_lo, self.id_hi = lo, min(st.J, max(hi, lo + ID_BLOCK))
            self.id_blk = np.arange(self.id_lo, self.id_hi)
        new = self.id_blk[lo - self.id_lo: hi - self.id_lo]  # (never written: a view serves)
        st.status[lo:hi] = PENDING
        self.arr_ptr = hi
        st.pending = np.concatenate([st.pending, new]) if st.pending.size else new
