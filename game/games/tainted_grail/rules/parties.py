"""Parties: Characters in one Location who act together until one leaves. Each Character is in
exactly one party (alone is a party of one); joining moves a Character into another party in
the same Location, leaving makes them a party of one. Nobody joins or leaves in the middle of an
Action: the Day's menu offers it only between Actions.

Between Actions, Characters in one Location may also trade Food, Wealth, Items and Secrets that
are not Personal or Global, hand over a companion (or take up one that waits there), and choose
which of their Items with one keyword is face up.
"""

from __future__ import annotations

from game.games.tainted_grail.rules import companions as K
from game.games.tainted_grail.rules import possessions as H
from game.games.tainted_grail.rules import state as S
from game.games.tainted_grail.rules import tracks as R
from game.games.tainted_grail.rules.engine import ask

TRADED = ("food", "wealth")


def _without(parties: list[list[str]], cid: str) -> list[list[str]]:
    return [p for p in ([c for c in party if c != cid] for party in parties) if p]


def join(ctx, cid: str, leader: str) -> None:
    state = ctx.state
    if cid in S.party_of(state, leader):
        return
    groups = _without(state["parties"], cid)
    for group in groups:
        if leader in group:
            group.append(cid)
    ctx.emit(
        "party_joined",
        f"{S.name(state, cid)} joins {S.name(state, leader)}'s party.",
        changes=[(["parties"], groups)],
    )


def leave(ctx, cid: str) -> None:
    state = ctx.state
    groups = [*_without(state["parties"], cid), [cid]]
    ctx.emit(
        "party_left", f"{S.name(state, cid)} leaves the party.", changes=[(["parties"], groups)]
    )


def menu(state: dict) -> list[dict]:
    """The join and leave commands of the Day's menu."""
    out = []
    for cid in state["order"]:
        mine = S.party_of(state, cid)
        here = state["chars"][cid]["at"]
        for group in state["parties"]:
            if cid in group or state["chars"][group[0]]["at"] != here:
                continue
            out.append(
                {
                    "type": "join",
                    "who": cid,
                    "with": group[0],
                    "label": f"{S.name(state, cid)} joins {S.names(state, group)}",
                    "preview": "They will take their next Actions together.",
                }
            )
        if len(mine) > 1:
            out.append(
                {
                    "type": "leave",
                    "who": cid,
                    "label": f"{S.name(state, cid)} leaves the party",
                    "preview": "They go their own way for now.",
                }
            )
    return out


# --- trading -------------------------------------------------------------------------------------


def trades(state: dict) -> list[dict]:
    world = S.world()
    out = []
    for a in state["order"]:
        ca = state["chars"][a]
        for b in state["order"]:
            if a == b or state["chars"][b]["at"] != ca["at"]:
                continue
            for what in TRADED:
                if ca[what] > 0 and R.room(state, b, what) > 0:
                    out.append(
                        {
                            "type": "give",
                            "from": a,
                            "to": b,
                            "what": what,
                            "label": f"{S.name(state, a)} gives 1 {what.capitalize()} to "
                            f"{S.name(state, b)}",
                        }
                    )
            for item in ca["items"]:
                out.append(
                    {
                        "type": "give",
                        "from": a,
                        "to": b,
                        "item": item["id"],
                        "label": f"{S.name(state, a)} gives {world['items'][item['id']]['name']}"
                        f" to {S.name(state, b)}",
                    }
                )
            for number in H.secrets_of(state, a):
                if "personal" not in world["secrets"][number]["keywords"]:
                    out.append(
                        {
                            "type": "give",
                            "from": a,
                            "to": b,
                            "secret": number,
                            "label": f"{S.name(state, a)} gives Secret card {number} to "
                            f"{S.name(state, b)}",
                        }
                    )
    return out


def swaps(state: dict) -> list[dict]:
    world = S.world()
    out = []
    for cid in state["order"]:
        taken = H.active_keywords(state, cid)
        items = state["chars"][cid]["items"]
        for item in items:
            slot = H.slot_keyword(world["items"][item["id"]]["keywords"])
            if item["active"] or slot is None:
                continue
            face_up = [
                i
                for i in items
                if i["active"] and H.slot_keyword(world["items"][i["id"]]["keywords"]) == slot
            ]
            if slot in taken and not face_up:
                continue  # a Secret fills that slot
            out.append(
                {
                    "type": "swap",
                    "who": cid,
                    "item": item["id"],
                    "label": f"{S.name(state, cid)} uses "
                    f"{world['items'][item['id']]['name']} as their {slot}",
                }
            )
    return out


def _text(state, step):
    return "trade", {
        "text": "Give to someone in your Location, take up a waiting companion, or turn "
        "Items face up."
    }


def _options(state, step):
    return [*trades(state), *K.hand_overs(state), *swaps(state), {"type": "back", "label": "Back"}]


@ask("trade", _text, _options)
def _choose(ctx, step, command):
    state = ctx.state
    world = S.world()
    if command["type"] == "back":
        ctx.emit("trade_closed", "", pop=1)
        return
    if command["type"] == "swap":
        cid = command["who"]
        slot = H.slot_keyword(world["items"][command["item"]]["keywords"])
        items = [
            {
                **i,
                "active": i["id"] == command["item"]
                or (i["active"] and H.slot_keyword(world["items"][i["id"]]["keywords"]) != slot),
            }
            for i in state["chars"][cid]["items"]
        ]
        ctx.emit(
            "swap",
            f"{S.name(state, cid)} now uses {world['items'][command['item']]['name']}.",
            changes=[(["chars", cid, "items"], items)],
        )
        return
    if command["type"] == "take_up":
        K.hand_over(ctx, command["companion"], command["who"])
        return
    a, b = command["from"], command["to"]
    if "companion" in command:
        K.hand_over(ctx, command["companion"], b)
    elif "what" in command:
        R.adjust(ctx, a, command["what"], -1, f"given to {S.name(state, b)}")
        R.adjust(ctx, b, command["what"], 1, f"from {S.name(state, a)}")
    elif "item" in command:
        items = [i for i in state["chars"][a]["items"] if i["id"] != command["item"]]
        ctx.emit("item_traded", "", changes=[(["chars", a, "items"], items)])
        H.refill_slot(ctx, a, world["items"][command["item"]]["keywords"])
        H.give(
            ctx,
            b,
            command["item"],
            f"{S.name(state, a)} hands "
            f"{world['items'][command['item']]['name']} to {S.name(state, b)}.",
            reveal=False,
        )
    else:
        ctx.emit(
            "secret_traded",
            f"{S.name(state, a)} hands Secret card {command['secret']} to {S.name(state, b)}.",
            changes=[(["secrets", str(command["secret"])], b)],
        )
