"""Network energy by year and measured bandwidth per pair (issue 13, item 1)."""

from __future__ import annotations

import numpy as np
import pytest

from gridshift.models import network


def test_aslan_trend_hand_values():
    np.testing.assert_allclose(network.transfer_kwh_per_gb(2015), 0.06, rtol=1e-15)
    np.testing.assert_allclose(network.transfer_kwh_per_gb(2017), 0.03, rtol=1e-15)
    np.testing.assert_allclose(network.transfer_kwh_per_gb(2023), 0.06 / 16, rtol=1e-15)


def test_bandwidth_matrix_from_persico():
    bw = network.bandwidth_matrix_gbps(["DE-LU", "US-CAL-CISO", "SG", "GB"], "aws")
    assert np.isinf(np.diag(bw)).all()
    np.testing.assert_allclose(bw[0, 1], 0.160, rtol=1e-15)  # EU -> US
    np.testing.assert_allclose(bw[2, 0], 0.050, rtol=1e-15)  # AP -> EU
    np.testing.assert_allclose(bw[0, 3], network.INTRA_MACRO_REGION_GBPS, rtol=1e-15)
    az = network.bandwidth_matrix_gbps(["US-CAL-CISO", "DE-LU"], "azure")
    np.testing.assert_allclose([az[0, 1], az[1, 0]], [0.260, 0.250], rtol=1e-15)  # asymmetric


def test_bandwidth_matrix_errors_name_the_zone():
    with pytest.raises(ValueError, match="XX-NOWHERE"):
        network.bandwidth_matrix_gbps(["DE-LU", "XX-NOWHERE"])
    with pytest.raises(ValueError, match="provider"):
        network.bandwidth_matrix_gbps(["DE-LU"], "gcp")
