"""Lanterns' scenarios: how many lanterns burn, which round it is, whether they are sheltered;
a goal is a number of lanterns lit before the night ends."""

from __future__ import annotations

from typing import Any

from game.core.content import ContentError, Range
from tests.example_game.rules import ROUNDS

POSITION = {"lit?": Range(0, 8), "round?": Range(1, ROUNDS), "sheltered?": bool}
WIN = {"lit": Range(1, 8)}


def changes(state: dict, position: dict, where: str) -> list[tuple[list, Any]]:
    if position.get("lit", 0) >= state["goal"]:
        raise ContentError(f"{where}, field 'lit': the night would already be won.")
    return [([key], position[key]) for key in ("lit", "round", "sheltered") if key in position]


def judge(win: dict, state: dict, outcome: dict | None) -> str | None:
    if state["lit"] >= win["lit"]:
        return "won"
    return "lost" if outcome is not None else None
