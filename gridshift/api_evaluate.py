"""``gridshift.evaluate``: run policies over a suite from Python and get one tidy table.

The same cells as ``gridshift suite run`` (the suite's scenarios × the policies plus the
reference ``local-now-v1`` × the split's seeds), stored in the same resumable record store, so
a second call with the same arguments reads the stored records instead of re-running.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

__all__ = ["evaluate"]

#: Leaderboard per-seed columns -> the names :func:`evaluate` gives them.
_SAVINGS = {"carbon": "carbon_saving_pct", "energy": "energy_saving_pct",
            "cost": "cost_saving_pct", "water": "water_saving_pct"}


def evaluate(policies: str | list[str] | tuple[str, ...] | None = None,
             suite: str | Path | None = None, seeds: list[int] | None = None, *,
             split: str = "dev", scenarios: list[str] | None = None,
             store: str | Path | None = None, workers: int | None = 1,
             isolate: bool = False, progress: bool = False) -> Any:
    """Run ``policies`` on a suite and return one row per (scenario, policy, seed).

    Args:
        policies: Policy ids or ``path/file.py:Class`` refs (a single string may list several,
            comma-separated); default: the suite's own list. ``local-now-v1`` is always added.
        suite: Suite name or folder (default: the standard suite, ``gs-v2``).
        seeds: Seeds for every scenario (default: the split's seeds).
        split: ``"dev"`` (default) or ``"test"``.
        scenarios: Only these scenario ids of the suite.
        store: Record store folder (default: ``$GRIDSHIFT_STORE`` or ``.gridshift/store``).
        workers: Worker processes; 1 (default) runs in this process.
        isolate: Run each non-reference policy in its own process.
        progress: Show a progress bar.

    Returns:
        A :class:`polars.DataFrame` sorted by scenario, policy and seed, with ``suite``,
        ``suite_version``, ``split``, ``scenario``, ``policy``, ``seed``, ``status``, ``key``,
        every metric of the record (``carbon_kg``, ``slo_violation_rate``, ...; a per-region
        dict metric is left out), and the savings vs ``local-now-v1`` on the same scenario and
        seed as the leaderboard computes them (``carbon_saving_pct``, ``energy_saving_pct``,
        ``cost_saving_pct``, ``water_saving_pct``; null where not measurable). No weighted
        composite: weigh the savings yourself if you want one.

    Example:
        >>> import gridshift
        >>> df = gridshift.evaluate(["lowest-carbon-now"], seeds=[1],
        ...                         scenarios=["eu-temporal"])  # doctest: +SKIP
        >>> df.select("policy", "carbon_saving_pct")  # doctest: +SKIP
    """
    import math
    import os

    import polars as pl

    from gridshift.benchmark.leaderboard import _label, build_leaderboard
    from gridshift.benchmark.suite import load_suite, suite_cells
    from gridshift.runners.executors import make_executor
    from gridshift.runners.store import Store
    from gridshift.runners.sweep import run_sweep

    if isinstance(policies, str):
        policies = [p.strip() for p in policies.split(",") if p.strip()]
    su = load_suite(suite)
    cells = suite_cells(su, list(policies) if policies else None, seeds=seeds, split=split,
                        isolate=isolate, scenarios=scenarios)
    st = Store(store or os.environ.get("GRIDSHIFT_STORE", ".gridshift/store"))
    ex = make_executor("serial" if (workers or 1) <= 1 else "process", workers)
    rep = run_sweep(cells, st, ex, progress=progress)
    recs = [r for r in (st.get(k) if k else None for k in rep.keys) if r is not None]
    lb = build_leaderboard(recs, su.name, su.version, split)
    sav: dict[tuple[str, str, int], dict[str, Any]] = {}
    for ps in lb.per_seed.to_dict("records") if not lb.per_seed.empty else []:
        sav[(str(ps["scenario"]), str(ps["policy"]), int(ps["seed"]))] = ps
    rows = []
    seen = set()
    for r in recs:
        k = (str(r["scenario"]), _label(r), int(r["seed"]))
        if r.get("key") in seen:
            continue
        seen.add(r.get("key"))
        row: dict[str, Any] = {"suite": r.get("suite"), "suite_version": r.get("suite_version"),
                               "split": r.get("split"), "scenario": k[0], "policy": k[1],
                               "seed": k[2], "status": r.get("status"), "key": r.get("key")}
        for m, v in sorted((r.get("metrics") or {}).items()):
            if not isinstance(v, dict):
                row[m] = None if v is None else float(v)
        s = sav.get(k, {})
        for src, dst in _SAVINGS.items():
            v = s.get(src)
            row[dst] = None if v is None or (isinstance(v, float) and math.isnan(v)) \
                else float(v)
        rows.append(row)
    if not rows:
        return pl.DataFrame()
    return pl.DataFrame(rows, infer_schema_length=None).sort(["scenario", "policy", "seed"])
