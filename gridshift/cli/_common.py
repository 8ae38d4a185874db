"""Helpers shared by the command modules: number formatting, option sets, seed lists."""

from __future__ import annotations

import os
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import click

from gridshift.errors import GridshiftError

DEFAULT_STORE = os.environ.get("GRIDSHIFT_STORE", ".gridshift/store")
DEFAULT_RESULTS = "results"
#: The one split default of every command (``suite run``, ``submit``, ``leaderboard``,
#: ``plot``, ``site build``): dev is what anyone may tune on; give ``--split test`` for the
#: held-out numbers a leaderboard reports.
DEFAULT_SPLIT = "dev"


def _fmt(v: Any) -> str:
    if v is None:
        return "n/a"
    if isinstance(v, float):
        return f"{v:,.4g}" if abs(v) < 1e4 else f"{v:,.0f}"
    return str(v)


_UNITS = {
    "jobs": "", "jobs_completed": "", "jobs_unfinished": "", "gpu_hours": "GPU-h",
    "energy_it_kwh": "kWh", "energy_facility_kwh": "kWh", "energy_transfer_kwh": "kWh",
    "carbon_kg": "kgCO2e", "carbon_embodied_kg": "kgCO2e", "water_l": "L", "water_onsite_l": "L",
    "water_offsite_l": "L", "energy_cost_usd": "USD", "egress_cost_usd": "USD", "cost_usd": "USD",
    "slo_violations": "", "slo_violation_rate": "", "mean_wait_s": "s", "p95_wait_s": "s",
    "data_moved_gb": "GB", "pue_effective": "",
}


def _csv(values: tuple[str, ...]) -> list[str]:
    return [v.strip() for s in values for v in s.split(",") if v.strip()]


#: Most seeds one ``--seeds`` option may expand to (a range typo must not build 4e9 cells).
MAX_SEEDS = 10_000


def _ints(values: tuple[str, ...], name: str = "--seeds") -> list[int] | None:
    """Parse ``--seeds`` values: integers and inclusive ranges ``a-b``, comma-separated.

    Returns:
        The seeds in the order given, or None when the option was not given.

    Raises:
        GridshiftError: not an integer or range, a seed outside ``0..MAX_SEED``, a range whose
            end is below its start, a seed given twice, no seed at all, or more than
            :data:`MAX_SEEDS` seeds.
    """
    from gridshift.limits import MAX_SEED, check_seed

    if not values:
        return None
    items = _csv(values)
    if not items:
        raise GridshiftError(f"{name}: no seed given in {' '.join(values)!r}; expected "
                             "integers or ranges a-b, e.g. 1,2,3 or 1-5")
    out: list[int] = []
    for v in items:
        lo_s, sep, hi_s = v.partition("-") if not v.startswith("-") else (v, "", "")
        if sep:
            try:
                lo, hi = int(lo_s), int(hi_s)
            except ValueError:
                raise GridshiftError(f"{name}: {v!r} is not an integer or a range a-b "
                                     "(e.g. 1-5)") from None
            check_seed(lo, f"{name} {v!r}")
            check_seed(hi, f"{name} {v!r}")
            if hi < lo:
                raise GridshiftError(f"{name}: range {v!r} ends before it starts; expected "
                                     f"a-b with a <= b (e.g. {hi}-{lo})")
            if hi - lo + 1 + len(out) > MAX_SEEDS:
                raise GridshiftError(f"{name}: {v!r} gives {hi - lo + 1} seeds; at most "
                                     f"{MAX_SEEDS} seeds per sweep")
            out.extend(range(lo, hi + 1))
        else:
            try:
                seed = int(v)
            except ValueError:
                raise GridshiftError(f"{name}: {v!r} is not an integer or a range a-b "
                                     "(e.g. 1-5)") from None
            out.append(check_seed(seed, name))
    seen: set[int] = set()
    for x in out:
        if x in seen:
            raise GridshiftError(f"{name}: seed {x} is given twice; expected each seed once")
        seen.add(x)
    if len(out) > MAX_SEEDS:
        raise GridshiftError(f"{name}: {len(out)} seeds; at most {MAX_SEEDS} per sweep "
                             f"(seeds are 0..{MAX_SEED})")
    return out


def seed_option(f):  # noqa: ANN001, ANN201
    """``--seed N``: one seed in ``0..MAX_SEED`` (default: the scenario's)."""
    from gridshift.limits import MAX_SEED

    return click.option("--seed", type=click.IntRange(0, MAX_SEED), default=None,
                        help=f"Seed, 0..{MAX_SEED} (default: the scenario's).")(f)


def _executor(kind: str, workers: int | None, scheduler: str | None):  # noqa: ANN202
    from gridshift.runners.executors import make_executor

    if scheduler and kind != "dask":
        raise GridshiftError("--scheduler needs --executor dask")
    return make_executor(kind, workers, scheduler)


_exec_opts = [
    click.option("--executor", type=click.Choice(["serial", "process", "dask"]),
                 default="process", show_default=True, help="Where cells run."),
    click.option("--scheduler", metavar="ADDR", default=None,
                 help="Dask scheduler tcp://HOST:PORT (default: a LocalCluster on 127.0.0.1)."),
    click.option("--workers", type=click.IntRange(min=1), default=None,
                 help="Worker processes (default: os.cpu_count())."),
    click.option("--store", type=click.Path(file_okay=False), default=DEFAULT_STORE,
                 show_default=True, help="Record store (env GRIDSHIFT_STORE)."),
    click.option("--max-retries", type=click.IntRange(min=0), default=2, show_default=True,
                 help="Retries of a cell whose worker died."),
    click.option("--progress/--no-progress", default=True, help="Show the progress bar."),
]


def exec_options(f):  # noqa: ANN001, ANN201
    for opt in reversed(_exec_opts):
        f = opt(f)
    return f


def _leaderboard(results: str, suite_name: str | None, version: str | None, split: str,
                 sort_by: str | None, track: str | None = "carbon",
                 weights: str | None = None, require_sandbox: bool = False,
                 require_signature: bool = False,
                 project_keys: bool | None = None):  # noqa: ANN202
    from gridshift.benchmark.leaderboard import build_leaderboard, load_records, parse_weights
    from gridshift.benchmark.project_keys import board_keys

    progress(f"reading and checking the records in {results}")
    recs = load_records(results, require_sandbox=require_sandbox,
                        require_signature=require_signature,
                        project_keys=board_keys(results, project_keys))
    if not recs:
        raise GridshiftError(f"{results}: no records found (run `gridshift suite run` first, "
                             "or give --results DIR)")
    check_split(recs, split, results)
    progress(f"ranking {len(recs)} records")
    return build_leaderboard(recs, suite_name, version, None if split == "any" else split,
                             sort_by, track=track or "carbon", weights=parse_weights(weights))


def check_split(recs: list[dict[str, Any]], split: str, where: str) -> None:
    """Raise (exit 2) if no record is of ``split``, naming the splits that are there."""
    if split == "any" or any(r.get("split") == split for r in recs):
        return
    from collections import Counter

    found = Counter(str(r.get("split")) for r in recs)
    listed = ", ".join(f"{n} {s}" for s, n in sorted(found.items()))
    raise GridshiftError(f"no records for split {split} in {where} (found: {listed}); "
                         "give --split")


def results_table(records: Sequence[dict[str, Any] | None], split: str) -> None:
    """Print the suite table (carbon track rank, savings, SLO, status) of freshly run records."""
    from rich.console import Console
    from rich.table import Table

    from gridshift.benchmark.leaderboard import aside_lines, build_leaderboard

    recs: list[dict[str, Any]] = [r for r in records if r is not None]
    if not recs:
        return
    lb = build_leaderboard(recs, split=split)
    t, key = lb.suite_table, "suite"
    if t.empty and len(lb.scenarios) == 1:
        key, t = next(iter(lb.scenarios.items()))
    if t.empty:
        click.echo("no table: no policy ran every scenario with its reference")
        return
    cols = [("rank_carbon", "carbon #"), ("policy", "policy"),
            ("carbon", "carbon saving %"), ("cost", "cost saving %"),
            ("water", "water saving %"), ("slo_pct", "SLO violations %"), ("status", "status")]
    tab = Table(title=f"results: {lb.title} (vs local-now-v1, mean ± 95 % CI over seeds)")
    for _, head in cols:
        if head == "policy":  # an id is never cut (issue 39)
            tab.add_column(head, no_wrap=True,
                           min_width=max((len(str(p)) for p in t["policy"]), default=6))
        else:
            tab.add_column(head, justify="left" if head == "status" else "right")
    for _, row in t.iterrows():
        cells = []
        for c, _ in cols:
            v = row.get(c)
            if c == "rank_carbon":
                ok = v is not None and v == v and str(v) != "<NA>"
                tie = "=" if ok and bool(row.get("tie_carbon", False)) else ""
                cells.append(f"{int(v)}{tie}" if ok else "—")
            elif c in ("policy", "status"):
                cells.append(str(v))
            else:
                h = row.get(f"{c}_ci")
                cells.append(_pm(v, h))
        tab.add_row(*cells)
    Console(width=max(120, Console().width)).print(tab)
    for line in aside_lines(lb, key):  # the rows that are not ranked rows never vanish
        click.echo(line)


def _pm(v: Any, h: Any) -> str:
    try:
        v = float(v)
    except (TypeError, ValueError):
        return "—"
    if v != v:
        return "—"
    try:
        h = float(h)
    except (TypeError, ValueError):
        h = float("nan")
    return f"{v:.1f}" + (f" ± {h:.1f}" if h == h else "")


_lb_opts = [
    click.option("--results", type=click.Path(exists=True), default=DEFAULT_RESULTS,
                 show_default=True, help="Folder (or store) of records."),
    click.option("--suite", "suite_name", default=None,
                 help="Suite name (default: the one with most records)."),
    click.option("--version", default=None, help="Suite version (default: the newest)."),
    click.option("--split", type=click.Choice(["dev", "test", "any"]), default=DEFAULT_SPLIT,
                 show_default=True, help="Which split's records (dev: tuning; test: held out)."),
    # the keys of gridshift.benchmark.leaderboard.SORT_KEYS (equal by test; not imported here,
    # so that --help loads no pandas)
    click.option("--sort-by", type=click.Choice(["carbon", "cost", "water", "energy", "slo_pct",
                                                 "p95_wait_min", "area", "hypervolume",
                                                 "regret", "composite"]),
                 default=None, help="Display order within ranked and unranked rows "
                 "(default: the track)."),
]

_RANK_TRACKS = ["carbon", "cost", "water", "composite"]

_rank_opts = [
    click.option("--rank-by", "track", type=click.Choice(_RANK_TRACKS), default=None,
                 help="Ranking track whose rank orders the rows: carbon (the default), cost, "
                      "water, or composite (needs --weights)."),
    click.option("--weights", default=None, metavar="K=W,...",
                 help="Add a weighted composite, e.g. carbon=1,cost=0.5 (keys carbon, cost, "
                 "water, energy, slo); its weights are printed in the table."),
]


def rank_options(f):  # noqa: ANN001, ANN201
    """The ranking options of ``leaderboard`` (ranking track and composite weights); the old
    ``--track carbon|cost|water|composite`` still works for one release, with a warning
    (``--track`` is the information track everywhere else)."""
    for opt in reversed(_rank_opts):
        f = opt(f)
    return renamed("--track", "--rank-by (--track is the information track)", "track",
                   type=click.Choice(_RANK_TRACKS))(f)


def lb_options(f):  # noqa: ANN001, ANN201
    for opt in reversed(_lb_opts):
        f = opt(f)
    return f


# ------------------------------------------------------------------------------ the grammar
#: The options every command spells and means the same way (tests/test_cli_grammar.py walks
#: each command's --help against it). Old spellings keep working for one release, with a
#: deprecation warning on stderr.
GRAMMAR: dict[str, str] = {
    "--policy/-p": "policy ids or FILE.py:Class; repeatable or comma-separated where a command "
                   "takes several, one value where it takes one",
    "--seed": "one seed, 0..MAX_SEED (default: the scenario's)",
    "--seeds": "a list of seeds: integers and ranges a-b, comma-separated or repeated (where "
               "the seeds are secret, score and reveal, their indices 0..n-1)",
    "--scenario/-s": "scenario ids (or .toml paths); repeatable or comma-separated where a "
                     "command takes several, one value where it takes one",
    "--time-budget": "largest time one decide() may take [s], default 10 (the judge's)",
    "--json": "print one JSON object (stdout) instead of the text output",
    "--out": "a folder the command writes its files into",
    "--track": "the information track, forecast or clairvoyant (the scenario key `track`)",
    "--format": "the output file format",
    "--split": "dev (the default everywhere) or test",
    "--suite": "the suite: a name, or the folder of one this gridshift does not ship (verify: "
               "folders you vouch for, repeatable)",
}


def _deprecated(old: str, new: str) -> Any:
    """A callback warning (stderr) that ``old`` is an old spelling of ``new``."""

    def cb(ctx: click.Context, param: click.Parameter, value: Any) -> Any:
        if value not in (None, (), False):
            click.echo(f"warning: {old} is deprecated and will be removed in the next release; "
                       f"use {new}", err=True)
        return value

    return cb


def policies_option(default_help: str) -> Any:
    """``--policy/-p`` (repeatable, comma-separated) with the old ``--policies`` hidden."""

    def deco(f):  # noqa: ANN001, ANN202
        f = click.option("--policies", "old_policies", multiple=True, hidden=True,
                         callback=_deprecated("--policies", "--policy/-p"),
                         help="Deprecated spelling of --policy.")(f)
        return click.option("--policy", "-p", "policies", multiple=True,
                            help="Policy ids or FILE.py:Class, repeatable or comma-separated "
                                 f"({default_help}).")(f)

    return deco


def policy_option(default: str) -> Any:
    """``--policy/-p``: one policy id or FILE.py:Class."""
    return click.option("--policy", "-p", "policy", default=default, show_default=True,
                        help="Policy id, or path/to/file.py:ClassName.")


def json_option(f):  # noqa: ANN001, ANN201
    """``--json``: one JSON object on stdout."""
    return click.option("--json", "as_json", is_flag=True,
                        help="Print one JSON object (stdout) instead of the text output.")(f)


#: The one ``--time-budget`` default [s]: the judge's
#: (:data:`gridshift.policies.isolation.DEFAULT_TIME_BUDGET_S`, equal by test; not imported
#: here, so that a command's --help loads no engine).
DEFAULT_TIME_BUDGET_S = 10.0


def time_budget_option(f):  # noqa: ANN001, ANN201
    """``--time-budget``: the one default (the judge's, :data:`DEFAULT_TIME_BUDGET_S`)."""
    return click.option("--time-budget", type=click.FloatRange(min=0, min_open=True),
                        default=DEFAULT_TIME_BUDGET_S, show_default=True,
                        help="Largest time one decide() may take [s] (the judge's default).")(f)


def seeds_option(help_default: str) -> Any:
    """``--seeds``: integers and ranges a-b, comma-separated or repeated."""
    return click.option("--seeds", multiple=True, metavar="LIST",
                        help=f"Seeds, e.g. 1,2,3 or 1-5, repeatable ({help_default}).")


def echo_json(obj: Any) -> None:
    import json

    click.echo(json.dumps(obj, sort_keys=True, default=str))


def progress(msg: str) -> None:
    """A progress line on stderr (long commands say what they are doing)."""
    click.echo(f"... {msg}", err=True)


def renamed(old: str, new: str, dest: str, *, multiple: bool = False, **kw: Any) -> Any:
    """Keep ``old``, an old spelling of the option whose parameter is ``dest``, working for one
    release: hidden, it warns on stderr and its value goes to ``dest`` (appended when
    ``multiple``; giving both spellings of a one-value option is a usage error)."""
    import functools

    hidden = f"_old_{dest}"

    def deco(f):  # noqa: ANN001, ANN202
        @functools.wraps(f)
        def wrapper(*args: Any, **kwargs: Any) -> Any:
            v = kwargs.pop(hidden, None)
            if v not in (None, ()):
                if multiple:
                    kwargs[dest] = tuple(kwargs.get(dest) or ()) + tuple(v)
                elif kwargs.get(dest) is None:
                    kwargs[dest] = v
                else:
                    raise click.UsageError(f"give {new.split()[0]} or {old}, not both")
            return f(*args, **kwargs)

        return click.option(old, hidden, multiple=multiple, hidden=True,
                            callback=_deprecated(old, new),
                            help=f"Deprecated spelling of {new.split()[0]}.", **kw)(wrapper)

    return deco


def scenarios_option(help_default: str) -> Any:
    """``--scenario/-s`` (repeatable, comma-separated) with the old ``--scenarios`` hidden."""

    def deco(f):  # noqa: ANN001, ANN202
        f = renamed("--scenarios", "--scenario/-s", "scenarios", multiple=True)(f)
        return click.option("--scenario", "-s", "scenarios", multiple=True,
                            help="Scenario ids, repeatable or comma-separated "
                                 f"({help_default}).")(f)

    return deco


def seed_indices(values: tuple[str, ...], name: str = "--seeds",
                 most: int = MAX_SEEDS) -> int | None:
    """How many seeds a ``--seeds`` list of *indices* asks for, where the seeds themselves are
    not the user's to choose (secret official seeds, a paper's noise seeds): the list must be a
    range from 0 (``0-4``: the first five). A bare count (``--seeds 5``, the old spelling)
    still works for one release, with a warning.

    Returns:
        The number of seeds, or None when the option was not given.
    """
    if not values:
        return None
    if len(values) == 1 and values[0].strip().isdigit() and values[0].strip() != "0":
        n = int(values[0])
        click.echo(f"warning: {name} {n} as a count is deprecated and will be removed in the "
                   f"next release; give the seeds: {name} 0-{n - 1}", err=True)
        if not 1 <= n <= most:
            raise GridshiftError(f"{name}: {n} seeds; expected 1..{most}")
        return n
    seeds = _ints(values, name) or []
    if seeds != list(range(len(seeds))) or not 1 <= len(seeds) <= most:
        raise GridshiftError(f"{name}: {','.join(values)!r}; the seeds are numbered 0..n-1: "
                             f"give a range from 0 with at most {most} seeds, e.g. 0-4")
    return len(seeds)


def out_file(out: str | None, name: str, old_suffixes: Sequence[str]) -> Path | None:
    """``--out DIR`` -> ``DIR/name``; a file name ending in one of ``old_suffixes`` (the old
    meaning of ``--out``) still works for one release, with a warning. None when not given."""
    if out is None:
        return None
    p = Path(out)
    if p.suffix.lstrip(".").lower() in old_suffixes and not p.is_dir():
        click.echo(f"warning: --out {out}: a file name is deprecated and will be removed in the "
                   f"next release; --out is the folder the command writes into (--out "
                   f"{p.parent} writes {name} there)", err=True)
        return p
    return p / name


def jsonable(v: Any) -> Any:
    """A table cell as JSON: numpy scalars as Python numbers, NaN and NA as null."""
    import math

    if v is None:
        return None
    if hasattr(v, "item") and not isinstance(v, (str, bytes)):
        try:
            v = v.item()
        except (ValueError, TypeError):
            pass
    if isinstance(v, float) and not math.isfinite(v):
        return None
    if isinstance(v, (bool, int, float, str)):
        return v
    try:
        import pandas as pd

        if pd.isna(v):
            return None
    except (TypeError, ValueError, ImportError):
        pass
    return str(v)
