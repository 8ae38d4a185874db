"""Peak RSS and time of a year run, a year sweep cell and the bare-numpy floor, interleaved.

Each measurement is a fresh child process; its peak resident memory is the kernel's
``ru_maxrss`` of that child (``os.wait4``: the whole process, everything it allocated
through any allocator), its time the wall clock around it. Three kinds, run in turn
(``run``, ``cell``, ``floor``, then again), ``--repeat`` times each:

* ``run``: ``gridshift run SCENARIO --policy POLICY --out DIR`` (the per-job Parquet and
  summary written);
* ``cell``: one sweep cell that writes its record: ``records.run_cell`` and
  ``runners.store.Store.put`` (unsigned) in a fresh process;
* ``floor``: ``perf/floor_year.py`` with the same numbers of jobs, regions and steps (a
  trivial numpy loop and a per-job Parquet of the same 30 columns).

Run (needs the gs-v2 data: ``GRIDSHIFT_DATA_DIR``)::

    python perf/memory_year.py --repeat 3
    python perf/memory_year.py --ten-x   # once: jobs_per_hour and GPUs x 10 in a /tmp copy

``--ten-x`` lifts the size guard's per-job estimate (``gridshift.limits.BYTES_PER_JOB``) in
that child only: the guard refuses ~10 M jobs on a 24 GiB machine, which the run fits in.

It prints each measurement with the 1-minute load average before it, the medians, the
machine (``nproc``) and ``uptime``. Speed and memory are measured here, never asserted.

Where a year run's memory goes (``global-16-year``, 985,736 jobs, ``lowest-carbon-now-v1``,
RSS at the end of each stage in one process, 2026-12-06): imports 65 MiB; the World +180-195;
simulate +300-315 (the Schedule's segments and per-job arrays, and heap the engine freed that
glibc keeps: ``malloc_trim`` there returns ~70 MiB, which the accounting then allocates
again); the accounting's per-job sums +75-100 (about 14 float64 columns of 7.5 MiB); the
streamed write +80 (pyarrow, its compute and Parquet modules ~40 MiB, the rest the digest's
and writer's state and freed blocks the allocators keep). A sweep cell also holds the file's
bytes (129 MB), which ``run_cell`` returns to the runner.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
SCENARIO = "gridshift:benchmark/suites/gs-v2/global-16-year.toml"

_CELL = """
import sys
from gridshift.benchmark.records import run_cell
from gridshift.runners.store import Store
from gridshift.runners.sweep import Cell
rec, pq = run_cell(Cell(sys.argv[1], sys.argv[2], seed=0))
assert rec["status"] == "ok", rec["error"]
Store(sys.argv[3], sign=False).put(rec, pq)
print(rec["metrics"]["jobs"], rec["jobs_digest"])
"""


def _gridshift() -> list[str]:
    exe = Path(sys.executable).with_name("gridshift")
    return [str(exe)] if exe.exists() else [sys.executable, "-m", "gridshift.cli"]


def run_child(cmd: list[str]) -> tuple[float, float, str]:
    """Run ``cmd``; return (wall [s], peak RSS [MiB] of that child (``os.wait4``), stdout)."""
    t0 = time.perf_counter()
    with tempfile.TemporaryFile("w+") as fo, tempfile.TemporaryFile("w+") as fe:
        p = subprocess.Popen(cmd, stdout=fo, stderr=fe, text=True)
        _, status, ru = os.wait4(p.pid, 0)
        p.returncode = os.waitstatus_to_exitcode(status)
        wall = time.perf_counter() - t0
        fo.seek(0)
        fe.seek(0)
        if p.returncode != 0:
            raise SystemExit(f"{' '.join(cmd)} failed ({p.returncode}):\n{fe.read()[-3000:]}")
        return wall, ru.ru_maxrss / 1024.0, fo.read()


def sizes(scenario: str) -> tuple[int, int]:
    """(regions, steps of the window) of a scenario."""
    from gridshift import load_scenario

    sc = load_scenario(scenario)
    return len(sc.regions), int(sc.n_steps)


def ten_x(scenario: str, factor: float, out: Path) -> Path:
    """A copy of ``scenario`` with ``jobs_per_hour`` and every site's GPUs times ``factor``."""
    import re

    from gridshift.scenario import PACKAGE_PREFIX

    src = scenario
    if src.startswith(PACKAGE_PREFIX):
        from importlib import resources

        src = str(Path(str(resources.files("gridshift"))) / src[len(PACKAGE_PREFIX):])
    text = Path(src).read_text()
    m = re.search(r"^jobs_per_hour\s*=\s*([0-9.]+)", text, re.M)
    assert m, "the scenario has no jobs_per_hour"
    text = text.replace(m.group(0), f"jobs_per_hour = {float(m.group(1)) * factor:g}", 1)
    # the capacity too, so the sites stay as busy (10x the jobs on the same GPUs would only
    # grow the queues, and the run would measure them)
    text = re.sub(r"^gpus\s*=\s*\{([^}]*)\}", lambda g: "gpus = {" + re.sub(
        r"=\s*(\d+)", lambda n: f"= {int(int(n.group(1)) * factor)}", g.group(1)) + "}",
        text, flags=re.M)
    text = re.sub(r'^id\s*=\s*"([^"]+)"', lambda g: f'id = "{g.group(1)}-x{factor:g}"', text,
                  count=1, flags=re.M)
    p = out / f"{Path(src).stem}-x{factor:g}.toml"
    p.write_text(text)
    return p


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--scenario", default=SCENARIO)
    ap.add_argument("--policy", default="lowest-carbon-now-v1")
    ap.add_argument("--repeat", type=int, default=3)
    ap.add_argument("--kinds", default="run,cell,floor")
    ap.add_argument("--ten-x", action="store_true",
                    help="instead: one `gridshift run` of a copy with jobs_per_hour x 10")
    args = ap.parse_args()
    up = subprocess.run(["uptime"], capture_output=True, text=True).stdout.strip()
    print(f"nproc {os.cpu_count()}; {up}")
    with tempfile.TemporaryDirectory(prefix="gs-memory-") as td:
        tmp = Path(td)
        if args.ten_x:
            sc = ten_x(args.scenario, 10, Path(tempfile.gettempdir()))
            load = os.getloadavg()[0]
            # the size guard (gridshift.limits.BYTES_PER_JOB, ~2 kB a job) refuses it on a
            # 24 GiB machine; the run itself needs far less: lifted for this measurement only
            code = ("import sys, gridshift.limits as L; L.BYTES_PER_JOB = 0; "
                    "from gridshift.cli import main; sys.exit(main(sys.argv[1:]))")
            wall, rss, _ = run_child([sys.executable, "-c", code, "run", str(sc), "--policy",
                                      args.policy, "--out", str(tmp / "x10")])
            summ = json.loads((tmp / "x10" / "summary.json").read_text())
            print(f"10x ({sc}): {summ['metrics']['jobs']:,} jobs, {wall:.1f} s, "
                  f"peak RSS {rss:,.0f} MiB (load {load:.2f} before; "
                  f"{os.getloadavg()[0]:.2f} after)")
            return
        regions, steps = sizes(args.scenario)
        n_jobs = None
        rows: dict[str, list[tuple[float, float, float]]] = {}
        kinds = args.kinds.split(",")
        for i in range(args.repeat):
            for kind in kinds:
                out = tmp / f"{kind}{i}"
                if kind == "run":
                    cmd = [*_gridshift(), "run", args.scenario, "--policy", args.policy,
                           "--out", str(out)]
                elif kind == "cell":
                    cmd = [sys.executable, "-c", _CELL, args.scenario, args.policy, str(out)]
                else:
                    if n_jobs is None:
                        n_jobs = _jobs(args.scenario)
                    cmd = [sys.executable, str(HERE / "floor_year.py"), "--jobs", str(n_jobs),
                           "--regions", str(regions), "--steps", str(steps), "--out", str(out)]
                load = os.getloadavg()[0]
                wall, rss, _ = run_child(cmd)
                if kind == "run" and n_jobs is None:
                    n_jobs = json.loads((out / "summary.json").read_text())["metrics"]["jobs"]
                rows.setdefault(kind, []).append((wall, rss, load))
                print(f"{kind:5s} #{i}: {wall:6.2f} s  {rss:7.0f} MiB  (load {load:.2f})",
                      flush=True)
                subprocess.run(["rm", "-rf", str(out)], check=False)
        print(f"{n_jobs:,} jobs, {regions} regions, {steps:,} steps; policy {args.policy}")
        med = {k: (statistics.median(w for w, _, _ in v), statistics.median(r for _, r, _ in v))
               for k, v in rows.items()}
        for k, (w, r) in med.items():
            rel = ""
            if "floor" in med and k != "floor":
                rel = f"  ({w / med['floor'][0]:.2f}x the floor's time, " \
                      f"{r / med['floor'][1]:.2f}x its peak RSS)"
            print(f"median {k:5s}: {w:6.2f} s  {r:7.0f} MiB{rel}")
    print(subprocess.run(["uptime"], capture_output=True, text=True).stdout.strip())


def _jobs(scenario: str) -> int:
    """Jobs of the scenario's World (seed 0), built in a child so this process stays small."""
    code = ("import sys, gridshift; w = gridshift.build_world(gridshift.load_scenario("
            "sys.argv[1]), 0); print(len(w.jobs))")
    return int(subprocess.run([sys.executable, "-c", code, scenario], capture_output=True,
                              text=True, check=True).stdout.strip())


if __name__ == "__main__":
    main()
