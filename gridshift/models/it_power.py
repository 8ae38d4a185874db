"""IT power of accelerator servers: GPUs, CPUs, memory and per-server overhead.

All functions are pure and vectorised over numpy arrays (scalars broadcast).
Power is in watts [W], utilisation is a fraction in [0, 1].

The GPU table :data:`GPU_TYPES` gives, for each accelerator, the board power at
idle and at maximum (the vendor's board power / TDP), a relative training
throughput ``speed`` against :data:`REFERENCE_GPU`, the embodied carbon of one
device and its service lifetime, and the source of each number.

References
----------
.. [1] NVIDIA, product datasheets: Tesla K80 (2014), Tesla P100 PCIe (2016),
   Tesla V100 SXM2 (2017, "V100 Tensor Core GPU"), T4 (2018), A10 (2021),
   A100 40GB/80GB (2020/2021, "A100 Tensor Core GPU" datasheet, SXM4 max TDP
   400 W), H100 SXM5/PCIe (2022/2023, "H100 Tensor Core GPU" datasheet: SXM
   up to 700 W, PCIe 300-350 W), H200 (2024, up to 700 W), L4 (2023, 72 W),
   L40S (2023, 350 W).
.. [2] AMD, Instinct MI250X (2021, 560 W OAM) and MI300X (2023, 750 W OAM)
   datasheets.
.. [3] Fan, X., Weber, W.-D., Barroso, L. A. (2007). Power provisioning for a
   warehouse-sized computer. ISCA '07, Section 4.2: empirical model
   P(u) = P_idle + (P_busy - P_idle) (2u - u^r) with r = 1.4.
.. [4] Cloud Carbon Footprint (2021-2026). ccf-coefficients,
   ``output/coefficients-aws-use.csv`` (per-vCPU min/max watts by CPU
   micro-architecture, derived from SPECpower_ssj2008 results), and the CCF
   methodology page (memory 0.392 W/GB, from the Crucial memory power
   calculator).
.. [5] Luccioni, A. S., Viguier, S., Ligozat, A.-L. (2023). Estimating the
   carbon footprint of BLOOM, a 176B parameter language model. JMLR 24(253),
   Section 4.1: 150 kgCO2e embodied per A100 GPU, 6-year lifetime assumed.
.. [6] HPE DCcluster-Opt / SustainCluster (2025), ``configs/dc_config.json``:
   ``ITFAN_REF_P = 10`` W per server against server max power 170 W, and
   ``NVIDIA_V100 = [25, 250]`` (idle, max W).
.. [7] NVIDIA (2020). DGX A100 System datasheet ("NVIDIA DGX A100: The Universal System for
   AI Infrastructure"): 8x A100 GPUs, 2x AMD EPYC 7742 (128 cores, 256 threads in total),
   1 TB system memory; i.e. 32 hardware threads and 128 GB of memory per GPU.
"""

from __future__ import annotations

import difflib
from collections.abc import Mapping
from typing import Any

import numpy as np
import numpy.typing as npt

from gridshift import _libm

__all__ = [
    "CPU_MAX_W_PER_CORE",
    "CPU_MIN_W_PER_CORE",
    "GPU_ALIASES",
    "GPU_IDLE_MEASURED_W",
    "GPU_IDLE_TABLES",
    "GPU_POWER_CURVES",
    "GPU_TYPES",
    "HOST_MEM_GB_PER_GPU",
    "HOST_VCPUS_PER_GPU",
    "IDLE_FRACTION_ASSUMED",
    "MEMORY_W_PER_GB",
    "REFERENCE_GPU",
    "cpu_power_w",
    "gpu_power_w",
    "gpu_spec",
    "host_idle_w_per_gpu",
    "idle_power_w_per_gpu",
    "it_power_w",
    "memory_power_w",
    "resolve_gpu_type",
    "server_overhead_fraction",
]

ArrayLike = npt.ArrayLike

#: The GPU whose throughput defines ``speed = 1.0``; job ``duration_s`` is on this GPU.
REFERENCE_GPU = "A100-40GB"

#: No vendor datasheet publishes idle board power. We take idle = 10 % of the
#: maximum board power for every GPU, anchored to the one parameter set we can
#: cite: HPE DCcluster-Opt ``dc_config.json`` uses V100 idle 25 W / max 250 W
#: (= 0.10) [6]. nvidia-smi idle readings on SXM parts are often 10-15 % of TDP,
#: so this is a low-side assumption; override per scenario where measured.
IDLE_FRACTION_ASSUMED = 0.10

#: Embodied carbon per device [kgCO2e] and lifetime [years] used for every GPU:
#: Luccioni et al. 2023 [5], Sec. 4.1 (150 kgCO2e per A100, 6-year lifetime).
#: No per-device life-cycle assessment is published for the other boards; we
#: apply the same figure to all of them (an assumption, flagged in ``source``).
_EMBODIED_KGCO2E = 150.0
_LIFETIME_YEARS = 6.0

_SPEED_NOTE = (
    "speed: approximate relative training throughput (+/-30 %), our synthesis of "
    "vendor training claims and MLPerf Training per-accelerator results, bounded "
    "by the ratio of dense FP16/BF16 tensor peaks (peak_fp16_tflops)"
)
_EMBODIED_NOTE = (
    "embodied: Luccioni et al. 2023 Sec. 4.1 (150 kgCO2e per A100, 6 y); "
    "applied unchanged to this GPU as an assumption (no device LCA published)"
)


def _gpu(max_w: float, speed: float, peak_fp16_tflops: float, datasheet: str) -> dict[str, Any]:
    idle_w = round(IDLE_FRACTION_ASSUMED * max_w, 1)
    return {
        "idle_w": idle_w,
        "max_w": float(max_w),
        "speed": float(speed),
        "peak_fp16_tflops": float(peak_fp16_tflops),
        "embodied_kgco2e": _EMBODIED_KGCO2E,
        "lifetime_years": _LIFETIME_YEARS,
        "source": (
            f"max_w, peak_fp16_tflops: {datasheet}; idle_w: assumed "
            f"{IDLE_FRACTION_ASSUMED:.0%} of max_w (HPE DCcluster-Opt dc_config.json "
            f"V100 25/250 W); {_SPEED_NOTE}; {_EMBODIED_NOTE}"
        ),
    }


#: Built-in GPU table. Keys of each entry: ``idle_w`` [W], ``max_w`` [W] (board
#: power / TDP), ``speed`` [-] (throughput relative to :data:`REFERENCE_GPU`),
#: ``peak_fp16_tflops`` [TFLOP/s] (dense, no sparsity; K80: FP32, no tensor
#: cores), ``embodied_kgco2e`` [kgCO2e per device], ``lifetime_years`` [y],
#: ``source`` (citation string).
GPU_TYPES: dict[str, dict[str, Any]] = {
    # NVIDIA Tesla K80 datasheet (2014): 300 W per dual-GPU board, 8.73 TFLOPS FP32 (boost).
    "K80": _gpu(300, 0.06, 8.73, "NVIDIA Tesla K80 datasheet 2014 (per dual-GPU board)"),
    # NVIDIA Tesla P100 PCIe datasheet (2016): 250 W, 18.7 TFLOPS FP16.
    "P100": _gpu(250, 0.15, 18.7, "NVIDIA Tesla P100 PCIe datasheet 2016"),
    # NVIDIA V100 SXM2 datasheet (2017/2020): 300 W, 125 TFLOPS tensor.
    "V100": _gpu(300, 0.45, 125.0, "NVIDIA V100 Tensor Core GPU datasheet (SXM2) 2020"),
    # NVIDIA T4 datasheet (2018): 70 W, 65 TFLOPS FP16 tensor.
    "T4": _gpu(70, 0.15, 65.0, "NVIDIA T4 datasheet 2018"),
    # NVIDIA A10 datasheet (2021): 150 W, 125 TFLOPS FP16 tensor (250 with sparsity).
    "A10": _gpu(150, 0.35, 125.0, "NVIDIA A10 datasheet 2021"),
    # NVIDIA A100 datasheet (2021): SXM4 400 W, 312 TFLOPS FP16/BF16 tensor dense.
    "A100-40GB": _gpu(400, 1.0, 312.0, "NVIDIA A100 Tensor Core GPU datasheet 2021 (SXM4 40GB)"),
    # Same compute, 2.0 TB/s vs 1.6 TB/s HBM: ~10 % faster on memory-bound training.
    "A100-80GB": _gpu(400, 1.1, 312.0, "NVIDIA A100 Tensor Core GPU datasheet 2021 (SXM4 80GB)"),
    # NVIDIA H100 datasheet (2023): SXM up to 700 W, 989 TFLOPS BF16 dense.
    "H100-SXM": _gpu(700, 2.5, 989.0, "NVIDIA H100 Tensor Core GPU datasheet 2023 (SXM5)"),
    # NVIDIA H100 datasheet (2023): PCIe 300-350 W, 756 TFLOPS BF16 dense.
    "H100-PCIe": _gpu(350, 1.8, 756.0, "NVIDIA H100 Tensor Core GPU datasheet 2023 (PCIe)"),
    # NVIDIA H200 datasheet (2024): SXM up to 700 W, 989 TFLOPS dense, 4.8 TB/s HBM3e.
    "H200": _gpu(700, 2.8, 989.0, "NVIDIA H200 Tensor Core GPU datasheet 2024 (SXM)"),
    # NVIDIA L4 datasheet (2023): 72 W, 121 TFLOPS FP16 dense (242 with sparsity).
    "L4": _gpu(72, 0.25, 121.0, "NVIDIA L4 Tensor Core GPU datasheet 2023"),
    # NVIDIA L40S datasheet (2023): 350 W, 362 TFLOPS FP16 dense (733 with sparsity).
    "L40S": _gpu(350, 0.9, 362.0, "NVIDIA L40S datasheet 2023"),
    # AMD Instinct MI250X datasheet (2021): 560 W OAM, 383 TFLOPS FP16/BF16.
    "MI250X": _gpu(560, 0.9, 383.0, "AMD Instinct MI250X datasheet 2021 (OAM)"),
    # AMD Instinct MI300X datasheet (2023): 750 W OAM, 1307 TFLOPS FP16/BF16 dense.
    "MI300X": _gpu(750, 2.2, 1307.0, "AMD Instinct MI300X datasheet 2023 (OAM)"),
}

# ------------------------------------------------------------------- measured idle power
#: Measured GPU idle board power [W] per GPU type: the ``"measured-v1"`` idle table
#: (``[power] gpu_idle = "measured-v1"``; gs-v1 files and every file without the key use the
#: ``idle_w`` of :data:`GPU_TYPES`, 10 % of max). Only types with a measurement we could read
#: are listed; every other type keeps :data:`IDLE_FRACTION_ASSUMED`. Both figures are
#: nvidia-smi / NVML board power at 0 % utilisation from public measurement logs, **not
#: peer-reviewed**: no peer-reviewed paper with a readable table of A100 or H100 idle power was
#: found (docs/validity.md lists what was searched). nvidia-smi samples only part of the run
#: time on A100/H100 (Yang, Adamek, Armour 2024, "Part-time Power Measurements: nvidia-smi's
#: Lack of Attention", arXiv:2312.02741), which matters for bursts, not for a steady idle state.
#: Both lie inside the range the sensitivity analysis tests for A100 (40-70 W).
GPU_IDLE_MEASURED_W: dict[str, dict[str, Any]] = {
    "A100-40GB": {
        "idle_w": 53.2,
        # mean of 53.48, 52.50, 52.61, 54.29 W
        "source": ("nvidia-smi power.draw of 4 idle A100-SXM4-40GB (0 % utilisation) on "
                   "pluslab-a100.cs.ucla.edu, 2025-07-03 19:02:50 UTC: 53.48, 52.50, 52.61, "
                   "54.29 W, mean 53.2 W (Hugging Face Space seawolf2357/PLUS_Lab_GPUs, "
                   "gpus.csv, rows 0-3); a measurement log, not peer-reviewed"),
    },
    "A100-80GB": {
        "idle_w": 61.2,
        # mean of 62.12, 61.57, 58.99, 62.13 W
        "source": ("idle power measured before each of 4 inference runs on a DGX A100-80GB "
                   "(DGX4), 2025-12-10: 62.12, 61.57, 58.99, 62.13 W, mean 61.2 W (GitHub "
                   "chuyishang/inference-energy, results_paste.md, 'Idle power' of each "
                   "A100-80GB run, commit 6e617d2); a measurement log, not peer-reviewed"),
    },
}

#: Named GPU idle tables (``[power] gpu_idle``): GPU type -> idle board power [W] replacing
#: the ``idle_w`` of :data:`GPU_TYPES`; types not listed keep the table's value.
GPU_IDLE_TABLES: dict[str, dict[str, float]] = {
    "assumed-10pct": {},
    "measured-v1": {g: float(v["idle_w"]) for g, v in GPU_IDLE_MEASURED_W.items()},
}


#: Short names accepted wherever a GPU type name is.
GPU_ALIASES: dict[str, str] = {
    "A100": "A100-40GB",
    "A100-40G": "A100-40GB",
    "A100-80G": "A100-80GB",
    "H100": "H100-SXM",
    "H100-SXM5": "H100-SXM",
    "V100-SXM2": "V100",
    "P100-PCIe": "P100",
    "MI300": "MI300X",
    "MI250": "MI250X",
}


def resolve_gpu_type(name: str, table: Mapping[str, Any] | None = None) -> str:
    """Return the canonical GPU type name for ``name`` (alias or exact key).

    Raises
    ------
    ValueError
        If ``name`` is neither a key of ``table`` (default :data:`GPU_TYPES`) nor
        an alias; the message lists the closest known names.
    """
    table = GPU_TYPES if table is None else table
    if name in table:
        return name
    if name in GPU_ALIASES and GPU_ALIASES[name] in table:
        return GPU_ALIASES[name]
    known = sorted(set(table) | set(GPU_ALIASES))
    close = difflib.get_close_matches(name, known, n=3)
    hint = f"; did you mean {', '.join(repr(c) for c in close)}?" if close else ""
    raise ValueError(f"gpu_type {name!r} is not a known GPU type (known: {', '.join(known)}){hint}")


def gpu_spec(name: str) -> dict[str, Any]:
    """Return a copy of the :data:`GPU_TYPES` entry for ``name`` (aliases accepted)."""
    return dict(GPU_TYPES[resolve_gpu_type(name)])


# --------------------------------------------------------------------------- curves
def _fan2007(u: np.ndarray) -> np.ndarray:
    # Fan, Weber & Barroso 2007 [3], Sec. 4.2, r = 1.4 (fitted on Google servers).
    r = 1.4
    return 2.0 * u - _libm.power(u, r)  # the C library's pow on every CPU (gridshift._libm)


#: Named measured power curves: fraction of the dynamic range (0 at idle, 1 at
#: max) as a function of utilisation. ``"linear"`` is the default;
#: ``"fan2007"`` is the empirical server curve of Fan et al. 2007 [3] (concave:
#: power rises faster than utilisation at low load). We found no published,
#: openly licensed GPU power-vs-utilisation curve to ship; pass measured points
#: as an ``(n, 2)`` array instead.
GPU_POWER_CURVES: dict[str, Any] = {
    "linear": lambda u: u,
    "fan2007": _fan2007,
}


def _curve_fraction(u: np.ndarray, curve: str | ArrayLike) -> np.ndarray:
    if isinstance(curve, str):
        if curve not in GPU_POWER_CURVES:
            raise ValueError(
                f"curve {curve!r} is not a named power curve; expected one of "
                f"{sorted(GPU_POWER_CURVES)} or an (n, 2) array of (util, fraction) points"
            )
        return np.asarray(GPU_POWER_CURVES[curve](u), dtype=float)
    pts = np.asarray(curve, dtype=float)
    if pts.ndim != 2 or pts.shape[1] != 2 or pts.shape[0] < 2:
        raise ValueError(
            f"curve array has shape {pts.shape}; expected (n >= 2, 2) points of (util, fraction)"
        )
    x, y = pts[:, 0], pts[:, 1]
    if np.any(np.diff(x) <= 0):
        raise ValueError("curve points: util (first column) must be strictly increasing")
    if np.any(y < 0) or np.any(y > 1):
        raise ValueError("curve points: fraction (second column) must lie in [0, 1]")
    return np.interp(u, x, y)


def gpu_power_w(
    util: ArrayLike,
    idle_w: ArrayLike,
    max_w: ArrayLike,
    curve: str | ArrayLike = "linear",
) -> np.ndarray:
    r"""Board power of one GPU at a given utilisation.

    .. math:: P = P_{idle} + (P_{max} - P_{idle})\, f(u)

    Parameters
    ----------
    util : array_like
        GPU utilisation [-]; clipped to [0, 1].
    idle_w : array_like
        Board power at idle [W].
    max_w : array_like
        Board power at full load [W] (datasheet TDP); must be >= ``idle_w``.
    curve : str or array_like, default "linear"
        ``"linear"`` (:math:`f(u) = u`), a key of :data:`GPU_POWER_CURVES`
        (e.g. ``"fan2007"``), or an ``(n, 2)`` array of measured
        ``(util, fraction)`` points interpolated linearly (fraction 0 = idle,
        1 = max). Fractions are clipped to [0, 1].

    Returns
    -------
    numpy.ndarray
        Power [W], never below ``idle_w`` nor above ``max_w``.

    References
    ----------
    Fan et al. 2007 [3] for the ``"fan2007"`` curve.
    """
    u = np.clip(np.asarray(util, dtype=float), 0.0, 1.0)
    idle = np.asarray(idle_w, dtype=float)
    mx = np.asarray(max_w, dtype=float)
    if np.any(mx < idle):
        raise ValueError("max_w must be >= idle_w for every GPU")
    frac = np.clip(_curve_fraction(u, curve), 0.0, 1.0)
    return idle + (mx - idle) * frac


# ------------------------------------------------------------------------- CPU, memory
#: Per-vCPU (hardware thread) power at idle and at 100 % [W]: the median over
#: the 20 CPU micro-architectures of CCF's AWS use coefficients [4]
#: (``coefficients-aws-use.csv``, columns Min Watts / Max Watts: medians
#: 0.726 and 3.722 W). Checked in the tests against SPECpower_ssj2008 systems
#: published 2019 or later (median 0.64 W idle, 3.15 W at 100 % per thread).
CPU_MIN_W_PER_CORE = 0.73
CPU_MAX_W_PER_CORE = 3.72

#: DRAM power [W/GB]: CCF methodology [4] (0.392 W/GB, Crucial memory calculator).
MEMORY_W_PER_GB = 0.392

#: Per-server overhead (fans, NICs, local storage, board/VRM) as a fraction of
#: GPU + CPU + memory power. Fans: HPE DCcluster-Opt [6] uses 10 W of IT fan
#: power per 170 W server (~6 %); we add ~4 % for NICs and local storage, an
#: assumption (we found no single authoritative breakdown to cite).
server_overhead_fraction = 0.10


def cpu_power_w(
    util: ArrayLike,
    cores: ArrayLike,
    min_w_per_core: ArrayLike = CPU_MIN_W_PER_CORE,
    max_w_per_core: ArrayLike = CPU_MAX_W_PER_CORE,
) -> np.ndarray:
    r"""CPU power, linear in utilisation (Cloud Carbon Footprint method [4]).

    .. math:: P = n_{cores} (W_{min} + u (W_{max} - W_{min}))

    Parameters
    ----------
    util : array_like
        CPU utilisation [-]; clipped to [0, 1].
    cores : array_like
        Number of vCPUs (hardware threads) [-].
    min_w_per_core, max_w_per_core : array_like
        Power per vCPU at idle and at full load [W]; defaults
        :data:`CPU_MIN_W_PER_CORE`, :data:`CPU_MAX_W_PER_CORE`.

    Returns
    -------
    numpy.ndarray
        Power [W].
    """
    u = np.clip(np.asarray(util, dtype=float), 0.0, 1.0)
    lo = np.asarray(min_w_per_core, dtype=float)
    hi = np.asarray(max_w_per_core, dtype=float)
    if np.any(hi < lo):
        raise ValueError("max_w_per_core must be >= min_w_per_core")
    return np.asarray(cores, dtype=float) * (lo + u * (hi - lo))


def memory_power_w(mem_gb: ArrayLike, w_per_gb: ArrayLike = MEMORY_W_PER_GB) -> np.ndarray:
    """DRAM power [W] = ``mem_gb`` [GB] x ``w_per_gb`` [W/GB] (CCF, 0.392 W/GB [4])."""
    return np.asarray(mem_gb, dtype=float) * np.asarray(w_per_gb, dtype=float)


def it_power_w(
    gpu_util: ArrayLike = 1.0,
    gpus: ArrayLike = 1,
    gpu_type: str | None = REFERENCE_GPU,
    *,
    idle_w: ArrayLike | None = None,
    max_w: ArrayLike | None = None,
    gpu_curve: str | ArrayLike = "linear",
    cpu_util: ArrayLike | None = None,
    cores: ArrayLike = 0,
    min_w_per_core: ArrayLike = CPU_MIN_W_PER_CORE,
    max_w_per_core: ArrayLike = CPU_MAX_W_PER_CORE,
    mem_gb: ArrayLike = 0.0,
    w_per_gb: ArrayLike = MEMORY_W_PER_GB,
    overhead_fraction: ArrayLike = server_overhead_fraction,
) -> np.ndarray:
    r"""IT power of a server share: GPUs + CPUs + memory, times server overhead.

    .. math:: P_{IT} = (n_{gpu} P_{gpu}(u_g) + P_{cpu}(u_c) + P_{mem}) (1 + k_{oh})

    Parameters
    ----------
    gpu_util : array_like
        GPU utilisation [-], clipped to [0, 1].
    gpus : array_like
        Number of GPUs [-].
    gpu_type : str or None
        Name or alias in :data:`GPU_TYPES`; its ``idle_w``/``max_w`` are used
        unless ``idle_w``/``max_w`` are given.
    idle_w, max_w : array_like, optional
        Explicit GPU board powers [W] (override the table).
    gpu_curve : str or array_like
        Power curve, see :func:`gpu_power_w`.
    cpu_util : array_like, optional
        CPU utilisation [-]; defaults to ``gpu_util``.
    cores : array_like
        vCPUs [-]. ``min_w_per_core``/``max_w_per_core`` [W] as in :func:`cpu_power_w`.
    mem_gb : array_like
        Memory [GB]; ``w_per_gb`` [W/GB] as in :func:`memory_power_w`.
    overhead_fraction : array_like
        Per-server overhead fraction [-], default :data:`server_overhead_fraction`.

    Returns
    -------
    numpy.ndarray
        IT power [W].
    """
    if idle_w is None or max_w is None:
        if gpu_type is None:
            raise ValueError("it_power_w: give gpu_type or both idle_w and max_w")
        spec = gpu_spec(gpu_type)
        idle_w = spec["idle_w"] if idle_w is None else idle_w
        max_w = spec["max_w"] if max_w is None else max_w
    gpu = np.asarray(gpus, dtype=float) * gpu_power_w(gpu_util, idle_w, max_w, gpu_curve)
    cpu = cpu_power_w(gpu_util if cpu_util is None else cpu_util, cores, min_w_per_core,
                      max_w_per_core)
    mem = memory_power_w(mem_gb, w_per_gb)
    return (gpu + cpu + mem) * (1.0 + np.asarray(overhead_fraction, dtype=float))


# ------------------------------------------------------------------------- idle capacity
#: Host hardware threads per GPU in an 8-GPU server: NVIDIA DGX A100 datasheet [7]
#: (2x AMD EPYC 7742 = 256 threads for 8 GPUs).
HOST_VCPUS_PER_GPU = 32
#: Host memory per GPU [GB]: NVIDIA DGX A100 datasheet [7] (1 TB for 8 GPUs).
HOST_MEM_GB_PER_GPU = 128


def host_idle_w_per_gpu(
    vcpus: ArrayLike = HOST_VCPUS_PER_GPU,
    mem_gb: ArrayLike = HOST_MEM_GB_PER_GPU,
    min_w_per_core: ArrayLike = CPU_MIN_W_PER_CORE,
    w_per_gb: ArrayLike = MEMORY_W_PER_GB,
    overhead_fraction: ArrayLike = server_overhead_fraction,
) -> np.ndarray:
    r"""Idle power of the host (CPUs, memory, fans and the rest) per installed GPU [W].

    .. math:: P_{host} = (n_{vcpu} W_{min} + m\, w_{mem}) (1 + k_{oh})

    With the defaults (DGX A100 host per GPU [7], CCF per-vCPU idle and memory coefficients
    [4], overhead :data:`server_overhead_fraction`):
    ``(32 * 0.73 + 128 * 0.392) * 1.10 = 80.9 W``.

    Parameters
    ----------
    vcpus : array_like
        Host hardware threads per GPU [-].
    mem_gb : array_like
        Host memory per GPU [GB].
    min_w_per_core : array_like
        Idle power per vCPU [W] (CCF [4]).
    w_per_gb : array_like
        Memory power [W/GB] (CCF [4]).
    overhead_fraction : array_like
        Fans, NICs, storage as a fraction of CPU + memory power [-].

    Returns
    -------
    numpy.ndarray
        Host idle power per GPU [W].
    """
    cpu = cpu_power_w(0.0, vcpus, min_w_per_core, min_w_per_core)
    return (cpu + memory_power_w(mem_gb, w_per_gb)) * (1.0 + np.asarray(overhead_fraction,
                                                                          dtype=float))


def idle_power_w_per_gpu(gpu_idle_w: ArrayLike, host_w: ArrayLike | None = None) -> np.ndarray:
    r"""Idle IT power of one installed, powered-on GPU and its host share [W].

    .. math:: P_{idle} = P_{gpu,idle} + P_{host}

    A job running on the GPU adds its dynamic power ``util * (max_w - idle_w)`` on top, so a
    busy GPU draws ``idle_w + util * (max_w - idle_w)`` (:func:`gpu_power_w`), never idle twice.

    Parameters
    ----------
    gpu_idle_w : array_like
        GPU board power at idle [W] (``idle_w`` of the GPU table or the scenario).
    host_w : array_like, optional
        Host idle power per GPU [W]; default :func:`host_idle_w_per_gpu`.

    Returns
    -------
    numpy.ndarray
        Idle power per GPU [W].
    """
    host = host_idle_w_per_gpu() if host_w is None else np.asarray(host_w, dtype=float)
    return np.asarray(gpu_idle_w, dtype=float) + host
