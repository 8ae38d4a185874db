"""The package's import graph has no cycles, and the runners know nothing of the records.

Every ``import`` in every module counts — at module level, inside functions (lazy imports) and
under ``if TYPE_CHECKING:`` — except imports of the root package ``gridshift`` (its
``__init__`` re-exports the public API). Issue 16 broke the three circles that had grown
(``benchmark/records`` <-> ``runners/sweep``, ``datasets/readers`` <-> ``datasets/store``,
``rl/train`` <-> ``rl/evaluate``) and a fourth (``policies/checks`` -> ``isolation`` ->
``_child`` -> ``checks``); this test keeps them broken.
"""

from __future__ import annotations

import ast
from pathlib import Path

import gridshift

ROOT = Path(gridshift.__file__).parent


def _modules() -> dict[str, Path]:
    out = {}
    for p in ROOT.rglob("*.py"):
        parts = p.relative_to(ROOT.parent).with_suffix("").parts
        name = ".".join(parts[:-1] if parts[-1] == "__init__" else parts)
        out[name] = p
    return out


def _targets(mod: str, path: Path, node: ast.AST, mods: dict[str, Path]) -> list[str]:
    if isinstance(node, ast.Import):
        return [a.name for a in node.names if a.name in mods]
    assert isinstance(node, ast.ImportFrom)
    if node.level:
        pkg = mod.split(".") if path.name == "__init__.py" else mod.split(".")[:-1]
        pkg = pkg[:len(pkg) - node.level + 1]
        base = ".".join(pkg + ([node.module] if node.module else []))
    else:
        base = node.module or ""
    out = []
    for a in node.names:
        if f"{base}.{a.name}" in mods:
            out.append(f"{base}.{a.name}")
        elif base in mods:
            out.append(base)
    return out


def import_graph() -> dict[str, set[str]]:
    """Module -> the package modules it imports anywhere in its source."""
    mods = _modules()
    edges: dict[str, set[str]] = {m: set() for m in mods}
    for m, p in mods.items():
        for node in ast.walk(ast.parse(p.read_text(), filename=str(p))):
            if isinstance(node, ast.Import | ast.ImportFrom):
                for t in _targets(m, p, node, mods):
                    if t != m and t != "gridshift" and not m.startswith(t + "."):
                        edges[m].add(t)
    return edges


def cycles(edges: dict[str, set[str]]) -> list[list[str]]:
    """Strongly connected components of more than one module (Tarjan, iterative)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on: set[str] = set()
    out: list[list[str]] = []
    counter = 0
    for root in sorted(edges):
        if root in index:
            continue
        work = [(root, iter(sorted(edges[root])))]
        index[root] = low[root] = counter
        counter += 1
        stack.append(root)
        on.add(root)
        while work:
            v, it = work[-1]
            w = next(it, None)
            if w is not None:
                if w not in index:
                    index[w] = low[w] = counter
                    counter += 1
                    stack.append(w)
                    on.add(w)
                    work.append((w, iter(sorted(edges[w]))))
                elif w in on:
                    low[v] = min(low[v], index[w])
                continue
            work.pop()
            if work:
                low[work[-1][0]] = min(low[work[-1][0]], low[v])
            if low[v] == index[v]:
                comp = []
                while True:
                    x = stack.pop()
                    on.discard(x)
                    comp.append(x)
                    if x == v:
                        break
                if len(comp) > 1:
                    out.append(sorted(comp))
    return out


def test_the_cycle_finder_finds_a_cycle():
    assert cycles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]
    assert cycles({"a": {"b"}, "b": set()}) == []


def test_the_package_has_no_import_cycles():
    found = cycles(import_graph())
    assert found == [], "import cycles: " + "; ".join(" <-> ".join(c) for c in found)


def test_the_graph_sees_lazy_and_type_only_imports():
    g = import_graph()
    # records names the Cell type only under TYPE_CHECKING; the sweep imports its store lazily
    assert "gridshift.runners.cell" in g["gridshift.benchmark.records"]
    assert "gridshift.runners.claims" in g["gridshift.runners.sweep"]


def test_runners_do_not_import_the_record_schema():
    g = import_graph()
    for m, ts in g.items():
        if m.startswith("gridshift.runners"):
            assert "gridshift.benchmark.records" not in ts, m
