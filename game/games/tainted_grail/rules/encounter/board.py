"""Reading an Encounter in play (``state["encounter"]``) and writing its zones.

The Encounter's state, beside the interface's {id, party, at, source}::

    kind        "combat" | "diplomacy"
    pool        markers in the Combat Pool (combat)
    affinity    the marker's slot, 1 = the bottom (diplomacy); duration: the Duration die
    seq         [{uid, card, owner, time, charges}]: the Sequence, the Encounter card first
    next_uid    the uid the next card placed gets
    zones       {cid: {draw: [card], hand: [card], discard: [card]}} (draw's top first)
    turn, activated ([cid] this turn), active (cid or None), played (cards this Activation)
    used        Skills and Items used this Encounter; shields {cid: n} readied Prevents
    gone        [cid] who left (Escaped or Dying); escaping (cid or None); over (True once
                it has ended); no_loot (the enemy ran away)
    king        a King's card or follower only: its mechanic's state (kings_deck.py)
"""

from __future__ import annotations

from game.games.tainted_grail.rules import state as S

HAND_LIMIT = 3


def enc(state: dict) -> dict:
    return state["encounter"]


def card_of(entry_or_id) -> dict:
    """The card of a Sequence entry (the first is the Encounter card) or of a card id."""
    world = S.world()
    cid = entry_or_id["card"] if isinstance(entry_or_id, dict) else entry_or_id
    return world["cards"].get(cid) or world["encounters"][cid]


def encounter_card(state: dict) -> dict:
    return S.world()["encounters"][enc(state)["id"]]


def is_combat(state: dict) -> bool:
    return enc(state)["kind"] == "combat"


def last(state: dict) -> dict:
    return enc(state)["seq"][-1]


def laid(state: dict, card_id: str, owner: str | None, rows: list) -> tuple[list, int, bool]:
    """The Sequence with ``card_id`` laid at its end (``rows``: the Keys it gained), the new
    entry's uid, and whether it covered a card whose Time markers go without their Delayed
    ability (a passive card keeps them working)."""
    e = enc(state)
    seq = [dict(x) for x in e["seq"]]
    before = seq[-1]
    covered = len(seq) > 1 and not card_of(before)["passive"] and before["time"] > 0
    if covered:
        seq[-1]["time"] = 0
    uid = e["next_uid"]
    seq.append(
        {"uid": uid, "card": card_id, "owner": owner, "time": 0, "charges": 0, "gained": list(rows)}
    )
    return seq, uid, covered


def entry(state: dict, uid: int) -> dict | None:
    return next((e for e in enc(state)["seq"] if e["uid"] == uid), None)


def index_of(state: dict, uid: int) -> int:
    return next(i for i, e in enumerate(enc(state)["seq"]) if e["uid"] == uid)


def active_entries(state: dict) -> list[dict]:
    """The cards whose abilities apply: passive cards and the last card (never the Encounter)."""
    seq = enc(state)["seq"]
    return [e for i, e in enumerate(seq) if i > 0 and (card_of(e)["passive"] or i == len(seq) - 1)]


def is_active(state: dict, uid: int) -> bool:
    return any(e["uid"] == uid for e in active_entries(state))


def colour(state: dict) -> str:
    e = enc(state)
    return encounter_card(state)["slots"][e["affinity"] - 1]


def zones(state: dict, cid: str) -> dict:
    return enc(state)["zones"][cid]


def hand(state: dict, cid: str) -> list[str]:
    return zones(state, cid)["hand"]


def zone_changes(cid: str, after: dict) -> list:
    return [(["encounter", "zones", cid, name], list(cards)) for name, cards in after.items()]


def seat_of(state: dict, cid: str) -> int:
    """The seat that holds a Character's hand: Characters are dealt to seats in turn order."""
    return state["order"].index(cid) % state["seats"]


def in_play(state: dict) -> bool:
    e = state.get("encounter")
    return bool(e) and "seq" in e and not e.get("over")


def pair_attr(state: dict, cid: str, attr: str) -> int:
    return state["chars"][cid]["attrs"][attr]


def tactical_genius(state: dict) -> bool:
    """Story mode's help: further cards need no Bonus that allows them."""
    return S.mode(state) == "story"


def empowered(state: dict) -> bool:
    """Challenge mode's Empowered Encounters: each Attack and Response hits harder."""
    return S.mode(state) == "challenge"


def traits(state: dict) -> list[dict]:
    """The Encounter's traits now: its card's, less those a story scene took away, plus those
    a scene or the face-up Weather gave it (kings_deck.py keeps them)."""
    card = encounter_card(state)
    king = enc(state).get("king")
    if not king:
        return card["trait_list"]
    gone = set(king["traits_minus"])
    out = [t for t in card["trait_list"] if t["name"] not in gone]
    out += [t for t in king["traits_plus"] if t["name"] not in gone]
    up = king["weather"]["up"]
    if up:
        out += king_card(card["king"], up)["weather"]["traits"]
    return out


def king_card(king: str, cid: str) -> dict:
    """One of a King's own cards (a Bloom, a Weather, a Host card) as kings.yaml writes it."""
    return S.world()["kings"][king]["cards"][cid]
