"""``gridshift plot pareto | load``."""

from __future__ import annotations

import click

from gridshift.cli._common import _leaderboard, lb_options


@click.group("plot")
def plot() -> None:
    """Plots (PNG): `pareto` from records, `load` from a run."""


@plot.command("pareto")
@lb_options
@click.option("--out", "out_dir", type=click.Path(file_okay=False), default="results/plots",
              show_default=True, help="Folder for pareto-<scenario>.png.")
def plot_pareto_cmd(results: str, suite_name: str | None, version: str | None, split: str,
                    sort_by: str, out_dir: str) -> None:
    """Carbon saving vs SLO violation rate per scenario, with the Pareto front."""
    from gridshift.benchmark.plots import plot_pareto

    for f in plot_pareto(_leaderboard(results, suite_name, version, split, sort_by), out_dir):
        click.echo(str(f))


@plot.command("load")
@click.argument("scenario", required=False)
@click.option("--policy", default="local-now", show_default=True)
@click.option("--seed", type=int, default=None)
@click.option("--out", "out_file", type=click.Path(dir_okay=False), default="load.png",
              show_default=True)
def plot_load_cmd(scenario: str | None, policy: str, seed: int | None, out_file: str) -> None:
    """One run's per-region load over time against carbon intensity."""
    import gridshift
    from gridshift.benchmark.plots import plot_load

    click.echo(str(plot_load(gridshift.run(scenario, policy=policy, seed=seed), out_file)))
