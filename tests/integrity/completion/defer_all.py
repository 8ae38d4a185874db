"""An adversarial policy: defer every job, forever (it never runs anything)."""

import numpy as np

from gridshift.policies.api import DEFER, Decision, Observation, Policy


class DeferAll(Policy):
    """Defers every pending job at every epoch."""

    id = "defer-all-v1"

    def decide(self, obs: Observation) -> Decision:
        return Decision(region=np.full(len(obs.jobs), DEFER, dtype=np.int64))
