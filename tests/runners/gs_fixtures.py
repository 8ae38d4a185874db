"""Paths of the test fixtures (tiny scenarios, test policies) shared by the runner tests."""

from __future__ import annotations

from pathlib import Path

FIX = Path(__file__).resolve().parents[1] / "benchmark" / "fixtures"
TINY_A = str(FIX / "tiny-suite" / "tiny-a.toml")
TINY_B = str(FIX / "tiny-suite" / "tiny-b.toml")
BROKEN = f"{FIX / 'policies' / 'broken.py'}:Broken"
CRASH_ONCE = f"{FIX / 'policies' / 'crash.py'}:CrashOnce"
CRASH_ALWAYS = f"{FIX / 'policies' / 'crash.py'}:CrashAlways"
