"""Spatio-temporal greedy placement: where *and* when, by forecast carbon, within the deadline.

References
----------
* ``spatiotemporal-greedy-v1``: carbon- and deadline-aware spatio-temporal shifting with capacity
  reservations, in the spirit of Radovanovic et al. 2022, "Carbon-aware computing for
  datacenters" (IEEE Trans. Power Syst. 38(2)), which plans flexible load per cluster and hour
  from day-ahead carbon forecasts under capacity limits, and of the spatio-temporal shifting
  studies of Sukprasert et al. 2024, "On the limitations of carbon-aware temporal and spatial
  workload shifting in the cloud" (EuroSys '24).
* ``weighted-greedy-v1``: weighted-sum scalarisation of geographic load balancing over several
  objectives (Liu et al. 2011, "Greening geographical load balancing", SIGMETRICS '11; the
  multi-objective reward of DCcluster-Opt, Sarkar et al. 2025).
"""

from __future__ import annotations

import numpy as np

from gridshift._jit import active as _jit_active
from gridshift.policies.api import Decision, Observation, PolicyInfo
from gridshift.policies.helpers import free_gpus, greedy_fill, host_mask, latency_ok
from gridshift.policies.zoo._common import (
    forecast_carbon,
    it_power_w,
    nan_to_num,
    plan_back,
    plan_front,
    planner_arrays_of,
    planner_statics,
    rows_of,
    run_s,
    window_csum,
)
from gridshift.policies.zoo._warm import Warmed

__all__ = ["SpatioTemporalGreedy", "WeightedGreedy"]

#: New jobs whose options are costed together (bounds the ``[chunk, R, G, S]`` arrays).
_CHUNK = 256


class SpatioTemporalGreedy(Warmed):
    """Plan each job once, on arrival, into the (region, GPU type, start slot) of least forecast
    carbon that meets its deadline and has reserved room; place it when its slot comes.

    Carbon of an option = IT power x nominal PUE x mean forecast CI over the run (after the data
    transfer) + transfer energy x CI where the data is. The policy keeps its own reservation book
    ``[R, G, slot]`` of the GPUs it has committed; an option is feasible only if the book plus the
    job stays within capacity over every slot of the run. A job with no feasible option runs now
    at home (where its data is), and queues there.

    Planning loops over the newly arrived jobs one by one (documented exception to the columnar
    rule): each reservation changes the room left for the next job. The costs and the room of
    all ``R x G x H`` options of a chunk of jobs are numpy at once (the room of every start slot
    from a cumulative count of over-capacity slots in the book); the loop checks one option per
    job and searches again only where an earlier job of the chunk took its room. Each job is
    planned once, so a run costs one plan per job (not per job and epoch).
    """

    id = "spatiotemporal-greedy-v1"
    family = "spatiotemporal"
    description = "Best region x start slot by forecast carbon before the deadline, reserving GPUs"
    citation = ("Radovanovic et al. 2022, Carbon-aware computing for datacenters (IEEE Trans. "
                "Power Syst.); Sukprasert et al. 2024 (EuroSys '24)")

    def reset(self, info: PolicyInfo) -> None:
        super().reset(info)
        R, G = info.capacity.shape
        self._book = np.zeros((R, G, info.n_steps + max(info.horizon_steps, 1) + 2), np.int64)
        self._plan_step = np.full(0, -1, dtype=np.int64)
        self._plan_region = np.full(0, -1, dtype=np.int64)
        self._plan_type = np.full(0, -1, dtype=np.int64)
        self._planned = 0
        self._fallback = 0
        self._k_info, self._k_ok = planner_statics(info)

    def _grow(self, n: int) -> None:
        m0 = self._plan_step.size
        if n > m0:
            m = max(n, 2 * m0, 64)
            pad = np.full(m - m0, -1, dtype=np.int64)
            self._plan_step = np.concatenate([self._plan_step, pad])
            self._plan_region = np.concatenate([self._plan_region, pad])
            self._plan_type = np.concatenate([self._plan_type, pad])

    def decide(self, obs: Observation) -> Decision:
        jobs = obs.jobs
        n = len(jobs)
        if n == 0:
            return Decision(region=np.empty(0, np.int64), gpu_type=np.empty(0, np.int64))
        k = int(obs.step)
        jid = jobs.job_id
        new = plan_front(self, jid)
        if new.size:
            self._plan(obs, new)
        # a placed job that is paused later (not by this policy) must be planned afresh
        region, gtype = plan_back(self, jid, jobs.gpu_type, k)
        return Decision(region=region, gpu_type=gtype)

    def _plan(self, obs: Observation, rows: np.ndarray) -> None:
        """Plan the new jobs ``rows`` (arrival order), each into the cheapest feasible option.

        In chunks of :data:`_CHUNK` jobs, the cost of every option of every job is computed at
        once (it depends on the forecast and the job, not on the reservation book), and so is
        the room of every option against the book as it stands before the chunk; that gives
        each job's cheapest option feasible *then* (first in (region, type, slot) order among
        equals).  Then, job by job, that option is checked against the book as it stands now.
        Within a chunk the book only fills, so the options feasible now are a subset of those
        feasible before it: when the option still has room it is the cheapest feasible one
        now, and is taken; otherwise the room of every option is computed from the book as it
        stands and the cheapest feasible one taken.  A job with a cost that is not finite is
        planned by :meth:`_plan_exact`, the full search; a job with no feasible option goes to
        its run-now-at-home fallback (:meth:`_fallback_now`).  Every path gives the full
        search's choice, bit for bit (the costs are the same elementwise arithmetic, the ties
        broken in the same (region, type, slot) order; ``tests/policies/test_zoo.py`` and
        ``test_zoo_fast_paths.py`` check it).
        """
        if _jit_active():
            self._plan_compiled(obs, rows)
            return
        info = self.info
        jobs = obs.jobs
        k = int(obs.step)
        fc = forecast_carbon(obs)  # [R, H]
        csum = window_csum(fc)
        host = host_mask(info, jobs) & latency_ok(info, jobs)[:, :, None]  # [N, R, G]
        power = it_power_w(info, jobs)  # [N, G]
        runs = run_s(info, jobs)  # [N, G]
        avail_now = np.maximum(obs.free_gpus - obs.queued_gpus, 0).astype(np.int64)
        left = self._book.shape[2] - k  # book slots from now on
        ctx = (fc, csum, host, power, runs, avail_now)
        for c0 in range(0, len(rows), _CHUNK):  # bounded memory: [chunk, R, G, S] at a time
            self._plan_chunk(obs, rows[c0:c0 + _CHUNK], ctx, left)

    def _plan_chunk(self, obs: Observation, rows: np.ndarray, ctx: tuple, left: int) -> None:
        info = self.info
        jobs = obs.jobs
        k = int(obs.step)
        step = float(info.step_s)
        fc, csum, host, power, runs, avail_now = ctx
        R, H = fc.shape
        cap = info.capacity
        G = cap.shape[1]
        book = self._book
        n = len(rows)
        # every option of every new job at once: [n, R, G] then [n, R, G, S]
        src = jobs.data_at[rows]
        gpus = jobs.gpus[rows]
        dl = jobs.deadline_s[rows] - obs.time_s
        xfer = info.transfer_s(src[:, None], np.arange(R)[None, :], jobs.data_gb[rows][:, None])
        dur = xfer[:, :, None] + runs[rows][:, None, :]
        L = np.maximum(np.ceil(dur / step - 1e-9).astype(np.int64), 1)
        last = np.floor((dl[:, None, None] - dur) / step + 1e-9).astype(np.int64)
        hi = np.maximum(np.minimum(np.minimum(last, H - L), left - L), 0)
        opt = host[rows] & (last >= 0)
        # book slots any option of a job may touch (the full search's window), per job
        W_all = np.minimum(np.maximum(np.where(opt, hi + L, -1).reshape(n, -1).max(axis=1), 1),
                           left)
        # the room of every option against the book as it stands before this chunk: a window
        # count of over-capacity slots, from one cumulative count per distinct GPU count
        vals, vi = np.unique(gpus, return_inverse=True)
        Wm = int(W_all.max())
        cbs = np.zeros((vals.size, R, G, Wm + 1), np.int64)
        np.cumsum(book[None, :, :, k:k + Wm] + vals[:, None, None, None] > cap[None, :, :, None],
                  axis=3, out=cbs[..., 1:])
        cbs_f = cbs.reshape(-1)
        # flat offsets of each (GPU count, region, type) row of cbs and of each region of csum
        cb_off = ((vi[:, None, None] * R + np.arange(R)[None, :, None]) * G
                  + np.arange(G)[None, None, :]) * (Wm + 1)  # [n, R, G]
        cs_f = csum.reshape(-1)
        cs_off = (np.arange(R) * (H + 1))[None, :, None]
        now_ok = avail_now[None, :, :] >= gpus[:, None, None]  # [n, R, G]
        # cost the options over each job's own start slots, jobs of similar reach together
        # (the slots past a job's reach are never valid, so its arrays need not span them)
        reach = np.where(opt, hi, -1).reshape(n, -1).max(axis=1) + 1  # [n] S_i
        width = np.minimum(2 ** np.ceil(np.log2(np.maximum(reach, 1))).astype(np.int64), H)
        where_t = np.zeros((n, 2), np.int64)  # (group, row in group) of each job
        groups: list[tuple] = []
        first = np.zeros(n, np.int64)  # first feasible option (before this chunk), flat
        exact = np.zeros(n, bool)
        anyf = np.zeros(n, bool)
        a_all = power[rows][:, None, :] * info.pue_nominal[None, :, None] * runs[rows][:, None, :]
        for S in np.unique(width).tolist():
            sel = np.flatnonzero(width == S)
            m = sel.size
            ss = np.arange(S)
            hs, Ls, src_s = hi[sel], L[sel], src[sel]
            # valid: an option the job may take; every valid slot s has s + min(L, H) <= H
            # and s + min(L, Wm) <= Wm, with min(s + L, H) = s + min(L, H) and min(s + L, Wm)
            # = s + min(L, Wm) (the slot past a window's end is s = 0 of a run longer than it),
            # so the windows' ends are one add each; an invalid slot's reads are clipped and
            # masked out
            valid = ss <= np.where(opt[sel], hs, -1)[..., None]  # [m, R, G, S]
            Lh = np.minimum(Ls, H)
            mean_ci = cs_f.take(ss + (Lh + cs_off)[..., None], mode="clip")
            mean_ci -= csum[None, :, None, :S]
            mean_ci /= Lh[..., None]  # = end - s for a valid slot (int64 -> float64 exactly)
            tr_g = jobs.data_gb[rows[sel]][:, None] * info.transfer_kwh_per_gb * fc[src_s][:, :S]
            trs = np.where((np.arange(R)[None, :] != src_s[:, None])[:, :, None],
                           tr_g[:, None, :], 0.0)  # [m, R, S]
            c = np.multiply(a_all[sel][..., None], mean_ci, out=mean_ci)
            c /= 3.6e6
            c += trs[:, :, None, :]
            cf = c.reshape(m, -1)  # cost of every option (valid or not)
            vf = valid.reshape(m, -1)
            # the full search where no option is valid or a valid option's cost is not finite
            ex = ~vf.any(axis=1)
            if not np.isfinite(cf).all():
                ex |= (vf & ~np.isfinite(cf)).any(axis=1)
            exact[sel] = ex
            # room from the window counts; a valid option's window lies inside every job's
            # own window (so the counts up to the widest one read the same)
            off = cb_off[sel]
            room = (cbs_f.take(ss + (off + np.minimum(Ls, Wm))[..., None], mode="clip")
                    == cbs_f.take(ss + off[..., None], mode="clip"))
            room[..., 0] &= now_ok[sel]
            feas = (valid & room).reshape(m, -1)
            fs = np.argmin(np.where(feas, cf, np.inf), axis=1)
            first[sel] = fs
            anyf[sel] = feas[np.arange(m), fs]  # a feasible option's cost is finite
            where_t[sel, 0] = len(groups)
            where_t[sel, 1] = np.arange(m)
            groups.append((S, ss, valid, cf))
        r_ix, g_ix = np.arange(R)[:, None, None], np.arange(G)[None, :, None]
        wt = where_t.tolist()
        per = zip(rows.tolist(), exact.tolist(), anyf.tolist(), first.tolist(), gpus.tolist(),
                  W_all.tolist(), strict=True)
        for t, (i, ex, af, b, n_g, Wt) in enumerate(per):
            if ex:  # a cost is not finite (or no option at all): the full search
                self._plan_exact(obs, i, ctx)
                continue
            if not af:  # no room within the deadline before this chunk, so none now: the
                self._fallback_now(jobs, i, k, host, runs, avail_now)  # full search's fallback
                continue
            S, ss, valid, cf = groups[wt[t][0]]
            r, rem = divmod(b, G * S)
            g, j = divmod(rem, S)
            Lr = int(L[t, r, g])
            # the book only fills within a chunk, so the first option feasible before it is
            # the first feasible now if it still has room; otherwise search the room afresh
            if not ((j > 0 or avail_now[r, g] >= n_g)
                    and int(book[r, g, k + j:k + j + Lr].max()) + n_g <= cap[r, g]):
                # the room of every option from the book (as the full search does it), the
                # costs as computed above
                over = book[:, :, k:k + Wt] + n_g > cap[:, :, None]
                cb = np.zeros((R, G, Wt + 1), np.int64)
                np.cumsum(over, axis=2, out=cb[:, :, 1:])
                e = np.minimum(ss[None, None, :] + L[t][:, :, None], Wt)
                room = cb[r_ix, g_ix, e] == cb[:, :, np.minimum(ss, Wt)]
                room[:, :, 0] &= avail_now >= n_g
                feasible = (valid[wt[t][1]] & room).reshape(-1)
                if not feasible.any():  # no room within the deadline: the full search's
                    self._fallback_now(jobs, i, k, host, runs, avail_now)  # fallback
                    continue
                b = int(np.argmin(np.where(feasible, cf[wt[t][1]], np.inf)))
                r, rem = divmod(b, G * S)
                g, j = divmod(rem, S)
                Lr = int(L[t, r, g])
            self._reserve(jobs, i, k, r, g, j, Lr, avail_now)

    def _plan_compiled(self, obs: Observation, rows: np.ndarray) -> None:
        """:meth:`_plan_chunk`'s choices from the compiled planner (``_kernels.plan_cheapest``).

        Job by job, in arrival order, the cheapest option with room in the book as it stands
        (the full search's choice: the same costs, float for float, the same tie order), or,
        without room, :meth:`_fallback_now`'s start now at home (in the kernel too); a job with
        a cost that is not finite goes to :meth:`_plan_exact`, as in the numpy path.  The
        per-job arrays are computed for the new jobs only (elementwise, so the same values).
        """
        from gridshift.policies.zoo._kernels import DONE, NON_FINITE, plan_cheapest

        info = self.info
        jobs = obs.jobs
        k = int(obs.step)
        step = float(info.step_s)
        fc = np.ascontiguousarray(forecast_carbon(obs))  # [R, H]
        R, H = fc.shape
        csum = window_csum(fc)
        avail_now = np.maximum(obs.free_gpus - obs.queued_gpus, 0).astype(np.int64)
        left = self._book.shape[2] - k
        got = None
        if self._k_ok:  # the arrays below in one compiled pass (the same floats), if it can
            got = planner_arrays_of(obs, info, rows, False, self._k_info, H, left)
        if got is not None:
            host, power, runs, (a, trk, L, hi, opt, n_gpus, src, jid) = got
        else:
            sub = rows_of(jobs, rows)
            host = host_mask(info, sub) & latency_ok(info, sub)[:, :, None]  # [n, R, G]
            power = it_power_w(info, sub)  # [n, G]
            runs = run_s(info, sub)  # [n, G]
            # [n, R, G] reach of every option, as in _plan_chunk
            src = jobs.data_at[rows]
            dl = jobs.deadline_s[rows] - obs.time_s
            xfer = info.transfer_s(src[:, None], np.arange(R)[None, :],
                                   jobs.data_gb[rows][:, None])
            dur = xfer[:, :, None] + runs[:, None, :]
            L = np.maximum(np.ceil(dur / step - 1e-9).astype(np.int64), 1)
            last = np.floor((dl[:, None, None] - dur) / step + 1e-9).astype(np.int64)
            hi = np.maximum(np.minimum(np.minimum(last, H - L), left - L), 0)
            opt = host & (last >= 0)
            a = power[:, None, :] * info.pue_nominal[None, :, None] * runs[:, None, :]
            trk = np.asarray(jobs.data_gb[rows] * info.transfer_kwh_per_gb, np.float64)
            n_gpus, src = jobs.gpus[rows].astype(np.int64), src.astype(np.int64)
            jid = jobs.job_id[rows].astype(np.int64)
        cap = self._k_info[0]
        args = (csum, fc, a, trk, L, hi, opt, n_gpus, src, jid, self._book, cap, cap, avail_now, k,
                self._plan_step, self._plan_region, self._plan_type, self._plan_type, False,
                np.empty(self._book.shape[2] + 1, np.int64), True, host, runs, step)
        full = None  # the numpy paths' arrays over every pending job, only if one is needed
        n = len(rows)
        t = 0
        while t < n:
            t, status, _r, _g, _j, _L, planned, fell = plan_cheapest(t, n, False, True, *args)
            self._planned += int(planned)
            self._fallback += int(fell)
            if status == DONE:
                break
            if full is None:
                full = (fc, csum, host_mask(info, jobs) & latency_ok(info, jobs)[:, :, None],
                        it_power_w(info, jobs), run_s(info, jobs), avail_now)
            i = int(rows[t])
            if status == NON_FINITE:
                self._plan_exact(obs, i, full)
            else:  # no pool anywhere can host it: the numpy fallback (which refuses it)
                self._fallback_now(jobs, i, k, full[2], full[4], avail_now)
            t += 1

    def _reserve(self, jobs, i: int, k: int, r: int, g: int, j: int, L: int,
                 avail_now: np.ndarray) -> None:
        self._book[r, g, k + j: k + j + L] += jobs.gpus[i]
        if j == 0:
            avail_now[r, g] -= jobs.gpus[i]
        jg = int(jobs.job_id[i])
        self._plan_step[jg] = k + j
        self._plan_region[jg] = r
        self._plan_type[jg] = g
        self._planned += 1

    def _plan_exact(self, obs: Observation, i: int, ctx: tuple) -> None:
        """Plan job ``i`` by the full search: every option's room from the book, then the
        cheapest feasible one; with none, run it now at home (where its data is)."""
        info = self.info
        jobs = obs.jobs
        fc, csum, host, power, runs, avail_now = ctx
        k = int(obs.step)
        step = float(info.step_s)
        R, H = fc.shape
        s = np.arange(H)
        cap = info.capacity
        book = self._book
        left = book.shape[2] - k
        pue_r = info.pue_nominal
        rr = np.arange(R)[:, None, None]
        src = int(jobs.data_at[i])
        dl = float(jobs.deadline_s[i]) - obs.time_s
        xfer = info.transfer_s(np.full(R, src), np.arange(R), np.full(R, jobs.data_gb[i]))
        tr_g = jobs.data_gb[i] * info.transfer_kwh_per_gb * fc[src]  # [H] g per move
        # every (region, GPU type) option at once, [R, G] (then [R, G, S] over start slots)
        dur = xfer[:, None] + runs[i][None, :]
        L = np.maximum(np.ceil(dur / step - 1e-9).astype(np.int64), 1)
        last = np.floor((dl - dur) / step + 1e-9).astype(np.int64)
        hi = np.maximum(np.minimum(np.minimum(last, H - L), left - L), 0)
        opt = host[i] & (last >= 0)
        fallback = not opt.any()
        if not fallback:
            S = int(hi[opt].max()) + 1  # start slots any option may use
            ss = s[:S]
            valid = opt[:, :, None] & (ss[None, None, :] <= hi[:, :, None])  # [R, G, S]
            # room: no slot of the run over capacity (book + job), as a window count of
            # over-capacity slots from a cumulative sum (exact, integer)
            W = int(min(max(int((hi + L)[opt].max()), 1), left))
            over = book[:, :, k:k + W] + jobs.gpus[i] > cap[:, :, None]
            cb = np.zeros((R, cap.shape[1], W + 1), np.int64)
            np.cumsum(over, axis=2, out=cb[:, :, 1:])
            e = np.minimum(ss[None, None, :] + L[:, :, None], W)
            room = np.take_along_axis(cb, e, axis=2) == cb[:, :, np.minimum(ss, W)]
            room[:, :, 0] &= avail_now >= jobs.gpus[i]
            feasible = valid & room
            fallback = not feasible.any()
        if not fallback:
            end_ = np.minimum(ss[None, None, :] + L[:, :, None], H)  # [R, G, S]
            mean_ci = (csum[rr, end_] - csum[:, None, :S]) / (end_ - ss[None, None, :])
            a = power[i][None, :] * pue_r[:, None] * runs[i][None, :]  # [R, G]
            trs = np.where((np.arange(R) != src)[:, None], tr_g[None, :S], 0.0)  # [R, S]
            c = a[:, :, None] * mean_ci / 3.6e6 + trs[:, None, :]
            c = np.where(feasible, c, np.inf)
            # first minimum in (region, type, slot) order: the loop's tie-breaking
            r, g, j = (int(x) for x in np.unravel_index(int(np.argmin(c)), c.shape))
            Lr = int(L[r, g])
        else:  # no room within the deadline: run now at home and queue there
            self._fallback_now(jobs, i, k, host, runs, avail_now)
            return
        self._reserve(jobs, i, k, r, g, j, Lr, avail_now)

    def _fallback_now(self, jobs, i: int, k: int, host: np.ndarray, runs: np.ndarray,
                      avail_now: np.ndarray) -> None:
        """The full search's fallback for job ``i``: run now at home (where its data is)."""
        self._fallback += 1
        src = int(jobs.data_at[i])
        r = src if host[i, src].any() else int(np.argmax(host[i].any(axis=1)))
        # the host type with most GPUs free now (first among equals); avail_now can be
        # negative once earlier fallbacks queued here, so non-host types are excluded
        # outright rather than by a -1 that a negative count would lose to
        cand = np.flatnonzero(host[i, r])
        g = int(cand[np.argmax(avail_now[r, cand])])
        Lr = max(int(np.ceil(runs[i, g] / float(self.info.step_s) - 1e-9)), 1)
        self._reserve(jobs, i, k, r, g, 0, Lr, avail_now)

    def state(self) -> dict[str, int]:
        return {"planned": int(getattr(self, "_planned", 0)),
                "fallback_now": int(getattr(self, "_fallback", 0))}


class WeightedGreedy(Warmed):
    """Place each job now in the region minimising a weighted sum of its carbon, cost and water.

    For each job and region, with the job's energy on the best GPU type there:
    carbon = facility energy x current CI (+ transfer energy x CI at the source), cost = facility
    energy x current price (+ egress), water = IT energy x WUE. Each objective is divided by its
    mean over the regions able to host the job (so the weights are unit-free), then weighted.
    Jobs fill regions best-first while GPUs are free; the rest queue at their origin.

    Args:
        w_carbon: Weight of carbon (>= 0).
        w_cost: Weight of money (energy + egress) (>= 0).
        w_water: Weight of on-site water (>= 0).
    """

    id = "weighted-greedy-v1"
    family = "spatiotemporal"
    description = "Region minimising weighted, normalised carbon + cost + water now, with free GPUs"
    citation = ("Liu et al. 2011, Greening geographical load balancing (SIGMETRICS '11); "
                "DCcluster-Opt multi-objective reward (Sarkar et al. 2025)")

    def __init__(self, w_carbon: float = 1.0, w_cost: float = 1.0, w_water: float = 1.0) -> None:
        self.w_carbon = w_carbon
        self.w_cost = w_cost
        self.w_water = w_water

    def decide(self, obs: Observation) -> Decision:
        host = host_mask(self.info, obs.jobs)  # [N, R, G]
        score = self._scores(self.info, obs, host, (self.w_carbon, self.w_cost, self.w_water))
        jobs = obs.jobs
        avail = free_gpus(obs)
        region, gtype = greedy_fill(score, jobs, avail, host)
        miss = region < 0
        region[miss] = jobs.origin[miss]
        gtype[miss] = jobs.gpu_type[miss]
        return Decision(region=region, gpu_type=gtype)

    @staticmethod
    def _scores(info: PolicyInfo, obs: Observation, host: np.ndarray,
                weights: tuple[float, float, float]) -> np.ndarray:
        """``[N, R]`` weighted, normalised scores (``inf`` where a job cannot run); a kernel
        once numba runs in the process (``weighted_scores``, the same floats)."""
        jobs = obs.jobs
        n = len(jobs)
        R = info.n_regions
        energy_kwh = it_power_w(info, jobs) * run_s(info, jobs) / 3.6e6  # [N, G]
        price = nan_to_num(obs.price_usd_per_mwh, nan=0.0)
        if _jit_active() and n and R <= 128:
            from gridshift.policies.zoo._kernels import weighted_scores

            score = np.empty((n, R))
            weighted_scores(np.ascontiguousarray(host, dtype=bool),
                            np.ascontiguousarray(energy_kwh, dtype=np.float64),
                            np.asarray(jobs.data_at, np.int64),
                            np.asarray(jobs.data_gb, np.float64),
                            float(info.transfer_kwh_per_gb),
                            np.asarray(obs.carbon_gco2_per_kwh, np.float64),
                            np.asarray(price, np.float64), np.asarray(obs.pue, np.float64),
                            np.asarray(info.egress_usd_per_gb, np.float64),
                            np.asarray(info.wue_l_per_kwh, np.float64),
                            np.ascontiguousarray(latency_ok(info, jobs)),
                            np.array([float(w) for w in weights]), score)
            return score
        e = np.where(host, energy_kwh[:, None, :], np.inf).min(axis=2)  # [N, R]
        e = np.where(np.isfinite(e), e, 0.0)
        src = jobs.data_at
        moving = src[:, None] != np.arange(R)[None, :]
        tr_kwh = np.where(moving, jobs.data_gb[:, None] * info.transfer_kwh_per_gb, 0.0)
        ci = obs.carbon_gco2_per_kwh
        ep = e * obs.pue[None, :]  # facility energy (the same product in both terms below)
        carbon = ep * ci[None, :] + tr_kwh * ci[src][:, None]
        cost = (ep * price[None, :] / 1000.0
                + np.where(moving, jobs.data_gb[:, None] * info.egress_usd_per_gb[src], 0.0))
        water = e * info.wue_l_per_kwh[None, :]
        ok = host.any(axis=2) & latency_ok(info, jobs)
        score = np.zeros((n, R))
        cnt = np.maximum(ok.sum(axis=1, keepdims=True), 1)
        for w, x in zip(weights, (carbon, cost, water), strict=True):
            if float(w) == 0.0:
                continue
            mean = np.where(ok, x, 0.0).sum(axis=1, keepdims=True) / cnt
            score += float(w) * x / np.where(mean > 0, mean, 1.0)
        return np.where(ok, score, np.inf)
