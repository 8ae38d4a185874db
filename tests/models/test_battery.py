"""Battery and site balance (gridshift/models/battery.py): hand cycles and invariants."""

from __future__ import annotations

import numpy as np
from numpy.testing import assert_allclose

from gridshift.models import battery as bat


def _one(x: float) -> np.ndarray:
    return np.array([x])


def test_a_cycle_with_known_efficiency_by_hand():
    """100 kWh / 50 kW, round trip 0.81 (0.9 each way), empty: 1 h of +50 kW stores 45 kWh;
    1 h of -50 kW then delivers only 45 x 0.9 = 40.5 kWh (all there is): 40.5 / 50 = 0.81."""
    ec, ed = bat.efficiencies(0.81)
    assert_allclose(ec, 0.9, rtol=1e-15) and assert_allclose(ed, 0.9, rtol=1e-15)
    lim = dict(power_kw=_one(50.0), eta_c=ec, eta_d=ed, soc_min_kwh=_one(0.0),
               soc_max_kwh=_one(100.0))
    s1 = bat.battery_step(_one(0.0), _one(50.0), 3600.0, **lim)
    assert_allclose(s1.charge_kwh, 50.0, rtol=1e-12)
    assert_allclose(s1.soc_kwh, 45.0, rtol=1e-12)
    s2 = bat.battery_step(s1.soc_kwh, _one(-50.0), 3600.0, **lim)
    assert_allclose(s2.discharge_kwh, 40.5, rtol=1e-12)
    assert_allclose(s2.soc_kwh, 0.0, atol=1e-12)
    assert_allclose(s2.discharge_kwh / s1.charge_kwh, 0.81, rtol=1e-12)


def test_power_and_state_of_charge_limits_by_hand():
    ec, ed = bat.efficiencies(0.81)
    lim = dict(power_kw=_one(20.0), eta_c=ec, eta_d=ed, soc_min_kwh=_one(10.0),
               soc_max_kwh=_one(90.0))
    # power limit: 15 min at a requested 100 kW charges 20 kW x 0.25 h = 5 kWh
    s = bat.battery_step(_one(50.0), _one(100.0), 900.0, **lim)
    assert_allclose(s.charge_kwh, 5.0, rtol=1e-12)
    assert_allclose(s.soc_kwh, 54.5, rtol=1e-12)
    # full: 2 kWh of room takes 2 / 0.9 kWh from the bus
    s = bat.battery_step(_one(88.0), _one(20.0), 3600.0, **lim)
    assert_allclose(s.charge_kwh, 2.0 / 0.9, rtol=1e-12)
    assert_allclose(s.soc_kwh, 90.0, rtol=1e-12)
    # near soc_min: 3 kWh above it delivers 2.7 kWh
    s = bat.battery_step(_one(13.0), _one(-20.0), 3600.0, **lim)
    assert_allclose(s.discharge_kwh, 2.7, rtol=1e-12)
    assert_allclose(s.soc_kwh, 10.0, rtol=1e-12)


def test_random_steps_conserve_energy_and_respect_limits():
    rng = np.random.default_rng(7)
    R, K = 6, 400
    e = rng.uniform(10, 500, R)
    p = rng.uniform(5, 200, R)
    ec, ed = bat.efficiencies(rng.uniform(0.6, 1.0, R))
    lo, hi = e * rng.uniform(0, 0.3, R), e * rng.uniform(0.7, 1.0, R)
    soc = lo + (hi - lo) * rng.uniform(0, 1, R)
    thr = rng.uniform(100, 500, R)
    for _ in range(K):
        load = rng.uniform(0, 100, R) * (rng.uniform(size=R) > 0.1)
        pv = rng.uniform(0, 150, R) * (rng.uniform(size=R) > 0.4)
        cmd = np.where(rng.uniform(size=R) < 0.5, np.nan, rng.uniform(-1, 1, R) * p)
        ci = rng.uniform(50, 700, R)
        st = bat.site_step(load, pv, soc, cmd, ci, thr, 900.0, p, ec, ed, lo, hi)
        assert (st.soc_kwh >= lo - 1e-12).all() and (st.soc_kwh <= hi + 1e-12).all()
        assert (st.grid_kwh >= 0).all() and (st.surplus_kwh >= 0).all()
        assert_allclose(st.grid_kwh + pv + st.discharge_kwh,
                        load + st.charge_kwh + st.surplus_kwh, rtol=1e-9, atol=1e-9)
        assert_allclose(st.soc_kwh, np.clip(soc + ec * st.charge_kwh - st.discharge_kwh / ed,
                                            lo, hi), rtol=1e-12, atol=1e-12)
        assert (st.charge_kwh <= p * 0.25 + 1e-12).all()
        assert (st.discharge_kwh <= p * 0.25 + 1e-12).all()
        dflt = np.isnan(cmd)
        # the default rule: charge only from PV surplus, discharge only into a deficit
        assert (st.charge_kwh[dflt] <= np.maximum(pv - load, 0)[dflt] + 1e-12).all()
        assert (st.discharge_kwh[dflt] <= np.maximum(load - pv, 0)[dflt] + 1e-12).all()
        assert (st.discharge_kwh[dflt & (ci < thr)] == 0).all()
        soc = st.soc_kwh


def test_amortised_embodied_carbon_by_hand():
    # 1000 kWh x 83.5 kg/kWh over 15 years, for one week
    got = bat.amortised_kg(1000.0, bat.EMBODIED_KG_PER_KWH_BATTERY, 15.0, 7 * 86400.0)
    assert_allclose(got, 1000 * 83.5 * 7 / (15 * 365.25), rtol=1e-12)
    assert bat.EMBODIED_KG_PER_KWH_BATTERY_RANGE == (61.0, 106.0)
