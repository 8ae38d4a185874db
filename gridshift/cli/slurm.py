"""``gridshift slurm``: a gridshift policy places jobs on a real SLURM cluster (see
:mod:`gridshift.slurm`)."""

from __future__ import annotations

import click

from gridshift.cli._common import echo_json, json_option, seed_option

__all__ = ["slurm"]


@click.group("slurm")
def slurm() -> None:
    """Run a policy's decisions on a real SLURM cluster (partitions = regions) and collect them."""


@slurm.command("submit")
@click.argument("scenario")
@click.option("--policy", "-p", "policy", required=True,
              help="Policy id that decides partition and start.")
@click.option("--out", "out_dir", type=click.Path(file_okay=False), required=True,
              help="Folder for slurm-plan.json (and collect's files).")
@seed_option
@click.option("--time-scale", type=click.FloatRange(min=0, min_open=True), default=150.0,
              show_default=True, help="Scenario seconds per real second.")
@click.option("--window-h", type=click.FloatRange(min=0, min_open=True), default=4.0,
              show_default=True, help="Only jobs the policy places in the first hours.")
@click.option("--max-jobs", type=click.IntRange(min=1), default=None,
              help="At most this many jobs.")
@click.option("--sleep-max", type=click.FloatRange(min=1), default=5.0, show_default=True,
              help="Longest sleep a job runs [real s].")
@click.option("--partition", "partitions", multiple=True, metavar="REGION=PARTITION",
              help="Partition of a region (default: the region id). Repeatable.")
@click.option("--dry-run", is_flag=True, help="Write the plan and the sbatch lines only.")
@json_option
def submit_cmd(scenario: str, policy: str, out_dir: str, seed: int | None, time_scale: float,
               window_h: float, max_jobs: int | None, sleep_max: float,
               partitions: tuple[str, ...], dry_run: bool, as_json: bool) -> None:
    """Submit SCENARIO's jobs to SLURM where and when POLICY places them."""
    from gridshift.errors import GridshiftError
    from gridshift.slurm import submit

    parts = {}
    for p in partitions:
        reg, sep, name = p.partition("=")
        if not sep or not reg or not name:
            raise GridshiftError(f"--partition {p!r}: expected REGION=PARTITION")
        parts[reg] = name
    plan = submit(scenario, policy, out_dir, seed=seed, time_scale=time_scale,
                  window_h=window_h, max_jobs=max_jobs, sleep_max_s=sleep_max,
                  partitions=parts, dry_run=dry_run)
    if as_json:
        echo_json({"scenario": plan["scenario"], "policy": plan["policy"], "dry_run": dry_run,
                   "jobs": len(plan["jobs"]), "plan": f"{out_dir}/slurm-plan.json"})
        return
    what = "planned" if dry_run else "submitted"
    click.echo(f"{what} {len(plan['jobs'])} jobs of {plan['scenario']} placed by "
               f"{plan['policy']}; plan in {out_dir}/slurm-plan.json")


@slurm.command("collect")
@click.argument("out_dir", type=click.Path(file_okay=False, exists=True))
@click.option("--timeout", type=click.FloatRange(min=0), default=600.0, show_default=True,
              help="Longest wait for the jobs to finish [s].")
@json_option
def collect_cmd(out_dir: str, timeout: float, as_json: bool) -> None:
    """Wait for OUT_DIR's jobs, read sacct, map it onto the scenario clock, compare."""
    from gridshift.slurm import collect

    rep = collect(out_dir, timeout)
    if as_json:
        echo_json(rep)
        return
    click.echo(f"{rep['started']}/{rep['submitted']} started; {rep['same_partition']} in the "
               f"planned partition; {rep['same_epoch']} in the planned epoch (latest "
               f"{rep['max_epoch_delay']} epoch(s) late, real latency up to "
               f"{rep['max_real_latency_s']:g} s)")
    click.echo(f"score it: gridshift shadow {rep['log']} --format sacct --scenario SCENARIO "
               f"--out DIR")
