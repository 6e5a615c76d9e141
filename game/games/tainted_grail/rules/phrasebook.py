"""Tainted Grail's Day-world vocabulary: the closed word lists every content file picks from,
the id patterns, and the short phrases for requirements (``[attr courage 2]``) and effects
(``gain 2 food; status+ eel-pact/1``), parsed into mappings and checked against their schemas so
a typo is refused with the file, the entry and the phrase. The content loader (content.py), the
verse reader (verses.py) and the Encounter phrases (encounter/phrases.py) build on it."""

from __future__ import annotations

import re
from typing import Any

from game.core.content import ContentError, Range, check

# ---- closed vocabularies -------------------------------------------------------------------
ATTRIBUTES = ("aggression", "empathy", "courage", "caution", "practicality", "spirituality")
RESOURCES = ("food", "wealth", "magic", "exp")
TRACKS = ("energy", "health", "terror")
SCOPES = ("party", "each", "all")  # the party shares it / each party member / each character
COLOURS = ("green", "purple", "blue")
KINDS = ("combat", "diplomacy")
DECKS = ("A", "B", "C", "D", "E", "consumable")
KEYWORDS = ("weapon", "armor", "shield", "relic", "personal", "global", "tool", "trinket")
SEALS = ("vision", "settlement", "ritual")
SIDES = ("clear", "wyrd")
EDGES = ("top", "right", "bottom", "left")
CORNERS = ("top-left", "top-right", "bottom-left", "bottom-right")
TIMERS = ("light", "dark")
DIE_FACES = ("north", "east", "south", "west", "x")
# What a guardian does on a face of the die. The book's rule is the default: a cardinal face
# moves it that way (or to the highest-numbered connected Location), "x" strikes a Character,
# else Fades a waystone, else moves to the highest-numbered connected Location.
GUARDIAN_MOVES = ("move", "stay", "move-highest", "move-lowest", "toward-party", "attack", "fade")
WHEN = ("day", "start-of-day", "end-of-day", "travel", "rest", "combat", "diplomacy", "passive")
DAY_RULES = (
    "travel-cost",
    "explore-cost",
    "waystone-cost",
    "wyrd-damage",
    "no-recover",
    "rest-energy",
    "encounter-on-travel",
    "location-actions-closed",
    "food-spoils",
)
ENCOUNTER_SOURCES = COLOURS

ID = r"[a-z][a-z0-9-]*"
LOC = r"\d{3}[a-z]?"
VERSE = r"(?:\d{3}[a-z]?(?:\.[a-z0-9]+)?|[se]\.[a-z0-9-]+)"  # e.*: Echoes Memories
SECRET_NO = Range(1, 999)

# ---- phrases: requirements and effects -----------------------------------------------------


def _n(text: str) -> int:
    return int(text)


# Each pattern turns a phrase into a mapping; the mapping is then checked against its schema.
_REQ_PATTERNS: list[tuple[str, Any]] = [
    (rf"(\d+) ({'|'.join(TRACKS)})", lambda m: {"op": "cost", "track": m[2], "amount": _n(m[1])}),
    (
        rf"pay (\d+) ({'|'.join(RESOURCES)})",
        lambda m: {"op": "pay", "resource": m[2], "amount": _n(m[1])},
    ),
    (r"attr ([a-z]+) (\d+)", lambda m: {"op": "attr", "attr": m[1], "min": _n(m[2])}),
    (r"skill ([a-z]+)", lambda m: {"op": "skill", "attr": m[1]}),
    (
        rf"(no )?status ({ID})(?:/(\d+))?",
        lambda m: {"op": "status", "status": m[2], "part": _n(m[3] or 0), "negate": bool(m[1])},
    ),
    (rf"(no )?item ({ID})", lambda m: {"op": "item", "item": m[2], "negate": bool(m[1])}),
    (r"keyword ([a-z]+)", lambda m: {"op": "keyword", "keyword": m[1]}),
    (r"(no )?secret (\d+)", lambda m: {"op": "secret", "secret": _n(m[2]), "negate": bool(m[1])}),
    (r"party (\d+)", lambda m: {"op": "party", "min": _n(m[1])}),
    (r"all", lambda m: {"op": "all"}),
    (
        r"chapter (\d+)(?:-(\d+))?",
        lambda m: {"op": "chapter", "low": _n(m[1]), "high": _n(m[2] or m[1])},
    ),
    (
        r"(no )?time( light| dark)?",
        lambda m: {"op": "time", "timer": (m[2] or " any").strip(), "negate": bool(m[1])},
    ),
    (
        r"(no )?qmarker(?: (\d+))?",
        lambda m: {"op": "qmarker", "min": _n(m[2] or 1), "negate": bool(m[1])},
    ),
    (rf"quest ({ID}) ({ID})", lambda m: {"op": "quest", "quest": m[1], "stage": m[2]}),
    (rf"(no )?ending ({ID})", lambda m: {"op": "ending", "ending": m[2], "negate": bool(m[1])}),
]

_RES_OR_TRACK = RESOURCES + TRACKS
_EFFECT_PATTERNS: list[tuple[str, Any]] = [
    (
        rf"(gain|lose) (\d+) ({'|'.join(_RES_OR_TRACK)})(?: (each|all))?",
        lambda m: {"op": m[1], "amount": _n(m[2]), "what": m[3], "scope": m[4] or "party"},
    ),
    (rf"item\+ ({'|'.join(DECKS)})", lambda m: {"op": "draw-item", "deck": m[1]}),
    (rf"item\+ ({ID})", lambda m: {"op": "gain-item", "item": m[1]}),
    (r"item- any", lambda m: {"op": "discard-item"}),
    (rf"item- ({ID})", lambda m: {"op": "lose-item", "item": m[1]}),
    (
        r"secret([+-]) (\d+)",
        lambda m: {"op": "gain-secret" if m[1] == "+" else "lose-secret", "secret": _n(m[2])},
    ),
    (
        rf"status([+-]) ({ID})(?:/(\d+))?",
        lambda m: {
            "op": "mark" if m[1] == "+" else "unmark",
            "status": m[2],
            "part": _n(m[3] or 0),
        },
    ),
    (
        rf"time([+-]) (light|dark) (\d+)(?: @ ({LOC}|event {ID}))?",
        lambda m: {
            "op": "time",
            "sign": m[1],
            "timer": m[2],
            "amount": _n(m[3]),
            "at": m[4] or "here",
        },
    ),
    (
        rf"qmarker([+-]) (\d+)(?: @ ({LOC}))?",
        lambda m: {"op": "qmarker", "sign": m[1], "amount": _n(m[2]), "at": m[3] or "here"},
    ),
    (rf"quest ({ID}) ({ID})", lambda m: {"op": "quest", "quest": m[1], "stage": m[2]}),
    (
        rf"event\+ ({ID})(?: (top|shuffle|bottom))?",
        lambda m: {"op": "add-event", "event": m[1], "where": m[2] or "top"},
    ),
    (rf"event- ({ID})", lambda m: {"op": "remove-event", "event": m[1]}),
    (
        r"random\+ (\d+)(?: (per-character))?",
        lambda m: {"op": "add-random", "amount": _n(m[1]), "per_character": bool(m[2])},
    ),
    (rf"reveal ({LOC})", lambda m: {"op": "reveal", "location": m[1]}),
    (rf"flip ({LOC}|here) (clear|wyrd)", lambda m: {"op": "flip", "location": m[1], "side": m[2]}),
    (rf"replace ({LOC}|here) ({LOC})", lambda m: {"op": "replace", "location": m[1], "by": m[2]}),
    (
        rf"guardian\+ ({ID}) @ ({LOC}|here)",
        lambda m: {"op": "place-guardian", "guardian": m[1], "at": m[2]},
    ),
    (rf"guardian- ({ID})", lambda m: {"op": "remove-guardian", "guardian": m[1]}),
    (
        rf"king\+ ({ID}) @ ({LOC}|here)(?: as ({ID}))?",
        lambda m: {"op": "place-king", "king": m[1], "at": m[2], "meets": m[3] or ""},
    ),
    (rf"king- ({ID})", lambda m: {"op": "remove-king", "king": m[1]}),
    (rf"fade ({LOC}|here)", lambda m: {"op": "fade", "at": m[1]}),
    (rf"waystone ({LOC}|here)", lambda m: {"op": "waystone", "at": m[1]}),
    (r"timepasses (\d+)", lambda m: {"op": "time-passes", "amount": _n(m[1])}),
    (rf"move ({LOC})", lambda m: {"op": "move", "location": m[1]}),
    (r"explore", lambda m: {"op": "explore"}),
    (rf"verse ({VERSE})", lambda m: {"op": "verse", "verse": m[1]}),
    (rf"encounter draw ({'|'.join(COLOURS)})", lambda m: {"op": "draw-encounter", "colour": m[1]}),
    (rf"encounter ({ID})", lambda m: {"op": "encounter", "encounter": m[1]}),
    (rf"chapter-end ({ID})", lambda m: {"op": "chapter-end", "ending": m[1]}),
    (rf"wyrdform\+(?: ({ID}))?", lambda m: {"op": "wyrdform", "hero": m[1] or ""}),
    (r"prevent (\d+)", lambda m: {"op": "prevent", "amount": _n(m[1])}),
    (r"pool (\d+)", lambda m: {"op": "pool", "amount": _n(m[1])}),
    (r"affinity (\d+)", lambda m: {"op": "affinity", "amount": _n(m[1])}),
    (r"draw (\d+)", lambda m: {"op": "draw-cards", "amount": _n(m[1])}),
]

SMALL = Range(0, 20)
_SCHEMAS: dict[str, dict[str, Any]] = {
    "cost": {"op": str, "track": TRACKS, "amount": Range(1, 12)},
    "pay": {"op": str, "resource": RESOURCES, "amount": Range(1, 20)},
    "attr": {"op": str, "attr": ATTRIBUTES, "min": Range(1, 6)},
    "skill": {"op": str, "attr": ATTRIBUTES},
    "status": {"op": str, "status": str, "part": Range(0, 10), "negate": bool},
    "item": {"op": str, "item": str, "negate": bool},
    "keyword": {"op": str, "keyword": KEYWORDS},
    "secret": {"op": str, "secret": SECRET_NO, "negate": bool},
    "party": {"op": str, "min": Range(2, 4)},
    "all": {"op": str},
    "chapter": {"op": str, "low": Range(1, 9), "high": Range(1, 9)},
    "time": {"op": str, "timer": ("any",) + TIMERS, "negate": bool},
    "qmarker": {"op": str, "min": Range(1, 10), "negate": bool},
    "quest": {"op": str, "quest": str, "stage": str},
    "ending": {"op": str, "ending": str, "negate": bool},
}
_EFFECT_SCHEMAS: dict[str, dict[str, Any]] = {
    "gain": {"op": str, "amount": Range(1, 20), "what": _RES_OR_TRACK, "scope": SCOPES},
    "lose": {"op": str, "amount": Range(1, 20), "what": _RES_OR_TRACK, "scope": SCOPES},
    "draw-item": {"op": str, "deck": DECKS},
    "gain-item": {"op": str, "item": str},
    "discard-item": {"op": str},
    "lose-item": {"op": str, "item": str},
    "gain-secret": {"op": str, "secret": SECRET_NO},
    "lose-secret": {"op": str, "secret": SECRET_NO},
    "mark": {"op": str, "status": str, "part": Range(0, 10)},
    "unmark": {"op": str, "status": str, "part": Range(0, 10)},
    "time": {"op": str, "sign": ("+", "-"), "timer": TIMERS, "amount": Range(1, 8), "at": str},
    "qmarker": {"op": str, "sign": ("+", "-"), "amount": Range(1, 10), "at": str},
    "quest": {"op": str, "quest": str, "stage": str},
    "add-event": {"op": str, "event": str, "where": ("top", "shuffle", "bottom")},
    "remove-event": {"op": str, "event": str},
    "add-random": {"op": str, "amount": Range(1, 4), "per_character": bool},
    "reveal": {"op": str, "location": str},
    "flip": {"op": str, "location": str, "side": SIDES},
    "replace": {"op": str, "location": str, "by": str},
    "place-guardian": {"op": str, "guardian": str, "at": str},
    "remove-guardian": {"op": str, "guardian": str},
    "place-king": {"op": str, "king": str, "at": str, "meets": str},
    "remove-king": {"op": str, "king": str},
    "fade": {"op": str, "at": str},
    "waystone": {"op": str, "at": str},
    "time-passes": {"op": str, "amount": Range(1, 5)},
    "move": {"op": str, "location": str},
    "explore": {"op": str},
    "verse": {"op": str, "verse": str},
    "draw-encounter": {"op": str, "colour": COLOURS},
    "encounter": {"op": str, "encounter": str},
    "chapter-end": {"op": str, "ending": str},
    "wyrdform": {"op": str, "hero": str},
    "prevent": {"op": str, "amount": Range(1, 10)},
    "pool": {"op": str, "amount": Range(1, 10)},
    "affinity": {"op": str, "amount": Range(1, 10)},
    "draw-cards": {"op": str, "amount": Range(1, 5)},
}


def _parse_phrase(text: str, patterns: list, schemas: dict, where: str) -> dict:
    text = " ".join(text.split())
    for pattern, build in patterns:
        match = re.fullmatch(pattern, text)
        if match:
            parsed = build(match)
            check(parsed, schemas[parsed["op"]], f"{where}: '{text}'")
            return parsed
    raise ContentError(f"{where}: '{text}' is not a known phrase.")


def parse_requirement(text: str, where: str) -> dict:
    """One bracket: ``attr courage 2`` or alternatives ``attr courage 3 | attr caution 3``."""
    options = [part.strip() for part in text.split("|")]
    if len(options) > 1:
        return {"op": "any", "of": [parse_requirement(o, where) for o in options]}
    return _parse_phrase(text, _REQ_PATTERNS, _SCHEMAS, where)


def parse_effects(text: str | None, where: str) -> list[dict]:
    """``gain 2 food; status+ eel-pact/1`` -> a list of effect mappings."""
    if not text:
        return []
    return [
        _parse_phrase(part, _EFFECT_PATTERNS, _EFFECT_SCHEMAS, where)
        for part in text.split(";")
        if part.strip()
    ]


def parse_costs(text: str | None, where: str) -> list[dict]:
    """An ability's cost: ``2 energy, pay 1 wealth`` as phrases; ``flip`` and ``discard`` are
    the card's own way of paying and parse to nothing here."""
    if not text or text in ("flip", "discard"):
        return []
    return [parse_requirement(part, f"{where} cost") for part in text.split(",")]
