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


# --- ranges and closed vocabularies: a typo is refused with its file, entry and field -----------

def test_a_negative_or_huge_attack_damage_is_refused(tmp_path):
    def negative(data):
        data["fire_03"]["attacks"][0]["damage"] = -40
    message = _broken(tmp_path, "grim.yaml", negative)
    assert "grim.yaml" in message and "fire_03" in message and "damage" in message
    assert "-40" in message

    def huge(data):
        data["fire_03"]["attacks"][1]["damage"] = 400
    assert "damage" in _broken(tmp_path, "grim.yaml", huge)


def test_health_speed_and_effect_amounts_have_limits(tmp_path):
    def no_health(data):
        data["plant_01"]["health"] = 0
    message = _broken(tmp_path, "grim.yaml", no_health)
    assert "plant_01" in message and "health" in message

    def too_fast(data):
        data["wind_06"]["speed"] = 99
    message = _broken(tmp_path, "grim.yaml", too_fast)
    assert "wind_06" in message and "speed" in message

    def heal_a_thousand(data):
        data["plant_01"]["attacks"][0]["effects"][0]["amount"] = 1000
    message = _broken(tmp_path, "grim.yaml", heal_a_thousand)
    assert "plant_01" in message and "amount" in message


def test_an_unknown_passive_trigger_or_condition_is_refused(tmp_path):
    def bad_trigger(data):
        data["ghost_01"]["passive"]["trigger"] = "at_midnight"
    message = _broken(tmp_path, "grim.yaml", bad_trigger)
    assert "ghost_01" in message and "trigger" in message and "at_midnight" in message

    def bad_condition(data):
        data["dark_01"]["passive"]["if"] = {"target_is_sleepy": True}
    message = _broken(tmp_path, "grim.yaml", bad_condition)
    assert "dark_01" in message and "target_is_sleepy" in message


def test_list_sizes_are_held_a_grim_has_two_attacks_and_at_most_three_effects(tmp_path):
    def three_attacks(data):
        data["water_01"]["attacks"].append(data["water_01"]["attacks"][0])
    message = _broken(tmp_path, "grim.yaml", three_attacks)
    assert "water_01" in message and "attacks" in message

    def four_effects(data):
        data["water_01"]["attacks"][0]["effects"] = [{"do": "draw", "amount": 1}] * 4
    message = _broken(tmp_path, "grim.yaml", four_effects)
    assert "water_01" in message and "effects" in message


def test_afterworld_rules_and_grimlord_abilities_are_a_closed_list_used_once_each(tmp_path):
    def unknown_rule(data):
        data["dark"]["special"] = "eternal_night"
    message = _broken(tmp_path, "afterworlds.yaml", unknown_rule)
    assert "afterworlds.yaml" in message and "dark" in message and "special" in message

    def twice(data):
        data["dark"]["special"] = data["ghost"]["special"]
    assert "special" in _broken(tmp_path, "afterworlds.yaml", twice)

    def no_ability(data):
        del data["earth"]["ability"]
    message = _broken(tmp_path, "grimlords.yaml", no_ability)
    assert "grimlords.yaml" in message and "earth" in message and "ability" in message


def test_a_bond_deck_count_out_of_range_is_refused(tmp_path):
    def no_spirits(data):
        data["spirit"] = -1
    message = _broken(tmp_path, "bonds.yaml", no_spirits)
    assert "bonds.yaml" in message and "spirit" in message


def test_an_empty_text_is_refused(tmp_path):
    def blank(data):
        data["light_04"]["flavour"] = "  "
    message = _broken(tmp_path, "grim.yaml", blank)
    assert "light_04" in message and "flavour" in message


# --- every Grim is its own creature -------------------------------------------------------------

def _texts():
    """(kind, text, card) for every text on every GRIM card."""
    data = content.load()
    for key, card in data["grim"].items():
        yield "name", card["name"], key
        yield "flavour", card["flavour"], key
        yield "passive", card["passive"]["text"], key
        for attack in card["attacks"]:
            yield "attack name", attack["name"], key
            yield "effect", attack["text"], key
    for table in ("afterworlds", "grimlords"):
        for key, entry in data[table].items():
            yield "name", entry["name"], f"{table}:{key}"
            yield "effect", entry["text"], f"{table}:{key}"
            if "flavour" in entry:
                yield "flavour", entry["flavour"], f"{table}:{key}"


def test_every_card_text_is_written_and_none_is_shared_by_two_cards():
    seen: dict = {}
    shared = []
    for kind, text, card in _texts():
        assert isinstance(text, str) and text.strip(), f"{card}: an empty {kind}"
        # a name may not be reused as another card's name, and so on for each kind of text
        key = (kind if kind != "effect" else "effect", " ".join(text.lower().split()))
        if key in seen and seen[key] != card:
            shared.append(f"{kind} {text!r}: {seen[key]} and {card}")
        seen.setdefault(key, card)
    assert shared == []


def test_no_text_repeats_on_one_card_either():
    for key, card in content.load()["grim"].items():
        low, high = card["attacks"]
        assert low["name"] != high["name"] and low["text"] != high["text"], key


def test_the_set_has_as_many_distinct_passives_and_attack_names_as_cards():
    grim = content.load()["grim"].values()
    assert len({c["passive"]["text"] for c in grim}) == 110
    assert len({a["name"] for c in grim for a in c["attacks"]}) == 220
    assert len({c["flavour"] for c in grim}) == 110
