"""Where the AI puts a gain in a talk beside Gwenllian's Blooms (the question ``enc_bloom``):
into the Affinity or onto a growing Bloom. Each choice is played forward to the talk's end:
the rest of this Activation's Response, then Activations that bring 2, 3 or 4 slots each while
the party's cards last, placed by a simple rule (``_rates``: a Bloom whose next row or pruning
saves more slots over the Responses left than the markers cost it, the shrouding Bloom once
the Affinity stands high, else the Affinity), each Response read by the rules' own Attack
builder with the Blooms as they would stand. A Bloom's "down" comes back every Response and a
gain past the top slot is lost, which the book's order of the question (the Affinity first)
cannot weigh. A Combat keeps that order (a shroud first)."""

from __future__ import annotations

from dataclasses import dataclass, field

from game.games.tainted_grail.ai import mirror as M
from game.games.tainted_grail.ai import worth as V
from game.games.tainted_grail.ai.mirror import Board, Sim
from game.games.tainted_grail.rules.encounter import attack as A
from game.games.tainted_grail.rules.encounter import board as B
from game.games.tainted_grail.rules.encounter import kings_bloom as KB

PACES = (2, 3, 4)  # slots an Activation may gain (encounter.PACE about): each is played forward
PER_CARD = 1.0  # slots a card still to play gains, about: the cards left bound the slots to come
HORIZON = 10  # Activations looked ahead at most; a talk still going then counts as lost
STALLED = -200.0
LOOT = 5.0  # a pruned Bloom's Loot, a little
COST = {"down": 1.0, "terror": 0.4, "wound": 1.5, "damage": 0.5}  # a row's harm, in slots


@dataclass
class Talk:
    aff: int
    dur: int
    bloom: int  # markers on her card
    growing: list  # [[card, markers]]
    deck: list  # Bloom ids still to grow, top first
    budget: float = 0.0  # slots still to come from the party's cards
    pruned: list = field(default_factory=list)
    loot: int = 0
    hurt: int = 0
    fear: int = 0
    ended: str | None = None


def choose(board: Board, sim: Sim, legal: list) -> dict:
    if board.kind != "diplomacy" or not board.blooms:
        return legal[0]
    start = _talk(board, sim, board.blooms)
    rates = _rates(board, start)  # equal ends: the place the simple rule would pick

    def worth(command: dict) -> tuple[float, float]:
        ahead = sum(_forward(board, sim, _apply(board, start, command), p) for p in PACES)
        return round(ahead, 3), rates[command["index"] if command["type"] == "bloom" else None]

    return max(legal, key=worth)


def _talk(board: Board, sim: Sim, blooms: dict) -> Talk:
    growing = [[g["card"], g["markers"]] for g in blooms["growing"]]
    seen = {c for c, _ in growing} | {
        c for c in board.card["spawn_list"] if _name(board, c) in blooms["pruned"]
    }
    deck = [c for c in board.card["spawn_list"] if c not in seen][: blooms["deck"]]
    cards = sum(board.decks.values()) + sum(board.held.values())
    return Talk(sim.aff, sim.dur, blooms["bloom"], growing, deck, PER_CARD * cards)


def _name(board: Board, card: str) -> str:
    return B.king_card(board.card["king"], card)["name"]


def _bloom(board: Board, card: str) -> dict:
    return B.king_card(board.card["king"], card)["bloom"]


def _copy(t: Talk) -> Talk:
    return Talk(**{**t.__dict__, "growing": [list(g) for g in t.growing], "deck": list(t.deck)})


def _apply(board: Board, t: Talk, command: dict) -> Talk:
    t = _copy(t)
    if command["type"] == "bloom":
        _onto(board, t, command["index"], command["n"])
    else:
        t.aff = min(board.top, t.aff + _gained(command))
    return t


def _gained(command: dict) -> int:
    label = command.get("label", "")
    return int(label.split()[1]) if label.startswith("All ") else 1


def _onto(board: Board, t: Talk, index: int, n: int) -> None:
    card, markers = t.growing[index]
    b = _bloom(board, card)
    markers += n * (2 if "brittle" in b["traits"] else 1)
    if markers >= b["value"]:
        del t.growing[index]
        t.pruned.append(card)
        t.loot += 1
    else:
        t.growing[index][1] = markers


def _shrouded(board: Board, t: Talk) -> bool:
    return any("shroud" in _bloom(board, c)["traits"] for c, _ in t.growing)


# ---- the talk played forward --------------------------------------------------------------


def _forward(board: Board, sim: Sim, t: Talk, pace: int) -> float:
    t = _copy(t)
    _respond(board, sim, t)
    for _ in range(HORIZON):
        if t.ended:
            break
        _grow(board, t)
        for _ in range(int(min(pace, t.budget))):
            _place(board, t)
        t.budget -= min(pace, t.budget)
        _respond(board, sim, t)
    end = V.CONCLUSION[t.ended] if t.ended else STALLED
    spare = t.budget + 0.1 * t.aff  # slots left unspent: what a wasted gain costs
    return end + LOOT * t.loot - 5.0 * t.hurt - 2.0 * t.fear + spare


def _grow(board: Board, t: Talk) -> None:
    """Spawning: the next Bloom grows and a marker goes on her card (two for a spreading one)."""
    t.bloom += 1
    if t.deck:
        card = t.deck.pop(0)
        t.growing.append([card, 0])
        t.bloom += "spreading" in _bloom(board, card)["traits"]


def _respond(board: Board, sim: Sim, t: Talk) -> None:
    """One Response as the rules build it with the Blooms as they stand in ``t``."""
    s = sim.copy()
    s.aff, s.dur = t.aff, t.dur
    state = s.state(board, board.active or board.party[0])
    state["encounter"]["king"] = M.king_part(t.bloom, t.growing)
    for part in A.build(state, board.active or board.party[0]) or []:
        op, n = part["op"], part["n"]
        if op in ("up", "down"):
            t.aff = max(1, min(board.top, t.aff + (n if op == "up" else -n)))
        elif op == "duration":
            t.dur += n
            if t.dur <= 0 and _shrouded(board, t):
                t.dur = 1  # a shrouding Bloom keeps the talk going
            elif t.dur <= 0:
                t.ended = V.colour(board, t.aff)
                return
        elif op in ("wound", "damage"):
            t.hurt += n
        elif op == "gain" and part.get("what") == "terror":
            t.fear += n


def _place(board: Board, t: Talk) -> None:
    """One slot gained later: the simple rule the forward play follows."""
    rates = _rates(board, t)
    best = max(rates, key=lambda where: rates[where])  # ties: the Affinity (listed first)
    if best is None:
        t.aff = min(board.top, t.aff + 1)
    else:
        _onto(board, t, best, 1)


def _rates(board: Board, t: Talk) -> dict:
    """What a slot is worth where it may go (None: the Affinity, else a growing Bloom's
    index): in the Affinity one slot, none past the top; on a Bloom, the slots its next row
    or its pruning saves over the Responses left, by the markers that takes."""
    left = max(1, t.dur)
    rates = {None: 0.0 if t.aff >= board.top else 1.0}
    for i, (card, markers) in enumerate(t.growing):
        b = _bloom(board, card)
        each = 2 if "brittle" in b["traits"] else 1
        now = _harm(b, markers)
        rates[i] = float("-inf")
        for k in range(1, b["value"] - markers + 1):
            after = markers + k * each
            saves = (now - (_harm(b, after) if after < b["value"] else 0.0)) * left
            if "shroud" in b["traits"] and after >= b["value"]:
                high = t.aff >= board.card["slots"].index("green") + 2
                saves += k if high or t.aff >= board.top else 0.9 * k
            rates[i] = max(rates[i], saves / k)
            if after >= b["value"]:
                break
    return rates


def _harm(b: dict, markers: int) -> float:
    return sum(
        COST.get(n.get("what", n["op"]), 0.0) * n["n"] for n in KB.row(b, "diplomacy", markers)
    )
