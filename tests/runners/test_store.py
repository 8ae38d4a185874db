"""Tests of gridshift.runners.store: atomic, content-addressed records."""

from __future__ import annotations

import errno
import json
import os

import pytest

from gridshift.runners.store import Store, atomic_write


def _rec(key: str, status: str = "ok") -> dict:
    import hashlib

    from gridshift.benchmark.records import content_sha256

    rec = {"key": key, "status": status, "metrics": {"carbon_kg": 1.5},
           "jobs_sha256": hashlib.sha256(b"PARQ").hexdigest() if status == "ok" else None}
    rec["content_sha256"] = content_sha256(rec)  # get() refuses a record failing its hash
    return rec


def test_put_get_has_iter(tmp_path):
    st = Store(tmp_path)
    k1, k2 = "ab" + "0" * 62, "cd" + "1" * 62
    assert not st.has(k1) and st.get(k1) is None
    st.put(_rec(k1), b"PARQ")
    st.put(_rec(k2, "failed"))
    assert st.has(k1) and st.has(k2) and not st.has(k2, ok_only=True)
    assert st.get(k1)["metrics"] == {"carbon_kg": 1.5}
    assert st.jobs_bytes(k1) == b"PARQ" and st.jobs_bytes(k2) is None
    assert (tmp_path / "ab" / k1 / "summary.json").exists()
    assert [r["key"] for r in st.iter_records()] == [k1, k2]
    st.index_put("ef" + "2" * 62, k1)
    assert st.index_get("ef" + "2" * 62) == k1
    assert [r["key"] for r in st.iter_records()] == [k1, k2]  # the index is not a record


def test_incomplete_summary_does_not_count(tmp_path):
    st = Store(tmp_path)
    k = "ab" + "0" * 62
    p = st.summary_path(k)
    p.parent.mkdir(parents=True)
    p.write_text('{"key": "ab')  # a torn write (what atomic_write prevents)
    assert not st.has(k)
    # a leftover temp file from a killed writer is not a record either
    (p.parent / ".summary.json.xyz.tmp").write_text(json.dumps(_rec(k)))
    assert not st.has(k) and list(st.iter_records()) == []


def test_atomic_write_replaces_and_leaves_no_temp(tmp_path):
    p = tmp_path / "d" / "f.json"
    atomic_write(p, b"one")
    atomic_write(p, b"two")
    assert p.read_bytes() == b"two"
    assert os.listdir(p.parent) == ["f.json"]


def test_atomic_write_on_a_full_disk_names_the_file_and_keeps_the_old_one(tmp_path, monkeypatch):
    """A write that fails with no file name (``fsync`` on a full disk: ENOSPC) is raised again
    naming the target, with its errno; the temporary file is gone and the target keeps what it
    held."""
    p = tmp_path / "d" / "summary.json"
    atomic_write(p, b"old")

    def full(fd):
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr("gridshift.runners.store.os.fsync", full)
    with pytest.raises(OSError) as info:
        atomic_write(p, b"new")
    assert info.value.errno == errno.ENOSPC and info.value.filename == str(p)
    assert "No space left on device" in str(info.value)
    assert p.read_bytes() == b"old" and os.listdir(p.parent) == ["summary.json"]


def test_a_claim_that_cannot_be_written_is_not_left_behind(tmp_path, monkeypatch):
    """``acquire`` on a full disk (its ``fsync`` fails): the error names the claim file and no
    claim is left for this live process (its next sweep would wait on it forever)."""
    from gridshift.runners import claims

    def full(fd):
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(claims.os, "fsync", full)
    with pytest.raises(OSError) as info:
        claims.acquire(tmp_path, "ab" + "0" * 62)
    assert info.value.errno == errno.ENOSPC and "claims" in str(info.value.filename)
    assert not [p for p in tmp_path.rglob("*") if p.is_file()]
    monkeypatch.undo()
    c = claims.acquire(tmp_path, "ab" + "0" * 62)  # free again
    assert c is not None
    c.release()
