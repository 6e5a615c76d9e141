"""Decks and zones: draws, reshuffles, moves, searches and the public view, as plain data."""
import json

import pytest

from game.core.chance import Chance
from game.core.decks import (DeckError, changed, deal_to, discard, draw, gather, move,
                             put_on_top, put_under, search, shuffle, shuffle_stream,
                             shuffle_zone, top_cards, visible)


def zones(draw_pile=("a", "b", "c"), used=("x", "y"), hand=()):
    return {"draw": list(draw_pile), "discard": list(used), "hand": list(hand)}


def test_draw_takes_the_top_cards_into_the_hand_and_leaves_the_input_alone():
    before = zones()
    moved = draw(before, 2, "combat", Chance(1, {}))
    assert moved.cards == ["a", "b"]
    assert moved.zones == {"draw": ["c"], "discard": ["x", "y"], "hand": ["a", "b"]}
    assert before == zones()  # nothing mutated: the event carries the change
    assert moved.shuffles == [] and moved.short == 0
    json.dumps(moved.zones)  # plain data, fit for an event


def test_drawing_the_last_card_does_not_reshuffle():
    chance = Chance(3, {})
    moved = draw(zones(), 3, "combat", chance)
    assert moved.zones["draw"] == [] and moved.zones["discard"] == ["x", "y"]
    assert moved.shuffles == [] and chance.count(shuffle_stream("combat")) == 0


def test_the_discard_is_reshuffled_only_when_the_pile_runs_dry_mid_draw():
    chance = Chance(3, {})
    moved = draw(zones(), 4, "combat", chance)
    assert moved.cards[:3] == ["a", "b", "c"]  # the old pile is used up first
    assert moved.cards[3] in ("x", "y")
    assert len(moved.shuffles) == 1 and sorted(moved.shuffles[0]) == ["x", "y"]
    assert moved.zones["discard"] == []
    assert sorted(moved.zones["draw"] + [moved.cards[3]]) == ["x", "y"]
    assert chance.count("shuffle:combat") == 1
    assert moved.shuffles[0] == shuffle(["x", "y"], "combat", Chance(3, {}))


def test_a_draw_with_both_piles_empty_stops_short():
    moved = draw(zones(("a",), ()), 3, "combat", Chance(1, {}))
    assert moved.cards == ["a"] and moved.short == 2


def test_without_a_discard_pile_nothing_is_reshuffled():
    moved = draw({"draw": ["a"], "hand": []}, 2, "events", Chance(1, {}), discard=None)
    assert moved.cards == ["a"] and moved.short == 1 and moved.shuffles == []


def test_a_negative_draw_is_refused_with_a_sentence():
    with pytest.raises(DeckError, match="zero cards or more"):
        draw(zones(), -1, "combat", Chance(1, {}))
    assert issubclass(DeckError, ValueError)


def test_the_kth_shuffle_of_a_deck_ignores_other_streams():
    cards = [f"c{i}" for i in range(20)]
    quiet, busy = Chance(11, {}), Chance(11, {})
    for _ in range(5):
        busy.die(6)
        busy.shuffled(cards, "shuffle:other")
    assert shuffle(cards, "combat", quiet) == shuffle(cards, "combat", busy)
    assert shuffle(cards, "combat", quiet) == shuffle(cards, "combat", busy)  # the 2nd too


def test_the_second_shuffle_follows_the_first_in_the_count():
    cards = [f"c{i}" for i in range(20)]
    fresh = Chance(5, {})
    first, second = shuffle(cards, "deck", fresh), shuffle(cards, "deck", fresh)
    assert second == shuffle(cards, "deck", Chance(5, {"shuffle:deck": 1}))
    assert first != second  # 20 cards: two equal orders would mean the count was ignored


@pytest.mark.parametrize("seed", range(20))
def test_a_shuffle_is_a_permutation(seed):
    cards = ["a", "a", "b", "c", "d", "e"]
    assert sorted(shuffle(cards, "deck", Chance(seed, {}))) == sorted(cards)


def test_move_is_all_or_nothing_and_names_the_missing_card():
    before = zones(hand=("h1", "h2"))
    with pytest.raises(DeckError, match="'h9' is not in the hand"):
        move(before, ["h1", "h9"], "hand", "discard")
    assert before == zones(hand=("h1", "h2"))
    moved = move(before, ["h2"], "hand", "draw", bottom=True)
    assert moved.zones["draw"] == ["a", "b", "c", "h2"] and moved.zones["hand"] == ["h1"]


def test_discard_puts_the_last_named_card_on_top():
    moved = discard(zones(hand=("h1", "h2", "h3")), ["h1", "h3"])
    assert moved.zones["discard"] == ["h3", "h1", "x", "y"]
    assert moved.zones["hand"] == ["h2"]


def test_a_copy_is_taken_once():
    moved = discard(zones(hand=("s", "s")), ["s"])
    assert moved.zones["hand"] == ["s"] and moved.zones["discard"][0] == "s"


def test_search_takes_a_named_card_from_anywhere_in_the_pile():
    moved = search(zones(), "b")
    assert moved.zones["draw"] == ["a", "c"] and moved.zones["hand"] == ["b"]
    with pytest.raises(DeckError, match="not in the draw"):
        search(zones(), "zz")


def test_put_on_top_and_under():
    assert put_on_top(["a", "b"], ["x", "y"]) == ["x", "y", "a", "b"]
    assert put_under(["a", "b"], ["x", "y"]) == ["a", "b", "x", "y"]


def test_deal_to_and_peek():
    moved = deal_to({"face_down": ["s1"]}, ["s2"], "face_down")
    assert moved.zones["face_down"] == ["s1", "s2"]
    assert top_cards(zones(), "draw", 2) == ["a", "b"]
    assert top_cards(zones(), "draw", 9) == ["a", "b", "c"]


def test_an_unknown_zone_is_refused():
    with pytest.raises(DeckError, match="no zone called 'sequence'"):
        move(zones(), ["a"], "sequence", "hand")


def test_gather_returns_every_card_and_shuffles():
    before = {"deck": ["a"], "hand": ["b", "c"], "sequence": ["d"], "discard": ["e"]}
    chance = Chance(9, {})
    moved = gather(before, ["hand", "sequence", "discard"], "deck", "combat:iunis", chance)
    assert sorted(moved.zones["deck"]) == ["a", "b", "c", "d", "e"]
    assert moved.zones["hand"] == moved.zones["sequence"] == moved.zones["discard"] == []
    assert moved.shuffles == [moved.zones["deck"]]
    assert chance.count("shuffle:combat:iunis") == 1


def test_shuffle_zone_draws_from_the_named_stream():
    chance = Chance(4, {})
    moved = shuffle_zone(zones(), "draw", "events", chance)
    assert sorted(moved.zones["draw"]) == ["a", "b", "c"]
    assert chance.count("shuffle:events") == 1 and chance.count("shuffle") == 0


def test_changed_lists_only_the_zones_that_differ():
    before = zones()
    after = draw(before, 1, "combat", Chance(1, {})).zones
    assert changed(before, after, ["players", 0]) == [
        (["players", 0, "draw"], ["b", "c"]), (["players", 0, "hand"], ["a"])]
    paths = {"draw": ["decks", "combat"], "hand": ["hands", 1], "discard": ["used"]}
    assert changed(before, after, paths) == [(["decks", "combat"], ["b", "c"]),
                                             (["hands", 1], ["a"])]


def test_hidden_zones_show_only_counts():
    policy = {"draw": "hidden", "discard": "top", "hand": "private", "table": "open"}
    state = {**zones(hand=("h1",)), "table": ["t1"], "face_down": ["s1", "s2"]}
    public = visible(state, policy)
    assert public["draw"] == {"count": 3}
    assert public["discard"] == {"count": 2, "top": "x"}
    assert public["hand"] == {"count": 1}
    assert public["table"] == {"count": 1, "cards": ["t1"]}
    assert public["face_down"] == {"count": 2}  # undeclared: hidden
    assert visible(state, policy, owner=True)["hand"] == {"count": 1, "cards": ["h1"]}
    assert '"a"' not in json.dumps(public) and '"s1"' not in json.dumps(public)
    with pytest.raises(DeckError, match="not a way to show"):
        visible(state, {"draw": "peek"})
