"""Every example script runs (as vessim's tests/test_examples.py does), on small inputs."""

from __future__ import annotations

import importlib.util
import json
from pathlib import Path

import pytest

EXAMPLES = Path(__file__).resolve().parents[1] / "examples"


def _load(name: str):
    spec = importlib.util.spec_from_file_location(f"example_{name}", EXAMPLES / f"{name}.py")
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def test_every_example_has_a_test():
    tested = {"compare_policies", "write_and_submit", "build_leaderboard", "my_policy",
              "jobs_digest_standalone"}  # the last: tests/test_digest.py
    assert {p.stem for p in EXAMPLES.glob("*.py")} == tested


def test_compare_policies(tmp_path, capsys):
    table = _load("compare_policies").main(["check-v1", "--out", str(tmp_path)])
    assert table["local-now-v1"]["carbon_saving_pct"] == 0.0
    assert len(table) == 4 and "my-policy-v1" in table
    assert (tmp_path / "wait-cdf-check-v1.svg").is_file()
    assert "carbon saving %" in capsys.readouterr().out


def test_write_and_submit(tmp_path, capsys):
    out = _load("write_and_submit").main(["--out", str(tmp_path)])
    recs = [json.loads(f.read_text()) for f in (out / "records").glob("*.json")]
    assert len(recs) == 4 and all(r["status"] == "ok" for r in recs)  # 2 seeds x 2 policies
    assert {r["policy_name"] for r in recs} == {"local-now-v1", "forecast-greedy-v1"}
    text = capsys.readouterr().out
    assert "sanity: PASS" in text and "submission written to" in text


def test_build_leaderboard(tmp_path, capsys):
    results = EXAMPLES.parent / "results" / "gs-v1-v1" / "dev"
    if not results.is_dir():
        pytest.fail("results/gs-v1-v1/dev is missing")
    site = _load("build_leaderboard").main(["--results", str(results), "--out", str(tmp_path),
                                            "--split", "dev", "--no-plots"])
    assert (site / "index.html").is_file()
    assert (tmp_path / "LEADERBOARD.md").read_text().startswith("# Leaderboard: gs-v1")
    assert "1. " in capsys.readouterr().out


def test_my_policy_runs():
    import gridshift

    mod = _load("my_policy")
    res = gridshift.run("check-v1", policy=mod.MyPolicy())
    assert res.metrics["jobs_completed"] > 0
