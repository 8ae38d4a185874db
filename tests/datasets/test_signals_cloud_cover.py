"""A signals file's ``cloud_cover_pct`` column reaches on-site PV (issue 39: it was dropped by
the signals schema, so a PV site without a constant cloud cover failed, and one with a constant
ignored the file)."""

from __future__ import annotations

import datetime as dt

import polars as pl
import pytest

import gridshift
from gridshift.datasets.schemas import validate_signals
from gridshift.errors import DataError

SCENARIO = """id = "cloud-{cc}"
start = 2023-06-01T00:00:00Z
end = 2023-06-02T00:00:00Z
step_s = 3600
[signals]
source = "sig{cc}.csv"
[jobs]
source = "synthetic"
jobs_per_hour = 2
max_gpus = 4
[forecast]
model = "persistence"
horizon_h = 6
[regions.eu-central]
zone = "DE-LU"
lat = 50.1
lon = 8.7
gpus = {{ A100 = 16 }}
pue = 1.2
wue_l_per_kwh = 1.0
[regions.eu-central.solar]
kwp = 100
tilt_deg = 35
azimuth_deg = 180
"""


def _signals(cc: float) -> pl.DataFrame:
    t0 = dt.datetime(2023, 6, 1, tzinfo=dt.UTC)
    t = [t0 + dt.timedelta(hours=h) for h in range(-72, 72)]
    return pl.DataFrame({"region": ["DE-LU"] * len(t), "time": t,
                         "carbon_gco2_per_kwh": [300.0] * len(t), "temp_c": [20.0] * len(t),
                         "cloud_cover_pct": [cc] * len(t)})


def test_the_schema_keeps_cloud_cover_only_when_present():
    df = _signals(40.0)
    assert validate_signals(df)["cloud_cover_pct"].to_list() == [40.0] * len(df)
    assert "cloud_cover_pct" not in validate_signals(df.drop("cloud_cover_pct")).columns
    with pytest.raises(DataError, match="cloud_cover_pct"):
        validate_signals(df.with_columns(cloud_cover_pct=pl.lit(140.0)))


def test_pv_reads_the_files_cloud_cover(tmp_path):
    pv = {}
    for cc in (0.0, 100.0):
        _signals(cc).write_csv(tmp_path / f"sig{int(cc)}.csv")
        (tmp_path / f"s{int(cc)}.toml").write_text(SCENARIO.format(cc=int(cc)))
        m = gridshift.run(tmp_path / f"s{int(cc)}.toml", policy="local-now").metrics
        pv[cc] = m["carbon_embodied_pv_kg"]  # proportional to the PV energy generated
    # Kasten & Czeplak: GHI x (1 - 0.75 c^3.4): an overcast sky keeps about a quarter
    assert 0.1 < pv[100.0] / pv[0.0] < 0.4
