"""Observation encoding and action decoding, shared by the environment and the policy wrapper.

numpy only (no gymnasium, no torch): :class:`~gridshift.rl.env.GridshiftEnv` and the zoo policy
``rl-ppo-v1`` both build an :class:`Encoding` from the :class:`~gridshift.policies.api.PolicyInfo`
and turn each :class:`~gridshift.policies.api.Observation` into the same arrays, and each action
into the same :class:`~gridshift.policies.api.Decision`. Nothing here reads the World: the agent
sees exactly what a policy sees (no future actuals; forecasts as issued).

Layout (all ``float32`` unless said; every feature is clipped to ``[-CLIP, CLIP]``)
-----------------------------------------------------------------------------------
Sizes are padded so one trained network fits every scenario up to the maxima:
``M = max_jobs`` pending jobs, ``R' = max_regions`` regions, ``G' = max_gpu_types`` GPU types.

``jobs`` ``[M, 4 + R' + 3 + G' + 1 + 9]``, one row per shown pending job (zeros for padding):
    valid (1), overflow count indicator (0), origin one-hot ``[R']``, data_at != origin (1),
    kind one-hot ``[3]``, gpu_type one-hot ``[G' + 1]`` (last = any type), then
    ``gpus / 8``, ``duration_s / 3600``, ``remaining_s / 3600``, ``gpu_util``,
    ``data_gb / 100``, ``(time_s - submit_s) / 3600`` (wait so far, h),
    ``(deadline_s - time_s - remaining_s / max speed) / 3600`` (slack, h), ``interruptible``,
    ``checkpoint_s / 3600``, ``latency_slo_ms / 100`` (``-1`` where none).
    (The second column is 1 on the last shown row when jobs overflowed, else 0.)
``regions`` ``[R', 6 + 2 G' + 2 F]`` (zeros for padding regions):
    exists (1), ``carbon / 1000``, ``price / 100`` (0 if unknown), ``temp_c / 40`` (0 if
    unknown), ``pue - 1``, ``history carbon mean / 1000`` (the Observation's history window),
    ``free_gpus / capacity`` per type ``[G']``, ``queued_gpus / capacity`` per type ``[G']``,
    carbon forecast ``/ 1000`` at ``F`` lead times, price forecast ``/ 100`` at the same lead
    times (lead ``i * forecast_stride`` steps, ``i = 1..F``; the last available value past the
    horizon; 0 where the scenario issues no forecast).
``time`` ``[5]``: ``time_s / window``, sin and cos of the UTC hour of day, number of pending
    jobs ``/ M`` (>1 when some are not shown), running jobs ``/ 1000``.
``action_mask`` ``int8 [M, R' + 1]``: 1 where the action is allowed. Column ``R'`` is
    *defer*. A real region is allowed when it exists and can ever host the job (capacity of the
    job's GPU type, or of some type for an any-type job, >= its GPUs) and, for inference jobs,
    when its latency from the origin is within the job's ``latency_slo_ms``. Padding rows allow
    only defer.

Actions
-------
Per job (``MultiDiscrete([R' + 1] * M)``): ``a[i] < R'`` places shown job ``i`` in region
``a[i]``; ``a[i] == R'`` defers it. Batch (``Discrete(R' + 1)``): the one choice applies to every
shown job.

Rules applied identically in the env and in the policy wrapper
    * **Masked choices**: a job whose chosen region is not allowed by the mask runs at its origin
      (the ``local-now-v1`` choice; the origin is assumed able to host it, as ``local-now-v1``
      assumes).
    * **Overflow**: only the first ``M`` pending jobs in Observation order are shown (older
      pending jobs first, then new arrivals); the rest are sent to their origin now
      (``overflow="origin"``, the default) or deferred to the next epoch (``overflow="defer"``).
    * The agent never pauses running jobs (``Decision.pause`` is always empty) and lets the
      simulator pick the GPU type for any-type jobs.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from gridshift.policies.api import DEFER, JOB_KINDS, Decision, Observation, PolicyInfo
from gridshift.policies.helpers import nan_to_num

__all__ = ["CLIP", "OVERFLOW_RULES", "Encoding"]


#: Every feature is clipped to ``[-CLIP, CLIP]`` (the Box bounds of the observation space).
CLIP = 100.0
#: Rules for pending jobs beyond ``max_jobs``.
OVERFLOW_RULES = ("origin", "defer")


@dataclass(frozen=True)
class Encoding:
    """Sizes and rules of one observation/action layout (see the module docstring).

    Attributes:
        max_jobs: Pending jobs shown per epoch ``M``.
        max_regions: Regions the layout has room for ``R'``.
        max_gpu_types: GPU types the layout has room for ``G'``.
        forecast_points: Forecast lead times ``F`` per signal.
        forecast_stride: Steps between forecast lead times.
        overflow: ``"origin"`` or ``"defer"``: what happens to jobs beyond ``max_jobs``.
    """

    max_jobs: int = 32
    max_regions: int = 8
    max_gpu_types: int = 4
    forecast_points: int = 6
    forecast_stride: int = 4
    overflow: str = "origin"

    def __post_init__(self) -> None:
        if self.overflow not in OVERFLOW_RULES:
            raise ValueError(f"overflow must be one of {OVERFLOW_RULES}, not {self.overflow!r}")
        for name in ("max_jobs", "max_regions", "max_gpu_types", "forecast_stride"):
            if int(getattr(self, name)) < 1:
                raise ValueError(f"{name} must be >= 1")
        if self.forecast_points < 0:
            raise ValueError("forecast_points must be >= 0")

    # ------------------------------------------------------------------ sizes
    @property
    def job_features(self) -> int:
        """Columns of ``jobs``."""
        return 2 + self.max_regions + 1 + len(JOB_KINDS) + self.max_gpu_types + 1 + 10

    @property
    def region_features(self) -> int:
        """Columns of ``regions``."""
        return 6 + 2 * self.max_gpu_types + 2 * self.forecast_points

    @property
    def defer_action(self) -> int:
        """The action index meaning *defer*."""
        return self.max_regions

    def check_fits(self, info: PolicyInfo) -> None:
        """Raise ``ValueError`` if the scenario has more regions or GPU types than the layout."""
        if info.n_regions > self.max_regions:
            raise ValueError(f"scenario {info.scenario_id} has {info.n_regions} regions; this "
                             f"layout has room for max_regions={self.max_regions}")
        if len(info.gpu_types) > self.max_gpu_types:
            raise ValueError(f"scenario {info.scenario_id} has {len(info.gpu_types)} GPU types; "
                             f"this layout has room for max_gpu_types={self.max_gpu_types}")

    # ------------------------------------------------------------------ observation
    def allowed(self, info: PolicyInfo, obs: Observation) -> np.ndarray:
        """``[N, R]`` bool: region ``r`` may host pending job ``i`` (see the module docstring)."""
        jobs = obs.jobs
        cap = np.asarray(info.capacity)  # [R, G]
        gt = jobs.gpu_type
        cap_job = np.where(gt[:, None] >= 0, cap[:, np.maximum(gt, 0)].T,
                           cap.max(axis=1)[None, :])  # [N, R]
        ok = cap_job >= jobs.gpus[:, None]
        slo = np.where(np.isnan(jobs.latency_slo_ms), np.inf, jobs.latency_slo_ms)
        ok &= np.asarray(info.latency_ms)[jobs.origin] <= slo[:, None]
        return ok

    def encode(self, info: PolicyInfo, obs: Observation, allowed: np.ndarray | None = None
               ) -> dict[str, np.ndarray]:
        """The observation arrays of one epoch (see the module docstring).

        ``allowed``: :meth:`allowed` of this ``obs`` when the caller has it already (the
        policy wrapper computes it once for :meth:`encode` and :meth:`decode`).
        """
        M, Rp, Gp = self.max_jobs, self.max_regions, self.max_gpu_types
        R, G = info.n_regions, len(info.gpu_types)
        t = float(obs.time_s)
        jobs = obs.jobs
        n = min(len(jobs), M)
        sl = slice(0, n)

        J = np.zeros((M, self.job_features), dtype=np.float64)
        if n:
            c = 0
            J[sl, c] = 1.0
            J[n - 1, c + 1] = 1.0 if len(jobs) > M else 0.0
            c += 2
            J[np.arange(n), c + jobs.origin[sl]] = 1.0
            c += Rp
            J[sl, c] = (jobs.data_at[sl] != jobs.origin[sl]).astype(np.float64)
            c += 1
            J[np.arange(n), c + jobs.kind[sl]] = 1.0
            c += len(JOB_KINDS)
            gt = jobs.gpu_type[sl]
            J[np.arange(n), c + np.where(gt >= 0, gt, Gp)] = 1.0
            c += Gp + 1
            vmax = float(np.max(info.gpu_speed))
            slo = jobs.latency_slo_ms[sl]
            J[sl, c:c + 10] = np.stack([
                jobs.gpus[sl] / 8.0,
                jobs.duration_s[sl] / 3600.0,
                jobs.remaining_s[sl] / 3600.0,
                jobs.gpu_util[sl],
                jobs.data_gb[sl] / 100.0,
                (t - jobs.submit_s[sl]) / 3600.0,
                (jobs.deadline_s[sl] - t - jobs.remaining_s[sl] / vmax) / 3600.0,
                jobs.interruptible[sl].astype(np.float64),
                jobs.checkpoint_s[sl] / 3600.0,
                np.where(np.isnan(slo), -1.0, slo / 100.0),
            ], axis=1)

        Rg = np.zeros((Rp, self.region_features), dtype=np.float64)
        cap = np.asarray(info.capacity, dtype=np.float64)
        capd = np.where(cap > 0, cap, 1.0)
        Rg[:R, 0] = 1.0
        Rg[:R, 1] = obs.carbon_gco2_per_kwh / 1000.0
        Rg[:R, 2] = nan_to_num(obs.price_usd_per_mwh) / 100.0
        Rg[:R, 3] = nan_to_num(obs.temp_c) / 40.0
        Rg[:R, 4] = obs.pue - 1.0
        Rg[:R, 5] = np.asarray(obs.history_carbon_gco2_per_kwh).mean(axis=1) / 1000.0
        Rg[:R, 6:6 + G] = np.where(cap > 0, obs.free_gpus / capd, 0.0)
        Rg[:R, 6 + Gp:6 + Gp + G] = np.where(cap > 0, obs.queued_gpus / capd, 0.0)
        F = self.forecast_points
        if F:
            c0 = 6 + 2 * Gp
            for k, (name, scale) in enumerate((("carbon_gco2_per_kwh", 1000.0),
                                               ("price_usd_per_mwh", 100.0))):
                fc = getattr(obs.forecast, name) if info.horizon_steps > 0 else None
                if fc is None:
                    continue
                fc = np.asarray(fc, dtype=np.float64)
                lead = np.minimum(np.arange(1, F + 1) * self.forecast_stride, fc.shape[1] - 1)
                Rg[:R, c0 + k * F:c0 + (k + 1) * F] = nan_to_num(fc[:, lead]) / scale

        hour = ((info.start_epoch_s + t) % 86400.0) / 3600.0
        T = np.array([t / (info.n_steps * info.step_s), np.sin(2 * np.pi * hour / 24),
                      np.cos(2 * np.pi * hour / 24), len(jobs) / M,
                      int(np.asarray(obs.running.started).sum()) / 1000.0])

        mask = np.zeros((M, Rp + 1), dtype=np.int8)
        mask[:, Rp] = 1
        if n:
            mask[:n, :R] = (self.allowed(info, obs) if allowed is None else allowed)[sl]
        return {
            "jobs": np.clip(J, -CLIP, CLIP).astype(np.float32),
            "regions": np.clip(Rg, -CLIP, CLIP).astype(np.float32),
            "time": np.clip(T, -CLIP, CLIP).astype(np.float32),
            "action_mask": mask,
        }

    # ------------------------------------------------------------------ action
    def decode(self, info: PolicyInfo, obs: Observation, action: np.ndarray | int,
               batch: bool = False, allowed: np.ndarray | None = None) -> Decision:
        """The :class:`Decision` an action means (rules in the module docstring).

        Args:
            info: The scenario's static facts.
            obs: The Observation the action answers.
            action: ``[M]`` integers (per job) or one integer (``batch=True``).
            batch: Whether ``action`` is the batch-level choice.
            allowed: :meth:`allowed` of ``obs`` if already computed.
        """
        jobs = obs.jobs
        N = len(jobs)
        M, Rp = self.max_jobs, self.max_regions
        n = min(N, M)
        if batch:
            a = np.full(n, int(np.asarray(action).reshape(-1)[0]), dtype=np.int64)
        else:
            a = np.asarray(action, dtype=np.int64).reshape(-1)
            if a.shape[0] != M:
                raise ValueError(f"expected {M} actions (one per job slot), got {a.shape[0]}")
            a = a[:n]
        origin = jobs.origin.astype(np.int64)
        region = np.empty(N, dtype=np.int64)
        if n:
            ok = (self.allowed(info, obs) if allowed is None else allowed)[:n]
            choice = np.minimum(a, Rp)
            defer = choice == Rp
            real = (choice >= 0) & (choice < info.n_regions)
            valid = real & ok[np.arange(n), np.where(real, choice, 0)]
            region[:n] = np.where(defer, DEFER, np.where(valid, choice, origin[:n]))
        if N > n:
            region[n:] = origin[n:] if self.overflow == "origin" else DEFER
        return Decision(region=region)
