"""``Policy.decides_without_pending``: a policy that declares it decides nothing at an epoch
without a pending job is not asked there, and its run is the same, byte for byte.

The embedded default (quickstart-v4) has interruptible training jobs that outlive the window:
4,538 of its 5,210 asked epochs have no pending job (the drain), which is where the week run
spent most of its per-epoch time before the engine stopped asking these policies there.
"""

from __future__ import annotations

import hashlib

import numpy as np
import pytest

from gridshift.policies.api import Policy
from gridshift.policies.isolation import GuardedPolicy
from gridshift.policies.registry import list_policies, load_policy
from gridshift.scenario import load_scenario
from gridshift.sim.result import run_plain
from gridshift.sim.world import build_world


@pytest.fixture(scope="module")
def world():
    return build_world(load_scenario("quickstart-v4"))


class _Counting:
    """Wraps a policy; counts its calls and those with no pending job."""

    def __init__(self, policy, declare=None):
        self.policy = policy
        self.id = policy.id
        self.tracks = policy.tracks
        self.decides_without_pending = (policy.decides_without_pending if declare is None
                                        else declare)
        self.calls = self.empty = 0

    def reset(self, info):
        self.policy.reset(info)

    def decide(self, obs):
        self.calls += 1
        self.empty += len(obs.jobs) == 0
        return self.policy.decide(obs)


def _digest(schedule, metrics, table) -> str:
    h = hashlib.sha256()
    for k in ("first_start_s", "finish_s", "region", "gpu_type", "n_pauses", "status"):
        h.update(np.ascontiguousarray(getattr(schedule, k)).tobytes())
    for k, v in sorted(schedule.segments.items()):
        h.update(k.encode() + np.ascontiguousarray(v).tobytes())
    h.update(repr(sorted((k, v) for k, v in metrics.items()
                         if not k.endswith("time_s") and not isinstance(v, dict))).encode())
    return h.hexdigest()


def _declared() -> list[str]:
    out = []
    for spec in list_policies():
        p = load_policy(spec.id)
        if not getattr(p, "decides_without_pending", True):
            out.append(spec.id)
    return out


def test_the_default_is_to_ask():
    assert Policy.decides_without_pending is True
    # the reference and the perf benchmark's policy declare it (docs/performance.md)
    assert {"local-now-v1", "lowest-carbon-now-v1", "round-robin-v1"} <= set(_declared())


@pytest.mark.parametrize("pid", _declared())
def test_a_declaring_policy_runs_the_same_with_fewer_calls(world, pid):
    asked = _Counting(load_policy(pid), declare=True)  # asked as any other policy
    skipped = _Counting(load_policy(pid))  # the policy's own declaration
    assert skipped.decides_without_pending is False
    a = run_plain(world, asked)
    b = run_plain(world, skipped)
    assert _digest(*a) == _digest(*b)
    assert a[0].epochs == b[0].epochs
    # the drain's epochs were asked before and are not now; nothing else changed
    assert asked.empty > 0 and skipped.empty == 0
    assert asked.calls - skipped.calls == asked.empty


def test_the_engine_honours_the_declaration(world):
    """A policy that pauses running jobs, declared (wrongly) not to decide without a pending
    job, is not asked at the drain's epochs: its run changes. So the flag is what skips."""
    honest = _Counting(load_policy("interruptible-lowest-slots-v1"))
    wrong = _Counting(load_policy("interruptible-lowest-slots-v1"), declare=False)
    a, b = run_plain(world, honest), run_plain(world, wrong)
    assert honest.empty > 0 and wrong.empty == 0
    assert _digest(*a) != _digest(*b)
    assert int(a[0].n_pauses.sum()) > int(b[0].n_pauses.sum())


def test_the_guard_passes_the_declaration_and_a_proxy_is_asked():
    assert GuardedPolicy(load_policy("local-now-v1")).decides_without_pending is False
    assert GuardedPolicy(load_policy("interruptible-lowest-slots-v1")).decides_without_pending

    class Proxy:  # an object without the attribute (an isolated proxy, an RL driver)
        id = "proxy"

    from gridshift.sim.simulator import Simulator

    w = build_world(load_scenario("check-v1"))
    sim = Simulator(w, Proxy())
    sim._start()
    assert sim._run.observer.ask_running is True
    sim = Simulator(w, load_policy("local-now-v1"))
    sim._start()
    assert sim._run.observer.ask_running is False
