"""Capacity-aware temporal shifting with reservations: a deferred job books the slot it waits
for, so deferred work does not herd into the same clean hours.

The temporal classics (``lowest-carbon-window-v1``, ``carbon-threshold-v1``, Wiesner et al.
2021; Hanafy et al. 2024) pick each job's start from the forecast alone: on gs-v2 every job
deferred in the same hour picks the same clean window, the pool cannot run them all there, and
1-8 % of deadlines go (``results/LEADERBOARD-gs-v2.md``). GAIA's scheduler (Hanafy et al.
2023/2024) and Let's Wait Awhile's (Wiesner et al. 2021) schedule against the cluster's
capacity; here that is a *reservation book* per (pool, epoch): a job is planned on arrival,
at home (where its data is), into the start of least forecast carbon before its deadline that
still has room in the book, and keeps it. The book, its headroom for jobs that start at once,
and the deadline-first repair when an arrival finds no room are those of
``deadline-safe-greedy-v1`` (:mod:`gridshift.policies.zoo.safe`), restricted to the job's home
region: this is that policy without the spatial half.

References
----------
* Wiesner, P., Behnke, I., Scheinert, D., Gontarska, K., Thamsen, L. (2021). Let's Wait
  Awhile: How temporal workload shifting can reduce carbon emissions in the cloud.
  Middleware '21, 260-272.
* Hanafy, W. A., Liang, Q., Bashir, N., Irwin, D., Shenoy, P. (2023). Going green for less
  green: optimizing the cost of reducing cloud carbon emissions (GAIA). arXiv:2310.13169;
  ASPLOS '24.
* Liu, C. L., Layland, J. W. (1973). J. ACM 20(1), 46-61 (earliest deadline first, the repair).
"""

from __future__ import annotations

import numpy as np

from gridshift.policies.api import Observation, PolicyInfo
from gridshift.policies.zoo.safe import DeadlineSafeGreedy

__all__ = ["ReservationWindow"]


class ReservationWindow(DeadlineSafeGreedy):
    """Lowest-carbon window at home, booked in a reservation book (no herding).

    Each arrival takes the (GPU type, start slot) at home of least forecast carbon over its run
    that meets its deadline and has room in the book; flexible (later) starts may fill a pool
    up to ``1 - headroom`` of its GPUs. An arrival without room re-plans the waiting jobs it
    competes with, earliest deadline first (as ``deadline-safe-greedy-v1``).

    Args:
        headroom: Share of each pool's GPUs (0 <= headroom < 1) that deferred reservations
            leave free for jobs starting at once.
    """

    id = "reservation-window-v1"
    family = "temporal"
    description = ("Lowest forecast-carbon start at home before the deadline, booked in a "
                   "per-pool reservation book with headroom (no herding)")
    citation = ("Wiesner et al. 2021, Let's Wait Awhile (Middleware '21); Hanafy et al. 2023, "
                "GAIA (arXiv:2310.13169, ASPLOS '24)")

    def reset(self, info: PolicyInfo) -> None:
        super().reset(info)
        self._k_ok = False  # options are read through _reach (home only), not the fused pass

    def _reach(self, obs: Observation, rows: np.ndarray, ctx: tuple
               ) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
        L, hi, opt = super()._reach(obs, rows, ctx)
        R = opt.shape[1]
        home = np.arange(R)[None, :] == np.asarray(obs.jobs.data_at[rows])[:, None]
        return L, hi, opt & home[:, :, None]
