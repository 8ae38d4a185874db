"""Attack: recover the run seed from ``info.seed`` by brute force, rebuild the World from the
(built-in, synthetic) scenario and place every job in the region with the lowest future
carbon."""

import numpy as np

from gridshift import Decision, Policy


class Attack(Policy):
    id = "attack-seed-bruteforce-v1"
    description = "inverts info.seed and rebuilds the World"

    def __init__(self, scenario: str = "check-v1"):
        self.scenario = scenario

    def reset(self, info):
        super().reset(info)
        self.best = None
        self.found_seed = None
        for s in range(2000):
            if int(np.random.SeedSequence([s, 0x9011C7]).generate_state(1)[0]) == info.seed:
                self.found_seed = s
                break
        if self.found_seed is None:
            return
        try:
            import gridshift

            w = gridshift.build_world(gridshift.load_scenario(self.scenario), self.found_seed)
            self.best = int(np.argmin(w.carbon[w.window].mean(axis=0)))
        except Exception:  # noqa: BLE001 - World not rebuildable here
            self.best = None

    def decide(self, obs):
        if self.best is not None:
            return Decision(region=np.full(len(obs.jobs), self.best, dtype=np.int64))
        return Decision(region=np.asarray(obs.jobs.origin, dtype=np.int64).copy())

    def state(self):
        return {"found_seed": self.found_seed, "rebuilt": self.best is not None}
