"""Benchmark suites (versioned sets of scenarios with fixed seeds) and submissions.

A suite is a folder ``<suite>/`` (the standard ones live in ``gridshift/benchmark/suites/``)
holding ``suite.toml`` and one scenario TOML per scenario::

    name = "standard"              # suite name
    version = "1"                  # bump on any change of a scenario or the seeds
    description = "..."
    policies = ["local-now", ...]  # optional: what `gridshift suite run` runs by default

    [[scenarios]]
    id = "eu-summer"               # must equal the scenario file's id
    file = "eu-summer.toml"        # relative to the folder
    file_test = "eu-autumn.toml"   # optional: another window for the test split (same regions)
    track = "forecast"             # optional: default is the scenario's own track
    seeds_dev = [1, 2, 3, 4, 5]    # seeds anyone may tune on
    seeds_test = [101, 102, 103]   # seeds (and window) the leaderboard is reported on

The **dev** split is for development; the **test** split is what a leaderboard reports; a
suite may hold the test split out in time (``file_test``), in seeds, or both.  The suite hash
is the sha256 over the canonical manifest and the spec hash of every scenario file it names,
so editing any scenario changes it.  The reference policy (``local-now-v1``) is always added
to a suite's cells: savings are relative to it.
"""

from __future__ import annotations

import datetime as dt
import hashlib
import json
import re
import shutil
import tomllib
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from gridshift.errors import GridshiftError, PolicyError, ScenarioError
from gridshift.runners.executors import Executor
from gridshift.runners.store import Store, atomic_write
from gridshift.runners.sweep import Cell, SweepReport, run_sweep

__all__ = ["Suite", "SuiteScenario", "load_suite", "submit", "suite_cells", "suite_hash"]

SUITES_DIR = Path(__file__).resolve().parent / "suites"
DEFAULT_SUITE = "gs-v3"
REFERENCE = "local-now-v1"


@dataclass(frozen=True)
class SuiteScenario:
    """One scenario of a suite (paths resolved)."""

    id: str
    file: Path
    file_test: Path
    track: str | None
    seeds_dev: tuple[int, ...]
    seeds_test: tuple[int, ...]


@dataclass(frozen=True)
class Suite:
    """A loaded suite manifest."""

    name: str
    version: str
    description: str
    path: Path
    scenarios: tuple[SuiteScenario, ...]
    policies: tuple[str, ...] = ()
    manifest: dict[str, Any] = field(default_factory=dict, repr=False)

    @property
    def hash(self) -> str:
        """See :func:`suite_hash`."""
        return suite_hash(self)


def _err(where: Path, msg: str) -> ScenarioError:
    return ScenarioError(f"{where}: {msg}")


def load_suite(ref: str | Path | None = None) -> Suite:
    """Load a suite from a folder, its ``suite.toml``, or the name of a built-in suite.

    Raises:
        ScenarioError: missing folder or file, a missing/invalid key, a scenario whose file
            is missing or whose id differs from the manifest's.
    """
    from gridshift.scenario import load_scenario

    ref = DEFAULT_SUITE if ref is None else ref
    p = Path(ref)
    if p.name == "suite.toml":
        p = p.parent
    if not (p / "suite.toml").exists() and (SUITES_DIR / str(ref) / "suite.toml").exists():
        p = SUITES_DIR / str(ref)
    mf = p / "suite.toml"
    if not mf.exists():
        known = sorted(d.name for d in SUITES_DIR.glob("*") if (d / "suite.toml").exists())
        raise ScenarioError(f"{mf}: suite manifest not found (built-in suites: "
                            f"{', '.join(known) or 'none yet'}; or give a suite folder)")
    try:
        raw = tomllib.loads(mf.read_text())
    except tomllib.TOMLDecodeError as exc:
        raise _err(mf, f"not valid TOML: {exc}") from None
    for k in ("name", "version", "scenarios"):
        if k not in raw:
            raise _err(mf, f"missing key {k!r}")
    scs = []
    for i, s in enumerate(raw["scenarios"]):
        where = f"[[scenarios]] #{i + 1}"
        for k in ("id", "file"):
            if k not in s:
                raise _err(mf, f"{where}: missing key {k!r}")
        seeds = {}
        for k in ("seeds_dev", "seeds_test"):
            v = s.get(k, [])
            if not isinstance(v, list) or not all(isinstance(x, int) for x in v):
                raise _err(mf, f"{where} ({s['id']}): {k} must be a list of integers")
            seeds[k] = tuple(v)
        if set(seeds["seeds_dev"]) & set(seeds["seeds_test"]) and "file_test" not in s:
            raise _err(mf, f"{where} ({s['id']}): seeds_dev and seeds_test overlap on the same "
                           "window; the test split must be held out")
        if s.get("track") not in (None, "forecast", "clairvoyant"):
            raise _err(mf, f"{where} ({s['id']}): track must be 'forecast' or 'clairvoyant'")
        f, ft = p / s["file"], p / s.get("file_test", s["file"])
        for ff in (f, ft):
            if not ff.exists():
                raise _err(mf, f"{where} ({s['id']}): scenario file {ff.name} not found")
            sc = load_scenario(ff)
            if ff == f and sc.id != s["id"]:
                raise _err(mf, f"{where}: id {s['id']!r} but {ff.name} has id {sc.id!r}")
        scs.append(SuiteScenario(s["id"], f, ft, s.get("track"), seeds["seeds_dev"],
                                 seeds["seeds_test"]))
    return Suite(str(raw["name"]), str(raw["version"]), str(raw.get("description", "")), p,
                 tuple(scs), tuple(raw.get("policies", ())), raw)


def suite_hash(suite: Suite) -> str:
    """sha256 over the canonical manifest and each scenario file's spec hash."""
    from gridshift.scenario import load_scenario

    h = hashlib.sha256(json.dumps(suite.manifest, sort_keys=True, default=str).encode())
    for s in suite.scenarios:
        h.update(f"|{s.id}={load_scenario(s.file).spec_hash}".encode())
        if s.file_test != s.file:
            h.update(f"|{s.id}:test={load_scenario(s.file_test).spec_hash}".encode())
    return h.hexdigest()


def _ref(p: Path) -> str:
    """A portable scenario ref: ``gridshift:<path>`` for files shipped in the package (the
    same on every worker of a cluster, whatever its working directory), else a path relative
    to the working directory when below it, else absolute."""
    from gridshift.scenario import PACKAGE_PREFIX

    rp = p.resolve()
    pkg = Path(__file__).resolve().parents[1]
    try:
        return PACKAGE_PREFIX + rp.relative_to(pkg).as_posix()
    except ValueError:
        pass
    try:
        return str(rp.relative_to(Path.cwd().resolve()))
    except ValueError:
        return str(rp)


def suite_cells(suite: Suite, policies: list[str] | tuple[str, ...] | None = None,
                seeds: list[int] | None = None, split: str = "dev",
                isolate: bool = False, params: dict[str, dict[str, Any]] | None = None,
                include_reference: bool = True,
                scenarios: list[str] | tuple[str, ...] | None = None) -> list[Cell]:
    """The cells of a suite: scenarios × (reference + policies) × the split's seeds.

    Args:
        suite: The suite.
        policies: Policy refs (default: the suite's ``policies``, else the reference only).
        seeds: Override the split's seeds for every scenario.
        split: ``"dev"`` or ``"test"``: the **public** test split (``file_test`` on the
            published ``seeds_test``), for local use. Official results are scored by the
            maintainers on secret seeds of the same files (``split = "official-test"``,
            :mod:`gridshift.benchmark.official`), never through this function's seeds.
        isolate: Run the (non-reference) policies in their own process.
        params: Constructor parameters per policy ref.
        include_reference: Add ``local-now-v1`` (needed by the leaderboard).
        scenarios: Only these scenario ids (default: all of the suite's).
    """
    if split not in ("dev", "test"):
        raise GridshiftError(f"split must be 'dev' or 'test' (the public test split), not "
                             f"{split!r}" + ("; the official test split's seeds are secret: "
                                            "gridshift score" if split == "official-test"
                                            else ""))
    pols = list(policies if policies is not None else suite.policies)
    if include_reference and not any(p in (REFERENCE, "local-now") for p in pols):
        pols.insert(0, REFERENCE)
    params = params or {}
    only_clairvoyant = {p for p in pols if _clairvoyant_only(p)}
    chosen = suite.scenarios
    if scenarios is not None:
        ids = [s.id for s in suite.scenarios]
        unknown = [x for x in scenarios if x not in ids]
        if unknown:
            raise GridshiftError(f"suite {suite.name} has no scenario(s) {', '.join(unknown)}; "
                                 f"its scenarios are {', '.join(ids)}")
        chosen = [s for s in suite.scenarios if s.id in scenarios]
    cells = []
    for s in chosen:
        f = s.file if split == "dev" else s.file_test
        ss = seeds if seeds is not None else (s.seeds_dev if split == "dev" else s.seeds_test)
        for p in pols:
            for seed in ss:
                track = "clairvoyant" if p in only_clairvoyant else s.track
                cells.append(Cell(_ref(f), p, dict(params.get(p, {})), int(seed), track,
                                  suite.name, suite.version, split,
                                  isolate and p not in (REFERENCE, "local-now")))
    return cells


def _clairvoyant_only(ref: str) -> bool:
    """Whether a policy runs only on the clairvoyant track (the oracle): its cells use it."""
    from gridshift.policies.isolation import IsolatedPolicy, is_trusted
    from gridshift.policies.registry import load_policy

    try:
        if not is_trusted(ref):  # never import user code here: ask the sandboxed process
            with IsolatedPolicy(ref) as iso:
                return tuple(iso.tracks) == ("clairvoyant",)
        return tuple(getattr(load_policy(ref), "tracks", ())) == ("clairvoyant",)
    except GridshiftError:
        return False  # the cell itself will record the loading error


# ------------------------------------------------------------------------------ submit
def _toml_str(v: str) -> str:
    return json.dumps(v, ensure_ascii=False)  # JSON string escapes are valid TOML basic strings


#: What ``submit`` writes into a submission's ``records/`` folder (what a re-submission replaces).
_SUBMISSION_RECORD_SUFFIXES = (".json", ".sig")


def _check_submission_dir(out: Path, policy_id: str, force: bool) -> None:
    """Raise unless ``submit`` may replace the records of the submission folder ``out``: it is
    new or empty, or its ``submission.toml`` (written by ``submit``) is of the same policy and
    its ``records/`` holds only record summaries and signatures; ``force`` allows anything.
    Checked before the sweep runs, so a refusal costs nothing."""
    if force or not out.exists() or not any(out.iterdir()):
        return
    hint = "give another --name, or --force to replace its records"
    try:
        meta = tomllib.loads((out / "submission.toml").read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, tomllib.TOMLDecodeError):
        meta = None
    if not isinstance(meta, dict) or "policy" not in meta:
        raise GridshiftError(f"{out}: the folder is not empty and is not a submission written "
                             f"by `gridshift submit` (no readable submission.toml); {hint}")
    if meta["policy"] != policy_id:
        raise GridshiftError(f"{out}: holds the submission of {meta['policy']!r}, not of "
                             f"{policy_id!r}; {hint}")
    rec_dir = out / "records"
    other = sorted(p.name for p in rec_dir.iterdir()
                   if not p.is_file() or p.suffix not in _SUBMISSION_RECORD_SUFFIXES) \
        if rec_dir.is_dir() else []
    if other:
        raise GridshiftError(f"{rec_dir}: holds {', '.join(other[:5])}, which `gridshift submit` "
                             "did not write; move it away, or give --force to delete it with "
                             "the records")


def _clear_records(rec_dir: Path, force: bool) -> None:
    """Remove the records a previous ``submit`` wrote (all of ``rec_dir`` with ``force``)."""
    if not rec_dir.exists():
        return
    if force:
        shutil.rmtree(rec_dir)
        return
    for p in sorted(rec_dir.iterdir()):
        if p.is_file() and p.suffix in _SUBMISSION_RECORD_SUFFIXES:
            p.unlink()


def submit(policy_ref: str, name: str, suite: Suite | str | Path | None = None,
           store: Store | str | Path = ".gridshift/store", *, authors: list[str] | None = None,
           description: str = "", split: str = "dev", seeds: list[int] | None = None,
           results_dir: str | Path = "results",
           executor: Executor | None = None, time_budget_s: float | None = None,
           check: bool = True, progress: bool = True,
           scenarios: list[str] | None = None, force: bool = False
           ) -> tuple[Path, SweepReport]:
    """Check a policy file, run the suite with it (isolated), and write its submission folder.

    Writes ``<results_dir>/submissions/<name>/`` with ``records/<key>.json`` (the summaries of
    the policy's and the reference's cells) and their signatures ``records/<key>.sig``,
    the store's public key ``signing-key.pub`` (Ed25519), a copy of the policy source file and
    ``submission.toml`` (name, authors, description, policy, policy hash, suite, version,
    suite hash, split, date, gridshift version).

    The conformance checker (:func:`gridshift.policies.checks.check_policy`) and the sanity
    report (:func:`gridshift.policies.sanity.sanity_report`) run first (``check=False`` skips
    both).  ``scenarios`` restricts the run to some of the suite's scenario ids and ``seeds``
    replaces the split's seeds (such a submission is not a complete suite run).

    An existing submission folder of the same name is replaced only where ``submit`` wrote it
    for the same policy (its ``records/*.json`` and ``*.sig`` are replaced, nothing else is
    deleted); anything else is refused before the suite runs, unless ``force`` (which deletes
    the whole ``records/`` folder).

    Raises:
        PolicyError: the ref is not ``file.py:Class``, or the conformance checker rejects it.
        GridshiftError: the submission folder holds what ``submit`` did not write for this
            policy (without ``force``).
    """
    from gridshift import __version__
    from gridshift.benchmark.records import policy_identity

    if not re.fullmatch(r"[A-Za-z0-9][A-Za-z0-9_.-]*", name):
        raise GridshiftError(f"submission name {name!r}: use letters, digits, '.', '_', '-'")
    if ".py:" not in policy_ref:
        raise PolicyError(f"{policy_ref!r}: a submission is a policy file, path/file.py:Class")
    src = Path(policy_ref.rpartition(":")[0])
    if not src.is_file():
        raise PolicyError(f"{src}: policy file not found")
    out = Path(results_dir) / "submissions" / name
    _check_submission_dir(out, policy_identity(policy_ref)[0], force)
    try:
        from gridshift.policies.checks import check_policy  # written by another engineer
    except ImportError:
        check_policy = None  # type: ignore[assignment]
    from gridshift.policies.sandbox import deny

    deny(results_dir)  # hidden from the sandbox even where it lies inside the policy's folder
    if check_policy is not None and check:
        # sandboxed (a file ref is never trusted): the policy cannot touch this process, the
        # store or the submission folder while it is checked
        results = check_policy(policy_ref, time_budget_s=time_budget_s or 1.0, trusted=False)
        failed = [r for r in results if not getattr(r, "passed", True)]
        if failed:
            raise PolicyError(f"{policy_ref} fails the conformance checks "
                              "(`gridshift policies check` shows them all):\n"
                              + "\n".join(str(r) for r in failed))
    if check:
        from gridshift.policies.sanity import sanity_report

        sane = sanity_report(policy_ref)
        if not sane.passed:
            raise PolicyError(f"{policy_ref} fails the sanity report against local-now-v1 "
                              "(`gridshift policies check` shows it):\n"
                              + "\n".join(sane.lines()))
    su = suite if isinstance(suite, Suite) else load_suite(suite)
    cells = suite_cells(su, [policy_ref], seeds=seeds, split=split, isolate=True,
                        scenarios=scenarios)
    st = store if isinstance(store, Store) else Store(store)
    rep = run_sweep(cells, st, executor, time_budget_s=time_budget_s, progress=progress)
    rec_dir = out / "records"
    _clear_records(rec_dir, force)
    rec_dir.mkdir(parents=True, exist_ok=True)
    from gridshift.benchmark.signing import PUBLIC_KEY_FILE

    for k in rep.keys:
        rec = st.get(k) if k else None
        if rec is not None:
            atomic_write(rec_dir / f"{k}.json",
                         (json.dumps(rec, indent=2, sort_keys=True) + "\n").encode())
            sig = st.sig_path(k)
            if sig.is_file():  # the store's signature travels with the record
                atomic_write(rec_dir / f"{k}.sig", sig.read_bytes())
    pub = st.signer.public_key() if st.sign else None
    if pub:
        atomic_write(out / PUBLIC_KEY_FILE, (pub + "\n").encode())
    shutil.copyfile(src, out / src.name)
    pid, sha = policy_identity(policy_ref)
    meta = {
        "name": name, "authors": list(authors or []), "description": description,
        "policy": pid, "policy_sha256": sha, "suite": su.name, "suite_version": su.version,
        "suite_hash": suite_hash(su), "split": split, "gridshift_version": __version__,
        "created": dt.datetime.now(dt.UTC).strftime("%Y-%m-%dT%H:%M:%SZ"),
        "cells": rep.total, "failed_cells": len(rep.failed),
    }
    lines = ["# gridshift submission (written by `gridshift submit`)"]
    for k, v in meta.items():
        if isinstance(v, list):
            lines.append(f"{k} = [{', '.join(_toml_str(x) for x in v)}]")
        elif isinstance(v, int):
            lines.append(f"{k} = {v}")
        else:
            lines.append(f"{k} = {_toml_str(str(v))}")
    atomic_write(out / "submission.toml", ("\n".join(lines) + "\n").encode())
    return out, rep
