"""Capacity events: outages and grid demand response at epochs (docs/workloads.md).

Rules (the tables: :mod:`gridshift.workloads.events`). An event takes effect at the first
epoch at or after its start and ends at the first epoch at or after its end (an event that
starts and ends between two epochs has no effect).

* **Outage** of a region (every pool) or of one pool: at its first epoch every job running
  there stops. An interruptible job loses the work since its last periodic checkpoint
  (:func:`~gridshift.workloads.events.lost_work_s`, ``[events] checkpoint_interval_s``) and
  pays its ``checkpoint_s`` when it resumes; a job that is not interruptible loses its whole
  run and restarts from the beginning. Both are pending again at once (the policy sees them
  this epoch), their data where they ran. Until the outage ends the pool has no free GPUs
  (jobs queued there wait). Each lost interval is recorded (``lost``): GPU-hours and their
  carbon (:meth:`CapacityEvents.lost_metrics`).
* **Demand response** at a site with ``cap_fraction``: until it ends, the site may use at most
  ``floor(cap_fraction * capacity)`` GPUs of each pool (the power cap, as a share of the GPU
  peak ``sum(capacity * max_w)``, met by holding GPUs back); running jobs are not stopped, so
  the GPUs are taken back as they free up. Compliance (the share of the window the site's IT
  power is under the cap) is measured on the schedule: :func:`demand_response_metrics`.

Interface (:class:`CapacityEvents`, constructed only with ``[events]``): ``begin(ep)`` after
the completions and arrivals (numpy over the events' ``(event, pool)`` pairs, only at the
epochs where one starts or ends; the GPU hold every epoch); ``observe(ep, vals)`` adds
``event_held_gpus`` ``[R, G]`` and ``dr_cap_fraction`` ``[R]``. The numpy queue only
(``Simulator.jit = False``); not with the elastic or power-capping levers (the scenario
parser refuses ``[events]`` with them).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import numpy as np

from gridshift.sim.engine.state import PENDING, RUNNING, Epoch, Mechanism, State
from gridshift.workloads.events import OUTAGE, EventTable, lost_work_s

__all__ = ["CapacityEvents", "demand_response_metrics", "mechanism"]


class CapacityEvents(Mechanism):
    """Outages and demand-response windows (see the module docstring).

    The events are unrolled once into ``(event, pool)`` pairs (a region event has one pair
    per pool of the region); an epoch at which events start or end sums their pairs with
    ``np.bincount`` and evicts from the union of the pools that go out, so no epoch loops
    over events in Python.

    Args:
        st: The run's state.
        log: The segment log.
        queue: The (numpy) queue.
        events: The events.
        checkpoint_interval_s: ``[events] checkpoint_interval_s``.
    """

    def __init__(self, st: State, log: Any, queue: Any, events: EventTable,
                 checkpoint_interval_s: float = 3600.0) -> None:
        if getattr(queue, "compiled", False):
            raise RuntimeError("capacity events run on the numpy queue: set Simulator.jit = "
                               "False (docs/workloads.md)")
        if st.levers is not None:  # the scenario parser refuses [events] with [levers] on
            raise RuntimeError("capacity events are not supported with [levers] elastic or "
                               "power_capping (docs/workloads.md)")
        self.st, self.log, self.queue, self.ev = st, log, queue, events
        self.interval = float(checkpoint_interval_s)
        step, G = st.step, st.G
        k_on = np.ceil(events.start_s / step).astype(np.int64)
        k_off = np.ceil(events.end_s / step).astype(np.int64)
        self.cap = st.world.capacity.reshape(-1).astype(np.int64)
        # the (event, pool) pairs of the events that last at least one epoch
        live = np.flatnonzero(k_on < k_off)
        whole = events.gpu_type[live] < 0
        n = np.where(whole, G, 1)
        ev = np.repeat(live, n)
        within = np.arange(int(n.sum())) - np.repeat(np.cumsum(n) - n, n)
        gt = events.gpu_type[ev]
        self.p_pool = events.region[ev] * G + np.where(gt >= 0, gt, within)
        self.p_on, self.p_off = k_on[ev], k_off[ev]
        self.p_out = events.kind[ev] == OUTAGE
        cap_p = self.cap[self.p_pool]
        keep = np.floor(np.where(self.p_out, 0.0, events.cap_fraction[ev]) * cap_p + 1e-9)
        self.p_dr = np.where(self.p_out, 0, cap_p - keep.astype(np.int64))  # GPUs held back
        self.p_ev = ev
        # the epochs at which any event starts or ends
        self.change = np.zeros(int(max(k_off.max(initial=0), 0)) + 1, dtype=bool)
        self.change[k_on[live]] = True
        self.change[k_off[live]] = True
        self.dr_on = np.zeros(len(events), dtype=bool)  # demand responses in force
        self.dr_frac = np.full(st.R, np.nan)  # the lowest cap in force per site (observed)
        self.outages = np.zeros(st.P, dtype=np.int64)  # active outages per pool
        self.dr_hold = np.zeros(st.P, dtype=np.int64)  # GPUs demand response holds back
        self.taken = np.zeros(st.P, dtype=np.int64)  # GPUs held off the free count now
        self.lost: dict[str, list[Any]] = {k: [] for k in (
            "job", "region", "gpu_type", "gpus", "start_s", "end_s")}

    def begin(self, ep: Epoch) -> None:
        """Events ending and starting at this epoch; hold the GPUs they take."""
        k = ep.k
        if k < self.change.size and self.change[k]:
            self._switch(k, ep.t)
        self._hold()

    def _switch(self, k: int, t: float) -> None:
        """Apply the events that end and start at epoch ``k``; evict from the pools that go
        out now."""
        P = self.st.P
        on, off = self.p_on == k, self.p_off == k
        out, pool = self.p_out, self.p_pool
        d = on.astype(np.int64) - off.astype(np.int64)
        self.outages += np.bincount(pool[out], weights=d[out], minlength=P).astype(np.int64)
        self.dr_hold += np.bincount(pool[~out], weights=(d * self.p_dr)[~out],
                                    minlength=P).astype(np.int64)
        dr = ~out & (on | off)
        if dr.any():
            self.dr_on[self.p_ev[dr & on]] = True
            self.dr_on[self.p_ev[dr & off]] = False
            i = np.flatnonzero(self.dr_on)
            self.dr_frac[:] = np.nan
            np.fmin.at(self.dr_frac, self.ev.region[i], self.ev.cap_fraction[i])
        down = on & out
        if down.any():
            self._evict(t, np.unique(pool[down]))

    def _hold(self) -> None:
        """Move ``taken`` toward the target (all of a pool in an outage, else the demand
        response's share, at most the capacity), taking only GPUs that are free."""
        st = self.st
        target = np.where(self.outages > 0, self.cap, np.minimum(self.dr_hold, self.cap))
        give = np.maximum(self.taken - target, 0)
        take = np.minimum(np.maximum(target - self.taken, 0), np.maximum(st.free + give, 0))
        st.free += give - take
        self.taken += take - give

    def observe(self, ep: Epoch, vals: dict[str, Any], *_: Any) -> None:
        """``event_held_gpus`` ``[R, G]`` (the GPUs the events hold off now) and
        ``dr_cap_fraction`` ``[R]`` (the lowest demand-response cap in force, NaN none)."""
        st = self.st
        for name, a in (("event_held_gpus", self.taken.reshape(st.R, st.G)),
                        ("dr_cap_fraction", self.dr_frac)):
            a = np.array(a, copy=True)
            a.setflags(write=False)
            vals[name] = a

    def _evict(self, t: float, pools: np.ndarray) -> None:
        """Stop every job running in ``pools`` at ``t``; record what they lose."""
        st = self.st
        run = np.flatnonzero(st.status == RUNNING)
        v = run[np.isin(st.region[run] * st.G + st.gtype[run], pools)]
        if not v.size:
            return
        jobs = st.jobs
        intr = jobs.interruptible[v]
        elapsed = np.maximum(t - st.seg_start[v] - st.seg_pen[v], 0.0)
        lost = lost_work_s(elapsed, intr, self.interval)
        done = elapsed - lost
        st.remaining[v] = np.where(intr, np.maximum(st.remaining[v] - done * st.rate(v), 0.0),
                                   jobs.duration_s[v])
        st.penalty[v] = np.where(intr, jobs.checkpoint_s[v], 0.0)
        self.log.stop(st.cur_seg[v], np.maximum(t, st.seg_start[v]))
        pool = st.region[v] * st.G + st.gtype[v]
        st.free += np.bincount(pool, weights=st.gpus[v], minlength=st.P).astype(np.int64)
        st.data_at[v] = st.region[v]
        st.status[v] = PENDING
        st.end_s[v] = np.inf
        self.queue.drop_paused()
        st.pending = np.concatenate([st.pending, v]) if st.pending.size else v
        lo = t - lost
        for k, a in (("job", v), ("region", st.region[v]), ("gpu_type", st.gtype[v]),
                     ("gpus", st.gpus[v]), ("start_s", lo), ("end_s", np.full(v.size, t))):
            self.lost[k].append(np.array(a, copy=True))

    def lost_table(self) -> dict[str, np.ndarray]:
        """The run time outages destroyed: one row per evicted job."""
        return {k: (np.concatenate(v) if v else np.empty(0)) for k, v in self.lost.items()}

    def lost_metrics(self, world: Any) -> dict[str, float]:
        """``outage_lost_gpu_hours`` and ``outage_lost_carbon_kg``: the GPU-hours outages
        destroyed and the carbon their energy emitted (each job's IT power, as the accounting
        charges it, times PUE, integrated over the lost interval with the grid's intensity).
        """
        from gridshift.sim.accounting import step_integral
        from gridshift.sim.power import job_power_w

        lt = self.lost_table()
        if not lt["job"].size:
            return {"outage_evictions": 0.0, "outage_lost_gpu_hours": 0.0,
                    "outage_lost_carbon_kg": 0.0}
        job = lt["job"].astype(np.int64)
        gt = lt["gpu_type"].astype(np.int64)
        gpus = lt["gpus"].astype(np.int64)
        hours = gpus * (lt["end_s"] - lt["start_s"]) / 3600.0
        rows = world.sim_rows
        x = world.carbon[rows] * world.pue[rows]  # gCO2/kWh x PUE per step and region
        g_s = step_integral(x, float(world.step_s), lt["region"].astype(np.int64),
                            lt["start_s"], lt["end_s"])
        kg = job_power_w(world, job, gt, gpus) * g_s / 3.6e9  # W s gCO2/kWh -> kg
        return {"outage_evictions": float(job.size), "outage_lost_gpu_hours": float(hours.sum()),
                "outage_lost_carbon_kg": float(kg.sum())}


def demand_response_metrics(world: Any, segments: dict[str, np.ndarray], events: EventTable
                            ) -> dict[str, float]:
    """Compliance with the demand-response windows, from the schedule's run segments.

    Per window (epoch-aligned as the mechanism applies it) at region ``r``: the cap
    ``cap_fraction * sum_g capacity[r, g] * max_w[g]`` [W]; the site's IT power from the
    jobs' segments there (``job_power_w``); compliance = the share of the window's time the
    power is at most the cap. Returns ``dr_windows``, ``dr_compliance`` (mean over windows;
    NaN without one) and ``dr_energy_it_kwh`` (the sites' IT energy inside the windows).
    """
    from gridshift.sim.power import job_power_w

    step = float(world.step_s)
    dr = np.flatnonzero(events.kind != OUTAGE)
    a_all = np.ceil(events.start_s / step) * step
    b_all = np.ceil(events.end_s / step) * step
    comp: list[float] = []
    e_kwh = 0.0
    s = segments
    for i in dr:
        a, b = float(a_all[i]), float(b_all[i])
        if not a < b:
            continue
        r = int(events.region[i])
        cap_w = float(events.cap_fraction[i] * (world.capacity[r] * world.gpu_max_w).sum())
        m = (s["region"] == r) & (s["end_s"] > a) & (s["start_s"] < b)
        p = job_power_w(world, s["job"][m].astype(np.int64), s["gpu_type"][m].astype(np.int64),
                        s["gpus"][m].astype(np.int64))
        lo, hi = np.maximum(s["start_s"][m], a), np.minimum(s["end_s"][m], b)
        cuts = np.unique(np.concatenate([[a, b], lo, hi]))
        mid = (cuts[:-1] + cuts[1:]) / 2
        pw = ((lo[None, :] <= mid[:, None]) & (hi[None, :] > mid[:, None])) @ p
        dt = np.diff(cuts)
        comp.append(float(dt[pw <= cap_w + 1e-9].sum() / (b - a)))
        e_kwh += float((pw * dt).sum() / 3.6e6)
    return {"dr_windows": float(len(comp)),
            "dr_compliance": float(np.mean(comp)) if comp else float("nan"),
            "dr_energy_it_kwh": e_kwh}


def mechanism(events: EventTable, checkpoint_interval_s: float = 3600.0
              ) -> tuple[None, Callable[[Any], CapacityEvents]]:
    """The ``(before, factory)`` pair that appends :class:`CapacityEvents` (its ``begin``
    runs after the completions and arrivals). The run needs ``Simulator.jit = False``."""
    return (None, lambda run: CapacityEvents(run.state, run.log, run.queue, events,
                                             checkpoint_interval_s))
