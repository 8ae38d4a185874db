"""Run a scenario with its workloads: the World, its workloads' mechanisms, the accounting and
the workload metrics (docs/workloads.md).

:func:`gridshift.sim.run.simulate` hands a scenario with ``[workflows]``, ``[tiers]`` or
``[events]`` to :func:`simulate` here: the plain run plus the mechanisms made from the
World's workloads (``World.workloads``, a stage of the World build; :func:`mechanisms` for
``Simulator(..., mechanisms=...)``) and the metrics of :func:`workload_metrics`. A scenario
without those tables gives exactly what :func:`gridshift.sim.run.simulate` gives. Both build
their results with :mod:`gridshift.sim.result`; this module does not import
:mod:`gridshift.sim.run` (no import cycle, ``tests/test_import_graph.py``).
"""

from __future__ import annotations

from typing import Any

from gridshift.workloads.stage import Workloads, load_workloads

__all__ = ["mechanisms", "run_scenario", "simulate", "workload_metrics", "world_workloads"]


def mechanisms(wl: Workloads, made: dict[str, Any] | None = None
               ) -> list[tuple[str | None, Any]]:
    """The ``(before, factory)`` pairs of ``wl``'s mechanisms for ``Simulator(...,
    mechanisms=...)``; each records itself in ``made`` (by name: ``tiers``, ``workflows``,
    ``events``) when the run constructs it, so the runner can read its counters after."""
    out: list[tuple[str | None, Any]] = []
    made = {} if made is None else made

    def keep(name: str, pair: tuple[str | None, Any]) -> tuple[str | None, Any]:
        before, make = pair

        def factory(run: Any) -> Any:
            m = make(run)
            made[name] = m
            return m

        return before, factory

    if wl.tier is not None:
        from gridshift.sim.engine import tiers

        assert wl.tenant is not None
        out.append(keep("tiers", tiers.mechanism(wl.tier, wl.tenant, wl.preemption)))
    if wl.workflows is not None:
        from gridshift.sim.engine import workflows

        out.append(keep("workflows", workflows.mechanism(wl.workflows,
                                                         wl.workflow_deadline_s)))
    if wl.events is not None:
        from gridshift.sim.engine import events

        out.append(keep("events", events.mechanism(wl.events, wl.checkpoint_interval_s)))
    return out


def workload_metrics(world: Any, schedule: Any, wl: Workloads,
                     made: dict[str, Any] | None = None) -> dict[str, float]:
    """The workload metrics of a finished run (workflows, tiers, events; each where on);
    ``made`` the run's mechanisms by name (:func:`mechanisms`)."""
    from gridshift.workloads.metrics import tier_metrics, workflow_metrics
    from gridshift.workloads.spec import TIERS

    out: dict[str, float] = {}
    made = {} if made is None else made
    j = world.jobs
    if wl.workflows is not None:
        out.update(workflow_metrics(wl.workflows.workflow, len(wl.workflows.workflow_ids),
                                    j.submit_s, schedule.finish_s, wl.workflow_deadline_s))
    if wl.tier is not None:
        assert wl.tenant is not None
        from gridshift.sim.accounting import _slo_violated  # the accounting's own rule
        from gridshift.sim.engine.state import DONE

        pre = getattr(made.get("tiers"), "preempted", None)
        slo = _slo_violated(world, schedule, schedule.status == DONE)
        out.update(tier_metrics(wl.tier, TIERS, wl.tenant, len(wl.tenants), j.submit_s,
                                schedule.finish_s, j.duration_s, pre, slo))
    if wl.events is not None:
        from gridshift.sim.engine.events import demand_response_metrics

        ev = made.get("events")
        if ev is not None:
            out.update(ev.lost_metrics(world))
        out.update(demand_response_metrics(world, schedule.segments, wl.events))
    return out


def _run(world: Any, policy: Any, wl: Workloads, track: str | None,
         policy_name: str | None) -> tuple[Any, dict[str, Any], Any]:
    """One run with ``wl``'s mechanisms: (schedule, metrics, per-job table)."""
    from gridshift.sim.result import run_plain

    made: dict[str, Any] = {}
    # the events mechanism runs on the numpy queue
    schedule, metrics, table = run_plain(world, policy, track=track, policy_name=policy_name,
                                         mechanisms=mechanisms(wl, made),
                                         jit=False if wl.events is not None else None)
    metrics.update(workload_metrics(world, schedule, wl, made))
    return schedule, metrics, table


def simulate(world: Any, policy: Any, track: str | None = None,
             policy_name: str | None = None, dr_baseline: bool = False) -> Any:
    """Run ``policy`` over ``world`` with the scenario's workloads and account the schedule.

    Args:
        world: The World.
        policy: The policy (reset before each run).
        track: ``"forecast"`` or ``"clairvoyant"`` (default: the scenario's).
        policy_name: Name in errors and the result.
        dr_baseline: Also run without the demand-response windows (outages kept) and report
            ``dr_carbon_delta_kg`` = carbon with them - carbon without (negative: saved) and
            ``dr_energy_it_delta_kwh`` likewise.

    Returns:
        A :class:`gridshift.sim.result.RunResult` whose metrics add the workload metrics.
    """
    from gridshift.sim.result import make_result, run_plain

    wl = world_workloads(world)
    if wl is None:
        return make_result(world, policy, policy_name,
                           *run_plain(world, policy, track=track, policy_name=policy_name))
    schedule, metrics, table = _run(world, policy, wl, track, policy_name)
    if dr_baseline and wl.events is not None:
        import dataclasses

        from gridshift.workloads.events import OUTAGE, EventTable

        ev = wl.events
        keep = ev.kind == OUTAGE
        base = dataclasses.replace(wl, events=EventTable(
            *(getattr(ev, f.name)[keep] for f in dataclasses.fields(EventTable))))
        _, m0, _ = _run(world, policy, base, track, policy_name)
        metrics["dr_carbon_delta_kg"] = metrics["carbon_kg"] - m0["carbon_kg"]
        metrics["dr_energy_it_delta_kwh"] = metrics["energy_it_kwh"] - m0["energy_it_kwh"]
    return make_result(world, policy, policy_name, schedule, metrics, table)


def world_workloads(world: Any) -> Workloads | None:
    """``world.workloads`` (the World build's stage); read now for a World made without it
    (by hand, or an older pickle) whose scenario has workload tables."""
    wl = getattr(world, "workloads", None)
    if wl is None and getattr(world, "scenario", None) is not None:
        from gridshift.workloads.spec import has_workloads

        if has_workloads(world.scenario):
            return load_workloads(world)
    return wl


def run_scenario(ref: Any, policy: Any = "local-now", seed: int | None = None,
                 **params: Any) -> Any:
    """Load a scenario (id or path), build its World, and :func:`simulate` a policy (an id,
    ``file.py:Class`` or an instance)."""
    from gridshift.policies.registry import load_policy
    from gridshift.scenario import load_scenario
    from gridshift.sim.world import build_world

    sc = load_scenario(ref)
    world = build_world(sc, seed)
    pol = load_policy(policy, **params) if isinstance(policy, str) else policy
    return simulate(world, pol)
