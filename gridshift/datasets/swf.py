"""The Standard Workload Format (SWF) of the Parallel Workloads Archive: reader and exporter.

SWF (Chapin, Cirne, Feitelson, Jones, Leutenegger, Schwiegelshohn, Smith, Talby 1999, "Benchmarks
and standards for the evaluation of parallel job schedulers", JSSPP '99, LNCS 1659, pp. 67-90;
version 2.2 as documented by the Parallel Workloads Archive, Feitelson, Tsafrir, Krakov 2014,
"Experience with using the Parallel Workloads Archive", JPDC 74(10)) is a text file: header
comments start with ``;`` (``; UnixStartTime: 1690848000``, ``; MaxProcs: 512``...), then one job
per line with 18 whitespace-separated integer fields, ``-1`` where unknown:

==  =========================  ==  ================================
 1  job number                 10  requested memory [KB/processor]
 2  submit time [s from start] 11  status (1 done, 0 failed, 5 cancelled)
 3  wait time [s]              12  user id
 4  run time [s]               13  group id
 5  allocated processors       14  executable number
 6  average CPU time [s]       15  queue number
 7  used memory [KB/processor] 16  partition number
 8  requested processors       17  preceding job number
 9  requested time [s]         18  think time [s]
==  =========================  ==  ================================

Mapping to the canonical jobs schema (:mod:`gridshift.datasets.schemas`) and its assumptions
(each an option of :func:`read_swf`, so each is stated in the scenario file):

* ``job_id`` = field 1 as text; ``submit_time`` = ``UnixStartTime`` header (or the ``start``
  option; the scenario's start when read for a scenario) + field 2.
* ``gpus`` = ``ceil(processors x gpus_per_unit)`` (at least 1), processors being field 5, or
  field 8 where 5 is unknown. ``gpus_per_unit`` (default 1.0) is the *GPUs per processor*
  assumption: 1/16 reads a trace of cores as one GPU per 16 cores; 8 reads a trace of nodes as
  8-GPU nodes. SWF has no GPU type (``gpu_type`` null: any type).
* ``duration_s`` = run time (field 4) on the reference GPU. Jobs with an unknown or zero run
  time (failed or cancelled before running) are left out and counted in the result's
  ``attrs["skipped"]``.
* ``deadline``: ``deadline = "slack"`` (default) leaves it null, so the scenario's
  ``deadline_slack`` applies; ``deadline = "requested"`` reads the user's requested time (field
  9) as the allowed turnaround, ``submit + max(requested, run time)``.
* ``requested_s`` = the user's requested time (field 9; null where unknown), an extra column
  after the canonical ones: what policies see of the job's length with ``[jobs]
  runtime_estimate = "requested"`` (docs/validity.md, "Runtime estimates").
* ``origin``: the ``origin`` option (a region id) for every job; otherwise partition ``p``
  (field 16) is region ``regions[(p - 1) % R]`` (``-1``: the first region).
* ``cpus`` = processors; ``mem_gb`` = used memory (field 7, else 10) x processors / 1024**2
  (KB to GB, binary); ``kind`` = the ``kind`` option (default ``"batch"``).
* ``gpu_util`` (the share of each GPU's dynamic power range a job draws; it scales IT power,
  so carbon, energy, water and cost): SWF records no GPU utilisation. The ``gpu_util`` option
  is either a number in (0, 1] for every job -- default **1.0, every GPU at 100 %**, which
  over-states the power of a typical AI job mix (check-v1's mean is 0.74: its jobs exported to
  SWF and read back at 1.0 give 97.1 kg of carbon under local-now-v1 instead of 75.0) -- or
  ``"cpu_time"``: field 6 (average CPU time per processor [s]) / field 4 (run time), clipped
  to [0, 1], the average busy share of the job's processors, and 1.0 where field 6 is
  unknown. The exporter writes ``gpu_util x run time`` into field 6, so ``gpu_util =
  "cpu_time"`` reads an export back to within the rounding to whole seconds.

A ``.gz`` (gzip) or ``.zst`` (zstd) file is decompressed first. Every malformed input is a
:class:`~gridshift.errors.DataError` naming the file and, for a job line, its line number and
field: a file that is not valid gzip/zstd, one with no job line (or none with a known run time),
a field that is not an integer, a used field below -1 (SWF's only negative is -1, unknown), a
time beyond :data:`MAX_SPAN_S`, a repeated job number (SWF's partial-execution records, status
2-4, are not supported).

The exporter writes the same fields back (rounded to whole seconds and KB, as SWF holds
integers), ``gpu_util`` as field 6 (see above); what SWF cannot hold (``gpu_type``, ``data_gb``,
``interruptible``,
``checkpoint_s``, ``latency_slo_ms``, ``kind``) is lost there -- :mod:`gridshift.datasets.batsim`
keeps it.
"""

from __future__ import annotations

import gzip
import math
from datetime import UTC, date, datetime
from pathlib import Path
from typing import Any

import numpy as np
import polars as pl

from gridshift.datasets.schemas import validate_jobs
from gridshift.errors import DataError

__all__ = ["GPU_UTIL_FROM_CPU_TIME", "MAX_JOB_GPUS", "MAX_SPAN_S", "SWF_FIELDS", "read_bytes",
           "read_swf", "skipped_rows", "write_swf"]

#: The 18 SWF fields, in order.
SWF_FIELDS: tuple[str, ...] = (
    "job_number", "submit_time_s", "wait_time_s", "run_time_s", "allocated_processors",
    "average_cpu_time_s", "used_memory_kb", "requested_processors", "requested_time_s",
    "requested_memory_kb", "status", "user_id", "group_id", "executable_number",
    "queue_number", "partition_number", "preceding_job_number", "think_time_s",
)
_OPTIONS = {"gpus_per_unit", "deadline", "origin", "kind", "start", "gpu_util"}
#: The ``gpu_util`` option's column mapping: field 6 / field 4.
GPU_UTIL_FROM_CPU_TIME = "cpu_time"
_KB_PER_GB = 1024 ** 2


_GZIP_MAGIC = b"\x1f\x8b"
_ZSTD_MAGIC = b"\x28\xb5\x2f\xfd"
#: Largest value of an SWF field: integers beyond 2**53 do not survive a float64.
_MAX_FIELD = 2 ** 53
#: Largest time span a trace may describe [s] (about 317 years): submit offsets, run and
#: requested times beyond it are malformed, and would overflow microsecond timestamps.
MAX_SPAN_S = 10 ** 10
#: Largest Unix time of a trace's start [s] (year 5138): beyond it timestamps overflow.
_MAX_START_S = 10 ** 11
#: Most GPUs one job may ask for (int32, as the engine's per-job arrays hold them).
MAX_JOB_GPUS = 2 ** 31 - 1
_KINDS = ("train", "infer", "batch")
#: SWF fields the reader uses whose only negative value is -1 (unknown).
_UNKNOWN_OK = ("run_time_s", "allocated_processors", "used_memory_kb", "requested_processors",
               "requested_time_s", "requested_memory_kb", "partition_number")
_TIME_FIELDS = ("submit_time_s", "run_time_s", "requested_time_s")


def read_bytes(p: Path) -> bytes:
    """The original bytes of a plain, ``.gz`` (gzip) or ``.zst`` (zstd) trace file.

    Raises:
        DataError: the file is missing or unreadable, or not valid gzip/zstd (naming it).
    """
    if not p.is_file():
        raise DataError(f"{p}: file not found" if not p.exists() else
                        f"{p}: is not a file (a directory?); expected a trace file")
    try:
        raw = p.read_bytes()
    except OSError as exc:
        raise DataError(f"{p}: cannot be read ({exc.strerror or exc})") from None
    name = p.name.lower()
    kind = "gzip" if name.endswith(".gz") else "zstd" if name.endswith(".zst") else None
    if kind is None:
        return raw
    magic = _GZIP_MAGIC if kind == "gzip" else _ZSTD_MAGIC
    if not raw.startswith(magic):
        raise DataError(f"{p}: not valid {kind} (it does not start with the {kind} magic "
                        f"bytes); a {'.gz' if kind == 'gzip' else '.zst'} file must be "
                        f"{kind}-compressed")
    try:
        return gzip.decompress(raw) if kind == "gzip" else _unzstd(raw)
    except (KeyboardInterrupt, SystemExit, MemoryError):
        raise
    except Exception as exc:  # noqa: BLE001 - zlib.error, EOFError, OSError, ZstdError
        raise DataError(f"{p}: not valid {kind} ({type(exc).__name__}: {exc}); the file is "
                        "truncated or corrupt") from None


def _unzstd(raw: bytes) -> bytes:
    import zstandard

    out = []
    while raw:
        obj = zstandard.ZstdDecompressor().decompressobj()
        out.append(obj.decompress(raw))
        if not obj.eof:
            raise EOFError("the compressed data ends inside a frame")
        raw = obj.unused_data
    return b"".join(out)


def _open_text(p: Path) -> list[str]:
    raw = read_bytes(p)
    try:
        return raw.decode("utf-8").splitlines()
    except UnicodeDecodeError:
        return raw.decode("latin-1").splitlines()


def _check_options(opts: dict[str, Any], where: str) -> None:
    bad = sorted(set(opts) - _OPTIONS)
    if bad:
        raise DataError(f"{where}: unknown option(s) {', '.join(bad)} for a trace file; "
                        f"expected {', '.join(sorted(_OPTIONS))}")
    if opts.get("deadline", "slack") not in ("slack", "requested"):
        raise DataError(f"{where}: deadline is {opts['deadline']!r}; expected \"slack\" or "
                        "\"requested\"")
    g = opts.get("gpus_per_unit", 1.0)
    if isinstance(g, bool) or not isinstance(g, (int, float)) or not g > 0 or \
            not math.isfinite(g) or g > MAX_JOB_GPUS:
        raise DataError(f"{where}: gpus_per_unit is {g!r}; expected a number > 0 "
                        "(GPUs per processor or per node)")
    if opts.get("kind", "batch") not in _KINDS:
        raise DataError(f"{where}: kind is {opts['kind']!r}; expected one of "
                        f"{', '.join(_KINDS)}")
    u = opts.get("gpu_util", 1.0)
    if u != GPU_UTIL_FROM_CPU_TIME and (isinstance(u, bool) or not isinstance(u, (int, float))
                                        or not 0 < u <= 1):
        raise DataError(f"{where}: gpu_util is {u!r}; expected a number in (0, 1] (every "
                        f"job's GPU utilisation) or \"{GPU_UTIL_FROM_CPU_TIME}\" (field 6 / "
                        "field 4 per job)")
    o = opts.get("origin")
    if o is not None and (not isinstance(o, str) or not o):
        raise DataError(f"{where}: origin is {o!r}; expected a region id (text)")


def _start_s(value: Any, where: str, what: str = "start") -> float:
    if isinstance(value, datetime):
        t = (value if value.tzinfo else value.replace(tzinfo=UTC)).timestamp()
    elif isinstance(value, date):  # a TOML date: midnight UTC
        t = datetime(value.year, value.month, value.day, tzinfo=UTC).timestamp()
    elif isinstance(value, (int, float)) and not isinstance(value, bool):
        t = float(value)
    elif isinstance(value, str):
        try:
            d = datetime.fromisoformat(value.strip().replace("Z", "+00:00"))
        except ValueError:
            raise DataError(f"{where}: {what} is {value!r}; expected an ISO 8601 time or "
                            "Unix seconds") from None
        t = (d if d.tzinfo else d.replace(tzinfo=UTC)).timestamp()
    else:
        raise DataError(f"{where}: {what} is {value!r}; expected an ISO 8601 time or Unix "
                        "seconds")
    if not math.isfinite(t) or abs(t) > _MAX_START_S:
        raise DataError(f"{where}: {what} is {value!r}; expected a finite Unix time within "
                        f"+-{_MAX_START_S:.0e} s")
    return t


def _parse_token(tok: str, i: int, n: int, where: str) -> int:
    try:
        v = float(tok)
    except ValueError:
        raise DataError(f"{where} line {n}: field {i + 1} ({SWF_FIELDS[i]}) is {tok!r}; "
                        "expected a number (-1 if unknown)") from None
    if not math.isfinite(v) or v != int(v):
        raise DataError(f"{where} line {n}: field {i + 1} ({SWF_FIELDS[i]}) is {tok!r}; "
                        "expected an integer (-1 if unknown)")
    return int(v)


def _parse_line(s: str, n: int, where: str) -> list[int]:
    parts = s.split()
    if len(parts) != 18:
        raise DataError(f"{where} line {n}: {len(parts)} fields; an SWF job line has 18 "
                        "whitespace-separated fields")
    try:
        vals = [int(tok) for tok in parts]  # the usual case: plain integers
    except ValueError:
        vals = [_parse_token(tok, i, n, where) for i, tok in enumerate(parts)]
    if max(vals) > _MAX_FIELD or min(vals) < -_MAX_FIELD:
        i = next(i for i, v in enumerate(vals) if abs(v) > _MAX_FIELD)
        raise DataError(f"{where} line {n}: field {i + 1} ({SWF_FIELDS[i]}) is {parts[i]}; "
                        "expected an integer of magnitude at most 2**53")
    return vals


def _parse(lines: list[str], where: str) -> tuple[dict[str, str], np.ndarray, np.ndarray]:
    """Header (``; Key: value``), the job lines as an ``[N, 18]`` array, their line numbers."""
    header: dict[str, str] = {}
    rows: list[list[int]] = []
    linenos: list[int] = []
    for n, line in enumerate(lines, start=1):
        s = line.strip()
        if not s:
            continue
        if s.startswith(";"):
            key, sep, val = s[1:].partition(":")
            if sep:
                header[key.strip()] = val.strip()
            continue
        rows.append(_parse_line(s, n, where))
        linenos.append(n)
    if not rows:
        raise DataError(f"{where}: no jobs (the file has no job lines; an SWF job line has 18 "
                        "whitespace-separated integers after the ';' header comments)")
    return header, np.asarray(rows, dtype=np.int64), np.asarray(linenos, dtype=np.int64)


def _trace_start(start: Any, header: dict[str, str], default_start: Any, where: str) -> float:
    if start is not None:
        return _start_s(start, where)
    if "UnixStartTime" in header:
        raw = header["UnixStartTime"]
        try:
            t0 = int(raw)
        except ValueError:
            raise DataError(f"{where}: header UnixStartTime is {raw!r}; expected Unix "
                            "seconds (an integer)") from None
        return _start_s(t0, where, "header UnixStartTime")
    if default_start is not None:
        return _start_s(default_start, where)
    raise DataError(f"{where}: no '; UnixStartTime:' header; give the trace's start "
                    "(jobs option start = ISO time)")


def _field_error(where: str, line: int, name: str, value: int, expected: str) -> DataError:
    return DataError(f"{where} line {line}: field {SWF_FIELDS.index(name) + 1} ({name}) is "
                     f"{value}; {expected}")


def _check_fields(F: dict[str, np.ndarray], line_no: np.ndarray, where: str) -> None:
    """Field ranges: ids and submit times >= 0, the used fields -1 (unknown) or >= 0, times
    at most :data:`MAX_SPAN_S`, job numbers unique."""
    for name in ("job_number", "submit_time_s"):
        bad = F[name] < 0
        if bad.any():
            k = int(np.flatnonzero(bad)[0])
            raise _field_error(where, line_no[k], name, F[name][k], "expected >= 0")
    for name in _UNKNOWN_OK:
        bad = F[name] < -1
        if bad.any():
            k = int(np.flatnonzero(bad)[0])
            raise _field_error(where, line_no[k], name, F[name][k],
                               "expected >= 0, or -1 if unknown")
    for name in _TIME_FIELDS:
        bad = F[name] > MAX_SPAN_S
        if bad.any():
            k = int(np.flatnonzero(bad)[0])
            raise _field_error(where, line_no[k], name, F[name][k],
                               f"expected at most {MAX_SPAN_S:.0e} s (about 317 years)")
    ids = F["job_number"]
    order = np.argsort(ids, kind="stable")
    srt = ids[order]
    dup = np.flatnonzero(srt[1:] == srt[:-1]) + 1  # sorted positions that repeat an id
    if dup.size:
        again = int(order[dup].min())
        first = int(order[np.searchsorted(srt, ids[again])])
        raise DataError(f"{where} line {line_no[again]}: field 1 (job_number) is "
                        f"{ids[again]}, as on line {line_no[first]}; expected unique job "
                        "numbers, one line per job (SWF partial-execution records, status 2-4, "
                        "are not supported)")


def _processors(F: dict[str, np.ndarray], keep: np.ndarray, line_no: np.ndarray,
                where: str) -> np.ndarray:
    procs = np.where(F["allocated_processors"] > 0, F["allocated_processors"],
                     F["requested_processors"])[keep]
    no_procs = procs <= 0
    if no_procs.any():
        k = int(keep[np.flatnonzero(no_procs)[0]])
        raise DataError(f"{where} line {line_no[k]}: fields 5 (allocated_processors) and 8 "
                        "(requested_processors) are both unknown; a job needs processors")
    return procs


def read_swf(path: str | Path, *, regions: list[str] | None = None, start: Any = None,
             gpus_per_unit: float = 1.0, deadline: str = "slack", origin: str | None = None,
             kind: str = "batch", default_start: Any = None,
             gpu_util: float | str = 1.0) -> pl.DataFrame:
    """Read an SWF file (plain, gzipped or zstd-compressed) into the canonical jobs schema.

    Args:
        path: The ``.swf`` (or ``.swf.gz``, ``.swf.zst``) file.
        regions: The scenario's region ids (for partition -> origin); default ``["default"]``.
        start: Time of submit 0 (ISO 8601, datetime or Unix s); overrides the header's
            ``UnixStartTime``.
        default_start: Time of submit 0 when neither ``start`` nor the header gives one (the
            scenario's start, when read for a scenario).
        gpus_per_unit: GPUs per SWF processor (see the module docstring).
        deadline: ``"slack"`` or ``"requested"`` (see the module docstring).
        origin: One region id for every job (instead of the partition mapping).
        kind: ``kind`` of every job (``train``, ``infer`` or ``batch``).
        gpu_util: Every job's GPU utilisation (0, 1], or ``"cpu_time"`` to read it per job
            from field 6 / field 4 (see the module docstring). Default 1.0: every GPU at 100 %.

    Returns:
        The validated jobs table (in file order). :func:`skipped_rows` tells how many jobs
        were left out (run time unknown or 0).

    Raises:
        DataError: naming the file, line and field of the first malformed line; a file that
            is empty, not valid gzip/zstd, or has no job with a known run time.
    """
    p = Path(path)
    where = str(p)
    _check_options({"gpus_per_unit": gpus_per_unit, "deadline": deadline, "kind": kind,
                    "origin": origin, "gpu_util": gpu_util}, where)
    header, a, line_no = _parse(_open_text(p), where)
    t0 = _trace_start(start, header, default_start, where)
    regs = list(regions or ["default"])
    if origin is not None and origin not in regs:
        raise DataError(f"{where}: origin is {origin!r}; expected one of {', '.join(regs)}")
    F = {name: a[:, i] for i, name in enumerate(SWF_FIELDS)}
    _check_fields(F, line_no, where)
    ran = F["run_time_s"] > 0
    keep = np.flatnonzero(ran)
    skipped = int((~ran).sum())
    if not keep.size:
        raise DataError(f"{where}: no jobs with a known run time: all {len(ran)} job line(s) "
                        "have field 4 (run_time_s) unknown (-1) or 0")
    procs = _processors(F, keep, line_no, where)
    run = F["run_time_s"][keep].astype(np.float64)
    submit = t0 + F["submit_time_s"][keep].astype(np.float64)
    gpus_f = np.maximum(1.0, np.ceil(procs * float(gpus_per_unit) - 1e-9))
    big = gpus_f > MAX_JOB_GPUS
    if big.any():
        k = int(np.flatnonzero(big)[0])
        raise DataError(f"{where} line {line_no[keep[k]]}: {procs[k]} processors x "
                        f"gpus_per_unit {gpus_per_unit:g} = {gpus_f[k]:.0f} GPUs; expected at "
                        f"most {MAX_JOB_GPUS}")
    gpus = gpus_f.astype(np.int64)
    mem_kb = np.where(F["used_memory_kb"][keep] > 0, F["used_memory_kb"][keep],
                      np.maximum(F["requested_memory_kb"][keep], 0))
    if origin is not None:
        org = [origin] * keep.size
    else:
        part = F["partition_number"][keep]
        idx = np.where(part >= 1, (part - 1) % len(regs), 0)
        org = [regs[i] for i in idx.tolist()]
    if deadline == "requested":
        req = F["requested_time_s"][keep].astype(np.float64)
        dl = np.where(req > 0, submit + np.maximum(req, run), np.nan)
    else:
        dl = np.full(keep.size, np.nan)
    df = pl.DataFrame({
        "job_id": [str(x) for x in F["job_number"][keep].tolist()],
        "submit_time": pl.Series((submit * 1e6).astype(np.int64)).cast(pl.Datetime("us", "UTC")),
        "origin": org,
        "gpus": gpus,
        "duration_s": run,
        "cpus": procs.astype(np.int64),
        "mem_gb": mem_kb * procs / _KB_PER_GB,
        "deadline": pl.Series(np.where(np.isnan(dl), 0, dl * 1e6).astype(np.int64))
                    .cast(pl.Datetime("us", "UTC")),
        "kind": [kind] * keep.size,
        "gpu_util": _gpu_util(F, keep, gpu_util, run),
    })
    df = df.with_columns(pl.when(pl.Series(np.isnan(dl))).then(None)
                         .otherwise(pl.col("deadline")).alias("deadline"))
    out = validate_jobs(df, where)
    # the user's requested time (field 9; null where unknown): what a scheduler sees of the
    # job's length with [jobs] runtime_estimate = "requested" (gridshift.workloads.estimates)
    req_s = F["requested_time_s"][keep].astype(np.float64)
    out = out.with_columns(pl.Series("requested_s", np.where(req_s > 0, req_s, np.nan))
                           .fill_nan(None))
    _SKIPPED[where] = skipped
    return out


def _gpu_util(F: dict[str, np.ndarray], keep: np.ndarray, gpu_util: float | str,
              run: np.ndarray) -> np.ndarray:
    """Each kept job's GPU utilisation: the option's number, or field 6 / field 4."""
    if gpu_util != GPU_UTIL_FROM_CPU_TIME:
        return np.full(keep.size, float(gpu_util))
    cpu = F["average_cpu_time_s"][keep].astype(np.float64)
    return np.where(cpu >= 0, np.clip(cpu / run, 0.0, 1.0), 1.0)


#: path -> jobs left out by the last read (run time unknown or 0)
_SKIPPED: dict[str, int] = {}


def skipped_rows(path: str | Path) -> int:
    """Jobs of ``path`` left out by the last :func:`read_swf` (run time unknown or 0)."""
    return _SKIPPED.get(str(Path(path)), 0)


def write_swf(jobs: pl.DataFrame, path: str | Path, *, regions: list[str] | None = None,
              start: Any = None, note: str = "") -> Path:
    """Write a canonical jobs table as SWF (see the module docstring for what is kept).

    Args:
        jobs: A canonical jobs table (e.g. a scenario's, from
            :func:`gridshift.datasets.schemas.validate_jobs`).
        path: Output file.
        regions: Region ids, for origin -> partition (default: the origins in order of
            appearance).
        start: Time of submit 0 (default: the earliest submit time, floored to the second).
        note: A comment line for the header (e.g. the scenario id and hash).

    Raises:
        DataError: a job id that is not a non-negative integer (SWF job numbers are integers)
            or an origin not in ``regions``.
    """
    df = validate_jobs(jobs, "<jobs to export>")
    p = Path(path)
    sub = df["submit_time"].dt.epoch("us").to_numpy() / 1e6
    t0 = math.floor(sub.min()) if start is None and len(df) else (
        _start_s(start, str(p)) if start is not None else 0.0)
    regs = list(regions) if regions is not None else list(dict.fromkeys(df["origin"].to_list()))
    ids = df["job_id"].to_list()
    for i, j in enumerate(ids):
        if not str(j).isdigit():
            raise DataError(f"<jobs to export> row {i + 1}: job_id {j!r} is not a "
                            "non-negative integer, which SWF job numbers must be")
    lookup = {r: k + 1 for k, r in enumerate(regs)}
    lines = ["; Version: 2.2", "; Computer: gridshift export",
             f"; UnixStartTime: {int(t0)}",
             f"; StartTime: {datetime.fromtimestamp(t0, UTC).isoformat()}",
             f"; MaxJobs: {len(df)}", f"; MaxRecords: {len(df)}",
             f"; MaxPartitions: {len(regs)}",
             "; Note: processors = GPUs (gpus_per_unit = 1); partition p = region "
             + ", ".join(f"{k}={r}" for r, k in lookup.items()),
             "; Note: field 6 (average CPU time) = gpu_util x run time; read it back with "
             'gpu_util = "cpu_time"']
    if note:
        lines.append(f"; Note: {note}")
    dl = df["deadline"].dt.epoch("us").to_numpy() / 1e6
    dl = np.where(df["deadline"].is_null().to_numpy(), np.nan, dl)
    util = df["gpu_util"].fill_null(1.0).to_numpy()
    for i in range(len(df)):
        o = df["origin"][i]
        if o not in lookup:
            raise DataError(f"<jobs to export> row {i + 1}: origin {o!r} is not one of "
                            f"{', '.join(regs)}")
        gpus = int(df["gpus"][i])
        run = int(round(float(df["duration_s"][i])))
        req = -1 if np.isnan(dl[i]) else int(round(dl[i] - sub[i]))
        mem = float(df["mem_gb"][i])
        mem_kb = int(round(mem * _KB_PER_GB / gpus)) if mem > 0 else -1
        cpu = int(round(float(util[i]) * float(df["duration_s"][i])))
        f = [int(ids[i]), int(round(sub[i] - t0)), -1, run, gpus, cpu, mem_kb, gpus, req, -1, 1,
             -1, -1, -1, -1, lookup[o], -1, -1]
        lines.append(" ".join(str(x) for x in f))
    p.write_text("\n".join(lines) + "\n")
    return p
