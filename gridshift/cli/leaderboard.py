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
def leaderboard_cmd(results: str, suite_name: str | None, version: str | None, split: str,
                    sort_by: str | None, track: str, weights: str | None, fmt: str,
                    out: str | None) -> None:
    """Build the leaderboard tables from records alone."""
    from gridshift.benchmark.leaderboard import render

    text = render(_leaderboard(results, suite_name, version, split, sort_by, track, weights),
                  fmt)
    if out:
        Path(out).parent.mkdir(parents=True, exist_ok=True)
        Path(out).write_text(text)
        click.echo(f"wrote {out}", err=True)
    else:
        click.echo(text, nl=False)
