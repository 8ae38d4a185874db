"""Benchmark: standard suites, result records, submit and verify, leaderboard tables, plots.

Submodules are imported on use (``gridshift.benchmark.leaderboard`` etc.) so that importing
gridshift stays light.
"""
