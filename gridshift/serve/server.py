"""Running the app: in the foreground (``gridshift serve``) or in a thread (tests, notebooks)."""

from __future__ import annotations

import ipaddress
import socket
import sys
import threading
import time
from typing import Any

__all__ = ["ServerThread", "exposure_warning", "free_port", "is_loopback", "serve_forever"]


def is_loopback(host: str) -> bool:
    """Whether ``host`` is a loopback address: 127.0.0.0/8, ``::1`` or ``localhost``."""
    h = str(host).strip().lower()
    if h.startswith("[") and h.endswith("]"):
        h = h[1:-1]
    if h == "localhost":
        return True
    try:
        ip = ipaddress.ip_address(h)
    except ValueError:
        return False  # a host name other than localhost, or "" (every interface)
    if isinstance(ip, ipaddress.IPv6Address) and ip.ipv4_mapped is not None:
        ip = ip.ipv4_mapped
    return ip.is_loopback


def exposure_warning(host: str, port: int) -> str | None:
    """The warning to print when serving on ``host`` reaches beyond this machine, else None."""
    if is_loopback(host):
        return None
    return (f"WARNING: gridshift serve is listening on {host}:{port}, beyond loopback. It has "
            "no authentication (any token, API key or password is accepted) and serves the "
            "replayed scenario (its signals, forecasts and run records) to anyone who can "
            "reach this address. Use --host 127.0.0.1 unless you mean to expose it.")


def _warn_if_exposed(host: str, port: int) -> None:
    msg = exposure_warning(host, port)
    if msg is not None:
        print(msg, file=sys.stderr, flush=True)


def free_port(host: str = "127.0.0.1") -> int:
    """A TCP port free on ``host`` now (the OS picks it)."""
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as s:
        s.bind((host, 0))
        return int(s.getsockname()[1])


def _config(app: Any, host: str, port: int, log_level: str) -> Any:
    import uvicorn

    return uvicorn.Config(app, host=host, port=port, log_level=log_level, access_log=False,
                          lifespan="off", loop="asyncio", http="h11", ws="none")


def serve_forever(app: Any, host: str = "127.0.0.1", port: int = 8787,
                  log_level: str = "info") -> None:
    """Serve ``app`` until interrupted (with a warning on stderr if ``host`` is not loopback)."""
    import uvicorn

    _warn_if_exposed(host, port)
    uvicorn.Server(_config(app, host, port, log_level)).run()


class ServerThread:
    """``app`` served by uvicorn in a daemon thread, for as long as the ``with`` block lasts.

    Args:
        app: The ASGI app.
        host: Address to bind (loopback by default).
        port: Port (0: a free one).
        start_timeout_s: Largest time to wait for the server to accept connections [s].
    """

    def __init__(self, app: Any, host: str = "127.0.0.1", port: int = 0,
                 start_timeout_s: float = 20.0) -> None:
        import uvicorn

        self.host = host
        self.port = port or free_port(host)
        self.server = uvicorn.Server(_config(app, self.host, self.port, "warning"))
        self._thread = threading.Thread(target=self.server.run, daemon=True,
                                        name=f"gridshift-serve-{self.port}")
        self.start_timeout_s = start_timeout_s

    @property
    def url(self) -> str:
        """Base URL, e.g. ``http://127.0.0.1:8787``."""
        return f"http://{self.host}:{self.port}"

    def __enter__(self) -> ServerThread:
        _warn_if_exposed(self.host, self.port)
        self._thread.start()
        t_end = time.monotonic() + self.start_timeout_s
        while not self.server.started:
            if not self._thread.is_alive() or time.monotonic() > t_end:
                self.server.should_exit = True
                raise RuntimeError(f"the server on {self.url} did not start within "
                                   f"{self.start_timeout_s:g} s")
            time.sleep(0.02)
        return self

    def __exit__(self, *exc: Any) -> None:
        self.server.should_exit = True
        self._thread.join(timeout=10.0)
