"""``gridshift verify``'s grammar (issue 39): --json lists the records, -p/--policy and
-s/--scenario filter them, --policy-file/--scenario-file vouch (the old --policy FILE.py:Class
and --scenario FILE.toml warn)."""

from __future__ import annotations

import json
import shutil

import pytest
from click.testing import CliRunner

from gridshift.cli import main
from tests.conftest import REPO

DEV = REPO / "results" / "gs-v2-v1" / "dev"
SCENARIOS = ("inference-slo", "heatwave")

pytestmark = pytest.mark.skipif(not DEV.is_dir(), reason="results/gs-v2-v1 is not in this "
                                "checkout")


@pytest.fixture(scope="module")
def records(tmp_path_factory):
    """Copies of the committed gs-v2 dev records of seed 0 of two scenarios (with their
    signatures): {file name: record}."""
    d = tmp_path_factory.mktemp("records")
    out = {}
    for f in sorted(DEV.glob("*.json")):
        rec = json.loads(f.read_text())
        if rec.get("scenario") in SCENARIOS and rec.get("seed") == 0:
            shutil.copy(f, d / f.name)
            sig = f.with_suffix(".sig")
            if sig.is_file():
                shutil.copy(sig, d / sig.name)
            out[f.name] = rec
    assert len(out) >= 20
    return d, out


def _verify(*args: str, code: int = 0):
    res = CliRunner().invoke(main, ["verify", *args])
    assert res.exit_code == code, res.output
    return res


def test_json_lists_every_record(records):
    d, recs = records
    doc = json.loads(_verify(str(d), "--no-rerun", "--json").stdout)
    assert doc["ok"] and doc["exit_code"] == 0 and doc["rerun"] is False
    got = {r["path"].rsplit("/", 1)[-1]: r for r in doc["records"]}
    assert set(got) == set(recs)
    for name, r in got.items():
        assert r["status"] == "checked" and r["key"] == recs[name]["key"]
        assert (r["scenario"], r["policy"], r["seed"]) == (recs[name]["scenario"],
                                                          recs[name]["policy"], 0)


def test_policy_and_scenario_filter_the_records(records):
    d, recs = records
    res = _verify(str(d), "--no-rerun", "--json", "-p", "lowest-carbon-now")
    doc = json.loads(res.stdout)
    want = {n for n, r in recs.items() if r["policy"] == "lowest-carbon-now-v1"}
    assert {r["path"].rsplit("/", 1)[-1] for r in doc["records"]} == want and len(want) == 2
    assert doc["filter"] == {"policies": ["lowest-carbon-now"], "scenarios": []}
    assert f"checking 2 records of policy lowest-carbon-now; left out: {len(recs) - 2}" \
        in res.stderr
    # repeated, comma-separated, versioned ids; and a scenario
    doc = json.loads(_verify(str(d), "--no-rerun", "--json", "--policy",
                             "lowest-carbon-now-v1,local-now", "-p", "random-v1",
                             "-s", "heatwave").stdout)
    got = {(r["policy"], r["scenario"]) for r in doc["records"]}
    assert got == {(p, "heatwave") for p in ("lowest-carbon-now-v1", "local-now-v1",
                                             "random-v1")}
    # the text output counts only the chosen records
    assert _verify(str(d), "--no-rerun", "-p", "local-now").stdout.startswith(
        "2 records: 2 hashes and signatures check (not re-run)")
    # nothing matches: says so, exit 2
    res = _verify(str(d), "--no-rerun", "-p", "no-such-policy", code=2)
    assert "no record of policy no-such-policy" in res.output


def test_a_filtered_audit_flags_only_the_chosen_records(records, tmp_path):
    d, recs = records
    name, rec = next((n, r) for n, r in recs.items() if r["policy"] == "random-v1")
    forged = tmp_path / "forged"
    shutil.copytree(d, forged)
    (forged / name).with_suffix(".sig").unlink(missing_ok=True)
    rec = {**rec, "metrics": {**rec["metrics"], "carbon_kg": 0.5 * rec["metrics"]["carbon_kg"]}}
    from gridshift.benchmark.records import content_sha256

    rec["content_sha256"] = content_sha256(rec)
    (forged / name).write_text(json.dumps(rec))
    doc = json.loads(_verify(str(forged), "--audit", "--json", code=1).stdout)
    assert any(f["key"] == rec["key"] for f in doc["audit"]["flags"])
    doc = json.loads(_verify(str(forged), "--audit", "--json", "-p", "local-now").stdout)
    assert doc["audit"]["flags"] == [] and doc["audit"]["audited"] == 2
    doc = json.loads(_verify(str(forged), "--audit", "--json", "-p", "random", code=1).stdout)
    assert {f["key"] for f in doc["audit"]["flags"]} == {rec["key"]}


def test_the_old_vouching_spellings_still_work_with_a_warning(records):
    d, _ = records
    ref = f"{REPO / 'examples' / 'my_policy.py'}:MyPolicy"
    res = _verify(str(d), "--no-rerun", "--json", "--policy", ref, "-p", "local-now")
    assert "--policy " + ref + ": a file you vouch for is deprecated" in res.stderr
    assert "--policy-file" in res.stderr
    assert json.loads(res.stdout)["filter"]["policies"] == ["local-now"]
    toml = REPO / "gridshift" / "benchmark" / "suites" / "gs-v2" / "heatwave.toml"
    res = _verify(str(d), "--no-rerun", "--scenario", str(toml))
    assert "--scenario-file" in res.stderr and "deprecated" in res.stderr
    assert res.stdout.startswith(f"{len(records[1])} records")
    res = _verify(str(d), "--no-rerun", "--policy-file", ref, "--scenario-file", str(toml))
    assert "deprecated" not in res.stderr


def test_a_filtered_rerun_reproduces_with_progress_lines(tmp_path):
    """The tiny fixture suite: -p re-runs only the chosen records, one progress line each."""
    suite = str(REPO / "tests" / "benchmark" / "fixtures" / "tiny-suite")
    res = str(tmp_path / "res")
    out = CliRunner().invoke(main, ["suite", "run", suite, "-p", "lowest-carbon-now", "--seeds",
                                    "1", "--executor", "serial", "--store",
                                    str(tmp_path / "st"), "--export", res, "--no-progress",
                                    "--no-table"])
    assert out.exit_code == 0, out.output
    r = _verify(res, "--suite", suite, "-p", "local-now", "-s", "tiny-a", "--json")
    doc = json.loads(r.stdout)
    assert [(c["policy"], c["scenario"], c["status"]) for c in doc["records"]] == \
        [("local-now-v1", "tiny-a", "ok")]
    assert "[1/1] re-running tiny-a / local-now-v1 / seed 1" in r.stderr
    r = _verify(res, "--suite", suite, "--no-progress")
    assert r.stdout.startswith("4 records: 4 reproduced exactly") and "re-running" not in r.stderr
    r = _verify(res, "--suite", suite)
    assert "[4/4] re-running" in r.stderr
