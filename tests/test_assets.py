"""Every art sheet, map and content file in the repository is well formed, and the art script
reproduces the committed sheets exactly."""
import json
import subprocess
import sys
from pathlib import Path

import pytest
import pytmx
import yaml

ROOT = Path(__file__).resolve().parents[1]
SHEETS = ROOT / "assets" / "sheets"
REQUIRED = {
    "grudge": ["warrior", "goblin_blade", "goblin_spear", "goblin_bow", "goblin_blade_shield",
               "goblin_boss", "troll", "tent", "big_tent", "fence_h", "fence_v", "campfire", "pig",
               "stinking_cloud", "axe", "blade", "bow", "flail", "hammer", "spear", "shield",
               "helmet", "breastplate", "luckstone", "runestone", "stunned", "prone", "rooted",
               "disarmed", "enraged"],
    "ui": ["card_back", "card_face", "spades", "hearts", "clubs", "diamonds"],
}


def atlases():
    return sorted(SHEETS.glob("*.json"))


@pytest.mark.parametrize("atlas", atlases(), ids=lambda p: p.name)
def test_atlas_rects_lie_inside_their_png(atlas):
    import pygame

    data = json.loads(atlas.read_text())
    image = pygame.image.load(str(atlas.with_suffix(".png")))
    width, height = image.get_size()
    sprites = data["sprites"]
    assert sprites
    for name, (x, y, w, h) in sprites.items():
        assert w > 0 and h > 0 and x >= 0 and y >= 0 and x + w <= width and y + h <= height, name
    missing = [name for name in REQUIRED.get(atlas.stem, []) if name not in sprites]
    assert missing == []


@pytest.mark.parametrize("tmx", sorted((ROOT / "maps").rglob("*.tmx")), ids=lambda p: p.name)
def test_every_map_loads_as_an_eight_by_eight_board(tmx):
    board = pytmx.TiledMap(str(tmx))
    assert (board.width, board.height, board.tilewidth, board.tileheight) == (8, 8, 64, 64)
    ground = board.get_layer_by_name("ground")
    assert all(gid for _, _, gid in ground.iter_data())
    edges = {obj.name for obj in board.get_layer_by_name("edges")}
    assert edges == {"north", "east", "south", "west"}


def test_maps_load_with_their_images():
    import pygame
    from pytmx.util_pygame import load_pygame

    pygame.display.init()
    pygame.display.set_mode((64, 64))
    for tmx in sorted((ROOT / "maps").rglob("*.tmx")):
        board = load_pygame(str(tmx))
        assert board.get_tile_image(0, 0, 0) is not None


@pytest.mark.parametrize("path", sorted((ROOT / "assets").rglob("*.yaml")), ids=lambda p: p.name)
def test_every_yaml_file_parses_safely(path):
    assert yaml.safe_load(path.read_text(encoding="utf-8")) is not None


def test_art_script_reproduces_the_committed_files(tmp_path):
    out = subprocess.run([sys.executable, str(ROOT / "tools" / "make_sheets.py"), "--out", str(tmp_path)],
                         capture_output=True, text=True, timeout=300)
    assert out.returncode == 0, out.stderr
    made = sorted(p.relative_to(tmp_path) for p in tmp_path.rglob("*") if p.is_file())
    assert made
    for relative in made:
        assert (tmp_path / relative).read_bytes() == (ROOT / relative).read_bytes(), str(relative)
