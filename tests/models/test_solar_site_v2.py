"""PV with the site's elevation and the weather's measured wind (gs-v3): the cited elevations,
the physics direction and size of each effect, the PV cache key, and the scenario key
``[regions.<id>.solar] wind_speed_m_s = "weather"``."""

from __future__ import annotations

import json
import tomllib
from importlib import resources
from pathlib import Path

import numpy as np
import pytest
from numpy.testing import assert_allclose

from tests.conftest import SHARED_DATA, shared_cache

ELEV = tomllib.loads(resources.files("gridshift.datasets").joinpath(
    "params/site_elevation.toml").read_text())
SOLAR_WEEK = (Path(__file__).resolve().parents[2]
              / "gridshift/benchmark/suites/gs-v2-levers/solar-week.toml")


@pytest.fixture(scope="module")
def _data(tmp_path_factory):
    yield from shared_cache(tmp_path_factory, ["electricitymaps", "electricity-prices",
                                               "open-meteo", "egress-aws"])


def test_site_elevations_are_the_weather_points():
    zstandard = pytest.importorskip("zstandard")
    root = SHARED_DATA / "sustain-cluster" / "weather"
    if not root.is_dir():
        pytest.skip(f"{root} is absent")
    table = ELEV["elevation_m"]
    assert len(table) == 16 and table["ZA"] == 1734.0
    for zone, m in table.items():
        doc = json.loads(zstandard.ZstdDecompressor().decompress(
            (root / zone / "2023.json.zst").read_bytes()))
        assert doc["elevation"] == m, zone


def _pv(**kw):
    from gridshift.models.solar import pv_ac_power_w

    t = np.arange(0, 3 * 86400, 900.0) + 1690848000.0  # 2023-08-01, 15-min steps
    return pv_ac_power_w(t, -26.19, 28.03, np.full(t.size, 20.0), kwp=100.0, tilt_deg=26.0,
                         azimuth_deg=0.0, cloud_cover_pct=np.zeros(t.size), **kw)


def test_altitude_raises_clear_sky_pv_and_wind_cools_the_cells():
    pytest.importorskip("pvlib")
    sea, high = _pv(), _pv(altitude_m=1734.0)
    gain = high.sum() / sea.sum() - 1.0
    assert 0.04 < gain < 0.12  # thinner air: Ineichen clear sky at 1,734 m (ZA) vs sea level
    windy = _pv(altitude_m=1734.0, wind_speed_m_s=np.full(sea.size, 5.0))
    assert (windy >= high - 1e-9).all() and windy.sum() > high.sum()  # cooler cells
    # a constant wind series is the scalar
    assert_allclose(_pv(wind_speed_m_s=np.full(sea.size, 1.0)), sea, rtol=0, atol=0)


def test_pv_cache_key_includes_altitude_and_wind():
    pytest.importorskip("pvlib")
    from gridshift.sim.pv_cache import cache_key

    t = np.arange(4.0)
    base = ((t, 1.0, 2.0, t), {"kwp": 1.0, "tilt_deg": 0.0, "azimuth_deg": 180.0})
    keys = {cache_key([base]),
            cache_key([(base[0], {**base[1], "altitude_m": 1734.0})]),
            cache_key([(base[0], {**base[1], "wind_speed_m_s": np.full(4, 2.0)})]),
            cache_key([(base[0], {**base[1], "wind_speed_m_s": np.full(4, 3.0)})])}
    assert len(keys) == 4


def _solar_week(tmp_path, solar_extra: str, weather: bool = True) -> Path:
    text = SOLAR_WEEK.read_text()
    text = text.replace("solar = { kwp = 250, tilt_deg = 26, azimuth_deg = 0 }",
                        "solar = { kwp = 250, tilt_deg = 26, azimuth_deg = 0"
                        + solar_extra + " }")
    if not weather:  # fixed PUE/WUE: the cooling model would need the weather first
        text = text.replace('weather = "open-meteo"\n', "").replace(
            'cooling = { design = "air-economiser-evaporative" }',
            "pue = 1.1\nwue_l_per_kwh = 0.2")
    p = tmp_path / "solar-week.toml"
    p.write_text(text)
    return p


def test_weather_wind_needs_a_weather_card(_data, tmp_path):
    pytest.importorskip("pvlib")
    if _data is None:
        pytest.skip(f"shared data folder {SHARED_DATA} is absent")
    from gridshift import build_world, load_scenario
    from gridshift.errors import ScenarioError

    sc = load_scenario(_solar_week(tmp_path, ', wind_speed_m_s = "weather"', weather=False))
    assert sc.regions[1].solar["wind_speed_m_s"] == "weather"
    with pytest.raises(ScenarioError, match="needs \\[signals\\] weather"):
        build_world(sc)


def test_solar_week_with_elevation_and_measured_wind(_data, tmp_path):
    pytest.importorskip("pvlib")
    if _data is None:
        pytest.skip(f"shared data folder {SHARED_DATA} is absent")
    from gridshift import build_world, load_scenario

    def za_kwh(extra: str) -> float:
        w = build_world(load_scenario(_solar_week(tmp_path, extra)))
        return float(w.solar.pv_w[w.window][:, 1].sum()) * 0.25 / 1000.0

    base = za_kwh("")
    alt = za_kwh(", altitude_m = 1734.0")
    both = za_kwh(', altitude_m = 1734.0, wind_speed_m_s = "weather"')
    assert_allclose(alt / base - 1.0, 0.0789, atol=0.002)  # sea level understates ZA by 7.3 %
    assert 0.0 < both / alt - 1.0 < 0.03  # Johannesburg's August wind (> 1 m/s) cools the cells
