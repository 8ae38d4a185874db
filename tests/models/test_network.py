"""Tests for gridshift.models.network."""

from __future__ import annotations

import csv

import numpy as np
from hypothesis import given, settings
from hypothesis import strategies as st
from numpy.testing import assert_allclose

from gridshift.models import network as nw

C_KM_PER_MS = 299_792.458 / 1e3

# Frankfurt, London, New York, San Jose, Singapore, Sydney, Sao Paulo, Johannesburg.
ZONES = ["DE-LU", "GB", "US-NY-NYIS", "US-CAL-CISO", "SG", "AU-NSW", "BR-SP", "ZA"]
LATS = np.array([50.11, 51.51, 40.71, 37.34, 1.30, -33.87, -23.55, -26.20])
LONS = np.array([8.68, -0.13, -74.01, -121.89, 103.86, 151.21, -46.63, 28.05])


def test_great_circle_hand_values():
    # A quarter meridian: pi/2 x R.
    assert_allclose(nw.great_circle_km(0, 0, 90, 0), np.pi / 2 * 6371.0088, rtol=1e-12)
    # London - New York ~ 5,570 km (widely quoted great-circle distance).
    assert_allclose(nw.great_circle_km(51.51, -0.13, 40.71, -74.01), 5570, rtol=0.01)


def test_latency_hand_value():
    # 1,000 km, inflation 1.5, n = 1.468: RTT = 2 * 1000 * 1.5 * 1.468 / 299792.458 s.
    assert_allclose(nw.latency_ms_from_distance(1000.0), 2 * 1500 * 1.468 / 299_792.458 * 1e3,
                    rtol=1e-12)


@settings(max_examples=40, deadline=None)
@given(st.lists(st.tuples(st.floats(-89, 89), st.floats(-180, 180)), min_size=1, max_size=8))
def test_matrix_symmetric_zero_diagonal_above_light(points):
    lat = np.array([p[0] for p in points])
    lon = np.array([p[1] for p in points])
    m = nw.latency_matrix_ms(lat, lon)
    d = nw.great_circle_km(lat[:, None], lon[:, None], lat[None, :], lon[None, :])
    assert_allclose(m, m.T, rtol=1e-12, atol=1e-12)
    assert np.all(np.diag(m) == 0)
    assert np.all(m + 1e-9 >= d / C_KM_PER_MS)


def test_measured_pairs_take_precedence_and_keep_properties():
    measured = nw.measured_latency_for(ZONES, "aws")
    m = nw.latency_matrix_ms(LATS, LONS, names=ZONES, measured=measured)
    i, j = ZONES.index("GB"), ZONES.index("US-NY-NYIS")
    assert m[i, j] == 70.0 and m[j, i] == 70.0  # Persico et al. 2016: aws EU-US 70 ms
    # Same macro-region: no measurement -> distance model.
    k, l_ = ZONES.index("DE-LU"), ZONES.index("GB")
    assert_allclose(m[k, l_], nw.latency_ms_from_distance(
        nw.great_circle_km(LATS[k], LONS[k], LATS[l_], LONS[l_])), rtol=1e-9)
    d = nw.great_circle_km(LATS[:, None], LONS[:, None], LATS[None, :], LONS[None, :])
    assert_allclose(m, m.T, rtol=1e-12)
    assert np.all(m + 1e-9 >= 2 * d / C_KM_PER_MS)


def test_measured_table_matches_persico_csv(shared_file):
    path = shared_file("sustain-cluster", "network_delay_persico2016.csv")
    with path.open() as f:
        for r in csv.DictReader(f):
            key = tuple(sorted((r["src_cluster"], r["dst_cluster"])))
            table = nw.MEASURED_LATENCY_MS[r["provider"]]
            assert table[key] == float(r["rtt_ms"]), r
            thr = nw.MEASURED_THROUGHPUT_MBPS[r["provider"]]
            assert thr[(r["src_cluster"], r["dst_cluster"])] == float(r["throughput_mbps"])


def test_route_inflation_plausible_against_persico():
    # Implied inflation on long routes: e.g. aws EU(Dublin ~ London)-US(Virginia ~ NY)
    # 70 ms; the default 1.5 must not exceed the measured RTT by more than 60 %,
    # nor fall below it by more than 50 %.
    gb_ny = nw.latency_ms_from_distance(nw.great_circle_km(51.51, -0.13, 40.71, -74.01))
    assert 0.5 * 70 <= gb_ny <= 1.6 * 70


def test_transfer_time_and_energy():
    # 10 GB at 10 Gbit/s = 8 s, plus 100 ms latency.
    assert_allclose(nw.transfer_s(10.0, 100.0, 10.0), 8.1, rtol=1e-12)
    assert_allclose(nw.transfer_s([0.0], 100.0, 10.0), [0.0], rtol=1e-12)
    # Aslan et al. 2018: 0.06 kWh/GB in 2015, halving every two years.
    assert nw.TRANSFER_KWH_PER_GB_DEFAULT == 0.06
    assert_allclose(nw.transfer_kwh_per_gb(2015), 0.06, rtol=1e-12)
    assert_allclose(nw.transfer_kwh_per_gb([2017, 2023]), [0.03, 0.06 / 16], rtol=1e-12)
