"""Transcendental functions that give the same bits on every x86-64 CPU: the C library's.

numpy evaluates ``exp``, ``log``, ``arctan``, ``power`` and their kin with its own SIMD code
where the CPU has AVX512 (Intel's SVML for most of them, numpy's AVX512F kernels for ``exp`` and
``log``) and with the C library's functions (glibc's libm) on every other x86-64 CPU. Both are
accurate to about an ulp, but they are not the same function: on an AVX512 machine (AMD EPYC,
numpy 2.4.6) ``np.arctan`` differed from the AVX2 machine's in the last bit for 1,229 of 600,000
inputs, ``np.exp`` for 26,587, ``np.power`` for 31,958 (``NPY_DISABLE_CPU_FEATURES`` gives the
AVX2 dispatch on the same box; ``tests/test_libm.py``). A benchmark whose records must
reproduce to the bit on whatever machine verifies them cannot depend on that: four PUE values
of weather-cooling-v1 came out one ulp apart, and with them its per-job table.

So every such call in gridshift's own models, job generators, bounds and zoo policies goes
through this module, which always gives the C library's value (Python's :mod:`math` calls the
platform libm, as numpy's non-SIMD loops do): on a machine without AVX512 every number is the
one numpy gave before, and on one with AVX512 it is now that number too. ``sin``, ``cos``,
``tanh`` and ``sqrt`` agree across the two dispatches (``sqrt`` is exact) and stay numpy's.

What this does not cover: other platforms' C libraries (macOS, musl, Windows) are other
functions again, and pvlib (the solar model) calls numpy itself; ``docs/reproducibility.md``
says where bit-identity holds.

Speed: 80-150 ns an element (a Python-level loop over the C functions), against about 1 ns
for numpy's SIMD; the model arrays this serves are at most a few million elements per World.
Domain and range errors give numpy's IEEE results (``log(0) = -inf``, ``exp(1000) = inf``,
``arcsin(2) = nan``), never an exception. Inputs are float64 (integers are converted, as numpy
does for these functions); a float32, complex or object input gets numpy's own function and
result type, which this module does not make portable (gridshift's models compute in
float64).
"""

from __future__ import annotations

import itertools
import math
from collections.abc import Callable
from typing import Any

import numpy as np

__all__ = ["arcsin", "arctan", "exp", "exp2", "log", "log2", "log10", "numba_pow_is_libm",
           "power"]


def _apply(fn: Callable[..., float], np_fn: Any, *args: Any) -> Any:
    """``fn`` (a :mod:`math` function) elementwise over the broadcast float64 ``args``.

    The shape and scalar-ness of numpy's own result: a 0-d result is a ``np.float64``.
    Elements where ``fn`` raises (a domain or range error) take numpy's value, which there is
    an IEEE special value (inf, -inf, nan) the same on every CPU.
    """
    raw = [np.asarray(a) for a in args]
    if any(r.dtype.kind not in "biuf" or (r.dtype.kind == "f" and r.dtype != np.float64)
           for r in raw):
        return np_fn(*args)  # float32, complex, objects: numpy's own semantics (not covered)
    arrs = [r.astype(np.float64, copy=False) for r in raw]
    if len(arrs) == 1:
        shape = arrs[0].shape
        cols = [arrs[0].ravel().tolist()]
    else:
        shape = np.broadcast_shapes(*(a.shape for a in arrs))
        cols = []
        for a in arrs:
            if a.ndim == 0:  # a scalar operand (the common ``x ** 1.5``): not materialised
                cols.append(itertools.repeat(float(a)))
            else:
                cols.append(np.broadcast_to(a, shape).ravel().tolist())
    n = math.prod(shape)
    try:
        out = np.fromiter(map(fn, *cols), np.float64, count=n)
    except (ValueError, OverflowError):
        cols = [c if isinstance(c, list) else itertools.repeat(float(arrs[i]))
                for i, c in enumerate(cols)]

        def safe(*v: float) -> float:
            try:
                return fn(*v)
            except (ValueError, OverflowError):
                with np.errstate(all="ignore"):
                    return float(np_fn(*v))

        out = np.fromiter(map(safe, *cols), np.float64, count=n)
    out = out.reshape(shape)
    return out[()] if out.ndim == 0 else out


def exp(x: Any) -> Any:
    """``np.exp(x)`` with the C library's ``exp``."""
    return _apply(math.exp, np.exp, x)


def exp2(x: Any) -> Any:
    """``np.exp2(x)`` with the C library's ``exp2``."""
    return _apply(math.exp2, np.exp2, x)


def log(x: Any) -> Any:
    """``np.log(x)`` with the C library's ``log``."""
    return _apply(math.log, np.log, x)


def log2(x: Any) -> Any:
    """``np.log2(x)`` with the C library's ``log2``."""
    return _apply(math.log2, np.log2, x)


def log10(x: Any) -> Any:
    """``np.log10(x)`` with the C library's ``log10``."""
    return _apply(math.log10, np.log10, x)


def arctan(x: Any) -> Any:
    """``np.arctan(x)`` with the C library's ``atan``."""
    return _apply(math.atan, np.arctan, x)


def arcsin(x: Any) -> Any:
    """``np.arcsin(x)`` with the C library's ``asin``."""
    return _apply(math.asin, np.arcsin, x)


#: Scalar exponents for which numpy's ``**`` operator never calls ``pow`` (its
#: ``fast_scalar_power``: ``x ** 2`` is ``square``, ``** 0.5`` ``sqrt``, ``** -1``
#: ``reciprocal``, ``** 1`` a copy, ``** 0`` ones), all exact IEEE operations.
_NUMPY_FAST_EXPONENTS = (2.0, 0.5, -1.0, 1.0, 0.0)


def power(x: Any, y: Any) -> Any:
    """``x ** y`` on float64 arrays with the C library's ``pow``.

    The operator's semantics: where numpy's ``**`` never calls ``pow`` (a scalar exponent in
    :data:`_NUMPY_FAST_EXPONENTS`) the operator itself is used, so ``x ** 0.5`` stays
    ``sqrt(x)`` as before; every other exponent goes to ``pow``.
    """
    xa, ya = np.asarray(x), np.asarray(y)
    if xa.dtype.kind in "biu" and ya.dtype.kind in "biu":
        return xa ** ya  # integer powers are exact integer arithmetic in numpy
    if xa.dtype == np.float64 and ya.ndim == 0 and float(ya) in _NUMPY_FAST_EXPONENTS:
        return xa ** float(ya)
    if xa.dtype.kind in "biu" and ya.ndim == 0 and float(ya) in _NUMPY_FAST_EXPONENTS:
        return xa.astype(np.float64) ** float(ya)
    return _apply(math.pow, np.power, x, y)


_NUMBA_LIBM: list[bool] = []


def numba_pow_is_libm() -> bool:
    """Whether ``math.pow`` in a numba kernel is the C library's ``pow``, as :func:`power`.

    numba lowers it to LLVM's ``llvm.pow``, a call to the C library, unless it found Intel's
    SVML (the ``icc_rt`` package), whose vector ``pow`` is another function: then the zoo's
    kernels that raise to a power take their numpy path (:func:`power`) instead.
    """
    if not _NUMBA_LIBM:
        try:
            from numba.core import config
        except ImportError:  # pragma: no cover - numba is a dependency
            _NUMBA_LIBM.append(False)
        else:
            _NUMBA_LIBM.append(not bool(getattr(config, "USING_SVML", False)))
    return _NUMBA_LIBM[0]
