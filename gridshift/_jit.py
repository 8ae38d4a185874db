"""Compiled inner loops (numba), with the pure-numpy code they replace kept as the reference.

The engine's epoch loop and some zoo policies have a compiled kernel for their hot path
(issue 15). Each kernel has a pure-numpy twin that gives the same bytes; tests run both
(``tests/sim/test_engine_jit.py``). The compiled path is used when numba imports and
``GRIDSHIFT_JIT`` is not ``0``; ``GRIDSHIFT_JIT=0`` (or numba absent) runs the numpy path.

Kernels are compiled on first use and cached on disk (numba's ``cache=True``: beside the
module in ``__pycache__``, or numba's user-wide cache where that is not writable, or
``NUMBA_CACHE_DIR``). Where no cache location is writable they are compiled in memory.
Floating-point results are bit-identical to numpy's: no ``fastmath``, and every kernel does
its sums in the order its numpy twin does (``cumsum`` and ``bincount`` add left to right).
"""

from __future__ import annotations

import importlib.util
import os
from collections.abc import Callable
from typing import Any

__all__ = ["enabled", "njit"]

#: numba is a dependency, but the numpy path must work without it. It is imported only when a
#: kernel is first called (importing it costs about 0.7 s and 100 MiB: a process that runs no
#: kernel, such as a sandboxed policy's, does not pay it).
_HAVE_NUMBA = importlib.util.find_spec("numba") is not None


def enabled() -> bool:
    """True when compiled kernels are used (numba present and ``GRIDSHIFT_JIT`` != ``0``)."""
    flag = os.environ.get("GRIDSHIFT_JIT", "1").strip().lower()
    if flag not in ("0", "1", "", "false", "true", "no", "yes", "off", "on"):
        raise ValueError(f"GRIDSHIFT_JIT={flag!r}: expected 1 (compiled kernels, the default) "
                         "or 0 (the pure-numpy reference path)")
    return _HAVE_NUMBA and flag not in ("0", "false", "no", "off")


def njit(fn: Callable[..., Any]) -> Callable[..., Any]:
    """``numba.njit(cache=True)`` of ``fn`` compiled lazily on first call; ``fn`` without numba.

    The wrapper is built on first call so importing a module with kernels costs nothing, and
    a read-only install (no cache location) compiles in memory instead of failing.
    """
    if not _HAVE_NUMBA:  # pragma: no cover
        return fn
    compiled: list[Any] = []

    def call(*args: Any) -> Any:
        if not compiled:
            import numba

            try:
                compiled.append(numba.njit(cache=True, nogil=True)(fn))
            except RuntimeError:  # "no locator available": nowhere to cache
                compiled.append(numba.njit(cache=False, nogil=True)(fn))
        return compiled[0](*args)

    call.__name__ = fn.__name__
    call.__doc__ = fn.__doc__
    call.py_func = fn  # type: ignore[attr-defined]
    return call
