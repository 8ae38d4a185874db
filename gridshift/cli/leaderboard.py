"""``gridshift leaderboard``: tables from records alone."""

from __future__ import annotations

from pathlib import Path

import click

from gridshift.cli._common import _leaderboard, lb_options, rank_options


@click.command("leaderboard")
@lb_options
@rank_options
@click.option("--format", "fmt", type=click.Choice(["md", "csv", "tex", "html"]), default="md",
              show_default=True)
@click.option("--out", type=click.Path(dir_okay=False), default=None,
              help="Write to FILE (default: stdout).")
@click.option("--per-seed-csv", "per_seed_csv", type=click.Path(dir_okay=False), default=None,
              help="Also write every (scenario, policy, seed) value to this CSV file.")
@click.option("--require-sandbox", is_flag=True,
              help="Refuse records of non-built-in policies that did not run under bubblewrap.")
@click.option("--require-signature", is_flag=True, help="Refuse unsigned records.")
@click.option("--project-keys/--any-key", "project_keys", default=None,
              help="Rank only records signed by a maintainer key this gridshift ships "
                   "(default: on for an official results folder, one holding "
                   "maintainer-keys.txt; off elsewhere).")
def leaderboard_cmd(results: str, suite_name: str | None, version: str | None, split: str,
                    sort_by: str | None, track: str, weights: str | None, fmt: str,
                    out: str | None, per_seed_csv: str | None, require_sandbox: bool,
                    require_signature: bool, project_keys: bool | None) -> None:
    """Build the leaderboard tables from records alone (no re-run).

    Savings are in % vs local-now-v1 on the same scenario and seed; exit 2 when RESULTS
    holds no record of the split. Records failing the offline checks of
    `gridshift verify --no-rerun` are listed under "Not included", never used.
    """
    from gridshift.benchmark.leaderboard import render

    lb = _leaderboard(results, suite_name, version, split, sort_by, track, weights,
                      require_sandbox, require_signature, project_keys)
    text = render(lb, fmt)
    if per_seed_csv:
        from gridshift.benchmark.site import per_seed_csv as _per_seed

        Path(per_seed_csv).parent.mkdir(parents=True, exist_ok=True)
        Path(per_seed_csv).write_text(_per_seed(lb))
        click.echo(f"wrote {per_seed_csv}", err=True)
    if out:
        Path(out).parent.mkdir(parents=True, exist_ok=True)
        Path(out).write_text(text)
        click.echo(f"wrote {out}", err=True)
    else:
        click.echo(text, nl=False)
