"""The green and purple Encounter decks (assets/tainted_grail/encounters/) against the lead's
format of issue 13, read straight from the YAML until the engine's loader checks them: the
fields each kind of card has, ten cards of each difficulty, values and attacks that rise with
difficulty, Combat tables that cover the pool from 0 upward, phrases from the spec's list,
traits from the book's lists, and a name and flavour line of each card's own."""

from __future__ import annotations

import re
from collections import Counter
from statistics import mean

import pytest
import yaml

from game.games.tainted_grail.rules import content

FOLDER = content.FOLDER / "encounters"
COLOURS = ("green", "purple")
COMMON = {"name", "colour", "kind", "difficulty", "guardian", "flavour", "traits", "right"}
FIELDS = {
    "combat": COMMON | {"value", "table", "opportunity", "loot"},
    "diplomacy": COMMON | {"duration", "affinity", "sway", "response", "conclusion"},
}
VALUES = {1: range(5, 8), 2: range(8, 11), 3: range(11, 15), 4: range(15, 19)}
TRAITS = {
    "combat": {"dread", "entrapment", "exhaustive", "haste", "shatter"},
    "diplomacy": {"discouraging", "dread", "greedy", "haste"},
}
ROWS = {
    "ae": ("aggression", "empathy"),
    "cc": ("courage", "caution"),
    "ps": ("practicality", "spirituality"),
}
ATTRIBUTES = tuple(a for pair in ROWS.values() for a in pair)
# the cards part one's journal, guardians.yaml and tests name: id -> (kind, difficulty, guardian)
MOVED = {
    "marsh-boar": ("combat", 1, False),
    "reed-wolves": ("combat", 1, False),
    "wreckers": ("combat", 2, False),
    "salt-crab": ("combat", 2, False),
    "toll-bandits": ("diplomacy", 1, False),
    "hill-shepherd": ("diplomacy", 1, False),
    "charcoal-men": ("diplomacy", 2, False),
    "barrow-fox": ("combat", 1, False),
    "gibbet-crows": ("combat", 2, True),
    "wrackwalker": ("combat", 3, True),
    "drowned-thrall": ("combat", 1, False),
    "fog-wight": ("combat", 2, False),
    "bog-lantern": ("diplomacy", 1, False),
    "hollow-knight": ("combat", 3, False),
    "tallow-ghost": ("diplomacy", 2, False),
    "eel-mother": ("diplomacy", 3, False),
    "stone-sleeper": ("combat", 2, False),
    "hanged-men": ("diplomacy", 2, False),
    "grey-reeve": ("combat", 3, False),
    "reeve-parley": ("diplomacy", 3, False),
    "drowned-hounds": ("combat", 2, True),
    "reed-widow": ("diplomacy", 2, True),
    "barrow-thane": ("combat", 3, True),
}

# ---- the spec's phrases --------------------------------------------------------------------

N = r"[1-9]\d?"
FIGHT = [
    rf"pool -?{N}",
    rf"(up|down) {N}",
    rf"duration -?{N}",
    rf"(draw|discard|mill) {N}",
    rf"(damage|wound) {N}",
    rf"(gain|lose) {N} (terror|energy|health|magic|wealth|food|exp)",
    rf"pay {N} (magic|wealth|food)",
    rf"(time|charges|tick) {N}",
    rf"destroy( {N})?",
    "run-away",
]
DAY = [r"item\+ [A-E]", rf"secret\+ {N}", r"status\+ [a-z-]+(/\d+)?", rf"timepasses {N}"]
CONDITIONS = [
    r"affinity (green|grey|red)",
    rf"pool {N}\+",
    rf"sequence {N}\+",
    rf"hand {N}-",
    r"attr [a-z]+ [1-3]",
    r"keyword [a-z]+",
    r"connected (ae|cc|ps)",
    rf"mark (candle|bolt) {N}\+",
]


def phrase_ok(text: str, day: bool) -> bool:
    text = re.sub(r" each$", "", " ".join(text.split()))
    return any(re.fullmatch(p, text) for p in FIGHT + (DAY if day else []))


def bad_phrases(effects, day: bool = False) -> list[str]:
    """Every phrase of an effects value (a string or the spec's structures) not in the list."""
    if isinstance(effects, str):
        return [p for p in effects.split(";") if not phrase_ok(p, day)]
    if isinstance(effects, list):
        return [bad for item in effects for bad in bad_phrases(item, day)]
    if isinstance(effects, dict) and len(effects) == 1:
        ((key, body),) = effects.items()
        if key == "choose" and isinstance(body, list) and len(body) >= 2:
            return [bad for option in body for bad in bad_phrases(option, day)]
        if key == "roll" and isinstance(body, dict):
            faces = sorted(band(k) for k in body)
            covered = [f for low, high in faces for f in range(low, min(high, 6) + 1)]
            wrong = [] if covered == [1, 2, 3, 4, 5, 6] else [f"roll faces {sorted(body)}"]
            return wrong + [bad for option in body.values() for bad in bad_phrases(option, day)]
        if key == "may" and isinstance(body, dict) and set(body) == {"pay", "then"}:
            cost = rf"{N} (energy|health|terror|magic|wealth|food)"
            wrong = [] if re.fullmatch(cost, str(body["pay"])) else [f"pay {body['pay']}"]
            return wrong + bad_phrases(body["then"], day)
    if isinstance(effects, dict) and set(effects) <= {"if", "then", "else"} and "if" in effects:
        cond = [] if any(re.fullmatch(c, effects["if"]) for c in CONDITIONS) else [effects["if"]]
        return cond + [bad for k in ("then", "else") for bad in bad_phrases(effects.get(k), day)]
    return [] if effects is None else [repr(effects)]


def band(label) -> tuple[int, int]:
    """'0-2' -> (0, 2), '6+' -> (6, 99), '4' -> (4, 4)."""
    match = re.fullmatch(r"(\d+)(?:-(\d+)|(\+))?", str(label))
    assert match, f"'{label}' is not a range such as 0-2 or 6+"
    low = int(match[1])
    return low, 99 if match[3] else int(match[2] or low)


def trait_ok(trait: str, kind: str) -> bool:
    harass = re.fullmatch(r"harass (\d+)-(\d+): (.+)", trait)
    if harass:
        return int(harass[1]) <= int(harass[2]) and not bad_phrases(harass[3])
    return trait in TRAITS[kind]


def numbers(effects, word: str) -> list[int]:
    """Every N of 'word N' in an effects value, for the difficulty curve."""
    return [int(n) for n in re.findall(rf"\b{word} (\d+)", str(effects))]


# ---- the decks -----------------------------------------------------------------------------


@pytest.fixture(scope="module")
def decks() -> dict[str, dict[str, dict]]:
    return {c: yaml.safe_load((FOLDER / f"{c}.yaml").read_text(encoding="utf-8")) for c in COLOURS}


def cards(decks):
    for colour, deck in decks.items():
        for key, card in deck.items():
            yield colour, key, card


def test_ten_of_each_difficulty_mostly_combat_with_a_few_diplomacies(decks):
    for colour, deck in decks.items():
        assert len(deck) >= 40, colour
        per_level = Counter(c["difficulty"] for c in deck.values())
        assert sorted(per_level) == [1, 2, 3, 4] and min(per_level.values()) >= 10, per_level
        kinds = Counter(c["kind"] for c in deck.values())
        assert 3 <= kinds["diplomacy"] <= kinds["combat"] // 3, (colour, kinds)
        assert all(c["colour"] == colour for c in deck.values()), colour
        guardians = Counter(c["difficulty"] for c in deck.values() if c["guardian"])
        assert sum(n for level, n in guardians.items() if level >= 3) >= 3, (colour, guardians)


def test_each_kind_has_exactly_its_fields(decks):
    for _, key, card in cards(decks):
        assert card["kind"] in FIELDS, key
        assert set(card) == FIELDS[card["kind"]], (key, set(card) ^ FIELDS[card["kind"]])
        assert isinstance(card["guardian"], bool), key


def test_the_cards_part_one_names_moved_here_unchanged():
    world = content.load()
    old = content.FOLDER / "encounters.yaml"  # the part-one stub file, gone once all moved
    stubs = yaml.safe_load(old.read_text(encoding="utf-8")) if old.exists() else {}
    for key, (kind, level, guardian) in MOVED.items():
        card = world["encounters"][key]
        assert (card["kind"], card["difficulty"], card.get("guardian", False)) == (
            kind,
            level,
            guardian,
        ), key
        assert key not in stubs, f"{key} is still in encounters.yaml"
    assert not any(c["colour"] in COLOURS for c in stubs.values())


def test_combat_values_rise_through_the_four_levels(decks):
    for _, key, card in cards(decks):
        if card["kind"] == "combat":
            assert card["value"] in VALUES[card["difficulty"]], (key, card["value"])


def test_combat_tables_cover_the_pool_from_zero_without_gaps(decks):
    for _, key, card in cards(decks):
        if card["kind"] != "combat":
            continue
        bands = sorted(band(label) for label in card["table"])
        expect = 0
        for low, high in bands:
            assert low == expect and high >= low, (key, bands)
            expect = high + 1
        assert bands[-1][1] == 99, f"{key}: the last range is open ('6+')"
        assert bands[-1][0] < card["value"], f"{key}: every range can be reached below the value"
        assert len(bands) >= 2, f"{key}: the attack changes as the pool grows"


def test_every_effect_is_a_phrase_from_the_spec(decks):
    for _, key, card in cards(decks):
        fight = [card.get("opportunity"), *card.get("table", {}).values()]
        if card["kind"] == "diplomacy":
            fight += list(card["sway"].values())
            response = card["response"]
            fight += list(response.values()) if isinstance(response, dict) else [response]
        for effects in fight:
            assert bad_phrases(effects) == [], (key, effects)
        for effects in [card.get("loot"), *card.get("conclusion", {}).values()]:
            assert bad_phrases(effects, day=True) == [], (key, effects)


def test_traits_come_from_the_books_lists_and_each_is_used(decks):
    for colour, deck in decks.items():
        used = Counter()
        for key, card in deck.items():
            assert isinstance(card["traits"], list), key
            for trait in card["traits"]:
                assert trait_ok(trait, card["kind"]), (key, trait)
                used[trait.split()[0] if trait.startswith("harass") else trait] += 1
        assert set(used) >= TRAITS["combat"] | {"harass"}, (colour, used)
    diplomacy = {
        t.split()[0] if t.startswith("harass") else t
        for _, _, c in cards(decks)
        if c["kind"] == "diplomacy"
        for t in c["traits"]
    }
    assert diplomacy >= TRAITS["diplomacy"] | {"harass"}, diplomacy


def test_tables_change_character_some_flee_some_strike_everyone(decks):
    for colour, deck in decks.items():
        tables = [c["table"] for c in deck.values() if c["kind"] == "combat"]
        assert sum("run-away" in str(t) for t in tables) >= 3, colour
        assert sum(" each" in str(t) for t in tables) >= 10, colour
        structured = sum(any(isinstance(v, (dict, list)) for v in t.values()) for t in tables)
        assert structured >= 2, colour


def test_attacks_grow_with_difficulty(decks):
    for colour, deck in decks.items():

        def worst(card):
            harm = [*card["table"].values(), card["opportunity"]]
            return max(numbers(harm, "damage") + numbers(harm, "wound") + [0])

        by_level = [
            mean(
                worst(c)
                for c in deck.values()
                if c["kind"] == "combat" and c["difficulty"] == level
            )
            for level in (1, 2, 3, 4)
        ]
        assert by_level == sorted(by_level) and by_level[0] < by_level[3], (colour, by_level)


def test_opening_halves_are_keys_of_the_spec(decks):
    for _, key, card in cards(decks):
        right = card["right"]
        assert set(right) <= {"ae", "cc", "ps", "magic", "free"}, key
        assert set(right) & {"ae", "cc", "ps"}, f"{key}: at least one Attribute Key opens"
        for row in ("ae", "cc", "ps"):
            if row in right:
                attr, level = right[row].split()
                assert attr in ROWS[row] and level in ("1", "2", "3"), (key, right[row])
        if "magic" in right:
            assert right["magic"] in (True, "yes"), key  # YAML reads a bare yes as true
        assert re.fullmatch(r"[0-3]x", right.get("free", "1x")), key


def test_keys_ask_more_as_difficulty_rises(decks):
    for colour, deck in decks.items():

        def demand(card):
            return mean(int(v.split()[1]) for r, v in card["right"].items() if r in ROWS)

        by_level = [
            mean(demand(c) for c in deck.values() if c["difficulty"] == level)
            for level in (1, 2, 3, 4)
        ]
        assert by_level == sorted(by_level) and by_level[0] < by_level[3], (colour, by_level)


def test_diplomacy_tracks_durations_and_responses(decks):
    for _, key, card in cards(decks):
        if card["kind"] != "diplomacy":
            continue
        track = card["affinity"]
        assert set(track) == {"red", "grey", "green", "start"}, key
        assert min(track["red"], track["grey"], track["green"]) >= 1, key
        assert track["red"] < track["start"] <= track["red"] + track["grey"], key
        assert 3 <= card["duration"] <= 10, key
        assert set(card["sway"]) <= set(ATTRIBUTES) | {"free", "magic"}, key
        response = card["response"]
        if isinstance(response, dict):
            assert set(response) == {"red", "grey", "green"}, key
        for text in response.values() if isinstance(response, dict) else [response]:
            assert re.search(r"duration -\d", text), f"{key}: each Response runs the die down"
        assert set(card["conclusion"]) == {"green", "grey", "red"}, key


def test_diplomacy_narrows_green_as_difficulty_rises(decks):
    every = [c for _, _, c in cards(decks) if c["kind"] == "diplomacy"]

    def climb(card):  # slots from the start to the first green one
        t = card["affinity"]
        return t["red"] + t["grey"] + 1 - t["start"]

    for low, high in ((1, 4), (1, 3), (2, 4)):
        easy = [c for c in every if c["difficulty"] == low]
        hard = [c for c in every if c["difficulty"] == high]
        assert mean(c["affinity"]["green"] for c in hard) < mean(
            c["affinity"]["green"] for c in easy
        )
        assert mean(climb(c) for c in hard) >= mean(climb(c) for c in easy)


def test_every_guardian_card_roams_by_guardians_yaml():
    world = content.load()
    for key, card in world["encounters"].items():
        if card["colour"] in COLOURS and card.get("guardian"):
            assert world["guardians"][key]["encounter"] == key


def test_names_and_flavour_lines_are_each_cards_own(decks):
    every = list(cards(decks))
    names = Counter(c["name"] for _, _, c in every)
    assert [n for n, k in names.items() if k > 1] == []
    lines = Counter(c["flavour"].strip().lower() for _, _, c in every)
    assert [n for n, k in lines.items() if k > 1] == []
    owners: dict[tuple[str, ...], set[str]] = {}
    for _, key, card in every:
        words = re.findall(r"[a-z0-9']+", card["flavour"].lower())
        for i in range(len(words) - 4):
            owners.setdefault(tuple(words[i : i + 5]), set()).add(key)
    assert [" ".join(run) for run, who in owners.items() if len(who) > 1] == []
