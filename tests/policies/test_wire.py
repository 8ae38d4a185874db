"""Tests of gridshift.policies._wire: frames are decoded without unpickling, and checked."""

from __future__ import annotations

import json
import os

import numpy as np
import pytest

from gridshift.policies import _wire


def _read(data: bytes, **kw):
    r, w = os.pipe()
    try:
        os.write(w, data)
        os.close(w)
        return _wire.Reader(r, **kw).read(timeout_s=5)
    finally:
        os.close(r)


def _frame(spec, body=b"", header=None):
    hb = json.dumps({"h": header or {}, "a": spec}).encode()
    return _wire.MAGIC + len(hb).to_bytes(4, "little") + hb + body


def test_round_trip_is_exact_and_read_only():
    a = np.array([[1.5, np.nan], [3.25, -0.0]])
    b = np.array([True, False, True])
    h, arr = _read(_wire.encode({"x": 1}, {"a": a, "b": b, "n": None, "e": np.zeros(0, "i8")}))
    assert h == {"x": 1} and arr["n"] is None and arr["e"].shape == (0,)
    np.testing.assert_array_equal(arr["a"], a)
    assert arr["a"].tobytes() == a.tobytes() and arr["b"].dtype == np.bool_
    with pytest.raises(ValueError):
        arr["a"].flags.writeable = True  # backed by immutable bytes


def test_object_arrays_never_cross():
    with pytest.raises(_wire.WireError, match="only numeric arrays"):
        _wire.encode({}, {"x": np.array([object()], dtype=object)})
    with pytest.raises(_wire.WireError, match="bad array entry"):
        _read(_frame([["x", "|O", [1], 8]], b"\0" * 8))


@pytest.mark.parametrize(("spec", "match"), [
    ([["x", "<f8", [2], 8]], "8 bytes for shape"),
    ([["x", "<f8", [-1], -8]], "bad array entry"),
    ([["x", "<f8", [1 << 40], 8 << 40]], "exceeds the limit"),
])
def test_inconsistent_or_huge_frames_are_refused_before_reading_the_body(spec, match):
    with pytest.raises(_wire.WireError, match=match):
        _read(_frame(spec))


def test_bad_magic_and_a_closed_pipe():
    with pytest.raises(_wire.WireError, match="bad magic"):
        _read(b"PICKLE!!" + b"\0" * 8)
    with pytest.raises(_wire.WireClosed):
        _read(_wire.MAGIC)
