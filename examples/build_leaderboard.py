"""Build a leaderboard and the static site from records alone (no re-run).

    python examples/build_leaderboard.py                         # the committed results
    python examples/build_leaderboard.py --results DIR --out site --split dev --no-plots
"""

from __future__ import annotations

import argparse
from pathlib import Path

from gridshift.benchmark.leaderboard import build_leaderboard, load_records, render
from gridshift.benchmark.site import build_site, per_seed_csv

ROOT = Path(__file__).resolve().parents[1]


def main(argv: list[str] | None = None) -> Path:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--results", type=Path, default=ROOT / "results")
    ap.add_argument("--out", type=Path, default=Path("leaderboard-out"))
    ap.add_argument("--split", default="dev")
    ap.add_argument("--no-plots", action="store_true")
    args = ap.parse_args(argv)

    lb = build_leaderboard(load_records(args.results), split=args.split)
    print(lb.title)
    # the carbon track: ranked policies (within the SLO constraint, the reference's work done)
    top = lb.suite_table[lb.suite_table["rank_carbon"].notna()].head(3)
    for _, row in top.iterrows():
        tie = "=" if row["tie_carbon"] else ""
        print(f"  {int(row['rank_carbon'])}{tie}. {row['policy']}: carbon saving "
              f"{row['carbon']:.1f} %, SLO violations {row['slo_pct']:.1f} %")
    args.out.mkdir(parents=True, exist_ok=True)
    (args.out / "LEADERBOARD.md").write_text(render(lb, "md"))
    (args.out / "per-seed.csv").write_text(per_seed_csv(lb))
    rep = build_site(args.results, args.out / "site", [args.split], plots=not args.no_plots)
    print(f"site: {len(rep.files)} files, open {rep.out / 'index.html'}")
    return rep.out


if __name__ == "__main__":
    main()
