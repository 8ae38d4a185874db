"""Tests for gridshift.models.embodied."""

from __future__ import annotations

import pytest
from numpy.testing import assert_allclose

from gridshift.models import embodied as em
from gridshift.models import it_power as ip


def test_a100_hand_value():
    # Luccioni et al. 2023: 150 kgCO2e per A100, 6 years ->
    # 150e3 g / (6 * 365.25 * 86400 s) = 7.922e-4 g/s = 2.852 g per GPU-hour.
    assert_allclose(em.embodied_gco2_per_gpu_s("A100"), 150e3 / (6 * 365.25 * 86400), rtol=1e-12)
    assert_allclose(em.embodied_gco2_per_gpu_h("A100-40GB"), 2.852, atol=5e-4)


def test_pair_and_table():
    assert_allclose(em.embodied_gco2_per_gpu_s((365.25 * 86.4, 1.0)), 1.0, rtol=1e-12)
    assert em.embodied_gco2_per_gpu_s((0.0, 4.0)) == 0.0
    table = em.embodied_table_gco2_per_gpu_h()
    assert set(table) == set(ip.GPU_TYPES)
    assert all(v > 0 for v in table.values())


def test_errors():
    with pytest.raises(ValueError, match="lifetime_years > 0"):
        em.embodied_gco2_per_gpu_s((100.0, 0.0))
    with pytest.raises(ValueError, match="not a known GPU type"):
        em.embodied_gco2_per_gpu_s("Z9000")
    with pytest.raises(ValueError, match="GPU type name or"):
        em.embodied_gco2_per_gpu_s(("a", "b", "c"))
