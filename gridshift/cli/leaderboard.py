"""``gridshift leaderboard``: tables from records alone."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import click

from gridshift.cli._common import (
    _leaderboard,
    echo_json,
    json_option,
    jsonable,
    lb_options,
    out_file,
    rank_options,
)

_FORMATS = ("md", "csv", "tex", "html")


@click.command("leaderboard")
@lb_options
@rank_options
@click.option("--format", "fmt", type=click.Choice(_FORMATS), default="md", show_default=True,
              help="Table format (to stdout, or the file written under --out).")
@click.option("--out", type=click.Path(file_okay=False), default=None,
              help="Folder to write LEADERBOARD-<suite>[-<split>].<format> into (the split is "
                   "left out for dev, as in results/; default: print to stdout).")
@click.option("--per-seed-csv", "per_seed_csv", type=click.Path(dir_okay=False), default=None,
              help="Also write every (scenario, policy, seed) value to this CSV file.")
@click.option("--require-sandbox", is_flag=True,
              help="Refuse records of non-built-in policies that did not run under bubblewrap.")
@click.option("--require-signature", is_flag=True, help="Refuse unsigned records.")
@click.option("--project-keys/--any-key", "project_keys", default=None,
              help="Rank only records signed by a maintainer key this gridshift ships "
                   "(default: on for an official results folder, one holding "
                   "maintainer-keys.txt; off elsewhere).")
@json_option
def leaderboard_cmd(results: str, suite_name: str | None, version: str | None, split: str,
                    sort_by: str | None, track: str | None, weights: str | None, fmt: str,
                    out: str | None, per_seed_csv: str | None, require_sandbox: bool,
                    require_signature: bool, project_keys: bool | None,
                    as_json: bool) -> None:
    """Build the leaderboard tables from records alone (no re-run).

    Savings are in % vs local-now-v1 on the same scenario and seed; exit 2 when RESULTS
    holds no record of the split. Records failing the offline checks of
    `gridshift verify --no-rerun` are listed under "Not included", never used. --json prints
    the rows of --format csv with the ranking settings and what was not included.
    """
    from gridshift.benchmark.leaderboard import render

    lb = _leaderboard(results, suite_name, version, split, sort_by, track, weights,
                      require_sandbox, require_signature, project_keys)
    if per_seed_csv:
        from gridshift.benchmark.site import per_seed_csv as _per_seed

        Path(per_seed_csv).parent.mkdir(parents=True, exist_ok=True)
        Path(per_seed_csv).write_text(_per_seed(lb))
        click.echo(f"wrote {per_seed_csv}", err=True)
    dest = out_file(out, _file_name(lb, fmt), _FORMATS)
    if dest is not None:
        dest.parent.mkdir(parents=True, exist_ok=True)
        dest.write_text(render(lb, fmt))
        click.echo(f"wrote {dest}", err=True)
    if as_json:
        echo_json(board_json(lb))
    elif dest is None:
        click.echo(render(lb, fmt), nl=False)


def _file_name(lb: Any, fmt: str) -> str:
    """``LEADERBOARD-<suite>[-<split>].<fmt>``, the names under results/ (dev has none)."""
    split = "" if lb.split == "dev" else f"-{lb.split or 'any'}"
    return f"LEADERBOARD-{lb.suite or 'ad-hoc'}{split}.{fmt}"


def board_json(lb: Any) -> dict[str, Any]:
    """The board as one JSON object: ``rows`` are the rows of ``--format csv`` (column
    ``table`` is ``suite`` or the scenario id; the same cells, as numbers, booleans, strings
    and null), beside the board's settings and what was not included."""
    import csv
    import io

    from gridshift.benchmark.leaderboard import render

    rows = [{k: _cell(v) for k, v in row.items()}
            for row in csv.DictReader(io.StringIO(render(lb, "csv")))]
    return {"suite": lb.suite, "suite_version": lb.version, "split": lb.split,
            "title": lb.title, "settings": {str(k): jsonable(v) if not isinstance(v, dict)
                                            else v for k, v in lb.settings.items()},
            "rows": rows, "excluded": [{"what": w, "why": y} for w, y in lb.excluded]}


def _cell(text: str) -> Any:
    """A CSV cell as JSON: empty -> null, True/False -> booleans, numbers -> numbers."""
    if text == "":
        return None
    if text in ("True", "False"):
        return text == "True"
    for kind in (int, float):
        try:
            return jsonable(kind(text))
        except ValueError:
            pass
    return text
