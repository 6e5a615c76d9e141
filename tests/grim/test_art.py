"""GRIM's pictures (issue #21): every Grim, Grimlord and Afterworld has its own sprite in the grim
sheet, no two of a kind share a picture, and the table draws each card with its own sprite (on
the table, in hand, in the zoom), keeping a plain backdrop when a sprite is missing."""

import json
import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from pathlib import Path  # noqa: E402

import pygame  # noqa: E402
import pytest  # noqa: E402

from game.app.catalog import Catalog  # noqa: E402
from game.app.main import headless_context  # noqa: E402
from game.games.grim.rules import RULES, content  # noqa: E402
from game.games.grim.table import ui_art, ui_cards  # noqa: E402
from game.games.grim.table import ui_layout as L  # noqa: E402
from game.games.grim.table.scenes import make_board_scene  # noqa: E402
from tests.grim.test_scene import first_run  # noqa: E402

SHEET = Path(__file__).resolve().parents[2] / "assets" / "sheets" / "grim"
KINDS = {
    "Grim": lambda: list(content.load()["grim"]),
    "Grimlord": lambda: [f"grimlord_{e}" for e in content.load()["grimlords"]],
    "Afterworld": lambda: [f"afterworld_{e}" for e in content.load()["afterworlds"]],
}


@pytest.fixture(scope="module")
def atlas():
    pygame.init()
    image = pygame.image.load(str(SHEET.with_suffix(".png")))
    return image, json.loads(SHEET.with_suffix(".json").read_text(encoding="utf-8"))["sprites"]


@pytest.mark.parametrize("kind", sorted(KINDS))
def test_every_entity_has_its_own_picture(atlas, kind):
    image, sprites = atlas
    names = KINDS[kind]()
    assert len(names) == {"Grim": 110, "Grimlord": 11, "Afterworld": 11}[kind]
    missing = [n for n in names if n not in sprites]
    assert not missing, f"{kind} without a sprite: {missing}"
    seen: dict[bytes, str] = {}
    for name in names:
        pixels = pygame.image.tobytes(image.subsurface(pygame.Rect(sprites[name])), "RGBA")
        assert pixels.count(0) < len(pixels) * 0.9, f"{name} is (nearly) blank"
        assert pixels not in seen, f"{name} and {seen.get(pixels)} are the same picture"
        seen[pixels] = name


def test_each_card_asks_for_its_own_sprite():
    for key in content.load()["grim"]:
        assert ui_art.sprite_name({**content.grim(key), "id": f"{key}@1"}) == key
    for element in content.load()["afterworlds"]:
        world = {**content.afterworld(element), "kind": "afterworld", "id": element}
        assert ui_art.sprite_name(world) == f"afterworld_{element}"
    for element in content.load()["grimlords"]:
        lord = {**content.grimlord(element), "kind": "grimlord"}
        assert ui_art.sprite_name(lord) == f"grimlord_{element}"


@pytest.fixture
def asked(monkeypatch):
    """The sprite names the grim sheet is asked for while drawing."""
    pygame.init()
    names: list[str] = []
    sheet = ui_art.sheets()[ui_art.SHEET]
    real = sheet.scaled

    def spy(name, size):
        names.append(name)
        return real(name, size)

    monkeypatch.setattr(sheet, "scaled", spy)
    monkeypatch.setattr(ui_cards, "_CACHE", {})
    return names


def test_a_grim_face_shows_its_own_picture_at_every_size(asked):
    card = {**content.grim("fire_05"), "id": "fire_05@0"}
    for size, full in ((L.FIELD_CARD, False), (L.HAND_CARD, False), (L.ZOOM_CARD, True)):
        asked.clear()
        face = ui_cards.card_face(card, size, full)
        assert face.get_size() == size
        assert asked == ["fire_05"], size


def test_two_grim_faces_differ_in_their_pictures(asked):
    faces = [
        ui_cards.card_face({**content.grim(k), "id": k}, L.FIELD_CARD)
        for k in ("water_01", "water_02")
    ]
    band = pygame.Rect(8, 30, L.FIELD_CARD[0] - 16, 40)  # inside the picture, below the names
    a, b = (pygame.image.tobytes(f.subsurface(band), "RGBA") for f in faces)
    assert a != b


def test_a_missing_sprite_leaves_the_card_whole_with_its_element_named(asked, monkeypatch):
    card = {**content.grim("water_01"), "id": "water_99"}  # no such sprite
    assert ui_art.fitted_sprite("water_99", (80, 60)) is None
    face = ui_cards.card_face(card, L.FIELD_CARD)
    assert face.get_size() == L.FIELD_CARD
    drawn: list[str] = []
    monkeypatch.setattr(
        ui_art.text,
        "draw",
        lambda s, f, words, *a, **k: drawn.append(words) or pygame.Rect(0, 0, 1, 1),
    )
    monkeypatch.setattr(ui_cards, "_CACHE", {})
    ui_cards.card_face(card, L.FIELD_CARD)
    assert "Water" in drawn  # the picture box names the Element instead


def test_the_table_draws_the_field_the_hand_and_the_zoom_with_their_own_pictures(tmp_path, asked):
    def in_play(m):
        return m.pending().kind == "action"

    match = first_run(in_play, fmt="coven")
    ctx = headless_context(tmp_path, catalog=Catalog([RULES]))
    scene = make_board_scene(ctx, match)
    view = match.view(scene.seat)
    field = [g["id"].split("@")[0] for side in view["field"] for g in side if g]
    hand = [c["id"].split("@")[0] for c in view["players"][scene.seat]["hand"] if "attacks" in c]
    lords = [f"grimlord_{p['grimlord']['element']}" for p in view["players"] if p.get("grimlord")]
    surface = pygame.Surface((1280, 720))
    scene.draw(surface)
    assert set(field) | set(hand) | set(lords) <= set(asked)
    assert field and hand and len(lords) == 2
    # the zoom of the first Grim in hand asks for its picture at the zoom's size
    asked.clear()
    rects = L.hand_rects(len(scene.hand))
    first = next(i for i, c in enumerate(scene.hand) if "attacks" in c)
    scene.pointer = rects[first].center
    scene.draw(surface)
    assert scene.zoom_shown is not None
    assert str(scene.hand[first]["id"]).split("@")[0] in asked
