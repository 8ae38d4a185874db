"""``gridshift submit``: check a policy, run the suite with it, write its submission."""

from __future__ import annotations

import click

from gridshift.cli._common import (
    DEFAULT_RESULTS,
    DEFAULT_SPLIT,
    _csv,
    _executor,
    _ints,
    echo_json,
    exec_options,
    json_option,
    results_table,
    scenarios_option,
    seeds_option,
    time_budget_option,
)


@click.command("submit")
@click.argument("policy_ref", metavar="FILE.py:Class")
@click.option("--name", required=True, help="Submission name (folder under "
                                            "results/submissions/).")
@click.option("--suite", "suite_ref", default=None,
              help="Suite (default: gs-v3, the standard suite).")
@click.option("--author", "authors", multiple=True, help="Author (repeat for several).")
@click.option("--description", default="", help="One line about the policy.")
@click.option("--split", type=click.Choice(["dev", "test"]), default=DEFAULT_SPLIT,
              show_default=True, help="dev to try; test for the held-out leaderboard numbers.")
@scenarios_option("default: all of the suite's; a partial submission has no suite row")
@seeds_option("default: the split's")
@click.option("--results", "results_dir", type=click.Path(file_okay=False),
              default=DEFAULT_RESULTS, show_default=True)
@time_budget_option
@click.option("--force", is_flag=True,
              help="Replace the records of an existing submission folder of this --name even "
                   "if it is of another policy or holds files submit did not write.")
@exec_options
@json_option
def submit_cmd(policy_ref: str, name: str, suite_ref: str | None, authors: tuple[str, ...],
               description: str, split: str, scenarios: tuple[str, ...],
               seeds: tuple[str, ...], results_dir: str, time_budget: float,
               force: bool, executor: str, scheduler: str | None, workers: int | None, store: str,
               max_retries: int, progress: bool, as_json: bool) -> None:
    """Check a policy, run the suite with it in isolation, and write its submission folder."""
    from gridshift.benchmark.suite import submit

    out, rep = submit(policy_ref, name, suite_ref, store, authors=list(authors),
                      description=description, split=split, results_dir=results_dir,
                      executor=_executor(executor, workers, scheduler),
                      time_budget_s=time_budget, progress=progress,
                      scenarios=_csv(scenarios) or None, seeds=_ints(seeds), force=force)
    from gridshift.benchmark.leaderboard import load_records

    if as_json:
        echo_json({"submission": str(out), "exit_code": rep.exit_code,
                   "keys": list(rep.keys), "records": load_records(out / "records")})
        if rep.exit_code:
            raise click.exceptions.Exit(rep.exit_code)
        return
    for line in rep.lines():
        click.echo(line)
    results_table(load_records(out / "records"), split)
    click.echo(f"submission written to {out}")
    if rep.exit_code:
        raise click.exceptions.Exit(rep.exit_code)
