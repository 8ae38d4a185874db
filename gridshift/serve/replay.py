"""The replay: a World's signals as a real operator would see them at a simulated "now".

Framework-free (numpy only): the HTTP surfaces in :mod:`gridshift.serve.watttime`,
:mod:`gridshift.serve.electricitymaps` and :mod:`gridshift.serve.carbon_aware` are thin
translations of these calls into each service's request and response shapes.

Rules (the same information rules as the simulator's, :mod:`gridshift.sim.simulator`):

* **Actuals** are served only up to and including the current step (the step that contains
  "now"); a request that reaches past it is cut at "now", never filled with future values.
* **Forecasts** are those the simulator's forecast provider issues for a policy at the same
  step: :func:`gridshift.models.forecast.make_forecaster` with the scenario's model, error,
  ``ar1``, horizon and the run seed, on signal code 1 (carbon), issue row ``pad + k``. On the
  forecast track that is never the future actual (``perfect`` only on the clairvoyant track).
* **Historical forecasts** (vintages) are the forecasts as they were issued at each past step;
  the forecaster seeds each issue step on its own, so a vintage is the same bytes whenever it
  is asked for.

Times are Unix epoch seconds (UTC). Row ``i`` of the World's ``[T_ext, R]`` arrays covers
``[t0 + (i - pad) * step_s, t0 + (i - pad + 1) * step_s)``.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any

import numpy as np

from gridshift.serve.clock import SimClock

__all__ = ["Replay", "Series"]


@dataclass(frozen=True)
class Series:
    """Values of one region on the step grid.

    Attributes:
        region: Region index.
        start_s: ``[n]`` start of each step [Unix s].
        value: ``[n]`` carbon intensity [gCO2/kWh] (average; see the module docstring).
    """

    region: int
    start_s: np.ndarray
    value: np.ndarray


class Replay:
    """Signals of ``world`` served at the simulated time of ``clock``.

    Args:
        world: A built :class:`~gridshift.sim.world.World`.
        clock: The simulated clock (its window must be the world's).
    """

    def __init__(self, world: Any, clock: SimClock,
                 extra_names: dict[str, str] | None = None) -> None:
        from gridshift.models.forecast import make_forecaster

        self.world = world
        self.clock = clock
        sc = world.scenario
        self.t0 = int(world.start_epoch_s)
        self.step_s = int(world.step_s)
        self.n_steps = int(world.n_steps)
        self.pad = int(world.pad_before)
        self.regions: tuple[str, ...] = tuple(world.regions)
        self.zones: tuple[str, ...] = tuple(world.zones)
        self.horizon_steps = int(math.ceil(sc.forecast["horizon_h"] * 3600 / self.step_s))
        self.track = sc.track
        model = "perfect" if self.track == "clairvoyant" else sc.forecast["model"]
        self.forecast_model = model
        self._fc = None
        if self.horizon_steps > 0:
            self._fc = make_forecaster(
                model, world.carbon, self.step_s, self.horizon_steps,
                error=float(sc.forecast["error"]), ar1=float(sc.forecast["ar1"]),
                seed=world.seed, signal_code=1)
        self._lookup: dict[str, int] = {}
        for i, r in enumerate(self.regions):
            self._lookup[r] = i
        for i, z in enumerate(self.zones):
            if self.zones.count(z) == 1:
                self._lookup.setdefault(z, i)
        self.lat = [r.lat for r in sc.regions]
        self.lon = [r.lon for r in sc.regions]
        self.extra_names = dict(extra_names or {})

    # ------------------------------------------------------------------ time
    def row_of(self, t_s: float) -> int:
        """Row of the World's arrays whose step contains ``t_s``."""
        return self.pad + int(math.floor((t_s - self.t0) / self.step_s))

    def time_of(self, row: int | np.ndarray) -> Any:
        """Start of the step of ``row`` [Unix s]."""
        return self.t0 + (np.asarray(row) - self.pad) * self.step_s

    @property
    def step(self) -> int:
        """The current decision epoch ``k`` (0 .. n_steps - 1)."""
        return self.clock.step()

    @property
    def now_row(self) -> int:
        """Row of the current step."""
        return self.pad + self.step

    @property
    def now_s(self) -> float:
        """Simulated now [Unix s]."""
        return self.clock.now_s()

    @property
    def first_row(self) -> int:
        """Earliest row with data (the history before the window start)."""
        return 0

    @property
    def data_start_s(self) -> float:
        """Start of the first step with data (history before the window) [Unix s]."""
        return float(self.time_of(self.first_row))

    @property
    def data_end_s(self) -> float:
        """End of the last step with data (the window end plus the forecast horizon) [Unix s]."""
        return float(self.time_of(self.world.carbon.shape[0]))

    # ------------------------------------------------------------------ lookup
    def region(self, name: str | None) -> int | None:
        """Index of a region given by id, (unique) zone, or a real name that maps to one of
        its zones (:mod:`gridshift.serve.names`: WattTime regions, Electricity Maps zones,
        Azure/AWS/GCP regions, ``extra_names``); ``None`` if unknown."""
        if name is None:
            return None
        r = self._lookup.get(str(name))
        if r is not None:
            return r
        from gridshift.serve.names import resolve

        return resolve(str(name), self.regions, self.zones, self.extra_names)

    def real_names(self) -> dict[str, int]:
        """Every name this replay answers (region ids, unique zones, the real names that map
        to one of its regions) and the region each stands for."""
        from gridshift.serve.names import REAL_NAMES

        out = dict(self._lookup)
        for n in (*REAL_NAMES, *self.extra_names):
            r = self.region(n)
            if r is not None:
                out.setdefault(n, r)
        return out

    def nearest(self, lat: float, lon: float) -> int | None:
        """Region nearest to a point (haversine), ``None`` if no region has coordinates.

        Raises:
            ValueError: ``lat`` or ``lon`` not finite, or outside -90..90 / -180..180 degrees.
        """
        if not (math.isfinite(lat) and math.isfinite(lon) and abs(lat) <= 90
                and abs(lon) <= 180):
            raise ValueError(f"({lat}, {lon}) is not a point on Earth: expected finite "
                             "degrees, latitude -90..90, longitude -180..180")
        best, dist = None, math.inf
        for i, (a, b) in enumerate(zip(self.lat, self.lon, strict=True)):
            if a is None or b is None:
                continue
            p1, p2 = math.radians(lat), math.radians(a)
            dphi, dl = p2 - p1, math.radians(b - lon)
            h = math.sin(dphi / 2) ** 2 + math.cos(p1) * math.cos(p2) * math.sin(dl / 2) ** 2
            d = 2 * math.asin(min(1.0, math.sqrt(h)))
            if d < dist:
                best, dist = i, d
        return best

    def names(self) -> list[str]:
        """Region ids then zones, for error messages."""
        return sorted(set(self.regions) | set(self.zones))

    # ------------------------------------------------------------------ actuals
    def actual_now(self, r: int) -> Series:
        """The current step's actual."""
        row = self.now_row
        return Series(r, np.array([self.time_of(row)]), self.world.carbon[row: row + 1, r].copy())

    def actuals(self, r: int, start_s: float, end_s: float, *, inclusive_end: bool = True
                ) -> Series:
        """Actual steps whose start lies in ``[start_s, end_s]`` (or ``[start_s, end_s)``),
        cut at the current step: never a value from after now."""
        lo, hi = self._actual_rows(start_s, end_s, inclusive_end)
        if hi < lo:
            return Series(r, np.empty(0), np.empty(0))
        rows = np.arange(lo, hi + 1)
        return Series(r, self.time_of(rows).astype(np.float64),
                      self.world.carbon[lo: hi + 1, r].copy())

    def n_actuals(self, start_s: float, end_s: float, *, inclusive_end: bool = True) -> int:
        """How many points :meth:`actuals` returns for this window (nothing is copied)."""
        lo, hi = self._actual_rows(start_s, end_s, inclusive_end)
        return max(0, hi - lo + 1)

    def _actual_rows(self, start_s: float, end_s: float, inclusive_end: bool
                     ) -> tuple[int, int]:
        lo = self.row_of(start_s)
        if self.time_of(lo) < start_s:
            lo += 1
        hi = self.row_of(end_s)
        if not inclusive_end and self.time_of(hi) >= end_s:
            hi -= 1
        return max(lo, self.first_row), min(hi, self.now_row)

    def mean_actual(self, r: int, start_s: float, end_s: float) -> float:
        """Exact time-average of the (piecewise-constant) actual over ``[start_s, end_s)``;
        the caller must ensure ``end_s <= now``."""
        lo = self.row_of(start_s)
        hi = self.row_of(end_s - 1e-9)
        rows = np.arange(max(lo, 0), hi + 1)
        seg_lo = np.maximum(self.time_of(rows), start_s)
        seg_hi = np.minimum(self.time_of(rows) + self.step_s, end_s)
        w = np.clip(seg_hi - seg_lo, 0, None)
        return float(np.sum(self.world.carbon[rows, r] * w) / np.sum(w))

    # ------------------------------------------------------------------ forecasts
    @property
    def has_forecast(self) -> bool:
        """Whether the scenario issues forecasts (``horizon_h > 0``)."""
        return self._fc is not None

    def forecast(self, r: int, issue_row: int | None = None) -> Series:
        """The forecast issued at ``issue_row`` (default: now), leads ``0 .. H-1``.

        Lead 0 is the issue step itself (known at issue time), as on ``obs.forecast``.

        Raises:
            ValueError: the issue row lies after now, or before the data (a vintage that was
                never issued).
        """
        if self._fc is None:
            raise ValueError("this scenario issues no forecasts (forecast.horizon_h = 0)")
        row = self.now_row if issue_row is None else int(issue_row)
        if row > self.now_row:
            raise ValueError("a forecast from the future has not been issued yet")
        if row < self.first_row:
            raise ValueError("no forecast was issued before the data starts")
        vals = np.asarray(self._fc(row))[r]
        times = self.time_of(row + np.arange(vals.shape[0])).astype(np.float64)
        return Series(r, times, vals.astype(np.float64))

    def vintages(self, start_s: float, end_s: float) -> list[int]:
        """Issue rows of the forecasts generated in ``[start_s, end_s]``, up to now."""
        lo = self.row_of(start_s)
        if self.time_of(lo) < start_s:
            lo += 1
        hi = min(self.row_of(end_s), self.now_row)
        lo = max(lo, self.first_row)
        return list(range(lo, hi + 1)) if hi >= lo else []
