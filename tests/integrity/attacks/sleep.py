"""Attack on the run itself: sleeps past the time budget at the first epoch with pending jobs."""

import os  # noqa: F401
import time  # noqa: F401

import numpy as np

from gridshift import Decision, Policy


class Attack(Policy):
    id = "attack-sleep-v1"
    description = "sleeps past the time budget"

    def decide(self, obs):
        if len(obs.jobs):
            time.sleep(120)
        return Decision(region=np.asarray(obs.jobs.origin, dtype=np.int64).copy())
