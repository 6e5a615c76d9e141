"""Visiting a friendly settlement: buying any basic item, paying a Gold to see what the merchant
has from the advanced deck (twice a visit), selling at half price, fitting upgrades and
enchantments (the item's fee in Gold plus the card's Ore or Essence), the optional crafting
system (deconstruct a proper item to learn it, then build it from Ore and Essence with a
Might + Crafting test whose 6s become slots), and a full rest for a Gold."""

from __future__ import annotations

from game.games.grimlore.rules import content
from game.games.grimlore.rules import items as I
from game.games.grimlore.rules import phrases as W
from game.games.grimlore.rules import state as S
from game.games.grimlore.rules.crafting import craft, craft_options
from game.games.grimlore.rules.engine import ask, asking, auto, char, members, path_of
from game.games.grimlore.rules.free import equip, gear_options
from game.games.grimlore.rules.rewards import draw_card, new_item, shuffle_back

LOOKS_PER_VISIT = 2
LOOK_PRICE = 1
FULL_REST = 1


@auto("visit")
def _visit(ctx, step):
    tile = content.load()["tiles"][ctx.state["tile"]]
    ctx.emit(
        "visit",
        f"The party enters {W.place(tile['name'])}.",
        pop=1,
        changes=[(["visit"], {"looks": 0})],
        push=[asking("town"), {"op": "leave_town"}],
    )


@auto("leave_town")
def _leave(ctx, step):
    if ctx.state["offer"]:
        shuffle_back(ctx, "advanced", ctx.state["offer"])
    ctx.emit(
        "left_town", "The party leaves town.", pop=1, changes=[(["visit"], None), (["offer"], None)]
    )


def fee_gold(item: dict, kind: str, ch: dict) -> int | None:
    """The smith's fee to fit an add-on, in Gold: the item's upgrade or enchant value (Magitech
    enchants an item that takes none, at twice its upgrade value)."""
    card = I.card(item)
    if kind == "upgrade":
        return card["upgrade"] or None
    if card["enchant"]:
        return card["enchant"]
    if "magitech" in ch["traits"] and card["upgrade"]:
        return 2 * card["upgrade"]
    return None


def can_fit(item: dict, addon: dict, ch: dict) -> int | None:
    """The Gold fee to fit ``addon`` to ``item``, or None when it can't go there (a flawed or
    full item, the wrong kind of item, an item that takes no such add-on)."""
    if item.get("flawed") or len(item["addons"]) >= item["cap"]:
        return None
    if I.card(item)["kind"] not in I.addon_card(addon)["fits"]:
        return None
    return fee_gold(item, addon["kind"], ch)


def _resource(kind: str) -> str:
    return "ore" if kind == "upgrade" else "essence"


def _room(state: dict, item_id: str) -> list[dict]:
    probe = I.instance(0, item_id)
    return [ch for ch in members(state) if I.place_new(ch["gear"], probe) is not None]


def _town_options(state, step):
    party, data, out = state["party"], content.load(), [{"type": "leave", "label": "Leave town"}]
    gold = party["gold"]
    if state["offer"]:
        item = data["items"][state["offer"]]
        for ch in _room(state, state["offer"]):
            if gold >= item["price"]:
                out.append(
                    {
                        "type": "buy_offer",
                        "cid": ch["id"],
                        "label": f"Buy {item['name']} for {ch['name']} ({item['price']} gold)",
                    }
                )
        out.append({"type": "pass_offer", "label": f"Hand {item['name']} back"})
        return out
    if gold >= FULL_REST and any(ch["energy"] < S.max_energy(ch) for ch in members(state)):
        out.append(
            {
                "type": "full_rest",
                "label": "Full rest at the tavern (1 gold)",
                "preview": "everyone back to full Energy",
            }
        )
    if gold >= LOOK_PRICE and state["visit"]["looks"] < LOOKS_PER_VISIT:
        out.append(
            {
                "type": "look",
                "label": "Pay 1 gold to see the merchant's special stock",
                "preview": f"{W.count(LOOKS_PER_VISIT - state['visit']['looks'], 'look')} left",
            }
        )
    for key in content.items_of("basic"):
        item = data["items"][key]
        if item["price"] > gold:
            continue
        for ch in _room(state, key):
            out.append(
                {
                    "type": "buy",
                    "item": key,
                    "cid": ch["id"],
                    "label": f"Buy {item['name']} for {ch['name']} ({item['price']} gold)",
                    "preview": item["line"],
                }
            )
    for ch in members(state):
        for it in ch["gear"]:
            out.append(
                {
                    "type": "sell",
                    "cid": ch["id"],
                    "uid": it["uid"],
                    "label": f"Sell {ch['name']}'s {I.label(it)} ({I.worth(it)} gold)",
                }
            )
            for index, addon in enumerate(party["cards"]):
                fee = can_fit(it, addon, ch)
                cost = I.addon_card(addon)["cost"]
                res = _resource(addon["kind"])
                if fee is not None and gold >= fee and party[res] >= cost:
                    out.append(
                        {
                            "type": "fit",
                            "cid": ch["id"],
                            "uid": it["uid"],
                            "card": index,
                            "label": f"Fit {I.addon_card(addon)['name']} to {ch['name']}'s "
                            f"{I.label(it)}",
                            "preview": f"{fee} gold and {cost} {res}",
                        }
                    )
    for index, addon in enumerate(party["cards"]):
        spec = I.addon_card(addon)
        out.append(
            {
                "type": "sell_card",
                "card": index,
                "label": f"Sell the {addon['kind']} {spec['name']} ({spec['cost'] // 2} gold)",
            }
        )
    if state["options"]["crafting"]:
        out += craft_options(state)
    return out + gear_options(state, state["members"])


@ask(
    "town",
    lambda s, st: ("town", {"text": "In town: trade, craft or rest, then leave."}),
    _town_options,
)
def _town(ctx, step, cmd):
    state, kind = ctx.state, cmd["type"]
    party, data = state["party"], content.load()
    if kind == "leave":
        ctx.emit("leaving", "", pop=1)
    elif kind == "full_rest":
        changes = [(path_of(ch["id"], "energy"), S.max_energy(ch)) for ch in members(state)]
        ctx.emit(
            "full_rest",
            "A night at the tavern: everyone is rested.",
            changes=changes + [(["party", "gold"], party["gold"] - FULL_REST)],
        )
    elif kind == "look":
        card = draw_card(ctx, "advanced")
        ctx.emit(
            "offer",
            f"The merchant shows {W.a(data['items'][card]['name'])} "
            f"({data['items'][card]['price']} gold).",
            reveal=True,
            changes=[
                (["party", "gold"], party["gold"] - LOOK_PRICE),
                (["offer"], card),
                (["visit", "looks"], state["visit"]["looks"] + 1),
            ],
        )
    elif kind == "pass_offer":
        shuffle_back(ctx, "advanced", state["offer"])
        ctx.emit("offer_back", "The merchant puts it away.", changes=[(["offer"], None)])
    elif kind in ("buy", "buy_offer"):
        key = cmd.get("item", state["offer"])
        price = data["items"][key]["price"]
        item = new_item(ctx, key)
        ch = char(state, cmd["cid"])
        item["where"] = I.place_new(ch["gear"], item)
        ctx.emit(
            "bought",
            f"{ch['name']} buys {I.label(item)} for {price} gold.",
            changes=[
                (["party", "gold"], state["party"]["gold"] - price),
                (path_of(ch["id"], "gear"), ch["gear"] + [item]),
                (["offer"], None),
            ],
        )
    elif kind == "sell":
        ch = char(state, cmd["cid"])
        item = next(i for i in ch["gear"] if i["uid"] == cmd["uid"])
        ctx.emit(
            "sold",
            f"{ch['name']} sells {I.label(item)} for {I.worth(item)} gold.",
            changes=[
                (["party", "gold"], party["gold"] + I.worth(item)),
                (path_of(ch["id"], "gear"), [i for i in ch["gear"] if i["uid"] != cmd["uid"]]),
            ],
        )
    elif kind == "sell_card":
        spec = I.addon_card(party["cards"][cmd["card"]])
        cards = [c for i, c in enumerate(party["cards"]) if i != cmd["card"]]
        ctx.emit(
            "card_sold",
            f"The party sells {spec['name']} for {spec['cost'] // 2} gold.",
            changes=[
                (["party", "gold"], party["gold"] + spec["cost"] // 2),
                (["party", "cards"], cards),
            ],
        )
    elif kind == "fit":
        _fit(ctx, cmd)
    elif kind in ("deconstruct", "construct"):
        craft(ctx, cmd)
    else:
        equip(ctx, cmd["cid"], cmd["uid"])


def _fit(ctx, cmd: dict) -> None:
    state = ctx.state
    party = state["party"]
    ch = char(state, cmd["cid"])
    addon = party["cards"][cmd["card"]]
    gear = [dict(i) for i in ch["gear"]]
    item = next(i for i in gear if i["uid"] == cmd["uid"])
    fee, spec = can_fit(item, addon, ch), I.addon_card(addon)
    res = _resource(addon["kind"])
    item["addons"] = item["addons"] + [addon]
    cards = [c for i, c in enumerate(party["cards"]) if i != cmd["card"]]
    ctx.emit(
        "fitted",
        f"{spec['name']} is fitted to {ch['name']}'s {I.label(item)} "
        f"({fee} gold, {spec['cost']} {res}).",
        changes=[
            (path_of(ch["id"], "gear"), gear),
            (["party", "cards"], cards),
            (["party", "gold"], party["gold"] - fee),
            (["party", res], party[res] - spec["cost"]),
        ],
    )
