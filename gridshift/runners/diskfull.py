"""A full disk stops a sweep: it is the machine's state, never a cell's result.

A write that fails because the disk or the quota is full (``ENOSPC``, ``EDQUOT``) can come
from the store (:func:`gridshift.runners.store.atomic_write`, a claim) or from inside a cell
(the per-job Parquet the simulator writes to the temporary folder, a cache).  Retrying it
computes the cell again for nothing, and storing it as ``failed`` hides the cause behind exit
code 1.  So every layer of a sweep treats it alike:

* :func:`disk_full` recognises it in an exception, its ``__cause__``/``__context__`` chain, or
  a library's message (polars says ``... No space left on device (os error 28)``), but never
  in an error of the policy (:class:`~gridshift.errors.PolicyError`: what a policy raises is
  its own result, and an untrusted one must not stop the judge's sweep);
* the worker re-raises it as :class:`DiskFull` (an ``OSError``, picklable, naming the file
  and the cell when known); an executor stops at once: no retry, nothing more started, its
  workers ended;
* :func:`gridshift.runners.sweep.run_sweep` raises
  :class:`~gridshift.runners.sweep.DiskFullError` (exit code 2 on the command line) saying how
  many cells are stored and to run the same command again, which resumes.
"""

from __future__ import annotations

import errno
import os
import re

__all__ = ["DISK_FULL_ERRNOS", "DiskFull", "disk_full"]

#: ``errno`` values of a full disk or an exhausted quota.
DISK_FULL_ERRNOS = frozenset(e for e in (getattr(errno, "ENOSPC", None),
                                         getattr(errno, "EDQUOT", None)) if e is not None)
#: The C library's texts of those errors ("No space left on device", "Disk quota exceeded").
_TEXTS = {os.strerror(e): e for e in sorted(DISK_FULL_ERRNOS)}
#: An errno quoted in a message: Rust's ``(os error 28)`` (polars), Python's ``[Errno 28]``.
_QUOTED = re.compile(r"\(os error (\d+)\)|\[Errno (\d+)\]")


class DiskFull(OSError):
    """A write failed on a full disk or quota; the sweep stops.

    ``errno``, ``strerror`` and ``filename`` as an ``OSError`` (``filename`` is None where the
    failing write named no file); ``cell`` is the label of the cell that hit it, if known.
    Picklable with all four, so it crosses process and Dask workers.
    """

    cell: str | None = None


def disk_full(exc: BaseException | None) -> DiskFull | None:
    """The :class:`DiskFull` that ``exc`` amounts to, or None if it is not a full disk.

    Looks at ``exc`` and its chain (``__cause__``, else ``__context__``): an ``OSError`` whose
    ``errno`` is in :data:`DISK_FULL_ERRNOS`, or an error whose message quotes such an errno
    or its text.  A :class:`~gridshift.errors.PolicyError` anywhere in the chain makes it None.
    """
    from gridshift.errors import PolicyError

    seen: set[int] = set()
    e = exc
    while e is not None and id(e) not in seen:
        seen.add(id(e))
        if isinstance(e, PolicyError):
            return None
        if isinstance(e, DiskFull):
            return e
        if isinstance(e, OSError) and e.errno is not None and e.errno in DISK_FULL_ERRNOS:
            return DiskFull(e.errno, e.strerror or os.strerror(e.errno), e.filename)
        text = str(e)
        quoted = {int(n) for m in _QUOTED.finditer(text) for n in m.groups() if n}
        hit = sorted(quoted & DISK_FULL_ERRNOS) + [no for t, no in _TEXTS.items() if t in text]
        if hit:
            return DiskFull(hit[0], f"{type(e).__name__}: {text}", None)
        e = e.__cause__ or e.__context__
    return None
