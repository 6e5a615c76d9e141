"""Echoes of Ruin's content: each Character's Achievement sheet (echoes.yaml) and the Memories
(echoes.verses, verse ids ``e.*``), read into the world beside the chapters and checked the same
way. ``when`` phrases: ``have 5 magic``, ``skills 2``, ``items 3``, ``secrets 1``, ``terror 6``,
``health 8``, ``day 10``, ``waystones 4``, ``read 100``, or any journal requirement."""

from __future__ import annotations

import re
from pathlib import Path

from game.core.content import ContentError, Items, Range, load_table
from game.games.tainted_grail.rules import phrasebook as C
from game.games.tainted_grail.rules.content_schemas import EFFECT, str_keys
from game.games.tainted_grail.rules.verses import parse_verses

COUNTS = ("skills", "items", "secrets", "terror", "health", "day", "waystones", "read")
WHEN = Items(str, 1, 4)
ACHIEVEMENT = {"text": str, "when": WHEN, "memory": str}
SHEET = {
    "sections": Items(
        {"title": str, "legendary": Range(300, 399), "achievements": Items(ACHIEVEMENT, 3, 3)},
        3,
        3,
    ),
    "final": {
        "text": str,
        "when": WHEN,
        "memory": str,
        "ability": {"name": str, "cost": str, "effect": EFFECT, "text": str},
    },
}


def parse_when(text: str, where: str) -> dict:
    text = " ".join(text.split())
    found = re.fullmatch(rf"have (\d+) ({'|'.join(C.RESOURCES)})", text)
    if found:
        return {"op": "have", "what": found[2], "min": int(found[1])}
    found = re.fullmatch(rf"({'|'.join(COUNTS)}) (\d+)", text)
    if found:
        return {"op": "count", "what": found[1], "min": int(found[2])}
    return C.parse_requirement(text, where)


def attach(world: dict, folder: Path) -> None:
    """Add the sheets (``world["echoes"]``, by hero) and the Memories (to the verses)."""
    world["echoes"] = {}
    sheets_file = folder / "echoes.yaml"
    if not sheets_file.exists():
        return
    sheets = str_keys(load_table(sheets_file, SHEET), "echoes.yaml", C.ID)
    verses = parse_verses((folder / "echoes.verses").read_text(encoding="utf-8"), "echoes.verses")
    for key, verse in verses.items():
        if key in world["verses"]:
            raise ContentError(f"echoes.verses: verse {key} is also in a chapter.")
        verse["chapter"] = 0
        world["verses"][key] = verse
    for hero, sheet in sheets.items():
        where = f"echoes.yaml, {hero}"
        if hero not in world["heroes"]:
            raise ContentError(f"{where}: no such Character.")
        entries = [a for s in sheet["sections"] for a in s["achievements"]] + [sheet["final"]]
        for entry in entries:
            entry["needs"] = [parse_when(t, where) for t in entry["when"]]
            if entry["memory"] not in world["verses"]:
                raise ContentError(f"{where}: the Memory {entry['memory']} is not a verse.")
        for section in sheet["sections"]:
            if section["legendary"] not in world["secrets"]:
                raise ContentError(f"{where}: Secret card {section['legendary']} is missing.")
        ability = sheet["final"]["ability"]
        ability["effects"] = C.parse_effects(ability["effect"], where)
        ability["costs"] = C.parse_costs(ability["cost"], where)
    world["echoes"] = sheets
    world["echoes_memories"] = memories(world)
    world["echoes_needs"] = list(requirements(world))


def memories(world: dict) -> list[str]:
    return [
        entry["memory"]
        for sheet in world.get("echoes", {}).values()
        for entry in [a for s in sheet["sections"] for a in s["achievements"]] + [sheet["final"]]
    ]


def requirements(world: dict):
    """(where, phrase) for the journal requirements the sheets use (checked with the rest)."""
    for hero, sheet in world.get("echoes", {}).items():
        for section in sheet["sections"]:
            for a in section["achievements"]:
                for need in a["needs"]:
                    if need["op"] not in ("have", "count"):
                        yield f"echoes.yaml, {hero}", need
