"""Death and insanity: Dying at 0 Health, dying for good, the Lamp-Brand's return while a
waystone stands, Going Insane on the red slots, and Terror past the top lost as Health."""

from __future__ import annotations

from game.games.tainted_grail.rules import tracks as R
from game.games.tainted_grail.rules import travel as T
from tests.tainted_grail.helpers import (
    char,
    do,
    end_day,
    kind,
    legal,
    reshape,
    run,
    run_step,
    shaped,
    start,
    world,
)


def test_health_at_zero_is_dying_and_more_damage_is_death():
    match = start("cadoc", "tobin")
    state = shaped(match)
    state["chars"]["cadoc"]["health"] = 1
    after, _ = run(state, R.adjust, "cadoc", "health", -1, "a test")
    ch = after["chars"]["cadoc"]
    assert ch["health"] == 0 and ch["dying"] and ch["energy"] == 0
    dying = after
    again, _ = run(dying, R.adjust, "cadoc", "health", -1, "a test")
    assert again["agenda"][-1]["op"] == "die"


def test_the_lamp_brand_brings_the_dead_back_at_the_others_cost():
    match = start("cadoc", "tobin")
    state = shaped(match)
    state["chars"]["cadoc"].update(health=0, dying=True)
    tobin = dict(state["chars"]["tobin"])
    after, _ = run_step(state, {"op": "die", "cid": "cadoc", "why": "a test"})
    assert after["result"] is None
    assert after["chars"]["cadoc"]["health"] == 4 and not after["chars"]["cadoc"]["dying"]
    assert after["chars"]["tobin"]["health"] == tobin["health"] - 1
    # 2 Terror from the Brand's feeding, 0 Energy for everyone
    assert after["chars"]["tobin"]["terror"] == tobin["terror"] + 2
    assert all(after["chars"][c]["energy"] == 0 for c in ("cadoc", "tobin"))
    assert after["statuses"]["time-passes-1"] == [1]
    # a second death the same day is final
    after["chars"]["cadoc"].update(health=0, dying=True)
    final, _ = run_step(after, {"op": "die", "cid": "cadoc", "why": "a test"})
    assert final["result"] == {"ended": "death", "who": "cadoc"}


def test_with_no_waystone_left_death_ends_the_campaign():
    match = start("cadoc")
    state = shaped(match)
    state["waystones"] = []
    state["chars"]["cadoc"].update(health=0, dying=True)
    after, _ = run_step(state, {"op": "die", "cid": "cadoc", "why": "a test"})
    assert after["result"] == {"ended": "death", "who": "cadoc"}
    assert after["stage"] == "over"


def test_without_the_brand_death_ends_the_campaign():
    match = start("cadoc")
    state = shaped(match)
    state["secrets"] = {}
    state["chars"]["cadoc"].update(health=0, dying=True)
    after, _ = run_step(state, {"op": "die", "cid": "cadoc", "why": "a test"})
    assert after["result"]["ended"] == "death"


def test_the_dying_still_at_zero_when_the_night_ends_die():
    match = start("cadoc", "tobin")
    state = shaped(match)
    state["chars"]["tobin"].update(health=0, dying=True)
    after, _ = run_step(state, {"op": "eod_dying"})
    assert after["chars"]["tobin"]["health"] == 4  # the Brand pulled him back


def test_a_friend_may_pay_the_food_of_a_dying_characters_recover():
    match = start("cadoc", "tobin")
    state = shaped(match)
    state["chars"]["tobin"].update(health=0, dying=True, food=0)
    state["chars"]["cadoc"]["food"] = 2
    state["agenda"] = [{"op": "ask", "kind": "recover", "cid": "tobin"}]
    fed = reshape(match, state)
    do(fed, type="eat", giver="cadoc")
    assert char(fed, "tobin")["health"] == 1 and not char(fed, "tobin")["dying"]
    assert char(fed, "cadoc")["food"] == 1


def test_terror_on_a_red_slot_is_going_insane_and_makes_travel_dearer():
    match = start("cadoc")
    red = world()["heroes"]["cadoc"]["tray"]["terror"]["red"]
    state = shaped(match)
    state["chars"]["cadoc"]["terror"] = red - 1
    after, _ = run(state, R.adjust, "cadoc", "terror", 1, "a test")
    assert after["chars"]["cadoc"]["insane"]
    assert T.bill(after, ["cadoc"], "102") == {"energy": 2}
    calmer, _ = run(after, R.adjust, "cadoc", "terror", -1, "a test")
    assert not calmer["chars"]["cadoc"]["insane"]


def test_terror_past_the_top_is_lost_as_health():
    match = start("cadoc")
    top = world()["heroes"]["cadoc"]["tray"]["terror"]["top"]
    state = shaped(match)
    state["chars"]["cadoc"].update(terror=top - 1, health=5)
    after, _ = run(state, R.adjust, "cadoc", "terror", 3, "a test")
    assert after["chars"]["cadoc"]["terror"] == top
    assert after["chars"]["cadoc"]["health"] == 3


def test_after_a_death_the_result_button_begins_the_campaign_again():
    """The book ends the game at a death and has the Campaign set up afresh: the campaign's
    result button says "Begin again", not "Next session" as after an evening or a chapter."""
    import os

    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    from game.app.main import headless_context
    from game.games.tainted_grail.table.scene import make_board_scene

    match = start("cadoc")
    state = shaped(match)
    state["waystones"] = []
    state["chars"]["cadoc"].update(health=0, dying=True)
    board = make_board_scene(headless_context(), match)
    assert board.next_session_words == "Next session"
    match.state, _ = run_step(state, {"op": "die", "cid": "cadoc", "why": "a test"})
    assert match.outcome()["ended"] == "death"
    assert board.next_session_words == "Begin again"
    assert "begin again from its start" in match.outcome()["text"]


def test_a_return_at_the_nights_end_on_wyrdness_leaves_energy_to_walk_out():
    """The Brand's price is the day already spent: pulled back in the night on a wyrdness card,
    the party rests again at dawn as the Exhausted do and can Travel off it that Day."""
    match = start("cadoc", "tobin")
    state = shaped(match)
    wyrd = next(loc for loc, card in state["map"].items() if card["side"] == "wyrd")
    for cid in ("cadoc", "tobin"):
        state["chars"][cid].update(at=wyrd, food=0)
    state["chars"]["cadoc"].update(health=0, dying=True)
    night = reshape(match, state)
    end_day(night, eat=False)
    assert night.outcome() is None and kind(night) == "day"
    assert char(night, "cadoc")["health"] > 0 and not char(night, "cadoc")["dying"]
    assert char(night, "cadoc")["energy"] > 0 and not char(night, "cadoc")["exhausted"]
    assert any(c["type"] == "travel" and "cadoc" in str(c) for c in legal(night))
