"""Compiled kernels of the engine's epoch loop (``Simulator.iterate``), numba through ``_jit``.

Each kernel does, for one epoch, exactly what a numpy section of ``Simulator.iterate`` does,
on the same state arrays, in place: the completions, the placements (GPU type choice,
transfers, the dispatch queue) and the dispatch. The numpy sections stay in ``iterate`` as the
reference (``GRIDSHIFT_JIT=0``); ``tests/sim/test_engine_jit.py`` runs both and compares the
Schedules, the ``obs`` every policy saw and ``jobs_sha256``.

Exactness: every float result is one IEEE operation on the same operands as numpy's
(``remaining / speed + restore``, ``start + run``, ``latency + data / bandwidth``), the
GPU counts are integers, and the dispatch queue keeps numpy's order: sorted by (pool,
data-arrival time), ties in placement order, a new placement after every queued job with an
equal key (``np.argsort(kind="stable")`` then ``searchsorted(side="right")`` there).

The running set's rows (``run_job``, ``run_i``, ``run_f``), the queue (``q_job``, ``q_pool``,
``q_ready``), the placed list and the segment/transfer columns are buffers with spare room;
the caller makes sure each has room for what an epoch can add, passes its used length and gets
the new length back (``counts``).
"""

from __future__ import annotations

import numpy as np

from gridshift._jit import njit

__all__ = ["complete", "dispatch", "in_range", "observe", "place"]

# job states (as in simulator.py)
_PLACED, _RUNNING, _DONE = 2, 3, 4
#: ``_NO_FIT`` of simulator.py: the type-choice score of a type with too few GPUs installed
_NO_FIT = np.iinfo(np.int64).min


@njit
def complete(t, n_run, run_job, run_i, run_f, status, finish, free, G):  # pragma: no cover
    """Finish the running jobs whose end is ``<= t``; compact the running rows in order.

    Returns the new number of running rows. ``free`` gets the finished jobs' GPUs back.
    """
    w = 0
    for i in range(n_run):
        if run_f[i, 3] <= t:
            j = run_job[i]
            status[j] = _DONE
            finish[j] = run_f[i, 3]
            free[run_i[i, 0] * G + run_i[i, 1]] += run_i[i, 2]
        else:
            if w != i:
                run_job[w] = run_job[i]
                for c in range(4):
                    run_i[w, c] = run_i[i, c]
                for c in range(5):
                    run_f[w, c] = run_f[i, c]
            w += 1
    return w


@njit
def place(t, jid, r, t_dec, has_dec, own_type, jgpus, cap, free, queued, G,  # pragma: no cover
          region, gtype, data_at, data_gb, zero_wait, bw_bytes, bw_pair, has_pair, lat_s,
          ready, status, placed, q_job, q_pool, q_ready,
          x_job, x_src, x_dst, x_start, x_dur, x_gb, g_out, counts):
    """Place jobs ``jid`` in regions ``r`` at time ``t`` (section (5) of ``iterate``).

    ``counts`` holds ``[n_placed, n_queue, n_transfers, err_index]`` and is updated in place.
    Returns 0, or an error code before anything is changed: 1 = the decision's GPU type clashes
    with the job's required type, 2 = the job needs more GPUs than any pool of its region has
    of the type (job ``counts[3]`` of ``jid``; its type is ``g_out[counts[3]]``).
    """
    m = jid.size
    # GPU types: the job's own, else the decision's, else the type with the most GPUs free
    # after the queue among those with enough installed (ties: the first type)
    for i in range(m):
        j = jid[i]
        own = own_type[j]
        g = own
        if has_dec:
            d = t_dec[i]
            if own >= 0 and d >= 0 and d != own:
                counts[3] = i
                return 1
            if own < 0:
                g = d
        if g < 0:
            if G == 1:
                g = 0
            else:
                ri = r[i]
                need = jgpus[j]
                best = 0
                best_s = _NO_FIT
                for gg in range(G):
                    s = free[ri * G + gg] - queued[ri * G + gg] if cap[ri, gg] >= need else _NO_FIT
                    if gg == 0 or s > best_s:
                        best = gg
                        best_s = s
                g = best
        g_out[i] = g
    for i in range(m):
        if cap[r[i], g_out[i]] < jgpus[jid[i]]:
            counts[3] = i
            return 2
    n_pl, n_q, n_x = counts[0], counts[1], counts[2]
    key_p = np.empty(m, dtype=np.int64)
    key_r = np.empty(m, dtype=np.float64)
    for i in range(m):
        j = jid[i]
        ri = r[i]
        g = g_out[i]
        region[j] = ri
        gtype[j] = g
        src = data_at[j]
        tr = 0.0
        if src != ri:
            dgb = data_gb[j]
            if zero_wait or dgb > 0:
                bw = bw_pair[src, ri] if has_pair else bw_bytes
                tr = lat_s[src, ri] + dgb / bw
            x_job[n_x] = j
            x_src[n_x] = src
            x_dst[n_x] = ri
            x_start[n_x] = t
            x_dur[n_x] = tr
            x_gb[n_x] = dgb
            n_x += 1
            data_at[j] = ri
        rdy = t + tr
        ready[j] = rdy
        status[j] = _PLACED
        placed[n_pl] = j
        n_pl += 1
        key_p[i] = ri * G + g
        key_r[i] = rdy
    # the new placements sorted by (pool, ready), ties in placement order (two stable sorts)
    o1 = np.argsort(key_r, kind="mergesort")
    o2 = np.argsort(key_p[o1], kind="mergesort")
    o = o1[o2]
    # merge from the back: a new key goes after every queued key equal to it
    a = n_q - 1
    k = n_q + m - 1
    for b in range(m - 1, -1, -1):
        ib = o[b]
        pb = key_p[ib]
        rb = key_r[ib]
        while a >= 0 and (q_pool[a] > pb or (q_pool[a] == pb and q_ready[a] > rb)):
            q_job[k] = q_job[a]
            q_pool[k] = q_pool[a]
            q_ready[k] = q_ready[a]
            a -= 1
            k -= 1
        q_job[k] = jid[ib]
        q_pool[k] = pb
        q_ready[k] = rb
        k -= 1
    for i in range(m):
        queued[key_p[i]] += jgpus[jid[i]]
    counts[0] = n_pl
    counts[1] = n_q + m
    counts[2] = n_x
    return 0


@njit
def dispatch(t, t_next, one_gpu_min, P, G, free, queued, jgpus, gtype, region,  # pragma: no cover
             ready, remaining, speed, penalty, seg_pen, seg_start, end_s, first_start,
             cur_seg, status, j_inter, j_deadline, q_job, q_pool, q_ready, placed,
             s_job, s_region, s_gtype, s_gpus, s_start, s_end,
             run_job, run_i, run_f, counts):
    """Start the queued jobs that fit (section (6) of ``iterate``): per pool strictly FIFO by
    data-arrival time, among the jobs whose data is there before ``t_next``.

    ``counts`` holds ``[n_placed, n_queue, n_segments, n_running]``, updated in place.
    Returns the number of jobs started.
    """
    n_q = counts[1]
    n_s = counts[2]
    n_run = counts[3]
    started = 0
    lo = 0
    for p in range(P):
        # first queue entry with key >= (p, 0.0) (the queue is sorted by (pool, ready)),
        # by binary search from the previous pool's
        hi = n_q
        while lo < hi:
            mid = (lo + hi) // 2
            if q_pool[mid] < p or (q_pool[mid] == p and q_ready[mid] < 0.0):
                lo = mid + 1
            else:
                hi = mid
        fp = free[p]
        # eligible: key < (p, t_next), at most free[p] of them when each job needs >= 1 GPU
        n_el = 0
        while (lo + n_el < n_q and q_pool[lo + n_el] == p and q_ready[lo + n_el] < t_next
               and (not one_gpu_min or n_el < fp)):
            n_el += 1
        cum = 0
        used = 0
        for i in range(lo, lo + n_el):
            d = q_job[i]
            need = jgpus[d]
            cum += need
            if cum <= fp:
                used += need
                q_job[i] = -1  # taken
                rd = ready[d]
                st = t if t > rd else rd  # np.maximum(t, rd): the second where equal
                gd = gtype[d]
                pen = penalty[d]
                run = remaining[d] / speed[gd] + pen
                seg_pen[d] = pen
                penalty[d] = 0.0
                seg_start[d] = st
                e = st + run
                end_s[d] = e
                if first_start[d] != first_start[d]:
                    first_start[d] = st
                s_job[n_s] = d
                s_region[n_s] = region[d]
                s_gtype[n_s] = gd
                s_gpus[n_s] = need
                s_start[n_s] = st
                s_end[n_s] = e
                cur_seg[d] = n_s
                n_s += 1
                status[d] = _RUNNING
                run_job[n_run] = d
                run_i[n_run, 0] = region[d]
                run_i[n_run, 1] = gd
                run_i[n_run, 2] = need
                run_i[n_run, 3] = 1 if j_inter[d] else 0
                run_f[n_run, 0] = st
                run_f[n_run, 1] = pen
                run_f[n_run, 2] = remaining[d]
                run_f[n_run, 3] = e
                run_f[n_run, 4] = j_deadline[d]
                n_run += 1
                started += 1
        free[p] -= used
        queued[p] -= used
    if started:
        w = 0
        for i in range(n_q):
            if q_job[i] >= 0:
                if w != i:
                    q_job[w] = q_job[i]
                    q_pool[w] = q_pool[i]
                    q_ready[w] = q_ready[i]
                w += 1
        counts[1] = w
        n_pl = counts[0]
        w = 0
        for i in range(n_pl):
            if status[placed[i]] == _PLACED:
                placed[w] = placed[i]
                w += 1
        counts[0] = w
    counts[2] = n_s
    counts[3] = n_run
    return started


@njit
def observe(t, p, n_run, run_job, run_i, run_f, n_pl, placed, speed,  # pragma: no cover
            region, gtype, gpus, j_inter, j_deadline, remaining, origin, data_at, kind,
            gpu_type, duration, gpu_util, data_gb, submit, checkpoint, latency,
            o_id, o_origin, o_data_at, o_kind, o_gpus, o_type, o_dur, o_rem, o_util, o_gb,
            o_sub, o_dl, o_int, o_ck, o_lat, r_id, r_reg, r_type, r_gpus, r_started, r_int,
            r_rem, r_dl):
    """Fill the columns of ``obs.jobs`` (pending jobs ``p``, the ``o_*`` arrays, one row per
    pending job) and ``obs.running`` (the ``r_*`` arrays, ``n_run + n_pl`` rows).

    Exactly ``Simulator._observe``'s ``col()`` gathers and ``_running_compact``: the running
    rows first (``started``), their remaining work ``max(remaining - max(t - start - restore,
    0) * speed, 0)``, then the placed jobs with their ``max(remaining, 0)``. The caller
    allocates the outputs (fresh numpy arrays, ``.base`` None: nothing of the engine's).
    """
    for i in range(p.size):
        j = p[i]
        o_id[i] = j
        o_origin[i] = origin[j]
        o_data_at[i] = data_at[j]
        o_kind[i] = kind[j]
        o_gpus[i] = gpus[j]
        o_type[i] = gpu_type[j]
        o_dur[i] = duration[j]
        o_rem[i] = remaining[j]
        o_util[i] = gpu_util[j]
        o_gb[i] = data_gb[j]
        o_sub[i] = submit[j]
        o_dl[i] = j_deadline[j]
        o_int[i] = j_inter[j]
        o_ck[i] = checkpoint[j]
        o_lat[i] = latency[j]
    for i in range(n_run):
        r_id[i] = run_job[i]
        r_reg[i] = run_i[i, 0]
        g = run_i[i, 1]
        r_type[i] = g
        r_gpus[i] = run_i[i, 2]
        r_int[i] = run_i[i, 3] != 0
        r_started[i] = True
        el = t - run_f[i, 0] - run_f[i, 1]
        if not (el > 0.0 or el != el):  # np.maximum(el, 0.0): 0.0 where equal, NaN kept
            el = 0.0
        rem = run_f[i, 2] - el * speed[g]
        r_rem[i] = rem if (rem > 0.0 or rem != rem) else 0.0
        r_dl[i] = run_f[i, 4]
    for i in range(n_pl):
        j = placed[i]
        k = n_run + i
        r_id[k] = j
        r_reg[k] = region[j]
        r_type[k] = gtype[j]
        r_gpus[k] = gpus[j]
        r_int[k] = j_inter[j]
        r_started[k] = False
        rem = remaining[j]
        r_rem[k] = rem if (rem > 0.0 or rem != rem) else 0.0
        r_dl[k] = j_deadline[j]


@njit
def in_range(a, lo, hi):  # pragma: no cover
    """Whether every entry of the integer array ``a`` lies in ``[lo, hi]``."""
    for i in range(a.size):
        if a[i] < lo or a[i] > hi:
            return False
    return True
