"""Resolving Encounter effects, one node at a time (the step ``enc_fx``), with a check after
each (a Combat is won, a Diplomacy ends, a Character drops out, the very moment it happens).

Whose: the step's Character (the Active one), or every party member still in the Encounter for
a phrase ending in ``each``. Costs in a party: Food, Magic and Wealth may come from anyone in
the Encounter, Energy, Health and Terror from the Active Character. A choice (``choose``,
``may``, a card to discard, a card to take a Time marker from) is asked of that Character.
"""

from __future__ import annotations

from game.games.tainted_grail.rules import costs as C
from game.games.tainted_grail.rules import effects as day  # the Day's effects engine
from game.games.tainted_grail.rules import state as S
from game.games.tainted_grail.rules import tracks as R
from game.games.tainted_grail.rules.encounter import board as B
from game.games.tainted_grail.rules.encounter import ending as N
from game.games.tainted_grail.rules.encounter import kings_bloom as KB
from game.games.tainted_grail.rules.encounter import kings_host as KH
from game.games.tainted_grail.rules.encounter import steps as T
from game.games.tainted_grail.rules.encounter import words as W
from game.games.tainted_grail.rules.encounter.conditions import holds
from game.games.tainted_grail.rules.engine import auto

TRACKS = ("energy", "health", "terror")
AFFINITY_CAP = 10  # the Duration die's highest face


@auto("enc_fx")
def _fx(ctx, step):
    state = ctx.state
    nodes = step["list"]
    conclusion = step["mode"] == "conclusion"
    if not nodes or not (B.in_play(state) or conclusion):
        ctx.emit("effects_done", "", pop=1)
        return
    rest = [{**step, "list": nodes[1:]}] if nodes[1:] else []
    ctx.emit("effect", "", pop=1, push=rest)
    node = nodes[0]
    if node.get("from") is not None and not B.is_active(state, node["from"]):
        return  # the card that added this part has left the Sequence
    apply(ctx, node, step)
    if not conclusion:
        N.checks(ctx)


def apply(ctx, node: dict, step: dict) -> None:
    state = ctx.state
    op = node["op"]
    if op in STRUCTURES:
        STRUCTURES[op](ctx, node, step)
        return
    if op not in PER_CHARACTER:
        BOARD[op](ctx, node, step)
        return
    e = B.enc(state)
    who = list(e["party"]) if node.get("each") else [step["cid"]]
    for cid in who:
        if cid in state["chars"]:
            PER_CHARACTER[op](ctx, node, step, cid)


# ---- the board: pool, affinity, duration, markers on cards, the Sequence -------------------


def _act(step: dict) -> bool:
    return bool(step.get("act"))


def last_active(state: dict, step: dict) -> str:
    e = B.enc(state)
    return e["active"] or step["cid"]


def _pool(ctx, node, step):
    state = ctx.state
    e = B.enc(state)
    if e["kind"] != "combat":
        return
    if KB.diverts(state, node, step):  # a Bloom may take the markers instead
        KB.ask_where(ctx, node, step)
        return
    new = e["pool"] + node["n"]
    short = max(0, -new)
    ctx.emit(
        "pool",
        f"Combat Pool {e['pool']} -> {max(0, new)}.",
        changes=[(["encounter", "pool"], max(0, new))],
    )
    if short:
        mill(ctx, last_active(state, step), short, "for the markers the Pool did not have")


def _affinity(ctx, node, step):
    state = ctx.state
    e = B.enc(state)
    if e["kind"] != "diplomacy":
        return
    if KB.diverts(state, node, step):  # a Bloom may take the slots instead
        KB.ask_where(ctx, node, step)
        return
    top = len(B.encounter_card(state)["slots"])
    moved = node["n"] if node["op"] == "up" else -node["n"]
    new = max(1, min(top, e["affinity"] + moved))
    short = max(0, 1 - (e["affinity"] + moved))
    ctx.emit(
        "affinity",
        f"Affinity {'up' if moved > 0 else 'down'} to slot {new} "
        f"({B.encounter_card(state)['slots'][new - 1]}).",
        changes=[(["encounter", "affinity"], new)],
    )
    if short:
        mill(ctx, last_active(state, step), short, "for the slots below the bottom")


def _duration(ctx, node, step):
    e = B.enc(ctx.state)
    if e["kind"] != "diplomacy":
        return
    low = 1 if KB.shrouded(ctx.state) else 0  # a shrouding Bloom keeps the talk going
    n = node["n"] * (len(e["party"]) if node.get("each") else 1)  # each: N per member talking
    new = max(min(low, e["duration"]), min(AFFINITY_CAP, e["duration"] + n))
    ctx.emit("duration", f"Duration {new}.", changes=[(["encounter", "duration"], new)])


def _markers(ctx, node, step):
    uid = step.get("src")
    found = B.entry(ctx.state, uid) if uid is not None else None
    if found is None:
        return
    field = "time" if node["op"] == "time" else "charges"
    i = B.index_of(ctx.state, uid)
    value = found[field] + node["n"]
    word = "Time markers" if field == "time" else "charges"
    ctx.emit(
        "markers",
        f"{B.card_of(found)['name']} has {value} {word}.",
        changes=[(["encounter", "seq", i, field], value)],
    )


def _tick(ctx, node, step):
    state = ctx.state
    timed = [e for e in B.enc(state)["seq"] if e["time"] > 0]
    if len(timed) == 1:
        tick(ctx, timed[0]["uid"], node["n"], step["cid"])
    elif timed:
        ctx.emit(
            "tick_asked",
            "",
            push=[
                T.question("enc_tick", _act(step), n=node["n"], cid=step["cid"], hand=step["cid"])
            ],
        )


def tick(ctx, uid: int, n: int, cid: str) -> None:
    """Take ``n`` Time markers off a card; the last one off triggers its Delayed ability."""
    state = ctx.state
    found = B.entry(state, uid)
    if found is None or found["time"] <= 0:
        return
    i = B.index_of(state, uid)
    left = max(0, found["time"] - n)
    card = B.card_of(found)
    ctx.emit(
        "time_marker",
        f"{card['name']}: {left} Time marker{'s' if left != 1 else ''} left.",
        changes=[(["encounter", "seq", i, "time"], left)],
    )
    delayed = card.get("abilities", {}).get("delayed")
    if left == 0 and delayed:
        ctx.emit(
            "delayed",
            f"{card['name']}'s Delayed ability: {W.effects(delayed)}.",
            push=[T.fx(delayed, cid, uid)],
        )


def _destroy(ctx, node, step):
    state = ctx.state
    seq = B.enc(state)["seq"]
    if len(seq) <= 1:
        return
    gone = seq[-1]
    card = B.card_of(gone)
    owner = gone["owner"]
    if owner is None:  # a King's Host card: aside until the Host is rebuilt
        ctx.emit(
            "destroyed",
            f"{card['name']} is knocked out of the Sequence.",
            changes=[(["encounter", "seq"], seq[:-1])],
        )
        KH.knocked_out(ctx, gone["card"])
    else:
        discard = [*B.zones(state, owner)["discard"], gone["card"]]
        ctx.emit(
            "destroyed",
            f"{card['name']} is discarded from the Sequence.",
            changes=[
                (["encounter", "seq"], seq[:-1]),
                (["encounter", "zones", owner, "discard"], discard),
            ],
        )
    push = []
    if card["abilities"].get("destroyed"):
        push.append(T.fx(card["abilities"]["destroyed"], step["cid"], None))
    if node["n"] > 1:
        push.append(T.fx([{**node, "n": node["n"] - 1}], step["cid"], step.get("src")))
    if push:
        ctx.emit("destroy_more", "", push=push)


def _run_away(ctx, node, step):
    N.finish(ctx, "run-away")


def _nothing(ctx, node, step):
    """Prevent, add and ignore change an Enemy Attack as it is built (attack.py)."""


def _day(ctx, node, step):
    e = B.enc(ctx.state)
    day.apply(ctx, node["effect"], e["party"] or [step["cid"]], e["at"])


# ---- per Character ------------------------------------------------------------------------


def _draw(ctx, node, step, cid):
    draw(ctx, cid, node["n"])


def draw(ctx, cid: str, n: int) -> None:
    """Draw from the Encounter deck; an empty deck gives what it has (no reshuffle)."""
    z = B.zones(ctx.state, cid)
    got = z["draw"][:n]
    if not got:
        return
    ctx.emit(
        "cards_drawn",
        f"{S.name(ctx.state, cid)} draws {len(got)} card{'s' if len(got) != 1 else ''}.",
        changes=B.zone_changes(cid, {"draw": z["draw"][n:], "hand": [*z["hand"], *got]}),
        reveal=True,
    )


def mill(ctx, cid: str, n: int, why: str = "") -> None:
    z = B.zones(ctx.state, cid)
    gone = z["draw"][:n]
    if not gone:
        return
    names = ", ".join(B.card_of(c)["name"] for c in gone)
    ctx.emit(
        "milled",
        f"{S.name(ctx.state, cid)} discards the top of the deck ({names}) {why}".strip() + ".",
        changes=B.zone_changes(cid, {"draw": z["draw"][n:], "discard": [*z["discard"], *gone]}),
        reveal=True,
    )


def _discard(ctx, node, step, cid):
    hand = B.hand(ctx.state, cid)
    if not hand:
        mill(ctx, cid, node["n"], "with no card in hand")
    elif len(hand) <= node["n"]:  # the hand runs out: the rest come off the top of the deck
        discard(ctx, cid, list(hand))
        mill(ctx, cid, node["n"] - len(hand), "with no card left in hand")
    else:
        ctx.emit(
            "discard_asked",
            "",
            push=[T.question("enc_discard", _act(step), cid=cid, n=node["n"], hand=cid)],
        )


def discard(ctx, cid: str, cards: list[str]) -> None:
    z = B.zones(ctx.state, cid)
    hand = list(z["hand"])
    for c in cards:
        hand.remove(c)
    names = ", ".join(B.card_of(c)["name"] for c in cards)
    ctx.emit(
        "discarded",
        f"{S.name(ctx.state, cid)} discards {names}.",
        changes=B.zone_changes(cid, {"hand": hand, "discard": [*z["discard"], *cards]}),
    )


def _mill(ctx, node, step, cid):
    mill(ctx, cid, node["n"])


def _damage(ctx, node, step, cid):
    n = node["n"]
    if node["op"] == "damage" and step["mode"] == "attack":
        shields = B.enc(ctx.state)["shields"]
        held = shields.get(cid, 0)
        stopped = min(held, n)
        if stopped:
            n -= stopped
            ctx.emit(
                "prevented",
                f"{S.name(ctx.state, cid)} Prevents {stopped} damage.",
                changes=[(["encounter", "shields", cid], held - stopped)],
            )
    if n:
        R.adjust(ctx, cid, "health", -n, "the Encounter")


def _gain_lose(ctx, node, step, cid):
    what, n = node["what"], node["n"]
    sign = 1 if node["op"] == "gain" else -1
    if step["mode"] == "conclusion" and what not in TRACKS and not node.get("each"):
        _day(ctx, {"effect": {"op": node["op"], "amount": n, "what": what, "scope": "party"}}, step)
        return
    R.adjust(ctx, cid, what, sign * n, "the Encounter")


def _pay(ctx, node, step, cid):
    bill = {node["what"]: node["n"]}
    alloc = C.split(ctx.state, payers(ctx.state, cid, bill), bill)
    if alloc is None:
        ctx.emit("cannot_pay", f"Nobody can pay {W.costs([node])}.")
        return
    C.pay(ctx, alloc, "the Encounter")


def payers(state: dict, cid: str, bill: dict) -> list[str]:
    """Costs in a party: Energy, Health and Terror are the Active Character's alone."""
    if any(bill.get(k) for k in TRACKS):
        return [cid]
    party = B.enc(state)["party"]
    return [cid, *[c for c in party if c != cid]] if cid in party else list(party) or [cid]


def affordable(state: dict, cid: str, cost_list: list[dict]) -> dict | None:
    """The split that pays a cost list (tracks by ``cid``, the rest by anyone), or None."""
    tracks = {c["what"]: c["n"] for c in cost_list if c["what"] in TRACKS}
    rest = {c["what"]: c["n"] for c in cost_list if c["what"] not in TRACKS}
    a = C.split(state, [cid], tracks) if tracks else {}
    b = C.split(state, payers(state, cid, rest), rest) if rest else {}
    if a is None or b is None:
        return None
    out: dict = {c: dict(k) for c, k in a.items()}
    for c, kinds in b.items():
        for k, n in kinds.items():
            out.setdefault(c, {})[k] = out.get(c, {}).get(k, 0) + n
    return out


# ---- structures ---------------------------------------------------------------------------


def _choose(ctx, node, step):
    options = [o for o in node["of"] if can_do(ctx.state, step["cid"], o)]
    if len(options) == 1:
        ctx.emit("chosen", "", push=[{**step, "list": options[0]}])
    elif options:
        ctx.emit(
            "choice_asked",
            "",
            push=[T.question("enc_choose", _act(step), of=options, fx=step, hand=step["cid"])],
        )


def can_do(state: dict, cid: str, nodes: list[dict]) -> bool:
    """A choice is open when its ``pay`` phrases can be paid in full."""
    costs = [n for n in nodes if n["op"] == "pay"]
    return affordable(state, cid, costs) is not None if costs else True


def _may(ctx, node, step):
    if affordable(ctx.state, step["cid"], node["pay"]) is None:
        return
    ask_ = T.question("enc_may", _act(step), node=node, fx=step, hand=step["cid"])
    ctx.emit("may_asked", "", push=[ask_])


def _roll(ctx, node, step):
    die = ctx.chance.die(6, "encounter")
    body = next(b for lo, hi, b in node["bands"] if lo <= die <= hi)
    ctx.emit(
        "encounter_die",
        f"The die shows {die}: {W.effects(body)}.",
        faces=[die],
        reveal=True,
        push=[{**step, "list": body}],
    )


def _if(ctx, node, step):
    body = node["then"] if holds(ctx.state, node["cond"], step) else node["else"]
    if body:
        ctx.emit("condition", "", push=[{**step, "list": body}])


STRUCTURES = {"choose": _choose, "may": _may, "roll": _roll, "if": _if}
BOARD = {
    "pool": _pool,
    "up": _affinity,
    "down": _affinity,
    "duration": _duration,
    "time": _markers,
    "charges": _markers,
    "tick": _tick,
    "destroy": _destroy,
    "run-away": _run_away,
    "prevent": _nothing,
    "add": _nothing,
    "ignore-attack": _nothing,
    "day": _day,
}
PER_CHARACTER = {
    "draw": _draw,
    "discard": _discard,
    "mill": _mill,
    "damage": _damage,
    "wound": _damage,
    "gain": _gain_lose,
    "lose": _gain_lose,
    "pay": _pay,
}
