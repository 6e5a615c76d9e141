"""The opening of both formats through the contract, and what each seat's view shows of it."""
import json

from game.core.match import Match
from game.core.playout import bare
from game.games.grim.rules import RULES
from tests.grim.grim_fixtures import bond, declare, give, grim, play, position, turn_of

FIRE, PLANT = grim("fire"), grim("plant")


def first(match, kind=None):
    prompt = match.pending()
    if kind:
        assert prompt.kind == kind, prompt
    return match.submit(prompt.seat, bare(match.legal(prompt.seat)[0]))


def test_pick_ban_gives_two_decks_and_four_secret_banished_each():
    match = Match(RULES, {"first_favor": 1}, 7).start()
    seats = []
    for _ in range(4):
        seats.append(match.pending().seat)
        first(match, "pick_deck")
        first(match, "ban_deck")
    assert seats == [0, 1, 0, 1]  # the player without Fiend's Favor chooses first
    state = match.state
    for seat in (0, 1):
        player = state["players"][seat]
        assert len(player["decks"]) == 2 and len(player["banished"]) == 4
        assert len(player["hand"]) == 8  # two Grim from each deck and four Bonds
        view = match.view(seat)
        assert view["players"][seat]["banished_count"] == 4
        text = json.dumps(view)
        assert not any(card in text for card in player["banished"])
    assert match.pending().kind == "afterworld" and match.pending().seat == 1
    first(match, "afterworld")
    first(match, "search")
    first(match, "search")
    assert all(len(state["players"][s]["hand"]) == 9 for s in (0, 1))  # both searched


def test_face_down_placement_is_secret_until_both_have_chosen():
    match = Match(RULES, {"first_favor": 0}, 2).start()
    while match.pending().kind != "place":
        first(match)
    first(match, "place")
    first(match, "place")
    secret = match.state["secret"][0]
    theirs = json.dumps(match.view(1))
    assert match.view(1)["players"][0]["face_down"] == 2
    assert not any(f'"{c}"' in theirs for pick in secret for c in pick if c)
    first(match, "place")
    events = first(match, "place")
    assert any(e["type"] == "placement_revealed" for e in events)
    assert all(g and g["stamina"] >= 5 for row in match.state["field"] for g in row)


def test_coven_opening_leaves_six_grim_in_hand_and_two_banished():
    match = Match(RULES, {"format": "coven", "first_favor": 0}, 5).start()
    while match.pending().kind != "afterworld":
        first(match)
    for seat in (0, 1):
        player = match.state["players"][seat]
        grim_in_hand = [c for c in player["hand"] if c not in match.state["bond_kinds"]]
        assert len(grim_in_hand) == 6 and len(player["banished"]) == 2
        assert len(player["protected"]) == (2 if seat == 1 else 1)
        assert not set(player["protected"]) & set(player["banished"])


def test_coven_grimlord_lends_synergy_and_a_status_reaction_keeps_the_card():
    from game.games.grim.rules import content
    state = position([FIRE, None], [PLANT, None], fmt="coven")
    state["players"][0]["grimlord"] = content.grim(FIRE)["attacks"][0]["synergy"]
    reacting = grim("water", quiet=False)
    give(state, 1, reacting)
    turn_of(state, 0, 0)
    declare(state, 0, synergy=True)  # no Ally at all, yet Synergy is there
    events = play(state, 1, type="react_status", card=reacting, slot=0)
    assert reacting in state["players"][1]["hand"] and reacting not in state["limbo"]
    assert any(e.get("reveal") for e in events)


def test_the_reaction_window_is_shown_only_to_the_defender():
    state = position([FIRE, None], [PLANT, None])
    bond(state, "water", seat=1)
    turn_of(state, 0, 0)
    declare(state, 0)
    assert RULES.view(state, 1)["prompt"]["kind"] == "reaction"
    assert RULES.view(state, 0)["prompt"]["kind"] == "waiting"
    assert RULES.legal(state, 0) == []
