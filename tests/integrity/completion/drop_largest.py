"""An adversarial policy: never place a job above 4 GPU-hours; run the rest at the origin now."""

import numpy as np

from gridshift.policies.api import DEFER, Decision, Observation, Policy


class DropLargest(Policy):
    """Runs small jobs at their origin at once and defers every job above ``max_gpu_h``."""

    id = "drop-largest-v1"

    def __init__(self, max_gpu_h: float = 4.0) -> None:
        self.max_gpu_h = max_gpu_h

    def decide(self, obs: Observation) -> Decision:
        j = obs.jobs
        big = j.gpus * j.duration_s / 3600.0 > self.max_gpu_h
        return Decision(region=np.where(big, DEFER, j.origin).astype(np.int64))
