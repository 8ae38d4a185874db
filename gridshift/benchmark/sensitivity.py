"""How much a leaderboard depends on the uncertain constants behind it.

Each uncertain parameter is moved to the low and the high end of its documented range by a
**scenario-spec override** (a copy of the scenario's TOML table with one key changed, through
the same keys any scenario file can set), every policy is rerun, and per parameter and level
we report each policy's saving versus ``local-now-v1`` on the *same* perturbed scenario, its
change from the nominal saving [percentage points], and Kendall's tau between the perturbed
and the nominal ranking of the policies (``scipy.stats.kendalltau``; 1 = same order).

Parameters and ranges (sources in :data:`PARAMETERS`, and in docs/validity.md):

``data_size_scale``
    ``[jobs] data_gb_scale`` 0.1 and 10: one order of magnitude either way. The default
    log-normal has no source; cited sizes per job kind span KB (inference payloads) to
    250 GB (dataset plus full training state), see ``datasets.synthetic.DATA_SIZE_MODELS``.
``network_intensity``
    ``[network] transfer_kwh_per_gb`` from Aslan et al. 2018's trend at the scenario's year
    (``"aslan-2018-trend"``) to their 2015 value 0.06 kWh/GB.
``bandwidth``
    ``[network] bandwidth_gbps`` from the measured inter-region throughput (Persico et al.
    2016, 40-260 Mbit/s, ``"persico-2016-aws"``; 0.1 Gbit/s where a zone has no
    macro-region) to 10 Gbit/s. A file on ``"measured-or-rtt-v1"`` (gs-v3) keeps its model
    at the low end, every pair times ``bandwidth_scale`` = 9.5 / 12.24: the smallest
    throughput x RTT Persico measured over the window K of the RTT fit
    (``models.network.RTT_FIT_WINDOW_RANGE_MBIT``), not the older model's 1 Gbit/s guess.
``idle_power``
    ``[power] idle = "charged"`` where the scenario format has a ``[power]`` table (another
    part of issue 13); skipped with a note otherwise.
``gpu_idle_w``
    GPU idle board power (``[gpu_types.X] idle_w``) at the low and high end of its documented
    range, A100 40-70 W and H100 60-120 W (:data:`GPU_IDLE_RANGE_W`; other types 10-17.5 % of
    max). It enters every job's power (``idle + util (max - idle)``) and, where a file charges
    idle capacity (``[power] idle = "charged"``), the idle draw too.
``pue``
    Every region's PUE overhead scaled by one factor ``k`` (``1 + (PUE - 1) k``) so that the
    mean of the regions' window-mean PUEs is Google's 2023 fleet figure (1.10) or the Uptime
    Institute 2023 survey average (1.58), the range of ``models.cooling.PUE_RANGES``. A fixed
    PUE is scaled directly; a weather-driven region (``cooling = { design = ... }``) keeps its
    design and weather, with its power terms (fans, pumps, distribution, misc) times ``k_r``
    and its chiller COP over ``k_r``, ``k_r`` solved so that its window-mean PUE moves by ``k``.
``wue``
    Every region's on-site WUE scaled by one factor so that their mean is 0.12 L/kWh (AWS's
    latest reported figure, ``models.water.WUE_REPORTED_L_PER_KWH``) or 1.8 L/kWh (US
    average, Shehabi et al. 2016, LBNL-1005775); a weather-driven region gets its scaled
    window mean as a fixed value (the spatial contrast is kept, the hour-to-hour shape not).
``forecast_error``
    ``[forecast] error`` giving a 24-h-ahead mean absolute percentage error of 6 % and 12 %
    at the scenario's step (the 6-12 % day-ahead MAPE of CarbonCast, Maji et al. 2022;
    conversion from the back-tested skill in ``models.forecast``); only for ``noisy``.
``evap_effectiveness``, ``tower_approach_k``, ``cycles_of_concentration``
    Cooling-design parameters at the ends of their cited ranges (0.70-0.95, ASHRAE Handbook
    2020 Ch. 41; 3-6 K, Ch. 40; 3-6 cycles, DOE FEMP 2011) on the regions whose design uses
    them (direct evaporation; a wet tower; any evaporation), set in the region's ``cooling``
    table (PUE) and ``water`` table (WUE); cycles of concentration change WUE only.
``water_design``
    High: every ``air-economiser-evaporative`` region on ``hyperscale-evaporative-v1``, the
    design calibrated to the operators' reported WUE (issue 40); the file's design is the low end.
``power_cap_exponent``
    With ``[levers] power_capping``: ``[levers] cap_throughput_exponent`` at the ends of the
    range of the file's ``power_cap_model`` (``models/levers.toml``: mcdonald-2022-v1
    0.33-1.0, zeus-2023-v2 0.30-0.61), or of every model's range without one.
``runtime_estimate``
    Where the scenario format has ``[jobs] runtime_estimate``: policies see the true run time
    (low) or the requested times of ``gridshift.workloads.estimates`` (high); the file's own
    setting is one end.
``estimate_accuracy_min``, ``estimate_reach_limit``
    Where policies see requested times: the error model ``user-walltime-v1``'s accuracy floor
    (``ACCURACY_MIN``, 0.01-0.2: requests up to 100x or 5x the run time, the overestimate)
    and its share of jobs that reach their limit (``P_REACH_LIMIT``, 0.05-0.20: the
    underestimates), the ranges of docs/validity.md ("The error model user-walltime-v1",
    after Mu'alem & Feitelson 2001 and Tsafrir et al. 2005), set through the scenario keys
    ``[jobs] estimate_accuracy_min`` and ``estimate_reach_limit``; a trace's own requested
    times are kept as they are.

Each factor derives whether it applies from the scenario's own keys and returns a note where it
does not (the defaults run on any suite); a level equal to the file's own setting is not rerun.
A new factor is one :class:`Parameter` in :data:`PARAMETERS`: a function
``(raw TOML table, Scenario, level) -> (new table or None, note)``; a model constant is varied
through the scenario key that sets it (a factor never changes a module's state).
"""

from __future__ import annotations

import copy
import math
import time
import tomllib
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from datetime import timedelta
from pathlib import Path
from typing import Any

import numpy as np

from gridshift.errors import ScenarioError

__all__ = ["PARAMETERS", "Parameter", "SensitivityRow", "perturb", "sensitivity"]

REFERENCE = "local-now-v1"
LEVELS = ("low", "high")

Apply = Callable[[dict[str, Any], Any, str], tuple[dict[str, Any] | None, str]]


@dataclass(frozen=True)
class Parameter:
    """One uncertain parameter: what it is, its range and where the range comes from."""

    name: str
    description: str
    low: str
    high: str
    source: str
    apply: Apply


def _mean_fixed(raw: dict[str, Any], key: str) -> tuple[list[str], float]:
    ids = [r for r, spec in raw["regions"].items() if isinstance(spec.get(key), int | float)]
    if not ids:
        return [], math.nan
    return ids, float(np.mean([raw["regions"][r][key] for r in ids]))


def _data_size(raw: dict[str, Any], sc: Any, level: str) -> tuple[dict[str, Any] | None, str]:
    out = copy.deepcopy(raw)
    k = 0.1 if level == "low" else 10.0
    out.setdefault("jobs", {})["data_gb_scale"] = k * float(raw.get("jobs", {}).get(
        "data_gb_scale", 1.0))
    return out, f"data_gb x {k:g}"


def _network(raw: dict[str, Any], sc: Any, level: str) -> tuple[dict[str, Any] | None, str]:
    out = copy.deepcopy(raw)
    net = out.setdefault("network", {})
    if level == "low":
        net["transfer_kwh_per_gb"] = "aslan-2018-trend"
        from gridshift.scenario import parse_scenario
        from gridshift.sim.world import _network_energy_and_bandwidth

        e = _network_energy_and_bandwidth(parse_scenario(out, str(sc.path), sc.base_dir),
                                          tuple(r.zone for r in sc.regions), str(sc.path))[0]
        return out, f"Aslan trend ({e:.5f} kWh/GB)"
    net["transfer_kwh_per_gb"] = 0.06
    return out, "0.06 kWh/GB (2015)"


def _bandwidth(raw: dict[str, Any], sc: Any, level: str) -> tuple[dict[str, Any] | None, str]:
    from gridshift.models.network import ZONE_MACRO_REGION

    out = copy.deepcopy(raw)
    net = out.setdefault("network", {})
    net.pop("bandwidth_scale", None)
    if level == "high":
        net["bandwidth_gbps"] = 10.0
        return out, "10 Gbit/s"
    if raw.get("network", {}).get("bandwidth_gbps") == "measured-or-rtt-v1":
        from gridshift.models.network import RTT_FIT_WINDOW_MBIT, RTT_FIT_WINDOW_RANGE_MBIT

        k = RTT_FIT_WINDOW_RANGE_MBIT[0] / RTT_FIT_WINDOW_MBIT
        net["bandwidth_gbps"] = "measured-or-rtt-v1"
        net["bandwidth_scale"] = k
        return out, (f"measured-or-rtt-v1 x {k:.3f} (K {RTT_FIT_WINDOW_RANGE_MBIT[0]:g} of "
                     f"{RTT_FIT_WINDOW_MBIT:.2f} Mbit, Persico 2016's smallest)")
    if all(r.zone in ZONE_MACRO_REGION for r in sc.regions) and len(sc.regions) > 1:
        net["bandwidth_gbps"] = "persico-2016-aws"
        return out, "measured per pair (Persico 2016, AWS)"
    net["bandwidth_gbps"] = 0.1
    return out, "0.1 Gbit/s"


def _idle(raw: dict[str, Any], sc: Any, level: str) -> tuple[dict[str, Any] | None, str]:
    from gridshift import scenario as scenario_module

    if "power" not in getattr(scenario_module, "_TOP", set()):
        return None, ("skipped: this gridshift has no [power] table (idle = \"charged\" is "
                      "another part of issue 13)")
    out = copy.deepcopy(raw)
    charged = raw.get("power", {}).get("idle") == "charged"
    if level == "low":
        if not charged:
            return None, "nominal (idle power not charged) is the low end"
        out["power"]["idle"] = "none"
        # powering down and the idle horizon need idle charged (scenario validation)
        for key in ("power_down", "wake_s", "idle_horizon"):
            out["power"].pop(key, None)
        return out, "idle capacity not charged"
    if charged:
        return None, "nominal (idle power charged) is the high end"
    out.setdefault("power", {})["idle"] = "charged"
    return out, "idle capacity charged"


#: Documented range of GPU idle board power [W] per GPU type (issue 13): A100 40-70 W, H100
#: 60-120 W. The low end of A100 is the assumed table value (10 % of 400 W); the measured logs
#: in ``models.it_power.GPU_IDLE_MEASURED_W`` (53.2 and 61.2 W) lie inside it. Types without a
#: documented range use 10-17.5 % of their max power (the A100 range as a fraction).
GPU_IDLE_RANGE_W: dict[str, tuple[float, float]] = {
    "A100-40GB": (40.0, 70.0), "A100-80GB": (40.0, 70.0),
    "H100-SXM": (60.0, 120.0), "H100-PCIe": (30.0, 60.0),
}
GPU_IDLE_RANGE_FRACTION = (0.10, 0.175)


def _gpu_idle(raw: dict[str, Any], sc: Any, level: str) -> tuple[dict[str, Any] | None, str]:
    from gridshift.sim.world import _gpu_table

    used, table, aliases = _gpu_table(sc)
    out = copy.deepcopy(raw)
    gt = out.setdefault("gpu_types", {})
    names = {aliases.get(n, n): n for n in gt}  # a file's own [gpu_types.X] entry, by type
    k = 0 if level == "low" else 1
    parts, changed = [], False
    for g in used:
        lo_hi = GPU_IDLE_RANGE_W.get(g)
        w = lo_hi[k] if lo_hi else GPU_IDLE_RANGE_FRACTION[k] * float(table[g]["max_w"])
        w = min(w, float(table[g]["max_w"]))
        changed |= not math.isclose(w, float(table[g]["idle_w"]), rel_tol=1e-12)
        gt.setdefault(names.get(g, g), {})["idle_w"] = w
        parts.append(f"{g} {w:g} W")
    if not changed:
        return None, f"nominal GPU idle power is the {level} end ({', '.join(parts)})"
    return out, "GPU idle " + ", ".join(parts)


def _scaled(raw: dict[str, Any], key: str, target: float, one: float, label: str
            ) -> tuple[dict[str, Any] | None, str]:
    ids, mean = _mean_fixed(raw, key)
    if not ids:
        return None, f"skipped: no region has a fixed {key}"
    out = copy.deepcopy(raw)
    if mean - one <= 0:
        for r in ids:
            out["regions"][r][key] = target
        return out, f"{label} {target:g} (all)"
    k = (target - one) / (mean - one)
    for r in ids:
        out["regions"][r][key] = one + (float(raw["regions"][r][key]) - one) * k
    return out, f"{label} mean {target:g}"


#: Design parameters that are power per watt of IT (scaled by ``k`` to scale a design's PUE
#: overhead); the chiller's electric power scales through ``cop_rated`` and ``cop_max / k``.
_OVERHEAD_KEYS = ("fan_fixed", "fan_prop", "pump_fixed", "pump_prop", "dist_fixed", "dist_prop",
                  "misc_fixed")


def _weather(sc: Any) -> dict[str, tuple[np.ndarray, np.ndarray]]:
    """Region id -> (dry-bulb [C], relative humidity [%]) over the window (from the World)."""
    key = (str(sc.path), sc.spec_hash)
    if key not in _WEATHER:
        from gridshift.sim.world import build_world

        w = build_world(sc)
        win = w.window
        _WEATHER.clear()  # one scenario at a time (a World's weather is small; keep one)
        _WEATHER[key] = {r.id: (np.asarray(w.temp[win, i], float), np.asarray(w.rh[win, i],
                                                                             float))
                         for i, r in enumerate(sc.regions)}
    return _WEATHER[key]


_WEATHER: dict[tuple[str, str], dict[str, tuple[np.ndarray, np.ndarray]]] = {}


def _design_regions(sc: Any, need: str) -> list[Any]:
    """Regions whose PUE (``need="pue"``) or on-site WUE (``"wue"``) a cooling design gives."""
    if need == "pue":
        return [r for r in sc.regions if r.cooling is not None]
    return [r for r in sc.regions if r.wue_l_per_kwh is None]


def _cooling_opts(r: Any) -> tuple[str, dict[str, Any]]:
    opts = dict(r.cooling)
    return opts.pop("design"), opts


def _mean_pue(r: Any, weather: tuple[np.ndarray, np.ndarray], k: float = 1.0) -> float:
    from gridshift.models import cooling

    design, opts = _cooling_opts(r)
    p = cooling.design_parameters(design, **opts)
    if k != 1.0:
        opts = {**opts, **{n: float(p[n]) * k for n in _OVERHEAD_KEYS},
                "cop_rated": float(p["cop_rated"]) / k, "cop_max": float(p["cop_max"]) / k}
    return float(np.mean(cooling.pue(*weather, design=design, **opts)))


def _mean_wue(r: Any, weather: tuple[np.ndarray, np.ndarray]) -> float:
    from gridshift.models import water

    spec = dict(r.water or {})
    design = spec.pop("design", (r.cooling or {}).get("design"))
    return float(np.mean(water.wue_onsite(*weather, design=design, **spec)))


def _pue(raw: dict[str, Any], sc: Any, level: str) -> tuple[dict[str, Any] | None, str]:
    """Fixed PUEs and weather-driven designs alike: the mean overhead of every region's window
    mean PUE is scaled by one factor so that the mean PUE is 1.10 or 1.58 (each region keeps
    its place in the spatial contrast). A design region's overhead is scaled through its
    parameters (``_OVERHEAD_KEYS`` x ``k_r``, chiller COP / ``k_r``; ``k_r`` solved so that its
    window-mean PUE - 1 scales by the common factor), so its PUE still follows the weather."""
    from scipy.optimize import brentq

    from gridshift.models import cooling

    target = 1.10 if level == "low" else 1.58
    designs = _design_regions(sc, "pue")
    if not designs:
        return _scaled(raw, "pue", target, 1.0, "PUE")
    weather = _weather(sc)
    nominal = {r.id: (float(r.pue) if r.cooling is None else _mean_pue(r, weather[r.id]))
               for r in sc.regions}
    over = float(np.mean(list(nominal.values()))) - 1.0
    if over <= 0:
        return None, "skipped: the nominal mean PUE is 1 (no overhead to scale)"
    k = (target - 1.0) / over
    out = copy.deepcopy(raw)
    for r in sc.regions:
        goal = 1.0 + (nominal[r.id] - 1.0) * k
        if r.cooling is None:
            out["regions"][r.id]["pue"] = goal
            continue
        kr = brentq(lambda x, r=r, g=goal: _mean_pue(r, weather[r.id], x) - g, 1e-3, 1e3,
                    xtol=1e-12, rtol=1e-10)
        design, opts = _cooling_opts(r)
        p = cooling.design_parameters(design, **opts)
        out["regions"][r.id]["cooling"] = {
            "design": design, **opts, **{n: float(p[n]) * kr for n in _OVERHEAD_KEYS},
            "cop_rated": float(p["cop_rated"]) / kr, "cop_max": float(p["cop_max"]) / kr}
    return out, (f"PUE mean {target:g} (overhead x {k:.3f}; "
                 f"{len(designs)} weather-driven region(s) through their design parameters)")


def _wue(raw: dict[str, Any], sc: Any, level: str) -> tuple[dict[str, Any] | None, str]:
    """Every region's on-site WUE scaled by one factor so that their mean is 0.12 or 1.8 L/kWh;
    a region whose WUE a cooling design gives gets its scaled window mean as a fixed value
    (the spatial contrast is kept; the within-window weather shape of WUE is not)."""
    target = 0.12 if level == "low" else 1.8
    designs = _design_regions(sc, "wue")
    if not designs:
        return _scaled(raw, "wue_l_per_kwh", target, 0.0, "WUE")
    weather = _weather(sc)
    nominal = {r.id: (float(r.wue_l_per_kwh) if r.wue_l_per_kwh is not None
                      else _mean_wue(r, weather[r.id])) for r in sc.regions}
    mean = float(np.mean(list(nominal.values())))
    out = copy.deepcopy(raw)
    for r in sc.regions:
        v = target if mean <= 1e-9 else nominal[r.id] * target / mean
        out["regions"][r.id]["wue_l_per_kwh"] = v
        out["regions"][r.id].pop("water", None)
    return out, (f"WUE mean {target:g} L/kWh (x {target / mean:.3g}; "
                 f"{len(designs)} weather-driven region(s) fixed at their scaled window mean)"
                 if mean > 1e-9 else f"WUE {target:g} L/kWh (all; nominal mean is 0)")


def _design_param(raw: dict[str, Any], sc: Any, name: str, value: float, uses: Callable[
        [dict[str, Any]], bool], water_only: bool = False) -> tuple[dict[str, Any] | None, str]:
    """Cooling-design parameter ``name`` set to ``value`` on every region whose design uses it
    (``uses(design parameters)``), in its ``cooling`` table (PUE) and its ``water`` table (WUE:
    the water model reads that table's overrides, not the cooling table's)."""
    from gridshift.models import cooling

    out = copy.deepcopy(raw)
    hit: list[str] = []
    for r in sc.regions:
        if r.cooling is None and r.water is None:
            continue
        wspec = dict(r.water or {})
        design = wspec.get("design", (r.cooling or {}).get("design"))
        p = cooling.design_parameters(design, **{k: v for k, v in (r.cooling or {}).items()
                                                 if k != "design"})
        if not uses(p):
            continue
        spec = out["regions"][r.id]
        if r.cooling is not None and not water_only:
            spec["cooling"] = {**spec["cooling"], name: value}
        if r.wue_l_per_kwh is None:
            spec["water"] = {**spec.get("water", {}), name: value}
        hit.append(r.id)
    if not hit:
        return None, f"skipped: no region's cooling design uses {name}"
    return out, f"{name} = {value:g} ({len(hit)} region(s))"


def _evap(raw: dict[str, Any], sc: Any, level: str) -> tuple[dict[str, Any] | None, str]:
    return _design_param(raw, sc, "evap_effectiveness", 0.70 if level == "low" else 0.95,
                         lambda p: float(p["evap_effectiveness"]) > 0)


def _tower(raw: dict[str, Any], sc: Any, level: str) -> tuple[dict[str, Any] | None, str]:
    return _design_param(raw, sc, "tower_approach_k", 3.0 if level == "low" else 6.0,
                         lambda p: not p["air_cooled_condenser"]
                         and float(p["tower_approach_k"]) > 0)


def _cycles(raw: dict[str, Any], sc: Any, level: str) -> tuple[dict[str, Any] | None, str]:
    return _design_param(raw, sc, "cycles_of_concentration", 3.0 if level == "low" else 6.0,
                         lambda p: float(p["evap_effectiveness"]) > 0
                         or float(p["tower_latent_fraction"]) > 0, water_only=True)


#: The uncalibrated evaporative design and the design calibrated to reported WUE (issue 40).
_UNCALIBRATED, _CALIBRATED = "air-economiser-evaporative", "hyperscale-evaporative-v1"


def _water_design(raw: dict[str, Any], sc: Any, level: str
                  ) -> tuple[dict[str, Any] | None, str]:
    hit = [r.id for r in sc.regions if (r.cooling or {}).get("design") == _UNCALIBRATED]
    if not hit:
        return None, f"skipped: no region uses the {_UNCALIBRATED} design"
    if level == "low":
        return None, f"nominal ({_UNCALIBRATED}) is the low end"
    out = copy.deepcopy(raw)
    for rid in hit:
        spec = out["regions"][rid]
        spec["cooling"] = {**spec["cooling"], "design": _CALIBRATED}
        if "water" in spec and spec["water"].get("design") == _UNCALIBRATED:
            spec["water"]["design"] = _CALIBRATED
    return out, f"{_CALIBRATED} at {len(hit)} {_UNCALIBRATED} region(s)"


def _power_cap(raw: dict[str, Any], sc: Any, level: str) -> tuple[dict[str, Any] | None, str]:
    from gridshift import scenario as scenario_module

    lv = raw.get("levers", {})
    if not lv.get("power_capping"):
        return None, "skipped: [levers] power_capping is off"
    if "cap_throughput_exponent" not in getattr(scenario_module, "_LEVERS", set()):
        return None, "skipped: this gridshift has no [levers] cap_throughput_exponent"
    from gridshift.models.levers import LEVERS

    models = LEVERS["power_cap"].get("models", {})
    name = lv.get("power_cap_model")
    if name in models:
        lo, hi = (float(v) for v in models[name]["range"])
        src = name
    else:  # no model named: the default's range, widened by every model's
        ranges = [tuple(float(v) for v in m["range"]) for m in models.values()] or [(0.33, 1.0)]
        lo, hi = min(r[0] for r in ranges), max(r[1] for r in ranges)
        src = "every model's range"
    e = lo if level == "low" else hi
    out = copy.deepcopy(raw)
    out["levers"].pop("power_cap_model", None)
    out["levers"]["cap_throughput_exponent"] = e
    return out, f"speed exponent {e:g} ({src})"


def _runtime(raw: dict[str, Any], sc: Any, level: str) -> tuple[dict[str, Any] | None, str]:
    from gridshift import scenario as scenario_module

    if not hasattr(scenario_module, "RUNTIME_ESTIMATES"):
        return None, "skipped: this gridshift has no [jobs] runtime_estimate"
    jobs = raw.get("jobs", {})
    est = jobs.get("runtime_estimate", "truth")
    out = copy.deepcopy(raw)
    if level == "low":
        if est == "truth":
            return None, "nominal (policies see the true run time) is the low end"
        out["jobs"]["runtime_estimate"] = "truth"
        out["jobs"].pop("runtime_limit", None)
        return out, "policies see the true run time"
    if est == "requested":
        return None, "nominal (requested times) is the high end"
    out.setdefault("jobs", {})["runtime_estimate"] = "requested"
    return out, "policies see requested times (user-walltime-v1)"


#: Ranges of the error model ``user-walltime-v1``'s constants (docs/validity.md, "The error
#: model user-walltime-v1"; :mod:`gridshift.workloads.estimates`), as (low, high), by their
#: ``[jobs]`` key: the accuracy floor ``estimate_accuracy_min`` (``ACCURACY_MIN``; Mu'alem &
#: Feitelson 2001: accuracy roughly uniform over (0, 1]; the floor bounds the overestimate at
#: 1 / floor) and the share of jobs that reach their limit ``estimate_reach_limit``
#: (``P_REACH_LIMIT``; the spike at accuracy 1 in every log of Mu'alem & Feitelson 2001 and
#: Tsafrir et al. 2005).
ESTIMATE_RANGES: dict[str, tuple[float, float]] = {
    "estimate_accuracy_min": (0.01, 0.2), "estimate_reach_limit": (0.05, 0.20)}


def _estimate_apply(key: str) -> Apply:
    def apply(raw: dict[str, Any], sc: Any, level: str) -> tuple[dict[str, Any] | None, str]:
        from gridshift.scenario import estimate_options

        opts = estimate_options(sc)
        if opts["runtime_estimate"] != "requested":
            return None, ("skipped: policies see the true run time ([jobs] runtime_estimate "
                          "is not \"requested\")")
        v = ESTIMATE_RANGES[key][0 if level == "low" else 1]
        if math.isclose(v, opts[key], rel_tol=1e-12):
            return None, f"nominal ({key} = {v:g}) is the {level} end"
        out = copy.deepcopy(raw)
        out.setdefault("jobs", {})[key] = v
        return out, (f"[jobs] {key} = {v:g} (nominal {opts[key]:g}; a trace's requests "
                     "kept)")
    return apply


def mape_per_unit_error(step_s: float, ar1: float = 0.9) -> float:
    """24-h MAPE of the ``noisy`` forecast per unit of ``error`` (saturated AR(1) spread).

    ``sqrt(2 / pi) * sqrt(step_s / 3600) / sqrt(1 - ar1**2)``: 0.915 at 15-min steps, which the
    back-test in ``models.forecast`` measures as 4.6 % MAPE for ``error = 0.05``.
    """
    return math.sqrt(2 / math.pi) * math.sqrt(step_s / 3600.0) / math.sqrt(1 - ar1 ** 2)


def _forecast(raw: dict[str, Any], sc: Any, level: str) -> tuple[dict[str, Any] | None, str]:
    if sc.forecast["model"] != "noisy" or sc.track == "clairvoyant":
        return None, f"skipped: forecast model is {sc.forecast['model']!r}, not noisy"
    mape = 0.06 if level == "low" else 0.12
    err = mape / mape_per_unit_error(sc.step_s, float(sc.forecast["ar1"]))
    out = copy.deepcopy(raw)
    out.setdefault("forecast", {})["error"] = round(err, 6)
    return out, f"error {err:.3f} (24-h MAPE {mape:.0%})"


#: The uncertain parameters, their ranges and the sources of the ranges.
PARAMETERS: dict[str, Parameter] = {p.name: p for p in (
    Parameter("data_size_scale", "data each job moves", "x 0.1", "x 10",
              "no source for the default log-normal; cited per-kind sizes span KB to 250 GB "
              "(datasets.synthetic.DATA_SIZE_MODELS)", _data_size),
    Parameter("network_intensity", "transfer energy intensity", "Aslan 2018 trend at the "
              "scenario year", "0.06 kWh/GB (2015)", "Aslan et al. 2018, J. Ind. Ecol. 22(4), "
              "785-798, abstract", _network),
    Parameter("bandwidth", "inter-region bandwidth", "measured 40-260 Mbit/s (on "
              "measured-or-rtt-v1: x 9.5 / 12.24)", "10 Gbit/s",
              "Persico et al. 2016, IEEE GLOBECOM, Fig. 3 (via DCcluster-Opt); "
              "models.network.RTT_FIT_WINDOW_RANGE_MBIT", _bandwidth),
    Parameter("idle_power", "idle capacity charged", "not charged", "charged",
              "issue 13 item 3 ([power] idle)", _idle),
    Parameter("gpu_idle_w", "GPU idle board power", "A100 40 W, H100 60 W",
              "A100 70 W, H100 120 W",
              "no peer-reviewed measurement found; range of issue 13 (measured nvidia-smi logs "
              "A100 53-61 W inside it, models.it_power.GPU_IDLE_MEASURED_W)", _gpu_idle),
    Parameter("pue", "facility overhead", "mean PUE 1.10", "mean PUE 1.58",
              "Google 2023 Environmental Report (fleet TTM 1.10); Uptime Institute 2023 "
              "survey (1.58)", _pue),
    Parameter("wue", "on-site water use", "mean 0.12 L/kWh", "mean 1.8 L/kWh",
              "AWS latest reported WUE (models.water); Shehabi et al. 2016 LBNL-1005775",
              _wue),
    Parameter("forecast_error", "forecast skill", "24-h MAPE 6 %", "24-h MAPE 12 %",
              "Maji et al. 2022, CarbonCast (BuildSys '22): day-ahead MAPE 6-12 %",
              _forecast),
    Parameter("evap_effectiveness", "direct evaporative effectiveness (designs with "
              "evaporative assist)", "0.70", "0.95",
              "ASHRAE Handbook - HVAC Systems and Equipment (2020) Ch. 41: direct media "
              "70-95 % (models.cooling [7])", _evap),
    Parameter("tower_approach_k", "cooling-tower approach (wet-tower designs)", "3 K", "6 K",
              "ASHRAE Handbook - HVAC Systems and Equipment (2020) Ch. 40: 3-6 K "
              "(models.cooling [7])", _tower),
    Parameter("cycles_of_concentration", "cooling-water cycles of concentration (evaporative "
              "designs; WUE only)", "3", "6",
              "US DOE FEMP 2011, Cooling Towers: typical 3-6 (models.water [2])", _cycles),
    Parameter("water_design", "evaporative design calibrated to reported WUE",
              "as in the file", "hyperscale-evaporative-v1 for air-economiser-evaporative",
              "models.water.WUE_REPORTED_L_PER_KWH (Meta, Microsoft, AWS; 0.12-0.30 L/kWh); "
              "issue 40", _water_design),
    Parameter("power_cap_exponent", "power-cap speed exponent ([levers] power_capping)",
              "low end of the model's range", "high end",
              "models/levers.toml [power_cap.models.*] range: mcdonald-2022-v1 0.33-1.0, "
              "zeus-2023-v2 0.30-0.61 (You et al. 2023, Zeus NSDI traces)", _power_cap),
    Parameter("runtime_estimate", "runtime estimates ([jobs] runtime_estimate)",
              "true run times", "requested times (user-walltime-v1)",
              "gridshift.workloads.estimates (Mu'alem & Feitelson 2001; Tsafrir et al. 2005)",
              _runtime),
    Parameter("estimate_accuracy_min", "runtime-estimate accuracy floor (the overestimate; "
              "user-walltime-v1 ACCURACY_MIN)", "0.01 (up to 100x)", "0.2 (up to 5x)",
              "docs/validity.md 'The error model user-walltime-v1': 0.01-0.2 (Mu'alem & "
              "Feitelson 2001, IEEE TPDS 12(6), Sec. 5: accuracy roughly uniform)",
              _estimate_apply("estimate_accuracy_min")),
    Parameter("estimate_reach_limit", "share of jobs reaching their requested time (the "
              "underestimates; user-walltime-v1 P_REACH_LIMIT)", "0.05", "0.20",
              "docs/validity.md 'The error model user-walltime-v1': 0.05-0.20 (Mu'alem & "
              "Feitelson 2001; Tsafrir, Etsion & Feitelson 2005: a spike at accuracy 1)",
              _estimate_apply("estimate_reach_limit")),
)}


def _raw(path: str | Path, window_h: float | None = None) -> tuple[Any, dict[str, Any]]:
    """The scenario at ``path`` (its window cut to ``window_h`` hours) and its TOML table."""
    from gridshift.scenario import load_scenario, parse_scenario

    sc = load_scenario(path)
    assert sc.path is not None
    raw = tomllib.loads(sc.path.read_text())
    if window_h is not None:
        if not 0 < float(window_h) * 3600 <= (sc.end - sc.start).total_seconds():
            raise ScenarioError(f"sensitivity: window_h {window_h:g} must be in (0, the "
                                f"window's {(sc.end - sc.start).total_seconds() / 3600:g} h]")
        raw["end"] = sc.start + timedelta(hours=float(window_h))
        sc = parse_scenario(raw, f"{sc.path} [first {window_h:g} h]", sc.path.parent, sc.path)
    return sc, raw


def perturb(path: str | Path, name: str, level: str, window_h: float | None = None
            ) -> tuple[Any | None, str]:
    """The scenario at ``path`` with parameter ``name`` at ``level`` (``low``/``high``).

    ``window_h``: cut the window to its first ``window_h`` hours (nominal and perturbed alike;
    a cheap run, e.g. for tests).

    Returns:
        ``(Scenario or None, note)``; None with the reason where the parameter does not apply.

    Raises:
        ScenarioError: unknown parameter or level, or the override makes an invalid spec.
    """
    from gridshift.scenario import parse_scenario

    if name not in PARAMETERS:
        import difflib

        close = difflib.get_close_matches(name, list(PARAMETERS), n=1)
        hint = f" (did you mean {close[0]!r}?)" if close else ""
        raise ScenarioError(f"sensitivity: unknown parameter {name!r}{hint}; expected one of "
                            f"{', '.join(PARAMETERS)}")
    if level not in LEVELS:
        raise ScenarioError(f"sensitivity: level {level!r}; expected low or high")
    sc, raw = _raw(path, window_h)
    assert sc.path is not None
    new, note = PARAMETERS[name].apply(raw, sc, level)
    if new is None:
        return None, note
    where = f"{sc.path} [sensitivity {name}={level}]"
    return parse_scenario(new, where, sc.path.parent, sc.path), note


@dataclass(frozen=True)
class SensitivityRow:
    """One (scenario, parameter, level, policy) cell.

    Attributes:
        scenario: Scenario id.
        parameter: Parameter name, or ``"nominal"``.
        level: ``nominal``, ``low`` or ``high``.
        setting: What the level set (human-readable).
        policy: Policy id.
        savings_pct: Mean over seeds of ``(1 - metric / metric of local-now) * 100``.
        delta_pp: ``savings_pct`` minus the nominal one [percentage points].
        kendall_tau: Kendall's tau of this level's ranking vs the nominal one (per scenario,
            parameter and level; the same on each policy's row), NaN if undefined.
        note: Why a parameter was skipped, else "".
    """

    scenario: str
    parameter: str
    level: str
    setting: str
    policy: str
    savings_pct: float
    delta_pp: float
    kendall_tau: float
    note: str = ""


def _savings(sc: Any, policies: list[str], seeds: list[int], metric: str
             ) -> dict[str, float]:
    from gridshift.policies.isolation import make_runner
    from gridshift.sim.run import simulate
    from gridshift.sim.world import build_world

    per: dict[str, list[float]] = {p: [] for p in policies}
    for seed in seeds:
        world = build_world(sc, seed)
        values = {}
        for ref in [REFERENCE, *policies]:
            # a built-in policy runs here; any other in the sandbox, as in `gridshift run`
            pol, _ = make_runner(ref, {})
            try:
                values[ref] = float(simulate(world, pol).metrics[metric])
            finally:
                pol.close()
        base = values[REFERENCE]
        for p in policies:
            per[p].append((1.0 - values[p] / base) * 100.0 if base else math.nan)
    return {p: float(np.mean(v)) for p, v in per.items()}


#: Savings closer than this [percentage points] are a tie in the ranking: two policies that
#: take the same decisions can differ by rounding alone (1e-13 pp seen on inference-slo),
#: and that must not count as a reordering.
TIE_PP = 1e-9


def _tau(a: list[float], b: list[float]) -> float:
    from scipy.stats import kendalltau

    a_r = np.round(np.asarray(a, float) / TIE_PP) * TIE_PP
    b_r = np.round(np.asarray(b, float) / TIE_PP) * TIE_PP
    if len(a) < 2 or np.ptp(a_r) == 0 or np.ptp(b_r) == 0:
        return math.nan
    return float(kendalltau(a_r, b_r).statistic)


def sensitivity(scenarios: Sequence[str | Path], policies: list[str], *,
                parameters: list[str] | None = None, seeds: list[int] | None = None,
                metric: str = "carbon_kg", window_h: float | None = None,
                progress: Callable[[str], None] | None = None) -> list[SensitivityRow]:
    """Run the sensitivity analysis (see the module docstring).

    Args:
        scenarios: Scenario refs (ids or paths).
        policies: Policy ids to rank (``local-now-v1`` is the reference and always run).
        parameters: Names of :data:`PARAMETERS` (default all).
        seeds: Seeds (default each scenario's own seed).
        metric: Metric the savings are computed on (``carbon_kg``, ``water_l``, ``cost_usd``).
        window_h: Cut every scenario's window to its first ``window_h`` hours (a cheap run).
        progress: Called with one line per finished (scenario, parameter, level).

    Returns:
        The rows, nominal first for each scenario.
    """
    from gridshift.benchmark.records import policy_identity
    from gridshift.policies.isolation import is_trusted

    names = list(parameters or PARAMETERS)
    for n in names:
        if n not in PARAMETERS:
            perturb(scenarios[0], n, "low")  # raises the "did you mean" error
    pols = []
    for p in policies:
        # a zoo id by its registry id (local-now -> local-now-v1); a file as given (never
        # imported here: it runs in the sandbox)
        pid = policy_identity(p)[0] if is_trusted(p) and ".py:" not in p else p
        if pid != REFERENCE and pid not in pols:
            pols.append(pid)
    if not pols:
        raise ScenarioError("sensitivity: give at least one policy besides local-now-v1")
    rows: list[SensitivityRow] = []
    for ref in scenarios:
        sc = _raw(ref, window_h)[0]
        sd = list(seeds) if seeds else [sc.seed]
        t0 = time.perf_counter()
        nominal = _savings(sc, pols, sd, metric)
        rows.extend(SensitivityRow(sc.id, "nominal", "nominal", "as in the file", p,
                                   nominal[p], 0.0, 1.0) for p in pols)
        if progress:
            progress(f"{sc.id} nominal ({time.perf_counter() - t0:.0f} s)")
        for name in names:
            for level in LEVELS:
                t1 = time.perf_counter()
                psc, note = perturb(sc.path or ref, name, level, window_h)
                if psc is None:
                    rows.extend(SensitivityRow(sc.id, name, level, "", p, math.nan, math.nan,
                                               math.nan, note) for p in pols)
                    continue
                if psc.spec_hash == sc.spec_hash:  # the file's own setting
                    got, note = nominal, f"{note} (= nominal, not rerun)"
                else:
                    got = _savings(psc, pols, sd, metric)
                tau = _tau([nominal[p] for p in pols], [got[p] for p in pols])
                rows.extend(SensitivityRow(sc.id, name, level, note, p, got[p],
                                           got[p] - nominal[p], tau) for p in pols)
                if progress:
                    progress(f"{sc.id} {name}={level}: {note}; tau {tau:.2f} "
                             f"({time.perf_counter() - t1:.0f} s)")
    return rows


def summary_table(rows: list[SensitivityRow]) -> list[dict[str, Any]]:
    """Per (parameter, level): the largest |change| of any policy's saving and the mean and
    minimum Kendall tau over scenarios."""
    out: list[dict[str, Any]] = []
    keys = []
    for r in rows:
        k = (r.parameter, r.level)
        if r.parameter != "nominal" and k not in keys:
            keys.append(k)
    for param, level in keys:
        sel = [r for r in rows if r.parameter == param and r.level == level]
        ok = [r for r in sel if not math.isnan(r.savings_pct)]
        taus = {r.scenario: r.kendall_tau for r in ok}
        tv = [t for t in taus.values() if not math.isnan(t)]
        out.append({
            "parameter": param, "level": level,
            "scenarios": len({r.scenario for r in ok}),
            "max_abs_delta_pp": max((abs(r.delta_pp) for r in ok), default=math.nan),
            "mean_tau": float(np.mean(tv)) if tv else math.nan,
            "min_tau": float(np.min(tv)) if tv else math.nan,
            "note": next((r.note for r in sel if r.note), ""),
        })
    return out
