"""Running the app: in the foreground (``gridshift serve``) or in a thread (tests, notebooks)."""

from __future__ import annotations

import socket
import threading
import time
from typing import Any

__all__ = ["ServerThread", "free_port", "serve_forever"]


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
    """Serve ``app`` until interrupted."""
    import uvicorn

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
