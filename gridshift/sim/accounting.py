"""Exact accounting: energy, carbon, water, cost and SLO per job and in total.

Signals are piecewise constant on the decision grid. For a run segment ``[a, b)`` in region
``r`` at constant IT power ``P`` [W], every quantity is ``P * integral_a^b x_r(t) dt`` for some
signal product ``x`` (PUE, PUE x carbon intensity, PUE x price, WUE, PUE x off-site water).
Integrals are read from cumulative sums at the grid points plus the partial step at each end, so
a segment that starts or ends mid-step is charged exactly for the part of each step it ran (no
rounding to the grid, no per-step accumulation error).

Quantities (per segment, summed per job with ``numpy.bincount``):

* IT power ``P = gpus * (idle_w + (max_w - idle_w) * gpu_util)`` [W] (GPU table, see
  :mod:`gridshift.models.it_power` for the source of every default).
* ``energy_it_kwh = P (b - a) / 3.6e6``; ``energy_facility_kwh = P ∫PUE / 3.6e6``.
* ``carbon_kg = P ∫PUE·CI / 3.6e9`` plus transfers: ``data_gb * kWh/GB * mean CI at the source
  over the transfer / 1000``.
* ``water_onsite_l = P ∫WUE / 3.6e6`` (WUE per kWh of IT energy);
  ``water_offsite_l = P ∫PUE·WI / 3.6e6`` (WI: water intensity of the grid's electricity).
* ``energy_cost_usd = P ∫PUE·price / 3.6e9`` (price in USD/MWh); ``egress_cost_usd = data_gb *
  egress[src, dst]``.
* ``carbon_embodied_kg = gpus (b - a) * embodied_g_per_gpu_s / 1000`` (reported apart from
  ``carbon_kg``).
* SLO: violated when a job is unfinished at the window's end, finishes after its deadline, or
  (inference) runs in a region whose latency from its origin exceeds its ``latency_slo_ms``.
* Wait: ``first start - submit``; a job that never started counts its wait up to the window's
  end (a lower bound), so starving jobs is never rewarded.

New rules arrive through scenario keys that are off by default (docs/accounting.md); with none
of them set, the metrics and the per-job table are exactly what they always were:

* ``[simulation] drain = true``: the run is integrated to where it stopped (``horizon_s``);
  work still unfinished there is *dropped* and charged the completion penalty
  (:func:`completion_penalty`), included in ``carbon_kg``, ``cost_usd`` and ``water_l``; new
  keys ``jobs_dropped``, ``carbon_penalty_kg``, ``cost_penalty_usd``, ``water_penalty_l``,
  ``gpu_hours_completed``.
* ``[simulation] breakdown = true``: ``carbon_transfer_kg`` (part of ``carbon_kg``),
  ``gpu_hours_completed``, and ``carbon_marginal_kg`` where the signals have a marginal
  intensity.
* ``[power] idle = "charged"``: each region's installed capacity draws its idle IT power all
  the time (:attr:`World.idle_it_w`), charged through PUE like the jobs; jobs then add only
  their dynamic power ``gpus * util * (max_w - idle_w)`` on top, so a busy GPU draws
  ``idle_w + util * (max_w - idle_w)`` in total, never idle twice. New keys
  ``energy_idle_kwh`` (IT energy, included in ``energy_it_kwh``; times PUE in
  ``energy_facility_kwh``) and ``carbon_idle_kg`` (included in ``carbon_kg``); its cost and
  water are included in ``energy_cost_usd`` and ``water_l``. With ``[power] power_down = true``
  the idle draw of each step is that of the GPUs powered on in it (``Schedule.powered_gpus``).
"""

from __future__ import annotations

import math
from collections.abc import Iterator
from typing import Any

import numpy as np
import polars as pl

from gridshift import _jit
from gridshift.sim.power import idle_power_per_step_w, job_power_w
from gridshift.sim.simulator import Schedule
from gridshift.sim.world import World

__all__ = ["DRAIN_METRIC_KEYS", "JOBS_BLOCK_ROWS", "METRIC_KEYS", "JobTable", "account",
           "account_table", "busy_gpus", "completion_penalty",
           "idle_power_per_step_w", "job_power_w", "step_integral"]

#: Keys of the summary every run reports (DESIGN.md "Command line").
METRIC_KEYS = (
    "jobs", "jobs_completed", "jobs_unfinished", "gpu_hours", "energy_it_kwh",
    "energy_facility_kwh", "energy_transfer_kwh", "carbon_kg", "carbon_embodied_kg", "water_l",
    "water_onsite_l", "water_offsite_l", "energy_cost_usd", "egress_cost_usd", "cost_usd",
    "slo_violations", "slo_violation_rate", "mean_wait_s", "p95_wait_s", "data_moved_gb",
    "pue_effective",
)

#: Keys added to the summary when ``[simulation] drain = true`` (names are the contract).
DRAIN_METRIC_KEYS = ("jobs_dropped", "carbon_penalty_kg", "cost_penalty_usd", "water_penalty_l",
                     "gpu_hours_completed")

_STATUS_NAMES = np.asarray(["pending", "pending", "queued", "running", "done"])


def step_integral(x: np.ndarray, step_s: float, r: np.ndarray, a: np.ndarray, b: np.ndarray
                  ) -> np.ndarray:
    """``∫_a^b x[:, r](t) dt`` for a piecewise-constant ``x`` of shape ``[T, R]``.

    Args:
        x: Signal per step and region.
        step_s: Step length [s].
        r: Region of each interval.
        a: Interval starts [s from window start], ``0 <= a <= b <= T * step_s``.
        b: Interval ends [s].

    Returns:
        The integrals (unit of ``x`` times seconds).
    """
    T = x.shape[0]
    cum = np.zeros((T + 1, x.shape[1]))
    np.cumsum(x * step_s, axis=0, out=cum[1:])

    def at(t: np.ndarray) -> np.ndarray:
        k = np.minimum((t // step_s).astype(np.int64), T - 1)
        return cum[k, r] + (t - k * step_s) * x[k, r]

    return at(b) - at(a)


def busy_gpus(schedule: Schedule, world: World) -> np.ndarray:
    """Mean GPUs busy per step and region, ``[T, R]`` (exact time-average per step)."""
    s = schedule.segments
    T, R = world.n_steps, len(world.regions)
    step = float(world.step_s)
    out = np.zeros((T, R))
    if s["job"].size == 0:
        return out
    if _jit.active():  # the same floats in one compiled pass (see the kernel)
        from gridshift.sim import _acc_kernels as ak

        reg = s["region"]
        off = np.empty(R + 1, np.int64)
        n_max = ak.region_offsets(reg, R, off)
        S = reg.size
        ak.busy_gpus(reg, s["start_s"], s["end_s"], s["gpus"], T, R, step, off, np.empty(S),
                     np.empty(S), np.empty(S, np.int32), np.empty(S, np.int32),
                     np.empty(n_max), np.empty(n_max, np.int32),
                     np.empty(n_max + 1, np.int64), out)
        return out
    grid = step * np.arange(T + 1)
    for r in range(R):
        m = s["region"] == r
        if not m.any():
            continue
        g = s["gpus"][m].astype(float)
        # integral of the busy count up to each grid point: sum g * clip(t - a, 0, b - a)
        ev_t = np.concatenate([s["start_s"][m], s["end_s"][m]])
        del m
        order = np.argsort(ev_t, kind="stable")
        ev_t = ev_t[order]
        rate = np.concatenate([g, -g])[order]
        del order, g
        np.cumsum(rate, out=rate)  # busy GPUs after each event
        # area up to each event: area[0] = 0, area[k] = cs[k - 1] (computed in place: the
        # same products rate[:-1] * diff(ev_t) and the same running sum as before)
        cs = np.diff(ev_t)
        cs *= rate[:-1]
        np.cumsum(cs, out=cs)
        j = np.searchsorted(ev_t, grid, side="right") - 1
        jj = np.maximum(j, 0)
        area = np.where(jj > 0, cs[np.maximum(jj - 1, 0)], 0.0)  # (m.any(): cs.size >= 1)
        val = np.where(j >= 0, area + rate[jj] * (grid - ev_t[jj]), 0.0)
        del ev_t, rate, cs
        out[:, r] = np.diff(val) / step
    return out


def completion_penalty(world: World, schedule: Schedule, rows: slice
                       ) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Completion penalty of the work left at the drain's horizon, per job.

    A job unfinished at ``schedule.horizon_s`` still had ``remaining_s`` reference-GPU seconds
    to run. It is charged that work's energy at the *worst* intensity of any pool it could have
    run in: for each eligible pool (region ``r`` x GPU type ``g`` with ``capacity >= gpus`` and
    ``g`` its required type, if any) the IT energy is ``E = P_g · remaining_s / speed_g``
    (``P_g`` as :func:`job_power_w`, plus ``gpus`` times the idle draw per GPU and host share
    when idle capacity is charged), and the penalty is the maximum over pools of
    ``E · max_t PUE·CI`` (carbon), ``E · max_t PUE·price`` (cost), ``E · max_t (WUE + PUE·WI)``
    (water), each maximum over the steps simulated. Running the work at any time in any of
    those pools costs at most this, so leaving it unfinished never pays.

    Args:
        world: The World.
        schedule: The drained schedule (``remaining_s`` set).
        rows: Signal rows of the steps simulated.

    Returns:
        Per job: carbon [kg], cost [USD], water [L] (0 for finished jobs).
    """
    jobs = world.jobs
    J = len(jobs)
    out = (np.zeros(J), np.zeros(J), np.zeros(J))
    rem = schedule.remaining_s
    if rem is None or J == 0:
        return out
    left = np.flatnonzero((schedule.status != 4) & (rem > 0))
    if left.size == 0:
        return out
    pue = world.pue[rows]
    worst = (
        (pue * world.carbon[rows]).max(axis=0) / 1000.0,             # kg/kWh
        (pue * world.price[rows]).max(axis=0) / 1000.0,              # USD/kWh (NaN if unpriced)
        (world.wue[rows] + pue * world.water_offsite[rows]).max(axis=0),  # L/kWh
    )
    cap = world.capacity
    R, G = cap.shape
    n = jobs.gpus[left]
    own = jobs.gpu_type[left]
    g_idx = np.arange(G)
    ok = (cap[None, :, :] >= n[:, None, None]) & (
        (own[:, None, None] < 0) | (own[:, None, None] == g_idx[None, None, :]))
    g_all = np.broadcast_to(g_idx, (left.size, G))
    p_w = job_power_w(world, np.repeat(left, G), g_all.reshape(-1),
                      np.repeat(n, G)).reshape(left.size, G)
    if world.idle_w_per_gpu is not None:
        # idle capacity is charged: the work would have needed its GPUs (and their hosts)
        # powered on, so it is charged their idle draw too (the busy GPU's full power)
        p_w = p_w + n[:, None] * world.idle_w_per_gpu[None, :]
    e_kwh = p_w * rem[left, None] / world.gpu_speed[None, :] / 3.6e6        # [N, G]
    for q, x in zip(out, worst, strict=True):
        v = np.where(ok, e_kwh[:, None, :] * x[None, :, None], -np.inf)   # [N, R, G]
        q[left] = v.reshape(left.size, -1).max(axis=1)
    return out


def _grid_end(t: np.ndarray, r: np.ndarray, step_s: float, shape: tuple[int, int]
              ) -> tuple[np.ndarray, np.ndarray]:
    """Flat cell ``k * R + r`` of a ``[T, R]`` grid holding each time ``t``, and the offset
    ``t - k * step_s`` into it (``k`` capped at ``T - 1``), as :func:`step_integral`."""
    k = np.minimum((t // step_s).astype(np.int64), shape[0] - 1)
    off = t - k * step_s
    k *= shape[1]
    k += r
    return k, off


class _SegmentIntegrals:
    """``∫_a^b x[:, r](t) dt`` over fixed intervals for many signals ``x`` of one grid.

    The same arithmetic as :func:`step_integral`, with the grid cell and offset of each
    interval end worked out once for all the signals (bit for bit the same values: the
    cumulative sum is indexed at the same flat positions ``k * R + r`` and the partial step is
    ``(t - k * step_s) * x[k, r]`` as there).
    """

    def __init__(self, n_rows: int, n_regions: int, step_s: float, r: np.ndarray,
                 a: np.ndarray, b: np.ndarray) -> None:
        self.shape = (n_rows, n_regions)
        self.step_s = step_s
        self.ends = [self._end(t, r) for t in (a, b)]

    def _end(self, t: np.ndarray, r: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
        return _grid_end(t, r, self.step_s, self.shape)

    def __call__(self, x: np.ndarray) -> np.ndarray:
        """The integrals of ``x`` (shape ``[n_rows, n_regions]``) over the intervals."""
        assert x.shape == self.shape
        cum = np.zeros((self.shape[0] + 1, self.shape[1]))
        np.cumsum(x * self.step_s, axis=0, out=cum[1:])
        cf, xf = cum.reshape(-1), np.ascontiguousarray(x).reshape(-1)
        (ia, da), (ib, db) = self.ends
        hi = db * xf[ib]
        hi += cf[ib]
        lo = da * xf[ia]
        lo += cf[ia]
        hi -= lo
        return hi


#: Run segments (and transfers) per block in :func:`_segment_sums` and
#: :func:`_transfer_sums` (a block's temporaries are about 30 arrays of this length,
#: ~15 MiB; 0 or less: all of them at once, the reference path).
BLOCK_ROWS = 1 << 16


def _segment_sums(world: World, schedule: Schedule, w: slice, t_end: float, drain: bool,
                  breakdown: bool) -> dict[str, Any]:
    """The per-job sums over the run segments (energy, carbon, cost, water, GPU time).

    The segments are taken in blocks of :data:`BLOCK_ROWS` (:func:`_segment_sums_blocks`),
    so no per-segment temporary is larger than a block; with no segments, or a block size
    of 0 or less, :func:`_segment_sums_whole` takes them all at once. The two give the same
    bytes (tests/sim/test_accounting_blocks.py).
    """
    n_seg = int(schedule.segments["job"].shape[0])
    if BLOCK_ROWS <= 0 or n_seg == 0:
        return _segment_sums_whole(world, schedule, w, t_end, drain, breakdown)
    if _jit.active():  # one compiled pass, the same bytes (tests/sim/test_accounting_kernels.py)
        out = _segment_sums_compiled(world, schedule, w, t_end, drain, breakdown)
        if out is not None:
            return out
    return _segment_sums_blocks(world, schedule, w, t_end, drain, breakdown, BLOCK_ROWS)


def _signal_products(world: World, w: slice, share: np.ndarray | None
                     ) -> list[tuple[str, list[np.ndarray]]]:
    """(name, factors) of every "power times the integral of a signal" sum of
    :func:`_segment_sums_blocks`, in the order of
    :func:`gridshift.sim._acc_kernels.segment_sums`; each signal is the product of its
    factors, left to right, as there."""
    pue = world.pue[w]
    price = np.nan_to_num(world.price[w])
    sh = [] if share is None else [share]
    sig = [("e_fac", [pue]), ("w_on", [world.wue[w]]),
           ("carbon_g", [pue, world.carbon[w], *sh]), ("cost", [pue, price, *sh]),
           ("w_off", [pue, world.water_offsite[w], *sh])]
    if share is not None:
        sig.append(("e_grid", [pue, share]))
    return sig


def _signal_table(signals: list[list[np.ndarray]], step: float) -> np.ndarray:
    """The interleaved table of :func:`gridshift.sim._acc_kernels.signal_table`
    ``[T * R, 2Q]`` of the signals (each the product of its factors, left to right)."""
    from gridshift.sim import _acc_kernels as ak

    n_rows, R = signals[0][0].shape
    xs = np.empty((len(signals), n_rows, R))
    for x, factors in zip(xs, signals, strict=True):
        if len(factors) == 1:
            x[:] = factors[0]
        else:
            np.multiply(factors[0], factors[1], out=x)
            for f in factors[2:]:
                np.multiply(x, f, out=x)
    tab = np.empty((n_rows * R, 2 * len(signals)))
    ak.signal_table(xs, step, tab)
    return tab


def _segment_sums_compiled(world: World, schedule: Schedule, w: slice, t_end: float,
                           drain: bool, breakdown: bool) -> dict[str, Any] | None:
    """:func:`_segment_sums_blocks` in one compiled pass over the segments (same bytes).

    :func:`gridshift.sim._acc_kernels.segment_sums` computes each segment's power, grid cells
    and integrals with the same operations as the blocks and adds them into the per-job sums
    in segment order, as ``numpy.add.at`` does; the only other array is the signals' table
    (each cell's cumulative sums and signals side by side, ``[T * R, 2Q]``). None (the caller
    takes the blocks) if a segment has a negative or NaN time.
    """
    from gridshift.sim import _acc_kernels as ak

    jobs = world.jobs
    J = len(jobs)
    step = float(world.step_s)
    n_rows = w.stop - w.start
    R = len(world.regions)
    s = schedule.segments
    cap_w = s.get("cap_w")
    out: dict[str, Any] = {"solar_tot": None, "e_grid": None, "capped": None,
                           "marginal_kg": None}
    tail = _drain_tail_on(world, drain)
    p_all = None  # the whole power column, only where a whole-array consumer needs it
    if world.solar is not None or (breakdown and world.carbon_marginal is not None):
        p_all = job_power_w(world, s["job"], s["gpu_type"], s["gpus"], cap_w)
    share = None
    if world.solar is not None:  # on-site PV/batteries: the grid share of each step's load
        from gridshift.sim import site_energy

        assert p_all is not None
        solar_tot, share, _ = site_energy.solar_summary(world, schedule, w, t_end, p_all)
    else:
        solar_tot = None
    sig = _signal_products(world, w, share)
    tab = _signal_table([f for _, f in sig], step)
    del sig, share
    sums = {n: np.zeros(J) for n in ("e_it", "e_fac", "w_on", "carbon_g", "cost", "w_off",
                                     "gpu_s", "emb")}
    e_grid = np.zeros(J if world.solar is not None else 0)
    capped = np.zeros(J if cap_w is not None else 0)
    n_seg = np.zeros(J, np.int64)
    none = np.zeros(0)
    ipg = world.idle_w_per_gpu
    status = ak.segment_sums(
        s["job"], s["region"], s["gpu_type"], s["gpus"], s["start_s"], s["end_s"],
        p_all is not None, none if p_all is None else p_all,
        cap_w is not None, none if cap_w is None else cap_w,
        world.gpu_max_w, world.gpu_idle_w, jobs.gpu_util, world.idle_it_w is not None,
        tail, none if ipg is None else ipg, world.n_steps * step, step,
        ak.step_is_whole(step), n_rows, R, tab, world.gpu_embodied_g_per_s,
        sums["e_it"], sums["e_fac"], sums["w_on"], sums["carbon_g"], sums["cost"],
        sums["w_off"], e_grid, sums["gpu_s"], sums["emb"], capped, n_seg, np.zeros(1, np.int64))
    del tab
    if status != 0:
        return None
    out.update(sums)
    out["solar_tot"] = solar_tot
    out["n_seg"] = n_seg
    if world.solar is not None:
        out["e_grid"] = e_grid
    marginal = breakdown and world.carbon_marginal is not None
    return _capped_and_marginal(out, world, schedule, w, p_all,
                                capped if cap_w is not None else None, breakdown,
                                _drain_tail(world, s, drain) if tail and marginal else None)


def _segment_sums_blocks(world: World, schedule: Schedule, w: slice, t_end: float,
                         drain: bool, breakdown: bool, block: int) -> dict[str, Any]:
    """:func:`_segment_sums_whole`, a block of segments at a time (same bytes, less memory).

    Every per-segment value is an element-wise expression of that segment's columns, so a
    block's values are the whole computation's values; they are added into each job's sum
    with ``numpy.add.at``, which adds in segment order starting from 0.0 exactly as
    ``numpy.bincount`` does, so every sum is the same float. Only the ``[J]`` sums and one
    cumulative sum per signal (``[T + 1, R]``) outlive a block. Needs at least one segment
    (with none, ``bincount`` gives int64 zeros, which the whole path keeps).
    """
    jobs = world.jobs
    J = len(jobs)
    step = float(world.step_s)
    n_rows = w.stop - w.start
    R = len(world.regions)
    s = schedule.segments
    S = int(s["job"].shape[0])
    cap_w = s.get("cap_w")
    pue = world.pue[w]
    ci = world.carbon[w]
    price = world.price[w]
    out: dict[str, Any] = {"solar_tot": None, "e_grid": None, "capped": None,
                           "marginal_kg": None}
    tail = _drain_tail(world, s, drain)
    p_all = None  # the whole power column, only where a whole-array consumer needs it
    if world.solar is not None or (breakdown and world.carbon_marginal is not None):
        p_all = job_power_w(world, s["job"], s["gpu_type"], s["gpus"], cap_w)
    # (name, signal, divisor) of every "power times the integral of a signal" sum
    sig: list[tuple[str, np.ndarray, float]] = [("e_fac", pue, 3.6e6),
                                                ("w_on", world.wue[w], 3.6e6)]
    if world.solar is not None:  # on-site PV/batteries: the grid share of each step's load
        from gridshift.sim import site_energy

        assert p_all is not None
        out["solar_tot"], share, _ = site_energy.solar_summary(world, schedule, w, t_end, p_all)
        sig += [("e_grid", pue * share, 3.6e6), ("carbon_g", pue * ci * share, 3.6e6),
                ("cost", pue * np.nan_to_num(price) * share, 3.6e9),
                ("w_off", pue * world.water_offsite[w] * share, 3.6e6)]
    else:
        sig += [("carbon_g", pue * ci, 3.6e6), ("cost", pue * np.nan_to_num(price), 3.6e9),
                ("w_off", pue * world.water_offsite[w], 3.6e6)]
    cums = []
    for _, x, _ in sig:  # as _SegmentIntegrals.__call__
        assert x.shape == (n_rows, R)
        cum = np.zeros((n_rows + 1, R))
        np.cumsum(x * step, axis=0, out=cum[1:])
        cums.append((cum.reshape(-1), np.ascontiguousarray(x).reshape(-1)))
    divs = [(n, d) for n, _, d in sig]
    del sig, x
    names = ["e_it", *(n for n, _ in divs), "gpu_s", "emb"]
    sums = {n: np.zeros(J) for n in names}
    capped = np.zeros(J) if cap_w is not None else None
    grid = (n_rows, R)

    def integral(cf: np.ndarray, xf: np.ndarray, e: list[tuple[np.ndarray, np.ndarray]]
                 ) -> np.ndarray:
        (ia, da), (ib, db) = e
        hi = db * xf[ib]
        hi += cf[ib]
        lo = da * xf[ia]
        lo += cf[ia]
        hi -= lo
        return hi

    for c0 in range(0, S, block):
        b_sl = slice(c0, min(c0 + block, S))
        job, reg, gt, n_gpu = s["job"][b_sl], s["region"][b_sl], s["gpu_type"][b_sl], \
            s["gpus"][b_sl]
        a, b = s["start_s"][b_sl], s["end_s"][b_sl]
        dur = b - a
        p_w = p_all[b_sl] if p_all is not None else job_power_w(
            world, job, gt, n_gpu, None if cap_w is None else cap_w[b_sl])
        e = [_grid_end(a, reg, step, grid), _grid_end(b, reg, step, grid)]
        if tail is None:
            np.add.at(sums["e_it"], job, p_w * dur / 3.6e6)
        else:
            tq, ta, tb = tail[0][b_sl], tail[1][b_sl], tail[2][b_sl]
            te = [_grid_end(ta, reg, step, grid), _grid_end(tb, reg, step, grid)]
            np.add.at(sums["e_it"], job, (p_w * dur + tq * (tb - ta)) / 3.6e6)
        for (name, div), (cf, xf) in zip(divs, cums, strict=True):
            v = p_w * integral(cf, xf, e)
            if tail is not None:
                v = v + tq * integral(cf, xf, te)
            np.add.at(sums[name], job, v / div)
        np.add.at(sums["gpu_s"], job, n_gpu * dur)
        np.add.at(sums["emb"], job, n_gpu * dur * world.gpu_embodied_g_per_s[gt] / 1000.0)
        if capped is not None:
            assert cap_w is not None
            idle_s = world.gpu_idle_w[gt]
            p0 = idle_s + (world.gpu_max_w[gt] - idle_s) * jobs.gpu_util[job]
            np.add.at(capped, job, np.where(cap_w[b_sl] < p0, n_gpu * dur, 0.0))
    del cums
    out.update(sums)
    out["n_seg"] = np.bincount(s["job"], minlength=J)
    return _capped_and_marginal(out, world, schedule, w, p_all, capped, breakdown, tail)


def _capped_and_marginal(out: dict[str, Any], world: World, schedule: Schedule, w: slice,
                         p_all: np.ndarray | None, capped: np.ndarray | None, breakdown: bool,
                         tail: tuple[np.ndarray, np.ndarray, np.ndarray] | None
                         ) -> dict[str, Any]:
    """The end of both segment-sum paths: the capped GPU-seconds in hours, and the marginal
    carbon where the breakdown asks for it (``tail``: :func:`_drain_tail`)."""
    if capped is not None:
        capped /= 3600.0
        out["capped"] = capped
    if breakdown and world.carbon_marginal is not None:
        assert p_all is not None
        out["marginal_kg"] = _marginal_kg(world, schedule, w, p_all,
                                          schedule.transfers["data_gb"]
                                          * world.transfer_kwh_per_gb, tail)
    return out


def _transfer_sums(world: World, x: dict[str, np.ndarray], ci: np.ndarray, t_end: float
                   ) -> tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray]:
    """Per job: transfer energy [kWh], its carbon [g], egress cost [USD], data moved [GB].

    A transfer's carbon is its energy times the mean intensity at the source over the part
    of the transfer inside ``[0, t_end)`` (the intensity of its first step when that part is
    empty). In blocks of :data:`BLOCK_ROWS` transfers added with ``numpy.add.at`` (as
    :func:`_segment_sums_blocks`; the same bytes as all at once with ``numpy.bincount``,
    which with no transfers gives int64 zeros).

    Args:
        world: The World.
        x: ``Schedule.transfers``.
        ci: Carbon intensity over the accounted rows ``[n_rows, R]`` [gCO2/kWh].
        t_end: End of the accounted interval [s from the window start].
    """
    J = len(world.jobs)
    step = float(world.step_s)
    n_rows = ci.shape[0]
    n_x = int(x["job"].shape[0])
    if n_x > 0 and _jit.active():  # one compiled pass, the same bytes
        from gridshift.sim import _acc_kernels as ak

        tab = _signal_table([[ci]], step)
        e_tr, carbon_tr_g, egress, moved = (np.zeros(J) for _ in range(4))
        if ak.transfer_sums(x["job"], x["src"], x["dst"], x["start_s"], x["duration_s"],
                            x["data_gb"], float(world.transfer_kwh_per_gb),
                            world.egress_usd_per_gb, t_end, step, ak.step_is_whole(step),
                            n_rows, ci.shape[1], tab, e_tr, carbon_tr_g, egress, moved,
                            np.zeros(1, np.int64)) == 0:
            return e_tr, carbon_tr_g, egress, moved
        del tab  # a transfer before 0: the numpy sums below
    block = BLOCK_ROWS if BLOCK_ROWS > 0 and n_x > 0 else max(n_x, 1)
    bins = n_x <= block  # one block: numpy.bincount as it always was (int64 zeros if empty)
    if bins:
        cum = None
    else:
        e_tr, carbon_tr_g, egress, moved = (np.zeros(J) for _ in range(4))
        cum = np.zeros((n_rows + 1, ci.shape[1]))  # as step_integral
        np.cumsum(ci * step, axis=0, out=cum[1:])
        cf, xf = cum.reshape(-1), np.ascontiguousarray(ci).reshape(-1)
    for c0 in range(0, max(n_x, 1), block):
        b_sl = slice(c0, min(c0 + block, n_x))
        xj, src, gb = x["job"][b_sl], x["src"][b_sl], x["data_gb"][b_sl]
        e_tr_each = gb * world.transfer_kwh_per_gb
        xa = np.minimum(x["start_s"][b_sl], t_end)
        xb = np.minimum(x["start_s"][b_sl] + x["duration_s"][b_sl], t_end)
        span = xb - xa
        if bins:
            ci_int = step_integral(ci, step, src, xa, xb)
        else:  # step_integral's arithmetic on the cumulative sum computed once
            (ia, da), (ib, db) = (_grid_end(t, src, step, ci.shape) for t in (xa, xb))
            ci_int = (cf[ib] + db * xf[ib]) - (cf[ia] + da * xf[ia])
        k0 = np.minimum((xa // step).astype(np.int64), n_rows - 1)
        mean_ci = np.where(span > 0, ci_int / np.where(span > 0, span, 1.0), ci[k0, src])
        vals = (e_tr_each, e_tr_each * mean_ci,
                gb * world.egress_usd_per_gb[src, x["dst"][b_sl]], gb)
        if bins:
            return tuple(np.bincount(xj, weights=v, minlength=J)  # type: ignore[return-value]
                         for v in vals)
        for o, v in zip((e_tr, carbon_tr_g, egress, moved), vals, strict=True):
            np.add.at(o, xj, v)
    return e_tr, carbon_tr_g, egress, moved


def _segment_sums_whole(world: World, schedule: Schedule, w: slice, t_end: float,
                        drain: bool, breakdown: bool) -> dict[str, Any]:
    """The per-job sums over all run segments at once (the reference for the blocks).

    One function so that every per-segment temporary (power, durations, grid indices) is
    freed when it returns; only the ``[J]`` sums are kept.
    """
    J = len(world.jobs)
    jobs = world.jobs
    step = float(world.step_s)
    n_rows = w.stop - w.start
    R = len(world.regions)
    s = schedule.segments
    job, reg, gt = s["job"], s["region"], s["gpu_type"]
    a, b = s["start_s"], s["end_s"]
    dur = b - a
    p_w = job_power_w(world, job, gt, s["gpus"], s.get("cap_w"))
    pue = world.pue[w]
    ci = world.carbon[w]
    price = world.price[w]
    out: dict[str, Any] = {"solar_tot": None, "e_grid": None, "capped": None,
                           "marginal_kg": None}
    # [power] idle_horizon = "window" with a drain: after the window a running job also draws
    # its GPUs' idle share (the capacity's idle draw is charged over the window only)
    tail = _drain_tail(world, s, drain)
    seg_int = _SegmentIntegrals(n_rows, R, step, reg, a, b)
    tail_int = None if tail is None else _SegmentIntegrals(n_rows, R, step, reg, tail[1],
                                                           tail[2])

    def pint(x: np.ndarray) -> np.ndarray:
        """Per segment: power times the integral of ``x`` over the segment."""
        v = p_w * seg_int(x)
        if tail is not None:
            assert tail_int is not None
            v = v + tail[0] * tail_int(x)
        return v

    def per_job(v: np.ndarray, idx: np.ndarray = job) -> np.ndarray:
        return np.bincount(idx, weights=v, minlength=J)

    out["e_it"] = per_job((p_w * dur if tail is None
                           else p_w * dur + tail[0] * (tail[2] - tail[1])) / 3.6e6)
    out["e_fac"] = per_job(pint(pue) / 3.6e6)
    out["w_on"] = per_job(pint(world.wue[w]) / 3.6e6)
    if world.solar is not None:  # on-site PV/batteries: the grid share of each step's load
        from gridshift.sim import site_energy

        out["solar_tot"], share, _ = site_energy.solar_summary(world, schedule, w, t_end, p_w)
        out["e_grid"] = per_job(pint(pue * share) / 3.6e6)
        out["carbon_g"] = per_job(pint(pue * ci * share) / 3.6e6)
        out["cost"] = per_job(pint(pue * np.nan_to_num(price) * share) / 3.6e9)
        out["w_off"] = per_job(pint(pue * world.water_offsite[w] * share) / 3.6e6)
    else:
        out["carbon_g"] = per_job(pint(pue * ci) / 3.6e6)
        out["cost"] = per_job(pint(pue * np.nan_to_num(price)) / 3.6e9)
        out["w_off"] = per_job(pint(pue * world.water_offsite[w]) / 3.6e6)
    out["gpu_s"] = per_job(s["gpus"] * dur)
    out["emb"] = per_job(s["gpus"] * dur * world.gpu_embodied_g_per_s[gt] / 1000.0)
    out["n_seg"] = np.bincount(job, minlength=J)
    if "cap_w" in s:  # [levers] power_capping: GPU-hours under a limit that binds
        idle_s = world.gpu_idle_w[gt]
        p0 = idle_s + (world.gpu_max_w[gt] - idle_s) * jobs.gpu_util[job]
        out["capped"] = per_job(np.where(s["cap_w"] < p0, s["gpus"] * dur, 0.0)) / 3600.0
    if breakdown and world.carbon_marginal is not None:
        out["marginal_kg"] = _marginal_kg(world, schedule, w, p_w,
                                          schedule.transfers["data_gb"]
                                          * world.transfer_kwh_per_gb, tail)
    return out


def account(world: World, schedule: Schedule) -> tuple[dict[str, Any], pl.DataFrame]:
    """Per-job table (a polars DataFrame) and summary metrics of a schedule (see the module
    docstring); :func:`account_table` without building the whole table."""
    summary, table = account_table(world, schedule)
    return summary, table.to_polars()


def _span(world: World, schedule: Schedule, drain: bool) -> tuple[slice, float]:
    """The steps and the end time [s] accounting integrates over: the window, or with the
    drain what was simulated (the window and the drain)."""
    if not drain:
        return world.window, world.n_steps * float(world.step_s)
    t_end = float(schedule.horizon_s)
    return slice(world.pad_before, world.pad_before + max(
        world.n_steps, int(math.ceil(t_end / float(world.step_s) - 1e-9)))), t_end


def _slo_violated(world: World, schedule: Schedule, done: np.ndarray) -> np.ndarray:
    """``[J]`` bool: the job did not finish, finished after its deadline, or (inference) ran
    where the round trip from its origin exceeds its latency SLO."""
    jobs, finish, r_last = world.jobs, schedule.finish_s, schedule.region
    violated = ~done
    violated |= done & (finish > jobs.deadline_s + 1e-9)  # late
    slo_lat = np.isfinite(jobs.latency_slo_ms) & (r_last >= 0)
    if slo_lat.any():  # inference latency over its SLO
        lat = np.where(r_last >= 0, world.latency_ms[jobs.origin, np.maximum(r_last, 0)], 0.0)
        violated |= slo_lat & (lat > jobs.latency_slo_ms)
    return violated


def _job_table(world: World, schedule: Schedule, t0: float, v: dict[str, Any]) -> JobTable:
    """The per-job table's columns (:class:`JobTable`) from :func:`account_table`'s arrays
    ``v``; a column whose array is ``None`` in ``v`` is a rule that is off (an all-NaN cost
    column where the run has no prices)."""
    jobs = world.jobs
    finish, r_last = schedule.finish_s, schedule.region
    # string columns: integer codes into small label lists (code -1: the trailing "")
    regions = [*world.regions, ""]
    cols: list[tuple[str, str, Any]] = [
        ("job_id", "id", jobs.job_id),
        ("origin", "label", (jobs.origin, regions)),
        ("region", "label", (r_last, regions)),
        ("gpu_type", "label", (schedule.gpu_type, [*world.gpu_types, ""])),
        ("gpus", "num", jobs.gpus),
        ("status", "label", (schedule.status, list(_STATUS_NAMES) if schedule.estimates is None
                             else [*_STATUS_NAMES, "killed"])),
        ("submit_time", "time", jobs.submit_s),
        ("start_time", "time", schedule.first_start_s),
        ("finish_time", "time", finish),
        ("deadline", "time", jobs.deadline_s),
    ]
    num: dict[str, Any] = {
        "submit_s": jobs.submit_s,
        "start_s": schedule.first_start_s,
        "finish_s": finish,
        "deadline_s": jobs.deadline_s,
        "wait_s": (v["wait_s"], np.float64),
        "segments": v["n_seg"],
        "pauses": schedule.n_pauses,
        "gpu_hours": v["gpu_hours"],
        "energy_it_kwh": v["e_it"],
        "energy_facility_kwh": v["e_fac"],
        "energy_transfer_kwh": v["e_tr"],
        "carbon_kg": v["carbon_kg"],
        "carbon_embodied_kg": v["emb"],
        "water_onsite_l": v["w_on"],
        "water_offsite_l": v["w_off"],
        "water_l": (v["water_l"], np.float64),
        "energy_cost_usd": v["cost"] if v["cost"] is not None else (_nan, np.float64),
        "egress_cost_usd": v["egress"],
        "data_moved_gb": v["moved"],
        "slo_violated": v["violated"],
    }
    # columns of the rules that are on, after the standard ones
    carbon_tr_g = v["carbon_tr_g"]
    if carbon_tr_g is not None:
        num["carbon_transfer_kg"] = (lambda sl: carbon_tr_g[sl] / 1000.0, np.float64)
    if schedule.rescales is not None:  # [levers] elastic
        num["rescales"] = schedule.rescales
    if v["capped"] is not None:
        num["gpu_hours_capped"] = v["capped"]
    if v["pen"] is not None:
        pen_c, pen_cost, pen_w = v["pen"]
        num.update({"dropped": ~v["done"], "carbon_penalty_kg": pen_c,
                    "cost_penalty_usd": pen_cost if pen_cost is not None else (_nan, np.float64),
                    "water_penalty_l": pen_w})
    if v["e_grid"] is not None:
        num["energy_grid_kwh"] = v["e_grid"]
    if schedule.estimates is not None:  # [jobs] runtime_estimate = "requested"
        est = schedule.estimates
        num.update({"requested_s": est["requested_s"], "outlived_estimate": est["outlived"],
                    "killed": est["killed"]})
    cols += [(k, "fn" if isinstance(x, tuple) else "num", x) for k, x in num.items()]
    return JobTable(cols, len(jobs), t0)


def account_table(world: World, schedule: Schedule  # noqa: C901
                  ) -> tuple[dict[str, Any], JobTable]:
    """Summary metrics and the per-job table as columns (:class:`JobTable`).

    Each per-job quantity is summed from the run segments (in blocks, or one compiled pass)
    and the segment-level temporaries are freed as soon as they are used. The table keeps its
    numbers as numpy arrays (the World's and the Schedule's own where a column is one of
    them), its strings as integer codes and its times as seconds: the string and timestamp
    columns are made only for the rows asked for (:meth:`JobTable.to_polars` for the whole
    table, :meth:`JobTable.arrow_blocks` a block of rows at a time).
    """
    from gridshift.scenario import simulation_options

    opts = simulation_options(world.scenario)
    drain = bool(opts["drain"])
    breakdown = bool(opts["breakdown"])
    jobs = world.jobs
    J = len(jobs)
    step = float(world.step_s)
    w, t_end = _span(world, schedule, drain)
    ci = world.carbon[w]
    price = world.price[w]
    # the busy GPUs first: their temporaries are gone before the per-job arrays are made
    util = busy_gpus(schedule, world)
    q = _segment_sums(world, schedule, w, t_end, drain, breakdown)
    e_it, e_fac, w_on, w_off, carbon_g, cost = (q["e_it"], q["e_fac"], q["w_on"], q["w_off"],
                                                q["carbon_g"], q["cost"])
    gpu_s, emb, n_seg, capped = q["gpu_s"], q["emb"], q["n_seg"], q["capped"]
    solar_tot, e_grid, carbon_marginal_kg = q["solar_tot"], q["e_grid"], q["marginal_kg"]
    del q
    has_price = not np.isnan(price).any()

    # transfers: energy, carbon at the source over the transfer, egress
    e_tr, carbon_tr_g, egress, moved = _transfer_sums(world, schedule.transfers, ci, t_end)

    done = schedule.status == 4
    violated = _slo_violated(world, schedule, done)
    first_start, submit = schedule.first_start_s, jobs.submit_s

    def wait_s(sl: slice) -> np.ndarray:
        # np.where(started, first start - submit, t_end - submit), without a third array
        unstarted = np.isnan(first_start[sl])
        wait = first_start[sl] - submit[sl]
        wait[unstarted] = t_end - submit[sl][unstarted]
        return wait

    wait = wait_s(slice(None))
    mean_wait = float(wait.mean()) if J else 0.0
    p95_wait = float(np.percentile(wait, 95)) if J else 0.0
    del wait  # the table makes it again a block at a time (the same floats)

    if carbon_g.dtype == np.float64:  # in place: the same two roundings, no new [J] arrays
        carbon_kg = np.add(carbon_g, carbon_tr_g, out=carbon_g)
        carbon_kg /= 1000.0
    else:  # int64 zeros when there are no segments: int64 + int64, then / 1000.0 (float)
        carbon_kg = (carbon_g + carbon_tr_g) / 1000.0
    del carbon_g
    pen_c = pen_cost = pen_w = None
    if drain:
        pen_c, pen_cost, pen_w = completion_penalty(world, schedule, w)
        carbon_kg = carbon_kg + pen_c

    def water_l(sl: slice) -> np.ndarray:
        water = w_on[sl] + w_off[sl]
        return water if pen_w is None else water + pen_w[sl]

    water_sum = float(water_l(slice(None)).sum())
    t0 = world.start_epoch_s
    gpu_hours_total = float(gpu_s.sum() / 3600.0)
    if gpu_s.dtype == np.float64:  # gpu_s / 3600.0 in place (gpu_s is not used after this)
        gpu_hours = gpu_s
        gpu_hours /= 3600.0
    else:  # int64 zeros (no segments): a float64 column as before
        gpu_hours = gpu_s / 3600.0
    del gpu_s
    table = _job_table(world, schedule, float(t0), dict(
        wait_s=wait_s, water_l=water_l, gpu_hours=gpu_hours, n_seg=n_seg, e_it=e_it,
        e_fac=e_fac, e_tr=e_tr, carbon_kg=carbon_kg, emb=emb, w_on=w_on, w_off=w_off,
        cost=cost if has_price else None, egress=egress, moved=moved, violated=violated,
        carbon_tr_g=carbon_tr_g if breakdown else None, capped=capped, done=done,
        pen=(pen_c, pen_cost if has_price else None, pen_w) if drain else None,
        e_grid=e_grid if solar_tot is not None else None))

    n_done = int(done.sum())
    e_cost = float(cost.sum()) if has_price else math.nan
    cap_r = world.capacity.sum(axis=1).astype(float)
    summary: dict[str, Any] = {
        "jobs": J,
        "jobs_completed": n_done,
        "jobs_unfinished": J - n_done,
        "gpu_hours": gpu_hours_total,
        "energy_it_kwh": float(e_it.sum()),
        "energy_facility_kwh": float(e_fac.sum()),
        "energy_transfer_kwh": float(e_tr.sum()),
        "carbon_kg": float(carbon_kg.sum()),
        "carbon_embodied_kg": float(emb.sum()),
        "water_l": water_sum,
        "water_onsite_l": float(w_on.sum()),
        "water_offsite_l": float(w_off.sum()),
        "energy_cost_usd": e_cost,
        "egress_cost_usd": float(egress.sum()),
        "cost_usd": e_cost + float(egress.sum()),
        "slo_violations": int(violated.sum()),
        "slo_violation_rate": float(violated.mean()) if J else 0.0,
        "mean_wait_s": mean_wait,
        "p95_wait_s": p95_wait,
        "data_moved_gb": float(moved.sum()),
        "pue_effective": float(e_fac.sum() / e_it.sum()) if e_it.sum() > 0 else math.nan,
        "utilisation": {r: float(util[:, i].mean() / cap_r[i])
                        for i, r in enumerate(world.regions)},
    }
    if drain or breakdown:
        summary["gpu_hours_completed"] = float(
            (jobs.gpus * jobs.duration_s)[done].sum() / 3600.0)
    if schedule.rescales is not None:
        summary["rescales"] = int(schedule.rescales.sum())
    if capped is not None:
        summary["gpu_hours_capped"] = float(capped.sum())
    if breakdown:
        summary["carbon_transfer_kg"] = float(carbon_tr_g.sum() / 1000.0)
        if carbon_marginal_kg is not None:
            summary["carbon_marginal_kg"] = carbon_marginal_kg
    if drain:
        assert pen_c is not None and pen_w is not None and pen_cost is not None
        c_pen, w_pen = float(pen_c.sum()), float(pen_w.sum())
        cost_pen = float(pen_cost.sum()) if has_price else math.nan
        summary.update({
            "jobs_dropped": int((~done).sum()),
            "carbon_penalty_kg": c_pen,
            "cost_penalty_usd": cost_pen,
            "water_penalty_l": w_pen,
            "cost_usd": summary["cost_usd"] + cost_pen,
        })
    if schedule.estimates is not None:  # [jobs] runtime_estimate = "requested"
        from gridshift.sim.engine.estimates import estimate_metrics

        summary.update(estimate_metrics(schedule.estimates, jobs.gpus, jobs.duration_s))
    if world.idle_it_w is not None:
        if world.idle_window_only:
            pg = schedule.powered_gpus
            _add_idle(world, world.window, world.n_steps * step, summary,
                      None if pg is None else pg[:world.n_steps], solar_tot)
        else:
            _add_idle(world, w, t_end, summary, schedule.powered_gpus, solar_tot)
    if solar_tot is not None:
        from gridshift.sim import site_energy

        site_energy.add_to_summary(summary, solar_tot)
    return summary, table


#: Rows of a block of the per-job table when it is streamed (a Parquet row group).
JOBS_BLOCK_ROWS = 1 << 17


class JobTable:
    """The per-job table of a run as columns, made into polars or Arrow on demand.

    Columns are ``(name, kind, data)`` in table order: ``"id"`` a polars String Series (the
    job ids), ``"label"`` ``(codes, labels)`` (an integer code per row into ``labels``, a
    negative code meaning the last label, ``""``), ``"time"`` seconds from the window start
    (NaN: null) shown as ``Datetime("us", "UTC")``, ``"num"`` a numpy array as it is, ``"fn"``
    ``(f, dtype)``: ``f(rows)`` computes a slice of rows element-wise from other arrays (so
    the column is never held whole: ``wait_s``, ``water_l``, ``carbon_transfer_kg``, an
    all-NaN cost). The
    whole table (:meth:`to_polars`) is the DataFrame :func:`account` has always returned;
    :meth:`arrow_blocks` gives the same rows in blocks, the string columns dictionary-encoded
    (same values, so the same jobs-digest/1), without making the whole table.
    """

    def __init__(self, cols: list[tuple[str, str, Any]], n_rows: int, t0: float) -> None:
        self.cols = cols
        self.n_rows = n_rows
        self.t0 = t0

    def __len__(self) -> int:
        return self.n_rows

    @property
    def columns(self) -> list[str]:
        """Column names in table order."""
        return [c[0] for c in self.cols]

    def head(self, n: int) -> JobTable:
        """The first ``n`` rows (views of the same arrays)."""
        n = max(0, min(n, self.n_rows))
        cols = []
        for name, kind, v in self.cols:
            if kind == "id":
                v = v.slice(0, n)
            elif kind == "label":
                v = (v[0][:n], v[1])
            elif kind == "fn":
                pass  # asked only for rows below n
            else:
                v = v[:n]
            cols.append((name, kind, v))
        return JobTable(cols, n, self.t0)

    def numeric(self) -> pl.DataFrame:
        """The numeric and boolean columns only, as polars (numpy handed over without a copy)."""
        n = slice(0, self.n_rows)
        return pl.DataFrame([pl.Series(k, v if kind == "num" else v[0](n))
                             for k, kind, v in self.cols if kind in ("num", "fn")])

    # -- the whole table -------------------------------------------------------------------
    def to_polars(self) -> pl.DataFrame:
        """The whole table, exactly as :func:`account` returns it."""
        out: dict[str, pl.Series] = {}
        for name, kind, v in self.cols:
            if kind == "id":
                out[name] = pl.Series(v, dtype=pl.String)
            elif kind == "label":
                codes, labels = v
                out[name] = pl.Series(labels)[np.maximum(codes, -1).astype(np.int64)]
            elif kind == "time":
                us, nan_at = _epoch_us(v, self.t0)
                s = pl.Series(us).cast(pl.Datetime("us", "UTC"))
                del us
                out[name] = s.scatter(nan_at, None)
            elif kind == "fn":
                out[name] = pl.Series(name, v[0](slice(0, self.n_rows)))
            else:
                out[name] = pl.Series(name, v)
        return pl.DataFrame(out)

    # -- in blocks -------------------------------------------------------------------------
    def arrow_schema(self) -> Any:
        """The Arrow schema of :meth:`arrow_blocks` (strings dictionary-encoded)."""
        import pyarrow as pa

        fields = []
        for name, kind, v in self.cols:
            if kind == "id":
                t = pa.large_string()
            elif kind == "label":
                t = pa.dictionary(pa.int32(), pa.string())
            elif kind == "time":
                t = pa.timestamp("us", tz="UTC")
            elif kind == "fn":
                t = pa.from_numpy_dtype(np.dtype(v[1]))
            else:
                t = pa.from_numpy_dtype(np.asarray(v).dtype)
            fields.append(pa.field(name, t))
        return pa.schema(fields)

    def arrow_blocks(self, rows: int = JOBS_BLOCK_ROWS) -> Iterator[Any]:
        """The table as Arrow record batches of ``rows`` rows (one empty batch if no rows).

        The string columns of few values (region, GPU type, status) are dictionary arrays
        over their distinct labels; the job ids are plain strings; times are
        ``timestamp[us, UTC]`` with nulls where the seconds are NaN; numbers are the numpy
        arrays' slices (no copy).
        """
        import pyarrow as pa

        schema = self.arrow_schema()
        dicts = {}
        for name, kind, v in self.cols:
            if kind == "label":
                uniq, lut = np.unique(np.asarray(v[1], dtype=object), return_inverse=True)
                dicts[name] = (_arrow_strings([str(u) for u in uniq]), lut.astype(np.int32))
        for a in range(0, max(self.n_rows, 1), rows):
            sl = slice(a, min(a + rows, self.n_rows))
            arrays = []
            for (name, kind, v), f in zip(self.cols, schema, strict=True):
                if kind == "id":
                    arrays.append(v.slice(sl.start, sl.stop - sl.start).to_arrow()
                                  .cast(pa.large_string()))
                elif kind == "label":
                    dic, to_code = dicts[name]
                    codes = to_code[np.maximum(v[0][sl], -1).astype(np.int64)]
                    arrays.append(pa.DictionaryArray.from_arrays(
                        _arrow_array(codes, pa.from_numpy_dtype(codes.dtype)), dic))
                elif kind == "time":
                    us, nan_at = _epoch_us(v[sl], self.t0, jit=False)  # a block: no kernel
                    mask = None
                    if nan_at.size:
                        mask = np.zeros(us.shape[0], bool)
                        mask[nan_at] = True
                    arrays.append(_arrow_array(us, f.type, mask))
                elif kind == "fn":
                    arrays.append(_arrow_array(v[0](sl), f.type))
                else:
                    arrays.append(_arrow_array(np.asarray(v)[sl], f.type))
            yield pa.RecordBatch.from_arrays(arrays, schema=schema)


def _arrow_array(values: np.ndarray, arrow_type: Any, mask: np.ndarray | None = None) -> Any:
    """``pyarrow.array(values, type=arrow_type, mask=mask)`` for a 1-D numpy array, made from
    its buffers (the same array: zero-copy numbers, a validity bitmap where ``mask`` is true
    for nulls). ``pyarrow.array`` imports pandas on its first call (to recognise pandas
    objects; 0.15-0.35 s of a week run), which this does not. A dtype that is not
    ``arrow_type``'s own goes through ``pyarrow.array`` (its conversion)."""
    import pyarrow as pa

    a = np.ascontiguousarray(values)
    want = arrow_type.value_type if pa.types.is_dictionary(arrow_type) else arrow_type
    try:
        same = a.ndim == 1 and pa.from_numpy_dtype(a.dtype) == want
    except (pa.ArrowNotImplementedError, NotImplementedError, TypeError):
        same = False
    if pa.types.is_timestamp(arrow_type):
        same = a.ndim == 1 and a.dtype == np.int64
    if not same or pa.types.is_dictionary(arrow_type):
        return pa.array(values, type=arrow_type, mask=mask)
    data = np.packbits(a, bitorder="little") if a.dtype == np.bool_ else a
    validity, nulls = None, 0
    if mask is not None and mask.any():
        validity = pa.py_buffer(np.packbits(~np.asarray(mask, dtype=bool), bitorder="little"))
        nulls = int(np.count_nonzero(mask))
    return pa.Array.from_buffers(arrow_type, a.shape[0], [validity, pa.py_buffer(data)],
                                 null_count=nulls)


def _arrow_strings(values: list[str]) -> Any:
    """``pyarrow.array(values, pyarrow.string())`` from its buffers (see :func:`_arrow_array`)."""
    import pyarrow as pa

    enc = [v.encode() for v in values]
    offsets = np.zeros(len(enc) + 1, dtype=np.int32)
    offsets[1:] = np.cumsum(np.array([len(b) for b in enc], dtype=np.int64))
    return pa.Array.from_buffers(pa.string(), len(enc),
                                 [None, pa.py_buffer(offsets), pa.py_buffer(b"".join(enc))])


def _nan(sl: slice) -> np.ndarray:
    """An all-NaN column (the cost where a region has no price)."""
    return np.full(sl.stop - sl.start, np.nan)


def _epoch_us(v: np.ndarray, t0: float, jit: bool = True) -> tuple[np.ndarray, np.ndarray]:
    """``round((v + t0) * 1e6)`` as int64 microseconds (0 where ``v`` is NaN) and the indices
    of the NaNs (the nulls); with ``jit`` through the compiled kernel when it is active (the
    same integers without the whole-array temporaries)."""
    if jit and _jit.active():  # the same integers without the temporaries
        from gridshift.sim import _acc_kernels as ak

        us = np.empty(v.shape[0], np.int64)
        nan_at = ak.epoch_us(np.ascontiguousarray(v), float(t0), us)
        return us, nan_at
    nan = np.isnan(v)
    us = np.where(nan, 0, np.round((v + t0) * 1e6)).astype(np.int64)
    return us, np.flatnonzero(nan)


def _drain_tail_on(world: World, drain: bool) -> bool:
    """Whether :func:`_drain_tail` applies (without building its arrays)."""
    return bool(drain and world.idle_window_only) and world.idle_w_per_gpu is not None


def _drain_tail(world: World, s: dict[str, np.ndarray], drain: bool
                ) -> tuple[np.ndarray, np.ndarray, np.ndarray] | None:
    """The part of each segment after the window, with its GPUs' idle share of power.

    Only with ``[power] idle_horizon = "window"`` and a drain: the installed capacity's idle
    draw is charged over the window, and a job running after it is charged its GPUs' idle
    draw (with their hosts' share) on top of its dynamic power, so a busy GPU draws its full
    power there as in the window. Returns ``(power [W], start [s], end [s])`` per segment (the
    interval is empty for segments inside the window), or None when the rule is off.
    """
    if not _drain_tail_on(world, drain):
        return None
    t_w = world.n_steps * float(world.step_s)
    assert world.idle_w_per_gpu is not None  # _drain_tail_on
    q = s["gpus"] * world.idle_w_per_gpu[s["gpu_type"]]
    return q, np.maximum(s["start_s"], t_w), np.maximum(s["end_s"], t_w)


def _idle_integrals(world: World, rows: slice, t_end: float,
                    powered_gpus: np.ndarray | None = None) -> dict[str, float]:
    """Energy, carbon, cost and water of the installed capacity's idle draw over [0, t_end).

    With ``powered_gpus`` (``[power] power_down``) the draw changes only at epochs, so each
    step is charged its own powered-on GPUs (exact).
    """
    assert world.idle_it_w is not None
    if powered_gpus is not None:
        step = float(world.step_s)
        pw = idle_power_per_step_w(world, powered_gpus)  # [K, R]
        K = pw.shape[0]
        sl = slice(rows.start, rows.start + K)
        pue = world.pue[sl]
        return {
            "energy_it_kwh": float((pw * step).sum() / 3.6e6),
            "energy_facility_kwh": float((pw * pue * step).sum() / 3.6e6),
            "carbon_kg": float((pw * pue * world.carbon[sl] * step).sum() / 3.6e9),
            "energy_cost_usd": float((pw * pue * world.price[sl] * step).sum() / 3.6e9),
            "water_onsite_l": float((pw * world.wue[sl] * step).sum() / 3.6e6),
            "water_offsite_l": float((pw * pue * world.water_offsite[sl] * step).sum()
                                     / 3.6e6),
        }
    R = len(world.regions)
    step = float(world.step_s)
    r = np.arange(R)
    a, b = np.zeros(R), np.full(R, t_end)
    pue = world.pue[rows]
    p = world.idle_it_w

    def integ(x: np.ndarray) -> np.ndarray:
        return step_integral(x, step, r, a, b)

    return {
        "energy_it_kwh": float((p * t_end).sum() / 3.6e6),
        "energy_facility_kwh": float((p * integ(pue)).sum() / 3.6e6),
        "carbon_kg": float((p * integ(pue * world.carbon[rows])).sum() / 3.6e9),
        "energy_cost_usd": float((p * integ(pue * world.price[rows])).sum() / 3.6e9),
        "water_onsite_l": float((p * integ(world.wue[rows])).sum() / 3.6e6),
        "water_offsite_l": float((p * integ(pue * world.water_offsite[rows])).sum() / 3.6e6),
    }


def _add_idle(world: World, rows: slice, t_end: float, summary: dict[str, Any],
              powered_gpus: np.ndarray | None = None,
              solar: dict[str, float] | None = None) -> None:
    """Add the idle draw of the installed capacity to the totals (``[power] idle``).

    With on-site PV/batteries (``solar``: :func:`gridshift.sim.site_energy.solar_summary`'s
    totals) its carbon, cost and off-site water are those of its grid share.
    """
    q = _idle_integrals(world, rows, t_end, powered_gpus)
    if solar is not None:
        q["carbon_kg"] = solar["idle_carbon_kg"]
        q["energy_cost_usd"] = solar["idle_cost_usd"]
        q["water_offsite_l"] = solar["idle_water_offsite_l"]
    summary["energy_idle_kwh"] = q["energy_it_kwh"]
    summary["carbon_idle_kg"] = q["carbon_kg"]
    for k in ("energy_it_kwh", "energy_facility_kwh", "carbon_kg", "water_onsite_l",
              "water_offsite_l", "energy_cost_usd"):
        summary[k] += q[k]
    summary["water_l"] += q["water_onsite_l"] + q["water_offsite_l"]
    summary["cost_usd"] += q["energy_cost_usd"]
    e_it = summary["energy_it_kwh"]
    summary["pue_effective"] = summary["energy_facility_kwh"] / e_it if e_it > 0 else math.nan


def _marginal_kg(world: World, schedule: Schedule, rows: slice, p_w: np.ndarray,
                 e_tr_each: np.ndarray,
                 tail: tuple[np.ndarray, np.ndarray, np.ndarray] | None = None) -> float:
    """Carbon at the marginal intensity: ``P ∫PUE·MCI`` over the runs plus transfers.

    Regions whose zone has no marginal series fall back to the average intensity there (so
    the figure is comparable with ``carbon_kg``); the idle draw is included when charged.
    """
    assert world.carbon_marginal is not None
    step = float(world.step_s)
    mci = np.where(np.isnan(world.carbon_marginal[rows]), world.carbon[rows],
                   world.carbon_marginal[rows])
    s = schedule.segments
    pue = world.pue[rows]
    g = float((p_w * step_integral(pue * mci, step, s["region"], s["start_s"],
                                   s["end_s"])).sum())
    if tail is not None:  # [power] idle_horizon = "window": the drain's idle share
        g += float((tail[0] * step_integral(pue * mci, step, s["region"], tail[1],
                                            tail[2])).sum())
    x = schedule.transfers
    t_end = float(step * (rows.stop - rows.start))
    xa = np.minimum(x["start_s"], t_end)
    xb = np.minimum(x["start_s"] + x["duration_s"], t_end)
    span = xb - xa
    ci_int = step_integral(mci, step, x["src"], xa, xb)
    k0 = np.minimum((xa // step).astype(np.int64), mci.shape[0] - 1)
    mean = np.where(span > 0, ci_int / np.where(span > 0, span, 1.0), mci[k0, x["src"]])
    g += float((e_tr_each * mean).sum()) * 3.6e6
    if world.idle_it_w is not None and schedule.powered_gpus is not None:
        pw = idle_power_per_step_w(world, schedule.powered_gpus)
        if world.idle_window_only:
            pw = pw[:world.n_steps]
        g += float((pw * (pue * mci)[: pw.shape[0]] * step).sum())
    elif world.idle_it_w is not None:
        R = len(world.regions)
        t_idle = float(schedule.horizon_s if np.isfinite(schedule.horizon_s)
                       else world.n_steps * step)
        if world.idle_window_only:
            t_idle = min(t_idle, world.n_steps * step)
        g += float((world.idle_it_w * step_integral(
            pue * mci, step, np.arange(R), np.zeros(R), np.full(R, t_idle))).sum())
    return g / 3.6e9
