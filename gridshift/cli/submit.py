"""``gridshift submit``: check a policy, run the suite with it, write its submission."""

from __future__ import annotations

import click

from gridshift.cli._common import DEFAULT_RESULTS, _executor, exec_options


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
