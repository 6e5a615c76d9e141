"""Combat's rules one by one, with the fixture cards (tests/tainted_grail/fixtures): the Keys
and their Bonuses, what allows a further card, charges, Delayed abilities and covered cards,
every combat trait, the Opportunity Attack, a Pool that would go below 0, Run Away, Escape,
Dying, Panic, the End of the Turn, Skills and Items, costs in a party, and the hands each seat
keeps to itself. Decks are set to the cards a test plays (hand-shaped, as each test says)."""

from __future__ import annotations

import pytest

from game.core.chance import Chance
from game.core.contract import IllegalCommand
from game.core.playout import bare
from game.games.tainted_grail.rules.encounter import activation as V
from game.games.tainted_grail.rules.encounter import board as B
from game.games.tainted_grail.rules.encounter import keys as Y
from tests.tainted_grail.encounter_helpers import (  # noqa: F401
    act,
    begin,
    enc,
    fixture_world,
    keep_hands,
    seq_names,
)
from tests.tainted_grail.helpers import RULES, reshape, shaped

TRADE, FLURRY, GUNWALE, BRINE, STANCE, BEAT, SLACK = (f"ysolt:combat:Q0{n}" for n in range(1, 8))
TAPER, FLARE, SEAL, SNUFF, FUSE = (f"cadoc:combat:Q0{n}" for n in range(1, 6))
YSOLT_B = [f"ysolt:combat:B{n:02d}" for n in range(1, 11)]


def solo(eid, hand, deck=(), **options):
    """Ysolt alone against ``eid`` holding ``hand`` with ``deck`` under it, hands kept."""
    match = begin(eid, {"ysolt": [*hand, *deck]}, draws={"ysolt": (list(hand), list(deck))},
                  **options)
    keep_hands(match)
    return match


def card(world, cid):
    return world["cards"].get(cid) or world["encounters"][cid]


# ---- Keys and Bonuses ----------------------------------------------------------------------


def test_an_attribute_key_gives_its_bonus_only_with_the_attribute(fixture_world):
    state = solo("moss-bear", [TRADE]).state
    bear, trade = card(fixture_world, "moss-bear"), card(fixture_world, TRADE)
    assert Y.gains(state, bear, trade, "ysolt", False)[0]["row"] == "ae"  # Aggression 2
    state["chars"]["ysolt"]["attrs"]["aggression"] = 1
    assert Y.gains(state, bear, trade, "ysolt", False) == []
    assert "ae" in Y.connected(bear, trade)  # connected all the same


def test_the_free_key_multiplies_and_0x_gives_nothing(fixture_world):
    state = solo("moss-bear", [TRADE]).state
    beat, slack = card(fixture_world, BEAT), card(fixture_world, SLACK)
    gained = Y.gains(state, beat, slack, "ysolt", False)  # 3x: pool 2 three times, play once
    assert Y.pool_gain(gained) == 6 and Y.allows(gained)
    assert Y.gains(state, slack, slack, "ysolt", False) == []  # 0x: not even the play
    assert Y.nodes(state, gained) == [{"op": "pool", "n": 6, "each": False}]


def test_the_magic_key_is_gained_only_when_someone_pays(fixture_world):
    match = begin("moss-bear", {"ysolt": [TRADE], "cadoc": [TAPER, FLARE]},
                  draws={"ysolt": ([TRADE], []), "cadoc": ([TAPER, FLARE], [])})
    keep_hands(match)
    ysolt_magic = match.state["chars"]["ysolt"]["magic"] = 1  # shaped: Ysolt has 1 Magic
    act(match, type="activate", cid="cadoc")
    act(match, type="play", card=TAPER)
    payers = {c["magic"] for c in match.legal(0) if c["type"] == "play"}
    assert payers == {None, "cadoc", "ysolt"}  # any member may pay (PS gives the Play)
    act(match, type="play", card=FLARE, magic="ysolt")
    assert match.state["chars"]["ysolt"]["magic"] == ysolt_magic - 1
    assert match.state["chars"]["cadoc"]["magic"] == 1
    assert enc(match)["pool"] == 1 and enc(match)["seq"][-1]["gained"] == ["ps", "magic"]


def test_only_a_card_whose_own_play_bonus_is_gained_may_follow(fixture_world):
    match = solo("moss-bear", [BEAT, SLACK, TRADE])
    act(match, type="activate", cid="ysolt") if match.pending().info.get("stage") == "pick" else None
    act(match, type="play", card=BEAT)  # first card: any
    playable = {c["card"] for c in match.legal(0) if c["type"] == "play"}
    assert playable == {SLACK}  # Trade Knocks has no Play Bonus
    option = next(c for c in match.legal(0) if c["type"] == "play")
    assert "No card may follow" in option["preview"]  # after Slack Oar: 0x
    assert "Pool 2 -> 8 of 8" in option["preview"]  # 2 from Galley Beat, then 2 x 3


def test_story_mode_tactical_genius_needs_no_play_bonus(fixture_world):
    match = solo("moss-bear", [BEAT, SLACK, TRADE], mode="story")
    act(match, type="play", card=BEAT)
    assert {c["card"] for c in match.legal(0) if c["type"] == "play"} == {SLACK, TRADE}


# ---- abilities: charges, Delayed, covered cards, attack changes ----------------------------


def test_charges_are_paid_for_an_ability_any_time_in_the_activation(fixture_world):
    match = begin("moss-bear", {"cadoc": [SNUFF]}, draws={"cadoc": ([SNUFF], [])})
    keep_hands(match)
    act(match, type="play", card=SNUFF)
    assert enc(match)["seq"][1]["charges"] == 2
    act(match, type="use_charges", uid=1)
    act(match, type="use_charges", uid=1)
    assert enc(match)["pool"] == 2 and enc(match)["seq"][1]["charges"] == 0
    assert not [c for c in match.legal(0) if c["type"] == "use_charges"]


def test_covering_a_card_with_time_markers_loses_them_unless_passive(fixture_world):
    match = begin("moss-bear", {"cadoc": [FUSE, TAPER, SEAL]},
                  draws={"cadoc": ([FUSE, TAPER, SEAL], [])}, mode="story")
    keep_hands(match)
    act(match, type="play", card=FUSE)
    assert enc(match)["seq"][1]["time"] == 2
    act(match, type="play", card=TAPER)  # Slow Fuse is not passive: its markers go unresolved
    assert enc(match)["seq"][1]["time"] == 0 and enc(match)["seq"][2]["time"] == 3
    act(match, type="play", card=SEAL)
    assert enc(match)["seq"][2]["time"] == 3  # the passive Taper keeps its markers
    assert "Slow Fuse's Delayed ability" not in " ".join(match.state["log"])


def test_the_delayed_ability_fires_when_the_last_marker_goes(fixture_world):
    match = begin("moss-bear", {"cadoc": [FUSE]}, draws={"cadoc": ([FUSE], [])})
    keep_hands(match)
    act(match, type="play", card=FUSE)
    assert enc(match)["seq"][1]["time"] == 2
    state = shaped(match)
    state["encounter"]["seq"][1]["time"] = 1  # shaped: a turn has passed for the Fuse
    match = reshape(match, state)
    act(match, type="end")  # the Attack (pool 1 -> 0); next turn the last marker goes: +5
    assert "Slow Fuse's Delayed ability: +5 to the Combat Pool." in match.state["log"]
    assert enc(match)["pool"] == 5 and enc(match)["seq"][1]["time"] == 0


def attack_with(match, table_row, card_ids, **extra):
    """The Attack the Bear would make with ``table_row`` while ``card_ids`` lie in the
    Sequence (the last one active): a hand-shaped position for the book's examples 1-7."""
    from game.games.tainted_grail.rules.encounter import attack as A
    from game.games.tainted_grail.rules.encounter import phrases as P

    state = shaped(match)
    world = B.S.world()
    bear = dict(world["encounters"]["moss-bear"])
    bear["attack_table"] = [[0, None, P.effects(table_row, "test")]]
    world["encounters"]["moss-bear"] = bear
    state["encounter"]["seq"] += [
        {"uid": 10 + i, "card": c, "owner": "ysolt", "time": 0, "charges": 0}
        for i, c in enumerate(card_ids)
    ]
    state["options"].update(extra)
    return A.build(state, "ysolt")


def words(parts):
    from game.games.tainted_grail.rules.encounter import words as W

    return W.effects(parts) if parts is not None else None


@pytest.mark.parametrize(
    "row, cards, expected",
    [
        ("damage 2; pool -1", [BRINE], "3 damage; -1 to the Combat Pool"),  # 1: add to it
        ("pool -6", [BRINE], "-6 to the Combat Pool; 1 damage"),  # 2: else it comes last
        ("damage 3 each; pool 3", [BRINE], "4 damage (each); +3 to the Combat Pool"),  # 4
        ("damage 1; damage 1 each; terror 3", [BRINE],  # 5: every instance
         "2 damage; 2 damage (each); gain 3 Terror"),
        ("damage 3; damage 1 each; terror 3", [STANCE], "1 damage; gain 3 Terror"),  # 5 and 7
        ("wound 2", [STANCE], "2 unpreventable damage"),  # a Prevent can't touch it
    ],
)
def test_the_books_attack_examples(fixture_world, row, cards, expected):
    match = solo("moss-bear", [TRADE])
    assert words(attack_with(match, row, cards)) == expected


def test_an_added_part_is_lost_with_its_card_or_when_the_enemy_runs(fixture_world):
    match = solo("moss-bear", [TRADE])
    parts = attack_with(match, "destroy", [BRINE])  # example 3's note: discarded before it
    assert parts[-1]["from"] == 10  # the added damage remembers its card
    parts = attack_with(match, "run-away", [BRINE])  # example 3: the Combat ends first
    assert [p["op"] for p in parts] == ["run-away", "damage"]


def test_challenge_mode_empowers_every_attack(fixture_world):
    match = solo("moss-bear", [TRADE], mode="challenge")
    assert match.view(0)["encounter"]["intent"] == "4 damage; -1 to the Combat Pool"
    assert words(attack_with(match, "damage 2; pool -1", [])) == "3 damage; -1 to the Combat Pool"


# ---- the Enemy's turn, traits, the Pool ----------------------------------------------------


def test_no_card_played_brings_the_opportunity_attack_and_a_short_pool_mills(fixture_world):
    match = solo("gnawing-dread", YSOLT_B[:3], YSOLT_B[3:])
    health = match.state["chars"]["ysolt"]["health"]
    act(match, type="end")
    # Opportunity 2; Exhaustive mills 1; the Attack at 0: 1 damage and -3 from an empty Pool
    assert match.state["chars"]["ysolt"]["health"] == health - 3
    assert len(enc(match)["zones"]["ysolt"]["discard"]) == 1 + 3
    assert enc(match)["pool"] == 0


def test_dread_and_harass_come_before_the_attack(fixture_world):
    match = solo("gnawing-dread", YSOLT_B[:1], YSOLT_B[1:])
    match.state["encounter"]["pool"] = 5  # shaped: the Attack's 2+ row
    health, terror = (match.state["chars"]["ysolt"][k] for k in ("health", "terror"))
    act(match, type="play", card=YSOLT_B[0])
    act(match, type="end")  # hand 0: Dread +1 Terror; 1 card in the Sequence: Harass 1 damage
    assert match.state["chars"]["ysolt"]["terror"] == terror + 1
    assert match.state["chars"]["ysolt"]["health"] == health - 2


def test_entrapment_haste_and_shatter(fixture_world):
    match = begin("snare-hound", {"ysolt": [BEAT, SLACK, TRADE]},
                  draws={"ysolt": ([BEAT, SLACK, TRADE], [])}, mode="story")
    keep_hands(match)
    assert match.pending().info["stage"] == "trait"
    health = match.state["chars"]["ysolt"]["health"]
    act(match, type="health")  # Entrapment: 1 Health rather than a card
    assert match.state["chars"]["ysolt"]["health"] == health - 1
    state = shaped(match)
    state["encounter"]["played"] = V.HASTE_LIMIT  # shaped: three cards played already
    assert V.plays(state, "ysolt") == []  # Haste
    food = match.state["chars"]["ysolt"]["food"]
    assert any(i["id"] == "gutting-knife" for i in match.state["chars"]["ysolt"]["items"])
    act(match, type="play", card=BEAT)  # AE 1 + Free 1 x 3: 4 of 3, won at once
    assert match.state["last_encounter"] == "win"
    assert not any(i["id"] == "gutting-knife" for i in match.state["chars"]["ysolt"]["items"])
    assert match.state["chars"]["ysolt"]["food"] == food + 2  # Loot "each": hers


def test_run_away_ends_it_as_a_win_without_loot(fixture_world):
    match = solo("skittish-hare", [TRADE])
    food = match.state["chars"]["ysolt"]["food"]
    act(match, type="play", card=TRADE)
    act(match, type="pay")  # 3 markers: the Hare's 2+ row runs away
    act(match, type="end")
    assert match.state["last_encounter"] == "win"
    assert match.state["chars"]["ysolt"]["food"] == food
    assert "The Skittish Hare runs away." in match.state["log"]


# ---- leaving: Escape, Dying ----------------------------------------------------------------


def test_escape_costs_1_health_then_the_attack_then_out(fixture_world):
    match = solo("moss-bear", [TRADE])
    health = match.state["chars"]["ysolt"]["health"]
    act(match, type="escape")  # 1, then the Opportunity Attack 2 and the Attack 3
    assert match.state["chars"]["ysolt"]["health"] == health - 6
    assert match.state["last_encounter"] == "lose" and match.state["encounter"] is None


def test_in_challenge_mode_escaping_takes_a_4_or_more(fixture_world):
    match = solo("moss-bear", [TRADE], YSOLT_B[:3], mode="challenge")
    for seed in range(1, 200):
        if Chance(seed, match.draws).die(6, "encounter") <= 3:
            match.seed = seed
            break
    act(match, type="escape")
    assert match.state["encounter"] is not None and "ysolt" in enc(match)["party"]
    assert any("caught, they stay" in line for line in match.state["log"])


def test_one_escapes_and_the_other_fights_on(fixture_world):
    match = begin("moss-bear", {"ysolt": [TRADE], "cadoc": [TAPER]},
                  draws={"ysolt": ([TRADE], []), "cadoc": ([TAPER], [])})
    keep_hands(match)
    act(match, type="activate", cid="ysolt")
    act(match, type="escape")
    assert enc(match)["party"] == ["cadoc"] and enc(match)["active"] == "cadoc"


def test_you_are_dying_takes_a_character_out_at_once(fixture_world):
    match = begin("moss-bear", {"ysolt": [TRADE], "cadoc": [TAPER]},
                  draws={"ysolt": ([TRADE], []), "cadoc": ([TAPER], [])})
    keep_hands(match)
    state = shaped(match)
    state["chars"]["ysolt"]["health"] = 2  # shaped: one blow from Dying
    match = reshape(match, state)
    act(match, type="activate", cid="ysolt")
    act(match, type="end")  # Opportunity 2: Dying, out before the Attack
    assert match.state["chars"]["ysolt"]["dying"]
    assert enc(match)["party"] == ["cadoc"] and "ysolt" in enc(match)["gone"]
    assert enc(match)["active"] == "cadoc"


# ---- Panic, the End of the Turn, gear ------------------------------------------------------


def test_panic_places_the_top_card_first_and_draws_nothing_at_the_end(fixture_world):
    match = solo("moss-bear", [TRADE, FLURRY], [BEAT, SLACK])
    state = shaped(match)
    state["chars"]["ysolt"]["terror"] = 7  # shaped: Going Insane
    state["chars"]["ysolt"]["insane"] = True
    match = reshape(match, state)
    assert [c["type"] for c in match.legal(0) if c["type"] in ("play", "panic")] == ["panic"]
    act(match, type="panic")
    assert seq_names(match) == ["Galley Beat"]
    assert {c["card"] for c in match.legal(0) if c["type"] == "play"} == set()
    act(match, type="end")
    assert sorted(enc(match)["zones"]["ysolt"]["hand"]) == sorted([TRADE, FLURRY])  # no draw


def test_the_end_of_the_turn_discards_down_to_3_then_draws_1(fixture_world):
    match = solo("skittish-hare", [TRADE, FLURRY, GUNWALE], YSOLT_B[:5])
    act(match, type="end")  # no discard at 3; draws 1: 4 in hand
    assert len(enc(match)["zones"]["ysolt"]["hand"]) == 4
    act(match, type="end")
    assert match.pending().info["stage"] == "discard"
    act(match, type="discard", card=TRADE)
    assert len(enc(match)["zones"]["ysolt"]["hand"]) == 4  # down to 3, then 1 drawn


def test_a_redraw_is_one_card_fewer_and_the_old_hand_goes_back(fixture_world):
    match = begin("moss-bear", {"ysolt": YSOLT_B})
    before = list(enc(match)["zones"]["ysolt"]["hand"])
    act(match, type="redraw")
    z = enc(match)["zones"]["ysolt"]
    assert len(z["hand"]) == 2 and len(z["draw"]) == 8 and set(before) <= set(z["draw"])
    act(match, type="redraw")
    assert match.pending().info["stage"] != "redraw"  # down to one card: no more redraws


def test_a_skill_works_once_per_encounter_and_an_item_shields_its_owner(fixture_world):
    match = solo("moss-bear", [TRADE], YSOLT_B[:3])
    state = shaped(match)
    state["chars"]["ysolt"]["skills"] = [{"attr": "aggression", "side": 0}]  # Oar Sweep
    state["chars"]["ysolt"]["items"].append({"id": "wicker-buckler", "active": True})
    match = reshape(match, state)
    skill = next(c for c in match.legal(0) if c["type"] == "use_ability" and "Oar" in c["label"])
    match.submit(0, bare(skill))
    assert enc(match)["pool"] == 2
    assert not any("Oar" in c["label"] for c in match.legal(0))
    act(match, type="use_ability", key="item:ysolt:wicker-buckler:0")  # discard: Prevent 2
    health = match.state["chars"]["ysolt"]["health"]
    act(match, type="play", card=TRADE)
    act(match, type="skip")
    act(match, type="end")  # the Attack's 3 damage, 2 of it Prevented
    assert match.state["chars"]["ysolt"]["health"] == health - 1
    assert not any(i["id"] == "wicker-buckler" for i in match.state["chars"]["ysolt"]["items"])


def test_energy_costs_are_the_active_characters_alone(fixture_world):
    match = begin("moss-bear", {"ysolt": [TRADE], "cadoc": [TAPER]},
                  draws={"ysolt": ([TRADE], []), "cadoc": ([TAPER], [])})
    keep_hands(match)
    state = shaped(match)
    state["chars"]["ysolt"]["energy"] = 2  # shaped: too tired for Trade Knocks' offer
    match = reshape(match, state)
    act(match, type="activate", cid="ysolt")
    act(match, type="play", card=TRADE)
    assert match.pending().info.get("stage") == "activation"  # the offer is not even made
    assert match.state["chars"]["cadoc"]["energy"] > 3


# ---- secrets: each seat's hands ------------------------------------------------------------


def test_a_hand_is_played_only_by_its_own_seat_and_seen_by_the_whole_table(fixture_world):
    match = begin("moss-bear", {"ysolt": [TRADE, FLURRY], "cadoc": [TAPER, FLARE, SEAL]},
                  players=2, draws={"cadoc": ([FLARE, TAPER], [SEAL])})
    assert match.pending().seats == [0]  # Ysolt's redraw: seat 0's hand
    keep_hands(match)
    act(match, type="activate", cid="cadoc")
    assert match.pending().seats == [1] and match.legal(0) == []
    with pytest.raises(IllegalCommand):
        match.submit(0, {"type": "end"})
    seen = match.view(0)["encounter"]  # nothing is secret between the players: hands are open
    assert set(seen["hands"]) == {"ysolt", "cadoc"} and seen["held"] == ["ysolt"]
    assert seen["playable"] == []  # Cadoc's plays and their previews are his seat's
    assert match.view(1)["encounter"]["held"] == ["cadoc"]
    assert match.view(1)["encounter"]["playable"]
    hidden = RULES.hidden_from(match.state, 0)
    assert [FLARE, TAPER] not in hidden and [SEAL] not in hidden  # one card tells no order
    assert hidden == RULES.hidden_from(match.state, 1)  # both seats see the same
    act(match, seat=1, type="end")


def test_a_wyrdform_card_is_played_only_when_its_cost_is_paid_in_full(fixture_world):
    wyrd = "cadoc:combat:W03"  # costs 2 Energy (assets/tainted_grail/cards/cadoc.yaml)
    match = begin("moss-bear", {"cadoc": [wyrd, SEAL]}, draws={"cadoc": ([wyrd, SEAL], [])})
    keep_hands(match)
    state = shaped(match)
    state["chars"]["cadoc"]["energy"] = 1  # shaped: too little Energy
    poor = reshape(match, state)
    assert {c["card"] for c in poor.legal(0) if c["type"] == "play"} == {SEAL}
    energy = match.state["chars"]["cadoc"]["energy"]
    option = next(c for c in match.legal(0) if c.get("card") == wyrd)
    assert "costs 2 Energy" in option["preview"]
    act(match, type="play", card=wyrd)
    assert match.state["chars"]["cadoc"]["energy"] == energy - 2


# ---- the audit against the book: discards, Shatter, Panic and Haste ------------------------


def test_a_discard_longer_than_the_hand_takes_the_rest_from_the_top_of_the_deck(fixture_world):
    from game.games.tainted_grail.rules.encounter import steps as T
    from tests.tainted_grail.helpers import run_step

    match = solo("moss-bear", [TRADE], YSOLT_B[:3])
    after, _ = run_step(shaped(match), T.fx([{"op": "discard", "n": 3, "each": False}], "ysolt"))
    z = after["encounter"]["zones"]["ysolt"]
    assert z["hand"] == [] and z["discard"] == [TRADE, *YSOLT_B[:2]]  # 1 from hand, 2 from top
    assert z["draw"] == YSOLT_B[2:3]


def test_shatter_breaks_the_weapon_when_the_enemy_runs_away_too(fixture_world):
    from game.games.tainted_grail.rules.encounter import steps as T
    from tests.tainted_grail.helpers import run_step

    match = begin("snare-hound", {"ysolt": [BEAT, SLACK, TRADE]},
                  draws={"ysolt": ([BEAT, SLACK, TRADE], [])})
    keep_hands(match)
    act(match, type="health")  # Entrapment
    assert any(i["id"] == "gutting-knife" for i in match.state["chars"]["ysolt"]["items"])
    after, _ = run_step(shaped(match), T.fx([{"op": "run-away", "n": 0, "each": False}], "ysolt"))
    assert after["last_encounter"] == "win"  # a Run Away counts as a win for any rule
    assert not any(i["id"] == "gutting-knife" for i in after["chars"]["ysolt"]["items"])


def _panicking_at_the_hound(world, hand, deck):
    """Ysolt Going Insane against a Snare Hound made tough (Value 20), Entrapment paid."""
    world["encounters"]["snare-hound"] = {**world["encounters"]["snare-hound"], "value": 20}
    match = begin("snare-hound", {"ysolt": [*hand, *deck]}, draws={"ysolt": (hand, deck)},
                  mode="story")
    keep_hands(match)
    act(match, type="health")  # Entrapment
    state = shaped(match)
    state["chars"]["ysolt"]["insane"] = True  # shaped: Going Insane
    return reshape(match, state)


def test_a_card_placed_in_panic_is_the_activations_first_for_haste_and_the_opportunity(
    fixture_world,
):
    match = _panicking_at_the_hound(fixture_world, [GUNWALE], [SLACK])
    health = match.state["chars"]["ysolt"]["health"]
    act(match, type="panic")
    act(match, type="end")  # a card was placed: the Attack's 1 damage, no Opportunity Attack
    assert match.state["chars"]["ysolt"]["health"] == health - 1
    match = _panicking_at_the_hound(fixture_world, [GUNWALE, FLURRY, BEAT], [SLACK])
    act(match, type="panic")  # Slack Oar from the top: the first card
    act(match, type="play", card=GUNWALE)
    act(match, type="play", card=FLURRY)
    assert V.plays(match.state, "ysolt") == []  # Haste: three cards, the Panic one among them


def test_victory_is_immediate_and_the_cards_ability_is_not_resolved(fixture_world):
    match = solo("moss-bear", [TRADE])
    state = shaped(match)
    state["encounter"]["pool"] = 7  # shaped: one marker short of the Bear's 8
    match = reshape(match, state)
    energy = match.state["chars"]["ysolt"]["energy"]
    act(match, type="play", card=TRADE)  # the AE Bonus: 8 of 8, before its On Placement offer
    assert match.state["last_encounter"] == "win" and match.state["encounter"] is None
    assert match.state["chars"]["ysolt"]["energy"] == energy
    assert not any("Energy" in c["label"] and "pay" in c.get("type", "") for c in match.legal(0))


def test_the_attack_by_the_pool_picks_its_row_and_a_multi_part_hits_everyone(fixture_world):
    match = begin("moss-bear", {"ysolt": [TRADE], "cadoc": [TAPER]},
                  draws={"ysolt": ([TRADE], []), "cadoc": ([TAPER], [])})
    keep_hands(match)
    state = shaped(match)
    state["encounter"]["pool"] = 6  # shaped: the "6+" row
    match = reshape(match, state)
    health = {c: match.state["chars"][c]["health"] for c in ("ysolt", "cadoc")}
    act(match, type="activate", cid="ysolt")
    act(match, type="play", card=TRADE)  # 7 of 8
    act(match, type="skip")  # no Energy paid
    act(match, type="end")  # 1 damage to each of them, 1 marker off
    assert {c: health[c] - match.state["chars"][c]["health"] for c in health} == {
        "ysolt": 1, "cadoc": 1}
    assert enc(match)["pool"] == 6


def test_a_wyrdform_card_placed_in_panic_costs_nothing(fixture_world):
    wyrd = "cadoc:combat:W03"  # costs 2 Energy when played from hand
    match = begin("moss-bear", {"cadoc": [SEAL, wyrd]}, draws={"cadoc": ([SEAL], [wyrd])})
    keep_hands(match)
    state = shaped(match)
    state["chars"]["cadoc"]["energy"] = 1  # shaped: too little Energy to play it from hand
    state["chars"]["cadoc"]["insane"] = True  # shaped: Going Insane
    match = reshape(match, state)
    act(match, type="panic")  # not played from hand: its cost is ignored
    assert enc(match)["seq"][-1]["card"] == wyrd
    assert match.state["chars"]["cadoc"]["energy"] == 1


def test_an_item_flipped_in_a_combat_is_flipped_back_for_the_next_one(fixture_world):
    from game.games.tainted_grail.rules import encounter_start as N
    from tests.tainted_grail.helpers import run_step

    knife = "item:ysolt:gutting-knife:0"  # Flip: 1 to the Combat Pool
    match = solo("moss-bear", [TRADE])
    state = shaped(match)
    state["encounter"]["pool"] = 7  # shaped: one marker short
    match = reshape(match, state)
    act(match, type="use_ability", key=knife)
    assert match.state["last_encounter"] == "win"
    state = shaped(match)
    at = state["chars"]["ysolt"]["at"]
    state["chars"]["ysolt"]["decks"]["combat"]["deck"] = [TRADE]
    after, _ = run_step(state, N.step("moss-bear", ["ysolt"], at, "named"))
    match = reshape(match, after)
    keep_hands(match)
    assert any(c.get("key") == knife for c in match.legal(0))  # usable again
    act(match, type="use_ability", key=knife)
    assert not any(c.get("key") == knife for c in match.legal(0))  # once per Encounter


def test_entrapment_may_take_a_card_from_the_hand_instead(fixture_world):
    match = begin("snare-hound", {"ysolt": [BEAT, SLACK, TRADE]},
                  draws={"ysolt": ([BEAT, SLACK, TRADE], [])})
    keep_hands(match)
    health = match.state["chars"]["ysolt"]["health"]
    act(match, type="discard", card=TRADE)
    z = enc(match)["zones"]["ysolt"]
    assert sorted(z["hand"]) == sorted([BEAT, SLACK]) and z["discard"] == [TRADE]
    assert match.state["chars"]["ysolt"]["health"] == health
