"""Receding-horizon model-predictive control (MPC) of placement and start times.

Every ``every`` epochs the policy solves a small time-indexed LP over the forecast horizon
with HiGHS: the jobs waiting for a start (new arrivals and those planned but not started)
choose among their cheapest (region, GPU type, start) options that meet their deadline after
the data transfer, under the GPU capacity each pool has left (what the jobs already placed
hold, ``1 - headroom`` of it for starts that are not immediate), minimising forecast carbon
(IT power x nominal PUE x mean forecast CI over the run, + transfer energy x CI where the data
is). The LP solution is rounded earliest-deadline-first into a reservation book (each job its
option of largest LP weight that has room, else its cheapest with room, else its earliest
start with room, else now at home); only the first step is committed: jobs whose start falls
before the next solve are placed when it comes, the others are planned again at the next
solve with the forecasts issued then. Arrivals between two solves are planned greedily into
the book (their cheapest option with room) and re-optimised at the next solve.

References
----------
* Camacho, E. F., Bordons, C. (2007). Model Predictive Control, 2nd ed., Springer
  (receding horizon: solve over the horizon, apply the first step, repeat).
* Time-indexed LP: Sousa, J. P., Wolsey, L. A. (1992). Math. Prog. 54, 353-367.
* Carbon-aware MPC of data-centre load: Radovanovic et al. 2022 (IEEE Trans. Power Syst.
  38(2)), day-ahead; Lin, M., Liu, Z., Wierman, A., Andrew, L. L. H. (2012). Online
  algorithms for geographical load balancing. IGCC 2012 (receding horizon control).
* HiGHS: Huangfu, Q., Hall, J. A. J. (2018). Math. Prog. Comp. 10, 119-142.
"""

from __future__ import annotations

from typing import Any

import numpy as np

from gridshift.policies.api import DEFER, Decision, Observation, Policy, PolicyInfo
from gridshift.policies.helpers import host_mask, latency_ok
from gridshift.policies.zoo._common import forecast_carbon, it_power_w, run_s

__all__ = ["RecedingHorizonMPC"]


class RecedingHorizonMPC(Policy):
    """Receding-horizon LP over the forecast horizon (module docstring).

    Args:
        every: Epochs between two LP solves (``k``; 4 = hourly at 15-minute epochs).
        starts: Start offsets considered per (job, pool): at most this many, evenly spaced
            from now to the latest start within the horizon (first and last included).
        candidates: Options per job in the LP (its cheapest ones, plus its earliest at home).
        max_lp_jobs: Jobs per LP (earliest deadlines first; the others keep their plans).
        headroom: Share of each pool (0 <= headroom < 1) that starts which are not
            immediate-at-home leave free (as ``deadline-safe-greedy-v1``).
    """

    id = "mpc-v1"
    family = "spatiotemporal"
    description = ("Receding-horizon LP (HiGHS) over the forecast horizon for region and "
                   "start time under capacity, deadlines and transfer times; first step "
                   "committed, re-solved every k epochs")
    citation = ("Camacho & Bordons 2007 (Model Predictive Control); Lin et al. 2012 (IGCC), "
                "receding horizon geographical load balancing; Sousa & Wolsey 1992")

    def __init__(self, every: int = 4, starts: int = 12, candidates: int = 8,
                 max_lp_jobs: int = 400, headroom: float = 0.25) -> None:
        self.every = int(every)
        self.starts = int(starts)
        self.candidates = int(candidates)
        self.max_lp_jobs = int(max_lp_jobs)
        self.headroom = float(headroom)

    def reset(self, info: PolicyInfo) -> None:
        super().reset(info)
        if self.every < 1 or self.starts < 1 or self.candidates < 1:
            raise ValueError("mpc-v1: every, starts and candidates must be >= 1")
        if not 0.0 <= self.headroom < 1.0:
            raise ValueError(f"mpc-v1: headroom must be in [0, 1), got {self.headroom!r}")
        R, G = info.capacity.shape
        self._book = np.zeros((R, G, info.n_steps + 2 * max(info.horizon_steps, 1) + 2),
                              np.int64)
        self._cap = np.asarray(info.capacity, np.int64)
        self._cap_later = np.floor(info.capacity * (1.0 - self.headroom)).astype(np.int64)
        self._plan: dict[int, tuple[int, int, int, int, int]] = {}  # id: (s, r, g, L, gpus)
        self._n = {"solves": 0, "lp_jobs": 0, "lp_failed": 0, "greedy": 0, "fallback_now": 0}
        # import scipy's HiGHS and solve a 1 x 1 LP once here, not in the first decide()
        from scipy.optimize import linprog

        linprog(np.ones(1), A_eq=np.ones((1, 1)), b_eq=np.ones(1), bounds=(0, 1),
                method="highs")

    # ------------------------------------------------------------------ book
    def _ensure(self, end: int) -> None:
        if end > self._book.shape[2]:
            extra = max(end - self._book.shape[2], self._book.shape[2] // 2)
            self._book = np.concatenate(
                [self._book, np.zeros(self._book.shape[:2] + (extra,), np.int64)], axis=2)

    def _release(self, jid: int) -> None:
        s, r, g, L, n = self._plan.pop(jid)
        self._book[r, g, s:s + L] -= n

    def _reserve(self, jid: int, s: int, r: int, g: int, L: int, n: int) -> None:
        self._ensure(s + L + 1)
        self._book[r, g, s:s + L] += n
        self._plan[jid] = (s, r, g, L, n)

    def _room(self, k: int, s: int, r: int, g: int, L: int, n: int, home: bool,
              avail: np.ndarray) -> bool:
        self._ensure(s + L + 1)
        used = int(self._book[r, g, s:s + L].max())
        if s == k:
            if int(avail[r, g]) < n:
                return False
            if home:
                return used + n <= int(self._cap[r, g])
        return used + n <= int(self._cap_later[r, g])

    # ------------------------------------------------------------------ options
    def _options(self, obs: Observation, rows: np.ndarray, fc: np.ndarray
                 ) -> tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray, np.ndarray]:
        """Each job's options: ``(start offset, region, type, slots, cost)`` ``[n, M]`` with
        cost ``inf`` where invalid; ``M = R x G x starts``."""
        info = self.info
        jobs = obs.jobs
        R, H = fc.shape
        G = info.capacity.shape[1]
        step = float(info.step_s)
        host = host_mask(info, jobs)[rows] & latency_ok(info, jobs)[rows][:, :, None]
        power = it_power_w(info, jobs)[rows]  # [n, G]
        runs = run_s(info, jobs)[rows]  # [n, G]
        src = jobs.data_at[rows]
        xfer = info.transfer_s(src[:, None], np.arange(R)[None, :], jobs.data_gb[rows][:, None])
        dur = xfer[:, :, None] + runs[:, None, :]  # [n, R, G]
        L = np.maximum(np.ceil(dur / step - 1e-9).astype(np.int64), 1)
        last = np.floor(((jobs.deadline_s[rows] - obs.time_s)[:, None, None] - dur) / step
                        + 1e-9).astype(np.int64)
        # one epoch of margin before the latest start where the window allows it (a start
        # planned at the last moment misses the deadline if its pool is busy for a step)
        # a run longer than the horizon starts now at best (costed on the horizon's mean)
        hi = np.maximum(np.minimum(np.where(last >= 1, last - 1, last), H - L), 0)
        ok = host & (last >= 0)
        S = self.starts
        frac = np.linspace(0.0, 1.0, S) if S > 1 else np.zeros(1)
        s_off = np.rint(np.maximum(hi, 0)[..., None] * frac).astype(np.int64)  # [n, R, G, S]
        csum = np.concatenate([np.zeros((R, 1)), np.cumsum(fc, axis=1)], axis=1)
        Lb = np.broadcast_to(L[..., None], s_off.shape)
        e = np.minimum(s_off + Lb, H)
        rr = np.broadcast_to(np.arange(R)[None, :, None, None], s_off.shape)
        mean_ci = (csum[rr, e] - csum[rr, s_off]) / np.maximum(e - s_off, 1)
        a = power[:, None, :] * info.pue_nominal[None, :, None] * runs[:, None, :]
        tr = (jobs.data_gb[rows] * info.transfer_kwh_per_gb)[:, None, None] * fc[src][:, None, :]
        trs = np.take_along_axis(np.broadcast_to(tr, (len(rows), R, H)),
                                 np.minimum(s_off, H - 1).reshape(len(rows), R, -1),
                                 axis=2).reshape(s_off.shape)
        trs = np.where((np.arange(R)[None, :] != src[:, None])[:, :, None, None], trs, 0.0)
        cost = np.where(ok[..., None], a[..., None] * mean_ci / 3.6e6 + trs, np.inf)
        n = len(rows)
        reg = np.broadcast_to(np.arange(R)[None, :, None, None], s_off.shape)
        typ = np.broadcast_to(np.arange(G)[None, None, :, None], s_off.shape)
        return (s_off.reshape(n, -1), reg.reshape(n, -1), typ.reshape(n, -1),
                Lb.reshape(n, -1), cost.reshape(n, -1))

    # ------------------------------------------------------------------ decide
    def decide(self, obs: Observation) -> Decision:
        jobs = obs.jobs
        N = len(jobs)
        if N == 0:
            return Decision(region=np.empty(0, np.int64), gpu_type=np.empty(0, np.int64))
        k = int(obs.step)
        jid = np.asarray(jobs.job_id, np.int64)
        avail = np.maximum(obs.free_gpus - obs.queued_gpus, 0).astype(np.int64)
        planned = np.array([int(j) in self._plan for j in jid], bool)
        solve = k % self.every == 0
        if solve:
            rows = np.flatnonzero(~planned | np.array(
                [int(j) in self._plan and self._plan[int(j)][0] > k for j in jid], bool))
        else:
            rows = np.flatnonzero(~planned)
        if rows.size:
            fc = forecast_carbon(obs)
            for j in jid[rows]:
                if int(j) in self._plan:
                    self._release(int(j))
            self._plan_rows(obs, rows, fc, avail, k, use_lp=solve)
        region = np.full(N, DEFER, np.int64)
        gtype = np.full(N, -1, np.int64)
        for i, j in enumerate(jid.tolist()):
            p = self._plan.get(j)
            if p is not None and p[0] <= k:
                region[i], gtype[i] = p[1], p[2]
                # placed: off the plan (its slots stay in the book as its run)
                del self._plan[j]
        return Decision(region=region, gpu_type=gtype)

    def _plan_rows(self, obs: Observation, rows: np.ndarray, fc: np.ndarray,
                   avail: np.ndarray, k: int, use_lp: bool) -> None:
        jobs = obs.jobs
        order = rows[np.argsort(jobs.deadline_s[rows], kind="stable")]
        lp_rows = order[:self.max_lp_jobs] if use_lp else order[:0]
        rest = order[lp_rows.size:]
        weight = None
        if lp_rows.size:
            s_off, reg, typ, L, cost = self._options(obs, lp_rows, fc)
            weight, cand = self._solve(obs, lp_rows, s_off, reg, typ, L, cost, k)
            self._round(obs, lp_rows, s_off, reg, typ, L, cost, weight, cand, avail, k)
        if rest.size:
            for c0 in range(0, rest.size, 256):
                rr = rest[c0:c0 + 256]
                s_off, reg, typ, L, cost = self._options(obs, rr, fc)
                self._n["greedy"] += rr.size
                self._round(obs, rr, s_off, reg, typ, L, cost, None, None, avail, k)

    def _solve(self, obs: Observation, rows: np.ndarray, s_off: np.ndarray, reg: np.ndarray,
               typ: np.ndarray, L: np.ndarray, cost: np.ndarray, k: int
               ) -> tuple[np.ndarray | None, np.ndarray]:
        """LP weights ``[n, C]`` of each job's candidate options ``cand`` (indices into M)."""
        from scipy import sparse
        from scipy.optimize import linprog

        n, M = cost.shape
        C = min(self.candidates, M)
        cand = np.argsort(cost, axis=1, kind="stable")[:, :C]
        cc = np.take_along_axis(cost, cand, axis=1)
        valid = np.isfinite(cc)
        self._n["solves"] += 1
        self._n["lp_jobs"] += n
        if not valid.any():
            return None, cand
        gpus = np.asarray(obs.jobs.gpus[rows], np.int64)
        jj, oo = np.nonzero(valid)
        col_cost = cc[jj, oo]
        m = cand[jj, oo]
        s = s_off[jj, m]
        r = reg[jj, m]
        g = typ[jj, m]
        ln = L[jj, m]
        nv = jj.size
        # a "not in this plan" column per job (priced above any option) keeps the LP feasible
        big = float(col_cost.max()) * 10.0 + 1.0
        R, G = self._cap.shape
        Hs = int((s + ln).max()) + 1
        self._ensure(k + Hs + 1)
        # capacity rows (pool, slot): sum gpus x over options covering the slot
        reps = ln
        col = np.repeat(np.arange(nv), reps)
        t = np.repeat(s, reps) + (np.arange(reps.sum()) - np.repeat(np.cumsum(reps) - reps, reps))
        pool = np.repeat(r * G + g, reps)
        key = pool * Hs + t
        ukey, row = np.unique(key, return_inverse=True)
        pr, pt = divmod(ukey, Hs)
        lim = self._cap_later.reshape(-1)[pr] - self._book.reshape(R * G, -1)[pr, k + pt]
        a_ub = sparse.csr_array((np.repeat(gpus[jj], reps).astype(float), (row, col)),
                                shape=(ukey.size, nv + n))
        a_eq = sparse.csr_array((np.ones(nv + n), (np.concatenate([jj, np.arange(n)]),
                                                   np.arange(nv + n))), shape=(n, nv + n))
        c = np.concatenate([col_cost, np.full(n, big)])
        res = linprog(c / big, A_ub=a_ub, b_ub=np.maximum(lim, 0).astype(float), A_eq=a_eq,
                      b_eq=np.ones(n), bounds=(0, 1), method="highs")
        if res.status != 0:
            self._n["lp_failed"] += 1
            return None, cand
        w = np.zeros((n, C))
        w[jj, oo] = res.x[:nv]
        return w, cand

    def _round(self, obs: Observation, rows: np.ndarray, s_off: np.ndarray, reg: np.ndarray,
               typ: np.ndarray, L: np.ndarray, cost: np.ndarray, weight: np.ndarray | None,
               cand: np.ndarray | None, avail: np.ndarray, k: int) -> None:
        """Each job, in deadline order, into the book (module docstring's rounding)."""
        jobs = obs.jobs
        for q, i in enumerate(rows.tolist()):
            j = int(jobs.job_id[i])
            n = int(jobs.gpus[i])
            src = int(jobs.data_at[i])
            tries: list[int] = []
            if weight is not None and cand is not None:
                w = weight[q]
                tries += [int(cand[q, c]) for c in np.argsort(-w, kind="stable") if w[c] > 1e-6]
            fin = np.flatnonzero(np.isfinite(cost[q]))
            tries += fin[np.argsort(cost[q, fin], kind="stable")].tolist()
            tries += fin[np.lexsort((cost[q, fin], s_off[q, fin]))].tolist()
            done = False
            seen: set[int] = set()
            for m in tries:
                if m in seen:
                    continue
                seen.add(m)
                s, r, g, ln = (int(v[q, m]) for v in (s_off, reg, typ, L))
                if self._room(k, k + s, r, g, ln, n, r == src and s == 0, avail):
                    self._reserve(j, k + s, r, g, ln, n)
                    if s == 0:
                        avail[r, g] -= n
                    done = True
                    break
            if not done:  # no room anywhere in time: now at home, queued there
                self._n["fallback_now"] += 1
                g_ok = np.flatnonzero(host_mask(self.info, jobs)[i, src])
                g = int(g_ok[np.argmax(avail[src, g_ok])]) if g_ok.size else -1
                if g < 0:
                    g_any = np.argwhere(host_mask(self.info, jobs)[i])
                    if g_any.size == 0:
                        self._plan[j] = (k, src, -1, 1, 0)
                        continue
                    src, g = int(g_any[0, 0]), int(g_any[0, 1])
                ln = int(max(np.ceil(float(run_s(self.info, jobs)[i, g]) / self.info.step_s
                                     - 1e-9), 1))
                self._reserve(j, k, src, g, ln, n)

    def state(self) -> dict[str, Any]:
        return dict(self._n)
