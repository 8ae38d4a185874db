"""The sandbox: what an untrusted policy can see, and the independent seed stream."""

from __future__ import annotations

import shutil
import socket
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest

from gridshift import build_world, load_policy, load_scenario, simulate
from gridshift.policies.isolation import IsolatedPolicy
from gridshift.policies.sandbox import PKG_MOUNT, sandbox_argv
from gridshift.runners.store import Store
from gridshift.sim.simulator import policy_info, policy_seed
from tests.integrity.conftest import ATTACKS, attack

REPO = Path(__file__).resolve().parents[2]


def test_sandbox_argv_wraps_a_command_that_runs(bwrap):
    argv, label = sandbox_argv([sys.executable, "-I", "-c", "import os; print(os.getcwd())"])
    assert label == "bwrap" and "--unshare-all" in argv and "--die-with-parent" in argv
    out = subprocess.run(argv, capture_output=True, text=True, timeout=60, check=True).stdout
    assert out.strip() == "/tmp"


def test_sandbox_falls_back_to_a_process_with_a_loud_warning(monkeypatch, capsys):
    import gridshift.policies.sandbox as sb

    monkeypatch.setenv("GRIDSHIFT_SANDBOX", "process")
    monkeypatch.setattr(sb, "_WARNED", False)
    argv, label = sandbox_argv(["true"])
    assert (argv, label) == (["true"], "process")
    assert "WARNING" in capsys.readouterr().err


def test_the_judges_files_and_network_are_out_of_reach(tmp_path, monkeypatch, bwrap):
    work = tmp_path / "work"
    work.mkdir()
    shutil.copyfile(ATTACKS / "read_files.py", work / "probe.py")
    (work / "helper.txt").write_text("mine")  # the policy's own folder stays readable
    st = Store(work / ".store")  # a store inside the policy's folder: hidden all the same
    (st.root / "aa").mkdir(parents=True)
    (st.root / "aa" / "summary.json").write_text("{}")
    cache = tmp_path / "cache"
    (cache / "card").mkdir(parents=True)
    (cache / "card" / "data.csv").write_text("a,b\n")
    monkeypatch.setenv("GRIDSHIFT_DATA_DIR", str(cache))
    secret = [str(st.root / "aa" / "summary.json"), str(st.root), str(cache / "card" / "data.csv"),
              str(REPO / "results"), str(REPO.parent / "shared"), str(REPO / "README.md"),
              str(REPO / "gridshift/benchmark/suites/gs-v1/suite.toml"),
              f"{PKG_MOUNT}/gridshift/benchmark/suites/gs-v1/suite.toml",
              str(Path.home() / ".bashrc")]
    srv = socket.socket()
    srv.bind(("127.0.0.1", 0))
    srv.listen(1)
    srv.settimeout(0.2)
    paths = (*secret, str(work / "helper.txt"))
    with IsolatedPolicy(f"{work / 'probe.py'}:Attack",
                        {"paths": list(paths), "port": srv.getsockname()[1]}) as pol:
        res = simulate(build_world(load_scenario("check-v1")), pol)
    seen = res.schedule.policy_state["seen"]
    for p in secret:
        assert seen[p] in ("FileNotFoundError", []), f"{p} was visible: {seen[p]!r}"
    assert seen[str(st.root)] == []  # covered by an empty tmpfs
    assert seen[str(work / "helper.txt")] == 4
    assert seen["net"] != "connected"
    with pytest.raises(socket.timeout):
        srv.accept()
    srv.close()


def _independent_scenario(tmp_path: Path) -> Path:
    src = (REPO / "gridshift/scenarios/check-v1.toml").read_text()
    f = tmp_path / "check-indep.toml"
    f.write_text(src + '\n[policy]\nseed_stream = "independent"\n')
    return f


def test_seed_brute_force_and_world_rebuild_get_nothing_on_the_independent_stream(tmp_path):
    w = build_world(load_scenario(_independent_scenario(tmp_path)), 3)
    ref = simulate(w, load_policy("local-now"))
    with IsolatedPolicy(attack("seed_bruteforce")) as pol:
        res = simulate(w, pol)
    assert res.schedule.policy_state == {"found_seed": None, "rebuilt": False}
    assert res.metrics == ref.metrics and res.jobs_sha256() == ref.jobs_sha256()


def test_the_legacy_stream_stays_invertible_which_is_why_new_suites_opt_out(check_world):
    """Documented limit (docs/threat-model.md): gs-v1 keeps the legacy info.seed so that its
    records stay valid, and on a synthetic scenario the seed can be brute-forced."""
    with IsolatedPolicy(attack("seed_bruteforce")) as pol:
        res = simulate(check_world, pol)
    assert res.schedule.policy_state["found_seed"] == check_world.seed


def test_independent_info_seed_carries_nothing_about_the_run_seed(tmp_path):
    sc = load_scenario(_independent_scenario(tmp_path))
    seeds = {policy_info(build_world(sc, s)).seed for s in (0, 1, 2, 101)}
    assert len(seeds) == 1
    assert policy_seed(1, "a" * 64, "independent") != policy_seed(1, "b" * 64, "independent")
    # legacy (default): unchanged, so committed records keep verifying
    legacy = int(np.random.SeedSequence([5, 0x9011C7]).generate_state(1)[0])
    assert policy_seed(5, "a" * 64) == legacy
    assert policy_info(build_world(load_scenario("check-v1"), 5)).seed == legacy


def test_seed_stream_key_is_validated(tmp_path):
    from gridshift.errors import ScenarioError

    f = tmp_path / "bad.toml"
    f.write_text((REPO / "gridshift/scenarios/check-v1.toml").read_text()
                 + '\n[policy]\nseed_stream = "secret"\n')
    with pytest.raises(ScenarioError, match=r"policy\.seed_stream.*legacy, independent"):
        load_scenario(f)


def test_a_policy_beside_our_files_gets_only_its_own_file(tmp_path, monkeypatch, bwrap):
    work = tmp_path / "work"
    (work / "repo").mkdir(parents=True)
    monkeypatch.chdir(work / "repo")  # the policy's folder holds the working directory
    shutil.copyfile(ATTACKS / "read_files.py", work / "probe.py")
    (work / "repo" / "secret.txt").write_text("ours")
    (work / "notes.txt").write_text("beside the policy")
    paths = [str(work / "repo" / "secret.txt"), str(work / "notes.txt"), str(work / "probe.py")]
    with IsolatedPolicy(f"{work / 'probe.py'}:Attack", {"paths": paths}) as pol:
        res = simulate(build_world(load_scenario("check-v1")), pol)
    seen = res.schedule.policy_state["seen"]
    assert seen[paths[0]] == seen[paths[1]] == "FileNotFoundError"
    assert seen[paths[2]] == (work / "probe.py").stat().st_size
