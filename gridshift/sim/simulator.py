"""The simulator: a time loop over decision epochs, region queues and GPU capacity.

Semantics (the contract every policy is scored under)
----------------------------------------------------
* Decision epochs are ``t_k = k * step_s`` for ``k = 0 .. T-1``. A job becomes *pending* at the
  first epoch at or after its submit time.
* At each epoch, in this order: (1) running jobs whose end time is ``<= t_k`` finish and free
  their GPUs; (2) new jobs arrive; (3) the policy sees an :class:`Observation` and returns a
  :class:`Decision`; (4) paused jobs stop and return to pending; (5) placed jobs are bound to a
  GPU pool (region x GPU type) and, if their data is elsewhere, start transferring
  (``latency_ms / 1000 + data_gb * 8 / bandwidth_gbps`` seconds, egress money and transfer
  energy); (6) each pool dispatches, strictly FIFO by data-arrival time, the jobs whose data
  arrives before the next epoch and that fit in its free GPUs. A dispatched job holds its GPUs
  from ``t_k`` and runs from ``max(t_k, data arrival)`` for ``remaining_s / speed`` (+ its
  ``checkpoint_s`` when resuming after a pause).
* GPUs freed mid-step become free at the next epoch (capacity is checked at epochs), so the
  GPUs in use never exceed capacity at any instant.
* Jobs still running at the window's end are charged up to the end and reported unfinished;
  jobs never started are reported unfinished with zero energy. Nothing is dropped.
* With ``[simulation] drain = true`` the loop goes on after the window (no arrivals: every job
  was submitted in it; decisions and signals continue) until nothing is pending, placed or
  running, or the drain's hard horizon (:func:`gridshift.sim.world.drain_steps`) is reached.
  Work unfinished there is *dropped*: charged the completion penalty by the accounting
  (docs/accounting.md). The Schedule's ``horizon_s`` is where the run stopped and
  ``remaining_s`` the reference-GPU seconds each job still had to run.
* ``[simulation] zero_data_wait = false`` fixes the zero-data wait: a job moved with
  ``data_gb = 0`` has nothing to transfer and is ready at once (the default ``true`` keeps the
  gs-v1 behaviour, where it waits one latency).
* On-site PV and batteries (a region's ``solar``/``battery`` table, docs/levers.md): before
  each observation the steps completed since the last one are settled with
  :func:`gridshift.models.battery.site_step` (the accounting's function), so
  ``obs.battery_soc_kwh`` is the stored energy that is charged; ``Decision.battery_kw`` holds
  from its epoch on (None keeps it; NaN in the log = the default dispatch rule).
* The hot path is columnar: per epoch a fixed number of numpy operations over the pending,
  placed and running sets; no Python loop over jobs.
* The epoch is a fixed sequence of mechanisms (``gridshift/sim/engine/``, docs/engine.md), each
  with its numpy reference and compiled kernel side by side; :meth:`Simulator.iterate` names
  the phases and calls their hooks.
"""

from __future__ import annotations

import contextlib
import hashlib
import math
import time
from collections.abc import Callable, Generator, Sequence
from dataclasses import dataclass, field
from typing import Any

import numpy as np

from gridshift.errors import PolicyError
from gridshift.policies.api import Decision, Observation, Policy, PolicyInfo
from gridshift.sim.engine import sequence as engine
from gridshift.sim.engine.drain import close
from gridshift.sim.engine.levers import elastic_bounds
from gridshift.sim.engine.queue import QKEY as _QKEY  # noqa: F401 - tests read these two
from gridshift.sim.engine.queue import merge_sorted as _merge_sorted  # noqa: F401
from gridshift.sim.engine.state import Epoch
from gridshift.sim.engine.state import ro as _ro
from gridshift.sim.world import World

__all__ = ["Schedule", "Simulator", "elastic_bounds", "policy_info", "policy_seed"]


@dataclass
class Schedule:
    """What ran where and when: the simulator's output, input to the accounting.

    Attributes:
        segments: Run segments, columns ``job, region, gpu_type, gpus, start_s, end_s``.
        transfers: Data moves, columns ``job, src, dst, start_s, duration_s, data_gb``.
        first_start_s: ``[J]`` first run start, NaN if never started.
        finish_s: ``[J]`` finish time, NaN if unfinished.
        region: ``[J]`` last region placed in (-1 if never placed).
        gpu_type: ``[J]`` last GPU type (-1 if never placed).
        n_pauses: ``[J]`` times paused.
        status: ``[J]`` final state: 1 pending, 2 placed (queued/transferring), 3 running, 4 done.
        policy_time_s: Total time in ``policy.decide``.
        wall_time_s: Simulation wall time.
        epochs: Number of epochs simulated.
    """

    segments: dict[str, np.ndarray]
    transfers: dict[str, np.ndarray]
    first_start_s: np.ndarray
    finish_s: np.ndarray
    region: np.ndarray
    gpu_type: np.ndarray
    n_pauses: np.ndarray
    status: np.ndarray
    policy_time_s: float = 0.0
    wall_time_s: float = 0.0
    epochs: int = 0
    policy_state: dict[str, Any] = field(default_factory=dict)
    #: Where the run stopped [s from the window start]: the window's end, or with the drain
    #: the epoch at which everything had finished, or the drain's hard horizon.
    horizon_s: float = math.nan
    #: ``[J]`` reference-GPU seconds each job still had to run at ``horizon_s`` (0 if done).
    remaining_s: np.ndarray | None = None
    #: ``[epochs, R * G]`` GPUs powered on (awake or waking) per pool in each epoch's step,
    #: with ``[power] power_down = true``; else None (everything installed is on).
    powered_gpus: np.ndarray | None = None
    #: ``[J]`` rescales of each job (``[levers] elastic = true``); else None.
    rescales: np.ndarray | None = None
    #: ``[epochs, R]`` battery power command in force in each epoch's step [kW] (NaN = the
    #: default dispatch rule), when a site has PV or a battery; else None.
    battery_command_kw: np.ndarray | None = None
    #: ``{"requested_s", "outlived", "killed"}`` per job with ``[jobs] runtime_estimate =
    #: "requested"`` (:mod:`gridshift.sim.engine.estimates`); else None.
    estimates: dict[str, np.ndarray] | None = None


def policy_info(world: World, seed: int | None = None, track: str | None = None) -> PolicyInfo:
    """The static facts a policy receives at :meth:`Policy.reset`."""
    sc = world.scenario
    track = track or sc.track
    w = world.window
    step = world.step_s
    clair: dict[str, Any] | None = None
    if track == "clairvoyant":
        j = world.jobs
        clair = {
            "carbon_gco2_per_kwh": _ro(world.carbon[w]),
            "price_usd_per_mwh": _ro(world.price[w]),
            "pue": _ro(world.pue[w]),
            "jobs": {k: _ro(getattr(j, k)) for k in (
                "origin", "kind", "gpus", "gpu_type", "duration_s", "gpu_util", "data_gb",
                "submit_s", "deadline_s", "interruptible", "checkpoint_s", "latency_slo_ms")},
        }
    s = int(world.seed if seed is None else seed)
    stream = (sc.extra.get("policy") or {}).get("seed_stream", "legacy")
    return PolicyInfo(
        **_lever_info(world),
        scenario_id=sc.id,
        regions=world.regions,
        zones=world.zones,
        gpu_types=world.gpu_types,
        capacity=_ro(world.capacity),
        gpu_idle_w=_ro(world.gpu_idle_w),
        gpu_max_w=_ro(world.gpu_max_w),
        gpu_speed=_ro(world.gpu_speed),
        latency_ms=_ro(world.latency_ms),
        egress_usd_per_gb=_ro(world.egress_usd_per_gb),
        transfer_kwh_per_gb=world.transfer_kwh_per_gb,
        bandwidth_gbps=world.bandwidth_gbps,
        pue_nominal=_ro(world.pue[w].mean(axis=0)),
        wue_l_per_kwh=_ro(world.wue[w].mean(axis=0)),
        step_s=step,
        n_steps=world.n_steps,
        run_steps=world.n_sim_steps,
        start_epoch_s=world.start_epoch_s,
        horizon_steps=int(math.ceil(sc.forecast["horizon_h"] * 3600 / step)),
        history_steps=int(math.ceil(sc.forecast["history_h"] * 3600 / step)),
        seed=policy_seed(s, sc.spec_hash, stream),
        track=track,
        clairvoyant=clair,
        **_site_info(world),
    )


def _site_info(world: World) -> dict[str, Any]:
    """PolicyInfo's on-site PV/battery facts (none without PV or a battery)."""
    se = world.solar
    if se is None:
        return {}
    return {"pv_kwp": _ro(se.kwp), "battery_energy_kwh": _ro(se.energy_kwh),
            "battery_power_kw": _ro(se.power_kw)}


#: Domain tag of the independent policy seed stream (``[policy] seed_stream = "independent"``).
_SEED_TAG = b"gridshift.policy-seed/independent/1\0"


def policy_seed(run_seed: int, spec_hash: str, stream: str = "legacy") -> int:
    """``info.seed``: the seed a policy draws its own randomness from.

    ``"legacy"`` (the default, and every scenario written before ``seed_stream`` existed):
    ``SeedSequence([run_seed, 0x9011C7])``'s first word. It is a function of the run seed
    alone, so a policy can recover a small run seed by trying candidates (and, where the
    World's inputs are reachable, rebuild the World): kept only so that existing scenarios
    and their records mean what they meant.

    ``"independent"``: the first 8 bytes of ``sha256(tag || spec_hash)``, i.e. it does **not**
    depend on the run seed at all, so it carries no information about it (or about anything
    the run seed draws: synthetic jobs, forecast errors). Any deterministic function of the run
    seed could be inverted by enumerating seeds (suite seeds are small public integers), and a
    keyed function would need a secret that verifiers elsewhere lack, so independence is the
    only choice that is both reproducible and leak-free. Its limit: a policy's own randomness
    is the same stream on every seed of a scenario (variation across seeds comes from the
    World); a policy wanting different streams takes a ``seed`` parameter, which is part of
    the record key.
    """
    if stream == "independent":
        h = hashlib.sha256(_SEED_TAG + spec_hash.encode()).digest()
        return int.from_bytes(h[:8], "little") >> 1
    return int(np.random.SeedSequence([int(run_seed), 0x9011C7]).generate_state(1)[0])



def _lever_info(world: World) -> dict[str, Any]:
    """The :class:`PolicyInfo` fields of ``[levers]`` (all None / empty without levers)."""
    from gridshift.scenario import levers_options

    lv = levers_options(world.scenario)
    out: dict[str, Any] = {}
    names = tuple(n for n in ("elastic", "power_capping") if lv[n])
    if not names:
        return out
    from gridshift.models import levers

    out["levers"] = names
    if lv["elastic"]:
        from gridshift.policies.api import JOB_KINDS

        out["serial_fraction"] = _ro(levers.serial_fractions(JOB_KINDS, lv["serial_fraction"]))
        out["rescale_overhead_s"] = float(lv["rescale_overhead_s"])
    if lv["power_capping"]:
        lo, hi = levers.power_limits_w(world.gpu_types, lv["power_limits_w"])
        out["power_limit_min_w"], out["power_limit_max_w"] = _ro(lo), _ro(hi)
        e = lv["cap_throughput_exponent"]
        out["cap_throughput_exponent"] = float(
            levers.LEVERS["power_cap"]["throughput_exponent"] if e is None else e)
    return out




def _any_of(hooks: list[Any], ep: Epoch) -> bool:
    """``any(f(ep) for f in hooks)``: stops at the first true one (without a generator)."""
    for f in hooks:
        if f(ep):
            return True
    return False


class Simulator:
    """Run one policy over one World.

    Args:
        world: The aligned inputs (see :func:`gridshift.sim.world.build_world`).
        policy: A :class:`Policy` (already constructed; :meth:`Policy.reset` is called here),
            or any object with ``reset(info)`` and ``decide(obs)`` (e.g. an isolated proxy).
        track: ``"forecast"`` (default from the scenario) or ``"clairvoyant"``.
        policy_name: Name used in errors (defaults to the policy's id).
        mechanisms: Extra mechanisms, ``(before, factory)`` pairs: ``factory(run)`` makes one
            (a :class:`gridshift.sim.engine.state.Mechanism`), inserted in the sequence before
            the mechanism named ``before`` or appended (None); docs/engine.md.
    """

    #: Read the running jobs' state from compact rows kept beside ``running`` (the default)
    #: rather than gathering it from the ``[J]`` arrays each epoch. Both give the same arrays
    #: bit for bit (``tests/sim/test_engine_kernels.py`` runs both); False is the reference.
    compact_running: bool = True
    #: Run the completions, placements and dispatch as compiled kernels (the
    #: :class:`~gridshift.sim.engine.queue.CompiledQueue` and the kernels beside each
    #: mechanism's numpy reference) where ``gridshift._jit.use_for(epochs)`` (long runs, or
    #: numba already started in this process; ``GRIDSHIFT_JIT``) and the compact rows are used
    #: (no lever on). Both give the same bytes (``tests/sim/test_engine_jit.py``).
    jit: bool = True

    def __init__(self, world: World, policy: Policy | Any, track: str | None = None,
                 policy_name: str | None = None,
                 mechanisms: Sequence[tuple[str | None, Callable[[Any], Any]]] = ()) -> None:
        self.world = world
        self.policy = policy
        self.track = track or world.scenario.track
        self.name = policy_name or getattr(policy, "id", "") or type(policy).__name__
        self.mechanisms = tuple(mechanisms)
        self._info: PolicyInfo | None = None
        self.time_s = 0.0
        self._run: engine.Run | None = None  # the engine of the run under way (iterate())
        self._on_log: np.ndarray | None = None
        self._site: Any = None  # SiteTracker when the World has on-site PV/batteries
        tracks = getattr(policy, "tracks", ("forecast", "clairvoyant"))
        if self.track not in tracks:
            raise PolicyError(f"{self.name} runs only on the {', '.join(tracks)} track(s), "
                              f"not on {self.track!r} (gridshift run --track {tracks[0]})")

    @property
    def info(self) -> PolicyInfo:
        """The :class:`PolicyInfo` a policy of this run receives at reset."""
        if self._info is None:
            self._info = policy_info(self.world, track=self.track)
        return self._info

    def run(self) -> Schedule:
        """Simulate the whole window with ``self.policy`` and return the :class:`Schedule`.

        A policy with a ``budget_session`` (:class:`~gridshift.policies.isolation.
        GuardedPolicy`) gets the whole run as one session: its time budget's SIGALRM handler
        is installed once, not at every epoch."""
        session = getattr(self.policy, "budget_session", None)
        with session() if callable(session) else contextlib.nullcontext():
            self.policy.reset(self.info)
            gen = self.iterate()
            policy_time = 0.0
            try:
                obs = next(gen)
                while True:
                    t0 = time.perf_counter()
                    dec = self.policy.decide(obs)
                    policy_time += time.perf_counter() - t0
                    obs = gen.send(dec)
            except StopIteration as stop:
                schedule: Schedule = stop.value
        schedule.policy_time_s = policy_time
        if hasattr(self.policy, "state"):
            try:
                schedule.policy_state = dict(self.policy.state())
            except Exception as exc:  # noqa: BLE001 - logging only
                schedule.policy_state = {"error": repr(exc)}
        return schedule

    def iterate(self) -> Generator[Observation, Decision, Schedule]:
        """The simulation as a generator: yields each epoch's Observation, receives the Decision.

        ``run()`` drives it with ``self.policy``; an RL environment drives it with actions.
        Epochs where no mechanism wants a decision (nothing pending, nothing interruptible
        running, no lever) are skipped (no Observation is yielded). Returns the
        :class:`Schedule` (``StopIteration.value``). Each epoch calls the hooks of the run's
        mechanisms phase by phase (docs/engine.md).
        """
        t_wall = time.perf_counter()
        run = self._start()
        st, hooks, observer = run.state, run.hooks, run.observer
        begin, stop, wants = hooks["begin"], hooks["stop"], hooks["wants"]
        before, decide, skip = hooks["before_observe"], hooks["decide"], hooks["skip"]
        act, end = hooks["act"], hooks["end"]
        k_stop = st.T_sim
        step = st.step
        for k in range(st.T_sim):
            ep = Epoch(k, k * step, step)
            for f in begin:  # completions, wake-ups, arrivals
                f(ep)
            if _any_of(stop, ep):  # the drain: everything has finished
                k_stop = k
                break
            if _any_of(wants, ep):  # observe and decide
                for f in before:
                    f(ep)
                obs = observer.build(ep)
                self.time_s = ep.t
                dec = yield obs
                observer.expire()
                for f in decide:  # validation, power-on, levers, battery
                    f(ep, dec, obs)
            else:
                for f in skip:
                    f(ep)
            for f in act:  # power log, pauses, levers, placements
                f(ep)
            for f in end:  # the paused pending again, dispatch
                f(ep)
        return self._finish(run, k_stop, t_wall)

    def _start(self) -> engine.Run:
        """The engine of a new run (its state and mechanisms)."""
        run = self._run = engine.build(self.world, self.info, self.track, self.name,
                                       compact=self.compact_running, jit=self.jit,
                                       extra=self.mechanisms)
        # a policy that declares it decides nothing without a pending job (Policy.
        # decides_without_pending) is not asked at the epochs only a running interruptible
        # job would open; any other object (a proxy, an RL driver) is asked there
        run.observer.ask_running = bool(getattr(self.policy, "decides_without_pending", True))
        power = run.by_name.get("power_down")
        self._on_log = None if power is None else power.on_log  # type: ignore[attr-defined]
        site = run.by_name.get("site_energy")
        self._site = None if site is None else site.tracker  # type: ignore[attr-defined]
        return run

    def _finish(self, run: engine.Run, k_stop: int, t_wall: float) -> Schedule:
        """The window's end (or the drain's stop) at ``k_stop``: the :class:`Schedule`."""
        st = run.state
        close(st, run.queue, run.log, k_stop)
        seg_out, xfer_out = run.log.finish()
        # the run is over: drop the references the helpers kept into its state (so an
        # accounting that runs while this Simulator is alive does not carry them)
        self._run = None
        run.observer.finish()
        fields: dict[str, Any] = {}
        for m in run.mechanisms:
            m.schedule(fields, k_stop)
        return Schedule(
            segments=seg_out, transfers=xfer_out, first_start_s=st.first_start,
            finish_s=st.finish, region=st.region, gpu_type=st.gtype, n_pauses=st.n_pauses,
            status=st.status, wall_time_s=time.perf_counter() - t_wall, epochs=k_stop,
            horizon_s=k_stop * st.step, remaining_s=st.remaining, **fields)

    def battery_soc_kwh(self) -> np.ndarray | None:
        """The batteries' stored energy at the last observed epoch [kWh], or None."""
        return None if self._site is None else self._site.soc.copy()

    def powered_so_far(self) -> np.ndarray | None:
        """GPUs powered on per epoch and pool so far (``[power] power_down``), or None."""
        return None if self._on_log is None else self._on_log.copy()

    def so_far(self) -> tuple[dict[str, np.ndarray], dict[str, np.ndarray]]:
        """Copies of the run segments and transfers made so far (segments of running jobs end
        at their planned end), for per-step accounting during :meth:`iterate`."""
        if self._run is None:
            raise RuntimeError("so_far() is only available while iterate() runs")
        log = self._run.log
        return log.segs.view(), log.xfers.view()
