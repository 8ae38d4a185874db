"""The run's sequence of mechanisms: which are on, in what order, and their hooks by phase.

:func:`build` constructs, for one run, the shared :class:`~gridshift.sim.engine.state.State`
and the mechanisms the scenario turns on (a mechanism that is off is not constructed), in
a fixed order (:func:`_mechanisms`); ``Simulator.iterate`` calls their hooks phase by phase
(docs/engine.md). Adding a mechanism: a module with a :class:`Mechanism` subclass, and one
line in :func:`_mechanisms`.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import numpy as np

from gridshift import _jit
from gridshift.sim.engine.arrivals import Arrivals
from gridshift.sim.engine.drain import Drain
from gridshift.sim.engine.levers import Levers
from gridshift.sim.engine.observation import Observer
from gridshift.sim.engine.pauses import Pauses
from gridshift.sim.engine.power_down import PowerDown
from gridshift.sim.engine.queue import CompiledQueue, NumpyQueue
from gridshift.sim.engine.segments import SegmentLog
from gridshift.sim.engine.site_energy import SiteEnergyMechanism
from gridshift.sim.engine.state import PHASES, Mechanism, State
from gridshift.sim.engine.transfers import Transfers
from gridshift.sim.engine.validation import Validation

__all__ = ["Run", "build", "forecasters", "phases"]


@dataclass
class Run:
    """One run's engine: the state, the mechanisms in order, and their hooks by phase."""

    state: State
    log: SegmentLog
    queue: Any
    observer: Observer
    mechanisms: list[Mechanism]
    hooks: dict[str, list[Any]] = field(default_factory=dict)
    by_name: dict[str, Mechanism] = field(default_factory=dict)


def phases(mechanisms: list[Mechanism]) -> dict[str, list[Any]]:
    """Each phase's hooks: the bound methods of the mechanisms that define it, in order."""
    out: dict[str, list[Any]] = {}
    for name in PHASES:
        out[name] = [getattr(m, name) for m in mechanisms if hasattr(m, name)]
    return out


def forecasters(world: Any, info: Any, track: str) -> dict[str, Any]:
    """The run's forecast models, by signal (none without a forecast horizon)."""
    from gridshift.models.forecast import make_forecaster

    sc = world.scenario
    w = world
    fc_model = "perfect" if track == "clairvoyant" else sc.forecast["model"]
    H = info.horizon_steps
    out: dict[str, Any] = {}
    if H <= 0:
        return out
    opts = dict(error=float(sc.forecast["error"]), ar1=float(sc.forecast["ar1"]), seed=w.seed)
    for code, (name, arr) in enumerate((("carbon_gco2_per_kwh", w.carbon),
                                        ("price_usd_per_mwh", w.price),
                                        ("temp_c", w.temp)), start=1):
        if np.isnan(arr[w.window]).all():
            continue
        out[name] = make_forecaster(fc_model, arr, w.step_s, H, signal_code=code, **opts)
    if w.solar is not None and w.solar.kwp.any():
        out["pv_w"] = make_forecaster(fc_model, w.solar.pv_w, w.step_s, H, signal_code=4,
                                      **opts)
    return out


def build(world: Any, info: Any, track: str, name: str, compact: bool = True,
          jit: bool = True, extra: Any = ()) -> Run:
    """The engine of one run of ``world``.

    Args:
        world: The World.
        info: The run's PolicyInfo.
        track: ``"forecast"`` or ``"clairvoyant"``.
        name: The policy's name (in errors).
        compact: ``Simulator.compact_running``.
        jit: ``Simulator.jit`` (the compiled queue where ``_jit.use_jit`` says so).
        extra: ``(before, factory)`` pairs: ``factory(run)`` makes a mechanism inserted in
            the sequence before the mechanism named ``before`` (a key of ``run.by_name``), or
            appended with ``before=None`` (tests and extensions; docs/engine.md).
    """
    from gridshift.scenario import simulation_options

    sim_opts = simulation_options(world.scenario)
    drain = bool(sim_opts["drain"])
    st = State(world, world.n_steps + (world.drain_steps if drain else 0), name)
    run = _mechanisms(st, info, track, compact, jit, drain, bool(sim_opts["zero_data_wait"]))
    for before, factory in extra:
        m = factory(run)
        seq = run.mechanisms
        seq.insert(len(seq) if before is None else seq.index(run.by_name[before]), m)
    run.hooks = phases(run.mechanisms)
    run.observer.extras = run.hooks.pop("observe")
    return run


def _estimates(st: State, track: str) -> Any:
    """The runtime-estimates mechanism with ``[jobs] runtime_estimate = "requested"``, else
    None (policies see the truth)."""
    from gridshift.scenario import estimate_options

    opts = estimate_options(st.world.scenario)
    if opts["runtime_estimate"] != "requested":
        return None
    from gridshift.sim.engine.estimates import Estimates

    return Estimates(st, opts["runtime_limit"] == "kill", track != "clairvoyant")


def _mechanisms(st: State, info: Any, track: str, compact: bool, jit: bool, drain: bool,
                zero_wait: bool) -> Run:
    """The mechanisms the scenario turns on, in the order of the sequence (``by_name``'s)."""
    from gridshift.scenario import levers_options, power_options

    w = st.world
    lv = levers_options(w.scenario)
    levers = Levers(st, info, lv) if lv["elastic"] or lv["power_capping"] else None
    log = SegmentLog(st.J, levers.cap_pool if levers is not None and levers.capping else None)
    net = Transfers(w, log, zero_wait)
    compact = compact and levers is None and st.gpus.dtype == np.int64
    # the window alone decides (not the jobs): a policy's warm-up, which cannot know the job
    # count, decides on the same figure, so its kernels are warm exactly when these run
    compiled = compact and jit and _jit.use_jit(0, int(w.n_steps))
    queue = CompiledQueue(st, log, net) if compiled else NumpyQueue(st, log, net, compact)
    if levers is not None:
        levers.attach(log, queue)
    pw = power_options(w.scenario)
    power = (PowerDown(st, pw["wake_s"])
             if bool(pw["power_down"]) and w.idle_w_per_gpu is not None else None)
    observer = Observer(st, queue, forecasters(w, info, track), info.history_steps, [])
    by_name: dict[str, Any] = {  # the sequence: one line per mechanism (None = off)
        "observation": observer,
        "arrivals": Arrivals(st),
        "validation": Validation(st, compiled),
        "power_down": power,
        "pauses": Pauses(st, log, queue),
        "levers": levers,
        "site_energy": SiteEnergyMechanism(st, log, power) if w.solar is not None else None,
        "queue": queue,
        "drain": Drain(st, queue) if drain else None,
        "estimates": _estimates(st, track),  # [jobs] runtime_estimate = "requested"
    }
    on = {k: m for k, m in by_name.items() if m is not None}
    return Run(st, log, queue, observer, list(on.values()), by_name=on)
