"""Seeded synthetic generators for signals (carbon, price, weather) and AI job mixes.

The embedded default scenario runs on these, so it needs no download. Their parameters live in
``params/synthetic.toml`` (per grid zone, or per *archetype*: ``solar``, ``wind``, ``hydro``,
``nuclear``, ``coal``, ``gas``), each entry with its source; ``python -m
gridshift.datasets.calibrate`` refits them from real data.

Models
------
Carbon intensity and price, per zone, hourly (UTC)::

    x(t) = max(floor, mean * profile[season(t), hour(t)] + e(t)),
    e(t) = ar1 * e(t-1) + sqrt(1 - ar1**2) * sd_resid * z(t),   z ~ N(0, 1)

with ``sd_resid**2 = std**2 - var(mean * profile)`` (so the series' overall standard deviation
is ``std``), season = DJF, MAM, JJA, SON, and floor = 2 % of the mean for carbon (no negative
intensities); prices may go negative.

Weather: an annual and a diurnal cosine plus AR(1) noise for temperature; relative humidity
moves against temperature over the day.

Jobs: a non-homogeneous Poisson process, ``jobs_per_hour * profile[weekday, hour]`` per hour,
uniform within the hour; durations by inverse-CDF interpolation (in log space) of a quantile
table; GPUs from a categorical table; utilisation from a Beta; data size log-normal.

Determinism: each series draws from its own ``numpy.random.Generator`` seeded with
``(seed, crc32(zone), signal)``, so a zone's series does not change when other zones are added.
"""

from __future__ import annotations

import tomllib
import zlib
from datetime import UTC, datetime
from functools import cache
from importlib import resources
from typing import Any

import numpy as np
import polars as pl

from gridshift import _libm
from gridshift.errors import DataError

__all__ = [
    "ARCHETYPES",
    "DATA_SIZE_MODELS",
    "data_gb_by_kind",
    "params",
    "synthetic_job_columns",
    "synthetic_job_ids",
    "synthetic_jobs",
    "synthetic_signals",
]

ARCHETYPES = ("solar", "wind", "hydro", "nuclear", "coal", "gas")
_SIGNAL_CODES = {"carbon": 1, "price": 2, "weather": 3, "jobs": 4, "data_size": 5}

#: ``[jobs] data_size_model = "by-kind-v1"``: data a job must move with it [GB], per kind.
#: Each entry is an inverse-CDF table (probabilities, values) interpolated in log space; the
#: shape between the cited end points is our assumption (log-uniform unless a trace gives
#: quantiles), varied by ``data_gb_scale`` in ``gridshift sensitivity``.
#:
#: * ``train`` = dataset + checkpoint. Dataset from CIFAR-10 (163 MB, python version;
#:   Krizhevsky 2009, cs.toronto.edu/~kriz/cifar.html) to ImageNet-1k ILSVRC2012 training
#:   images (138 GB; image-net.org download page, Russakovsky et al. 2015, IJCV 115); checkpoint
#:   from BERT-large weights in fp32 (340 M parameters x 4 B = 1.36 GB; Devlin et al. 2019,
#:   NAACL, Table/Sec. 3) to a 7-B-parameter model's full mixed-precision Adam state
#:   (16 B/parameter, Rajbhandari et al. 2020, ZeRO, SC'20, Sec. 3.1: 7e9 x 16 B = 112 GB;
#:   Llama 2 7B, Touvron et al. 2023).
#: * ``infer`` = one request's prompt and response: tokens per request (context + generated)
#:   from the Azure LLM inference trace 2023 (Patel et al. 2024, Splitwise, ISCA '24; pooled
#:   code + conversation, 28,185 requests: min 12, 5 % 194, 50 % 1,417, 95 % 4,242, max 14,089
#:   tokens, computed from shared/data azure-llm-inference-2023) at 4 bytes per token (OpenAI's
#:   tokenizer rule of thumb, about 4 characters of English text per token, UTF-8).
#: * ``batch`` = input shard: log-uniform 1-100 GB. No published source was found for AI
#:   batch jobs' input sizes; this range is an assumption (listed in docs/validity.md).
DATA_SIZE_MODELS: dict[str, dict[str, dict[str, list[float]]]] = {
    "by-kind-v1": {
        "train_dataset": {"probs": [0.0, 1.0], "gb": [0.163, 138.0]},
        "train_checkpoint": {"probs": [0.0, 1.0], "gb": [1.36, 112.0]},
        "infer": {"probs": [0.0, 0.05, 0.5, 0.95, 1.0],
                  "gb": [t * 4e-9 for t in (12.0, 194.0, 1417.0, 4242.0, 14089.0)]},
        "batch": {"probs": [0.0, 1.0], "gb": [1.0, 100.0]},
    },
}


@cache
def params() -> dict[str, Any]:
    """The parameter table (``params/synthetic.toml``), parsed once."""
    text = resources.files("gridshift.datasets").joinpath("params/synthetic.toml").read_text()
    return tomllib.loads(text)


def _guard_size(n_expected: float) -> None:
    """Refuse before allocating when the expected job count breaks gridshift.limits."""
    from gridshift.limits import MAX_JOBS, resource_problem

    problem = resource_problem(n_expected, 0.0, machine=n_expected > MAX_JOBS / 100)
    if problem is not None:
        raise DataError(f"synthetic jobs: jobs_per_hour over the window: {problem}")


def _rng(seed: int, key: str, signal: str) -> np.random.Generator:
    ss = np.random.SeedSequence([int(seed) & 0xFFFFFFFF, zlib.crc32(key.encode()),
                                 _SIGNAL_CODES[signal]])
    return np.random.Generator(np.random.PCG64(ss))


def _entry(table: str, zone: str, archetype: str | None) -> dict[str, Any]:
    p = params()[table]
    if zone in p:
        return dict(p[zone])
    if archetype is not None:
        if archetype not in p:
            raise DataError(
                f"synthetic {table}: unknown archetype {archetype!r}; expected one of "
                f"{', '.join(a for a in ARCHETYPES if a in p)}"
            )
        return dict(p[archetype])
    known = sorted(k for k in p if k not in ARCHETYPES)
    raise DataError(
        f"synthetic {table}: no parameters for zone {zone!r}; give the region an archetype "
        f"({', '.join(ARCHETYPES)}) or use a calibrated zone ({', '.join(known)})"
    )


def _hours(start: datetime, end: datetime) -> np.ndarray:
    s = np.datetime64(start.astimezone(UTC).replace(tzinfo=None), "h")
    e = np.datetime64(end.astimezone(UTC).replace(tzinfo=None), "h")
    if np.datetime64(end.astimezone(UTC).replace(tzinfo=None), "us") > e:
        e = e + np.timedelta64(1, "h")
    return np.arange(s, e, dtype="datetime64[h]")


def _season_hour(hours: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    month = hours.astype("datetime64[M]").astype(np.int64) % 12  # 0 = January
    season = ((month + 1) % 12) // 3  # DJF=0, MAM=1, JJA=2, SON=3
    hod = hours.astype(np.int64) % 24
    return season, hod


def _ar1_innovations(rng: np.random.Generator, n: int, phi: float, sd: float
                     ) -> tuple[np.ndarray, float, float]:
    """The draws of one stationary AR(1) series and its filter: ``(z, ar1, gain)``.

    ``z`` are ``n`` standard normals whose first is scaled to start in the stationary
    distribution; the series is ``ar1_recurrence(z, ar1, gain)``.
    """
    z = rng.standard_normal(n)
    z[0] = z[0] / np.sqrt(max(1 - phi**2, 1e-12))  # start in the stationary distribution
    return z, float(phi), float(np.sqrt(max(1 - phi**2, 0.0)) * sd)


def _ar1(rng: np.random.Generator, n: int, phi: float, sd: float) -> np.ndarray:
    """Stationary AR(1) with marginal standard deviation ``sd`` (scipy-free, exact recursion).

    Bit-identical to ``scipy.signal.lfilter([g], [1, -phi], z)``, which it replaced (see
    :func:`gridshift.models.forecast.ar1_recurrence`). :func:`synthetic_signals` filters all
    its series at once with :func:`_ar1_rows` instead (the same bytes).
    """
    from gridshift.models.forecast import ar1_recurrence

    z, a, g = _ar1_innovations(rng, n, phi, sd)
    return ar1_recurrence(z, a, g)


def _ar1_rows(z: np.ndarray, ar1: np.ndarray, gain: np.ndarray) -> np.ndarray:
    """Row ``k``: ``ar1_recurrence(z[k], ar1[k], gain[k])``, bit for bit, for all rows at once.

    The recurrence ``e_h = e_(h-1) * ar1 + gain * z_h`` (``e_0 = 0.0 + gain * z_0``) is run
    along the series for every row together, each step the same two products and one sum as
    the one-series loop (IEEE doubles, element-wise), so each row's bytes are that loop's. One
    pass of ``H`` vector steps instead of ``rows x H`` scalar ones.

    Args:
        z: Innovations ``[rows, H]``.
        ar1: Autoregressive coefficient per row ``[rows]`` [-].
        gain: Factor on the innovations per row ``[rows]`` [-].

    Returns:
        ``[rows, H]`` float64.
    """
    z = np.asarray(z, dtype=np.float64)
    a = np.asarray(ar1, dtype=np.float64)
    bz = np.ascontiguousarray((z * np.asarray(gain, dtype=np.float64)[:, None]).T)  # [H, rows]
    out = np.empty_like(bz)
    if bz.shape[0]:
        np.add(bz[0], 0.0, out=out[0])  # 0.0 + gain * z_0 (a -0.0 product becomes +0.0)
    for h in range(1, bz.shape[0]):
        np.multiply(out[h - 1], a, out=out[h])
        out[h] += bz[h]
    return out.T


def _profile_base(p: dict[str, Any], hours: np.ndarray) -> tuple[np.ndarray, float]:
    """``mean * profile[season, hour]`` per hour and the residual's standard deviation."""
    season, hod = _season_hour(hours)
    prof = np.asarray(p["profile"], dtype=float)
    if prof.shape != (4, 24):
        raise DataError(f"synthetic parameters: profile has shape {prof.shape}; expected (4, 24)")
    base = p["mean"] * prof[season, hod]
    var_profile = float(np.var(p["mean"] * prof))
    sd_resid = float(np.sqrt(max(p["std"] ** 2 - var_profile, (0.05 * p["std"]) ** 2)))
    return base, sd_resid


def _profiled(p: dict[str, Any], hours: np.ndarray, rng: np.random.Generator) -> np.ndarray:
    """One profiled series with its own AR(1) residual (the one-series reference)."""
    base, sd_resid = _profile_base(p, hours)
    return base + _ar1(rng, hours.shape[0], float(p["ar1"]), sd_resid)


def synthetic_signals(
    zones: list[str],
    start: datetime,
    end: datetime,
    seed: int,
    archetypes: dict[str, str] | None = None,
) -> pl.DataFrame:
    """Hourly canonical signals for ``zones`` over ``[start, end)``.

    Args:
        zones: Grid zone ids (calibrated zones, or any name with an archetype).
        start: Window start (timezone-aware).
        end: Window end, exclusive.
        seed: Seed; the same seed gives the same series.
        archetypes: Optional zone -> archetype for zones without their own parameters.

    Returns:
        A canonical signals table (``region`` = zone) with carbon, price, temperature and
        relative humidity.
    """
    archetypes = archetypes or {}
    hours = _hours(start, end)
    n = hours.shape[0]
    # every series' draws first (each from its own generator), then all AR(1) filters in one
    # pass (_ar1_rows), then the values: the same bytes as one series at a time
    plans = []
    for zone in sorted(set(zones)):
        arch = archetypes.get(zone)
        c = _entry("carbon", zone, arch)
        pr = _entry("price", zone, arch)
        w = _entry("weather", zone, arch)
        c_base, c_sd = _profile_base(c, hours)
        p_base, p_sd = _profile_base(pr, hours)
        plans.append((zone, c, c_base, p_base, w, [
            _ar1_innovations(_rng(seed, zone, "carbon"), n, float(c["ar1"]), c_sd),
            _ar1_innovations(_rng(seed, zone, "price"), n, float(pr["ar1"]), p_sd),
            _ar1_innovations(_rng(seed, zone, "weather"), n, float(w["ar1"]),
                             float(w["temp_noise_c"]))]))
    draws = [d for *_, ds in plans for d in ds]
    if draws:
        noise = _ar1_rows(np.stack([d[0] for d in draws]), np.array([d[1] for d in draws]),
                          np.array([d[2] for d in draws]))
    frames = []
    for i, (zone, c, c_base, p_base, w, _) in enumerate(plans):
        carbon = np.maximum(c_base + noise[3 * i], 0.02 * c["mean"])
        price = p_base + noise[3 * i + 1]
        temp, rh = _weather_from_noise(w, hours, noise[3 * i + 2])
        frames.append(pl.DataFrame({
            "region": [zone] * n,
            "time": hours.astype("datetime64[us]"),
            "carbon_gco2_per_kwh": carbon,
            "price_usd_per_mwh": price,
            "temp_c": temp,
            "rel_humidity_pct": rh,
        }))
    df = pl.concat(frames).with_columns(pl.col("time").dt.replace_time_zone("UTC"))
    return df


def _weather(w: dict[str, Any], hours: np.ndarray, rng: np.random.Generator
             ) -> tuple[np.ndarray, np.ndarray]:
    """Temperature and humidity with their own AR(1) noise (the one-series reference)."""
    noise = _ar1(rng, hours.shape[0], float(w["ar1"]), float(w["temp_noise_c"]))
    return _weather_from_noise(w, hours, noise)


def _weather_from_noise(w: dict[str, Any], hours: np.ndarray, noise: np.ndarray
                        ) -> tuple[np.ndarray, np.ndarray]:
    doy = (hours.astype("datetime64[D]") - hours.astype("datetime64[Y]")).astype(np.int64)
    hod = hours.astype(np.int64) % 24
    peak_doy = 200 if w.get("hemisphere", "N") == "N" else 20  # about 19 July / 20 January
    seasonal = w["temp_seasonal_amp_c"] * np.cos(2 * np.pi * (doy - peak_doy) / 365.25)
    diurnal_shape = np.cos(2 * np.pi * (hod - w["temp_peak_hour_utc"]) / 24)
    temp = w["temp_mean_c"] + seasonal + w["temp_diurnal_amp_c"] * diurnal_shape + noise
    rh = w["rh_mean_pct"] - w["rh_diurnal_amp_pct"] * diurnal_shape - 2.0 * noise
    return temp, np.clip(rh, 5.0, 100.0)


def data_gb_by_kind(kind: np.ndarray, seed: int, key: str, model: str = "by-kind-v1"
                    ) -> np.ndarray:
    """Data volume per job [GB] from :data:`DATA_SIZE_MODELS` (``[jobs] data_size_model``).

    Args:
        kind: Job kinds (``train``, ``infer``, ``batch``).
        seed: Run seed.
        key: Stream key (the generator's region list), so sizes do not depend on other draws.
        model: Model name.

    Returns:
        ``data_gb`` per job, rounded to 1e-9 GB (1 byte).

    Raises:
        DataError: unknown model or job kind.
    """
    if model not in DATA_SIZE_MODELS:
        raise DataError(f"data_size_model {model!r}; expected one of "
                        f"{', '.join(DATA_SIZE_MODELS)}")
    table = DATA_SIZE_MODELS[model]
    kind = np.asarray(kind).astype(str)
    bad = sorted(set(kind.tolist()) - {"train", "infer", "batch"})
    if bad:
        raise DataError(f"data_size_model {model}: no data size for job kind(s) {bad}")
    rng = _rng(seed, key, "data_size")
    u = rng.uniform(0.0, 1.0, (3, kind.size))

    def draw(entry: str, q: np.ndarray) -> np.ndarray:
        e = table[entry]
        return _libm.exp(np.interp(q, e["probs"], _libm.log(np.asarray(e["gb"], dtype=float))))

    out = np.where(kind == "train", draw("train_dataset", u[0]) + draw("train_checkpoint", u[1]),
                   np.where(kind == "infer", draw("infer", u[2]), draw("batch", u[2])))
    return np.round(out, 9)


def synthetic_job_columns(
    regions: list[str],
    start: datetime,
    end: datetime,
    seed: int,
    jobs_per_hour: float = 100.0,
    region_weights: dict[str, float] | None = None,
    max_gpus: int | None = None,
    data_size_model: str | None = None,
) -> dict[str, Any]:
    """The synthetic job mix as numpy columns (what :func:`synthetic_jobs` tabulates).

    Same arguments and the same draws as :func:`synthetic_jobs`; no per-row Python objects and
    no string columns, so a year of jobs costs about 60 bytes a row.

    Returns:
        ``submit_us`` (int64, epoch microseconds, sorted), ``origin`` (int64 index into
        ``regions``), ``gpus``, ``cpus`` (int64), ``duration_s``, ``gpu_util``, ``mem_gb``,
        ``data_gb``, ``checkpoint_s`` (float64), ``interruptible`` (bool), ``kind`` (int64
        index into ``kinds``) and ``kinds`` (the kind names, in the order of the parameter
        table). Job ``i``'s id is ``f"j{i:07d}"``; deadlines are empty.
    """
    if not jobs_per_hour >= 0 or jobs_per_hour == float("inf"):
        raise DataError(f"synthetic jobs: jobs_per_hour is {jobs_per_hour}; must be a finite "
                        "number >= 0")
    _guard_size(jobs_per_hour * (end - start).total_seconds() / 3600)
    p = params()["jobs"]
    rng = _rng(seed, "|".join(regions), "jobs")
    hours = _hours(start, end)
    wd = (hours.astype("datetime64[D]").astype(np.int64) + 3) % 7  # 1970-01-01 was a Thursday
    hod = hours.astype(np.int64) % 24
    prof = np.asarray(p["arrivals_per_hour_profile"], dtype=float)
    lam = jobs_per_hour * prof[wd, hod] / prof.mean()
    counts = rng.poisson(lam)
    n = int(counts.sum())
    hour_s = hours.astype("datetime64[s]").astype(np.int64)
    t0 = int(start.timestamp())
    t1 = int(end.timestamp())
    submit = np.repeat(hour_s, counts) + rng.uniform(0, 3600, n)
    del hour_s, counts
    submit = np.round(submit, 3)
    submit.sort()
    keep = (submit >= t0) & (submit < t1)
    if not keep.all():
        submit = submit[keep]
    del keep
    n = submit.shape[0]
    submit_us = (submit * 1e6).astype(np.int64)
    del submit
    probs = np.asarray(p["duration_probs"], dtype=float)
    # exp and log through gridshift._libm: the C library's values on every CPU
    logq = _libm.log(np.asarray(p["duration_quantiles_s"], dtype=float))
    duration = np.round(_libm.exp(np.interp(rng.uniform(0, 1, n), probs, logq)), 1)
    counts_g = np.asarray(p["gpu_counts"])
    pg = np.asarray(p["gpu_count_probs"], dtype=float)
    if max_gpus is not None:
        pg = np.where(counts_g <= max_gpus, pg, 0.0)
    gpus = rng.choice(counts_g, size=n, p=pg / pg.sum()).astype(np.int64)
    a, b = p["gpu_util_beta"]
    util = np.round(rng.beta(a, b, n), 4)
    mu, sigma = p["data_gb_lognormal"]
    data_gb = np.round(rng.lognormal(mu, sigma, n), 3)
    kinds = list(p["kind_probs"])
    kp = np.asarray([p["kind_probs"][k] for k in kinds], dtype=float)
    kind = np.asarray(rng.choice(len(kinds), size=n, p=kp / kp.sum()), dtype=np.int64)
    interruptible = rng.uniform(0, 1, n) < p["interruptible_fraction"]
    checkpoint_s = np.where(interruptible, np.round(rng.uniform(60, 600, n)), 0.0)
    w = np.asarray([(region_weights or {}).get(r, 1.0) for r in regions], dtype=float)
    if (w < 0).any() or w.sum() <= 0:
        raise DataError("synthetic jobs: region_weights must be >= 0 with a positive sum")
    origin = np.asarray(rng.choice(len(regions), size=n, p=w / w.sum()), dtype=np.int64)
    if data_size_model is not None:
        data_gb = data_gb_by_kind(np.asarray(kinds)[kind], seed, "|".join(regions),
                                  data_size_model)
    return {"submit_us": submit_us, "origin": origin, "gpus": gpus, "duration_s": duration,
            "gpu_util": util, "cpus": gpus * 8, "mem_gb": (gpus * 64).astype(float),
            "data_gb": data_gb, "interruptible": interruptible, "checkpoint_s": checkpoint_s,
            "kind": kind, "kinds": kinds}


def synthetic_job_ids(n: int) -> pl.Series:
    """Ids ``j0000000``, ``j0000001``, ... of ``n`` synthetic jobs (a polars String Series).

    Equal to ``[f"j{i:07d}" for i in range(n)]`` (more digits past 9,999,999), built without
    Python objects.
    """
    if n > 10**7:  # more than 7 digits: polars' own formatting
        idx = pl.int_range(0, n, dtype=pl.Int64, eager=True)
        return pl.select(pl.concat_str(pl.lit("j"), idx.cast(pl.String).str.zfill(7))
                         .alias("job_id")).to_series()
    text = np.empty((n, 8), dtype=np.uint8)  # "j" and 7 ASCII digits per id
    text[:, 0] = ord("j")
    digits = np.arange(ord("0"), ord("9") + 1, dtype=np.uint8)
    for k in range(7):  # the 10**k digit of 0, 1, 2, ...: each digit repeated 10**k times, cycled
        block = np.repeat(digits, 10**k)
        text[:, 7 - k] = np.tile(block, n // block.size + 1)[:n]
    return pl.Series("job_id", text.view("S8").ravel()).cast(pl.String)


def synthetic_jobs(
    regions: list[str],
    start: datetime,
    end: datetime,
    seed: int,
    jobs_per_hour: float = 100.0,
    region_weights: dict[str, float] | None = None,
    max_gpus: int | None = None,
    data_size_model: str | None = None,
) -> pl.DataFrame:
    """A canonical jobs table: an AI job mix arriving over ``[start, end)``.

    Args:
        regions: Region ids the jobs may originate in.
        start: Window start (timezone-aware).
        end: Window end, exclusive.
        seed: Seed; the same seed gives the same jobs.
        jobs_per_hour: Mean arrival rate over the week [jobs/h].
        region_weights: Relative share of arrivals per origin region (default equal).
        max_gpus: Drop GPU counts above this (e.g. the smallest pool size).
        data_size_model: None (default): today's log-normal ``data_gb``, bit for bit; a name
            of :data:`DATA_SIZE_MODELS`: sizes by job kind from their own random stream (every
            other column unchanged).

    Returns:
        Jobs sorted by submit time, ids ``j0000000``...; deadlines left empty (the scenario's
        ``deadline_slack`` applies). The columns of :func:`synthetic_job_columns`, as a table.
    """
    c = synthetic_job_columns(regions, start, end, seed, jobs_per_hour, region_weights,
                              max_gpus, data_size_model)
    n = int(c["gpus"].shape[0])
    return pl.DataFrame({
        # an empty list as before (a Null column when there are no jobs; validate_jobs casts)
        "job_id": synthetic_job_ids(n) if n else [],
        "submit_time": c["submit_us"],
        "origin": pl.Series(list(regions), dtype=pl.String).gather(c["origin"]),
        "gpus": c["gpus"],
        "duration_s": c["duration_s"],
        "gpu_type": pl.Series([None] * n, dtype=pl.String),
        "gpu_util": c["gpu_util"],
        "cpus": c["cpus"],
        "mem_gb": c["mem_gb"],
        "data_gb": c["data_gb"],
        "deadline": pl.Series([None] * n, dtype=pl.Datetime("us", "UTC")),
        "interruptible": c["interruptible"],
        "checkpoint_s": c["checkpoint_s"],
        "kind": pl.Series(c["kinds"], dtype=pl.String).gather(c["kind"]),
        "latency_slo_ms": pl.Series([None] * n, dtype=pl.Float64),
    }).with_columns(pl.col("submit_time").cast(pl.Datetime("us", "UTC")))
