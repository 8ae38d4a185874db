"""``gridshift leaderboard``'s grammar (issue 39): --json is the table's rows, --rank-by (the
old --track warns), --out a folder (a file name warns)."""

from __future__ import annotations

import csv
import io
import json
import shutil

import pytest
from click.testing import CliRunner

from gridshift.cli import main
from tests.conftest import REPO

DEV = REPO / "results" / "gs-v2-v1" / "dev"
SCENARIO = "inference-slo"

pytestmark = pytest.mark.skipif(not DEV.is_dir(), reason="results/gs-v2-v1 is not in this "
                                "checkout")


@pytest.fixture(scope="module")
def results(tmp_path_factory):
    """The committed gs-v2 dev records of one scenario (a small board of real columns)."""
    d = tmp_path_factory.mktemp("results")
    n = 0
    for f in sorted(DEV.glob("*.json")):
        if json.loads(f.read_text()).get("scenario") == SCENARIO:
            shutil.copy(f, d / f.name)
            n += 1
    assert n >= 30
    return str(d)


def _run(*args: str):
    res = CliRunner().invoke(main, ["leaderboard", *args])
    assert res.exit_code == 0, res.output
    return res


def _csv_cell(text: str):
    if text == "":
        return None
    if text in ("True", "False"):
        return text == "True"
    try:
        return float(text)
    except ValueError:
        return text


def test_json_lists_the_rows_of_the_csv_table(results):
    rows = list(csv.DictReader(io.StringIO(_run("--results", results, "--format",
                                                "csv").stdout)))
    doc = json.loads(_run("--results", results, "--json").stdout)
    assert (doc["suite"], doc["suite_version"], doc["split"]) == ("gs-v2", "1", "dev")
    assert doc["settings"]["track"] == "carbon"
    assert len(doc["rows"]) == len(rows) >= 15
    for got, want in zip(doc["rows"], rows, strict=True):
        assert got == {k: _csv_cell(v) for k, v in want.items()}
    tables = {r["table"] for r in doc["rows"]}
    assert SCENARIO in tables


def test_rank_by_is_the_ranking_track_and_the_old_track_warns(results):
    new = _run("--results", results, "--rank-by", "water", "--format", "csv")
    old = _run("--results", results, "--track", "water", "--format", "csv")
    assert new.stdout == old.stdout
    assert "... reading and checking the records in" in new.stderr and "... ranking" in new.stderr
    assert "--track is deprecated" in old.stderr and "--rank-by" in old.stderr
    assert "deprecated" not in new.stderr
    assert new.stdout != _run("--results", results, "--format", "csv").stdout
    res = CliRunner().invoke(main, ["leaderboard", "--results", results, "--rank-by", "cost",
                                    "--track", "cost"])
    assert res.exit_code == 2 and "not both" in res.output


def test_out_is_a_folder_and_a_file_name_still_works_with_a_warning(results, tmp_path):
    md = _run("--results", results).stdout
    res = _run("--results", results, "--out", str(tmp_path / "tables"))
    assert res.stdout == ""
    assert (tmp_path / "tables" / "LEADERBOARD-gs-v2.md").read_text() == md
    res = _run("--results", results, "--out", str(tmp_path / "old.md"))
    assert "a file name is deprecated" in res.stderr
    assert (tmp_path / "old.md").read_text() == md
    # --json with --out: the file and the JSON
    res = _run("--results", results, "--format", "csv", "--out", str(tmp_path / "t"), "--json")
    assert json.loads(res.stdout)["rows"]
    assert (tmp_path / "t" / "LEADERBOARD-gs-v2.csv").is_file()


def test_sort_by_offers_every_sort_key_of_the_board():
    from gridshift.benchmark.leaderboard import SORT_KEYS

    opt = next(p for p in main.commands["leaderboard"].params if p.name == "sort_by")
    assert tuple(opt.type.choices) == SORT_KEYS
