"""Encounters, through one interface that part two's Combat and Diplomacy engine replaces.

The interface is the agenda step ``{"op": "encounter", "id", "party", "at", "source"}``
(built by encounter_start.py)
(``source``: "deck:<colour>", "named" for one the story names, or "guardian" for a Guardian
challenged or striking). Whatever handles it keeps the Encounter in play in
``state["encounter"]`` ({id, party, at, source}) and, when it is over, pushes the step
``encounter_won`` or ``encounter_lost``: ``settle`` then writes ``state["last_encounter"]``,
gives the Loot, places or removes a Guardian and sends the card back where it came from, the
same for every engine.

The engine that plays it is the book's Combat and Diplomacy, in rules/encounter/ (board.py
documents the Encounter's state; sequence.py the turn, activation.py the Active Character's
choices, keys.py the Keys, effects.py the effects, attack.py the Enemy Attack and Response,
gear.py charges, Skills and Items, ending.py the end). A Run Away win gives no Loot
(``no_loot``). Dying members sit it out; if nobody can face it, it is lost.
"""

from __future__ import annotations

from game.core import decks as K
from game.games.tainted_grail.rules import king_finals as KF
from game.games.tainted_grail.rules import state as S

# the engine's steps register themselves on import
from game.games.tainted_grail.rules.encounter import (  # noqa: F401
    activation,
    attack,
    choices,
    effects,
    ending,
    final_boss,
    kings_turn,
    sequence,
)
from game.games.tainted_grail.rules.encounter import report as REP
from game.games.tainted_grail.rules.encounter import sequence as Q
from game.games.tainted_grail.rules.encounter import steps as T
from game.games.tainted_grail.rules.encounter_start import card, step
from game.games.tainted_grail.rules.engine import auto, effects_step


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
    enc = Q.opening(state, {"id": eid, "party": fighters, "at": step_["at"], "source": source})
    enc["before"] = REP.snapshot(state, fighters)  # for the result shown when it ends
    enc["odds"] = KF.odds_for(state, eid, fighters, step_["at"])  # read once hands are drawn
    flavour = card(eid)["flavour"]
    ctx.emit(
        "encounter_begins",
        f"Encounter: {card(eid)['name']}. {flavour}",
        changes=[*changes, (["encounter"], enc)],
        pop=1,
        reveal=True,
        push=[T.step("enc_open")] if fighters else [{"op": "encounter_lost"}],
    )


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
    extra = ""  # a Guardian gone, or staying on guard
    if result == "win":
        line = f"{c['name']} is overcome."
        loot = [] if enc.get("no_loot") else c["loot_effects"]
        effects = loot + (guardian["defeated_effects"] if guardian else [])
        if effects:
            push.append(effects_step(effects, party, enc["at"], f"encounter {eid}"))
        if eid in state["guardians"]:
            changes.append(
                (["guardians"], {g: v for g, v in state["guardians"].items() if g != eid})
            )
            extra = "The Guardian is gone."
        if colour:  # beaten, even a Guardian's card goes back under its deck
            changes.append(
                (["encounter_decks", colour], K.put_under(state["encounter_decks"][colour], [eid]))
            )
    else:
        line = f"{c['name']} has the better of them."
        if guardian and enc["at"] is not None:
            changes.append((["guardians", eid], enc["at"]))
            extra = f"It stays to guard {S.location(enc['at'])['name']}."
        elif colour:
            changes.append(
                (["encounter_decks", colour], K.put_under(state["encounter_decks"][colour], [eid]))
            )
    line = f"{line} {extra}" if extra else line
    told = [enc.get("ended") or line, *([extra] if enc.get("ended") and extra else [])]
    changes.append((["encounter_report"], REP.record(state, enc, c, result, told)))
    owed = KF.settled(ctx, eid, result)  # a King's own card: the chronicle, a last one's marks
    if owed:
        push.append(effects_step(owed, party, enc["at"], f"king {c.get('king')}"))
    push.append({"op": "encounter_reported"})  # the marks once the Loot is in
    ctx.emit("encounter_settled", line, changes=changes, pop=1, push=push)
