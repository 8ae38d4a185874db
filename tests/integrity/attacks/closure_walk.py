"""Attack: walk the closures and attributes reachable from ``obs.running`` (and the forecast
provider) to the simulator's state and zero every float array found there."""

import numpy as np

from gridshift import Decision, Policy


def _walk(obj, depth, seen, found):
    if depth > 6 or id(obj) in seen:
        return
    seen.add(id(obj))
    if isinstance(obj, np.ndarray):
        if obj.dtype.kind == "f" and obj.ndim == 2:
            found.append(obj)
        return
    kids = []
    for attr in ("_provider", "__closure__", "__self__", "__dict__", "world", "cell_contents"):
        try:
            v = getattr(obj, attr)
        except (AttributeError, ValueError):
            continue
        if attr == "__closure__" and v:
            kids += [c.cell_contents for c in v if c is not None]
        elif isinstance(v, dict):
            kids += list(v.values())
        elif v is not None:
            kids.append(v)
    for slot in getattr(type(obj), "__slots__", ()):
        try:
            kids.append(getattr(obj, slot))
        except AttributeError:
            pass
    if isinstance(obj, (list, tuple)):
        kids += list(obj)
    for k in kids:
        _walk(k, depth + 1, seen, found)


class Attack(Policy):
    id = "attack-closure-walk-v1"
    description = "reaches engine state through obs.running's closure"

    def decide(self, obs):
        found = []
        _walk(obs.running, 0, set(), found)
        for a in found:
            try:
                a.flags.writeable = True
                a[...] = 0.0
            except (ValueError, TypeError):
                pass
        return Decision(region=np.asarray(obs.jobs.origin, dtype=np.int64).copy())
