"""``gridshift run``: one scenario, one policy, one seed."""

from __future__ import annotations

import json

import click

from gridshift.cli._common import (
    _UNITS,
    _fmt,
    json_option,
    policy_option,
    seed_option,
    time_budget_option,
)


@click.command("run")
@click.argument("scenario", required=False)
@policy_option("local-now")
@seed_option
@click.option("--track", type=click.Choice(["forecast", "clairvoyant"]), default=None,
              help="Information track (default: the scenario's).")
@click.option("--trusted", is_flag=True,
              help="Run a FILE.py:Class policy in this process (your own code only). By "
                   "default any policy that is not a built-in one runs sandboxed.")
@click.option("--isolate", is_flag=True,
              help="Run even a built-in policy in the sandboxed policy process.")
@time_budget_option
@json_option
@click.option("--out", "out_dir", type=click.Path(file_okay=False), default=None,
              help="Write jobs.parquet and summary.json here.")
def run(scenario: str | None, policy: str, seed: int | None, track: str | None, trusted: bool,
        isolate: bool, time_budget: float, as_json: bool, out_dir: str | None) -> None:
    """Run POLICY on SCENARIO (an id or a .toml path; default: the quickstart).

    Built-in policies run in this process; any other policy runs in the sandbox (bubblewrap:
    no network, none of your files) unless --trusted is given.
    """
    from gridshift import build_world, load_scenario
    from gridshift.policies.isolation import make_runner
    from gridshift.sim.run import simulate

    if trusted and isolate:
        raise click.UsageError("--trusted and --isolate contradict each other; give one")
    sc = load_scenario(scenario)
    world = build_world(sc, seed)
    runner, isolation = make_runner(policy, {}, trusted=True if trusted else None,
                                    time_budget_s=time_budget, sandbox=isolate)
    try:
        result = simulate(world, runner, track=track)
    except BaseException:
        runner.close()
        raise
    if policy.startswith(("exec:", "tcp:")):  # an external scheduler: `bye` with the record
        runner.close({"scenario": result.scenario, "scenario_hash": result.scenario_hash,
                      "policy": result.policy, "seed": result.seed,
                      "jobs_sha256": result.jobs_sha256()})
    else:
        runner.close()
    if out_dir:
        result.write(out_dir)
    summary = result.summary()
    if as_json:
        # the notes of the World build (gaps filled, edges extended, jobs left out), as the
        # text output prints them; not part of the record (summary.json is unchanged)
        click.echo(json.dumps({**summary, "notes": list(world.notes)}, sort_keys=True))
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
              f"{result.schedule.wall_time_s:.2f} s (policy {result.schedule.policy_time_s:.2f} s, "
              f"isolation {isolation})")
    for note in world.notes:
        con.print(f"note: {note}")
    if out_dir:
        con.print(f"wrote {out_dir}/jobs.parquet and {out_dir}/summary.json")
