"""The World: one scenario's inputs, loaded, validated and aligned on the decision grid.

``build_world(scenario, seed)`` is the only place the simulator's inputs are read. Everything on a
:class:`World` is a numpy array: signals are ``[T, R]`` (piecewise constant per step, UTC), the
GPU table is ``[G]``, capacities are ``[R, G]``, network matrices ``[R, R]``, and jobs are one
array per column (sorted by submit time).

Alignment rule: a signal is a step function (each row holds until the next row of its zone); the
value of step ``k`` is that function's exact time-average over ``[t_k, t_k + step_s)``. So hourly
data on a 15-minute grid repeats each hour's value, and 5-minute data on a 15-minute grid is the
mean of three rows. The window ``[start, end)`` must be covered by data; the forecast horizon
after ``end`` and the history before ``start`` are filled from the nearest covered value when the
data stops (edge extension, counted in :attr:`World.notes`).

:func:`build_world` is a short sequence of named stages (frame, jobs, data sizes, time grid,
signals, facility, network, site energy, assembly, workloads), each a function of the stages
before it.
"""

from __future__ import annotations

import hashlib
import math
from dataclasses import dataclass, field, fields
from importlib import resources
from pathlib import Path
from typing import Any, NamedTuple

import numpy as np
import polars as pl

from gridshift.datasets.schemas import load_jobs_file, load_signals_file, validate_jobs
from gridshift.datasets.synthetic import (
    synthetic_job_columns,
    synthetic_job_ids,
    synthetic_jobs,
    synthetic_signals,
)
from gridshift.errors import DataError, ScenarioError
from gridshift.limits import check_seed, resource_problem
from gridshift.policies.api import JOB_KINDS
from gridshift.scenario import Scenario

__all__ = ["JobTable", "World", "align_signal", "build_world", "freeze_world",
           "scenario_jobs", "share_arrays", "world_nbytes"]


@dataclass(frozen=True)
class JobTable:
    """Jobs as numpy columns, sorted by submit time.

    See :class:`~gridshift.policies.api.PendingJobs` for the columns.
    """

    job_id: Any  # polars String Series: the ids as in the trace
    origin: np.ndarray
    kind: np.ndarray
    gpus: np.ndarray
    gpu_type: np.ndarray
    duration_s: np.ndarray
    gpu_util: np.ndarray
    cpus: np.ndarray
    mem_gb: np.ndarray
    data_gb: np.ndarray
    submit_s: np.ndarray
    deadline_s: np.ndarray
    interruptible: np.ndarray
    checkpoint_s: np.ndarray
    latency_slo_ms: np.ndarray
    #: Elastic bounds (job columns ``min_gpus``/``max_gpus``, docs/levers-elastic.md) where the
    #: jobs source has them; else None (every job rigid at ``gpus``).
    min_gpus: np.ndarray | None = None
    max_gpus: np.ndarray | None = None
    #: Requested time [s, reference GPU] per job: what policies see of its length with
    #: ``[jobs] runtime_estimate = "requested"`` (the trace's column ``requested_s``, else
    #: :mod:`gridshift.workloads.estimates`); None otherwise (policies see ``duration_s``).
    requested_s: np.ndarray | None = None

    def __len__(self) -> int:
        return int(self.gpus.shape[0])


@dataclass
class World:
    """All inputs of one scenario and seed, aligned (see the module docstring)."""

    scenario: Scenario
    seed: int
    step_s: int
    n_steps: int
    start_epoch_s: int
    regions: tuple[str, ...]
    zones: tuple[str, ...]
    gpu_types: tuple[str, ...]
    capacity: np.ndarray
    gpu_idle_w: np.ndarray
    gpu_max_w: np.ndarray
    gpu_speed: np.ndarray
    gpu_embodied_g_per_s: np.ndarray
    # signals, [T_ext, R] with the window at rows [pad_before, pad_before + n_steps)
    carbon: np.ndarray
    price: np.ndarray
    temp: np.ndarray
    rh: np.ndarray
    pue: np.ndarray
    wue: np.ndarray
    water_offsite: np.ndarray
    pad_before: int
    latency_ms: np.ndarray
    egress_usd_per_gb: np.ndarray
    transfer_kwh_per_gb: float
    bandwidth_gbps: float
    jobs: JobTable
    input_hashes: dict[str, str] = field(default_factory=dict)
    notes: list[str] = field(default_factory=list)
    #: Epochs simulated after the window when ``[simulation] drain = true`` (the drain's hard
    #: horizon, see :func:`drain_steps`); 0 otherwise. The signal arrays hold them after the
    #: window (rows ``[pad_before + n_steps, pad_before + n_steps + drain_steps)``).
    drain_steps: int = 0
    #: Idle IT power of each region's powered-on capacity [W], ``[R]`` (GPU idle board power
    #: plus the host's idle share per GPU), when ``[power] idle = "charged"``; else None.
    idle_it_w: np.ndarray | None = None
    #: Idle IT power of one installed GPU of each type with its host share [W], ``[G]``, when
    #: ``[power] idle = "charged"``; else None.
    idle_w_per_gpu: np.ndarray | None = None
    #: ``[power] idle_horizon = "window"``: the installed capacity's idle draw is charged over
    #: the window only; after it (the drain) a running job is charged its GPUs' idle share on
    #: top of its dynamic power (docs/accounting.md). False: over the whole run ("run").
    idle_window_only: bool = False
    #: Marginal carbon intensity ``[T_ext, R]`` [gCO2/kWh] where the signals have a
    #: ``carbon_marginal_gco2_per_kwh`` column (NaN for zones without it); else None.
    carbon_marginal: np.ndarray | None = None
    #: ``[R, R]`` measured bandwidth per pair [Gbit/s] (``[network] bandwidth_gbps =
    #: "persico-2016-..."``), or None when one scalar applies to every pair.
    bandwidth_pair_gbps: np.ndarray | None = None
    #: On-site PV and batteries (:class:`gridshift.sim.site_energy.SiteEnergy`) when a region
    #: has a ``solar`` or ``battery`` table; else None (today's accounting exactly).
    solar: Any = None
    #: The workflows, tiers and capacity events (:class:`gridshift.workloads.stage.Workloads`,
    #: aligned on ``jobs``) when the scenario has a ``[workflows]``, ``[tiers]`` or
    #: ``[events]`` table (docs/workloads.md); else None.
    workloads: Any = None

    @property
    def window(self) -> slice:
        """Rows of the signal arrays inside the scenario window."""
        return slice(self.pad_before, self.pad_before + self.n_steps)

    @property
    def n_sim_steps(self) -> int:
        """Epochs the simulator may run: the window plus the drain (if any)."""
        return self.n_steps + self.drain_steps

    @property
    def sim_rows(self) -> slice:
        """Rows of the signal arrays the simulator may run over (the window, plus the drain)."""
        return slice(self.pad_before, self.pad_before + self.n_sim_steps)

    @property
    def scenario_hash(self) -> str:
        """sha256 over the normalised spec and the content hashes of every input table."""
        h = hashlib.sha256(self.scenario.spec_hash.encode())
        for k in sorted(self.input_hashes):
            h.update(f"|{k}={self.input_hashes[k]}".encode())
        return h.hexdigest()


def freeze_world(world: World) -> World:
    """Make every array of ``world`` (and of its jobs) read-only, in place; return it.

    A World reused across runs (the sweep's per-process cache) is shared by every policy and
    seed that runs on it; the engine and the accounting only read it, and a write by mistake
    now raises instead of changing the next run. This guards trusted code against accidents;
    untrusted policies never share the process (they run in the sandbox).
    """
    for obj in (world, world.jobs):
        for f in fields(obj):
            v = getattr(obj, f.name)
            if isinstance(v, np.ndarray):
                v.flags.writeable = False
    if world.workloads is not None:
        from gridshift.workloads.stage import freeze_workloads

        freeze_workloads(world.workloads)
    return world


def _same_bytes(a: np.ndarray, b: np.ndarray) -> bool:
    """Same dtype, shape and bytes (NaN payloads and signed zeros included)."""
    if a.dtype != b.dtype or a.shape != b.shape:
        return False
    return bool(np.array_equal(np.ascontiguousarray(a).reshape(-1).view(np.uint8),
                               np.ascontiguousarray(b).reshape(-1).view(np.uint8)))


def share_arrays(world: World, others: list[World]) -> tuple[World, int]:
    """``world`` with every array that another World already holds, byte for byte, shared.

    A sweep worker builds a World per (scenario, seed). What the seed changes is the jobs
    (synthetic draws, data sizes) and synthetic signals; card and file signals, PUE and WUE,
    capacity and the network do not depend on it. Each array field of ``world`` (and of its
    jobs) that equals the same field of one of ``others`` in dtype, shape and every byte is
    replaced by that World's array, so the Worlds of a scenario's seeds hold one copy of it.
    Nothing is assumed about what the seed changes: only arrays found equal are shared, so
    the result equals ``world`` exactly. ``others`` should be frozen (:func:`freeze_world`),
    since their arrays are then read by more than one World; freeze the result too.

    Args:
        world: A freshly built World.
        others: Worlds already in use (normally of the same scenario, other seeds).

    Returns:
        ``(world with shared arrays, bytes shared)``; ``world`` itself when nothing is shared.
    """
    from dataclasses import replace

    shared = 0

    def pick(obj: Any, others_obj: list[Any]) -> dict[str, Any]:
        nonlocal shared
        out: dict[str, Any] = {}
        for f in fields(obj):
            v = getattr(obj, f.name)
            if not isinstance(v, np.ndarray):
                continue
            for o in others_obj:
                u = getattr(o, f.name, None)
                if isinstance(u, np.ndarray) and u is not v and _same_bytes(u, v):
                    out[f.name] = u
                    shared += v.nbytes
                    break
        return out

    w_new = pick(world, others)
    j_new = pick(world.jobs, [o.jobs for o in others])
    if j_new:
        w_new["jobs"] = replace(world.jobs, **j_new)
    if not w_new:
        return world, 0
    return replace(world, **w_new), shared


def world_nbytes(*worlds: World) -> int:
    """Bytes held by the arrays of ``worlds`` and their jobs (ids included), each array
    counted once however many of the Worlds share it (for cache bounds)."""
    seen: set[int] = set()
    n = 0
    for world in worlds:
        wl = world.workloads
        parts = () if wl is None else tuple(o for o in (wl, wl.workflows, wl.events)
                                            if o is not None)
        for obj in (world, world.jobs, *parts):
            for f in fields(obj):
                v = getattr(obj, f.name)
                if isinstance(v, np.ndarray) and id(v) not in seen:
                    seen.add(id(v))
                    n += v.nbytes
        ids = world.jobs.job_id
        if isinstance(ids, pl.Series) and id(ids) not in seen:
            seen.add(id(ids))
            n += int(ids.estimated_size())
    return n


def align_signal(times_s: np.ndarray, values: np.ndarray, grid_s: np.ndarray,
                 mode: str = "cumulative") -> np.ndarray:
    """Exact step-average of a step function on a grid.

    Args:
        times_s: Sorted change times of the step function [s].
        values: Value from each time until the next.
        grid_s: Grid edges, ``n + 1`` of them [s].
        mode: ``"cumulative"`` (the rule of every scenario without ``[signals] alignment``):
            each average is a difference of one cumulative integral taken from ``times_s[0]``,
            so every value before a step enters its rounding (a huge one cancels the steps
            after it), and the first row read sets the last bits. ``"per-step"``: each
            average is computed from the rows that overlap its interval only (see
            :func:`_align_per_step`); the same averages up to rounding, and no value outside
            a step changes it.

    Returns:
        ``n`` averages, one per grid interval. Before the first time the first value holds.
    """
    if mode == "per-step":
        return _align_per_step(times_s, values, grid_s)
    times_s = np.asarray(times_s, dtype=np.float64)
    values = np.asarray(values, dtype=np.float64)
    # cumulative integral at each change time, relative to times_s[0]
    cum = np.concatenate([[0.0], np.cumsum(values[:-1] * np.diff(times_s))])

    def integral(t: np.ndarray) -> np.ndarray:
        j = np.clip(np.searchsorted(times_s, t, side="right") - 1, 0, len(times_s) - 1)
        return cum[j] + values[j] * (t - times_s[j])

    edges = integral(np.asarray(grid_s, dtype=np.float64))
    return np.diff(edges) / np.diff(grid_s)


def _align_per_step(times_s: np.ndarray, values: np.ndarray, grid_s: np.ndarray
                    ) -> np.ndarray:
    """:func:`align_signal` with ``mode="per-step"``: each interval from its own rows.

    Row ``j`` holds on ``[t_j, t_{j+1})`` (the first row also before ``t_0``, the last after
    ``t_{n-1}``). An interval ``[a, b)`` inside one row's span takes that row's value exactly;
    one that spans rows ``ja..jb`` takes ``(v_ja (t_{ja+1} - a) + sum_{ja<j<jb} v_j (t_{j+1} -
    t_j) + v_jb (b - t_jb)) / (b - a)``, the inner sum added in row order from 0 for that
    interval alone. So a value outside ``[a, b)`` never enters the average of ``[a, b)``.
    """
    t = np.asarray(times_s, dtype=np.float64)
    v = np.asarray(values, dtype=np.float64)
    g = np.asarray(grid_s, dtype=np.float64)
    last = t.size - 1
    a, b = g[:-1], g[1:]
    ja = np.clip(np.searchsorted(t, a, side="right") - 1, 0, last)  # the row holding at a
    jb = np.clip(np.searchsorted(t, b, side="left") - 1, 0, last)   # ... just before b
    out = v[ja]  # a new array (fancy indexing)
    multi = np.flatnonzero(jb > ja)
    if multi.size:
        i0, i1, am, bm = ja[multi], jb[multi], a[multi], b[multi]
        total = v[i0] * (t[i0 + 1] - am)
        inner = i1 - i0 - 1  # rows wholly inside each interval
        if inner.any():
            seg = np.repeat(np.arange(multi.size), inner)
            first = np.repeat(i0 + 1, inner)
            rank = np.arange(seg.size) - np.repeat(np.cumsum(inner) - inner, inner)
            rows = first + rank
            total = total + np.bincount(seg, weights=v[rows] * (t[rows + 1] - t[rows]),
                                        minlength=multi.size)
        total = total + v[i1] * (bm - t[i1])
        out[multi] = total / (bm - am)
    return out


def drain_steps(jobs: JobTable, n_steps: int, step_s: int, min_speed: float,
                max_h: float | None = None) -> int:
    """Epochs after the window to the drain's hard horizon.

    The horizon is ``max(window end, latest deadline) + longest job`` (its ``duration_s`` on
    the slowest GPU type of the scenario, plus the largest ``checkpoint_s``), rounded up to a
    step; ``max_h`` (``[simulation] drain_max_h``) bounds it to at most that many hours after
    the window's end.

    Args:
        jobs: The scenario's jobs.
        n_steps: Epochs in the window.
        step_s: Step length [s].
        min_speed: Slowest GPU type's speed [-].
        max_h: Optional bound on the drain [h].

    Returns:
        The number of drain epochs (>= 0).
    """
    t_end = n_steps * step_s
    if len(jobs) == 0:
        return 0
    longest = float(jobs.duration_s.max()) / min_speed + float(jobs.checkpoint_s.max())
    t_h = max(t_end, float(jobs.deadline_s.max())) + longest
    if max_h is not None:
        t_h = min(t_h, t_end + float(max_h) * 3600.0)
    return max(0, int(math.ceil(t_h / step_s - 1e-9)) - n_steps)


def _file_sha256(p: Path) -> str:
    h = hashlib.sha256()
    with p.open("rb") as f:
        for chunk in iter(lambda: f.read(1 << 20), b""):
            h.update(chunk)
    return h.hexdigest()


def _gpu_table(sc: Scenario) -> tuple[tuple[str, ...], dict[str, dict[str, Any]], dict[str, str]]:
    from gridshift.models import it_power

    table = {k: dict(v) for k, v in it_power.GPU_TYPES.items()}
    aliases = dict(it_power.GPU_ALIASES)
    # [power] gpu_idle (absent in gs-v1 files: the table as it is); a file's own
    # [gpu_types.X] idle_w still wins below
    from gridshift.scenario import power_options

    idle_name = power_options(sc).get("gpu_idle", "assumed-10pct")
    for g, w in it_power.GPU_IDLE_TABLES[idle_name].items():
        table[g]["idle_w"] = w
        table[g]["source"] = (f"{table[g]['source']}; [power] gpu_idle = {idle_name!r}: "
                              f"idle_w {w:g} W ({it_power.GPU_IDLE_MEASURED_W[g]['source']})")

    def canon(name: str) -> str:
        return aliases.get(name, name)

    for name, over in sc.gpu_types.items():
        c = canon(name)
        if c in table:
            table[c] = {**table[c], **over}
        else:
            missing = [k for k in ("idle_w", "max_w", "speed") if k not in over]
            if missing:
                raise ScenarioError(
                    f"{sc.path or sc.id}: gpu_types.{name}: a new GPU type needs "
                    f"{', '.join(missing)} (known types: {', '.join(sorted(table))})")
            table[c] = dict(over)
    used: list[str] = []
    for r in sc.regions:
        for g in r.gpus:
            c = canon(g)
            if c not in table:
                import difflib

                close = difflib.get_close_matches(g, sorted(table) + sorted(aliases), n=1)
                hint = f" (did you mean {close[0]!r}?)" if close else ""
                raise ScenarioError(
                    f"{sc.path or sc.id}: regions.{r.id}.gpus.{g}: unknown GPU type{hint}; "
                    f"define it in [gpu_types.{g}] with idle_w, max_w and speed")
            if c not in used:
                used.append(c)
    return tuple(used), table, aliases


def _capacity(sc: Scenario, gpu_types: tuple[str, ...], aliases: dict[str, str]
              ) -> np.ndarray:
    """Installed GPUs per (region, GPU type), pools named by an alias added to their type."""
    capacity = np.zeros((len(sc.regions), len(gpu_types)), dtype=np.int64)
    for i, r in enumerate(sc.regions):
        for g, n in r.gpus.items():
            capacity[i, gpu_types.index(aliases.get(g, g))] += n
    return capacity


def _check_power_limits(sc: Scenario, where: str, gpu_types: tuple[str, ...],
                        aliases: dict[str, str]) -> None:
    """Every ``[levers] power_limits_w`` key must be a GPU type some pool has, by the name the
    pools use (the limits are looked up by that name; any other key was silently ignored)."""
    from gridshift.scenario import levers_options

    for g in levers_options(sc)["power_limits_w"] or {}:
        if g in gpu_types:
            continue
        canon = aliases.get(g, g)
        hint = (f"; the pools call it {canon!r}: write levers.power_limits_w.{canon}"
                if canon in gpu_types else "")
        raise ScenarioError(f"{where}: levers.power_limits_w.{g}: no region has GPU type {g!r}"
                            f"{hint}; expected one of the GPU types of the regions' pools "
                            f"({', '.join(gpu_types)})")


def _signals_table(sc: Scenario, seed: int, lo: Any, hi: Any, notes: list[str] | None = None
                   ) -> tuple[pl.DataFrame, dict[str, str]]:
    src = sc.signals["source"]
    zones = [r.zone for r in sc.regions]
    if src == "synthetic":
        arch = {r.zone: r.archetype for r in sc.regions if r.archetype}
        if "synthetic_lead_in_h" in sc.signals:
            lo = _synthetic_lead_in(sc, lo)
        df = synthetic_signals(zones, lo, hi, seed, arch)
        params = resources.files("gridshift.datasets").joinpath("params/synthetic.toml")
        digest = hashlib.sha256(params.read_bytes()).hexdigest()
        return df, {"signals": f"synthetic:{digest}"}
    if src.endswith((".csv", ".parquet", ".csv.gz")):
        p = (sc.base_dir / src).resolve()
        # gaps longer than one step: the scenario's [signals] gap_fill (default "error")
        sig = load_signals_file(p, sc.signals.get("gap_fill"), (lo.timestamp(), hi.timestamp()),
                                notes)
        return _carbon_column(sig, sc, str(p)), {"signals": _file_sha256(p)}
    from gridshift import datasets

    opts = {k: v for k, v in sc.signals.items()
            if k not in ("source", "price", "weather", "marginal", "marginal_zones",
                         "carbon_column", "alignment")}
    # The history/forecast padding may run past a card's span (a window ending where the data
    # ends): ask only for what the cards hold there, and let the alignment extend the edges
    # (noted). The window itself must still be covered, or load_signals says which card fails.
    for name in (src, sc.signals.get("price"), sc.signals.get("weather")):
        span = datasets.get_card(name).span if name else None
        if span is not None:
            lo = max(lo, min(span[0], sc.start))
            hi = min(hi, max(span[1], sc.end))
    report = datasets.LoadReport()
    df = datasets.load_signals(src, zones, lo, hi, price=sc.signals.get("price"),
                               weather=sc.signals.get("weather"), report=report, **opts)
    if notes is not None:  # the card's documented fill rule (readers.fill_gaps), noted
        notes.extend(f"dataset {src}: {n}" for n in report.notes)
    names = [n for n in (src, sc.signals.get("price"), sc.signals.get("weather")) if n]
    hashes = datasets.dataset_hashes(names)
    df = _carbon_column(df, sc, f"dataset {src}")
    return df, {f"signals:{k}": ",".join(v) for k, v in hashes.items()}


def _synthetic_lead_in(sc: Scenario, lo: Any) -> Any:
    """Start of the synthetic series with ``[signals] synthetic_lead_in_h``.

    The generators' AR(1) series begin where they are asked to begin, so by default the
    history padding (``[forecast] history_h``) moves the series and changes the world being
    scored. With the key, the series always begins ``synthetic_lead_in_h`` before ``start``.
    """
    from datetime import timedelta

    lead_h = float(sc.signals["synthetic_lead_in_h"])
    if lead_h < float(sc.forecast["history_h"]):
        raise ScenarioError(f"{sc.path or sc.id}: signals.synthetic_lead_in_h is {lead_h:g} h, "
                            f"shorter than forecast.history_h {sc.forecast['history_h']:g} h; "
                            "the history must lie inside the generated series")
    return sc.start - timedelta(hours=lead_h)


def _alignment(sc: Scenario) -> str:
    """``[signals] alignment`` (absent: ``"cumulative"``, the rule of every earlier file)."""
    return str(sc.signals.get("alignment", "cumulative"))


def _carbon_column(df: pl.DataFrame, sc: Scenario, where: str) -> pl.DataFrame:
    """Use ``[signals] carbon_column`` as the carbon signal (``carbon_gco2_per_kwh``)."""
    col = sc.signals.get("carbon_column")
    if col is None or col == "carbon_gco2_per_kwh":
        return df
    if col not in df.columns or df[col].is_null().all():
        raise DataError(f"{where}: signals.carbon_column is {col!r}, but the signals have no "
                        f"values in that column (columns: {', '.join(df.columns)})")
    return df.with_columns(pl.col(col).alias("carbon_gco2_per_kwh"))


def _jobs_table(sc: Scenario, seed: int, regions: list[str], max_pool: int
                ) -> tuple[pl.DataFrame, str, dict[str, str]]:
    src = sc.jobs["source"]
    if src == "synthetic":
        df = synthetic_jobs(regions, sc.start, sc.end, seed,
                            jobs_per_hour=float(sc.jobs["jobs_per_hour"]),
                            region_weights=sc.jobs.get("region_weights"),
                            max_gpus=int(sc.jobs.get("max_gpus", max_pool)),
                            **({"data_size_model": sc.jobs["data_size_model"]}
                               if "data_size_model" in sc.jobs else {}))
        params = resources.files("gridshift.datasets").joinpath("params/synthetic.toml")
        digest = hashlib.sha256(params.read_bytes()).hexdigest()
        where = "<synthetic jobs>"
        return validate_jobs(df, where), where, {"jobs": f"synthetic:{digest}"}
    if src.endswith((".csv", ".parquet", ".csv.gz")):
        p = (sc.base_dir / src).resolve()
        return load_jobs_file(p), str(p), {"jobs": _file_sha256(p)}
    fmt = sc.jobs.get("format")
    if fmt in ("swf", "batsim") or src.endswith((".swf", ".swf.gz", ".json")):
        from gridshift.datasets.traces_io import read_trace_file

        p = (sc.base_dir / src).resolve()
        opts = {k: v for k, v in sc.jobs.items()
                if k not in ("source", "deadline_slack", "runtime_estimate", "runtime_limit")}
        df = read_trace_file(p, regions, sc.start, **opts)
        return df, str(p), {"jobs": _file_sha256(p)}
    from gridshift import datasets

    opts = {k: v for k, v in sc.jobs.items()
            if k not in ("source", "deadline_slack", "data_gb_scale", "data_size_model",
                         "runtime_estimate", "runtime_limit")}
    df = datasets.load_jobs(src, sc.start, sc.end, regions, seed, **opts)
    hashes = datasets.dataset_hashes([src])
    return validate_jobs(df, f"<{src}>"), f"<dataset {src}>", {
        f"jobs:{k}": ",".join(v) for k, v in hashes.items()}


def scenario_jobs(world: World) -> pl.DataFrame:
    """The canonical jobs table the scenario's jobs source gives (before alignment: deadlines
    null where the source has none, jobs outside the window kept), for exporting."""
    df, _, _ = _jobs_table(world.scenario, world.seed, list(world.regions),
                           int(world.capacity.max()))
    return df


def _pue_wue(r: Any, temp: np.ndarray, rh: np.ndarray, where: str
             ) -> tuple[np.ndarray, np.ndarray]:
    """PUE and on-site WUE of region ``r`` per step: fixed, or from the weather."""
    n = temp.shape[0]
    if r.cooling is None:
        pue = np.full(n, float(r.pue))
    else:
        from gridshift.models import cooling

        opts = {k: v for k, v in r.cooling.items() if k != "design"}
        if np.isnan(temp).any() or np.isnan(rh).any():
            raise DataError(f"{where}: regions.{r.id}.cooling needs weather (temp_c and "
                            f"rel_humidity_pct) for zone {r.zone}, but the signals lack it")
        try:
            pue = np.asarray(cooling.pue(temp, rh, design=r.cooling["design"], **opts), float)
        except (ValueError, TypeError) as exc:
            raise ScenarioError(f"{where}: regions.{r.id}.cooling: {exc}") from None
    if r.wue_l_per_kwh is not None:
        wue = np.full(n, float(r.wue_l_per_kwh))
    else:
        from gridshift.models import water

        spec = dict(r.water or {})
        design = spec.pop("design", (r.cooling or {}).get("design"))
        try:
            wue = np.asarray(water.wue_onsite(temp, rh, design=design, **spec), float)
        except (ValueError, TypeError) as exc:
            raise ScenarioError(f"{where}: regions.{r.id}.water: {exc}") from None
    return pue, wue


def _check_memory(sc: Scenario, where: str, n_cells: int) -> None:
    """Refuse a run whose estimated memory exceeds this machine's (gridshift.limits)."""
    n_jobs = 0.0
    if sc.jobs["source"] == "synthetic":
        n_jobs = float(sc.jobs["jobs_per_hour"]) * sc.n_steps * sc.step_s / 3600
    problem = resource_problem(n_jobs, float(n_cells))
    if problem is not None:
        raise ScenarioError(f"{where}: the scenario is too large to run here: {problem}")


def build_world(sc: Scenario, seed: int | None = None) -> World:
    """Load and align every input of ``sc`` (the only function that reads data).

    The World is built in named stages, each a function of what the stages before it made:
    the frame (window, grid sizes, GPU pools), the jobs and their data sizes, the extended
    time grid (history, window, drain, forecast horizon), the signals on it, the facility
    (PUE, water, idle power), the network, on-site energy, the World that holds them, and the
    workloads aligned on its jobs (workflows, tiers, capacity events).

    Raises:
        ScenarioError: the spec is inconsistent with the data (unknown GPU type, ...).
        DataError: an input table is malformed or does not cover the window.
    """
    fr = _frame(sc, sc.seed if seed is None else check_seed(seed, "seed", ScenarioError))
    jobs, n_in, job_hashes = _load_jobs(sc, fr.seed, fr.regions, fr.zones, fr.gpu_types,
                                        fr.aliases, fr.capacity)
    jobs = _data_sizes(jobs, sc, fr.seed)
    jobs = _runtime_estimates(jobs, sc, fr.seed)
    grid = _time_grid(fr, jobs)
    sig = _signals(fr, grid)
    fac = _facility(fr, grid, sig)
    net = _network(fr)
    solar = _site_energy(fr, grid, sig)
    world = _assemble(fr, jobs, n_in, job_hashes, grid, sig, fac, net, solar)
    return _workloads(world)


@dataclass(frozen=True)
class _Frame:
    """What every stage reads: the scenario, its seed, the window's geometry, the GPU pools."""

    sc: Scenario
    seed: int
    where: str  # the scenario's path or id, for messages
    step_s: int
    n_steps: int  # epochs in the window
    t0: int  # window start [epoch s]
    hist_steps: int  # history padding before the window (``[forecast] history_h``)
    hor_steps: int  # forecast padding after the window and drain (``horizon_h``)
    regions: tuple[str, ...]
    zones: tuple[str, ...]
    gpu_types: tuple[str, ...]
    gpu_table: dict[str, dict[str, Any]]
    aliases: dict[str, str]
    capacity: np.ndarray  # [R, G]
    gpu_idle_w: np.ndarray  # [G]
    gpu_max_w: np.ndarray  # [G]
    gpu_speed: np.ndarray  # [G]
    gpu_embodied_g_per_s: np.ndarray  # [G]
    sim_opts: dict[str, Any]  # ``[simulation]`` (scenario.simulation_options)
    power: dict[str, Any]  # ``[power]`` (scenario.power_options)


def _frame(sc: Scenario, seed: int) -> _Frame:
    """Stage 0: the window's geometry and the GPU pools, checked (memory, GPU types, limits)."""
    from gridshift.models import embodied
    from gridshift.scenario import power_options, simulation_options

    where = str(sc.path or sc.id)
    step = sc.step_s
    hist_steps = int(math.ceil(sc.forecast["history_h"] * 3600 / step))
    hor_steps = int(math.ceil(sc.forecast["horizon_h"] * 3600 / step))
    _check_memory(sc, where, (sc.n_steps + hist_steps + hor_steps) * len(sc.regions))
    gpu_types, table, aliases = _gpu_table(sc)
    _check_power_limits(sc, where, gpu_types, aliases)
    emb = np.array([
        embodied.embodied_gco2_per_gpu_s((table[g].get("embodied_kgco2e", 0.0),
                                          table[g].get("lifetime_years", 6.0)))
        for g in gpu_types], float)
    return _Frame(
        sc=sc, seed=seed, where=where, step_s=step, n_steps=sc.n_steps,
        t0=int(sc.start.timestamp()), hist_steps=hist_steps, hor_steps=hor_steps,
        regions=tuple(r.id for r in sc.regions), zones=tuple(r.zone for r in sc.regions),
        gpu_types=gpu_types, gpu_table=table, aliases=aliases,
        capacity=_capacity(sc, gpu_types, aliases),
        gpu_idle_w=np.array([table[g]["idle_w"] for g in gpu_types], float),
        gpu_max_w=np.array([table[g]["max_w"] for g in gpu_types], float),
        gpu_speed=np.array([table[g]["speed"] for g in gpu_types], float),
        gpu_embodied_g_per_s=emb, sim_opts=simulation_options(sc), power=power_options(sc))


def _data_sizes(jobs: JobTable, sc: Scenario, seed: int) -> JobTable:
    """Stage 2: each job's ``data_gb`` as the scenario sizes it (:func:`_data_gb`)."""
    from dataclasses import replace

    if "data_gb_scale" not in sc.jobs and (sc.jobs.get("data_size_model") is None
                                           or sc.jobs["source"] == "synthetic"):
        return jobs  # as given
    kinds = np.asarray(JOB_KINDS)[jobs.kind]
    return replace(jobs, data_gb=_data_gb(jobs.data_gb, kinds, sc, seed))


def _runtime_estimates(jobs: JobTable, sc: Scenario, seed: int) -> JobTable:
    """Stage 2b: each job's requested time with ``[jobs] runtime_estimate = "requested"``
    (:func:`gridshift.workloads.estimates.requested_s`); else none (the jobs as they were)."""
    from dataclasses import replace

    from gridshift.scenario import estimate_options

    opts = estimate_options(sc)
    if opts["runtime_estimate"] != "requested":
        return jobs if jobs.requested_s is None else replace(jobs, requested_s=None)
    from gridshift.workloads.estimates import requested_s

    return replace(jobs, requested_s=requested_s(
        jobs.duration_s, seed, jobs.requested_s, accuracy_min=opts["estimate_accuracy_min"],
        p_reach_limit=opts["estimate_reach_limit"]))


class _Grid(NamedTuple):
    """The extended time grid: ``[start - history, end + drain + horizon)``."""

    edges_s: np.ndarray  # grid edges [epoch s], n_ext + 1 of them
    lo: Any  # its first edge (datetime, UTC)
    hi: Any  # its last edge
    n_drain: int  # epochs after the window to the drain's horizon (0: no drain)

    @property
    def n_ext(self) -> int:
        """Rows of the signal arrays."""
        return int(self.edges_s.shape[0]) - 1


def _time_grid(fr: _Frame, jobs: JobTable) -> _Grid:
    """Stage 3: the grid the signals are aligned on; the drain's horizon depends on the jobs."""
    from datetime import timedelta

    sc, step, T = fr.sc, fr.step_s, fr.n_steps
    n_drain = 0
    if fr.sim_opts["drain"]:
        n_drain = drain_steps(jobs, T, step, float(fr.gpu_speed.min()),
                              fr.sim_opts["drain_max_h"])
    try:
        lo = sc.start - timedelta(seconds=fr.hist_steps * step)
        hi = sc.end + timedelta(seconds=(n_drain + fr.hor_steps) * step)
    except OverflowError:  # parse_scenario checks history and horizon; the drain adds to these
        raise ScenarioError(f"{fr.where}: the window with its history ({fr.hist_steps} steps), "
                            f"drain ({n_drain}) and forecast horizon ({fr.hor_steps}) leaves the "
                            "calendar (years 1-9999): shorten forecast.history_h, "
                            "forecast.horizon_h or simulation.drain_max_h") from None
    edges = fr.t0 + step * np.arange(-fr.hist_steps, T + n_drain + fr.hor_steps + 1,
                                     dtype=np.float64)
    return _Grid(edges, lo, hi, n_drain)


class _Signals(NamedTuple):
    """The signals on the grid, ``[n_ext, R]`` each, with their input hashes and notes."""

    carbon: np.ndarray
    price: np.ndarray
    temp: np.ndarray
    rh: np.ndarray
    carbon_marginal: np.ndarray | None
    hashes: dict[str, str]
    notes: list[str]  # filled gaps and edge extensions, for the run's report
    #: the signals table they were aligned from (synthetic and file signals), for the PV's
    #: cloud cover; None for card signals (aligned, or read from the aligned-signals cache)
    table: pl.DataFrame | None


def _signals(fr: _Frame, grid: _Grid) -> _Signals:
    """Stage 4: carbon, price and weather (cached for cards), and the marginal intensity."""
    sc, T = fr.sc, fr.n_steps
    notes: list[str] = []
    w0, w1 = float(fr.t0), float(fr.t0 + T * fr.step_s)
    arrays, sig_marginal, hashes, table = _aligned_signals(sc, fr.seed, grid.lo, grid.hi,
                                                           grid.edges_s, fr.regions, fr.zones,
                                                           (w0, w1), fr.where, notes)
    carbon_marginal = None
    if sc.signals.get("marginal"):
        msig, mhash = _marginal_card(sc, fr.zones, fr.where, w0, w1)
        hashes.update(mhash)
        carbon_marginal = _marginal(msig, fr.zones, grid.edges_s, _alignment(sc))
    elif sig_marginal is not None:
        carbon_marginal = sig_marginal
    price = arrays["price_usd_per_mwh"]
    if np.isnan(price[fr.hist_steps:fr.hist_steps + T]).any():
        notes.append("price: missing for some regions; energy cost is reported as null")
    return _Signals(arrays["carbon_gco2_per_kwh"], price, arrays["temp_c"],
                    arrays["rel_humidity_pct"], carbon_marginal, hashes, notes, table)


class _Facility(NamedTuple):
    """PUE, on-site and off-site water ``[n_ext, R]``; idle power per GPU (or None)."""

    pue: np.ndarray
    wue: np.ndarray
    water_offsite: np.ndarray
    idle_w_per_gpu: np.ndarray | None


def _facility(fr: _Frame, grid: _Grid, sig: _Signals) -> _Facility:
    """Stage 5: cooling (PUE from weather or fixed), water (WUE, the grid's off-site water
    per kWh) and the installed GPUs' idle power (``[power] idle = "charged"``)."""
    from gridshift.models import water as water_model

    n_ext, R = grid.n_ext, len(fr.regions)
    pue = np.empty((n_ext, R))
    wue = np.empty((n_ext, R))
    for i, r in enumerate(fr.sc.regions):
        pue[:, i], wue[:, i] = _pue_wue(r, sig.temp[:, i], sig.rh[:, i], fr.where)
    water_off = np.empty((n_ext, R))
    for i, z in enumerate(fr.zones):
        water_off[:, i] = water_model.offsite_water_l_per_kwh(z)
    return _Facility(pue, wue, water_off, _idle_w_per_gpu(fr.power, fr.gpu_types, fr.gpu_table))


class _Network(NamedTuple):
    """Latency and egress price per region pair, transfer energy, bandwidth."""

    latency_ms: np.ndarray  # [R, R]
    egress_usd_per_gb: np.ndarray  # [R, R]
    transfer_kwh_per_gb: float
    bandwidth_gbps: float  # the scalar policies see
    bandwidth_pair_gbps: np.ndarray | None  # [R, R] measured, or None


def _network(fr: _Frame) -> _Network:
    """Stage 6: the network between the regions (``[network]``)."""
    sc, where, R = fr.sc, fr.where, len(fr.regions)
    net = sc.network
    lat_ms: np.ndarray
    if net["latency_ms"] == "great-circle":
        if any(r.lat is None or r.lon is None for r in sc.regions):
            if R > 1:
                missing = next(r.id for r in sc.regions if r.lat is None or r.lon is None)
                raise ScenarioError(f"{where}: regions.{missing}: lat and lon are needed for "
                                    "great-circle latency; or set network.latency_ms to a number")
            lat_ms = np.zeros((1, 1))
        else:
            from gridshift.models import network

            lat_ms = np.asarray(network.latency_matrix_ms(
                np.array([r.lat for r in sc.regions], float),
                np.array([r.lon for r in sc.regions], float), names=list(fr.zones)), float)
    else:
        lat_ms = np.full((R, R), float(net["latency_ms"]))
        np.fill_diagonal(lat_ms, 0.0)
    if isinstance(net["egress_usd_per_gb"], str):
        from gridshift import datasets

        egress = np.asarray(datasets.load_network(net["egress_usd_per_gb"],
                                                  {r.id: r.zone for r in sc.regions}), float)
    else:
        egress = np.full((R, R), float(net["egress_usd_per_gb"]))
        np.fill_diagonal(egress, 0.0)
    transfer_kwh, bw_scalar, bw_pair = _network_energy_and_bandwidth(sc, fr.zones, where)
    return _Network(lat_ms, egress, transfer_kwh, bw_scalar, bw_pair)


def _site_energy(fr: _Frame, grid: _Grid, sig: _Signals) -> Any:
    """Stage 7: on-site PV and batteries when a region has a ``solar`` or ``battery`` table
    (:func:`_build_site_energy`); else None."""
    sc = fr.sc
    if not any(r.solar is not None or r.battery is not None for r in sc.regions):
        return None
    # synthetic signals and a signals file may carry cloud cover (card signals never do:
    # their cloud cover comes from the weather card): the table the signals stage read
    src = str(sc.signals["source"])
    table = None
    if src == "synthetic" or src.endswith((".csv", ".parquet", ".csv.gz")):
        table = sig.table if sig.table is not None else _signals_table(
            sc, fr.seed, grid.lo, grid.hi, [])[0]
    return _build_site_energy(sc, fr.where, table, grid.edges_s, fr.zones, sig.temp,
                              sig.carbon, fr.hist_steps, fr.n_steps, grid.lo, grid.hi,
                              fr.sim_opts, sig.carbon_marginal)


def _events_hashes(sc: Scenario) -> dict[str, str]:
    """``{"events": sha256}`` of the scenario's ``[events]`` file, pinning its content in the
    scenario hash (the spec names it only). Empty without ``[events]`` or with synthetic
    events (the spec and seed pin those), so no other scenario's hash changes; empty too if
    the file is missing: the events reader names that when the run loads it."""
    from gridshift.workloads.spec import events_options

    eo = events_options(sc)
    if eo is None or str(eo.get("source")) == "synthetic":
        return {}
    p = (sc.base_dir / str(eo["source"])).resolve()
    return {"events": _file_sha256(p)} if p.is_file() else {}


def _assemble(fr: _Frame, jobs: JobTable, n_in: int, job_hashes: dict[str, str], grid: _Grid,
              sig: _Signals, fac: _Facility, net: _Network, solar: Any) -> World:
    """Stage 8: the World, from what the stages made (its input hashes: signals, then jobs,
    then an ``[events]`` file's)."""
    hashes = {**sig.hashes, **job_hashes, **_events_hashes(fr.sc)}
    notes = list(sig.notes)
    n_out = n_in - len(jobs)
    if n_out:
        notes.append(f"jobs: {n_out} submitted outside [start, end) were left out")
    idle_g = fac.idle_w_per_gpu
    return World(
        scenario=fr.sc, seed=fr.seed, step_s=fr.step_s, n_steps=fr.n_steps, start_epoch_s=fr.t0,
        regions=fr.regions, zones=fr.zones, gpu_types=fr.gpu_types, capacity=fr.capacity,
        gpu_idle_w=fr.gpu_idle_w, gpu_max_w=fr.gpu_max_w, gpu_speed=fr.gpu_speed,
        gpu_embodied_g_per_s=fr.gpu_embodied_g_per_s, carbon=sig.carbon, price=sig.price,
        temp=sig.temp, rh=sig.rh, pue=fac.pue, wue=fac.wue, water_offsite=fac.water_offsite,
        pad_before=fr.hist_steps, latency_ms=net.latency_ms,
        egress_usd_per_gb=net.egress_usd_per_gb, transfer_kwh_per_gb=net.transfer_kwh_per_gb,
        bandwidth_gbps=net.bandwidth_gbps, jobs=jobs, input_hashes=hashes, notes=notes,
        bandwidth_pair_gbps=net.bandwidth_pair_gbps,
        drain_steps=grid.n_drain, idle_it_w=None if idle_g is None else fr.capacity @ idle_g,
        idle_w_per_gpu=idle_g,
        idle_window_only=idle_g is not None and fr.power["idle_horizon"] == "window",
        carbon_marginal=sig.carbon_marginal, solar=solar,
    )


def _workloads(world: World) -> World:
    """Stage 9: the workflows, tiers and capacity events of a scenario with a
    ``[workflows]``, ``[tiers]`` or ``[events]`` table, aligned on the World's jobs
    (:func:`gridshift.workloads.stage.load_workloads`); the World unchanged without them."""
    from gridshift.workloads.spec import has_workloads

    if not has_workloads(world.scenario):
        return world
    from gridshift.workloads.stage import load_workloads

    world.workloads = load_workloads(world)
    return world


_SIGNAL_COLUMNS = ("carbon_gco2_per_kwh", "price_usd_per_mwh", "temp_c", "rel_humidity_pct")


def _aligned_signals(sc: Scenario, seed: int, lo: Any, hi: Any, grid: np.ndarray,
                     regions: tuple[str, ...], zones: tuple[str, ...],
                     window_s: tuple[float, float], where: str, notes: list[str]
                     ) -> tuple[dict[str, np.ndarray], np.ndarray | None, dict[str, str],
                                pl.DataFrame | None]:
    """The signals on the grid ``[n_ext, R]`` per column, the marginal column, input hashes,
    and the table they were aligned from (None on a cache hit).

    Dataset-card signals come from the on-disk cache of aligned signals when an entry for
    this exact input exists (:mod:`gridshift.sim.signal_cache`, keyed by content); otherwise
    they are read, aligned and stored there. Synthetic and file signals are always built.
    The notes of a build are kept with the entry and appended to ``notes`` on a hit, so a
    World from the cache is the World the build gave, to the byte.
    """
    from gridshift.sim import signal_cache

    src = sc.signals["source"]
    key = None
    shape = (grid.shape[0] - 1, len(zones))
    if (signal_cache.enabled() and src != "synthetic"
            and not src.endswith((".csv", ".parquet", ".csv.gz"))):
        cards = [n for n in (src, sc.signals.get("price"), sc.signals.get("weather")) if n]
        try:
            key = signal_cache.cache_key(dict(sc.signals), cards, zones, grid, window_s,
                                         (lo, hi))
        except DataError:
            key = None  # a card's file is missing: the build below says which
        hit = signal_cache.load(key, shape) if key is not None else None
        if hit is not None:
            got, hit_notes, hit_hashes = hit
            notes.extend(hit_notes)
            cached = {c: got[n] for c, n in zip(_SIGNAL_COLUMNS, signal_cache.ARRAY_NAMES,
                                                strict=False)}
            return cached, got["marginal"], hit_hashes, None  # type: ignore[return-value]
    own_notes: list[str] = []
    arrays, sig_marginal, hashes, table = _align_signals(sc, seed, lo, hi, grid, regions,
                                                         zones, window_s, where, own_notes)
    notes.extend(own_notes)
    if key is not None:
        signal_cache.store(key, {"carbon": arrays["carbon_gco2_per_kwh"],
                                 "price": arrays["price_usd_per_mwh"],
                                 "temp": arrays["temp_c"], "rh": arrays["rel_humidity_pct"],
                                 "marginal": sig_marginal}, own_notes, hashes)
    return arrays, sig_marginal, hashes, table


def _align_signals(sc: Scenario, seed: int, lo: Any, hi: Any, grid: np.ndarray,
                   regions: tuple[str, ...], zones: tuple[str, ...],
                   window_s: tuple[float, float], where: str, notes: list[str]
                   ) -> tuple[dict[str, np.ndarray], np.ndarray | None, dict[str, str],
                              pl.DataFrame]:
    """Read the scenario's signals and align each zone's columns on ``grid`` (no cache);
    return the aligned columns, the marginal column, the input hashes and the table read."""
    sig, hashes = _signals_table(sc, seed, lo, hi, notes)
    mode = _alignment(sc)
    n_ext = grid.shape[0] - 1
    R = len(zones)
    step = sc.step_s
    arrays = {c: np.full((n_ext, R), np.nan) for c in _SIGNAL_COLUMNS}
    w0, w1 = window_s
    for i, z in enumerate(zones):
        sub = sig.filter(pl.col("region") == z)
        if sub.height == 0:
            raise DataError(f"{where}: signals have no rows for zone {z!r} (region "
                            f"{regions[i]}); zones present: "
                            f"{', '.join(sorted(sig['region'].unique().to_list()))}")
        ts = sub["time"].dt.epoch("us").to_numpy() / 1e6
        if ts[0] > w0:
            raise DataError(f"{where}: signals for zone {z} start at {sub['time'][0]}, after the "
                            f"scenario start {sc.start.isoformat()}")
        if ts[-1] < w1 - 3600.0 * 1.0001 and ts[-1] < w1 - step:
            raise DataError(f"{where}: signals for zone {z} end at {sub['time'][-1]}, before the "
                            f"scenario end {sc.end.isoformat()}")
        res = float(np.median(np.diff(ts))) if ts.size > 1 else float(step)
        if ts[-1] + res < grid[-1] - 1e-6 or ts[0] > grid[0]:
            notes.append(f"zone {z}: signals extended at the edges for history/forecast padding")
        for c in arrays:
            v = sub[c].to_numpy().astype(float)
            ok = ~np.isnan(v)
            if ok.any():
                arrays[c][:, i] = align_signal(ts[ok], v[ok], grid, mode)
            elif c == "carbon_gco2_per_kwh":
                raise DataError(f"{where}: zone {z} has no carbon_gco2_per_kwh values")
    sig_marginal = None
    if not sc.signals.get("marginal") and "carbon_marginal_gco2_per_kwh" in sig.columns:
        sig_marginal = _marginal(sig, zones, grid, mode)
    return arrays, sig_marginal, hashes, sig


def _build_site_energy(sc: Scenario, where: str, sig: pl.DataFrame | None, grid: np.ndarray,
                       zones: tuple[str, ...], temp: np.ndarray, carbon: np.ndarray,
                       hist_steps: int, T: int, lo: Any, hi: Any, sim_opts: dict[str, Any],
                       carbon_marginal: np.ndarray | None) -> Any:
    """On-site PV and batteries (:func:`gridshift.sim.site_energy.build_site_energy`).

    Cloud cover comes from the signals' ``cloud_cover_pct`` column (a signals file) or, with
    ``[signals] weather``, from that card; else each PV table's constant ``cloud_cover_pct``.
    """
    from gridshift.sim import site_energy

    if sim_opts["breakdown"] and carbon_marginal is not None:
        raise ScenarioError(f"{where}: on-site PV/batteries with [simulation] breakdown and a "
                            "marginal intensity are not supported yet (carbon_marginal_kg would "
                            "ignore the site's own supply); drop one of them")
    cloud = None
    n_ext = grid.shape[0] - 1
    if sig is None:  # card signals: load_signals keeps no cloud cover
        sig = pl.DataFrame({"region": [], "time": []})
    src = sig
    if "cloud_cover_pct" not in sig.columns and sc.signals.get("weather"):
        from gridshift import datasets

        src = datasets.load_weather_column(str(sc.signals["weather"]), list(dict.fromkeys(zones)),
                                           lo, hi, "cloud_cover_pct",
                                           sc.signals.get("weather_zones") or {},
                                           str(sc.signals["source"]))
    if "cloud_cover_pct" in src.columns:
        cloud = np.full((n_ext, len(zones)), np.nan)
        for i, z in enumerate(zones):
            sub = src.filter(pl.col("region") == z).drop_nulls("cloud_cover_pct")
            if sub.height:
                ts = sub["time"].dt.epoch("us").to_numpy() / 1e6
                cloud[:, i] = align_signal(ts, sub["cloud_cover_pct"].to_numpy().astype(float),
                                           grid, _alignment(sc))
    return site_energy.build_site_energy(sc, where, grid, temp, cloud, carbon,
                                         slice(hist_steps, hist_steps + T),
                                         wind=_pv_wind(sc, where, grid, zones, lo, hi))


def _pv_wind(sc: Scenario, where: str, grid: np.ndarray, zones: tuple[str, ...], lo: Any,
             hi: Any) -> np.ndarray | None:
    """``[T_ext, R]`` wind speed [m/s] at 10 m from the ``[signals] weather`` card, for PV
    tables with ``wind_speed_m_s = "weather"`` (the cell-temperature model's wind); else None.
    """
    if not any(r.solar is not None and r.solar.get("wind_speed_m_s") == "weather"
               for r in sc.regions):
        return None
    if not sc.signals.get("weather"):
        raise ScenarioError(f"{where}: solar.wind_speed_m_s = \"weather\" needs [signals] "
                            "weather (a weather card with wind, e.g. open-meteo)")
    from gridshift import datasets

    src = datasets.load_weather_column(str(sc.signals["weather"]), list(dict.fromkeys(zones)),
                                       lo, hi, "wind_speed_kmh",
                                       sc.signals.get("weather_zones") or {},
                                       str(sc.signals["source"]))
    wind = np.full((grid.shape[0] - 1, len(zones)), np.nan)
    for i, z in enumerate(zones):
        sub = src.filter(pl.col("region") == z).drop_nulls("wind_speed_kmh")
        if sub.height:
            ts = sub["time"].dt.epoch("us").to_numpy() / 1e6
            wind[:, i] = align_signal(ts, sub["wind_speed_kmh"].to_numpy().astype(float),
                                      grid, _alignment(sc)) / 3.6  # km/h -> m/s
    return wind


def _marginal_card(sc: Scenario, zones: tuple[str, ...], where: str, w0: float, w1: float
                   ) -> tuple[pl.DataFrame, dict[str, str]]:
    """The ``[signals] marginal`` card's series, one per scenario zone it maps to.

    ``marginal_zones`` maps a scenario zone to the card's region (default: the same name).
    Zones the card does not cover get no marginal series (their average intensity is used).
    """
    from gridshift import datasets
    from gridshift.datasets import readers
    from gridshift.datasets.store import cached_path

    name = str(sc.signals["marginal"])
    card = datasets.get_card(name)
    mapping = dict(sc.signals.get("marginal_zones") or {})
    for z in mapping:
        if z not in zones:
            raise ScenarioError(f"{where}: signals.marginal_zones.{z}: not a zone of the "
                                f"scenario ({', '.join(zones)})")
    reader = getattr(readers, card.loader)
    frames = []
    for z in dict.fromkeys(zones):
        src = mapping.get(z, z)
        if src not in card.regions:
            if z in mapping:
                raise ScenarioError(f"{where}: signals.marginal_zones.{z}: {src!r} is not a "
                                    f"region of card {name} ({', '.join(card.regions)})")
            continue
        files = card.select(region=src) or list(card.files)
        for f in files:
            df = reader(cached_path(card, f), **{**card.options, "region": z})
            ts = df["time"].dt.epoch("us").to_numpy() / 1e6
            if ts.size == 0 or ts[0] > w0 or ts[-1] < w1 - 3600.0:
                raise DataError(f"{where}: signals.marginal: card {name} ({src}) spans "
                                f"{df['time'].min()} .. {df['time'].max()}, which does not "
                                f"cover the scenario window")
            frames.append(df.select("region", "time", "carbon_marginal_gco2_per_kwh"))
    if not frames:
        raise ScenarioError(f"{where}: signals.marginal: card {name} covers none of the zones "
                            f"{', '.join(zones)}; map one with signals.marginal_zones")
    hashes = datasets.dataset_hashes([name])
    return pl.concat(frames), {f"marginal:{k}": ",".join(v) for k, v in hashes.items()}


def _marginal(sig: pl.DataFrame, zones: tuple[str, ...], grid: np.ndarray,
              mode: str = "cumulative") -> np.ndarray | None:
    """The marginal intensity column aligned like the others; None when no zone has values."""
    out = np.full((grid.shape[0] - 1, len(zones)), np.nan)
    for i, z in enumerate(zones):
        sub = sig.filter(pl.col("region") == z)
        ts = sub["time"].dt.epoch("us").to_numpy() / 1e6
        v = sub["carbon_marginal_gco2_per_kwh"].to_numpy().astype(float)
        ok = ~np.isnan(v)
        if ok.any():
            out[:, i] = align_signal(ts[ok], v[ok], grid, mode)
    return None if np.isnan(out).all() else out


def _idle_w_per_gpu(power: dict[str, Any], gpu_types: tuple[str, ...],
                    table: dict[str, dict[str, Any]]) -> np.ndarray | None:
    """Idle IT power per installed GPU of each type [W] (``[power] idle = "charged"``)."""
    if power["idle"] != "charged":
        return None
    from gridshift.models import it_power

    host = power["host_idle_w_per_gpu"]
    return np.array([float(it_power.idle_power_w_per_gpu(table[g]["idle_w"], host_w=host))
                     for g in gpu_types], float)


def _network_energy_and_bandwidth(sc: Scenario, zones: tuple[str, ...], where: str
                                  ) -> tuple[float, float, np.ndarray | None]:
    """Transfer energy [kWh/GB], scalar bandwidth [Gbit/s] and the per-pair matrix (or None).

    A number keeps today's meaning exactly. ``transfer_kwh_per_gb = "aslan-2018-trend"`` is
    Aslan et al.'s trend at the window's mid-point (decimal year), ``"coroama-2021"`` the
    dated 2020 figure ``models.network.TRANSFER_KWH_PER_GB_COROAMA_2020``; ``bandwidth_gbps =
    "persico-2016-<provider>"`` is the measured inter-region throughput per pair
    (:func:`gridshift.models.network.bandwidth_matrix_gbps`), whose slowest pair is the scalar
    policies see. ``bandwidth_scale`` multiplies either (sensitivity runs).
    """
    from gridshift.models import network

    net = sc.network
    e = net["transfer_kwh_per_gb"]
    if e == "coroama-2021":
        e = network.TRANSFER_KWH_PER_GB_COROAMA_2020
    elif isinstance(e, str):
        from datetime import datetime

        mid = sc.start + (sc.end - sc.start) / 2
        y0 = datetime(mid.year, 1, 1, tzinfo=mid.tzinfo)
        y1 = datetime(mid.year + 1, 1, 1, tzinfo=mid.tzinfo)
        year = mid.year + (mid - y0) / (y1 - y0)  # decimal year of the window's mid-point
        e = float(network.transfer_kwh_per_gb(year))
    bw = net["bandwidth_gbps"]
    pair: np.ndarray | None = None
    if isinstance(bw, str):
        try:
            pair = network.bandwidth_pair_gbps(bw, list(zones), [r.lat for r in sc.regions],
                                               [r.lon for r in sc.regions])
        except ValueError as exc:
            raise ScenarioError(f"{where}: network.bandwidth_gbps: {exc}") from None
        off = pair[~np.eye(len(zones), dtype=bool)]
        bw = float(off.min()) if off.size else float(network.INTRA_MACRO_REGION_GBPS)
    scale = float(net.get("bandwidth_scale", 1.0))
    if "bandwidth_scale" in net:
        bw = float(bw) * scale
        pair = None if pair is None else pair * scale
    return float(e), float(bw), pair


def _load_jobs(sc: Scenario, seed: int, regions: tuple[str, ...], zones: tuple[str, ...],
               gpu_types: tuple[str, ...], aliases: dict[str, str], capacity: np.ndarray
               ) -> tuple[JobTable, int, dict[str, str]]:
    """Stage 1: the scenario's jobs as a :class:`JobTable` (``data_gb`` as the source gives
    it, sized by :func:`_data_sizes`), the count the source gave, and its hashes.

    Synthetic jobs go straight from the generator's numpy columns into the table
    (:func:`_synthetic_job_arrays`, no polars frame, no per-row strings); every other source
    is read as a canonical table and converted by :func:`_job_arrays`. Both give the same
    arrays for synthetic jobs (tests/sim/test_world_fast_jobs.py compares them).
    """
    if sc.jobs["source"] == "synthetic":
        return _synthetic_job_arrays(sc, seed, regions, gpu_types, capacity)
    jdf, jwhere, jh = _jobs_table(sc, seed, list(regions), int(capacity.max()))
    n_in = len(jdf)
    jobs = _job_arrays(jdf, jwhere, sc, regions, zones, gpu_types, aliases, capacity, seed)
    del jdf
    return jobs, n_in, jh


def _synthetic_job_arrays(sc: Scenario, seed: int, regions: tuple[str, ...],
                          gpu_types: tuple[str, ...], capacity: np.ndarray
                          ) -> tuple[JobTable, int, dict[str, str]]:
    """Synthetic jobs as a :class:`JobTable`, exactly as :func:`_job_arrays` makes them.

    The same floating-point operations as the table path (submit times through epoch
    microseconds, deadlines from the first visible epoch plus ``deadline_slack`` times the
    duration), on the generator's columns: origins are region indices already, there is no
    GPU type, SLO or given deadline, and ids are ``j0000000``... The generator's values are
    valid by construction (``validate_jobs``' checks are repeated as cheap array checks).
    """
    max_pool = int(capacity.max())
    c = synthetic_job_columns(list(regions), sc.start, sc.end, seed,
                              jobs_per_hour=float(sc.jobs["jobs_per_hour"]),
                              region_weights=sc.jobs.get("region_weights"),
                              max_gpus=int(sc.jobs.get("max_gpus", max_pool)),
                              data_size_model=sc.jobs.get("data_size_model"))
    params = resources.files("gridshift.datasets").joinpath("params/synthetic.toml")
    hashes = {"jobs": f"synthetic:{hashlib.sha256(params.read_bytes()).hexdigest()}"}
    where = "<synthetic jobs>"
    n_in = int(c["gpus"].shape[0])
    bad_kind = [k for k in c["kinds"] if k not in JOB_KINDS]
    checks = (("gpus", c["gpus"] >= 1), ("duration_s", np.isfinite(c["duration_s"])
                                         & (c["duration_s"] > 0)),
              ("gpu_util", (c["gpu_util"] >= 0) & (c["gpu_util"] <= 1)),
              ("data_gb", np.isfinite(c["data_gb"]) & (c["data_gb"] >= 0)))
    for col, ok in checks:
        if not ok.all():
            k = int(np.flatnonzero(~ok)[0])
            raise DataError(f"{where} row {k + 1}: {col} is {c[col][k]!r}; the synthetic "
                            "parameters give an invalid value")
    if bad_kind:
        raise DataError(f"{where}: kind_probs names {bad_kind}; expected job kinds "
                        f"{', '.join(JOB_KINDS)}")
    t0 = int(sc.start.timestamp())
    t1 = int(sc.end.timestamp())
    submit = c.pop("submit_us") / 1e6
    keep = (submit >= t0) & (submit < t1)
    sel: np.ndarray | None = None
    if not keep.all():
        sel = np.flatnonzero(keep)
        submit = submit[sel]
    submit -= t0
    order = np.argsort(submit, kind="stable")
    if order.size and not bool((np.diff(order) == 1).all()):  # pragma: no cover - sorted
        sel = order if sel is None else sel[order]
        submit = submit[order]
    del keep, order

    def take(name: str) -> np.ndarray:
        col = c.pop(name)
        return col if sel is None else col[sel]

    gpus = take("gpus")
    pool_max = int(capacity.max())
    if (gpus > pool_max).any():
        k = int(np.flatnonzero(gpus > pool_max)[0])
        raise ScenarioError(
            f"{where} row {(k if sel is None else int(sel[k])) + 1}: gpus is {gpus[k]}, more "
            f"than any region has of one GPU type ({pool_max}); the job could never run")
    duration = take("duration_s")
    slack = float(sc.jobs["deadline_slack"])
    # as _job_arrays: slack counts from the first decision epoch at which the job is visible
    deadline = np.ceil(submit / sc.step_s) * sc.step_s + slack * duration
    kind_map = np.asarray([JOB_KINDS.index(k) for k in c["kinds"]], dtype=np.int64)
    kind = kind_map[take("kind")]
    data = take("data_gb")  # as generated: [jobs] data_gb_scale is applied by _data_sizes
    ids = synthetic_job_ids(n_in)
    if sel is not None:
        ids = ids.gather(sel)
    n = int(submit.shape[0])
    jobs = JobTable(
        job_id=ids,
        origin=take("origin"),
        kind=kind,
        gpus=gpus,
        gpu_type=np.full(n, -1, dtype=np.int64),
        duration_s=duration,
        gpu_util=take("gpu_util"),
        cpus=take("cpus"),
        mem_gb=take("mem_gb"),
        data_gb=data,
        submit_s=submit,
        deadline_s=deadline,
        interruptible=take("interruptible"),
        checkpoint_s=take("checkpoint_s"),
        latency_slo_ms=np.full(n, np.nan),
    )
    return jobs, n_in, hashes


def _job_arrays(df: pl.DataFrame, where: str, sc: Scenario, regions: tuple[str, ...],
                zones: tuple[str, ...], gpu_types: tuple[str, ...], aliases: dict[str, str],
                capacity: np.ndarray, seed: int = 0) -> JobTable:
    """The jobs submitted in the window as numpy columns, sorted by submit time (stable).

    Consumes ``df``: each column is dropped from it once converted, so the table is never held
    twice (callers pass a table they no longer need; ``len(df)`` is 0 afterwards). Only the
    kept rows are gathered, one column at a time, and not at all when the table is already in
    window and in order (synthetic jobs, sorted traces). ``data_gb`` is as the table gives
    it; :func:`_data_sizes` sizes it (``seed`` is kept for callers; the sizes use it).
    """
    t0 = int(sc.start.timestamp())
    t1 = int(sc.end.timestamp())
    n_rows = len(df)
    submit = df.drop_in_place("submit_time").dt.epoch("us").to_numpy() / 1e6
    keep = (submit >= t0) & (submit < t1)
    submit = submit[keep] - t0
    order = np.argsort(submit, kind="stable")
    submit = submit[order]
    rows = np.flatnonzero(keep)[order]  # input row of each job (0-based, for errors)
    if rows.size == n_rows and (n_rows == 0 or bool((np.diff(rows) == 1).all())):
        sel = None  # nothing left out, already in order: no gather
    else:
        sel = pl.Series("_sel", rows, dtype=pl.Int64)

    def take(name: str) -> pl.Series:
        col = df.drop_in_place(name)
        return col if sel is None else col.gather(sel)

    # origin: a region id, or a zone used by exactly one region
    lookup = {r: i for i, r in enumerate(regions)}
    for i, z in enumerate(zones):
        if zones.count(z) == 1:
            lookup.setdefault(z, i)
    origin_col = take("origin")
    origin = origin_col.replace_strict(lookup, default=-1, return_dtype=pl.Int64).to_numpy()
    if (origin < 0).any():
        k = int(np.flatnonzero(origin < 0)[0])
        raise DataError(f"{where} row {rows[k] + 1}: origin is {origin_col[k]!r}; expected one "
                        f"of the scenario's regions ({', '.join(regions)})")
    del origin_col
    gt_col = take("gpu_type")
    gt = np.full(rows.size, -1, dtype=np.int64)
    gpus = take("gpus").to_numpy().astype(np.int64)
    if gt_col.is_not_null().any():
        for name in gt_col.drop_nulls().unique().to_list():
            c = aliases.get(name, name)
            is_name = (gt_col == name).fill_null(False).to_numpy()
            if c not in gpu_types:
                k = int(np.flatnonzero(is_name)[0])
                raise ScenarioError(
                    f"{where} row {rows[k] + 1}: gpu_type is {name!r}, which no region of "
                    f"{sc.path or sc.id} has (types present: {', '.join(gpu_types)})")
            gt[is_name] = gpu_types.index(c)
    del gt_col
    pool_max = np.where(gt >= 0, capacity.max(axis=0)[np.maximum(gt, 0)], capacity.max())
    if (gpus > pool_max).any():
        k = int(np.flatnonzero(gpus > pool_max)[0])
        raise ScenarioError(
            f"{where} row {rows[k] + 1}: gpus is {gpus[k]}, more than any region has of one "
            f"GPU type ({pool_max[k]}); the job could never run")
    del pool_max
    duration = take("duration_s").to_numpy().astype(float)
    dl = take("deadline")
    slack = float(sc.jobs["deadline_slack"])
    # slack counts from the first decision epoch at which the job is visible, so the decision
    # step itself never causes a violation
    first_epoch = np.ceil(submit / sc.step_s) * sc.step_s
    deadline = np.where(
        dl.is_null().to_numpy(), first_epoch + slack * duration,
        dl.dt.epoch("us").fill_null(0).to_numpy() / 1e6 - t0)
    del dl, first_epoch
    kind = take("kind").replace_strict({k: i for i, k in enumerate(JOB_KINDS)},
                                       return_dtype=pl.Int64).to_numpy()  # validated upstream
    slo = take("latency_slo_ms").fill_null(float("nan")).to_numpy().astype(float)
    job_id = take("job_id")  # a polars String Series (no per-row Python objects)
    elastic: dict[str, np.ndarray] = {c: take(c).to_numpy().astype(np.int64)
                                      for c in ("min_gpus", "max_gpus") if c in df.columns}
    if "requested_s" in df.columns:  # a trace's requested time (NaN: unknown)
        elastic["requested_s"] = take("requested_s").fill_null(float("nan")).to_numpy(
            ).astype(float)
    return JobTable(
        **elastic,
        job_id=job_id,
        origin=origin,
        kind=kind,
        gpus=gpus,
        gpu_type=gt,
        duration_s=duration,
        gpu_util=take("gpu_util").to_numpy().astype(float),
        cpus=take("cpus").to_numpy().astype(np.int64),
        mem_gb=take("mem_gb").to_numpy().astype(float),
        data_gb=take("data_gb").to_numpy().astype(float),  # as given: sized by _data_sizes
        submit_s=submit,
        deadline_s=deadline.astype(float),
        interruptible=take("interruptible").to_numpy().astype(bool),
        checkpoint_s=take("checkpoint_s").to_numpy().astype(float),
        latency_slo_ms=slo,
    )


def _data_gb(data: np.ndarray, kind: np.ndarray, sc: Scenario, seed: int) -> np.ndarray:
    """``data_gb`` per job (:func:`_data_sizes`): as given, times ``[jobs] data_gb_scale``
    when set.

    For traces (not synthetic jobs), ``[jobs] data_size_model`` fills the jobs whose
    ``data_gb`` is 0 (a trace without sizes) from the model (``kind``: each job's kind name).
    """
    model = sc.jobs.get("data_size_model")
    if model is not None and sc.jobs["source"] != "synthetic":
        from gridshift.datasets.synthetic import data_gb_by_kind

        fill = data_gb_by_kind(kind, seed, "trace", model)
        data = np.where(data > 0, data, fill)
    if "data_gb_scale" in sc.jobs:
        data = data * float(sc.jobs["data_gb_scale"])
    return data
