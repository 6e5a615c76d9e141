"""The Exploration Journal's verse format (chapter-N/journal/*.verses), read and checked.

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

import re
from typing import Any

from game.core.content import ContentError, Items, Range, check
from game.games.tainted_grail.rules.phrasebook import (
    ATTRIBUTES,
    ID,
    VERSE,
    parse_effects,
    parse_requirement,
)

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
