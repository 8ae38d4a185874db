"""On-site photovoltaic (PV) output from weather: pvlib's standard chain, PVWatts v5 defaults.

:func:`pv_ac_power_w` turns a site (latitude, longitude, array kWp, tilt, azimuth) and a weather
series (air temperature, and either measured irradiance or cloud cover) into the array's AC
power at each time. The chain is pvlib's [1]_ standard one, parameterised as NREL's PVWatts
version 5 [2]_:

1. **Solar position** (NREL SPA, Reda & Andreas 2004 [3]_): ``pvlib.solarposition``.
2. **Irradiance on the horizontal**: measured GHI/DNI/DHI where the weather has them (TMY
   files); otherwise the **Ineichen-Perez clear-sky** model [4]_ (Linke turbidity from pvlib's
   monthly climatology) reduced for cloud cover by **Kasten & Czeplak (1980)** [5]_:
   ``GHI = GHI_clear (1 - 0.75 c^3.4)`` and the diffuse fraction ``DHI / GHI = 0.3 + 0.7 c^2``
   with ``c`` the cloud fraction (oktas / 8); ``DNI = (GHI - DHI) / cos(zenith)``.
   :func:`irradiance_source` names which of the two a series used.
3. **Transposition** to the plane of array: **Perez 1990** [6]_ (PVWatts v5's choice) or
   Hay-Davies (``transposition = "haydavies"``), ground reflection with albedo 0.2 (PVWatts v5
   default [2]_, §4).
4. **Angle-of-incidence loss** of the beam on the glass cover: pvlib's ``iam.physical``
   (Fresnel/Snell with absorption, De Soto et al. 2006 [7]_; PVWatts v5 models the cover the
   same way, §5).
5. **Cell temperature**: the Sandia (SAPM) model, King et al. 2004 [8]_, parameters
   ``open_rack_glass_polymer`` (a = -3.56, b = -0.075, dT = 3 K) from pvlib's
   ``TEMPERATURE_MODEL_PARAMETERS``; wind 1 m/s where the weather has none (the NOCT rating
   wind speed, IEC 61215 [9]_), or the weather card's measured wind at 10 m per time step
   (``[regions.<id>.solar] wind_speed_m_s = "weather"``: the SAPM model's wind is the speed
   at 10 m height [8]_, as Open-Meteo's ``windspeed_10m``).

Site altitude (``altitude_m``) enters the Ineichen-Perez clear sky through the site pressure
(``pvlib.atmosphere.alt2pres``) and the absolute airmass; ``gridshift/datasets/params/
site_elevation.toml`` gives each zone's weather-point elevation (Open-Meteo, 90 m DEM). The
Perez transposition takes the relative airmass, as its authors define it.
6. **DC power**: PVWatts ``P_dc = P_dc0 · POA_eff / 1000 · (1 + γ (T_cell - 25))`` with
   ``γ = -0.47 %/K`` (PVWatts v5 "standard" module, [2]_ Table 2), times the PVWatts v5 default
   system losses of 14.08 % (soiling 2, shading 3, mismatch 2, wiring 2, connections 0.5,
   light-induced degradation 1.5, nameplate 1, availability 3 %; [2]_ Table 4, combined
   multiplicatively by ``pvlib.pvsystem.pvwatts_losses``).
7. **AC power**: the PVWatts inverter (nominal efficiency 96 %, reference 96.37 %, [2]_ §10)
   with a DC/AC ratio of 1.1 (PVWatts v5 default, [2]_ §10), clipping at the AC rating.

Everything is a pure function of arrays; pvlib is imported lazily (``pip install
'gridshift[solar]'``) so gridshift runs without it until a scenario asks for PV
(:func:`require_pvlib` raises the error that names the install command).

References
----------
.. [1] Anderson, K. S., Hansen, C. W., Holmgren, W. F., Jensen, A. R., Mikofski, M. A.,
   Driesse, A. (2023). pvlib python: 2023 project update. Journal of Open Source Software
   8(92), 5994. doi:10.21105/joss.05994.
.. [2] Dobos, A. P. (2014). PVWatts Version 5 Manual. NREL/TP-6A20-62641, National Renewable
   Energy Laboratory.
.. [3] Reda, I., Andreas, A. (2004). Solar position algorithm for solar radiation
   applications. Solar Energy 76(5), 577-589.
.. [4] Ineichen, P., Perez, R. (2002). A new airmass independent formulation for the Linke
   turbidity coefficient. Solar Energy 73(3), 151-157.
.. [5] Kasten, F., Czeplak, G. (1980). Solar and terrestrial radiation dependent on the amount
   and type of cloud. Solar Energy 24(2), 177-189.
.. [6] Perez, R., Ineichen, P., Seals, R., Michalsky, J., Stewart, R. (1990). Modeling daylight
   availability and irradiance components from direct and global irradiance. Solar Energy
   44(5), 271-289.
.. [7] De Soto, W., Klein, S. A., Beckman, W. A. (2006). Improvement and validation of a model
   for photovoltaic array performance. Solar Energy 80(1), 78-88.
.. [8] King, D. L., Boyson, W. E., Kratochvil, J. A. (2004). Photovoltaic Array Performance
   Model. SAND2004-3535, Sandia National Laboratories, Eq. 11-12 and Table 1.
.. [9] IEC 61215 (2005). Crystalline silicon terrestrial photovoltaic modules: nominal
   operating cell temperature at 800 W/m2, 20 C air, 1 m/s wind.
"""

from __future__ import annotations

import contextlib
import warnings
from collections.abc import Iterator
from typing import Any

import numpy as np

__all__ = ["PV_DEFAULTS", "TRANSPOSITION_MODELS", "clear_sky_cloud_irradiance",
           "avx512_dispatch", "irradiance_source", "pv_ac_power_w", "pv_ac_power_w_many",
           "pv_dc_power_w", "require_pvlib"]

#: PVWatts v5 defaults (Dobos 2014, NREL/TP-6A20-62641) and the other parameters of the chain.
PV_DEFAULTS: dict[str, Any] = {
    "gamma_pdc_per_c": -0.0047,   # standard module, -0.47 %/C (Dobos 2014 Table 2)
    "losses_pct": None,           # None = PVWatts v5 default 14.08 % (Dobos 2014 Table 4)
    "dc_ac_ratio": 1.1,           # Dobos 2014 §10 (default DC to AC size ratio)
    "eta_inv_nom": 0.96,          # Dobos 2014 §10 (nominal inverter efficiency)
    "albedo": 0.2,                # Dobos 2014 §4 (ground reflectance when the file has none)
    "wind_speed_m_s": 1.0,        # NOCT rating wind (IEC 61215) where the weather has none
    "transposition": "perez",     # Perez et al. 1990, as PVWatts v5
    "temperature_model": "open_rack_glass_polymer",  # SAPM, King et al. 2004 Table 1
    "altitude_m": 0.0,
}

#: Plane-of-array transposition models accepted by :func:`pv_ac_power_w`.
TRANSPOSITION_MODELS = ("perez", "haydavies")


def require_pvlib() -> Any:
    """Import pvlib, or raise ImportError naming the install command."""
    try:
        import pvlib
    except ImportError:  # pragma: no cover - exercised by monkeypatching sys.modules
        raise ImportError("on-site PV ([regions.<id>.solar]) needs pvlib: "
                          "pip install 'gridshift[solar]' (pvlib>=0.11,<0.17)") from None
    return pvlib


@contextlib.contextmanager
def _quiet() -> Iterator[None]:
    """pvlib 0.16 still calls pandas APIs deprecated in pandas 3 (``DatetimeIndex.dayofyear``);
    their deprecation warnings are not ours to act on, so they are silenced around pvlib calls
    (only there: everything else still runs under ``filterwarnings = error``)."""
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", DeprecationWarning)
        warnings.simplefilter("ignore", FutureWarning)
        yield


def _times(time_s: np.ndarray) -> Any:
    import pandas as pd

    t = np.asarray(time_s, dtype=np.float64)
    return pd.DatetimeIndex(pd.to_datetime(np.round(t * 1e6).astype(np.int64), unit="us",
                                           utc=True))


def irradiance_source(ghi_w_m2: Any, cloud_cover_pct: Any) -> str:
    """Which irradiance a PV series is computed from (for the run's notes and the docs)."""
    if ghi_w_m2 is not None:
        return "measured irradiance (GHI, DNI, DHI from the weather)"
    if cloud_cover_pct is not None:
        return "clear-sky (Ineichen-Perez) reduced by cloud cover (Kasten & Czeplak 1980)"
    raise ValueError("PV needs irradiance (ghi_w_m2, dni_w_m2, dhi_w_m2) or cloud_cover_pct")


def clear_sky_cloud_irradiance(time_s: np.ndarray, lat_deg: float, lon_deg: float,
                               cloud_cover_pct: np.ndarray, altitude_m: float = 0.0,
                               solar_position: Any = None
                               ) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """GHI, DNI, DHI [W/m2] from the Ineichen clear sky and Kasten & Czeplak's cloud rule.

    Args:
        time_s: Times [Unix epoch s, UTC].
        lat_deg: Latitude [deg].
        lon_deg: Longitude [deg].
        cloud_cover_pct: Total cloud cover [%], 0..100.
        altitude_m: Site altitude [m].
        solar_position: pvlib solar position table for ``time_s`` (computed when None).

    Returns:
        ``(ghi, dni, dhi)`` [W/m2]: ``GHI = GHI_cs (1 - 0.75 c^3.4)``, ``DHI = GHI (0.3 + 0.7
        c^2)`` (c = cloud fraction; Kasten & Czeplak 1980, Solar Energy 24(2)),
        ``DNI = (GHI - DHI) / cos(zenith)`` (0 with the sun below the horizon).
    """
    with _quiet():
        return _clear_sky_cloud(time_s, lat_deg, lon_deg, cloud_cover_pct, altitude_m,
                                solar_position)


def _clear_sky_cloud(time_s: np.ndarray, lat_deg: float, lon_deg: float,
                     cloud_cover_pct: np.ndarray, altitude_m: float = 0.0,
                     solar_position: Any = None) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """:func:`clear_sky_cloud_irradiance` without the warning filter."""
    pvlib = require_pvlib()
    times = _times(time_s)
    c = np.asarray(cloud_cover_pct, dtype=np.float64) / 100.0
    if np.isnan(c).any() or (c < 0).any() or (c > 1).any():
        raise ValueError("cloud_cover_pct must lie in 0..100 (no NaN)")
    loc = pvlib.location.Location(lat_deg, lon_deg, altitude=altitude_m)
    if solar_position is None:
        solar_position = loc.get_solarposition(times)
    cs = loc.get_clearsky(times, model="ineichen", solar_position=solar_position)
    ghi = cs["ghi"].to_numpy(dtype=np.float64) * (1.0 - 0.75 * c ** 3.4)
    dhi = ghi * (0.3 + 0.7 * c ** 2)
    cosz = np.cos(np.radians(solar_position["apparent_zenith"].to_numpy(dtype=np.float64)))
    dni = np.where(cosz > 0.0, (ghi - dhi) / np.where(cosz > 0.0, cosz, 1.0), 0.0)
    return ghi, np.maximum(dni, 0.0), dhi


def pv_dc_power_w(poa_effective_w_m2: np.ndarray, temp_cell_c: np.ndarray, kwp: float,
                  gamma_pdc_per_c: float = PV_DEFAULTS["gamma_pdc_per_c"],
                  losses_pct: float | None = None) -> np.ndarray:
    """PVWatts DC power after system losses [W] (Dobos 2014 §8-9; pvlib ``pvwatts_dc``).

    ``kwp * 1000 * POA_eff / 1000 * (1 + gamma (T_cell - 25)) * (1 - losses / 100)``.
    """
    pvlib = require_pvlib()
    if losses_pct is None:
        losses_pct = float(pvlib.pvsystem.pvwatts_losses())
    dc = pvlib.pvsystem.pvwatts_dc(np.asarray(poa_effective_w_m2, float),
                                   np.asarray(temp_cell_c, float), kwp * 1000.0,
                                   gamma_pdc_per_c)
    return np.asarray(dc, dtype=np.float64) * (1.0 - losses_pct / 100.0)


def pv_ac_power_w(time_s: np.ndarray, lat_deg: float, lon_deg: float, temp_c: np.ndarray,
                  **kwargs: Any) -> np.ndarray:
    """AC output of a PV array at each time [W]; see :func:`_pv_ac_power_w` for the arguments
    (keyword-only: ``kwp``, ``tilt_deg``, ``azimuth_deg``, irradiance or cloud cover, and the
    PVWatts parameters of :data:`PV_DEFAULTS`). The same bits on every x86-64 CPU
    (:func:`pv_ac_power_w_many`)."""
    return pv_ac_power_w_many([((time_s, lat_deg, lon_deg, temp_c), kwargs)])[0]


def avx512_dispatch() -> list[str]:
    """numpy's AVX512 dispatch targets active in this process (``[]`` on a CPU without
    AVX512, or where ``NPY_DISABLE_CPU_FEATURES`` switched them off)."""
    from numpy._core._multiarray_umath import __cpu_dispatch__, __cpu_features__

    return [f for f in __cpu_dispatch__
            if (f.startswith("AVX512") or f == "X86_V4") and __cpu_features__.get(f)]


def pv_ac_power_w_many(calls: list[tuple[tuple[Any, ...], dict[str, Any]]]) -> list[np.ndarray]:
    """:func:`pv_ac_power_w` for each ``(args, kwargs)`` of ``calls``, with numpy's baseline
    (non-AVX512) kernels on every CPU.

    pvlib computes the solar position, the clear sky, the transposition and the inverter with
    numpy's ``arctan2``, ``arcsin``, ``exp``, ``**`` and kin, which numpy evaluates with other
    functions where the CPU has AVX512 (``gridshift/_libm.py``): on such a machine the PV
    series of quickstart-solar-v1 came out different in the last bits, and with it every
    number of the run. pvlib is not ours to rewrite, so where this process has numpy's AVX512
    kernels the whole chain runs in one child process whose numpy has them switched off
    (``NPY_DISABLE_CPU_FEATURES``): the numbers every CPU without AVX512 gives, for 1-2 s of
    start-up (importing pvlib) per World with PV, once: ``gridshift/sim/pv_cache.py`` keeps
    the series. Elsewhere it runs here.

    Raises:
        ValueError: a call's parameters are refused (the message names the problem; the
            attribute ``call_index`` which call of ``calls``).
    """
    off = avx512_dispatch()
    if not off:
        return _pv_calls(calls)
    import os
    import pickle
    import subprocess
    import sys

    env = dict(os.environ)
    env["NPY_DISABLE_CPU_FEATURES"] = " ".join(off)
    # this file alone (it imports numpy and pvlib, nothing of gridshift): no package start-up
    code = ("import importlib.util as u, sys; s = u.spec_from_file_location('_gridshift_pv', "
            "sys.argv[1]); m = u.module_from_spec(s); s.loader.exec_module(m); m._pv_child()")
    res = subprocess.run([sys.executable, "-c", code, os.path.abspath(__file__)],
                         input=pickle.dumps(calls), capture_output=True, env=env, timeout=600,
                         check=False)
    if res.returncode != 0:
        raise RuntimeError("the PV child process (numpy without its AVX512 kernels) failed: "
                           + res.stderr.decode(errors="replace")[-2000:])
    out = pickle.loads(res.stdout)
    if isinstance(out, tuple):  # ("ValueError", call index, message): the first call refused
        err = ValueError(out[2])
        err.call_index = out[1]  # type: ignore[attr-defined]
        raise err
    return out


def _pv_calls(calls: list[tuple[tuple[Any, ...], dict[str, Any]]]) -> list[np.ndarray]:
    out = []
    with _quiet():
        for i, (a, k) in enumerate(calls):
            try:
                out.append(_pv_ac_power_w(*a, **k))
            except ValueError as exc:
                exc.call_index = i  # type: ignore[attr-defined]
                raise
    return out


def _pv_child() -> None:
    """The child of :func:`pv_ac_power_w_many`: calls from stdin, arrays to stdout (pickle)."""
    import pickle
    import sys

    calls = pickle.loads(sys.stdin.buffer.read())
    try:
        out: Any = _pv_calls(calls)
    except ValueError as exc:
        out = ("ValueError", exc.call_index, str(exc))  # type: ignore[attr-defined]
    sys.stdout.buffer.write(pickle.dumps(out))


def _pv_ac_power_w(time_s: np.ndarray, lat_deg: float, lon_deg: float,
                   temp_c: np.ndarray, *, kwp: float, tilt_deg: float, azimuth_deg: float,
                  ghi_w_m2: np.ndarray | None = None, dni_w_m2: np.ndarray | None = None,
                  dhi_w_m2: np.ndarray | None = None,
                  cloud_cover_pct: np.ndarray | None = None,
                  wind_speed_m_s: Any = PV_DEFAULTS["wind_speed_m_s"],
                  gamma_pdc_per_c: float = PV_DEFAULTS["gamma_pdc_per_c"],
                  losses_pct: float | None = PV_DEFAULTS["losses_pct"],
                  dc_ac_ratio: float = PV_DEFAULTS["dc_ac_ratio"],
                  eta_inv_nom: float = PV_DEFAULTS["eta_inv_nom"],
                  albedo: float = PV_DEFAULTS["albedo"],
                  transposition: str = PV_DEFAULTS["transposition"],
                  temperature_model: str = PV_DEFAULTS["temperature_model"],
                  altitude_m: float = PV_DEFAULTS["altitude_m"]) -> np.ndarray:
    """AC output of a PV array at each time [W] (the chain of the module docstring).

    Args:
        time_s: Times [Unix epoch s, UTC] (the simulator passes each step's mid-point).
        lat_deg: Latitude [deg, north positive].
        lon_deg: Longitude [deg, east positive].
        temp_c: Air (dry-bulb) temperature [C].
        kwp: DC nameplate capacity at STC [kWp].
        tilt_deg: Array tilt from horizontal [deg].
        azimuth_deg: Array azimuth [deg clockwise from north: 180 = facing south].
        ghi_w_m2: Measured global horizontal irradiance [W/m2] (with ``dni_w_m2``,
            ``dhi_w_m2``), or None.
        dni_w_m2: Measured direct normal irradiance [W/m2].
        dhi_w_m2: Measured diffuse horizontal irradiance [W/m2].
        cloud_cover_pct: Total cloud cover [%] where irradiance is not measured.
        wind_speed_m_s: Wind speed [m/s] (scalar or per time).
        gamma_pdc_per_c: Temperature coefficient of DC power [1/C].
        losses_pct: System losses [%]; None = PVWatts v5's 14.08 %.
        dc_ac_ratio: DC nameplate over inverter AC rating [-].
        eta_inv_nom: Nominal inverter efficiency [-].
        albedo: Ground reflectance [-].
        transposition: ``"perez"`` or ``"haydavies"``.
        temperature_model: Key of pvlib's SAPM temperature parameters.
        altitude_m: Site altitude [m].

    Returns:
        AC power [W], >= 0, one per time.

    Raises:
        ValueError: a parameter out of range or no irradiance/cloud input.
        ImportError: pvlib is not installed.
    """
    pvlib = require_pvlib()
    irradiance_source(ghi_w_m2, cloud_cover_pct)
    if transposition not in TRANSPOSITION_MODELS:
        raise ValueError(f"transposition is {transposition!r}; expected one of "
                         f"{', '.join(TRANSPOSITION_MODELS)}")
    if not kwp >= 0:
        raise ValueError(f"kwp is {kwp}; must be >= 0")
    params = pvlib.temperature.TEMPERATURE_MODEL_PARAMETERS["sapm"].get(temperature_model)
    if params is None:
        raise ValueError(f"temperature_model is {temperature_model!r}; expected one of "
                         + ", ".join(pvlib.temperature.TEMPERATURE_MODEL_PARAMETERS["sapm"]))
    times = _times(time_s)
    loc = pvlib.location.Location(lat_deg, lon_deg, altitude=altitude_m)
    sp = loc.get_solarposition(times)
    if ghi_w_m2 is not None:
        if dni_w_m2 is None or dhi_w_m2 is None:
            raise ValueError("measured irradiance needs ghi_w_m2, dni_w_m2 and dhi_w_m2")
        ghi = np.asarray(ghi_w_m2, float)
        dni = np.asarray(dni_w_m2, float)
        dhi = np.asarray(dhi_w_m2, float)
    else:
        ghi, dni, dhi = _clear_sky_cloud(time_s, lat_deg, lon_deg,
                                                   np.asarray(cloud_cover_pct, float),
                                                   altitude_m, sp)
    zen = sp["apparent_zenith"].to_numpy(dtype=np.float64)
    azi = sp["azimuth"].to_numpy(dtype=np.float64)
    dni_extra = np.asarray(pvlib.irradiance.get_extra_radiation(times), dtype=np.float64)
    airmass = np.asarray(pvlib.atmosphere.get_relative_airmass(zen), dtype=np.float64)
    poa = pvlib.irradiance.get_total_irradiance(
        tilt_deg, azimuth_deg, zen, azi, dni, ghi, dhi, dni_extra=dni_extra, airmass=airmass,
        albedo=albedo, model=transposition)
    aoi = np.asarray(pvlib.irradiance.aoi(tilt_deg, azimuth_deg, zen, azi), dtype=np.float64)
    iam = np.asarray(pvlib.iam.physical(aoi), dtype=np.float64)
    beam = np.nan_to_num(np.asarray(poa["poa_direct"], dtype=np.float64))
    diffuse = np.nan_to_num(np.asarray(poa["poa_diffuse"], dtype=np.float64))
    poa_global = np.nan_to_num(np.asarray(poa["poa_global"], dtype=np.float64))
    eff = np.maximum(beam * np.nan_to_num(iam) + diffuse, 0.0)
    t_cell = np.asarray(pvlib.temperature.sapm_cell(
        poa_global, np.asarray(temp_c, float), wind_speed_m_s, params["a"], params["b"],
        params["deltaT"]), dtype=np.float64)
    dc = pv_dc_power_w(eff, t_cell, kwp, gamma_pdc_per_c, losses_pct)
    pdc0_inv = kwp * 1000.0 / dc_ac_ratio / eta_inv_nom  # DC input limit of the inverter
    ac = np.asarray(pvlib.inverter.pvwatts(dc, pdc0_inv, eta_inv_nom=eta_inv_nom),
                    dtype=np.float64)
    return np.maximum(np.nan_to_num(ac), 0.0)
