"""A wheel of Grimtable runs every game outside the checkout: the build packs the content,
maps, guides and rulings into the package, and the game finds them there."""

from __future__ import annotations

import json
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

from tests.protocol_client import play_to_the_end

ROOT = Path(__file__).resolve().parents[1]
GAMES = ("grudge", "grim", "grimheim", "grimlore", "tainted_grail")


@pytest.fixture(scope="module")
def unpacked_wheel(tmp_path_factory) -> Path:
    """The wheel as pip builds it, unpacked into a folder far from the checkout."""
    out = tmp_path_factory.mktemp("wheel")
    build = subprocess.run(
        [sys.executable, "-m", "pip", "wheel", "-q", ".", "--no-deps", "-w", str(out)],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert build.returncode == 0, build.stderr
    (wheel,) = out.glob("grimtable-*.whl")
    site = tmp_path_factory.mktemp("site")
    with zipfile.ZipFile(wheel) as archive:
        archive.extractall(site)
    return site


def run_packed(site: Path, cwd: Path, *args: str, stdin: str = "") -> subprocess.CompletedProcess:
    # the unpacked wheel comes first on the path, so `game` is the packed copy, not the checkout
    env = {
        "PYTHONPATH": str(site),
        "SDL_VIDEODRIVER": "dummy",
        "SDL_AUDIODRIVER": "dummy",
        "PATH": "/usr/bin:/bin",
        "HOME": str(cwd),  # a data folder the game may make stays in the test's folder
    }
    return subprocess.run(
        [sys.executable, "-m", "game", *args],
        cwd=cwd,
        input=stdin,
        env=env,
        capture_output=True,
        text=True,
        timeout=300,
    )


def test_the_wheel_carries_content_maps_guides_and_rulings(unpacked_wheel):
    data = unpacked_wheel / "game" / "data"
    for game in GAMES:
        assert list((data / "assets" / game).glob("*.yaml")), game
        assert (data / "docs" / "guides" / f"{game}.md").is_file(), game
        assert (data / "docs" / "rulings" / f"{game}.md").is_file(), game
    for game in ("grudge", "grimheim", "grimlore"):
        assert list((data / "maps" / game).glob("*.tmx")), game
    assert list((data / "assets" / "sheets").glob("*.png"))


def test_the_packed_game_reads_its_data_from_inside_the_package(unpacked_wheel, tmp_path):
    env = {"PYTHONPATH": str(unpacked_wheel), "PATH": "/usr/bin:/bin", "HOME": str(tmp_path)}
    probe = subprocess.run(
        [sys.executable, "-c", "from game.core import data; print(data.ROOT, data.is_checkout())"],
        cwd=tmp_path,
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert probe.stdout.split() == [str(unpacked_wheel / "game" / "data"), "False"], probe.stderr


def test_the_packed_game_lists_its_content_from_another_folder(unpacked_wheel, tmp_path):
    listed = run_packed(unpacked_wheel, tmp_path, "list", "--json")
    assert listed.returncode == 0, listed.stderr
    games = {game["id"]: game for game in json.loads(listed.stdout)}
    assert set(games) == set(GAMES)
    assert games["grim"]["content"]["grim"] > 0


@pytest.mark.parametrize("game", GAMES)
def test_the_packed_game_plays_a_match_to_its_end_from_another_folder(
    unpacked_wheel, tmp_path, game
):
    """Seat 0 played by a random client against the game's AI where it has one: the rules read
    their content and maps from the package."""
    env = {"PYTHONPATH": str(unpacked_wheel), "PATH": "/usr/bin:/bin", "HOME": str(tmp_path)}
    outcome = play_to_the_end([sys.executable, "-m", "game"], game, tmp_path, env)
    assert outcome


def test_an_installed_game_keeps_its_saves_in_the_players_data_folder(unpacked_wheel, tmp_path):
    """Installed (not a checkout), a save lands in the user's data folder, made when needed;
    the home here is the test's own folder, so nothing is written anywhere else."""
    env = {"PYTHONPATH": str(unpacked_wheel), "PATH": "/usr/bin:/bin", "HOME": str(tmp_path)}
    lines = [{"op": "save", "name": "first-try"}, {"op": "load", "name": "first-try"}]
    served = subprocess.run(
        [sys.executable, "-m", "game", "serve", "grudge", "--seed", "2"],
        input="".join(json.dumps(line) + "\n" for line in lines),
        cwd=tmp_path,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    replies = [json.loads(line) for line in served.stdout.splitlines()]
    assert all(reply["ok"] for reply in replies), replies
    saved = list(tmp_path.rglob("first-try.save"))
    assert len(saved) == 1 and "Grimtable" in saved[0].parent.name
    assert saved[0].is_relative_to(tmp_path / ".local" / "share")
