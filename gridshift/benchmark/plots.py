"""Plots (seaborn, PNG, matplotlib's Agg backend): the carbon-vs-SLO Pareto front of a
leaderboard, and one run's per-region load against carbon intensity.

* :func:`plot_pareto` — for each scenario of a :class:`~gridshift.benchmark.leaderboard.
  Leaderboard`: mean carbon saving vs local-now (%, higher is better) against the SLO
  violation rate (%, lower is better), with 95 % CI bars over seeds; the non-dominated
  policies (:func:`pareto_front`) are joined by a step line.  Built from records alone.
* :func:`plot_load` — one :class:`~gridshift.RunResult`: per region, GPUs busy (and capacity)
  over time on the left axis, the grid's carbon intensity on the right axis.
"""

from __future__ import annotations

import math
from pathlib import Path
from typing import Any

import numpy as np

__all__ = ["pareto_front", "plot_load", "plot_pareto"]


def _plt() -> Any:
    import matplotlib

    matplotlib.use("Agg")  # files only; never a display
    import matplotlib.pyplot as plt

    return plt


def pareto_front(cost: np.ndarray, gain: np.ndarray) -> np.ndarray:
    """Indices of the points no other point dominates (lower ``cost`` and higher ``gain``).

    A point is dominated if another is at least as good on both axes and better on one.
    Non-finite points are never on the front.  Returned in order of increasing ``cost``.

    Args:
        cost: Values to minimise (e.g. SLO violation rate [%]).
        gain: Values to maximise (e.g. carbon saving [%]).
    """
    c, g = np.asarray(cost, float), np.asarray(gain, float)
    ok = np.isfinite(c) & np.isfinite(g)
    idx = []
    for i in np.flatnonzero(ok):
        dom = ok & (c <= c[i]) & (g >= g[i]) & ((c < c[i]) | (g > g[i]))
        if not dom.any():
            idx.append(i)
    return np.array(sorted(idx, key=lambda i: (c[i], -g[i])), dtype=np.int64)


def plot_pareto(lb: Any, out_dir: str | Path, dpi: int = 120) -> list[Path]:
    """One PNG per scenario: carbon saving vs SLO violation rate with the Pareto front.

    Args:
        lb: A :class:`~gridshift.benchmark.leaderboard.Leaderboard`.
        out_dir: Folder for ``pareto-<scenario>.png``.
        dpi: Resolution.

    Returns:
        The files written.
    """
    import seaborn as sns

    plt = _plt()
    out = Path(out_dir)
    out.mkdir(parents=True, exist_ok=True)
    files = []
    for sc, t in lb.scenarios.items():
        fig, ax = plt.subplots(figsize=(7, 4.5))
        x, y = t["slo_pct"].to_numpy(float), t["carbon"].to_numpy(float)
        kind = np.where(t["oracle"].to_numpy(dtype=bool), "oracle (clairvoyant)",
                        np.where(t["eligible"].to_numpy(dtype=bool), "ranked", "unranked"))
        sns.scatterplot(x=x, y=y, hue=kind, style=kind, s=70, ax=ax, zorder=3)
        xe = np.nan_to_num(t["slo_pct_ci"].to_numpy(float))
        ye = np.nan_to_num(t["carbon_ci"].to_numpy(float))
        ax.errorbar(x, y, xerr=xe, yerr=ye, fmt="none", ecolor="0.6", lw=1, zorder=2)
        front = pareto_front(x, y)
        if len(front):
            ax.step(x[front], y[front], where="post", color="C3", lw=1.5, zorder=1,
                    label="Pareto front")
        for xi, yi, name in zip(x, y, t["policy"], strict=True):
            if math.isfinite(xi) and math.isfinite(yi):
                ax.annotate(name, (xi, yi), textcoords="offset points", xytext=(5, 4),
                            fontsize=8)
        ax.axhline(0, color="0.8", lw=0.8, zorder=0)
        ax.set_xlabel("SLO violations [%] (lower is better)")
        ax.set_ylabel("carbon saving vs local-now [%]")
        ax.set_title(f"{sc} — {lb.title}")
        ax.legend(loc="best", fontsize=8)
        fig.tight_layout()
        f = out / f"pareto-{sc}.png"
        fig.savefig(f, dpi=dpi)
        plt.close(fig)
        files.append(f)
    return files


def plot_load(result: Any, out_file: str | Path, dpi: int = 120) -> Path:
    """Per-region GPUs busy over time against the carbon intensity, for one run.

    Args:
        result: A :class:`~gridshift.RunResult` (uses ``result.load_series()``).
        out_file: PNG path.
        dpi: Resolution.

    Returns:
        ``out_file``.
    """
    import seaborn as sns

    plt = _plt()
    df = result.load_series().to_pandas()
    df["time_h"] = df["time_s"] / 3600.0
    regions = list(dict.fromkeys(df["region"]))
    fig, axes = plt.subplots(len(regions), 1, figsize=(9, 2.2 * len(regions) + 0.6),
                             sharex=True, squeeze=False)
    for ax, r in zip(axes[:, 0], regions, strict=True):
        d = df[df["region"] == r]
        sns.lineplot(x=d["time_h"], y=d["busy_gpus"], ax=ax, color="C0", label="busy GPUs")
        ax.plot(d["time_h"], d["capacity_gpus"], color="C0", ls=":", lw=1, label="capacity")
        ax.set_ylabel(f"{r}\nGPUs")
        ax2 = ax.twinx()
        ax2.plot(d["time_h"], d["carbon_gco2_per_kwh"], color="C2", lw=1,
                 label="carbon intensity")
        ax2.set_ylabel("gCO2/kWh", color="C2")
        h1, l1 = ax.get_legend_handles_labels()
        h2, l2 = ax2.get_legend_handles_labels()
        ax.legend(h1 + h2, l1 + l2, loc="upper right", fontsize=7)
    axes[-1, 0].set_xlabel("time since window start [h]")
    fig.suptitle(f"{result.scenario} — {result.policy} — seed {result.seed}")
    fig.tight_layout()
    out = Path(out_file)
    out.parent.mkdir(parents=True, exist_ok=True)
    fig.savefig(out, dpi=dpi)
    plt.close(fig)
    return out
