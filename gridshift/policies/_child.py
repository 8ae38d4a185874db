"""The policy process: loads one policy and answers the judge's requests (see ``_wire``).

Started by :class:`gridshift.policies.isolation.IsolatedPolicy` (inside bubblewrap where it
can be) as ``python -I -c <boot> <memory cap> <package root>``; the boot code sets the
address-space limit before anything else is imported. The protocol runs over fds 0 (requests)
and a duplicate of fd 1 (replies); fd 1 itself is then pointed at stderr, so a policy's
``print`` cannot corrupt the replies. Every request gets exactly one reply,
``{"ok": true, ...}`` or ``{"ok": false, "error": "..."}``; any ``BaseException`` of the policy
(``SystemExit`` included) is reported, not obeyed.
"""

from __future__ import annotations

import json
import os
import signal
import traceback
from typing import Any

#: Boot code run by ``python -I -c``: memory cap first, then the package, then :func:`main`.
BOOT = (
    "import resource, sys\n"
    "try:\n"  # die with the judge even without bwrap (PR_SET_PDEATHSIG = 1, SIGKILL = 9)
    "    import ctypes\n"
    "    ctypes.CDLL(None).prctl(1, 9)\n"
    "except Exception:\n"
    "    pass\n"
    "cap = int(sys.argv[1])\n"
    "if cap > 0:\n"
    "    resource.setrlimit(resource.RLIMIT_AS, (cap, cap))\n"
    "sys.path.insert(0, sys.argv[2])\n"
    "from gridshift.policies._child import main\n"
    "main()\n"
)


def _jsonable(v: Any) -> Any:
    return json.loads(json.dumps(v, default=repr, allow_nan=True))


def _describe(exc: BaseException) -> str:
    tb = traceback.format_exception(exc)
    return f"{type(exc).__name__}: {exc}\n{''.join(tb[-3:])}"[:8000]


def main() -> None:  # pragma: no cover - runs in the child process
    """Serve requests until ``close`` or end of input."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)  # the user interrupts the judge, not us
    req_fd = os.dup(0)
    rep_fd = os.dup(1)
    devnull = os.open(os.devnull, os.O_RDONLY)
    os.dup2(devnull, 0)
    os.dup2(2, 1)
    os.set_inheritable(req_fd, False)
    os.set_inheritable(rep_fd, False)

    from gridshift import _jit
    from gridshift.policies import _wire

    _jit.set_policy_process()  # no engine here: see gridshift.policies.zoo._warm

    reader = _wire.Reader(req_fd)

    def reply(header: dict[str, Any], arrays: dict[str, Any] | None = None) -> None:
        _wire.write_all(rep_fd, _wire.encode(header, arrays))

    pol: Any = None
    while True:
        try:
            h, arrays = reader.read()
        except _wire.WireError:
            os._exit(0)
        cmd = h.get("cmd")
        try:
            if cmd == "load":
                from gridshift.policies.registry import load_policy

                pol = load_policy(h["ref"], **h.get("params", {}))
                try:
                    resolved = _jsonable(pol.get_params())
                except BaseException:  # noqa: BLE001 - metadata only
                    resolved = None
                reply({"ok": True, "id": str(getattr(pol, "id", "") or h["ref"]),
                       "tracks": [str(t) for t in getattr(pol, "tracks", ())],
                       "family": str(getattr(pol, "family", "user")),
                       "description": str(getattr(pol, "description", "")),
                       "params": resolved})
            elif cmd == "reset":
                pol.reset(_wire.decode_info(h["info"], arrays))
                reply({"ok": True})
            elif cmd == "decide":
                from gridshift.policies.api import Decision

                obs = _wire.decode_obs(h["obs"], arrays)
                dec = pol.decide(obs)
                if not isinstance(dec, Decision):
                    reply({"ok": False, "error": f"decide() returned {type(dec).__name__}; "
                                                 "expected a Decision"})
                    continue
                reply({"ok": True}, {"region": dec.region, "gpu_type": dec.gpu_type,
                                     "pause": dec.pause, "power_on": dec.power_on,
                                     "gpus": dec.gpus, "rescale": dec.rescale,
                                     "rescale_gpus": dec.rescale_gpus,
                                     "power_cap_w": dec.power_cap_w,
                                     "battery_kw": getattr(dec, "battery_kw", None)})
            elif cmd == "check_params":
                from gridshift.policies._params import params_round_trip

                passed, message = params_round_trip(pol)
                reply({"ok": True, "passed": bool(passed), "message": str(message)})
            elif cmd == "state":
                reply({"ok": True, "state": _jsonable(dict(pol.state()))})
            elif cmd == "close":
                os._exit(0)
            else:
                reply({"ok": False, "error": f"unknown request {cmd!r}"})
        except BaseException as exc:  # noqa: BLE001 - SystemExit too: reported, not obeyed
            try:
                reply({"ok": False, "error": _describe(exc)})
            except BaseException:  # noqa: BLE001 - the reply itself failed (e.g. bad dtype)
                os._exit(70)
