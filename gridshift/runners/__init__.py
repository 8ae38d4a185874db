"""Runners: sweeps of cells, the resumable content-addressed record store, and executors
(serial, process pool, Dask).  See ``docs/BENCHMARK.md``."""
