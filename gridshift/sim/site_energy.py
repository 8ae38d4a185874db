"""On-site PV and batteries: the World's site-energy arrays and the exact per-step balance.

Only scenarios with a ``[regions.<id>.solar]`` or ``[regions.<id>.battery]`` table build a
:class:`SiteEnergy` (``World.solar``); every other scenario is untouched.

The balance is settled **per decision step** (like a settlement period): each step's facility
energy ``L`` (IT x PUE, the idle draw included when it is charged), PV AC energy ``S`` and the
battery's bus-side charge ``C`` and discharge ``D`` give the grid draw and the surplus of
:func:`gridshift.models.battery.site_step`. The simulator calls :meth:`SiteTracker.advance` for
the steps completed before each observation and the accounting calls :func:`balance` for the
whole run; both use :func:`it_energy_per_step_kwh`-equivalent energies and the same
``site_step``, so the state of charge a policy sees is the one that is charged.

Attribution: each step's grid draw covers its load first, so a job (and the idle draw) is
charged the grid's carbon, price and off-site water times the step's **grid share** ``min(grid
/ L, 1)`` (0 where ``L = 0``); what the grid delivers beyond the load (a policy charging the
battery from the grid) is a site line, ``carbon_battery_charge_kg``. On-site cooling water
follows the IT load whatever the source (the cooling plant runs for the heat).
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any

import numpy as np

from gridshift.errors import DataError, ScenarioError
from gridshift.models import battery as bat
from gridshift.sim.power import job_power_w

__all__ = ["SOLAR_METRIC_KEYS", "SiteEnergy", "SiteTracker", "balance", "balance_reference",
           "build_site_energy",
           "add_to_summary", "it_energy_per_step_kwh", "it_energy_step_kwh", "site_load_kwh",
           "solar_summary"]

#: Summary keys added when a site has PV or a battery (docs/levers.md).
SOLAR_METRIC_KEYS = ("energy_grid_kwh", "energy_solar_kwh", "energy_solar_curtailed_kwh",
                     "energy_exported_kwh", "battery_throughput_kwh", "battery_soc_end_kwh",
                     "carbon_battery_charge_kg", "carbon_battery_refill_kg",
                     "carbon_export_credit_kg", "carbon_embodied_pv_kg",
                     "carbon_embodied_battery_kg")


@dataclass(frozen=True)
class SiteEnergy:
    """PV output and battery parameters of every region, ``[R]`` unless noted (0 = none)."""

    #: PV AC power per step ``[T_ext, R]`` [W] (the step mid-point's value; 0 without PV).
    pv_w: np.ndarray
    kwp: np.ndarray
    energy_kwh: np.ndarray
    power_kw: np.ndarray
    eta_c: np.ndarray
    eta_d: np.ndarray
    soc_min_kwh: np.ndarray
    soc_max_kwh: np.ndarray
    soc_init_kwh: np.ndarray
    #: The default rule discharges when the grid's intensity is at or above this [gCO2/kWh].
    threshold_gco2_per_kwh: np.ndarray
    #: ``"curtail"`` or ``"credit"`` (``[energy] export``).
    export: str
    pv_embodied_g_per_kwh: np.ndarray
    battery_embodied_kg_per_kwh: np.ndarray
    battery_lifetime_years: np.ndarray
    #: Irradiance source of each region's PV ("" without PV).
    sources: tuple[str, ...]


def _pct_threshold(spec: Any, carbon_window: np.ndarray) -> np.ndarray:
    if isinstance(spec, str):
        q = float(spec[1:])
        return np.percentile(carbon_window, q, axis=0)
    return np.full(carbon_window.shape[1], float(spec))


def _check_pvlib(where: str, key: str) -> None:
    """Raise the ScenarioError naming the install command when pvlib is not installed.

    Looked up with ``importlib.util.find_spec``, not imported: on a PV-cache hit
    (``gridshift/sim/pv_cache.py``) nothing of pvlib runs, and its import (scipy, pandas) is
    about 0.6 s of a week run.
    """
    import importlib.util

    from gridshift.models import solar

    try:
        found = importlib.util.find_spec("pvlib") is not None
    except ValueError:  # in sys.modules without a spec
        found = True
    if not found:
        try:
            solar.require_pvlib()  # raises the ImportError that names the install command
        except ImportError as exc:
            raise ScenarioError(f"{where}: {key}: {exc}") from None


def build_site_energy(sc: Any, where: str, grid_s: np.ndarray, temp: np.ndarray,
                      cloud: np.ndarray | None, carbon: np.ndarray, window: slice,
                      wind: np.ndarray | None = None) -> SiteEnergy | None:
    """The :class:`SiteEnergy` of ``sc`` (None when no region has PV or a battery).

    Args:
        sc: The scenario.
        where: Its file (for errors).
        grid_s: Step edges of the extended grid [Unix epoch s], ``T_ext + 1``.
        temp: Air temperature per step ``[T_ext, R]`` [C] (NaN without weather).
        cloud: Cloud cover per step ``[T_ext, R]`` [%] from the weather card, or None.
        carbon: Grid intensity per step ``[T_ext, R]`` (for the default threshold).
        window: Rows of the scored window.
        wind: Wind speed at 10 m per step ``[T_ext, R]`` [m/s] from the weather card, for PV
            tables with ``wind_speed_m_s = "weather"``; None otherwise.

    Raises:
        ScenarioError: PV without the inputs it needs (temperature, cloud or lat/lon) or
            without pvlib installed.
    """
    regions = sc.regions
    if not any(r.solar is not None or r.battery is not None for r in regions):
        return None
    from gridshift.scenario import energy_options

    opts = energy_options(sc)
    R = len(regions)
    n_ext = grid_s.shape[0] - 1
    pv = np.zeros((n_ext, R))
    kwp = np.zeros(R)
    pv_g = np.zeros(R)
    sources = [""] * R
    mid = 0.5 * (grid_s[:-1] + grid_s[1:])
    pv_calls: list[tuple[int, str, Any]] = []  # (region, its key, PV call)
    for i, r in enumerate(regions):
        s = r.solar
        if s is None:
            continue
        key = f"regions.{r.id}.solar"
        if r.lat is None or r.lon is None:
            raise ScenarioError(f"{where}: {key}: PV needs the region's lat and lon")
        t = temp[:, i]
        if np.isnan(t).any():
            raise DataError(f"{where}: {key} needs air temperature (temp_c) for zone {r.zone}, "
                            "but the signals lack it; add [signals] weather = \"open-meteo\" "
                            "or use synthetic signals")
        c = None if cloud is None else cloud[:, i]
        if c is None or np.isnan(c).all():
            if "cloud_cover_pct" not in s:
                raise DataError(f"{where}: {key}: the signals have no cloud cover for zone "
                                f"{r.zone}; set {key}.cloud_cover_pct (a constant, %) or use a "
                                "weather card with cloud cover (open-meteo)")
            c = np.full(n_ext, float(s["cloud_cover_pct"]))
        elif np.isnan(c).any():
            raise DataError(f"{where}: {key}: cloud cover has gaps for zone {r.zone}")
        from gridshift.models import solar

        _check_pvlib(where, key)
        kw = {k: s[k] for k in ("gamma_pdc_per_c", "losses_pct", "dc_ac_ratio",
                                "eta_inv_nom", "albedo", "transposition", "temperature_model",
                                "altitude_m", "wind_speed_m_s") if k in s}
        if kw.get("wind_speed_m_s") == "weather":  # measured wind into the SAPM cell temperature
            wv = None if wind is None else wind[:, i]
            if wv is None or np.isnan(wv).any():
                raise DataError(f"{where}: {key}: wind_speed_m_s = \"weather\" but the weather "
                                f"card has no (or gappy) wind for zone {r.zone}")
            kw["wind_speed_m_s"] = wv
        pv_calls.append((i, key, ((mid, float(r.lat), float(r.lon), t),
                                  dict(kwp=float(s["kwp"]), tilt_deg=float(s["tilt_deg"]),
                                       azimuth_deg=float(s["azimuth_deg"]),
                                       cloud_cover_pct=c, **kw))))
        kwp[i] = float(s["kwp"])
        pv_g[i] = float(s.get("embodied_g_per_kwh", bat.EMBODIED_G_PER_KWH_PV))
        sources[i] = solar.irradiance_source(None, c)
    if pv_calls:  # every site's PV in one call (one child process where numpy has AVX512)
        from gridshift.sim import pv_cache

        try:
            series = pv_cache.pv_series([call for _, _, call in pv_calls])
        except ValueError as exc:
            key = pv_calls[getattr(exc, "call_index", 0)][1]
            raise ScenarioError(f"{where}: {key}: {exc}") from None
        for (i, _, _), a in zip(pv_calls, series, strict=True):
            pv[:, i] = a
    e = np.zeros(R)
    p = np.zeros(R)
    rte = np.ones(R)
    lo = np.zeros(R)
    hi = np.zeros(R)
    init = np.zeros(R)
    b_kg = np.zeros(R)
    b_life = np.full(R, bat.BATTERY_DEFAULTS["lifetime_years"])
    for i, r in enumerate(regions):
        b = r.battery
        if b is None:
            continue
        d = {**bat.BATTERY_DEFAULTS, **b}
        e[i], p[i], rte[i] = float(d["energy_kwh"]), float(d["power_kw"]), float(
            d["round_trip_eff"])
        lo[i], hi[i] = float(d["soc_min"]) * e[i], float(d["soc_max"]) * e[i]
        init[i] = float(d["soc_init"]) * e[i]
        b_kg[i] = float(d.get("embodied_kg_per_kwh", bat.EMBODIED_KG_PER_KWH_BATTERY))
        b_life[i] = float(d["lifetime_years"])
    eta_c, eta_d = bat.efficiencies(rte)
    return SiteEnergy(
        pv_w=pv, kwp=kwp, energy_kwh=e, power_kw=p, eta_c=eta_c, eta_d=eta_d, soc_min_kwh=lo,
        soc_max_kwh=hi, soc_init_kwh=init,
        threshold_gco2_per_kwh=_pct_threshold(opts["discharge_above"], carbon[window]),
        export=str(opts["export"]), pv_embodied_g_per_kwh=pv_g,
        battery_embodied_kg_per_kwh=b_kg, battery_lifetime_years=b_life,
        sources=tuple(sources))


# ----------------------------------------------------------------------- per-step energies

def it_energy_per_step_kwh(region: np.ndarray, start_s: np.ndarray, end_s: np.ndarray,
                           p_w: np.ndarray, n_rows: int, R: int, step_s: float) -> np.ndarray:
    """IT energy of run segments in each step ``[n_rows, R]`` [kWh] (the part of each step
    each segment ran, exactly; segments past ``n_rows * step_s`` are cut there)."""
    out = np.zeros((n_rows + 1, R))
    if region.size == 0:
        return out[:n_rows]
    t_end = n_rows * step_s
    a = np.minimum(np.asarray(start_s, float), t_end)
    b = np.minimum(np.asarray(end_s, float), t_end)
    ok = b > a
    a, b, r, p = a[ok], b[ok], region[ok], p_w[ok]
    k0 = np.minimum((a // step_s).astype(np.int64), n_rows - 1)
    k1 = np.minimum((b // step_s).astype(np.int64), n_rows)
    same = k1 == k0
    # one step: p (b - a); else the first partial step, the full steps between, the last part
    np.add.at(out, (k0[same], r[same]), p[same] * (b[same] - a[same]))
    m = ~same
    k0m, k1m, rm, pm = k0[m], k1[m], r[m], p[m]
    np.add.at(out, (k0m, rm), pm * ((k0m + 1) * step_s - a[m]))
    np.add.at(out, (k1m, rm), pm * (b[m] - k1m * step_s))
    full = np.zeros((n_rows + 2, R))
    np.add.at(full, (k0m + 1, rm), pm * step_s)
    np.add.at(full, (k1m, rm), -pm * step_s)
    out += np.cumsum(full, axis=0)[: n_rows + 1]
    return out[:n_rows] / 3.6e6


def it_energy_step_kwh(region: np.ndarray, start_s: np.ndarray, end_s: np.ndarray,
                       p_w: np.ndarray, k: int, R: int, step_s: float) -> np.ndarray:
    """IT energy of run segments in step ``k`` alone ``[R]`` [kWh] (the engine's one-step
    form of :func:`it_energy_per_step_kwh`)."""
    t0, t1 = k * step_s, (k + 1) * step_s
    ov = np.maximum(np.minimum(end_s, t1) - np.maximum(start_s, t0), 0.0)
    return np.bincount(region, weights=p_w * ov, minlength=R) / 3.6e6


def site_load_kwh(world: Any, it_kwh: np.ndarray, rows: slice,
                  powered_gpus: np.ndarray | None) -> tuple[np.ndarray, np.ndarray]:
    """Facility energy per step ``[K, R]`` [kWh]: (jobs' IT + idle IT) x PUE, and the idle
    part of it."""
    K = it_kwh.shape[0]
    step = float(world.step_s)
    pue = world.pue[rows.start: rows.start + K]
    idle = np.zeros_like(it_kwh)
    if world.idle_it_w is not None:
        if powered_gpus is not None:
            from gridshift.sim.power import idle_power_per_step_w

            pw = idle_power_per_step_w(world, powered_gpus)
            idle[: pw.shape[0]] = pw[:K] * step / 3.6e6
        else:
            idle[:] = world.idle_it_w[None, :] * step / 3.6e6
        if getattr(world, "idle_window_only", False):
            # [power] idle_horizon = "window": the capacity's idle draw in the window only
            after = rows.start - world.pad_before + np.arange(K) >= world.n_steps
            idle[after] = 0.0
    return (it_kwh + idle) * pue, idle * pue


def drain_tail_power(world: Any, gpus: np.ndarray, gpu_type: np.ndarray) -> np.ndarray | None:
    """Per segment, the GPUs' idle share a job draws after the window (``[power]
    idle_horizon = "window"``, :func:`gridshift.sim.accounting._drain_tail`), or None."""
    if not getattr(world, "idle_window_only", False) or world.idle_w_per_gpu is None:
        return None
    return gpus * world.idle_w_per_gpu[gpu_type]


def balance(site: SiteEnergy, load_kwh: np.ndarray, pv_kwh: np.ndarray, carbon: np.ndarray,
            command_kw: np.ndarray, step_s: float) -> dict[str, np.ndarray]:
    """The site balance of every step ``[K, R]`` (and ``soc_kwh`` ``[K + 1, R]``):
    :func:`gridshift.models.battery.site_steps` (the same bits as :func:`balance_reference`,
    ``site_step`` step by step)."""
    st = bat.site_steps(load_kwh, pv_kwh, site.soc_init_kwh, command_kw, carbon,
                        site.threshold_gco2_per_kwh, step_s, site.power_kw, site.eta_c,
                        site.eta_d, site.soc_min_kwh, site.soc_max_kwh)
    return {"grid_kwh": st.grid_kwh, "surplus_kwh": st.surplus_kwh,
            "charge_kwh": st.charge_kwh, "discharge_kwh": st.discharge_kwh,
            "soc_kwh": st.soc_kwh}


def balance_reference(site: SiteEnergy, load_kwh: np.ndarray, pv_kwh: np.ndarray,
                      carbon: np.ndarray, command_kw: np.ndarray, step_s: float
                      ) -> dict[str, np.ndarray]:
    """:func:`balance` step by step with ``site_step`` (the reference)."""
    K, R = load_kwh.shape
    out = {n: np.zeros((K, R)) for n in ("grid_kwh", "surplus_kwh", "charge_kwh",
                                          "discharge_kwh")}
    soc = np.empty((K + 1, R))
    soc[0] = site.soc_init_kwh
    for k in range(K):
        st = bat.site_step(load_kwh[k], pv_kwh[k], soc[k], command_kw[k], carbon[k],
                           site.threshold_gco2_per_kwh, step_s, site.power_kw, site.eta_c,
                           site.eta_d, site.soc_min_kwh, site.soc_max_kwh)
        out["grid_kwh"][k] = st.grid_kwh
        out["surplus_kwh"][k] = st.surplus_kwh
        out["charge_kwh"][k] = st.charge_kwh
        out["discharge_kwh"][k] = st.discharge_kwh
        soc[k + 1] = st.soc_kwh
    out["soc_kwh"] = soc
    return out


class SiteTracker:
    """The engine's incremental site balance: the stored energy at each epoch.

    :meth:`advance` settles each completed step with the run segments that can still
    overlap it (a set kept as the run goes, not a scan of every segment so far) and
    :func:`gridshift.models.battery.site_step_floats`; :meth:`advance_reference` is the
    plain numpy form it replaces (every segment, ``site_step``), which gives the same bits
    (``tests/sim/test_site_tracker.py`` runs both).

    Args:
        world: The World (``world.solar`` set).
        n_epochs: Epochs the simulator may run (the command log's length).
    """

    def __init__(self, world: Any, n_epochs: int) -> None:
        self.world = world
        self.site: SiteEnergy = world.solar
        R = len(world.regions)
        self.soc = self.site.soc_init_kwh.astype(np.float64).copy()
        self.command = np.full(R, np.nan)  # NaN: the default rule
        self.command_log = np.full((n_epochs, R), np.nan)
        self.k_done = 0
        # IT power of the segments seen so far (fixed once appended) and their GPUs' idle
        # share after the window (idle_horizon = "window"), in chunks as they come
        self._n_seen = 0
        self._p_chunks: list[np.ndarray] = []
        self._q_chunks: list[np.ndarray] = []
        self._t_window = world.n_steps * float(world.step_s)
        site = self.site
        self._params = [a.astype(np.float64).tolist() for a in (
            site.threshold_gco2_per_kwh, site.power_kw, site.eta_c, site.eta_d,
            site.soc_min_kwh, site.soc_max_kwh)]
        # the segments that may overlap a step not settled yet (rows of the log, ascending)
        # and their fixed columns: region, start, IT power, idle share and start after the
        # window (the last two with the drain tail only)
        self._rows = np.zeros(0, dtype=np.int64)
        self._cols: list[np.ndarray] = []
        self._finite = True  # every segment's powers are finite (so ended rows add +-0)
        step = float(world.step_s)
        # per step and site: PV energy [kWh] (site_step's pv_w * step / 3.6e6), PUE, carbon
        self._pv_kwh = (site.pv_w * step / 3.6e6).tolist()
        self._pue = world.pue.tolist()
        self._carbon = world.carbon.tolist()
        # site_load_kwh's idle energy per step [kWh] without the powered-GPU log (in the
        # window; after it too unless idle_horizon = "window")
        idle = np.zeros(R)
        if world.idle_it_w is not None:
            idle[:] = world.idle_it_w * step / 3.6e6
        self._idle = idle.tolist()
        self._idle_after = ([0.0] * R if getattr(world, "idle_window_only", False)
                            else self._idle)
        # sites whose stored energy no step changes (no battery: battery.stays_put) while
        # their load is finite; the others are stepped
        thr, power, e_c, e_d, lo, hi = self._params
        soc = self.soc.tolist()
        pv_ok = np.isfinite(site.pv_w).all(axis=0)
        self._still = [i for i in range(R) if pv_ok[i] and bat.stays_put(
            soc[i], power[i], e_c[i], e_d[i], lo[i], hi[i])]
        self._moving = [i for i in range(R) if i not in self._still]

    def _powers(self, segments: dict[str, np.ndarray]) -> int:
        """Compute the power of the segments appended since the last call and add them to
        the live rows; their count."""
        w, s = self.world, segments
        n = s["job"].shape[0]
        m = self._n_seen
        if n > m:
            self._n_seen = n
            p = job_power_w(w, s["job"][m:n], s["gpu_type"][m:n], s["gpus"][m:n])
            self._p_chunks.append(p)
            q = drain_tail_power(w, s["gpus"][m:n], s["gpu_type"][m:n])
            new = [s["region"][m:n], s["start_s"][m:n], p]
            if q is not None:
                self._q_chunks.append(q)
                new += [q, np.maximum(s["start_s"][m:n], self._t_window)]
            self._finite = self._finite and all(bool(np.isfinite(c).all()) for c in new[1:])
            self._rows = np.concatenate([self._rows, np.arange(m, n, dtype=np.int64)])
            self._cols = new if not self._cols else [
                np.concatenate([c, x]) for c, x in zip(self._cols, new, strict=True)]
        return n

    def _prune(self, end_s: np.ndarray, t0: float) -> np.ndarray:
        """Drop the live rows that ended by ``t0``; the ends of those kept."""
        b = end_s[self._rows]
        keep = b > t0
        if not keep.all():
            self._rows = self._rows[keep]
            self._cols = [c[keep] for c in self._cols]
            b = b[keep]
        return b

    def _it_kwh(self, end_s: np.ndarray, kk: int, step: float, R: int, tail: bool
                ) -> np.ndarray:
        """The IT energy of step ``kk`` per region [kWh]: :func:`it_energy_step_kwh` (and
        the drain tail's) over the live rows, written out.

        The drain tail's overlap, ``max(min(max(b, tw), t1) - max(max(a, tw), t0), 0)``
        (``b`` a row's end, ``a`` its start, ``tw`` the window's end), is the step's own
        overlap ``max(min(b, t1) - max(a, t0), 0)``, bit for bit, in a step that starts
        after the window (``t0 >= tw``): ``max(max(a, tw), t0)`` is ``max(a, t0)``; for
        ``b >= tw``, ``max(b, tw)`` is ``b``; for ``b < tw`` both are ``+0.0`` (``b <
        t0 <= max(a, t0)`` and ``tw <= max(a, t0)``); NaN stays NaN in both. So such a step
        (every drain epoch's) reuses it instead of computing it again.
        """
        t0, t1 = kk * step, (kk + 1) * step
        b = self._prune(end_s, t0) if not self._finite or kk % 16 == 0 else end_s[self._rows]
        reg, a, p = self._cols[0], self._cols[1], self._cols[2]
        ov = np.maximum(np.minimum(b, t1) - np.maximum(a, t0), 0.0)
        it = np.bincount(reg, weights=p * ov, minlength=R) / 3.6e6
        if tail and t1 > self._t_window:  # after the window: the GPUs' idle share
            tw = self._t_window
            if t0 < tw:  # (a step across the window's end)
                ov = np.maximum(np.minimum(np.maximum(b, tw), t1)
                                - np.maximum(self._cols[4], t0), 0.0)
            it = it + np.bincount(reg, weights=self._cols[3] * ov, minlength=R) / 3.6e6
        return it

    def advance(self, k: int, segments: dict[str, np.ndarray],
                powered_log: np.ndarray | None) -> None:
        """Settle the steps ``k_done .. k - 1`` (all completed before epoch ``k``).

        ``segments`` are the run segments so far (views are fine: only read, and a segment's
        job, type and GPUs never change once appended, so their power is computed once).

        The IT energy of a step is :func:`it_energy_step_kwh`'s over the rows still live, in
        the log's order: a segment whose end has passed stays ended (an end changes only when
        the segment of a running job is stopped, at the epoch's time, later than any settled
        step), and one that does not overlap the step adds ``+-0.0`` to its region's sum,
        which leaves it as it is, so ended rows are dropped only every few steps (every step
        if a power is not finite). The stored energy is stepped on floats
        (:func:`gridshift.models.battery.site_step_floats`) at the sites with a battery; the
        others' never changes while their load is finite (:func:`~gridshift.models.battery.
        stays_put`), and is stepped too in a step where it is not.
        """
        if k <= self.k_done:
            return
        w = self.world
        R = len(w.regions)
        step = float(w.step_s)
        self._powers(segments)
        end_s = segments["end_s"]
        thr, power_kw, eta_c, eta_d, lo, hi = self._params
        tail = bool(self._q_chunks)
        soc = self.soc.tolist()
        for kk in range(self.k_done, k):
            it = self._it_kwh(end_s, kk, step, R, tail) if self._cols else np.zeros(R)
            row = w.pad_before + kk
            if powered_log is None:  # site_load_kwh: (IT + idle) x PUE, on floats
                idle = self._idle if kk < w.n_steps else self._idle_after
                pue = self._pue[row]
                load = [(x + i) * u for x, i, u in zip(it.tolist(), idle, pue, strict=True)]
            else:
                load = site_load_kwh(w, it[None, :], slice(row, row + 1),
                                     powered_log[kk: kk + 1])[0][0].tolist()
            sites = self._moving + [i for i in self._still
                                    if load[i] - load[i] != 0.0]  # inf or NaN
            if sites:
                soc = bat.site_step_floats(load, self._pv_kwh[row], soc,
                                           self.command_log[kk].tolist(), self._carbon[row],
                                           thr, step, power_kw, eta_c, eta_d, lo, hi,
                                           sites=sites)
        self.soc = np.array(soc, dtype=np.float64)
        self.k_done = k

    def advance_reference(self, k: int, segments: dict[str, np.ndarray],
                          powered_log: np.ndarray | None) -> None:
        """:meth:`advance` in plain numpy: every segment so far, ``site_step`` (the
        reference; the same bits)."""
        if k <= self.k_done:
            return
        w = self.world
        R = len(w.regions)
        step = float(w.step_s)
        s = segments
        n = self._powers(s)
        p_w = np.concatenate([np.zeros(0), *self._p_chunks])[:n]
        q_w = np.concatenate([np.zeros(0), *self._q_chunks])
        for kk in range(self.k_done, k):
            live = s["end_s"] > kk * step
            it = it_energy_step_kwh(s["region"][live], s["start_s"][live], s["end_s"][live],
                                    p_w[live], kk, R, step)
            if q_w.shape[0] and (kk + 1) * step > self._t_window:
                tw = self._t_window
                it = it + it_energy_step_kwh(
                    s["region"][live], np.maximum(s["start_s"][live], tw),
                    np.maximum(s["end_s"][live], tw), q_w[:n][live], kk, R, step)
            row = w.pad_before + kk
            pw_k = None if powered_log is None else powered_log[kk: kk + 1]
            load, _ = site_load_kwh(w, it[None, :], slice(row, row + 1), pw_k)
            st = bat.site_step(load[0], self.site.pv_w[row] * step / 3.6e6, self.soc,
                               self.command_log[kk], w.carbon[row],
                               self.site.threshold_gco2_per_kwh, step, self.site.power_kw,
                               self.site.eta_c, self.site.eta_d, self.site.soc_min_kwh,
                               self.site.soc_max_kwh)
            self.soc = st.soc_kwh
        self.k_done = k

    def set_command(self, k: int, command_kw: np.ndarray | None) -> None:
        """Hold ``command_kw`` from epoch ``k`` on (None keeps the one in force)."""
        if command_kw is not None:
            self.command = np.asarray(command_kw, dtype=np.float64).copy()
        self.command_log[k] = self.command


# ---------------------------------------------------------------------------- the summary

def solar_summary(world: Any, schedule: Any, rows: slice, t_end: float, p_w: np.ndarray
                  ) -> tuple[dict[str, float], np.ndarray, dict[str, np.ndarray]]:
    """Site-energy totals of a run, the per-step grid share and the idle load.

    Returns:
        ``(totals, share [K, R], balance)``: ``totals`` holds the grid-side carbon [kg], cost
        [USD] and off-site water [L] of the idle draw, of the grid energy beyond the load
        (battery charging) and of the end-of-run refill, and the new metrics; ``share`` the
        grid share of each step's load; ``balance`` the per-step arrays of :func:`balance`
        plus ``load_kwh`` and ``pv_kwh``.
    """
    site: SiteEnergy = world.solar
    step = float(world.step_s)
    K = rows.stop - rows.start
    R = len(world.regions)
    s = schedule.segments
    it = it_energy_per_step_kwh(s["region"], s["start_s"], s["end_s"], p_w, K, R, step)
    q = drain_tail_power(world, s["gpus"], s["gpu_type"])
    if q is not None:  # after the window a job also draws its GPUs' idle share
        tw = world.n_steps * step
        it = it + it_energy_per_step_kwh(s["region"], np.maximum(s["start_s"], tw),
                                         np.maximum(s["end_s"], tw), q, K, R, step)
    load, idle = site_load_kwh(world, it, rows, schedule.powered_gpus)
    pv = site.pv_w[rows] * step / 3.6e6
    cmd = getattr(schedule, "battery_command_kw", None)
    if cmd is None:
        cmd = np.full((K, R), np.nan)
    else:  # epochs after the run's stop hold the last command (none are settled there)
        c = np.full((K, R), np.nan)
        n = min(K, cmd.shape[0])
        c[:n] = cmd[:n]
        if 0 < n < K:
            c[n:] = cmd[n - 1]
        cmd = c
    ci = world.carbon[rows]
    price = np.nan_to_num(world.price[rows])
    wi = world.water_offsite[rows]
    bal = balance(site, load, pv, ci, cmd, step)
    grid = bal["grid_kwh"]
    to_load = np.minimum(grid, load)
    share = np.where(load > 0, to_load / np.where(load > 0, load, 1.0), 0.0)
    beyond = grid - to_load
    surplus = bal["surplus_kwh"]
    credit = site.export == "credit"
    soc_end = bal["soc_kwh"][-1]
    # leaving the battery emptier than it started never pays: the deficit is refilled from
    # the grid (through the charge efficiency) at the window's worst intensity and price
    deficit = np.maximum(site.soc_init_kwh - soc_end, 0.0)
    refill = np.where(site.eta_c > 0, deficit / np.where(site.eta_c > 0, site.eta_c, 1.0), 0.0)
    worst_ci = ci.max(axis=0) if K else np.zeros(R)
    worst_p = price.max(axis=0) if K else np.zeros(R)
    worst_w = wi.max(axis=0) if K else np.zeros(R)
    idle_share = idle * share
    totals = {
        "idle_energy_grid_kwh": float(idle_share.sum()),
        "idle_carbon_kg": float((idle_share * ci).sum() / 1000.0),
        "idle_cost_usd": float((idle_share * price).sum() / 1000.0),
        "idle_water_offsite_l": float((idle_share * wi).sum()),
        "carbon_battery_charge_kg": float((beyond * ci).sum() / 1000.0),
        "cost_battery_charge_usd": float((beyond * price).sum() / 1000.0),
        "water_battery_charge_l": float((beyond * wi).sum()),
        "carbon_battery_refill_kg": float((refill * worst_ci).sum() / 1000.0),
        "cost_battery_refill_usd": float((refill * worst_p).sum() / 1000.0),
        "water_battery_refill_l": float((refill * worst_w).sum()),
        "energy_grid_kwh": float(grid.sum() + refill.sum()),
        "energy_solar_kwh": float(pv.sum()),
        "energy_solar_curtailed_kwh": 0.0 if credit else float(surplus.sum()),
        "energy_exported_kwh": float(surplus.sum()) if credit else 0.0,
        "battery_throughput_kwh": float((bal["charge_kwh"] + bal["discharge_kwh"]).sum()),
        "battery_soc_end_kwh": float(soc_end.sum()),
        "carbon_export_credit_kg": float((surplus * ci).sum() / 1000.0) if credit else 0.0,
        "cost_export_credit_usd": float((surplus * price).sum() / 1000.0) if credit else 0.0,
        "carbon_embodied_pv_kg": float((pv.sum(axis=0) * site.pv_embodied_g_per_kwh).sum()
                                       / 1000.0),
        "carbon_embodied_battery_kg": float(sum(
            bat.amortised_kg(site.energy_kwh[i], site.battery_embodied_kg_per_kwh[i],
                             site.battery_lifetime_years[i], t_end)
            for i in range(R) if site.energy_kwh[i] > 0)),
    }
    if not math.isfinite(totals["energy_grid_kwh"]):  # pragma: no cover - guarded upstream
        raise ValueError("site balance is not finite")
    bal["load_kwh"] = load
    bal["pv_kwh"] = pv
    return totals, share, bal


def add_to_summary(summary: dict[str, Any], totals: dict[str, float]) -> None:
    """Add the site lines to a run's summary (after the idle draw, see the module docstring).

    ``carbon_kg``, ``energy_cost_usd``/``cost_usd`` and ``water_offsite_l``/``water_l`` gain
    the grid energy beyond the load (battery charging from the grid) and the end-of-run
    refill; with ``[energy] export = "credit"`` the exported energy's carbon and price are
    subtracted (and reported apart as ``carbon_export_credit_kg``, ``cost_export_credit_usd``).
    """
    dc = (totals["carbon_battery_charge_kg"] + totals["carbon_battery_refill_kg"]
          - totals["carbon_export_credit_kg"])
    dp = (totals["cost_battery_charge_usd"] + totals["cost_battery_refill_usd"]
          - totals["cost_export_credit_usd"])
    dw = totals["water_battery_charge_l"] + totals["water_battery_refill_l"]
    summary["carbon_kg"] += dc
    summary["energy_cost_usd"] += dp
    summary["cost_usd"] += dp
    summary["water_offsite_l"] += dw
    summary["water_l"] += dw
    for k in SOLAR_METRIC_KEYS:
        summary[k] = totals[k]
    summary["cost_export_credit_usd"] = totals["cost_export_credit_usd"]
