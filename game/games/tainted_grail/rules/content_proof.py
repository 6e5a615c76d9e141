"""What the content tool proves about the whole campaign, chapter by chapter: the counts, every
verse and Location reachable from some chapter's start, and every condition satisfiable (a
status, Secret, Item, quest stage or ending the journal reads is handed out somewhere a reader
can have been before: in that chapter or an earlier one; shared files count for every chapter).
"""

from __future__ import annotations

import re
import statistics

from game.games.tainted_grail.rules.content_checks import _expand, all_phrases, verse_needs
from game.games.tainted_grail.rules.story_map import reachable, story_graph

COUNTED = ("locations", "verses", "story_events", "secrets", "items", "guardians")


def chapter_of_place(where: str) -> int:
    """The chapter a phrase was written in, from where it was written (0: a shared file)."""
    found = re.match(r"(?:chapter-(\d+)/|chapter (\d+)\b)", where)
    return int(found[1] or found[2]) if found else 0


def chapter_of(table: str, key, entry: dict) -> int:
    """An entry's chapter: a chapter folder's own, else a Secret's number range (II 101-199,
    III 201-299), else Chapter I's (the shared files began with it)."""
    if "chapter" in entry and table in ("locations", "verses", "story_events"):
        return entry["chapter"]
    if "from_chapter" in entry:
        return entry["from_chapter"]
    if table == "secrets" and 101 <= int(key) <= 299:
        return (int(key) - 1) // 100 + 1
    return 1


def words(verse: dict) -> int:
    return sum(len(p.split()) for p in verse["text"]) + sum(
        len(c["text"].split()) for c in verse["choices"]
    )


def counts(world: dict) -> dict[int, dict]:
    """{chapter: {table: n, 'median words': m}}, and 0 for the whole campaign."""
    out: dict[int, dict] = {}
    chapters = [*sorted(world["chapters"]), 0]
    for n in chapters:
        row: dict = {}
        for table in COUNTED:
            entries = [
                (k, e) for k, e in world[table].items() if n == 0 or chapter_of(table, k, e) == n
            ]
            if table == "verses":
                entries = [(k, e) for k, e in entries if e.get("chapter", 0) > 0]  # not Echoes
                row["median words"] = (
                    statistics.median(words(e) for _, e in entries) if entries else 0
                )
            row[table] = len(entries)
        out[n] = row
    return out


def unreachable(world: dict) -> list[str]:
    """Verses and Locations no chapter's start reaches (Echoes' Memories open by Achievement)."""
    seen: set[str] = set()
    for n in world["chapters"]:
        seen |= reachable(story_graph(world, n))
    out = [f"verse {k}" for k, v in world["verses"].items() if f"verse:{k}" not in seen]
    out += [f"Location {k}" for k in world["locations"] if f"loc:{k}" not in seen]
    for chapter in world["chapters"].values():
        out += [f"ending {e['id']}" for e in chapter["endings"] if f"end:{e['id']}" not in seen]
    return out


def _open_ways(verse: dict) -> list[str]:
    """Where a reader can always go on from a verse: choices that need nothing (a cost may be
    paid or go unpaid, so it does not close the way for good), redirections, rolls,
    Encounters, straight on, and jumps."""
    out = [r["go"] for r in verse["redirects"]]
    singles = [_flat(c["needs"][0]) for c in verse["choices"] if len(c["needs"]) == 1]
    for c in verse["choices"]:
        if not c["needs"]:
            out.append(c["go"])
        elif len(c["needs"]) == 1 and _flat(c["needs"][0], flip=True) in singles:
            out.append(c["go"])  # "[time dark]" beside "[no time dark]": one is always open
    if "roll" in verse:
        out += [b["go"] for b in verse["roll"]["bands"]]
    if "encounter" in verse:
        out += [o["go"] for o in verse["encounter"]["outcomes"]]
    if "go" in verse:
        out.append(verse["go"])
    return out + [e["verse"] for e in verse["effects"] if e["op"] == "verse"]


def _flat(need: dict, flip: bool = False) -> tuple:
    fields = {**need, "negate": bool(need.get("negate")) != flip}
    return tuple(sorted((k, str(v)) for k, v in fields.items()))


def no_way_out(world: dict) -> list[str]:
    """Verses a reader can be caught in: from them no way that needs nothing reaches an end
    (the reading's ``end`` or a chapter's end), so the party would read round and round."""
    verses = world["verses"]
    back: dict[str, set[str]] = {}
    for key, verse in verses.items():
        for target in _open_ways(verse):
            back.setdefault(target, set()).add(key)
    done = {
        k
        for k, v in verses.items()
        if v.get("end") or any(e["op"] == "chapter-end" for e in v["effects"])
    }
    todo = list(done)
    while todo:
        for source in back.get(todo.pop(), ()):
            if source not in done:
                done.add(source)
                todo.append(source)
    return [
        f"{v['file']}, verse {k}: no way out that needs nothing"
        for k, v in verses.items()
        if k not in done
    ]


def _auto_ways(verse: dict) -> list[str]:
    """Where a verse goes on by itself, with no question asked: its redirections, straight
    on, and jumps."""
    out = [r["go"] for r in verse["redirects"]]
    if "go" in verse:
        out.append(verse["go"])
    return out + [e["verse"] for e in verse["effects"] if e["op"] == "verse"]


def endless(world: dict) -> list[str]:
    """Verses on a round of ways taken by themselves (redirections, straight on, jumps) with
    no question on it: once the round's conditions hold, the reading never stops."""
    verses = world["verses"]
    ways = {k: [t for t in _auto_ways(v) if t in verses] for k, v in verses.items()}
    looped: set[str] = set()
    for start in verses:
        seen, todo = set(), list(ways[start])
        while todo:
            key = todo.pop()
            if key == start:
                looped.add(start)
                break
            if key not in seen:
                seen.add(key)
                todo.extend(ways[key])
    return [f"{verses[k]['file']}, verse {k}: goes round by itself" for k in sorted(looped)]


def _givers(world: dict) -> dict[tuple, int]:
    """(kind, name[, part]) -> the earliest chapter something hands it out in."""
    given: dict[tuple, int] = {}

    def give(key: tuple, chapter: int) -> None:
        given[key] = min(given.get(key, chapter), chapter)

    finals = {  # a King's last card marks his final status when it ends (king_finals.py)
        eid: f"{kid}-final"
        for kid, king in world["kings"].items()
        for eid, card in king["encounters"].items()
        if card.get("final") and f"{kid}-final" in world["statuses"]
    }

    def met(eid: str, chapter: int) -> None:
        if eid in finals:
            give(("status", finals[eid], 1), chapter)
            give(("status", finals[eid], 2), chapter)

    for verse in world["verses"].values():
        if "encounter" in verse:
            met(verse["encounter"]["id"], verse["chapter"])
    for n, chapter in world["chapters"].items():
        for k in chapter["setup"].get("kings", []):
            met(k.get("meets") or world["kings"][k["king"]]["board"]["meets"], n)
    for where, phrase in all_phrases(world):
        chapter = chapter_of_place(where)
        for p in _expand(phrase):
            op = p["op"]
            if op in ("place-king", "encounter"):
                met(p.get("meets") or p.get("encounter") or "", chapter)
            if op == "mark":
                give(("status", p["status"], p["part"]), chapter)
            elif op == "gain-secret":
                give(("secret", p["secret"]), chapter)
            elif op == "gain-item":
                give(("item", p["item"]), chapter)
            elif op == "draw-item":
                give(("deck", p["deck"]), chapter)
            elif op == "quest":
                give(("quest", p["quest"], p["stage"]), chapter)
            elif op == "chapter-end":
                give(("ending", p["ending"]), chapter)
    for key, status in world["statuses"].items():
        if "chapter" in status:  # Time Passes: the engine marks it in its chapter
            give(("status", key, 0), status["chapter"])
    for n, chapter in world["chapters"].items():
        for deck in chapter["setup"]["item_decks"]:
            give(("deck", deck), n)
    for hero in world["heroes"].values():
        for item in hero["items"]:
            give(("item", item), 0)
    return given


def _can_have(given: dict, need: dict, chapter: int, world: dict) -> bool:
    """Whether ``need`` (read in ``chapter``; 0: shared, any chapter) can hold."""
    last = chapter or max(world["chapters"])

    def before(key: tuple) -> bool:
        return key in given and given[key] <= last

    op = need["op"]
    if need.get("negate"):
        return True
    if op == "status":
        parts = world["statuses"][need["status"]]["parts"]
        wanted = [need["part"]] if need["part"] else list(range(1, parts + 1))
        return before(("status", need["status"], 0)) or any(
            before(("status", need["status"], p)) for p in wanted
        )
    if op == "secret":
        return before(("secret", need["secret"]))
    if op == "item":
        item = world["items"][need["item"]]
        return before(("item", need["item"])) or before(("deck", item["deck"]))
    if op == "quest":
        stages = [s["id"] for s in world["quests"][need["quest"]]["stages"]]
        later = stages[stages.index(need["stage"]) :]
        return any(before(("quest", need["quest"], s)) for s in later)
    if op == "ending":
        return before(("ending", need["ending"]))
    if op == "chapter":  # a chapter the campaign lists holds it once written
        listed = [c["number"] for c in world["campaign"]["chapters"]]
        return any(need["low"] <= n <= need["high"] and n >= chapter for n in listed)
    if op == "any":
        return any(_can_have(given, n, chapter, world) for n in need["of"])
    return True  # Attributes, costs, time and the like are the table's, not the story's


def all_needs(world: dict):
    """(where, requirement) for every condition the story reads: the journal's redirections
    and choices, the quests' leads and the Achievement sheets' journal requirements."""
    for key, v in world["verses"].items():
        yield from verse_needs(key, v)
    for key, event in world["story_events"].items():
        folder = world["chapters"][event["chapter"]]["folder"]
        for lead in event.get("quest", {}).get("leads", []):
            for need in lead["when_needs"] + lead["until_needs"]:
                yield f"{folder}/events.yaml, {key}", need
    yield from world.get("echoes_needs", [])


def unsatisfiable(world: dict) -> list[str]:
    """Each condition nothing can make true where it is read, with where it is written."""
    given = _givers(world)
    return [
        f"{where}: {_words(need)}"
        for where, need in all_needs(world)
        if not _can_have(given, need, chapter_of_place(where), world)
    ]


def _words(need: dict) -> str:
    name = need.get("status") or need.get("secret") or need.get("item") or need.get("ending")
    return f"[{need['op']} {name or need}] is never given before it is read"
