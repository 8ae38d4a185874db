"""Runners: sweeps of cells, the resumable content-addressed record store, and executors
(serial, process pool, Dask).  See README.md, "The standard suite gs-v1 and the leaderboard"."""
