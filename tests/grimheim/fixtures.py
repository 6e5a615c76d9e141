"""Helpers for Grimheim rule tests: scripted dice, a position built directly (models placed,
turn 1, an activation open) or from a test scenario file, and commands answered through the
contract."""
from __future__ import annotations

import importlib.util
from pathlib import Path

from game.core.agenda import copy_state
from game.core.chance import Chance
from game.core.match import Match
from game.core.scenario import load_scenario
from game.games.grimheim.rules import RULES
from game.games.grimheim.rules import state as S


class Dice(Chance):
    """A Chance whose d6 faces come from a script (then from the seed)."""

    def __init__(self, *faces: int) -> None:
        super().__init__(0)
        self.faces = list(faces)

    def die(self, sides: int = 6, stream: str | None = None) -> int:
        if self.faces:
            return self.faces.pop(0)
        return super().die(sides, stream)


def position(cells0, cells1, mission="encounter", w0="reavers_pack", w1="wardens_watch"):
    """Turn 1, action phase, Player 1 to activate; models placed at the given cells (the rest
    of each warband stays off the table, as if defeated)."""
    state = RULES.initial_state({"mission": mission, "warband_0": w0, "warband_1": w1,
                                 "side_quests": False})
    for seat, cells in ((0, cells0), (1, cells1)):
        ids = [i for i in state["order"] if state["models"][i]["seat"] == seat]
        for mid, cell in zip(ids, cells):
            state["models"][mid]["cell"] = list(cell)
            state["models"][mid]["left"] = state["models"][mid]["ap"]
        for mid in ids[len(cells):]:
            state["models"][mid]["defeated"] = True
    state.update(turn=1, phase="action", next_seat=0)
    state["agenda"] = [{"op": "end_phase"}, {"op": "activations"}]
    settle(state)
    return state


def scenario_match(name: str) -> Match:
    """A match standing where tests/grimheim/scenarios/<name>.yaml says, through the contract."""
    return Match.from_scenario(load_scenario(Path(__file__).parent / "scenarios" / f"{name}.yaml"))


def model_id(match: Match, name: str) -> str:
    return next(m["id"] for m in match.view(None)["models"] if m["name"] == name)


def settle(state, chance=None):
    from game.games.grimheim.rules import engine
    ctx = engine.Ctx(state, chance or Chance(1))
    engine.run(ctx)
    return ctx.events


def send(state, seat, command, chance=None):
    """Decide and fold one command; returns the events."""
    events = RULES.decide(state, {**command, "seat": seat}, chance or Chance(5))
    for e in events:
        RULES.apply(state, e)
    return events


def legal(state, seat):
    return [{k: v for k, v in c.items() if k not in ("label", "preview", "seat")}
            for c in RULES.legal(state, seat)]


def activate(state, seat, index=0):
    mid = ids(state, seat)[index]
    send(state, seat, {"type": "activate", "model": mid})
    return state["models"][mid]


def ids(state, seat):
    return [i for i in state["order"] if state["models"][i]["seat"] == seat]


def model(state, seat, index=0):
    return state["models"][ids(state, seat)[index]]


def kinds(state, seat):
    return {c["type"] for c in legal(state, seat)}


def prompt(state):
    return RULES.pending(state)


def copy(state):
    return copy_state(state)


__all__ = ["Dice", "position", "send", "legal", "activate", "model", "kinds", "prompt", "S"]


def tool(name: str):
    """tools/<name>.py as a module (the tools are scripts, not a package)."""
    path = Path(__file__).resolve().parents[2] / "tools" / f"{name}.py"
    spec = importlib.util.spec_from_file_location(name, path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module
