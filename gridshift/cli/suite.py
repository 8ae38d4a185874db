"""``gridshift suite run | show``."""

from __future__ import annotations

import json
from pathlib import Path

import click

from gridshift.cli._common import (
    DEFAULT_SPLIT,
    _csv,
    _executor,
    _ints,
    echo_json,
    exec_options,
    json_option,
    policies_option,
    results_table,
    scenarios_option,
    seeds_option,
)


@click.group("suite")
def suite() -> None:
    """Run and inspect benchmark suites."""


@suite.command("run")
@click.argument("suite_ref", metavar="[SUITE]", required=False)
@policies_option("default: the suite's list; local-now-v1 is always added")
@click.option("--table/--no-table", default=True, show_default=True,
              help="End with the results table (savings vs local-now, mean ± 95 % CI).")
@seeds_option("default: the split's seeds")
@scenarios_option("only these of the suite; default: all")
@click.option("--split", type=click.Choice(["dev", "test"]), default=DEFAULT_SPLIT,
              show_default=True)
@click.option("--isolate/--no-isolate", default=False,
              help="Run the built-in policies in the sandboxed policy process too (policy "
                   "files and plugins always run sandboxed).")
@click.option("--force", is_flag=True, help="Recompute cells that are already stored.")
@click.option("--keep-failed", is_flag=True, help="Do not retry cells stored as failed.")
@click.option("--export", "export_dir", type=click.Path(file_okay=False), default=None,
              help="Also copy the sweep's summaries to DIR/<suite>-v<version>/<split>/.")
@exec_options
@json_option
def suite_run(suite_ref: str | None, policies: tuple[str, ...], old_policies: tuple[str, ...],
              as_json: bool, seeds: tuple[str, ...],
              table: bool, scenarios: tuple[str, ...], split: str, isolate: bool, force: bool,
              keep_failed: bool, export_dir: str | None, executor: str, scheduler: str | None,
              workers: int | None, store: str, max_retries: int, progress: bool) -> None:
    """Run a suite (default: the standard suite, gs-v3) and store one record per cell."""
    from gridshift.benchmark.suite import load_suite, suite_cells
    from gridshift.runners.store import Store, atomic_write
    from gridshift.runners.sweep import run_sweep

    su = load_suite(suite_ref)
    policies = policies + old_policies
    seed_list = _ints(seeds)
    _check_policy_refs(_csv(policies))
    cells = suite_cells(su, _csv(policies) or None, seeds=seed_list, split=split,
                        isolate=isolate, scenarios=_csv(scenarios) or None)
    ex = _executor(executor, workers, scheduler)
    click.echo(f"suite {su.name} v{su.version} ({split}), {len(cells)} cells on "
               f"{ex.describe()}, store {store}", err=True)
    st = Store(store)
    rep = run_sweep(cells, st, ex, retry_failed=not keep_failed, max_retries=max_retries,
                    force=force, progress=progress)
    if as_json:
        echo_json({"suite": su.name, "suite_version": su.version, "split": split,
                   "cells": len(cells), "keys": list(rep.keys), "exit_code": rep.exit_code,
                   "records": [st.get(k) if k else None for k in rep.keys]})
        if rep.exit_code:
            raise click.exceptions.Exit(rep.exit_code)
        return
    for line in rep.lines():
        click.echo(line)
    if export_dir:
        d = Path(export_dir) / f"{su.name}-v{su.version}" / split
        n = 0
        for k in rep.keys:
            rec = st.get(k) if k else None
            if rec is not None:
                atomic_write(d / f"{k}.json",
                             (json.dumps(rec, indent=2, sort_keys=True) + "\n").encode())
                n += 1
        click.echo(f"exported {n} summaries to {d}")
    if table:
        results_table([st.get(k) if k else None for k in rep.keys], split)
    if rep.exit_code:
        raise click.exceptions.Exit(rep.exit_code)


def _check_policy_refs(refs: list[str]) -> None:
    """Fail fast (exit 2) on an unknown policy id or a missing policy file, before any cell
    runs; no user code is imported here (that happens in the cells, isolated if asked)."""
    from pathlib import Path

    from gridshift.errors import PolicyError
    from gridshift.policies.registry import _resolve_id

    for ref in refs:
        if ":" in ref:
            path = ref.rsplit(":", 1)[0]
            if not Path(path).is_file():
                raise PolicyError(f"--policy: {path}: policy file not found (in {ref!r}; "
                                  "expected path/to/file.py:ClassName)")
        else:
            _resolve_id(ref)


@suite.command("show")
@click.argument("suite_ref", metavar="[SUITE]", required=False)
@json_option
def suite_show(suite_ref: str | None, as_json: bool) -> None:
    """Print a suite's scenarios, seeds and hash."""
    from gridshift.benchmark.suite import load_suite, suite_hash

    su = load_suite(suite_ref)
    if as_json:
        echo_json({"suite": su.name, "version": su.version, "description": su.description,
                   "path": str(su.path), "hash": suite_hash(su),
                   "scenarios": [{"id": s.id, "file": s.file.name, "file_test": s.file_test.name,
                                  "track": s.track, "seeds_dev": list(s.seeds_dev),
                                  "seeds_test": list(s.seeds_test)} for s in su.scenarios]})
        return
    click.echo(f"{su.name} v{su.version}: {su.description}")
    click.echo(f"folder: {su.path}")
    click.echo(f"hash:   {suite_hash(su)}")
    for s in su.scenarios:
        test = f" (test window: {s.file_test.name})" if s.file_test != s.file else ""
        click.echo(f"  {s.id:<24} {s.file.name}{test}  track={s.track or 'scenario'}  "
                   f"dev={list(s.seeds_dev)} test={list(s.seeds_test)}")
