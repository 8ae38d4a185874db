"""The bare-numpy floor of a year run: what the same work needs with nothing but numpy/pyarrow.

A loop simulates ``--jobs`` jobs (default 1,200,775, the year's) over ``--regions`` regions
(16) and ``--steps`` steps (35,040 of 900 s): each step the jobs submitted in it start at once
in the region of lowest carbon intensity then (no capacity, no queue: a trivial policy),
and each is charged its energy at that step's intensity. Then it writes a per-job Parquet
file with the same 30 columns as ``gridshift run --out`` (names, logical types; region, GPU
type and status dictionary-encoded, zstd), a row group of 131,072 rows at a time (the
per-job arrays are whole; the table's columns exist only for the block being written).

Run (peak RSS and time are measured from outside, by ``perf/memory_year.py``)::

    python perf/floor_year.py --out /tmp/floor

It prints the rows written and the wall time; speed and memory are never asserted in tests.
"""

from __future__ import annotations

import argparse
import time
from pathlib import Path

import numpy as np
import pyarrow as pa
import pyarrow.parquet as pq

_STATUS = ["pending", "queued", "running", "done"]


def simulate(n_jobs: int, n_regions: int, n_steps: int, step_s: float, seed: int = 0
             ) -> dict[str, np.ndarray]:
    """The per-job arrays of the trivial year (inputs and results)."""
    rng = np.random.default_rng(seed)
    ci = 50.0 + 400.0 * rng.random((n_steps, n_regions))           # gCO2/kWh per step, region
    pue = 1.1 + 0.3 * rng.random((n_steps, n_regions))
    submit_step = np.sort(rng.integers(0, n_steps, n_jobs))
    submit_s = submit_step * step_s + rng.random(n_jobs) * step_s
    origin = rng.integers(0, n_regions, n_jobs)
    gpus = rng.integers(1, 9, n_jobs)
    duration_s = rng.lognormal(8.0, 1.0, n_jobs)
    util = rng.random(n_jobs)
    deadline_s = submit_s + 1.5 * duration_s
    region = np.empty(n_jobs, np.int64)
    start_s = np.empty(n_jobs)
    bounds = np.searchsorted(submit_step, np.arange(n_steps + 1))
    best = ci.argmin(axis=1)
    for k in range(n_steps):  # the loop: each step's arrivals start at once, greenest region
        lo, hi = bounds[k], bounds[k + 1]
        if lo == hi:
            continue
        region[lo:hi] = best[k]
        start_s[lo:hi] = np.maximum(submit_s[lo:hi], (k + 1) * step_s)
    finish_s = start_s + duration_s
    k0 = np.minimum((start_s // step_s).astype(np.int64), n_steps - 1)
    p_w = gpus * (50.0 + 350.0 * util)
    e_it = p_w * duration_s / 3.6e6
    e_fac = e_it * pue[k0, region]
    carbon = e_fac * ci[k0, region] / 1000.0
    return {"origin": origin, "region": region, "gpus": gpus, "submit_s": submit_s,
            "start_s": start_s, "finish_s": finish_s, "deadline_s": deadline_s,
            "e_it": e_it, "e_fac": e_fac, "carbon": carbon, "duration_s": duration_s}


def _ids(first: int, n: int) -> pa.Array:
    """Job ids ``j0000000``, ``j0000001``, ... from ``first`` as an Arrow string array."""
    width = 8
    b = np.empty((n, width + 1), np.uint8)
    b[:, 0] = ord("j")
    v = np.arange(first, first + n)
    for i in range(width, 0, -1):
        b[:, i] = ord("0") + v % 10
        v //= 10
    offsets = np.arange(n + 1, dtype=np.int32) * (width + 1)
    return pa.StringArray.from_buffers(n, pa.py_buffer(offsets), pa.py_buffer(b))


def write(out: Path, a: dict[str, np.ndarray], n_regions: int, t0: float,
          rows: int = 1 << 17) -> int:
    """Write the per-job Parquet of the 30 columns, a row group of ``rows`` rows at a time."""
    n = a["gpus"].shape[0]
    names = pa.array([f"r{i}" for i in range(n_regions)])
    ts = pa.timestamp("us", tz="UTC")
    writer = None
    for lo in range(0, n, rows):
        b = {k: v[lo:lo + rows] for k, v in a.items()}
        m = b["gpus"].shape[0]
        zeros = np.zeros(m)

        def us(v: np.ndarray) -> pa.Array:
            return pa.array(np.round((v + t0) * 1e6).astype(np.int64), type=ts)

        cols = {
            "job_id": _ids(lo, m),
            "origin": pa.DictionaryArray.from_arrays(b["origin"].astype(np.int32), names),
            "region": pa.DictionaryArray.from_arrays(b["region"].astype(np.int32), names),
            "gpu_type": pa.DictionaryArray.from_arrays(np.zeros(m, np.int32),
                                                       pa.array(["A100"])),
            "gpus": b["gpus"],
            "status": pa.DictionaryArray.from_arrays(np.full(m, 3, np.int32),
                                                     pa.array(_STATUS)),
            "submit_time": us(b["submit_s"]), "start_time": us(b["start_s"]),
            "finish_time": us(b["finish_s"]), "deadline": us(b["deadline_s"]),
            "submit_s": b["submit_s"], "start_s": b["start_s"], "finish_s": b["finish_s"],
            "deadline_s": b["deadline_s"], "wait_s": b["start_s"] - b["submit_s"],
            "segments": np.ones(m, np.int64), "pauses": np.zeros(m, np.int64),
            "gpu_hours": b["gpus"] * b["duration_s"] / 3600.0,
            "energy_it_kwh": b["e_it"], "energy_facility_kwh": b["e_fac"],
            "energy_transfer_kwh": zeros, "carbon_kg": b["carbon"],
            "carbon_embodied_kg": b["gpus"] * b["duration_s"] * 1e-6,
            "water_onsite_l": b["e_it"] * 1.8, "water_offsite_l": b["e_fac"] * 3.1,
            "water_l": b["e_it"] * 1.8 + b["e_fac"] * 3.1,
            "energy_cost_usd": b["e_fac"] * 0.1, "egress_cost_usd": zeros,
            "data_moved_gb": zeros, "slo_violated": b["finish_s"] > b["deadline_s"],
        }
        batch = pa.record_batch(cols)
        if writer is None:
            writer = pq.ParquetWriter(out / "jobs.parquet", batch.schema, compression="zstd",
                                      write_statistics=False, store_schema=False,
                                      use_dictionary=["origin", "region", "gpu_type",
                                                      "status"])
        writer.write_batch(batch, row_group_size=m)
    if writer is not None:
        writer.close()
    return n


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--jobs", type=int, default=1_200_775)
    ap.add_argument("--regions", type=int, default=16)
    ap.add_argument("--steps", type=int, default=35_040)
    ap.add_argument("--out", type=Path, required=True)
    args = ap.parse_args()
    t0 = time.perf_counter()
    args.out.mkdir(parents=True, exist_ok=True)
    a = simulate(args.jobs, args.regions, args.steps, 900.0)
    n = write(args.out, a, args.regions, 1_672_531_200.0)  # 2023-01-01T00:00:00Z
    print(f"floor: {n:,} jobs x {args.regions} regions x {args.steps:,} steps in "
          f"{time.perf_counter() - t0:.2f} s")


if __name__ == "__main__":
    main()
