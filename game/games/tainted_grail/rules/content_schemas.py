"""The schemas Tainted Grail's YAML files are checked against (content.py reads the files;
rules/encounter/content.py checks the Encounters' layouts), and the check of each table's
entry ids."""

from __future__ import annotations

import re

from game.core.content import ContentError, Items, Range
from game.games.tainted_grail.rules.phrasebook import (
    ATTRIBUTES,
    COLOURS,
    CORNERS,
    DAY_RULES,
    DECKS,
    DIE_FACES,
    EDGES,
    GUARDIAN_MOVES,
    KEYWORDS,
    KINDS,
    RESOURCES,
    SEALS,
    SIDES,
    TIMERS,
    TRACKS,
    WHEN,
)

EFFECT = str  # an effect phrase list such as "gain 1 food; encounter draw green"
ACTION = {"name": str, "cost": str, "effect": EFFECT, "limit?": Range(1, 4)}
INSTANT = {"effect": EFFECT, "limit?": Range(1, 4), "text?": str}
SIDE = {"text": str, "action?": ACTION, "instant?": INSTANT}
LOCATION = {
    "name": str,
    "seals": Items(SEALS, 0, 3),
    "flavour": str,
    "clear": SIDE,
    "wyrd": SIDE,
    "keys": {f"{edge}?": str for edge in EDGES},
    "waystones": Items(CORNERS, 0, 4),
    "section": str,
    "vision?": str,
    "variant_of?": str,
}
WHERE = ("wyrd", "clear", "settlement")  # an ability that works only in such a Location
ABILITY = {"when": WHEN, "cost?": str, "where?": WHERE, "effect": EFFECT, "text": str}
ITEM = {
    "name": str,
    "deck": DECKS,
    "keywords": Items(KEYWORDS, 0, 2),
    "value": Range(0, 12),
    "flavour": str,
    "abilities": Items(ABILITY, 1, 3),
}
SECRET = {
    "name": str,
    "keywords": Items(KEYWORDS, 0, 2),
    "flavour": str,
    "text": str,
    "abilities?": Items(ABILITY, 1, 3),
}
WEAKNESSES = ("wyrd-entry-terror", "settlement-travel", "heavy-load", "frail-in-wyrd")
HERO = {
    "name": str,
    "flavour": str,
    "letter": Items(str, 1, 4),
    "tray": {
        "energy": {"start": Range(1, 12), "top": Range(4, 12)},
        "health": {"start": Range(1, 12), "top": Range(4, 12)},
        "terror": {"start": Range(0, 6), "red": Range(3, 12), "top": Range(4, 12)},
    },
    "attributes": {a: Range(0, 2) for a in ATTRIBUTES},
    "resources": {f"{r}?": Range(0, 5) for r in RESOURCES},
    "items": Items(str, 0, 2),
    "ability": {"name": str, "cost": str, "effect": EFFECT, "text": str},
    "weakness": {"rule": WEAKNESSES, "text": str},
    "skills": Items({"attr": ATTRIBUTES, "sides": Items({"name": str, **ABILITY}, 2, 2)}, 6, 6),
    "decks": {"basic": Range(10, 10), "advanced": Range(3, 30)},
}
# companions.yaml and wyrdforms.yaml (issue 13): what companions.py and wyrdforms.py apply.
STANDS = r"with the party|wanders|at \d{3}"
COMPANION = {
    "name": str,
    "flavour": str,
    "met": str,
    "stands": str,
    "status": str,
    "story": Items(str, 1, 8),
    "help?": {
        "when": ("combat", "diplomacy", "encounter"),
        "limit": str,
        "pay?": str,
        "effects": str,
    },
    "action?": {"when": ("day",), "limit": str, "pay": str, "effects": object},
    "cost": {"when": str, "text": str, "effects": str},
    "rules": str,
}
WYRDFORM = {
    "name": str,
    "flavour": str,
    "ability": {"name": str, "cost": str, "effect": EFFECT, "text": str},
    "weakness": {"rule": WEAKNESSES, "text": str},
    "skill": {
        "attr": ATTRIBUTES,
        "max": Range(5, 5),
        "sides": Items({"name": str, **ABILITY}, 2, 2),
    },
    "cards": {k: Items(str, 1, 6) for k in KINDS},
}
CONDITION = {"name": str, "flavour": str, "text": Items(str, 1, 6)}
STATUS = {
    "name": str,
    "parts": Range(1, 10),
    "flavour": str,
    "meaning?": {f"{n}?": str for n in range(1, 11)},
    "chapter?": Range(1, 9),
}
ENCOUNTER = {
    "name": str,
    "colour": COLOURS,
    "kind": KINDS,
    "difficulty": Range(1, 4),
    "flavour": str,
    "loot?": EFFECT,
    "guardian?": bool,
}
# Part two's layout fields (encounters/<colour>.yaml): taken as written here; the encounter
# loader (rules/encounter/content.py) checks them when it fills the Encounters in.
LAYOUT = ("value", "traits", "table", "opportunity", "right", "duration", "affinity", "sway")
ENCOUNTER_LAYOUT = ENCOUNTER | {f"{k}?": object for k in LAYOUT + ("response", "conclusion")}
GUARDIAN = {
    "encounter": str,
    "flavour": str,
    "roams": ("anywhere", "wyrd", "clear"),
    "die": {f"{face}?": (GUARDIAN_MOVES) for face in DIE_FACES[:4]}
    | {"x?": Items(GUARDIAN_MOVES, 1, 3)},
    "defeated?": EFFECT,
}
DAY_RULE = {"rule": DAY_RULES, "amount?": Range(-3, 3), "colour?": COLOURS}
RANDOM_EVENT = {
    "title": str,
    "flavour": str,
    "text": str,
    "effect?": EFFECT,
    "today?": Items(DAY_RULE, 1, 3),
}
QUEST = {
    "title": str,
    "goal": str,
    "stages": Items({"id": str, "text": str}, 1, 10),
    # a lead is open once its "when" requirements hold and until its "until" ones all do
    "leads": Items(
        {"location": str, "text": str, "when?": Items(str, 1, 4), "until?": Items(str, 1, 4)},
        0,
        8,
    ),
}
STORY_EVENT = {
    "title": str,
    "part": Range(1, 9),
    "kind": ("story", "special"),
    "flavour": str,
    "text": str,
    "effect?": EFFECT,
    "today?": Items(DAY_RULE, 1, 3),
    "quest?": QUEST,
    "countdown?": {"timer": TIMERS, "markers": Range(1, 8), "then": EFFECT, "text": str},
}
MOST_ENDINGS = 12
ENDING = {"id": str, "title": str, "text": Items(str, 1, 6), "effect?": EFFECT}
ENDINGS = Items(ENDING, 1, MOST_ENDINGS)  # chapter-N/endings.yaml
CHAPTER = {
    "number": Range(1, 9),
    "title": str,
    "flavour": str,
    "intro": Items(str, 1, 6),
    "setup": {
        "start": str,
        "start_side": SIDES,
        "attach": Items({"location": str, "side": SIDES}, 0, 6),
        "waystones": Items({"location": str, "corner": CORNERS}, 0, 6),
        "event_deck": Items(str, 1, 12),
        "random_events": {"per_character": Range(0, 4)},
        "encounter_decks": {c: Items(Range(1, 4), 1, 4) for c in COLOURS},
        "item_decks": Items(DECKS, 1, 6),
        "guardians": Items({"guardian": str, "at": str}, 0, 6),
        # a King's standee on the board from the set-up (kings.yaml's board rules move it):
        # ``when`` needs that must all hold (the first entry that holds places its King),
        # ``won``/``lost`` day effects after a board meeting with that card
        "kings?": Items(
            {
                "king": str,
                "at": str,
                "meets?": str,
                "when?": Items(str, 1, 6),
                "won?": EFFECT,
                "lost?": EFFECT,
            },
            0,
            9,
        ),
        "quests": Items(str, 1, 6),
        "effect?": EFFECT,
    },
    # the endings may also come from chapter-N/endings.yaml (ENDINGS), appended to these
    "endings?": Items(ENDING, 1, MOST_ENDINGS),
    # how a King's marks change the odds when one of his cards is met in this chapter;
    # party: only when exactly that many face him (a lone Lampbearer's odds: party 1)
    "odds?": Items(
        {
            "king": str,
            "card?": str,
            "party?": Range(1, 4),
            "when": Items(str, 0, 6),
            "text": str,
            "effects": str,
        },
        1,
        16,
    ),
    # no hook: the campaign's last chapter (its endings end the campaign)
    "hook?": {
        "next_chapter": Range(2, 9),
        "text": Items(str, 1, 6),
        "carries": Items(("statuses", "secrets", "items", "resources", "map", "decks"), 1, 6),
        "removes?": Items(str, 0, 20),
    },
}
CAMPAIGN = {
    "title": str,
    "flavour": str,
    # written: left out, a chapter is written when its folder holds chapter.yaml
    "chapters": Items({"number": Range(1, 9), "folder": str, "written?": bool}, 1, 9),
    "waystone_models": Range(1, 12),
    "guardian_die": Items(DIE_FACES, 6, 6),
    "tracks": {t: Range(1, 20) for t in TRACKS},
    "resource_limit": Range(1, 99),
    "time_passes": str,
}

# ---- kings.yaml: the Kings of Ruin ----------------------------------------------------------
# The Encounter cards keep the card spec's fields (docs: tg_cards_spec) and are checked here
# only for what the board and the day need; the Encounter engine checks their tables and keys.
KING_MECHANICS = ("host", "spawn", "weather")  # an enemy deck, Blooms to prune, the weather
KING_X = r"fade-(?:lowest|highest)|toward-party [1-3]|follower [a-z][a-z0-9-]*|storm [a-z0-9-]+"
KING_ENCOUNTER = {
    "name": str,
    "king": str,
    "stage?": Range(1, 3),
    "final?": bool,
    "colour": COLOURS,
    "kind": KINDS,
    "difficulty": Range(1, 4),
    "guardian": bool,
    "flavour": str,
    "traits": Items(str, 0, 4),
    "right": dict,
    # combat
    "value?": Range(1, 30),
    "table?": dict,
    "opportunity?": str,
    "loot?": EFFECT,
    # diplomacy
    "duration?": Range(1, 10),
    "affinity?": {c: Range(1, 12) for c in ("red", "grey", "green", "start")},
    "sway?": dict,
    "response?": object,  # one effects string, or one by Affinity colour
    "bloom_response?": dict,  # Gwenllian: the Response by Bloom markers on her card
    "conclusion?": {"green": str, "grey": str, "red": str},
    # the mechanics
    "host?": Items(str, 1, 8),
    "spawns?": Items(str, 1, 8),
    "rebuild?": bool,
    "weather?": Items(str, 1, 8),
    # the final boss
    "scenes?": Items({"when": str, "text": str, "effects": str}, 1, 4),
    "fail?": {"text": str, "effects": EFFECT},
    # a follower that also roams as a Guardian
    "roaming?": {k: v for k, v in GUARDIAN.items() if k != "encounter"},
}
KING_CARD = {
    "name": str,
    "flavour": str,
    "kind?": KINDS,  # a Weather's
    "left?": dict,
    "right?": dict,
    "ability?": {
        "text": str,
        **{f"{k}?": str for k in ("place", "delayed", "attack", "destroyed")},
    },
    "value?": Range(1, 12),  # a Bloom's
    "traits?": Items(str, 1, 3),
    "table?": {"combat": dict, "diplomacy": dict},
    "loot?": str,
    "character?": object,  # a Weather's: a requirement change, or {sway: effects}
    "encounter?": {"traits?": Items(str, 1, 2), "attack?": str, "response?": str},
    "place?": str,
    "duration?": Range(1, 4),
}
KING = {
    "name": str,
    "title": str,
    "flavour": str,
    "reminder": str,
    "board": {
        "direction": ("same", "opposite"),
        "fallback": ("lowest", "highest"),
        "x": Items(str, 1, 3),
        "meets": str,
        "won?": EFFECT,
        "lost?": EFFECT,
    },
    "mechanic": {"kind": KING_MECHANICS, "marker": str, "reshuffle": str},
    "encounters": dict,
    "cards": dict,
}
KINGS_FILE = {"kings": dict, "followers": dict, "events": dict}


def str_keys(table: dict, file_name: str, pattern: str) -> dict:
    out = {}
    for key, entry in table.items():
        key = str(key)
        if not re.fullmatch(pattern, key):
            raise ContentError(f"{file_name}: the entry id '{key}' should match {pattern}.")
        out[key] = entry
    return out
