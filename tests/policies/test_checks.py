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
    results = check_policy(Slow(), time_budget_s=0.01)
    res = _by_name(results)
    assert [r.name for r in results] == list(CHECKS)
    assert not res["time_budget"].passed
    msg = res["time_budget"].message
    assert "budget is 0.010 s" in msg and "(run 1 of 2, decide() call 1)" in msg, msg
    assert "the check stopped there" in msg
    # the first decide() over budget ended the check: the run did not finish, nothing after it
    # was judged
    assert not res["runs"].passed and "stopped at epoch" in res["runs"].message
    for name in ("decision_types", "regions_valid", "empty_pending", "obs_not_mutated",
                 "deterministic"):
        assert not res[name].passed and res[name].message.startswith("skipped: the check "
                                                                     "stopped at epoch")
    assert res["constructs"].passed and res["params"].passed


SLEEPER = """\
import time
import numpy as np
from gridshift import Decision, Policy


class Sleeper(Policy):
    id = "sleeper-v1"
    description = "sleeps 1.5 s in every decide() and notes each call"

    def decide(self, obs):
        with open({calls!r}, "a") as f:
            f.write(f"{{obs.step}}\\n")
        time.sleep(1.5)
        return Decision(region=np.asarray(obs.jobs.origin, dtype=np.int64))
"""


def _sleeper(tmp_path: Path) -> tuple[str, Path]:
    calls = tmp_path / "calls.txt"
    src = tmp_path / "sleeper.py"
    src.write_text(SLEEPER.format(calls=str(calls)))
    return f"{src}:Sleeper", calls


@pytest.mark.parametrize("trusted", [True, False], ids=["in-process", "policy-process"])
def test_a_decide_over_budget_ends_the_check_at_once(tmp_path, monkeypatch, trusted):
    """1.5 s per decide() against a 1 s budget: the check stops after the first call (check-v1
    asks ~200 epochs twice, which took ~10 min before), naming the check, epoch and time."""
    # a plain policy process (not bubblewrap), so that the policy can write its call log
    monkeypatch.setenv("GRIDSHIFT_SANDBOX", "process")
    ref, calls = _sleeper(tmp_path)
    lines: list[str] = []
    results = check_policy(ref, time_budget_s=1.0, trusted=trusted, progress=lines.append,
                           progress_every_s=0.0)
    steps = calls.read_text().split()
    assert len(steps) == 1, steps  # asked once, never again
    res = _by_name(results)
    assert [r.name for r in results] == list(CHECKS)
    msg = res["time_budget"].message
    assert not res["time_budget"].passed
    assert f"at epoch {steps[0]} (run 1 of 2, decide() call 1)" in msg, msg
    assert "budget is 1.000 s" in msg and "the check stopped there" in msg
    took = float(msg.split("took ")[1].split(" s")[0])  # how long: the measured time
    assert took > 1.0
    assert not res["runs"].passed and f"stopped at epoch {steps[0]}" in res["runs"].message
    assert not res["deterministic"].passed and "skipped" in res["deterministic"].message
    assert lines and lines[0].startswith("run 1 of 2 on check-v1")


@pytest.mark.parametrize("trusted", [True, False], ids=["in-process", "policy-process"])
def test_a_decide_that_never_answers_is_stopped_at_the_hard_limit(tmp_path, monkeypatch,
                                                                  trusted):
    """A decide() that hangs is stopped at 3 x budget + 2 s and reported as over budget."""
    monkeypatch.setenv("GRIDSHIFT_SANDBOX", "process")
    calls = tmp_path / "calls.txt"
    src = tmp_path / "hang.py"
    src.write_text(SLEEPER.format(calls=str(calls)).replace("time.sleep(1.5)",
                                                             "time.sleep(3600)"))
    res = _by_name(check_policy(f"{src}:Sleeper", time_budget_s=0.1, trusted=trusted))
    assert len(calls.read_text().split()) == 1
    msg = res["time_budget"].message
    assert "did not answer within" in msg and "was stopped" in msg, msg
    assert "run 1 of 2, decide() call 1" in msg


def test_progress_lines_name_the_run_and_epoch():
    lines: list[str] = []
    results = check_policy("local-now", progress=lines.append, progress_every_s=0.0)
    assert all(r.passed for r in results), [str(r) for r in results]
    assert lines[0].startswith("run 1 of 2 on check-v1 (forecast track, at most ")
    assert any(ln.startswith("run 1 of 2: epoch ") and "decide() calls" in ln for ln in lines)
    assert any(ln.startswith("run 2 of 2 on check-v1") for ln in lines)
    assert any(ln.startswith("empty_pending") for ln in lines)


def test_unknown_policy_fails_constructs_with_suggestion():
    res = check_policy("lowest-carbon-nw")
    assert not res[0].passed and "did you mean" in res[0].message
    assert all(not r.passed for r in res)


def test_cli_check_stops_at_the_first_slow_decide_and_prints_progress(tmp_path, monkeypatch):
    from click.testing import CliRunner

    from gridshift.cli.policies import policies

    monkeypatch.setenv("GRIDSHIFT_SANDBOX", "process")
    ref, calls = _sleeper(tmp_path)
    res = CliRunner().invoke(policies, ["check", ref, "--time-budget", "1", "--no-sanity"])
    assert res.exit_code == 1, res.output
    steps = calls.read_text().split()
    assert len(steps) == 1, steps
    fail = next(ln for ln in res.stdout.splitlines() if " time_budget " in ln)
    assert "FAIL" in fail and f"at epoch {steps[0]} (run 1 of 2, decide() call 1)" in fail
    assert "checks passed" in res.stdout
    assert "... run 1 of 2 on check-v1" in res.stderr  # progress goes to stderr
    assert "Traceback" not in res.output


@pytest.mark.parametrize("budget", ["nan", "0", "-1", "inf"])
def test_cli_check_refuses_a_budget_that_is_not_a_positive_number(budget):
    from click.testing import CliRunner

    from gridshift.cli.policies import policies

    res = CliRunner().invoke(policies, ["check", "local-now", "--time-budget", budget])
    assert res.exit_code == 2, res.output
    assert "--time-budget" in res.output
