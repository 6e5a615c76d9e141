"""What the three Kings' mechanics share in an Encounter: their state (``encounter["king"]``),
every card of the Sequence and the discard piles going back into their shuffled decks when a
King's deck is rebuilt, and the King's price for that (kings.yaml's ``mechanic.reshuffle``).

``encounter["king"]`` (a King's card or follower only)::

    mechanic      "host" | "spawn" | "weather"
    oaths         oath markers on the Encounter card (Impact), or None
    host          the Host still face down, top first; host_aside: knocked out of the Sequence
    bloom         bloom markers on the Encounter card
    blooms        {deck: [id], growing: [{card, markers}], pruned: [id]}
    weather       {deck: [id], up: id | None, time, discard: [id], shuffled: bool}
    traits_plus   [trait] a story scene gave it; traits_minus: [name] one took away
    scenes        [index] story scenes read (the final boss's progress)
    rebuilds      how often the King's deck was rebuilt
"""

from __future__ import annotations

from game.core import decks as K
from game.games.tainted_grail.rules import state as S
from game.games.tainted_grail.rules.encounter import board as B
from game.games.tainted_grail.rules.encounter import phrases as P
from game.games.tainted_grail.rules.encounter import steps as T
from game.games.tainted_grail.rules.encounter import words as W


def opening(card: dict) -> dict:
    """The King's part of an Encounter's state at its start (empty for any other card)."""
    if "king" not in card:
        return {}
    mechanic = S.world()["kings"][card["king"]]["mechanic"]["kind"]
    impact = trait(card, "impact")
    followed = [t["card"] for t in card["king_traits"] if t["name"] == "spawn"]
    return {
        "king": {
            "mechanic": mechanic,
            "oaths": impact["n"] if impact else None,
            "host": list(card["host_list"]),
            "host_aside": [],
            "bloom": 0,
            "blooms": {
                "deck": list(card["spawn_list"]),
                "growing": [{"card": c, "markers": 0} for c in followed],
                "pruned": [],
            },
            "weather": {
                "deck": list(card["weather_list"]),
                "up": None,
                "time": 0,
                "discard": [],
                "shuffled": False,
            },
            "traits_plus": [],
            "traits_minus": [],
            "scenes": [],
            "rebuilds": 0,
        }
    }


def trait(card: dict, name: str) -> dict | None:
    return next((t for t in card.get("king_traits", []) if t["name"] == name), None)


def king(state: dict) -> dict | None:
    e = state.get("encounter")
    return e.get("king") if e else None


def king_id(state: dict) -> str:
    return B.encounter_card(state)["king"]


def set_(ctx, field: str, value, line: str = "") -> None:
    ctx.emit("king_state", line, changes=[(["encounter", "king", field], value)])


def back_to_decks(ctx) -> None:
    """Every card of the Sequence (but the Encounter card) and of every discard pile back into
    its owner's deck, shuffled; nothing is destroyed, so no "if destroyed" ability wakes.
    Host cards in the Sequence go back to no deck: the Host is laid out anew."""
    state = ctx.state
    e = B.enc(state)
    changes: list = [(["encounter", "seq"], e["seq"][:1])]
    for cid, z in e["zones"].items():
        mine = [x["card"] for x in e["seq"][1:] if x["owner"] == cid]
        deck = K.shuffle([*z["draw"], *z["discard"], *mine], f"{e['kind']}:{cid}", ctx.chance)
        changes += B.zone_changes(cid, {"draw": deck, "discard": []})
    ctx.emit(
        "king_reshuffle",
        "The whole Sequence and every discard pile go back into their shuffled decks.",
        changes=changes,
    )


def price(ctx, cid: str) -> list[dict]:
    """The King's price for a rebuilt deck: ``time N`` puts oath markers back on his card at
    once; the rest, each member's (the phrases say ``each``), is the step returned, for the
    caller to push before whatever the rebuild was for."""
    state = ctx.state
    nodes = P.effects(S.world()["kings"][king_id(state)]["mechanic"]["reshuffle"], "price")
    k = king(state)
    for node in nodes:
        if node["op"] == "time" and k["oaths"] is not None:
            set_(ctx, "oaths", k["oaths"] + node["n"], f"{node['n']} oath marker back on the King.")
    rest = [n for n in nodes if n["op"] != "time"]
    set_(ctx, "rebuilds", k["rebuilds"] + 1)
    ctx.emit("king_price", f"The King's price for his deck: {W.effects(rest)}.")
    return [T.fx(rest, cid)] if rest else []
