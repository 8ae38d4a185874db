"""Attack on the run itself: allocates 20 GiB at the first epoch with pending jobs."""

import os  # noqa: F401
import time  # noqa: F401

import numpy as np

from gridshift import Decision, Policy


class Attack(Policy):
    id = "attack-alloc-v1"
    description = "allocates 20 GiB"

    def decide(self, obs):
        if len(obs.jobs):
            np.ones(20 * 2**30 // 8)  # 20 GiB
        return Decision(region=np.asarray(obs.jobs.origin, dtype=np.int64).copy())
