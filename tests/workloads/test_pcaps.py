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
