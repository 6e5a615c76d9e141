"""Searching the Active Character's hand for the best Activation: every ordering the rules allow
(after the first card, each needs its own ``play`` Bonus; Haste stops at three), with and
without paying Magic on each Magic Key, charges paid between cards, each line ended as the
rules end it (the Opportunity Attack when no card was played, Before, the Attack or Response
read from the table at the Pool or Affinity the line reached, After) and scored by worth.py,
with what the Time markers and charges left on the Sequence promise for later. A companion's
Encounter help (``kin``: those the rules offer now) is a step of a line like a card: its price
paid, its effects imagined, and the worth of keeping it for later given up. A Diplomacy may
also end by Avoiding."""

from __future__ import annotations

from dataclasses import dataclass, field

from game.games.tainted_grail.ai import imagine as I
from game.games.tainted_grail.ai import worth as V
from game.games.tainted_grail.ai.mirror import Board, Sim
from game.games.tainted_grail.rules.encounter import attack as A
from game.games.tainted_grail.rules.encounter import board as B
from game.games.tainted_grail.rules.encounter import keys as Y
from game.games.tainted_grail.rules.encounter import kin as K
from game.games.tainted_grail.rules.encounter.activation import HASTE_LIMIT

NODES = 3000  # lines looked at per search, at most (the budget of one decision)
CHARGES = "charges"  # a step that pays a card's charges: (CHARGES, uid)
KIN = "kin"  # a step that calls on a companion: (KIN, companion id)
LATER = 0.7  # what a Time marker's wait or a charge's use is worth against now


@dataclass
class Plan:
    score: float = float("-inf")
    steps: list = field(default_factory=list)  # [(card id, pays Magic) or (CHARGES, uid)]
    end: str = "end"  # or "avoid"
    leaf: Sim | None = None


def best(board: Board, sim: Sim, cid: str, roots: set | None = None, kin: tuple = ()) -> Plan:
    """The best line for ``cid`` from ``sim``; ``roots``: the (card, pays) plays legal now;
    ``kin``: the companions that may be called on in this Activation."""
    magic = sum(board.chars[c].get("magic", 0) for c in board.party)
    haste = any(t["name"] == "haste" for t in board.card["trait_list"])
    genius = board.mode == "story"  # Tactical Genius: no Bonus needed for a further card
    found = Plan()
    seen = [0]

    def consider(leaf: Sim, path: list, end: str) -> None:
        nonlocal found
        score = V.points(board, leaf)
        if score > found.score:
            found = Plan(score, list(path), end, leaf)

    def visit(s: Sim, path: list) -> None:
        seen[0] += 1
        consider(finish(board, s, cid), path, "end")
        if board.kind == "diplomacy" and not s.ended:
            consider(avoided(board, s), path, "avoid")
        if s.ended or seen[0] > NODES or (haste and s.played >= HASTE_LIMIT):
            return
        before = B.card_of(s.seq[-1])
        for card_id in dict.fromkeys(s.hand):
            card = B.card_of(card_id)
            if path and card["cost_list"]:
                continue  # a wyrdform card's cost is checked by the rules when it comes up
            for paid in (False, True):
                if paid and (magic - s.paid < 1 or not Y.magic_matters(before, card)):
                    continue
                if roots is not None and not path and (card_id, paid) not in roots:
                    continue
                gained = Y.gains(s.state(board, cid), before, card, cid, paid)
                if s.played and not genius and not Y.allows(gained):
                    continue
                visit(place(board, s, cid, card_id, gained, paid), [*path, (card_id, paid)])
        for entry in s.seq[1:]:
            use = B.card_of(entry)["abilities"].get("use")
            step = (CHARGES, entry["uid"])
            if use and entry["charges"] >= use["charges"]:
                if roots is None or path or step in roots:
                    visit(charge(board, s, cid, entry, use), [*path, step])
        for kid in kin:
            if kid not in s.helped:
                visit(helped(board, s, cid, kid), [*path, (KIN, kid)])

    visit(sim, [])
    return found


def charge(board: Board, sim: Sim, cid: str, entry: dict, use: dict) -> Sim:
    """A card's "pay charges" ability used now."""
    s = sim.copy()
    s.seq = [{**e, "charges": e["charges"] - use["charges"]} if e is entry else e for e in s.seq]
    return I.run(board, s, cid, use["effects"], entry["uid"])


def helped(board: Board, sim: Sim, cid: str, kid: str) -> Sim:
    """A companion called on now: its price paid (dearer when it is the party's last), its
    help imagined, the worth of keeping it given up."""
    s = sim.copy()
    s.helped = (*s.helped, kid)
    bill, after = K.price(kid, board.stories.get(kid, []))
    for what, n in bill.items():
        left = sum(board.chars[c].get(what, 0) for c in board.party) - n
        s.spent += n * V.RESOURCE.get(what, 2.0) + (V.LAST if left < 1 else 0.0)
    nodes = K.help_nodes(kid)
    s.spent += V.kept(nodes)
    if any(n["op"] == "ignore-attack" for n in nodes):
        s.ignore = True
    s = I.run(board, s, cid, [n for n in nodes if n["op"] != "ignore-attack"])
    return I.run(board, s, cid, after)


def place(board: Board, sim: Sim, cid: str, card_id: str, gained: list, paid: bool) -> Sim:
    s = sim.copy()
    s.hand.remove(card_id)
    last = s.seq[-1]
    if len(s.seq) > 1 and not B.card_of(last)["passive"] and last["time"] > 0:
        s.seq[-1] = {**last, "time": 0}  # covered: its Time markers go for nothing
    uid = max(e["uid"] for e in s.seq) + 1
    s.seq.append({"uid": uid, "card": card_id, "owner": cid, "time": 0, "charges": 0})
    s.played += 1
    if paid:
        s.paid += 1
        s.spent += V.RESOURCE["magic"]
    card = B.card_of(card_id)
    I.pay(s, cid, card["cost_list"])
    nodes = Y.nodes(s.state(board, cid), gained) + card["abilities"].get("place", [])
    return I.run(board, s, cid, nodes, uid)


def finish(board: Board, sim: Sim, cid: str) -> Sim:
    """The line after the Activation ends."""
    s = sim.copy()
    if s.ended:
        return s
    if board.kind == "combat" and s.played == 0:
        s = _attack(board, s, cid, opportunity=True)
    s = I.run(board, s, cid, A.traits_before(s.state(board, cid), cid))
    s = _abilities(board, s, cid, "before")
    s = _attack(board, s, cid)
    s = _abilities(board, s, cid, "after")
    if not s.ended:
        s.later += promised(board, s, cid)
    return s


def _attack(board: Board, s: Sim, cid: str, opportunity: bool = False) -> Sim:
    """The enemy's Attack or Response; one set aside spends the companion's help."""
    parts = A.build(s.state(board, cid), cid, opportunity)
    if parts is None:
        s.ignore = False
        return s
    return I.run(board, s, cid, parts)


def _abilities(board: Board, s: Sim, cid: str, part: str) -> Sim:
    for entry in B.active_entries(s.state(board, cid)):
        nodes = B.card_of(entry)["abilities"].get(part)
        if nodes and not s.ended:
            s = I.run(board, s, cid, nodes, entry["uid"])
    return s


def promised(board: Board, s: Sim, cid: str) -> float:
    """What the Time markers and charges on the Sequence are worth, a little less than now."""
    now = V.points(board, s)
    out = 0.0
    every = max(1, len(board.party))  # each Activation takes one marker off every card
    for entry in s.seq[1:]:
        card = B.card_of(entry)
        if entry["time"] > 0 and card["abilities"].get("delayed"):
            fired = I.fire(board, s.copy(), cid, entry["uid"], entry["time"])
            wait = -(-entry["time"] // every)
            out += LATER**wait * max(0.0, V.points(board, fired) - now)
        use = card["abilities"].get("use")
        if use and entry["charges"] >= use["charges"]:
            used = I.run(board, s.copy(), cid, use["effects"], entry["uid"])
            out += LATER * max(0.0, V.points(board, used) - now)
    return out


def avoided(board: Board, sim: Sim) -> Sim:
    """Avoiding: Affinity down 4, the Duration gone, the Conclusion at once."""
    s = sim.copy()
    s.aff = max(1, s.aff - 4)
    s.dur = 0
    red = board.mode == "challenge" or any(
        t["name"] == "discouraging" for t in board.card["trait_list"]
    )
    s.ended = "red" if red else V.colour(board, s.aff)
    return s
