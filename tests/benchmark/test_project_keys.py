"""Maintainer keys decide what a board ranks (issue 35, item 2).

A throw-away key stands in for the project key (the package's list is patched); records are
copies of committed gs-v2 dev records of one scenario. The forged record of the issue (carbon
cut 30 %, content hash recomputed, re-signed with the submitter's own key) is unranked on the
default board of an official results folder, and ranks where the rule is off (the test is real).
"""

from __future__ import annotations

import json
import shutil

import pytest
from click.testing import CliRunner

from gridshift._canonical import content_sha256
from gridshift.benchmark import project_keys as pk
from gridshift.benchmark import signing
from gridshift.benchmark.leaderboard import build_leaderboard, load_records
from gridshift.benchmark.signing import Signer, check_signature, sidecar_path
from gridshift.benchmark.verify import scan_records
from gridshift.cli import main
from tests.conftest import REPO

DEV = REPO / "results" / "gs-v2-v1" / "dev"
SCENARIO = "inference-slo"
FORGED_POLICY = "carbon-time-v1"

pytestmark = pytest.mark.skipif(not DEV.is_dir(), reason="results/gs-v2-v1 is not in this "
                                "checkout")


@pytest.fixture
def project(tmp_path, monkeypatch):
    """A throw-away maintainer key store, patched in as the key the package ships."""
    store = tmp_path / "maintainer"
    pub = pk.new_key_store(store)
    monkeypatch.setattr(signing, "_maintainer_keys", lambda: ((pub, "test key"),))
    return store, pub


@pytest.fixture
def results(tmp_path):
    """An official-looking results folder: one scenario's committed dev records (unsigned)."""
    root = tmp_path / "results"
    dst = root / "gs-v2-v1" / "dev"
    dst.mkdir(parents=True)
    n = 0
    for f in sorted(DEV.glob("*.json")):
        rec = json.loads(f.read_text())
        if rec.get("scenario") == SCENARIO:
            shutil.copyfile(f, dst / f.name)
            n += 1
    assert n >= 10
    return root


def _forge(results, foreign_store):
    """Cut one record's carbon by 30 %, recompute its content hash, sign with a foreign key."""
    for f in sorted((results / "gs-v2-v1" / "dev").glob("*.json")):
        rec = json.loads(f.read_text())
        if rec["policy"] == FORGED_POLICY and rec["seed"] == 0:
            rec["metrics"]["carbon_kg"] *= 0.7
            rec["content_sha256"] = content_sha256(rec)
            f.write_text(json.dumps(rec, indent=2, sort_keys=True) + "\n")
            sig = Signer(foreign_store, "ed25519").sign(rec)
            sidecar_path(f).write_text(json.dumps(sig))
            return f, rec
    raise AssertionError("no record to forge")


def _board(results, **kw):
    return build_leaderboard(load_records(results, **kw), "gs-v2", split="dev")


def test_signed_records_rank_and_a_foreign_signature_is_unverified(project, results, tmp_path):
    store, pub = project
    (results / pk.KEYS_FILE).write_text(f"{pub}  test key\n")
    rep = pk.sign_records(results, store)
    assert rep.signed and not rep.skipped
    keys = pk.board_keys(results)
    assert keys == {pub}
    honest = _board(results, project_keys=keys)
    assert not honest.excluded
    # the forged record: a foreign key (the submitter's own store) re-signed it
    f, forged = _forge(results, tmp_path / "submitter")
    board = _board(results, project_keys=pk.board_keys(results))
    why = [w for _, w in board.excluded]
    assert any("unverified: signed by key" in w and "not a maintainer key" in w for w in why), why
    recs = load_records(results, project_keys=pk.board_keys(results))
    assert all(r.get("metrics", {}).get("carbon_kg") != forged["metrics"]["carbon_kg"]
               for r in recs)
    # off (not an official folder): the forged record is used — the rule above is what stops it
    used = load_records(results)
    assert any(r.get("metrics", {}).get("carbon_kg") == forged["metrics"]["carbon_kg"]
               for r in used)


def test_default_is_on_for_an_official_folder_only(project, results, tmp_path):
    store, pub = project
    assert pk.board_keys(results) is None  # no key list: any signer (or none) may rank
    assert pk.board_keys(results, require=True) == {pub}
    (results / pk.KEYS_FILE).write_text(f"# the project's keys\n{pub}  test key\n")
    assert pk.board_keys(results / "gs-v2-v1" / "dev") == {pub}  # a folder below it too
    assert pk.board_keys(results, require=False) is None
    # unsigned records of an official folder are all unverified: the CLI says so per record
    out = tmp_path / "lb.md"
    res = CliRunner().invoke(main, ["leaderboard", "--results", str(results), "--suite",
                                    "gs-v2", "--split", "dev", "--out", str(out)])
    assert res.exit_code == 0, res.output
    text = out.read_text()
    assert text.count("unverified: not signed by a maintainer key (unsigned)") == \
        len(list((results / "gs-v2-v1" / "dev").glob("*.json")))


def test_a_planted_key_list_cannot_add_a_key(project, results, tmp_path):
    other = pk.new_key_store(tmp_path / "intruder")
    (results / pk.KEYS_FILE).write_text(f"{other}  planted\n")
    with pytest.raises(pk.ProjectKeyError, match="does not ship"):
        pk.board_keys(results)
    res = CliRunner().invoke(main, ["leaderboard", "--results", str(results), "--suite",
                                    "gs-v2", "--split", "dev"])
    assert res.exit_code == 2 and "does not ship" in res.output
    (results / pk.KEYS_FILE).write_text("not a key\n")
    with pytest.raises(pk.ProjectKeyError, match=r"line 1: expected"):
        pk.board_keys(results)


def test_a_project_signed_record_edited_afterwards_is_tampered(project, results):
    store, pub = project
    pk.sign_records(results, store)
    f = sorted((results / "gs-v2-v1" / "dev").glob("*.json"))[0]
    rec = json.loads(f.read_text())
    assert check_signature(f, rec).status == "valid"
    rec["metrics"]["carbon_kg"] *= 0.9
    rec["content_sha256"] = content_sha256(rec)  # even with the content hash recomputed
    f.write_text(json.dumps(rec, indent=2, sort_keys=True) + "\n")
    (rf,) = [r for r in scan_records(f)]
    assert rf.status == "tampered" and any("signature" in p for p in rf.problems), rf.problems
    # and signing refuses it; a signed record is not re-signed without --force
    rep = pk.sign_records(results, store)
    reasons = dict((p.name, w) for p, w in rep.skipped)
    assert reasons[f.name].startswith("TAMPERED")
    assert sum("already signed" in w for w in reasons.values()) == len(reasons) - 1


def test_sign_cli_round_trip(project, results, tmp_path):
    store, pub = project
    res = CliRunner().invoke(main, ["sign", str(results), "--key-store", str(store)])
    assert res.exit_code == 0, res.output
    assert "signed" in res.output and "not a maintainer key" not in res.output
    res = CliRunner().invoke(main, ["sign", "--key-store", str(store), "--new-key-store"])
    assert res.exit_code == 2 and "already holds a key" in res.output
