"""load_weather_column: the weather card's cloud cover for on-site PV (real Open-Meteo data)."""

from __future__ import annotations

from datetime import UTC, datetime

import numpy as np
import pytest

from gridshift import datasets
from gridshift.errors import DataError


def test_cloud_cover_of_the_quickstart_solar_week(cache):
    df = datasets.load_weather_column("open-meteo", ["US-CAL-CISO", "ZA"],
                                      datetime(2023, 8, 1, tzinfo=UTC),
                                      datetime(2023, 8, 8, tzinfo=UTC), "cloud_cover_pct")
    assert df.columns == ["region", "time", "cloud_cover_pct"]
    ca = df.filter(df["region"] == "US-CAL-CISO")["cloud_cover_pct"].to_numpy()
    assert ca.size == 168 and (ca >= 0).all() and (ca <= 100).all()
    # the constant quickstart-solar-v1 uses (its comment: 37.8 %, this week's mean)
    assert abs(float(np.mean(ca)) - 37.8) < 0.05


def test_not_a_weather_card_is_named(cache):
    with pytest.raises(DataError, match="not a weather card"):
        datasets.load_weather_column("electricitymaps", ["ZA"], datetime(2023, 8, 1, tzinfo=UTC),
                                     datetime(2023, 8, 2, tzinfo=UTC), "cloud_cover_pct")


def test_solar_week_builds_cloud_driven_pv(cache):
    pytest.importorskip("pvlib", reason="on-site PV needs the 'solar' extra (pvlib)")
    from gridshift import build_world, load_scenario

    w = build_world(load_scenario("gridshift:benchmark/suites/gs-v2-levers/solar-week.toml"))
    assert w.solar is not None
    assert all("Kasten & Czeplak" in s for s in w.solar.sources)
    pv = w.solar.pv_w[w.window]
    assert (pv >= 0).all() and (pv.max(axis=0) > 0).all()
    # AC output never exceeds the inverter rating kWp / DC-AC ratio 1.1
    assert (pv.max(axis=0) <= 250e3 / 1.1 + 1e-6).all()
