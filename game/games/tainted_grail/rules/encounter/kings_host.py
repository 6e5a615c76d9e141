"""Osric's Host (the enemy-card deck King, and his followers): *Impact N* keeps N oath markers
on the Encounter card, one coming off after each Delayed Abilities step; at none its effect
happens and the N go back. ``host N`` turns the top Host card onto the end of the Sequence,
played by nobody: its Keys join the card before it (a closing Bonus goes to the Active
Character), its On Placement part happens, it is never the Activation's first card and asks for
no ``play``. Knocked out, it goes aside. A Host card wanted from an empty Host rebuilds it:
the Sequence and discard piles back into their decks, the Host laid out again in its listed
order, the King's price paid; then the card is turned up."""

from __future__ import annotations

from game.games.tainted_grail.rules.encounter import board as B
from game.games.tainted_grail.rules.encounter import keys as Y
from game.games.tainted_grail.rules.encounter import kings_deck as D
from game.games.tainted_grail.rules.encounter import steps as T
from game.games.tainted_grail.rules.encounter import words as W


def impact(ctx, cid: str) -> None:
    """After the Delayed Abilities step: one oath marker off; at none, the Impact."""
    state = ctx.state
    trait = D.trait(B.encounter_card(state), "impact")
    k = D.king(state)
    if trait is None or k["oaths"] is None:
        return
    left = max(0, k["oaths"] - 1)
    if left:
        D.set_(ctx, "oaths", left, f"Impact: {left} oath marker{'s' if left != 1 else ''} left.")
        return
    D.set_(ctx, "oaths", trait["n"], f"Impact! {W.sentence(W.effects(trait['effects']))}.")
    ctx.emit("impact", "", push=[T.fx(trait["effects"], cid)])


def host(ctx, node: dict, step: dict) -> None:
    """The phrase ``host N``: one Host card now, the rest after its On Placement part."""
    cid = B.enc(ctx.state)["active"] or step["cid"]
    paid = rebuild(ctx, cid) if not D.king(ctx.state)["host"] else []
    k = D.king(ctx.state)
    if not k["host"]:
        return  # an Encounter with no Host at all
    top, rest = k["host"][0], k["host"][1:]
    D.set_(ctx, "host", rest)
    nodes = place(ctx, top, cid)
    more = [T.fx([{**node, "n": node["n"] - 1}], step["cid"])] if node["n"] > 1 else []
    ctx.emit("host_placed", "", push=[*paid, T.fx(nodes, cid, B.last(ctx.state)["uid"]), *more])


def place(ctx, card_id: str, cid: str) -> list[dict]:
    """A Host card onto the end of the Sequence; returns what it resolves (its Bonuses for the
    Active Character, then its On Placement part)."""
    state = ctx.state
    before = B.last(state)
    card = B.card_of(card_id)
    gained = Y.gains(state, B.card_of(before), card, cid, False)
    gained = [g for g in gained if not all(b["op"] == "play" for b in g["bonuses"])]
    seq, uid, _ = B.laid(state, card_id, None, [g["row"] for g in gained])
    ctx.emit(
        "host_card",
        f"The Host: {card['name']} joins the Sequence ({Y.describe(gained)}).",
        changes=[(["encounter", "seq"], seq), (["encounter", "next_uid"], uid + 1)],
        reveal=True,
    )
    return Y.nodes(state, gained) + card["abilities"].get("place", [])


def rebuild(ctx, cid: str) -> list[dict]:
    """The Host laid out again; returns the price's step, to push before the card is placed."""
    card = B.encounter_card(ctx.state)
    D.back_to_decks(ctx)
    D.set_(ctx, "host", list(card["host_list"]), "The Host is laid out again.")
    D.set_(ctx, "host_aside", [])
    return D.price(ctx, cid)


def knocked_out(ctx, card_id: str) -> None:
    """A Host card discarded from the Sequence waits aside until the Host is rebuilt."""
    k = D.king(ctx.state)
    D.set_(ctx, "host_aside", [*k["host_aside"], card_id])
