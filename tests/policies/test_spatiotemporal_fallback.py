"""spatiotemporal-greedy's fallback (no feasible option: run now at home) keeps to the types the
home region has, however many jobs earlier fallbacks already queued there.

Found on gs-v2 hetero-gpu: after several fallbacks the count of GPUs free now went below -1,
lost the argmax to the -1 that marked the types the region lacks, and the policy asked for an
A100 in a region of H100s (an invalid decision, a failed cell). Where the old choice was valid
the new one is the same, so the policy's behaviour on every run that worked is unchanged (its
behaviour digest and committed records say so).
"""

from __future__ import annotations

import math

import gridshift
from tests.conftest import write_scenario

H = "2023-01-01T{:02d}:00:00Z"


def test_fallbacks_queue_at_home_on_the_types_it_has(tmp_path):
    # region a has one A100, region h one H100 (types in order of appearance: A100 = 0); five jobs
    # of 3 h with a 1-h deadline arrive at h: none can meet it anywhere, so each falls back to
    # "run now at home", the fourth and fifth after two earlier ones drove the free count to -2
    sig = [(z, H.format(h), 100.0) for z in ("H", "A") for h in range(20)]
    jobs = [{"job_id": f"j{i}", "submit_time": H.format(0), "origin": "h",
             "duration_s": 3 * 3600, "deadline": H.format(1)} for i in range(5)]
    regions = {"a": {"zone": '"A"', "gpus": "{ A100 = 1 }", "pue": 1.0, "wue_l_per_kwh": 0.0},
               "h": {"zone": '"H"', "gpus": "{ H100 = 1 }", "pue": 1.0, "wue_l_per_kwh": 0.0}}
    p = write_scenario(tmp_path, signals=sig, jobs=jobs, regions=regions, end=H.format(20))
    r = gridshift.run(p, policy="spatiotemporal-greedy")
    st = r.schedule.policy_state
    assert st["fallback_now"] == 5
    assert r.world.gpu_types[0].startswith("A100") and r.world.gpu_types[1].startswith("H100")
    # every job ran at home on its H100, one after another (the run is not cut: a 20-h window)
    assert r.jobs["region"].to_list() == ["h"] * 5
    assert r.jobs["gpu_type"].to_list() == [r.world.gpu_types[1]] * 5
    # 3 reference hours on the faster H100, then the GPU is free at the next hourly epoch
    slot_h = math.ceil(3 / float(r.world.gpu_speed[1]))
    assert sorted(r.jobs["start_s"].to_list()) == [k * slot_h * 3600.0 for k in range(5)]
