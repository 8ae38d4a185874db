"""The result of one run (:class:`RunResult`) and the plain run that makes it.

Below both runners: :func:`gridshift.sim.run.simulate` (which hands a scenario with workload
tables to :func:`gridshift.workloads.run.simulate`) and the workloads runner build their
results here, so neither runner imports the other's module back.
"""

from __future__ import annotations

import dataclasses
import hashlib
import io
import json
import math
import os
import tempfile
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import polars as pl

from gridshift.policies.api import Policy
from gridshift.sim.accounting import JOBS_BLOCK_ROWS, JobTable, account_table, busy_gpus
from gridshift.sim.simulator import Schedule, Simulator
from gridshift.sim.world import World

__all__ = ["RunResult", "make_result", "run_plain"]


@dataclass
class RunResult:
    """The outcome of one run.

    Attributes:
        scenario: Scenario id.
        scenario_hash: sha256 of the normalised spec and all input tables.
        policy: Policy id.
        seed: Run seed.
        metrics: Summary metrics (see :data:`gridshift.sim.accounting.METRIC_KEYS`).
        table: The per-job table: a :class:`~gridshift.sim.accounting.JobTable` (columns,
            made whole only when :attr:`jobs` is read) or a polars DataFrame.
        schedule: The raw schedule (segments, transfers).
        world: The World the run used.
    """

    scenario: str
    scenario_hash: str
    policy: str
    seed: int
    metrics: dict[str, Any]
    table: JobTable | pl.DataFrame = field(repr=False)
    schedule: Schedule = field(repr=False)
    world: World = field(repr=False)

    def __post_init__(self) -> None:
        self._frame = self.table if isinstance(self.table, pl.DataFrame) else None

    @property
    def jobs(self) -> pl.DataFrame:
        """The per-job table as one polars DataFrame (made on first use, then kept)."""
        if self._frame is None:
            assert isinstance(self.table, JobTable)
            self._frame = self.table.to_polars()
        return self._frame

    @jobs.setter
    def jobs(self, frame: pl.DataFrame) -> None:
        self._frame = self.table = frame

    def numeric(self) -> RunResult:
        """This result with a :attr:`jobs` of the numeric and boolean columns only.

        For consumers that sum per-job numbers (a record's region breakdown): the columns are
        the accounting's numpy arrays, handed to polars without a copy, so the string and
        timestamp columns of the whole table are never made.
        """
        t = self.table
        frame = t.numeric() if isinstance(t, JobTable) else t.select(
            [c for c, d in t.schema.items() if d.is_numeric() or d == pl.Boolean])
        return dataclasses.replace(self, table=frame)

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
        """The whole per-job table as Parquet bytes from polars' writer (deterministic).

        These are the bytes :meth:`jobs_sha256` hashes (tests pin them). The files that
        :meth:`write` and the records store are written by :meth:`write_jobs` instead, a block
        of rows at a time: other bytes, the same content (``jobs_digest``).

        Args:
            release: Drop the per-job table once it is encoded (``jobs`` becomes an empty
                frame): the table is written to a temporary file and read back after it is
                freed, so the table and its encoded bytes are never both in memory. The
                bytes are the same either way.
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
        """sha256 of :meth:`jobs_parquet_bytes` (polars' bytes of the whole table)."""
        return hashlib.sha256(self.jobs_parquet_bytes()).hexdigest()

    def jobs_digest(self) -> str:
        """The per-job table's content digest (jobs-digest/1, :mod:`gridshift._digest`): its
        identity, whatever library or writer holds it. Computed a block at a time."""
        from gridshift._digest import JobsDigest

        d = JobsDigest()
        for block in self._blocks():
            d.update(block)
        return d.hexdigest()

    def _blocks(self) -> Iterator[Any]:
        """The table as Arrow record batches of :data:`JOBS_BLOCK_ROWS` rows."""
        t = self.table
        if isinstance(t, JobTable):
            yield from t.arrow_blocks(JOBS_BLOCK_ROWS)
            return
        if t.height == 0:
            import pyarrow as pa

            yield pa.RecordBatch.from_pylist([], schema=t.to_arrow().schema)
            return
        for a in range(0, t.height, JOBS_BLOCK_ROWS):
            yield from t.slice(a, JOBS_BLOCK_ROWS).to_arrow().to_batches()

    def write_jobs(self, path: str | Path, release: bool = False) -> tuple[str, str]:
        """Write the per-job table to the Parquet file ``path``, a row group per block.

        The table is never made whole: each block of :data:`JOBS_BLOCK_ROWS` rows is made
        from the accounting's columns, fed to the content digest and written (zstd, no
        statistics; region, GPU type, origin and status dictionary-encoded), then dropped.
        The file holds no Arrow schema, so polars, pandas and DuckDB read its columns as the
        whole table's types (strings as strings, times as ``timestamp[us, UTC]``).

        Args:
            path: The file to write (replaced).
            release: Drop the per-job table once it is written (``jobs`` becomes empty).

        Returns:
            ``(jobs_digest, sha256 of the file)``.
        """
        import pyarrow as pa
        import pyarrow.parquet as pq

        from gridshift._digest import JobsDigest

        d = JobsDigest()
        blocks = self._blocks()
        first = next(blocks)
        dict_cols = [f.name for f in first.schema if pa.types.is_dictionary(f.type)]
        with pq.ParquetWriter(str(path), first.schema, compression="zstd",
                              write_statistics=False, use_dictionary=dict_cols or False,
                              store_schema=False) as w:
            block: Any = first
            while block is not None:
                d.update(block)
                w.write_batch(block, row_group_size=max(block.num_rows, 1))
                block = next(blocks, None)
        del first, block, blocks
        if release:
            self.release()
        h = hashlib.sha256()
        with open(path, "rb") as f:
            for chunk in iter(lambda: f.read(1 << 20), b""):
                h.update(chunk)
        return d.hexdigest(), h.hexdigest()

    def stream_jobs(self, release: bool = True) -> tuple[str, bytes]:
        """``(jobs_digest, Parquet bytes)`` of :meth:`write_jobs` (through a temporary file,
        the table released before the bytes are read back unless ``release`` is False)."""
        fd, name = tempfile.mkstemp(prefix="gridshift-jobs-", suffix=".parquet")
        os.close(fd)
        try:
            digest, _ = self.write_jobs(name, release=release)
            with open(name, "rb") as f:
                return digest, f.read()
        finally:
            os.unlink(name)

    def release(self) -> None:
        """Drop the per-job table (``jobs`` becomes an empty frame of the same columns)."""
        t = self.table
        self._frame = self.table = t.head(0).to_polars() if isinstance(t, JobTable) else \
            t.clear()

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
        digest, sha = self.write_jobs(pq)
        summ = {**self.summary(), "jobs_digest": digest, "jobs_sha256": sha}
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


def make_result(world: World, policy: Policy | Any, policy_name: str | None,
                schedule: Schedule, metrics: dict[str, Any],
                table: JobTable | pl.DataFrame) -> RunResult:
    """The :class:`RunResult` of a finished run of ``policy`` over ``world``."""
    return RunResult(
        scenario=world.scenario.id, scenario_hash=world.scenario_hash,
        policy=str(policy_name or getattr(policy, "id", None) or type(policy).__name__),
        seed=world.seed,
        metrics=metrics, table=table, schedule=schedule, world=world,
    )


def run_plain(world: World, policy: Policy | Any, track: str | None = None,
              policy_name: str | None = None,
              mechanisms: Sequence[tuple[str | None, Callable[[Any], Any]]] = (),
              jit: bool | None = None) -> tuple[Schedule, dict[str, Any], JobTable]:
    """Run ``policy`` over ``world`` (with ``mechanisms``) and account the schedule:
    ``(schedule, metrics, per-job table)``. ``jit=False`` runs on the numpy queue."""
    sim = Simulator(world, policy, track=track, policy_name=policy_name,
                    mechanisms=mechanisms)
    if jit is not None:
        sim.jit = jit
    schedule = sim.run()
    metrics, table = account_table(world, schedule)
    return schedule, metrics, table
