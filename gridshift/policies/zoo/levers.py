"""Policies of the operator levers (docs/levers-elastic.md): elastic scaling and power capping.

Both keep every job at home (where its data is) and start it now, as ``local-now-v1`` does;
they differ from it only through the levers a scenario enables (``info.levers``). Without
them they *are* ``local-now-v1`` (same decisions).

References
----------
* Hanafy, W. A., Liang, Q., Bashir, N., Irwin, D., Shenoy, P. (2023). CarbonScaler: Leveraging
  Cloud Workload Elasticity for Optimizing Carbon-Efficiency. Proc. ACM Meas. Anal. Comput.
  Syst. 7(3) (SIGMETRICS 2024), Sec. 3: the greedy carbon-scaling algorithm — split a job's
  work into (time slot, k-th server) units, each worth its marginal throughput per unit of
  carbon ``marginal capacity / carbon intensity``; take the best units until the work is
  covered by the deadline; run each slot on the servers taken there; re-plan every slot.
* You, J., Chung, J.-W., Chowdhury, M. (2023). Zeus, NSDI; McDonald et al. (2022),
  arXiv:2205.09646: a lower GPU power limit costs less speed than energy, so lowering it when
  the grid is dirty and raising it when clean moves energy to cleaner hours.
"""

from __future__ import annotations

import numpy as np

from gridshift import _libm
from gridshift.policies.api import Decision, Observation, PolicyInfo
from gridshift.policies.zoo._common import forecast_carbon
from gridshift.policies.zoo._warm import Warmed

__all__ = ["CarbonPowerCap", "CarbonScaler"]


def _home(obs: Observation) -> np.ndarray:
    return obs.jobs.data_at.astype(np.int64)


def _amdahl(n: np.ndarray, s: np.ndarray) -> np.ndarray:
    return 1.0 / (s + (1.0 - s) / np.maximum(n, 1))


class CarbonScaler(Warmed):
    """CarbonScaler's marginal-capacity scaling of elastic jobs at home (Hanafy et al. 2023).

    Every epoch (re-planning every ``replan_steps``), for each elastic job (pending, or running
    and started), its remaining work is split into units: per forecast slot until its deadline
    (slots beyond the forecast horizon at the forecast's mean), one *base* unit of ``min_gpus``
    GPUs and one unit per further GPU up to ``max_gpus``, each worth its work (Amdahl rate of
    the scenario's scaling model, ``info.serial_fraction``) per gram of carbon (slot intensity
    times GPUs). The best units are taken until ``(1 + margin)`` times the work is covered; the
    GPUs taken in the current slot are the job's count now (for a pending job at most the GPUs
    free at home and not queued for, at least ``min_gpus``): a pending job whose base unit is
    not taken now is deferred, a running job is rescaled (at least ``min_gpus``) when its count
    changes, paying its checkpoint-restart, and only where the remaining run is longer than
    ``min_run_per_rescale`` rescale costs. Scale-ups take only GPUs free at home after this
    epoch's scale-downs and not waited for by queued jobs. Rigid jobs, and every job without
    ``[levers] elastic``, run at home now.

    Args:
        margin: Extra work planned for, as a fraction (rescale costs, forecast error).
        replan_steps: Epochs between rescales of a running job (0 = about one hour).
        max_slots: Most slots planned ahead per job [epochs].
        min_run_per_rescale: A running job is rescaled only if its remaining run is at least
            this many times its rescale cost.
    """

    id = "carbon-scaler-v1"
    family = "levers"
    description = ("CarbonScaler: scale elastic jobs by marginal work per marginal carbon over "
                   "the forecast (up when clean, down when dirty)")
    citation = "Hanafy et al. 2023, CarbonScaler, Proc. ACM Meas. Anal. Comput. Syst. 7(3) Sec. 3"

    def __init__(self, margin: float = 0.1, replan_steps: int = 0, max_slots: int = 192,
                 min_run_per_rescale: float = 4.0) -> None:
        self.margin = margin
        self.replan_steps = replan_steps
        self.max_slots = max_slots
        self.min_run_per_rescale = min_run_per_rescale

    def reset(self, info: PolicyInfo) -> None:
        super().reset(info)
        self._elastic = "elastic" in info.levers
        self._every = int(self.replan_steps) or max(1, int(round(3600 / info.step_s)))
        # what a job declared (kind, own gpus, checkpoint), remembered from its pending rows:
        # obs.running does not repeat them
        self._kind = np.zeros(0, dtype=np.int64)
        self._n0 = np.zeros(0, dtype=np.int64)
        self._ckpt = np.zeros(0)
        self._rescales = 0

    def _remember(self, obs: Observation) -> None:
        j = obs.jobs
        if not len(j):
            return
        top = int(j.job_id.max()) + 1
        if top > self._kind.size:
            grow = max(top, 2 * self._kind.size)
            for name in ("_kind", "_n0", "_ckpt"):
                a = getattr(self, name)
                b = np.zeros(grow, dtype=a.dtype)
                b[: a.size] = a
                setattr(self, name, b)
        ids = j.job_id.astype(np.int64)
        self._kind[ids] = j.kind
        self._n0[ids] = j.gpus
        self._ckpt[ids] = j.checkpoint_s

    def _plan(self, obs: Observation, region: np.ndarray, speed: np.ndarray,
              work_s: np.ndarray, deadline_s: np.ndarray, lo: np.ndarray, hi: np.ndarray,
              n0: np.ndarray, kind: np.ndarray, overhead_s: np.ndarray | float = 0.0
              ) -> tuple[np.ndarray, np.ndarray]:
        """GPUs taken in the current slot per job (0 = none), never fewer than the count that
        alone meets the deadline (a plan must not rely on a later scale-up, which may find no
        free GPUs), and whether the plan is feasible.

        Columnar over the jobs: ``[N, S, K]`` units (slots x (base + extra GPUs)).
        """
        info = self.info
        step = float(info.step_s)
        fc = forecast_carbon(obs)[region]  # [N, H]
        H = fc.shape[1]
        n_slots = np.clip(np.floor((deadline_s - obs.time_s) / step + 1e-9), 1,
                          int(self.max_slots)).astype(np.int64)
        S = int(n_slots.max())
        ci = np.empty((region.size, S))
        ci[:, : min(H, S)] = fc[:, : min(H, S)]
        if S > H:
            ci[:, H:] = fc.mean(axis=1, keepdims=True)
        ci = np.maximum(ci, 1e-9)
        slot_ok = np.arange(S)[None, :] < n_slots[:, None]  # [N, S]
        sig = np.asarray(info.serial_fraction)[kind]
        K = int((hi - lo).max()) + 1
        k = np.arange(K)[None, :]
        n_at = lo[:, None] + k  # GPUs after taking unit k (unit 0 = the base of lo GPUs)
        rate = speed[:, None] * _amdahl(n_at, sig[:, None]) / _amdahl(n0, sig)[:, None]
        prev = np.concatenate([np.zeros((region.size, 1)), rate[:, :-1]], axis=1)
        work_u = (rate - prev) * step  # [N, K] reference seconds per slot of each unit
        gpus_u = np.where(k == 0, lo[:, None], 1)  # GPUs each unit adds
        unit_ok = k <= (hi - lo)[:, None]
        value = work_u[:, None, :] / (ci[:, :, None] * gpus_u[:, None, :])  # [N, S, K]
        ok = slot_ok[:, :, None] & unit_ok[:, None, :]
        value = np.where(ok, value, -np.inf).reshape(region.size, -1)
        work = np.where(ok, np.broadcast_to(work_u[:, None, :], ok.shape), 0.0).reshape(
            region.size, -1)
        order = np.argsort(-value, axis=1, kind="stable")
        w_sorted = np.take_along_axis(work, order, axis=1)
        before = np.cumsum(w_sorted, axis=1) - w_sorted
        need = work_s * (1.0 + float(self.margin))
        taken_sorted = before < need[:, None]
        taken = np.zeros_like(taken_sorted)
        np.put_along_axis(taken, order, taken_sorted, axis=1)
        taken = taken.reshape(region.size, S, K) & ok
        now = taken[:, 0, :]  # [N, K]
        n_now = np.where(now[:, 0], lo + now[:, 1:].sum(axis=1), 0)
        feasible = work.sum(axis=1) >= need
        left_s = deadline_s - obs.time_s - overhead_s
        alone = (rate * left_s[:, None] >= need[:, None]) & unit_ok  # [N, K]: n_at alone meets
        n_req = np.where(alone.any(axis=1), lo + np.argmax(alone, axis=1), hi)
        # defer only where waiting a slot still leaves a count that meets the deadline alone
        wait_ok = (rate * (left_s - step)[:, None] >= need[:, None]) & unit_ok
        n_now = np.where((n_now > 0) | ~wait_ok.any(axis=1), np.maximum(n_now, n_req), 0)
        return n_now, feasible

    def decide(self, obs: Observation) -> Decision:
        j = obs.jobs
        n = len(j)
        region = _home(obs)
        if not self._elastic:
            return Decision(region=region)
        self._remember(obs)
        info = self.info
        gpus = np.full(n, -1, dtype=np.int64)
        elastic = (j.max_gpus > j.min_gpus) if n else np.zeros(0, dtype=bool)
        if elastic.any():
            e = np.flatnonzero(elastic)
            g = j.gpu_type[e]
            # a job of any type: plan on the slowest type installed at home (conservative)
            inst = info.capacity[region[e]] > 0
            slow = np.where(inst, info.gpu_speed[None, :], np.inf).min(axis=1)
            speed = np.where(g >= 0, info.gpu_speed[np.maximum(g, 0)], slow)
            n_now, feas = self._plan(obs, region[e], speed, j.remaining_s[e], j.deadline_s[e],
                                     j.min_gpus[e].astype(np.int64),
                                     j.max_gpus[e].astype(np.int64),
                                     j.gpus[e].astype(np.int64), j.kind[e])
            n_now = np.where(feas, n_now, j.max_gpus[e])
            # no more GPUs than are free at home now (a larger count would only queue), but
            # at least min_gpus
            ok_t = (g[:, None] < 0) | (g[:, None] == np.arange(len(info.gpu_types))[None, :])
            room = np.where(ok_t, obs.free_gpus[region[e]] - obs.queued_gpus[region[e]],
                            0).max(axis=1)
            n_now = np.where(n_now > 0, np.clip(np.minimum(n_now, room), j.min_gpus[e],
                                                j.max_gpus[e]), 0)
            region[e[n_now == 0]] = -1  # not now: wait for a cleaner slot
            gpus[e] = np.where(n_now > 0, n_now, -1)
        rescale, rescale_gpus = self._rescale(obs)
        return Decision(region=region, gpus=gpus, rescale=rescale, rescale_gpus=rescale_gpus)

    def _rescale(self, obs: Observation) -> tuple[np.ndarray, np.ndarray]:
        rj = obs.running
        none = np.zeros(0, dtype=np.int64)
        if obs.step % self._every or not len(rj) or obs.running_min_gpus is None:
            return none, none
        lo = obs.running_min_gpus.astype(np.int64)
        hi = obs.running_max_gpus.astype(np.int64)
        ids = rj.job_id.astype(np.int64)
        known = ids < self._kind.size
        cand = np.flatnonzero(rj.started & (hi > lo) & known)
        if cand.size == 0:
            return none, none
        info = self.info
        ids_c = ids[cand]
        g = rj.gpu_type[cand].astype(np.int64)
        n_cur = rj.gpus[cand].astype(np.int64)
        n0 = self._n0[ids_c]
        kind = self._kind[ids_c]
        sig = np.asarray(info.serial_fraction)[kind]
        cost = self._ckpt[ids_c] + float(info.rescale_overhead_s or 0.0)
        n_now, feas = self._plan(obs, rj.region[cand].astype(np.int64), info.gpu_speed[g],
                                 rj.remaining_s[cand], rj.deadline_s[cand], lo[cand], hi[cand],
                                 n0, kind, cost)
        want = np.where(feas, np.maximum(n_now, lo[cand]), hi[cand])
        # worth a checkpoint-restart only if the run left is long against its cost
        run_left = rj.remaining_s[cand] / (info.gpu_speed[g] * _amdahl(n_cur, sig)
                                           / _amdahl(n0, sig))
        go = (want != n_cur) & (run_left >= float(self.min_run_per_rescale) * np.maximum(
            cost, info.step_s / 10))
        if not go.any():
            return none, none
        cand, want, n_cur = cand[go], want[go], n_cur[go]
        # scale-ups only into GPUs free at home after the scale-downs of this epoch
        G = len(info.gpu_types)
        pool = rj.region[cand].astype(np.int64) * G + rj.gpu_type[cand].astype(np.int64)
        delta = want - n_cur
        # (GPUs the queue is waiting for are not free to take: scaling up never delays it)
        free = np.maximum(obs.free_gpus - obs.queued_gpus, 0).reshape(-1).astype(
            np.int64) + np.bincount(
            pool, weights=np.maximum(-delta, 0), minlength=obs.free_gpus.size).astype(np.int64)
        up = np.flatnonzero(delta > 0)
        keep = np.ones(cand.size, dtype=bool)
        if up.size:
            o = up[np.lexsort((up, pool[up]))]
            csum = np.cumsum(delta[o])
            first = np.r_[True, pool[o][1:] != pool[o][:-1]]
            start = np.maximum.accumulate(np.where(first, np.arange(o.size), 0))
            used = csum - np.where(start > 0, csum[start - 1], 0)
            keep[o[used > free[pool[o]]]] = False
        self._rescales += int(keep.sum())
        return ids[cand[keep]], want[keep].astype(np.int64)

    def state(self) -> dict[str, int]:
        """Rescales asked for."""
        return {"rescales_asked": int(getattr(self, "_rescales", 0))}


class CarbonPowerCap(Warmed):
    """Lower the GPU power limit of a pool while its grid is dirtier than forecast, within
    deadlines (Zeus; McDonald et al. 2022).

    Jobs run at home now (``local-now-v1``). With ``[levers] power_capping``, each epoch each
    pool whose GPU type has a power-limit range is capped at ``cap_fraction`` of its highest
    limit (at least its lowest) when the region's current carbon intensity exceeds ``(1 +
    margin)`` times the mean of its forecast over the horizon, and uncapped otherwise, unless a
    running job of the pool would then miss its deadline at the slowest speed the cap allows
    (``(cap / max_w) ** info.cap_throughput_exponent``, a lower bound whatever the job's use).

    Args:
        cap_fraction: The lowered limit as a fraction of the type's highest limit.
        margin: How much dirtier than the forecast mean the grid must be [-].
    """

    id = "carbon-power-cap-v1"
    family = "levers"
    description = ("Cap GPU power in pools whose grid is dirtier than its forecast mean, "
                   "unless a running job would miss its deadline")
    citation = ("You et al. 2023, Zeus (NSDI); McDonald et al. 2022, arXiv:2205.09646 "
                "(power capping saves more energy than time)")

    def __init__(self, cap_fraction: float = 0.6, margin: float = 0.0) -> None:
        self.cap_fraction = cap_fraction
        self.margin = margin

    def reset(self, info: PolicyInfo) -> None:
        super().reset(info)
        self._on = "power_capping" in info.levers

    def decide(self, obs: Observation) -> Decision:
        region = _home(obs)
        if not self._on:
            return Decision(region=region)
        info = self.info
        assert info.power_limit_min_w is not None and info.power_limit_max_w is not None
        lo, hi = info.power_limit_min_w, info.power_limit_max_w
        cap_g = np.maximum(lo, float(self.cap_fraction) * hi)  # NaN where not cappable
        fc = forecast_carbon(obs)
        dirty = obs.carbon_gco2_per_kwh > (1.0 + float(self.margin)) * fc.mean(axis=1)  # [R]
        R, G = info.capacity.shape
        cap = np.where(dirty[:, None] & ~np.isnan(cap_g)[None, :], cap_g[None, :], np.nan)
        rj = obs.running
        if len(rj):
            g = rj.gpu_type.astype(np.int64)
            r = rj.region.astype(np.int64)
            e = float(info.cap_throughput_exponent or 1.0)
            f = np.where(np.isnan(cap[r, g]), 1.0,  # ** as the C library's pow (_libm)
                         _libm.power(np.nan_to_num(cap[r, g]) / info.gpu_max_w[g], e))
            f = np.minimum(f, 1.0)
            late = obs.time_s + rj.remaining_s / (info.gpu_speed[g] * f) > rj.deadline_s
            on_time_now = obs.time_s + rj.remaining_s / info.gpu_speed[g] <= rj.deadline_s
            bad = late & on_time_now  # only where the cap itself would cause the miss
            if bad.any():
                cap[r[bad], g[bad]] = np.nan
        return Decision(region=region, power_cap_w=cap.reshape(R, G))

