"""Tests of gridshift.evaluate (gridshift/api_evaluate.py): a tidy per-seed polars table."""

from __future__ import annotations

from pathlib import Path

import polars as pl
from numpy.testing import assert_allclose

import gridshift

SUITE = str(Path(__file__).parent / "benchmark" / "fixtures" / "tiny-suite")


def test_evaluate_returns_one_row_per_cell_with_savings_by_hand(tmp_path):
    df = gridshift.evaluate("lowest-carbon-now", suite=SUITE, seeds=[1, 2],
                            store=tmp_path / "st")
    assert isinstance(df, pl.DataFrame)
    assert df.height == 2 * 2 * 2  # scenarios x (policy + reference) x seeds
    assert set(df["policy"]) == {"local-now-v1", "lowest-carbon-now-v1"}
    assert (df["status"] == "ok").all() and (df["split"] == "dev").all()
    ref = df.filter(pl.col("policy") == "local-now-v1").sort("scenario", "seed")
    pol = df.filter(pl.col("policy") == "lowest-carbon-now-v1").sort("scenario", "seed")
    expect = 100.0 * (1.0 - pol["carbon_kg"].to_numpy() / ref["carbon_kg"].to_numpy())
    assert_allclose(pol["carbon_saving_pct"].to_numpy(), expect, rtol=1e-12)
    assert_allclose(ref["carbon_saving_pct"].to_numpy(), 0.0, atol=0)
    # the second call reads the stored records: the same table
    again = gridshift.evaluate(["lowest-carbon-now"], suite=SUITE, seeds=[1, 2],
                               store=tmp_path / "st")
    assert again.equals(df)
