"""``gridshift scenarios list | show``."""

from __future__ import annotations

import click

from gridshift.errors import GridshiftError


@click.group("scenarios")
def scenarios() -> None:
    """Built-in scenarios."""


@scenarios.command("list")
def scenarios_list() -> None:
    """List the built-in scenarios."""
    from rich.console import Console
    from rich.table import Table

    from gridshift.scenario import builtin_scenarios, load_scenario

    t = Table()
    for c in ("id", "window (UTC)", "step", "regions", "track", "description"):
        t.add_column(c)
    for sid, path in builtin_scenarios().items():
        try:
            sc = load_scenario(path)
        except GridshiftError as exc:
            t.add_row(sid, "", "", "", "", f"[red]invalid: {exc}[/red]")
            continue
        name = sid if sid == sc.id else f"{sid} ({sc.id}, test split)"
        t.add_row(name, f"{sc.start:%Y-%m-%d} → {sc.end:%Y-%m-%d}", f"{sc.step_s} s",
                  str(len(sc.regions)), sc.track, sc.description)
    Console().print(t)


@scenarios.command("show")
@click.argument("scenario")
def scenarios_show(scenario: str) -> None:
    """Print a scenario's file and its spec hash."""
    from gridshift.scenario import load_scenario

    sc = load_scenario(scenario)
    if sc.path is not None:
        click.echo(sc.path.read_text().rstrip())
        click.echo(f"# file: {sc.path}")
    click.echo(f"# spec hash: {sc.spec_hash}")
