"""No import cycle at run time: the modules of cthulhu_widgets import each other, at module level, as a graph without
cycles (the registry in games/ and core/spec.py, the frames, the widgets, rooms and replays included). Imports inside
functions (the lazy ones: a spec's widget, the schemas) are not part of the graph; TYPE_CHECKING blocks neither.
"""
from __future__ import annotations

import ast
from pathlib import Path

PACKAGE = Path(__file__).resolve().parents[1] / "cthulhu_widgets"


def modules() -> dict[str, Path]:
    """Return module name -> file of every module of the package (a package by its name, not `__init__`)."""
    out = {}
    for path in PACKAGE.rglob("*.py"):
        name = ".".join(path.relative_to(PACKAGE.parent).with_suffix("").parts)
        out[name.removesuffix(".__init__")] = path
    return out


def imported(name: str, path: Path, known: dict) -> set[str]:
    """Return the package's modules that module `name` imports at module level."""
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    found = set()
    for node in ast.parse(path.read_text(encoding="utf-8")).body:
        if isinstance(node, ast.Import):
            targets = [a.name for a in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = package.rsplit(".", node.level - 1)[0] if node.level > 1 else package
            target = f"{base}.{node.module}" if node.level and node.module else (base if node.level else node.module)
            targets = [f"{target}.{a.name}" if f"{target}.{a.name}" in known else target for a in node.names]
        else:
            continue
        for target in targets:
            while target not in known and "." in target:
                target = target.rpartition(".")[0]
            if target in known and target != name:
                found.add(target)
    return found


def cycle_from(start: str, graph: dict) -> list[str] | None:
    """Return a cycle of imports through `start` (its modules in order), or None."""
    stack, seen = [(start, [start])], set()
    while stack:
        node, path = stack.pop()
        for nxt in graph[node]:
            if nxt == start:
                return path + [start]
            if nxt not in seen:
                seen.add(nxt)
                stack.append((nxt, path + [nxt]))
    return None


def test_the_package_imports_without_a_cycle():
    known = modules()
    graph = {name: imported(name, path, known) for name, path in known.items()}
    assert len(graph) > 100 and graph["cthulhu_widgets.games"] == {"cthulhu_widgets.core.spec"}
    cycles = [c for c in (cycle_from(name, graph) for name in graph) if c]
    assert not cycles, "import cycles: " + "; ".join(" -> ".join(c) for c in cycles[:5])
