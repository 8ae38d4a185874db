"""Fixtures for the dataset tests: the shared real-data folder and a temporary cache."""

from __future__ import annotations

from pathlib import Path

import pytest

SHARED = Path(__file__).resolve().parents[2].parent / "shared" / "data"
SKIP_REASON = (f"real data folder {SHARED} is absent (in CI it is cloned beside the repo as "
               "shared/data); skipping tests on real files")


@pytest.fixture(scope="session")
def shared() -> Path:
    """The real data folder; skips visibly where it is absent."""
    if not SHARED.is_dir():
        pytest.skip(SKIP_REASON)
    return SHARED


@pytest.fixture(scope="session")
def _session_cache(tmp_path_factory: pytest.TempPathFactory, shared: Path):
    """One import of the whole shared folder into a temporary cache, reused by tests."""
    from gridshift.datasets import import_dir

    root = tmp_path_factory.mktemp("gridshift-cache")
    with pytest.MonkeyPatch.context() as mp:
        mp.setenv("GRIDSHIFT_DATA_DIR", str(root))
        report = import_dir(shared)
    return root, report


@pytest.fixture
def cache(_session_cache, monkeypatch: pytest.MonkeyPatch) -> Path:
    """GRIDSHIFT_DATA_DIR pointing at the imported temporary cache."""
    root, _ = _session_cache
    monkeypatch.setenv("GRIDSHIFT_DATA_DIR", str(root))
    return root


@pytest.fixture
def import_report(_session_cache):
    """The report of the session import."""
    return _session_cache[1]


@pytest.fixture
def empty_cache(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """An empty temporary cache."""
    monkeypatch.setenv("GRIDSHIFT_DATA_DIR", str(tmp_path / "cache"))
    return tmp_path / "cache"
