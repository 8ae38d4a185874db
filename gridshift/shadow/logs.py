"""Readers of a real scheduler's decisions: SLURM ``sacct``, Kubernetes JSON, a documented CSV.

Each reader returns :class:`LogRow` s (one per job placement, in file order) naming the file,
the row and the fields as they were written, so that a later refusal can point at them. Times
are Unix epoch seconds, UTC.

* ``sacct`` (:func:`read_sacct`): the output of ``sacct --parsable2 --allocations
  --format=JobID,JobName,Partition,Submit,Start,End,State,AllocTRES`` (other columns may be
  present; a header line is required). The job is ``JobName`` (gridshift's submitter names each
  job by its scenario job id), the region is ``Partition``, the GPU type the ``gres/gpu:TYPE``
  of ``AllocTRES`` if any. Step lines (``123.batch``), jobs that never started (``Start``
  ``Unknown``/``None``) and ``CANCELLED``/``PENDING`` jobs without a start are skipped.
  ``sacct`` prints local time without a zone: run it with ``TZ=UTC`` (the times are read as
  UTC).
* ``k8s`` (:func:`read_k8s`): ``kubectl get events,pods,nodes -o json`` (a ``List``; or an
  object with ``items``). A pod's job is its label ``gridshift.io/job`` (else the pod name);
  its node is ``spec.nodeName`` (else the node of its ``Scheduled`` event, "Successfully
  assigned NS/POD to NODE"); the region is the node's label ``gridshift.io/region``, else
  ``topology.kubernetes.io/region``; the GPU type the node's ``gridshift.io/gpu-type``, else
  ``nvidia.com/gpu.product``. Start: the pod's ``status.startTime``, else the ``Scheduled``
  event's time; end: the latest ``finishedAt`` of its terminated containers.
* ``csv`` (:func:`read_csv`): header ``job,region,gpu_type,start,end,pauses`` (and an
  optional ``submit``); ``gpu_type``, ``end`` and ``pauses`` may be empty; times ISO 8601
  (``Z`` or an offset; none = UTC) or Unix seconds; ``pauses`` is ``START/END`` intervals
  joined by ``;``.
"""

from __future__ import annotations

import csv
import datetime as dt
import json
import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from gridshift.errors import DataError

__all__ = ["FORMATS", "LogRow", "read_csv", "read_k8s", "read_log", "read_sacct"]

#: Log formats :func:`read_log` reads.
FORMATS = ("sacct", "k8s", "csv")


@dataclass(frozen=True)
class LogRow:
    """One placement a real scheduler made.

    Attributes:
        where: ``"FILE row N"`` (or ``"FILE pod NAME"``), for messages.
        job: The job's name as the log gives it.
        region: The region (partition, node label) as the log gives it.
        gpu_type: The GPU type, or None.
        start_s: When the job started [Unix s].
        end_s: When it ended [Unix s], or None (still running / unknown).
        pauses: ``(start_s, end_s)`` intervals it was suspended [Unix s].
        gpus: GPUs it held according to the log, or None.
        submit_s: When it was submitted [Unix s], or None (``--jobs log`` then uses the
            start).
    """

    where: str
    job: str
    region: str
    gpu_type: str | None
    start_s: float
    end_s: float | None
    pauses: tuple[tuple[float, float], ...] = field(default=())
    gpus: int | None = None
    submit_s: float | None = None


def _err(where: str, fld: str, msg: str) -> DataError:
    return DataError(f"{where}: field {fld}: {msg}")


def parse_time(v: str, where: str, fld: str) -> float:
    """An ISO 8601 time (no zone = UTC) or Unix seconds, as Unix seconds."""
    s = v.strip()
    try:
        return float(s)
    except ValueError:
        pass
    try:
        t = dt.datetime.fromisoformat(s.replace("Z", "+00:00"))
    except ValueError:
        raise _err(where, fld, f"{v!r} is not a time (ISO 8601 such as "
                               "2023-08-01T12:00:00Z, or Unix seconds)") from None
    if t.tzinfo is None:
        t = t.replace(tzinfo=dt.UTC)
    return t.timestamp()


def _read_text(path: Path) -> str:
    try:
        return path.read_text(encoding="utf-8")
    except OSError as exc:
        raise DataError(f"{path}: cannot be read ({exc.strerror or exc})") from None
    except UnicodeDecodeError:
        raise DataError(f"{path}: not a UTF-8 text file") from None


_GPU_TRES = re.compile(r"gres/gpu(?::([^=,]+))?=(\d+)")


def read_sacct(path: Path) -> list[LogRow]:
    """Placements from ``sacct --parsable2`` output (see the module docstring)."""
    lines = _read_text(path).splitlines()
    if not lines:
        raise DataError(f"{path}: empty; expected sacct --parsable2 output with a header")
    head = [h.strip() for h in lines[0].split("|")]
    need = ("JobID", "JobName", "Partition", "Start", "End")
    miss = [n for n in need if n not in head]
    if miss:
        raise DataError(f"{path} row 1: the header lacks {', '.join(miss)}; run sacct "
                        "--parsable2 --allocations --format=JobID,JobName,Partition,Submit,"
                        "Start,End,State,AllocTRES")
    col = {h: i for i, h in enumerate(head)}
    rows = []
    for n, line in enumerate(lines[1:], 2):
        if not line.strip():
            continue
        f = line.split("|")
        where = f"{path} row {n}"
        if len(f) < len(head):
            raise _err(where, "JobID", f"{len(f)} fields for a header of {len(head)}")
        jid = f[col["JobID"]]
        if "." in jid:  # a step (123.batch, 123.0)
            continue
        start = f[col["Start"]].strip()
        if start in ("", "Unknown", "None"):
            continue
        end = f[col["End"]].strip()
        gtype, gpus = None, None
        sub = f[col["Submit"]].strip() if "Submit" in col else ""
        if "AllocTRES" in col:
            m = _GPU_TRES.findall(f[col["AllocTRES"]])
            typed = [(t, int(k)) for t, k in m if t]
            if typed:
                gtype, gpus = typed[0]
            elif m:
                gpus = int(m[0][1])
        rows.append(LogRow(
            where=where, job=f[col["JobName"]].strip() or jid, region=f[col["Partition"]].strip(),
            gpu_type=gtype, start_s=parse_time(start, where, "Start"),
            end_s=None if end in ("", "Unknown", "None") else parse_time(end, where, "End"),
            gpus=gpus, submit_s=None if sub in ("", "Unknown", "None")
            else parse_time(sub, where, "Submit")))
    return rows


def _items(doc: Any, path: Path) -> list[dict[str, Any]]:
    if isinstance(doc, dict) and isinstance(doc.get("items"), list):
        return [x for x in doc["items"] if isinstance(x, dict)]
    if isinstance(doc, list):
        return [x for x in doc if isinstance(x, dict)]
    raise DataError(f"{path}: expected kubectl JSON (a List with 'items'), e.g. kubectl get "
                    "events,pods,nodes -o json")


def _k8s_time(v: Any) -> str | None:
    return v if isinstance(v, str) and v else None


def read_k8s(path: Path) -> list[LogRow]:
    """Placements from Kubernetes JSON: pods, ``Scheduled`` events and nodes (see the module
    docstring)."""
    try:
        doc = json.loads(_read_text(path))
    except json.JSONDecodeError as exc:
        raise DataError(f"{path}: not JSON ({exc})") from None
    items = _items(doc, path)
    nodes = {i["metadata"]["name"]: (i["metadata"].get("labels") or {})
             for i in items if i.get("kind") == "Node" and "metadata" in i}
    sched: dict[str, tuple[str, str | None]] = {}
    for e in items:
        if e.get("kind") != "Event" or e.get("reason") != "Scheduled":
            continue
        m = re.search(r"assigned (?:[^/\s]+/)?(\S+) to (\S+)", str(e.get("message", "")))
        if m:
            t = (_k8s_time(e.get("eventTime")) or _k8s_time(e.get("firstTimestamp"))
                 or _k8s_time((e.get("metadata") or {}).get("creationTimestamp")))
            sched[m.group(1)] = (m.group(2), t)
    pods = {i["metadata"]["name"]: i for i in items
            if i.get("kind") == "Pod" and "metadata" in i}
    rows = []
    for name in list(pods) + [n for n in sched if n not in pods]:
        pod = pods.get(name, {})
        where = f"{path} pod {name}"
        meta, spec, status = (pod.get(k) or {} for k in ("metadata", "spec", "status"))
        node = spec.get("nodeName") or (sched.get(name) or (None, None))[0]
        if not node:
            continue  # never scheduled
        labels = nodes.get(node)
        if labels is None:
            raise _err(where, "spec.nodeName", f"node {node!r} is not in the file; export the "
                       "nodes too: kubectl get events,pods,nodes -o json")
        region = labels.get("gridshift.io/region") or labels.get("topology.kubernetes.io/region")
        if not region:
            raise _err(where, "node labels", f"node {node!r} has neither gridshift.io/region "
                       "nor topology.kubernetes.io/region")
        start = _k8s_time(status.get("startTime")) or (sched.get(name) or (None, None))[1]
        if start is None:
            continue
        ends = [c.get("state", {}).get("terminated", {}).get("finishedAt")
                for c in status.get("containerStatuses") or []]
        ends = [e for e in ends if isinstance(e, str)]
        gpus = None
        for c in spec.get("containers") or []:
            lim = ((c.get("resources") or {}).get("limits") or {}).get("nvidia.com/gpu")
            if lim is not None:
                gpus = (gpus or 0) + int(lim)
        rows.append(LogRow(
            where=where, job=(meta.get("labels") or {}).get("gridshift.io/job") or name,
            region=region, gpu_type=labels.get("gridshift.io/gpu-type")
            or labels.get("nvidia.com/gpu.product"),
            start_s=parse_time(start, where, "status.startTime"),
            end_s=parse_time(max(ends), where, "finishedAt") if ends else None, gpus=gpus,
            submit_s=parse_time(meta["creationTimestamp"], where, "metadata.creationTimestamp")
            if isinstance(meta.get("creationTimestamp"), str) else None))
    return rows


CSV_COLUMNS = ("job", "region", "gpu_type", "start", "end", "pauses")


def read_csv(path: Path) -> list[LogRow]:
    """Placements from the documented CSV (see the module docstring)."""
    text = _read_text(path)
    rd = csv.DictReader(text.splitlines())
    if rd.fieldnames is None or not {"job", "region", "start"} <= set(rd.fieldnames):
        raise DataError(f"{path} row 1: expected the header {','.join(CSV_COLUMNS)} (job, "
                        "region and start required)")
    rows = []
    for n, r in enumerate(rd, 2):
        where = f"{path} row {n}"
        for k in ("job", "region", "start"):
            if not (r.get(k) or "").strip():
                raise _err(where, k, "is empty")
        pauses = []
        for iv in filter(None, (x.strip() for x in (r.get("pauses") or "").split(";"))):
            a, sep, b = iv.partition("/")
            if not sep:
                raise _err(where, "pauses", f"{iv!r}: expected START/END")
            pa, pb = parse_time(a, where, "pauses"), parse_time(b, where, "pauses")
            if pb <= pa:
                raise _err(where, "pauses", f"{iv!r}: the end is not after the start")
            pauses.append((pa, pb))
        end = (r.get("end") or "").strip()
        sub = (r.get("submit") or "").strip()
        rows.append(LogRow(where=where, job=r["job"].strip(), region=r["region"].strip(),
                           gpu_type=(r.get("gpu_type") or "").strip() or None,
                           start_s=parse_time(r["start"], where, "start"),
                           end_s=parse_time(end, where, "end") if end else None,
                           pauses=tuple(pauses),
                           submit_s=parse_time(sub, where, "submit") if sub else None))
    return rows


def read_log(path: str | Path, fmt: str | None = None) -> list[LogRow]:
    """Read a log in ``fmt`` (default: by suffix, ``.json`` k8s, ``.csv`` csv, else sacct)."""
    p = Path(path)
    if fmt is None:
        fmt = {".json": "k8s", ".csv": "csv"}.get(p.suffix.lower(), "sacct")
    if fmt not in FORMATS:
        raise DataError(f"unknown log format {fmt!r}; one of {', '.join(FORMATS)}")
    rows = {"sacct": read_sacct, "k8s": read_k8s, "csv": read_csv}[fmt](p)
    if not rows:
        raise DataError(f"{p}: no job that started; nothing to score")
    return rows
