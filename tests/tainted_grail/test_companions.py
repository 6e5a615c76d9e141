"""Companions through the contract: meeting one in the journal, who it walks with, Gristle's
supper and his leaving and return, Pell's Action on his shore, Sixpence landing by chance and
cursing an unpaid tithe, what the view shows, and each companion's rule sentence agreeing
with what the rules do. Positions the journal reaches only after a long walk (Pell met, Sixpence
tithed) are shaped by hand and say so."""

from __future__ import annotations

import pytest

from game.core.chance import Chance
from game.core.contract import IllegalCommand
from game.core.playout import bare
from game.games.tainted_grail.rules import companions as K
from game.games.tainted_grail.rules import costs as C
from game.games.tainted_grail.rules import save
from tests.tainted_grail.encounter_helpers import act, begin, enc, keep_hands
from tests.tainted_grail.helpers import (
    char,
    do,
    do_label,
    end_day,
    find,
    finish_reading,
    kind,
    labelled,
    reshape,
    run_step,
    shaped,
    start,
    world,
)


def meet_gristle(*heroes: str):
    """Walk from Gullhaven to the Eelmarket, light it with Cadoc's candle, and feed the dog."""
    match = start(*heroes)
    if len(heroes) > 1:
        for other in heroes[1:]:
            do(match, type="join", who=other, **{"with": heroes[0]})
    for to in ("102", "110"):
        do(match, type="travel", to=to)
        if kind(match) == "pay":
            do(match, type="split", index=0)
    do_label(match, "Kindle a Tallowmark")
    do(match, type="explore")
    do_label(match, "Whistle to the one-eyed dog")
    do_label(match, "Share a strip of eel")
    if kind(match) == "pay":
        do(match, type="split", index=0)
    return match


def test_a_companion_met_in_the_journal_walks_with_the_partys_leader():
    match = meet_gristle("cadoc")
    assert match.state["statuses"]["kin-gristle"] == [1]
    assert K.follows(match.state, "gristle") == "cadoc"
    shown = {c["id"]: c for c in match.view(0)["companions"]}
    assert list(shown) == ["gristle"]  # nobody not yet met is listed
    assert shown["gristle"]["with"] == "cadoc" and shown["gristle"]["at"] == "110"
    assert "Gristle now walks with Cadoc." in match.state["log"]


def test_a_companion_stays_with_its_character_when_the_party_splits():
    match = meet_gristle("cadoc", "ysolt")
    finish_reading(match)
    assert K.with_party(match.state, ["cadoc", "ysolt"]) == ["gristle"]
    do(match, type="leave", who="ysolt")
    assert K.with_party(match.state, ["ysolt"]) == []
    assert K.with_party(match.state, ["cadoc"]) == ["gristle"]


def test_gristle_is_fed_at_the_end_of_the_day_or_leaves():
    match = meet_gristle("cadoc")
    finish_reading(match)
    food = char(match, "cadoc")["food"]
    assert food >= 1
    do(match, type="end_day")
    assert kind(match) == "kin_feed"  # before anyone Recovers
    feed = find(match, type="feed")
    assert feed["label"] == "Feed Gristle (1 Food)"
    do(match, type="feed")
    assert char(match, "cadoc")["food"] == food - 1
    assert K.follows(match.state, "gristle") == "cadoc"


def test_gristle_let_go_leaves_and_can_be_met_again_at_the_eelmarket():
    match = meet_gristle("cadoc")
    finish_reading(match)
    do(match, type="end_day")
    do(match, type="let_go")
    assert K.follows(match.state, "gristle") is None
    assert 1 not in match.state["statuses"].get("kin-gristle", [])
    assert match.view(0)["companions"] == []
    state = shaped(match)
    state["chars"]["cadoc"]["food"] = 2
    state["statuses"]["kin-gristle"] = [2]  # his story went on before he left
    back = reshape(match, state)
    end = 0
    while kind(back) != "day" and end < 50:  # the rest of the night
        options = back.legal(0)
        pick = next((o for o in options if o["type"] in ("go_hungry", "done", "sleep")), None)
        back.submit(0, bare(pick or options[0]))
        end += 1
    back.state["map"]["110"]["side"] = "clear"  # shaped: the Eelmarket lit again
    do(back, type="explore")
    do_label(back, "Whistle to the one-eyed dog")
    assert back.view(0)["reading"]["verse"] == "s.companion-gristle-back"
    do_label(back, "Bring him a supper")
    assert K.follows(back.state, "gristle") == "cadoc"
    assert back.state["statuses"]["kin-gristle"] == [1, 2]


def test_gristle_leaves_by_himself_when_nobody_can_feed_him():
    match = meet_gristle("cadoc")
    finish_reading(match)
    state = shaped(match)
    state["chars"]["cadoc"]["food"] = 0
    hungry = reshape(match, state)
    do(hungry, type="end_day")
    assert kind(hungry) != "kin_feed"
    assert K.follows(hungry.state, "gristle") is None
    assert any("Nobody can feed Gristle" in line for line in hungry.state["log"])


# --- handing over and a dead Character's companion ---------------------------------------------


def test_a_companion_is_handed_over_free_between_actions_in_one_location():
    match = meet_gristle("cadoc", "ysolt")
    finish_reading(match)
    energy = {c: char(match, c)["energy"] for c in ("cadoc", "ysolt")}
    do(match, type="trade")
    give = find(match, type="give", companion="gristle")
    assert give["label"] == "Cadoc gives Gristle over to Ysolt"
    do(match, type="give", companion="gristle", to="ysolt")
    assert K.follows(match.state, "gristle") == "ysolt"
    assert {c: char(match, c)["energy"] for c in energy} == energy  # free
    do(match, type="back")
    do(match, type="leave", who="ysolt")
    assert K.with_party(match.state, ["ysolt"]) == ["gristle"]  # he walks with her now
    assert K.with_party(match.state, ["cadoc"]) == []


def test_no_hand_over_to_someone_in_another_location():
    match = meet_gristle("cadoc", "ysolt")
    finish_reading(match)
    do(match, type="leave", who="ysolt")
    do(match, type="travel", who="ysolt", to="102")
    if kind(match) == "pay":
        do(match, type="split", index=0)
    assert K.hand_overs(match.state) == []
    assert find(match, type="trade") is None  # nothing to trade across the map
    with pytest.raises(IllegalCommand):
        match.submit(0, {"type": "give", "from": "cadoc", "to": "ysolt", "companion": "gristle"})


def dead_with_gristle():
    """Gristle walks with Cadoc beside Ysolt; shaped: Cadoc at 0 Health when he dies (the
    Brand and a waystone bring him back)."""
    match = meet_gristle("cadoc", "ysolt")
    finish_reading(match)
    state = shaped(match)
    state["chars"]["cadoc"]["health"] = 0
    state["chars"]["cadoc"]["dying"] = True
    after, _ = run_step(state, {"op": "die", "cid": "cadoc", "why": "a test"})
    return reshape(match, after)


def test_a_dead_characters_companion_waits_where_they_fell_and_anyone_there_takes_it_up():
    match = dead_with_gristle()
    assert match.state["chars"]["cadoc"]["health"] == 4  # the Brand brought him back
    assert K.follows(match.state, "gristle") is None
    assert K.location(match.state, "gristle") == "110"
    assert K.with_party(match.state, ["cadoc", "ysolt"]) == []  # it helps nobody while it waits
    do(match, type="trade")
    takers = {c["who"] for c in match.legal(0) if c["type"] == "take_up"}
    assert takers == {"cadoc", "ysolt"}
    do(match, type="take_up", who="ysolt")
    assert K.follows(match.state, "gristle") == "ysolt"


def test_the_ai_seats_take_up_a_waiting_companion():
    import random

    from game.games.tainted_grail.ai.player import choose

    match = dead_with_gristle()
    for _ in range(2):  # the trade menu, then the taking up
        pick = choose(match.view(0), match.legal(0), random.Random(1))
        assert pick["type"] in ("trade", "take_up")
        match.submit(0, bare(pick))
    assert K.follows(match.state, "gristle") in ("cadoc", "ysolt")


def test_a_waiting_companion_asks_for_no_supper():
    match = dead_with_gristle()
    do(match, type="end_day")
    assert kind(match) != "kin_feed"
    assert K.location(match.state, "gristle") == "110" and K.joined(match.state, "gristle")


def pell_met(at: str = "103"):
    """Shaped: Pell's story begun (kin-pell part 1), Cadoc standing at ``at``."""
    match = start("cadoc")
    state = shaped(match)
    state["map"].setdefault("103", {"side": "clear", "light": 0, "dark": 0, "quest": 0})
    state["statuses"]["kin-pell"] = [1]
    state["chars"]["cadoc"]["at"] = at
    state["chars"]["cadoc"]["food"] = 2
    return reshape(match, state)


def test_pell_offers_his_action_only_on_his_shore_once_a_day():
    assert find(pell_met("101"), type="companion") is None
    match = pell_met()
    action = find(match, type="companion", kin="pell")
    assert (
        action["label"]
        == "Cadoc: ask Pell of the Wrack for a Consumable Item (2 Energy and 1 Food)"
    )
    before = dict(char(match, "cadoc"))
    do(match, type="companion", kin="pell")
    after = char(match, "cadoc")
    assert (before["energy"] - after["energy"], before["food"] - after["food"]) == (2, 1)
    assert len(after["items"]) == len(before["items"]) + 1
    assert world()["items"][after["items"][-1]["id"]]["deck"] == "consumable"
    assert find(match, type="companion") is None  # once per Day
    with pytest.raises(IllegalCommand):
        match.submit(0, {"type": "companion", "who": "cadoc", "kin": "pell", "option": 0})


def test_pells_action_is_not_offered_when_it_cant_be_paid_in_full():
    match = pell_met()
    state = shaped(match)
    state["chars"]["cadoc"]["food"] = 0
    assert find(reshape(match, state), type="companion") is None


def seed_for(faces: set[int]) -> int:
    """A seed whose first die on the companion stream shows one of ``faces``."""
    return next(s for s in range(1, 500) if Chance(s).die(6, K.STREAM) in faces)


def sixpence_tithed(**chars):
    """Shaped: the first tithe paid (kin-sixpence part 1)."""
    match = start("cadoc", "ysolt")
    state = shaped(match)
    state["statuses"]["kin-sixpence"] = [1]
    for cid, fields in chars.items():
        state["chars"][cid].update(fields)
    return match, state


def test_sixpence_lands_on_a_five_or_six_in_the_first_characters_location():
    match, state = sixpence_tithed()
    stays, _ = run_step(state, {"op": "kin_start"}, seed=seed_for({1, 2, 3, 4}))
    assert K.location(stays, "sixpence") is None
    lands, events = run_step(state, {"op": "kin_start"}, seed=seed_for({5, 6}))
    assert K.location(lands, "sixpence") == state["chars"]["cadoc"]["at"]
    assert any("Sixpence lands at Gullhaven." == e.get("log") for e in events)


def test_nobody_lands_before_the_first_tithe():
    match = start("cadoc")
    after, _ = run_step(shaped(match), {"op": "kin_start"}, seed=seed_for({5, 6}))
    assert K.location(after, "sixpence") is None
    assert after["companions"] == {}


def landed(**chars):
    match, state = sixpence_tithed(**chars)
    state, _ = run_step(state, {"op": "kin_start"}, seed=seed_for({5, 6}))
    state["agenda"] = match.state["agenda"]  # back at During the Day
    return reshape(match, state)


def test_a_tithe_to_sixpence_buys_one_of_three_boons_once():
    match = landed(cadoc={"wealth": 1, "magic": 0}, ysolt={"wealth": 0})
    labels = sorted(c["label"] for c in match.legal(0) if c["type"] == "companion")
    assert labels == [  # Ysolt, on her own and penniless, is offered nothing
        "Cadoc: ask Sixpence for 1 Magic (1 Wealth)",
        "Cadoc: ask Sixpence for 2 Food (1 Wealth)",
        "Cadoc: ask Sixpence for 2 Terror less each (1 Wealth)",
    ]
    do_label(match, "Cadoc: ask Sixpence for 1 Magic")
    assert (char(match, "cadoc")["wealth"], char(match, "cadoc")["magic"]) == (0, 1)
    assert labelled(match, "ask Sixpence") is None
    terror = {c: char(match, c)["terror"] for c in ("cadoc", "ysolt")}
    end_day(match)
    assert char(match, "ysolt")["terror"] <= terror["ysolt"]  # paid: no curse


def test_an_unpaid_tithe_curses_everyone_in_sixpences_location():
    match = landed(cadoc={"wealth": 1}, ysolt={"at": "101"})
    terror = {c: char(match, c)["terror"] for c in ("cadoc", "ysolt")}
    do(match, type="end_day")
    cursed = [line for line in match.state["log"] if line.startswith("Sixpence was not paid")]
    assert cursed
    # the curse comes before Recover, which takes one Terror back from those who eat
    assert all(char(match, c)["terror"] == terror[c] + 2 for c in terror)


def test_each_rule_sentence_says_what_the_rules_do():
    kin = world()["companions"]
    assert f"pay {C.words(K.action_bill('pell'))}" in kin["pell"]["rules"]
    assert "1 Wealth for 1 Magic, 2 Food or 2 Terror less" in kin["sixpence"]["rules"]
    assert f"on a {K.LANDS_ON} or 6" in kin["sixpence"]["rules"]
    assert "each Character there gains 2 Terror" in kin["sixpence"]["rules"]
    assert "feeds him 1 Food or he leaves" in kin["gristle"]["rules"]
    assert kin["gristle"]["cost"]["costs"] == [{"op": "pay", "resource": "food", "amount": 1}]


def test_the_save_sheet_keeps_who_walks_with_whom():
    match = meet_gristle("cadoc")
    finish_reading(match)
    assert save.sheet(match.state)["companions"] == {"gristle": {"with": "cadoc"}}


# --- help in an Encounter (encounter/kin.py) ---------------------------------------------------

ENCOUNTERS = world()["encounters"]


def _plain(kind_: str) -> str:
    """An Encounter of that kind with no trait to answer first."""
    return next(
        k
        for k, v in ENCOUNTERS.items()
        if v["kind"] == kind_ and not v.get("guardian") and not v.get("traits")
    )


FIGHT, TALK = _plain("combat"), _plain("diplomacy")


def met_in_encounter(eid: str, kin: dict, heroes=("cadoc",), **chars):
    """An Encounter begun through the rules' step, hands kept; shaped: the companions ``kin``
    ({id: story parts}) walking with the first Character, and ``chars`` fields set."""
    kind_ = ENCOUNTERS[eid]["kind"]
    decks = {h: [f"{h}:{kind_}:B{n:02d}" for n in range(1, 11)] for h in heroes}
    match = begin(eid, decks)
    keep_hands(match)
    state = shaped(match)
    for kid, parts in kin.items():
        state["statuses"][world()["companions"][kid]["status"]] = parts
        state["companions"][kid] = {"with": heroes[0]}
    for cid, fields in chars.items():
        state["chars"][cid].update(fields)
    return reshape(match, state)


def helps(match) -> list[dict]:
    return [c for c in match.legal(0) if c["type"] == "kin_help"]


def test_gristle_puts_markers_in_the_pool_for_food_once_per_combat():
    match = met_in_encounter(FIGHT, {"gristle": [1]}, cadoc={"food": 2})
    (offer,) = helps(match)
    assert offer["label"] == "Gristle: +2 to the Combat Pool (1 Food)"
    assert offer["preview"] == world()["companions"]["gristle"]["rules"]
    pool = enc(match)["pool"]
    act(match, type="kin_help", kin="gristle")
    assert enc(match)["pool"] == pool + 2
    assert char(match, "cadoc")["food"] == 1
    assert helps(match) == []  # once per Combat


def test_gristle_offers_nothing_without_food_or_in_a_talk():
    assert helps(met_in_encounter(FIGHT, {"gristle": [1]}, cadoc={"food": 0})) == []
    assert helps(met_in_encounter(TALK, {"gristle": [1]}, cadoc={"food": 3})) == []


def test_a_companion_who_walks_with_someone_else_does_not_help():
    match = met_in_encounter(FIGHT, {}, cadoc={"food": 2})
    state = shaped(match)
    state["statuses"]["kin-gristle"] = [1]
    state["companions"]["gristle"] = {"with": "nobody-here"}
    assert helps(reshape(match, state)) == []


def test_the_lark_sets_aside_the_next_attack_for_a_terror():
    match = met_in_encounter(FIGHT, {"lark": [1]})
    terror = char(match, "cadoc")["terror"]
    act(match, type="kin_help", kin="lark")
    assert char(match, "cadoc")["terror"] == terror + 1
    assert match.view(0)["encounter"]["intent"] == "nothing (ignored)"  # shown before committing
    health = char(match, "cadoc")["health"]
    act(match, type="end")  # no card played: the Opportunity Attack is the one set aside
    assert any(line.endswith("Opportunity Attack is ignored.") for line in match.state["log"])
    assert not enc(match).get("kin_ignore")
    assert helps(match) == []
    assert char(match, "cadoc")["health"] <= health  # the Attack after it came on as usual


def test_the_lark_costs_no_terror_once_its_story_has_ended():
    match = met_in_encounter(FIGHT, {"lark": [1, 2, 3]})
    terror = char(match, "cadoc")["terror"]
    act(match, type="kin_help", kin="lark")
    assert char(match, "cadoc")["terror"] == terror


def test_wren_draws_two_in_a_talk_and_makes_avoiding_cost_terror():
    match = met_in_encounter(TALK, {"wren": [1]})
    hand = len(enc(match)["zones"]["cadoc"]["hand"])
    (offer,) = helps(match)
    act(match, type="kin_help", kin="wren")
    assert len(enc(match)["zones"]["cadoc"]["hand"]) == hand + 2
    terror = char(match, "cadoc")["terror"]
    act(match, type="avoid")
    assert char(match, "cadoc")["terror"] >= terror + 1
    assert any(line.startswith("Wren Tallyhand: She cannot bear") for line in match.state["log"])
    assert helps(met_in_encounter(FIGHT, {"wren": [1]})) == []
