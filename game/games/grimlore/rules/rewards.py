"""Loot: a reward kind (a basic or advanced item, an upgrade, an enchantment, a magic item or
resources), what may change it before it is drawn (the book's swaps, clue upgrades and the
traits that upgrade loot), the draw from its deck, and who takes an item."""

from __future__ import annotations

from game.core import decks as K
from game.games.grimlore.rules import content
from game.games.grimlore.rules import items as I
from game.games.grimlore.rules import phrases as W
from game.games.grimlore.rules.engine import ask, asking, auto, members, name, path_of

RESOURCE_LOOT = 2  # resources a monster's loot line gives
CLUE_UPGRADE = {
    "none": ("basic", 3),
    "basic": ("advanced", 5),
    "advanced": ("enchantment", 7),
    "enchantment": ("magic", 10),
}
SWAP = {"basic": "upgrade", "advanced": "enchantment"}
TRAIT_UPGRADE = {
    "threatening_demeanor": ("basic", "advanced"),
    "relic_hunter": ("advanced", "magic"),
    "master_negotiator": ("advanced", "magic"),
}
DECKS = ("basic", "advanced", "enchantment", "upgrade")
NAMES = {
    "none": "nothing",
    "basic": "a basic item",
    "advanced": "an advanced item",
    "enchantment": "an enchantment",
    "upgrade": "an upgrade",
    "magic": "a magic item",
}


def fresh_decks(chance) -> dict:
    data = content.load()
    cards = {
        "basic": content.items_of("basic"),
        "advanced": content.items_of("advanced"),
        "enchantment": list(data["enchantments"]),
        "upgrade": list(data["upgrades"]),
    }
    return {k: {"draw": K.shuffle(v, f"deck:{k}", chance), "discard": []} for k, v in cards.items()}


def draw_card(ctx, deck: str) -> str:
    """The top card of ``deck`` (reshuffling its discards when empty); it goes to the discard."""
    zones = ctx.state["decks"][deck]
    moved = K.draw(zones, 1, f"deck:{deck}", ctx.chance, into="discard", discard="discard")
    ctx.emit("deck_drawn", "", changes=[(["decks", deck], moved.zones)])
    return moved.cards[0]


def shuffle_back(ctx, deck: str, card: str) -> None:
    """A card looked at and not taken goes back into its deck, which is shuffled."""
    zones = ctx.state["decks"][deck]
    if card not in zones["discard"]:
        return
    moved = K.search(zones, card, "discard", "draw")
    moved = K.shuffle_zone(moved.zones, "draw", f"deck:{deck}", ctx.chance)
    ctx.emit("deck_shuffled", "", changes=[(["decks", deck], moved.zones)])


def clue_cost(state: dict, base: int, cid: str | None = None) -> int:
    """Cryptic Visions lowers by one (never below one) what its seer spends: a use for the whole
    party, which the seer may lead, or one for the seer alone; not one for another character
    (``cid``), such as their Destiny."""
    seers = [ch["id"] for ch in members(state) if "cryptic_visions" in ch["traits"]]
    if seers and (cid is None or cid in seers):
        return max(1, base - 1)
    return base


def loot_steps(kinds: list[str]) -> list[dict]:
    return [{"op": "loot", "kind": kind} for kind in kinds]


@auto("loot")
def _loot(ctx, step):
    kind = step["kind"]
    if kind == "none" and not _loot_options(ctx.state, {"loot": kind})[1:]:
        ctx.emit("no_loot", "There is no loot.", pop=1)  # nothing to choose: ask nothing
    elif kind in content.RESOURCES:
        party = ctx.state["party"]
        ctx.emit(
            "loot_resource",
            f"The party gathers {RESOURCE_LOOT} {kind}.",
            pop=1,
            changes=[(["party", kind], party[kind] + RESOURCE_LOOT)],
        )
    else:
        ctx.emit("loot_offered", "", pop=1, push=[asking("loot_choice", loot=kind)])


def _loot_options(state, step):
    kind, out = step["loot"], []
    out.append({"type": "take", "loot": kind, "label": f"Take {NAMES[kind]}"})
    if kind in SWAP:
        out.append(
            {"type": "take", "loot": SWAP[kind], "label": f"Take {NAMES[SWAP[kind]]} instead"}
        )
    if kind in CLUE_UPGRADE:
        better, base = CLUE_UPGRADE[kind]
        cost = clue_cost(state, base)
        if state["party"]["clues"] >= cost:
            out.append(
                {
                    "type": "clues",
                    "loot": better,
                    "cost": cost,
                    "label": f"Spend {W.count(cost, 'clue')} for {NAMES[better]}",
                }
            )
    for ch in members(state):
        for trait, (low, high) in TRAIT_UPGRADE.items():
            if kind == low and trait in ch["traits"] and trait not in ch["once"]:
                out.append(
                    {
                        "type": "trait",
                        "loot": high,
                        "cid": ch["id"],
                        "trait": trait,
                        "label": f"{ch['name']} uses {content.load()['traits'][trait]['name']}"
                        f" for {NAMES[high]}",
                    }
                )
    return out


@ask("loot_choice", lambda s, st: ("loot", {"text": f"Loot: {NAMES[st['loot']]}."}), _loot_options)
def _loot_choice(ctx, step, cmd):
    changes = []
    if cmd["type"] == "clues":
        changes.append((["party", "clues"], ctx.state["party"]["clues"] - cmd["cost"]))
    if cmd["type"] == "trait":
        once = ctx.state["party"]["roster"][cmd["cid"]]["once"]
        changes.append((path_of(cmd["cid"], "once"), once + [cmd["trait"]]))
    push = [] if cmd["loot"] == "none" else [{"op": "draw_loot", "kind": cmd["loot"]}]
    ctx.emit("loot_chosen", "", pop=1, changes=changes, push=push)


def new_item(ctx, item_id: str, magic: str | None = None) -> dict:
    party = ctx.state["party"]
    item = I.instance(party["next_uid"], item_id, magic=magic)
    ctx.emit("uid", "", changes=[(["party", "next_uid"], party["next_uid"] + 1)])
    return item


@auto("draw_loot")
def _draw_loot(ctx, step):
    kind = step["kind"]
    data = content.load()
    if kind in ("upgrade", "enchantment"):
        card = draw_card(ctx, kind)
        table = data["upgrades" if kind == "upgrade" else "enchantments"]
        cards = ctx.state["party"]["cards"] + [{"kind": kind, "id": card}]
        ctx.emit(
            "card_looted",
            f"The party finds the {kind} {table[card]['name']}.",
            pop=1,
            changes=[(["party", "cards"], cards)],
            reveal=True,
        )
        return
    if kind == "magic":  # the party picks the deck its base comes from
        ctx.emit("magic_found", "", pop=1, push=[asking("magic_base")])
        return
    found(ctx, new_item(ctx, draw_card(ctx, kind)))


def found(ctx, item: dict) -> None:
    """The loot step is done: the party sees the item and says who takes it."""
    ctx.emit(
        "item_found",
        f"The party finds {I.label(item)}.",
        pop=1,
        reveal=True,
        push=[asking("who_takes", item=item)],
    )


def _base_options(state, step):
    return [
        {
            "type": "base",
            "deck": deck,
            "label": f"Draw its base from the {deck} deck",
            "preview": "until a weapon, shield, armour, pack or trinket that takes an add-on",
        }
        for deck in ("basic", "advanced")
    ]


@ask(
    "magic_base",
    lambda s, st: ("magic_base", {"text": "A magic item: draw its base from which deck?"}),
    _base_options,
)
def _magic_base(ctx, step, cmd):
    ctx.emit("magic_base", "", pop=1, push=[{"op": "draw_magic", "deck": cmd["deck"]}])


@auto("draw_magic")
def _draw_magic(ctx, step):
    """The book's magic item: draw until a proper item that can be upgraded or enchanted, then
    an enchantment is set on it at no cost."""
    for _ in range(40):
        card = draw_card(ctx, step["deck"])
        probe = I.instance(0, card)
        if I.proper(probe) and probe["cap"] > 0:
            break
    found(ctx, new_item(ctx, card, magic=draw_card(ctx, "enchantment")))


def _who_options(state, step):
    item = step["item"]
    out = [
        {"type": "give", "cid": ch["id"], "label": f"{ch['name']} takes {I.label(item)}"}
        for ch in members(state)
        if I.place_new(ch["gear"], item) is not None
    ]
    if state["visit"] is not None:
        out.append({"type": "sell", "label": f"Sell {I.label(item)} for {I.worth(item)} gold"})
    out.append({"type": "leave", "label": f"Leave {I.label(item)} behind"})
    return out


@ask(
    "who_takes",
    lambda s, st: ("who_takes", {"text": f"Who takes {I.label(st['item'])}?"}),
    _who_options,
)
def _who_takes(ctx, step, cmd):
    item = dict(step["item"])
    state = ctx.state
    if cmd["type"] == "give":
        ch = state["party"]["roster"][cmd["cid"]]
        item["where"] = I.place_new(ch["gear"], item)
        ctx.emit(
            "item_taken",
            f"{ch['name']} takes {I.label(item)}.",
            pop=1,
            changes=[(path_of(cmd["cid"], "gear"), ch["gear"] + [item])],
        )
    elif cmd["type"] == "sell":
        ctx.emit(
            "item_sold",
            f"The party sells {I.label(item)} for {I.worth(item)} gold.",
            pop=1,
            changes=[(["party", "gold"], state["party"]["gold"] + I.worth(item))],
        )
    else:
        ctx.emit("item_left", f"{I.label(item)} is left behind.", pop=1)


def give_item(ctx, item: dict) -> None:
    """Offer a new item to the party (who takes it)."""
    ctx.emit("item_offered", "", push=[asking("who_takes", item=item)])


__all__ = ["fresh_decks", "draw_card", "loot_steps", "give_item", "new_item", "name"]
