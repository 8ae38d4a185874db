"""Data transfers: a job placed away from where its data is waits for it to move.

A move from region ``src`` to ``dst`` takes ``latency_ms / 1000 + data_gb * 8 / bandwidth_gbps``
seconds (the pair's measured bandwidth where the World has one), costs egress money and
transfer energy (the accounting's, from the transfer log). With ``[simulation]
zero_data_wait = false`` a move of ``data_gb = 0`` is ready at once (the default keeps the
gs-v1 behaviour: it waits one latency).

:class:`Transfers` is the model the placement uses: :meth:`Transfers.move` is the numpy
reference; the compiled placement (:func:`gridshift.sim.engine.queue.place`) computes the
same expression from the same parameters (``bw_bytes``, ``pair_arr``, ``lat_s``,
``zero_wait``).
"""

from __future__ import annotations

import numpy as np

from gridshift.sim.engine.segments import SegmentLog
from gridshift.sim.engine.state import State

__all__ = ["Transfers"]


class Transfers:
    """The network of a run (not a hook of the sequence: the placement calls it).

    Args:
        world: The World (``bandwidth_gbps``, ``bandwidth_pair_gbps``, ``latency_ms``).
        log: The segment log (the transfer table is written there).
        zero_wait: ``[simulation] zero_data_wait``.
    """

    def __init__(self, world: object, log: SegmentLog, zero_wait: bool) -> None:
        self.log = log
        self.zero_wait = bool(zero_wait)
        self.bw_bytes = world.bandwidth_gbps / 8.0  # type: ignore[attr-defined]  # GB/s
        bw_pair = getattr(world, "bandwidth_pair_gbps", None)  # [R, R] measured, or None
        self.bw_pair_bytes = None if bw_pair is None else np.asarray(bw_pair, float) / 8.0
        self.pair_arr = np.zeros((1, 1)) if self.bw_pair_bytes is None else self.bw_pair_bytes
        self.lat_s = world.latency_ms / 1000.0  # type: ignore[attr-defined]

    def move(self, st: State, t: float, jid: np.ndarray, r: np.ndarray) -> np.ndarray:
        """Start moving the data of jobs ``jid`` placed at ``t`` [s] in regions ``r``.

        Reads ``st.data_at`` and writes it (the data is where the job goes) and the transfer
        log; returns each job's data-arrival time [s] (``t`` where nothing moves).
        """
        src = st.data_at[jid]
        moving = src != r
        rdy = np.full(jid.size, t)
        if moving.any():
            dgb = st.jobs.data_gb[jid]
            wait = moving if self.zero_wait else moving & (dgb > 0)
            bw_j = self.bw_bytes if self.bw_pair_bytes is None else self.bw_pair_bytes[src, r]
            tr = np.where(wait, self.lat_s[src, r] + dgb / bw_j, 0.0)
            rdy += tr
            self.log.xfers.append(job=jid[moving], src=src[moving], dst=r[moving],
                                  start_s=np.full(int(moving.sum()), t),
                                  duration_s=tr[moving], data_gb=dgb[moving])
            st.data_at[jid] = r
        return rdy
