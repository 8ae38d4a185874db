"""``gridshift submit``: check a policy, run the suite with it, write its submission."""

from __future__ import annotations

import click

from gridshift.cli._common import (
    DEFAULT_RESULTS,
    DEFAULT_SPLIT,
    _csv,
    _executor,
    _ints,
    exec_options,
    results_table,
)


@click.command("submit")
@click.argument("policy_ref", metavar="FILE.py:Class")
@click.option("--name", required=True, help="Submission name (folder under "
                                            "results/submissions/).")
@click.option("--suite", "suite_ref", default=None,
              help="Suite (default: gs-v2, the standard suite).")
@click.option("--author", "authors", multiple=True, help="Author (repeat for several).")
@click.option("--description", default="", help="One line about the policy.")
@click.option("--split", type=click.Choice(["dev", "test"]), default=DEFAULT_SPLIT,
              show_default=True, help="dev to try; test for the held-out leaderboard numbers.")
@click.option("--scenarios", "-s", multiple=True,
              help="Only these scenario ids of the suite, comma-separated or repeated "
                   "(default: all; a partial submission has no suite row).")
@click.option("--seeds", multiple=True,
              help="Seeds for every scenario, e.g. 1,2,3 or 1-5 (default: the split's).")
@click.option("--results", "results_dir", type=click.Path(file_okay=False),
              default=DEFAULT_RESULTS, show_default=True)
@click.option("--time-budget", type=float, default=None,
              help="Per-decision time budget of the isolated policy [s].")
@click.option("--force", is_flag=True,
              help="Replace the records of an existing submission folder of this --name even "
                   "if it is of another policy or holds files submit did not write.")
@exec_options
def submit_cmd(policy_ref: str, name: str, suite_ref: str | None, authors: tuple[str, ...],
               description: str, split: str, scenarios: tuple[str, ...],
               seeds: tuple[str, ...], results_dir: str, time_budget: float | None,
               force: bool, executor: str, scheduler: str | None, workers: int | None, store: str,
               max_retries: int, progress: bool) -> None:
    """Check a policy, run the suite with it in isolation, and write its submission folder."""
    from gridshift.benchmark.suite import submit

    out, rep = submit(policy_ref, name, suite_ref, store, authors=list(authors),
                      description=description, split=split, results_dir=results_dir,
                      executor=_executor(executor, workers, scheduler),
                      time_budget_s=time_budget, progress=progress,
                      scenarios=_csv(scenarios) or None, seeds=_ints(seeds), force=force)
    for line in rep.lines():
        click.echo(line)
    from gridshift.benchmark.leaderboard import load_records

    results_table(load_records(out / "records"), split)
    click.echo(f"submission written to {out}")
    if rep.exit_code:
        raise click.exceptions.Exit(rep.exit_code)
