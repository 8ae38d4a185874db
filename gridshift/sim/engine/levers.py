"""The operator levers in the loop: elastic GPU counts and GPU power capping.

With ``[levers] elastic = true`` a policy may place a job on another GPU count
(``Decision.gpus``) and rescale a running one (``Decision.rescale``/``rescale_gpus``, at the
cost of its checkpoint plus ``rescale_overhead_s``); with ``power_capping = true`` it sets a
power limit per pool (``Decision.power_cap_w``). A job's rate is then ``speed x fac`` with
``fac`` from :mod:`gridshift.models.levers` (Amdahl's relative speedup, the capped speed
factor). docs/levers-elastic.md.

Interface (:class:`Levers`, constructed only when a lever is on): ``wants(ep)`` (a decision
whenever a job runs), ``observe(ep, vals)`` (``power_cap_w``, ``running_min/max_gpus``),
``decide(ep, dec, obs)`` validates the lever fields into ``ep.gsel``, ``ep.resc``,
``ep.resc_n``, ``ep.newcap``; ``act(ep)`` (4b) splits the segments of the jobs rescaled or
whose pool's limit changed at ``t`` (changes ``gpus``, ``fac``, ``free``, ``remaining``,
the segment state and log); ``place``/``factor`` are called by the queue when a job is
placed or starts. The numpy path only: with a lever on the queue is the numpy one.
"""

from __future__ import annotations

from typing import Any

import numpy as np

from gridshift.policies.api import DEFER, Decision, Observation
from gridshift.sim.engine.segments import SegmentLog
from gridshift.sim.engine.state import RUNNING, Epoch, Mechanism, State, out_of_range, ro

__all__ = ["Levers", "elastic_bounds"]


def elastic_bounds(world: Any) -> tuple[np.ndarray, np.ndarray]:
    """``(min_gpus, max_gpus)`` per job of ``world`` under its ``[levers]`` (rigid = ``gpus``).

    The job columns where given, else the ``elastic_kinds``/``elastic_range`` rule (capped at
    the most GPUs of one usable type a region has), else ``gpus``.
    """
    from gridshift.models import levers
    from gridshift.policies.api import JOB_KINDS
    from gridshift.scenario import levers_options

    lv = levers_options(world.scenario)
    j = world.jobs
    cap = world.capacity
    pool_max = np.where(j.gpu_type >= 0, cap.max(axis=0)[np.maximum(j.gpu_type, 0)], cap.max())
    return levers.elastic_bounds(j.gpus, np.asarray(JOB_KINDS)[j.kind], j.min_gpus, j.max_gpus,
                                 tuple(lv["elastic_kinds"]), lv["elastic_range"], pool_max)


class Levers(Mechanism):
    """Elastic GPU counts and power capping (see the module docstring).

    Args:
        st: The run's state (``gpus`` becomes a copy, ``fac``, ``levers`` and ``bounds`` set).
        log: The segment log (made with this mechanism's ``cap_pool`` when capping).
        queue: The (numpy) queue: its running and placed jobs.
        info: The run's PolicyInfo (serial fractions, the cap throughput exponent, limits).
        lv: ``levers_options(scenario)``.
    """

    def __init__(self, st: State, info: Any, lv: dict[str, Any]) -> None:
        self.st = st
        self.info = info
        self.elastic = bool(lv["elastic"])
        self.capping = bool(lv["power_capping"])
        J = st.J
        st.fac = np.ones(J)  # rate multiplier of a job's run
        st.levers = self
        self.n_resc = np.zeros(J, dtype=np.int64)
        self.cap_pool = np.full(st.P, np.nan)  # power limit per GPU of each pool [W], NaN none
        if self.elastic:
            st.gpus = st.jobs.gpus.astype(np.int64)  # a copy: the GPUs each job holds (or will)
            st.bounds = elastic_bounds(st.world)
            assert info.serial_fraction is not None
            self.sig_j = np.asarray(info.serial_fraction)[st.jobs.kind]
            self.rescale_s = st.jobs.checkpoint_s + float(lv["rescale_overhead_s"])
        if self.capping:
            self.beta = float(info.cap_throughput_exponent or 0.0)
        self.log: SegmentLog | None = None
        self.queue: Any = None

    def attach(self, log: SegmentLog, queue: Any) -> None:
        """The segment log and the queue of the run (made after this mechanism)."""
        self.log, self.queue = log, queue

    def factor(self, d: np.ndarray, g: np.ndarray, n: np.ndarray, pool: np.ndarray
               ) -> np.ndarray:
        """Rate multiplier of jobs ``d`` on ``n`` GPUs of type ``g`` in ``pool``."""
        st = self.st
        w, jobs = st.world, st.jobs
        f = np.ones(d.size)
        if self.elastic:
            from gridshift.models.levers import relative_speedup

            f = f * relative_speedup(n, jobs.gpus[d], self.sig_j[d])
        if self.capping:
            from gridshift.models.levers import capped_speed_factor

            p0 = w.gpu_idle_w[g] + (w.gpu_max_w[g] - w.gpu_idle_w[g]) * jobs.gpu_util[d]
            f = f * capped_speed_factor(p0, self.cap_pool[pool], self.beta)
        return f

    def place(self, jid: np.ndarray, gsel: np.ndarray | None, go: np.ndarray | None) -> None:
        """The GPU count of each job placed (the decision's, or the job's own)."""
        if not self.elastic:
            return
        gs = gsel if gsel is None or go is None else gsel[go]
        own = self.st.jobs.gpus[jid]
        self.st.gpus[jid] = own if gs is None else np.where(gs >= 0, gs, own)

    def wants(self, ep: Epoch) -> bool:
        """A running job may be rescaled or its pool capped: a decision whenever one runs."""
        return bool(self.queue.running.size)

    def observe(self, ep: Epoch, vals: dict[str, Any]) -> None:
        """``obs.power_cap_w`` and ``obs.running_min_gpus``/``running_max_gpus``."""
        st = self.st
        if self.capping:
            vals["power_cap_w"] = ro(self.cap_pool.reshape(st.free_rg.shape))
        if st.bounds is not None:
            running, placed = self.queue.running, self.queue.placed
            act = np.concatenate([running, placed]) if placed.size else running
            vals["running_min_gpus"] = ro(st.bounds[0][act])
            vals["running_max_gpus"] = ro(st.bounds[1][act])

    def decide(self, ep: Epoch, dec: Decision, obs: Observation) -> None:
        """Check the lever fields of ``dec`` (docs/levers-elastic.md) into ``ep``."""
        if self.elastic and dec.gpus is not None:
            ep.gsel = self._check_gpus(ep.k, dec, obs)
        if self.elastic and (dec.rescale is not None or dec.rescale_gpus is not None):
            ep.resc, ep.resc_n = self._check_rescale(ep, dec)
        if self.capping and dec.power_cap_w is not None:
            ep.newcap = self._check_caps(ep.k, dec)

    def _check_gpus(self, k: int, dec: Decision, obs: Observation) -> np.ndarray:
        """``Decision.gpus`` (one per pending job, -1 = its own), checked."""
        st = self.st
        n = len(obs.jobs)
        a = np.asarray(dec.gpus)
        if a.shape != (n,) or (n and not np.issubdtype(a.dtype, np.integer)):
            raise st.err(k, f"Decision.gpus must be an integer array with one entry per "
                            f"pending job (-1 = the job's own gpus), got {a.dtype} "
                            f"{a.shape} for {n} pending jobs")
        lo, hi = obs.jobs.min_gpus, obs.jobs.max_gpus
        assert lo is not None and hi is not None
        placed = np.asarray(dec.region) != DEFER
        bad = placed & (a != -1) & (out_of_range(a, 1, 2**62) | (a.astype(np.float64) < lo)
                                    | (a.astype(np.float64) > hi))
        if bad.any():
            i = int(np.flatnonzero(bad)[0])
            raise st.err(k, f"Decision.gpus gives job {st.jobs.job_id[int(obs.jobs.job_id[i])]!r}"
                            f" {a[i]} GPUs; it may run on {lo[i]} .. {hi[i]} "
                            "(min_gpus .. max_gpus), or -1 for its own gpus")
        return a.astype(np.int64)

    def _check_rescale(self, ep: Epoch, dec: Decision) -> tuple[Any, Any]:
        """``Decision.rescale``/``rescale_gpus`` checked: the jobs whose count changes."""
        st, k = self.st, ep.k
        jname = st.jobs.job_id
        if dec.rescale is None or dec.rescale_gpus is None:
            raise st.err(k, "Decision.rescale and Decision.rescale_gpus go together "
                            "(job ids and their new GPU counts)")
        ids = np.asarray(dec.rescale)
        ns = np.asarray(dec.rescale_gpus)
        if ids.ndim != 1 or (ids.size and not np.issubdtype(ids.dtype, np.integer)):
            raise st.err(k, "Decision.rescale must be a 1-D integer array of job ids")
        if ns.shape != ids.shape or (ns.size and not np.issubdtype(ns.dtype, np.integer)):
            raise st.err(k, f"Decision.rescale_gpus must be an integer array of the "
                            f"shape of Decision.rescale {ids.shape}, got {ns.dtype} "
                            f"{ns.shape}")
        J = st.J
        bad = out_of_range(ids, 0, J - 1)
        if bad.any():
            raise st.err(k, f"Decision.rescale holds {ids[bad][0]} (dtype {ids.dtype}), "
                            f"not a job id (0..{J - 1})")
        ids = ids.astype(np.int64)
        if np.unique(ids).size != ids.size:
            raise st.err(k, "Decision.rescale names a job more than once")
        ok = st.status[ids] == RUNNING
        if ep.pause is not None and ep.pause.size:
            ok &= ~np.isin(ids, ep.pause)
        if not ok.all():
            b = int(ids[~ok][0])
            raise st.err(k, f"asked to rescale job {jname[b]!r}, which is not a running "
                            "(started) job, or is paused in the same decision")
        assert st.bounds is not None
        lo, hi = st.bounds
        badn = out_of_range(ns, 1, 2**62)
        if not badn.any():
            badn = (ns.astype(np.int64) < lo[ids]) | (ns.astype(np.int64) > hi[ids])
        if badn.any():
            i = int(np.flatnonzero(badn)[0])
            raise st.err(k, f"Decision.rescale_gpus gives job {jname[int(ids[i])]!r} "
                            f"{ns[i]} GPUs; it may run on {lo[ids[i]]} .. {hi[ids[i]]} "
                            "(min_gpus .. max_gpus)")
        ns = ns.astype(np.int64)
        change = ns != st.gpus[ids]  # the same count is no rescale (no cost)
        if change.any():
            return ids[change], ns[change]
        return None, None

    def _check_caps(self, k: int, dec: Decision) -> np.ndarray:
        """``Decision.power_cap_w`` checked: the limit per pool ``[P]`` [W], NaN = none."""
        st = self.st
        w = st.world
        R, G = st.R, st.G
        a = np.asarray(dec.power_cap_w)
        if a.shape != (R, G) or not (np.issubdtype(a.dtype, np.floating)
                                     or np.issubdtype(a.dtype, np.integer)):
            raise st.err(k, f"Decision.power_cap_w must be a float array of shape "
                            f"{(R, G)} (regions x GPU types, W per GPU, NaN = no limit), "
                            f"got {a.dtype} {a.shape}")
        a = a.astype(np.float64)
        info = self.info
        assert info.power_limit_min_w is not None and info.power_limit_max_w is not None
        lo = np.broadcast_to(info.power_limit_min_w, (R, G))
        hi = np.broadcast_to(info.power_limit_max_w, (R, G))
        given = ~np.isnan(a)
        bad = given & ~(np.isfinite(a) & (a >= lo) & (a <= hi))
        if bad.any():
            r, g = (int(v[0]) for v in np.nonzero(bad))
            tname = w.gpu_types[g]
            if np.isnan(lo[r, g]):
                why = (f"GPU type {tname} has no cited power-limit range (set [levers] "
                       f"power_limits_w.{tname} = [min_w, max_w]); use NaN for no limit")
            else:
                why = (f"the allowed range of {tname} is {lo[r, g]:g} .. {hi[r, g]:g} W "
                       "(info.power_limit_min_w .. power_limit_max_w), or NaN for no limit")
            raise st.err(k, f"Decision.power_cap_w[{r}, {g}] (region {w.regions[r]}, "
                            f"{tname}) is {a[r, g]}; {why}")
        return a.reshape(-1)

    def act(self, ep: Epoch) -> None:
        """(4b) Rescales and power-limit changes split the running segments at ``ep.t``."""
        resc, newcap = ep.resc, ep.newcap
        if resc is None and newcap is None:
            return
        st = self.st
        G = st.G
        running = self.queue.running
        hit = np.empty(0, dtype=np.int64)
        if newcap is not None:
            cap_pool = self.cap_pool
            same = (newcap == cap_pool) | (np.isnan(newcap) & np.isnan(cap_pool))
            cap_pool[:] = newcap
            if running.size and not same.all():
                hit = running[~same[st.region[running] * G + st.gtype[running]]]
        rs = resc if resc is not None else np.empty(0, dtype=np.int64)
        d = np.unique(np.concatenate([hit, rs]))
        if d.size:
            self._split(ep, d, rs)

    def _split(self, ep: Epoch, d: np.ndarray, rs: np.ndarray) -> None:
        """End the segments of jobs ``d`` at ``t`` and start new ones (``rs`` rescaled)."""
        st, t, k = self.st, ep.t, ep.k
        G, P = st.G, st.P
        w = st.world
        is_r = np.isin(d, rs)
        n_new = st.gpus[d].copy()
        if rs.size:
            n_new[np.searchsorted(d, rs)] = ep.resc_n
        el = np.maximum(t - st.seg_start[d] - st.seg_pen[d], 0.0)
        left_pen = np.maximum(st.seg_start[d] + st.seg_pen[d] - t, 0.0)
        st.remaining[d] = np.maximum(st.remaining[d] - el * st.rate(d), 0.0)
        assert self.log is not None
        self.log.stop(st.cur_seg[d], t)
        pool_d = st.region[d] * G + st.gtype[d]
        free = st.free
        free += np.bincount(pool_d, weights=st.gpus[d], minlength=P).astype(np.int64)
        take_n = np.bincount(pool_d, weights=n_new, minlength=P).astype(np.int64)
        if (take_n > free).any():
            pb = int(np.flatnonzero(take_n > free)[0])
            raise st.err(k, f"Decision.rescale needs {take_n[pb]} GPUs of type "
                            f"{w.gpu_types[pb % G]} in region "
                            f"{w.regions[pb // G]} but only {free[pb]} are free "
                            "there after this epoch's pauses and scale-downs")
        free -= take_n
        if self.elastic:
            st.gpus[d] = n_new
        pen_d = np.where(is_r, self.rescale_s[d], left_pen) if self.elastic else left_pen
        assert st.fac is not None
        st.fac[d] = self.factor(d, st.gtype[d], n_new, pool_d)
        st.seg_start[d] = t
        st.seg_pen[d] = pen_d
        st.end_s[d] = t + (st.remaining[d] / st.rate(d) + pen_d)
        st.cur_seg[d] = self.log.start(d, st.region[d], st.gtype[d], n_new, np.full(d.size, t),
                                       st.end_s[d], pool_d)
        self.n_resc[d[is_r]] += 1

    def schedule(self, fields: dict[str, Any], k_stop: int) -> None:
        """``Schedule.rescales`` (the elastic lever)."""
        if self.elastic:
            fields["rescales"] = self.n_resc
