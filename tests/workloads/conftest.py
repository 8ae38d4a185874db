"""Shared helpers of the workload tests: a two-region scenario over a jobs file."""

from __future__ import annotations

from pathlib import Path

import numpy as np

from gridshift.policies.api import Decision, Policy
from gridshift.scenario import parse_scenario


def two_regions(jobs_csv: Path, step_s: int = 300, hours: int = 6, **extra):
    """Regions a and b (4 A100 each), 100 ms apart at 8 Gbit/s (1 GB/s), jobs from a file."""
    raw = {"id": "wl-test", "start": "2023-03-01T00:00:00+00:00",
           "end": f"2023-03-01T{hours:02d}:00:00+00:00", "step_s": step_s, "seed": 0,
           "jobs": {"source": str(jobs_csv)},
           "signals": {"source": "synthetic", "synthetic_lead_in_h": 1},
           "forecast": {"model": "noisy", "horizon_h": 1, "history_h": 1},
           "network": {"latency_ms": 100, "bandwidth_gbps": 8},
           "regions": {"a": {"zone": "DE-LU", "lat": 50.0, "lon": 8.0, "gpus": {"A100": 4},
                             "pue": 1.0, "wue_l_per_kwh": 1.0},
                       "b": {"zone": "SG", "lat": 1.0, "lon": 103.0, "gpus": {"A100": 4},
                             "pue": 1.0, "wue_l_per_kwh": 1.0}},
           **extra}
    return parse_scenario(raw, "<wl-test>", base=jobs_csv.parent)


class ByName(Policy):
    """Places each pending job in the region its id maps to, at once; records what it saw."""

    id = "by-name-v1"

    def __init__(self, where: dict[str, int], ids: list[str]) -> None:
        self.where = where
        self.ids = ids  # the World's job ids, by row
        self.seen: list[tuple[float, list[str], dict[str, np.ndarray]]] = []

    def decide(self, obs):
        names = [self.ids[int(j)] for j in obs.jobs.job_id]
        extra = {k: np.asarray(getattr(obs, k)) for k in
                 ("workflow_id", "critical_path_s", "workflow_deadline_s", "tier", "tenant",
                  "event_held_gpus", "dr_cap_fraction") if getattr(obs, k, None) is not None}
        self.seen.append((obs.time_s, names, extra))
        reg = np.array([self.where.get(n, -1) for n in names], dtype=np.int64)
        return Decision(region=reg)
