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


def choice_grid(area: pygame.Rect, count: int, u=round) -> tuple[int, int]:
    """(columns, button height) for ``count`` choices: one column of tall buttons for a few,
    then two or three columns of shorter ones, so the long list of items stays in its panel.
    ``u`` turns layout units into ``area``'s pixels."""
    if count <= 6:
        return 1, u(44)
    for height in (u(34), u(30), u(26)):
        rows = (area.height + u(6)) // (height + u(6))
        for cols in (2, 3):
            if cols * rows >= count:
                return cols, height
    return 3, u(26)


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
        u = self.u
        top = self.rect.top + u(66) + self.scene.fonts.get("body", bold=True).get_linesize()
        return pygame.Rect(
            self.rect.left + u(300), top, self.rect.width - u(308), self.rect.bottom - u(66) - top
        )

    def _build_make(self) -> None:
        options = K.of(self.legal, *STAGES)
        area = self._choice_area()
        u = self.u
        cols, height = choice_grid(area, len(options), u)
        boxes = L.grid(area, len(options), cols, height, u(6))
        for box, c in zip(boxes, options, strict=False):
            left = box.left + (height if c["type"] == "race" else 0)
            self.offer(
                pygame.Rect(left, box.top, box.right - left, box.height),
                c,
                K.label(c).removeprefix("Start with "),  # the heading asks for the item
                style="accent",
                size="small" if cols > 1 else "body",
            )
        self.race_spots = [
            (box, c["race"]) for box, c in zip(boxes, options, strict=False) if c["type"] == "race"
        ]

    def _draw_make(self, surface) -> None:
        fonts, data, u = self.scene.fonts, content.load(), self.u
        ch = self.making
        stage = self.stage()
        G.panel(surface, fonts, self.rect, "Making a character")
        x = self.rect.left + u(300)
        for i, name in enumerate(STAGES):
            box = pygame.Rect(x + i * u(112), self.rect.top + u(30), u(104), u(26))
            done = STAGES.index(stage) > i
            colour = (
                palette.EMBER if name == stage else palette.MOSS if done else palette.GRID_LIGHT
            )
            pygame.draw.rect(surface, colour, box, u(2), border_radius=u(6))
            G.fit(
                surface,
                fonts.small,
                f"{i + 1}. {name.capitalize()}",
                palette.BONE,
                box.center,
                u(96),
                "center",
            )
        heading = fonts.get("body", bold=True)  # one line, a step smaller where it is long
        text.draw_fitted(
            surface,
            lambda px: fonts.get(px, bold=True),
            f"Choose {STAGE_WORDS[stage]}.",
            palette.EMBER_GLOW,
            pygame.Rect(
                x, self.rect.top + u(62), self.rect.right - x - u(12), heading.get_linesize()
            ),
            22,
            14,
        )
        for box, race in getattr(self, "race_spots", []):
            G.blit(
                surface,
                self.scene,
                art.race(race),
                pygame.Rect(box.left, box.top, box.height - u(4), box.height - u(4)),
            )
        if ch:
            card = pygame.Rect(self.rect.left + u(12), self.rect.top + u(30), u(276), u(300))
            self._draw_card(surface, card, ch, data)

    def _draw_card(self, surface, card: pygame.Rect, ch: dict, data: dict) -> None:
        fonts, u = self.scene.fonts, self.u
        pygame.draw.rect(surface, palette.CHARCOAL, card, border_radius=u(8))
        pygame.draw.rect(surface, palette.EMBER_DARK, card, u(2), border_radius=u(8))
        G.head(surface, self.scene, ch, card, 72, 12, fonts.get("large", bold=True))
        face = pygame.Rect(card.left + u(12), card.top + u(12), u(72), u(72))
        lines = [f"Energy {ch['max_energy']}, Destiny {ch['max_destiny']}"]
        lines += [f"Trait: {data['traits'][t]['name']}" for t in ch["traits"]]
        raised = [data["attributes"][k]["name"] for k, v in ch["attributes"].items() if v > 1]
        raised += [data["skills"][k]["name"] for k, v in ch["skills"].items() if v > 1]
        lines.append("Trained: " + (", ".join(raised) or "nothing yet"))
        lines += [f"Carries: {i['name']}" for i in ch["gear"]]
        y = face.bottom + u(14)
        for line in lines:
            y += G.wrapped(
                surface,
                fonts.small,
                line,
                palette.BONE,
                pygame.Rect(card.left + u(12), y, card.width - u(24), u(40)),
            ) + u(2)

    # -- the muster ----------------------------------------------------------------------------
    def _pages(self) -> int:
        return max(1, -(-len(self.view["party"]["roster"]) // PER_PAGE))

    def _page(self) -> int:
        return min(self.scene.roster_page, self._pages() - 1)

    def _cards(self) -> list[tuple[pygame.Rect, dict]]:
        """The roster's cards on the page shown (the roster has no limit; eight to a page)."""
        start = self._page() * PER_PAGE
        roster = self.view["party"]["roster"][start : start + PER_PAGE]
        u = self.u
        area = pygame.Rect(
            self.rect.left + u(10), self.rect.top + u(34), self.rect.width - u(20), u(470)
        )
        return list(zip(L.grid(area, len(roster), 4, u(231), u(8)), roster, strict=False))

    def _turn_page(self, step: int):
        def turn() -> None:
            self.scene.roster_page = (self._page() + step) % self._pages()
            self.scene.on_match_changed()
            self.scene.dirty = True

        return turn

    def _build_muster(self) -> None:
        u, bh = self.u, self.u(L.BUTTON_H)
        if self._pages() > 1:
            for i, (words, step) in enumerate((("Previous", -1), ("Next", 1))):
                self.button(
                    pygame.Rect(
                        self.rect.right - u(204) + i * u(98), self.rect.top + u(2), u(92), u(26)
                    ),
                    words,
                    self._turn_page(step),
                    tooltip=f"Page {self._page() + 1} of {self._pages()} of the roster.",
                )
        for card, ch in self._cards():
            mine = [c for c in self.legal if c.get("cid") == ch["id"]]
            y = card.bottom - u(8) - bh
            for c in mine:
                if c["type"] == "retire":
                    self.offer(
                        pygame.Rect(card.right - u(88), y, u(80), bh), c, "Retire", style="danger"
                    )
                else:
                    words = "Take along" if c["type"] == "take" else "Leave home"
                    style = "accent" if c["type"] == "take" else "selected"
                    self.offer(pygame.Rect(card.left + u(8), y, u(110), bh), c, words, style=style)
            self.button(
                pygame.Rect(card.left + u(8), y - bh - u(6), card.width - u(16), bh),
                "Sheet",
                self._sheet(ch["id"]),
                tooltip=f"Open {ch['name']}'s sheet.",
            )
        bar = pygame.Rect(
            self.rect.left + u(10), self.rect.bottom - u(46), self.rect.width - u(20), u(38)
        )
        order = [("create", "normal"), ("train", "normal"), ("begin", "accent")]
        boxes = L.columns(bar, 3, u(10))
        for box, (kind, style) in zip(boxes, order, strict=False):
            for c in K.of(self.legal, kind):
                text = K.label(c) + (f" ({K.preview_text(c)})" if kind == "train" else "")
                self.offer(box, c, text, style=style, size="small")

    def _sheet(self, cid: str):
        return lambda: self.scene.show_sheet(cid)

    def _draw_muster(self, surface) -> None:
        fonts, data, view, u = self.scene.fonts, content.load(), self.view, self.u
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
                pygame.Rect(self.rect.left + u(20), self.rect.top + u(50), u(600), u(60)),
            )
        if view["party"]["fallen"]:
            G.fit(
                surface,
                fonts.small,
                "Fallen: " + ", ".join(view["party"]["fallen"]),
                palette.BLOOD_BRIGHT,
                (self.rect.left + u(14), self.rect.bottom - u(66)),
                self.rect.width - u(28),
            )
        for card, ch in self._cards():
            chosen = ch["id"] in going
            pygame.draw.rect(
                surface, (48, 40, 36) if chosen else palette.CHARCOAL, card, border_radius=u(8)
            )
            edge = palette.EMBER if chosen else palette.PANEL_EDGE
            pygame.draw.rect(surface, edge, card, u(2), border_radius=u(8))
            G.head(surface, self.scene, ch, card, 52, 8)
            face = pygame.Rect(card.left + u(8), card.top + u(8), u(52), u(52))
            if chosen:
                G.fit(
                    surface,
                    fonts.get(16, bold=True),
                    "GOING",
                    palette.EMBER_GLOW,
                    (card.right - u(8), card.top + u(8)),
                    u(60),
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
            y = face.bottom + u(8)
            for line in lines:
                at = (card.left + u(10), y)
                G.fit(surface, fonts.get(17), line, palette.BONE, at, card.width - u(20))
                y += u(19)

    def _draw_detail(self, surface) -> None:
        """What the hovered choice gives, under the choices."""
        u, fonts = self.u, self.scene.fonts
        x = self.rect.left + u(300)
        detail = pygame.Rect(x, self.rect.bottom - u(58), self.rect.right - x - u(12), u(48))
        pygame.draw.rect(surface, palette.CHARCOAL, detail, border_radius=u(6))
        hovered = next((w for w in self.ui.widgets if w.hovered and hasattr(w, "command")), None)
        words = (
            K.preview_text(hovered.command) if hovered else "Hover a choice to read what it gives."
        )
        G.wrapped(surface, fonts.small, words, palette.EMBER_GLOW, detail.inflate(-u(16), -u(10)))

    # -- drawing -------------------------------------------------------------------------------
    def draw_live(self, surface: pygame.Surface) -> None:
        if self.view["prompt"]["kind"] == "make":
            self._draw_detail(surface)

    def draw_body(self, surface: pygame.Surface) -> None:
        if self.view["prompt"]["kind"] == "make":
            self._draw_make(surface)
        else:
            self._draw_muster(surface)
