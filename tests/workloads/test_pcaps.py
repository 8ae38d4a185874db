"""The PCAPS-style zoo policy on the 4-job DAG: carbon-agnostic at gamma 0, the same public
conformance checks as every zoo policy, and it reads the workflow fields."""

from __future__ import annotations

import numpy as np
import pytest

from gridshift.datasets.workflows import read_workflow_table
from gridshift.policies.checks import check_policy
from gridshift.policies.zoo.pcaps import PrecedenceCarbonAware
from gridshift.sim.world import build_world

from .conftest import two_regions
from .test_workflow_engine import CSV

engine = pytest.importorskip("gridshift.sim.engine.workflows")


def _run(tmp_path, gamma):
    from gridshift.sim.simulator import Simulator

    p = tmp_path / "wf.csv"
    p.write_text(CSV)
    world = build_world(two_regions(p, hours=12))
    _, wf = read_workflow_table(p)
    wf = wf.aligned(world.jobs.job_id.to_list())
    return Simulator(world, PrecedenceCarbonAware(gamma), mechanisms=[
        engine.mechanism(wf)]).run()


def test_gamma_zero_runs_at_release(tmp_path):
    s = _run(tmp_path, 0.0)
    assert (s.status == 4).all()
    # every job starts at its release (its inputs stay where they are: home = data_at)
    assert s.first_start_s.min() == 0.0
    assert (s.region == 0).all()  # nothing moves away from a


def test_carbon_aware_finishes_no_earlier(tmp_path):
    s0, s1 = _run(tmp_path, 0.0), _run(tmp_path, 1.0)
    assert np.nanmax(s1.finish_s) >= np.nanmax(s0.finish_s)


def test_conformance_checks():
    assert all(r.passed for r in check_policy(PrecedenceCarbonAware(0.5), trusted=True)), [
        (r.name, r.detail) for r in check_policy(PrecedenceCarbonAware(0.5), trusted=True)
        if not r.passed]


class _Jobs:
    def __init__(self, **cols):
        self.__dict__.update({k: np.asarray(v) for k, v in cols.items()})

    def __len__(self):
        return len(self.remaining_s)


def test_threshold_by_hand():
    """L = 100, U = 300 (the forecast at home, region 1), now 200; importance r = 1, 0.25,
    0.4. gamma = 1: thresholds 100 + 200 r = 300, 150, 180: only the first runs. gamma = 0.8:
    100 + 200 (1 - 0.8 (1 - r)) = 300, 180, 204: the first and the third. A workflow deadline
    one step of slack away forces the second."""
    from types import SimpleNamespace

    pol = PrecedenceCarbonAware(1.0)
    pol.info = SimpleNamespace(step_s=300.0, capacity=np.array([[4], [4]]),
                               gpu_speed=np.array([1.0]))
    jobs = _Jobs(remaining_s=[100.0, 100.0, 100.0], duration_s=[100.0, 100.0, 100.0],
                 checkpoint_s=[0.0, 0.0, 0.0], data_at=[1, 1, 1], gpus=[1, 1, 1],
                 gpu_type=[-1, -1, -1], deadline_s=[1e9, 1e9, 1e9])
    obs = SimpleNamespace(
        jobs=jobs, time_s=0.0, carbon_gco2_per_kwh=np.array([50.0, 200.0]),
        forecast=SimpleNamespace(carbon_gco2_per_kwh=np.array([[50.0, 60.0, 70.0],
                                                               [200.0, 100.0, 300.0]])),
        critical_path_s=np.array([4000.0, 1000.0, 1600.0]),
        workflow_deadline_s=np.array([np.nan, np.nan, np.nan]))
    assert pol.decide(obs).region.tolist() == [1, -1, -1]
    pol.gamma = 0.8
    assert pol.decide(obs).region.tolist() == [1, -1, 1]
    obs.workflow_deadline_s = np.array([np.nan, 1000.0 + 300.0, np.nan])  # slack = 1 step
    assert pol.decide(obs).region.tolist() == [1, 1, 1]
