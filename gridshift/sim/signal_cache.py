"""On-disk cache of aligned signals: a dataset card's series on one scenario's grid.

Reading and aligning the cards of a year of 16 zones (CSV and JSON files, gap fills, joins)
is most of a World build. The result depends only on the cards' files, the scenario's
``[signals]`` table, its zones and its grid, never on the seed, so it is kept on disk under
``cache_dir()/aligned-signals/<key>.npz`` and reused by every later build of the same window.

The **key** is a sha256 over everything the aligned arrays depend on: the ``[signals]`` table,
the zones, the grid (first edge, step, length) and the window, each card's parsed fields and
its files' sha256, the size and modification time of each cached file (a file replaced in the
cache changes the key), and the source of the code that reads and aligns
(``gridshift/datasets/{api,cards,readers,schemas,store}.py``, ``gridshift/sim/world.py``), so
an edit to a reader never serves stale arrays.

An **entry** is an uncompressed ``.npz`` (no pickles: it is loaded with
``allow_pickle=False``) holding the arrays and a JSON header with the key, the notes and
input hashes of the build, and a sha256 of the arrays' bytes. A writer writes a temporary
file in the same folder and renames it into place (``os.replace``, atomic on POSIX), so a
concurrent reader sees a whole entry or none, and two writers of one key write the same bytes.
An entry that cannot be read, or whose checksum, key or shapes disagree, is deleted and
rebuilt. Nothing here changes a number: a hit returns the bytes the build computed.

``GRIDSHIFT_ALIGNED_CACHE=0`` turns the cache off (every build reads the cards). Entries may be
deleted at any time.
"""

from __future__ import annotations

import dataclasses
import hashlib
import io
import json
import os
import tempfile
from functools import cache
from pathlib import Path
from typing import Any

import numpy as np

__all__ = ["ARRAY_NAMES", "cache_key", "discard", "enabled", "entry_path", "load", "read_npz",
           "store", "write_npz"]

#: Arrays of an entry, in checksum order (``marginal`` only when the signals have one).
ARRAY_NAMES = ("carbon", "price", "temp", "rh", "marginal")
_FORMAT = "gridshift.aligned-signals/1"
_CODE_FILES = ("datasets/api.py", "datasets/cards.py", "datasets/readers.py",
               "datasets/schemas.py", "datasets/store.py", "sim/world.py")


def enabled() -> bool:
    """Whether the cache is on (``GRIDSHIFT_ALIGNED_CACHE`` unset or not ``0``)."""
    return os.environ.get("GRIDSHIFT_ALIGNED_CACHE", "1").strip() not in ("0", "false", "no")


@cache
def _code_digest() -> str:
    root = Path(__file__).resolve().parents[1]
    h = hashlib.sha256()
    for rel in _CODE_FILES:
        h.update(rel.encode() + b"\0" + (root / rel).read_bytes() + b"\0")
    return h.hexdigest()


def _card_state(name: str) -> dict[str, Any]:
    """A card's parsed fields, its files' sha256, and each cached copy's size and mtime."""
    from gridshift.datasets.cards import get_card
    from gridshift.datasets.store import cached_path

    card = get_card(name)
    files = []
    for f in card.files:
        p = cached_path(card, f)  # DataError when missing: the caller skips the cache
        st = p.stat()
        files.append([f.path, f.sha256, p.name, st.st_size, st.st_mtime_ns])
    return {"card": dataclasses.asdict(card), "files": files}


def cache_key(signals: dict[str, Any], cards: list[str], zones: tuple[str, ...],
              grid_s: np.ndarray, window_s: tuple[float, float], span: tuple[Any, Any]) -> str:
    """The entry key (hex sha256) of one aligned build (see the module docstring).

    Args:
        signals: The scenario's ``[signals]`` table.
        cards: Names of the cards read (carbon, price, weather).
        zones: Zone of each region, in region order.
        grid_s: Grid edges [epoch s].
        window_s: The scenario window ``(start, end)`` [epoch s].
        span: The requested ``(lo, hi)`` datetimes (padding included).

    Raises:
        DataError: a card's file is not in the data cache (then nothing can be cached).
    """
    doc = {
        "format": _FORMAT,
        "code": _code_digest(),
        "signals": signals,
        "cards": {n: _card_state(n) for n in cards},
        "zones": list(zones),
        "grid": [float(grid_s[0]), float(grid_s[1] - grid_s[0]) if grid_s.size > 1 else 0.0,
                 int(grid_s.size), hashlib.sha256(np.ascontiguousarray(grid_s).tobytes())
                 .hexdigest()],
        "window": [float(window_s[0]), float(window_s[1])],
        "span": [str(span[0]), str(span[1])],
    }
    text = json.dumps(doc, sort_keys=True, default=str, separators=(",", ":"))
    return hashlib.sha256(text.encode()).hexdigest()


def entry_path(key: str) -> Path:
    """Where the entry of ``key`` lives (under the data cache)."""
    from gridshift.datasets.store import cache_dir

    return cache_dir() / "aligned-signals" / f"{key}.npz"


def _checksum(arrays: dict[str, np.ndarray], header: dict[str, Any]) -> str:
    h = hashlib.sha256(json.dumps(header, sort_keys=True).encode())
    for name in ARRAY_NAMES:
        a = arrays.get(name)
        if a is None:
            h.update(f"|{name}=none".encode())
            continue
        h.update(f"|{name}={a.dtype.str}{a.shape}".encode())
        h.update(np.ascontiguousarray(a).tobytes())
    return h.hexdigest()


def read_npz(p: Path) -> tuple[dict[str, Any], dict[str, np.ndarray]]:
    """The JSON header and the arrays of the ``.npz`` entry ``p`` (read whole, then parsed, so
    a damaged file never leaves a handle open; no pickles). Raises on any damage."""
    with np.load(io.BytesIO(p.read_bytes()), allow_pickle=False) as z:
        header = json.loads(bytes(z["header"]).decode())
        arrays = {n: z[n] for n in z.files if n != "header"}
    return header, arrays


def discard(p: Path) -> None:
    """Delete a damaged entry (its rebuild replaces it); a file already gone is fine."""
    try:
        p.unlink()
    except OSError:
        pass


def write_npz(p: Path, key: str, header: dict[str, Any], arrays: dict[str, np.ndarray]
              ) -> Path | None:
    """Write ``header`` (as JSON) and ``arrays`` to ``p``: a temporary file in the same folder,
    renamed into place (atomic on POSIX). None where the cache cannot be written (read-only
    or full disk), which is not an error: the build has its arrays already."""
    tmp = None
    try:
        p.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(dir=p.parent, prefix=f".{key[:16]}.", suffix=".tmp")
        with os.fdopen(fd, "wb") as f:
            payload = {"header": np.frombuffer(json.dumps(header).encode(), dtype=np.uint8),
                       **{k: np.ascontiguousarray(v) for k, v in arrays.items()}}
            np.savez(f, **payload)  # type: ignore[arg-type]
        os.chmod(tmp, 0o644)  # as the cache's other files (mkstemp makes it 0600)
        os.replace(tmp, p)
        tmp = None
    except OSError:
        return None
    finally:
        if tmp is not None:
            try:
                os.unlink(tmp)
            except OSError:
                pass
    return p


def load(key: str, shape: tuple[int, int]
         ) -> tuple[dict[str, np.ndarray | None], list[str], dict[str, str]] | None:
    """The arrays, notes and input hashes stored under ``key``, or None (missing or corrupt).

    A corrupt entry (unreadable, wrong key, shapes or checksum) is deleted, so the caller's
    rebuild replaces it.
    """
    p = entry_path(key)
    if not p.is_file():
        return None
    try:
        header, stored = read_npz(p)
        arrays: dict[str, np.ndarray | None] = {n: stored.get(n) for n in ARRAY_NAMES}
        want = header.pop("checksum")
        ok = (header.get("format") == _FORMAT and header.get("key") == key
              and all(arrays[n] is not None and arrays[n].shape == shape  # type: ignore[union-attr]
                      for n in ARRAY_NAMES[:4])
              and (arrays["marginal"] is None or arrays["marginal"].shape == shape)
              and _checksum({k: v for k, v in arrays.items() if v is not None}, header) == want)
        if not ok:
            raise ValueError("entry does not match its key, shape or checksum")
        notes = [str(n) for n in header["notes"]]
        hashes = {str(k): str(v) for k, v in header["hashes"].items()}
    except Exception:  # noqa: BLE001 - any damage (truncated zip, bad JSON...): rebuild
        discard(p)
        return None
    return arrays, notes, hashes


def store(key: str, arrays: dict[str, np.ndarray | None], notes: list[str],
          hashes: dict[str, str]) -> Path | None:
    """Write the entry of ``key`` (temporary file + atomic rename); None if it cannot be written.

    A cache that cannot be written (read-only or full disk) is not an error: the build has
    its arrays already.
    """
    p = entry_path(key)
    present = {k: np.ascontiguousarray(v) for k, v in arrays.items() if v is not None}
    header: dict[str, Any] = {"format": _FORMAT, "key": key, "notes": list(notes),
                              "hashes": dict(hashes)}
    header["checksum"] = _checksum(present, header)
    return write_npz(p, key, header, present)
