"""The example scenarios' input files, regenerated from the seeded generators.

``python -m gridshift.workloads.examples [DIR]`` writes, into ``DIR`` (default: the package's
``scenarios/workloads``), the jobs files the three example scenarios read
(``workflow-pipelines-v1.jobs.csv``, ``tiered-v1.jobs.csv``, ``events-v1.jobs.csv``); the
event file ``events-v1.events.csv`` is written by hand. ``tests/workloads/test_examples.py``
checks the committed files are these bytes.
"""

from __future__ import annotations

import sys
from datetime import UTC, datetime
from pathlib import Path

import polars as pl

__all__ = ["REGIONS", "write_examples"]

#: The example scenarios' regions (as in check-v1) and window.
REGIONS = ["us-west", "eu-central", "ap-southeast"]
START, END = datetime(2023, 8, 1, tzinfo=UTC), datetime(2023, 8, 3, tzinfo=UTC)


def _csv(df: pl.DataFrame, p: Path) -> None:
    df = df.with_columns(pl.col("submit_time").dt.strftime("%Y-%m-%dT%H:%M:%S%.3fZ"))
    df.write_csv(p, float_precision=None)


def write_examples(out: Path) -> list[Path]:
    """Write the generated input files into ``out``; their paths."""
    from gridshift.datasets.synthetic import synthetic_jobs
    from gridshift.datasets.workflows import synthetic_workflows
    from gridshift.workloads.tiers import assign_tiers

    out.mkdir(parents=True, exist_ok=True)
    paths = []
    jobs, _ = synthetic_workflows(REGIONS, START, END, seed=0, workflows_per_hour=1.0)
    keep = ["job_id", "submit_time", "origin", "gpus", "duration_s", "data_gb", "kind",
            "workflow_id", "depends_on", "edge_data_gb"]
    p = out / "workflow-pipelines-v1.jobs.csv"
    _csv(jobs.select(keep), p)
    paths.append(p)
    base = synthetic_jobs(REGIONS, START, END, seed=0, jobs_per_hour=8.0, max_gpus=8)
    tier, tenant = assign_tiers(len(base), seed=0)
    tiered = base.with_columns(pl.Series("tier", tier), pl.Series("tenant", tenant)).with_columns(
        # a preemptible job checkpoints (it can be preempted only if interruptible)
        interruptible=pl.col("interruptible") | (pl.col("tier") == "preemptible"),
        checkpoint_s=pl.when(pl.col("tier") == "preemptible")
        .then(pl.max_horizontal("checkpoint_s", pl.lit(60.0))).otherwise(pl.col("checkpoint_s")))
    cols = ["job_id", "submit_time", "origin", "gpus", "duration_s", "gpu_util", "data_gb",
            "kind", "interruptible", "checkpoint_s", "tier", "tenant"]
    p = out / "tiered-v1.jobs.csv"
    _csv(tiered.select(cols), p)
    paths.append(p)
    p = out / "events-v1.jobs.csv"
    _csv(base.select(cols[:10]), p)
    paths.append(p)
    return paths


if __name__ == "__main__":  # pragma: no cover - the command documented above
    from importlib import resources

    d = Path(sys.argv[1]) if len(sys.argv) > 1 else Path(
        str(resources.files("gridshift"))) / "scenarios" / "workloads"
    for q in write_examples(d):
        print(q)
