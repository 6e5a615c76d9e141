"""What the party brings besides cards: the "Pay X charges" abilities on cards in the Sequence
(the Active Character may use any card's, its owner's consent taken as given at one table),
and the Skills and Items whose effect is ``pool N``, ``prevent N``, ``affinity N`` or
``draw N``. A Skill or a flipped Item works once per Encounter (the Item is flipped back when
it ends, the book's Items rule); a discarded one once.
The Active Character uses any of theirs; another party member may only ready a Prevent, which
shields themselves alone from the next Enemy Attack (the book's Items rule)."""

from __future__ import annotations

from game.games.tainted_grail.rules import abilities as AB
from game.games.tainted_grail.rules import costs as C
from game.games.tainted_grail.rules import possessions as H
from game.games.tainted_grail.rules import state as S
from game.games.tainted_grail.rules.encounter import board as B
from game.games.tainted_grail.rules.encounter import steps as T
from game.games.tainted_grail.rules.encounter import words as W

CONVERT = {"pool": "pool", "affinity": "up", "draw-cards": "draw"}


def _usable(state: dict, cid: str, member: str) -> list[dict]:
    e = B.enc(state)
    found = []
    for a in AB.listing(state, member, e["kind"]):
        if a["key"] in e["used"] or not a["effects"]:
            continue
        shield_only = all(x["op"] == "prevent" for x in a["effects"])
        if member != cid and not shield_only:
            continue
        if C.split(state, [member], a["bill"]) is None:
            continue
        found.append(a)
    return found


def options(state: dict, cid: str) -> list[dict]:
    e = B.enc(state)
    out = []
    for entry in e["seq"][1:]:
        use = B.card_of(entry)["abilities"].get("use")
        if use and entry["charges"] >= use["charges"]:
            out.append(
                {
                    "type": "use_charges",
                    "uid": entry["uid"],
                    "charges": use["charges"],
                    "label": f"{B.card_of(entry)['name']}: pay {use['charges']} charge"
                    f"{'s' if use['charges'] > 1 else ''}",
                    "preview": W.sentence(W.effects(use["effects"])) + ".",
                }
            )
    for member in e["party"]:
        for a in _usable(state, cid, member):
            price = f" ({a['pay']})" if a["pay"] else ""
            out.append(
                {
                    "type": "use_ability",
                    "key": a["key"],
                    "label": f"{S.name(state, member)}: {a['name']}{price}",
                    "preview": a["text"],
                }
            )
    return out


def use(ctx, cid: str, command: dict) -> None:
    state = ctx.state
    e = B.enc(state)
    if command["type"] == "use_charges":
        i = B.index_of(state, command["uid"])
        entry = e["seq"][i]
        spend = B.card_of(entry)["abilities"]["use"]
        ctx.emit(
            "charges_paid",
            f"{S.name(state, cid)} pays {spend['charges']} charge(s) of "
            f"{B.card_of(entry)['name']}.",
            changes=[(["encounter", "seq", i, "charges"], entry["charges"] - spend["charges"])],
            push=[T.fx(spend["effects"], cid, entry["uid"], act=True)],
        )
        return
    member, ability = next(
        (m, a) for m in e["party"] for a in _usable(state, cid, m) if a["key"] == command["key"]
    )
    ctx.emit(
        "gear_used",
        f"{S.name(state, member)} uses {ability['name']}.",
        changes=[(["encounter", "used"], [*e["used"], ability["key"]])],
    )
    if ability["pay"] == "discard":
        if ability["kind"] == "item":
            H.use_up(ctx, member, ability["ref"])
        else:
            H.lose_secret(ctx, ability["ref"])
    C.pay(ctx, C.split(ctx.state, [member], ability["bill"]) or {}, ability["name"])
    nodes = []
    for x in ability["effects"]:
        if x["op"] == "prevent":
            held = B.enc(ctx.state)["shields"].get(member, 0)
            ctx.emit(
                "shield",
                f"{S.name(state, member)} will Prevent {x['amount']} of the next Attack.",
                changes=[(["encounter", "shields", member], held + x["amount"])],
            )
        elif x["op"] in CONVERT:
            nodes.append({"op": CONVERT[x["op"]], "n": x["amount"], "each": False})
        else:
            nodes.append({"op": "day", "effect": x, "each": False})
    if nodes:
        ctx.emit("gear_effects", "", push=[T.fx(nodes, member, act=True)])
