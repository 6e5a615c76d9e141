"""The Event deck and the Active Events area: revealing the day's Event, clearing the area,
countdowns of dark Time markers on Event cards, quests and their stages, the rules an Active
Event imposes for the day, the Status sheet and Time Passes.

Rulings (docs/rulings): an Event with Time markers on it stays in the area until its last
marker is gone; a quest moves only forward; an empty Event deck reveals the top Random Event.
"""

from __future__ import annotations

from game.core import decks as K
from game.games.tainted_grail.rules import needs as Q
from game.games.tainted_grail.rules import state as S
from game.games.tainted_grail.rules import waystones
from game.games.tainted_grail.rules.engine import auto, effects_step
from game.games.tainted_grail.rules.today import (  # noqa: F401  (callers read them here too)
    active_ids,
    card,
    day_rules,
    is_random,
    today,
)


def events_characters(state: dict) -> int:
    """How many Characters count when Random Events go on the deck (Story: one fewer,
    Challenge: one more)."""
    n = S.characters_in_game(state)
    mode = S.mode(state)
    return max(1, n - 1) if mode == "story" else n + 1 if mode == "challenge" else n


# --- quests --------------------------------------------------------------------------------------


def quest_stages(quest_id: str) -> list[str]:
    return [s["id"] for s in S.world()["quests"][quest_id]["stages"]]


def lead_open(state: dict, lead: dict) -> bool:
    """A lead is worth following once its ``when`` holds and until its ``until`` all hold
    (for the whole company: statuses and quests are everyone's)."""
    party, here = list(state["order"]), lead["location"]
    if any(Q.unmet(state, n, party, here) for n in lead["when_needs"]):
        return False
    until = lead["until_needs"]
    return not until or any(Q.unmet(state, n, party, here) for n in until)


def quest_done(state: dict, quest_id: str) -> bool:
    return state["quests"].get(quest_id) == quest_stages(quest_id)[-1]


def set_quest(ctx, quest_id: str, stage: str) -> None:
    state = ctx.state
    order = quest_stages(quest_id)
    now = state["quests"].get(quest_id)
    if now is not None and order.index(now) >= order.index(stage):
        return
    quest = S.world()["quests"][quest_id]
    text = next(s["text"] for s in quest["stages"] if s["id"] == stage)
    changes: list = [(["quests", quest_id], stage)]
    if stage == order[-1] and quest_id in active_ids(state):
        ev = state["events"]
        changes += [
            (["events", "active"], [a for a in ev["active"] if a["id"] != quest_id]),
            (["events", "done"], ev["done"] + [quest_id]),
        ]
    ctx.emit("quest", f"Quest, {quest['title']}: {text}", changes=changes)


# --- the deck ------------------------------------------------------------------------------------


def _without(cards: list[str], eid: str) -> list[str]:
    return [c for c in cards if c != eid]


def add_event(ctx, eid: str, where: str) -> None:
    state = ctx.state
    ev = state["events"]
    if eid in active_ids(state):
        return
    deck = _without(ev["deck"], eid)
    if where == "top":
        deck = [eid, *deck]
    elif where == "bottom":
        deck = [*deck, eid]
    else:
        deck = K.shuffle([*deck, eid], "events", ctx.chance)
    ctx.emit(
        "event_added",
        f"An Event card goes into the Event deck ({where}).",
        changes=[
            (["events", "deck"], deck),
            (["events", "done"], _without(ev["done"], eid)),
            (["events", "random"], _without(ev["random"], eid)),
        ],
    )


def remove_event(ctx, eid: str) -> None:
    ev = ctx.state["events"]
    active = [a for a in ev["active"] if a["id"] != eid]
    ctx.emit(
        "event_removed",
        f"{card(eid)['title']} leaves the game.",
        changes=[
            (["events", "deck"], _without(ev["deck"], eid)),
            (["events", "active"], active),
            (["events", "done"], _without(ev["done"], eid) + [eid]),
        ],
    )


def add_random(ctx, amount: int, per_character: bool) -> None:
    ev = ctx.state["events"]
    n = amount * (events_characters(ctx.state) if per_character else 1)
    n = min(n, len(ev["random"]))
    if not n:
        return
    moved = ev["random"][:n]
    ctx.emit(
        "random_events_added",
        f"{n} Random Event card{'s go' if n > 1 else ' goes'} on top of the Event deck.",
        changes=[
            (["events", "deck"], K.put_on_top(ev["deck"], moved)),
            (["events", "random"], ev["random"][n:]),
        ],
    )


@auto("reveal_event")
def _reveal(ctx, step):
    """Start of the Day, step 6: the top Event (or, the deck spent, the top Random Event)."""
    state = ctx.state
    ev = state["events"]
    if ev["deck"]:
        eid, deck, pile = ev["deck"][0], ev["deck"][1:], ev["random"]
    elif ev["random"]:
        eid, deck, pile = ev["random"][0], [], ev["random"][1:]
    else:
        ctx.emit("no_event", "The Event deck is empty; the day begins quietly.", pop=1)
        return
    event = card(eid)
    markers = event.get("countdown", {}).get("markers", 0)
    entry = {
        "id": eid,
        "dark": markers if event.get("countdown", {}).get("timer") == "dark" else 0,
        "light": markers if event.get("countdown", {}).get("timer") == "light" else 0,
    }
    push = []
    if event["effects"]:
        push.append(effects_step(event["effects"], list(state["order"]), None, f"event {eid}"))
    ctx.emit(
        "event_revealed",
        f"Day {state['day']}: {event['title']}. {event['text']}",
        changes=[
            (["events", "deck"], deck),
            (["events", "random"], pile),
            (["events", "active"], ev["active"] + [entry]),
        ],
        pop=1,
        push=push,
        reveal=True,
    )


@auto("clear_events")
def _clear(ctx, step):
    """Start of the Day, step 5: every Event leaves the area but a running quest and a card
    that still has Time markers on it."""
    state = ctx.state
    ev = state["events"]
    keep, back, done = [], [], []
    for entry in ev["active"]:
        event = card(entry["id"])
        running = "quest" in event and not quest_done(state, entry["id"])
        if running or entry["dark"] or entry["light"]:
            keep.append(entry)
        elif is_random(entry["id"]):
            back.append(entry["id"])
        else:
            done.append(entry["id"])
    gone = len(back) + len(done)
    ctx.emit(
        "events_cleared",
        f"{gone} Event{'s leave' if gone != 1 else ' leaves'} the Active Events area."
        if gone
        else "",
        changes=[
            (["events", "active"], keep),
            (["events", "random"], ev["random"] + back),
            (["events", "done"], ev["done"] + done),
        ],
        pop=1,
    )


@auto("tick_markers")
def _tick(ctx, step):
    """Start of the Day, step 2: one light and one dark Time marker off every card that has
    any; a countdown whose last dark marker goes does what it said."""
    state = ctx.state
    changes: list = []
    push: list = []
    for card_id, spot in state["map"].items():
        for timer in ("light", "dark"):
            if spot[timer]:
                changes.append((["map", card_id, timer], spot[timer] - 1))
    active = []
    for entry in state["events"]["active"]:
        entry = dict(entry)
        countdown = card(entry["id"]).get("countdown")
        for timer in ("light", "dark"):
            if entry[timer]:
                entry[timer] -= 1
                if entry[timer] == 0 and countdown and countdown["timer"] == timer:
                    push.append({"op": "countdown", "event": entry["id"]})
        active.append(entry)
    changes.append((["events", "active"], active))
    ctx.emit(
        "markers_removed",
        "Time markers come off the cards." if len(changes) > 1 else "",
        changes=changes,
        pop=1,
        push=push,
    )


@auto("countdown")
def _countdown(ctx, step):
    event = card(step["event"])
    ctx.emit(
        "countdown_ends",
        f"{event['title']}: {event['countdown']['text']}",
        pop=1,
        push=[
            effects_step(
                event["countdown"]["effects"],
                list(ctx.state["order"]),
                None,
                f"event {step['event']}",
            )
        ],
        reveal=True,
    )


def place_markers(ctx, sign: str, timer: str, amount: int, at: str) -> None:
    """``time+ dark 2 @ 104`` or ``@ event X``: markers on a Location or an Event card."""
    state = ctx.state
    delta = amount if sign == "+" else -amount
    if at.startswith("event "):
        eid = at[6:]
        active = []
        for entry in state["events"]["active"]:
            entry = dict(entry)
            if entry["id"] == eid:
                entry[timer] = max(0, entry[timer] + delta)
            active.append(entry)
        ctx.emit("markers", "", changes=[(["events", "active"], active)])
        return
    if at not in state["map"]:
        return
    new = max(0, state["map"][at][timer] + delta)
    ctx.emit(
        "markers",
        f"{S.location(at)['name']} now has {new} {timer} Time marker{'s' if new != 1 else ''}.",
        changes=[(["map", at, timer], new)],
    )


# --- the Status sheet ----------------------------------------------------------------------------


def mark(ctx, status_id: str, part: int, on: bool = True) -> None:
    state = ctx.state
    status = S.world()["statuses"][status_id]
    marked = list(state["statuses"].get(status_id, []))
    if on:
        if not part:
            part = next((p for p in range(1, status["parts"] + 1) if p not in marked), 0)
        if not part or part in marked:
            return
        marked = sorted([*marked, part])
        line = f"Status marked: {status['name']}, part {part}."
    else:
        gone = [p for p in marked if not part or p == part]
        if not gone:
            return
        marked = [p for p in marked if p not in gone]
        line = f"Status cleared: {status['name']}."
    ctx.emit("status", line, changes=[(["statuses", status_id], marked)])


def time_status(state: dict) -> str:
    world = S.world()
    return next(
        (k for k, s in world["statuses"].items() if s.get("chapter") == state["chapter"]),
        world["campaign"]["time_passes"],
    )


def time_passes(ctx, amount: int) -> None:
    """Mark parts of this chapter's Time Passes. Story mode: the first time in a chapter, one
    part fewer. Challenge mode: each part marked Fades the waystone farthest from everyone."""
    state = ctx.state
    if S.mode(state) == "story" and not state["time_passed"]:
        amount -= 1
    ctx.emit("time_passes", "Time passes on the Shore.", changes=[(["time_passed"], True)])
    status = time_status(state)
    for _ in range(max(0, amount)):
        mark(ctx, status, 0)
        if S.mode(state) == "challenge":
            waystones.fade_farthest(ctx)
