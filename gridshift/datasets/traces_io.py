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

__all__ = ["read_trace_file"]


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

    return read_batsim(p, regions=regions, default_start=default_start, **opts)
