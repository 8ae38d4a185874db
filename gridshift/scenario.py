"""Scenario specs: load a TOML file, validate every key, and hash it canonically.

A scenario file fixes everything about a benchmark run except the policy and the seed: the
window, the decision step, the data sources, the network, the GPU types and the regions. The
format is documented in DESIGN.md ("Scenario files") and README.md. Every problem raises a
:class:`~gridshift.errors.ScenarioError` naming the file, the key and what was expected.

The canonical hash (:attr:`Scenario.spec_hash`) is the sha256 of the normalised spec (sorted
JSON of the parsed values, paths made relative to the file) — the *input* hashes of the tables
are added by :func:`gridshift.sim.world.build_world`, which computes
:attr:`~gridshift.sim.world.World.scenario_hash`.
"""

from __future__ import annotations

import hashlib
import json
import math
import tomllib
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from importlib import resources
from pathlib import Path
from typing import Any

from gridshift.errors import ScenarioError

__all__ = ["RegionSpec", "Scenario", "builtin_scenarios", "energy_options", "load_scenario",
           "parse_scenario", "power_options", "simulation_options"]

_TRACKS = ("forecast", "clairvoyant")
#: Prefix of a scenario ref relative to the installed package ("gridshift:scenarios/x.toml").
PACKAGE_PREFIX = "gridshift:"
_FORECAST_MODELS = ("perfect", "persistence", "seasonal-naive", "noisy")


@dataclass(frozen=True)
class RegionSpec:
    """One data-centre region of a scenario.

    Attributes:
        id: Region id (the TOML table name).
        zone: Grid zone whose signals the region uses.
        lat: Latitude [deg], or None.
        lon: Longitude [deg], or None.
        gpus: GPUs installed, by GPU type name.
        pue: Fixed PUE, or None when ``cooling`` selects a weather-driven model.
        wue_l_per_kwh: Fixed on-site water use per kWh of IT energy, or None.
        cooling: Cooling model table (``design`` plus parameter overrides), or None.
        water: Water model table, or None.
        archetype: Archetype of the synthetic generators (solar, wind, ...), or None.
        solar: On-site PV table (``[regions.<id>.solar]``, validated), or None.
        battery: On-site battery table (``[regions.<id>.battery]``, validated), or None.
    """

    id: str
    zone: str
    lat: float | None
    lon: float | None
    gpus: dict[str, int]
    pue: float | None
    wue_l_per_kwh: float | None
    cooling: dict[str, Any] | None = None
    water: dict[str, Any] | None = None
    archetype: str | None = None
    solar: dict[str, Any] | None = None
    battery: dict[str, Any] | None = None


@dataclass(frozen=True)
class Scenario:
    """A validated scenario spec (see the module docstring)."""

    id: str
    description: str
    start: datetime
    end: datetime
    step_s: int
    seed: int
    track: str
    signals: dict[str, Any]
    jobs: dict[str, Any]
    forecast: dict[str, Any]
    network: dict[str, Any]
    gpu_types: dict[str, dict[str, Any]]
    regions: tuple[RegionSpec, ...]
    path: Path | None = None
    extra: dict[str, Any] = field(default_factory=dict)
    normalised: dict[str, Any] = field(default_factory=dict, repr=False)

    @property
    def n_steps(self) -> int:
        """Number of decision epochs in ``[start, end)``."""
        return int((self.end - self.start).total_seconds() // self.step_s)

    @property
    def base_dir(self) -> Path:
        """Directory relative paths in the spec are resolved against."""
        return self.path.parent if self.path is not None else Path.cwd()

    @property
    def spec_hash(self) -> str:
        """sha256 of the normalised spec (without input table hashes)."""
        blob = json.dumps(self.normalised, sort_keys=True, separators=(",", ":"))
        return hashlib.sha256(blob.encode()).hexdigest()


# --------------------------------------------------------------------------- validation helpers


class _Ctx:
    def __init__(self, where: str) -> None:
        self.where = where

    def err(self, key: str, msg: str) -> ScenarioError:
        return ScenarioError(f"{self.where}: {key}: {msg}")

    def table(self, d: Any, key: str) -> dict[str, Any]:
        if not isinstance(d, dict):
            raise self.err(key, f"expected a table, got {type(d).__name__} {d!r}")
        return d

    def keys(self, d: dict[str, Any], key: str, allowed: set[str],
             required: set[str] | frozenset[str] = frozenset()
             ) -> None:
        for k in d:
            if k not in allowed:
                import difflib

                close = difflib.get_close_matches(k, sorted(allowed), n=1)
                hint = f" (did you mean {close[0]!r}?)" if close else ""
                name = f"{key}.{k}" if key else k
                known = ", ".join(sorted(allowed))
                raise self.err(name, f"unknown key{hint}; expected one of {known}")
        for k in sorted(required):
            if k not in d:
                raise self.err(f"{key}.{k}" if key else k, "is required but missing")

    def num(self, d: dict[str, Any], key: str, name: str, *, default: Any = None,
            lo: float | None = None, hi: float | None = None, lo_open: bool = False,
            integer: bool = False, bound: str | None = None) -> Any:
        """``d[name]`` checked as a finite number in ``lo .. hi``; ``bound`` names a row of
        :data:`INPUT_BOUNDS`, whose range applies on top and whose reason a range error
        gives."""
        if name not in d:
            return default
        v = d[name]
        full = f"{key}.{name}" if key else name
        if isinstance(v, bool) or not isinstance(v, int | float):
            want = "an integer" if integer else "a number"
            raise self.err(full, f"expected {want}, got {type(v).__name__} {v!r}")
        if integer and not isinstance(v, int):
            raise self.err(full, f"expected an integer, got {v!r}")
        if not math.isfinite(v):  # NaN or +-inf (TOML nan / inf literals)
            raise self.err(full, f"is {v}; expected a finite number")
        why = ""
        if bound is not None:
            b_lo, b_hi, b_open, reason = INPUT_BOUNDS[bound]
            if b_lo is not None and (lo is None or b_lo >= lo):
                lo, lo_open = b_lo, b_open
            if b_hi is not None and (hi is None or b_hi < hi):
                hi = b_hi
            why = f" (plausible range of {bound}: {reason})"
        if lo is not None and (v <= lo if lo_open else v < lo):
            raise self.err(full, f"is {v}; must be {'>' if lo_open else '>='} {lo}{why}")
        if hi is not None and v > hi:
            raise self.err(full, f"is {v}; must be <= {hi}{why}")
        return v

    def string(self, d: dict[str, Any], key: str, name: str, *, default: Any = None,
               choices: tuple[str, ...] | None = None) -> Any:
        if name not in d:
            return default
        v = d[name]
        full = f"{key}.{name}" if key else name
        if not isinstance(v, str):
            raise self.err(full, f"expected a string, got {type(v).__name__} {v!r}")
        if choices is not None and v not in choices:
            raise self.err(full, f"is {v!r}; expected one of {', '.join(choices)}")
        return v

    def time(self, d: dict[str, Any], name: str) -> datetime:
        if name not in d:
            raise self.err(name, "is required but missing (a UTC time, e.g. 2023-08-01T00:00:00Z)")
        v = d[name]
        if isinstance(v, str):
            try:
                v = datetime.fromisoformat(v)
            except ValueError:
                raise self.err(name, f"{v!r} is not an ISO 8601 time") from None
        if not isinstance(v, datetime):
            raise self.err(name, f"expected a date-time like 2023-08-01T00:00:00Z, got {v!r}")
        if v.tzinfo is None:
            raise self.err(name, f"{v.isoformat()} has no time zone; write it in UTC with a Z, "
                                 "e.g. 2023-08-01T00:00:00Z")
        return v.astimezone(UTC)


_TOP = {"id", "description", "start", "end", "step_s", "seed", "track", "signals", "jobs",
        "forecast", "network", "gpu_types", "regions", "metrics", "simulation", "power",
        "policy", "levers", "energy",
        "workflows", "tiers", "events"}  # the workloads' keys (gridshift/workloads/spec.py)
_SIGNALS = {"source", "price", "weather", "carbon_column", "marginal", "marginal_zones",
            "synthetic_lead_in_h", "alignment"}
#: ``[signals] alignment``: how a signal's rows become each step's average
#: (:func:`gridshift.sim.world.align_signal`). ``"cumulative"`` (absent: every file written
#: before the key) reads it as differences of one cumulative integral from the first row read,
#: so rows outside a step, and where reading starts (``history_h`` with cards), round its last
#: bits; ``"per-step"`` integrates each step over the rows it overlaps only.
ALIGNMENTS = ("cumulative", "per-step")
#: Signal columns ``[signals] carbon_column`` may name (the carbon signal the run uses).
CARBON_COLUMNS = ("carbon_gco2_per_kwh", "carbon_marginal_gco2_per_kwh")
_JOBS_SYNTH = {"source", "deadline_slack", "jobs_per_hour", "region_weights", "max_gpus",
               "data_size_model", "data_gb_scale", "runtime_estimate", "runtime_limit",
               "estimate_accuracy_min", "estimate_reach_limit"}
#: ``[jobs] runtime_estimate``: what policies see of a job's length (docs/validity.md,
#: "Runtime estimates"). ``"truth"`` (absent: every file written before the key) shows the true
#: run time; ``"requested"`` shows the job's requested time (the trace's, else the error model
#: :mod:`gridshift.workloads.estimates`), while the engine runs the truth.
RUNTIME_ESTIMATES = ("truth", "requested")
#: ``[jobs] runtime_limit``: ``"none"`` (a job outliving its estimate keeps running) or
#: ``"kill"`` (SLURM-style: it is killed when its work reaches its requested time).
RUNTIME_LIMITS = ("none", "kill")
#: ``[jobs] data_size_model`` values (see gridshift.datasets.synthetic.DATA_SIZE_MODELS).
DATA_SIZE_MODELS = ("by-kind-v1",)
#: ``[network] transfer_kwh_per_gb`` named models (see gridshift.models.network).
TRANSFER_MODELS = ("aslan-2018-trend", "coroama-2021")
#: ``[network] bandwidth_gbps`` named measurements (see gridshift.models.network).
BANDWIDTH_MODELS = ("persico-2016-aws", "persico-2016-azure", "measured-or-rtt-v1")
_FORECAST = {"model", "error", "horizon_h", "history_h", "ar1"}
_NETWORK = {"transfer_kwh_per_gb", "egress_usd_per_gb", "bandwidth_gbps", "latency_ms",
            "bandwidth_scale"}
_GPU = {"idle_w", "max_w", "speed", "embodied_kgco2e", "lifetime_years"}
_REGION = {"zone", "lat", "lon", "gpus", "pue", "wue_l_per_kwh", "cooling", "water", "archetype",
           "provider_region", "solar", "battery"}
_METRICS = {"embodied", "slo_penalty"}
#: ``[simulation]``: how the run is scored (docs/accounting.md). Every key is off by default, so
#: a file without the table means what it always meant.
_SIMULATION = {"drain", "drain_max_h", "zero_data_wait", "breakdown", "deadline_bound_slack_pp"}
#: ``[power]``: what draws power besides the jobs' GPUs (docs/accounting.md).
_POWER = {"idle", "host_idle_w_per_gpu", "power_down", "wake_s", "idle_horizon", "gpu_idle"}
_IDLE_MODES = ("none", "charged")
#: Over what the installed capacity's idle draw is charged (``[power] idle_horizon``).
IDLE_HORIZONS = ("run", "window")
#: ``[power] gpu_idle``: which GPU idle board powers the GPU table uses
#: (``models.it_power.GPU_IDLE_TABLES``); absent = ``"assumed-10pct"``, the gs-v1 table.
GPU_IDLE_TABLES = ("assumed-10pct", "measured-v1")


def _bool(ctx: _Ctx, d: dict[str, Any], key: str, name: str, default: bool) -> bool:
    if name not in d:
        return default
    v = d[name]
    if not isinstance(v, bool):
        raise ctx.err(f"{key}.{name}", f"expected true or false, got {type(v).__name__} {v!r}")
    return v


def _simulation_table(ctx: _Ctx, raw: dict[str, Any]) -> dict[str, Any]:
    """``[simulation]``: drain, its horizon bound, the zero-data wait, breakdown metrics."""
    sim = ctx.table(raw.get("simulation", {}), "simulation")
    ctx.keys(sim, "simulation", _SIMULATION)
    out = {
        "drain": _bool(ctx, sim, "simulation", "drain", False),
        "drain_max_h": ctx.num(sim, "simulation", "drain_max_h", lo=0),
        # true = the gs-v1 behaviour: a job moved with data_gb = 0 still waits one latency
        "zero_data_wait": _bool(ctx, sim, "simulation", "zero_data_wait", True),
        "breakdown": _bool(ctx, sim, "simulation", "breakdown", False),
    }
    if "deadline_bound_slack_pp" in sim:  # kept only where written: older files keep their hash
        # the reference's record carries the deadline-aware bound at its SLO violations + this
        # slack (gridshift.benchmark.bound_lp.deadline_bound_metrics; gs-v3)
        out["deadline_bound_slack_pp"] = ctx.num(sim, "simulation", "deadline_bound_slack_pp",
                                                 lo=0, hi=100)
        if not out["drain"]:
            raise ctx.err("simulation.deadline_bound_slack_pp", "needs drain = true (the "
                          "deadline-aware bound scores every job, as the drain does)")
    return out


def _power_table(ctx: _Ctx, raw: dict[str, Any]) -> dict[str, Any]:
    """``[power]``: whether powered-on capacity draws idle power, and the host's share."""
    pw = ctx.table(raw.get("power", {}), "power")
    ctx.keys(pw, "power", _POWER)
    out = {
        "idle": ctx.string(pw, "power", "idle", default="none", choices=_IDLE_MODES),
        "host_idle_w_per_gpu": ctx.num(pw, "power", "host_idle_w_per_gpu",
                                       bound="power.host_idle_w_per_gpu"),
        "power_down": _bool(ctx, pw, "power", "power_down", False),
        "wake_s": ctx.num(pw, "power", "wake_s", bound="power.wake_s"),
        "idle_horizon": ctx.string(pw, "power", "idle_horizon", default="run",
                                   choices=IDLE_HORIZONS),
    }
    if "idle_horizon" in pw and out["idle"] != "charged":
        raise ctx.err("power.idle_horizon", "needs idle = \"charged\" (it says over what the "
                                            "installed capacity's idle draw is charged)")
    if "gpu_idle" in pw:  # only when set, so existing files' options stay as they were
        out["gpu_idle"] = ctx.string(pw, "power", "gpu_idle", choices=GPU_IDLE_TABLES)
    if out["power_down"]:
        if out["idle"] != "charged":
            raise ctx.err("power.power_down", "needs idle = \"charged\" (powering capacity "
                                              "down only matters when idle capacity draws power)")
        if out["wake_s"] is None:
            raise ctx.err("power.wake_s", "is required with power_down = true: the seconds a "
                                          "powered-off GPU server needs before it can take jobs")
    return out
#: ``[levers]``: operator levers a policy may use (docs/levers-elastic.md); all off by default.
_LEVERS = {"elastic", "power_capping", "serial_fraction", "elastic_kinds", "elastic_range",
           "rescale_overhead_s", "cap_throughput_exponent", "power_limits_w",
           "power_cap_model"}


def _levers_table(ctx: _Ctx, raw: dict[str, Any]) -> dict[str, Any]:
    """``[levers]``: elastic GPU counts and GPU power capping (both off by default)."""
    lv = ctx.table(raw.get("levers", {}), "levers")
    ctx.keys(lv, "levers", _LEVERS)
    out: dict[str, Any] = {
        "elastic": _bool(ctx, lv, "levers", "elastic", False),
        "power_capping": _bool(ctx, lv, "levers", "power_capping", False),
        "rescale_overhead_s": ctx.num(lv, "levers", "rescale_overhead_s",
                                     bound="levers.rescale_overhead_s") or 0.0,
        "cap_throughput_exponent": ctx.num(lv, "levers", "cap_throughput_exponent", lo=0,
                                           hi=1, lo_open=True),
        "serial_fraction": None, "elastic_kinds": [], "elastic_range": None,
        "power_limits_w": None,
    }
    if "power_cap_model" in lv:  # a named power-throughput model (gridshift.models.levers)
        from gridshift.models.levers import POWER_CAP_MODELS

        m = ctx.string(lv, "levers", "power_cap_model", choices=tuple(POWER_CAP_MODELS))
        if out["cap_throughput_exponent"] is not None:
            raise ctx.err("levers.power_cap_model", "and cap_throughput_exponent both set the "
                                                    "power-throughput exponent; keep one")
        out["cap_throughput_exponent"] = POWER_CAP_MODELS[m]
    if "serial_fraction" in lv:
        sf = ctx.table(lv["serial_fraction"], "levers.serial_fraction")
        ctx.keys(sf, "levers.serial_fraction", {"train", "infer", "batch"})
        out["serial_fraction"] = {k: ctx.num(sf, "levers.serial_fraction", k, lo=0, hi=0.999)
                                  for k in sf}
    if "elastic_kinds" in lv:
        ks = lv["elastic_kinds"]
        if not isinstance(ks, list) or not all(k in ("train", "infer", "batch") for k in ks):
            raise ctx.err("levers.elastic_kinds", f"is {ks!r}; expected a list of job kinds "
                                                  "(train, infer, batch)")
        out["elastic_kinds"] = list(ks)
    if "elastic_range" in lv:
        rg = lv["elastic_range"]
        if (not isinstance(rg, list) or len(rg) != 2
                or not all(isinstance(v, int | float) and not isinstance(v, bool) for v in rg)
                or not 0 < rg[0] <= 1 <= rg[1]):
            raise ctx.err("levers.elastic_range", f"is {rg!r}; expected [lo, hi] with "
                                                  "0 < lo <= 1 <= hi (factors of a job's gpus)")
        out["elastic_range"] = [float(rg[0]), float(rg[1])]
    if bool(out["elastic_kinds"]) != (out["elastic_range"] is not None):
        raise ctx.err("levers.elastic_range", "elastic_kinds and elastic_range go together "
                                              "(which kinds are elastic, and by how much)")
    if "power_limits_w" in lv:
        pl_ = ctx.table(lv["power_limits_w"], "levers.power_limits_w")
        lim: dict[str, list[float]] = {}
        for g, v in pl_.items():
            if (not isinstance(v, list) or len(v) != 2 or not all(
                    isinstance(x, int | float) and not isinstance(x, bool) for x in v)
                    or not 0 < v[0] <= v[1]):
                raise ctx.err(f"levers.power_limits_w.{g}", f"is {v!r}; expected [min_w, "
                                                            "max_w] with 0 < min_w <= max_w")
            for i, x in enumerate(v):
                ctx.num({f"{g}[{i}]": x}, "levers.power_limits_w", f"{g}[{i}]",
                        bound="levers.power_limits_w.<type>")
            lim[g] = [float(v[0]), float(v[1])]
        out["power_limits_w"] = lim
    return out


#: ``[regions.<id>.solar]``: on-site PV (docs/levers.md; gridshift.models.solar).
_SOLAR = {"kwp", "tilt_deg", "azimuth_deg", "losses_pct", "gamma_pdc_per_c", "dc_ac_ratio",
          "eta_inv_nom", "albedo", "transposition", "temperature_model", "altitude_m",
          "wind_speed_m_s", "cloud_cover_pct", "embodied_g_per_kwh"}
#: ``[regions.<id>.battery]``: on-site battery (docs/levers.md; gridshift.models.battery).
_BATTERY = {"energy_kwh", "power_kw", "round_trip_eff", "soc_min", "soc_max", "soc_init",
            "lifetime_years", "embodied_kg_per_kwh"}
#: ``[energy]``: what happens to on-site surplus, and the batteries' default dispatch.
_ENERGY = {"export", "discharge_above"}
EXPORT_MODES = ("curtail", "credit")


def _solar_table(ctx: _Ctx, spec: Any, key: str) -> dict[str, Any]:
    """``[regions.<id>.solar]``: kWp, tilt and azimuth required; PVWatts v5 defaults else."""
    from gridshift.models.solar import TRANSPOSITION_MODELS

    d = ctx.table(spec, key)
    ctx.keys(d, key, _SOLAR, {"kwp", "tilt_deg", "azimuth_deg"})
    out: dict[str, Any] = {
        "kwp": ctx.num(d, key, "kwp", bound="regions.<id>.solar.kwp"),
        "tilt_deg": ctx.num(d, key, "tilt_deg", lo=0, hi=90),
        "azimuth_deg": ctx.num(d, key, "azimuth_deg", lo=0, hi=360),
    }
    bounds = {"losses_pct": (0, 99), "gamma_pdc_per_c": (-0.05, 0.0), "dc_ac_ratio": (0.5, 3),
              "eta_inv_nom": (0.5, 1.0), "albedo": (0.0, 1.0), "altitude_m": (-500, 9000),
              "wind_speed_m_s": (0, 100), "cloud_cover_pct": (0, 100),
              "embodied_g_per_kwh": (0, 1e4)}
    if d.get("wind_speed_m_s") == "weather":  # the weather card's measured wind, per step
        out["wind_speed_m_s"] = "weather"
        bounds.pop("wind_speed_m_s")
    for k, (lo, hi) in bounds.items():
        if k in d:
            out[k] = ctx.num(d, key, k, lo=lo, hi=hi)
    if "transposition" in d:
        out["transposition"] = ctx.string(d, key, "transposition", choices=TRANSPOSITION_MODELS)
    if "temperature_model" in d:
        out["temperature_model"] = ctx.string(d, key, "temperature_model", choices=(
            "open_rack_glass_glass", "close_mount_glass_glass", "open_rack_glass_polymer",
            "insulated_back_glass_polymer"))
    return out


def _battery_table(ctx: _Ctx, spec: Any, key: str) -> dict[str, Any]:
    """``[regions.<id>.battery]``: energy and power required; NREL 2021 defaults else."""
    d = ctx.table(spec, key)
    ctx.keys(d, key, _BATTERY, {"energy_kwh", "power_kw"})
    out: dict[str, Any] = {
        "energy_kwh": ctx.num(d, key, "energy_kwh", bound="regions.<id>.battery.energy_kwh"),
        "power_kw": ctx.num(d, key, "power_kw", bound="regions.<id>.battery.power_kw"),
    }
    if "round_trip_eff" in d:
        out["round_trip_eff"] = ctx.num(d, key, "round_trip_eff", lo=0, lo_open=True, hi=1)
    for k in ("soc_min", "soc_max", "soc_init"):
        if k in d:
            out[k] = ctx.num(d, key, k, lo=0, hi=1)
    lo, hi = out.get("soc_min", 0.0), out.get("soc_max", 1.0)
    if lo >= hi:
        raise ctx.err(f"{key}.soc_max", f"is {hi}; must be above soc_min {lo}")
    init = out.get("soc_init", 0.5)
    if not lo <= init <= hi:
        raise ctx.err(f"{key}.soc_init", f"is {init}; must lie in soc_min .. soc_max "
                                         f"({lo} .. {hi})")
    if "lifetime_years" in d:
        out["lifetime_years"] = ctx.num(d, key, "lifetime_years", lo=0, lo_open=True, hi=100)
    if "embodied_kg_per_kwh" in d:
        out["embodied_kg_per_kwh"] = ctx.num(d, key, "embodied_kg_per_kwh", lo=0, hi=1e4)
    return out


def _energy_table(ctx: _Ctx, raw: dict[str, Any]) -> dict[str, Any]:
    """``[energy]``: ``export`` (curtail | credit) and ``discharge_above`` (gCO2/kWh or qNN)."""
    en = ctx.table(raw.get("energy", {}), "energy")
    ctx.keys(en, "energy", _ENERGY)
    out: dict[str, Any] = {
        "export": ctx.string(en, "energy", "export", default="curtail", choices=EXPORT_MODES)}
    v = en.get("discharge_above", "q50")
    if isinstance(v, str):
        ok = len(v) > 1 and v[0] == "q" and v[1:].replace(".", "", 1).isdigit() \
            and 0 <= float(v[1:]) <= 100
        if not ok:
            raise ctx.err("energy.discharge_above", f"is {v!r}; expected a grid intensity in "
                          "gCO2/kWh (a number) or a percentile of the window's intensity at the "
                          "site, \"q0\" .. \"q100\" (e.g. \"q75\")")
        out["discharge_above"] = v
    else:
        out["discharge_above"] = ctx.num(en, "energy", "discharge_above",
                                         bound="energy.discharge_above")
    return out


#: ``[policy]``: what a policy is given. ``seed_stream = "independent"`` makes ``info.seed``
#: independent of the run seed (see :func:`gridshift.sim.simulator.policy_info`).
_POLICY = {"seed_stream"}
SEED_STREAMS = ("legacy", "independent")


def _source(ctx: _Ctx, d: dict[str, Any], key: str, base: Path) -> str:
    src = ctx.string(d, key, "source", default="synthetic")
    if src == "synthetic":
        return src
    if "/" in src or src.endswith((".csv", ".parquet", ".csv.gz")):
        p = (base / src).resolve()
        if not p.exists():
            raise ctx.err(f"{key}.source", f"file {p} does not exist")
        return src
    return src  # a dataset card name, checked when the world is built


# ------------------------------------------------------- robustness checks (docs/errors.md)

#: Keys a signals *file* takes besides ``_SIGNALS``: ``gap_fill``, how to fill a gap longer
#: than one of its own steps (absent means "error"). Cards fill by their documented rule.
_SIGNALS_FILE = {"gap_fill"}
GAP_FILL = ("error", "hold", "interpolate")
#: Largest GPU count of one type in one region (an engineering bound: int64 capacity sums).
MAX_GPUS_PER_POOL = 10**9
#: Largest forecast error (a relative error of 1000 %) and deadline slack accepted.
MAX_FORECAST_ERROR = 10.0
MAX_DEADLINE_SLACK = 1e6

#: Fewest decision epochs a window may hold. With one, the only epoch is at ``start`` and every
#: job submitted after it is never seen (``step_s`` equal to a two-day window ran 0 of 388 jobs).
MIN_STEPS = 2
#: Largest transfer energy intensity [kWh/GB]: 9x Aslan et al.'s trend taken back to 2000,
#: their earliest year (0.06 kWh/GB in 2015, halving every 2 years: 0.06 * 2**7.5 = 10.9).
_TRANSFER_MAX = 100.0
#: Largest power of one GPU type [W]: above a whole 8-GPU server modelled as one unit (NVIDIA
#: DGX B200 User Guide, power specifications: 14.3 kW max); the GPU table's largest is 750 W.
_GPU_W_MAX = 20_000.0

#: The plausible range of every numeric scenario key that has a physical meaning, with its
#: reason: key (``<id>``/``<type>`` stand for any region id or GPU type) -> (lo, hi, lo is
#: exclusive, reason). A value outside is a ScenarioError naming the key, the value, the range
#: and the reason (issue 32: ``pue = 1e300`` gave ``carbon_kg: null`` with exit code 0). The
#: same table is in docs/errors.md ("Plausible ranges"); a test checks the two agree. These are
#: bounds on what can be real, not on what is typical: every shipped scenario is inside.
INPUT_BOUNDS: dict[str, tuple[float | None, float | None, bool, str]] = {
    "step_s": (1, 86_400, False,
               "signals are hourly or finer (DESIGN.md, data contracts); a step over one day "
               "averages away the daily cycle that carbon-aware scheduling shifts work into"),
    "forecast.horizon_h": (0, 720, False,
                           "operational forecasts reach 72 h (Electricity Maps forecast API, "
                           "horizon_hours 6..72) or 48 h (National Grid ESO carbon intensity "
                           "API); 720 h is 10x that, and every epoch forecasts the whole "
                           "horizon, so it bounds a run's work"),
    "forecast.history_h": (0, 8_760, False,
                           "one year of past actuals (a year's seasonality); the history is "
                           "padded onto every signal array"),
    "signals.synthetic_lead_in_h": (0, 8_760, False,
                                    "as forecast.history_h, which it must cover"),
    "forecast.error": (0, MAX_FORECAST_ERROR, False,
                       "a relative error of 1000 %; an engineering bound"),
    "forecast.ar1": (0, 1, False, "an AR(1) coefficient: 0..1 keeps the noise stationary"),
    "jobs.deadline_slack": (1.0, MAX_DEADLINE_SLACK, False,
                            "a deadline before submit + duration cannot be met; the upper bound "
                            "is an engineering one"),
    "jobs.max_gpus": (1, MAX_GPUS_PER_POOL, False, "as regions.<id>.gpus.<type>"),
    "jobs.data_gb_scale": (0, 1_000, False,
                           "a multiplier of each job's data; gridshift sensitivity spans x0.1 "
                           "to x10, and 1000x turns the largest cited size (250 GB) into "
                           "250 TB per job"),
    "network.transfer_kwh_per_gb": (0, _TRANSFER_MAX, False,
                                    "9x Aslan et al. 2018's trend (J. Ind. Ecol. 22(4)) taken "
                                    "back to 2000, its earliest year: 10.9 kWh/GB"),
    "network.egress_usd_per_gb": (0, 10, False,
                                  "60x the dearest list price of the shipped egress matrices "
                                  "(egress-azure: 0.16 USD/GB)"),
    "network.bandwidth_gbps": (0, 10_000, True,
                               "12.5 ports of the fastest standard Ethernet (800 Gb/s, IEEE "
                               "802.3df-2024) for one transfer"),
    "network.latency_ms": (0, 10_000, False,
                           "20x a geostationary satellite round trip (4 x 35,786 km at the "
                           "speed of light: 477 ms)"),
    "network.bandwidth_scale": (0, 1_000, True,
                                "a sensitivity multiplier of the bandwidth"),
    "gpu_types.<type>.idle_w": (0, _GPU_W_MAX, False,
                                "above a whole 8-GPU server as one unit (NVIDIA DGX B200: "
                                "14.3 kW max)"),
    "gpu_types.<type>.max_w": (0, _GPU_W_MAX, False,
                               "above a whole 8-GPU server as one unit (NVIDIA DGX B200: "
                               "14.3 kW max)"),
    "gpu_types.<type>.speed": (0, 1_000, True,
                               "throughput relative to the reference GPU; the GPU table's "
                               "fastest is 2.8 (H200), 8 of them as one unit 22.4"),
    "gpu_types.<type>.embodied_kgco2e": (0, 10_000, False,
                                         "67x the GPU table's largest (V100, 150 kgCO2e), room "
                                         "for a whole server as one unit"),
    "gpu_types.<type>.lifetime_years": (0, 100, True,
                                        "a lifetime of 0 makes the amortised embodied carbon "
                                        "infinite; 100 years as for batteries"),
    "regions.<id>.gpus.<type>": (0, MAX_GPUS_PER_POOL, False,
                                 "an engineering bound: capacity sums stay within int64"),
    "regions.<id>.lat": (-90, 90, False, "degrees of latitude, by definition"),
    "regions.<id>.lon": (-180, 180, False, "degrees of longitude, by definition"),
    "regions.<id>.pue": (1.0, 3.0, False,
                         "PUE is total facility power over IT power, so at least 1 (ISO/IEC "
                         "30134-2); the Uptime Institute 2023 survey's industry average is "
                         "1.58, and 3.0 leaves room for the least efficient legacy sites"),
    "regions.<id>.wue_l_per_kwh": (0, 10, False,
                                   "5.6x the US average on-site WUE of about 1.8 L/kWh "
                                   "(Shehabi et al. 2016, LBNL-1005775)"),
    "power.host_idle_w_per_gpu": (0, _GPU_W_MAX, False,
                                  "as gpu_types.<type>.idle_w"),
    "power.wake_s": (0, 86_400, False,
                     "a powered-off GPU server boots in minutes; one day is a margin"),
    "levers.rescale_overhead_s": (0, 86_400, False,
                                  "a checkpoint-and-restart takes minutes; one day is a margin"),
    "levers.power_limits_w.<type>": (0, _GPU_W_MAX, True,
                                     "as gpu_types.<type>.max_w"),
    "regions.<id>.solar.kwp": (0, 1e7, True,
                               "10 GWp, above the largest PV plants (a few GWp, e.g. Bhadla "
                               "Solar Park, 2.2 GW)"),
    "regions.<id>.battery.energy_kwh": (0, 1e7, True,
                                        "10 GWh, above the largest batteries (a few GWh, e.g. "
                                        "Moss Landing, 3 GWh)"),
    "regions.<id>.battery.power_kw": (0, 1e7, True,
                                      "10 GW, above the largest batteries (Moss Landing: "
                                      "750 MW)"),
    "energy.discharge_above": (0, 5_000, False,
                               "the bound of the carbon signal itself (signal plausible "
                               "ranges, gridshift.datasets.schemas.SIGNAL_BOUNDS)"),
}


def _check_gap_fill(ctx: _Ctx, signals: dict[str, Any]) -> None:
    if "gap_fill" not in signals:
        return
    if signals["source"] == "synthetic" or not signals["source"].endswith(
            (".csv", ".parquet", ".csv.gz")):
        raise ctx.err("signals.gap_fill", "applies to a signals file only; synthetic "
                                          "signals have no gaps and dataset cards fill "
                                          "gaps by their documented rule (docs/errors.md)")
    ctx.string(signals, "signals", "gap_fill", choices=GAP_FILL)


#: History [h] of files without ``[signals] synthetic_lead_in_h``: their synthetic series start
#: ``history_h`` before ``start``, and every shipped one has the default, 24 h.
SYNTHETIC_DEFAULT_HISTORY_H = 24.0


def _check_synthetic_history(ctx: _Ctx, signals: dict[str, Any],
                             forecast: dict[str, Any]) -> None:
    """Refuse a synthetic-signals file whose ``history_h`` would change the scored world.

    Without ``[signals] synthetic_lead_in_h`` the generated series begin ``history_h`` before
    ``start`` (the meaning of every file written before the key, kept), so a history other than
    the default 24 h draws other signals inside the window (check-v1 at 48 h: 76.82 instead of
    75.03 kg). Such a file is refused, naming the key that fixes the series' start.
    """
    if signals["source"] != "synthetic" or "synthetic_lead_in_h" in signals:
        return
    hist = float(forecast["history_h"])
    if hist == SYNTHETIC_DEFAULT_HISTORY_H:
        return
    d = SYNTHETIC_DEFAULT_HISTORY_H
    fix = (f"synthetic_lead_in_h = {d:g} (the signals of the default {d:g} h history)"
           if hist < d else
           f"synthetic_lead_in_h = {hist:g} (the signals this history gave so far)")
    raise ctx.err("forecast.history_h", f"is {hist:g} h with synthetic signals and no [signals] "
                  "synthetic_lead_in_h: the generated series would start history_h before start, "
                  "so the history would change the signals inside the window being scored; set "
                  f"[signals] {fix}; any lead-in >= history_h fixes where the series starts, so "
                  f"history_h then changes only what a policy sees of the past (or leave "
                  f"history_h at {d:g} h)")


#: Deepest nesting of tables and arrays a scenario may have (the shipped files nest 4 deep;
#: a 5,000-deep array raised RecursionError with a traceback).
MAX_NESTING = 32


def _check_depth(ctx: _Ctx, raw: Any) -> None:
    """Refuse a document nested deeper than :data:`MAX_NESTING` (walked without recursion)."""
    stack: list[tuple[Any, int, str]] = [(raw, 0, "")]
    while stack:
        node, depth, key = stack.pop()
        if depth > MAX_NESTING:
            raise ctx.err(key or "<document>", f"is nested {depth} levels deep; a scenario nests "
                          f"tables and arrays at most {MAX_NESTING} deep")
        if isinstance(node, dict):
            stack.extend((v, depth + 1, f"{key}.{k}" if key else str(k)) for k, v in node.items())
        elif isinstance(node, list):
            stack.extend((v, depth + 1, f"{key}[{i}]") for i, v in enumerate(node))


def _check_finite(ctx: _Ctx, node: Any, key: str = "") -> None:
    """Reject a NaN or infinite float anywhere in the document, naming its key path."""
    if isinstance(node, float) and not math.isfinite(node):
        raise ctx.err(key or "<document>", f"is {node}; expected a finite number")
    if isinstance(node, dict):
        for k, v in node.items():
            _check_finite(ctx, v, f"{key}.{k}" if key else str(k))
    elif isinstance(node, list):
        for i, v in enumerate(node):
            _check_finite(ctx, v, f"{key}[{i}]")


def _check_resources(ctx: _Ctx, raw: dict[str, Any], jobs: dict[str, Any], n_steps: int,
                     forecast: dict[str, Any], step_s: int) -> None:
    """Refuse a scenario whose size breaks a documented limit (:mod:`gridshift.limits`)."""
    from gridshift import limits

    regions = raw.get("regions")
    n_regions = len(regions) if isinstance(regions, dict) else 1
    # floats throughout: a finite horizon_h of 1e308 h is an infinite number of steps
    hist = float(forecast["history_h"]) * 3600 / step_s
    hor = float(forecast["horizon_h"]) * 3600 / step_s
    cells = (n_steps + hist + hor + 1) * n_regions
    n_jobs = 0.0
    key = "step_s"
    if jobs["source"] == "synthetic":
        n_jobs = float(jobs["jobs_per_hour"]) * n_steps * step_s / 3600
        if n_jobs > limits.MAX_JOBS:
            key = "jobs.jobs_per_hour"
    problem = limits.resource_problem(n_jobs, cells, machine=False)
    if problem is not None:
        if key == "step_s" and (hist + hor) > n_steps:
            key = "forecast.horizon_h" if hor >= hist else "forecast.history_h"
        raise ctx.err(key, f"the scenario is too large: {problem}")


def _check_calendar(ctx: _Ctx, start: datetime, end: datetime,
                    forecast: dict[str, Any]) -> None:
    """Refuse a history that reaches before year 1 or a horizon past year 9999 (the calendar
    the window's timestamps live in; a lead-in of millions of hours passes the size limits
    when a scenario has few regions)."""
    for name, base, sign, edge in (("history_h", start, -1, "before year 1"),
                                   ("horizon_h", end, 1, "past year 9999")):
        hours = float(forecast[name])
        try:
            base + sign * timedelta(hours=hours)
        except OverflowError:
            raise ctx.err(f"forecast.{name}", f"{hours:g} h from {base.isoformat()} reaches "
                          f"{edge}; expected hours that stay within the calendar") from None


def _signals_table(ctx: _Ctx, raw: dict[str, Any], base: Path) -> dict[str, Any]:
    """``[signals]``: the source (synthetic, a file or a dataset card) and its checked keys."""
    signals = dict(ctx.table(raw.get("signals", {}), "signals"))
    signals["source"] = _source(ctx, signals, "signals", base)
    if signals["source"] == "synthetic" or signals["source"].endswith(
            (".csv", ".parquet", ".csv.gz")):
        ctx.keys(signals, "signals", _SIGNALS | _SIGNALS_FILE)
    # with a dataset card, the other keys are the loader's options (it rejects unknown ones)
    for k in ("price", "weather", "marginal"):
        ctx.string(signals, "signals", k)
    if "marginal_zones" in signals:
        mz = ctx.table(signals["marginal_zones"], "signals.marginal_zones")
        for k in mz:
            ctx.string(mz, "signals.marginal_zones", k)
    if "carbon_column" in signals:
        ctx.string(signals, "signals", "carbon_column", choices=CARBON_COLUMNS)
        if signals["source"] == "synthetic" and signals["carbon_column"] != CARBON_COLUMNS[0]:
            raise ctx.err("signals.carbon_column", f"is {signals['carbon_column']!r}, but the "
                          "synthetic generators make only carbon_gco2_per_kwh; use a signals "
                          "file or card with that column")
    if "alignment" in signals:
        ctx.string(signals, "signals", "alignment", choices=ALIGNMENTS)
    if "synthetic_lead_in_h" in signals:
        if signals["source"] != "synthetic":
            raise ctx.err("signals.synthetic_lead_in_h", "applies to source = \"synthetic\" "
                          "only")
        ctx.num(signals, "signals", "synthetic_lead_in_h", bound="signals.synthetic_lead_in_h")
    return signals


def _jobs_table(ctx: _Ctx, raw: dict[str, Any], base: Path) -> dict[str, Any]:
    """``[jobs]``: the source (synthetic, a file or a card), deadlines, the generator's
    and the data-size keys, runtime estimates."""
    jobs = ctx.table(raw.get("jobs", {}), "jobs")
    jobs = dict(jobs)
    jobs["source"] = _source(ctx, jobs, "jobs", base)
    if jobs["source"] == "synthetic" or jobs["source"].endswith((".csv", ".parquet", ".csv.gz")):
        allowed = _JOBS_SYNTH if jobs["source"] == "synthetic" else {
            "source", "deadline_slack", "data_gb_scale", "data_size_model", "runtime_estimate",
            "runtime_limit", "estimate_accuracy_min", "estimate_reach_limit"}
        ctx.keys(jobs, "jobs", allowed)
    jobs["deadline_slack"] = ctx.num(jobs, "jobs", "deadline_slack", default=1.5,
                                     bound="jobs.deadline_slack")
    if jobs["source"] == "synthetic":
        jobs["jobs_per_hour"] = ctx.num(jobs, "jobs", "jobs_per_hour", default=100.0, lo=0)
        if "region_weights" in jobs:
            rw = ctx.table(jobs["region_weights"], "jobs.region_weights")
            for k in rw:
                ctx.num(rw, "jobs.region_weights", k, lo=0)
        if "max_gpus" in jobs:
            ctx.num(jobs, "jobs", "max_gpus", integer=True, bound="jobs.max_gpus")
    ctx.string(jobs, "jobs", "data_size_model", choices=DATA_SIZE_MODELS)
    if "data_gb_scale" in jobs:
        ctx.num(jobs, "jobs", "data_gb_scale", bound="jobs.data_gb_scale")
    _estimate_keys(ctx, jobs)
    return jobs


def _network_table(ctx: _Ctx, raw: dict[str, Any]
                   ) -> tuple[dict[str, Any], dict[str, Any]]:
    """``[network]`` as written and checked: transfer energy, bandwidth (a value or a named
    model), egress price, latency (the second dict: the values the run uses)."""
    network = ctx.table(raw.get("network", {}), "network")
    ctx.keys(network, "network", _NETWORK)
    net = {
        # Aslan et al. 2018, J. Industrial Ecology 22(4): 0.06 kWh/GB for 2015 (see models.network)
        "transfer_kwh_per_gb": ctx.string(network, "network", "transfer_kwh_per_gb",
                                          choices=TRANSFER_MODELS)
        if isinstance(network.get("transfer_kwh_per_gb"), str) else
        ctx.num(network, "network", "transfer_kwh_per_gb", default=0.06,
                bound="network.transfer_kwh_per_gb"),
        "bandwidth_gbps": ctx.string(network, "network", "bandwidth_gbps",
                                     choices=BANDWIDTH_MODELS)
        if isinstance(network.get("bandwidth_gbps"), str) else
        ctx.num(network, "network", "bandwidth_gbps", default=10.0,
                bound="network.bandwidth_gbps"),
    }
    if "bandwidth_scale" in network:
        net["bandwidth_scale"] = ctx.num(network, "network", "bandwidth_scale",
                                         bound="network.bandwidth_scale")
    eg = network.get("egress_usd_per_gb", 0.02)
    if isinstance(eg, str):
        net["egress_usd_per_gb"] = eg
    else:
        net["egress_usd_per_gb"] = ctx.num(network, "network", "egress_usd_per_gb", default=0.02,
                                           bound="network.egress_usd_per_gb")
    lat = network.get("latency_ms", "great-circle")
    if isinstance(lat, str):
        if lat != "great-circle":
            raise ctx.err("network.latency_ms", f"is {lat!r}; expected a number of ms or "
                                                "\"great-circle\"")
        net["latency_ms"] = lat
    else:
        net["latency_ms"] = ctx.num(network, "network", "latency_ms",
                                    bound="network.latency_ms")
    return network, net


def _region(ctx: _Ctx, rid: str, spec: Any) -> RegionSpec:
    """``[regions.<rid>]``: capacity, PUE or a cooling design, WUE or water, location, and
    the optional on-site PV and battery."""
    key = f"regions.{rid}"
    spec = ctx.table(spec, key)
    ctx.keys(spec, key, _REGION, {"gpus"})
    gpus = ctx.table(spec["gpus"], f"{key}.gpus")
    for gname in gpus:
        ctx.num(gpus, f"{key}.gpus", gname, integer=True, bound="regions.<id>.gpus.<type>")
    if sum(gpus.values()) <= 0:
        raise ctx.err(f"{key}.gpus", "has no capacity; give at least one GPU type a count > 0")
    pue = ctx.num(spec, key, "pue", bound="regions.<id>.pue")
    cooling = spec.get("cooling")
    if cooling is not None:
        cooling = ctx.table(cooling, f"{key}.cooling")
        if "design" not in cooling:
            raise ctx.err(f"{key}.cooling.design", "is required (a cooling design name)")
    if pue is not None and cooling is not None:
        raise ctx.err(f"{key}.pue", "give either a fixed pue or a cooling table, not both")
    if pue is None and cooling is None:
        raise ctx.err(f"{key}.pue", "is missing: give a fixed pue (e.g. 1.2) or a cooling "
                                    "table (e.g. cooling = { design = "
                                    "\"chilled-water-economiser\" })")
    wue = ctx.num(spec, key, "wue_l_per_kwh", bound="regions.<id>.wue_l_per_kwh")
    water = spec.get("water")
    if water is not None:
        water = ctx.table(water, f"{key}.water")
    if wue is None and cooling is None and water is None:
        raise ctx.err(f"{key}.wue_l_per_kwh", "is missing: give a fixed on-site WUE in L/kWh "
                                              "(0 for dry cooling) or a cooling table")
    region = RegionSpec(
        id=rid,
        zone=ctx.string(spec, key, "zone", default=rid),
        lat=ctx.num(spec, key, "lat", bound="regions.<id>.lat"),
        lon=ctx.num(spec, key, "lon", bound="regions.<id>.lon"),
        gpus={g: int(n) for g, n in gpus.items()},
        pue=pue,
        wue_l_per_kwh=wue,
        cooling=cooling,
        water=water,
        archetype=ctx.string(spec, key, "archetype"),
        solar=None if "solar" not in spec else _solar_table(ctx, spec["solar"],
                                                             f"{key}.solar"),
        battery=None if "battery" not in spec else _battery_table(ctx, spec["battery"],
                                                                  f"{key}.battery"),
    )
    if "solar" in spec and (region.lat is None or region.lon is None):
        raise ctx.err(f"{key}.solar", "needs the region's lat and lon (the sun's position)")
    return region


def parse_scenario(raw: dict[str, Any], where: str = "<scenario>", base: Path | None = None,
                   path: Path | None = None) -> Scenario:
    """Validate a parsed TOML document and return a :class:`Scenario`.

    Raises:
        ScenarioError: naming ``where`` (the file), the key and what was expected; also when
            the scenario breaks a documented size limit (:mod:`gridshift.limits`), with the
            estimate.
    """
    from gridshift import limits
    from gridshift.workloads.spec import workload_tables

    ctx = _Ctx(where)
    base = base or Path.cwd()
    _check_depth(ctx, raw)
    _check_finite(ctx, raw)
    ctx.keys(raw, "", _TOP, {"id", "start", "end", "regions"})
    sid = ctx.string(raw, "", "id")
    desc = ctx.string(raw, "", "description", default="")
    start = ctx.time(raw, "start")
    end = ctx.time(raw, "end")
    if end <= start:
        raise ctx.err("end", f"{end.isoformat()} must be after start {start.isoformat()}")
    step_s = ctx.num(raw, "", "step_s", default=900, lo=1, integer=True)
    span = (end - start).total_seconds()
    if span % step_s:
        raise ctx.err("step_s", f"{step_s} s does not divide the window of {span:g} s; "
                                "choose end - start as a multiple of step_s")
    if span // step_s < MIN_STEPS:
        raise ctx.err("step_s", f"{step_s} s leaves {int(span // step_s)} decision epoch(s) in "
                                f"the window of {span:g} s; expected at least {MIN_STEPS} (with "
                                "one, the only epoch is at start and no job submitted after it "
                                "is ever placed); choose a shorter step_s")
    ctx.num(raw, "", "step_s", integer=True, bound="step_s")
    seed = ctx.num(raw, "", "seed", default=0, lo=0, hi=limits.MAX_SEED, integer=True)
    track = ctx.string(raw, "", "track", default="forecast", choices=_TRACKS)

    signals = _signals_table(ctx, raw, base)
    jobs = _jobs_table(ctx, raw, base)

    forecast = ctx.table(raw.get("forecast", {}), "forecast")
    ctx.keys(forecast, "forecast", _FORECAST)
    forecast = {
        "model": ctx.string(forecast, "forecast", "model", default="noisy",
                            choices=_FORECAST_MODELS),
        "error": ctx.num(forecast, "forecast", "error", default=0.05, bound="forecast.error"),
        "horizon_h": ctx.num(forecast, "forecast", "horizon_h", default=48, lo=0),
        "history_h": ctx.num(forecast, "forecast", "history_h", default=24, lo=0),
        "ar1": ctx.num(forecast, "forecast", "ar1", default=0.9, bound="forecast.ar1"),
    }
    if forecast["model"] == "perfect" and track != "clairvoyant":
        raise ctx.err("forecast.model", "'perfect' forecasts are only allowed with "
                                        "track = \"clairvoyant\"")
    _check_gap_fill(ctx, signals)
    _check_resources(ctx, raw, jobs, int(span // step_s), forecast, int(step_s))
    _check_calendar(ctx, start, end, forecast)
    # after the size and calendar checks, which name the larger problems first
    for name in ("horizon_h", "history_h"):
        ctx.num(forecast, "forecast", name, bound=f"forecast.{name}")
    _check_synthetic_history(ctx, signals, forecast)

    network, net = _network_table(ctx, raw)

    gpu_types: dict[str, dict[str, Any]] = {}
    for name, spec in ctx.table(raw.get("gpu_types", {}), "gpu_types").items():
        key = f"gpu_types.{name}"
        spec = ctx.table(spec, key)
        ctx.keys(spec, key, _GPU)
        g = {k: ctx.num(spec, key, k, bound=f"gpu_types.<type>.{k}") for k in _GPU if k in spec}
        if "speed" in g and g["speed"] <= 0:
            raise ctx.err(f"{key}.speed", f"is {g['speed']}; must be > 0")
        if "idle_w" in g and "max_w" in g and g["max_w"] < g["idle_w"]:
            raise ctx.err(f"{key}.max_w", f"is {g['max_w']} W, below idle_w {g['idle_w']} W")
        gpu_types[name] = g

    regions_raw = ctx.table(raw["regions"], "regions")
    if not regions_raw:
        raise ctx.err("regions", "has no region; define at least one [regions.<id>] table")
    regions = []
    for rid, spec in regions_raw.items():
        regions.append(_region(ctx, rid, spec))
    for k in (jobs.get("region_weights") or {}) if jobs["source"] == "synthetic" else ():
        if k not in regions_raw:
            raise ctx.err(f"jobs.region_weights.{k}", "is not a region of the scenario; expected "
                          f"one of its region ids ({', '.join(regions_raw)})")
    metrics = ctx.table(raw.get("metrics", {}), "metrics")
    ctx.keys(metrics, "metrics", _METRICS)
    simulation = _simulation_table(ctx, raw)
    power = _power_table(ctx, raw)
    levers = _levers_table(ctx, raw)
    energy = _energy_table(ctx, raw) if "energy" in raw else None
    if energy is not None and not any(r.solar or r.battery for r in regions):
        raise ctx.err("energy", "applies to sites with on-site PV or a battery; add a "
                                "[regions.<id>.solar] or [regions.<id>.battery] table")
    if (levers["elastic"] or levers["power_capping"]) and any(
            r.solar or r.battery for r in regions):
        raise ctx.err("levers", "on-site PV/batteries together with elastic jobs or power "
                                "capping are not supported yet (the site balance would not "
                                "see rescaled or capped power); drop one of them")
    pol_tab = ctx.table(raw.get("policy", {}), "policy")
    ctx.keys(pol_tab, "policy", _POLICY)
    pol_tab = {"seed_stream": ctx.string(pol_tab, "policy", "seed_stream", default="legacy",
                                         choices=SEED_STREAMS)}

    normalised = json.loads(json.dumps(
        {**raw, "start": start.isoformat(), "end": end.isoformat(), "step_s": step_s,
         "seed": seed, "track": track, "forecast": forecast,
         "network": {**network, **net}, "jobs": jobs, "signals": signals},
        default=str, sort_keys=True))
    return Scenario(
        id=sid, description=desc, start=start, end=end, step_s=int(step_s), seed=int(seed),
        track=track, signals=signals, jobs=jobs, forecast=forecast, network=net,
        gpu_types=gpu_types, regions=tuple(regions), path=path,
        extra={"metrics": metrics, "simulation": simulation, "power": power,
               "policy": pol_tab, **({"levers": levers} if "levers" in raw else {}),
               **({"energy": energy} if energy is not None else {}),
               # [workflows], [tiers], [events] where present (docs/workloads.md)
               **workload_tables(raw, ctx.err, jobs["source"], base)},
        normalised=normalised,
    )


def simulation_options(sc: Scenario) -> dict[str, Any]:
    """The ``[simulation]`` options of ``sc`` with their defaults (all off)."""
    out = {"drain": False, "drain_max_h": None, "zero_data_wait": True, "breakdown": False}
    out.update(sc.extra.get("simulation", {}))
    return out


def estimate_options(sc: Scenario) -> dict[str, Any]:
    """``[jobs] runtime_estimate``, ``runtime_limit``, ``estimate_accuracy_min`` and
    ``estimate_reach_limit`` of ``sc`` with their defaults (policies see the truth; no limit;
    the error model's constants, :mod:`gridshift.workloads.estimates`)."""
    from gridshift.workloads.estimates import ACCURACY_MIN, P_REACH_LIMIT

    return {"runtime_estimate": sc.jobs.get("runtime_estimate", "truth"),
            "runtime_limit": sc.jobs.get("runtime_limit", "none"),
            "estimate_accuracy_min": float(sc.jobs.get("estimate_accuracy_min", ACCURACY_MIN)),
            "estimate_reach_limit": float(sc.jobs.get("estimate_reach_limit", P_REACH_LIMIT))}


def _estimate_keys(ctx: _Ctx, jobs: dict[str, Any]) -> None:
    """``[jobs] runtime_estimate`` / ``runtime_limit`` checked (kept only where the file has
    them, so a file without them hashes as it always did)."""
    est = ctx.string(jobs, "jobs", "runtime_estimate", choices=RUNTIME_ESTIMATES)
    lim = ctx.string(jobs, "jobs", "runtime_limit", choices=RUNTIME_LIMITS)
    # the error model user-walltime-v1's two constants (docs/validity.md; the sensitivity
    # factors vary them): only where policies see requested times, where they mean something
    for name in ("estimate_accuracy_min", "estimate_reach_limit"):
        if name in jobs and est != "requested":
            raise ctx.err(f"jobs.{name}", "is set, but policies see the true run time; it needs "
                                          "runtime_estimate = \"requested\"")
    ctx.num(jobs, "jobs", "estimate_accuracy_min", lo=0.0, lo_open=True, hi=1.0)
    ctx.num(jobs, "jobs", "estimate_reach_limit", lo=0.0, hi=1.0)
    if lim == "kill" and est != "requested":
        raise ctx.err("jobs.runtime_limit", "is \"kill\", which needs runtime_estimate = "
                                            "\"requested\" (a job is killed at its requested "
                                            "time; with the truth nothing outlives its estimate)")


def power_options(sc: Scenario) -> dict[str, Any]:
    """The ``[power]`` options of ``sc`` with their defaults (idle power not charged)."""
    out = {"idle": "none", "host_idle_w_per_gpu": None, "power_down": False, "wake_s": None,
           "idle_horizon": "run"}
    out.update(sc.extra.get("power", {}))
    return out


def levers_options(sc: Scenario) -> dict[str, Any]:
    """The ``[levers]`` options of ``sc`` with their defaults (every lever off)."""
    out: dict[str, Any] = {"elastic": False, "power_capping": False, "rescale_overhead_s": 0.0,
                           "cap_throughput_exponent": None, "serial_fraction": None,
                           "elastic_kinds": [], "elastic_range": None, "power_limits_w": None}
    out.update(sc.extra.get("levers", {}))
    return out


def energy_options(sc: Scenario) -> dict[str, Any]:
    """The ``[energy]`` options of ``sc`` with their defaults (surplus curtailed; the default
    rule discharges above the window's median intensity)."""
    out: dict[str, Any] = {"export": "curtail", "discharge_above": "q50"}
    out.update(sc.extra.get("energy", {}))
    return out


#: The scenario ``gridshift run`` (and ``load_scenario(None)``) runs when none is named.
DEFAULT_SCENARIO = "quickstart-v4"


def builtin_scenarios() -> dict[str, Path]:
    """Scenario files shipped with the package: id (file stem) -> path."""
    out: dict[str, Path] = {}
    root = Path(str(resources.files("gridshift")))
    for p in sorted((root / "scenarios").glob("*.toml")):
        out[p.stem] = p
    for p in sorted((root / "benchmark" / "suites").glob("*/*.toml")):
        if p.stem != "suite":
            out.setdefault(p.stem, p)
    return out


def load_scenario(ref: str | Path | None = None) -> Scenario:
    """Load a scenario by path, ``gridshift:<path in the package>`` or built-in id.

    ``None`` loads the quickstart.

    Raises:
        ScenarioError: the file is missing, not TOML, or any key is invalid.
    """
    if ref is None:
        ref = DEFAULT_SCENARIO
    if isinstance(ref, str) and ref.startswith(PACKAGE_PREFIX):
        # a file shipped inside the package: the same ref works on every machine (clusters)
        ref = Path(str(resources.files("gridshift"))) / ref[len(PACKAGE_PREFIX):]
    p = Path(ref)
    if not p.suffix == ".toml" or not p.exists():
        known = builtin_scenarios()
        if str(ref) in known:
            p = known[str(ref)]
        elif p.suffix == ".toml":
            raise ScenarioError(f"{p}: file not found")
        else:
            import difflib

            close = difflib.get_close_matches(str(ref), list(known), n=1)
            hint = f"; did you mean {close[0]!r}?" if close else ""
            raise ScenarioError(f"unknown scenario {str(ref)!r}{hint} "
                                f"(known: {', '.join(known)}; or give a path to a .toml file)")
    try:
        data = p.read_bytes()
    except OSError as exc:
        raise ScenarioError(f"{p}: cannot be read ({exc.strerror or exc})") from None
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise ScenarioError(f"{p}: not a text file (byte {exc.start} is not UTF-8); expected "
                            "a TOML scenario file") from None
    if "\x00" in text:
        raise ScenarioError(f"{p}: not a text file (it holds NUL bytes); expected a TOML "
                            "scenario file")
    try:
        raw = tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        raise ScenarioError(f"{p}: not valid TOML: {exc}") from None
    except RecursionError:  # tomllib reads nested arrays and inline tables recursively
        raise ScenarioError(f"{p}: nested too deeply for the TOML reader (arrays or inline "
                            f"tables inside each other); a scenario nests at most {MAX_NESTING} "
                            "deep") from None
    return parse_scenario(raw, str(p), p.parent, p.resolve())
