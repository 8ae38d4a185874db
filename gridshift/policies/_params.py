"""The parameters check, shared by the conformance checker and the sandbox child.

Its own module so that :mod:`gridshift.policies._child` (run inside the sandbox) does not
import :mod:`gridshift.policies.checks`, which imports the isolation layer that starts it.
"""

from __future__ import annotations

import inspect

from gridshift.policies.api import Policy

__all__ = ["params_round_trip"]


def params_round_trip(pol: Policy) -> tuple[bool, str]:
    """Whether ``pol``'s parameters are recorded faithfully: ``(passed, message)``.

    The constructor stores each argument under its own name and nothing else, and
    ``type(pol)(**pol.get_params())`` reports the same parameters.
    """
    try:
        params = pol.get_params()
    except Exception as exc:  # noqa: BLE001
        return False, (f"get_params() raised {type(exc).__name__}: {exc}; "
                       "store every constructor argument as an attribute of the same name")
    sig = inspect.signature(type(pol).__init__)
    missing = [n for n, p in sig.parameters.items()
               if n != "self" and p.kind not in (p.VAR_POSITIONAL, p.VAR_KEYWORD)
               and not hasattr(pol, n)]
    if missing:
        return False, (f"__init__ takes {', '.join(missing)} but does not "
                       "store it as an attribute of the same name (`self.x = x`), so "
                       "get_params() cannot record it")
    extra = sorted(set(vars(pol)) - set(params) - {"id"})
    if extra:
        return False, (f"__init__ sets {', '.join(extra)}, which are not "
                       "constructor parameters; the constructor must only store its "
                       "parameters (compute state in reset(info))")
    try:
        again = type(pol)(**params).get_params()
    except Exception as exc:  # noqa: BLE001
        return False, (f"type(policy)(**policy.get_params()) raised "
                       f"{type(exc).__name__}: {exc}; parameters must round-trip")
    if repr(again) != repr(params):
        return False, (f"get_params() gave {params!r} but a policy built "
                       f"from them reports {again!r}; store parameters unchanged")
    return True, f"{params!r}"
