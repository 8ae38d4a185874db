"""Verify records: check them offline, then re-run each one and compare bit for bit.

``verify(path)`` finds every record (``gridshift.record/1`` or ``/2`` JSON) under ``path`` and,
for each:

1. checks it offline: its ``key`` must equal :func:`~gridshift.benchmark.records.record_key` of
   its own fields, its ``content_sha256`` must match its content, a ``jobs.parquet`` stored
   beside it (a store's layout) must hold its table (by ``jobs_digest``; by ``jobs_sha256``
   for records older than ``/3``), a signature sidecar
   (:mod:`gridshift.benchmark.signing`), where there is one, must verify, and its
   ``scenario_hash`` must be that of the **official scenario** of its suite, version and split
   (:func:`gridshift.benchmark.judge.official_scenario`; never a file beside the record). A
   record failing any of these is **TAMPERED**; a file named like a record that cannot be
   parsed is **UNREADABLE**; a record a store or a submission promises but that is absent (an
   index entry without its record, an ok store record without its ``jobs.parquet``, fewer
   records than ``submission.toml`` counts) is **MISSING**. Records without a signature are
   *unsigned* (accepted unless ``require_signature``);
2. re-runs the cell and compares the key, every metric (exact equality of the JSON values;
   ``None`` for NaN) and the per-job table by its content digest ``jobs_digest`` (schema
   ``/3``; ``jobs_sha256``, the file's bytes, for older records); any difference is listed
   (**DIFFERS**) with the library versions that differ from the record's provenance. **The judge
   obeys nothing it judges**: the re-run takes the scenario from the suite (or a file the
   maintainer passes, ``scenarios``) and the policy from the built-in zoo, from the
   ``submission.toml`` that declares it (a private copy of the declared, hash-checked file),
   or from the maintainer (``policies``) — never the ``scenario_ref`` or ``policy_ref`` a
   record holds (:mod:`gridshift.benchmark.judge`). A record whose scenario or policy the
   judge cannot take from those is **NOT-RERUN**, with the reason (and counts as a failure).
   Every policy that is not a zoo policy runs in the sandbox: this process never imports user
   code, so a policy cannot patch the comparison.

Records stored as ``failed`` are re-run too and must fail again. The command
``gridshift verify PATH`` exits with status 1 on any problem.
"""

from __future__ import annotations

import hashlib
import json
import re
import shutil
import tempfile
import tomllib
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from gridshift.benchmark.judge import (
    JudgeRefusal,
    declared_policy,
    official_scenario,
    scenario_problem,
)
from gridshift.benchmark.records import (
    SCHEMA,
    SCHEMAS,
    content_sha256,
    record_key,
    run_cell,
    same_cell_diffs,
)
from gridshift.errors import GridshiftError
from gridshift.runners.sweep import Cell

__all__ = ["RecordFile", "VerifyReport", "find_records", "scan_records", "verify"]

#: Record schemas this version reads.
_SCHEMAS: tuple[str, ...] = tuple(SCHEMAS)
_RECORD_NAME = re.compile(r"^(summary|[0-9a-f]{64})\.json$")
_HEX64 = re.compile(r"^[0-9a-f]{64}$")


@dataclass
class Check:
    """Outcome for one record: ``status`` is ``ok``, ``checked`` (offline checks passed, not
    re-run: ``rerun=False``), ``differs``, ``tampered``, ``unreadable``, ``missing`` or
    ``not-rerun`` (the judge would not run it: ``diffs`` says why); ``signature`` is the
    signature check's status (``valid``, ``valid-unpinned``, ``unchecked``, ``unsigned``,
    ``invalid``)."""

    path: str
    key: str | None
    label: str
    status: str
    diffs: list[str] = field(default_factory=list)
    signature: str = "unsigned"


@dataclass
class VerifyReport:
    """All checks; ``ok`` when every record reproduced exactly."""

    checks: list[Check] = field(default_factory=list)

    @property
    def ok(self) -> bool:
        """Every record reproduced exactly (or, not re-run, passed every offline check) and
        none was tampered with, unreadable, missing or refused a re-run."""
        return bool(self.checks) and all(c.status in ("ok", "checked") for c in self.checks)

    @property
    def exit_code(self) -> int:
        """0 when :attr:`ok`, else 1."""
        return 0 if self.ok else 1

    def lines(self) -> list[str]:
        """Human-readable report: only a re-run says "reproduced exactly"."""
        n_ok = sum(c.status == "ok" for c in self.checks)
        n_chk = sum(c.status == "checked" for c in self.checks)
        bad = len(self.checks) - n_ok - n_chk
        parts = []
        if n_ok or not n_chk:
            parts.append(f"{n_ok} reproduced exactly")
        if n_chk:
            parts.append(f"{n_chk} hashes and signatures check (not re-run)")
        out = [f"{len(self.checks)} records: {', '.join(parts)}, {bad} with problems"]
        by: dict[str, int] = {}
        for c in self.checks:
            if c.status not in ("ok", "checked"):
                by[c.status] = by.get(c.status, 0) + 1
        if by:
            out[0] += " (" + ", ".join(f"{n} {k.upper()}" for k, n in sorted(by.items())) + ")"
        sig: dict[str, int] = {}
        for c in self.checks:
            sig[c.signature] = sig.get(c.signature, 0) + 1
        out.append("signatures: " + ", ".join(f"{n} {k}" for k, n in sorted(sig.items())))
        for c in self.checks:
            if c.status not in ("ok", "checked"):
                out.append(f"  {c.status.upper()} {c.label} [{(c.key or '?')[:12]}] {c.path}")
                out.extend(f"    - {d}" for d in c.diffs)
        if not self.checks:
            out.append("  no records found")
        return out


def find_records(path: str | Path) -> list[tuple[Path, dict[str, Any]]]:
    """Every readable record JSON at or under ``path`` (files whose ``schema`` is ours)."""
    return [(r.path, r.record) for r in scan_records(path) if r.record is not None]


@dataclass
class RecordFile:
    """A record found on disk with the outcome of its offline checks.

    Attributes:
        path: The record JSON (for MISSING: the path where it should be).
        record: The parsed record (``None`` when unreadable or missing).
        status: ``"ok"``, ``"tampered"``, ``"unreadable"`` or ``"missing"``.
        problems: What is wrong.
        signature: The signature check's status.
        scenario: The official scenario the record was checked against (``None``: not
            checked, ``unchecked`` says why).
        unchecked: Why the record's scenario could not be checked (no official file for
            it: an ad-hoc record or a suite this gridshift does not ship).
    """

    path: Path
    record: dict[str, Any] | None
    status: str = "ok"
    problems: list[str] = field(default_factory=list)
    signature: str = "unsigned"
    scenario: Any = None
    unchecked: str | None = None

    @property
    def label(self) -> str:
        """``scenario / policy / seed`` (or the file name when unreadable)."""
        r = self.record
        if r is None:
            return self.path.name
        return f"{r.get('scenario')} / {r.get('policy')} / seed {r.get('seed')}"


def _check_scenario(rf: RecordFile, rec: dict[str, Any], given: Given | None) -> None:
    """Compare the record's ``scenario_hash`` with its official scenario's (judge.py)."""
    if rec.get("scenario_hash") is None:
        return  # a cell whose scenario did not load: nothing was computed on it
    try:
        rf.scenario = official_scenario(rec, given.scenarios if given else None,
                                        given.suites if given else None)
    except JudgeRefusal as exc:
        rf.unchecked = str(exc)
        return
    except GridshiftError as exc:  # the official file itself does not load
        rf.unchecked = f"the official scenario does not load: {exc}"
        return
    why = scenario_problem(rec, rf.scenario)
    if why:
        rf.problems.append(why)


def _table_problem(pq: Path, rec: dict[str, Any]) -> str | None:
    """Why a stored ``jobs.parquet`` is not the record's table (``None`` when it is).

    A ``/3`` record is checked by content (``jobs_digest``): the file may have been rewritten
    by another writer, codec or row-group layout; a ``/2`` or ``/1`` record by its bytes."""
    got = hashlib.sha256(pq.read_bytes()).hexdigest()
    if got == rec.get("jobs_sha256"):
        return None
    if rec.get("schema") != SCHEMA:
        return (f"jobs.parquet hashes to {got[:12]}…, the record says "
                f"{str(rec.get('jobs_sha256'))[:12]}…")
    from gridshift._digest import jobs_digest

    try:
        dig = jobs_digest(pq)
    except Exception as exc:  # noqa: BLE001 - an unreadable table is a problem, not a crash
        return f"jobs.parquet cannot be read: {type(exc).__name__}: {exc}"
    if dig != rec["jobs_digest"]:
        return (f"jobs.parquet's content digest is {dig[:12]}…, the record says "
                f"{str(rec['jobs_digest'])[:12]}…")
    return None


def _offline(f: Path, rec: dict[str, Any], require_signature: bool,
             trusted_keys: set[str] | None, given: Given | None = None) -> RecordFile:
    from gridshift.benchmark.signing import check_signature

    rf = RecordFile(f, rec)
    try:
        if rec.get("scenario_hash") is not None and record_key(rec) != rec.get("key"):
            rf.problems.append("key does not match the record's own fields")
        if content_sha256(rec) != rec.get("content_sha256"):
            rf.problems.append("content_sha256 does not match the record's content")
        _check_scenario(rf, rec, given)
    except (KeyError, TypeError, ValueError, AttributeError) as exc:
        rf.problems.append(f"malformed record: {type(exc).__name__}: {exc}")
    pq = f.with_name("jobs.parquet")
    if f.name == "summary.json" and rec.get("status") == "ok":
        if pq.is_file():
            why = _table_problem(pq, rec)
            if why:
                rf.problems.append(why)
        elif _HEX64.match(f.parent.name) and f.parent.parent.name == f.parent.name[:2]:
            # a store's layout (root/<key[:2]>/<key>/summary.json): the table must be there
            rf.status = "missing"
            rf.problems.append("jobs.parquet is missing beside this store record")
    sig = check_signature(f, rec, trusted_keys) if not rf.problems else None
    if sig is not None:
        rf.signature = sig.status
        if sig.status == "invalid":
            rf.problems.append(f"signature: {sig.detail}")
        elif require_signature and sig.status not in ("valid", "valid-unpinned"):
            rf.problems.append(f"signature required: {sig.detail}")
    if rf.problems and rf.status == "ok":
        rf.status = "tampered"
    elif rf.problems and len(rf.problems) > 1:
        rf.status = "tampered"
    return rf


def scan_records(path: str | Path, *, require_signature: bool = False,
                 trusted_keys: set[str] | None = None,
                 given: Given | None = None) -> list[RecordFile]:
    """Every record at or under ``path`` with its offline checks (no re-run).

    ``given`` holds the suites and scenario files the maintainer vouches for, for records
    that are not part of a built-in suite (:func:`gridshift.benchmark.judge.official_scenario`).

    Besides the records found, reports UNREADABLE record files (``summary.json``,
    ``<64 hex>.json`` or anything under a ``records/`` folder that does not parse as a
    record) and MISSING ones (a store index entry without its record; fewer records in a
    submission than its ``submission.toml`` counts).

    A leaderboard site built inside ``path`` (``gridshift site build``: a folder with
    ``assets/gridshift-table.js``) holds byte copies of records; those copies are skipped
    unless ``path`` is the site (or inside it), so each record is checked once.
    """
    p = Path(path)
    files = [p] if p.is_file() else sorted(p.rglob("*.json"))
    if p.is_dir():
        sites = [m.parent.parent for m in p.rglob("assets/gridshift-table.js")]
        sites = [s for s in sites if s != p]
        files = [f for f in files if not any(s in f.parents for s in sites)]
    out: list[RecordFile] = []
    for f in files:
        looks = (bool(_RECORD_NAME.match(f.name)) and
                 (f.name != "summary.json" or bool(_HEX64.match(f.parent.name)))) \
            or f.parent.name == "records"
        try:
            rec = json.loads(f.read_text())
        except (OSError, ValueError, UnicodeDecodeError) as exc:
            if looks or f == p:
                out.append(RecordFile(f, None, "unreadable", [f"cannot be parsed: "
                                                              f"{type(exc).__name__}: {exc}"]))
            continue
        if not isinstance(rec, dict) or rec.get("schema") not in _SCHEMAS:
            if looks:
                got = rec.get("schema") if isinstance(rec, dict) else type(rec).__name__
                out.append(RecordFile(f, None, "unreadable",
                                      [f"not a gridshift record (schema {got!r}; expected one of "
                                       f"{', '.join(_SCHEMAS)})"]))
            continue
        out.append(_offline(f, rec, require_signature, trusted_keys, given))
    if p.is_dir():
        out += _missing(p, out)
    return out


def _missing(root: Path, found: list[RecordFile]) -> list[RecordFile]:
    out: list[RecordFile] = []
    for idx in sorted(root.rglob("index")):
        if not idx.is_dir():
            continue
        store = idx.parent
        for entry in sorted(idx.glob("??/*")):
            try:
                key = entry.read_text().strip()
            except OSError:
                continue
            if re.fullmatch(r"[0-9a-f]{64}", key) and \
                    not (store / key[:2] / key / "summary.json").exists():
                out.append(RecordFile(store / key[:2] / key / "summary.json", None, "missing",
                                      [f"the store index ({entry.name[:12]}…) names record "
                                       f"{key[:12]}…, which is not in the store"]))
    for toml in sorted(root.rglob("submission.toml")):
        try:
            meta = tomllib.loads(toml.read_text())
        except (OSError, tomllib.TOMLDecodeError, UnicodeDecodeError) as exc:
            out.append(RecordFile(toml, None, "unreadable", [f"{type(exc).__name__}: {exc}"]))
            continue
        n = meta.get("cells")
        rec_dir = toml.parent / "records"
        have = sum(1 for r in found if r.path.parent == rec_dir)
        if isinstance(n, int) and have < n:
            out.append(RecordFile(rec_dir, None, "missing",
                                  [f"{toml} counts {n} records, {have} are in {rec_dir}"]))
    return out


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
    if "breakdown" in old and old["breakdown"] != new.get("breakdown"):
        diffs += _breakdown_diffs(old["breakdown"], new.get("breakdown"))
    if old.get("schema") == SCHEMA:  # /3: the table by content, not by file bytes
        if old.get("jobs_digest") != new.get("jobs_digest"):
            diffs.append(f"jobs_digest: recorded {old.get('jobs_digest')}, "
                         f"re-run {new.get('jobs_digest')}")
    elif old.get("jobs_sha256") != new.get("jobs_sha256"):
        diffs.append(f"jobs_sha256: recorded {old.get('jobs_sha256')}, "
                     f"re-run {new.get('jobs_sha256')} (a /2 record: the Parquet bytes, which "
                     "name the writer's version)")
    if diffs:
        diffs += _library_diffs(old, new)
    return diffs


def _breakdown_diffs(old: Any, new: Any) -> list[str]:
    """Each per-region figure of ``breakdown`` that the re-run does not reproduce exactly."""
    if not isinstance(old, dict) or not isinstance(new, dict):
        return [f"breakdown: recorded {old!r}, re-run {new!r}"]
    out = []
    for part in sorted(set(old) | set(new)):
        a, b = old.get(part), new.get(part)
        if part == "regions" and isinstance(a, dict) and isinstance(b, dict):
            for r in sorted(set(a) | set(b)):
                ra, rb = a.get(r) or {}, b.get(r) or {}
                out += [f"breakdown {r} {k}: recorded {ra.get(k, '<missing>')!r}, re-run "
                        f"{rb.get(k, '<missing>')!r}" for k in sorted(set(ra) | set(rb))
                        if ra.get(k, "<missing>") != rb.get(k, "<missing>")]
        elif a != b:
            out.append(f"breakdown {part}: recorded {a!r}, re-run {b!r}")
    return out or ["breakdown: recorded and re-run differ"]


def _library_diffs(old: dict[str, Any], new: dict[str, Any]) -> list[str]:
    """The libraries whose versions differ between the record and its re-run."""
    a = (old.get("provenance") or {}).get("libraries")
    b = (new.get("provenance") or {}).get("libraries") or {}
    if not isinstance(a, dict):
        return ["libraries: the record does not say which versions made it (a record "
                "older than schema /3)"]
    moved = [f"{k} {a.get(k)} → {b.get(k)}" for k in sorted(set(a) | set(b))
             if a.get(k) != b.get(k)]
    return [f"libraries: {', '.join(moved)}"] if moved else []


@dataclass
class Given:
    """What the maintainer vouches for on the command line: suite folders (by suite name)
    and scenario files (by scenario id)."""

    suites: dict[str, Any] = field(default_factory=dict)
    scenarios: dict[str, Path] = field(default_factory=dict)

    @classmethod
    def load(cls, suites: list[str | Path] | None = None,
             scenarios: list[str | Path] | None = None) -> Given:
        """Load the suite folders and scenario files (errors name the bad one)."""
        from gridshift.benchmark.suite import load_suite
        from gridshift.scenario import load_scenario

        g = cls()
        for d in suites or ():
            su = load_suite(Path(d))
            g.suites[su.name] = su
        for f in scenarios or ():
            p = Path(f).resolve()
            g.scenarios[load_scenario(p).id] = p
        return g


def _rerun_cell(rf: RecordFile, policies: list[str] | None, workdir: Path,
                seed: int | None = None) -> Cell:
    """The cell the judge re-runs for a record: official scenario, declared policy (and, for
    an official record, its revealed seed)."""
    rec = rf.record
    assert rec is not None
    if rf.scenario is None:
        raise JudgeRefusal(rf.unchecked or "its scenario could not be resolved")
    policy = declared_policy(rec, rf.path, explicit=policies, workdir=workdir)
    return Cell(scenario=rf.scenario.ref, policy=policy, params=rec["policy_params"] or {},
                seed=rec["seed"] if seed is None else seed, track=rec["track"],
                suite=rec["suite"],
                suite_version=rec["suite_version"], split=rec["split"])


def _revealed(rec: dict[str, Any], revealed: list[dict[str, Any]],
              chk: Check) -> tuple[int | None, str]:
    """An official record's revealed ``(seed, nonce)``; ``(None, "")`` with ``chk`` marked
    NOT-RERUN (its seed is still secret) or TAMPERED (the seed does not open its
    commitment)."""
    from gridshift.benchmark import official

    try:
        return official.revealed_seed(rec, revealed)
    except official.SealedSeed as exc:
        chk.status = "not-rerun"
        chk.diffs.append(str(exc))
    except GridshiftError as exc:
        chk.status = "tampered"
        chk.diffs.append(str(exc))
    return None, ""


def verify(path: str | Path, rerun: bool = True, *, require_signature: bool = False,
           trusted_keys: set[str] | None = None,
           suites: list[str | Path] | None = None,
           scenarios: list[str | Path] | None = None,
           policies: list[str] | None = None,
           reveals: list[str | Path] | None = None,
           progress: Any = None) -> VerifyReport:
    """Check every record under ``path`` (see the module docstring).

    Args:
        path: A record JSON file or a folder searched recursively.
        rerun: Re-run each record (default); ``False`` runs only the offline checks.
        require_signature: An unsigned (or unverifiable) record counts as tampered.
        trusted_keys: Ed25519 public keys (hex) to accept besides the store's own.
        suites: Suite folders the maintainer vouches for, for records of suites this package
            does not ship (matched by suite name).
        scenarios: Scenario files the maintainer vouches for, for records that are not part
            of a suite (matched by scenario id; they win over a suite's file).
        policies: ``FILE.py:Class`` refs the maintainer vouches for, for records whose policy
            is neither built in nor declared by a submission (matched by ``file.py:Class``).
        reveals: Reveal files of retired suite versions (``gridshift reveal``): an official
            record (``split = "official-test"``) is re-run on its revealed seed once that
            seed opens its ``seed_commitment`` (else TAMPERED); without one it is
            NOT-RERUN (its seed is secret).
        progress: Called as ``progress(i, n, label)`` before the re-run of the i-th of the n
            records found (for the command line's progress lines).

    Returns:
        The :class:`VerifyReport`.
    """
    from gridshift.policies.sandbox import deny

    root = Path(path)
    deny(root if root.is_dir() else root.parent)  # never visible to a re-run policy
    given = Given.load(suites, scenarios)
    from gridshift.benchmark import official

    revealed = [official.read_reveal(f) for f in reveals or ()]
    rep = VerifyReport()
    workdir = Path(tempfile.mkdtemp(prefix="gridshift-verify-"))
    try:
        found = scan_records(path, require_signature=require_signature,
                             trusted_keys=trusted_keys, given=given)
        for i, rf in enumerate(found, 1):
            rec = rf.record
            chk = Check(str(rf.path), rec.get("key") if rec else None, rf.label,
                        rf.status, list(rf.problems), rf.signature)
            rep.checks.append(chk)
            if rf.status != "ok" or rec is None:
                continue
            if not rerun:
                chk.status = "checked"
                continue
            is_official = rec.get("split") == official.OFFICIAL_SPLIT
            seed, nonce = _revealed(rec, revealed, chk) if is_official else (None, "")
            if is_official and seed is None:
                continue
            try:
                cell = _rerun_cell(rf, policies, workdir, seed)
            except JudgeRefusal as exc:
                chk.status = "not-rerun"
                chk.diffs.append(str(exc))
                continue
            except (KeyError, TypeError) as exc:
                chk.status = "tampered"
                chk.diffs.append(f"malformed record: {type(exc).__name__}: {exc}")
                continue
            if progress is not None:
                progress(i, len(found), rf.label)
            # a record older than /3 names its table by the file's bytes: encode it so
            new, _ = run_cell(cell, legacy_table=rec.get("schema") != SCHEMA)
            if seed is not None:  # an official record: its seed back to its commitment
                new = official.officialise(new, rec["seed_index"], seed, nonce)
            chk.diffs = _compare(rec, new)
            if chk.diffs:
                chk.status = "differs"
    finally:
        shutil.rmtree(workdir, ignore_errors=True)
    return rep
