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


def test_the_private_tmp_is_capped_and_the_rest_read_only(bwrap):
    from gridshift.policies.sandbox import bwrap_supports_size

    if not bwrap_supports_size():
        pytest.skip("this bwrap has no --size (bubblewrap < 0.8): /tmp is read-only instead")
    sh = ("dd if=/dev/zero of=/tmp/f bs=1M count=8 2>/dev/null; echo dd=$?; "
          "for d in / /dev/shm /opt; do (echo x > $d/w) 2>/dev/null && echo $d=w; done; "
          "stat -f -c %b:%S /tmp")
    argv, _ = sandbox_argv(["/bin/sh", "-c", sh], tmp_bytes=2 << 20)
    assert argv[argv.index("--tmpfs") - 2:argv.index("--tmpfs") + 2] == \
        ["--size", str(2 << 20), "--tmpfs", "/tmp"]
    out = subprocess.run(argv, capture_output=True, text=True, timeout=60).stdout.split()
    assert out[0] == "dd=1"  # ENOSPC past the cap
    blocks, bsize = (int(x) for x in out[-1].split(":"))
    assert blocks * bsize == 2 << 20
    assert len(out) == 2  # no other place was writable
    argv, _ = sandbox_argv(["/bin/sh", "-c", "echo x > /tmp/f"], tmp_bytes=0)
    r = subprocess.run(argv, capture_output=True, text=True, timeout=60)
    assert r.returncode != 0 and "Read-only file system" in r.stderr


def test_the_tmp_cap_variable_is_checked(monkeypatch):
    from gridshift.errors import GridshiftError
    from gridshift.policies.sandbox import DEFAULT_TMP_BYTES, TMP_BYTES_ENV, tmp_cap_bytes

    assert tmp_cap_bytes() == DEFAULT_TMP_BYTES == 256 << 20
    monkeypatch.setenv(TMP_BYTES_ENV, "1048576")
    assert tmp_cap_bytes() == 1 << 20
    monkeypatch.setenv(TMP_BYTES_ENV, "lots")
    with pytest.raises(GridshiftError, match="GRIDSHIFT_SANDBOX_TMP_BYTES='lots': expected a "
                                             "number of bytes >= 0"):
        tmp_cap_bytes()


def test_the_stores_signing_key_names_are_hidden(tmp_path):
    """Every private file a store's Signer writes matches a hidden name (signing.py and the
    sandbox's lists cannot drift apart)."""
    from gridshift.benchmark.signing import KEYS_DIR, Signer
    from gridshift.policies.sandbox import hidden_below, is_hidden_name

    for alg in ("ed25519", "hmac-sha256"):
        Signer(tmp_path / alg, alg)._load()
        for f in (tmp_path / alg / KEYS_DIR).iterdir():
            assert f.name.endswith(".pub") or is_hidden_name(f.name, is_dir=False), f
    assert is_hidden_name(KEYS_DIR, is_dir=True)
    dirs, files = hidden_below(tmp_path)
    assert sorted(dirs) == sorted(tmp_path / a / KEYS_DIR for a in ("ed25519", "hmac-sha256"))
    assert files == []  # (inside a covered folder: not searched)


def test_a_readable_path_inside_a_hidden_one_is_refused_even_without_bwrap(tmp_path,
                                                                            monkeypatch):
    from gridshift.errors import PolicyError

    monkeypatch.setenv("GRIDSHIFT_SANDBOX", "process")
    (tmp_path / "a" / ".keys").mkdir(parents=True)
    with pytest.raises(PolicyError, match=r"\.keys: the sandbox will not show it to a policy: "
                                          r"it is or lies inside a \.keys folder"):
        sandbox_argv(["true"], readable=[tmp_path / "a" / ".keys"])
    monkeypatch.setenv("HOME", str(tmp_path / "a"))
    with pytest.raises(PolicyError, match="it is your home directory"):
        sandbox_argv(["true"], readable=[tmp_path / "a"])


def test_a_python_policys_folder_has_its_key_files_hidden(tmp_path, bwrap):
    from gridshift.benchmark.signing import Signer

    work = tmp_path / "work"
    work.mkdir()
    shutil.copyfile(ATTACKS / "read_files.py", work / "probe.py")
    Signer(work / "old-store", "ed25519")._load()
    (work / "cert.pem").write_text("secret")
    (work / "notes.txt").write_text("mine")
    paths = [str(work / "old-store" / ".keys"), str(work / "old-store/.keys/ed25519.pem"),
             str(work / "cert.pem"), str(work / "notes.txt")]
    with IsolatedPolicy(f"{work / 'probe.py'}:Attack", {"paths": paths}) as pol:
        pol.reset(policy_info(build_world(load_scenario("check-v1"))))
        seen = pol.state()["seen"]
    assert seen[paths[0]] == [] and seen[paths[1]] == "FileNotFoundError"
    assert seen[paths[2]] == "PermissionError"  # /dev/null, mounted nodev
    assert seen[paths[3]] == 4


def test_stderr_relay_is_prefixed_bounded_and_clean(capsys):
    from gridshift.policies.sandbox import StderrRelay

    code = ("import sys\n"
            "sys.stderr.write('hello\\x1b[2J\\rworld\\n')\n"
            "for i in range(5000): sys.stderr.write('x' * 100 + '\\n')\n"
            "sys.stderr.write('the end\\n')\n")
    proc = subprocess.Popen([sys.executable, "-c", code], stderr=subprocess.PIPE)
    relay = StderrRelay(proc.stderr, "policy p-v1", limit_bytes=10_000)
    proc.wait(timeout=60)
    relay.close()
    err = capsys.readouterr().err.splitlines()
    assert err[0] == "[policy p-v1] hello\ufffd[2J\ufffdworld"
    assert all(ln.startswith("[policy p-v1] ") for ln in err)
    assert sum(len(ln) - len("[policy p-v1] ") + 1 for ln in err[:-1]) <= 10_000
    assert err[-1] == "[policy p-v1] (further stderr not shown: more than 10000 bytes)"
    assert relay.last(1) == "; its stderr ended with: the end"  # the tail keeps the end
