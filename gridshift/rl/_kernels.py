"""Compiled hot paths of ``rl-ppo-v1``'s epoch (numba via ``_jit``; the numpy/torch code stays
the reference).

* :func:`encode_epoch`: the whole observation of :meth:`gridshift.rl.encoding.Encoding.encode`
  (the allowed mask included) written as float32 straight into the arrays the caller gives,
  which for the policy are views of the actor's input row.  Every feature is the float64 value
  the numpy code computes, by the same IEEE operations in the same order (``x / 3600.0`` a
  division, ``(deadline - t) - remaining / vmax`` then ``/ 3600.0``), clipped as ``np.clip``
  clips (NaN and ``-0.0`` kept) and then rounded to float32 as ``astype`` rounds.  Where the
  numpy code would raise or wrap an index (an origin, kind or GPU type outside the scenario)
  or broadcast a shape, the kernel writes nothing useful and returns ``False``: the caller
  takes the numpy path, which then does what it always did.
* :func:`greedy_slots`: each job slot's greedy action from the actor's float32 logits, where it
  is provably what torch's ``argmax(softmax(lg - logsumexp(lg)))`` picks (see the function);
  else ``False`` and the caller runs the torch ops.
* :func:`decode_epoch`: :meth:`Encoding.decode` of a per-job action through the mask the
  kernel wrote.

No ``fastmath``; no transcendental function is evaluated here (the two trigonometric time
features come from numpy, the caller's).
"""

from __future__ import annotations

import numpy as np

from gridshift._jit import njit

__all__ = ["decode_epoch", "encode_epoch", "greedy_slots"]

#: ``np.nan_to_num``'s replacement of +-inf in float64.
_F8_MAX = float(np.finfo(np.float64).max)


@njit
def _nan_to_num(v):  # pragma: no cover - compiled
    """``np.nan_to_num`` of one float: NaN -> 0.0, +-inf -> +-the largest float64."""
    if np.isnan(v):
        return 0.0
    if np.isinf(v):
        return _F8_MAX if v > 0 else -_F8_MAX
    return v


@njit
def encode_epoch(t, vmax, lim, Gp, origin, data_at, kind, gpus, gpu_type, duration_s, remaining_s,
                 gpu_util, data_gb, submit_s, deadline_s, interruptible, checkpoint_s,
                 latency_slo_ms, carbon, price, temp, pue, hist, hist_mean, free, queued, cap,
                 latency, allowed_in, use_allowed, fc_carbon, fc_price, lead, tf0, tf1, tf2, tf3,
                 started,
                 jobs_out, regions_out, time_out, mask_out):  # pragma: no cover - compiled
    """One epoch's observation into ``jobs_out`` ``[M, 2 + R' + 1 + 3 + G' + 1 + 10]``,
    ``regions_out`` ``[R', 6 + 2 G' + 2 F]``, ``time_out`` ``[5]`` and ``mask_out``
    ``[M, R' + 1]`` (any numeric dtype; every value is rounded as ``astype`` rounds).

    Args:
        t: ``obs.time_s`` [s]. vmax: ``max(info.gpu_speed)``. lim: the clip bound.
        Gp: ``G'``, the layout's GPU types (``jobs_out`` must have ``2 + R' + 1 + 3 + G' + 1
            + 10`` columns).
        origin .. latency_slo_ms: the ``N`` pending jobs' columns (int64 / float64 / bool).
        carbon, price, temp, pue: ``[R]`` float64.
        hist, hist_mean: the carbon history ``[R, L]`` float64 and its ``mean(axis=1)`` ``[R]``
            computed by numpy, or an empty ``hist_mean`` when ``hist`` is F-ordered with
            ``R >= 2``: numpy's ``add.reduce`` then adds each row left to right (its inner
            loop runs along the regions), and so does this kernel, then divides by ``L``.
        free, queued, cap: ``[R, G]`` int64. latency: ``[R, R]`` float64.
        allowed_in, use_allowed: the caller's ``allowed`` ``[>= n, R]`` bool, used when
            ``use_allowed`` (else computed here, as :meth:`Encoding.allowed` does).
        fc_carbon, fc_price: ``[R, H]`` float64 forecasts, or ``[0, 0]`` when not issued
            (their columns stay 0).
        lead: ``[F]`` the forecast columns read (``min(i * stride, H - 1)``); ``F`` is the
            layout's (``regions_out`` has ``6 + 2 G' + 2 F`` columns).
        tf0 .. tf3: the first four time features before clipping.
        started: the running jobs' ``started`` (bool): the fifth is their count / 1000.

    Returns:
        False (outputs undefined) where the numpy path would raise, wrap or broadcast.
    """
    M = jobs_out.shape[0]
    Rp = regions_out.shape[0]
    JF = jobs_out.shape[1]
    RF = regions_out.shape[1]
    N = origin.shape[0]
    R = carbon.shape[0]
    G = cap.shape[1]
    n = min(N, M)
    F = (RF - 6 - 2 * Gp) // 2
    # ---- shapes and indices the numpy code would reject, wrap or broadcast: its path decides
    if (R > Rp or G > Gp or G < 1 or JF != Rp + Gp + 17 or RF != 6 + 2 * Gp + 2 * F
            or mask_out.shape[0] != M
            or mask_out.shape[1] != Rp + 1 or time_out.shape[0] != 5
            or cap.shape[0] != R or free.shape[0] != R or free.shape[1] != G
            or queued.shape[0] != R or queued.shape[1] != G or latency.shape[0] != R
            or latency.shape[1] != R or price.shape[0] != R or temp.shape[0] != R
            or pue.shape[0] != R or hist.shape[0] != R or hist.shape[1] < 1
            or (hist_mean.shape[0] != R and (hist_mean.shape[0] != 0 or R < 2))):
        return False
    if (data_at.shape[0] != N or kind.shape[0] != N or gpus.shape[0] != N
            or gpu_type.shape[0] != N or duration_s.shape[0] != N or remaining_s.shape[0] != N
            or gpu_util.shape[0] != N or data_gb.shape[0] != N or submit_s.shape[0] != N
            or deadline_s.shape[0] != N or interruptible.shape[0] != N
            or checkpoint_s.shape[0] != N or latency_slo_ms.shape[0] != N):
        return False
    if fc_carbon.shape[0] != 0 and (fc_carbon.shape[0] != R or fc_carbon.shape[1] < 1
                                    or lead.shape[0] != F):
        return False
    if fc_price.shape[0] != 0 and (fc_price.shape[0] != R or fc_price.shape[1] < 1
                                   or lead.shape[0] != F):
        return False
    for i in range(N):
        if origin[i] < 0 or origin[i] >= R or gpu_type[i] >= G:
            return False
    for i in range(n):
        if kind[i] < 0 or kind[i] >= 3:
            return False
    if use_allowed and (allowed_in.shape[0] < n or allowed_in.shape[1] != R):
        return False

    # ---- jobs (float64, as the numpy code builds them; clipped and rounded at the end)
    J = np.zeros((M, JF))
    mask_out[:, :] = 0
    for i in range(n):
        J[i, 0] = 1.0
        o = origin[i]
        J[i, 2 + o] = 1.0
        c = 2 + Rp
        J[i, c] = 1.0 if data_at[i] != o else 0.0
        c += 1
        J[i, c + kind[i]] = 1.0
        c += 3
        g = gpu_type[i]
        J[i, c + (g if g >= 0 else Gp)] = 1.0
        c += Gp + 1
        slo = latency_slo_ms[i]
        J[i, c] = gpus[i] / 8.0
        J[i, c + 1] = duration_s[i] / 3600.0
        J[i, c + 2] = remaining_s[i] / 3600.0
        J[i, c + 3] = gpu_util[i]
        J[i, c + 4] = data_gb[i] / 100.0
        J[i, c + 5] = (t - submit_s[i]) / 3600.0
        J[i, c + 6] = (deadline_s[i] - t - remaining_s[i] / vmax) / 3600.0
        J[i, c + 7] = 1.0 if interruptible[i] else 0.0
        J[i, c + 8] = checkpoint_s[i] / 3600.0
        J[i, c + 9] = -1.0 if np.isnan(slo) else slo / 100.0
        # the mask: Encoding.allowed's rule, or the caller's
        slo_ok = np.inf if np.isnan(slo) else slo
        for r in range(R):
            if use_allowed:
                ok = allowed_in[i, r]
            else:
                if g >= 0:
                    c_job = cap[r, g]
                else:
                    c_job = cap[r, 0]
                    for h in range(1, G):
                        c_job = max(c_job, cap[r, h])
                ok = c_job >= gpus[i] and latency[o, r] <= slo_ok
            mask_out[i, r] = 1 if ok else 0
    if N > M and n > 0:
        J[n - 1, 1] = 1.0
    for i in range(M):
        mask_out[i, Rp] = 1

    # ---- regions (nan_to_num: NaN -> 0, +-inf -> +-the largest float64)
    Rg = np.zeros((Rp, RF))
    c0 = 6 + 2 * Gp
    L = hist.shape[1]
    for r in range(R):
        Rg[r, 0] = 1.0
        Rg[r, 1] = carbon[r] / 1000.0
        v = _nan_to_num(price[r])
        Rg[r, 2] = v / 100.0
        v = _nan_to_num(temp[r])
        Rg[r, 3] = v / 40.0
        Rg[r, 4] = pue[r] - 1.0
        if hist_mean.shape[0] != 0:
            mean = hist_mean[r]
        else:
            mean = hist[r, 0]
            for h in range(1, L):
                mean = mean + hist[r, h]
            mean = mean / L
        Rg[r, 5] = mean / 1000.0
        for g in range(G):
            if cap[r, g] > 0:
                Rg[r, 6 + g] = free[r, g] / float(cap[r, g])
                Rg[r, 6 + Gp + g] = queued[r, g] / float(cap[r, g])
        for k in range(F):
            if fc_carbon.shape[0] != 0:
                v = _nan_to_num(fc_carbon[r, lead[k]])
                Rg[r, c0 + k] = v / 1000.0
            if fc_price.shape[0] != 0:
                v = _nan_to_num(fc_price[r, lead[k]])
                Rg[r, c0 + F + k] = v / 100.0

    # ---- np.clip(x, -lim, lim) (NaN and -0.0 pass unchanged), then the outputs' dtype
    for i in range(M):
        for j in range(JF):
            v = J[i, j]
            jobs_out[i, j] = -lim if v < -lim else (lim if v > lim else v)
    for r in range(Rp):
        for j in range(RF):
            v = Rg[r, j]
            regions_out[r, j] = -lim if v < -lim else (lim if v > lim else v)
    n_started = 0
    for i in range(started.shape[0]):
        if started[i]:
            n_started += 1
    k = 0
    for v in (tf0, tf1, tf2, tf3, n_started / 1000.0):
        time_out[k] = -lim if v < -lim else (lim if v > lim else v)
        k += 1
    return True


@njit
def greedy_slots(logits, out):  # pragma: no cover - compiled
    """Each row's greedy action, the first index of its largest logit, into ``out`` ``[m]``,
    when that is provably torch's ``argmax(softmax(lg - logsumexp(lg, -1), -1), -1)`` of the
    float32 ``logits`` ``[m, d]``; else False (``out`` undefined).

    Why (torch's float32 CPU kernels, ``aten/src/ATen/native/cpu/SoftMaxKernel.cpp``): let ``a``
    be the first largest logit of a row, and require every other logit to be at least ``delta
    = 3e-5 + 1e-6 B`` below it (``B = 2 max|lg| + 8``, computed in float64 from the float32
    values).  ``L = logsumexp`` lies within ``ln(d) + O(ulp)`` of the row's max, so every
    ``|lg_i - L| <= B``.  Subtracting the one ``L`` is monotone under rounding, each ``y_i =
    fl(lg_i - L)`` within ``2^-24 B`` of the exact difference, so ``y_a - y_b >= delta -
    2^-23 B > 3e-5``: ``y_a`` is the row's max ``m``, ``z_a = fl(y_a - m) = 0`` and ``z_b =
    fl(y_b - m) < -3e-5 (1 - 2^-24)``.  Softmax forms ``e_i = exp(z_i)`` (a vectorised exp,
    1 ulp; allowing even 100 ulps, ``eps = 1.2e-5`` relative) and scales every ``e_i`` by the
    same positive ``1 / sum`` (monotone under rounding).  Then ``e_a / e_b >= exp(3e-5 (1 -
    2^-24)) (1 - eps) / (1 + eps) > 1 + 2^-22``, so the scaled ``p_a > p_b`` strictly after
    rounding, and argmax (first maximum) returns ``a``.  Non-finite logits, or a gap below
    ``delta`` in any row, return False (global-16-year: 431 of 34,272 epochs, 1.3 %).
    """
    m, d = logits.shape
    big = 0.0
    for i in range(m):
        for j in range(d):
            v = float(logits[i, j])
            if not np.isfinite(v):
                return False
            big = max(big, abs(v))
    delta = 3e-5 + 1e-6 * (2.0 * big + 8.0)
    for i in range(m):
        a = 0
        for j in range(1, d):
            if logits[i, j] > logits[i, a]:
                a = j
        top = float(logits[i, a])
        for j in range(d):
            if j != a and top - float(logits[i, j]) < delta:
                return False
        out[i] = a
    return True


@njit
def decode_epoch(act, mask, origin, overflow_origin, defer, out):  # pragma: no cover
    """:meth:`Encoding.decode` of per-job actions ``act`` ``[M]`` into ``out`` ``[N]``, given
    the ``mask`` ``[M, R' + 1]`` :func:`encode_epoch` wrote for the same observation: shown job
    ``i`` is deferred when ``act[i] >= R'``, placed in ``act[i]`` when that is allowed (mask
    1; padding regions never are), else at its origin; jobs beyond ``M`` go to their origin
    (``overflow_origin``) or are deferred."""
    M = mask.shape[0]
    Rp = mask.shape[1] - 1
    N = origin.shape[0]
    n = min(N, M)
    for i in range(n):
        a = act[i]
        if a >= Rp:
            out[i] = defer
        elif a >= 0 and mask[i, a] != 0:
            out[i] = a
        else:
            out[i] = origin[i]
    for i in range(n, N):
        out[i] = origin[i] if overflow_origin else defer
