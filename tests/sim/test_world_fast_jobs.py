"""Synthetic jobs go straight into numpy columns: the same JobTable as the table path, bit for bit.

``world._synthetic_job_arrays`` (the generator's columns, no polars frame) replaced the path
``synthetic_jobs`` -> ``validate_jobs`` -> ``_job_arrays`` for building a World; that path is
kept (``scenario_jobs`` exports it), so each case here builds both and compares every column.
"""

from __future__ import annotations

import dataclasses

import numpy as np
import pytest

from gridshift.datasets.synthetic import synthetic_job_ids
from gridshift.scenario import load_scenario, parse_scenario
from gridshift.sim import world as world_mod
from gridshift.sim.world import JobTable, build_world


def _table_path(sc, seed: int) -> tuple[JobTable, int]:
    """The jobs of ``sc`` through the canonical-table path (what build_world used to do)."""
    regions = tuple(r.id for r in sc.regions)
    zones = tuple(r.zone for r in sc.regions)
    gpu_types, _, aliases = world_mod._gpu_table(sc)
    capacity = np.zeros((len(regions), len(gpu_types)), dtype=np.int64)
    for i, r in enumerate(sc.regions):
        for g, n in r.gpus.items():
            capacity[i, gpu_types.index(aliases.get(g, g))] += n
    df, where, _ = world_mod._jobs_table(sc, seed, list(regions), int(capacity.max()))
    n_in = len(df)
    return world_mod._job_arrays(df, where, sc, regions, zones, gpu_types, aliases, capacity,
                                 seed), n_in


def _assert_same(a: JobTable, b: JobTable) -> None:
    for f in dataclasses.fields(JobTable):
        x, y = getattr(a, f.name), getattr(b, f.name)
        if x is None or y is None:  # optional columns (min_gpus, max_gpus): absent in both
            assert x is None and y is None, f.name
            continue
        if f.name == "job_id":
            assert x.dtype == y.dtype and x.name == y.name
            assert x.equals(y), f.name
            continue
        assert x.dtype == y.dtype, (f.name, x.dtype, y.dtype)
        assert x.shape == y.shape, f.name
        assert x.tobytes() == y.tobytes(), f.name  # bit for bit (NaNs included)


def _raw(**jobs) -> dict:
    return {"id": "fast-jobs", "start": "2023-03-01T00:00:00+00:00",
            "end": "2023-03-04T07:30:00+00:00", "step_s": 900, "seed": 0,
            "jobs": {"source": "synthetic", "jobs_per_hour": 60.0, **jobs},
            "network": {"latency_ms": 20.0},
            "regions": {"a": {"zone": "DE-LU", "gpus": {"A100": 8, "H100": 2}, "pue": 1.2,
                              "wue_l_per_kwh": 1.0},
                        "b": {"zone": "US-CAL-CISO", "gpus": {"A100": 4}, "pue": 1.3,
                              "wue_l_per_kwh": 0.5},
                        "c": {"zone": "SG", "gpus": {"H100": 16}, "pue": 1.4,
                              "wue_l_per_kwh": 2.0}}}


CASES = {
    "plain": {},
    "weights-maxgpus-slack": {"region_weights": {"a": 3.0, "c": 0.5}, "max_gpus": 4,
                              "deadline_slack": 2.25},
    "data-size-model": {"data_size_model": "by-kind-v1"},
    "data-gb-scale": {"data_gb_scale": 0.1},
    "no-jobs": {"jobs_per_hour": 0.0},
}


@pytest.mark.parametrize("name", sorted(CASES))
@pytest.mark.parametrize("seed", [0, 3])
def test_fast_synthetic_jobs_equal_the_table_path(name, seed):
    sc = parse_scenario(_raw(**CASES[name]), f"<{name}>")
    want, n_want = _table_path(sc, seed)
    got, n_got, hashes = world_mod._synthetic_job_arrays(
        sc, seed, tuple(r.id for r in sc.regions), world_mod._gpu_table(sc)[0],
        build_world(sc, seed).capacity)
    assert n_got == n_want
    assert hashes["jobs"].startswith("synthetic:")
    _assert_same(got, want)
    if name != "no-jobs":
        assert len(got) > 100  # the case really has jobs


@pytest.mark.parametrize("ref", ["quickstart-v1", "check-v1", "check-load-v1",
                                 "weather-cooling-v1", "quickstart-v2"])
def test_built_in_scenarios_world_jobs_equal_the_table_path(ref):
    sc = load_scenario(ref)
    w = build_world(sc)
    want, _ = _table_path(sc, sc.seed)
    _assert_same(w.jobs, want)


def test_job_ids_equal_the_python_format():
    for n in (0, 1, 12, 10_001):
        assert synthetic_job_ids(n).to_list() == [f"j{i:07d}" for i in range(n)]
    assert synthetic_job_ids(10_000_002)[-1] == f"j{10_000_001:07d}"  # past 7 digits
