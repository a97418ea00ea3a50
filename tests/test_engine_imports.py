"""The engine's import graph has no circle, and no file reaches for another's private names.

Read with ast, not by importing: every `import` and `from ... import` of a kingsforge.engine
module counts, at module level or inside a function (a deferred import is still an edge).
A circle means a piece two files share belongs lower (engine/payments.py, dice.py, colours.py,
decisions.py, mechanism.py: the primitives) and the phases reach mechanisms through
engine/registry.py and engine/mechanism.py.
"""

from __future__ import annotations

import ast
from pathlib import Path

ENGINE = Path(__file__).resolve().parent.parent / "kingsforge" / "engine"
PACKAGE = "kingsforge.engine"


def engine_imports(root: Path = ENGINE) -> dict[str, dict[str, list[tuple[int, str]]]]:
    """module -> {engine module it imports: [(line, names imported from it), ...]}."""
    modules = {p.stem for p in root.glob("*.py") if p.stem != "__init__"}
    graph: dict = {m: {} for m in modules}
    for m in modules:
        tree = ast.parse((root / f"{m}.py").read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.ImportFrom) and node.module:
                if node.module == PACKAGE:
                    for alias in node.names:
                        if alias.name in modules:
                            graph[m].setdefault(alias.name, []).append((node.lineno, ""))
                elif node.module.startswith(PACKAGE + "."):
                    target = node.module[len(PACKAGE) + 1:].split(".")[0]
                    if target in modules:
                        for alias in node.names:
                            graph[m].setdefault(target, []).append((node.lineno, alias.name))
            elif isinstance(node, ast.Import):
                for alias in node.names:
                    if alias.name.startswith(PACKAGE + "."):
                        target = alias.name[len(PACKAGE) + 1:].split(".")[0]
                        if target in modules:
                            graph[m].setdefault(target, []).append((node.lineno, ""))
    return graph


def find_circle(graph) -> list[str] | None:
    """One circle of the graph as a list of modules (first = last), or None."""
    WHITE, GREY, BLACK = 0, 1, 2
    colour = {m: WHITE for m in graph}
    stack: list[str] = []

    def visit(m):
        colour[m] = GREY
        stack.append(m)
        for n in sorted(graph[m]):
            if n == m:
                continue
            if colour[n] == GREY:
                return stack[stack.index(n):] + [n]
            if colour[n] == WHITE:
                found = visit(n)
                if found:
                    return found
        stack.pop()
        colour[m] = BLACK
        return None

    for m in sorted(graph):
        if colour[m] == WHITE:
            found = visit(m)
            if found:
                return found
    return None


def private_crossings(root: Path = ENGINE) -> list[str]:
    """`from kingsforge.engine.x import _name` and `x._name` for an engine module x, across files."""
    modules = {p.stem for p in root.glob("*.py") if p.stem != "__init__"}
    out = []
    for m in sorted(modules):
        tree = ast.parse((root / f"{m}.py").read_text(encoding="utf-8"))
        imported_as = {}
        for node in ast.walk(tree):
            if isinstance(node, ast.ImportFrom) and node.module and node.module.startswith(PACKAGE):
                for alias in node.names:
                    if alias.name.startswith("_") and not alias.name.startswith("__"):
                        out.append(f"engine/{m}.py:{node.lineno} imports {node.module}.{alias.name}")
                    if node.module == PACKAGE and alias.name in modules:
                        imported_as[alias.asname or alias.name] = alias.name
        for node in ast.walk(tree):
            if (isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name)
                    and node.value.id in imported_as and node.attr.startswith("_")
                    and not node.attr.startswith("__")):
                out.append(f"engine/{m}.py:{node.lineno} reads {imported_as[node.value.id]}.{node.attr}")
    return out


def test_the_engine_imports_no_circle():
    circle = find_circle(engine_imports())
    assert circle is None, "engine modules import each other in a circle: " + " -> ".join(circle)


def test_no_private_name_crosses_engine_files():
    assert private_crossings() == []


def test_the_check_finds_a_circle_and_a_private_name(tmp_path):
    (tmp_path / "a.py").write_text("from kingsforge.engine import b\n", encoding="utf-8")
    (tmp_path / "b.py").write_text("def f():\n    from kingsforge.engine.c import g\n", encoding="utf-8")
    (tmp_path / "c.py").write_text("import kingsforge.engine.a\nfrom kingsforge.engine import b\nb._x\n",
                                   encoding="utf-8")
    graph = engine_imports(tmp_path)
    assert find_circle(graph) in (["a", "b", "c", "a"], ["b", "c", "b"])
    assert private_crossings(tmp_path) == ["engine/c.py:3 reads b._x"]
    (tmp_path / "c.py").write_text("x = 1\n", encoding="utf-8")
    (tmp_path / "d.py").write_text("from kingsforge.engine.b import _y\n", encoding="utf-8")
    assert find_circle(engine_imports(tmp_path)) is None
    assert private_crossings(tmp_path) == ["engine/d.py:1 imports kingsforge.engine.b._y"]


def test_phases_reach_mechanisms_only_through_the_registry():
    """The phases and the front door name no mechanism module: they read engine/mechanism.py."""
    mechanisms = {"abilities", "kept", "requests", "visitors", "penalty", "permanent"}
    graph = engine_imports()
    for core in ("gather", "craft", "cleanup", "setup", "moments", "rules", "sample", "state", "invariants", "describe",
                 "record", "words",
                 "decisions", "effects", "payments", "dice", "colours", "mechanism"):
        named = sorted(set(graph[core]) & mechanisms)
        assert not named, f"engine/{core}.py imports the mechanism(s) {named}; go through the registry"
