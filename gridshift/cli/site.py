"""``gridshift site build``: the static leaderboard site from records alone."""

from __future__ import annotations

import click

from gridshift.cli._common import DEFAULT_RESULTS


@click.group("site")
def site() -> None:
    """The static leaderboard site (works from file://, no network)."""


@site.command("build")
@click.option("--results", type=click.Path(exists=True), default=DEFAULT_RESULTS,
              show_default=True, help="Folder (or store) of records.")
@click.option("--out", "out_dir", type=click.Path(file_okay=False), required=True,
              help="Site folder (emptied first), e.g. results/site.")
@click.option("--split", "splits", multiple=True, type=click.Choice(["dev", "test"]),
              help="Splits to build, repeatable (default: every split present).")
@click.option("--plots/--no-plots", default=True, show_default=True,
              help="Draw the SVG plots (slower).")
@click.option("--suite", "suite_name", default=None,
              help="Suite to show (default: the standard suite if present, else the one with "
                   "most records).")
def site_build(results: str, out_dir: str, splits: tuple[str, ...], plots: bool,
               suite_name: str | None) -> None:
    """Build the leaderboard site: index, one page per scenario and policy, record copies."""
    from gridshift.benchmark.site import build_site

    rep = build_site(results, out_dir, list(splits) or None, plots=plots, suite=suite_name)
    click.echo(f"wrote {len(rep.files)} files ({rep.size_bytes / 1e6:.1f} MB, {rep.records} "
               f"records, splits {', '.join(rep.splits)}) to {rep.out}")
    click.echo(f"open {rep.out}/index.html")
