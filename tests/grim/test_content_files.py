"""The GRIM card files: the whole set is there and valid, and a broken file is refused with a
message that names the file, the entry and the field."""
import shutil

import pytest
import yaml

from game.core.content import ASSETS, ContentError
from game.games.grim.rules import content
from game.games.grim.rules.elements import ORDER, chart, interaction


def test_eleven_decks_of_ten_grim_each_with_two_attacks_and_a_passive():
    data = content.load()
    assert len(data["grim"]) == 110
    for element in ORDER:
        deck = content.deck_of(element)
        assert len(deck) == 10
        for key in deck:
            card = content.grim(key)
            low, high = card["attacks"]
            assert low["damage"] < high["damage"]
            assert low["synergy"] in ORDER and high["synergy"] in ORDER
            assert card["name"] and card["flavour"] and card["passive"]["text"]
    assert len({c["name"] for c in data["grim"].values()}) == 110


def test_grimlords_afterworlds_and_the_bond_deck():
    data = content.load()
    assert sorted(data["grimlords"]) == sorted(ORDER) == sorted(data["afterworlds"])
    names = {k: v["name"] for k, v in data["afterworlds"].items()}
    assert names["fire"] == "The Fire Empire" and names["earth"] == "Earth Haven"
    assert names["wind"] == "Wind Utopia" and names["water"] == "Water World"
    assert names["poison"] == "Poison Rapture"
    assert data["bonds"]["spirit"] > 0 and all(data["bonds"][e] > 0 for e in ORDER)


def test_the_element_chart_matches_the_book():
    assert interaction("fire", "plant") == "strong"
    assert interaction("fire", "fire") == "weak"
    assert interaction("fire", "water") == "immune"
    assert interaction("poison", "water") == "strong"  # Poison wraps around
    assert chart("fire", ["plant", "fire"]) == (False, 0)
    assert chart("fire", ["water", "plant"]) == (True, 0)


def _broken(tmp_path, file_name, change):
    folder = tmp_path / f"grim_{len(list(tmp_path.iterdir()))}"
    shutil.copytree(ASSETS / "grim", folder)
    path = folder / file_name
    data = yaml.safe_load(path.read_text())
    change(data)
    path.write_text(yaml.safe_dump(data))
    with pytest.raises(ContentError) as error:
        content.load_from(folder)
    return str(error.value)


def test_a_bad_field_is_named_with_file_entry_and_field(tmp_path):
    def bad_speed(data):
        data["fire_03"]["speed"] = "fast"
    message = _broken(tmp_path, "grim.yaml", bad_speed)
    assert "grim.yaml" in message and "fire_03" in message and "speed" in message


def test_an_unknown_effect_verb_or_hook_is_refused(tmp_path):
    def bad_verb(data):
        data["water_01"]["attacks"][0]["effects"] = [{"do": "explode"}]
    assert "water_01" in _broken(tmp_path, "grim.yaml", bad_verb)

    def bad_hook(data):
        data["water_01"]["attacks"][0]["effects"] = [{"do": "hook", "hook": "nope"}]
    message = _broken(tmp_path, "grim.yaml", bad_hook)
    assert "water_01" in message and "hook" in message


def test_attacks_must_be_lower_then_higher(tmp_path):
    def swapped(data):
        data["dark_02"]["attacks"].reverse()
    message = _broken(tmp_path, "grim.yaml", swapped)
    assert "dark_02" in message and "attacks" in message


def test_an_afterworld_must_name_a_known_element_and_keep_the_books_name(tmp_path):
    def renamed(data):
        data["fire"]["name"] = "Fire Land"
    message = _broken(tmp_path, "afterworlds.yaml", renamed)
    assert "afterworlds.yaml" in message and "fire" in message and "name" in message

    def wrong_element(data):
        data["fire"]["element"] = "lava"
    assert "element" in _broken(tmp_path, "afterworlds.yaml", wrong_element)
