"""The pools and their dispatch queue: completions, placements and the per-pool FIFO dispatch.

Each region x GPU type is a pool (``p = region * G + type``). Placed jobs wait in their pool's
queue sorted by (data-arrival time, placement order); each epoch a pool starts, strictly FIFO,
the jobs whose data arrives before the next epoch and that fit in its free GPUs. A started
job holds its GPUs from ``t_k`` and runs from ``max(t_k, data arrival)`` for
``remaining_s / rate`` (+ its restore time). Running jobs whose end is ``<= t_k`` finish at
the epoch and free their GPUs.

The mechanism, in two implementations that give the same bytes
(``tests/sim/test_engine_jit.py``, ``tests/sim/test_engine_kernels.py``):

* :class:`NumpyQueue`, the reference (``GRIDSHIFT_JIT=0``, and every run with a lever on):
  numpy over the pending, placed and running sets; the running jobs' state read from compact
  rows beside ``running`` (``compact``) or gathered from the ``[J]`` arrays (the reference of
  that, and the path with a lever on);
* :class:`CompiledQueue`: the numba kernels of this module (:func:`complete`, :func:`place`,
  :func:`dispatch`, :func:`place_dispatch`), on buffers with spare room.

Interface: ``begin(ep)`` finishes the jobs ended by ``ep.t`` (reads ``end_s``; changes
``status``, ``finish``, ``free``); ``act(ep)`` places the jobs of ``ep.regions`` (reads the
pending set, ``ep.types``; changes ``region``, ``gtype``, ``ready``, ``data_at``,
``queued``, the transfers); ``end(ep)`` dispatches (changes ``free``, ``queued``,
``status``, the segment state and log). ``running``, ``busy()`` and
``interruptible_running()`` are read by the observation and the drain.

Exactness of the kernels: every float result is one IEEE operation on the same operands as
numpy's (``remaining / speed + restore``, ``start + run``, ``latency + data / bandwidth``),
the GPU counts are integers, and the dispatch queue keeps numpy's order: sorted by (pool,
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
  over views, which the compiler vectorises, and the observation copies the columns whole.
"""

from __future__ import annotations

from typing import Any

import numpy as np

from gridshift import _jit
from gridshift._jit import njit
from gridshift.errors import PolicyError
from gridshift.policies.api import DEFER
from gridshift.sim.engine.segments import SegmentLog
from gridshift.sim.engine.state import (
    DONE,
    PLACED,
    RUNNING,
    Epoch,
    Mechanism,
    State,
    grown,
)
from gridshift.sim.engine.transfers import Transfers

__all__ = ["QKEY", "CompiledQueue", "NumpyQueue", "choose_types", "choose_types_kernel",
           "complete", "dispatch",
           "merge_sorted", "place", "place_dispatch", "queue_relayout", "type_error"]

#: Sort key of the dispatch queue: ``pool + 1j * ready`` (pool = region * G + GPU type, ready =
#: data-arrival time [s]). numpy orders complex numbers lexicographically (real part, then
#: imaginary part), so this is the exact key (pool, ready) in one native array: both parts
#: are float64, exact for pool indices and for the ready times themselves.
QKEY = np.complex128

#: Type-choice score of a GPU type with too few GPUs installed for the job (below any real
#: score, which is at least minus the GPUs installed).
NO_FIT = np.iinfo(np.int64).min

# job states, as the kernels name them
_PENDING, _PLACED, _RUNNING, _DONE = 1, PLACED, RUNNING, DONE
_NO_FIT = NO_FIT


def merge_sorted(old: np.ndarray, new: np.ndarray, pos: np.ndarray) -> np.ndarray:
    """``old`` with ``new[i]`` inserted before ``old[pos[i]]`` (``pos`` ascending, ties kept
    in the order of ``new``), like ``np.insert`` without its per-call overhead."""
    n, m = old.size, new.size
    at = pos + np.arange(m)
    out = np.empty(n + m, dtype=old.dtype)
    out[at] = new
    keep = np.ones(n + m, dtype=bool)
    keep[at] = False
    out[keep] = old
    return out


def _one_gpu_min(st: State) -> bool:
    """Every job needs >= 1 GPU (validated by the job schemas), so at most ``free[p]`` jobs of
    a pool can start in one epoch; without that guarantee every queued job is looked at."""
    return bool(st.J == 0 or int(st.gpus.min()) >= 1)


def _placements(st: State, ep: Epoch) -> tuple[np.ndarray, np.ndarray, Any] | None:
    """The jobs ``ep`` places, their regions and decided types (taken off the pending set)."""
    regions = ep.regions
    n_go = ep.n_go  # counted by the compiled range check, else here
    go = None
    if n_go is None or n_go != regions.size:
        go = regions != DEFER
        n_go = int(np.count_nonzero(go))
    if not n_go:
        return None
    if go is None or n_go == regions.size:  # everything placed (the common case)
        jid, r, t_dec = st.pending, regions, ep.types
        st.pending = st.pending[:0]
    else:
        jid, r = st.pending[go], regions[go]
        t_dec = None if ep.types is None else ep.types[go]
        st.pending = st.pending[~go]
    if st.levers is not None:
        st.levers.place(jid, ep.gsel, go if n_go != regions.size else None)
    return jid, r, t_dec


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
def choose_types_kernel(jid, r, t_dec, has_dec, own_type, jgpus, cap, free,  # pragma: no cover
                        queued, G, g_out, counts):
    """:func:`choose_types` compiled: each placed job's GPU type into ``g_out``; 0, or (job
    ``counts[3]`` of ``jid``) 1 = the decision's type clashes with the job's required type,
    2 = its region has fewer GPUs of the type installed than it needs."""
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
    return 0


@njit
def place(t, jid, r, t_dec, has_dec, own_type, jgpus, cap, free, queued, G,  # pragma: no cover
          region, gtype, data_at, data_gb, zero_wait, bw_bytes, bw_pair, has_pair, lat_s,
          ready, status, seq0, q_job, q_ready, q_seq, q_head, q_len, q_base, q_alloc, q_need,
          x_job, x_src, x_dst, x_start, x_dur, x_gb, g_out, counts):
    """Place jobs ``jid`` in regions ``r`` at time ``t`` (numpy: :meth:`NumpyQueue.act`).

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
    err = choose_types_kernel(jid, r, t_dec, has_dec, own_type, jgpus, cap, free, queued, G,
                              g_out, counts)
    if err:
        return err
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
    """Start the queued jobs that fit (numpy: :meth:`NumpyQueue.end`): per pool strictly
    FIFO by data-arrival time, among the jobs whose data is there before ``t_next``; then the
    next epoch's completions, :func:`complete` at ``t_next`` (:meth:`CompiledQueue.begin` of
    the next epoch then skips them: nothing in between reads or changes the running jobs).

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


def choose_types(st: State, k: int, jid: np.ndarray, r: np.ndarray,
                 dec_types: np.ndarray | None, need: np.ndarray) -> np.ndarray:
    """The GPU type of each placed job: its own, else the decision's, else the type with the
    most GPUs free after the queue among those with enough installed (ties: the first)."""
    w = st.world
    cap = w.capacity
    own = w.jobs.gpu_type[jid]
    g = own.copy()
    if dec_types is not None:
        clash = (own >= 0) & (dec_types >= 0) & (dec_types != own)
        if clash.any():
            i = int(np.flatnonzero(clash)[0])
            raise type_error(st, k, 1, int(jid[i]), int(r[i]), int(dec_types[i]),
                             int(own[i]), int(need[i]))
        g = np.where(own >= 0, own, dec_types)
        if ((g >= len(w.gpu_types)) | (g < -1)).any():
            raise st.err(k, "Decision.gpu_type holds an index that is not a GPU type")
    anyt = g < 0
    n_any = int(np.count_nonzero(anyt))
    if n_any and cap.shape[1] == 1:
        g[anyt] = 0  # one GPU type: nothing to choose
    elif n_any:
        # the type with the most GPUs free after the queue, among those with enough
        # installed; ties and "none has enough" go to the first type (argmax). Integer
        # scores with a sentinel below every real score order exactly as the float
        # scores with -inf did.
        ra, na = (r, need) if n_any == g.size else (r[anyt], need[anyt])
        score = np.where(cap[ra] >= na[:, None], st.free_rg[ra] - st.queued_rg[ra], NO_FIT)
        g[anyt] = score.argmax(axis=1)
    ok = cap[r, g] >= need
    if not ok.all():
        i = int(np.flatnonzero(~ok)[0])
        raise type_error(st, k, 2, int(jid[i]), int(r[i]),
                         -1 if dec_types is None else int(dec_types[i]), int(g[i]),
                         int(need[i]), any_type=own[i] < 0 and dec_types is None)
    return g


def type_error(st: State, k: int, code: int, j: int, r: int, dec_type: int, g: int, need: int,
               any_type: bool = False) -> PolicyError:
    """The error of a placement whose GPU type cannot be: ``code`` 1 = the decision's type
    ``dec_type`` clashes with job ``j``'s required type; 2 = region ``r`` has fewer than
    ``need`` GPUs of type ``g`` installed (the same messages from the numpy path and the
    compiled kernel)."""
    w = st.world
    own = int(w.jobs.gpu_type[j])
    name = w.jobs.job_id[j]
    if code == 1:
        return st.err(k, f"job {name!r} requires GPU type {w.gpu_types[own]} but the "
                         f"decision gave {w.gpu_types[dec_type]}")
    tname = "any" if any_type else w.gpu_types[g]
    return st.err(k, f"job {name!r} needs {need} GPUs of type {tname} but region "
                     f"{w.regions[r]} has at most {w.capacity[r].max()} of one type; it "
                     "could never start there")


class NumpyQueue(Mechanism):
    """The pools' queue in numpy (the reference). See the module docstring.

    Args:
        st: The run's state.
        log: The segment log.
        net: The transfer model.
        compact: Read the running jobs' state from compact rows kept beside ``running``
            (row i = job ``running[i]``: ``run_i`` [n, 4] int64 region, GPU type, GPUs,
            interruptible; ``run_f`` [n, 5] float64 segment start, restore time, remaining,
            end, deadline) rather than gathering it from the ``[J]`` arrays each epoch. A
            long-running job's rows of the ``[J]`` arrays lie far from the recent ones, so
            gathering misses the cache at year scale; the rows mirror the ``[J]`` arrays
            exactly (which are still written). False (and every run with a lever) gathers.
    """

    compiled = False

    def __init__(self, st: State, log: SegmentLog, net: Transfers, compact: bool) -> None:
        self.st, self.log, self.net, self.compact = st, log, net, compact
        self.running = np.empty(0, dtype=np.int64)
        self.placed = np.empty(0, dtype=np.int64)  # placement order (what obs.running shows)
        self.run_i = np.empty((0, 4), dtype=np.int64)
        self.run_f = np.empty((0, 5))
        # the placed jobs kept sorted by (pool, data-arrival time, placement order) as they
        # arrive, so no epoch re-sorts the backlog
        self.q_job = np.empty(0, dtype=np.int64)
        self.q_key = np.empty(0, dtype=QKEY)
        self.pools = np.arange(st.P)
        self.pool_lo = self.pools + 0j  # (pool, 0): the first queue key of each pool
        self.one_gpu_min = _one_gpu_min(st)

    def busy(self) -> bool:
        """Whether a job is placed (queued or transferring) or running."""
        return bool(self.placed.size or self.running.size)

    def interruptible_running(self) -> bool:
        """Whether an interruptible job runs (a policy may want to pause it)."""
        if not self.running.size:
            return False
        if self.compact:  # (count_nonzero: 0.6 us against 1.8 for the method ``any``)
            return bool(np.count_nonzero(self.run_i[:, 3]))
        return bool(self.st.jobs.interruptible[self.running].any())

    def begin(self, ep: Epoch) -> None:
        """(1) Completions: running jobs whose end is ``<= ep.t`` finish, free their GPUs."""
        running = self.running
        if not running.size:
            return
        st = self.st
        done_mask = (self.run_f[:, 3] if self.compact else st.end_s[running]) <= ep.t
        if not done_mask.any():
            return
        # index arrays, not boolean masks: a sparse mask is slow to apply
        gone = np.flatnonzero(done_mask)
        keep = np.flatnonzero(~done_mask)
        done = running[gone]
        self.running = running[keep]
        st.status[done] = DONE
        G, P = st.G, st.P
        if self.compact:
            d_i = self.run_i.take(gone, axis=0)
            st.finish[done] = self.run_f[gone, 3]
            self.run_i = self.run_i.take(keep, axis=0)
            self.run_f = self.run_f.take(keep, axis=0)
            st.free += np.bincount(d_i[:, 0] * G + d_i[:, 1], weights=d_i[:, 2],
                                   minlength=P).astype(np.int64)
        else:
            st.finish[done] = st.end_s[done]
            st.free += np.bincount(st.region[done] * G + st.gtype[done],
                                   weights=st.gpus[done], minlength=P).astype(np.int64)

    def drop_paused(self) -> None:
        """Take the jobs paused this epoch (status no longer RUNNING) off the running set."""
        still = np.flatnonzero(self.st.status[self.running] == RUNNING)
        self.running = self.running[still]
        if self.compact:
            self.run_i = self.run_i.take(still, axis=0)
            self.run_f = self.run_f.take(still, axis=0)

    def act(self, ep: Epoch) -> None:
        """(5) Placements: bind the placed jobs to a pool, start their transfers, queue them."""
        if not ep.regions.size:
            return
        sel = _placements(self.st, ep)
        if sel is None:
            return
        jid, r, t_dec = sel
        st = self.st
        g = choose_types(st, ep.k, jid, r, t_dec, st.gpus[jid])
        st.region[jid] = r
        st.gtype[jid] = g
        st.ready[jid] = self.net.move(st, ep.t, jid, r)
        st.status[jid] = PLACED
        self.placed = np.concatenate([self.placed, jid]) if self.placed.size else jid
        # merge the new placements into the sorted dispatch queue: sorted among themselves
        # by (pool, ready), ties in placement order (stable sort); each goes after every
        # queued job with an equal key (placed earlier)
        pool_new = r * st.G + g
        nk = np.empty(jid.size, dtype=QKEY)
        nk.real = pool_new
        nk.imag = st.ready[jid]
        o = np.argsort(nk, kind="stable")
        if self.q_job.size:
            nk = nk[o]
            pos = np.searchsorted(self.q_key, nk, side="right")
            self.q_job = merge_sorted(self.q_job, jid[o], pos)
            self.q_key = merge_sorted(self.q_key, nk, pos)
        else:
            self.q_job = jid[o]
            self.q_key = nk[o]
        st.queued += np.bincount(pool_new, weights=st.gpus[jid],
                                 minlength=st.P).astype(np.int64)

    def end(self, ep: Epoch) -> None:
        """(6) Dispatch: per pool strictly FIFO by data-arrival time.

        The queue is sorted by (pool, ready, placement order), so each pool's eligible jobs
        (data there before the next epoch) are the front of its run, found by two binary
        searches per pool; at most ``free[p]`` of them can start (each job needs >= 1 GPU), so
        only those are looked at, and a backlog costs nothing until GPUs free up.
        """
        if not self.q_job.size:
            return
        st = self.st
        free, P = st.free, st.P
        lo = np.searchsorted(self.q_key, self.pool_lo)
        n_el = np.searchsorted(self.q_key, self.pool_lo + 1j * ep.t_next)
        n_el -= lo
        lim = np.minimum(n_el, free) if self.one_gpu_min else n_el
        n_look = int(lim.sum())
        if not n_look:
            return
        c_lim = np.cumsum(lim)
        first = c_lim - lim  # where each pool's slots start in the candidates
        slot = np.repeat(lo - first, lim)
        slot += np.arange(n_look)
        cand = self.q_job[slot]
        need = st.gpus[cand]
        # GPUs the pool's earlier candidates need, per pool; a job goes if it and every job
        # before it in its pool fit (strict FIFO). The cumulative need only grows within a
        # pool, so the jobs that go are a prefix of each pool.
        csum0 = np.zeros(n_look + 1, dtype=np.int64)
        np.cumsum(need, out=csum0[1:])
        go = csum0[1:] <= np.repeat(free + csum0[first], lim)
        if not go.any():
            return
        d = cand[go]
        used = np.bincount(np.repeat(self.pools, lim)[go], weights=need[go],
                           minlength=P).astype(np.int64)
        free -= used
        st.queued -= used
        keep = np.ones(self.q_job.size, dtype=bool)
        keep[slot[go]] = False
        self.q_job = self.q_job[keep]
        self.q_key = self.q_key[keep]
        self._start(ep.t, d, need[go])

    def _start(self, t: float, d: np.ndarray, n: np.ndarray) -> None:
        """Start jobs ``d`` on ``n`` GPUs each at ``max(t, ready)``."""
        st = self.st
        start = np.maximum(t, st.ready[d])
        gd = st.gtype[d]
        pen = st.penalty[d]
        pool = st.region[d] * st.G + gd
        if st.levers is not None:
            assert st.fac is not None  # (set by the levers)
            st.fac[d] = st.levers.factor(d, gd, n, pool)
        run = st.remaining[d] / st.rate(d) + pen
        st.seg_pen[d] = pen
        st.penalty[d] = 0.0
        st.seg_start[d] = start
        e = start + run
        st.end_s[d] = e
        fs = st.first_start[d]
        st.first_start[d] = np.where(np.isnan(fs), start, fs)
        st.cur_seg[d] = self.log.start(d, st.region[d], gd, n, start, e, pool)
        st.status[d] = RUNNING
        self.running = np.concatenate([self.running, d]) if self.running.size else d
        if self.compact:
            add_i = np.empty((d.size, 4), dtype=np.int64)
            add_i[:, 0] = st.region[d]
            add_i[:, 1] = gd
            add_i[:, 2] = n
            add_i[:, 3] = st.jobs.interruptible[d]
            add_f = np.empty((d.size, 5))
            add_f[:, 0] = start
            add_f[:, 1] = pen
            add_f[:, 2] = st.remaining[d]
            add_f[:, 3] = e
            add_f[:, 4] = st.jobs.deadline_s[d]
            self.run_i = np.concatenate([self.run_i, add_i]) if self.run_i.size else add_i
            self.run_f = np.concatenate([self.run_f, add_f]) if self.run_f.size else add_f
        self.placed = self.placed[st.status[self.placed] == PLACED]


class CompiledQueue(Mechanism):
    """The pools' queue as the compiled kernels of this module (no lever on). See the module
    docstring; the same interface and the same bytes as :class:`NumpyQueue` (compact).

    The running rows, the dispatch queue and the placed rows live in buffers with spare room
    (``running``, ``run_i``, ``run_f`` are views of their used rows, refreshed whenever a
    kernel changes them). The queue is kept per pool (each pool's entries in its own slice of
    ``qb_job``/``qb_ready``, from ``q_head[p]``); the placed rows are columns in placement
    order, from which a job that starts drops its row.
    """

    compiled = True

    def __init__(self, st: State, log: SegmentLog, net: Transfers) -> None:
        self.st, self.log, self.net = st, log, net
        # the kernels bound to this run's argument types on first call (``_jit.Bound``): the
        # arrays passed keep their dtypes, dimensions and layouts for the whole run
        self.kb: Any = _jit.Bound(_module())
        P = st.P
        self.rb_job = np.empty(256, dtype=np.int64)
        self.rb_i = np.empty((256, 4), dtype=np.int64)
        self.rb_f = np.empty((256, 5))
        self.q_alloc = np.full(P, 16, dtype=np.int64)  # each pool's slice of the queue buffers
        self.q_base = np.cumsum(self.q_alloc) - self.q_alloc
        self.q_head = self.q_base.copy()
        self.q_len = np.zeros(P, dtype=np.int64)
        self.q_need = np.zeros(P, dtype=np.int64)
        n = int(self.q_alloc.sum())
        self.qb_job = np.empty(n, dtype=np.int64)
        self.qb_ready = np.empty(n)
        self.qb_seq = np.empty(n, dtype=np.int64)  # placement numbers
        # placed rows: job, placement number, region, GPU type, GPUs, interruptible,
        # remaining, deadline
        self.pl_cols = [np.empty(256, dtype=d) for d in (
            np.int64, np.int64, np.int64, np.int64, np.int64, bool, np.float64, np.float64)]
        self.no_jobs = np.empty(0, dtype=np.int64)
        self.g_out = np.empty(256, dtype=np.int64)  # the placed jobs' GPU types (place())
        self.no_types = np.empty(0, dtype=np.int64)
        self.n_seq = 0  # placements so far (each placement numbered in order)
        self.n_run = self.n_q = self.n_pl = 0
        self.cnt = np.zeros(4, dtype=np.int64)  # the placement's counts
        self.cnt2 = np.zeros(4, dtype=np.int64)  # the dispatch's
        self.gpu_total = int(st.world.capacity.sum())
        self.one_gpu_min = _one_gpu_min(st)
        self.completed = False  # this epoch's completions were done by the last dispatch
        self.dispatched = False  # this epoch's dispatch ran with its placements
        self.set_running(0)

    def set_running(self, n_run: int) -> None:
        """The running rows are the first ``n_run`` of the buffers."""
        self.n_run = n_run
        self.running = self.rb_job[:n_run]
        self.run_i = self.rb_i[:n_run]
        self.run_f = self.rb_f[:n_run]

    def busy(self) -> bool:
        """Whether a job is queued (placed) or running."""
        return bool(self.n_q or self.n_run)

    def interruptible_running(self) -> bool:
        """Whether an interruptible job runs."""
        return bool(self.n_run and self.run_i[:, 3].any())

    def begin(self, ep: Epoch) -> None:
        """(1) Completions (unless the last dispatch call did them)."""
        self.dispatched = False
        if self.n_run and not self.completed:
            st = self.st
            n_new = self.kb.complete(ep.t, self.n_run, self.rb_job, self.rb_i, self.rb_f,
                                     st.status, st.finish, st.free, st.G)
            if n_new != self.n_run:
                self.set_running(n_new)
        self.completed = False

    def _room(self, m: int) -> dict[str, np.ndarray]:
        """Room in the running rows and the segment log for the jobs ``m`` queued entries
        can start (each job started takes >= 1 GPU: at most the installed GPUs start)."""
        bound = min(m, self.gpu_total) if self.one_gpu_min else m
        if self.n_run + bound > self.rb_job.size:
            self.rb_job, self.rb_i, self.rb_f = (grown(a, self.n_run + bound)
                                                 for a in (self.rb_job, self.rb_i, self.rb_f))
        sgc = self.log.segs.reserve(bound)
        self.cnt2[0], self.cnt2[2], self.cnt2[3] = self.n_pl, self.log.segs.n, self.n_run
        return sgc

    def act(self, ep: Epoch) -> None:
        """(5) and (6) in one kernel call: place the jobs of ``ep``, then dispatch."""
        if not ep.regions.size:
            return
        sel = _placements(self.st, ep)
        if sel is None:
            return
        jid, r, t_dec = sel
        st, net = self.st, self.net
        m = jid.size
        if self.n_pl + m > self.pl_cols[0].size:
            self.pl_cols = [grown(a, self.n_pl + m) for a in self.pl_cols]
        xc = self.log.xfers.reserve(m)
        if m > self.g_out.size:  # (the kernel writes the first m: a buffer serves)
            self.g_out = np.empty(max(m, 2 * self.g_out.size), dtype=np.int64)
        sgc = self._room(self.n_q + m)
        self.cnt[2] = self.log.xfers.n
        seq0 = self.n_seq
        w = st.world
        while True:
            started = self.kb.place_dispatch(
                ep.t, ep.t_next, jid, r, self.no_types if t_dec is None else t_dec,
                t_dec is not None, w.jobs.gpu_type, st.gpus, w.capacity, st.free, st.queued,
                st.P, st.G, self.one_gpu_min, st.region, st.gtype, st.data_at, w.jobs.data_gb,
                net.zero_wait, net.bw_bytes, net.pair_arr, net.bw_pair_bytes is not None,
                net.lat_s, st.ready, st.status, seq0, self.qb_job, self.qb_ready, self.qb_seq,
                self.q_head, self.q_len, self.q_base, self.q_alloc, self.q_need, xc["job"],
                xc["src"], xc["dst"], xc["start_s"], xc["duration_s"], xc["data_gb"],
                self.g_out, st.remaining, st.speed, st.penalty, st.seg_pen, st.seg_start,
                st.end_s, st.first_start, st.cur_seg, w.jobs.interruptible, w.jobs.deadline_s,
                *self.pl_cols, sgc["job"], sgc["region"], sgc["gpu_type"], sgc["gpus"],
                sgc["start_s"], sgc["end_s"], self.rb_job, self.rb_i, self.rb_f, st.finish,
                self.cnt, self.cnt2)
            if started != -3:
                break
            self._relayout()
        if started < 0:  # nothing was changed
            i = int(self.cnt[3])
            raise type_error(st, ep.k, -started, int(jid[i]), int(r[i]),
                             -1 if t_dec is None else int(t_dec[i]), int(self.g_out[i]),
                             int(st.gpus[jid[i]]),
                             any_type=t_dec is None and w.jobs.gpu_type[jid[i]] < 0)
        self.log.xfers.n = int(self.cnt[2])
        self.n_pl, _, self.log.segs.n, n_run = self.cnt2.tolist()
        self.n_q += m - started
        self.n_seq += m
        self.set_running(n_run)
        self.dispatched = self.completed = True  # (and the next epoch's completions)

    def _relayout(self) -> None:
        """A pool's slice is more than half full and full at its tail: that pool's slice
        becomes four times its entries (place()'s rule)."""
        q_n = self.q_len + self.q_need
        grow = ((self.q_need > 0) & (self.q_head + q_n > self.q_base + self.q_alloc)
                & (2 * q_n > self.q_alloc))
        new_alloc = np.where(grow, 4 * q_n, self.q_alloc)
        size = int(new_alloc.sum())
        nb_job, nb_ready = np.empty(size, dtype=np.int64), np.empty(size)
        nb_seq = np.empty(size, dtype=np.int64)
        _module().queue_relayout(self.qb_job, self.qb_ready, self.qb_seq, self.q_head,
                                 self.q_len, self.q_base, self.q_alloc, new_alloc, nb_job,
                                 nb_ready, nb_seq)
        self.qb_job, self.qb_ready, self.qb_seq = nb_job, nb_ready, nb_seq

    def end(self, ep: Epoch) -> None:
        """(6) Dispatch, where no placement ran it already; then the next epoch's completions."""
        if not self.n_q or self.dispatched:
            return
        st = self.st
        sgc = self._room(self.n_q)
        # nothing placed this epoch: every queued job has a row (numbers < n_seq)
        started = self.kb.dispatch(
            ep.t, ep.t_next, self.one_gpu_min, st.P, st.G, st.free, st.queued, st.gpus,
            st.gtype, st.region, st.ready, st.remaining, st.speed, st.penalty, st.seg_pen,
            st.seg_start, st.end_s, st.first_start, st.cur_seg, st.status,
            st.jobs.interruptible, st.jobs.deadline_s, self.qb_job, self.qb_ready, self.qb_seq,
            self.q_head, self.q_len, self.q_base, self.no_jobs, self.n_seq, *self.pl_cols,
            sgc["job"], sgc["region"], sgc["gpu_type"], sgc["gpus"], sgc["start_s"],
            sgc["end_s"], self.rb_job, self.rb_i, self.rb_f, st.finish, self.cnt2)
        self.n_pl, _, self.log.segs.n, n_run = self.cnt2.tolist()
        self.n_q -= started
        self.set_running(n_run)
        self.completed = True  # the next epoch's completions too


def _module() -> Any:
    """This module (its kernels, looked up at call time: a test may replace one)."""
    import sys

    return sys.modules[__name__]
