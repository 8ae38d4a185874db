"""SystemExit(0), os._exit, sleeping and a 20 GiB allocation end the run with a named error.

Sandboxed (the default for a policy file) in the API, on the command line (exit code 2) and in
a sweep (a ``failed`` record); and, where an in-process run can guard it, in-process too.
"""

from __future__ import annotations

import os
import subprocess
import sys

import pytest

from gridshift import load_policy, simulate
from gridshift.errors import PolicyError
from gridshift.policies.isolation import GuardedPolicy, IsolatedPolicy
from gridshift.runners.executors import SerialExecutor
from gridshift.runners.store import Store
from gridshift.runners.sweep import Cell, run_sweep
from tests.integrity.conftest import attack

CAUSES = {
    "system_exit": r"SystemExit",
    "os_exit": r"died during decide\(obs\) \(exit code 0\)",
    "sleep": r"longer than the time budget of 1 s",
    "alloc": r"(?s)MemoryError.*capped at 4 GiB",
}


@pytest.mark.parametrize("name", sorted(CAUSES))
def test_sandboxed_misbehaviour_is_a_policy_error_naming_epoch_and_cause(name, check_world):
    with pytest.raises(PolicyError, match=rf"attack-{name.replace('_', '-')}-v1 at epoch \d+ "
                                          rf"\(t = \d+ s\)") as err:
        with IsolatedPolicy(attack(name), time_budget_s=1.0) as pol:
            simulate(check_world, pol)
    assert err.match(CAUSES[name])


@pytest.mark.parametrize("name", sorted(CAUSES))
def test_cli_run_exits_2_with_the_named_error(name, tmp_path):
    out = tmp_path / "out"
    res = subprocess.run(
        [sys.executable, "-c", "from gridshift.cli import main; main()", "run", "check-v1",
         "--policy", attack(name), "--time-budget", "1", "--out", str(out)],
        capture_output=True, text=True, timeout=300, env={**os.environ})
    assert res.returncode == 2, res.stderr
    assert f"attack-{name.replace('_', '-')}-v1 at epoch" in res.stderr
    assert "Traceback" not in res.stderr
    assert not out.exists()  # no result written


def test_a_sweep_stores_a_failed_record(tmp_path):
    st = Store(tmp_path / "store")
    cells = [Cell("check-v1", attack(n)) for n in ("system_exit", "os_exit")]
    rep = run_sweep(cells, st, SerialExecutor(), progress=False, time_budget_s=1.0)
    assert rep.exit_code == 1 and len(rep.failed) == 2
    for k in rep.keys:
        rec = st.get(k)
        assert rec["status"] == "failed" and rec["metrics"] == {} and rec["jobs_sha256"] is None
        assert "at epoch" in rec["error"] and rec["isolation"] in ("bwrap", "process")


@pytest.mark.parametrize(("name", "cause"), [
    ("system_exit", r"raised SystemExit\(0\)"),
    ("sleep", r"longer than the time budget of 0.5 s"),
    ("alloc", r"ran out of memory"),
])
def test_trusted_in_process_runs_are_guarded_too(name, cause, check_world):
    pol = GuardedPolicy(load_policy(attack(name)), time_budget_s=0.5,
                        memory_cap_bytes=4 << 30)
    with pytest.raises(PolicyError, match=rf"at epoch \d+ .*{cause}"):
        simulate(check_world, pol)


def _alive(pid: int) -> bool:
    try:
        from pathlib import Path

        state = Path(f"/proc/{pid}/stat").read_text().rpartition(")")[2].split()[0]
    except (OSError, IndexError):
        return False
    return state not in ("Z", "X")  # a zombie has died (only its parent's reaping is left)


@pytest.mark.parametrize("sig", ["SIGINT", "SIGKILL"])
def test_ctrl_c_or_kill_ends_the_run_and_the_policy_process_dies_with_it(tmp_path, sig):
    import shutil
    import signal
    import time

    from tests.integrity.conftest import ATTACKS

    shutil.copyfile(ATTACKS / "sleep.py", tmp_path / "sleeper.py")
    proc = subprocess.Popen(
        [sys.executable, "-c", "from gridshift.cli import main; main()", "run", "check-v1",
         "--policy", f"{tmp_path / 'sleeper.py'}:Attack", "--time-budget", "300"],
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, start_new_session=True)
    try:
        def children() -> set[int]:
            found: set[int] = set()
            for args in (["-P", str(proc.pid)], ["-f", str(tmp_path)]):  # any mode, bwrap
                out = subprocess.run(["pgrep", *args], capture_output=True, text=True).stdout
                found |= {int(p) for p in out.split() if int(p) != proc.pid}
            return found

        deadline = time.monotonic() + 120
        while not children() and time.monotonic() < deadline:
            time.sleep(0.2)
        time.sleep(3.0)  # it is asleep inside decide() now
        kids = children()
        assert kids, "the policy process never started"
        if sig == "SIGINT":  # Ctrl-C reaches the terminal's foreground group
            os.killpg(proc.pid, signal.SIGINT)
            _, err = proc.communicate(timeout=60)
            assert proc.returncode == 130 and "interrupted" in err
        else:  # the judge is killed outright
            proc.kill()
            proc.communicate(timeout=60)
            assert proc.returncode == -9
        deadline = time.monotonic() + 10
        while any(_alive(p) for p in kids) and time.monotonic() < deadline:
            time.sleep(0.2)
        assert not any(_alive(p) for p in kids)
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.communicate()
