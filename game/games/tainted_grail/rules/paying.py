"""Settling a bill: a lone Character pays at once; a party is asked how to split it (shared
out, or one member paying what they can first), with a way back to the question it came from."""

from __future__ import annotations

from game.games.tainted_grail.rules import costs as C
from game.games.tainted_grail.rules.engine import ask, asking


def settle(
    ctx,
    payers: list[str],
    bill: dict,
    why: str,
    then: list[dict],
    owner: str | None = None,
    back: dict | None = None,
) -> None:
    """Pay ``bill`` and push ``then`` (the steps the payment buys); a party is asked first.
    The caller has already popped its own step. ``back``: the step a "back" restores."""
    bill = {k: n for k, n in bill.items() if n}
    if not bill:
        ctx.emit("paid", "", push=then)
        return
    if len(payers) == 1 or len(C.variants(ctx.state, payers, bill, owner)) == 1:
        alloc = C.split(ctx.state, payers, bill, owner=owner)
        if alloc is None:
            raise ValueError("a bill was offered that the party can't pay")
        C.pay(ctx, alloc, why)
        ctx.emit("paid", "", push=then)
        return
    ctx.emit(
        "pay_asked",
        "",
        push=[asking("pay", payers=payers, bill=bill, why=why, then=then, owner=owner, back=back)],
    )


def _text(state, step):
    return "pay", {
        "text": f"Who pays {C.words(step['bill'])} for {step['why']}?",
        "bill": step["bill"],
    }


def _options(state, step):
    out = []
    for index, (label, alloc) in enumerate(
        C.variants(state, step["payers"], step["bill"], step["owner"])
    ):
        out.append(
            {"type": "split", "index": index, "label": label, "preview": C.describe(state, alloc)}
        )
    out.append({"type": "back", "label": "Back", "preview": "Choose something else."})
    return out


@ask("pay", _text, _options)
def _choose(ctx, step, command):
    if command["type"] == "back":
        ctx.emit("pay_back", "", pop=1, push=[step["back"]] if step["back"] else [])
        return
    _, alloc = C.variants(ctx.state, step["payers"], step["bill"], step["owner"])[command["index"]]
    ctx.emit("pay_chosen", "", pop=1)
    C.pay(ctx, alloc, step["why"])
    ctx.emit("paid", "", push=step["then"])
