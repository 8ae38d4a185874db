"""The segment log: what ran where and when, and the data moves (the Schedule's two tables).

:class:`SegmentLog` is written by the mechanisms that start, stop or split a run (dispatch,
pauses, levers, the window's end) and read by the site energy (the load so far) and
``Simulator.so_far``. It owns two column stores with amortised O(1) appends.
"""

from __future__ import annotations

from typing import Any

import numpy as np

__all__ = ["Growable", "SegmentLog"]


class Growable:
    """Column arrays with amortised O(1) append of blocks."""

    def __init__(self, capacity: int = 64, **dtypes: Any) -> None:
        self.n = 0
        self.cap = max(capacity, 64)  # rows each column array holds
        # np.empty: the pages of unused capacity are never touched, so never resident
        self.cols = {k: np.empty(self.cap, dtype=d) for k, d in dtypes.items()}

    def reserve(self, m: int) -> dict[str, np.ndarray]:
        """Make room for ``m`` more rows (doubling); the column arrays (to fill in place)."""
        need = self.n + m
        if need > self.cap:
            cap = self.cap = max(need, 2 * self.cap)
            for k, a in self.cols.items():
                b = np.empty(cap, dtype=a.dtype)
                b[: self.n] = a[: self.n]
                self.cols[k] = b
        return self.cols

    def append(self, **values: np.ndarray) -> np.ndarray:
        """Append rows (one array per column); their row numbers."""
        m = len(next(iter(values.values())))
        need = self.n + m
        self.reserve(m)
        idx = np.arange(self.n, need)
        for k, v in values.items():
            self.cols[k][self.n: need] = v
        self.n = need
        return idx

    def view(self) -> dict[str, np.ndarray]:
        """Copies of the columns' rows so far."""
        return {k: a[: self.n].copy() for k, a in self.cols.items()}

    def used(self) -> dict[str, np.ndarray]:
        """Views of the columns' rows so far (valid until the next append)."""
        return {c: a[: self.n] for c, a in self.cols.items()}

    def finish(self) -> dict[str, np.ndarray]:
        """The columns trimmed to their rows (copies), each buffer released once copied (so
        the peak holds the buffers and one column's copy, not both in full); empty after."""
        out = {}
        for k in list(self.cols):
            out[k] = self.cols[k][: self.n].copy()
            del self.cols[k]
        return out


class SegmentLog:
    """The run segments (``job, region, gpu_type, gpus, start_s, end_s`` and, with power
    capping, ``cap_w``: the power limit per GPU in force [W], NaN = none) and the transfers
    (``job, src, dst, start_s, duration_s, data_gb``).

    Args:
        n_jobs: Jobs of the run (room for one segment each from the start).
        cap_pool: ``[R * G]`` power limit per pool [W] (power capping), else None.
    """

    def __init__(self, n_jobs: int, cap_pool: np.ndarray | None = None) -> None:
        cols: dict[str, Any] = dict(job=np.int64, region=np.int64, gpu_type=np.int64,
                                    gpus=np.int64, start_s=np.float64, end_s=np.float64)
        if cap_pool is not None:
            cols["cap_w"] = np.float64
        self.cap_pool = cap_pool
        # one segment per job unless a job is paused or rescaled: room for J from the start
        # (no doubling to 2^k rows with the old buffer alive during the copy)
        self.segs = Growable(capacity=n_jobs, **cols)
        self.xfers = Growable(job=np.int64, src=np.int64, dst=np.int64, start_s=np.float64,
                              duration_s=np.float64, data_gb=np.float64)

    def start(self, d: np.ndarray, region: np.ndarray, gtype: np.ndarray, gpus: np.ndarray,
              start_s: np.ndarray, end_s: np.ndarray, pool: np.ndarray) -> np.ndarray:
        """Log segments of jobs ``d`` on ``pool`` (= region * G + type); their row numbers."""
        extra = {} if self.cap_pool is None else {"cap_w": self.cap_pool[pool]}
        return self.segs.append(job=d, region=region, gpu_type=gtype, gpus=gpus,
                                start_s=start_s, end_s=end_s, **extra)

    def stop(self, rows: np.ndarray, t: float) -> None:
        """End the segments ``rows`` at ``t`` [s]."""
        self.segs.cols["end_s"][rows] = t

    def finish(self) -> tuple[dict[str, np.ndarray], dict[str, np.ndarray]]:
        """The two tables trimmed (the log is empty after)."""
        return self.segs.finish(), self.xfers.finish()
