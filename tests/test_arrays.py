"""gridshift/_arrays.py: ``unique_rows`` is ``np.unique(axis=0, return_inverse=True)``."""

from __future__ import annotations

import numpy as np
import pytest

from gridshift._arrays import unique_rows


@pytest.mark.parametrize("cols", [1, 2, 4])
def test_unique_rows_equals_numpys_row_unique(cols):
    rng = np.random.default_rng(cols)
    for case in range(60):
        n = int(rng.integers(0, 400))
        key = rng.integers(-3, 4, (n, cols)).astype(np.int64)  # many duplicates, negatives
        if case % 3 == 0:
            key[:, 0] = rng.integers(0, 2**62, n) // (1 + rng.integers(0, 2, n))  # big ints
        want_u, want_i = np.unique(key, axis=0, return_inverse=True)
        got_u, got_i = unique_rows(key)
        assert got_u.dtype == want_u.dtype and got_i.dtype == np.int64
        np.testing.assert_array_equal(got_u, want_u, err_msg=f"case {case}")
        np.testing.assert_array_equal(got_i, want_i.reshape(-1), err_msg=f"case {case}")
        np.testing.assert_array_equal(got_u[got_i], key)
