"""Rulings from docs/rulings/grim.md that were rewritten to follow the book, each reached through
the contract."""
from game.games.grim.rules import RULES
from tests.grim.grim_fixtures import (bond, declare, give, grim, heal, play, position, settle,
                                      turn_of, types)

FIRE = grim("fire")
PLANT = grim("plant")
GHOST = grim("ghost")
WATER = grim("water")


def _quietly(state, until):
    """Answer every prompt with its "not now" choice until ``until(state)`` holds."""
    for _ in range(60):
        if until(state):
            return
        prompt = RULES.pending(state)
        options = RULES.legal(state, prompt.seat)
        quiet = [o for o in options if o["type"] in ("no_draw", "no_attach", "pass",
                                                     "no_reaction")]
        choice = quiet[0] if quiet else options[0]
        play(state, prompt.seat, **{k: v for k, v in choice.items()
                                    if k not in ("label", "preview", "seat")})
    raise AssertionError("never got there")


def test_a_held_attack_hindered_on_release_must_be_redeclared():
    state = position([FIRE, None], [PLANT, GHOST])
    state["field"][1][0]["health"] -= 3  # so the Plant Grim can Heal up and Swap out
    give(state, 1, grim("electric", quiet=False), WATER)
    turn_of(state, 0, 0)
    declare(state, 0)
    paralysis = next(o for o in RULES.legal(state, 1) if o["type"] == "react_status"
                     and o["preview"]["status"] == "paralysis")
    play(state, 1, type="react_status", card=paralysis["card"], slot=0)
    assert state["round"]["suspended"]

    def plant_acts(s):
        p = RULES.pending(s)
        return p.kind == "action" and p.seat == 1 and s["turn"]["card"] == PLANT
    _quietly(state, lambda s: plant_acts(s) or RULES.pending(s).kind == "extra_attack")
    assert plant_acts(state)
    heal(state, 1, 3, swap=WATER)  # the Attack's Target leaves the field
    _quietly(state, lambda s: RULES.pending(s).kind == "extra_attack")
    options = RULES.legal(state, 0)
    assert options and all(o["type"] == "attack" and o["attack"] == 0 for o in options)


def test_a_depleted_bond_deck_is_renewed_at_the_end_of_the_turn():
    state = position([FIRE, None], [PLANT, None])
    last = state["bond_deck"][0]
    state["bond_deck"] = [last]
    spent = [bond(state, "spirit"), bond(state, "fire")]
    state["limbo"] = [spent[0], WATER, spent[1]]
    settle(state)
    seat = RULES.pending(state).seat
    play(state, seat, type="draw", **{"from": "bond"})
    assert state["bond_deck"] == []
    play(state, seat, type="no_attach")
    events = play(state, seat, type="pass")
    assert "bond_deck_renewed" in types(events)
    assert sorted(state["bond_deck"]) == sorted(spent) and state["limbo"] == [WATER]


def test_a_player_with_no_grim_to_play_chooses_which_grim_deck_to_top():
    state = position([FIRE, None], [PLANT, None])
    decks = {"plant": [grim("plant", other_than=(PLANT,))],
             "ghost": [GHOST, grim("ghost", other_than=(GHOST,))]}
    state["players"][1]["grim_decks"] = decks
    state["agenda"] = [{"op": "round_end"}, {"op": "next_turn"}, {"op": "between_turns"}]
    settle(state)
    assert RULES.pending(state).kind == "topdeck" and RULES.pending(state).seat == 1
    assert {o["from"] for o in RULES.legal(state, 1)} == {"plant", "ghost"}
    play(state, 1, type="topdeck", **{"from": "plant"})  # the smaller deck, by choice
    assert RULES.pending(state).kind == "replace"
    assert state["players"][1]["grim_decks"]["plant"] == []


def test_the_rounds_search_may_be_declined_by_the_player_with_fiends_favor():
    state = position([FIRE, None], [PLANT, None])
    deck = [GHOST, grim("ghost", other_than=(GHOST,))]
    state["players"][1]["grim_decks"] = {"ghost": list(deck)}
    settle(state)
    _quietly(state, lambda s: RULES.pending(s).kind == "search")
    assert state["round"]["number"] == 2 and RULES.pending(state).seat == 1
    assert "no_search" in [o["type"] for o in RULES.legal(state, 1)]
    hand, deck = list(state["players"][1]["hand"]), state["players"][1]["grim_decks"]["ghost"]
    assert deck  # (the empty place took the top Ghost Grim on the way)
    events = play(state, 1, type="no_search")
    assert state["players"][1]["hand"] == hand and state["players"][1]["grim_decks"]["ghost"] == deck
    assert "searched" not in types(events)


def test_the_search_before_round_one_is_not_optional():
    from game.core.match import Match
    from game.core.playout import bare
    match = Match(RULES, {"first_favor": 0}, 3).start()
    while match.pending().kind != "search":
        seat = match.pending().seat
        match.submit(seat, bare(match.legal(seat)[0]))
    assert "no_search" not in [o["type"] for o in match.legal(match.pending().seat)]
