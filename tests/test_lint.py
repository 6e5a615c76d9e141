"""ruff (lint and format) and mypy hold on the parts of the code that must stay pure: core and
each game's rules and AI. They run here so that `.ci/run` and the README's test command check
them too; the tools are pinned in pyproject.toml's test extra."""
from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
# Grows as each game's rules are brought under the linters (see docs/ARCHITECTURE.md).
CHECKED = [
    "game/core",
    "game/bench.py",
    "game/bench_logs.py",
    "game/games/grudge/rules",
    "game/games/grim/rules",
    "game/games/grim/ai",
    "game/games/grimlore/rules",
    "game/games/grimlore/ai",
    "game/games/grimlore/table",
    "game/games/grimheim/rules",
    "game/games/grimheim/ai",
    "game/games/tainted_grail/rules",
    "game/games/tainted_grail/ai",
    "game/games/tainted_grail/table",
    "tests/tainted_grail/breakers.py",
    "tests/tainted_grail/test_card_design.py",
    "tests/tainted_grail/test_encounter_design.py",
]
TYPED = [
    "game/core",
    "game/games/grudge/rules",
    "game/games/grim/rules",
    "game/games/grim/ai",
]


def _run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", *args], cwd=ROOT, capture_output=True,
                          text=True, timeout=600)


def _needs(module: str) -> None:
    if subprocess.run([sys.executable, "-c", f"import {module}"], capture_output=True).returncode:
        pytest.fail(f"{module} is not installed: run the README's test command "
                    "(it installs the test tools).")


def test_ruff_lint() -> None:
    _needs("ruff")
    out = _run("ruff", "check", *CHECKED)
    assert out.returncode == 0, out.stdout + out.stderr


def test_ruff_format() -> None:
    _needs("ruff")
    out = _run("ruff", "format", "--check", *CHECKED)
    assert out.returncode == 0, out.stdout + out.stderr


def test_mypy() -> None:
    _needs("mypy")
    out = _run("mypy", *TYPED)
    assert out.returncode == 0, out.stdout + out.stderr
