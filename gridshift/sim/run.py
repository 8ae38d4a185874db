"""One run: World + Policy -> Schedule -> metrics (the unit every sweep cell is made of)."""

from __future__ import annotations

from typing import Any

from gridshift.policies.api import Policy
from gridshift.sim.accounting import account_table  # noqa: F401 - callers import it from here
from gridshift.sim.result import RunResult, make_result, run_plain
from gridshift.sim.world import World

__all__ = ["RunResult", "simulate"]


def simulate(world: World, policy: Policy | Any, track: str | None = None,
             policy_name: str | None = None) -> RunResult:
    """Run ``policy`` over ``world`` and account the schedule."""
    from gridshift.workloads.spec import has_workloads

    if has_workloads(world.scenario):  # [workflows]/[tiers]/[events]: docs/workloads.md
        from gridshift.workloads.run import simulate as with_workloads

        return with_workloads(world, policy, track=track, policy_name=policy_name)
    schedule, metrics, table = run_plain(world, policy, track=track, policy_name=policy_name)
    return make_result(world, policy, policy_name, schedule, metrics, table)
