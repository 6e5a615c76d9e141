"""Playing Tainted Grail's table with the mouse, headless: a command is done by clicking where
the scene's layout reports it (a list opened first when it sits in one), and a question asked
first is answered Yes. Positions are reached by the AI playing from a seed."""

from __future__ import annotations

import random

from game.core.match import Match
from game.core.playout import bare
from game.games.tainted_grail.ai.player import choose
from game.games.tainted_grail.table.scene import make_board_scene
from tests.app.driver import SceneTable
from tests.tainted_grail.helpers import RULES


class Table(SceneTable):
    def __init__(self, saves, match):
        super().__init__(saves, match, make_board_scene)

    def do(self, command: dict, clicks: int = 4) -> bool:
        """Do ``command`` with the mouse on the table; False if it is never offered."""
        return self.perform(self.scene, command, clicks)


def perform(table: Table, command: dict) -> bool:
    return table.do(command)


def reach(want, seeds=range(20), options=None, limit=2000, heroes=None):
    """The first match (its heroes picked, then played by the AI) where ``want(match)`` holds."""
    for seed in seeds:
        opts = {"characters": len(heroes or ("cadoc", "ysolt")), **(options or {})}
        match = Match(RULES, opts, seed, human_seats={0}).start()
        rng = random.Random(seed)
        for hero in heroes or ("cadoc", "ysolt"):
            if match.pending().kind == "pick_hero":
                pick = next(c for c in match.legal(0) if c.get("hero") == hero)
                match.submit(0, bare(pick))
        for _ in range(limit):
            if want(match):
                return match
            if match.outcome() is not None:
                break
            seat = match.pending().seat  # with more players, another seat may be asked
            match.submit(seat, bare(choose(match.view(seat), match.legal(seat), rng)))
    raise AssertionError("AI play never reached the wanted position")


def kind_is(*kinds, types=()):
    def wanted(match):
        return match.outcome() is None and match.pending().kind in kinds and (
            not types or any(c["type"] in types for c in match.legal(0)))
    return wanted
