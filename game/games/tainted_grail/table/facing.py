"""An Encounter before its Sequence is on the table (its first question, or the single-roll
rule while the card engine is not in): the Encounter card as printed, who faces it with the
Attributes they bring, and the rules' answers as buttons with what each would do under it."""

from __future__ import annotations

import pygame

from game.app import palette
from game.games.tainted_grail.table import card_data as C
from game.games.tainted_grail.table import draw as D
from game.games.tainted_grail.table import encounter_art as E
from game.games.tainted_grail.table import words as W
from game.games.tainted_grail.table.screen import Screen

CARD = (260, 372)


def printed(enc: dict) -> dict:
    """The Encounter card as printed, with what the view adds (its Keys, value, Duration)."""
    out = C.encounter(enc["id"])
    for key in ("name", "colour", "kind", "difficulty", "traits", "value", "duration"):
        if enc.get(key) is not None:
            out[key] = enc[key]
    if enc.get("card", {}).get("right"):
        out["right"] = dict(enc["card"]["right"])
    return out


class FacingScreen(Screen):
    handles = ("encounter",)
    previews_under = True

    def __init__(self, scene, rect) -> None:
        u = scene.u
        super().__init__(scene, rect)
        self.card = pygame.Rect(rect.left + u(16), rect.top + u(16), u(CARD[0]), u(CARD[1]))
        self.side = pygame.Rect(
            self.card.right + u(20),
            rect.top + u(16),
            rect.right - self.card.right - u(36),
            rect.height - u(32),
        )

    def build(self) -> None:
        options = self.legal if self.scene.kind == "encounter" else []
        u, L = self.u, self.L
        height = L.BUTTON_H + u(24)  # room for the preview under each
        area = pygame.Rect(
            self.side.left + u(12),
            self.side.bottom - u(12) - len(options) * height,
            self.side.width - u(24),
            len(options) * height,
        )
        for box, command in zip(L.rows(area, len(options), height, 0), options, strict=False):
            button = pygame.Rect(box.left, box.top, box.width, L.BUTTON_H)
            bad = command.get("type") in ("escape", "avoid", "get_away")
            self.offer(button, command, style="normal" if bad else "accent")

    def draw_body(self, surface) -> None:
        enc = self.view["encounter"]
        u = self.u
        pygame.draw.rect(surface, (30, 26, 28), self.rect, border_radius=u(8))
        E.draw(surface, self.card, printed(enc), self.scene.ctx.sheets, self.scene.ui_scale)
        fonts = self.fonts
        D.panel(surface, fonts, self.side, "Facing it")
        x, y = self.side.left + u(14), self.side.top + u(34)
        by_id = {c["id"]: c for c in self.view["characters"]}
        leans = W.ATTRIBUTES
        for cid in enc.get("party", []):
            ch = by_id.get(cid)
            if ch is None:
                continue
            values = ", ".join(
                f"{W.title(a)[:4]} {ch['attributes'][a]['value']}"
                for a in leans
                if ch["attributes"][a]["value"]
            )
            D.person(surface, self.scene, ch, (x, y), self.side.width - u(28), 30, [values])
            y += u(44)
        D.wrapped(
            surface,
            D.italic(20, fonts.ui),
            enc.get("flavour", ""),
            palette.BONE_DIM,
            pygame.Rect(x, y + u(6), self.side.width - u(28), u(60)),
        )
        if self.scene.kind != "encounter":
            D.fit(
                surface, fonts.small, "It is being settled...", palette.BONE, (x, y + u(70)), u(300)
            )

    def tip(self, pointer) -> str:
        tip = super().tip(pointer)
        if tip:
            return tip
        if self.card.collidepoint(pointer):
            enc = self.view["encounter"]
            return f"{enc['name']}: {enc.get('flavour', '')}"
        return ""
