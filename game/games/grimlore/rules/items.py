"""Items as the party carries them: an instance of a card with its upgrades and enchantments,
where it sits (hands, body, back, neck, pack, spells, bag), and what it adds up to (attack,
damage type, traits) once its add-ons are counted."""

from __future__ import annotations

from game.games.grimlore.rules import content

SLOT_OF = {
    "weapon": "hand",
    "shield": "hand",
    "armor": "body",
    "back": "back",
    "trinket": "neck",
    "spell": "spells",
    "consumable": "bag",
}
EQUIPPED = ("hand", "body", "back", "neck")
BASE_PACK = 2  # proper items a character carries unequipped (the book's inventory)


def card(item: dict) -> dict:
    return content.load()["items"][item["id"]]


def addon_card(addon: dict) -> dict:
    table = "upgrades" if addon["kind"] == "upgrade" else "enchantments"
    return content.load()[table][addon["id"]]


def instance(
    uid: int,
    item_id: str,
    *,
    cap: int | None = None,
    flawed: bool = False,
    magic: str | None = None,
) -> dict:
    """A new item: ``cap`` is how many upgrades and enchantments it takes in all (a found item:
    one if it has an upgrade or enchant cost, or its Enchant trait's number)."""
    data = content.load()["items"][item_id]
    if cap is None:
        cap = data.get("traits", {}).get("enchant", 1 if data["upgrade"] or data["enchant"] else 0)
    return {
        "uid": uid,
        "id": item_id,
        "addons": [],
        "cap": 0 if flawed else cap,
        "flawed": flawed,
        "magic": magic,
        "where": "pack",
    }


def addons(item: dict) -> list[dict]:
    extra = [{"kind": "enchantment", "id": item["magic"]}] if item.get("magic") else []
    return [addon_card(a) for a in extra + item["addons"]]


def traits(item: dict) -> dict:
    out = dict(card(item).get("traits", {}))
    for addon in addons(item):
        for key, value in addon.get("traits", {}).items():
            if isinstance(value, list):
                out[key] = sorted(set(out.get(key, [])) | set(value))
            elif isinstance(value, int) and not isinstance(value, bool) and key in out:
                out[key] = out[key] + value
            else:
                out[key] = value
    return out


def attack(item: dict) -> dict | None:
    base = card(item).get("attack")
    if base is None:
        return None
    out = dict(base)
    out.setdefault("range", 1)
    for addon in addons(item):
        out["damage"] += addon.get("damage", 0)
        if "type" in addon:
            out["type"] = addon["type"]
    if out["style"] == "melee":
        out["range"] = 1 + traits(item).get("reach", 0)
        if traits(item).get("large"):
            out["damage"] += 1  # the book: large melee weapons do +1 damage
    return out


def own_boost(item: dict) -> int:
    """+damage from discarding the item itself (a Whetstone): it serves any weapon."""
    return card(item).get("traits", {}).get("discard_damage", 0)


def addon_boost(item: dict) -> int:
    """+damage from spending the item's own add-ons (a Honed edge): only for that weapon."""
    return sum(addon.get("traits", {}).get("discard_damage", 0) for addon in addons(item))


def boosts(gear: list[dict], weapon: dict) -> list[tuple[dict, int]]:
    """What may be spent on a hit with ``weapon``: its own Honed edge, and any other carried
    item whose card is a one-use damage boost."""
    out = [(weapon, addon_boost(weapon))] if addon_boost(weapon) else []
    return out + [(i, own_boost(i)) for i in gear if i["uid"] != weapon["uid"] and own_boost(i)]


def spend_boost(item: dict) -> dict | None:
    """The item after its boost is spent: the add-ons that carry it come off (their slot is free
    again), or None when the whole item is used up."""
    if own_boost(item):
        return None
    kept = [a for a in item["addons"] if "discard_damage" not in addon_card(a).get("traits", {})]
    return {**item, "addons": kept}


def used_up(item: dict) -> bool:
    """Using this item discards it: a consumable, or a card whose own traits say Discard (an
    add-on's Discard trait spends only the add-on; a Use item is kept, see ``rested``)."""
    own = card(item).get("traits", {})
    if "use_restore" in own:
        return False
    return card(item)["kind"] == "consumable" or any(k.startswith("discard") for k in own)


def spent_mark(item: dict) -> str:
    """What a character's once-a-session list holds when a Use item has been used."""
    return f"used:{item['uid']}"


def rested(ch: dict, item: dict) -> bool:
    """A Use item (not a Discard one) is kept, and serves once a session."""
    return spent_mark(item) not in ch["once"]


def proper(item: dict) -> bool:
    return card(item)["kind"] in content.PROPER


def at_hand(item: dict) -> bool:
    """A weapon, shield, armour, pack or trinket works only while held or worn; a spell, a
    potion or a charm in the bag works from there."""
    return not proper(item) or item["where"] in EQUIPPED


def hands(item: dict) -> int:
    return 2 if traits(item).get("large") else 1


def label(item: dict) -> str:
    text = card(item)["name"]
    if item.get("magic"):
        text = f"{addon_card({'kind': 'enchantment', 'id': item['magic']})['name']} {text}"
    if item["addons"]:
        text += " (" + ", ".join(addon_card(a)["name"] for a in item["addons"]) + ")"
    return text + (" [flawed]" if item.get("flawed") else "")


CRAFTED_SLOT_GOLD = 2  # the book: each slot a crafted item has raises its price by 2 Gold


def worth(item: dict) -> int:
    """What a merchant pays: half of the price and every add-on's resource cost together (a
    magic item's own enchantment too), rounded down once; a flawed item counts half its price;
    a crafted item adds 2 Gold for each slot it has."""
    price = card(item)["price"]
    combined = (price // 2 if item.get("flawed") else price) + sum(a["cost"] for a in addons(item))
    gold = combined // 2
    if item.get("crafted"):
        gold += CRAFTED_SLOT_GOLD * item["cap"]
    return gold


def pack_room(gear: list[dict]) -> int:
    space = sum(traits(i).get("inventory_space", 0) for i in gear if i["where"] == "back")
    used = sum(1 for i in gear if i["where"] == "pack")
    return BASE_PACK + space - used


def equip_moves(gear: list[dict], uid: int) -> list[tuple[int, str]] | None:
    """[(uid, where)] that equipping ``uid`` makes (the displaced items go to the pack), or None
    when the pack can't hold what is displaced."""
    item = next(i for i in gear if i["uid"] == uid)
    slot = SLOT_OF[card(item)["kind"]]
    if slot not in EQUIPPED or item["where"] == slot:
        return None
    moves = [(uid, slot)]
    if slot == "hand":
        held = [i for i in gear if i["where"] == "hand"]
        need = hands(item) - (2 - sum(hands(i) for i in held))
        out = []
        for other in held:
            if need <= 0:
                break
            out.append(other)
            need -= hands(other)
    else:
        out = [i for i in gear if i["where"] == slot]
    moves += [(o["uid"], "pack") for o in out]
    after = [{**i, "where": dict(moves).get(i["uid"], i["where"])} for i in gear]
    return moves if pack_room(after) >= 0 else None


def place_new(gear: list[dict], item: dict) -> str | None:
    """Where a newly gained item goes: its slot if free, else the pack, else nowhere (None)."""
    slot = SLOT_OF[card(item)["kind"]]
    if slot in ("spells", "bag"):
        return slot
    if slot == "hand":
        if sum(hands(i) for i in gear if i["where"] == "hand") + hands(item) <= 2:
            return "hand"
    elif not any(i["where"] == slot for i in gear):
        return slot
    return "pack" if pack_room(gear) > 0 else None
