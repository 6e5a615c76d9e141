"""Every card whose text says "Pay X charges" can be paid from the Sequence: once it is played
and holds the charges, the legal commands offer paying them, with its price, and paying does
what its text says."""

from __future__ import annotations

import pytest

from game.games.tainted_grail.rules import content
from game.games.tainted_grail.rules.encounter import board as B
from tests.tainted_grail.encounter_helpers import act, begin, keep_hands
from tests.tainted_grail.helpers import start

MEETS = {"combat": "marsh-boar", "diplomacy": "toll-bandits"}
PAID = sorted(
    c for c, card in content.load()["cards"].items() if card.get("ability", {}).get("use")
)


@pytest.mark.parametrize("card", PAID)
def test_a_card_holding_its_charges_offers_paying_them(card):
    hero, kind = card.split(":")[:2]
    deck = [c for c in start(hero).state["chars"][hero]["decks"][kind]["deck"] if c != card]
    match = begin(MEETS[kind], {hero: [card, *deck]}, draws={hero: ([card], deck)})
    keep_hands(match)
    while not any(c["type"] == "play" for c in match.legal(0)):
        act(match, type=match.legal(0)[0]["type"])  # a Greedy toll first
    act(match, type="play", card=card)
    while match.state["encounter"] and match.pending().info.get("stage") != "activation":
        act(match, type=match.legal(0)[0]["type"])  # the card's own question, if it asks one
    entry = dict(next(e for e in match.state["encounter"]["seq"] if e["card"] == card))
    price = B.card_of(card)["abilities"]["use"]["charges"]
    offered = [c for c in match.legal(0) if c["type"] == "use_charges" and c["uid"] == entry["uid"]]
    if entry["charges"] < price:
        assert not offered  # the text's charges are not there (yet)
        return
    assert len(offered) == 1 and offered[0]["charges"] == price
    assert f"pay {price} charge" in offered[0]["label"]
    act(match, type="use_charges", uid=entry["uid"])
    seq = (match.state["encounter"] or {}).get("seq", [])
    after = next((e for e in seq if e["uid"] == entry["uid"]), None)
    assert after is None or after["charges"] == entry["charges"] - price  # None: it destroyed
    # itself (Chain-Link Knuckles discards the last card), or its effect ended the Encounter
