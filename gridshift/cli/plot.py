"""``gridshift plot pareto | savings | load | heatmap | wait-cdf | flows``."""

from __future__ import annotations

from pathlib import Path

import click

from gridshift.cli._common import (
    _csv,
    _leaderboard,
    echo_json,
    json_option,
    lb_options,
    policies_option,
    policy_option,
    progress,
    seed_option,
)

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


def _file(out: str | None, default_stem: str, fmt: str) -> Path:
    """``--out DIR`` -> ``DIR/<stem>.<fmt>``; a FILE.<png|svg|pdf> (the old meaning of --out on
    the run plots) still works for one release, with a warning."""
    if out and Path(out).suffix.lstrip(".").lower() in ("png", "svg", "pdf"):
        click.echo(f"warning: --out {out}: a file name is deprecated and will be removed in the "
                   f"next release; --out is the folder the plot goes into "
                   f"(--out {Path(out).parent} writes {default_stem}.{fmt} there)", err=True)
        return Path(out)
    return Path(out or ".") / f"{default_stem}.{fmt}"


def _done(files: list[Path], as_json: bool) -> None:
    if as_json:
        echo_json({"files": [str(f) for f in files]})
        return
    for f in files:
        click.echo(str(f))


_out_file = click.option("--out", "out_file", type=click.Path(), default=None,
                         help="Folder for the plot (default: the working folder).")


@click.group("plot")
def plot() -> None:
    """Plots: `pareto` and `savings` from records; `load`, `heatmap`, `wait-cdf`, `flows`
    from runs."""


@plot.command("pareto")
@lb_options
@fmt_options
@click.option("--out", "out_dir", type=click.Path(file_okay=False), default="results/plots",
              show_default=True, help="Folder for pareto-<scenario>.<format>.")
@json_option
def plot_pareto_cmd(results: str, suite_name: str | None, version: str | None, split: str,
                    sort_by: str, fmt: str, dpi: int, out_dir: str, as_json: bool) -> None:
    """Carbon saving vs SLO violation rate per scenario; the oracle drawn apart."""
    from gridshift.benchmark.plots import plot_pareto

    lb = _leaderboard(results, suite_name, version, split, sort_by)
    progress(f"drawing {len(lb.scenarios)} Pareto plot(s)")
    _done(plot_pareto(lb, out_dir, dpi=dpi, fmt=fmt), as_json)


@plot.command("savings")
@lb_options
@fmt_options
@click.option("--quantity", type=click.Choice(["carbon", "energy", "cost", "water"]),
              default="carbon", show_default=True)
@click.option("--out", "out_dir", type=click.Path(file_okay=False), default="results/plots",
              show_default=True, help="Folder for savings-<scenario>.<format>.")
@json_option
def plot_savings_cmd(results: str, suite_name: str | None, version: str | None, split: str,
                     sort_by: str, fmt: str, dpi: int, quantity: str, out_dir: str,
                     as_json: bool) -> None:
    """Each policy's saving per scenario as a bar with its 95 % CI over seeds."""
    from gridshift.benchmark.plots import plot_savings

    lb = _leaderboard(results, suite_name, version, split, sort_by)
    progress(f"drawing {len(lb.scenarios)} savings plot(s)")
    _done(plot_savings(lb, out_dir, dpi=dpi, fmt=fmt, quantity=quantity), as_json)


@plot.command("load")
@click.argument("scenario", required=False)
@policy_option("local-now")
@seed_option
@fmt_options
@_out_file
@json_option
def plot_load_cmd(scenario: str | None, policy: str, seed: int | None, fmt: str, dpi: int,
                  out_file: str | None, as_json: bool) -> None:
    """One run's per-region load over time against carbon intensity."""
    import gridshift
    from gridshift.benchmark.plots import plot_load

    progress(f"running {policy} on {scenario or 'the quickstart'}")
    res = gridshift.run(scenario, policy=policy, seed=seed)
    progress("drawing")
    _done([plot_load(res, _file(out_file, "load", fmt), dpi=dpi, fmt=fmt)], as_json)


@plot.command("heatmap")
@click.argument("scenario", required=False)
@seed_option
@fmt_options
@_out_file
@json_option
def plot_heatmap_cmd(scenario: str | None, seed: int | None, fmt: str, dpi: int,
                     out_file: str | None, as_json: bool) -> None:
    """Carbon intensity by region × hour of day (UTC), one panel per month."""
    from gridshift import build_world, load_scenario
    from gridshift.benchmark.plots import plot_carbon_heatmap

    progress(f"building {scenario or 'the quickstart'}'s signals")
    world = build_world(load_scenario(scenario), seed)
    progress("drawing")
    _done([plot_carbon_heatmap(world, _file(out_file, "heatmap", fmt), dpi=dpi, fmt=fmt)],
          as_json)


@plot.command("wait-cdf")
@click.argument("scenario", required=False)
@policies_option("default: local-now,lowest-carbon-now")
@seed_option
@fmt_options
@_out_file
@json_option
def plot_wait_cdf_cmd(scenario: str | None, policies: tuple[str, ...],
                      old_policies: tuple[str, ...], seed: int | None, fmt: str, dpi: int,
                      out_file: str | None, as_json: bool) -> None:
    """The CDF of job wait times, one line per policy, on one scenario and seed."""
    import gridshift
    from gridshift.benchmark.plots import plot_wait_cdf

    pols = _csv(policies + old_policies) or ["local-now", "lowest-carbon-now"]
    runs = []
    for i, p in enumerate(pols, 1):
        progress(f"running {p} on {scenario or 'the quickstart'} ({i}/{len(pols)})")
        runs.append(gridshift.run(scenario, policy=p, seed=seed))
    progress("drawing")
    _done([plot_wait_cdf(runs, _file(out_file, "wait-cdf", fmt), dpi=dpi, fmt=fmt)], as_json)


@plot.command("flows")
@click.argument("scenario", required=False)
@policy_option("lowest-carbon-now")
@seed_option
@fmt_options
@_out_file
@json_option
def plot_flows_cmd(scenario: str | None, policy: str, seed: int | None, fmt: str, dpi: int,
                   out_file: str | None, as_json: bool) -> None:
    """A map of the regions with the jobs POLICY moved away from their origin (offline)."""
    import gridshift
    from gridshift.benchmark.plots import plot_flows
    from gridshift.errors import GridshiftError

    progress(f"running {policy} on {scenario or 'the quickstart'}")
    res = gridshift.run(scenario, policy=policy, seed=seed)
    progress("drawing the map")
    try:
        f = plot_flows(res, _file(out_file, "flows", fmt), dpi=dpi, fmt=fmt)
    except ImportError as exc:
        raise GridshiftError(str(exc)) from None
    _done([f], as_json)
