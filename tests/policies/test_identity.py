"""Record identity: zoo policies by declared version, policy files by their bytes, old keys kept."""

from __future__ import annotations

import hashlib
import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from gridshift.benchmark.records import (
    SCHEMA,
    SCHEMA_V1,
    cell_key,
    content_sha256,
    policy_identity,
    policy_source_sha256,
    record_key,
    run_cell,
)
from gridshift.benchmark.verify import verify
from gridshift.policies import registry
from gridshift.runners.sweep import Cell
from tests.conftest import REPO

EMPTY = hashlib.sha256(b"").hexdigest()
POLICY_FILE = '''
from gridshift.policies.zoo.baselines import LocalNow


class Mine(LocalNow):
    """Runs everything at home."""  # a comment
    id = "mine"
'''


def _sha(obj) -> str:
    return hashlib.sha256(json.dumps(obj, sort_keys=True, separators=(",", ":"))
                          .encode()).hexdigest()


def test_v1_key_is_the_old_formula_and_v2_the_declared_one():
    f = dict(scenario_hash="ab" * 32, policy="local-now-v1", params={"x": 1},
             seed=3, track="forecast")
    v1 = cell_key(f["scenario_hash"], f["policy"], f["params"], "cd" * 32, 3, "forecast",
                  schema=SCHEMA_V1)
    assert v1 == _sha({"schema": "gridshift.record/1", "scenario_hash": "ab" * 32,
                       "policy": "local-now-v1", "params": {"x": 1},
                       "policy_source_sha256": "cd" * 32, "seed": 3, "track": "forecast"})
    v2 = cell_key(f["scenario_hash"], f["policy"], f["params"], EMPTY, 3, "forecast",
                  suite="gs-v2", suite_version="2", split="dev")
    assert v2 == _sha({"schema": "gridshift.record/2", "suite": "gs-v2", "suite_version": "2",
                       "split": "dev", "scenario_hash": "ab" * 32, "policy": "local-now-v1",
                       "params": {"x": 1}, "policy_identity_sha256": EMPTY, "seed": 3,
                       "track": "forecast"})
    with pytest.raises(ValueError, match="unknown record schema 'gridshift.record/9'"):
        record_key({**f, "schema": "gridshift.record/9"})


def test_committed_gs_v1_records_keep_their_keys():
    """The committed gs-v1 records (re-run as /3 in session 15) are named by their keys."""
    files = sorted((REPO / "results" / "gs-v1-v1" / "dev").glob("*.json"))[:20]
    if not files:
        pytest.skip("no committed gs-v1 records in this checkout")
    for p in files:
        rec = json.loads(p.read_text())
        assert rec["schema"] in (SCHEMA_V1, SCHEMA) and record_key(rec) == rec["key"] == p.stem


def test_zoo_identity_is_the_declared_version_plus_artifacts(monkeypatch, tmp_path):
    assert policy_identity("lowest-carbon-now") == ("lowest-carbon-now-v1", EMPTY)
    assert policy_source_sha256("lowest-carbon-now-v1") != EMPTY  # the module, as provenance
    art = tmp_path / "weights.bin"
    art.write_bytes(b"one")
    monkeypatch.setitem(registry.ZOO_ARTIFACTS, "local-now-v1", (str(art),))
    h1 = policy_identity("local-now-v1")[1]
    art.write_bytes(b"two")
    assert h1 != EMPTY and policy_identity("local-now-v1")[1] != h1
    # an id registered at run time is not pinned by a digest: its source identifies it
    monkeypatch.setitem(registry.ZOO, "mine-v1", "gridshift.policies.zoo.baselines:LocalNow")
    assert not registry.identified_by_version("mine-v1")
    module = REPO / "gridshift" / "policies" / "zoo" / "baselines.py"
    assert policy_identity("mine-v1") == ("mine-v1", hashlib.sha256(module.read_bytes())
                                          .hexdigest())


def test_record_v2_fields_and_suite_in_key():
    rec, _ = run_cell(Cell("check-v1", "local-now", seed=0))
    assert rec["schema"] == SCHEMA and rec["status"] == "ok"
    assert rec["policy_identity_basis"] == "declared-version"
    assert rec["policy_identity_sha256"] == EMPTY
    assert rec["policy_source_sha256"] == policy_source_sha256("local-now-v1")
    assert record_key(rec) == rec["key"] and content_sha256(rec) == rec["content_sha256"]
    suite, _ = run_cell(Cell("check-v1", "local-now", seed=0, suite="s", suite_version="1",
                             split="dev"))
    assert suite["key"] != rec["key"] and suite["jobs_sha256"] == rec["jobs_sha256"]


def _copy_package(dest: Path) -> Path:
    shutil.copytree(REPO / "gridshift", dest / "gridshift",
                    ignore=shutil.ignore_patterns("__pycache__"))
    return dest


_PROBE = """
import json, sys
from gridshift.benchmark.records import run_cell
from gridshift.runners.sweep import Cell, cell_id
c = Cell("check-v1", "lowest-carbon-now", seed=0, suite="s", suite_version="1", split="dev")
rec, _ = run_cell(c)
print(json.dumps({k: rec[k] for k in ("key", "jobs_sha256", "policy_source_sha256", "status",
                                      "error")} | {"cell_id": cell_id(c)}))
"""


def _probe(root: Path) -> dict:
    env = {**os.environ, "PYTHONPATH": str(root)}
    out = subprocess.run([sys.executable, "-c", _PROBE], cwd=root, env=env, check=True,
                         capture_output=True, text=True, timeout=300).stdout
    return json.loads(out.strip().splitlines()[-1])


def test_editing_a_zoo_module_comment_changes_no_record_key(tmp_path):
    a = _copy_package(tmp_path / "a")
    b = _copy_package(tmp_path / "b")
    mod = b / "gridshift" / "policies" / "zoo" / "baselines.py"
    mod.write_text(mod.read_text().replace(
        "class LowestCarbonNow(Warmed):",
        "# a comment added by a refactor\nclass LowestCarbonNow(Warmed):"))
    ra, rb = _probe(a), _probe(b)
    assert ra["status"] == rb["status"] == "ok", (ra["error"], rb["error"])
    assert ra["policy_source_sha256"] != rb["policy_source_sha256"]  # the file did change
    assert ra["key"] == rb["key"] and ra["cell_id"] == rb["cell_id"]
    assert ra["jobs_sha256"] == rb["jobs_sha256"]


def test_editing_a_policy_file_changes_its_key(tmp_path):
    p = tmp_path / "mine.py"
    p.write_text(POLICY_FILE)
    r1, _ = run_cell(Cell("check-v1", f"{p}:Mine", seed=0))
    p.write_text(POLICY_FILE.replace("# a comment", "# another comment"))
    r2, _ = run_cell(Cell("check-v1", f"{p}:Mine", seed=0))
    assert r1["status"] == r2["status"] == "ok"
    assert r1["policy"] == "mine.py:Mine" and r1["policy_identity_basis"] == "source"
    assert r1["policy_identity_sha256"] == r1["policy_source_sha256"]
    assert r1["key"] != r2["key"] and r1["jobs_sha256"] == r2["jobs_sha256"]


def _as_v1(rec: dict, source_sha: str) -> dict:
    """The record as the old schema would have written it, with a given source hash."""
    old = {k: v for k, v in rec.items()
           if k not in ("policy_identity_sha256", "policy_identity_basis")}
    old.update(schema=SCHEMA_V1, policy_source_sha256=source_sha)
    old["key"] = record_key(old)
    old["content_sha256"] = content_sha256(old)
    return old


def test_v1_record_reverifies_after_its_zoo_module_changed(tmp_path):
    # a /1 record named its table by polars' bytes of the whole table: made as it was then
    rec, _ = run_cell(Cell("check-v1", "lowest-carbon-now", seed=0), legacy_table=True)
    old = _as_v1(rec, "0" * 64)  # made when baselines.py had other bytes
    (tmp_path / "r.json").write_text(json.dumps(old))
    assert verify(tmp_path, rerun=False).ok
    rep = verify(tmp_path)
    assert rep.ok, rep.lines()
    # ... but not when it did something else: a tampered-with result is still found
    bad = _as_v1({**rec, "jobs_sha256": "1" * 64}, "0" * 64)
    (tmp_path / "r.json").write_text(json.dumps(bad))
    rep = verify(tmp_path)
    assert [c.status for c in rep.checks] == ["differs"]
    assert any(d.startswith("jobs_sha256") for d in rep.checks[0].diffs)


def test_v1_record_of_an_edited_policy_file_differs(tmp_path):
    p = tmp_path / "mine.py"
    p.write_text(POLICY_FILE)
    rec, _ = run_cell(Cell("check-v1", f"{p}:Mine", seed=0), legacy_table=True)
    d = tmp_path / "recs"
    d.mkdir()
    (d / "r.json").write_text(json.dumps(_as_v1(rec, rec["policy_source_sha256"])))
    assert verify(d, policies=[f"{p}:Mine"]).ok
    p.write_text(POLICY_FILE.replace("# a comment", "# another comment"))
    rep = verify(d, policies=[f"{p}:Mine"])
    assert [c.status for c in rep.checks] == ["differs"]
    assert any("policy file changed" in x for x in rep.checks[0].diffs), rep.checks[0].diffs


def test_same_cell_diffs_names_what_differs():
    from gridshift.benchmark.records import same_cell_diffs

    rec, _ = run_cell(Cell("check-v1", "local-now", seed=0))
    old = _as_v1(rec, "0" * 64)
    assert same_cell_diffs(old, rec) == []
    moved = {**rec, "scenario_hash": "f" * 64, "seed": 0, "policy_params": None}
    assert same_cell_diffs(old, moved) == [f"scenario_hash: recorded {rec['scenario_hash']!r}, "
                                           f"re-run {'f' * 64!r}"]
    assert same_cell_diffs(rec, {**rec, "key": "0" * 64})[0].startswith("key: recorded")


def test_a_checkpoint_parameter_puts_its_files_in_the_identity(tmp_path):
    """rl-ppo-v1 with another checkpoint is identified by that checkpoint's bytes."""
    from gridshift.runners.sweep import cell_id

    ck = tmp_path / "mine"
    ck.with_suffix(".zip").write_bytes(b"weights one")
    ck.with_suffix(".json").write_text("{}")
    default = policy_identity("rl-ppo-v1")[1]
    assert policy_identity("rl-ppo-v1", {"checkpoint": "rl-ppo-v1"})[1] == default
    mine = {"checkpoint": str(ck.with_suffix(".zip"))}
    h1 = policy_identity("rl-ppo-v1", mine)[1]
    c1 = cell_id(Cell("check-v1", "rl-ppo-v1", mine, seed=0))
    ck.with_suffix(".zip").write_bytes(b"weights two")  # retrained in place
    assert h1 != default and policy_identity("rl-ppo-v1", mine)[1] != h1
    assert cell_id(Cell("check-v1", "rl-ppo-v1", mine, seed=0)) != c1  # the sweep re-runs it
    gone = {"checkpoint": str(tmp_path / "nowhere.zip")}
    assert policy_identity("rl-ppo-v1", gone)[1] not in (default, h1)  # no error: the run says
