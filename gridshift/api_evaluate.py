"""``gridshift.evaluate``: run policies over a suite from Python and get one tidy table.

The same cells as ``gridshift suite run`` (the suite's scenarios × the policies plus the
reference ``local-now-v1`` × the split's seeds), stored in the same resumable record store, so
a second call with the same arguments reads the stored records instead of re-running.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

__all__ = ["evaluate", "policy_object"]

#: Leaderboard per-seed columns -> the names :func:`evaluate` gives them.
_SAVINGS = {"carbon": "carbon_saving_pct", "energy": "energy_saving_pct",
            "cost": "cost_saving_pct", "water": "water_saving_pct"}


def policy_object(policy: Any, params: dict[str, Any] | None = None) -> Any:
    """The :class:`~gridshift.policies.api.Policy` object to run in this process, or ``None``
    for a ref string (an id, ``path/file.py:Class``, ``exec:``/``tcp:``) that runs as
    ``gridshift run`` runs it.

    A Policy **class** is constructed with ``params``; an **instance** is used as it is (then
    ``params`` must be empty). Either is your own code, trusted: it runs in this process, with
    no sandbox and no time budget, and can read anything the process can (the World included),
    so its results are for your own exploration; a leaderboard submission is a file
    (``gridshift submit FILE.py:Class``) that runs in the sandbox.

    Raises:
        TypeError: parameters given with an instance, or ``policy`` is neither a string nor a
            Policy class or instance.
    """
    from gridshift.policies.api import Policy

    params = dict(params or {})
    if isinstance(policy, type) and issubclass(policy, Policy):
        return policy(**params)
    if isinstance(policy, Policy):
        if params:
            raise TypeError("policy parameters are given to a policy id or class, not to an "
                            f"instance ({type(policy).__name__}); set them when you construct it")
        return policy
    if isinstance(policy, (str, Path)):
        return None
    raise TypeError(f"policy must be a policy id, 'path/file.py:Class', an exec:/tcp: ref, or a "
                    f"gridshift.Policy subclass or instance; got {type(policy).__name__} "
                    f"{policy!r:.80}")


def _instance_label(pol: Any) -> tuple[str, dict[str, Any]]:
    """``(policy id, parameters that differ from the constructor's defaults)`` of an object."""
    import inspect

    from gridshift._canonical import clean

    pid = str(getattr(pol, "id", "") or type(pol).__name__)
    sig = inspect.signature(type(pol).__init__).parameters
    params = {k: v for k, v in pol.get_params().items()
              if k not in sig or sig[k].default is inspect.Parameter.empty
              or sig[k].default != v}
    return pid, clean(params)


def _object_records(objs: list[Any], ref_cells: list[Any]) -> list[dict[str, Any]]:
    """Run each Policy object in this process on the scenario and seed of each reference
    cell; records in the store's shape (not stored: an object has no file to identify it)."""
    import hashlib
    import traceback

    from gridshift._canonical import canonical_json, clean
    from gridshift.benchmark.records import SCHEMA, get_world, resolve_scenario
    from gridshift.sim.run import simulate

    recs = []
    for pol in objs:
        pid, params = _instance_label(pol)
        for cell in ref_cells:
            sc, _ = resolve_scenario(cell.scenario)
            seed = sc.seed if cell.seed is None else int(cell.seed)
            track = cell.track or sc.track
            rec: dict[str, Any] = {
                "schema": SCHEMA, "suite": cell.suite, "suite_version": cell.suite_version,
                "split": cell.split, "scenario": sc.id, "scenario_ref": str(cell.scenario),
                "policy": pid, "policy_name": pid, "policy_ref": None,
                "policy_params": params, "seed": seed, "track": track, "status": "failed",
                "error": None, "metrics": {}, "jobs_digest": None, "isolation": "none",
                "trusted_in_process": True}
            try:
                world = get_world(cell.scenario, seed)
                rec["scenario_hash"] = world.scenario_hash
                res = simulate(world, pol, track=track, policy_name=pid)
                from gridshift._digest import jobs_digest

                rec["jobs_digest"] = jobs_digest(res.jobs)
                rec["metrics"], rec["status"] = clean(res.metrics), "ok"
            except Exception as exc:  # noqa: BLE001 - a failing run is a row, as in a sweep
                tb = traceback.extract_tb(exc.__traceback__)
                where = f" (at {Path(tb[-1].filename).name}:{tb[-1].lineno})" if tb else ""
                rec["error"] = f"{type(exc).__name__}: {exc}{where}"
            rec["key"] = hashlib.sha256(canonical_json(
                {"object": [rec.get("scenario_hash"), pid, params, seed, track,
                            f"{type(pol).__module__}.{type(pol).__qualname__}", id(pol)]}
            ).encode()).hexdigest()
            recs.append(rec)
    return recs


def evaluate(policies: Any = None,
             suite: str | Path | None = None, seeds: list[int] | None = None, *,
             split: str = "dev", scenarios: list[str] | None = None,
             store: str | Path | None = None, workers: int | None = 1,
             isolate: bool = False, progress: bool = False) -> Any:
    """Run ``policies`` on a suite and return one row per (scenario, policy, seed).

    Args:
        policies: Policy ids or ``path/file.py:Class`` refs (a single string may list several,
            comma-separated), and/or :class:`~gridshift.policies.api.Policy` classes
            (constructed without arguments) or instances; default: the suite's own list.
            ``local-now-v1`` is always added. A class or instance is your own code, trusted:
            it runs in this process (no sandbox, no time budget), is run again at each call
            (its rows are not stored) and is not leaderboard material (submit a file for
            that); see :func:`policy_object`.
        suite: Suite name or folder (default: the standard suite, ``gs-v3``).
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

    Examples:
        ```python
        import gridshift

        df = gridshift.evaluate(["lowest-carbon-now"], seeds=[1], scenarios=["eu-temporal"])
        df.select("policy", "carbon_saving_pct")
        ```
    """
    import math
    import os

    import polars as pl

    from gridshift.benchmark.leaderboard import _label, build_leaderboard
    from gridshift.benchmark.suite import REFERENCE, load_suite, suite_cells
    from gridshift.runners.executors import make_executor
    from gridshift.runners.store import Store
    from gridshift.runners.sweep import run_sweep

    if isinstance(policies, str):
        policies = [p.strip() for p in policies.split(",") if p.strip()]
    elif policies is not None and not isinstance(policies, (list, tuple)):
        policies = [policies]  # one Policy class or instance
    refs: list[str] | None = None
    objs: list[Any] = []
    if policies:
        refs = []
        for p in policies:
            obj = policy_object(p)
            if obj is None:
                refs.append(str(p))
            else:
                objs.append(obj)
    su = load_suite(suite)
    cells = suite_cells(su, refs, seeds=seeds, split=split, isolate=isolate,
                        scenarios=scenarios)
    st = Store(store or os.environ.get("GRIDSHIFT_STORE", ".gridshift/store"))
    ex = make_executor("serial" if (workers or 1) <= 1 else "process", workers)
    rep = run_sweep(cells, st, ex, progress=progress)
    recs = [r for r in (st.get(k) if k else None for k in rep.keys) if r is not None]
    recs += _object_records(objs, [c for c in cells if c.policy in (REFERENCE, "local-now")])
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
