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

The running set's rows (``run_job``, ``run_i``, ``run_f``), the queue, the placed rows and the
segment/transfer columns are buffers with spare room; the caller makes sure each has room for
what an epoch can add, passes its used length and gets the new length back (``counts``).

Two structures make a backlog cost only what changes (issue 15):

* **The queue, per pool.** Pool ``p``'s entries (job, data-arrival time, placement number)
  lie in its own slice of the queue buffers, sorted as numpy's single queue sorts them
  within the pool. The jobs that start are a prefix of each pool's entries, so dispatch moves
  the pool's head; a placement is merged in from the back of its pool. A full slice is moved
  to its start, or the whole queue laid out anew with every pool's room at least doubled
  (:func:`queue_relayout`).
* **The placed rows**, what ``obs.running`` shows after the running jobs: one column each,
  in placement order, with the placement number (ascending). A job that starts drops its row,
  found by binary search on that number; the rows in between move down run by run as loops
  over views, which the compiler vectorises, and :func:`observe` copies the columns whole.
"""

from __future__ import annotations

import numpy as np

from gridshift._jit import njit

__all__ = ["complete", "copy_in_range", "dispatch", "observe", "pause", "place", "place_dispatch",
           "queue_relayout"]

# job states (as in simulator.py)
_PENDING, _PLACED, _RUNNING, _DONE = 1, 2, 3, 4
#: ``_NO_FIT`` of simulator.py: the type-choice score of a type with too few GPUs installed
_NO_FIT = np.iinfo(np.int64).min


@njit
def _move_row(run_job, run_i, run_f, w, i):  # pragma: no cover - compiled
    """Running row ``i`` to row ``w`` (the rows kept move down in order)."""
    run_job[w] = run_job[i]
    for c in range(4):
        run_i[w, c] = run_i[i, c]
    for c in range(5):
        run_f[w, c] = run_f[i, c]


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
                _move_row(run_job, run_i, run_f, w, i)
            w += 1
    return w


@njit
def place(t, jid, r, t_dec, has_dec, own_type, jgpus, cap, free, queued, G,  # pragma: no cover
          region, gtype, data_at, data_gb, zero_wait, bw_bytes, bw_pair, has_pair, lat_s,
          ready, status, seq0, q_job, q_ready, q_seq, q_head, q_len, q_base, q_alloc, q_need,
          x_job, x_src, x_dst, x_start, x_dur, x_gb, g_out, counts):
    """Place jobs ``jid`` in regions ``r`` at time ``t`` (section (5) of ``iterate``).

    ``counts`` holds ``[n_placed_rows, n_dead_rows, n_transfers, err_index]``; the transfers'
    count is updated in place. Returns 0, or before anything is changed: 1 = the decision's
    GPU type clashes with the job's required type, 2 = the job needs more GPUs than any pool
    of its region has of the type (job ``counts[3]`` of ``jid``; its type is
    ``g_out[counts[3]]``), 3 = a pool's queue has no room: ``q_need[p]`` holds the new
    entries of each pool; the caller lays the queue out anew with :func:`queue_relayout` and
    calls again.

    The queue is kept per pool: pool ``p``'s entries are ``q_job/q_ready/q_seq[q_head[p] :
    q_head[p] + q_len[p]]``, sorted by data-arrival time, ties in placement order, inside its
    slice ``[q_base[p], q_base[p] + q_alloc[p])`` of the buffers. ``q_seq`` is the entry's
    placement number (``seq0 + i`` for ``jid[i]``), which finds its placed row later.
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
    # room in each pool's slice of the queue: at its tail; else, if the slice stays at most
    # half full, its live entries are moved to its start below; else the caller lays the
    # queue out anew with the slice doubled (so a move copies a pool's entries only after
    # as many placements, and a full slice is never moved epoch after epoch)
    q_need[:] = 0
    for i in range(m):
        q_need[r[i] * G + g_out[i]] += 1
    for p in range(q_need.size):
        if (q_need[p] and q_head[p] + q_len[p] + q_need[p] > q_base[p] + q_alloc[p]
                and 2 * (q_len[p] + q_need[p]) > q_alloc[p]):
            return 3
    n_x = counts[2]
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
        key_p[i] = ri * G + g
        key_r[i] = rdy
    # the new placements sorted by (pool, ready), ties in placement order: a stable bucket
    # sort by pool (the counts are q_need), then a stable insertion sort by ready in each
    # bucket (mostly in order already: a job that moves no data is ready at t)
    o = np.empty(m, dtype=np.int64)
    start = 0
    for p in range(q_need.size):  # q_need[p] becomes the end of pool p's bucket in o
        start += q_need[p]
        q_need[p] = start
    for i in range(m - 1, -1, -1):
        p = key_p[i]
        q_need[p] -= 1
        o[q_need[p]] = i
    for p in range(q_need.size):  # (q_need[p] is now the start of pool p's bucket)
        lo = q_need[p]
        hi = q_need[p + 1] if p + 1 < q_need.size else m
        for x in range(lo + 1, hi):
            v = o[x]
            rv = key_r[v]
            y = x - 1
            while y >= lo and key_r[o[y]] > rv:
                o[y + 1] = o[y]
                y -= 1
            o[y + 1] = v
    b1 = m - 1
    while b1 >= 0:  # each pool's new entries, from the last pool's
        p = key_p[o[b1]]
        b0 = b1
        while b0 > 0 and key_p[o[b0 - 1]] == p:
            b0 -= 1
        h = q_head[p]
        n = q_len[p]
        add = b1 - b0 + 1
        if h + n + add > q_base[p] + q_alloc[p]:  # move the live entries to the slice start
            base = q_base[p]
            for i in range(n):
                q_job[base + i] = q_job[h + i]
                q_ready[base + i] = q_ready[h + i]
                q_seq[base + i] = q_seq[h + i]
            h = base
            q_head[p] = h
        # merge from the back: a new key goes after every queued key equal to it
        a = h + n - 1
        k = h + n + add - 1
        for b in range(b1, b0 - 1, -1):
            ib = o[b]
            rb = key_r[ib]
            while a >= h and q_ready[a] > rb:
                q_job[k] = q_job[a]
                q_ready[k] = q_ready[a]
                q_seq[k] = q_seq[a]
                a -= 1
                k -= 1
            q_job[k] = jid[ib]
            q_ready[k] = rb
            q_seq[k] = seq0 + ib
            k -= 1
        q_len[p] = n + add
        b1 = b0 - 1
    for i in range(m):
        queued[key_p[i]] += jgpus[jid[i]]
    counts[2] = n_x
    return 0


@njit
def queue_relayout(q_job, q_ready, q_seq, q_head, q_len, q_base, q_alloc,  # pragma: no cover
                   new_alloc, new_job, new_ready, new_seq):
    """Copy each pool's queued entries to the start of its new slice (``new_alloc[p]``
    entries each, in pool order) of ``new_job``/``new_ready``/``new_seq``; update the pool
    arrays."""
    base = 0
    for p in range(q_head.size):
        h = q_head[p]
        for i in range(q_len[p]):
            new_job[base + i] = q_job[h + i]
            new_ready[base + i] = q_ready[h + i]
            new_seq[base + i] = q_seq[h + i]
        q_base[p] = base
        q_head[p] = base
        q_alloc[p] = new_alloc[p]
        base += new_alloc[p]


@njit
def _move_run(col, w, a, n):  # pragma: no cover - compiled
    """``col[w:w + n] = col[a:a + n]`` for ``w <= a`` (front to back; a loop over two views
    that vectorises, without numpy's overlap check)."""
    d, s = col[w:w + n], col[a:a + n]
    for c in range(n):
        d[c] = s[c]


@njit
def dispatch(t, t_next, one_gpu_min, P, G, free, queued, jgpus, gtype, region,  # pragma: no cover
             ready, remaining, speed, penalty, seg_pen, seg_start, end_s, first_start,
             cur_seg, status, j_inter, j_deadline, q_job, q_ready, q_seq, q_head, q_len,
             q_base, new_jobs, seq0, pl_job, pl_seq, pl_reg, pl_type, pl_gpus, pl_int, pl_rem,
             pl_dl, s_job, s_region, s_gtype, s_gpus, s_start, s_end, run_job, run_i, run_f,
             finish, counts):
    """Start the queued jobs that fit (section (6) of ``iterate``): per pool strictly FIFO by
    data-arrival time, among the jobs whose data is there before ``t_next``; then the next
    epoch's completions, :func:`complete` at ``t_next`` (section (1) of the next epoch, which
    then skips it: nothing in between reads or changes the running jobs).

    The jobs that start are a prefix of each pool's queue (the first that does not fit stops
    the pool: the GPUs the pool's earlier jobs need only grow), so taking them moves the
    pool's head.

    Then the placed rows (what ``obs.running`` shows after the running jobs, in placement
    order; a column each: job, placement number ``pl_seq`` (ascending), region, GPU type, GPUs,
    interruptible, remaining, deadline): the rows of the jobs started (found by their
    placement number) are dropped, the others moved down run by run, and this epoch's
    placements ``new_jobs`` (numbers from ``seq0``) that did not start are appended (a job
    that starts in the epoch it is placed never has a row). ``counts`` holds
    ``[n_placed_rows, -, n_segments, n_running]``, updated in place. Returns the number of
    jobs started.
    """
    n_s = counts[2]
    n_run = counts[3]
    n_pl = counts[0]
    dead = np.empty(0, dtype=np.int64)
    n_dead = 0
    started = 0
    for p in range(P):
        n = q_len[p]
        if n == 0:
            continue
        h = q_head[p]
        fp = free[p]
        cum = 0
        taken = 0
        used = 0
        for i in range(h, h + n):
            # eligible: data there before t_next; at most free[p] jobs when each needs >= 1 GPU
            if q_ready[i] >= t_next or (one_gpu_min and taken >= fp):
                break
            d = q_job[i]
            need = jgpus[d]
            cum += need
            if cum > fp:
                break
            taken += 1
            used += need
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
            sq = q_seq[i]
            if sq < seq0:  # placed in an earlier epoch: it has a row (binary search)
                lo = 0
                hi = n_pl
                while lo < hi:
                    mid = (lo + hi) // 2
                    if pl_seq[mid] < sq:
                        lo = mid + 1
                    else:
                        hi = mid
                if dead.size == 0:
                    dead = np.empty(n_pl, dtype=np.int64)
                dead[n_dead] = lo
                n_dead += 1
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
        if taken:
            started += taken
            q_len[p] = n - taken
            q_head[p] = h + taken if taken < n else q_base[p]
            free[p] -= used
            queued[p] -= used
    if n_dead:  # the rows between dropped rows move down, run by run (front to back)
        dd = np.sort(dead[:n_dead])
        w = dd[0]
        for x in range(n_dead):
            a = dd[x] + 1
            b = dd[x + 1] if x + 1 < n_dead else n_pl
            n = b - a
            if n > 0:  # each column's run [a, b) to [w, w + n)
                _move_run(pl_job, w, a, n)
                _move_run(pl_seq, w, a, n)
                _move_run(pl_reg, w, a, n)
                _move_run(pl_type, w, a, n)
                _move_run(pl_gpus, w, a, n)
                _move_run(pl_int, w, a, n)
                _move_run(pl_rem, w, a, n)
                _move_run(pl_dl, w, a, n)
                w += n
        n_pl = w
    for i in range(new_jobs.size):  # this epoch's placements still queued get their rows
        j = new_jobs[i]
        if status[j] == _PLACED:
            pl_job[n_pl] = j
            pl_seq[n_pl] = seq0 + i
            pl_reg[n_pl] = region[j]
            pl_type[n_pl] = gtype[j]
            pl_gpus[n_pl] = jgpus[j]
            pl_int[n_pl] = j_inter[j]
            pl_rem[n_pl] = remaining[j]
            pl_dl[n_pl] = j_deadline[j]
            n_pl += 1
    counts[0] = n_pl
    counts[2] = n_s
    counts[3] = complete(t_next, n_run, run_job, run_i, run_f, status, finish, free, G)
    return started


@njit
def place_dispatch(t, t_next, jid, r, t_dec, has_dec, own_type, jgpus, cap,  # pragma: no cover
                   free, queued, P, G, one_gpu_min, region, gtype, data_at, data_gb, zero_wait,
                   bw_bytes, bw_pair, has_pair, lat_s, ready, status, seq0, q_job, q_ready,
                   q_seq, q_head, q_len, q_base, q_alloc, q_need, x_job, x_src, x_dst, x_start,
                   x_dur, x_gb, g_out, remaining, speed, penalty, seg_pen, seg_start, end_s,
                   first_start, cur_seg, j_inter, j_deadline, pl_job, pl_seq, pl_reg, pl_type,
                   pl_gpus, pl_int, pl_rem, pl_dl, s_job, s_region, s_gtype, s_gpus, s_start,
                   s_end, run_job, run_i, run_f, finish, p_counts, d_counts):
    """:func:`place` then :func:`dispatch` in one call (an epoch with placements): the jobs
    started, or minus :func:`place`'s error code (nothing changed then)."""
    err = place(t, jid, r, t_dec, has_dec, own_type, jgpus, cap, free, queued, G, region,
                gtype, data_at, data_gb, zero_wait, bw_bytes, bw_pair, has_pair, lat_s, ready,
                status, seq0, q_job, q_ready, q_seq, q_head, q_len, q_base, q_alloc, q_need,
                x_job, x_src, x_dst, x_start, x_dur, x_gb, g_out, p_counts)
    if err:
        return -err
    return dispatch(t, t_next, one_gpu_min, P, G, free, queued, jgpus, gtype, region, ready,
                    remaining, speed, penalty, seg_pen, seg_start, end_s, first_start, cur_seg,
                    status, j_inter, j_deadline, q_job, q_ready, q_seq, q_head, q_len, q_base,
                    jid, seq0, pl_job, pl_seq, pl_reg, pl_type, pl_gpus, pl_int, pl_rem, pl_dl,
                    s_job, s_region, s_gtype, s_gpus, s_start, s_end, run_job, run_i, run_f,
                    finish, d_counts)


@njit
def observe(t, p, n_run, run_job, run_i, run_f, n_pl, pl_job, pl_reg, pl_type,  # pragma: no cover
            pl_gpus, pl_int, pl_rem, pl_dl, speed, j_deadline, j_inter, gpus, remaining, origin,
            data_at, kind, gpu_type, duration, gpu_util, data_gb, submit, checkpoint, latency,
            o_id, o_origin, o_data_at, o_kind, o_gpus, o_type, o_dur, o_rem, o_util, o_gb,
            o_sub, o_dl, o_int, o_ck, o_lat, r_id, r_reg, r_type, r_gpus, r_started, r_int,
            r_rem, r_dl):
    """Fill the columns of ``obs.jobs`` (pending jobs ``p``, the ``o_*`` arrays, one row per
    pending job) and ``obs.running`` (the ``r_*`` arrays: the ``n_run`` running rows, then the
    ``n_pl`` placed rows).

    Exactly ``Simulator._observe``'s ``col()`` gathers and ``_running_compact``: the running
    rows first (``started``), their remaining work ``max(remaining - max(t - start - restore,
    0) * speed, 0)``, then the placed jobs in placement order with their ``max(remaining,
    0)``. The caller allocates the outputs (fresh numpy arrays, ``.base`` None: nothing of
    the engine's).
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
    # the placed rows: each column copied in a loop over views, which the compiler
    # vectorises (an offset index such as r_id[n_run + c] is checked for wraparound at
    # every access and does not)
    d1, s1 = r_id[n_run:], pl_job[:n_pl]
    for c in range(n_pl):
        d1[c] = s1[c]
    d2, s2 = r_reg[n_run:], pl_reg[:n_pl]
    for c in range(n_pl):
        d2[c] = s2[c]
    d3, s3 = r_type[n_run:], pl_type[:n_pl]
    for c in range(n_pl):
        d3[c] = s3[c]
    d4, s4 = r_gpus[n_run:], pl_gpus[:n_pl]
    for c in range(n_pl):
        d4[c] = s4[c]
    d5, s5 = r_int[n_run:], pl_int[:n_pl]
    for c in range(n_pl):
        d5[c] = s5[c]
    d6 = r_started[n_run:]
    for c in range(n_pl):
        d6[c] = False
    d7, s7 = r_rem[n_run:], pl_rem[:n_pl]
    for c in range(n_pl):
        rem = s7[c]
        d7[c] = rem if (rem > 0.0 or rem != rem) else 0.0
    d8, s8 = r_dl[n_run:], pl_dl[:n_pl]
    for c in range(n_pl):
        d8[c] = s8[c]


@njit
def pause(t, p, status, remaining, penalty, seg_start, seg_pen, speed, gtype,  # pragma: no cover
          region, checkpoint, seg_end, cur_seg, free, G, gpus, data_at, n_pauses, end_s, n_run,
          run_job, run_i, run_f):
    """Pause the running jobs ``p`` (validated, unique, ascending; section (4) of ``iterate``):
    each stops at ``t`` with its work done so far counted, owes its checkpoint at the next
    start, frees its GPUs and is pending again with its data where it ran. The running rows
    of the others keep their order; returns their number."""
    for i in range(p.size):
        j = p[i]
        el = t - seg_start[j] - seg_pen[j]
        if not (el > 0.0 or el != el):  # np.maximum(el, 0.0): 0.0 where equal, NaN kept
            el = 0.0
        rem = remaining[j] - el * speed[gtype[j]]
        remaining[j] = rem if (rem > 0.0 or rem != rem) else 0.0
        penalty[j] = checkpoint[j]
        seg_end[cur_seg[j]] = t
        free[region[j] * G + gtype[j]] += gpus[j]
        data_at[j] = region[j]
        status[j] = _PENDING
        n_pauses[j] += 1
        end_s[j] = np.inf
    w = 0
    for i in range(n_run):
        if status[run_job[i]] == _RUNNING:
            if w != i:
                _move_row(run_job, run_i, run_f, w, i)
            w += 1
    return w


@njit
def copy_in_range(a, lo, hi, out):  # pragma: no cover
    """Copy the integer array ``a`` into ``out`` if every entry lies in ``[lo, hi]``: the
    number of entries ``>= 0`` (the jobs placed, for a decision's regions), else -1 with
    ``out`` partly written. One pass for the range check, the count and the engine's copy."""
    n = 0
    for i in range(a.size):
        v = a[i]
        if v < lo or v > hi:
            return -1
        out[i] = v
        if v >= 0:
            n += 1
    return n
