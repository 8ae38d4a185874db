"""``gridshift scenarios list | show``."""

from __future__ import annotations

from typing import Any

import click

from gridshift.cli._common import echo_json, json_option
from gridshift.errors import GridshiftError


@click.group("scenarios")
def scenarios() -> None:
    """Built-in scenarios."""


@scenarios.command("list")
@json_option
def scenarios_list(as_json: bool) -> None:
    """List the built-in scenarios."""
    from rich.console import Console
    from rich.table import Table

    from gridshift.scenario import builtin_scenarios, load_scenario

    t = Table()
    # ids are never cut: the id column does not wrap; the description folds
    t.add_column("id", no_wrap=True, overflow="ignore")
    for c in ("window (UTC)", "step", "regions", "track"):
        t.add_column(c, no_wrap=True)
    t.add_column("description", overflow="fold", min_width=30)
    rows: list[dict[str, Any]] = []
    for sid, path in builtin_scenarios().items():
        try:
            sc = load_scenario(path)
        except GridshiftError as exc:
            t.add_row(sid, "", "", "", "", f"[red]invalid: {exc}[/red]")
            rows.append({"id": sid, "error": str(exc)})
            continue
        name = sid if sid == sc.id else f"{sid} ({sc.id}, test split)"
        t.add_row(name, f"{sc.start:%Y-%m-%d} → {sc.end:%Y-%m-%d}", f"{sc.step_s} s",
                  str(len(sc.regions)), sc.track, sc.description)
        rows.append({"id": sid, "scenario_id": sc.id, "start": sc.start.isoformat(),
                     "end": sc.end.isoformat(), "step_s": sc.step_s,
                     "regions": len(sc.regions), "track": sc.track,
                     "description": sc.description})
    if as_json:
        echo_json({"scenarios": rows})
        return
    con = Console()
    longest = max((len(r["id"]) + len(r.get("scenario_id", "")) for r in rows), default=0)
    Console(width=max(con.width if con.is_terminal else 200, longest + 110)).print(t)


@scenarios.command("show")
@click.argument("scenario")
@json_option
def scenarios_show(scenario: str, as_json: bool) -> None:
    """Print a scenario's file and its spec hash."""
    from gridshift.scenario import load_scenario

    sc = load_scenario(scenario)
    if as_json:
        echo_json({"id": sc.id, "path": str(sc.path) if sc.path else None,
                   "spec_hash": sc.spec_hash,
                   "toml": sc.path.read_text() if sc.path is not None else None})
        return
    if sc.path is not None:
        click.echo(sc.path.read_text().rstrip())
        click.echo(f"# file: {sc.path}")
    click.echo(f"# spec hash: {sc.spec_hash}")
