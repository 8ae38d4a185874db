"""A policy that follows a log: each job placed where and when the real scheduler placed it.

:func:`plan_from_log` maps a log's rows (:mod:`gridshift.shadow.logs`) onto a scenario's jobs
and checks each is feasible there, refusing the first that is not with a
:class:`~gridshift.errors.DataError` naming the file, the row, the field and why:

* **unknown job**: the log's job is not a ``job_id`` of the scenario;
* **unknown region**: the region is none of the scenario's region ids, zones or the real names
  of :mod:`gridshift.serve.names` (a partition named ``westus`` maps as the serve API does);
* **unknown GPU type**, or one the region has none of (**capacity**);
* **release**: the start is before the job's submit time, or outside the window;
* **capacity**: the GPUs the log runs at once in a region (and type) exceed the scenario's.

:class:`FollowLog` then replays the plan through the engine: a job is placed in its region at
the first epoch at or after the decision epoch containing its start (``floor(start / step_s)``:
a start between two epochs is the decision of the epoch before it), paused over its pauses,
and never placed if the log does not run it.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any

import numpy as np

from gridshift.errors import DataError
from gridshift.policies.api import Decision, Observation, Policy
from gridshift.shadow.logs import LogRow

__all__ = ["FollowLog", "Plan", "plan_from_log"]


@dataclass(frozen=True)
class Plan:
    """A log mapped onto a scenario's jobs (arrays indexed by the job's row).

    Attributes:
        region: Region index per job, -1 where the log does not run it.
        gpu_type: GPU type index per job, -1 where the log names none.
        start_s: Start [s since the window start] per job (NaN: not run).
        end_s: End [s since the window start] per job (NaN: unknown).
        pauses: ``{job row: [(start_s, end_s), ...]}`` [s since the window start].
        rows: ``{job row: LogRow}``.
    """

    region: np.ndarray
    gpu_type: np.ndarray
    start_s: np.ndarray
    end_s: np.ndarray
    pauses: dict[int, list[tuple[float, float]]]
    rows: dict[int, LogRow]


def _gpu_type_index(name: str, types: tuple[str, ...]) -> int | None:
    if name in types:
        return types.index(name)
    low = name.lower().replace("nvidia-", "").replace("nvidia ", "")
    hits = [i for i, t in enumerate(types) if t.lower() == low
            or t.lower().split("-")[0] == low.split("-")[0]]
    return hits[0] if len(hits) == 1 else None


def plan_from_log(rows: list[LogRow], world: Any) -> Plan:
    """Map ``rows`` onto ``world``'s jobs and check each is feasible (module docstring).

    Raises:
        DataError: the first infeasible row, naming the file, row, field and reason.
    """
    from gridshift.serve.names import resolve

    ids = world.jobs.job_id.to_list()
    by_id = {j: i for i, j in enumerate(ids)}
    n = len(ids)
    t0, sid = float(world.start_epoch_s), world.scenario.id
    end_window = world.n_steps * world.step_s + (world.drain_steps or 0) * world.step_s
    regions, zones, types = tuple(world.regions), tuple(world.zones), tuple(world.gpu_types)
    plan = Plan(np.full(n, -1, np.int64), np.full(n, -1, np.int64), np.full(n, np.nan),
                np.full(n, np.nan), {}, {})
    for row in rows:
        j = by_id.get(row.job)
        if j is None:
            raise DataError(f"{row.where}: field job: {row.job!r} is not a job of scenario "
                            f"{sid} (job ids such as {ids[0]!r})")
        if j in plan.rows:
            raise DataError(f"{row.where}: field job: {row.job!r} is placed twice (first at "
                            f"{plan.rows[j].where})")
        r = resolve(row.region, regions, zones)
        if r is None:
            raise DataError(f"{row.where}: field region: unknown region {row.region!r}: not "
                            f"a region of scenario {sid} ({', '.join(regions)}), nor one of "
                            "its zones or a real name mapped to them (docs/real-schedulers.md)")
        g = -1
        want = int(world.jobs.gpu_type[j])
        if row.gpu_type is not None:
            gi = _gpu_type_index(row.gpu_type, types)
            if gi is None:
                raise DataError(f"{row.where}: field gpu_type: unknown GPU type "
                                f"{row.gpu_type!r} (scenario {sid} has {', '.join(types)})")
            g = gi
        if want >= 0:
            if g >= 0 and g != want:
                raise DataError(f"{row.where}: field gpu_type: job {row.job} needs "
                                f"{types[want]}, the log ran it on {types[g]}")
            g = want
        gpus = int(world.jobs.gpus[j])
        cap = world.capacity[r] if g < 0 else world.capacity[r, g:g + 1]
        if int(cap.max(initial=0)) < gpus:
            what = "any type" if g < 0 else types[g]
            raise DataError(f"{row.where}: field region: capacity: region {regions[r]} has "
                            f"{int(cap.max(initial=0))} GPUs of {what}; job {row.job} needs "
                            f"{gpus}")
        s = row.start_s - t0
        sub = float(world.jobs.submit_s[j])
        if s < sub:
            raise DataError(f"{row.where}: field start: release: starts {sub - s:g} s before "
                            f"job {row.job} is submitted (at {sub:g} s into the window)")
        if s >= end_window:
            raise DataError(f"{row.where}: field start: {s:g} s into the window is after "
                            f"the end of scenario {sid}")
        plan.region[j], plan.gpu_type[j], plan.start_s[j] = r, g, s
        plan.end_s[j] = np.nan if row.end_s is None else row.end_s - t0
        if row.pauses:
            plan.pauses[j] = [(a - t0, b - t0) for a, b in row.pauses]
        plan.rows[j] = row
    _check_capacity(plan, world)
    return plan


def _check_capacity(plan: Plan, world: Any) -> None:
    """Refuse the first row whose start makes a region (and type) run more GPUs than it has,
    over the log's own start..end intervals (jobs without an end hold theirs to the end)."""
    ev = []
    for j in plan.rows:
        a = plan.start_s[j]
        b = plan.end_s[j] if math.isfinite(plan.end_s[j]) else math.inf
        gpus = int(world.jobs.gpus[j])
        ev.append((b, 0, j, -gpus))  # ends first at equal times
        ev.append((a, 1, j, gpus))
    ev.sort()
    used: dict[tuple[int, int], int] = {}
    for _t, _k, j, d in ev:
        r, g = int(plan.region[j]), int(plan.gpu_type[j])
        key = (r, g)
        used[key] = used.get(key, 0) + d
        if d <= 0:
            continue
        cap = int(world.capacity[r].sum()) if g < 0 else int(world.capacity[r, g])
        total = sum(v for (rr, gg), v in used.items() if rr == r) if g < 0 else used[key]
        if total > cap:
            row = plan.rows[j]
            what = "" if g < 0 else f" of {world.gpu_types[g]}"
            raise DataError(f"{row.where}: field start: capacity: with job {row.job} the log "
                            f"runs {total} GPUs{what} at once in region {world.regions[r]}, "
                            f"which has {cap}")


class FollowLog(Policy):
    """Place each job where and when the log says (see the module docstring).

    Args:
        plan: The log mapped onto the scenario (:func:`plan_from_log`).
        name: The id the run is recorded under.
    """

    id = "shadow-v1"
    family = "shadow"
    description = "Follows a real scheduler's log: its placements, start times and pauses"

    def __init__(self, plan: Plan, name: str = "shadow-v1") -> None:
        self.plan = plan
        self.name = name

    def get_params(self) -> dict[str, Any]:
        """No parameters: the log is the policy (identified by its sha256 in the record)."""
        return {}

    def _paused(self, job_ids: np.ndarray, t: float) -> np.ndarray:
        out = np.zeros(len(job_ids), dtype=bool)
        if not self.plan.pauses:
            return out
        for i, j in enumerate(job_ids.tolist()):
            for a, b in self.plan.pauses.get(int(j), ()):
                if math.floor(a / self.info.step_s) * self.info.step_s <= t < b:
                    out[i] = True
        return out

    def decide(self, obs: Observation) -> Decision:
        """Place the pending jobs whose logged start has come; pause those the log paused."""
        p, j, t = self.plan, obs.jobs.job_id, float(obs.time_s)
        step = self.info.step_s
        # the epoch containing the start (1 ms of slack: a log rounds its times)
        due = np.floor((p.start_s[j] + 1e-3) / step) * step <= t  # NaN (not run): False
        due &= ~self._paused(j, t)
        region = np.where(due, p.region[j], -1).astype(np.int64)
        gtype = np.where(due, p.gpu_type[j], -1).astype(np.int64)
        rj = obs.running
        pause = None
        if p.pauses and len(rj):
            ids = rj.job_id
            pz = self._paused(ids, t) & rj.interruptible
            pause = ids[pz].astype(np.int64) if pz.any() else None
        return Decision(region=region, gpu_type=gtype, pause=pause)
