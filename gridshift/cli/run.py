"""``gridshift run``: one scenario, one policy, one seed."""

from __future__ import annotations

import json

import click

from gridshift.cli._common import _UNITS, _fmt, seed_option


@click.command("run")
@click.argument("scenario", required=False)
@click.option("--policy", "policy", default="local-now", show_default=True,
              help="Policy id, or path/to/file.py:ClassName.")
@seed_option
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
