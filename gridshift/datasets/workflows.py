"""Workflow inputs: a column format (CSV/Parquet), WfCommons instances, a seeded generator.

Every reader returns ``(jobs, workflows)``: a canonical jobs table (the columns of
:func:`gridshift.datasets.schemas.validate_jobs`, plus ``workflow_id``, ``depends_on`` and
``edge_data_gb`` so it can be written back as a workflow file) and its
:class:`~gridshift.workloads.dag.Workflows` (rows in the table's order). docs/workloads.md.

* :func:`read_workflow_table`: a jobs file with the three workflow columns.
* :func:`read_wfcommons`: one workflow instance in WfCommons' ``wfformat`` JSON (schema 1.5:
  ``workflow.specification.tasks`` with ``parents`` and ``inputFiles``/``outputFiles``,
  ``workflow.specification.files`` with ``sizeInBytes``, ``workflow.execution.tasks`` with
  ``runtimeInSeconds``; and the older single ``workflow.tasks`` list with ``files``
  entries ``{link, name, size}`` and ``runtime``/``runtimeInSeconds``).
* :func:`synthetic_workflows`: ML pipelines preprocess -> train -> evaluate (x k), seeded.

A successor's ``data_gb`` (the data that moves with it when it runs away from where its inputs
are) is the sum of its in-edges' ``edge_data_gb``; a non-zero ``data_gb`` that differs from that
sum is refused.

References:
    Coleman, Casanova, Ferreira da Silva et al. (2022), "WfCommons: A framework for enabling
    scientific workflow research and development", FGCS 128, 16-27; the wfformat schema,
    https://github.com/wfcommons/wfformat (schema 1.5).
"""

from __future__ import annotations

import json
import math
from datetime import datetime
from pathlib import Path
from typing import Any

import numpy as np
import polars as pl

from gridshift.datasets.schemas import read_table, validate_jobs
from gridshift.errors import DataError
from gridshift.workloads.dag import Workflows, parse_workflows

__all__ = ["WORKFLOW_COLUMNS", "WORKFLOW_GENERATOR", "read_wfcommons", "read_workflow_table",
           "synthetic_workflows", "with_edge_data", "workflow_deadline_column"]

#: The workflow columns a jobs table may carry (docs/workloads.md).
WORKFLOW_COLUMNS = ("workflow_id", "depends_on", "edge_data_gb")


def _str_col(df: pl.DataFrame, name: str) -> list[Any] | None:
    """Column ``name`` as a list of strings (None where empty), or None if absent."""
    if name not in df.columns:
        return None
    return df[name].cast(pl.String).to_list()


def with_edge_data(jobs: pl.DataFrame, wf: Workflows, path: str, is_csv: bool
                   ) -> pl.DataFrame:
    """``jobs`` with each successor's ``data_gb`` set to the sum of its in-edges.

    Raises:
        DataError: a successor's ``data_gb`` is non-zero and differs from that sum.
    """
    has = wf.n_preds() > 0
    if not has.any():
        return jobs
    need = wf.input_gb()
    given = jobs["data_gb"].to_numpy().astype(float)
    bad = np.flatnonzero(has & (given != 0) & ~np.isclose(given, need, rtol=1e-9, atol=0))
    if bad.size:
        i = int(bad[0])
        line = f" (line {i + 2})" if is_csv else ""
        raise DataError(f"{path} row {i + 1}{line}: data_gb is {given[i]:g}, but the job's "
                        f"in-edges carry {need[i]:g} GB (edge_data_gb); a job with "
                        "predecessors moves its inputs: leave data_gb empty or 0, or equal "
                        "to their sum")
    return jobs.with_columns(pl.Series("data_gb", np.where(has, need, given)))


def read_workflow_table(path: str | Path) -> tuple[pl.DataFrame, Workflows]:
    """Read a jobs file (CSV/Parquet) with the workflow columns (docs/workloads.md).

    Raises:
        DataError: naming the file, row and field (the jobs loader's checks, and
            :func:`gridshift.workloads.dag.parse_workflows`'s).
    """
    raw, is_csv = read_table(path)
    if "depends_on" not in raw.columns:
        raise DataError(f"{path}: no depends_on column; a workflow table has the jobs columns "
                        f"and {', '.join(WORKFLOW_COLUMNS)} (docs/workloads.md)")
    jobs = validate_jobs(raw, str(path), is_csv)
    wf = parse_workflows(jobs["job_id"].cast(pl.String).to_list(), _str_col(raw, "workflow_id"),
                         raw["depends_on"].cast(pl.String).to_list(),
                         _str_col(raw, "edge_data_gb"), str(path), is_csv)
    jobs = with_edge_data(jobs, wf, str(path), is_csv)
    return _with_workflow_columns(jobs, wf), wf


def workflow_deadline_column(df: pl.DataFrame, wf: Workflows, path: str, is_csv: bool
                             ) -> np.ndarray | None:
    """``[W]`` each workflow's deadline [epoch s] from the optional ``workflow_deadline``
    column (an ISO 8601 time; on any of the workflow's rows, equal where repeated; NaN for a
    workflow without one), or None without the column. ``df`` in ``wf``'s row order.

    Raises:
        DataError: a time that does not parse, rows of one workflow that disagree, or a value
            on a job of no workflow (file, row, field).
    """
    if "workflow_deadline" not in df.columns:
        return None
    from gridshift.datasets.schemas import _cast_column

    s = _cast_column(df, "workflow_deadline", pl.Datetime("us", "UTC"), path, is_csv)
    t = s.dt.epoch("us").cast(pl.Float64).fill_null(float("nan")).to_numpy() / 1e6
    out = np.full(len(wf.workflow_ids), np.nan)
    first = np.full(len(wf.workflow_ids), -1, dtype=np.int64)
    for i in np.flatnonzero(~np.isnan(t)).tolist():
        w = int(wf.workflow[i])
        line = f" (line {i + 2})" if is_csv else ""
        if w < 0:
            raise DataError(f"{path} row {i + 1}{line}: workflow_deadline is set on a job of "
                            "no workflow; give its workflow_id, or leave it empty")
        if np.isnan(out[w]):
            out[w], first[w] = t[i], i
        elif out[w] != t[i]:
            raise DataError(f"{path} row {i + 1}{line}: workflow_deadline differs from row "
                            f"{first[w] + 1} of workflow {wf.workflow_ids[w]!r}; a workflow has "
                            "one deadline")
    return out


def _with_workflow_columns(jobs: pl.DataFrame, wf: Workflows) -> pl.DataFrame:
    """``jobs`` with ``workflow_id``, ``depends_on`` and ``edge_data_gb`` written from ``wf``."""
    J = wf.n_jobs
    deps: list[list[str]] = [[] for _ in range(J)]
    gbs: list[list[str]] = [[] for _ in range(J)]
    for s, d, g in zip(wf.src.tolist(), wf.dst.tolist(), wf.data_gb.tolist(), strict=True):
        deps[d].append(wf.job_id[s])
        gbs[d].append(repr(float(g)))
    wids = [wf.workflow_ids[c] if c >= 0 else None for c in wf.workflow.tolist()]
    return jobs.with_columns(
        pl.Series("workflow_id", wids, dtype=pl.String),
        pl.Series("depends_on", [";".join(x) for x in deps], dtype=pl.String),
        pl.Series("edge_data_gb", [";".join(x) for x in gbs], dtype=pl.String))


# ----------------------------------------------------------------------------------- WfCommons


def _load_json(path: str | Path) -> dict[str, Any]:
    p = Path(path)
    if not p.exists():
        raise DataError(f"{p}: file not found")
    try:
        doc = json.loads(p.read_text(encoding="utf-8"))
    except (UnicodeDecodeError, json.JSONDecodeError) as exc:
        raise DataError(f"{p}: not a JSON WfCommons instance ({exc})") from None
    if not isinstance(doc, dict) or not isinstance(doc.get("workflow"), dict):
        raise DataError(f"{p}: workflow: missing; expected a WfCommons wfformat instance "
                        "(an object with name, schemaVersion and workflow)")
    return doc


def _wf_tasks(doc: dict[str, Any], p: str) -> list[dict[str, Any]]:
    """The tasks of an instance as ``{id, parents, runtime_s, in_bytes: {file: size},
    out_bytes: {file: size}, cores}`` (schema 1.5 or the older single task list)."""
    wf = doc["workflow"]
    spec = wf.get("specification")
    if isinstance(spec, dict):  # wfformat 1.5
        sizes = {f["id"]: float(f.get("sizeInBytes", 0)) for f in spec.get("files", [])}
        ex = {t["id"]: t for t in (wf.get("execution") or {}).get("tasks", [])}
        out = []
        for n, t in enumerate(spec.get("tasks", [])):
            tid = str(t.get("id", t.get("name", "")))
            e = ex.get(tid, {})
            out.append({"id": tid, "n": n, "parents": [str(x) for x in t.get("parents", [])],
                        "runtime_s": e.get("runtimeInSeconds", t.get("runtimeInSeconds")),
                        "in": {f: sizes.get(f, 0.0) for f in t.get("inputFiles", [])},
                        "out": {f: sizes.get(f, 0.0) for f in t.get("outputFiles", [])},
                        "cores": e.get("coreCount", t.get("cores"))})
        return out
    out = []
    for n, t in enumerate(wf.get("tasks", []) or wf.get("jobs", [])):  # wfformat <= 1.4
        tid = str(t.get("id", t.get("name", "")))
        files = t.get("files", [])
        out.append({"id": tid, "n": n, "parents": [str(x) for x in t.get("parents", [])],
                    "runtime_s": t.get("runtimeInSeconds", t.get("runtime")),
                    "in": {f["name"]: float(f.get("size", f.get("sizeInBytes", 0)))
                           for f in files if f.get("link") == "input"},
                    "out": {f["name"]: float(f.get("size", f.get("sizeInBytes", 0)))
                            for f in files if f.get("link") == "output"},
                    "cores": t.get("cores")})
    if not out:
        raise DataError(f"{p}: workflow: no tasks (workflow.specification.tasks or "
                        "workflow.tasks); expected at least one")
    return out


def read_wfcommons(path: str | Path, *, origin: str, submit_time: datetime, gpus: int = 1,
                   kind: str = "batch", bytes_per_gb: float = 1e9) -> tuple[pl.DataFrame,
                                                                           Workflows]:
    """Read one WfCommons workflow instance (wfformat JSON) as jobs and their workflow.

    Each task is a job ``<instance name>/<task id>`` of workflow ``<instance name>``,
    submitted at ``submit_time`` in region ``origin`` on ``gpus`` GPUs for its measured
    ``runtimeInSeconds``. An edge carries the files the parent writes and the child reads
    (``sizeInBytes`` / ``bytes_per_gb``); a root's ``data_gb`` is its inputs no task writes.

    Raises:
        DataError: naming the file, the task and the field (a missing or non-positive
            runtime, an unknown parent, a cycle, negative sizes).
    """
    p = str(path)
    doc = _load_json(path)
    name = str(doc.get("name") or Path(path).stem)
    tasks = _wf_tasks(doc, p)
    written = {f for t in tasks for f in t["out"]}
    by_id = {t["id"]: t for t in tasks}
    ids, deps, gbs, dur, ext = [], [], [], [], []
    for t in tasks:
        where = f"{p} task {t['n'] + 1} ({t['id']!r})"
        rt = t["runtime_s"]
        if not isinstance(rt, int | float) or not math.isfinite(rt) or rt <= 0:
            raise DataError(f"{where}: runtimeInSeconds is {rt!r}; expected a number > 0 "
                            "(the instance's execution record of the task)")
        edge = []
        for par in t["parents"]:
            if par not in by_id:
                raise DataError(f"{where}: parents names {par!r}, which is not a task of the "
                                "instance")
            shared = set(by_id[par]["out"]) & set(t["in"])
            edge.append(sum(t["in"][f] for f in shared) / bytes_per_gb)
        if any(s < 0 for s in [*t["in"].values(), *t["out"].values()]):
            raise DataError(f"{where}: a file's sizeInBytes is negative; must be >= 0")
        ids.append(f"{name}/{t['id']}")
        deps.append(";".join(f"{name}/{x}" for x in t["parents"]))
        gbs.append(";".join(repr(float(g)) for g in edge))
        dur.append(float(rt))
        ext.append(0.0 if t["parents"] else
                   sum(s for f, s in t["in"].items() if f not in written) / bytes_per_gb)
    n = len(tasks)
    raw = pl.DataFrame({
        "job_id": ids, "submit_time": [submit_time] * n, "origin": [origin] * n,
        "gpus": [int(gpus)] * n, "duration_s": dur, "data_gb": ext, "kind": [kind] * n,
        "workflow_id": [name] * n, "depends_on": deps, "edge_data_gb": gbs})
    jobs = validate_jobs(raw, p)
    wf = parse_workflows(ids, [name] * n, deps, gbs, p)
    jobs = with_edge_data(jobs, wf, p, False)
    return _with_workflow_columns(jobs, wf), wf


# ----------------------------------------------------------------------------------- generator

#: The generator's parameters. The train stage draws its duration and GPUs from the synthetic
#: job mix (``gridshift/datasets/params``: its ``duration_quantiles_s`` and ``gpu_counts``,
#: calibrated as that table cites) and its input from the mix's ``data_gb_lognormal``; the
#: ratios of the other stages to it are assumptions of this generator, not fits (documented
#: in docs/workloads.md): preprocessing 10-30 % of the training time on 1 GPU, shrinking the
#: raw data to 30-100 %; each evaluation 5-15 % of it on 1 GPU, reading a checkpoint of 1-10 %
#: of the training input.
WORKFLOW_GENERATOR: dict[str, Any] = {
    "preprocess_time_frac": (0.10, 0.30),
    "preprocess_out_frac": (0.30, 1.00),
    "evaluate_time_frac": (0.05, 0.15),
    "checkpoint_frac": (0.01, 0.10),
    "n_evaluate": (1, 3),
    "min_duration_s": 60.0,
}


def synthetic_workflows(regions: list[str], start: datetime, end: datetime, seed: int,
                        workflows_per_hour: float = 2.0) -> tuple[pl.DataFrame, Workflows]:
    """ML pipelines preprocess -> train -> evaluate (x 1..3), arriving as a Poisson process.

    Each workflow ``w<i>`` has jobs ``w<i>-pre``, ``w<i>-train``, ``w<i>-eval<k>``, all
    submitted at the workflow's arrival in one origin (uniform over ``regions``). Same seed,
    same table. Parameters: :data:`WORKFLOW_GENERATOR`.

    Args:
        regions: Region ids the workflows may originate in.
        start: Window start (timezone-aware).
        end: Window end, exclusive.
        seed: Seed.
        workflows_per_hour: Mean arrival rate [workflows/h].
    """
    from gridshift.datasets.synthetic import params

    if not (workflows_per_hour >= 0 and math.isfinite(workflows_per_hour)):
        raise DataError(f"synthetic workflows: workflows_per_hour is {workflows_per_hour}; "
                        "must be a finite number >= 0")
    g = WORKFLOW_GENERATOR
    p = params()["jobs"]

    def frac(key: str, size: int) -> np.ndarray:
        lo, hi = g[key]
        return np.asarray(rng.uniform(float(lo), float(hi), size), dtype=float)

    rng = np.random.default_rng(np.random.SeedSequence([int(seed), 0x3707F]))
    span = (end - start).total_seconds()
    n = int(rng.poisson(workflows_per_hour * span / 3600.0))
    t0 = start.timestamp()
    arrive = np.sort(np.round(rng.uniform(0, span, n), 3))
    logq = np.log(np.asarray(p["duration_quantiles_s"], float))
    train = np.asarray(np.maximum(np.round(np.exp(np.interp(
        rng.uniform(0, 1, n), np.asarray(p["duration_probs"], float), logq)), 1),
        g["min_duration_s"]), dtype=float)
    pg = np.asarray(p["gpu_count_probs"], float)
    gpus = rng.choice(np.asarray(p["gpu_counts"]), size=n, p=pg / pg.sum())
    mu, sd = p["data_gb_lognormal"]
    raw_gb = np.asarray(np.round(rng.lognormal(mu, sd, n), 3), dtype=float)
    pre_t = np.round(train * frac("preprocess_time_frac", n), 1)
    pre_out = np.round(raw_gb * frac("preprocess_out_frac", n), 3)
    ckpt = np.round(pre_out * frac("checkpoint_frac", n), 3)
    n_ev = rng.integers(g["n_evaluate"][0], g["n_evaluate"][1] + 1, n)
    origin = rng.integers(0, len(regions), n)
    rows: dict[str, list[Any]] = {k: [] for k in (
        "job_id", "submit_time", "origin", "gpus", "duration_s", "data_gb", "kind",
        "workflow_id", "depends_on", "edge_data_gb")}

    def add(jid: str, i: int, gp: int, d: float, data: float, kind: str, dep: str,
            egb: str) -> None:
        for k, v in zip(rows, (jid, datetime.fromtimestamp(t0 + arrive[i], tz=start.tzinfo),
                               regions[int(origin[i])], gp, max(d, g["min_duration_s"]), data,
                               kind, f"w{i}", dep, egb), strict=True):
            rows[k].append(v)

    for i in range(n):
        w = f"w{i}"
        add(f"{w}-pre", i, 1, float(pre_t[i]), float(raw_gb[i]), "batch", "", "")
        add(f"{w}-train", i, int(gpus[i]), float(train[i]), 0.0, "train", f"{w}-pre",
            repr(float(pre_out[i])))
        ev_t = np.round(train[i] * frac("evaluate_time_frac", int(n_ev[i])), 1)
        for k in range(int(n_ev[i])):
            add(f"{w}-eval{k}", i, 1, float(ev_t[k]), 0.0, "batch", f"{w}-train",
                repr(float(ckpt[i])))
    raw = pl.DataFrame(rows, schema_overrides={"submit_time": pl.Datetime("us", "UTC"),
                                               "gpus": pl.Int64, "duration_s": pl.Float64,
                                               "data_gb": pl.Float64})
    jobs = validate_jobs(raw, "synthetic workflows")
    wf = parse_workflows(rows["job_id"], rows["workflow_id"], rows["depends_on"],
                         rows["edge_data_gb"], "synthetic workflows")
    jobs = with_edge_data(jobs, wf, "synthetic workflows", False)
    return _with_workflow_columns(jobs, wf), wf
