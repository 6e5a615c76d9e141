"""How much GRIMLORE content there is, counted from what the content and battlemat loaders
read, and the Campaign Book's passages and sessions (by number: the fifth has two roads)."""

from game.games.grimlore.rules import book
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
        "campaign_passages": len(book.passages()),
        "campaign_sessions": book.sessions_in_book(),
    }
