"""Tainted Grail content: the campaign's files under assets/tainted_grail/, read and checked.

Pure Python (no pygame). ``load()`` reads every file once per folder and caches the result, so
the rules and the view may call it freely; the tools in tools/ (the checker and the story map)
are thin wrappers over this module.

The layout (a new chapter is a folder and a line in campaign.yaml, never code):

    campaign.yaml          chapters in order, the guardian die, the waystone models, tracks
    items.yaml             the Item decks (A-E and consumable)
    secrets.yaml           the numbered Secret cards, face down until the story gives one
    statuses.yaml          the Status sheet (each status and its numbered parts)
    encounters/<colour>.yaml  the Encounter decks with their full layouts, cards/<hero>.yaml the
                           heroes' Combat and Diplomacy cards (both read and checked by
                           rules/encounter/content.py)
    guardians.yaml         roaming Encounters and what each face of the guardian die does
    kings.yaml             the Kings of Ruin: how each roams, its Encounter cards and own cards
    random_events.yaml     the Random Event pile
    chapter-N/chapter.yaml the chapter's set-up, quests, endings and the hook into the next
    chapter-N/locations.yaml  Location cards: both sides, keys, waystone corners, actions
    chapter-N/events.yaml  the chapter's story events (quests, leads, time markers)
    chapter-N/journal/*.verses  the Exploration Journal in the verse format below

Effects and requirements are short phrases (``gain 2 food``, ``status+ eel-pact/1``,
``[attr courage 2]``) parsed into mappings and checked against schemas like any YAML field,
so a typo is refused with the file, the entry (or line) and the phrase.

The verse format, one verse after another::

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

import re
from pathlib import Path
from typing import Any

from game.core.content import (
    ASSETS,
    ContentError,
    Items,
    Range,
    check,
    load_table,
    load_yaml,
)

FOLDER = ASSETS / "tainted_grail"

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


# ---- the verse format ----------------------------------------------------------------------

_HEAD = re.compile(rf"== ({VERSE})(?:\s*\|\s*(.+))?")
_ARROW = re.compile(rf"(.*?)->\s*({VERSE})\s*")
_BRACKETS = re.compile(r"^\s*\[([^\]]+)\]")
_BANDS = re.compile(r"(\d+)(?:-(\d+)|(\+))?")


def _split_needs(text: str, where: str) -> tuple[list[dict], list[dict], str]:
    """Leading [..] brackets -> (costs, requirements, the rest of the text)."""
    costs: list[dict] = []
    needs: list[dict] = []
    while True:
        match = _BRACKETS.match(text)
        if not match:
            return costs, needs, text.strip()
        phrase = parse_requirement(match[1], where)
        (costs if phrase["op"] in ("cost", "pay") else needs).append(phrase)
        text = text[match.end() :]


def _branches(text: str, where: str, kind: str) -> Any:
    """``1-3 -> a; 4+ -> b`` for rolls, ``win -> a; lose -> b`` for Encounters."""
    out = []
    for part in text.split(";"):
        match = _ARROW.fullmatch(part.strip())
        if not match:
            raise ContentError(f"{where}: '{part.strip()}' should read 'RESULT -> VERSE'.")
        label, target = match[1].strip(), match[2]
        if kind == "roll":
            band = _BANDS.fullmatch(label)
            if not band:
                raise ContentError(f"{where}: '{label}' is not a band such as 1-3 or 5+.")
            low = int(band[1])
            high = 99 if band[3] else int(band[2] or band[1])
            out.append({"low": low, "high": high, "go": target})
        else:
            out.append({"result": label, "go": target})
    return out


def parse_verses(text: str, file_name: str) -> dict[str, dict]:
    """A .verses file -> {verse id: verse}. Each verse is checked against VERSE_SCHEMA."""
    verses: dict[str, dict] = {}
    current: dict | None = None
    paragraph: list[str] = []

    def flush() -> None:
        if current is not None and paragraph:
            current["text"].append(" ".join(paragraph))
        paragraph.clear()

    for number, raw in enumerate(text.splitlines(), 1):
        line = raw.strip()
        where = f"{file_name}, line {number}"
        if line.startswith("#"):
            continue
        head = _HEAD.fullmatch(line)
        if head:
            flush()
            if head[1] in verses:
                raise ContentError(f"{where}: verse {head[1]} is written twice.")
            current = {
                "id": head[1],
                "title": head[2] or "",
                "file": file_name,
                "line": number,
                "redirects": [],
                "text": [],
                "effects": [],
                "choices": [],
            }
            verses[head[1]] = current
            continue
        if current is None:
            if line:
                raise ContentError(f"{where}: text before the first '== VERSE' line.")
            continue
        if not line:
            flush()
            continue
        if line.startswith("? "):
            match = _ARROW.fullmatch(line[2:])
            if not match:
                raise ContentError(f"{where}: a redirection reads '? [NEED] -> VERSE'.")
            costs, needs, rest = _split_needs(match[1], where)
            if costs or rest or not needs:
                raise ContentError(f"{where}: a redirection has needs only, no cost or text.")
            # text above a redirection is read before it is checked; the rest is not
            flush()
            current["redirects"].append(
                {"needs": needs, "go": match[2], "after": len(current["text"])}
            )
        elif line.startswith("! "):
            current["effects"].extend(parse_effects(line[2:], where))
        elif line.startswith("* "):
            match = _ARROW.fullmatch(line[2:])
            if not match:
                raise ContentError(f"{where}: a choice reads '* [..] TEXT -> VERSE'.")
            costs, needs, rest = _split_needs(match[1], where)
            if not rest:
                raise ContentError(f"{where}: a choice needs words after its brackets.")
            current["choices"].append(
                {"text": rest, "costs": costs, "needs": needs, "go": match[2]}
            )
        elif line.startswith("roll "):
            match = re.fullmatch(r"roll ([a-z]+):\s*(.+)", line)
            if not match:
                raise ContentError(f"{where}: a roll reads 'roll ATTRIBUTE: 1-3 -> A; 4+ -> B'.")
            current["roll"] = {"attr": match[1], "bands": _branches(match[2], where, "roll")}
        elif line.startswith("encounter "):
            match = re.fullmatch(rf"encounter ({ID}):\s*(.+)", line)
            if not match:
                raise ContentError(
                    f"{where}: an Encounter reads 'encounter ID: win -> A; lose -> B'."
                )
            current["encounter"] = {
                "id": match[1],
                "outcomes": _branches(match[2], where, "encounter"),
            }
        elif line.startswith("->"):
            match = re.fullmatch(rf"->\s*({VERSE})", line)
            if not match:
                raise ContentError(f"{where}: '->' must name one verse.")
            current["go"] = match[1]
        elif line in ("end", "end vision"):
            current["end"] = "vision" if line == "end vision" else "exploration"
        elif line.startswith(("*", "?", "!", "==")):
            raise ContentError(f"{where}: '{line[:20]}' looks like a marker with no space.")
        else:
            paragraph.append(line)
    flush()
    for key, verse in verses.items():
        check(verse, VERSE_SCHEMA, f"{file_name}, verse {key}")
        ways = [w for w in ("roll", "encounter", "go", "end") if w in verse]
        if verse["choices"]:
            ways.append("choices")
        if len(ways) != 1:
            raise ContentError(
                f"{file_name}, verse {key} (line {verse['line']}): a verse goes "
                f"on in exactly one way; it has {ways or 'none'}."
            )
        if not verse["text"]:
            raise ContentError(f"{file_name}, verse {key}: a verse has text.")
        if "roll" in verse:
            bands = sorted(verse["roll"]["bands"], key=lambda b: b["low"])
            if verse["roll"]["attr"] not in ATTRIBUTES + ("none",):
                raise ContentError(
                    f"{file_name}, verse {key}: roll with '{verse['roll']['attr']}'"
                    " (an attribute or 'none')."
                )
            expect = 1
            for band in bands:
                if band["low"] != expect or band["high"] < band["low"]:
                    raise ContentError(
                        f"{file_name}, verse {key}: the roll's bands must run "
                        "from 1 with no gap or overlap."
                    )
                expect = band["high"] + 1
            if bands[-1]["high"] != 99:
                raise ContentError(f"{file_name}, verse {key}: the last band is open ('5+').")
        if "encounter" in verse:
            results = sorted(o["result"] for o in verse["encounter"]["outcomes"])
            if results != ["lose", "win"]:
                raise ContentError(
                    f"{file_name}, verse {key}: an Encounter goes on by 'win' and 'lose'."
                )
    return verses


NEED = dict  # a parsed requirement (checked when parsed)
VERSE_SCHEMA = {
    "id": str,
    "title": str,
    "file": str,
    "line": int,
    "redirects": Items({"needs": Items(NEED, 1, 6), "go": str, "after": Range(0, 12)}, 0, 8),
    "text": Items(str, 0, 12),
    "effects": Items(dict, 0, 12),
    "choices": Items(
        {"text": str, "costs": Items(dict, 0, 3), "needs": Items(dict, 0, 4), "go": str}, 0, 8
    ),
    "roll?": {"attr": str, "bands": Items({"low": int, "high": int, "go": str}, 2, 6)},
    "encounter?": {"id": str, "outcomes": Items({"result": str, "go": str}, 2, 2)},
    "go?": str,
    "end?": ("exploration", "vision"),
}

# ---- YAML schemas --------------------------------------------------------------------------

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
# Part two's layout fields (encounters/<colour>.yaml): taken as written until its loader
# checks them (tests/tainted_grail/test_encounters_green_purple.py holds them to the spec).
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
        "quests": Items(str, 1, 6),
        "effect?": EFFECT,
    },
    "endings": Items({"id": str, "title": str, "text": Items(str, 1, 6), "effect?": EFFECT}, 1, 4),
    "hook": {
        "next_chapter": Range(2, 9),
        "text": Items(str, 1, 6),
        "carries": Items(("statuses", "secrets", "items", "resources", "map", "decks"), 1, 6),
        "removes?": Items(str, 0, 20),
    },
}
CAMPAIGN = {
    "title": str,
    "flavour": str,
    "chapters": Items({"number": Range(1, 9), "folder": str, "written": bool}, 1, 9),
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
_MECHANIC_FIELD = {"host": "host", "spawn": "spawns", "weather": "weather"}
_MECHANIC_TRAIT = {"host": "impact", "spawn": "spawn", "weather": "weathershifter"}


def _read_kings(world: dict, folder: Path) -> None:
    """kings.yaml: the Kings, their cards, their followers and Events; every Encounter card
    joins the Encounter table (out of the decks: it comes from the box when the story says)."""
    path = folder / "kings.yaml"
    world["kings"], world["king_events"] = {}, {}
    if not path.is_file():
        return
    data = load_yaml(path)
    check(data, KINGS_FILE, "kings.yaml")
    kings = _str_keys(data["kings"], "kings.yaml", ID)
    for key, king in kings.items():
        where = f"kings.yaml, {key}"
        check(king, KING, where)
        for part in king["board"]["x"]:
            if not re.fullmatch(KING_X, part):
                raise ContentError(f"{where}: '{part}' is not an X rule ({KING_X}).")
        for cid, card in king["cards"].items():
            check(card, KING_CARD, f"{where}, card {cid}")
        if king["board"]["meets"] not in king["encounters"]:
            raise ContentError(f"{where}: it meets '{king['board']['meets']}', not its card.")
    cards = {cid: card for king in kings.values() for cid, card in king["cards"].items()}
    entries = {eid: c for king in kings.values() for eid, c in king["encounters"].items()}
    entries.update(_str_keys(data["followers"], "kings.yaml", ID))
    for eid, card in entries.items():
        where = f"kings.yaml, {eid}"
        check(card, KING_ENCOUNTER, where)
        if card["king"] not in kings or eid in world["encounters"]:
            raise ContentError(f"{where}: an unknown King, or an id the Encounters already use.")
        _check_mechanic(card, kings[card["king"]], cards, where)
        world["encounters"][eid] = card
        if "roaming" in card:
            world["guardians"][eid] = {"encounter": eid, **card["roaming"]}
    for key, event in _str_keys(data["events"], "kings.yaml", ID).items():
        check(event, RANDOM_EVENT, f"kings.yaml, event {key}")
        world["king_events"][key] = {**event, "kind": "random"}  # it lasts a day, like one
    world["kings"] = kings


def _check_mechanic(card: dict, king: dict, cards: dict, where: str) -> None:
    """The King's own cards an Encounter names exist and are that King's."""
    mechanic = king["mechanic"]["kind"]
    named = list(card.get(_MECHANIC_FIELD[mechanic], []))
    for trait in card["traits"]:
        word, _, rest = trait.partition(" ")
        if word == "spawn":
            named.append(rest)
        elif word == "weathershifter":
            low, _, high = rest.partition(",")
            named += [f"{card['king']}:weather:{n:02d}" for n in range(int(low), int(high) + 1)]
    uses = card.get(_MECHANIC_FIELD[mechanic]) or any(
        t.startswith(_MECHANIC_TRAIT[mechanic]) for t in card["traits"]
    )
    if not uses or any(c not in king["cards"] for c in named):
        raise ContentError(f"{where}: it must use its King's {mechanic} cards, and only those.")


def _str_keys(table: dict, file_name: str, pattern: str) -> dict:
    out = {}
    for key, entry in table.items():
        key = str(key)
        if not re.fullmatch(pattern, key):
            raise ContentError(f"{file_name}: the entry id '{key}' should match {pattern}.")
        out[key] = entry
    return out


_LOADED: dict[str, dict[str, Any]] = {}


def load(folder: Path | str = FOLDER) -> dict[str, Any]:
    """The whole campaign, read once per folder and shared: callers never change it."""
    key = str(folder)
    world = _LOADED.get(key)
    if world is None:
        world = _LOADED[key] = read(folder)
    return world


def read(folder: Path | str = FOLDER) -> dict[str, Any]:
    """The whole campaign: every file checked, every phrase parsed, every reference resolved."""
    folder = Path(folder)
    campaign = load_yaml(folder / "campaign.yaml")
    check(campaign, CAMPAIGN, "campaign.yaml")
    world: dict[str, Any] = {
        "folder": folder,
        "campaign": campaign,
        "items": _str_keys(load_table(folder / "items.yaml", ITEM), "items.yaml", ID),
        "secrets": {int(k): v for k, v in load_table(folder / "secrets.yaml", SECRET).items()},
        "statuses": _str_keys(load_table(folder / "statuses.yaml", STATUS), "statuses.yaml", ID),
        "encounters": _encounters(folder),
        "guardians": _str_keys(
            load_table(folder / "guardians.yaml", GUARDIAN), "guardians.yaml", ID
        ),
        "random_events": _str_keys(
            load_table(folder / "random_events.yaml", RANDOM_EVENT), "random_events.yaml", ID
        ),
        "heroes": _str_keys(load_table(folder / "heroes.yaml", HERO), "heroes.yaml", ID),
        "conditions": _str_keys(
            load_table(folder / "conditions.yaml", CONDITION), "conditions.yaml", ID
        ),
        "chapters": {},
        "locations": {},
        "verses": {},
        "story_events": {},
        "quests": {},
    }
    for entry in campaign["chapters"]:
        if not entry["written"]:
            continue
        sub = folder / entry["folder"]
        chapter = load_yaml(sub / "chapter.yaml")
        check(chapter, CHAPTER, f"{entry['folder']}/chapter.yaml")
        chapter["folder"] = entry["folder"]
        world["chapters"][entry["number"]] = chapter
        locations = _str_keys(
            load_table(sub / "locations.yaml", LOCATION), f"{entry['folder']}/locations.yaml", LOC
        )
        events = _str_keys(
            load_table(sub / "events.yaml", STORY_EVENT), f"{entry['folder']}/events.yaml", ID
        )
        for name, table in (("locations", locations), ("story_events", events)):
            for key, value in table.items():
                if key in world[name]:
                    raise ContentError(
                        f"{entry['folder']}: '{key}' is already in an earlier chapter."
                    )
                value["chapter"] = entry["number"]
                world[name][key] = value
        for key, event in events.items():
            if "quest" in event:
                world["quests"][key] = event["quest"]
        for path in sorted((sub / "journal").glob("*.verses")):
            for key, verse in parse_verses(
                path.read_text(encoding="utf-8"), f"{entry['folder']}/journal/{path.name}"
            ).items():
                if key in world["verses"]:
                    raise ContentError(
                        f"{path.name}: verse {key} is also in {world['verses'][key]['file']}."
                    )
                verse["chapter"] = entry["number"]
                world["verses"][key] = verse
    _read_kings(world, folder)
    from game.games.tainted_grail.rules import echoes_content  # it builds on this module

    echoes_content.attach(world, folder)
    _parse_yaml_phrases(world)
    from game.games.tainted_grail.rules.encounter import content as cards  # it reads this module

    cards.extend(world, folder)
    check_world(world)
    return world


def _encounters(folder: Path) -> dict[str, dict]:
    """encounters/<colour>.yaml (and an old encounters.yaml of stubs, if a folder still has
    one); an id lives in one file only."""
    out: dict[str, dict] = {}
    paths = [folder / "encounters.yaml", *sorted((folder / "encounters").glob("*.yaml"))]
    for path in filter(Path.is_file, paths):
        for key, entry in _str_keys(load_table(path, ENCOUNTER_LAYOUT), path.name, ID).items():
            if key in out:
                raise ContentError(f"{path.name}: encounter '{key}' is also in another file.")
            out[key] = entry
    return out


def _costs(text: str | None, where: str) -> list[dict]:
    """An ability's cost: ``2 energy, pay 1 wealth`` as phrases; ``flip`` and ``discard`` are
    the card's own way of paying and parse to nothing here."""
    if not text or text in ("flip", "discard"):
        return []
    return [parse_requirement(part, f"{where} cost") for part in text.split(",")]


def _parse_yaml_phrases(world: dict) -> None:
    """Parse every effect phrase written in YAML; keep the parsed list beside the text."""
    for key, loc in world["locations"].items():
        for side in SIDES:
            for part in ("action", "instant"):
                block = loc[side].get(part)
                if block:
                    block["effects"] = parse_effects(
                        block["effect"], f"locations, {key} {side} {part}"
                    )
                    if part == "action":
                        block["costs"] = [
                            parse_requirement(c, f"locations, {key} action cost")
                            for c in block["cost"].split(",")
                        ]
    for table in ("items", "secrets"):
        for key, card in world[table].items():
            for ability in card.get("abilities", []):
                ability["effects"] = parse_effects(ability["effect"], f"{table}, {key}")
                ability["costs"] = _costs(ability.get("cost"), f"{table}, {key}")
    for key, hero in world["heroes"].items():
        where = f"heroes, {key}"
        hero["ability"]["effects"] = parse_effects(hero["ability"]["effect"], where)
        hero["ability"]["costs"] = _costs(hero["ability"]["cost"], where)
        for token in hero["skills"]:
            for side in token["sides"]:
                side["effects"] = parse_effects(side["effect"], f"{where}, {side['name']}")
                side["costs"] = _costs(side.get("cost"), f"{where}, {side['name']}")
    for key, enc in world["encounters"].items():
        enc["loot_effects"] = parse_effects(enc.get("loot"), f"encounters, {key}")
    for key, g in world["guardians"].items():
        g["defeated_effects"] = parse_effects(g.get("defeated"), f"guardians, {key}")
    for key, king in world["kings"].items():
        board = king["board"]
        for part in ("won", "lost"):
            board[f"{part}_effects"] = parse_effects(board.get(part), f"kings, {key} {part}")
        for eid, card in king["encounters"].items():
            if "fail" in card:
                card["fail"]["parsed"] = parse_effects(card["fail"]["effects"], f"kings, {eid}")
    for key, event in world["king_events"].items():
        event["effects"] = parse_effects(event.get("effect"), f"king_events, {key}")
    for key, quest in world["quests"].items():
        for lead in quest["leads"]:
            for part in ("when", "until"):
                lead[f"{part}_needs"] = [
                    parse_requirement(t, f"quests, {key}, lead {part}") for t in lead.get(part, [])
                ]
    for table in ("random_events", "story_events"):
        for key, event in world[table].items():
            event["effects"] = parse_effects(event.get("effect"), f"{table}, {key}")
            if "countdown" in event:
                event["countdown"]["effects"] = parse_effects(
                    event["countdown"]["then"], f"{table}, {key} countdown"
                )
    for number, chapter in world["chapters"].items():
        chapter["setup"]["effects"] = parse_effects(
            chapter["setup"].get("effect"), f"chapter {number} setup"
        )
        for ending in chapter["endings"]:
            ending["effects"] = parse_effects(
                ending.get("effect"), f"chapter {number} ending {ending['id']}"
            )


# ---- references ----------------------------------------------------------------------------


def all_phrases(world: dict):
    """(where, phrase) for every requirement and effect in the campaign."""
    for key, v in world["verses"].items():
        where = f"{v['file']}, verse {key}"
        for r in v["redirects"]:
            for need in r["needs"]:
                yield where, need
        for e in v["effects"]:
            yield where, e
        for c in v["choices"]:
            for need in c["costs"] + c["needs"]:
                yield where, need
    for key, loc in world["locations"].items():
        for side in SIDES:
            for part in ("action", "instant"):
                block = loc[side].get(part)
                if block:
                    for e in block["effects"] + block.get("costs", []):
                        yield f"locations, {key}", e
    for table in ("items", "secrets"):
        for key, card in world[table].items():
            for ability in card.get("abilities", []):
                for e in ability["effects"]:
                    yield f"{table}, {key}", e
    for key, hero in world["heroes"].items():
        for e in hero["ability"]["effects"] + hero["ability"]["costs"]:
            yield f"heroes, {key}", e
        for token in hero["skills"]:
            for side in token["sides"]:
                for e in side["effects"] + side["costs"]:
                    yield f"heroes, {key}", e
    for key, enc in world["encounters"].items():
        for e in enc["loot_effects"]:
            yield f"encounters, {key}", e
    for key, g in world["guardians"].items():
        for e in g["defeated_effects"]:
            yield f"guardians, {key}", e
    for key, king in world["kings"].items():
        for e in king["board"]["won_effects"] + king["board"]["lost_effects"]:
            yield f"kings, {key}", e
        for eid, card in king["encounters"].items():
            for e in card.get("fail", {}).get("parsed", []):
                yield f"kings, {eid}", e
    for key, quest in world["quests"].items():
        for lead in quest["leads"]:
            for need in lead["when_needs"] + lead["until_needs"]:
                yield f"quests, {key}", need
    for table in ("random_events", "story_events"):
        for key, event in world[table].items():
            for e in event["effects"] + event.get("countdown", {}).get("effects", []):
                yield f"{table}, {key}", e
    yield from world.get("echoes_needs", [])  # the Achievement sheets' journal requirements
    for number, chapter in world["chapters"].items():
        for e in chapter["setup"]["effects"]:
            yield f"chapter {number}", e
        for ending in chapter["endings"]:
            for e in ending["effects"]:
                yield f"chapter {number}", e


def _expand(phrase: dict):
    if phrase["op"] == "any":
        for sub in phrase["of"]:
            yield from _expand(sub)
    else:
        yield phrase


def check_world(world: dict) -> None:
    """Every name a file uses is an entry of the file it names."""
    locs, verses = world["locations"], world["verses"]
    events = {**world["random_events"], **world["story_events"]}
    endings = {e["id"] for c in world["chapters"].values() for e in c["endings"]}

    def need(cond: bool, where: str, what: str) -> None:
        if not cond:
            raise ContentError(f"{where}: {what} is not a known entry.")

    def loc_ok(name: str, where: str) -> None:
        need(name == "here" or name in locs, where, f"Location {name}")

    refs = {
        "status": lambda p, w: (
            need(p["status"] in world["statuses"], w, f"status '{p['status']}'"),
            need(
                p["part"] <= world["statuses"][p["status"]]["parts"],
                w,
                f"part {p['part']} of '{p['status']}'",
            ),
        ),
        "item": lambda p, w: need(p["item"] in world["items"], w, f"item '{p['item']}'"),
        "secret": lambda p, w: need(p["secret"] in world["secrets"], w, f"secret {p['secret']}"),
        "quest": lambda p, w: (
            need(p["quest"] in world["quests"], w, f"quest '{p['quest']}'"),
            need(
                p["stage"] in {s["id"] for s in world["quests"][p["quest"]]["stages"]},
                w,
                f"stage '{p['stage']}' of '{p['quest']}'",
            ),
        ),
    }
    refs["mark"] = refs["unmark"] = refs["status"]
    refs["gain-item"] = refs["lose-item"] = refs["item"]
    refs["gain-secret"] = refs["lose-secret"] = refs["secret"]
    for where, phrase in all_phrases(world):
        for p in _expand(phrase):
            op = p["op"]
            if op in refs:
                refs[op](p, where)
            elif op in ("add-event", "remove-event"):
                need(p["event"] in events, where, f"event '{p['event']}'")
            elif op in ("reveal", "move"):
                loc_ok(p["location"], where)
            elif op == "flip":
                loc_ok(p["location"], where)
            elif op == "replace":
                loc_ok(p["location"], where)
                loc_ok(p["by"], where)
            elif op == "place-guardian":
                need(p["guardian"] in world["guardians"], where, f"guardian '{p['guardian']}'")
                loc_ok(p["at"], where)
            elif op == "remove-guardian":
                need(p["guardian"] in world["guardians"], where, f"guardian '{p['guardian']}'")
            elif op in ("place-king", "remove-king"):
                need(p["king"] in world["kings"], where, f"King '{p['king']}'")
                if op == "place-king":
                    loc_ok(p["at"], where)
                    mine = world["kings"][p["king"]]["encounters"]
                    need(not p["meets"] or p["meets"] in mine, where, f"card '{p['meets']}'")
            elif op in ("fade", "waystone"):
                loc_ok(p["at"], where)
            elif op in ("time", "qmarker") and "at" in p:
                at = p["at"]
                if at.startswith("event "):
                    need(at[6:] in events, where, f"event '{at[6:]}'")
                else:
                    loc_ok(at, where)
            elif op == "verse":
                need(p["verse"] in verses, where, f"verse {p['verse']}")
            elif op == "encounter":
                need(p["encounter"] in world["encounters"], where, f"encounter '{p['encounter']}'")
            elif op == "chapter-end":
                need(p["ending"] in endings, where, f"ending '{p['ending']}'")
    for key, v in verses.items():
        where = f"{v['file']}, verse {key}"
        for target in verse_targets(v):
            need(target in verses, where, f"verse {target}")
        if "encounter" in v:
            need(
                v["encounter"]["id"] in world["encounters"],
                where,
                f"encounter '{v['encounter']['id']}'",
            )
    for key, loc in locs.items():
        where = f"locations, {key}"
        need(loc["section"] in verses, where, f"section {loc['section']}")
        if loc.get("vision"):
            need(loc["vision"] in verses, where, f"vision {loc['vision']}")
            if verses[loc["vision"]].get("end") != "vision" and not _reaches_vision_end(
                world, loc["vision"]
            ):
                raise ContentError(f"{where}: its Vision never reaches 'end vision'.")
        if ("vision" in loc["seals"]) != bool(loc.get("vision")):
            raise ContentError(f"{where}: a Vision seal and a vision verse go together.")
        for edge, target in loc["keys"].items():
            loc_ok(str(target), f"{where}, key {edge}")
        if loc.get("variant_of"):
            loc_ok(loc["variant_of"], where)
    for key, g in world["guardians"].items():
        need(
            g["encounter"] in world["encounters"],
            f"guardians, {key}",
            f"encounter '{g['encounter']}'",
        )
    for key, king in world["kings"].items():
        for part in king["board"]["x"]:
            word, _, name = part.partition(" ")
            if word == "follower":
                need(name in world["guardians"], f"kings, {key}", f"follower Guardian '{name}'")
            elif word == "storm":
                need(name in world["king_events"], f"kings, {key}", f"Event '{name}'")
    for key, hero in world["heroes"].items():
        for item in hero["items"]:
            need(item in world["items"], f"heroes, {key}", f"item '{item}'")
        if sorted(t["attr"] for t in hero["skills"]) != sorted(ATTRIBUTES):
            raise ContentError(f"heroes, {key}: one skill token for each Attribute.")
        tray = hero["tray"]
        for track in ("energy", "health"):
            if tray[track]["start"] > tray[track]["top"]:
                raise ContentError(f"heroes, {key}: {track} starts above its top slot.")
        if not tray["terror"]["start"] < tray["terror"]["red"] <= tray["terror"]["top"]:
            raise ContentError(f"heroes, {key}: terror's red slots lie above its start.")
    for name in ("dying-solo", "dying-coop", "insane"):
        need(name in world["conditions"], "conditions.yaml", f"condition '{name}'")
    for key, event in world["story_events"].items():
        for lead in event.get("quest", {}).get("leads", []):
            loc_ok(lead["location"], f"story_events, {key}, lead")
    for number, chapter in world["chapters"].items():
        where = f"chapter {number}"
        s = chapter["setup"]
        loc_ok(s["start"], where)
        for a in s["attach"]:
            loc_ok(a["location"], where)
        for w in s["waystones"]:
            loc_ok(w["location"], where)
            need(
                w["corner"] in locs[w["location"]]["waystones"],
                where,
                f"waystone corner {w['corner']} of {w['location']}",
            )
        for e in s["event_deck"]:
            need(e in events, where, f"event '{e}'")
        for g in s["guardians"]:
            need(g["guardian"] in world["guardians"], where, f"guardian '{g['guardian']}'")
            loc_ok(g["at"], where)
        for q in s["quests"]:
            need(q in world["quests"], where, f"quest '{q}'")
        numbers = {c["number"] for c in world["campaign"]["chapters"]}
        need(
            chapter["hook"]["next_chapter"] in numbers,
            where,
            f"chapter {chapter['hook']['next_chapter']}",
        )
    need(
        world["campaign"]["time_passes"] in world["statuses"],
        "campaign.yaml",
        "the Time Passes status",
    )


def _reaches_vision_end(world: dict, start: str) -> bool:
    seen, todo = set(), [start]
    while todo:
        key = todo.pop()
        if key in seen or key not in world["verses"]:
            continue
        seen.add(key)
        if world["verses"][key].get("end") == "vision":
            return True
        todo.extend(verse_targets(world["verses"][key]))
    return False


def verse_targets(verse: dict) -> list[str]:
    """Every verse this verse can lead to, in reading order."""
    out = [r["go"] for r in verse["redirects"]]
    out += [c["go"] for c in verse["choices"]]
    if "roll" in verse:
        out += [b["go"] for b in verse["roll"]["bands"]]
    if "encounter" in verse:
        out += [o["go"] for o in verse["encounter"]["outcomes"]]
    if "go" in verse:
        out.append(verse["go"])
    out += [e["verse"] for e in verse["effects"] if e["op"] == "verse"]
    return out


# ---- the map and the story graph ------------------------------------------------------------

_STEP = {"top": (0, 1), "right": (1, 0), "bottom": (0, -1), "left": (-1, 0)}
_OPPOSITE = {"top": "bottom", "bottom": "top", "left": "right", "right": "left"}


def layout(world: dict, chapter: int = 1) -> dict[str, tuple[int, int]]:
    """Where each Location lies when attached by its keys from the chapter's start (x right,
    y up); refuses keys that would put two cards in one place or don't match both ways."""
    start = world["chapters"][chapter]["setup"]["start"]
    where = {start: (0, 0)}
    todo = [start]
    locs = world["locations"]
    while todo:
        key = todo.pop()
        x, y = where[key]
        for edge, target in locs[key]["keys"].items():
            target = str(target)
            back = locs[target]["keys"].get(_OPPOSITE[edge])
            if str(back) != key:
                raise ContentError(
                    f"locations, {key}: its {edge} key names {target}, whose "
                    f"{_OPPOSITE[edge]} key is {back}."
                )
            dx, dy = _STEP[edge]
            spot = (x + dx, y + dy)
            if target in where:
                if where[target] != spot:
                    raise ContentError(f"locations, {target}: the keys put it in two places.")
                continue
            if spot in where.values():
                raise ContentError(f"locations, {target}: the keys put it on another card.")
            where[target] = spot
            todo.append(target)
    return where


def story_graph(world: dict, chapter: int = 1) -> dict[str, set[str]]:
    """Nodes 'chapter', 'loc:101', 'verse:101.2', 'event:x' and what each leads to: a reader
    reaches a verse by walking the map, drawing events and following the journal."""
    graph: dict[str, set[str]] = {}

    def add(a: str, b: str) -> None:
        graph.setdefault(a, set()).add(b)
        graph.setdefault(b, set())

    def effects_to(node: str, effects: list[dict]) -> None:
        for e in effects:
            if e["op"] == "verse":
                add(node, f"verse:{e['verse']}")
            elif e["op"] in ("reveal", "move") and e["location"] != "here":
                add(node, f"loc:{e['location']}")
            elif e["op"] == "replace":
                add(node, f"loc:{e['by']}")
            elif e["op"] == "add-event":
                add(node, f"event:{e['event']}")
            elif e["op"] == "chapter-end":
                add(node, f"end:{e['ending']}")

    ch = world["chapters"][chapter]
    add("chapter", f"loc:{ch['setup']['start']}")
    for a in ch["setup"]["attach"]:
        add("chapter", f"loc:{a['location']}")
    for e in ch["setup"]["event_deck"]:
        add("chapter", f"event:{e}")
    effects_to("chapter", ch["setup"]["effects"])
    for key in world["random_events"]:
        add("chapter", f"event:{key}")
    for memory in world.get("echoes_memories", []):  # a Character's Achievements open them
        add("chapter", f"verse:{memory}")
    for ending in ch["endings"]:
        graph.setdefault(f"end:{ending['id']}", set())
        effects_to(f"end:{ending['id']}", ending["effects"])
    for key, loc in world["locations"].items():
        node = f"loc:{key}"
        add(node, f"verse:{loc['section']}")
        if loc.get("vision"):
            add(node, f"verse:{loc['vision']}")
        for target in loc["keys"].values():
            add(node, f"loc:{target}")
        for side in SIDES:
            for part in ("action", "instant"):
                if loc[side].get(part):
                    effects_to(node, loc[side][part]["effects"])
    for table in ("random_events", "story_events"):
        for key, event in world[table].items():
            node = f"event:{key}"
            graph.setdefault(node, set())
            effects_to(node, event["effects"] + event.get("countdown", {}).get("effects", []))
    for key, verse in world["verses"].items():
        node = f"verse:{key}"
        graph.setdefault(node, set())
        for target in verse_targets(verse):
            add(node, f"verse:{target}")
        effects_to(node, verse["effects"])
    return graph


def reachable(graph: dict[str, set[str]], start: str = "chapter") -> set[str]:
    seen, todo = set(), [start]
    while todo:
        node = todo.pop()
        if node in seen:
            continue
        seen.add(node)
        todo.extend(graph.get(node, ()))
    return seen


def flavour_lines(world: dict):
    """(where, line) for every flavour line and every paragraph a reader sees."""
    for key, hero in world["heroes"].items():
        for index, para in enumerate(hero["letter"]):
            yield f"heroes, {key}, letter {index + 1}", para
        yield f"heroes, {key}, ability", hero["ability"]["text"]
        yield f"heroes, {key}, weakness", hero["weakness"]["text"]
    for key, card in world["conditions"].items():
        yield f"conditions, {key}", card["flavour"]
    for table in (
        "items",
        "secrets",
        "statuses",
        "encounters",
        "guardians",
        "random_events",
        "story_events",
        "locations",
    ):
        for key, entry in world[table].items():
            yield f"{table}, {key}", entry["flavour"]
            for field in ("text",):
                if isinstance(entry.get(field), str):
                    yield f"{table}, {key}, {field}", entry[field]
            if table == "locations":
                for side in SIDES:
                    yield f"locations, {key}, {side}", entry[side]["text"]
    for key, card in world.get("cards", {}).items():
        if not card.get("stand_in"):
            yield f"cards, {key}", card["flavour"]
            if card.get("ability"):
                yield f"cards, {key}, ability", card["ability"]["text"]
    for key, verse in world["verses"].items():
        for index, para in enumerate(verse["text"]):
            yield f"verse {key}, paragraph {index + 1}", para
    yield from _king_lines(world)
    for number, chapter in world["chapters"].items():
        yield f"chapter {number}", chapter["flavour"]
        for index, para in enumerate(chapter["intro"] + chapter["hook"]["text"]):
            yield f"chapter {number}, paragraph {index + 1}", para
        for ending in chapter["endings"]:
            for para in ending["text"]:
                yield f"chapter {number}, ending {ending['id']}", para


def _king_lines(world: dict):
    """The Kings' own words: their cards, rules cards, story scenes and Events (their
    Encounter cards and roaming followers are read with the Encounters and Guardians)."""
    for key, king in world["kings"].items():
        yield f"king {key}", king["flavour"]
        yield f"king {key}, reminder", king["reminder"]
        for cid, card in king["cards"].items():
            yield f"king card {cid}", card["flavour"]
            if "ability" in card:
                yield f"king card {cid}, ability", card["ability"]["text"]
        for eid, card in king["encounters"].items():
            for index, scene in enumerate(card.get("scenes", [])):
                yield f"king encounter {eid}, scene {index + 1}", scene["text"]
            if "fail" in card:
                yield f"king encounter {eid}, fail", card["fail"]["text"]
    for key, event in world["king_events"].items():
        yield f"king event {key}", event["flavour"]
        yield f"king event {key}, text", event["text"]
    for hero, sheet in world.get("echoes", {}).items():
        entries = [a for sec in sheet["sections"] for a in sec["achievements"]] + [sheet["final"]]
        for index, entry in enumerate(entries):
            yield f"echoes, {hero}, achievement {index + 1}", entry["text"]
        yield f"echoes, {hero}, advanced ability", sheet["final"]["ability"]["text"]
