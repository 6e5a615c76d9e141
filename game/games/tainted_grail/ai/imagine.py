"""Imagining the Encounter's effects on a line of play (``Sim``): the phrases the rules resolve
(rules/encounter/effects.py), folded into numbers the AI can score. What cannot be known counts
at its average: a drawn card is an unknown card, a die roll blends its bands. Choices (``choose``,
``may``, which card loses a Time marker) are taken the way the AI would take them."""

from __future__ import annotations

from game.games.tainted_grail.ai import worth as V
from game.games.tainted_grail.ai.mirror import Board, Sim
from game.games.tainted_grail.rules.encounter import board as B
from game.games.tainted_grail.rules.encounter import conditions
from game.games.tainted_grail.rules.encounter import effects as F

TRACKS = ("health", "energy", "terror")


def run(board: Board, sim: Sim, cid: str, nodes: list[dict], src: int | None = None) -> Sim:
    """``sim`` after ``nodes`` (it may be changed in place; use the returned one)."""
    for node in nodes:
        if sim.ended:
            break
        sim = _one(board, sim, cid, node, src)
    return sim


def _one(board: Board, sim: Sim, cid: str, node: dict, src: int | None) -> Sim:
    op = node["op"]
    if op in STRUCTURES:
        return STRUCTURES[op](board, sim, cid, node, src)
    who = board.party if node.get("each") else [cid]
    n = node.get("n", 0)
    if op == "pool" and board.kind == "combat":
        sim.lost += 0.3 * max(0, -(sim.pool + n))  # markers the Pool lacks mill the deck
        sim.pool = max(0, sim.pool + n)
        if sim.pool >= board.card["value"]:
            sim.ended = "win"
    elif op in ("up", "down") and board.kind == "diplomacy":
        moved = n if op == "up" else -n
        sim.lost += 0.3 * max(0, 1 - (sim.aff + moved))
        if op == "up" and board.growing:  # past the top, onto a Bloom while one has room
            spill = min(max(0, sim.aff + moved - board.top), board.room - sim.spilled)
            sim.spilled += spill
            sim.later += V.OVERFLOW * spill
        sim.aff = max(1, min(board.top, sim.aff + moved))
    elif op == "duration" and board.kind == "diplomacy":
        low = 1 if board.shrouded else 0  # a shrouding Bloom keeps the talk going
        sim.dur = max(min(low, sim.dur), min(F.AFFINITY_CAP, sim.dur + n))
        if sim.dur <= 0:
            sim.ended = V.colour(board, sim.aff)
    elif op == "draw":
        got = min(n, sim.deck)
        sim.deck -= got
        sim.drawn += got
    elif op == "discard":
        gone = min(n, len(sim.hand))
        sim.hand = sim.hand[: len(sim.hand) - gone]
        sim.lost += gone + 0.3 * (n - gone)
    elif op == "mill":
        sim.lost += 0.3 * min(n, sim.deck)
        sim.deck = max(0, sim.deck - n)
    elif op in ("damage", "wound"):
        for c in who:
            sim.hurt[c] = sim.hurt.get(c, 0) + n
    elif op in ("gain", "lose", "pay"):
        _resource(sim, who, node)
    elif op in ("time", "charges"):
        _markers(sim, op, n, src)
    elif op == "tick":
        sim = _tick(board, sim, cid, n)
    elif op == "destroy":
        sim = _destroy(board, sim, cid, n)
    elif op == "run-away":
        sim.ended = "run-away"
    return sim


def _resource(sim: Sim, who: list[str], node: dict) -> None:
    what, n = node["what"], node["n"]
    sign = -1 if node["op"] in ("lose", "pay") else 1
    for c in who:
        if what == "terror":
            sim.fear[c] = sim.fear.get(c, 0) + sign * n
        elif what == "health":
            sim.hurt[c] = sim.hurt.get(c, 0) - sign * n
        else:
            sim.spent -= sign * n * V.RESOURCE.get(what, 2.0)


def _markers(sim: Sim, op: str, n: int, src: int | None) -> None:
    field = "time" if op == "time" else "charges"
    for i, entry in enumerate(sim.seq):
        if entry["uid"] == src:
            sim.seq[i] = {**entry, field: entry[field] + n}


def fire(board: Board, sim: Sim, cid: str, uid: int, n: int) -> Sim:
    """Take ``n`` Time markers off a card; the last one off resolves its Delayed ability."""
    for i, entry in enumerate(sim.seq):
        if entry["uid"] == uid and entry["time"] > 0:
            left = max(0, entry["time"] - n)
            sim.seq[i] = {**entry, "time": left}
            delayed = B.card_of(entry)["abilities"].get("delayed")
            if left == 0 and delayed:
                return run(board, sim, cid, delayed, uid)
    return sim


def _tick(board: Board, sim: Sim, cid: str, n: int) -> Sim:
    timed = [e["uid"] for e in sim.seq if e["time"] > 0]
    if not timed:
        return sim
    options = [fire(board, sim.copy(), cid, uid, n) for uid in timed]
    return max(options, key=lambda s: V.points(board, s))


def _destroy(board: Board, sim: Sim, cid: str, n: int) -> Sim:
    for _ in range(n):
        if len(sim.seq) <= 1 or sim.ended:
            break
        gone = sim.seq.pop()
        sim.lost += 0.5
        destroyed = B.card_of(gone)["abilities"].get("destroyed")
        if destroyed:
            sim = run(board, sim, cid, destroyed)
    return sim


def pay(sim: Sim, cid: str, costs: list[dict]) -> None:
    """A card's cost paid in full: Terror and Health by ``cid``, the rest in points."""
    for cost in costs:
        what, n = cost["what"], cost["n"]
        if what == "terror":
            sim.fear[cid] = sim.fear.get(cid, 0) + n
        elif what == "health":
            sim.hurt[cid] = sim.hurt.get(cid, 0) + n
        else:
            sim.spent += n * V.RESOURCE.get(what, 2.0)


def can_pay(board: Board, cid: str, costs: list[dict]) -> bool:
    """Roughly the rules' Costs in a Party: shared resources from anyone, tracks from ``cid``."""
    for cost in costs:
        what, n = cost["what"], cost["n"]
        if what == "health" and board.health.get(cid, 0) <= n:
            return False
        if what in ("magic", "wealth", "food"):
            if sum(board.chars[c].get(what, 0) for c in board.party) < n:
                return False
    return True


def _choose(board, sim, cid, node, src):
    options = [o for o in node["of"] if can_pay(board, cid, [n for n in o if n["op"] == "pay"])]
    results = [run(board, sim.copy(), cid, o, src) for o in options]
    return max(results, key=lambda s: V.points(board, s)) if results else sim


def _may(board, sim, cid, node, src):
    if not can_pay(board, cid, node["pay"]):
        return sim
    paid = sim.copy()
    pay(paid, cid, node["pay"])
    paid = run(board, paid, cid, node["then"], src)
    return max((sim, paid), key=lambda s: V.points(board, s))


def _roll(board, sim, cid, node, src):
    branches = [(hi - lo + 1) / 6 for lo, hi, _ in node["bands"]]
    results = [run(board, sim.copy(), cid, body, src) for _, _, body in node["bands"]]
    return blend(results, branches)


def blend(results: list[Sim], weights: list[float]) -> Sim:
    """The average of a die's outcomes (the first one's Sequence and hand stand for them)."""
    pairs = list(zip(results, weights, strict=True))
    out = results[0].copy()
    for name in ("pool", "aff", "dur", "drawn", "lost", "spent", "later", "deck"):
        setattr(out, name, sum(w * getattr(s, name) for s, w in pairs))
    for name in ("hurt", "fear"):
        keys = {k for s in results for k in getattr(s, name)}
        setattr(out, name, {k: sum(w * getattr(s, name).get(k, 0) for s, w in pairs) for k in keys})
    out.aff, out.dur = round(out.aff), round(out.dur)  # slots and the die have no halves
    ended = [(w, s.ended) for s, w in pairs if s.ended]
    out.ended = ended[0][1] if sum(w for w, _ in ended) >= 0.5 else None
    return out


def _if(board, sim, cid, node, src):
    holds = conditions.holds(sim.state(board, cid), node["cond"], {"cid": cid, "src": src})
    return run(board, sim, cid, node["then"] if holds else node["else"], src)


STRUCTURES = {"choose": _choose, "may": _may, "roll": _roll, "if": _if}
