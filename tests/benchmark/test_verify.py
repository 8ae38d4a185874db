"""Tests of gridshift.benchmark.verify: fresh records reproduce; tampered ones are caught."""

from __future__ import annotations

import hashlib
import importlib.util
import json
from pathlib import Path

from gridshift.benchmark.records import content_sha256
from gridshift.benchmark.verify import verify
from gridshift.runners.executors import SerialExecutor
from gridshift.runners.store import Store
from gridshift.runners.sweep import Cell, run_sweep
from tests.runners.gs_fixtures import TINY_A, TINY_B


def _sweep(root):
    cells = [Cell(TINY_A, "local-now", seed=1), Cell(TINY_B, "lowest-carbon-now", seed=2)]
    rep = run_sweep(cells, Store(root), SerialExecutor(), progress=False)
    assert rep.ok
    return [Store(root).summary_path(k) for k in rep.keys]


def test_verify_passes_on_fresh_records(tmp_path):
    _sweep(tmp_path)
    rep = verify(tmp_path, scenarios=[TINY_A, TINY_B])
    assert len(rep.checks) == 2 and rep.ok and rep.exit_code == 0, rep.lines()


def test_verify_flags_a_hand_edited_metric_as_tampered(tmp_path):
    p = _sweep(tmp_path)[0]
    rec = json.loads(p.read_text())
    rec["metrics"]["carbon_kg"] *= 0.9
    p.write_text(json.dumps(rec))
    rep = verify(tmp_path, scenarios=[TINY_A, TINY_B])
    assert rep.exit_code == 1
    bad = [c for c in rep.checks if c.status != "ok"]
    assert len(bad) == 1 and bad[0].status == "tampered"
    assert "content_sha256" in bad[0].diffs[0]


def test_verify_flags_a_changed_seed_as_key_mismatch(tmp_path):
    p = _sweep(tmp_path)[0]
    rec = json.loads(p.read_text())
    rec["seed"] = 7
    rec["content_sha256"] = content_sha256(rec)  # a careful forger re-hashes the content
    p.write_text(json.dumps(rec))
    rep = verify(tmp_path, scenarios=[TINY_A, TINY_B])
    assert rep.exit_code == 1
    assert any("key does not match" in d for c in rep.checks for d in c.diffs)


def test_verify_rerun_catches_a_consistently_forged_metric(tmp_path):
    p = _sweep(tmp_path)[1]
    rec = json.loads(p.read_text())
    true = rec["metrics"]["water_l"]
    rec["metrics"]["water_l"] = true + 1e-9  # tiny, but not bit-exact
    rec["content_sha256"] = content_sha256(rec)
    p.write_text(json.dumps(rec))
    assert not verify(tmp_path, rerun=False).ok  # the store's signature catches it offline
    p.with_name("summary.sig").unlink()  # an unsigned copy: offline checks cannot see it ...
    assert verify(tmp_path, rerun=False).ok
    rep = verify(tmp_path, scenarios=[TINY_A, TINY_B])  # ... the re-run does
    bad = [c for c in rep.checks if c.status != "ok"]
    assert len(bad) == 1 and bad[0].status == "differs"
    assert bad[0].diffs == [f"metric water_l: recorded {true + 1e-9!r}, re-run {true!r}"]


def test_trained_weights_are_part_of_the_policy_identity(tmp_path, monkeypatch):
    """Retraining rl-ppo-v1 changes its results, so it must change its identity (and the record
    key) even though no source file changed."""
    from gridshift.benchmark.records import policy_identity, policy_source_sha256
    from gridshift.policies import registry

    weights = tmp_path / "w.zip"
    weights.write_bytes(b"first training run")
    monkeypatch.setitem(registry.ZOO_ARTIFACTS, "rl-ppo-v1", (str(weights),))
    pid, h1 = policy_identity("rl-ppo")
    assert pid == "rl-ppo-v1" and policy_identity("rl-ppo-v1")[1] == h1
    weights.write_bytes(b"second training run")
    assert policy_identity("rl-ppo-v1")[1] != h1
    # a zoo policy without artifacts is identified by its declared version alone; its source
    # file's hash is provenance
    origin = Path(importlib.util.find_spec("gridshift.policies.zoo.baselines").origin)
    assert policy_identity("local-now-v1") == ("local-now-v1", hashlib.sha256(b"").hexdigest())
    assert policy_source_sha256("local-now-v1") == hashlib.sha256(origin.read_bytes()).hexdigest()


def test_record_copies_inside_a_built_site_are_checked_once(tmp_path):
    from gridshift.benchmark.verify import scan_records

    committed = Path(__file__).resolve().parents[2] / "results" / "gs-v1-v1" / "dev"
    src = sorted(committed.glob("*.json"))[0]
    res = tmp_path / "results"
    (res / "gs-v1-v1" / "dev").mkdir(parents=True)
    (res / "gs-v1-v1" / "dev" / src.name).write_bytes(src.read_bytes())
    site = res / "site"
    (site / "assets").mkdir(parents=True)
    (site / "assets" / "gridshift-table.js").write_text("// table script\n")
    (site / "records" / "dev").mkdir(parents=True)
    (site / "records" / "dev" / src.name).write_bytes(src.read_bytes())
    assert [r.path.name for r in scan_records(res)] == [src.name]
    assert len(scan_records(res)) == 1 and scan_records(res)[0].path.parent.name == "dev"
    # the site itself, asked for explicitly, is scanned
    assert len(scan_records(site)) == 1
