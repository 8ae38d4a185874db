"""Compiled inner loops of the zoo's planners and greedy fills (issue 15; numba via ``_jit``).

Each kernel replaces a numpy hot path of a zoo policy and decides exactly what that path
decides: the policies call a kernel only when :func:`gridshift._jit.active` is True (numba
started in the process, or ``GRIDSHIFT_JIT=1``) and keep their numpy code as the reference
(``GRIDSHIFT_JIT=0``); ``tests/policies/test_zoo_kernels.py`` runs both and compares the
per-job tables bit for bit.

Floating point: every cost is the same sequence of IEEE operations as in the numpy code
(``(a * mean) / 3.6e6 + transfer``, ``mean = (csum[e] - csum[s]) / (e - s)``), no
``fastmath``, so each cost is the same float, and ties are broken in the same flat
(region, GPU type, start slot) order as ``np.argmin``.  Where numpy's handling of a
non-finite cost would matter (``argmin`` prefers a NaN, and an all-``inf`` row picks index 0),
the kernel does not decide: it reports the job and the caller takes the numpy path.
"""

from __future__ import annotations

import math

import numpy as np

from gridshift._jit import njit

__all__ = ["DONE", "NON_FINITE", "NO_ROOM", "fill_in_order", "greedy_rounds", "home_and_run",
           "lowest_carbon_masks", "lowest_slots_now", "plan_cheapest", "plan_due", "plan_new_rows",
           "planner_arrays", "price_scores", "row_csum", "stretch_valid", "stretch_window_now",
           "threshold_go", "weighted_scores", "window_means", "window_now"]

#: :func:`plan_cheapest` status: every job was handled (or, one job: an option was found).
DONE = 0
#: :func:`plan_cheapest` status: a valid option's cost is not finite (take the numpy path).
NON_FINITE = 1
#: :func:`plan_cheapest` status: the job has no feasible option (no room within its deadline).
NO_ROOM = 2


@njit
def plan_cheapest(t0, t1, earliest, reserve, csum, fc, a, trk, L, hi, opt, gpus, src, jid,
                  book, cap, lim_flex, avail, k, plan_step, plan_region, plan_type, plan_len,
                  store_len, nxt, fb_home, host, runs, step_s):
    """Plan jobs ``t0 .. t1-1`` of a batch, in order, each into its cheapest feasible option.

    An option (region ``r``, type ``g``, start offset ``s``) is *valid* when ``opt[t, r, g]``
    and ``s <= hi[t, r, g]``; its cost is ``a[t, r, g] * mean / 3.6e6 + tr`` with
    ``mean = (csum[r, e] - csum[r, s]) / (e - s)``, ``e = min(s + L, H)``, and
    ``tr = trk[t] * fc[src, s]`` away from the data (``0.0`` at it).  It is *feasible* when the
    book has room over its run (clipped to the book): ``book + gpus <= cap`` for a start now
    where the data is, ``<= lim_flex`` otherwise, and a start now also needs ``avail >= gpus``.

    ``earliest=False`` takes the cheapest feasible option (first in (r, g, s) order among
    equals); ``earliest=True`` the earliest start slot with a feasible option, the cheapest
    there.  With ``reserve`` each found option is booked (``book``, ``avail``, the plan arrays
    at ``jid[t]``; ``plan_len`` only with ``store_len``) and the next job planned; a job whose
    plan step is already set is skipped.  The loop stops at the first job it cannot decide.

    ``fb_home`` (``spatiotemporal-greedy-v1``'s ``_fallback_now``): a job without room is
    booked to start now at home instead, where its data is if a pool there can host it
    (``host[t]``, ``[n, R, G]``), else in the first region that can, on the host type with
    most GPUs free (first among equals), for ``max(ceil(runs[t, g] / step_s - 1e-9), 1)``
    slots; a job no pool can host is handed back as :data:`NO_ROOM`.

    Returns:
        ``(t, status, r, g, s, L, planned, fell_back)``: status :data:`DONE` (all of
        ``t0 .. t1-1`` handled, or, without ``reserve``, the option ``(r, g, s, L)`` of job
        ``t0``), :data:`NON_FINITE` or :data:`NO_ROOM` for job ``t``; ``planned`` jobs were
        booked, ``fell_back`` of them by the ``fb_home`` rule.
    """
    R, G = cap.shape
    H = fc.shape[1]
    T = book.shape[2]
    planned = 0
    fell = 0
    for t in range(t0, t1):
        if reserve and plan_step[jid[t]] >= 0:
            continue
        ng = gpus[t]
        sr = src[t]
        best = np.inf
        br = -1
        bg = -1
        bj = -1
        nonfin = False
        anyvalid = False
        if not earliest:
            for r in range(R):
                for g in range(G):
                    if not opt[t, r, g]:
                        continue
                    anyvalid = True
                    Lrg = L[t, r, g]
                    h = hi[t, r, g]
                    aa = a[t, r, g]
                    built = False
                    for s in range(h + 1):
                        e = min(s + Lrg, H)
                        m = (csum[r, e] - csum[r, s]) / (e - s)
                        tr = trk[t] * fc[sr, s] if r != sr else 0.0
                        c = aa * m / 3.6e6 + tr
                        if not np.isfinite(c):
                            nonfin = True
                            continue
                        if not c < best:
                            continue
                        if s == 0:
                            if avail[r, g] < ng:
                                continue
                            lim = cap[r, g] if r == sr else lim_flex[r, g]
                            ok = True
                            for q in range(k, min(k + Lrg, T)):
                                if book[r, g, q] + ng > lim:
                                    ok = False
                                    break
                            if not ok:
                                continue
                        else:
                            if not built:
                                # nxt[q]: the first over-limit slot at or after q (window end
                                # if none), over this pool's reach
                                w = min(h + Lrg, T - k)
                                nxt[w] = w
                                lf = lim_flex[r, g]
                                for q in range(w - 1, -1, -1):
                                    nxt[q] = q if book[r, g, k + q] + ng > lf else nxt[q + 1]
                                built = True
                            if nxt[s] < min(s + Lrg, T - k):
                                continue
                        best = c
                        br = r
                        bg = g
                        bj = s
        else:
            smax = -1
            for r in range(R):
                for g in range(G):
                    if opt[t, r, g]:
                        anyvalid = True
                        if hi[t, r, g] > smax:
                            smax = hi[t, r, g]
            for s in range(smax + 1):
                for r in range(R):
                    for g in range(G):
                        if not opt[t, r, g] or s > hi[t, r, g]:
                            continue
                        Lrg = L[t, r, g]
                        if s == 0:
                            if avail[r, g] < ng:
                                continue
                            lim = cap[r, g] if r == sr else lim_flex[r, g]
                        else:
                            lim = lim_flex[r, g]
                        ok = True
                        for q in range(k + s, min(k + s + Lrg, T)):
                            if book[r, g, q] + ng > lim:
                                ok = False
                                break
                        if not ok:
                            continue
                        e = min(s + Lrg, H)
                        m = (csum[r, e] - csum[r, s]) / (e - s)
                        tr = trk[t] * fc[sr, s] if r != sr else 0.0
                        c = a[t, r, g] * m / 3.6e6 + tr
                        if not np.isfinite(c):
                            nonfin = True
                        elif c < best:
                            best = c
                            br = r
                            bg = g
                            bj = s
                if br >= 0 or nonfin:
                    break
        if nonfin:
            return t, NON_FINITE, -1, -1, -1, 0, planned, fell
        if br < 0 and reserve and fb_home:
            # run now at home: the data's region if a pool there can host the job, else the
            # first region that can (np.argmax of host.any), the type with most GPUs free
            br = -1
            for g in range(G):
                if host[t, sr, g]:
                    br = sr
                    break
            if br < 0:
                br = 0
                for r in range(R):
                    hit = False
                    for g in range(G):
                        if host[t, r, g]:
                            hit = True
                            break
                    if hit:
                        br = r
                        break
            bg = -1
            for g in range(G):
                if host[t, br, g] and (bg < 0 or avail[br, g] > avail[br, bg]):
                    bg = g
            if bg < 0:  # no pool can host it: numpy raises, so let it
                return t, NO_ROOM, -1, -1, -1, 0, planned, fell
            bj = 0
            Lb = max(np.int64(np.ceil(runs[t, bg] / step_s - 1e-9)), 1)
            fell += 1
        elif br < 0 or not anyvalid:
            return t, NO_ROOM, -1, -1, -1, 0, planned, fell
        else:
            Lb = L[t, br, bg]
        if not reserve:
            return t, DONE, br, bg, bj, Lb, planned, fell
        for q in range(k + bj, min(k + bj + Lb, T)):
            book[br, bg, q] += ng
        if bj == 0:
            avail[br, bg] -= ng
        jg = jid[t]
        plan_step[jg] = k + bj
        plan_region[jg] = br
        plan_type[jg] = bg
        if store_len:
            plan_len[jg] = Lb
        planned += 1
    return t1, DONE, -1, -1, -1, 0, planned, fell


@njit
def fill_in_order(order, allowed, pool_ok, gpus, avail, region, gtype):
    """:func:`gridshift.policies.helpers.fill_regions_in_order`, compiled (same placements).

    Regions in ``order``; in each, the pools by free GPUs, most first (ties: lower type first,
    as ``np.argsort(-avail[r], kind="stable")``), up to the first pool without room; each pool
    admits the open jobs allowed there in arrival order while their cumulative GPUs fit (a
    FIFO prefix).  ``region``/``gtype`` (``-1`` = open) and ``avail`` are updated in place.
    """
    n = gpus.shape[0]
    G = avail.shape[1]
    left = 0
    for i in range(n):
        if region[i] < 0:
            left += 1
    gord = np.empty(G, np.int64)
    for r in order:
        if left == 0:
            break
        chose_left = 0
        for i in range(n):
            if region[i] < 0 and allowed[i, r]:
                chose_left += 1
        if chose_left == 0:
            continue
        # pools by free GPUs, most first, ties by type: argsort(-avail[r], stable)
        for q in range(G):
            gord[q] = q
        for q in range(1, G):
            x = gord[q]
            p = q - 1
            while p >= 0 and avail[r, gord[p]] < avail[r, x]:
                gord[p + 1] = gord[p]
                p -= 1
            gord[p + 1] = x
        for q in range(G):
            g = gord[q]
            room = avail[r, g]
            if room <= 0:
                break
            tot = 0
            for i in range(n):
                if region[i] >= 0 or not allowed[i, r] or not pool_ok[i, g]:
                    continue
                tot += gpus[i]
                if tot > room:
                    break
                region[i] = r
                gtype[i] = g
                avail[r, g] -= gpus[i]
                chose_left -= 1
                left -= 1
            if chose_left == 0:
                break
    return left


@njit
def lowest_carbon_masks(free, queued, origin, slo, req_type, lat, avail, allowed,
                        pool_ok):  # pragma: no cover
    """The inputs of :func:`fill_in_order` for ``lowest-carbon-now-v1``, in one pass: ``avail
    = max(free - queued, 0)`` (:func:`~gridshift.policies.helpers.free_gpus`), ``allowed[n, r]
    = lat[origin[n], r] <= slo[n]`` (no limit where ``slo`` is NaN:
    :func:`~gridshift.policies.helpers.latency_ok`) and ``pool_ok[n, g]`` (the job's own type,
    or any: :func:`~gridshift.policies.helpers.type_mask`), written into the given arrays."""
    R, G = free.shape
    for r in range(R):
        for g in range(G):
            a = free[r, g] - queued[r, g]
            avail[r, g] = a if a > 0 else 0
    for i in range(origin.shape[0]):
        s = slo[i]
        lim = np.inf if s != s else s
        for r in range(R):
            allowed[i, r] = lat[origin[i], r] <= lim
        for g in range(G):
            pool_ok[i, g] = req_type[i] < 0 or req_type[i] == g


@njit
def stable_argsort(x, order):  # pragma: no cover
    """``np.argsort(x, kind="stable")`` of a short 1-D float array into ``order``: ascending,
    equal values in index order, NaNs last in index order (insertion sort; a few regions)."""
    for i in range(x.shape[0]):
        v = x[i]
        v_nan = np.isnan(v)
        j = i
        while j > 0:
            u = x[order[j - 1]]
            if u > v or (np.isnan(u) and not v_nan):
                order[j] = order[j - 1]
                j -= 1
            else:
                break
        order[j] = i


@njit
def lowest_carbon_fill(ci, free, queued, origin, slo, req_type, lat, gpus, region,
                       gtype):  # pragma: no cover
    """``lowest-carbon-now-v1``'s fill in one call: the regions by carbon intensity ``ci``
    (:func:`stable_argsort`), :func:`lowest_carbon_masks` into fresh arrays, then
    :func:`fill_in_order` (``region``/``gtype`` set to -1, then filled in place; returns the
    jobs left open)."""
    R, G = free.shape
    n = origin.shape[0]
    order = np.empty(ci.shape[0], np.int64)
    stable_argsort(ci, order)
    region[:] = -1
    gtype[:] = -1
    avail = np.empty((R, G), np.int64)
    allowed = np.empty((n, R), np.bool_)
    pool_ok = np.empty((n, G), np.bool_)
    lowest_carbon_masks(free, queued, origin, slo, req_type, lat, avail, allowed, pool_ok)
    return fill_in_order(order, allowed, pool_ok, gpus, avail, region, gtype)


@njit
def greedy_rounds(score, host, gpus, avail, region, gtype, best):
    """:func:`gridshift.policies.helpers.greedy_fill`'s rounds, compiled (same placements).

    ``score`` ``[N, R]`` (``inf`` already where no pool can host the job; modified in place),
    ``host`` ``[N, R, G]``, ``best`` scratch ``[N]``.  Each round every open job takes its
    lowest score (``np.argmin``'s: the first NaN if any, else the first minimum) when that is
    finite; each chosen region's pools, fullest first, admit its choosers in arrival order
    while their cumulative GPUs fit (the numpy code's whole-region shortcut places the same
    jobs in the same pool), and the choosers it did not admit close that region.
    """
    n, R = score.shape
    G = avail.shape[1]
    gord = np.empty(G, np.int64)
    chosen = np.zeros(R, np.int64)
    left = n
    for _ in range(R + 1):
        live = 0
        for r in range(R):
            chosen[r] = 0
        for i in range(n):
            best[i] = -1
            if region[i] >= 0:
                continue
            b = 0
            v = score[i, 0]
            if not np.isnan(v):
                for r in range(1, R):
                    x = score[i, r]
                    if np.isnan(x):
                        b = r
                        v = x
                        break
                    if x < v:
                        v = x
                        b = r
            if np.isfinite(v):
                best[i] = b
                chosen[b] += 1
                live += 1
        if live == 0:
            break
        for r in range(R):
            chose_left = chosen[r]
            if chose_left == 0:
                continue
            # pools by free GPUs, most first, ties by type: argsort(-avail[r], stable)
            for q in range(G):
                gord[q] = q
            for q in range(1, G):
                x = gord[q]
                p = q - 1
                while p >= 0 and avail[r, gord[p]] < avail[r, x]:
                    gord[p + 1] = gord[p]
                    p -= 1
                gord[p + 1] = x
            for q in range(G):
                g = gord[q]
                room = avail[r, g]
                if room <= 0:
                    break
                tot = 0
                for i in range(n):
                    if best[i] != r or region[i] >= 0 or not host[i, r, g]:
                        continue
                    tot += gpus[i]
                    if tot > room:
                        break
                    region[i] = r
                    gtype[i] = g
                    avail[r, g] -= gpus[i]
                    chose_left -= 1
                    left -= 1
                if chose_left == 0:
                    break
            for i in range(n):
                if best[i] == r and region[i] < 0:
                    score[i, r] = np.inf
        if left == 0:
            break
    return left


@njit
def window_now(csum, region, n_steps, last_start, out):
    """``np.argmin(candidate_means(fc, region, n_steps, last_start), axis=1) == 0``, compiled.

    ``csum`` is ``[R, H + 1]``: a zero column, then ``np.cumsum(fc, axis=1)``.  Each job's
    offset-0 mean is compared with the mean of every later offset its window fits and its
    deadline allows (``s + L <= H`` and ``s <= last_start``, both false from some offset on);
    the other offsets are ``inf`` in the numpy code and never the first minimum.  As
    ``np.argmin``: a NaN mean at offset 0 wins (True), a NaN later loses (False), ties go to
    the earlier offset.  ``out`` ``[N]`` bool is written.
    """
    H = csum.shape[1] - 1
    for i in range(region.shape[0]):
        r = region[i]
        L = max(n_steps[i], 1)
        e0 = min(L, H)
        v0 = (csum[r, e0] - csum[r, 0]) / max(e0, 1)
        now = True
        if not np.isnan(v0):
            for s in range(1, H):
                if s + L > H or s > last_start[i]:
                    break
                v = (csum[r, s + L] - csum[r, s]) / L
                if np.isnan(v) or v < v0:
                    now = False
                    break
        out[i] = now


@njit
def lowest_slots_now(fc, rows, K, D, out):
    """``interruptible-lowest-slots-v1``'s ``_run_now(fc[rows], K, D)``, compiled.

    Slot 0 is among the ``K`` lowest of slots ``[0, D)`` of row ``rows[i]`` of ``fc`` when
    fewer than ``K`` later slots before ``min(D, H)`` are strictly lower (NaN is never lower),
    or when ``K >= min(D, H)``.  ``out`` ``[N]`` bool is written.
    """
    H = fc.shape[1]
    for i in range(rows.shape[0]):
        k = K[i]
        hi = min(D[i], H)
        if k >= hi:
            out[i] = True
            continue
        r = rows[i]
        c0 = fc[r, 0]
        cnt = 0
        for s in range(1, hi):
            if fc[r, s] < c0:
                cnt += 1
                if cnt >= k:
                    break
        out[i] = cnt < k


@njit
def window_means(csum, region, n_steps, last_start, out):
    """:func:`gridshift.policies.zoo._common.candidate_means`, compiled: ``out`` ``[N, H]``.

    ``csum`` as for :func:`window_now`.  Offset ``s`` of job ``i`` is ``(csum[r, e] -
    csum[r, s]) / max(e - s, 1)`` with ``e = min(s + L, H)`` where ``s == 0``, or where ``s +
    L <= H`` and ``s <= last_start[i]``; ``inf`` elsewhere.
    """
    H = csum.shape[1] - 1
    for i in range(region.shape[0]):
        r = region[i]
        L = max(n_steps[i], 1)
        for s in range(H):
            if s == 0 or (s + L <= H and s <= last_start[i]):
                e = min(s + L, H)
                out[i, s] = (csum[r, e] - csum[r, s]) / max(e - s, 1)
            else:
                out[i, s] = np.inf


@njit
def home_and_run(gpu_type, gpus, data_at, remaining, duration, checkpoint, capacity, speed,
                 home, run):
    """``temporal._home_and_run``, compiled: each job's home region and run time there.

    A pool ``(r, g)`` can host job ``i`` when the type matches (``gpu_type < 0`` or ``== g``)
    and ``capacity[r, g] >= gpus[i]``.  Home is ``data_at[i]`` when a pool there can host it,
    else the first region that can (0 if none, as ``np.argmax`` of an all-False row).  The run
    time is the largest ``remaining / speed[g] + resume`` over the home's host types
    (``resume = checkpoint`` after a pause), NaN if one is NaN (``np.max``); where that is not
    finite (no host type), the largest over all types.  ``home`` and ``run`` ``[N]`` are
    written.
    """
    R, G = capacity.shape
    for i in range(gpu_type.shape[0]):
        gt = gpu_type[i]
        need = gpus[i]
        h = data_at[i]
        ok_home = False
        for g in range(G):
            if (gt < 0 or gt == g) and capacity[h, g] >= need:
                ok_home = True
                break
        if not ok_home:
            h = 0
            found = False
            for r in range(R):
                for g in range(G):
                    if (gt < 0 or gt == g) and capacity[r, g] >= need:
                        found = True
                        break
                if found:
                    h = r
                    break
        home[i] = h
        resume = checkpoint[i] if remaining[i] < duration[i] else 0.0
        m = -np.inf
        for g in range(G):
            if (gt < 0 or gt == g) and capacity[h, g] >= need:
                v = remaining[i] / speed[g] + resume
                if np.isnan(v) or np.isnan(m):
                    m = np.nan
                elif v > m:
                    m = v
        if not np.isfinite(m):
            m = -np.inf
            for g in range(G):
                v = remaining[i] / speed[g] + resume
                if np.isnan(v) or np.isnan(m):
                    m = np.nan
                elif v > m:
                    m = v
        run[i] = m


@njit
def threshold_go(fc, home, last, q, out):
    """``carbon-threshold-v1``'s rule, compiled: start when now is at or below the percentile.

    The numpy code sorts row ``home[i]`` of ``fc`` ``[R, H]`` with ``inf`` past slot
    ``max(last[i], 0)`` (``np.sort``: NaN last); over its ``cnt = min(max(last, 0) + 1, H)``
    valid slots, ``pos = q * (max(cnt, 1) - 1)`` (``q`` = percentile / 100) and the threshold
    is the linear interpolation between sorted slots ``lo = floor(pos)`` and ``hi`` (the next
    one, within the valid slots).  The threshold depends on ``(home, cnt)`` only, so it is
    computed once per pair, from that row sorted as numpy sorts it.  A job starts when
    ``fc[home, 0] <= thr + 1e-12`` or ``last <= 0``.  ``out`` ``[N]`` bool is written.
    """
    R, H = fc.shape
    row = np.empty(H)
    thr_of = np.empty((R, H + 1))
    known = np.zeros((R, H + 1), np.bool_)
    for i in range(home.shape[0]):
        r = home[i]
        top = max(last[i], 0)
        cnt = min(top + 1, H)
        if not known[r, cnt]:
            for s in range(H):
                row[s] = fc[r, s] if s < cnt else np.inf
            srt = np.sort(row)
            pos = q * (max(cnt, 1) - 1)
            lo = np.int64(np.floor(pos))
            hi = min(lo + 1, max(cnt - 1, 0))
            thr_of[r, cnt] = srt[lo] + (srt[hi] - srt[lo]) * (pos - lo)
            known[r, cnt] = True
        out[i] = fc[r, 0] <= thr_of[r, cnt] + 1e-12 or last[i] <= 0


@njit
def stretch_valid(ptr, run, run_d, step, alpha, out):
    """``carbon-time-v1``'s completion-time stretch ``(s * step + run) / run_d`` of each job's
    valid offsets ``s = 0 .. ptr[i + 1] - ptr[i] - 1``, raised to ``alpha`` (``>= 0``) and
    written flat to ``out[ptr[i] + s]`` (``run_d = np.maximum(run, 1e-9)``; the numpy code's
    ``[N, H]`` values at those offsets).

    The power is :func:`gridshift._libm.power`'s: the C library's ``pow`` (numba calls it),
    except for the exponents numpy's ``**`` computes exactly (2: ``x * x``, 0.5: ``sqrt``, 1,
    0).  The caller makes sure numba uses no vector math library (SVML), which would not be
    the C library's function."""
    for i in range(run.shape[0]):
        for s in range(ptr[i + 1] - ptr[i]):
            x = (s * step + run[i]) / run_d[i]
            if alpha == 2.0:
                v = x * x
            elif alpha == 0.5:
                v = math.sqrt(x)
            elif alpha == 1.0:
                v = x
            elif alpha == 0.0:
                v = 1.0
            else:
                v = math.pow(x, alpha)
            out[ptr[i] + s] = v


@njit
def stretch_window_now(csum, region, n_steps, ptr, pw, out):
    """``carbon-time-v1``: is offset 0 the ``np.argmin`` of ``means * stretch ** alpha``?

    ``pw[ptr[i] + s]`` is ``stretch ** alpha`` (:func:`stretch_valid`) at job ``i``'s valid
    offsets (``s == 0``, or ``s + L <= H`` and ``s <= last_start``: a prefix of the offsets);
    the means are :func:`window_means`'.  Every other offset is ``inf * pw`` = ``inf`` in the
    numpy code (the caller makes sure ``pw`` is at least 1 there), never the first minimum.
    As ``np.argmin``: a NaN at offset 0 wins (True), a later NaN or a lower value loses
    (False), ties go to the earlier offset.  ``out`` ``[N]`` bool is written.
    """
    H = csum.shape[1] - 1
    for i in range(region.shape[0]):
        r = region[i]
        L = max(n_steps[i], 1)
        e0 = min(L, H)
        v0 = (csum[r, e0] - csum[r, 0]) / max(e0, 1) * pw[ptr[i]]
        now = True
        if not np.isnan(v0):
            for s in range(1, ptr[i + 1] - ptr[i]):
                v = (csum[r, s + L] - csum[r, s]) / L * pw[ptr[i] + s]
                if np.isnan(v) or v < v0:
                    now = False
                    break
        out[i] = now


@njit
def weighted_scores(host, energy, src, data_gb, tr_kwh_per_gb, ci, price, pue, egress, wue,
                    lat_ok, weights, score):
    """``weighted-greedy-v1``'s ``[N, R]`` scores, compiled (the same floats).

    Per job and region: ``e`` the least energy over the host types (``np.min``: NaN if one is
    NaN; 0 where no type can host), ``ep = e * pue``, carbon ``ep * ci + tr * ci[src]``, cost
    ``ep * price / 1000 + data_gb * egress[src]`` away from the data, water ``e * wue``; each
    objective of nonzero weight is divided by its mean over the regions able to run the job
    (``ok``: a host pool and the latency SLO) and weighted.  The mean's sum is numpy's
    ``sum(axis=1)`` of the masked row: ``0.0 +`` the pairwise sum, which for a row of fewer
    than 8 values adds them in order and for 8 to 128 values keeps 8 running sums (``R <=
    128``, the caller checks).  ``score`` ``[N, R]`` is written (``inf`` where not ``ok``).
    """
    n, R, G = host.shape
    ok = np.empty(R, np.bool_)
    obj = np.empty((3, R))
    acc = np.empty(8)
    for i in range(n):
        si = src[i]
        cnt = 0
        for r in range(R):
            e = np.inf
            anyh = False
            for g in range(G):
                if host[i, r, g]:
                    anyh = True
                    x = energy[i, g]
                    if np.isnan(x) or np.isnan(e):
                        e = np.nan
                    elif x < e:
                        e = x
            if not np.isfinite(e):
                e = 0.0
            ok[r] = anyh and lat_ok[i, r]
            if ok[r]:
                cnt += 1
            moving = si != r
            tr = data_gb[i] * tr_kwh_per_gb if moving else 0.0
            ep = e * pue[r]
            obj[0, r] = ep * ci[r] + tr * ci[si]
            obj[1, r] = ep * price[r] / 1000.0 + (data_gb[i] * egress[si, r] if moving else 0.0)
            obj[2, r] = e * wue[r]
        cnt = max(cnt, 1)
        for r in range(R):
            score[i, r] = 0.0
        for q in range(3):
            w = weights[q]
            if w == 0.0:
                continue
            if R < 8:
                tot = 0.0
                for r in range(R):
                    tot += obj[q, r] if ok[r] else 0.0
            else:
                for j in range(8):
                    acc[j] = obj[q, j] if ok[j] else 0.0
                k = 8
                while k < R - (R % 8):
                    for j in range(8):
                        acc[j] += obj[q, k + j] if ok[k + j] else 0.0
                    k += 8
                tot = ((acc[0] + acc[1]) + (acc[2] + acc[3])) + ((acc[4] + acc[5])
                                                                  + (acc[6] + acc[7]))
                while k < R:
                    tot += obj[q, k] if ok[k] else 0.0
                    k += 1
            mean = (0.0 + tot) / cnt
            den = mean if mean > 0 else 1.0
            for r in range(R):
                score[i, r] = score[i, r] + w * obj[q, r] / den
        for r in range(R):
            if not ok[r]:
                score[i, r] = np.inf


@njit
def price_scores(host, energy, src, data_gb, egress, price, lat_ok, score):
    """``lowest-price-now-v1``'s ``[N, R]`` money, compiled (the same floats).

    Per job and region: ``e`` the least energy over the host types (``np.min``: NaN if one is
    NaN, ``inf`` where none can host), money ``e * price / 1000 + egress`` (``data_gb *
    egress[src]`` away from the data, ``0.0`` at it), ``inf`` where it is not finite or the
    latency SLO forbids the region.  ``score`` is written.
    """
    n, R, G = host.shape
    for i in range(n):
        si = src[i]
        for r in range(R):
            e = np.inf
            for g in range(G):
                if host[i, r, g]:
                    x = energy[i, g]
                    if np.isnan(x) or np.isnan(e):
                        e = np.nan
                    elif x < e:
                        e = x
            eg = data_gb[i] * egress[si, r] if si != r else 0.0
            m = e * price[r] / 1000.0 + eg
            score[i, r] = m if lat_ok[i, r] and np.isfinite(m) else np.inf


#: :func:`planner_arrays` declines a value whose ``int64`` conversion numpy would not make
#: exactly (NaN, ``inf``, or ``|x| >= 2**63``, where ``astype`` gives ``INT64_MIN`` on x86):
#: the caller then takes the numpy path.  (Every float below this bound converts exactly.)
_INT_SAFE = 9.2e18


@njit
def planner_arrays(gpu_type, gpus, origin, slo, util, remaining, duration, checkpoint,
                   data_at, data_gb, deadline, job_id, rows, every, capacity, lat, idle, span,
                   speed, pue, bw, kwh_per_gb, now, step, H, left):  # pragma: no cover
    """The planners' per-job arrays in one pass (``deadline-safe-greedy-v1``'s ``decide``,
    ``spatiotemporal-greedy-v1``'s ``_plan_compiled``).

    Over every pending job ``i`` with ``every``, else over the arrivals ``rows`` only (row
    ``q`` for ``rows[q]``; the numpy rules of ``host_mask & latency_ok``,
    ``it_power_w`` and ``run_s``): ``host[i, r, g]`` (the type matches, ``capacity[r, g] >=
    gpus[i]``, ``lat[origin[i], r] <= slo[i]`` with NaN as no SLO); ``power[i, g] = gpus[i] *
    (idle[g] + span[g] * util[i])``; ``runs[i, g] = remaining[i] / speed[g] + resume`` (the
    checkpoint after a pause).  Over the arrivals ``rows`` (``safe._reach`` and ``_prep``):
    ``xfer = lat[src, r] / 1000 + data_gb * 8 / bw`` (0 at the data), ``dur = xfer + runs``,
    ``L = max(ceil(dur / step - 1e-9), 1)``, ``last = floor((deadline - now - dur) / step +
    1e-9)``, ``hi = max(min(last, H - L, left - L), 0)``, ``opt = host & last >= 0``,
    ``a = power * pue[r] * runs``, ``trk = data_gb * kwh_per_gb``, and the rows' ``gpus``,
    ``data_at`` and ``job_id`` as ``int64``.  Each value is the same IEEE operations in the
    same order as numpy's, so the same float.

    The caller guarantees ``speed``, ``bw`` and ``step`` have no zero (numba's ``/`` raises
    where numpy's gives ``inf``).  Returns ``(ok, host, power, runs, L, hi, opt, a, trk, g, src,
    jid)``; ``ok`` is False when a ``ceil``/``floor`` above is not a float that converts to
    ``int64`` exactly (:data:`_INT_SAFE`): the arrays are then incomplete and the caller
    computes them with numpy.
    """
    R, G = capacity.shape
    n = rows.shape[0]
    N = gpu_type.shape[0] if every else n
    host = np.empty((N, R, G), dtype=np.bool_)
    power = np.empty((N, G), dtype=np.float64)
    runs = np.empty((N, G), dtype=np.float64)
    L = np.empty((n, R, G), dtype=np.int64)
    hi = np.empty((n, R, G), dtype=np.int64)
    opt = np.empty((n, R, G), dtype=np.bool_)
    a = np.empty((n, R, G), dtype=np.float64)
    trk = np.empty(n, dtype=np.float64)
    g_r = np.empty(n, dtype=np.int64)
    src_r = np.empty(n, dtype=np.int64)
    jid_r = np.empty(n, dtype=np.int64)
    for m in range(N):
        i = m if every else rows[m]
        gt = gpu_type[i]
        need = gpus[i]
        s = slo[i]
        if np.isnan(s):
            s = np.inf
        o = origin[i]
        resume = checkpoint[i] if remaining[i] < duration[i] else 0.0
        for g in range(G):
            power[m, g] = need * (idle[g] + span[g] * util[i])
            runs[m, g] = remaining[i] / speed[g] + resume
        for r in range(R):
            near = lat[o, r] <= s
            for g in range(G):
                host[m, r, g] = (gt < 0 or gt == g) and capacity[r, g] >= need and near
    for q in range(n):
        i = rows[q]
        m = i if every else q
        sr = data_at[i]
        dl = deadline[i] - now
        for r in range(R):
            xfer = 0.0 if sr == r else lat[sr, r] / 1000.0 + data_gb[i] * 8.0 / bw
            for g in range(G):
                ru = runs[m, g]
                dur = xfer + ru
                x = np.ceil(dur / step - 1e-9)
                y = np.floor((dl - dur) / step + 1e-9)
                if not (-_INT_SAFE < x < _INT_SAFE and -_INT_SAFE < y < _INT_SAFE):
                    return (False, host, power, runs, L, hi, opt, a, trk, g_r, src_r, jid_r)
                Lq = max(np.int64(x), 1)
                last = np.int64(y)
                L[q, r, g] = Lq
                hi[q, r, g] = max(min(min(last, H - Lq), left - Lq), 0)
                opt[q, r, g] = host[m, r, g] and last >= 0
                a[q, r, g] = power[m, g] * pue[r] * ru
        trk[q] = data_gb[i] * kwh_per_gb
        g_r[q] = gpus[i]
        src_r[q] = sr
        jid_r[q] = job_id[i]
    return (True, host, power, runs, L, hi, opt, a, trk, g_r, src_r, jid_r)


@njit
def row_csum(fc, out):  # pragma: no cover - compiled
    """``_common.window_csum``, compiled: ``out[:, 0] = 0`` and ``out[:, 1:] =
    np.cumsum(fc, axis=1)`` (numpy's accumulate adds left to right along the row, as here)."""
    for r in range(fc.shape[0]):
        out[r, 0] = 0.0
        if fc.shape[1] == 0:
            continue
        acc = fc[r, 0]  # the first sum is the value itself (a -0.0 stays -0.0)
        out[r, 1] = acc
        for h in range(1, fc.shape[1]):
            acc += fc[r, h]
            out[r, h + 1] = acc


@njit
def plan_new_rows(jid, plan_step):  # pragma: no cover - compiled
    """The planners' first step of ``decide``: ``(jid.max(), np.flatnonzero(plan_step[jid] <
    0))`` for ``jid`` non-empty; the rows only when ``jid.max() < plan_step.size`` (else the
    caller grows the plan arrays and calls again), an empty array otherwise."""
    n = jid.shape[0]
    mx = jid[0]
    for t in range(1, n):
        if jid[t] > mx:
            mx = jid[t]
    if mx >= plan_step.shape[0]:
        return mx, np.empty(0, dtype=np.int64)
    out = np.empty(n, dtype=np.int64)
    c = 0
    for t in range(n):
        if plan_step[jid[t]] < 0:
            out[c] = t
            c += 1
    return mx, out[:c]


@njit
def plan_due(jid, plan_step, plan_region, plan_type, gpu_type, k, defer):  # pragma: no cover
    """The planners' last step of ``decide``: with ``due = plan_step[jid] <= k``, ``region =
    where(due, plan_region[jid], defer)``, ``gtype = where(gpu_type >= 0, gpu_type,
    where(due, plan_type[jid], -1))`` (both ``int64``), then ``plan_step[jid[due]] = -1``
    (after every read, as numpy's separate steps)."""
    n = jid.shape[0]
    region = np.empty(n, dtype=np.int64)
    gtype = np.empty(n, dtype=np.int64)
    due = np.empty(n, dtype=np.bool_)
    for t in range(n):
        j = jid[t]
        d = plan_step[j] <= k
        due[t] = d
        region[t] = plan_region[j] if d else defer
        gtype[t] = gpu_type[t] if gpu_type[t] >= 0 else (plan_type[j] if d else -1)
    for t in range(n):
        if due[t]:
            plan_step[jid[t]] = -1
    return region, gtype
