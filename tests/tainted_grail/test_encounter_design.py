"""The green, purple and blue Encounter decks and the companions as a designer reads them, from
the LOADED world: ten cards of each difficulty per colour, values, attacks, keys and talks that
grow harder with the book's four levels, traits in use, part one's ids unchanged, each card's
words its own, and every companion met and told. The loader already refuses a malformed
Encounter (fields, tables, phrases, traits, tracks, a Response that never loses Duration:
tests/tainted_grail/test_encounter_content.py).

Each check returns its problems (empty when the design holds), so the last test can break a copy
of the world and see every check catch it."""

from __future__ import annotations

import copy
import re
from collections import Counter
from statistics import mean

import pytest
import yaml

from game.games.tainted_grail.rules import content
from game.games.tainted_grail.rules.content_checks import flavour_lines
from game.games.tainted_grail.rules.encounter import content as C
from game.games.tainted_grail.rules.encounter import phrases as P
from game.games.tainted_grail.rules.story_map import reachable
from game.games.tainted_grail.rules.verses import verse_targets
from tests.tainted_grail.breakers import copy_over, design_tests, set_to

COLOURS = ("green", "purple", "blue")
LEVELS = (1, 2, 3, 4)
MAIN = {"green": "combat", "purple": "combat", "blue": "diplomacy"}  # what a colour mostly is
VALUE = {1: range(5, 8), 2: range(8, 11), 3: range(11, 15), 4: range(15, 19)}  # the spec's
TRAITS = {"combat": C.COMBAT_TRAITS, "diplomacy": C.DIPLOMACY_TRAITS}
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
    "gullhaven-brawl": ("combat", 1, False),
    "eel-merchant": ("diplomacy", 1, False),
    "hungry-pilgrims": ("diplomacy", 1, False),
    "abbey-warden": ("diplomacy", 2, False),
    "quarry-foreman": ("diplomacy", 2, False),
    "sealwife": ("diplomacy", 2, False),
    "ash-monk": ("diplomacy", 2, True),
}
HARM = ("down", "destroy", "discard", "damage", "wound", "mill", "gain", "lose")
BOOK_COMPANIONS = ("goat", "ghost", "golem", "isolut", "fox", "kendrick")
LIMITS = ("once per Encounter", "once per Combat", "once per Diplomacy", "once per Day")


def world_copy() -> dict:
    world = content.load()
    return {
        **world,
        "encounters": copy.deepcopy(world["encounters"]),
        "companions": yaml.safe_load(
            (content.FOLDER / "companions.yaml").read_text(encoding="utf-8")
        ),
    }


def deck(world: dict, colour: str, kind: str | None = None) -> dict[str, dict]:
    """A colour's deck (the Kings' cards come from their own box)."""
    return {
        eid: e
        for eid, e in world["encounters"].items()
        if e["colour"] == colour and "king" not in e and kind in (None, e["kind"])
    }


def by_level(cards: list[dict], score) -> list[float]:
    return [mean(score(e) for e in cards if e["difficulty"] == lvl) for lvl in LEVELS]


def climbs(curve: list[float]) -> bool:
    """Never falls from one level to the next, and is higher at 4 than at 1."""
    return curve == sorted(curve) and curve[0] < curve[-1]


def worst_hit(e: dict) -> int:
    harm = [n for row in e["attack_table"] for n in P.walk(row[2])]
    harm += P.walk(e["opportunity_effects"])
    return max([n["n"] for n in harm if n["op"] in ("damage", "wound")] + [0])


def bite(e: dict) -> float:
    """What an Attack takes, a mean over its table's rows: Health (twice when it strikes the
    whole party) and half a point for each Terror."""

    def row(nodes: list[dict]) -> float:
        out = 0.0
        for n in P.walk(nodes):
            if n["op"] in ("damage", "wound"):
                out += n["n"] * (2 if n.get("each") else 1)
            elif n["op"] == "gain" and n.get("what") == "terror":
                out += n["n"] / 2
        return out

    return mean(row(r[2]) for r in e["attack_table"])


STEP_UP = 0.5  # a difficulty-2 Attack takes this much more than a difficulty-1 one, at least


def demand(e: dict) -> float:
    return mean(need[1] for row, need in e["opens"].items() if row in P.ROWS)


def to_green(e: dict) -> int:
    """Slots from the start to the first green one."""
    return e["slots"].index("green") + 1 - e["start"]


def harshness(e: dict) -> float:
    """Slots, cards, Health and peace of mind a Response takes (a mean over its colours)."""
    return mean(
        sum(n["n"] for n in P.walk(nodes) if n["op"] in HARM and not _relief(n))
        for nodes in e["response_effects"].values()
    )


def _relief(node: dict) -> bool:
    return node["op"] == "lose" and node["what"] == "terror"


# ---- the checks -----------------------------------------------------------------------------


def deck_counts(world: dict) -> list[str]:
    """Forty cards or more per colour, ten of each difficulty; a colour is mostly its main
    kind (30 or more) with 3 to 8 of the other."""
    out = []
    for colour in COLOURS:
        cards = deck(world, colour).values()
        levels = Counter(e["difficulty"] for e in cards)
        kinds = Counter(e["kind"] for e in cards)
        other = kinds.total() - kinds[MAIN[colour]]
        if len(cards) < 40 or min(levels[lvl] for lvl in LEVELS) < 10:
            out.append(f"{colour}: {len(cards)} cards, {dict(levels)}")
        if kinds[MAIN[colour]] < 30 or not 3 <= other <= 8:
            out.append(f"{colour}: {dict(kinds)}")
    return out


def hard_guardians(world: dict, colour: str) -> list[str]:
    """At least three of a colour's Guardians are of difficulty 3 or 4."""
    hard = [e for e in deck(world, colour).values() if e.get("guardian") and e["difficulty"] >= 3]
    return [] if len(hard) >= 3 else [f"{colour}: {len(hard)} hard guardians"]


def part_one_ids(world: dict) -> list[str]:
    """Every id part one names keeps its kind, difficulty and guardian flag; the old stub file
    is gone; every Guardian card roams by guardians.yaml."""
    out = []
    for eid, want in MOVED.items():
        e = world["encounters"].get(eid, {})
        if (e.get("kind"), e.get("difficulty"), bool(e.get("guardian"))) != want:
            out.append(f"{eid}: no longer {want}")
    if (content.FOLDER / "encounters.yaml").exists():
        out.append("encounters.yaml is still there")
    for eid, e in world["encounters"].items():
        if e.get("guardian") and world["guardians"].get(eid, {}).get("encounter") != eid:
            out.append(f"{eid}: a Guardian that does not roam")
    return out


def fights(world: dict) -> list[str]:
    """A Combat's value lies in its level's band, every range of its table can be reached
    below the value and there are two or more, and it pays loot; per colour the worst hit, the
    Attacks' bite and the keys' demands climb with difficulty, and difficulty 2 bites clearly
    harder than 1."""
    out = []
    for colour in COLOURS:
        for eid, e in deck(world, colour, "combat").items():
            table = e["attack_table"]
            if e["value"] not in VALUE[e["difficulty"]]:
                out.append(f"{eid}: value {e['value']} at difficulty {e['difficulty']}")
            if len(table) < 2 or table[-1][0] >= e["value"] or not e.get("loot"):
                out.append(f"{eid}: table {[r[:2] for r in table]} or no loot")
        hits = by_level(list(deck(world, colour, "combat").values()), worst_hit)
        asks = by_level(list(deck(world, colour).values()), demand)
        bites = by_level(list(deck(world, colour, "combat").values()), bite)
        if not climbs(hits) or not climbs(asks):
            out.append(f"{colour}: worst hits {hits}, key demands {asks}")
        if not climbs(bites) or bites[1] - bites[0] < STEP_UP:
            out.append(f"{colour}: Attacks bite {bites}")
    return out


def talks(world: dict) -> list[str]:
    """A Diplomacy runs 3 or more, on 10 slots or fewer, swayed by two or more things; per
    colour the green narrows and moves away and the Responses bite harder with difficulty: wide
    green (2+) and a short die (3-4) at 1, narrow green (2 or less) at 4."""
    out = []
    for colour in COLOURS:
        cards = deck(world, colour, "diplomacy")
        for eid, e in cards.items():
            if e["duration"] < 3 or len(e["slots"]) > 10 or len(e["sway_rules"]) < 2:
                out.append(f"{eid}: duration {e['duration']}, {len(e['slots'])} slots, sway")
            green = e["slots"].count("green")
            if e["difficulty"] == 1 and (green < 2 or e["duration"] > 4):
                out.append(f"{eid}: a level 1 talk with {green} green, duration {e['duration']}")
            if e["difficulty"] == 4 and green > 2:
                out.append(f"{eid}: a level 4 talk with {green} green")
        greens = by_level(list(cards.values()), lambda e: e["slots"].count("green"))
        climb = by_level(list(cards.values()), to_green)
        bite = by_level(list(cards.values()), harshness)
        narrows = greens == sorted(greens, reverse=True) and greens[0] > greens[2]
        if not narrows or greens[1] <= greens[3]:
            out.append(f"{colour}: green widths {greens}")
        if not climbs(climb) or not climbs(bite):
            out.append(f"{colour}: climbs to green {climb}, Response bites {bite}")
    return out


def colour_character(world: dict) -> list[str]:
    """A colour's main kind has range: a Combat colour's tables let some flee, strike the whole
    party and branch; a Diplomacy colour answers by Affinity, sways with structures, favours
    and punishes each Attribute somewhere, and concludes in many ways. Its main kind uses every
    trait twice or more; across the set every trait of either kind is used twice or more."""
    out = []
    for colour in COLOURS:
        main = deck(world, colour, MAIN[colour]).values()
        used = Counter(t["name"] for e in main for t in e["trait_list"])
        out += [f"{colour}: trait {t} x{used[t]}" for t in TRAITS[MAIN[colour]] if used[t] < 2]
        if MAIN[colour] == "combat":
            rows = [[n for r in e["attack_table"] for n in r[2]] for e in main]
            flee = sum(any(n["op"] == "run-away" for n in P.walk(r)) for r in rows)
            each = sum(any(n.get("each") for n in P.walk(r)) for r in rows)
            branch = sum(any(n["op"] in ("choose", "may", "roll", "if") for n in r) for r in rows)
            if flee < 3 or each < 10 or branch < 2:
                out.append(f"{colour}: {flee} flee, {each} strike all, {branch} branch")
        else:
            out += _talk_range(colour, list(main))
    for kind, names in TRAITS.items():
        used = Counter(
            t["name"]
            for c in COLOURS
            for e in deck(world, c, kind).values()
            for t in e["trait_list"]
        )
        out += [f"{kind} trait {t} x{used[t]}" for t in names if used[t] < 2]
    return out


def _talk_range(colour: str, main: list[dict]) -> list[str]:
    out = []
    by_colour = sum(isinstance(e["response"], dict) for e in main)
    structured = sum(any(isinstance(v, list) for v in e["sway"].values()) for e in main)
    if by_colour < 4 or structured < 4:
        out.append(f"{colour}: {by_colour} Responses by Affinity, {structured} structured sways")
    best, worst = Counter(), Counter()
    for e in main:
        score = {
            a: sum(n["n"] * {"up": 1, "down": -1}.get(n["op"], 0) for n in P.walk(nodes))
            for a, nodes in e["sway_rules"].items()
        }
        best.update(a for a, s in score.items() if s == max(score.values()))
        worst.update(a for a, s in score.items() if s < 0)
    out += [
        f"{colour}: {a} best x{best[a]}, worst x{worst[a]}"
        for a in P.ATTRIBUTES
        if best[a] < 3 or worst[a] < 2
    ]
    said = {
        n.get("effect", {}).get("op") or n["op"]
        for e in main
        for nodes in e["conclusion_effects"].values()
        for n in P.walk(nodes)
    }
    said |= {
        n.get("what")
        for e in main
        for nodes in e["conclusion_effects"].values()
        for n in P.walk(nodes)
    }
    wanted = {"draw-item", "gain-secret", "mark", "wealth", "damage", "terror"}
    return out + [f"{colour}: no conclusion gives {w}" for w in sorted(wanted - said)]


def words_of_their_own(world: dict) -> list[str]:
    """No two Encounters share a name or a run of five words of flavour, and no two of the
    colour decks share a whole layout or a whole conclusion."""
    encounters = world["encounters"]
    names = Counter(e["name"].strip().lower() for e in encounters.values())
    out = [f"name {n!r} x{k}" for n, k in names.items() if k > 1]
    owners: dict[tuple, set] = {}
    for eid, e in encounters.items():
        words = re.findall(r"[a-z0-9']+", e["flavour"].lower())
        for i in range(len(words) - 4):
            owners.setdefault(tuple(words[i : i + 5]), set()).add(eid)
    out += [f"shared run {' '.join(r)!r}" for r, who in owners.items() if len(who) > 1]
    cards = [e for c in COLOURS for e in deck(world, c).values()]
    layouts = Counter(
        repr([e.get(k) for k in ("sway", "response", "conclusion", "table")]) for e in cards
    )
    endings = Counter(repr(e["conclusion"]) for e in cards if "conclusion" in e)
    return out + [f"a repeated layout {k[:60]}" for k, n in (layouts + endings).items() if n > 1]


# ---- companions (no loader reads companions.yaml yet) -----------------------------------------


def companions_complete(world: dict) -> list[str]:
    """Five companions or more, ours (none of the book's), each with a place, a status, a help or
    an Action within a limit, a catch, a rule sentence and a story of 3-5 verses."""
    found = world["companions"]
    out = [] if len(found) >= 5 else [f"{len(found)} companions"]
    names = (" ".join(found) + " " + " ".join(c["name"] for c in found.values())).lower()
    out += [f"the book's {b}" for b in BOOK_COMPANIONS if b in names]
    for cid, c in found.items():
        where = f"companion {cid}"
        story = c["story"]
        if not re.fullmatch(r"with the party|at \d{3}|wanders", c["stands"]):
            out.append(f"{where}: stands {c['stands']!r}")
        if c["status"] not in world["statuses"] or not ("help" in c or "action" in c):
            out.append(f"{where}: status {c['status']} or no help/action")
        if not 3 <= len(story) <= 5 or story != [
            f"s.companion-{cid}-{n}" for n in range(1, len(story) + 1)
        ]:
            out.append(f"{where}: story {story}")
        if not all(v in world["verses"] for v in story):
            out.append(f"{where}: story verses missing")
        for part in ("help", "action"):
            if part in c:
                if c[part]["limit"] not in LIMITS:
                    out.append(f"{where}: limit {c[part]['limit']!r}")
                if "pay" in c[part]:
                    P.costs(c[part]["pay"], f"{where} {part} pay")
                P.effects(c[part]["effects"], f"{where} {part}", day_ok=True)
        P.effects(c["cost"]["effects"], f"{where} cost", day_ok=True)
        if not c["rules"].endswith(".") or len(c["rules"].split()) < 12:
            out.append(f"{where}: the rule is not a sentence")
    return out


def companions_reachable(world: dict) -> list[str]:
    """Each companion is met from a choice of its verse, its whole story opens from the first
    story verse, and the story marks every part of its status."""
    out = []
    graph = {k: set(verse_targets(v)) for k, v in world["verses"].items()}
    for cid, c in world["companions"].items():
        first = c["story"][0]
        if first not in [ch["go"] for ch in world["verses"][c["met"]]["choices"]]:
            out.append(f"{cid}: not met from a choice of {c['met']}")
        if not set(c["story"]) <= reachable(graph, first):
            out.append(f"{cid}: story not reachable from {first}")
        marked = {
            e["part"]
            for v in c["story"]
            for e in world["verses"][v]["effects"]
            if e["op"] == "mark" and e["status"] == c["status"]
        }
        if marked != set(range(1, world["statuses"][c["status"]]["parts"] + 1)):
            out.append(f"{cid}: marks {sorted(marked)}")
    return out


def companion_lines(world: dict) -> list[str]:
    """The companions' words share no run of six words with each other or any line the
    campaign shows."""
    owners: dict[tuple, set] = {}
    texts = [
        (f"companions, {cid}", c[f])
        for cid, c in world["companions"].items()
        for f in ("name", "flavour", "rules")
    ]
    texts += [
        (f"companions, {cid}, cost", c["cost"]["text"]) for cid, c in world["companions"].items()
    ]
    for where, line in texts + list(flavour_lines(world)):
        parts = where.split(",")  # the owner: a companion by name, any other entry by its file
        owner = ",".join(parts[:2]) if parts[0] == "companions" else parts[0]
        words = re.findall(r"[a-z0-9]+(?:'[a-z]+)?", line.lower())
        for run in {tuple(words[i : i + 6]) for i in range(len(words) - 5)}:
            owners.setdefault(run, set()).add(owner)
    return [f"shared run {' '.join(r)!r}" for r, who in owners.items() if len(who) > 1]


CHECKS = [
    deck_counts,
    part_one_ids,
    fights,
    talks,
    colour_character,
    words_of_their_own,
    companions_complete,
    companions_reachable,
    companion_lines,
]


@pytest.mark.parametrize(
    "colour",
    [
        "green",
        "purple",
        "blue",
    ],
)
def test_each_colour_has_hard_guardians(colour):
    assert hard_guardians(content.load(), colour) == []


# ---- every check can fail -------------------------------------------------------------------


def _each(colour: str, kind: str | None, change):
    """A breaker: ``change(encounter)`` on every card of that colour and kind."""

    def breaker(world: dict) -> None:
        for e in deck(world, colour, kind).values():
            change(e)

    return breaker


E = "encounters"
BROKEN = [
    (deck_counts, set_to(f"{E}/marsh-boar/difficulty", 2)),
    (deck_counts, _each("blue", "diplomacy", lambda e: e.update(kind="combat"))),
    (
        lambda w: hard_guardians(w, "green"),
        _each("green", None, lambda e: e.update(guardian=e["difficulty"] < 3)),
    ),
    (part_one_ids, set_to(f"{E}/ash-monk/guardian", False)),
    (part_one_ids, set_to(f"{E}/reed-widow/difficulty", 3)),
    (part_one_ids, lambda w: w["encounters"]["gullhaven-brawl"].update(guardian=True)),
    (fights, set_to(f"{E}/marsh-boar/value", 9)),
    (fights, set_to(f"{E}/wreckers/loot", None)),
    (
        fights,
        _each(
            "purple", None, lambda e: e.update(opens={"ae": ["aggression", 5 - e["difficulty"]]})
        ),
    ),
    (
        fights,
        _each(
            "green",
            "combat",
            lambda e: e.update(opportunity_effects=[{"op": "damage", "n": 9 - e["difficulty"]}]),
        ),
    ),
    (
        fights,
        _each(
            "purple",
            "combat",
            lambda e: (
                e.update(attack_table=[[0, None, [{"op": "damage", "n": 1, "each": False}]]])
                if e["difficulty"] == 2
                else None
            ),
        ),
    ),
    (talks, set_to(f"{E}/eel-merchant/duration", 2)),
    (talks, set_to(f"{E}/eel-merchant/slots", ["red"] * 5 + ["grey"] * 5 + ["green"])),
    (
        talks,
        _each(
            "blue",
            "diplomacy",
            lambda e: e.update(
                response_effects={c: [{"op": "down", "n": 5 - e["difficulty"]}] for c in P.COLOURS}
            ),
        ),
    ),
    (colour_character, _each("blue", "diplomacy", lambda e: e.update(trait_list=[]))),
    (
        colour_character,
        _each(
            "green",
            "combat",
            lambda e: e.update(attack_table=[[0, None, [{"op": "damage", "n": 1, "each": False}]]]),
        ),
    ),
    (
        colour_character,
        _each("blue", "diplomacy", lambda e: e.update(sway={k: "up 1" for k in e["sway"]})),
    ),
    (colour_character, _each("blue", "diplomacy", lambda e: e.update(conclusion_effects={}))),
    (words_of_their_own, copy_over(f"{E}/wreckers/name", f"{E}/sealwife/name")),
    (words_of_their_own, copy_over(f"{E}/wreckers/table", f"{E}/marsh-boar/table")),
    (words_of_their_own, copy_over(f"{E}/sealwife/flavour", f"{E}/ash-monk/flavour")),
    (companions_complete, set_to("companions/gristle/story", ["s.companion-gristle-1"])),
    (companions_complete, set_to("companions/wren/stands", "somewhere")),
    (companions_reachable, set_to("companions/gristle/met", "101")),
    (companions_reachable, set_to("companions/wren/status", "kin-gristle")),
    (companion_lines, copy_over("companions/pell/flavour", "companions/wren/flavour")),
]


test_the_design_holds, test_each_check_catches_a_broken_world = design_tests(
    world_copy, CHECKS, BROKEN
)
