"""A choice list: a panel of choices one per row, each label wrapped to a few lines (the whole
text on hover), scrolling with the wheel when the rows don't fit. The panel is solid: a click
or a hover anywhere on it stops there and never reaches what lies beneath. An optional detail
box at the bottom says what the hovered choice (or the only one) would do, before the click."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable

import pygame

from game.app import intents as it
from game.app import palette, text
from game.app.widgets.button import STYLES, Button
from game.app.widgets.focus_seen import seen

PAD = 8
GAP = 4
HEAD = 30
MAX_LINES = 3
SCROLL_STEP = 40


@dataclass
class Choice:
    label: str
    on_click: Callable[[], None] | None
    tooltip: str = ""
    style: str = "normal"
    swatch: tuple | None = None        # a colour drawn before the label (an Element's)
    mark: str = ""                     # the swatch's letters, shown in the colour-blind-safe palette
    detail: str = ""                   # what it does, for the detail box
    payload: Any = field(default=None)  # what the owner wants back (its command)


class ChoiceRow(Button):
    """One choice: its label on up to MAX_LINES lines, left-aligned after its swatch."""

    def __init__(self, choice: Choice, lines: list[str]) -> None:
        super().__init__((0, 0, 0, 0), choice.label, choice.on_click, tooltip=choice.tooltip,
                         style=choice.style, size="small")
        self.choice = choice
        self.lines = lines
        self.cut = False  # True when the label did not fit: the tooltip then leads with it

    def draw(self, surface: pygame.Surface, fonts) -> None:
        fill, hover_fill, border = STYLES.get(self.style, STYLES["normal"])
        if self.hovered:
            fill, border = hover_fill, palette.EMBER_GLOW
        u = fonts.u
        pygame.draw.rect(surface, fill, self.rect, border_radius=u(6))
        pygame.draw.rect(surface, border, self.rect, u(2), border_radius=u(6))
        x = self.rect.left + u(10)
        if self.choice.swatch is not None:
            lettered = palette.Marks.on and self.choice.mark
            swatch = pygame.Rect(self.rect.left + u(6), self.rect.top + u(5),
                                 u(26 if lettered else 12),
                                 self.rect.height - u(10))
            pygame.draw.rect(surface, self.choice.swatch, swatch, border_radius=u(3))
            if lettered:  # the colour's meaning in letters, on a dark plate that reads on any hue
                tag = fonts.get("small", bold=True)
                plate = pygame.Rect(0, 0, swatch.width - u(4), tag.get_linesize())
                plate.center = swatch.center
                pygame.draw.rect(surface, palette.CHARCOAL, plate, border_radius=u(2))
                text.draw(surface, tag, self.choice.mark, palette.BONE, swatch.center, "center")
            x = swatch.right + u(8)
        font = fonts.small
        step = font.get_linesize()
        y = self.rect.centery - step * len(self.lines) // 2
        for line in self.lines:
            text.draw(surface, font, line, palette.BONE, (x, y))
            y += step


class ChoiceList:
    def __init__(self, rect, title: str, choices: list[Choice], font: pygame.font.Font,
                 max_height: int | None = None, with_detail: bool = False, ui: float = 1.0) -> None:
        self.rect = pygame.Rect(rect)
        self.ui = ui  # pixels per layout unit: the rect and the font are given at that scale
        u = self._u
        self.title = title
        self.font = font
        self.scroll = 0
        self.hovered = False
        self.with_detail = with_detail
        self.detail_h = font.get_linesize() * 4 + u(12) if with_detail else 0
        inner = self.rect.width - 2 * u(PAD)
        self.rows: list[ChoiceRow] = []
        for choice in choices:
            room = inner - u(20) - (u(34) if choice.swatch is not None else 0)
            lines = text.wrap(font, choice.label, room)
            row = ChoiceRow(choice, lines[:MAX_LINES])
            if len(lines) > MAX_LINES:
                row.lines[-1] = text.ellipsize(font, " ".join(lines[MAX_LINES - 1:]), room)
                row.cut = True
            if row.cut and choice.label not in row.tooltip:
                row.tooltip = f"{choice.label}\n{row.tooltip}".strip()
            elif not row.cut and row.tooltip.strip() == choice.label:
                row.tooltip = ""  # the row already says it all
            self.rows.append(row)
        self._heights = [len(r.lines) * font.get_linesize() + u(12) for r in self.rows]
        content = sum(self._heights) + u(GAP) * max(0, len(self.rows) - 1)
        if max_height is not None:  # shrink to fit the rows, never past max_height
            self.rect.height = min(max_height, u(HEAD) + u(PAD) * 2 + content + self.detail_h)
        self._layout()

    def _u(self, n: float) -> int:
        return round(n * self.ui)

    # -- geometry --------------------------------------------------------------------------------
    @property
    def viewport(self) -> pygame.Rect:
        """Where the rows show (the rest scrolls)."""
        pad, head = self._u(PAD), self._u(HEAD)
        return pygame.Rect(self.rect.left + pad, self.rect.top + head,
                           self.rect.width - 2 * pad, self.rect.height - head - pad - self.detail_h)

    def content_height(self) -> int:
        return sum(self._heights) + self._u(GAP) * max(0, len(self.rows) - 1)

    def max_scroll(self) -> int:
        return max(0, self.content_height() - self.viewport.height)

    def _layout(self) -> None:
        view = self.viewport
        y = view.top - self.scroll
        for row, h in zip(self.rows, self._heights):
            row.rect = pygame.Rect(view.left, y, view.width, h)
            y += h + self._u(GAP)

    def place_beside(self, anchor: pygame.Rect, screen: pygame.Rect, gap: int = 10) -> None:
        """Put the panel right of ``anchor`` (left of it when there is no room), level with its
        top and inside ``screen``: a menu opens beside the thing it is about."""
        gap, edge = self._u(gap), self._u(8)
        self.rect.left = anchor.right + gap
        if self.rect.right > screen.right - edge:
            self.rect.right = anchor.left - gap
        self.rect.top = anchor.top
        self.rect.clamp_ip(screen.inflate(-2 * edge, -2 * edge))
        self._layout()

    def visible_rows(self) -> list[ChoiceRow]:
        view = self.viewport
        return [r for r in self.rows if view.contains(r.rect)]

    def contains(self, pos) -> bool:
        return self.rect.collidepoint(pos)

    def scroll_to(self, row: ChoiceRow) -> None:
        """Bring ``row`` into view (a test or the keyboard may aim at one below the fold)."""
        view = self.viewport
        if row.rect.top < view.top:
            self.scroll -= view.top - row.rect.top
        elif row.rect.bottom > view.bottom:
            self.scroll += row.rect.bottom - view.bottom
        self.scroll = max(0, min(self.max_scroll(), self.scroll))
        self._layout()

    # -- widget protocol -------------------------------------------------------------------------
    @property
    def widgets(self) -> list[ChoiceRow]:
        return self.rows

    def hover(self, pos) -> bool:
        now = self.rect.collidepoint(pos)
        changed = now != self.hovered
        self.hovered = now
        shown = self.visible_rows()
        for row in self.rows:
            changed = row.hover(pos if row in shown else (-1, -1)) or changed
        return changed

    def hover_tip(self) -> str:
        return next((r.hover_tip() for r in self.rows if r.hover_tip()), "")

    def hovered_row(self) -> ChoiceRow | None:
        return next((r for r in self.rows if r.hovered), None)

    def handle(self, intent: it.Intent) -> bool:
        """True for anything on the panel: a row's click, the wheel, or a click between rows."""
        pos = getattr(intent, "pos", None)
        if pos is None or not self.rect.collidepoint(pos):
            return False
        if isinstance(intent, it.Wheel):
            step = intent.dy * self._u(SCROLL_STEP)
            self.scroll = max(0, min(self.max_scroll(), self.scroll - step))
            self._layout()
            self.hover(pos)
            return True
        if isinstance(intent, it.Click) and self.viewport.collidepoint(pos):
            for row in self.visible_rows():
                if row.rect.collidepoint(pos):
                    row.handle(intent)
                    break
        return True

    def draw(self, surface: pygame.Surface, fonts) -> None:
        u = self._u
        pygame.draw.rect(surface, (12, 10, 10), self.rect.move(u(4), u(6)), border_radius=u(10))
        pygame.draw.rect(surface, palette.PANEL, self.rect, border_radius=u(10))
        pygame.draw.rect(surface, palette.EMBER, self.rect, u(2), border_radius=u(10))
        head = fonts.get("small", bold=True)
        room = self.rect.width - 2 * u(PAD) - u(4) - (
            self.font.size("more above, more below (wheel)")[0] + u(8) if self.max_scroll() else 0)
        text.draw(surface, head, text.ellipsize(head, self.title, room), palette.EMBER,
                  (self.rect.left + u(PAD + 2), self.rect.top + u(8)))
        view = self.viewport
        clip = surface.get_clip()
        surface.set_clip(view.clip(clip) if clip else view)
        for row in self.visible_rows():  # whole rows only: a row half out of view is cut text
            row.draw(surface, fonts)
        for row in self.rows:  # the keyboard reaches rows out of view too: the list scrolls to them
            seen(row, self)
        surface.set_clip(clip)
        if self.max_scroll():
            self._draw_scrollbar(surface, view)
        if self.with_detail:
            self._draw_detail(surface, fonts)

    def _draw_scrollbar(self, surface: pygame.Surface, view: pygame.Rect) -> None:
        u = self._u
        total = self.content_height()
        bar = pygame.Rect(self.rect.right - u(6), view.top, u(3), view.height)
        knob_h = max(u(20), view.height * view.height // total)
        knob_y = view.top + (view.height - knob_h) * self.scroll // max(1, self.max_scroll())
        pygame.draw.rect(surface, palette.GRID_DARK, bar)
        pygame.draw.rect(surface, palette.EMBER_GLOW, (bar.left, knob_y, bar.width, knob_h))
        more = [word for word, on in (("more above", self.scroll > 0),
                                      ("more below", self.scroll < self.max_scroll())) if on]
        text.draw(surface, self.font, ", ".join(more) + " (wheel)", palette.BONE_DIM,
                  (self.rect.right - u(PAD + 6), self.rect.top + u(8)), "topright")

    def detail(self) -> str:
        row = self.hovered_row() or (self.rows[0] if len(self.rows) == 1 else None)
        if row is None:
            live = [r for r in self.rows if r.choice.detail]
            row = live[0] if len(live) == 1 else None  # one choice and a Cancel: say what it does
        return row.choice.detail if row is not None else "Hover a choice to see what it does."

    def _draw_detail(self, surface: pygame.Surface, fonts) -> None:
        u = self._u
        box = pygame.Rect(self.rect.left + u(PAD), self.rect.bottom - u(PAD) - self.detail_h + u(4),
                          self.rect.width - 2 * u(PAD), self.detail_h - u(4))
        pygame.draw.rect(surface, palette.CHARCOAL, box, border_radius=u(6))
        text.draw_wrapped(surface, fonts.small, self.detail(), palette.EMBER_GLOW,
                          box.inflate(-u(12), -u(8)))
