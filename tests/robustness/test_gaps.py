"""The signals gap policy: ``[signals] gap_fill = "error" | "hold" | "interpolate"``.

Audit: 12-h and 48-h gaps in a user's signals file were filled by holding the last value, with
no note. Now a gap longer than one step is an error unless the scenario says how to fill it,
and every fill is noted in ``World.notes``.
"""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from pathlib import Path

import numpy as np
import polars as pl
import pytest
from numpy.testing import assert_allclose

from gridshift import build_world, load_scenario
from gridshift.errors import DataError

from .conftest import cli

T0 = datetime(2023, 3, 1, tzinfo=UTC)
DAYS = 5


def _carbon(h: int) -> float:
    return 100.0 + 2.0 * h  # a ramp: interpolation across any gap recovers it exactly


def _write(tmp: Path, gap_h: tuple[int, int] | None, kind: str = "csv", gap_fill: str | None = None,
           gap_in: str = "carbon") -> Path:
    """One region, hourly ramp over 5 days; rows (or one column's values) missing in gap_h."""
    rows = []
    for h in range(DAYS * 24):
        missing = gap_h is not None and gap_h[0] <= h < gap_h[1]
        if missing and gap_in == "carbon":
            continue
        rows.append({"region": "Z", "time": T0 + timedelta(hours=h),
                     "carbon_gco2_per_kwh": _carbon(h),
                     "price_usd_per_mwh": None if missing else 10.0 + h})
    df = pl.DataFrame(rows, schema={"region": pl.String, "time": pl.Datetime("us", "UTC"),
                                    "carbon_gco2_per_kwh": pl.Float64,
                                    "price_usd_per_mwh": pl.Float64})
    sig = tmp / f"signals.{kind}"
    if kind == "csv":
        df.with_columns(pl.col("time").dt.strftime("%Y-%m-%dT%H:%M:%SZ")).write_csv(sig)
    else:
        df.write_parquet(sig)
    (tmp / "jobs.csv").write_text("job_id,submit_time,origin,gpus,duration_s\n"
                                  "a,2023-03-02T01:00:00Z,r,1,3600\n")
    fill = f'gap_fill = "{gap_fill}"\n' if gap_fill else ""
    (tmp / "s.toml").write_text(f"""
id = "gaps"
start = 2023-03-02T00:00:00Z
end = 2023-03-04T00:00:00Z
step_s = 3600
[signals]
source = "signals.{kind}"
{fill}
[jobs]
source = "jobs.csv"
[forecast]
model = "persistence"
horizon_h = 12
history_h = 12
[regions.r]
zone = "Z"
gpus = {{ A100 = 4 }}
pue = 1.1
wue_l_per_kwh = 0
""")
    return tmp / "s.toml"


# the window starts at hour 24 (2023-03-02); the World's rows start 12 h earlier (history),
# so row k of the extended grid is hour 12 + k of the file
@pytest.mark.parametrize("kind", ["csv", "parquet"])
@pytest.mark.parametrize(("gap", "length"), [((30, 42), "12 h"), ((26, 74), "48 h")])
def test_long_gap_is_an_error_by_default(tmp_path, kind, gap, length):
    p = _write(tmp_path, gap, kind)
    with pytest.raises(DataError) as info:
        build_world(load_scenario(str(p)))
    msg = str(info.value)
    # the row after the gap is data row gap[0] + 1 (0-based: rows before the gap = gap[0])
    for frag in (f"signals.{kind} row {gap[0] + 1}", "carbon_gco2_per_kwh", "region 'Z'",
                 f"gap of {length}", "gap_fill", "hold", "interpolate"):
        assert frag in msg, (frag, msg)
    code, out = cli("run", str(p))
    assert code == 2 and msg in out and "Traceback" not in out


@pytest.mark.parametrize(("gap", "length"), [((30, 42), 12), ((26, 74), 48)])
def test_hold_keeps_the_last_value_and_notes_it(tmp_path, gap, length):
    w = build_world(load_scenario(str(_write(tmp_path, gap, gap_fill="hold"))))
    hour = 12 + np.arange(w.carbon.shape[0])  # row k of the extended grid is hour 12 + k
    inside = (hour >= gap[0]) & (hour < gap[1])
    assert_allclose(w.carbon[inside, 0], _carbon(gap[0] - 1), rtol=1e-12)
    outside = ~inside & (hour < DAYS * 24)
    assert_allclose(w.carbon[outside, 0], [_carbon(h) for h in hour[outside]], rtol=1e-12)
    # the rows are missing, so both columns have the gap: one note each
    note = [n for n in w.notes if "gap" in n]
    assert len(note) == 2 and "carbon_gco2_per_kwh" in note[0] and "price" in note[1]
    assert all(f"{length} missing step(s)" in n and "held" in n for n in note)


@pytest.mark.parametrize("kind", ["csv", "parquet"])
@pytest.mark.parametrize("gap", [(30, 42), (26, 74)])
def test_interpolate_is_linear_in_time(tmp_path, kind, gap):
    w = build_world(load_scenario(str(_write(tmp_path, gap, kind, gap_fill="interpolate"))))
    hour = 12 + np.arange(w.carbon.shape[0])
    inner = hour < DAYS * 24
    # the ramp is linear, so interpolation across the gap recovers it exactly
    assert_allclose(w.carbon[inner, 0], [_carbon(h) for h in hour[inner]], rtol=1e-12)
    assert_allclose(w.price[inner, 0], 10.0 + hour[inner], rtol=1e-12)
    note = [n for n in w.notes if "gap" in n]
    assert len(note) == 2 and all("linearly interpolated" in n for n in note)
    assert all(f"{gap[1] - gap[0]} missing step(s)" in n for n in note)


def test_gap_in_one_column_is_a_gap_too(tmp_path):
    """Empty price cells over 12 h: held silently before; now an error naming the column."""
    p = _write(tmp_path, (30, 42), gap_in="price")
    # hours 30..41 are empty: the value resumes on data row 43, after row 30 (hour 29)
    with pytest.raises(DataError, match=r"row 43 .*price_usd_per_mwh.*gap of 12 h.*on row 30"):
        build_world(load_scenario(str(p)))
    w = build_world(load_scenario(str(_write(tmp_path, (30, 42), gap_in="price",
                                             gap_fill="interpolate"))))
    hour = 12 + np.arange(w.price.shape[0])
    inner = hour < DAYS * 24
    assert_allclose(w.price[inner, 0], 10.0 + hour[inner], rtol=1e-12)
    assert_allclose(w.carbon[inner, 0], [_carbon(h) for h in hour[inner]], rtol=1e-12)


def test_one_missing_step_is_held_and_noted(tmp_path):
    """One missing row is tolerated by default (as before), but no longer silently."""
    w = build_world(load_scenario(str(_write(tmp_path, (30, 31)))))
    hour = 12 + np.arange(w.carbon.shape[0])
    assert_allclose(w.carbon[hour == 30, 0], _carbon(29), rtol=1e-12)
    assert any("1 missing step(s)" in n and "held" in n for n in w.notes), w.notes


def test_gap_outside_the_used_span_does_not_matter(tmp_path):
    """A gap on day 5, after the window and its 12-h horizon, needs no gap_fill."""
    w = build_world(load_scenario(str(_write(tmp_path, (100, 115)))))
    assert not any("gap" in n for n in w.notes)


def test_no_gap_gives_the_same_world_under_every_policy(tmp_path):
    base = build_world(load_scenario(str(_write(tmp_path, None))))
    for fill in ("error", "hold", "interpolate"):
        w = build_world(load_scenario(str(_write(tmp_path, None, gap_fill=fill))))
        assert (w.carbon == base.carbon).all() and (w.price == base.price).all()
        assert w.notes == base.notes


def test_gap_fill_changes_the_scenario_hash(tmp_path):
    """gap_fill is part of the spec: a held and an interpolated run are different scenarios."""
    a = load_scenario(str(_write(tmp_path, (30, 42), gap_fill="hold"))).spec_hash
    b = load_scenario(str(_write(tmp_path, (30, 42), gap_fill="interpolate"))).spec_hash
    c = load_scenario(str(_write(tmp_path, (30, 42)))).spec_hash
    assert len({a, b, c}) == 3
