"""Tests of gridshift.benchmark.signing: Ed25519 and HMAC sidecars, forgeries, key files."""

from __future__ import annotations

import json
import stat

import pytest

from gridshift.benchmark.records import content_sha256
from gridshift.benchmark.signing import Signer, check_signature, sidecar_path


def _record(tmp_path, signer=None):
    rec = {"schema": "gridshift.record/1", "key": "ab" * 32, "metrics": {"carbon_kg": 2.5},
           "jobs_sha256": "00" * 32}
    rec["content_sha256"] = content_sha256(rec)
    f = tmp_path / "ab" / rec["key"] / "summary.json"
    f.parent.mkdir(parents=True)
    f.write_text(json.dumps(rec))
    if signer is not None:
        sidecar_path(f).write_text(json.dumps(signer.sign(rec)))
    return f, rec


@pytest.mark.parametrize("alg", ["ed25519", "hmac-sha256"])
def test_a_store_signature_verifies_and_a_changed_metric_does_not(tmp_path, alg):
    signer = Signer(tmp_path, alg)
    f, rec = _record(tmp_path, signer)
    assert sidecar_path(f).name == "summary.sig"
    assert check_signature(f, rec).status == "valid"
    rec["metrics"]["carbon_kg"] = 0.5
    rec["content_sha256"] = content_sha256(rec)
    assert check_signature(f, rec).status == "invalid"


def test_key_files_are_private_and_reused(tmp_path):
    a = Signer(tmp_path)
    kid = a.key_id
    pem = tmp_path / ".keys" / "ed25519.pem"
    assert stat.S_IMODE(pem.stat().st_mode) == 0o600
    assert stat.S_IMODE((tmp_path / ".keys").stat().st_mode) == 0o700
    assert Signer(tmp_path).key_id == kid  # created once, then read back


def test_hmac_without_the_store_key_is_unchecked_and_ed25519_elsewhere_unpinned(tmp_path):
    f, rec = _record(tmp_path / "a", Signer(tmp_path / "keys-h", "hmac-sha256"))
    assert check_signature(f, rec).status == "unchecked"
    g, rec2 = _record(tmp_path / "b", Signer(tmp_path / "keys-e", "ed25519"))
    assert check_signature(g, rec2).status == "valid-unpinned"
    pub = Signer(tmp_path / "keys-e").public_key()
    assert check_signature(g, rec2, trusted_keys={pub}).status == "valid"
    other = Signer(tmp_path / "keys-x").public_key()
    assert check_signature(g, rec2, trusted_keys={other}).status == "invalid"
