"""Attacks through the sandbox's other doors: an ``exec:`` command naming the store's key, the
judge's environment, a ``/tmp`` flood, the judge's log through stderr, a relative ``exec:``
path, a program folder inside a hidden one, and ``--time-budget`` for an ``exec:`` scheduler.

Each runs the real sandbox (bubblewrap) and skips, with the reason, where it cannot run.
"""

from __future__ import annotations

import json
import shlex
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from click.testing import CliRunner

from gridshift.benchmark.signing import Signer
from gridshift.errors import PolicyError
from gridshift.policies.external import ExternalPolicy
from gridshift.policies.isolation import IsolatedPolicy
from gridshift.policies.sandbox import TMP_BYTES_ENV
from gridshift.sim.simulator import policy_info

HERE = Path(__file__).resolve().parent
REPO = HERE.parents[2]
PROBE = HERE / "exec_probe.py"
SECRET = "AKIAGRIDSHIFTTESTSECRET0123456789"
#: The only variables a policy process may see: sandbox.child_env, PYTHONPATH (the client
#: library), PWD (set by bwrap's --chdir) and _RJEM_MALLOC_CONF (set by polars, imported in
#: the Python policy process, in its own environment).
ALLOWED_ENV = {"PATH", "HOME", "TMPDIR", "LANG", "PYTHONHASHSEED", "PYTHONDONTWRITEBYTECODE",
               "PYTHONPATH", "OMP_NUM_THREADS", "OPENBLAS_NUM_THREADS", "MKL_NUM_THREADS",
               "POLARS_MAX_THREADS", "GRIDSHIFT_JIT", "PWD", "_RJEM_MALLOC_CONF"}


def _probe(folder: Path | None, *args: str) -> str:
    """An ``exec:`` ref running the probe scheduler (copied into ``folder``)."""
    script = PROBE
    if folder is not None:
        folder.mkdir(parents=True, exist_ok=True)
        script = folder / "exec_probe.py"
        shutil.copyfile(PROBE, script)
    return "exec:python3 " + " ".join(shlex.quote(a) for a in (str(script), *args))


def _report(ref: str) -> dict:
    pol = ExternalPolicy(ref, start_timeout_s=60)
    try:
        assert pol.isolation == "bwrap"
        return json.loads(pol.description)
    finally:
        pol.close()


def _store_with_key(root: Path, algorithm: str = "ed25519") -> bytes:
    """A store folder with a real signing key; returns the private key's bytes."""
    s = Signer(root, algorithm)
    s._load()
    name = "ed25519.pem" if algorithm == "ed25519" else "hmac.key"
    return (root / ".keys" / name).read_bytes()


# ------------------------------------------------------------------ the store's key
_LEAK = ("import sys,json\n"  # short: one path component (< 256 bytes), as the auditor's
         "try:d=open(sys.argv[1]).read()\n"
         "except OSError as e:d=type(e).__name__\n"
         "print(d,file=sys.stderr);input();print(json.dumps({'type':'hello','protocol':"
         "'gridshift-external','version':1,'policy':{'id':'k-v1','description':d}}));input()")


@pytest.mark.parametrize("absolute", [False, True])
def test_an_exec_command_naming_the_stores_key_cannot_read_it(tmp_path, monkeypatch, capfd,
                                                              bwrap, absolute):
    """The auditor's ref: exec:python3 -c CODE .gridshift/store/.keys/ed25519.pem (was: the
    key's folder bound read-only, and CODE printed the key)."""
    judge = tmp_path / "judge"
    judge.mkdir()
    monkeypatch.chdir(judge)
    key = _store_with_key(judge / ".gridshift" / "store")
    path = judge / ".gridshift/store/.keys/ed25519.pem" if absolute else \
        ".gridshift/store/.keys/ed25519.pem"
    pol = ExternalPolicy(f"exec:python3 -u -c {shlex.quote(_LEAK)} {path}", start_timeout_s=60)
    try:
        assert pol.isolation == "bwrap"
        assert pol.description == "FileNotFoundError"
    finally:
        pol.close()
    out = capfd.readouterr()
    text = out.out + out.err
    assert b"PRIVATE KEY" in key
    assert "PRIVATE KEY" not in text and key.decode() not in text
    assert "FileNotFoundError" in out.err  # the child's stderr, relayed


def test_key_files_below_the_programs_own_folder_are_hidden(tmp_path, bwrap):
    """Item 6: keys of other stores (and any *.pem, *.key, SSH key) lying in the program's
    folder are covered; the rest of the folder stays readable."""
    sched = tmp_path / "sched"
    ref_base = _probe(sched)  # copies the probe in first
    ed = _store_with_key(sched / ".gridshift" / "store")
    hm = _store_with_key(sched / "old" / "store", "hmac-sha256")
    (sched / "deploy.pem").write_bytes(ed)
    (sched / "api.key").write_text(SECRET)
    (sched / "id_ed25519").write_text(SECRET)
    (sched / "notes.txt").write_text("mine")
    (sched / "link.txt").symlink_to(sched / "old" / "store" / ".keys" / "hmac.key")
    paths = {
        "store": sched / ".gridshift",
        "ed": sched / ".gridshift/store/.keys/ed25519.pem",
        "keys_dir": sched / "old/store/.keys",
        "hmac": sched / "old/store/.keys/hmac.key",
        "pem": sched / "deploy.pem", "key": sched / "api.key", "ssh": sched / "id_ed25519",
        "link": sched / "link.txt", "notes": sched / "notes.txt",
    }
    rep = _report(ref_base + " read " + " ".join(str(p) for p in paths.values()))
    seen = {k: rep[str(p)] for k, p in paths.items()}
    assert seen["store"] == [] and seen["keys_dir"] == []  # covered by empty tmpfs
    assert seen["ed"] == seen["hmac"] == seen["link"] == "ENOENT"
    # covered by /dev/null, mounted nodev by bwrap: not even openable
    assert seen["pem"] == seen["key"] == seen["ssh"] == "EACCES"
    assert seen["notes"] == "mine"  # its own files stay readable
    blob = json.dumps(rep)
    assert SECRET not in blob and "PRIVATE KEY" not in blob
    assert hm.decode("latin-1") not in blob


@pytest.mark.parametrize("where, why", [
    (".gridshift/store/.keys", "lies inside"),
    ("results/mine", "lies inside"),
    ("elsewhere/.keys", "inside a .keys folder"),
    ("home/.ssh", "credential folder"),
    ("home/.config/sched", "credential folder"),
])
def test_a_program_folder_inside_a_hidden_one_is_refused_by_name(tmp_path, monkeypatch, where,
                                                                   why):
    judge = tmp_path / "judge"
    judge.mkdir()
    monkeypatch.chdir(judge)
    monkeypatch.setenv("HOME", str(tmp_path / "home"))
    base = tmp_path / "home" if where.startswith("home/") else judge
    folder = base / where.partition("home/")[2] if where.startswith("home/") else base / where
    ref = _probe(folder, "env")
    with pytest.raises(PolicyError) as ei:
        ExternalPolicy(ref, start_timeout_s=60)
    msg = str(ei.value)
    assert str(folder.resolve()) in msg and why in msg and "will not show it" in msg


# ------------------------------------------------------------------ the judge's environment
def test_the_judges_environment_is_invisible_to_an_exec_scheduler(monkeypatch, bwrap):
    monkeypatch.setenv("AWS_SECRET_ACCESS_KEY", SECRET)
    env = _report(_probe(None, "env"))
    assert set(env) <= ALLOWED_ENV, set(env) - ALLOWED_ENV
    assert SECRET not in json.dumps(env)
    assert env["HOME"] == "/tmp" and env["PATH"] == "/usr/bin:/bin"


def test_the_judges_environment_is_invisible_to_a_python_policy(monkeypatch, bwrap,
                                                                 check_world):
    monkeypatch.setenv("AWS_SECRET_ACCESS_KEY", SECRET)
    with IsolatedPolicy(f"{HERE / 'env_read.py'}:Attack") as pol:
        pol.reset(policy_info(check_world))
        env = pol.state()["env"]
    assert set(env) <= ALLOWED_ENV, set(env) - ALLOWED_ENV
    assert SECRET not in json.dumps(env)


# ------------------------------------------------------------------ the private /tmp
CAP = 4 << 20  # a small cap, so the flood is quick


def test_an_exec_scheduler_cannot_flood_tmp_past_the_cap(monkeypatch, bwrap):
    monkeypatch.setenv(TMP_BYTES_ENV, str(CAP))
    rep = _report(_probe(None, "flood", "/tmp", str(64 << 20)))
    assert rep["error"] == "ENOSPC"
    assert rep["written"] <= CAP


def test_nothing_but_tmp_is_writable(tmp_path, bwrap):
    sched = tmp_path / "sched"
    ref = _probe(sched, "write", "/tmp", "/", "/dev", "/dev/shm", str(sched),
                 "/opt/gridshift-pkg/gridshift/benchmark/suites")
    rep = _report(ref)
    assert rep.pop("/tmp") == "ok"
    assert set(rep.values()) == {"EROFS"}, rep


def test_a_python_policy_cannot_flood_tmp_past_the_cap(monkeypatch, bwrap, check_world):
    monkeypatch.setenv(TMP_BYTES_ENV, str(CAP))
    with IsolatedPolicy(f"{HERE / 'env_read.py'}:Attack", {"flood_bytes": 64 << 20}) as pol:
        pol.reset(policy_info(check_world))
        flood = pol.state()["flood"]
    assert flood["error"] == "ENOSPC" and flood["written"] <= CAP


# ------------------------------------------------------------------ the judge's log
_JUDGE = """
import json, sys
from gridshift import build_world, load_scenario
from gridshift.policies.external import ExternalPolicy
from gridshift.policies.isolation import IsolatedPolicy
from gridshift.sim.simulator import policy_info

sys.stderr.write("JUDGE-LOG-LINE-1\\n"); sys.stderr.flush()
ref = sys.argv[1]
if ref.startswith("exec:"):
    pol = ExternalPolicy(ref, start_timeout_s=60)
    seen = json.loads(pol.description)
    iso = pol.isolation
    pol.close()
else:
    with IsolatedPolicy(ref) as pol:
        pol.reset(policy_info(build_world(load_scenario("check-v1"))))
        seen = pol.state()["seen"]
        iso = pol.isolation
print(json.dumps({"seen": seen, "isolation": iso}))
sys.stderr.write("JUDGE-LOG-LINE-2\\n"); sys.stderr.flush()
"""


@pytest.mark.parametrize("kind", ["python", "exec"])
def test_a_policy_cannot_truncate_or_rewrite_the_judges_log(tmp_path, kind, bwrap):
    """The judge's stderr is a log file; the policy truncates and rewrites its fd 2 and
    /proc/self/fd/2 (was: the judge's own descriptor, inherited)."""
    ref = f"{HERE / 'stderr_rewrite.py'}:Attack" if kind == "python" else _probe(None, "stderr")
    log = tmp_path / "judge.log"
    with open(log, "wb") as f:
        r = subprocess.run([sys.executable, "-c", _JUDGE, ref], stdout=subprocess.PIPE,
                           stderr=f, cwd=REPO, timeout=300)
    text = log.read_text()
    assert r.returncode == 0, text
    out = json.loads(r.stdout)
    assert out["isolation"] == "bwrap"
    assert out["seen"]["ftruncate"] == "EINVAL"  # fd 2 is a pipe, not the log
    lines = text.splitlines()
    assert lines[0] == "JUDGE-LOG-LINE-1" and lines[-1] == "JUDGE-LOG-LINE-2", text
    rewritten = [ln for ln in lines if "REWRITTEN-BY-POLICY" in ln]
    assert rewritten, text  # relayed ...
    prefix = "[policy attack-stderr-rewrite-v1] " if kind == "python" else "[exec:python3 "
    assert all(ln.startswith(prefix) for ln in rewritten), rewritten  # ... as its lines


# ------------------------------------------------------------------ README's relative path
def test_readmes_relative_exec_line_runs_from_the_repo_root(monkeypatch, bwrap):
    line = 'gridshift run --policy "exec:node examples/external/scheduler.js lowest-carbon-now"'
    assert line in (REPO / "README.md").read_text()
    if shutil.which("node", path="/usr/local/bin:/usr/bin:/bin") is None:
        pytest.skip("node is not installed in /usr/bin (apt-get install nodejs); README's "
                    "exec:node line cannot run")
    from gridshift.cli import main

    monkeypatch.chdir(REPO)
    res = CliRunner().invoke(main, shlex.split(line)[1:])
    assert res.exit_code == 0, res.output
    assert "node-lowest-carbon-now-v1" in res.output and "isolation bwrap" in res.output


# ------------------------------------------------------------------ --time-budget
def test_time_budget_applies_to_an_exec_scheduler(bwrap):
    """A scheduler sleeping 3 s once: within the old fixed 10 s, over --time-budget 0.5."""
    from gridshift.cli import main

    res = CliRunner().invoke(main, ["run", "check-v1", "--policy", _probe(None, "sleep", "3"),
                                    "--time-budget", "0.5"])
    assert res.exit_code == 2, res.output
    assert "took longer than the time budget of 0.5 s" in res.output
