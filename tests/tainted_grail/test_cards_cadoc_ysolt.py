"""Cadoc's and Ysolt's Combat and Diplomacy cards and wyrdforms against the card format of
issue 13 (the lead's spec), until the engine's loader validates every hero's cards."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
import yaml

from game.games.tainted_grail.rules import content

ASSETS = Path(__file__).resolve().parents[2] / "assets" / "tainted_grail"
HEROES = ("cadoc", "ysolt")
ROWS = {
    "ae": ("aggression", "empathy"),
    "cc": ("courage", "caution"),
    "ps": ("practicality", "spirituality"),
}
BONUS = {"combat": r"pool [1-9]|draw [1-9]|play", "diplomacy": r"up [1-9]|draw [1-9]|play|sway"}
OWN = (
    r"(gain|lose) [1-9] (terror|energy|health|magic|wealth|food|exp)|"
    r"pay [1-9] (magic|wealth|food)"
)
COMMON = (
    rf"draw [1-9]|discard [1-9]|mill [1-9]|damage [1-9]|wound [1-9]|{OWN}|time [1-9]|"
    r"charges [1-9]|tick [1-9]|destroy( [1-9])?|run-away"
)
PHRASE = {
    "combat": re.compile(rf"(pool -?[1-9]|{COMMON})( each)?"),
    "diplomacy": re.compile(rf"(up [1-9]|down [1-9]|duration -?[1-9]|{COMMON})( each)?"),
}
ATTACK = re.compile(r"(prevent|add) [1-9] (damage|terror|down|pool)( each)?|ignore-attack")
COND = re.compile(
    r"affinity (green|grey|red)|(pool|sequence) [1-9]\+|hand [0-9]-|"
    r"attr [a-z]+ [1-5]|keyword [a-z]+|connected (ae|cc|ps|magic)|"
    r"mark (candle|bolt) [1-9]\+"
)
PARTS = ("place", "delayed", "attack", "before", "after", "destroyed", "use")
CARD_KEYS = {"name", "mark", "passive", "cost", "flavour", "left", "right", "ability"}


def load(name):
    return yaml.safe_load((ASSETS / name).read_text(encoding="utf-8"))


@pytest.fixture(scope="module")
def cards():
    return {hero: load(f"cards/{hero}.yaml") for hero in HEROES}


def all_cards(cards):
    return [(cid, card) for deck in cards.values() for cid, card in deck.items()]


def walk(effects, kind, used, attack=False):
    """Checks every phrase of an effects value and notes the structures it uses."""
    if isinstance(effects, str):
        for phrase in effects.split("; "):
            pattern = ATTACK if attack else PHRASE[kind]
            assert pattern.fullmatch(phrase), f"{phrase!r} is not a {kind} phrase"
            used.add(phrase.split()[0])
        return
    if isinstance(effects, list):
        for item in effects:
            walk(item, kind, used, attack)
        return
    if "if" in effects:
        assert set(effects) <= {"if", "then", "else"} and COND.fullmatch(effects["if"]), effects
        used.add("if")
        for branch in ("then", "else"):
            if branch in effects:
                walk(effects[branch], kind, used)
        return
    assert len(effects) == 1, effects
    ((form, body),) = effects.items()
    used.add(form)
    if form == "choose":
        assert len(body) >= 2
        for option in body:
            walk(option, kind, used)
    elif form == "may":
        assert re.fullmatch(r"[1-9] (energy|health|terror|magic|wealth|food)", body["pay"])
        walk(body["then"], kind, used)
    elif form == "roll":
        faces = []
        for faces_text, then in body.items():
            low, high = map(int, faces_text.split("-"))
            faces += range(low, high + 1)
            walk(then, kind, used)
        assert sorted(faces) == list(range(1, 7)), body
    else:
        raise AssertionError(f"unknown structure {form}")


def test_ids_and_counts_per_kind_and_letter(cards):
    heroes = load("heroes.yaml")
    for hero, deck in cards.items():
        counts = {}
        for cid in deck:
            owner, kind, number = cid.split(":")
            assert owner == hero and kind in ("combat", "diplomacy"), cid
            assert re.fullmatch(r"[BAW](0[1-9]|10)", number), cid
            counts[kind, number[0]] = counts.get((kind, number[0]), 0) + 1
        for kind in ("combat", "diplomacy"):
            assert counts[kind, "B"] == 10 and counts[kind, "A"] == 10 and counts[kind, "W"] == 3
        assert heroes[hero]["decks"] == {"basic": 10, "advanced": 10}


def test_keys_and_ability_parts_are_the_spec_words(cards):
    for cid, card in all_cards(cards):
        kind = cid.split(":")[1]
        assert set(card) <= CARD_KEYS and card["name"] and card["flavour"], cid
        assert ("cost" in card) == (cid[-3] == "W"), f"{cid}: only wyrdform cards have a cost"
        if "cost" in card:
            assert re.fullmatch(r"[1-9] (terror|energy|health|magic)", card["cost"]), cid
        assert card.get("mark", "candle") in ("candle", "bolt") and card.get("passive", 0) in (0, 1)
        for row, bonus in card["left"].items():
            assert row in (*ROWS, "magic", "free"), cid
            for part in bonus.split(" + "):
                assert re.fullmatch(BONUS[kind], part), f"{cid}: left {row}: {part}"
                assert not (part == "sway" and row in ("magic", "free")), cid
        for row, need in card["right"].items():
            if row in ROWS:
                attr, level = need.split()
                assert attr in ROWS[row] and level in "123", f"{cid}: right {row}: {need}"
            else:
                # the spec's unquoted `magic: yes` loads as True
                assert (row, need) == ("magic", True) or (
                    row == "free" and need in ("0x", "1x", "2x", "3x")
                ), cid
        ability = card["ability"]
        assert set(ability) <= {"text", *PARTS} and ability["text"], cid
        used: set[str] = set()
        for part in PARTS[:-1]:
            if part in ability:
                walk(ability[part], kind, used, attack=part == "attack")
        if "use" in ability:
            assert ability["use"]["charges"] >= 1 and "charges" in str(ability.get("place"))
            walk(ability["use"]["effects"], kind, used)
        if "delayed" in ability:
            assert "time" in str(ability.get("place")), f"{cid}: a delayed ability needs time"


def test_the_set_uses_every_key_part_and_structure(cards):
    used, rights, marks = set(), set(), set()
    for cid, card in all_cards(cards):
        kind = cid.split(":")[1]
        for part in PARTS:
            if part in card["ability"]:
                used.add(part)
                body = card["ability"][part]
                if part == "use":
                    body = body["effects"]
                walk(body, kind, used, attack=part == "attack")
        rights |= {f"{row} {need}".replace("True", "yes") for row, need in card["right"].items()}
        rights |= {f"left {row}" for row in card["left"]}
        marks |= {card.get("mark"), "passive" if card.get("passive") else None}
    assert used >= {
        *PARTS,
        "choose",
        "may",
        "roll",
        "if",
        "prevent",
        "add",
        "ignore-attack",
        "tick",
        "destroy",
        "run-away",
        "time",
        "charges",
    }
    assert rights >= {
        "magic yes",
        "free 0x",
        "free 2x",
        "free 3x",
        "left ae",
        "left cc",
        "left ps",
        "left magic",
        "left free",
    }
    assert marks >= {"candle", "passive"}


def test_a_starting_deck_asks_for_what_the_hero_has_and_chains(cards):
    heroes = load("heroes.yaml")
    for hero, deck in cards.items():
        attrs = heroes[hero]["attributes"]
        for kind in ("combat", "diplomacy"):
            basic = {cid: c for cid, c in deck.items() if f":{kind}:B" in cid}
            opens = set()
            for cid, card in basic.items():
                for row, need in card["right"].items():
                    if row in ROWS:
                        attr, level = need.split()
                        assert attrs[attr] >= int(level), f"{cid} asks for {need}"
                        opens.add(row)
            chaining = [
                cid
                for cid, c in basic.items()
                if any("play" in b and r in opens for r, b in c["left"].items())
            ]
            assert len(chaining) >= 5, (hero, kind, chaining)


def _strings(node):
    if isinstance(node, str):
        yield node.strip().lower()
    elif isinstance(node, dict):
        for value in node.values():
            yield from _strings(value)
    elif isinstance(node, list):
        for value in node:
            yield from _strings(value)


def test_names_flavours_and_texts_are_our_own_and_never_repeated(cards):
    mine = [
        s.strip().lower()
        for _, c in all_cards(cards)
        for s in (c["name"], c["flavour"], c["ability"]["text"])
    ]
    wyrd = load("wyrdforms.yaml")
    for hero in HEROES:
        form = wyrd[hero]
        mine += [form["name"].lower(), form["flavour"].lower(), form["ability"]["text"].lower()]
        mine += [form["weakness"]["text"].lower()]
        mine += [s.lower() for side in form["skill"]["sides"] for s in (side["name"], side["text"])]
    assert [s for s in set(mine) if mine.count(s) > 1] == []
    elsewhere = set(_strings({k: v for k, v in wyrd.items() if k not in HEROES}))
    for path in ASSETS.rglob("*.yaml"):
        if path.name not in ("wyrdforms.yaml", *(f"{hero}.yaml" for hero in HEROES)):
            elsewhere |= set(_strings(yaml.safe_load(path.read_text(encoding="utf-8"))))
    assert sorted(set(mine) & elsewhere) == []
    runs: dict[tuple[str, ...], set[str]] = {}
    for cid, card in all_cards(cards):
        words = re.findall(r"[a-z0-9']+", card["flavour"].lower())
        for i in range(len(words) - 5):
            runs.setdefault(tuple(words[i : i + 6]), set()).add(cid)
    assert [" ".join(r) for r, who in runs.items() if len(who) > 1] == []


def test_each_wyrdform_replaces_the_tile_and_brings_a_skill_and_six_cards(cards):
    wyrd, heroes = load("wyrdforms.yaml"), load("heroes.yaml")
    rules = [form["weakness"]["rule"] for form in wyrd.values()]
    for hero in HEROES:
        form = wyrd[hero]
        assert set(form) == {"name", "flavour", "ability", "weakness", "skill", "cards"}
        assert set(form["ability"]) == {"name", "cost", "effect", "text"}
        content.parse_effects(form["ability"]["effect"], hero)  # the day-world vocabulary
        content._costs(form["ability"]["cost"], hero)
        assert form["weakness"]["rule"] != heroes[hero]["weakness"]["rule"]
        assert rules.count(form["weakness"]["rule"]) == 1, "each wyrdform changes a new way"
        skill = form["skill"]
        assert skill["max"] == 5 and skill["attr"] in heroes[hero]["attributes"]
        for side in skill["sides"]:
            content.parse_effects(side["effect"], hero)
            assert "5th point" in side["text"] and side["when"] in content.WHEN
        for kind in ("combat", "diplomacy"):
            assert form["cards"][kind] == [f"{hero}:{kind}:W0{n}" for n in (1, 2, 3)]
            assert all(cid in cards[hero] for cid in form["cards"][kind])
