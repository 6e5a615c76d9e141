"""Trading between Actions: a column for each Character who can give something, with a button
for each gift the rules offer (a point of Food or Wealth, an Item, a Secret that is neither
Personal nor Global, a companion) and for each Item they may turn face up or companion waiting
there they may take up; Back when done."""

from __future__ import annotations

import pygame

from game.app import palette
from game.games.tainted_grail.table import commands as K
from game.games.tainted_grail.table import draw as D
from game.games.tainted_grail.table.screen import Screen

ROW = 30
KINDS = ("give", "swap", "take_up")  # the commands that fill a Character's column


def gift_words(command: dict) -> str:
    words = K.label(command)
    for verb, lead in ((" gives ", "Give "), (" uses ", "Use "), (" takes up ", "Take up ")):
        if verb in words:
            return lead + words.split(verb, 1)[1]
    return words


class TradeScreen(Screen):
    handles = ("trade",)

    def build(self) -> None:
        chars, u, L = self.view["characters"], self.u, self.L
        givers = [
            c
            for c in chars
            if any((x.get("from") or x.get("who")) == c["id"] for x in K.of(self.legal, *KINDS))
        ]
        area = pygame.Rect(
            self.rect.left + u(10),
            self.rect.top + u(40),
            self.rect.width - u(20),
            self.rect.height - u(96),
        )
        self.columns = list(zip(L.columns(area, max(1, len(givers))), givers, strict=False))
        for column, ch in self.columns:
            mine = [
                x for x in K.of(self.legal, *KINDS) if (x.get("from") or x.get("who")) == ch["id"]
            ]
            body = pygame.Rect(
                column.left + u(8), column.top + u(44), column.width - u(16), column.height - u(52)
            )
            for box, command in zip(L.rows(body, len(mine), u(ROW), u(4)), mine, strict=False):
                self.offer(box, command, gift_words(command))  # every offer lit alike
        for command in K.of(self.legal, "back"):
            self.offer(
                (self.rect.right - u(170), self.rect.bottom - u(46), u(156), u(34)),
                command,
                "Done trading",
                style="normal",
                size="body",
            )

    def draw_body(self, surface) -> None:
        u = self.u
        fonts = self.fonts
        D.panel(surface, fonts, self.rect)
        D.fit(
            surface,
            fonts.get("body", bold=True),
            self.scene.prompt_text,
            palette.EMBER_GLOW,
            (self.rect.left + u(12), self.rect.top + u(10)),
            self.rect.width - u(24),
        )
        for column, ch in self.columns:
            D.panel(surface, fonts, column)
            res = ch["resources"]
            words = f"Food {res['food']}, Wealth {res['wealth']}, {len(ch['items'])} Items"
            D.person(
                surface,
                self.scene,
                ch,
                (column.left + u(8), column.top + u(6)),
                column.width - u(16),
                28,
                [words],
            )
        if not self.columns:
            D.fit(
                surface,
                fonts.small,
                "Nobody here has anything to give.",
                palette.BONE_DIM,
                (self.rect.left + u(20), self.rect.top + u(60)),
                self.rect.width - u(40),
            )
