"""SWF and Batsim traces: readers, exporters, round trips on files the tests write, specific
errors for bad lines, and a scenario whose jobs come from such a file."""

from __future__ import annotations

import json
from datetime import UTC, datetime
from pathlib import Path

import numpy as np
import polars as pl
import pytest

from gridshift.datasets.batsim import read_batsim, write_batsim
from gridshift.datasets.schemas import validate_jobs
from gridshift.datasets.swf import read_swf, skipped_rows, write_swf
from gridshift.errors import DataError

T0 = datetime(2023, 8, 1, tzinfo=UTC)
REGIONS = ["us-west", "eu-central", "ap-southeast"]


def _jobs(n: int = 40, seed: int = 3) -> pl.DataFrame:
    rng = np.random.default_rng(seed)
    sub = T0.timestamp() + np.sort(rng.integers(0, 86400, n))
    dur = rng.integers(60, 20000, n).astype(float)
    has_dl = rng.random(n) < 0.5
    dl = np.where(has_dl, sub + dur * 2 + rng.integers(0, 3600, n), np.nan)

    def ts(a: np.ndarray) -> pl.Series:
        return pl.Series((np.nan_to_num(a) * 1e6).astype(np.int64)).cast(
            pl.Datetime("us", "UTC"))

    df = pl.DataFrame({
        "job_id": [str(100 + i) for i in range(n)],
        "submit_time": ts(sub),
        "origin": [REGIONS[i] for i in rng.integers(0, 3, n)],
        "gpus": rng.integers(1, 9, n),
        "duration_s": dur,
        "mem_gb": rng.integers(0, 64, n).astype(float),
        "deadline": ts(dl),
        "gpu_util": rng.uniform(0.3, 1.0, n),
        "data_gb": rng.uniform(0, 50, n),
        "interruptible": rng.random(n) < 0.3,
        "checkpoint_s": rng.integers(0, 300, n).astype(float),
        "kind": [["train", "infer", "batch"][i] for i in rng.integers(0, 3, n)],
        "gpu_type": [None if i == 0 else "A100" for i in rng.integers(0, 2, n)],
    })
    df = df.with_columns(pl.when(pl.Series(has_dl)).then(pl.col("deadline")).otherwise(None)
                         .alias("deadline"))
    return validate_jobs(df)


def test_swf_round_trip_keeps_what_swf_holds(tmp_path):
    jobs = _jobs()
    p = write_swf(jobs, tmp_path / "t.swf", regions=REGIONS)
    text = p.read_text().splitlines()
    assert text[0].startswith(";") and len(text[-1].split()) == 18
    back = read_swf(p, regions=REGIONS, deadline="requested")
    for c in ("job_id", "submit_time", "origin", "gpus", "duration_s", "deadline"):
        assert back[c].to_list() == jobs[c].to_list(), c
    np.testing.assert_allclose(back["mem_gb"].to_numpy(), jobs["mem_gb"].to_numpy(),
                               rtol=0, atol=8 * 0.5 / 1024 ** 2)  # <= 0.5 KB x 8 processors
    assert set(back["kind"].to_list()) == {"batch"}  # SWF has no kind: the reader's option
    # gpu_util travels as field 6 (average CPU time = gpu_util x run time)
    back = read_swf(p, regions=REGIONS, deadline="requested", gpu_util="cpu_time")
    again = write_swf(back, tmp_path / "u.swf", regions=REGIONS)
    assert again.read_bytes() == p.read_bytes()


def test_batsim_round_trip_is_lossless(tmp_path):
    jobs = _jobs()
    p = write_batsim(jobs, tmp_path / "w.json")
    doc = json.loads(p.read_text())
    assert {"nb_res", "jobs", "profiles"} <= set(doc)
    assert all(doc["profiles"][j["profile"]]["type"] == "delay" for j in doc["jobs"])
    back = read_batsim(p, regions=REGIONS)
    # the walltime written (deadline - submit) comes back as the requested time, beside the
    # job columns, which are the ones written
    assert back.drop("requested_s").equals(jobs)
    span = (jobs["deadline"] - jobs["submit_time"]).dt.total_seconds().cast(float)
    assert back["requested_s"].to_list() == span.to_list()


def test_batsim_plain_workload_uses_the_stated_assumptions(tmp_path):
    doc = {"nb_res": 16, "jobs": [
        {"id": 1, "subtime": 10, "walltime": 500, "res": 2, "profile": "a"},
        {"id": "2", "subtime": 20.5, "res": 3, "profile": "b"}],
        "profiles": {"a": {"type": "delay", "delay": 100}, "b": {"type": "delay", "delay": 7.5}}}
    p = tmp_path / "plain.json"
    p.write_text(json.dumps(doc))
    df = read_batsim(p, regions=REGIONS, start="2023-08-01T00:00:00Z", gpus_per_unit=4,
                     deadline="requested", origin="eu-central")
    assert df["job_id"].to_list() == ["1", "2"]
    assert df["gpus"].to_list() == [8, 12]
    assert df["duration_s"].to_list() == [100.0, 7.5]
    assert df["origin"].to_list() == ["eu-central"] * 2
    sub = df["submit_time"].dt.epoch("us").to_numpy() / 1e6 - T0.timestamp()
    np.testing.assert_allclose(sub, [10.0, 20.5], rtol=0, atol=1e-6)
    dl = df["deadline"].dt.epoch("us").to_numpy()[0] / 1e6 - T0.timestamp()
    assert dl == pytest.approx(510.0, abs=1e-6)
    assert df["deadline"][1] is None


def test_swf_assumptions_gpus_per_unit_partition_and_skips(tmp_path):
    p = tmp_path / "cores.swf"
    p.write_text("; UnixStartTime: 1690848000\n; MaxProcs: 128\n"
                 "1 0 5 3600 32 -1 -1 32 7200 -1 1 1 1 -1 -1 2 -1 -1\n"
                 "2 60 0 0 16 -1 -1 16 100 -1 5 1 1 -1 -1 1 -1 -1\n"   # cancelled: no run
                 "3 120 0 10 -1 -1 1024 17 -1 -1 1 1 1 -1 -1 -1 -1 -1\n")
    df = read_swf(p, regions=REGIONS, gpus_per_unit=1 / 16)
    assert df["job_id"].to_list() == ["1", "3"]
    assert df["gpus"].to_list() == [2, 2]  # 32 cores -> 2 GPUs; 17 (requested) -> 2
    assert df["origin"].to_list() == ["eu-central", "us-west"]  # partition 2; -1 = first
    assert df["deadline"].to_list() == [None, None]  # deadline = "slack" (default)
    assert df["mem_gb"][1] == pytest.approx(1024 * 17 / 1024 ** 2, rel=1e-12)
    assert skipped_rows(p) == 1


@pytest.mark.parametrize("line, msg", [
    ("1 0 5 3600 32 -1 -1 32 7200 -1 1 1 1 -1 -1 2 -1", r"line 2: 17 fields"),
    ("1 0 5 36x0 32 -1 -1 32 7200 -1 1 1 1 -1 -1 2 -1 -1", r"line 2: field 4 \(run_time_s\)"),
    ("1 0 5 3600.5 32 -1 -1 32 7200 -1 1 1 1 -1 -1 2 -1 -1", r"field 4 .*integer"),
    ("1 -4 5 3600 32 -1 -1 32 7200 -1 1 1 1 -1 -1 2 -1 -1", r"field 2 \(submit_time_s\)"),
    ("1 0 5 3600 -1 -1 -1 -1 7200 -1 1 1 1 -1 -1 2 -1 -1", r"fields 5 .* and 8 .* unknown"),
])
def test_swf_bad_lines_name_file_line_and_field(tmp_path, line, msg):
    p = tmp_path / "bad.swf"
    p.write_text("; UnixStartTime: 1690848000\n" + line + "\n")
    with pytest.raises(DataError, match=rf"bad\.swf {msg}" if "line" in msg else msg):
        read_swf(p, regions=REGIONS)


def test_swf_without_a_start_asks_for_one(tmp_path):
    p = tmp_path / "nostart.swf"
    p.write_text("1 0 5 3600 32 -1 -1 32 7200 -1 1 1 1 -1 -1 2 -1 -1\n")
    with pytest.raises(DataError, match="UnixStartTime"):
        read_swf(p)
    assert read_swf(p, start="2023-08-01T00:00:00Z")["submit_time"][0] == T0


@pytest.mark.parametrize("job, profiles, msg", [
    ({"id": 1, "res": 2, "profile": "a"}, {"a": {"type": "delay", "delay": 5}}, r"subtime"),
    ({"id": 1, "subtime": 0, "res": "two", "profile": "a"},
     {"a": {"type": "delay", "delay": 5}}, r"jobs\[0\] \(id 1\): field res is 'two'"),
    ({"id": 1, "subtime": 0, "res": 2, "profile": "z"}, {}, r"profile 'z' is not defined"),
    ({"id": 1, "subtime": 0, "res": 2, "profile": "p"},
     {"p": {"type": "parallel", "cpu": [1e9]}}, r"type 'parallel'; only 'delay'"),
])
def test_batsim_bad_jobs_name_the_job_and_field(tmp_path, job, profiles, msg):
    p = tmp_path / "bad.json"
    p.write_text(json.dumps({"nb_res": 4, "jobs": [job], "profiles": profiles}))
    with pytest.raises(DataError, match=msg):
        read_batsim(p, start=T0)


def test_bad_options_are_specific(tmp_path):
    p = write_swf(_jobs(3), tmp_path / "o.swf", regions=REGIONS)
    with pytest.raises(DataError, match="gpus_per_unit"):
        read_swf(p, regions=REGIONS, gpus_per_unit=0)
    with pytest.raises(DataError, match="deadline"):
        read_swf(p, regions=REGIONS, deadline="soon")
    with pytest.raises(DataError, match="origin"):
        read_swf(p, regions=REGIONS, origin="mars")


def test_exporting_non_integer_ids_to_swf_is_refused(tmp_path):
    jobs = _jobs(3).with_columns(pl.Series("job_id", ["a", "b", "c"]))
    with pytest.raises(DataError, match=r"row 1: job_id 'a' is not a non-negative integer"):
        write_swf(jobs, tmp_path / "x.swf", regions=REGIONS)


def _trace_scenario(tmp: Path, source: str, extra: str = "") -> Path:
    toml = f"""
id = "trace-hand"
start = 2023-08-01T00:00:00Z
end = 2023-08-02T00:00:00Z
step_s = 900
seed = 0
[signals]
source = "synthetic"
[jobs]
source = "{source}"
deadline_slack = 2.0
{extra}
[forecast]
model = "persistence"
horizon_h = 2
[network]
transfer_kwh_per_gb = 0.06
egress_usd_per_gb = 0.02
bandwidth_gbps = 10
[regions.us-west]
zone = "US-CAL-CISO"
lat = 37.4
lon = -122.1
gpus = {{ A100 = 64 }}
pue = 1.2
wue_l_per_kwh = 1.0
[regions.eu-central]
zone = "DE-LU"
lat = 50.1
lon = 8.7
gpus = {{ A100 = 64 }}
pue = 1.2
wue_l_per_kwh = 1.0
[regions.ap-southeast]
zone = "SG"
lat = 1.3
lon = 103.8
gpus = {{ A100 = 64 }}
pue = 1.2
wue_l_per_kwh = 1.0
"""
    p = tmp / "trace.toml"
    p.write_text(toml)
    return p


def test_a_scenario_runs_on_an_swf_and_a_batsim_export_with_the_same_record(tmp_path):
    from gridshift import build_world, load_policy, load_scenario, simulate

    jobs = _jobs(30).with_columns(pl.col("duration_s").round(0))
    write_swf(jobs, tmp_path / "jobs.swf", regions=REGIONS)
    write_batsim(read_swf(tmp_path / "jobs.swf", regions=REGIONS, deadline="requested"),
                 tmp_path / "jobs.json")
    a = build_world(load_scenario(_trace_scenario(tmp_path, "jobs.swf",
                                                  'deadline = "requested"')))
    b = build_world(load_scenario(_trace_scenario(tmp_path, "jobs.json")))
    assert len(a.jobs) == len(b.jobs) == 30
    ra = simulate(a, load_policy("lowest-carbon-now"))
    rb = simulate(b, load_policy("lowest-carbon-now"))
    assert ra.jobs_sha256() == rb.jobs_sha256()
    assert ra.metrics == rb.metrics


def test_a_scenario_with_a_bad_trace_option_is_a_data_error(tmp_path):
    from gridshift import build_world, load_scenario

    write_swf(_jobs(3), tmp_path / "jobs.swf", regions=REGIONS)
    with pytest.raises(DataError, match="unknown option.*gpus_per_node"):
        build_world(load_scenario(_trace_scenario(tmp_path, "jobs.swf", "gpus_per_node = 8")))


def test_check_v1_jobs_exported_to_batsim_replay_to_the_same_record(tmp_path):
    """A scenario's jobs, exported with the CLI and read back as the jobs source of a copy of
    the scenario, give the same per-job table and metrics: the Batsim export is lossless."""
    from importlib import resources

    from click.testing import CliRunner

    from gridshift import build_world, load_policy, load_scenario, simulate
    from gridshift.cli import main

    run = CliRunner().invoke
    res = run(main, ["datasets", "export-jobs", "check-v1", str(tmp_path / "check.json")])
    assert res.exit_code == 0, res.output
    text = resources.files("gridshift").joinpath("scenarios/check-v1.toml").read_text()
    orig = build_world(load_scenario("check-v1"))
    jobs_block = text[text.index("[jobs]"): text.index("[forecast]")]
    slack = orig.scenario.jobs["deadline_slack"]
    text = text.replace(jobs_block, f'[jobs]\nsource = "check.json"\ndeadline_slack = {slack}\n\n')
    (tmp_path / "copy.toml").write_text(text)
    copy = build_world(load_scenario(tmp_path / "copy.toml"))
    a = simulate(orig, load_policy("lowest-carbon-now"))
    b = simulate(copy, load_policy("lowest-carbon-now"))
    assert a.jobs_sha256() == b.jobs_sha256()
    assert a.metrics == b.metrics
    swf = run(main, ["datasets", "export-jobs", "check-v1", str(tmp_path / "c.swf")])
    assert swf.exit_code == 0, swf.output
    lines = (tmp_path / "c.swf").read_text().splitlines()
    assert lines[0] == "; Version: 2.2"
    assert sum(1 for ln in lines if not ln.startswith(";")) == len(orig.jobs)
    bad = run(main, ["datasets", "export-jobs", "check-v1", str(tmp_path / "c.txt")])
    assert bad.exit_code == 2
