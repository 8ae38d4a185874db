"""World building: signal alignment and weather-driven facility models wired into the engine."""

from __future__ import annotations

import numpy as np
from numpy.testing import assert_allclose

import gridshift
from gridshift.models import cooling
from gridshift.sim.world import align_signal


def test_align_repeats_coarse_and_averages_fine():
    # hourly data on a 15-min grid: each hour's value four times
    t = np.array([0.0, 3600.0, 7200.0])
    v = np.array([10.0, 20.0, 30.0])
    grid = np.arange(0, 7200 + 1, 900.0)
    assert_allclose(align_signal(t, v, grid), [10] * 4 + [20] * 4, rtol=1e-12)
    # 5-min data on a 15-min grid: the mean of three rows
    t5 = np.arange(0, 1800, 300.0)
    v5 = np.array([1.0, 2.0, 3.0, 4.0, 5.0, 6.0])
    assert_allclose(align_signal(t5, v5, np.array([0.0, 900.0, 1800.0])), [2.0, 5.0], rtol=1e-12)
    # a change mid-step is time-weighted
    assert_allclose(align_signal(np.array([0.0, 600.0]), np.array([0.0, 90.0]),
                                 np.array([0.0, 900.0])), [30.0], rtol=1e-12)


def test_weather_driven_cooling_in_calibrated_ranges():
    r = gridshift.run("weather-cooling-v1")
    w = r.world
    sc = w.scenario
    pue = w.pue[w.window]
    assert (pue >= 1.0).all() and (pue <= 2.0).all()
    for i, reg in enumerate(sc.regions):
        design = reg.cooling["design"]
        expect = cooling.pue(w.temp[w.window][:, i], w.rh[w.window][:, i], design=design)
        assert_allclose(pue[:, i], expect, rtol=1e-12)
        if design == "direct-liquid":
            assert (w.wue[w.window][:, i] == 0).all()
    m = r.metrics
    # facility/IT lies between the best and worst design's annual range (hyperscale to enterprise)
    assert 1.08 <= m["pue_effective"] <= 1.6
    assert m["water_onsite_l"] > 0 and m["water_offsite_l"] > 0
    assert_allclose(m["water_l"], m["water_onsite_l"] + m["water_offsite_l"], rtol=1e-12)
    assert m["carbon_embodied_kg"] > 0
    # embodied carbon is not part of operational carbon: same schedule, same carbon_kg
    jobs = r.jobs
    assert_allclose(float(jobs["carbon_kg"].sum()), m["carbon_kg"], rtol=1e-9)
