"""Sprite sheets: a PNG with a JSON atlas {"name": [x, y, w, h]} in assets/sheets/.

A missing sheet or sprite never crashes: it is drawn as a labelled placeholder rectangle, so a
screen works before its art exists and a typo shows up on screen with its name.
"""
from __future__ import annotations

import json
from pathlib import Path

import pygame

from game.app import palette, text
from game.app.paths import SHEETS_DIR

Rect = tuple[int, int, int, int]


def _parse_atlas(data) -> dict[str, Rect]:
    """Accept {"name": [x,y,w,h]}, {"name": {"x":..}} and a {"frames"|"sprites": {...}} wrapper."""
    for wrapper in ("frames", "sprites"):  # TexturePacker's and tools/make_sheets.py's layouts
        if isinstance(data, dict) and isinstance(data.get(wrapper), dict):
            data = data[wrapper]
            break
    atlas: dict[str, Rect] = {}
    if not isinstance(data, dict):
        return atlas
    for name, value in data.items():
        try:
            if isinstance(value, dict):
                value = [value["x"], value["y"], value["w"], value["h"]]
            x, y, w, h = (int(v) for v in value)
        except (KeyError, TypeError, ValueError):
            continue
        atlas[str(name)] = (x, y, w, h)
    return atlas


class Sheet:
    def __init__(self, name: str, image: pygame.Surface | None, atlas: dict[str, Rect],
                 problem: str | None = None) -> None:
        self.name = name
        self.image = image
        self.atlas = atlas
        self.problem = problem  # why the sheet is empty, for a developer's eyes
        self._scaled: dict[tuple[str, int, int], pygame.Surface] = {}

    @classmethod
    def load(cls, folder: Path, name: str) -> "Sheet":
        png, js = Path(folder) / f"{name}.png", Path(folder) / f"{name}.json"
        try:
            atlas = _parse_atlas(json.loads(js.read_text(encoding="utf-8")))
            image = pygame.image.load(str(png))
        except (OSError, ValueError, pygame.error) as err:
            return cls(name, None, {}, problem=f"sheet {name!r} not loaded: {err}")
        if pygame.display.get_surface() is not None:
            image = image.convert_alpha()
        bounds = image.get_rect()
        atlas = {k: r for k, r in atlas.items() if bounds.contains(pygame.Rect(r))}
        return cls(name, image, atlas)

    def has(self, sprite: str) -> bool:
        return self.image is not None and sprite in self.atlas

    def get(self, sprite: str) -> pygame.Surface | None:
        """The sprite at its own size, or None if missing."""
        if not self.has(sprite):
            return None
        return self.image.subsurface(pygame.Rect(self.atlas[sprite]))

    def scaled(self, sprite: str, size: tuple[int, int]) -> pygame.Surface | None:
        key = (sprite, int(size[0]), int(size[1]))
        surf = self._scaled.get(key)
        if surf is None:
            base = self.get(sprite)
            if base is None:
                return None
            surf = base if base.get_size() == key[1:] else pygame.transform.smoothscale(base, key[1:])
            self._scaled[key] = surf
        return surf


def placeholder(size: tuple[int, int], label: str, font: pygame.font.Font | None = None) -> pygame.Surface:
    """A dark box with an ember border and the missing sprite's name."""
    w, h = max(4, int(size[0])), max(4, int(size[1]))
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    surf.fill((*palette.PANEL, 230))
    pygame.draw.rect(surf, palette.EMBER_DARK, surf.get_rect(), 2)
    pygame.draw.line(surf, palette.EMBER_DARK, (0, 0), (w - 1, h - 1))
    pygame.draw.line(surf, palette.EMBER_DARK, (0, h - 1), (w - 1, 0))
    if font is not None and w > 20 and h > 12:
        lines = text.wrap(font, label, w - 6)
        step = font.get_linesize()
        y = max(2, h // 2 - step * len(lines) // 2)
        for line in lines:
            if y + step > h:
                break
            label_surf = text.render(font, line, palette.BONE)
            bg = label_surf.get_rect(midtop=(w // 2, y)).inflate(4, 0)
            surf.fill(palette.PANEL, bg)
            surf.blit(label_surf, label_surf.get_rect(midtop=(w // 2, y)))
            y += step
    return surf


class Sheets:
    """All sheets by name, loaded on first use. ``draw`` takes "sheet:sprite" names."""

    def __init__(self, folder: Path = SHEETS_DIR, font: pygame.font.Font | None = None) -> None:
        self.folder = Path(folder)
        self.font = font
        self._sheets: dict[str, Sheet] = {}
        self._placeholders: dict[tuple[str, int, int], pygame.Surface] = {}

    def __getitem__(self, name: str) -> Sheet:
        sheet = self._sheets.get(name)
        if sheet is None:
            sheet = self._sheets[name] = Sheet.load(self.folder, name)
        return sheet

    def sprite(self, ref: str, size: tuple[int, int]) -> pygame.Surface:
        """The sprite ``"sheet:name"`` scaled to ``size``, or a labelled placeholder."""
        sheet_name, _, sprite = ref.partition(":")
        surf = self[sheet_name].scaled(sprite, size) if sprite else None
        if surf is not None:
            return surf
        key = (ref, int(size[0]), int(size[1]))
        ph = self._placeholders.get(key)
        if ph is None:
            ph = self._placeholders[key] = placeholder(size, sprite or ref, self.font)
        return ph

    def draw(self, surface: pygame.Surface, ref: str, rect: pygame.Rect | tuple) -> pygame.Rect:
        rect = pygame.Rect(rect)
        return surface.blit(self.sprite(ref, rect.size), rect)
