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
"""

from __future__ import annotations

import dataclasses
import hashlib
import math
import time
from collections.abc import Generator
from dataclasses import dataclass, field
from typing import Any

import numpy as np

from gridshift import _jit
from gridshift.errors import PolicyError
from gridshift.policies.api import (
    DEFER,
    Decision,
    Forecast,
    Observation,
    PendingJobs,
    Policy,
    PolicyInfo,
    RunningJobs,
)
from gridshift.sim import _kernels as kern
from gridshift.sim.world import World

__all__ = ["Schedule", "Simulator", "policy_info", "policy_seed"]

# job states
_FUTURE, _PENDING, _PLACED, _RUNNING, _DONE = 0, 1, 2, 3, 4

#: Sort key of the dispatch queue: ``pool + 1j * ready`` (pool = region * G + GPU type, ready =
#: data-arrival time [s]). numpy orders complex numbers lexicographically (real part, then
#: imaginary part), so this is the exact key (pool, ready) in one native array: both parts
#: are float64, exact for pool indices and for the ready times themselves.
_QKEY = np.complex128

#: Type-choice score of a GPU type with too few GPUs installed for the job (below any real
#: score, which is at least minus the GPUs installed).
_NO_FIT = np.iinfo(np.int64).min


def _merge_sorted(old: np.ndarray, new: np.ndarray, pos: np.ndarray) -> np.ndarray:
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



def _grown(a: np.ndarray, need: int) -> np.ndarray:
    """``a`` copied into a buffer of at least ``need`` rows (doubling), for the kernels."""
    b = np.empty((max(need, 2 * a.shape[0]),) + a.shape[1:], dtype=a.dtype)
    b[: a.shape[0]] = a
    return b


def _optional_fields(cls: type) -> dict[str, Any]:
    """The fields of dataclass ``cls`` that have a plain default, with it.

    The hot path builds Observation and PendingJobs (frozen dataclasses) as
    ``object.__new__(cls)`` with their ``__dict__`` filled from these defaults and the given
    fields: the constructor's object without its per-field ``object.__setattr__`` (a few
    microseconds an epoch); ``tests/sim/test_engine_kernels.py`` checks they are equal.
    """
    assert not hasattr(cls, "__post_init__"), cls  # the hot path would skip it
    return {f.name: f.default for f in dataclasses.fields(cls)
            if f.default is not dataclasses.MISSING}


_OBS_OPTIONAL = _optional_fields(Observation)  # forecast (a default_factory) is always given
_PENDING_FIELDS = tuple(f.name for f in dataclasses.fields(PendingJobs))
_PENDING_KERNEL_FIELDS = _PENDING_FIELDS[:15]  # the columns kern.observe fills, in order
_PENDING_OPTIONAL = _optional_fields(PendingJobs)
_ID_BLOCK = 4096  # job ids made at a time for the arrivals (their pending arrays are views)
_I64 = np.dtype(np.int64)  # (``a.dtype is _I64``: 30 ns against 150 for ``== np.int64``;
# an int64 dtype object of another identity takes the numpy path, with the same result)


def _out_of_range(a: np.ndarray, lo: int, hi: int) -> np.ndarray:
    """Mask of integer entries outside ``[lo, hi]``, compared without any wrapping cast."""
    if a.size == 0:
        return np.zeros(a.shape, dtype=bool)
    if np.issubdtype(a.dtype, np.unsignedinteger):
        if hi < 0:
            return np.ones(a.shape, dtype=bool)
        bad = a > np.uint64(hi)
        return bad | (a < np.uint64(lo)) if lo > 0 else bad
    return (a < lo) | (a > hi)


class _Growable:
    """Column arrays with amortised O(1) append of blocks."""

    def __init__(self, capacity: int = 64, **dtypes: Any) -> None:
        self.n = 0
        self.cap = max(capacity, 64)  # rows each column array holds
        # np.empty: the pages of unused capacity are never touched, so never resident
        self.cols = {k: np.empty(self.cap, dtype=d) for k, d in dtypes.items()}

    def reserve(self, m: int) -> dict[str, np.ndarray]:
        """Make room for ``m`` more rows (doubling); the column arrays (to fill in place)."""
        need = self.n + m
        if need > self.cap:
            cap = self.cap = max(need, 2 * self.cap)
            for k, a in self.cols.items():
                b = np.empty(cap, dtype=a.dtype)
                b[: self.n] = a[: self.n]
                self.cols[k] = b
        return self.cols

    def append(self, **values: np.ndarray) -> np.ndarray:
        m = len(next(iter(values.values())))
        need = self.n + m
        self.reserve(m)
        idx = np.arange(self.n, need)
        for k, v in values.items():
            self.cols[k][self.n: need] = v
        self.n = need
        return idx

    def view(self) -> dict[str, np.ndarray]:
        return {k: a[: self.n].copy() for k, a in self.cols.items()}

    def finish(self) -> dict[str, np.ndarray]:
        """The columns trimmed to their rows (copies), each buffer released once copied (so
        the peak holds the buffers and one column's copy, not both in full); empty after."""
        out = {}
        for k in list(self.cols):
            out[k] = self.cols[k][: self.n].copy()
            del self.cols[k]
        return out


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


def _ro(a: np.ndarray) -> np.ndarray:
    a = np.array(a, copy=True)
    _SETFLAGS(a, False)  # write=False (see _freeze)
    return a


#: ``ndarray.setflags``, called with ``write`` positional (numpy's stubs declare keywords)
_SETFLAGS: Any = np.ndarray.setflags


def _freeze(arrays: Any) -> None:
    """Make each array read-only: ``setflags(False)``, i.e. ``write=False`` passed
    positionally (60 ns an array; the keyword costs 140 ns, ``flags.writeable = False``
    260), for the ~30 fresh arrays of every Observation."""
    for v in arrays:
        _SETFLAGS(v, False)


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


def elastic_bounds(world: World) -> tuple[np.ndarray, np.ndarray]:
    """``(min_gpus, max_gpus)`` per job of ``world`` under its ``[levers]`` (rigid = ``gpus``).

    The job columns where given, else the ``elastic_kinds``/``elastic_range`` rule (capped at
    the most GPUs of one usable type a region has), else ``gpus``.
    """
    from gridshift.models import levers
    from gridshift.policies.api import JOB_KINDS
    from gridshift.scenario import levers_options

    lv = levers_options(world.scenario)
    j = world.jobs
    cap = world.capacity
    pool_max = np.where(j.gpu_type >= 0, cap.max(axis=0)[np.maximum(j.gpu_type, 0)], cap.max())
    return levers.elastic_bounds(j.gpus, np.asarray(JOB_KINDS)[j.kind], j.min_gpus, j.max_gpus,
                                 tuple(lv["elastic_kinds"]), lv["elastic_range"], pool_max)


class Simulator:
    """Run one policy over one World.

    Args:
        world: The aligned inputs (see :func:`gridshift.sim.world.build_world`).
        policy: A :class:`Policy` (already constructed; :meth:`Policy.reset` is called here),
            or any object with ``reset(info)`` and ``decide(obs)`` (e.g. an isolated proxy).
        track: ``"forecast"`` (default from the scenario) or ``"clairvoyant"``.
        policy_name: Name used in errors (defaults to the policy's id).
    """

    #: Read the running jobs' state from compact rows kept beside ``running`` (the default)
    #: rather than gathering it from the ``[J]`` arrays each epoch. Both give the same arrays
    #: bit for bit (``tests/sim/test_engine_kernels.py`` runs both); False is the reference.
    compact_running: bool = True
    #: Run the completions, placements and dispatch as compiled kernels
    #: (``gridshift/sim/_kernels.py``) where ``gridshift._jit.use_for(epochs)`` (long runs, or
    #: numba already started in this process; ``GRIDSHIFT_JIT``) and the compact rows are used
    #: (no lever on). The numpy sections of :meth:`iterate` are their reference
    #: (``GRIDSHIFT_JIT=0`` or False here): both give the same bytes
    #: (``tests/sim/test_engine_jit.py``).
    jit: bool = True

    def __init__(self, world: World, policy: Policy | Any, track: str | None = None,
                 policy_name: str | None = None) -> None:
        self.world = world
        self.policy = policy
        self.track = track or world.scenario.track
        self.name = policy_name or getattr(policy, "id", "") or type(policy).__name__
        self._info: PolicyInfo | None = None
        self.time_s = 0.0
        self._segments: _Growable | None = None
        self._transfers: _Growable | None = None
        self._on_log: np.ndarray | None = None
        self._site: Any = None  # SiteTracker when the World has on-site PV/batteries
        self._jit_on = False  # set by iterate(): the compiled kernels are in use
        self._kb: Any = None  # the _jit.Bound kernels of this run (iterate())
        self._obs_cache: tuple[Any, ...] | None = None  # _observe's, per run
        self._n_go: int | None = None  # _validate's count of the jobs placed (compiled path)
        tracks = getattr(policy, "tracks", ("forecast", "clairvoyant"))
        if self.track not in tracks:
            raise PolicyError(f"{self.name} runs only on the {', '.join(tracks)} track(s), "
                              f"not on {self.track!r} (gridshift run --track {tracks[0]})")

    # ------------------------------------------------------------------ helpers
    def _forecast_provider(self, row: int) -> Any:
        fc = self._forecasters

        def provide(name: str) -> np.ndarray | None:
            f = fc.get(name)
            return None if f is None else f(row)

        return provide

    def _err(self, k: int, msg: str) -> PolicyError:
        return PolicyError(f"{self.name} at epoch {k} (t = {k * self.world.step_s} s): {msg}")

    # ------------------------------------------------------------------ main loop
    @property
    def info(self) -> PolicyInfo:
        """The :class:`PolicyInfo` a policy of this run receives at reset."""
        if self._info is None:
            self._info = policy_info(self.world, track=self.track)
        return self._info

    def run(self) -> Schedule:
        """Simulate the whole window with ``self.policy`` and return the :class:`Schedule`."""
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

    def iterate(self) -> Generator[Observation, Decision, Schedule]:  # noqa: C901
        """The simulation as a generator: yields each epoch's Observation, receives the Decision.

        ``run()`` drives it with ``self.policy``; an RL environment drives it with actions.
        Epochs where nothing is pending and nothing interruptible runs are skipped (no
        Observation is yielded). Returns the :class:`Schedule` (``StopIteration.value``).
        """
        from gridshift.models.forecast import make_forecaster

        t_wall = time.perf_counter()
        w = self.world
        jobs = w.jobs
        J = len(jobs)
        R, G = w.capacity.shape
        T = w.n_steps
        step = float(w.step_s)
        sc = w.scenario
        info = self.info
        from gridshift.scenario import simulation_options

        sim_opts = simulation_options(sc)
        drain = bool(sim_opts["drain"])
        T_sim = T + (w.drain_steps if drain else 0)
        zero_wait = bool(sim_opts["zero_data_wait"])
        from gridshift.scenario import power_options

        pw_opts = power_options(sc)
        power_down = bool(pw_opts["power_down"]) and w.idle_w_per_gpu is not None
        if power_down:
            wake_steps = int(math.ceil(float(pw_opts["wake_s"]) / step - 1e-9))
            on = w.capacity.reshape(-1).astype(np.int64)  # powered on: awake + waking
            waking: dict[int, np.ndarray] = {}  # epoch -> GPUs that become usable then
            on_log = np.zeros((T_sim, on.size), dtype=np.int64)
        self._on_log = on_log if power_down else None
        if w.solar is not None:  # on-site PV/batteries: the stored energy at each epoch
            from gridshift.sim.site_energy import SiteTracker

            self._site = SiteTracker(w, T_sim)

        fc_model = sc.forecast["model"]
        if self.track == "clairvoyant":
            fc_model = "perfect"
        H = info.horizon_steps
        self._forecasters = {}
        if H > 0:
            for code, (name, arr) in enumerate((("carbon_gco2_per_kwh", w.carbon),
                                                ("price_usd_per_mwh", w.price),
                                                ("temp_c", w.temp)), start=1):
                if np.isnan(arr[w.window]).all():
                    continue
                self._forecasters[name] = make_forecaster(
                    fc_model, arr, w.step_s, H, error=float(sc.forecast["error"]),
                    ar1=float(sc.forecast["ar1"]), seed=w.seed, signal_code=code)
            if w.solar is not None and w.solar.kwp.any():
                self._forecasters["pv_w"] = make_forecaster(
                    fc_model, w.solar.pv_w, w.step_s, H, error=float(sc.forecast["error"]),
                    ar1=float(sc.forecast["ar1"]), seed=w.seed, signal_code=4)
        L = max(1, info.history_steps)
        pad = w.pad_before

        origin = jobs.origin
        gpus = jobs.gpus
        speed = w.gpu_speed
        free = w.capacity.reshape(-1).astype(np.int64)  # free GPUs per pool (r * G + g)

        # [levers] (docs/levers-elastic.md): with neither lever on nothing below is used and
        # every expression of the loop is the one it always was
        from gridshift.scenario import levers_options

        lv = levers_options(sc)
        elastic = bool(lv["elastic"])
        capping = bool(lv["power_capping"])
        levers_on = elastic or capping
        fac = np.ones(J if levers_on else 0)  # rate multiplier of a job's run (levers only)
        n_resc = np.zeros(J, dtype=np.int64)
        cap_pool = np.full(R * G, np.nan)  # power limit per GPU of each pool [W], NaN = none
        if elastic:
            gpus = jobs.gpus.astype(np.int64)  # a copy: the GPUs each job holds (or will)
            e_min, e_max = elastic_bounds(w)
            assert info.serial_fraction is not None
            sig_j = np.asarray(info.serial_fraction)[jobs.kind]
            rescale_s = jobs.checkpoint_s + float(lv["rescale_overhead_s"])
        if capping:
            from gridshift.models.levers import capped_speed_factor

            beta = float(info.cap_throughput_exponent or 0.0)
        self._levers = (elastic, capping)
        self._state_gpus = gpus
        self._state_fac = fac if levers_on else None
        self._state_cap = cap_pool if capping else None
        self._state_bounds = (e_min, e_max) if elastic else None

        def factor(d: np.ndarray, g: np.ndarray, n: np.ndarray, pool: np.ndarray
                   ) -> np.ndarray:
            """Rate multiplier of jobs ``d`` on ``n`` GPUs of type ``g`` in ``pool``."""
            f = np.ones(d.size)
            if elastic:
                from gridshift.models.levers import relative_speedup

                f = f * relative_speedup(n, jobs.gpus[d], sig_j[d])
            if capping:
                p0 = w.gpu_idle_w[g] + (w.gpu_max_w[g] - w.gpu_idle_w[g]) * jobs.gpu_util[d]
                f = f * capped_speed_factor(p0, cap_pool[pool], beta)
            return f

        def rate(d: np.ndarray) -> np.ndarray:
            """Reference-GPU seconds per second of jobs ``d`` in their current run."""
            return speed[gtype[d]] * fac[d] if levers_on else speed[gtype[d]]

        # dynamic per-job state
        status = np.zeros(J, dtype=np.int8)
        data_at = origin.copy()
        remaining = jobs.duration_s.astype(np.float64).copy()
        penalty = np.zeros(J)  # restore time owed at next start
        region = np.full(J, -1, dtype=np.int64)
        gtype = np.full(J, -1, dtype=np.int64)
        ready = np.zeros(J)
        seg_start = np.full(J, np.nan)
        seg_pen = np.zeros(J)
        end_s = np.full(J, np.inf)
        cur_seg = np.full(J, -1, dtype=np.int64)
        first_start = np.full(J, np.nan)
        finish = np.full(J, np.nan)
        n_pauses = np.zeros(J, dtype=np.int64)
        self._state_region = region
        self._state_gtype = gtype
        self._state_seg_start = seg_start
        self._state_seg_pen = seg_pen
        self._last_running: RunningJobs | None = None

        seg_cols: dict[str, Any] = dict(job=np.int64, region=np.int64, gpu_type=np.int64,
                                        gpus=np.int64, start_s=np.float64, end_s=np.float64)
        if capping:
            seg_cols["cap_w"] = np.float64  # power limit per GPU in force (NaN = none)
        # one segment per job unless a job is paused or rescaled: room for J from the start
        # (no doubling to 2^k rows with the old buffer alive during the copy)
        segs = _Growable(capacity=J, **seg_cols)
        xfers = _Growable(job=np.int64, src=np.int64, dst=np.int64, start_s=np.float64,
                          duration_s=np.float64, data_gb=np.float64)
        self._segments, self._transfers = segs, xfers

        pending = np.empty(0, dtype=np.int64)
        placed = np.empty(0, dtype=np.int64)  # placement order (what obs.running shows)
        # dispatch queue: the placed jobs kept sorted by (pool, data-arrival time, placement
        # order) as they arrive, so no epoch re-sorts the backlog
        P = R * G
        q_job = np.empty(0, dtype=np.int64)
        q_key = np.empty(0, dtype=_QKEY)
        pools = np.arange(P)
        pool_lo = pools + 0j  # (pool, 0): the first queue key of each pool (ready >= 0)
        queued = np.zeros(P, dtype=np.int64)  # queued GPUs per pool
        # [R, G] views; free and queued are only ever updated in place
        free_rg = free.reshape(R, G)
        queued_rg = queued.reshape(R, G)
        # every job needs >= 1 GPU (validated by the job schemas), so at most free[p] jobs of
        # a pool can start in one epoch; without that guarantee every queued job is looked at
        one_gpu_min = bool(J == 0 or int(gpus.min()) >= 1)
        running = np.empty(0, dtype=np.int64)
        # Compact copies of the running jobs' state, row i = job running[i] (same order):
        # run_i [n, 4] int64 (region, GPU type, GPUs, interruptible), run_f [n, 5] float64
        # (segment start, segment restore time, remaining, end, deadline). A long-running
        # job's rows of the [J] arrays lie far from the recent ones, so gathering the running
        # set from them every epoch misses the cache at year scale (the per-epoch cost grew
        # with J); these rows are read instead. They mirror the [J] arrays exactly (which are
        # still written as before); with a lever on the [J] arrays are read directly.
        compact = self.compact_running and not levers_on and gpus.dtype == np.int64
        run_i = np.empty((0, 4), dtype=np.int64)
        run_f = np.empty((0, 5))
        j_inter = jobs.interruptible
        j_deadline = jobs.deadline_s
        submit = jobs.submit_s
        arr_ptr = 0
        id_lo = id_hi = 0  # the block of job ids the arrivals are views of
        id_blk = np.empty(0, dtype=np.int64)
        bw_bytes = w.bandwidth_gbps / 8.0  # GB/s
        bw_pair = getattr(w, "bandwidth_pair_gbps", None)  # [R, R] measured, or None
        bw_pair_bytes = None if bw_pair is None else np.asarray(bw_pair, float) / 8.0
        lat_s = w.latency_ms / 1000.0
        # compiled kernels: the running rows, the dispatch queue and the placed rows live in
        # buffers with spare room (``running``, ``run_i``, ``run_f`` are views of their used
        # rows, refreshed whenever a kernel changes them). The queue is kept per pool (each
        # pool's entries in its own slice of ``qb_job``/``qb_ready``, from ``q_head[p]``), so
        # starting jobs moves a pool's head and a backlog costs nothing until its pool's GPUs
        # free up; the placed rows (what ``obs.running`` shows after the running jobs) are
        # columns in placement order, from which a job that starts drops its row
        # (gridshift/sim/_kernels.py).
        use_jit = compact and self.jit and _jit.use_for(T_sim)
        self._jit_on = use_jit
        # the kernels bound to this run's argument types on first call (``_jit.Bound``): the
        # arrays passed below keep their dtypes, dimensions and layouts for the whole run
        kb: Any = _jit.Bound(kern) if use_jit else None
        self._kb = kb
        if use_jit:
            rb_job = np.empty(256, dtype=np.int64)
            rb_i = np.empty((256, 4), dtype=np.int64)
            rb_f = np.empty((256, 5))
            q_alloc = np.full(P, 16, dtype=np.int64)  # each pool's slice of the queue buffers
            q_base = np.cumsum(q_alloc) - q_alloc
            q_head = q_base.copy()
            q_len = np.zeros(P, dtype=np.int64)
            q_need = np.zeros(P, dtype=np.int64)
            qb_job = np.empty(int(q_alloc.sum()), dtype=np.int64)
            qb_ready = np.empty(int(q_alloc.sum()))
            qb_seq = np.empty(int(q_alloc.sum()), dtype=np.int64)  # placement numbers
            # placed rows: job, placement number, region, GPU type, GPUs, interruptible,
            # remaining, deadline
            pl_cols = [np.empty(256, dtype=d) for d in (np.int64, np.int64, np.int64, np.int64,
                                                          np.int64, bool, np.float64,
                                                          np.float64)]
            no_jobs = np.empty(0, dtype=np.int64)
            g_out = np.empty(256, dtype=np.int64)  # the placed jobs' GPU types (place())
            n_seq = 0  # placements so far (each placement numbered in order)
            n_run = n_q = n_pl = 0
            cnt = np.zeros(4, dtype=np.int64)  # the placement's counts
            cnt2 = np.zeros(4, dtype=np.int64)  # the dispatch's
            no_types = np.empty(0, dtype=np.int64)
            pair_arr = np.zeros((1, 1)) if bw_pair_bytes is None else bw_pair_bytes
            gpu_total = int(w.capacity.sum())
            j_type = jobs.gpu_type
            j_gb = jobs.data_gb

        # jobs submitted by each epoch's time (one search for all epochs; t = k * step as below)
        arr_hi = np.searchsorted(submit, np.arange(T_sim) * step, side="right").tolist()
        k_stop = T_sim
        completed = False  # this epoch's completions were done by the last dispatch call
        for k in range(T_sim):
            t = k * step
            dispatched = False
            # (1) completions
            if use_jit:
                if n_run and not completed:  # (else the last dispatch call did them)
                    n_new = kb.complete(t, n_run, rb_job, rb_i, rb_f, status, finish, free, G)
                    if n_new != n_run:
                        n_run = n_new
                        running, run_i, run_f = rb_job[:n_run], rb_i[:n_run], rb_f[:n_run]
                completed = False
            elif running.size:
                done_mask = (run_f[:, 3] if compact else end_s[running]) <= t
                if done_mask.any():
                    # index arrays, not boolean masks: a sparse mask is slow to apply
                    gone = np.flatnonzero(done_mask)
                    keep = np.flatnonzero(~done_mask)
                    done = running[gone]
                    running = running[keep]
                    status[done] = _DONE
                    if compact:
                        d_i = run_i.take(gone, axis=0)
                        finish[done] = run_f[gone, 3]
                        run_i = run_i.take(keep, axis=0)
                        run_f = run_f.take(keep, axis=0)
                        free += np.bincount(d_i[:, 0] * G + d_i[:, 1], weights=d_i[:, 2],
                                            minlength=P).astype(np.int64)
                    else:
                        finish[done] = end_s[done]
                        free += np.bincount(region[done] * G + gtype[done],
                                            weights=gpus[done], minlength=P).astype(np.int64)
            if power_down and k in waking:  # woken GPUs take jobs from this epoch on
                free += waking.pop(k)
            # (2) arrivals
            hi = arr_hi[k]
            if hi > arr_ptr:
                if hi > id_hi:  # the next block of job ids: one arange per block, not epoch
                    id_lo, id_hi = arr_ptr, min(J, max(hi, arr_ptr + _ID_BLOCK))
                    id_blk = np.arange(id_lo, id_hi)
                new = id_blk[arr_ptr - id_lo: hi - id_lo]  # (never written: a view serves)
                status[arr_ptr:hi] = _PENDING
                arr_ptr = hi
                pending = np.concatenate([pending, new]) if pending.size else new
            if k >= T and not (pending.size or (n_q if use_jit else placed.size)
                               or running.size):
                k_stop = k  # drain: everything has finished
                break

            # (3) observe and decide
            row = pad + k
            need_obs = pending.size > 0 or (running.size > 0 and (
                run_i[:, 3].any() if compact else j_inter[running].any()))
            if levers_on and running.size:
                need_obs = True  # a running job may be rescaled / its pool capped
            if need_obs:
                if self._site is not None:
                    self._site.advance(k, {c: a[: segs.n] for c, a in segs.cols.items()},
                                       on_log if power_down else None)
                obs = self._observe(k, t, row, L, pending, running, placed, free_rg,
                                    queued_rg, data_at, remaining, status,
                                    (run_i, run_f) if compact else None,
                                    (n_run, n_pl, rb_job, rb_i, rb_f, pl_cols, speed,
                                     j_deadline, j_inter, gpus) if use_jit else None)
                self.time_s = t
                dec = yield obs
                if self._last_running is not None:
                    self._last_running._expire()
                regions_dec, types_dec, pause = self._validate(k, dec, obs)
                if power_down:
                    self._power(k, dec, on, free, waking, wake_steps)
                if levers_on:
                    gsel, resc, resc_n, newcap = self._validate_levers(
                        k, dec, obs, status, pause, region, gtype)
                if self._site is not None:
                    self._site.set_command(k, self._battery(k, dec))
            else:
                regions_dec = np.empty(0, dtype=np.int64)
                types_dec = None
                pause = None
                if self._site is not None:
                    self._site.set_command(k, None)
            if not need_obs or not levers_on:
                gsel = resc = resc_n = newcap = None

            # (4) pauses (the paused jobs join the pending set after this epoch's placements)
            if pause is not None and pause.size:
                ok = (status[pause] == _RUNNING) & jobs.interruptible[pause]
                if not ok.all():
                    bad = pause[~ok][0]
                    raise self._err(k, f"asked to pause job {jobs.job_id[int(bad)]!r}, which "
                                       "is not a "
                                       "running interruptible job (see obs.running)")
                p = np.unique(pause)
            if pause is not None and pause.size and use_jit:  # the same, compiled
                n_run = kb.pause(t, p, status, remaining, penalty, seg_start, seg_pen, speed,
                                 gtype, region, jobs.checkpoint_s, segs.cols["end_s"],
                                 cur_seg, free, G, gpus, data_at, n_pauses, end_s, n_run,
                                 rb_job, rb_i, rb_f)
                running, run_i, run_f = rb_job[:n_run], rb_i[:n_run], rb_f[:n_run]
                paused_now = p
            elif pause is not None and pause.size:
                elapsed = np.maximum(t - seg_start[p] - seg_pen[p], 0.0)
                remaining[p] = np.maximum(remaining[p] - elapsed * rate(p), 0.0)
                penalty[p] = jobs.checkpoint_s[p]
                segs.cols["end_s"][cur_seg[p]] = t
                free += np.bincount(region[p] * G + gtype[p], weights=gpus[p],
                                    minlength=P).astype(np.int64)
                data_at[p] = region[p]
                status[p] = _PENDING
                n_pauses[p] += 1
                end_s[p] = np.inf
                still = np.flatnonzero(status[running] == _RUNNING)
                running = running[still]
                if compact:
                    run_i = run_i.take(still, axis=0)
                    run_f = run_f.take(still, axis=0)
                paused_now = p
            else:
                paused_now = None

            # (4b) levers: rescales and power-limit changes split the running segments at t
            if levers_on and (resc is not None or newcap is not None):
                hit = np.empty(0, dtype=np.int64)
                if newcap is not None:
                    same = (newcap == cap_pool) | (np.isnan(newcap) & np.isnan(cap_pool))
                    cap_pool[:] = newcap
                    if running.size and not same.all():
                        hit = running[~same[region[running] * G + gtype[running]]]
                rs = resc if resc is not None else np.empty(0, dtype=np.int64)
                d = np.unique(np.concatenate([hit, rs]))
                if d.size:
                    is_r = np.isin(d, rs)
                    n_new = gpus[d].copy()
                    if rs.size:
                        n_new[np.searchsorted(d, rs)] = resc_n
                    el = np.maximum(t - seg_start[d] - seg_pen[d], 0.0)
                    left_pen = np.maximum(seg_start[d] + seg_pen[d] - t, 0.0)
                    remaining[d] = np.maximum(remaining[d] - el * rate(d), 0.0)
                    segs.cols["end_s"][cur_seg[d]] = t
                    pool_d = region[d] * G + gtype[d]
                    free += np.bincount(pool_d, weights=gpus[d], minlength=P).astype(np.int64)
                    take_n = np.bincount(pool_d, weights=n_new, minlength=P).astype(np.int64)
                    if (take_n > free).any():
                        pb = int(np.flatnonzero(take_n > free)[0])
                        raise self._err(k, f"Decision.rescale needs {take_n[pb]} GPUs of type "
                                           f"{w.gpu_types[pb % G]} in region "
                                           f"{w.regions[pb // G]} but only {free[pb]} are free "
                                           "there after this epoch's pauses and scale-downs")
                    free -= take_n
                    if elastic:
                        gpus[d] = n_new
                    pen_d = np.where(is_r, rescale_s[d], left_pen) if elastic else left_pen
                    fac[d] = factor(d, gtype[d], n_new, pool_d)
                    seg_start[d] = t
                    seg_pen[d] = pen_d
                    end_s[d] = t + (remaining[d] / rate(d) + pen_d)
                    extra = {"cap_w": cap_pool[pool_d]} if capping else {}
                    cur_seg[d] = segs.append(job=d, region=region[d], gpu_type=gtype[d],
                                             gpus=n_new, start_s=np.full(d.size, t),
                                             end_s=end_s[d], **extra)
                    n_resc[d[is_r]] += 1

            # (5) placements
            if regions_dec.size:
                n_go = self._n_go  # counted by the compiled range check, else here
                if n_go is None or n_go != regions_dec.size:
                    go = regions_dec != DEFER
                    n_go = int(np.count_nonzero(go))
                if n_go:
                    if n_go == regions_dec.size:  # everything placed (the common case)
                        jid, r = pending, regions_dec
                        t_dec = types_dec
                        pending = pending[:0]
                    else:
                        jid, r = pending[go], regions_dec[go]
                        t_dec = None if types_dec is None else types_dec[go]
                        pending = pending[~go]
                    if elastic:  # the GPU count chosen (or the job's own)
                        gs = gsel if gsel is None or n_go == regions_dec.size else gsel[go]
                        gpus[jid] = (jobs.gpus[jid] if gs is None else
                                     np.where(gs >= 0, gs, jobs.gpus[jid]))
                if n_go and use_jit:  # place, then dispatch (section (6)), in one call
                    m = jid.size
                    if n_pl + m > pl_cols[0].size:
                        pl_cols = [_grown(a, n_pl + m) for a in pl_cols]
                    xc = xfers.reserve(m)
                    if m > g_out.size:  # (the kernel writes the first m: a buffer serves)
                        g_out = np.empty(max(m, 2 * g_out.size), dtype=np.int64)
                    # each job started takes >= 1 GPU: at most the installed GPUs start
                    bound = min(n_q + m, gpu_total) if one_gpu_min else n_q + m
                    if n_run + bound > rb_job.size:
                        rb_job, rb_i, rb_f = (_grown(a, n_run + bound)
                                              for a in (rb_job, rb_i, rb_f))
                    sgc = segs.reserve(bound)
                    cnt[2] = xfers.n
                    cnt2[0], cnt2[2], cnt2[3] = n_pl, segs.n, n_run
                    seq0 = n_seq
                    while True:
                        started = kb.place_dispatch(
                            t, t + step, jid, r, no_types if t_dec is None else t_dec,
                            t_dec is not None, j_type, gpus, w.capacity, free, queued, P, G,
                            one_gpu_min, region, gtype, data_at, j_gb, zero_wait, bw_bytes,
                            pair_arr, bw_pair_bytes is not None, lat_s, ready, status, seq0,
                            qb_job, qb_ready, qb_seq, q_head, q_len, q_base, q_alloc, q_need,
                            xc["job"], xc["src"], xc["dst"], xc["start_s"], xc["duration_s"],
                            xc["data_gb"], g_out, remaining, speed, penalty, seg_pen, seg_start,
                            end_s, first_start, cur_seg, j_inter, j_deadline, *pl_cols,
                            sgc["job"], sgc["region"], sgc["gpu_type"], sgc["gpus"],
                            sgc["start_s"], sgc["end_s"], rb_job, rb_i, rb_f, finish, cnt, cnt2)
                        if started != -3:
                            break
                        # a pool's slice is more than half full and full at its tail: that
                        # pool's slice becomes four times its entries (place()'s rule)
                        q_n = q_len + q_need
                        grow = ((q_need > 0) & (q_head + q_n > q_base + q_alloc)
                                & (2 * q_n > q_alloc))
                        new_alloc = np.where(grow, 4 * q_n, q_alloc)
                        size = int(new_alloc.sum())
                        nb_job, nb_ready = np.empty(size, dtype=np.int64), np.empty(size)
                        nb_seq = np.empty(size, dtype=np.int64)
                        kern.queue_relayout(qb_job, qb_ready, qb_seq, q_head, q_len, q_base,
                                            q_alloc, new_alloc, nb_job, nb_ready, nb_seq)
                        qb_job, qb_ready, qb_seq = nb_job, nb_ready, nb_seq
                    if started < 0:  # nothing was changed
                        i = int(cnt[3])
                        raise self._type_error(k, -started, int(jid[i]), int(r[i]),
                                               -1 if t_dec is None else int(t_dec[i]),
                                               int(g_out[i]), int(gpus[jid[i]]),
                                               any_type=t_dec is None and j_type[jid[i]] < 0)
                    xfers.n = int(cnt[2])
                    n_pl, _, segs.n, n_run = cnt2.tolist()
                    n_q += m - started
                    n_seq += m
                    running, run_i, run_f = rb_job[:n_run], rb_i[:n_run], rb_f[:n_run]
                    dispatched = completed = True  # (and the next epoch's completions)
                elif n_go:
                    g = self._choose_types(k, jid, r, t_dec, free_rg, queued_rg,
                                           need=gpus[jid] if elastic else None)
                    region[jid] = r
                    gtype[jid] = g
                    src = data_at[jid]
                    moving = src != r
                    rdy = np.full(jid.size, t)
                    if moving.any():
                        dgb = jobs.data_gb[jid]
                        wait = moving if zero_wait else moving & (dgb > 0)
                        bw_j = bw_bytes if bw_pair_bytes is None else bw_pair_bytes[src, r]
                        tr = np.where(wait, lat_s[src, r] + dgb / bw_j, 0.0)
                        rdy += tr
                        xfers.append(job=jid[moving], src=src[moving], dst=r[moving],
                                     start_s=np.full(int(moving.sum()), t),
                                     duration_s=tr[moving], data_gb=dgb[moving])
                        data_at[jid] = r
                    ready[jid] = rdy
                    status[jid] = _PLACED
                    placed = np.concatenate([placed, jid]) if placed.size else jid
                    # merge the new placements into the sorted dispatch queue: sorted among
                    # themselves by (pool, ready), ties in placement order (stable sort);
                    # each goes after every queued job with an equal key (placed earlier)
                    pool_new = r * G + g
                    nk = np.empty(jid.size, dtype=_QKEY)
                    nk.real = pool_new
                    nk.imag = rdy
                    o = np.argsort(nk, kind="stable")
                    if q_job.size:
                        nk = nk[o]
                        pos = np.searchsorted(q_key, nk, side="right")
                        q_job = _merge_sorted(q_job, jid[o], pos)
                        q_key = _merge_sorted(q_key, nk, pos)
                    else:
                        q_job = jid[o]
                        q_key = nk[o]
                    queued += np.bincount(pool_new, weights=gpus[jid],
                                          minlength=P).astype(np.int64)
            if paused_now is not None:  # pending again from the next epoch on
                pending = np.concatenate([pending, paused_now])

            if power_down:
                on_log[k] = on
            # (6) dispatch: per pool strictly FIFO by data-arrival time. The queue is sorted by
            # (pool, ready, placement order), so each pool's eligible jobs (data there before
            # the next epoch) are the front of its run, found by two binary searches per pool;
            # at most free[p] of them can start (each job needs >= 1 GPU), so only those are
            # looked at, and a backlog costs nothing until GPUs free up.
            if use_jit:
                if n_q and not dispatched:  # (with placements it ran with them above)
                    # each job started takes >= 1 GPU: at most the installed GPUs start
                    bound = min(n_q, gpu_total) if one_gpu_min else n_q
                    if n_run + bound > rb_job.size:
                        rb_job, rb_i, rb_f = (_grown(a, n_run + bound)
                                              for a in (rb_job, rb_i, rb_f))
                    sgc = segs.reserve(bound)
                    cnt2[0], cnt2[2], cnt2[3] = n_pl, segs.n, n_run
                    # nothing placed this epoch: every queued job has a row (numbers < n_seq)
                    started = kb.dispatch(
                        t, t + step, one_gpu_min, P, G, free, queued, gpus, gtype, region, ready,
                        remaining, speed, penalty, seg_pen, seg_start, end_s, first_start,
                        cur_seg, status, j_inter, j_deadline, qb_job, qb_ready, qb_seq, q_head,
                        q_len, q_base, no_jobs, n_seq, *pl_cols, sgc["job"], sgc["region"],
                        sgc["gpu_type"], sgc["gpus"], sgc["start_s"], sgc["end_s"], rb_job, rb_i,
                        rb_f, finish, cnt2)
                    n_pl, _, segs.n, n_run = cnt2.tolist()
                    n_q -= started
                    running, run_i, run_f = rb_job[:n_run], rb_i[:n_run], rb_f[:n_run]
                    completed = True  # the next epoch's completions too
            elif q_job.size:
                lo = np.searchsorted(q_key, pool_lo)
                n_el = np.searchsorted(q_key, pool_lo + 1j * (t + step))
                n_el -= lo
                lim = np.minimum(n_el, free) if one_gpu_min else n_el
                n_look = int(lim.sum())
                if n_look:
                    c_lim = np.cumsum(lim)
                    first = c_lim - lim  # where each pool's slots start in the candidates
                    slot = np.repeat(lo - first, lim)
                    slot += np.arange(n_look)
                    cand = q_job[slot]
                    need = gpus[cand]
                    # GPUs the pool's earlier candidates need, per pool; a job goes if it and
                    # every job before it in its pool fit (strict FIFO). The cumulative need
                    # only grows within a pool, so the jobs that go are a prefix of each pool.
                    csum0 = np.zeros(n_look + 1, dtype=np.int64)
                    np.cumsum(need, out=csum0[1:])
                    go = csum0[1:] <= np.repeat(free + csum0[first], lim)
                    if go.any():
                        d = cand[go]
                        used = np.bincount(np.repeat(pools, lim)[go], weights=need[go],
                                           minlength=P).astype(np.int64)
                        free -= used
                        queued -= used
                        keep = np.ones(q_job.size, dtype=bool)
                        keep[slot[go]] = False
                        q_job = q_job[keep]
                        q_key = q_key[keep]
                        st = np.maximum(t, ready[d])
                        gd = gtype[d]
                        pen = penalty[d]
                        if levers_on:
                            fac[d] = factor(d, gd, need[go], region[d] * G + gd)
                        run = remaining[d] / rate(d) + pen
                        seg_pen[d] = pen
                        penalty[d] = 0.0
                        seg_start[d] = st
                        e = st + run
                        end_s[d] = e
                        fs = first_start[d]
                        first_start[d] = np.where(np.isnan(fs), st, fs)
                        extra = {"cap_w": cap_pool[region[d] * G + gd]} if capping else {}
                        cur_seg[d] = segs.append(job=d, region=region[d], gpu_type=gd,
                                                 gpus=need[go], start_s=st, end_s=e, **extra)
                        status[d] = _RUNNING
                        running = np.concatenate([running, d]) if running.size else d
                        if compact:
                            add_i = np.empty((d.size, 4), dtype=np.int64)
                            add_i[:, 0] = region[d]
                            add_i[:, 1] = gd
                            add_i[:, 2] = need[go]
                            add_i[:, 3] = j_inter[d]
                            add_f = np.empty((d.size, 5))
                            add_f[:, 0] = st
                            add_f[:, 1] = pen
                            add_f[:, 2] = remaining[d]
                            add_f[:, 3] = e
                            add_f[:, 4] = j_deadline[d]
                            run_i = np.concatenate([run_i, add_i]) if run_i.size else add_i
                            run_f = np.concatenate([run_f, add_f]) if run_f.size else add_f
                        placed = placed[status[placed] == _PLACED]

        # window end (or the drain's stop): finish what ended, truncate the rest
        t_stop = k_stop * step
        if running.size:
            ended = end_s[running] <= t_stop
            d = running[ended]
            status[d] = _DONE
            finish[d] = end_s[d]
            still = running[~ended]
            segs.cols["end_s"][cur_seg[still]] = t_stop
            if still.size:  # work left of the truncated jobs (for the drain's penalty)
                done_s = np.maximum(t_stop - seg_start[still] - seg_pen[still], 0.0)
                remaining[still] = np.maximum(remaining[still] - done_s * rate(still), 0.0)
        remaining[status == _DONE] = 0.0
        seg_out, xfer_out = segs.finish(), xfers.finish()
        # the run is over: drop the references the helpers below kept into its state (so an
        # accounting that runs while this Simulator is alive does not carry them)
        self._segments = self._transfers = None
        self._state_seg_start = self._state_seg_pen = self._state_fac = None
        self._last_running = None
        self._obs_cache = None
        return Schedule(
            segments=seg_out, transfers=xfer_out, first_start_s=first_start,
            finish_s=finish, region=region, gpu_type=gtype, n_pauses=n_pauses,
            status=status, wall_time_s=time.perf_counter() - t_wall, epochs=k_stop,
            horizon_s=t_stop, remaining_s=remaining,
            powered_gpus=on_log[:k_stop].copy() if power_down else None,
            rescales=n_resc if elastic else None,
            battery_command_kw=None if self._site is None
            else self._site.command_log[:k_stop].copy(),
        )

    def _battery(self, k: int, dec: Any) -> np.ndarray | None:
        """Validate ``Decision.battery_kw`` (used only where a site has a battery)."""
        want = getattr(dec, "battery_kw", None)
        se = self.world.solar
        if want is None or se is None or not se.power_kw.any():
            return None
        R = len(self.world.regions)
        a = np.asarray(want)
        if a.shape != (R,) or not (np.issubdtype(a.dtype, np.floating)
                                   or np.issubdtype(a.dtype, np.integer)):
            raise self._err(k, f"Decision.battery_kw must be a numeric array of shape ({R},) "
                               f"(one bus-side power per region, kW), got {a.dtype} {a.shape}")
        a = a.astype(np.float64)
        if not np.isfinite(a).all():
            i = int(np.flatnonzero(~np.isfinite(a))[0])
            raise self._err(k, f"Decision.battery_kw[{i}] (region {self.world.regions[i]}) is "
                               f"{a[i]}; expected a finite power in kW")
        bad = np.abs(a) > se.power_kw * (1 + 1e-12)
        if bad.any():
            i = int(np.flatnonzero(bad)[0])
            raise self._err(k, f"Decision.battery_kw[{i}] is {a[i]:g} kW for region "
                               f"{self.world.regions[i]}, beyond its battery's power limit "
                               f"±{se.power_kw[i]:g} kW (PolicyInfo.battery_power_kw)")
        return np.clip(a, -se.power_kw, se.power_kw)

    def battery_soc_kwh(self) -> np.ndarray | None:
        """The batteries' stored energy at the last observed epoch [kWh], or None."""
        return None if self._site is None else self._site.soc.copy()

    def powered_so_far(self) -> np.ndarray | None:
        """GPUs powered on per epoch and pool so far (``[power] power_down``), or None."""
        return None if self._on_log is None else self._on_log.copy()

    def _power(self, k: int, dec: Any, on: np.ndarray, free: np.ndarray,
               waking: dict[int, np.ndarray], wake_steps: int) -> None:
        """Apply ``Decision.power_on`` (``[power] power_down = true``), in place."""
        want = getattr(dec, "power_on", None)
        if want is None:
            return
        cap = self.world.capacity
        a = np.asarray(want)
        if a.shape != cap.shape or (a.size and not np.issubdtype(a.dtype, np.integer)):
            raise self._err(k, f"Decision.power_on must be an integer array of shape "
                               f"{cap.shape} (regions x GPU types), got {a.dtype} {a.shape}")
        if ((a < 0) | (a > cap)).any():
            raise self._err(k, "Decision.power_on must lie in 0 .. the installed GPUs of each "
                               "pool (PolicyInfo.capacity)")
        target = a.reshape(-1).astype(np.int64)
        off = np.minimum(np.maximum(on - target, 0), free)  # only free, awake GPUs go off
        free -= off
        on -= off
        up = np.maximum(target - on, 0)
        if up.any():
            on += up
            if wake_steps == 0:
                free += up
            else:
                ready = k + wake_steps
                waking[ready] = waking.get(ready, 0) + up

    def so_far(self) -> tuple[dict[str, np.ndarray], dict[str, np.ndarray]]:
        """Copies of the run segments and transfers made so far (segments of running jobs end
        at their planned end), for per-step accounting during :meth:`iterate`."""
        if self._segments is None or self._transfers is None:
            raise RuntimeError("so_far() is only available while iterate() runs")
        return self._segments.view(), self._transfers.view()

    # ------------------------------------------------------------------ observation
    def _observe(self, k: int, t: float, row: int, L: int, pending: np.ndarray,
                 running: np.ndarray, placed: np.ndarray, free_rg: np.ndarray,
                 queued: np.ndarray, data_at: np.ndarray, remaining: np.ndarray,
                 status: np.ndarray, run_rows: tuple[np.ndarray, np.ndarray] | None = None,
                 kernel: tuple[Any, ...] | None = None) -> Observation:
        w = self.world
        j = w.jobs
        p = pending
        bounds = getattr(self, "_state_bounds", None)
        if kernel is not None:  # the compiled gather (no lever on): the same new arrays
            cache = self._obs_cache
            if cache is None or cache[0] is not data_at:  # once per run: sources and dtypes
                src = (j.origin, data_at, j.kind, j.gpu_type, j.duration_s, j.gpu_util,
                       j.data_gb, j.submit_s, j.checkpoint_s, j.latency_slo_ms)
                p_dt = tuple(np.dtype(d) for d in (
                    np.int64, j.origin.dtype, data_at.dtype, j.kind.dtype, j.gpus.dtype,
                    j.gpu_type.dtype, j.duration_s.dtype, remaining.dtype, j.gpu_util.dtype,
                    j.data_gb.dtype, j.submit_s.dtype, j.deadline_s.dtype,
                    j.interruptible.dtype, j.checkpoint_s.dtype, j.latency_slo_ms.dtype))
                r_dt = tuple(np.dtype(d) for d in (np.int64, np.int64, np.int64, np.int64, bool,
                                                   bool, np.float64, np.float64))
                cache = self._obs_cache = (data_at, src, p_dt, r_dt)
            _, src, p_dt, r_dt = cache
            n_run, n_pl, rb_job, rb_i, rb_f, pl_cols, *rest = kernel
            e = np.empty
            n, m = p.size, n_run + n_pl
            pcols = [e(n, d) for d in p_dt]
            rcols = [e(m, d) for d in r_dt]
            pl_job, _, *pl_rest = pl_cols  # (the placement numbers are not shown)
            self._kb.observe(t, p, n_run, rb_job, rb_i, rb_f, n_pl, pl_job, *pl_rest, *rest,
                             remaining, *src, *pcols, *rcols)
            _freeze(pcols)
            _freeze(rcols)
            # the 15 columns the kernel fills are the first fields; min/max_gpus stay None
            # (PendingJobs and RunningJobs built without their constructors' per-field work:
            # tests/sim/test_engine_kernels.py checks they equal the constructors' objects)
            pj = object.__new__(PendingJobs)
            d = pj.__dict__  # (the instance dict filled in place: 0.3 us less than two updates)
            d.update(zip(_PENDING_KERNEL_FIELDS, pcols, strict=True))
            d.update(_PENDING_OPTIONAL)
            rj = RunningJobs._of_columns(rcols)
            return self._observe_rest(k, t, row, L, pj, rj, running, placed, free_rg, queued,
                                      bounds)

        def col(a: np.ndarray) -> np.ndarray:
            out = a[p]  # integer indexing makes a new array: a private copy, .base None
            _SETFLAGS(out, False)  # write=False (see _freeze)
            return out

        pj = PendingJobs(
            job_id=_ro(p), origin=col(j.origin), data_at=col(data_at),
            kind=col(j.kind), gpus=col(j.gpus), gpu_type=col(j.gpu_type),
            duration_s=col(j.duration_s), remaining_s=col(remaining), gpu_util=col(j.gpu_util),
            data_gb=col(j.data_gb), submit_s=col(j.submit_s), deadline_s=col(j.deadline_s),
            interruptible=col(j.interruptible), checkpoint_s=col(j.checkpoint_s),
            latency_slo_ms=col(j.latency_slo_ms),
            **({} if bounds is None else {"min_gpus": col(bounds[0]),
                                          "max_gpus": col(bounds[1])}),
        )
        if run_rows is not None:
            rj = self._running_compact(t, running, placed, run_rows, remaining)
        else:
            rj = self._running_gather(t, running, placed, status, remaining)
        return self._observe_rest(k, t, row, L, pj, rj, running, placed, free_rg, queued,
                                  bounds)

    def _observe_rest(self, k: int, t: float, row: int, L: int, pj: PendingJobs,
                      rj: RunningJobs, running: np.ndarray, placed: np.ndarray,
                      free_rg: np.ndarray, queued: np.ndarray, bounds: Any) -> Observation:
        """The Observation around the pending and running jobs' columns ``pj`` and ``rj``."""
        w = self.world
        self._last_running = rj
        lo = max(0, row - L + 1)
        fc = (Forecast._of_provider(self._forecast_provider(row)) if self._forecasters
              else Forecast())
        # fresh read-only copies (``.copy()`` of the C-contiguous rows and pools gives what
        # ``_ro`` gives; the history is a transposed view, copied in its own order as ``_ro``
        # does, so a policy's reductions over it see the same layout)
        cols = (free_rg.copy(), queued.copy(), w.carbon[row].copy(), w.price[row].copy(),
                w.temp[row].copy(), w.pue[row].copy(), np.array(w.carbon[lo: row + 1].T))
        _freeze(cols)
        vals = {**_OBS_OPTIONAL, "step": k, "time_s": t, "jobs": pj, "running": rj,
                "free_gpus": cols[0], "queued_gpus": cols[1], "carbon_gco2_per_kwh": cols[2],
                "price_usd_per_mwh": cols[3], "temp_c": cols[4], "pue": cols[5],
                "history_carbon_gco2_per_kwh": cols[6], "forecast": fc}
        cap = getattr(self, "_state_cap", None)
        if cap is not None:
            vals["power_cap_w"] = _ro(cap.reshape(free_rg.shape))
        if bounds is not None:
            act = np.concatenate([running, placed]) if placed.size else running
            vals["running_min_gpus"] = _ro(bounds[0][act])
            vals["running_max_gpus"] = _ro(bounds[1][act])
        if self._site is not None:
            vals["battery_soc_kwh"] = _ro(self._site.soc)
            vals["pv_w"] = _ro(w.solar.pv_w[row])
        o = object.__new__(Observation)
        o.__dict__.update(vals)
        return o

    def _running_compact(self, t: float, running: np.ndarray, placed: np.ndarray,
                         run_rows: tuple[np.ndarray, np.ndarray], remaining: np.ndarray
                         ) -> RunningJobs:
        """``obs.running`` from the compact rows of the running jobs (no lever on).

        The same arrays, bit for bit, as :meth:`_running_gather`: the running jobs come
        first (``started``), their remaining work is ``max(remaining - max(t - start -
        restore, 0) * speed, 0)``; a placed job's is its ``remaining`` (``x - 0.0 * speed``
        is ``x``), and every array is a fresh one.
        """
        j = self.world.jobs
        run_i, run_f = run_rows
        n_r = running.size
        gt_r = run_i[:, 1]
        rem_r = np.maximum(run_f[:, 2] - np.maximum(t - run_f[:, 0] - run_f[:, 1], 0.0)
                           * self.world.gpu_speed[gt_r], 0.0)
        if placed.size:
            cat = np.concatenate
            cols = {"job_id": cat([running, placed]),
                    "region": cat([run_i[:, 0], self._state_region[placed]]),
                    "gpu_type": cat([gt_r, self._state_gtype[placed]]),
                    "gpus": cat([run_i[:, 2], self._state_gpus[placed]]),
                    "interruptible": cat([run_i[:, 3].astype(bool), j.interruptible[placed]]),
                    "remaining_s": cat([rem_r, np.maximum(remaining[placed], 0.0)]),
                    "deadline_s": cat([run_f[:, 4], j.deadline_s[placed]])}
        else:
            cols = {"job_id": running.copy(), "region": run_i[:, 0].copy(),
                    "gpu_type": gt_r.copy(), "gpus": run_i[:, 2].copy(),
                    "interruptible": run_i[:, 3].astype(bool), "remaining_s": rem_r,
                    "deadline_s": run_f[:, 4].copy()}
        started = np.zeros(n_r + placed.size, dtype=bool)
        started[:n_r] = True
        cols["started"] = started
        _freeze(cols.values())
        return RunningJobs(**cols)

    def _running_gather(self, t: float, running: np.ndarray, placed: np.ndarray,
                        status: np.ndarray, remaining: np.ndarray) -> RunningJobs:
        """``obs.running`` gathered from the engine's ``[J]`` state arrays."""
        w = self.world
        j = w.jobs
        act = np.concatenate([running, placed]) if placed.size else running
        region_now, gtype_now = self._state_region, self._state_gtype
        seg_start, seg_pen = self._state_seg_start, self._state_seg_pen

        # materialised now (private copies), not a closure over the simulator's state
        started = status[act] == _RUNNING
        gt = gtype_now[act]
        done = np.where(started, np.maximum(t - seg_start[act] - seg_pen[act], 0.0), 0.0)
        fac = getattr(self, "_state_fac", None)
        r_now = w.gpu_speed[np.maximum(gt, 0)]
        if fac is not None:
            r_now = r_now * np.where(started, fac[act], 1.0)
        rem = np.maximum(remaining[act] - done * r_now, 0.0)
        cols = {"job_id": act.copy(), "region": region_now[act], "gpu_type": gt,
                "gpus": getattr(self, "_state_gpus", j.gpus)[act], "started": started,
                "interruptible": j.interruptible[act], "remaining_s": rem,
                "deadline_s": j.deadline_s[act]}
        _freeze(cols.values())
        return RunningJobs(**cols)

    # ------------------------------------------------------------------ validation
    def _validate(self, k: int, dec: Any, obs: Observation
                  ) -> tuple[np.ndarray, np.ndarray | None, np.ndarray | None]:
        n = obs.jobs.job_id.shape[0]  # (len(obs.jobs), without the method call)
        if not isinstance(dec, Decision):
            raise self._err(k, f"decide() returned {type(dec).__name__}; expected a Decision")
        reg = np.asarray(dec.region)
        if reg.shape != (n,):
            raise self._err(k, f"returned {reg.size} region decisions for {n} pending jobs; "
                               "expected one per job, in the order of obs.jobs")
        if n and reg.dtype.kind not in "iu":  # np.integer: signed or unsigned
            raise self._err(k, f"Decision.region has dtype {reg.dtype}; expected integers "
                               "(region index, or -1 to defer)")
        R = self.world.capacity.shape[0]
        # range check on the values as given: a cast first would wrap uint64 2**64-1 to -1
        # (signed integers: two reductions decide it; the mask only to name the culprit)
        self._n_go = None  # jobs placed (counted here by the compiled check)
        jit = self._jit_on
        if jit and reg.dtype is _I64:  # one compiled pass: check, count, copy
            out = np.empty(n, dtype=np.int64)
            n_go = kern.copy_in_range(reg, DEFER, R - 1, out)
            fits = n_go >= 0
            if fits:
                self._n_go = n_go
        else:
            out = None
            fits = reg.dtype.kind == "i" and (n == 0 or (int(reg.min()) >= DEFER
                                                         and int(reg.max()) <= R - 1))
        bad = None if fits else _out_of_range(reg, DEFER, R - 1)
        if bad is not None and bad.any():
            i = int(np.flatnonzero(bad)[0])
            jname = self.world.jobs.job_id[int(obs.jobs.job_id[i])]
            raise self._err(k, f"region {reg[i]} (dtype {reg.dtype}) for job {jname!r}"
                               f" is not a region index (0..{R - 1}) or -1 (defer)")
        # a copy: nothing of the policy's is kept (and a fresh C-contiguous int64 array, the
        # type the engine's bound kernels take); ``out`` is set only where the compiled check
        # passed (a failed one raised above)
        reg = reg.astype(np.int64) if out is None else out
        types = None
        if dec.gpu_type is not None:
            types = np.asarray(dec.gpu_type)
            if types.shape != (n,) or (n and types.dtype.kind not in "iu"):  # np.integer
                raise self._err(k, "Decision.gpu_type must be an integer array with one entry "
                                   "per pending job (-1 = any)")
            G = self.world.capacity.shape[1]
            t_out = None
            if jit and types.dtype is _I64:  # as for the regions above
                t_out = np.empty(n, dtype=np.int64)
                if kern.copy_in_range(types, -1, G - 1, t_out) < 0:
                    t_out = None
            bad = None if t_out is not None else _out_of_range(types, -1, G - 1)
            if bad is not None and bad.any():
                i = int(np.flatnonzero(bad)[0])
                jname = self.world.jobs.job_id[int(obs.jobs.job_id[i])]
                raise self._err(k, f"gpu_type {types[i]} (dtype {types.dtype}) for job "
                                   f"{jname!r} is not a GPU type index (0..{G - 1}) or -1 (any)")
            types = t_out if t_out is not None else types.astype(np.int64)
        pause = None
        if dec.pause is not None:
            pause = np.asarray(dec.pause)
            if pause.ndim != 1 or (pause.size and not np.issubdtype(pause.dtype, np.integer)):
                raise self._err(k, "Decision.pause must be a 1-D integer array of job ids")
            bad = _out_of_range(pause, 0, len(self.world.jobs) - 1)
            if bad.any():
                raise self._err(k, f"Decision.pause holds {pause[bad][0]} (dtype {pause.dtype}), "
                                   f"not a job id (0..{len(self.world.jobs) - 1})")
            pause = pause.astype(np.int64)
        return reg, types, pause

    def _validate_levers(self, k: int, dec: Decision, obs: Observation, status: np.ndarray,
                         pause: np.ndarray | None, region: np.ndarray, gtype: np.ndarray
                         ) -> tuple[np.ndarray | None, np.ndarray | None, np.ndarray | None,
                                    np.ndarray | None]:
        """Check the lever fields of ``dec`` (docs/levers-elastic.md): ``(gpus, rescale job ids,
        their new counts, power limits per pool [P])``, None where absent or the lever is off."""
        elastic, capping = self._levers
        w = self.world
        jname = w.jobs.job_id
        gsel = resc = resc_n = newcap = None
        if elastic and dec.gpus is not None:
            n = len(obs.jobs)
            a = np.asarray(dec.gpus)
            if a.shape != (n,) or (n and not np.issubdtype(a.dtype, np.integer)):
                raise self._err(k, f"Decision.gpus must be an integer array with one entry per "
                                   f"pending job (-1 = the job's own gpus), got {a.dtype} "
                                   f"{a.shape} for {n} pending jobs")
            lo, hi = obs.jobs.min_gpus, obs.jobs.max_gpus
            assert lo is not None and hi is not None
            placed = np.asarray(dec.region) != DEFER
            bad = placed & (a != -1) & (_out_of_range(a, 1, 2**62) | (a.astype(np.float64) < lo)
                                        | (a.astype(np.float64) > hi))
            if bad.any():
                i = int(np.flatnonzero(bad)[0])
                raise self._err(k, f"Decision.gpus gives job {jname[int(obs.jobs.job_id[i])]!r} "
                                   f"{a[i]} GPUs; it may run on {lo[i]} .. {hi[i]} "
                                   "(min_gpus .. max_gpus), or -1 for its own gpus")
            gsel = a.astype(np.int64)
        if elastic and (dec.rescale is not None or dec.rescale_gpus is not None):
            if dec.rescale is None or dec.rescale_gpus is None:
                raise self._err(k, "Decision.rescale and Decision.rescale_gpus go together "
                                   "(job ids and their new GPU counts)")
            ids = np.asarray(dec.rescale)
            ns = np.asarray(dec.rescale_gpus)
            if ids.ndim != 1 or (ids.size and not np.issubdtype(ids.dtype, np.integer)):
                raise self._err(k, "Decision.rescale must be a 1-D integer array of job ids")
            if ns.shape != ids.shape or (ns.size and not np.issubdtype(ns.dtype, np.integer)):
                raise self._err(k, f"Decision.rescale_gpus must be an integer array of the "
                                   f"shape of Decision.rescale {ids.shape}, got {ns.dtype} "
                                   f"{ns.shape}")
            J = len(w.jobs)
            bad = _out_of_range(ids, 0, J - 1)
            if bad.any():
                raise self._err(k, f"Decision.rescale holds {ids[bad][0]} (dtype {ids.dtype}), "
                                   f"not a job id (0..{J - 1})")
            ids = ids.astype(np.int64)
            if np.unique(ids).size != ids.size:
                raise self._err(k, "Decision.rescale names a job more than once")
            ok = status[ids] == _RUNNING
            if pause is not None and pause.size:
                ok &= ~np.isin(ids, pause)
            if not ok.all():
                b = int(ids[~ok][0])
                raise self._err(k, f"asked to rescale job {jname[b]!r}, which is not a running "
                                   "(started) job, or is paused in the same decision")
            assert self._state_bounds is not None
            lo, hi = self._state_bounds
            badn = _out_of_range(ns, 1, 2**62)
            if not badn.any():
                badn = (ns.astype(np.int64) < lo[ids]) | (ns.astype(np.int64) > hi[ids])
            if badn.any():
                i = int(np.flatnonzero(badn)[0])
                raise self._err(k, f"Decision.rescale_gpus gives job {jname[int(ids[i])]!r} "
                                   f"{ns[i]} GPUs; it may run on {lo[ids[i]]} .. {hi[ids[i]]} "
                                   "(min_gpus .. max_gpus)")
            ns = ns.astype(np.int64)
            change = ns != self._state_gpus[ids]  # the same count is no rescale (no cost)
            if change.any():
                resc, resc_n = ids[change], ns[change]
        if capping and dec.power_cap_w is not None:
            R, G = w.capacity.shape
            a = np.asarray(dec.power_cap_w)
            if a.shape != (R, G) or not (np.issubdtype(a.dtype, np.floating)
                                         or np.issubdtype(a.dtype, np.integer)):
                raise self._err(k, f"Decision.power_cap_w must be a float array of shape "
                                   f"{(R, G)} (regions x GPU types, W per GPU, NaN = no limit), "
                                   f"got {a.dtype} {a.shape}")
            a = a.astype(np.float64)
            info = self.info
            assert info.power_limit_min_w is not None and info.power_limit_max_w is not None
            lo = np.broadcast_to(info.power_limit_min_w, (R, G))
            hi = np.broadcast_to(info.power_limit_max_w, (R, G))
            given = ~np.isnan(a)
            bad = given & ~(np.isfinite(a) & (a >= lo) & (a <= hi))
            if bad.any():
                r, g = (int(v[0]) for v in np.nonzero(bad))
                tname = w.gpu_types[g]
                if np.isnan(lo[r, g]):
                    why = (f"GPU type {tname} has no cited power-limit range (set [levers] "
                           f"power_limits_w.{tname} = [min_w, max_w]); use NaN for no limit")
                else:
                    why = (f"the allowed range of {tname} is {lo[r, g]:g} .. {hi[r, g]:g} W "
                           "(info.power_limit_min_w .. power_limit_max_w), or NaN for no limit")
                raise self._err(k, f"Decision.power_cap_w[{r}, {g}] (region {w.regions[r]}, "
                                   f"{tname}) is {a[r, g]}; {why}")
            newcap = a.reshape(-1)
        return gsel, resc, resc_n, newcap

    def _choose_types(self, k: int, jid: np.ndarray, r: np.ndarray, dec_types: np.ndarray | None,
                      free_rg: np.ndarray, queued: np.ndarray, need: np.ndarray | None = None
                      ) -> np.ndarray:
        w = self.world
        cap = w.capacity
        need = w.jobs.gpus[jid] if need is None else need
        own = w.jobs.gpu_type[jid]
        g = own.copy()
        if dec_types is not None:
            clash = (own >= 0) & (dec_types >= 0) & (dec_types != own)
            if clash.any():
                i = int(np.flatnonzero(clash)[0])
                raise self._type_error(k, 1, int(jid[i]), int(r[i]), int(dec_types[i]),
                                       int(own[i]), int(need[i]))
            g = np.where(own >= 0, own, dec_types)
            if ((g >= len(w.gpu_types)) | (g < -1)).any():
                raise self._err(k, "Decision.gpu_type holds an index that is not a GPU type")
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
            score = np.where(cap[ra] >= na[:, None], free_rg[ra] - queued[ra], _NO_FIT)
            g[anyt] = score.argmax(axis=1)
        ok = cap[r, g] >= need
        if not ok.all():
            i = int(np.flatnonzero(~ok)[0])
            raise self._type_error(k, 2, int(jid[i]), int(r[i]),
                                   -1 if dec_types is None else int(dec_types[i]), int(g[i]),
                                   int(need[i]), any_type=own[i] < 0 and dec_types is None)
        return g

    def _type_error(self, k: int, code: int, j: int, r: int, dec_type: int, g: int, need: int,
                    any_type: bool = False) -> PolicyError:
        """The error of a placement whose GPU type cannot be: ``code`` 1 = the decision's type
        ``dec_type`` clashes with job ``j``'s required type; 2 = region ``r`` has fewer than
        ``need`` GPUs of type ``g`` installed (the same messages from the numpy path and the
        compiled kernel)."""
        w = self.world
        own = int(w.jobs.gpu_type[j])
        name = w.jobs.job_id[j]
        if code == 1:
            return self._err(k, f"job {name!r} requires GPU type {w.gpu_types[own]} but the "
                                f"decision gave {w.gpu_types[dec_type]}")
        tname = "any" if any_type else w.gpu_types[g]
        return self._err(k, f"job {name!r} needs {need} GPUs of type {tname} but region "
                            f"{w.regions[r]} has at most {w.capacity[r].max()} of one type; it "
                            "could never start there")
