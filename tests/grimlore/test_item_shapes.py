"""Items, enchantments and upgrades: no two cards do the same thing under another name, and the
decks a long session draws from (loot, the merchant's special stock, the basic shop) hold the
cards added to grow them."""

import random
import re
from collections import defaultdict

from game.core.match import Match
from game.core.playout import bare
from game.games.grimlore.ai.player import choose
from game.games.grimlore.rules import RULES, content

# The cards the game had before issue #24 asked the decks to grow with the tiles.
FIRST_ITEMS = {
    "longsword", "dagger", "light_hammer", "battleaxe", "maul", "spear", "shortbow", "sling",
    "throwing_knives", "cudgel", "buckler", "tower_shield", "leather_jerkin", "chain_shirt",
    "plate_harness", "fur_cloak", "rucksack", "firebolt", "frostbolt", "smite", "mending_prayer",
    "healing_draught", "bandages", "smoke_pellet", "grapnel", "holy_water", "whetstone",
    "trail_map", "digging_kit", "ore_nuggets", "lucky_charm", "runed_greatsword",
    "duelling_rapier", "halberd", "war_pick", "longbow", "arbalest", "chain_lightning",
    "shadow_lash", "arcane_lance", "sunburst", "greater_mending", "warding_aegis",
    "salamander_coat", "stormglass_mail", "mourning_veil", "explorers_pack", "elixir_of_vigour",
    "battle_horn", "prospectors_lens", "sages_quill",
}  # fmt: skip
FIRST_ENCHANTMENTS = {
    "fire_born", "rime_touched", "stormcalled", "hallowed", "nightsworn", "venomkiss",
    "thirsting", "emberward", "frostward", "voidward", "bottomless", "heartstone",
}  # fmt: skip
FIRST_UPGRADES = {
    "exposing", "honed", "balanced", "long_haft", "barbed", "weighted_head", "riveted",
    "quilted", "spiked_boss", "reinforced_rim", "extra_pouches", "oiled_leather",
}  # fmt: skip


def frozen(value):
    """A trait's value as something hashable that ignores the order a list was written in."""
    if isinstance(value, dict):
        return tuple(sorted((k, frozen(v)) for k, v in value.items()))
    if isinstance(value, list):
        return tuple(sorted(value))
    return value


def traits_shape(card: dict) -> tuple:
    return frozen(card.get("traits", {}))


def item_shape(card: dict) -> tuple:
    """What an item does in play: its kind, its attack's numbers and damage type (the type
    decides advantage against vulnerabilities and resistances), and its traits with their
    numbers. The attribute and skill say who wields it well, not what it does."""
    attack = card.get("attack")
    strike = None
    if attack:
        strike = (attack["style"], attack["type"], attack["damage"], attack.get("range", 1))
    return (card["kind"], strike, traits_shape(card))


def addon_shape(card: dict) -> tuple:
    return (
        tuple(sorted(card["fits"])),
        card.get("damage", 0),
        card.get("type"),
        traits_shape(card),
    )


def twins(table: dict, shape) -> list[list[str]]:
    groups = defaultdict(list)
    for key, card in table.items():
        groups[shape(card)].append(key)
    return [keys for keys in groups.values() if len(keys) > 1]


def test_no_two_items_have_the_same_effect_shape():
    assert twins(content.load()["items"], item_shape) == []


def test_no_two_enchantments_and_no_two_upgrades_have_the_same_effect_shape():
    data = content.load()
    assert twins(data["enchantments"], addon_shape) == []
    assert twins(data["upgrades"], addon_shape) == []


def typeless(shape):
    """A shape with every damage type, resistance, resource and skill named in it blanked: what
    is left is the card's pattern of numbers and traits."""
    if isinstance(shape, tuple):
        return tuple(typeless(part) for part in shape)
    return "_" if isinstance(shape, str) and shape not in TRAIT_AND_KIND_WORDS else shape


TRAIT_AND_KIND_WORDS = set(content.ITEM_TRAITS) | set(content.ITEM_KINDS) | set(content.STYLES)


def test_no_new_card_is_an_older_one_with_another_damage_type():
    """The first cards include such pairs (Fire-born and Rime-touched, as in the book); the
    cards added to grow the decks each bring a pattern of their own."""
    data = content.load()
    for table, shape, first in (
        ("items", item_shape, FIRST_ITEMS),
        ("enchantments", addon_shape, FIRST_ENCHANTMENTS),
        ("upgrades", addon_shape, FIRST_UPGRADES),
    ):
        groups = twins(data[table], lambda card, shape=shape: typeless(shape(card)))
        assert [keys for keys in groups if set(keys) - first] == [], table


def test_the_shape_check_catches_a_card_renamed_or_repriced():
    items = content.load()["items"]
    copy = {**items["longsword"], "name": "Other Sword", "price": 3, "line": "Other words."}
    assert twins({"a": items["longsword"], "b": copy}, item_shape) == [["a", "b"]]
    reordered = {
        **items["chain_shirt"],
        "traits": {"bulky": True, "resistance": ["piercing", "slashing"]},
    }
    assert twins({"a": items["chain_shirt"], "b": reordered}, item_shape) == [["a", "b"]]
    wielder = {
        **items["longsword"],
        "attack": {**items["longsword"]["attack"], "attribute": "agility"},
    }
    assert twins({"a": items["longsword"], "b": wielder}, item_shape) == [["a", "b"]]
    heavier = {**items["longsword"], "attack": {**items["longsword"]["attack"], "damage": 2}}
    assert twins({"a": items["longsword"], "b": heavier}, item_shape) == []
    enchantments = content.load()["enchantments"]
    recast = {**enchantments["fire_born"], "name": "Ember", "cost": 9}
    assert twins({"a": enchantments["fire_born"], "b": recast}, addon_shape) == [["a", "b"]]


def test_every_item_enchantment_and_upgrade_has_its_own_name_and_line():
    data = content.load()
    cards = [c for table in ("items", "enchantments", "upgrades") for c in data[table].values()]
    for field in ("name", "line"):
        words = [c[field] for c in cards]
        assert sorted(w for w in set(words) if words.count(w) > 1) == [], field
    runs: dict[tuple, str] = {}
    for card in cards:
        words = re.findall(r"[a-z']+", card["line"].lower())
        for run in {tuple(words[i : i + 5]) for i in range(len(words) - 4)}:
            assert runs.setdefault(run, card["name"]) == card["name"], (run, runs[run])


def _long_sessions_seen(seeds: range) -> dict[str, set[str]]:
    """Long four-character sessions played by the game's own AI through the contract: every card
    drawn from each deck (loot, the merchant's looks, magic items) and every basic item the
    shop offered for sale."""
    seen: dict[str, set[str]] = defaultdict(set)
    for seed in seeds:
        match = Match(RULES, {"party_size": 4, "length": "long"}, 24_000 + seed).start()
        rng = random.Random(seed)
        while match.outcome() is None:
            state, legal = match.state, match.legal(0)
            for deck, zones in state["decks"].items():
                seen[deck] |= set(zones["discard"])
            seen["shop"] |= {c["item"] for c in legal if c["type"] == "buy"}
            match.submit(0, bare(choose(match.view(0), legal, rng)))
    return seen


def test_long_sessions_draw_loot_and_stock_the_shop_from_the_new_cards():
    data = content.load()
    seen = _long_sessions_seen(range(6))
    new_basic = set(content.items_of("basic")) - FIRST_ITEMS
    new_advanced = set(content.items_of("advanced")) - FIRST_ITEMS
    assert seen["shop"] & new_basic, "the basic shop offers none of the new items"
    assert seen["basic"] & new_basic, "no new basic item was drawn"
    assert seen["advanced"] & new_advanced, "no new advanced item was drawn or shown"
    assert seen["enchantment"] & (set(data["enchantments"]) - FIRST_ENCHANTMENTS)
    assert seen["upgrade"] & (set(data["upgrades"]) - FIRST_UPGRADES)
