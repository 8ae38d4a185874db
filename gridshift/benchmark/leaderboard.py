"""Leaderboards, built from records alone (no re-runs): per-scenario tables and a suite table.

Normalisation
    Every metric is compared with the reference policy ``local-now-v1`` on the **same**
    scenario and seed (same suite, version and split).  A saving is
    ``100 × (1 − x_policy / x_reference)`` in percent (positive = better) for

    * ``carbon``: ``carbon_kg`` (operational carbon),
    * ``energy``: ``energy_facility_kwh + energy_transfer_kwh`` (all energy the schedule causes),
    * ``cost``: ``cost_usd`` (energy + egress),
    * ``water``: ``water_l``.

    Besides savings: ``slo_pct`` = ``100 × slo_violation_rate`` and ``p95_wait_min`` =
    ``p95_wait_s / 60`` (absolute values, lower is better).

Composite score (the rank)
    ``score = mean(carbon, cost, water savings) − SLO_PENALTY × max(0, slo_pct − slo_pct_ref)``
    (a saving the scenario cannot measure, such as cost without price data, counts as 0)
    with ``SLO_PENALTY = 1``: each percentage point of *additional* SLO violations over the
    reference costs one point of average saving; doing better than the reference on SLOs earns
    nothing (it is not what the benchmark rewards).  Energy is reported but not in the score
    (it double-counts carbon and cost).

Uncertainty
    Each number is computed per seed, then reported as the mean over seeds ± the half-width of
    the 95 % confidence interval of the mean, ``t(0.975, n−1) · s / √n`` (Student t,
    :mod:`scipy.stats`); with one seed the interval is not defined (shown as "—").  The suite
    table averages the per-scenario means (each scenario weighs the same); its half-width is
    ``√(Σ h_s²) / S`` (independent scenarios).

Oracle
    Rows whose policy id starts with ``oracle`` are the offline bound: shown last, unranked,
    and every other row gets ``carbon_gap_pp`` = oracle's carbon saving − its own (and
    ``score_gap``), i.e. how much is left on the table.

What is not mixed in
    One table is for one suite, version and split.  Records of another suite version, failed
    cells and cells without a reference run are never averaged in: they are listed under
    "Not included" with the reason, and a row with failed seeds shows them in ``failed``.
"""

from __future__ import annotations

import io
import math
import re
from collections import Counter, defaultdict
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import numpy as np
import pandas as pd

__all__ = [
    "COLUMNS",
    "REFERENCE",
    "SLO_PENALTY",
    "Leaderboard",
    "build_leaderboard",
    "load_records",
    "render",
]

#: The policy every saving is relative to.
REFERENCE = "local-now-v1"
#: Score points per percentage point of additional SLO violations.
SLO_PENALTY = 1.0
#: Reported quantities: name -> (header, higher is better).
COLUMNS: dict[str, tuple[str, bool]] = {
    "score": ("score", True),
    "carbon": ("carbon saving %", True),
    "energy": ("energy saving %", True),
    "cost": ("cost saving %", True),
    "water": ("water saving %", True),
    "slo_pct": ("SLO violations %", False),
    "p95_wait_min": ("p95 wait min", False),
}
_FORMATS = ("md", "csv", "tex", "html")


def load_records(path: str | Path, *, require_signature: bool = False,
                 require_sandbox: bool = False) -> list[dict[str, Any]]:
    """Every record JSON under ``path`` (a results folder, a store, or one file).

    Records that fail the offline checks of :func:`gridshift.benchmark.verify.scan_records`
    (TAMPERED, UNREADABLE, MISSING; with ``require_signature`` also unsigned ones) are never
    used: each is returned as a *refused* stub (``status = "failed"``, ``metrics = {}``,
    ``error = "refused: <STATUS> ..."``, ``refused = True``) so that the tables list it under
    "Not included" with the reason, instead of skipping it silently. With
    ``require_sandbox``, a record of a policy that is not a zoo policy and did not run under
    bubblewrap (``isolation`` other than ``"bwrap"``) is refused likewise.
    """
    from gridshift.benchmark.verify import scan_records
    from gridshift.policies.isolation import is_trusted

    out: list[dict[str, Any]] = []
    for rf in scan_records(path, require_signature=require_signature):
        rec = rf.record
        reason = None
        if rf.status != "ok":
            reason = f"{rf.status.upper()} ({rf.path}): {'; '.join(rf.problems)}"
        elif require_sandbox and rec is not None and rec.get("isolation") != "bwrap" and \
                not is_trusted(str(rec.get("policy_ref") or rec.get("policy") or "")):
            reason = (f"isolation {rec.get('isolation')!r}, not 'bwrap' "
                      "(--require-sandbox)")
        if reason is None and rec is not None:
            out.append(rec)
            continue
        base = rec if isinstance(rec, dict) else {}
        out.append({
            "schema": base.get("schema"), "key": base.get("key") or str(rf.path),
            "suite": base.get("suite"), "suite_version": base.get("suite_version"),
            "split": base.get("split"),
            "scenario": base.get("scenario") or f"{rf.path} [refused: {reason}]",
            "policy": str(base.get("policy") or "?"), "policy_name": base.get("policy_name"),
            "policy_params": base.get("policy_params") or {}, "seed": base.get("seed"),
            "track": base.get("track"), "status": "failed", "metrics": {},
            "jobs_sha256": None, "isolation": base.get("isolation"),
            "error": f"refused: {reason}", "refused": True,
        })
    return out


def _energy(m: dict[str, Any]) -> float | None:
    a, b = m.get("energy_facility_kwh"), m.get("energy_transfer_kwh")
    return None if a is None else a + (b or 0.0)


def _saving(x: float | None, ref: float | None) -> float:
    if x is None or ref is None or ref == 0:
        return math.nan
    return 100.0 * (1.0 - x / ref)


def _label(rec: dict[str, Any]) -> str:
    name = rec.get("policy_name") or rec["policy"]
    if rec.get("policy_params"):
        name += "(" + ", ".join(f"{k}={v}" for k, v in sorted(rec["policy_params"].items())) + ")"
    if rec.get("track") == "clairvoyant" and not _is_oracle(rec["policy"]):
        name += " [clairvoyant]"
    return name


def _is_oracle(policy: str) -> bool:
    return policy.startswith("oracle")


def _ci(values: np.ndarray) -> tuple[float, float]:
    """Mean and 95 % CI half-width (Student t) of the finite values."""
    from scipy import stats

    v = values[np.isfinite(values)]
    if len(v) == 0:
        return math.nan, math.nan
    if len(v) == 1:
        return float(v[0]), math.nan
    return float(v.mean()), float(stats.t.ppf(0.975, len(v) - 1) * v.std(ddof=1)
                                  / math.sqrt(len(v)))


def _vkey(v: str | None) -> tuple[Any, ...]:
    return tuple(int(t) if t.isdigit() else t for t in re.split(r"(\d+)", str(v)))


@dataclass
class Leaderboard:
    """Tables of one suite, version and split.

    Attributes:
        suite, version, split: What the tables are for.
        scenarios: Per-scenario tables (one row per policy; numeric ``<q>`` and ``<q>_ci``).
        suite_table: The suite table (mean over scenarios).
        per_seed: Long table of every included (scenario, policy, seed) value.
        excluded: ``(what, reason)`` of every record not included.
    """

    suite: str | None
    version: str | None
    split: str | None
    scenarios: dict[str, pd.DataFrame] = field(default_factory=dict)
    suite_table: pd.DataFrame = field(default_factory=pd.DataFrame)
    per_seed: pd.DataFrame = field(default_factory=pd.DataFrame)
    excluded: list[tuple[str, str]] = field(default_factory=list)

    @property
    def title(self) -> str:
        """``suite vN (split)``."""
        return f"{self.suite or 'ad-hoc'} v{self.version or '?'} ({self.split or 'any split'})"


def _per_seed(records: list[dict[str, Any]], excluded: list[tuple[str, str]]) -> pd.DataFrame:
    refs: dict[tuple[str, int], dict[str, Any]] = {}
    for r in records:
        if r["policy"] == REFERENCE and r["status"] == "ok" and not r.get("policy_params"):
            k = (r["scenario"], r["seed"])
            if k not in refs or r.get("track") == "forecast":
                refs[k] = r
    rows = []
    for r in records:
        what = f"{r['scenario']} / {_label(r)} / seed {r['seed']}"
        if r["status"] != "ok":
            excluded.append((what, f"failed: {r.get('error')}"))
            rows.append({"scenario": r["scenario"], "policy": _label(r), "seed": r["seed"],
                         "oracle": _is_oracle(r["policy"]), "failed": 1})
            continue
        ref = refs.get((r["scenario"], r["seed"]))
        if ref is None:
            excluded.append((what, f"no {REFERENCE} record for this scenario and seed"))
            continue
        m, mr = r["metrics"], ref["metrics"]
        slo = 100.0 * (m.get("slo_violation_rate") or 0.0)
        slo_ref = 100.0 * (mr.get("slo_violation_rate") or 0.0)
        row = {
            "scenario": r["scenario"], "policy": _label(r), "seed": r["seed"],
            "oracle": _is_oracle(r["policy"]), "failed": 0,
            "carbon": _saving(m.get("carbon_kg"), mr.get("carbon_kg")),
            "energy": _saving(_energy(m), _energy(mr)),
            "cost": _saving(m.get("cost_usd"), mr.get("cost_usd")),
            "water": _saving(m.get("water_l"), mr.get("water_l")),
            "slo_pct": slo,
            "p95_wait_min": (m["p95_wait_s"] / 60.0) if m.get("p95_wait_s") is not None
            else math.nan,
        }
        # a saving the scenario cannot measure (e.g. cost without price data) contributes 0,
        # exactly as in the RL reward (gridshift.rl.reward.composite_score)
        parts = np.array([row["carbon"], row["cost"], row["water"]], dtype=float)
        row["score"] = (float(np.nansum(parts)) / 3.0
                        - SLO_PENALTY * max(0.0, slo - slo_ref))
        rows.append(row)
    return pd.DataFrame(rows)


def _aggregate(df: pd.DataFrame) -> pd.DataFrame:
    out = []
    for (pol, orc), g in df.groupby(["policy", "oracle"], sort=False):
        ok = g[g["failed"] == 0]
        row: dict[str, Any] = {"policy": pol, "oracle": bool(orc), "seeds": len(ok),
                               "failed": int(g["failed"].sum())}
        for q in COLUMNS:
            vals = ok[q].to_numpy(dtype=float) if q in ok else np.array([])
            row[q], row[f"{q}_ci"] = _ci(vals)
        out.append(row)
    return pd.DataFrame(out)


def _finish(t: pd.DataFrame, sort_by: str) -> pd.DataFrame:
    if t.empty:
        return t
    if sort_by not in COLUMNS:
        raise ValueError(f"cannot sort by {sort_by!r}; choose one of {', '.join(COLUMNS)}")
    asc = not COLUMNS[sort_by][1]
    ranked = t[~t["oracle"]].sort_values([sort_by, "policy"], ascending=[asc, True],
                                         na_position="last")
    # rank always by the composite score, whatever the display order
    order = t[~t["oracle"]].sort_values(["score", "policy"], ascending=[False, True],
                                        na_position="last")["policy"].tolist()
    ranked = ranked.assign(rank=[order.index(p) + 1 for p in ranked["policy"]])
    orc = t[t["oracle"]].assign(rank=pd.NA)
    if not orc.empty:
        best = orc.iloc[0]
        ranked = ranked.assign(carbon_gap_pp=best["carbon"] - ranked["carbon"],
                               score_gap=best["score"] - ranked["score"])
        orc = orc.assign(carbon_gap_pp=0.0, score_gap=0.0)
    frames = [f for f in (ranked, orc) if not f.empty]
    res = pd.concat(frames, ignore_index=True) if len(frames) > 1 else frames[0]
    cols = ["rank", "policy", "seeds", "failed"] + [c for q in COLUMNS for c in (q, f"{q}_ci")]
    cols += [c for c in ("carbon_gap_pp", "score_gap") if c in res]
    if "scenarios" in res:
        cols.insert(2, "scenarios")
    return res[cols].reset_index(drop=True)


def build_leaderboard(records: Iterable[dict[str, Any]], suite: str | None = None,
                      version: str | None = None, split: str | None = "dev",
                      sort_by: str = "score") -> Leaderboard:
    """Build the per-scenario and suite tables of one suite, version and split.

    Args:
        records: Records (``gridshift.record/1`` dicts).
        suite: Suite name (default: the suite with most records).
        version: Suite version (default: the newest present for that suite).
        split: ``"dev"``, ``"test"`` or ``None`` (any).
        sort_by: Display order: any of :data:`COLUMNS` (rank is always by ``score``).

    Returns:
        The :class:`Leaderboard`.
    """
    records = list(records)
    excluded: list[tuple[str, str]] = []
    if suite is None and records:
        suite = Counter(r.get("suite") for r in records).most_common(1)[0][0]
    same = [r for r in records if r.get("suite") == suite]
    if version is None and same:
        version = max((r.get("suite_version") for r in same), key=_vkey)
    sel = []
    for r in records:
        what = f"{r.get('scenario')} / {_label(r)} / seed {r.get('seed')}"
        if r.get("suite") != suite:
            excluded.append((what, f"suite {r.get('suite')!r}, not {suite!r}"))
        elif r.get("suite_version") != version:
            excluded.append((what, f"suite version {r.get('suite_version')!r}, "
                                   f"not {version!r} (not mixed in)"))
        elif split is not None and r.get("split") != split:
            continue  # the other split: a separate table, not an exclusion
        else:
            sel.append(r)
    # One cell, one row: the same record found twice (e.g. a submission's copy of the
    # reference records beside the suite's own) counts once; two different records under one
    # key are a conflict and neither is used.
    by_key: dict[Any, list[dict[str, Any]]] = defaultdict(list)
    for r in sel:
        by_key[r.get("key") or id(r)].append(r)
    sel = []
    for key, rs in by_key.items():
        first = rs[0]
        if all(r.get("metrics") == first.get("metrics") and r.get("status") == first.get("status")
               and r.get("jobs_sha256") == first.get("jobs_sha256") for r in rs[1:]):
            sel.append(first)
        else:
            excluded.append((f"{first.get('scenario')} / {_label(first)} / seed "
                             f"{first.get('seed')}", f"{len(rs)} different records under key "
                             f"{str(key)[:12]}: conflicting, none used"))
    lb = Leaderboard(suite, version, split, excluded=excluded)
    per = _per_seed(sel, excluded)
    lb.per_seed = per
    if per.empty:
        return lb
    per_sc = {}
    for sc, g in per.groupby("scenario", sort=True):
        per_sc[sc] = _aggregate(g)
        lb.scenarios[str(sc)] = _finish(per_sc[sc], sort_by)
    # suite table: mean over scenarios of the per-scenario means
    acc: dict[tuple[str, bool], dict[str, Any]] = defaultdict(
        lambda: {"scenarios": 0, "seeds": 0, "failed": 0, **{q: [] for q in COLUMNS},
                 **{f"{q}_ci": [] for q in COLUMNS}})
    # A metric no policy could measure on a scenario (e.g. cost where the scenario has no price
    # data) is left out of that metric's suite mean for every policy, and said so.
    measurable = {q: {sc for sc, t in per_sc.items()
                      if np.isfinite(t[q].to_numpy(dtype=float)).any()} for q in COLUMNS}
    for sc, t in per_sc.items():
        for _, row in t.iterrows():
            a = acc[(row["policy"], row["oracle"])]
            a["scenarios"] += 1
            a["seeds"] += row["seeds"]
            a["failed"] += row["failed"]
            for q in COLUMNS:
                if sc in measurable[q]:
                    a[q].append(row[q])
                    a[f"{q}_ci"].append(row[f"{q}_ci"])
    n_sc = len(per_sc)
    for q in COLUMNS:
        missing = sorted(str(sc) for sc in per_sc if sc not in measurable[q])
        if missing and measurable[q]:
            excluded.append((f"{q} (suite table)", f"mean over {len(measurable[q])} of {n_sc} "
                             f"scenarios; not measurable on {', '.join(missing)}"))
    rows = []
    for (pol, orc), a in acc.items():
        row = {"policy": pol, "oracle": orc, "scenarios": a["scenarios"], "seeds": a["seeds"],
               "failed": a["failed"]}
        for q in COLUMNS:
            v, h = np.array(a[q], float), np.array(a[f"{q}_ci"], float)
            complete = (a["scenarios"] == n_sc and len(v) == len(measurable[q]) > 0
                        and np.isfinite(v).all())
            if orc:  # the bound: a mean over the scenarios it was run on (said below)
                complete = len(v) > 0 and np.isfinite(v).all()
            row[q] = float(v.mean()) if complete else math.nan
            row[f"{q}_ci"] = (float(math.sqrt((h ** 2).sum()) / len(h))
                              if complete and np.isfinite(h).all() else math.nan)
        rows.append(row)
    lb.suite_table = _finish(pd.DataFrame(rows), sort_by)
    orc_sc = [sc for sc, t in per_sc.items() if t["oracle"].any()]
    if orc_sc and len(orc_sc) < n_sc:
        # The oracle ran on some scenarios only (it does not fit in time on all): its suite
        # row and every policy's gap to it are means over those scenarios, never a difference
        # of means over different scenario sets.
        gaps = {q: defaultdict(list) for q in ("carbon_gap_pp", "score_gap")}
        for sc in orc_sc:
            t = lb.scenarios[str(sc)]
            for _, row in t[t["rank"].notna()].iterrows():
                for q in gaps:
                    gaps[q][row["policy"]].append(row[q])
        st = lb.suite_table
        for q, by_pol in gaps.items():
            st[q] = [0.0 if o else (float(np.mean(by_pol[p])) if len(by_pol[p]) == len(orc_sc)
                                    else math.nan)
                     for p, o in zip(st["policy"], st["rank"].isna(), strict=True)]
        skipped = sorted(str(sc) for sc in per_sc if sc not in orc_sc)
        excluded.append(("oracle (suite table)", f"run on {len(orc_sc)} of {n_sc} scenarios "
                         f"(not on {', '.join(skipped)}); its row and the gaps to it are means "
                         f"over those {len(orc_sc)}"))
    for pol, _orc in acc:
        if acc[(pol, _orc)]["scenarios"] < n_sc and not _orc:
            excluded.append((f"{pol} (suite table)", f"ran {acc[(pol, _orc)]['scenarios']} of "
                             f"{n_sc} scenarios: no suite mean"))
    return lb


# ------------------------------------------------------------------------------ rendering
def _fmt(v: Any, h: Any = math.nan, nd: int = 1) -> str:
    if v is None or (isinstance(v, float) and not math.isfinite(v)) or v is pd.NA:
        return "—"
    s = f"{v:.{nd}f}"
    if h is not None and isinstance(h, float) and math.isfinite(h):
        s += f" ± {h:.{nd}f}"
    return s


def _display(t: pd.DataFrame) -> pd.DataFrame:
    """The formatted table (strings) shown in Markdown, HTML and LaTeX."""
    out = pd.DataFrame()
    out["rank"] = ["oracle" if pd.isna(r) else str(int(r)) for r in t["rank"]]
    out["policy"] = [p + (" †" if f else "") for p, f in zip(t["policy"], t["failed"],
                                                             strict=True)]
    if "scenarios" in t:
        out["scenarios"] = t["scenarios"].astype(str)
    out["seeds"] = [f"{s}" + (f" (+{f} failed)" if f else "") for s, f in
                    zip(t["seeds"], t["failed"], strict=True)]
    for q, (head, _) in COLUMNS.items():
        out[head] = [_fmt(v, h) for v, h in zip(t[q], t[f"{q}_ci"], strict=True)]
    if "carbon_gap_pp" in t:
        out["carbon gap to oracle pp"] = [_fmt(v) for v in t["carbon_gap_pp"]]
    return out


def _md_table(df: pd.DataFrame) -> str:
    cols = list(df.columns)
    lines = ["| " + " | ".join(cols) + " |", "|" + "|".join("---" for _ in cols) + "|"]
    lines += ["| " + " | ".join(str(v) for v in row) + " |" for row in df.itertuples(index=False)]
    return "\n".join(lines)


def _notes(lb: Leaderboard) -> list[str]:
    out = [f"Savings in % vs {REFERENCE} on the same scenario and seed (positive = better); "
           "mean ± 95 % CI half-width over seeds (Student t). Rank by score = mean(carbon, "
           f"cost, water saving) − {SLO_PENALTY:g} × extra SLO violations (pp). † = some seeds "
           "failed (not averaged in)."]
    return out


def to_markdown(lb: Leaderboard) -> str:
    """Markdown: suite table, per-scenario tables, and what was not included."""
    parts = [f"# Leaderboard: {lb.title}", "", *_notes(lb), ""]
    if not lb.suite_table.empty:
        parts += ["## Suite", "", _md_table(_display(lb.suite_table)), ""]
    for sc, t in lb.scenarios.items():
        parts += [f"## {sc}", "", _md_table(_display(t)), ""]
    if lb.excluded:
        parts += ["## Not included", ""]
        parts += [f"- {what}: {why}" for what, why in lb.excluded]
        parts.append("")
    return "\n".join(parts)


def to_csv(lb: Leaderboard) -> str:
    """CSV of the numeric tables (column ``table`` = ``suite`` or the scenario id)."""
    frames = []
    if not lb.suite_table.empty:
        frames.append(lb.suite_table.assign(table="suite"))
    frames += [t.assign(table=sc) for sc, t in lb.scenarios.items()]
    if not frames:
        return ""
    df = pd.concat(frames, ignore_index=True)
    df.insert(0, "table", df.pop("table"))
    df.insert(1, "suite", lb.suite)
    df.insert(2, "suite_version", lb.version)
    df.insert(3, "split", lb.split)
    buf = io.StringIO()
    df.to_csv(buf, index=False, float_format="%.6g", lineterminator="\n")
    return buf.getvalue()


def _gt(df: pd.DataFrame, title: str, subtitle: str) -> Any:
    from great_tables import GT

    return GT(df).tab_header(title=title, subtitle=subtitle)


def to_html(lb: Leaderboard) -> str:
    """A static HTML page (great-tables)."""
    sub = _notes(lb)[0]
    body = []
    if not lb.suite_table.empty:
        body.append(_gt(_display(lb.suite_table), f"Suite: {lb.title}", sub).as_raw_html())
    for sc, t in lb.scenarios.items():
        body.append(_gt(_display(t), f"Scenario {sc}", lb.title).as_raw_html())
    if lb.excluded:
        import html

        items = "".join(f"<li>{html.escape(w)}: {html.escape(y)}</li>" for w, y in lb.excluded)
        body.append(f"<h2>Not included</h2><ul>{items}</ul>")
    return ("<!DOCTYPE html>\n<html><head><meta charset='utf-8'><title>gridshift leaderboard: "
            f"{lb.title}</title></head><body>\n" + "\n".join(body) + "\n</body></html>\n")


def to_latex(lb: Leaderboard) -> str:
    """LaTeX tables (great-tables), one per table."""
    parts = [f"% gridshift leaderboard: {lb.title}", "% " + _notes(lb)[0]]
    if not lb.suite_table.empty:
        parts.append(_gt(_display(lb.suite_table), f"Suite: {lb.title}", "").as_latex())
    for sc, t in lb.scenarios.items():
        parts.append(_gt(_display(t), f"Scenario {sc}", lb.title).as_latex())
    if lb.excluded:
        parts.append("% Not included: " + "; ".join(f"{w}: {y}" for w, y in lb.excluded))
    return "\n\n".join(parts) + "\n"


def render(lb: Leaderboard, fmt: str = "md") -> str:
    """Render in ``md``, ``csv``, ``tex`` or ``html``."""
    if fmt not in _FORMATS:
        raise ValueError(f"unknown format {fmt!r}; choose one of {', '.join(_FORMATS)}")
    return {"md": to_markdown, "csv": to_csv, "tex": to_latex, "html": to_html}[fmt](lb)
