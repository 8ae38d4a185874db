"""Compiled kernels of the accounting (:mod:`gridshift.sim.accounting`), numba through ``_jit``.

Each kernel computes what a numpy section of the accounting computes, in one pass and without
its per-segment temporaries: the per-job sums over the run segments
(:func:`segment_sums`, for ``_segment_sums_blocks``), over the transfers
(:func:`transfer_sums`, for ``_transfer_sums``), the busy GPUs per step (:func:`busy_gpus`),
the cumulative sums of the signals (:func:`cumsum_rows`) and the table's timestamps
(:func:`epoch_us`). The accounting calls them when :func:`gridshift._jit.active` is True; the
numpy code stays the reference (``GRIDSHIFT_JIT=0``), and
``tests/sim/test_accounting_kernels.py`` compares the two byte for byte.

Exactness: every float is the same IEEE operation on the same operands as in the numpy code,
in the same order (no ``fastmath``, so no contraction into fused multiply-adds):

* a per-job sum adds its terms in segment (transfer) order starting from 0.0, as
  ``numpy.add.at`` and ``numpy.bincount`` do;
* ``numpy.cumsum`` adds left to right (along axis 0 for a ``[T, R]`` signal);
* ``t // step`` is numpy's floor division, reproduced by :func:`floor_div` (``npy_divmod``:
  ``fmod``-based, not ``floor(t / step)``, which differs for some operands);
* ``numpy.round`` with no decimals is ``rint`` (round half to even).
"""

from __future__ import annotations

import numpy as np

from gridshift._jit import njit

__all__ = ["busy_gpus", "epoch_us", "floor_div", "region_offsets", "segment_sums", "signal_table",
           "step_is_whole", "transfer_sums"]


@njit
def floor_div(a, b):  # pragma: no cover
    """numpy's ``a // b`` for two floats (``npy_floor_divide``, via ``npy_divmod``).

    ``fmod`` is exact; the quotient of ``a - fmod(a, b)`` by ``b`` is snapped to the nearest
    integer as numpy does. ``b == 0`` gives ``a / b`` as numpy does (inf or NaN).
    """
    if b == 0.0:
        return a / b
    mod = np.fmod(a, b)
    div = (a - mod) / b
    if mod != 0.0:
        if (b < 0.0) != (mod < 0.0):
            div -= 1.0
    if div != 0.0:
        fl = np.floor(div)
        if div - fl > 0.5:
            fl += 1.0
    else:
        fl = np.copysign(0.0, a / b)
    return fl


@njit
def _floor_quot(t, step, inv_step, step_int, slow):  # pragma: no cover
    """numpy's ``t // step`` (as :func:`floor_div`), mostly without its ``fmod`` and division.

    numpy's floor division is ``floor(z)`` of the exact quotient ``z = t / step`` for ``|z| <
    2**50`` (``npy_divmod``: ``fmod`` is exact, and the quotient it snaps to an integer is
    within an ulp of one). When ``step`` is a whole number in ``[1, 2**40]`` (``step_int``,
    :func:`step_is_whole`) that floor is found exactly without dividing: ``q = floor(t *
    inv_step)`` is within one of it (the product is within ``|z| * 2**-52`` of ``z``), and
    while ``|q| < 2**49`` and ``|q * step| < 2**52`` the products ``q * step`` and ``q * step
    + step`` are exact integers, so comparing ``t`` with them moves ``q`` to ``floor(z)``.
    Otherwise ``y = t / step`` (rounded) gives it when ``y`` is not a whole number (rounding
    is monotone and keeps integers, so ``floor(z) = floor(y)`` there). Anything else (NaN,
    inf, larger quotients, a fractional step with ``y`` whole) takes :func:`floor_div` and
    counts in ``slow[0]`` (a store, which also keeps the compiler from computing that branch
    always: it did, at the cost of an ``fmod`` per call).
    """
    if step_int:
        q = np.floor(t * inv_step)
        p = q * step
        if abs(q) < 562949953421312.0 and abs(p) < 4503599627370496.0:  # 2**49, 2**52
            if t < p:
                return q - 1.0
            if t >= p + step:
                return q + 1.0
            return q
    else:
        y = t / step
        q = np.floor(y)
        if abs(y) < 1125899906842624.0 and y != q:  # 2**50
            return q
    slow[0] += 1
    return floor_div(t, step)


def step_is_whole(step: float) -> bool:
    """Whether :func:`_floor_quot` may take ``step`` as a whole number (``step_int``)."""
    return 1.0 <= step <= 2.0 ** 40 and step == float(int(step))


@njit
def _cell(t, step, inv_step, step_int, n_rows, slow):  # pragma: no cover
    """``min(int64(t // step), n_rows - 1)``: the step holding ``t`` (``_grid_end``'s ``k``)."""
    return min(np.int64(_floor_quot(t, step, inv_step, step_int, slow)), n_rows - 1)


@njit
def signal_table(xs, step, tab):  # pragma: no cover
    """The interleaved table of the signals ``xs`` ``[Q, T, R]``, ``tab`` ``[T * R, 2Q]``:
    ``tab[t * R + r, 2q]`` is ``cumsum(xs[q] * step, axis=0)`` before row ``t`` (numpy's
    running sum along axis 0, ``cum[t + 1] = cum[t] + x[t] * step`` from 0.0) and ``tab[t *
    R + r, 2q + 1] = xs[q, t, r]``: a cell's cumulative sums and signals side by side."""
    Q, T, R = xs.shape
    for r in range(R):
        for q in range(Q):
            tab[r, 2 * q] = 0.0
    for t in range(T):
        for r in range(R):
            f = t * R + r
            for q in range(Q):
                x = xs[q, t, r]
                tab[f, 2 * q + 1] = x
                if t + 1 < T:
                    tab[f + R, 2 * q] = tab[f, 2 * q] + x * step


@njit
def _job_power(i, j, g, n, gpu_max_w, gpu_idle_w, gpu_util, has_cap, cap_w,
               idle_charged):  # pragma: no cover
    """:func:`gridshift.sim.power.job_power_w` of segment ``i`` (job ``j``, type ``g``,
    ``n`` GPUs), the same operations: ``(max - idle) * util``, capped as
    ``where(isnan(cap), p0, minimum(p0, cap)) - idle``, times the GPUs."""
    idle = gpu_idle_w[g]
    dyn = (gpu_max_w[g] - idle) * gpu_util[j]
    if has_cap:
        p0 = idle + dyn
        c = cap_w[i]
        if not np.isnan(c):
            # numpy.minimum: NaN if either is NaN (c is not here), else the smaller
            if not np.isnan(p0) and c < p0:
                p0 = c
        dyn = p0 - idle
    if idle_charged:
        return n * dyn
    return n * (idle + dyn)


@njit
def _integral(tab, c, fa, da, fb, db):  # pragma: no cover
    """``(db * x[fb] + cum[fb]) - (da * x[fa] + cum[fa])`` of the signal in columns ``c``
    (cumulative sum) and ``c + 1`` (signal) of ``tab``: ``_SegmentIntegrals.__call__``."""
    return (db * tab[fb, c + 1] + tab[fb, c]) - (da * tab[fa, c + 1] + tab[fa, c])


@njit
def segment_sums(job, reg, gt, gpus, a, b, has_p, p_all, has_cap, cap_w, gpu_max_w,
                 gpu_idle_w, gpu_util, idle_charged, has_tail, idle_w_per_gpu, t_w,
                 step, step_int, n_rows, R, tab, emb_g_per_s, e_it, e_fac, w_on, carbon_g,
                 cost, w_off, e_grid, gpu_s, emb, capped, n_seg, slow):  # pragma: no cover
    """The per-job sums of ``_segment_sums_blocks``, every segment in one pass.

    Per segment ``i`` (job ``j``): its power ``p`` (``p_all[i]`` if ``has_p``, else as
    :func:`_job_power`), its duration ``d = b - a``, the cell ``k`` of each end and the
    offset ``t - k * step`` into it, and for each signal ``p`` times its integral
    (:func:`_integral`; ``tab`` from :func:`signal_table`, its signals in the order PUE,
    WUE, PUE x CI, PUE x price, PUE x off-site water and, with on-site PV (``e_grid`` not
    empty), PUE x grid share). With the drain's tail (``has_tail``: ``[power] idle_horizon =
    "window"``) the tail's power ``gpus * idle_w_per_gpu[g]`` times its own integral over
    ``[max(a, t_w), max(b, t_w))`` is added to each. Added to job ``j``'s sums: ``e_it`` ``p
    d / 3.6e6``, the signals' over their divisors (3.6e9 for the cost, else 3.6e6), ``gpu_s``
    ``gpus d``, ``emb`` ``gpus d emb[g] / 1000``, ``capped`` ``gpus d`` where ``cap_w`` binds
    (if ``has_cap``), ``n_seg`` one.

    Returns 1 before adding anything if a segment starts or ends before 0 or at NaN (numpy
    indexes a negative cell from the end, which this table does not reproduce), else 0.
    """
    for i in range(job.size):
        if not (a[i] >= 0.0 and b[i] >= 0.0):
            return 1
    has_grid = e_grid.size > 0
    inv_step = 1.0 / step
    tq = 0.0
    fta = ftb = 0
    dta = dtb = 0.0
    for i in range(job.size):
        j = job[i]
        r = reg[i]
        g = gt[i]
        n = gpus[i]
        ai = a[i]
        bi = b[i]
        dur = bi - ai
        if has_p:
            p = p_all[i]
        else:
            p = _job_power(i, j, g, n, gpu_max_w, gpu_idle_w, gpu_util, has_cap, cap_w,
                           idle_charged)
        ka = _cell(ai, step, inv_step, step_int, n_rows, slow)
        kb = _cell(bi, step, inv_step, step_int, n_rows, slow)
        da = ai - ka * step
        db = bi - kb * step
        fa = ka * R + r
        fb = kb * R + r
        v0 = p * _integral(tab, 0, fa, da, fb, db)
        v1 = p * _integral(tab, 2, fa, da, fb, db)
        v2 = p * _integral(tab, 4, fa, da, fb, db)
        v3 = p * _integral(tab, 6, fa, da, fb, db)
        v4 = p * _integral(tab, 8, fa, da, fb, db)
        v5 = p * _integral(tab, 10, fa, da, fb, db) if has_grid else 0.0
        if has_tail:
            tq = n * idle_w_per_gpu[g]
            ta = ai if ai >= t_w else t_w
            tb = bi if bi >= t_w else t_w
            kta = _cell(ta, step, inv_step, step_int, n_rows, slow)
            ktb = _cell(tb, step, inv_step, step_int, n_rows, slow)
            dta = ta - kta * step
            dtb = tb - ktb * step
            fta = kta * R + r
            ftb = ktb * R + r
            e_it[j] += (p * dur + tq * (tb - ta)) / 3.6e6
            v0 = v0 + tq * _integral(tab, 0, fta, dta, ftb, dtb)
            v1 = v1 + tq * _integral(tab, 2, fta, dta, ftb, dtb)
            v2 = v2 + tq * _integral(tab, 4, fta, dta, ftb, dtb)
            v3 = v3 + tq * _integral(tab, 6, fta, dta, ftb, dtb)
            v4 = v4 + tq * _integral(tab, 8, fta, dta, ftb, dtb)
            if has_grid:
                v5 = v5 + tq * _integral(tab, 10, fta, dta, ftb, dtb)
        else:
            e_it[j] += p * dur / 3.6e6
        e_fac[j] += v0 / 3.6e6
        w_on[j] += v1 / 3.6e6
        carbon_g[j] += v2 / 3.6e6
        cost[j] += v3 / 3.6e9
        w_off[j] += v4 / 3.6e6
        if has_grid:
            e_grid[j] += v5 / 3.6e6
        gs = n * dur
        gpu_s[j] += gs
        emb[j] += gs * emb_g_per_s[g] / 1000.0
        if has_cap:
            idle_s = gpu_idle_w[g]
            p0 = idle_s + (gpu_max_w[g] - idle_s) * gpu_util[j]
            capped[j] += gs if cap_w[i] < p0 else 0.0
        n_seg[j] += 1
    return 0


@njit
def transfer_sums(xj, src, dst, start, duration, gb, kwh_per_gb, egress_usd_per_gb, t_end,
                  step, step_int, n_rows, R, tab, e_tr, carbon_g, egress, moved, slow
                  ):  # pragma: no cover
    """The per-job sums of ``_transfer_sums``, every transfer in one pass.

    Per transfer: energy ``e = gb * kwh_per_gb``; the part ``[xa, xb)`` inside ``[0, t_end)``
    (``min(start, t_end)``, ``min(start + duration, t_end)``); the integral of the intensity
    over it as ``step_integral`` (``tab``: :func:`signal_table` of the intensity); the mean
    intensity ``integral / span`` (the intensity of ``xa``'s cell when the span is empty).
    Added to job ``j``'s sums: ``e_tr`` ``e``, ``carbon_g`` ``e * mean``, ``egress`` ``gb *
    egress[src, dst]``, ``moved`` ``gb``. Returns 1 before adding anything if a transfer
    starts before 0, lasts less than 0 or at NaN (as :func:`segment_sums`), else 0.
    """
    for i in range(xj.size):
        if not (start[i] >= 0.0 and duration[i] >= 0.0):
            return 1
    inv_step = 1.0 / step
    for i in range(xj.size):
        j = xj[i]
        s = src[i]
        g = gb[i]
        e = g * kwh_per_gb
        t0 = start[i]
        xa = t0 if t0 <= t_end else t_end  # numpy.minimum (no NaN here)
        t1 = t0 + duration[i]
        xb = t1 if t1 <= t_end else t_end
        span = xb - xa
        ka = _cell(xa, step, inv_step, step_int, n_rows, slow)
        fa = ka * R + s
        if span > 0:
            kb = _cell(xb, step, inv_step, step_int, n_rows, slow)
            fb = kb * R + s
            # step_integral: at(b) - at(a), at(t) = cum[k] + (t - k * step) * x[k]
            ci_int = ((tab[fb, 0] + (xb - kb * step) * tab[fb, 1])
                      - (tab[fa, 0] + (xa - ka * step) * tab[fa, 1]))
            mean = ci_int / span
        else:
            mean = tab[fa, 1]
        e_tr[j] += e
        carbon_g[j] += e * mean
        egress[j] += g * egress_usd_per_gb[s, dst[i]]
        moved[j] += g
    return 0


@njit
def _sort_pairs(t, g, lo, hi):  # pragma: no cover
    """Sort ``t[lo:hi]`` ascending by ``numpy.argsort``, moving ``g`` with it, unless it is
    sorted already (the order of equal times is free)."""
    for i in range(lo + 1, hi):
        if t[i - 1] > t[i]:
            break
    else:
        return
    order = np.argsort(t[lo:hi])
    ts = t[lo:hi][order]
    gs = g[lo:hi][order]
    t[lo:hi] = ts
    g[lo:hi] = gs


@njit
def _insertion_sort(t, g, lo, hi, budget):  # pragma: no cover
    """Sort ``t[lo:hi]`` ascending by insertion, moving ``g`` with it, unless that takes more
    than ``budget`` moves: then stop (``t``/``g`` hold the same pairs in another order) and
    return False. The order of equal times is free (see :func:`busy_gpus`)."""
    moves = 0
    for i in range(lo + 1, hi):
        ti = t[i]
        if t[i - 1] <= ti:
            continue
        if moves > budget:
            return False
        gi = g[i]
        k = i - 1
        while k >= lo and t[k] > ti:
            t[k + 1] = t[k]
            g[k + 1] = g[k]
            k -= 1
        moves += i - 1 - k
        t[k + 1] = ti
        g[k + 1] = gi
    return True


@njit
def _bucket_sort(t, g, n, t_last, tmp_t, tmp_g, bs):  # pragma: no cover
    """Sort ``t[:n]`` (all at or before ``t_last``) ascending, moving ``g`` with it: a counting
    sort into ``n`` buckets by ``int(t * n / t_last)`` (non-decreasing in ``t``), then an
    insertion sort, which moves an event only within its bucket (numpy's sort instead if that
    takes more than ``8 n`` moves: many events of one bucket out of order)."""
    if n < 2:
        return
    scale = n / t_last if t_last > 0 else 0.0
    bs[:n + 1] = 0
    for m in range(n):
        bs[min(max(np.int64(t[m] * scale), 0), n - 1) + 1] += 1
    for k in range(n):
        bs[k + 1] += bs[k]
    for m in range(n):
        k = min(max(np.int64(t[m] * scale), 0), n - 1)
        tmp_t[bs[k]] = t[m]
        tmp_g[bs[k]] = g[m]
        bs[k] += 1
    if not _insertion_sort(tmp_t, tmp_g, 0, n, 8 * n):
        _sort_pairs(tmp_t, tmp_g, 0, n)
    t[:n] = tmp_t[:n]
    g[:n] = tmp_g[:n]


@njit
def _keep_until(t, g, t_last):  # pragma: no cover
    """Move the events of ``t`` at or before ``t_last`` (with ``g``) to the front, in order;
    returns how many."""
    n = 0
    for m in range(t.size):
        if t[m] <= t_last:
            if n != m:
                t[n] = t[m]
                g[n] = g[m]
            n += 1
    return n


@njit
def region_offsets(region, R, off):  # pragma: no cover
    """``off[r]``: the first of region ``r``'s segments in region order (``off[R]`` all of
    them; regions outside ``0..R-1`` left out); returns the most segments of one region."""
    off[:] = 0
    for i in range(region.size):
        r = region[i]
        if 0 <= r < R:
            off[r + 1] += 1
    n_max = 0
    for r in range(R):
        n_max = max(n_max, off[r + 1])
        off[r + 1] += off[r]
    return n_max


@njit
def busy_gpus(region, start, end, gpus, T, R, step, off, a_t, b_t, a_g, b_g, tmp_t, tmp_g, bs,
              out):  # pragma: no cover
    """Mean GPUs busy per step and region into ``out`` ``[T, R]``, as ``accounting.busy_gpus``.

    There, per region, the segments' start (``+gpus``) and end (``-gpus``) events are sorted
    by time (stable), ``rate`` is their running sum, ``area`` the running sum of ``rate[k] *
    (t[k + 1] - t[k])``, and the value at a grid point ``G`` is ``area[j] + rate[j] * (G -
    t[j])`` for the last event ``j`` at or before ``G`` (0 before the first); each step is
    the difference of its two grid values over ``step``. The same floats come from the
    events grouped by distinct time: the GPU counts are integers (every running sum is exact,
    whatever the order of the events at one time), the products at two events of one time are
    ``rate * 0.0 = +0.0`` (``rate >= 0``: a segment's end is not before its start), which
    leave a sum ``>= +0.0`` unchanged, and ``j`` is the last event of its time. So the events
    may be taken in any order within a time: here the starts and the ends are two streams,
    each sorted (the starts by insertion, as segments are recorded about in start order, or
    else as the ends; the ends by :func:`_bucket_sort`), merged as the grid is swept. Events
    after the last grid point, which no grid value reads, are left out.

    Workspaces from the caller (numpy's large allocations are backed by huge pages where
    the system allows, numba's are not): ``off`` from :func:`region_offsets`; ``a_t``,
    ``b_t`` (float64) and ``a_g``, ``b_g`` (int32) ``[S]``: the starts and ends with their
    GPUs, grouped by region, sorted there in place; ``tmp_t`` (float64), ``tmp_g`` (int32)
    ``[n]`` and ``bs`` (int64) ``[n + 1]``, ``n`` the most segments of one region.
    """
    S = region.size
    fill = off[:R].copy()
    for i in range(S):  # the segments' events, grouped by region in segment order
        r = region[i]
        if 0 <= r < R:  # (numpy's busy_gpus reads regions 0..R-1 only)
            p = fill[r]
            a_t[p] = start[i]
            b_t[p] = end[i]
            g = gpus[i]
            a_g[p] = g
            b_g[p] = -g
            fill[r] = p + 1
    t_last = step * T  # the last grid point, as step * np.arange(T + 1)
    for r in range(R):
        lo, hi = off[r], off[r + 1]
        if hi == lo:
            continue
        s_t = a_t[lo:hi]  # the region's start events (time, +GPUs), then sorted
        s_g = a_g[lo:hi]
        e_t = b_t[lo:hi]  # its end events (time, -GPUs), then sorted
        e_g = b_g[lo:hi]
        ns = _keep_until(s_t, s_g, t_last)
        ne = _keep_until(e_t, e_g, t_last)
        if not _insertion_sort(s_t, s_g, 0, ns, 4 * ns):
            _bucket_sort(s_t, s_g, ns, t_last, tmp_t, tmp_g, bs)
        _bucket_sort(e_t, e_g, ne, t_last, tmp_t, tmp_g, bs)
        # the sweep: the events in time order (at equal times a start first, which is free)
        area = 0.0
        rate = 0
        cur_t = 0.0
        have = False
        si = 0
        ei = 0
        prev = 0.0
        for gi in range(T + 1):
            grid = step * gi
            while True:
                if si < ns and (ei >= ne or s_t[si] <= e_t[ei]):
                    t = s_t[si]
                    dg = s_g[si]
                    if t > grid:
                        break
                    si += 1
                elif ei < ne:
                    t = e_t[ei]
                    dg = e_g[ei]
                    if t > grid:
                        break
                    ei += 1
                else:
                    break
                if not have:
                    have = True
                    cur_t = t
                elif t != cur_t:
                    area = area + np.float64(rate) * (t - cur_t)
                    cur_t = t
                rate += dg
            val = area + np.float64(rate) * (grid - cur_t) if have else 0.0
            if gi > 0:
                out[gi - 1, r] = (val - prev) / step
            prev = val


@njit
def epoch_us(v, t0, out):  # pragma: no cover
    """``where(isnan(v), 0, round((v + t0) * 1e6)).astype(int64)`` into ``out``; returns the
    indices of the NaNs (the table's null timestamps)."""
    n_nan = 0
    for i in range(v.size):
        x = v[i]
        if np.isnan(x):
            out[i] = 0
            n_nan += 1
        else:
            out[i] = np.int64(np.rint((x + t0) * 1e6))
    nan = np.empty(n_nan, np.int64)
    k = 0
    for i in range(v.size):
        if np.isnan(v[i]):
            nan[k] = i
            k += 1
    return nan
