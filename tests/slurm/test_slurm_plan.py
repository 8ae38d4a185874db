"""``gridshift slurm submit --dry-run`` (no SLURM needed): the plan holds each job's partition,
``--begin`` on the scaled clock and the sbatch arguments, from the policy's simulated run."""

from __future__ import annotations

import json
import math

from click.testing import CliRunner

from gridshift.cli import main


def test_dry_run_plans_partitions_and_begin_times(tmp_path):
    import datetime as dt

    res = CliRunner().invoke(main, ["slurm", "submit", "check-v1", "--policy",
                                    "spatiotemporal-greedy-v1", "--out", str(tmp_path),
                                    "--time-scale", "150", "--window-h", "4", "--partition",
                                    "us-west=gpu-west", "--dry-run"])
    assert res.exit_code == 0, res.output
    plan = json.loads((tmp_path / "slurm-plan.json").read_text())
    assert plan["policy"] == "spatiotemporal-greedy-v1" and plan["step_s"] == 900
    assert len(plan["jobs"]) >= 10
    for jb in plan["jobs"]:
        assert jb["epoch"] * 900 < 4 * 3600
        assert jb["partition"] == ("gpu-west" if jb["region"] == "us-west" else jb["region"])
        begin = dt.datetime.fromisoformat(jb["begin"]).replace(tzinfo=dt.UTC).timestamp()
        assert begin == math.ceil(plan["t0_real"] + jb["epoch"] * 900 / 150)
        assert f"--partition={jb['partition']}" in jb["sbatch"]
        assert f"--job-name={jb['job']}" in jb["sbatch"] and jb["slurm_id"] is None


def test_bad_partition_option_and_collect_without_jobs_exit_2(tmp_path):
    r = CliRunner().invoke(main, ["slurm", "submit", "check-v1", "--policy", "local-now",
                                  "--out", str(tmp_path), "--partition", "us-west", "--dry-run"])
    assert r.exit_code == 2 and "expected REGION=PARTITION" in r.output
    CliRunner().invoke(main, ["slurm", "submit", "check-v1", "--policy", "local-now", "--out",
                              str(tmp_path), "--dry-run"])
    r = CliRunner().invoke(main, ["slurm", "collect", str(tmp_path)])
    assert r.exit_code == 2 and "no submitted job" in r.output
