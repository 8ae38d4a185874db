"""No door into the World: attacks through the Observation, gc, closures and the accounting.

Each attack zeroes (or reads) whatever engine state it can reach and otherwise places every
job like local-now; it must get exactly local-now's metrics and per-job table.
"""

from __future__ import annotations

import dataclasses

import numpy as np
import pytest

from gridshift import load_policy, simulate
from gridshift.policies.isolation import GuardedPolicy, IsolatedPolicy, make_runner
from gridshift.sim.simulator import Simulator
from tests.integrity.conftest import attack

SANDBOXED = ["base_read", "base_write", "gc_walk", "closure_walk", "accounting_patch"]


@pytest.mark.parametrize("name", SANDBOXED)
def test_sandboxed_attack_gets_exactly_local_nows_metrics(name, check_world, local_now):
    # the default path of an untrusted file (a long budget: a gc walk is slow on a busy CI)
    runner, label = make_runner(attack(name), time_budget_s=120.0)
    assert isinstance(runner, IsolatedPolicy) and label in ("bwrap", "process")
    with runner:
        res = simulate(check_world, runner)
    assert res.metrics == local_now.metrics
    assert res.jobs_sha256() == local_now.jobs_sha256()
    # the World itself is untouched
    again = simulate(check_world, load_policy("local-now"))
    assert again.jobs_sha256() == local_now.jobs_sha256()


@pytest.mark.parametrize("name", ["base_read", "base_write", "closure_walk"])
def test_in_process_attack_through_the_observation_gets_nothing(name, check_world, local_now):
    """Even trusted (in-process) runs hand out private copies and no closure."""
    pol = GuardedPolicy(load_policy(attack(name)))
    res = simulate(check_world, pol)
    assert res.metrics == local_now.metrics
    assert res.jobs_sha256() == local_now.jobs_sha256()


def _arrays(obj, prefix=""):
    if isinstance(obj, np.ndarray):
        yield prefix, obj
    elif dataclasses.is_dataclass(obj):
        for f in dataclasses.fields(obj):
            yield from _arrays(getattr(obj, f.name), f"{prefix}.{f.name}")
    elif isinstance(obj, dict):
        for k, v in obj.items():
            yield from _arrays(v, f"{prefix}.{k}")


def test_observation_and_info_hold_only_private_read_only_copies(check_world):
    sim = Simulator(check_world, load_policy("local-now"), track="clairvoyant")
    info = sim.info
    gen = sim.iterate()
    obs = next(gen)
    seen = 0
    for name, a in [*_arrays(obs), *_arrays(info)]:
        seen += 1
        assert a.base is None, f"{name} is a view into another array"
        assert not a.flags.writeable, f"{name} is writeable"
    for f in obs.running.FIELDS:
        a = getattr(obs.running, f)
        assert a.base is None and not a.flags.writeable, f"running.{f}"
    assert seen > 30
    assert obs.running._provider is None  # materialised, not a closure over the simulator
    gen.close()


@pytest.mark.parametrize("name", ["gc_walk", "accounting_patch"])
def test_the_attack_is_real_in_process(name, local_now):
    """In one process these attacks succeed — which is why untrusted code never runs there.

    (Run in a fresh interpreter: the gc walk would zero this test process's Worlds too.)
    """
    import json
    import subprocess
    import sys

    code = ("import json, gridshift as g\n"
            "w = g.build_world(g.load_scenario('check-v1'))\n"
            f"r = g.simulate(w, g.load_policy({attack(name)!r}))\n"
            "print(json.dumps(r.metrics['carbon_kg']))\n")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         timeout=300, check=True).stdout
    assert json.loads(out.strip().splitlines()[-1]) < 0.5 * local_now.metrics["carbon_kg"]
