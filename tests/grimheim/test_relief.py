"""The battlefield drawn as a place (issue #25): a roof or ledge shows its height by light and
shadow, not only by its colour. On the Ruined Market, whose rooftops stand 2 and 3 inches over
the street: the ground south-east of a roof lies in its shadow, a roof's edge over lower
ground to its north is lit and its face over lower ground to its south is shaded, and a taller
roof casts a longer shadow."""

import os
from types import SimpleNamespace

import pygame
import pytest

from game.app.render.grid import Grid
from game.games.grimheim.rules import board as B
from game.games.grimheim.table import board_draw

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
CELL = 40


@pytest.fixture(scope="module")
def market():
    pygame.init()
    pygame.display.set_mode((1, 1))  # the tileset loads as display images
    w, h = B.board("market").width, B.board("market").height
    fonts = SimpleNamespace(small=pygame.font.Font(None, 12))
    return board_draw.base_layer("market", Grid((0, 0), w, h, CELL), fonts)


def brightness(surf, cell, part: str = "all") -> float:
    """The mean brightness of one square (or its top or bottom band) of the base layer."""
    x, y = cell[0] * CELL, cell[1] * CELL
    rows = {"all": range(y + 3, y + CELL - 3), "top": range(y + 2, y + 5),
            "bottom": range(y + CELL - 5, y + CELL - 2)}[part]
    pixels = [surf.get_at((px, py))[:3] for py in rows for px in range(x + 6, x + CELL - 6)]
    return sum(sum(p) for p in pixels) / (3 * len(pixels))


def test_the_market_has_the_rooftops_the_checks_stand_on():
    # the rows of tools/grimheim_maps.py: a 2-inch roof over C5:E7, a 3-inch one over C10:E12
    assert B.level("market", (3, 5)) == 2 and B.level("market", (3, 6)) == 2
    assert B.level("market", (3, 10)) == B.level("market", (3, 11)) == 3
    assert B.level("market", (3, 3)) == B.level("market", (3, 7)) == 0
    assert B.terrain("market", (3, 7)) == B.terrain("market", (9, 7)) == "earth"


def test_the_ground_south_east_of_a_roof_lies_in_its_shadow(market):
    open_ground = brightness(market, (9, 7))  # street with nothing raised near it
    under_the_roof = brightness(market, (3, 7))  # just south of the 2-inch roof
    assert under_the_roof < open_ground - 10


def test_a_roof_is_lit_on_its_north_edge_and_shaded_on_its_south_face(market):
    inner = (3, 5)  # a roof square with roof all round it: neither rim nor face
    assert brightness(market, (3, 4), "top") > brightness(market, inner, "top") + 8
    assert brightness(market, (3, 6), "bottom") < brightness(market, inner, "bottom") - 15


def test_a_taller_roof_casts_a_longer_shadow(market):
    def reach(roof_bottom_row: int) -> int:
        """How many pixel rows below the roof's last row the ground stays darkened."""
        col = 3 * CELL + CELL // 2
        top = (roof_bottom_row + 1) * CELL
        lit = market.get_at((9 * CELL + CELL // 2, 7 * CELL + CELL // 2))[:3]
        rows = 0
        while sum(market.get_at((col, top + rows))[:3]) < sum(lit) - 20:
            rows += 1
        return rows

    assert reach(11) > reach(6) > 0  # the 3-inch roof's shadow reaches further than the 2-inch
