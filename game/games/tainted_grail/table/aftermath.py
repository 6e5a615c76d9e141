"""The result of an Encounter, left on the table when it ends (the battlemat would otherwise
jump straight back to the journal or the map): won or lost and how, its Loot or Conclusion,
what each Character's Health, Terror and resources did over it, and what comes next. It stays
until its button is clicked; a click anywhere else on it does nothing. The question at hand
waits in the choices panel meanwhile, as under the closing book."""

from __future__ import annotations

import pygame

from game.app import palette
from game.games.tainted_grail.table import draw as D
from game.games.tainted_grail.table.screen import Screen

BUTTON = (220, 40)


def title(report: dict) -> str:
    kind = "Combat" if report["kind"] == "combat" else "Diplomacy"
    how = "won" if report["result"] == "win" else "lost"
    return f"{kind} {how}: {report['name']}"


def sections(report: dict, next_words: str) -> list[tuple[str, list[str]]]:
    """The panel's headed paragraphs, in reading order."""
    changed = [
        f"{c['name']}: {', '.join(c['words'])}." if c["words"] else f"{c['name']}: no change."
        for c in report["changes"]
    ]
    return [
        ("How it ended", report["outcome"]),
        ("Loot and rewards", report["rewards"] or ["Nothing."]),
        ("Health, Terror and what you carry", changed or ["Nobody's marks moved."]),
        ("What happens next", [next_words]),
    ]


class ResultScreen(Screen):
    def __init__(self, scene, rect, report: dict) -> None:
        u = scene.u
        super().__init__(scene, rect)
        self.report = report
        self.card = rect.inflate(-u(120), -u(40))

    def build(self) -> None:
        u = self.u
        box = pygame.Rect(0, 0, u(BUTTON[0]), u(BUTTON[1]))
        box.bottomright = (self.card.right - u(20), self.card.bottom - u(16))
        self.button(
            box,
            "Carry on",
            self.scene.close_result,
            tooltip="Back to the table; the question at hand is waiting.",
            style="accent",
            size="body",
        )

    def locate_close(self) -> tuple[int, int]:
        return self.ui.widgets[0].rect.center

    def next_words(self) -> str:
        words = self.scene.prompt_text.split(" Closed to you:")[0] or "the table is waiting."
        where = "Back to the journal" if self.scene.view["reading"] else "Back to the table"
        return f"{where}: {words}"

    def draw_body(self, surface) -> None:
        u = self.u
        fonts = self.fonts
        won = self.report["result"] == "win"
        D.panel(surface, fonts, self.card, "", palette.EMBER if won else palette.BLOOD)
        D.fit(
            surface,
            fonts.get(26, bold=True),
            title(self.report),
            palette.EMBER_GLOW if won else palette.BLOOD_BRIGHT,
            (self.card.left + u(20), self.card.top + u(14)),
            self.card.width - u(40),
        )
        y = self.card.top + u(56)
        bottom = self.card.bottom - u(BUTTON[1]) - u(24)
        for head, lines in sections(self.report, self.next_words()):
            D.fit(
                surface,
                fonts.get("small", bold=True),
                head,
                palette.EMBER,
                (self.card.left + u(20), y),
                self.card.width - u(40),
            )
            room = pygame.Rect(
                self.card.left + u(28), y + u(22), self.card.width - u(56), bottom - y - u(22)
            )
            y = D.paragraphs(surface, fonts.get(17), lines, palette.BONE, room, u(2)) + u(8)
