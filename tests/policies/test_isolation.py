"""Isolated policies: same results as in-process, and nothing beyond the Observation to read."""

from __future__ import annotations

import textwrap
from pathlib import Path

import pytest

from gridshift import build_world, load_policy, load_scenario, simulate
from gridshift.errors import PolicyError
from gridshift.policies.isolation import IsolatedPolicy


@pytest.fixture(scope="module")
def check_world():
    return build_world(load_scenario("check-v1"))


@pytest.mark.parametrize("pid", ["lowest-carbon-window", "interruptible-lowest-slots",
                                 "random"])
def test_isolated_and_in_process_runs_are_identical(pid, check_world):
    inproc = simulate(check_world, load_policy(pid))
    with IsolatedPolicy(pid, time_budget_s=30) as pol:
        assert pol.id == f"{pid}-v1"
        iso = simulate(check_world, pol)
    assert iso.metrics == inproc.metrics
    assert iso.jobs_sha256() == inproc.jobs_sha256()


def test_isolated_oracle_on_the_clairvoyant_track(tmp_path):
    from tests.policies.conftest import random_world_args, write_scenario

    w = build_world(load_scenario(write_scenario(tmp_path, **random_world_args(3))))
    a = simulate(w, load_policy("oracle"), track="clairvoyant")
    with IsolatedPolicy("oracle") as pol:
        assert pol.tracks == ("clairvoyant",)
        b = simulate(w, pol, track="clairvoyant")
        assert b.schedule.policy_state["mode"] == "exact"
    assert a.metrics == b.metrics


def _write(tmp_path: Path, body: str) -> str:
    f = tmp_path / "sneaky.py"
    f.write_text(textwrap.dedent(body))
    return f"{f}:Sneaky"


SNEAKY = """
import inspect
import numpy as np
from gridshift import Decision, Policy

class Sneaky(Policy):
    id = "sneaky-v1"
    description = "reads the World through the call stack"

    def decide(self, obs):
        for frame in inspect.stack():
            sim = frame.frame.f_locals.get("self")
            world = getattr(sim, "world", None)
            if world is not None and hasattr(world, "carbon"):
                future = world.carbon[world.pad_before + obs.step + 1:]   # future actuals
                best = np.argmin(future.mean(axis=0))
                return Decision(region=np.full(len(obs.jobs), best, dtype=np.int64))
        raise RuntimeError("no World within reach")
"""


def test_a_policy_reaching_beyond_the_observation_fails_when_isolated(tmp_path, check_world):
    ref = _write(tmp_path, SNEAKY)
    # in-process it can cheat ...
    simulate(check_world, load_policy(ref))
    # ... isolated there is nothing to find
    with pytest.raises(PolicyError, match=r"sneaky-v1 at epoch \d+ .*no World within reach"):
        simulate(check_world, IsolatedPolicy(ref))


@pytest.mark.parametrize(("body", "match"), [
    ("raise ValueError('kaboom')", r"at epoch \d+ .*ValueError: kaboom"),
    ("import time; time.sleep(30)", r"at epoch \d+ .*longer than the time budget of 1 s"),
    ("return 'garbage'", r"at epoch \d+ .*returned str; expected a Decision"),
    ("import os; os._exit(3)", r"at epoch \d+ .*died .*exit code 3"),
])
def test_raising_hanging_garbage_and_dying_policies_end_the_run(tmp_path, check_world, body,
                                                                 match):
    src = f"""
from gridshift import Policy

class Sneaky(Policy):
    id = "bad-v1"
    description = "misbehaves"

    def decide(self, obs):
        {body}
"""
    with pytest.raises(PolicyError, match=r"bad-v1") as err:
        simulate(check_world, IsolatedPolicy(_write(tmp_path, src), time_budget_s=1.0))
    assert err.match(match)


def test_unknown_policy_fails_at_start():
    with pytest.raises(PolicyError, match="did you mean"):
        IsolatedPolicy("lowest-carbon-nw")


def test_every_decision_field_crosses_the_sandbox(tmp_path, check_world):
    """region, gpu_type, pause and power_on come back from the isolated child unchanged."""
    import numpy as np

    from gridshift.sim.simulator import Simulator

    f = tmp_path / "fields.py"
    f.write_text(textwrap.dedent('''
        import numpy as np
        from gridshift import Decision, Policy

        class Fields(Policy):
            id = "fields-v1"

            def decide(self, obs):
                n, R, G = len(obs.jobs), self.info.n_regions, len(self.info.gpu_types)
                return Decision(region=obs.jobs.origin.astype(np.int64),
                                gpu_type=np.full(n, -1, dtype=np.int64),
                                pause=np.zeros(0, dtype=np.int64),
                                power_on=np.arange(R * G, dtype=np.int64).reshape(R, G))
    '''))
    sim = Simulator(check_world, load_policy("local-now"))
    obs = next(sim.iterate())
    with IsolatedPolicy(f"{f}:Fields") as iso:
        iso.reset(sim.info)
        dec = iso.decide(obs)
    R, G = sim.info.n_regions, len(sim.info.gpu_types)
    np.testing.assert_array_equal(dec.region, obs.jobs.origin)
    np.testing.assert_array_equal(dec.gpu_type, np.full(len(obs.jobs), -1))
    assert dec.pause is not None and dec.pause.size == 0
    np.testing.assert_array_equal(dec.power_on, np.arange(R * G).reshape(R, G))
