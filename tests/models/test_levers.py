"""gridshift.models.levers: the scaling model and the power-throughput curve by hand, and every
row of levers.toml carries its source."""

from __future__ import annotations

import numpy as np
from numpy.testing import assert_allclose

from gridshift.models import levers


def test_every_parameter_row_has_a_source():
    t = levers.LEVERS
    assert "Amdahl" in t["scaling"]["source"] and "McDonald" in t["power_cap"]["source"]
    for g, row in t["power_cap"]["limits_w"].items():
        assert row["source"].startswith("NVIDIA") and 0 < row["min_w"] < row["max_w"], g
    assert set(t["scaling"]["serial_fraction"]) == {"train", "infer", "batch"}


def test_amdahl_is_concave_and_exact_by_hand():
    n = np.arange(1, 17)
    s = levers.amdahl_speedup(n, 0.1)
    assert_allclose(s[[0, 1, 3]], [1.0, 2 / 1.1, 4 / 1.3], rtol=1e-12)
    assert (np.diff(s, 2) < 0).all()  # diminishing marginal throughput
    assert_allclose(levers.amdahl_speedup(8, 0.0), 8.0)


def test_capping_saves_energy_per_work_and_costs_less_speed_than_power():
    p0 = np.full(4, 400.0)
    cap = np.array([100.0, 200.0, 300.0, 400.0])
    e = levers.LEVERS["power_cap"]["throughput_exponent"]
    f = levers.capped_speed_factor(p0, cap, e)
    p = levers.capped_gpu_power_w(p0, cap)
    assert_allclose(f, (cap / 400.0) ** 0.71, rtol=1e-12)
    assert (f >= p / p0).all() and (np.diff(p / f) > 0).all()  # energy per work rises with cap


def test_elastic_bounds_columns_win_over_the_rule():
    lo, hi = levers.elastic_bounds(np.array([4, 4, 4]), np.array(["train", "infer", "train"]),
                                   np.array([2, 0, 0]), np.array([6, 0, 0]), ("train",),
                                   (0.5, 2.0), np.array([100, 100, 6]))
    np.testing.assert_array_equal(lo, [2, 4, 2])
    np.testing.assert_array_equal(hi, [6, 4, 6])
