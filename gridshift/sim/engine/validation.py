"""Validation of the policy's Decision: regions, GPU types and pauses, before anything moves.

Interface (:class:`Validation`, every run): ``decide(ep, dec, obs)`` checks ``dec`` against
``obs`` (one region per pending job, -1 = defer; ``gpu_type`` -1 = any; ``pause`` job ids)
and sets ``ep.regions``, ``ep.types`` and ``ep.pause`` (fresh C-contiguous int64 copies:
nothing of the policy's is kept) and ``ep.n_go`` (the jobs placed, counted by the compiled
check). The numpy check and the compiled one (:func:`copy_in_range`) side by side; both raise
the same errors.
"""

from __future__ import annotations

from typing import Any

import numpy as np

from gridshift._jit import njit
from gridshift.policies.api import DEFER, Decision, Observation
from gridshift.sim.engine.state import Epoch, Mechanism, State, out_of_range

__all__ = ["Validation", "copy_in_range"]

_I64 = np.dtype(np.int64)  # (``a.dtype is _I64``: 30 ns against 150 for ``== np.int64``;
# an int64 dtype object of another identity takes the numpy path, with the same result)


class Validation(Mechanism):
    """The Decision's regions, types and pauses checked (see the module docstring).

    Args:
        st: The run's state.
        compiled: Use the compiled range check (the compiled queue is in use).
    """

    def __init__(self, st: State, compiled: bool) -> None:
        self.st, self.compiled = st, compiled

    def decide(self, ep: Epoch, dec: Any, obs: Observation) -> None:
        """Check ``dec`` and set ``ep.regions``, ``ep.types``, ``ep.pause`` and ``ep.n_go``."""
        st, k = self.st, ep.k
        n = obs.jobs.job_id.shape[0]  # (len(obs.jobs), without the method call)
        if not isinstance(dec, Decision):
            raise st.err(k, f"decide() returned {type(dec).__name__}; expected a Decision")
        ep.regions = self._regions(ep, dec, obs, n)
        if dec.gpu_type is not None:
            ep.types = self._types(k, dec, obs, n)
        if dec.pause is not None:
            ep.pause = self._pause(k, dec)

    def _regions(self, ep: Epoch, dec: Decision, obs: Observation, n: int) -> np.ndarray:
        st, k = self.st, ep.k
        reg = np.asarray(dec.region)
        if reg.shape != (n,):
            raise st.err(k, f"returned {reg.size} region decisions for {n} pending jobs; "
                            "expected one per job, in the order of obs.jobs")
        if n and reg.dtype.kind not in "iu":  # np.integer: signed or unsigned
            raise st.err(k, f"Decision.region has dtype {reg.dtype}; expected integers "
                            "(region index, or -1 to defer)")
        R = st.R
        # range check on the values as given: a cast first would wrap uint64 2**64-1 to -1
        # (signed integers: two reductions decide it; the mask only to name the culprit)
        if self.compiled and reg.dtype is _I64:  # one compiled pass: check, count, copy
            out = np.empty(n, dtype=np.int64)
            n_go = copy_in_range(reg, DEFER, R - 1, out)
            fits = n_go >= 0
            if fits:
                ep.n_go = n_go
        else:
            out = None
            fits = reg.dtype.kind == "i" and (n == 0 or (int(reg.min()) >= DEFER
                                                         and int(reg.max()) <= R - 1))
        bad = None if fits else out_of_range(reg, DEFER, R - 1)
        if bad is not None and bad.any():
            i = int(np.flatnonzero(bad)[0])
            jname = st.jobs.job_id[int(obs.jobs.job_id[i])]
            raise st.err(k, f"region {reg[i]} (dtype {reg.dtype}) for job {jname!r}"
                            f" is not a region index (0..{R - 1}) or -1 (defer)")
        # a copy: nothing of the policy's is kept (and a fresh C-contiguous int64 array, the
        # type the engine's bound kernels take); ``out`` is set only where the compiled check
        # passed (a failed one raised above)
        return reg.astype(np.int64) if out is None else out

    def _types(self, k: int, dec: Decision, obs: Observation, n: int) -> np.ndarray:
        st = self.st
        types = np.asarray(dec.gpu_type)
        if types.shape != (n,) or (n and types.dtype.kind not in "iu"):  # np.integer
            raise st.err(k, "Decision.gpu_type must be an integer array with one entry "
                            "per pending job (-1 = any)")
        G = st.G
        t_out = None
        if self.compiled and types.dtype is _I64:  # as for the regions
            t_out = np.empty(n, dtype=np.int64)
            if copy_in_range(types, -1, G - 1, t_out) < 0:
                t_out = None
        bad = None if t_out is not None else out_of_range(types, -1, G - 1)
        if bad is not None and bad.any():
            i = int(np.flatnonzero(bad)[0])
            jname = st.jobs.job_id[int(obs.jobs.job_id[i])]
            raise st.err(k, f"gpu_type {types[i]} (dtype {types.dtype}) for job "
                            f"{jname!r} is not a GPU type index (0..{G - 1}) or -1 (any)")
        return t_out if t_out is not None else types.astype(np.int64)

    def _pause(self, k: int, dec: Decision) -> np.ndarray:
        st = self.st
        pause = np.asarray(dec.pause)
        if pause.ndim != 1 or (pause.size and not np.issubdtype(pause.dtype, np.integer)):
            raise st.err(k, "Decision.pause must be a 1-D integer array of job ids")
        bad = out_of_range(pause, 0, st.J - 1)
        if bad.any():
            raise st.err(k, f"Decision.pause holds {pause[bad][0]} (dtype {pause.dtype}), "
                            f"not a job id (0..{st.J - 1})")
        return pause.astype(np.int64)


@njit
def copy_in_range(a, lo, hi, out):  # pragma: no cover
    """Copy the integer array ``a`` into ``out`` if every entry lies in ``[lo, hi]``: the
    number of entries ``>= 0`` (the jobs placed, for a decision's regions), else -1 with
    ``out`` partly written. One pass for the range check, the count and the engine's copy."""
    n = 0
    for i in range(a.size):
        v = a[i]
        if v < lo or v > hi:
            return -1
        out[i] = v
        if v >= 0:
            n += 1
    return n
