"""The policy contract: :class:`Policy`, :class:`PolicyInfo`, :class:`Observation`,
:class:`Decision`.

This module is the whole interface between the simulator and a scheduling policy. It is written
once, here, in the spirit of Gymnasium's ``core.py``: everything a policy may read is on
:class:`PolicyInfo` (static facts, given once to :meth:`Policy.reset`) and :class:`Observation`
(what an operator knows at one decision epoch); everything it may do is a :class:`Decision`.

Conventions
-----------
* Regions, GPU types and jobs are integers: region ``r`` is ``info.regions[r]``, GPU type ``g``
  is ``info.gpu_types[g]``.  A job is identified by ``job_id``, its row in the scenario's job
  table (stable across epochs).
* Times are seconds since the scenario window's start (``info.start_epoch_s`` is that start as
  Unix epoch seconds, UTC).  Decision epoch ``k`` is at ``time_s = k * info.step_s``.
* Units are in the names: ``_s`` seconds, ``_w`` watts, ``_gb`` gigabytes, ``_ms`` milliseconds,
  ``carbon_gco2_per_kwh``, ``price_usd_per_mwh``, ``temp_c``.
* Everything is columnar: one numpy array per field, one entry per pending job (or per region).
  Arrays on an Observation and on PolicyInfo are read-only private copies (``.base`` is
  ``None``: no view into the simulator's state); a policy must not modify them, and in the
  sandbox (every policy that is not a zoo policy, see :mod:`gridshift.policies.isolation`)
  it cannot.
* A policy never sees future actuals. On the ``forecast`` track ``obs.forecast`` holds forecasts
  issued at ``time_s`` from data up to ``time_s``; only the ``clairvoyant`` track passes perfect
  knowledge, and only through ``info.clairvoyant`` at :meth:`Policy.reset`.
"""

from __future__ import annotations

import inspect
from abc import ABC, abstractmethod
from dataclasses import dataclass, field
from typing import Any, ClassVar

import numpy as np

__all__ = [
    "DEFER",
    "JOB_KINDS",
    "Decision",
    "Forecast",
    "Observation",
    "PendingJobs",
    "Policy",
    "PolicyInfo",
    "RunningJobs",
]

#: Region value meaning "do not place this job now; ask me again next epoch".
DEFER: int = -1
"""Region value (-1) meaning "do not place this job now; ask me again next epoch".

Return it in :attr:`Decision.region` for a pending job to keep it pending; a job still pending
when the window ends is unfinished (charged the completion penalty, and an SLO violation).
"""

#: ``kind`` codes of :attr:`PendingJobs.kind`.
JOB_KINDS: tuple[str, ...] = ("train", "infer", "batch")


@dataclass(frozen=True)
class PolicyInfo:
    """Static facts about a scenario, given once to :meth:`Policy.reset`.

    Attributes:
        scenario_id: The scenario's id, e.g. ``"quickstart-v1"``.
        regions: Region ids; region ``r`` is ``regions[r]``.
        zones: Grid zone of each region (whose signals it uses).
        gpu_types: GPU type names; type ``g`` is ``gpu_types[g]``.
        capacity: ``[R, G]`` GPUs of each type installed in each region.
        gpu_idle_w: ``[G]`` board power at zero utilisation [W].
        gpu_max_w: ``[G]`` board power at full utilisation [W].
        gpu_speed: ``[G]`` throughput relative to the reference GPU (a job of ``duration_s`` on
            the reference GPU takes ``duration_s / speed`` on this type).
        latency_ms: ``[R, R]`` round-trip time (RTT) between regions [ms], the quantity network
            measurements report (see :mod:`gridshift.models.network`); a transfer waits one RTT
            plus serialisation (:meth:`transfer_s`), and SLO checks compare it with
            ``latency_slo_ms``.
        egress_usd_per_gb: ``[R, R]`` price of moving one GB from row region to column region.
        transfer_kwh_per_gb: Network energy intensity of a transfer [kWh/GB].
        bandwidth_gbps: Bandwidth available to one job's transfer [Gbit/s].
        pue_nominal: ``[R]`` the region's mean PUE over the window (for planning; the current
            value is on the Observation).
        wue_l_per_kwh: ``[R]`` mean on-site water use per kWh of IT energy [L/kWh].
        step_s: Seconds between decision epochs.
        n_steps: Number of decision epochs in the window.
        start_epoch_s: Window start as Unix epoch seconds (UTC).
        horizon_steps: Number of steps each forecast covers (0 = no forecasts).
        history_steps: Number of past steps of actuals on each Observation.
        seed: Seed for the policy's own randomness: derived from the run seed by default, or,
            with ``[policy] seed_stream = "independent"`` in the scenario, independent of it
            (see :func:`gridshift.sim.simulator.policy_seed`).
        track: ``"forecast"`` or ``"clairvoyant"``.
        clairvoyant: On the clairvoyant track only: ``{"carbon_gco2_per_kwh": [T, R],
            "price_usd_per_mwh": [T, R], "pue": [T, R], "jobs": {column: array}}`` — the future
            the oracle optimises over. ``None`` on the forecast track.
        levers: Operator levers the scenario enables (``[levers]``, docs/levers-elastic.md):
            a subset of ``("elastic", "power_capping")``; ``()`` = none (the Decision fields
            ``gpus``, ``rescale``, ``rescale_gpus`` and ``power_cap_w`` are then ignored).
        serial_fraction: ``[3]`` Amdahl serial fraction per job kind (:data:`JOB_KINDS`) of
            the scaling model, with ``elastic``; else None. A job declared on ``gpus = n0``
            runs on ``n`` GPUs at ``S(n) / S(n0)`` times its rate, ``S(n) = 1 / (s + (1 - s)
            / n)`` (:func:`gridshift.models.levers.relative_speedup`).
        rescale_overhead_s: Seconds a rescale costs on top of the job's ``checkpoint_s``
            (checkpoint and restart on the new GPU count), with ``elastic``; else None.
        power_limit_min_w: ``[G]`` lowest power limit a GPU type accepts [W] (NaN: the type
            cannot be capped), with ``power_capping``; else None.
        power_limit_max_w: ``[G]`` highest power limit [W] (NaN as above); else None.
        cap_throughput_exponent: ``e`` of the power-throughput curve: under a cap a GPU runs
            at ``(min(P0, cap) / P0) ** e`` of its speed (``P0``: its uncapped board power),
            with ``power_capping``; else None.
        pv_kwp: ``[R]`` on-site PV capacity [kWp] (0 without PV), or None when no site has
            PV or a battery (docs/levers.md).
        battery_energy_kwh: ``[R]`` battery capacity [kWh] (0 without), or None.
        battery_power_kw: ``[R]`` battery power limit [kW] (the bound of
            ``Decision.battery_kw``), or None.
        run_steps: Number of epochs the engine runs: ``n_steps`` plus, with ``[simulation]
            drain = true``, the drain's epochs to its hard horizon (bounded by
            ``drain_max_h`` where set; :func:`gridshift.sim.world.drain_steps`). The run ends
            at ``run_steps * step_s`` [s from the window start]: work not finished there is
            unfinished (charged the completion penalty, an SLO violation), so a planner that
            knows it can keep a deferred job's end before it. The engine may stop earlier
            (the drain stops once every job has finished), never later. None where unknown
            (a PolicyInfo built by hand, or sent by an engine that predates the field).
    """

    scenario_id: str
    regions: tuple[str, ...]
    zones: tuple[str, ...]
    gpu_types: tuple[str, ...]
    capacity: np.ndarray
    gpu_idle_w: np.ndarray
    gpu_max_w: np.ndarray
    gpu_speed: np.ndarray
    latency_ms: np.ndarray
    egress_usd_per_gb: np.ndarray
    transfer_kwh_per_gb: float
    bandwidth_gbps: float
    pue_nominal: np.ndarray
    wue_l_per_kwh: np.ndarray
    step_s: int
    n_steps: int
    start_epoch_s: int
    horizon_steps: int
    history_steps: int
    seed: int
    track: str = "forecast"
    clairvoyant: dict[str, Any] | None = None
    levers: tuple[str, ...] = ()
    serial_fraction: np.ndarray | None = None
    rescale_overhead_s: float | None = None
    power_limit_min_w: np.ndarray | None = None
    power_limit_max_w: np.ndarray | None = None
    cap_throughput_exponent: float | None = None
    pv_kwp: np.ndarray | None = None
    battery_energy_kwh: np.ndarray | None = None
    battery_power_kw: np.ndarray | None = None
    run_steps: int | None = None

    @property
    def n_regions(self) -> int:
        """Number of regions ``R``."""
        return len(self.regions)

    def transfer_s(self, src: np.ndarray, dst: np.ndarray, data_gb: np.ndarray) -> np.ndarray:
        """Seconds to move ``data_gb`` from region ``src`` to ``dst`` (0 where they are equal).

        ``latency_ms / 1000 + data_gb * 8 / bandwidth_gbps``, the simulator's own rule.
        """
        src = np.asarray(src)
        dst = np.asarray(dst)
        t = self.latency_ms[src, dst] / 1000.0 + np.asarray(data_gb) * 8.0 / self.bandwidth_gbps
        return np.where(src == dst, 0.0, t)


@dataclass(frozen=True)
class PendingJobs:
    """The jobs waiting for a placement decision, one array entry per job (length ``N``).

    A job is pending from the first epoch at or after its submit time until the policy places
    it; a deferred job stays pending; a paused job becomes pending again.

    Attributes:
        job_id: Row of the job in the scenario's job table.
        origin: Region where the job was submitted (and its data lives initially).
        data_at: Region where the job's data is now (``origin`` unless it ran elsewhere).
        kind: Index into :data:`JOB_KINDS` (0 train, 1 infer, 2 batch).
        gpus: GPUs the job needs (all at once, of one type).
        gpu_type: Required GPU type, or -1 for any type.
        duration_s: Run time on the reference GPU (speed 1.0) [s]. With ``[jobs]
            runtime_estimate = "requested"`` (on the forecast track) the job's *requested*
            time, not its true run time, which the engine runs (docs/validity.md, "Runtime
            estimates").
        remaining_s: Run time still to do on the reference GPU [s] (< duration_s after a pause).
            With estimates: the requested time minus the work done (at least 1 s).
        gpu_util: Mean GPU utilisation while running, 0..1.
        data_gb: Data moved with the job when it runs away from where its data is [GB].
        submit_s: Submit time [s since window start].
        deadline_s: Deadline [s since window start]; finishing later is an SLO violation.
        interruptible: Whether the job may be paused and resumed.
        checkpoint_s: Time a resume costs (restoring a checkpoint) [s].
        latency_slo_ms: Inference latency SLO [ms], NaN where none.
        min_gpus: Fewest GPUs the job may run on (``[levers] elastic``; else None).
        max_gpus: Most GPUs the job may run on (``[levers] elastic``; else None). A rigid
            job has ``min_gpus == max_gpus == gpus``.
    """

    job_id: np.ndarray
    origin: np.ndarray
    data_at: np.ndarray
    kind: np.ndarray
    gpus: np.ndarray
    gpu_type: np.ndarray
    duration_s: np.ndarray
    remaining_s: np.ndarray
    gpu_util: np.ndarray
    data_gb: np.ndarray
    submit_s: np.ndarray
    deadline_s: np.ndarray
    interruptible: np.ndarray
    checkpoint_s: np.ndarray
    latency_slo_ms: np.ndarray
    min_gpus: np.ndarray | None = None
    max_gpus: np.ndarray | None = None

    def __len__(self) -> int:
        return int(self.job_id.shape[0])


class RunningJobs:
    """Jobs placed and not finished (running, transferring or queued), for pause decisions.

    Attributes:
        job_id: Row of the job in the scenario's job table.
        region: Region the job is placed in.
        gpu_type: GPU type it runs (or will run) on.
        gpus: GPUs it holds (or will hold).
        started: True once it runs (False while queued or transferring).
        interruptible: Whether it may be paused.
        remaining_s: Reference-GPU run time still to do at this epoch [s]. With ``[jobs]
            runtime_estimate = "requested"`` (forecast track): the requested time minus the
            work done, 0 once a job has outlived its estimate.
        deadline_s: Deadline [s since window start].

    The simulator materialises the columns at each epoch as read-only private copies (never a
    view of, or a closure over, its own state). A ``provider`` (a callable returning the
    columns, computed when first read and valid only during the :meth:`Policy.decide` call
    that received them) is still accepted for other drivers. A pickled copy holds every
    column.
    """

    FIELDS = ("job_id", "region", "gpu_type", "gpus", "started", "interruptible",
              "remaining_s", "deadline_s")
    __slots__ = ("_provider", "_cols")

    def __init__(self, job_id: np.ndarray | None = None, region: np.ndarray | None = None,
                 gpu_type: np.ndarray | None = None, gpus: np.ndarray | None = None,
                 started: np.ndarray | None = None, interruptible: np.ndarray | None = None,
                 remaining_s: np.ndarray | None = None, deadline_s: np.ndarray | None = None,
                 *, provider: Any = None) -> None:
        self._provider = provider
        self._cols: dict[str, np.ndarray] | None = None
        if provider is None:
            vals = (job_id, region, gpu_type, gpus, started, interruptible, remaining_s,
                    deadline_s)
            if any(v is None for v in vals):
                raise TypeError("RunningJobs needs every column (or a provider)")
            self._cols = dict(zip(self.FIELDS, vals, strict=True))  # type: ignore[arg-type]

    @classmethod
    def _of_columns(cls, cols: list[np.ndarray]) -> RunningJobs:
        """``RunningJobs(*cols)`` for the simulator's hot path: ``cols`` are the
        :data:`FIELDS` in order, every one an array (the constructor's checks, skipped)."""
        o = cls.__new__(cls)
        o._provider = None
        o._cols = dict(zip(cls.FIELDS, cols, strict=True))
        return o

    def _load(self) -> dict[str, np.ndarray]:
        if self._cols is None:
            if self._provider is None:
                raise RuntimeError("obs.running has expired: read it during decide()")
            cols = self._provider()
            for v in cols.values():
                v.flags.writeable = False
            self._cols = cols
        return self._cols

    @property
    def job_id(self) -> np.ndarray:
        """Column ``job_id`` (see the class docstring)."""
        return self._load()["job_id"]

    @property
    def region(self) -> np.ndarray:
        """Column ``region`` (see the class docstring)."""
        return self._load()["region"]

    @property
    def gpu_type(self) -> np.ndarray:
        """Column ``gpu_type`` (see the class docstring)."""
        return self._load()["gpu_type"]

    @property
    def gpus(self) -> np.ndarray:
        """Column ``gpus`` (see the class docstring)."""
        return self._load()["gpus"]

    @property
    def started(self) -> np.ndarray:
        """Column ``started`` (see the class docstring)."""
        return self._load()["started"]

    @property
    def interruptible(self) -> np.ndarray:
        """Column ``interruptible`` (see the class docstring)."""
        return self._load()["interruptible"]

    @property
    def remaining_s(self) -> np.ndarray:
        """Column ``remaining_s`` (see the class docstring)."""
        return self._load()["remaining_s"]

    @property
    def deadline_s(self) -> np.ndarray:
        """Column ``deadline_s`` (see the class docstring)."""
        return self._load()["deadline_s"]

    def _expire(self) -> None:
        """Called by the simulator when the epoch ends (state it would read changes)."""
        self._provider = None

    def __len__(self) -> int:
        return int(self.job_id.shape[0])

    def __reduce__(self) -> tuple[Any, ...]:
        cols = self._load()
        return (RunningJobs, tuple(cols[f] for f in self.FIELDS))

    def __repr__(self) -> str:
        return f"RunningJobs(n={len(self)})"




class Forecast:
    """Forecasts issued at the decision epoch, ``[R, H]`` each; column 0 is the current step.

    On the forecast track these come from the scenario's forecast model (seeded errors); a
    field is ``None`` where the scenario asks for no forecast of that signal. Forecasts are
    computed when first read (a policy that never reads them costs nothing) and are the same
    whichever order they are read in.
    """

    FIELDS = ("carbon_gco2_per_kwh", "price_usd_per_mwh", "temp_c", "pv_w")
    __slots__ = ("_provider", "_values")

    def __init__(
        self,
        carbon_gco2_per_kwh: np.ndarray | None = None,
        price_usd_per_mwh: np.ndarray | None = None,
        temp_c: np.ndarray | None = None,
        pv_w: np.ndarray | None = None,
        *,
        provider: Any = None,
    ) -> None:
        self._provider = provider
        self._values: dict[str, np.ndarray | None] = {}
        for name, v in zip(self.FIELDS, (carbon_gco2_per_kwh, price_usd_per_mwh, temp_c, pv_w),
                           strict=True):
            if v is not None or provider is None:
                self._values[name] = v

    @classmethod
    def _of_provider(cls, provider: Any) -> Forecast:
        """``Forecast(provider=provider)`` for the simulator's hot path (every field computed
        when first read)."""
        o = cls.__new__(cls)
        o._provider = provider
        o._values = {}
        return o

    def _get(self, name: str) -> np.ndarray | None:
        if name not in self._values:
            v = self._provider(name) if self._provider is not None else None
            if v is not None:
                v = np.asarray(v)
                v.flags.writeable = False
            self._values[name] = v
        return self._values[name]

    @property
    def carbon_gco2_per_kwh(self) -> np.ndarray | None:
        """Carbon-intensity forecast ``[R, H]`` [gCO2/kWh]."""
        return self._get("carbon_gco2_per_kwh")

    @property
    def price_usd_per_mwh(self) -> np.ndarray | None:
        """Price forecast ``[R, H]`` [USD/MWh]."""
        return self._get("price_usd_per_mwh")

    @property
    def temp_c(self) -> np.ndarray | None:
        """Temperature forecast ``[R, H]`` [deg C]."""
        return self._get("temp_c")

    @property
    def pv_w(self) -> np.ndarray | None:
        """On-site PV AC output forecast ``[R, H]`` [W] (None without on-site PV)."""
        return self._get("pv_w")

    def __reduce__(self) -> tuple[Any, ...]:
        # Pickled (e.g. to an isolated policy process) with every field computed.
        return (Forecast, tuple(self._get(n) for n in self.FIELDS))


@dataclass(frozen=True)
class Observation:
    """What an operator knows at one decision epoch.

    Attributes:
        step: Epoch index ``k`` (0-based).
        time_s: ``k * step_s`` [s since window start].
        jobs: The pending jobs (columnar).
        running: Jobs placed and not yet finished (columnar).
        free_gpus: ``[R, G]`` GPUs not held by any job at this epoch.
        queued_gpus: ``[R, G]`` GPUs requested by jobs placed but not yet started.
        carbon_gco2_per_kwh: ``[R]`` current average carbon intensity of each region's grid.
        price_usd_per_mwh: ``[R]`` current electricity price.
        temp_c: ``[R]`` current dry-bulb temperature (NaN where the scenario has no weather).
        pue: ``[R]`` current PUE.
        history_carbon_gco2_per_kwh: ``[R, L]`` actual carbon intensity of the last ``L`` steps,
            oldest first, the last column being the current step.
        forecast: Forecasts issued now (see :class:`Forecast`).
        power_cap_w: ``[R, G]`` power limit per GPU in force in each pool [W], NaN = none
            (``[levers] power_capping``; else None).
        running_min_gpus: ``[len(running)]`` elastic lower bound of each job of ``running``
            (``[levers] elastic``; else None); ``running.gpus`` is what it holds now.
        running_max_gpus: ``[len(running)]`` elastic upper bound (as above).
        battery_soc_kwh: ``[R]`` energy stored in each site's battery now [kWh] (0 without a
            battery), or None when no site has PV or a battery.
        pv_w: ``[R]`` on-site PV AC output in the current step [W], or None.
        workflow_id: ``[len(jobs)]`` int64 index of each pending job's workflow (-1: in none),
            when the scenario has ``[workflows]`` (docs/workloads.md); else None. A job with
            predecessors is pending only once they have finished and its inputs are gathered.
        critical_path_s: ``[len(jobs)]`` the job's remaining reference-GPU work plus the
            longest chain of work after it in its workflow [s] (``[workflows]``; else None).
        workflow_deadline_s: ``[len(jobs)]`` the deadline of the job's workflow [s since window
            start], NaN where it has none (``[workflows]``; else None).
        tier: ``[len(jobs)]`` int8 tier of each pending job: 0 guaranteed, 1 standard,
            2 preemptible (``[tiers]``; else None). A guaranteed or standard job placed in a
            pool without room preempts running interruptible jobs of lower tiers there.
        tenant: ``[len(jobs)]`` int64 tenant index of each pending job, -1: none (``[tiers]``;
            else None).
        event_held_gpus: ``[R, G]`` int64 GPUs capacity events hold off each pool now (all
            of a pool in an outage; the share above a demand-response cap, taken as jobs free
            their GPUs), already missing from ``free_gpus`` (``[events]``; else None).
        dr_cap_fraction: ``[R]`` the lowest demand-response power cap in force at each
            site, as a fraction of its GPU peak ``sum(capacity * gpu_max_w)``, NaN where
            none (``[events]``; else None).
    """

    step: int
    time_s: float
    jobs: PendingJobs
    running: RunningJobs
    free_gpus: np.ndarray
    queued_gpus: np.ndarray
    carbon_gco2_per_kwh: np.ndarray
    price_usd_per_mwh: np.ndarray
    temp_c: np.ndarray
    pue: np.ndarray
    history_carbon_gco2_per_kwh: np.ndarray
    forecast: Forecast = field(default_factory=Forecast)
    power_cap_w: np.ndarray | None = None
    running_min_gpus: np.ndarray | None = None
    running_max_gpus: np.ndarray | None = None
    battery_soc_kwh: np.ndarray | None = None
    pv_w: np.ndarray | None = None
    workflow_id: np.ndarray | None = None
    critical_path_s: np.ndarray | None = None
    workflow_deadline_s: np.ndarray | None = None
    tier: np.ndarray | None = None
    tenant: np.ndarray | None = None
    event_held_gpus: np.ndarray | None = None
    dr_cap_fraction: np.ndarray | None = None


@dataclass(frozen=True, init=False)
class Decision:
    """A policy's answer at one epoch.

    Attributes:
        region: ``[N]`` integer region per pending job (same order as ``obs.jobs``), or
            :data:`DEFER` (-1) to keep the job pending until the next epoch.
        gpu_type: Optional ``[N]`` GPU type per job (-1: let the simulator choose among the
            region's types the one with the most free GPUs). Must agree with a job's own
            ``gpu_type`` where it has one.
        pause: Optional job ids of running interruptible jobs to pause now; they return to the
            pending set and pay their ``checkpoint_s`` when they resume.
        power_on: Optional ``[R, G]`` GPUs to keep powered on in each pool from now on, used
            only where the scenario sets ``[power] power_down = true`` (docs/accounting.md):
            free GPUs beyond it are switched off at once (GPUs in use never are); GPUs
            switched on draw idle power at once and can take jobs after ``[power] wake_s``.
            None keeps the current state.
        gpus: Optional ``[N]`` GPU count per pending job (``[levers] elastic``): within the
            job's ``min_gpus .. max_gpus``, or -1 for its own ``gpus``. Ignored without the
            lever; entries of deferred jobs are ignored.
        rescale: Optional job ids of running (started) jobs to run on a new GPU count from now
            on (``[levers] elastic``); each pays a checkpoint-restart of its ``checkpoint_s``
            plus ``info.rescale_overhead_s``, holding the new GPUs meanwhile.
        rescale_gpus: ``[len(rescale)]`` the new GPU counts, within each job's bounds; the
            pool must have the GPUs free once this epoch's scale-downs and pauses are done.
        power_cap_w: Optional ``[R, G]`` power limit per GPU in each pool from now on [W]
            (``[levers] power_capping``), within ``info.power_limit_min_w ..
            power_limit_max_w`` of the type, NaN = no limit; running jobs of a pool whose
            limit changes continue at the new speed and power from now on. None keeps the
            current limits.
        battery_kw: Optional ``[R]`` bus-side battery power per site from now on [kW]: ``+``
            charge, ``-`` discharge, finite, within ``±PolicyInfo.battery_power_kw`` (0 where
            a site has none); applied within the state-of-charge limits (docs/levers.md).
            Used only where the scenario has a battery; None keeps the current setting (the
            default dispatch rule until a policy first sets one).
    """

    region: np.ndarray
    gpu_type: np.ndarray | None = None
    pause: np.ndarray | None = None
    power_on: np.ndarray | None = None
    gpus: np.ndarray | None = None
    rescale: np.ndarray | None = None
    rescale_gpus: np.ndarray | None = None
    power_cap_w: np.ndarray | None = None
    battery_kw: np.ndarray | None = None

    def __init__(self, region: np.ndarray, gpu_type: np.ndarray | None = None,
                 pause: np.ndarray | None = None, power_on: np.ndarray | None = None,
                 gpus: np.ndarray | None = None, rescale: np.ndarray | None = None,
                 rescale_gpus: np.ndarray | None = None, power_cap_w: np.ndarray | None = None,
                 battery_kw: np.ndarray | None = None) -> None:
        # the generated frozen __init__'s fields, set without its object.__setattr__ per field
        # (1.8 -> 0.5 us of every epoch); tests/policies/test_decision_init.py checks the
        # objects equal the generated constructor's
        d = self.__dict__
        d["region"] = region
        d["gpu_type"] = gpu_type
        d["pause"] = pause
        d["power_on"] = power_on
        d["gpus"] = gpus
        d["rescale"] = rescale
        d["rescale_gpus"] = rescale_gpus
        d["power_cap_w"] = power_cap_w
        d["battery_kw"] = battery_kw

    @classmethod
    def defer_all(cls, obs: Observation) -> Decision:
        """A decision that defers every pending job."""
        return cls(region=np.full(len(obs.jobs), DEFER, dtype=np.int64))


class Policy(ABC):
    """Base class of every scheduling policy.

    Subclasses set the class attributes below, store their parameters in ``__init__`` (and
    nothing else: no computation, no file reads, so that :meth:`get_params` can record them),
    may override :meth:`reset`, and must implement :meth:`decide`.

    Examples:
        A policy that runs every job at its origin immediately:

        ```python
        class LocalNow(Policy):
            id = "my-local-now-v1"

            def decide(self, obs):
                return Decision(region=obs.jobs.origin.copy())
        ```
    """

    #: Versioned id, e.g. ``"lowest-carbon-now-v1"``.
    id: ClassVar[str] = ""
    #: Family (one zoo module each), e.g. ``"greedy"``.
    family: ClassVar[str] = "user"
    #: One line on the idea.
    description: ClassVar[str] = ""
    #: Where the idea comes from (author, year, venue) or ``""``.
    citation: ClassVar[str] = ""
    #: Tracks the policy may be run on; the oracle only runs on ``"clairvoyant"``.
    tracks: ClassVar[tuple[str, ...]] = ("forecast", "clairvoyant")
    #: Whether the policy may decide anything at an epoch where no job is pending (pause a
    #: running job, power GPUs on, command a battery). ``True`` (the default): it is asked at
    #: every epoch where a job is pending or an interruptible job runs. ``False`` declares
    #: that its Decision at an epoch with no pending job is always empty and that such a call
    #: changes none of its state; the engine then does not ask it there (the run's bytes are
    #: the same, fewer calls). Epochs where a lever wants a decision are asked either way.
    decides_without_pending: ClassVar[bool] = True

    info: PolicyInfo

    def reset(self, info: PolicyInfo) -> None:
        """Receive the scenario's static facts; called once before the first :meth:`decide`.

        Override to precompute; call ``super().reset(info)`` to keep ``self.info``.
        """
        self.info = info

    @abstractmethod
    def decide(self, obs: Observation) -> Decision:
        """Return a :class:`Decision` for every pending job of ``obs``."""

    def state(self) -> dict[str, Any]:
        """Optional internal state for logging (JSON-serialisable)."""
        return {}

    def get_params(self) -> dict[str, Any]:
        """The constructor parameters, read back from attributes of the same names."""
        sig = inspect.signature(type(self).__init__)
        params: dict[str, Any] = {}
        for name, p in sig.parameters.items():
            if name == "self" or p.kind in (p.VAR_POSITIONAL, p.VAR_KEYWORD):
                continue
            params[name] = getattr(self, name, p.default)
        return params

    def __repr__(self) -> str:
        args = ", ".join(f"{k}={v!r}" for k, v in self.get_params().items())
        return f"{type(self).__name__}({args})"
