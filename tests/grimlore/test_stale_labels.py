"""Labels that must follow the position: the Ration line when none was left, who has tested this
round (not in an earlier one), the dice tray and the campaign's line after the party falls, why a
foe in range cannot be attacked, tooltips that explain only their own words, and the attack
list kept off the choices panel."""

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from game.app.glossary import explain  # noqa: E402
from game.games.grimlore.rules import RULES, content  # noqa: E402
from game.games.grimlore.rules import items as I  # noqa: E402
from game.games.grimlore.rules import view as V  # noqa: E402
from game.games.grimlore.table import layout as L  # noqa: E402
from game.games.grimlore.table import words as T  # noqa: E402
from game.games.grimlore.table.journey import turn_line  # noqa: E402
from game.games.grimlore.table.panels import _status, tray_title  # noqa: E402
from tests.grimlore.combat_fixtures import arm, fight  # noqa: E402
from tests.grimlore.fixtures import Dice, play  # noqa: E402
from tests.grimlore.table_play import Table, kind_is, reach  # noqa: E402
from tests.grimlore.test_tests import opening, to_event  # noqa: E402
from tests.grimlore.test_turns import finish_prompts  # noqa: E402


def test_the_turn_says_no_ration_was_eaten_when_none_was_left():
    state = opening()
    assert "a Ration has been eaten" in turn_line(RULES.view(state, 0))
    state["party"]["rations"] = 0
    state = play(state, type="rest")
    line = turn_line(RULES.view(state, 0))
    assert "no Rations were left" in line and "has been eaten" not in line


def test_tested_this_round_lasts_only_for_the_round():
    state = to_event(opening(), "gallows_oak")
    state = play(state, Dice(6, 6), type="try", cid="c1")
    state = finish_prompts(state)
    view = RULES.view(state, 0)
    c1 = next(ch for ch in view["party"]["roster"] if ch["id"] == "c1")
    assert _status(view, c1, None) == "tested this round"
    state = play(state, type="rest")  # c2's turn passes: round 2, c1 still waits for c2
    view = RULES.view(state, 0)
    c1 = next(ch for ch in view["party"]["roster"] if ch["id"] == "c1")
    assert state["round"] == 2 and _status(view, c1, None) == "waits for the others"


def _fallen_after_a_roll():
    state = to_event(opening(), "gallows_oak")
    state = play(state, Dice(6, 6), type="try", cid="c1")  # Aldra's roll stays in the tray
    state = finish_prompts(state)
    for cid in state["members"]:
        state["party"]["roster"][cid]["energy"] = 0
    state = play(state, type="travel")  # nobody can stand: the next turn finds them all down
    for _ in range(20):
        if state["result"] is not None:
            return state
        state = play(state, type=RULES.legal(state, 0)[0]["type"])
    raise AssertionError(RULES.pending(state).kind)


def test_after_a_fall_the_tray_still_names_who_rolled():
    state = _fallen_after_a_roll()
    view = RULES.view(state, 0)
    assert state["ended"] == "wiped" and not view["party"]["roster"]
    assert tray_title(view, view["roll"]) == "Aldra rolled for the event"


def test_after_a_fall_the_campaign_line_says_the_roster_is_empty():
    state = _fallen_after_a_roll()
    party = RULES.outcome(state)["party"]
    assert party["kept"].endswith("nobody is left on its roster.")
    assert "with" not in party["kept"]


def test_a_foe_hidden_behind_a_pillar_or_brush_says_why():
    state = fight("bog_lurker", {"c1": (0, 1)}, {"m": (2, 1)})  # the crypt's pillar at 1,1
    arm(state, "c1", "shortbow", uid=501)
    assert not any(c["type"] == "attack" for c in RULES.legal(state, 0))
    why = RULES.view(state, 0)["out_of_reach"]["c1"]["m"]
    assert "a pillar at 1,1 blocks the line of sight" in why
    state = fight("bog_lurker", {"c1": (5, 1)}, {"m": (8, 1)}, mat="forest_clearing")
    arm(state, "c1", "shortbow", uid=501)
    why = RULES.view(state, 0)["out_of_reach"]["c1"]["m"]
    assert "brush at 6,1 blocks the line of sight" in why


def test_an_item_tooltip_explains_only_its_own_words():
    for item_id in content.load()["items"]:
        tip = explain(
            T.item_card(V.item_sheet(I.instance(1, item_id) | {"where": "hand"})), "grimlore"
        )
        for enemy_trait in T.MONSTER_TRAITS.values():
            assert f"\n{enemy_trait}:" not in tip, (item_id, tip)


def test_a_trait_note_names_no_other_monster():
    monsters = content.load()["monsters"]
    for monster_id, monster in monsters.items():
        tip = explain(T.monster_card(monster), "grimlore")
        for other_id, other in monsters.items():
            name = other["name"].removeprefix("The ")
            if other_id != monster_id and name not in monster["name"]:
                assert name not in tip, (monster_id, name, tip)


def test_the_attack_list_stays_off_the_choices_panel(tmp_path):
    match = reach(kind_is("combat", types=("attack",)), seeds=range(1, 40))
    table = Table(tmp_path, match)
    scene = table.scene
    scene._sync()
    attack = next(c for c in scene.legal if c["type"] == "attack")
    cb = match.state["combat"]
    for uid in list(cb["units"]):  # the target at the mat's right edge, its attacker beside it
        if uid != attack["target"]:
            del cb["units"][uid]
    cb["units"][attack["target"]]["cell"] = [9, 0]
    cb["pcs"][attack["cid"]]["cell"] = [8, 0]
    for cid, pc in cb["pcs"].items():
        if cid != attack["cid"]:
            pc["cell"] = [0, 7 - int(cid[1:])]
    scene.on_match_changed()
    scene._sync()
    for _ in range(2):  # the first click may pick the attacker
        table.click(scene.locate(next(c for c in scene.legal if c["type"] == "attack")))
        if scene.screen.popup.widgets:
            break
    popup = scene.screen.popup.widgets
    assert popup and all(L.MAIN.contains(w.rect) for w in popup)
