"""Start-up and whole-process times: ``import gridshift``, ``gridshift --help``, a week run and
its floor, measured interleaved.

Each round runs every case once, in a fresh process, in the same order; ``--rounds`` rounds
(at least 5) give each case that many samples taken under the same conditions, so a change in
the machine's load shows in every case alike instead of in one of them. Prints the median and
the fastest of each case, the week run's median over the floor's, and the machine: ``nproc``,
the load average (``uptime``) before and after, CPU model and Python.

Cases:

* ``python``: ``python -c pass`` (the interpreter's own start, for reference);
* ``import``: ``python -c "import gridshift"``;
* ``help``: ``gridshift --help``;
* ``week``: ``gridshift run --policy lowest-carbon-now --json --out DIR`` (the embedded
  default, quickstart-v4: one week, 24,932 jobs, its per-job Parquet written);
* ``week-numpy``: the same with ``GRIDSHIFT_JIT=0`` (the numpy path, which
  :func:`gridshift._jit.use_jit` chooses for a run of this size);
* ``floor``: ``perf/floor_week.py`` (a bare-numpy loop of the same size, see its docstring).

``--baseline SRC`` adds each case run against another copy of the package (``SRC`` holds its
``gridshift/`` folder, e.g. ``git archive <commit> gridshift | tar -x -C SRC``; it goes first
on ``PYTHONPATH``), interleaved with the others: a before/after comparison on one machine.

Run: ``GRIDSHIFT_DATA_DIR=... python perf/start.py [--rounds 5] [--cases import,help,...]
[--baseline SRC]``.
"""

from __future__ import annotations

import argparse
import os
import platform
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
CASES = ("python", "import", "help", "week", "week-numpy", "floor")


def _gridshift() -> list[str]:
    exe = shutil.which("gridshift")
    return [exe] if exe else [sys.executable, "-m", "gridshift.cli"]


def commands(out_dir: str) -> dict[str, tuple[list[str], dict[str, str]]]:
    """Each case's command line and the environment variables it sets."""
    week = [*_gridshift(), "run", "--policy", "lowest-carbon-now", "--json", "--out", out_dir]
    return {
        "python": ([sys.executable, "-c", "pass"], {}),
        "import": ([sys.executable, "-c", "import gridshift"], {}),
        "help": ([*_gridshift(), "--help"], {}),
        "week": (week, {}),
        "week-numpy": (week, {"GRIDSHIFT_JIT": "0"}),
        "floor": ([sys.executable, str(HERE / "floor_week.py")], {}),
    }


def machine() -> str:
    """``nproc``, the load averages, the CPU model and Python, on one line."""
    cpu = platform.processor() or platform.machine()
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                cpu = line.split(":", 1)[1].strip()
                break
    except OSError:
        pass
    load = " ".join(f"{x:.2f}" for x in os.getloadavg())
    return (f"nproc {os.cpu_count()}, load average {load}, {cpu}, "
            f"Python {platform.python_version()}")


def run(cases: list[str], rounds: int, baseline: str | None = None) -> dict[str, list[float]]:
    """``rounds`` interleaved rounds of ``cases`` (each also against ``baseline``, named
    ``case@base``); the wall times [s] of each."""
    own = ("python", "floor")  # no gridshift in them: nothing to compare
    names = [n for c in cases
             for n in ((c, f"{c}@base") if baseline and c not in own else (c,))]
    times: dict[str, list[float]] = {n: [] for n in names}
    with tempfile.TemporaryDirectory() as tmp:
        cmds = commands(tmp)
        for r in range(rounds):
            for c in names:
                argv, env = cmds[c.split("@")[0]]
                if c.endswith("@base"):
                    path = os.pathsep.join(p for p in (baseline, os.environ.get("PYTHONPATH"))
                                           if p)
                    env = {**env, "PYTHONPATH": path}
                t = time.perf_counter()
                res = subprocess.run(argv, env={**os.environ, **env}, stdout=subprocess.DEVNULL,
                                     stderr=subprocess.PIPE, text=True)
                dt = time.perf_counter() - t
                if res.returncode != 0:
                    raise SystemExit(f"{c}: exit {res.returncode}\n{res.stderr}")
                times[c].append(dt)
            print(f"round {r + 1}/{rounds}: " + " ".join(f"{c}={times[c][-1]:.2f}s"
                                                       for c in names), file=sys.stderr)
    return times


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--rounds", type=int, default=5, help="rounds (each runs every case once)")
    ap.add_argument("--cases", default=",".join(CASES),
                    help=f"comma-separated, from {', '.join(CASES)}")
    ap.add_argument("--baseline", metavar="SRC",
                    help="also run each case with SRC first on PYTHONPATH (a folder holding "
                         "another gridshift/), interleaved")
    args = ap.parse_args()
    cases = [c for c in args.cases.split(",") if c]
    bad = [c for c in cases if c not in CASES]
    if bad or args.rounds < 1:
        ap.error(f"unknown case(s) {bad}; expected {', '.join(CASES)}" if bad
                 else "--rounds must be >= 1")
    before = machine()
    times = run(cases, args.rounds, args.baseline)
    print(f"machine before: {before}")
    print(f"machine after:  {machine()}")
    print(f"{'case':<16} {'median s':>9} {'min s':>7}  runs")
    med = {c: statistics.median(v) for c, v in times.items()}
    for c in times:
        print(f"{c:<16} {med[c]:9.3f} {min(times[c]):7.3f}  {len(times[c])}")
    for week in ("week", "week-numpy", "week@base", "week-numpy@base"):
        if week in med and "floor" in med:
            print(f"{week} / floor = {med[week] / med['floor']:.2f} (median over median)")


if __name__ == "__main__":
    main()
