"""Properties every plot kind holds (issue 39): nothing clipped, colour-blind-safe colours,
ranked and unranked told apart without colour, a unit on every axis, PNG, SVG and PDF.

Each plot kind is rendered once per format; :data:`gridshift.benchmark.plots._AUDIT` hands
back the figure and the bounding box its file holds, and the checks read the figure.
"""

from __future__ import annotations

import re

import numpy as np
import pytest
from matplotlib.colors import to_rgba

import gridshift
from gridshift.benchmark import plots
from gridshift.benchmark.leaderboard import build_leaderboard
from tests.benchmark.test_leaderboard import rec
from tests.runners.gs_fixtures import TINY_A

MAGIC = {"png": b"\x89PNG\r\n\x1a\n", "svg": b"<?xml", "pdf": b"%PDF-"}
#: Axis titles that name a category, not a quantity (no unit applies).
CATEGORICAL = {"policy", "region"}
UNIT = re.compile(r"\[[^\]]+\]")


def _lb():
    rs = [rec("local-now-v1", "s1", s, 100.0) for s in (1, 2)]
    rs += [rec("a-v1", "s1", s, 80.0 + s, slo=0.2) for s in (1, 2)]
    rs += [rec("b-v1", "s1", s, 90.0, slo=0.05) for s in (1, 2)]
    # c: saves carbon, but misses more SLOs than the reference + slack: unranked
    rs += [rec("c-unranked-v1", "s1", s, 60.0, slo=0.9) for s in (1, 2)]
    rs += [rec("d-worse-v1", "s1", s, 120.0, slo=0.1) for s in (1, 2)]
    rs += [rec("oracle-v1", "s1", s, 50.0, slo=0.0) for s in (1, 2)]
    return build_leaderboard(rs)


@pytest.fixture(scope="module")
def runs():
    a = gridshift.run(TINY_A, policy="local-now", seed=1)
    b = gridshift.run(TINY_A, policy="lowest-carbon-now", seed=1)
    return a, b


def _kinds(runs, tmp, fmt):
    a, b = runs
    lb = _lb()
    yield "pareto", lambda: plots.plot_pareto(lb, tmp, fmt=fmt)[0]
    yield "savings", lambda: plots.plot_savings(lb, tmp, fmt=fmt)[0]
    yield "load", lambda: plots.plot_load(b, tmp / f"load.{fmt}")
    yield "heatmap", lambda: plots.plot_carbon_heatmap(b.world, tmp / f"heat.{fmt}")
    yield "wait-cdf", lambda: plots.plot_wait_cdf([a, b], tmp / f"cdf.{fmt}")
    try:
        import global_land_mask  # noqa: F401
    except ImportError:  # the `plots` extra: the flows map has its own skip in test_plots
        return
    yield "flows", lambda: plots.plot_flows(b, tmp / f"flows.{fmt}", step_deg=4.0)


def _render_all(runs, tmp, fmt, monkeypatch):
    got = []
    for kind, draw in _kinds(runs, tmp, fmt):
        audit: list = []
        monkeypatch.setattr(plots, "_AUDIT", audit)
        path = draw()
        assert path.read_bytes()[:5] == MAGIC[fmt][:5], (kind, path)
        assert len(audit) == 1, kind
        got.append((kind, *audit[0]))
    return got


@pytest.mark.parametrize("fmt", ["png", "svg", "pdf"])
def test_every_plot_kind_every_format_nothing_clipped(runs, tmp_path, fmt, monkeypatch):
    for kind, fig, box in _render_all(runs, tmp_path, fmt, monkeypatch):
        assert not plots.clipped_texts(fig, box), (kind, plots.clipped_texts(fig, box))


def test_the_clip_check_sees_a_clipped_label(tmp_path, monkeypatch):
    # the v1 style saves the figure as laid out: a y label pushed off the left edge is clipped
    import matplotlib.pyplot as plt

    fig, ax = plt.subplots(figsize=(3, 2))
    ax.set_yticks([0, 1], ["o-australia-southeast", "eu-central"])
    ax.set_ylabel("region")
    audit: list = []
    monkeypatch.setattr(plots, "_AUDIT", audit)
    plots._save(fig, tmp_path / "v1.png", "png", 80, style="v1")
    clipped = plots.clipped_texts(*audit[0])
    assert any("o-australia-southeast" in c for c in clipped) and any("region" in c
                                                                       for c in clipped)
    fig, ax = plt.subplots(figsize=(3, 2))
    ax.set_yticks([0, 1], ["o-australia-southeast", "eu-central"])
    ax.set_ylabel("region")
    plots._save(fig, tmp_path / "v2.png", "png", 80)
    assert plots.clipped_texts(*audit[1]) == []


def _axes_of(fig):
    return [ax for ax in fig.axes if ax.get_visible()]


def test_every_axis_names_its_unit(runs, tmp_path, monkeypatch):
    for kind, fig, _ in _render_all(runs, tmp_path, "svg", monkeypatch):
        for ax in _axes_of(fig):
            for axis, label in ((ax.xaxis, ax.get_xlabel()), (ax.yaxis, ax.get_ylabel())):
                ticks = [t for t in axis.get_ticklabels() if t.get_visible()
                         and t.get_text().strip()]
                if not ticks or not axis.get_visible():
                    continue  # a shared axis shows its ticks (and title) on another panel
                assert label.strip(), (kind, "an axis with tick labels has no title")
                assert UNIT.search(label) or label in CATEGORICAL, (kind, label)


def _colours(fig) -> set[tuple[float, ...]]:
    """The colours of the lines, markers, bars and arrows drawn (not images, not text)."""
    from matplotlib.collections import Collection
    from matplotlib.lines import Line2D
    from matplotlib.patches import FancyArrowPatch, Rectangle

    out = set()
    for ax in _axes_of(fig):
        if ax.get_label() == "<colorbar>":
            continue
        for a in ax.findobj(lambda o: isinstance(o, Line2D | Collection | Rectangle
                                                 | FancyArrowPatch)):
            if a is ax.patch or not a.get_visible() or a.get_figure() is None:
                continue
            cs = []
            if isinstance(a, Line2D):
                no_line = a.get_linestyle() in ("None", "none", "", " ")
                if a.get_marker() not in (None, "None", "none", "", " "):
                    from matplotlib.markers import MarkerStyle

                    cs.append(a.get_markeredgecolor())
                    if MarkerStyle(a.get_marker()).is_filled():  # '|' has no face
                        cs.append(a.get_markerfacecolor())
                if not no_line:  # a marker-only line (errorbar caps) draws no line colour
                    cs.append(a.get_color())
            elif isinstance(a, Collection):
                cs += list(a.get_facecolor()) + list(a.get_edgecolor())
            else:
                cs += [a.get_facecolor(), a.get_edgecolor()]
            for c in cs:
                if isinstance(c, str) and c in ("none", "auto"):
                    continue
                out.add(tuple(np.round(to_rgba(c), 3)))
    return out


def test_colours_are_okabe_ito_or_grey(runs, tmp_path, monkeypatch):
    palette = {tuple(np.round(to_rgba(c)[:3], 3)) for c in plots.OKABE_ITO.values()}
    for kind, fig, _ in _render_all(runs, tmp_path, "png", monkeypatch):
        for c in _colours(fig):
            if c[3] == 0:  # fully transparent
                continue
            grey = abs(c[0] - c[1]) < 0.02 and abs(c[1] - c[2]) < 0.02
            # seaborn's grid and spines are greys; white is a grey too
            assert grey or c[:3] in palette, (kind, c)


def test_ranked_unranked_and_oracle_differ_without_colour(tmp_path, monkeypatch):
    lb = _lb()
    t = lb.scenarios["s1"]
    ranked = plots._ranked_rows(t)
    orc = plots._is_oracle_rows(t)
    assert ranked.sum() >= 2 and (~ranked & ~orc).any() and orc.any()
    audit: list = []
    monkeypatch.setattr(plots, "_AUDIT", audit)
    plots.plot_pareto(lb, tmp_path, fmt="svg")
    fig = audit[0][0]
    ax = fig.axes[0]
    legend = {txt.get_text() for txt in ax.get_legend().get_texts()}
    assert {"ranked policy (filled circle)", "unranked policy (hollow triangle)",
            "oracle (offline bound, not ranked)"} <= legend
    # marker shape and fill tell them apart: compare the scatter paths' vertices
    from matplotlib.collections import PathCollection

    shapes = {}
    for coll in ax.collections:
        if isinstance(coll, PathCollection) and coll.get_label() in (
                "ranked policy (filled circle)", "unranked policy (hollow triangle)",
                "oracle (offline bound, not ranked)"):
            path = coll.get_paths()[0]
            filled = len(coll.get_facecolor()) and coll.get_facecolor()[0][3] > 0
            shapes[coll.get_label()] = (len(path.vertices), bool(filled))
    assert len(set(shapes.values())) == 3, shapes
    # savings: ranked solid, unranked hatched, oracle cross-hatched
    plots.plot_savings(lb, tmp_path, fmt="svg")
    ax = audit[1][0].axes[0]
    by_y = {round(float(y)): lab.get_text() for y, lab in zip(ax.get_yticks(),
                                                              ax.get_yticklabels(), strict=True)}
    hatch = {by_y[round(bar.get_y() + bar.get_height() / 2)]: bar.get_hatch()
             for bar in ax.patches[:len(t)]}
    assert hatch["local-now-v1"] in (None, "") and hatch["b-v1"] in (None, "")
    assert hatch["c-unranked-v1 (unranked)"] == "///" and hatch["a-v1 (unranked)"] == "///"
    assert hatch["oracle-v1 (oracle bound)"] == "xx"


def test_v1_style_is_kept_for_the_committed_site(tmp_path):
    lb = _lb()
    svg = plots.plot_savings(lb, tmp_path, fmt="svg", style="v1")[0].read_text()
    assert "(unranked)" not in svg
    with pytest.raises(ValueError, match="unknown plot style"):
        plots.plot_pareto(lb, tmp_path, style="v3")
