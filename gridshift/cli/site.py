"""``gridshift site build``: the static leaderboard site from records alone."""

from __future__ import annotations

import click

from gridshift.cli._common import DEFAULT_RESULTS, echo_json, json_option, progress


@click.group("site")
def site() -> None:
    """The static leaderboard site (works from file://, no network)."""


@site.command("build")
@click.option("--results", type=click.Path(exists=True), default=DEFAULT_RESULTS,
              show_default=True, help="Folder (or store) of records.")
@click.option("--out", "out_dir", type=click.Path(file_okay=False), required=True,
              help="Site folder: new, empty, or a site built before for the same suite "
                   "(replaced); a folder holding anything else is refused, e.g. /tmp/gs-site.")
@click.option("--force", is_flag=True,
              help="Replace whatever --out holds (deletes its files), e.g. a site of another "
                   "suite or a folder without the .gridshift-site marker.")
@click.option("--split", "splits", multiple=True, type=click.Choice(["dev", "test"]),
              help="Splits to build, repeatable (default: every split present).")
@click.option("--plots/--no-plots", default=True, show_default=True,
              help="Draw the SVG plots (slower).")
@click.option("--layout", type=click.IntRange(1, 2), default=None,
              help="Site layout: 2 puts the test split first, adds a page per record and a "
                   "where-and-when timeline per policy (default: the committed site's, "
                   "gridshift.benchmark.site.DEFAULT_LAYOUT).")
@json_option
@click.option("--suite", "suite_name", default=None,
              help="Suite to show (default: the standard suite if present, else the one with "
                   "most records).")
def site_build(results: str, out_dir: str, force: bool, splits: tuple[str, ...], plots: bool,
               layout: int | None, as_json: bool, suite_name: str | None) -> None:
    """Build the leaderboard site: index, one page per scenario and policy, record copies.

    The site folder carries a marker (.gridshift-site: what wrote it, for which suite); a
    later build replaces only such a folder of the same suite, unless --force.
    """
    from gridshift.benchmark.site import build_site

    progress(f"building the site of {results} in {out_dir}"
             + (" (the SVG plots take longest)" if plots else ""))
    rep = build_site(results, out_dir, list(splits) or None, plots=plots, suite=suite_name,
                     force=force, layout=layout)
    if as_json:
        echo_json({"out": str(rep.out), "files": len(rep.files), "bytes": rep.size_bytes,
                   "records": rep.records, "splits": rep.splits})
        return
    click.echo(f"wrote {len(rep.files)} files ({rep.size_bytes / 1e6:.1f} MB, {rep.records} "
               f"records, splits {', '.join(rep.splits)}) to {rep.out}")
    click.echo(f"open {rep.out}/index.html")
