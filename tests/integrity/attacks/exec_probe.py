"""Attack (an ``exec:`` scheduler, not a policy class): probes what the program can reach and
reports it, as JSON, in the description of its ``hello``; then plays local-now.

``python3 exec_probe.py MODE ARGS...``, MODE one of

* ``read PATH...``: read each path (a folder: list it) -> {path: size | listing | error};
* ``env``: its whole environment;
* ``write PATH...``: create a file in each folder -> {folder: "ok" | error};
* ``flood DIR BYTES``: write BYTES in 1 MiB chunks into DIR/flood -> {"written", "error"};
* ``stderr``: truncate and rewrite its fd 2 (the judge's log, were it inherited);
* ``sleep SECONDS``: sleep that long at the first observation.
"""

import errno
import json
import os
import sys
import time


def _err(exc: OSError) -> str:
    return errno.errorcode.get(exc.errno or 0, type(exc).__name__)


def _read(paths):
    out = {}
    for p in paths:
        try:
            if os.path.isdir(p):
                out[p] = sorted(os.listdir(p))
            else:
                with open(p, "rb") as f:
                    out[p] = f.read().decode("latin-1")
        except OSError as exc:
            out[p] = _err(exc)
    return out


def _write(folders):
    out = {}
    for d in folders:
        try:
            with open(os.path.join(d, "probe-written"), "wb") as f:
                f.write(b"x")
            out[d] = "ok"
        except OSError as exc:
            out[d] = _err(exc)
    return out


def _flood(folder, nbytes):
    written, error = 0, None
    chunk = b"\0" * (1 << 20)
    try:
        with open(os.path.join(folder, "flood"), "wb") as f:
            while written < nbytes:
                f.write(chunk)
                f.flush()
                os.fsync(f.fileno())
                written += len(chunk)
    except OSError as exc:
        error = _err(exc)
    return {"written": written, "error": error}


def _stderr():
    out = {}
    for name, fn in (("ftruncate", lambda: os.ftruncate(2, 0)),
                     ("lseek", lambda: os.lseek(2, 0, os.SEEK_SET)),
                     ("write", lambda: os.write(2, b"REWRITTEN-BY-POLICY fd2\n"))):
        try:
            fn()
            out[name] = "ok"
        except OSError as exc:
            out[name] = _err(exc)
    try:
        with open("/proc/self/fd/2", "r+b") as f:
            f.truncate(0)
            f.write(b"REWRITTEN-BY-POLICY proc\n")
        out["proc"] = "ok"
    except OSError as exc:
        out["proc"] = _err(exc)
    return out


def probe(mode, args):
    if mode == "read":
        return _read(args)
    if mode == "env":
        return dict(os.environ)
    if mode == "write":
        return _write(args)
    if mode == "flood":
        return _flood(args[0], int(args[1]))
    if mode == "stderr":
        return _stderr()
    return {}


def send(obj):
    sys.stdout.write(json.dumps(obj) + "\n")
    sys.stdout.flush()


def main():
    mode, args = sys.argv[1], sys.argv[2:]
    slept = False
    for line in sys.stdin:
        m = json.loads(line)
        if m["type"] == "hello":
            report = probe(mode, args)
            send({"type": "hello", "protocol": "gridshift-external", "version": 1,
                  "policy": {"id": "exec-probe-v1", "description": json.dumps(report),
                             "tracks": ["forecast"]}})
        elif m["type"] == "reset":
            send({"type": "ready"})
        elif m["type"] == "observe":
            if mode == "sleep" and not slept and m["jobs"]["job_id"]:
                slept = True
                time.sleep(float(args[0]))
            send({"type": "decide", "step": m["step"], "region": m["jobs"]["origin"]})
        elif m["type"] == "bye":
            break


if __name__ == "__main__":
    main()
