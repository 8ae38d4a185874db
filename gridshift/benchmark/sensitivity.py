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
    macro-region) to 10 Gbit/s.
``idle_power``
    ``[power] idle = "charged"`` where the scenario format has a ``[power]`` table (another
    part of issue 13); skipped with a note otherwise.
``gpu_idle_w``
    GPU idle board power (``[gpu_types.X] idle_w``) at the low and high end of its documented
    range, A100 40-70 W and H100 60-120 W (:data:`GPU_IDLE_RANGE_W`; other types 10-17.5 % of
    max). It enters every job's power (``idle + util (max - idle)``) and, where a file charges
    idle capacity (``[power] idle = "charged"``), the idle draw too.
``pue``
    Fixed PUEs scaled about 1 (``1 + (PUE - 1) k``) so that their mean overhead is Google's
    2023 fleet figure (1.10) or the Uptime Institute 2023 survey average (1.58), the range
    of ``models.cooling.PUE_RANGES``; weather-driven regions are left as they are.
``wue``
    Fixed on-site WUEs scaled so that their mean is 0.12 L/kWh (AWS's latest reported
    figure, ``models.water.WUE_REPORTED_L_PER_KWH``) or 1.8 L/kWh (US average, Shehabi et al.
    2016, LBNL-1005775).
``forecast_error``
    ``[forecast] error`` giving a 24-h-ahead mean absolute percentage error of 6 % and 12 %
    at the scenario's step (the 6-12 % day-ahead MAPE of CarbonCast, Maji et al. 2022;
    conversion from the back-tested skill in ``models.forecast``); only for ``noisy``.
"""

from __future__ import annotations

import copy
import math
import time
import tomllib
from collections.abc import Callable, Sequence
from dataclasses import dataclass
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
        out["power"].pop("power_down", None)  # powering down needs idle charged
        out["power"].pop("wake_s", None)
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


def _pue(raw: dict[str, Any], sc: Any, level: str) -> tuple[dict[str, Any] | None, str]:
    return _scaled(raw, "pue", 1.10 if level == "low" else 1.58, 1.0, "PUE")


def _wue(raw: dict[str, Any], sc: Any, level: str) -> tuple[dict[str, Any] | None, str]:
    return _scaled(raw, "wue_l_per_kwh", 0.12 if level == "low" else 1.8, 0.0, "WUE")


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
    Parameter("bandwidth", "inter-region bandwidth", "measured 40-260 Mbit/s", "10 Gbit/s",
              "Persico et al. 2016, IEEE GLOBECOM, Fig. 3 (via DCcluster-Opt)", _bandwidth),
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
)}


def perturb(path: str | Path, name: str, level: str) -> tuple[Any | None, str]:
    """The scenario at ``path`` with parameter ``name`` at ``level`` (``low``/``high``).

    Returns:
        ``(Scenario or None, note)``; None with the reason where the parameter does not apply.

    Raises:
        ScenarioError: unknown parameter or level, or the override makes an invalid spec.
    """
    from gridshift.scenario import load_scenario, parse_scenario

    if name not in PARAMETERS:
        import difflib

        close = difflib.get_close_matches(name, list(PARAMETERS), n=1)
        hint = f" (did you mean {close[0]!r}?)" if close else ""
        raise ScenarioError(f"sensitivity: unknown parameter {name!r}{hint}; expected one of "
                            f"{', '.join(PARAMETERS)}")
    if level not in LEVELS:
        raise ScenarioError(f"sensitivity: level {level!r}; expected low or high")
    sc = load_scenario(path)
    assert sc.path is not None
    raw = tomllib.loads(sc.path.read_text())
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


def _savings(sc: Any, policies: list[str], seeds: list[int], metric: str) -> dict[str, float]:
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
                metric: str = "carbon_kg",
                progress: Callable[[str], None] | None = None) -> list[SensitivityRow]:
    """Run the sensitivity analysis (see the module docstring).

    Args:
        scenarios: Scenario refs (ids or paths).
        policies: Policy ids to rank (``local-now-v1`` is the reference and always run).
        parameters: Names of :data:`PARAMETERS` (default all).
        seeds: Seeds (default each scenario's own seed).
        metric: Metric the savings are computed on (``carbon_kg``, ``water_l``, ``cost_usd``).
        progress: Called with one line per finished (scenario, parameter, level).

    Returns:
        The rows, nominal first for each scenario.
    """
    from gridshift.benchmark.records import policy_identity
    from gridshift.policies.isolation import is_trusted
    from gridshift.scenario import load_scenario

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
        sc = load_scenario(ref)
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
                psc, note = perturb(sc.path or ref, name, level)
                if psc is None:
                    rows.extend(SensitivityRow(sc.id, name, level, "", p, math.nan, math.nan,
                                               math.nan, note) for p in pols)
                    continue
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
