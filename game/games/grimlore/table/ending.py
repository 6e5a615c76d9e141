"""The session's end: whether the party came home or fell, the events won and lost, the bonus
roll (a black die per win, a red per loss) and the XP it gave, and below it the party sheet,
where the party spends its XP before the session closes."""

from __future__ import annotations

import pygame

from game.app import palette
from game.games.grimlore.table import draw as G
from game.games.grimlore.table.sheet import SheetScreen

BANNER_H = 110


class EndScreen(SheetScreen):
    def __init__(self, scene, rect) -> None:
        high, gap = scene.u(BANNER_H), scene.u(8)
        self.banner = pygame.Rect(rect.left, rect.top, rect.width, high)
        below = pygame.Rect(rect.left, rect.top + high + gap, rect.width, rect.height - high - gap)
        super().__init__(scene, below)

    def draw_body(self, surface: pygame.Surface) -> None:
        self._draw_banner(surface)
        super().draw_body(surface)

    def _draw_banner(self, surface) -> None:
        fonts, view, u = self.scene.fonts, self.view, self.scene.u
        fell = bool(view["result"] and view["result"]["ended"] == "wiped")
        edge = palette.BLOOD_BRIGHT if fell else palette.MOSS_BRIGHT
        G.panel(surface, fonts, self.banner, "", edge)
        title = "The party has fallen" if fell else "Session over: the party came home"
        G.fit(
            surface,
            fonts.get("large", bold=True),
            title,
            edge,
            (self.banner.left + u(16), self.banner.top + u(12)),
            self.banner.width - u(32),
        )
        bonus = view.get("bonus") or {"black": [], "red": []}
        gained = max(0, bonus["black"].count(6) - bonus["red"].count(6))
        lines = [
            f"Events won: {view['won']}, lost: {view['lost']}. The bonus roll gave {gained} XP "
            f"(black 6s less red 6s); the party's pool holds {view['party']['xp']} XP.",
            "Spend it below: a + raises an attribute or skill, the buttons on the right buy traits."
            if view["prompt"]["kind"] == "train"
            else "The session is recorded. A campaign goes on from the load screen with "
            "this party.",
        ]
        if fell:
            lines = [
                f"Fallen: {', '.join(view['party']['fallen']) or 'everyone'}. Their gear and the "
                "party's XP are lost; the roster keeps anyone who stayed home."
            ]
        y = self.banner.top + u(48)
        for line in lines:
            G.fit(
                surface,
                fonts.small,
                line,
                palette.BONE,
                (self.banner.left + u(16), y),
                self.banner.width - u(32),
            )
            y += u(24)
