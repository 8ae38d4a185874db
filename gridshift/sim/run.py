"""One run: World + Policy -> Schedule -> metrics (the unit every sweep cell is made of)."""

from __future__ import annotations

import hashlib
import io
import json
import math
import os
import tempfile
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import polars as pl

from gridshift.policies.api import Policy
from gridshift.sim.accounting import account, busy_gpus
from gridshift.sim.simulator import Schedule, Simulator
from gridshift.sim.world import World

__all__ = ["RunResult", "simulate"]


@dataclass
class RunResult:
    """The outcome of one run.

    Attributes:
        scenario: Scenario id.
        scenario_hash: sha256 of the normalised spec and all input tables.
        policy: Policy id.
        seed: Run seed.
        metrics: Summary metrics (see :data:`gridshift.sim.accounting.METRIC_KEYS`).
        jobs: Per-job table.
        schedule: The raw schedule (segments, transfers).
        world: The World the run used.
    """

    scenario: str
    scenario_hash: str
    policy: str
    seed: int
    metrics: dict[str, Any]
    jobs: pl.DataFrame
    schedule: Schedule = field(repr=False)
    world: World = field(repr=False)

    def summary(self) -> dict[str, Any]:
        """The JSON object of ``gridshift run --json``."""
        return {
            "scenario": self.scenario,
            "scenario_hash": self.scenario_hash,
            "policy": self.policy,
            "seed": self.seed,
            "metrics": _clean(self.metrics),
        }

    def jobs_parquet_bytes(self, release: bool = False) -> bytes:
        """The per-job table as Parquet bytes (deterministic for the same run).

        Args:
            release: Drop the per-job table once it is encoded (``jobs`` becomes an empty
                frame): the table is written to a temporary file and read back after it is
                freed, so the table and its encoded bytes are never both in memory (at year
                scale the table is ~200 MiB and its bytes ~110 MB; an in-memory buffer also
                holds a growing copy). The bytes are the same either way.
        """
        if not release:
            buf = io.BytesIO()
            self.jobs.write_parquet(buf, compression="zstd", statistics=False)
            return buf.getvalue()
        fd, name = tempfile.mkstemp(prefix="gridshift-jobs-", suffix=".parquet")
        os.close(fd)
        try:
            self.jobs.write_parquet(name, compression="zstd", statistics=False)
            self.jobs = self.jobs.clear()
            with open(name, "rb") as f:
                return f.read()
        finally:
            os.unlink(name)

    def jobs_sha256(self) -> str:
        """sha256 of :meth:`jobs_parquet_bytes` (the file's bytes: they name the writer)."""
        return hashlib.sha256(self.jobs_parquet_bytes()).hexdigest()

    def jobs_digest(self) -> str:
        """The per-job table's content digest (jobs-digest/1, :mod:`gridshift._digest`): its
        identity, whatever library or writer holds it."""
        from gridshift._digest import jobs_digest

        return jobs_digest(self.jobs)

    def load_series(self) -> pl.DataFrame:
        """Mean GPUs busy per step and region, with carbon intensity (for plots)."""
        w = self.world
        busy = busy_gpus(self.schedule, w)
        ci = w.carbon[w.window]
        rows = []
        for i, r in enumerate(w.regions):
            rows.append(pl.DataFrame({
                "time_s": [k * w.step_s for k in range(w.n_steps)],
                "region": [r] * w.n_steps,
                "busy_gpus": busy[:, i],
                "capacity_gpus": [int(w.capacity[i].sum())] * w.n_steps,
                "carbon_gco2_per_kwh": ci[:, i],
            }))
        return pl.concat(rows)

    def write(self, out_dir: str | Path) -> tuple[Path, Path]:
        """Write ``jobs.parquet`` and ``summary.json`` into ``out_dir``."""
        out = Path(out_dir)
        out.mkdir(parents=True, exist_ok=True)
        pq = out / "jobs.parquet"
        data = self.jobs_parquet_bytes()
        pq.write_bytes(data)
        summ = {**self.summary(), "jobs_digest": self.jobs_digest(),
                "jobs_sha256": hashlib.sha256(data).hexdigest()}
        del data
        js = out / "summary.json"
        js.write_text(json.dumps(summ, indent=2, sort_keys=True) + "\n")
        return pq, js


def _clean(v: Any) -> Any:
    """NaN/inf -> None so the JSON is valid."""
    if isinstance(v, dict):
        return {k: _clean(x) for k, x in v.items()}
    if isinstance(v, float) and not math.isfinite(v):
        return None
    return v


def simulate(world: World, policy: Policy | Any, track: str | None = None,
             policy_name: str | None = None) -> RunResult:
    """Run ``policy`` over ``world`` and account the schedule."""
    sim = Simulator(world, policy, track=track, policy_name=policy_name)
    schedule = sim.run()
    metrics, table = account(world, schedule)
    return RunResult(
        scenario=world.scenario.id, scenario_hash=world.scenario_hash,
        policy=str(policy_name or getattr(policy, "id", None) or type(policy).__name__),
        seed=world.seed,
        metrics=metrics, jobs=table, schedule=schedule, world=world,
    )
