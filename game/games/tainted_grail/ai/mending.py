"""A hurt party mends before it takes risks again. Later chapters' Encounter decks hit harder
(difficulty 2-4), and a party that explores, fights or walks toward a King with a few Health
left dies of it; Health comes back only by eating at night (or an Action that heals), so a
hurt party's day is for Food: an Action here that feeds or heals, else a walk round Kings and
Guardians toward clear land where one does, and a night on clear land to eat."""

from __future__ import annotations

from game.games.tainted_grail.ai import crossing, roads

RISK_HEALTH = 3  # Health a party wants, plus the chapter's number, before an Exploration
TERROR_ROOM = 2  # Terror slots below the red a party keeps before it takes a risk
PATIENCE = 40  # days: past them a chapter has stalled, and the party risks a little more


def need(view) -> int:
    """The Health each member wants before a risk: more as the chapters' decks grow harder."""
    chapter = (view.get("campaign", {}).get("chapter") or {}).get("number") or 1
    return RISK_HEALTH + chapter


def fit(view, members: list[dict]) -> bool:
    """Whether every member has the Health for this chapter's Encounters (or as near as their
    tray allows) and room below the red for their Terror."""
    long = view.get("day", 0) > PATIENCE  # a chapter this long: a little less room will do
    want, room = need(view) - long, TERROR_ROOM - long
    return all(
        m["tray"]["health"] >= min(want, m["tray"]["health_top"] - 1)
        and m["tray"]["terror"] <= m["tray"]["terror_red"] - room
        for m in members
    )


def _gives(effect: str, *what: str) -> bool:
    effect = effect.lower()
    return any(f"gain {n} {w}" in effect for w in what for n in range(1, 6))


def _calms(effect: str) -> bool:
    return any(f"lose {n} terror" in effect.lower() for n in range(1, 6))


def hungry(members: list[dict]) -> bool:
    """Not enough Food for every hurt member to eat tonight."""
    food = sum(m["resources"]["food"] for m in members)
    return food < len(members)


def mend(view, mine: list[dict], here: dict, members: list[dict], places: dict):
    """The hurt party's next command, or None to let its day end where it stands (clear land,
    Food in hand for the night, or nowhere better within today's walk)."""
    steps = {t["to"]: t for t in mine if t["type"] == "travel"}
    energy = min(m["tray"]["energy"] for m in members)
    flee = _away(view, here, steps, energy, places)
    if flee is not None:
        return flee
    scared = any(m["tray"]["terror"] > m["tray"]["terror_red"] - TERROR_ROOM for m in members)
    for action in [c for c in mine if c["type"] == "location_action"]:
        gives = action.get("preview", "")
        bill = action.get("bill") or {}
        if bill.get("health") or bill.get("food"):
            continue
        if _gives(gives, "food", "health") or (scared and _calms(gives)):
            return action
    avoid = roads.dangers(view) | _harsh(places)
    if here["side"] != "clear":  # first off the wyrdness before the night
        coin = [c for c in mine if c["type"] == "waystone" and c.get("how") == "coin"]
        if coin:  # a waystone turns this card clear (moving the farthest one, if it must)
            return min(coin, key=lambda c: c.get("take") is not None)
        goal = _nearest_clear(here, places, avoid) or _nearest_clear(here, places, set())
        return _toward(goal, here, steps, energy, places, avoid, stranded=True)
    if not hungry(members) and not scared:
        return None  # eat and sleep
    goal = _larder(view, here, members, places, scared)
    step = _toward(goal, here, steps, energy, places, avoid)
    if step is not None or goal is None:
        return step
    coin = [c for c in mine if c["type"] == "waystone" and c.get("how") == "coin"]
    if coin:  # no road of clear land to it: a waystone here clears a neighbour
        return min(coin, key=lambda c: c.get("take") is not None)
    if view.get("day", 0) > PATIENCE and may_cross(view, members):  # waiting has not helped
        return _toward(goal, here, steps, energy, places, avoid, stranded=True)
    return None


def may_cross(view, members: list[dict]) -> bool:
    """Whether a party that has waited long on clear land may walk on into a night in the
    wyrdness: only if every member bears that night (a member at the top of the Terror track
    pays each Terror in Health, and the walk, the card and the night all add some), and not on
    a day whose Event sets an Encounter on the first Travel."""
    if any(r["rule"] == "encounter-on-travel" for r in view["today"]["rules"]):
        return False  # the road is no shorter tomorrow, and likely not waylaid
    return crossing.bears_night(members, view.get("day", 0), crossing.worse_night(view))


def _toward(goal, here, steps, energy, places, avoid, stranded=False):
    """A step toward ``goal`` when the party gets there today, or at least sleeps on clear land
    after the step; a party ``stranded`` on the wyrdness takes any step nearer clear land (it
    sleeps in the wyrdness either way)."""
    if goal is None or goal == here["id"]:
        return None
    step = roads.next_hop(here["id"], goal, places, avoid - {goal})
    travel = steps.get(step)
    if travel is None:
        return None
    cost = roads.each(travel)
    hops = roads.distances(here["id"], places, avoid - {goal}).get(goal, 99)
    if cost > energy:
        return None
    if stranded or places[step]["side"] == "clear" or hops * cost <= energy:
        return travel
    return None


def _kings_near(view, card, places) -> int:
    """Steps from ``card`` to the nearest King on the board (99: none)."""
    spots = {k["at"] for k in view.get("kings", []) if k.get("at")}
    reach = roads.distances(card, places)
    return min((reach.get(s, 99) for s in spots), default=99)


def _away(view, here, steps, energy, places):
    """A step away from a King a step or less away (he walks by his die and meets whoever
    shares his card): to the clear neighbour farthest from every King. Never into the
    wyrdness: a night there costs a hurt party more than most meetings."""
    if _kings_near(view, here["id"], places) > 1:
        return None
    best, score = None, None
    danger = roads.dangers(view)
    for card, travel in steps.items():
        if roads.each(travel) > energy or places[card]["side"] != "clear" or card in danger:
            continue
        value = min(_kings_near(view, card, places), 3)
        if value >= 2 and (score is None or value > score):
            best, score = travel, value
    return best


def _harsh(places) -> set[str]:
    """Wyrdness cards whose Instant hurts, frightens or starts an Encounter: a hurt party walks
    round them."""
    out = set()
    for card, loc in places.items():
        effect = ((loc.get("instant") or {}).get("effect") or "").lower()
        if loc["side"] != "clear" and any(w in effect for w in ("terror", "health", "encounter")):
            out.add(card)
    return out


def _nearest_clear(here, places, avoid):
    reach = roads.distances(here["id"], places, avoid)
    clear = sorted((d, c) for c, d in reach.items() if places[c]["side"] == "clear")
    return clear[0][1] if clear else None


def _larder(view, here, members, places, scared: bool = False):
    """The nearest card where an Action feeds or heals the party (or calms it, when Terror runs
    high), on clear land, not where a King or a Guardian stands: by a road of clear land if
    there is one, so every night on the way is spent on clear land."""
    danger = roads.dangers(view)
    wyrd = {c for c, loc in places.items() if loc["side"] != "clear" and c != here["id"]}
    best, score = None, None
    for dry, reach in enumerate(
        (
            roads.distances(here["id"], places, danger | wyrd),
            roads.distances(here["id"], places, danger),
        )
    ):
        for card, steps in reach.items():
            loc = places[card]
            action = loc.get("action") or {}
            if card in danger or loc["side"] != "clear" or not action.get("available"):
                continue
            effect = action.get("effect", "")
            if not (_gives(effect, "food", "health") or (scared and _calms(effect))):
                continue
            cost = (action.get("cost") or "").lower()
            if "health" in cost or "food" in cost:
                continue
            if "wealth" in cost and sum(m["resources"]["wealth"] for m in members) < 1:
                continue
            value = (dry, steps, card)
            if score is None or value < score:
                best, score = card, value
    return best
