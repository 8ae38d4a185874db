"""deadline-safe-greedy-v1: a reservation book that is repaired deadline-first and keeps headroom.

Hand cases on one region with two GPUs, hourly epochs and a perfect forecast: carbon is
500 g/kWh for the first three hours and 100 g/kWh after, so deferrable jobs wait for hour 3.
A tight job arriving at hour 3 then finds the cheap hour booked.  ``spatiotemporal-greedy-v1``
runs it on top of the book and a job misses its deadline; the repair re-plans the waiting jobs
with it, deadline first, and every deadline holds.
"""

from __future__ import annotations

import numpy as np
import pytest

import gridshift
from tests.conftest import write_scenario

T = "2023-01-01T{:02d}:00:00Z"


def hand_file(tmp_path, jobs: list[dict], clean_from_h: int):
    """One region ``a`` with two ``TEST`` GPUs, hourly epochs, a perfect 8-hour forecast, carbon
    500 g/kWh before hour ``clean_from_h`` and 100 from it; ``jobs`` as
    :func:`tests.conftest.write_scenario` takes them."""
    sig = [("A", T.format(h), 500.0 if h < clean_from_h else 100.0) for h in range(24)]
    regions = {"a": {"zone": '"A"', "gpus": "{ TEST = 2 }", "pue": 1.0, "wue_l_per_kwh": 0.0}}
    p = write_scenario(tmp_path, signals=sig, jobs=jobs, regions=regions, end=T.format(12))
    p.write_text(p.read_text().replace('model = "persistence"', 'model = "noisy"\nerror = 0.0')
                 .replace("horizon_h = 2", "horizon_h = 8"))
    return p


def starts_h(r) -> dict[str, float]:
    """Each job's start hour."""
    return dict(zip(r.jobs["job_id"].to_list(), (np.asarray(r.jobs["start_s"]) / 3600).tolist(),
                    strict=True))


def _scenario(tmp_path):
    jobs = [
        {"job_id": "loose0", "submit_time": T.format(0), "origin": "a", "duration_s": 3600,
         "deadline": T.format(6)},
        {"job_id": "loose1", "submit_time": T.format(0), "origin": "a", "duration_s": 3600,
         "deadline": T.format(6)},
        {"job_id": "tight", "submit_time": T.format(3), "origin": "a", "duration_s": 3600,
         "deadline": T.format(4)},
    ]
    return hand_file(tmp_path, jobs, 3)


_starts_h = starts_h


def test_v1_overbooks_and_misses_a_deadline(tmp_path):
    # the case the repair is for: v1 books both loose jobs into hour 3, then the tight job runs
    # there too, and with two GPUs one of the three queues past its deadline
    r = gridshift.run(_scenario(tmp_path), policy="spatiotemporal-greedy-v1")
    assert r.schedule.policy_state["fallback_now"] == 1
    assert int(r.jobs["slo_violated"].sum()) == 1


def test_repair_replans_deadline_first_and_meets_every_deadline(tmp_path):
    r = gridshift.run(_scenario(tmp_path), policy="deadline-safe-greedy-v1",
                      headroom=0.0)
    st = r.schedule.policy_state
    assert st["repairs"] == 1 and st["asap_repairs"] == 0 and st["fallback_now"] == 0
    assert int(r.jobs["slo_violated"].sum()) == 0
    s = _starts_h(r)
    # deadline first: the tight job and one loose job take hour 3 (the loose one first in
    # job order among equal deadlines), the other loose job the next cheap hour
    assert s == {"tight": 3.0, "loose0": 3.0, "loose1": 4.0}
    # all three ran at 100 g/kWh (1 h x 400 W each): 0.12 kg, against local-now's 0.44 kg
    assert r.metrics["carbon_kg"] == pytest.approx(3 * 0.4 * 0.1, rel=1e-9)
    ref = gridshift.run(_scenario(tmp_path), policy="local-now-v1")
    assert ref.metrics["carbon_kg"] == pytest.approx(2 * 0.4 * 0.5 + 0.4 * 0.1, rel=1e-9)
    assert int(ref.jobs["slo_violated"].sum()) == 0


def test_headroom_keeps_deferred_work_off_part_of_the_pool(tmp_path):
    # headroom 0.25 of 2 GPUs: deferred reservations may hold floor(1.5) = 1 GPU per slot, so
    # the loose jobs spread over hours 3 and 4 and the tight job finds room without a repair
    r = gridshift.run(_scenario(tmp_path), policy="deadline-safe-greedy-v1")
    st = r.schedule.policy_state
    assert st["repairs"] == 0 and st["fallback_now"] == 0
    assert _starts_h(r) == {"loose0": 3.0, "loose1": 4.0, "tight": 3.0}
    assert int(r.jobs["slo_violated"].sum()) == 0


def test_no_room_even_as_soon_as_possible_runs_now_at_home(tmp_path):
    # three tight jobs at hour 0 with one hour to their deadline and two GPUs: one cannot make
    # it whatever the plan; it runs now at home (queues) and is the only late job
    sig = [("A", T.format(h), 100.0) for h in range(24)]
    jobs = [{"job_id": f"t{i}", "submit_time": T.format(0), "origin": "a", "duration_s": 3600,
             "deadline": T.format(1)} for i in range(3)]
    regions = {"a": {"zone": '"A"', "gpus": "{ TEST = 2 }", "pue": 1.0, "wue_l_per_kwh": 0.0}}
    p = write_scenario(tmp_path, signals=sig, jobs=jobs, regions=regions, end=T.format(12))
    r = gridshift.run(p, policy="deadline-safe-greedy-v1")
    st = r.schedule.policy_state
    assert st["fallback_now"] == 1 and st["asap_repairs"] == 1
    assert int(r.jobs["slo_violated"].sum()) == 1
    assert int(r.metrics["jobs_completed"]) == 3


@pytest.mark.parametrize("bad", [-0.1, 1.0, 2.0])
def test_headroom_out_of_range_is_refused(bad):
    from gridshift.policies.zoo.safe import DeadlineSafeGreedy

    with pytest.raises(ValueError, match="headroom must be in"):
        DeadlineSafeGreedy(headroom=bad)


@pytest.mark.parametrize("scenario", ["check-v1", "check-load-v1", "quickstart-v2"])
def test_candidate_fast_path_chooses_what_the_full_search_chooses(scenario, monkeypatch):
    """The batched cheapest-candidates check must plan exactly as the full search plans."""
    monkeypatch.setenv("GRIDSHIFT_JIT", "0")  # the numpy path (the kernels: test_zoo_kernels)
    import hashlib
    from dataclasses import replace

    from gridshift import build_world, load_policy, load_scenario, simulate
    from gridshift.policies.zoo import safe

    sc = load_scenario(scenario)
    if scenario.startswith("quickstart"):  # one day keeps it short; capacity still binds
        sc = replace(sc, end=sc.start + (sc.end - sc.start) / 7)
    w = build_world(sc, 0)

    def run():
        pol = load_policy("deadline-safe-greedy-v1")
        res = simulate(w, pol)
        return hashlib.sha256(res.jobs_parquet_bytes()).hexdigest(), pol.state()

    fast, st_fast = run()
    monkeypatch.setattr(safe.DeadlineSafeGreedy, "_cheapest",
                        lambda self, obs, rows, ctx: [[] for _ in rows])
    slow, st_slow = run()
    assert slow == fast
    assert st_slow == st_fast
