"""Tests of gridshift.benchmark.suite: manifest, hash, cells, submit (then verify)."""

from __future__ import annotations

import shutil
import tomllib
from pathlib import Path

import pytest

from gridshift.benchmark.suite import load_suite, submit, suite_cells, suite_hash
from gridshift.benchmark.verify import verify
from gridshift.errors import GridshiftError, PolicyError, ScenarioError
from gridshift.runners.executors import SerialExecutor

FIX = Path(__file__).parent / "fixtures"
SUITE = FIX / "tiny-suite"


def test_load_suite_and_cells():
    su = load_suite(SUITE)
    assert (su.name, su.version) == ("tiny", "1")
    assert [s.id for s in su.scenarios] == ["tiny-a", "tiny-b"]
    assert su.scenarios[0].seeds_dev == (1, 2, 3) and su.scenarios[1].seeds_test == (101,)
    cells = suite_cells(su, ["lowest-carbon-now"], split="dev")
    # (3 + 2) seeds x (reference + 1 policy)
    assert len(cells) == 10
    assert {c.policy for c in cells} == {"local-now-v1", "lowest-carbon-now"}
    assert all(c.suite == "tiny" and c.suite_version == "1" and c.split == "dev" for c in cells)
    test = suite_cells(su, ["lowest-carbon-now"], split="test", isolate=True)
    assert sorted({c.seed for c in test}) == [101, 102]
    assert {c.isolate for c in test if c.policy == "local-now-v1"} == {False}
    assert len(suite_cells(su, ["local-now"], seeds=[5])) == 2
    only_b = suite_cells(su, ["lowest-carbon-now"], scenarios=["tiny-b"])
    assert len(only_b) == 4 and {c.scenario.endswith("tiny-b.toml") for c in only_b} == {True}
    with pytest.raises(GridshiftError, match=r"no scenario\(s\) tiny-c; its scenarios are "
                                             r"tiny-a, tiny-b"):
        suite_cells(su, ["local-now"], scenarios=["tiny-c"])


def test_suite_hash_changes_with_a_scenario(tmp_path):
    d = tmp_path / "s"
    shutil.copytree(SUITE, d)
    h0 = suite_hash(load_suite(d))
    assert h0 == suite_hash(load_suite(SUITE))  # location-independent
    f = d / "tiny-b.toml"
    f.write_text(f.read_text().replace("jobs_per_hour = 6", "jobs_per_hour = 7"))
    assert suite_hash(load_suite(d)) != h0


def test_suite_errors(tmp_path):
    with pytest.raises(ScenarioError, match="suite manifest not found"):
        load_suite(tmp_path)
    d = tmp_path / "s"
    shutil.copytree(SUITE, d)
    m = d / "suite.toml"
    m.write_text(m.read_text().replace("seeds_test = [101, 102]", "seeds_test = [1, 102]"))
    with pytest.raises(ScenarioError, match="overlap"):
        load_suite(d)
    m.write_text(m.read_text().replace('file = "tiny-b.toml"', 'file = "nope.toml"'))
    with pytest.raises(ScenarioError):
        load_suite(d)


def test_submit_writes_folder_and_verifies(tmp_path):
    ref = f"{FIX / 'policies' / 'greedy_submission.py'}:CleanestNow"
    out, rep = submit(ref, "team-x", SUITE, tmp_path / "store", authors=["A. Author"],
                      description="test", split="test", seeds=[101],
                      results_dir=tmp_path / "results", executor=SerialExecutor(),
                      progress=False)
    assert rep.ok and rep.total == 4
    assert out == tmp_path / "results" / "submissions" / "team-x"
    meta = tomllib.loads((out / "submission.toml").read_text())
    assert meta["name"] == "team-x" and meta["authors"] == ["A. Author"]
    assert meta["policy"] == "greedy_submission.py:CleanestNow"
    assert meta["suite"] == "tiny" and meta["split"] == "test" and len(meta["policy_sha256"]) == 64
    assert (out / "greedy_submission.py").read_bytes() == \
        (FIX / "policies" / "greedy_submission.py").read_bytes()
    assert len(list((out / "records").glob("*.json"))) == 4
    assert verify(out, suites=[SUITE]).ok
    with pytest.raises(PolicyError, match="policy file"):
        submit("local-now", "x", SUITE, tmp_path / "store", results_dir=tmp_path)


def test_submit_rejects_a_policy_failing_the_checker(tmp_path):
    pytest.importorskip("gridshift.policies.checks", reason="the checker is not in this tree")
    with pytest.raises(PolicyError, match="conformance checks"):
        submit(f"{FIX / 'policies' / 'broken.py'}:Broken", "bad", SUITE, tmp_path / "store",
               results_dir=tmp_path, executor=SerialExecutor(), progress=False)
    assert not (tmp_path / "submissions").exists()
