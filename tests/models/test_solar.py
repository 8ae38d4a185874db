"""PV output (gridshift/models/solar.py) against independent computations."""

from __future__ import annotations

import gzip
from pathlib import Path

import numpy as np
import pytest
from numpy.testing import assert_allclose

pvlib = pytest.importorskip("pvlib", reason="gridshift.models.solar needs the 'solar' extra")

from gridshift.models import solar  # noqa: E402

# pvlib 0.16 calls a pandas API deprecated in pandas 3; the hand chains below call pvlib directly
PVLIB_PANDAS = pytest.mark.filterwarnings("ignore:DatetimeIndex.dayofyear is deprecated")

TMY = Path(__file__).resolve().parents[2] / ".." / "shared" / "data" / "pvlib-tmy-weather"


@pytest.fixture(scope="module")
def greensboro_june_day(tmp_path_factory):
    src = TMY / "pvlib__data__723170TYA.CSV.gz"
    if not src.exists():
        pytest.skip(f"real TMY3 data not available here ({src}; see its PROVENANCE.md)")
    p = tmp_path_factory.mktemp("tmy") / "723170TYA.CSV"
    p.write_bytes(gzip.decompress(src.read_bytes()))
    df, meta = pvlib.iotools.read_tmy3(str(p), map_variables=True)
    day = df[(df.index.month == 6) & (df.index.day == 21)]
    # TMY3 rows are hour-ending: the hour's values apply to its mid-point, 30 min earlier
    t = day.index.tz_convert("UTC").as_unit("us").asi8 / 1e6 - 1800.0
    return t, day, meta


def _hand_chain(t, day, meta, kwp, tilt, azi):
    """The chain by hand: pvlib's geometry, irradiance and temperature functions called directly,
    PVWatts v5 DC and inverter formulas written out (Dobos 2014 Eq. 2-3 and §10)."""
    import pandas as pd

    times = pd.DatetimeIndex(pd.to_datetime(np.round(t * 1e6).astype(np.int64), unit="us",
                                            utc=True))
    sp = pvlib.solarposition.get_solarposition(times, meta["latitude"], meta["longitude"],
                                               altitude=meta["altitude"])
    zen, az = sp["apparent_zenith"].to_numpy(), sp["azimuth"].to_numpy()
    ghi, dni, dhi = (day[c].to_numpy(float) for c in ("ghi", "dni", "dhi"))
    extra = np.asarray(pvlib.irradiance.get_extra_radiation(times))
    am = np.asarray(pvlib.atmosphere.get_relative_airmass(zen))
    poa = pvlib.irradiance.get_total_irradiance(tilt, azi, zen, az, dni, ghi, dhi,
                                                dni_extra=extra, airmass=am, albedo=0.2,
                                                model="perez")
    aoi = np.asarray(pvlib.irradiance.aoi(tilt, azi, zen, az))
    iam = np.nan_to_num(np.asarray(pvlib.iam.physical(aoi)))
    eff = np.maximum(np.nan_to_num(np.asarray(poa["poa_direct"])) * iam
                     + np.nan_to_num(np.asarray(poa["poa_diffuse"])), 0.0)
    a, b, dT = -3.56, -0.075, 3.0  # SAPM open_rack_glass_polymer (King et al. 2004)
    poa_g = np.nan_to_num(np.asarray(poa["poa_global"]))
    wind = day["wind_speed"].to_numpy(float)
    t_mod = poa_g * np.exp(a + b * wind) + day["temp_air"].to_numpy(float)
    t_cell = t_mod + poa_g / 1000.0 * dT
    losses = 1.0 - np.prod(1.0 - np.array([2, 3, 0, 2, 2, 0.5, 1.5, 1, 0, 3]) / 100.0)
    dc = kwp * 1000.0 * eff / 1000.0 * (1.0 - 0.0047 * (t_cell - 25.0)) * (1.0 - losses)
    pac0 = kwp * 1000.0 / 1.1
    pdc0 = pac0 / 0.96
    zeta = dc / pdc0
    with np.errstate(divide="ignore", invalid="ignore"):
        eta = 0.96 / 0.9637 * (-0.0162 * zeta - 0.0059 / zeta + 0.9858)
        ac = np.where(dc > 0, np.minimum(eta * dc, pac0), 0.0)
    return np.maximum(ac, 0.0), pac0


@PVLIB_PANDAS
def test_pv_day_with_measured_irradiance_matches_the_hand_chain(greensboro_june_day):
    t, day, meta = greensboro_june_day
    got = solar.pv_ac_power_w(
        t, meta["latitude"], meta["longitude"], day["temp_air"].to_numpy(float), kwp=250.0,
        tilt_deg=30.0, azimuth_deg=180.0, ghi_w_m2=day["ghi"].to_numpy(float),
        dni_w_m2=day["dni"].to_numpy(float), dhi_w_m2=day["dhi"].to_numpy(float),
        wind_speed_m_s=day["wind_speed"].to_numpy(float), altitude_m=meta["altitude"])
    want, pac0 = _hand_chain(t, day, meta, 250.0, 30.0, 180.0)
    assert_allclose(got, want, rtol=1e-9, atol=1e-9)
    assert got.max() > 0.5 * pac0 and got.max() <= pac0 + 1e-9  # a June day, clipped at AC
    assert (got[day["ghi"].to_numpy() == 0] == 0).all()             # no sun, no power
    # this TMY day's yield (3.9 kWh/kWp AC): below a clear June day's ~6-7, above an overcast 1
    assert 1.0 < got.sum() / 1000.0 / 250.0 < 8.0


@PVLIB_PANDAS
def test_clear_sky_cloud_reduction_is_kasten_czeplak():
    t = 1687348800.0 + 3600.0 * np.arange(24)  # 2023-06-21 UTC, hourly
    lat, lon = 36.1, -79.95
    ghi0, _, dhi0 = solar.clear_sky_cloud_irradiance(t, lat, lon, np.zeros(24))
    ghi5, dni5, dhi5 = solar.clear_sky_cloud_irradiance(t, lat, lon, np.full(24, 50.0))
    import pandas as pd

    loc = pvlib.location.Location(lat, lon, altitude=0.0)
    times = pd.DatetimeIndex(pd.to_datetime((t * 1e6).astype(np.int64), unit="us", utc=True))
    cs = loc.get_clearsky(times, model="ineichen")["ghi"].to_numpy()
    assert_allclose(ghi0, cs, rtol=1e-12)
    assert_allclose(ghi5, cs * (1 - 0.75 * 0.5 ** 3.4), rtol=1e-12)
    assert_allclose(dhi5, ghi5 * (0.3 + 0.7 * 0.25), rtol=1e-12)
    assert_allclose(dhi0, ghi0 * 0.3, rtol=1e-12)
    assert (dni5 >= 0).all()


def test_more_cloud_never_gives_more_pv():
    t = 1687348800.0 + 900.0 * np.arange(96) + 450.0
    temp = np.full(96, 25.0)
    out = [solar.pv_ac_power_w(t, 36.1, -79.95, temp, kwp=100, tilt_deg=30, azimuth_deg=180,
                               cloud_cover_pct=np.full(96, c)).sum() for c in (0, 30, 60, 100)]
    assert all(a >= b for a, b in zip(out, out[1:], strict=False)) and out[0] > out[-1] > 0


@pytest.mark.parametrize(("kw", "msg"), [
    ({"transposition": "klucher"}, "transposition"),
    ({"kwp": -1.0}, "kwp"),
    ({"cloud_cover_pct": None}, "irradiance"),
    ({"cloud_cover_pct": np.full(4, 120.0)}, "0..100"),
    ({"temperature_model": "roof"}, "temperature_model"),
])
def test_bad_parameters_are_named(kw, msg):
    args = {"kwp": 10.0, "tilt_deg": 20.0, "azimuth_deg": 180.0,
            "cloud_cover_pct": np.zeros(4), **kw}
    with pytest.raises(ValueError, match=msg):
        solar.pv_ac_power_w(1687348800.0 + 3600.0 * np.arange(4), 36.1, -79.95,
                            np.full(4, 20.0), **args)
