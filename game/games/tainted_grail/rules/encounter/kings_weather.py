"""The Tidewright's weather (the weather King, and his followers). *Weathershifter X,Y* stacks
his Weathers X to Y face down, X on top (his last Encounter lists its own). After the first
Activation's Delayed Abilities step the top Weather is turned up with Time markers as many as
its duration, and its On Placement part happens; after each later Delayed Abilities step one
marker leaves it, and with none left it is discarded and the next turned up. An empty stack is
made again from the discarded Weathers, shuffled (stream ``weather``), the Sequence and discard
piles go back into their decks and the King's price is paid. While a Weather lies up, a Combat's
Attribute requirements change (``need +1 courage``, ``read aggression as caution``), each sway
Bonus of a Diplomacy brings its effect too, its traits are the Encounter's and its Attack or
Response part joins the enemy's like a card's ``attack:`` part."""

from __future__ import annotations

from game.core import decks as K
from game.games.tainted_grail.rules.encounter import board as B
from game.games.tainted_grail.rules.encounter import kings_deck as D
from game.games.tainted_grail.rules.encounter import steps as T
from game.games.tainted_grail.rules.encounter import words as W

MAX_LEVEL = 3


def up(state: dict) -> dict | None:
    """The face-up Weather's rules (``weather`` of kings_content), or None."""
    k = D.king(state)
    if not k or not k["weather"]["up"]:
        return None
    return B.king_card(D.king_id(state), k["weather"]["up"])["weather"]


def after_delayed(ctx, cid: str, first: bool) -> None:
    """The Weather's turn after a Delayed Abilities step (``first``: the opening Activation's)."""
    w = D.king(ctx.state)["weather"]
    if not w["deck"] and not w["up"] and not w["discard"]:
        return  # no weather in this Encounter
    if w["up"] is None:
        if first:
            turn_up(ctx, cid)
        return
    left = w["time"] - 1
    if left > 0:
        D.set_(ctx, "weather", {**w, "time": left}, f"The weather holds {left} more.")
        return
    name = B.king_card(D.king_id(ctx.state), w["up"])["name"]
    new = {**w, "up": None, "time": 0, "discard": [*w["discard"], w["up"]]}
    D.set_(ctx, "weather", new, f"{name} passes.")
    turn_up(ctx, cid)


def turn_up(ctx, cid: str) -> None:
    paid = reshuffle(ctx, cid) if not D.king(ctx.state)["weather"]["deck"] else []
    w = D.king(ctx.state)["weather"]
    if not w["deck"]:
        return
    top = w["deck"][0]
    card = B.king_card(D.king_id(ctx.state), top)
    rules = card["weather"]
    new = {**w, "deck": w["deck"][1:], "up": top, "time": rules["duration"]}
    D.set_(ctx, "weather", new, f"The weather turns: {card['name']} ({rules['duration']} Turns).")
    ctx.emit("weather_up", "", push=[*paid, T.fx(rules["place"], cid)], reveal=True)


def reshuffle(ctx, cid: str) -> list[dict]:
    """A fresh stack from the discarded Weathers, the decks rebuilt; returns the price's step."""
    w = D.king(ctx.state)["weather"]
    stack = K.shuffle(w["discard"], "weather", ctx.chance)
    new = {**w, "deck": [*w["deck"], *stack], "discard": [], "shuffled": True}
    D.set_(ctx, "weather", new, "The discarded Weathers are shuffled into a new stack.")
    D.back_to_decks(ctx)
    return D.price(ctx, cid)


def requirement(state: dict, attr: str, level: int) -> tuple[str, int]:
    """An Attribute Key's requirement as the face-up Weather changes it (level 0: none)."""
    rules = up(state)
    if not rules or B.enc(state)["kind"] != "combat":
        return attr, level
    level = max(0, min(MAX_LEVEL, level + rules["need"].get(attr, 0)))
    return rules["read"].get(attr, attr), level


def sway(state: dict) -> list[dict]:
    """What each sway Bonus also brings under the face-up Weather."""
    rules = up(state)
    return [dict(n) for n in rules["sway"]] if rules and B.enc(state)["kind"] == "diplomacy" else []


def modifiers(state: dict) -> list[tuple[None, dict]]:
    rules = up(state)
    return [(None, node) for node in rules["attack"]] if rules else []


def describe(state: dict) -> str:
    rules = up(state)
    if not rules:
        return ""
    parts = [f"{a.capitalize()} {n:+d}" for a, n in rules["need"].items()]
    parts += [f"{a.capitalize()} read as {b.capitalize()}" for a, b in rules["read"].items()]
    if rules["sway"]:
        parts.append(f"each sway also: {W.effects(rules['sway'])}")
    if rules["attack"]:
        parts.append(f"the enemy: {W.effects(rules['attack'])}")
    return "; ".join(parts)
