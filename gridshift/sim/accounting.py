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
"""

from __future__ import annotations

import math
from typing import Any

import numpy as np
import polars as pl

from gridshift.sim.simulator import Schedule
from gridshift.sim.world import World

__all__ = ["METRIC_KEYS", "account", "busy_gpus", "step_integral"]

#: Keys of the summary every run reports (DESIGN.md "Command line").
METRIC_KEYS = (
    "jobs", "jobs_completed", "jobs_unfinished", "gpu_hours", "energy_it_kwh",
    "energy_facility_kwh", "energy_transfer_kwh", "carbon_kg", "carbon_embodied_kg", "water_l",
    "water_onsite_l", "water_offsite_l", "energy_cost_usd", "egress_cost_usd", "cost_usd",
    "slo_violations", "slo_violation_rate", "mean_wait_s", "p95_wait_s", "data_moved_gb",
    "pue_effective",
)

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
    grid = step * np.arange(T + 1)
    for r in range(R):
        m = s["region"] == r
        if not m.any():
            continue
        a, b, g = s["start_s"][m], s["end_s"][m], s["gpus"][m].astype(float)
        # integral of the busy count up to each grid point: sum g * clip(t - a, 0, b - a)
        ev_t = np.concatenate([a, b])
        ev_rate = np.concatenate([g, -g])
        order = np.argsort(ev_t, kind="stable")
        ev_t, ev_rate = ev_t[order], ev_rate[order]
        rate = np.cumsum(ev_rate)
        # area up to each event
        area = np.concatenate([[0.0], np.cumsum(rate[:-1] * np.diff(ev_t))])
        j = np.searchsorted(ev_t, grid, side="right") - 1
        val = np.where(j >= 0, area[np.maximum(j, 0)] + rate[np.maximum(j, 0)] *
                       (grid - ev_t[np.maximum(j, 0)]), 0.0)
        out[:, r] = np.diff(val) / step
    return out


def account(world: World, schedule: Schedule) -> tuple[dict[str, Any], pl.DataFrame]:
    """Per-job table and summary metrics of a schedule (see the module docstring)."""
    jobs = world.jobs
    J = len(jobs)
    w = world.window
    step = float(world.step_s)
    t_end = world.n_steps * step
    s = schedule.segments
    job, reg, gt = s["job"], s["region"], s["gpu_type"]
    a, b = s["start_s"], s["end_s"]
    dur = b - a
    p_w = s["gpus"] * (world.gpu_idle_w[gt] + (world.gpu_max_w[gt] - world.gpu_idle_w[gt])
                       * jobs.gpu_util[job])
    pue = world.pue[w]
    ci = world.carbon[w]
    price = world.price[w]

    def integ(x: np.ndarray) -> np.ndarray:
        return step_integral(x, step, reg, a, b)

    def per_job(v: np.ndarray, idx: np.ndarray = job) -> np.ndarray:
        return np.bincount(idx, weights=v, minlength=J)

    e_it = per_job(p_w * dur / 3.6e6)
    e_fac = per_job(p_w * integ(pue) / 3.6e6)
    carbon_g = per_job(p_w * integ(pue * ci) / 3.6e6)
    has_price = not np.isnan(price).any()
    cost = per_job(p_w * integ(pue * np.nan_to_num(price)) / 3.6e9)
    w_on = per_job(p_w * integ(world.wue[w]) / 3.6e6)
    w_off = per_job(p_w * integ(pue * world.water_offsite[w]) / 3.6e6)
    gpu_s = per_job(s["gpus"] * dur)
    emb = per_job(s["gpus"] * dur * world.gpu_embodied_g_per_s[gt] / 1000.0)
    n_seg = np.bincount(job, minlength=J)

    # transfers: energy, carbon at the source over the transfer, egress
    x = schedule.transfers
    xj = x["job"]
    e_tr_each = x["data_gb"] * world.transfer_kwh_per_gb
    xa = np.minimum(x["start_s"], t_end)
    xb = np.minimum(x["start_s"] + x["duration_s"], t_end)
    span = xb - xa
    ci_int = step_integral(ci, step, x["src"], xa, xb)
    k0 = np.minimum((xa // step).astype(np.int64), world.n_steps - 1)
    mean_ci = np.where(span > 0, ci_int / np.where(span > 0, span, 1.0), ci[k0, x["src"]])
    e_tr = per_job(e_tr_each, xj)
    carbon_tr_g = per_job(e_tr_each * mean_ci, xj)
    egress = per_job(x["data_gb"] * world.egress_usd_per_gb[x["src"], x["dst"]], xj)
    moved = per_job(x["data_gb"], xj)

    done = schedule.status == 4
    finish = schedule.finish_s
    late = done & (finish > jobs.deadline_s + 1e-9)
    r_last = schedule.region
    slo_lat = np.isfinite(jobs.latency_slo_ms) & (r_last >= 0)
    lat = np.where(r_last >= 0, world.latency_ms[jobs.origin, np.maximum(r_last, 0)], 0.0)
    lat_bad = slo_lat & (lat > jobs.latency_slo_ms)
    violated = ~done | late | lat_bad
    started = ~np.isnan(schedule.first_start_s)
    wait = np.where(started, schedule.first_start_s - jobs.submit_s, t_end - jobs.submit_s)

    carbon_kg = (carbon_g + carbon_tr_g) / 1000.0
    water = w_on + w_off
    t0 = world.start_epoch_s

    def ts(v: np.ndarray) -> pl.Series:
        us = np.where(np.isnan(v), 0, np.round((v + t0) * 1e6)).astype(np.int64)
        return pl.Series(us).cast(pl.Datetime("us", "UTC")).scatter(
            np.flatnonzero(np.isnan(v)), None)

    # string columns: gather from tiny lookup Series (index -1 = the trailing "")
    regions = pl.Series(list(world.regions) + [""])
    types = pl.Series(list(world.gpu_types) + [""])
    status_names = pl.Series(list(_STATUS_NAMES))
    table = pl.DataFrame({
        "job_id": pl.Series(jobs.job_id, dtype=pl.String),
        "origin": regions.gather(jobs.origin),
        "region": regions.gather(np.where(r_last < 0, len(world.regions), r_last)),
        "gpu_type": types.gather(np.where(schedule.gpu_type < 0, len(world.gpu_types),
                                          schedule.gpu_type)),
        "gpus": jobs.gpus,
        "status": status_names.gather(schedule.status.astype(np.int64)),
        "submit_time": ts(jobs.submit_s),
        "start_time": ts(schedule.first_start_s),
        "finish_time": ts(finish),
        "deadline": ts(jobs.deadline_s),
        "submit_s": jobs.submit_s,
        "start_s": schedule.first_start_s,
        "finish_s": finish,
        "deadline_s": jobs.deadline_s,
        "wait_s": wait,
        "segments": n_seg,
        "pauses": schedule.n_pauses,
        "gpu_hours": gpu_s / 3600.0,
        "energy_it_kwh": e_it,
        "energy_facility_kwh": e_fac,
        "energy_transfer_kwh": e_tr,
        "carbon_kg": carbon_kg,
        "carbon_embodied_kg": emb,
        "water_onsite_l": w_on,
        "water_offsite_l": w_off,
        "water_l": water,
        "energy_cost_usd": cost if has_price else np.full(J, np.nan),
        "egress_cost_usd": egress,
        "data_moved_gb": moved,
        "slo_violated": violated,
    })

    n_done = int(done.sum())
    e_cost = float(cost.sum()) if has_price else math.nan
    util = busy_gpus(schedule, world)
    cap_r = world.capacity.sum(axis=1).astype(float)
    summary: dict[str, Any] = {
        "jobs": J,
        "jobs_completed": n_done,
        "jobs_unfinished": J - n_done,
        "gpu_hours": float(gpu_s.sum() / 3600.0),
        "energy_it_kwh": float(e_it.sum()),
        "energy_facility_kwh": float(e_fac.sum()),
        "energy_transfer_kwh": float(e_tr.sum()),
        "carbon_kg": float(carbon_kg.sum()),
        "carbon_embodied_kg": float(emb.sum()),
        "water_l": float(water.sum()),
        "water_onsite_l": float(w_on.sum()),
        "water_offsite_l": float(w_off.sum()),
        "energy_cost_usd": e_cost,
        "egress_cost_usd": float(egress.sum()),
        "cost_usd": e_cost + float(egress.sum()),
        "slo_violations": int(violated.sum()),
        "slo_violation_rate": float(violated.mean()) if J else 0.0,
        "mean_wait_s": float(wait.mean()) if J else 0.0,
        "p95_wait_s": float(np.percentile(wait, 95)) if J else 0.0,
        "data_moved_gb": float(moved.sum()),
        "pue_effective": float(e_fac.sum() / e_it.sum()) if e_it.sum() > 0 else math.nan,
        "utilisation": {r: float(util[:, i].mean() / cap_r[i])
                        for i, r in enumerate(world.regions)},
    }
    return summary, table
