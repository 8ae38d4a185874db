"""The per-job table streamed to Parquet (``RunResult.write_jobs``): same content, less memory.

The accounting keeps the table as columns (:class:`gridshift.sim.accounting.JobTable`) and
writes it a block of rows at a time. What must not change is its content: ``jobs_digest``
(jobs-digest/1) of every run equals the digest of the whole polars table built as before
(:func:`gridshift.sim.accounting.account`), and the file reads back in polars, pandas and
DuckDB exactly as the whole table's file from polars' writer does.
"""

from __future__ import annotations

import io
import json

import numpy as np
import polars as pl
import pyarrow as pa
import pyarrow.parquet as pq
import pytest

import gridshift
from gridshift._digest import jobs_digest
from gridshift.sim import accounting, result
from gridshift.sim.accounting import account
from gridshift.sim.run import RunResult, simulate

#: (scenario, policy): plain, moved jobs and transfers, the drain rules, the levers
CASES = [
    ("check-v1", "local-now"),
    ("check-v1", "lowest-carbon-now"),
    ("check-v1", "deadline-safe-greedy-v1"),
    ("check-load-v1", "interruptible-lowest-slots-v1"),
    ("check-load-v1", "lowest-carbon-now"),
    ("quickstart-v3", "lowest-carbon-now"),
]


def _run(scenario: str, policy: str) -> RunResult:
    return gridshift.run(scenario, policy=policy, seed=0)


@pytest.fixture(scope="module", params=CASES, ids=lambda c: f"{c[0]}-{c[1]}")
def case(request):
    res = _run(*request.param)
    _, whole = account(res.world, res.schedule)  # the table as it was always built
    return res, whole


def test_digest_is_the_whole_tables(case, tmp_path):
    res, whole = case
    want = jobs_digest(whole)
    assert res.jobs_digest() == want
    digest, sha = res.write_jobs(tmp_path / "jobs.parquet")
    assert digest == want
    assert jobs_digest(tmp_path / "jobs.parquet") == want
    import hashlib

    assert sha == hashlib.sha256((tmp_path / "jobs.parquet").read_bytes()).hexdigest()


def test_the_lazy_table_is_the_whole_table(case):
    res, whole = case
    fresh = RunResult(res.scenario, "", res.policy, res.seed, res.metrics,
                      res.table, res.schedule, res.world)
    assert fresh.jobs.schema == whole.schema and fresh.jobs.equals(whole)
    # the legacy bytes (polars' writer, pinned by tests) are those of the whole table
    buf = io.BytesIO()
    whole.write_parquet(buf, compression="zstd", statistics=False)
    assert fresh.jobs_parquet_bytes() == buf.getvalue()


def test_reads_back_as_the_whole_tables_file(case, tmp_path):
    res, whole = case
    new = tmp_path / "new.parquet"
    res.write_jobs(new)
    old = tmp_path / "old.parquet"
    whole.write_parquet(old, compression="zstd", statistics=False)
    got = pl.read_parquet(new)
    assert got.schema == whole.schema and got.equals(whole)
    import pandas as pd

    a, b = pd.read_parquet(new), pd.read_parquet(old)
    assert a.dtypes.equals(b.dtypes)
    pd.testing.assert_frame_equal(a, b, check_exact=True)
    duckdb = pytest.importorskip("duckdb")

    def duck(p):
        t = duckdb.sql(f"select * from read_parquet('{p}')").arrow()
        return t.read_all() if hasattr(t, "read_all") else t

    da, db = duck(new), duck(old)
    assert da.schema == db.schema  # (pyarrow's equals takes NaN != NaN; polars' does not)
    assert pl.from_arrow(da).equals(pl.from_arrow(db))
    assert jobs_digest(da) == jobs_digest(whole)


def test_string_columns_are_dictionary_encoded(case, tmp_path):
    res, _ = case
    p = tmp_path / "jobs.parquet"
    res.write_jobs(p)
    md = pq.ParquetFile(p).metadata
    names = [md.schema.column(i).name for i in range(md.num_columns)]
    enc = {n: md.row_group(0).column(i).encodings for i, n in enumerate(names)}
    for c in ("origin", "region", "gpu_type", "status"):
        assert "RLE_DICTIONARY" in enc[c], (c, enc[c])
    assert "RLE_DICTIONARY" not in enc["job_id"] and "RLE_DICTIONARY" not in enc["carbon_kg"]
    assert pq.ParquetFile(p).schema_arrow.field("region").type == pa.string()


def test_blocks_of_any_size_give_the_same_content(monkeypatch, tmp_path):
    res = _run("check-load-v1", "lowest-carbon-now")
    _, whole = account(res.world, res.schedule)
    want = jobs_digest(whole)
    monkeypatch.setattr(result, "JOBS_BLOCK_ROWS", 7)  # RunResult._blocks reads it
    p = tmp_path / "jobs.parquet"
    assert res.write_jobs(p)[0] == want
    assert pq.ParquetFile(p).metadata.num_row_groups == -(-len(whole) // 7)
    assert pl.read_parquet(p).equals(whole)
    blocks = list(res.table.arrow_blocks(5))
    assert sum(b.num_rows for b in blocks) == len(whole)
    assert jobs_digest(pa.Table.from_batches(blocks)) == want


def test_an_empty_table_streams(tmp_path):
    res = _run("check-v1", "local-now")
    _, whole = account(res.world, res.schedule)
    empty = RunResult(res.scenario, "", res.policy, res.seed, res.metrics,
                      res.table.head(0), res.schedule, res.world)
    p = tmp_path / "jobs.parquet"
    assert empty.write_jobs(p)[0] == jobs_digest(whole.head(0))
    assert pl.read_parquet(p).schema == whole.schema
    # a result holding a polars frame (as tests build them) streams too
    framed = RunResult(res.scenario, "", res.policy, res.seed, res.metrics, whole,
                       res.schedule, res.world)
    assert framed.write_jobs(tmp_path / "f.parquet")[0] == jobs_digest(whole)
    assert RunResult(res.scenario, "", res.policy, res.seed, res.metrics, whole.head(0),
                     res.schedule, res.world).jobs_digest() == jobs_digest(whole.head(0))


def test_categorical_and_enum_strings_digest_by_value():
    res = _run("check-v1", "lowest-carbon-now")
    whole = res.jobs
    want = jobs_digest(whole)
    labels = sorted(set(whole["region"].to_list()) | set(whole["origin"].to_list()))
    for dt in (pl.Categorical, pl.Enum(labels)):
        t = whole.with_columns(pl.col("region", "origin").cast(dt))
        assert t.schema["region"] == dt or isinstance(t.schema["region"], type(dt))
        assert jobs_digest(t) == want


def test_write_and_release(tmp_path):
    res = _run("check-v1", "lowest-carbon-now")
    _, whole = account(res.world, res.schedule)
    pq_path, js = res.write(tmp_path / "out")
    summ = json.loads(js.read_text())
    assert summ["jobs_digest"] == jobs_digest(whole)
    digest, data = res.stream_jobs()
    assert digest == summ["jobs_digest"] and data == pq_path.read_bytes()
    assert res.jobs.height == 0 and res.jobs.schema == whole.schema  # released


def test_numeric_view_has_the_numbers_without_copies():
    res = _run("check-v1", "lowest-carbon-now")
    view = res.numeric()
    assert res._frame is None  # the whole table was not made
    assert "region" not in view.jobs.columns and "carbon_kg" in view.jobs.columns
    col = dict((n, v) for n, k, v in res.table.cols)["carbon_kg"]
    assert np.shares_memory(view.jobs["carbon_kg"].to_numpy(), col)
    whole = res.jobs
    assert view.jobs.equals(whole.select(view.jobs.columns))


def test_block_rows_constant_is_shared():
    assert result.JOBS_BLOCK_ROWS == accounting.JOBS_BLOCK_ROWS >= 1 << 16


def test_simulate_keeps_the_columns_until_asked(check_world=None):
    w = gridshift.build_world(gridshift.load_scenario("check-v1"), 0)
    res = simulate(w, gridshift.load_policy("local-now"))
    assert isinstance(res.table, accounting.JobTable) and res._frame is None
    assert res.jobs.height == len(w.jobs)


def test_an_unpriced_region_streams_nan_costs(tmp_path):
    """A region without prices: the cost columns are NaN, made a block at a time."""
    from gridshift.sim.simulator import Simulator

    w = gridshift.build_world(gridshift.load_scenario("quickstart-v3"), 0)  # with the drain
    price = w.price.copy()
    price[:, 0] = np.nan
    object.__setattr__(w, "price", price)
    sched = Simulator(w, gridshift.load_policy("lowest-carbon-now")).run()
    metrics, whole = account(w, sched)
    assert np.isnan(metrics["energy_cost_usd"])
    assert whole["energy_cost_usd"].is_nan().all() and whole["cost_penalty_usd"].is_nan().all()
    res = RunResult("x", "", "p", 0, metrics, accounting.account_table(w, sched)[1], sched, w)
    assert res.write_jobs(tmp_path / "j.parquet")[0] == jobs_digest(whole)
    assert pl.read_parquet(tmp_path / "j.parquet").equals(whole)
