"""Every engine run of these tests checks its bound kernels' argument types at each call.

The engine calls its kernels through ``gridshift._jit.Bound``: the machine code compiled for
the first call's argument types, which does not check the types of later calls. With
``CHECK_BOUND`` on, a later call with any other type (dtype, dimensions, layout, read-only
flag) raises ``BoundTypeError``, so the kernel tests here (backlogs, pauses, transfers, two
GPU types, the drain, on-site PV, power-down, measured pair bandwidth) also show that the
engine keeps its kernels' argument types fixed for a run.
"""

from __future__ import annotations

import pytest

from gridshift import _jit


@pytest.fixture(autouse=True)
def _check_bound_kernels(monkeypatch):
    monkeypatch.setattr(_jit, "CHECK_BOUND", True)
