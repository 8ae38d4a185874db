"""Content-addressed, resumable record store.

Layout::

    root/<key[:2]>/<key>/summary.json   the record (gridshift.benchmark.records schema)
    root/<key[:2]>/<key>/jobs.parquet   its per-job table (ok cells only)
    root/<key[:2]>/<key>/summary.sig  its signature (:mod:`gridshift.benchmark.signing`)
    root/.keys/                         the store's signing key (0700; created on first put)
    root/index/<cell_id[:2]>/<cell_id>  the key a cell resolved to (lets a resumed sweep skip
                                        finished cells without rebuilding their Worlds)

Every file is written to a temporary file in the same directory, fsynced and moved into place
with :func:`os.replace`, so a reader (or a crash at any instant) sees either nothing or the
whole file.  ``jobs.parquet`` is written before ``summary.json``: a record exists when, and
only when, its summary does.  Failed cells are stored too (so reports can list them); a later
put of the same key replaces them.
"""

from __future__ import annotations

import hashlib
import json
import os
import sys
import tempfile
from collections.abc import Iterator
from pathlib import Path
from typing import Any, NoReturn

__all__ = ["Store", "atomic_write", "remove_and_raise"]


def remove_and_raise(tmp: str | Path, path: str | Path, exc: BaseException) -> NoReturn:
    """Remove the half-written file ``tmp`` (if still there) and raise ``exc`` again; an
    ``OSError`` that names no file (``write``/``fsync`` on a full disk) is raised naming
    ``path`` instead, with its errno, so the command line can say which file failed."""
    try:
        os.unlink(tmp)
    except OSError:
        pass
    if isinstance(exc, OSError) and not exc.filename:
        raise OSError(exc.errno, exc.strerror or str(exc), str(path)) from exc
    raise exc


def atomic_write(path: Path, data: bytes) -> None:
    """Write ``data`` to ``path`` atomically (temp file in the same dir, fsync, os.replace).

    An ``OSError`` that names no file (a ``write`` or ``fsync`` on a full disk: ``ENOSPC``)
    is raised again naming ``path``, so the command line reports which store file could not
    be written (exit code 2) instead of an internal error; the temporary file is removed and
    ``path`` keeps what it held.
    """
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".tmp")
    try:
        with os.fdopen(fd, "wb") as f:
            f.write(data)
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, path)
    except BaseException as exc:
        remove_and_raise(tmp, path, exc)
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

    def __init__(self, root: str | Path, sign: bool = True) -> None:
        self.root = Path(root)
        self.sign = sign
        self._signer: Any = None
        try:  # never visible inside a policy sandbox started by this process
            from gridshift.policies.sandbox import deny

            deny(self.root)
        except ImportError:  # pragma: no cover
            pass

    @property
    def signer(self) -> Any:
        """The store's :class:`gridshift.benchmark.signing.Signer` (key created on first use)."""
        if self._signer is None:
            from gridshift.benchmark.signing import Signer

            self._signer = Signer(self.root)
        return self._signer

    def sig_path(self, key: str) -> Path:
        """Path of a record's signature sidecar."""
        return self._dir(key) / "summary.sig"

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
            if record.get("jobs_sha256") not in (None, hashlib.sha256(jobs_parquet).hexdigest()):
                raise ValueError(f"record {key[:12]}: jobs.parquet does not match jobs_sha256")
            atomic_write(self.jobs_path(key), jobs_parquet)
        if self.sign:
            sig = self.signer.sign(record)
            atomic_write(self.sig_path(key),
                         (json.dumps(sig, indent=2, sort_keys=True) + "\n").encode())
        p = self.summary_path(key)
        atomic_write(p, (json.dumps(record, indent=2, sort_keys=True) + "\n").encode())
        return p

    def get(self, key: str) -> dict[str, Any] | None:
        """The record of ``key``, or ``None`` if absent, unreadable (never half-written) or
        failing its offline checks (content hash, signature): a tampered record is never
        used, so a sweep recomputes it (a warning names it)."""
        p = self.summary_path(key)
        try:
            rec = json.loads(p.read_text())
        except (OSError, ValueError):
            return None
        problem = self.problem(p, rec)
        if problem is not None:
            print(f"gridshift: ignoring stored record {p}: {problem}", file=sys.stderr)
            return None
        return rec

    def problem(self, path: Path, rec: Any) -> str | None:
        """Why a stored record must not be used (``None``: it passes the offline checks)."""
        from gridshift._canonical import content_sha256
        from gridshift.benchmark.signing import check_signature

        if not isinstance(rec, dict):
            return "not a record object"
        try:
            if content_sha256(rec) != rec.get("content_sha256"):
                return "TAMPERED: content_sha256 does not match its content"
        except (TypeError, ValueError) as exc:
            return f"UNREADABLE: {exc}"
        chk = check_signature(path, rec)
        if chk.status == "invalid":
            return f"TAMPERED: {chk.detail}"
        return None

    def jobs_bytes(self, key: str) -> bytes | None:
        """The per-job Parquet bytes of ``key``, or ``None`` (absent, or not matching the
        record's ``jobs_sha256``)."""
        try:
            data = self.jobs_path(key).read_bytes()
        except OSError:
            return None
        rec = self.get(key)
        if rec is None or rec.get("jobs_sha256") != hashlib.sha256(data).hexdigest():
            print(f"gridshift: {self.jobs_path(key)} does not match its record's jobs_sha256; "
                  "not used", file=sys.stderr)
            return None
        return data

    def iter_records(self) -> Iterator[dict[str, Any]]:
        """Every stored record that passes the offline checks (in key order; a tampered one
        is skipped with a warning naming it, as in :meth:`get`)."""
        if not self.root.exists():
            return
        for p in sorted(self.root.glob("??/*/summary.json")):
            try:
                rec = json.loads(p.read_text())
            except (OSError, ValueError):
                continue
            problem = self.problem(p, rec)
            if problem is not None:
                print(f"gridshift: ignoring stored record {p}: {problem}", file=sys.stderr)
                continue
            yield rec

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
