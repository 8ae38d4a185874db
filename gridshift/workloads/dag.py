"""Workflows: jobs with predecessors (a DAG per workflow), validated, levelled and measured.

A workflow table adds three columns to the canonical jobs columns (docs/workloads.md):

* ``workflow_id`` (string; empty = a job of no workflow);
* ``depends_on`` (string): the job ids of the job's predecessors, ``;``-separated (empty =
  none); each must be a job of the same table and of the same workflow;
* ``edge_data_gb`` (string or number): the data each of those edges carries [GB], ``;``-
  separated in the order of ``depends_on`` (empty = 0 GB on every edge); >= 0 and finite.

:func:`parse_workflows` turns the columns into a :class:`Workflows` (edges as index arrays)
or raises a :class:`~gridshift.errors.DataError` naming the file, row and field: a predecessor
that does not exist, a dependency cycle (named: ``a -> b -> c -> a``), negative edge data.
The rest are pure functions over its arrays: :func:`levels` (topological levels),
:func:`critical_path_after` (the longest chain of work after each job),
:func:`input_region` (where a successor's inputs are gathered) and :func:`release_times`
(when a successor is released, given its predecessors' finishes), which the engine's
mechanism (``gridshift/sim/engine/workflows.py``) computes the same way.

References:
    Coleman, Casanova, Ferreira da Silva et al., "WfCommons: A framework for enabling
    scientific workflow research and development", Future Generation Computer Systems 128
    (2022), 16-27 (the wfformat instances :mod:`gridshift.datasets.workflows` reads).
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any

import numpy as np

from gridshift.errors import DataError

__all__ = ["Workflows", "critical_path_after", "edge_transfer_s", "input_region", "levels",
           "parse_workflows", "release_times"]


@dataclass(frozen=True)
class Workflows:
    """The precedence structure of a job table (row order of the table it was parsed from).

    Attributes:
        job_id: ``[J]`` job ids, in table order.
        workflow: ``[J]`` int64 index into ``workflow_ids`` (-1: in no workflow).
        workflow_ids: The workflows' ids, in order of first appearance.
        src: ``[E]`` int64 row of each edge's predecessor.
        dst: ``[E]`` int64 row of each edge's successor (edges sorted by ``dst``, then in the
            order ``depends_on`` lists them).
        data_gb: ``[E]`` data each edge carries [GB].
    """

    job_id: tuple[str, ...]
    workflow: np.ndarray
    workflow_ids: tuple[str, ...]
    src: np.ndarray
    dst: np.ndarray
    data_gb: np.ndarray

    @property
    def n_jobs(self) -> int:
        """Number of jobs."""
        return len(self.job_id)

    def n_preds(self) -> np.ndarray:
        """``[J]`` number of predecessors of each job."""
        return np.bincount(self.dst, minlength=self.n_jobs).astype(np.int64)

    def input_gb(self) -> np.ndarray:
        """``[J]`` data a job reads from its predecessors: the sum of its in-edges [GB]."""
        return np.bincount(self.dst, weights=self.data_gb, minlength=self.n_jobs)

    def aligned(self, job_ids: list[str], where: str = "<workflows>") -> Workflows:
        """The structure over the jobs ``job_ids`` (the World's job order: jobs submitted in
        the window, sorted by submit time), every one of them a job of this table.

        Raises:
            DataError: a job of ``job_ids`` is not in the table, or a job kept has a
                predecessor that is not (submitted outside the window).
        """
        row = {j: i for i, j in enumerate(self.job_id)}
        miss = [j for j in job_ids if j not in row]
        if miss:
            raise DataError(f"{where}: job {miss[0]!r} of the jobs table has no row in the "
                            "workflow table; expected the same jobs")
        sel = np.fromiter((row[j] for j in job_ids), dtype=np.int64, count=len(job_ids))
        new = np.full(self.n_jobs, -1, dtype=np.int64)
        new[sel] = np.arange(sel.size)
        kept = new[self.dst] >= 0
        lost = kept & (new[self.src] < 0)
        if lost.any():
            e = int(np.flatnonzero(lost)[0])
            raise DataError(f"{where}: job {self.job_id[self.dst[e]]!r} depends on "
                            f"{self.job_id[self.src[e]]!r}, which is not submitted in the "
                            "scenario's window; a workflow's jobs are all in it or all out")
        src, dst = new[self.src[kept]], new[self.dst[kept]]
        o = np.lexsort((np.arange(dst.size), dst))
        return Workflows(tuple(job_ids), self.workflow[sel], self.workflow_ids, src[o], dst[o],
                         self.data_gb[kept][o])

    def reindex(self, order: np.ndarray) -> Workflows:
        """The same structure with row ``order[i]`` as row ``i`` (``order`` a permutation)."""
        inv = np.empty_like(order)
        inv[order] = np.arange(order.size)
        src, dst = inv[self.src], inv[self.dst]
        o = np.lexsort((np.arange(dst.size), dst))
        return Workflows(tuple(self.job_id[i] for i in order), self.workflow[order],
                         self.workflow_ids, src[o], dst[o], self.data_gb[o])


def _where(path: str, row: int, is_csv: bool) -> str:
    """``file row N (line M)`` as the jobs loader writes it."""
    line = f" (line {row + 2})" if is_csv else ""
    return f"{path} row {row + 1}{line}"


def _cells(v: Any) -> list[str]:
    """The ``;``-separated cells of one ``depends_on`` / ``edge_data_gb`` value."""
    if v is None:
        return []
    if isinstance(v, float) and math.isnan(v):
        return []
    s = str(v).strip()
    return [c.strip() for c in s.split(";")] if s else []


def parse_workflows(job_id: list[str], workflow_id: list[Any] | None, depends_on: list[Any],
                    edge_data_gb: list[Any] | None, path: str = "<jobs>",
                    is_csv: bool = False) -> Workflows:
    """Validate the workflow columns of a job table and return its :class:`Workflows`.

    Args:
        job_id: The ``job_id`` column (unique, as the jobs loader checks).
        workflow_id: The ``workflow_id`` column, or None (every job with predecessors then
            belongs to the workflow of its first root; jobs without edges to none).
        depends_on: The ``depends_on`` column (``;``-separated job ids, or empty).
        edge_data_gb: The ``edge_data_gb`` column (``;``-separated GB, or empty), or None.
        path: The file (in errors).
        is_csv: Whether rows are CSV lines (errors also give the line).

    Raises:
        DataError: naming the file, row and field: a predecessor that is not a job of the
            table, a job that depends on itself or a cycle (named), a predecessor in another
            workflow, an ``edge_data_gb`` with a different count of cells than ``depends_on``,
            or a value that is not a finite number >= 0.
    """
    J = len(job_id)
    row_of = {str(j): i for i, j in enumerate(job_id)}
    if len(row_of) != J:
        seen: set[str] = set()
        for i, j in enumerate(job_id):
            if str(j) in seen:
                raise DataError(f"{_where(path, i, is_csv)}: job_id {j!r} is duplicated; "
                                "expected unique job ids")
            seen.add(str(j))
    src: list[int] = []
    dst: list[int] = []
    gb: list[float] = []
    for i in range(J):
        preds = _cells(depends_on[i])
        if not preds:
            continue
        cells = _cells(edge_data_gb[i]) if edge_data_gb is not None else []
        if cells and len(cells) != len(preds):
            raise DataError(f"{_where(path, i, is_csv)}: edge_data_gb has {len(cells)} "
                            f"value(s) for {len(preds)} predecessor(s) in depends_on; expected "
                            "one per predecessor, ';'-separated, or empty for 0 GB")
        for n, p in enumerate(preds):
            if p not in row_of:
                raise DataError(f"{_where(path, i, is_csv)}: depends_on names {p!r}, which is "
                                "not a job_id of the table; expected the ids of the job's "
                                "predecessors, ';'-separated")
            if row_of[p] == i:
                raise DataError(f"{_where(path, i, is_csv)}: depends_on: dependency cycle "
                                f"{p} -> {p} (the job depends on itself)")
            g = _gb(cells[n], path, i, is_csv) if cells else 0.0
            src.append(row_of[p])
            dst.append(i)
            gb.append(g)
    s = np.asarray(src, dtype=np.int64)
    d = np.asarray(dst, dtype=np.int64)
    wf, wf_ids = _workflow_codes(workflow_id, J)
    if workflow_id is not None and s.size:
        bad = np.flatnonzero(wf[s] != wf[d])
        if bad.size:
            e = int(bad[0])
            i = int(d[e])
            raise DataError(f"{_where(path, i, is_csv)}: depends_on names {job_id[s[e]]!r} of "
                            f"workflow {_wf_name(wf_ids, wf[s[e]])}, but the job is of workflow "
                            f"{_wf_name(wf_ids, wf[i])}; a job's predecessors are of its "
                            "workflow")
    out = Workflows(tuple(str(j) for j in job_id), wf, wf_ids, s, d,
                    np.asarray(gb, dtype=np.float64))
    _check_acyclic(out, path, is_csv)
    return out


def _gb(cell: str, path: str, i: int, is_csv: bool) -> float:
    """One ``edge_data_gb`` cell as a finite float >= 0."""
    try:
        g = float(cell) if cell else 0.0
    except ValueError:
        raise DataError(f"{_where(path, i, is_csv)}: edge_data_gb has {cell!r}; expected a "
                        "number of GB per predecessor, ';'-separated") from None
    if not math.isfinite(g) or g < 0:
        raise DataError(f"{_where(path, i, is_csv)}: edge_data_gb is {cell}; must be a finite "
                        "number >= 0 GB")
    return g


def _wf_name(ids: tuple[str, ...], code: int) -> str:
    return repr(ids[code]) if code >= 0 else "(none)"


def _workflow_codes(workflow_id: list[Any] | None, J: int) -> tuple[np.ndarray, tuple[str, ...]]:
    """``workflow_id`` as codes in order of first appearance (-1 for empty)."""
    codes = np.full(J, -1, dtype=np.int64)
    if workflow_id is None:
        return codes, ()
    ids: dict[str, int] = {}
    for i, w in enumerate(workflow_id):
        c = _cells(w)
        if not c:
            continue
        name = ";".join(c)
        codes[i] = ids.setdefault(name, len(ids))
    return codes, tuple(ids)


def levels(wf: Workflows) -> np.ndarray:
    """``[J]`` topological level of each job: 0 without predecessors, else 1 + the highest
    level of its predecessors (Kahn's algorithm, one numpy pass per level).

    Raises:
        ValueError: the edges have a cycle (:func:`parse_workflows` names it as a DataError).
    """
    J = wf.n_jobs
    indeg = np.bincount(wf.dst, minlength=J)
    order = np.argsort(wf.src, kind="stable")
    s_src, s_dst = wf.src[order], wf.dst[order]
    ptr = np.searchsorted(s_src, np.arange(J + 1))
    lev = np.full(J, -1, dtype=np.int64)
    front = np.flatnonzero(indeg == 0)
    k = 0
    while front.size:
        lev[front] = k
        out = np.concatenate([s_dst[ptr[f]: ptr[f + 1]] for f in front]) if s_dst.size else \
            np.empty(0, dtype=np.int64)
        if out.size:
            np.subtract.at(indeg, out, 1)
            cand = np.unique(out)
            front = cand[indeg[cand] == 0]
        else:
            front = out
        k += 1
    if (lev < 0).any():
        raise ValueError("the workflow edges have a cycle")
    return lev


def _check_acyclic(wf: Workflows, path: str, is_csv: bool) -> None:
    """Raise a DataError naming one cycle if the edges have any."""
    try:
        levels(wf)
        return
    except ValueError:
        pass
    lev_ok = _reachable_from_roots(wf)
    # walk predecessors among the jobs not levelled: every such job has one, so the walk
    # must revisit a job; the part from its first visit is a cycle
    preds: dict[int, list[int]] = {}
    for s, d in zip(wf.src.tolist(), wf.dst.tolist(), strict=True):
        if not lev_ok[s]:
            preds.setdefault(d, []).append(s)
    start = int(np.flatnonzero(~lev_ok)[0])
    seen: dict[int, int] = {}
    walk: list[int] = []
    j = start
    while j not in seen:
        seen[j] = len(walk)
        walk.append(j)
        j = preds[j][0]
    cyc = walk[seen[j]:]
    cyc.reverse()  # predecessor first: a -> b means b depends on a
    row = min(cyc)
    k = cyc.index(row)
    cyc = cyc[k:] + cyc[:k]  # from the cycle's first row, which the error names
    names = " -> ".join(wf.job_id[c] for c in [*cyc, cyc[0]])
    raise DataError(f"{_where(path, row, is_csv)}: depends_on: dependency cycle {names}; a "
                    "workflow must be acyclic")


def _reachable_from_roots(wf: Workflows) -> np.ndarray:
    """``[J]`` whether Kahn's algorithm levels the job (False: on or after a cycle)."""
    J = wf.n_jobs
    indeg = np.bincount(wf.dst, minlength=J)
    done = np.zeros(J, dtype=bool)
    front: list[int] = np.flatnonzero(indeg == 0).tolist()
    succ: dict[int, list[int]] = {}
    for s, d in zip(wf.src.tolist(), wf.dst.tolist(), strict=True):
        succ.setdefault(s, []).append(d)
    while front:
        j = front.pop()
        done[j] = True
        for c in succ.get(int(j), []):
            indeg[c] -= 1
            if indeg[c] == 0:
                front.append(c)
    return done


def critical_path_after(wf: Workflows, work_s: np.ndarray) -> np.ndarray:
    """``[J]`` the longest chain of work strictly after each job [s].

    ``cp[j] = max over successors c of (work_s[c] + cp[c])`` (0 for a job without
    successors), so a job's remaining critical path is ``remaining_s[j] + cp[j]``: the
    precedence-driven importance PCAPS ranks tasks by (Lechowicz et al. 2025).

    Args:
        wf: The workflows.
        work_s: ``[J]`` each job's work [s] (e.g. ``duration_s``, reference-GPU seconds).
    """
    lev = levels(wf)
    cp = np.zeros(wf.n_jobs)
    if not wf.src.size:
        return cp
    e_lev = lev[wf.src]
    for k in range(int(e_lev.max()), -1, -1):
        e = np.flatnonzero(e_lev == k)
        np.maximum.at(cp, wf.src[e], work_s[wf.dst[e]] + cp[wf.dst[e]])
    return cp


def input_region(wf: Workflows, pred_region: np.ndarray, n_regions: int) -> np.ndarray:
    """``[J]`` region where each successor's inputs are gathered: the region holding the most
    of its input data (by the regions its predecessors ran in; ties to the lowest region
    index); -1 for a job without predecessors or whose in-edges carry 0 GB.

    Args:
        wf: The workflows.
        pred_region: ``[J]`` region each job ran in (read at its predecessors' rows).
        n_regions: Number of regions R.
    """
    J = wf.n_jobs
    out = np.full(J, -1, dtype=np.int64)
    if not wf.src.size:
        return out
    cell = wf.dst * n_regions + pred_region[wf.src]
    by = np.bincount(cell, weights=wf.data_gb, minlength=J * n_regions).reshape(J, n_regions)
    has = by.sum(axis=1) > 0
    out[has] = by[has].argmax(axis=1)
    return out


def edge_transfer_s(data_gb: np.ndarray, src: np.ndarray, dst: np.ndarray,
                    latency_ms: np.ndarray, bandwidth_gbps: float,
                    bandwidth_pair_gbps: np.ndarray | None = None) -> np.ndarray:
    """Transfer time of each edge's data from region ``src`` to ``dst`` [s]: 0 where they are
    the same region or nothing moves, else ``latency_ms / 1000 + data_gb * 8 /
    bandwidth_gbps`` (the pair's bandwidth where given), as a job's own data moves
    (:mod:`gridshift.sim.engine.transfers`).
    """
    bw = (bandwidth_gbps / 8.0 if bandwidth_pair_gbps is None
          else np.asarray(bandwidth_pair_gbps, float)[src, dst] / 8.0)
    t = latency_ms[src, dst] / 1000.0 + data_gb / bw
    return np.where((src != dst) & (data_gb > 0), t, 0.0)


def release_times(wf: Workflows, finish_s: np.ndarray, ran_in: np.ndarray,
                  latency_ms: np.ndarray, bandwidth_gbps: float, step_s: float,
                  bandwidth_pair_gbps: np.ndarray | None = None
                  ) -> tuple[np.ndarray, np.ndarray]:
    """When each successor is released, given its predecessors' finishes (the reference).

    A job with predecessors is released at the first epoch (a multiple of ``step_s``) at or
    after all its predecessors have finished and the inputs not already in its
    :func:`input_region` have been moved there (:func:`edge_transfer_s`, starting at each
    predecessor's finish). NaN where a predecessor never finished; jobs without predecessors
    get NaN too (they arrive at their submit time).

    Args:
        wf: The workflows.
        finish_s: ``[J]`` finish time of each job [s] (NaN: unfinished).
        ran_in: ``[J]`` region each job ran in.
        latency_ms: ``[R, R]`` latency matrix [ms].
        bandwidth_gbps: Network bandwidth [Gbit/s].
        step_s: Decision epoch [s].
        bandwidth_pair_gbps: ``[R, R]`` per-pair bandwidth, or None.

    Returns:
        ``(release_s, gather_region)``: ``[J]`` each.
    """
    J = wf.n_jobs
    R = latency_ms.shape[0]
    tgt = input_region(wf, ran_in, R)
    src_r = ran_in[wf.src]
    to = np.where(tgt[wf.dst] >= 0, tgt[wf.dst], src_r)
    ready = finish_s[wf.src] + edge_transfer_s(wf.data_gb, src_r, to, latency_ms,
                                               bandwidth_gbps, bandwidth_pair_gbps)
    rel = np.full(J, -np.inf)
    np.maximum.at(rel, wf.dst, np.where(np.isnan(ready), np.inf, ready))
    has = (wf.n_preds() > 0) & np.isfinite(rel)  # inf: a predecessor never finished
    rel = np.where(has, np.ceil(np.where(has, rel, 0.0) / step_s) * step_s, np.nan)
    return rel, tgt
