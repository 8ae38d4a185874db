"""Verify records: re-run each one and compare every metric and the per-job hash bit for bit.

``verify(path)`` finds every record (``gridshift.record/1`` or ``/2`` JSON) under ``path`` and,
for each:

1. checks its integrity offline: its ``key`` must equal :func:`~gridshift.benchmark.records.
   record_key` of its own fields and its ``content_sha256`` must match its content — a record
   edited by hand (a metric, a seed, a hash) is reported as **tampered**;
2. re-runs the cell (same scenario file, policy, parameters, seed and track) and compares the
   key (the scenario's input tables must hash the same), every metric (exact equality of the
   JSON values; ``None`` for NaN) and ``jobs_sha256``; any difference is listed.

Records stored as ``failed`` are re-run too and must fail again.  The scenario is looked up at
its ``scenario_ref`` (relative to the current directory, then to the record's folder and its
parents), then as a built-in id; a policy file likewise (a submission folder holds a copy of
its policy).  The command ``gridshift verify PATH`` exits with status 1 on any difference.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from gridshift.benchmark.records import (
    SCHEMAS,
    content_sha256,
    record_key,
    run_cell,
    same_cell_diffs,
)
from gridshift.runners.sweep import Cell
from gridshift.scenario import PACKAGE_PREFIX

__all__ = ["VerifyReport", "find_records", "verify"]


@dataclass
class Check:
    """Outcome for one record: ``status`` is ``ok``, ``differs``, ``tampered`` or ``error``."""

    path: str
    key: str | None
    label: str
    status: str
    diffs: list[str] = field(default_factory=list)


@dataclass
class VerifyReport:
    """All checks; ``ok`` when every record reproduced exactly."""

    checks: list[Check] = field(default_factory=list)

    @property
    def ok(self) -> bool:
        """Every record reproduced exactly and none was tampered with."""
        return bool(self.checks) and all(c.status == "ok" for c in self.checks)

    @property
    def exit_code(self) -> int:
        """0 when :attr:`ok`, else 1."""
        return 0 if self.ok else 1

    def lines(self) -> list[str]:
        """Human-readable report."""
        n_ok = sum(c.status == "ok" for c in self.checks)
        out = [f"{len(self.checks)} records: {n_ok} reproduced exactly, "
               f"{len(self.checks) - n_ok} with differences"]
        for c in self.checks:
            if c.status != "ok":
                out.append(f"  {c.status.upper()} {c.label} [{(c.key or '?')[:12]}] {c.path}")
                out.extend(f"    - {d}" for d in c.diffs)
        if not self.checks:
            out.append("  no records found")
        return out


def find_records(path: str | Path) -> list[tuple[Path, dict[str, Any]]]:
    """Every record JSON at or under ``path`` (files whose ``schema`` is ours)."""
    p = Path(path)
    files = [p] if p.is_file() else sorted(p.rglob("*.json"))
    out = []
    for f in files:
        try:
            rec = json.loads(f.read_text())
        except (OSError, ValueError):
            continue
        if isinstance(rec, dict) and rec.get("schema") in SCHEMAS:
            out.append((f, rec))
    return out


def _locate(ref: str, record_file: Path) -> str:
    """Find a scenario path or the file of a ``file.py:Class`` ref near the record."""
    path_s, sep, cls = ref.rpartition(":") if ".py:" in ref else (ref, "", "")
    p = Path(path_s)
    if p.suffix not in (".toml", ".py") or p.exists():
        return ref
    for d in [record_file.parent, *record_file.parents]:
        for cand in (d / p, d / p.name):
            if cand.exists():
                return f"{cand}{sep}{cls}"
    return ref


def _compare(old: dict[str, Any], new: dict[str, Any]) -> list[str]:
    diffs = same_cell_diffs(old, new)  # equal keys, or (a /1 record) the same cell
    if new["status"] != old["status"]:
        diffs.append(f"status: recorded {old['status']}, re-run {new['status']}"
                     + (f" ({new['error']})" if new.get("error") else ""))
    om, nm = old.get("metrics") or {}, new.get("metrics") or {}
    for k in sorted(set(om) | set(nm)):
        a, b = om.get(k, "<missing>"), nm.get(k, "<missing>")
        if a != b or type(a) is not type(b):
            diffs.append(f"metric {k}: recorded {a!r}, re-run {b!r}")
    if old.get("jobs_sha256") != new.get("jobs_sha256"):
        diffs.append(f"jobs_sha256: recorded {old.get('jobs_sha256')}, "
                     f"re-run {new.get('jobs_sha256')}")
    return diffs


def verify(path: str | Path, rerun: bool = True) -> VerifyReport:
    """Check every record under ``path`` (see the module docstring).

    Args:
        path: A record JSON file or a folder searched recursively.
        rerun: Re-run each record (default); ``False`` checks only keys and content hashes.

    Returns:
        The :class:`VerifyReport`.
    """
    rep = VerifyReport()
    for f, rec in find_records(path):
        label = f"{rec.get('scenario')} / {rec.get('policy')} / seed {rec.get('seed')}"
        chk = Check(str(f), rec.get("key"), label, "ok")
        rep.checks.append(chk)
        try:
            if rec.get("scenario_hash") is not None and record_key(rec) != rec.get("key"):
                chk.diffs.append("key does not match the record's own fields")
            if content_sha256(rec) != rec.get("content_sha256"):
                chk.diffs.append("content_sha256 does not match the record's content")
        except (KeyError, TypeError) as exc:
            chk.diffs.append(f"malformed record: {type(exc).__name__}: {exc}")
        if chk.diffs:
            chk.status = "tampered"
            continue
        if not rerun:
            continue
        cell = Cell(scenario=_locate(rec["scenario_ref"], f),
                    policy=_locate(rec["policy_ref"], f), params=rec["policy_params"] or {},
                    seed=rec["seed"], track=rec["track"], suite=rec["suite"],
                    suite_version=rec["suite_version"], split=rec["split"])
        if (not cell.scenario.startswith(PACKAGE_PREFIX) and not Path(cell.scenario).exists()
                and rec["scenario_ref"].endswith(".toml")):
            # a moved file: fall back to the built-in scenario of that id. Never for a packaged
            # ref, which names its file exactly (a test-split file shares its dev file's id).
            cell = Cell(**{**cell.__dict__, "scenario": rec["scenario"]})
        new, _ = run_cell(cell)
        chk.diffs = _compare(rec, new)
        if chk.diffs:
            chk.status = "differs"
    return rep
