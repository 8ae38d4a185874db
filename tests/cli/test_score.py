"""``gridshift score`` and ``reveal`` (issue 39): --scenario/-s, --seeds as indices 0..n-1 (a
bare count warns), the shared --time-budget, --json, reveal's --out a folder (a file warns)."""

from __future__ import annotations

import json

import pytest
from click.testing import CliRunner

from gridshift.cli import main
from gridshift.cli._common import seed_indices
from gridshift.errors import GridshiftError
from tests.integrity.test_official import _submission


def test_seed_indices_are_a_range_from_zero(capsys):
    assert seed_indices(()) is None
    assert seed_indices(("0-2",)) == 3 and seed_indices(("0,1",)) == 2
    assert seed_indices(("0",)) == 1
    assert capsys.readouterr().err == ""
    assert seed_indices(("3",)) == 3
    assert "--seeds 3 as a count is deprecated" in capsys.readouterr().err
    for bad in (("1-2",), ("0,2",), ("0-200",)):
        with pytest.raises(GridshiftError, match="numbered 0..n-1"):
            seed_indices(bad, most=100)


def _reveal(secret, suite_dir, *args, code=0):
    res = CliRunner().invoke(main, ["reveal", "--secret", str(secret), "--suite", "tiny",
                                    "--version", "1", "--suite-dir", str(suite_dir), *args])
    assert res.exit_code == code, res.output
    return res


def test_reveal_writes_into_a_folder_and_prints_json(tmp_path, secret, suite_dir):
    res = _reveal(secret, suite_dir, "--out", str(tmp_path / "seeds"), "--seeds", "0-1",
                  "--json")
    doc = json.loads(res.stdout)
    f = tmp_path / "seeds" / "official-seeds-tiny-v1.json"
    assert doc == {"out": str(f), "suite": "tiny", "suite_version": "1",
                   "seeds": {"tiny-a": 2, "tiny-b": 2}}
    revealed = json.loads(f.read_text())
    assert [s["index"] for s in revealed["seeds"]["tiny-a"]] == [0, 1]
    # the old spellings: a count, a file name
    res = _reveal(secret, suite_dir, "--out", str(tmp_path / "old.json"), "--seeds", "2")
    assert "--seeds 2 as a count is deprecated" in res.stderr
    assert "a file name is deprecated" in res.stderr
    assert json.loads((tmp_path / "old.json").read_text()) == revealed
    res = _reveal(secret, suite_dir, "--out", str(tmp_path), "--seeds", "1-2", code=2)
    assert "numbered 0..n-1" in res.output
    # --suite DIR: the folder of a suite gridshift does not ship (--suite-dir is the old way)
    assert "--suite-dir is deprecated" in res.stderr
    res = CliRunner().invoke(main, ["reveal", "--secret", str(secret), "--suite", str(suite_dir),
                                    "--version", "1", "--out", str(tmp_path / "new"),
                                    "--seeds", "0-1"])
    assert res.exit_code == 0 and "deprecated" not in res.stderr, res.output
    assert json.loads((tmp_path / "new" / "official-seeds-tiny-v1.json").read_text()) == revealed


def test_score_takes_the_grammar(tmp_path, secret, suite_dir, maintainer_key):
    out = tmp_path / "official"
    res = CliRunner().invoke(main, ["score", str(_submission(tmp_path)), "--secret",
                                    str(secret), "--key", str(maintainer_key), "--out",
                                    str(out), "--suite", str(suite_dir), "-s", "tiny-a",
                                    "--seeds", "0", "--no-reference", "--json"])
    assert res.exit_code == 0, res.output
    doc = json.loads(res.stdout)
    assert doc["out"] == str(out) and doc["failed"] == [] and doc["exit_code"] == 0
    assert len(doc["records"]) == 1
    rec = json.loads((out / "records" / f"{doc['records'][0]}.json").read_text())
    assert rec["scenario"] == "tiny-a" and rec["seed_index"] == 0
    assert "scoring tiny-a / greedy_submission.py:CleanestNow / official seed #0" in res.stderr
    opt = next(p for p in main.commands["score"].params if p.name == "time_budget")
    assert opt.default == 10.0
