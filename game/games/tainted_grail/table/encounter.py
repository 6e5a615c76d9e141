"""An Encounter until the table helper draws the battlemat: its card (name, colour, Combat or
Diplomacy, difficulty, flavour) and, beside it, the state in words from the view's
``encounter`` (rules/encounter/view.py): the Pool against the Value or the Affinity and the
Duration, whose turn it is, the enemy's intent, the Sequence with its markers, and this seat's
hand. Every command goes to the generic options panel, with its label and preview."""

from __future__ import annotations

import pygame

from game.app import palette
from game.games.tainted_grail.table import art
from game.games.tainted_grail.table import draw as D
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
        """Nothing placed here: the options panel shows every command with its preview."""

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
        D.panel(surface, fonts, self.side, "The Encounter")
        x, y = self.side.left + 14, self.side.top + 34
        names = {c["id"]: c["name"].split()[0] for c in self.view["characters"]}
        lines = []
        if "pool" in enc:
            lines.append(f"Combat Pool {enc['pool']} of {enc['value']}.")
        elif "affinity" in enc:
            lines.append(
                f"Affinity slot {enc['affinity']} of {len(enc['slots'])} ({enc['colour']}), "
                f"Duration {enc['duration']}."
            )
        if enc.get("active"):
            lines.append(
                f"Turn {enc['turn']}: {names.get(enc['active'], enc['active'])} is Active."
            )
        if enc.get("intent"):
            lines.append(f"The enemy's next move: {enc['intent']}.")
        seq = enc.get("sequence", [])[1:]
        if seq:
            marks = [
                s["name"]
                + (f" [{s['time']} Time]" if s["time"] else "")
                + (f" [{s['charges']} charges]" if s["charges"] else "")
                for s in seq
            ]
            lines.append("Sequence: " + ", ".join(marks) + ".")
        for cid, hand in enc.get("hands", {}).items():
            lines.append(
                f"{names.get(cid, cid)} holds: " + ", ".join(c["name"] for c in hand) + "."
            )
        D.paragraphs(
            surface,
            fonts.small,
            lines,
            palette.BONE,
            pygame.Rect(x, y + 8, self.side.width - 28, self.side.bottom - y - 20),
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
