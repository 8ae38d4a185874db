"""``gridshift leaderboard``: tables from records alone."""

from __future__ import annotations

from pathlib import Path

import click

from gridshift.cli._common import _leaderboard, lb_options


@click.command("leaderboard")
@lb_options
@click.option("--format", "fmt", type=click.Choice(["md", "csv", "tex", "html"]), default="md",
              show_default=True)
@click.option("--out", type=click.Path(dir_okay=False), default=None,
              help="Write to FILE (default: stdout).")
@click.option("--require-sandbox", is_flag=True,
              help="Refuse records of non-built-in policies that did not run under bubblewrap.")
@click.option("--require-signature", is_flag=True, help="Refuse unsigned records.")
def leaderboard_cmd(results: str, suite_name: str | None, version: str | None, split: str,
                    sort_by: str, fmt: str, out: str | None, require_sandbox: bool,
                    require_signature: bool) -> None:
    """Build the leaderboard tables from records alone (records failing the offline checks
    of `gridshift verify --no-rerun` are listed under "Not included", never used)."""
    from gridshift.benchmark.leaderboard import render

    text = render(_leaderboard(results, suite_name, version, split, sort_by, require_sandbox,
                               require_signature), fmt)
    if out:
        Path(out).parent.mkdir(parents=True, exist_ok=True)
        Path(out).write_text(text)
        click.echo(f"wrote {out}", err=True)
    else:
        click.echo(text, nl=False)
