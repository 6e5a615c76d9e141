"""The Encounter AI: it plays a hero's Combat or Diplomacy for an AI seat (and for the property
test and the balance runs). It reads its seat's view, the legal commands and the public cards
only. Each decision searches the Active Character's hand (search.py): the first card of the
best line is played, the line is searched again after it (a drawn card changes the hand). It
also picks who acts (the member whose best line gains most), keeps or redraws a starting hand
(against hands drawn from the rest of the deck), answers the questions effects ask, pays
charges and Skills that help, Avoids a talk when that concludes better, and Escapes a fight it
cannot win before the enemy wears the Active Character down."""

from __future__ import annotations

import random

from game.games.tainted_grail.ai import blooms
from game.games.tainted_grail.ai import imagine as I
from game.games.tainted_grail.ai import mirror as M
from game.games.tainted_grail.ai import search as P
from game.games.tainted_grail.ai import worth as V
from game.games.tainted_grail.rules.encounter import attack as A
from game.games.tainted_grail.rules.encounter import board as B
from game.games.tainted_grail.rules.encounter import words as W

TYPES = {
    "keep",
    "redraw",
    "activate",
    "play",
    "end",
    "escape",
    "avoid",
    "panic",
    "pick",
    "use_charges",
    "use_ability",
    "tick",
    "health",
    "terror",
    "skip",
    "discard",
    "bloom",
    "read",
    "give_up",
}
REDRAW_SAMPLES = 6
REDRAW_MARGIN = 4.0  # a new hand must look this much better (it has a card fewer)
STALL_TURNS = 30  # a fight this long is going nowhere
PACE = 3  # markers a fresh hand adds in a turn, about
REACH = 8  # the most markers or slots an Activation is counted to add, at best
CARD_REACH = 3  # the most one card is counted to add, at best
HELPS = ("Combat Pool", "Pool", "Affinity", "draw")


def of(legal: list, *kinds: str) -> list:
    return [c for c in legal if c["type"] in kinds]


def choose(view: dict, legal: list, rng) -> dict | None:
    types = {c["type"] for c in legal}
    read = M.read(view) if types & TYPES else None
    if read is None:
        return None
    board, sim = read
    if "bloom" in types:  # a talk weighs the Blooms' Responses to come; a Combat, the book's order
        return blooms.choose(board, sim, legal)
    if "read" in types:  # a King's: the rules list the better first
        return legal[0]
    if "end" in types:
        return _activation(board, sim, legal)
    if "keep" in types:
        return _redraw(board, sim, legal, rng)
    if "activate" in types:
        return _who_acts(board, sim, legal)
    if "pick" in types:
        return _pick(board, sim, legal)
    if "skip" in types:
        return _may(board, sim, legal)
    if "terror" in types:  # Greedy: a Wealth is cheaper than a Terror; else the calmest gains it
        calmest = max(of(legal, "terror"), key=lambda c: board.terror.get(c["cid"], 0))
        return (of(legal, "pay") or [calmest])[0]
    if "tick" in types:
        return _tick(board, sim, legal)
    if "discard" in types:
        return _discard(board, sim, legal)
    return legal[0]


def with_hand(board: M.Board, sim: M.Sim, cid: str, fresh: bool) -> M.Sim:
    """The line as it stands with ``cid``'s hand (``fresh``: a new Activation)."""
    s = sim.copy()
    s.hand = list(board.hands.get(cid, []))
    s.deck = board.decks.get(cid, 0)
    s.played = 0 if fresh else board.played
    return s


# ---- the Activation ---------------------------------------------------------------------------


def _activation(board, sim, legal):
    cid = board.active
    if of(legal, "panic"):
        return of(legal, "panic")[0]
    plays = of(legal, "play")
    s = with_hand(board, sim, cid, fresh=False)
    charges = {(P.CHARGES, c["uid"]): c for c in of(legal, "use_charges")}
    helps = {(P.KIN, c["kin"]): c for c in of(legal, "kin_help")}
    roots = {(c["card"], c["magic"] is not None) for c in plays} | set(charges) | set(helps)
    plan = P.best(board, s, cid, roots, tuple(kid for _, kid in helps))
    if of(legal, "give_up") and no_chance(board, s, cid, plan):
        return of(legal, "give_up")[0]
    if plan.steps and plan.steps[0] in charges:
        return charges[plan.steps[0]]
    if plan.steps and plan.steps[0] in helps:
        return helps[plan.steps[0]]
    if plan.steps:
        card, paid = plan.steps[0]
        fits = [c for c in plays if c["card"] == card and (c["magic"] is not None) == paid]
        # the member with the most Magic pays for the key
        return max(fits, key=lambda c: board.chars.get(c["magic"], {}).get("magic", 0))
    use = _gear(board, s, cid, legal, plan)
    if use is not None:
        return use
    if plan.end == "avoid" and of(legal, "avoid"):
        return of(legal, "avoid")[0]
    if of(legal, "escape") and hopeless(board, s, cid, plan, board.turn):
        return of(legal, "escape")[0]
    return of(legal, "end")[0]


def _gear(board, s, cid, legal, plan):
    """A charge or a Skill or Item that helps now (each can be used only so often)."""
    now = V.points(board, s)
    for command in of(legal, "use_charges"):
        entry = next((e for e in s.seq if e["uid"] == command["uid"]), None)
        if entry is None:
            continue
        effects = B.card_of(entry)["abilities"]["use"]["effects"]
        if V.points(board, I.run(board, s.copy(), cid, effects, entry["uid"])) > now:
            return command
    hurt = plan.leaf is not None and plan.leaf.hurt.get(cid, 0) > 0
    for command in of(legal, "use_ability"):
        text = command.get("preview", "")
        if any(w in text for w in HELPS) or ("Prevent" in text and hurt):
            return command
    return None


def hopeless(board, s, cid, plan, turn: int) -> bool:
    """Escape when the next Attack would take ``cid`` to Dying before the Pool can reach the
    Value, while the Escape's own Health still leaves them standing; or when no card is left
    to play that would move the Pool (the fight could only stall)."""
    leaf = plan.leaf
    if leaf is None or leaf.ended:
        return False
    others = any(board.decks.get(c, 0) or board.held.get(c, 0) for c in board.party if c != cid)
    if not others and not s.deck and not leaf.drawn and leaf.pool <= s.pool and not plan.steps:
        if not any(e["time"] for e in s.seq):
            return True  # no card to come and nothing moving: every turn would be this one
    if turn >= STALL_TURNS:
        return True
    health = board.health[cid] - leaf.hurt.get(cid, 0)
    if health - 1 < 1:
        return False  # the Escape's own Health would finish them
    parts = A.build(leaf.state(board, cid), cid) or []
    blow = sum(p["n"] for p in parts if p["op"] in ("damage", "wound"))
    need = board.card["value"] - leaf.pool
    return blow >= health and need > max(PACE, leaf.pool - s.pool)


def no_chance(board, s, cid, plan) -> bool:
    """A King's last Encounter is lost for sure (the book lets the party give it up then): the
    best line of this Activation does not win, and even if every Activation to come added
    ``REACH`` (and every card left ``CARD_REACH``), the rest of the way is longer than the party
    can go before the enemy's blow, as it stands at the line's end, leaves everyone Dying."""
    leaf = plan.leaf
    if leaf is None or leaf.ended == "win" or (leaf.ended and board.kind == "combat"):
        return False
    if board.kind == "combat":
        need = board.card["value"] - leaf.pool
    else:
        need = board.card["slots"].index("green") + 1 - leaf.aff
    if need <= 0 or any(e["time"] for e in leaf.seq):
        return False
    cards = sum(board.decks.get(c, 0) + board.held.get(c, 0) for c in board.party)
    cards += len(leaf.hand) - len(s.hand)  # the cards this line plays
    if need > CARD_REACH * cards:
        return True
    state = leaf.state(board, cid)
    turns = 0
    for c in board.party:
        parts = A.build(state, c) or []
        blow = sum(p["n"] for p in parts if p["op"] in ("damage", "wound"))
        if blow <= 0:
            return False  # the enemy cannot wear this one down
        turns += -(-max(0, board.health[c] - leaf.hurt.get(c, 0)) // blow)
    return need > REACH * turns


# ---- the other questions ----------------------------------------------------------------------


def _redraw(board, sim, legal, rng):
    cid = board.asking
    keep = of(legal, "keep")[0]
    hand = board.hands.get(cid, [])
    if not of(legal, "redraw") or cid is None or len(hand) < 2:
        return keep
    now = P.best(board, with_hand(board, sim, cid, True), cid).score
    pile = list(board.decklists.get(cid, []))
    for card in hand:
        if card in pile:
            pile.remove(card)
    if len(pile) < len(hand) - 1:
        return keep
    rng = rng or random.Random(f"{board.eid}:{cid}:{len(hand)}")  # a caller without one
    total = 0.0
    for _ in range(REDRAW_SAMPLES):
        s = with_hand(board, sim, cid, True)
        s.hand = rng.sample(pile, len(hand) - 1)
        total += P.best(board, s, cid).score
    return of(legal, "redraw")[0] if total / REDRAW_SAMPLES > now + REDRAW_MARGIN else keep


def _who_acts(board, sim, legal):
    def gain(command):
        cid = command["cid"]
        if cid not in board.hands:
            return 0.0
        s = with_hand(board, sim, cid, True)
        return P.best(board, s, cid).score - V.points(board, s)

    return max(of(legal, "activate"), key=gain)


def _structures(board, sim, op: str) -> list[dict]:
    """Every ``op`` structure on the Sequence's cards (where a question comes from)."""
    found = []

    def walk(nodes):
        for node in nodes:
            if node["op"] == op:
                found.append(node)
            for inner in (node.get("then"), node.get("else")):
                walk(inner or [])
            for option in node.get("of", []):
                walk(option)

    for entry in sim.seq[1:]:
        for part, nodes in B.card_of(entry)["abilities"].items():
            walk(nodes["effects"] if part == "use" else nodes)
    return found


def _pick(board, sim, legal):
    cid = board.asking or board.active
    s = with_hand(board, sim, cid, False)
    options = {}
    for node in _structures(board, s, "choose"):
        for option in node["of"]:
            options.setdefault(W.sentence(W.effects(option)), option)
    picks = of(legal, "pick")

    def worth(command):
        nodes = options.get(command["label"])
        return V.points(board, I.run(board, s.copy(), cid, nodes)) if nodes else float("-inf")

    return max(picks, key=worth)


def _may(board, sim, legal):
    cid = board.asking or board.active
    pay = of(legal, "pay")[0]
    s = with_hand(board, sim, cid, False)
    for node in _structures(board, s, "may"):
        if W.sentence(W.effects(node["then"])) == pay.get("preview"):
            paid = s.copy()
            I.pay(paid, cid, node["pay"])
            paid = I.run(board, paid, cid, node["then"])
            return pay if V.points(board, paid) > V.points(board, s) else of(legal, "skip")[0]
    return pay


def _tick(board, sim, legal):
    cid = board.asking or board.active
    s = with_hand(board, sim, cid, False)

    def worth(command):
        entry = next(e for e in s.seq if e["uid"] == command["uid"])
        n = entry["time"] if "happens" in command.get("preview", "") else 1
        return V.points(board, I.fire(board, s.copy(), cid, command["uid"], n))

    return max(of(legal, "tick"), key=worth)


def _discard(board, sim, legal):
    """Keep the hand whose best line is best; under Entrapment, weigh a card against Health."""
    cid = board.asking
    fresh = cid != board.active
    discards = of(legal, "discard")
    if cid not in board.hands:
        return discards[0]

    def without(command):
        s = with_hand(board, sim, cid, fresh)
        s.hand.remove(command["card"])
        return P.best(board, s, cid).score

    pick = max(discards, key=without)
    health = of(legal, "health")
    if health:
        whole = P.best(board, with_hand(board, sim, cid, fresh), cid).score
        if whole - V.harm(board, cid, 1, 0) > without(pick):
            return health[0]
    return pick
