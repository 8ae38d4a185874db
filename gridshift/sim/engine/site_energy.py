"""On-site PV and batteries in the loop (the engine side of :mod:`gridshift.sim.site_energy`).

Before each observation the steps completed since the last one are settled with
:class:`gridshift.sim.site_energy.SiteTracker` (the accounting's ``site_step``), so
``obs.battery_soc_kwh`` is the stored energy that is charged; ``Decision.battery_kw`` holds
from its epoch on (None keeps it; NaN in the log = the default dispatch rule). docs/levers.md.

Interface (:class:`SiteEnergyMechanism`, constructed only when a site has PV or a battery):
``before_observe(ep)`` settles the steps before ``ep.k`` (reads the segment log and the
power-down log); ``observe(ep, vals)`` adds ``battery_soc_kwh`` and ``pv_w``;
``decide(ep, dec, obs)`` validates ``Decision.battery_kw`` and holds it; ``skip(ep)`` keeps
the command in force; ``schedule`` gives ``Schedule.battery_command_kw``.
"""

from __future__ import annotations

from typing import Any

import numpy as np

from gridshift.sim.engine.segments import SegmentLog
from gridshift.sim.engine.state import Epoch, Mechanism, State, ro
from gridshift.sim.site_energy import SiteTracker

__all__ = ["SiteEnergyMechanism"]


class SiteEnergyMechanism(Mechanism):
    """The site balance as the run goes (see the module docstring).

    Args:
        st: The run's state (``st.world.solar`` set).
        log: The segment log (the load so far).
        power: The power-down mechanism (its log of GPUs on), or None.
    """

    def __init__(self, st: State, log: SegmentLog, power: Any = None) -> None:
        self.st, self.log, self.power = st, log, power
        self.tracker = SiteTracker(st.world, st.T_sim)

    def before_observe(self, ep: Epoch) -> None:
        """Settle the steps completed before this epoch."""
        self.tracker.advance(ep.k, self.log.segs.used(),
                             None if self.power is None else self.power.on_log)

    def observe(self, ep: Epoch, vals: dict[str, Any]) -> None:
        """``obs.battery_soc_kwh`` and ``obs.pv_w``."""
        w = self.st.world
        vals["battery_soc_kwh"] = ro(self.tracker.soc)
        vals["pv_w"] = ro(w.solar.pv_w[w.pad_before + ep.k])

    def decide(self, ep: Epoch, dec: Any, obs: Any) -> None:
        """Hold ``Decision.battery_kw`` from this epoch on (None keeps the one in force)."""
        self.tracker.set_command(ep.k, self._battery(ep.k, dec))

    def skip(self, ep: Epoch) -> None:
        """No decision this epoch: the command in force holds."""
        self.tracker.set_command(ep.k, None)

    def _battery(self, k: int, dec: Any) -> np.ndarray | None:
        """Validate ``Decision.battery_kw`` (used only where a site has a battery)."""
        want = getattr(dec, "battery_kw", None)
        st = self.st
        se = st.world.solar
        if want is None or se is None or not se.power_kw.any():
            return None
        R = st.R
        regions = st.world.regions
        a = np.asarray(want)
        if a.shape != (R,) or not (np.issubdtype(a.dtype, np.floating)
                                   or np.issubdtype(a.dtype, np.integer)):
            raise st.err(k, f"Decision.battery_kw must be a numeric array of shape ({R},) "
                            f"(one bus-side power per region, kW), got {a.dtype} {a.shape}")
        a = a.astype(np.float64)
        if not np.isfinite(a).all():
            i = int(np.flatnonzero(~np.isfinite(a))[0])
            raise st.err(k, f"Decision.battery_kw[{i}] (region {regions[i]}) is "
                            f"{a[i]}; expected a finite power in kW")
        bad = np.abs(a) > se.power_kw * (1 + 1e-12)
        if bad.any():
            i = int(np.flatnonzero(bad)[0])
            raise st.err(k, f"Decision.battery_kw[{i}] is {a[i]:g} kW for region "
                            f"{regions[i]}, beyond its battery's power limit "
                            f"±{se.power_kw[i]:g} kW (PolicyInfo.battery_power_kw)")
        return np.clip(a, -se.power_kw, se.power_kw)

    def schedule(self, fields: dict[str, Any], k_stop: int) -> None:
        """``Schedule.battery_command_kw``."""
        fields["battery_command_kw"] = self.tracker.command_log[:k_stop].copy()
