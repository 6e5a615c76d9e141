"""What a seat may see: the table, its own hand and face-down picks; of the other player only
counts. Never: the other hand, anyone's Banished, deck order, Limbo's cards, or the seed."""

from __future__ import annotations

from game.core.agenda import clone
from game.games.grim.rules import attack, content, damage, engine, turns
from game.games.grim.rules import state as S

LOG_SHOWN = 60


def _grim_card(key: str) -> dict:
    c = content.grim(key)
    return {
        "id": key,
        "name": c["name"],
        "element": c["element"],
        "health": c["health"],
        "speed": c["speed"],
        "attacks": clone(c["attacks"]),
        "passive": clone(c["passive"]),
        "flavour": c["flavour"],
    }


def _card(state, card_id: str) -> dict:
    if card_id in state["bond_kinds"]:
        kind = state["bond_kinds"][card_id]
        return {
            "id": card_id,
            "bond": kind,
            "name": "Spirit" if kind == "spirit" else f"{kind.title()} Element",
        }
    return _grim_card(card_id)


def _active(state, seat, slot) -> dict | None:
    g = S.at(state, seat, slot)
    if g is None:
        return None
    return {
        **_grim_card(g["card"]),
        "slot": slot,
        "current_health": g["health"],
        "max_health": S.max_health(g),
        "stamina": g["stamina"],
        "status": g["status"],
        "status_by_reaction": g["status_reaction"],
        "elements": S.elements(state, g),
        "effective_speed": S.speed(state, seat, g),
        "bonds": [_card(state, b) for b in g["bonds"]],
        "spirit_bonus": sorted(g["bonus"]),
    }


def _player(state, seat, viewer) -> dict:
    p = state["players"][seat]
    mine = viewer == seat
    # the Coven is a list while it is being built and Banished from; after that its cards
    # are in hand, on the field, Banished or in Limbo like any others
    building = state["phase"] in ("coven", "banish")
    covens_public = state["phase"] == "banish"
    return {
        "seat": seat,
        "hand": [_card(state, c) for c in p["hand"]] if mine else None,
        "hand_count": len(p["hand"]),
        "banished_count": len(p["banished"]),
        "decks": list(p["decks"]),
        "deck_counts": {e: len(d) for e, d in p["grim_decks"].items()},
        "reaction": p["reaction"],
        "favor": state["favor"] == seat,
        "grimlord": p["grimlord"] and {**content.grimlord(p["grimlord"]), "id": p["grimlord"]},
        "coven": [_card(state, c) for c in p["coven"]]
        if building and (mine or covens_public)
        else None,
        "protected": list(p["protected"]) if building and (mine or covens_public) else None,
        "knockouts": p["knockouts"],
        "face_down": (
            [
                {"card": _card(state, c), "bond": b and _card(state, b)}
                for c, b in state["secret"][seat]
            ]
            if mine
            else len(state["secret"][seat])
        ),
    }


def _attack_view(state, a) -> dict | None:
    if not a or S.find(state, a["card"]) != (a["seat"], a["slot"]):
        return None  # none, or its Grim already went to Limbo
    entry = S.card(a["card"])["attacks"][a["attack"]]
    return {
        "seat": a["seat"],
        "slot": a["slot"],
        "card": a["card"],
        "attack": a["attack"],
        "attack_name": entry["name"],
        "element": a["element"],
        # a Target already knocked out is face down in Limbo now
        "targets": [list(t) for t in a["targets"] if S.find(state, t[2]) == (t[0], t[1])],
        "synergy": a["synergy"],
        "negated": a["negated"],
        "cost": a["cost"],
        "preview": {
            t[2]: damage.calc(state, a, t[0], t[1])
            for t in a["targets"]
            if S.find(state, t[2]) == (t[0], t[1])
        },
    }


def view(state: dict, seat) -> dict:
    world = state["afterworld"]
    prompt = engine.pending(state).to_dict()
    if prompt.get("seat") != seat:
        prompt = {
            "seat": prompt.get("seat"),
            "kind": prompt["kind"] if prompt["seat"] is None else "waiting",
            "text": f"Waiting for Player {prompt['seat'] + 1}."
            if prompt.get("seat") is not None
            else prompt.get("text", ""),
        }
    rnd = state["round"]
    return {
        "seat": seat,
        "phase": "over" if state["result"] else state["phase"],
        "format": state["options"]["format"],
        "prompt": prompt,
        "favor": state["favor"],
        "round": rnd and {"number": rnd["number"], "phase": rnd["phase"]},
        "turn": clone(state["turn"]) if turns.acting(state) else None,
        "turn_order": turns.turn_order(state),
        "players": [_player(state, s, seat) for s in (0, 1)],
        "field": [[_active(state, s, slot) for slot in (0, 1)] for s in (0, 1)],
        "afterworld": {
            "active": world["active"]
            and {**content.afterworld(world["active"]), "id": world["active"]},
            "available": list(world["available"]),
            "discard": list(world["discard"]),
        },
        "bond_deck_count": len(state["bond_deck"]),
        "limbo_count": len(state["limbo"]),
        "banned": list(state["banned"]),
        "attack": _attack_view(state, attack.current(state)),
        "held_attacks": [
            {"card": a["card"], "seat": a["seat"]} for a in (rnd or {}).get("suspended", [])
        ],
        "hindered": _hindered(state),
        "log": list(state["log"][-LOG_SHOWN:]),
        "outcome": outcome(state),
    }


def _hindered(state: dict) -> dict | None:
    """{card, why} while a Hindered Attack waits to be declared again, else None."""
    top = state["agenda"][-1] if state["agenda"] else {}
    if not top.get("hindered"):
        return None
    return {"card": top["card"], "why": top["hindered"]}


def outcome(state: dict):
    r = state["result"]
    if r is None:
        return None
    winner, loser = r["winner"], r["loser"]
    return {
        "winners": [winner],
        "winner": winner,
        "loser": loser,
        "sentences": _told_end(state),  # under who wins and loses, named by the table
    }


def _told_end(state: dict) -> list[str]:
    """The end screen after the result: how the duel was lost, where each side stands at the
    end, and what comes next (GRIM keeps nothing from one duel to the next)."""
    loser = state["result"]["loser"]
    rounds = state["round"]["number"] if state["round"] else 0
    why = "no Banished left" if not state["players"][loser]["banished"] else "no Grim left to play"
    lines = [f"Player {loser + 1} had {why} after {rounds} round{'s' if rounds != 1 else ''}."]
    for seat, player in enumerate(state["players"]):
        standing = [
            f"{S.card(g['card'])['name']} ({g['health']}/{S.max_health(g)} Health)"
            for g in state["field"][seat]
            if g is not None
        ]
        held = " and ".join(standing) if standing else "no Grim in play"
        lines.append(
            f"Player {seat + 1} ends with {held}; {len(player['banished'])} Banished left."
        )
    lines.append("Next: a new duel from the main menu; See the table keeps this one in view.")
    return lines


def summary(state: dict) -> str:
    if state["result"]:
        return f"GRIM: Player {state['result']['winner'] + 1} won"
    rnd = state["round"]
    fmt = "Coven" if S.coven(state) else "Standard"
    if not rnd:
        return f"GRIM ({fmt}): setting up"
    left = [len(p["banished"]) for p in state["players"]]
    return f"GRIM ({fmt}): Round {rnd['number']}, Banished left {left[0]}-{left[1]}"


def hidden_from(state: dict, seat: int) -> list:
    """Card ids ``seat`` must never be shown: the other hand and face-down picks, the unseen
    Banished, every deck and Limbo, and an opponent's Coven before the reveal."""
    other = state["players"][1 - seat]
    out = set(other["hand"]) | {c for pick in state["secret"][1 - seat] for c in pick if c}
    top = state["agenda"][-1] if state["agenda"] else {}
    searching = top.get("op") == "ask" and top.get("kind") == "search" and top.get("seat") == seat
    for owner, p in enumerate(state["players"]):
        if state["options"]["format"] != "coven":  # Coven's Banished are picked in the open
            out |= set(p["banished"])
        if searching and owner == seat:
            continue  # a Search shows the searcher their own decks (shuffled afterwards)
        for deck in p["grim_decks"].values():
            out |= set(deck)
    out |= set(state["bond_deck"]) | set(state["limbo"])
    if state["phase"] == "coven":
        out |= set(other["coven"])
    return sorted(out)
