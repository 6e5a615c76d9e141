"""The Kings of Ruin's Encounter cards and own cards (kings.yaml, read by rules/content.py) made
playable: the card spec's parts as for any Encounter, plus what each King's mechanic needs.

Added to a King's Encounter card (or follower), beside the usual parsed parts:
  ``king_traits``  [{name: impact, n, effects} | {name: spawning} | {name: spawn, card}
                   | {name: weathershifter, cards: [id, top first]}]
  ``host_list``, ``spawn_list``, ``weather_list``  the King's deck, top first ([] if none)
  ``rebuild``      False when a reshuffle keeps pruned Blooms pruned (stage 2 Gwenllian)
  ``bloom_table``  [[low, high|None, nodes]] the Response by bloom markers (or None)
  ``scene_list``   [{when: cond, text, effects: nodes}]; ``final`` (bool)
A Host card joins ``world["cards"]`` (the card spec's format, no owner); a Bloom gains
``bloom`` ({value, traits, rows: {combat|diplomacy: [[low, high, modifier nodes]]}, loot}),
a Weather ``weather`` ({kind, need: {attr: n}, read: {attr: attr}, sway: nodes, traits,
attack: modifier nodes, place: nodes, duration}).
"""

from __future__ import annotations

import re

from game.core.content import ContentError
from game.games.tainted_grail.rules.encounter import content as C
from game.games.tainted_grail.rules.encounter import phrases as P

SPEC_KEYS = (
    *("name", "colour", "kind", "difficulty", "guardian", "flavour", "traits", "right"),
    *("value", "table", "opportunity", "loot"),
    *("duration", "affinity", "sway", "response", "conclusion"),
)
BLOOM_TRAITS = ("brittle", "spreading", "shroud")
_IMPACT = re.compile(r"impact (\d+): (.+)")
_SHIFTER = re.compile(r"weathershifter (\d+),(\d+)")
_NEED = re.compile(r"need ([+-]\d) ([a-z]+)")
_READ = re.compile(r"read ([a-z]+) as ([a-z]+)")
_ROW = re.compile(r"(\d+)(?:-(\d+)|(\+))")


def encounter(eid: str, card: dict) -> dict:
    """Parse a King's Encounter card in place (its spec parts, then the King's)."""
    where = f"kings.yaml, '{eid}'"
    spec = {k: card[k] for k in SPEC_KEYS if k in card}
    own = [t for t in card.get("traits", []) if _king_trait(t, card["king"], None)]
    spec["traits"] = [t for t in card.get("traits", []) if t not in own]
    if "bloom_response" in card and "response" not in spec:
        spec["response"] = next(iter(card["bloom_response"].values()))  # checked below
    parsed = C.parse_encounter(eid, spec, where)
    card.update({k: v for k, v in parsed.items() if k not in SPEC_KEYS})
    card["king_traits"] = [_king_trait(t, card["king"], where) for t in own]
    card["host_list"] = list(card.get("host", []))
    card["spawn_list"] = list(card.get("spawns", []))
    card["weather_list"] = list(card.get("weather", []))
    for trait in card["king_traits"]:
        if trait["name"] == "weathershifter" and not card["weather_list"]:
            card["weather_list"] = list(trait["cards"])
    card.setdefault("rebuild", True)
    card.setdefault("final", False)
    card["bloom_table"] = (
        _rows(card["bloom_response"], f"{where}, bloom_response", C._attack, open_end=True)
        if "bloom_response" in card
        else None
    )
    card["scene_list"] = [
        {
            "when": _when(s["when"], where),
            "text": s["text"],
            "effects": P.effects(s["effects"], f"{where}, scene"),
        }
        for s in card.get("scenes", [])
    ]
    return card


def _king_trait(text: str, king: str, where: str | None) -> dict | None:
    """A King's trait parsed (None for a card-spec trait; ``where`` None: only asking)."""
    text = " ".join(text.split())
    match = _IMPACT.fullmatch(text)
    if match:
        nodes = P.effects(match[2], where or "trait")
        return {"name": "impact", "n": int(match[1]), "effects": nodes}
    match = _SHIFTER.fullmatch(text)
    if match:
        cards = [f"{king}:weather:{n:02d}" for n in range(int(match[1]), int(match[2]) + 1)]
        return {"name": "weathershifter", "cards": cards}
    if text == "spawning":
        return {"name": "spawning"}
    if text.startswith("spawn "):
        return {"name": "spawn", "card": text[len("spawn ") :]}
    return None


def _when(text: str, where: str) -> dict:
    match = re.fullmatch(r"turn (\d+)", text.strip())
    if match:
        return {"op": "turn", "min": int(match[1])}
    return P.condition(text, f"{where}, scene")


def _rows(table: dict, where: str, parse, open_end: bool) -> list:
    """Ranges from 0 upward (the last open, ``9+``, when ``open_end``) -> [[low, high, nodes]]."""
    rows, expect = [], 0
    for key, value in table.items():
        match = _ROW.fullmatch(str(key).replace(" ", ""))
        if not match or int(match[1]) != expect or (rows and rows[-1][1] is None):
            raise ContentError(f"{where}: '{key}' should start at {expect}.")
        high = None if match[3] else int(match[2])
        rows.append([expect, high, parse(value, f"{where} {key}")])
        expect = (high or 0) + 1
    if not rows or (open_end and rows[-1][1] is not None):
        raise ContentError(f"{where}: the last range must be open, such as '4+'.")
    return rows


def modifiers(value, where: str) -> list[dict]:
    """A Bloom's or a Weather's part of the Enemy Attack, as a card's ``attack:`` changes:
    a plain phrase (``duration -1``, ``down 1``) adds to that part of the Attack."""
    out = []
    for node in P.effects(value, where):
        if node["op"] in P.ATTACK_ONLY:
            out.append(node)
            continue
        what = P.kind_of(node)
        if what is None:
            raise ContentError(f"{where}: '{node['op']}' cannot join an Enemy Attack.")
        out.append({"op": "add", "what": what, "n": abs(node["n"])})
    return out


def cards(world: dict) -> None:
    """Every King's own cards made playable (Host cards into ``world["cards"]``)."""
    for key, king in world.get("kings", {}).items():
        kind = king["mechanic"]["kind"]
        for cid, card in king["cards"].items():
            where = f"kings.yaml, {key} card {cid}"
            if kind == "host":
                spec = {k: v for k, v in card.items() if k in {f.rstrip("?") for f in C.CARD}}
                world["cards"][cid] = {
                    **C.parse_card(cid, {**spec, "left": card.get("left", {})}, where),
                    "king": key,
                }
            elif kind == "spawn":
                card["bloom"] = _bloom(card, where)
            else:
                card["weather"] = _weather(card, where)


def _bloom(card: dict, where: str) -> dict:
    for trait in card.get("traits", []):
        if trait not in BLOOM_TRAITS:
            raise ContentError(f"{where}: '{trait}' is not a Bloom trait {BLOOM_TRAITS}.")
    rows = {
        kind: _rows(card["table"][kind], f"{where}, {kind}", modifiers, open_end=False)
        for kind in ("combat", "diplomacy")
    }
    for kind, table in rows.items():
        if table[-1][1] is not None and table[-1][1] < card["value"] - 1:
            raise ContentError(f"{where}, {kind}: the rows must reach {card['value'] - 1}.")
    return {
        "value": card["value"],
        "traits": list(card.get("traits", [])),
        "rows": rows,
        "loot": P.effects(card["loot"], f"{where}, loot", day_ok=True),
    }


def _weather(card: dict, where: str) -> dict:
    out: dict = {"kind": card["kind"], "need": {}, "read": {}, "sway": [], "traits": []}
    character = card["character"]
    if isinstance(character, dict):
        out["sway"] = P.effects(character.get("sway"), f"{where}, sway")
    else:
        need, read = _NEED.fullmatch(character), _READ.fullmatch(character)
        if need and need[2] in P.ATTRIBUTES:
            out["need"] = {need[2]: int(need[1])}
        elif read and {read[1], read[2]} <= set(P.ATTRIBUTES):
            out["read"] = {read[1]: read[2]}
        else:
            raise ContentError(f"{where}: '{character}' is not 'need +1 ATTR' or 'read A as B'.")
    part = card.get("encounter", {})
    allowed = C.COMBAT_TRAITS if card["kind"] == "combat" else C.DIPLOMACY_TRAITS
    out["traits"] = [C._trait(t, allowed, f"{where}, traits") for t in part.get("traits", [])]
    out["attack"] = modifiers(part.get("attack") or part.get("response"), f"{where}, attack")
    out["place"] = P.effects(card.get("place"), f"{where}, place")
    out["duration"] = card["duration"]
    return out
