"""A small valid scenario (TOML + signals + jobs, CSV or Parquet) that the matrix mutates.

Each robustness case starts from :func:`make_case`: a scenario that loads, builds and runs, so a
case fails only because of its one mutation.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import polars as pl
from click.testing import CliRunner

from gridshift.cli import main

SCENARIO = """\
id = "robust-base"
description = "two regions, six hours"
start = 2023-01-01T00:00:00Z
end = 2023-01-01T06:00:00Z
step_s = 3600
seed = 0

[signals]
source = "{signals}"

[jobs]
source = "{jobs}"
deadline_slack = 2.0

[forecast]
model = "persistence"
horizon_h = 2
history_h = 2

[network]
transfer_kwh_per_gb = 0.06
egress_usd_per_gb = 0.02
bandwidth_gbps = 10
latency_ms = 5

[gpu_types.A100]
idle_w = 50
max_w = 400
speed = 1.0

[regions.north]
zone = "NORTH"
lat = 59.3
lon = 18.1
gpus = {{ A100 = 8 }}
pue = 1.2
wue_l_per_kwh = 1.8

[regions.south]
zone = "SOUTH"
lat = 41.4
lon = 2.2
gpus = {{ A100 = 4 }}
pue = 1.4
wue_l_per_kwh = 0.5
"""

HOURS = 8  # rows per zone: 00:00 .. 07:00 (the window and its padding, edges extended)


def signals_frame() -> pl.DataFrame:
    """Valid hourly signals, the canonical schema, every column as text (as read from CSV)."""
    rows = []
    for z, base in (("NORTH", 40.0), ("SOUTH", 300.0)):
        for h in range(HOURS):
            rows.append({"region": z, "time": f"2023-01-01T{h:02d}:00:00Z",
                         "carbon_gco2_per_kwh": str(base + 10 * h),
                         "price_usd_per_mwh": str(50.0 + h), "temp_c": str(10.0 + h),
                         "rel_humidity_pct": str(60.0)})
    return pl.DataFrame(rows)


def jobs_frame() -> pl.DataFrame:
    """Three valid jobs, every column as text."""
    return pl.DataFrame({
        "job_id": ["a", "b", "c"],
        "submit_time": ["2023-01-01T00:10:00Z", "2023-01-01T01:00:00Z", "2023-01-01T02:30:00Z"],
        "origin": ["north", "south", "north"],
        "gpus": ["1", "2", "4"],
        "duration_s": ["1800", "3600", "900"],
        "gpu_util": ["0.9", "1.0", "0.5"],
        "data_gb": ["1.5", "0", "10"],
        "deadline": ["", "", "2023-01-01T05:00:00Z"],
        "interruptible": ["false", "true", "false"],
        "checkpoint_s": ["0", "60", "0"],
        "kind": ["train", "batch", "infer"],
    })


# typed versions for Parquet: what a pandas/polars user would write
_SIG_TYPES = {"carbon_gco2_per_kwh": pl.Float64, "price_usd_per_mwh": pl.Float64,
              "temp_c": pl.Float64, "rel_humidity_pct": pl.Float64}
_JOB_TYPES = {"gpus": pl.Int64, "duration_s": pl.Float64, "gpu_util": pl.Float64,
              "data_gb": pl.Float64, "checkpoint_s": pl.Float64, "interruptible": pl.Boolean}


def _typed(df: pl.DataFrame, types: dict[str, pl.DataType], times: tuple[str, ...]
           ) -> pl.DataFrame:
    cols = []
    for c in df.columns:
        s = df[c]
        if s.dtype != pl.String:
            cols.append(s)
        elif c in times:
            cols.append(s.replace("", None).str.replace("Z$", "+00:00")
                        .str.to_datetime("%Y-%m-%dT%H:%M:%S%:z", time_unit="us",
                                         time_zone="UTC", strict=False))
        elif c in types and types[c] == pl.Boolean:
            cols.append(s.replace("", None).replace_strict(
                {"true": True, "false": False}, default=None, return_dtype=pl.Boolean))
        elif c in types:
            cols.append(s.replace("", None).cast(types[c], strict=False))
        else:
            cols.append(s)
    return pl.DataFrame(cols)


def write_table(df: pl.DataFrame, path: Path, kind: str, table: str) -> Path:
    """Write a (mutated) table as CSV text or typed Parquet."""
    if kind == "csv":
        df.write_csv(path)
    else:
        types = _SIG_TYPES if table == "signals" else _JOB_TYPES
        times = ("time",) if table == "signals" else ("submit_time", "deadline")
        _typed(df, types, times).write_parquet(path)
    return path


def make_case(tmp: Path, *, kind: str = "csv",
              scenario: Callable[[str], str] | None = None,
              signals: Callable[[pl.DataFrame], pl.DataFrame] | None = None,
              jobs: Callable[[pl.DataFrame], pl.DataFrame] | None = None) -> Path:
    """Write the base scenario with optional mutations; returns the TOML path."""
    ext = "csv" if kind == "csv" else "parquet"
    sig = signals_frame()
    job = jobs_frame()
    if signals is not None:
        sig = signals(sig)
    if jobs is not None:
        job = jobs(job)
    write_table(sig, tmp / f"signals.{ext}", kind, "signals")
    write_table(job, tmp / f"jobs.{ext}", kind, "jobs")
    text = SCENARIO.format(signals=f"signals.{ext}", jobs=f"jobs.{ext}")
    if scenario is not None:
        text = scenario(text)
    p = tmp / "scenario.toml"
    p.write_text(text)
    return p


def cli(*args: str) -> tuple[int, str]:
    """Run the command line in-process; returns (exit code, stdout + stderr)."""
    res = CliRunner().invoke(main, list(args), catch_exceptions=True)
    out = res.output
    if res.exception is not None and not isinstance(res.exception, SystemExit):
        out += f"\n<uncaught {type(res.exception).__name__}: {res.exception}>"
    return res.exit_code, out
