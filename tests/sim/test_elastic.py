"""Elastic jobs (``[levers] elastic``, docs/levers-elastic.md): hand cases exact to 1e-9,
invariants (capacity, work conserved), bad decisions, and the do-less check."""

from __future__ import annotations

import numpy as np
import polars as pl
import pytest
from numpy.testing import assert_allclose

import gridshift
from gridshift import Decision, Policy
from gridshift.errors import DataError, PolicyError, ScenarioError
from gridshift.models.levers import amdahl_speedup, relative_speedup
from gridshift.policies.api import DEFER
from gridshift.scenario import load_scenario
from gridshift.sim.world import build_world
from tests.conftest import write_scenario

RTOL = 1e-9
H = "2023-01-01T{:02d}:00:00Z"
W_GPU = 400.0  # the TEST GPU of write_scenario: idle 0 W, max 400 W, speed 1
CI = [100.0, 200.0, 300.0, 400.0, 500.0, 600.0, 700.0, 800.0, 900.0, 1000.0, 1100.0, 1200.0]
LEVERS = """
[levers]
elastic = true
serial_fraction = { train = 0.2 }
"""


def _scenario(tmp_path, jobs, extra=LEVERS, hours=12, gpus=8, elastic_cols=None):
    p = write_scenario(tmp_path, signals=[("A", H.format(h), c) for h, c in enumerate(CI)],
                       jobs=jobs, regions={"A": {"zone": '"A"', "gpus": f"{{ TEST = {gpus} }}",
                                                 "pue": 1.0, "wue_l_per_kwh": 0.0}},
                       end=H.format(hours), extra=extra)
    if elastic_cols is not None:
        f = tmp_path / "jobs.csv"
        df = pl.read_csv(f, infer_schema_length=0)
        df = df.with_columns(**{k: pl.Series(k, v) for k, v in elastic_cols.items()})
        df.write_csv(f)
    return p


class Plan(Policy):
    """Place every pending job at region 0 on ``place_gpus``; at epoch k rescale ``plan[k]``."""

    id = "plan-v1"

    def __init__(self, place_gpus: int = -1, plan: dict | None = None) -> None:
        self.place_gpus = place_gpus
        self.plan = plan or {}

    def decide(self, obs):
        n = len(obs.jobs)
        kw = {}
        if obs.step in self.plan:
            ids, ns = self.plan[obs.step]
            kw = {"rescale": np.asarray(ids, dtype=np.int64),
                  "rescale_gpus": np.asarray(ns, dtype=np.int64)}
        return Decision(region=np.zeros(n, dtype=np.int64),
                        gpus=np.full(n, self.place_gpus, dtype=np.int64), **kw)


JOB = {"job_id": "j1", "submit_time": H.format(0), "origin": "A", "gpus": 2,
       "duration_s": 6 * 3600, "checkpoint_s": 360}
BOUNDS = {"min_gpus": ["1"], "max_gpus": ["4"]}


def test_amdahl_speedup_by_hand():
    assert_allclose(amdahl_speedup([1, 2, 4], 0.2), [1.0, 1 / 0.6, 1 / 0.4], rtol=1e-12)
    assert_allclose(relative_speedup([1, 2, 4], 2, 0.2), [0.6, 1.0, 1.5], rtol=1e-12)
    assert relative_speedup(3, 3, 0.37) == 1.0  # exact at the declared count


def test_elastic_job_scaled_twice_by_hand(tmp_path):
    """Placed on 4 GPUs, rescaled to 1 at 1 h and to 2 at 2 h (checkpoint 360 s each).

    S(n) = 1 / (0.2 + 0.8 / n): the rate relative to the declared 2 GPUs is 1.5 on 4, 0.6 on 1.
    [0, 1 h) on 4: 5400 s of work; [1 h, 2 h) on 1: (3600 - 360) * 0.6 = 1944 s; from 2 h on 2:
    360 s restore then the remaining 21600 - 5400 - 1944 = 14256 s -> ends at 21816 s.
    """
    p = _scenario(tmp_path, [JOB], elastic_cols=BOUNDS)
    r = gridshift.run(p, policy=Plan(4, {1: ([0], [1]), 2: ([0], [2])}))
    m, seg = r.metrics, r.schedule.segments
    assert_allclose(seg["start_s"], [0.0, 3600.0, 7200.0], rtol=RTOL)
    assert_allclose(seg["end_s"], [3600.0, 7200.0, 21816.0], rtol=RTOL)
    np.testing.assert_array_equal(seg["gpus"], [4, 1, 2])
    assert_allclose(r.schedule.finish_s, [21816.0], rtol=RTOL)
    gpu_s = 4 * 3600 + 1 * 3600 + 2 * (21816 - 7200)
    assert_allclose(m["gpu_hours"], gpu_s / 3600, rtol=RTOL)
    assert_allclose(m["energy_it_kwh"], W_GPU * gpu_s / 3.6e6, rtol=RTOL)
    kwh_h = W_GPU / 1000  # kWh per GPU-hour
    carbon_g = kwh_h * (4 * CI[0] + 1 * CI[1]
                        + 2 * (CI[2] + CI[3] + CI[4] + CI[5] + 216 / 3600 * CI[6]))
    assert_allclose(m["carbon_kg"], carbon_g / 1000, rtol=RTOL)
    assert m["rescales"] == 2 and m["jobs_completed"] == 1
    assert r.jobs["rescales"].to_list() == [2]


def test_rescale_to_the_same_count_costs_nothing(tmp_path):
    p = _scenario(tmp_path, [JOB], elastic_cols=BOUNDS)
    r = gridshift.run(p, policy=Plan(-1, {1: ([0], [2])}))
    assert r.metrics["rescales"] == 0
    assert_allclose(r.schedule.finish_s, [6 * 3600.0], rtol=RTOL)


def test_rescale_overhead_adds_to_the_checkpoint(tmp_path):
    p = _scenario(tmp_path, [JOB], elastic_cols=BOUNDS,
                  extra=LEVERS + "rescale_overhead_s = 240\n")
    r = gridshift.run(p, policy=Plan(-1, {1: ([0], [4])}))
    # 3600 s on 2 (rate 1), then 600 s restore on 4, then 18000 / 1.5 = 12000 s
    assert_allclose(r.schedule.finish_s, [3600.0 + 600.0 + 12000.0], rtol=RTOL)


def test_without_the_lever_the_fields_are_ignored_and_the_columns_change_nothing(tmp_path):
    p = _scenario(tmp_path, [JOB], extra="", elastic_cols=BOUNDS)
    r = gridshift.run(p, policy=Plan(4, {1: ([0], [1])}))
    assert_allclose(r.schedule.finish_s, [6 * 3600.0], rtol=RTOL)
    assert "rescales" not in r.metrics and "rescales" not in r.jobs.columns
    q = _scenario(tmp_path, [JOB], extra="")
    r2 = gridshift.run(q, policy=Plan(4, {1: ([0], [1])}))
    assert r2.metrics == r.metrics


def test_elastic_kinds_rule_gives_bounds_to_jobs_without_columns(tmp_path):
    from gridshift.sim.simulator import elastic_bounds

    jobs = [JOB, {**JOB, "job_id": "j2", "gpus": 3}]
    p = _scenario(tmp_path, jobs, extra=LEVERS + 'elastic_kinds = ["train"]\n'
                                                  "elastic_range = [0.5, 2.0]\n", gpus=5)
    lo, hi = elastic_bounds(build_world(load_scenario(p)))
    np.testing.assert_array_equal(lo, [1, 2])
    np.testing.assert_array_equal(hi, [4, 5])  # 3 * 2 = 6 capped at the 5 GPUs installed


@pytest.mark.parametrize(("cols", "match"), [
    ({"min_gpus": ["0"], "max_gpus": ["4"]}, r"row 1 \(line 2\): min_gpus is 0; must be an "
                                             r"integer >= 1"),
    ({"min_gpus": ["3"], "max_gpus": ["4"]}, r"min_gpus is 3; must be <= gpus"),
    ({"min_gpus": ["1"], "max_gpus": ["1"]}, r"max_gpus is 1; must be >= gpus"),
    ({"min_gpus": ["1.5"], "max_gpus": ["4"]}, r"min_gpus is '1.5'; expected an integer"),
])
def test_bad_elastic_columns_name_file_row_and_field(tmp_path, cols, match):
    p = _scenario(tmp_path, [JOB], elastic_cols=cols)
    with pytest.raises(DataError, match=match) as e:
        build_world(load_scenario(p))
    assert "jobs.csv" in str(e.value)


@pytest.mark.parametrize(("extra", "match"), [
    ("[levers]\nelastic = 1\n", r"levers.elastic: expected true or false"),
    ("[levers]\nelastik = true\n", r"did you mean 'elastic'"),
    ('[levers]\nelastic = true\nelastic_kinds = ["train"]\n', r"go together"),
    ("[levers]\nelastic = true\nelastic_range = [2.0, 3.0]\nelastic_kinds = [\"train\"]\n",
     r"0 < lo <= 1 <= hi"),
    ("[levers]\nelastic = true\nserial_fraction = { train = 1.5 }\n", r"must be <= 0.999"),
])
def test_bad_levers_keys(tmp_path, extra, match):
    p = _scenario(tmp_path, [JOB], extra=extra)
    with pytest.raises(ScenarioError, match=match):
        load_scenario(p)


@pytest.mark.parametrize(("policy", "match"), [
    (Plan(5), r"gives job 'j1' 5 GPUs; it may run on 1 \.\. 4"),
    (Plan(-1, {1: ([0], [9])}), r"rescale_gpus gives job 'j1' 9 GPUs; it may run on 1 \.\. 4"),
    (Plan(-1, {1: ([7], [1])}), r"Decision.rescale holds 7"),
    (Plan(-1, {0: ([0], [1])}), r"asked to rescale job 'j1', which is not a running"),
])
def test_bad_elastic_decisions_are_specific_errors(tmp_path, policy, match):
    p = _scenario(tmp_path, [JOB], elastic_cols=BOUNDS)
    with pytest.raises(PolicyError, match=match):
        gridshift.run(p, policy=policy)


def test_a_scale_up_beyond_the_free_gpus_is_an_error(tmp_path):
    jobs = [JOB, {**JOB, "job_id": "j2"}]
    p = _scenario(tmp_path, jobs, elastic_cols={"min_gpus": ["1", "1"], "max_gpus": ["4", "4"]},
                  gpus=5)
    with pytest.raises(PolicyError, match=r"needs 4 GPUs of type TEST in region A but only 3"):
        gridshift.run(p, policy=Plan(-1, {1: ([0], [4])}))
    # scaling j2 down in the same decision frees what j1 needs
    r = gridshift.run(p, policy=Plan(-1, {1: ([0, 1], [4, 1])}))
    assert r.metrics["rescales"] == 2


class RandomRescaler(Policy):
    """Places at the origin on a random count; rescales random running jobs within free GPUs."""

    id = "random-rescaler-v1"

    def reset(self, info):
        super().reset(info)
        self.rng = np.random.default_rng(7)

    def decide(self, obs):
        j = obs.jobs
        n = len(j)
        gp = np.where(self.rng.uniform(size=n) < 0.5, -1,
                      self.rng.integers(j.min_gpus, j.max_gpus + 1)) if n else np.zeros(0, int)
        rj = obs.running
        free = obs.free_gpus.copy()
        ids, ns = [], []
        for i in np.flatnonzero(rj.started & (self.rng.uniform(size=len(rj)) < 0.2)):
            want = int(self.rng.integers(obs.running_min_gpus[i], obs.running_max_gpus[i] + 1))
            d = want - int(rj.gpus[i])
            r, g = int(rj.region[i]), int(rj.gpu_type[i])
            if d <= free[r, g]:
                free[r, g] -= d
                ids.append(int(rj.job_id[i]))
                ns.append(want)
        return Decision(region=j.origin.astype(np.int64), gpus=gp.astype(np.int64),
                        rescale=np.asarray(ids, dtype=np.int64),
                        rescale_gpus=np.asarray(ns, dtype=np.int64))


@pytest.fixture(scope="module")
def random_run(tmp_path_factory):
    src = load_scenario("check-v1").path.read_text()
    src += ('\n[levers]\nelastic = true\nelastic_kinds = ["train", "batch", "infer"]\n'
            "elastic_range = [0.5, 2.0]\n")
    p = tmp_path_factory.mktemp("el") / "check-elastic.toml"
    p.write_text(src)
    world = build_world(load_scenario(p))
    return world, gridshift.run(p, policy=RandomRescaler())


def test_gpus_in_use_never_exceed_capacity(random_run):
    world, r = random_run
    s = r.schedule.segments
    R, G = world.capacity.shape
    assert r.metrics["rescales"] > 0
    for pool in range(R * G):
        m = (s["region"] * G + s["gpu_type"]) == pool
        if not m.any():
            continue
        t = np.concatenate([s["start_s"][m], s["end_s"][m]])
        dg = np.concatenate([s["gpus"][m], -s["gpus"][m]])
        o = np.lexsort((dg, t))  # at equal times the releases go first
        assert np.cumsum(dg[o]).max() <= world.capacity.reshape(-1)[pool]


def test_work_is_conserved_across_rescales(random_run):
    """Sum over a job's segments of (length - restore) x rate = its duration (done jobs)."""
    world, r = random_run
    s = r.schedule.segments
    j = world.jobs
    from gridshift.sim.simulator import policy_info

    sig = np.asarray(policy_info(world).serial_fraction)[j.kind]
    order = np.argsort(s["job"], kind="stable")
    job, a, b, n, g = (s[c][order] for c in ("job", "start_s", "end_s", "gpus", "gpu_type"))
    first = np.r_[True, job[1:] != job[:-1]]
    # no pauses: the only restores are the rescales' checkpoint_s (first segment has none)
    pen = np.where(first, 0.0, j.checkpoint_s[job])
    work = (b - a - pen) * world.gpu_speed[g] * relative_speedup(n, j.gpus[job], sig[job])
    per_job = np.bincount(job, weights=work, minlength=len(j))
    done = r.schedule.status == 4
    assert done.sum() > 10 and (r.schedule.n_pauses == 0).all()
    assert_allclose(per_job[done], j.duration_s[done], rtol=1e-9)


def test_scaling_everything_to_min_gpus_does_not_win_by_doing_less(tmp_path):
    """With the drain bounded, a job scaled to its minimum cannot finish: it is dropped and
    charged the completion penalty, an SLO violation, and less work is completed."""
    extra = LEVERS + "[simulation]\ndrain = true\ndrain_max_h = 1\n"
    job = {**JOB, "duration_s": 8 * 3600, "checkpoint_s": 0}
    p = _scenario(tmp_path, [job], extra=extra, hours=9, elastic_cols=BOUNDS)
    own = gridshift.run(p, policy=Plan(-1)).metrics
    low = gridshift.run(p, policy=Plan(1)).metrics   # 8 h / 0.6 = 13.3 h > 10 h horizon
    assert own["jobs_completed"] == 1 and own["slo_violations"] == 0
    assert low["jobs_dropped"] == 1 and low["slo_violations"] == 1
    assert low["gpu_hours_completed"] < own["gpu_hours_completed"]
    assert low["carbon_penalty_kg"] > 0
    assert low["carbon_kg"] > own["carbon_kg"]


def test_pending_and_running_observations_carry_the_bounds(tmp_path):
    seen = {}

    class Look(Plan):
        def decide(self, obs):
            if len(obs.jobs):
                seen["pending"] = (obs.jobs.min_gpus.tolist(), obs.jobs.max_gpus.tolist())
            if len(obs.running):
                seen["running"] = (obs.running_min_gpus.tolist(),
                                   obs.running_max_gpus.tolist(), obs.running.gpus.tolist())
            return super().decide(obs)

    p = _scenario(tmp_path, [JOB], elastic_cols=BOUNDS)
    gridshift.run(p, policy=Look(3))
    assert seen["pending"] == ([1], [4]) and seen["running"] == ([1], [4], [3])


def test_deferred_entries_of_gpus_are_ignored(tmp_path):
    class DeferBad(Policy):
        id = "defer-bad-v1"

        def decide(self, obs):
            n = len(obs.jobs)
            return Decision(region=np.full(n, DEFER if obs.step == 0 else 0, dtype=np.int64),
                            gpus=np.full(n, 99 if obs.step == 0 else -1, dtype=np.int64))

    p = _scenario(tmp_path, [JOB], elastic_cols=BOUNDS)
    r = gridshift.run(p, policy=DeferBad())
    assert_allclose(r.schedule.first_start_s, [3600.0], rtol=RTOL)
