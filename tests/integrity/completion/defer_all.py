"""An adversarial policy: defer every job, forever (it never runs anything)."""

import numpy as np

from gridshift.policies.api import DEFER, Decision, Observation, Policy


class DeferAll(Policy):
    """Defers every pending job at every epoch."""

    id = "defer-all-v1"

    def decide(self, obs: Observation) -> Decision:
        return Decision(region=np.full(len(obs.jobs), DEFER, dtype=np.int64))


class DeferAllPowerOff(Policy):
    """Defers every job and asks for every GPU to be switched off (``[power] power_down``)."""

    id = "defer-all-power-off-v1"

    def decide(self, obs: Observation) -> Decision:
        return Decision(region=np.full(len(obs.jobs), DEFER, dtype=np.int64),
                        power_on=np.zeros(self.info.capacity.shape, dtype=np.int64))
