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

Operator levers (power capping, power-down, batteries, elastic GPU counts) are extra action
parts laid out by :class:`LeverLayout`; the placement layout above does not change with them.
"""

from __future__ import annotations

import operator
from dataclasses import dataclass
from typing import NamedTuple

import numpy as np

from gridshift import _jit
from gridshift.policies.api import DEFER, JOB_KINDS, Decision, Observation, PolicyInfo
from gridshift.policies.helpers import nan_to_num
from gridshift.rl._kernels import encode_epoch

__all__ = ["CLIP", "LEVER_ACTIONS", "OVERFLOW_RULES", "Encoding", "EncodingStatics", "LeverLayout"]


#: Every feature is clipped to ``[-CLIP, CLIP]`` (the Box bounds of the observation space).
CLIP = 100.0
#: Rules for pending jobs beyond ``max_jobs``.
OVERFLOW_RULES = ("origin", "defer")


_F8 = np.dtype(np.float64)
_I8 = np.dtype(np.int64)
_B1 = np.dtype(np.bool_)
#: Type, dtype and rank of each array the compiled encoding reads, in
#: :meth:`Encoding.encode_into`'s order: the pending jobs' columns, the regions' signals, the
#: carbon history, the GPU counts, the running jobs' ``started``.
_KERNEL_ARRAY_TYPES = (np.ndarray,) * 22
_KERNEL_DTYPES = (_I8,) * 5 + (_F8,) * 6 + (_B1,) + (_F8,) * 7 + (_I8,) * 2 + (_B1,)
_KERNEL_NDIMS = (1,) * 18 + (2, 2, 2, 1)
_dtype_of = operator.attrgetter("dtype")
_ndim_of = operator.attrgetter("ndim")
_LEADS: dict[tuple[int, int, int], np.ndarray] = {}  # (F, stride, H) -> the lead columns
_NO_FORECAST = np.zeros((0, 0), dtype=np.float64)
_NO_ALLOWED = np.zeros((0, 0), dtype=np.bool_)
_NO_LEAD = np.zeros(0, dtype=np.int64)
_NO_MEAN = np.zeros(0, dtype=np.float64)


class EncodingStatics(NamedTuple):
    """Per-scenario inputs of the compiled encoding (:meth:`Encoding.statics`)."""

    cap: np.ndarray  #: ``[R, G]`` int64 GPUs installed
    latency_ms: np.ndarray  #: ``[R, R]`` float64
    vmax: float  #: ``float(np.max(info.gpu_speed))``
    span_s: int | float  #: ``info.n_steps * info.step_s`` (the time feature's divisor)


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

        Once numba runs in the process (:func:`gridshift._jit.active`) the arrays are written
        by one compiled pass (:meth:`encode_into`), the same values; else, or where that pass
        declines, by the numpy code below (the reference).
        """
        if _jit.active():
            M, Rp = self.max_jobs, self.max_regions
            out = (np.empty((M, self.job_features), dtype=np.float32),
                   np.empty((Rp, self.region_features), dtype=np.float32),
                   np.empty(5, dtype=np.float32), np.empty((M, Rp + 1), dtype=np.int8))
            if self.encode_into(info, obs, *out, allowed=allowed):
                return dict(zip(("jobs", "regions", "time", "action_mask"), out, strict=True))
        return self._encode_numpy(info, obs, allowed)

    def _encode_numpy(self, info: PolicyInfo, obs: Observation,
                      allowed: np.ndarray | None = None,
                      dtype: type = np.float32) -> dict[str, np.ndarray]:
        """:meth:`encode` in numpy (the reference of the compiled pass); ``dtype=np.float64``
        gives the clipped features before the float32 cast (what the tests compare)."""
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
            "jobs": np.clip(J, -CLIP, CLIP).astype(dtype),
            "regions": np.clip(Rg, -CLIP, CLIP).astype(dtype),
            "time": np.clip(T, -CLIP, CLIP).astype(dtype),
            "action_mask": mask,
        }

    def statics(self, info: PolicyInfo) -> EncodingStatics | None:
        """The per-scenario inputs :meth:`encode_into` reads (compute once per scenario), or
        None where the scenario's arrays are not the dtypes the compiled pass is built for."""
        cap = np.asarray(info.capacity)
        lat = np.asarray(info.latency_ms)
        speed = np.asarray(info.gpu_speed)
        if cap.dtype != _I8 or cap.ndim != 2 or lat.dtype != _F8 or speed.size == 0:
            return None
        return EncodingStatics(np.ascontiguousarray(cap), lat, float(np.max(speed)),
                               info.n_steps * info.step_s)

    def encode_into(self, info: PolicyInfo, obs: Observation, jobs: np.ndarray,
                    regions: np.ndarray, time: np.ndarray, action_mask: np.ndarray, *,
                    allowed: np.ndarray | None = None, statics: EncodingStatics | None = None,
                    trig: dict[float, tuple[float, float]] | None = None) -> bool:
        """:meth:`encode`'s four arrays written into the given ones by one compiled pass
        (:func:`gridshift.rl._kernels.encode_epoch`): the same values, cast to each output's
        dtype (``rl-ppo-v1`` passes float32 views of its actor's input row).

        Args:
            info, obs, allowed: As for :meth:`encode`.
            jobs, regions, time, action_mask: ``[M, job_features]``, ``[R', region_features]``,
                ``[5]``, ``[M, R' + 1]`` outputs.
            statics: :meth:`statics` of ``info`` when the caller keeps it.
            trig: A dict the caller keeps to reuse the hour's sine and cosine (the values
                numpy gives, looked up by the same argument).

        Returns:
            False where the pass declines (dtypes or shapes the numpy code would treat
            otherwise, numba absent): the outputs are then undefined and the caller takes
            :meth:`encode`'s numpy path.
        """
        if not _jit.enabled() or len(JOB_KINDS) != 3:
            return False
        st = self.statics(info) if statics is None else statics
        if st is None:
            return False
        j = obs.jobs
        arrays = (j.origin, j.data_at, j.kind, j.gpus, j.gpu_type, j.duration_s, j.remaining_s,
                  j.gpu_util, j.data_gb, j.submit_s, j.deadline_s, j.interruptible,
                  j.checkpoint_s, j.latency_slo_ms, obs.carbon_gco2_per_kwh,
                  obs.price_usd_per_mwh, obs.temp_c, obs.pue, obs.history_carbon_gco2_per_kwh,
                  obs.free_gpus, obs.queued_gpus, obs.running.started)
        # exact ndarrays of the dtypes and ranks compiled for (numpy's promotion rules give
        # other dtypes other roundings; those take the numpy path)
        if (tuple(map(type, arrays)) != _KERNEL_ARRAY_TYPES
                or tuple(map(_dtype_of, arrays)) != _KERNEL_DTYPES
                or tuple(map(_ndim_of, arrays)) != _KERNEL_NDIMS):
            return False
        if allowed is not None and (type(allowed) is not np.ndarray or allowed.dtype != _B1
                                    or allowed.ndim != 2):
            return False
        hist = arrays[18]
        if hist.shape[1] == 0:  # numpy's mean warns of an empty slice: its path decides
            return False
        # the history's mean(axis=1): in the kernel where numpy's sum runs along each row in
        # order (F-ordered, two regions or more), else as numpy's mean computes it (add.reduce,
        # then a division by the count; without mean's Python wrapper)
        if hist.flags.f_contiguous and not hist.flags.c_contiguous:
            hist_mean = _NO_MEAN
        else:
            hist_mean = np.add.reduce(hist, axis=1) / np.intp(hist.shape[1])
        F = self.forecast_points
        fcs = [_NO_FORECAST, _NO_FORECAST]
        lead: np.ndarray | None = _NO_LEAD
        if F and info.horizon_steps > 0:  # carbon, then price, as the numpy code reads them
            width = -1
            for k, fc in enumerate((obs.forecast.carbon_gco2_per_kwh,
                                    obs.forecast.price_usd_per_mwh)):
                if fc is None:
                    continue
                fc = np.asarray(fc, dtype=np.float64)
                if fc.ndim != 2 or fc.shape[0] == 0 or (width >= 0 and fc.shape[1] != width):
                    return False
                width = fc.shape[1]
                fcs[k] = fc
            if width >= 0:
                lead = _LEADS.get((F, self.forecast_stride, width))
                if lead is None:
                    new = np.minimum(np.arange(1, F + 1) * self.forecast_stride, width - 1)
                    new.flags.writeable = False
                    lead = _LEADS[F, self.forecast_stride, width] = new
        t = float(obs.time_s)
        hour = ((info.start_epoch_s + t) % 86400.0) / 3600.0
        sc = None if trig is None else trig.get(hour)
        if sc is None:
            sc = (np.sin(2 * np.pi * hour / 24), np.cos(2 * np.pi * hour / 24))
            if trig is not None and len(trig) < 4096:  # one entry per step of the day
                trig[hour] = sc
        return bool(encode_epoch(
            t, st.vmax, CLIP, self.max_gpu_types, *arrays[:19], hist_mean, arrays[19],
            arrays[20], st.cap, st.latency_ms, _NO_ALLOWED if allowed is None else allowed,
            allowed is not None, fcs[0], fcs[1], lead, t / st.span_s, sc[0], sc[1],
            len(j) / self.max_jobs, arrays[21], jobs, regions, time, action_mask))

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


# ---------------------------------------------------------------------- operator levers
#: Lever parts of the action, in the order of the Dict space (each present only where the
#: scenario has the lever; see :class:`LeverLayout`).
LEVER_ACTIONS = ("power_cap", "power_on", "battery", "gpus")


@dataclass(frozen=True)
class LeverLayout:
    """The operator levers an action carries besides placement (numpy only).

    Where a scenario enables a lever, :class:`~gridshift.rl.env.GridshiftEnv` adds one part to
    its ``Dict`` action space (``"place"`` is the placement action of :class:`Encoding`) and
    one block to the ``"levers"`` observation. Every lever part is a ``float32`` Box of
    fractions, decoded into the :class:`~gridshift.policies.api.Decision` field below (values
    outside the Box are clipped to it first; padding rows and columns are ignored):

    ``power_cap`` ``[R', G']`` in ``[0, 1]`` (``[levers] power_capping``):
        ``Decision.power_cap_w = lo + f (hi - lo)`` per pool, ``lo, hi`` =
        ``info.power_limit_min_w, power_limit_max_w`` of the type (``f = 1``: the highest
        limit, i.e. uncapped; NaN = no limit for types that cannot be capped).
    ``power_on`` ``[R', G']`` in ``[0, 1]`` (``[power] power_down = true``):
        ``Decision.power_on = round(f * capacity)`` GPUs kept on per pool (GPUs in use are
        never switched off; GPUs switched on wake after ``[power] wake_s``).
    ``battery`` ``[R']`` in ``[-1, 1]`` (a site with a battery):
        ``Decision.battery_kw = f * info.battery_power_kw`` (``+`` charge, ``-`` discharge;
        0 at sites without a battery).
    ``gpus`` ``[M]`` in ``[0, 1]`` (``[levers] elastic``): shown pending job ``i`` placed now
        runs on ``round(min_gpus + f (max_gpus - min_gpus))`` GPUs (``Decision.gpus``; -1, its
        own count, for rigid, deferred and unshown jobs). Running jobs are never rescaled.

    The ``"levers"`` observation ``[R', G' + 2]`` (``float32``, clipped to ``[-CLIP, CLIP]``)
    holds the power-cap fraction in force per pool ``[G']`` (1 = no limit), the battery's
    state of charge over its capacity (0 without), and the current PV output over its peak
    ``kwp`` (0 without). The power-on state is the agent's own last ``power_on`` action (the
    Observation does not carry it), except that GPUs in use are never switched off.
    """

    power_cap: bool = False
    power_on: bool = False
    battery: bool = False
    gpus: bool = False

    @classmethod
    def of(cls, info: PolicyInfo, power_down: bool = False) -> LeverLayout:
        """The levers ``info``'s scenario enables (``power_down``: ``[power] power_down``)."""
        bat = info.battery_power_kw
        return cls(power_cap="power_capping" in info.levers, power_on=bool(power_down),
                   battery=bat is not None and bool(np.any(np.asarray(bat) > 0)),
                   gpus="elastic" in info.levers)

    @property
    def names(self) -> tuple[str, ...]:
        """The lever parts present, in :data:`LEVER_ACTIONS` order."""
        return tuple(n for n in LEVER_ACTIONS if getattr(self, n))

    def shapes(self, enc: Encoding) -> dict[str, tuple[tuple[int, ...], float, float]]:
        """``{part: (shape, low, high)}`` of each lever part's Box."""
        Rp, Gp, M = enc.max_regions, enc.max_gpu_types, enc.max_jobs
        all_ = {"power_cap": ((Rp, Gp), 0.0, 1.0), "power_on": ((Rp, Gp), 0.0, 1.0),
                "battery": ((Rp,), -1.0, 1.0), "gpus": ((M,), 0.0, 1.0)}
        return {n: all_[n] for n in self.names}

    def observe(self, enc: Encoding, info: PolicyInfo, obs: Observation) -> np.ndarray:
        """The ``"levers"`` observation ``[R', G' + 2]`` (see the class docstring)."""
        Rp, Gp = enc.max_regions, enc.max_gpu_types
        R, G = info.n_regions, len(info.gpu_types)
        out = np.zeros((Rp, Gp + 2), dtype=np.float64)
        out[:R, :G] = 1.0
        if obs.power_cap_w is not None and info.power_limit_min_w is not None:
            lo = np.broadcast_to(np.asarray(info.power_limit_min_w, float), (R, G))
            hi = np.broadcast_to(np.asarray(info.power_limit_max_w, float), (R, G))
            cap = np.asarray(obs.power_cap_w, dtype=np.float64)
            span = np.where(hi > lo, hi - lo, 1.0)
            with np.errstate(invalid="ignore"):
                f = np.where(np.isnan(cap) | np.isnan(lo), 1.0, (cap - lo) / span)
            out[:R, :G] = f
        if obs.battery_soc_kwh is not None and info.battery_energy_kwh is not None:
            e = np.asarray(info.battery_energy_kwh, dtype=np.float64)
            out[:R, Gp] = np.where(e > 0, np.asarray(obs.battery_soc_kwh) / np.where(
                e > 0, e, 1.0), 0.0)
        if obs.pv_w is not None and info.pv_kwp is not None:
            k = np.asarray(info.pv_kwp, dtype=np.float64) * 1000.0
            out[:R, Gp + 1] = np.where(k > 0, np.asarray(obs.pv_w) / np.where(k > 0, k, 1.0),
                                       0.0)
        return np.clip(nan_to_num(out), -CLIP, CLIP).astype(np.float32)

    def decode(self, enc: Encoding, info: PolicyInfo, obs: Observation,
               action: dict[str, np.ndarray], dec: Decision) -> Decision:
        """``dec`` (the placement's Decision) with the lever fields ``action`` sets."""
        R, G = info.n_regions, len(info.gpu_types)
        fields: dict[str, np.ndarray] = {}
        if self.power_cap:
            f = np.clip(np.asarray(action["power_cap"], dtype=np.float64)[:R, :G], 0.0, 1.0)
            lo = np.broadcast_to(np.asarray(info.power_limit_min_w, float), (R, G))
            hi = np.broadcast_to(np.asarray(info.power_limit_max_w, float), (R, G))
            cap = np.minimum(lo + f * (hi - lo), hi)
            fields["power_cap_w"] = np.where(np.isnan(lo) | np.isnan(hi), np.nan, cap)
        if self.power_on:
            f = np.clip(np.asarray(action["power_on"], dtype=np.float64)[:R, :G], 0.0, 1.0)
            cap = np.asarray(info.capacity, dtype=np.int64)
            fields["power_on"] = np.minimum(np.rint(f * cap).astype(np.int64), cap)
        if self.battery:
            f = np.clip(np.asarray(action["battery"], dtype=np.float64)[:R], -1.0, 1.0)
            fields["battery_kw"] = f * np.asarray(info.battery_power_kw, dtype=np.float64)
        if self.gpus and obs.jobs.min_gpus is not None and obs.jobs.max_gpus is not None:
            N = len(obs.jobs)
            n = min(N, enc.max_jobs)
            out = np.full(N, -1, dtype=np.int64)
            f = np.clip(np.asarray(action["gpus"], dtype=np.float64)[:n], 0.0, 1.0)
            lo = np.asarray(obs.jobs.min_gpus, dtype=np.float64)[:n]
            hi = np.asarray(obs.jobs.max_gpus, dtype=np.float64)[:n]
            want = np.clip(np.rint(lo + f * (hi - lo)), lo, hi)
            elastic = (hi > lo) & (np.asarray(dec.region)[:n] != DEFER)
            out[:n] = np.where(elastic, want, -1).astype(np.int64)
            fields["gpus"] = out
        return Decision(region=dec.region, gpu_type=dec.gpu_type, pause=dec.pause,
                        power_on=fields.get("power_on", dec.power_on),
                        gpus=fields.get("gpus", dec.gpus), rescale=dec.rescale,
                        rescale_gpus=dec.rescale_gpus,
                        power_cap_w=fields.get("power_cap_w", dec.power_cap_w),
                        battery_kw=fields.get("battery_kw", dec.battery_kw))
