"""Shared fixtures for the model tests: locate the real data beside the repo."""

from __future__ import annotations

import json
from pathlib import Path

import numpy as np
import pytest

REPO_ROOT = Path(__file__).resolve().parents[2]
SHARED_DATA = REPO_ROOT / ".." / "shared" / "data"

WEATHER_ZONES = (
    "AU-NSW", "AU-VIC", "BR-SP", "CA-ON", "CL-SIC", "DE-LU", "GB", "IN-WE", "JP-TK",
    "KR", "SG", "US-CAL-CISO", "US-MIDA-PJM", "US-NY-NYIS", "US-TEX-ERCO", "ZA",
)


def require_shared(*parts: str) -> Path:
    """Path under ``<repo>/../shared/data``, or skip the test with a visible reason."""
    path = SHARED_DATA.joinpath(*parts)
    if not path.exists():
        pytest.skip(f"shared data not found at {path.resolve()} (needs <repo>/../shared/data)")
    return path


@pytest.fixture(scope="session")
def shared_weather() -> dict[tuple[str, str], tuple[np.ndarray, np.ndarray]]:
    """Hourly (temp_c, rel_humidity_pct) for every (zone, year) of the Open-Meteo files.

    Times in the files are local; irrelevant for annual means.
    """
    zstandard = pytest.importorskip("zstandard", reason="zstandard needed to read weather")
    root = require_shared("sustain-cluster", "weather")
    out: dict[tuple[str, str], tuple[np.ndarray, np.ndarray]] = {}
    dec = zstandard.ZstdDecompressor()
    for path in sorted(root.glob("*/*.json.zst")):
        doc = json.loads(dec.decompress(path.read_bytes()))
        hourly = doc["hourly"]
        temp = np.asarray(hourly["temperature_2m"], dtype=float)
        rh = np.asarray(hourly["relative_humidity_2m"], dtype=float)
        out[(path.parent.name, path.name[:4])] = (temp, rh)
    if not out:
        pytest.skip(f"no weather files under {root.resolve()}")
    return out


@pytest.fixture
def shared_file():
    """Return a function mapping path parts to a file under shared data (skips if absent)."""
    return require_shared
