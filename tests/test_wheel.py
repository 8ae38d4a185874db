"""The package as a user installs it (issue 39): build the wheel and the sdist, ``twine check``
them, install the wheel into a fresh virtual environment (core dependencies only, no extra),
and run the quickstart and ``policies check`` there.

It downloads (or takes from pip's cache) every core dependency, so it takes a minute or two;
it runs in CI (``pytest -n 2`` runs everything); ``-m "not wheel"`` leaves it out locally.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import venv
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
#: What the sdist is built from (a copy, so the build writes nothing into the working tree).
SOURCES = ("pyproject.toml", "README.md", "LICENSE", "CITATION.cff", "gridshift")

pytestmark = pytest.mark.wheel


def _run(cmd: list[str], cwd: Path, timeout: float = 900, env: dict | None = None
         ) -> subprocess.CompletedProcess:
    res = subprocess.run(cmd, cwd=cwd, capture_output=True, text=True, timeout=timeout,
                         env=env)
    assert res.returncode == 0, f"{' '.join(cmd)} exited {res.returncode}:\n{res.stdout}\n" \
                                f"{res.stderr}"
    return res


@pytest.fixture(scope="module")
def dist(tmp_path_factory):
    pytest.importorskip("build", reason="the dev extra brings build (pip install -e '.[dev]')")
    pytest.importorskip("twine", reason="the dev extra brings twine")
    src = tmp_path_factory.mktemp("src")
    for name in SOURCES:
        p = ROOT / name
        if p.is_dir():
            shutil.copytree(p, src / name, ignore=shutil.ignore_patterns(
                "__pycache__", "*.pyc", "*.nbi", "*.nbc"))
        elif p.is_file():
            shutil.copy2(p, src / name)
    out = tmp_path_factory.mktemp("dist")
    _run([sys.executable, "-m", "build", "--sdist", "--wheel", "--outdir", str(out), str(src)],
         src)
    return out


def test_wheel_and_sdist_pass_twine_check(dist):
    files = sorted(dist.iterdir())
    assert [f.suffix for f in files if f.suffix == ".whl"] == [".whl"], files
    assert any(f.name.endswith(".tar.gz") for f in files), files
    res = _run([sys.executable, "-m", "twine", "check", "--strict", *map(str, files)], dist)
    assert res.stdout.count("PASSED") == len(files), res.stdout
    import zipfile

    whl = next(f for f in files if f.suffix == ".whl")
    names = zipfile.ZipFile(whl).namelist()
    # the package data a fresh install needs: scenarios, cards, suites, site assets, py.typed
    for needed in ("gridshift/py.typed", "gridshift/scenarios/quickstart-v1.toml",
                   "gridshift/benchmark/site_assets/gridshift-table.js"):
        assert needed in names, needed
    assert any(n.startswith("gridshift/datasets/cards/") for n in names)
    assert not any(n.startswith("tests/") for n in names)


def test_fresh_venv_runs_the_quickstart_and_policies_check(dist, tmp_path):
    whl = next(f for f in dist.iterdir() if f.suffix == ".whl")
    env_dir = tmp_path / "venv"
    venv.EnvBuilder(with_pip=True, clear=True).create(env_dir)
    py = env_dir / "bin" / "python"
    _run([str(py), "-m", "pip", "install", "--quiet", str(whl)], tmp_path, timeout=1800)
    env = {k: v for k, v in os.environ.items() if not k.startswith(("PYTHON", "VIRTUAL_ENV"))}
    env["GRIDSHIFT_DATA_DIR"] = str(tmp_path / "cache")  # nothing downloaded or read from it
    cli = str(env_dir / "bin" / "gridshift")
    res = _run([cli, "run", "--json"], tmp_path, env=env)
    out = json.loads(res.stdout)
    assert out["metrics"]["jobs"] > 0 and out["metrics"]["carbon_kg"] > 0
    _run([cli, "policies", "check", "lowest-carbon-now"], tmp_path, env=env)
    # a core install carries no extra: the compiled kernels' numba is the `fast` extra, and
    # the engine's numpy path gives the same bytes without it
    res = _run([str(py), "-c", "import importlib.util as u; print(u.find_spec('numba'))"],
               tmp_path, env=env)
    assert res.stdout.strip() == "None"
