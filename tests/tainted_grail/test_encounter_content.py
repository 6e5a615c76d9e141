"""The card and Encounter files (the lead's spec): every fixture reads, the parsed keys and
phrases are what the engine plays, and a typo is refused with the file, entry and phrase."""

from __future__ import annotations

import pytest
import yaml

from game.core.content import ContentError
from game.games.tainted_grail.rules import content
from game.games.tainted_grail.rules.encounter import content as C
from game.games.tainted_grail.rules.encounter import phrases as P
from tests.tainted_grail.encounter_helpers import FIXTURES


def merged():
    return C.merged(content.load(), FIXTURES)


def test_the_fixture_cards_read_with_keys_and_abilities():
    world = merged()
    taper = world["cards"]["cadoc:combat:Q01"]
    assert taper["passive"] is True and taper["mark"] == "candle"
    assert taper["opens"] == {"ps": ["spirituality", 1], "magic": True, "free": 1}
    assert taper["closes"] == {"ae": [{"op": "pool", "n": 1}]}
    assert taper["abilities"]["delayed"] == [{"op": "pool", "n": 3, "each": False}]
    flare = world["cards"]["cadoc:combat:Q02"]
    assert flare["closes"]["ps"] == [{"op": "play", "n": 1}]
    snuff = world["cards"]["cadoc:combat:Q04"]
    assert snuff["abilities"]["use"]["charges"] == 1


def test_the_fixture_encounters_read_as_tables_and_tracks():
    world = merged()
    bear = world["encounters"]["moss-bear"]
    assert [row[:2] for row in bear["attack_table"]] == [[0, 5], [6, None]]
    assert bear["attack_table"][1][2][0] == {"op": "damage", "n": 1, "each": True}
    knight = world["encounters"]["sodden-knight"]
    assert knight["slots"] == ["red"] * 2 + ["grey"] * 3 + ["green"] * 2
    assert knight["start"] == 4 and knight["sway_rules"]["spirituality"][0]["op"] == "duration"
    assert knight["conclusion_effects"]["green"][0] == {
        "op": "gain",
        "what": "wealth",
        "n": 2,
        "each": False,
    }


def test_every_encounter_of_the_campaign_is_playable():
    world = content.load()
    for eid, enc in world["encounters"].items():
        assert enc["opens"], eid
        if enc["kind"] == "combat":
            assert enc["value"] > 0 and enc["attack_table"][-1][1] is None
        else:
            assert enc["slots"][enc["start"] - 1] == "grey"


def test_every_deck_card_a_hero_owns_exists():
    world = content.load()
    for hero_id, hero in world["heroes"].items():
        for kind in ("combat", "diplomacy"):
            for n in range(1, hero["decks"]["basic"] + 1):
                assert f"{hero_id}:{kind}:B{n:02d}" in world["cards"]


@pytest.mark.parametrize("text", ["pool", "damge 2", "pool 2 each each", "prevent 2 elbows"])
def test_an_unknown_phrase_is_refused(text):
    with pytest.raises(ContentError, match="not an Encounter phrase"):
        P.effects(text, "x")


def test_structures_parse_and_check():
    nodes = P.effects([{"choose": ["pool 1", "draw 1"]}, {"if": "pool 4+", "then": "up 1"}], "x")
    assert nodes[0]["op"] == "choose" and nodes[1]["cond"] == {"op": "pool", "min": 4}
    with pytest.raises(ContentError, match="every face"):
        P.effects({"roll": {"1-3": "pool 1"}}, "x")
    with pytest.raises(ContentError, match="condition"):
        P.effects({"if": "moon full", "then": "pool 1"}, "x")


def bad_card(**fields):
    card = {"name": "N", "flavour": "F", "left": {"free": "pool 1"}, "right": {"free": "1x"}}
    card.update(fields)
    return card


@pytest.mark.parametrize(
    "fields, words",
    [
        ({"left": {"ae": "pool one"}}, "not a Bonus"),
        ({"right": {"ae": "courage 1"}}, "aggression or empathy"),
        ({"right": {"free": "4x"}}, "0x to 3x"),
        ({"right": {"magic": "maybe"}}, "Magic Key"),
        ({"ability": {"text": "t", "place": "prevent 1 damage"}}, "attack"),
        ({"colour": "red"}, "unknown field"),
        ({"cost": "two terror"}, "not a cost"),
        ({"mark": "lantern"}, "not one of"),
        ({"ability": {"text": "t", "use": {"charges": 0, "effects": "pool 1"}}}, "outside"),
        ({"ability": {"text": "t", "place": {"choose": ["pool 1"]}}}, "two or more"),
        ({"ability": {"text": "t", "place": {"may": {"pay": "1 magic"}}}}, "'pay' and 'then'"),
    ],
)
def test_a_broken_card_names_what_is_wrong(fields, words):
    with pytest.raises(ContentError, match=words):
        C.parse_card("cadoc:combat:Q09", bad_card(**fields), "cards/cadoc.yaml")


def encounter(**fields):
    enc = yaml.safe_load((FIXTURES / "encounters" / "green.yaml").read_text())["moss-bear"]
    enc.update(fields)
    return enc


@pytest.mark.parametrize(
    "fields, words",
    [
        ({"table": {"1-5": "damage 1", "6+": "damage 2"}}, "start at 0"),
        ({"table": {"0-5": "damage 1", "6-9": "damage 2"}}, "open"),
        ({"table": {"0+": "time 2"}}, "card's phrase"),
        ({"traits": ["sleepy"]}, "not a trait"),
        ({"traits": ["greedy"]}, "not a trait"),  # a diplomacy trait on a combat
        ({"value": 0}, "outside"),
        ({"traits": ["harass 5-3: damage 1"]}, "empty range"),
    ],
)
def test_a_broken_encounter_names_what_is_wrong(fields, words):
    with pytest.raises(ContentError, match=words):
        C.parse_encounter("moss-bear", encounter(**fields), "encounters/green.yaml")


def test_a_start_outside_grey_is_refused():
    knight = yaml.safe_load((FIXTURES / "encounters" / "blue.yaml").read_text())["sodden-knight"]
    knight["affinity"]["start"] = 1
    with pytest.raises(ContentError, match="grey"):
        C.parse_encounter("sodden-knight", knight, "encounters/blue.yaml")


def test_a_written_encounter_keeps_its_stub_kind(tmp_path):
    stub_id = "marsh-boar"  # a green combat stub in encounters.yaml
    (tmp_path / "encounters").mkdir()
    enc = encounter(kind="combat")
    (tmp_path / "encounters" / "green.yaml").write_text(yaml.safe_dump({stub_id: enc}))
    world = dict(content.load())
    world["encounters"] = {stub_id: {**world["encounters"][stub_id], "kind": "diplomacy"}}
    with pytest.raises(ContentError, match="kind"):
        content.add_cards_and_encounters({**world, "heroes": {}}, tmp_path)


def test_a_response_that_never_loses_duration_is_refused():
    knight = yaml.safe_load((FIXTURES / "encounters" / "blue.yaml").read_text())["sodden-knight"]
    knight["response"] = "down 1; destroy"
    with pytest.raises(ContentError, match="never ends"):
        C.parse_encounter("sodden-knight", knight, "encounters/blue.yaml")


@pytest.mark.parametrize(
    "change, words",
    [
        ({"sway": {"charm": "up 1"}}, "not an Attribute"),
        ({"response": {"red": "duration -1", "grey": "duration -1"}}, "red, grey and green"),
    ],
)
def test_a_broken_diplomacy_names_what_is_wrong(change, words):
    knight = yaml.safe_load((FIXTURES / "encounters" / "blue.yaml").read_text())["sodden-knight"]
    knight.update(change)
    with pytest.raises(ContentError, match=words):
        C.parse_encounter("sodden-knight", knight, "encounters/blue.yaml")


@pytest.mark.parametrize(
    "cid, card, words",
    [
        ("ysolt:combat:B01", bad_card(), "a card id is"),
        ("cadoc:combat:X01", bad_card(), "a card id is"),
        ("cadoc:combat:W01", bad_card(), "has a cost"),
    ],
)
def test_a_card_file_checks_ids_and_wyrdform_costs(tmp_path, cid, card, words):
    (tmp_path / "cadoc.yaml").write_text(yaml.safe_dump({cid: card}))
    with pytest.raises(ContentError, match=words):
        C.read_cards(tmp_path / "cadoc.yaml", content.load()["heroes"])


def test_an_encounter_in_the_wrong_colour_file_is_refused(tmp_path):
    (tmp_path / "encounters").mkdir()
    (tmp_path / "encounters" / "purple.yaml").write_text(yaml.safe_dump({"moss-bear": encounter()}))
    with pytest.raises(ContentError, match="colour must be purple"):
        C.read_encounters(tmp_path)
