"""The leaderboard site: a static, self-contained HTML site built from records alone.

:func:`build_site` reads every record under a results folder (as ``gridshift leaderboard``
does), builds the leaderboard of each split with
:func:`~gridshift.benchmark.leaderboard.build_leaderboard`, and writes::

    index.html                  the suite table of each split, the column definitions
    scenario/<id>.html          per split: the scenario's table, its plots (SVG), and one row
                                per (policy, seed) linking the record JSON and its provenance
    policy/<name>.html          description, parameters, source hash and size, and the
                                records behind each of its cells
    records/<split>/<key>.json  byte-for-byte copies of the records (so ``gridshift verify``
                                works on them and their sha256 equals the committed files')
    plots/<split>/*.svg         Pareto and savings plots (see :mod:`gridshift.benchmark.plots`)
    assets/                     the site's CSS and its table sort/filter script
    .gridshift-site             the marker: what wrote the folder, and for which suite

The site works from ``file://`` and from any static host: every link is relative, and nothing
is fetched from the network (the sort/filter script, ``gridshift-table.js``, is shipped inside
the package, with no dependency).  The output is byte-deterministic: no timestamps, sorted
iteration everywhere, SVGs with fixed ids; building twice gives the same bytes.

The pages read the leaderboard's tables by column name and render columns they do not know
generically, so a leaderboard with more columns (tracks, rank bands) still builds.

**The build deletes nothing it did not make** (:func:`check_out_dir`): ``out`` may be new, an
empty folder, or a site an earlier build wrote for the same suite (it carries the marker
``.gridshift-site`` and holds nothing but a site's files); anything else (a folder of other
files, a site of another suite, a site someone added files to) is refused, naming the folder
and ``force=True`` (``--force``), which replaces whatever it holds.
"""

from __future__ import annotations

import hashlib
import html
import io
import json
import math
import shutil
from collections import defaultdict
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

__all__ = ["DEFAULT_LAYOUT", "DEFINITIONS", "LAYOUTS", "MARKER", "SiteReport", "build_site",
           "check_out_dir", "job_timeline_svg", "metric_unit", "per_seed_csv", "require_plots"]

ASSETS = Path(__file__).resolve().parent / "site_assets"
#: The file that marks a folder as a site written by :func:`build_site`.
MARKER = ".gridshift-site"
#: Everything a site folder holds at its top level (what a rebuild may replace).
SITE_ENTRIES = frozenset({MARKER, "index.html", "assets", "scenario", "policy", "records",
                          "plots"})

#: Definitions shown under every table, one per column (``<q>_ci`` columns are folded in).
DEFINITIONS: dict[str, str] = {
    "rank_carbon": "Carbon track: rank of the carbon saving among the ranked policies (1 = best; "
                   "'4=' = a rank band: the 95 % intervals overlap the band's top, so they tie). "
                   "— = unranked (see status).",
    "rank_cost": "Cost track: rank of the cost saving among the ranked policies (as the carbon "
                 "track).",
    "rank_water": "Water track: rank of the water saving among the ranked policies (as the "
                  "carbon track).",
    "policy": "Policy id (with its parameters, if any). Links to the policy's page.",
    "scenarios": "Scenarios the policy ran (the suite row needs all of them).",
    "seeds": "Seeds included (failed seeds are shown as '+N failed' and not averaged in).",
    "failed": "Cells (scenario, seed) whose run failed.",
    "carbon": "Operational carbon saving vs local-now-v1 on the same scenario and seed: "
              "100 × (1 − carbon_kg / carbon_kg of local-now-v1) [%]. Higher is better.",
    "energy": "Energy saving (facility + network transfer energy) vs local-now-v1 [%]. Reported, "
              "not ranked.",
    "cost": "Cost saving (energy + egress) vs local-now-v1 [%]; — where the scenario has no "
            "price data.",
    "water": "Water saving (on-site + off-site) vs local-now-v1 [%].",
    "slo_pct": "Share of jobs that missed their deadline or latency SLO [%]. Lower is better.",
    "p95_wait_min": "95th percentile of the wait from submit to start [min]. Lower is better.",
    "pareto": "1 = not dominated in (carbon, cost, water saving, SLO violations) among the "
              "policies that completed the reference's work.",
    "area": "Area dominated by the policy's point in (the track's saving, SLO violations) "
            "against the reference point (saving 0, local-now-v1's SLO violations + the "
            "suite's slack: the corner of the ranking constraint) = max(0, saving) × max(0, "
            "reference SLO + slack − SLO) [pp²]. Higher is better.",
    "regret": "Carbon regret = (carbon − bound) / (reference carbon − bound), three "
              "significant digits; bound = the scenario's recorded lower bound "
              "(bound_deadline_kg where the records carry it, else carbon_bound_kg). 0 = at "
              "the bound, 1 = as the reference; — where no record carries a bound.",
    "wf_slo_pct": "Workflows that missed their deadline or did not finish [%] "
                  "(workflow_slo_violation_rate). Lower is better.",
    "wf_makespan_p95_h": "95th percentile of the workflows' makespan, first submit to last "
                         "finish [h]. Lower is better.",
    "slowdown_p95_guaranteed": "95th percentile of the guaranteed tier's slowdown (response "
                               "time / run time). Lower is better.",
    "fairness_jain": "Jain's fairness index of the tenants' mean slowdowns (1 = all equal). "
                     "Higher is better.",
    "preemptions": "Jobs preempted by a higher tier (count). Lower is better.",
    "dr_compliance_pct": "Demand-response windows whose power limit was kept [%]. Higher is "
                         "better.",
    "outage_lost_gpu_h": "GPU-hours of work lost to capacity outages. Lower is better.",
    "composite": "Weighted composite, only when weights were asked for; the weights are printed "
                 "with the table.",
    "status": "ranked, or why not: less work than the reference, SLO violations above the "
              "reference's + the slack, failed seeds, or scenarios missing.",
}
_CI_NOTE = ("Numbers are means over seeds ± the half-width of the 95 % confidence interval of "
            "the mean (Student t); — where it is not defined (one seed) or not measurable. "
            "Suite rows average the scenario means (each scenario weighs the same).")
_KNOWN = ["rank_carbon", "rank_cost", "rank_water", "policy", "scenarios", "seeds", "failed",
          "carbon", "cost", "water", "energy", "slo_pct", "p95_wait_min", "wf_slo_pct",
          "wf_makespan_p95_h", "slowdown_p95_guaranteed", "fairness_jain", "preemptions",
          "dr_compliance_pct", "outage_lost_gpu_h", "pareto", "area", "regret", "composite",
          "status"]
#: Internal columns of the leaderboard tables that the site does not show as columns.
_HIDDEN = {"rank", "oracle", "eligible", "work_ok", "work_gpu_h", "work_jobs", "tie_carbon",
           "tie_cost", "tie_water", "table", "suite", "suite_version", "split", "same_as_ref",
           "not_applicable"}
_HEAD = {"rank_carbon": "carbon #", "rank_cost": "cost #", "rank_water": "water #",
         "policy": "policy", "scenarios": "scenarios", "seeds": "seeds",
         "failed": "failed", "carbon": "carbon saving %",
         "energy": "energy saving %", "cost": "cost saving %", "water": "water saving %",
         "slo_pct": "SLO violations %", "p95_wait_min": "p95 wait min", "pareto": "Pareto",
         "area": "carbon×SLO area pp²", "regret": "carbon regret", "composite": "composite",
         "status": "status", "wf_slo_pct": "workflow SLO violations %",
         "wf_makespan_p95_h": "workflow makespan p95 h",
         "slowdown_p95_guaranteed": "guaranteed-tier slowdown p95",
         "fairness_jain": "tenant fairness (Jain)", "preemptions": "preemptions",
         "dr_compliance_pct": "DR compliance %", "outage_lost_gpu_h": "outage lost GPU-h"}
_SPLIT_ORDER = {"dev": 0, "test": 1}
#: Site layouts: 1, the committed site's; 2 (issue 39): the test split first, a readable page
#: per record, a where-and-when timeline on each policy page, the v2 plots (colour-blind safe,
#: nothing clipped), the default: the committed sites are built with it.
LAYOUTS: tuple[int, ...] = (1, 2)
DEFAULT_LAYOUT = 2
_SPLIT_ORDER_2 = {"test": 0, "dev": 1}


@dataclass
class SiteReport:
    """What :func:`build_site` wrote.

    Attributes:
        out: The site folder.
        files: Every file written, relative to ``out``, sorted.
        splits: Splits with a table.
        records: Record files copied.
    """

    out: Path
    files: list[str] = field(default_factory=list)
    splits: list[str] = field(default_factory=list)
    records: int = 0

    @property
    def size_bytes(self) -> int:
        """Total size of the site."""
        return sum((self.out / f).stat().st_size for f in self.files)


# ------------------------------------------------------------------------------ helpers
def _e(s: Any) -> str:
    return html.escape(str(s), quote=True)


def _slug(s: str) -> str:
    out = "".join(c if c.isalnum() or c in "-_." else "_" for c in str(s))
    return out or "_"


def _num(v: Any) -> float:
    try:
        f = float(v)
    except (TypeError, ValueError):
        return math.nan
    return f


def _fmt(v: Any, h: Any = None, nd: int = 1) -> str:
    x = _num(v)
    if not math.isfinite(x):
        return "—"
    s = f"{x:.{nd}f}"
    hh = _num(h)
    if h is not None and math.isfinite(hh):
        s += f" ± {hh:.{nd}f}"
    return s


def _fmt_sig(v: Any, h: Any = None) -> str:
    """Three significant digits, the interval at the same decimals (the leaderboard's rule)."""
    from gridshift.benchmark.leaderboard import fmt_sig

    return fmt_sig(_num(v), _num(h) if h is not None else math.nan)


def _label(rec: dict[str, Any]) -> str:
    """The leaderboard's row label of a record (its own function when available)."""
    try:
        from gridshift.benchmark.leaderboard import _label as lb_label

        return str(lb_label(rec))
    except (ImportError, KeyError, TypeError):  # pragma: no cover - a rewritten leaderboard
        return str(rec.get("policy_name") or rec.get("policy"))


def _is_oracle_row(row: Any) -> bool:
    if "oracle" in row:
        return bool(row["oracle"])
    r = row.get("rank")
    return r is None or (isinstance(r, float) and math.isnan(r)) or str(r) == "<NA>"


def _page(title: str, body: str, depth: int, nav: list[tuple[str, str]]) -> str:
    up = "../" * depth
    links = "".join(f'<a href="{up}{_e(h)}">{_e(t)}</a>' for t, h in nav)
    return ("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
            "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
            f"<title>{_e(title)}</title>\n"
            f"<link rel=\"stylesheet\" href=\"{up}assets/gridshift.css\">\n"
            f"<script src=\"{up}assets/gridshift-table.js\"></script>\n</head>\n<body>\n"
            f"<nav>{links}</nav>\n{body}\n</body>\n</html>\n")


def _columns(t: Any) -> list[str]:
    """The table's columns to show: known ones in order, then unknown extras (no ``_ci``)."""
    cols = [c for c in _KNOWN if c in t.columns]
    extra = [c for c in t.columns if c not in cols and not str(c).endswith("_ci")
             and c not in _HIDDEN]
    return cols + sorted(str(c) for c in extra)


def _table(t: Any, tid: str, link_policy: Any, link_cell: Any = None) -> str:
    """An HTML table of a leaderboard table; ``link_policy(name)`` -> href or None."""
    cols = _columns(t)
    head = "".join(f'<th class="{"txt" if c == "policy" else "num"}" scope="col">'
                   f'{_e(_HEAD.get(c, c))}</th>' for c in cols)
    rows = []
    for _, row in t.iterrows():
        orc = _is_oracle_row(row)
        tds = []
        pol = str(row.get("policy"))
        for c in cols:
            v = row.get(c)
            if c.startswith("rank_"):
                x = _num(v)
                if not math.isfinite(x):
                    txt, key = "—", ""
                else:
                    tie = bool(row.get("tie_" + c[5:], False))
                    txt, key = f"{int(x)}{'=' if tie else ''}", str(int(x))
                tds.append(f'<td data-sort="{_e(key)}">{_e(txt)}</td>')
            elif c == "policy":
                href = link_policy(pol)
                inner = f'<a href="{_e(href)}">{_e(pol)}</a>' if href else _e(pol)
                tds.append(f'<td class="txt">{inner}</td>')
            elif isinstance(v, str):
                tds.append(f'<td class="txt">{_e(v)}</td>')
            else:
                x = _num(v)
                ci = row.get(f"{c}_ci") if f"{c}_ci" in t.columns else None
                nd = 0 if c in ("scenarios", "seeds", "failed") else \
                    2 if c == "fairness_jain" else 1
                txt = _fmt_sig(x, ci) if c == "regret" else _fmt(x, ci, nd)
                key = repr(round(x, 9)) if math.isfinite(x) else ""
                href = link_cell(pol, c) if link_cell and c not in ("scenarios", "seeds",
                                                                     "failed") else None
                inner = f'<a href="{_e(href)}">{_e(txt)}</a>' if href and txt != "—" \
                    else _e(txt)
                tds.append(f'<td data-sort="{_e(key)}">{inner}</td>')
        cls = ' class="oracle"' if orc else ""
        rows.append(f"<tr{cls}>" + "".join(tds) + "</tr>")
    return (f'<div class="scroll"><table class="gs-table" id="{_e(tid)}">\n<thead><tr>{head}'
            "</tr></thead>\n<tbody>\n" + "\n".join(rows) + "\n</tbody></table></div>")


def _short_status(status: str) -> str:
    """The status in a word or two for the summary (the full reason is the cell's title)."""
    if status == "ranked":
        return "ranked"
    why = status.removeprefix("unranked: ").removeprefix("unranked on ")
    for key, word in (("not applicable", "n/a"), ("failed", "failed seeds"),
                      ("less work", "less work"), ("SLO violations", "SLO"),
                      ("ran ", "scenarios missing")):
        if key in why:
            return f"unranked: {word}"
    return "unranked"


def _summary(t: Any, tid: str, link_policy: Any) -> str:
    """The first screen: rank, policy, carbon saving ± CI, SLO, regret and status, sized to
    fit a phone (intervals wrap under their mean; long names break at hyphens)."""
    head = ("<th class=\"num\" scope=\"col\">#</th><th class=\"txt\" scope=\"col\">policy</th>"
            "<th class=\"num\" scope=\"col\">carbon saving %</th>"
            "<th class=\"num\" scope=\"col\">SLO viol. %</th>"
            "<th class=\"num\" scope=\"col\">regret</th>"
            "<th class=\"txt\" scope=\"col\">status</th>")

    def cell(v: Any, h: Any, sig: bool = False) -> str:
        x = _num(v)
        if not math.isfinite(x):
            return '<td data-sort="">—</td>'
        txt = _fmt_sig(x, h) if sig else _fmt(x, h)
        mean, _, ci = txt.partition(" ± ")
        inner = _e(mean) + (f' <span class="ci">± {_e(ci)}</span>' if ci else "")
        return f'<td data-sort="{_e(repr(round(x, 9)))}">{inner}</td>'

    rows = []
    for _, row in t.iterrows():
        r = _num(row.get("rank_carbon"))
        rank = "—" if not math.isfinite(r) else \
            f"{int(r)}{'=' if bool(row.get('tie_carbon', False)) else ''}"
        pol = str(row.get("policy"))
        href = link_policy(pol)
        name = _e(pol).replace("-", "-<wbr>")
        inner = f'<a href="{_e(href)}">{name}</a>' if href else name
        status = str(row.get("status"))
        cls = ' class="oracle"' if _is_oracle_row(row) else ""
        rows.append(f"<tr{cls}><td data-sort=\"{_e(str(int(r)) if math.isfinite(r) else '')}\">"
                    f"{_e(rank)}</td><td class=\"txt\">{inner}</td>"
                    + cell(row.get("carbon"), row.get("carbon_ci"))
                    + cell(row.get("slo_pct"), row.get("slo_pct_ci"))
                    + cell(row.get("regret"), row.get("regret_ci"), sig=True)
                    + f'<td class="txt" title="{_e(status)}">{_e(_short_status(status))}</td>'
                    "</tr>")
    return (f'<table class="gs-table gs-summary" id="{_e(tid)}" data-nofilter="1">\n'
            f"<thead><tr>{head}</tr></thead>\n<tbody>\n" + "\n".join(rows)
            + "\n</tbody></table>")


def _aside(lb: Any, key: str) -> str:
    """The lines under a table for the policies that are not rows (same schedule as the
    reference; lever policies not applicable)."""
    try:
        from gridshift.benchmark.leaderboard import aside_lines
    except ImportError:  # pragma: no cover - a rewritten leaderboard
        return ""
    return "".join(f'<p class="note aside">{_e(x)}</p>' for x in aside_lines(lb, key))


def _defs(cols: list[str]) -> str:
    items = []
    for c in cols:
        d = DEFINITIONS.get(c, "A column of the leaderboard (see the leaderboard guide).")
        items.append(f"<dt>{_e(_HEAD.get(c, c))}</dt><dd>{_e(d)}</dd>")
    return (f'<h3>Definitions</h3>\n<p class="note">{_e(_CI_NOTE)}</p>\n<dl class="defs">'
            + "".join(items) + "</dl>")


def _excluded(lb: Any) -> str:
    if not getattr(lb, "excluded", None):
        return ""
    items = "".join(f"<li>{_e(w)}: {_e(y)}</li>" for w, y in lb.excluded)
    return f"<h3>Not included</h3>\n<ul class=\"note\">{items}</ul>"


# ------------------------------------------------------------------------------ policy facts
def _policy_facts(rec: dict[str, Any], results: Path) -> dict[str, str]:
    """Description, source hash and size of a record's policy (from the registry or the
    submission folder holding its source)."""
    facts = {"id": str(rec.get("policy")), "name": str(rec.get("policy_name")),
             "source_sha256": str(rec.get("policy_source_sha256")),
             "description": "", "source": "", "source_bytes": ""}
    pid = str(rec.get("policy"))
    if ".py:" in pid:
        fname = pid.rpartition(":")[0]
        for sub in sorted((results / "submissions").glob("*/submission.toml")):
            import tomllib

            try:
                meta = tomllib.loads(sub.read_text())
            except (OSError, ValueError):
                continue
            if meta.get("policy") == pid:
                facts["description"] = str(meta.get("description", ""))
                src = sub.parent / fname
                if src.is_file():
                    facts["source"] = src.relative_to(results).as_posix()
                    facts["source_bytes"] = str(src.stat().st_size)
                    facts["source_matches"] = (
                        "yes" if hashlib.sha256(src.read_bytes()).hexdigest()
                        == rec.get("policy_source_sha256") else "no")
                facts["submission"] = sub.parent.name
                facts["authors"] = ", ".join(meta.get("authors", []))
                break
        return facts
    try:
        import importlib.util

        from gridshift.policies import registry

        spec = {s.id: s for s in registry.list_policies()}.get(pid)
        if spec is not None:
            facts["description"] = spec.description
            facts["citation"] = spec.citation
            mod = spec.entry_point.partition(":")[0]
            ms = importlib.util.find_spec(mod)
            if ms is not None and ms.origin and Path(ms.origin).is_file():
                facts["source"] = mod.replace(".", "/") + ".py"
                facts["source_bytes"] = str(Path(ms.origin).stat().st_size)
                same = source_matches(rec)
                if same is not None:
                    facts["source_matches"] = ("yes" if same else "no: the module changed "
                                               "since the record was made (its behaviour "
                                               "digest and declared version say whether "
                                               "results would)")
    except Exception:  # noqa: BLE001 - facts are best effort; the hash is from the record
        pass
    return facts


def source_matches(rec: dict[str, Any]) -> bool | None:
    """Whether this gridshift's source of a record's built-in policy has the recorded hash.

    The record's ``policy_source_sha256`` is the sha256 of the policy's module file (plus its
    artifacts), :func:`gridshift.benchmark.records.policy_source_sha256`; it is compared with
    that same hash of the installed source, never with ``policy_identity_sha256`` (a zoo
    policy's identity covers only its artifacts: ``sha256(b"")`` for most). ``None`` when the
    record names no source hash or the source cannot be hashed here.
    """
    want = rec.get("policy_source_sha256")
    if not want:
        return None
    from gridshift.benchmark.records import policy_source_sha256

    try:
        have = policy_source_sha256(str(rec.get("policy_ref") or rec.get("policy")))
    except Exception:  # noqa: BLE001 - not resolvable here: unknown, not "False"
        return None
    return bool(have == want)


# ------------------------------------------------------------------------------ build
def require_plots() -> None:
    """Raise unless the ``plots`` extra is installed (the site's plots place their labels with
    adjustText; without it they would silently differ from a site built with it).

    Raises:
        GridshiftError: naming the extra and ``--no-plots``.
    """
    from gridshift.errors import GridshiftError

    try:
        import adjustText  # noqa: F401
    except ImportError:
        raise GridshiftError("site build draws its plots with the `plots` extra (adjustText "
                             "places the labels; without it the plots differ from a site "
                             "built with it): pip install 'gridshift[plots]', or give "
                             "--no-plots") from None


def _plots(lb: Any, out: Path, split: str, layout: int = 1) -> dict[str, list[str]]:
    """Pareto and savings SVGs of one split; ``{scenario: [relative paths]}``."""
    from gridshift.benchmark.plots import plot_pareto, plot_savings

    d = out / "plots" / split
    got: dict[str, list[str]] = defaultdict(list)
    style = "v2" if layout >= 2 else "v1"  # layout 1 keeps the committed site's plots
    for sc, f in zip(lb.scenarios, plot_pareto(lb, d, fmt="svg", style=style), strict=True):
        got[sc].append(f.relative_to(out).as_posix())
    for sc, f in zip(lb.scenarios, plot_savings(lb, d, fmt="svg", style=style), strict=True):
        got[sc].append(f.relative_to(out).as_posix())
    return got


def _in_a_site(p: Path, root: Path) -> bool:
    """Whether ``p`` lies in a folder written by :func:`build_site` (below ``root``)."""
    top = root.resolve()
    for d in p.resolve().parents:
        if (d / MARKER).is_file() or (d / "assets" / "gridshift-table.js").is_file():
            return True
        if d == top:
            break
    return False


# ------------------------------------------------------------------------------ out folder
def _marker_text(suite: str, version: str) -> str:
    return ("# A leaderboard site written by `gridshift site build`. A later build replaces\n"
            "# this folder only while it holds nothing but a site's files, of the same suite\n"
            "# (else it stops; --force replaces it anyway).\n"
            'written_by = "gridshift site build"\n'
            f"suite = {json.dumps(suite)}\n"
            f"suite_version = {json.dumps(version)}\n")


def _read_marker(out: Path) -> dict[str, Any] | None:
    """The marker of a site folder (``{}`` if unreadable), or None if there is none."""
    import tomllib

    p = out / MARKER
    if not p.is_file():
        return None
    try:
        return tomllib.loads(p.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, tomllib.TOMLDecodeError):
        return {}


def _listing(names: list[str]) -> str:
    shown = ", ".join(names[:5])
    return shown + (f" and {len(names) - 5} more" if len(names) > 5 else "")


def check_out_dir(out: str | Path, suite: str, force: bool = False) -> None:
    """Raise unless :func:`build_site` may replace what ``out`` holds.

    Allowed: a missing or empty folder; a site folder (with :data:`MARKER`) of the same
    ``suite`` holding nothing but :data:`SITE_ENTRIES`; anything with ``force``. Never (not
    even with ``force``): a file, or the working folder or one holding it.

    Raises:
        GridshiftError: names the folder, what is in the way and ``--force``.
    """
    from gridshift.errors import GridshiftError

    out = Path(out)
    if out.exists() and not out.is_dir():
        raise GridshiftError(f"--out {out}: a file, not a folder; give a folder for the site")
    here = Path.cwd().resolve()
    if out.resolve() == here or out.resolve() in here.parents:
        raise GridshiftError(f"--out {out}: the working folder (or one holding it) is never "
                             "replaced by a site; give a folder of its own, e.g. site/")
    if force or not out.exists():
        return
    names = sorted(p.name for p in out.iterdir())
    if not names:
        return
    hint = "give a new or empty folder, or --force to delete what it holds and build there"
    marker = _read_marker(out)
    if marker is None and set(names) <= SITE_ENTRIES and (out / "assets" /
                                                          "gridshift-table.js").is_file():
        raise GridshiftError(f"--out {out}: the folder looks like a site of an older "
                             f"gridshift, which wrote no {MARKER}; check that it holds nothing "
                             "you want to keep, then give --force to replace it")
    if marker is None:
        raise GridshiftError(f"--out {out}: the folder is not empty and is not a site built by "
                             f"`gridshift site build` (no {MARKER} in it; it holds "
                             f"{_listing(names)}); {hint}")
    if marker.get("suite") != suite:
        raise GridshiftError(f"--out {out}: the folder holds the site of suite "
                             f"{marker.get('suite')!r}, and this build is of suite {suite!r}; "
                             f"give another folder (e.g. {out}-{suite}), or --force to replace "
                             "that site")
    foreign = [n for n in names if n not in SITE_ENTRIES]
    if foreign:
        raise GridshiftError(f"--out {out}: the site folder also holds {_listing(foreign)}, "
                             "which a site build did not write; move it away, or give --force "
                             "to delete it with the site")


def _empty(out: Path) -> None:
    """Delete what ``out`` holds (not ``out`` itself: its permissions and mounts stay)."""
    for p in sorted(out.iterdir()):
        if p.is_dir() and not p.is_symlink():
            shutil.rmtree(p)
        else:
            p.unlink()


def per_seed_csv(lb: Any) -> str:
    """The leaderboard's per-seed table (one row per scenario, policy and seed) as CSV."""
    df = lb.per_seed
    if df is None or df.empty:
        return ""
    df = df.sort_values(["scenario", "policy", "seed"], kind="stable").copy()
    df.insert(0, "suite", lb.suite)
    df.insert(1, "suite_version", lb.version)
    df.insert(2, "split", lb.split)
    buf = io.StringIO()
    df.to_csv(buf, index=False, float_format="%.10g", lineterminator="\n")
    return buf.getvalue()


def build_site(results: str | Path, out: str | Path, splits: list[str] | None = None,
               plots: bool = True, suite: str | None = None, force: bool = False,
               project_keys: bool | None = None, layout: int | None = None) -> SiteReport:
    """Build the static leaderboard site of the records under ``results`` into ``out``.

    Records are read as the leaderboard reads them
    (:func:`gridshift.benchmark.leaderboard.load_record_pairs` with
    ``verify``'s offline checks): one that fails a check is listed under "Not included" with
    the reason, never ranked, copied or drawn.

    Args:
        results: A results folder (or store) of records.
        out: Site folder (it must not contain ``results``): new, empty, or a site an earlier
            build wrote for the same suite, which is replaced (see :func:`check_out_dir`).
        splits: Splits to build (default: every split present, dev first).
        plots: Draw the SVG plots (off for quick builds).
        suite: The suite to show (default: the leaderboard's :func:`default_suite`); only its
            records are read, so one results folder can hold several suites and their sites.
        force: Replace whatever ``out`` holds.
        project_keys: Rank only records signed by a maintainer key (default: on for an
            official results folder, :func:`gridshift.benchmark.project_keys.board_keys`).
            Unverified records are listed under "Not included" with the reason, never used.
        layout: :data:`LAYOUTS` (default :data:`DEFAULT_LAYOUT`): 2 puts the test split
            first, writes a page per record (metrics with units, provenance, links, the verify
            command) and a timeline of where and when each policy ran work (from a store's
            per-job table, when the records come with one), and draws the v2 plots.

    Returns:
        A :class:`SiteReport`.

    Raises:
        GridshiftError: No records under ``results`` (or none that passes the offline
            checks: the error names the first refusal), none of the requested splits, an
            ``out`` that holds what a site build of this suite did not write, or ``plots``
            without the ``plots`` extra (:func:`require_plots`).
    """
    layout = DEFAULT_LAYOUT if layout is None else layout
    if layout not in LAYOUTS:
        raise ValueError(f"site layout {layout!r}; expected one of {LAYOUTS}")
    if plots:
        require_plots()
    from gridshift.benchmark.leaderboard import build_leaderboard, load_record_pairs
    from gridshift.benchmark.project_keys import board_keys
    from gridshift.errors import GridshiftError

    res, out = Path(results), Path(out)
    # verify's offline checks (key, content hash, scenario, per-job table, signature), as
    # the leaderboard applies them: a record that fails one is listed under "Not included"
    pairs, refused = load_record_pairs(res, project_keys=board_keys(res, project_keys),
                                       offline=True)
    # records of a site built earlier (copies) are not inputs: skip any folder holding one
    pairs = [(p, r) for p, r in pairs if out.resolve() not in p.resolve().parents
             and not _in_a_site(p, res)]
    if not pairs and refused:
        why = str(refused[0]["error"]).removeprefix("refused: ")
        raise GridshiftError(f"{res}: no record can be used: {len(refused)} refused (first: "
                             f"{why}); `gridshift verify {res}` checks them")
    if not pairs:
        raise GridshiftError(f"{res}: no records found (run `gridshift suite run --export "
                             f"{res}` first, or give --results DIR)")
    from gridshift.benchmark.leaderboard import default_suite

    suite = suite or default_suite(r for _, r in pairs)
    pairs = [(p, r) for p, r in pairs if r.get("suite") == suite]
    if not pairs:
        raise GridshiftError(f"{res}: no records of suite {suite!r}")
    recs = [r for _, r in pairs] + [r for r in refused if r.get("suite") == suite]
    order = _SPLIT_ORDER_2 if layout >= 2 else _SPLIT_ORDER
    present = sorted({str(r.get("split")) for r in recs}, key=lambda s: (order.get(s, 9), s))
    want = splits or present
    missing = [s for s in want if s not in present]
    if missing:
        raise GridshiftError(f"no records for split {', '.join(missing)} in {res} "
                             f"(found: {', '.join(present)})")
    if res.resolve() == out.resolve() or out.resolve() in res.resolve().parents:
        raise GridshiftError(f"--out {out} would hold --results {res}; choose another folder")
    check_out_dir(out, str(suite), force)

    lbs = {s: build_leaderboard(recs, suite, split=s) for s in want}
    first = next(iter(lbs.values()))
    suite, version = str(first.suite), first.version
    if out.exists():
        _empty(out)
    (out / "assets").mkdir(parents=True)
    # the marker first: an interrupted build leaves a folder the next build may replace
    (out / MARKER).write_bytes(_marker_text(suite, str(version)).encode("utf-8"))
    for a in sorted(ASSETS.iterdir()):
        if a.is_file():
            shutil.copyfile(a, out / "assets" / a.name)
    # record copies: one per key, the first path in sorted order
    by_cell: dict[tuple[str, str, str], list[tuple[int, str, dict[str, Any]]]] = defaultdict(list)
    copied: dict[tuple[str, str], dict[str, Any]] = {}
    sources: dict[tuple[str, str], Path] = {}
    for p, r in sorted(pairs, key=lambda pr: str(pr[0])):
        s = str(r.get("split"))
        if s not in lbs or r.get("suite") != suite or r.get("suite_version") != version:
            continue
        key = str(r.get("key") or hashlib.sha256(p.read_bytes()).hexdigest())
        if (s, key) in copied:
            continue
        dst = out / "records" / s / f"{_slug(key)}.json"
        dst.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(p, dst)
        copied[(s, key)] = r
        sources[(s, key)] = p
        by_cell[(s, str(r.get("scenario")), _label(r))].append(
            (int(r.get("seed") or 0), f"records/{s}/{_slug(key)}.json", r))
    policies: dict[str, dict[str, str]] = {}
    for (_s, _sc, lab), items in sorted(by_cell.items()):
        if lab not in policies:
            policies[lab] = _policy_facts(items[0][2], res)
            policies[lab]["params"] = json.dumps(items[0][2].get("policy_params") or {},
                                                 sort_keys=True)
            policies[lab]["track"] = str(items[0][2].get("track"))
    pol_href = {lab: f"policy/{_slug(lab)}.html" for lab in policies}
    scen = sorted({sc for lb in lbs.values() for sc in lb.scenarios})
    nav = [("leaderboard", "index.html")] + [(sc, f"scenario/{_slug(sc)}.html") for sc in scen]
    plot_files = {s: (_plots(lb, out, s, layout) if plots else {}) for s, lb in lbs.items()}

    written = {"index.html": _index_html(lbs, suite, version, layout, pol_href, policies, nav)}
    written.update(_scenario_pages(scen, lbs, pol_href, plot_files, by_cell, layout, nav))
    written.update(_policy_pages(policies, pol_href, by_cell, sources, lbs, layout, nav))
    if layout >= 2:
        for (s, key), r in sorted(copied.items()):
            rel = f"records/{s}/{_slug(key)}.html"
            written[rel] = _page(f"gridshift record {key[:12]}",
                                 _record_body(r, f"{_slug(key)}.json", pol_href), 2, nav)

    for rel, text in sorted(written.items()):
        page = out / rel
        page.parent.mkdir(parents=True, exist_ok=True)
        page.write_bytes(text.encode("utf-8"))
    files = sorted(p.relative_to(out).as_posix() for p in out.rglob("*") if p.is_file())
    return SiteReport(out, files, list(lbs), len(copied))


def _index_html(lbs: dict[str, Any], suite: str, version: Any, layout: int,
                pol_href: dict[str, str], policies: dict[str, dict[str, str]],
                nav: list[tuple[str, str]]) -> str:
    """The index page: the first split's summary on the first screen, then each split's
    full table, the column definitions and the policies."""
    first = next(iter(lbs.values()))
    body = [f"<h1>gridshift leaderboard: {_e(suite)} v{_e(version)}</h1>"]
    if layout >= 2 and not first.suite_table.empty:
        body.append(f'<p class="note lead">{_e(first.title)}: rank on the carbon track, '
                    "saving vs local-now-v1 and SLO violations in % (mean ± 95 % CI over "
                    "seeds), carbon regret (0 = at the bound, 1 = as the reference). Full "
                    f'table: <a href="#{_e(first.split)}">below</a>.</p>')
        body.append(_summary(first.suite_table, f"summary-{first.split}",
                             lambda p: pol_href.get(p)))
        body.append(_aside(first, "suite"))
    body.append("<p>Built from the committed records alone by <code>gridshift site build</code>; "
                "every number links to the records behind it, and each record to its JSON "
                "(with provenance). Savings are relative to <code>local-now-v1</code> on the "
                "same scenario and seed. The <b>dev</b> split is for tuning; the <b>test</b> "
                "split (held-out seeds and windows) is what a leaderboard reports.</p>")
    for s, lb in lbs.items():
        body.append(f'<h2 id="{_e(s)}">Suite table — {_e(lb.title)}</h2>')
        if lb.suite_table.empty:
            body.append("<p class=\"note\">No policy ran every scenario of this split.</p>")
        else:
            body.append(_table(lb.suite_table, f"suite-{s}",
                               lambda p: pol_href.get(p),
                               lambda p, c, s=s: f"{pol_href[p]}#{_slug(s)}"
                               if p in pol_href else None))
            body.append(_aside(lb, "suite"))
        body.append("<p>Scenarios: " + ", ".join(
            f'<a href="scenario/{_slug(sc)}.html#{_e(s)}">{_e(sc)}</a>'
            for sc in lb.scenarios) + "</p>")
        body.append(_excluded(lb))
    cols = sorted({c for lb in lbs.values() for t in [lb.suite_table, *lb.scenarios.values()]
                   if not t.empty for c in _columns(t)}, key=lambda c: (
        _KNOWN.index(c) if c in _KNOWN else len(_KNOWN), c))
    body.append(_defs(cols))
    body.append("<h2>Policies</h2><ul>" + "".join(
        f'<li><a href="{_e(h)}">{_e(lab)}</a> — {_e(policies[lab].get("description", ""))}'
        "</li>" for lab, h in sorted(pol_href.items())) + "</ul>")
    return _page(f"gridshift leaderboard: {suite} v{version}", "\n".join(body), 0, nav)


def _scenario_pages(scen: list[str], lbs: dict[str, Any], pol_href: dict[str, str],
                    plot_files: dict[str, Any], by_cell: dict[Any, Any], layout: int,
                    nav: list[tuple[str, str]]) -> dict[str, str]:
    """One page per scenario: each split's table, its plots and the records behind it."""
    written: dict[str, str] = {}
    for sc in scen:
        b = [f"<h1>Scenario {_e(sc)}</h1>"]
        for s, lb in lbs.items():
            t = lb.scenarios.get(sc)
            if t is None:
                continue
            b.append(f'<h2 id="{_e(s)}">{_e(lb.title)}</h2>')
            b.append(_table(t, f"sc-{s}", lambda p: f"../{pol_href[p]}" if p in pol_href
                            else None,
                            lambda p, c, s=s, sc=sc: f"../{pol_href[p]}#{_slug(s)}-{_slug(sc)}"
                            if p in pol_href else None))
            b.append(_aside(lb, sc))
            for f in plot_files.get(s, {}).get(sc, []):
                b.append(f'<figure><img src="../{_e(f)}" alt="{_e(Path(f).stem)} ({_e(s)})">'
                         f"<figcaption class=\"note\">{_e(Path(f).stem)}: "
                         + ("carbon saving vs SLO violations; the Pareto front of the ranked "
                            "policies; the oracle drawn apart (hollow star)."
                            if Path(f).stem.startswith("pareto") else
                            "carbon saving per policy, mean ± 95 % CI over seeds.")
                         + "</figcaption></figure>")
            b.append(f"<h3>Records ({_e(s)})</h3>")
            b.append(_records_table([(lab, it) for (ss, scc, lab), its in
                                     sorted(by_cell.items()) if ss == s and scc == sc
                                     for it in sorted(its, key=lambda x: (x[0], x[1]))],
                                    f"rec-{s}", pol_href, layout))
            b.append(_defs(_columns(t)))
        written[f"scenario/{_slug(sc)}.html"] = _page(f"gridshift: {sc}", "\n".join(b), 1, nav)

    return written


def _policy_pages(policies: dict[str, dict[str, str]], pol_href: dict[str, str],
                  by_cell: dict[Any, Any], sources: dict[Any, Path], lbs: dict[str, Any],
                  layout: int, nav: list[tuple[str, str]]) -> dict[str, str]:
    """One page per policy: its facts, its timeline (layout 2) and the records per cell."""
    written: dict[str, str] = {}
    for lab, facts in sorted(policies.items()):
        b = [f"<h1>Policy {_e(lab)}</h1>", "<dl class=\"defs\">"]
        for k, name in (("id", "id"), ("description", "description"), ("params", "parameters"),
                        ("track", "track"), ("citation", "citation"),
                        ("submission", "submission"), ("authors", "authors"),
                        ("source", "source file"), ("source_bytes", "source size [bytes]"),
                        ("source_sha256", "source sha256 (as recorded)"),
                        ("source_matches", "current source has the recorded hash")):
            if facts.get(k):
                b.append(f"<dt>{_e(name)}</dt><dd><code>{_e(facts[k])}</code></dd>")
        b.append("</dl>")
        if layout >= 2:
            b.append(_timeline_section(lab, by_cell, sources, lbs))
        for s in lbs:
            cells = [(sc, its) for (ss, sc, lb_), its in sorted(by_cell.items())
                     if ss == s and lb_ == lab]
            if not cells:
                continue
            b.append(f'<h2 id="{_slug(s)}">Records behind each cell — {_e(s)} split</h2>')
            for sc, its in cells:
                b.append(f'<h3 id="{_slug(s)}-{_slug(sc)}"><a href="../scenario/{_slug(sc)}'
                         f'.html#{_e(s)}">{_e(sc)}</a></h3>')
                b.append(_records_table([(lab, it) for it in sorted(its, key=lambda x:
                                                                      (x[0], x[1]))],
                                        f"p-{s}-{_slug(sc)}", {}, layout))
        written[pol_href[lab]] = _page(f"gridshift: {lab}", "\n".join(b), 1, nav)
    return written


def _records_table(items: list[tuple[str, tuple[int, str, dict[str, Any]]]], tid: str,
                   pol_href: dict[str, str], layout: int = 1) -> str:
    """One row per record: policy, seed, key metrics, the JSON link and provenance."""
    head = ["policy", "seed", "status", "carbon kgCO2e", "SLO violations %", "jobs completed",
            "record", "content sha256", "git commit", "gridshift", "isolation"]
    rows = []
    for lab, (seed, rel, r) in items:
        m = r.get("metrics") or {}
        prov = r.get("provenance") or {}
        href = pol_href.get(lab)
        pol = f'<a href="../{_e(href)}">{_e(lab)}</a>' if href else _e(lab)
        slo = _num(m.get("slo_violation_rate")) * 100.0
        carbon = _num(m.get("carbon_kg"))
        done = m.get("jobs_completed")
        tds = [f'<td class="txt">{pol}</td>', f"<td>{seed}</td>",
               f'<td class="txt">{_e(r.get("status"))}</td>',
               f'<td data-sort="{_e(repr(round(carbon, 6)) if math.isfinite(carbon) else "")}">'
               f"{_e(_fmt(carbon, None, 1))}</td>",
               f'<td data-sort="{_e(repr(round(slo, 9)) if math.isfinite(slo) else "")}">'
               f"{_e(_fmt(slo, None, 2))}</td>",
               f"<td>{_e(done if done is not None else '—')}</td>",
               (f'<td class="txt"><a href="../{_e(rel[:-5])}.html">page</a> · '
                f'<a href="../{_e(rel)}">JSON</a></td>' if layout >= 2 else
                f'<td class="txt"><a href="../{_e(rel)}">JSON</a></td>'),
               f'<td class="txt"><code>{_e(str(r.get("content_sha256"))[:12])}</code></td>',
               f'<td class="txt"><code>{_e(str(prov.get("git_commit"))[:10])}'
               f'{" (dirty)" if prov.get("git_dirty") else ""}</code></td>',
               f'<td class="txt">{_e(prov.get("gridshift_version", "—"))}</td>',
               f'<td class="txt">{_e(r.get("isolation"))}</td>']
        rows.append("<tr>" + "".join(tds) + "</tr>")
    th = "".join(f'<th class="{"txt" if h in ("policy", "record", "status") else "num"}" '
                 f'scope="col">{_e(h)}</th>' for h in head)
    return (f'<div class="scroll"><table class="gs-table" id="{_e(tid)}">\n<thead><tr>{th}'
            "</tr></thead>\n<tbody>\n" + "\n".join(rows) + "\n</tbody></table></div>")


# ------------------------------------------------------------------------------ layout 2
#: Units of the metrics whose name carries none.
_UNITS = {"jobs": "jobs", "jobs_completed": "jobs", "jobs_unfinished": "jobs",
          "jobs_dropped": "jobs", "slo_violations": "jobs", "gpu_hours": "GPU·h",
          "gpu_hours_completed": "GPU·h", "slo_violation_rate": "fraction of jobs (0–1)",
          "utilisation": "fraction of GPU capacity (0–1)",
          "pue_effective": "ratio (facility / IT energy)"}
_SUFFIX_UNITS = (("_gco2_per_kwh", "gCO2/kWh"), ("_kg", "kg CO2e"), ("_kwh", "kWh"),
                 ("_l", "L"), ("_usd", "USD"), ("_gb", "GB"), ("_s", "s"), ("_pct", "%"),
                 ("_w", "W"))


def metric_unit(name: str) -> str:
    """The unit of a record metric, from its name (``carbon_kg`` -> ``kg CO2e``)."""
    if name in _UNITS:
        return _UNITS[name]
    for suffix, unit in _SUFFIX_UNITS:
        if name.endswith(suffix):
            return "kg" if unit == "kg CO2e" and not name.startswith("carbon") else unit
    return "—"


def _value(v: Any) -> str:
    if isinstance(v, bool) or v is None or isinstance(v, str):
        return "—" if v is None else str(v)
    if isinstance(v, int):
        return f"{v:,}"
    x = _num(v)
    return "—" if not math.isfinite(x) else f"{x:,.6g}"


def _record_body(r: dict[str, Any], json_name: str, pol_href: dict[str, str]) -> str:
    """A record as a page: what ran, its metrics with units, provenance, how to verify it."""
    lab, split, sc = _label(r), str(r.get("split")), str(r.get("scenario"))
    pol = pol_href.get(lab)
    pol_link = f'<a href="../../{_e(pol)}">{_e(lab)}</a>' if pol else _e(lab)
    facts = [("policy", pol_link),
             ("scenario", f'<a href="../../scenario/{_slug(sc)}.html#{_e(split)}">{_e(sc)}</a>'),
             ("suite", _e(f"{r.get('suite')} v{r.get('suite_version')}, {split} split")),
             ("seed", _e(r.get("seed"))), ("track", _e(r.get("track"))),
             ("status", _e(r.get("status")) + (f" — {_e(r.get('error'))}" if r.get("error")
                                               else "")),
             ("isolation", _e(r.get("isolation")))]
    b = [f"<h1>Record {_e(str(r.get('key'))[:12])}</h1>", '<dl class="defs">']
    b += [f"<dt>{k}</dt><dd>{v}</dd>" for k, v in facts]
    b.append("</dl>")
    rows = []
    for name, v in sorted((r.get("metrics") or {}).items()):
        if isinstance(v, dict):  # per-region metrics
            v = ", ".join(f"{k}: {_value(x)}" for k, x in sorted(v.items()))
            rows.append(f'<tr><td class="txt"><code>{_e(name)}</code></td>'
                        f'<td class="txt">{_e(v)}</td><td class="txt">{_e(metric_unit(name))}'
                        "</td></tr>")
            continue
        x = _num(v)
        key = repr(round(x, 9)) if math.isfinite(x) else ""
        rows.append(f'<tr><td class="txt"><code>{_e(name)}</code></td>'
                    f'<td data-sort="{_e(key)}">{_e(_value(v))}</td>'
                    f'<td class="txt">{_e(metric_unit(name))}</td></tr>')
    b.append("<h2>Metrics</h2>")
    b.append('<div class="scroll"><table class="gs-table" id="metrics">\n<thead><tr>'
             '<th class="txt" scope="col">metric</th><th class="num" scope="col">value</th>'
             '<th class="txt" scope="col">unit</th></tr></thead>\n<tbody>\n'
             + "\n".join(rows) + "\n</tbody></table></div>")
    prov = dict(r.get("provenance") or {})
    ids = {k: r.get(k) for k in ("key", "scenario_hash", "content_sha256", "jobs_sha256",
                                  "jobs_digest", "policy_identity_sha256",
                                  "policy_source_sha256", "policy_ref", "scenario_ref")
           if r.get(k) is not None}
    b.append('<h2>Provenance</h2>\n<dl class="defs">')
    for k, v in [*sorted(ids.items()), *sorted(prov.items())]:
        b.append(f"<dt>{_e(k)}</dt><dd><code>{_e(v)}</code></dd>")
    params = r.get("policy_params_resolved") or r.get("policy_params") or {}
    b.append(f"<dt>policy parameters</dt><dd><code>{_e(json.dumps(params, sort_keys=True))}"
             "</code></dd>")
    n_inputs = len(r.get("input_hashes") or {})
    b.append(f"<dt>input files hashed</dt><dd>{n_inputs} dataset group(s), in the JSON</dd>")
    b.append("</dl>")
    b.append("<h2>Verify it</h2>")
    b.append(f'<p>The <a href="{_e(json_name)}">record JSON</a> is a byte-for-byte copy of the '
             "committed one. Re-run it and compare every metric and the per-job table's hash, "
             "from the site folder:</p>")
    b.append(f"<pre><code>gridshift verify records/{_e(split)}/{_e(json_name)}</code></pre>")
    return "\n".join(b)


def _jobs_table_of(p: Path, r: dict[str, Any]) -> Any:
    """The per-job table stored beside a record (a store's ``jobs.parquet``), if its sha256 is
    the record's ``jobs_sha256``; else None."""
    f = p.parent / "jobs.parquet"
    if not f.is_file() or not r.get("jobs_sha256"):
        return None
    raw = f.read_bytes()
    if hashlib.sha256(raw).hexdigest() != r["jobs_sha256"]:
        return None
    import polars as pl

    return pl.read_parquet(io.BytesIO(raw), columns=["origin", "region", "gpus", "start_s",
                                                     "finish_s"])


def _timeline_section(lab: str, by_cell: dict[tuple[str, str, str], list[Any]],
                      sources: dict[tuple[str, str], Path], lbs: dict[str, Any]) -> str:
    """The policy page's "where and when" section: a timeline of one run's per-job table."""
    order = {s: i for i, s in enumerate(lbs)}
    cells = sorted(((order.get(s, 9), sc, seed, rel, r) for (s, sc, lb_), its in by_cell.items()
                    if lb_ == lab for seed, rel, r in its),
                   key=lambda c: (c[0], c[1], c[2], c[3]))
    for _o, sc, seed, _rel, r in cells:
        p = sources.get((str(r.get("split")), str(r.get("key"))))
        jobs = _jobs_table_of(p, r) if p is not None else None
        if jobs is None:
            continue
        svg = job_timeline_svg(jobs, f"{lab} on {sc}, seed {seed} ({r.get('split')} split)")
        return ('<h2 id="where-when">Where and when it ran work</h2>\n<figure>' + svg +
                '<figcaption class="note">GPU-hours run per region and hour of the window, '
                "from the run's per-job table (its sha256 checked against the record); the "
                "right column counts the jobs run there and how many came from another "
                "region.</figcaption></figure>")
    return ('<h2 id="where-when">Where and when it ran work</h2>\n<p class="note">No per-job '
            "table beside these records (committed results keep summaries only): build the "
            "site from a record store (<code>gridshift suite run --store DIR</code>, then "
            "<code>gridshift site build --results DIR</code>) to draw it.</p>")


def job_timeline_svg(jobs: Any, title: str, bins: int = 48, width: int = 720) -> str:
    """A small SVG timeline: GPU-hours run per region (rows) and time bin (columns).

    Args:
        jobs: A per-job table with ``origin``, ``region``, ``gpus``, ``start_s`` and
            ``finish_s`` [s] (polars); jobs that never ran (null region or start) are left out.
        title: The figure's title.
        bins: Columns across the span from the first start to the last finish.
        width: Width of the drawing [px].

    Returns:
        The ``<svg>`` element (deterministic text: fixed decimals, sorted regions).
    """
    import numpy as np

    ran = jobs.filter(jobs["region"].is_not_null() & jobs["start_s"].is_not_null()
                      & jobs["finish_s"].is_not_null())
    regions = sorted(set(ran["region"].to_list()) | set(jobs["origin"].drop_nulls().to_list()))
    if not regions or ran.height == 0:
        return '<p class="note">No job ran.</p>'
    t0, t1 = float(ran["start_s"].min()), float(ran["finish_s"].max())
    span = max(t1 - t0, 1.0)
    edges = t0 + span * np.arange(bins + 1) / bins
    ridx = {r: i for i, r in enumerate(regions)}
    gh = np.zeros((len(regions), bins))
    s0, s1 = ran["start_s"].to_numpy().astype(float), ran["finish_s"].to_numpy().astype(float)
    g = ran["gpus"].to_numpy().astype(float)
    rr = np.array([ridx[r] for r in ran["region"].to_list()])
    for b in range(bins):  # a loop over bins; each step is vectorised over jobs
        overlap = np.clip(np.minimum(s1, edges[b + 1]) - np.maximum(s0, edges[b]), 0.0, None)
        np.add.at(gh[:, b], rr, g * overlap / 3600.0)
    top = float(gh.max()) or 1.0
    moved_in = {r: 0 for r in regions}
    count = {r: 0 for r in regions}
    for o, r in zip(ran["origin"].to_list(), ran["region"].to_list(), strict=True):
        count[r] += 1
        moved_in[r] += int(o != r)
    label_w, right_w, row_h, top_h = 110, 150, 22, 34
    cw = (width - label_w - right_w) / bins
    h = top_h + row_h * len(regions) + 30
    out = [f'<svg xmlns="http://www.w3.org/2000/svg" class="timeline" width="{width}" '
           f'height="{h}" viewBox="0 0 {width} {h}" role="img" aria-label="{_e(title)}">',
           f"<title>{_e(title)}</title>",
           f'<text x="0" y="14" font-size="12">{_e(title)}</text>']
    for i, r in enumerate(regions):
        y = top_h + i * row_h
        out.append(f'<text x="{label_w - 6}" y="{y + 15}" font-size="11" '
                   f'text-anchor="end">{_e(r)}</text>')
        for b in range(bins):
            if gh[i, b] <= 0:
                continue
            a = 0.15 + 0.85 * gh[i, b] / top
            out.append(f'<rect x="{label_w + b * cw:.2f}" y="{y + 2}" width="{cw:.2f}" '
                       f'height="{row_h - 4}" fill="#0072B2" fill-opacity="{a:.3f}">'
                       f"<title>{_e(r)}: {gh[i, b]:.1f} GPU·h</title></rect>")
        out.append(f'<text x="{width - right_w + 6}" y="{y + 15}" font-size="11">'
                   f"{count[r]:,} jobs, {moved_in[r]:,} moved in</text>")
    y = top_h + row_h * len(regions) + 16
    hours = span / 3600.0
    out.append(f'<text x="{label_w}" y="{y}" font-size="11">0 h</text>')
    out.append(f'<text x="{width - right_w}" y="{y}" font-size="11" text-anchor="end">'
               f"{hours:.0f} h</text>")
    out.append(f'<text x="{label_w + (width - label_w - right_w) / 2:.0f}" y="{y}" '
               'font-size="11" text-anchor="middle">time since the first start [h]; shade: '
               f"GPU·h per bin (darkest {top:.1f})</text>")
    out.append("</svg>")
    return "\n".join(out)
