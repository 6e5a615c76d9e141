"""GRIMLORE's Campaign Book (the rulebook's campaign mode: "Read passage #01 ... Follow the
instructions in the text"), read from assets/grimlore/campaign: the numbered passages
(*.passages, in the shared journal format of game/core/journal.py) and book.yaml (the sessions
the passages set up, the party's statuses and the named quests).

GRIMLORE's words in a passage::

    ? [status ferry-oath] -> 14          needs: status ID, no status ID, quest ID (open),
                                         done ID (finished), gold N
    ! gold 3; item basic; status+ ferry-oath; quest bell-silence begun
    * [pay 4 gold] Bribe the watch -> 12     the one cost: pay N gold
    test social/persuasion: pass -> 15; fail -> 16    a party member's skill test
    play ferrymans-debt: won -> 20; lost -> 19        a session is played (its tiles, its foe)
    pause -> 31                          the session ends; the next one opens at 31
    end                                  the book is finished
"""

from __future__ import annotations

import re
from functools import lru_cache
from pathlib import Path
from typing import Any

from game.core import journal
from game.core.content import ContentError, Items, Range, check, load_table
from game.games.grimlore.rules import content

FOLDER = content.FOLDER / "campaign"
FIRST = "01"
PASSAGE = r"\d{2,3}"
ID = r"[a-z][a-z0-9-]*"
POOLS = ("gold", "xp", "rations", "clues", "ore", "organics", "essence")
LOOT = ("basic", "advanced", "enchantment", "upgrade", "magic")
STAGES = ("begun", "done", "failed")

_NEEDS: list[tuple[str, Any]] = [
    (rf"(no )?status ({ID})", lambda m: {"op": "status", "status": m[2], "negate": bool(m[1])}),
    (rf"quest ({ID})", lambda m: {"op": "quest", "quest": m[1]}),
    (rf"done ({ID})", lambda m: {"op": "done", "quest": m[1]}),
    (r"gold (\d+)", lambda m: {"op": "gold", "min": int(m[1])}),
    (r"pay (\d+) gold", lambda m: {"op": "pay", "amount": int(m[1])}),
]
_EFFECTS: list[tuple[str, Any]] = [
    (rf"({'|'.join(POOLS)}) (-?\d+)", lambda m: {"op": "pool", "pool": m[1], "amount": int(m[2])}),
    (rf"item ({'|'.join(LOOT)})", lambda m: {"op": "item", "kind": m[1]}),
    (rf"status([+-]) ({ID})", lambda m: {"op": "status", "status": m[2], "on": m[1] == "+"}),
    (
        rf"quest ({ID}) ({'|'.join(STAGES)})",
        lambda m: {"op": "quest", "quest": m[1], "stage": m[2]},
    ),
    (r"(advantage|disadvantage) (\d+)", lambda m: {"op": "token", "kind": m[1], "n": int(m[2])}),
    (r"heal (\d+)", lambda m: {"op": "heal", "n": int(m[1])}),
]


def _phrase(text: str, patterns: list, where: str, what: str) -> dict:
    words = text.strip()
    for pattern, make in patterns:
        match = re.fullmatch(pattern, words)
        if match:
            return make(match)
    raise ContentError(f"{where}: '{words}' is not {what}.")


def requirement(text: str, where: str) -> dict:
    return _phrase(text, _NEEDS, where, "a need (status, no status, quest, done, gold, pay)")


def effects(text: str, where: str) -> list[dict]:
    return [
        _phrase(part, _EFFECTS, where, "an effect of the Campaign Book")
        for part in text.split(";")
        if part.strip()
    ]


GRAMMAR = journal.Grammar(
    passage=PASSAGE,
    requirement=requirement,
    effects=effects,
    is_cost=lambda phrase: phrase["op"] == "pay",
    ends={"end": "book"},
    branches={
        "test": journal.Branch(r"[a-z]+/[a-z_]+", ("pass", "fail"), "a test"),
        "play": journal.Branch(ID, ("won", "lost"), "a session"),
    },
    leads=("pause",),
)

SESSION = {
    "number": Range(1, 9),
    "title": str,
    "goal": str,
    "tiles": {"wilderness": Range(0, 4), "settlement": Range(0, 4), "dungeon": Range(0, 3)},
    "foe": str,
}
STATUS = {"name": str, "text": str, "each_session?": Items(dict, 1, 3)}
QUEST = {"name": str, "text": str}


@lru_cache(maxsize=1)
def load(folder: Path | None = None) -> dict[str, Any]:
    """{passages, sessions, statuses, quests}, every reference checked."""
    folder = Path(folder or FOLDER)
    book = {
        "sessions": load_table(folder / "sessions.yaml", SESSION),
        "statuses": load_table(folder / "statuses.yaml", STATUS),
        "quests": load_table(folder / "quests.yaml", QUEST),
        "passages": {},
    }
    for path in sorted(folder.glob("*.passages")):
        for key, passage in journal.parse(GRAMMAR, path.read_text("utf-8"), path.name).items():
            if key in book["passages"]:
                raise ContentError(f"{path.name}: passage {key} is also in another file.")
            book["passages"][key] = passage
    _check_refs(book)
    return book


def _check_refs(book: dict) -> None:
    data = content.load()
    passages = book["passages"]
    for key, session in book["sessions"].items():
        if session["foe"] not in data["monsters"]:
            raise ContentError(f"sessions.yaml, entry '{key}': no monster '{session['foe']}'.")
    for key, status in book["statuses"].items():
        for outcome in status.get("each_session", []):
            check(outcome, {k + "?": int for k in POOLS + ("advantage", "disadvantage")}, key)
    if FIRST not in passages:
        raise ContentError(f"The Campaign Book has no passage {FIRST}.")
    for key, passage in passages.items():
        where = f"{passage['file']}, passage {key}"
        for target in journal.targets(GRAMMAR, passage):
            if target not in passages:
                raise ContentError(f"{where}: it leads to passage {target}, which is not written.")
        phrases = list(passage["effects"])
        phrases += [n for r in passage["redirects"] for n in r["needs"]]
        phrases += [n for c in passage["choices"] for n in c["needs"] + c["costs"]]
        for phrase in phrases:
            if "status" in phrase and phrase["status"] not in book["statuses"]:
                raise ContentError(f"{where}: no status '{phrase['status']}' in statuses.yaml.")
            if "quest" in phrase and phrase["quest"] not in book["quests"]:
                raise ContentError(f"{where}: no quest '{phrase['quest']}' in quests.yaml.")
        if "test" in passage:
            attribute, skill = passage["test"]["id"].split("/")
            if attribute not in content.ATTRIBUTES or skill not in content.SKILLS:
                raise ContentError(f"{where}: '{attribute}/{skill}' is not ATTRIBUTE/SKILL.")
        if "play" in passage and passage["play"]["id"] not in book["sessions"]:
            raise ContentError(f"{where}: no session '{passage['play']['id']}' in sessions.yaml.")


def passages() -> dict[str, dict]:
    return load()["passages"]


def passage(key: str) -> dict:
    return load()["passages"][key]


def sessions_in_book() -> int:
    return max(s["number"] for s in load()["sessions"].values())


def new_story() -> dict:
    """Where a new party's story starts: passage #01, nothing read, nothing carried."""
    return {
        "next": FIRST,
        "session": None,
        "won": None,
        "read": {},
        "taken": [],
        "statuses": [],
        "quests": {},
        "played": [],
        "done": False,
    }
