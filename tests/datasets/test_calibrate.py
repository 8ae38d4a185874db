"""Calibration: fits are reproducible, and the generators reproduce the fitted statistics."""

from __future__ import annotations

import tomllib
from datetime import UTC, datetime

import numpy as np
import polars as pl
import pytest

from gridshift.datasets import calibrate
from gridshift.datasets.synthetic import params, synthetic_jobs, synthetic_signals


def _packaged() -> dict:
    return tomllib.loads(calibrate.PARAMS.read_text())


def test_fit_series_recovers_a_known_process():
    rng = np.random.default_rng(0)
    t = pl.datetime_range(datetime(2021, 1, 1), datetime(2023, 1, 1), "1h", eager=True,
                          closed="left", time_zone="UTC")
    hour = t.dt.hour().to_numpy()
    prof = 1 + 0.2 * np.sin(2 * np.pi * hour / 24)
    e = np.zeros(len(t))
    z = rng.standard_normal(len(t))
    for i in range(1, len(t)):
        e[i] = 0.9 * e[i - 1] + np.sqrt(1 - 0.81) * 20 * z[i]
    x = 300 * prof + e
    fit = calibrate.fit_series(t, x)
    assert fit["mean"] == pytest.approx(300, rel=0.01)
    assert fit["ar1"] == pytest.approx(0.9, abs=0.02)
    np.testing.assert_allclose(np.asarray(fit["profile"])[2], prof[:24], atol=0.02)


def test_packaged_table_structure():
    p = _packaged()
    assert "calibrate" in p["meta"]["refit"]
    for table in ("carbon", "price", "weather"):
        for arche in ("solar", "wind", "hydro", "nuclear", "coal", "gas"):
            assert arche in p[table], (table, arche)
        for name, entry in p[table].items():
            assert entry["source"], (table, name)
    for z in ("DE-LU", "GB", "SG", "ZA", "US-TEX-ERCO"):
        assert "Electricity Maps" in p["carbon"][z]["source"]
        assert "Open-Meteo" in p["weather"][z]["source"]
    assert len([k for k in p["price"] if "HPE" in p["price"][k]["source"]]) == 22
    assert np.asarray(p["jobs"]["arrivals_per_hour_profile"]).shape == (7, 24)


def test_packaged_table_is_the_fit_of_the_real_data(cache):
    """The committed numbers are what the calibration computes (spot check, fast zones)."""
    p = _packaged()
    df = calibrate._zone_series("electricitymaps", "GB")
    fit = calibrate.fit_series(df["time"], df["carbon_gco2_per_kwh"].to_numpy())
    for k in ("mean", "std", "ar1"):
        assert p["carbon"]["GB"][k] == fit[k]
    assert p["carbon"]["GB"]["profile"] == fit["profile"]
    jobs = calibrate.fit_jobs()
    for k, v in jobs.items():
        assert p["jobs"][k] == v, k


Y0, Y1 = datetime(2016, 1, 1, tzinfo=UTC), datetime(2024, 1, 1, tzinfo=UTC)  # 8 synthetic years


def _mean_tol(std: float, ar1: float, n: int) -> float:
    """4 standard errors of the mean of an AR(1) series (effective n = n (1-ar1)/(1+ar1))."""
    return 4 * std * np.sqrt((1 + ar1) / ((1 - ar1) * n))


@pytest.mark.parametrize("zone", ["DE-LU", "US-CAL-CISO", "ZA"])
def test_generator_reproduces_fitted_carbon_statistics(zone):
    """Two synthetic years vs the fitted parameters (tolerances stated per statistic)."""
    c = params()["carbon"][zone]
    s = synthetic_signals([zone], Y0, Y1, seed=11)
    x = s["carbon_gco2_per_kwh"].to_numpy()
    fit = calibrate.fit_series(s["time"], x)
    assert abs(fit["mean"] - c["mean"]) < _mean_tol(c["std"], c["ar1"], len(x))
    assert fit["std"] == pytest.approx(c["std"], rel=0.15)      # std within 15 %
    assert fit["ar1"] == pytest.approx(c["ar1"], abs=0.05)      # residual lag-1 within 0.05
    r = np.corrcoef(np.ravel(fit["profile"]), np.ravel(c["profile"]))[0, 1]
    assert r > 0.9                                              # profile shape


@pytest.mark.parametrize("zone", ["DE-LU", "AU-NSW"])
def test_generator_reproduces_fitted_price_and_weather(zone):
    pr, w = params()["price"][zone], params()["weather"][zone]
    s = synthetic_signals([zone], Y0, Y1, seed=5)
    price = s["price_usd_per_mwh"].to_numpy()
    assert abs(price.mean() - pr["mean"]) < _mean_tol(pr["std"], pr["ar1"], len(price))
    assert price.std() == pytest.approx(pr["std"], rel=0.15)
    lat = 1.0 if w["hemisphere"] == "N" else -1.0
    wf = calibrate.fit_weather(s, lat)
    assert wf["temp_mean_c"] == pytest.approx(w["temp_mean_c"], abs=0.5)
    assert wf["temp_seasonal_amp_c"] == pytest.approx(w["temp_seasonal_amp_c"], abs=0.5)
    assert wf["temp_diurnal_amp_c"] == pytest.approx(w["temp_diurnal_amp_c"], abs=0.5)


def test_generator_reproduces_job_distributions():
    p = params()["jobs"]
    j = synthetic_jobs(["a"], datetime(2023, 1, 2, tzinfo=UTC), datetime(2023, 1, 30, tzinfo=UTC),
                       seed=2, jobs_per_hour=100.0)
    freq = [(j["gpus"] == k).mean() for k in p["gpu_counts"]]
    np.testing.assert_allclose(freq, p["gpu_count_probs"], atol=0.01)
    med = float(np.interp(0.5, p["duration_probs"], p["duration_quantiles_s"]))
    assert j["duration_s"].median() == pytest.approx(med, rel=0.1)
    how = (j["submit_time"].dt.weekday().cast(pl.Int64) - 1) * 24 + j["submit_time"].dt.hour()
    counts = np.bincount(how.to_numpy(), minlength=168).reshape(7, 24)
    r = np.corrcoef(counts.ravel(), np.ravel(p["arrivals_per_hour_profile"]))[0, 1]
    assert r > 0.5
