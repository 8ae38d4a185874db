"""``gridshift sensitivity SUITE_OR_SCENARIO``: how much a ranking depends on constants."""

from __future__ import annotations

import json
import math

import click

from gridshift.cli._common import _csv, _ints, json_option, policies_option, seeds_option
from gridshift.errors import GridshiftError


def _scenarios(target: str, only: list[str], include_large: bool) -> list[str]:
    from gridshift.benchmark.suite import SUITES_DIR, load_suite

    is_suite = (SUITES_DIR / target / "suite.toml").exists() or target.endswith("suite.toml") \
        or (not target.endswith(".toml") and __import__("pathlib").Path(target, "suite.toml")
            .exists())
    if not is_suite:
        if only:
            raise GridshiftError("--scenarios filters a suite's scenarios; "
                                 f"{target!r} is a single scenario")
        return [target]
    suite = load_suite(target)
    known = [s.id for s in suite.scenarios]
    bad = [s for s in only if s not in known]
    if bad:
        raise GridshiftError(f"--scenarios: {', '.join(bad)} not in suite {suite.name} "
                             f"({', '.join(known)})")
    picked = [s for s in suite.scenarios if (s.id in only if only else
                                              include_large or s.id != "global-16-year")]
    return [str(s.file) for s in picked]


@click.command("sensitivity")
@click.argument("target", metavar="SUITE_OR_SCENARIO")
@policies_option("required; local-now-v1 is the reference")
@click.option("--scenario", "--scenarios", "-s", "only", multiple=True,
              help="With a suite: only these scenario ids, repeatable or comma-separated "
                   "(default: all but global-16-year).")
@click.option("--include-large", is_flag=True, help="With a suite: include global-16-year.")
@click.option("--parameters", multiple=True,
              help="Parameters to vary, comma-separated (default: all; see docs/validity.md).")
@seeds_option("default: the scenario's")
@click.option("--window-h", type=click.FloatRange(min=0, min_open=True), default=None,
              help="Cut each scenario's window to its first H hours (a cheap run; the "
                   "default is the whole window).")
@click.option("--metric", default="carbon_kg", show_default=True,
              type=click.Choice(["carbon_kg", "water_l", "cost_usd", "energy_facility_kwh"]))
@json_option
@click.option("--markdown", is_flag=True, help="Print the summary as a Markdown table.")
def sensitivity_cmd(target: str, policies: tuple[str, ...], old_policies: tuple[str, ...],
                    only: tuple[str, ...],
                    include_large: bool, parameters: tuple[str, ...], seeds: tuple[str, ...],
                    window_h: float | None, metric: str, as_json: bool, markdown: bool) -> None:
    """Vary each uncertain parameter over its documented range; report the change in each
    policy's saving vs local-now and Kendall's tau of the ranking against the nominal one."""
    from gridshift.benchmark.sensitivity import sensitivity, summary_table

    policies = policies + old_policies
    if not _csv(policies):
        raise click.UsageError("give the policies to rank: --policy/-p ID[,ID...]")
    refs = _scenarios(target, _csv(only), include_large)
    echo = None if as_json else (lambda line: click.echo(f"  ran {line}", err=True))
    rows = sensitivity(refs, _csv(policies), parameters=_csv(parameters) or None,
                       seeds=_ints(seeds), metric=metric, window_h=window_h, progress=echo)

    def clean(v: object) -> object:
        return None if isinstance(v, float) and math.isnan(v) else v

    if as_json:
        click.echo(json.dumps({"metric": metric, "rows": [
            {k: clean(v) for k, v in r.__dict__.items()} for r in rows],
            "summary": [{k: clean(v) for k, v in s.items()} for s in summary_table(rows)]},
            sort_keys=True))
        return
    summ = summary_table(rows)

    def f(v: float, fmt: str) -> str:
        return "n/a" if v is None or (isinstance(v, float) and math.isnan(v)) else fmt.format(v)

    if markdown:
        click.echo("| parameter | level | scenarios | max abs change of a saving [pp] | "
                   "mean Kendall tau | min Kendall tau | note |")
        click.echo("|---|---|---:|---:|---:|---:|---|")
        for s in summ:
            click.echo(f"| {s['parameter']} | {s['level']} | {s['scenarios']} | "
                       f"{f(s['max_abs_delta_pp'], '{:.2f}')} | {f(s['mean_tau'], '{:.2f}')} | "
                       f"{f(s['min_tau'], '{:.2f}')} | {s['note']} |")
        return
    click.echo(f"{'scenario':<18}{'parameter':<24}{'level':<8}{'policy':<32}{'saving %':>9}"
               f"{'change pp':>10}{'tau':>6}  setting")
    for r in rows:
        click.echo(f"{r.scenario:<18}{r.parameter:<24}{r.level:<8}{r.policy:<32}"
                   f"{f(r.savings_pct, '{:.2f}'):>9}{f(r.delta_pp, '{:+.2f}'):>10}"
                   f"{f(r.kendall_tau, '{:.2f}'):>6}  {r.setting or r.note}")
