"""Tainted Grail's map and story graph, worked out from the content: where each Location
lies by its keys, and which verses, Locations and events a reader can reach."""

from __future__ import annotations

from game.core.content import ContentError
from game.games.tainted_grail.rules.phrasebook import SIDES
from game.games.tainted_grail.rules.verses import verse_targets

_STEP = {"top": (0, 1), "right": (1, 0), "bottom": (0, -1), "left": (-1, 0)}
_OPPOSITE = {"top": "bottom", "bottom": "top", "left": "right", "right": "left"}


def layout(world: dict, chapter: int = 1) -> dict[str, tuple[int, int]]:
    """Where each Location lies when attached by its keys from the chapter's start (x right,
    y up); refuses keys that would put two cards in one place or don't match both ways. A key
    a later chapter opens (content.join_regions) is shut before it."""
    start = world["chapters"][chapter]["setup"]["start"]
    where = {start: (0, 0)}
    todo = [start]
    locs = world["locations"]
    while todo:
        key = todo.pop()
        x, y = where[key]
        opens = locs[key].get("opens", {})
        for edge, target in locs[key]["keys"].items():
            target = str(target)
            if opens.get(edge, 0) > chapter:
                continue
            back = locs[target]["keys"].get(_OPPOSITE[edge])
            if str(back) != key:
                raise ContentError(
                    f"locations, {key}: its {edge} key names {target}, whose "
                    f"{_OPPOSITE[edge]} key is {back}."
                )
            dx, dy = _STEP[edge]
            spot = (x + dx, y + dy)
            if target in where:
                if where[target] != spot:
                    raise ContentError(f"locations, {target}: the keys put it in two places.")
                continue
            if spot in where.values():
                raise ContentError(f"locations, {target}: the keys put it on another card.")
            where[target] = spot
            todo.append(target)
    return where


def story_graph(world: dict, chapter: int = 1) -> dict[str, set[str]]:
    """Nodes 'chapter', 'loc:101', 'verse:101.2', 'event:x' and what each leads to: a reader
    reaches a verse by walking the map, drawing events and following the journal."""
    graph: dict[str, set[str]] = {}

    def add(a: str, b: str) -> None:
        graph.setdefault(a, set()).add(b)
        graph.setdefault(b, set())

    def effects_to(node: str, effects: list[dict]) -> None:
        for e in effects:
            if e["op"] == "verse":
                add(node, f"verse:{e['verse']}")
            elif e["op"] in ("reveal", "move") and e["location"] != "here":
                add(node, f"loc:{e['location']}")
            elif e["op"] == "replace":
                add(node, f"loc:{e['by']}")
            elif e["op"] == "add-event":
                add(node, f"event:{e['event']}")
            elif e["op"] == "chapter-end":
                add(node, f"end:{e['ending']}")

    ch = world["chapters"][chapter]
    add("chapter", f"loc:{ch['setup']['start']}")
    for a in ch["setup"]["attach"]:
        add("chapter", f"loc:{a['location']}")
    for e in ch["setup"]["event_deck"]:
        add("chapter", f"event:{e}")
    effects_to("chapter", ch["setup"]["effects"])
    for key in world["random_events"]:
        add("chapter", f"event:{key}")
    for memory in world.get("echoes_memories", []):  # a Character's Achievements open them
        add("chapter", f"verse:{memory}")
    for ending in ch["endings"]:
        graph.setdefault(f"end:{ending['id']}", set())
        effects_to(f"end:{ending['id']}", ending["effects"])
    for key, loc in world["locations"].items():
        node = f"loc:{key}"
        add(node, f"verse:{loc['section']}")
        if loc.get("vision"):
            add(node, f"verse:{loc['vision']}")
        for edge, target in loc["keys"].items():
            if loc.get("opens", {}).get(edge, 0) <= chapter:  # a later region's key is shut
                add(node, f"loc:{target}")
        for side in SIDES:
            for part in ("action", "instant"):
                if loc[side].get(part):
                    effects_to(node, loc[side][part]["effects"])
    for table in ("random_events", "story_events"):
        for key, event in world[table].items():
            node = f"event:{key}"
            graph.setdefault(node, set())
            effects_to(node, event["effects"] + event.get("countdown", {}).get("effects", []))
    for key, verse in world["verses"].items():
        node = f"verse:{key}"
        graph.setdefault(node, set())
        for target in verse_targets(verse):
            add(node, f"verse:{target}")
        effects_to(node, verse["effects"])
    return graph


def reachable(graph: dict[str, set[str]], start: str = "chapter") -> set[str]:
    seen, todo = set(), [start]
    while todo:
        node = todo.pop()
        if node in seen:
            continue
        seen.add(node)
        todo.extend(graph.get(node, ()))
    return seen
