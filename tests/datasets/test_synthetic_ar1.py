"""The synthetic signals filter all their AR(1) series at once, with the bytes of one at a time.

``synthetic_signals`` draws every series' innovations from its own generator, runs all the
AR(1) recurrences together (``_ar1_rows``) and then builds the values; the reference is the
one-series path (``_profiled`` / ``_weather`` through ``_ar1`` and
``gridshift.models.forecast.ar1_recurrence``, itself bit-identical to
``scipy.signal.lfilter``, tests/models/test_forecast.py).
"""

from __future__ import annotations

from datetime import UTC, datetime

import numpy as np
import polars as pl
import pytest

from gridshift.datasets import synthetic
from gridshift.models.forecast import ar1_recurrence


def test_rows_are_the_one_series_recurrence_bit_for_bit():
    rng = np.random.default_rng(7)
    z = rng.standard_normal((9, 500))
    z[2, :5] = 0.0  # zero products: 0.0 + gain * 0 and -0.0 handling
    z[3, 0] = -0.0
    a = np.array([0.0, 0.5, 0.9, 0.99, -0.3, 0.97, 1.0, 0.2, 0.8])
    g = np.array([1.0, 0.3, 2.5, 0.01, 1.0, -0.7, 0.0, 1e-300, 3.0])
    got = synthetic._ar1_rows(z, a, g)
    assert got.shape == z.shape and got.dtype == np.float64
    for k in range(z.shape[0]):
        assert got[k].tobytes() == ar1_recurrence(z[k], a[k], g[k]).tobytes(), f"row {k}"


def test_rows_hand_case():
    # e0 = 2 * 1 = 2; e1 = 2 * 0.5 + 2 * 0 = 1; e2 = 1 * 0.5 + 2 * 2 = 4.5
    np.testing.assert_allclose(synthetic._ar1_rows(np.array([[1.0, 0.0, 2.0]]),
                                                   np.array([0.5]), np.array([2.0])),
                               [[2.0, 1.0, 4.5]], rtol=1e-15)
    assert synthetic._ar1_rows(np.zeros((2, 0)), np.ones(2), np.ones(2)).shape == (2, 0)


def test_rows_match_lfilter():
    signal = pytest.importorskip("scipy.signal")
    rng = np.random.default_rng(3)
    z = rng.standard_normal((4, 2000))
    a = np.array([0.9, 0.95, 0.5, 0.999])
    g = np.array([0.4, 1.0, 2.0, 0.05])
    got = synthetic._ar1_rows(z, a, g)
    for k in range(4):
        assert got[k].tobytes() == signal.lfilter([g[k]], [1.0, -a[k]], z[k]).tobytes()


def _reference(zones, start, end, seed, archetypes=None):
    """synthetic_signals one series at a time (the code before the batched filter)."""
    archetypes = archetypes or {}
    hours = synthetic._hours(start, end)
    n = hours.shape[0]
    frames = []
    for zone in sorted(set(zones)):
        arch = archetypes.get(zone)
        c = synthetic._entry("carbon", zone, arch)
        carbon = np.maximum(synthetic._profiled(c, hours, synthetic._rng(seed, zone, "carbon")),
                            0.02 * c["mean"])
        pr = synthetic._entry("price", zone, arch)
        price = synthetic._profiled(pr, hours, synthetic._rng(seed, zone, "price"))
        w = synthetic._entry("weather", zone, arch)
        temp, rh = synthetic._weather(w, hours, synthetic._rng(seed, zone, "weather"))
        frames.append(pl.DataFrame({
            "region": [zone] * n, "time": hours.astype("datetime64[us]"),
            "carbon_gco2_per_kwh": carbon, "price_usd_per_mwh": price, "temp_c": temp,
            "rel_humidity_pct": rh}))
    return pl.concat(frames).with_columns(pl.col("time").dt.replace_time_zone("UTC"))


def _bytes(df: pl.DataFrame) -> list[bytes]:
    out = []
    for c in df.columns:
        s = df[c]
        out.append(s.to_numpy().tobytes() if s.dtype.is_numeric() else str(s.to_list()).encode())
    return out


@pytest.mark.parametrize(("zones", "archetypes", "start", "end", "seed"), [
    (["US-CAL-CISO", "DE-LU", "SG"], None, datetime(2023, 8, 1, tzinfo=UTC),
     datetime(2023, 8, 8, tzinfo=UTC), 0),
    (["US-CAL-CISO", "X-SOLAR", "X-COAL", "DE-LU"], {"X-SOLAR": "solar", "X-COAL": "coal"},
     datetime(2023, 1, 1, tzinfo=UTC), datetime(2023, 3, 1, 5, 30, tzinfo=UTC), 11),
    (["DE-LU"], None, datetime(2023, 6, 1, tzinfo=UTC), datetime(2023, 6, 1, 1, tzinfo=UTC), 2),
])
def test_signals_equal_the_one_series_path(zones, archetypes, start, end, seed):
    got = synthetic.synthetic_signals(zones, start, end, seed, archetypes)
    want = _reference(zones, start, end, seed, archetypes)
    assert got.schema == want.schema and got.shape == want.shape
    assert _bytes(got) == _bytes(want)
