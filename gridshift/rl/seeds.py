"""Seed lists on the command line of ``gridshift.rl.train`` and ``gridshift.rl.evaluate``.

Its own module so that :mod:`gridshift.rl.evaluate` does not import :mod:`gridshift.rl.train`
(which calls the evaluation after training).
"""

from __future__ import annotations

__all__ = ["parse_seeds"]


def parse_seeds(s: str) -> list[int]:
    """``"1-8"`` or ``"1,2,5"`` -> list of ints."""
    out: list[int] = []
    for part in s.split(","):
        if "-" in part:
            a, b = part.split("-")
            out += list(range(int(a), int(b) + 1))
        elif part:
            out.append(int(part))
    return out
