"""Shadow mode (issue 38): a real scheduler's log (sacct, Kubernetes JSON, CSV) scored as a
gridshift record; infeasible lines refused with the file, row and field."""

from __future__ import annotations

import json
import math
from pathlib import Path

import pytest
from click.testing import CliRunner

import gridshift
from gridshift.cli import main
from gridshift.shadow import shadow_run

FIX = Path(__file__).with_name("fixtures")
LOGS = {"csv": FIX / "check-v1.csv", "sacct": FIX / "check-v1.sacct",
        "k8s": FIX / "check-v1.k8s.json"}
HEAD = "job,region,gpu_type,start,end,pauses\n"


def test_the_three_formats_of_the_same_decisions_give_the_same_record(tmp_path):
    recs = {f: shadow_run(p, "check-v1", f, tmp_path / f) for f, p in LOGS.items()}
    digests = {r["jobs_digest"] for r in recs.values()}
    assert len(digests) == 1
    for fmt, r in recs.items():
        s = r["shadow"]
        assert r["policy"] == f"shadow-{fmt}-v1" and r["status"] == "ok"
        assert s["jobs_in_log"] == 7 and s["same_region"] == 7 and s["started"] == 7
        stored = list((tmp_path / fmt).rglob("*.json"))
        assert any(json.loads(p.read_text()).get("shadow", {}).get("format") == fmt
                   for p in stored if p.name != "shadow-report.json")
        report = json.loads((tmp_path / fmt / "shadow-report.json").read_text())
        assert report["record"] == r["key"] and len(report["jobs"]) == 7
    # j0000001 was moved from eu-central to us-west: it starts after its transfer
    j1 = next(x for x in recs["csv"]["shadow_jobs"] if x["job"] == "j0000001")
    assert j1["engine_region"] == "us-west" and 900.0 < j1["engine_start_s"] < 1800.0


def _log_of_run(result, path: Path) -> None:
    import datetime as dt

    t0 = result.world.start_epoch_s

    def iso(s: float) -> str:
        return dt.datetime.fromtimestamp(t0 + s, dt.UTC).isoformat().replace("+00:00", "Z")

    lines = [HEAD.strip()]
    for r in result.jobs.iter_rows(named=True):
        if r["start_s"] is None or not math.isfinite(r["start_s"]):
            continue
        end = r["finish_s"]
        lines.append(",".join([r["job_id"], r["region"], r["gpu_type"], iso(r["start_s"]),
                               iso(end) if end is not None and math.isfinite(end) else "", ""]))
    path.write_text("\n".join(lines) + "\n")


def test_the_log_of_a_simulated_run_reproduces_it_bit_for_bit(tmp_path):
    run = gridshift.run("check-v1", policy="lowest-carbon-now")
    _log_of_run(run, tmp_path / "lcn.csv")
    rec = shadow_run(tmp_path / "lcn.csv", "check-v1")
    assert rec["jobs_digest"] == run.jobs_digest()
    assert rec["metrics"]["carbon_kg"] == run.metrics["carbon_kg"]
    assert rec["shadow"]["same_region"] == rec["shadow"]["jobs_in_log"] == len(run.jobs)


def test_pauses_are_replayed(tmp_path):
    p = tmp_path / "p.csv"
    p.write_text(HEAD + "j0000000,ap-southeast,,2023-08-01T00:15:00Z,,"
                 "2023-08-01T02:00:00Z/2023-08-01T04:00:00Z\n")
    from gridshift import build_world, load_scenario
    from gridshift.shadow import FollowLog, plan_from_log, read_log
    from gridshift.sim.run import simulate

    w = build_world(load_scenario("check-v1"))
    res = simulate(w, FollowLog(plan_from_log(read_log(p), w)))
    assert int(res.schedule.n_pauses[0]) == 1  # paused once, at 02:00, resumed at 04:00
    base = shadow_run(FIX / "check-v1.csv", "check-v1")
    assert shadow_run(p, "check-v1")["jobs_digest"] != base["jobs_digest"]


@pytest.mark.parametrize(("line", "msg"), [
    ("j0000002,mars-1,,2023-08-01T00:30:00Z,,", r"row 2: field region: unknown region "
     r"'mars-1'"),
    ("j9999999,us-west,,2023-08-01T00:30:00Z,,", r"row 2: field job: 'j9999999' is not a "
     r"job of scenario check-v1"),
    ("j0000005,us-west,,2023-08-01T00:15:00Z,,", r"row 2: field start: release: starts "
     r"\d+(\.\d+)? s before job j0000005 is submitted"),
    ("j0000002,eu-central,H100,2023-08-01T00:30:00Z,,", r"row 2: field region: capacity: "
     r"region eu-central has 0 GPUs of H100-SXM"),
    ("j0000002,us-west,B200,2023-08-01T00:30:00Z,,", r"row 2: field gpu_type: unknown GPU "
     r"type 'B200'"),
    ("j0000002,us-west,,yesterday,,", r"row 2: field start: 'yesterday' is not a time"),
])
def test_infeasible_lines_exit_2_with_file_row_and_field(tmp_path, line, msg):
    p = tmp_path / "bad.csv"
    p.write_text(HEAD + line + "\n")
    res = CliRunner().invoke(main, ["shadow", str(p), "--scenario", "check-v1", "--out",
                                    str(tmp_path / "o")])
    assert res.exit_code == 2, res.output
    assert str(p) in res.output
    import re

    assert re.search(msg, res.output), res.output


def test_capacity_over_the_logs_own_intervals_is_refused(tmp_path):
    # eu-central has 48 A100: jobs of more GPUs in all, at once, do not fit
    from gridshift import build_world, load_scenario

    w = build_world(load_scenario("check-v1"))
    late = [(w.jobs.job_id[i], w.jobs.gpus[i]) for i in range(len(w.jobs.job_id))
            if w.jobs.gpu_type[i] < 0 and w.jobs.submit_s[i] < 40000]
    lines, used = [], 0
    for jid, g in late:
        lines.append(f"{jid},eu-central,,2023-08-01T12:00:00Z,2023-08-02T00:00:00Z,")
        used += int(g)
        if used > 48:
            break
    assert used > 48
    p = tmp_path / "full.csv"
    p.write_text(HEAD + "\n".join(lines) + "\n")
    with pytest.raises(gridshift.DataError, match=rf"row {len(lines) + 1}: field start: "
                       rf"capacity: with job {late[len(lines) - 1][0]} the log runs "
                       rf"{used} GPUs at once in region eu-central, which has 48"):
        shadow_run(p, "check-v1")


def test_k8s_pod_on_a_node_missing_from_the_file_names_the_pod(tmp_path):
    doc = json.loads(LOGS["k8s"].read_text())
    doc["items"] = [i for i in doc["items"] if i.get("metadata", {}).get("name") != "ca-h100-1"]
    p = tmp_path / "k.json"
    p.write_text(json.dumps(doc))
    res = CliRunner().invoke(main, ["shadow", str(p), "--scenario", "check-v1", "--out",
                                    str(tmp_path / "o")])
    assert res.exit_code == 2
    assert "pod train-j0000004-x7k2p: field spec.nodeName: node 'ca-h100-1'" in res.output


def test_cli_prints_the_summary_and_json(tmp_path):
    res = CliRunner().invoke(main, ["shadow", str(LOGS["sacct"]), "--scenario", "check-v1",
                                    "--out", str(tmp_path / "o"), "--json"])
    assert res.exit_code == 0, res.output
    out = json.loads(res.output)
    assert out["policy"] == "shadow-sacct-v1" and out["shadow"]["rows"] == 7


def test_the_shadow_record_sits_on_a_leaderboard_beside_the_reference(tmp_path):
    from gridshift.benchmark.leaderboard import build_leaderboard
    from gridshift.benchmark.records import run_cell
    from gridshift.runners.cell import Cell
    from gridshift.runners.store import Store

    st = Store(tmp_path / "store")
    rec, pq = run_cell(Cell("check-v1", "local-now", {}, 0, None))
    st.put(rec, pq)
    shadow_run(LOGS["csv"], "check-v1", out=tmp_path / "store")
    lb = build_leaderboard(list(st.iter_records()), None, None, None)
    t = lb.scenarios["check-v1"]
    assert set(t["policy"]) == {"local-now-v1", "shadow-csv-v1"} and lb.excluded == []
    row = t[t["policy"] == "shadow-csv-v1"].iloc[0]
    assert "less work" in row["status"]  # the log ran 7 of the scenario's 388 jobs


def test_jobs_from_the_log_run_as_logged(tmp_path):
    lines = [ln for ln in LOGS["sacct"].read_text().splitlines() if "j0000000" not in ln]
    p = tmp_path / "done.sacct"
    p.write_text("\n".join(lines) + "\n")
    res = CliRunner().invoke(main, ["shadow", str(p), "--scenario", "check-v1", "--out",
                                    str(tmp_path / "o"), "--jobs", "log", "--json"])
    assert res.exit_code == 0, res.output
    out = json.loads(res.output)
    assert out["scenario"] == "check-v1-log" and out["shadow"]["jobs"] == "log"
    assert out["metrics"]["jobs"] == out["metrics"]["jobs_completed"] == 6
    report = json.loads((tmp_path / "o" / "shadow-report.json").read_text())
    for x in report["jobs"]:  # the log's own run times (H100 at its speed), no transfer
        assert x["engine_start_s"] == pytest.approx(x["log_start_s"], abs=1e-6)
        assert x["engine_finish_s"] == pytest.approx(x["log_end_s"], abs=1e-6)
    assert (tmp_path / "o" / "check-v1-log.toml").is_file()


def test_jobs_from_the_log_need_each_jobs_end(tmp_path):
    res = CliRunner().invoke(main, ["shadow", str(LOGS["sacct"]), "--scenario", "check-v1",
                                    "--out", str(tmp_path / "o"), "--jobs", "log"])
    assert res.exit_code == 2
    assert "check-v1.sacct row 2: field end: job j0000000 has no end" in res.output
