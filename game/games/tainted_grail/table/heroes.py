"""Choosing the Lampbearers: a card per Character still free, with their tray (where Energy,
Health and Terror start), Attributes, resources, ability and weakness from the box, and the
button that picks them. Those already chosen are shown above."""

from __future__ import annotations

import pygame

from game.app import palette
from game.games.tainted_grail.rules import content
from game.games.tainted_grail.table import commands as K
from game.games.tainted_grail.table import draw as D
from game.games.tainted_grail.table import words as W
from game.games.tainted_grail.table.screen import Screen


class HeroScreen(Screen):
    handles = ("pick_hero",)

    def build(self) -> None:
        self.cards = []
        picks, u, L = K.of(self.legal, "hero"), self.u, self.L
        area = pygame.Rect(
            self.rect.left + u(10),
            self.rect.top + u(40),
            self.rect.width - u(20),
            self.rect.height - u(50),
        )
        for box, command in zip(L.columns(area, max(1, len(picks))), picks, strict=False):
            self.cards.append((box, command["hero"]))
            self.offer(
                (box.left + u(10), box.bottom - u(40), box.width - u(20), u(32)),
                command,
                f"Choose {command['label'].split()[0]}",
            )

    def draw_body(self, surface) -> None:
        u = self.u
        fonts = self.fonts
        D.panel(surface, fonts, self.rect)
        chosen = ", ".join(c["name"] for c in self.view["characters"]) or "nobody yet"
        D.fit(
            surface,
            fonts.get("body", bold=True),
            f"{self.scene.prompt_text}  Chosen: {chosen}.",
            palette.EMBER_GLOW,
            (self.rect.left + u(12), self.rect.top + u(10)),
            self.rect.width - u(24),
        )
        heroes = content.load()["heroes"]
        for box, hero_id in self.cards:
            self._card(surface, box, hero_id, heroes[hero_id])

    def _card(self, surface, r: pygame.Rect, hero_id: str, hero: dict) -> None:
        u = self.u
        fonts = self.fonts
        D.panel(surface, fonts, r)
        face = pygame.Rect(r.left + u(10), r.top + u(10), u(56), u(56))
        D.token(surface, self.scene, hero_id, face)
        D.name_line(
            surface,
            fonts,
            hero["name"],
            palette.BONE,
            pygame.Rect(face.right + u(8), r.top + u(12), r.right - face.right - u(16), u(54)),
        )
        y = face.bottom + u(8)
        y += D.wrapped(
            surface,
            D.italic(18, fonts.ui),
            hero["flavour"],
            palette.BONE_DIM,
            pygame.Rect(r.left + u(10), y, r.width - u(20), u(80)),
        ) + u(6)
        tray = hero["tray"]
        rows = [
            f"Energy {tray['energy']['start']}/{tray['energy']['top']}, Health "
            f"{tray['health']['start']}/{tray['health']['top']}",
            f"Terror {tray['terror']['start']} (mad from {tray['terror']['red']})",
            # a no-break space: an attribute and its value stay on one line
            ", ".join(f"{W.title(a)[:4]}\u00a0{v}" for a, v in hero["attributes"].items()),
        ]
        parts = [(row, False, palette.BONE) for row in rows]
        for head, words in (
            ("Ability: " + hero["ability"]["name"], hero["ability"]["text"]),
            ("Weakness", hero["weakness"]["text"]),
        ):
            parts += [(head, True, palette.EMBER), (words, False, palette.BONE_DIM)]
        box = pygame.Rect(r.left + u(10), y + u(4), r.width - u(20), r.bottom - u(50) - y - u(4))
        px = next(
            (px for px in range(16, 10, -1) if _height(fonts, parts, px, box.width) <= box.height),
            11,
        )  # the largest size at which the whole card reads, as at a large text size
        for words, bold, colour in parts:
            font = fonts.get(px, bold=bold)
            box.top += D.wrapped(surface, font, words, colour, box) + u(2)
            box.height = max(0, r.bottom - u(50) - box.top)


def _height(fonts, parts, px: int, width: int) -> int:
    """How tall ``parts`` (words, bold, colour) stand wrapped at ``px``."""
    return sum(
        D.wrapped_height(fonts.get(px, bold=bold), words, width, fonts.u(2)) + fonts.u(2)
        for words, bold, _ in parts
    )
