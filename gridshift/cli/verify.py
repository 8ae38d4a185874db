"""``gridshift verify``: check and re-run records."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import click

from gridshift.cli._common import _csv, echo_json, json_option, progress


@click.command("verify")
@click.argument("path", type=click.Path(exists=True))
@click.option("--policy", "-p", "policies", multiple=True,
              help="Only the records of these policies, repeatable or comma-separated: an id "
                   "with or without its version (lowest-carbon-now, lowest-carbon-now-v1) or "
                   "a policy file's name:Class (my_policy.py:MyPolicy). Default: every record.")
@click.option("--scenario", "-s", "scenarios", multiple=True,
              help="Only the records of these scenario ids, repeatable or comma-separated "
                   "(default: every record).")
@click.option("--no-rerun", is_flag=True, help="Only the offline checks (keys, content and "
                                               "jobs.parquet hashes, signatures).")
@click.option("--require-signature", is_flag=True,
              help="Count unsigned (or unverifiable) records as TAMPERED.")
@click.option("--key", "keys", multiple=True, type=click.Path(exists=True, dir_okay=False),
              help="File with a trusted Ed25519 public key (hex), e.g. a submission's "
                   "signing-key.pub (repeat for several).")
@click.option("--suite", "suites", multiple=True,
              type=click.Path(exists=True, file_okay=False),
              help="A suite folder you vouch for, for records of a suite this gridshift does "
                   "not ship (matched by suite name; repeat for several).")
@click.option("--scenario-file", "scenario_files", multiple=True,
              type=click.Path(exists=True, dir_okay=False),
              help="A scenario file you vouch for, for records that are not part of a "
                   "built-in suite (matched by scenario id; repeat for several). A file "
                   "beside the records is never used.")
@click.option("--policy-file", "policy_files", multiple=True, metavar="FILE.py:Class",
              help="A policy file you vouch for, for records whose policy is neither built "
                   "in nor declared by a submission.toml (matched by file.py:Class; repeat).")
@click.option("--audit", is_flag=True,
              help="No re-run: the offline checks, then flag records whose numbers cannot "
                   "hold together (below the bound, a breakdown that does not add up or an "
                   "impossible intensity, out-of-range metrics).")
@click.option("--reveal", "reveals", multiple=True, type=click.Path(exists=True, dir_okay=False),
              help="Revealed official seeds (gridshift reveal) to re-run official-test records "
                   "with (repeat for several suite versions).")
@click.option("--progress/--no-progress", default=True,
              help="A line on stderr before each re-run (i of n, the record).")
@json_option
def verify_cmd(path: str, policies: tuple[str, ...], scenarios: tuple[str, ...], no_rerun: bool,
               require_signature: bool, keys: tuple[str, ...], suites: tuple[str, ...],
               scenario_files: tuple[str, ...], policy_files: tuple[str, ...], audit: bool,
               reveals: tuple[str, ...], progress: bool, as_json: bool) -> None:
    """Check every record under PATH, re-run it and compare it bit for bit.

    TAMPERED, UNREADABLE, MISSING, DIFFERS and NOT-RERUN records are listed by name (exit
    1). The judge obeys nothing it judges: the scenario comes from the record's suite (or
    --suite / --scenario-file), the policy from the zoo, the submission.toml that declares it,
    or --policy-file; never from what a record names. Policies that are not built in are
    re-run in the sandbox, never in this process. --policy/-p and --scenario/-s check only
    the records they name (unreadable and missing ones, which name no policy, are then left
    out and counted on stderr).
    """
    from gridshift.benchmark.verify import verify

    pol_filter, pol_files = _old_vouched(_csv(policies), list(policy_files), "--policy",
                                         "--policy-file", ".py:")
    sc_filter, sc_files = _old_vouched(_csv(scenarios), list(scenario_files), "--scenario",
                                       "--scenario-file", ".toml")
    for ref in pol_files:
        if ".py:" not in ref or not Path(ref.rpartition(":")[0]).is_file():
            raise click.UsageError(f"--policy-file {ref}: expected an existing FILE.py:Class")
    trusted = {Path(k).read_text().strip() for k in keys}
    kw: dict[str, Any] = {"require_signature": require_signature, "trusted_keys": trusted or None,
                          "suites": list(suites), "scenarios": sc_files,
                          "policies": pol_files, "reveals": list(reveals)}
    rerun = not (no_rerun or audit)
    found, chosen = (_chosen(path, pol_filter, sc_filter, kw) if pol_filter or sc_filter
                     else (None, None))
    if chosen is None:
        rep = verify(path, rerun=rerun, progress=_progress if progress else None, **kw)
    else:
        from gridshift.benchmark.verify import VerifyReport
        from gridshift.policies.sandbox import deny

        root = Path(path)
        deny(root if root.is_dir() else root.parent)  # all of PATH, not only each record's
        rep = VerifyReport()
        for i, rf in enumerate(chosen, 1):
            if progress and rerun:
                _progress(i, len(chosen), rf.label)
            rep.checks += verify(rf.path, rerun=rerun, **kw).checks
    code = rep.exit_code
    lines = rep.lines()
    arep = None
    if audit:
        arep = _audit(path, found, chosen, kw)
        lines += arep.lines()
        code = code or arep.exit_code
    if as_json:
        import dataclasses

        echo_json({"path": path, "rerun": rerun, "exit_code": code, "ok": code == 0,
                   "filter": {"policies": pol_filter, "scenarios": sc_filter},
                   "records": [_check_json(c) for c in rep.checks],
                   "audit": None if arep is None else dataclasses.asdict(arep)})
    else:
        for line in lines:
            click.echo(line)
    if code:
        raise click.exceptions.Exit(code)


def _audit(path: str, found: list[Any] | None, chosen: list[Any] | None,
           kw: dict[str, Any]) -> Any:
    """The audit of every record under ``path`` (bounds and references come from all of
    them), keeping the flags of the chosen records only when a filter was given."""
    from gridshift.benchmark.audit import audit as _run
    from gridshift.benchmark.audit import audit_path
    from gridshift.benchmark.verify import Given

    if found is None or chosen is None:
        _, arep = audit_path(path, require_signature=kw["require_signature"],
                             trusted_keys=kw["trusted_keys"],
                             given=Given.load(kw["suites"], kw["scenarios"]))
        return arep
    arep = _run(found)
    keys = {rf.record.get("key") for rf in chosen}
    arep.flags = [f for f in arep.flags if f.key in keys]
    arep.audited = len(chosen)
    return arep


def _progress(i: int, n: int, label: str) -> None:
    progress(f"[{i}/{n}] re-running {label}")


def _old_vouched(values: list[str], vouched: list[str], old: str, new: str,
                 mark: str) -> tuple[list[str], list[str]]:
    """Split ``--policy`` (``--scenario``) values into filters and, for one release, the old
    meaning: an existing file (``FILE.py:Class``, ``FILE.toml``) is a file you vouch for,
    with a warning."""
    filters = []
    for v in values:
        file = v.rpartition(":")[0] if mark == ".py:" else v
        if mark in v and file and Path(file).is_file():
            click.echo(f"warning: {old} {v}: a file you vouch for is deprecated and will be "
                       f"removed in the next release; use {new} {v} ({old} filters the "
                       "records by name)", err=True)
            vouched.append(v)
        else:
            filters.append(v)
    return filters, vouched


def _matches(value: Any, wanted: list[str]) -> bool:
    """``value`` (a record's policy or scenario) is one of ``wanted``: equal, equal but for
    its version suffix (``-vN``), or, for a policy file, equal by ``file.py:Class``."""
    import re

    if not wanted:
        return True
    v = str(value)
    base = re.sub(r"-v\d+$", "", v)
    for w in wanted:
        if w in (v, base):
            return True
        if ".py:" in w and ".py:" in v:
            wf, _, wc = w.rpartition(":")
            vf, _, vc = v.rpartition(":")
            if wc == vc and Path(wf).name == Path(vf).name:
                return True
    return False


def _chosen(path: str, policies: list[str], scenarios: list[str],
            kw: dict[str, Any]) -> tuple[list[Any], list[Any]]:
    """Every record under ``path`` checked offline, and those of the wanted policies and
    scenarios (exit 2 when none is); what is left out is counted on stderr."""
    from gridshift.benchmark.verify import Given, scan_records
    from gridshift.errors import GridshiftError

    found = scan_records(path, require_signature=kw["require_signature"],
                         trusted_keys=kw["trusted_keys"],
                         given=Given.load(kw["suites"], kw["scenarios"]))
    chosen = [rf for rf in found if rf.record is not None
              and _matches(rf.record.get("policy"), policies)
              and _matches(rf.record.get("scenario"), scenarios)]
    wanted = ", ".join([*(f"policy {p}" for p in policies),
                        *(f"scenario {s}" for s in scenarios)])
    if not chosen:
        raise GridshiftError(f"{path}: no record of {wanted} among its {len(found)} records")
    anonymous = sum(rf.record is None for rf in found)
    other = len(found) - len(chosen) - anonymous
    click.echo(f"checking {len(chosen)} records of {wanted}; left out: {other} of others"
               + (f", {anonymous} unreadable or missing" if anonymous else ""), err=True)
    return found, chosen


def _check_json(c: Any) -> dict[str, Any]:
    """One record's outcome, with the suite, split, scenario, policy and seed its file names
    (none for an unreadable or missing record)."""
    import dataclasses
    import json

    d = dataclasses.asdict(c)
    rec: dict[str, Any] = {}
    if c.status not in ("unreadable", "missing"):
        try:
            rec = json.loads(Path(c.path).read_text())
        except (OSError, ValueError):
            rec = {}
    for k in ("suite", "suite_version", "split", "scenario", "policy", "seed"):
        d[k] = rec.get(k) if isinstance(rec, dict) else None
    return d
