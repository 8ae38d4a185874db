"""Which jobs the clairvoyant oracle leaves unfinished on gs-v3 ``global-16-year``, and whether
any policy could have finished them (issue 36: "the oracle finishes all the work that
local-now finishes").

    python perf/oracle_unfinished.py --store STORE [--policy oracle-feasible-v3]
        [--results results/gs-v3-v1]

For each committed record of POLICY on the year (dev and test) and the same cell's
``local-now-v1`` record, reads both per-job tables from STORE (``<key[:2]>/<key>/jobs.parquet``,
where ``gridshift suite run --store STORE`` put them) and builds the cell's World.  A job is
*finishable by no policy* when :func:`gridshift.benchmark.bound.unfinishable_jobs` says so
(its earliest conceivable end is after the run's end).  Prints one JSON line per cell: the
policy's unfinished jobs, how many of them local-now finishes, how many of them no policy can
finish (and how many such jobs the cell has), and how many finishable jobs local-now leaves
unfinished.
"""

from __future__ import annotations

import argparse
import json
from pathlib import Path

import numpy as np
import polars as pl

REPO = Path(__file__).resolve().parents[1]
SUITE = REPO / "gridshift" / "benchmark" / "suites" / "gs-v3"


def _unfinished(store: Path, key: str) -> set[str]:
    j = pl.read_parquet(store / key[:2] / key / "jobs.parquet", columns=["job_id", "dropped"])
    return set(j.filter(pl.col("dropped"))["job_id"].to_list())


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--store", type=Path, required=True)
    ap.add_argument("--policy", default="oracle-feasible-v3")
    ap.add_argument("--results", type=Path, default=REPO / "results" / "gs-v3-v1")
    a = ap.parse_args()
    from gridshift.benchmark.bound import unfinishable_jobs
    from gridshift.benchmark.records import get_world

    cells: dict[tuple[str, int], dict[str, str]] = {}
    for f in sorted(a.results.glob("*/*.json")):
        r = json.loads(f.read_text())
        if (isinstance(r, dict) and r.get("scenario") == "global-16-year"
                and r.get("status") == "ok"
                and r.get("policy") in (a.policy, "local-now-v1")):
            cells.setdefault((r["split"], int(r["seed"])), {})[r["policy"]] = r["key"]
    for (split, seed), keys in sorted(cells.items()):
        if set(keys) != {a.policy, "local-now-v1"}:
            continue
        w = get_world(SUITE / f"global-16-year{'.test' if split == 'test' else ''}.toml", seed)
        ours = _unfinished(a.store, keys[a.policy])
        ref = _unfinished(a.store, keys["local-now-v1"])
        cannot = set(np.asarray(w.jobs.job_id.to_numpy())[unfinishable_jobs(w)].tolist())
        print(json.dumps({"split": split, "seed": seed, "policy": a.policy,
                          "unfinished": len(ours), "reference_unfinished": len(ref),
                          "finished_by_reference": len(ours - ref),
                          "finishable_by_no_policy": len(ours & cannot),
                          "finishable_by_no_policy_all": len(cannot),
                          "reference_finishable_unfinished": len(ref - cannot)}), flush=True)


if __name__ == "__main__":
    main()
