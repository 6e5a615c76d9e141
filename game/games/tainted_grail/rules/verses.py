"""The Exploration Journal's verse format (chapter-N/journal/*.verses), read and checked by the
shared journal engine (game/core/journal.py) in Tainted Grail's words.

One verse after another::

    == 101.3 | A title for writers (optional)
    ? [status eel-pact/1] -> 101.7        automatic redirection, checked first, in order
    Any other line is the verse's text; a blank line starts a new paragraph.
    ! gain 1 food; secret+ 12              effects, applied when the verse is read
    * [2 energy] [attr courage 2] Climb the stair -> 101.4     a choice: costs, needs, text
    and exactly one way on:
    * ...                                  one or more choices, or
    roll courage: 1-3 -> 101.5; 4+ -> 101.6    a d6 plus the party's best attribute, or
    encounter ID: win -> 101.8; lose -> 101.9  an Encounter (part 2 resolves it), or
    -> 101.10                              go straight on, or
    end                                    Exploration ends (``end vision``: the Vision ends)
"""

from __future__ import annotations

from game.core import journal
from game.games.tainted_grail.rules.phrasebook import (
    ATTRIBUTES,
    ID,
    VERSE,
    parse_effects,
    parse_requirement,
)

GRAMMAR = journal.Grammar(
    passage=VERSE,
    requirement=parse_requirement,
    effects=parse_effects,
    is_cost=lambda phrase: phrase["op"] in ("cost", "pay"),
    ends={"end": "exploration", "end vision": "vision"},
    roll_attributes=ATTRIBUTES,
    branches={"encounter": journal.Branch(ID, ("win", "lose"), "an Encounter")},
    effect_targets=lambda effect: [effect["verse"]] if effect["op"] == "verse" else [],
)
VERSE_SCHEMA = journal.schema(GRAMMAR)


def parse_verses(text: str, file_name: str) -> dict[str, dict]:
    """A .verses file -> {verse id: verse}."""
    return journal.parse(GRAMMAR, text, file_name)


def verse_targets(verse: dict) -> list[str]:
    """Every verse this verse can lead to, in reading order."""
    return journal.targets(GRAMMAR, verse)
