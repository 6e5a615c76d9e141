"""The item traits not seen elsewhere, and a check that every item trait of the book has a
test that uses an item carrying it."""

import pathlib

from game.games.grimlore.rules import RULES, content
from game.games.grimlore.rules import checks as C
from game.games.grimlore.rules import items as I
from tests.grimlore.fixtures import has, play
from tests.grimlore.test_settlement import in_town
from tests.grimlore.test_tests import opening
from tests.grimlore.test_turns import give


def test_lucky_charm_gives_advantage_tokens_for_its_attribute():
    state = opening()
    give(state, "c1", "lucky_charm")
    state = play(state, type="charm", cid="c1", uid=900)
    assert state["advantage"] == ["social", "social"]
    assert C.pool(state, "c1", "social", "persuade")["black"] == 3
    assert C.pool(state, "c1", "might", "defend")["black"] == 3  # might 2 + defend 1: no token


def test_sages_quill_gives_advantage_on_its_skill():
    state = opening()
    give(state, "c1", "sages_quill")
    state = play(state, type="charm", cid="c1", uid=900)
    assert C.pool(state, "c2", "arcane", "lore")["black"] == 3
    assert C.pool(state, "c2", "arcane", "magic")["black"] == 2


def test_the_elixir_is_a_use_item_kept_and_ready_once_a_session():
    state = opening()
    state["party"]["roster"]["c1"]["energy"] = 1
    give(state, "c1", "elixir_of_vigour")
    state = play(state, type="restore", cid="c1", uid=900)
    assert state["party"]["roster"]["c1"]["energy"] == 6
    assert any(i["id"] == "elixir_of_vigour" for i in state["party"]["roster"]["c1"]["gear"])
    state["party"]["roster"]["c1"]["energy"] = 1
    assert not has(RULES.legal(state, 0), type="restore", uid=900)  # spent for this session
    state["party"]["roster"]["c1"]["once"] = []  # as a new session starts
    assert has(RULES.legal(state, 0), type="restore", uid=900)


def test_enchant_n_gives_that_many_slots():
    state = in_town(80, essence=20)
    sword = I.instance(600, "runed_greatsword") | {"where": "hand"}
    assert sword["cap"] == 2
    gear = state["party"]["roster"]["c1"]["gear"]
    for item in gear:
        item["where"] = "pack"
    gear.append(sword)
    state["party"]["cards"] = [
        {"kind": "enchantment", "id": "fire_born"},
        {"kind": "enchantment", "id": "thirsting"},
    ]
    state = play(state, type="fit", cid="c1", uid=600, card=0)
    state = play(state, type="fit", cid="c1", uid=600, card=0)
    made = next(i for i in state["party"]["roster"]["c1"]["gear"] if i["uid"] == 600)
    assert I.attack(made) == {**I.attack(made), "type": "fire", "damage": 3}  # 1 + Large + 1


def test_every_item_trait_is_used_by_a_test():
    here = pathlib.Path(__file__).parent
    text = "".join(p.read_text() for p in here.glob("test_*.py"))
    items = content.load()["items"]
    for trait in content.ITEM_TRAITS:
        carriers = [k for k, v in items.items() if trait in v.get("traits", {})]
        assert any(f'"{k}"' in text for k in carriers), trait
    assert has(RULES.legal(opening(), 0), type="rest")
