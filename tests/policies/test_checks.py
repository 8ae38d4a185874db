"""The public checker: every zoo policy passes; deliberately broken policies fail, explained."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

from gridshift import DEFER, Decision, Policy
from gridshift.policies.checks import CHECKS, check_policy
from tests.policies.conftest import zoo_params

EXAMPLE = f"{Path(__file__).resolve().parents[2] / 'examples' / 'my_policy.py'}:MyPolicy"


@pytest.mark.parametrize("pid", zoo_params())
def test_zoo_policy_passes_every_check(pid):
    results = check_policy(pid)
    assert [r.name for r in results] == list(CHECKS)
    failed = [str(r) for r in results if not r.passed]
    assert not failed, "\n".join(failed)


def test_example_policy_passes():
    assert all(r.passed for r in check_policy(EXAMPLE))


class WrongLength(Policy):
    id = "broken-length-v1"
    description = "drops the last pending job"

    def decide(self, obs):
        return Decision(region=obs.jobs.origin[:-1].astype(np.int64))


class FloatRegions(Policy):
    id = "broken-dtype-v1"
    description = "returns float regions"

    def decide(self, obs):
        return Decision(region=obs.jobs.origin.astype(float))


class BadRegion(Policy):
    id = "broken-region-v1"
    description = "region index out of range"

    def decide(self, obs):
        return Decision(region=np.full(len(obs.jobs), 99, dtype=np.int64))


class Mutator(Policy):
    id = "broken-mutates-v1"
    description = "writes into the observation"

    def decide(self, obs):
        o = obs.jobs.origin
        o.setflags(write=True)
        o[:] = 0
        return Decision(region=o.astype(np.int64))


class Unseeded(Policy):
    id = "broken-unseeded-v1"
    description = "randomness not from info.seed"

    def decide(self, obs):
        r = np.random.default_rng().integers(0, self.info.n_regions, len(obs.jobs))
        return Decision(region=r.astype(np.int64))


class BusyConstructor(Policy):
    id = "broken-init-v1"
    description = "computes in the constructor"

    def __init__(self, k: int = 3) -> None:
        self.k = k
        self.table = list(range(k))  # not a parameter

    def decide(self, obs):
        return Decision(region=np.full(len(obs.jobs), DEFER, dtype=np.int64))


class Slow(Policy):
    id = "broken-slow-v1"
    description = "sleeps"

    def __init__(self) -> None:
        pass

    def decide(self, obs):
        import time

        if obs.step < 8:
            time.sleep(0.02)
        return Decision(region=obs.jobs.origin.astype(np.int64))


class Crashes(Policy):
    id = "broken-crash-v1"
    description = "raises"

    def decide(self, obs):
        raise ValueError("boom")


def _by_name(results):
    return {r.name: r for r in results}


@pytest.mark.parametrize(("policy", "check", "words"), [
    (WrongLength(), "decision_types", "one region per job"),
    (FloatRegions(), "decision_types", "must be integers"),
    (BadRegion(), "regions_valid", "not a region index"),
    (Mutator(), "obs_not_mutated", "copy an array before modifying it"),
    (Unseeded(), "deterministic", "np.random.default_rng(info.seed)"),
    (BusyConstructor(), "params", "constructor must only store its parameters"),
    (Crashes(), "runs", "ValueError: boom"),
])
def test_checker_rejects_broken_policy_with_the_right_message(policy, check, words):
    res = _by_name(check_policy(policy))
    assert not res[check].passed
    assert words in res[check].message, res[check].message
    # the other checks still run and report something
    assert len(res) == len(CHECKS)


def test_time_budget_check():
    res = _by_name(check_policy(Slow(), time_budget_s=0.01))
    assert not res["time_budget"].passed
    assert "budget is 0.010 s" in res["time_budget"].message
    assert res["runs"].passed


def test_unknown_policy_fails_constructs_with_suggestion():
    res = check_policy("lowest-carbon-nw")
    assert not res[0].passed and "did you mean" in res[0].message
    assert all(not r.passed for r in res)
