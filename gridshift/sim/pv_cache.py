"""On-disk cache of a World's PV series (``[regions.<id>.solar]``), beside the aligned signals.

The PV chain (pvlib's solar position, clear sky, transposition, cell temperature, inverter)
depends only on its inputs: the site, the grid, the weather series and the PVWatts
parameters, never on the seed. Where numpy has AVX512 kernels it runs in a child process
with them switched off (``gridshift.models.solar.pv_ac_power_w_many``, about 1.7 s of
start-up), so a World with PV is kept under ``cache_dir()/pv-series/<key>.npz`` and reused.

The **key** is a sha256 over every call's arrays (dtype, shape, bytes) and parameters, the
source of ``gridshift/models/solar.py``, the versions of pvlib, numpy and pandas, and how the
chain is evaluated here (numpy's baseline kernels in a child, or this process's CPU features
in it). An **entry** is an uncompressed ``.npz`` (loaded with ``allow_pickle=False``): one
array per call and a JSON header with the key and a sha256 of the arrays; it is written to a
temporary file and renamed into place (atomic on POSIX). A damaged entry (unreadable, wrong
key, shape or checksum) is deleted and recomputed. A hit returns the bytes the chain
computed; nothing here changes a number. ``GRIDSHIFT_ALIGNED_CACHE=0`` turns this cache off
with the aligned signals' (``gridshift/sim/signal_cache.py``).
"""

from __future__ import annotations

import hashlib
from pathlib import Path
from typing import Any

import numpy as np

__all__ = ["cache_key", "entry_path", "pv_series"]

_FORMAT = "gridshift.pv-series/1"


def _feed(h: Any, v: Any) -> None:
    """Add ``v`` (an array, a scalar, a string, None, a tuple, a dict) to the hash ``h``."""
    if isinstance(v, np.ndarray):
        a = np.ascontiguousarray(v)
        h.update(f"array:{a.dtype.str}:{a.shape}:".encode())
        h.update(a.tobytes())
    elif isinstance(v, dict):
        h.update(b"dict{")
        for k in sorted(v):
            h.update(repr(k).encode() + b"=")
            _feed(h, v[k])
            h.update(b";")
        h.update(b"}")
    elif isinstance(v, tuple | list):
        h.update(b"seq[")
        for x in v:
            _feed(h, x)
            h.update(b",")
        h.update(b"]")
    else:  # floats as their exact repr, strings, bools, None
        h.update(f"{type(v).__name__}:{v!r}".encode())


def cache_key(calls: list[tuple[tuple[Any, ...], dict[str, Any]]]) -> str:
    """The entry key (hex sha256) of ``calls`` (see the module docstring)."""
    from importlib.metadata import version

    from gridshift.models import solar

    h = hashlib.sha256(_FORMAT.encode())
    h.update(Path(solar.__file__).read_bytes())
    off = solar.avx512_dispatch()
    if off:
        how = "child without " + " ".join(off)
    else:
        from numpy._core._multiarray_umath import __cpu_features__

        how = "here: " + " ".join(sorted(f for f, on in __cpu_features__.items() if on))
    # the installed versions, read without importing pvlib and pandas (scipy, ~0.6 s): the
    # same strings as their ``__version__``, so the same keys
    _feed(h, {"pvlib": version("pvlib"), "numpy": np.__version__, "pandas": version("pandas"),
              "how": how})
    _feed(h, calls)
    return h.hexdigest()


def entry_path(key: str) -> Path:
    """Where the entry of ``key`` lives (under the data cache)."""
    from gridshift.datasets.store import cache_dir

    return cache_dir() / "pv-series" / f"{key}.npz"


def _checksum(arrays: list[np.ndarray], key: str) -> str:
    h = hashlib.sha256(key.encode())
    for a in arrays:
        _feed(h, a)
    return h.hexdigest()


def _load(key: str, lengths: list[int]) -> list[np.ndarray] | None:
    from gridshift.sim.signal_cache import discard, read_npz

    p = entry_path(key)
    if not p.is_file():
        return None
    try:
        header, stored = read_npz(p)
        arrays = [stored[f"pv{i}"] for i in range(len(lengths))]
        ok = (header.get("format") == _FORMAT and header.get("key") == key
              and header.get("n") == len(lengths)
              and all(a.dtype == np.float64 and a.shape == (n,)
                      for a, n in zip(arrays, lengths, strict=True))
              and header.get("checksum") == _checksum(arrays, key))
        if not ok:
            raise ValueError("entry does not match its key, shapes or checksum")
    except Exception:  # noqa: BLE001 - any damage: recompute
        discard(p)
        return None
    return arrays


def _store(key: str, arrays: list[np.ndarray]) -> None:
    from gridshift.sim.signal_cache import write_npz

    header = {"format": _FORMAT, "key": key, "n": len(arrays),
              "checksum": _checksum(arrays, key)}
    write_npz(entry_path(key), key, header, {f"pv{i}": a for i, a in enumerate(arrays)})


def pv_series(calls: list[tuple[tuple[Any, ...], dict[str, Any]]]) -> list[np.ndarray]:
    """``solar.pv_ac_power_w_many(calls)``, from the cache where an entry holds it.

    Raises:
        ValueError: as :func:`gridshift.models.solar.pv_ac_power_w_many` (never cached).
    """
    from gridshift.models import solar
    from gridshift.sim import signal_cache

    if not signal_cache.enabled():
        return solar.pv_ac_power_w_many(calls)
    key = cache_key(calls)
    lengths = [int(np.asarray(a[0]).shape[0]) for a, _ in calls]
    hit = _load(key, lengths)
    if hit is not None:
        return hit
    out = [np.asarray(a, dtype=np.float64) for a in solar.pv_ac_power_w_many(calls)]
    if all(a.shape == (n,) for a, n in zip(out, lengths, strict=True)):
        _store(key, out)
    return out
