"""Plots (matplotlib's Agg backend, seaborn styling) for leaderboards and runs.

From records (a :class:`~gridshift.benchmark.leaderboard.Leaderboard`):

* :func:`plot_pareto` — per scenario, mean carbon saving vs local-now (%, higher is better)
  against the SLO violation rate (%, lower is better) with 95 % CI bars over seeds.  The
  non-dominated *ranked* policies (:func:`pareto_front`) are joined by a dashed step line;
  ranked policies are filled circles, unranked ones hollow triangles, the oracle (the offline
  bound, never a front member) a hollow star, so the three read apart without colour.  Labels
  are placed without overlap (adjustText when installed, the ``plots`` extra).
* :func:`plot_savings` — per scenario, each policy's carbon saving as a bar with its 95 % CI:
  ranked bars solid, unranked bars hatched ``///``, the oracle's cross-hatched.

From runs (a :class:`~gridshift.RunResult` or a :class:`~gridshift.World`):

* :func:`plot_load` — per region, GPUs busy (and capacity) over time against carbon intensity.
* :func:`plot_carbon_heatmap` — carbon intensity by region × hour of day (UTC), one panel per
  month of the window.
* :func:`plot_wait_cdf` — the empirical CDF of job wait times, one line per policy (colour and
  line style both differ).
* :func:`plot_flows` — the regions on a map (coastlines from the ``global-land-mask``
  package's bundled GLOBE land mask, read offline) with arrows for the jobs a policy moved.

Every function takes ``fmt`` (``png``, ``svg`` or ``pdf``) and ``dpi``.  Every axis names its
unit; the colours are the Okabe–Ito palette (:data:`OKABE_ITO`), safe for the common forms
of colour blindness, and nothing that matters is told by colour alone.  Figures are saved with
a tight bounding box, so no tick label or axis title is clipped.  Output is byte-deterministic
for the same inputs and library versions: SVG ids use a fixed hash salt and no file carries a
date.

``style="v1"`` draws :func:`plot_pareto` and :func:`plot_savings` as gridshift 0.1 did (red and
green bars, one marker); the site builds with it until the committed site is rebuilt.
"""

from __future__ import annotations

import math
from pathlib import Path
from typing import Any

import numpy as np

__all__ = [
    "FORMATS",
    "OKABE_ITO",
    "PALETTE",
    "STYLES",
    "clipped_texts",
    "pareto_front",
    "plot_carbon_heatmap",
    "plot_flows",
    "plot_load",
    "plot_pareto",
    "plot_savings",
    "plot_wait_cdf",
]

#: Output formats every plot function accepts.
FORMATS: tuple[str, ...] = ("png", "svg", "pdf")
#: Plot styles: ``v2`` (default: colour-blind safe, nothing clipped) and ``v1`` (0.1's look).
STYLES: tuple[str, ...] = ("v2", "v1")
#: The Okabe–Ito colour-blind safe palette: Okabe, M. and Ito, K. (2008), "Color Universal
#: Design (CUD): how to make figures and presentations that are friendly to colorblind
#: people", https://jfly.uni-koeln.de/color/ (table "Color palette"); recommended in Wong, B.
#: (2011), "Points of view: Color blindness", Nature Methods 8, 441.
OKABE_ITO: dict[str, str] = {
    "black": "#000000", "orange": "#E69F00", "sky_blue": "#56B4E9", "bluish_green": "#009E73",
    "yellow": "#F0E442", "blue": "#0072B2", "vermillion": "#D55E00",
    "reddish_purple": "#CC79A7",
}
#: The order lines take their colours in (yellow last: weak on white).
PALETTE: tuple[str, ...] = tuple(OKABE_ITO[k] for k in (
    "blue", "orange", "bluish_green", "vermillion", "reddish_purple", "sky_blue", "black",
    "yellow"))
_LINESTYLES = ("-", "--", "-.", ":")
_PAD_IN = 0.06  # padding around the tight bounding box [inches]
_BLUE, _ORANGE, _GREEN, _VERM = (OKABE_ITO[k] for k in ("blue", "orange", "bluish_green",
                                                         "vermillion"))
#: When a list, :func:`_save` appends ``(figure, saved bounding box [inches])`` before it
#: closes a figure (the tests read the figures back).
_AUDIT: list[tuple[Any, Any]] | None = None


def _plt() -> Any:
    import matplotlib

    matplotlib.use("Agg")  # files only; never a display
    import matplotlib.pyplot as plt

    return plt


def _check_style(style: str) -> None:
    if style not in STYLES:
        raise ValueError(f"unknown plot style {style!r}; choose one of {', '.join(STYLES)}")


def _rc() -> Any:
    """The v2 look: seaborn's whitegrid/paper theme with the Okabe–Ito colour cycle, as a
    context (nothing global changes)."""
    import matplotlib
    import seaborn as sns
    from cycler import cycler

    rc = {**sns.axes_style("whitegrid"), **sns.plotting_context("paper"),
          "axes.prop_cycle": cycler(color=list(PALETTE)), "image.cmap": "viridis"}
    return matplotlib.rc_context(rc)


def _save(fig: Any, path: Path, fmt: str, dpi: int, style: str = "v2") -> Path:
    """Save deterministically (fixed SVG ids, no dates); ``v2`` with a tight bounding box."""
    import matplotlib

    if fmt not in FORMATS:
        raise ValueError(f"unknown plot format {fmt!r}; choose one of {', '.join(FORMATS)}")
    path.parent.mkdir(parents=True, exist_ok=True)
    meta: dict[str, Any] = {"svg": {"Date": None}, "pdf": {"CreationDate": None,
                                                           "ModDate": None},
                            "png": {}}[fmt]
    tight: dict[str, Any] = {}
    if style == "v2":
        tight = {"bbox_inches": "tight", "pad_inches": _PAD_IN}
    with matplotlib.rc_context({"svg.hashsalt": "gridshift", "svg.fonttype": "none"}):
        fig.savefig(path, format=fmt, dpi=dpi, metadata=meta, **tight)
    if _AUDIT is not None:
        _AUDIT.append((fig, _saved_bbox(fig, style)))
    _plt().close(fig)
    return path


def _renderer(fig: Any) -> Any:
    """An Agg renderer of ``fig`` (a closed figure's canvas has none of its own)."""
    if not hasattr(fig.canvas, "get_renderer"):
        from matplotlib.backends.backend_agg import FigureCanvasAgg

        FigureCanvasAgg(fig)
    return fig.canvas.get_renderer()


def _saved_bbox(fig: Any, style: str) -> Any:
    """The part of the figure a file holds [inches]: the tight box (v2) or the figure (v1)."""
    if style != "v2":
        return fig.bbox_inches
    return fig.get_tightbbox(_renderer(fig)).padded(_PAD_IN)


def _texts(fig: Any) -> list[Any]:
    """Every text a figure draws: tick labels in view, axis labels, titles, legends."""
    from matplotlib.axis import Axis
    from matplotlib.text import Text

    labels, drawn = set(), set()
    for axis in fig.findobj(lambda o: isinstance(o, Axis)):
        for tick in axis.get_major_ticks() + axis.get_minor_ticks():
            labels |= {id(tick.label1), id(tick.label2)}
        if axis.get_visible() and axis.axes.get_visible():
            for tick in axis._update_ticks():  # the ticks matplotlib draws (in view)
                drawn |= {id(t) for t in (tick.label1, tick.label2) if tick.get_visible()}
    return [t for t in fig.findobj(Text) if t.get_visible() and t.get_text().strip()
            and (id(t) not in labels or id(t) in drawn)]


def clipped_texts(fig: Any, box_in: Any) -> list[str]:
    """The texts of ``fig`` that lie (partly) outside ``box_in``, a bounding box [inches].

    ``box_in`` is what a saved file holds (the figure, or the tight box ``_save`` saves);
    each text's extent comes from :meth:`matplotlib.text.Text.get_window_extent`.

    Returns:
        The clipped texts, each as ``'text' at (x0, y0, x1, y1) [inches]``.
    """
    r = _renderer(fig)
    fig.draw(r)
    tol = 0.5 / fig.dpi  # half a pixel
    out = []
    for t in _texts(fig):
        bb = t.get_window_extent(r).transformed(fig.dpi_scale_trans.inverted())
        if (bb.x0 < box_in.x0 - tol or bb.y0 < box_in.y0 - tol or bb.x1 > box_in.x1 + tol
                or bb.y1 > box_in.y1 + tol):
            out.append(f"{t.get_text()!r} at ({bb.x0:.2f}, {bb.y0:.2f}, {bb.x1:.2f}, "
                       f"{bb.y1:.2f})")
    return out


def _place_labels(ax: Any, x: np.ndarray, y: np.ndarray, names: list[str]) -> None:
    """Annotate points, moved apart without overlap when adjustText is installed."""
    texts = [ax.text(xi, yi, n, fontsize=7) for xi, yi, n in zip(x, y, names, strict=True)
             if math.isfinite(xi) and math.isfinite(yi)]
    if not texts:
        return
    try:
        from adjustText import adjust_text
    except ImportError:  # the `plots` extra is not installed: labels may overlap
        return
    # a fixed iteration count, never a time limit: the same input gives the same layout
    adjust_text(texts, ax=ax, iter_lim=250, time_lim=None,
                arrowprops={"arrowstyle": "-", "color": "0.5", "lw": 0.5})


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


def _is_oracle_rows(t: Any) -> np.ndarray:
    """Rows of a leaderboard table that are the oracle (unranked), as a bool array."""
    if "oracle" in t:
        return t["oracle"].to_numpy(bool)
    return t["rank"].isna().to_numpy(bool)


def _slug(s: str) -> str:
    return "".join(c if c.isalnum() or c in "-_." else "_" for c in str(s))


def _ranked_rows(t: Any) -> np.ndarray:
    """Rows of a leaderboard table that are ranked (not the oracle, eligible), as bools."""
    orc = _is_oracle_rows(t)
    if "eligible" in t:
        return t["eligible"].to_numpy(bool) & ~orc
    if "status" in t:
        return np.array([str(s) == "ranked" for s in t["status"]], dtype=bool) & ~orc
    return ~orc


def plot_pareto(lb: Any, out_dir: str | Path, dpi: int = 150, fmt: str = "png",
                prefix: str = "pareto-", style: str = "v2") -> list[Path]:
    """One file per scenario: carbon saving vs SLO violation rate with the Pareto front.

    The front is computed over the ranked policies only.  Ranked policies are filled circles,
    unranked ones hollow triangles, the oracle a hollow star (told apart without colour).

    Args:
        lb: A :class:`~gridshift.benchmark.leaderboard.Leaderboard`.
        out_dir: Folder for ``<prefix><scenario>.<fmt>``.
        dpi: Resolution (PNG; SVG and PDF are vector).
        fmt: ``png``, ``svg`` or ``pdf``.
        prefix: File name prefix.
        style: ``v2`` (default) or ``v1`` (gridshift 0.1's look; see :data:`STYLES`).

    Returns:
        The files written, in scenario order.
    """
    _check_style(style)
    if style == "v1":
        return _pareto_v1(lb, out_dir, dpi, fmt, prefix)
    plt = _plt()
    out = Path(out_dir)
    files = []
    for sc, t in lb.scenarios.items():
        with _rc():
            fig, ax = plt.subplots(figsize=(7, 4.5))
            _pareto_axes(ax, t)
            ax.set_title(f"{sc} — {lb.title}", fontsize=9)
            fig.tight_layout()
        files.append(_save(fig, out / f"{prefix}{_slug(sc)}.{fmt}", fmt, dpi))
    return files


def _pareto_axes(ax: Any, t: Any) -> None:
    """Draw one scenario's Pareto plot on ``ax``."""
    x, y = t["slo_pct"].to_numpy(float), t["carbon"].to_numpy(float)
    orc, ranked = _is_oracle_rows(t), _ranked_rows(t)
    unranked = ~orc & ~ranked
    xe = np.nan_to_num(t["slo_pct_ci"].to_numpy(float))
    ye = np.nan_to_num(t["carbon_ci"].to_numpy(float))
    ax.errorbar(x, y, xerr=xe, yerr=ye, fmt="none", ecolor="0.7", lw=0.8, zorder=2)
    if ranked.any():
        ax.scatter(x[ranked], y[ranked], s=36, marker="o", color=_BLUE, zorder=3,
                   label="ranked policy (filled circle)")
    if unranked.any():
        ax.scatter(x[unranked], y[unranked], s=44, marker="^", facecolors="none",
                   edgecolors=_ORANGE, lw=1.2, zorder=3,
                   label="unranked policy (hollow triangle)")
    idx = np.flatnonzero(ranked)
    front = idx[pareto_front(x[ranked], y[ranked])]
    if len(front) > 1:
        ax.step(x[front], y[front], where="post", color=_VERM, ls="--", lw=1.5, zorder=1,
                label=f"Pareto front ({len(front)} policies)")
    if len(front):
        ax.scatter(x[front], y[front], s=80, facecolors="none", edgecolors=_VERM, lw=1.2,
                   zorder=4, label=None if len(front) > 1 else "Pareto front (1 policy)")
    if orc.any():
        ax.scatter(x[orc], y[orc], s=150, marker="*", facecolors="none", edgecolors="k",
                   lw=1.0, zorder=5, label="oracle (offline bound, not ranked)")
    _place_labels(ax, x, y, [str(p) for p in t["policy"]])
    ax.axhline(0, color="0.6", lw=0.8, zorder=0)
    ax.set_xlabel("SLO violations [% of jobs] (lower is better)")
    ax.set_ylabel("carbon saving vs local-now-v1 [%]")
    ax.legend(loc="best", fontsize=7)


def plot_savings(lb: Any, out_dir: str | Path, dpi: int = 150, fmt: str = "png",
                 quantity: str = "carbon", prefix: str = "savings-", style: str = "v2"
                 ) -> list[Path]:
    """One file per scenario: each policy's saving as a bar with its 95 % CI over seeds.

    Ranked bars are solid, unranked ones hatched ``///`` and the oracle's cross-hatched
    ``xx`` (the tick label says which, too); a saving is blue, a loss orange.

    Args:
        lb: A :class:`~gridshift.benchmark.leaderboard.Leaderboard`.
        out_dir: Folder for ``<prefix><scenario>.<fmt>``.
        dpi: Resolution.
        fmt: ``png``, ``svg`` or ``pdf``.
        quantity: A saving column of the leaderboard (``carbon``, ``cost``, ``water``,
            ``energy``).
        prefix: File name prefix.
        style: ``v2`` (default) or ``v1`` (gridshift 0.1's look; see :data:`STYLES`).

    Returns:
        The files written.
    """
    _check_style(style)
    if style == "v1":
        return _savings_v1(lb, out_dir, dpi, fmt, quantity, prefix)
    plt = _plt()
    out = Path(out_dir)
    files = []
    for sc, t in lb.scenarios.items():
        with _rc():
            fig, ax = plt.subplots(figsize=(7, 0.28 * len(t) + 1.6))
            _savings_axes(ax, t, quantity)
            ax.set_title(f"{sc} — {lb.title}", fontsize=9)
            fig.tight_layout()
        files.append(_save(fig, out / f"{prefix}{_slug(sc)}.{fmt}", fmt, dpi))
    return files


def _savings_axes(ax: Any, t: Any, quantity: str) -> None:
    """Draw one scenario's savings bars on ``ax``."""
    from matplotlib.patches import Patch

    v = t[quantity].to_numpy(float)
    h = np.nan_to_num(t[f"{quantity}_ci"].to_numpy(float))
    orc, ranked = _is_oracle_rows(t), _ranked_rows(t)
    names = [str(p) for p in t["policy"]]
    ypos = np.arange(len(names))[::-1]
    hatch = ["xx" if o else ("" if r else "///") for o, r in zip(orc, ranked, strict=True)]
    color = ["0.85" if o else (_BLUE if (vi == vi and vi >= 0) else _ORANGE)
             for o, vi in zip(orc, v, strict=True)]
    for yi, vi, hi, c, ha, r in zip(ypos, np.nan_to_num(v), h, color, hatch, ranked,
                                    strict=True):
        ax.barh([yi], [vi], xerr=[hi], color=c, alpha=1.0 if r else 0.55, hatch=ha or None,
                edgecolor="0.2", lw=0.5, error_kw={"lw": 0.8, "capsize": 2, "ecolor": "0.2"})
    labels = [n + (" (oracle bound)" if o else "" if r else " (unranked)")
              for n, o, r in zip(names, orc, ranked, strict=True)]
    ax.set_yticks(ypos, labels, fontsize=7)
    ax.axvline(0, color="0.3", lw=0.8)
    ax.set_xlabel(f"{quantity} saving vs local-now-v1 [%] (mean ± 95 % CI over seeds)")
    ax.set_ylabel("policy")
    keys = [Patch(facecolor=_BLUE, edgecolor="0.2", label="ranked, saving"),
            Patch(facecolor=_ORANGE, edgecolor="0.2", label="ranked, loss"),
            Patch(facecolor="white", edgecolor="0.2", hatch="///", label="unranked"),
            Patch(facecolor="0.85", edgecolor="0.2", hatch="xx", label="oracle (bound)")]
    present = [True, bool((~np.isnan(v) & (v < 0) & ranked).any()),
               bool((~orc & ~ranked).any()), bool(orc.any())]
    ax.legend(handles=[k for k, p in zip(keys, present, strict=True) if p], fontsize=7,
              loc="upper left", bbox_to_anchor=(1.01, 1.0), borderaxespad=0.0)


def plot_load(result: Any, out_file: str | Path, dpi: int = 150, fmt: str | None = None
              ) -> Path:
    """Per-region GPUs busy over time against the carbon intensity, for one run.

    Args:
        result: A :class:`~gridshift.RunResult` (uses ``result.load_series()``).
        out_file: Output path.
        dpi: Resolution.
        fmt: ``png``, ``svg`` or ``pdf`` (default: from the file suffix, else PNG).

    Returns:
        ``out_file``.
    """
    plt = _plt()
    df = result.load_series().to_pandas()
    df["time_h"] = df["time_s"] / 3600.0
    regions = list(dict.fromkeys(df["region"]))
    with _rc():
        fig, axes = plt.subplots(len(regions), 1, figsize=(9, 2.2 * len(regions) + 0.6),
                                 sharex=True, squeeze=False)
        for ax, r in zip(axes[:, 0], regions, strict=True):
            d = df[df["region"] == r]
            ax.plot(d["time_h"], d["busy_gpus"], color=_BLUE, lw=1.2, label="busy GPUs")
            ax.plot(d["time_h"], d["capacity_gpus"], color=_BLUE, ls=":", lw=1,
                    label="capacity")
            ax.set_ylabel(f"{r}\nGPUs [count]")
            ax2 = ax.twinx()
            ax2.plot(d["time_h"], d["carbon_gco2_per_kwh"], color=_VERM, ls="--", lw=1,
                     label="carbon intensity")
            ax2.set_ylabel("carbon intensity\n[gCO2/kWh]", color=_VERM)
            ax2.grid(False)
            h1, l1 = ax.get_legend_handles_labels()
            h2, l2 = ax2.get_legend_handles_labels()
            ax.legend(h1 + h2, l1 + l2, loc="upper right", fontsize=7)
        axes[-1, 0].set_xlabel("time since window start [h]")
        fig.suptitle(f"{result.scenario} — {result.policy} — seed {result.seed}")
        fig.tight_layout()
    out = Path(out_file)
    return _save(fig, out, fmt or _fmt_of(out), dpi)


def _fmt_of(p: Path) -> str:
    s = p.suffix.lstrip(".").lower()
    return s if s in FORMATS else "png"


def carbon_by_hour(world: Any) -> tuple[list[str], np.ndarray, tuple[str, ...]]:
    """Mean carbon intensity per month, region and UTC hour of day of a World's window.

    Returns:
        ``(months, values, regions)``: month labels ``YYYY-MM``, ``values[m, r, h]`` the mean
        carbon intensity [gCO2/kWh] of region ``r`` at hour ``h`` in month ``m`` (NaN where the
        window has no sample), and the region ids.
    """
    w = world.window
    ci = np.asarray(world.carbon[w], float)  # [T, R]
    t_s = world.start_epoch_s + np.arange(ci.shape[0], dtype=np.int64) * world.step_s
    t = t_s.astype("datetime64[s]")
    month = t.astype("datetime64[M]")
    hour = ((t_s // 3600) % 24).astype(np.int64)
    months = sorted(set(month.tolist()))
    out = np.full((len(months), ci.shape[1], 24), np.nan)
    for mi, m in enumerate(months):
        sel = month == np.datetime64(m, "M")
        for h in range(24):
            rows = sel & (hour == h)
            if rows.any():
                out[mi, :, h] = ci[rows].mean(axis=0)
    return [str(np.datetime64(m, "M")) for m in months], out, tuple(world.regions)


def plot_carbon_heatmap(world: Any, out_file: str | Path, dpi: int = 150,
                        fmt: str | None = None, max_months: int = 12) -> Path:
    """Carbon intensity heatmap: region × hour of day (UTC), one panel per month.

    Args:
        world: A :class:`~gridshift.World` (``gridshift.build_world(load_scenario(...))``).
        out_file: Output path.
        dpi: Resolution.
        fmt: ``png``, ``svg`` or ``pdf`` (default: from the suffix).
        max_months: Panels drawn at most (the first months of the window).

    Returns:
        ``out_file``.
    """
    plt = _plt()
    months, vals, regions = carbon_by_hour(world)
    months, vals = months[:max_months], vals[:max_months]
    n = len(months)
    cols = min(n, 3)
    rows = math.ceil(n / cols)
    with _rc():
        fig, axes = plt.subplots(rows, cols, squeeze=False, sharey=True, layout="constrained",
                                 figsize=(4.2 * cols, 0.3 * len(regions) * rows + 1.6))
        vmin, vmax = np.nanmin(vals), np.nanmax(vals)
        im = None
        for i, ax in enumerate(axes.flat):
            if i >= n:
                ax.set_visible(False)
                continue
            # viridis: perceptually uniform and readable with colour blindness
            # (van der Walt & Smith 2015, matplotlib's default map); reversed = dark is dirty
            im = ax.imshow(vals[i], aspect="auto", cmap="viridis_r", vmin=vmin, vmax=vmax,
                           interpolation="nearest")
            ax.grid(False)
            ax.set_title(months[i], fontsize=8)
            ax.set_xticks(range(0, 24, 6))
            ax.set_yticks(range(len(regions)), regions, fontsize=6)
            ax.set_xlabel("hour of day [h, UTC]", fontsize=7)
            if i % cols == 0:
                ax.set_ylabel("region", fontsize=7)
        if im is not None:
            fig.colorbar(im, ax=axes, label="carbon intensity [gCO2/kWh]", shrink=0.8)
        fig.suptitle(f"{world.scenario.id} — mean carbon intensity by hour", fontsize=9)
    out = Path(out_file)
    return _save(fig, out, fmt or _fmt_of(out), dpi)


def plot_wait_cdf(results: Any, out_file: str | Path, dpi: int = 150,
                  fmt: str | None = None) -> Path:
    """Empirical CDF of job wait times (submit to start), one line per run.

    Args:
        results: :class:`~gridshift.RunResult` objects (one per policy) of one scenario.
        out_file: Output path.
        dpi: Resolution.
        fmt: ``png``, ``svg`` or ``pdf`` (default: from the suffix).

    Returns:
        ``out_file``.
    """
    plt = _plt()
    with _rc():
        fig, ax = plt.subplots(figsize=(7, 4.2))
        title = ""
        for i, res in enumerate(results):
            w = np.asarray(res.jobs["wait_s"].to_numpy(), dtype=float)
            n = len(w)
            w = np.sort(w[np.isfinite(w)]) / 60.0
            if n == 0:
                continue
            # unfinished / never started jobs have no wait: the curve ends below 1
            frac = np.arange(1, len(w) + 1) / n
            ax.step(np.concatenate([[0.0], w]), np.concatenate([[0.0], frac]), where="post",
                    color=PALETTE[i % len(PALETTE)], ls=_LINESTYLES[i % len(_LINESTYLES)],
                    lw=1.4, label=str(res.policy))
            title = str(res.scenario)
        ax.set_xscale("symlog", linthresh=1.0)
        ax.set_xlabel("wait before start [min] (symmetric log scale)")
        ax.set_ylabel("share of jobs started [fraction, 0–1]")
        ax.set_ylim(0, 1.01)
        ax.set_title(f"{title} — wait-time CDF", fontsize=9)
        ax.legend(fontsize=7, loc="lower right")
        fig.tight_layout()
    out = Path(out_file)
    return _save(fig, out, fmt or _fmt_of(out), dpi)


def land_mask(step_deg: float = 1.0) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """A coarse land mask from the ``global-land-mask`` package's bundled data (offline).

    The package ships the GLOBE 30-arc-second land mask (Hastings & Dunbar 1999, NOAA NGDC,
    "Global Land One-km Base Elevation (GLOBE) v1", public domain) as a compressed NumPy
    file; this streams it row by row and keeps every ``step_deg``-th row and column, so it
    never holds the 0.9 GB full mask in memory.

    Args:
        step_deg: Grid step of the result [degrees].

    Returns:
        ``(lat, lon, mask)``: latitudes [deg, descending], longitudes [deg] and a boolean
        ``[lat, lon]`` array, True on land.

    Raises:
        ImportError: ``global-land-mask`` is not installed (``pip install
            'gridshift[plots]'``).
    """
    import importlib.util
    import zipfile

    spec = importlib.util.find_spec("global_land_mask")
    if spec is None or spec.origin is None:
        raise ImportError("the flows map needs the `global-land-mask` package: "
                          "pip install 'gridshift[plots]'")
    npz = Path(spec.origin).parent / "globe_combined_mask_compressed.npz"
    with zipfile.ZipFile(npz) as z:
        with z.open("lat.npy") as f:
            lat_all = np.lib.format.read_array(f)
        with z.open("lon.npy") as f:
            lon_all = np.lib.format.read_array(f)
        res = abs(float(lat_all[1] - lat_all[0]))
        k = max(1, round(step_deg / res))
        with z.open("mask.npy") as f:
            version = np.lib.format.read_magic(f)
            shape, fortran, dtype = (np.lib.format.read_array_header_1_0(f) if version == (1, 0)
                                     else np.lib.format.read_array_header_2_0(f))
            if fortran or len(shape) != 2:
                raise ValueError(f"{npz}: unexpected mask layout {shape}")
            n_lat, n_lon = shape
            row_bytes = n_lon * dtype.itemsize
            rows = []
            for i in range(n_lat):
                buf = f.read(row_bytes)
                if i % k == 0:
                    rows.append(np.frombuffer(buf, dtype=dtype)[::k].astype(bool))
    return lat_all[::k][:len(rows)], lon_all[::k], np.array(rows)


def plot_flows(result: Any, out_file: str | Path, dpi: int = 150, fmt: str | None = None,
               step_deg: float = 1.0) -> Path:
    """A map of the regions with arrows for the jobs a policy moved away from their origin.

    Args:
        result: A :class:`~gridshift.RunResult`; region positions come from its scenario.
        out_file: Output path.
        dpi: Resolution.
        fmt: ``png``, ``svg`` or ``pdf`` (default: from the suffix).
        step_deg: Resolution of the land mask [degrees].

    Returns:
        ``out_file``.
    """
    plt = _plt()
    pos = _region_positions(result)
    lat, lon, mask = land_mask(step_deg)
    with _rc():
        fig, ax = plt.subplots(figsize=(10, 5.2))
        ax.contourf(lon, lat, mask.astype(float), levels=[0.5, 1.5], colors=["0.88"])
        ax.contour(lon, lat, mask.astype(float), levels=[0.5], colors=["0.55"], linewidths=0.4)
        jobs = result.jobs
        origin = jobs["origin"].to_list()
        region = jobs["region"].to_list()
        flows: dict[tuple[str, str], int] = {}
        for o, r in zip(origin, region, strict=True):
            if r is not None and o != r:
                flows[(o, r)] = flows.get((o, r), 0) + 1
        top = max(flows.values(), default=1)
        for (o, r), n in sorted(flows.items()):
            if o in pos and r in pos:
                (y0, x0), (y1, x1) = pos[o], pos[r]
                ax.annotate("", xy=(x1, y1), xytext=(x0, y0),
                            arrowprops={"arrowstyle": "-|>", "color": _VERM, "alpha": 0.7,
                                        "lw": 0.5 + 4.0 * n / top,
                                        "connectionstyle": "arc3,rad=0.15"})
        placed = {r: 0 for r in pos}
        for r in region:
            if r in placed:
                placed[r] += 1
        for r, (y, x) in sorted(pos.items()):
            ax.scatter([x], [y], s=20 + 200 * placed[r] / max(1, max(placed.values())),
                       color=_BLUE, edgecolor="k", lw=0.5, zorder=5)
            ax.text(x + 2, y + 2, r, fontsize=7, zorder=6)
        lats = [p[0] for p in pos.values()] or [0.0]
        lons = [p[1] for p in pos.values()] or [0.0]
        ax.set_xlim(max(-180, min(lons) - 25), min(180, max(lons) + 25))
        ax.set_ylim(max(-90, min(lats) - 20), min(90, max(lats) + 20))
        ax.set_aspect("equal")
        ax.set_xlabel("longitude [deg]")
        ax.set_ylabel("latitude [deg]")
        moved = sum(flows.values())
        ax.set_title(f"{result.scenario} — {result.policy} — {moved:,} of {len(region):,} jobs "
                     "moved (arrow width ∝ jobs; dot size ∝ jobs run)", fontsize=9)
        ax.text(0.01, 0.01, "coastlines: GLOBE land mask (NOAA NGDC 1999) via global-land-mask",
                transform=ax.transAxes, fontsize=6, color="0.4")
        fig.tight_layout()
    out = Path(out_file)
    return _save(fig, out, fmt or _fmt_of(out), dpi)


def _region_positions(result: Any) -> dict[str, tuple[float, float]]:
    """``{region: (lat, lon)}`` from the scenario of a run (regions without both left out)."""
    return {r.id: (float(r.lat), float(r.lon)) for r in result.world.scenario.regions
            if r.lat is not None and r.lon is not None}


# ---------------------------------------------------- gridshift 0.1's look (style="v1")
def _pareto_v1(lb: Any, out_dir: str | Path, dpi: int = 150, fmt: str = "png",
               prefix: str = "pareto-") -> list[Path]:
    """The site\'s first plot style (kept until the committed site is rebuilt)."""
    import seaborn as sns

    plt = _plt()
    out = Path(out_dir)
    files = []
    for sc, t in lb.scenarios.items():
        sns.set_theme(style="whitegrid", context="paper")
        fig, ax = plt.subplots(figsize=(7, 4.5))
        x, y = t["slo_pct"].to_numpy(float), t["carbon"].to_numpy(float)
        orc = _is_oracle_rows(t)
        xe = np.nan_to_num(t["slo_pct_ci"].to_numpy(float))
        ye = np.nan_to_num(t["carbon_ci"].to_numpy(float))
        ax.errorbar(x, y, xerr=xe, yerr=ye, fmt="none", ecolor="0.7", lw=0.8, zorder=2)
        pol = ~orc
        ax.scatter(x[pol], y[pol], s=36, color="C0", zorder=3, label="policy")
        idx = np.flatnonzero(pol)
        front = idx[pareto_front(x[pol], y[pol])]
        if len(front) > 1:
            ax.step(x[front], y[front], where="post", color="C3", lw=1.5, zorder=1,
                    label=f"Pareto front ({len(front)} policies)")
        if len(front):
            ax.scatter(x[front], y[front], s=70, facecolors="none", edgecolors="C3", lw=1.2,
                       zorder=4, label=None if len(front) > 1 else "Pareto front (1 policy)")
        if orc.any():
            ax.scatter(x[orc], y[orc], s=140, marker="*", facecolors="none", edgecolors="k",
                       lw=1.0, zorder=5, label="oracle (offline bound, not ranked)")
        names = [str(p) for p in t["policy"]]
        _place_labels(ax, x, y, names)
        ax.axhline(0, color="0.6", lw=0.8, zorder=0)
        ax.set_xlabel("SLO violations [%] (lower is better)")
        ax.set_ylabel("carbon saving vs local-now-v1 [%]")
        ax.set_title(f"{sc} — {lb.title}", fontsize=9)
        ax.legend(loc="best", fontsize=7)
        fig.tight_layout()
        files.append(_save(fig, out / f"{prefix}{_slug(sc)}.{fmt}", fmt, dpi, style="v1"))
    return files


def _savings_v1(lb: Any, out_dir: str | Path, dpi: int = 150, fmt: str = "png",
                quantity: str = "carbon", prefix: str = "savings-") -> list[Path]:
    """The site\'s first plot style (kept until the committed site is rebuilt)."""
    plt = _plt()
    out = Path(out_dir)
    files = []
    for sc, t in lb.scenarios.items():
        v = t[quantity].to_numpy(float)
        h = np.nan_to_num(t[f"{quantity}_ci"].to_numpy(float))
        orc = _is_oracle_rows(t)
        names = [str(p) for p in t["policy"]]
        fig, ax = plt.subplots(figsize=(7, 0.28 * len(names) + 1.2))
        ypos = np.arange(len(names))[::-1]
        colors = ["0.85" if o else ("C2" if (vi == vi and vi >= 0) else "C3")
                  for o, vi in zip(orc, v, strict=True)]
        ax.barh(ypos, np.nan_to_num(v), xerr=h, color=colors, edgecolor="0.3", lw=0.5,
                hatch=None, error_kw={"lw": 0.8, "capsize": 2})
        for yi, o in zip(ypos, orc, strict=True):
            if o:
                ax.barh([yi], [np.nan_to_num(v[list(ypos).index(yi)])], color="none",
                        edgecolor="0.3", hatch="///", lw=0.5)
        ax.set_yticks(ypos, [n + (" (oracle bound)" if o else "") for n, o in
                             zip(names, orc, strict=True)], fontsize=7)
        ax.axvline(0, color="0.3", lw=0.8)
        ax.set_xlabel(f"{quantity} saving vs local-now-v1 [%] (mean ± 95 % CI over seeds)")
        ax.set_title(f"{sc} — {lb.title}", fontsize=9)
        fig.tight_layout()
        files.append(_save(fig, out / f"{prefix}{_slug(sc)}.{fmt}", fmt, dpi, style="v1"))
    return files


