"""The optional crafting system (*Crafting System*): a character with Crafting 3 takes a proper,
non-magic item apart to learn its make, then crafts it from its upgrade value in Ore and its
enchant value in Essence; each 6 on Might + Crafting is an add-on slot (none: a flawed item).
Done in a friendly settlement, or anywhere by a character with Inventive."""

from __future__ import annotations

from game.games.grimlore.rules import checks as C
from game.games.grimlore.rules import content
from game.games.grimlore.rules import items as I
from game.games.grimlore.rules import phrases as W
from game.games.grimlore.rules.engine import auto, char, members, path_of
from game.games.grimlore.rules.rewards import new_item


def craft_options(state: dict) -> list[dict]:
    out, party = [], state["party"]
    for ch in members(state):
        if ch["skills"]["crafting"] < 3:
            continue
        for it in ch["gear"]:
            if I.proper(it) and not it.get("magic") and it["id"] not in ch["blueprints"]:
                out.append(
                    {
                        "type": "deconstruct",
                        "cid": ch["id"],
                        "uid": it["uid"],
                        "label": f"{ch['name']} takes apart {I.label(it)} to learn it",
                    }
                )
        for key in ch["blueprints"]:
            card = content.load()["items"][key]
            if (
                party["ore"] >= card["upgrade"]
                and party["essence"] >= card["enchant"]
                and I.place_new(ch["gear"], I.instance(0, key)) is not None
            ):
                out.append(
                    {
                        "type": "construct",
                        "cid": ch["id"],
                        "item": key,
                        "label": f"{ch['name']} crafts {W.a(card['name'])}",
                        "preview": f"{card['upgrade']} ore, {card['enchant']} essence; "
                        "Might + Crafting: each 6 is a slot",
                    }
                )
    return out


def craft(ctx, cmd: dict) -> None:
    """Deconstruct an item to learn it, or build a learned one (in town, or anywhere with
    Inventive)."""
    state, kind = ctx.state, cmd["type"]
    party, data = state["party"], content.load()
    if kind == "deconstruct":
        ch = char(state, cmd["cid"])
        item = next(i for i in ch["gear"] if i["uid"] == cmd["uid"])
        ctx.emit(
            "deconstructed",
            f"{ch['name']} takes apart {I.label(item)} and learns its make.",
            changes=[
                (path_of(ch["id"], "gear"), [i for i in ch["gear"] if i["uid"] != cmd["uid"]]),
                (path_of(ch["id"], "blueprints"), ch["blueprints"] + [item["id"]]),
            ],
        )
    elif kind == "construct":
        card = data["items"][cmd["item"]]
        ctx.emit(
            "crafting",
            f"{char(state, cmd['cid'])['name']} sets to work on {W.a(card['name'])}.",
            changes=[
                (["party", "ore"], party["ore"] - card["upgrade"]),
                (["party", "essence"], party["essence"] - card["enchant"]),
            ],
            push=[
                C.test_step(cmd["cid"], "might", "crafting", W.CRAFTING),
                {"op": "crafted", "cid": cmd["cid"], "item": cmd["item"]},
            ],
        )


@auto("crafted")
def _crafted(ctx, step):
    state = ctx.state
    ch = char(state, step["cid"])
    sixes = state["roll"]["sixes"]
    if state["roll"].get("passed"):
        sixes = max(sixes, 1)
    if sixes == 0 and "talented" in ch["traits"]:
        sixes = 1
    item = new_item(ctx, step["item"])
    item.update(cap=sixes, flawed=sixes == 0, crafted=True)
    item["where"] = I.place_new(ch["gear"], item)
    ctx.emit(
        "crafted",
        f"{ch['name']} crafts {I.label(item)} with {W.count(sixes, 'slot')}.",
        pop=1,
        changes=[(path_of(ch["id"], "gear"), ch["gear"] + [item])],
    )
