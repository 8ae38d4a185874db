"""The recorded carbon bound under the second generation's rules (the drain; gs-v2).

The oracle's bounds (:mod:`gridshift.policies.zoo.oracle`) cover deadline-meeting schedules
on the window, with work after the window free: right for the first generation's rules,
wrong under the drain, where work after the window is charged (with its GPUs' idle share),
work left at the horizon pays the completion penalty, the idle draw of the installed
capacity is a constant in ``carbon_kg``, and a ranked policy may miss some deadlines.
:func:`world_bound_kg` bounds ``carbon_kg`` of *every* schedule the simulator can produce
there (deadlines relaxed to the drain's horizon, dropped work at least at its penalty rate,
the idle constant exactly): the larger of a capacity-free bound and a backlog-flow fluid LP
over window and drain blocks, whose dual bound is recorded.

It is a property of the scenario, computed from the World (the clairvoyant view holds the
window only) by the record writer, never from a policy's own state: the oracle's and the
reference's records of drain scenarios carry it (:func:`bound_metrics`,
``records._reports_bound``), so every such scenario has one, including those where the
oracle's plan does not fit in time.  Withheld (``None``) for ``[levers]``, site
solar/batteries and ``[power] power_down`` (:func:`bound_withheld_reason`).
Measured sizes and times: ``docs/leaderboard.md`` section 5 (``perf/bench_bound.py``).

References
----------
* HiGHS: Huangfu, Q., Hall, J. A. J. (2018). Parallelizing the dual revised simplex method.
  Math. Prog. Comp. 10, 119-142.
* Lagrangian (weak) duality for the certificate: Bertsimas, D., Tsitsiklis, J. N. (1997).
  Introduction to Linear Optimization, Athena Scientific, section 4.3.
"""

from __future__ import annotations

import math
import time
from typing import Any

import numpy as np
from scipy import sparse
from scipy.optimize import linprog

from gridshift._arrays import unique_rows

__all__ = ["bound_metrics", "bound_withheld_reason", "unfinishable_jobs", "world_bound_kg"]


def bound_metrics(world: Any) -> dict[str, float | None]:
    """``{"carbon_bound_kg": kg or None}``: the record field (:func:`world_bound_kg`)."""
    return {"carbon_bound_kg": world_bound_kg(world)[0]}


#: Block sizes [h] tried by :func:`world_bound_kg`'s fluid LP (0 = one step), finest first.
WORLD_BLOCKS_H = (0, 1, 2, 4, 6, 12, 24)
#: HiGHS method of that LP (any: the dual certificate is valid whatever the solver returns).
WORLD_LP_METHOD = "highs-ds"
#: Smallest block [h] of the drain in that LP (the drain of a week scenario can be months
#: long: the latest deadline plus the longest job; a job run there pays its GPUs' full power,
#: so its prices matter less than the window's).
WORLD_DRAIN_BLOCK_H = 6
#: Utilisation levels tried per block size (work is charged at its utilisation rounded down
#: to a multiple of ``1 / levels``), finest first.
WORLD_UTIL_LEVELS = (10, 4, 2)
#: Largest fluid LP [columns] :func:`world_bound_kg` solves (measured: 334 k columns of
#: global-16-year in 95-130 s and 1.24 GiB on 2 shared cores; docs/leaderboard.md section 5).
WORLD_MAX_VARS = 400_000
#: Relative step the recorded bound is rounded *down* to, after taking 1e-9 off (so that it
#: is the same bytes on every machine although HiGHS' last digits may differ, and float
#: summation in another order than the accounting's can never lift it above a schedule).
BOUND_REL_QUANTUM = 1e-7


def unfinishable_jobs(world: Any) -> np.ndarray:
    """``[N]`` bool: the jobs that no schedule can finish by the run's end.

    Under a bounded drain (``[simulation] drain_max_h``) the engine stops at
    ``PolicyInfo.run_steps`` epochs; a job whose earliest conceivable end, ``submit_s + min``
    over the pools ``(r, g)`` with at least its GPUs of ``(transfer from its data's region to
    r + duration_s / speed_g)``, lies after that end is unfinished under every policy.  The
    bound ignores queueing, the job's type and latency limits and the epoch grid (each only
    delays an end), so the set is never too large; a policy's unfinished jobs include it, and a
    policy whose count of unfinished jobs equals its size leaves no other job unfinished.  All
    ``False`` without a bounded drain (every job can finish).
    """
    from gridshift.sim.simulator import policy_info

    info = policy_info(world)
    jobs = world.jobs
    n = len(jobs.submit_s)
    if info.run_steps is None or n == 0:
        return np.zeros(n, bool)
    end_s = float(info.run_steps) * float(info.step_s)
    R = info.capacity.shape[0]
    out = np.zeros(n, bool)
    for c0 in range(0, n, 65_536):
        sl = slice(c0, min(n, c0 + 65_536))
        src = np.asarray(jobs.origin[sl], np.int64)
        xfer = info.transfer_s(src[:, None], np.arange(R)[None, :],
                               np.asarray(jobs.data_gb[sl], float)[:, None])  # [n, R]
        run = np.asarray(jobs.duration_s[sl], float)[:, None] / info.gpu_speed[None, :]
        fits = info.capacity[None, :, :] >= np.asarray(jobs.gpus[sl])[:, None, None]
        t = np.where(fits, xfer[:, :, None] + run[:, None, :], np.inf)
        out[sl] = np.asarray(jobs.submit_s[sl], float) + t.reshape(t.shape[0], -1).min(1) > end_s
    return out


def bound_withheld_reason(world: Any) -> str | None:
    """Why :func:`world_bound_kg` gives no bound for this world (``None``: it gives one).

    The bound models the second generation's accounting and nothing beyond it: elastic jobs
    and power capping (``[levers]``), site solar or batteries (``[regions.X.solar]``,
    ``[regions.X.battery]``) and powering capacity down (``[power] power_down``) change what a
    schedule can emit in ways it does not model, so there it is withheld rather than wrong.
    """
    from gridshift.scenario import power_options, simulation_options

    sc = world.scenario
    raw = getattr(sc, "normalised", None) or {}
    if raw.get("levers"):
        return "[levers] (elastic jobs, power capping) is not modelled by the bound"
    for name, reg in (raw.get("regions") or {}).items():
        if isinstance(reg, dict):
            for k in ("solar", "battery"):
                if reg.get(k):
                    return f"[regions.{name}.{k}] (on-site supply) is not modelled by the bound"
    if power_options(sc)["power_down"]:
        return "[power] power_down makes the idle draw policy-dependent; not modelled"
    if not simulation_options(sc)["drain"]:
        return ("without [simulation] drain unfinished work is free, so doing nothing is a "
                "schedule: no bound above the idle draw")
    return None


def _round_down(v: float) -> float:
    """``v`` rounded down to :data:`BOUND_REL_QUANTUM` relative (a still-valid bound)."""
    if not np.isfinite(v) or v <= 0:
        return max(float(v), 0.0) if np.isfinite(v) else 0.0
    # the C library's log10 and pow (math), the same on every CPU (gridshift._libm)
    q = 10.0 ** (math.floor(math.log10(v)) + math.log10(BOUND_REL_QUANTUM))
    # 1e-9 off first: float summation order may differ from the accounting's by a few ulps
    return float(np.floor(v * (1.0 - 1e-9) / q) * q)


def world_bound_kg(world: Any, max_vars: int = WORLD_MAX_VARS
                   ) -> tuple[float | None, dict[str, Any]]:
    """Lower bound [kg] on ``carbon_kg`` of **every** schedule the simulator can produce.

    For the second generation's rules (``[simulation] drain``; gs-v2): deadlines are not
    assumed met (a ranked policy may miss some), work may run until the drain's hard horizon
    (:attr:`World.drain_steps`), and work left there costs the completion penalty. The bound
    is ``idle + max(fluid LP, capacity-free)``:

    * ``idle``: the installed capacity's idle draw over the window
      (``[power] idle = "charged"``, ``idle_horizon = "window"``), exactly as the accounting
      charges it (a constant of the scenario); with ``idle_horizon = "run"`` the part over
      the window only (the drain's share depends on the schedule).
    * Work of job ``j`` (``gpus x duration_s`` reference GPU-seconds) done on pool ``(r, g)``
      at epoch ``t`` costs at least ``w_g(u_j) / speed_g x PUE·CI_r(t)`` per reference
      GPU-second, with ``w_g`` the power the accounting charges per busy GPU: the dynamic
      part ``(max_w − idle_w) u`` in the window, plus the GPU's idle share
      (:attr:`World.idle_w_per_gpu`) in the drain (``_drain_tail``); ``idle_w + (max_w −
      idle_w) u`` when idle power is not charged. Work left at the horizon costs at least
      ``max over eligible pools of (w_g(u) + idle share) / speed_g x max_t PUE·CI_r`` over
      the window (the completion penalty maximises over a superset of those steps).
      Eligible pools: the job's GPU type (if it names one) with ``capacity >= gpus`` — as the
      penalty; latency SLOs are *not* assumed met.
    * **capacity-free**: each job's work at the cheapest such option from its first epoch to
      the horizon (or the penalty if cheaper), at the exact utilisation; capacity ignored.
    * **fluid LP**: jobs in groups (eligible pools, utilisation rounded down to ``1/levels``)
      with a backlog per group and block (work may run in any block at or after it arrived,
      split across pools, preempted), pool capacity per block (GPU-seconds), each block at
      its lowest ``PUE x CI``, window and drain blocks apart, dropped work at the penalty rate
      above. The value recorded is the LP's **dual bound** (``b·y + Σ min(0, reduced cost) x
      upper bound`` with finite implied upper bounds), valid whatever the solver's tolerance.

    Ignored (each only raises ``carbon_kg``, so ignoring it keeps the bound valid): transfer
    energy (``carbon_transfer_kg``), checkpoint overhead, non-preemption, the GPUs held while
    data arrives, within-block variation of ``PUE x CI``, the per-job rate limit, deadlines
    and latency SLOs. Not modelled (the bound is withheld, :func:`bound_withheld_reason`):
    ``[levers]``, site solar/batteries, ``[power] power_down``, scenarios without the drain.

    Args:
        world: The World.
        max_vars: Largest fluid LP [columns]; the finest (block, utilisation levels) of
            :data:`WORLD_BLOCKS_H` x :data:`WORLD_UTIL_LEVELS` that fits is solved, or none.

    Returns:
        ``(bound_kg or None, stats)``; ``None`` with ``stats["withheld"]`` giving the reason.
    """
    from gridshift.sim.accounting import _idle_integrals

    t_all = time.perf_counter()
    stats: dict[str, Any] = {}
    why = bound_withheld_reason(world)
    if why is not None:
        stats["withheld"] = why
        return None, stats
    jobs = world.jobs
    step = float(world.step_s)
    T = int(world.n_steps)
    Ts = T + int(world.drain_steps)
    rows = slice(world.pad_before, world.pad_before + Ts)
    x = np.nan_to_num(world.pue[rows] * world.carbon[rows], nan=0.0)  # [Ts, R] g/kWh
    idle_kg = 0.0
    if world.idle_it_w is not None:
        idle_kg = _idle_integrals(world, world.window, T * step)["carbon_kg"]
    stats["bound_idle_kg"] = idle_kg
    J = len(jobs)
    if J == 0:
        stats["bound_s"] = round(time.perf_counter() - t_all, 3)
        return _round_down(idle_kg), stats
    cap = world.capacity
    R, G = cap.shape
    speed = np.asarray(world.gpu_speed, float)
    span = np.asarray(world.gpu_max_w - world.gpu_idle_w, float)
    idle_charged = world.idle_it_w is not None
    share = (np.asarray(world.idle_w_per_gpu, float) if world.idle_w_per_gpu is not None
             else np.zeros(G))
    base_w = np.zeros(G) if idle_charged else np.asarray(world.gpu_idle_w, float)
    tail_w = share if (idle_charged and world.idle_window_only) else np.zeros(G)

    def coefs(u: np.ndarray, g: int) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
        """W per busy GPU: window, drain, penalty (per GPU, before / speed)."""
        w = base_w[g] + span[g] * u
        return w, w + tail_w[g], w + share[g]

    a = np.ceil(jobs.submit_s / step - 1e-9).astype(np.int64)  # first epoch it is pending
    work = jobs.gpus * jobs.duration_s  # reference GPU-seconds
    pools = [(r, g) for r in range(R) for g in range(G) if cap[r, g] > 0]
    elig = np.stack([((jobs.gpu_type < 0) | (jobs.gpu_type == g)) & (cap[r, g] >= jobs.gpus)
                     for r, g in pools], axis=1) if pools else np.zeros((J, 0), bool)
    xw, xd = x[:T], x[T:]
    xmax_w = xw.max(axis=0) if T else np.zeros(R)

    # ---- capacity-free, per job, exact utilisation: suffix minima per region
    t0 = time.perf_counter()
    suf_w = np.vstack([np.minimum.accumulate(xw[::-1], axis=0)[::-1], np.full((1, R), np.inf)])
    suf_d = (np.vstack([np.minimum.accumulate(xd[::-1], axis=0)[::-1], np.full((1, R), np.inf)])
             if Ts > T else np.full((1, R), np.inf))
    aw = np.minimum(a, T)
    ad = np.clip(a - T, 0, max(Ts - T, 0))
    best = np.full(J, np.inf)
    pen = np.zeros(J)
    for k, (r, g) in enumerate(pools):
        m = elig[:, k]
        ww, wd, wp = coefs(jobs.gpu_util, g)
        run = np.minimum(ww * suf_w[aw, r], wd * suf_d[ad, r]) / speed[g]
        best = np.where(m, np.minimum(best, run), best)
        pen = np.where(m, np.maximum(pen, wp * xmax_w[r] / speed[g]), pen)
    cheapest = np.minimum(best, pen)
    cheapest = np.where(elig.any(axis=1), cheapest, 0.0)  # a job no pool can host: not bounded
    free_kg = float((work * cheapest).sum() / 3.6e9)
    stats["bound_capacity_free_kg"] = free_kg
    stats["bound_capacity_free_s"] = round(time.perf_counter() - t0, 3)

    lp_kg, lp_stats = _world_fluid_lp(world, x, a, work, elig, pools, coefs, max_vars)
    stats.update(lp_stats)
    parts = {"capacity-free": free_kg}
    if lp_kg is not None:
        parts["fluid-lp"] = lp_kg
    method = max(parts, key=lambda k: parts[k])
    stats["bound_method"] = method
    stats["bound_s"] = round(time.perf_counter() - t_all, 3)
    return _round_down(idle_kg + parts[method]), stats


def _world_fluid_lp(world: Any, x: np.ndarray, a: np.ndarray, work: np.ndarray,
                    elig: np.ndarray, pools: list[tuple[int, int]], coefs: Any, max_vars: int
                    ) -> tuple[float | None, dict[str, Any]]:
    """The backlog-flow fluid LP of :func:`world_bound_kg`: its dual bound [kg] and stats."""
    jobs = world.jobs
    st: dict[str, Any] = {}
    if not pools:
        return None, st
    step = float(world.step_s)
    T = int(world.n_steps)
    Ts = x.shape[0]
    P = len(pools)
    pr = np.array([p[0] for p in pools])
    pg = np.array([p[1] for p in pools])
    speed = np.asarray(world.gpu_speed, float)
    capp = world.capacity[pr, pg].astype(float)
    maskkey = elig.astype(np.int64) if P <= 62 else None
    if maskkey is None:
        st["bound_fluid_lp"] = "more than 62 pools: not solved"
        return None, st
    mk = maskkey @ (1 << np.arange(P, dtype=np.int64))
    hosted = mk > 0
    chosen = None
    dmin = max(1, int(round(WORLD_DRAIN_BLOCK_H * 3600 / step)))
    for bh in WORLD_BLOCKS_H:
        blk = 1 if bh == 0 else max(1, int(round(bh * 3600 / step)))
        # blocks: the window in blk-epoch pieces, then the drain in coarser pieces
        dblk = max(blk, dmin)
        edges = np.unique(np.concatenate([np.arange(0, T, blk), np.arange(T, Ts, dblk), [Ts]]))
        B = edges.size - 1
        blk_of = np.searchsorted(edges, np.minimum(a, Ts), side="right") - 1  # B if a >= Ts
        for lv in WORLD_UTIL_LEVELS:
            ul = np.floor(jobs.gpu_util * lv + 1e-9).astype(np.int64)
            key = np.stack([mk, ul], axis=1)[hosted]
            uniq, grp = unique_rows(key)
            b0 = np.full(uniq.shape[0], B, dtype=np.int64)
            np.minimum.at(b0, grp, blk_of[hosted])
            npool = np.array([bin(int(h)).count("1") for h in uniq[:, 0]])
            n_vars = int(((npool + 1) * np.maximum(B - b0, 0)).sum()) + uniq.shape[0]
            st.setdefault("bound_fluid_vars_tried", {})[f"{bh}h/{lv}"] = n_vars
            if n_vars <= max_vars:
                chosen = (bh, blk, edges, B, blk_of, lv, uniq, grp, b0)
                break
        if chosen is not None:
            break
    if chosen is None:
        st["bound_fluid_lp"] = f"does not fit {max_vars} columns"
        return None, st
    bh, blk, edges, B, blk_of, lv, uniq, grp, b0 = chosen
    t0 = time.perf_counter()
    Gn = uniq.shape[0]
    hj = np.flatnonzero(hosted)
    arr = np.zeros((Gn, B + 1))
    np.add.at(arr, (grp, blk_of[hj]), work[hj])  # column B: arrives after the last epoch
    late_work = arr[:, B]
    arr = arr[:, :B]
    tot = arr.sum(axis=1)
    # block minimum of PUE x CI per region, and the block's seconds
    xmin = np.minimum.reduceat(x, edges[:-1], axis=0)  # [B, R]
    blen_s = np.diff(edges) * step
    is_drain = edges[:-1] >= T
    xmax_w = x[:T].max(axis=0) if T else np.zeros(x.shape[1])
    cols_cost, cols_ub, ent_r, ent_c, ent_v = [], [], [], [], []
    cap_rows_r, cap_rows_c = [], []
    n = 0
    flow_row0 = np.zeros(Gn, dtype=np.int64)  # first flow row of each group
    nrow = 0
    drop_cost = np.zeros(Gn)
    for gi in range(Gn):
        mask, u_lv = int(uniq[gi, 0]), int(uniq[gi, 1])
        u = np.asarray([u_lv / lv])
        ps = np.flatnonzero((mask >> np.arange(P)) & 1)
        bs = np.arange(int(b0[gi]), B)
        flow_row0[gi] = nrow
        nb = bs.size
        pen_rate = 0.0
        for p in ps:
            ww, wd, wp = (float(v[0]) for v in coefs(u, int(pg[p])))
            pen_rate = max(pen_rate, wp * float(xmax_w[pr[p]]) / speed[pg[p]])
            if nb == 0:
                continue
            w_b = np.where(is_drain[bs], wd, ww)
            cols_cost.append(w_b * xmin[bs, pr[p]] / 3.6e9)  # kg per GPU-second
            cols_ub.append(capp[p] * blen_s[bs])
            c = n + np.arange(nb)
            ent_r.append(nrow + np.arange(nb))  # flow row of (group, block)
            ent_c.append(c)
            ent_v.append(np.full(nb, speed[pg[p]]))
            cap_rows_r.append(p * B + bs)
            cap_rows_c.append(c)
            n += nb
        drop_cost[gi] = pen_rate / 3.6e9  # kg per reference GPU-second
        if nb:
            # backlog s_{g,b} >= 0: s_b - s_{b-1} + sum_p speed z = arrivals_b; the last one
            # is the work left at the horizon, charged at the penalty rate
            c = n + np.arange(nb)
            ent_r += [nrow + np.arange(nb), nrow + np.arange(1, nb)]
            ent_c += [c, c[:-1]]
            ent_v += [np.ones(nb), -np.ones(nb - 1)]
            cc = np.zeros(nb)
            cc[-1] = drop_cost[gi]
            cols_cost.append(cc)
            cols_ub.append(np.full(nb, tot[gi]))
            n += nb
            nrow += nb
    if n == 0:
        lp = 0.0
    else:
        c_obj = np.concatenate(cols_cost)
        ub = np.concatenate(cols_ub)
        a_eq = sparse.csr_array((np.concatenate(ent_v), (np.concatenate(ent_r),
                                                         np.concatenate(ent_c))),
                                shape=(nrow, n))
        b_eq = np.concatenate([arr[gi, int(b0[gi]):] for gi in range(Gn)])
        cr, cc_ = np.concatenate(cap_rows_r), np.concatenate(cap_rows_c)
        used, ridx = np.unique(cr, return_inverse=True)
        a_ub = sparse.csr_array((np.ones(cr.size), (ridx, cc_)), shape=(used.size, n))
        b_ub = capp[used // B] * blen_s[used % B]
        # costs are ~1e-7 kg per GPU-second, the size of HiGHS' dual tolerance: solve in
        # units where the largest cost is 1 (the certificate below is scaled back exactly)
        scale = float(c_obj.max()) if c_obj.size and c_obj.max() > 0 else 1.0
        c_obj = c_obj / scale
        res = linprog(c_obj, A_ub=a_ub, b_ub=b_ub, A_eq=a_eq, b_eq=b_eq,
                      bounds=np.stack([np.zeros(n), ub], axis=1), method=WORLD_LP_METHOD)
        st["bound_fluid_lp_status"] = int(res.status)
        if res.status != 0:
            st["bound_fluid_lp"] = str(res.message)
            return None, st
        y = np.asarray(res.eqlin.marginals, float)
        lam = np.minimum(np.asarray(res.ineqlin.marginals, float), 0.0)
        red = c_obj - a_eq.T @ y - a_ub.T @ lam
        lp = float(b_eq @ y + b_ub @ lam + np.minimum(red, 0.0) @ ub) * scale
        st["bound_fluid_lp_primal_kg"] = float(res.fun) * scale
    lp += float((late_work * drop_cost).sum())  # work that arrives after the last epoch
    st.update(bound_fluid_block_h=bh if bh else step / 3600, bound_fluid_util_levels=lv,
              bound_fluid_drain_block_h=max(blk, max(1, int(round(WORLD_DRAIN_BLOCK_H * 3600
                                                                   / step)))) * step / 3600,
              bound_fluid_groups=int(Gn), bound_fluid_vars=int(n),
              bound_fluid_lp_s=round(time.perf_counter() - t0, 3), bound_fluid_kg=lp)
    return lp, st
