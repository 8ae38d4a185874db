"""``gridshift._jit.Bound``: a run's kernels bound to their first call's argument types."""

from __future__ import annotations

import numpy as np
import pytest

from gridshift import _jit

pytest.importorskip("numba", reason="binding needs numba (a dependency)")


class _Kernels:
    """A stand-in module with one kernel."""

    @staticmethod
    @_jit.njit
    def total(a, k):  # pragma: no cover - compiled
        s = 0.0
        for i in range(a.shape[0]):
            s += a[i] * k
        return s


def test_a_kernel_is_bound_to_the_entry_point_of_its_first_calls_types():
    kb = _jit.Bound(_Kernels)
    a = np.arange(5.0)
    assert kb.total(a, 2) == 20.0
    fn = kb.total
    # not numba's dispatcher any more: its compiled entry point (no per-call type lookup)
    assert type(fn).__name__ == "builtin_function_or_method"
    assert fn(np.ones(3), 1) == 3.0


def test_the_entry_points_are_told_apart_by_layout_and_read_only_flag():
    from gridshift._jit import _entry_point

    k = _Kernels.total
    k(np.arange(4.0), 1)
    disp = k.dispatcher() if hasattr(k, "dispatcher") else k
    base = np.arange(8.0)
    ro = base.copy()
    ro.setflags(False)
    for a in (base, base[::2], ro):
        assert disp(a, 1) == a.sum()
    e_c = _entry_point(disp, (base, 1))
    e_strided = _entry_point(disp, (base[::2], 1))
    e_ro = _entry_point(disp, (ro, 1))
    assert len({id(e_c), id(e_strided), id(e_ro)}) == 3
    assert e_strided(base[::2], 1) == base[::2].sum()  # the 'A'-layout code reads strides


def test_check_mode_catches_a_call_with_other_types(monkeypatch):
    monkeypatch.setattr(_jit, "CHECK_BOUND", True)
    kb = _jit.Bound(_Kernels)
    kb.total(np.arange(5.0), 2)
    assert kb.total(np.ones(2), 1) == 2.0  # the same types: fine
    with pytest.raises(_jit.BoundTypeError, match="arguments \\[0\\]"):
        kb.total(np.arange(5), 2)  # int64 where it was bound to float64
    with pytest.raises(_jit.BoundTypeError, match="arguments \\[0\\]"):
        kb.total(np.arange(10.0)[::2], 2)  # strided where it was bound to C-contiguous


def test_a_kernel_that_is_not_numbas_is_kept_as_it_is():
    seen = []

    class _Spy:
        @staticmethod
        def total(a, k):
            seen.append(k)
            return 0.0

    kb = _jit.Bound(_Spy)
    kb.total(np.ones(2), 1)
    kb.total(np.ones(2), 2)
    assert seen == [1, 2]
