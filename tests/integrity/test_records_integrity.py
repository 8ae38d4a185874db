"""Records a policy cannot forge, and forgeries ``verify`` and the leaderboard catch."""

from __future__ import annotations

import hashlib
import importlib.util
import json
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from gridshift.benchmark import verify as verify_mod
from gridshift.benchmark.leaderboard import build_leaderboard, load_records
from gridshift.benchmark.records import content_sha256
from gridshift.benchmark.signing import Signer
from gridshift.benchmark.suite import submit
from gridshift.benchmark.verify import verify
from gridshift.runners.executors import SerialExecutor
from gridshift.runners.store import Store
from gridshift.runners.sweep import Cell, run_sweep
from tests.integrity.conftest import ATTACKS, attack


def _snapshot(root: Path) -> dict[str, bytes]:
    return {str(p.relative_to(root)): p.read_bytes() for p in sorted(root.rglob("*"))
            if p.is_file()}


def _sweep(store: Store, *cells: Cell) -> list[str]:
    rep = run_sweep(list(cells), store, SerialExecutor(), progress=False)
    assert rep.exit_code == 0, rep.lines()
    return [k for k in rep.keys if k]


@pytest.fixture
def store(tmp_path):
    st = Store(tmp_path / "store")
    _sweep(st, Cell("check-v1", "local-now", seed=1))
    return st


def _forge(module: str, root: Path) -> int:
    spec = importlib.util.spec_from_file_location(f"attack_{module}", ATTACKS / f"{module}.py")
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod._forge(root)


def test_store_forgery_from_the_sandbox_changes_nothing(store, bwrap):
    before = _snapshot(store.root)
    (ref_key,) = [k for k in before if k.endswith("summary.json")]
    keys = _sweep(store, Cell("check-v1", attack("store_forgery"),
                              {"target": str(store.root)}, seed=1))
    after = _snapshot(store.root)
    assert {k: after[k] for k in before} == before  # every earlier file byte for byte
    forged = store.get(keys[0])
    honest = json.loads(before[ref_key])
    assert forged["isolation"] == "bwrap" and forged["metrics"] == honest["metrics"]
    assert verify(store.root, rerun=False).ok


def test_store_forgery_with_a_recomputed_hash_is_caught_by_the_signature(store):
    assert _forge("store_forgery", store.root) == 1  # done outside any sandbox
    rep = verify(store.root, rerun=False)
    assert [c.status for c in rep.checks] == ["tampered"]
    assert "signature" in " ".join(rep.checks[0].diffs)
    (key,) = [c.key for c in rep.checks]
    assert store.get(key) is None  # never used, so a sweep recomputes it
    recs = load_records(store.root)
    assert recs[0]["refused"] and recs[0]["metrics"] == {}
    lb = build_leaderboard(recs, split=None)
    assert any("TAMPERED" in why for _, why in lb.excluded)
    assert lb.per_seed.empty or lb.per_seed["failed"].sum() == 1


def _only(store: Store) -> tuple[Path, dict]:
    (p,) = list(store.root.glob("??/*/summary.json"))
    return p, json.loads(p.read_text())


def test_verify_catches_an_edited_jobs_parquet(store):
    p, _ = _only(store)
    pq = p.with_name("jobs.parquet")
    pq.write_bytes(pq.read_bytes()[:-16])  # truncated
    rep = verify(store.root, rerun=False)
    assert rep.exit_code == 1 and rep.checks[0].status == "tampered"
    assert "jobs.parquet cannot be read" in rep.checks[0].diffs[0]  # checked by content
    assert store.jobs_bytes(rep.checks[0].key) is None


def test_verify_catches_an_edited_summary(store):
    p, rec = _only(store)
    rec["metrics"]["carbon_kg"] *= 0.2
    p.write_text(json.dumps(rec))
    rep = verify(store.root, rerun=False)
    assert rep.checks[0].status == "tampered"
    assert "content_sha256 does not match" in rep.checks[0].diffs[0]


@pytest.mark.parametrize("how", ["flipped", "other-key"])
def test_verify_catches_a_forged_signature(store, tmp_path, how):
    p, rec = _only(store)
    sig_p = p.with_name("summary.sig")
    sig = json.loads(sig_p.read_text())
    if how == "flipped":
        s = sig["signature"]
        sig["signature"] = ("0" if s[0] != "0" else "1") + s[1:]
    else:  # a well-formed signature by a key that is not the store's
        sig = Signer(tmp_path / "elsewhere").sign(rec)
    sig_p.write_text(json.dumps(sig))
    rep = verify(store.root, rerun=False)
    assert rep.checks[0].status == "tampered" and rep.checks[0].signature == "invalid"


def test_unsigned_records_pass_unless_a_signature_is_required(store):
    p, _ = _only(store)
    p.with_name("summary.sig").unlink()
    ok = verify(store.root, rerun=False)
    assert ok.ok and ok.checks[0].signature == "unsigned"
    strict = verify(store.root, rerun=False, require_signature=True)
    assert strict.checks[0].status == "tampered"


def test_unreadable_and_missing_records_are_named(store):
    p, rec = _only(store)
    other = p.parent.parent / ("f" * 64) / "summary.json"
    other.parent.mkdir(parents=True)
    other.write_text("{ not json")
    (store.root / "index" / "ab").mkdir(parents=True)
    (store.root / "index" / "ab" / ("ab" * 32)).write_text("e" * 64)
    rep = verify(store.root, rerun=False)
    by = {c.status: c for c in rep.checks}
    assert set(by) == {"checked", "unreadable", "missing"} and rep.exit_code == 1
    text = "\n".join(rep.lines())
    assert f"UNREADABLE {other.name}" in text and str(other) in text
    assert "MISSING" in text and "e" * 12 in text
    refused = [r for r in load_records(store.root) if r.get("refused")]
    assert len(refused) == 2


def test_cli_verify_names_a_tampered_record_and_exits_1(store):
    p, rec = _only(store)
    rec["seed"] = 2
    p.write_text(json.dumps(rec))
    res = subprocess.run([sys.executable, "-c", "from gridshift.cli import main; main()",
                          "verify", str(store.root), "--no-rerun"], capture_output=True,
                         text=True, timeout=120)
    assert res.returncode == 1
    assert "TAMPERED check-v1 / local-now-v1 / seed 2" in res.stdout


def test_verify_patch_from_the_rerun_cannot_pass_forged_metrics(tmp_path):
    st = Store(tmp_path / "store")
    (key,) = _sweep(st, Cell("check-v1", attack("verify_patch"), seed=1))
    rec = st.get(key)
    rec["metrics"]["carbon_kg"] *= 0.2
    rec["content_sha256"] = content_sha256(rec)  # a consistent, unsigned forgery
    sub = tmp_path / "sub" / "records"
    sub.mkdir(parents=True)
    (sub / f"{key}.json").write_text(json.dumps(rec))
    original = verify_mod._compare
    # the maintainer vouches for the policy file (a record's policy_ref is never run): the
    # re-run is sandboxed, so the policy patches only its own process
    rep = verify(sub, policies=[attack("verify_patch")])
    assert verify_mod._compare is original
    assert rep.checks[0].status == "differs"
    assert any(d.startswith("metric carbon_kg") for d in rep.checks[0].diffs)


def _tiny_suite(tmp: Path) -> Path:
    d = tmp / "suite"
    d.mkdir()
    shutil.copyfile(Path(__file__).resolve().parents[2] / "gridshift/scenarios/check-v1.toml",
                    d / "check-v1.toml")
    (d / "suite.toml").write_text('name = "tiny"\nversion = "1"\n\n[[scenarios]]\n'
                                  'id = "check-v1"\nfile = "check-v1.toml"\n'
                                  "seeds_dev = [1]\nseeds_test = [2]\n")
    return d


def test_submit_time_forgery_of_its_own_folder_fails(tmp_path, bwrap):
    work = tmp_path / "work"
    work.mkdir()
    shutil.copyfile(ATTACKS / "submit_forgery.py", work / "my_policy.py")
    results = work / "results"  # beside the policy: where the attack looks
    old = results / "submissions" / "earlier" / "records" / "x.json"
    old.parent.mkdir(parents=True)
    old.write_text(json.dumps({"metrics": {"carbon_kg": 10.0}}))
    st = Store(tmp_path / "store")
    out, rep = submit(f"{work / 'my_policy.py'}:Attack", "team", _tiny_suite(tmp_path), st,
                      split="dev", results_dir=results, executor=SerialExecutor(),
                      progress=False)
    assert rep.exit_code == 0, rep.lines()
    assert json.loads(old.read_text())["metrics"]["carbon_kg"] == 10.0
    assert not list(results.rglob("planted.txt"))
    recs = sorted((out / "records").glob("*.json"))
    assert len(recs) == 2 and len(list((out / "records").glob("*.sig"))) == 2
    for r in recs:
        assert json.loads(r.read_text()) == st.get(r.stem)  # the store's record, unchanged
    assert (out / "signing-key.pub").is_file()
    vr = verify(out, rerun=False)
    assert vr.ok and {c.signature for c in vr.checks} == {"valid"}
    pol = [json.loads(r.read_text()) for r in recs]
    a, b = sorted(pol, key=lambda x: x["policy"])
    assert a["metrics"] == b["metrics"]  # it placed like local-now and got exactly that
    assert hashlib.sha256((work / "my_policy.py").read_bytes()).hexdigest() == \
        next(x for x in pol if x["policy"].startswith("my_policy"))["policy_source_sha256"]


def test_require_sandbox_refuses_unsandboxed_records_of_untrusted_policies(tmp_path,
                                                                          monkeypatch):
    import gridshift.policies.sandbox as sb

    monkeypatch.setenv("GRIDSHIFT_SANDBOX", "process")  # as on a machine without namespaces
    monkeypatch.setattr(sb, "_WARNED", False)
    st = Store(tmp_path / "store")
    _sweep(st, Cell("check-v1", "local-now", seed=1),
           Cell("check-v1", attack("base_read"), seed=1))
    recs = {r["policy"]: r for r in load_records(st.root)}
    assert recs["base_read.py:Attack"]["isolation"] == "process"
    strict = {r["policy"]: r for r in load_records(st.root, require_sandbox=True)}
    assert strict["base_read.py:Attack"]["refused"]
    assert "--require-sandbox" in strict["base_read.py:Attack"]["error"]
    assert not strict["local-now-v1"].get("refused")  # a zoo policy is trusted in-process
