"""jobs-digest/1 (gridshift/_digest.py): identity by content, not by file bytes (issue 33).

* one digest for the same table written by polars and by pyarrow, zstd and snappy, one and
  many row groups, plain and dictionary-encoded, read back by polars, pyarrow and DuckDB;
* a different digest for one changed value, one changed NaN payload, one changed string;
* the independent script in examples/ (the spec in docs/reference/record-identity.md, in
  pyarrow and numpy alone) gives the same digests;
* a record of schema /3 whose stored jobs.parquet was rewritten by another writer still
  verifies offline; one changed value is TAMPERED.
"""

from __future__ import annotations

import hashlib
import importlib.util
import json
import struct

import numpy as np
import polars as pl
import pyarrow as pa
import pyarrow.parquet as pq
import pytest

import gridshift
from gridshift._digest import JobsDigest, jobs_digest
from tests.conftest import REPO


@pytest.fixture(scope="module")
def table() -> pl.DataFrame:
    return gridshift.run("check-v1", policy="lowest-carbon-now", seed=0).jobs


def _standalone():
    spec = importlib.util.spec_from_file_location(
        "jobs_digest_standalone", REPO / "examples" / "jobs_digest_standalone.py")
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def _writers(t: pl.DataFrame, tmp):
    a = t.to_arrow()
    out = {}
    for name, write in {
        "polars-zstd": lambda p: t.write_parquet(p, compression="zstd"),
        "polars-snappy-rg50": lambda p: t.write_parquet(p, compression="snappy",
                                                        row_group_size=50),
        "pyarrow-zstd-dict": lambda p: pq.write_table(a, p, compression="zstd",
                                                      use_dictionary=True),
        "pyarrow-snappy-rg7-plain": lambda p: pq.write_table(a, p, compression="snappy",
                                                             row_group_size=7,
                                                             use_dictionary=False),
        "pyarrow-none-categorical": lambda p: pq.write_table(
            a.set_column(a.schema.get_field_index("region"), "region",
                         pc_dict(a.column("region"))), p, compression="none"),
    }.items():
        p = tmp / f"{name}.parquet"
        write(p)
        out[name] = p
    return out


def pc_dict(col):
    return col.dictionary_encode()


def test_one_digest_whatever_wrote_or_read_the_table(table, tmp_path):
    d = jobs_digest(table)
    files = _writers(table, tmp_path)
    assert len({f.read_bytes() for f in files.values()}) == len(files)  # different bytes
    assert pq.read_metadata(files["pyarrow-snappy-rg7-plain"]).num_row_groups > 50
    for name, p in files.items():
        assert jobs_digest(p) == d, name
        assert jobs_digest(pl.read_parquet(p)) == d, name
        assert jobs_digest(pq.read_table(p)) == d, name
    duckdb = pytest.importorskip("duckdb", reason="duckdb comes with the dev extra")
    for name, p in files.items():
        assert jobs_digest(duckdb.sql(f"select * from '{p}'").arrow()) == d, name
    # pandas keeps every value (NaN and null merge there, so compare values, not digests)
    df = pq.read_table(files["polars-zstd"]).to_pandas()
    assert df.shape == table.shape and list(df.columns) == table.columns
    np.testing.assert_array_equal(df["carbon_kg"].to_numpy(), table["carbon_kg"].to_numpy())
    assert df["job_id"].tolist() == table["job_id"].to_list()
    # blocks fed one by one give the digest of the whole; so does a ns timestamp column
    inc = JobsDigest()
    for i in range(0, table.height, 37):
        inc.update(table.slice(i, 37))
    assert inc.hexdigest() == d
    assert jobs_digest(table.with_columns(pl.col("submit_time").dt.cast_time_unit("ns"))) == d


def test_one_changed_value_nan_payload_or_string_changes_it(table):
    d = jobs_digest(table)
    c = table["carbon_kg"].to_numpy().copy()
    c[3] = np.nextafter(c[3], np.inf)
    v = table.with_columns(pl.Series("carbon_kg", c))
    s = table["start_s"].to_numpy().copy()
    s[7] = np.nan
    a = table.with_columns(pl.Series("start_s", s.copy()))
    bits = s.view(np.uint64)
    bits[7] ^= 1  # another NaN: only its payload differs
    assert np.isnan(s[7])
    n = table.with_columns(pl.Series("start_s", s))
    assert jobs_digest(a) != jobs_digest(n) and jobs_digest(a) != d
    ids = table["job_id"].to_list()
    ids[5] = ids[5] + "x"
    st = table.with_columns(pl.Series("job_id", ids))
    digests = {d, jobs_digest(v), jobs_digest(n), jobs_digest(st)}
    assert len(digests) == 4
    # a null is not a NaN, a -0.0 is not a 0.0, a renamed or moved column is another table
    z = table["wait_s"].to_numpy().copy()
    z[4] = 0.0
    zero = jobs_digest(table.with_columns(pl.Series("wait_s", z.copy())))
    z[4] = -0.0
    assert jobs_digest(table.with_columns(pl.Series("wait_s", z))) != zero
    assert jobs_digest(a.with_columns(pl.col("start_s").fill_nan(None))) != jobs_digest(a)
    assert jobs_digest(table.rename({"wait_s": "wait2_s"})) != d
    assert jobs_digest(table.select(table.columns[::-1])) != d


def test_the_standalone_script_agrees(table, tmp_path):
    mod = _standalone()
    for name, p in _writers(table, tmp_path).items():
        assert mod.jobs_digest(pq.read_table(p)) == jobs_digest(table), name
    # and on a hand-made table with nulls, -0.0, a NaN payload, bools and an empty string
    t = pa.table({
        "i": pa.array([1, None, -3], pa.int32()),
        "f": pa.array(np.array([-0.0, np.nan, 2.5])),
        "b": pa.array([True, None, False]),
        "s": pa.array(["a", "", None]),
        "t": pa.array([0, 1_000_000, None], pa.timestamp("us", tz="UTC")),
    })
    assert mod.jobs_digest(t) == jobs_digest(t)


def test_the_standalone_script_runs_on_a_file(table, tmp_path):
    import subprocess
    import sys

    p = tmp_path / "jobs.parquet"
    table.write_parquet(p)
    out = subprocess.run([sys.executable, str(REPO / "examples" / "jobs_digest_standalone.py"),
                          str(p)], capture_output=True, text=True, timeout=120, check=True)
    assert out.stdout.strip() == jobs_digest(table)


def test_the_docs_show_the_tested_script():
    doc = (REPO / "docs" / "reference" / "record-identity.md").read_text()
    code = (REPO / "examples" / "jobs_digest_standalone.py").read_text()
    assert "```python\n" + code + "```" in doc


def test_the_spec_by_hand():
    """A one-column table computed from the docs' words alone."""
    t = pa.table({"x": pa.array([1.5, None])})
    sha = hashlib.sha256
    col = sha()
    for s in (b"x", b"float"):
        col.update(struct.pack("<I", len(s)) + s)
    col.update(sha(b"\x01\x00").digest())
    col.update(sha(struct.pack("<d", 1.5)).digest())
    want = sha(b"gridshift.jobs-digest/1\n" + struct.pack("<QI", 2, 1) + col.digest())
    assert jobs_digest(t) == want.hexdigest()


def test_a_rewritten_parquet_still_verifies_and_a_changed_one_does_not(tmp_path):
    from gridshift.benchmark.verify import verify
    from gridshift.runners.executors import SerialExecutor
    from gridshift.runners.store import Store
    from gridshift.runners.sweep import Cell, run_sweep

    rep = run_sweep([Cell("check-v1", "local-now", seed=1)], Store(tmp_path),
                    SerialExecutor(), progress=False)
    (key,) = rep.keys
    (p,) = list(tmp_path.glob(f"??/{key}/jobs.parquet"))
    rec = json.loads(p.with_name("summary.json").read_text())
    assert rec["schema"] == "gridshift.record/3" and rec["jobs_digest"] == jobs_digest(p)
    assert set(rec["provenance"]["libraries"]) >= {"numpy", "polars", "pyarrow", "scipy"}
    t = pq.read_table(p)
    pq.write_table(t, p, compression="snappy", row_group_size=3)  # another writer
    assert hashlib.sha256(p.read_bytes()).hexdigest() != rec["jobs_sha256"]
    assert verify(tmp_path, rerun=False).ok
    c = t.column("carbon_kg").to_numpy().copy()
    c[0] += 1e-9
    pq.write_table(t.set_column(t.schema.get_field_index("carbon_kg"), "carbon_kg",
                                pa.array(c)), p)
    bad = verify(tmp_path, rerun=False)
    assert [x.status for x in bad.checks] == ["tampered"]
    assert "content digest" in bad.checks[0].diffs[0]


def test_a_differing_rerun_names_the_library_versions(tmp_path):
    from gridshift.benchmark.verify import _compare

    old, _ = gridshift.benchmark.records.run_cell(
        gridshift.runners.sweep.Cell("check-v1", "local-now", seed=1))
    new = json.loads(json.dumps(old))
    new["jobs_digest"] = "0" * 64
    new["provenance"]["libraries"]["numpy"] = "9.9.9"
    diffs = _compare(old, new)
    assert diffs[0].startswith("jobs_digest: recorded")
    assert any(f"numpy {old['provenance']['libraries']['numpy']} → 9.9.9" in x for x in diffs)
