"""The blue Encounter deck (assets/tainted_grail/encounters/blue.yaml) and the companions
(companions.yaml) against the lead's card format (briefs: tg_cards_spec), until the encounter
engine's own loader checks them: every field, every effect phrase, every trait, the difficulty
targets of the book's four levels, and every companion met and told in the journal.

A stand-in for the engine's validator: when that loader lands, these checks move into it."""

from __future__ import annotations

import re
from collections import Counter

import pytest
import yaml

from game.games.tainted_grail.rules import content

FOLDER = content.FOLDER
ATTRS = content.ATTRIBUTES
ROWS = {
    "ae": ("aggression", "empathy"),
    "cc": ("courage", "caution"),
    "ps": ("practicality", "spirituality"),
}
# the blue cards today's journal, guardians and tests name: (kind, difficulty, guardian)
MOVED = {
    "gullhaven-brawl": ("combat", 1, False),
    "eel-merchant": ("diplomacy", 1, False),
    "hungry-pilgrims": ("diplomacy", 1, False),
    "abbey-warden": ("diplomacy", 2, False),
    "quarry-foreman": ("diplomacy", 2, False),
    "sealwife": ("diplomacy", 2, False),
    "ash-monk": ("diplomacy", 2, True),
}
N = r"\d+"
WHAT = r"(?:terror|energy|health|magic|wealth|food|exp)"
PHRASES = [
    rf"pool -?{N}",
    rf"up {N}",
    rf"down {N}",
    rf"duration -?{N}",
    rf"draw {N}",
    rf"discard {N}",
    rf"mill {N}",
    rf"damage {N}",
    rf"wound {N}",
    rf"(?:gain|lose) {N} {WHAT}",
    rf"pay {N} (?:magic|wealth|food)",
    rf"time {N}",
    rf"charges {N}",
    rf"tick {N}",
    rf"destroy(?: {N})?",
    rf"prevent {N} (?:damage|terror|down|pool)",
    rf"add {N} (?:damage|terror|down|pool)",
    "ignore-attack",
    "run-away",
]
DAY_WORLD = [
    r"item\+ (?:[A-E]|consumable|[a-z][a-z0-9-]*)",
    rf"secret\+ {N}",
    r"status\+ [a-z][a-z0-9-]*(?:/\d+)?",
    rf"timepasses {N}",
]
CONDITIONS = [
    r"affinity (?:green|grey|red)",
    rf"pool {N}\+",
    rf"sequence {N}\+",
    rf"hand {N}-",
    rf"attr [a-z]+ {N}",
    r"keyword [a-z]+",
    r"connected (?:ae|cc|ps)",
    rf"mark (?:candle|bolt) {N}\+",
]
TRAITS = {
    "combat": ("dread", "entrapment", "exhaustive", "haste", "shatter"),
    "diplomacy": ("discouraging", "dread", "greedy", "haste"),
}
# the book's four levels as the spec states them
VALUE = {1: (5, 7), 2: (8, 10), 3: (11, 14), 4: (15, 18)}
BOOK_COMPANIONS = ("goat", "ghost", "golem", "isolut", "fox", "kendrick")


def _load(name: str) -> dict:
    return yaml.safe_load((FOLDER / name).read_text(encoding="utf-8"))


@pytest.fixture(scope="module")
def blue():
    return _load("encounters/blue.yaml")


@pytest.fixture(scope="module")
def companions():
    return _load("companions.yaml")


@pytest.fixture(scope="module")
def world():
    return content.load()


def phrases(effects, where: str, day_world: bool = False) -> list[str]:
    """Every phrase of an effects value; fails naming `where` on one the format lacks."""
    patterns = PHRASES + (DAY_WORLD if day_world else [])
    if isinstance(effects, str):
        out = []
        for part in effects.split("; "):
            part = part.strip()
            bare = part[: -len(" each")] if part.endswith(" each") else part
            assert any(re.fullmatch(p, bare) for p in patterns), f"{where}: '{part}'"
            out.append(bare)
        return out
    assert isinstance(effects, list) and effects, f"{where}: effects are a string or a list"
    out = []
    for item in effects:
        if isinstance(item, str):
            out += phrases(item, where, day_world)
            continue
        assert isinstance(item, dict) and len(item) in (1, 3), f"{where}: {item!r}"
        if "choose" in item:
            assert len(item["choose"]) >= 2, where
            for option in item["choose"]:
                out += phrases(option, where, day_world)
        elif "may" in item:
            pay = item["may"]["pay"]
            assert re.fullmatch(rf"{N} (?:energy|health|terror|magic|wealth|food)", pay), where
            out += phrases(item["may"]["then"], where, day_world)
        elif "roll" in item:
            faces = []
            for band, then in item["roll"].items():
                low, high = (int(x) for x in re.fullmatch(r"(\d)-(\d)", band).groups())
                faces += range(low, high + 1)
                out += phrases(then, where, day_world)
            assert sorted(faces) == [1, 2, 3, 4, 5, 6], f"{where}: a roll covers 1-6 once"
        else:
            assert set(item) == {"if", "then", "else"}, f"{where}: {item!r}"
            assert any(re.fullmatch(c, item["if"]) for c in CONDITIONS), f"{where}: {item['if']}"
            out += phrases(item["then"], where, day_world) + phrases(item["else"], where, day_world)
    return out


def check_right(right: dict, where: str) -> None:
    assert right and set(right) <= {"ae", "cc", "ps", "magic", "free"}, where
    for row, need in right.items():
        if row == "magic":
            assert need in (True, "yes"), where  # YAML 1.1 reads a bare yes as true
        elif row == "free":
            assert re.fullmatch(r"[0-3]x", need), where
        else:
            attr, level = need.split()
            assert attr in ROWS[row] and level in "123", f"{where}: {row}: {need}"


def check_traits(card: dict, where: str) -> None:
    for trait in card.get("traits", []):
        harass = re.fullmatch(r"harass (\d+)-(\d+): (.+)", trait)
        if harass:
            assert int(harass[1]) <= int(harass[2]), where
            phrases(harass[3], where)
        else:
            assert trait in TRAITS[card["kind"]], f"{where}: trait '{trait}'"


def responses(card: dict) -> list:
    r = card["response"]
    return [r[c] for c in ("red", "grey", "green")] if isinstance(r, dict) else [r]


def need_to_green(card: dict) -> int:
    a = card["affinity"]
    return a["red"] + a["grey"] + 1 - a["start"]


def harshness(card: dict) -> int:
    """Slots and cards a Response takes, plus what it costs the body and the mind."""
    total = 0
    for r in responses(card):
        for p in phrases(r, "response"):
            m = re.fullmatch(r"(down|destroy|discard|damage|wound|mill|gain|lose) ?(\d*).*", p)
            if m and not (m[1] == "lose" and "terror" in p) and "duration" not in p:
                total += int(m[2] or 1)
    return total / len(responses(card))


# ---- the deck -------------------------------------------------------------------------------


def test_the_blue_deck_has_ten_of_each_difficulty_almost_all_diplomacy(blue):
    assert len(blue) >= 40
    levels = Counter(c["difficulty"] for c in blue.values())
    assert all(levels[d] >= 10 for d in (1, 2, 3, 4)), levels
    kinds = Counter(c["kind"] for c in blue.values())
    assert kinds["diplomacy"] >= 30 and 3 <= kinds["combat"] <= 8, kinds
    assert {c["colour"] for c in blue.values()} == {"blue"}


def test_todays_blue_cards_moved_here_whole_and_left_the_stub_file(blue, world):
    stubs = _load("encounters.yaml") if (FOLDER / "encounters.yaml").exists() else {}
    for eid, (kind, difficulty, guardian) in MOVED.items():
        card = blue[eid]
        assert (card["kind"], card["difficulty"], card["guardian"]) == (
            kind,
            difficulty,
            guardian,
        ), eid
        assert eid not in stubs, eid
        assert world["encounters"][eid]["flavour"] == card["flavour"]  # the journal finds it
    assert not [k for k, v in stubs.items() if v["colour"] == "blue"]
    assert world["guardians"]["ash-monk"]["encounter"] == "ash-monk"


def test_every_diplomacy_card_has_its_full_layout(blue):
    for eid, c in blue.items():
        if c["kind"] != "diplomacy":
            continue
        assert set(c) <= {
            "name",
            "colour",
            "kind",
            "difficulty",
            "guardian",
            "flavour",
            "duration",
            "affinity",
            "traits",
            "sway",
            "response",
            "conclusion",
            "right",
        }, eid
        assert 3 <= c["duration"] <= 10, eid
        a = c["affinity"]
        assert set(a) == {"red", "grey", "green", "start"} and min(a.values()) >= 1, eid
        assert a["red"] < a["start"] <= a["red"] + a["grey"], f"{eid}: start lies in grey"
        assert a["red"] + a["grey"] + a["green"] <= 10, eid
        assert set(c["sway"]) <= set(ATTRS) | {"free", "magic"} and len(c["sway"]) >= 2, eid
        for attr, effects in c["sway"].items():
            phrases(effects, f"{eid} sway {attr}")
        if isinstance(c["response"], dict):
            assert set(c["response"]) == {"red", "grey", "green"}, eid
        for r in responses(c):
            said = phrases(r, f"{eid} response")
            # the Duration must fall every Response, or the talk never reaches its Conclusion
            assert any(re.fullmatch(r"duration -\d+", p) for p in said), eid
        assert set(c["conclusion"]) == {"green", "grey", "red"}, eid
        for colour, effects in c["conclusion"].items():
            phrases(effects, f"{eid} conclusion {colour}", day_world=True)
        check_traits(c, eid)
        check_right(c["right"], eid)


def test_every_combat_card_has_its_full_layout(blue):
    for eid, c in blue.items():
        if c["kind"] != "combat":
            continue
        low, high = VALUE[c["difficulty"]]
        assert low <= c["value"] <= high, eid
        starts = []
        for band, attack in c["table"].items():
            m = re.fullmatch(r"(\d+)(?:-(\d+)|(\+))", band)
            assert m, f"{eid}: band {band}"
            starts.append((int(m[1]), int(m[2]) if m[2] else None))
            phrases(attack, f"{eid} table {band}")
        starts.sort()
        assert starts[0][0] == 0 and starts[-1][1] is None, f"{eid}: the table covers 0 and up"
        for (_, b), (c2, _) in zip(starts, starts[1:], strict=False):
            assert b is not None and c2 == b + 1, f"{eid}: no gap or overlap in the table"
        phrases(c["opportunity"], f"{eid} opportunity")
        phrases(c["loot"], f"{eid} loot", day_world=True)
        check_traits(c, eid)
        check_right(c["right"], eid)


def test_difficulty_rises_with_the_books_four_levels(blue):
    talks = [c for c in blue.values() if c["kind"] == "diplomacy"]
    for level in (1, 2, 3, 4):
        cards = [c for c in talks if c["difficulty"] == level]
        greens = [c["affinity"]["green"] for c in cards]
        if level == 1:
            assert min(greens) >= 2 and all(c["duration"] in (3, 4) for c in cards)
        if level == 4:
            assert max(greens) <= 2
    mean = {lvl: [c for c in talks if c["difficulty"] == lvl] for lvl in (1, 2, 3, 4)}
    climb = [sum(map(need_to_green, cs)) / len(cs) for cs in mean.values()]
    bite = [sum(map(harshness, cs)) / len(cs) for cs in mean.values()]
    assert climb == sorted(climb) and climb[0] < climb[-1], climb
    assert bite == sorted(bite) and bite[0] < bite[-1], bite
    fights = sorted((c["difficulty"], c["value"]) for c in blue.values() if c["kind"] == "combat")
    assert [v for _, v in fights] == sorted(v for _, v in fights)


def test_different_people_are_swayed_by_different_attributes(blue):
    """Each Attribute is the one that helps most somewhere, and hurts somewhere else."""
    best, worst = Counter(), Counter()
    for c in blue.values():
        if c["kind"] != "diplomacy":
            continue
        score = {}
        for attr, effects in c["sway"].items():
            said = phrases(effects, "sway")
            score[attr] = sum(int(p.split()[1]) for p in said if p.startswith("up ")) - sum(
                int(p.split()[1]) for p in said if p.startswith("down ")
            )
        top = max(score.values())
        best.update(a for a, s in score.items() if s == top and a in ATTRS)
        worst.update(a for a, s in score.items() if s < 0)
    assert all(best[a] >= 3 for a in ATTRS), best
    assert all(worst[a] >= 2 for a in ATTRS), worst


def test_the_traits_and_the_conclusions_are_used_across_the_set(blue):
    talks = [c for c in blue.values() if c["kind"] == "diplomacy"]
    used = Counter(t.split()[0] for c in talks for t in c.get("traits", []))
    for trait in ("discouraging", "dread", "greedy", "harass", "haste"):
        assert used[trait] >= 2, used
    by_colour = [c for c in talks if isinstance(c["response"], dict)]
    assert len(by_colour) >= 4
    structured = [c for c in talks if any(isinstance(v, list) for v in c["sway"].values())]
    assert len(structured) >= 4
    said = " ".join(str(v) for c in talks for v in c["conclusion"].values())
    for phrase in ("wealth", "item+", "secret+", "status+", "damage", "terror"):
        assert phrase in said, phrase


def test_no_two_cards_share_a_name_flavour_or_whole_layout(blue, world):
    for field in ("name", "flavour"):
        seen = Counter(c[field].lower() for c in blue.values())
        assert [k for k, n in seen.items() if n > 1] == [], field
    others = [e for k, e in world["encounters"].items() if k not in blue]
    assert not {c["name"] for c in blue.values()} & {e["name"] for e in others}
    layouts = Counter(
        repr((c.get("sway"), c.get("response"), c.get("conclusion"), c.get("table")))
        for c in blue.values()
    )
    assert max(layouts.values()) == 1
    conclusions = Counter(repr(c["conclusion"]) for c in blue.values() if "conclusion" in c)
    assert max(conclusions.values()) == 1


# ---- companions -----------------------------------------------------------------------------


def test_at_least_five_companions_of_our_own_each_complete(companions, world):
    assert len(companions) >= 5
    names = " ".join(companions).lower() + " ".join(c["name"] for c in companions.values())
    assert not any(b in names.lower() for b in BOOK_COMPANIONS)
    for cid, c in companions.items():
        assert set(c) >= {"name", "flavour", "met", "stands", "status", "story", "cost", "rules"}, (
            cid
        )
        assert "help" in c or "action" in c, cid
        assert re.fullmatch(r"with the party|at \d{3}|wanders", c["stands"]), cid
        assert c["status"] in world["statuses"], cid
        story = c["story"]
        assert 3 <= len(story) <= 5, cid
        assert story == [f"s.companion-{cid}-{n}" for n in range(1, len(story) + 1)], cid
        assert all(v in world["verses"] for v in story), cid
        assert world["verses"][story[0]]["file"].endswith("companions.verses")
        for part in ("help", "action"):
            if part in c:
                assert c[part]["limit"] in (
                    "once per Encounter",
                    "once per Combat",
                    "once per Diplomacy",
                    "once per Day",
                ), cid
                if "pay" in c[part]:
                    assert re.fullmatch(
                        rf"{N} (?:energy|health|terror|magic|wealth|food)", c[part]["pay"]
                    ), cid
                phrases(c[part]["effects"], f"{cid} {part}", day_world=True)
        phrases(c["cost"]["effects"], f"{cid} cost", day_world=True)
        assert c["rules"].endswith(".") and len(c["rules"].split()) >= 12, cid


def test_each_companion_is_met_from_the_chapter_and_its_story_told_in_order(companions, world):
    for cid, c in companions.items():
        first = c["story"][0]
        met = c["met"]
        choices = [ch["go"] for ch in world["verses"][met]["choices"]]
        assert first in choices, f"{cid}: met from a choice of verse {met}"
        graph = {k: set(content.verse_targets(v)) for k, v in world["verses"].items()}
        seen, todo = set(), [first]
        while todo:
            key = todo.pop()
            if key not in seen:
                seen.add(key)
                todo.extend(graph[key])
        assert set(c["story"]) <= seen, cid  # the whole story opens from its first verse
        marked = {
            e["part"]
            for v in c["story"]
            for e in world["verses"][v]["effects"]
            if e["op"] == "mark" and e["status"] == c["status"]
        }
        assert marked == set(range(1, world["statuses"][c["status"]]["parts"] + 1)), cid


def test_no_companion_line_echoes_another_entry(companions, world):
    """Companions' words (read by no loader yet) share no run of six words with each other,
    the blue cards or any line the campaign shows."""
    owners: dict[tuple, set] = {}
    texts = [
        (f"companion {cid}", c[f])
        for cid, c in companions.items()
        for f in ("name", "flavour", "rules")
    ]
    texts += [(f"companion {cid} cost", c["cost"]["text"]) for cid, c in companions.items()]
    texts += list(content.flavour_lines(world))
    for where, line in texts:
        words = re.findall(r"[a-z0-9]+(?:'[a-z]+)?", line.lower())
        for run in {tuple(words[i : i + 6]) for i in range(len(words) - 5)}:
            owners.setdefault(run, set()).add(where.split(",")[0])
    assert [" ".join(r) for r, who in owners.items() if len(who) > 1] == []
