"""The house rules that keep one way through the code."""
import ast
import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def imported_modules(path: Path) -> set[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    names = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names |= {alias.name.split(".")[0] for alias in node.names}
        elif isinstance(node, ast.ImportFrom) and node.module:
            names.add(node.module.split(".")[0])
    return names


PYGAME_PARTS = ("app", "table")  # the only folders under game/ whose modules may use pygame
PYGAME_ENTRY_POINTS = {"__main__.py", "bench.py"}  # they reach pygame only inside functions


def pure_files() -> list[Path]:
    """Every module under game/ outside the app and the games' table parts."""
    out = []
    for path in (ROOT / "game").rglob("*.py"):
        parts = path.relative_to(ROOT / "game").parts
        if any(part in PYGAME_PARTS for part in parts[:-1]):
            continue
        out.append(path)
    return out


def top_level_imports(path: Path) -> set[str]:
    """Modules imported at module level (an import inside a function runs only when called)."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    names = set()
    for node in tree.body:
        if isinstance(node, ast.Import):
            names |= {alias.name.split(".")[0] for alias in node.names}
        elif isinstance(node, ast.ImportFrom) and node.module:
            names.add(node.module.split(".")[0])
    return names


def test_only_the_app_and_table_parts_import_pygame():
    files = pure_files()
    offenders = [str(p.relative_to(ROOT)) for p in files
                 if "pygame" in (top_level_imports(p) if p.name in PYGAME_ENTRY_POINTS
                                 else imported_modules(p))]
    assert offenders == []
    names = {str(p.relative_to(ROOT)) for p in files}
    assert "game/core/match.py" in names and "game/games/grudge/rules/contract.py" in names


def test_loading_every_games_rules_and_ai_leaves_pygame_unloaded():
    # The import check above reads each file; this one also catches pygame pulled in through a
    # library (pytmx's package imports its pygame loader), whose banner would corrupt `serve`.
    code = ("import sys\n"
            "from game.core.registry import all_rules, get_manifest\n"
            "for rules in all_rules():\n"
            "    get_manifest(rules.id).load_ai()\n"
            "print(sorted(m for m in sys.modules if m.split('.')[0] == 'pygame'))\n")
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True,
                         timeout=120)
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip() == "[]"


def test_every_game_splits_rules_from_table():
    for game_dir in (ROOT / "game" / "games").iterdir():
        if game_dir.is_dir() and not game_dir.name.startswith("__"):
            assert (game_dir / "manifest.py").is_file(), game_dir.name
            assert (game_dir / "rules" / "__init__.py").is_file(), game_dir.name
            loose = [p.name for p in game_dir.glob("*.py") if p.name not in ("__init__.py", "manifest.py")]
            assert loose == [], f"{game_dir.name}: put {loose} in rules/, ai/ or table/"


def test_every_game_has_rulings():
    for game_dir in (ROOT / "game" / "games").iterdir():
        if game_dir.is_dir() and not game_dir.name.startswith("__"):
            assert (ROOT / "docs" / "rulings" / f"{game_dir.name}.md").is_file(), game_dir.name


def test_ci_runs_the_readmes_test_command():
    readme_commands = [line.strip() for line in (ROOT / "README.md").read_text().splitlines()
                       if line.startswith("    python3 -m venv")]
    ci_lines = (ROOT / ".ci" / "run").read_text().splitlines()
    assert len(readme_commands) >= 2
    assert readme_commands[1] in [line.strip() for line in ci_lines]


def test_list_prints_every_game_as_json():
    out = subprocess.run([sys.executable, "-m", "game", "list", "--json"], cwd=ROOT,
                         capture_output=True, text=True, timeout=60)
    assert out.returncode == 0, out.stderr
    import json
    games = json.loads(out.stdout)
    grudge = {"id": "grudge", "title": "Grudge", "players": [1, 1]}
    assert {key: value for key, value in games[0].items() if key != "content"} == grudge
    assert all(set(g) == {"id", "title", "players", "content"} for g in games)


def test_the_design_docs_name_only_files_that_exist():
    for doc in ("ARCHITECTURE.md", "adding-a-game.md"):
        text = (ROOT / "docs" / doc).read_text(encoding="utf-8")
        named = set(re.findall(r"`((?:game|tests|docs)/[\w/.-]+?\.(?:py|md))`", text))
        assert named, doc
        missing = sorted(path for path in named if "<" not in path and not (ROOT / path).exists())
        assert missing == [], f"{doc} names {missing}"


def module_names() -> dict[str, Path]:
    """Every module under game/ by its dotted name (a package by its __init__.py)."""
    out = {}
    for path in (ROOT / "game").rglob("*.py"):
        parts = path.relative_to(ROOT).with_suffix("").parts
        out[".".join(parts[:-1] if parts[-1] == "__init__" else parts)] = path
    return out


def _known(name: str, modules: dict[str, Path]) -> str | None:
    """``name`` itself if it is a module of game/, else its nearest enclosing one (an attribute
    imported from a module lands on that module)."""
    while name and name not in modules:
        name = name.rpartition(".")[0]
    return name or None


def imports_of(name: str, path: Path, modules: dict[str, Path]) -> set[str]:
    """The game/ modules ``name`` imports anywhere in its file: at the top, inside functions and
    under TYPE_CHECKING alike; ``from game.x import y`` counts y when y is a module."""
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    found = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            found |= {_known(alias.name, modules) for alias in node.names}
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                anchor = package.split(".")[: len(package.split(".")) - node.level + 1]
                base = ".".join(anchor + ([node.module] if node.module else []))
            for alias in node.names:
                full = f"{base}.{alias.name}"
                found.add(full if full in modules else _known(base, modules))
    return found - {None, name}


def import_graph() -> dict[str, set[str]]:
    modules = module_names()
    return {name: imports_of(name, path, modules) for name, path in modules.items()}


def cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """One cycle through each group of modules that import one another (Tarjan's strongly
    connected components, then a shortest way back round within the group)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    groups: list[set[str]] = []

    def visit(start: str) -> None:  # iterative, so a long chain cannot hit the recursion limit
        work = [(start, iter(sorted(graph[start])))]
        index[start] = low[start] = len(index)
        stack.append(start)
        while work:
            node, children = work[-1]
            child = next(children, None)
            if child is None:
                work.pop()
                if work:
                    low[work[-1][0]] = min(low[work[-1][0]], low[node])
                if low[node] == index[node]:
                    group = {stack.pop()}
                    while node not in group:
                        group.add(stack.pop())
                    if len(group) > 1:
                        groups.append(group)
            elif child not in index:
                index[child] = low[child] = len(index)
                stack.append(child)
                work.append((child, iter(sorted(graph[child]))))
            elif child in stack:
                low[node] = min(low[node], index[child])

    for name in sorted(graph):
        if name not in index:
            visit(name)
    return [_loop_through(min(group), group, graph) for group in groups]


def _loop_through(start: str, group: set[str], graph: dict[str, set[str]]) -> list[str]:
    """The shortest path from ``start`` back to itself inside ``group``."""
    came_from: dict[str, str] = {}
    frontier = [start]
    while frontier:
        following = []
        for node in frontier:
            for child in sorted(graph[node] & group):
                if child == start:
                    path = [node]
                    while path[-1] != start:
                        path.append(came_from[path[-1]])
                    return [start, *reversed(path[:-1]), start] if node != start else [start, start]
                if child not in came_from:
                    came_from[child] = node
                    following.append(child)
        frontier = following
    return sorted(group)


def test_cycles_finds_a_loop_and_its_path():
    graph = {"a": {"b"}, "b": {"c"}, "c": {"a", "d"}, "d": set(), "e": {"d"}}
    assert cycles(graph) == [["a", "b", "c", "a"]]
    assert cycles({"a": {"b"}, "b": set()}) == []


def test_imports_resolve_modules_named_in_from_imports(tmp_path):
    modules = {name: tmp_path / f"{name}.py" for name in ("game.x", "game.x.y", "game.z")}
    source = tmp_path / "w.py"
    source.write_text("from game.x import y, Thing\n\ndef f():\n    import game.z.inner\n")
    assert imports_of("game.w", source, modules) == {"game.x", "game.x.y", "game.z"}


def test_no_module_under_game_imports_itself_back_round_a_loop():
    found = cycles(import_graph())
    assert found == [], "import loops:\n" + "\n".join(" -> ".join(loop) for loop in found)


MAX_LINES = 800


def test_no_module_under_game_is_over_800_lines():
    long = {
        str(path.relative_to(ROOT)): lines
        for path in (ROOT / "game").rglob("*.py")
        if (lines := len(path.read_text(encoding="utf-8").splitlines())) > MAX_LINES
    }
    assert long == {}, f"split these by job into modules of at most {MAX_LINES} lines: {long}"
