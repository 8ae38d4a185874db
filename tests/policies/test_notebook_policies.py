"""Notebook policies (issue 38): ``gridshift.run`` and ``gridshift.evaluate`` take a Policy class
or instance (trusted, in process) as well as an id or ``FILE.py:Class``."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import polars as pl
import pytest
from numpy.testing import assert_allclose

import gridshift
from gridshift import Decision, Policy

SUITE = str(Path(__file__).resolve().parents[1] / "benchmark" / "fixtures" / "tiny-suite")


class Cleanest(Policy):
    """The cleanest region now, for every job (a notebook's own policy)."""

    id = "nb-cleanest-v1"

    def __init__(self, shift: int = 0) -> None:
        self.shift = shift

    def decide(self, obs):
        best = int(np.argmin(obs.carbon_gco2_per_kwh))
        r = (best + self.shift) % len(obs.carbon_gco2_per_kwh)
        return Decision(region=np.full(len(obs.jobs), r, dtype=np.int64))


def test_run_takes_a_class_an_instance_and_params():
    a = gridshift.run("check-v1", policy=Cleanest)
    b = gridshift.run("check-v1", policy=Cleanest())
    c = gridshift.run("check-v1", policy=Cleanest, shift=1)
    d = gridshift.run("check-v1", policy=Cleanest(shift=1))
    assert a.jobs_digest() == b.jobs_digest() and c.jobs_digest() == d.jobs_digest()
    assert a.jobs_digest() != c.jobs_digest()
    zoo = gridshift.run("check-v1", policy="lowest-carbon-now")
    from gridshift.policies.zoo.baselines import LowestCarbonNow

    assert gridshift.run("check-v1", policy=LowestCarbonNow).metrics == zoo.metrics


def test_run_refuses_params_with_an_instance_and_other_objects_by_name():
    with pytest.raises(TypeError, match="not to an instance"):
        gridshift.run("check-v1", policy=Cleanest(), shift=1)
    with pytest.raises(TypeError, match=r"Policy subclass or instance; got int"):
        gridshift.run("check-v1", policy=3)


def test_evaluate_takes_instances_and_classes_beside_ids(tmp_path):
    df = gridshift.evaluate([Cleanest(), "lowest-carbon-now", Cleanest(shift=1)], suite=SUITE,
                            seeds=[1], store=tmp_path / "st")
    assert set(df["policy"]) == {"local-now-v1", "lowest-carbon-now-v1", "nb-cleanest-v1",
                                 "nb-cleanest-v1(shift=1)"}
    assert (df["status"] == "ok").all()
    ref = df.filter(pl.col("policy") == "local-now-v1").sort("scenario")
    mine = df.filter(pl.col("policy") == "nb-cleanest-v1").sort("scenario")
    expect = 100.0 * (1.0 - mine["carbon_kg"].to_numpy() / ref["carbon_kg"].to_numpy())
    assert_allclose(mine["carbon_saving_pct"].to_numpy(), expect, rtol=1e-12)
    # the same numbers as gridshift.run of the same scenario and seed
    sc = df.filter(pl.col("policy") == "nb-cleanest-v1").sort("scenario").row(0, named=True)
    from gridshift.benchmark.suite import load_suite

    su = load_suite(SUITE)
    f = next(s.file for s in su.scenarios if s.id == sc["scenario"])
    assert gridshift.run(f, policy=Cleanest, seed=1).metrics["carbon_kg"] == sc["carbon_kg"]
    only = gridshift.evaluate(Cleanest, suite=SUITE, seeds=[1], store=tmp_path / "st")
    assert set(only["policy"]) == {"local-now-v1", "nb-cleanest-v1"}
