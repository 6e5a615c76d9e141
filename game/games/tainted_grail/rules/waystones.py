"""Waystones: placing a model in a slot (Activate a Waystone, or the story), flipping the
wyrdness cards it touches to clear, Fading one, and moving one when every model is out.

The price of the Action (Magic with Wealth or Food, or the Blood Price) is priced here too, for
each mode, so the Action's list and its payment agree.
"""

from __future__ import annotations

from game.games.tainted_grail.rules import mapping
from game.games.tainted_grail.rules import places as P
from game.games.tainted_grail.rules import state as S
from game.games.tainted_grail.rules import tracks as R
from game.games.tainted_grail.rules.today import today

ACTION_ENERGY = 2


def models(state: dict) -> int:
    return S.world()["campaign"]["waystone_models"]


def models_left(state: dict) -> int:
    return models(state) - len(state["waystones"])


def price(state: dict, how: str, food_first: bool = False) -> dict:
    """The bill of Activate a Waystone for the whole game's Characters, less today's discount.
    ``how``: "coin" (Magic and Wealth-or-Food) or "blood" (pay Health, gain Terror)."""
    n = S.characters_in_game(state)
    mode = S.mode(state)
    energy = max(0, ACTION_ENERGY + today(state, "waystone-cost"))
    if mode == "challenge":
        energy += n
    if how == "blood":
        health, terror = (2 * n, n) if mode == "story" else (3 * n, 2 * n)
        return {"energy": energy, "health": health, "terror": terror}
    bill = {"energy": energy, "magic": n}
    if mode != "story":
        bill["food" if food_first else "wealth"] = n
    return bill


def coin_bills(state: dict, payers: list[str]) -> list[tuple[str, dict]]:
    """The coin price paid with Wealth, with Food, or mixed as far as the party must."""
    base = price(state, "coin")
    n = base.get("wealth", 0)
    if not n:
        return [("", base)]
    wealth = sum(state["chars"][c]["wealth"] for c in payers)
    food = sum(state["chars"][c]["food"] for c in payers)
    out = []
    for label, w in (("Wealth", min(n, wealth)), ("Food", n - min(n, food))):
        bill = {k: v for k, v in base.items() if k != "wealth"}
        bill["wealth"], bill["food"] = w, n - w
        bill = {k: v for k, v in bill.items() if v}
        if all(bill != b for _, b in out):
            out.append((label, bill))
    return out


def place(ctx, card: str, corner: str, take: list[int] | None = None) -> None:
    """A model into ``card``'s ``corner`` slot (taken from ``take`` when all are out), then
    every wyrdness card it touches turns clear."""
    state = ctx.state
    point = P.corner_point(state, card, corner)
    if point in state["waystones"]:
        return
    stones = [list(p) for p in state["waystones"]]
    line = f"A waystone wakes at {S.location(card)['name']}."
    if models_left(state) <= 0:
        if take is None or take not in stones:
            return
        stones.remove(take)
        where = names_of(state, take)
        line = f"The waystone at {where} goes dark and wakes again at {S.location(card)['name']}."
    ctx.emit("waystone", line, changes=[(["waystones"], [*stones, point])])
    flips = [c for c in P.touching(ctx.state, point) if ctx.state["map"][c]["side"] == "wyrd"]
    for c in flips:
        ctx.emit(
            "flip", f"{S.location(c)['name']} turns clear.", changes=[(["map", c, "side"], "clear")]
        )


def names_of(state: dict, point: list[int]) -> str:
    cards = P.touching(state, point)
    return " / ".join(S.location(c)["name"] for c in cards) or "an empty corner"


def place_by_story(ctx, card: str, take: list[int] | None = None) -> None:
    """``waystone 121``: a model into the card's first empty slot (top-left, top-right,
    bottom-left, bottom-right); when every model is out, the one farthest from everyone moves."""
    state = ctx.state
    if card not in state["map"]:
        mapping.reveal(ctx, card)
    free = [c for c in P.CORNER_OFFSET if c in P.empty_slots(ctx.state, card)]
    if not free:
        return
    if models_left(ctx.state) <= 0 and take is None:
        take = farthest(ctx.state)
    place(ctx, card, free[0], take)


def fade(ctx, point: list[int], why: str) -> None:
    state = ctx.state
    if point not in state["waystones"]:
        return
    where = names_of(state, point)
    ctx.emit(
        "fade",
        f"The waystone at {where} Fades ({why}).",
        changes=[(["waystones"], [p for p in state["waystones"] if p != point])],
        reveal=True,
    )
    if S.has_secret(ctx.state, list(ctx.state["order"]), 1):  # the Lamp-Brand
        for cid in ctx.state["order"]:
            R.adjust(ctx, cid, "terror", 1, "the Lamp-Brand burns")


def fade_at(ctx, card: str, why: str, highest: bool = False) -> bool:
    """Fade a waystone touching ``card``: of several, the one touching the lowest-numbered
    Location first (``highest``: the one touching the highest-numbered). False when none
    touches it."""
    state = ctx.state
    points = [p for p in P.slot_points(state, card).values() if p in state["waystones"]]
    if not points:
        return False
    if highest:
        chosen = max(points, key=lambda p: max(S.number(c) for c in P.touching(state, p)))
    else:
        chosen = min(points, key=lambda p: min(S.number(c) for c in P.touching(state, p)))
    fade(ctx, chosen, why)
    return True


def farthest(state: dict) -> list[int] | None:
    """The model farthest (in cards) from every Character; ties to the earliest placed."""
    if not state["waystones"]:
        return None
    spots = {state["chars"][c]["at"] for c in state["order"]}
    reach = [P.distances(state, s) for s in spots]

    def gap(point: list[int]) -> int:
        cards = P.touching(state, point)
        return min((r.get(c, 99) for r in reach for c in cards), default=99)

    return max(state["waystones"], key=gap)


def fade_farthest(ctx) -> None:
    point = farthest(ctx.state)
    if point is not None:
        fade(ctx, point, "Limited Stability")
