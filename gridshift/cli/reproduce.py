"""``gridshift reproduce lwa``: rerun a published experiment and print it beside the paper."""

from __future__ import annotations

import json

import click

from gridshift.cli._common import _csv, json_option, seed_indices
from gridshift.errors import GridshiftError


@click.group("reproduce")
def reproduce() -> None:
    """Rerun published experiments with gridshift's engine and compare with the paper."""


@reproduce.command("lwa")
@click.option("--countries", multiple=True, default=("DE,GB,FR",), show_default=True,
              help="Countries (DE, GB, FR), comma-separated.")
@click.option("--errors", "errors", multiple=True, default=("0.05",), show_default=True,
              help="Forecast errors as fractions of the series mean (the paper's figure: 0.05; "
                   "also published: 0, 0.1).")
@click.option("--seeds", multiple=True, default=("0-9",), show_default=True, metavar="LIST",
              help="Noise seeds per configuration, a range from 0 (LWA: 0-9, ten seeds). "
                   "A bare count (--seeds 10) is deprecated.")
@click.option("--strict", is_flag=True,
              help="Drop LWA's code quirks (one extra step past the deadline; baseline the better "
                   "of now or one step later) to show what the published numbers depend on.")
@json_option
def reproduce_lwa_cmd(countries: tuple[str, ...], errors: tuple[str, ...],
                      seeds: tuple[str, ...], strict: bool, as_json: bool) -> None:
    """Let's Wait Awhile, Scenario II (ML jobs, next-workday deadlines; Wiesner et al. 2021).

    Needs the `lets-wait-awhile` dataset card in the cache (`gridshift datasets fetch
    lets-wait-awhile`, or `gridshift datasets import DIR` with local copies).
    """
    from gridshift.benchmark.reproduce import LWA_COUNTRIES, reproduce_lwa

    n_seeds = _lwa_seeds(seeds)
    ccs = tuple(c.upper() for c in _csv(countries))
    bad = [c for c in ccs if c not in LWA_COUNTRIES]
    if bad or not ccs:
        raise GridshiftError(f"--countries: {', '.join(bad) or '(none)'}; expected any of "
                             f"{', '.join(LWA_COUNTRIES)}")
    try:
        errs = tuple(float(e) for e in _csv(errors))
    except ValueError:
        raise GridshiftError(f"--errors: {', '.join(errors)!r} are not numbers like 0.05") \
            from None
    if any(not 0 <= e < 1 for e in errs):
        raise GridshiftError(f"--errors: {errs}; each must be in [0, 1)")
    echo = None if as_json else (lambda line: click.echo(f"  ran {line}", err=True))
    rows = reproduce_lwa(ccs, errs, seeds=n_seeds, strict=strict, progress=echo)
    if as_json:
        click.echo(json.dumps({"reproduction": "lwa-scenario-ii-next-workday", "strict": strict,
                               "rows": [{**r.__dict__, "diff_pp": r.diff_pp} for r in rows]},
                              sort_keys=True))
        return
    click.echo("Let's Wait Awhile, Scenario II (next workday), carbon saved vs no shift [%]"
               + (" -- strict (LWA's quirks dropped)" if strict else ""))
    click.echo(f"{'country':<8}{'jobs':<19}{'error':>6}{'published':>11}{'gridshift':>11}"
               f"{'diff pp':>9}{'seeds':>6}")
    for r in rows:
        pub = "n/a" if r.published_pct is None else f"{r.published_pct:.3f}"
        diff = "n/a" if r.diff_pp is None else f"{r.diff_pp:+.3f}"
        kind = "interruptible" if r.interruptible else "non-interruptible"
        click.echo(f"{r.country:<8}{kind:<19}{r.error:>6.2f}{pub:>11}{r.gridshift_pct:>11.3f}"
                   f"{diff:>9}{r.seeds:>6}")


def _lwa_seeds(values: tuple[str, ...]) -> int:
    """How many noise seeds: LWA's are 0..n-1, so the list must be a range from 0 (at most
    100); a bare count (the old spelling) still works for one release, with a warning."""
    n = seed_indices(values, most=100)
    assert n is not None  # the option has a default
    return n
