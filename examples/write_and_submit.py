"""Write a policy, check it (contract + sanity report), and submit it on a small custom suite.

The policy below ranks regions by forecast carbon intensity and fills them greedily within
their free GPUs and the jobs' latency budgets (what ``gridshift.policies.helpers`` offers as
capacity masks, latency eligibility and greedy fill). The suite is made on the fly from the
built-in ``check-v1`` scenario, so the example needs no data download.

    python examples/write_and_submit.py --out submit-out
"""

from __future__ import annotations

import argparse
import shutil
from pathlib import Path

import numpy as np

from gridshift import DEFER, Decision, Policy


class ForecastGreedy(Policy):
    """Cleanest region over the next hours that can host the job now; defer if none can.

    Args:
        lookahead_h: Forecast hours averaged to rank regions [h].
    """

    id = "forecast-greedy-v1"
    description = "Regions ranked by mean forecast carbon, filled within free GPUs and latency"

    def __init__(self, lookahead_h: float = 4.0) -> None:
        self.lookahead_h = lookahead_h

    def decide(self, obs):
        jobs, info = obs.jobs, self.info
        n = len(jobs)
        if n == 0:
            return Decision(region=np.zeros(0, dtype=np.int64))
        fc = obs.forecast.carbon_gco2_per_kwh
        if fc is None:
            score = obs.carbon_gco2_per_kwh
        else:
            ahead = max(1, min(fc.shape[1], int(self.lookahead_h * 3600 / info.step_s)))
            score = fc[:, :ahead].mean(axis=1)
        # capacity: GPUs not yet spoken for, per region and type
        avail = np.maximum(obs.free_gpus - obs.queued_gpus, 0).astype(np.int64)
        # latency eligibility: [N, R]
        slo = np.where(np.isnan(jobs.latency_slo_ms), np.inf, jobs.latency_slo_ms)
        ok = info.latency_ms[jobs.origin] <= slo[:, None]
        region = np.full(n, DEFER, dtype=np.int64)
        gtype = np.full(n, -1, dtype=np.int64)
        # greedy fill: regions cleanest first, pools largest first, jobs in arrival order
        for r in np.argsort(score, kind="stable"):
            for g in np.argsort(-avail[r], kind="stable"):
                cand = np.flatnonzero((region == DEFER) & ok[:, r]
                                      & ((jobs.gpu_type == g) | (jobs.gpu_type < 0)))
                take = cand[np.cumsum(jobs.gpus[cand]) <= avail[r, g]]
                region[take], gtype[take] = r, g
                avail[r, g] -= int(jobs.gpus[take].sum())
        # a job no region can host now runs at its origin (queues) once its slack is short
        slack_s = jobs.deadline_s - obs.time_s - jobs.remaining_s
        late = (region == DEFER) & (slack_s < 4 * info.step_s)
        region[late] = jobs.origin[late]
        return Decision(region=region, gpu_type=np.where(region == DEFER, -1, gtype))


def make_suite(folder: Path) -> Path:
    """A one-scenario suite from the packaged check-v1 scenario (a custom suite)."""
    import gridshift.scenario as scenario_mod

    src = Path(scenario_mod.__file__).parent / "scenarios" / "check-v1.toml"
    folder.mkdir(parents=True, exist_ok=True)
    shutil.copyfile(src, folder / "check-v1.toml")
    (folder / "suite.toml").write_text(
        'name = "example"\nversion = "1"\ndescription = "One small synthetic scenario"\n\n'
        '[[scenarios]]\nid = "check-v1"\nfile = "check-v1.toml"\n'
        "seeds_dev = [1, 2]\nseeds_test = [101]\n")
    return folder


def main(argv: list[str] | None = None) -> Path:
    from gridshift.benchmark.suite import submit
    from gridshift.policies.checks import check_policy
    from gridshift.policies.sanity import sanity_report
    from gridshift.runners.executors import SerialExecutor

    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--out", type=Path, default=Path("submit-out"))
    args = ap.parse_args(argv)
    ref = f"{Path(__file__).resolve()}:ForecastGreedy"

    results = check_policy(ref)
    for r in results:
        print(r)
    assert all(r.passed for r in results), "fix the failing checks first"
    rep = sanity_report(ref)
    print("\n".join(rep.lines()))
    assert rep.passed, "the policy does far less work or breaks far more SLOs than local-now"

    suite = make_suite(args.out / "suite")
    out, sweep = submit(ref, "example-forecast-greedy", suite, args.out / "store",
                        authors=["Example Author"], description=ForecastGreedy.description,
                        split="dev", results_dir=args.out / "results",
                        executor=SerialExecutor(), progress=False, check=False)
    print("\n".join(sweep.lines()))
    print(f"submission written to {out}")
    return out


if __name__ == "__main__":
    main()
