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
FIGURES = ["warrior", "goblin", "goblin_blade", "goblin_spear", "goblin_bow", "goblin_blade_shield",
           "goblin_boss", "goblin_boss_flail", "goblin_boss_hammer", "troll"]
WEAPONS = ["axe", "blade", "bow", "bow_loaded", "flail", "hammer", "spear", "shield"]
ARMOR = ["helmet", "helmet_notch1", "helmet_broken", "breastplate", "breastplate_notch1",
         "breastplate_broken", "shield", "shield_notch1", "shield_broken"]
CONDITIONS = ["disarmed", "rooted", "stunned", "prone", "enraged", "displaced"]
SUITS = ["spades", "hearts", "clubs", "diamonds", "joker"]
# name -> (width, height): the size a board square, a panel slot or a card needs it at
SIZES = {
    "grudge": {**{n: (64, 64) for n in FIGURES + ["tent", "campfire", "pig", "stinking_cloud", "defeated"]},
               "big_tent": (128, 128), "fence_h": (128, 64), "fence_v": (64, 128),
               **{n: (32, 32) for n in WEAPONS + ARMOR + ["luckstone", "runestone"]},
               **{n: (24, 24) for n in CONDITIONS},
               **{f"highlight_{n}": (64, 64) for n in ("move", "target", "selected", "los")},
               **{f"d6_{face}": (48, 48) for face in range(1, 7)}},
    "ui": {"card_back": (120, 168), "card_face": (120, 168), "logo": (256, 64),
           **{n: (32, 32) for n in SUITS}, **{f"{n}_16": (16, 16) for n in SUITS},
           "panel": (48, 48), "button": (48, 48), "button_hover": (48, 48), "button_pressed": (48, 48)},
    # grimheim's miniature layers are cut to what they cover (tests/grimheim/test_art.py)
    "grimheim": {**{f"status_{n}": (24, 24) for n in ("burning", "fearful", "enraged", "stunned",
                                                      "frozen", "hidden", "overwatch")},
                 **{f"objective_{n}": (48, 48) for n in ("cache", "cache_looted", "beacon",
                                                         "beacon_lit", "marker")}},
    "grudge_tiles": {n: (64, 64) for n in ("earth", "grass_tufts", "mud", "edge_earth")},
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
    assert data["tile"] == 64


@pytest.mark.parametrize("stem", sorted(SIZES))
def test_every_needed_sprite_exists_at_its_size(stem):
    sprites = json.loads((SHEETS / f"{stem}.json").read_text())["sprites"]
    missing = [name for name in SIZES[stem] if name not in sprites]
    assert missing == []
    wrong = {name: sprites[name][2:] for name, size in SIZES[stem].items() if tuple(sprites[name][2:]) != size}
    assert wrong == {}


def test_sprites_are_drawn_not_blank():
    import pygame

    for stem in SIZES:
        image = pygame.image.load(str(SHEETS / f"{stem}.png"))
        for name, rect in json.loads((SHEETS / f"{stem}.json").read_text())["sprites"].items():
            box = image.subsurface(pygame.Rect(rect)).get_bounding_rect()
            assert box.width * box.height > rect[2] * rect[3] // 8, name


@pytest.mark.parametrize("tmx", sorted((ROOT / "maps").rglob("*.tmx")), ids=lambda p: p.name)
def test_every_map_loads_without_images(tmx):
    board = pytmx.TiledMap(str(tmx))
    assert board.width > 0 and board.height > 0 and board.tilewidth == board.tileheight == 64


@pytest.mark.parametrize("tmx", sorted((ROOT / "maps" / "grudge").glob("*.tmx")), ids=lambda p: p.name)
def test_grudge_maps_are_eight_by_eight_boards_with_named_edges(tmx):
    """Other games' maps may be any size; Grudge is played on a chessboard."""
    board = pytmx.TiledMap(str(tmx))
    assert (board.width, board.height, board.tilewidth, board.tileheight) == (8, 8, 64, 64)
    ground = board.get_layer_by_name("ground")
    assert all(gid for _, _, gid in ground.iter_data())
    assert len({gid for _, _, gid in ground.iter_data()}) >= 4   # a varied ground, not one tile
    edges = {obj.name: (obj.x, obj.y, obj.width, obj.height) for obj in board.get_layer_by_name("edges")}
    assert edges == {"north": (0, 0, 512, 64), "east": (448, 0, 64, 512),
                     "south": (0, 448, 512, 64), "west": (0, 0, 64, 512)}


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
    expected = {Path("assets/sheets") / f"{stem}.{ext}" for stem in SIZES for ext in ("png", "json")}
    assert expected <= set(made)
    for relative in made:
        assert (tmp_path / relative).read_bytes() == (ROOT / relative).read_bytes(), str(relative)
