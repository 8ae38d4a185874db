"""The ``gridshift`` command line: thin click commands that parse, call the API, print.

Exit codes: 0 ok; 2 usage or input error (the message names the file and the field); 1 internal
failure.
"""

from __future__ import annotations

import importlib
import json
import sys
import traceback
from typing import Any

import click

from gridshift.errors import GridshiftError

__all__ = ["main"]


class _Group(click.Group):
    """A click group that turns user errors into exit code 2 and crashes into exit code 1."""

    def invoke(self, ctx: click.Context) -> Any:
        try:
            return super().invoke(ctx)
        except GridshiftError as exc:
            click.echo(f"error: {exc}", err=True)
            ctx.exit(2)
        except (click.exceptions.Exit, click.exceptions.Abort, click.ClickException):
            raise
        except KeyboardInterrupt:
            click.echo("interrupted", err=True)
            ctx.exit(130)
        except Exception:  # noqa: BLE001 - the internal-failure exit code
            click.echo("internal error (please report it):", err=True)
            click.echo(traceback.format_exc(), err=True)
            ctx.exit(1)


@click.group(cls=_Group)
@click.version_option(package_name="gridshift")
def main() -> None:
    """gridshift: benchmark carbon- and energy-aware scheduling of AI workloads."""


def _fmt(v: Any) -> str:
    if v is None:
        return "n/a"
    if isinstance(v, float):
        return f"{v:,.4g}" if abs(v) < 1e4 else f"{v:,.0f}"
    return str(v)


_UNITS = {
    "jobs": "", "jobs_completed": "", "jobs_unfinished": "", "gpu_hours": "GPU-h",
    "energy_it_kwh": "kWh", "energy_facility_kwh": "kWh", "energy_transfer_kwh": "kWh",
    "carbon_kg": "kgCO2e", "carbon_embodied_kg": "kgCO2e", "water_l": "L", "water_onsite_l": "L",
    "water_offsite_l": "L", "energy_cost_usd": "USD", "egress_cost_usd": "USD", "cost_usd": "USD",
    "slo_violations": "", "slo_violation_rate": "", "mean_wait_s": "s", "p95_wait_s": "s",
    "data_moved_gb": "GB", "pue_effective": "",
}


@main.command()
@click.argument("scenario", required=False)
@click.option("--policy", "policy", default="local-now", show_default=True,
              help="Policy id, or path/to/file.py:ClassName.")
@click.option("--seed", type=int, default=None, help="Seed (default: the scenario's).")
@click.option("--track", type=click.Choice(["forecast", "clairvoyant"]), default=None,
              help="Information track (default: the scenario's).")
@click.option("--isolate/--no-isolate", default=False, show_default=True,
              help="Run the policy in its own process (as suite and submission runs do).")
@click.option("--json", "as_json", is_flag=True, help="Print one JSON object.")
@click.option("--out", "out_dir", type=click.Path(file_okay=False), default=None,
              help="Write jobs.parquet and summary.json here.")
def run(scenario: str | None, policy: str, seed: int | None, track: str | None, isolate: bool,
        as_json: bool, out_dir: str | None) -> None:
    """Run POLICY on SCENARIO (an id or a .toml path; default: the quickstart)."""
    from gridshift import build_world, load_policy, load_scenario
    from gridshift.sim.run import simulate

    sc = load_scenario(scenario)
    world = build_world(sc, seed)
    if isolate:
        from gridshift.policies.isolation import IsolatedPolicy

        with IsolatedPolicy(policy, {}) as iso:
            result = simulate(world, iso, track=track)
    else:
        result = simulate(world, load_policy(policy), track=track)
    if out_dir:
        result.write(out_dir)
    summary = result.summary()
    if as_json:
        click.echo(json.dumps(summary, sort_keys=True))
        return
    from rich.console import Console
    from rich.table import Table

    t = Table(title=f"{sc.id} · {result.policy} · seed {result.seed}")
    t.add_column("metric")
    t.add_column("value", justify="right")
    t.add_column("unit")
    for k, v in summary["metrics"].items():
        if isinstance(v, dict):
            v = ", ".join(f"{r} {x:.0%}" for r, x in v.items())
        t.add_row(k, _fmt(v), _UNITS.get(k, ""))
    con = Console()
    con.print(t)
    con.print(f"scenario hash {result.scenario_hash[:16]}…  simulated {world.n_steps} epochs in "
              f"{result.schedule.wall_time_s:.2f} s (policy {result.schedule.policy_time_s:.2f} s)")
    for note in world.notes:
        con.print(f"note: {note}")
    if out_dir:
        con.print(f"wrote {out_dir}/jobs.parquet and {out_dir}/summary.json")


@main.group()
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


def _register_optional() -> None:
    """Add command groups that live beside their packages (datasets, policies, benchmark)."""
    for mod, attr in (("gridshift.cli_datasets", "datasets"),
                      ("gridshift.cli_policies", "policies"),
                      ("gridshift.cli_bench", "COMMANDS")):
        try:
            m = importlib.import_module(mod)
        except ModuleNotFoundError as exc:
            if exc.name == mod:
                continue
            raise
        obj = getattr(m, attr, None)
        for cmd in (obj if isinstance(obj, list | tuple) else [obj]):
            if isinstance(cmd, click.Command):
                main.add_command(cmd)


_register_optional()


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
