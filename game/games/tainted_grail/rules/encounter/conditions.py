"""Whether a card's condition holds on the board: an ``if`` in its effects, an Attack's branch,
the final boss's scenes. It reads the board only, so the effects, the Attack and the final boss
(which the Encounter's end reads in turn) all ask it from below."""

from __future__ import annotations

from game.games.tainted_grail.rules import possessions as H
from game.games.tainted_grail.rules.encounter import board as B


def holds(state: dict, cond: dict, step: dict) -> bool:
    e = B.enc(state)
    cid = step["cid"]
    op = cond["op"]
    if op == "affinity":
        return e["kind"] == "diplomacy" and B.colour(state) == cond["colour"]
    if op == "pool":
        return e.get("pool", 0) >= cond["min"]
    if op == "sequence":
        return len(e["seq"]) - 1 >= cond["min"]
    if op == "hand":
        return len(B.hand(state, cid)) <= cond["max"]
    if op == "attr":
        return state["chars"][cid]["attrs"][cond["attr"]] >= cond["min"]
    if op == "keyword":
        return cond["keyword"] in H.active_keywords(state, cid)
    if op == "mark":
        marked = [x for x in e["seq"][1:] if B.card_of(x).get("mark") == cond["mark"]]
        return len(marked) >= cond["min"]
    src = B.entry(state, step.get("src")) if step.get("src") is not None else None
    if src is None:
        return False
    i = B.index_of(state, src["uid"])
    before = B.card_of(e["seq"][i - 1])
    return cond["key"] in before["opens"] and cond["key"] in B.card_of(src)["closes"]
