"""An Encounter, as the view's ``encounter`` gives it until the card Sequences arrive: its card
(name, colour, Combat or Diplomacy, difficulty, flavour), who faces it and the Attributes each
brings, the total to reach and the party's best, and the resolutions the rules offer with their
odds and price."""

from __future__ import annotations

import pygame

from game.app import palette
from game.games.tainted_grail.rules.encounters import LEANS
from game.games.tainted_grail.table import art
from game.games.tainted_grail.table import draw as D
from game.games.tainted_grail.table import layout as L
from game.games.tainted_grail.table import words as W
from game.games.tainted_grail.table.screen import Screen

COLOURS = {
    "blue": (90, 130, 190),
    "green": (100, 160, 90),
    "yellow": (210, 180, 70),
    "red": (190, 60, 50),
    "purple": (150, 100, 190),
    "white": (220, 216, 206),
}


class EncounterScreen(Screen):
    handles = ("encounter",)

    def __init__(self, scene, rect) -> None:
        super().__init__(scene, rect)
        self.card = pygame.Rect(rect.left + 20, rect.top + 20, 300, rect.height - 40)
        self.side = pygame.Rect(
            self.card.right + 20, rect.top + 20, rect.right - self.card.right - 40, rect.height - 40
        )

    def build(self) -> None:
        options = self.legal if self.scene.kind == "encounter" else []
        area = pygame.Rect(
            self.side.left + 12,
            self.side.bottom - 12 - 2 * (40 + 8),
            self.side.width - 24,
            2 * (40 + 8),
        )
        for box, command in zip(L.rows(area, len(options), 40), options, strict=False):
            self.offer(
                box,
                command,
                size="body",
                style="accent" if command.get("type") == "face" else "normal",
            )

    def draw_body(self, surface) -> None:
        enc = self.view["encounter"]
        fonts = self.fonts
        colour = COLOURS.get(enc["colour"], palette.BONE)
        pygame.draw.rect(surface, (30, 26, 28), self.rect, border_radius=8)
        D.panel(surface, fonts, self.card, "", colour)
        band = pygame.Rect(self.card.left + 4, self.card.top + 4, self.card.width - 8, 40)
        pygame.draw.rect(surface, colour, band, border_radius=6)
        D.fit(
            surface,
            fonts.get("large", bold=True),
            enc["name"],
            palette.INK,
            (band.left + 10, band.centery),
            band.width - 20,
            "midleft",
        )
        picture = pygame.Rect(0, 0, 120, 120)
        picture.midtop = (self.card.centerx, band.bottom + 16)
        D.blit(surface, self.scene, art.GUARDIAN, picture)
        y = picture.bottom + 12
        kind = f"{W.title(enc['colour'])} {W.title(enc['kind'])}, difficulty {enc['difficulty']}"
        D.fit(
            surface,
            fonts.get("body", bold=True),
            kind,
            palette.BONE,
            (self.card.left + 14, y),
            self.card.width - 28,
        )
        D.wrapped(
            surface,
            D.italic(20),
            enc["flavour"],
            palette.BONE_DIM,
            pygame.Rect(self.card.left + 14, y + 32, self.card.width - 28, 140),
        )
        self._side(surface, enc)

    def _side(self, surface, enc: dict) -> None:
        fonts = self.fonts
        D.panel(surface, fonts, self.side, "Facing it")
        x, y = self.side.left + 14, self.side.top + 34
        leans = LEANS.get(enc["kind"], ())
        by_id = {c["id"]: c for c in self.view["characters"]}
        for cid in enc["party"]:
            ch = by_id.get(cid)
            if ch is None:
                continue
            values = ", ".join(f"{W.title(a)} {ch['attributes'][a]['value']}" for a in leans)
            D.person(surface, self.scene, ch, (x, y), self.side.width - 28, 30, [values])
            y += 40
        best = enc["best"]
        need = max(1, enc["target"] - best["value"])
        lines = [
            f"To win: a die + the party's best {W.title(best['attr'])} ({best['value']}) "
            f"reaching {enc['target']}, so a {need} or better on the die.",
            "Until the card Sequences arrive, every Encounter is settled by one roll (see the "
            "rulings, F1).",
        ]
        if self.scene.kind != "encounter":
            lines.append("It is being settled...")
        D.paragraphs(
            surface,
            fonts.small,
            lines,
            palette.BONE,
            pygame.Rect(x, y + 8, self.side.width - 28, self.side.bottom - y - 110),
        )

    def tip(self, pointer) -> str:
        tip = super().tip(pointer)
        if tip:
            return tip
        if self.card.collidepoint(pointer):
            enc = self.view["encounter"]
            return (
                f"{enc['name']}: a {enc['colour']} {enc['kind']} Encounter of difficulty "
                f"{enc['difficulty']}. {enc['flavour']}"
            )
        return ""
