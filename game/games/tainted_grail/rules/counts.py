"""How much Tainted Grail content there is, counted from what the content loader read (only
the chapters written so far are loaded)."""

from game.games.tainted_grail.rules.content import load

KEYS = (
    "chapters",
    "locations",
    "verses",
    "secrets",
    "items",
    "story_events",
    "encounters",
    "guardians",
)


def content_counts() -> dict[str, int]:
    world = load()
    return {key: len(world[key]) for key in KEYS}
