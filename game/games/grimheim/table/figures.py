"""Each model's own miniature, stacked at draw time from the layers on the grimheim sheet (drawn
by tools/art_grimheim.py): its faction's base, body and head for its body type, its armour and
helm, its class's cues, its tier's pads or crown, the weapon it fights with, the gear a player
can see, and a mark and belt colour picked by its name, so two fighters of the same build still
differ. A built roster gets its figure the same way. Stacks are cached per combination."""

from __future__ import annotations

import json
import zlib
from functools import lru_cache
from pathlib import Path

import pygame

SHEET = "grimheim"
FRAME = (64, 64)
MARKS = ("scar", "eyepatch", "braid", "trophy", "patch", "rune", "feather", "pouches")
SASHES = 6
HOODED = ("mystic",)  # a hood hides the helm under it
# drawn over the body
SHOWN_GEAR = ("grapnel", "charm", "boots", "spyglass", "salve", "trophy_bands")
HELD_GEAR = ("buckler", "tower_shield")  # held in the off hand, in front of everything
BARE_ARMED = ("brawler", "penitent")  # fight with bare arms unless plate covers them

_STACKS: dict[tuple, pygame.Surface] = {}


def main_weapon(model: dict) -> str:
    """The weapon in hand: the first one the model lists (bare fists when it lists none)."""
    return (model.get("weapons") or ["fists"])[0]


def name_marks(name: str) -> tuple[str, int]:
    """The mark and belt colour a fighter's name picks (stable between runs and machines)."""
    h = zlib.crc32(name.encode("utf-8"))
    return MARKS[h % len(MARKS)], (h // len(MARKS)) % SASHES


def figure_parts(model: dict) -> tuple[str, ...]:
    """The layer names of a model's miniature, back to front, chosen by its data."""
    fac, body = model["faction"], model.get("body", "standard")
    cls, armor, tier = model["class"], model.get("armor", "none"), model["tier"]
    items = model.get("items", [])
    bare = "_bare" if cls in BARE_ARMED and armor != "plate" else ""
    mark, sash = name_marks(model["name"])
    parts = [f"base_{fac}_{body}"]
    if cls != "brawler":
        parts.append(f"back_{cls}_{fac}_{body}")
    if "wet_cloak" in items:
        parts.append(f"gear_wet_cloak_{body}")
    parts.append(f"body_{fac}_{body}{bare}")
    if armor != "none":
        parts.append(f"armor_{armor}_{fac}_{body}")
    parts += [f"sash_{sash}_{body}", f"head_{fac}_{body}"]
    helm = "barred" if "helm" in items else armor if armor in ("mail", "plate") else None
    if helm and cls not in HOODED:
        parts.append(f"helm_{helm}_{body}")
    parts.append(f"class_{cls}_{fac}_{body}")
    parts.append(f"mark_{mark}_{body}")
    parts += [f"gear_{g}_{body}" for g in items if g in SHOWN_GEAR]
    if tier != "grunt":
        parts.append(f"tier_{tier}_{fac}_{body}")
    parts += [f"hands_{fac}_{body}{bare}", f"weapon_{main_weapon(model)}_{body}"]
    parts += [f"gear_{g}_{body}" for g in HELD_GEAR if g in items]
    return tuple(parts)


@lru_cache(maxsize=4)
def layer_offsets(folder: Path) -> dict[str, tuple[int, int]]:
    """Where each layer sits in the 64x64 frame, from the atlas's "offsets"."""
    try:
        data = json.loads((Path(folder) / f"{SHEET}.json").read_text(encoding="utf-8"))
        return {name: (int(x), int(y)) for name, (x, y) in data.get("offsets", {}).items()}
    except (OSError, ValueError, TypeError):
        return {}


def compose(sheets, parts: tuple[str, ...]) -> pygame.Surface | None:
    """The layers stacked in the frame, or None when the sheet lacks one of them."""
    sheet, offsets = sheets[SHEET], layer_offsets(sheets.folder)
    frame = pygame.Surface(FRAME, pygame.SRCALPHA)
    for name in parts:
        layer = sheet.get(name)
        if layer is None or name not in offsets:
            return None
        frame.blit(layer, offsets[name])
    return frame


def figure(sheets, model: dict, size: tuple[int, int]) -> pygame.Surface:
    """The model's miniature at size; a missing layer shows the sheet's labelled placeholder."""
    parts = figure_parts(model)
    key = (sheets, parts, int(size[0]), int(size[1]))
    surf = _STACKS.get(key)
    if surf is None:
        frame = compose(sheets, parts)
        if frame is None:
            missing = next((p for p in parts if not sheets[SHEET].has(p)), parts[0])
            return sheets.sprite(f"{SHEET}:{missing}", size)
        surf = (
            frame if frame.get_size() == tuple(size) else pygame.transform.smoothscale(frame, size)
        )
        _STACKS[key] = surf
    return surf
