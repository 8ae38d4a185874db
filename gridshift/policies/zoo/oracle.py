"""The oracle: an offline, time-indexed MILP with perfect knowledge of the future.

On the ``clairvoyant`` track the policy receives at :meth:`Oracle.reset` the future carbon
intensity, price and PUE ``[T, R]`` and every job's columns (``info.clairvoyant``). It then
plans the whole window at once and, at each epoch, places the jobs whose planned start has come.

Formulation (exact mode)
------------------------
Binary ``x[j, p, s] = 1`` iff job ``j`` starts at epoch ``s`` on GPU pool ``p = (region, type)``.
Options are the pools able to host the job (type, GPU count, inference latency SLO) and the
epochs from the job's first epoch to the last one that still meets its deadline and finishes
inside the window (after the data transfer, at the type's speed); a job that cannot finish inside
the window may start up to its own deadline's latest start (it is charged up to the window's end,
as the accounting does for every policy), and a job that can meet its deadline nowhere starts at
its first epoch only (as soon as possible). Each job also has a "never
started" option with a large penalty, so the model is
always feasible (and a job left unstarted shows up as unfinished in the metrics, honestly).

* ``sum_{p,s} x[j,p,s] + never[j] = 1`` for every job;
* ``sum_{j,s covering t} gpus_j x[j,p,s] <= capacity_p`` for every pool and epoch ``t``, where an
  option covers the epochs from its dispatch until the epoch at which its GPUs are freed (the
  simulator frees GPUs at the first epoch at or after a job's end);
* minimise ``w_carbon * carbon_kg + w_cost * cost_usd`` with coefficients integrated exactly from
  the piecewise-constant signals (``P * integral(PUE * CI)`` over the run, truncated at the
  window's end exactly as the accounting does, plus transfer energy x CI at the source).

Because starts can only happen at epochs and the simulator's FIFO pools start every job that
fits, a capacity-feasible plan is played exactly. The LP relaxation's optimum (carbon objective)
is a lower bound on the carbon of *every* non-preemptive schedule that starts each job at an
epoch, within capacity, and meets every deadline (inside the window where that is possible)
(``state()["lp_bound_carbon_kg"]``).

Aggregated mode (beyond ``max_exact_nnz``)
------------------------------------------
The exact model grows as ``jobs x pools x start epochs x run epochs``. Beyond the threshold the
oracle (a) plays a rolling plan: jobs in arrival order in chunks of ``chunk_jobs``, at most
``max_starts`` evenly spaced start epochs per job and pool (first and last included), each chunk's
time-indexed LP solved against the capacity left by the previous chunks and rounded greedily
(largest LP weight first, then the cheapest option that fits; a job with no room before its
deadline takes the earliest start with room anywhere); and (b) reports a *fluid* lower bound: an
LP over job classes (same start block, deadline block, host pools and utilisation bucket) and
blocks of ``coarse_steps`` epochs where work may be split across pools and blocks (preemption
allowed, no transfer energy, each block charged at its lowest PUE x CI, utilisation rounded
down). Every schedule the simulator can produce, preemptive or not, maps to a feasible point of
that LP with no lower cost, so ``fluid_bound_carbon_kg`` bounds every policy that meets the
deadlines (it is weaker than the exact LP bound). The fluid bound is computed in exact mode as
well.

The recorded bound (``carbon_bound_kg``)
----------------------------------------
After :meth:`Oracle.reset`, ``oracle.carbon_bound_kg`` (also ``state()["carbon_bound_kg"]``)
is the best *valid* lower bound the oracle has on the operational carbon of every schedule the
simulator can produce (preemptive or not) that meets every deadline: the largest of

* the fluid LP bound above (capacity-aware), where its LP has at most ``max_fluid_vars``
  columns at the coarsest block size, and
* the **regional fluid LP bound** (:func:`regional_fluid_bound_kg`) where the pool-level one
  does not fit: GPU pools merged per region, whole-hour blocks, utilisation rounded down to
  quarters, solved in time chunks (fits a month of ``global-16-year``, not the full year
  within 10 minutes), and
* the **capacity-free bound** (:func:`capacity_free_bound_kg`), always: each job's work done
  at the lowest ``PUE x CI`` of any epoch of its window on its most carbon-efficient host pool
  (power per GPU at its utilisation / speed), capacity and the rate limit ignored, no transfer
  energy, work that may run after the window free.  Columnar (a sparse-table range minimum per
  region), so it scales to ``global-16-year`` (about 1 M jobs x 32 pools x 35,040 epochs:
  21-31 s and 0.7 GiB on 2 shared cores); weak wherever capacity binds.

The non-preemptive LP bound (``lp_bound_carbon_kg``) is tighter but does not cover preemptive
(interruptible) schedules, so it is reported, never recorded as the bound.
:func:`oracle_bound_metrics` turns an oracle's state into the record field and
:func:`scenario_bound_metrics` computes the bound for a world without planning (for scenarios
where the plan does not fit in time).

Measured sizes and times (2 cores, HiGHS via scipy 1.17): see README.md,
"The oracle: sizes, times, bounds", and ``docs/leaderboard.md``.

References
----------
* Time-indexed scheduling formulations: Sousa, J. P., Wolsey, L. A. (1992). A time indexed
  formulation of non-preemptive single machine scheduling problems. Math. Programming 54.
* Offline optimal baselines for carbon-aware scheduling: Wiesner et al. 2021 (Let's Wait Awhile,
  Middleware '21) and Sukprasert et al. 2024 (EuroSys '24) compare against clairvoyant optima.
* HiGHS: Huangfu, Q., Hall, J. A. J. (2018). Parallelizing the dual revised simplex method.
  Math. Prog. Comp. 10, 119-142.
"""

from __future__ import annotations

import functools
import time
from typing import Any

import numpy as np
from scipy import sparse
from scipy.optimize import Bounds, LinearConstraint, linprog, milp

from gridshift._arrays import unique_rows
from gridshift.policies.api import DEFER, Decision, Observation, Policy, PolicyInfo

__all__ = ["Oracle", "capacity_free_bound_kg", "oracle_bound_metrics", "regional_fluid_bound_kg",
           "scenario_bound_metrics"]

_NEVER_PENALTY = 1e6  # objective units per job left unstarted (far above any job's carbon)


class _Options:
    """Every (job, pool, start) option with its cost and the epochs it occupies."""

    def __init__(self, job: np.ndarray, pool: np.ndarray, start: np.ndarray,
                 occ_lo: np.ndarray, occ_hi: np.ndarray, carbon_kg: np.ndarray,
                 cost_usd: np.ndarray) -> None:
        self.job, self.pool, self.start = job, pool, start
        self.occ_lo, self.occ_hi = occ_lo, occ_hi
        self.carbon_kg, self.cost_usd = carbon_kg, cost_usd

    @property
    def nnz(self) -> int:
        return int(np.maximum(self.occ_hi - self.occ_lo, 0).sum())

    def subset(self, m: np.ndarray) -> _Options:
        return _Options(self.job[m], self.pool[m], self.start[m], self.occ_lo[m],
                        self.occ_hi[m], self.carbon_kg[m], self.cost_usd[m])


class Oracle(Policy):
    """Offline optimum with perfect knowledge (clairvoyant track only); see the module docstring.

    Args:
        w_carbon: Weight of carbon [per kg] in the objective.
        w_cost: Weight of money [per USD] (energy + egress) in the objective.
        max_exact_nnz: Largest exact model (capacity-matrix nonzeros) solved as one MILP.
        time_limit_s: Time limit of the exact MILP (the best solution found is played).
        mip_rel_gap: Relative optimality gap at which the MILP stops.
        coarse_steps: Block size [epochs] of the fluid bound (0 = auto: about one hour).
        chunk_jobs: Jobs per rolling LP in aggregated mode.
        max_starts: Start epochs per job and pool in aggregated mode (evenly spaced from the
            first to the last that meets the deadline).
    """

    id = "oracle-v1"
    family = "oracle"
    description = "Offline time-indexed MILP (HiGHS), perfect knowledge; its LP is a lower bound"
    citation = ("Sousa & Wolsey 1992, time-indexed formulation (Math. Prog.); solved with HiGHS "
                "(Huangfu & Hall 2018) via scipy")
    tracks = ("clairvoyant",)

    #: Lower bound [kg] on the carbon of every deadline-meeting schedule (set by reset).
    carbon_bound_kg: float | None = None
    #: Largest fluid LP [columns] solved for the bound at the coarsest block size (a class
    #: setting, not a parameter: it changes no schedule).  Beyond it only the capacity-free
    #: bound is computed: the fluid LP of a one-month slice of global-16-year (86 k jobs) did
    #: not finish in 10 minutes on 2 cores.
    max_fluid_vars: int = 2_000_000

    def __init__(self, w_carbon: float = 1.0, w_cost: float = 0.0,
                 max_exact_nnz: int = 400_000, time_limit_s: float = 120.0,
                 mip_rel_gap: float = 1e-4, coarse_steps: int = 0, chunk_jobs: int = 300,
                 max_starts: int = 12) -> None:
        self.w_carbon = w_carbon
        self.w_cost = w_cost
        self.max_exact_nnz = max_exact_nnz
        self.time_limit_s = time_limit_s
        self.mip_rel_gap = mip_rel_gap
        self.coarse_steps = coarse_steps
        self.chunk_jobs = chunk_jobs
        self.max_starts = max_starts

    # ------------------------------------------------------------------ setup
    def reset(self, info: PolicyInfo) -> None:
        super().reset(info)
        if info.clairvoyant is None:
            from gridshift.errors import PolicyError

            raise PolicyError("oracle-v1 needs the clairvoyant track (info.clairvoyant is None); "
                              "run it with track='clairvoyant'")
        t0 = time.perf_counter()
        cl = info.clairvoyant
        self._jobs = {k: np.asarray(v) for k, v in cl["jobs"].items()}
        J = len(self._jobs["gpus"])
        self._stats: dict[str, Any] = {"jobs": J, "steps": info.n_steps,
                                       "regions": info.n_regions}
        self._plan_step = np.full(J, np.iinfo(np.int64).max, dtype=np.int64)
        self._plan_region = np.full(J, -1, dtype=np.int64)
        self._plan_type = np.full(J, -1, dtype=np.int64)
        opts_full = self._options(stride=1)
        nnz = opts_full.nnz
        self._stats.update(options=int(opts_full.job.size), nnz=nnz)
        if nnz <= int(self.max_exact_nnz):
            self._stats["mode"] = "exact"
            self._solve_exact(opts_full, J)
        else:
            self._stats["mode"] = "aggregated"
            thin = self._options(stride=1, max_starts=int(self.max_starts))
            self._stats.update(options_played=int(thin.job.size), nnz_played=thin.nnz)
            self._solve_rolling(thin, J)
        self._stats["fluid_bound_carbon_kg"] = self._fluid_bound()
        self._record_bound()
        # jobs submitted after the last epoch are never visible to any policy
        visible = np.ceil(self._jobs["submit_s"] / info.step_s - 1e-9) <= info.n_steps - 1
        self._stats["unplanned_visible_jobs"] = int(((self._plan_region < 0) & visible).sum())
        self._stats["solve_s"] = round(time.perf_counter() - t0, 3)

    def _record_bound(self) -> None:
        """``carbon_bound_kg``: the larger of the fluid and the capacity-free bound."""
        t0 = time.perf_counter()
        free = capacity_free_bound_kg(self.info)
        self._stats["capacity_free_bound_carbon_kg"] = free
        self._stats["capacity_free_bound_s"] = round(time.perf_counter() - t0, 3)
        cands = {"capacity-free": free}
        fluid = self._stats.get("fluid_bound_carbon_kg")
        if fluid is not None:
            cands["fluid-lp"] = float(fluid)
        else:  # the pool-level LP does not fit: the coarser regional one
            regional, st = regional_fluid_bound_kg(self.info)
            self._stats.update(st)
            if regional is not None:
                cands["regional-fluid-lp"] = regional
        method = max(cands, key=lambda k: cands[k])
        self.carbon_bound_kg = float(cands[method])
        self._stats["carbon_bound_kg"] = self.carbon_bound_kg
        self._stats["carbon_bound_method"] = method

    def _blocks(self) -> list[int]:
        """Candidate block sizes of the fluid bound [epochs]: the parameter, or 1, 2, 4, 8, 12 h."""
        if int(self.coarse_steps) > 0:
            return [int(self.coarse_steps)]
        hour = 3600 / self.info.step_s
        return sorted({max(1, int(round(h * hour))) for h in (1, 2, 4, 8, 12)})

    def _cum(self, x: np.ndarray) -> np.ndarray:
        """``[T + 1, R]`` cumulative integral of a piecewise-constant signal [unit x s]."""
        step = float(self.info.step_s)
        x = np.nan_to_num(np.asarray(x, dtype=np.float64), nan=0.0)
        return np.vstack([np.zeros((1, x.shape[1])), np.cumsum(x * step, axis=0)])

    def _integral(self, cum: np.ndarray, r: np.ndarray, a: np.ndarray, b: np.ndarray
                  ) -> np.ndarray:
        """Exact ``integral_a^b x_r`` (seconds), truncated to the window."""
        step = float(self.info.step_s)
        T = cum.shape[0] - 1

        def at(t: np.ndarray) -> np.ndarray:
            t = np.clip(t, 0.0, T * step)
            k = np.minimum((t // step).astype(np.int64), T - 1)
            slope = (cum[k + 1, r] - cum[k, r]) / step
            return cum[k, r] + slope * (t - k * step)

        return at(b) - at(a)

    def _host(self) -> np.ndarray:
        """``[J, P]`` job can run on pool ``p`` (type, GPU count, latency SLO)."""
        info = self.info
        j = self._jobs
        R, G = info.capacity.shape
        pools = [(r, g) for r in range(R) for g in range(G) if info.capacity[r, g] > 0]
        self._pools = np.asarray(pools, dtype=np.int64).reshape(-1, 2)
        pr, pg = self._pools[:, 0], self._pools[:, 1]
        gt = j["gpu_type"][:, None]
        slo = np.where(np.isnan(j["latency_slo_ms"]), np.inf, j["latency_slo_ms"])[:, None]
        return (((gt < 0) | (gt == pg[None, :]))
                & (info.capacity[pr, pg][None, :] >= j["gpus"][:, None])
                & (info.latency_ms[j["origin"]][:, pr] <= slo))

    def _options(self, stride: int, jobs: np.ndarray | None = None,
                 ignore_deadline: bool = False, max_starts: int = 0) -> _Options:
        """Build every option, start epochs on a grid of ``stride`` (plus the first epoch).

        With ``jobs``, only those jobs; with ``ignore_deadline``, every start up to the window's
        end (used to place jobs late when capacity leaves no room before their deadline).
        """
        info = self.info
        cl = info.clairvoyant
        assert cl is not None
        j = self._jobs
        step = float(info.step_s)
        T = info.n_steps
        host = self._host()
        pr, pg = self._pools[:, 0], self._pools[:, 1]
        J = host.shape[0]
        a = np.ceil(j["submit_s"] / step - 1e-9).astype(np.int64)
        ci = np.asarray(cl["carbon_gco2_per_kwh"], float)
        pue = np.asarray(cl["pue"], float)
        price = np.nan_to_num(np.asarray(cl["price_usd_per_mwh"], float), nan=0.0)
        cum_c = self._cum(pue * ci)
        cum_p = self._cum(pue * price)
        span = info.gpu_max_w - info.gpu_idle_w
        # per job x pool
        xfer = np.where(j["origin"][:, None] == pr[None, :], 0.0,
                        info.latency_ms[j["origin"]][:, pr] / 1000.0
                        + j["data_gb"][:, None] * 8.0 / info.bandwidth_gbps)
        run = j["duration_s"][:, None] / info.gpu_speed[pg][None, :]
        # finish by the deadline and inside the window (an unfinished job violates its SLO)
        dl = np.minimum(j["deadline_s"], T * step)[:, None]
        last = np.floor((dl - xfer - run) / step + 1e-9).astype(np.int64)
        ok_dl = host & (last >= a[:, None])
        # jobs that cannot finish inside the window: starts up to their own deadline (they run
        # past the window's end, charged up to it, as the accounting does for every policy)
        out = ~ok_dl.any(axis=1)
        last_dl = np.floor((j["deadline_s"][:, None] - xfer - run) / step + 1e-9).astype(np.int64)
        last = np.where(out[:, None], last_dl, last)
        ok_dl = np.where(out[:, None], host & (last >= a[:, None]), ok_dl)
        none_ok = ~ok_dl.any(axis=1)
        # jobs that can meet their deadline nowhere: any host pool, first epoch only (ASAP)
        last = np.where(none_ok[:, None], a[:, None], last)
        last = np.minimum(last, T - 1)
        use = np.where(none_ok[:, None], host, ok_dl) & (a[:, None] <= T - 1)
        if ignore_deadline:
            last = np.full_like(last, T - 1)
            use = host & (a[:, None] <= T - 1)
        if jobs is not None:
            keep = np.zeros(J, dtype=bool)
            keep[jobs] = True
            use &= keep[:, None]
        jj, pp = np.nonzero(use)
        width = last[jj, pp] - a[jj]
        strides = np.full(jj.size, int(stride), dtype=np.int64)
        if max_starts > 0:  # at most max_starts evenly spaced starts per job and pool
            strides = np.maximum(strides, -(-width // max(int(max_starts) - 1, 1)))
        n_st = width // strides + 1
        rep = np.repeat(np.arange(jj.size), n_st)
        first = np.repeat(np.cumsum(n_st) - n_st, n_st)
        s = a[jj][rep] + (np.arange(rep.size) - first) * strides[rep]
        job = jj[rep]
        pool = pp[rep]
        r = pr[pool]
        g = pg[pool]
        d = xfer[job, pool]
        rt = run[job, pool]
        t_run = s * step + d
        t_end = t_run + rt
        occ_lo = np.minimum(s + np.floor(d / step).astype(np.int64), T)
        occ_hi = np.minimum(np.ceil(t_end / step - 1e-9).astype(np.int64), T)
        occ_hi = np.maximum(occ_hi, np.minimum(occ_lo + 1, T))
        p_w = j["gpus"][job] * (info.gpu_idle_w[g] + span[g] * j["gpu_util"][job])
        carbon = p_w * self._integral(cum_c, r, t_run, t_end) / 3.6e9
        src = j["origin"][job]
        moving = src != r
        tr_kwh = np.where(moving, j["data_gb"][job] * info.transfer_kwh_per_gb, 0.0)
        carbon = carbon + tr_kwh * ci[np.minimum(s, T - 1), src] / 1000.0
        cost = (p_w * self._integral(cum_p, r, t_run, t_end) / 3.6e9
                + np.where(moving, j["data_gb"][job] * info.egress_usd_per_gb[src, r], 0.0))
        return _Options(job, pool, s, occ_lo, occ_hi, carbon, cost)

    # ------------------------------------------------------------------ models
    def _model(self, o: _Options, jobs: np.ndarray, cap_left: np.ndarray,
               weights: tuple[float, float]
               ) -> tuple[np.ndarray, sparse.csr_array, sparse.csr_array, np.ndarray]:
        """Objective, equality (one option per job), capacity rows and their bounds."""
        n_opt = o.job.size
        n_job = jobs.size
        local = np.searchsorted(jobs, o.job)
        P, T = cap_left.shape
        c = np.concatenate([weights[0] * o.carbon_kg + weights[1] * o.cost_usd,
                            np.full(n_job, _NEVER_PENALTY)])
        a_eq = sparse.csr_array((np.ones(n_opt + n_job),
                                 (np.concatenate([local, np.arange(n_job)]),
                                  np.arange(n_opt + n_job))), shape=(n_job, n_opt + n_job))
        ln = o.occ_hi - o.occ_lo
        col = np.repeat(np.arange(n_opt), ln)
        first = np.repeat(np.cumsum(ln) - ln, ln)
        t = np.repeat(o.occ_lo, ln) + (np.arange(col.size) - first)
        row = o.pool[col] * T + t
        val = self._jobs["gpus"][o.job][col].astype(np.float64)
        a_ub = sparse.csr_array((val, (row, col)), shape=(P * T, n_opt + n_job))
        used = np.unique(row)
        return c, a_eq, a_ub[used], cap_left.reshape(-1)[used].astype(np.float64)

    def _solve_exact(self, o: _Options, J: int) -> None:
        jobs = np.arange(J)
        cap = self.info.capacity[self._pools[:, 0], self._pools[:, 1]]
        cap_left = np.repeat(cap[:, None], self.info.n_steps, axis=1).astype(np.int64)
        w = (float(self.w_carbon), float(self.w_cost))
        c, a_eq, a_ub, ub = self._model(o, jobs, cap_left, w)
        n = c.size
        t0 = time.perf_counter()
        # LP relaxation with the carbon objective: the lower bound
        c_carbon = np.concatenate([o.carbon_kg, np.full(J, _NEVER_PENALTY)])
        lp = linprog(c_carbon, A_ub=a_ub, b_ub=ub, A_eq=a_eq, b_eq=np.ones(J),
                     bounds=(0, 1), method="highs")
        self._stats["lp_s"] = round(time.perf_counter() - t0, 3)
        if lp.status == 0:
            x_lp = lp.x
            never = float(x_lp[-J:].sum()) if J else 0.0
            self._stats["lp_bound_carbon_kg"] = float(o.carbon_kg @ x_lp[:-J or None])
            self._stats["lp_bound_valid"] = never < 1e-9
        else:
            x_lp = None
            self._stats["lp_bound_carbon_kg"] = None
            self._stats["lp_status"] = lp.message
        if (x_lp is not None and float(self.w_cost) == 0.0
                and np.all(np.minimum(np.abs(x_lp), np.abs(1.0 - x_lp)) < 1e-9)):
            # the LP optimum is integral: it is the MILP optimum (carbon objective)
            self._stats["milp_s"] = 0.0
            self._stats["milp_status"] = "lp-integral"
            self._stats["milp_gap"] = 0.0
            self._adopt_solution(o, x_lp, cap_left)
            return
        t0 = time.perf_counter()
        res = milp(c, integrality=np.ones(n), bounds=Bounds(0, 1),
                   constraints=[LinearConstraint(a_eq, 1, 1), LinearConstraint(a_ub, -np.inf, ub)],
                   options={"time_limit": float(self.time_limit_s),
                            "mip_rel_gap": float(self.mip_rel_gap), "disp": False})
        self._stats["milp_s"] = round(time.perf_counter() - t0, 3)
        self._stats["milp_status"] = int(res.status)
        if res.x is not None:
            self._adopt_solution(o, res.x, cap_left)
            self._stats["milp_objective"] = float(res.fun)
            self._stats["milp_gap"] = float(getattr(res, "mip_gap", np.nan))
        else:  # no integer solution in time: round the LP
            self._stats["milp_fallback"] = "lp-rounding"
            self._round(o, jobs, cap_left,
                        x_lp[:o.job.size] if x_lp is not None else np.zeros(o.job.size))

    def _adopt_solution(self, o: _Options, x: np.ndarray, cap_left: np.ndarray) -> None:
        """Adopt an integral solution; "never started" jobs take the earliest start with room."""
        chosen = np.round(x[:o.job.size]).astype(bool)
        sel = o.subset(chosen)
        self._adopt(sel)
        never = np.flatnonzero(np.round(x[o.job.size:]) > 0)
        if never.size:
            ln = sel.occ_hi - sel.occ_lo
            col = np.repeat(np.arange(sel.job.size), ln)
            t = np.repeat(sel.occ_lo, ln) + (np.arange(col.size)
                                             - np.repeat(np.cumsum(ln) - ln, ln))
            np.subtract.at(cap_left, (sel.pool[col], t), self._jobs["gpus"][sel.job[col]])
            self._late(never, cap_left)

    def _solve_rolling(self, o: _Options, J: int) -> None:
        cap = self.info.capacity[self._pools[:, 0], self._pools[:, 1]]
        cap_left = np.repeat(cap[:, None], self.info.n_steps, axis=1).astype(np.int64)
        order = np.argsort(np.ceil(self._jobs["submit_s"] / self.info.step_s), kind="stable")
        w = (float(self.w_carbon), float(self.w_cost))
        by_job = np.argsort(o.job, kind="stable")
        bounds_ = np.searchsorted(o.job[by_job], np.arange(J + 1))
        lp_s = 0.0
        chunks = 0
        for lo in range(0, J, int(self.chunk_jobs)):
            jobs = np.sort(order[lo: lo + int(self.chunk_jobs)])
            idx = np.concatenate([by_job[bounds_[q]: bounds_[q + 1]] for q in jobs])
            sub = o.subset(idx)
            c, a_eq, a_ub, ub = self._model(sub, jobs, cap_left, w)
            t0 = time.perf_counter()
            lp = linprog(c, A_ub=a_ub, b_ub=ub, A_eq=a_eq, b_eq=np.ones(jobs.size),
                         bounds=(0, 1), method="highs")
            lp_s += time.perf_counter() - t0
            chunks += 1
            x = lp.x[:sub.job.size] if lp.status == 0 else np.zeros(sub.job.size)
            self._round(sub, jobs, cap_left, x)
        self._stats.update(chunks=chunks, lp_s=round(lp_s, 3))

    def _round(self, o: _Options, jobs: np.ndarray, cap_left: np.ndarray, x: np.ndarray) -> None:
        """Greedy rounding: each job (arrival order) takes its highest-weight option that fits.

        A loop over jobs (documented exception to the columnar rule): each placement changes
        the capacity left for the next job. Options of one job are tried in order of LP weight
        then cost; the capacity test of each is one numpy slice.
        """
        gpus = self._jobs["gpus"]
        w = float(self.w_carbon) * o.carbon_kg + float(self.w_cost) * o.cost_usd
        order = np.lexsort((w, -x, o.job))
        starts = np.searchsorted(o.job[order], jobs)
        ends = np.searchsorted(o.job[order], jobs, side="right")
        chosen = []
        late = []
        for q, lo, hi in zip(jobs, starts, ends, strict=True):
            for i in order[lo:hi]:
                p, t0, t1 = o.pool[i], o.occ_lo[i], o.occ_hi[i]
                if (cap_left[p, t0:t1] >= gpus[q]).all():
                    cap_left[p, t0:t1] -= gpus[q]
                    chosen.append(i)
                    break
            else:
                late.append(q)
        self._adopt(o.subset(np.asarray(chosen, dtype=np.int64)))
        if late:
            self._late(np.asarray(late, dtype=np.int64), cap_left)

    def _late(self, jobs: np.ndarray, cap_left: np.ndarray) -> None:
        """Jobs with no room inside their deadline: the earliest start with room anywhere.

        Never leaves a job unstarted on purpose (that would flatter the oracle's carbon): each
        job takes, over its host pools, the earliest epoch from its first one at which its GPUs
        are free for its whole run (the cheapest pool among equally early ones), or, if none
        exists in the window, its first epoch on its cheapest pool (it then queues). A loop over
        these few jobs; the search per job is numpy over pools x epochs.
        """
        from scipy.ndimage import minimum_filter1d

        info = self.info
        o = self._options(stride=1, jobs=jobs, ignore_deadline=True)
        T = info.n_steps
        chosen = []
        for q in jobs:
            m = np.flatnonzero(o.job == q)
            if m.size == 0:
                continue
            L = np.maximum(o.occ_hi[m] - o.occ_lo[m], 1)
            fits = np.zeros(m.size, dtype=bool)
            for p in np.unique(o.pool[m]):
                sel = o.pool[m] == p
                Lp = int(L[sel].max())
                row = minimum_filter1d(cap_left[p], size=Lp, origin=-(Lp // 2), mode="nearest")
                lo = np.minimum(o.occ_lo[m][sel], T - 1)
                fits[sel] = row[lo] >= self._jobs["gpus"][q]
            w = np.where(fits, o.start[m] * 1e9 + o.carbon_kg[m], np.inf)
            if not np.isfinite(w).any():
                w = np.where(o.start[m] == o.start[m].min(), o.carbon_kg[m], np.inf)
            i = m[int(np.argmin(w))]
            cap_left[o.pool[i], o.occ_lo[i]:o.occ_hi[i]] -= self._jobs["gpus"][q]
            chosen.append(i)
        self._stats["late_jobs"] = self._stats.get("late_jobs", 0) + len(chosen)
        self._adopt(o.subset(np.asarray(chosen, dtype=np.int64)))

    def _adopt(self, o: _Options) -> None:
        self._plan_step[o.job] = o.start
        self._plan_region[o.job] = self._pools[o.pool, 0]
        self._plan_type[o.job] = self._pools[o.pool, 1]
        self._stats["planned_carbon_kg"] = (self._stats.get("planned_carbon_kg", 0.0)
                                            + float(o.carbon_kg.sum()))

    # ------------------------------------------------------------------ fluid bound
    def _fluid_bound(self, max_vars: int = 250_000) -> float | None:
        """Lower bound on carbon over every deadline-meeting schedule (see module docstring).

        Uses the finest block size of :meth:`_blocks` whose LP has at most ``max_vars`` columns;
        at the coarsest block size at most ``max_fluid_vars`` (beyond: ``None``, the LP would
        not fit in time; the capacity-free bound stands alone).
        """
        blocks = self._blocks()
        for block in blocks:
            res = self._fluid_lp(block, max_vars if block != blocks[-1]
                                 else int(self.max_fluid_vars))
            if res is not None:
                self._stats["fluid_block_steps"] = block
                return res[0]
        return None

    def _fluid_lp(self, block: int, max_vars: int | None) -> tuple[float | None] | None:
        """The fluid LP at one block size; ``None`` if it would exceed ``max_vars`` columns."""
        info = self.info
        cl = info.clairvoyant
        assert cl is not None
        j = self._jobs
        step = float(info.step_s)
        T = info.n_steps
        host = self._host()
        pr, pg = self._pools[:, 0], self._pools[:, 1]
        P = pr.size
        nb = -(-T // block)
        x = np.asarray(cl["pue"], float) * np.asarray(cl["carbon_gco2_per_kwh"], float)
        pad = np.full((nb * block - T, x.shape[1]), np.inf)
        xmin = np.vstack([x, pad]).reshape(nb, block, -1).min(axis=1)  # [B, R]
        speed = info.gpu_speed
        run_min = j["duration_s"] / speed.max()
        a = np.ceil(j["submit_s"] / step - 1e-9) * step
        in_window = a + run_min <= np.minimum(j["deadline_s"], T * step)
        end = np.where(in_window, np.minimum(j["deadline_s"], T * step),
                       np.maximum(j["deadline_s"], a + run_min))
        b0 = (a // (block * step)).astype(np.int64)
        b1 = np.minimum(np.ceil(end / (block * step)).astype(np.int64), nb)  # exclusive
        after = np.maximum(end - T * step, 0.0)  # time the job may still run after the window
        util = np.floor(j["gpu_util"] * 10 + 1e-9) / 10
        hostkey = host @ (1 << np.arange(P, dtype=np.int64))
        key = np.stack([b0, b1, hostkey, np.round(util * 10).astype(np.int64)], axis=1)
        uniq, cls = unique_rows(key)  # np.unique(axis=0)'s result, faster
        C = uniq.shape[0]
        n_pools = np.array([bin(int(h)).count("1") for h in uniq[:, 2]])
        if max_vars is not None and int((n_pools * (uniq[:, 1] - uniq[:, 0])).sum()) > max_vars:
            return None
        work = np.bincount(cls, weights=j["gpus"] * j["duration_s"], minlength=C)  # ref GPU-s
        gpus_c = np.bincount(cls, weights=j["gpus"], minlength=C)
        post_c = np.bincount(cls, weights=j["gpus"] * after * speed.max(), minlength=C)
        cols_c, cols_p, cols_b, cost = [], [], [], []
        for ci_ in range(C):
            c0, c1, hk, u10 = uniq[ci_]
            ps = np.flatnonzero((hk >> np.arange(P)) & 1)
            bs = np.arange(c0, c1)
            if ps.size == 0 or bs.size == 0:
                continue
            pp2, bb2 = np.meshgrid(ps, bs, indexing="ij")
            pp, bb = pp2.ravel(), bb2.ravel()
            g = pg[pp]
            w_per_gpu = info.gpu_idle_w[g] + (info.gpu_max_w[g] - info.gpu_idle_w[g]) * u10 / 10
            cols_c.append(np.full(pp.size, ci_))
            cols_p.append(pp)
            cols_b.append(bb)
            cost.append(w_per_gpu * xmin[bb, pr[pp]] / 3.6e9)  # kg per GPU-second
        if not cols_c:
            return (0.0,)
        vc = np.concatenate(cols_c)
        vp = np.concatenate(cols_p)
        vb = np.concatenate(cols_b)
        cst = np.concatenate(cost)
        n = vc.size
        # variables: z (GPU-seconds on pool p in block b) then post[c] (reference GPU-seconds
        # done after the window, free)
        c_obj = np.concatenate([cst, np.zeros(C)])
        a_eq = sparse.csr_array((np.concatenate([speed[pg[vp]], np.ones(C)]),
                                 (np.concatenate([vc, np.arange(C)]), np.arange(n + C))),
                                shape=(C, n + C))
        blk_s = block * step
        a_cap = sparse.csr_array((np.ones(n), (vp * nb + vb, np.arange(n))),
                                 shape=(P * nb, n + C))
        cap_rhs = np.repeat(info.capacity[pr, pg].astype(float), nb) * blk_s
        ub = np.concatenate([gpus_c[vc] * blk_s, post_c])
        res = linprog(c_obj, A_ub=a_cap, b_ub=cap_rhs, A_eq=a_eq, b_eq=work,
                      bounds=np.stack([np.zeros(n + C), ub], axis=1), method="highs")
        self._stats["fluid_classes"] = int(C)
        self._stats["fluid_vars"] = int(n + C)
        return (float(res.fun) if res.status == 0 else None,)

    # ------------------------------------------------------------------ online part
    def decide(self, obs: Observation) -> Decision:
        jid = obs.jobs.job_id
        due = self._plan_step[jid] <= obs.step
        region = np.where(due, self._plan_region[jid], DEFER).astype(np.int64)
        gtype = np.where(due, self._plan_type[jid], -1).astype(np.int64)
        gtype = np.where(obs.jobs.gpu_type >= 0, obs.jobs.gpu_type, gtype)
        return Decision(region=region, gpu_type=gtype)

    def state(self) -> dict[str, Any]:
        return dict(getattr(self, "_stats", {}))



def _sparse_min(x: np.ndarray) -> list[np.ndarray]:
    """Sparse table of ``x [T, R]``: level ``k`` holds the minimum over ``[t, t + 2^k)``."""
    levels = [x]
    k = 1
    while (1 << k) <= x.shape[0]:
        prev = levels[-1]
        h = 1 << (k - 1)
        levels.append(np.minimum(prev[:-h], prev[h:]))
        k += 1
    return levels


def _range_min(levels: list[np.ndarray], r: int, lo: np.ndarray, hi: np.ndarray) -> np.ndarray:
    """Minimum of column ``r`` over the inclusive epoch ranges ``[lo, hi]`` (``lo <= hi``)."""
    k = np.floor(np.log2(np.maximum(hi - lo + 1, 1))).astype(np.int64)
    out = np.empty(lo.size)
    for kk in np.unique(k):
        m = k == kk
        lev = levels[int(kk)][:, r]
        out[m] = np.minimum(lev[lo[m]], lev[hi[m] - (1 << int(kk)) + 1])
    return out


def capacity_free_bound_kg(info: PolicyInfo) -> float:
    """Lower bound [kg] on the operational carbon of every deadline-meeting schedule.

    Each job's work is charged at the lowest ``PUE x CI`` of any epoch of its window (its first
    epoch to its deadline, or to the window's end) on its most carbon-efficient host pool
    (``(idle_w + (max_w - idle_w) x gpu_util) / speed`` per reference GPU-second); capacity,
    the job's own rate limit and transfer energy are ignored, and the part of its work that
    could run after the window's end (as the accounting charges nothing there) is free.  Every
    schedule that meets every deadline charges each job at least that much.  Jobs that cannot
    finish in time anywhere get the window the fluid LP gives them (to the later of the
    deadline and their earliest finish).  Columnar over jobs; a loop over the host pools.

    Args:
        info: The clairvoyant :class:`PolicyInfo` (``info.clairvoyant`` set).

    Returns:
        The bound [kgCO2e].
    """
    cl = info.clairvoyant
    if cl is None:
        from gridshift.errors import PolicyError

        raise PolicyError("the carbon bound needs the clairvoyant view (track='clairvoyant')")
    j = {k: np.asarray(v) for k, v in cl["jobs"].items()}
    if len(j["gpus"]) == 0:
        return 0.0
    step = float(info.step_s)
    T = int(info.n_steps)
    R, G = info.capacity.shape
    x = np.nan_to_num(np.asarray(cl["pue"], float) * np.asarray(cl["carbon_gco2_per_kwh"],
                                                                  float), nan=0.0)
    levels = _sparse_min(x)
    pools = [(r, g) for r in range(R) for g in range(G) if info.capacity[r, g] > 0]
    speed = np.asarray(info.gpu_speed, float)
    smax = max(float(speed[g]) for _, g in pools) if pools else 1.0
    a = np.ceil(j["submit_s"] / step - 1e-9) * step
    run_min = j["duration_s"] / smax
    in_window = a + run_min <= np.minimum(j["deadline_s"], T * step)
    end = np.where(in_window, np.minimum(j["deadline_s"], T * step),
                   np.maximum(j["deadline_s"], a + run_min))
    after = np.maximum(end - T * step, 0.0)
    work = np.maximum(j["gpus"] * j["duration_s"] - j["gpus"] * after * smax, 0.0)  # ref GPU-s
    lo = np.minimum(np.round(a / step).astype(np.int64), T - 1)
    hi = np.clip(np.ceil(np.minimum(end, T * step) / step - 1e-9).astype(np.int64) - 1, lo, T - 1)
    visible = (a < T * step) & (work > 0)
    slo = np.where(np.isnan(j["latency_slo_ms"]), np.inf, j["latency_slo_ms"])
    best = np.full(work.size, np.inf)
    for r, g in pools:
        host = (visible & ((j["gpu_type"] < 0) | (j["gpu_type"] == g))
                & (info.capacity[r, g] >= j["gpus"]) & (info.latency_ms[j["origin"], r] <= slo))
        if not host.any():
            continue
        w_per_gpu = info.gpu_idle_w[g] + (info.gpu_max_w[g] - info.gpu_idle_w[g]) * j["gpu_util"]
        kg = (w_per_gpu[host] / speed[g]) * _range_min(levels, r, lo[host], hi[host]) / 3.6e9
        best[host] = np.minimum(best[host], kg)
    best = np.where(np.isfinite(best), best, 0.0)  # a job with no host pool: never charged
    return float((work * best).sum())


#: HiGHS solver of the regional fluid LP: interior point (13 s against 73 s for the dual
#: simplex on the January slice of global-16-year, 95 k columns).
_REGIONAL_METHOD = "highs-ipm"
#: Relative margin taken off the interior-point optimum so that solver tolerance can never
#: lift the bound above the LP's true optimum (observed: 7e-5 below the simplex optimum).
_IPM_MARGIN = 1e-3
#: Block sizes [h] tried by :func:`regional_fluid_bound_kg`, finest first.
REGIONAL_BLOCKS_H = (1, 2, 4, 6, 12, 24)


def _chunk_cuts(vc: np.ndarray, chunk_vars: int) -> list[int]:
    """Column indices cutting the columns (sorted by class) into parts of about
    ``chunk_vars`` columns each, never splitting a class."""
    first_col = np.r_[True, vc[1:] != vc[:-1]]
    cuts = [0]
    for k in range(chunk_vars, vc.size, chunk_vars):
        k2 = k
        while k2 < vc.size and not first_col[k2]:
            k2 += 1  # never split a class
        if k2 < vc.size and k2 > cuts[-1]:
            cuts.append(k2)
    cuts.append(vc.size)
    return cuts


def _solve_regional_chunks(vc: np.ndarray, vr: np.ndarray, vb: np.ndarray, cst: np.ndarray,
                           ub_all: np.ndarray, cuts: list[int], nb: int, cap_rate: np.ndarray,
                           post: np.ndarray, work: np.ndarray, stats: dict[str, Any]
                           ) -> tuple[float, float] | None:
    """Each part's LP (its classes' work in its (region, block) cells, each cell's capacity
    ``cap_rate[region]``, work after the window at ``post``): the sum of the optima and the
    seconds spent, or None (with the solver's message in ``stats``) where one fails."""
    total, lp_s = 0.0, 0.0
    for lo, hi in zip(cuts[:-1], cuts[1:], strict=True):
        c_loc, c_idx = np.unique(vc[lo:hi], return_inverse=True)
        Cl = c_loc.size
        n = hi - lo
        rows, row_idx = np.unique(vr[lo:hi] * nb + vb[lo:hi], return_inverse=True)
        c_obj = np.concatenate([cst[lo:hi], np.zeros(Cl)])
        a_eq = sparse.csr_array((np.ones(n + Cl), (np.concatenate([c_idx, np.arange(Cl)]),
                                                   np.arange(n + Cl))), shape=(Cl, n + Cl))
        a_cap = sparse.csr_array((np.ones(n), (row_idx, np.arange(n))),
                                 shape=(rows.size, n + Cl))
        cap_rhs = cap_rate[rows // nb]
        ub = np.concatenate([ub_all[lo:hi], post[c_loc]])
        t0 = time.perf_counter()
        res = linprog(c_obj, A_ub=a_cap, b_ub=cap_rhs, A_eq=a_eq, b_eq=work[c_loc],
                      bounds=np.stack([np.zeros(n + Cl), ub], axis=1), method=_REGIONAL_METHOD)
        lp_s += time.perf_counter() - t0
        if res.status != 0:
            stats["regional_fluid_status"] = res.message
            return None
        total += float(res.fun)
    return total, lp_s


def regional_fluid_bound_kg(info: PolicyInfo, max_vars: int = 1_500_000,
                            util_levels: int = 4, chunk_vars: int = 300_000
                            ) -> tuple[float | None, dict[str, Any]]:
    """A coarser fluid LP bound, for scenarios where the pool-level fluid LP does not fit.

    The oracle's fluid LP (module docstring) relaxed further, so that its size is set by
    classes x regions x blocks instead of jobs x pools x epochs:

    * the GPU pools of a region are merged: its capacity is the reference work rate of all its
      GPUs (``sum_g capacity x speed``), and a class's work there costs the lowest
      ``power per GPU / speed`` of the region's types the class may use;
    * jobs are aggregated into classes of (first block, deadline block, host regions,
      utilisation rounded *down* to ``1 / util_levels``), blocks of whole hours (the finest of
      :data:`REGIONAL_BLOCKS_H` whose LP has at most ``max_vars`` columns in all), each block at
      its lowest ``PUE x CI``; work may split across regions and blocks (preemption), and the
      part that could run after the window's end is free.

    Every schedule the simulator can produce that meets every deadline maps to a feasible point
    of the LP with no higher cost, so the optimum is a lower bound (weaker than the pool-level
    fluid LP, stronger than the capacity-free bound wherever capacity binds).

    Returns:
        ``(bound_kg or None, stats)``; ``None`` if no block size fits ``max_vars`` or the LP
        fails.

    ``max_vars`` keeps the LP within about 10 minutes on 2 shared cores: measured on a
    synthetic-signal copy of ``global-16-year``, January alone (86 k jobs, 95 k columns at
    24-h blocks) takes 13 s of interior point and gives 6,972 kg against 859 kg for the
    capacity-free bound; the full year needs 4.1 M columns at 24-h blocks and did not finish
    in 15 minutes, so there it returns ``None`` and the capacity-free bound stands alone.

    The LP is solved in time chunks of at most ``chunk_vars`` columns (classes in order of
    their first block, each chunk with the full capacity of the blocks it touches: the sum of
    the chunks' optima is still a lower bound), by HiGHS' interior point, with a relative
    margin of ``_IPM_MARGIN`` taken off for solver tolerance.
    """
    cl = info.clairvoyant
    if cl is None:
        from gridshift.errors import PolicyError

        raise PolicyError("the carbon bound needs the clairvoyant view (track='clairvoyant')")
    j = {k: np.asarray(v) for k, v in cl["jobs"].items()}
    J = len(j["gpus"])
    stats: dict[str, Any] = {}
    if J == 0:
        return 0.0, stats
    step = float(info.step_s)
    T = int(info.n_steps)
    R, G = info.capacity.shape
    speed = np.asarray(info.gpu_speed, float)
    has = info.capacity > 0  # [R, G]
    smax = float(speed[has.any(axis=0)].max())
    slo = np.where(np.isnan(j["latency_slo_ms"]), np.inf, j["latency_slo_ms"])
    # [J, R]: region r can host job j on some type; per (job, region) the best W per ref GPU
    u = np.floor(j["gpu_util"] * util_levels + 1e-9) / util_levels
    ul = np.round(u * util_levels).astype(np.int64)
    host_r = np.zeros((J, R), dtype=bool)
    for g in range(G):
        ok_g = (j["gpu_type"] < 0) | (j["gpu_type"] == g)
        host_r |= ok_g[:, None] & (info.capacity[:, g][None, :] >= j["gpus"][:, None])
    host_r &= info.latency_ms[j["origin"]] <= slo[:, None]
    x = np.nan_to_num(np.asarray(cl["pue"], float) * np.asarray(cl["carbon_gco2_per_kwh"],
                                                                  float), nan=0.0)
    a = np.ceil(j["submit_s"] / step - 1e-9) * step
    run_min = j["duration_s"] / smax
    in_window = a + run_min <= np.minimum(j["deadline_s"], T * step)
    end = np.where(in_window, np.minimum(j["deadline_s"], T * step),
                   np.maximum(j["deadline_s"], a + run_min))
    after = np.maximum(end - T * step, 0.0)
    visible = a < T * step
    hostkey = (host_r.astype(np.int64) @ (1 << np.arange(R, dtype=np.int64))) * visible
    for block_h in REGIONAL_BLOCKS_H:
        block = max(1, int(round(block_h * 3600 / step)))
        nb = -(-T // block)
        b0 = (a // (block * step)).astype(np.int64)
        b1 = np.minimum(np.ceil(end / (block * step)).astype(np.int64), nb)
        key = np.stack([b0, b1, hostkey, ul], axis=1)[visible]
        uniq, cls = unique_rows(key)  # np.unique(axis=0)'s result, faster
        n_reg = np.array([bin(int(h)).count("1") for h in uniq[:, 2]])
        n_vars = int((n_reg * np.maximum(uniq[:, 1] - uniq[:, 0], 0)).sum())
        stats.setdefault("regional_fluid_vars_by_block_h", {})[block_h] = n_vars
        if n_vars <= max_vars:
            break
    else:
        stats["regional_fluid_vars_needed"] = n_vars
        return None, stats
    C = uniq.shape[0]
    jv = {k: v[visible] for k, v in j.items()}
    work = np.bincount(cls, weights=jv["gpus"] * jv["duration_s"], minlength=C)  # ref GPU-s
    post = np.bincount(cls, weights=jv["gpus"] * after[visible] * smax, minlength=C)
    gpus_c = np.bincount(cls, weights=jv["gpus"], minlength=C)
    pad = np.full((nb * block - T, R), np.inf)
    xmin = np.vstack([x, pad]).reshape(nb, block, R).min(axis=1)  # [B, R]
    # W per reference GPU-s rate, per (util level, region, type): (idle + span u) / speed
    lev = np.arange(util_levels + 1) / util_levels
    w_lgr = ((info.gpu_idle_w[None, None, :] + (info.gpu_max_w - info.gpu_idle_w)[None, None, :]
              * lev[:, None, None]) / speed[None, None, :]) * np.ones((1, R, 1))
    # the types a class may use: its gpu_type (all jobs of a class share the host key, not
    # the type: take the cheapest type any job of the class may use, a relaxation)
    typ_any = np.zeros((C, G), dtype=bool)
    for g in range(G):
        ok_g = ((jv["gpu_type"] < 0) | (jv["gpu_type"] == g))
        typ_any[:, g] = np.bincount(cls, weights=ok_g.astype(float), minlength=C) > 0
    rate_r = (info.capacity * speed[None, :]).sum(axis=1)  # ref GPU-s per s, per region
    cols_c, cols_r, cols_b, cost = [], [], [], []
    for c in range(C):
        c0, c1, hk, lv = (int(v) for v in uniq[c])
        rs = np.flatnonzero((hk >> np.arange(R)) & 1)
        if rs.size == 0 or c1 <= c0:
            work[c] = 0.0  # a job no region can host never runs and is never charged
            continue
        ok = has[rs] & typ_any[c][None, :]
        w = np.where(ok, w_lgr[lv, rs], np.inf).min(axis=1)  # [len(rs)]
        rr, bb = np.meshgrid(rs, np.arange(c0, c1), indexing="ij")
        cols_c.append(np.full(rr.size, c))
        cols_r.append(rr.ravel())
        cols_b.append(bb.ravel())
        cost.append((w[:, None] * xmin[np.arange(c0, c1)][:, rs].T).ravel() / 3.6e9)
    if not cols_c:
        return 0.0, stats
    vc, vr, vb = np.concatenate(cols_c), np.concatenate(cols_r), np.concatenate(cols_b)
    cst = np.concatenate(cost)
    blk_s = block * step
    ub_all = gpus_c[vc] * smax * blk_s
    # Time chunks: classes in order of their first block, cut into parts of at most
    # chunk_vars columns; each part's LP gets the full capacity of every block it touches.
    # The restriction of any feasible point to a part is feasible for that part, so the sum
    # of the parts' optima is at most the whole LP's optimum: still a lower bound.
    order = np.argsort(uniq[vc, 0], kind="stable")
    vc, vr, vb, cst, ub_all = vc[order], vr[order], vb[order], cst[order], ub_all[order]
    cuts = _chunk_cuts(vc, int(chunk_vars))
    solved = _solve_regional_chunks(vc, vr, vb, cst, ub_all, cuts, nb, rate_r * blk_s, post,
                                    work, stats)
    if solved is None:
        return None, stats
    total, lp_s = solved
    stats.update(regional_fluid_block_h=block * step / 3600, regional_fluid_classes=int(C),
                 regional_fluid_vars=int(vc.size + C), regional_fluid_chunks=len(cuts) - 1,
                 regional_fluid_lp_s=round(lp_s, 3))
    return total * (1.0 - _IPM_MARGIN), stats


def oracle_bound_metrics(policy: Any) -> dict[str, float | None]:
    """The record field of an oracle's bound: ``{"carbon_bound_kg": kg or None}``.

    For the record writer of **new** suite versions (gs-v1 records must stay as they are):
    call it after the run with the policy (an :class:`Oracle`, an isolated proxy with
    ``state()``, or its ``state()`` dict) and merge the result into ``metrics``.
    """
    st = policy if isinstance(policy, dict) else dict(policy.state())
    b = st.get("carbon_bound_kg")
    if isinstance(b, int | float) and not isinstance(b, bool) and np.isfinite(b):
        return {"carbon_bound_kg": float(b)}
    return {"carbon_bound_kg": None}


def scenario_bound_metrics(world: Any, seed: int | None = None) -> dict[str, float | None]:
    """``{"carbon_bound_kg": ...}`` of a world without planning.

    The larger of the regional fluid LP bound (:func:`regional_fluid_bound_kg`) and the
    capacity-free bound (:func:`capacity_free_bound_kg`).

    For scenarios where the oracle's plan does not fit in time (``global-16-year``): the
    record writer of a new suite version may store it in the reference record's metrics, where
    the leaderboard reads it like an oracle record's.
    """
    from gridshift.sim.simulator import policy_info

    info = policy_info(world, seed, track="clairvoyant")
    regional, _ = regional_fluid_bound_kg(info)
    free = capacity_free_bound_kg(info)
    return {"carbon_bound_kg": float(max(free, regional if regional is not None else free))}


class OracleFeasible(Policy):
    """A feasible clairvoyant planner: ``deadline-safe-greedy-v1``'s reservation book and
    repair, planned on the *actual* carbon intensity (``info.clairvoyant``) instead of a
    forecast, over a horizon of ``horizon_h`` hours (the drain, which the clairvoyant view
    does not cover, on the scenario's forecast).

    ``oracle-v1`` plays a rounded LP plan and, beyond ``max_exact_nnz``, a rolling chunk plan
    whose rounding leaves work unfinished (9 jobs on ``eu-temporal``, 54 on ``us-spatial``,
    gs-v2 dev). ``oracle-feasible-v1`` keeps the same rules as every policy (it places jobs epoch by
    epoch; the book keeps headroom and is repaired deadline-first), so it finishes the work
    and keeps deadlines where ``deadline-safe-greedy-v1`` does; it is an approximation of the
    optimum, not the optimum: its distance from it is at most its gap to the deadline-aware
    bound (:func:`gridshift.benchmark.bound_lp.deadline_bound`), reported in docs/zoo.md.
    (Its id is not ``oracle-v2`` on purpose: the unversioned ``oracle`` resolves to the
    highest version, and on small scenarios ``oracle-v1``'s exact MILP is the better oracle.)

    Args:
        headroom: As ``deadline-safe-greedy-v1``.
        horizon_h: Hours of actual carbon the planner sees ahead [h] (0: the scenario's
            forecast horizon).
    """

    id = "oracle-feasible-v1"
    family = "oracle"
    description = ("Clairvoyant deadline-safe planner: reservation book with headroom and "
                   "deadline-first repair on the actual carbon intensity")
    citation = ("Radovanovic et al. 2022 (IEEE Trans. Power Syst.); Liu & Layland 1973 "
                "(J. ACM); clairvoyant signals as in oracle-v1")
    tracks = ("clairvoyant",)

    def __init__(self, headroom: float = 0.25, horizon_h: float = 0.0) -> None:
        self.headroom = float(headroom)
        self.horizon_h = float(horizon_h)

    def reset(self, info: PolicyInfo) -> None:
        import dataclasses

        from gridshift.policies.zoo.safe import DeadlineSafeGreedy

        super().reset(info)
        if info.clairvoyant is None:
            raise ValueError("oracle-feasible-v1 runs on the clairvoyant track only")
        H = int(round(self.horizon_h * 3600 / info.step_s)) if self.horizon_h > 0 else 0
        H = max(H, int(info.horizon_steps), 1)
        self._H = H
        self._inner = DeadlineSafeGreedy(headroom=self.headroom)
        self._inner.reset(dataclasses.replace(info, horizon_steps=H))
        self._ci = np.asarray(info.clairvoyant["carbon_gco2_per_kwh"], float).T  # [R, T]

    def decide(self, obs: Observation) -> Decision:
        import dataclasses

        from gridshift.policies.api import Forecast

        k, T = int(obs.step), self._ci.shape[1]
        fc = np.empty((self._ci.shape[0], self._H))
        n = max(0, min(self._H, T - k))
        fc[:, :n] = self._ci[:, k:k + n]
        if n < self._H:  # past the window: the scenario's forecast, else the last value
            f = obs.forecast.carbon_gco2_per_kwh
            m = 0
            if f is not None and f.shape[1] > n:
                m = min(f.shape[1], self._H) - n
                fc[:, n:n + m] = f[:, n:n + m]
            last = fc[:, n + m - 1] if n + m > 0 else np.asarray(obs.carbon_gco2_per_kwh)
            fc[:, n + m:] = np.asarray(last, float)[:, None]
        fc.flags.writeable = False
        return self._inner.decide(dataclasses.replace(obs, forecast=Forecast(fc)))

    def state(self) -> dict[str, Any]:
        return {"horizon_steps": self._H, **dict(self._inner._n)}


@functools.cache
def _run_end_planner() -> type:
    """``deadline-safe-greedy-v1``'s planner with one change, for ``oracle-feasible-v2``: a job
    marked ``_asap`` (it cannot finish by the run's end anywhere) that finds no room now skips
    the repair (which would re-plan every waiting job as soon as possible, since its deadline
    lies beyond them all) and takes its earliest start with room, else runs now at home."""
    from gridshift.policies.zoo.safe import DeadlineSafeGreedy

    class RunEndPlanner(DeadlineSafeGreedy):
        _asap: frozenset[int] = frozenset()

        def _plan_one(self, obs: Observation, i: int, ctx: tuple, pre: tuple | None = None,
                      searched: bool = False) -> None:
            if int(obs.jobs.job_id[i]) not in self._asap:
                super()._plan_one(obs, i, ctx, pre=pre, searched=searched)
                return
            found = self._search(obs, i, ctx, earliest=True, headroom=False, pre=pre)
            if found is None:
                self._fallback(obs, i, ctx)
            else:
                self._reserve(obs, i, *found, ctx)

    return RunEndPlanner


class OracleFeasibleV2(OracleFeasible):
    """``oracle-feasible-v1`` that keeps every job's end before the run's end.

    ``oracle-feasible-v1`` plans each job up to its own deadline, which on a scenario with a
    bounded drain (``[simulation] drain_max_h``) may lie after the last epoch the engine runs:
    a job deferred, or sent to a slower GPU type or a far region, is then still running at
    the drain's horizon (dropped and charged the completion penalty) where ``local-now-v1``,
    which starts it on arrival at home, finishes it (29 such jobs on gs-v2 ``global-16-year``
    dev seed 0).  This version reads the run's end from ``info.run_steps`` (``run_end_s =
    run_steps x step_s``) and hands the planner, for every pending job:

    * ``min(deadline_s, run_end_s)`` as its deadline where it can still finish by the run's end
      (the end of its transfer and run on its fastest host pool, from now): no option that
      ends later is planned, so the run's end is a hard deadline for jobs whose own deadline
      lies beyond it;
    * otherwise (it cannot finish by the run's end anywhere: its work left at the end is the
      least if it starts at once on its fastest pool) ``now + that shortest time``, so its only
      options start now on its fastest pools; without room there it takes its earliest start
      with room (no repair: see :func:`_run_end_planner`), else runs now at home.

    So throughout the drain, to its last epochs, each job still to be planned is placed where
    and when it can finish, or as soon as possible where none can.  The book covers the whole
    run (``run_steps`` epochs plus the horizon).  Without ``run_steps`` (None: an engine that
    does not send it) it plans as ``oracle-feasible-v1``'s planner over the window.  The
    engine's SLO accounting reads the true deadlines; only the planner sees the clipped ones.

    Args:
        headroom: As ``deadline-safe-greedy-v1``.
        horizon_h: As ``oracle-feasible-v1``.
    """

    id = "oracle-feasible-v2"
    description = ("Clairvoyant deadline-safe planner (oracle-feasible-v1) that treats the "
                   "run's end (window + bounded drain) as a hard deadline")
    _planner = staticmethod(_run_end_planner)

    def reset(self, info: PolicyInfo) -> None:
        import dataclasses

        Policy.reset(self, info)
        if info.clairvoyant is None:
            raise ValueError(f"{self.id} runs on the clairvoyant track only")
        H = int(round(self.horizon_h * 3600 / info.step_s)) if self.horizon_h > 0 else 0
        H = max(H, int(info.horizon_steps), 1)
        self._H = H
        rs = getattr(info, "run_steps", None)
        self._run_steps = int(rs) if rs is not None else None
        n = max(int(info.n_steps), self._run_steps or 0)
        self._inner: Any = self._planner()(headroom=self.headroom)
        self._inner.reset(dataclasses.replace(info, horizon_steps=H, n_steps=n))
        self._ci = np.asarray(info.clairvoyant["carbon_gco2_per_kwh"], float).T  # [R, T]
        self._smin = float(np.min(info.gpu_speed[(info.capacity > 0).any(axis=0)],
                                  initial=np.inf))
        self._xfer_max = float(np.max(info.latency_ms, initial=0.0)) / 1000.0
        self._n_asap = 0

    def _run_end_deadlines(self, obs: Observation) -> tuple[np.ndarray, np.ndarray]:
        """The planner's deadlines ``[N]`` [s] and the rows that cannot finish by the run's end.

        A job is checked only where its slowest conceivable finish (the slowest type, the
        longest transfer, the resume cost) is after the run's end; the others surely can.
        """
        from gridshift.policies.helpers import host_mask, latency_ok
        from gridshift.policies.zoo._common import rows_of, run_s

        info = self.info
        jobs = obs.jobs
        assert self._run_steps is not None
        end_s = float(self._run_steps) * float(info.step_s)
        dl = np.minimum(np.asarray(jobs.deadline_s, float), end_s)
        worst = (obs.time_s + jobs.remaining_s / self._smin + jobs.checkpoint_s + self._xfer_max
                 + jobs.data_gb * 8.0 / info.bandwidth_gbps)
        rows = np.flatnonzero(worst > end_s)
        if rows.size == 0:
            return dl, rows
        sub: Any = rows_of(jobs, rows)  # the columns host_mask and run_s read
        R = info.capacity.shape[0]
        host = host_mask(info, sub) & latency_ok(info, sub)[:, :, None]  # [n, R, G]
        xfer = info.transfer_s(jobs.data_at[rows][:, None], np.arange(R)[None, :],
                               jobs.data_gb[rows][:, None])  # [n, R]
        dur = np.where(host, xfer[:, :, None] + run_s(info, sub)[:, None, :], np.inf)
        fastest = dur.reshape(rows.size, -1).min(axis=1)
        late = np.isfinite(fastest) & (obs.time_s + fastest > end_s)
        dl[rows[late]] = obs.time_s + fastest[late]
        return dl, rows[late]

    def decide(self, obs: Observation) -> Decision:
        import dataclasses

        if self._run_steps is not None and len(obs.jobs):
            dl, late = self._run_end_deadlines(obs)
            self._inner._asap = frozenset(obs.jobs.job_id[late].tolist())
            self._n_asap += int(late.size)
            dl.flags.writeable = False
            obs = dataclasses.replace(obs, jobs=dataclasses.replace(obs.jobs, deadline_s=dl))
        return super().decide(obs)

    def state(self) -> dict[str, Any]:
        return {**super().state(), "run_steps": self._run_steps,
                "asap_job_epochs": self._n_asap}


@functools.cache
def _finishable_fallback_planner() -> type:
    """``oracle-feasible-v2``'s planner with one change, for ``oracle-feasible-v3``: the
    fallback (no option with room meets the planner's deadline: run now at home) takes, among
    the home GPU types, one on which the job, started now, ends by that deadline where one
    exists and another does not (of those, the one with most free GPUs); otherwise it falls
    back as v2 does (the type with most free GPUs)."""

    class FinishableFallbackPlanner(_run_end_planner()):  # type: ignore[misc]
        def _fallback(self, obs: Observation, i: int, ctx: tuple) -> None:
            jobs = obs.jobs
            host, runs, avail_now = ctx[2], ctx[4], ctx[5]
            src = int(jobs.data_at[i])
            r = src if host[i, src].any() else int(np.argmax(host[i].any(axis=1)))
            cand = np.flatnonzero(host[i, r])
            if cand.size > 1:
                xfer = float(self.info.transfer_s(src, r, float(jobs.data_gb[i])))
                ends = float(obs.time_s) + xfer + runs[i, cand]
                ok = cand[ends <= float(jobs.deadline_s[i])]
                if 0 < ok.size < cand.size:
                    self._n["fallback_now"] += 1
                    self._n["fallback_finishable"] = self._n.get("fallback_finishable", 0) + 1
                    g = int(ok[np.argmax(avail_now[r, ok])])
                    L = max(int(np.ceil((xfer + runs[i, g]) / float(self.info.step_s) - 1e-9)),
                            1)
                    self._reserve(obs, i, r, g, 0, L, ctx)
                    return
            super()._fallback(obs, i, ctx)

    return FinishableFallbackPlanner


class OracleFeasibleV3(OracleFeasibleV2):
    """``oracle-feasible-v2`` whose fallback prefers a GPU type on which the job can finish.

    When no option with room in the book meets a job's (run's-end-clipped) deadline, v2 runs it
    now at home on the type with most free GPUs.  On gs-v3 ``global-16-year`` test seed 101
    that put one 8-GPU job (``j0983589``) on A100-40GB with 0 H100 free: started at
    30,777,300 s it needed 1,264,490 s there, so 505,790 s of its work were left at the run's
    end (31,536,000 s), while on H100 (505,796 s) it would have ended in time, as it did under
    ``local-now-v1`` (traced with the engine: the planner's ``_fallback`` at step 34,197).  v3's
    fallback takes, among the home types, one on which the job started now ends by the
    planner's deadline, where such a type exists and another does not (of those, the one with
    most free GPUs: with none free the job queues there, behind no reservation, since the
    book's later reservations are not yet placed); otherwise it falls back as v2.  The book,
    the search and the repair are v2's.  ``state()`` counts ``fallback_finishable``.

    Args:
        headroom: As ``deadline-safe-greedy-v1``.
        horizon_h: As ``oracle-feasible-v1``.
    """

    id = "oracle-feasible-v3"
    description = ("oracle-feasible-v2 whose fallback (no room before the deadline: now at "
                   "home) prefers a GPU type on which the job can still finish")
    _planner = staticmethod(_finishable_fallback_planner)

    def reset(self, info: PolicyInfo) -> None:
        super().reset(info)
        self._inner._n["fallback_finishable"] = 0

