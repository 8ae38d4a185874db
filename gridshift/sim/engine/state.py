"""The engine's shared per-run state, the epoch record and the mechanism interface.

:class:`State` holds what every mechanism of the epoch loop reads or changes: the ``[J]`` job
state arrays, the free and queued GPUs per pool and the pending set. :class:`Epoch` is one
decision epoch: its time and what the policy's Decision asked for, filled in as the sequence
runs. :class:`Mechanism` is the interface: a mechanism defines the hooks it needs, and the
loop (``Simulator.iterate``, docs/engine.md) calls each hook of the mechanisms of the run's
sequence, in the sequence's order.
"""

from __future__ import annotations

from typing import Any

import numpy as np

from gridshift.errors import PolicyError

__all__ = ["DONE", "FUTURE", "PENDING", "PLACED", "RUNNING", "PHASES", "Epoch", "Mechanism",
           "State", "freeze", "grown", "out_of_range", "ro"]

# job states
FUTURE, PENDING, PLACED, RUNNING, DONE = 0, 1, 2, 3, 4

#: The hooks of a mechanism, in the order the loop calls them within an epoch.
PHASES = ("begin", "stop", "wants", "before_observe", "observe", "decide", "skip", "act", "end")


class Epoch:
    """One decision epoch: ``k``, ``t = k * step`` [s], and the Decision's parts as validated.

    ``regions`` (int64, one per pending job, -1 = defer) and ``types`` (or None) are set by the
    validation, ``pause`` by it too (job ids, or None); the lever fields (``gsel``, ``resc``,
    ``resc_n``, ``newcap``) by :mod:`~gridshift.sim.engine.levers`; ``paused`` by
    :mod:`~gridshift.sim.engine.pauses` (the jobs pending again after the placements).
    """

    __slots__ = ("k", "t", "t_next", "regions", "types", "pause", "n_go", "gsel", "resc",
                 "resc_n", "newcap", "paused")

    def __init__(self, k: int, t: float, step: float) -> None:
        self.k = k
        self.t = t
        self.t_next = t + step
        self.regions: np.ndarray = _NO_JOBS
        self.types: np.ndarray | None = None
        self.pause: np.ndarray | None = None
        self.n_go: int | None = None
        self.gsel: np.ndarray | None = None
        self.resc: np.ndarray | None = None
        self.resc_n: np.ndarray | None = None
        self.newcap: np.ndarray | None = None
        self.paused: np.ndarray | None = None


_NO_JOBS = np.empty(0, dtype=np.int64)
_NO_JOBS.setflags(write=False)


class State:
    """The engine's state of one run, shared by the mechanisms (all arrays updated in place).

    Per job ``[J]``: ``status`` (FUTURE .. DONE), ``data_at`` (region holding its data),
    ``remaining`` (reference-GPU seconds left at the start of its current segment),
    ``penalty`` (restore time owed at the next start [s]), ``region``/``gtype`` (where placed,
    -1 before), ``ready`` (data-arrival time [s]), ``seg_start``/``seg_pen`` (current segment's
    start and restore time [s]), ``end_s`` (planned end [s]), ``cur_seg`` (its row in the
    segment log), ``first_start``/``finish`` [s], ``n_pauses``; ``gpus`` (GPUs each job holds:
    the job column, or a copy the elastic lever changes). Per pool ``[R * G]``: ``free`` and
    ``queued`` GPUs (``free_rg``/``queued_rg`` their ``[R, G]`` views). ``pending``: the job ids
    waiting for a decision, in the order the policy sees them. ``fac``: each job's rate
    multiplier in its current run (None without a lever); ``levers``: the lever mechanism or
    None; ``bounds``: ``(min_gpus, max_gpus)`` per job with the elastic lever, else None.
    """

    def __init__(self, world: Any, n_epochs: int, name: str) -> None:
        self.world = world
        jobs = self.jobs = world.jobs
        J = self.J = len(jobs)
        R, G = world.capacity.shape
        self.R, self.G, self.P = R, G, R * G
        self.step = float(world.step_s)
        self.T = world.n_steps
        self.T_sim = n_epochs
        self.name = name
        self.speed = world.gpu_speed
        self.gpus = jobs.gpus
        self.free = world.capacity.reshape(-1).astype(np.int64)  # free GPUs per pool (r*G+g)
        self.queued = np.zeros(self.P, dtype=np.int64)  # queued GPUs per pool
        self.free_rg = self.free.reshape(R, G)  # (free and queued only change in place)
        self.queued_rg = self.queued.reshape(R, G)
        self.status = np.zeros(J, dtype=np.int8)
        self.data_at = jobs.origin.copy()
        self.remaining = jobs.duration_s.astype(np.float64).copy()
        self.penalty = np.zeros(J)
        self.region = np.full(J, -1, dtype=np.int64)
        self.gtype = np.full(J, -1, dtype=np.int64)
        self.ready = np.zeros(J)
        self.seg_start = np.full(J, np.nan)
        self.seg_pen = np.zeros(J)
        self.end_s = np.full(J, np.inf)
        self.cur_seg = np.full(J, -1, dtype=np.int64)
        self.first_start = np.full(J, np.nan)
        self.finish = np.full(J, np.nan)
        self.n_pauses = np.zeros(J, dtype=np.int64)
        self.pending = np.empty(0, dtype=np.int64)
        self.fac: np.ndarray | None = None
        self.levers: Any = None
        self.bounds: tuple[np.ndarray, np.ndarray] | None = None

    def rate(self, d: np.ndarray) -> np.ndarray:
        """Reference-GPU seconds per second of jobs ``d`` in their current run."""
        if self.fac is None:
            return self.speed[self.gtype[d]]
        return self.speed[self.gtype[d]] * self.fac[d]

    def err(self, k: int, msg: str) -> PolicyError:
        """The PolicyError of the policy's decision at epoch ``k``."""
        return PolicyError(f"{self.name} at epoch {k} (t = {k * self.world.step_s} s): {msg}")


class Mechanism:
    """One mechanism of the epoch loop (docs/engine.md). Override only the hooks it needs.

    Each hook reads and changes the shared :class:`State` (given at construction) and the
    :class:`Epoch`; the loop calls, per epoch and in this order, over the run's sequence:

    * ``begin(ep)``: before anything is observed (completions, wake-ups, arrivals);
    * ``stop(ep) -> bool``: True ends the run at this epoch (the drain);
    * ``wants(ep) -> bool``: whether the policy must be asked this epoch (any True);
    * ``before_observe(ep)``; ``observe(ep, vals)``: add fields to the Observation's ``vals``
      (a dict, before the Observation is made of it);
    * ``decide(ep, dec, obs)``: validate and take in the Decision; ``skip(ep)``: no decision;
    * ``act(ep)``: pauses, levers, placements; ``end(ep)``: what follows them (dispatch);
    * ``schedule(fields, k_stop)``: add the mechanism's outputs to the Schedule's fields.
    """

    def schedule(self, fields: dict[str, Any], k_stop: int) -> None:
        """Add this mechanism's Schedule fields (none by default)."""


def ro(a: np.ndarray) -> np.ndarray:
    """A read-only copy of ``a``."""
    a = np.array(a, copy=True)
    SETFLAGS(a, False)  # write=False (see freeze)
    return a


#: ``ndarray.setflags``, called with ``write`` positional (numpy's stubs declare keywords)
SETFLAGS: Any = np.ndarray.setflags


def freeze(arrays: Any) -> None:
    """Make each array read-only: ``setflags(False)``, i.e. ``write=False`` passed
    positionally (60 ns an array; the keyword costs 140 ns, ``flags.writeable = False``
    260), for the ~30 fresh arrays of every Observation."""
    for v in arrays:
        SETFLAGS(v, False)


def grown(a: np.ndarray, need: int) -> np.ndarray:
    """``a`` copied into a buffer of at least ``need`` rows (doubling), for the kernels."""
    b = np.empty((max(need, 2 * a.shape[0]),) + a.shape[1:], dtype=a.dtype)
    b[: a.shape[0]] = a
    return b


def out_of_range(a: np.ndarray, lo: int, hi: int) -> np.ndarray:
    """Mask of integer entries outside ``[lo, hi]``, compared without any wrapping cast."""
    if a.size == 0:
        return np.zeros(a.shape, dtype=bool)
    if np.issubdtype(a.dtype, np.unsignedinteger):
        if hi < 0:
            return np.ones(a.shape, dtype=bool)
        bad = a > np.uint64(hi)
        return bad | (a < np.uint64(lo)) if lo > 0 else bad
    return (a < lo) | (a > hi)
