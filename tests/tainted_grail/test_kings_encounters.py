"""The Kings of Ruin in Combat and Diplomacy (kings.yaml's cards played by the Encounter engine):
Osric's Host (Impact, Host cards in the Sequence, knocked out, rebuilt at a price), Gwenllian's
Blooms (Spawning, markers on Blooms, pruning, their rows in the Attack, "bloom" amounts, her
Response, reshuffle and stage 2's no-rebuild), the Tidewright's weather (turned up, ticking,
requirements, sway, traits, reshuffle), the final boss (no Escape or Avoid, giving up, scenes, a
red Conclusion that goes on) and the King's part of the view. The fixture cards
(tests/tainted_grail/fixtures) are the party's; positions come by legal play, except where a test
says it names a marker count (hand-shaped) or runs one of the engine's effect steps."""

from __future__ import annotations

import pytest

from game.games.tainted_grail.rules import content
from game.games.tainted_grail.rules.encounter import attack as A
from game.games.tainted_grail.rules.encounter import board as B
from game.games.tainted_grail.rules.encounter import keys as Y
from game.games.tainted_grail.rules.encounter import steps as T
from tests.tainted_grail.encounter_helpers import (  # noqa: F401
    act,
    begin,
    enc,
    fixture_world,
    keep_hands,
)
from tests.tainted_grail.helpers import do, kind, play_encounter, reshape, run_step, shaped, start

TRADE, FLURRY, GUNWALE, BRINE, STANCE, BEAT, SLACK = (f"ysolt:combat:Q0{n}" for n in range(1, 8))
OATH, CHAINS = "ysolt:diplomacy:Q01", "ysolt:diplomacy:Q02"


def solo(eid, hand, deck=()):
    """Ysolt alone against ``eid`` holding ``hand`` with ``deck`` under it, hands kept."""
    match = begin(eid, {"ysolt": [*hand, *deck]}, draws={"ysolt": (list(hand), list(deck))})
    keep_hands(match)
    while stage(match) == "trait":  # Entrapment or Greedy: the test's hand stays whole
        act(match, type="health" if B.is_combat(match.state) else "terror")
    return match


def king(match) -> dict:
    return enc(match)["king"]


def stage(match) -> str | None:
    return match.pending().info.get("stage")


def end_activation(match) -> None:
    """End the Active Character's Activation; the End of the Turn's discards take the first."""
    act(match, type="end")
    while match.state["encounter"] and stage(match) == "discard":
        act(match, type="discard")


def effect(match, phrase_nodes: list[dict]):
    """Run the engine's own effect step for the Active Character (a King's phrase)."""
    cid = enc(match)["active"] or enc(match)["party"][0]
    after, _ = run_step(shaped(match), T.fx(phrase_nodes, cid))
    return reshape(match, after)


def hand_shaped(match, **king_fields):
    """The match with the King's markers named by the test."""
    state = shaped(match)
    state["encounter"]["king"].update(king_fields)
    return reshape(match, state)


# ---- Osric's Host -------------------------------------------------------------------------


def test_impact_ticks_after_each_delayed_step_and_turns_up_a_host_card(fixture_world):
    match = solo("osric-shade", [SLACK, BRINE, BRINE], [BRINE, BRINE])
    assert king(match)["oaths"] == 2  # 3, less one after the first Delayed Abilities step
    act(match, type="play", card=SLACK)
    end_activation(match)
    assert king(match)["oaths"] == 1
    act(match, type="play", card=BRINE)
    end_activation(match)
    e = enc(match)
    assert king(match)["oaths"] == 3  # the Impact happened and re-armed
    assert e["seq"][-1]["card"] == "osric:combat:K01" and e["seq"][-1]["owner"] is None
    assert king(match)["host"] == ["osric:combat:K03"]
    # the Host card is nobody's first card: Ysolt still plays her first freely, though its 0x
    # Free Key gives her Brine Guard nothing
    assert e["played"] == 0
    assert any(c["type"] == "play" for c in match.legal(0))
    # while it ends the Sequence, Aled's standard adds 1 damage to the Attack
    parts = A.build(match.state, "ysolt")
    assert [p["n"] for p in parts if p["op"] == "damage"] == [3]


def test_a_host_cards_closing_bonus_goes_to_the_active_character_and_its_placement_happens(
    fixture_world,
):
    match = solo("osric-combat-2", [BRINE, BRINE, BRINE], [BRINE, BRINE])
    act(match, type="play", card=BRINE)  # Free 1x from the Encounter card: pool 1
    end_activation(match)  # the "0-4" row takes it back; the next Impact turns up Ifor
    e = enc(match)
    host = e["seq"][-1]
    assert host["card"] == "osric:combat:K04"
    assert host["gained"] == ["free"]  # Brine Guard's Free 1x joins Ifor's closing half
    assert e["pool"] == 1  # and the Bonus is the Active Character's
    assert host["time"] == 2  # its On Placement part: 2 Time markers


def test_a_host_card_knocked_out_waits_aside(fixture_world):
    match = solo("osric-shade", [SLACK, BRINE, BRINE])
    match = effect(match, [{"op": "host", "n": 1, "each": False}])
    assert enc(match)["seq"][-1]["card"] == "osric:combat:K01"
    match = effect(match, [{"op": "destroy", "n": 1, "each": False}])
    assert [x["card"] for x in enc(match)["seq"]] == ["osric-shade"]
    assert king(match)["host_aside"] == ["osric:combat:K01"]
    assert enc(match)["zones"]["ysolt"]["discard"] == []


def test_a_host_cards_if_destroyed_part_happens_when_it_is_knocked_out(fixture_world):
    match = solo("osric-diplomacy-1", [CHAINS, CHAINS, CHAINS])
    match = effect(match, [{"op": "host", "n": 3, "each": False}])  # Aled lowers the banner last
    assert enc(match)["seq"][-1]["card"] == "osric:diplomacy:K05"
    affinity = enc(match)["affinity"]
    match = effect(match, [{"op": "destroy", "n": 1, "each": False}])
    assert enc(match)["affinity"] == affinity - 2


def test_an_empty_host_is_rebuilt_at_osrics_price_before_the_card_is_turned_up(fixture_world):
    match = solo("osric-shade", [SLACK, BRINE, BRINE], [BRINE])
    act(match, type="play", card=SLACK)
    ysolt = match.state["chars"]["ysolt"]
    energy, terror, oaths = ysolt["energy"], ysolt["terror"], king(match)["oaths"]
    match = effect(match, [{"op": "host", "n": 3, "each": False}])
    e = enc(match)
    # two Host cards, then none left: the Sequence and discards go back, the Host is laid out
    # again, and its top card is turned up onto the emptied Sequence
    assert [x["card"] for x in e["seq"]] == ["osric-shade", "osric:combat:K01"]
    assert king(match)["host"] == ["osric:combat:K03"] and king(match)["rebuilds"] == 1
    assert SLACK in e["zones"]["ysolt"]["draw"] and e["zones"]["ysolt"]["discard"] == []
    after = match.state["chars"]["ysolt"]
    assert (after["energy"], after["terror"]) == (energy - 1, terror + 1)
    assert king(match)["oaths"] == oaths + 1  # the price's oath marker on his card


# ---- Gwenllian's Blooms -------------------------------------------------------------------


def test_spawning_grows_a_bloom_and_a_marker_after_each_delayed_step(fixture_world):
    match = solo("gwenllian-combat-1", [STANCE] * 3, [STANCE] * 6)  # Prevent 2 each Attack
    growing = lambda: [g["card"] for g in king(match)["blooms"]["growing"]]  # noqa: E731
    assert growing() == ["gwenllian:spawn:01"] and king(match)["bloom"] == 1
    for grown, markers in (("gwenllian:spawn:02", 2), ("gwenllian:spawn:03", 4)):
        act(match, type="play", card=STANCE)
        end_activation(match)
        # the Weeping Cap spreads: two markers as it grows
        assert growing()[-1] == grown and king(match)["bloom"] == markers
    act(match, type="play", card=STANCE)
    end_activation(match)
    assert len(growing()) == 3 and king(match)["bloom"] == 5  # her deck empty: the marker only


def test_markers_gained_may_go_on_a_bloom_and_a_full_bloom_is_pruned_for_its_loot(fixture_world):
    match = solo("gwenllian-combat-1", [SLACK, BRINE, BRINE])
    food = match.state["chars"]["ysolt"]["food"]
    act(match, type="play", card=SLACK)  # pool 2: asked where, marker by marker
    assert stage(match) == "bloom"
    assert {c["type"] for c in match.legal(0)} == {"keep", "bloom"}
    act(match, type="bloom", index=0, n=1)  # brittle: one marker counts twice
    assert king(match)["blooms"]["growing"][0]["markers"] == 2
    act(match, type="bloom", index=0, n=1)  # 4 of 3: pruned
    assert king(match)["blooms"]["growing"] == []
    assert king(match)["blooms"]["pruned"] == ["gwenllian:spawn:01"]
    assert match.state["chars"]["ysolt"]["food"] == food + 1  # the Puffball Brood's Loot
    assert enc(match)["pool"] == 0  # none went to the Pool


def test_keeping_the_markers_puts_them_in_the_pool(fixture_world):
    match = solo("gwenllian-combat-1", [SLACK, BRINE, BRINE])
    act(match, type="play", card=SLACK)
    act(match, type="keep")
    assert enc(match)["pool"] == 2
    assert king(match)["blooms"]["growing"][0]["markers"] == 0


def test_a_growing_blooms_row_and_the_bloom_amount_make_the_attack(fixture_world):
    match = solo("gwenllian-combat-1", [SLACK, BRINE, BRINE])
    # her "0-3" row: damage as many as her bloom markers (1), pool -1; the Puffball Brood at 0
    # markers adds 1 Terror
    parts = A.build(match.state, "ysolt")
    assert {(p["op"], p.get("what"), p["n"]) for p in parts} == {
        ("damage", None, 1),
        ("pool", None, -1),
        ("gain", "terror", 1),
    }
    assert match.view(0)["encounter"]["intent"].startswith("1 damage")  # the amount, read now


def test_a_shrouding_bloom_bars_the_win_until_it_is_pruned(fixture_world):
    match = solo("gwenllian-combat-2", [STANCE, SLACK, BRINE], [BRINE, BRINE])
    act(match, type="play", card=STANCE)
    end_activation(match)  # the Lanternmoss (shroud) grows second
    assert king(match)["blooms"]["growing"][-1]["card"] == "gwenllian:spawn:04"
    state = shaped(match)
    state["encounter"]["pool"] = 11  # hand-shaped: the Pool one short of her Value
    match = reshape(match, state)
    act(match, type="play", card=SLACK)
    assert match.legal(0)[0]["type"] == "bloom"  # the shroud is offered first
    act(match, type="keep")
    assert enc(match)["pool"] >= 12 and not enc(match)["over"]  # the win waits


def test_a_followers_bloom_starts_growing_and_goes_back_in_the_box(fixture_world):
    match = solo("gwenllian-bower", [SLACK, BRINE, BRINE])
    assert king(match)["blooms"]["growing"] == [{"card": "gwenllian:spawn:01", "markers": 0}]
    assert king(match)["bloom"] == 0  # no Spawning trait: nothing grows after the Delayed step
    act(match, type="play", card=SLACK)
    act(match, type="bloom", index=0, n=2)
    assert king(match)["blooms"]["growing"] == [] and king(match)["blooms"]["pruned"] == []


def test_her_diplomacy_answers_by_the_bloom_markers_on_her_card(fixture_world):
    match = solo("gwenllian-diplomacy-1", [CHAINS, CHAINS, OATH], [CHAINS, CHAINS])
    ops = lambda: [p["op"] for p in A.build(match.state, "ysolt")]  # noqa: E731
    # the Weeping Cap grew first, and it spreads: 2 markers
    assert king(match)["bloom"] == 2 and ops() == ["down", "destroy", "duration"]
    match = hand_shaped(match, bloom=4)
    assert ops() == ["down", "gain", "duration"]
    match = hand_shaped(match, bloom=0)
    assert ops() == ["down", "duration"]


def test_her_reshuffle_puts_the_pruned_under_her_deck_but_stage_two_keeps_them(fixture_world):
    for eid, rebuilt in (("gwenllian-combat-1", True), ("gwenllian-combat-2", False)):
        match = solo(eid, [SLACK, BRINE, BRINE], [BRINE])
        first = king(match)["blooms"]["growing"][0]["card"]
        blooms = {"deck": [], "growing": [], "pruned": [first]}
        match = hand_shaped(match, blooms=blooms)
        health = match.state["chars"]["ysolt"]["health"]
        match = effect(match, [{"op": "reshuffle", "n": 0, "each": False}])
        left = king(match)["blooms"]
        assert (left["deck"], left["pruned"]) == (([first], []) if rebuilt else ([], [first]))
        assert match.state["chars"]["ysolt"]["health"] == health - 1  # her price: a wound


# ---- the Tidewright's weather -------------------------------------------------------------


def test_the_first_weather_turns_up_after_the_first_delayed_step_and_changes_the_keys(
    fixture_world,
):
    match = solo("tidewright-combat-1", [GUNWALE, BRINE, BRINE], [BRINE, BRINE, BRINE])
    w = king(match)["weather"]
    assert (w["up"], w["time"]) == ("tidewright:weather:01", 2)  # Spring Tide, 2 markers
    card, gunwale = B.encounter_card(match.state), B.card_of(GUNWALE)
    # need +1 courage: his Courage 1 Key now asks for 2, which Ysolt (Courage 1) lacks
    assert [g["row"] for g in Y.gains(match.state, card, gunwale, "ysolt", False)] == ["free"]
    # and his Attack deals 1 more damage
    assert [p["n"] for p in A.build(match.state, "ysolt") if p["op"] == "damage"] == [3]


def test_the_weather_ticks_then_the_next_turns_up_with_its_own_rules(fixture_world):
    match = solo("tidewright-combat-1", [BRINE, BRINE, BRINE], [BRINE, BRINE, BRINE, BRINE])
    act(match, type="play", card=BRINE)
    end_activation(match)
    assert king(match)["weather"]["time"] == 1
    act(match, type="play", card=BRINE)
    end_activation(match)
    w = king(match)["weather"]
    assert (w["up"], w["time"], w["discard"]) == (
        "tidewright:weather:02",
        3,
        ["tidewright:weather:01"],
    )
    # Sea-Fret: Aggression read as Caution (Ysolt has none) and the Encounter gains Dread
    card, brine = B.encounter_card(match.state), B.card_of(BRINE)
    assert "dread" in [t["name"] for t in B.traits(match.state)]
    assert Y.gains(match.state, B.card_of(BRINE), brine, "ysolt", False)[0]["row"] == "free"
    assert card["opens"]["cc"] == ["courage", 1]


def test_an_empty_weather_stack_is_shuffled_again_at_the_tidewrights_price(fixture_world):
    match = solo("tidewright-combat-1", [BRINE, BRINE, BRINE], [BRINE, BRINE])
    discard = ["tidewright:weather:01", "tidewright:weather:02"]
    weather = {"deck": [], "up": "tidewright:weather:03", "time": 1, "discard": discard}
    match = hand_shaped(match, weather={**weather, "shuffled": False})  # its last marker
    act(match, type="play", card=BRINE)
    food, terror = (match.state["chars"]["ysolt"][k] for k in ("food", "terror"))
    end_activation(match)
    w = king(match)["weather"]
    assert w["shuffled"] and len(w["deck"]) == 2 and w["discard"] == [] and w["up"]
    assert sorted([*w["deck"], w["up"]]) == [f"tidewright:weather:0{n}" for n in (1, 2, 3)]
    assert [x["card"] for x in enc(match)["seq"]] == ["tidewright-combat-1"]
    ysolt = match.state["chars"]["ysolt"]
    assert ysolt["food"] == food - 1 and ysolt["terror"] >= terror + 1


def test_a_diplomacy_weather_adds_to_every_sway_and_to_the_response(fixture_world):
    match = solo("tidewright-diplomacy-1", [OATH, CHAINS, CHAINS], [CHAINS, CHAINS])
    assert king(match)["weather"]["up"] == "tidewright:weather:05"  # Slack Water
    card, oath = B.encounter_card(match.state), B.card_of(OATH)
    gained = Y.gains(match.state, card, oath, "ysolt", False)
    nodes = Y.nodes(match.state, gained)
    # two sway Bonuses (Empathy's row and the Free Key): each brings Duration +1 with it
    assert [n["op"] for n in nodes].count("duration") == 2
    downs = [p["n"] for p in A.build(match.state, "ysolt") if p["op"] == "down"]
    assert downs == [2]  # its Response part: 1 more down


# ---- the final boss -----------------------------------------------------------------------


def test_a_final_boss_cannot_be_escaped_but_can_be_given_up_for_its_fail_passage(fixture_world):
    match = solo("osric-final", [SLACK, BRINE, BRINE])
    types = {c["type"] for c in match.legal(0)}
    assert "escape" not in types and "give_up" in types
    ysolt = match.state["chars"]["ysolt"]
    terror = ysolt["terror"]
    act(match, type="give_up")
    assert match.state["encounter"] is None and match.state["last_encounter"] == "lose"
    # the Fail passage's price (3), then Osric's own for a meeting lost (1 each, his mark)
    assert match.state["chars"]["ysolt"]["terror"] == terror + 3 + 1
    assert match.state["statuses"]["osric-mark"] == [2]


def tide_begun(hand, deck=()):
    """Ysolt alone at the Tidewright's last Encounter, Greedy paid in Terror and the opening
    scene (a Duration for each voice on the sand) read."""
    match = solo("tidewright-final", hand, deck)
    while stage(match) in ("trait", "scene"):
        act(match, type="terror" if stage(match) == "trait" else "read")
    return match


def test_a_final_diplomacy_offers_no_avoid(fixture_world):
    match = tide_begun([OATH, CHAINS, CHAINS])
    types = {c["type"] for c in match.legal(0)}
    assert "avoid" not in types and "give_up" in types


def test_a_story_scene_is_read_once_when_its_pool_is_reached_after_an_attack(fixture_world):
    match = solo("osric-final", [SLACK, STANCE, STANCE], [STANCE, STANCE])
    state = shaped(match)
    state["encounter"]["pool"] = 7  # hand-shaped: the Pool past the first scene's 6
    match = reshape(match, state)
    assert "haste" in [t["name"] for t in B.traits(match.state)]
    act(match, type="play", card=SLACK)
    act(match, type="end")
    assert stage(match) == "scene"
    assert "Pryce Redcloak" in match.pending().info["text"]
    act(match, type="read")
    assert king(match)["scenes"] == [0]
    assert "haste" not in [t["name"] for t in B.traits(match.state)]  # its effect: trait- haste
    while match.state["encounter"] and stage(match) == "discard":
        act(match, type="discard")
    act(match, type="play", card=STANCE)  # Prevent 2: Ysolt lives through the next Attack
    end_activation(match)
    assert king(match)["scenes"] == [0]  # read once only


def test_the_tidewrights_opening_scene_gives_a_duration_for_each_member(fixture_world):
    for heroes in (["ysolt"], ["ysolt", "cadoc", "tobin"]):
        match = begin("tidewright-final", {h: [CHAINS] * 7 for h in heroes})
        keep_hands(match)
        while stage(match) == "trait":
            act(match, type="terror")
        printed = B.encounter_card(match.state)["duration"]
        assert stage(match) == "scene" and enc(match)["duration"] == printed
        act(match, type="read")
        ebb = 1 if king(match)["weather"]["up"] else 0  # the Great Ebb turned up: 1 Duration
        assert enc(match)["duration"] == printed + len(heroes) + ebb  # more voices, longer


def test_a_turn_scene_is_read_at_that_turns_start(fixture_world):
    match = tide_begun([CHAINS, CHAINS, CHAINS], [CHAINS] * 4)
    for _ in range(2):
        act(match, type="play", card=CHAINS)
        act(match, type="end")
        while stage(match) == "discard":
            act(match, type="discard")
    assert enc(match)["turn"] == 3 and stage(match) == "scene"
    assert "Grey Reeve" in match.pending().info["text"]
    act(match, type="read")
    assert "greedy" not in [t["name"] for t in B.traits(match.state)]


def test_a_red_conclusion_does_not_end_a_final_diplomacy(fixture_world):
    match = tide_begun([CHAINS, CHAINS, CHAINS], [CHAINS] * 4)
    state = shaped(match)
    state["encounter"]["affinity"], state["encounter"]["duration"] = 1, 1  # hand-shaped: red
    match = reshape(match, state)
    health = match.state["chars"]["ysolt"]["health"]
    act(match, type="end")
    e = enc(match)
    assert e is not None and not e["over"]
    # back to the card's Duration, and the talking goes on
    assert e["duration"] == B.encounter_card(match.state)["duration"]
    # the red Response's wound 1, then the red Conclusion's wound 2
    assert match.state["chars"]["ysolt"]["health"] == health - 3


def test_a_final_boss_with_everyone_dying_reads_its_fail_passage(fixture_world):
    match = solo("osric-final", [SLACK, BRINE, BRINE])
    state = shaped(match)
    state["chars"]["ysolt"]["health"] = 1  # hand-shaped: one blow from Dying
    match = reshape(match, state)
    exp = match.state["chars"]["ysolt"]["exp"]
    act(match, type="end")  # the Opportunity Attack
    assert match.state["encounter"] is None and match.state["last_encounter"] == "lose"
    assert match.state["chars"]["ysolt"]["exp"] == max(0, exp - 2)


# ---- met on the board, and the view -------------------------------------------------------


def test_a_king_met_on_the_board_is_played_by_the_engine_to_its_end():
    match = start("cadoc")
    state = shaped(match)
    state["kings"] = {"osric": {"at": "102", "meets": "osric-combat-1", "sated": False}}
    match = reshape(match, state)
    do(match, type="travel", to="102")
    assert kind(match) == "encounter"
    e = match.state["encounter"]
    assert e["source"] == "king" and e["king"]["mechanic"] == "host"
    assert not B.encounter_card(match.state).get("stand_in")
    play_encounter(match)
    assert match.state["encounter"] is None
    assert match.state["last_encounter"] in ("win", "lose")
    osric = match.state["kings"].get("osric")
    assert (osric is None) == (match.state["last_encounter"] == "win")


def test_the_view_shows_each_kings_own_state(fixture_world):
    match = solo("osric-shade", [SLACK, BRINE, BRINE])
    view = match.view(0)["encounter"]["king"]
    assert view["mechanic"] == "host" and view["oaths"] == 2
    assert view["host"] == {"left": 2, "aside": 0}
    match = solo("gwenllian-combat-1", [SLACK, BRINE, BRINE])
    view = match.view(0)["encounter"]["king"]
    assert view["bloom"] == 1 and view["blooms"]["deck"] == 2
    grown = view["blooms"]["growing"][0]
    assert grown["name"] == "Puffball Brood" and (grown["markers"], grown["value"]) == (0, 3)
    assert grown["traits"] == ["brittle"] and "Terror" in grown["row"]
    match = solo("tidewright-combat-1", [BRINE, BRINE, BRINE])
    view = match.view(0)["encounter"]["king"]
    assert view["weather"]["up"]["name"] == "Spring Tide"
    assert view["weather"]["up"]["time"] == 2 and view["weather"]["deck"] == 2
    assert "Courage +1" in view["weather"]["up"]["rules"]
    match = solo("osric-final", [SLACK, BRINE, BRINE])
    view = match.view(0)["encounter"]["king"]
    assert view["final"] and view["scenes"] == [] and view["progress"] == 0
    assert view["fail"]


KING_CARDS = sorted(e for e, c in content.load()["encounters"].items() if "king" in c)


@pytest.mark.parametrize("eid", KING_CARDS)
def test_every_king_card_and_follower_plays_to_its_end_with_a_starting_deck(eid):
    """The simple AI with Ysolt's and Cadoc's starting decks: no King's card stalls or breaks."""
    kind_ = content.load()["encounters"][eid]["kind"]
    decks = {
        h: list(start(h).state["chars"][h]["decks"][kind_]["deck"]) for h in ("ysolt", "cadoc")
    }
    match = begin(eid, decks)
    play_encounter(match)
    assert match.state["encounter"] is None
    assert match.state["last_encounter"] in ("win", "lose")


def test_in_a_diplomacy_each_slot_gained_may_go_on_a_bloom_instead(fixture_world):
    match = solo("gwenllian-tender", [CHAINS, CHAINS, CHAINS], [CHAINS, CHAINS])
    affinity = enc(match)["affinity"]
    act(match, type="play", card=CHAINS)  # Empathy's up 1, then the Free Key's up 1
    assert stage(match) == "bloom" and "Affinity" in match.legal(0)[0]["label"]
    act(match, type="bloom", index=0, n=1)
    act(match, type="bloom", index=0, n=1)
    assert king(match)["blooms"]["growing"][0]["markers"] == 2
    assert enc(match)["affinity"] == affinity
