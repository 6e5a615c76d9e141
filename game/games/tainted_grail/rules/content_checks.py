"""Tainted Grail's content checked as a whole, once every file is read (content.py calls
``check_world``): every name a phrase or an entry uses is an entry of the file it names; and
the lines a reader sees, listed for the writing checks."""

from __future__ import annotations

import re

from game.core.content import ContentError
from game.games.tainted_grail.rules.phrasebook import ATTRIBUTES, SIDES
from game.games.tainted_grail.rules.verses import verse_targets

# the file of each chapter table, inside the chapter's folder
CHAPTER_FILES = {"locations": "locations.yaml", "story_events": "events.yaml"}


def entry_where(world: dict, table: str, key: str) -> str:
    """Where an entry was written, for a message: its file and its id."""
    if table == "quests":
        table = "story_events"  # a quest is written on its story event
    if table in CHAPTER_FILES:
        number = world[table].get(key, {}).get("chapter")
        folder = world["chapters"].get(number, {}).get("folder", "a chapter")
        return f"{folder}/{CHAPTER_FILES[table]}, entry '{key}'"
    return f"{table}.yaml, entry '{key}'"


def verse_needs(key: str, verse: dict):
    """(where, requirement) for every condition and cost a verse reads: its redirections' and
    its choices'."""
    where = f"{verse['file']}, verse {key}"
    for r in verse["redirects"]:
        for need in r["needs"]:
            yield where, need
    for c in verse["choices"]:
        for need in c["needs"] + c["costs"]:
            yield where, need


def all_phrases(world: dict):
    """(where, phrase) for every requirement and effect in the campaign."""
    for key, v in world["verses"].items():
        yield from verse_needs(key, v)
        for e in v["effects"]:
            yield f"{v['file']}, verse {key}", e
    for key, loc in world["locations"].items():
        for side in SIDES:
            for part in ("action", "instant"):
                block = loc[side].get(part)
                if block:
                    for e in block["effects"] + block.get("costs", []):
                        yield entry_where(world, "locations", key), e
    for table in ("items", "secrets"):
        for key, card in world[table].items():
            for ability in card.get("abilities", []):
                for e in ability["effects"]:
                    yield entry_where(world, table, key), e
    for key, hero in world["heroes"].items():
        for e in hero["ability"]["effects"] + hero["ability"]["costs"]:
            yield entry_where(world, "heroes", key), e
        for token in hero["skills"]:
            for side in token["sides"]:
                for e in side["effects"] + side["costs"]:
                    yield entry_where(world, "heroes", key), e
    for key, form in world["wyrdforms"].items():
        for e in form["ability"]["effects"] + form["ability"]["costs"]:
            yield entry_where(world, "wyrdforms", key), e
        for side in form["skill"]["sides"]:
            for e in side["effects"] + side["costs"]:
                yield entry_where(world, "wyrdforms", key), e
    for key, kin in world["companions"].items():
        found = kin["cost"]["costs"] + kin["cost"]["parsed"]
        if kin.get("action"):
            found += kin["action"]["costs"] + [e for o in kin["action"]["options"] for e in o]
        for e in found:
            yield entry_where(world, "companions", key), e
    for key, enc in world["encounters"].items():
        for e in enc["loot_effects"]:
            yield f"encounters, {key}", e
    for key, g in world["guardians"].items():
        for e in g["defeated_effects"]:
            yield entry_where(world, "guardians", key), e
    for key, king in world["kings"].items():
        for e in king["board"]["won_effects"] + king["board"]["lost_effects"]:
            yield entry_where(world, "kings", key), e
        for eid, card in king["encounters"].items():
            for e in card.get("fail", {}).get("parsed", []):
                yield f"kings, {eid}", e
    for key, quest in world["quests"].items():
        for lead in quest["leads"]:
            for need in lead["when_needs"] + lead["until_needs"]:
                yield entry_where(world, "quests", key), need
    for table in ("random_events", "story_events"):
        for key, event in world[table].items():
            for e in event["effects"] + event.get("countdown", {}).get("effects", []):
                yield entry_where(world, table, key), e
    yield from world.get("echoes_needs", [])  # the Achievement sheets' journal requirements
    for number, chapter in world["chapters"].items():
        for e in chapter["setup"]["effects"]:
            yield f"chapter {number}", e
        for k in chapter["setup"].get("kings", []):
            for e in k["needs"] + k["won_effects"] + k["lost_effects"]:
                yield f"chapter {number}, King {k['king']}", e
        for odd in chapter.get("odds", []):
            for e in odd["needs"]:
                yield f"chapter {number}, odds for {odd['king']}", e
        for ending in chapter["endings"]:
            for e in ending["effects"]:
                yield f"chapter {number}", e


def _expand(phrase: dict):
    if phrase["op"] == "any":
        for sub in phrase["of"]:
            yield from _expand(sub)
    else:
        yield phrase


def check_world(world: dict) -> None:
    """Every name a file uses is an entry of the file it names."""
    locs, verses = world["locations"], world["verses"]
    events = {**world["random_events"], **world["story_events"]}
    endings = {e["id"] for c in world["chapters"].values() for e in c["endings"]}

    def need(cond: bool, where: str, what: str) -> None:
        if not cond:
            raise ContentError(f"{where}: {what} is not a known entry.")

    def loc_ok(name: str, where: str) -> None:
        need(name == "here" or name in locs, where, f"Location {name}")

    refs = {
        "status": lambda p, w: (
            need(p["status"] in world["statuses"], w, f"status '{p['status']}'"),
            need(
                p["part"] <= world["statuses"][p["status"]]["parts"],
                w,
                f"part {p['part']} of '{p['status']}'",
            ),
        ),
        "item": lambda p, w: need(p["item"] in world["items"], w, f"item '{p['item']}'"),
        "secret": lambda p, w: need(p["secret"] in world["secrets"], w, f"secret {p['secret']}"),
        "quest": lambda p, w: (
            need(p["quest"] in world["quests"], w, f"quest '{p['quest']}'"),
            need(
                p["stage"] in {s["id"] for s in world["quests"][p["quest"]]["stages"]},
                w,
                f"stage '{p['stage']}' of '{p['quest']}'",
            ),
        ),
    }
    refs["mark"] = refs["unmark"] = refs["status"]
    refs["gain-item"] = refs["lose-item"] = refs["item"]
    refs["gain-secret"] = refs["lose-secret"] = refs["secret"]
    for where, phrase in all_phrases(world):
        for p in _expand(phrase):
            op = p["op"]
            if op in refs:
                refs[op](p, where)
            elif op in ("add-event", "remove-event"):
                need(p["event"] in events, where, f"event '{p['event']}'")
            elif op in ("reveal", "move"):
                loc_ok(p["location"], where)
            elif op == "flip":
                loc_ok(p["location"], where)
            elif op == "replace":
                loc_ok(p["location"], where)
                loc_ok(p["by"], where)
            elif op == "place-guardian":
                need(p["guardian"] in world["guardians"], where, f"guardian '{p['guardian']}'")
                loc_ok(p["at"], where)
            elif op == "remove-guardian":
                need(p["guardian"] in world["guardians"], where, f"guardian '{p['guardian']}'")
            elif op in ("place-king", "remove-king"):
                need(p["king"] in world["kings"], where, f"King '{p['king']}'")
                if op == "place-king":
                    loc_ok(p["at"], where)
                    mine = world["kings"][p["king"]]["encounters"]
                    need(not p["meets"] or p["meets"] in mine, where, f"card '{p['meets']}'")
            elif op in ("fade", "waystone"):
                loc_ok(p["at"], where)
            elif op in ("time", "qmarker") and "at" in p:
                at = p["at"]
                if at.startswith("event "):
                    need(at[6:] in events, where, f"event '{at[6:]}'")
                else:
                    loc_ok(at, where)
            elif op == "verse":
                need(p["verse"] in verses, where, f"verse {p['verse']}")
            elif op == "encounter":
                need(p["encounter"] in world["encounters"], where, f"encounter '{p['encounter']}'")
            elif op in ("chapter-end", "ending"):
                need(p["ending"] in endings, where, f"ending '{p['ending']}'")
            elif op == "wyrdform" and p["hero"]:
                need(p["hero"] in world["wyrdforms"], where, f"wyrdform '{p['hero']}'")
    _check_allies(world, need)
    _check_secret_names(world)
    for key, v in verses.items():
        where = f"{v['file']}, verse {key}"
        for target in verse_targets(v):
            need(target in verses, where, f"verse {target}")
        if "encounter" in v:
            need(
                v["encounter"]["id"] in world["encounters"],
                where,
                f"encounter '{v['encounter']['id']}'",
            )
    for key, loc in locs.items():
        where = entry_where(world, "locations", key)
        need(loc["section"] in verses, where, f"section {loc['section']}")
        if loc.get("vision"):
            need(loc["vision"] in verses, where, f"vision {loc['vision']}")
            if verses[loc["vision"]].get("end") != "vision" and not _reaches_vision_end(
                world, loc["vision"]
            ):
                raise ContentError(f"{where}: its Vision never reaches 'end vision'.")
        if ("vision" in loc["seals"]) != bool(loc.get("vision")):
            raise ContentError(f"{where}: a Vision seal and a vision verse go together.")
        for edge, target in loc["keys"].items():
            loc_ok(str(target), f"{where}, key {edge}")
        if loc.get("variant_of"):
            loc_ok(loc["variant_of"], where)
    for key, g in world["guardians"].items():
        need(
            g["encounter"] in world["encounters"],
            entry_where(world, "guardians", key),
            f"encounter '{g['encounter']}'",
        )
    for key, king in world["kings"].items():
        for part in king["board"]["x"]:
            word, _, name = part.partition(" ")
            if word == "follower":
                need(
                    name in world["guardians"],
                    entry_where(world, "kings", key),
                    f"follower Guardian '{name}'",
                )
            elif word == "storm":
                need(
                    name in world["king_events"],
                    entry_where(world, "kings", key),
                    f"Event '{name}'",
                )
    for key, hero in world["heroes"].items():
        for item in hero["items"]:
            need(item in world["items"], entry_where(world, "heroes", key), f"item '{item}'")
        if sorted(t["attr"] for t in hero["skills"]) != sorted(ATTRIBUTES):
            raise ContentError(
                f"{entry_where(world, 'heroes', key)}: one skill token for each Attribute."
            )
        tray = hero["tray"]
        for track in ("energy", "health"):
            if tray[track]["start"] > tray[track]["top"]:
                raise ContentError(
                    f"{entry_where(world, 'heroes', key)}: {track} starts above its top slot."
                )
        if not tray["terror"]["start"] < tray["terror"]["red"] <= tray["terror"]["top"]:
            raise ContentError(
                f"{entry_where(world, 'heroes', key)}: terror's red slots lie above its start."
            )
    for name in ("dying-solo", "dying-coop", "insane"):
        need(name in world["conditions"], "conditions.yaml", f"condition '{name}'")
    for key, event in world["story_events"].items():
        for lead in event.get("quest", {}).get("leads", []):
            loc_ok(lead["location"], f"{entry_where(world, 'story_events', key)}, lead")
    for chapter in world["chapters"].values():
        where = f"{chapter['folder']}/chapter.yaml"
        s = chapter["setup"]
        loc_ok(s["start"], where)
        for a in s["attach"]:
            loc_ok(a["location"], where)
        for w in s["waystones"]:
            loc_ok(w["location"], where)
            need(
                w["corner"] in locs[w["location"]]["waystones"],
                where,
                f"waystone corner {w['corner']} of {w['location']}",
            )
        for e in s["event_deck"]:
            need(e in events, where, f"event '{e}'")
        for g in s["guardians"]:
            need(g["guardian"] in world["guardians"], where, f"guardian '{g['guardian']}'")
            loc_ok(g["at"], where)
        for q in s["quests"]:
            need(q in world["quests"], where, f"quest '{q}'")
        for k in s.get("kings", []):
            need(k["king"] in world["kings"], where, f"King '{k['king']}'")
            loc_ok(k["at"], where)
            mine = world["kings"].get(k["king"], {}).get("encounters", {})
            need(k.get("meets", "") in ("", *mine), where, f"card '{k.get('meets')}'")
        for odd in chapter.get("odds", []):
            need(odd["king"] in world["kings"], where, f"King '{odd['king']}'")
            mine = world["kings"].get(odd["king"], {}).get("encounters", {})
            need(odd.get("card", "") in ("", *mine), where, f"card '{odd.get('card')}'")
        numbers = {c["number"] for c in world["campaign"]["chapters"]}
        if "hook" in chapter:  # none: the campaign's last chapter
            nxt = chapter["hook"]["next_chapter"]
            need(nxt in numbers, where, f"chapter {nxt}")
    need(
        world["campaign"]["time_passes"] in world["statuses"],
        "campaign.yaml",
        "the Time Passes status",
    )


def _check_secret_names(world: dict) -> None:
    """A Secret's printed name is its own: a Location, Item, status or Event of the same name
    would seem to show the Secret before it is given."""
    secrets = {card["name"]: n for n, card in world["secrets"].items()}
    for table in ("locations", "items", "statuses", "story_events", "random_events"):
        for key, entry in world[table].items():
            name = entry.get("name") or entry.get("title")
            if name in secrets:
                raise ContentError(
                    f"{entry_where(world, table, key)}: its name '{name}' is Secret "
                    f"{secrets[name]}'s."
                )


def _check_allies(world: dict, need) -> None:
    for key, kin in world["companions"].items():
        where = entry_where(world, "companions", key)
        need(kin["status"] in world["statuses"], where, f"status '{kin['status']}'")
        for verse in [kin["met"], *kin["story"]]:
            need(verse in world["verses"], where, f"verse {verse}")
        if kin["stands"].startswith("at "):
            need(kin["stands"][3:] in world["locations"], where, f"Location {kin['stands'][3:]}")
    for key, form in world["wyrdforms"].items():
        where = entry_where(world, "wyrdforms", key)
        need(key in world["heroes"], where, f"hero '{key}'")
        for kind, cards in form["cards"].items():
            for card in cards:
                if not re.fullmatch(rf"{key}:{kind}:W\d\d", card):
                    raise ContentError(f"{where}: '{card}' is not one of {key}'s W {kind} cards.")


def _reaches_vision_end(world: dict, start: str) -> bool:
    seen, todo = set(), [start]
    while todo:
        key = todo.pop()
        if key in seen or key not in world["verses"]:
            continue
        seen.add(key)
        if world["verses"][key].get("end") == "vision":
            return True
        todo.extend(verse_targets(world["verses"][key]))
    return False


def flavour_lines(world: dict):
    """(where, line) for every flavour line and every paragraph a reader sees."""
    for key, hero in world["heroes"].items():
        for index, para in enumerate(hero["letter"]):
            yield f"heroes, {key}, letter {index + 1}", para
        yield f"heroes, {key}, ability", hero["ability"]["text"]
        yield f"heroes, {key}, weakness", hero["weakness"]["text"]
    for key, card in world["conditions"].items():
        yield f"conditions, {key}", card["flavour"]
    for key, kin in world["companions"].items():
        yield f"companions, {key}", kin["flavour"]
        yield f"companions, {key}, cost", kin["cost"]["text"]
    for key, form in world["wyrdforms"].items():
        yield f"wyrdforms, {key}", form["flavour"]
        yield f"wyrdforms, {key}, ability", form["ability"]["text"]
        yield f"wyrdforms, {key}, weakness", form["weakness"]["text"]
    for table in (
        "items",
        "secrets",
        "statuses",
        "encounters",
        "guardians",
        "random_events",
        "story_events",
        "locations",
    ):
        for key, entry in world[table].items():
            yield f"{table}, {key}", entry["flavour"]
            for field in ("text",):
                if isinstance(entry.get(field), str):
                    yield f"{table}, {key}, {field}", entry[field]
            if table == "locations":
                for side in SIDES:
                    yield f"locations, {key}, {side}", entry[side]["text"]
    for key, card in world.get("cards", {}).items():
        if not card.get("stand_in") and "king" not in card:  # a King's: _king_lines has it
            yield f"cards, {key}", card["flavour"]
            if card.get("ability"):
                yield f"cards, {key}, ability", card["ability"]["text"]
    for key, verse in world["verses"].items():
        for index, para in enumerate(verse["text"]):
            yield f"verse {key}, paragraph {index + 1}", para
    yield from _king_lines(world)
    for number, chapter in world["chapters"].items():
        yield f"chapter {number}", chapter["flavour"]
        hook = chapter.get("hook", {}).get("text", [])
        for index, para in enumerate(chapter["intro"] + hook):
            yield f"chapter {number}, paragraph {index + 1}", para
        for odd in chapter.get("odds", []):
            yield f"chapter {number}, odds for {odd['king']}", odd["text"]
        for ending in chapter["endings"]:
            for para in ending["text"]:
                yield f"chapter {number}, ending {ending['id']}", para


def _king_lines(world: dict):
    """The Kings' own words: their cards, rules cards, story scenes and Events (their
    Encounter cards and roaming followers are read with the Encounters and Guardians)."""
    for key, king in world["kings"].items():
        yield f"king {key}", king["flavour"]
        yield f"king {key}, reminder", king["reminder"]
        for cid, card in king["cards"].items():
            yield f"king card {cid}", card["flavour"]
            if "ability" in card:
                yield f"king card {cid}, ability", card["ability"]["text"]
        for eid, card in king["encounters"].items():
            for index, scene in enumerate(card.get("scenes", [])):
                yield f"king encounter {eid}, scene {index + 1}", scene["text"]
            if "fail" in card:
                yield f"king encounter {eid}, fail", card["fail"]["text"]
    for key, event in world["king_events"].items():
        yield f"king event {key}", event["flavour"]
        yield f"king event {key}, text", event["text"]
    for hero, sheet in world.get("echoes", {}).items():
        entries = [a for sec in sheet["sections"] for a in sec["achievements"]] + [sheet["final"]]
        for index, entry in enumerate(entries):
            yield f"echoes, {hero}, achievement {index + 1}", entry["text"]
        yield f"echoes, {hero}, advanced ability", sheet["final"]["ability"]["text"]
