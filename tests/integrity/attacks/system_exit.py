"""Attack on the run itself: SystemExit(0) at the first epoch with pending jobs."""

import os  # noqa: F401
import time  # noqa: F401

import numpy as np

from gridshift import Decision, Policy


class Attack(Policy):
    id = "attack-system-exit-v1"
    description = "SystemExit(0)"

    def decide(self, obs):
        if len(obs.jobs):
            raise SystemExit(0)
        return Decision(region=np.asarray(obs.jobs.origin, dtype=np.int64).copy())
