"""Tainted Grail's Location pictures: one landscape vignette per card and side (loc_<id>_clear,
loc_<id>_wyrd), at the size the map draws a card's picture.

A card's own words (its name, then its flavour) choose the land (open sea and a beach, marsh
water, a forest's edge, hills or fields), the sky and the feature that makes the place (a
lighthouse, a mill, a ribcage hut, a stag skull, gibbet cages ...; art_tainted_grail_sights
draws those). The wyrd side is the same place under the wyrdness: the sky bruised violet, odd
stars, its lights burning cold green, fog lying over the ground and eyes in it. A variant card
(107b, 110b) is drawn from its own words, so the relit beacon shines and the drowned market
stands in the flood. The id seeds the small differences (where the feature stands, the clouds)."""

from __future__ import annotations

import zlib
from dataclasses import dataclass

import pygame
from art_draw import INK, Pen, arc_points, mix, shade
from art_tainted_grail_ebb import EBB_SIGHTS, seabed
from art_tainted_grail_finals import FINALS_SIGHTS
from art_tainted_grail_march import MARCH_SIGHTS
from art_tainted_grail_sights import SIGHTS
from art_tainted_grail_tales import TALES_SIGHTS
from art_tainted_grail_wold import WOLD_SIGHTS

W, H = 192, 60
HORIZON = 34
LANDS = (  # the land under the sky, from the first of these words in the name, then the flavour
    (
        "sea",
        (
            "beacon",
            "lighthouse",
            "strand",
            "saltpans",
            "jetty",
            "tidecaves",
            "wreck",
            "dunes",
            "cove",
            "haven",
            "harbour",
            "sea",
            "tide",
        ),
    ),
    ("marsh", ("marsh", "reeds", "eel", "mire", "fen", "bog", "lake", "weir", "ford", "flood")),
    ("forest", ("wood", "oaks", "glade", "hollies", "forest", "trees")),
    ("hills", ("tor", "quarry", "cairn", "barrow", "hill", "rise", "menhir", "mounds")),
)
SKIES = {
    "sea": ((150, 180, 200), (210, 214, 204)),
    "marsh": ((160, 170, 150), (204, 200, 176)),
    "forest": ((170, 190, 170), (214, 210, 180)),
    "hills": ((160, 176, 196), (220, 210, 186)),
    "fields": ((176, 190, 200), (226, 214, 180)),
    "seabed": ((170, 184, 190), (222, 220, 210)),
}
GROUND = {
    "sea": (70, 110, 140),
    "marsh": (86, 104, 80),
    "forest": (70, 100, 64),
    "hills": (112, 126, 84),
    "fields": (118, 136, 80),
    "seabed": (120, 108, 90),
}


@dataclass
class Place:
    """What a sight needs to draw itself: the place's words, its side and its colours."""

    words: str
    land: str
    wyrd: bool
    x: float  # where the sight stands
    light: tuple  # lamps and windows: warm, or the wyrdness's cold green
    ground: tuple
    water: tuple
    stone: tuple
    wood: tuple

    def tint(self, colour):
        """A colour as the wyrdness sees it: drained toward violet and dimmed."""
        return shade(mix(colour, (110, 80, 150), 0.4), 0.9) if self.wyrd else colour


def seed_of(key: str) -> int:
    return zlib.crc32(key.encode("utf-8"))


def land_of(words: str) -> str:
    for land, hints in LANDS:
        if any(h in words for h in hints):
            return land
    return "fields"


def sight_of(words: str):
    # the chapters' own places first
    chapters = FINALS_SIGHTS + TALES_SIGHTS + EBB_SIGHTS + MARCH_SIGHTS + WOLD_SIGHTS
    for hints, draw in chapters + SIGHTS:
        if any(h in words for h in hints):
            return draw
    return None


def picture(key: str, loc: dict, side: str) -> Pen:
    """One side of a Location card's picture."""
    name = str(loc.get("name", "")).lower()
    words = f"{name} | {loc.get('flavour', '')} | {(loc.get(side) or {}).get('text', '')}".lower()
    wyrd = side == "wyrd"
    seed = seed_of(key)
    pen = Pen(W, H, seed=seed + (7 if wyrd else 0))
    land = land_of(name) if land_of(name) != "fields" else land_of(words)
    if "sea floor" in words:  # the Sunken Hundred (Chapter IV): the sea gone out of sight
        land = "seabed"
    here = Place(
        words=words,
        land=land,
        wyrd=wyrd,
        x=70 + seed % 52,
        light=(170, 255, 190) if wyrd else (255, 206, 110),
        ground=GROUND[land],
        water=(60, 100, 130) if land == "sea" else (56, 70, 72),
        stone=(150, 146, 140),
        wood=(120, 86, 56),
    )
    _sky(pen, here, seed)
    _land(pen, here)
    draw = sight_of(name) or sight_of(words)
    if draw is not None:
        draw(pen, here)
    if wyrd:
        _wyrdness(pen, here)
    pen.rect(0.5, 0.5, W - 1, H - 1, None, INK, 1.0)
    return pen


def _sky(pen: Pen, here: Place, seed: int) -> None:
    top, low = SKIES[here.land]
    if here.wyrd:
        top, low = (62, 48, 92), (140, 116, 160)
    pen.gradient_poly([(0, 0), (W, 0), (W, HORIZON + 2), (0, HORIZON + 2)], top, low, None)
    if here.wyrd:  # stars that are not ours, one of them green
        for i in range(9):
            x, y = (seed >> i) % W, 3 + (seed >> (i + 3)) % 20
            pen.circle((x, y), 0.7 + (i % 3) * 0.3, (230, 220, 255), None)
        pen.circle(((seed >> 4) % W, 8), 1.6, (160, 255, 190), None)
    else:
        for i in range(3):  # clouds
            cx, cy = 20 + ((seed >> (i * 5)) % 150), 7 + i * 5
            pen.soft(lambda p, cx=cx, cy=cy: p.ellipse(cx, cy, 18, 3.5, (250, 250, 246), None), 150)


def _land(pen: Pen, here: Place) -> None:
    g = here.tint(here.ground)
    if here.land == "seabed":
        seabed(pen, here, g)
    elif here.land == "sea":
        pen.poly([(0, HORIZON), (W, HORIZON), (W, H), (0, H)], here.tint(here.water), None)
        for i in range(14):
            x, y = (i * 37) % W, HORIZON + 4 + (i * 7) % 20
            pen.polyline(arc_points(x, y, 5, 2, 200, 340, 5), here.tint((200, 220, 230)), 0.8)
        sand = here.tint((206, 190, 146))
        pen.poly([(0, 50), (60, 46), (130, 52), (W, 48), (W, H), (0, H)], sand, INK, 0.8)
    elif here.land == "marsh":
        pen.poly([(0, HORIZON), (W, HORIZON), (W, H), (0, H)], g, None)
        for i in range(7):
            x, y = 10 + (i * 53) % 180, 40 + (i * 5) % 16
            pen.ellipse(x, y, 14 + (i % 3) * 5, 2.5, here.tint(here.water), None)
        for x in range(3, W, 7):
            pen.line((x, 46 + (x % 5)), (x + 1, 40 + (x % 7)), here.tint((70, 90, 50)), 0.9)
    elif here.land == "forest":
        pen.poly([(0, HORIZON), (W, HORIZON), (W, H), (0, H)], g, None)
        for x in range(0, W + 10, 9):  # a dark treeline behind
            top = HORIZON - 8 - (x * 13) % 9
            pen.poly(
                [(x - 6, HORIZON + 2), (x, top), (x + 6, HORIZON + 2)],
                here.tint((40, 70, 50)),
                None,
            )
    elif here.land == "hills":
        pen.poly(
            [(0, HORIZON + 4)]
            + arc_points(50, HORIZON + 8, 70, 14, 180, 360, 14)
            + [(W, HORIZON + 2), (W, H), (0, H)],
            shade(g, 0.9),
            None,
        )
        pen.poly(arc_points(150, H + 4, 80, 26, 180, 360, 14), g, INK, 0.6)
    else:
        pen.poly([(0, HORIZON), (W, HORIZON), (W, H), (0, H)], g, None)
        for y in (40, 47, 55):
            pen.line((0, y), (W, y - 2), shade(g, 1.08), 0.8)


def _wyrdness(pen: Pen, here: Place) -> None:
    """Fog over the ground, wisps in the air and a pair of eyes watching from it."""
    for i in range(4):
        y = 36 + i * 6
        pen.soft(lambda p, y=y, i=i: p.ellipse(40 + i * 37, y, 60, 4, (200, 180, 230), None), 60)
    for i in range(3):
        pts = arc_points(30 + i * 60, 28 + i * 3, 26, 5, 200, 340, 8)
        pen.soft(lambda p, pts=pts: p.polyline(pts, (210, 190, 240), 1.4), 90)
    ex = 14 + (here.x * 7) % 40 if here.x > 96 else W - 20
    for dx in (-2.5, 2.5):
        pen.circle((ex + dx, 44), 1.1, (180, 255, 200), None)


def place_sprites(world: dict) -> dict[str, pygame.Surface]:
    """loc_<id>_clear and loc_<id>_wyrd for every Location card of every written chapter."""
    art = {}
    for key, loc in world["locations"].items():
        for side in ("clear", "wyrd"):
            art[f"loc_{key}_{side}"] = picture(key, loc, side)
    return {name: pen.done() for name, pen in art.items()}
