"""``gridshift plot pareto | savings | load | heatmap | wait-cdf | flows``."""

from __future__ import annotations

from pathlib import Path

import click

from gridshift.cli._common import _csv, _leaderboard, lb_options

_fmt_opts = [
    click.option("--format", "fmt", type=click.Choice(["png", "svg", "pdf"]), default="png",
                 show_default=True, help="File format (SVG and PDF are vector)."),
    click.option("--dpi", type=click.IntRange(min=30, max=1200), default=150,
                 show_default=True, help="Resolution of PNG output [dots per inch]."),
]


def fmt_options(f):  # noqa: ANN001, ANN201
    for opt in reversed(_fmt_opts):
        f = opt(f)
    return f


def _file(out_file: str | None, default_stem: str, fmt: str) -> Path:
    if out_file:
        return Path(out_file)
    return Path(f"{default_stem}.{fmt}")


@click.group("plot")
def plot() -> None:
    """Plots: `pareto` and `savings` from records; `load`, `heatmap`, `wait-cdf`, `flows`
    from runs."""


@plot.command("pareto")
@lb_options
@fmt_options
@click.option("--out", "out_dir", type=click.Path(file_okay=False), default="results/plots",
              show_default=True, help="Folder for pareto-<scenario>.<format>.")
def plot_pareto_cmd(results: str, suite_name: str | None, version: str | None, split: str,
                    sort_by: str, fmt: str, dpi: int, out_dir: str) -> None:
    """Carbon saving vs SLO violation rate per scenario; the oracle drawn apart."""
    from gridshift.benchmark.plots import plot_pareto

    lb = _leaderboard(results, suite_name, version, split, sort_by)
    for f in plot_pareto(lb, out_dir, dpi=dpi, fmt=fmt):
        click.echo(str(f))


@plot.command("savings")
@lb_options
@fmt_options
@click.option("--quantity", type=click.Choice(["carbon", "energy", "cost", "water"]),
              default="carbon", show_default=True)
@click.option("--out", "out_dir", type=click.Path(file_okay=False), default="results/plots",
              show_default=True, help="Folder for savings-<scenario>.<format>.")
def plot_savings_cmd(results: str, suite_name: str | None, version: str | None, split: str,
                     sort_by: str, fmt: str, dpi: int, quantity: str, out_dir: str) -> None:
    """Each policy's saving per scenario as a bar with its 95 % CI over seeds."""
    from gridshift.benchmark.plots import plot_savings

    lb = _leaderboard(results, suite_name, version, split, sort_by)
    for f in plot_savings(lb, out_dir, dpi=dpi, fmt=fmt, quantity=quantity):
        click.echo(str(f))


@plot.command("load")
@click.argument("scenario", required=False)
@click.option("--policy", default="local-now", show_default=True)
@click.option("--seed", type=int, default=None)
@fmt_options
@click.option("--out", "out_file", type=click.Path(dir_okay=False), default=None,
              help="Output file (default: load.<format>).")
def plot_load_cmd(scenario: str | None, policy: str, seed: int | None, fmt: str, dpi: int,
                  out_file: str | None) -> None:
    """One run's per-region load over time against carbon intensity."""
    import gridshift
    from gridshift.benchmark.plots import plot_load

    res = gridshift.run(scenario, policy=policy, seed=seed)
    click.echo(str(plot_load(res, _file(out_file, "load", fmt), dpi=dpi, fmt=fmt)))


@plot.command("heatmap")
@click.argument("scenario", required=False)
@click.option("--seed", type=int, default=None)
@fmt_options
@click.option("--out", "out_file", type=click.Path(dir_okay=False), default=None,
              help="Output file (default: heatmap.<format>).")
def plot_heatmap_cmd(scenario: str | None, seed: int | None, fmt: str, dpi: int,
                     out_file: str | None) -> None:
    """Carbon intensity by region × hour of day (UTC), one panel per month."""
    from gridshift import build_world, load_scenario
    from gridshift.benchmark.plots import plot_carbon_heatmap

    world = build_world(load_scenario(scenario), seed)
    f = plot_carbon_heatmap(world, _file(out_file, "heatmap", fmt), dpi=dpi, fmt=fmt)
    click.echo(str(f))


@plot.command("wait-cdf")
@click.argument("scenario", required=False)
@click.option("--policies", "-p", multiple=True,
              help="Policy ids or FILE.py:Class, comma-separated or repeated "
                   "(default: local-now,lowest-carbon-now).")
@click.option("--seed", type=int, default=None)
@fmt_options
@click.option("--out", "out_file", type=click.Path(dir_okay=False), default=None,
              help="Output file (default: wait-cdf.<format>).")
def plot_wait_cdf_cmd(scenario: str | None, policies: tuple[str, ...], seed: int | None,
                      fmt: str, dpi: int, out_file: str | None) -> None:
    """The CDF of job wait times, one line per policy, on one scenario and seed."""
    import gridshift
    from gridshift.benchmark.plots import plot_wait_cdf

    pols = _csv(policies) or ["local-now", "lowest-carbon-now"]
    runs = [gridshift.run(scenario, policy=p, seed=seed) for p in pols]
    click.echo(str(plot_wait_cdf(runs, _file(out_file, "wait-cdf", fmt), dpi=dpi, fmt=fmt)))


@plot.command("flows")
@click.argument("scenario", required=False)
@click.option("--policy", default="lowest-carbon-now", show_default=True)
@click.option("--seed", type=int, default=None)
@fmt_options
@click.option("--out", "out_file", type=click.Path(dir_okay=False), default=None,
              help="Output file (default: flows.<format>).")
def plot_flows_cmd(scenario: str | None, policy: str, seed: int | None, fmt: str, dpi: int,
                   out_file: str | None) -> None:
    """A map of the regions with the jobs POLICY moved away from their origin (offline)."""
    import gridshift
    from gridshift.benchmark.plots import plot_flows
    from gridshift.errors import GridshiftError

    res = gridshift.run(scenario, policy=policy, seed=seed)
    try:
        f = plot_flows(res, _file(out_file, "flows", fmt), dpi=dpi, fmt=fmt)
    except ImportError as exc:
        raise GridshiftError(str(exc)) from None
    click.echo(str(f))
