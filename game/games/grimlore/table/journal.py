"""The Campaign Book open on the table, in the journal view the players know from Tainted Grail
(the app's book pages, game/app/book.py): on the left page the passages read so far in this
reading (the latest in full ink, the wheel turns back), on the right page the passage's title and
its ways on: each choice a button with its cost, one the party can't take greyed with its reason
(a click says it again and sends nothing), a test with who may try, and under them the story as
the party carries it (the session, its statuses and its quests)."""

from __future__ import annotations

import pygame

from game.app import book
from game.app.book import INK, INK_DIM, italic
from game.app.widgets import Button
from game.core.journal import way_words
from game.games.grimlore.table import draw as G
from game.games.grimlore.table.screen import Screen

CHOICE_H = 34
KINDS = ("passage_choice", "passage_test")


class ClosedChoice(Button):
    """A choice the party can't take: greyed, its reason on hover and again on a click."""

    def __init__(self, rect, words: str, reason: str, say) -> None:
        super().__init__(rect, words, None, tooltip=reason, enabled=False, size="small")
        self.say = say

    def handle(self, intent) -> bool:
        from game.app import intents as it

        if isinstance(intent, it.Click) and self.rect.collidepoint(intent.pos):
            self.say(self.tooltip)
            return True
        return super().handle(intent)


class JournalScreen(Screen):
    def __init__(self, scene, rect) -> None:
        super().__init__(scene, rect)
        self.ui_scale = scene.ui_scale
        self.left, self.right = book.open_pages(rect, self.ui_scale)
        self.back = 0  # rows turned back from the latest
        self.reasons: list[tuple[pygame.Rect, str]] = []
        self.ways_end = self.right.top

    @property
    def reading(self) -> dict:
        return self.view["reading"]

    def build(self) -> None:
        u = self.u
        area = book.words_area(self.right, self.ui_scale)
        y = area.top + u(64)
        kind = self.view["prompt"]["kind"]
        if kind == "passage_choice":
            y = self._choices(area, y)
        elif kind == "passage_test":
            for command in self.legal:
                if command["type"] in ("try", "give_up"):
                    self.offer((area.left, y, area.width, u(CHOICE_H)), command)
                    y += u(CHOICE_H) + u(6)
        self.ways_end = y

    def _choices(self, area: pygame.Rect, y: int) -> int:
        u = self.u
        by_index = {c["index"]: c for c in self.legal if c["type"] == "choose"}
        for choice in self.reading["choices"]:
            rect = pygame.Rect(area.left, y, area.width, u(CHOICE_H))
            words = choice["text"] + (f" [{choice['cost']}]" if choice["cost"] else "")
            if choice["taken"]:
                words = "(taken before) " + words
            tip = "\n".join(
                [choice["text"]]
                + ([f"Costs {choice['cost']}."] if choice["cost"] else [])
                + ([f"Closed: {choice['reason']}"] if not choice["enabled"] else [])
                + [way_words(choice)]
            )
            command = by_index.get(choice["index"])
            if choice["enabled"] and command is not None:
                self.offer(rect, command, words, tooltip=tip)
                y += u(CHOICE_H) + u(6)
            else:
                self.ui.add(ClosedChoice(rect, words, choice["reason"], self.scene.ctx.toast))
                self.reasons.append((rect, choice["reason"]))
                y += u(CHOICE_H) + u(22)
        return y

    def wheel(self, intent) -> bool:
        if self.left.collidepoint(intent.pos):
            self.back = max(0, self.back + 3 * intent.dy)
        return True

    # -- drawing -------------------------------------------------------------------------------
    def still_key(self) -> tuple:
        return (self.back,)  # the rows turned back by the wheel

    def draw_body(self, surface) -> None:
        fonts, u, ui = self.scene.fonts, self.u, self.ui_scale
        pygame.draw.rect(surface, (40, 30, 24), self.rect, border_radius=u(8))
        for page in (self.left, self.right):
            book.draw_parchment(surface, page, ui)
        left, right = book.words_area(self.left, ui), book.words_area(self.right, ui)
        story = self.view.get("story") or {}
        G.fit(
            surface,
            fonts.get("small", bold=True),
            "The Campaign Book",
            INK_DIM,
            (left.left, left.top - u(6)),
            left.width,
        )
        body = pygame.Rect(left.left, left.top + u(16), left.width, left.height - u(16))
        pages = self.reading["pages"]
        start, self.back = book.draw_reading(surface, fonts, pages, body, self.back)
        if start > 0:
            G.fit(
                surface,
                fonts.get(15),
                "earlier pages above (wheel)",
                INK_DIM,
                (left.right, self.left.top + u(4)),
                left.width,
                "topright",
            )
        title = self.reading["title"] or f"Passage {self.reading['passage']}"
        G.fit(surface, fonts.get(24, bold=True), title, INK, right.topleft, right.width)
        G.fit(
            surface,
            italic(20, ui),
            self._head(),
            INK_DIM,
            (right.left, right.top + u(32)),
            right.width,
        )
        book.draw_reasons(surface, fonts, self.reasons)
        self._story(
            surface,
            fonts,
            story,
            pygame.Rect(
                right.left, self.ways_end + u(10), right.width, right.bottom - self.ways_end - u(10)
            ),
        )

    def _head(self) -> str:
        kind = self.view["prompt"]["kind"]
        if kind == "passage_choice":
            return "Choose how the story goes on"
        if kind == "passage_test":
            return f"The tale asks for a test of {self.reading['test']['name']}"
        return "The story goes on..."

    def _story(self, surface, fonts, story: dict, area: pygame.Rect) -> None:
        """What the party carries from the book: statuses and open quests."""
        if not story or area.height < self.u(40):
            return
        lines = [("bold", story["progress"])]
        lines += [("", f"{s['name']}: {s['text']}") for s in story["statuses"]]
        lines += [("", f"Quest: {q['name']} ({q['stage']})") for q in story["quests"]]
        y = area.top
        for style, words in lines:
            font = fonts.get(16, bold=style == "bold")
            if y + font.get_linesize() > area.bottom:
                break
            G.fit(surface, font, words, INK_DIM, (area.left, y), area.width)
            y += font.get_linesize() + self.u(1)
