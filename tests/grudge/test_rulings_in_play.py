"""Rulings from docs/rulings/grudge.md, checked where legal play reaches them: whole runs are
played through the contract (the player's choices picked at random, leaning to fights), every
event is folded onto a shadow state so each one can be judged against the position it was
emitted in, and each test asserts both that its ruling held and that play reached it."""

from __future__ import annotations

import random
from collections import defaultdict
from dataclasses import dataclass, field
from functools import lru_cache

from game.core.agenda import copy_state
from game.core.match import Match
from game.core.playout import bare
from game.games.grudge.rules import RULES, board
from game.games.grudge.rules import state as S

FIGHTING = [
    "strike",
    "roughhouse",
    "cast",
    "loot_pig",
    "loot_weapon",
    "riposte",
    "aid",
    "aid_defense",
    "avoid",
    "dash",
    "menu",
    "luckstone",
    "reroll_encounter",
]
RUNS = 90


# the events judged against the position they were emitted in; the rest need no snapshot
NEEDS_POSITION = {"riposte_declared", "opportunity_attacks", "monster_defeated", "terrain_done"}


@dataclass
class Seen:
    """Every event of every run, with the position it was emitted in where a test needs it."""

    steps: list = field(default_factory=list)  # (run, state before the event or None, event)
    # (run, state at a tie or None, prompt kind, legal commands, encounter already re-rolled)
    prompts: list = field(default_factory=list)


def _pick(match: Match, rng: random.Random) -> dict:
    options = match.legal(0)
    fighting = [c for kind in FIGHTING for c in options if c["type"] == kind]
    if fighting and rng.random() < 0.8:
        return rng.choice(fighting[:3])
    return rng.choice(options)


@lru_cache(maxsize=1)
def seen() -> Seen:
    out = Seen()
    for run in range(RUNS):
        options = {"luckstones": run % 7, "auto_pass": run % 3 == 0}
        match = Match(RULES, options, 700 + run).start()
        rng = random.Random(run)
        for _ in range(4000):
            if match.outcome() is not None:
                break
            legal, kind = match.legal(0), match.pending().kind
            tie = copy_state(match.state) if kind == "tie_order" else None
            out.prompts.append((run, tie, kind, legal, match.state["room"]["rerolled"]))
            shadow = copy_state(match.state)
            for event in match.submit(0, bare(_pick(match, rng))):
                before = copy_state(shadow) if event["type"] in NEEDS_POSITION else None
                out.steps.append((run, before, event))
                RULES.apply(shadow, event)
    return out


def _turn_owner(event) -> str | None:
    for step in event.get("push", ()):
        if step.get("op") == "turn":
            return step["who"]
    return None


def _reactor(event) -> str:
    return next(path[1] for path, _ in event["set"] if path[0] == "monsters")


def test_nobody_reacts_straight_after_their_own_turn():
    """*Each Turn*: after a turn the other characters may react, never the one who acted."""
    owner, after_monster_turn, after_warrior_turn = None, 0, 0
    warrior_windows_after_monsters = 0
    for _, _, event in seen().steps:
        kind = event["type"]
        if kind == "turn_begins":
            owner = _turn_owner(event)
        elif kind == "monster_reacts":
            assert _reactor(event) != owner, event["log"]
            if owner == S.WARRIOR:
                after_warrior_turn += 1
            else:
                after_monster_turn += 1
        elif kind == "reaction_window":
            assert owner != S.WARRIOR, "the Warrior was offered a Reaction to its own turn"
            warrior_windows_after_monsters += 1
    assert after_warrior_turn and after_monster_turn and warrior_windows_after_monsters


def test_a_monster_bow_is_loaded_by_an_action_before_every_shot():
    """*Bow*: a bow is Loaded by an action before it fires, and firing empties it."""
    loaded: dict = {}
    shots = loads = 0
    for run, _, event in seen().steps:
        kind = event["type"]
        if kind == "encounter_set":
            for m in next(v for p, v in event["set"] if p == ["monsters"]).values():
                assert not m["loaded"], f"{m['id']} came in with a loaded bow"
            loaded = {}
        elif kind == "bow_loaded":
            who = [p[1] for p, _ in event["set"] if p[0] == "monsters"]
            if who:
                loaded[(run, who[0])] = True
                loads += 1
        elif kind == "strike_declared":
            record = event["set"][0][1][-1]
            if record["actor"] != S.WARRIOR and record["weapon"] == "bow":
                assert loaded.pop((run, record["actor"]), False), event["log"]
                shots += 1
    assert shots and loads >= shots


def test_monsters_riposte_whenever_they_can_land_or_not():
    """*Riposte*, *Monster Actions*: a monster answers a Strike it can answer without knowing
    whether its card wins; an attacker out of reach cannot be answered."""
    landed = missed = 0
    for _, before, event in seen().steps:
        if event["type"] == "riposte" and event["riposter"] != S.WARRIOR:
            if event["value"] > event["against"]:
                landed += 1
            else:
                missed += 1
        if event["type"] == "riposte_declared":
            record = before["acts"][-1]
            here = S.square_of(before, record["target"])
            there = S.square_of(before, record["actor"])
            assert board.adjacent(here, there), "a Riposte answered a Strike from afar"
    assert landed and missed


def test_monster_aid_is_added_before_the_outcome_is_known():
    """*Aid*: the monsters add Aid to a Strike when it has value from what is on the table, so
    some aided Strikes still miss."""
    outcomes: dict = defaultdict(int)
    aided_strike = set()
    for run, _, event in seen().steps:
        if event["type"] == "monster_aid" and [["round", "aid_kind"], "strike"] in event["set"]:
            aided_strike.add(run)
        elif event["type"] in ("strike_hit", "strike_missed") and run in aided_strike:
            outcomes[event["type"]] += 1
            aided_strike.discard(run)
    assert outcomes["strike_hit"] and outcomes["strike_missed"]


def test_opportunity_attacks_count_the_enemies_where_the_warrior_stood():
    """*Engaged* and *Ganging Up*: an enemy beside the Warrior when the move began strikes if
    the move ends out of its reach; Opportunity Attacks pierce only with four or more there.
    Random play never leaves a crowd of four, so that side is reached from a set position in
    test_rules_combat.py; here every Opportunity Attack play reached is checked."""
    checked = 0
    for _, before, event in seen().steps:
        if event["type"] != "opportunity_attacks" or not event.get("push"):
            continue
        damage = [s for s in event["push"] if s.get("op") == "damage"]
        if not damage or damage[0]["who"] != S.WARRIOR:
            continue
        crowd = S.monsters_beside_warrior(before)
        assert all(s["piercing"] == (crowd >= 4) for s in damage), event
        checked += 1
    assert checked


def test_after_the_last_monster_falls_the_warrior_is_asked_once():
    """*Defeated Monsters*, *The end of the Challenge*: the rest of the round is one window."""
    rooms_won = 0
    for run in range(RUNS):
        windows, over = 0, False
        for r, before, event in seen().steps:
            if r != run:
                continue
            if event["type"] == "monster_defeated" and not S.living(
                RULES.apply(copy_state(before), event)
            ):
                over, windows = True, 0
            elif event["type"] == "reaction_window" and over:
                windows += 1
                assert windows == 1, f"run {run}: asked again after every monster fell"
            elif event["type"] in ("round_ended", "challenge_ended"):
                rooms_won += over
                over = False
    assert rooms_won


def test_two_weapons_keep_the_helmet_and_breastplate():
    """*Set Up*: two Weapons and no Shield gives up only the Shield."""
    found = 0
    for _, _, event in seen().steps:
        if event["type"] == "loadout_chosen":
            values = {tuple(p): v for p, v in event["set"]}
            weapons, armor = values[("warrior", "weapons")], values[("warrior", "armor")]
            if len(weapons) == 2:
                assert set(armor) == {"helmet", "breastplate"}
                found += 1
    assert found


def test_only_luckstones_lift_a_roll_to_seven():
    """*Luckstone*: every die shows 1-6; a total of 7 needs a Luckstone spent."""
    bonus_runs = set()
    for run, _, event in seen().steps:
        if event["type"] == "die_rolled":
            assert all(1 <= f <= 6 for f in event["faces"])
        if event["type"] == "luckstone_spent":
            bonus_runs.add(run)
    assert bonus_runs


def test_terrain_never_cuts_the_board_in_two():
    """*Placing other Elements*: every free square stays reachable from every other."""
    rooms = 0
    for _, before, event in seen().steps:
        if event["type"] != "terrain_done":
            continue
        after = RULES.apply(copy_state(before), event)
        blocked = S.walls(after) | {
            tuple(s) for s in filter(None, [after["board"]["pig"], after["board"]["campfire"]])
        }
        free = {(x, y) for x in range(board.SIZE) for y in range(board.SIZE)} - blocked
        start = next(iter(free))
        reached, frontier = {start}, [start]
        while frontier:
            for nxt in board.neighbors4(frontier.pop()):  # even without diagonal steps
                if nxt in free and nxt not in reached:
                    reached.add(nxt)
                    frontier.append(nxt)
        assert reached == free
        rooms += 1
    assert rooms


def test_an_encounter_is_rolled_again_at_most_once():
    """*The Encounter*: one re-roll, and its result stands."""
    after_a_reroll = 0
    for _, _, _, legal, rerolled in seen().prompts:
        if rerolled:
            assert not any(c["type"] == "reroll_encounter" for c in legal)
            after_a_reroll += 1
    assert after_a_reroll


def test_ties_are_ordered_by_the_player_among_those_sharing_the_count():
    """*Each Round*: when several share the lowest count, the player picks who goes next."""
    asked = 0
    for _, state, kind, legal, _ in seen().prompts:
        if kind != "tie_order":
            continue
        queue = state["round"]["queue"]
        low = min(count for who, count in queue if S.alive(state, who))
        sharing = {who for who, count in queue if count == low and S.alive(state, who)}
        assert len(sharing) >= 2
        assert {c["who"] for c in legal} == sharing
        asked += 1
    assert asked
