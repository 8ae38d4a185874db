"""gridshift: a benchmark suite for carbon- and energy-aware scheduling of AI workloads.

The public API is what this module exports (``__all__``); everything else is internal.

Examples:
    ```python
    import gridshift

    result = gridshift.run("quickstart-v1", policy="lowest-carbon-now", seed=0)
    result.metrics["carbon_kg"]
    ```
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

from gridshift.errors import DataError, GridshiftError, PolicyError, ScenarioError

if TYPE_CHECKING:  # the names below are imported on first use (PEP 562, see __getattr__)
    from pathlib import Path

    from gridshift.api_evaluate import evaluate
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
    from gridshift.policies.registry import list_policies, load_policy
    from gridshift.scenario import Scenario, load_scenario
    from gridshift.sim.run import RunResult, simulate
    from gridshift.sim.world import World, build_world

__version__ = "0.1.0"

__all__ = [
    "DEFER",
    "DataError",
    "Decision",
    "Forecast",
    "GridshiftError",
    "Observation",
    "PendingJobs",
    "Policy",
    "PolicyError",
    "PolicyInfo",
    "RunResult",
    "RunningJobs",
    "Scenario",
    "ScenarioError",
    "World",
    "__version__",
    "build_world",
    "evaluate",
    "list_policies",
    "load_policy",
    "load_scenario",
    "run",
    "simulate",
]

#: Public names imported on first use, and the module each comes from: ``import gridshift``
#: loads only the errors, so a command or a script pays for numpy, polars and the engine
#: when it first touches them (docs/performance.md, "A whole week run").
_LAZY = {
    "evaluate": "gridshift.api_evaluate",
    **dict.fromkeys(("DEFER", "Decision", "Forecast", "Observation", "PendingJobs", "Policy",
                     "PolicyInfo", "RunningJobs"), "gridshift.policies.api"),
    "list_policies": "gridshift.policies.registry",
    "load_policy": "gridshift.policies.registry",
    "Scenario": "gridshift.scenario",
    "load_scenario": "gridshift.scenario",
    "RunResult": "gridshift.sim.run",
    "simulate": "gridshift.sim.run",
    "World": "gridshift.sim.world",
    "build_world": "gridshift.sim.world",
}


def __getattr__(name: str) -> Any:
    """Import a public name on first use (PEP 562); then it is a plain module attribute."""
    module = _LAZY.get(name)
    if module is None:
        raise AttributeError(f"module 'gridshift' has no attribute {name!r}")
    value = getattr(importlib.import_module(module), name)
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    return sorted(set(globals()) | set(__all__))


def run(
    scenario: str | Path | Scenario | None = None,
    policy: str | Policy = "local-now",
    seed: int | None = None,
    track: str | None = None,
    *,
    trusted: bool | None = None,
    **policy_params: Any,
) -> RunResult:
    """Run one policy on one scenario and seed.

    A policy named by a string runs as ``gridshift run`` runs it: a zoo policy in-process, a
    policy file (``"path/file.py:Class"``), a plugin or an external scheduler in the sandbox
    (:func:`gridshift.policies.isolation.make_runner`) — its code is never imported into
    this process unless ``trusted=True``. A :class:`Policy` class (constructed with
    ``policy_params``) or instance is your own code, trusted: it runs in this process as it
    is, with no sandbox and no time budget (:func:`gridshift.api_evaluate.policy_object`).

    Args:
        scenario: A built-in scenario id, a path to a TOML file, a :class:`Scenario`, or
            ``None`` for the quickstart.
        policy: A policy id (``"lowest-carbon-now"``), ``"path/file.py:Class"``, an
            ``exec:``/``tcp:`` ref, or a :class:`Policy` class or instance (in process).
        seed: Seed (default: the scenario's).
        track: ``"forecast"`` or ``"clairvoyant"`` (default: the scenario's).
        trusted: ``True`` runs a policy file in-process (you trust its code); ``None``
            (default): only zoo policies run in-process.
        **policy_params: Passed to the policy's constructor.

    Returns:
        The :class:`RunResult` (metrics, per-job table, schedule).
    """
    from gridshift.scenario import Scenario, load_scenario
    from gridshift.sim.run import simulate
    from gridshift.sim.world import build_world

    sc = scenario if isinstance(scenario, Scenario) else load_scenario(scenario)
    world = build_world(sc, seed)
    from gridshift.api_evaluate import policy_object

    obj = policy_object(policy, policy_params)  # a Policy class or instance: in process
    if obj is not None:
        return simulate(world, obj, track=track)
    from gridshift.policies.isolation import make_runner

    runner, _ = make_runner(policy, policy_params, trusted=trusted)
    try:
        return simulate(world, runner, track=track)
    finally:
        runner.close()
