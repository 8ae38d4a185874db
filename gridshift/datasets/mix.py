"""Average carbon intensity from the generation mix (ENTSO-E actual generation per type).

``CI(t) = sum_f P_f(t) * EF_f / sum_f P_f(t)`` [gCO2eq/kWh] over production types ``f``,
with lifecycle emission factors ``EF_f`` from a named table. Hydro pumped storage is
excluded (it is storage, and its negative values are pumping load); remaining negative
values are clipped to 0. These are the choices of Wiesner et al. (Let's Wait Awhile, 2021)
and of the check documented in the shared data's PROVENANCE (r = 0.992 DE and GB, 0.970 FR
against the Let's Wait Awhile 2020 series with the SRREN factors).

References:
    Schlömer S. et al. (2011) Annex II: Methodology. IPCC Special Report on Renewable Energy
    Sources and Climate Change Mitigation (SRREN), Table A.II.4 (lifecycle GHG, 50th
    percentile), as used by Wiesner et al., "Let's Wait Awhile: How Temporal Workload
    Shifting Can Reduce Carbon Emissions in the Cloud", Middleware 2021.

    Schlömer S. et al. (2014) Annex III: Technology-specific cost and performance
    parameters. IPCC AR5 WGIII, Table A.III.2 (lifecycle emissions, median values).
"""

from __future__ import annotations

from datetime import timedelta

import polars as pl

from gridshift.datasets.readers import LoadReport, fill_gaps
from gridshift.errors import DataError

__all__ = ["EMISSION_FACTORS", "FUEL_CLASS", "carbon_from_mix", "hourly_generation"]

#: ENTSO-E production type (snake case, as read by ``read_entsoe_generation``) -> fuel class.
FUEL_CLASS: dict[str, str] = {
    "biomass": "biomass",
    "fossil_brown_coal_lignite": "coal",
    "fossil_coal_derived_gas": "coal",  # coal-derived gas: counted as coal (LWA does the same)
    "fossil_gas": "gas",
    "fossil_hard_coal": "coal",
    "fossil_oil": "oil",
    "fossil_oil_shale": "oil",
    "fossil_peat": "coal",  # no SRREN/AR5 peat value; peat's lifecycle intensity is coal-like
    "geothermal": "geothermal",
    "hydro_pumped_storage": "storage",
    "hydro_run_of_river_and_poundage": "hydro",
    "hydro_water_reservoir": "hydro",
    "marine": "other_renewable",
    "nuclear": "nuclear",
    "other": "other",
    "other_renewable": "other_renewable",
    "solar": "solar",
    "waste": "waste",
    "wind_offshore": "wind_offshore",
    "wind_onshore": "wind_onshore",
}

#: Lifecycle emission factors [gCO2eq/kWh] per fuel class, by table name.
EMISSION_FACTORS: dict[str, dict[str, float]] = {
    # IPCC SRREN 2011, Annex II Table A.II.4, 50th percentiles, as used by Let's Wait Awhile
    # (Wiesner et al. 2021); "other" and "waste" = 770 (LWA's value for unspecified thermal),
    # "other_renewable" = 22 (LWA).
    "ipcc-srren-2011": {
        "coal": 1001.0, "gas": 469.0, "oil": 840.0, "nuclear": 16.0, "hydro": 4.0,
        "wind_onshore": 12.0, "wind_offshore": 12.0, "solar": 46.0, "biomass": 18.0,
        "geothermal": 45.0, "other": 770.0, "other_renewable": 22.0, "waste": 770.0,
    },
    # IPCC AR5 WGIII 2014, Annex III Table A.III.2, lifecycle medians: coal PC 820, gas CC
    # 490, biomass dedicated 230, geothermal 38, hydropower 24, nuclear 12, wind onshore 11,
    # offshore 12, solar PV utility 48. Oil (not in the table) = 650 and other/waste = 700
    # as in electricityMap's co2eq parameters (2019), which take the rest from AR5.
    # "other_renewable" = 24 (hydropower median, for marine and unspecified renewables).
    "ipcc-ar5-2014": {
        "coal": 820.0, "gas": 490.0, "oil": 650.0, "nuclear": 12.0, "hydro": 24.0,
        "wind_onshore": 11.0, "wind_offshore": 12.0, "solar": 48.0, "biomass": 230.0,
        "geothermal": 38.0, "other": 700.0, "other_renewable": 24.0, "waste": 700.0,
    },
}


def hourly_generation(gen: pl.DataFrame, *, max_gap_h: float = 6, label: str = "",
                      report: LoadReport | None = None) -> pl.DataFrame:
    """Average 15/30/60-min generation [MW] to hourly means on a full UTC hour grid.

    Each hour's value is the mean of the steps that start in it (steps may change inside a
    file). A fuel column that is null in a whole hour is a gap; gaps are filled per column by
    :func:`~gridshift.datasets.readers.fill_gaps` and counted (a column that is entirely
    null, a fuel the country does not report, becomes 0).
    """
    cols = [c for c in gen.columns if c != "time"]
    empty = [c for c in cols if gen[c].null_count() == gen.height]
    hourly = (gen.with_columns(pl.col("time").dt.truncate("1h"))
              .group_by("time").agg(pl.col(c).mean() for c in cols).sort("time"))
    hourly = hourly.with_columns(pl.lit(0.0).alias(c) for c in empty)
    # an hour whose counted generation is all zero is a reporting gap, not a dark grid
    counted = [c for c in cols if FUEL_CLASS.get(c.removesuffix("_mw")) != "storage"]
    total = pl.sum_horizontal(pl.col(c).fill_null(0.0).clip(lower_bound=0.0) for c in counted)
    hourly = hourly.with_columns(pl.when(total > 0).then(pl.col(c)).otherwise(None).alias(c)
                                 for c in cols)
    return fill_gaps(hourly, cols, step=timedelta(hours=1), max_gap_h=max_gap_h, label=label,
                     report=report)


def carbon_from_mix(gen: pl.DataFrame, factors: str | dict[str, float] = "ipcc-srren-2011",
                    *, source: str = "<generation>") -> pl.DataFrame:
    """Average lifecycle carbon intensity per step from generation by production type.

    Args:
        gen: ``time`` and ``<type>_mw`` columns (``read_entsoe_generation`` output, hourly
            or not).
        factors: a table name of :data:`EMISSION_FACTORS` or a fuel class -> gCO2eq/kWh map.
        source: file name for errors.

    Returns:
        ``time, carbon_gco2_per_kwh, generation_mw`` (total counted generation).

    Raises:
        DataError: on an unknown production type, an unknown table, or a step whose total
            generation is 0.
    """
    if isinstance(factors, str):
        if factors not in EMISSION_FACTORS:
            raise DataError(f"unknown emission-factor table {factors!r}; expected one of "
                            f"{', '.join(EMISSION_FACTORS)}")
        ef = EMISSION_FACTORS[factors]
    else:
        ef = factors
    num = pl.lit(0.0)
    den = pl.lit(0.0)
    for c in gen.columns:
        if c == "time":
            continue
        kind = FUEL_CLASS.get(c.removesuffix("_mw"))
        if kind is None:
            raise DataError(f"{source}: production type column {c!r} has no fuel class; "
                            f"expected one of {', '.join(FUEL_CLASS)}")
        if kind == "storage":
            continue
        p = pl.col(c).fill_null(0.0).clip(lower_bound=0.0)
        num = num + p * ef[kind]
        den = den + p
    out = gen.select("time", (num / den).alias("carbon_gco2_per_kwh"),
                     den.alias("generation_mw"))
    zero = out["generation_mw"] <= 0
    if zero.any():
        i = int(zero.arg_true()[0])
        raise DataError(f"{source} row {i + 1}: total generation at {out['time'][i]} is 0 MW; "
                        "cannot compute an average intensity")
    return out
