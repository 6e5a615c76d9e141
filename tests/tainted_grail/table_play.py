"""Playing Tainted Grail's table with the mouse, headless: a command is done by clicking where
the scene's layout reports it (a list opened first when it sits in one), and a question asked
first is answered Yes. Positions are reached by the AI playing from a seed."""

from __future__ import annotations

import random

import pygame

from game.app.scenes.dialog import MessageBox
from game.core.match import Match
from game.core.playout import bare
from game.games.tainted_grail.ai.player import choose
from game.games.tainted_grail.table.scene import make_board_scene
from tests.app.driver import SceneTable
from tests.tainted_grail.helpers import RULES


class Table(SceneTable):
    def __init__(self, saves, match):
        super().__init__(saves, match, make_board_scene)

    def confirm(self) -> bool:
        """Answer Yes to a question the table asked; True if there was one."""
        top = self.ctx.stack.top
        if isinstance(top, MessageBox):
            labels = [w.label for w in top.ui.widgets]
            word = "Yes" if "Yes" in labels else "Got it" if "Got it" in labels else labels[-1]
            self.click(next(w for w in top.ui.widgets if w.label == word).rect.center)
            return True
        return False


def perform(table: Table, command: dict, clicks: int = 4) -> bool:
    """Do ``command`` with the mouse; False if the screen never offers it."""
    scene = table.scene
    match = scene.match
    before = len(match.log)
    for _ in range(clicks):
        while table.ctx.stack.top is not scene and table.confirm():
            pass
        pos = scene.locate(command)
        if pos is None:
            return False
        table.click(pos)
        while table.ctx.stack.top is not scene and table.confirm():
            pass
        if len(match.log) > before:
            return bare(match.log[before].command) == bare(command)
    return False


def screenshot(table: Table, path, size=(1280, 720)) -> pygame.Surface:
    """The table as the window shows it, scaled to ``size`` like the app's window."""
    surface = pygame.Surface((1280, 720))
    for scene in table.ctx.stack.visible():
        scene.draw(surface)
    if size != (1280, 720):
        surface = pygame.transform.smoothscale(surface, size)
    pygame.image.save(surface, str(path))
    return surface


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
            match.submit(0, bare(choose(match.view(0), match.legal(0), rng)))
    raise AssertionError("AI play never reached the wanted position")


def kind_is(*kinds, types=()):
    def wanted(match):
        return match.outcome() is None and match.pending().kind in kinds and (
            not types or any(c["type"] in types for c in match.legal(0)))
    return wanted
