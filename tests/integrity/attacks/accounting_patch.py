"""Attack: monkeypatch the accounting so the reported carbon is 1 % of the truth."""

import numpy as np

from gridshift import Decision, Policy


def _patch():
    import gridshift.sim.accounting as acc
    import gridshift.sim.run as run

    orig = acc.account
    if getattr(orig, "_patched", False):
        return

    def account(world, schedule, *a, **k):
        metrics, table = orig(world, schedule, *a, **k)
        metrics["carbon_kg"] = metrics["carbon_kg"] * 0.01
        return metrics, table

    account._patched = True
    acc.account = account
    run.account = account


class Attack(Policy):
    id = "attack-accounting-patch-v1"
    description = "patches gridshift.sim.accounting.account"

    def reset(self, info):
        super().reset(info)
        _patch()

    def decide(self, obs):
        _patch()
        return Decision(region=np.asarray(obs.jobs.origin, dtype=np.int64).copy())
