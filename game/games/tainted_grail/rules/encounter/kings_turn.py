"""The Kings' part of each Activation and of the effects: after the Delayed Abilities step
(the step ``enc_kings``), Impact ticks, Spawning grows a Bloom and the Weather turns; and the
Kings' phrases (``host N``, ``spawn N``, ``bloom N``, ``trait+ X``, ``trait- X``, ``reshuffle``)
join the Encounter's effects (registered on import)."""

from __future__ import annotations

from game.games.tainted_grail.rules.encounter import board as B
from game.games.tainted_grail.rules.encounter import content as C
from game.games.tainted_grail.rules.encounter import effects as F
from game.games.tainted_grail.rules.encounter import ending as N
from game.games.tainted_grail.rules.encounter import kings_bloom as KB
from game.games.tainted_grail.rules.encounter import kings_deck as D
from game.games.tainted_grail.rules.encounter import kings_host as KH
from game.games.tainted_grail.rules.encounter import kings_weather as KW
from game.games.tainted_grail.rules.encounter import steps as T
from game.games.tainted_grail.rules.engine import auto


def after_delayed(state: dict, cid: str) -> list[dict]:
    """What an Activation pushes after its Delayed Abilities step (nothing for other cards)."""
    return [T.step("enc_kings", act=True, cid=cid)] if D.king(state) else []


@auto("enc_kings")
def _after_delayed(ctx, step):
    state = ctx.state
    e = B.enc(state)
    first = e["turn"] == 1 and len(e["activated"]) == 1
    ctx.emit("kings_turn", "", pop=1)
    KH.impact(ctx, step["cid"])
    KB.spawning(ctx)
    KW.after_delayed(ctx, step["cid"], first)
    N.checks(ctx)


def _host(ctx, node, step):
    KH.host(ctx, node, step)


def _spawn(ctx, node, step):
    KB.grow(ctx, node["n"])


def _bloom(ctx, node, step):
    KB.add_markers(ctx, node["n"])


def _trait(ctx, node, step):
    k = D.king(ctx.state)
    name = node["trait"]
    if node["add"]:
        allowed = C.COMBAT_TRAITS if B.is_combat(ctx.state) else C.DIPLOMACY_TRAITS
        parsed = C._trait(name, allowed, "a story scene")
        D.set_(ctx, "traits_plus", [*k["traits_plus"], parsed], f"The Encounter gains {name}.")
        D.set_(ctx, "traits_minus", [t for t in k["traits_minus"] if t != name])
    else:
        D.set_(ctx, "traits_minus", [*k["traits_minus"], name], f"The Encounter loses {name}.")


def _reshuffle(ctx, node, step):
    """``reshuffle``: the King's deck rebuilt, the way his mechanic does it."""
    state = ctx.state
    cid = B.enc(state)["active"] or step["cid"]
    mechanic = D.king(state)["mechanic"]
    if mechanic == "host":
        paid = KH.rebuild(ctx, cid)
    elif mechanic == "spawn":
        paid = KB.reshuffle(ctx, cid)
    else:
        paid = KW.reshuffle(ctx, cid)
    ctx.emit("reshuffled", "", push=paid)


def _only_kings(handler):
    """A King's phrase does nothing in an Encounter without a King."""

    def run(ctx, node, step):
        if D.king(ctx.state):
            handler(ctx, node, step)

    return run


F.BOARD.update(
    {
        "host": _only_kings(_host),
        "spawn": _only_kings(_spawn),
        "bloom": _only_kings(_bloom),
        "trait": _only_kings(_trait),
        "reshuffle": _only_kings(_reshuffle),
    }
)
