"""How much Grimheim content there is, counted from what the content loader read. A unit is a
class a warband hires its models as; a battlefield is a map some mission is fought on."""

from game.games.grimheim.rules.content import load


def content_counts() -> dict[str, int]:
    data = load()
    return {
        "factions": len(data["factions"]),
        "units": len(data["classes"]),
        "weapons": len(data["weapons"]),
        "missions": len(data["missions"]),
        "battlefields": len({mission["map"] for mission in data["missions"].values()}),
    }
