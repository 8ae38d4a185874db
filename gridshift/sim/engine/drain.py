"""The drain and the run's end.

With ``[simulation] drain = true`` the loop goes on after the window (no arrivals: every job
was submitted in it; decisions and signals continue) until nothing is pending, placed or
running, or the drain's hard horizon (:func:`gridshift.sim.world.drain_steps`) is reached.
Work unfinished there is charged the completion penalty by the accounting.

Interface: :class:`Drain` (constructed only with the drain on): ``stop(ep)`` is True at the
first epoch after the window with nothing pending, placed or running. :func:`close` (every
run) ends the run at ``k_stop``: jobs whose end is by then are done, the others' segments are
cut there and their work left counted (``remaining``; 0 for the jobs done).
"""

from __future__ import annotations

from typing import Any

import numpy as np

from gridshift.sim.engine.segments import SegmentLog
from gridshift.sim.engine.state import DONE, Epoch, Mechanism, State

__all__ = ["Drain", "close"]


class Drain(Mechanism):
    """Stop after the window once everything has finished (see the module docstring)."""

    def __init__(self, st: State, queue: Any) -> None:
        self.st, self.queue = st, queue

    def stop(self, ep: Epoch) -> bool:
        """Whether the run ends at this epoch (after the window, nothing left)."""
        return ep.k >= self.st.T and not (self.st.pending.size or self.queue.busy())


def close(st: State, queue: Any, log: SegmentLog, k_stop: int) -> None:
    """The window's end (or the drain's stop) at epoch ``k_stop``: finish what ended there,
    truncate the rest (their segments end there; ``remaining`` is the work they still had)."""
    t_stop = k_stop * st.step
    running = queue.running
    if running.size:
        ended = st.end_s[running] <= t_stop
        d = running[ended]
        st.status[d] = DONE
        st.finish[d] = st.end_s[d]
        still = running[~ended]
        log.stop(st.cur_seg[still], t_stop)
        if still.size:  # work left of the truncated jobs (for the drain's penalty)
            done_s = np.maximum(t_stop - st.seg_start[still] - st.seg_pen[still], 0.0)
            st.remaining[still] = np.maximum(st.remaining[still] - done_s * st.rate(still),
                                             0.0)
    st.remaining[st.status == DONE] = 0.0
