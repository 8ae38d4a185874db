"""Embodied (manufacturing) carbon of accelerators, amortised per GPU-second.

.. math:: e = \\frac{1000\\, E_{device}}{L \\cdot 365.25 \\cdot 86400}

with :math:`E_{device}` the embodied carbon of one device [kgCO2e] and
:math:`L` its service lifetime [years]; the result is in gCO2e per GPU-second,
so that the engine multiplies it by GPU-seconds of occupancy. Amortisation is
linear over calendar time (it does not depend on utilisation: an idle GPU
ages too).

References
----------
.. [1] Luccioni, A. S., Viguier, S., Ligozat, A.-L. (2023). Estimating the
   carbon footprint of BLOOM, a 176B parameter language model. JMLR 24(253),
   Sec. 4.1: 150 kgCO2e per A100 GPU (and 2,500 kgCO2e per server node
   excluding GPUs), 6-year lifetime.
.. [2] Gupta, U. et al. (2022). ACT: Designing Sustainable Computer Systems
   with an Architectural Carbon Modeling Tool. ISCA '22 (embodied carbon from
   die area, process node and memory capacity; not implemented here).
"""

from __future__ import annotations

from gridshift.models.it_power import GPU_TYPES, resolve_gpu_type

__all__ = ["SECONDS_PER_YEAR", "embodied_gco2_per_gpu_h", "embodied_gco2_per_gpu_s",
           "embodied_table_gco2_per_gpu_h"]

#: Julian year [s].
SECONDS_PER_YEAR = 365.25 * 86400.0


def _kg_and_years(gpu: str | tuple[float, float]) -> tuple[float, float]:
    if isinstance(gpu, str):
        spec = GPU_TYPES[resolve_gpu_type(gpu)]
        kg, years = float(spec["embodied_kgco2e"]), float(spec["lifetime_years"])
    else:
        try:
            kg, years = (float(x) for x in gpu)
        except (TypeError, ValueError):
            raise ValueError(
                f"gpu must be a GPU type name or (embodied_kgco2e, lifetime_years); got {gpu!r}"
            ) from None
    if kg < 0 or years <= 0:
        raise ValueError(
            f"embodied_kgco2e must be >= 0 and lifetime_years > 0; got {kg}, {years}"
        )
    return kg, years


def embodied_gco2_per_gpu_s(gpu: str | tuple[float, float]) -> float:
    """Embodied carbon amortised per GPU-second [gCO2e/s].

    Parameters
    ----------
    gpu : str or (float, float)
        A GPU type name or alias of :data:`gridshift.models.it_power.GPU_TYPES`
        (uses its ``embodied_kgco2e`` and ``lifetime_years``), or a pair
        ``(embodied_kgco2e [kgCO2e], lifetime_years [y])``.

    Returns
    -------
    float
        gCO2e per GPU-second.
    """
    kg, years = _kg_and_years(gpu)
    return 1000.0 * kg / (years * SECONDS_PER_YEAR)


def embodied_gco2_per_gpu_h(gpu: str | tuple[float, float]) -> float:
    """Embodied carbon amortised per GPU-hour [gCO2e/h] (= 3600 x per second)."""
    return 3600.0 * embodied_gco2_per_gpu_s(gpu)


def embodied_table_gco2_per_gpu_h() -> dict[str, float]:
    """Amortised embodied carbon of every built-in GPU type [gCO2e per GPU-hour]."""
    return {name: embodied_gco2_per_gpu_h(name) for name in GPU_TYPES}

