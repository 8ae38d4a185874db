"""Documented input limits and resource estimates, checked before anything is allocated.

A scenario that would exceed one of these limits, or whose estimated memory exceeds what the
machine has available, is refused with the estimate (:class:`~gridshift.errors.ScenarioError`
from the scenario loader, :class:`~gridshift.errors.DataError` from a generator called
directly) instead of failing later with a ``MemoryError`` or running for days.

The limits are engineering bounds, not facts about the world: they are far above every
scenario of the standard suite (gs-v1's largest has about 1.7e5 jobs and 4e4 signal steps)
and low enough that a refused scenario is a typo (``jobs_per_hour = 1e9``), not a study.
They are listed in ``docs/errors.md``.

Memory estimates (bytes) are measured on this code base, not cited (``ru_maxrss``, Python
3.11, polars 1.x, numpy 2.x): the synthetic job generator peaks at about 270 B per job (1e6
jobs), and a whole ``gridshift run --policy local-now`` of quickstart-v1 at 1,500 jobs/h
(2.5e5 jobs) at 327 MB, about 800 B per job above the interpreter's baseline.
:data:`BYTES_PER_JOB` takes 2,000 B as a margin for heavier policies and the per-job table;
each signal cell ``[step, region]`` costs :data:`BYTES_PER_SIGNAL_CELL` (about 16 float64
arrays of that shape: signals, facility models, forecasts and accounting).
"""

from __future__ import annotations

import os

__all__ = [
    "BYTES_PER_JOB",
    "BYTES_PER_SIGNAL_CELL",
    "MAX_JOBS",
    "MAX_SEED",
    "MAX_SIGNAL_CELLS",
    "available_memory_bytes",
    "check_seed",
    "memory_estimate_bytes",
    "resource_problem",
]

#: Largest number of jobs one scenario may hold (expected count for synthetic jobs).
MAX_JOBS = 20_000_000
#: Largest number of signal cells (extended steps × regions) one scenario may hold.
MAX_SIGNAL_CELLS = 200_000_000
#: Seeds are unsigned 32-bit integers: the synthetic generators use the low 32 bits of the
#: seed (``seed & 0xFFFFFFFF``), so larger seeds would silently repeat smaller ones.
MAX_SEED = 2**32 - 1
#: Memory of one job over a whole run [bytes] (measured; see the module docstring).
BYTES_PER_JOB = 2_000
#: Memory of one signal cell over a whole run [bytes] (16 float64 arrays).
BYTES_PER_SIGNAL_CELL = 16 * 8


def check_seed(seed: object, where: str = "seed",
               error: type[Exception] | None = None) -> int:
    """Return ``seed`` as an int, or raise if it is not an integer in ``[0, MAX_SEED]``.

    Args:
        seed: The value given (``--seed``, a scenario's ``seed`` key, a cell's seed).
        where: What to name in the message (e.g. ``"--seed"``).
        error: Exception class to raise (default :class:`~gridshift.errors.GridshiftError`).

    Raises:
        GridshiftError: not an integer, negative, or above :data:`MAX_SEED`.
    """
    from gridshift.errors import GridshiftError

    err = error or GridshiftError

    if isinstance(seed, bool) or not isinstance(seed, int):
        try:
            import numpy as np

            if isinstance(seed, np.integer):
                seed = int(seed)
            else:
                raise TypeError
        except TypeError:
            raise err(f"{where}: {seed!r} is not an integer; expected an integer "
                                 f"in 0..{MAX_SEED}") from None
    assert isinstance(seed, int)
    if not 0 <= seed <= MAX_SEED:
        raise err(f"{where}: {seed} is out of range; expected an integer in "
                             f"0..{MAX_SEED} (an unsigned 32-bit seed)")
    return seed


def available_memory_bytes() -> int | None:
    """Memory the machine can still give [bytes] (``MemAvailable``), or None if unknown."""
    try:
        with open("/proc/meminfo") as f:
            for line in f:
                if line.startswith("MemAvailable:"):
                    return int(line.split()[1]) * 1024
    except (OSError, ValueError, IndexError):
        pass
    try:
        return int(os.sysconf("SC_AVPHYS_PAGES") * os.sysconf("SC_PAGE_SIZE"))
    except (ValueError, OSError, AttributeError):
        return None


def memory_estimate_bytes(n_jobs: float, n_signal_cells: float) -> float:
    """Estimated peak memory of one run [bytes]."""
    return n_jobs * BYTES_PER_JOB + n_signal_cells * BYTES_PER_SIGNAL_CELL


def _gib(n: float) -> str:
    return f"{n / 2**30:.3g} GiB"


def resource_problem(n_jobs: float, n_signal_cells: float, machine: bool = True
                     ) -> str | None:
    """Why a run of this size is refused, or None when it fits.

    Args:
        n_jobs: (Expected) number of jobs.
        n_signal_cells: Extended signal steps × regions.
        machine: Also compare the estimate with this machine's available memory.

    Returns:
        A sentence naming the estimate and the limit it breaks, or None.
    """
    est = memory_estimate_bytes(n_jobs, n_signal_cells)
    if n_jobs > MAX_JOBS:
        return (f"about {n_jobs:.3g} jobs (estimated memory {_gib(est)}) exceed the documented "
                f"limit of {MAX_JOBS:.3g} jobs per scenario")
    if n_signal_cells > MAX_SIGNAL_CELLS:
        return (f"{n_signal_cells:.3g} signal cells (steps incl. history and horizon × regions; "
                f"estimated memory {_gib(est)}) exceed the documented limit of "
                f"{MAX_SIGNAL_CELLS:.3g}")
    avail = available_memory_bytes() if machine else None
    if avail is not None and est > 0.8 * avail:
        return (f"the run needs an estimated {_gib(est)} of memory ({n_jobs:.3g} jobs, "
                f"{n_signal_cells:.3g} signal cells), more than 80% of the {_gib(avail)} "
                "this machine has available")
    return None
