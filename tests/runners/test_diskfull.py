"""Tests of gridshift.runners.diskfull: what counts as a full disk, and what crosses a worker."""

from __future__ import annotations

import errno
import pickle

import pytest

from gridshift.errors import DataError, PolicyError
from gridshift.runners.diskfull import DISK_FULL_ERRNOS, DiskFull, disk_full
from tests.runners._disk_cells import POLARS_ENOSPC


def test_an_oserror_of_a_full_disk_or_quota_keeps_its_errno_and_file():
    for no in (errno.ENOSPC, errno.EDQUOT):
        assert no in DISK_FULL_ERRNOS
        got = disk_full(OSError(no, "full", "/st/ab/abcd/jobs.parquet"))
        assert isinstance(got, DiskFull) and isinstance(got, OSError)
        assert (got.errno, got.strerror, got.filename) == (no, "full",
                                                           "/st/ab/abcd/jobs.parquet")


def test_a_library_error_quoting_the_errno_or_its_text_is_a_full_disk():
    import polars as pl

    got = disk_full(pl.exceptions.ComputeError(POLARS_ENOSPC))  # the message polars gives
    assert got is not None and got.errno == errno.ENOSPC and got.filename is None
    assert got.strerror == f"ComputeError: {POLARS_ENOSPC}"
    got = disk_full(RuntimeError("write failed: [Errno 122] Disk quota exceeded"))
    assert got is not None and got.errno == errno.EDQUOT
    got = disk_full(ValueError("arrow: Disk quota exceeded"))  # the text alone
    assert got is not None and got.errno == errno.EDQUOT


def test_the_chain_is_followed():
    try:
        try:
            raise OSError(errno.ENOSPC, "No space left on device")
        except OSError as inner:
            raise RuntimeError("could not save the cache") from inner
    except RuntimeError as outer:
        got = disk_full(outer)
    assert got is not None and got.errno == errno.ENOSPC


@pytest.mark.parametrize("exc", [
    OSError(errno.ENOENT, "No such file or directory", "x.csv"),
    OSError(errno.EACCES, "Permission denied"),
    DataError("jobs.csv row 3: gpus is -1; must be >= 1"),
    RuntimeError("(os error 2)"),
    MemoryError(),
])
def test_other_errors_are_not(exc):
    assert disk_full(exc) is None


def test_an_error_of_the_policy_never_stops_the_sweep():
    """What a policy raises is its result: an untrusted policy must not stop the judge's sweep
    by saying 'No space left on device'."""
    assert disk_full(PolicyError("sub.py:P: decide failed: OSError: [Errno 28] No space left "
                                 "on device")) is None
    try:
        try:
            raise PolicyError("sub.py:P: decide failed")
        except PolicyError as inner:
            raise OSError(errno.EIO, "wrapped") from inner
    except OSError as outer:
        assert disk_full(outer) is None


def test_disk_full_pickles_with_its_file_and_cell():
    d = DiskFull(errno.ENOSPC, "No space left on device", "/st/x/summary.json")
    d.cell = "tiny-a / local-now-v1 / seed 1"
    back = pickle.loads(pickle.dumps(d))
    assert type(back) is DiskFull
    assert (back.errno, back.strerror, back.filename, back.cell) == (
        errno.ENOSPC, "No space left on device", "/st/x/summary.json",
        "tiny-a / local-now-v1 / seed 1")
    assert disk_full(back) is back
