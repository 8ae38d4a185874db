"""Job traces in the field's file formats, dispatched by a scenario's ``[jobs]`` table.

``source = "trace.swf"`` (or ``.swf.gz``) reads the Standard Workload Format
(:mod:`gridshift.datasets.swf`), ``source = "workload.json"`` a Batsim workload
(:mod:`gridshift.datasets.batsim`); ``format = "swf" | "batsim"`` names the format for other
file names. The other keys of the table are the reader's assumptions (``gpus_per_unit``,
``deadline``, ``origin``, ``kind``, ``start``), so each is stated in the scenario file and
enters its hash.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import polars as pl

from gridshift.errors import DataError

__all__ = ["export_jobs", "read_trace_file"]


def read_trace_file(path: str | Path, regions: list[str], default_start: Any,
                    **options: Any) -> pl.DataFrame:
    """Read an SWF or Batsim file into the canonical jobs schema.

    Raises:
        DataError: unknown format or option, or a malformed line/job (file, line, field).
    """
    from gridshift.datasets.swf import _check_options

    p = Path(path)
    opts = dict(options)
    fmt = opts.pop("format", None)
    if fmt is None:
        fmt = "swf" if p.name.endswith((".swf", ".swf.gz")) else "batsim"
    if fmt not in ("swf", "batsim"):
        raise DataError(f"{p}: jobs format is {fmt!r}; expected \"swf\" or \"batsim\"")
    _check_options(opts, f"{p} (jobs options)")
    if fmt == "swf":
        from gridshift.datasets.swf import read_swf

        return read_swf(p, regions=regions, default_start=default_start, **opts)
    from gridshift.datasets.batsim import read_batsim

    if "gpu_util" in opts:
        raise DataError(f"{p} (jobs options): gpu_util is an SWF option; a Batsim workload "
                        "written by gridshift keeps each job's gpu_util, others read 1.0")
    return read_batsim(p, regions=regions, default_start=default_start, **opts)



def export_jobs(jobs: pl.DataFrame, path: str | Path, fmt: str, *, regions: list[str],
                start_s: float, note: str = "") -> Path:
    """Write a canonical jobs table as ``fmt`` (``"swf"`` or ``"batsim"``) to ``path``.

    SWF needs integer job ids; where the table's are not, they are numbered 1..J in table
    order (said in the header). Batsim keeps every canonical column (lossless).

    Args:
        jobs: Canonical jobs (e.g. :func:`gridshift.sim.world.scenario_jobs` of a World).
        path: Output file.
        fmt: ``"swf"`` or ``"batsim"``.
        regions: Region ids (SWF partition p = ``regions[p - 1]``).
        start_s: Time of submit 0 [Unix s] (the scenario's start).
        note: A header note (SWF) naming the source.
    """
    if fmt == "swf":
        from gridshift.datasets.swf import write_swf

        df = jobs
        if not all(str(x).isdigit() for x in df["job_id"].to_list()):
            df = df.with_columns(pl.Series("job_id", [str(i + 1) for i in range(len(df))]))
            note = (note + "; " if note else "") + "job ids renumbered 1..J in table order"
        return write_swf(df, path, regions=regions, start=start_s, note=note)
    if fmt == "batsim":
        from gridshift.datasets.batsim import write_batsim

        return write_batsim(jobs, path, start=start_s)
    raise DataError(f"export format {fmt!r}; expected \"swf\" or \"batsim\""
                    )
