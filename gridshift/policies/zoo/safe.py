"""Deadline-safe spatio-temporal shifting: reservations that are repaired, not overbooked.

``spatiotemporal-greedy-v1`` plans each job once, on arrival, into the cheapest (region, GPU type,
start slot) with room in its reservation book.  When an arrival finds no room before its
deadline it runs now at home *on top of the book*, and the book is then wrong: the jobs whose
reserved slots it takes start late, and their deadlines go.  On gs-v2 that is where its SLO
violations come from (28 such arrivals on ``eu-temporal`` dev seed 0, 1,177 on ``us-spatial``),
and why no policy that shifts work kept within one percentage point of ``local-now``'s SLO
violations on every scenario.

``deadline-safe-greedy-v1`` plans the same way, and on such an arrival *repairs* the book
instead: the planned jobs that have not started and hold a reservation the arrival could use
before its deadline give it back, and all of them, with the arrival, are planned again in order
of deadline (earliest first, the order that meets every deadline on one machine whenever any
order does; Liu & Layland 1973).  Each keeps its old option where that still has room (it was
its cheapest with room when planned), else takes its cheapest option with room now; a job that
finds none takes its earliest start with room.  Only if one still finds none is the whole set
planned again, deadline first, each job at its *earliest* feasible start (which gives up the
carbon shift of the jobs that were waiting but keeps their deadlines), and a job with no room
even then runs now at home, as in v1.

Repair alone is not enough: once work has been deferred, the arrivals of the next hours find the
cheap slots taken, and a backlog that ``local-now`` (work-conserving) never builds has no way to
catch up.  So a flexible reservation (one that starts later, or in another region than the
job's data) may fill a pool only up to ``1 - headroom`` of its GPUs in any slot; the rest stays
free for jobs that start when they arrive where their data is.  (Without the "other region"
half, work moved into a clean region took the GPUs its own short, tight jobs needed: on two
weeks of ``global-16-year`` 814 jobs found no room anywhere in time.)  ``headroom`` is the one
parameter (default 0.25, the first value tried besides 0 on the gs-v2 dev split; the test
split played no part in choosing it; docs/zoo.md has how the result moves with it).

References
----------
* Radovanovic et al. 2022, "Carbon-aware computing for datacenters" (IEEE Trans. Power Syst.
  38(2)): day-ahead planning of flexible load under capacity limits; Sukprasert et al. 2024
  (EuroSys '24): spatio-temporal shifting.
* Liu, C. L., Layland, J. W. (1973). Scheduling algorithms for multiprogramming in a hard-real-
  time environment. J. ACM 20(1), 46-61 (earliest-deadline-first).
"""

from __future__ import annotations

import numpy as np

from gridshift._jit import active as _jit_active
from gridshift.policies.api import Decision, Observation, PolicyInfo
from gridshift.policies.helpers import host_mask, latency_ok
from gridshift.policies.zoo._common import (
    forecast_carbon,
    it_power_w,
    plan_back,
    plan_front,
    planner_arrays_of,
    planner_statics,
    run_s,
    window_csum,
)
from gridshift.policies.zoo._warm import Warmed

__all__ = ["DeadlineSafeGreedy"]

#: Arrivals whose options are costed together (bounds the ``[chunk, R, G, S]`` arrays).
_CHUNK = 128
#: Cheapest options of each arrival checked for room before the full search.
_CANDIDATES = 32


class DeadlineSafeGreedy(Warmed):
    """Spatio-temporal greedy with a reservation book that keeps headroom and is repaired.

    Each job is planned on arrival, in arrival order, into the (region, GPU type, start slot) of
    least forecast carbon that meets its deadline and has room in the book (carbon of an option
    = IT power x nominal PUE x mean forecast CI over the run after the transfer, + transfer
    energy x CI where the data is; the ``spatiotemporal-greedy-v1`` cost).  An option that
    starts now where the job's data is has room while the book plus the job stays within the
    pool's GPUs over its run; a flexible one (later, or elsewhere), within
    ``floor((1 - headroom) x GPUs)``.  An arrival with no room triggers a repair (module
    docstring): the waiting jobs it competes with are re-planned with it deadline first, each
    keeping its option where that still has room; one that finds none takes its earliest start
    with room (no headroom); failing that the whole set is planned as soon as possible, and a
    job with no room even then runs now at home and queues there.  Once a repair has failed in
    an epoch, later arrivals of that epoch go straight to the earliest start or home.

    Args:
        headroom: Share of each pool's GPUs (0 <= headroom < 1) that flexible reservations
            leave free.
    """

    id = "deadline-safe-greedy-v1"
    family = "spatiotemporal"
    description = ("Spatio-temporal greedy whose GPU reservations keep headroom and are "
                   "re-planned deadline-first when an arrival finds no room")
    citation = ("Radovanovic et al. 2022 (IEEE Trans. Power Syst.); Sukprasert et al. 2024 "
                "(EuroSys '24); Liu & Layland 1973 (J. ACM), earliest deadline first")

    def __init__(self, headroom: float = 0.25) -> None:
        h = float(headroom)
        if not 0.0 <= h < 1.0:
            raise ValueError(f"deadline-safe-greedy-v1: headroom must be in [0, 1), got {h!r}")
        self.headroom = h

    def reset(self, info: PolicyInfo) -> None:
        super().reset(info)
        R, G = info.capacity.shape
        self._book = np.zeros((R, G, info.n_steps + max(info.horizon_steps, 1) + 2), np.int64)
        self._cap_later = np.floor(info.capacity * (1.0 - self.headroom)).astype(np.int64)
        self._cap64 = np.ascontiguousarray(info.capacity, dtype=np.int64)
        self._nxt = np.empty(self._book.shape[2] + 1, np.int64)  # the compiled planner's scratch
        self._k_info, self._k_ok = planner_statics(info)
        self._no_runs = np.zeros((1, 1))  # (its spatiotemporal fallback is not used here)
        self._plan_step = np.full(0, -1, dtype=np.int64)
        self._plan_region = np.full(0, -1, dtype=np.int64)
        self._plan_type = np.full(0, -1, dtype=np.int64)
        self._plan_len = np.full(0, 0, dtype=np.int64)
        self._congested = -1  # the last epoch in which a repair found no room
        self._n = {"planned": 0, "fallback_now": 0, "repairs": 0, "asap_repairs": 0}

    def _grow(self, n: int) -> None:
        m0 = self._plan_step.size
        if n > m0:
            m = max(n, 2 * m0, 64)
            pad = np.full(m - m0, -1, dtype=np.int64)
            self._plan_step = np.concatenate([self._plan_step, pad])
            self._plan_region = np.concatenate([self._plan_region, pad])
            self._plan_type = np.concatenate([self._plan_type, pad])
            self._plan_len = np.concatenate([self._plan_len, np.zeros(m - m0, np.int64)])

    def decide(self, obs: Observation) -> Decision:
        jobs = obs.jobs
        if len(jobs) == 0:
            return Decision(region=np.empty(0, np.int64), gpu_type=np.empty(0, np.int64))
        k = int(obs.step)
        jid = jobs.job_id
        new = plan_front(self, jid)
        if new.size:
            info = self.info
            fc = forecast_carbon(obs)
            csum = window_csum(fc)
            avail = np.maximum(obs.free_gpus - obs.queued_gpus, 0).astype(np.int64)
            compiled = _jit_active()
            got = None
            if compiled and self._k_ok:  # the arrays below and _prep's in one compiled pass
                got = planner_arrays_of(obs, info, new, True, self._k_info, int(fc.shape[1]),
                                        self._book.shape[2] - k)
            if got is None:
                ctx = (fc, csum, host_mask(info, jobs) & latency_ok(info, jobs)[:, :, None],
                       it_power_w(info, jobs), run_s(info, jobs), avail)
                pre = None
            else:
                ctx = (fc, csum, got[0], got[1], got[2], avail)
                pre = got[3]
            if compiled:
                self._plan_compiled(obs, new, ctx, pre)
            for c0 in range(0, 0 if compiled else new.size, _CHUNK):
                rows = new[c0:c0 + _CHUNK]
                for i, cand in zip(rows.tolist(), self._cheapest(obs, rows, ctx), strict=True):
                    if self._plan_step[jid[i]] >= 0:  # a repair planned it already
                        continue
                    for opt in cand:
                        if self._has_room(obs, i, *opt, ctx):
                            self._reserve(obs, i, *opt, ctx)
                            break
                    else:
                        self._plan_one(obs, i, ctx)
        # placed now: off the plan (a job paused later by the engine is planned afresh); the
        # book keeps its slots
        region, gtype = plan_back(self, jid, jobs.gpu_type, k)
        return Decision(region=region, gpu_type=gtype)

    def _plan_compiled(self, obs: Observation, rows: np.ndarray, ctx: tuple,
                       pre: tuple | None = None) -> None:
        """The arrivals ``rows`` planned in order by the compiled planner
        (``_kernels.plan_cheapest``): each takes its cheapest option with room (the headroom
        rule of :meth:`_has_room`), which is what the candidate loop of :meth:`decide` and the
        full search behind it choose; a job without room goes to :meth:`_plan_one` (repair),
        and one with a cost that is not finite through the numpy path of :meth:`decide`.
        """
        from gridshift.policies.zoo._kernels import DONE, NON_FINITE, plan_cheapest

        if pre is None:
            pre = self._prep(obs, rows, ctx)
        n = len(rows)
        t = 0
        while t < n:
            t, status, _r, _g, _j, _L, planned, _f = plan_cheapest(
                t, n, False, True, *self._kernel_args(obs, pre, ctx, self._cap_later))
            self._n["planned"] += int(planned)
            if status == DONE:
                break
            i = int(rows[t])
            if status == NON_FINITE:  # the numpy path for this job (numpy's NaN/inf rules)
                for opt in self._cheapest(obs, rows[t:t + 1], ctx)[0]:
                    if self._has_room(obs, i, *opt, ctx):
                        self._reserve(obs, i, *opt, ctx)
                        break
                else:
                    self._plan_one(obs, i, ctx)
            else:  # no room: the full search would find none either; repair
                self._plan_one(obs, i, ctx, pre=(pre, t), searched=True)
            t += 1

    def _prep(self, obs: Observation, rows: np.ndarray, ctx: tuple) -> tuple:
        """The per-option arrays of jobs ``rows`` the compiled planner reads (the same
        elementwise arithmetic as :meth:`_cheapest` and :meth:`_search`)."""
        info = self.info
        jobs = obs.jobs
        power, runs = ctx[3], ctx[4]
        L, hi, opt = self._reach(obs, rows, ctx)
        a = power[rows][:, None, :] * info.pue_nominal[None, :, None] * runs[rows][:, None, :]
        trk = np.asarray(jobs.data_gb[rows] * info.transfer_kwh_per_gb, np.float64)
        return (a, trk, L, hi, opt, jobs.gpus[rows].astype(np.int64),
                jobs.data_at[rows].astype(np.int64), jobs.job_id[rows].astype(np.int64))

    def _kernel_args(self, obs: Observation, pre: tuple, ctx: tuple, lim_flex: np.ndarray
                     ) -> tuple:
        """``plan_cheapest``'s arguments after ``(t0, t1, earliest, reserve)``."""
        return (ctx[1], np.ascontiguousarray(ctx[0]), *pre, self._book, self._cap64,
                lim_flex, ctx[5], int(obs.step), self._plan_step, self._plan_region,
                self._plan_type, self._plan_len, True, self._nxt, False, pre[4], self._no_runs,
                1.0)

    def _reach(self, obs: Observation, rows: np.ndarray, ctx: tuple
               ) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
        """``[n, R, G]`` slots each option holds (transfer + run), its last start offset
        (clipped to the horizon and the book), and whether it can meet the deadline at all."""
        info = self.info
        jobs = obs.jobs
        fc, host, runs = ctx[0], ctx[2], ctx[4]
        step = float(info.step_s)
        R, H = fc.shape
        left = self._book.shape[2] - int(obs.step)
        src = jobs.data_at[rows]
        xfer = info.transfer_s(src[:, None], np.arange(R)[None, :], jobs.data_gb[rows][:, None])
        dur = xfer[:, :, None] + runs[rows][:, None, :]  # [n, R, G]
        L = np.maximum(np.ceil(dur / step - 1e-9).astype(np.int64), 1)
        last = np.floor(((jobs.deadline_s[rows] - obs.time_s)[:, None, None] - dur) / step
                        + 1e-9).astype(np.int64)
        hi = np.maximum(np.minimum(np.minimum(last, H - L), left - L), 0)
        return L, hi, host[rows] & (last >= 0)

    def _cheapest(self, obs: Observation, rows: np.ndarray, ctx: tuple
                  ) -> list[list[tuple[int, int, int, int]]]:
        """Each job's :data:`_CANDIDATES` cheapest options before its deadline, room not
        considered, cheapest first (ties in (region, type, slot) order).

        The costs do not depend on the book, so this is done for a chunk of arrivals at once;
        the first candidate with room is the job's cheapest option with room; a job none of
        whose candidates has room goes through :meth:`_search`.
        """
        info = self.info
        jobs = obs.jobs
        fc, csum, host, power, runs, _ = ctx
        R, H = fc.shape
        src = jobs.data_at[rows]
        L, hi, opt = self._reach(obs, rows, ctx)
        S = int(min(max(int(np.where(opt, hi, 0).max()) + 1, 1), H))
        ss = np.arange(S)
        valid = opt[..., None] & (ss <= hi[..., None])  # [n, R, G, S]
        end_ = np.minimum(ss + L[..., None], H)
        mean_ci = (csum[np.arange(R)[None, :, None, None], end_] - csum[None, :, None, :S]) / (
            end_ - ss)
        a = power[rows][:, None, :] * info.pue_nominal[None, :, None] * runs[rows][:, None, :]
        tr_g = jobs.data_gb[rows][:, None] * info.transfer_kwh_per_gb * fc[src][:, :S]
        trs = np.where((np.arange(R)[None, :] != src[:, None])[:, :, None],
                       tr_g[:, None, :], 0.0)  # [n, R, S]
        c = np.where(valid, a[..., None] * mean_ci / 3.6e6 + trs[:, :, None, :], np.inf)
        flat = c.reshape(len(rows), -1)
        K = min(_CANDIDATES, flat.shape[1])
        part = np.argpartition(flat, K - 1, axis=1)[:, :K]
        vals = np.take_along_axis(flat, part, axis=1)
        order = np.lexsort((part, vals), axis=-1)  # by cost, then (region, type, slot) order
        part = np.take_along_axis(part, order, axis=1)
        vals = np.take_along_axis(vals, order, axis=1)
        # the K-th cost may be shared with options left out: then candidates of that cost
        # cannot stand for "first among equals", and the job takes the full search instead
        edge = (flat == vals[:, -1:]).sum(axis=1) > (vals == vals[:, -1:]).sum(axis=1)
        G = info.capacity.shape[1]
        out = []
        for q in range(len(rows)):
            cand = []
            for b, v in zip(part[q].tolist(), vals[q].tolist(), strict=True):
                if not np.isfinite(v) or (edge[q] and v == vals[q, -1]):
                    break
                r, rem = divmod(b, G * S)
                g, j = divmod(rem, S)
                cand.append((r, g, j, int(L[q, r, g])))
            out.append(cand)
        return out

    def _has_room(self, obs: Observation, i: int, r: int, g: int, j: int, L: int,
                  ctx: tuple) -> bool:
        """Does the book have room for job ``i`` at ``(r, g)`` from offset ``j`` for ``L``?

        Starting now where its data is, the job may fill the pool; a flexible option (a later
        start, or another region) only ``1 - headroom`` of it.
        """
        k = int(obs.step)
        n_g = int(obs.jobs.gpus[i])
        used = int(self._book[r, g, k + j:k + j + L].max())
        if j == 0 and int(ctx[5][r, g]) < n_g:
            return False
        if j == 0 and r == int(obs.jobs.data_at[i]):
            return used + n_g <= int(self.info.capacity[r, g])
        return used + n_g <= int(self._cap_later[r, g])

    def _search(self, obs: Observation, i: int, ctx: tuple, earliest: bool, headroom: bool,
                pre: tuple | None = None) -> tuple[int, int, int, int] | None:
        """The option job ``i`` takes with the book as it stands, or None without room.

        ``earliest=False``: the cheapest option with room (first in (region, type, slot) order
        among equals); ``earliest=True``: the earliest start slot with room, the cheapest of
        those.  ``headroom``: flexible options (later, or elsewhere) must stay within
        ``1 - headroom`` of the pool.  With numba on, the compiled planner decides (the same
        choice), reading ``pre = (batch, row)`` from :meth:`_prep` when given.
        Returns ``(region, type, start offset, slots)``.
        """
        if _jit_active():
            from gridshift.policies.zoo._kernels import DONE, NO_ROOM, plan_cheapest

            batch, t = pre if pre is not None else (self._prep(obs, np.array([i]), ctx), 0)
            args = self._kernel_args(obs, batch, ctx, self._cap_later if headroom
                                     and self.headroom > 0.0 else self._cap64)
            _t, status, r, g, j, L_, _p, _f = plan_cheapest(t, t + 1, earliest, False, *args)
            if status == DONE:
                return int(r), int(g), int(j), int(L_)
            if status == NO_ROOM:
                return None
            # a cost is not finite: numpy's rules below
        info = self.info
        jobs = obs.jobs
        fc, csum, host, power, runs, avail_now = ctx
        k = int(obs.step)
        R, H = fc.shape
        cap = info.capacity
        book = self._book
        left = book.shape[2] - k
        src = int(jobs.data_at[i])
        n_g = int(jobs.gpus[i])
        L, hi, opt = (a[0] for a in self._reach(obs, np.array([i]), ctx))
        if not opt.any():
            return None
        S = int(hi[opt].max()) + 1
        ss = np.arange(S)
        valid = opt[:, :, None] & (ss[None, None, :] <= hi[:, :, None])  # [R, G, S]
        W = int(min(max(int((hi + L)[opt].max()), 1), left))
        e = np.minimum(ss[None, None, :] + L[:, :, None], W)
        b0 = np.minimum(ss, W)

        def room_under(limit: np.ndarray) -> np.ndarray:
            over = book[:, :, k:k + W] + n_g > limit[:, :, None]
            cb = np.zeros((R, cap.shape[1], W + 1), np.int64)
            np.cumsum(over, axis=2, out=cb[:, :, 1:])
            return np.take_along_axis(cb, e, axis=2) == cb[:, :, b0]

        room = room_under(cap)
        room[:, :, 0] &= avail_now >= n_g
        if headroom and self.headroom > 0.0:
            # a flexible option (later, or elsewhere) stays within 1 - headroom of the pool
            later = room_under(self._cap_later)
            room[:, :, 1:] &= later[:, :, 1:]
            away = np.arange(R) != src
            room[away, :, 0] &= later[away, :, 0]
        feasible = valid & room
        if not feasible.any():
            return None
        end_ = np.minimum(ss[None, None, :] + L[:, :, None], H)
        mean_ci = (csum[np.arange(R)[:, None, None], end_] - csum[:, None, :S]) / (
            end_ - ss[None, None, :])
        a = power[i][None, :] * info.pue_nominal[:, None] * runs[i][None, :]  # [R, G]
        tr_g = jobs.data_gb[i] * info.transfer_kwh_per_gb * fc[src]
        trs = np.where((np.arange(R) != src)[:, None], tr_g[None, :S], 0.0)  # [R, S]
        c = np.where(feasible, a[:, :, None] * mean_ci / 3.6e6 + trs[:, None, :], np.inf)
        if earliest:
            j0 = int(np.flatnonzero(feasible.any(axis=(0, 1)))[0])
            c = np.where(ss[None, None, :] == j0, c, np.inf)
        r, g, j = (int(x) for x in np.unravel_index(int(np.argmin(c)), c.shape))
        return r, g, j, int(L[r, g])

    def _reserve(self, obs: Observation, i: int, r: int, g: int, j: int, L: int,
                 ctx: tuple) -> None:
        jobs = obs.jobs
        k = int(obs.step)
        self._book[r, g, k + j:k + j + L] += jobs.gpus[i]
        if j == 0:
            ctx[5][r, g] -= jobs.gpus[i]
        jg = int(jobs.job_id[i])
        self._plan_step[jg] = k + j
        self._plan_region[jg] = r
        self._plan_type[jg] = g
        self._plan_len[jg] = L
        self._n["planned"] += 1

    def _unreserve(self, obs: Observation, rows: np.ndarray, ctx: tuple) -> None:
        """Give back the reservations of the planned, not yet placed jobs ``rows``."""
        jobs = obs.jobs
        k = int(obs.step)
        for i in rows.tolist():
            jg = int(jobs.job_id[i])
            r, g = int(self._plan_region[jg]), int(self._plan_type[jg])
            s0, L = int(self._plan_step[jg]), int(self._plan_len[jg])
            self._book[r, g, s0:s0 + L] -= jobs.gpus[i]
            if s0 == k:  # planned to start now: its GPUs are free again
                ctx[5][r, g] += jobs.gpus[i]
            self._plan_step[jg] = -1
            self._n["planned"] -= 1

    def _fallback(self, obs: Observation, i: int, ctx: tuple) -> None:
        """No room within the deadline: run now at home (where the data is), and queue there."""
        jobs = obs.jobs
        host, runs, avail_now = ctx[2], ctx[4], ctx[5]
        self._n["fallback_now"] += 1
        src = int(jobs.data_at[i])
        r = src if host[i, src].any() else int(np.argmax(host[i].any(axis=1)))
        cand = np.flatnonzero(host[i, r])
        if cand.size == 0:  # no pool can host it anywhere: the engine reports it
            cand = np.arange(avail_now.shape[1])
        g = int(cand[np.argmax(avail_now[r, cand])])
        L = max(int(np.ceil(runs[i, g] / float(self.info.step_s) - 1e-9)), 1)
        self._reserve(obs, i, r, g, 0, L, ctx)

    def _plan_one(self, obs: Observation, i: int, ctx: tuple, pre: tuple | None = None,
                  searched: bool = False) -> None:
        """Plan job ``i`` by the full search; with no room, repair the book (class docstring).

        ``searched``: the caller found already that the full search has no room for it.
        """
        found = None if searched else self._search(obs, i, ctx, earliest=False, headroom=True,
                                                   pre=pre)
        if found is not None:
            self._reserve(obs, i, *found, ctx)
            return
        k = int(obs.step)
        if self._congested == k:
            # a repair already failed this epoch: the pools are full, a second one would fail
            # too (and cost a pass over every waiting job); as soon as possible, else now
            found = self._search(obs, i, ctx, earliest=True, headroom=False, pre=pre)
            if found is None:
                self._fallback(obs, i, ctx)
            else:
                self._reserve(obs, i, *found, ctx)
            return
        # repair: the planned jobs not yet placed whose reservation lies in a pool this job
        # could use, before its deadline, are planned again with it, deadline first
        self._n["repairs"] += 1
        jobs = obs.jobs
        host = ctx[2]
        step = float(self.info.step_s)
        jg = jobs.job_id
        until = k + int(np.ceil((float(jobs.deadline_s[i]) - obs.time_s) / step)) + 1
        ps = self._plan_step[jg]
        waiting = np.flatnonzero(
            (ps >= k) & (ps < until)
            & host[i][np.maximum(self._plan_region[jg], 0), np.maximum(self._plan_type[jg], 0)])
        old = {int(t): (int(self._plan_region[jg[t]]), int(self._plan_type[jg[t]]),
                        int(self._plan_step[jg[t]]) - k, int(self._plan_len[jg[t]]))
               for t in waiting.tolist()}
        self._unreserve(obs, waiting, ctx)
        rows = np.concatenate([waiting, np.array([i], dtype=np.int64)])
        order = rows[np.lexsort((jg[rows], jobs.deadline_s[rows]))].tolist()
        # the compiled searches read every row's option arrays from one batch
        batch = self._prep(obs, rows, ctx) if _jit_active() else None
        at = {int(t): q for q, t in enumerate(rows.tolist())}

        def search(t: int, earliest: bool, headroom: bool):
            return self._search(obs, t, ctx, earliest=earliest, headroom=headroom,
                                pre=None if batch is None else (batch, at[t]))
        # pass A, deadline first: a waiting job keeps its option where that still has room
        # (it was its cheapest with room when planned), the others take their cheapest with
        # room now; pass B: a job that found none takes its earliest start with room (no
        # headroom)
        done, failed = [], []
        for t in order:
            prev = old.get(t)
            if prev is not None and self._has_room(obs, t, *prev, ctx):
                found = prev
            else:
                found = search(t, False, True)
            if found is None:
                failed.append(t)
            else:
                self._reserve(obs, t, *found, ctx)
                done.append(t)
        for t in failed:
            found = search(t, True, False)
            if found is None:
                break
            self._reserve(obs, t, *found, ctx)
            done.append(t)
        else:
            return
        # pass C: no room even so: the whole set again, deadline first, each as soon as
        # possible; a job with no room even then runs now at home
        self._unreserve(obs, np.array(done, dtype=np.int64), ctx)
        self._n["asap_repairs"] += 1
        self._congested = k
        for t in order:
            found = search(t, True, False)
            if found is None:
                self._fallback(obs, t, ctx)
            else:
                self._reserve(obs, t, *found, ctx)

    def state(self) -> dict[str, int]:
        return dict(getattr(self, "_n", {}))
