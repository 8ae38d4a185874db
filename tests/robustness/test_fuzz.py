"""Hypothesis fuzzing of the scenario loader and the signals/jobs readers.

Random mutations of the valid base files (conftest): values replaced by hostile ones, keys or
columns dropped, bytes corrupted. Whatever the input, the outcome is either a valid World whose
numbers are all checked (finite, in range) or a :class:`~gridshift.errors.GridshiftError`
subclass — never another exception (a traceback), never a hang (each example has a deadline).
"""

from __future__ import annotations

import copy
import math
import os
import tomllib
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import numpy as np
import polars as pl
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from gridshift.datasets.schemas import load_jobs_file, load_signals_file
from gridshift.errors import GridshiftError
from gridshift.scenario import load_scenario, parse_scenario
from gridshift.sim.world import build_world

from .conftest import SCENARIO, jobs_frame, make_case, signals_frame, write_table

FUZZ = settings(max_examples=int(os.environ.get("GRIDSHIFT_FUZZ_EXAMPLES", "60")),
                deadline=30_000, database=None,
                suppress_health_check=[HealthCheck.function_scoped_fixture,
                                       HealthCheck.too_slow])

# values a careless or hostile file might hold
_FLOATS = st.one_of(st.floats(allow_nan=True, allow_infinity=True),
                    st.sampled_from([0.0, -0.0, 1e308, -1e308, 5e-324, 1.5, -1.0]))
_INTS = st.one_of(st.integers(min_value=-(2**63), max_value=2**63 - 1),
                  st.sampled_from([0, -1, 1, 2**31, 2**32, 2**63 - 1]))
_SCALARS = st.one_of(
    _FLOATS, _INTS, st.booleans(), st.text(max_size=12),
    st.datetimes(timezones=st.just(UTC)), st.datetimes(),
    st.sampled_from(["synthetic", "inf", "nan", "", "signals.csv", "../x.csv", "/etc/passwd"]),
)
_VALUES = st.one_of(_SCALARS, st.lists(_SCALARS, max_size=3),
                    st.dictionaries(st.text(max_size=6), _SCALARS, max_size=3))

_TEXT_CELLS = st.one_of(
    st.sampled_from(["", " ", "nan", "NaN", "inf", "-inf", "1e309", "-1", "0", "1.5",
                     "18446744073709551615", "9223372036854775808", "true", "yes", "2",
                     "2023-01-01T00:00:00Z", "2023-01-01T00:00:00", "2023-13-01T00:00:00Z",
                     "2023-01-01 00:00:00+00:00", "9999-12-31T23:59:59Z", "0001-01-01T00:00:00Z",
                     "train", "north", "NORTH", "\x00", "é", "1,5", '"', "A100"]),
    st.text(max_size=10),
    st.floats(allow_nan=True, allow_infinity=True).map(repr),
    st.integers().map(str),
)


def _paths(d: Any, prefix: tuple = ()) -> list[tuple]:
    out = []
    if isinstance(d, dict):
        for k, v in d.items():
            out.append((*prefix, k))
            out.extend(_paths(v, (*prefix, k)))
    return out


def _assert_world_checked(w: Any) -> None:
    """A World that was built holds only validated numbers."""
    win = w.window
    for name in ("carbon", "pue", "wue", "water_offsite"):
        a = getattr(w, name)[win]
        assert np.isfinite(a).all(), name
    assert (w.carbon[win] >= 0).all() and (w.pue[win] >= 1).all()
    for name in ("price", "temp", "rh"):  # may be absent (NaN) but never infinite
        assert not np.isinf(getattr(w, name)).any(), name
    assert np.isfinite(w.latency_ms).all() and np.isfinite(w.egress_usd_per_gb).all()
    assert (w.capacity >= 0).all() and math.isfinite(w.bandwidth_gbps)
    assert np.isfinite(w.gpu_idle_w).all() and np.isfinite(w.gpu_max_w).all()
    assert (w.gpu_speed > 0).all() and np.isfinite(w.gpu_speed).all()
    j = w.jobs
    for name in ("duration_s", "gpu_util", "mem_gb", "data_gb", "submit_s", "deadline_s",
                 "checkpoint_s"):
        assert np.isfinite(getattr(j, name)).all(), name
    assert (j.gpus >= 1).all() and (j.duration_s > 0).all()
    assert ((j.origin >= 0) & (j.origin < len(w.regions))).all()


def _outcome(fn: Any) -> Any:
    try:
        return fn()
    except GridshiftError:
        return None


@pytest.fixture
def base(tmp_path) -> Path:
    return make_case(tmp_path)


@FUZZ
@given(data=st.data())
def test_fuzz_scenario_values(base, data):
    """Set one key (any depth) to a hostile value, or drop it."""
    raw = tomllib.loads(base.read_text())
    doc = copy.deepcopy(raw)
    path = data.draw(st.sampled_from(_paths(doc)), label="key")
    parent = doc
    for k in path[:-1]:
        parent = parent[k]
    if data.draw(st.booleans(), label="drop"):
        del parent[path[-1]]
    else:
        parent[path[-1]] = data.draw(_VALUES, label="value")
    sc = _outcome(lambda: parse_scenario(doc, str(base), base.parent, base))
    if sc is not None:
        w = _outcome(lambda: build_world(sc))
        if w is not None:
            _assert_world_checked(w)


@FUZZ
@given(data=st.data())
def test_fuzz_scenario_new_keys(base, data):
    """Add a key with a hostile value to a random table."""
    doc = tomllib.loads(base.read_text())
    tables = [p for p in _paths(doc) if isinstance(_get(doc, p), dict)] + [()]
    where = data.draw(st.sampled_from(tables), label="table")
    key = data.draw(st.sampled_from(["gap_fill", "seed", "pue", "gpus", "error", "zone",
                                     "cooling", "water", "archetype", "jobs_per_hour",
                                     "max_gpus", "region_weights", "x"]), label="key")
    _get(doc, where)[key] = data.draw(_VALUES, label="value")
    sc = _outcome(lambda: parse_scenario(doc, str(base), base.parent, base))
    if sc is not None:
        w = _outcome(lambda: build_world(sc))
        if w is not None:
            _assert_world_checked(w)


def _get(d: Any, path: tuple) -> Any:
    for k in path:
        d = d[k]
    return d


@FUZZ
@given(data=st.data())
def test_fuzz_scenario_bytes(tmp_path_factory, data):
    """Corrupt the TOML text: replace, insert or delete a few bytes anywhere."""
    d = tmp_path_factory.mktemp("sc")
    p = make_case(d)
    raw = bytearray(SCENARIO.format(signals="signals.csv", jobs="jobs.csv").encode())
    for _ in range(data.draw(st.integers(1, 4), label="edits")):
        i = data.draw(st.integers(0, len(raw)), label="pos")
        op = data.draw(st.sampled_from(["set", "ins", "del"]), label="op")
        b = data.draw(st.binary(min_size=1, max_size=3), label="bytes")
        if op == "set" and i < len(raw):
            raw[i:i + len(b)] = b
        elif op == "ins":
            raw[i:i] = b
        else:
            del raw[i:i + len(b)]
    p.write_bytes(bytes(raw))
    sc = _outcome(lambda: load_scenario(str(p)))
    if sc is not None:
        w = _outcome(lambda: build_world(sc))
        if w is not None:
            _assert_world_checked(w)


def _mutate_frame(df: pl.DataFrame, data: Any) -> pl.DataFrame:
    op = data.draw(st.sampled_from(["cell", "cell", "cell", "drop", "dup", "rename",
                                    "column"]), label="op")
    col = data.draw(st.sampled_from(df.columns), label="column")
    if op == "cell":
        i = data.draw(st.integers(0, df.height - 1), label="row")
        vals = df[col].to_list()
        vals[i] = data.draw(_TEXT_CELLS, label="value")
        return df.with_columns(pl.Series(col, vals, dtype=pl.String))
    if op == "drop":
        return df.drop(col)
    if op == "dup":
        return pl.concat([df, df[data.draw(st.integers(0, df.height - 1), label="row")]])
    if op == "rename":
        name = data.draw(st.text(max_size=8), label="name")
        return df if name in df.columns else df.rename({col: name})
    fill = data.draw(_TEXT_CELLS, label="value")
    return df.with_columns(pl.lit(fill, dtype=pl.String).alias(col))


def _check_table(load: Any, path: Path, kind: str) -> None:
    out = _outcome(lambda: load(path))
    if out is None:
        return
    for name, dtype in out.schema.items():
        if dtype == pl.Float64:
            s = out[name].drop_nulls()
            assert s.is_finite().all(), f"{name} holds a non-finite value"


@FUZZ
@given(data=st.data(), kind=st.sampled_from(["csv", "parquet"]),
       table=st.sampled_from(["signals", "jobs"]))
def test_fuzz_tables(tmp_path_factory, data, kind, table):
    """Mutate cells/columns of the signals or jobs table, in CSV or typed Parquet."""
    d = tmp_path_factory.mktemp("t")
    frame = signals_frame() if table == "signals" else jobs_frame()
    for _ in range(data.draw(st.integers(1, 3), label="mutations")):
        frame = _mutate_frame(frame, data)
    ext = "csv" if kind == "csv" else "parquet"
    try:
        path = write_table(frame, d / f"{table}.{ext}", kind, table)
    except pl.exceptions.PolarsError:  # the typed conversion itself refused: not our reader
        return
    load = load_signals_file if table == "signals" else load_jobs_file
    _check_table(load, path, kind)
    # the whole chain: scenario with this table (others valid)
    (d / "case").mkdir()
    sc_path = make_case(d / "case", kind=kind)
    (sc_path.parent / f"{table}.{ext}").write_bytes(path.read_bytes())
    sc = _outcome(lambda: load_scenario(str(sc_path)))
    if sc is not None:
        w = _outcome(lambda: build_world(sc))
        if w is not None:
            _assert_world_checked(w)


@FUZZ
@given(data=st.data(), kind=st.sampled_from(["csv", "parquet"]),
       table=st.sampled_from(["signals", "jobs"]))
def test_fuzz_table_bytes(tmp_path_factory, data, kind, table):
    """Corrupt a few bytes of a valid CSV or Parquet file."""
    d = tmp_path_factory.mktemp("b")
    ext = "csv" if kind == "csv" else "parquet"
    frame = signals_frame() if table == "signals" else jobs_frame()
    path = write_table(frame, d / f"{table}.{ext}", kind, table)
    raw = bytearray(path.read_bytes())
    for _ in range(data.draw(st.integers(1, 6), label="edits")):
        i = data.draw(st.integers(0, len(raw) - 1), label="pos")
        raw[i] = data.draw(st.integers(0, 255), label="byte")
    if data.draw(st.booleans(), label="truncate"):
        raw = raw[: data.draw(st.integers(0, len(raw)), label="length")]
    path.write_bytes(bytes(raw))
    load = load_signals_file if table == "signals" else load_jobs_file
    _check_table(load, path, kind)


def test_fuzz_helpers_see_a_valid_world(base):
    """The world check itself accepts the valid base (so the fuzzers can find a bad one)."""
    _assert_world_checked(build_world(load_scenario(str(base))))
    assert datetime(2023, 1, 1, tzinfo=UTC)  # the base window starts here
