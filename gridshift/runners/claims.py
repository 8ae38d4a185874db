"""Cell claims: concurrent sweeps into one store compute each cell once.

Before a worker computes a cell it *claims* it by creating ``<store>/claims/<cell_id>`` with
``O_CREAT | O_EXCL`` (atomic on local file systems and on NFSv3+). The file holds JSON: the
owner's ``pid``, ``hostname``, process ``start`` time (``/proc/<pid>/stat`` field 22, so a
reused pid is not mistaken for the owner), the ``created`` wall time and a ``token``. While it
computes, the owner refreshes the file's mtime every :data:`HEARTBEAT_S` seconds.

Another worker that finds the claim waits (polling) until the claim is released, then reads the
stored record instead of computing the cell again. A claim is *stale*, and is taken over, when
its owner is dead: on the same host, the pid is gone or has another start time; on another host
(which cannot be asked), its heartbeat is older than :data:`STALE_AFTER_S`. Take-over renames
the stale file to a unique name first (only one contender's rename succeeds), checks it still
holds the stale content, removes it and claims afresh with ``O_EXCL``.

Records are written atomically whatever happens (:mod:`gridshift.runners.store`), so a claim
only prevents duplicate work; it never guards correctness.
"""

from __future__ import annotations

import json
import os
import socket
import threading
import time
import uuid
from pathlib import Path
from typing import Any

from gridshift.runners.executors import _alive, _proc_start_time

__all__ = ["HEARTBEAT_S", "STALE_AFTER_S", "Claim", "acquire", "read_claim", "wait_or_claim"]

#: Interval of the owner's heartbeat (mtime refresh of the claim file) [s].
HEARTBEAT_S = 10.0
#: A claim from another host whose heartbeat is older than this is stale [s].
STALE_AFTER_S = 120.0


def _claim_path(root: str | Path, cell_id: str) -> Path:
    return Path(root) / "claims" / cell_id[:2] / cell_id


class Claim:
    """A held claim; :meth:`release` (or leaving the ``with`` block) removes it."""

    def __init__(self, path: Path, info: dict[str, Any]) -> None:
        self.path = path
        self.info = info
        self._stop = threading.Event()
        self._beat = threading.Thread(target=self._heartbeat, name="gridshift-claim-heartbeat",
                                      daemon=True)
        self._beat.start()

    def _heartbeat(self) -> None:
        while not self._stop.wait(HEARTBEAT_S):
            try:
                os.utime(self.path)
            except OSError:
                return

    def release(self) -> None:
        """Remove the claim if it is still ours."""
        self._stop.set()
        cur = read_claim(self.path)
        if cur is not None and cur.get("token") == self.info["token"]:
            try:
                os.unlink(self.path)
            except OSError:
                pass

    def __enter__(self) -> Claim:
        return self

    def __exit__(self, *exc: object) -> None:
        self.release()


def read_claim(path: Path) -> dict[str, Any] | None:
    """The claim's JSON, or None if absent; ``{}`` if unreadable (being written)."""
    try:
        text = path.read_text()
    except OSError:
        return None
    try:
        out = json.loads(text)
    except ValueError:
        return {}
    return out if isinstance(out, dict) else {}


def _is_stale(path: Path, info: dict[str, Any]) -> bool:
    try:
        age = time.time() - path.stat().st_mtime
    except OSError:
        return False  # gone: not stale, just free
    if not info:  # half-written (the writer died between create and write) or garbage
        return age > 5.0
    if info.get("hostname") == socket.gethostname():
        try:
            pid = int(info["pid"])
        except (KeyError, TypeError, ValueError):
            return age > 5.0
        return not _alive(pid, info.get("start"))
    return age > STALE_AFTER_S


def acquire(root: str | Path, cell_id: str) -> Claim | None:
    """Claim ``cell_id`` now, taking over a stale claim; None if a live owner holds it."""
    path = _claim_path(root, cell_id)
    path.parent.mkdir(parents=True, exist_ok=True)
    for _ in range(3):
        pid = os.getpid()
        info = {"pid": pid, "hostname": socket.gethostname(), "start": _proc_start_time(pid),
                "created": time.time(), "token": uuid.uuid4().hex}
        try:
            fd = os.open(path, os.O_CREAT | os.O_EXCL | os.O_WRONLY, 0o644)
        except FileExistsError:
            cur = read_claim(path)
            if cur is None:
                continue  # released meanwhile: try again
            if not _is_stale(path, cur):
                return None
            _take_over(path, cur)
            continue
        try:
            with os.fdopen(fd, "w") as f:
                json.dump(info, f)
                f.flush()
                os.fsync(f.fileno())
        except BaseException as exc:
            # (a full disk) no claim is left behind for this live process: its next sweep
            # would wait on it forever
            from gridshift.runners.store import remove_and_raise

            remove_and_raise(path, path, exc)
        return Claim(path, info)
    return None


def _take_over(path: Path, stale: dict[str, Any]) -> None:
    """Remove a stale claim, unless a live owner replaced it in between."""
    aside = path.with_name(f"{path.name}.stale.{uuid.uuid4().hex}")
    try:
        os.rename(path, aside)
    except OSError:
        return  # another contender moved it first
    if read_claim(aside) == stale:
        os.unlink(aside)
        return
    # we moved a fresh claim someone made after we read the stale one: put it back
    try:
        os.link(aside, path)
    except OSError:
        pass
    try:
        os.unlink(aside)
    except OSError:
        pass


def wait_or_claim(root: str | Path, cell_id: str, done: Any, poll_s: float = 0.2,
                  max_poll_s: float = 2.0) -> Claim | None:
    """Claim a cell, or wait until its live owner has finished it.

    Args:
        root: Store root.
        cell_id: The cell's id (:func:`gridshift.runners.sweep.cell_id`).
        done: ``() -> bool``: whether the cell's record is stored now (checked after each
            release seen, so a cell finished by another sweep is not computed again).
        poll_s: First polling interval [s] (doubles up to ``max_poll_s``).
        max_poll_s: Longest polling interval [s].

    Returns:
        The held :class:`Claim` (compute the cell, then release it), or None when another
        process finished the cell meanwhile (read its record).
    """
    wait = poll_s
    while True:
        if done():
            return None
        c = acquire(root, cell_id)
        if c is not None:
            if done():  # finished between our check and our claim
                c.release()
                return None
            return c
        time.sleep(wait)
        wait = min(wait * 2, max_poll_s)
