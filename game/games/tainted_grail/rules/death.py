"""Death. A Dying Character (Health 0) dies when they lose Health again, or when an End of the
Day finishes with their Health still at 0 ("You Are Dying", conditions.yaml).

Without the Lamp-Brand (Secret 1, the party's Brand) death ends the campaign for everyone. With
it, and while any waystone stands, the Brand draws on the others as the book's Secret Rules say:
each other Character loses 1 Health and gains 2 Terror, Time Passes once, the fallen gains 4
Health, and every Character's Energy drops to 0. With no waystone left the Brand has nothing to
draw on (the book sends the party to a verse of its own; ours ends the campaign there). The
Brand pulls each Character back at most once a Day: a second death the same Day is final (so the
Brand's feeding can't chain deaths and returns for ever). A return after the night's Rest (the
Dying who die as the night ends, or in its wyrdness) takes the Rest again at dawn, as the
Exhausted rest: the Brand's price is the spent day, not the next one (a ruling; without it a
Character pulled back on a wyrdness card woke with no Energy to leave it and died there again).
"""

from __future__ import annotations

from game.games.tainted_grail.rules import chronicle
from game.games.tainted_grail.rules import companions as K
from game.games.tainted_grail.rules import events as E
from game.games.tainted_grail.rules import state as S
from game.games.tainted_grail.rules import tracks as R
from game.games.tainted_grail.rules.engine import auto

BRAND = 1


@auto("die")
def _die(ctx, step):
    state = ctx.state
    cid = step["cid"]
    ch = state["chars"][cid]
    if ch["health"] > 0:
        ctx.emit("spared", "", pop=1)
        return
    revived = state["today"]["revived"]
    why = ""
    if not S.has_secret(state, list(state["order"]), BRAND):
        why = "and no Brand holds them"
    elif not state["waystones"]:
        why = "and no waystone is left for the Lamp-Brand to draw on"
    elif cid in revived:
        why = "a second time today, and the Lamp-Brand has nothing left to give"
    if why:
        ctx.emit(
            "death",
            f"{S.name(state, cid)} dies ({step['why']}), {why}. The campaign ends.",
            changes=[(["stage"], "over"), (["result"], {"ended": "death", "who": cid})],
            pop=1,
            reveal=True,
        )
        return
    chronicle.died(ctx, cid, step["why"])
    ctx.emit(
        "death",
        f"{S.name(state, cid)} dies ({step['why']}), and the Lamp-Brand on their palm "
        "drags them back, feeding on the others.",
        changes=[(["today", "revived"], [*revived, cid])],
        pop=1,
        reveal=True,
    )
    K.stay_behind(ctx, cid)
    for other in state["order"]:
        if other != cid:
            R.adjust(ctx, other, "health", -1, "the Brand feeds")
            R.adjust(ctx, other, "terror", 2, "the Brand feeds")
    E.time_passes(ctx, 1)
    R.adjust(ctx, cid, "health", 4, "the Brand restores them")
    for other in ctx.state["order"]:
        R.set_energy(ctx, other, 0, "the Brand's price")
    if _night_rest_taken(ctx.state):
        _rest_at_dawn(ctx)


def _night_rest_taken(state: dict) -> bool:
    return state["stage"] == "end" and not any(s.get("op") == "rest" for s in state["agenda"])


def _rest_at_dawn(ctx) -> None:
    """Everyone the Brand emptied rests as the Exhausted do, so the morning is not lost too."""
    gain = max(0, R.EXHAUSTED_REST + E.today(ctx.state, "rest-energy"))
    for cid in ctx.state["order"]:
        R.adjust(ctx, cid, "energy", gain, "an Exhausted rest at dawn")
    changes = [(["chars", cid, "exhausted"], False) for cid in ctx.state["order"]]
    ctx.emit("dawn_rest", "", changes=changes)


def check_end_of_day(ctx) -> None:
    """Whoever is still Dying when the End of the Day finishes dies."""
    for cid in ctx.state["order"]:
        if ctx.state["chars"][cid]["dying"] and ctx.state["chars"][cid]["health"] == 0:
            ctx.emit(
                "dying_check",
                "",
                push=[{"op": "die", "cid": cid, "why": "the night passed with no Health left"}],
            )
