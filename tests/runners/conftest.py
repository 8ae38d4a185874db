"""Shared fixtures of the runner tests: tiny scenarios and test policies."""

from __future__ import annotations

import pytest

from tests.runners.gs_fixtures import TINY_A, TINY_B


@pytest.fixture
def grid():
    """2 scenarios × 2 policies × 2 seeds."""
    from gridshift.runners.sweep import Cell

    return [Cell(s, p, seed=k) for s in (TINY_A, TINY_B)
            for p in ("local-now", "lowest-carbon-now") for k in (1, 2)]
