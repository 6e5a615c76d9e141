"""The heroes' Combat and Diplomacy cards and their wyrdforms as a designer reads them, from the
LOADED world: each deck's size, a starting deck its hero can use and chain, every key and
ability part in play somewhere, each card's words its own. The loader already refuses a
malformed card (ids, fields, key halves, phrases: tests/tainted_grail/test_encounter_content.py);
these checks are what a well-formed set must still get right.

Each check returns its problems (empty when the design holds), so the last test can break a copy
of the world and see every check catch it."""

from __future__ import annotations

import copy
import functools
import re
from collections import Counter

import yaml

from game.games.tainted_grail.rules import content
from game.games.tainted_grail.rules.content_schemas import WEAKNESSES
from game.games.tainted_grail.rules.encounter import phrases as P
from game.games.tainted_grail.rules.phrasebook import WHEN, parse_costs, parse_effects
from tests.tainted_grail.breakers import copy_over, design_tests, drop, echo, set_to

KINDS = ("combat", "diplomacy")
DECK = {"A": 10, "B": 10, "W": 3}  # cards per kind and letter
MARK = {"cadoc": "candle", "rhoswen": "bolt"}  # the spec's heroes whose cards carry a mark
BONUSES = {"combat": {"pool", "draw", "play"}, "diplomacy": {"up", "draw", "play", "sway"}}
OTHER_KIND = {"combat": {"up", "down", "duration"}, "diplomacy": {"pool"}}
STRUCTURES = ("choose", "may", "roll", "if")
PARTS = ("place", "delayed", "attack", "before", "after", "destroyed", "use")
# every phrase a card may use that asks something of the rules beyond a plain number
RARE = ("prevent", "add", "ignore-attack", "tick", "destroy", "run-away", "time", "charges")


def world_copy() -> dict:
    world = content.load()
    # the heroes' cards only: Osric's Host cards join the list too, and kings.yaml (their home,
    # checked by the Kings' tests) is "elsewhere" for the checks here
    heroes = {k: v for k, v in world["cards"].items() if k.split(":")[0] in world["heroes"]}
    return {**world, "cards": copy.deepcopy(heroes), "wyrd": wyrdforms()}


def wyrdforms() -> dict:
    """wyrdforms.yaml (no loader reads it yet)."""
    return yaml.safe_load((content.FOLDER / "wyrdforms.yaml").read_text(encoding="utf-8"))


def hero_cards(world: dict, hero: str, kind: str | None = None) -> dict[str, dict]:
    return {
        cid: c
        for cid, c in world["cards"].items()
        if cid.split(":")[0] == hero and kind in (None, cid.split(":")[1])
    }


def nodes(card: dict, part: str) -> list[dict]:
    found = card["abilities"].get(part, [])
    return found["effects"] if isinstance(found, dict) else found


def ops(node_list: list[dict]) -> list[str]:
    """Every op inside, structures included."""
    out = []
    for node in node_list:
        out.append(node["op"])
        inner = {"choose": node.get("of", []), "roll": [b[2] for b in node.get("bands", [])]}
        for body in [*inner.get(node["op"], []), node.get("then") or [], node.get("else") or []]:
            out += ops(body)
    return out


# ---- the checks -----------------------------------------------------------------------------


def deck_sizes(world: dict) -> list[str]:
    """Ten basic and ten advanced cards and three wyrdform cards per hero and kind, all written."""
    out = []
    for hero, entry in world["heroes"].items():
        if entry["decks"] != {"basic": DECK["B"], "advanced": DECK["A"]}:
            out.append(f"{hero}: decks {entry['decks']}")
        for kind in KINDS:
            written = sorted(
                c for c, card in hero_cards(world, hero, kind).items() if not card.get("stand_in")
            )
            want = [
                f"{hero}:{kind}:{k}{n:02d}"
                for k, count in DECK.items()
                for n in range(1, count + 1)
            ]
            if written != want:
                out.append(f"{hero} {kind}: {sorted(set(written) ^ set(want))}")
    return out


def card_words(world: dict) -> list[str]:
    """Each card plays by its kind's words, has a rule to print, and its parts fit together."""
    out = []
    for cid, card in world["cards"].items():
        hero, kind, number = cid.split(":")
        if ("cost" in card) != (number[0] == "W"):
            out.append(f"{cid}: only wyrdform cards have a cost")
        if card.get("mark") not in (None, MARK.get(hero)):
            out.append(f"{cid}: {hero}'s cards carry no {card['mark']}")
        for row, bonuses in card["closes"].items():
            wrong = {b["op"] for b in bonuses} - BONUSES[kind]
            if (
                row in ("magic", "free")
                and "sway" not in wrong
                and any(b["op"] == "sway" for b in bonuses)
            ):
                wrong.add("sway (only an Encounter that names the key uses it)")
            if wrong:
                out.append(f"{cid}: left {row} {sorted(wrong)} on a {kind} card")
        if not (card.get("ability") or {}).get("text", "").strip():
            out.append(f"{cid}: no ability text")
        for part in card["abilities"]:
            said = {n["op"] for n in P.walk(nodes(card, part))}
            if said & OTHER_KIND[kind]:
                out.append(f"{cid}: {part} uses {sorted(said & OTHER_KIND[kind])}")
            attack = said & set(P.ATTACK_ONLY)
            if (part == "attack") != bool(attack) or (part == "attack" and said - attack):
                out.append(f"{cid}: {part} mixes the Enemy Attack's words with others")
        placed = {n["op"] for n in P.walk(nodes(card, "place"))}
        for part, marker in (("use", "charges"), ("delayed", "time")):
            if part in card["abilities"] and marker not in placed:
                out.append(f"{cid}: '{part}' without {marker} placed")
    return out


def starting_decks(world: dict) -> list[str]:
    """A basic card asks only for Attributes its hero starts with, every row a basic card can
    `play` from is opened by another basic card, and five basics per kind chain that way."""
    out = []
    for hero, entry in world["heroes"].items():
        for kind in KINDS:
            basic = {c: card for c, card in hero_cards(world, hero, kind).items() if ":B" in c}
            opened = set()
            for cid, card in basic.items():
                for row, need in card["opens"].items():
                    if row in P.ROWS:
                        opened.add(row)
                        if entry["attributes"][need[0]] < need[1]:
                            out.append(f"{cid}: asks for {need[0]} {need[1]}")
            plays = {
                cid: {
                    r
                    for r, b in card["closes"].items()
                    if r in P.ROWS and any(x["op"] == "play" for x in b)
                }
                for cid, card in basic.items()
            }
            stuck = set().union(*plays.values()) - opened
            chaining = [cid for cid, rows in plays.items() if rows & opened]
            if stuck or len(chaining) < 5:
                out.append(f"{hero} {kind}: play on unopened {stuck}, {len(chaining)} chain")
    return out


def everything_in_play(world: dict) -> list[str]:
    """Across the four decks every key, multiplier, ability part, structure and rarer phrase
    is used somewhere, and each marked hero has at least eight marked cards."""
    cards = world["cards"].values()
    used = {f"left {r}" for c in cards for r in c["closes"]}
    used |= {f"right {r}" for c in cards for r in c["opens"]}
    used |= {f"free {c['opens'].get('free', 1)}x" for c in cards}
    used |= {p for c in cards for p in c["abilities"]} | {"passive" for c in cards if c["passive"]}
    used |= {op for c in cards for p in PARTS for op in ops(nodes(c, p))}
    want = {f"left {r}" for r in P.KEYS} | {"right magic"} | {f"free {n}x" for n in range(4)}
    missing = sorted((want | set(PARTS) | set(STRUCTURES) | set(RARE) | {"passive"}) - used)
    marks = Counter(c.get("mark") for c in cards)
    return missing + [f"{m}: {marks[m]} cards" for m in MARK.values() if marks[m] < 8]


def words_of_their_own(world: dict) -> list[str]:
    """Names, flavour lines and rule texts of the cards and wyrdforms: none blank, none twice,
    none (bar the names) found anywhere else in the content, no two flavour lines sharing a
    run of six words."""
    names = [c["name"] for c in world["cards"].values()]
    lines = [s for c in world["cards"].values() for s in (c["flavour"], c["ability"]["text"])]
    for form in world["wyrd"].values():
        names += [form["name"]] + [side["name"] for side in form["skill"]["sides"]]
        lines += [form["flavour"], form["ability"]["text"], form["weakness"]["text"]]
        lines += [side["text"] for side in form["skill"]["sides"]]
    mine = [s.strip().lower() for s in names + lines]
    out = [f"blank or repeated: {s!r}" for s, n in Counter(mine).items() if n > 1 or not s]
    out += [f"also elsewhere: {s!r}" for s in {s.strip().lower() for s in lines} & _elsewhere()]
    owners: dict[tuple, set] = {}
    for cid, card in world["cards"].items():
        words = re.findall(r"[a-z0-9']+", card["flavour"].lower())
        for i in range(len(words) - 5):
            owners.setdefault(tuple(words[i : i + 6]), set()).add(cid)
    return out + [f"shared run {' '.join(r)!r}" for r, who in owners.items() if len(who) > 1]


@functools.cache
def _elsewhere() -> frozenset[str]:
    """Every string of every content file but the cards and wyrdforms."""
    found: set[str] = set()
    for path in content.FOLDER.rglob("*.yaml"):
        if path.parent.name != "cards" and path.name != "wyrdforms.yaml":
            found |= set(_strings(yaml.safe_load(path.read_text(encoding="utf-8"))))
    return frozenset(found)


def _strings(node):
    if isinstance(node, str):
        yield node.strip().lower()
    elif isinstance(node, (dict, list)):
        for value in node.values() if isinstance(node, dict) else node:
            yield from _strings(value)


def wyrdform_shape(world: dict) -> list[str]:
    """Each hero's wyrdform: its own name, an ability and a new weakness replacing the tile's,
    one skill allowing a 5th point, and three costed W cards per kind."""
    out, rules = [], Counter(f["weakness"]["rule"] for f in world["wyrd"].values())
    for hero, entry in world["heroes"].items():
        form = world["wyrd"].get(hero)
        if form is None:
            out.append(f"{hero}: no wyrdform")
            continue
        if set(form) != {"name", "flavour", "ability", "weakness", "skill", "cards"}:
            out.append(f"{hero}: fields {sorted(form)}")
        if set(form["ability"]) != {"name", "cost", "effect", "text"}:
            out.append(f"{hero}: ability fields {sorted(form['ability'])}")
        parse_effects(form["ability"]["effect"], f"wyrdform {hero}")
        parse_costs(form["ability"]["cost"], f"wyrdform {hero}")
        rule = form["weakness"]["rule"]
        if form["name"] == entry["name"] or rule == entry["weakness"]["rule"] or rules[rule] > 1:
            out.append(f"{hero}: the same name or weakness as before, or as another wyrdform")
        if rule not in WEAKNESSES:
            out.append(f"{hero}: weakness {rule}")
        skill = form["skill"]
        if skill["max"] != 5 or skill["attr"] not in entry["attributes"]:
            out.append(f"{hero}: skill {skill['attr']} to {skill['max']}")
        if len(skill["sides"]) != 2:
            out.append(f"{hero}: {len(skill['sides'])} skill sides")
        for side in skill["sides"]:
            parse_effects(side["effect"], f"wyrdform {hero} skill")
            says = re.search(rf"{skill['attr']} may rise to (5|a 5th point)", side["text"], re.I)
            if side["when"] not in WHEN or not says:
                out.append(f"{hero}: skill side {side['name']!r}")
        for kind in KINDS:
            want = [f"{hero}:{kind}:W0{n}" for n in (1, 2, 3)]
            if form["cards"][kind] != want or not all(
                world["cards"].get(c, {}).get("cost") for c in want
            ):
                out.append(f"{hero}: wyrdform {kind} cards {form['cards'][kind]}")
    return out


CHECKS = [
    deck_sizes,
    card_words,
    starting_decks,
    everything_in_play,
    words_of_their_own,
    wyrdform_shape,
]


# ---- every check can fail -------------------------------------------------------------------


FIRST = "cadoc:combat:B01"
BROKEN = [
    (deck_sizes, drop("cards/tobin:diplomacy:A07")),
    (deck_sizes, set_to("cards/ysolt:combat:B02/stand_in", True)),
    (card_words, set_to(f"cards/{FIRST}/cost", "1 terror")),
    (card_words, set_to("cards/ysolt:combat:B01/mark", "candle")),
    (card_words, set_to(f"cards/{FIRST}/closes/ae", [{"op": "up", "n": 1}])),
    (card_words, set_to("cards/tobin:diplomacy:B01/closes/free", [{"op": "sway", "n": 1}])),
    (card_words, set_to(f"cards/{FIRST}/ability/text", " ")),
    (card_words, set_to(f"cards/{FIRST}/abilities/after", [{"op": "prevent", "n": 1}])),
    (card_words, set_to(f"cards/{FIRST}/abilities/attack", [{"op": "draw", "n": 1}])),
    (card_words, set_to("cards/rhoswen:diplomacy:A01/abilities/before", [{"op": "pool", "n": 1}])),
    (card_words, set_to(f"cards/{FIRST}/abilities/delayed", [{"op": "pool", "n": 1}])),
    (starting_decks, set_to(f"cards/{FIRST}/opens/ae", ["empathy", 3])),
    (
        starting_decks,
        lambda w: [c["closes"].pop(r, 0) for c in w["cards"].values() for r in "ae cc ps".split()],
    ),
    (everything_in_play, lambda w: [c["opens"].pop("magic", 0) for c in w["cards"].values()]),
    (everything_in_play, lambda w: [c.pop("mark", 0) for c in w["cards"].values()]),
    (everything_in_play, lambda w: [c["abilities"].pop("use", 0) for c in w["cards"].values()]),
    (words_of_their_own, copy_over("cards/tobin:combat:A02/name", f"cards/{FIRST}/name")),
    (
        words_of_their_own,
        copy_over(f"cards/{FIRST}/flavour", "encounters/wreckers/flavour"),
    ),
    (words_of_their_own, copy_over("wyrd/ysolt/weakness/text", "wyrd/cadoc/flavour")),
    (
        words_of_their_own,
        echo(f"cards/{FIRST}/flavour", "cards/ysolt:combat:A03/flavour"),
    ),
    (wyrdform_shape, set_to("wyrd/tobin/weakness/rule", "frail-in-wyrd")),
    (wyrdform_shape, set_to("wyrd/cadoc/skill/max", 4)),
    (wyrdform_shape, set_to("wyrd/rhoswen/cards/combat", ["rhoswen:combat:W01"])),
]


test_the_design_holds, test_each_check_catches_a_broken_world = design_tests(
    world_copy, CHECKS, BROKEN
)
