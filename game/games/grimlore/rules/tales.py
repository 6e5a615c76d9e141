"""An event told in words (issue #24): the opening read when a tile's event comes up, and the
passage for its success or its failure, from the tile itself or from the retold face of its
d6 table that the party met."""

from __future__ import annotations

import re

from game.core import dice as D
from game.games.grimlore.rules import content

LOG_LIMIT = 170  # a passage longer than this is cut to its first sentences in the log


def told(tile_id: str, face: int | None = None) -> dict:
    """The three passages of a tile, or of the retold face ``face`` (a d6 result) of it."""
    tile = content.load()["tiles"][tile_id]
    source = D.lookup(tile["retold"], face) if face else tile
    return {field: source[field] for field in content.TOLD}


def current(state: dict) -> dict | None:
    """The tale of the tile the party stands on: its opening, and once the event is settled,
    the result, the passage that goes with it and whether that result starts a fight."""
    if not state["tile"]:
        return None
    path = state["path"]
    here = path and path[-1]["tile"] == state["tile"]  # a scenario may set a tile with no path
    step = path[-1] if here else {"result": None}
    words = told(state["tile"], step.get("face"))
    result = step["result"]
    outcomes = content.load()["tiles"][state["tile"]][result] if result else []
    return {
        "opening": words["opening"],
        "result": result,
        "passage": words[f"{result}_text"] if result else "",
        "fight": any("fight" in o or "lair" in o for o in outcomes),
    }


def shortened(words: str, limit: int = LOG_LIMIT) -> str:
    """Whole sentences up to ``limit`` characters; a first sentence longer than that is cut at a
    word and ends in an ellipsis."""
    if len(words) <= limit:
        return words
    kept = ""
    for sentence in re.split(r"(?<=[.!?])\s+", words):
        if len(kept) + len(sentence) + 1 > limit:
            break
        kept = f"{kept} {sentence}".strip()
    if kept:
        return kept
    return words[: limit - 3].rsplit(" ", 1)[0] + "..."
