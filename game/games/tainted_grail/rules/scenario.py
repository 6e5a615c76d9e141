"""Scenarios for Tainted Grail (game/core/scenario.py): a position in the game's own words (the
Chapter and Day, the party's Characters by hero with their trays, Attributes, resources, Items
and Secrets, where each stands, who travels together, the Locations on the table, the waystones
awake, the statuses marked, the Active Events, and an Encounter in play with each Character's
hand and deck) and the goals a puzzle may set (come through the Encounter, wake a waystone at a
Location by a Day).

The position is built the game's way: the heroes picked with the game's own question, the
chapter set up and the first Start of the Day run by the game's own steps, the Encounter begun
by its own step (which draws the starting hands); then what the position names is written over
them. What the setup shuffles is shuffled from a source fixed by the file's name (``changes`` is
given no dice), so a puzzle deals the same each time it is opened.

Position fields (names as the cards print them, or their ids; Locations by name or number):
``chapter``, ``day``, ``party`` (one to four Characters: hero, and optionally location, energy,
health, terror, attributes, food, wealth, magic, exp, items, secrets), ``together`` (parties of
several Characters, by hero), ``places`` (more Locations on the table), ``waystones`` (awake, as
{location, corner}), ``statuses`` (as {status, parts}), ``events`` (Event cards in play
besides those the Day brought, by title) and ``encounter`` (card, and optionally
hands and decks by hero, in order, top first; the Sequence so far, each card by whom, with its
Time markers and charges; the Combat Pool; the Affinity slot and the Duration of a Diplomacy).
Cards the position leaves out stay where the game dealt them (a named deck goes on top). A
Character whose hand is given keeps it: the redraw is behind them. Named items replace the
hero's starting Items."""

from __future__ import annotations

from typing import Any

from game.core.chance import Chance
from game.core.content import ContentError, Items, Range
from game.games.tainted_grail.rules import encounters as N
from game.games.tainted_grail.rules import events as E
from game.games.tainted_grail.rules import mapping as M
from game.games.tainted_grail.rules import places as P
from game.games.tainted_grail.rules import possessions as H
from game.games.tainted_grail.rules import state as S
from game.games.tainted_grail.rules import waystones as W
from game.games.tainted_grail.rules.encounter import board as B
from game.games.tainted_grail.rules.encounter import keys as Y
from game.games.tainted_grail.rules.engine import AGENDA, Ctx, copy_state

ATTRIBUTES = ("aggression", "empathy", "courage", "caution", "practicality", "spirituality")
RESOURCES = ("food", "wealth", "magic")
PLACE = object  # a Location by its name or its number (YAML reads a bare number as a number)
MOST_CHARACTERS = 4
TRACK = Range(0, 20)
CHARACTER = {
    "hero": str,
    "location?": PLACE,
    "energy?": TRACK,
    "health?": Range(1, 20),  # a Character at 0 would be Dying: not a position to start from
    "terror?": TRACK,
    "attributes?": {f"{a}?": Range(0, S.WYRD_TOP) for a in ATTRIBUTES},
    **{f"{r}?": TRACK for r in RESOURCES},
    "exp?": Range(0, 999),
    "items?": Items(str, 0, 12),
    "secrets?": Items(Range(1, 999), 0, 20),
}
ENCOUNTER = {
    "card": str,
    "hands?": dict,
    "decks?": dict,
    "pool?": Range(0, 30),
    "affinity?": Range(1, 12),
    "duration?": Range(1, 12),
    "sequence?": Items({"card": str, "by": str, "time?": Range(0, 9), "charges?": Range(0, 9)}),
}
POSITION = {
    "chapter?": Range(1, 9),
    "day?": Range(1, 99),
    "party": Items(CHARACTER, 1, MOST_CHARACTERS),
    "together?": Items(Items(str, 2, MOST_CHARACTERS), 0, 2),
    "places?": Items(PLACE, 0, 60),
    "waystones?": Items({"location": PLACE, "corner": tuple(P.CORNER_OFFSET)}, 0, 9),
    "statuses?": Items({"status": str, "parts": Items(Range(1, 99), 1, 20)}, 0, 20),
    "events?": Items(str, 0, 9),
    "encounter?": ENCOUNTER,
}
# goals: come through the Encounter in play ("won": the enemy beaten, run off or talked round;
# with nobody Dying if asked), or wake a waystone touching a Location by the end of a Day
# (``waystone`` goes with ``by_day``)
WIN = {
    "encounter?": ("won",),
    "nobody_dying?": bool,
    "waystone?": PLACE,
    "by_day?": Range(1, 99),
}
SCENARIO_LINE = "Scenario: "  # Match.from_scenario's line, where the puzzle's own log begins
OVERCOME, BEATEN_BY = " is overcome.", " has the better of them."  # encounters.settle's lines


# --- naming things as the cards print them ---------------------------------------------------


def _plain(text: Any) -> str:
    return str(text).strip().lower()


def known(table: dict, value: Any, what: str, where: str, field: str = "name") -> str:
    """The id of ``value`` in ``table``, written as its id or its printed name."""
    wanted = _plain(value)
    for key, entry in table.items():
        if wanted in (_plain(key), _plain(entry.get(field, ""))):
            return key
    raise ContentError(f"{where}: {value!r} is not {what}.")


def hero_id(value: Any, where: str) -> str:
    """A hero by id, full name, or first name ("Cadoc")."""
    heroes = S.world()["heroes"]
    wanted = _plain(value)
    for key, hero in heroes.items():
        if wanted in (key, _plain(hero["name"]), _plain(hero["name"].split()[0])):
            return key
    raise ContentError(f"{where}: {value!r} is not a hero of this game.")


def location_id(value: Any, chapter: int, where: str) -> str:
    """A Location of the chapter's map, by its number or its name."""
    grid = P.grid(chapter)
    world = S.world()["locations"]
    for card in grid:
        if _plain(value) in (_plain(card), _plain(S.number(card)), _plain(world[card]["name"])):
            return card
    raise ContentError(f"{where}: {value!r} is not a Location on the Chapter {chapter} map.")


# --- the position as writes ----------------------------------------------------------------------


def changes(state: dict, position: dict, where: str) -> list[tuple[list, Any]]:
    work = copy_state(state)
    chapter = position.get("chapter", work["chapter"])
    if chapter not in S.world()["chapters"]:
        raise ContentError(f"{where}, field 'chapter': there is no Chapter {chapter}.")
    work["chapter"] = chapter
    party = position["party"]
    heroes = [
        hero_id(e["hero"], f"{where}, field 'party'[{i}], field 'hero'")
        for i, e in enumerate(party)
    ]
    for index, hero in enumerate(heroes):
        if heroes.index(hero) != index:
            raise ContentError(f"{where}, field 'party'[{index}]: {hero} is in the party twice.")
    if len(heroes) < work["seats"]:
        raise ContentError(f"{where}, field 'party': every player needs at least one Character.")
    work["options"]["characters"] = len(heroes)
    ctx = Ctx(work, Chance(f"scenario {where}"))
    _setup(ctx, heroes)
    day = position.get("day", work["day"])
    work["day"] = day
    for place in position.get("places", []):
        M.reveal(ctx, location_id(place, chapter, f"{where}, field 'places'"))
    for index, entry in enumerate(party):
        _character(ctx, heroes[index], entry, f"{where}, field 'party'[{index}]")
    _together(work, position.get("together", []), f"{where}, field 'together'")
    for index, stone in enumerate(position.get("waystones", [])):
        _waystone(ctx, stone, f"{where}, field 'waystones'[{index}]")
    for index, entry in enumerate(position.get("statuses", [])):
        _status(ctx, entry, f"{where}, field 'statuses'[{index}]")
    for index, name in enumerate(position.get("events", [])):
        _event(work, name, f"{where}, field 'events'[{index}]")
    if "encounter" in position:
        _encounter(ctx, position["encounter"], f"{where}, field 'encounter'")
    work["log"] = []  # the journal starts at the scenario's own line, not the setup's
    return [([key], value) for key, value in work.items() if value != state.get(key)]


def _setup(ctx, heroes: list[str]) -> None:
    """The game's own opening: each hero picked with the pick question, the chapter set up,
    the first Start of the Day run to its first question."""
    state = ctx.state
    state["agenda"] = [s for s in state["agenda"] if s.get("kind") != "pick_hero"]
    n = len(heroes)
    state["agenda"] += [
        {"op": "ask", "kind": "pick_hero", "slot": i, "of": n} for i in reversed(range(n))
    ]
    for hero in heroes:
        step = AGENDA.top_ask(state)
        AGENDA.asks["pick_hero"].choose(ctx, step, {"type": "hero", "hero": hero})
        AGENDA.run(ctx)


def _character(ctx, cid: str, entry: dict, where: str) -> None:
    state = ctx.state
    ch = state["chars"][cid]
    if "location" in entry:
        card = location_id(entry["location"], state["chapter"], f"{where}, field 'location'")
        M.reveal(ctx, card)
        ch["at"] = card
    tray = S.tray(state, cid)
    for track in ("health", "terror"):
        if track in entry:
            ch[track] = _on_tray(entry[track], tray[track]["top"], track, where)
    ch["insane"] = ch["terror"] >= tray["terror"]["red"]
    for attr, value in entry.get("attributes", {}).items():
        if value > S.attr_cap(ch, attr):
            raise ContentError(
                f"{where}, field 'attributes', '{attr}': {S.name(state, cid)} has "
                f"{S.attr_cap(ch, attr)} slots for {attr.capitalize()}."
            )
        ch["attrs"][attr] = value
    for resource in (*RESOURCES, "exp"):
        ch[resource] = entry.get(resource, ch[resource])
    if "energy" in entry:
        cap = S.energy_cap(state, cid)
        if entry["energy"] > cap:
            raise ContentError(
                f"{where}, field 'energy': {S.name(state, cid)} has at most {cap} Energy now."
            )
        ch["energy"] = entry["energy"]
        ch["exhausted"] = entry["energy"] == 0
    else:  # less Health holds Energy down with it
        ch["energy"] = min(ch["energy"], S.energy_cap(state, cid))
    if "items" in entry:
        _items(ctx, cid, entry["items"], where)
    for index, number in enumerate(entry.get("secrets", [])):
        if number not in S.world()["secrets"]:
            raise ContentError(f"{where}, field 'secrets'[{index}]: there is no Secret {number}.")
        H.gain_secret(ctx, number, [cid])


def _on_tray(value: int, top: int, track: str, where: str) -> int:
    if value > top:
        raise ContentError(f"{where}, field '{track}': the tray goes up to {top}.")
    return value


def _items(ctx, cid: str, names: list[str], where: str) -> None:
    state = ctx.state
    items = S.world()["items"]
    state["chars"][cid]["items"] = []
    for index, name in enumerate(names):
        item = known(items, name, "an Item", f"{where}, field 'items'[{index}]")
        holder = next(
            (c for c in state["order"] if any(i["id"] == item for i in state["chars"][c]["items"])),
            None,
        )
        if holder is not None:
            raise ContentError(
                f"{where}, field 'items'[{index}]: {S.name(state, holder)} already has {name!r}."
            )
        H.give(ctx, cid, item, "", reveal=False)
    given = {i["id"] for i in state["chars"][cid]["items"]}
    state["item_decks"] = {
        deck: [i for i in cards if i not in given] for deck, cards in state["item_decks"].items()
    }


def _together(state: dict, groups: list[list[str]], where: str) -> None:
    """Characters who travel as one party: they must stand together. The rest go alone."""
    taken: set[str] = set()
    parties = []
    for index, group in enumerate(groups):
        cids = [hero_id(h, f"{where}[{index}][{n}]") for n, h in enumerate(group)]
        for n, cid in enumerate(cids):
            if cid not in state["chars"]:
                raise ContentError(f"{where}[{index}][{n}]: {group[n]!r} is not in the party.")
            if cid in taken:
                raise ContentError(f"{where}[{index}][{n}]: {group[n]!r} is in two parties.")
            taken.add(cid)
        if len({state["chars"][c]["at"] for c in cids}) > 1:
            raise ContentError(f"{where}[{index}]: a party must stand on one Location.")
        parties.append([c for c in state["order"] if c in cids])
    parties += [[c] for c in state["order"] if c not in taken]
    state["parties"] = sorted(parties, key=lambda p: state["order"].index(p[0]))


def _waystone(ctx, stone: dict, where: str) -> None:
    state = ctx.state
    card = location_id(stone["location"], state["chapter"], f"{where}, field 'location'")
    if stone["corner"] not in S.location(card)["waystones"]:
        slots = ", ".join(S.location(card)["waystones"]) or "none"
        raise ContentError(
            f"{where}, field 'corner': {S.location(card)['name']} has no waystone slot at its "
            f"{stone['corner']} corner (its slots: {slots})."
        )
    if W.models_left(state) <= 0:
        raise ContentError(f"{where}: every waystone model is already on the table.")
    M.reveal(ctx, card)
    W.place(ctx, card, stone["corner"])


def _status(ctx, entry: dict, where: str) -> None:
    statuses = S.world()["statuses"]
    status = known(statuses, entry["status"], "a status", f"{where}, field 'status'")
    top = statuses[status]["parts"]
    for index, part in enumerate(entry["parts"]):
        if part > top:
            raise ContentError(
                f"{where}, field 'parts'[{index}]: {statuses[status]['name']} has {top} parts."
            )
        E.mark(ctx, status, part)


def _event(state: dict, name: str, where: str) -> None:
    """An Event card in the Active Events area besides those the day brought, taken out of the
    Event deck or the Random Event pile."""
    world = S.world()
    table = {**world["random_events"], **world["story_events"]}
    eid = known(table, name, "an Event card", where, field="title")
    ev = state["events"]
    if eid not in {a["id"] for a in ev["active"]}:
        ev["active"].append({"id": eid, "dark": 0, "light": 0})
    for pile in ("deck", "random", "done"):
        ev[pile] = [e for e in ev[pile] if e != eid]


def _encounter(ctx, entry: dict, where: str) -> None:
    """The game's own Encounter step for the party that stands with the first Character, then
    the hands and decks the position names, the rest drawn as the game drew them."""
    state = ctx.state
    world = S.world()
    eid = known(world["encounters"], entry["card"], "an Encounter card", f"{where}, field 'card'")
    first = state["order"][0]
    party = S.party_of(state, first)
    at = state["chars"][first]["at"]
    state["agenda"].append(N.step(eid, party, at, "named"))
    AGENDA.run(ctx)
    enc = state["encounter"]
    kind = enc["kind"]
    hands = _by_hero(state, entry.get("hands", {}), party, f"{where}, field 'hands'")
    decks = _by_hero(state, entry.get("decks", {}), party, f"{where}, field 'decks'")
    laid = _sequence(state, entry.get("sequence", []), party, f"{where}, field 'sequence'")
    for cid in party:
        zones = enc["zones"][cid]
        own = state["chars"][cid]["decks"][kind]["deck"]
        hand = _cards(hands.get(cid), own, kind, f"{where}, field 'hands', '{cid}'")
        draw = _cards(decks.get(cid), own, kind, f"{where}, field 'decks', '{cid}'")
        named = [*laid.get(cid, []), *(hand or []), *(draw or [])]
        for card in dict.fromkeys(named):
            if named.count(card) > own.count(card):
                raise ContentError(
                    f"{where}: {B.card_of(card)['name']} is named twice for "
                    f"{S.name(state, cid)} (in the hand, the deck or the Sequence)."
                )
        # what the position leaves out stays as the game dealt it: the hand first, then the deck
        free = _without([*zones["hand"], *zones["draw"]], named)
        if hand is None:
            hand, free = free[: len(zones["hand"])], free[len(zones["hand"]) :]
        zones["hand"], zones["draw"] = hand, [*(draw or []), *free]
    given = [cid for cid in party if cid in hands]
    state["agenda"] = [
        s for s in state["agenda"] if not (s.get("kind") == "enc_redraw" and s["cid"] in given)
    ]
    _counters(enc, entry, world["encounters"][eid], where)
    AGENDA.run(ctx)


def _by_hero(state: dict, table: dict, party: list[str], where: str) -> dict[str, list]:
    out = {}
    for name, cards in table.items():
        cid = hero_id(name, where)
        if cid not in party:
            raise ContentError(f"{where}: {name!r} is not in the Encounter.")
        if not isinstance(cards, list):
            raise ContentError(f"{where}, '{name}': expected a list of cards, got {cards!r}.")
        out[cid] = cards
    return out


def _cards(names: list | None, own: list[str], kind: str, where: str) -> list | None:
    """Cards of the Character's own deck of ``kind``, by name or id."""
    if names is None:
        return None
    cards = S.world()["cards"]
    out = []
    for index, name in enumerate(names):
        card = next((c for c in own if _plain(name) in (_plain(c), _plain(cards[c]["name"]))), None)
        if card is None:
            raise ContentError(f"{where}[{index}]: {name!r} is not in their {kind} deck.")
        out.append(card)
    return out


def _without(cards: list[str], gone: list[str]) -> list[str]:
    """``cards`` less one copy of each of ``gone``, in order."""
    out = list(cards)
    for card in gone:
        if card in out:
            out.remove(card)
    return out


def _sequence(state: dict, entries: list[dict], party: list[str], where: str) -> dict:
    """The cards already laid after the Encounter card, in order, with their Time markers and
    charges; their Placement effects are behind them. Returns each owner's cards laid."""
    laid: dict[str, list[str]] = {}
    kind = B.enc(state)["kind"]
    for index, entry in enumerate(entries):
        at = f"{where}[{index}]"
        cid = hero_id(entry["by"], f"{at}, field 'by'")
        if cid not in party:
            raise ContentError(f"{at}, field 'by': {entry['by']!r} is not in the Encounter.")
        own = state["chars"][cid]["decks"][kind]["deck"]
        (card,) = _cards([entry["card"]], own, kind, f"{at}, field 'card'")
        before = B.card_of(B.last(state))
        rows = [g["row"] for g in Y.gains(state, before, B.card_of(card), cid, False)]
        seq, uid, _ = B.laid(state, card, cid, rows)
        seq[-1].update(time=entry.get("time", 0), charges=entry.get("charges", 0))
        state["encounter"].update(seq=seq, next_uid=uid + 1)
        laid.setdefault(cid, []).append(card)
    return laid


def _counters(enc: dict, entry: dict, card: dict, where: str) -> None:
    if enc["kind"] == "combat":
        if "affinity" in entry or "duration" in entry:
            raise ContentError(f"{where}: a Combat has a Combat Pool, not Affinity or Duration.")
        if entry.get("pool", 0) >= card["value"]:
            raise ContentError(
                f"{where}, field 'pool': at {card['value']} the {card['name']} is already beaten."
            )
        enc["pool"] = entry.get("pool", enc["pool"])
        return
    if "pool" in entry:
        raise ContentError(f"{where}, field 'pool': a Diplomacy has no Combat Pool.")
    slots = len(card["slots"])
    if entry.get("affinity", 1) > slots:
        raise ContentError(f"{where}, field 'affinity': the {card['name']} has {slots} slots.")
    enc["affinity"] = entry.get("affinity", enc["affinity"])
    enc["duration"] = entry.get("duration", enc["duration"])


# --- the goal ----------------------------------------------------------------------------------


def judge(win: dict, state: dict, outcome: dict | None) -> str | None:
    if "encounter" in win:
        return _encounter_goal(win, state)
    if "waystone" in win:
        return _waystone_goal(win, state, outcome)
    return None  # a test's position sets no goal


def _own_lines(state: dict) -> list[str]:
    lines = state["log"]
    starts = [n for n, line in enumerate(lines) if line.startswith(SCENARIO_LINE)]
    return lines[starts[-1] if starts else 0 :]


def _encounter_goal(win: dict, state: dict) -> str | None:
    """Read from the puzzle's own journal up to the first Encounter settled, so what the Day
    brings afterwards does not change the verdict."""
    lines = _own_lines(state)
    ends = [n for n, line in enumerate(lines) if line.endswith((OVERCOME, BEATEN_BY))]
    dying = any(state["chars"][c]["dying"] for c in state["order"])
    if win.get("nobody_dying") and dying and (not ends or state["encounter"] is not None):
        return "lost"
    if not ends:
        if state["encounter"] is None and state["result"] is not None:
            return "lost"
        return None
    if lines[ends[0]].endswith(BEATEN_BY):
        return "lost"
    if win.get("nobody_dying") and any(" is Dying" in line for line in lines[: ends[0]]):
        return "lost"
    return "won"


def _waystone_goal(win: dict, state: dict, outcome: dict | None) -> str | None:
    card = location_id(win["waystone"], state["chapter"], "the goal's 'waystone'")
    placed = P.placed_card(state, S.number(card))
    if placed is not None and P.has_waystone(state, placed):
        return "won"
    if outcome is not None or state["day"] > win.get("by_day", 99):
        return "lost"
    if win.get("nobody_dying") and any(state["chars"][c]["dying"] for c in state["order"]):
        return "lost"
    return None
