"""Free choices offered beside a turn's action: changing gear, spending global clues (rations,
Destiny, local clues, finding a lair), using a restoring or resource item, and the traits used
once a session outside combat (Spirit of the Wild, Herbal Lore)."""

from __future__ import annotations

from game.games.grimlore.rules import checks as C
from game.games.grimlore.rules import items as I
from game.games.grimlore.rules import outcomes as O
from game.games.grimlore.rules import phrases as W
from game.games.grimlore.rules import state as S
from game.games.grimlore.rules.crafting import craft, craft_options
from game.games.grimlore.rules.engine import auto, char, members, path_of
from game.games.grimlore.rules.rewards import clue_cost

RATION_CLUES, MAX_RATION_CLUES = 1, 3
LOCAL_CLUE, DESTINY_CLUES = 3, 5
LAIR = {"easy": 3, "medium": 5, "hard": 7}


def gear_options(state: dict, cids: list[str]) -> list[dict]:
    out = []
    for cid in cids:
        ch = char(state, cid)
        for item in ch["gear"]:
            if I.equip_moves(ch["gear"], item["uid"]):
                out.append(
                    {
                        "type": "equip",
                        "cid": cid,
                        "uid": item["uid"],
                        "label": f"{ch['name']} equips {I.label(item)}",
                        "preview": "free; what it replaces goes to the pack",
                    }
                )
    return out


def equip(ctx, cid: str, uid: int) -> None:
    ch = char(ctx.state, cid)
    moves = dict(I.equip_moves(ch["gear"], uid))
    gear = [{**i, "where": moves.get(i["uid"], i["where"])} for i in ch["gear"]]
    item = next(i for i in gear if i["uid"] == uid)
    ctx.emit(
        "equipped", f"{ch['name']} equips {I.label(item)}.", changes=[(path_of(cid, "gear"), gear)]
    )


def item_uses(state: dict, cids: list[str]) -> list[dict]:
    out = []
    for cid in cids:
        ch = char(state, cid)
        for item in ch["gear"]:
            t = I.traits(item)
            for trait in ("discard_restore", "use_restore"):
                if (
                    trait in t
                    and ch["energy"] < S.max_energy(ch)
                    and I.rested(ch, item)
                    and I.at_hand(item)
                ):
                    out.append(
                        {
                            "type": "restore",
                            "cid": cid,
                            "uid": item["uid"],
                            "label": f"{ch['name']} uses {I.label(item)}",
                            "preview": f"restore {t[trait]} Energy",
                        }
                    )
            if "discard_advantage" in t or "discard_skill_advantage" in t:
                spec = t.get("discard_advantage") or {
                    "attribute": t["discard_skill_advantage"],
                    "tokens": 1,
                }
                out.append(
                    {
                        "type": "charm",
                        "cid": cid,
                        "uid": item["uid"],
                        "label": f"{ch['name']} uses {I.label(item)}",
                        "preview": f"{W.count(spec['tokens'], 'advantage token')} for "
                        f"{spec['attribute'].replace('_', ' ')} tests",
                    }
                )
            if "discard_gain" in t:
                g = t["discard_gain"]
                out.append(
                    {
                        "type": "gain",
                        "cid": cid,
                        "uid": item["uid"],
                        "label": f"{ch['name']} cashes in {I.label(item)}",
                        "preview": f"+{g['amount']} {g['resource']}",
                    }
                )
    return out


def free_options(state: dict) -> list[dict]:
    cids = state["members"]
    out = gear_options(state, cids) + item_uses(state, cids)
    clues = state["party"]["clues"]
    if clues >= clue_cost(state, RATION_CLUES) and state.get("ration_clues", 0) < MAX_RATION_CLUES:
        out.append(
            {
                "type": "clue_ration",
                "label": "Spend a clue to find a Ration",
                "preview": "up to three a turn",
            }
        )
    if clues >= clue_cost(state, LOCAL_CLUE):
        out.append(
            {
                "type": "clue_local",
                "label": f"Trade {W.count(clue_cost(state, LOCAL_CLUE), 'clue')} for a local clue",
                "preview": "local clues serve quests",
            }
        )
    for ch in members(state):
        cost = clue_cost(state, DESTINY_CLUES, ch["id"])
        if clues >= cost and ch["destiny"] < S.max_destiny(ch):
            out.append(
                {
                    "type": "clue_destiny",
                    "cid": ch["id"],
                    "label": f"{W.count(cost, 'clue')}: Destiny for {ch['name']}",
                }
            )
        if (
            "spirit_of_the_wild" in ch["traits"]
            and "spirit_of_the_wild" not in ch["once"]
            and ch["energy"] < S.max_energy(ch)
        ):
            out.append(
                {
                    "type": "spirit",
                    "cid": ch["id"],
                    "label": f"{ch['name']} calls on the Spirit of the Wild",
                    "preview": "heal 3",
                }
            )
        if "herbal_lore" in ch["traits"] and "herbal_lore" not in ch["once"] and S.able(ch):
            out.append(
                {
                    "type": "herbs",
                    "cid": ch["id"],
                    "label": f"{ch['name']} brews a draught",
                    "preview": "heals the weakest by Social + Nature successes",
                }
            )
    if any("inventive" in ch["traits"] for ch in members(state)) and state["options"]["crafting"]:
        out += [o for o in craft_options(state) if "inventive" in char(state, o["cid"])["traits"]]
    for tier, base in LAIR.items():
        if clues >= clue_cost(state, base):
            out.append(
                {
                    "type": "lair",
                    "tier": tier,
                    "label": f"Spend {clue_cost(state, base)} "
                    f"clues to hunt {W.a(tier)} monster's lair",
                    "preview": "a fight starts",
                }
            )
    return out


def do_free(ctx, cmd: dict) -> None:
    state, kind = ctx.state, cmd["type"]
    party = state["party"]
    if kind == "equip":
        equip(ctx, cmd["cid"], cmd["uid"])
    elif kind == "restore":
        traits = use_item(ctx, cmd["cid"], cmd["uid"])
        O.heal(
            ctx, cmd["cid"], traits.get("discard_restore", traits.get("use_restore", 0)), "an item"
        )
    elif kind == "gain":
        g = use_item(ctx, cmd["cid"], cmd["uid"])["discard_gain"]
        ctx.emit(
            "gain",
            f"+{g['amount']} {g['resource']}.",
            changes=[(["party", g["resource"]], party[g["resource"]] + g["amount"])],
        )
    elif kind == "charm":
        t = use_item(ctx, cmd["cid"], cmd["uid"])
        spec = t.get("discard_advantage") or {
            "attribute": t["discard_skill_advantage"],
            "tokens": 1,
        }
        ctx.emit(
            "charm",
            f"The party gains {W.count(spec['tokens'], 'advantage token')} for "
            f"{spec['attribute'].replace('_', ' ')} tests.",
            changes=[(["advantage"], state["advantage"] + [spec["attribute"]] * spec["tokens"])],
        )
    elif kind in ("deconstruct", "construct"):
        craft(ctx, cmd)
    elif kind == "clue_ration":
        ctx.emit(
            "clue_ration",
            "A clue leads to a hidden cache: +1 Ration.",
            changes=[
                (["party", "clues"], party["clues"] - clue_cost(state, RATION_CLUES)),
                (["party", "rations"], party["rations"] + 1),
                (["ration_clues"], state.get("ration_clues", 0) + 1),
            ],
        )
    elif kind == "clue_local":
        ctx.emit(
            "clue_local",
            "Three clues come together into one lead.",
            changes=[
                (["party", "clues"], party["clues"] - clue_cost(state, LOCAL_CLUE)),
                (["party", "local_clues"], party["local_clues"] + 1),
            ],
        )
    elif kind == "clue_destiny":
        ch = char(state, cmd["cid"])
        ctx.emit(
            "clue_destiny",
            f"{ch['name']} glimpses their own story: +1 Destiny.",
            changes=[
                (["party", "clues"], party["clues"] - clue_cost(state, DESTINY_CLUES, ch["id"])),
                (path_of(ch["id"], "destiny"), ch["destiny"] + 1),
            ],
        )
    elif kind == "spirit":
        ch = char(state, cmd["cid"])
        ctx.emit(
            "spirit", "", changes=[(path_of(ch["id"], "once"), ch["once"] + ["spirit_of_the_wild"])]
        )
        O.heal(ctx, ch["id"], 3, "Spirit of the Wild")
    elif kind == "herbs":
        ch = char(state, cmd["cid"])
        ctx.emit(
            "herbs",
            "",
            changes=[(path_of(ch["id"], "once"), ch["once"] + ["herbal_lore"])],
            push=[
                C.test_step(ch["id"], "social", "nature", W.BREWING),
                {"op": "herbs_done"},
            ],
        )
    elif kind == "lair":
        ctx.emit(
            "lair_hunt",
            f"The clues lead to {W.a(cmd['tier'])} lair.",
            changes=[(["party", "clues"], party["clues"] - clue_cost(state, LAIR[cmd["tier"]]))],
            push=[{"op": "lair", "tier": cmd["tier"], "hunt": True}],  # no tile's event
        )


def use_item(ctx, cid: str, uid: int) -> dict:
    ch = char(ctx.state, cid)
    item = next(i for i in ch["gear"] if i["uid"] == uid)
    traits = I.traits(item)
    if I.used_up(item):
        ctx.emit(
            "discarded",
            f"{ch['name']} uses up {I.label(item)}.",
            changes=[(path_of(cid, "gear"), [i for i in ch["gear"] if i["uid"] != uid])],
        )
    elif "use_restore" in traits:  # kept, and ready again next session
        ctx.emit("used", "", changes=[(path_of(cid, "once"), ch["once"] + [I.spent_mark(item)])])
    return traits


@auto("herbs_done")
def _herbs_done(ctx, step):
    roll = ctx.state["roll"]
    weakest = min(members(ctx.state), key=lambda c: c["energy"] - S.max_energy(c))
    ctx.emit("herbs_brewed", "", pop=1)
    if roll["net"] > 0:
        O.heal(ctx, weakest["id"], roll["net"], "a herbal draught")
