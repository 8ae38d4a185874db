"""Servers for the serve tests: loopback only, bounded in time, always shut down."""

from __future__ import annotations

import os
import subprocess
import sys
import time
from pathlib import Path

import pytest

pytest.importorskip("fastapi", reason="the serve extra (fastapi, uvicorn) is not installed")
pytest.importorskip("uvicorn", reason="the serve extra (fastapi, uvicorn) is not installed")
httpx = pytest.importorskip("httpx", reason="the serve extra (httpx) is not installed")

REPO = Path(__file__).resolve().parents[2]
START_TIMEOUT_S = 90.0


@pytest.fixture(scope="module")
def check_world():
    from gridshift import build_world, load_scenario

    return build_world(load_scenario("check-v1"))


@pytest.fixture
def check_server(check_world):
    """check-v1 on a stepped clock, served by uvicorn in a thread (fresh per test)."""
    from gridshift.serve import ServerThread, SimClock, create_app

    w = check_world
    clock = SimClock(w.start_epoch_s, w.step_s, w.n_steps, "stepped")
    with ServerThread(create_app(w, clock)) as srv:
        yield srv


@pytest.fixture(scope="module")
def quickstart_server():
    """``gridshift serve quickstart-v1 --clock stepped`` as a subprocess on a free port."""
    from gridshift.serve.server import free_port

    port = free_port()
    env = {**os.environ, "PYTHONPATH": str(REPO) + os.pathsep + os.environ.get("PYTHONPATH", "")}
    proc = subprocess.Popen(
        [sys.executable, "-c", "from gridshift.cli import main; main()", "serve",
         "quickstart-v1", "--clock", "stepped", "--host", "127.0.0.1", "--port", str(port)],
        stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, env=env, cwd=REPO)
    url = f"http://127.0.0.1:{port}"
    t_end = time.monotonic() + START_TIMEOUT_S
    try:
        while True:
            if proc.poll() is not None:
                err = proc.stderr.read().decode() if proc.stderr else ""
                pytest.fail(f"gridshift serve exited with {proc.returncode}: {err[-2000:]}")
            try:
                if httpx.get(f"{url}/gridshift/clock", timeout=1.0).status_code == 200:
                    break
            except httpx.TransportError:
                pass
            if time.monotonic() > t_end:
                pytest.fail(f"gridshift serve did not answer within {START_TIMEOUT_S:g} s")
            time.sleep(0.2)
        yield url
    finally:
        proc.terminate()
        try:
            proc.wait(timeout=10)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait(timeout=10)
        if proc.stderr:
            proc.stderr.close()
