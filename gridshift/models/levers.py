"""Operator levers: elastic GPU counts (a scaling model) and GPU power capping.

Pure functions over numpy arrays; the parameters live in ``levers.toml`` beside this module
(:data:`LEVERS`), each with its source.

Elastic scaling
    A job declared with ``gpus = n0`` and ``duration_s = D`` (on the reference GPU) that runs
    on ``n`` GPUs advances its remaining work at ``S(n) / S(n0)`` times its own rate, with
    Amdahl's speedup ``S(n) = 1 / (s + (1 - s) / n)`` for the serial fraction ``s`` of its kind
    (:func:`relative_speedup`). ``S`` is concave, so the marginal throughput of each extra GPU
    falls (CarbonScaler's "marginal capacity curve"); energy per unit of work rises with ``n``.

Power capping
    A GPU of type ``g`` with a power limit ``cap`` [W] draws ``min(P0, cap)`` where ``P0`` is
    its board power at the job's utilisation, and runs at ``(min(P0, cap) / P0) ** e`` of its
    speed (:func:`capped_speed_factor`), ``e`` = ``throughput_exponent`` < 1: speed falls
    slower than power. The allowed cap range per GPU type is :func:`power_limits_w`.

References
----------
.. [1] Amdahl, G. M. (1967). Validity of the single processor approach to achieving large scale
   computing capabilities. AFIPS Spring Joint Computer Conference, 483-485.
.. [2] Hanafy, W. A., Liang, Q., Bashir, N., Irwin, D., Shenoy, P. (2023). CarbonScaler:
   Leveraging Cloud Workload Elasticity for Optimizing Carbon-Efficiency. Proc. ACM Meas. Anal.
   Comput. Syst. 7(3) (SIGMETRICS 2024), Sec. 3 (marginal capacity curve, greedy allocation).
.. [3] You, J., Chung, J.-W., Chowdhury, M. (2023). Zeus: Understanding and Optimizing GPU
   Energy Consumption of DNN Training. USENIX NSDI, Sec. 2, Fig. 2.
.. [4] McDonald, J., Li, B., Frey, N., Tiwari, D., Gadepally, V., Samsi, S. (2022). Great Power,
   Great Responsibility: Recommendations for Reducing Energy for Training Language Models.
   arXiv:2205.09646, Sec. 4 (150 W cap on 250 W V100: -13.7 % energy on average).
.. [5] NVIDIA A100 (2021) and H100 (2023) Tensor Core GPU datasheets; NVML
   ``nvmlDeviceGetPowerManagementLimitConstraints`` (``nvidia-smi -q`` Min/Max Power Limit).

Power-throughput model versions (``[levers] power_cap_model``, :data:`POWER_CAP_MODELS`):
``"mcdonald-2022-v1"`` (``e`` = 0.71, from one figure of [4]; what a file without the key
uses) and ``"zeus-2023-v2"`` (``e`` = 0.40, range 0.30-0.61, fitted to the measured
power-limit sweeps of [3]'s published power traces; ``levers.toml`` gives the fit).
"""

from __future__ import annotations

import tomllib
from functools import lru_cache
from importlib import resources
from typing import Any

import numpy as np
import numpy.typing as npt

from gridshift import _libm

__all__ = ["LEVERS", "POWER_CAP_MODELS", "amdahl_speedup", "capped_gpu_power_w",
           "capped_speed_factor", "elastic_bounds", "power_limits_w", "relative_speedup",
           "serial_fractions"]


@lru_cache(maxsize=1)
def _table() -> dict[str, Any]:
    with resources.files("gridshift.models").joinpath("levers.toml").open("rb") as f:
        return tomllib.load(f)


#: The parameter table (``levers.toml``): ``scaling.serial_fraction`` per job kind,
#: ``power_cap.throughput_exponent`` and ``power_cap.limits_w`` per GPU type, with sources.
LEVERS: dict[str, Any] = _table()


#: ``[levers] power_cap_model`` names -> ``throughput_exponent`` (``levers.toml``
#: ``[power_cap.models.*]``, each with its source and range).
POWER_CAP_MODELS: dict[str, float] = {
    k: float(v["throughput_exponent"]) for k, v in LEVERS["power_cap"]["models"].items()}


def amdahl_speedup(n: npt.ArrayLike, serial_fraction: npt.ArrayLike) -> np.ndarray:
    """Amdahl's speedup on ``n`` GPUs: ``1 / (s + (1 - s) / n)`` [-] (Amdahl 1967).

    Args:
        n: GPU counts (>= 1).
        serial_fraction: Serial fraction ``s`` in ``[0, 1)``.

    Returns:
        The speedup over one GPU.
    """
    n = np.asarray(n, dtype=np.float64)
    s = np.asarray(serial_fraction, dtype=np.float64)
    return 1.0 / (s + (1.0 - s) / n)


def relative_speedup(n: npt.ArrayLike, n0: npt.ArrayLike, serial_fraction: npt.ArrayLike
                     ) -> np.ndarray:
    """Rate of a job on ``n`` GPUs relative to its declared ``n0``: ``S(n) / S(n0)`` [-].

    Exactly 1.0 where ``n == n0``.
    """
    n = np.asarray(n)
    n0 = np.asarray(n0)
    r = amdahl_speedup(n, serial_fraction) / amdahl_speedup(n0, serial_fraction)
    return np.where(n == n0, 1.0, r)


def serial_fractions(kinds: tuple[str, ...], override: dict[str, float] | None = None
                     ) -> np.ndarray:
    """Serial fraction per job kind code (``kinds`` = :data:`~gridshift.policies.api.JOB_KINDS`).

    ``override`` (``[levers] serial_fraction``) replaces the table's values kind by kind.
    """
    tab = dict(LEVERS["scaling"]["serial_fraction"])
    tab.update(override or {})
    return np.array([float(tab[k]) for k in kinds], dtype=np.float64)


def capped_gpu_power_w(p0_w: npt.ArrayLike, cap_w: npt.ArrayLike) -> np.ndarray:
    """Board power of a GPU under a power limit: ``min(P0, cap)`` [W]; NaN cap = no limit."""
    p0 = np.asarray(p0_w, dtype=np.float64)
    cap = np.asarray(cap_w, dtype=np.float64)
    return np.where(np.isnan(cap), p0, np.minimum(p0, cap))


def capped_speed_factor(p0_w: npt.ArrayLike, cap_w: npt.ArrayLike, exponent: float
                        ) -> np.ndarray:
    """Speed under a power limit relative to uncapped: ``(min(P0, cap) / P0) ** e`` [-].

    Exactly 1.0 where the cap does not bind (``cap >= P0``, or NaN) or ``P0 <= 0``.

    Args:
        p0_w: Uncapped board power per GPU at the job's utilisation [W].
        cap_w: Power limit per GPU [W] (NaN = none).
        exponent: ``power_cap.throughput_exponent`` (< 1: speed falls slower than power).
    """
    p0 = np.asarray(p0_w, dtype=np.float64)
    p = capped_gpu_power_w(p0, cap_w)
    bind = (p < p0) & (p0 > 0)
    ratio = np.where(bind, p / np.where(p0 > 0, p0, 1.0), 1.0)
    # ``**`` through gridshift._libm: the C library's pow on every CPU
    return np.where(bind, _libm.power(ratio, float(exponent)), 1.0)


def power_limits_w(gpu_types: tuple[str, ...], override: dict[str, Any] | None = None
                   ) -> tuple[np.ndarray, np.ndarray]:
    """Allowed power-limit range ``(min_w, max_w)`` per GPU type [W]; NaN where none is known.

    Args:
        gpu_types: GPU type names (canonical or aliases of :mod:`gridshift.models.it_power`).
        override: ``[levers] power_limits_w``: ``{type: [min_w, max_w]}`` for types the table
            lacks (or to replace a row).
    """
    from gridshift.models.it_power import resolve_gpu_type

    tab = LEVERS["power_cap"]["limits_w"]
    lo = np.full(len(gpu_types), np.nan)
    hi = np.full(len(gpu_types), np.nan)
    for i, g in enumerate(gpu_types):
        if override and g in override:
            lo[i], hi[i] = (float(v) for v in override[g])
            continue
        try:
            c = resolve_gpu_type(g)
        except ValueError:
            continue
        if c in tab:
            lo[i], hi[i] = float(tab[c]["min_w"]), float(tab[c]["max_w"])
    return lo, hi


def elastic_bounds(gpus: np.ndarray, kind_names: np.ndarray, min_col: np.ndarray | None,
                   max_col: np.ndarray | None, kinds: tuple[str, ...] = (),
                   scale_range: tuple[float, float] | None = None,
                   pool_max: np.ndarray | None = None) -> tuple[np.ndarray, np.ndarray]:
    """``(min_gpus, max_gpus)`` per job: the job columns, else a rule, else ``gpus`` (rigid).

    A job's own ``min_gpus``/``max_gpus`` (where given, i.e. >= 1) win. Jobs of a kind in
    ``kinds`` without them get ``[max(1, ceil(lo * gpus)), floor(hi * gpus)]`` for
    ``scale_range = (lo, hi)`` (``[levers] elastic_kinds`` / ``elastic_range``), the upper
    bound capped at ``pool_max`` (the most GPUs of one type any region has for the job).
    """
    g = np.asarray(gpus, dtype=np.int64)
    lo = g.copy()
    hi = g.copy()
    if kinds and scale_range is not None:
        rule = np.isin(np.asarray(kind_names).astype(str), list(kinds))
        a, b = float(scale_range[0]), float(scale_range[1])
        rl = np.maximum(1, np.ceil(a * g - 1e-9)).astype(np.int64)
        rh = np.maximum(g, np.floor(b * g + 1e-9)).astype(np.int64)
        if pool_max is not None:
            rh = np.maximum(g, np.minimum(rh, np.asarray(pool_max, dtype=np.int64)))
        lo = np.where(rule, np.minimum(rl, g), lo)
        hi = np.where(rule, rh, hi)
    if min_col is not None:
        m = np.asarray(min_col, dtype=np.int64)
        lo = np.where(m >= 1, m, lo)
    if max_col is not None:
        m = np.asarray(max_col, dtype=np.int64)
        hi = np.where(m >= 1, m, hi)
    return lo, hi
