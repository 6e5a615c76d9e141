"""Helpers for GRIMLORE rule tests: scripted dice, a session reached by legal play (a party
made through the prompts), and commands found among the legal ones by their fields."""

from __future__ import annotations

from game.core.agenda import copy_state
from game.core.chance import Chance
from game.core.match import Match
from game.core.playout import bare
from game.games.grimlore.rules import RULES

BUILD = {
    "race": "human",
    "role": "fighter",
    "attribute": "might",
    "skill": "one_handed",
    "item": "longsword",
}


class Dice(Chance):
    """A Chance whose d6 faces come from a script (then from the seed)."""

    def __init__(self, *faces: int, seed: int = 0) -> None:
        super().__init__(seed)
        self.faces = list(faces)

    def die(self, sides: int = 6, stream: str | None = None) -> int:
        if self.faces and sides == 6:
            return self.faces.pop(0)
        return super().die(sides, stream)


def find(legal: list, **fields) -> dict:
    for command in legal:
        if all(command.get(k) == v for k, v in fields.items()):
            return command
    raise AssertionError(
        f"no legal command with {fields}; kinds: {sorted({c['type'] for c in legal})}"
    )


def has(legal: list, **fields) -> bool:
    return any(all(c.get(k) == v for k, v in fields.items()) for c in legal)


def play(state: dict, chance: Chance | None = None, seat: int = 0, **fields) -> dict:
    """Submit the legal command matching ``fields`` to a copy of ``state``; return the result."""
    command = bare(find(RULES.legal(state, seat), **fields))
    events = RULES.decide(state, {**command, "seat": seat}, chance or Chance(1))
    state = copy_state(state)
    for event in events:
        RULES.apply(state, event)
    return state


def made_party(size: int = 2, builds: list[dict] | None = None, seed: int = 1, **options) -> Match:
    """A match past party creation: each character made through the prompts."""
    match = Match(RULES, {"party_size": size, **options}, seed).start()
    for index in range(size):
        build = (builds or [BUILD] * size)[index]
        for kind in ("race", "role", "attribute", "skill", "item"):
            match.submit(0, bare(find(match.legal(0), type=kind, **{kind: build[kind]})))
    return match


def at_turn(state: dict) -> bool:
    return RULES.pending(state).kind == "turn"
