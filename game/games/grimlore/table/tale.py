"""An event told on the journey screen (issue #24): the opening on the event card before the
test, and once the event is settled, the passage of its success or failure. Each is wrapped in
the largest font that lets all of it fit its box, down to a smallest size that still reads."""

from __future__ import annotations

import pygame

from game.app import palette, text

LARGEST, SMALLEST = 20, 14
# The prompts that follow a settled event, where its passage is shown.
AFTER = ("turn", "loot", "who_takes", "combat_open")
RESULT_COLOURS = {"success": palette.MOSS_BRIGHT, "failure": palette.BLOOD_BRIGHT}


def passage_of(view: dict) -> tuple[str, str] | None:
    """(result, passage) of the settled event where the party stands, if the prompt at hand
    is one that follows it. A passage that leads into a fight is told only as the fight comes:
    after it, the fight's own lines have moved the story on."""
    tile = view.get("tile")
    tale = tile and tile.get("tale")
    kind = view["prompt"]["kind"]
    if kind not in AFTER or not tale or not tale["result"]:
        return None
    if tale["fight"] != (kind == "combat_open"):
        return None
    return tale["result"], tale["passage"]


def draw_told(
    surface, fonts, words: str, colour, rect: pygame.Rect, largest: int = LARGEST
) -> list[str]:
    """``words`` wrapped into ``rect`` in the largest size that fits; returns the lines drawn."""
    font, lines, _ = text.fit_wrapped(
        fonts.get, words, rect.width, rect.height, largest, SMALLEST, fonts.u(1)
    )
    y = rect.top
    for line in lines:
        text.draw(surface, font, line, colour, (rect.left, y))
        y += font.get_linesize() + fonts.u(1)
    return lines


def draw_passage(surface, fonts, told: tuple[str, str], rect: pygame.Rect) -> list[str]:
    """The settled event's passage, behind a bar in the colour of its result."""
    result, words = told
    u = fonts.u
    bar = (rect.left, rect.top + u(2), u(4), rect.height - u(4))
    pygame.draw.rect(surface, RESULT_COLOURS[result], bar)
    return draw_told(surface, fonts, words, palette.BONE, rect.inflate(-u(12), 0).move(u(6), 0))
