"""A zoo policy's compiled helpers are compiled in its ``reset``, never in a ``decide``
(``gridshift/policies/zoo/_warm.py``): numba compiling on the first decision cost 1-7 s on a
cold cache and broke the one-second budget of ``gridshift check`` on CI.

The check runs in a fresh process under ``GRIDSHIFT_JIT=1`` (every kernel path on): for each
zoo policy (the oracle aside) and each scenario, the policy is reset, the kernels' compiled
specialisations are counted, the run goes on to its end, and no kernel may have gained one.
A warm-up whose synthetic epochs had a dtype, layout or read-only flag the simulator's
Observations do not have would leave that specialisation to the run, and fail here.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap
from pathlib import Path

from tests.policies.test_zoo_levers import lever_scenario

SCRIPT = textwrap.dedent("""
    import json, sys
    import numpy as np
    from gridshift.policies.registry import ZOO, load_policy
    from gridshift.policies.zoo import _warm
    from gridshift.scenario import load_scenario
    from gridshift.sim.simulator import Simulator
    from gridshift.sim.world import build_world
    import gridshift.policies.zoo._kernels as zk
    mods = [zk]
    try:
        import gridshift.rl._kernels as rk
        mods.append(rk)
    except ImportError:
        pass

    def specialisations():
        out = {}
        for m in mods:
            for name in dir(m):
                f = getattr(m, name)
                sigs = getattr(f, "signatures", None)
                if sigs is not None:  # numba's dispatcher (the module's name after first use)
                    out[m.__name__ + "." + name] = len(sigs)
        return out

    report = []
    for ref in json.loads(sys.argv[1]):
        world = build_world(load_scenario(ref))
        for pid in sorted(ZOO):
            if pid.startswith("oracle"):
                continue
            try:
                pol = load_policy(pid)
            except ImportError:  # rl-ppo-v1 without the rl extra
                continue
            sim = Simulator(world, pol)
            pol.reset(sim.info)
            before = specialisations()
            err = _warm.last_error[0]
            sim.run()
            after = specialisations()
            new = {k: after[k] - before.get(k, 0) for k in after if after[k] != before.get(k, 0)}
            report.append({"scenario": ref, "policy": pid, "new": new, "before": before,
                           "warm_error": None if err is None else repr(err)})
    print(json.dumps(report))
""")


def test_no_zoo_kernel_compiles_during_a_run_after_reset(tmp_path):
    # check-v1 (what `gridshift check` runs), quickstart-v3 (drain, PV and a battery) and
    # check-v1 with both levers (elastic bounds and power caps on the Observation)
    scenarios = ["check-v1", "quickstart-v3", str(lever_scenario(tmp_path))]
    env = {**os.environ, "GRIDSHIFT_JIT": "1"}
    root = Path(__file__).resolve().parents[2]
    res = subprocess.run([sys.executable, "-c", SCRIPT, json.dumps(scenarios)], cwd=root,
                         env=env, capture_output=True, text=True, timeout=1500)
    assert res.returncode == 0, res.stderr[-4000:]
    report = json.loads(res.stdout.strip().splitlines()[-1])
    assert len({r["policy"] for r in report}) >= 15  # every zoo policy but the oracle ran
    errors = [r for r in report if r["warm_error"]]
    assert not errors, errors
    late = [r for r in report if r["new"]]
    assert not late, f"kernels compiled during the run, not in reset: {late}"
    # the warm-ups did compile (in reset): e.g. lowest-carbon-now's fill after its reset
    lcn = next(r for r in report if r["policy"] == "lowest-carbon-now-v1")
    assert lcn["before"].get("gridshift.policies.zoo._kernels.lowest_carbon_fill", 0) >= 1
