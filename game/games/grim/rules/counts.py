"""How much GRIM content there is, counted from what the content loader read."""

from game.games.grim.rules.content import load


def content_counts() -> dict[str, int]:
    data = load()
    return {key: len(data[key]) for key in ("grim", "grimlords", "afterworlds")}
