"""Attack: monkeypatch the accounting so the reported carbon is 1 % of the truth.

It replaces :func:`gridshift.sim.accounting.account_table` (what a run accounts its schedule
with; ``account`` calls it too) in the accounting module and in every loaded gridshift module
that imported it by name, wherever the run's code happens to live.
"""

import sys

import numpy as np

from gridshift import Decision, Policy


def _patch():
    import gridshift.sim.accounting as acc
    import gridshift.sim.run  # noqa: F401 - loaded, so its name for the function is replaced

    orig = acc.account_table
    if getattr(orig, "_patched", False):
        return

    def account_table(world, schedule, *a, **k):
        metrics, table = orig(world, schedule, *a, **k)
        metrics["carbon_kg"] = metrics["carbon_kg"] * 0.01
        return metrics, table

    account_table._patched = True
    for name, mod in list(sys.modules.items()):
        if (name == "gridshift" or name.startswith("gridshift.")) and \
                getattr(mod, "account_table", None) is orig:
            mod.account_table = account_table


class Attack(Policy):
    id = "attack-accounting-patch-v1"
    description = "patches gridshift.sim.accounting.account_table"

    def reset(self, info):
        super().reset(info)
        _patch()

    def decide(self, obs):
        _patch()
        return Decision(region=np.asarray(obs.jobs.origin, dtype=np.int64).copy())
