"""Bond cards: drawing them (Limbo's Bonds reshuffled when the deck runs dry), attaching one
(one Element at a time, Root bouncing it back; the third Spirit asks for a Spirit Bonus, which
``spirit_bonus`` carries out), spending them, and the Light Spirit Bonus that keeps its Spirits
while three Spirits and Light remain."""

from __future__ import annotations

from game.core.agenda import clone
from game.games.grim.rules import state as S
from game.games.grim.rules import status_marks
from game.games.grim.rules.engine import asking


def draw(ctx, seat: int, count: int = 1, why: str = "") -> list[str]:
    state = ctx.state
    drawn = []
    for _ in range(count):
        if not state["bond_deck"]:
            refill(ctx)
            if not state["bond_deck"]:
                break
        deck = state["bond_deck"]
        drawn.append(deck[0])
        ctx.emit(
            "bond_drawn",
            f"Player {seat + 1} draws a Bond card{why}.",
            reveal=True,
            changes=[
                (["bond_deck"], deck[1:]),
                (["players", seat, "hand"], state["players"][seat]["hand"] + [deck[0]]),
            ],
        )
    return drawn


def refill(ctx) -> None:
    """Only the Bond cards of Limbo make the new Bond Deck; Grim stay in Limbo."""
    state = ctx.state
    limbo = state["limbo"]
    bonds = [c for c in limbo if c in state["bond_kinds"]]
    if not bonds:
        return
    order = ctx.chance.shuffled(bonds, "shuffle:bond_deck")
    ctx.emit(
        "bond_deck_renewed",
        "The Bond Deck ran out: Limbo's Bonds are shuffled into a new one.",
        changes=[(["bond_deck"], order), (["limbo"], [c for c in limbo if c not in bonds])],
    )


def attach(ctx, seat: int, slot: int, bond: str, why: str = "") -> None:
    """Attach ``bond`` from its owner's hand (seat) to the Grim at (seat, slot)."""
    state = ctx.state
    g = clone(S.at(state, seat, slot))
    kind = state["bond_kinds"][bond]
    hand = [c for c in state["players"][seat]["hand"] if c != bond]
    limbo = list(state["limbo"])
    note = ""
    if kind != "spirit":
        old = [b for b in g["bonds"] if state["bond_kinds"][b] != "spirit"]
        for b in old:
            g["bonds"].remove(b)
            limbo.append(b)
        if old:
            note = f", replacing its {state['bond_kinds'][old[0]].title()} Element"
    g["bonds"].append(bond)
    label = "a Spirit" if kind == "spirit" else f"{S.article(kind.title())} Element"
    ctx.emit(
        "bond_attached",
        f"{S.grim_name(g['card'])} takes {label}{note}{why}.",
        changes=[(["field", seat, slot], g), (["players", seat, "hand"], hand), (["limbo"], limbo)],
        seat=seat,
        slot=slot,
        bond=bond,
        kind=kind,
    )
    if g["status"] == "root":
        bounce(ctx, seat, slot)
        return
    if kind == "spirit" and S.spirits(state, g) == 3 and not g["bonus"].get("light"):
        ctx.emit(
            "spirit_bonus_due",
            "Three Spirits: a Spirit Bonus must be chosen.",
            push=[asking("spirit_bonus", seat, card=g["card"])],
        )
    check_light(ctx, seat, slot)


def bounce(ctx, seat: int, slot: int) -> None:
    """Every attached Bond goes back to its player's hand; this is what clears Root."""
    g = clone(S.at(ctx.state, seat, slot))
    if not g["bonds"]:
        return
    back = g["bonds"]
    g["bonds"] = []
    ctx.emit(
        "bonds_bounced",
        f"{S.grim_name(g['card'])}'s Bonds bounce back to Player {seat + 1}'s hand.",
        changes=[
            (["field", seat, slot], g),
            (["players", seat, "hand"], ctx.state["players"][seat]["hand"] + back),
        ],
    )
    status_marks.clear(ctx, seat, slot, "root", " as its Bonds bounce")
    check_light(ctx, seat, slot)


def spend(ctx, seat: int, slot: int, chosen: list[str]) -> None:
    """Discard the attached Bonds the player chose (to pay for Healing), to Limbo in the order
    they were picked: the last one picked ends on top."""
    if not chosen:
        return
    g = clone(S.at(ctx.state, seat, slot))
    g["bonds"] = [b for b in g["bonds"] if b not in chosen]
    names = ", ".join(
        "a Spirit"
        if ctx.state["bond_kinds"][b] == "spirit"
        else f"{S.article(ctx.state['bond_kinds'][b].title())} Element"
        for b in chosen
    )
    ctx.emit(
        "bonds_spent",
        f"{S.grim_name(g['card'])} spends {names}.",
        changes=[(["field", seat, slot], g), (["limbo"], ctx.state["limbo"] + list(chosen))],
    )
    check_light(ctx, seat, slot)


def check_light(ctx, seat: int, slot: int) -> None:
    """A Light Spirit Bonus needs three Spirits and Light; without Light but with the Spirits,
    a new (non-Light) Spirit Bonus is chosen and the Spirits go."""
    g = S.at(ctx.state, seat, slot)
    if g is None or not g["bonus"].get("light"):
        return
    if S.spirits(ctx.state, g) >= 3 and "light" in S.elements(ctx.state, g):
        return
    g = clone(g)
    del g["bonus"]["light"]
    push = []
    if S.spirits(ctx.state, g) >= 3:
        push = [asking("spirit_bonus", seat, card=g["card"], no_light=True)]
    ctx.emit(
        "light_bonus_lost",
        f"{S.grim_name(g['card'])} loses its Light Spirit Bonus.",
        changes=[(["field", seat, slot], g)],
        push=push,
    )
