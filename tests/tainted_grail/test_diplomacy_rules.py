"""Diplomacy's rules one by one, with the fixture cards and Encounters: the Duration (at most
10, the end the moment it is gone), the Affinity's ends, sway by the Encounter's rule for the
row's Attribute, the Response by colour, Avoiding (and Discouraging, Challenge mode), Greedy and
Dread, and the Conclusion shared or ``each``. Decks are set to the cards a test plays."""

from __future__ import annotations

from game.games.tainted_grail.rules.encounter import board as B
from game.games.tainted_grail.rules.encounter import steps as T
from tests.tainted_grail.encounter_helpers import (  # noqa: F401
    act,
    begin,
    enc,
    fixture_world,
    keep_hands,
)
from tests.tainted_grail.helpers import reshape, run_step, shaped

OATH, CHAINS = "ysolt:diplomacy:Q01", "ysolt:diplomacy:Q02"
YSOLT_B = [f"ysolt:diplomacy:B{n:02d}" for n in range(1, 11)]


def talk(eid, hand, deck=(), hero="ysolt", **options):
    match = begin(eid, {hero: [*hand, *deck]}, draws={hero: (list(hand), list(deck))}, **options)
    keep_hands(match)
    return match


def after_effects(match, nodes):
    """Run effect nodes for Ysolt on a copy of the position: the state after and its log."""
    state, _ = run_step(shaped(match), T.fx(nodes, "ysolt"))
    return state


def node(op, n, **more):
    return {"op": op, "n": n, "each": False, **more}


def test_the_duration_stops_at_10_and_the_talk_ends_the_moment_it_is_gone(fixture_world):
    match = talk("sodden-knight", [OATH], YSOLT_B[:3])
    assert after_effects(match, [node("duration", 20)])["encounter"]["duration"] == 10
    state = after_effects(match, [node("duration", -3), node("up", 2)])
    assert state["last_encounter"] == "lose"  # grey Conclusion: the Affinity never rose
    assert not any("Affinity up" in line for line in state["log"])


def test_the_affinity_stays_on_its_track_and_below_the_bottom_mills(fixture_world):
    match = talk("sodden-knight", [OATH], YSOLT_B[:5])
    assert after_effects(match, [node("up", 9)])["encounter"]["affinity"] == 7
    state = after_effects(match, [node("down", 6)])  # 4 -> 1 takes 3; three slots short
    assert state["encounter"]["affinity"] == 1
    assert len(state["encounter"]["zones"]["ysolt"]["discard"]) == 3


def test_sway_resolves_the_encounters_rule_for_the_rows_attribute(fixture_world):
    match = talk("grasping-factor", [OATH, CHAINS], YSOLT_B[:3])
    act(match, type="terror")  # Greedy: Ysolt has no Wealth, so she gains 1 Terror
    assert enc(match)["affinity"] == 3
    act(match, type="play", card=OATH)  # AE sway (Empathy: up 1), Free sway (free: draw 1)
    assert enc(match)["affinity"] == 4
    assert len(enc(match)["zones"]["ysolt"]["hand"]) == 2  # Chains and the card drawn


def test_the_magic_key_in_diplomacy(fixture_world):
    match = talk("grasping-factor", [OATH, CHAINS], YSOLT_B[:3])
    act(match, type="terror")
    state = shaped(match)
    state["chars"]["ysolt"]["magic"] = 1  # shaped: one Magic to spend
    match = reshape(match, state)
    act(match, type="play", card=OATH)
    act(match, type="play", card=CHAINS, magic="ysolt")  # AE up 1 + Magic up 2, Free up 1 x 2
    assert enc(match)["affinity"] == 6 and match.state["chars"]["ysolt"]["magic"] == 0


def test_greedy_asks_for_a_wealth_or_a_slot(fixture_world):
    match = talk("grasping-factor", ["rhoswen:diplomacy:Q01"], hero="rhoswen")
    wealth = match.state["chars"]["rhoswen"]["wealth"]
    assert {c["type"] for c in match.legal(0)} == {"pay", "terror"}
    act(match, type="pay")
    assert match.state["chars"]["rhoswen"]["wealth"] == wealth - 1
    assert enc(match)["affinity"] == 3


def test_greedy_unpaid_costs_a_terror_not_a_slot(fixture_world):
    """The book's Greedy: pay 1 Wealth or gain 1 Terror (as Dread's "gain 1" is Terror)."""
    match = talk("grasping-factor", ["rhoswen:diplomacy:Q01"], hero="rhoswen")
    terror = match.state["chars"]["rhoswen"]["terror"]
    wealth = match.state["chars"]["rhoswen"]["wealth"]
    act(match, type="terror", cid="rhoswen")
    assert match.state["chars"]["rhoswen"]["terror"] == terror + 1
    assert match.state["chars"]["rhoswen"]["wealth"] == wealth
    assert enc(match)["affinity"] == 3


def test_the_response_goes_by_the_affinitys_colour_and_dread_comes_before(fixture_world):
    match = talk("grasping-factor", [OATH], YSOLT_B[:3])
    act(match, type="terror")  # Greedy; the Affinity stays on slot 3
    terror = match.state["chars"]["ysolt"]["terror"]
    act(match, type="play", card=OATH)  # slot 4, grey; the hand is down to 1 card
    act(match, type="end")  # Dread: +1 Terror; grey Response: down 2, Duration -1
    assert match.state["chars"]["ysolt"]["terror"] == terror + 1
    assert (enc(match)["affinity"], enc(match)["duration"]) == (2, 4)


def test_avoiding_drops_the_affinity_4_and_concludes_at_once(fixture_world):
    match = talk("sodden-knight", [OATH], YSOLT_B[:3])
    health = match.state["chars"]["ysolt"]["health"]
    act(match, type="avoid")  # slot 4 -> 1 (one short: a card milled), red: 2 damage each
    assert match.state["last_encounter"] == "lose"
    assert match.state["chars"]["ysolt"]["health"] == health - 2
    assert "The talk ends on red: The Sodden Knight's Conclusion." in match.state["log"]


def test_discouraging_and_challenge_mode_make_an_avoid_red(fixture_world):
    match = talk("grasping-factor", [OATH], YSOLT_B[:3])
    act(match, type="terror")
    state = shaped(match)
    state["encounter"]["affinity"] = 6  # shaped: green, yet Discouraging gives the red
    match = reshape(match, state)
    avoid = next(c for c in match.legal(0) if c["type"] == "avoid")
    assert "red Conclusion" in avoid["preview"]
    act(match, type="avoid")
    assert "The talk ends on red: The Grasping Factor's Conclusion." in match.state["log"]
    challenge = talk("sodden-knight", [OATH], YSOLT_B[:3], mode="challenge")
    state = shaped(challenge)
    state["encounter"]["affinity"] = 7
    challenge = reshape(challenge, state)
    act(challenge, type="avoid")
    assert "The talk ends on red: The Sodden Knight's Conclusion." in challenge.state["log"]


def test_the_view_shows_the_track_the_intent_and_the_preview(fixture_world):
    match = talk("sodden-knight", [OATH, CHAINS], YSOLT_B[:3])
    view = match.view(0)["encounter"]
    assert view["slots"] == ["red"] * 2 + ["grey"] * 3 + ["green"] * 2
    assert (view["affinity"], view["affinity_colour"], view["duration"]) == (4, "grey", 3)
    assert view["colour"] == B.encounter_card(match.state)["colour"]  # the card's own
    assert view["intent"] == "Affinity down 1; discard the last card; Duration -1"
    chains = next(p for p in view["playable"] if p["card"] == CHAINS)
    assert chains["affinity_after"] == 6 and chains["allows_more"] is True
    assert {g["row"] for g in chains["gains"]} == {"ae", "free"}


def test_challenge_mode_empowers_every_response(fixture_world):
    match = talk("sodden-knight", [OATH], YSOLT_B[:3], mode="challenge")
    intent = match.view(0)["encounter"]["intent"]
    assert intent == "Affinity down 2; discard the last card; Duration -1"


def test_a_conclusions_terror_without_each_falls_once_on_the_active_character(fixture_world):
    cadoc_b = [f"cadoc:diplomacy:B{n:02d}" for n in range(1, 11)]
    match = begin("sodden-knight", {"ysolt": YSOLT_B[:4], "cadoc": cadoc_b[:4]})
    keep_hands(match)
    state = shaped(match)
    state["encounter"]["duration"] = 1  # shaped: the last point of the talk
    match = reshape(match, state)
    terror = {c: match.state["chars"][c]["terror"] for c in ("ysolt", "cadoc")}
    act(match, type="activate", cid="cadoc")
    act(match, type="end")  # Response: down 1 (slot 3, grey), the Duration's last point goes
    assert match.state["last_encounter"] == "lose"
    gained = {c: match.state["chars"][c]["terror"] - terror[c] for c in terror}
    assert gained == {"ysolt": 0, "cadoc": 1}  # grey "gain 1 terror": once, not each


def test_a_sway_rule_with_play_lets_the_card_follow(fixture_world):
    """The book's sway example 2: an Encounter whose sway for an Attribute is the Play Bonus."""
    from game.games.tainted_grail.rules.encounter import content as cards
    from tests.tainted_grail.encounter_helpers import FIXTURES

    candle = "cadoc:diplomacy:Q01"  # AE: sway, Free: up 1; nothing that says Play
    plain = talk("grasping-factor", [OATH, candle], YSOLT_B[:3])
    act(plain, type="terror")  # Greedy
    act(plain, type="play", card=OATH)
    assert not [c for c in plain.legal(0) if c["type"] == "play"]
    raw = cards.load_yaml(FIXTURES / "encounters" / "purple.yaml")["grasping-factor"]
    raw = {**raw, "sway": {"empathy": "up 1; play", "free": "draw 1"}}
    fixture_world["encounters"]["grasping-factor"] = cards.parse_encounter(
        "grasping-factor", raw, "a test")
    assert fixture_world["encounters"]["grasping-factor"]["sway_rules"]["empathy"] == [
        {"op": "up", "n": 1, "each": False}]
    match = talk("grasping-factor", [OATH, candle], YSOLT_B[:3])
    act(match, type="terror")
    act(match, type="play", card=OATH)
    act(match, type="play", card=candle)  # its AE sway is Empathy's: up 1 and Play
    assert enc(match)["played"] == 2 and enc(match)["seq"][-1]["gained"] == ["ae", "free"]


def test_the_last_one_in_a_talk_dying_loses_it_without_a_conclusion(fixture_world):
    match = talk("sodden-knight", [OATH], YSOLT_B[:3])
    state = shaped(match)
    state["chars"]["ysolt"]["health"] = 1  # shaped: one wound from Dying
    terror = state["chars"]["ysolt"]["terror"]
    after, _ = run_step(state, T.fx([node("damage", 1), node("duration", -3)], "ysolt"))
    assert after["chars"]["ysolt"]["dying"] and after["last_encounter"] == "lose"
    assert not any("The talk ends" in line for line in after["log"])  # no Conclusion read
    assert after["chars"]["ysolt"]["terror"] == terror  # grey's Terror never comes


def test_greedy_in_a_party_lets_any_member_take_the_terror(fixture_world):
    cadoc_b = [f"cadoc:diplomacy:B{n:02d}" for n in range(1, 11)]
    match = begin("grasping-factor", {"ysolt": YSOLT_B[:4], "cadoc": cadoc_b[:4]})
    keep_hands(match)
    offered = {c["cid"] for c in match.legal(0) if c["type"] == "terror"}
    assert offered == {"ysolt", "cadoc"}
    terror = {c: match.state["chars"][c]["terror"] for c in offered}
    act(match, type="terror", cid="cadoc")
    gained = {c: match.state["chars"][c]["terror"] - terror[c] for c in terror}
    assert gained == {"ysolt": 0, "cadoc": 1}
