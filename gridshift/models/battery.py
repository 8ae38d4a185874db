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
from typing import NamedTuple

import numpy as np

__all__ = ["BATTERY_DEFAULTS", "EMBODIED_G_PER_KWH_PV", "EMBODIED_KG_PER_KWH_BATTERY",
           "BatteryStep", "SiteStep", "amortised_kg", "battery_step", "default_request_kw",
           "efficiencies", "site_step"]

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


def amortised_kg(capacity: float, kg_per_unit: float, lifetime_years: float,
                 window_s: float) -> float:
    """Embodied carbon amortised linearly over a lifetime, for a window [kg CO2e].

    ``capacity * kg_per_unit * window_s / (lifetime_years * 365.25 * 86400)``.
    """
    if lifetime_years <= 0 or not math.isfinite(lifetime_years):
        raise ValueError(f"lifetime_years is {lifetime_years}; must be a finite number > 0")
    return float(capacity) * float(kg_per_unit) * float(window_s) / (
        float(lifetime_years) * 365.25 * 86400.0)
