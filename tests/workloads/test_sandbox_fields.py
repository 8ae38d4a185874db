"""The workload fields of the Observation (docs/workloads.md) cross the sandbox wire: a policy
run in its own process sees, epoch by epoch, exactly the values an in-process one sees, and
decides on them to the same schedule (a workflow, a tiered and an events scenario)."""

from __future__ import annotations

import textwrap
from importlib import resources
from pathlib import Path

import numpy as np
import pytest

from gridshift.policies import _wire
from gridshift.policies.api import Observation
from gridshift.policies.isolation import make_runner
from gridshift.policies.registry import load_policy
from gridshift.scenario import load_scenario
from gridshift.sim.world import build_world
from gridshift.workloads.run import simulate

HERE = Path(str(resources.files("gridshift"))) / "scenarios" / "workloads"

FIELDS = ("workflow_id", "critical_path_s", "workflow_deadline_s", "tier", "tenant",
          "event_held_gpus", "dr_cap_fraction")

POLICY = '''
import hashlib

import numpy as np
from gridshift import Decision, Policy

FIELDS = {fields!r}


class SeesWorkloads(Policy):
    """Hashes every workload field it sees (dtype, shape, bytes) and decides on them: a job
    of tier 0, or on a workflow's critical path of more than an hour, runs at its origin now;
    the rest waits for a free GPU there; nothing goes to a site under demand response."""

    id = "sees-workloads-v1"

    def __init__(self):
        self.h = hashlib.sha256()
        self.seen = dict.fromkeys(FIELDS, 0)

    def decide(self, obs):
        j = obs.jobs
        n = len(j)
        for name in FIELDS:
            a = getattr(obs, name)
            if a is None:
                self.h.update(name.encode() + b"=None")
                continue
            self.seen[name] += 1
            self.h.update(f"{{name}}{{a.dtype.str}}{{a.shape}}".encode() + a.tobytes())
        go = np.ones(n, dtype=bool)
        if obs.tier is not None:
            go &= (obs.tier == 0) | (obs.free_gpus[j.origin].sum(axis=1) >= j.gpus)
        if obs.critical_path_s is not None:
            go |= obs.critical_path_s > 3600.0
        if obs.dr_cap_fraction is not None:
            go &= np.isnan(obs.dr_cap_fraction[j.origin])
        return Decision(region=np.where(go, j.origin, -1).astype(np.int64))

    def state(self):
        return {{"digest": self.h.hexdigest(), "seen": self.seen}}
'''


@pytest.fixture(scope="module")
def policy_ref(tmp_path_factory):
    f = tmp_path_factory.mktemp("pol") / "sees_workloads.py"
    f.write_text(textwrap.dedent(POLICY.format(fields=FIELDS)))
    return f"{f}:SeesWorkloads"


@pytest.mark.parametrize(("name", "on"), [
    ("workflow-pipelines-v1", ("workflow_id", "critical_path_s", "workflow_deadline_s")),
    ("tiered-v1", ("tier", "tenant")),
    ("events-v1", ("event_held_gpus", "dr_cap_fraction")),
])
def test_a_sandboxed_policy_sees_the_in_process_values(policy_ref, name, on):
    world = build_world(load_scenario(HERE / f"{name}.toml"))
    pol = load_policy(policy_ref)
    inproc = simulate(world, pol)
    want = pol.state()
    runner, label = make_runner(policy_ref, trusted=False, time_budget_s=30)
    try:
        iso = simulate(world, runner)
        got = runner.state()
    finally:
        runner.close()
    assert label in ("bwrap", "process")
    for f in FIELDS:  # the scenario's fields were seen at every decision, the others never
        assert (want["seen"][f] > 0) == (f in on), (f, want["seen"])
    assert got == want  # the same values, epoch by epoch, byte for byte
    assert iso.metrics == inproc.metrics
    assert iso.jobs_sha256() == inproc.jobs_sha256()


def test_the_fields_are_declared_and_round_trip_the_wire():
    names = {f for f in Observation.__dataclass_fields__}
    assert set(FIELDS) <= names
    rng = np.random.default_rng(0)
    vals = {"workflow_id": np.array([3, -1], np.int64), "critical_path_s": rng.random(2),
            "workflow_deadline_s": np.array([np.nan, 7.0]),
            "tier": np.array([0, 2], np.int8), "tenant": np.array([-1, 4], np.int64),
            "event_held_gpus": np.arange(6, dtype=np.int64).reshape(3, 2),
            "dr_cap_fraction": np.array([np.nan, 0.5, np.nan])}
    world = build_world(load_scenario("check-v1"))
    from gridshift.sim.simulator import Simulator

    obs = next(iter(Simulator(world, load_policy("local-now")).iterate()))
    assert all(getattr(obs, f) is None for f in FIELDS)  # none without the tables
    import dataclasses

    for o in (obs, dataclasses.replace(obs, **vals)):
        h, a = _wire.encode_obs(o)
        back = _wire.decode_obs(h, dict(a))
        for f in FIELDS:
            v, b = getattr(o, f), getattr(back, f)
            if v is None:
                assert b is None
            else:
                assert b.dtype == v.dtype and b.shape == v.shape
                np.testing.assert_array_equal(b, v)
