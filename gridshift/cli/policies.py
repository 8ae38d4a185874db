"""``gridshift policies``: list the registered policies, check one against the contract.

Thin: parses options, calls :mod:`gridshift.policies.registry` and
:mod:`gridshift.policies.checks`, prints the results on stdout and the check's progress on
stderr. Exit codes: 0 ok, 1 a check failed (the first ``decide`` over the time budget ends the
check), 2 usage error.
"""

from __future__ import annotations

import math
import sys

import click

from gridshift.cli._common import echo_json, json_option, time_budget_option

__all__ = ["policies"]


@click.group("policies")
def policies() -> None:
    """List the policies, or check one against the policy contract."""


@policies.command("list")
@json_option
def list_cmd(as_json: bool) -> None:
    """Show every registered policy: id, family, description, citation."""
    from rich.console import Console
    from rich.table import Table

    from gridshift.policies.registry import list_policies

    if as_json:
        echo_json({"policies": [{"id": s.id, "family": s.family, "description": s.description,
                                 "citation": s.citation} for s in list_policies()]})
        return
    table = Table(title="gridshift policies", show_lines=False)
    specs = list_policies()
    # an id is never cut (issue 39): its column is as wide as the longest
    table.add_column("id", no_wrap=True, min_width=max((len(s.id) for s in specs), default=2))
    for col in ("family", "description", "citation"):
        table.add_column(col, overflow="fold")
    for s in specs:
        table.add_row(s.id, s.family, s.description, s.citation)
    Console(width=max(160, Console().width)).print(table)
    click.echo(f"{len(specs)} policies")


@policies.command("check")
@click.argument("policy")
@click.option("--scenario", "-s", "scenario", default=None,
              help="Scenario id or TOML path (default: check-v1).")
@click.option("--param", multiple=True, metavar="NAME=VALUE",
              help="Constructor parameter (VALUE parsed as a Python literal when possible).")
@time_budget_option
@click.option("--progress-every", type=click.FloatRange(min=0), default=5.0, show_default=True,
              metavar="SECONDS", help="Least time between two progress lines (on stderr).")
@click.option("--sanity/--no-sanity", default=True, show_default=True,
              help="End with the sanity report against local-now on check-v1 and "
                   "check-load-v1 (completed jobs, SLO violations, carbon).")
@json_option
def check_cmd(policy: str, scenario: str | None, param: tuple[str, ...],
              time_budget: float, progress_every: float, sanity: bool, as_json: bool) -> None:
    """Check POLICY (an id or FILE.py:Class) against the policy contract.

    The policy runs twice over the check scenario; every decide() must return within
    --time-budget, and the first that does not ends the check (naming the run and epoch).
    Then (unless --no-sanity) compare it with local-now: a policy that completes far less
    work or violates far more SLOs fails, with the reason.
    """
    import ast

    from gridshift.errors import GridshiftError
    from gridshift.policies.checks import check_policy

    if not (math.isfinite(time_budget) and time_budget > 0):
        raise click.UsageError(f"--time-budget {time_budget!r}: expected a number of seconds "
                               "> 0")
    params = {}
    for p in param:
        name, eq, value = p.partition("=")
        if not eq or not name.isidentifier():
            raise click.UsageError(f"--param {p!r}: expected NAME=VALUE")
        try:
            params[name] = ast.literal_eval(value)
        except (ValueError, SyntaxError):
            params[name] = value
    def progress(line: str) -> None:
        click.echo(f"... {line}", err=True)

    click.echo(f"checking {policy} on {scenario or 'check-v1'} (each decide() within "
               f"{time_budget:g} s)", err=True)
    try:
        results = check_policy(policy, scenario, params=params, time_budget_s=time_budget,
                               progress=progress, progress_every_s=progress_every)
    except GridshiftError as exc:  # the scenario could not be loaded
        click.echo(f"error: {exc}", err=True)
        sys.exit(2)
    first = results[0].message or ""
    if not results[0].passed and ("unknown policy" in first or "policy file not found" in first):
        click.echo(f"error: {results[0].message}", err=True)
        sys.exit(2)
    failed = [r for r in results if not r.passed]
    out = {"policy": policy, "scenario": scenario or "check-v1", "time_budget_s": time_budget,
           "checks": [{"name": r.name, "passed": bool(r.passed), "message": r.message}
                      for r in results], "passed": not failed}
    if as_json and (failed or not sanity):
        echo_json(out)
        sys.exit(1 if failed else 0)
    for r in results if not as_json else []:
        mark = click.style("PASS", fg="green") if r.passed else click.style("FAIL", fg="red")
        click.echo(f"{mark}  {r.name:16s} {r.message}")
    if not as_json:
        click.echo(f"{len(results) - len(failed)}/{len(results)} checks passed")
    if failed:
        sys.exit(1)
    if sanity:
        from gridshift.policies.sanity import sanity_report

        progress("sanity: running the policy and local-now on check-v1 and check-load-v1")
        rep = sanity_report(policy, params)
        if as_json:
            echo_json({**out, "passed": bool(rep.passed),
                       "sanity": {"passed": bool(rep.passed), "lines": rep.lines()}})
            sys.exit(0 if rep.passed else 1)
        for line in rep.lines():
            if line.startswith("FAIL") or line == "sanity: PASS" or line.startswith("sanity: "):
                style = "green" if line == "sanity: PASS" else "red"
                click.echo(click.style(line, fg=style))
            else:
                click.echo(line)
        sys.exit(0 if rep.passed else 1)
    sys.exit(0)
