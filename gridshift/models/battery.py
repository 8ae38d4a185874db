"""A stationary battery and the per-step energy balance of a site with PV and a battery.

Battery model (:func:`battery_step`)
------------------------------------
State: stored energy ``soc_kwh`` within ``[soc_min, soc_max] * energy_kwh``. A step of length
``dt`` at a requested bus-side power ``p`` [kW] (``+`` charge, ``-`` discharge) moves

* charging: ``e_in = min(p dt, power_kw dt, (soc_max_kwh - soc) / eta_c)`` drawn from the site
  bus, ``eta_c e_in`` stored;
* discharging: ``e_out = min(|p| dt, power_kw dt, (soc - soc_min_kwh) eta_d)`` delivered to
  the bus, ``e_out / eta_d`` taken from storage;

with the round-trip efficiency split symmetrically, ``eta_c = eta_d = sqrt(eta_rt)`` (the
convention of PyPSA-Eur [1]_, whose battery charger and discharger links each get the square
root of the battery inverter's round-trip efficiency). The model is exact in the sense that every
kWh is accounted: ``soc' = soc + eta_c e_in - e_out / eta_d`` with no self-discharge and no
ageing inside a window (both small at the hours-to-weeks scale of a scenario: Li-ion
self-discharge is a few % per month, Cole et al. 2021 [3]_).

Default round-trip efficiency 0.85 and lifetime 15 years: NREL's utility-scale battery cost
projections (Cole, Frazier, Augustine 2021 [3]_, "round-trip efficiency of 85 %", "15-year
lifetime").

Site balance (:func:`site_step`)
--------------------------------
Per step and site, with facility load ``L`` (IT x PUE, idle included when charged), PV AC
output ``S``, battery bus-side charge ``C`` and discharge ``D`` [kWh]::

    grid = max(L - S - D + C, 0)          (never negative)
    surplus = max(S + D - L - C, 0)       (curtailed, or exported with a credit)
    grid + S + D == L + C + surplus       (exactly, per step)

Default dispatch (``battery_kw`` NaN for a site): charge from surplus PV only (``C <= max(S -
L, 0)``); discharge to cover the site's deficit (``D <= max(L - S, 0)``, never exporting) in
steps whose grid carbon intensity is at or above the site's threshold. A policy's command
(a finite ``battery_kw``) replaces the rule for that site: charging beyond the PV surplus
draws from the grid, discharging beyond the deficit becomes surplus.

References
----------
.. [1] Hörsch, J., Hofmann, F., Schlachtberger, D., Brown, T. (2018). PyPSA-Eur: An open
   optimisation model of the European transmission system. Energy Strategy Reviews 22,
   207-215 (battery charger/discharger efficiency = sqrt of the round-trip efficiency).
.. [3] Cole, W., Frazier, A. W., Augustine, C. (2021). Cost Projections for Utility-Scale
   Battery Storage: 2021 Update. NREL/TP-6A20-79236 (85 % round-trip efficiency, 15-year
   lifetime).
.. [4] Schlömer, S. et al. (2014). Annex III: Technology-specific cost and performance
   parameters. In: Climate Change 2014: Mitigation of Climate Change, IPCC AR5 WG3, Table A.III.2.
.. [5] Emilsson, E., Dahllöf, L. (2019). Lithium-Ion Vehicle Battery Production: Status 2019 on
   Energy Use, CO2 Emissions, Use of Metals, Products Environmental Footprint, and Recycling.
   IVL Swedish Environmental Research Institute, Report C 444: 61-106 kg CO2e per kWh of
   battery capacity (production).
"""

from __future__ import annotations

import math
import struct
from typing import Any, NamedTuple

import numpy as np

__all__ = ["BATTERY_DEFAULTS", "EMBODIED_G_PER_KWH_PV", "EMBODIED_KG_PER_KWH_BATTERY",
           "BatteryStep", "SiteStep", "amortised_kg", "battery_step", "default_request_kw",
           "efficiencies", "site_step", "site_step_floats", "site_steps", "stays_put"]

#: Defaults of ``[regions.<id>.battery]`` (Cole, Frazier, Augustine 2021, NREL/TP-6A20-79236).
BATTERY_DEFAULTS = {
    "round_trip_eff": 0.85,
    "soc_min": 0.0,
    "soc_max": 1.0,
    "soc_init": 0.5,
    "lifetime_years": 15.0,
}

#: Embodied carbon of Li-ion battery production [kg CO2e per kWh of capacity]: the midpoint of
#: Emilsson & Dahllöf 2019 (IVL C 444) range 61-106 (the range is the assumption's spread).
EMBODIED_KG_PER_KWH_BATTERY = (61.0 + 106.0) / 2.0
EMBODIED_KG_PER_KWH_BATTERY_RANGE = (61.0, 106.0)

#: Life-cycle emissions of utility-scale PV per kWh generated [g CO2e/kWh]: the median of IPCC
#: AR5 WG3 Annex III (Schlömer et al. 2014), Table A.III.2 (min 18, median 48, max 180; rooftop
#: PV 26 / 41 / 60). PV has no fuel, so its life-cycle figure is its embodied carbon amortised
#: over its lifetime output: charged per kWh the array generates (curtailed kWh included).
EMBODIED_G_PER_KWH_PV = 48.0
EMBODIED_G_PER_KWH_PV_RANGE = (18.0, 180.0)


def efficiencies(round_trip_eff: np.ndarray | float) -> tuple[np.ndarray, np.ndarray]:
    """Charge and discharge efficiencies ``sqrt(eta_rt)`` each (the symmetric split)."""
    e = np.sqrt(np.asarray(round_trip_eff, dtype=np.float64))
    return e, e.copy()


class BatteryStep(NamedTuple):
    """One battery step: bus-side energies [kWh] and the new stored energy [kWh]."""

    charge_kwh: np.ndarray
    discharge_kwh: np.ndarray
    soc_kwh: np.ndarray


def battery_step(soc_kwh: np.ndarray, request_kw: np.ndarray, dt_s: float,
                 power_kw: np.ndarray, eta_c: np.ndarray, eta_d: np.ndarray,
                 soc_min_kwh: np.ndarray, soc_max_kwh: np.ndarray) -> BatteryStep:
    """Apply a bus-side power request for one step, within power and state-of-charge limits.

    Args:
        soc_kwh: Stored energy at the step's start [kWh], per site.
        request_kw: Requested bus-side power [kW]: ``+`` charge, ``-`` discharge.
        dt_s: Step length [s].
        power_kw: Power limit (both directions) [kW].
        eta_c: Charge efficiency (stored / drawn) [-].
        eta_d: Discharge efficiency (delivered / taken) [-].
        soc_min_kwh: Lowest stored energy [kWh].
        soc_max_kwh: Highest stored energy [kWh].

    Returns:
        ``BatteryStep(charge_kwh, discharge_kwh, soc_kwh)``: energy drawn from the bus, energy
        delivered to it, and the stored energy at the step's end (within the limits).
    """
    soc = np.asarray(soc_kwh, dtype=np.float64)
    req = np.asarray(request_kw, dtype=np.float64)
    h = float(dt_s) / 3600.0
    lim = np.asarray(power_kw, dtype=np.float64) * h
    room = np.maximum(soc_max_kwh - soc, 0.0)
    avail = np.maximum(soc - soc_min_kwh, 0.0)
    ch = np.minimum(np.minimum(np.maximum(req, 0.0) * h, lim),
                    np.where(eta_c > 0, room / np.where(eta_c > 0, eta_c, 1.0), 0.0))
    dis = np.minimum(np.minimum(np.maximum(-req, 0.0) * h, lim), avail * eta_d)
    new = soc + eta_c * ch - np.where(eta_d > 0, dis / np.where(eta_d > 0, eta_d, 1.0), 0.0)
    new = np.minimum(np.maximum(new, soc_min_kwh), np.maximum(soc_max_kwh, soc_min_kwh))
    return BatteryStep(ch, dis, new)


def default_request_kw(load_kwh: np.ndarray, pv_kwh: np.ndarray, carbon_gco2_per_kwh: np.ndarray,
                       threshold_gco2_per_kwh: np.ndarray, dt_s: float) -> np.ndarray:
    """The default rule's bus-side request [kW]: charge the PV surplus; discharge the deficit
    when the grid's intensity is at or above the threshold; otherwise idle."""
    h = float(dt_s) / 3600.0
    surplus = np.maximum(pv_kwh - load_kwh, 0.0)
    deficit = np.maximum(load_kwh - pv_kwh, 0.0)
    dirty = carbon_gco2_per_kwh >= threshold_gco2_per_kwh
    return np.where(surplus > 0, surplus / h, np.where(dirty, -deficit / h, 0.0))


class SiteStep(NamedTuple):
    """One step of the site balance [kWh] (see the module docstring)."""

    grid_kwh: np.ndarray
    surplus_kwh: np.ndarray
    charge_kwh: np.ndarray
    discharge_kwh: np.ndarray
    soc_kwh: np.ndarray


def site_step(load_kwh: np.ndarray, pv_kwh: np.ndarray, soc_kwh: np.ndarray,
              command_kw: np.ndarray, carbon_gco2_per_kwh: np.ndarray,
              threshold_gco2_per_kwh: np.ndarray, dt_s: float, power_kw: np.ndarray,
              eta_c: np.ndarray, eta_d: np.ndarray, soc_min_kwh: np.ndarray,
              soc_max_kwh: np.ndarray) -> SiteStep:
    """Energy balance of one step at every site (the function the engine and the accounting
    both call, so the state of charge a policy observes is the one that is charged).

    Args:
        load_kwh: Facility energy of the step [kWh] per site.
        pv_kwh: PV AC energy of the step [kWh].
        soc_kwh: Stored energy at the step's start [kWh].
        command_kw: Policy's bus-side battery power [kW] per site; NaN = the default rule.
        carbon_gco2_per_kwh: Grid intensity of the step (for the default rule).
        threshold_gco2_per_kwh: The default rule's discharge threshold per site.
        dt_s: Step length [s].
        power_kw: Battery power limit [kW] (0 = no battery).
        eta_c: Charge efficiency [-].
        eta_d: Discharge efficiency [-].
        soc_min_kwh: Lowest stored energy [kWh].
        soc_max_kwh: Highest stored energy [kWh].

    Returns:
        :class:`SiteStep` (grid draw, surplus, charge, discharge, new stored energy).
    """
    load = np.asarray(load_kwh, dtype=np.float64)
    pv = np.asarray(pv_kwh, dtype=np.float64)
    cmd = np.asarray(command_kw, dtype=np.float64)
    req = np.where(np.isnan(cmd), default_request_kw(load, pv, carbon_gco2_per_kwh,
                                                     threshold_gco2_per_kwh, dt_s), cmd)
    b = battery_step(soc_kwh, req, dt_s, power_kw, eta_c, eta_d, soc_min_kwh, soc_max_kwh)
    net = load - pv - b.discharge_kwh + b.charge_kwh
    return SiteStep(np.maximum(net, 0.0), np.maximum(-net, 0.0), b.charge_kwh,
                    b.discharge_kwh, b.soc_kwh)


# ------------------------------------------------------------- the same balance, faster
#
# :func:`site_step` is the reference: one step, every site, numpy. The engine settles a step
# per epoch and the accounting a whole run, and for either the ~25 numpy calls of a step on
# arrays of a few sites cost more than the arithmetic (about 30 us a step). The two forms
# below give the same bits: :func:`site_step_floats` is the same expressions on Python floats
# for one step, and :func:`site_steps` evaluates every part that does not depend on the
# stored energy over the whole run at once (numpy, elementwise: the same operations on the
# same operands) and only the stored energy's recursion step by step, on floats.
#
# numpy's ``maximum(a, b)`` is ``a`` where ``a > b`` or ``a`` is NaN, else ``b`` (so
# ``maximum(-0.0, 0.0)`` is ``0.0`` and ``maximum(0.0, -0.0)`` is ``-0.0``), and ``minimum``
# likewise with ``<``: :func:`_fmax` and :func:`_fmin` are that rule on floats
# (tests/sim/test_site_tracker.py checks them on signed zeros, infinities and NaN).


def _fmax(a: float, b: float) -> float:
    """``numpy.maximum(a, b)`` on two floats (NaN propagates; ``b`` when equal)."""
    return a if (a > b or a != a) else b


def _fmin(a: float, b: float) -> float:
    """``numpy.minimum(a, b)`` on two floats (NaN propagates; ``b`` when equal)."""
    return a if (a < b or a != a) else b


def _soc_next(soc: float, charge_req_kwh: float, discharge_req_kwh: float, eta_c: float,
              eta_d: float, soc_min: float, soc_max: float, top: float
              ) -> tuple[float, float, float]:
    """One site's battery step on floats, given the step's charge and discharge requests
    already limited by the power (:func:`battery_step`'s ``min(p dt, power_kw dt)``); ``top``
    is ``numpy.maximum(soc_max, soc_min)``. Returns ``(charge, discharge, new soc)`` [kWh].
    (:func:`_fmax` and :func:`_fmin` written out: this runs once per step and site.)"""
    room = soc_max - soc
    if not (room > 0.0 or room != room):
        room = 0.0
    c = room / eta_c if eta_c > 0 else 0.0
    ch = charge_req_kwh if (charge_req_kwh < c or charge_req_kwh != charge_req_kwh) else c
    avail = soc - soc_min
    if not (avail > 0.0 or avail != avail):
        avail = 0.0
    d = avail * eta_d
    dis = (discharge_req_kwh if (discharge_req_kwh < d or discharge_req_kwh != discharge_req_kwh)
           else d)
    new = soc + eta_c * ch - (dis / eta_d if eta_d > 0 else 0.0)
    if not (new > soc_min or new != new):
        new = soc_min
    if not (new < top or new != new):
        new = top
    return ch, dis, new


def site_step_floats(load_kwh: list[float], pv_kwh: list[float], soc_kwh: list[float],
                     command_kw: list[float], carbon_gco2_per_kwh: list[float],
                     threshold_gco2_per_kwh: list[float], dt_s: float, power_kw: list[float],
                     eta_c: list[float], eta_d: list[float], soc_min_kwh: list[float],
                     soc_max_kwh: list[float], sites: Any = None) -> list[float]:
    """The new stored energy of :func:`site_step` [kWh] per site, on Python floats (lists,
    one value per site; the same bits as ``site_step(...).soc_kwh``): the engine's form, for
    one step at a time. With ``sites`` (indices), only those are stepped; the others keep
    ``soc_kwh``'s value (the caller knows their step leaves it unchanged)."""
    h = float(dt_s) / 3600.0
    out = list(soc_kwh)
    for i in range(len(out)) if sites is None else sites:
        req = command_kw[i]
        if req != req:  # NaN: default_request_kw
            load, pv = load_kwh[i], pv_kwh[i]
            surplus = _fmax(pv - load, 0.0)
            if surplus > 0:
                req = surplus / h
            elif carbon_gco2_per_kwh[i] >= threshold_gco2_per_kwh[i]:
                req = -_fmax(load - pv, 0.0) / h
            else:
                req = 0.0
        lim = power_kw[i] * h
        lo, hi = soc_min_kwh[i], soc_max_kwh[i]
        out[i] = _soc_next(out[i], _fmin(_fmax(req, 0.0) * h, lim),
                           _fmin(_fmax(-req, 0.0) * h, lim), eta_c[i], eta_d[i], lo, hi,
                           _fmax(hi, lo))[2]
    return out


def stays_put(soc_kwh: float, power_kw: float, eta_c: float, eta_d: float,
              soc_min_kwh: float, soc_max_kwh: float) -> bool:
    """Whether :func:`site_step` leaves a site's stored energy ``soc_kwh`` bit for bit as it
    is at every step whose load and PV are finite, whatever the command: a site without a
    battery (``power_kw`` exactly ``+0.0``, so both requests are ``+0.0``), with finite
    efficiencies, and ``soc_kwh`` a finite value other than ``-0.0`` that the limits keep."""
    def pos_zero(x: float) -> bool:
        return x == 0.0 and math.copysign(1.0, x) > 0

    finite = all(math.isfinite(x) for x in (soc_kwh, eta_c, eta_d, soc_min_kwh, soc_max_kwh))
    if not (finite and pos_zero(power_kw) and eta_c >= 0 and eta_d >= 0):
        return False
    if soc_kwh == 0.0 and not pos_zero(soc_kwh):
        return False
    kept = _soc_next(soc_kwh, 0.0, 0.0, eta_c, eta_d, soc_min_kwh, soc_max_kwh,
                     _fmax(soc_max_kwh, soc_min_kwh))
    return (struct.pack("<3d", *kept) == struct.pack("<3d", 0.0, 0.0, soc_kwh))


def site_steps(load_kwh: np.ndarray, pv_kwh: np.ndarray, soc_init_kwh: np.ndarray,
               command_kw: np.ndarray, carbon_gco2_per_kwh: np.ndarray,
               threshold_gco2_per_kwh: np.ndarray, dt_s: float, power_kw: np.ndarray,
               eta_c: np.ndarray, eta_d: np.ndarray, soc_min_kwh: np.ndarray,
               soc_max_kwh: np.ndarray) -> SiteStep:
    """:func:`site_step` over ``K`` consecutive steps (``[K, R]`` inputs, the stored energy
    carried from one step to the next): the same bits as calling it step by step.

    Returns:
        :class:`SiteStep` of ``[K, R]`` arrays, but ``soc_kwh`` is ``[K + 1, R]`` (the start
        of every step, then the end of the last).

    A site whose stored energy the whole run leaves unchanged (no battery, or a battery told
    to idle) is settled at once: every step is evaluated from the starting energy and, since
    each step's new energy comes out bit for bit the same, that was each step's start. Other
    sites run the recursion on floats (:func:`_soc_next`).
    """
    load = np.asarray(load_kwh, dtype=np.float64)
    pv = np.asarray(pv_kwh, dtype=np.float64)
    cmd = np.asarray(command_kw, dtype=np.float64)
    K, R = load.shape
    req = np.where(np.isnan(cmd), default_request_kw(load, pv, carbon_gco2_per_kwh,
                                                     threshold_gco2_per_kwh, dt_s), cmd)
    soc0 = np.asarray(soc_init_kwh, dtype=np.float64)
    # every step from the starting energy; right for the sites where nothing moves
    b = battery_step(np.broadcast_to(soc0, (K, R)), req, dt_s, power_kw, eta_c, eta_d,
                     soc_min_kwh, soc_max_kwh)
    ch, dis = np.array(b.charge_kwh, dtype=np.float64), np.array(b.discharge_kwh,
                                                                  dtype=np.float64)
    soc = np.empty((K + 1, R))
    soc[0] = soc0
    soc[1:] = b.soc_kwh
    still = (b.soc_kwh.view(np.int64) == soc0.view(np.int64)).all(axis=0)
    moving = np.flatnonzero(~still)
    if moving.size:
        h = float(dt_s) / 3600.0
        lim = np.asarray(power_kw, dtype=np.float64) * h
        ch_req = np.minimum(np.maximum(req, 0.0) * h, lim)  # battery_step's first minimum
        dis_req = np.minimum(np.maximum(-req, 0.0) * h, lim)
        for i in moving.tolist():
            e_c, e_d = float(eta_c[i]), float(eta_d[i])
            lo, hi = float(soc_min_kwh[i]), float(soc_max_kwh[i])
            top = _fmax(hi, lo)
            s = float(soc0[i])
            c_i, d_i, s_i = [], [], [s]
            for c_r, d_r in zip(ch_req[:, i].tolist(), dis_req[:, i].tolist(), strict=True):
                c, d, s = _soc_next(s, c_r, d_r, e_c, e_d, lo, hi, top)
                c_i.append(c)
                d_i.append(d)
                s_i.append(s)
            ch[:, i], dis[:, i], soc[:, i] = c_i, d_i, s_i
    net = load - pv - dis + ch
    return SiteStep(np.maximum(net, 0.0), np.maximum(-net, 0.0), ch, dis, soc)


def amortised_kg(capacity: float, kg_per_unit: float, lifetime_years: float,
                 window_s: float) -> float:
    """Embodied carbon amortised linearly over a lifetime, for a window [kg CO2e].

    ``capacity * kg_per_unit * window_s / (lifetime_years * 365.25 * 86400)``.
    """
    if lifetime_years <= 0 or not math.isfinite(lifetime_years):
        raise ValueError(f"lifetime_years is {lifetime_years}; must be a finite number > 0")
    return float(capacity) * float(kg_per_unit) * float(window_s) / (
        float(lifetime_years) * 365.25 * 86400.0)
