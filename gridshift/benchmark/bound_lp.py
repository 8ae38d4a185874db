"""A deadline- and capacity-aware carbon bound under the second generation's rules (gs-v2).

:func:`gridshift.benchmark.bound.world_bound_kg` bounds *every* schedule, deadlines met or
not, so its LP may push work months into the drain. A *ranked* schedule misses few deadlines
(the leaderboard's SLO constraint: at most the reference's SLO violations + ``slo_slack_pp``).
This module bounds ``carbon_kg`` of every schedule with at most ``V`` SLO violations
(late, unfinished, or an inference job run beyond its latency SLO), for **every** ``V`` at
once: :func:`deadline_bound` returns a :class:`DeadlineBound`, a convex piecewise-linear
function ``B(V)``; ``B(V_r) <= carbon_kg`` for any record with ``V_r`` violations.

Two bounds, each valid for every ``V``; ``B(V)`` is the largest of them and the old bound:

1. **per-job, capacity-free, rate-limited** (:func:`_per_job_costs`): job ``j`` holds
   ``gpus_j`` GPUs while it runs, so its ``gpus_j x duration_s`` reference GPU-seconds take
   at least ``duration_s / s_max`` seconds of wall time (``s_max`` the fastest eligible GPU
   type). On time, those seconds lie in ``[floor(submit), deadline]`` (whole steps, a
   superset) in a pool within its latency SLO; so its carbon is at least ``gpus_j x s_max x``
   (sum of the cheapest ``duration_s / s_max`` seconds of ``y(t) = min over pools of
   w_p(u) x PUE·CI_r(t) / speed_p``), ``w_p`` the power the accounting charges per busy GPU
   (dynamic in the window, + idle share in the drain), ``u`` rounded down to 1/20. A job
   that violates its SLO costs at least its work at the cheapest ``y`` from its submit to
   the drain's horizon over all its pools, or its completion penalty (which is at least the
   old bound's penalty rate), whichever is lower. With at most ``V`` violations the total is
   at least ``sum on-time costs − the V largest savings``, exactly (``B_job(V)``). Long
   windows are read at coarser resolution (block minima over 4, 16, 64, 256 steps, the
   window's blocks a superset of it): both only lower the bound.
2. **time-indexed LP with capacity** (:func:`_capacity_lp`): jobs in classes (eligible
   pools, utilisation rounded down to 1/10, submit block, deadline block, latency-ok
   regions), work per (class, pool, block) within pool capacity per block (GPU-seconds),
   each block at its lowest ``PUE x CI``, on time only in blocks that meet the deadline
   (block containing it included: a superset), late work anywhere up to the horizon or
   dropped at the penalty rate. The SLO budget is dualised: each unit of late work costs
   ``λ / max work of a job in its class`` (a late job holds at most its own work late, so
   ``late work / max work`` is at most the number of late jobs), so for each ``λ`` in
   :data:`LAMBDAS_KG` the LP value ``G(λ)`` gives ``B_lp(V) = G(λ) − λ V`` (weak duality;
   the value recorded is HiGHS' dual bound, valid whatever its tolerance). Jobs are split
   into chunks by submit time, each chunk's LP with the full capacity: the sum of the chunk
   optima is at most the whole LP's optimum (the whole optimum restricted to a chunk is
   feasible for it), so it is a valid bound; it loses only where chunks compete for the
   same capacity. The per-job rate limit (``gpus_j`` GPUs at a time) is kept per class and
   block.

3. **backlog-flow fluid LP with cumulative deadlines** (:func:`_deadline_fluid_terms`): the
   old bound's fluid LP (groups by eligible pools and utilisation, a backlog per group and
   block, pool capacity per block, lowest ``PUE x CI`` per block, work left at the horizon
   at the penalty rate) plus, per group and block, "the work done by the end of the block
   covers the work due by then, except late work", late work priced at ``λ`` per the
   group's largest job. It is the one that sees capacity *and* deadlines at scale (bound 2
   fits only small scenarios: its classes x blocks grow fast).

``B(V) = max(old bound, B_job(V), max over λ of G_2(λ) - λ V, max over λ of G_3(λ) - λ V)``.

Ignored (each only raises ``carbon_kg``): transfer energy and transfer time, checkpoint
overhead, non-preemption, queueing order, within-block variation of ``PUE x CI``, the partial
last step before a deadline. The idle draw of the installed capacity over the window is added
exactly (the same constant as :func:`gridshift.benchmark.bound.world_bound_kg`). Withheld
where that bound is (:func:`gridshift.benchmark.bound.bound_withheld_reason`).

References
----------
* Time-indexed relaxation: Sousa, J. P., Wolsey, L. A. (1992). A time indexed formulation of
  non-preemptive single machine scheduling problems. Math. Prog. 54, 353-367.
* Lagrangian relaxation of a budget row: Fisher, M. L. (1981). The Lagrangian relaxation
  method for solving integer programming problems. Management Science 27(1), 1-18.
* HiGHS: Huangfu, Q., Hall, J. A. J. (2018). Math. Prog. Comp. 10, 119-142.
"""

from __future__ import annotations

import math
import time
from dataclasses import dataclass, field
from typing import Any

import numpy as np

__all__ = ["DeadlineBound", "deadline_bound", "deadline_bound_kg", "deadline_bound_metrics"]

#: Utilisation levels of the per-job bound (u rounded down to a multiple of 1/20).
JOB_UTIL_LEVELS = 20
#: Widest window [blocks] read per job; longer windows are read in coarser blocks.
JOB_MAX_WINDOW = 192
#: Block sizes [steps] for long windows, finest first.
JOB_RESOLUTIONS = (1, 4, 16, 64, 256, 1024, 4096)
#: Jobs per batch of the per-job bound (memory: batch x JOB_MAX_WINDOW floats, a few times).
JOB_BATCH = 50_000


@dataclass
class DeadlineBound:
    """``B(V)``: a lower bound on ``carbon_kg`` of every schedule with at most ``V`` SLO
    violations, for every ``V >= 0``.

    Attributes:
        idle_kg: The installed capacity's idle draw over the window (in every term below).
        floor_kg: A bound valid whatever the violations (the old ``world_bound_kg``), or 0.
        forced: Violations every schedule has (jobs that cannot meet their deadline or SLO
            anywhere, even alone); ``B(V)`` for ``V < forced`` is ``+inf``.
        job_base_kg: ``sum`` of on-time costs of the others + late costs of the forced.
        job_savings_kg: Savings of a violation, descending (``B_job(V)`` takes the first
            ``V - forced``).
        lp_terms: ``(λ, G(λ))`` pairs of the capacity LP: ``B_lp(V) = G(λ) - λ V``.
        stats: What was computed, sizes and times.
    """

    idle_kg: float
    floor_kg: float
    forced: int
    job_base_kg: float
    job_savings_kg: np.ndarray
    lp_terms: list[tuple[float, float]] = field(default_factory=list)
    stats: dict[str, Any] = field(default_factory=dict)

    def job_kg(self, v: float) -> float:
        """The per-job part ``B_job(V)`` [kg] (idle included)."""
        if v < self.forced:
            return math.inf
        k = int(min(math.floor(v) - self.forced, self.job_savings_kg.size))
        return self.idle_kg + self.job_base_kg - float(self.job_savings_kg[:k].sum())

    def lp_kg(self, v: float) -> float:
        """The capacity-LP part ``max_λ G(λ) - λ V`` [kg] (idle included), or -inf."""
        if not self.lp_terms:
            return -math.inf
        return self.idle_kg + max(g - lam * v for lam, g in self.lp_terms)

    def __call__(self, violations: float) -> float:
        """``B(violations)`` [kg], rounded down like the recorded bound."""
        from gridshift.benchmark.bound import _round_down

        v = max(float(violations), 0.0)
        b = max(self.floor_kg, self.job_kg(v), self.lp_kg(v))
        return b if math.isinf(b) else _round_down(b)


def deadline_bound_kg(world: Any, max_violations: int, **kw: Any
                      ) -> tuple[float | None, dict[str, Any]]:
    """``(B(max_violations) or None, stats)``: see :func:`deadline_bound`."""
    b = deadline_bound(world, **kw)
    if b is None:
        from gridshift.benchmark.bound import bound_withheld_reason

        return None, {"withheld": bound_withheld_reason(world)}
    return b(max_violations), b.stats


def deadline_bound_metrics(world: Any, reference_violations: int, slack_pp: float = 1.0,
                           **kw: Any) -> dict[str, Any]:
    """Record fields of the deadline-aware bound at the leaderboard's SLO constraint.

    ``bound_deadline_kg = B(V)`` with ``V = reference_violations + floor(slack_pp / 100 x
    jobs)``: a lower bound on ``carbon_kg`` of every schedule of this seed within the SLO
    constraint *on this seed* (the leaderboard takes the constraint on the mean over seeds;
    for a record with ``v`` violations ``B(v)`` is always valid: :class:`DeadlineBound`).
    ``bound_deadline_violations = V``.
    """
    v = int(reference_violations) + int(math.floor(slack_pp / 100.0 * len(world.jobs)
                                                    + 1e-9))
    b = deadline_bound(world, target_violations=v, **kw)
    if b is None:
        return {"bound_deadline_kg": None, "bound_deadline_violations": None}
    return {"bound_deadline_kg": b(v), "bound_deadline_violations": v}


def deadline_bound(world: Any, *, capacity_lp: bool = True, lp_time_limit_s: float = 420.0,
                   lambdas_kg: tuple[float, ...] | None = None,
                   target_violations: int | tuple[int, ...] | None = None
                   ) -> DeadlineBound | None:
    """The deadline-aware bound ``B(V)`` of a World (None where the bound is withheld).

    Args:
        world: The World (gs-v2 rules: ``[simulation] drain``).
        capacity_lp: Also solve the LPs (bounds 2 and 3 of the module docstring).
        lp_time_limit_s: Wall-time budget of bound 2's chunk LPs [s]; chunks not solved in
            it count their jobs' per-job Lagrangian terms instead (still a bound).
        lambdas_kg: Prices of one violation [kg] tried in the LPs; default
            :data:`LAMBDAS_REL` times the mean per-job cost.
        target_violations: If given (one count or several), bound 3's LP is solved once
            per target with the budget row ``sum_g v_g <= target`` instead of once per ``λ``;
            its dual ``λ*`` gives the term ``(λ*, G)`` that is exact for bound 3 at the target
            and valid (a tangent) at every other ``V``.
    """
    from gridshift.benchmark.bound import bound_withheld_reason, world_bound_kg
    from gridshift.sim.accounting import _idle_integrals

    if bound_withheld_reason(world) is not None:
        return None
    t0 = time.perf_counter()
    T = int(world.n_steps)
    step = float(world.step_s)
    idle_kg = 0.0
    if world.idle_it_w is not None:
        idle_kg = _idle_integrals(world, world.window, T * step)["carbon_kg"]
    floor, fst = world_bound_kg(world)
    stats: dict[str, Any] = {"bound_world_kg": floor, "bound_world_s": fst.get("bound_s")}
    ctx = _context(world)
    on, late = _per_job_costs(world, ctx)
    forced_m = ~np.isfinite(on)
    sav = np.sort((on - late)[~forced_m])[::-1]
    sav = np.maximum(sav, 0.0)
    base = float(on[~forced_m].sum() + late[forced_m].sum())
    out = DeadlineBound(idle_kg=idle_kg, floor_kg=float(floor or 0.0),
                        forced=int(forced_m.sum()), job_base_kg=base, job_savings_kg=sav,
                        stats=stats)
    stats.update(bound_deadline_forced=out.forced, bound_deadline_job_kg=idle_kg + base,
                 bound_deadline_job_s=round(time.perf_counter() - t0, 3))
    if capacity_lp and len(world.jobs):
        mean_on = float(np.mean(np.where(forced_m, late, on)))
        lams = lambdas_kg or tuple(r * mean_on for r in LAMBDAS_REL)
        terms, lst = _capacity_lp_terms(world, ctx, on, late, lams, lp_time_limit_s)
        stats.update(lst)
        fterms, fst = _deadline_fluid_terms(world, ctx, lams, target_violations)
        stats.update(fst)
        out.lp_terms = terms + fterms
    stats["bound_deadline_s"] = round(time.perf_counter() - t0, 3)
    return out


#: Prices of a violation tried by the capacity LP, in units of the mean per-job cost.
LAMBDAS_REL = (0.05, 0.25, 1.0, 4.0, 64.0)


def _context(world: Any) -> dict[str, Any]:
    """Arrays both bounds use: signal products, pools, eligibility, power coefficients."""
    jobs = world.jobs
    step = float(world.step_s)
    T = int(world.n_steps)
    Ts = T + int(world.drain_steps)
    rows = slice(world.pad_before, world.pad_before + Ts)
    x = np.nan_to_num(world.pue[rows] * world.carbon[rows], nan=0.0)  # [Ts, R] g/kWh
    cap = world.capacity
    R, G = cap.shape
    pools = [(r, g) for r in range(R) for g in range(G) if cap[r, g] > 0]
    elig = (np.stack([((jobs.gpu_type < 0) | (jobs.gpu_type == g)) & (cap[r, g] >= jobs.gpus)
                      for r, g in pools], axis=1) if pools
            else np.zeros((len(jobs), 0), bool))
    pr = np.array([p[0] for p in pools], dtype=np.int64)
    pg = np.array([p[1] for p in pools], dtype=np.int64)
    slo = np.asarray(jobs.latency_slo_ms, float)
    has_slo = np.isfinite(slo)
    lat = np.asarray(world.latency_ms, float)[np.asarray(jobs.origin)[:, None], pr[None, :]] \
        if pools else np.zeros((len(jobs), 0))
    lat_ok = ~has_slo[:, None] | (lat <= slo[:, None])
    idle_charged = world.idle_it_w is not None
    share = (np.asarray(world.idle_w_per_gpu, float) if world.idle_w_per_gpu is not None
             else np.zeros(G))
    return {
        "x": x, "T": T, "Ts": Ts, "step": step, "pools": pools, "pr": pr, "pg": pg,
        "elig": elig, "ontime_elig": elig & lat_ok,
        "speed": np.asarray(world.gpu_speed, float),
        "span": np.asarray(world.gpu_max_w - world.gpu_idle_w, float),
        "base": np.zeros(G) if idle_charged else np.asarray(world.gpu_idle_w, float),
        "tail": share if (idle_charged and world.idle_window_only) else np.zeros(G),
        "share": share,
        "cap": cap,
    }


def _pool_rate(ctx: dict[str, Any], p: int, u: float) -> np.ndarray:
    """``[Ts]`` kg per reference GPU-second of work at utilisation ``u`` on pool ``p``."""
    g = int(ctx["pg"][p])
    T, Ts = ctx["T"], ctx["Ts"]
    w = np.full(Ts, ctx["base"][g] + ctx["span"][g] * u)
    w[T:] += ctx["tail"][g]
    return w * ctx["x"][:, int(ctx["pr"][p])] / ctx["speed"][g] / 3.6e9


def _penalty_rate(ctx: dict[str, Any], mask: np.ndarray, u: np.ndarray) -> np.ndarray:
    """Per job: a lower bound on the completion penalty per reference GPU-second [kg]."""
    T = ctx["T"]
    xmax = ctx["x"][:T].max(axis=0) if T else np.zeros(ctx["x"].shape[1])
    pen = np.zeros(u.shape[0])
    for p in range(mask.shape[1]):
        g, r = int(ctx["pg"][p]), int(ctx["pr"][p])
        rate = (ctx["base"][g] + ctx["span"][g] * u + ctx["share"][g]) * xmax[r] \
            / ctx["speed"][g] / 3.6e9
        pen = np.where(mask[:, p], np.maximum(pen, rate), pen)
    return pen


def _per_job_costs(world: Any, ctx: dict[str, Any]) -> tuple[np.ndarray, np.ndarray]:
    """Per job [kg]: least on-time cost (``inf`` if it cannot be on time) and least cost of
    a violation (:mod:`module docstring <gridshift.benchmark.bound_lp>`, bound 1)."""
    jobs = world.jobs
    J = len(jobs)
    step, Ts = ctx["step"], ctx["Ts"]
    on = np.zeros(J)
    late = np.zeros(J)
    if J == 0 or not ctx["pools"]:
        return on, late
    work = np.asarray(jobs.gpus, float) * np.asarray(jobs.duration_s, float)
    ul = np.floor(np.asarray(jobs.gpu_util, float) * JOB_UTIL_LEVELS + 1e-9) / JOB_UTIL_LEVELS
    a = np.clip(np.floor(jobs.submit_s / step + 1e-9).astype(np.int64), 0, Ts)
    e = np.clip(np.ceil(jobs.deadline_s / step - 1e-9).astype(np.int64), 0, Ts)
    speed = ctx["speed"]
    P = len(ctx["pools"])
    if P > 62:
        raise ValueError("more than 62 pools: the per-job bound needs a pool mask")
    bits = 1 << np.arange(P, dtype=np.int64)
    hosted = ctx["elig"].any(axis=1)
    pen = _penalty_rate(ctx, ctx["elig"], ul)
    for which in ("late", "on"):
        m = ctx["elig"] if which == "late" else ctx["ontime_elig"]
        key = (m.astype(np.int64) @ bits) * (JOB_UTIL_LEVELS + 1) + np.rint(
            ul * JOB_UTIL_LEVELS).astype(np.int64)
        uk, grp = np.unique(key, return_inverse=True)
        Y = np.full((uk.size, Ts), np.inf)
        smax = np.zeros(uk.size)
        for i, k in enumerate(uk):
            mask, lv = divmod(int(k), JOB_UTIL_LEVELS + 1)
            for p in range(P):
                if (mask >> p) & 1:
                    Y[i] = np.minimum(Y[i], _pool_rate(ctx, p, lv / JOB_UTIL_LEVELS))
                    smax[i] = max(smax[i], speed[ctx["pg"][p]])
        if which == "late":
            # any time from the submit step to the horizon, unlimited rate: suffix minima
            suf = np.minimum.accumulate(Y[:, ::-1], axis=1)[:, ::-1]
            suf = np.concatenate([suf, np.full((uk.size, 1), np.inf)], axis=1)
            late = np.minimum(work * suf[grp, a], work * pen)
            late = np.where(hosted, late, 0.0)
        else:
            on = _cheapest_in_windows(Y, smax, grp, a, e, work / np.asarray(jobs.gpus, float),
                                      np.asarray(jobs.gpus, float), step)
            on = np.where(hosted, on, 0.0)  # a job no pool hosts: unbounded, charged 0
    # a hosted job that cannot be on time: forced violation (on = inf); guard on >= late
    on = np.where(np.isfinite(on), np.maximum(on, late), on)
    return on, late


def _cheapest_in_windows(Y: np.ndarray, smax: np.ndarray, grp: np.ndarray, a: np.ndarray,
                         e: np.ndarray, dur_s: np.ndarray, gpus: np.ndarray, step: float
                         ) -> np.ndarray:
    """Per job: ``gpus x s_max x`` the cheapest ``dur / s_max`` seconds of ``Y[grp]`` in
    steps ``[a, e)`` (``inf`` where the window is too short), reading long windows as block
    minima (a lower bound)."""
    J = grp.size
    out = np.full(J, np.inf)
    sm = smax[grp]
    need = np.where(sm > 0, dur_s / np.where(sm > 0, sm, 1.0), np.inf)  # seconds of wall time
    todo = np.flatnonzero((e > a) & ((e - a) * step >= need - 1e-6))
    Ts = Y.shape[1]
    for res in JOB_RESOLUTIONS:
        if todo.size == 0:
            break
        b0 = a[todo] // res
        b1 = (e[todo] + res - 1) // res  # exclusive; the blocks cover the window (superset)
        fits = (b1 - b0) <= JOB_MAX_WINDOW
        if res == JOB_RESOLUTIONS[-1]:
            fits[:] = True
        sel, todo = todo[fits], todo[~fits]
        if sel.size == 0:
            continue
        nb = (Ts + res - 1) // res
        pad = np.full((Y.shape[0], nb * res), np.inf)
        pad[:, :Ts] = Y
        Yb = pad.reshape(Y.shape[0], nb, res).min(axis=2)
        bl = res * step
        W = int(min(JOB_MAX_WINDOW, nb)) if res != JOB_RESOLUTIONS[-1] else int(nb)
        for s in range(0, sel.size, max(1, JOB_BATCH * JOB_MAX_WINDOW // max(W, 1))):
            jj = sel[s:s + max(1, JOB_BATCH * JOB_MAX_WINDOW // max(W, 1))]
            lo = a[jj] // res
            hi = (e[jj] + res - 1) // res
            idx = lo[:, None] + np.arange(W)[None, :]
            valid = idx < hi[:, None]
            v = Yb[grp[jj][:, None], np.minimum(idx, nb - 1)]
            v = np.where(valid, v, np.inf)
            v.sort(axis=1)
            nfull = np.floor(need[jj] / bl + 1e-12).astype(np.int64)
            frac = need[jj] / bl - nfull
            cs = np.concatenate([np.zeros((jj.size, 1)), np.cumsum(
                np.where(np.isfinite(v), v, 0.0), axis=1)], axis=1)
            r = np.arange(jj.size)
            tot = cs[r, np.minimum(nfull, W)] * bl
            nxt = np.where(nfull < W, v[r, np.minimum(nfull, W - 1)], np.inf)
            part = frac > 1e-12
            add = np.zeros(jj.size)
            add[part] = frac[part] * bl * nxt[part]  # finite: the window was long enough
            tot = tot + add
            out[jj] = tot * gpus[jj] * sm[jj]
    return out


#: Block [h] of the capacity LP in the window, finest first (the finest whose chunks fit).
LP_BLOCKS_H = (0, 1)
#: Utilisation levels of the capacity LP (u rounded down to a multiple of 1/levels).
LP_UTIL_LEVELS = 20
#: Largest chunk LP [columns]; a chunk is a run of submit blocks whose LP fits.
LP_MAX_VARS = 60_000
#: Largest LP over all chunks [columns]: the finest block whose classes fit is used.
LP_TOTAL_VARS = 600_000


def _capacity_lp_terms(world: Any, ctx: dict[str, Any], on: np.ndarray, late: np.ndarray,
                       lams: tuple[float, ...], time_limit_s: float
                       ) -> tuple[list[tuple[float, float]], dict[str, Any]]:
    """``[(λ, G(λ))]`` of the capacity LP (bound 2 of the module docstring) and stats.

    ``G(λ)`` is a lower bound on ``min over schedules (carbon of jobs) + λ x violations``:
    the sum over chunks of jobs (by submit time) of the larger of the chunk's LP dual bound
    and its per-job Lagrangian ``sum_j min(on_j, late_j + λ)``; chunks not solved in the
    time budget take the per-job term alone.
    """
    t0 = time.perf_counter()
    jobs = world.jobs
    J = len(jobs)
    step, Ts = ctx["step"], ctx["Ts"]
    st: dict[str, Any] = {}
    P = len(ctx["pools"])
    if P == 0 or P > 62:
        return [], {"bound_deadline_lp": "no pools" if P == 0 else "more than 62 pools"}
    work = np.asarray(jobs.gpus, float) * np.asarray(jobs.duration_s, float)
    hosted = ctx["elig"].any(axis=1)
    forced = ~np.isfinite(on)
    # per job and λ: its per-job Lagrangian term
    per_job = {lam: np.where(forced, late + lam, np.minimum(on, late + lam)) for lam in lams}
    ul = np.floor(np.asarray(jobs.gpu_util, float) * LP_UTIL_LEVELS + 1e-9).astype(np.int64)
    bits = 1 << np.arange(P, dtype=np.int64)
    m_on = ctx["ontime_elig"].astype(np.int64) @ bits
    a_s = np.clip(np.floor(jobs.submit_s / step + 1e-9).astype(np.int64), 0, Ts)
    e_s = np.clip(np.ceil(jobs.deadline_s / step - 1e-9).astype(np.int64), 0, Ts)
    # late work: capacity-free at its per-job late rate (kg per reference GPU-second)
    late_rate = np.where(work > 0, late / np.where(work > 0, work, 1.0), 0.0)
    chosen = None
    for bh in LP_BLOCKS_H:
        blk = 1 if bh == 0 else max(1, int(round(bh * 3600 / step)))
        nb = (Ts + blk - 1) // blk
        ba, be = a_s // blk, (e_s + blk - 1) // blk  # blocks [ba, be): a superset
        usable = hosted & ~forced & (m_on > 0) & (be > ba)
        key = np.stack([m_on, ul, ba, be], axis=1)[usable]
        if key.size == 0:
            return [], {"bound_deadline_lp": "no job can be on time"}
        from gridshift._arrays import unique_rows

        uniq, grp = unique_rows(key)
        npool = np.array([bin(int(h)).count("1") for h in uniq[:, 0]])
        nv = npool * (uniq[:, 3] - uniq[:, 2])
        st.setdefault("bound_deadline_lp_vars_tried", {})[f"{bh or step / 3600:g}h"] = int(nv.sum())
        # chunks: consecutive submit blocks, each LP under LP_MAX_VARS columns
        order = np.argsort(uniq[:, 2], kind="stable")
        if nv.max() <= LP_MAX_VARS and nv.sum() <= LP_TOTAL_VARS:
            chosen = (bh, blk, nb, uniq, grp, usable, order, nv)
            break
    if chosen is None:
        return [], {"bound_deadline_lp": "does not fit", **st}
    bh, blk, nb, uniq, grp, usable, order, nv = chosen
    C = uniq.shape[0]
    uj = np.flatnonzero(usable)
    cwork = np.bincount(grp, weights=work[uj], minlength=C)
    cgpus = np.bincount(grp, weights=np.asarray(jobs.gpus, float)[uj], minlength=C)
    cwmax = np.zeros(C)
    np.maximum.at(cwmax, grp, work[uj])
    # late work of a class: at most its jobs' least late rate (kg/ref GPU-s), min over them
    crate = np.full(C, np.inf)
    np.minimum.at(crate, grp, late_rate[uj])
    # block-min cost per (pool, utilisation level): kg per reference GPU-second
    pad = nb * blk
    rate = {}
    for p in range(P):
        for lv in np.unique(uniq[:, 1]):
            r = np.full(pad, np.inf)
            r[:Ts] = _pool_rate(ctx, p, lv / LP_UTIL_LEVELS)
            rate[(p, int(lv))] = r.reshape(nb, blk).min(axis=1)
    speed_p = ctx["speed"][ctx["pg"]]
    capp = ctx["cap"][ctx["pr"], ctx["pg"]].astype(float)
    blen = blk * step
    # chunks of classes in submit order
    chunks: list[np.ndarray] = []
    cur: list[int] = []
    n = 0
    for c in order:
        if cur and n + nv[c] > LP_MAX_VARS:
            chunks.append(np.array(cur))
            cur, n = [], 0
        cur.append(c)
        n += nv[c]
    if cur:
        chunks.append(np.array(cur))
    st.update(bound_deadline_lp_block_h=bh, bound_deadline_lp_classes=int(C),
              bound_deadline_lp_chunks=len(chunks), bound_deadline_lp_vars=int(nv.sum()))
    # the per-job terms of jobs outside the LP (not usable) always count
    outside = ~np.isin(np.arange(J), uj)
    G = {lam: float(per_job[lam][outside].sum()) for lam in lams}
    solved = 0
    lp_s = 0.0
    for ch in chunks:
        if time.perf_counter() - t0 > time_limit_s:
            for lam in lams:
                G[lam] += float(sum(per_job[lam][uj[np.isin(grp, ch)]].sum() for _ in (0,)))
            continue
        jj = uj[np.isin(grp, ch)]
        t1 = time.perf_counter()
        vals = _chunk_lp(ch, uniq, cwork, cgpus, cwmax, crate, rate, speed_p, capp, blen, P,
                         lams)
        lp_s += time.perf_counter() - t1
        solved += vals is not None
        for lam in lams:
            pj = float(per_job[lam][jj].sum())
            G[lam] += pj if vals is None else max(pj, vals[lam])
    st.update(bound_deadline_lp_solved=solved, bound_deadline_lp_s=round(lp_s, 3),
              bound_deadline_lp_G={f"{lam:.6g}": G[lam] for lam in lams})
    return [(lam, G[lam]) for lam in lams], st


def _chunk_lp(ch: np.ndarray, uniq: np.ndarray, cwork: np.ndarray, cgpus: np.ndarray,
              cwmax: np.ndarray, crate: np.ndarray, rate: dict, speed_p: np.ndarray,
              capp: np.ndarray, blen: float, P: int, lams: tuple[float, ...]
              ) -> dict[float, float] | None:
    """Dual bounds [kg] of one chunk's LP, one per λ (None if HiGHS fails).

    Columns: on-time work ``z[c, p, b]`` (reference GPU-seconds) and late work ``l[c]``.
    Rows: ``sum z[c] + l[c] = work_c``; capacity ``sum_c z[c,p,b] / speed_p <= cap_p blen``;
    rate ``sum_p z[c,p,b] / speed_p <= gpus_c blen``.
    """
    from scipy import sparse
    from scipy.optimize import linprog

    cost, col_c, col_p, col_b = [], [], [], []
    for c in ch:
        mask, lv, b0, b1 = (int(v) for v in uniq[c])
        for p in range(P):
            if (mask >> p) & 1:
                bs = np.arange(b0, b1)
                cost.append(rate[(p, lv)][bs])
                col_c.append(np.full(bs.size, c))
                col_p.append(np.full(bs.size, p))
                col_b.append(bs)
    cz = np.concatenate(cost)
    cc, cp, cb = (np.concatenate(v) for v in (col_c, col_p, col_b))
    ok = np.isfinite(cz)
    cz, cc, cp, cb = cz[ok], cc[ok], cp[ok], cb[ok]
    nz = cz.size
    nc = ch.size
    loc = np.full(int(ch.max()) + 1, -1)
    loc[ch] = np.arange(nc)
    lc = loc[cc]
    # equality rows: one per class
    a_eq = sparse.csr_array((np.ones(nz + nc), (np.concatenate([lc, np.arange(nc)]),
                                                np.arange(nz + nc))), shape=(nc, nz + nc))
    b_eq = cwork[ch]
    # capacity rows (pool, block) and rate rows (class, block)
    inv = 1.0 / speed_p[cp]
    cap_key = cp * (int(cb.max()) + 1) + cb
    ucap, cap_row = np.unique(cap_key, return_inverse=True)
    rate_key = lc * (int(cb.max()) + 1) + cb
    urate, rate_row = np.unique(rate_key, return_inverse=True)
    nrow_c = ucap.size
    a_ub = sparse.csr_array((np.concatenate([inv, inv]),
                             (np.concatenate([cap_row, nrow_c + rate_row]),
                              np.concatenate([np.arange(nz), np.arange(nz)]))),
                            shape=(nrow_c + urate.size, nz + nc))
    nbk = int(cb.max()) + 1
    b_ub = np.concatenate([capp[ucap // nbk] * blen, cgpus[ch][urate // nbk] * blen])
    ub = np.concatenate([cwork[ch][lc], cwork[ch]])
    out: dict[float, float] = {}
    for lam in lams:
        lc_cost = crate[ch] + lam / np.maximum(cwmax[ch], 1e-300)
        c_obj = np.concatenate([cz, lc_cost])
        scale = float(c_obj.max()) if c_obj.size and c_obj.max() > 0 else 1.0
        res = linprog(c_obj / scale, A_ub=a_ub, b_ub=b_ub, A_eq=a_eq, b_eq=b_eq,
                      bounds=np.stack([np.zeros(nz + nc), ub], axis=1), method="highs-ds")
        if res.status != 0:
            return None
        y = np.asarray(res.eqlin.marginals, float)
        mu = np.minimum(np.asarray(res.ineqlin.marginals, float), 0.0)
        red = c_obj / scale - a_eq.T @ y - a_ub.T @ mu
        out[lam] = float(b_eq @ y + b_ub @ mu + np.minimum(red, 0.0) @ ub) * scale
    return out


#: Block sizes [h] of the deadline fluid LP in the window (0 = one step), finest first.
FLUID_BLOCKS_H = (0, 1, 2, 4, 6, 12, 24)
#: Drain blocks of the deadline fluid LP: at least this many hours.
FLUID_DRAIN_BLOCK_H = 6
#: Utilisation levels of the deadline fluid LP (u rounded down to a multiple of 1/levels).
FLUID_UTIL_LEVELS = (10, 4, 2)
#: Largest deadline fluid LP [columns].
FLUID_MAX_VARS = 400_000
#: Lines of the late-work envelope per group (segments of W_g, log-spaced in the job count).
ENVELOPE_LINES = 24


def _deadline_fluid_terms(world: Any, ctx: dict[str, Any], lams: tuple[float, ...],
                          budget: int | tuple[int, ...] | None = None
                          ) -> tuple[list[tuple[float, float]], dict[str, Any]]:
    """``[(λ, G(λ))]`` of the backlog-flow fluid LP with cumulative deadlines.

    The LP of :func:`gridshift.benchmark.bound._world_fluid_lp` (groups of jobs with the same
    eligible pools, utilisation rounded down; a
    backlog per group and block; pool capacity per block; each block at its lowest
    ``PUE x CI``; work left at the horizon at the penalty rate) plus, per group and block
    ``b``, the deadline rows ``backlog_b - late_b <= arrived_b - due_b``: the work done by the
    end of block ``b`` covers the work of the jobs due by then (deadline in a block ``<= b``)
    except the work of late jobs ``late_b`` (non-decreasing in ``b``, at most ``due_b``).
    A schedule whose late jobs are ``S`` satisfies them with ``late_b`` = the work of the jobs
    of ``S`` due by ``b``; a group's late work is at most the work of its ``v_g = |S ∩ g|``
    largest jobs (``W_g(v_g)``, concave: the LP keeps ``late <= `` some of its segments'
    lines, each above it), and ``sum_g v_g <= V`` (or ``λ`` per ``v_g``), so ``G(λ) - λ V``
    is a lower bound for every schedule with at most ``V`` violations (latency SLOs relaxed:
    work may run in any eligible pool). The value is HiGHS' dual bound.

    Three steps: the grid of blocks and groups (:func:`_fluid_grid`), the LP's matrices
    (:func:`_fluid_lp`, one group at a time by :func:`_fluid_add_group`), its solves
    (:func:`_fluid_solve`).
    """
    t_all = time.perf_counter()
    st: dict[str, Any] = {}
    P = len(ctx["pools"])
    if P == 0 or P > 62:
        return [], {"bound_deadline_fluid": "no pools" if P == 0 else "more than 62 pools"}
    grid = _fluid_grid(world, ctx, st)
    if grid is None:
        return [], {**st, "bound_deadline_fluid": f"does not fit {FLUID_MAX_VARS} columns"}
    lp = _fluid_lp(world, ctx, grid)
    st.update(bound_deadline_fluid_block_h=grid["bh"] if grid["bh"] else ctx["step"] / 3600,
              bound_deadline_fluid_util_levels=grid["lv"],
              bound_deadline_fluid_groups=int(grid["uniq"].shape[0]),
              bound_deadline_fluid_vars=int(lp.n))
    if lp.n == 0:
        return [], st
    terms, lp_s = _fluid_solve(lp, lams, budget, st)
    st.update(bound_deadline_fluid_lp_s=round(lp_s, 3),
              bound_deadline_fluid_s=round(time.perf_counter() - t_all, 3),
              bound_deadline_fluid_G={f"{lam:.6g}": g for lam, g in terms})
    return terms, st


def _fluid_grid(world: Any, ctx: dict[str, Any], st: dict[str, Any]) -> dict[str, Any] | None:
    """The deadline fluid LP's blocks and groups: the finest (utilisation levels, block size)
    whose LP fits :data:`FLUID_MAX_VARS` columns (utilisation first: rounding it down costs
    more than coarser blocks), or None. Records the sizes tried in ``st``."""
    from gridshift._arrays import unique_rows

    jobs = world.jobs
    step, T, Ts = ctx["step"], ctx["T"], ctx["Ts"]
    P = len(ctx["pools"])
    work = np.asarray(jobs.gpus, float) * np.asarray(jobs.duration_s, float)
    mk = ctx["elig"].astype(np.int64) @ (1 << np.arange(P, dtype=np.int64))
    hosted = mk > 0
    a = np.floor(jobs.submit_s / step + 1e-9).astype(np.int64)
    d = np.ceil(jobs.deadline_s / step - 1e-9).astype(np.int64)  # due by the end of step d-1
    wcls = np.zeros(len(jobs), np.int64)  # one work class (finer blocks matter more)
    dmin = max(1, int(round(FLUID_DRAIN_BLOCK_H * 3600 / step)))
    for lv, bh in [(lv, bh) for lv in FLUID_UTIL_LEVELS for bh in FLUID_BLOCKS_H]:
        blk = 1 if bh == 0 else max(1, int(round(bh * 3600 / step)))
        edges = np.unique(np.concatenate([np.arange(0, T, blk), np.arange(T, Ts, max(blk, dmin)),
                                          [Ts]]))
        B = edges.size - 1
        ul = np.floor(jobs.gpu_util * lv + 1e-9).astype(np.int64)
        key = np.stack([mk, ul, wcls], axis=1)[hosted]
        uniq, grp = unique_rows(key)
        blk_a = np.searchsorted(edges, np.clip(a, 0, Ts), side="right") - 1
        b0 = np.full(uniq.shape[0], B, dtype=np.int64)
        np.minimum.at(b0, grp, blk_a[hosted])
        npool = np.array([bin(int(h)).count("1") for h in uniq[:, 0]])
        n_vars = int(((npool + 2) * np.maximum(B - b0, 0)).sum())
        st.setdefault("bound_deadline_fluid_vars_tried", {})[f"{bh}h/{lv}"] = n_vars
        if n_vars <= FLUID_MAX_VARS:
            return {"bh": bh, "edges": edges, "B": B, "blk_a": blk_a, "lv": lv, "uniq": uniq,
                    "grp": grp, "b0": b0, "hosted": hosted, "work": work, "d": d}
    return None


@dataclass
class _FluidLP:
    """The deadline fluid LP under construction: columns (cost, upper bound), the equality
    rows' entries (backlog flow), the capacity entries ``(pool x B + block, column)``, the
    other inequality rows' entries and right-hand sides, and the ``v_g`` columns."""

    cols_cost: list[np.ndarray] = field(default_factory=list)
    cols_ub: list[np.ndarray] = field(default_factory=list)
    ent_r: list[np.ndarray] = field(default_factory=list)
    ent_c: list[np.ndarray] = field(default_factory=list)
    ent_v: list[np.ndarray] = field(default_factory=list)
    ub_r: list[np.ndarray] = field(default_factory=list)
    ub_c: list[np.ndarray] = field(default_factory=list)
    ub_v: list[np.ndarray] = field(default_factory=list)
    ub_b: list[np.ndarray] = field(default_factory=list)
    cap_r: list[np.ndarray] = field(default_factory=list)
    cap_c: list[np.ndarray] = field(default_factory=list)
    late_cols: list[int] = field(default_factory=list)
    eq_b: list[np.ndarray] = field(default_factory=list)
    n: int = 0
    nrow: int = 0
    nub: int = 0
    # assembled by _fluid_lp
    c0: np.ndarray | None = None
    ub: np.ndarray | None = None
    a_eq: Any = None
    b_eq: np.ndarray | None = None
    a_ub: Any = None
    b_ub: np.ndarray | None = None
    late_cols_a: np.ndarray | None = None
    extra: float = 0.0


def _fluid_lp(world: Any, ctx: dict[str, Any], grid: dict[str, Any]) -> _FluidLP:
    """The deadline fluid LP's matrices on ``grid`` (:func:`_fluid_grid`)."""
    from scipy import sparse

    step, T, Ts, x = ctx["step"], ctx["T"], ctx["Ts"], ctx["x"]
    pr, pg = ctx["pr"], ctx["pg"]
    capp = ctx["cap"][pr, pg].astype(float)
    edges, B, blk_a, grp = grid["edges"], grid["B"], grid["blk_a"], grid["grp"]
    work, d = grid["work"], grid["d"]
    Gn = grid["uniq"].shape[0]
    hj = np.flatnonzero(grid["hosted"])
    # due block: the block containing the deadline's last step (a superset); B = the horizon
    blk_d = np.searchsorted(edges, np.clip(d - 1, 0, Ts), side="right") - 1
    blk_d = np.where(d - 1 >= Ts, B, np.maximum(blk_d, blk_a))
    arr = np.zeros((Gn, B + 1))
    np.add.at(arr, (grp, blk_a[hj]), work[hj])
    due = np.zeros((Gn, B + 1))
    np.add.at(due, (grp, blk_d[hj]), work[hj])
    late_after = arr[:, B]  # arrives after the last epoch: penalty only (as the old bound)
    o = np.lexsort((-work[hj], grp))
    cuts = np.searchsorted(grp[o], np.arange(1, Gn))
    sig = {"wsorted": np.split(work[hj][o], cuts),  # per group, descending
           "xmin": np.minimum.reduceat(x, edges[:-1], axis=0),  # [B, R]
           "blen_s": np.diff(edges) * step, "is_drain": edges[:-1] >= T,
           "xmax_w": x[:T].max(axis=0) if T else np.zeros(x.shape[1]),
           "capp": capp, "arr": arr, "due": due}
    lp = _FluidLP()
    drop = np.zeros(Gn)
    for gi in range(Gn):
        drop[gi] = _fluid_add_group(lp, ctx, grid, sig, gi)
    if lp.n == 0:
        return lp
    n, nub = lp.n, lp.nub
    lp.c0 = np.concatenate(lp.cols_cost)
    lp.ub = np.concatenate(lp.cols_ub)
    lp.a_eq = sparse.csr_array((np.concatenate(lp.ent_v), (np.concatenate(lp.ent_r),
                                                           np.concatenate(lp.ent_c))),
                               shape=(lp.nrow, n))
    lp.b_eq = np.concatenate(lp.eq_b)
    cr, cc_ = np.concatenate(lp.cap_r), np.concatenate(lp.cap_c)
    used, ridx = np.unique(cr, return_inverse=True)
    rows_r = [ridx] + [nub0 + used.size for nub0 in lp.ub_r]
    lp.a_ub = sparse.csr_array((np.concatenate([np.ones(cr.size)] + lp.ub_v),
                                (np.concatenate(rows_r), np.concatenate([cc_] + lp.ub_c))),
                               shape=(used.size + nub, n))
    lp.b_ub = np.concatenate([capp[used // B] * sig["blen_s"][used % B]] + lp.ub_b)
    lp.late_cols_a = np.array(lp.late_cols, dtype=np.int64)  # the v_g columns
    lp.extra = float((late_after * drop).sum())
    return lp


def _fluid_add_group(lp: _FluidLP, ctx: dict[str, Any], grid: dict[str, Any],
                     sig: dict[str, Any], gi: int) -> float:
    """Add group ``gi``'s columns and rows to ``lp``; return its penalty rate [kg per
    reference GPU-second] (work arriving after the last epoch pays it)."""
    P = len(ctx["pools"])
    pr, pg, speed = ctx["pr"], ctx["pg"], ctx["speed"]
    B, uniq, lv = grid["B"], grid["uniq"], grid["lv"]
    mask, u = int(uniq[gi, 0]), float(uniq[gi, 1]) / lv
    ps = np.flatnonzero((mask >> np.arange(P)) & 1)
    bs = np.arange(int(grid["b0"][gi]), B)
    nb = bs.size
    pen = 0.0
    for p in ps:
        g = int(pg[p])
        w = ctx["base"][g] + ctx["span"][g] * u
        pen = max(pen, (w + ctx["share"][g]) * float(sig["xmax_w"][pr[p]]) / speed[g])
        if nb == 0:
            continue
        wb = np.where(sig["is_drain"][bs], w + ctx["tail"][g], w)
        lp.cols_cost.append(wb * sig["xmin"][bs, pr[p]] / 3.6e9)  # kg per pool GPU-second
        lp.cols_ub.append(sig["capp"][p] * sig["blen_s"][bs])
        c = lp.n + np.arange(nb)
        lp.ent_r.append(lp.nrow + np.arange(nb))
        lp.ent_c.append(c)
        lp.ent_v.append(np.full(nb, speed[g]))
        lp.cap_r.append(p * B + bs)
        lp.cap_c.append(c)
        lp.n += nb
    drop = pen / 3.6e9
    if nb == 0:
        return drop
    arr, due = sig["arr"], sig["due"]
    # backlog columns s_b: s_b - s_{b-1} + sum_p speed z = arrivals_b; last at the penalty
    s_c = lp.n + np.arange(nb)
    lp.ent_r += [lp.nrow + np.arange(nb), lp.nrow + np.arange(1, nb)]
    lp.ent_c += [s_c, s_c[:-1]]
    lp.ent_v += [np.ones(nb), -np.ones(nb - 1)]
    cc = np.zeros(nb)
    cc[-1] = drop
    lp.cols_cost.append(cc)
    tot = float(arr[gi].sum())
    lp.cols_ub.append(np.full(nb, tot))
    lp.n += nb
    lp.eq_b.append(arr[gi, int(grid["b0"][gi]):B])
    lp.nrow += nb
    # late columns l_b (cumulative late work due by b), non-decreasing, <= due_b
    cum_a = np.cumsum(arr[gi, :B])[bs]
    cum_d = np.cumsum(due[gi, :B])[bs]
    l_c = lp.n + np.arange(nb)
    lp.cols_cost.append(np.zeros(nb))  # priced per λ (the v_g column)
    lp.cols_ub.append(cum_d.copy())
    lp.n += nb
    # the group's late jobs v_g (a column): its late work is at most the work of its v_g
    # largest jobs, a concave piecewise-linear W_g(v); rows l_last <= line_i(v_g) for
    # the lines of segments i in a log-spaced subset (each lies above W_g: a relaxation)
    wk = sig["wsorted"][gi]
    W = np.concatenate([[0.0], np.cumsum(wk)])
    segs = np.unique(np.rint(np.geomspace(1, wk.size, min(ENVELOPE_LINES, wk.size)))
                     .astype(np.int64))
    v_c = lp.n
    lp.cols_cost.append(np.zeros(1))
    lp.cols_ub.append(np.array([float(wk.size)]))
    lp.late_cols.append(v_c)
    lp.n += 1
    m = segs.size
    lp.ub_r += [lp.nub + np.arange(m), lp.nub + np.arange(m)]
    lp.ub_c += [np.full(m, l_c[-1]), np.full(m, v_c)]
    lp.ub_v += [np.ones(m), -wk[segs - 1]]
    lp.ub_b.append(W[segs - 1] - wk[segs - 1] * (segs - 1))
    lp.nub += m
    # s_b - l_b <= cum_a - cum_d
    lp.ub_r += [lp.nub + np.arange(nb), lp.nub + np.arange(nb)]
    lp.ub_c += [s_c, l_c]
    lp.ub_v += [np.ones(nb), -np.ones(nb)]
    # (+ a hair of slack: the two cumulative sums round differently, and at 1e9
    # GPU-seconds a rounding gap exceeds HiGHS' feasibility tolerance; slack only loosens)
    lp.ub_b.append(cum_a - cum_d + 1e-9 * cum_a + 1e-6)
    lp.nub += nb
    if nb > 1:  # l_{b-1} - l_b <= 0
        lp.ub_r += [lp.nub + np.arange(nb - 1), lp.nub + np.arange(nb - 1)]
        lp.ub_c += [l_c[:-1], l_c[1:]]
        lp.ub_v += [np.ones(nb - 1), -np.ones(nb - 1)]
        lp.ub_b.append(np.zeros(nb - 1))
        lp.nub += nb - 1
    return drop


def _fluid_solve(lp: _FluidLP, lams: tuple[float, ...], budget: int | tuple[int, ...] | None,
                 st: dict[str, Any]) -> tuple[list[tuple[float, float]], float]:
    """``([(λ, G(λ))], LP seconds)``: one solve per ``λ``, or, with ``budget``, one per target
    with the budget row ``sum_g v_g <= target`` (its dual is ``λ*``). Failures and ``λ*`` go
    into ``st``."""
    from scipy import sparse
    from scipy.optimize import linprog

    assert lp.c0 is not None and lp.late_cols_a is not None and lp.b_ub is not None \
        and lp.ub is not None and lp.b_eq is not None
    n, c0, late_cols_a, ub = lp.n, lp.c0, lp.late_cols_a, lp.ub
    terms: list[tuple[float, float]] = []
    lp_s = 0.0
    scale = float(c0.max()) if c0.max() > 0 else 1.0
    runs: list[tuple[float | None, np.ndarray, Any, np.ndarray, float]] = []
    if budget is not None:
        # one solve per target with the budget row sum_g v_g <= target; its dual is λ*
        brow = sparse.csr_array((np.ones(late_cols_a.size), (np.zeros(late_cols_a.size,
                                                                      np.int64),
                                                             late_cols_a)), shape=(1, n))
        a_b = sparse.vstack([lp.a_ub, brow]).tocsr()
        for v in sorted({int(t) for t in np.atleast_1d(budget)}):
            runs.append((None, c0, a_b, np.concatenate([lp.b_ub, [float(v)]]), float(v)))
    else:
        for lam0 in lams:
            c_obj = c0.copy()
            c_obj[late_cols_a] += lam0
            runs.append((lam0, c_obj, lp.a_ub, lp.b_ub, 0.0))
    for lam_or_none, c_obj, a_u, b_u, target in runs:
        t0 = time.perf_counter()
        res = linprog(c_obj / scale, A_ub=a_u, b_ub=b_u, A_eq=lp.a_eq, b_eq=lp.b_eq,
                      bounds=np.stack([np.zeros(n), ub], axis=1), method="highs-ds")
        lp_s += time.perf_counter() - t0
        if res.status != 0:
            st["bound_deadline_fluid"] = str(res.message)
            continue
        y = np.asarray(res.eqlin.marginals, float)
        mu = np.minimum(np.asarray(res.ineqlin.marginals, float), 0.0)
        red = c_obj / scale - lp.a_eq.T @ y - a_u.T @ mu
        val = float(lp.b_eq @ y + b_u @ mu + np.minimum(red, 0.0) @ ub) * scale
        lam = lam_or_none
        if lam is None:
            # the budget row's multiplier: λ* = -mu_budget (kg per violation); the Lagrangian
            # value G(λ*) is at least the certificate without the row's term, + λ* x target
            lam = -float(mu[-1]) * scale
            val += lam * target
            st.setdefault("bound_deadline_fluid_lambda_kg", {})[str(int(target))] = lam
        # jobs arriving after the last epoch: at the penalty rate; λ of late jobs not counted
        terms.append((lam, val + lp.extra))
    return terms, lp_s
