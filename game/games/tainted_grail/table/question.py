"""A question the rules ask in passing, laid over the bottom of the screen it interrupts: who
pays a bill (each way of splitting it, with who pays what on hover), who joins a party before an
Instant effect, abilities that may be used now, and whether to end the evening. Its buttons are
the legal commands; the panel catches its own clicks."""

from __future__ import annotations

import pygame

from game.app import palette
from game.games.tainted_grail.table import commands as K
from game.games.tainted_grail.table import draw as D
from game.games.tainted_grail.table import layout as L
from game.games.tainted_grail.table.screen import Screen

COLS = 3
PAD = 12
# the answers that leave things as they are
BACKS = ("back", "carry_on", "face_it", "take_it", "keep_roll")


class QuestionBar(Screen):
    handles = ("pay", "join_instant", "triggered", "evening", "ward", "reroll")

    def __init__(self, scene, over: pygame.Rect) -> None:
        options = scene.legal
        lines = (len(options) + COLS - 1) // COLS
        self.previews_under = scene.kind == "pay"  # who pays what, under each way to split
        self.row = L.BUTTON_H + (18 if self.previews_under else 0)
        fonts, width = scene.ctx.fonts, over.width - 24 - 2 * PAD
        # the title and the whole question above the answers, however large the text is
        self.words_top = 12 + fonts.get("body", bold=True).get_linesize()
        self.answers_top = (
            self.words_top + 4 + D.wrapped_height(fonts.small, scene.prompt_text, width)
        )
        height = self.answers_top + lines * (self.row + 6) + PAD
        super().__init__(
            scene, pygame.Rect(over.left + 12, over.bottom - height - 8, over.width - 24, height)
        )

    def build(self) -> None:
        area = pygame.Rect(
            self.rect.left + PAD,
            self.rect.top + self.answers_top,
            self.rect.width - 2 * PAD,
            self.rect.height - self.answers_top,
        )
        options = sorted(self.legal, key=lambda c: c.get("type") in BACKS)
        for box, command in zip(
            L.grid(area, len(options), COLS, self.row, 6), options, strict=False
        ):
            box = pygame.Rect(box.left, box.top, box.width, L.BUTTON_H)
            style = "normal" if command.get("type") in BACKS else "accent"
            tip = K.preview(command)
            self.offer(
                box,
                command,
                style=style,
                tooltip=f"{K.label(command)}\n{tip}" if tip else K.label(command),
            )

    def click(self, pos) -> bool:
        return True

    def draw_body(self, surface) -> None:
        shadow = self.rect.move(4, 6)
        pygame.draw.rect(surface, (10, 8, 8), shadow, border_radius=10)
        D.panel(surface, self.fonts, self.rect, "", palette.EMBER)
        title = {
            "pay": "Who pays?",
            "join_instant": "Before it strikes",
            "triggered": "Abilities to use now",
            "evening": "End the evening?",
        }.get(self.scene.kind, "A question")
        D.fit(
            surface,
            self.fonts.get("body", bold=True),
            title,
            palette.EMBER_GLOW,
            (self.rect.left + PAD, self.rect.top + 8),
            self.rect.width - 2 * PAD,
        )
        D.wrapped(
            surface,
            self.fonts.small,
            self.scene.prompt_text,
            palette.BONE,
            pygame.Rect(
                self.rect.left + PAD,
                self.rect.top + self.words_top,
                self.rect.width - 2 * PAD,
                self.answers_top - self.words_top,
            ),
        )
