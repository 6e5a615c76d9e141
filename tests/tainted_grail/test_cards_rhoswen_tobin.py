"""Rhoswen's and Tobin's Combat and Diplomacy cards and wyrdforms against the lead's card spec
(issue 13), until the engine's loader validates them: ids and counts, key names and values,
effect phrases, basic decks that chain on what the hero starts with, no repeated line."""

from __future__ import annotations

import re
from collections import Counter
from pathlib import Path

import pytest
import yaml

from game.games.tainted_grail.rules import content

FOLDER = Path(content.FOLDER)
HEROES = ("rhoswen", "tobin")
PAIRS = {
    "ae": ("aggression", "empathy"),
    "cc": ("courage", "caution"),
    "ps": ("practicality", "spirituality"),
}
BONUS = {"combat": r"pool \d|draw \d|play", "diplomacy": r"up \d|draw \d|play|sway"}
RES = "terror|energy|health|magic|wealth|food|exp"
PHRASE = re.compile(
    rf"(pool -?\d|up \d|down \d|duration -?\d|draw \d|discard \d|mill \d|damage \d|wound \d"
    rf"|(gain|lose) \d ({RES})|pay \d (magic|wealth|food)|time \d|charges \d|tick \d"
    rf"|destroy( \d)?|run-away)( each)?$"
)
ATTACK = re.compile(r"(prevent|add) \d (damage|terror|down|pool)( each)?$|ignore-attack$")
COND = re.compile(
    r"affinity (green|grey|red)|(pool|sequence) \d+\+|hand \d-"
    r"|attr [a-z]+ \d|keyword [a-z]+|connected (ae|cc|ps|magic)"
    r"|mark (candle|bolt) \d\+"
)
PARTS = {"text", "place", "delayed", "attack", "before", "after", "destroyed", "use"}


def cards(hero):
    return yaml.safe_load((FOLDER / "cards" / f"{hero}.yaml").read_text(encoding="utf-8"))


def structures(value, in_attack=False):
    """Checks an effects value; yields the structure names used."""
    items = value if isinstance(value, list) else [value]
    for item in items:
        if isinstance(item, str):
            for phrase in item.split("; "):
                ok = PHRASE.match(phrase) or (in_attack and ATTACK.match(phrase))
                assert ok, phrase
            continue
        kind = next(iter(item))
        body = item[kind]
        yield kind
        if kind == "choose":
            assert len(body) >= 2
            for option in body:
                yield from structures(option, in_attack)
        elif kind == "may":
            assert re.fullmatch(r"(pay )?\d (energy|health|terror|wealth|magic|food)", body["pay"])
            yield from structures(body["then"], in_attack)
        elif kind == "roll":
            faces = Counter()
            for span, effects in body.items():
                lo, _, hi = str(span).partition("-")
                faces.update(range(int(lo), int(hi or lo) + 1))
                yield from structures(effects, in_attack)
            assert faces == Counter(range(1, 7)), body
        else:
            assert kind == "if" and COND.fullmatch(item["if"]), item
            yield from structures(item["then"], in_attack)
            if "else" in item:
                yield from structures(item["else"], in_attack)


@pytest.mark.parametrize("hero", HEROES)
def test_ids_counts_keys_and_phrases(hero):
    deck = cards(hero)
    start = content.load()["heroes"][hero]["attributes"]
    for kind in ("combat", "diplomacy"):
        ids = sorted(k for k in deck if k.split(":")[1] == kind)
        want = [
            f"{hero}:{kind}:{letter}{n:02}"
            for letter, count in (("A", 10), ("B", 10), ("W", 3))
            for n in range(1, count + 1)
        ]
        assert ids == want
        opened, played = set(), set()
        for key in ids:
            card = deck[key]
            assert set(card) <= {
                "name",
                "mark",
                "passive",
                "cost",
                "flavour",
                "left",
                "right",
                "ability",
            }, key
            assert card["name"] and card["flavour"] and card["ability"]["text"], key
            assert ("cost" in card) == (":W" in key), key
            assert card.get("mark", "bolt") == "bolt" and (kind == "combat" or "mark" not in card)
            for row, bonus in card["left"].items():
                assert row in (*PAIRS, "magic", "free"), key
                for part in bonus.split(" + "):
                    assert re.fullmatch(BONUS[kind], part), (key, part)
                if ":B" in key and "play" in bonus and row in PAIRS:
                    played.add(row)
            for row, need in card["right"].items():
                if row in PAIRS:
                    attr, level = need.split()
                    assert attr in PAIRS[row] and level in "123", (key, need)
                    if ":B" in key:  # a starting deck only asks for what the hero has
                        assert start[attr] >= int(level), (key, need)
                        opened.add(row)
                else:
                    # the spec writes `magic: yes`, which YAML reads as true
                    assert (row, need) in {("magic", True)} | {
                        ("free", f"{n}x") for n in range(4)
                    }, (key, need)
            ability = card["ability"]
            assert set(ability) <= PARTS, key
            for part, value in ability.items():
                if part == "use":
                    assert value["charges"] >= 1
                    value = value["effects"]
                if part != "text":
                    list(structures(value, in_attack=part == "attack"))
                    if kind == "diplomacy":
                        assert "pool" not in str(value), key
        assert played <= opened  # every basic `play` row can be opened by another basic card


def test_the_set_uses_every_key_part_and_structure():
    rows, parts, kinds, marks = set(), set(), set(), 0
    for hero in HEROES:
        for card in cards(hero).values():
            rows |= set(card["left"]) | {
                f"free {v}" for r, v in card["right"].items() if r == "free"
            }
            for part, value in card["ability"].items():
                parts.add(part)
                if part != "text":
                    kinds |= set(
                        structures(value["effects"] if part == "use" else value, part == "attack")
                    )
                    kinds |= {w for w in ("ignore-attack", "prevent", "add") if w in str(value)}
            marks += card.get("mark") == "bolt"
    assert rows >= {"ae", "cc", "ps", "magic", "free", "free 0x", "free 1x", "free 2x", "free 3x"}
    assert parts == PARTS and kinds >= {
        "choose",
        "may",
        "roll",
        "if",
        "ignore-attack",
        "prevent",
        "add",
    }
    assert marks >= 8


def test_no_name_flavour_or_ability_text_is_used_twice():
    lines = [line for _, line in content.flavour_lines(content.load())]  # cards' lines included
    for hero in HEROES:
        for card in cards(hero).values():
            lines += [card["name"]]
    # the wyrdforms' flavour, ability and weakness lines come with flavour_lines
    for form in yaml.safe_load((FOLDER / "wyrdforms.yaml").read_text(encoding="utf-8")).values():
        lines += [side["text"] for side in form["skill"]["sides"]]
    counts = Counter(line.strip().lower() for line in lines)
    assert [line for line, n in counts.items() if n > 1] == []


def test_wyrdforms_and_deck_sizes():
    forms = yaml.safe_load((FOLDER / "wyrdforms.yaml").read_text(encoding="utf-8"))
    heroes = content.load()["heroes"]
    for hero in HEROES:
        form, deck = forms[hero], cards(hero)
        assert heroes[hero]["decks"] == {"basic": 10, "advanced": 10}
        assert form["name"] != heroes[hero]["name"] and form["flavour"]
        assert {"name", "cost", "effect", "text"} <= set(form["ability"])
        assert form["weakness"]["rule"] in (
            "wyrd-entry-terror",
            "settlement-travel",
            "heavy-load",
            "frail-in-wyrd",
        )
        skill = form["skill"]
        assert skill["attr"] in {a for pair in PAIRS.values() for a in pair}
        assert skill["max"] == 5 and len(skill["sides"]) == 2
        for kind in ("combat", "diplomacy"):
            assert form["cards"][kind] == [f"{hero}:{kind}:W0{n}" for n in (1, 2, 3)]
            assert all(deck[c]["cost"] for c in form["cards"][kind])
