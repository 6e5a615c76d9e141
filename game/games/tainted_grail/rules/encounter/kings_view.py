"""A King's part of the Encounter view (view.py's ``king``), for the table to draw::

    {king, mechanic, final,
     oaths (Impact's markers on the Encounter card, or None), impact (its effect in words),
     host: {left: n face down, aside: n knocked out},
     bloom: markers on her card,
     blooms: {deck: n, pruned: [name],
              growing: [{index, card, name, markers, value, traits: [name],
                         row: the Attack/Response part it adds now, loot}]},
     weather: {deck: n, discard: [name],
               up: {card, name, time, rules: its changes in words, traits: [name]} | None},
     scenes: [text read], progress: scenes read (the book's progress die), fail: text | None}

A King's decks show only their counts: after a reshuffle their order is nobody's to know."""

from __future__ import annotations

from game.games.tainted_grail.rules.encounter import board as B
from game.games.tainted_grail.rules.encounter import kings_bloom as KB
from game.games.tainted_grail.rules.encounter import kings_deck as D
from game.games.tainted_grail.rules.encounter import kings_weather as KW
from game.games.tainted_grail.rules.encounter import words as W


def section(state: dict) -> dict | None:
    k = D.king(state)
    if not k:
        return None
    card = B.encounter_card(state)
    impact = D.trait(card, "impact")
    return {
        "king": card["king"],
        "mechanic": k["mechanic"],
        "final": bool(card.get("final")),
        "oaths": k["oaths"],
        "impact": W.effects(impact["effects"]) if impact else "",
        "host": {"left": len(k["host"]), "aside": len(k["host_aside"])},
        "bloom": k["bloom"],
        "blooms": _blooms(state, k),
        "weather": _weather(state, k),
        "scenes": [card["scene_list"][i]["text"] for i in k["scenes"]],
        "progress": len(k["scenes"]),
        "fail": card["fail"]["text"] if card.get("fail") else None,
    }


def _name(state: dict, cid: str) -> str:
    return B.king_card(D.king_id(state), cid)["name"]


def _blooms(state: dict, k: dict) -> dict:
    kind = B.enc(state)["kind"]
    growing = []
    for i, g in enumerate(k["blooms"]["growing"]):
        b = KB.bloom(state, g["card"])
        row = KB.row(b, kind, g["markers"])
        growing.append(
            {
                "index": i,
                "card": g["card"],
                "name": _name(state, g["card"]),
                "markers": g["markers"],
                "value": b["value"],
                "traits": list(b["traits"]),
                "row": W.effects(row),
                "loot": W.effects(b["loot"]),
            }
        )
    return {
        "deck": len(k["blooms"]["deck"]),
        "pruned": [_name(state, c) for c in k["blooms"]["pruned"]],
        "growing": growing,
    }


def _weather(state: dict, k: dict) -> dict:
    w = k["weather"]
    up = None
    if w["up"]:
        rules = KW.up(state)
        up = {
            "card": w["up"],
            "name": _name(state, w["up"]),
            "time": w["time"],
            "rules": KW.describe(state),
            "traits": [t["name"] for t in rules["traits"]],
        }
    return {"deck": len(w["deck"]), "discard": [_name(state, c) for c in w["discard"]], "up": up}


def hidden(state: dict) -> list:
    """The King's piles whose order no seat may see (the Weathers once shuffled)."""
    k = D.king(state)
    w = k["weather"] if k else None
    return [list(w["deck"])] if w and w["shuffled"] and len(w["deck"]) > 1 else []
