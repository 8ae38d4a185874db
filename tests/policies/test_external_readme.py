"""README's any-language example runs as written (issue 38): the ``gridshift run --policy
"exec:node examples/external/scheduler.js ..."`` line, copied from README.md and run from the
repository root, gives the in-process policy's metrics."""

from __future__ import annotations

import json
import shlex
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]


def _readme_exec_line() -> str:
    for line in (REPO / "README.md").read_text().splitlines():
        cmd = line.split("#", 1)[0].strip()
        if cmd.startswith("gridshift run") and "exec:node examples/external/" in cmd:
            return cmd
    raise AssertionError("README.md has no `gridshift run --policy \"exec:node ...\"` line")


@pytest.mark.skipif(shutil.which("node") is None, reason="node is not installed (apt-get "
                    "install nodejs); README's any-language example cannot run")
def test_readmes_any_language_example_runs_as_written():
    import gridshift

    argv = shlex.split(_readme_exec_line())
    rule = argv[-1].split()[-1]
    exe = [sys.executable, "-m", "gridshift.cli"]
    res = subprocess.run([*exe, *argv[1:], "--json"], cwd=REPO, capture_output=True,
                         text=True, timeout=900)
    assert res.returncode == 0, res.stderr[-2000:]
    out = json.loads(res.stdout)
    assert out["policy"] == f"node-{rule}-v1"
    scenario = argv[argv.index("run") + 1] if len(argv) > 2 and not argv[2].startswith("-") \
        else None
    ref = gridshift.run(scenario, policy=rule)
    assert out["metrics"] == json.loads(json.dumps(ref.metrics))
