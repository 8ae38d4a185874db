"""Attack: patch ``gridshift verify``'s comparison (and the record writer) from inside the
re-run, so that forged metrics pass full verification."""

import numpy as np

from gridshift import Decision, Policy


def _patch():
    try:
        import gridshift.benchmark.verify as v

        v._compare = lambda old, new: []
    except Exception:  # noqa: BLE001
        pass


class Attack(Policy):
    id = "attack-verify-patch-v1"
    description = "patches verify's comparison"

    def reset(self, info):
        super().reset(info)
        _patch()

    def decide(self, obs):
        _patch()
        return Decision(region=np.asarray(obs.jobs.origin, dtype=np.int64).copy())
