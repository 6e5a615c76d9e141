"""Grimheim's sprites: the layers the table stacks into each model's miniature (drawn in
art_grimheim_figures and art_grimheim_arms), status markers, objective markers. Drawn with the
supersampled Pen like every other sprite (see art_draw).

A layer is drawn in the full 64x64 figure frame, then cut to what it covers; the atlas keeps
where each cut sits in the frame under "offsets", so the table puts it back in place."""

from __future__ import annotations

import math
import sys
from pathlib import Path

import art_grimheim_arms as arms
import art_grimheim_figures as fig
from art_draw import INK, Pen, arc_points, shade

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))  # the game's content loader

from game.games.grimheim.rules import content  # noqa: E402
from game.games.grimheim.table import figures  # noqa: E402

STATUSES = ("burning", "fearful", "enraged", "stunned", "frozen", "hidden", "overwatch")
OBJECTIVES = ("cache", "cache_looted", "beacon", "beacon_lit", "marker")


def _badge(pen: Pen, ring):
    pen.circle((12, 12), 10.5, (34, 30, 30), INK, 1.0)
    pen.ring((12, 12), 9.6, ring, 1.2)


def status(name: str) -> Pen:
    pen = Pen(24, 24, seed=31)
    if name == "burning":
        _badge(pen, (240, 120, 40))
        pen.poly(
            [(12, 4), (16, 10), (17, 16), (12, 20), (7, 16), (8, 10)], (240, 110, 40), INK, 0.8
        )
        pen.poly([(12, 10), (14.5, 15), (12, 18.5), (9.5, 15)], (255, 210, 90), None)
    elif name == "fearful":
        _badge(pen, (170, 140, 220))
        pen.circle((12, 11), 5.5, (210, 204, 230), INK, 0.8)
        pen.circle((10, 10), 1.1, INK, None)
        pen.circle((14, 10), 1.1, INK, None)
        pen.ellipse(12, 14, 1.5, 2.0, INK, None)
        pen.polyline([(5, 19), (8, 17), (11, 19), (14, 17), (17, 19)], (170, 140, 220), 1.0)
    elif name == "enraged":
        _badge(pen, (220, 50, 40))
        for sx in (-1, 1):
            pen.poly(
                [(12 + sx * 1.2, 13), (12 + sx * 6, 8), (12 + sx * 5.4, 14.5)],
                (220, 50, 40),
                INK,
                0.6,
            )
        pen.polyline([(7, 18), (12, 16), (17, 18)], (220, 50, 40), 1.4)
    elif name == "stunned":
        _badge(pen, (230, 200, 60))
        pen.polyline(arc_points(12, 13, 7.0, 3.0, 0, 360, 20), (230, 200, 60), 0.8)
        for ang in (200, 330, 80):
            a = math.radians(ang)
            cx, cy = 12 + 7.0 * math.cos(a), 12 + 3.0 * math.sin(a)
            pen.poly(
                [
                    (cx, cy - 3),
                    (cx + 1, cy - 1),
                    (cx + 3, cy),
                    (cx + 1, cy + 1),
                    (cx, cy + 3),
                    (cx - 1, cy + 1),
                    (cx - 3, cy),
                    (cx - 1, cy - 1),
                ],
                (250, 230, 120),
                INK,
                0.5,
            )
    elif name == "frozen":
        _badge(pen, (140, 200, 240))
        for ang in (0, 60, 120):
            a = math.radians(ang)
            dx, dy = 7 * math.cos(a), 7 * math.sin(a)
            pen.line((12 - dx, 12 - dy), (12 + dx, 12 + dy), (190, 230, 255), 1.6)
        pen.circle((12, 12), 2.0, (230, 246, 255), INK, 0.6)
    elif name == "hidden":
        _badge(pen, (120, 150, 110))
        pen.ellipse(12, 12, 7.5, 4.2, (200, 210, 190), INK, 0.8)
        pen.circle((12, 12), 2.4, INK, None)
        pen.line((5, 18), (19, 6), (60, 70, 60), 2.0)
    else:  # overwatch: an eye over a crosshair
        _badge(pen, (100, 190, 220))
        pen.ring((12, 12), 6.0, (100, 190, 220), 1.0)
        for a, b in (
            ((12, 3.5), (12, 8)),
            ((12, 16), (12, 20.5)),
            ((3.5, 12), (8, 12)),
            ((16, 12), (20.5, 12)),
        ):
            pen.line(a, b, (200, 236, 250), 1.2)
        pen.circle((12, 12), 1.6, (200, 236, 250), None)
    return pen


def objective(name: str) -> Pen:
    pen = Pen(48, 48, seed=77)
    pen.soft(lambda p: p.ellipse(24, 40, 16, 5, (0, 0, 0), None), 110)
    if name.startswith("cache"):
        looted = name.endswith("looted")
        wood = (110, 80, 50) if looted else (150, 104, 58)
        pen.rect(10, 20, 28, 18, wood, INK, 1.2)
        if looted:
            pen.poly([(10, 20), (14, 10), (40, 12), (38, 20)], shade(wood, 0.8), INK, 1.0)
        else:
            pen.poly([(10, 20), (12, 13), (36, 13), (38, 20)], shade(wood, 1.15), INK, 1.0)
            pen.rect(21, 18, 6, 6, (220, 190, 80), INK, 0.8)
        pen.line((10, 29), (38, 29), shade(wood, 0.7), 1.2)
    elif name.startswith("beacon"):
        pen.poly([(16, 40), (20, 22), (28, 22), (32, 40)], (90, 84, 80), INK, 1.2)
        pen.rect(14, 18, 20, 5, (120, 112, 104), INK, 1.0)
        if name.endswith("lit"):
            pen.soft(lambda p: p.circle((24, 12), 11, (255, 170, 60), None), 120)
            pen.poly([(24, 2), (30, 12), (28, 18), (20, 18), (18, 12)], (250, 120, 40), INK, 0.8)
            pen.poly([(24, 8), (27, 14), (21, 14)], (255, 220, 110), None)
        else:
            for x in (19, 24, 29):
                pen.line((x, 18), (x + 2, 12), (70, 60, 52), 1.6)
    else:  # a standing stone to hold
        pen.poly(
            [(17, 40), (15, 18), (21, 8), (29, 9), (33, 20), (31, 40)], (130, 128, 136), INK, 1.2
        )
        pen.polyline([(20, 18), (24, 14), (28, 19), (24, 24), (20, 18)], (120, 200, 220), 1.4)
    return pen


GLOWS = {
    "poleaxe": (255, 226, 130),
    "censer": (255, 150, 60),
    "firepot": (255, 150, 60),
    "pyre_brand": (255, 150, 60),
}
WEAPON_SIZE = {"slight": 0.85, "standard": 1.0, "hulking": 1.12, "towering": 1.25}
SEEN_GEAR = ("wet_cloak",) + figures.HELD_GEAR + figures.SHOWN_GEAR


def _layer(draw, *args) -> Pen:
    pen = Pen(64, 64, seed=17)
    draw(pen, *args)
    return pen


def figure_layers() -> dict:
    """Every layer a miniature can be built from, per body type, for every faction, class,
    armour, weapon and visible piece of gear the content lists (see the module's doc)."""
    data, art = content.load(), {}
    for body in data["bodies"]:
        b = fig.BODIES[body]
        for faction in data["factions"]:
            art[f"base_{faction}_{body}"] = _layer(fig.base, faction, b)
            art[f"body_{faction}_{body}"] = _layer(fig.body, faction, b, False)
            art[f"body_{faction}_{body}_bare"] = _layer(fig.body, faction, b, True)
            art[f"head_{faction}_{body}"] = _layer(fig.head, faction, b)
            art[f"hands_{faction}_{body}"] = _layer(fig.hands, faction, b, False)
            art[f"hands_{faction}_{body}_bare"] = _layer(fig.hands, faction, b, True)
            for cls in data["classes"]:
                if cls != "brawler":
                    art[f"back_{cls}_{faction}_{body}"] = _layer(fig.class_back, cls, faction, b)
                art[f"class_{cls}_{faction}_{body}"] = _layer(fig.class_front, cls, faction, b)
            for kind in (k for k in data["armor"] if k != "none"):
                art[f"armor_{kind}_{faction}_{body}"] = _layer(fig.armour, kind, faction, b)
            for tier in ("veteran", "champion"):
                art[f"tier_{tier}_{faction}_{body}"] = _layer(fig.tier, tier, faction, b)
        for kind in ("mail", "plate", "barred"):
            art[f"helm_{kind}_{body}"] = _layer(fig.helm, kind, b)
        for gear in (g for g in data["gear"] if g in SEEN_GEAR):
            art[f"gear_{gear}_{body}"] = _layer(fig.gear, gear, b)
        for mark in figures.MARKS:
            art[f"mark_{mark}_{body}"] = _layer(fig.mark, mark, b)
        for k in range(figures.SASHES):
            art[f"sash_{k}_{body}"] = _layer(fig.sash, k, b)
        for weapon in data["weapons"]:
            art[f"weapon_{weapon}_{body}"] = _layer(
                arms.weapon, weapon, b.right, GLOWS.get(weapon), WEAPON_SIZE[body]
            )
    return art


def guide_portraits(frames: dict) -> dict:
    """One finished miniature per faction and tier, ``<faction>_<tier>``, for the players'
    guide: the first such fighter of the ready-made warbands, its layers stacked as the table
    stacks them (the guide shows one picture, not a stack)."""
    portraits = {}
    for warband in content.load()["warbands"].values():
        for model in warband["models"]:
            key = f"{warband['faction']}_{model['tier']}"
            if key in portraits:
                continue
            fighter = {**model, "faction": warband["faction"], "items": model.get("gear", [])}
            frame = next(iter(frames.values())).copy()
            frame.fill((0, 0, 0, 0))
            for part in figures.figure_parts(fighter):
                frame.blit(frames[part], (0, 0))
            portraits[key] = frame
    return portraits


def grimheim_sheet() -> tuple[dict, dict]:
    """(sprites, atlas extras): the layers cut to what they cover, with their offsets, and a
    finished miniature per faction and tier for the guide."""
    sprites, offsets = {}, {}
    frames = {name: pen.done() for name, pen in figure_layers().items()}
    for name, surf in frames.items():
        box = surf.get_bounding_rect()
        sprites[name] = surf.subsurface(box).copy()
        offsets[name] = [box.x, box.y]
    for name in STATUSES:
        sprites[f"status_{name}"] = status(name).done()
    for name in OBJECTIVES:
        sprites[f"objective_{name}"] = objective(name).done()
    sprites.update(guide_portraits(frames))
    return sprites, {"frame": [64, 64], "offsets": offsets}
