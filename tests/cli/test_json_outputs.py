"""``--json`` on the commands that gained it in issue 39 (sign, slurm, datasets, suite/submit
old spellings): each prints one object that parses and says what the text says."""

from __future__ import annotations

import json
import shutil

import pytest
from click.testing import CliRunner

from gridshift.cli import main
from tests.conftest import REPO

DEV = REPO / "results" / "gs-v2-v1" / "dev"


def _ok(*args: str):
    res = CliRunner().invoke(main, list(args))
    assert res.exit_code == 0, res.output
    return res


@pytest.mark.skipif(not DEV.is_dir(), reason="results/gs-v2-v1 is not in this checkout")
def test_sign_json_lists_what_it_signed(tmp_path):
    recs = tmp_path / "records"
    recs.mkdir()
    files = [f for f in sorted(DEV.glob("*.json"))
             if json.loads(f.read_text()).get("scenario") == "heatwave"][:3]
    for f in files:
        shutil.copy(f, recs / f.name)
    store = tmp_path / "keys"
    doc = json.loads(_ok("sign", str(recs), "--key-store", str(store), "--new-key-store",
                         "--json").stdout)
    assert doc["new_key"] == doc["public_key"] and len(doc["public_key"]) == 64
    assert doc["maintainer_key"] is False and doc["skipped"] == []
    assert sorted(doc["signed"]) == sorted(str(recs / f.name) for f in files)
    doc = json.loads(_ok("sign", str(recs), "--key-store", str(store), "--json").stdout)
    assert doc["new_key"] is None and doc["signed"] == [] and len(doc["skipped"]) == 3


def test_slurm_submit_json(tmp_path):
    doc = json.loads(_ok("slurm", "submit", "check-v1", "-p", "local-now", "--out",
                         str(tmp_path), "--window-h", "1", "--dry-run", "--json").stdout)
    plan = json.loads((tmp_path / "slurm-plan.json").read_text())
    assert doc["jobs"] == len(plan["jobs"]) > 0 and doc["dry_run"] is True
    assert doc["policy"] == plan["policy"] and doc["scenario"] == "check-v1"


def test_datasets_json(tmp_path):
    doc = json.loads(_ok("datasets", "info", "lets-wait-awhile", "--json").stdout)
    assert doc["name"] == "lets-wait-awhile" and doc["files"]
    assert {"path", "size", "sha256", "cached"} <= set(doc["files"][0])
    out = tmp_path / "check.swf"
    doc = json.loads(_ok("datasets", "export-jobs", "check-v1", str(out), "--seed", "0",
                         "--json").stdout)
    assert doc["out"] == str(out) and doc["format"] == "swf" and doc["jobs"] > 0
    assert out.is_file()
    doc = json.loads(_ok("datasets", "import", str(tmp_path), "--json").stdout)
    assert doc["directory"] == str(tmp_path) and isinstance(doc["cards"], list)


def test_suite_run_old_scenarios_spelling_warns():
    res = CliRunner().invoke(main, ["suite", "run", "gs-v2", "--scenarios", "no-such-scenario",
                                    "--no-progress"])
    assert "--scenarios is deprecated" in res.stderr and "--scenario/-s" in res.stderr
    assert res.exit_code == 2 and "no-such-scenario" in res.output


def test_ids_are_never_cut_in_a_narrow_terminal(monkeypatch):
    from rich.console import Console

    import gridshift.cli.datasets as ds
    import gridshift.cli.policies  # noqa: F401 - the module whose Console is narrowed

    monkeypatch.setattr(ds, "_console", lambda: Console(width=60))
    names = [c["name"] for c in json.loads(_ok("datasets", "list", "--json").stdout)["cards"]]
    text = _ok("datasets", "list").stdout
    assert all(n in text for n in names), [n for n in names if n not in text]
    monkeypatch.setattr("rich.console.Console.width", property(lambda self: 60))
    ids = [p["id"] for p in json.loads(_ok("policies", "list", "--json").stdout)["policies"]]
    text = _ok("policies", "list").stdout
    assert all(i in text for i in ids), [i for i in ids if i not in text]


def test_the_results_table_never_cuts_a_policy_id(capsys, monkeypatch):
    from gridshift.cli._common import results_table

    monkeypatch.setattr("rich.console.Console.width", property(lambda self: 70))
    recs = [json.loads(f.read_text()) for f in sorted(DEV.glob("*.json"))
            if json.loads(f.read_text()).get("scenario") == "heatwave"]
    results_table(recs, "dev")
    out = capsys.readouterr().out
    assert "interruptible-lowest-slots-v1" in out and "spatiotemporal-greedy-v1" in out


def test_the_results_table_names_the_rows_it_does_not_rank(capsys):
    """Collapsed (same schedule) and not-applicable policies are listed under the terminal
    table, as under the written boards, never silently left out."""
    from gridshift.cli._common import results_table

    recs = [json.loads(f.read_text()) for f in sorted(DEV.glob("*.json"))
            if json.loads(f.read_text()).get("scenario") == "eu-temporal"]
    results_table(recs, "dev")
    out = capsys.readouterr().out
    assert "Not applicable" in out and "carbon-power-cap-v1 (its lever is off" in out
    assert "Same schedule as local-now-v1" in out
