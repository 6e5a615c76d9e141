"""Canals drawn as water, not as dark gaps (issue #25). On the Canal Quarter (Smugglers'
Casks) the canal squares are still gaps to the rules (nobody stands in them; jump them), but
the table paints them as water: a blue-green far lighter than the black of the Broken
Crossing's chasm, with ripples that make a pattern a colour-blind eye reads too, and a quay's
coping stones where the water meets the street."""

import os
from types import SimpleNamespace

import pygame
import pytest

from game.app.render.grid import Grid
from game.games.grimheim.rules import board as B
from game.games.grimheim.table import board_draw
from game.games.grimheim.table.water import water_cells

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
CELL = 40
CANAL = (8, 5)  # I6: open water, the canal running east-west through rows 6-7
CHASM = (6, 7)  # G8 of the Broken Crossing


@pytest.fixture(scope="module", autouse=True)
def display():
    pygame.init()
    pygame.display.set_mode((1, 1))  # the tileset loads as display images


def layer(name):
    w, h = B.board(name).width, B.board(name).height
    fonts = SimpleNamespace(small=pygame.font.Font(None, 12))
    return board_draw.base_layer(name, Grid((0, 0), w, h, CELL), fonts)


@pytest.fixture(scope="module")
def canal():
    return layer("canal")


def pixels(surf, cell, inset: int = 8):
    x, y = cell[0] * CELL, cell[1] * CELL
    return [
        surf.get_at((px, py))[:3]
        for py in range(y + inset, y + CELL - inset)
        for px in range(x + inset, x + CELL - inset)
    ]


def mean(colours, channel=None):
    values = [sum(c) / 3 if channel is None else c[channel] for c in colours]
    return sum(values) / len(values)


def test_the_canal_is_still_a_gap_to_the_rules():
    assert B.terrain("canal", CANAL) == "gap" and B.terrain("canal", (8, 4)) == "earth"
    assert CANAL in water_cells(board_draw.map_view("canal"))
    assert not water_cells(board_draw.map_view("gorge"))  # a chasm is no water


def test_the_canal_is_painted_as_water_not_as_a_dark_hole(canal):
    water = pixels(canal, CANAL)
    chasm = pixels(layer("gorge"), CHASM)
    assert B.terrain("gorge", CHASM) == "gap"
    assert mean(water) > mean(chasm) + 30  # far lighter than the chasm's black
    assert mean(water, 2) > mean(water, 0) + 25  # blue over red: water's hue


def test_ripples_give_the_water_a_pattern_beyond_its_colour(canal):
    brightness = [sum(c) / 3 for c in pixels(canal, CANAL, inset=2)]
    assert max(brightness) - min(brightness) > 60  # glints and crests against the deep water


def test_a_quay_edges_the_water_where_it_meets_the_street(canal):
    # the coping runs along the canal square's top edge, under the street square to its north
    x, y = CANAL[0] * CELL + CELL // 2, CANAL[1] * CELL + 1
    coping = canal.get_at((x, y))[:3]
    inside = mean(pixels(canal, CANAL))
    assert sum(coping) / 3 > inside + 40
    assert coping[2] - coping[0] < 10  # grey stone, not lit water
