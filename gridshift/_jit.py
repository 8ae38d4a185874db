"""Compiled inner loops (numba), with the pure-numpy code they replace kept as the reference.

The engine's epoch loop and some zoo policies have a compiled kernel for their hot path
(issue 15). Each kernel has a pure-numpy twin that gives the same bytes; tests run both
(``tests/sim/test_engine_jit.py``). ``GRIDSHIFT_JIT`` picks the path:

* ``auto`` (the default): the kernels where they pay for themselves (:func:`use_jit`): a
  fresh process spends about 0.7 s (quiet machine; 2.8 s at load 12 on 2 cores) importing
  numba and loading the cached kernels before the first one runs, which a short run never
  wins back; so the engine uses them when a run is large enough (:func:`use_jit`: its window
  epochs plus its jobs / :data:`JOBS_PER_EPOCH` reach :data:`AUTO_MIN_WORK`) or when a
  kernel has already run in this process (a sweep worker, a benchmark that warmed up), and
  the policies' helpers only in the second case (:func:`active`);
* ``1``: always the kernels; ``0`` (or numba absent): always the numpy path.

Both paths give the same bytes, so the choice changes only the time taken.

Kernels are compiled on first use and cached on disk (numba's ``cache=True``: beside the
module in ``__pycache__``, or numba's user-wide cache where that is not writable, or
``NUMBA_CACHE_DIR``). Where no cache location is writable they are compiled in memory.
Floating-point results are bit-identical to numpy's: no ``fastmath``, and every kernel does
its sums in the order its numpy twin does (``cumsum`` and ``bincount`` add left to right).
"""

from __future__ import annotations

import importlib.util
import os
import sys
from collections.abc import Callable
from typing import Any

import numpy as np

__all__ = ["AUTO_MIN_EPOCHS", "AUTO_MIN_WORK", "JOBS_PER_EPOCH", "Bound", "active", "enabled",
           "mark_warm", "mode", "njit", "policy_process", "set_policy_process", "use_for",
           "use_jit", "warm"]

#: :func:`use_for` (the rule before :func:`use_jit`): runs of at least this many epochs,
#: drain horizon included, use the kernels in a fresh process. The engine's kernels save
#: 200-250 us per epoch (quiet box: the perf year's local-now 14.1 -> 5.3 s) against 1-2 s of
#: start-up (the ``kernels`` column of perf/bench_engine.py); 8,192 is 85 days of 15-minute
#: steps.
AUTO_MIN_EPOCHS = 8192

#: :func:`use_jit`: a fresh process uses the kernels when ``n_steps + n_jobs /
#: JOBS_PER_EPOCH`` reaches this. Measured (docs/performance.md, "Compiled kernels: when
#: they are used"): the kernels save about 0.87 ms per window epoch and 4.2 us per job at
#: load 12 (about a quarter of that on a quiet machine), against 2.8 s of start-up at that
#: load: they break even near 3,200 window epochs; 4,096 (43 days of 15-minute steps) leaves
#: a margin for the start-up, which is certain, against the saving, which is estimated. A
#: week (672 epochs, 25,000 jobs) stays on numpy; a year of 15-minute or hourly steps uses
#: the kernels.
AUTO_MIN_WORK = 4096

#: Jobs whose saving equals one window epoch's (0.87 ms / 4.2 us, rounded).
JOBS_PER_EPOCH = 200

_WARM = [False]  # a kernel has run in this process (numba imported, its runtime started)
_POLICY_PROCESS = [False]  # this is a sandboxed policy's process (no engine here)

#: numba is a dependency, but the numpy path must work without it. It is imported only when a
#: kernel is first called (importing it costs about 0.7 s and 100 MiB: a process that runs no
#: kernel, such as a sandboxed policy's, does not pay it).
_HAVE_NUMBA = importlib.util.find_spec("numba") is not None


#: ``os.environ``'s own mapping (the bytes it holds, kept in step by ``os.environ[...] = ...``,
#: ``del`` and ``pytest``'s ``monkeypatch.setenv``) and the variable's key in it: :func:`mode`
#: is read by policies at every epoch, and a lookup there costs 0.07 us against the 0.9 us
#: of ``os.environ.get`` (which encodes the key and decodes the value each time).
_ENV_DATA: Any = getattr(os.environ, "_data", None)
_ENV_KEY: Any = (os.environ.encodekey("GRIDSHIFT_JIT")  # type: ignore[attr-defined]
                 if _ENV_DATA is not None and hasattr(os.environ, "encodekey") else None)
_MODES: dict[Any, str] = {}  # raw value -> mode, for the valid values seen


def mode() -> str:
    """``"auto"``, ``"on"`` or ``"off"``: ``GRIDSHIFT_JIT`` (``off`` without numba)."""
    if _ENV_KEY is not None:
        raw = _ENV_DATA.get(_ENV_KEY)
        m = _MODES.get(raw)
        if m is None:
            m = _MODES[raw] = _parse_mode(os.environ.get("GRIDSHIFT_JIT", "auto"))
    else:
        m = _parse_mode(os.environ.get("GRIDSHIFT_JIT", "auto"))
    return m if _HAVE_NUMBA else "off"


def _parse_mode(value: str) -> str:
    flag = value.strip().lower()
    if flag in ("", "auto"):
        m = "auto"
    elif flag in ("1", "true", "yes", "on"):
        m = "on"
    elif flag in ("0", "false", "no", "off"):
        m = "off"
    else:
        from gridshift.errors import ConfigError

        raise ConfigError(f"environment variable GRIDSHIFT_JIT={flag!r}: expected auto "
                          "(compiled kernels where they pay for themselves, the default), 1 "
                          "(always) or 0 (the pure-numpy reference path)")
    return m


def enabled() -> bool:
    """True when compiled kernels may be used (numba present, ``GRIDSHIFT_JIT`` not ``0``)."""
    return mode() != "off"


def warm() -> bool:
    """True once a kernel has run in this process (numba's start-up is paid)."""
    return _WARM[0]


def mark_warm() -> None:
    """Declare the kernels in use in this process from now on (:func:`active` true under
    ``auto``): a zoo policy's warm-up (``policies/zoo/_warm.py``) calls it where
    :func:`use_for` says the engine of this run will use its kernels anyway."""
    _WARM[0] = True


def policy_process() -> bool:
    """True in a sandboxed policy's process (``policies/_child.py``), where no engine runs:
    under ``auto`` its policy's helpers stay on the numpy path."""
    return _POLICY_PROCESS[0]


def set_policy_process() -> None:
    """Mark this process as a sandboxed policy's (called once by ``policies/_child.py``)."""
    _POLICY_PROCESS[0] = True


def active() -> bool:
    """Whether code that cannot know the run's length (a policy's helper) should use its
    kernels now: ``GRIDSHIFT_JIT=1``, or ``auto`` once a kernel has run in this process (the
    engine starts numba before the first decision of a long run; a short run, or a sandboxed
    policy's process, stays on the numpy path and never pays numba's start-up)."""
    m = mode()
    return m == "on" or (m == "auto" and _WARM[0])


def use_jit(n_jobs: int, n_steps: int) -> bool:
    """Whether a run of ``n_jobs`` jobs over ``n_steps`` window epochs should use the kernels.

    ``GRIDSHIFT_JIT=1``: always; ``0``: never; ``auto``: when a kernel has already run in this
    process, or when ``n_steps + n_jobs // JOBS_PER_EPOCH >= AUTO_MIN_WORK`` (the saving
    pays numba's start-up: see :data:`AUTO_MIN_WORK`). ``n_steps`` counts the window only:
    the drain's horizon is an upper bound (a week's is 12,298 epochs, of which 4,538 ran),
    and a drain epoch, with few jobs left, saves about a fifth of a window epoch. Both paths
    give the same bytes; this decides only the time taken.

    Args:
        n_jobs: Jobs in the run (``len(world.jobs)``).
        n_steps: Epochs in the scenario window (``world.n_steps``).
    """
    m = mode()
    return m == "on" or (m == "auto" and (
        _WARM[0] or n_steps + n_jobs // JOBS_PER_EPOCH >= AUTO_MIN_WORK))


def use_for(n_epochs: int) -> bool:
    """Whether a run of ``n_epochs`` epochs should use the kernels: the rule before
    :func:`use_jit` (at least :data:`AUTO_MIN_EPOCHS` epochs, drain included), kept for its
    callers until they pass the run's jobs and window to :func:`use_jit`."""
    m = mode()
    return m == "on" or (m == "auto" and (_WARM[0] or n_epochs >= AUTO_MIN_EPOCHS))


def njit(fn: Callable[..., Any]) -> Callable[..., Any]:
    """``numba.njit(cache=True)`` of ``fn`` compiled lazily on first call; ``fn`` without numba.

    The wrapper is built on first call so importing a module with kernels costs nothing, and
    a read-only install (no cache location) compiles in memory instead of failing. Once
    compiled, the wrapper puts numba's dispatcher in its place in ``fn``'s module (where the
    module's name for it is this wrapper), so a caller that looks the kernel up there
    (``kern.observe(...)``, or an import inside the calling function) calls numba directly,
    without this Python frame: a fraction of a microsecond per call, several calls an epoch.

    A kernel may call another kernel of its module: before ``fn`` is compiled, every global
    name it uses that is such a wrapper is replaced by that kernel's numba dispatcher, which
    numba compiles into ``fn``.
    """
    if not _HAVE_NUMBA:  # pragma: no cover
        return fn
    compiled: list[Any] = []

    def dispatcher() -> Any:
        """numba's dispatcher of ``fn`` (made on first use, after those of the kernels it
        calls)."""
        if not compiled:
            import numba

            g = fn.__globals__
            for name in fn.__code__.co_names:
                make = getattr(g.get(name), "dispatcher", None)
                if make is not None and getattr(g[name], "py_func", None) is not None:
                    g[name] = make()
            try:
                compiled.append(numba.njit(cache=True, nogil=True)(fn))
            except RuntimeError:  # "no locator available": nowhere to cache
                compiled.append(numba.njit(cache=False, nogil=True)(fn))
        return compiled[0]

    def call(*args: Any) -> Any:
        if not compiled or not _WARM[0]:
            out = dispatcher()(*args)
            _WARM[0] = True
            mod = sys.modules.get(fn.__module__)
            if mod is not None and getattr(mod, fn.__name__, None) is call:
                setattr(mod, fn.__name__, compiled[0])
            return out
        return compiled[0](*args)

    call.__name__ = fn.__name__
    call.__doc__ = fn.__doc__
    call.py_func = fn  # type: ignore[attr-defined]
    call.dispatcher = dispatcher  # type: ignore[attr-defined]
    return call


#: Tests set this to True: a :class:`Bound` kernel then checks, at every call, that its
#: arguments still have the types it was bound to (``tests/sim/conftest.py``,
#: ``tests/test_jit_bound.py``).
CHECK_BOUND = False


class BoundTypeError(TypeError):
    """A bound kernel was called with arguments of other types than it was bound to."""


class Bound:
    """The kernels of one run, each bound on its first call to the machine code compiled for
    that call's argument types.

    Calling a numba dispatcher costs about 55 ns per argument to find the compiled version
    for the arguments' types (a type fingerprint per argument and a table lookup), before
    the arguments are unboxed (about 30 ns per array); the engine's place-and-dispatch call
    takes about 75 arguments, its observe call 52 (docs/changelog.md, session 10).
    Within one run the engine passes every kernel arguments of the same types each epoch
    (its own arrays, whose dtypes, dimensions and layouts are fixed when the run starts, and
    the policy's decisions as fresh C-contiguous int64 copies), so the lookup is done once:
    ``b = Bound(kern)``; ``b.place_dispatch(...)`` calls numba's dispatcher the first time,
    then puts the compiled entry point for exactly those types in its place.

    The entry point does not check types (an int64 array where it was compiled for float64
    would be read as float64), so only a caller that fixes its argument types may use this:
    the engine's loop, never a policy's arrays. With :data:`CHECK_BOUND` set (the tests) each
    call compares the arguments' types with the bound ones and raises
    :class:`BoundTypeError` on a difference.
    """

    def __init__(self, module: Any) -> None:
        self._module = module

    def __getattr__(self, name: str) -> Any:
        # first use of ``name`` in this run: a one-shot binder, replaced by the entry point
        kernel = getattr(self._module, name)

        def first(*args: Any) -> Any:
            out = kernel(*args)  # (compiles for these types, or loads from numba's cache)
            make = getattr(kernel, "dispatcher", None)
            disp = make() if callable(make) else kernel
            if not hasattr(disp, "overloads"):  # not numba's (a test's spy): kept as it is
                setattr(self, name, kernel)
                return out
            fn = _entry_point(disp, args)
            if CHECK_BOUND:
                fn = _checked(disp, name, _numba_types(disp, args), fn)
            setattr(self, name, fn)
            return out

        setattr(self, name, first)
        return first


def _checked(disp: Any, name: str, sig: tuple[Any, ...], fn: Callable[..., Any]
             ) -> Callable[..., Any]:
    """``fn`` with a check that each call's argument types are ``sig``."""

    def call(*args: Any) -> Any:
        now = _numba_types(disp, args)
        if len(now) != len(sig):
            raise BoundTypeError(f"kernel {name} bound to {len(sig)} arguments, called with "
                                 f"{len(now)}")
        if now != sig:
            diff = [i for i, (a, b) in enumerate(zip(now, sig, strict=True)) if a != b]
            raise BoundTypeError(f"kernel {name} bound to {[sig[i] for i in diff]} at "
                                 f"arguments {diff}, called with {[now[i] for i in diff]}")
        return fn(*args)

    return call


def _numba_types(disp: Any, args: tuple[Any, ...]) -> tuple[Any, ...]:
    """numba's own types of ``args``, as its dispatcher types them."""
    return tuple(disp.typeof_pyval(a) for a in args)


#: per dispatcher: the key of an argument tuple's types -> the compiled entry point
_ENTRY: dict[Any, dict[tuple[Any, ...], Any]] = {}


def _type_key(disp: Any, a: Any) -> Any:
    """What numba's type of ``a`` depends on: for an ndarray its dtype, dimensions, layout
    and read-only flag (``numba/core/typing/typeof.py``: ``_typeof_ndarray``; numba's own
    ``typeof`` of an array costs 7-9 us), else numba's type itself."""
    if type(a) is np.ndarray:
        f = a.flags
        return (a.dtype, a.ndim, f.c_contiguous, f.f_contiguous, f.writeable)
    return disp.typeof_pyval(a)


def _entry_point(disp: Any, args: tuple[Any, ...]) -> Any:
    """The entry point ``disp`` compiled for the types of ``args`` (which it has just been
    called with), or ``disp`` itself if it has no version for exactly those types."""
    memo = _ENTRY.setdefault(disp, {})
    key = tuple(_type_key(disp, a) for a in args)
    fn = memo.get(key)
    if fn is None:
        cres = disp.overloads.get(_numba_types(disp, args))
        fn = memo[key] = disp if cres is None else cres.entry_point
    return fn
