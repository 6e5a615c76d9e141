"""A sensible Lampbearer: it reads only its seat's view and the legal commands, and plays by
simple priorities. Every prompt is the party's, so any seat's AI answers the same way.

- Keep the party together (join whenever a join is offered).
- By day: explore the Location here once a day while its journal still has untaken ways;
  wake a waystone (or light a Tallowmark) where a wyrdness Location hides unexplored pages;
  take a Location Action for Food or Magic when short; otherwise travel toward the best place
  on the map (a quest's lead, somewhere unexplored, somewhere with untaken ways), keeping
  Energy in hand; then end the Day. It never ends the evening.
- In the journal: an untaken way first, one that costs nothing before one that costs, leaving
  last; then leave.
- Encounters: ai/encounter.py (it searches the Active Character's hand for the best Sequence).
- Night: eat when there is Food, read every Vision, buy Attributes and Skills with Exp.
"""

from __future__ import annotations

import re

from game.games.tainted_grail.ai import encounter

LEAVING = re.compile(
    r"^(leave|move on|walk away|back away|go (back|down)|thank|take your leave|"
    r"ignore|step back)",
    re.IGNORECASE,
)
FOOD_LOW, MAGIC_LOW = 2, 1


def of(legal: list, *kinds: str) -> list:
    return [c for c in legal if c["type"] in kinds]


def choose(view: dict, legal: list, rng) -> dict:
    for handler in (_setup, _journal, _encounter, _night, _menus, _day):
        picked = handler(view, legal, rng)
        if picked is not None:
            return picked
    return legal[0]


def _setup(view, legal, rng):
    heroes = of(legal, "hero")
    return heroes[0] if heroes else None


# --- the journal ---------------------------------------------------------------------------------


def _journal(view, legal, rng):
    rolls = of(legal, "roll")
    if rolls:
        return next((r for r in rolls if not r.get("pellet")), rolls[0])
    picks = of(legal, "choose")
    if not picks:
        return None
    reading = view.get("reading") or {}
    listed = {c["index"]: c for c in (reading.get("choices") or [])}

    def rank(command):
        info = listed.get(command["index"], {})
        text = info.get("text", command["label"])
        leaving = bool(LEAVING.match(text))
        return (info.get("visited", False), leaving, bool(info.get("cost")), command["index"])

    fresh = [c for c in picks if not listed.get(c["index"], {}).get("visited")]
    if not fresh:
        out = [c for c in picks if LEAVING.match(listed.get(c["index"], {}).get("text", ""))]
        if out:
            return out[0]
    return min(picks, key=rank)


def _encounter(view, legal, rng):
    return encounter.choose(view, legal, rng)


# --- the night -----------------------------------------------------------------------------------


def _helps(view, command) -> bool:
    """Whether a card's use now would help: Terror near the red slots, no Food, low Health."""
    text = command.get("preview", "")
    chars = view["characters"]
    if "Terror" in text and any(c["tray"]["terror"] >= c["tray"]["terror_red"] - 1 for c in chars):
        return True
    if "Food" in text and any(c["resources"]["food"] == 0 for c in chars):
        return True
    return "Health" in text and any(c["tray"]["health"] <= 3 for c in chars)


def _night(view, legal, rng):
    useful = [c for c in of(legal, "use_now") if _helps(view, c)]
    if useful:
        return useful[0]
    eat = of(legal, "eat")
    if eat:
        return eat[0]  # their own Food first: the rules list it first
    if of(legal, "go_hungry"):
        return of(legal, "go_hungry")[0]
    if of(legal, "read_vision"):
        return of(legal, "read_vision")[0]
    buys = of(legal, "raise", "skill", "advance_deck")
    if buys:
        skills = of(buys, "skill")
        return skills[0] if skills else min(buys, key=lambda c: c["label"])
    if of(legal, "keep"):
        return of(legal, "keep")[0]
    if of(legal, "done"):
        return of(legal, "done")[0]
    return None


def _menus(view, legal, rng):
    if of(legal, "split"):
        return of(legal, "split")[0]
    if of(legal, "join_them"):
        return of(legal, "join_them")[0]
    if of(legal, "use_now"):
        flips = [c for c in of(legal, "use_now") if "(flip)" in c["label"]]
        if flips:
            return flips[0]
    if of(legal, "carry_on"):
        return of(legal, "carry_on")[0]
    if of(legal, "confirm") and of(legal, "back"):
        return of(legal, "back")[0]  # never ends the evening
    if of(legal, "give", "swap") or (of(legal, "back") and not of(legal, "travel")):
        return of(legal, "back")[0] if of(legal, "back") else None
    return None


# --- the day -------------------------------------------------------------------------------------


def _day(view, legal, rng):
    if not of(legal, "end_day"):
        return None
    alone = {p["members"][0] for p in view["parties"] if len(p["members"]) == 1}
    joins = [j for j in of(legal, "join") if j["who"] in alone]  # a loner joins a party
    if joins:
        return joins[0]
    places = {loc["id"]: loc for loc in view["map"]["locations"]}
    chars = {c["id"]: c for c in view["characters"]}
    explored = set(view["today"].get("explored", []))
    for party in view["parties"]:
        leader = party["members"][0]
        here = places[party["at"]]
        members = [chars[m] for m in party["members"]]
        picked = _party_day(view, legal, leader, here, members, places, explored)
        if picked is not None:
            return picked
    return of(legal, "end_day")[0]


def _wants(loc: dict) -> bool:
    return loc["fresh"] is None or loc["fresh"] > 0


def _party_day(view, legal, leader, here, members, places, explored):
    mine = [c for c in legal if c.get("who") in [m["id"] for m in members]]
    energy = min(m["tray"]["energy"] for m in members)
    health = min(m["tray"]["health"] for m in members)
    explore = of(mine, "explore")
    if explore and (_wants(here) or here.get("calls")) and here["id"] not in explored:
        return explore[0]
    if here["side"] == "wyrd":
        stones = [c for c in of(mine, "waystone") if c["how"] == "coin"]
        calm = all(m["tray"]["terror"] + 3 < m["tray"]["terror_red"] for m in members)
        if not stones and health >= 7 and calm and _wants(here):
            stones = of(mine, "waystone")
        if stones:
            return stones[0]
        lights = [c for c in of(mine, "use") if c["key"].startswith("ability:cadoc")]
        if lights and _wants(here) and here["id"] not in explored:
            return lights[0]
    food = sum(m["resources"]["food"] for m in members)
    magic = sum(m["resources"]["magic"] for m in members)
    scared = any(m["tray"]["terror"] >= m["tray"]["terror_red"] - 2 for m in members)
    for action in of(mine, "location_action"):
        gives = action.get("preview", "")
        if (
            (food < FOOD_LOW and "gain" in gives and "food" in gives)
            or (magic < len(view["characters"]) and "gain" in gives and "magic" in gives)
            or (scared and "lose" in gives and "terror" in gives)
        ):
            return action
    for use in of(mine, "use"):
        text = use.get("preview", "")
        if (energy <= 1 and "Energy" in text) or _helps(view, use):
            return use
    if health > 2 and energy > 1:
        target = _target(view, here, places, explored)
        if target is not None:
            step = _next_hop(here["id"], target, places)
            for travel in of(mine, "travel"):
                if travel["to"] == step:
                    return travel
    if here["side"] == "wyrd" and energy >= len(members):
        safe = [t for t in of(mine, "travel") if places[t["to"]]["side"] == "clear"]
        if safe:
            return safe[0]
    if energy > 2:  # nothing better to do: work for what waystones cost
        for action in of(mine, "location_action"):
            gives = action.get("preview", "")
            if "gain" in gives and any(r in gives for r in ("magic", "wealth", "food")):
                return action
    return None


def _target(view, here, places, explored):
    leads = {
        lead["location"]
        for q in view["quests"]
        if q["active"] and not q["done"]
        for lead in q["leads"]
    }
    n = len(view["characters"])
    purse = {
        r: sum(c["resources"][r] for c in view["characters"]) for r in ("magic", "food", "wealth")
    }
    can_wake = purse["magic"] >= n and purse["food"] + purse["wealth"] >= n + 2
    reach = _distances(here["id"], places)
    best, score = None, 0
    for card, steps in reach.items():
        loc = places[card]
        if card == here["id"] or loc["guardians"] or card in explored:
            continue
        value = 5 * loc.get("calls", 0)
        value += 3 if str(loc["number"]) in leads and _wants(loc) else 0
        value += 3 if loc["fresh"] is None else 1 if loc["fresh"] else 0
        value += 1 if loc["side"] == "clear" and value else 0
        if can_wake and loc["side"] == "wyrd" and any(not s["waystone"] for s in loc["slots"]):
            value += 3
        value -= steps // 3
        if value > score:
            best, score = card, value
    return best


def _distances(start, places):
    seen = {start: 0}
    todo = [start]
    while todo:
        card = todo.pop(0)
        for other in places[card]["connected"]:
            if other not in seen:
                seen[other] = seen[card] + 1
                todo.append(other)
    return seen


def _next_hop(start, goal, places):
    back = _distances(goal, places)
    return min(places[start]["connected"], key=lambda c: (back.get(c, 99), c))
