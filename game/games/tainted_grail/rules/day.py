"""The Order of the Day: the Start of the Day's six steps, and the End of the Day's eight, for
every Character. During the Day is the Day's menu (actions.py).

Start: Start of the Day effects; one light and one dark Time marker off every card; cards with
no waystone turn to wyrdness; the Guardian die for each Guardian, then for each King of Ruin
(kings.py); Active Events cleared (quests
and cards with markers stay); the next Event revealed.

End: End of the Day effects; Rest (Energy to its starting slot, or 4 gained when Exhausted);
Recover (1 Food once: 1 Health, 1 more Energy, 1 Terror less); Exhaustion lifted (after Recover,
which asks who was Exhausted); the wyrdness (2 Health lost and 2 Terror gained in a wyrdness
Location); Advancement and the decks (advance.py); Visions; the
Dying who are still at 0 Health die; the next day starts.
"""

from __future__ import annotations

from game.games.tainted_grail.rules import abilities as A
from game.games.tainted_grail.rules import advance, companions, death  # noqa: F401
from game.games.tainted_grail.rules import events as E
from game.games.tainted_grail.rules import state as S
from game.games.tainted_grail.rules import tracks as R
from game.games.tainted_grail.rules.engine import ask, asking, auto

EXHAUSTED_REST = R.EXHAUSTED_REST
WYRD_HEALTH = WYRD_TERROR = 2
CLASSIC_HUNGRY_ENERGY = 4  # Challenge mode's Classic Resting: a rested Character who won't eat


@auto("start_day")
def _start(ctx, step):
    state = ctx.state
    day = state["day"] + 1
    ctx.emit(
        "day_starts",
        f"Day {day} begins.",
        changes=[(["day"], day), (["stage"], "start"), (["today"], S.new_today())],
        pop=1,
        push=[
            {"op": "sod_abilities"},
            {"op": "kin_start"},
            {"op": "tick_markers"},
            {"op": "flip_unprotected"},
            {"op": "guardians_roll"},
            {"op": "kings_roll"},
            {"op": "clear_events"},
            {"op": "reveal_event"},
            {"op": "day_begins"},
        ],
    )


@auto("sod_abilities")
def _sod(ctx, step):
    ctx.emit("start_effects", "", pop=1)
    A.trigger(ctx, list(ctx.state["order"]), "start-of-day")


@auto("day_begins")
def _day(ctx, step):
    ctx.emit("during_the_day", "", changes=[(["stage"], "day")], pop=1, push=[asking("day")])


@auto("end_day")
def _end(ctx, step):
    ctx.emit(
        "day_ends",
        f"The End of Day {ctx.state['day']}.",
        changes=[(["stage"], "end")],
        pop=1,
        push=[
            {"op": "kin_end"},
            {"op": "eod_abilities"},
            {"op": "rest"},
            {"op": "recover_all"},
            {"op": "rested"},
            {"op": "wyrdness"},
            {"op": "advance_all"},
            {"op": "echoes_check"},
            {"op": "visions"},
            {"op": "eod_dying"},
            {"op": "start_day"},
        ],
    )


@auto("eod_abilities")
def _eod(ctx, step):
    ctx.emit("end_effects", "", pop=1)
    A.trigger(ctx, list(ctx.state["order"]), "end-of-day")


@auto("rest")
def _rest(ctx, step):
    state = ctx.state
    ctx.emit("resting", "", pop=1)
    less = E.today(state, "rest-energy")
    for cid in state["order"]:
        ch = state["chars"][cid]
        if ch["exhausted"]:
            R.adjust(ctx, cid, "energy", max(0, EXHAUSTED_REST + less), "an Exhausted rest")
        else:
            start = S.tray(state, cid)["energy"]["start"] + less
            if ctx.state["chars"][cid]["energy"] != start:
                R.set_energy(ctx, cid, start, "a night's rest")


@auto("rested")
def _rested(ctx, step):
    """Exhaustion is lifted only after Recover: Classic Resting asks who was Exhausted today."""
    changes = [(["chars", cid, "exhausted"], False) for cid in ctx.state["order"]]
    ctx.emit("rested", "", pop=1, changes=changes)


@auto("recover_all")
def _recover_all(ctx, step):
    state = ctx.state
    if E.today(state, "no-recover"):
        ctx.emit("no_recover", "Nobody can Recover tonight.", pop=1)
        return
    asks = [
        c
        for c in state["order"]
        if _food_givers(state, c) or any(a["pay"] == "discard" for a in A.listing(state, c, "rest"))
    ]
    ctx.emit("recovering", "", pop=1, push=[asking("recover", cid=c) for c in asks])
    for cid in state["order"]:
        if cid not in asks:
            _hungry(ctx, cid)


def _food_givers(state: dict, cid: str) -> list[str]:
    """Who may pay the Food of ``cid``'s Recover: themselves, or (Dying, with friends) anyone in
    their Location."""
    ch = state["chars"][cid]
    out = [cid] if ch["food"] > 0 else []
    if ch["dying"] and len(state["order"]) > 1:
        out += [c for c in S.at(state, ch["at"]) if c != cid and state["chars"][c]["food"] > 0]
    return out


def _recover_text(state, step):
    cid = step["cid"]
    extra = (
        " In Challenge mode a Character must eat if they can."
        if S.mode(state) == "challenge"
        else ""
    )
    return "recover", {
        "text": f"{S.name(state, cid)} may eat 1 Food to Recover: 1 Health, 1 more "
        f"Energy and 1 Terror less.{extra}",
        "who": step["cid"],
    }


def _recover_options(state, step):
    cid = step["cid"]
    out = []
    for giver in _food_givers(state, cid):
        who = "" if giver == cid else f" ({S.name(state, giver)}'s Food)"
        out.append(
            {"type": "eat", "giver": giver, "label": f"{S.name(state, cid)} eats 1 Food{who}"}
        )
    for ability in A.listing(state, cid, "rest"):
        if ability["pay"] == "discard":
            out.append(
                {
                    "type": "use_now",
                    "key": ability["key"],
                    "label": f"{S.name(state, cid)}: {ability['name']} (discard)",
                    "preview": ability["text"],
                }
            )
    if S.mode(state) != "challenge" or not _food_givers(state, cid):
        out.append({"type": "go_hungry", "label": f"{S.name(state, cid)} does not eat"})
    return out


@ask("recover", _recover_text, _recover_options)
def _recover(ctx, step, command):
    state = ctx.state
    cid = step["cid"]
    if command["type"] == "use_now":
        ability = next(a for a in A.listing(state, cid, "rest") if a["key"] == command["key"])
        A.use(ctx, cid, ability)
        return
    ctx.emit("recovered", "", pop=1)
    if command["type"] == "go_hungry":
        _hungry(ctx, cid)
        return
    R.adjust(ctx, command["giver"], "food", -1, "a meal")
    R.adjust(ctx, cid, "health", 1, "Recover")
    spoiled = E.today(state, "food-spoils")
    if not spoiled:
        if S.mode(state) != "challenge":
            R.adjust(ctx, cid, "energy", 1, "Recover")
        R.adjust(ctx, cid, "terror", -1, "Recover")
    for ability in A.listing(ctx.state, cid, "rest"):
        if A.automatic(ability):
            A.use(ctx, cid, ability)


def _hungry(ctx, cid: str) -> None:
    """Classic Resting (Challenge mode): a Character who could not eat pays for it."""
    state = ctx.state
    if S.mode(state) != "challenge":
        return
    if state["chars"][cid]["exhausted"]:
        R.adjust(ctx, cid, "health", -1, "an empty belly after an Exhausted day")
    else:
        R.set_energy(ctx, cid, min(state["chars"][cid]["energy"], CLASSIC_HUNGRY_ENERGY), "hungry")


@auto("wyrdness")
def _wyrdness(ctx, step):
    state = ctx.state
    ctx.emit("wyrd_night", "", pop=1)
    worse = E.today(state, "wyrd-damage")
    for cid in state["order"]:
        ch = ctx.state["chars"][cid]
        if ctx.state["map"][ch["at"]]["side"] != "wyrd":
            continue
        frail = 1 if S.hero(state, cid)["weakness"]["rule"] == "frail-in-wyrd" else 0
        R.adjust(ctx, cid, "health", -(WYRD_HEALTH + worse + frail), "a night in the wyrdness")
        R.adjust(ctx, cid, "terror", WYRD_TERROR + worse, "a night in the wyrdness")


@auto("advance_all")
def _advance_all(ctx, step):
    state = ctx.state
    who = [c for c in state["order"] if advance.options(state, c)]
    ctx.emit("advancing", "", pop=1, push=[asking("advance", cid=c) for c in who])


@auto("visions")
def _visions(ctx, step):
    state = ctx.state
    spots = []
    for card in sorted(state["map"]):
        if S.location(card).get("vision") and S.at(state, card):
            spots.append(card)
    ctx.emit("night_falls", "", pop=1, push=[asking("vision", at=c) for c in spots])


def _vision_text(state, step):
    return "vision", {
        "text": f"A Vision may come to those sleeping at {S.location(step['at'])['name']}."
    }


def _vision_options(state, step):
    return [
        {"type": "read_vision", "label": "Read the Vision"},
        {"type": "sleep", "label": "Sleep without it"},
    ]


@ask("vision", _vision_text, _vision_options)
def _vision(ctx, step, command):
    state = ctx.state
    party = S.at(state, step["at"])
    if command["type"] == "sleep" or not party:
        ctx.emit("no_vision", "", pop=1)
        return
    ctx.emit(
        "vision_chosen",
        "",
        pop=1,
        changes=[(["today", "visions"], [*state["today"]["visions"], step["at"]])],
        push=[{"op": "explore", "party": party, "at": step["at"], "kind": "vision"}],
    )


@auto("eod_dying")
def _dying(ctx, step):
    ctx.emit("night_ends", "", pop=1)
    death.check_end_of_day(ctx)
