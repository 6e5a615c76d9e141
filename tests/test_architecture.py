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
