"""Array helpers shared by the bound and the oracle (no gridshift imports)."""

from __future__ import annotations

import numpy as np

__all__ = ["unique_rows"]


def unique_rows(key: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """``np.unique(key, axis=0, return_inverse=True)`` of a 2-D integer array, by one
    ``np.lexsort``: the same unique rows in the same (lexicographic) order and the same group
    of each row (``inverse`` flat, int64). numpy's row-unique sorts a structured view with a
    generic comparison: on global-16-year's million jobs the World bound took 21.7 s with it
    and 12.6 s with this (2026-12-02; ``tests/test_arrays.py`` checks the two agree)."""
    n = key.shape[0]
    if n == 0 or key.ndim != 2 or key.dtype.kind not in "iu":
        uniq, inv = np.unique(key, axis=0, return_inverse=True)
        return uniq, inv.reshape(-1).astype(np.int64)
    o = np.lexsort(key.T[::-1])  # the first column is the primary key
    s = key[o]
    new = np.empty(n, dtype=bool)
    new[0] = True
    np.any(s[1:] != s[:-1], axis=1, out=new[1:])
    inv = np.empty(n, dtype=np.int64)
    inv[o] = np.cumsum(new) - 1
    return s[new], inv
