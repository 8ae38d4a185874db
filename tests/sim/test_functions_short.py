"""No function in gridshift/sim/ is longer than 150 lines (issue 34; STYLE.md's hard ceiling):
a long function is a sequence of steps that want names."""

from __future__ import annotations

import ast
from pathlib import Path

import gridshift.sim

#: STYLE.md: "≤ ~80 lines as a habit, 150 as a hard ceiling".
MAX_LINES = 150


def test_no_function_in_sim_is_longer_than_150_lines():
    root = Path(gridshift.sim.__file__).parent
    long = []
    n = 0
    for path in sorted(root.rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
        for node in ast.walk(tree):  # methods and nested functions too
            if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
                n += 1
                lines = node.end_lineno - node.lineno + 1  # type: ignore[operator]
                if lines > MAX_LINES:
                    long.append(f"{path.relative_to(root.parent)}:{node.lineno} "
                                f"{node.name}: {lines} lines")
    assert n > 100  # the walk found the package's functions
    assert not long, "functions over 150 lines:\n" + "\n".join(long)
