"""The workloads of a World: read once, aligned on the World's jobs (a World stage).

:func:`load_workloads` reads what the scenario's ``[workflows]``, ``[tiers]`` and ``[events]``
tables name (the ``[jobs]`` file's workflow/tier columns, the event file or generator) and
aligns it on the World's job order: the inputs the mechanisms
(``gridshift/sim/engine/workflows.py``, ``tiers.py``, ``events.py``) are built from, so the
simulator reads no file. It returns None for a scenario without those tables (nothing
changes). :func:`gridshift.sim.world.build_world` calls it as its last stage
(``World.workloads``, frozen with the rest by :func:`~gridshift.sim.world.freeze_world`);
:func:`gridshift.workloads.run.mechanisms` makes the engine's mechanisms from it.
"""

from __future__ import annotations

from dataclasses import dataclass, fields
from pathlib import Path
from typing import Any

import numpy as np
import polars as pl

from gridshift.workloads.dag import Workflows, critical_path_after
from gridshift.workloads.events import EventTable
from gridshift.workloads.spec import events_options, tiers_options, workflows_options

__all__ = ["Workloads", "freeze_workloads", "load_workloads"]


@dataclass(frozen=True)
class Workloads:
    """A World's workloads (each part None where the scenario does not turn it on).

    Attributes:
        workflows: The DAG over the World's jobs.
        workflow_deadline_s: ``[W]`` each workflow's deadline [s] (NaN: none).
        tier: ``[J]`` tier rank (0 guaranteed, 1 standard, 2 preemptible).
        tenant: ``[J]`` tenant index (-1: none); ``tenants`` their ids.
        preemption: ``[tiers] preemption``.
        events: The capacity events; ``checkpoint_interval_s`` the outage rule's interval.
    """

    workflows: Workflows | None = None
    workflow_deadline_s: np.ndarray | None = None
    tier: np.ndarray | None = None
    tenant: np.ndarray | None = None
    tenants: tuple[str, ...] = ()
    preemption: bool = True
    events: EventTable | None = None
    checkpoint_interval_s: float = 3600.0


def freeze_workloads(wl: Workloads | None) -> None:
    """Make every array of ``wl`` (its workflows' and events' too) read-only, in place."""
    if wl is None:
        return
    for obj in (wl, wl.workflows, wl.events):
        if obj is None:
            continue
        for f in fields(obj):
            v = getattr(obj, f.name)
            if isinstance(v, np.ndarray):
                v.flags.writeable = False


def _jobs_frame(world: Any) -> tuple[pl.DataFrame, str, bool]:
    """The ``[jobs]`` file as written (all columns), its path and whether it is CSV."""
    from gridshift.datasets.schemas import read_table

    sc = world.scenario
    p = (sc.base_dir / sc.jobs["source"]).resolve()
    df, is_csv = read_table(p)
    return df, str(p), is_csv


def load_workloads(world: Any) -> Workloads | None:
    """The workloads of ``world``'s scenario, aligned on its jobs; None without any table.

    Raises:
        DataError: a workflow, tier or event input is malformed (file, row, field).
    """
    sc = world.scenario
    wo, to, eo = workflows_options(sc), tiers_options(sc), events_options(sc)
    if wo is None and to is None and eo is None:
        return None
    out: dict[str, Any] = {}
    ids = world.jobs.job_id.to_list()
    if wo is not None or to is not None:
        df, path, is_csv = _jobs_frame(world)
        row = {str(j): i for i, j in enumerate(df["job_id"].cast(pl.String).to_list())}
        sel = [row[j] for j in ids]
    if wo is not None:
        from gridshift.datasets.workflows import read_workflow_table, workflow_deadline_column

        _, wf_file = read_workflow_table(path)
        wf = wf_file.aligned(ids, path)
        out["workflows"] = wf
        out["workflow_deadline_s"] = _deadlines(world, wf, wo.get("deadline_slack"),
                                             workflow_deadline_column(df, wf_file, path, is_csv))
    if to is not None:
        from gridshift.workloads.tiers import parse_tiers

        def col(name: str) -> list[Any] | None:
            if name not in df.columns:
                return None
            vals = df[name].cast(pl.String).to_list()
            return [vals[i] for i in sel]

        # errors name the file's rows: validate in file order first
        parse_tiers(list(row), df["tier"].cast(pl.String).to_list() if "tier" in df.columns
                    else None, None, to["default_tier"], path, is_csv)
        out["tier"], out["tenant"], out["tenants"] = parse_tiers(
            ids, col("tier"), col("tenant"), to["default_tier"], path, is_csv)
        out["preemption"] = bool(to["preemption"])
    if eo is not None:
        out["events"] = _events(world, eo)
        out["checkpoint_interval_s"] = float(eo["checkpoint_interval_s"])
    return Workloads(**out)


def _deadlines(world: Any, wf: Workflows, slack: float | None,
               given: np.ndarray | None) -> np.ndarray:
    """``[W]`` workflow deadlines [s since the window start]: the ``workflow_deadline``
    column where given, else ``deadline_slack`` times the critical path after the workflow's
    first epoch, else NaN (none)."""
    W = len(wf.workflow_ids)
    out = np.full(W, np.nan)
    if slack is not None:
        from gridshift.workloads.metrics import workflow_deadlines_s

        dur = world.jobs.duration_s
        cp = dur + critical_path_after(wf, dur)
        out = workflow_deadlines_s(wf.workflow, W, world.jobs.submit_s, cp, float(slack),
                                   float(world.step_s))
    if given is not None:
        out = np.where(np.isnan(given), out, given - float(world.start_epoch_s))
    return out


def _events(world: Any, eo: dict[str, Any]) -> EventTable:
    from gridshift.workloads.events import read_events, synthetic_events

    sc = world.scenario
    if eo["source"] == "synthetic":
        return synthetic_events(
            len(world.regions), float(world.n_steps * world.step_s), int(world.seed),
            **{k: eo[k] for k in ("outage_rate_per_day", "outage_mean_h", "dr_rate_per_day",
                                  "dr_mean_h", "dr_cap_fraction")})
    return read_events(Path(sc.base_dir / eo["source"]).resolve(), world.regions,
                       world.gpu_types, sc.start, sc.end)
