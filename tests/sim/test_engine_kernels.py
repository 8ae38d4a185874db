"""The engine's three code paths give the same run, bit for bit.

``Simulator.compact_running`` (the default) reads the running jobs' state from compact rows
kept beside the running set; ``False`` gathers it from the ``[J]`` state arrays each epoch
(the reference). With compact rows, the compiled kernels (``GRIDSHIFT_JIT=1``, the default;
``gridshift/sim/_kernels.py``) replace the numpy sections (``GRIDSHIFT_JIT=0``). All three
must show the policy the same observations at every epoch (every ``obs.running`` and
``obs.jobs`` column, ``free_gpus``, ``queued_gpus``: values, dtypes, order) and give the same
Schedule arrays, ``jobs_sha256`` and metrics, on scenarios that exercise completions,
backlogs, pauses and resumes, transfers, two GPU types and the drain
(``tests/sim/test_engine_jit.py`` adds power-down, measured pair bandwidth and the errors).
"""

from __future__ import annotations

import dataclasses
import datetime as dt
import hashlib
import tomllib
from pathlib import Path

import numpy as np
import pytest

import gridshift
from gridshift import _jit
from gridshift.errors import DataError
from gridshift.policies.api import Policy, RunningJobs
from gridshift.scenario import parse_scenario
from gridshift.sim.run import simulate
from gridshift.sim.simulator import Simulator
from gridshift.sim.world import build_world
from tests.conftest import shared_cache

#: Datasets of the real-data scenarios below (imported from the shared data folder).
_DATASETS = ["electricitymaps", "electricity-prices", "open-meteo", "egress-aws"]


@pytest.fixture(scope="module", autouse=True)
def _dataset_cache(tmp_path_factory):
    """The real-data scenarios' datasets, from the shared data folder where it is present."""
    yield from shared_cache(tmp_path_factory, _DATASETS)

PKG = Path(gridshift.__file__).parent

#: (label, TOML file inside the package, days to cut it to or None, TOML appended)
SCENARIOS = [
    ("check-v1", "scenarios/check-v1.toml", None, ""),
    ("check-load-v1", "scenarios/check-load-v1.toml", None, ""),
    ("check-load-drain", "scenarios/check-load-v1.toml", None,
     "[simulation]\ndrain = true\nzero_data_wait = false\n"),
    ("quickstart-v1", "scenarios/quickstart-v1.toml", 1, ""),
    ("quickstart-v2", "scenarios/quickstart-v2.toml", 1, ""),
    ("quickstart-v3", "scenarios/quickstart-v3.toml", 1, ""),
    ("gs-v2-capacity-crunch", "benchmark/suites/gs-v2/capacity-crunch.toml", 1, ""),
]

#: Policies covering immediate placement, spreading, deferral, pauses and resumes.
POLICIES = ("local-now", "round-robin", "lowest-carbon-now", "carbon-threshold",
            "interruptible-lowest-slots", "weighted-greedy")


def _world(rel: str, days: int | None, extra: str):
    path = PKG / rel
    raw = tomllib.loads(path.read_text() + ("\n" + extra if extra else ""))
    if days is not None:
        start = raw["start"]
        start = start if isinstance(start, dt.datetime) else dt.datetime.fromisoformat(start)
        raw["end"] = start + dt.timedelta(days=days)
        raw["id"] = f"{raw['id']}-{days}d"
    try:
        return build_world(parse_scenario(raw, str(path), base=path.parent))
    except DataError as exc:  # a real-data scenario without the dataset cache
        pytest.skip(f"{rel} needs its dataset cache: {exc}")


class _Recorder:
    """Wraps a policy; hashes every observation array it is shown (bytes, dtype, shape)."""

    def __init__(self, policy: Policy) -> None:
        self.policy = policy
        self.id = policy.id
        self.digest = hashlib.sha256()
        self.epochs = 0

    def reset(self, info):
        self.policy.reset(info)

    def _add(self, name: str, a: np.ndarray) -> None:
        assert a.base is None and not a.flags.writeable, name
        self.digest.update(f"{name}:{a.dtype.str}:{a.shape}".encode())
        self.digest.update(np.ascontiguousarray(a).tobytes())

    def decide(self, obs):
        for f in RunningJobs.FIELDS:
            self._add("running." + f, getattr(obs.running, f))
        for f in dataclasses.fields(obs.jobs):
            v = getattr(obs.jobs, f.name)
            if v is not None:
                self._add("jobs." + f.name, v)
        self._add("free", obs.free_gpus)
        self._add("queued", obs.queued_gpus)
        self.epochs += 1
        return self.policy.decide(obs)


def _run(world, name, compact: bool, monkeypatch, jit: bool = False):
    monkeypatch.setattr(Simulator, "compact_running", compact)
    monkeypatch.setenv("GRIDSHIFT_JIT", "1" if jit else "0")
    pol = name() if isinstance(name, type) else gridshift.load_policy(name)
    rec = _Recorder(pol)
    res = simulate(world, rec)
    return res, rec


def same_run(ref, new, where) -> None:
    """Assert two runs' Schedules, ``jobs_sha256`` and metrics are identical."""
    a, b = ref.schedule, new.schedule
    for f in ("first_start_s", "finish_s", "region", "gpu_type", "n_pauses", "status",
              "remaining_s"):
        x, y = getattr(a, f), getattr(b, f)
        assert x.dtype == y.dtype and x.tobytes() == y.tobytes(), (where, f)
    for tab in ("segments", "transfers"):
        ta, tb = getattr(a, tab), getattr(b, tab)
        assert ta.keys() == tb.keys()
        for c in ta:
            assert ta[c].dtype == tb[c].dtype, (where, tab, c)
            assert ta[c].tobytes() == tb[c].tobytes(), (where, tab, c)
    assert (a.epochs, a.horizon_s) == (b.epochs, b.horizon_s)
    if a.powered_gpus is not None or b.powered_gpus is not None:
        assert a.powered_gpus.tobytes() == b.powered_gpus.tobytes(), where
    assert new.jobs_sha256() == ref.jobs_sha256(), where
    assert new.metrics == ref.metrics, where


@pytest.mark.parametrize("label,rel,days,extra", SCENARIOS, ids=[s[0] for s in SCENARIOS])
def test_compact_rows_and_compiled_kernels_give_the_reference_run(label, rel, days, extra,
                                                                   monkeypatch):
    world = _world(rel, days, extra)
    paused = moved = 0
    names = (POLICIES if label in ("check-v1", "check-load-v1") else
             ("local-now", "lowest-carbon-now", "interruptible-lowest-slots")
             if label.startswith("check") else ("lowest-carbon-now", "interruptible-lowest-slots"))
    for name in names:
        ref, ref_rec = _run(world, name, False, monkeypatch)
        paths = {"compact": _run(world, name, True, monkeypatch)}
        if _jit.enabled():  # numba present (a dependency)
            paths["compiled"] = _run(world, name, True, monkeypatch, jit=True)
        for path, (new, new_rec) in paths.items():
            assert new_rec.epochs == ref_rec.epochs > 0, name
            assert new_rec.digest.hexdigest() == ref_rec.digest.hexdigest(), (label, name, path)
            same_run(ref, new, (label, name, path))
        paused += int(ref.schedule.n_pauses.sum())
        moved += len(ref.schedule.transfers["job"])
    if label.startswith("check-load"):
        assert paused > 0, "the backlog scenarios must exercise pauses and resumes"
    if label in ("check-v1", "quickstart-v3"):
        assert moved > 0, "these scenarios must exercise transfers"


def test_the_reference_path_is_what_the_switch_selects(monkeypatch):
    """The switch really changes the code path (so the comparison above compares two)."""
    world = _world("scenarios/check-load-v1.toml", None, "")
    from gridshift.sim.engine.observation import Observer

    seen = []
    orig = Observer._running_compact

    def spy(self, *args, **kwargs):
        seen.append(1)
        return orig(self, *args, **kwargs)

    monkeypatch.setattr(Observer, "_running_compact", spy)
    _run(world, "local-now", False, monkeypatch)
    assert not seen
    _run(world, "local-now", True, monkeypatch)
    assert seen


@pytest.mark.parametrize("jit", [False, True])
def test_observations_equal_the_constructors(jit, monkeypatch):
    """The engine builds Observation and PendingJobs without their generated ``__init__``, and
    RunningJobs and Forecast with their private constructors: each must equal the public
    constructor's object from the same fields, every field set (no attribute missing, none
    extra), on both paths."""
    from gridshift.policies.api import Forecast, Observation, PendingJobs

    monkeypatch.setenv("GRIDSHIFT_JIT", "1" if jit else "0")
    w = _world("scenarios/check-load-v1.toml", None, "")
    gen = Simulator(w, gridshift.load_policy("local-now")).iterate()
    obs = next(gen)
    seen = 0
    try:
        while seen < 5:
            for cls, o in ((Observation, obs), (PendingJobs, obs.jobs)):
                names = [f.name for f in dataclasses.fields(cls)]
                assert sorted(vars(o)) == sorted(names)
                again = cls(**{n: getattr(o, n) for n in names})
                assert all(getattr(again, n) is getattr(o, n) for n in names)
                assert vars(again) == vars(o)  # the same objects (tuples compare by identity)
            run = obs.running
            again = RunningJobs(*(getattr(run, f) for f in RunningJobs.FIELDS))
            assert run._provider is None and again._provider is None
            assert list(run._cols) == list(RunningJobs.FIELDS)
            assert all(run._cols[f] is again._cols[f] for f in RunningJobs.FIELDS)
            fc = obs.forecast
            want = Forecast(provider=fc._provider)
            assert fc._provider is not None and fc._values == want._values == {}
            seen += 1
            obs = gen.send(gridshift.load_policy("local-now").decide(obs))
    except StopIteration:
        pass
    gen.close()
    assert seen == 5


class _Chaos(Policy):
    """Random placements weighted 6:1 to the first region (deep backlogs in its two pools),
    random deferrals, random GPU types where a job leaves the choice, and random pauses.

    It exercises what the compiled path keeps apart from the numpy one: the dispatch queue
    kept per pool (each pool's slice moved to its start and the whole queue laid out anew as
    it grows; entries merged in the middle of a pool by data-arrival time) and the placed
    rows (a row dropped from anywhere when its job starts, found by its placement number).
    Its draws depend only on what it is shown, so both paths must show it the same.
    """

    id = "test-chaos"

    def reset(self, info):
        super().reset(info)
        self.rng = np.random.default_rng(7)
        self.max_placed = 0

    def decide(self, obs):
        from gridshift.policies.api import DEFER, Decision

        rng, jobs = self.rng, obs.jobs
        cap = np.asarray(self.info.capacity)  # [R, G]
        R, G = cap.shape
        n = len(jobs)
        region = np.full(n, DEFER, dtype=np.int64)
        gtype = np.full(n, -1, dtype=np.int64)
        weight = np.ones(R)
        weight[0] = 6.0
        for i in range(n):
            if rng.random() < 0.25:
                continue  # defer
            own = int(jobs.gpu_type[i])
            ok = cap >= int(jobs.gpus[i])  # [R, G]
            if own >= 0:
                ok[:, np.arange(G) != own] = False
            rr, gg = np.nonzero(ok)
            if rr.size == 0:
                continue
            pick = rng.choice(rr.size, p=weight[rr] / weight[rr].sum())
            region[i] = rr[pick]
            if own < 0 and rng.random() < 0.5:
                gtype[i] = gg[pick]
        run = obs.running
        self.max_placed = max(self.max_placed, int((~run.started).sum()))
        cand = np.flatnonzero(run.started & run.interruptible)
        pause = run.job_id[cand[rng.random(cand.size) < 0.1]]
        return Decision(region=region, gpu_type=gtype, pause=pause.astype(np.int64))


@pytest.mark.parametrize("drain,long_restore", [(False, False), (True, False), (False, True)])
def test_compiled_queue_and_placed_rows_under_random_backlogs(drain, long_restore, monkeypatch):
    extra = "[simulation]\ndrain = true\nzero_data_wait = false\n" if drain else ""
    world = _world("scenarios/check-load-v1.toml", None, extra)
    if long_restore:  # resuming takes longer than a step: a job can be paused mid-restore
        world.jobs.checkpoint_s[:] = 2.5 * world.step_s
    ref, ref_rec = _run(world, _Chaos, True, monkeypatch, jit=False)
    new, new_rec = _run(world, _Chaos, True, monkeypatch, jit=True)
    assert new_rec.epochs == ref_rec.epochs > 0
    assert new_rec.digest.hexdigest() == ref_rec.digest.hexdigest()
    same_run(ref, new, ("chaos", drain))
    # what it must have exercised: backlogs beyond a pool's first slice (16 entries),
    # transfers (data-arrival times that interleave within a pool) and pauses
    assert ref_rec.policy.max_placed > 200
    assert len(ref.schedule.transfers["job"]) > 100
    assert int(ref.schedule.n_pauses.sum()) > 20


def test_compiled_queue_puts_a_new_entry_after_equal_queued_ones():
    """Ties in data-arrival time go to the earlier placement (numpy's stable sort and
    ``searchsorted(side="right")``), also when the queued entry came in an earlier epoch: a
    case the runs above meet rarely (it needs two exactly equal arrival times)."""
    pytest.importorskip("numba")
    from gridshift.sim import _kernels as kern

    J, G = 4, 1
    i64 = np.int64
    jgpus = np.ones(J, dtype=i64)
    region = np.full(J, -1, dtype=i64)
    gtype = np.full(J, -1, dtype=i64)
    data_at = np.zeros(J, dtype=i64)
    ready = np.zeros(J)
    status = np.ones(J, dtype=np.int8)
    free = np.zeros(1, dtype=i64)
    queued = np.zeros(1, dtype=i64)
    q_alloc = np.array([16], dtype=i64)
    q_base = np.zeros(1, dtype=i64)
    q_head = np.zeros(1, dtype=i64)
    q_len = np.zeros(1, dtype=i64)
    q_need = np.zeros(1, dtype=i64)
    q_job = np.full(16, -9, dtype=i64)
    q_ready = np.zeros(16)
    q_seq = np.zeros(16, dtype=i64)
    x = [np.empty(8, dtype=d) for d in (i64, i64, i64, float, float, float)]
    cnt = np.zeros(4, dtype=i64)
    none = np.empty(0, dtype=i64)

    def place(jobs, t, seq0):
        jid = np.asarray(jobs, dtype=i64)
        err = kern.place(t, jid, np.zeros(jid.size, dtype=i64), none, False,
                         np.full(J, -1, dtype=i64), jgpus, np.array([[8]]), free, queued, G,
                         region, gtype, data_at, np.zeros(J), False, 1.0, np.zeros((1, 1)),
                         False, np.zeros((1, 1)), ready, status, seq0, q_job, q_ready, q_seq,
                         q_head, q_len, q_base, q_alloc, q_need, *x,
                         np.empty(jid.size, dtype=i64), cnt)
        assert err == 0

    place([0, 1], 100.0, 0)  # two entries with ready 100, in placement order
    place([2], 100.0, 2)  # a later placement with the same ready: after both
    place([3], 50.0, 3)  # an earlier ready goes first, whatever its placement
    n = int(q_len[0])
    assert q_job[q_head[0]: q_head[0] + n].tolist() == [3, 0, 1, 2]
    assert q_seq[q_head[0]: q_head[0] + n].tolist() == [3, 0, 1, 2]
    assert queued[0] == 4
