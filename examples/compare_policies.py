"""Run and compare policies on one scenario: metrics side by side, savings vs local-now, a plot.

    python examples/compare_policies.py                       # quickstart-v1, seed 0
    python examples/compare_policies.py check-v1 --out out/   # another scenario, plots to out/
"""

from __future__ import annotations

import argparse
from pathlib import Path

import gridshift
from gridshift.benchmark.plots import plot_wait_cdf

POLICIES = ["local-now", "lowest-carbon-now", "carbon-time",
            str(Path(__file__).with_name("my_policy.py")) + ":MyPolicy"]
METRICS = ["jobs_completed", "slo_violations", "carbon_kg", "energy_facility_kwh", "water_l",
           "mean_wait_s"]


def main(argv: list[str] | None = None) -> dict[str, dict[str, float]]:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("scenario", nargs="?", default="quickstart-v1")
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--out", type=Path, default=Path("compare-out"))
    args = ap.parse_args(argv)

    runs = [gridshift.run(args.scenario, policy=p, seed=args.seed) for p in POLICIES]
    ref = runs[0].metrics
    print(f"{args.scenario}, seed {args.seed}")
    print(f"{'policy':<24}" + "".join(f"{m:>20}" for m in METRICS) + f"{'carbon saving %':>18}")
    table = {}
    for r in runs:
        m = r.metrics
        saving = 100.0 * (1.0 - m["carbon_kg"] / ref["carbon_kg"])
        print(f"{r.policy:<24}" + "".join(f"{m[k]:>20,.1f}" for k in METRICS)
              + f"{saving:>18.1f}")
        table[r.policy] = {**{k: float(m[k]) for k in METRICS}, "carbon_saving_pct": saving}
    f = plot_wait_cdf(runs, args.out / f"wait-cdf-{args.scenario}.svg")
    print(f"wrote {f}")
    return table


if __name__ == "__main__":
    main()
