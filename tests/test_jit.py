"""gridshift/_jit.py: the switch, the lazy compile and the fallback where nothing can cache."""

from __future__ import annotations

import numpy as np
import pytest

from gridshift import _jit

numba = pytest.importorskip("numba", reason="the compiled path needs numba (a dependency)")


def _total(a):
    s = 0.0
    for i in range(a.size):
        s += a[i]
    return s


@pytest.mark.parametrize("value,expect", [("1", "on"), ("", "auto"), ("auto", "auto"),
                                          ("on", "on"), ("0", "off"), ("false", "off"),
                                          ("OFF", "off")])
def test_the_switch(value, expect, monkeypatch):
    monkeypatch.setenv("GRIDSHIFT_JIT", value)
    assert _jit.mode() == expect
    assert _jit.enabled() is (expect != "off")


def test_the_switch_follows_every_change_of_the_variable(monkeypatch):
    """mode() caches the parse per raw value, read from os.environ's own mapping: every set
    and delete must show at once, a bad value must raise every time, and the plain
    ``os.environ.get`` fallback (no ``_data`` mapping) must agree."""
    from gridshift.errors import ConfigError

    for fallback in (False, True):
        if fallback:
            monkeypatch.setattr(_jit, "_ENV_KEY", None)
        for value, expect in (("1", "on"), ("0", "off"), (None, "auto"), ("on", "on"),
                              ("off", "off"), ("auto", "auto"), ("1", "on")):
            if value is None:
                monkeypatch.delenv("GRIDSHIFT_JIT", raising=False)
            else:
                monkeypatch.setenv("GRIDSHIFT_JIT", value)
            assert _jit.mode() == expect, (fallback, value)
        monkeypatch.setenv("GRIDSHIFT_JIT", "maybe")
        for _ in range(2):
            with pytest.raises(ConfigError):
                _jit.mode()
    monkeypatch.setenv("GRIDSHIFT_JIT", "1")
    monkeypatch.setattr(_jit, "_HAVE_NUMBA", False)
    assert _jit.mode() == "off"  # without numba, whatever the cache holds


def test_a_bad_switch_value_is_refused_by_name(monkeypatch):
    from gridshift.errors import ConfigError

    monkeypatch.setenv("GRIDSHIFT_JIT", "maybe")
    with pytest.raises(ConfigError, match="GRIDSHIFT_JIT='maybe'"):
        _jit.enabled()


def test_a_bad_switch_value_is_exit_code_2_without_a_traceback():
    import os
    import subprocess
    import sys

    env = {**os.environ, "GRIDSHIFT_JIT": "maybe"}
    out = subprocess.run([sys.executable, "-m", "gridshift.cli", "run"], env=env,
                         capture_output=True, text=True, timeout=300)
    assert out.returncode == 2, out.stderr
    assert "GRIDSHIFT_JIT='maybe'" in out.stderr and "Traceback" not in out.stderr


def test_a_kernel_compiles_on_first_call_and_computes_what_python_does():
    k = _jit.njit(_total)
    assert k.py_func is _total and k.__name__ == "_total"
    a = np.linspace(0.1, 3.7, 1001)
    assert k(a) == _total(a)  # the same sequential sum, bit for bit


def test_no_cache_location_compiles_in_memory(monkeypatch):
    """Where numba finds nowhere to cache (a read-only install), the kernel still runs."""
    real = numba.njit
    calls = []

    def njit(*args, **kw):
        calls.append(kw.get("cache"))
        if kw.get("cache"):
            raise RuntimeError("cannot cache function '_total': no locator available")
        return real(*args, **kw)

    monkeypatch.setattr(numba, "njit", njit)
    k = _jit.njit(_total)
    assert k(np.arange(5.0)) == 10.0
    assert calls == [True, False]


def test_auto_uses_the_kernels_for_long_runs_or_once_numba_has_started(monkeypatch):
    monkeypatch.setattr(_jit, "_WARM", [False])
    monkeypatch.setenv("GRIDSHIFT_JIT", "auto")
    assert not _jit.use_for(672)  # a week of 15-minute steps in a fresh process: numpy
    assert _jit.use_for(_jit.AUTO_MIN_EPOCHS)  # long enough to pay numba's start-up
    _jit.njit(_total)(np.ones(3))  # a kernel has run: numba's start-up is paid
    assert _jit.warm() and _jit.use_for(672)
    monkeypatch.setenv("GRIDSHIFT_JIT", "0")
    assert not _jit.use_for(10**6)
    monkeypatch.setattr(_jit, "_WARM", [False])
    monkeypatch.setenv("GRIDSHIFT_JIT", "1")
    assert _jit.use_for(1)


def test_helpers_use_their_kernels_once_numba_has_started_or_when_forced(monkeypatch):
    monkeypatch.setattr(_jit, "_WARM", [False])
    monkeypatch.setenv("GRIDSHIFT_JIT", "auto")
    assert not _jit.active()  # a short run or a sandboxed policy: numpy, no start-up
    _jit.njit(_total)(np.ones(3))
    assert _jit.active()
    monkeypatch.setenv("GRIDSHIFT_JIT", "0")
    assert not _jit.active()
    monkeypatch.setattr(_jit, "_WARM", [False])
    monkeypatch.setenv("GRIDSHIFT_JIT", "1")
    assert _jit.active()


def test_a_compiled_kernel_replaces_its_wrapper_and_may_call_another(tmp_path, monkeypatch):
    """Once run, a kernel's module name points at numba's dispatcher (callers skip the
    wrapper's Python frame); a kernel calling another kernel of its module compiles it in."""
    import importlib
    import sys

    (tmp_path / "gs_jit_probe.py").write_text(
        "from gridshift._jit import njit\n\n"
        "@njit\n"
        "def inner(a):\n"
        "    s = 0.0\n"
        "    for i in range(a.size):\n"
        "        s += a[i]\n"
        "    return s\n\n"
        "@njit\n"
        "def outer(a):\n"
        "    return 2.0 * inner(a)\n")
    monkeypatch.syspath_prepend(str(tmp_path))
    monkeypatch.delitem(sys.modules, "gs_jit_probe", raising=False)
    mod = importlib.import_module("gs_jit_probe")
    wrapper = mod.outer
    assert wrapper.py_func.__name__ == "outer"
    a = np.linspace(0.1, 3.7, 101)
    assert wrapper(a) == 2.0 * _total(a)  # the callee compiled into the caller
    assert mod.outer is not wrapper and isinstance(mod.outer, numba.core.dispatcher.Dispatcher)
    assert isinstance(mod.inner, numba.core.dispatcher.Dispatcher)  # replaced before compiling
    assert mod.outer(a) == wrapper(a) == 2.0 * _total(a)
    monkeypatch.delitem(sys.modules, "gs_jit_probe")
