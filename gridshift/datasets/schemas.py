"""Canonical table schemas (signals, jobs) and their row-by-row validation.

Every loader returns these schemas or raises :class:`~gridshift.errors.DataError` naming the
file, the row, the column and the expected form. Row numbers are 1-based data rows; for CSV
files the line number (header = line 1) is given too.

Signals (one row per region and time, hourly or finer; UTC):
    ``region`` (str), ``time`` (datetime, UTC), ``carbon_gco2_per_kwh`` (float >= 0),
    optional ``price_usd_per_mwh`` (float, may be negative), ``temp_c`` (float),
    ``rel_humidity_pct`` (0..100), ``carbon_marginal_gco2_per_kwh`` (float >= 0).

Jobs (one row per job; UTC):
    required ``job_id`` (str), ``submit_time`` (datetime, UTC), ``origin`` (str),
    ``gpus`` (int >= 1), ``duration_s`` (float > 0, on the reference GPU); optional
    ``gpu_type`` (str, null = any), ``gpu_util`` (0..1, default 1.0), ``cpus`` (int, 0),
    ``mem_gb`` (float, 0), ``data_gb`` (float >= 0, default 0), ``deadline`` (datetime, UTC,
    null = from the scenario's deadline_slack), ``interruptible`` (bool, false),
    ``checkpoint_s`` (float >= 0, 0), ``kind`` (train|infer|batch, train),
    ``latency_slo_ms`` (float > 0, null = none).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from pathlib import Path

import polars as pl

from gridshift.errors import DataError

__all__ = [
    "JOB_COLUMNS",
    "SIGNAL_COLUMNS",
    "load_jobs_file",
    "load_signals_file",
    "read_table",
    "validate_jobs",
    "validate_signals",
]

UTC = "UTC"
_TZ_SUFFIX = re.compile(r"(Z|[+-]\d{2}:?\d{2})$")

#: column -> (required, polars dtype, default)
SIGNAL_COLUMNS: dict[str, tuple[bool, pl.DataType, object]] = {
    "region": (True, pl.String(), None),
    "time": (True, pl.Datetime("us", UTC), None),
    "carbon_gco2_per_kwh": (True, pl.Float64(), None),
    "price_usd_per_mwh": (False, pl.Float64(), None),
    "temp_c": (False, pl.Float64(), None),
    "rel_humidity_pct": (False, pl.Float64(), None),
    "carbon_marginal_gco2_per_kwh": (False, pl.Float64(), None),
}

JOB_COLUMNS: dict[str, tuple[bool, pl.DataType, object]] = {
    "job_id": (True, pl.String(), None),
    "submit_time": (True, pl.Datetime("us", UTC), None),
    "origin": (True, pl.String(), None),
    "gpus": (True, pl.Int64(), None),
    "duration_s": (True, pl.Float64(), None),
    "gpu_type": (False, pl.String(), None),
    "gpu_util": (False, pl.Float64(), 1.0),
    "cpus": (False, pl.Int64(), 0),
    "mem_gb": (False, pl.Float64(), 0.0),
    "data_gb": (False, pl.Float64(), 0.0),
    "deadline": (False, pl.Datetime("us", UTC), None),
    "interruptible": (False, pl.Boolean(), False),
    "checkpoint_s": (False, pl.Float64(), 0.0),
    "kind": (False, pl.String(), "train"),
    "latency_slo_ms": (False, pl.Float64(), None),
}


def _where(path: str, row: int, is_csv: bool) -> str:
    line = f" (line {row + 2})" if is_csv else ""
    return f"{path} row {row + 1}{line}"


def read_table(path: str | Path) -> tuple[pl.DataFrame, bool]:
    """Read a CSV or Parquet file with every column as written (CSV columns as strings).

    Returns:
        The frame and whether it came from CSV (for line numbers in errors).
    """
    p = Path(path)
    if not p.exists():
        raise DataError(f"{p}: file not found")
    suffix = "".join(p.suffixes[-2:]).lower()
    try:
        if suffix.endswith(".parquet"):
            return pl.read_parquet(p), False
        if suffix.endswith(".csv") or suffix.endswith(".csv.gz"):
            return pl.read_csv(p, infer_schema=False), True
    except pl.exceptions.PolarsError as exc:
        raise DataError(f"{p}: cannot be read as {suffix.lstrip('.')}: {exc}") from None
    raise DataError(f"{p}: unsupported file type {suffix!r}; expected .csv, .csv.gz or .parquet")


def _cast_column(
    df: pl.DataFrame, col: str, dtype: pl.DataType, path: str, is_csv: bool
) -> pl.Series:
    s = df[col]
    if isinstance(dtype, pl.Datetime):
        if s.dtype == pl.String:
            text = s.str.strip_chars()
            bad = text.is_not_null() & ~text.str.contains(_TZ_SUFFIX.pattern)
            if bad.any():
                i = int(bad.arg_true()[0])
                raise DataError(
                    f"{_where(path, i, is_csv)}: {col} is {text[i]!r}, which has no time zone; "
                    "expected ISO 8601 with an offset, e.g. 2023-08-01T00:00:00Z"
                )
            out = text.str.replace(r"Z$", "+00:00").str.to_datetime(
                "%Y-%m-%dT%H:%M:%S%.f%:z", time_unit="us", time_zone=UTC, strict=False
            )
            if out.is_null().sum() > text.is_null().sum():
                alt = text.str.replace(r"Z$", "+00:00").str.to_datetime(
                    "%Y-%m-%d %H:%M:%S%.f%:z", time_unit="us", time_zone=UTC, strict=False
                )
                out = out.fill_null(alt)
            bad = out.is_null() & text.is_not_null()
            if bad.any():
                i = int(bad.arg_true()[0])
                raise DataError(
                    f"{_where(path, i, is_csv)}: {col} is {text[i]!r}; expected an ISO 8601 "
                    "time with an offset, e.g. 2023-08-01T00:00:00Z"
                )
            return out.alias(col)
        if isinstance(s.dtype, pl.Datetime):
            if s.dtype.time_zone is None:
                raise DataError(
                    f"{path}: column {col} holds times without a time zone; expected "
                    "timezone-aware (UTC) timestamps"
                )
            return s.dt.convert_time_zone(UTC).dt.cast_time_unit("us")
        raise DataError(f"{path}: column {col} has type {s.dtype}; expected a timestamp")
    if dtype == pl.Boolean and s.dtype == pl.String:
        low = s.str.strip_chars().str.to_lowercase()
        mapping = {"true": True, "false": False, "1": True, "0": False, "yes": True, "no": False}
        out = low.replace_strict(mapping, default=None, return_dtype=pl.Boolean)
        bad = out.is_null() & low.is_not_null() & (low != "")
        if bad.any():
            i = int(bad.arg_true()[0])
            raise DataError(
                f"{_where(path, i, is_csv)}: {col} is {s[i]!r}; expected true or false"
            )
        return out.alias(col)
    if dtype == pl.String:
        return s.cast(pl.String).str.strip_chars().replace("", None)
    src = s.str.strip_chars().replace("", None) if s.dtype == pl.String else s
    out = src.cast(dtype, strict=False)
    bad = out.is_null() & src.is_not_null()
    if dtype in (pl.Float64,):
        bad = bad | (out.is_nan() & src.is_not_null())
    if bad.any():
        i = int(bad.arg_true()[0])
        kind = "an integer" if dtype == pl.Int64 else "a number"
        raise DataError(f"{_where(path, i, is_csv)}: {col} is {s[i]!r}; expected {kind}")
    return out.alias(col)


def _check(
    df: pl.DataFrame, col: str, ok: pl.Series, path: str, is_csv: bool, expected: str
) -> None:
    bad = ~ok.fill_null(True)
    if bad.any():
        i = int(bad.arg_true()[0])
        raise DataError(f"{_where(path, i, is_csv)}: {col} is {df[col][i]!r}; {expected}")


def _conform(
    df: pl.DataFrame,
    spec: dict[str, tuple[bool, pl.DataType, object]],
    path: str,
    is_csv: bool,
    table: str,
) -> pl.DataFrame:
    missing = [c for c, (req, _, _) in spec.items() if req and c not in df.columns]
    if missing:
        raise DataError(
            f"{path}: missing required column(s) {', '.join(missing)} for a {table} table; "
            f"found {', '.join(df.columns) or 'no columns'}"
        )
    cols = []
    for col, (req, dtype, default) in spec.items():
        if col in df.columns:
            s = _cast_column(df, col, dtype, path, is_csv)
            if req:
                nulls = s.is_null()
                if nulls.any():
                    i = int(nulls.arg_true()[0])
                    raise DataError(f"{_where(path, i, is_csv)}: {col} is empty; it is required")
            if default is not None:
                s = s.fill_null(default)
            cols.append(s)
        else:
            cols.append(pl.Series(col, [default] * df.height, dtype=dtype))
    return pl.DataFrame(cols)


def validate_signals(df: pl.DataFrame, path: str = "<signals>", is_csv: bool = False
                     ) -> pl.DataFrame:
    """Validate and normalise a signals table to the canonical schema, sorted by region, time.

    Raises:
        DataError: naming the file, row and column of the first problem.
    """
    out = _conform(df, SIGNAL_COLUMNS, path, is_csv, "signals")
    _check(out, "carbon_gco2_per_kwh", out["carbon_gco2_per_kwh"] >= 0, path, is_csv,
           "must be a number >= 0 (gCO2/kWh)")
    _check(out, "carbon_gco2_per_kwh", out["carbon_gco2_per_kwh"] < 5000, path, is_csv,
           "must be below 5000 gCO2/kWh (is the unit g/kWh?)")
    if out["rel_humidity_pct"].is_not_null().any():
        rh = out["rel_humidity_pct"]
        _check(out, "rel_humidity_pct", (rh >= 0) & (rh <= 100), path, is_csv,
               "must be between 0 and 100 (%)")
    if out["temp_c"].is_not_null().any():
        t = out["temp_c"]
        _check(out, "temp_c", (t > -90) & (t < 65), path, is_csv,
               "must be a plausible air temperature in deg C (-90..65)")
    for col in ("price_usd_per_mwh", "temp_c", "rel_humidity_pct", "carbon_marginal_gco2_per_kwh"):
        s = out[col]
        if s.is_not_null().any():
            _check(out, col, ~s.is_nan(), path, is_csv, "must be a number, not NaN")
    dup = out.select(pl.struct("region", "time").is_duplicated()).to_series()
    if dup.any():
        i = int(dup.arg_true()[0])
        raise DataError(
            f"{_where(path, i, is_csv)}: duplicate (region, time) = ({out['region'][i]}, "
            f"{out['time'][i]}); expected one row per region and time"
        )
    return out.sort("region", "time")


_KINDS = ("train", "infer", "batch")


def validate_jobs(df: pl.DataFrame, path: str = "<jobs>", is_csv: bool = False) -> pl.DataFrame:
    """Validate and normalise a jobs table to the canonical schema (row order kept).

    Raises:
        DataError: naming the file, row and column of the first problem.
    """
    out = _conform(df, JOB_COLUMNS, path, is_csv, "jobs")
    checks: list[tuple[str, Callable[[pl.DataFrame], pl.Series], str]] = [
        ("gpus", lambda d: d["gpus"] >= 1, "must be an integer >= 1"),
        ("duration_s", lambda d: d["duration_s"] > 0, "must be > 0 seconds"),
        ("gpu_util", lambda d: (d["gpu_util"] >= 0) & (d["gpu_util"] <= 1), "must be in 0..1"),
        ("cpus", lambda d: d["cpus"] >= 0, "must be >= 0"),
        ("mem_gb", lambda d: d["mem_gb"] >= 0, "must be >= 0 GB"),
        ("data_gb", lambda d: d["data_gb"] >= 0, "must be >= 0 GB"),
        ("checkpoint_s", lambda d: d["checkpoint_s"] >= 0, "must be >= 0 seconds"),
        ("kind", lambda d: d["kind"].is_in(list(_KINDS)), f"must be one of {', '.join(_KINDS)}"),
        ("latency_slo_ms", lambda d: d["latency_slo_ms"] > 0, "must be > 0 ms or empty"),
        ("deadline", lambda d: d["deadline"] >= d["submit_time"],
         "must not be before submit_time"),
    ]
    for col, fn, expected in checks:
        _check(out, col, fn(out), path, is_csv, expected)
    for col in ("duration_s", "gpu_util", "mem_gb", "data_gb", "checkpoint_s"):
        _check(out, col, out[col].is_finite(), path, is_csv, "must be a finite number")
    dup = out["job_id"].is_duplicated()
    if dup.any():
        i = int(dup.arg_true()[0])
        raise DataError(f"{_where(path, i, is_csv)}: job_id {out['job_id'][i]!r} is duplicated; "
                        "expected unique job ids")
    return out


def load_signals_file(path: str | Path) -> pl.DataFrame:
    """Read and validate a canonical signals file (CSV or Parquet)."""
    df, is_csv = read_table(path)
    return validate_signals(df, str(path), is_csv)


def load_jobs_file(path: str | Path) -> pl.DataFrame:
    """Read and validate a canonical jobs file (CSV or Parquet)."""
    df, is_csv = read_table(path)
    return validate_jobs(df, str(path), is_csv)
