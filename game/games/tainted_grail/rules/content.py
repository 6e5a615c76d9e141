"""Tainted Grail content: the campaign's files under assets/tainted_grail/, read and checked.

Pure Python (no pygame). ``load()`` reads every file once per folder and caches the result, so
the rules and the view may call it freely; the tools in tools/ (the checker and the story map)
are thin wrappers over this module.

The layout (a new chapter is a folder and a line in campaign.yaml, never code):

    campaign.yaml          chapters in order, the guardian die, the waystone models, tracks
    items.yaml             the Item decks (A-E and consumable)
    secrets.yaml           the numbered Secret cards, face down until the story gives one
    statuses.yaml          the Status sheet (each status and its numbered parts)
    encounters/<colour>.yaml  the Encounter decks with their full layouts, cards/<hero>.yaml the
                           heroes' Combat and Diplomacy cards (both read and checked by
                           rules/encounter/content.py)
    guardians.yaml         roaming Encounters and what each face of the guardian die does
    kings.yaml             the Kings of Ruin: how each roams, its Encounter cards and own cards
    random_events.yaml     the Random Event pile
    chapter-N/chapter.yaml the chapter's set-up, quests, endings and the hook into the next
    chapter-N/locations.yaml  Location cards: both sides, keys, waystone corners, actions
    chapter-N/events.yaml  the chapter's story events (quests, leads, time markers)
    chapter-N/journal/*.verses  the Exploration Journal (verses.py reads the format)

Effects and requirements are short phrases (``gain 2 food``, ``status+ eel-pact/1``,
``[attr courage 2]``) parsed into mappings and checked against schemas like any YAML field,
so a typo is refused with the file, the entry (or line) and the phrase.

The Exploration Journal's verse format is read by verses.py, the phrases by phrasebook.py, and
the whole is checked by content_checks.py once every file is read.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

from game.core.content import ASSETS, ContentError, check, load_table, load_yaml
from game.games.tainted_grail.rules import echoes_content
from game.games.tainted_grail.rules.content_checks import check_world
from game.games.tainted_grail.rules.content_schemas import (
    CAMPAIGN,
    CHAPTER,
    COMPANION,
    CONDITION,
    ENCOUNTER_LAYOUT,
    ENDINGS,
    GUARDIAN,
    HERO,
    ITEM,
    KING,
    KING_CARD,
    KING_ENCOUNTER,
    KING_X,
    KINGS_FILE,
    LOCATION,
    MOST_ENDINGS,
    RANDOM_EVENT,
    SECRET,
    STANDS,
    STATUS,
    STORY_EVENT,
    WYRDFORM,
    str_keys,
)
from game.games.tainted_grail.rules.encounter import content as encounter_cards
from game.games.tainted_grail.rules.encounter import kings_content
from game.games.tainted_grail.rules.encounter import phrases as encounter_phrases
from game.games.tainted_grail.rules.phrasebook import (
    ID,
    KINDS,
    LOC,
    RESOURCES,
    SIDES,
    parse_costs,
    parse_effects,
    parse_requirement,
)
from game.games.tainted_grail.rules.verses import parse_verses

FOLDER = ASSETS / "tainted_grail"

_MECHANIC_FIELD = {"host": "host", "spawn": "spawns", "weather": "weather"}
_MECHANIC_TRAIT = {"host": "impact", "spawn": "spawn", "weather": "weathershifter"}


def _read_kings(world: dict, folder: Path) -> None:
    """kings.yaml: the Kings, their cards, their followers and Events; every Encounter card
    joins the Encounter table (out of the decks: it comes from the box when the story says)."""
    path = folder / "kings.yaml"
    world["kings"], world["king_events"] = {}, {}
    if not path.is_file():
        return
    data = load_yaml(path)
    check(data, KINGS_FILE, "kings.yaml")
    kings = str_keys(data["kings"], "kings.yaml", ID)
    for key, king in kings.items():
        where = f"kings.yaml, {key}"
        check(king, KING, where)
        for part in king["board"]["x"]:
            if not re.fullmatch(KING_X, part):
                raise ContentError(f"{where}: '{part}' is not an X rule ({KING_X}).")
        for cid, card in king["cards"].items():
            check(card, KING_CARD, f"{where}, card {cid}")
        if king["board"]["meets"] not in king["encounters"]:
            raise ContentError(f"{where}: it meets '{king['board']['meets']}', not its card.")
    cards = {cid: card for king in kings.values() for cid, card in king["cards"].items()}
    entries = {eid: c for king in kings.values() for eid, c in king["encounters"].items()}
    entries.update(str_keys(data["followers"], "kings.yaml", ID))
    for eid, card in entries.items():
        where = f"kings.yaml, {eid}"
        check(card, KING_ENCOUNTER, where)
        if card["king"] not in kings or eid in world["encounters"]:
            raise ContentError(f"{where}: an unknown King, or an id the Encounters already use.")
        _check_mechanic(card, kings[card["king"]], cards, where)
        world["encounters"][eid] = card
        if "roaming" in card:
            world["guardians"][eid] = {"encounter": eid, **card["roaming"]}
    for key, event in str_keys(data["events"], "kings.yaml", ID).items():
        check(event, RANDOM_EVENT, f"kings.yaml, event {key}")
        world["king_events"][key] = {**event, "kind": "random"}  # it lasts a day, like one
    world["kings"] = kings


def _check_mechanic(card: dict, king: dict, cards: dict, where: str) -> None:
    """The King's own cards an Encounter names exist and are that King's."""
    mechanic = king["mechanic"]["kind"]
    named = list(card.get(_MECHANIC_FIELD[mechanic], []))
    for trait in card["traits"]:
        word, _, rest = trait.partition(" ")
        if word == "spawn":
            named.append(rest)
        elif word == "weathershifter":
            low, _, high = rest.partition(",")
            named += [f"{card['king']}:weather:{n:02d}" for n in range(int(low), int(high) + 1)]
    uses = card.get(_MECHANIC_FIELD[mechanic]) or any(
        t.startswith(_MECHANIC_TRAIT[mechanic]) for t in card["traits"]
    )
    if not uses or any(c not in king["cards"] for c in named):
        raise ContentError(f"{where}: it must use its King's {mechanic} cards, and only those.")


_LOADED: dict[str, dict[str, Any]] = {}


def load(folder: Path | str = FOLDER) -> dict[str, Any]:
    """The whole campaign, read once per folder and shared: callers never change it."""
    key = str(folder)
    world = _LOADED.get(key)
    if world is None:
        world = _LOADED[key] = read(folder)
    return world


def read(folder: Path | str = FOLDER) -> dict[str, Any]:
    """The whole campaign: every file checked, every phrase parsed, every reference resolved."""
    folder = Path(folder)
    campaign = load_yaml(folder / "campaign.yaml")
    check(campaign, CAMPAIGN, "campaign.yaml")
    world: dict[str, Any] = {
        "folder": folder,
        "campaign": campaign,
        "items": str_keys(load_table(folder / "items.yaml", ITEM), "items.yaml", ID),
        "secrets": {int(k): v for k, v in load_table(folder / "secrets.yaml", SECRET).items()},
        "statuses": str_keys(load_table(folder / "statuses.yaml", STATUS), "statuses.yaml", ID),
        "encounters": _encounters(folder),
        "guardians": str_keys(
            load_table(folder / "guardians.yaml", GUARDIAN), "guardians.yaml", ID
        ),
        "random_events": str_keys(
            load_table(folder / "random_events.yaml", RANDOM_EVENT), "random_events.yaml", ID
        ),
        "heroes": str_keys(load_table(folder / "heroes.yaml", HERO), "heroes.yaml", ID),
        "conditions": str_keys(
            load_table(folder / "conditions.yaml", CONDITION), "conditions.yaml", ID
        ),
        "companions": _optional(folder / "companions.yaml", COMPANION),
        "wyrdforms": _optional(folder / "wyrdforms.yaml", WYRDFORM),
        "chapters": {},
        "locations": {},
        "verses": {},
        "story_events": {},
        "quests": {},
    }
    for entry in campaign["chapters"]:
        sub = folder / entry["folder"]
        if not entry.get("written", (sub / "chapter.yaml").is_file()):
            continue
        _chapter_tables(world, sub, entry)
        chapter = load_yaml(sub / "chapter.yaml")
        check(chapter, CHAPTER, f"{entry['folder']}/chapter.yaml")
        chapter["folder"] = entry["folder"]
        _chapter_endings(chapter, sub, entry["folder"])
        world["chapters"][entry["number"]] = chapter
        locations = str_keys(
            load_table(sub / "locations.yaml", LOCATION), f"{entry['folder']}/locations.yaml", LOC
        )
        events = str_keys(
            load_table(sub / "events.yaml", STORY_EVENT), f"{entry['folder']}/events.yaml", ID
        )
        for name, table in (("locations", locations), ("story_events", events)):
            for key, value in table.items():
                if key in world[name]:
                    raise ContentError(
                        f"{entry['folder']}: '{key}' is already in an earlier chapter."
                    )
                value["chapter"] = entry["number"]
                world[name][key] = value
        for key, event in events.items():
            if "quest" in event:
                world["quests"][key] = event["quest"]
        for path in sorted((sub / "journal").glob("*.verses")):
            for key, verse in parse_verses(
                path.read_text(encoding="utf-8"), f"{entry['folder']}/journal/{path.name}"
            ).items():
                if key in world["verses"]:
                    raise ContentError(
                        f"{path.name}: verse {key} is also in {world['verses'][key]['file']}."
                    )
                verse["chapter"] = entry["number"]
                world["verses"][key] = verse
    join_regions(world)
    _read_kings(world, folder)
    echoes_content.attach(world, folder)
    _parse_yaml_phrases(world)
    add_cards_and_encounters(world, folder)
    check_world(world)
    return world


def _chapter_endings(chapter: dict, sub: Path, folder: str) -> None:
    """chapter.yaml's endings, then those of chapter-N/endings.yaml (a chapter's many campaign
    endings may fill a file of their own); at least one in all, each id once."""
    endings = list(chapter.get("endings", []))
    path = sub / "endings.yaml"
    if path.is_file():
        more = load_yaml(path)
        check(more, ENDINGS, f"{folder}/endings.yaml")
        endings += more
    ids = [e["id"] for e in endings]
    if not endings or len(endings) > MOST_ENDINGS or len(set(ids)) != len(ids):
        raise ContentError(
            f"{folder}: a chapter has 1 to {MOST_ENDINGS} endings, each id once (it has {ids})."
        )
    chapter["endings"] = endings


# a chapter's own cards beside the shared files: (table, file, schema, how ids are read)
_CHAPTER_TABLES = (
    ("secrets", "secrets.yaml", SECRET, int),
    ("items", "items.yaml", ITEM, str),
    ("statuses", "statuses.yaml", STATUS, str),
    ("guardians", "guardians.yaml", GUARDIAN, str),
    ("random_events", "random_events.yaml", RANDOM_EVENT, str),
)


def _chapter_tables(world: dict, sub: Path, entry: dict) -> None:
    """A chapter's own Secrets, Items, statuses, Guardians and Random Events (optional files in
    its folder) join the campaign's tables; an id is written once in the whole campaign."""
    for table, name, schema, key_of in _CHAPTER_TABLES:
        path = sub / name
        if not path.is_file():
            continue
        where = f"{entry['folder']}/{name}"
        for key, value in load_table(path, schema).items():
            key = key_of(key) if key_of is int else str(key)
            if key_of is str and not re.fullmatch(ID, key):
                raise ContentError(f"{where}: '{key}' is not an id (lower case, digits, -).")
            if key in world[table]:
                raise ContentError(f"{where}: '{key}' is already written in another file.")
            value["from_chapter"] = entry["number"]  # ("chapter" on a status: Time Passes)
            world[table][key] = value


_OPPOSITE = {"top": "bottom", "bottom": "top", "left": "right", "right": "left"}


def join_regions(world: dict) -> None:
    """A key between two chapters' cards opens with the later chapter (``opens``: edge ->
    chapter), so an earlier chapter never walks off its own map. The later card may name the
    earlier one on an edge it leaves free: the key back is added."""
    locs = world["locations"]
    for key, loc in locs.items():
        for edge, target in list(loc["keys"].items()):
            other = locs.get(str(target))
            if other is None or other["chapter"] == loc["chapter"]:
                continue
            later = max(other["chapter"], loc["chapter"])
            back = _OPPOSITE[edge]
            have = other["keys"].get(back)
            if have is None and other["chapter"] < loc["chapter"]:
                other["keys"][back] = have = key
            if have is not None and str(have) != key:
                raise ContentError(
                    f"locations, {key}: its {edge} key names {target}, whose {back} edge "
                    f"already leads to {have}."
                )
            loc.setdefault("opens", {})[edge] = later
            if have is not None:
                other.setdefault("opens", {})[back] = later


def _optional(path: Path, schema: dict) -> dict:
    """A table a campaign may leave out (a test folder of fixtures, say)."""
    return str_keys(load_table(path, schema), path.name, ID) if path.is_file() else {}


def _encounters(folder: Path) -> dict[str, dict]:
    """encounters/<colour>.yaml (and an old encounters.yaml of stubs, if a folder still has
    one); an id lives in one file only."""
    out: dict[str, dict] = {}
    paths = [folder / "encounters.yaml", *sorted((folder / "encounters").glob("*.yaml"))]
    for path in filter(Path.is_file, paths):
        for key, entry in str_keys(load_table(path, ENCOUNTER_LAYOUT), path.name, ID).items():
            if key in out:
                raise ContentError(f"{path.name}: encounter '{key}' is also in another file.")
            out[key] = entry
    return out


def add_cards_and_encounters(world: dict, folder: Path) -> None:
    """Cards and playable Encounters into ``world`` (after the old stubs were read)."""
    heroes = world["heroes"]
    cards: dict[str, dict] = {}
    for path in sorted((folder / "cards").glob("*.yaml")) if (folder / "cards").exists() else []:
        cards.update(encounter_cards.read_cards(path, heroes))
    for hero_id, hero in heroes.items():
        for kind in KINDS:
            for letter, count in (("B", hero["decks"]["basic"]), ("A", hero["decks"]["advanced"])):
                for n in range(1, count + 1):
                    cid = f"{hero_id}:{kind}:{letter}{n:02d}"
                    if cid not in cards:
                        cards[cid] = encounter_cards.stand_in_card(cid, hero)
    world["cards"] = cards
    written = encounter_cards.read_encounters(folder)
    for eid, stub in world["encounters"].items():
        if eid in written:
            new = written[eid]
            for key in ("kind", "colour", "guardian"):
                if bool(stub.get(key)) != bool(new.get(key)) or (
                    key != "guardian" and stub[key] != new[key]
                ):
                    raise ContentError(
                        f"encounters, '{eid}': its {key} must stay {stub.get(key)!r}."
                    )
        elif "king" in stub:  # a King's card or follower (kings.yaml) has its full layout
            written[eid] = kings_content.encounter(eid, stub)
        else:
            written[eid] = encounter_cards.stand_in_encounter(eid, stub)
    world["encounters"] = written
    kings_content.cards(world)


def _parse_yaml_phrases(world: dict) -> None:
    """Parse every effect phrase written in YAML; keep the parsed list beside the text."""
    for key, loc in world["locations"].items():
        for side in SIDES:
            for part in ("action", "instant"):
                block = loc[side].get(part)
                if block:
                    block["effects"] = parse_effects(
                        block["effect"], f"locations, {key} {side} {part}"
                    )
                    if part == "action":
                        block["costs"] = [
                            parse_requirement(c, f"locations, {key} action cost")
                            for c in block["cost"].split(",")
                        ]
    for table in ("items", "secrets"):
        for key, card in world[table].items():
            for ability in card.get("abilities", []):
                ability["effects"] = parse_effects(ability["effect"], f"{table}, {key}")
                ability["costs"] = parse_costs(ability.get("cost"), f"{table}, {key}")
    for key, hero in world["heroes"].items():
        where = f"heroes, {key}"
        hero["ability"]["effects"] = parse_effects(hero["ability"]["effect"], where)
        hero["ability"]["costs"] = parse_costs(hero["ability"]["cost"], where)
        for token in hero["skills"]:
            for side in token["sides"]:
                side["effects"] = parse_effects(side["effect"], f"{where}, {side['name']}")
                side["costs"] = parse_costs(side.get("cost"), f"{where}, {side['name']}")
    for key, form in world["wyrdforms"].items():
        where = f"wyrdforms, {key}"
        form["ability"]["effects"] = parse_effects(form["ability"]["effect"], where)
        form["ability"]["costs"] = parse_costs(form["ability"]["cost"], where)
        for side in form["skill"]["sides"]:
            side["effects"] = parse_effects(side["effect"], f"{where}, {side['name']}")
            side["costs"] = parse_costs(side.get("cost"), f"{where}, {side['name']}")
    for key, kin in world["companions"].items():
        _parse_companion(key, kin)
    for key, enc in world["encounters"].items():
        enc["loot_effects"] = parse_effects(enc.get("loot"), f"encounters, {key}")
    for key, g in world["guardians"].items():
        g["defeated_effects"] = parse_effects(g.get("defeated"), f"guardians, {key}")
    for key, king in world["kings"].items():
        board = king["board"]
        for part in ("won", "lost"):
            board[f"{part}_effects"] = parse_effects(board.get(part), f"kings, {key} {part}")
        for eid, card in king["encounters"].items():
            if "fail" in card:
                card["fail"]["parsed"] = parse_effects(card["fail"]["effects"], f"kings, {eid}")
    for key, event in world["king_events"].items():
        event["effects"] = parse_effects(event.get("effect"), f"king_events, {key}")
    for key, quest in world["quests"].items():
        for lead in quest["leads"]:
            for part in ("when", "until"):
                lead[f"{part}_needs"] = [
                    parse_requirement(t, f"quests, {key}, lead {part}") for t in lead.get(part, [])
                ]
    for table in ("random_events", "story_events"):
        for key, event in world[table].items():
            event["effects"] = parse_effects(event.get("effect"), f"{table}, {key}")
            if "countdown" in event:
                event["countdown"]["effects"] = parse_effects(
                    event["countdown"]["then"], f"{table}, {key} countdown"
                )
    for number, chapter in world["chapters"].items():
        chapter["setup"]["effects"] = parse_effects(
            chapter["setup"].get("effect"), f"chapter {number} setup"
        )
        for k in chapter["setup"].get("kings", []):
            where = f"chapter {number} setup, King {k['king']}"
            k["needs"] = [parse_requirement(n, where) for n in k.get("when", [])]
            k["won_effects"] = parse_effects(k.get("won"), f"{where} won")
            k["lost_effects"] = parse_effects(k.get("lost"), f"{where} lost")
        for index, odd in enumerate(chapter.get("odds", [])):
            where = f"chapter {number} odds {index + 1}"
            odd["needs"] = [parse_requirement(n, where) for n in odd["when"]]
            odd["parsed"] = encounter_phrases.effects(odd["effects"], where)
        for ending in chapter["endings"]:
            ending["effects"] = parse_effects(
                ending.get("effect"), f"chapter {number} ending {ending['id']}"
            )


def _parse_companion(key: str, kin: dict) -> None:
    """Where a companion stands, its day Action's price and choices, its cost's bill or effects.
    Its Encounter help is the Encounter engine's vocabulary and is read there."""
    where = f"companions, {key}"
    if not re.fullmatch(STANDS, kin["stands"]):
        raise ContentError(f"{where}: stands '{kin['stands']}' is not a known place.")
    action = kin.get("action")
    if action:
        price = ", ".join(  # "1 wealth" is paid as "pay 1 wealth"
            f"pay {p.strip()}" if p.split()[-1] in RESOURCES else p.strip()
            for p in action["pay"].split(",")
        )
        action["costs"] = parse_costs(price, f"{where} action")
        effects = action["effects"]
        if isinstance(effects, str):
            action["options"] = [parse_effects(effects, f"{where} action")]
        else:
            picks = [
                c
                for item in effects
                for c in (item.get("choose", []) if isinstance(item, dict) else [item])
            ]
            action["options"] = [parse_effects(c, f"{where} action") for c in picks]
    cost = kin["cost"]
    text = cost["effects"]
    cost["costs"] = parse_costs(text, f"{where} cost") if text.startswith("pay ") else []
    cost["parsed"] = [] if cost["costs"] else parse_effects(text, f"{where} cost")
