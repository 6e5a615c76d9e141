"""How much GRIMLORE content there is, counted from what the content and battlemat loaders
read. The campaign book is not written yet, so it has no passages."""

from game.games.grimlore.rules.board import MATS
from game.games.grimlore.rules.content import load


def content_counts() -> dict[str, int]:
    data = load()
    tiles = [tile["kind"] for tile in data["tiles"].values()]
    return {
        "wilderness_tiles": tiles.count("wilderness"),
        "settlement_tiles": tiles.count("settlement"),
        "dungeon_tiles": tiles.count("dungeon"),
        "monsters": len(data["monsters"]),
        "items": len(data["items"]),
        "enchantments": len(data["enchantments"]),
        "upgrades": len(data["upgrades"]),
        "battlemats": len(MATS),
        "campaign_passages": len(data.get("campaign_passages", ())),
    }
