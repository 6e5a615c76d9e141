"""Items and Secret cards in the Characters' hands.

Items come from the decks on the table (top card), or from the box when their deck is not on
the table (a random card of that deck); a spent deck gives nothing. A party's new Item goes to
the member carrying fewest (they may trade it later). Only one Item or Secret with each of the
Weapon, Armor, Shield and Relic keywords is active at a time: a new one joins face down when
the slot is taken (a ruling: the book asks the owner to choose at once; swapping is free
between Actions). Secrets come out of the Secret deck only when the story names them: a Global
one lies in the middle of the table, any other goes to the party member who read it.
"""

from __future__ import annotations

from game.core import decks as K
from game.games.tainted_grail.rules import state as S

CHALLENGE_ITEM_LIMIT = 5


def item_card(item_id: str) -> dict:
    return S.world()["items"][item_id]


def slot_keyword(keywords: list[str]) -> str | None:
    return next((k for k in keywords if k in S.KEYWORD_SLOTS), None)


def active_keywords(state: dict, cid: str) -> set[str]:
    world = S.world()
    ch = state["chars"][cid]
    out = {k for i in ch["items"] if i["active"] for k in world["items"][i["id"]]["keywords"]}
    for number, holder in state["secrets"].items():
        if holder == cid:
            out |= set(world["secrets"][int(number)]["keywords"])
    return out & set(S.KEYWORD_SLOTS)


def owner_of(state: dict, item_id: str) -> str | None:
    return next(
        (c for c in state["order"] if any(i["id"] == item_id for i in state["chars"][c]["items"])),
        None,
    )


def receiver(state: dict, party: list[str]) -> str:
    return min(party, key=lambda c: (len(state["chars"][c]["items"]), party.index(c)))


def give(ctx, cid: str, item_id: str, line: str, reveal: bool = True) -> None:
    state = ctx.state
    ch = state["chars"][cid]
    slot = slot_keyword(item_card(item_id)["keywords"])
    active = slot is None or slot not in active_keywords(state, cid)
    items = [*ch["items"], {"id": item_id, "active": active}]
    ctx.emit("item_gained", line, changes=[(["chars", cid, "items"], items)], reveal=reveal)
    if S.mode(state) == "challenge" and len(items) > CHALLENGE_ITEM_LIMIT:
        cheapest = min(items, key=lambda i: (item_card(i["id"])["value"], i["id"]))
        drop(ctx, cid, cheapest["id"], "too much to carry in Challenge mode")


def _from_deck(ctx, item_id: str) -> bool:
    decks = ctx.state["item_decks"]
    for deck, cards in decks.items():
        if item_id in cards:
            ctx.emit(
                "item_taken",
                "",
                changes=[(["item_decks", deck], [c for c in cards if c != item_id])],
            )
            return True
    return False


def _in_box(state: dict, deck: str) -> list[str]:
    """The deck's Items in the box: not held, not in a deck, and not a later chapter's own
    (those stay in the box until their chapter)."""
    owned = {i["id"] for c in state["order"] for i in state["chars"][c]["items"]}
    in_decks = {c for cards in state["item_decks"].values() for c in cards}
    return sorted(
        k
        for k, v in S.world()["items"].items()
        if v["deck"] == deck
        and k not in owned
        and k not in in_decks
        and v.get("from_chapter", 1) <= state["chapter"]
    )


def draw_item(ctx, deck: str, party: list[str]) -> None:
    state = ctx.state
    if deck in state["item_decks"]:
        cards = state["item_decks"][deck]
        if not cards:
            ctx.emit("no_item", f"The {deck} Item deck is spent; the reward is lost.")
            return
        item_id = cards[0]
        ctx.emit("item_drawn", "", changes=[(["item_decks", deck], cards[1:])])
    else:
        box = _in_box(state, deck)
        if not box:
            return
        item_id = ctx.chance.choice(box, f"box:{deck}")
    cid = receiver(ctx.state, party)
    give(ctx, cid, item_id, f"{S.name(ctx.state, cid)} gains {item_card(item_id)['name']}.")


def gain_item(ctx, item_id: str, party: list[str]) -> None:
    """A named Item: from its deck, or from the box when its deck is not on the table; nothing
    when someone already carries it."""
    state = ctx.state
    if owner_of(state, item_id) is not None:
        return
    if not _from_deck(ctx, item_id):
        deck = item_card(item_id)["deck"]
        if deck in state["item_decks"]:
            return  # the card is in play elsewhere: the reward is lost
    cid = receiver(ctx.state, party)
    give(ctx, cid, item_id, f"{S.name(ctx.state, cid)} gains {item_card(item_id)['name']}.")


def drop(ctx, cid: str, item_id: str, why: str) -> None:
    """The Item leaves its owner for the bottom of its deck (or the box)."""
    state = ctx.state
    ch = state["chars"][cid]
    items = list(ch["items"])
    index = next(i for i, it in enumerate(items) if it["id"] == item_id)
    items.pop(index)
    changes: list = [(["chars", cid, "items"], items)]
    deck = item_card(item_id)["deck"]
    if deck in state["item_decks"]:
        changes.append((["item_decks", deck], K.put_under(state["item_decks"][deck], [item_id])))
    ctx.emit(
        "item_lost",
        f"{S.name(state, cid)} gives up {item_card(item_id)['name']} ({why}).",
        changes=changes,
    )
    refill_slot(ctx, cid, item_card(item_id)["keywords"])


def refill_slot(ctx, cid: str, keywords: list[str]) -> None:
    """After an active Item leaves, a face-down one of its keyword takes its place."""
    slot = slot_keyword(keywords)
    if slot is None or slot in active_keywords(ctx.state, cid):
        return
    items = [dict(i) for i in ctx.state["chars"][cid]["items"]]
    spare = next(
        (
            i
            for i in items
            if not i["active"] and slot_keyword(item_card(i["id"])["keywords"]) == slot
        ),
        None,
    )
    if spare is not None:
        spare["active"] = True
        ctx.emit("item_active", "", changes=[(["chars", cid, "items"], items)])


def discard_cheapest(ctx, party: list[str]) -> None:
    state = ctx.state
    held = [
        (item_card(i["id"])["value"], party.index(c), c, i["id"])
        for c in party
        for i in state["chars"][c]["items"]
    ]
    if held:
        _, _, cid, item_id = min(held)
        drop(ctx, cid, item_id, "discarded")


def lose_item(ctx, item_id: str, party: list[str]) -> None:
    cid = owner_of(ctx.state, item_id)
    if cid is not None:
        drop(ctx, cid, item_id, "it is gone")


def use_up(ctx, cid: str, item_id: str) -> None:
    drop(ctx, cid, item_id, "used up")


# --- Secrets -------------------------------------------------------------------------------------


def secret_card(number: int) -> dict:
    return S.world()["secrets"][int(number)]


def gain_secret(ctx, number: int, party: list[str]) -> None:
    state = ctx.state
    key = str(number)
    if key in state["secrets"]:
        return
    card = secret_card(number)
    holder = "global" if "global" in card["keywords"] else party[0]
    who = "in the middle of the table" if holder == "global" else f"to {S.name(state, holder)}"
    seen = sorted({*state["seen_secrets"], number})
    changes: list = [(["secrets", key], holder), (["seen_secrets"], seen)]
    slot = slot_keyword(card["keywords"])
    if holder != "global" and slot is not None:  # a Secret is always face up: the Item rests
        items = [
            {**i, "active": i["active"] and slot_keyword(item_card(i["id"])["keywords"]) != slot}
            for i in state["chars"][holder]["items"]
        ]
        changes.append((["chars", holder, "items"], items))
    ctx.emit(
        "secret_gained",
        f"Secret card {number}, {card['name']}, goes {who}: {card['text']}",
        changes=changes,
        reveal=True,
    )


def lose_secret(ctx, number: int) -> None:
    state = ctx.state
    key = str(number)
    if key not in state["secrets"]:
        return
    holder = state["secrets"][key]
    secrets = {k: v for k, v in state["secrets"].items() if k != key}
    ctx.emit(
        "secret_returned",
        f"Secret card {number}, {secret_card(number)['name']}, goes back to the Secret deck.",
        changes=[(["secrets"], secrets)],
    )
    if holder != "global":
        refill_slot(ctx, holder, secret_card(number)["keywords"])


def secrets_of(state: dict, cid: str) -> list[int]:
    return sorted(int(n) for n, holder in state["secrets"].items() if holder == cid)
