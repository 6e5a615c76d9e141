"""Player words for the Keys: no label, preview or log line of any card names a Key by its
initials ("CC: another card", "PS sway"); each Key goes by the name its card prints."""

from __future__ import annotations

import re

from game.games.tainted_grail.rules import content
from game.games.tainted_grail.rules.encounter import board as B
from game.games.tainted_grail.rules.encounter import keys as Y
from game.games.tainted_grail.rules.encounter import words as W
from tests.tainted_grail.encounter_helpers import act, begin, keep_hands
from tests.tainted_grail.helpers import start

JARGON = re.compile(r"\b(AE|CC|PS|FREE|MAGIC|ae|cc|ps)\b")
ATTR = {"ae": "aggression", "cc": "courage", "ps": "practicality", "magic": "magic", "free": "free"}


def test_no_card_names_a_key_by_its_initials_in_what_it_gains_or_does():
    for card_id in content.load()["cards"]:
        card = B.card_of(card_id)
        for row, bonuses in card.get("closes", {}).items():
            words = Y.describe([{"row": row, "bonuses": bonuses, "times": 2, "attr": ATTR[row]}])
            assert not JARGON.search(words), (card_id, words)
        for part, nodes in card.get("abilities", {}).items():
            nodes = nodes["effects"] if isinstance(nodes, dict) else nodes
            words = W.effects(nodes)
            assert not JARGON.search(words), (card_id, part, words)


def test_the_log_and_the_previews_of_a_diplomacy_say_the_keys_in_words():
    hero = "ysolt"
    deck = start(hero).state["chars"][hero]["decks"]["diplomacy"]["deck"]
    match = begin("toll-bandits", {hero: list(deck)}, draws={hero: (deck[:5], deck[5:])})
    keep_hands(match)
    while not any(c["type"] == "play" for c in match.legal(0)):
        act(match, type=match.legal(0)[0]["type"])  # the Greedy toll first
    for _ in range(6):
        legal = match.legal(0)
        for command in legal:
            said = f"{command['label']} {command.get('preview', '')}"
            assert not JARGON.search(said), said
        plays = [c for c in legal if c["type"] == "play"]
        if match.state["encounter"] is None or not plays:
            break
        act(match, type="play", card=plays[0]["card"], magic=plays[0]["magic"])
    said = [line for line in match.state["log"] if "plays" in line]
    assert said and any("Key: " in line for line in said)
    assert not [line for line in match.state["log"] if JARGON.search(line)]


def test_redrawing_a_hand_of_two_says_one_card():
    hero = "ysolt"
    deck = start(hero).state["chars"][hero]["decks"]["combat"]["deck"]
    match = begin("marsh-boar", {hero: list(deck)}, draws={hero: (deck[:2], deck[2:])})
    labels = [c["label"] for c in match.legal(0)]
    assert "Redraw (1 card)" in labels and "Keep these 2 cards" in labels
