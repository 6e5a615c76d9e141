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


def rules_files() -> list[Path]:
    files = list((ROOT / "game" / "core").rglob("*.py"))
    for game_dir in (ROOT / "game" / "games").iterdir():
        files += [p for p in game_dir.glob("rules*.py")]
        files += list(game_dir.glob("rules*/**/*.py"))
    return files


def test_rules_never_import_pygame():
    offenders = [str(p.relative_to(ROOT)) for p in rules_files() if "pygame" in imported_modules(p)]
    assert offenders == []
    assert any("core" in str(p) for p in rules_files())


def test_every_game_has_rulings():
    for game_dir in (ROOT / "game" / "games").iterdir():
        if game_dir.is_dir() and not game_dir.name.startswith("__"):
            assert (ROOT / "docs" / "rulings" / f"{game_dir.name}.md").is_file(), game_dir.name


def test_ci_runs_the_readmes_test_command():
    readme_commands = [line.strip() for line in (ROOT / "README.md").read_text().splitlines()
                       if line.startswith("    python3 -m pip install")]
    ci_lines = (ROOT / ".ci" / "run").read_text().splitlines()
    assert len(readme_commands) >= 2
    assert readme_commands[1] in [line.strip() for line in ci_lines]


def test_list_prints_every_game_as_json():
    out = subprocess.run([sys.executable, "-m", "game", "list", "--json"], cwd=ROOT,
                         capture_output=True, text=True, timeout=60)
    assert out.returncode == 0, out.stderr
    import json
    games = json.loads(out.stdout)
    assert {"id": "grudge", "title": "Grudge", "players": [1, 1]} in games
    assert all(set(g) == {"id", "title", "players"} for g in games)
