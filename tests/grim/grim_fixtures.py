"""Helpers for the GRIM rule tests: build a position directly (Grim on the field, hands, an
Afterworld), put a question on the agenda, and answer prompts through the contract."""
from __future__ import annotations

from pathlib import Path

from game.core.contract import Chance
from game.core.match import Match
from game.core.playout import bare
from game.core.scenario import load_scenario
from game.games.grim.rules import RULES, content, engine
from game.games.grim.rules import state as S

SCENARIOS = Path(__file__).parent / "scenarios"
QUIET = ("damage", "start_of_turn", "before_action", "attack_lands", "after_attack_lands",
         "after_resolution", "after_action", "end_of_round", "on_knockout")


def grim(element: str, speed: int | None = None, quiet: bool = True, other_than=()) -> str:
    """A Grim of ``element`` (and ``speed``) whose Passive cannot change the numbers under test
    (quiet: one that only triggers when it knocks something out or at the end of a Round)."""
    calm = ("on_knockout", "end_of_round", "after_action") if quiet else QUIET
    for key, card in content.load()["grim"].items():
        if card["element"] != element or key in other_than:
            continue
        if speed is not None and card["speed"] != speed:
            continue
        if card["passive"]["trigger"] in calm:
            return key
    raise LookupError(f"no {element} Grim with speed {speed}")


def base(key: str, attack: int = 0) -> int:
    return content.grim(key)["attacks"][attack]["damage"]


def position(p0, p1, favor: int = 0, world: str | None = None, fmt: str = "standard",
             stamina: int = 20) -> dict:
    """Round 1 in progress, nobody has acted; ``p0``/``p1`` are the two Grim keys per seat."""
    state = RULES.initial_state({"format": fmt})
    state["phase"] = "round"
    state["favor"] = favor
    for seat, keys in enumerate((p0, p1)):
        for slot, key in enumerate(keys):
            if key:
                g = S.new_grim(key)
                g["stamina"] = stamina
                state["field"][seat][slot] = g
    state["round"] = {"number": 1, "phase": "main", "acted": [], "last": None, "suspended": []}
    state["afterworld"] = {"active": world, "available": [], "discard": []}
    state["players"][0]["banished"] = ["fire_01", "fire_02"]
    state["players"][1]["banished"] = ["water_01", "water_02"]
    state["bond_deck"] = [bond(state, "spirit") for _ in range(6)]
    state["agenda"] = [{"op": "round_end"}, {"op": "next_turn"}]
    return state


def bond(state: dict, kind: str, seat: int | None = None, on=None) -> str:
    """A new Bond card of ``kind``: into ``seat``'s hand, or attached to the Grim at ``on``."""
    bid = f"b{len(state['bond_kinds'])}"
    state["bond_kinds"][bid] = kind
    if seat is not None:
        state["players"][seat]["hand"].append(bid)
    if on is not None:
        state["field"][on[0]][on[1]]["bonds"].append(bid)
    return bid


def give(state: dict, seat: int, *cards: str) -> None:
    state["players"][seat]["hand"].extend(cards)


def settle(state: dict) -> list:
    ctx = engine.Ctx(state, Chance(0))
    engine.run(ctx)
    return ctx.events


def turn_of(state: dict, seat: int, slot: int) -> dict:
    """Make it the Action step of the Grim at (seat, slot)."""
    card = state["field"][seat][slot]["card"]
    state["turn"] = {"seat": seat, "slot": slot, "card": card, "paralysis": False}
    state["round"]["acted"].append(card)
    state["agenda"] = [{"op": "round_end"}, {"op": "next_turn"}, {"op": "between_turns"},
                       {"op": "turn_end"}, {"op": "after_action"},
                       engine.asking("action", seat, card=card)]
    return state


def play(state: dict, seat: int, **command) -> list:
    """Send one command through decide and fold its events; returns the events."""
    events = RULES.decide(state, {**command, "seat": seat}, Chance(0))
    for event in events:
        RULES.apply(state, event)
    return events


def attack_cmd(state, seat, attack=0, element=None, targets=(0,), synergy=False) -> dict:
    """The legal Attack command matching the arguments (so its preview can be read)."""
    for option in RULES.legal(state, seat):
        if option["type"] != "attack":
            continue
        if option["attack"] == attack and option["targets"] == list(targets) and \
                option["synergy"] == synergy and (element is None or option["element"] == element):
            return option
    raise LookupError("that Attack is not legal here")


def declare(state, seat, **kw) -> list:
    option = attack_cmd(state, seat, **kw)
    return play(state, seat, **{k: v for k, v in option.items() if k not in ("label", "preview",
                                                                             "seat")})


def health(state, seat, slot) -> int:
    return state["field"][seat][slot]["health"]


def types(events) -> list:
    return [e["type"] for e in events]


def heal(state, seat, stamina, bonds=(), swap=None) -> list:
    """Heal (or Swap with ``swap``) as the acting Grim: choose the Action, pick each Bond in
    ``bonds`` in turn, then pay ``stamina``; returns the events of the last step."""
    if swap:
        play(state, seat, type="swap", card=swap)
    else:
        play(state, seat, type="heal")
    for b in bonds:
        play(state, seat, type="pay_bond", bond=b)
    return play(state, seat, type="pay", stamina=stamina)


def passing(element: str, *triggers: str, other_than=()) -> str:
    """A Grim of ``element`` whose Passive has one of ``triggers`` (by default one that acts only
    on a Knockout), so a test that never reaches that moment sees no Passive at all."""
    wanted = triggers or ("on_knockout",)
    for key, card in content.load()["grim"].items():
        if card["element"] == element and key not in other_than and \
                card["passive"]["trigger"] in wanted:
            return key
    raise LookupError(f"no {element} Grim with a {wanted} Passive")


def end_round(state: dict) -> list:
    """Every Grim on the field has had its Turn: run the end of the Round."""
    state["round"]["acted"] = [g["card"] for row in state["field"] for g in row if g]
    state["agenda"] = [{"op": "round_end"}]
    return settle(state)


# --- positions from scenario files (tests/grim/scenarios), played through a Match -----------


def scenario_match(name: str) -> Match:
    """The match a test scenario file starts, by the file's name without .yaml."""
    return Match.from_scenario(load_scenario(SCENARIOS / f"{name}.yaml"))


def declare_in(match: Match, seat: int, **kw) -> list:
    """Declare the legal Attack matching ``kw`` (as ``attack_cmd``) through the match."""
    return match.submit(seat, bare(attack_cmd(match.state, seat, **kw)))


def heal_in(match: Match, seat: int, stamina: int, bonds=(), swap=None) -> list:
    """``heal`` through the match: Heal (or Swap), pick ``bonds``, pay ``stamina``."""
    match.submit(seat, {"type": "swap", "card": swap} if swap else {"type": "heal"})
    for b in bonds:
        match.submit(seat, {"type": "pay_bond", "bond": b})
    return match.submit(seat, {"type": "pay", "stamina": stamina})
