"""How much an imagined line of play is worth, in points (one marker in the Combat Pool or one
Affinity slot is 10): progress, cards kept for later, Health and Terror by how close each
member is to Dying or the red slots, what was paid, and an Encounter won or concluded."""

from __future__ import annotations

from game.games.tainted_grail.ai.mirror import Board, Sim

POOL = 10.0
AFFINITY = 10.0
GREEN = 15.0  # standing in the green slots (a Conclusion there wins)
CARD = 6.0  # a card kept for the next Activation (up to the hand limit)
SPARE = 1.0  # a card past the hand limit (it may still be played now)
LOST = 4.0
WIN = 1000.0
RUN_AWAY = 900.0  # a win without the Loot
CONCLUSION = {"green": WIN, "grey": -150.0, "red": -300.0}
DYING = 500.0
INSANE = 80.0
HAND_LIMIT = 3
RESOURCE = {"magic": 5.0, "wealth": 3.0, "food": 3.0, "exp": 4.0, "energy": 2.0}
LAST = 15.0  # a resource the party pays its last of (Gristle's supper, the next meal)
# a companion's help kept for later: its markers or slots are worth as much then; a card drawn
# later a little less; an Attack set aside later, about a middling Attack's harm
KEPT = {"pool": POOL, "up": AFFINITY, "draw": 0.7 * CARD}
SET_ASIDE = 20.0
OVERFLOW = 5.0  # a slot past the top put onto a growing Bloom instead (it prunes later)


def kept(nodes: list[dict]) -> float:
    """What a companion's help would be worth if it were kept for later in the Encounter."""
    out = 0.0
    for node in nodes:
        if node["op"] == "ignore-attack":
            out += SET_ASIDE
        else:
            out += KEPT.get(node["op"], 0.0) * node.get("n", 0)
    return out


def harm(board: Board, cid: str, hurt: float, fear: float) -> float:
    """Health and Terror lost, dearer the nearer the member is to Dying or to red."""
    out = 0.0
    health = board.health.get(cid, 1)
    if hurt >= health:
        out += DYING + hurt
    elif hurt:
        out += hurt * (5 + 20 / (health - hurt))
    room = board.terror.get(cid, 10)
    if fear >= room:
        out += INSANE + fear
    elif fear:
        out += fear * (3 + 10 / (room - fear))
    return out


def colour(board: Board, affinity: float) -> str:
    slots = board.card["slots"]
    return slots[max(1, min(len(slots), round(affinity))) - 1]


def points(board: Board, sim: Sim) -> float:
    kept = len(sim.hand) + sim.drawn
    total = CARD * min(kept, HAND_LIMIT) + SPARE * max(0.0, kept - HAND_LIMIT)
    total += sim.later - sim.spent - LOST * sim.lost
    for cid in set(sim.hurt) | set(sim.fear):
        total -= harm(board, cid, sim.hurt.get(cid, 0), sim.fear.get(cid, 0))
    if sim.ended == "win":
        return total + WIN
    if sim.ended == "run-away":
        return total + RUN_AWAY
    if sim.ended:
        return total + CONCLUSION[sim.ended]
    if board.kind == "combat":
        return total + POOL * sim.pool
    now = colour(board, sim.aff)
    total += AFFINITY * sim.aff + (GREEN if now == "green" else 0.0)
    return total + 0.3 * CONCLUSION[now] / max(1, sim.dur)  # the nearer the end, the more it counts
