"""Playing GRIMLORE's table with the mouse, headless: a command is done by clicking where the
scene's layout reports it (a tab or a character first when it sits behind one), and a question
that asks first is answered Yes."""

from __future__ import annotations

import pygame

from game.core.playout import bare
from game.games.grimlore.table.scene import make_board_scene
from tests.app.driver import SceneTable


class Table(SceneTable):
    def __init__(self, saves, match):
        super().__init__(saves, match, make_board_scene)

    def confirm(self) -> bool:
        """Answer Yes to a question the table asked; True if there was one."""
        return self.answer()


def perform(table: Table, command: dict, clicks: int = 4) -> bool:
    """Do ``command`` with the mouse; False if the screen never offers it."""
    return table.perform(table.scene, command, clicks)


def screenshot(table: Table, path, size=(1280, 720)) -> pygame.Surface:
    """The table as the window shows it, scaled to ``size`` like the app's window."""
    return table.screenshot(path, size)


def reach(want, seeds=range(30), options=None, limit=3000):
    """The first match (played by the AI from its start) where ``want(match)`` holds."""
    import random

    from game.core.match import Match
    from game.games.grimlore.ai.player import choose
    from game.games.grimlore.rules import RULES

    for seed in seeds:
        match = Match(RULES, {"party_size": 2, **(options or {})}, seed, human_seats={0}).start()
        rng = random.Random(seed)
        for _ in range(limit):
            if match.outcome() is not None:
                break
            if want(match):
                return match
            match.submit(0, bare(choose(match.view(0), match.legal(0), rng)))
    raise AssertionError("AI play never reached the wanted position")


def kind_is(*kinds, types=()):
    def wanted(match):
        return match.pending().kind in kinds and (
            not types or any(c["type"] in types for c in match.legal(0)))
    return wanted
