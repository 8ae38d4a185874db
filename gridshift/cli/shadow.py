"""``gridshift shadow``: score the decisions a real scheduler made (see
:mod:`gridshift.shadow`)."""

from __future__ import annotations

import click

from gridshift.cli._common import seed_option

__all__ = ["shadow_cmd"]


@click.command("shadow")
@click.argument("log", type=click.Path(exists=True, dir_okay=False))
@click.option("--scenario", "-s", "scenario", required=True,
              help="Scenario id or .toml path the log is scored on (one).")
@click.option("--format", "fmt", type=click.Choice(["sacct", "k8s", "csv"]), default=None,
              help="Log format (default: .json k8s, .csv csv, else sacct).")
@click.option("--out", "out_dir", type=click.Path(file_okay=False), required=True,
              help="Record store to write the shadow record (and shadow-report.json) into.")
@seed_option
@click.option("--jobs", "jobs", type=click.Choice(["scenario", "log"]), default="scenario",
              show_default=True, help="The log's jobs are the scenario's (by job id), or the "
              "job table is built from the log (the scenario's regions and signals).")
@click.option("--json", "as_json", is_flag=True,
              help="Print one JSON object (stdout) instead of the text output: the record's "
                   "scenario, policy, seed, key, metrics and shadow summary.")
def shadow_cmd(log: str, scenario: str, fmt: str | None, out_dir: str, seed: int | None,
               jobs: str, as_json: bool) -> None:
    """Score LOG, a real scheduler's placements (sacct, Kubernetes JSON or CSV), on SCENARIO.

    An infeasible line (unknown job, region or GPU type, capacity, release) exits 2 naming the
    file, row and field.
    """
    import json

    from gridshift.shadow import shadow_run

    rec = shadow_run(log, scenario, fmt, out_dir, seed, jobs)
    rec.pop("shadow_jobs", None)
    if as_json:
        click.echo(json.dumps({k: rec[k] for k in ("scenario", "scenario_hash", "policy",
                                                   "seed", "key", "metrics", "shadow")}))
        return
    s, m = rec["shadow"], rec["metrics"]
    click.echo(f"shadow {rec['policy']} on {rec['scenario']} (seed {rec['seed']}): "
               f"{s['jobs_in_log']} of {s['jobs_in_scenario']} jobs from {s['log']}; "
               f"{s['same_region']} in the logged region, start delay "
               f"{s['start_delay_s_min']:g}..{s['start_delay_s_max']:g} s")
    click.echo(f"  carbon_kg {m['carbon_kg']:.6g}  energy_facility_kwh "
               f"{m['energy_facility_kwh']:.6g}  jobs_completed {m['jobs_completed']}")
    click.echo(f"  record {rec['key'][:16]} in {out_dir}")
