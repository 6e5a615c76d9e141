"""Encounters, through one interface that part two's Combat and Diplomacy engine replaces.

The interface is the agenda step ``{"op": "encounter", "id", "party", "at", "source"}``
(``source``: "deck:<colour>", "named" for one the story names, or "guardian" for a Guardian
challenged or striking). Whatever handles it keeps the Encounter in play in
``state["encounter"]`` ({id, party, at, source}) and, when it is over, pushes the step
``encounter_won`` or ``encounter_lost``: ``settle`` then writes ``state["last_encounter"]``,
gives the Loot, places or removes a Guardian and sends the card back where it came from, the
same for every engine.

Until part two, an Encounter is settled by the stand-in rule (docs/rulings): the party faces it
or gets away. Facing it rolls a die (stream "encounter") plus the party's best Attribute of the
three its kind leans on (Combat: Aggression, Courage, Practicality; Diplomacy: Empathy,
Caution, Spirituality) and wins on 3 + its difficulty or more. A Combat costs each member
Health, a Diplomacy Terror: difficulty - 1 on a win, the difficulty on a loss. Getting away is
a sure loss that costs each member 1 (in Challenge mode it takes a 4+ on a die, or they face it).
Dying members sit it out; if nobody can face it, it is lost.
"""

from __future__ import annotations

from game.core import decks as K
from game.games.tainted_grail.rules import state as S
from game.games.tainted_grail.rules import tracks as R
from game.games.tainted_grail.rules.engine import ask, asking, auto, effects_step

LEANS = {
    "combat": ("aggression", "courage", "practicality"),
    "diplomacy": ("empathy", "caution", "spirituality"),
}
GET_AWAY = {"combat": "Escape", "diplomacy": "Avoid"}


def card(eid: str) -> dict:
    return S.world()["encounters"][eid]


def step(eid: str, party: list[str], at: str | None, source: str) -> dict:
    return {"op": "encounter", "id": eid, "party": list(party), "at": at, "source": source}


def draw_step(colour: str, party: list[str], at: str | None) -> dict:
    return {"op": "draw_encounter", "colour": colour, "party": list(party), "at": at}


@auto("draw_encounter")
def _draw(ctx, step_):
    deck = ctx.state["encounter_decks"].get(step_["colour"], [])
    if not deck:
        ctx.emit("no_encounter", f"The {step_['colour']} Encounter deck is empty.", pop=1)
        return
    eid = deck[0]
    ctx.emit(
        "encounter_drawn",
        f"A {step_['colour']} Encounter is drawn: {card(eid)['name']}.",
        changes=[(["encounter_decks", step_["colour"]], deck[1:])],
        pop=1,
        push=[step(eid, step_["party"], step_["at"], f"deck:{step_['colour']}")],
        reveal=True,
    )


@auto("encounter")
def _begin(ctx, step_):
    state = ctx.state
    eid = step_["id"]
    changes: list = []
    source = step_["source"]
    for colour, deck in state["encounter_decks"].items():
        if eid in deck:  # the story names a card still in its deck: it comes out for now
            changes.append((["encounter_decks", colour], [c for c in deck if c != eid]))
            source = f"deck:{colour}"
    guardian_here = state["guardians"].get(eid)
    if guardian_here is not None and source != "guardian":
        changes.append((["guardians"], {g: v for g, v in state["guardians"].items() if g != eid}))
        source = "guardian"
    fighters = [c for c in step_["party"] if not state["chars"][c]["dying"]]
    enc = {"id": eid, "party": fighters, "at": step_["at"], "source": source}
    flavour = card(eid)["flavour"]
    ctx.emit(
        "encounter_begins",
        f"Encounter: {card(eid)['name']}. {flavour}",
        changes=[*changes, (["encounter"], enc)],
        pop=1,
        reveal=True,
        push=[asking("encounter")] if fighters else [{"op": "encounter_lost"}],
    )


def target(eid: str) -> int:
    return 3 + card(eid)["difficulty"]


def best(state: dict, eid: str, party: list[str]) -> tuple[str, int]:
    kind = card(eid)["kind"]
    return max(((a, S.best(state, party, a)) for a in LEANS[kind]), key=lambda x: x[1])


def _text(state, step_):
    enc = state["encounter"]
    c = card(enc["id"])
    attr, value = best(state, enc["id"], enc["party"])
    need = max(1, target(enc["id"]) - value)
    return "encounter", {
        "text": f"{c['name']} ({c['colour']} {c['kind']}, difficulty {c['difficulty']}): roll a "
        f"die + the party's best {attr.capitalize()} ({value}); {target(enc['id'])} or "
        f"more wins (a {need} or better on the die).",
        "encounter": enc["id"],
    }


def _options(state, step_):
    enc = state["encounter"]
    c = card(enc["id"])
    attr, value = best(state, enc["id"], enc["party"])
    need = max(1, target(enc["id"]) - value)
    odds = round(100 * max(0, min(6, 7 - need)) / 6)
    cost = "Health" if c["kind"] == "combat" else "Terror"
    d = c["difficulty"]
    face = {
        "type": "face",
        "label": f"Face {c['name']} ({odds}% to win)",
        "preview": f"{odds}% to win. A win costs each member {d - 1} {cost}; a loss {d}.",
    }
    away = {
        "type": "get_away",
        "label": f"{GET_AWAY[c['kind']]} (a sure loss)",
        "preview": f"Counts as losing; each member pays 1 {cost}.",
    }
    return [face, away]


@ask("encounter", _text, _options)
def _choose(ctx, step_, command):
    state = ctx.state
    enc = state["encounter"]
    c = card(enc["id"])
    ctx.emit("encounter_choice", "", pop=1)
    if command["type"] == "get_away":
        if S.mode(state) == "challenge":
            die = ctx.chance.die(6, "encounter")
            if die <= 3:
                ctx.emit(
                    "escape_failed",
                    f"They try to get away and roll {die}: no escape.",
                    faces=[die],
                    reveal=True,
                )
                _face(ctx, enc, c)
                return
        ctx.emit("got_away", f"The party gets away from {c['name']}.")
        _pay(ctx, enc, c, 1)
        ctx.emit("encounter_over", "", push=[{"op": "encounter_lost"}])
        return
    _face(ctx, enc, c)


def _face(ctx, enc: dict, c: dict) -> None:
    state = ctx.state
    die = ctx.chance.die(6, "encounter")
    attr, value = best(state, enc["id"], enc["party"])
    total = die + value
    won = total >= target(enc["id"])
    ctx.emit(
        "encounter_roll",
        f"Roll {die} + {attr.capitalize()} {value} = {total} against "
        f"{target(enc['id'])}: {'won' if won else 'lost'}.",
        faces=[die],
        reveal=True,
    )
    _pay(ctx, enc, c, c["difficulty"] - 1 if won else c["difficulty"])
    ctx.emit("encounter_over", "", push=[{"op": "encounter_won" if won else "encounter_lost"}])


def _pay(ctx, enc: dict, c: dict, amount: int) -> None:
    if amount <= 0:
        return
    what, sign = ("health", -1) if c["kind"] == "combat" else ("terror", 1)
    for cid in enc["party"]:
        R.adjust(ctx, cid, what, sign * amount, c["name"])


@auto("encounter_won")
def _won(ctx, step_):
    settle(ctx, "win")


@auto("encounter_lost")
def _lost(ctx, step_):
    settle(ctx, "lose")


def settle(ctx, result: str) -> None:
    """After any engine: Loot, a Guardian placed or defeated, the card back where it came from."""
    state = ctx.state
    enc = state["encounter"]
    eid = enc["id"]
    c = card(eid)
    guardian = S.world()["guardians"].get(eid)
    changes: list = [(["encounter"], None), (["last_encounter"], result)]
    push: list = []
    party = enc["party"] or [c2 for c2 in state["order"] if state["chars"][c2]["at"] == enc["at"]]
    colour = enc["source"][5:] if enc["source"].startswith("deck:") else None
    if result == "win":
        line = f"{c['name']} is overcome."
        effects = c["loot_effects"] + (guardian["defeated_effects"] if guardian else [])
        if effects:
            push.append(effects_step(effects, party, enc["at"], f"encounter {eid}"))
        if eid in state["guardians"]:
            changes.append(
                (["guardians"], {g: v for g, v in state["guardians"].items() if g != eid})
            )
            line += " The Guardian is gone."
        if colour:  # beaten, even a Guardian's card goes back under its deck
            changes.append(
                (["encounter_decks", colour], K.put_under(state["encounter_decks"][colour], [eid]))
            )
    else:
        line = f"{c['name']} has the better of them."
        if guardian and enc["at"] is not None:
            changes.append((["guardians", eid], enc["at"]))
            line += f" It stays to guard {S.location(enc['at'])['name']}."
        elif colour:
            changes.append(
                (["encounter_decks", colour], K.put_under(state["encounter_decks"][colour], [eid]))
            )
    ctx.emit("encounter_settled", line, changes=changes, pop=1, push=push)
