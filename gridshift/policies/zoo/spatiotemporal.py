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

from gridshift.policies.api import DEFER, Decision, Observation, Policy, PolicyInfo
from gridshift.policies.helpers import free_gpus, greedy_fill, host_mask, latency_ok
from gridshift.policies.zoo._common import forecast_carbon, it_power_w, run_s

__all__ = ["SpatioTemporalGreedy", "WeightedGreedy"]


class SpatioTemporalGreedy(Policy):
    """Plan each job once, on arrival, into the (region, GPU type, start slot) of least forecast
    carbon that meets its deadline and has reserved room; place it when its slot comes.

    Carbon of an option = IT power x nominal PUE x mean forecast CI over the run (after the data
    transfer) + transfer energy x CI where the data is. The policy keeps its own reservation book
    ``[R, G, slot]`` of the GPUs it has committed; an option is feasible only if the book plus the
    job stays within capacity over every slot of the run. A job with no feasible option runs now
    at home (where its data is), and queues there.

    Planning loops over the newly arrived jobs one by one (documented exception to the columnar
    rule): each reservation changes the room left for the next job. Everything inside the loop is
    numpy over all ``R x G x H`` options at once (the room of every start slot from a cumulative
    count of over-capacity slots in the book), and each job is planned once, so a run costs one
    plan per job (not per job and epoch).
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
        self._grow(int(jobs.job_id.max()) + 1)
        jid = jobs.job_id
        new = np.flatnonzero(self._plan_step[jid] < 0)
        if new.size:
            self._plan(obs, new)
        due = self._plan_step[jid] <= k
        region = np.where(due, self._plan_region[jid], DEFER).astype(np.int64)
        gtype = np.where(due, self._plan_type[jid], -1).astype(np.int64)
        gtype = np.where(jobs.gpu_type >= 0, jobs.gpu_type, gtype)
        # a placed job that is paused later (not by this policy) must be planned afresh
        self._plan_step[jid[due]] = -1
        return Decision(region=region, gpu_type=gtype)

    def _plan(self, obs: Observation, rows: np.ndarray) -> None:
        info = self.info
        jobs = obs.jobs
        k = int(obs.step)
        step = float(info.step_s)
        fc = forecast_carbon(obs)  # [R, H]
        R, H = fc.shape
        G = len(info.gpu_types)
        csum = np.concatenate([np.zeros((R, 1)), np.cumsum(fc, axis=1)], axis=1)
        host = host_mask(info, jobs) & latency_ok(info, jobs)[:, :, None]  # [N, R, G]
        power = it_power_w(info, jobs)  # [N, G]
        runs = run_s(info, jobs)  # [N, G]
        avail_now = np.maximum(obs.free_gpus - obs.queued_gpus, 0).astype(np.int64)
        s = np.arange(H)
        cap = info.capacity
        book = self._book
        T_book = book.shape[2]
        left = T_book - k  # book slots from now on
        pue_r = info.pue_nominal
        rr = np.arange(R)[:, None, None]
        for i in rows:  # one job at a time: each reservation changes the next job's room
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
                cb = np.zeros((R, G, W + 1), np.int64)
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
                best = (float(c[r, g, j]), r, g, j, int(L[r, g]))
            else:
                best = (np.inf, -1, -1, -1, 0)
            _, r, g, j, L = best
            jg = int(jobs.job_id[i])
            if r < 0:  # no room within the deadline: run now at home and queue there
                self._fallback += 1
                r = src if host[i, src].any() else int(np.argmax(host[i].any(axis=1)))
                g = int(np.argmax(np.where(host[i, r], avail_now[r], -1)))
                j = 0
                L = max(int(np.ceil(runs[i, g] / step - 1e-9)), 1)
            book[r, g, k + j: k + j + L] += jobs.gpus[i]
            if j == 0:
                avail_now[r, g] -= jobs.gpus[i]
            self._plan_step[jg] = k + j
            self._plan_region[jg] = r
            self._plan_type[jg] = g
            self._planned += 1

    def state(self) -> dict[str, int]:
        return {"planned": int(getattr(self, "_planned", 0)),
                "fallback_now": int(getattr(self, "_fallback", 0))}


class WeightedGreedy(Policy):
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
        info = self.info
        jobs = obs.jobs
        n = len(jobs)
        R = info.n_regions
        host = host_mask(info, jobs)  # [N, R, G]
        energy_kwh = it_power_w(info, jobs) * run_s(info, jobs) / 3.6e6  # [N, G]
        e = np.where(host, energy_kwh[:, None, :], np.inf).min(axis=2)  # [N, R]
        e = np.where(np.isfinite(e), e, 0.0)
        src = jobs.data_at
        moving = src[:, None] != np.arange(R)[None, :]
        tr_kwh = np.where(moving, jobs.data_gb[:, None] * info.transfer_kwh_per_gb, 0.0)
        ci = obs.carbon_gco2_per_kwh
        price = np.nan_to_num(obs.price_usd_per_mwh, nan=0.0)
        carbon = e * obs.pue[None, :] * ci[None, :] + tr_kwh * ci[src][:, None]
        cost = (e * obs.pue[None, :] * price[None, :] / 1000.0
                + np.where(moving, jobs.data_gb[:, None] * info.egress_usd_per_gb[src], 0.0))
        water = e * info.wue_l_per_kwh[None, :]
        ok = host.any(axis=2) & latency_ok(info, jobs)
        score = np.zeros((n, R))
        for w, x in ((self.w_carbon, carbon), (self.w_cost, cost), (self.w_water, water)):
            if float(w) == 0.0:
                continue
            cnt = np.maximum(ok.sum(axis=1, keepdims=True), 1)
            mean = np.where(ok, x, 0.0).sum(axis=1, keepdims=True) / cnt
            score += float(w) * x / np.where(mean > 0, mean, 1.0)
        score = np.where(ok, score, np.inf)
        avail = free_gpus(obs)
        region, gtype = greedy_fill(score, jobs, avail, host)
        miss = region < 0
        region[miss] = jobs.origin[miss]
        gtype[miss] = jobs.gpu_type[miss]
        return Decision(region=region, gpu_type=gtype)
