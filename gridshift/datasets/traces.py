"""Job traces to canonical jobs: per-trace conversion, time mapping, resampling, origins.

Conversion rules (per card):

* ``gaia`` — each row is a batch job: ``submit = arrival``, ``duration_s = length`` (hours in
  the 100k files, seconds in ``pai_1k``), ``cpus`` from the trace, ``kind = batch``.
  GAIA jobs are CPU jobs; ``gpus = ceil(cpus / cpus_per_gpu)`` when ``cpus_per_gpu > 0``,
  else 1.
* ``alibaba-gpu-2023`` — each scheduled GPU task is a job: ``duration_s = deletion -
  creation`` (right-censored for tasks still Running at the end of the trace), ``gpus =
  num_gpu``; a task sharing one GPU (``gpu_milli < 1000``) gets ``gpu_util = gpu_milli/1000``;
  ``cpus = ceil(cpu_milli/1000)``, ``mem_gb = memory_mib/1024``; QoS LS (latency-sensitive)
  -> ``infer``, BE (best-effort) -> ``train`` and interruptible, others -> ``train``.
  Never-scheduled (Pending) tasks and CPU-only tasks (``num_gpu = 0``) are dropped and
  counted. ``gpu_spec="keep"`` keeps the GPU-model constraint ('|'-separated alternatives,
  mapped through ``gpu_type_map``); the default ``"ignore"`` leaves ``gpu_type`` empty.
* ``azure-llm-2023`` — each request is an inference job on ``gpus`` GPUs (default 1):
  ``duration_s = input_tokens / prefill_tokens_per_s + output_tokens / decode_tokens_per_s``,
  ``latency_slo_ms = slo_factor * duration``; ``input_tokens``/``output_tokens`` are kept
  as extra columns.

Time mapping: the trace's offsets (seconds since its origin, minus ``trace_offset_s``) are
divided by ``time_scale`` and added to the window start (plus ``shift_s``). With
``repeat=True`` (default) the trace is tiled with its own period until the window is full.
``scale`` multiplies the arrival rate: below 1 each job is kept with probability ``scale``;
above 1 the trace is superposed ``floor(scale)`` times (+ one thinned copy), copies after the
first jittered uniformly by up to ``jitter_s``. ``max_jobs`` keeps a seeded uniform sample.

Origins (``origin_rule``): ``"uniform"``, ``"weights"`` (``origin_weights``, e.g. population
shares), or ``"daytime"`` (default): ``origin_weights`` (default equal) times 1.0 when it is
08:00-20:00 local time in the region and 0.25 otherwise, local time from
``origin_utc_offset_h`` or the standard-time offsets of known zones (``ZONE_UTC_OFFSET_H``;
unknown regions count as UTC). All draws come from ``numpy.random.default_rng(seed)``.
"""

from __future__ import annotations

import math
from datetime import UTC, datetime
from typing import Any, cast

import numpy as np
import polars as pl

from gridshift.datasets import readers
from gridshift.datasets.cards import Card
from gridshift.datasets.schemas import validate_jobs
from gridshift.datasets.store import cached_path
from gridshift.errors import DataError
from gridshift.limits import MAX_JOBS

__all__ = ["ZONE_UTC_OFFSET_H", "assign_origins", "place_in_window", "trace_frame"]

#: Standard-time UTC offsets [h] of known zones (IANA zone of the Open-Meteo site / country).
ZONE_UTC_OFFSET_H: dict[str, float] = {
    "AU-NSW": 10, "AU-VIC": 10, "BR-SP": -3, "CA-ON": -5, "CL-SIC": -4, "DE-LU": 1, "GB": 0,
    "IN-WE": 5.5, "JP-TK": 9, "KR": 9, "SG": 8, "US-CAL-CISO": -8, "US-MIDA-PJM": -5,
    "US-NY-NYIS": -5, "US-TEX-ERCO": -6, "ZA": 2, "AT": 1, "BE": 1, "CH": 1, "ES": 1, "FR": 1,
    "NL": 1, "PT": 0, "DE": 1, "IT": 1, "PL": 1, "CZ": 1, "DK": 1, "SE": 1, "NO": 1, "FI": 2,
    "IE": 0, "GR": 2, "RO": 2, "BG": 2, "HU": 1, "SK": 1, "SI": 1, "EE": 2, "LV": 2, "LT": 2,
}

_COMMON = {"trace_offset_s", "time_scale", "repeat", "shift_s", "scale", "jitter_s", "max_jobs",
           "origin_rule", "origin_weights", "origin_utc_offset_h", "report", "interruptible",
           "checkpoint_s", "data_gb"}
_PER_CARD = {
    "gaia": {"trace", "cpus_per_gpu", "kind"},
    "alibaba-gpu-2023": {"variant", "gpu_spec", "gpu_type_map", "cpu_only"},
    "azure-llm-2023": {"trace", "gpus", "prefill_tokens_per_s", "decode_tokens_per_s",
                       "slo_factor"},
}


#: option -> (what it must be, test): each numeric option of a trace card's [jobs] table
_NUMERIC: dict[str, tuple[str, Any]] = {
    "trace_offset_s": ("a finite number of seconds", lambda v: True),
    "time_scale": ("a finite number > 0", lambda v: v > 0),
    "shift_s": ("a finite number of seconds", lambda v: True),
    "scale": ("a finite number > 0", lambda v: v > 0),
    "jitter_s": ("a finite number of seconds >= 0", lambda v: v >= 0),
    "max_jobs": ("an integer >= 1", lambda v: v >= 1 and v == int(v)),
    "checkpoint_s": ("a finite number of seconds >= 0", lambda v: v >= 0),
    "data_gb": ("a finite number of GB >= 0", lambda v: v >= 0),
    "cpus_per_gpu": ("a finite number >= 0 (0: one GPU per job)", lambda v: v >= 0),
    "gpus": ("an integer >= 1", lambda v: v >= 1 and v == int(v)),
    "prefill_tokens_per_s": ("a finite number > 0", lambda v: v > 0),
    "decode_tokens_per_s": ("a finite number > 0", lambda v: v > 0),
    "slo_factor": ("a finite number > 0", lambda v: v > 0),
}
_BOOLS = ("repeat", "interruptible")
_KINDS = ("train", "infer", "batch")


def _check_trace_options(name: str, opts: dict[str, Any]) -> None:
    """Each option of a trace card's ``[jobs]`` table has its type and range (DataError naming
    the option, its value and what it must be)."""
    def bad(key: str, expected: str) -> DataError:
        return DataError(f"[jobs] {key} = {opts[key]!r} (dataset {name}): expected {expected}")

    for key, (expected, ok) in _NUMERIC.items():
        v = opts.get(key)
        if v is None or key not in opts:
            continue
        if isinstance(v, bool) or not isinstance(v, (int, float)) or not math.isfinite(v) \
                or not ok(v):
            raise bad(key, expected)
    for key in _BOOLS:
        if key in opts and not isinstance(opts[key], bool):
            raise bad(key, "true or false")
    if "kind" in opts and opts["kind"] not in _KINDS:
        raise bad("kind", f"one of {', '.join(_KINDS)}")
    for key, expected, ok in (
            ("origin_weights", "a table of region = weight >= 0",
             lambda v: math.isfinite(v) and v >= 0),
            ("origin_utc_offset_h", "a table of region = UTC offset in hours (-14..14)",
             lambda v: -14 <= v <= 14)):
        t = opts.get(key)
        if t is None:
            continue
        if not isinstance(t, dict) or not all(
                isinstance(k, str) and not isinstance(v, bool) and isinstance(v, (int, float))
                and ok(v) for k, v in t.items()):
            raise bad(key, expected)
    gmap = opts.get("gpu_type_map")
    if gmap is not None and (not isinstance(gmap, dict) or not all(
            isinstance(k, str) and isinstance(v, str) and v for k, v in gmap.items())):
        raise bad("gpu_type_map", "a table of trace GPU model = gridshift GPU type (text)")


def _read(card: Card, reader: Any, **meta: Any) -> list[tuple[Any, Any]]:
    files = card.select(**meta)
    if not files:
        raise DataError(f"dataset {card.name!r} has no file with {meta}")
    return [(f, reader(cached_path(card, f), **({"time_unit": f.meta["time_unit"]}
                                                if "time_unit" in f.meta else {})))
            for f in files]


def trace_frame(card: Card, opts: dict[str, Any], report: readers.LoadReport) -> pl.DataFrame:
    """Convert a trace card's files into jobs with ``offset_s`` (see module rules)."""
    name = card.name
    if name == "gaia":
        trace = opts["trace"]
        if not card.select(trace=trace):
            raise DataError(f"gaia: trace={trace!r}; expected one of "
                            f"{sorted({f.meta['trace'] for f in card.files})}")
        (f, df), = _read(card, readers.read_gaia, trace=trace)
        cpg = float(opts.get("cpus_per_gpu", 0) or 0)
        gpus = (df["cpus"] / cpg).ceil().cast(pl.Int64) if cpg > 0 else pl.Series([1] * df.height)
        return pl.DataFrame({"offset_s": df["arrival_s"], "duration_s": df["duration_s"],
                             "cpus": df["cpus"], "gpus": gpus, "kind": opts.get("kind", "batch"),
                             "tag": f"gaia-{trace}"})
    if name == "alibaba-gpu-2023":
        variant = opts["variant"]
        files = card.select(table="pods", variant=variant)
        if not files:
            raise DataError(f"alibaba-gpu-2023: variant={variant!r}; expected default or "
                            "gpuspec33 (multigpu50 has no times)")
        df = readers.read_alibaba_openb_pods(cached_path(card, files[0]))
        if "creation_time_s" not in df.columns:
            raise DataError(f"alibaba-gpu-2023: variant {variant!r} has no creation/deletion "
                            "times; use default or gpuspec33")
        n0 = df.height
        df = df.filter(pl.col("scheduled_time_s").is_not_null())
        pending = n0 - df.height
        cpu_only = int((df["num_gpu"] == 0).sum())
        if opts.get("cpu_only", "drop") != "drop":
            raise DataError("alibaba-gpu-2023: cpu_only must be 'drop' (canonical jobs need "
                            ">= 1 GPU)")
        df = df.filter(pl.col("num_gpu") > 0)
        df = df.with_columns((pl.col("deletion_time_s") - pl.col("creation_time_s"))
                             .alias("duration_s"))
        nonpos = int((df["duration_s"] <= 0).sum())
        df = df.filter(pl.col("duration_s") > 0)
        report.dropped[files[0].path] = pending + cpu_only + nonpos
        report.note(f"{files[0].path}: dropped {pending} never-scheduled, {cpu_only} CPU-only "
                    f"and {nonpos} zero-duration task(s); "
                    f"{int((df['pod_phase'] == 'Running').sum())} durations are right-censored "
                    "(task still Running at trace end)")
        spec = opts.get("gpu_spec", "ignore")
        if spec == "keep":
            mapping = opts.get("gpu_type_map") or {}
            gpu_type = df["gpu_spec"].map_elements(
                lambda s: "|".join(mapping.get(x, x) for x in s.split("|")),
                return_dtype=pl.String, skip_nulls=True)
        elif spec == "ignore":
            gpu_type = pl.Series([None] * df.height, dtype=pl.String)
        else:
            raise DataError(f"alibaba-gpu-2023: gpu_spec={spec!r}; expected ignore or keep")
        share = (df["num_gpu"] == 1) & (df["gpu_milli"] > 0) & (df["gpu_milli"] < 1000)
        return pl.DataFrame({
            "offset_s": df["creation_time_s"], "duration_s": df["duration_s"],
            "gpus": df["num_gpu"], "gpu_type": gpu_type,
            "gpu_util": pl.select(pl.when(share).then(df["gpu_milli"] / 1000.0)
                                  .otherwise(1.0)).to_series(),
            "cpus": (df["cpu_milli"] / 1000).ceil().cast(pl.Int64),
            "mem_gb": df["memory_mib"] / 1024.0,
            "kind": df["qos"].replace_strict({"LS": "infer", "BE": "train"}, default="train"),
            "interruptible": df["qos"] == "BE", "tag": "alibaba2023"})
    if name == "azure-llm-2023":
        trace = opts["trace"]
        traces = ["code", "conv"] if trace == "both" else [trace]
        if any(t not in ("code", "conv") for t in traces):
            raise DataError(f"azure-llm-2023: trace={trace!r}; expected code, conv or both")
        frames = [df.with_columns(pl.lit(f.meta["trace"]).alias("trace"))
                  for t in traces for f, df in _read(card, readers.read_azure_llm, trace=t)]
        df = pl.concat(frames).sort("time")
        pre, dec = float(opts["prefill_tokens_per_s"]), float(opts["decode_tokens_per_s"])
        if pre <= 0 or dec <= 0:
            raise DataError("azure-llm-2023: prefill/decode tokens per second must be > 0")
        dur = df["input_tokens"] / pre + df["output_tokens"] / dec
        dur = dur.clip(lower_bound=1e-3)
        t0 = df["time"].min()
        return pl.DataFrame({
            "offset_s": (df["time"] - t0).dt.total_microseconds() / 1e6, "duration_s": dur,
            "gpus": int(opts.get("gpus", 1)), "kind": "infer",
            "latency_slo_ms": dur * 1000.0 * float(opts["slo_factor"]),
            "input_tokens": df["input_tokens"], "output_tokens": df["output_tokens"],
            "tag": "azllm-" + df["trace"]})
    raise DataError(f"dataset {name!r} is not a job trace card (kind {card.kind!r}); "
                    "trace cards: gaia, alibaba-gpu-2023, azure-llm-2023")


def place_in_window(jobs: pl.DataFrame, start: datetime, end: datetime, rng: np.random.Generator,
                    opts: dict[str, Any]) -> pl.DataFrame:
    """Map trace offsets into [start, end): offset, time scale, tiling, rate scale, cap."""
    t_off = float(opts.get("trace_offset_s", 0.0))
    ts = float(opts.get("time_scale", 1.0))
    if not (math.isfinite(ts) and ts > 0):
        raise DataError(f"time_scale={ts}; expected a finite number > 0")
    jobs = jobs.filter(pl.col("offset_s") >= t_off).with_columns(
        ((pl.col("offset_s") - t_off) / ts).alias("rel_s"))
    if jobs.height == 0:
        raise DataError(f"no trace jobs after trace_offset_s={t_off}")
    window = (end - start).total_seconds()
    period = max(float(cast(float, jobs["rel_s"].max())) + 1.0, 1.0)
    n_copies = math.ceil(window / period) if opts.get("repeat", True) else 1
    scale = float(opts.get("scale", 1.0))
    if not (math.isfinite(scale) and scale > 0):
        raise DataError(f"scale={scale}; expected a finite number > 0")
    layers_n = math.ceil(scale)
    if jobs.height * n_copies * layers_n > MAX_JOBS:
        raise DataError(f"time_scale={ts:g}, repeat and scale={scale:g} would "
                        f"place {jobs.height} trace jobs x {n_copies} copies x {layers_n} "
                        f"layers in the window, over the limit of {MAX_JOBS:.3g} jobs per "
                        "scenario; raise time_scale or lower scale")
    copies = [jobs.with_columns(pl.lit(0).alias("rep"))]
    if opts.get("repeat", True):
        k = 1
        while k * period < window:
            copies.append(jobs.with_columns(pl.col("rel_s") + k * period, pl.lit(k).alias("rep")))
            k += 1
    out = pl.concat(copies).with_columns(pl.col("rel_s") + float(opts.get("shift_s", 0.0)))
    out = out.filter((pl.col("rel_s") >= 0) & (pl.col("rel_s") < window))
    whole, frac = int(math.floor(scale)), scale - math.floor(scale)
    layers = []
    jitter = float(opts.get("jitter_s", 300.0))
    for layer in range(whole + (1 if frac > 1e-12 else 0)):
        part = out
        if layer == whole:  # the fractional layer: Bernoulli thinning
            part = out.filter(pl.Series(rng.random(out.height) < frac))
        if layer > 0:
            j = rng.uniform(-jitter, jitter, part.height)
            part = part.with_columns((pl.col("rel_s") + j).clip(0, window - 1e-6))
        layers.append(part.with_columns(pl.lit(layer).alias("layer")))
    out = pl.concat(layers)
    cap = opts.get("max_jobs")
    if cap is not None and out.height > int(cap):
        keep = np.sort(rng.choice(out.height, size=int(cap), replace=False))
        out = out[keep]
    base = start.astimezone(UTC)
    return out.sort("rel_s").with_columns(
        (pl.lit(base) + pl.duration(microseconds=(pl.col("rel_s") * 1e6).round(0)
                                    .cast(pl.Int64))).dt.cast_time_unit("us")
        .alias("submit_time"))


def assign_origins(submit: pl.Series, regions: list[str], rng: np.random.Generator,
                   opts: dict[str, Any]) -> np.ndarray:
    """Draw an origin region per job by the documented rule (module docstring)."""
    if not regions:
        raise DataError("load_jobs: regions is empty; expected at least one region id")
    rule = opts.get("origin_rule", "daytime")
    w = np.ones(len(regions))
    if rule in ("weights", "daytime") and opts.get("origin_weights"):
        given = opts["origin_weights"]
        missing = [r for r in regions if r not in given]
        if missing:
            raise DataError(f"origin_weights lacks region(s) {missing}")
        w = np.array([float(given[r]) for r in regions])
        if (w < 0).any() or w.sum() <= 0:
            raise DataError("origin_weights must be >= 0 with a positive sum")
    if rule == "uniform" or rule == "weights":
        p = w / w.sum()
        return np.asarray(regions, dtype=object)[rng.choice(len(regions), size=len(submit), p=p)]
    if rule != "daytime":
        raise DataError(f"origin_rule={rule!r}; expected uniform, weights or daytime")
    offs = opts.get("origin_utc_offset_h") or {}
    off = np.array([float(offs.get(r, ZONE_UTC_OFFSET_H.get(r, 0.0))) for r in regions])
    hour = (submit.dt.hour().to_numpy() + submit.dt.minute().to_numpy() / 60.0)
    local = (hour[:, None] + off[None, :]) % 24.0
    act = np.where((local >= 8) & (local < 20), 1.0, 0.25) * w[None, :]
    cum = np.cumsum(act / act.sum(axis=1, keepdims=True), axis=1)
    u = rng.random(len(submit))[:, None]
    idx = np.minimum((u > cum).sum(axis=1), len(regions) - 1)
    return np.asarray(regions, dtype=object)[idx]


def load_trace(card: Card, start: datetime, end: datetime, regions: list[str], seed: int,
               options: dict[str, Any]) -> pl.DataFrame:
    """Canonical jobs from a trace card (see :func:`gridshift.datasets.load_jobs`)."""
    allowed = _COMMON | _PER_CARD.get(card.name, set())
    unknown = sorted(set(options) - allowed)
    if unknown:
        raise DataError(f"load_jobs({card.name!r}): unknown option(s) {unknown}; expected "
                        f"{sorted(allowed)}")
    opts = {**card.options, **options}
    _check_trace_options(card.name, opts)
    if card.name == "alibaba-gpu-2023" and "trace_offset_s" not in options:
        opts["trace_offset_s"] = None
    report = opts.get("report") or readers.LoadReport()
    rng = np.random.default_rng(seed)
    frame = trace_frame(card, opts, report)
    if opts.get("trace_offset_s", 0) is None:
        # alibaba default: start at the first observed deletion; earlier creations are
        # long-running services already present when observation began
        df = readers.read_alibaba_openb_pods(cached_path(
            card, card.select(table="pods", variant=opts["variant"])[0]))
        opts["trace_offset_s"] = float(cast(float, df["deletion_time_s"].min()))
    jobs = place_in_window(frame, start, end, rng, opts)
    if jobs.height == 0:
        raise DataError(f"load_jobs({card.name!r}): no jobs fall in [{start}, {end})")
    origins = assign_origins(jobs["submit_time"], list(regions), rng, opts)
    ids = (pl.lit(f"{card.name}-") + pl.col("tag") + pl.lit("-")
           + pl.int_range(pl.len()).cast(pl.String))
    jobs = jobs.with_columns(ids.alias("job_id"), pl.Series("origin", origins, dtype=pl.String),
                             pl.lit(bool(opts.get("interruptible", False))).alias("_intr"))
    if "interruptible" in jobs.columns:
        jobs = jobs.with_columns(pl.col("interruptible") | pl.col("_intr"))
    else:
        jobs = jobs.rename({"_intr": "interruptible"})
    for col, key in (("checkpoint_s", "checkpoint_s"), ("data_gb", "data_gb")):
        if key in opts:
            jobs = jobs.with_columns(pl.lit(float(opts[key])).alias(col))
    out = validate_jobs(jobs, f"dataset {card.name}")
    extra = [c for c in ("input_tokens", "output_tokens") if c in jobs.columns]
    if extra:
        out = pl.concat([out, jobs.select(extra)], how="horizontal")
    return out


