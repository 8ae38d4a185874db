"""The SLURM adapter against a real SLURM (issue 38): ``gridshift slurm submit`` puts a small
trace of short jobs on the cluster where and when spatiotemporal-greedy-v1 places them
(partitions = check-v1's regions, the scenario clock 150x), ``collect`` reads ``sacct``,
``gridshift shadow`` scores it, and the placements and start epochs are compared with the
simulated run of the same policy.

Needs slurm-wlm, slurmdbd, munge and mariadb-server (``.ci/run`` installs them and starts the
cluster with ``.ci/slurm-up.sh``; as root the fixture starts it too); skipped with the reason
otherwise."""

from __future__ import annotations

import os
import shutil
import subprocess
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]
REGIONS = ("us-west", "eu-central", "ap-southeast")  # check-v1's
POLICY = "spatiotemporal-greedy-v1"


def _partitions() -> set[str]:
    p = subprocess.run(["sinfo", "-h", "-o", "%P %a"], capture_output=True, text=True,
                       timeout=30)
    if p.returncode != 0:
        return set()
    return {ln.split()[0].rstrip("*") for ln in p.stdout.splitlines()
            if ln.split()[1:] == ["up"]}


@pytest.fixture(scope="module")
def cluster():
    missing = [t for t in ("sbatch", "sacct", "squeue", "sinfo") if shutil.which(t) is None]
    if missing:
        pytest.skip(f"SLURM is not installed ({', '.join(missing)} not found): apt-get install "
                    "slurm-wlm slurmdbd munge mariadb-server, then .ci/slurm-up.sh")
    if not set(REGIONS) <= _partitions():
        if hasattr(os, "geteuid") and os.geteuid() == 0 and shutil.which("slurmctld"):
            up = subprocess.run([str(REPO / ".ci" / "slurm-up.sh"), *REGIONS],
                                capture_output=True, text=True, timeout=300)
            if up.returncode != 0:
                pytest.fail(f".ci/slurm-up.sh failed: {up.stderr[-2000:]}")
        if not set(REGIONS) <= _partitions():
            pytest.skip(f"no SLURM cluster with partitions {', '.join(REGIONS)} answers "
                        "(start one with .ci/slurm-up.sh as root)")
    return True


def test_a_policy_on_real_slurm_matches_its_simulated_run(cluster, tmp_path):
    from gridshift.shadow import shadow_run
    from gridshift.slurm import collect, submit

    out = tmp_path / "run"
    plan = submit("check-v1", POLICY, out, time_scale=150.0, window_h=4.0, sleep_max_s=3.0)
    planned = {j["job"]: j for j in plan["jobs"]}
    assert len(planned) >= 10
    assert any(j["region"] != "eu-central" for j in plan["jobs"])
    rep = collect(out, timeout_s=300)
    assert rep["started"] == rep["submitted"] == len(planned)
    assert rep["same_partition"] == len(planned)  # every job ran in its region's partition
    # SLURM starts a job at its --begin once its scheduler runs (1 s here, 150 s of scenario
    # time, a sixth of an epoch): a start may slip into the next epoch, never further
    assert 0 <= rep["max_epoch_delay"] <= 1
    assert all(r["real_latency_s"] >= 0 for r in rep["jobs"])
    assert rep["same_epoch"] >= len(planned) - 3
    rec = shadow_run(rep["log"], "check-v1", "sacct", tmp_path / "store")
    assert rec["shadow"]["jobs_in_log"] == len(planned)
    late = {r["job"] for r in rep["jobs"] if r["slurm_epoch"] != r["planned_epoch"]}
    for x in rec["shadow_jobs"]:
        pj = planned[x["job"]]
        assert x["engine_region"] == x["log_region"] == pj["region"]
        if x["job"] in late:  # later by the epochs SLURM took, and only by those
            assert x["engine_start_s"] > pj["sim_start_s"]
            assert x["engine_start_s"] - pj["sim_start_s"] <= 900.0 + 1e-6
        else:  # the simulated start, to the float
            assert x["engine_start_s"] == pytest.approx(pj["sim_start_s"], abs=1e-6)
