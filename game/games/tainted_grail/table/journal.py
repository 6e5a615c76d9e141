"""A journal page while the party reads: on the left page the verses read so far in this
Exploration or Vision (the latest in full ink, the wheel turns back), on the right page the ways
on. Each choice is a button with its cost; one the party can't take is greyed, says why on hover
(and when clicked, sending nothing); a way already taken is marked. A roll shows the die, the
party's best Attribute it adds and the chance of each band of the verse."""

from __future__ import annotations

import pygame

from game.app.book import draw_reading, draw_reasons, open_pages
from game.core.journal import way_words
from game.games.tainted_grail.table import book
from game.games.tainted_grail.table import commands as K
from game.games.tainted_grail.table import draw as D
from game.games.tainted_grail.table import words as W
from game.games.tainted_grail.table.screen import Screen

CHOICE_H = 34


def choice_words(choice: dict) -> str:
    words = choice["text"]
    if choice["cost"]:
        words += f" [{choice['cost']}]"
    return words


def choice_tip(choice: dict) -> str:
    lines = [choice["text"]]
    if choice["cost"]:
        lines.append(f"Costs {choice['cost']}.")
    if not choice["enabled"]:
        lines.append(f"Closed: {choice['reason']}")
    lines.append(way_words(choice))
    return "\n".join(lines)


class JournalScreen(Screen):
    handles = ("verse_choice", "verse_roll")

    def __init__(self, scene, rect) -> None:
        super().__init__(scene, rect)
        self.left, self.right = open_pages(rect, scene.ui_scale)
        self.back = 0  # rows turned back from the latest
        self.reasons: list[tuple[pygame.Rect, str]] = []

    @property
    def reading(self) -> dict:
        return self.view["reading"]

    def build(self) -> None:
        u = self.u
        area = self.right.inflate(-2 * u(book.PAD), -2 * u(book.PAD))
        area.top += u(64)
        reading = self.reading
        if reading["choices"]:
            self._choices(area, reading["choices"])
        elif reading["roll"]:
            rolls = K.of(self.legal, "roll")
            top = area.top + u(150)
            for i, command in enumerate(rolls):
                self.offer(
                    (area.left, top + i * u(CHOICE_H + 8), area.width, u(CHOICE_H)),
                    command,
                    size="body" if i == 0 else "small",
                )

    def _choices(self, area: pygame.Rect, listed: list[dict]) -> None:
        by_index = {c["index"]: c for c in K.of(self.legal, "choose")}
        y, u = area.top, self.u
        for choice in listed:
            rect = pygame.Rect(area.left, y, area.width, u(CHOICE_H))
            words = choice_words(choice)
            if choice.get("taken"):
                words = "(taken before) " + words
            command = by_index.get(choice["index"])
            if choice["enabled"] and command is not None:
                self.offer(
                    rect,
                    command,
                    words,
                    style="normal" if choice.get("taken") else "accent",
                    tooltip=choice_tip(choice),
                )
                y += u(CHOICE_H + 6)
            else:
                self.closed(rect, words, choice_tip(choice))
                self.reasons.append((rect, choice["reason"]))
                y += u(CHOICE_H + 20)

    def wheel(self, intent) -> bool:
        if self.left.collidepoint(intent.pos):
            self.back = max(0, self.back + 3 * intent.dy)
        return True

    # -- drawing -------------------------------------------------------------------------------
    def draw_body(self, surface) -> None:
        reading = self.reading
        fonts, u = self.fonts, self.u
        pygame.draw.rect(surface, (40, 30, 24), self.rect, border_radius=u(8))
        left = book.draw_page(surface, self.scene, self.left)
        right = book.draw_page(surface, self.scene, self.right)
        place = next(
            (x["name"] for x in self.view["map"]["locations"] if x["id"] == reading["at"]), ""
        )
        what = {"vision": "A Vision at", "memory": "A Memory at"}.get(reading["kind"], "Exploring")
        who = ", ".join(
            c["name"].split()[0] for c in self.view["characters"] if c["id"] in reading["party"]
        )
        D.fit(
            surface,
            fonts.get("small", bold=True),
            f"{what} {place}: {who}",
            D.INK_DIM,
            (left.left, left.top - u(6)),
            left.width,
        )
        body = pygame.Rect(left.left, left.top + u(16), left.width, left.height - u(16))
        pages = reading["pages"] or [reading]
        start, self.back = draw_reading(surface, fonts, pages, body, self.back)
        if start > 0:
            D.fit(
                surface,
                fonts.get(15),
                "earlier pages above (wheel)",
                D.INK_DIM,
                (left.right, self.left.top + u(4)),
                left.width,
                "topright",
            )
        self._right_page(surface, right)

    def _right_page(self, surface, area: pygame.Rect) -> None:
        fonts, u = self.fonts, self.u
        reading = self.reading
        title = reading["title"] or f"Verse {reading['verse']}"
        D.fit(surface, fonts.get(24, bold=True), title, D.INK, (area.left, area.top), area.width)
        if reading["choices"]:
            head = "Choose how to go on"
        elif reading["roll"]:
            head = "The verse asks for a roll"
        else:
            head = "The story goes on..."
        hand = D.italic(20, fonts.ui)
        D.fit(surface, hand, head, D.INK_DIM, (area.left, area.top + u(32)), area.width)
        draw_reasons(surface, fonts, self.reasons)
        if reading["roll"] and not reading["choices"]:
            self._roll(surface, pygame.Rect(area.left, area.top + u(64), area.width, u(140)))

    def _roll(self, surface, area: pygame.Rect) -> None:
        roll = self.reading["roll"]
        fonts, u = self.fonts, self.u
        attr = W.title(roll["attr"]) if roll["attr"] else ""
        words = f"A die + the party's best {attr} ({roll['value']})" if attr else "A die"
        D.fit(surface, fonts.get("body", bold=True), words, D.INK, area.topleft, area.width)
        odds = W.band_odds(roll["value"], roll["bands"])
        y = area.top + u(30)
        for i, (band, chance) in enumerate(zip(roll["bands"], odds, strict=True)):
            D.fit(
                surface,
                fonts.get(19),
                f"Band {i + 1}: a total of {W.band_text(band)}",
                D.INK,
                (area.left + u(12), y),
                area.width - u(90),
            )
            D.fit(
                surface,
                fonts.get(19, bold=True),
                f"{chance}%",
                D.INK,
                (area.right, y),
                u(80),
                "topright",
            )
            y += u(24)
