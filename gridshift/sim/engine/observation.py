"""The Observation a policy sees at an epoch: what a real operator would see.

Actuals up to now (the signals' current rows and the carbon history), forecasts from the
run's seeded forecast models, the pending jobs (``obs.jobs``), the running then placed jobs
(``obs.running``), the free and queued GPUs per pool; each array a fresh read-only copy.
Other mechanisms add their fields (levers, site energy) through their ``observe`` hook.

Interface (:class:`Observer`, every run): ``wants(ep)`` (a decision is needed when a job is
pending or an interruptible job runs); :meth:`Observer.build` makes the epoch's Observation
(reads the pending set, the queue's running and placed jobs, the state arrays; changes
nothing); :meth:`Observer.expire` ends the last ``obs.running``'s lifetime once the policy
has answered. The numpy gathers and the compiled kernel (:func:`observe`, with the compiled
queue) side by side.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from typing import Any

import numpy as np

from gridshift import _jit
from gridshift._jit import njit
from gridshift.policies.api import Forecast, Observation, PendingJobs, RunningJobs
from gridshift.sim.engine.state import RUNNING, Epoch, Mechanism, State, freeze

__all__ = ["Observer", "observe"]


def _optional_fields(cls: type) -> dict[str, Any]:
    """The fields of dataclass ``cls`` that have a plain default, with it.

    The hot path builds Observation and PendingJobs (frozen dataclasses) as
    ``object.__new__(cls)`` with their ``__dict__`` filled from these defaults and the given
    fields: the constructor's object without its per-field ``object.__setattr__`` (a few
    microseconds an epoch); ``tests/sim/test_engine_kernels.py`` checks they are equal.
    """
    assert not hasattr(cls, "__post_init__"), cls  # the hot path would skip it
    return {f.name: f.default for f in dataclasses.fields(cls)
            if f.default is not dataclasses.MISSING}


OBS_OPTIONAL = _optional_fields(Observation)  # forecast (a default_factory) is always given
PENDING_FIELDS = tuple(f.name for f in dataclasses.fields(PendingJobs))
PENDING_KERNEL_FIELDS = PENDING_FIELDS[:15]  # the columns observe() fills, in order
PENDING_OPTIONAL = _optional_fields(PendingJobs)


class Observer(Mechanism):
    """The epoch's Observation (see the module docstring).

    Args:
        st: The run's state.
        queue: The queue (its running and placed jobs; its buffers when compiled).
        forecasters: Signal name -> forecaster (a callable of the row), possibly empty.
        history_steps: Steps of carbon history shown (at least 1).
        extras: The ``observe(ep, vals)`` hooks of the other mechanisms, in sequence order.
    """

    def __init__(self, st: State, queue: Any, forecasters: dict[str, Any], history_steps: int,
                 extras: list[Callable[[Epoch, dict[str, Any]], None]]) -> None:
        self.st, self.queue = st, queue
        self.forecasters = forecasters
        self.L = max(1, history_steps)
        self.extras = extras
        self.last_running: RunningJobs | None = None
        self.kb: Any = _jit.Bound(_module()) if queue.compiled else None
        if queue.compiled:  # the kernel's sources and output dtypes (fixed for the run)
            j = st.jobs
            self.src = (j.origin, st.data_at, j.kind, j.gpu_type, j.duration_s, j.gpu_util,
                        j.data_gb, j.submit_s, j.checkpoint_s, j.latency_slo_ms)
            self.p_dt = tuple(np.dtype(d) for d in (
                np.int64, j.origin.dtype, st.data_at.dtype, j.kind.dtype, j.gpus.dtype,
                j.gpu_type.dtype, j.duration_s.dtype, st.remaining.dtype, j.gpu_util.dtype,
                j.data_gb.dtype, j.submit_s.dtype, j.deadline_s.dtype,
                j.interruptible.dtype, j.checkpoint_s.dtype, j.latency_slo_ms.dtype))
            self.r_dt = tuple(np.dtype(d) for d in (np.int64, np.int64, np.int64, np.int64,
                                                    bool, bool, np.float64, np.float64))

    #: Ask the policy at an epoch where no job is pending but an interruptible job runs (it
    #: may pause it); ``Simulator`` sets it False for a policy that declares
    #: ``decides_without_pending = False``.
    ask_running: bool = True

    def wants(self, ep: Epoch) -> bool:
        """A decision is needed: a job is pending, or an interruptible job runs (unless the
        policy declared it never decides then: :attr:`ask_running`)."""
        return self.st.pending.size > 0 or (self.ask_running
                                            and self.queue.interruptible_running())

    def expire(self) -> None:
        """The policy has answered: the last ``obs.running`` may not be read any more."""
        if self.last_running is not None:
            self.last_running._expire()

    def finish(self) -> None:
        """The run is over: drop the references into its state."""
        self.last_running = None

    def build(self, ep: Epoch) -> Observation:
        """The Observation of epoch ``ep``."""
        if self.kb is not None:
            pj, rj = self._jobs_compiled(ep.t)
        else:
            pj, rj = self._jobs_numpy(ep.t)
        return self._observation(ep, pj, rj)

    def _jobs_compiled(self, t: float) -> tuple[PendingJobs, RunningJobs]:
        """``obs.jobs`` and ``obs.running`` from the compiled gather (no lever on)."""
        st, q = self.st, self.queue
        p = st.pending
        e = np.empty
        n, m = p.size, q.n_run + q.n_pl
        pcols = [e(n, d) for d in self.p_dt]
        rcols = [e(m, d) for d in self.r_dt]
        pl_job, _, *pl_rest = q.pl_cols  # (the placement numbers are not shown)
        self.kb.observe(t, p, q.n_run, q.rb_job, q.rb_i, q.rb_f, q.n_pl, pl_job, *pl_rest,
                        st.speed, st.jobs.deadline_s, st.jobs.interruptible, st.gpus,
                        st.remaining, *self.src, *pcols, *rcols)
        freeze(pcols)
        freeze(rcols)
        # the 15 columns the kernel fills are the first fields; min/max_gpus stay None
        # (PendingJobs and RunningJobs built without their constructors' per-field work:
        # tests/sim/test_engine_kernels.py checks they equal the constructors' objects)
        pj = object.__new__(PendingJobs)
        d = pj.__dict__  # (the instance dict filled in place: 0.3 us less than two updates)
        d.update(zip(PENDING_KERNEL_FIELDS, pcols, strict=True))
        d.update(PENDING_OPTIONAL)
        return pj, RunningJobs._of_columns(rcols)

    def _jobs_numpy(self, t: float) -> tuple[PendingJobs, RunningJobs]:
        """``obs.jobs`` and ``obs.running`` gathered with numpy."""
        st = self.st
        j = st.jobs
        p = st.pending
        bounds = st.bounds
        # the columns in PendingJobs' field order; integer indexing makes new arrays:
        # private copies, .base None (``p.copy()`` is ``ro(p)``'s copy of the 1-D index)
        cols = [p.copy(), j.origin[p], st.data_at[p], j.kind[p], j.gpus[p], j.gpu_type[p],
                j.duration_s[p], st.remaining[p], j.gpu_util[p], j.data_gb[p],
                j.submit_s[p], j.deadline_s[p], j.interruptible[p], j.checkpoint_s[p],
                j.latency_slo_ms[p]]
        if bounds is not None:
            cols += [bounds[0][p], bounds[1][p]]
        freeze(cols)
        # built as the compiled path builds it (without the frozen dataclass's per-field
        # ``object.__setattr__``; tests/sim/test_engine_kernels.py checks it equals the
        # constructor's object)
        pj = object.__new__(PendingJobs)
        d = pj.__dict__
        d.update(zip(PENDING_KERNEL_FIELDS, cols, strict=False))
        d.update(PENDING_OPTIONAL)
        if bounds is not None:
            d["min_gpus"], d["max_gpus"] = cols[15], cols[16]
        if self.queue.compact:
            return pj, self._running_compact(t)
        return pj, self._running_gather(t)

    def _observation(self, ep: Epoch, pj: PendingJobs, rj: RunningJobs) -> Observation:
        """The Observation around the pending and running jobs' columns ``pj`` and ``rj``."""
        st = self.st
        w = st.world
        row = w.pad_before + ep.k
        self.last_running = rj
        lo = max(0, row - self.L + 1)
        fc = (Forecast._of_provider(self._forecast_provider(row)) if self.forecasters
              else Forecast())
        # fresh read-only copies (``.copy()`` of the C-contiguous rows and pools gives what
        # ``ro`` gives; the history is a transposed view, copied in its own order as ``ro``
        # does, so a policy's reductions over it see the same layout)
        cols = (st.free_rg.copy(), st.queued_rg.copy(), w.carbon[row].copy(),
                w.price[row].copy(), w.temp[row].copy(), w.pue[row].copy(),
                np.array(w.carbon[lo: row + 1].T))
        freeze(cols)
        vals = {**OBS_OPTIONAL, "step": ep.k, "time_s": ep.t, "jobs": pj, "running": rj,
                "free_gpus": cols[0], "queued_gpus": cols[1], "carbon_gco2_per_kwh": cols[2],
                "price_usd_per_mwh": cols[3], "temp_c": cols[4], "pue": cols[5],
                "history_carbon_gco2_per_kwh": cols[6], "forecast": fc}
        for add in self.extras:
            add(ep, vals)
        o = object.__new__(Observation)
        o.__dict__.update(vals)
        return o

    def _forecast_provider(self, row: int) -> Any:
        fc = self.forecasters

        def provide(name: str) -> np.ndarray | None:
            f = fc.get(name)
            return None if f is None else f(row)

        return provide

    def _running_compact(self, t: float) -> RunningJobs:
        """``obs.running`` from the compact rows of the running jobs (no lever on).

        The same arrays, bit for bit, as :meth:`_running_gather`: the running jobs come
        first (``started``), their remaining work is ``max(remaining - max(t - start -
        restore, 0) * speed, 0)``; a placed job's is its ``remaining`` (``x - 0.0 * speed``
        is ``x``), and every array is a fresh one.
        """
        st, q = self.st, self.queue
        j = st.jobs
        running, placed, run_i, run_f = q.running, q.placed, q.run_i, q.run_f
        n_r = running.size
        gt_r = run_i[:, 1]
        rem_r = np.maximum(run_f[:, 2] - np.maximum(t - run_f[:, 0] - run_f[:, 1], 0.0)
                           * st.speed[gt_r], 0.0)
        started = np.zeros(n_r + placed.size, dtype=bool)
        started[:n_r] = True
        # the columns in RunningJobs.FIELDS' order (job_id, region, gpu_type, gpus,
        # started, interruptible, remaining_s, deadline_s)
        if placed.size:
            cat = np.concatenate
            cols = [cat([running, placed]), cat([run_i[:, 0], st.region[placed]]),
                    cat([gt_r, st.gtype[placed]]), cat([run_i[:, 2], st.gpus[placed]]),
                    started, cat([run_i[:, 3].astype(bool), j.interruptible[placed]]),
                    cat([rem_r, np.maximum(st.remaining[placed], 0.0)]),
                    cat([run_f[:, 4], j.deadline_s[placed]])]
        else:
            cols = [running.copy(), run_i[:, 0].copy(), gt_r.copy(), run_i[:, 2].copy(),
                    started, run_i[:, 3].astype(bool), rem_r, run_f[:, 4].copy()]
        freeze(cols)
        return RunningJobs._of_columns(cols)

    def _running_gather(self, t: float) -> RunningJobs:
        """``obs.running`` gathered from the engine's ``[J]`` state arrays."""
        st, q = self.st, self.queue
        j = st.jobs
        running, placed = q.running, q.placed
        act = np.concatenate([running, placed]) if placed.size else running
        # materialised now (private copies), not a closure over the simulator's state
        started = st.status[act] == RUNNING
        gt = st.gtype[act]
        done = np.where(started, np.maximum(t - st.seg_start[act] - st.seg_pen[act], 0.0), 0.0)
        r_now = st.speed[np.maximum(gt, 0)]
        if st.fac is not None:
            r_now = r_now * np.where(started, st.fac[act], 1.0)
        rem = np.maximum(st.remaining[act] - done * r_now, 0.0)
        cols = {"job_id": act.copy(), "region": st.region[act], "gpu_type": gt,
                "gpus": st.gpus[act], "started": started,
                "interruptible": j.interruptible[act], "remaining_s": rem,
                "deadline_s": j.deadline_s[act]}
        freeze(cols.values())
        return RunningJobs(**cols)


@njit
def observe(t, p, n_run, run_job, run_i, run_f, n_pl, pl_job, pl_reg, pl_type,  # pragma: no cover
            pl_gpus, pl_int, pl_rem, pl_dl, speed, j_deadline, j_inter, gpus, remaining, origin,
            data_at, kind, gpu_type, duration, gpu_util, data_gb, submit, checkpoint, latency,
            o_id, o_origin, o_data_at, o_kind, o_gpus, o_type, o_dur, o_rem, o_util, o_gb,
            o_sub, o_dl, o_int, o_ck, o_lat, r_id, r_reg, r_type, r_gpus, r_started, r_int,
            r_rem, r_dl):
    """Fill the columns of ``obs.jobs`` (pending jobs ``p``, the ``o_*`` arrays, one row per
    pending job) and ``obs.running`` (the ``r_*`` arrays: the ``n_run`` running rows, then the
    ``n_pl`` placed rows).

    Exactly :meth:`Observer._jobs_numpy`'s ``col()`` gathers and ``_running_compact``: the running
    rows first (``started``), their remaining work ``max(remaining - max(t - start - restore,
    0) * speed, 0)``, then the placed jobs in placement order with their ``max(remaining,
    0)``. The caller allocates the outputs (fresh numpy arrays, ``.base`` None: nothing of
    the engine's).
    """
    for i in range(p.size):
        j = p[i]
        o_id[i] = j
        o_origin[i] = origin[j]
        o_data_at[i] = data_at[j]
        o_kind[i] = kind[j]
        o_gpus[i] = gpus[j]
        o_type[i] = gpu_type[j]
        o_dur[i] = duration[j]
        o_rem[i] = remaining[j]
        o_util[i] = gpu_util[j]
        o_gb[i] = data_gb[j]
        o_sub[i] = submit[j]
        o_dl[i] = j_deadline[j]
        o_int[i] = j_inter[j]
        o_ck[i] = checkpoint[j]
        o_lat[i] = latency[j]
    for i in range(n_run):
        r_id[i] = run_job[i]
        r_reg[i] = run_i[i, 0]
        g = run_i[i, 1]
        r_type[i] = g
        r_gpus[i] = run_i[i, 2]
        r_int[i] = run_i[i, 3] != 0
        r_started[i] = True
        el = t - run_f[i, 0] - run_f[i, 1]
        if not (el > 0.0 or el != el):  # np.maximum(el, 0.0): 0.0 where equal, NaN kept
            el = 0.0
        rem = run_f[i, 2] - el * speed[g]
        r_rem[i] = rem if (rem > 0.0 or rem != rem) else 0.0
        r_dl[i] = run_f[i, 4]
    # the placed rows: each column copied in a loop over views, which the compiler
    # vectorises (an offset index such as r_id[n_run + c] is checked for wraparound at
    # every access and does not)
    d1, s1 = r_id[n_run:], pl_job[:n_pl]
    for c in range(n_pl):
        d1[c] = s1[c]
    d2, s2 = r_reg[n_run:], pl_reg[:n_pl]
    for c in range(n_pl):
        d2[c] = s2[c]
    d3, s3 = r_type[n_run:], pl_type[:n_pl]
    for c in range(n_pl):
        d3[c] = s3[c]
    d4, s4 = r_gpus[n_run:], pl_gpus[:n_pl]
    for c in range(n_pl):
        d4[c] = s4[c]
    d5, s5 = r_int[n_run:], pl_int[:n_pl]
    for c in range(n_pl):
        d5[c] = s5[c]
    d6 = r_started[n_run:]
    for c in range(n_pl):
        d6[c] = False
    d7, s7 = r_rem[n_run:], pl_rem[:n_pl]
    for c in range(n_pl):
        rem = s7[c]
        d7[c] = rem if (rem > 0.0 or rem != rem) else 0.0
    d8, s8 = r_dl[n_run:], pl_dl[:n_pl]
    for c in range(n_pl):
        d8[c] = s8[c]


def _module() -> Any:
    """This module (its kernel looked up at call time: a test may replace it)."""
    import sys

    return sys.modules[__name__]
