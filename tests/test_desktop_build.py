"""The desktop build (tools/build_desktop.py, PyInstaller) makes a folder that runs with no
Python and no checkout: it lists its games and plays a match of each to its end headless."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from tests.protocol_client import play_to_the_end

ROOT = Path(__file__).resolve().parents[1]
GAMES = ("grudge", "grim", "grimheim", "grimlore", "tainted_grail")


@pytest.fixture(scope="module")
def desktop_app(tmp_path_factory) -> Path:
    pytest.importorskip("PyInstaller", reason="the README's test command installs PyInstaller")
    dist = tmp_path_factory.mktemp("dist")
    work = tmp_path_factory.mktemp("work")
    # PyInstaller's own cache goes in the test's folder too, not the user's home
    env = {**os.environ, "PYINSTALLER_CONFIG_DIR": str(work / "config")}
    build = subprocess.run(
        [sys.executable, "tools/build_desktop.py", "--dist", str(dist), "--work", str(work)],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=600,
    )
    assert build.returncode == 0, build.stdout + build.stderr
    assert list(dist.glob("grimtable-*.zip")), "the build leaves a zip a player can unpack"
    return dist / "grimtable" / "grimtable"


def bare_env(home: Path) -> dict[str, str]:
    """No PYTHONPATH and no virtual environment: the app must bring all it needs. Its home is
    the test's own folder, so a player's data folder it may make stays there."""
    return {"PATH": "/usr/bin:/bin", "HOME": str(home)}


def test_the_desktop_app_lists_its_games_and_their_content(desktop_app, tmp_path):
    listed = subprocess.run(
        [str(desktop_app), "list", "--json"],
        cwd=tmp_path,
        env=bare_env(tmp_path),
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert listed.returncode == 0, listed.stderr
    games = {game["id"]: game for game in json.loads(listed.stdout)}
    assert set(games) == set(GAMES)
    assert all(sum(game["content"].values()) > 0 for game in games.values())


def test_the_desktop_app_draws_with_its_typefaces(desktop_app, tmp_path):
    """The font files travel with the app: no role falls back to pygame's own font."""
    found = subprocess.run(
        [str(desktop_app), "fonts", "--json"],
        cwd=tmp_path,
        env=bare_env(tmp_path),
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert found.returncode == 0, found.stderr
    faces = json.loads(found.stdout)
    assert faces and all(path.endswith(".ttf") for path in faces.values()), faces


@pytest.mark.parametrize("game", GAMES)
def test_the_desktop_app_plays_a_match_to_its_end(desktop_app, tmp_path, game):
    assert play_to_the_end([str(desktop_app)], game, tmp_path, bare_env(tmp_path))
