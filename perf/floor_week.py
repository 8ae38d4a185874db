"""The floor for a week run: a bare-numpy loop of the same size as ``gridshift run``'s.

``gridshift run --policy lowest-carbon-now`` on the embedded default (quickstart-v4: five
regions, one week of 15-minute steps, 24,932 synthetic jobs, 5,210 epochs with the drain)
imports its libraries, builds the World, runs the epochs, accounts every job and writes a
36-column per-job Parquet table. This script does the least a program of that size must do,
in one process, so ``perf/start.py`` can report how far gridshift is from it:

* import numpy and polars (the Parquet writer gridshift uses);
* draw as many jobs (submit time, origin, GPUs, duration, data size) and a ``[T, R]`` carbon
  and price signal from a seeded generator;
* run one numpy step per epoch over the same number of epochs: the jobs that arrive go to
  the region of lowest carbon now (the trivial placement), start at once, and their energy,
  carbon and cost are computed for the step they start in;
* write a per-job table of the same shape (36 columns: ids and regions as strings, UTC
  timestamps, floats, integers, booleans) with zstd compression.

No capacity, queue, forecast, drain logic, site energy or exact integration: that is what
the difference to gridshift's time pays for. Run: ``python perf/floor_week.py [--out DIR]``;
prints the wall time of its phases on one line.
"""

from __future__ import annotations

import argparse
import os
import tempfile
import time

T0 = time.perf_counter()

import numpy as np  # noqa: E402 - the import is part of what is measured
import polars as pl  # noqa: E402

#: The week run's size (quickstart-v4, seed 0; ``gridshift run --json``'s ``jobs`` and the
#: epochs its simulator runs, window and drain).
N_JOBS = 24_932
N_EPOCHS = 5_210
N_REGIONS = 5
STEP_S = 900
START_US = 1_690_848_000_000_000  # 2023-08-01T00:00:00Z [us]


def main(out_dir: str | None = None) -> dict[str, float]:
    """Run the floor; return the wall time of each phase [s] (``import`` from process start)."""
    t_imp = time.perf_counter()
    rng = np.random.default_rng(0)
    window_s = 672 * STEP_S
    submit = np.sort(rng.uniform(0, window_s, N_JOBS))
    origin = rng.integers(0, N_REGIONS, N_JOBS)
    gpus = rng.choice(np.array([1, 2, 4, 8]), N_JOBS)
    duration = rng.lognormal(8.0, 1.2, N_JOBS)
    data_gb = rng.lognormal(1.0, 1.5, N_JOBS)
    hours = np.arange(N_EPOCHS) * STEP_S / 3600.0
    carbon = 300 + 100 * np.sin(2 * np.pi * (hours[:, None] / 24 + np.arange(N_REGIONS) / 5))
    price = 80 + 20 * np.cos(2 * np.pi * (hours[:, None] / 24 + np.arange(N_REGIONS) / 7))
    t_gen = time.perf_counter()

    region = np.full(N_JOBS, -1, dtype=np.int64)
    start = np.full(N_JOBS, np.nan)
    energy = np.zeros(N_JOBS)
    carbon_kg = np.zeros(N_JOBS)
    cost = np.zeros(N_JOBS)
    busy = np.zeros(N_REGIONS)  # GPU-seconds placed per region (a running total)
    lo = 0
    for k in range(N_EPOCHS):  # one numpy step per epoch, as the engine's loop has
        t = k * STEP_S
        hi = int(np.searchsorted(submit, t + STEP_S, side="left"))
        if hi > lo:
            best = int(np.argmin(carbon[k]))
            idx = np.arange(lo, hi)
            region[idx] = best
            start[idx] = t + STEP_S
            e = gpus[idx] * 0.4 * duration[idx] / 3600.0  # kWh at 400 W per GPU
            energy[idx] = e
            carbon_kg[idx] = e * carbon[k, best] / 1000.0
            cost[idx] = e * price[k, best] / 1000.0
            busy[best] += float((gpus[idx] * duration[idx]).sum())
            lo = hi
        _ = carbon[k].min(), price[k].mean()  # what an observation reads each epoch
    finish = start + duration
    t_loop = time.perf_counter()

    names = np.array([f"r{i}" for i in range(N_REGIONS)])
    us = lambda s: pl.Series((START_US + s * 1e6).astype(np.int64)).cast(  # noqa: E731
        pl.Datetime("us", "UTC"))
    cols: dict[str, object] = {
        "job_id": [f"j{i:07d}" for i in range(N_JOBS)],
        "origin": names[origin], "region": names[region], "gpu_type": names[origin],
        "gpus": gpus, "status": np.full(N_JOBS, "done"),
        "submit_time": us(submit), "start_time": us(start), "finish_time": us(finish),
        "deadline": us(submit + 1.5 * duration),
        "submit_s": submit, "start_s": start, "finish_s": finish,
        "deadline_s": submit + 1.5 * duration, "wait_s": start - submit,
        "segments": np.ones(N_JOBS, dtype=np.int64), "pauses": np.zeros(N_JOBS, dtype=np.int64),
    }
    floats = ["gpu_hours", "energy_it_kwh", "energy_facility_kwh", "energy_transfer_kwh",
              "carbon_kg", "carbon_embodied_kg", "water_onsite_l", "water_offsite_l",
              "water_l", "energy_cost_usd", "egress_cost_usd", "data_moved_gb",
              "carbon_transfer_kg", "carbon_penalty_kg", "cost_penalty_usd", "water_penalty_l",
              "energy_grid_kwh"]
    for i, name in enumerate(floats):  # distinct values per column, as a real table has
        cols[name] = (energy, carbon_kg, cost, data_gb)[i % 4] * (1.0 + i / 7)
    cols["slo_violated"] = finish > submit + 1.5 * duration
    cols["dropped"] = np.zeros(N_JOBS, dtype=bool)
    df = pl.DataFrame(cols)
    assert df.width == 36, df.width
    with tempfile.TemporaryDirectory() as tmp:
        path = os.path.join(out_dir or tmp, "jobs.parquet")
        df.write_parquet(path, compression="zstd", statistics=False)
    t_write = time.perf_counter()
    return {"import": t_imp - T0, "generate": t_gen - t_imp, "loop": t_loop - t_gen,
            "write": t_write - t_loop}


if __name__ == "__main__":
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--out", help="folder for jobs.parquet (default: a temporary one)")
    phases = main(ap.parse_args().out)
    print(" ".join(f"{k}={v:.3f}s" for k, v in phases.items()))
