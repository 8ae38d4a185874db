"""`gridshift policies list | check` (the click group in gridshift/cli/policies.py)."""

from __future__ import annotations

import os
from pathlib import Path

from click.testing import CliRunner

import gridshift
from gridshift.cli.policies import policies
from gridshift.policies.registry import ZOO

EXAMPLE = f"{Path(__file__).resolve().parents[2] / 'examples' / 'my_policy.py'}:MyPolicy"


def test_list_shows_every_policy_with_metadata():
    res = CliRunner().invoke(policies, ["list"])
    assert res.exit_code == 0, res.output
    for pid in ZOO:
        assert pid in res.output
    assert "oracle-v1" in res.output and "Wiesner" in res.output
    assert f"{len(ZOO)} policies" in res.output and len(ZOO) >= 13


def test_check_passes_for_a_zoo_policy():
    res = CliRunner().invoke(policies, ["check", "lowest-carbon-window"])
    assert res.exit_code == 0, res.output
    assert "9/9 checks passed" in res.output


def test_check_example_file_with_parameters():
    res = CliRunner().invoke(policies, ["check", EXAMPLE,
                                        "--param", "patience_h=2.0"])
    assert res.exit_code == 0, res.output
    assert "'patience_h': 2.0" in res.output


def test_check_fails_with_exit_1_and_explains(tmp_path):
    f = tmp_path / "bad.py"
    f.write_text(
        "import numpy as np\n"
        "from gridshift import Decision, Policy\n"
        "class Bad(Policy):\n"
        "    id = 'bad-v1'\n"
        "    description = 'one decision short'\n"
        "    def decide(self, obs):\n"
        "        return Decision(region=obs.jobs.origin[:-1].astype(np.int64))\n")
    res = CliRunner().invoke(policies, ["check", f"{f}:Bad"])
    assert res.exit_code == 1
    assert "FAIL" in res.output and "one region per job of obs.jobs" in res.output


def test_usage_errors_exit_2():
    r = CliRunner()
    assert r.invoke(policies, ["check", "no-such-policy"]).exit_code == 2
    assert r.invoke(policies, ["check"]).exit_code == 2
    assert r.invoke(policies, ["check", "local-now", "--param", "oops"]).exit_code == 2
    assert r.invoke(policies, ["check", "local-now", "--scenario", "nope-v9"]).exit_code == 2


def test_example_runs_through_gridshift_run():
    import gridshift

    res = gridshift.run("check-v1", policy=EXAMPLE)
    base = gridshift.run("check-v1", policy="local-now")
    assert res.metrics["jobs"] == base.metrics["jobs"] > 0
    assert res.metrics["jobs_completed"] > 0.9 * base.metrics["jobs_completed"]


def test_gridshift_run_never_imports_a_policy_file_unless_trusted(tmp_path, monkeypatch):
    # the file marks the process that imports it; gridshift.run runs it in the sandbox, so
    # this process stays unmarked, as with `gridshift run`
    src = tmp_path / "marker.py"
    src.write_text(
        "import os\nimport numpy as np\nfrom gridshift import Decision, Policy\n"
        "os.environ['GRIDSHIFT_TEST_IMPORTED'] = '1'\n\n"
        "class Marker(Policy):\n    id = 'marker-v1'\n\n"
        "    def decide(self, obs):\n"
        "        return Decision(region=np.asarray(obs.jobs.origin, dtype=np.int64))\n")
    monkeypatch.delenv("GRIDSHIFT_TEST_IMPORTED", raising=False)
    ref = f"{src}:Marker"
    isolated = gridshift.run("check-v1", policy=ref)
    assert "GRIDSHIFT_TEST_IMPORTED" not in os.environ
    trusted = gridshift.run("check-v1", policy=ref, trusted=True)
    assert os.environ.get("GRIDSHIFT_TEST_IMPORTED") == "1"
    # same schedule either way (the policy is local-now's rule)
    assert isolated.jobs_sha256() == trusted.jobs_sha256()
    assert isolated.jobs_sha256() == gridshift.run("check-v1", policy="local-now").jobs_sha256()
