"""Fit the synthetic generators' parameters from the real data and write ``params/synthetic.toml``.

Usage::

    python -m gridshift.datasets.calibrate --data ../shared/data   # import (verify), then fit
    python -m gridshift.datasets.calibrate                         # fit from the cache

Fitted, per real zone (models in :mod:`gridshift.datasets.synthetic`):

* ``[carbon.<ZONE>]`` from ``electricitymaps`` 2021-2024 (direct intensity, estimated rows
  kept): mean, std of hourly values, ``profile[season][hour UTC]`` = mean of the
  (season, hour) cell / overall mean, ``ar1`` = lag-1 autocorrelation of the residual
  ``x - mean * profile``.
* ``[price.<ZONE>]`` from ``electricity-prices`` 2020-2024, the same statistics on prices
  clipped per file to P25/P75 -/+ 3 IQR (so a handful of spikes up to 15,000 USD/MWh do not
  set the standard deviation); negative prices kept.
* ``[weather.<ZONE>]`` from ``open-meteo`` 2020-2024: temperature mean, seasonal amplitude
  (least squares on the generator's annual cosine peaking on day 200 north / 20 south),
  diurnal amplitude and peak hour (first harmonic of the hour-of-day mean after removing
  the seasonal term), AR(1) coefficient and standard deviation of the remaining noise,
  relative-humidity mean and diurnal amplitude (regression on the diurnal cosine).
* ``[jobs]``: ``duration_quantiles_s`` from Philly runtimes (runtime > 0), ``gpu_counts`` /
  ``gpu_count_probs`` from Alibaba GPU trace v2023 (scheduled GPU tasks, 1/2/4/8 GPUs),
  ``arrivals_per_hour_profile`` from GAIA's Alibaba PAI 2020 sample folded on the week
  (phase unknown: trace hour 0 is taken as Monday 00:00 UTC). ``gpu_util_beta``,
  ``data_gb_lognormal``, ``kind_probs`` and ``interruptible_fraction`` are kept as they are
  (no real data for them here).

Archetype entries (solar, wind, hydro, nuclear, coal, gas) are kept unchanged.
"""

from __future__ import annotations

import argparse
import math
import os
import tempfile
import tomllib
from collections.abc import Iterator
from contextlib import contextmanager
from importlib import resources
from pathlib import Path
from typing import Any

import numpy as np
import polars as pl

from gridshift.datasets import readers
from gridshift.datasets.cards import get_card
from gridshift.datasets.store import cached_path, import_dir
from gridshift.errors import DataError

__all__ = ["fit_all", "fit_jobs", "fit_series", "fit_weather", "main", "write_params"]

PARAMS = Path(str(resources.files("gridshift.datasets").joinpath("params/synthetic.toml")))
ARCHETYPES = ("solar", "wind", "hydro", "nuclear", "coal", "gas")


def _season_hour(t: pl.Series) -> tuple[np.ndarray, np.ndarray]:
    month = t.dt.month().to_numpy() - 1
    return ((month + 1) % 12) // 3, t.dt.hour().to_numpy()


def _ar1(x: np.ndarray) -> float:
    x = x - x.mean()
    return float(np.dot(x[1:], x[:-1]) / np.dot(x, x))


def fit_series(t: pl.Series, x: np.ndarray) -> dict[str, Any]:
    """Mean, std, season x hour profile (multiplicative) and residual lag-1 autocorrelation.

    Args:
        t: UTC hourly times (one contiguous series, or contiguous years concatenated).
        x: values.
    """
    season, hour = _season_hour(t)
    mean = float(x.mean())
    prof = np.ones((4, 24))
    for s in range(4):
        for h in range(24):
            m = (season == s) & (hour == h)
            if m.any():
                prof[s, h] = x[m].mean() / mean
    resid = x - mean * prof[season, hour]
    return {"mean": round(mean, 3), "std": round(float(x.std()), 3),
            "ar1": round(_ar1(resid), 4),
            "profile": [[round(float(v), 4) for v in row] for row in prof]}


def fit_weather(df: pl.DataFrame, lat: float) -> dict[str, Any]:
    """Fit the generator's weather model to hourly ``temp_c`` and ``rel_humidity_pct``."""
    t = df["time"]
    temp = df["temp_c"].to_numpy()
    rh = df["rel_humidity_pct"].to_numpy()
    doy = t.dt.ordinal_day().to_numpy() - 1
    hod = t.dt.hour().to_numpy()
    north = lat >= 0
    peak_doy = 200 if north else 20
    seas = np.cos(2 * np.pi * (doy - peak_doy) / 365.25)
    a = np.column_stack([np.ones_like(seas), seas])
    coef, *_ = np.linalg.lstsq(a, temp, rcond=None)
    rest = temp - a @ coef
    hmean = np.array([rest[hod == h].mean() for h in range(24)])
    c = np.sum(hmean * np.cos(2 * np.pi * np.arange(24) / 24)) * 2 / 24
    s = np.sum(hmean * np.sin(2 * np.pi * np.arange(24) / 24)) * 2 / 24
    amp = float(math.hypot(c, s))
    peak = float(math.degrees(math.atan2(s, c)) / 15.0) % 24.0
    diurnal = np.cos(2 * np.pi * (hod - peak) / 24)
    noise = rest - amp * diurnal
    noise = noise - noise.mean()
    rh_c = rh - rh.mean()
    rh_amp = float(-np.dot(rh_c, diurnal) / np.dot(diurnal, diurnal))
    return {"temp_mean_c": round(float(temp.mean()), 3),
            "temp_seasonal_amp_c": round(float(coef[1]), 3),
            "temp_diurnal_amp_c": round(amp, 3), "temp_peak_hour_utc": round(peak, 2),
            "hemisphere": "N" if north else "S", "rh_mean_pct": round(float(rh.mean()), 3),
            "rh_diurnal_amp_pct": round(rh_amp, 3), "ar1": round(_ar1(noise), 4),
            "temp_noise_c": round(float(noise.std()), 3)}


def _zone_series(card: str, zone: str, **opts: Any) -> pl.DataFrame:
    c = get_card(card)
    reader = getattr(readers, c.loader)
    frames = [reader(cached_path(c, f), region=zone, **opts)
              for f in sorted(c.select(region=zone), key=lambda f: f.meta["year"])]
    return pl.concat(frames, how="diagonal_relaxed").unique("time", keep="first").sort("time")


def fit_jobs() -> dict[str, Any]:
    """Fit the ``[jobs]`` keys listed in the module docstring (returns only those)."""
    ph = get_card("philly-runtimes")
    runtime = readers.read_philly_runtime(cached_path(ph, ph.files[0]))["duration_s"]
    run = runtime.filter(runtime > 0).to_numpy()
    probs = [0.0, 0.01, 0.05, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 0.95, 0.99, 1.0]
    q = np.quantile(run, probs)
    al = get_card("alibaba-gpu-2023")
    pods = readers.read_alibaba_openb_pods(cached_path(
        al, al.select(table="pods", variant="default")[0]))
    g = pods.filter(pl.col("scheduled_time_s").is_not_null() & (pl.col("num_gpu") > 0))
    counts = [1, 2, 4, 8]
    n = np.array([int((g["num_gpu"] == k).sum()) for k in counts], dtype=float)
    gaia = get_card("gaia")
    arr = readers.read_gaia(cached_path(gaia, gaia.select(trace="pai")[0]), time_unit="h")
    how = (arr["arrival_s"].to_numpy() // 3600).astype(np.int64) % (7 * 24)
    weeks = float(arr["arrival_s"].to_numpy().max()) / (7 * 86400)
    hist = np.bincount(how, minlength=168).astype(float) / weeks
    prof = (hist / hist.mean()).reshape(7, 24)
    return {
        "arrivals_per_hour_profile": [[round(float(v), 4) for v in row] for row in prof],
        "duration_quantiles_s": [round(float(v), 1) for v in q],
        "duration_probs": probs,
        "gpu_counts": counts,
        "gpu_count_probs": [round(float(v), 5) for v in n / n.sum()],
    }


def fit_all() -> dict[str, dict[str, Any]]:
    """Fit every real zone and the job tables from the cache.

    Returns:
        ``{"carbon": {zone: entry}, "price": {...}, "weather": {...}, "jobs": {...}}``.
    """
    import json

    out: dict[str, dict[str, Any]] = {"carbon": {}, "price": {}, "weather": {}}
    em = get_card("electricitymaps")
    for z in em.regions:
        df = _zone_series("electricitymaps", z)
        e = fit_series(df["time"], df["carbon_gco2_per_kwh"].to_numpy())
        e["source"] = (f"fit to Electricity Maps hourly direct carbon intensity {z} "
                       "2021-2024 (card electricitymaps)")
        out["carbon"][z] = e
    pr = get_card("electricity-prices")
    for z in pr.regions:
        df = _zone_series("electricity-prices", z, clip_iqr=3.0)
        e = fit_series(df["time"], df["price_usd_per_mwh"].to_numpy())
        e["source"] = (f"fit to HPE standardized hourly prices {z} 2020-2024 (card "
                       "electricity-prices), clipped per file to P25/P75 -/+ 3 IQR")
        out["price"][z] = e
    om = get_card("open-meteo")
    from gridshift.datasets.store import open_bytes

    for z in om.regions:
        df = _zone_series("open-meteo", z)
        lat = json.loads(open_bytes(cached_path(om, om.select(region=z)[0])))["latitude"]
        e = fit_weather(df, float(lat))
        e["source"] = f"fit to Open-Meteo hourly weather {z} 2020-2024 (card open-meteo)"
        out["weather"][z] = e
    out["jobs"] = fit_jobs()
    return out


def _fmt(v: Any, indent: str = "") -> str:
    if isinstance(v, bool):
        return "true" if v else "false"
    if isinstance(v, int | float):
        return repr(v)
    if isinstance(v, str):
        return '"' + v.replace("\\", "\\\\").replace('"', '\\"') + '"'
    if isinstance(v, dict):
        return "{ " + ", ".join(f"{k} = {_fmt(x)}" for k, x in v.items()) + " }"
    if isinstance(v, list) and v and isinstance(v[0], list):
        return "[\n" + "".join(f"  {_fmt(r)},\n" for r in v) + "]"
    return "[" + ", ".join(_fmt(x) for x in v) + "]"


def _key(k: str) -> str:
    return k if k.replace("_", "").isalnum() and "-" not in k else f'"{k}"'


def write_params(fit: dict[str, dict[str, Any]], path: Path = PARAMS) -> Path:
    """Merge a fit into the parameter table (archetypes kept) and write it as TOML."""
    old = tomllib.loads(path.read_text()) if path.exists() else {}
    doc: dict[str, Any] = {"meta": dict(old.get("meta", {}))}
    doc["meta"]["refit"] = "python -m gridshift.datasets.calibrate --data ../shared/data"
    doc["meta"]["status"] = ("calibrated: zone entries and [jobs] fitted by "
                             "gridshift.datasets.calibrate; archetype entries hand-set")
    doc["meta"]["sources"] = [
        "Electricity Maps hourly carbon intensity 2021-2024 (ODbL) via HPE DCcluster-Opt",
        "HPE standardized hourly electricity prices 2020-2024",
        "Open-Meteo historical weather 2020-2024 (CC BY 4.0)",
        "Microsoft Philly runtimes (Jeon et al. 2019) via Alibaba cluster-trace-gpu-v2020",
        "Alibaba GPU cluster trace v2023 (Weng et al. 2023)",
        "GAIA Alibaba PAI 2020 sample (Hanafy et al. 2024)"]
    for table in ("carbon", "price", "weather"):
        entries = {k: v for k, v in old.get(table, {}).items() if k in ARCHETYPES}
        entries.update({k: v for k, v in old.get(table, {}).items() if k not in entries})
        entries.update(fit.get(table, {}))
        doc[table] = entries
    jobs = dict(old.get("jobs", {}))
    jobs.update(fit.get("jobs", {}))
    if "jobs" in fit:
        jobs["source"] = (
            "fit: duration_quantiles_s from Philly runtimes > 0 (card philly-runtimes); "
            "gpu_counts/gpu_count_probs from Alibaba GPU trace v2023 scheduled GPU tasks "
            "(card alibaba-gpu-2023); arrivals_per_hour_profile from GAIA pai-100k folded "
            "on the week, phase unknown (trace hour 0 = Monday 00:00 UTC). Hand-set, not "
            "fitted: gpu_util_beta, data_gb_lognormal, kind_probs, interruptible_fraction")
    doc["jobs"] = jobs
    lines = ["# Parameters of the seeded synthetic generators (gridshift.datasets.synthetic).",
             "# Written by gridshift.datasets.calibrate; numbers only, fitted from the cited "
             "data.", "", "[meta]"]
    lines += [f"{_key(k)} = {_fmt(v)}" for k, v in doc["meta"].items()]
    for table in ("carbon", "price", "weather"):
        for name, entry in doc[table].items():
            lines += ["", f"[{table}.{_key(name)}]"]
            lines += [f"{_key(k)} = {_fmt(v)}" for k, v in entry.items()]
    lines += ["", "[jobs]"] + [f"{_key(k)} = {_fmt(v)}" for k, v in doc["jobs"].items()]
    text = "\n".join(lines) + "\n"
    tomllib.loads(text)  # never write a file the generators cannot read
    path.write_text(text)
    return path


@contextmanager
def _cache_override(root: Path) -> Iterator[None]:
    old = os.environ.get("GRIDSHIFT_DATA_DIR")
    os.environ["GRIDSHIFT_DATA_DIR"] = str(root)
    try:
        yield
    finally:
        if old is None:
            del os.environ["GRIDSHIFT_DATA_DIR"]
        else:
            os.environ["GRIDSHIFT_DATA_DIR"] = old


def main(argv: list[str] | None = None) -> int:
    """Command line entry point (see the module docstring)."""
    ap = argparse.ArgumentParser(prog="python -m gridshift.datasets.calibrate",
                                 description=__doc__.splitlines()[0])
    ap.add_argument("--data", type=Path, help="folder of local copies to verify and fit on "
                    "(imported into a temporary cache); default: the gridshift cache")
    ap.add_argument("--out", type=Path, default=PARAMS, help="parameter table to write")
    args = ap.parse_args(argv)
    names = ["electricitymaps", "electricity-prices", "open-meteo", "philly-runtimes",
             "alibaba-gpu-2023", "gaia"]
    if args.data is not None:
        with tempfile.TemporaryDirectory(prefix="gridshift-calibrate-") as tmp, \
                _cache_override(Path(tmp)):
            rep = import_dir(args.data, names=names)
            bad = [n for n in names if not rep.complete(n)]
            if bad:
                raise DataError(f"{args.data}: incomplete or mismatched copies of {bad}")
            fit = fit_all()
    else:
        fit = fit_all()
    path = write_params(fit, args.out)
    print(f"wrote {path}: {len(fit['carbon'])} carbon, {len(fit['price'])} price, "
          f"{len(fit['weather'])} weather zones and [jobs]")
    return 0


if __name__ == "__main__":  # pragma: no cover
    raise SystemExit(main())
