"""Content-addressed, resumable record store.

Layout::

    root/<key[:2]>/<key>/summary.json   the record (gridshift.benchmark.records schema)
    root/<key[:2]>/<key>/jobs.parquet   its per-job table (ok cells only)
    root/index/<cell_id[:2]>/<cell_id>  the key a cell resolved to (lets a resumed sweep skip
                                        finished cells without rebuilding their Worlds)

Every file is written to a temporary file in the same directory, fsynced and moved into place
with :func:`os.replace`, so a reader (or a crash at any instant) sees either nothing or the
whole file.  ``jobs.parquet`` is written before ``summary.json``: a record exists when, and
only when, its summary does.  Failed cells are stored too (so reports can list them); a later
put of the same key replaces them.
"""

from __future__ import annotations

import json
import os
import tempfile
from collections.abc import Iterator
from pathlib import Path
from typing import Any

__all__ = ["Store", "atomic_write"]


def atomic_write(path: Path, data: bytes) -> None:
    """Write ``data`` to ``path`` atomically (temp file in the same dir, fsync, os.replace)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".tmp")
    try:
        with os.fdopen(fd, "wb") as f:
            f.write(data)
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise
    try:  # make the rename itself durable
        dfd = os.open(path.parent, os.O_RDONLY)
        try:
            os.fsync(dfd)
        finally:
            os.close(dfd)
    except OSError:
        pass  # not supported on this platform/filesystem


class Store:
    """Records addressed by their key under ``root`` (safe for concurrent writers).

    Args:
        root: Directory of the store (created on first write).
    """

    def __init__(self, root: str | Path) -> None:
        self.root = Path(root)

    def __repr__(self) -> str:
        return f"Store({str(self.root)!r})"

    def _dir(self, key: str) -> Path:
        if len(key) < 3 or not all(c in "0123456789abcdef" for c in key):
            raise ValueError(f"not a record key: {key!r}")
        return self.root / key[:2] / key

    def summary_path(self, key: str) -> Path:
        """Path of a record's summary JSON."""
        return self._dir(key) / "summary.json"

    def jobs_path(self, key: str) -> Path:
        """Path of a record's per-job Parquet file."""
        return self._dir(key) / "jobs.parquet"

    def has(self, key: str, ok_only: bool = False) -> bool:
        """Whether a complete record exists (with ``ok_only``: and its status is ``ok``)."""
        rec = self.get(key)
        return rec is not None and (not ok_only or rec.get("status") == "ok")

    def put(self, record: dict[str, Any], jobs_parquet: bytes | None = None) -> Path:
        """Store a record (and its per-job table); returns the summary path."""
        key = record["key"]
        if jobs_parquet is not None:
            atomic_write(self.jobs_path(key), jobs_parquet)
        p = self.summary_path(key)
        atomic_write(p, (json.dumps(record, indent=2, sort_keys=True) + "\n").encode())
        return p

    def get(self, key: str) -> dict[str, Any] | None:
        """The record of ``key``, or ``None`` if absent (or unreadable: never half-written)."""
        p = self.summary_path(key)
        try:
            return json.loads(p.read_text())
        except (OSError, ValueError):
            return None

    def jobs_bytes(self, key: str) -> bytes | None:
        """The per-job Parquet bytes of ``key``, or ``None``."""
        try:
            return self.jobs_path(key).read_bytes()
        except OSError:
            return None

    def iter_records(self) -> Iterator[dict[str, Any]]:
        """Every stored record (in key order)."""
        if not self.root.exists():
            return
        for p in sorted(self.root.glob("??/*/summary.json")):
            try:
                yield json.loads(p.read_text())
            except (OSError, ValueError):
                continue

    # -- cell index -----------------------------------------------------------------------
    def _index_path(self, cell_id: str) -> Path:
        return self.root / "index" / cell_id[:2] / cell_id

    def index_put(self, cell_id: str, key: str) -> None:
        """Remember that the cell ``cell_id`` resolved to record ``key``."""
        atomic_write(self._index_path(cell_id), key.encode())

    def index_get(self, cell_id: str) -> str | None:
        """The key a cell resolved to before, if any."""
        try:
            return self._index_path(cell_id).read_text().strip() or None
        except OSError:
            return None
