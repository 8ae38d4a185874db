"""The job table built from a log (``gridshift shadow --jobs log``), for a cluster whose jobs
are not a scenario's: the scenario's regions, signals and physics, the log's jobs.

Each started job of the log becomes a canonical job (docs: the jobs schema): ``job_id`` the
log's job, ``submit_time`` its submit time (the start where the log has none), ``origin`` the
region it ran in (no transfer), ``gpus`` the log's GPU count (1 where it has none),
``gpu_type`` the log's type (any where none), ``duration_s`` its run time (end - start - the
paused time) on the reference GPU (times the type's speed), ``interruptible`` where the log
paused it. The scenario is written beside the table with its ``[jobs]`` replaced; a scenario
whose other sources are relative paths is refused (copy it with absolute paths).
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

from gridshift.errors import DataError
from gridshift.shadow.logs import LogRow

__all__ = ["log_scenario"]


def _jobs_frame(rows: list[LogRow], world: Any) -> Any:
    import datetime as dt

    import polars as pl

    from gridshift.serve.names import resolve
    from gridshift.shadow.follow import _gpu_type_index

    regions, zones, types = tuple(world.regions), tuple(world.zones), tuple(world.gpu_types)
    cols: dict[str, list[Any]] = {k: [] for k in ("job_id", "submit_time", "origin", "gpus",
                                                 "duration_s", "gpu_type", "interruptible")}
    for row in rows:
        r = resolve(row.region, regions, zones)
        if r is None:
            raise DataError(f"{row.where}: field region: unknown region {row.region!r}: not a "
                            f"region of scenario {world.scenario.id} ({', '.join(regions)})")
        g = None if row.gpu_type is None else _gpu_type_index(row.gpu_type, types)
        if row.gpu_type is not None and g is None:
            raise DataError(f"{row.where}: field gpu_type: unknown GPU type "
                            f"{row.gpu_type!r} (scenario {world.scenario.id} has "
                            f"{', '.join(types)})")
        if row.end_s is None:
            raise DataError(f"{row.where}: field end: job {row.job} has no end; --jobs log "
                            "needs each job's run time (or score it with --jobs scenario)")
        run = row.end_s - row.start_s - sum(b - a for a, b in row.pauses)
        if not run > 0:
            raise DataError(f"{row.where}: field end: job {row.job} runs {run:g} s; the end "
                            "must come after the start and the pauses")
        speed = 1.0 if g is None else float(world.gpu_speed[g])
        sub = row.start_s if row.submit_s is None else min(row.submit_s, row.start_s)
        cols["job_id"].append(row.job)
        cols["submit_time"].append(dt.datetime.fromtimestamp(sub, dt.UTC))
        cols["origin"].append(regions[r])
        cols["gpus"].append(int(row.gpus or 1))
        cols["duration_s"].append(run * speed)
        cols["gpu_type"].append(None if g is None else types[g])
        cols["interruptible"].append(bool(row.pauses))
    return pl.DataFrame(cols).with_columns(pl.col("submit_time").cast(pl.Datetime("us", "UTC")))


def log_scenario(rows: list[LogRow], scenario: Any, out: Path) -> Path:
    """Write ``out/shadow-jobs.parquet`` and ``out/<id>-log.toml`` (the scenario with its
    ``[jobs]`` replaced by the log's jobs); return the TOML's path.

    Raises:
        DataError: a row without an end, an unknown region or GPU type, or a scenario whose
            ``[jobs]`` table cannot be replaced (or that names relative source paths).
    """
    import tomllib

    from gridshift.sim.world import build_world

    src_path = Path(scenario.path)
    text = src_path.read_text()
    raw = tomllib.loads(text)
    for sec in ("signals", "weather", "network"):
        s = (raw.get(sec) or {}).get("source")
        if isinstance(s, str) and ("/" in s or s.endswith((".csv", ".parquet"))) \
                and not Path(s).is_absolute():
            raise DataError(f"{src_path}: [{sec}] source {s!r} is a relative path; for "
                            "--jobs log copy the scenario with absolute paths")
    out.mkdir(parents=True, exist_ok=True)
    world = build_world(scenario)  # the regions and GPU types the rows map onto
    table = out / "shadow-jobs.parquet"
    _jobs_frame(rows, world).write_parquet(table)
    slack = (raw.get("jobs") or {}).get("deadline_slack", 1.5)
    block = (f'[jobs]\nsource = "{table.resolve().as_posix()}"\n'
             f"deadline_slack = {float(slack)!r}\n\n")
    new, n = re.subn(r"(?m)^\[jobs\]\n(?:[^\[\n].*\n|\n)*", block, text, count=1)
    if n != 1 or re.search(r"(?m)^\[jobs\.", new):
        raise DataError(f"{src_path}: no plain [jobs] table to replace with the log's jobs")
    sid = raw["id"]
    new = re.sub(r'(?m)^id\s*=\s*"[^"]*"', f'id = "{sid}-log"', new, count=1)
    p = out / f"{sid}-log.toml"
    p.write_text(new)
    return p
