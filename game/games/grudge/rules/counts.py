"""How much Grudge content there is, counted from what the content loader read."""

from game.games.grudge.rules.content import load


def content_counts() -> dict[str, int]:
    data = load()
    return {key: len(data[key]) for key in ("rooms", "encounters")}
