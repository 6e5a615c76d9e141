"""The roster: making a character step by step (race and its trait, role, an attribute and a
skill raised to 2, a starting item), and before a session, the roster's characters as cards to
take along, leave at home or retire, with making a new one, spending XP and setting out."""

from __future__ import annotations

from collections import Counter

import pygame

from game.app import palette, text
from game.games.grimlore.rules import content
from game.games.grimlore.table import art
from game.games.grimlore.table import commands as K
from game.games.grimlore.table import draw as G
from game.games.grimlore.table import layout as L
from game.games.grimlore.table.panels import sheet_of
from game.games.grimlore.table.screen import Screen

PER_PAGE = 8  # cards on one page of the muster
STAGES = ("race", "role", "attribute", "skill", "item")
STAGE_WORDS = {
    "race": "a race: it brings a starting trait",
    "role": "a role: enemies with Focus hunt by it",
    "attribute": "one attribute to raise to 2",
    "skill": "one skill to raise to 2",
    "item": "one basic item to set out with (a weapon is wise)",
}


def choice_grid(area: pygame.Rect, count: int) -> tuple[int, int]:
    """(columns, button height) for ``count`` choices: one column of tall buttons for a few,
    then two or three columns of shorter ones, so the long list of items stays in its panel."""
    if count <= 6:
        return 1, 44
    for height in (34, 30, 26):
        rows = (area.height + 6) // (height + 6)
        for cols in (2, 3):
            if cols * rows >= count:
                return cols, height
    return 3, 26


class RosterScreen(Screen):
    def build(self) -> None:
        self.hover_detail = ""
        if self.view["prompt"]["kind"] == "make":
            self._build_make()
        else:
            self._build_muster()

    # -- making a character --------------------------------------------------------------------
    @property
    def making(self) -> dict | None:
        return sheet_of(self.view, self.view["prompt"].get("cid", ""))

    def stage(self) -> str:
        kinds = {c["type"] for c in self.legal}
        return next((s for s in STAGES if s in kinds), "race")

    def _choice_area(self) -> pygame.Rect:
        # under the stage's heading, however large the text is
        top = self.rect.top + 66 + self.scene.ctx.fonts.get("body", bold=True).get_linesize()
        return pygame.Rect(
            self.rect.left + 300, top, self.rect.width - 308, self.rect.bottom - 66 - top
        )

    def _build_make(self) -> None:
        options = K.of(self.legal, *STAGES)
        area = self._choice_area()
        cols, height = choice_grid(area, len(options))
        for box, c in zip(L.grid(area, len(options), cols, height, 6), options, strict=False):
            left = box.left + (height if c["type"] == "race" else 0)
            self.offer(
                pygame.Rect(left, box.top, box.right - left, box.height),
                c,
                K.label(c).removeprefix("Start with "),  # the heading asks for the item
                style="accent",
                size="small" if cols > 1 else "body",
            )
        self.race_spots = [
            (box, c["race"])
            for box, c in zip(L.grid(area, len(options), cols, height, 6), options, strict=False)
            if c["type"] == "race"
        ]

    def _draw_make(self, surface) -> None:
        fonts, data = self.scene.ctx.fonts, content.load()
        ch = self.making
        stage = self.stage()
        G.panel(surface, fonts, self.rect, "Making a character")
        x = self.rect.left + 300
        for i, name in enumerate(STAGES):
            box = pygame.Rect(x + i * 112, self.rect.top + 30, 104, 26)
            done = STAGES.index(stage) > i
            colour = (
                palette.EMBER if name == stage else palette.MOSS if done else palette.GRID_LIGHT
            )
            pygame.draw.rect(surface, colour, box, 2, border_radius=6)
            G.fit(
                surface,
                fonts.small,
                f"{i + 1}. {name.capitalize()}",
                palette.BONE,
                box.center,
                96,
                "center",
            )
        heading = fonts.get("body", bold=True)  # one line, a step smaller where it is long
        text.draw_fitted(
            surface,
            lambda px: fonts.get(px, bold=True),
            f"Choose {STAGE_WORDS[stage]}.",
            palette.EMBER_GLOW,
            pygame.Rect(x, self.rect.top + 62, self.rect.right - x - 12, heading.get_linesize()),
            22,
            14,
        )
        for box, race in getattr(self, "race_spots", []):
            G.blit(
                surface,
                self.scene,
                art.race(race),
                pygame.Rect(box.left, box.top, box.height - 4, box.height - 4),
            )
        detail = pygame.Rect(x, self.rect.bottom - 58, self.rect.right - x - 12, 48)
        pygame.draw.rect(surface, palette.CHARCOAL, detail, border_radius=6)
        hovered = next((w for w in self.ui.widgets if w.hovered and hasattr(w, "command")), None)
        words = (
            K.preview_text(hovered.command) if hovered else "Hover a choice to read what it gives."
        )
        G.wrapped(surface, fonts.small, words, palette.EMBER_GLOW, detail.inflate(-16, -10))
        if ch:
            self._draw_card(
                surface, pygame.Rect(self.rect.left + 12, self.rect.top + 30, 276, 300), ch, data
            )

    def _draw_card(self, surface, card: pygame.Rect, ch: dict, data: dict) -> None:
        fonts = self.scene.ctx.fonts
        pygame.draw.rect(surface, palette.CHARCOAL, card, border_radius=8)
        pygame.draw.rect(surface, palette.EMBER_DARK, card, 2, border_radius=8)
        G.head(surface, self.scene, ch, card, 72, 12, fonts.get("large", bold=True))
        face = pygame.Rect(card.left + 12, card.top + 12, 72, 72)
        lines = [f"Energy {ch['max_energy']}, Destiny {ch['max_destiny']}"]
        lines += [f"Trait: {data['traits'][t]['name']}" for t in ch["traits"]]
        raised = [data["attributes"][k]["name"] for k, v in ch["attributes"].items() if v > 1]
        raised += [data["skills"][k]["name"] for k, v in ch["skills"].items() if v > 1]
        lines.append("Trained: " + (", ".join(raised) or "nothing yet"))
        lines += [f"Carries: {i['name']}" for i in ch["gear"]]
        y = face.bottom + 14
        for line in lines:
            y += (
                G.wrapped(
                    surface,
                    fonts.small,
                    line,
                    palette.BONE,
                    pygame.Rect(card.left + 12, y, card.width - 24, 40),
                )
                + 2
            )

    # -- the muster ----------------------------------------------------------------------------
    def _pages(self) -> int:
        return max(1, -(-len(self.view["party"]["roster"]) // PER_PAGE))

    def _page(self) -> int:
        return min(self.scene.roster_page, self._pages() - 1)

    def _cards(self) -> list[tuple[pygame.Rect, dict]]:
        """The roster's cards on the page shown (the roster has no limit; eight to a page)."""
        start = self._page() * PER_PAGE
        roster = self.view["party"]["roster"][start : start + PER_PAGE]
        area = pygame.Rect(self.rect.left + 10, self.rect.top + 34, self.rect.width - 20, 470)
        return list(zip(L.grid(area, len(roster), 4, 231, 8), roster, strict=False))

    def _turn_page(self, step: int):
        def turn() -> None:
            self.scene.roster_page = (self._page() + step) % self._pages()
            self.scene.on_match_changed()
            self.scene.dirty = True

        return turn

    def _build_muster(self) -> None:
        if self._pages() > 1:
            for i, (words, step) in enumerate((("Previous", -1), ("Next", 1))):
                self.button(
                    pygame.Rect(self.rect.right - 204 + i * 98, self.rect.top + 2, 92, 26),
                    words,
                    self._turn_page(step),
                    tooltip=f"Page {self._page() + 1} of {self._pages()} of the roster.",
                )
        for card, ch in self._cards():
            mine = [c for c in self.legal if c.get("cid") == ch["id"]]
            y = card.bottom - 8 - L.BUTTON_H
            for c in mine:
                if c["type"] == "retire":
                    self.offer(
                        pygame.Rect(card.right - 88, y, 80, L.BUTTON_H), c, "Retire", style="danger"
                    )
                else:
                    words = "Take along" if c["type"] == "take" else "Leave home"
                    style = "accent" if c["type"] == "take" else "selected"
                    self.offer(
                        pygame.Rect(card.left + 8, y, 110, L.BUTTON_H), c, words, style=style
                    )
            self.button(
                pygame.Rect(card.left + 8, y - L.BUTTON_H - 6, card.width - 16, L.BUTTON_H),
                "Sheet",
                self._sheet(ch["id"]),
                tooltip=f"Open {ch['name']}'s sheet.",
            )
        bar = pygame.Rect(self.rect.left + 10, self.rect.bottom - 46, self.rect.width - 20, 38)
        order = [("create", "normal"), ("train", "normal"), ("begin", "accent")]
        boxes = L.columns(bar, 3, 10)
        for box, (kind, style) in zip(boxes, order, strict=False):
            for c in K.of(self.legal, kind):
                text = K.label(c) + (f" ({K.preview_text(c)})" if kind == "train" else "")
                self.offer(box, c, text, style=style, size="small")

    def _sheet(self, cid: str):
        return lambda: self.scene.show_sheet(cid)

    def _draw_muster(self, surface) -> None:
        fonts, data, view = self.scene.ctx.fonts, content.load(), self.view
        going = view["members"]
        count = len(view["party"]["roster"])
        G.panel(
            surface,
            fonts,
            self.rect,
            f"{view['party']['name']}: {count} on the roster, "
            f"{len(going)} chosen for this session (at most 4)"
            + (f", page {self._page() + 1} of {self._pages()}" if self._pages() > 1 else ""),
        )
        if not view["party"]["roster"]:
            G.wrapped(
                surface,
                fonts.body,
                "Nobody is left on the roster. Make a new character to go on.",
                palette.BONE_DIM,
                pygame.Rect(self.rect.left + 20, self.rect.top + 50, 600, 60),
            )
        if view["party"]["fallen"]:
            G.fit(
                surface,
                fonts.small,
                "Fallen: " + ", ".join(view["party"]["fallen"]),
                palette.BLOOD_BRIGHT,
                (self.rect.left + 14, self.rect.bottom - 66),
                self.rect.width - 28,
            )
        for card, ch in self._cards():
            chosen = ch["id"] in going
            pygame.draw.rect(
                surface, (48, 40, 36) if chosen else palette.CHARCOAL, card, border_radius=8
            )
            pygame.draw.rect(
                surface, palette.EMBER if chosen else palette.PANEL_EDGE, card, 2, border_radius=8
            )
            G.head(surface, self.scene, ch, card, 52, 8)
            face = pygame.Rect(card.left + 8, card.top + 8, 52, 52)
            if chosen:
                G.fit(
                    surface,
                    fonts.get(16, bold=True),
                    "GOING",
                    palette.EMBER_GLOW,
                    (card.right - 8, card.top + 8),
                    60,
                    "topright",
                )
            best = sorted(
                [(v, data["skills"][k]["name"]) for k, v in ch["skills"].items() if v > 1],
                reverse=True,
            )
            attrs = sorted(
                [(v, data["attributes"][k]["name"]) for k, v in ch["attributes"].items() if v > 1],
                reverse=True,
            )
            lines = [
                f"Energy {ch['max_energy']}, Destiny {ch['max_destiny']}",
                "; ".join(f"{n} {v}" for v, n in (attrs + best)[:4]) or "untrained",
            ]
            counts = Counter(i["name"] for i in ch["gear"])
            lines += [f"{n} x{k}" if k > 1 else n for n, k in counts.items()][:3]
            y = face.bottom + 8
            for line in lines:
                G.fit(
                    surface, fonts.get(17), line, palette.BONE, (card.left + 10, y), card.width - 20
                )
                y += 19

    # -- drawing -------------------------------------------------------------------------------
    def draw_body(self, surface: pygame.Surface) -> None:
        if self.view["prompt"]["kind"] == "make":
            self._draw_make(surface)
        else:
            self._draw_muster(surface)
