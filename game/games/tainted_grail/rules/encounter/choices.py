"""The questions an effect asks the Active Character (effects.py pushes them): which option of
a ``choose``, whether to pay for a ``may``, which card to discard, which card loses a Time
marker. Each goes to the seat holding that Character (the step's ``hand``)."""

from __future__ import annotations

from game.games.tainted_grail.rules import costs as C
from game.games.tainted_grail.rules import state as S
from game.games.tainted_grail.rules.encounter import board as B
from game.games.tainted_grail.rules.encounter import effects as F
from game.games.tainted_grail.rules.encounter import words as W
from game.games.tainted_grail.rules.engine import ask


def _choose_text(state, step):
    return "encounter", {"stage": "choice", "text": f"{S.name(state, step['hand'])} chooses one."}


def _choose_options(state, step):
    return [
        {"type": "pick", "index": i, "label": W.sentence(W.effects(o))}
        for i, o in enumerate(step["of"])
    ]


@ask("enc_choose", _choose_text, _choose_options)
def _chose(ctx, step, command):
    picked = step["of"][command["index"]]
    ctx.emit(
        "chosen",
        f"{S.name(ctx.state, step['hand'])} chooses: {W.effects(picked)}.",
        pop=1,
        push=[{**step["fx"], "list": picked}],
    )


def _may_text(state, step):
    node = step["node"]
    return "encounter", {
        "stage": "choice",
        "text": f"{S.name(state, step['hand'])} may pay {W.costs(node['pay'])} to "
        f"{W.effects(node['then'])}.",
    }


def _may_options(state, step):
    node = step["node"]
    return [
        {
            "type": "pay",
            "label": f"Pay {W.costs(node['pay'])}",
            "preview": W.sentence(W.effects(node["then"])),
        },
        {"type": "skip", "label": "Don't pay"},
    ]


@ask("enc_may", _may_text, _may_options)
def _may_chose(ctx, step, command):
    ctx.emit("may_chosen", "", pop=1)
    if command["type"] == "skip":
        return
    alloc = F.affordable(ctx.state, step["hand"], step["node"]["pay"])
    if alloc is None:
        return
    C.pay(ctx, alloc, "a card's ability")
    ctx.emit("may_paid", "", push=[{**step["fx"], "list": step["node"]["then"]}])


def _discard_text(state, step):
    return "encounter", {
        "stage": "discard",
        "text": f"{S.name(state, step['cid'])} discards {step['n']} card(s) from hand.",
    }


def discard_options(state, cid: str) -> list[dict]:
    """One command per different card in ``cid``'s hand (an effect's discard, or the End of
    the Turn's down to three)."""
    return [
        {"type": "discard", "card": c, "label": f"Discard {B.card_of(c)['name']}"}
        for c in dict.fromkeys(B.hand(state, cid))
    ]


def _discard_options(state, step):
    return discard_options(state, step["cid"])


@ask("enc_discard", _discard_text, _discard_options)
def _discard_chose(ctx, step, command):
    left = step["n"] - 1
    ctx.emit("discard_chosen", "", pop=1)
    F.discard(ctx, step["cid"], [command["card"]])
    if left > 0 and B.hand(ctx.state, step["cid"]):
        ctx.emit("discard_more", "", push=[{**step, "n": left}])


def _tick_text(state, step):
    return "encounter", {"stage": "tick", "text": "Take a Time marker off which card?"}


def _tick_options(state, step):
    return [
        {
            "type": "tick",
            "uid": e["uid"],
            "label": f"{B.card_of(e)['name']} ({e['time']} Time)",
            "preview": "Its Delayed ability happens when the last marker goes."
            if e["time"] <= step["n"]
            else f"{e['time'] - step['n']} will be left.",
        }
        for e in B.enc(state)["seq"]
        if e["time"] > 0
    ]


@ask("enc_tick", _tick_text, _tick_options)
def _tick_chose(ctx, step, command):
    ctx.emit("tick_chosen", "", pop=1)
    F.tick(ctx, command["uid"], step["n"], step["cid"])
