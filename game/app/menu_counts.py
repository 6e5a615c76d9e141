"""The content counts beside each game on the main menu, counted ahead by the games' own counts
functions: counting them live parses every game's content, most of a second before the menu's
first frame. tests/app/test_menu_startup.py fails when they drift from the content;
`python -m game.app.menu_counts` counts again and writes them below."""

from __future__ import annotations

import json
from pathlib import Path

# -- counted ahead (written by `python -m game.app.menu_counts`; edit the content, not this) --
COUNTS: dict[str, dict[str, int]] = {
    "grudge": {
        "rooms": 6,
        "encounters": 7
    },
    "grim": {
        "grim": 110,
        "grimlords": 11,
        "afterworlds": 11
    },
    "grimheim": {
        "factions": 4,
        "units": 11,
        "weapons": 21,
        "missions": 8,
        "battlefields": 8
    },
    "grimlore": {
        "wilderness_tiles": 48,
        "settlement_tiles": 48,
        "dungeon_tiles": 25,
        "monsters": 36,
        "items": 90,
        "enchantments": 20,
        "upgrades": 20,
        "battlemats": 12,
        "campaign_passages": 116,
        "campaign_sessions": 6
    },
    "tainted_grail": {
        "chapters": 4,
        "locations": 88,
        "verses": 1764,
        "secrets": 261,
        "items": 83,
        "story_events": 72,
        "encounters": 151,
        "guardians": 21
    }
}
# -- end of the counts --

BEGIN, END = "COUNTS: dict[str, dict[str, int]] = ", "# -- end of the counts --"


def counted() -> dict[str, dict[str, int]]:
    """Every game's counts as its loaders read them now (parses all the content)."""
    from game.core.registry import describe

    return {game["id"]: game["content"] for game in describe(content=True)}


def source_with(counts: dict[str, dict[str, int]], source: str) -> str:
    """``source`` (this module's text) with ``counts`` written in place of the ones it holds."""
    head, rest = source.split(BEGIN, 1)
    _, tail = rest.split(END, 1)
    body = json.dumps(counts, indent=4)  # a dict of names and whole numbers: Python as well
    return f"{head}{BEGIN}{body}\n{END}{tail}"


def write(path: Path = Path(__file__)) -> None:
    path.write_text(source_with(counted(), path.read_text(encoding="utf-8")), encoding="utf-8")


if __name__ == "__main__":
    write()
