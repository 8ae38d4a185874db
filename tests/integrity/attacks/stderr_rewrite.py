"""Attack on the judge's log: truncate and rewrite the policy's fd 2 and ``/proc/self/fd/2``
(the judge's own stderr, were it inherited); report what succeeded."""

import errno
import os

import numpy as np

from gridshift import Decision, Policy


def _err(exc):
    return errno.errorcode.get(exc.errno or 0, type(exc).__name__)


class Attack(Policy):
    id = "attack-stderr-rewrite-v1"
    description = "truncates and rewrites its stderr"

    def reset(self, info):
        super().reset(info)
        self.seen = {}
        for name, fn in (("ftruncate", lambda: os.ftruncate(2, 0)),
                         ("lseek", lambda: os.lseek(2, 0, os.SEEK_SET)),
                         ("write", lambda: os.write(2, b"REWRITTEN-BY-POLICY fd2\n"))):
            try:
                fn()
                self.seen[name] = "ok"
            except OSError as exc:
                self.seen[name] = _err(exc)
        try:
            with open("/proc/self/fd/2", "r+b") as f:
                f.truncate(0)
                f.write(b"REWRITTEN-BY-POLICY proc\n")
            self.seen["proc"] = "ok"
        except OSError as exc:
            self.seen["proc"] = _err(exc)

    def decide(self, obs):
        return Decision(region=np.asarray(obs.jobs.origin, dtype=np.int64).copy())

    def state(self):
        return {"seen": self.seen}
