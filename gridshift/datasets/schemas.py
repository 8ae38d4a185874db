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
    ``latency_slo_ms`` (float > 0, null = none); optional elastic bounds ``min_gpus``,
    ``max_gpus`` (integers, ``1 <= min_gpus <= gpus <= max_gpus``, null = ``gpus``), kept only
    where the table has them (docs/levers-elastic.md).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from pathlib import Path

import numpy as np
import polars as pl

from gridshift.errors import DataError

__all__ = [
    "GAP_FILL",
    "SIGNAL_BOUNDS",
    "JOB_COLUMNS",
    "SIGNAL_COLUMNS",
    "fill_signal_gaps",
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

#: Weather columns a signals file may carry beyond :data:`SIGNAL_COLUMNS`, kept only when
#: present (on-site PV reads ``cloud_cover_pct`` [%], gridshift.sim.world): a file without
#: them gives the same table as before.
OPTIONAL_SIGNAL_COLUMNS: tuple[str, ...] = ("cloud_cover_pct",)

#: Plausible range of every signal value: column -> (lo, hi, hi is exclusive, unit, reason).
#: Checked over a whole signals file (every row, not only the window's: with
#: ``[signals] alignment = "cumulative"``, the default, a value before the window enters the
#: rounding of every step after it, and a price of 1e300 a day before the window cancelled the
#: window's prices to 0) and by the dataset-card readers (:mod:`gridshift.datasets.readers`).
#: The same table is in docs/errors.md ("Plausible ranges"). Bounds on what can be real, not
#: on what is typical: every shipped dataset is inside (the closest to a bound, HPE's prices,
#: span -538.82 .. 15,636.72 USD/MWh).
SIGNAL_BOUNDS: dict[str, tuple[float, float, bool, str, str]] = {
    "carbon_gco2_per_kwh": (
        0.0, 5_000.0, True, "gCO2/kWh",
        "is the unit g/kWh? Coal, the most carbon-intensive generation, has a lifecycle median "
        "of 820 gCO2eq/kWh (IPCC AR5 WGIII Annex III, Table A.III.2); 5000 is 6x that"),
    "carbon_marginal_gco2_per_kwh": (
        0.0, 5_000.0, True, "gCO2/kWh", "as carbon_gco2_per_kwh: a marginal unit is a generator"),
    "price_usd_per_mwh": (
        -10_000.0, 20_000.0, False, "USD/MWh",
        "wider than the widest wholesale price limits: Australia's NEM market price cap of "
        "AUD 15,000-17,500/MWh and floor of AUD -1,000/MWh (AEMC, NER 3.9.4, 2020-2025) and the "
        "EU day-ahead coupling's +4,000 / -500 EUR/MWh (SDAC harmonised maximum and minimum "
        "clearing prices, 2022)"),
    "temp_c": (
        -90.0, 65.0, True, "deg C",
        "a plausible air temperature: the WMO's recorded extremes are -89.2 deg C (Vostok, "
        "1983) and 56.7 deg C (Death Valley, 1913)"),
    "rel_humidity_pct": (
        0.0, 100.0, False, "%", "relative humidity lies between 0 and 100 % by definition"),
    "cloud_cover_pct": (
        0.0, 100.0, False, "%", "a share of the sky, between 0 and 100 % by definition"),
    "wind_speed_kmh": (
        0.0, 450.0, False, "km/h",
        "above the strongest gust on record, 408 km/h (Barrow Island, 1996; WMO)"),
}


def _bound_message(col: str) -> tuple[str, str]:
    """The messages for a value of ``col`` below and above its :data:`SIGNAL_BOUNDS` range."""
    lo, hi, strict, unit, reason = SIGNAL_BOUNDS[col]
    rng = f"plausible range {lo:g}..{hi:g} {unit}: {reason}"
    above = f"must be below {hi:g} {unit}" if strict else f"must be at most {hi:g} {unit}"
    return f"must be a number >= {lo:g} ({unit}; {rng})", f"{above} ({rng})"


def _bound_ok(col: str, s: pl.Series) -> tuple[pl.Series, pl.Series]:
    """``(not below, not above)`` the :data:`SIGNAL_BOUNDS` range of ``col``, per value."""
    lo, hi, strict, _, _ = SIGNAL_BOUNDS[col]
    return s >= lo, (s < hi) if strict else (s <= hi)


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
    kind = "parquet" if suffix.endswith(".parquet") else "csv"
    if not (suffix.endswith(".parquet") or suffix.endswith(".csv")
            or suffix.endswith(".csv.gz")):
        raise DataError(f"{p}: unsupported file type {suffix!r}; expected .csv, .csv.gz or "
                        ".parquet")
    try:
        if kind == "parquet":
            # through pyarrow: on a corrupt file it raises, where polars' reader can abort the
            # whole process (seen by the fuzzer: 1 in ~400 random byte edits); same frame
            import pyarrow.parquet as pq

            table = pq.read_table(p)
            table.validate(full=True)  # e.g. invalid UTF-8 in a string column
            for name in table.schema.names:  # ... or in a column name
                name.encode("utf-8")
            # without schema/field metadata (unused here; corrupt bytes there panic polars)
            import pyarrow as pa

            table = pa.Table.from_arrays(table.columns, names=table.schema.names)
            df = pl.from_arrow(table)
            if not isinstance(df, pl.DataFrame):  # pragma: no cover - a table gives a frame
                raise DataError(f"{p}: not a table")
        else:
            df = pl.read_csv(p, infer_schema=False)
    except (KeyboardInterrupt, SystemExit, MemoryError):
        raise
    except BaseException as exc:  # noqa: BLE001 - polars/pyarrow errors (and Rust panics,
        # which derive from BaseException) on a malformed file: a DataError, never a traceback
        first = (str(exc).splitlines() or [type(exc).__name__])[0][:300]
        raise DataError(f"{p}: cannot be read as {kind} ({type(exc).__name__}: {first}); the "
                        f"file may be truncated or not a {kind} file") from None
    return df, kind == "csv"


def _cast_column(
    df: pl.DataFrame, col: str, dtype: pl.DataType, path: str, is_csv: bool
) -> pl.Series:
    s = df[col]
    if isinstance(dtype, pl.Datetime):
        if s.dtype == pl.String:
            text = s.str.strip_chars().replace("", None)  # a quoted "" is empty, as unquoted
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
        if s.dtype == pl.Null:
            return s.cast(dtype).alias(col)
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
        if not (s.dtype == pl.String or s.dtype.is_numeric() or s.dtype == pl.Null
                or s.dtype == pl.Categorical):
            raise DataError(f"{path}: column {col} has type {s.dtype}; expected text")
        return s.cast(pl.String).str.strip_chars().replace("", None)
    if dtype == pl.Boolean:
        return _cast_bool(s, col, path, is_csv)
    if not (s.dtype == pl.String or s.dtype.is_numeric() or s.dtype == pl.Null):
        # booleans, dates, lists, structs: never silently turned into numbers
        kind = "integers" if dtype == pl.Int64 else "numbers"
        raise DataError(f"{path}: column {col} has type {s.dtype}; expected {kind}")
    src = s.str.strip_chars().replace("", None) if s.dtype == pl.String else s
    if dtype == pl.Int64 and src.dtype.is_float():
        # a float column for an integer field (Parquet): exact integral values only, as CSV
        f = src.cast(pl.Float64)
        frac = (f.is_nan() | f.is_infinite() | (f != f.round(0))).fill_null(False)
        if frac.any():
            i = int(frac.arg_true()[0])
            raise DataError(f"{_where(path, i, is_csv)}: {col} is {s[i]!r}; expected an "
                            "integer (a whole number, as in the CSV form)")
    out = src.cast(dtype, strict=False)
    bad = out.is_null() & src.is_not_null()
    if dtype in (pl.Float64,):
        bad = bad | (out.is_nan() & src.is_not_null())
    if bad.any():
        i = int(bad.arg_true()[0])
        kind = "an integer" if dtype == pl.Int64 else "a number"
        raise DataError(f"{_where(path, i, is_csv)}: {col} is {s[i]!r}; expected {kind}")
    if dtype in (pl.Float64,):
        inf = out.is_infinite().fill_null(False)
        if inf.any():
            i = int(inf.arg_true()[0])
            raise DataError(f"{_where(path, i, is_csv)}: {col} is {s[i]!r}; expected a finite "
                            "number")
    return out.alias(col)


def _cast_bool(s: pl.Series, col: str, path: str, is_csv: bool) -> pl.Series:
    if s.dtype == pl.Boolean or s.dtype == pl.Null:
        return s.cast(pl.Boolean).alias(col)
    if s.dtype.is_integer():
        bad = ~s.is_in([0, 1]).fill_null(True)
        if bad.any():
            i = int(bad.arg_true()[0])
            raise DataError(f"{_where(path, i, is_csv)}: {col} is {s[i]!r}; expected true or "
                            "false (or 1 / 0)")
        return s.cast(pl.Boolean).alias(col)
    raise DataError(f"{path}: column {col} has type {s.dtype}; expected true or false")


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
            try:
                s = _cast_column(df, col, dtype, path, is_csv)
            except pl.exceptions.PolarsError as exc:
                first = str(exc).splitlines()[0] if str(exc) else type(exc).__name__
                raise DataError(f"{path}: column {col} (type {df[col].dtype}) cannot be read "
                                f"as {dtype}: {first}") from None
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


def validate_signals(df: pl.DataFrame, path: str = "<signals>", is_csv: bool = False,
                     keep_row: bool = False) -> pl.DataFrame:
    """Validate and normalise a signals table to the canonical schema, sorted by region, time.

    Args:
        df: The table as read.
        path: File named in errors.
        is_csv: Whether it came from CSV (line numbers in errors).
        keep_row: Add ``_row``, each row's 0-based index in ``df`` (for later messages).

    Raises:
        DataError: naming the file, row and column of the first problem.
    """
    out = _conform(df, SIGNAL_COLUMNS, path, is_csv, "signals")
    for col in OPTIONAL_SIGNAL_COLUMNS:  # kept only where the file has them
        if col in df.columns:
            out = out.with_columns(_cast_column(df, col, pl.Float64(), path, is_csv).alias(col))
    for col in ("price_usd_per_mwh", "temp_c", "rel_humidity_pct", "carbon_marginal_gco2_per_kwh"):
        s = out[col]
        if s.is_not_null().any():
            _check(out, col, ~s.is_nan(), path, is_csv, "must be a number, not NaN")
    # every row, inside the window or not (SIGNAL_BOUNDS)
    for col in out.columns:
        if col in SIGNAL_BOUNDS and out[col].is_not_null().any():
            not_below, not_above = _bound_ok(col, out[col])
            below, above = _bound_message(col)
            _check(out, col, not_below, path, is_csv, below)
            _check(out, col, not_above, path, is_csv, above)
    dup = out.select(pl.struct("region", "time").is_duplicated()).to_series()
    if dup.any():
        i = int(dup.arg_true()[0])
        raise DataError(
            f"{_where(path, i, is_csv)}: duplicate (region, time) = ({out['region'][i]}, "
            f"{out['time'][i]}); expected one row per region and time"
        )
    if keep_row:
        out = out.with_row_index("_row")
    return out.sort("region", "time")


_KINDS = ("train", "infer", "batch")


def validate_jobs(df: pl.DataFrame, path: str = "<jobs>", is_csv: bool = False) -> pl.DataFrame:
    """Validate and normalise a jobs table to the canonical schema (row order kept).

    Raises:
        DataError: naming the file, row and column of the first problem.
    """
    out = _conform(df, JOB_COLUMNS, path, is_csv, "jobs")
    elastic = [c for c in ELASTIC_COLUMNS if c in df.columns]
    if elastic:
        out = out.with_columns(_elastic_columns(df, out, elastic, path, is_csv))
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


#: Optional job columns of elastic jobs (docs/levers-elastic.md): kept only where present.
ELASTIC_COLUMNS = ("min_gpus", "max_gpus")


def _elastic_columns(df: pl.DataFrame, out: pl.DataFrame, cols: list[str], path: str,
                     is_csv: bool) -> list[pl.Series]:
    """``min_gpus``/``max_gpus`` validated (integers, ``1 <= min <= gpus <= max``), null =
    ``gpus``; both are returned once either is given."""
    res = {}
    for c in ELASTIC_COLUMNS:
        if c not in cols:
            res[c] = out["gpus"].alias(c)
            continue
        try:
            s = _cast_column(df, c, pl.Int64(), path, is_csv)
        except pl.exceptions.PolarsError:
            raise DataError(f"{path}: column {c} (type {df[c].dtype}) cannot be read as an "
                            "integer number of GPUs") from None
        res[c] = s.fill_null(out["gpus"]).alias(c)
    tmp = pl.DataFrame({"gpus": out["gpus"], **res})
    _check(tmp, "min_gpus", tmp["min_gpus"] >= 1, path, is_csv, "must be an integer >= 1")
    _check(tmp, "min_gpus", tmp["min_gpus"] <= tmp["gpus"], path, is_csv,
           "must be <= gpus (1 <= min_gpus <= gpus <= max_gpus)")
    _check(tmp, "max_gpus", tmp["max_gpus"] >= tmp["gpus"], path, is_csv,
           "must be >= gpus (1 <= min_gpus <= gpus <= max_gpus)")
    return [res["min_gpus"], res["max_gpus"]]


#: Values of a scenario's ``[signals] gap_fill`` (docs/errors.md).
GAP_FILL = ("error", "hold", "interpolate")
_VALUE_COLUMNS = ("carbon_gco2_per_kwh", "price_usd_per_mwh", "temp_c", "rel_humidity_pct",
                  "carbon_marginal_gco2_per_kwh")


def _fmt_s(seconds: float) -> str:
    return f"{seconds / 3600:g} h" if seconds >= 3600 else f"{seconds:g} s"


def fill_signal_gaps(df: pl.DataFrame, gap_fill: str | None, path: str = "<signals>",
                     is_csv: bool = False, span_s: tuple[float, float] | None = None,
                     notes: list[str] | None = None) -> pl.DataFrame:
    """Apply a signals file's gap policy (``[signals] gap_fill``) to a validated table.

    A *gap* is a stretch between two consecutive values of one region and column (rows where
    the column is empty do not count) longer than the region's own step (the median spacing
    of its rows). A gap of one missing step is held (the previous value lasts until the next
    one, as the piecewise-constant alignment does) and noted. A longer gap is handled by
    ``gap_fill``:

    * ``"error"`` (also ``None``, the default): a :class:`DataError` naming the file, the row
      after the gap, the region, the column and the gap's length;
    * ``"hold"``: the previous value holds through the gap (noted);
    * ``"interpolate"``: rows are inserted on the region's step, linearly interpolated in time
      between the values either side of the gap (noted); one-step gaps are interpolated too.

    Only gaps that overlap ``span_s`` (epoch seconds; the scenario window with its history
    and forecast padding) matter; ``None`` checks the whole file.

    Args:
        df: A table from :func:`validate_signals` with ``keep_row=True`` (column ``_row``).
        gap_fill: ``"error"``, ``"hold"``, ``"interpolate"`` or ``None`` (= ``"error"``).
        path: File named in errors and notes.
        is_csv: Whether ``path`` is a CSV file (for line numbers).
        span_s: ``(lo, hi)`` epoch seconds of the part that is used.
        notes: Where a line per filled column is appended.

    Returns:
        The table sorted by region and time (with inserted rows for ``"interpolate"``), without
        ``_row``.

    Raises:
        DataError: a gap longer than one step with ``gap_fill = "error"``, or an unknown
            ``gap_fill``.
    """
    policy = gap_fill or "error"
    if policy not in GAP_FILL:
        raise DataError(f"{path}: gap_fill is {policy!r}; expected one of {', '.join(GAP_FILL)}")
    notes = notes if notes is not None else []
    lo, hi = span_s if span_s is not None else (-np.inf, np.inf)
    present = [c for c in _VALUE_COLUMNS if c in df.columns and df[c].is_not_null().any()]
    pieces: list[pl.DataFrame] = []
    for region, sub in df.sort("region", "time").group_by("region", maintain_order=True):
        t_all = sub["time"].dt.epoch("us").to_numpy() / 1e6
        if t_all.size < 2:
            pieces.append(sub)
            continue
        res = float(np.median(np.diff(t_all)))
        rows = sub["_row"].to_numpy()
        inserted: dict[str, tuple[np.ndarray, np.ndarray]] = {}
        for c in present:
            v = sub[c].to_numpy().astype(float)
            ok = ~np.isnan(v)
            if ok.sum() < 2:
                continue
            t, vv, rr = t_all[ok], v[ok], rows[ok]
            d = np.diff(t)
            gap = (d > res * (1 + 1e-9)) & (t[:-1] < hi) & (t[1:] > lo)
            if not gap.any():
                continue
            long = gap & (d > 2 * res * (1 + 1e-9))
            reg = region[0] if isinstance(region, tuple) else region
            if policy == "error" and long.any():
                k = int(np.flatnonzero(long)[0])
                raise DataError(
                    f"{_where(path, int(rr[k + 1]), is_csv)}: {c} for region {reg!r} follows a "
                    f"gap of {_fmt_s(d[k] - res)} with no value (the region's step is "
                    f"{_fmt_s(res)}; the previous value is on row {int(rr[k]) + 1}); expected "
                    "at most one missing step, or set "
                    "[signals] gap_fill = \"hold\" or \"interpolate\" in the scenario")
            n_missing = int(np.round((d[gap] - res) / res).sum())
            if policy == "interpolate":
                ts, vs = [], []
                for j in np.flatnonzero(gap).tolist():
                    new_t = np.arange(t[j] + res, t[j + 1] - res * 1e-9, res)
                    ts.append(new_t)
                    vs.append(np.interp(new_t, [t[j], t[j + 1]], [vv[j], vv[j + 1]]))
                inserted[c] = (np.concatenate(ts), np.concatenate(vs))
                how = "linearly interpolated"
            else:
                how = "held at the previous value"
            notes.append(f"{path}: region {reg} {c}: {int(gap.sum())} gap(s), {n_missing} "
                         f"missing step(s) of {_fmt_s(res)}, {how} (gap_fill = {policy!r})")
        if inserted:
            sub = _insert_rows(sub, inserted)
        pieces.append(sub)
    out = pl.concat(pieces, how="vertical") if pieces else df
    return out.drop("_row").sort("region", "time")


def _insert_rows(sub: pl.DataFrame, inserted: dict[str, tuple[np.ndarray, np.ndarray]]
                 ) -> pl.DataFrame:
    """Set interpolated values at new (or existing empty) times of one region's rows."""
    region = sub["region"][0]
    t_us = sub["time"].dt.epoch("us").to_numpy()
    new = np.unique(np.concatenate([np.round(ts * 1e6).astype(np.int64)
                                    for ts, _ in inserted.values()]))
    new = new[~np.isin(new, t_us)]
    if new.size:
        extra = pl.DataFrame({
            "region": [region] * new.size,
            "time": pl.Series(new).cast(pl.Datetime("us", UTC)),
        })
        sub = pl.concat([sub, extra], how="diagonal_relaxed").sort("time")
    t_all = sub["time"].dt.epoch("us").to_numpy()
    cols = []
    for c, (ts, vs) in inserted.items():
        arr = sub[c].to_numpy().astype(float)
        idx = np.searchsorted(t_all, np.round(ts * 1e6).astype(np.int64))
        arr[idx] = vs
        cols.append(pl.Series(c, arr, dtype=pl.Float64).fill_nan(None))
    return sub.with_columns(cols)


def load_signals_file(path: str | Path, gap_fill: str | None = None,
                      span_s: tuple[float, float] | None = None,
                      notes: list[str] | None = None) -> pl.DataFrame:
    """Read and validate a canonical signals file (CSV or Parquet) and apply its gap policy.

    Args:
        path: The file.
        gap_fill: ``[signals] gap_fill`` of the scenario (see :func:`fill_signal_gaps`).
        span_s: Epoch seconds ``(lo, hi)`` that are used (gaps elsewhere do not matter).
        notes: Where notes about filled gaps are appended.
    """
    df, is_csv = read_table(path)
    out = validate_signals(df, str(path), is_csv, keep_row=True)
    return fill_signal_gaps(out, gap_fill, str(path), is_csv, span_s, notes)


def load_jobs_file(path: str | Path) -> pl.DataFrame:
    """Read and validate a canonical jobs file (CSV or Parquet)."""
    df, is_csv = read_table(path)
    return validate_jobs(df, str(path), is_csv)
