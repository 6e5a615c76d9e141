"""Choosing the Lampbearers: a card per Character still free, with their tray (where Energy,
Health and Terror start), Attributes, resources, ability and weakness from the box, and the
button that picks them. Those already chosen are shown above."""

from __future__ import annotations

import pygame

from game.app import palette, text
from game.games.tainted_grail.rules import content
from game.games.tainted_grail.table import commands as K
from game.games.tainted_grail.table import draw as D
from game.games.tainted_grail.table import layout as L
from game.games.tainted_grail.table import words as W
from game.games.tainted_grail.table.screen import Screen


class HeroScreen(Screen):
    handles = ("pick_hero",)

    def build(self) -> None:
        self.cards = []
        picks = K.of(self.legal, "hero")
        area = pygame.Rect(
            self.rect.left + 10, self.rect.top + 40, self.rect.width - 20, self.rect.height - 50
        )
        for box, command in zip(L.columns(area, max(1, len(picks))), picks, strict=False):
            self.cards.append((box, command["hero"]))
            self.offer(
                (box.left + 10, box.bottom - 40, box.width - 20, 32),
                command,
                f"Choose {command['label'].split()[0]}",
            )

    def draw_body(self, surface) -> None:
        fonts = self.fonts
        D.panel(surface, fonts, self.rect)
        chosen = ", ".join(c["name"] for c in self.view["characters"]) or "nobody yet"
        D.fit(
            surface,
            fonts.get("body", bold=True),
            f"{self.scene.prompt_text}  Chosen: {chosen}.",
            palette.EMBER_GLOW,
            (self.rect.left + 12, self.rect.top + 10),
            self.rect.width - 24,
        )
        heroes = content.load()["heroes"]
        for box, hero_id in self.cards:
            self._card(surface, box, hero_id, heroes[hero_id])

    def _card(self, surface, r: pygame.Rect, hero_id: str, hero: dict) -> None:
        fonts = self.fonts
        D.panel(surface, fonts, r)
        face = pygame.Rect(r.left + 10, r.top + 10, 56, 56)
        D.token(surface, self.scene, hero_id, face)
        text.draw_fitted(  # whole words, a step smaller at a large text size
            surface,
            lambda px: fonts.get(px, bold=True),
            hero["name"],
            palette.BONE,
            pygame.Rect(face.right + 8, r.top + 12, r.right - face.right - 16, 54),
            22,
            12,
        )
        y = face.bottom + 8
        y += (
            D.wrapped(
                surface,
                D.italic(18),
                hero["flavour"],
                palette.BONE_DIM,
                pygame.Rect(r.left + 10, y, r.width - 20, 80),
            )
            + 6
        )
        tray = hero["tray"]
        rows = [
            f"Energy {tray['energy']['start']}/{tray['energy']['top']}, Health "
            f"{tray['health']['start']}/{tray['health']['top']}",
            f"Terror {tray['terror']['start']} (mad from {tray['terror']['red']})",
            ", ".join(f"{W.title(a)[:4]} {v}" for a, v in hero["attributes"].items()),
        ]
        parts = [(row, False, palette.BONE) for row in rows]
        for head, words in (
            ("Ability: " + hero["ability"]["name"], hero["ability"]["text"]),
            ("Weakness", hero["weakness"]["text"]),
        ):
            parts += [(head, True, palette.EMBER), (words, False, palette.BONE_DIM)]
        box = pygame.Rect(r.left + 10, y + 4, r.width - 20, r.bottom - 50 - y - 4)
        px = next(
            (px for px in range(16, 10, -1) if _height(fonts, parts, px, box.width) <= box.height),
            11,
        )  # the largest size at which the whole card reads, as at a large text size
        for words, bold, colour in parts:
            font = fonts.get(px, bold=bold)
            box.top += D.wrapped(surface, font, words, colour, box) + 2
            box.height = max(0, r.bottom - 50 - box.top)


def _height(fonts, parts, px: int, width: int) -> int:
    """How tall ``parts`` (words, bold, colour) stand wrapped at ``px``."""
    return sum(
        D.wrapped_height(fonts.get(px, bold=bold), words, width) + 2 for words, bold, _ in parts
    )
