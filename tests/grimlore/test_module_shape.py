"""GRIMLORE's modules keep the house shape: none over 800 lines, and no import loop among them,
counting imports made inside functions as well as at the top."""

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
PACKAGE = ROOT / "game" / "games" / "grimlore"
MAX_LINES = 800


def _modules() -> dict[str, Path]:
    out = {}
    for path in PACKAGE.rglob("*.py"):
        name = ".".join(path.relative_to(ROOT).with_suffix("").parts)
        out[name.removesuffix(".__init__")] = path
    return out


def _imports(path: Path, modules: dict) -> set[str]:
    """The package's modules ``path`` imports, anywhere in it ("from pkg import mod" is mod)."""
    found = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            found |= {alias.name for alias in node.names}
        elif isinstance(node, ast.ImportFrom) and node.module:
            subs = {f"{node.module}.{alias.name}" for alias in node.names} & modules.keys()
            found |= subs or {node.module}
    return found & modules.keys()


def _loops(graph: dict[str, set[str]]) -> list[list[str]]:
    loops, done = [], set()

    def visit(name: str, trail: list[str]) -> None:
        if name in trail:
            loops.append(trail[trail.index(name) :] + [name])
            return
        if name in done:
            return
        for other in sorted(graph[name]):
            visit(other, trail + [name])
        done.add(name)

    for name in sorted(graph):
        visit(name, [])
    return loops


def test_no_module_is_over_800_lines():
    long = {
        str(path.relative_to(ROOT)): n
        for path in _modules().values()
        if (n := len(path.read_text(encoding="utf-8").splitlines())) > MAX_LINES
    }
    assert not long


def test_no_import_loops():
    modules = _modules()
    graph = {name: _imports(path, modules) - {name} for name, path in modules.items()}
    # a package's __init__ importing its own modules is how Python loads them, not a loop
    for name in graph:
        graph[name] = {m for m in graph[name] if not name.startswith(m + ".")}
    assert not _loops(graph)
