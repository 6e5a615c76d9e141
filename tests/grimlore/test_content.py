"""GRIMLORE content: the counts the issue asks for, every trait of the book covered, the book's
XP costs, and errors that name the file, the entry and the field."""

import pytest

from game.core.content import ContentError, load_table
from game.games.grimlore.rules import content


def test_counts():
    data = content.load()
    kinds = [t["kind"] for t in data["tiles"].values()]
    assert kinds.count("wilderness") >= 16 and kinds.count("settlement") >= 16
    assert kinds.count("dungeon") >= 24
    assert len(data["monsters"]) >= 36
    assert sum(m["tier"] == "boss" for m in data["monsters"].values()) >= 3
    assert len(data["items"]) >= 80  # issue #24: the decks grow with the tiles
    assert len(content.items_of("basic")) >= 40 and len(content.items_of("advanced")) >= 30
    assert len(data["enchantments"]) >= 20 and len(data["upgrades"]) >= 20


def test_every_enemy_trait_and_item_trait_is_on_some_card():
    data = content.load()
    enemy = {t for m in data["monsters"].values() for t in m["traits"]}
    assert enemy == set(content.ENEMY_TRAITS)
    item = {t for i in data["items"].values() for t in i.get("traits", {})}
    assert item == set(content.ITEM_TRAITS)


def test_every_tile_has_its_own_event_and_some_start_fights():
    tiles = content.load()["tiles"].values()
    assert len({t["scene"] for t in tiles}) == len(tiles)
    assert len({t["name"] for t in tiles}) == len(tiles)
    fights = [t for t in tiles if any("fight" in o for o in t["failure"] + t["success"])]
    assert len(fights) >= 15
    assert all(sorted(t["retold"]) == ["1-3", "4-6"] for t in tiles)


def test_damage_types_are_the_books_ten():
    assert set(content.DAMAGE_TYPES) == {
        "slashing",
        "piercing",
        "crushing",
        "poison",
        "fire",
        "cold",
        "divine",
        "electricity",
        "shadow",
        "arcane",
    }


@pytest.mark.parametrize(
    "trait,cost,top",
    [
        ("expertise", 3, 3),
        ("reaper", 5, 1),
        ("thunderstrike", 3, 2),
        ("steadfast", 3, 3),
        ("taunt", 3, 1),
        ("inventive", 10, 1),
        ("windrunner", 10, 1),
        ("pickpocket", 10, 1),
        ("cryptic_visions", 10, 1),
        ("tacticians_aura", 5, 3),
        ("threatening_demeanor", 5, 1),
        ("word_of_peace", 10, 1),
        ("last_stand", 3, 3),
        ("bash", 3, 3),
    ],
)
def test_trait_costs_are_the_books(trait, cost, top):
    spec = content.load()["traits"][trait]
    assert (spec["cost"], spec["max"]) == (cost, top)


def test_races_take_their_starting_traits():
    races = content.load()["races"]
    assert {k: v["trait"] for k, v in races.items()} == {
        "human": "destined",
        "elf": "knowledgeable",
        "dwarf": "crafter",
        "orc": "indomitable",
        "halfling": "nimble",
    }


def test_a_bad_entry_names_file_entry_and_field(tmp_path):
    bad = tmp_path / "monsters.yaml"
    text = (content.FOLDER / "monsters.yaml").read_text().replace("tier: easy", "tier: eazy", 1)
    bad.write_text(text)
    with pytest.raises(ContentError, match=r"monsters.yaml, entry 'bog_lurker', field 'tier'"):
        load_table(bad, content.MONSTER)


def test_a_fight_with_an_unknown_monster_is_refused():
    tiles = {
        "x": {
            "test": {},
            "success": [{"gold": 1}],
            "failure": [{"fight": "nobody"}],
            "retold": {
                "1-3": {"scene": "a", "attribute": "might", "skill": "defend"},
                "4-6": {"scene": "b", "attribute": "might", "skill": "defend"},
            },
        }
    }
    with pytest.raises(ContentError, match=r"tiles_wilderness.yaml, entry 'x', field 'failure'"):
        content._check_tiles("wilderness", tiles, content.load()["monsters"])


def test_a_retold_table_must_cover_the_d6():
    tiles = {
        "x": {
            "success": [{"gold": 1}],
            "failure": [{"gold": -1}],
            "retold": {"1-3": {"scene": "a", "attribute": "might", "skill": "defend"}},
        }
    }
    with pytest.raises(ContentError, match="retold"):
        content._check_tiles("wilderness", tiles, {})
