"""The simulated clock of ``gridshift serve``.

Modes:

``stepped``
    Time stands still at a decision epoch until a client advances it (``POST /gridshift/clock``
    with ``{"steps": n}``, ``{"seconds": s}`` or ``{"to": "ISO time"}``). Starts at the
    scenario's start. The mode for tests and for driving software step by step.
``realtime``
    Simulated time runs with the wall clock from the scenario's start (factor 1).
``FACTOR`` (a number > 0)
    Simulated time runs ``FACTOR`` times as fast as the wall clock (e.g. ``96`` replays a
    15-minute step every 9.4 s).

The clock never runs backwards and stops at the window's last step.
"""

from __future__ import annotations

import math
import threading
import time

__all__ = ["ClockError", "SimClock", "parse_clock"]


class ClockError(ValueError):
    """A clock request that cannot be honoured (wrong mode, backwards, malformed)."""


def parse_clock(spec: str) -> tuple[str, float]:
    """``"stepped"``, ``"realtime"`` or a factor as ``(mode, factor)``.

    Raises:
        ClockError: anything else.
    """
    s = str(spec).strip().lower()
    if s == "stepped":
        return "stepped", 0.0
    if s == "realtime":
        return "realtime", 1.0
    try:
        f = float(s)
    except ValueError:
        raise ClockError(f"--clock {spec!r}: expected realtime, stepped or a speed-up factor "
                         "(a number > 0, e.g. 60)") from None
    if not math.isfinite(f) or f <= 0:
        raise ClockError(f"--clock {spec!r}: a speed-up factor must be a finite number > 0")
    return "factor", f


class SimClock:
    """Simulated time over a scenario window.

    Args:
        start_s: Window start [Unix s].
        step_s: Decision step [s].
        n_steps: Steps in the window.
        mode: ``"stepped"``, ``"realtime"`` or ``"factor"``.
        factor: Speed-up for ``"realtime"`` (1) and ``"factor"``.
        wall: Wall-clock function (for tests).
    """

    def __init__(self, start_s: int, step_s: int, n_steps: int, mode: str = "stepped",
                 factor: float = 1.0, wall: object = time.monotonic) -> None:
        if mode not in ("stepped", "realtime", "factor"):
            raise ClockError(f"clock mode {mode!r}; expected stepped, realtime or factor")
        self.start_s = int(start_s)
        self.step_s = int(step_s)
        self.n_steps = int(n_steps)
        self.mode = mode
        self.factor = 1.0 if mode == "realtime" else float(factor)
        self._wall = wall
        self._wall0 = wall()  # type: ignore[operator]
        self._offset_s = 0.0  # stepped mode: seconds since start
        self._lock = threading.Lock()

    @property
    def end_s(self) -> int:
        """Start of the last step [Unix s] (the clock stops there)."""
        return self.start_s + (self.n_steps - 1) * self.step_s

    def now_s(self) -> float:
        """Simulated now [Unix s]."""
        if self.mode == "stepped":
            off = self._offset_s
        else:
            off = (self._wall() - self._wall0) * self.factor  # type: ignore[operator]
        return min(self.start_s + off, float(self.end_s))

    def step(self) -> int:
        """The epoch that contains now (0 .. n_steps - 1)."""
        k = int(math.floor((self.now_s() - self.start_s) / self.step_s))
        return max(0, min(k, self.n_steps - 1))

    def advance(self, *, steps: int | None = None, seconds: float | None = None,
                to_s: float | None = None) -> float:
        """Move a stepped clock forward; returns the new now [Unix s].

        Raises:
            ClockError: not in stepped mode, more than one (or no) amount, or backwards.
        """
        if self.mode != "stepped":
            raise ClockError(f"the clock runs in {self.mode} mode; only a stepped clock can be "
                             "advanced (gridshift serve --clock stepped)")
        given = [v for v in (steps, seconds, to_s) if v is not None]
        if len(given) != 1:
            raise ClockError("give exactly one of steps, seconds or to")
        with self._lock:
            now = self.start_s + self._offset_s
            if steps is not None:
                if int(steps) != steps or steps < 0:
                    raise ClockError(f"steps is {steps!r}; expected an integer >= 0")
                # the clock stops at the last step: more steps than the window are the end
                target = now + min(int(steps), self.n_steps) * self.step_s
            elif seconds is not None:
                if not math.isfinite(seconds) or seconds < 0:
                    raise ClockError(f"seconds is {seconds!r}; expected a number >= 0")
                target = now + float(seconds)
            else:
                assert to_s is not None
                if to_s < now:
                    raise ClockError("the clock never runs backwards (to is before now)")
                target = float(to_s)
            self._offset_s = min(target, float(self.end_s)) - self.start_s
            return self.start_s + self._offset_s
