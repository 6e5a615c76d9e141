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

from game.games.tainted_grail.ai import crossing, encounter, mending, roads

LEAVING = re.compile(
    r"^(leave|move on|walk away|back away|go (back|down)|get out|thank|take your leave|"
    r"ignore|step back)",
    re.IGNORECASE,
)
FOOD_LOW, MAGIC_LOW = 2, 1
LONG_READING = 12
READY_ROOM = 3  # Terror slots kept free before a lead in the wyrdness
STRONG_GUARDIAN = 4  # the difficulty a party of one or two waits out rather than challenges
LEAD_WORTH = 10  # a quest's open lead outweighs any untaken way a day's walk nearer


def of(legal: list, *kinds: str) -> list:
    return [c for c in legal if c["type"] in kinds]


def choose(view: dict, legal: list, rng) -> dict:
    for handler in (_setup, _keepsakes, _journal, _encounter, _night, _menus, _day):
        picked = handler(view, legal, rng)
        if picked is not None:
            return picked
    return legal[0]


def _setup(view, legal, rng):
    heroes = of(legal, "hero")
    return heroes[0] if heroes else None


# --- the journal ---------------------------------------------------------------------------------


def _keepsakes(view, legal, rng):
    """The Salt-Ghost's Promise against 2 Terror or more, or near the red; the Ember's reroll
    on a low total."""
    if of(legal, "ward"):
        ward, take = of(legal, "ward")[0], of(legal, "take_it")[0]
        near = any(
            c["tray"]["terror"] + ward["terror"] >= c["tray"]["terror_red"]
            for c in view["characters"]
        )
        return ward if ward["terror"] >= 2 or near else take
    if of(legal, "keep_roll"):
        keep, again = of(legal, "keep_roll")[0], of(legal, "reroll")
        return again[0] if again and keep["total"] <= 3 else keep
    return None


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
        if out and not _try_again(view, reading):
            return out[0]
        stay = [c for c in picks if c not in out]
        if stay and _try_again(view, reading):
            return rng.choice(stay)  # another way each time: the lead's answer may lie there
        return max(picks, key=lambda c: c["index"])  # every way taken: the way out comes last
    return _not_yet(view, reading, listed, picks) or min(picks, key=rank)


def _not_yet(view, reading, listed, picks):
    """The end of a road before the places it names: where twice as many ways here are barred
    for want of Secret cards (things still to be found) as are open, and a quest still points
    at a card the party has never explored, it takes the way back once and comes again later
    (the Kingless Seat reached from the first lair, with two Kings unmet). A room with more
    open ways is explored as it stands."""
    choices = reading.get("choices") or []
    barred = sum(not c["enabled"] and "Secret card" in (c.get("reason") or "") for c in choices)
    offered = sum(c["enabled"] and not LEAVING.match(c["text"]) for c in choices)
    back = [
        c
        for c in picks
        if LEAVING.match(listed.get(c["index"], {}).get("text", ""))
        and not listed[c["index"]].get("visited")
    ]
    if not back or not offered or barred <= 2 * offered:
        return None
    places = {loc["id"]: loc for loc in view["map"]["locations"]}
    unseen = [
        card
        for card in _leads(view)
        if card != reading.get("at") and (places.get(card) or {"fresh": None})["fresh"] is None
    ]
    return back[0] if unseen else None


def _try_again(view, reading) -> bool:
    """At a quest's lead, a hale party goes the way it has been before (a fight lost, a rite
    interrupted) rather than walk away from it."""
    party = [c for c in view["characters"] if c["id"] in reading.get("party", [])]
    short = len(reading.get("pages") or []) <= LONG_READING  # not round and round one page
    return short and _hale(party) and reading.get("at") in _leads(view)


def _ready(members: list[dict]) -> bool:
    """Room for a lead's Terror: a wyrdness crossing, a rite or a fight all add some, and a
    party that starts them near the red dies in the wyrdness that night."""
    return all(m["tray"]["terror"] <= m["tray"]["terror_red"] - READY_ROOM for m in members)


def _hale(members: list[dict]) -> bool:
    return all(
        m["tray"]["health"] >= max(6, m["tray"]["health_top"] - 3)
        and m["tray"]["terror"] < m["tray"]["terror_red"]
        for m in members
    )


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
    if of(legal, "take_up"):
        return of(legal, "take_up")[0]  # a companion left waiting by the dead comes along
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
    if of(legal, "trade") and _waiting(view):
        return of(legal, "trade")[0]
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


def _waiting(view) -> bool:
    """A companion waits where a Character stands (its own Character died)."""
    spots = {c["at"] for c in view["characters"]}
    return any(
        k["stands"] == "with the party" and k["with"] is None and k["at"] in spots
        for k in view.get("companions", [])
    )


def _of_this_chapter(view, card: str) -> bool:
    """Whether a card belongs to the chapter being played (its number's hundreds): the party
    goes back to an earlier chapter's places only for a lead or a page that now calls."""
    chapter = (view["campaign"].get("chapter") or {}).get("number") or 1
    return int(re.match(r"\d+", card).group(0)) // 100 >= chapter


def _wants(loc: dict) -> bool:
    return loc["fresh"] is None or loc["fresh"] > 0


def _leads(view) -> set[str]:
    """The cards the open quest leads point to (a lead whose card is not on the table yet
    points to the placed card whose Direction Key names it)."""
    placed = {str(loc["number"]): loc["id"] for loc in view["map"]["locations"]}
    out = set()
    for quest in view["quests"]:
        if not quest["active"] or quest["done"]:
            continue
        for lead in quest["leads"]:
            if lead.get("open", True):  # a card replaced by its variant keeps the lead
                card = lead["location"]
                out.add(placed.get(str(int(re.match(r"\d+", card).group(0))), card))
    return out


def _party_day(view, legal, leader, here, members, places, explored):
    mine = [c for c in legal if c.get("who") in [m["id"] for m in members]]
    energy = min(m["tray"]["energy"] for m in members)
    leads = _leads(view)
    wake = _wake(view, mine, here, members)
    if wake is not None:
        return wake
    if not mending.fit(view, members):  # no risks while hurt: Food, clear land, a meal
        mend = mending.mend(view, mine, here, members, places)  # moving first: uses cost Energy
        helpful = [u for u in of(mine, "use") if _helps(view, u)]
        return mend or (helpful[0] if helpful else None)
    if not _hale(members) and any(_of_this_chapter(view, card) for card in leads):
        mend = mending.mend(view, mine, here, members, places)  # the leads wait for a hale party
        if mend is not None:
            return mend
        if here["side"] == "clear" and not mending.hungry(members):
            return None  # eat and sleep it off rather than wander the wyrdness hurt
    if here["guardians"] and _too_strong(view, here, members):
        away = _travel(view, mine, here, members, places, explored, leads - {here["id"]})
        if away is not None:  # out of its reach until it roams off the card
            return away
    elif here["guardians"] and here["id"] in leads and _hale(members) and of(mine, "challenge"):
        if _ready(members):  # a fight adds Terror too: near the red, each is Health lost
            return of(mine, "challenge")[0]
    explore = of(mine, "explore")
    fresh_here = (
        (_wants(here) and _of_this_chapter(view, here["id"]))
        or here.get("calls")
        or here["id"] in leads
    )
    calm = all(m["tray"]["terror"] < m["tray"]["terror_top"] - 1 for m in members)
    if explore and fresh_here and calm and here["id"] not in explored:
        return explore[0]
    if here["side"] == "wyrd":
        lights = [c for c in of(mine, "use") if c["key"].startswith("ability:cadoc")]
        if lights and _wants(here) and here["id"] not in explored:
            return lights[0]
    useful = _useful_action(view, mine, members)
    if useful is not None:
        return useful
    for use in of(mine, "use"):
        text = use.get("preview", "")
        if (energy <= 1 and "Energy" in text) or _helps(view, use):
            return use
    travel = _travel(view, mine, here, members, places, explored, leads)
    if travel is not None:
        return travel
    if energy > 2 and here["side"] == "clear":  # nothing better: work for what waystones cost
        for action in of(mine, "location_action"):
            gives = action.get("preview", "")
            if "gain" in gives and any(r in gives for r in ("magic", "wealth", "food")):
                if _affords(members, action, keep=1):
                    return action
    return None


def _purse(members: list[dict]) -> dict:
    return {r: sum(m["resources"][r] for m in members) for r in ("magic", "food", "wealth")}


def _affords(members: list[dict], command: dict, keep: int = 0) -> bool:
    """Whether the party pays ``command``'s bill and keeps ``keep`` Energy each for the road."""
    bill = command.get("bill") or {}
    energy = sum(m["tray"]["energy"] for m in members)
    return bill.get("energy", 0) + keep * len(members) <= energy


def _wake(view, mine, here, members):
    """Wake a waystone where the land needs one: none (or one) left standing, or a wyrdness
    card here hides pages; coin first, the Blood Price only when everyone can bear it."""
    stones = of(mine, "waystone")
    if not stones:
        return None
    standing = len(view["map"]["waystones"])
    needed = standing < 2 or (here["side"] == "wyrd" and (_wants(here) or here.get("calls")))
    if not needed or (here["guardians"] and standing > 0):
        return None
    coin = [c for c in stones if c["how"] == "coin" and c.get("take") is None]
    if coin:
        return coin[0]
    for stone in stones:
        if stone["how"] != "blood" or stone.get("take") is not None:
            continue
        bill = stone["bill"]
        health = sum(m["tray"]["health"] for m in members) - bill.get("health", 0)
        terror = sum(m["tray"]["terror_red"] - m["tray"]["terror"] for m in members)
        if health >= 3 * len(members) and terror > bill.get("terror", 0) + len(members):
            return stone
    return None


def _useful_action(view, mine, members):
    """A Location Action for what the party lacks: Food, the Magic the next waystone costs,
    calm when Terror runs high."""
    purse = _purse(members)
    n = len(view["characters"])
    scared = any(m["tray"]["terror"] >= m["tray"]["terror_red"] - 2 for m in members)
    for action in of(mine, "location_action"):
        gives = action.get("preview", "")
        bill = action.get("bill") or {}
        if bill.get("health", 0) and not _hale(members):
            continue
        if (
            (purse["food"] < FOOD_LOW * len(members) and "gain" in gives and "food" in gives)
            or (purse["magic"] < n and "gain" in gives and "magic" in gives)
            or (scared and "lose" in gives and "terror" in gives)
        ):
            return action
    return None


def _travel(view, mine, here, members, places, explored, leads):
    """A step toward the best place, never into a night in the wyrdness the party could have
    avoided: after a step the party still reaches clear land with the Energy it has left."""
    energy = min(m["tray"]["energy"] for m in members)
    health = min(m["tray"]["health"] for m in members)
    steps = {t["to"]: t for t in of(mine, "travel")}
    if not steps:
        return None
    if health > 2:
        target = _target(view, here, places, explored, leads, members)
        avoid = roads.dangers(view) - {target}
        step = roads.next_hop(here["id"], target, places, avoid) if target is not None else None
        if step in steps:
            cost = roads.each(steps[step])
            left = (energy - cost) // cost if cost else 9
            if energy >= cost and _clear_within(step, left, places):
                return steps[step]
            if target in leads and _crosses(
                target, here, cost, energy, members, places, view["day"], crossing.worse_night(view)
            ):
                return steps[step]
    if here["side"] == "wyrd":  # the night comes: head for clear land
        reach = _distances(here["id"], places)
        clear = sorted((d, c) for c, d in reach.items() if places[c]["side"] == "clear")
        if clear:
            step = roads.next_hop(here["id"], clear[0][1], places, roads.dangers(view))
            return steps.get(step)
    return None


def _crosses(target, here, cost, energy, members, places, day, worse=0) -> bool:
    """Whether to walk into a night in the wyrdness for a lead: it is reached today and the
    party bears the night (ai/crossing.py), made worse by today's Events (``worse``)."""
    hops = _distances(here["id"], places).get(target, 99)
    return crossing.reaches_today(hops, cost, energy) and crossing.bears_night(members, day, worse)


def _clear_within(card, hops: int, places) -> bool:
    """Whether clear land lies within ``hops`` steps of ``card`` (on the card counts)."""
    reach = _distances(card, places)
    return any(places[c]["side"] == "clear" and d <= hops for c, d in reach.items())


def _target(view, here, places, explored, leads, members):
    n = len(view["characters"])
    purse = _purse(view["characters"])
    can_wake = purse["magic"] >= n and view["map"].get("models_left", 1) > 0
    standing = len(view["map"]["waystones"])
    reach = _distances(here["id"], places)
    hale = _hale(members)
    best, score = None, 0
    for card, steps in reach.items():
        loc = places[card]
        if card == here["id"] or card in explored:
            continue
        if not _can_act(view, loc, members, card in leads):
            continue
        if card in leads and loc["side"] == "wyrd" and not _ready(members):
            continue  # calm down first: rest, eat, an Action that takes Terror away
        value = 5 * loc.get("calls", 0)
        if card in leads:
            value += LEAD_WORTH if hale else 2  # a lead's fights and rites wait for a hale party
        elif _points_to(loc, leads, places):
            value += 5
        if _of_this_chapter(view, card):  # an earlier chapter's pages wait for its leads
            value += 3 if loc["fresh"] is None else 1 if loc["fresh"] else 0
        value += 1 if loc["side"] == "clear" and value else 0
        empty = any(not s["waystone"] for s in loc["slots"]) and _of_this_chapter(view, card)
        if can_wake and empty and (loc["side"] == "wyrd" or standing < 2):
            value += 3 if standing >= 2 else 6
        action = loc.get("action") or {}
        if not can_wake and action.get("available") and "magic" in action.get("effect", "").lower():
            value += 5 if standing < 2 else 1
        value += _comfort(action, members, _purse(members))
        value -= steps // 2
        if value > score:
            best, score = card, value
    return best


def _comfort(action: dict, members: list[dict], purse: dict) -> int:
    """What a Location's Action is worth to a party that is hungry, scared or hurt."""
    if not action.get("available"):
        return 0
    effect = action.get("effect", "").lower()  # the view's words: "gain 2 Food"
    scared = any(m["tray"]["terror"] >= m["tray"]["terror_red"] - 1 for m in members)
    value = 4 if scared and "lose" in effect and "terror" in effect else 0
    if purse["food"] < FOOD_LOW * len(members) and "gain" in effect and "food" in effect:
        value += 4
    if not _hale(members) and "gain" in effect and "health" in effect:
        value += 3
    return value


def _can_act(view, loc, members, lead: bool) -> bool:
    """Whether the party could do something there: explore, challenge a Guardian that keeps a
    lead, wake a waystone over wyrdness, or meet what a wyrdness card's Instant holds."""
    if loc["guardians"] or loc.get("kings"):
        return lead and _hale(members) and not _too_strong(view, loc, members)
    if loc["side"] == "clear":
        return True
    if lead and loc.get("instant"):
        return True
    if not any(not s["waystone"] for s in loc["slots"]):
        return bool(loc.get("action") and loc["action"]["available"])
    n = len(view["characters"])
    coin = _purse(view["characters"])["magic"] >= n
    blood = sum(m["tray"]["health"] for m in members) >= 3 * len(members) + 3 * n
    return coin or blood or bool(loc.get("action") and loc["action"]["available"])


def _too_strong(view, loc, members) -> bool:
    """A Guardian of the hardest difficulty is waited out by a party of one or two: every
    Guardian roams, and for so few the fight is more often a death than a win."""
    if len(members) >= 3:
        return False
    difficulty = {g["id"]: g["difficulty"] for g in view["guardians"]}
    return any(difficulty.get(gid, 0) >= STRONG_GUARDIAN for gid in loc["guardians"])


def _points_to(loc, leads, places) -> bool:
    """Whether a placed card's Direction Key names a lead's card not yet on the table."""
    return any(str(k["number"]) in leads and k.get("card") is None for k in loc["keys"].values())


def _distances(start, places):
    return roads.distances(start, places)
