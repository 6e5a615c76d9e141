"""A journal of numbered passages (Tainted Grail's verses, GRIMLORE's Campaign Book), read the
same way in every game: the file format, the choices a passage offers, and which passages a party
has read. A game brings its own words (its ``Grammar``: passage ids, requirement and effect
phrases, its ways on); the parser, the checks and the bookkeeping are shared.

One passage after another::

    == ID | A title (optional)
    ? [NEED] -> ID                      automatic redirection, checked first, in order
    Any other line is the passage's text; a blank line starts a new paragraph.
    ! EFFECTS                           applied when the passage is read
    * [COST] [NEED] Words -> ID         a choice: costs, needs, text
    and exactly one way on:
    * ...                               one or more choices, or
    roll ATTR: 1-3 -> A; 4+ -> B        a die plus an attribute (games that roll), or
    KEYWORD ARG: label -> A; label -> B a branch the game resolves (an Encounter, a session), or
    KEYWORD -> ID                       a lead the game names (go on there later), or
    -> ID                               go straight on, or
    END                                 one of the game's endings

Secrets: a state keeps passage ids and how many paragraphs of each were shown (``read``), never
a passage's words; a view shows only what ``read`` says was shown."""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from game.core.content import ContentError, Items, Range, check


@dataclass(frozen=True)
class Branch:
    """A way on that the game resolves: ``KEYWORD ARG: label -> A; label -> B``."""

    arg: str  # a regex for ARG
    labels: tuple[str, ...]  # every label, each once
    name: str  # in an error: "an Encounter"


@dataclass(frozen=True)
class Grammar:
    passage: str  # a regex for a passage id
    requirement: Callable[[str, str], dict]  # one bracket's words -> a phrase
    effects: Callable[[str, str], list[dict]]  # an effect line's words -> phrases
    is_cost: Callable[[dict], bool]
    ends: dict[str, str]  # a closing line -> the kind of ending ("end" -> "exploration")
    roll_attributes: tuple[str, ...] = ()  # none: the game's passages never roll
    branches: dict[str, Branch] = field(default_factory=dict)
    leads: tuple[str, ...] = ()  # ``pause -> 31``: the game goes on there later
    effect_targets: Callable[[dict], list[str]] = lambda effect: []


_BRACKETS = re.compile(r"^\s*\[([^\]]+)\]")
_BANDS = re.compile(r"(\d+)(?:-(\d+)|(\+))?")


def _arrow(grammar: Grammar) -> re.Pattern:
    return re.compile(rf"(.*?)->\s*({grammar.passage})\s*")


def split_needs(grammar: Grammar, text: str, where: str) -> tuple[list[dict], list[dict], str]:
    """Leading [..] brackets -> (costs, requirements, the rest of the text)."""
    costs: list[dict] = []
    needs: list[dict] = []
    while True:
        match = _BRACKETS.match(text)
        if not match:
            return costs, needs, text.strip()
        phrase = grammar.requirement(match[1], where)
        (costs if grammar.is_cost(phrase) else needs).append(phrase)
        text = text[match.end() :]


def _outcomes(grammar: Grammar, text: str, where: str, rolled: bool) -> list[dict]:
    """``1-3 -> a; 4+ -> b`` for rolls, ``win -> a; lose -> b`` for branches."""
    out = []
    for part in text.split(";"):
        match = _arrow(grammar).fullmatch(part.strip())
        if not match:
            raise ContentError(f"{where}: '{part.strip()}' should read 'RESULT -> VERSE'.")
        label, target = match[1].strip(), match[2]
        if rolled:
            band = _BANDS.fullmatch(label)
            if not band:
                raise ContentError(f"{where}: '{label}' is not a band such as 1-3 or 5+.")
            low = int(band[1])
            high = 99 if band[3] else int(band[2] or band[1])
            out.append({"low": low, "high": high, "go": target})
        else:
            out.append({"result": label, "go": target})
    return out


def schema(grammar: Grammar) -> dict:
    """What a parsed passage holds (checked after parsing)."""
    need = dict  # a parsed requirement (checked when parsed)
    spec: dict[str, Any] = {
        "id": str,
        "title": str,
        "file": str,
        "line": int,
        "redirects": Items({"needs": Items(need, 1, 6), "go": str, "after": Range(0, 12)}, 0, 8),
        "text": Items(str, 0, 12),
        "effects": Items(dict, 0, 12),
        "choices": Items(
            {"text": str, "costs": Items(dict, 0, 3), "needs": Items(dict, 0, 4), "go": str}, 0, 8
        ),
        "roll?": {"attr": str, "bands": Items({"low": int, "high": int, "go": str}, 2, 6)},
        "go?": str,
        "end?": tuple(sorted(set(grammar.ends.values()))),
    }
    for keyword, branch in grammar.branches.items():
        outcomes = Items({"result": str, "go": str}, len(branch.labels), len(branch.labels))
        spec[f"{keyword}?"] = {"id": str, "outcomes": outcomes}
    for keyword in grammar.leads:
        spec[f"{keyword}?"] = str
    return spec


def _line(grammar: Grammar, current: dict, line: str, where: str, flush) -> bool:
    """Read one marked line into ``current``; False when the line is plain text."""
    arrow = _arrow(grammar)
    if line.startswith("? "):
        match = arrow.fullmatch(line[2:])
        if not match:
            raise ContentError(f"{where}: a redirection reads '? [NEED] -> VERSE'.")
        costs, needs, rest = split_needs(grammar, match[1], where)
        if costs or rest or not needs:
            raise ContentError(f"{where}: a redirection has needs only, no cost or text.")
        # text above a redirection is read before it is checked; the rest is not
        flush()
        current["redirects"].append({"needs": needs, "go": match[2], "after": len(current["text"])})
    elif line.startswith("! "):
        current["effects"].extend(grammar.effects(line[2:], where))
    elif line.startswith("* "):
        match = arrow.fullmatch(line[2:])
        if not match:
            raise ContentError(f"{where}: a choice reads '* [..] TEXT -> VERSE'.")
        costs, needs, rest = split_needs(grammar, match[1], where)
        if not rest:
            raise ContentError(f"{where}: a choice needs words after its brackets.")
        current["choices"].append({"text": rest, "costs": costs, "needs": needs, "go": match[2]})
    elif line.startswith("roll ") and grammar.roll_attributes:
        match = re.fullmatch(r"roll ([a-z]+):\s*(.+)", line)
        if not match:
            raise ContentError(f"{where}: a roll reads 'roll ATTRIBUTE: 1-3 -> A; 4+ -> B'.")
        current["roll"] = {"attr": match[1], "bands": _outcomes(grammar, match[2], where, True)}
    elif line.split(" ", 1)[0] in grammar.branches:
        keyword = line.split(" ", 1)[0]
        branch = grammar.branches[keyword]
        match = re.fullmatch(rf"{keyword} ({branch.arg}):\s*(.+)", line)
        if not match:
            raise ContentError(
                f"{where}: {branch.name} reads '{keyword} ID: "
                + "; ".join(f"{label} -> X" for label in branch.labels)
                + "'."
            )
        current[keyword] = {"id": match[1], "outcomes": _outcomes(grammar, match[2], where, False)}
    elif line.split(" ", 1)[0] in grammar.leads:
        keyword = line.split(" ", 1)[0]
        match = re.fullmatch(rf"{keyword}\s*->\s*({grammar.passage})", line)
        if not match:
            raise ContentError(f"{where}: '{keyword}' reads '{keyword} -> VERSE'.")
        current[keyword] = match[1]
    elif line.startswith("->"):
        match = re.fullmatch(rf"->\s*({grammar.passage})", line)
        if not match:
            raise ContentError(f"{where}: '->' must name one verse.")
        current["go"] = match[1]
    elif line in grammar.ends:
        current["end"] = grammar.ends[line]
    elif line.startswith(("*", "?", "!", "==")):
        raise ContentError(f"{where}: '{line[:20]}' looks like a marker with no space.")
    else:
        return False
    return True


def parse(grammar: Grammar, text: str, file_name: str) -> dict[str, dict]:
    """A journal file -> {passage id: passage}, each checked against the grammar's schema."""
    head_line = re.compile(rf"== ({grammar.passage})(?:\s*\|\s*(.+))?")
    passages: dict[str, dict] = {}
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
        head = head_line.fullmatch(line)
        if head:
            flush()
            if head[1] in passages:
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
            passages[head[1]] = current
            continue
        if current is None:
            if line:
                raise ContentError(f"{where}: text before the first '== VERSE' line.")
            continue
        if not line:
            flush()
        elif not _line(grammar, current, line, where, flush):
            paragraph.append(line)
    flush()
    spec = schema(grammar)
    for key, passage in passages.items():
        check(passage, spec, f"{file_name}, verse {key}")
        _check_ways(grammar, passage, f"{file_name}, verse {key}")
    return passages


def ways_of(grammar: Grammar, passage: dict) -> list[str]:
    ways = [w for w in ("roll", *grammar.branches, *grammar.leads, "go", "end") if w in passage]
    return ways + (["choices"] if passage["choices"] else [])


def _check_ways(grammar: Grammar, passage: dict, where: str) -> None:
    ways = ways_of(grammar, passage)
    if len(ways) != 1:
        raise ContentError(
            f"{where} (line {passage['line']}): a verse goes "
            f"on in exactly one way; it has {ways or 'none'}."
        )
    if not passage["text"]:
        raise ContentError(f"{where}: a verse has text.")
    if "roll" in passage:
        bands = sorted(passage["roll"]["bands"], key=lambda b: b["low"])
        if passage["roll"]["attr"] not in grammar.roll_attributes + ("none",):
            raise ContentError(
                f"{where}: roll with '{passage['roll']['attr']}' (an attribute or 'none')."
            )
        expect = 1
        for band in bands:
            if band["low"] != expect or band["high"] < band["low"]:
                raise ContentError(
                    f"{where}: the roll's bands must run from 1 with no gap or overlap."
                )
            expect = band["high"] + 1
        if bands[-1]["high"] != 99:
            raise ContentError(f"{where}: the last band is open ('5+').")
    for keyword, branch in grammar.branches.items():
        if keyword in passage:
            results = sorted(o["result"] for o in passage[keyword]["outcomes"])
            if results != sorted(branch.labels):
                said = " and ".join(f"'{label}'" for label in branch.labels)
                raise ContentError(f"{where}: {branch.name} goes on by {said}.")


def targets(grammar: Grammar, passage: dict) -> list[str]:
    """Every passage this one can lead to, in reading order."""
    out = [r["go"] for r in passage["redirects"]]
    out += [c["go"] for c in passage["choices"]]
    if "roll" in passage:
        out += [b["go"] for b in passage["roll"]["bands"]]
    for keyword in grammar.branches:
        if keyword in passage:
            out += [o["go"] for o in passage[keyword]["outcomes"]]
    out += [passage[keyword] for keyword in grammar.leads if keyword in passage]
    if "go" in passage:
        out.append(passage["go"])
    for effect in passage["effects"]:
        out += grammar.effect_targets(effect)
    return out


def reachable(grammar: Grammar, passages: dict[str, dict], start: str) -> set[str]:
    """Every passage a reader can come to from ``start`` by some way (conditions aside)."""
    seen: set[str] = set()
    todo = [start]
    while todo:
        key = todo.pop()
        if key in seen or key not in passages:
            continue
        seen.add(key)
        todo.extend(targets(grammar, passages[key]))
    return seen


# --- reading -------------------------------------------------------------------------------------


def first_redirect(passage: dict, unmet: Callable[[list[dict]], str]) -> tuple[int, str | None]:
    """(paragraphs shown, the passage to go on at once, or None): the first redirection whose
    needs are all met stops the reading there; otherwise the whole text is shown."""
    for redirect in passage["redirects"]:
        if not unmet(redirect["needs"]):
            return redirect["after"], redirect["go"]
    return len(passage["text"]), None


def shown_count(read: dict[str, int], key: str, shown: int) -> int:
    """How much of ``key`` the party has read, after reading ``shown`` paragraphs of it now."""
    return max(read.get(key, 0), shown)


def read_pages(passages: dict[str, dict], pages: list, read: dict[str, int]) -> list[dict]:
    """The pages [[id, shown], ...] as the reader saw them: only paragraphs already read."""
    out = []
    for key, shown in pages:
        if key in passages and read.get(key, 0) > 0:
            passage = passages[key]
            out.append({"id": key, "title": passage["title"], "text": passage["text"][:shown]})
    return out


def choice_key(key: str, index: int) -> str:
    return f"{key}/{index}"


def list_choices(
    passage: dict,
    read: dict[str, int],
    taken: list[str],
    closed: Callable[[dict], str],
    cost_words: Callable[[dict], str] = lambda choice: "",
) -> list[dict]:
    """Every choice of the passage, open or greyed: {index, text, cost, enabled, reason,
    visited, taken}. ``closed(choice)`` is why the party can't take it ("" when it can);
    ``visited``: the party has read where it leads; ``taken``: it chose this very way before."""
    out = []
    for index, choice in enumerate(passage["choices"]):
        reason = closed(choice)
        out.append(
            {
                "index": index,
                "text": choice["text"],
                "cost": cost_words(choice),
                "enabled": not reason,
                "reason": reason,
                "visited": choice["go"] in read,
                "taken": choice_key(passage["id"], index) in set(taken),
            }
        )
    return out


def way_words(choice: dict) -> str:
    """Where a choice leads, as far as the party remembers it."""
    if choice["taken"]:
        return "You have taken this way before."
    if choice["visited"]:
        return "You have not taken this way, but you have read where it leads."
    return "Somewhere you have not read yet."
