"""Command line of the benchmark: ``suite run|show``, ``submit``, ``verify``, ``leaderboard``,
``plot``.  Thin: parses options, calls gridshift.runners / gridshift.benchmark, prints.

:data:`COMMANDS` is what the main ``gridshift`` group adds.  :class:`GridshiftError` is not
caught here: the main group maps it to exit code 2.  A sweep with failed cells and a verify
with differences exit with status 1.
"""

from __future__ import annotations

import json
import os
from pathlib import Path

import click

from gridshift.errors import GridshiftError

__all__ = ["COMMANDS"]

DEFAULT_STORE = os.environ.get("GRIDSHIFT_STORE", ".gridshift/store")
DEFAULT_RESULTS = "results"


def _csv(values: tuple[str, ...]) -> list[str]:
    return [v.strip() for s in values for v in s.split(",") if v.strip()]


def _ints(values: tuple[str, ...]) -> list[int] | None:
    items = _csv(values)
    if not items:
        return None
    out: list[int] = []
    for v in items:
        if "-" in v[1:] and v[0] != "-":
            lo, hi = v.split("-", 1)
            out.extend(range(int(lo), int(hi) + 1))
        else:
            try:
                out.append(int(v))
            except ValueError:
                raise GridshiftError(f"--seeds: {v!r} is not an integer or a range a-b") \
                    from None
    return out


def _executor(kind: str, workers: int | None, scheduler: str | None):  # noqa: ANN202
    from gridshift.runners.executors import make_executor

    if scheduler and kind != "dask":
        raise GridshiftError("--scheduler needs --executor dask")
    return make_executor(kind, workers, scheduler)


_exec_opts = [
    click.option("--executor", type=click.Choice(["serial", "process", "dask"]),
                 default="process", show_default=True, help="Where cells run."),
    click.option("--scheduler", metavar="ADDR", default=None,
                 help="Dask scheduler tcp://HOST:PORT (default: a LocalCluster on 127.0.0.1)."),
    click.option("--workers", type=click.IntRange(min=1), default=None,
                 help="Worker processes (default: os.cpu_count())."),
    click.option("--store", type=click.Path(file_okay=False), default=DEFAULT_STORE,
                 show_default=True, help="Record store (env GRIDSHIFT_STORE)."),
    click.option("--max-retries", type=click.IntRange(min=0), default=2, show_default=True,
                 help="Retries of a cell whose worker died."),
    click.option("--progress/--no-progress", default=True, help="Show the progress bar."),
]


def exec_options(f):  # noqa: ANN001, ANN201
    for opt in reversed(_exec_opts):
        f = opt(f)
    return f


@click.group("suite")
def suite() -> None:
    """Run and inspect benchmark suites."""


@suite.command("run")
@click.argument("suite_ref", metavar="[SUITE]", required=False)
@click.option("--policies", "-p", multiple=True,
              help="Policy ids or FILE.py:Class, comma-separated or repeated "
                   "(default: the suite's list). local-now-v1 is always added.")
@click.option("--seeds", multiple=True, help="Seeds for every scenario, e.g. 1,2,3 or 1-5 "
                                             "(default: the split's seeds).")
@click.option("--scenarios", "-s", multiple=True,
              help="Only these scenario ids of the suite, comma-separated or repeated "
                   "(default: all).")
@click.option("--split", type=click.Choice(["dev", "test"]), default="dev", show_default=True)
@click.option("--isolate/--no-isolate", default=False,
              help="Run each policy in its own process (as leaderboard runs do).")
@click.option("--force", is_flag=True, help="Recompute cells that are already stored.")
@click.option("--keep-failed", is_flag=True, help="Do not retry cells stored as failed.")
@click.option("--export", "export_dir", type=click.Path(file_okay=False), default=None,
              help="Also copy the sweep's summaries to DIR/<suite>-v<version>/<split>/.")
@exec_options
def suite_run(suite_ref: str | None, policies: tuple[str, ...], seeds: tuple[str, ...],
              scenarios: tuple[str, ...], split: str, isolate: bool, force: bool, keep_failed: bool,
              export_dir: str | None, executor: str, scheduler: str | None,
              workers: int | None, store: str, max_retries: int, progress: bool) -> None:
    """Run a suite (default: the standard suite, gs-v1) and store one record per cell."""
    from gridshift.benchmark.suite import load_suite, suite_cells
    from gridshift.runners.store import Store, atomic_write
    from gridshift.runners.sweep import run_sweep

    su = load_suite(suite_ref)
    cells = suite_cells(su, _csv(policies) or None, seeds=_ints(seeds), split=split,
                        isolate=isolate, scenarios=_csv(scenarios) or None)
    ex = _executor(executor, workers, scheduler)
    click.echo(f"suite {su.name} v{su.version} ({split}), {len(cells)} cells on "
               f"{ex.describe()}, store {store}", err=True)
    st = Store(store)
    rep = run_sweep(cells, st, ex, retry_failed=not keep_failed, max_retries=max_retries,
                    force=force, progress=progress)
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
    if rep.exit_code:
        raise click.exceptions.Exit(rep.exit_code)


@suite.command("show")
@click.argument("suite_ref", metavar="[SUITE]", required=False)
def suite_show(suite_ref: str | None) -> None:
    """Print a suite's scenarios, seeds and hash."""
    from gridshift.benchmark.suite import load_suite, suite_hash

    su = load_suite(suite_ref)
    click.echo(f"{su.name} v{su.version}: {su.description}")
    click.echo(f"folder: {su.path}")
    click.echo(f"hash:   {suite_hash(su)}")
    for s in su.scenarios:
        test = f" (test window: {s.file_test.name})" if s.file_test != s.file else ""
        click.echo(f"  {s.id:<24} {s.file.name}{test}  track={s.track or 'scenario'}  "
                   f"dev={list(s.seeds_dev)} test={list(s.seeds_test)}")


@click.command("submit")
@click.argument("policy_ref", metavar="FILE.py:Class")
@click.option("--name", required=True, help="Submission name (folder under "
                                            "results/submissions/).")
@click.option("--suite", "suite_ref", default=None, help="Suite (default: gs-v1).")
@click.option("--author", "authors", multiple=True, help="Author (repeat for several).")
@click.option("--description", default="", help="One line about the policy.")
@click.option("--split", type=click.Choice(["dev", "test"]), default="test", show_default=True)
@click.option("--results", "results_dir", type=click.Path(file_okay=False),
              default=DEFAULT_RESULTS, show_default=True)
@click.option("--time-budget", type=float, default=None,
              help="Per-decision time budget of the isolated policy [s].")
@exec_options
def submit_cmd(policy_ref: str, name: str, suite_ref: str | None, authors: tuple[str, ...],
               description: str, split: str, results_dir: str, time_budget: float | None,
               executor: str, scheduler: str | None, workers: int | None, store: str,
               max_retries: int, progress: bool) -> None:
    """Check a policy, run the suite with it in isolation, and write its submission folder."""
    from gridshift.benchmark.suite import submit

    out, rep = submit(policy_ref, name, suite_ref, store, authors=list(authors),
                      description=description, split=split, results_dir=results_dir,
                      executor=_executor(executor, workers, scheduler),
                      time_budget_s=time_budget, progress=progress)
    for line in rep.lines():
        click.echo(line)
    click.echo(f"submission written to {out}")
    if rep.exit_code:
        raise click.exceptions.Exit(rep.exit_code)


@click.command("verify")
@click.argument("path", type=click.Path(exists=True))
@click.option("--no-rerun", is_flag=True, help="Only check keys and content hashes.")
def verify_cmd(path: str, no_rerun: bool) -> None:
    """Re-run every record under PATH and compare it bit for bit (exit 1 on a difference)."""
    from gridshift.benchmark.verify import verify

    rep = verify(path, rerun=not no_rerun)
    for line in rep.lines():
        click.echo(line)
    if rep.exit_code:
        raise click.exceptions.Exit(rep.exit_code)


def _leaderboard(results: str, suite_name: str | None, version: str | None, split: str,
                 sort_by: str):  # noqa: ANN202
    from gridshift.benchmark.leaderboard import build_leaderboard, load_records

    recs = load_records(results)
    if not recs:
        raise GridshiftError(f"{results}: no records found (run `gridshift suite run` first, "
                             "or give --results DIR)")
    return build_leaderboard(recs, suite_name, version, None if split == "any" else split,
                             sort_by)


_lb_opts = [
    click.option("--results", type=click.Path(exists=True), default=DEFAULT_RESULTS,
                 show_default=True, help="Folder (or store) of records."),
    click.option("--suite", "suite_name", default=None,
                 help="Suite name (default: the one with most records)."),
    click.option("--version", default=None, help="Suite version (default: the newest)."),
    click.option("--split", type=click.Choice(["dev", "test", "any"]), default="test",
                 show_default=True),
    click.option("--sort-by", type=click.Choice(["score", "carbon", "energy", "cost", "water",
                                                 "slo_pct", "p95_wait_min"]),
                 default="score", show_default=True),
]


def lb_options(f):  # noqa: ANN001, ANN201
    for opt in reversed(_lb_opts):
        f = opt(f)
    return f


@click.command("leaderboard")
@lb_options
@click.option("--format", "fmt", type=click.Choice(["md", "csv", "tex", "html"]), default="md",
              show_default=True)
@click.option("--out", type=click.Path(dir_okay=False), default=None,
              help="Write to FILE (default: stdout).")
def leaderboard_cmd(results: str, suite_name: str | None, version: str | None, split: str,
                    sort_by: str, fmt: str, out: str | None) -> None:
    """Build the leaderboard tables from records alone."""
    from gridshift.benchmark.leaderboard import render

    text = render(_leaderboard(results, suite_name, version, split, sort_by), fmt)
    if out:
        Path(out).parent.mkdir(parents=True, exist_ok=True)
        Path(out).write_text(text)
        click.echo(f"wrote {out}", err=True)
    else:
        click.echo(text, nl=False)


@click.group("plot")
def plot() -> None:
    """Plots (PNG): `pareto` from records, `load` from a run."""


@plot.command("pareto")
@lb_options
@click.option("--out", "out_dir", type=click.Path(file_okay=False), default="results/plots",
              show_default=True, help="Folder for pareto-<scenario>.png.")
def plot_pareto_cmd(results: str, suite_name: str | None, version: str | None, split: str,
                    sort_by: str, out_dir: str) -> None:
    """Carbon saving vs SLO violation rate per scenario, with the Pareto front."""
    from gridshift.benchmark.plots import plot_pareto

    for f in plot_pareto(_leaderboard(results, suite_name, version, split, sort_by), out_dir):
        click.echo(str(f))


@plot.command("load")
@click.argument("scenario", required=False)
@click.option("--policy", default="local-now", show_default=True)
@click.option("--seed", type=int, default=None)
@click.option("--out", "out_file", type=click.Path(dir_okay=False), default="load.png",
              show_default=True)
def plot_load_cmd(scenario: str | None, policy: str, seed: int | None, out_file: str) -> None:
    """One run's per-region load over time against carbon intensity."""
    import gridshift
    from gridshift.benchmark.plots import plot_load

    click.echo(str(plot_load(gridshift.run(scenario, policy=policy, seed=seed), out_file)))


#: The commands the main ``gridshift`` group adds.
COMMANDS: list[click.Command] = [suite, submit_cmd, verify_cmd, leaderboard_cmd, plot]
