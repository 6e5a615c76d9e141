"""The Encounter as a seat sees it (rules/view.py's ``encounter``), and what no seat may see of
it (every deck's order). Hands are open to the whole table, as nothing is secret between the
players of this co-op game; only a hand's own seat plays from it (and sees its previews).

    {id, name, colour, kind, difficulty, flavour, traits: [text], at, party: [id], gone: [id],
     turn, active*, activated: [id], played (cards this Activation), over,
     asking: the Character whose hand the open question is about (or None),
     card: {right: {row: text}},                       the Encounter card's opening halves
     sequence: [{uid, card, name, owner*, passive, mark*, text*, time, charges,
                 active (its ability applies now), left: {row: text}, right: {row: text},
                 connected: [row], gained: [row]}],    the Encounter card first (owner None)
     pool*, value* (combat); affinity*, slots*: [colour], affinity_colour* (the marker's
     slot; colour stays the card's), duration* (diplomacy),
     decks: {cid: {draw: n, discard: [name], hand: n, seat}},
     hands: {cid: [{card, name, text*, left, right}]}, every Character's (open to all seats),
     held: [cid], the Characters whose hands this seat plays,
     playable: [{card, name, magic*, gains: [{row, bonus}], pool_after*, affinity_after*,
                 duration_after*, cost, allows_more, outcome (the whole play in words)}],
                 for the Active Character, to its own seat only; the numbers are the play
                 run on a copy (activation.foresee), On Placement and all,
     intent: the enemy's next Attack or Response for the pool (or Affinity) as it is now,
     set_aside: a companion's help will set that Attack or Response aside (kin.py),
     opportunity*: the Opportunity Attack (combat), escape: its price in words,
     king*: a King's card or follower only: its Host, Blooms, weather and story scenes
            (kings_view.py documents it)}
"""

from __future__ import annotations

from game.games.tainted_grail.rules.encounter import activation as V
from game.games.tainted_grail.rules.encounter import attack as A
from game.games.tainted_grail.rules.encounter import board as B
from game.games.tainted_grail.rules.encounter import keys as Y
from game.games.tainted_grail.rules.encounter import kings_view as KV
from game.games.tainted_grail.rules.encounter import words as W


def _halves(card: dict) -> tuple[dict, dict]:
    left = {r: W.bonus(b) for r, b in card["closes"].items()} if "closes" in card else {}
    right = {}
    for row, half in card["opens"].items():
        if row == "magic":
            right[row] = "1 Magic"
        elif row == "free":
            right[row] = f"{half}x"
        else:
            right[row] = f"{half[0].capitalize()} {half[1]}"
    return left, right


def _card(card_id: str) -> dict:
    card = B.card_of(card_id)
    left, right = _halves(card)
    return {
        "card": card_id,
        "name": card["name"],
        "text": card.get("ability", {}).get("text"),
        "left": left,
        "right": right,
    }


def _sequence(state: dict) -> list[dict]:
    seq = B.enc(state)["seq"]
    out = []
    for i, entry in enumerate(seq):
        card = B.card_of(entry)
        left, right = _halves(card)
        before = B.card_of(seq[i - 1]) if i else None
        out.append(
            {
                "uid": entry["uid"],
                "card": entry["card"],
                "name": card["name"],
                "owner": entry["owner"],
                "passive": bool(card.get("passive")),
                "mark": card.get("mark"),
                "text": card.get("ability", {}).get("text") if i else None,
                "time": entry["time"],
                "charges": entry["charges"],
                "active": i > 0 and B.is_active(state, entry["uid"]),
                "left": left if i else {},
                "right": right,
                "connected": Y.connected(before, card) if before else [],
                "gained": list(entry.get("gained", [])),
            }
        )
    return out


def _playable(state: dict, cid: str) -> list[dict]:
    e = B.enc(state)
    out = []
    for p in V.plays(state, cid):
        seen = V.foresee(state, cid, p)  # the play run on a copy: its On Placement too
        item = {
            "card": p["card"],
            "name": B.card_of(p["card"])["name"],
            "magic": p["magic"],
            "gains": [
                {"row": g["row"], "bonus": W.bonus(g["bonuses"], g["times"])} for g in p["gained"]
            ],
            "cost": "1 Magic" if p["magic"] else "",
            "allows_more": V.allows_more(state, cid, p["card"]),
            "outcome": V.outcome_words(state, cid, seen),
        }
        if e["kind"] == "combat":
            item["pool_after"] = seen["pool"]
        else:
            item["affinity_after"] = seen["affinity"]
            item["duration_after"] = seen["duration"]
        out.append(item)
    return out


def section(state: dict, seat: int | None) -> dict | None:
    e = state.get("encounter")
    if not e:
        return None
    card = B.encounter_card(state)
    out = {
        "id": e["id"],
        "name": card["name"],
        "colour": card["colour"],
        "kind": card["kind"],
        "difficulty": card["difficulty"],
        "flavour": card["flavour"],
        "traits": list(card.get("traits", [])),
        "at": e["at"],
        "party": list(e["party"]),
        "gone": list(e.get("gone", [])),
    }
    if "seq" not in e:
        return out
    mine = [c for c in e["zones"] if seat is not None and B.seat_of(state, c) == seat]
    out.update(
        {
            "turn": e["turn"],
            "active": e["active"],
            "activated": list(e["activated"]),
            "played": e["played"],
            "asking": (state["agenda"][-1].get("hand") if state.get("agenda") else None),
            "over": e["over"],
            "card": {"right": _halves(card)[1]},
            "sequence": _sequence(state),
            "decks": {
                c: {
                    "draw": len(z["draw"]),
                    "hand": len(z["hand"]),
                    "discard": [B.card_of(x)["name"] for x in z["discard"]],
                    "seat": B.seat_of(state, c),
                }
                for c, z in e["zones"].items()
            },
            "hands": {c: [_card(x) for x in z["hand"]] for c, z in e["zones"].items()},
            "held": mine,
            "playable": _playable(state, e["active"]) if e["active"] in mine else [],
            "intent": A.intent(state, e["active"]) if e["party"] and not e["over"] else "",
            "set_aside": bool(e.get("kin_ignore")),
        }
    )
    if e.get("king"):
        out["king"] = KV.section(state)
    if e["kind"] == "combat":
        out.update(
            pool=e["pool"],
            value=card["value"],
            opportunity=W.effects(card["opportunity_effects"]),
            escape="Lose 1 Health, take the Attack, and leave the Encounter (a loss).",
        )
    else:
        out.update(
            affinity=e["affinity"],
            slots=list(card["slots"]),
            affinity_colour=B.colour(state),
            duration=e["duration"],
            escape="Avoid: the whole party agrees; Affinity down 4 and the Conclusion at once.",
        )
    if card.get("final"):
        out["escape"] = "None from a King's last Encounter: giving up reads its Fail passage."
    return out


def hidden_from(state: dict, seat: int) -> list:
    e = state.get("encounter")
    if not e or not e.get("zones"):
        return []
    kind = e["kind"]
    out = []
    for cid, z in e["zones"].items():
        owned = state["chars"][cid]["decks"][kind]["deck"]  # the tray shows this list openly
        draw = z["draw"]  # its order is nobody's to see; the hands are the whole table's
        if len(draw) > 1 and not _run_of(draw, owned):
            out.append(list(draw))
    return out + KV.hidden(state)


def _run_of(cards: list[str], owned: list[str]) -> bool:
    """Cards lying in the same order in the public deck list: that order tells nothing."""
    n = len(cards)
    return any(owned[i : i + n] == list(cards) for i in range(len(owned) - n + 1))


def hand_seat(state: dict, step: dict | None) -> int | None:
    """The seat that answers a question about a Character's hand (None: the party's)."""
    if not step or not step.get("hand") or not state.get("encounter"):
        return None
    return B.seat_of(state, step["hand"])
