"""``gridshift datasets`` commands: list | info NAME | fetch NAME... | import DIR | validate NAME |
export-jobs SCENARIO OUT | import-jobs TRACE OUT.

Thin: parses options, calls :mod:`gridshift.datasets`, prints rich tables. A
:class:`~gridshift.errors.GridshiftError` propagates to the main CLI (exit code 2).
"""

from __future__ import annotations

import click
from rich.console import Console
from rich.table import Table

from gridshift.cli._common import echo_json, json_option, seed_option

__all__ = ["datasets"]


def _console() -> Console:
    con = Console()
    return con if con.is_terminal else Console(width=200)


@click.group("datasets")
def datasets() -> None:
    """Dataset cards: list, inspect, fetch, import local copies, validate."""


@datasets.command("list")
@json_option
def list_cmd(as_json: bool) -> None:
    """List the dataset cards with licence and span."""
    from gridshift.datasets import list_cards

    if as_json:
        import json

        click.echo(json.dumps({"cards": [
            {"name": c.name, "version": c.version, "kind": c.kind, "span": c.span_text,
             "licence": c.licence, "regions": list(c.regions or []), "files": len(c.files),
             "title": c.title, "on_request": bool(c.on_request)} for c in list_cards()]},
            sort_keys=True, default=str))
        return

    cards = list_cards()
    t = Table(title="gridshift dataset cards")
    # a card name is never cut (issue 39): its column is as wide as the longest
    t.add_column("name", no_wrap=True, min_width=max((len(c.name) for c in cards), default=4))
    for col in ("version", "kind", "span"):
        t.add_column(col, no_wrap=True)
    for col in ("licence", "regions", "files", "title"):
        t.add_column(col, overflow="fold")
    for c in cards:
        regions = f"{len(c.regions)}" if c.regions else "-"
        flag = " (on request)" if c.on_request else ""
        t.add_row(c.name, c.version, c.kind, c.span_text, c.licence, regions,
                  str(len(c.files)), c.title + flag)
    _console().print(t)


@datasets.command("info")
@click.argument("name")
@json_option
def info_cmd(name: str, as_json: bool) -> None:
    """Show one card: description, licence, citation, upstream, files and cache state."""
    from gridshift.datasets import get_card
    from gridshift.datasets.store import cached_path
    from gridshift.errors import DataError

    c = get_card(name)
    if as_json:
        files = []
        for f in c.files:
            try:
                cached_path(c, f)
                here = True
            except DataError:
                here = False
            files.append({"path": f.path, "size": f.size, "sha256": f.sha256, "cached": here})
        echo_json({"name": c.name, "version": c.version, "title": c.title,
                   "description": c.description, "licence": c.licence,
                   "licence_note": c.licence_note, "attribution": c.attribution,
                   "citation": c.citation, "terms": c.terms, "loader": c.loader,
                   "options": c.options, "span": c.span_text, "regions": list(c.regions),
                   "upstream": c.upstream, "files": files})
        return
    con = _console()
    con.print(f"[bold]{c.name}[/bold] {c.version} — {c.title}")
    for label, value in (("description", c.description), ("licence", c.licence),
                         ("licence note", c.licence_note), ("attribution", c.attribution),
                         ("citation", c.citation), ("terms", c.terms),
                         ("loader", c.loader or "(none yet)"), ("options", c.options),
                         ("span", c.span_text), ("regions", ", ".join(c.regions) or "-"),
                         ("upstream", c.upstream)):
        if value:
            con.print(f"[bold]{label}:[/bold] {value}")
    t = Table(title=f"{len(c.files)} file(s)")
    for col in ("path", "size", "sha256", "cached"):
        t.add_column(col, overflow="fold")
    cached = 0
    for f in c.files:
        try:
            cached_path(c, f)
            state = "yes"
            cached += 1
        except DataError:
            state = "no"
        t.add_row(f.path, f"{f.size:,}" if f.size else "?", f.sha256[:16] + "…", state)
    con.print(t)
    con.print(f"{cached}/{len(c.files)} file(s) in the cache")


@datasets.command("fetch")
@click.argument("names", nargs=-1, required=True)
@click.option("--accept-terms", is_flag=True, help="Accept the terms of on-request datasets.")
@click.option("--no-progress", is_flag=True, help="No progress bars.")
@json_option
def fetch_cmd(names: tuple[str, ...], accept_terms: bool, no_progress: bool,
              as_json: bool) -> None:
    """Download NAMES into the cache and verify their sha256."""
    from gridshift.datasets import cache_dir, fetch

    fetch(list(names), progress=not (no_progress or as_json), accept_terms=accept_terms)
    if as_json:
        echo_json({"fetched": list(names), "cache": str(cache_dir())})
        return
    click.echo(f"fetched {', '.join(names)} into {cache_dir()}")


@datasets.command("import")
@click.argument("directory", type=click.Path(file_okay=False))
@json_option
def import_cmd(directory: str, as_json: bool) -> None:
    """Verify local copies in DIRECTORY against the cards and adopt them into the cache."""
    from gridshift.datasets import cache_dir, import_dir, list_cards

    rep = import_dir(directory)
    if as_json:
        echo_json({"directory": directory, "cache": str(cache_dir()),
                   "cards": [{"card": name, "verified_bytes": ok, "verified_content": content,
                              "missing": missing, "mismatched": bad,
                              "complete": rep.complete(name)}
                             for name, ok, content, missing, bad in rep.summary()],
                   "mismatched": {name: [{"path": str(a), "local": str(b), "why": str(c)}
                                         for a, b, c in rows]
                                  for name, rows in rep.mismatched.items()},
                   "unused": len(rep.unused)})
        return
    t = Table(title=f"import {directory} -> {cache_dir()}")
    for col in ("card", "files", "verified (bytes)", "verified (content)", "missing",
                "mismatched"):
        t.add_column(col)
    total = {c.name: len(c.files) for c in list_cards()}
    for name, ok, content, missing, bad in rep.summary():
        style = "green" if rep.complete(name) else ("yellow" if ok or content else "red")
        t.add_row(f"[{style}]{name}[/{style}]", str(total[name]), str(ok), str(content),
                  str(missing), str(bad))
    con = _console()
    con.print(t)
    for name, rows in rep.mismatched.items():
        for path, local, why in rows:
            con.print(f"[red]{name}: {path} <- {local}: {why}[/red]")
    con.print(f"{len(rep.unused)} local file(s) belong to no card (README, PROVENANCE, ...)")


@datasets.command("validate")
@click.argument("name")
@click.option("--no-load", is_flag=True, help="Only verify checksums; do not parse.")
@json_option
def validate_cmd(name: str, no_load: bool, as_json: bool) -> None:
    """Re-verify the cached files of NAME and parse them with the card's loader."""
    from gridshift.datasets import validate

    rows = validate(name, load=not no_load)
    ok = sum(1 for _, s in rows if s.startswith("ok"))
    if as_json:
        echo_json({"card": name, "parsed": not no_load, "verified": ok,
                   "files": [{"path": str(f), "status": st} for f, st in rows]})
        return
    click.echo(f"{name}: {ok}/{len(rows)} file(s) verified"
               + ("" if no_load else " and parsed"))


@datasets.command("export-jobs")
@click.argument("scenario")
@click.argument("out", type=click.Path(dir_okay=False))
@click.option("--format", "fmt", type=click.Choice(["swf", "batsim"]), default=None,
              help="Trace format (default: from OUT's suffix, .swf or .json).")
@seed_option
@json_option
def export_jobs_cmd(scenario: str, out: str, fmt: str | None, seed: int | None,
                    as_json: bool) -> None:
    """Write SCENARIO's jobs as an SWF or Batsim JSON trace to OUT."""
    from gridshift import build_world, load_scenario
    from gridshift.datasets.traces_io import export_jobs

    fmt = fmt or ("swf" if out.endswith(".swf") else "batsim" if out.endswith(".json")
                  else None)
    if fmt is None:
        raise click.UsageError("give --format swf|batsim, or an OUT ending in .swf or .json")
    from gridshift.sim.world import scenario_jobs

    world = build_world(load_scenario(scenario), seed)
    jobs = scenario_jobs(world)
    p = export_jobs(jobs, out, fmt, regions=list(world.regions),
                    start_s=float(world.start_epoch_s),
                    note=f"scenario {world.scenario.id} seed {world.seed} hash "
                         f"{world.scenario_hash}")
    if as_json:
        echo_json({"scenario": world.scenario.id, "scenario_hash": world.scenario_hash,
                   "seed": world.seed, "jobs": len(jobs), "format": fmt, "out": str(p)})
        return
    click.echo(f"wrote {len(jobs)} jobs of {world.scenario.id} (seed {world.seed}) to "
               f"{p} ({fmt})")


def _gpu_util_arg(value: str) -> float | str:
    from gridshift.datasets.swf import GPU_UTIL_FROM_CPU_TIME

    if value == GPU_UTIL_FROM_CPU_TIME:
        return value
    try:
        return float(value)
    except ValueError:
        raise click.BadParameter(f"{value!r}: give a number in (0, 1] or "
                                 f"{GPU_UTIL_FROM_CPU_TIME}", param_hint="--gpu-util") from None


@datasets.command("import-jobs")
@click.argument("trace", type=click.Path(exists=True, dir_okay=False))
@click.argument("out", type=click.Path(dir_okay=False))
@click.option("--gpu-util", "gpu_util", default="1.0", show_default=True,
              help="GPU utilisation of every job, in (0, 1], or cpu_time: per job, SWF field "
                   "6 (average CPU time) / field 4 (run time). SWF records none; 1.0 means "
                   "every GPU at 100 %.")
@click.option("--gpus-per-unit", type=float, default=1.0, show_default=True,
              help="GPUs per SWF processor (1/16: a trace of cores; 8: of 8-GPU nodes).")
@click.option("--regions", default=None,
              help="Region ids, comma-separated: partition p is region p-1 (default: one "
                   "region named 'default').")
@click.option("--deadline", type=click.Choice(["slack", "requested"]), default="slack",
              show_default=True, help="slack: the scenario's deadline_slack; requested: "
                                      "submit + max(field 9, run time).")
@click.option("--start", default=None,
              help="Time of submit 0 (ISO 8601), overriding the file's UnixStartTime.")
@click.option("--json", "as_json", is_flag=True, help="Print a JSON summary.")
def import_jobs_cmd(trace: str, out: str, gpu_util: str, gpus_per_unit: float,
                    regions: str | None, deadline: str, start: str | None,
                    as_json: bool) -> None:
    """Read an SWF TRACE with stated assumptions and write canonical jobs to OUT.

    OUT ends in .parquet or .csv; a scenario reads it as its [jobs] source.
    """
    import json as _json
    from pathlib import Path

    from gridshift.datasets.swf import read_swf, skipped_rows

    util = _gpu_util_arg(gpu_util)
    regs = [r.strip() for r in regions.split(",") if r.strip()] if regions else None
    jobs = read_swf(trace, regions=regs, start=start, gpus_per_unit=gpus_per_unit,
                    deadline=deadline, gpu_util=util)
    p = Path(out)
    if p.suffix == ".parquet":
        jobs.write_parquet(p)
    elif p.suffix == ".csv":
        jobs.write_csv(p)
    else:
        raise click.BadParameter(f"{out}: give a file ending in .parquet or .csv",
                                 param_hint="OUT")
    summary = {"trace": trace, "out": str(p), "jobs": len(jobs),
               "skipped": skipped_rows(trace), "gpu_util": util,
               "mean_gpu_util": float(jobs["gpu_util"].to_numpy().mean()),
               "gpus_per_unit": gpus_per_unit, "deadline": deadline}
    if as_json:
        click.echo(_json.dumps(summary, sort_keys=True))
        return
    click.echo(f"wrote {len(jobs)} jobs to {p} ({summary['skipped']} skipped: run time unknown "
               f"or 0); gpu_util {util} (mean {summary['mean_gpu_util']:.3f}), "
               f"gpus_per_unit {gpus_per_unit:g}, deadline {deadline}")
