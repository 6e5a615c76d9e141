"""Health: Attack damage calculation (pure, also used for previews), dealing damage, Healing,
Stamina, and Knockouts (to Limbo, the Banished draw, and the loss with none left).

Order of the calculation (the book: add and subtract before multiply and divide, Blight first):
base (doubled by Blight on the Target) -> Element chart or a forced Strong/Weak Attack (Synergy,
Fear, Curse, the Starless Deep) -> Afterworld -> Passive -> Synergy damage -> Fire Spirit Bonus
-> the Mountain Under -> Burn halves (rounded up) -> >= 0."""

from __future__ import annotations

from game.core.agenda import clone
from game.games.grim.rules import content, status_marks
from game.games.grim.rules import state as S
from game.games.grim.rules.elements import chart, weak_to


def half(n: int) -> int:
    return (n + 1) // 2  # GRIM always rounds up


def synergy_effects(attack: dict) -> list[dict]:
    if not attack["synergy"] or attack.get("negated"):
        return []
    return S.card(attack["card"])["attacks"][attack["attack"]]["effects"]


def calc(state: dict, attack: dict, t_seat: int, t_slot: int) -> dict:
    """{"immune": bool, "damage": int, "steps": [text]} of one declared Attack on one Target."""
    g = S.at(state, attack["seat"], attack["slot"])
    target = S.grim_at(state, t_seat, t_slot)
    entry = S.card(attack["card"])["attacks"][attack["attack"]]
    element = attack["element"]
    steps = []
    base = entry["damage"]
    if target["status"] == "blight":
        base *= 2
        steps.append(f"Blight doubles the base to {base}")
    fire_bonus = bool(g and g["bonus"].get("fire"))
    immune, modifier = chart(element, S.elements(state, target))
    if fire_bonus:
        immune = False
    if immune:
        return {"immune": True, "damage": 0, "steps": steps + ["Immune"]}
    syn = synergy_effects(attack)
    feared = g is not None and g["status"] == "fear"
    if any(e["do"] == "strong" for e in syn):
        modifier, steps = 2, steps + ["Strong Attack by Synergy (+2)"]
    elif feared:
        modifier, steps = -2, steps + ["Feared: Weak Attack (-2)"]
    elif target["status"] == "curse":
        modifier, steps = 2, steps + ["Cursed Target: Strong Attack (+2)"]
    elif S.world_rule(state) == "prey_on_weak" and S.below_half(target):
        modifier, steps = 2, steps + ["Wounded in the Starless Deep: Strong Attack (+2)"]
    elif modifier:
        steps.append(f"Elements {modifier:+d}")
    total = base + modifier
    world = state["afterworld"]["active"]
    if world:
        if element == world:
            total, steps = total + 2, steps + [f"{content.afterworld(world)['name']} +2"]
        elif element == weak_to(world):
            total, steps = total - 2, steps + [f"{content.afterworld(world)['name']} -2"]
    passive = S.card(attack["card"])["passive"]
    if (
        passive["trigger"] == "damage"
        and g is not None
        and S.holds(state, attack["seat"], attack["slot"], passive.get("if", {}), target)
    ):
        total, steps = total + passive["bonus"], steps + [f"Passive +{passive['bonus']}"]
    extra = sum(
        e.get("amount", 0)
        for e in syn
        if e["do"] == "bonus_damage" and (not e.get("if_target_status") or target["status"])
    )
    if extra:
        total, steps = total + extra, steps + [f"Synergy +{extra}"]
    if fire_bonus:
        total, steps = total + 6, steps + ["Fire Spirit Bonus +6"]
    if S.lord(state, t_seat) == "bedrock":
        total, steps = total - 1, steps + ["The Mountain Under -1"]
    total = max(0, total)
    if g is not None and g["status"] == "burn":
        total, steps = half(total), steps + ["Burn halves it"]
    return {"immune": False, "damage": total, "steps": steps}


# --- changes ------------------------------------------------------------------------------


def deal(ctx, seat: int, slot: int, amount: int, source=None, why: str = "") -> bool:
    """Take ``amount`` Health; returns True on a Knockout. ``source`` is the (seat, slot) of the
    Grim whose Attack or Passive did it (for "on Knockout" and the Dark Spirit Bonus)."""
    g = S.at(ctx.state, seat, slot)
    if g is None or amount <= 0:
        return False
    g = clone(g)
    g["health"] = max(0, g["health"] - amount)
    name = S.grim_name(g["card"])
    ctx.emit(
        "damaged",
        f"{name} takes {amount} damage{why} ({g['health']} Health left).",
        changes=[(["field", seat, slot], g)],
        seat=seat,
        slot=slot,
        amount=amount,
    )
    if g["health"] == 0:
        knockout(ctx, seat, slot, source)
        return True
    return False


def knockout(ctx, seat: int, slot: int, source=None) -> None:
    """To Limbo with its Bonds, and the Banished drawn. The source's "on Knockout" Passive is
    run by ``effects.deal``, the one way a Grim's Attack or Passive deals damage."""
    state = ctx.state
    g = S.grim_at(state, seat, slot)
    counts = 1
    src = S.at(state, *source) if source else None
    if src is not None and source[0] != seat and src["bonus"].get("dark"):
        counts = 2
        b = clone(src)
        del b["bonus"]["dark"]
        ctx.emit(
            "dark_bonus_used",
            "The Dark Spirit Bonus makes this Knockout count twice.",
            changes=[(["field", source[0], source[1]], b)],
        )
    player = state["players"][seat]
    stack = [g["card"]] + list(g["bonds"])  # Grim at the bottom, last attached on top
    kept = []
    if S.lord(state, seat) == "keepsakes":  # the Ghost Grimlord: the Bonds come back to hand
        stack, kept = stack[:1], list(g["bonds"])
    banished = list(player["banished"])
    drawn = banished[:counts]
    lost = len(banished) < counts
    changes = [
        (["field", seat, slot], None),
        (["limbo"], state["limbo"] + stack),
        (["players", seat, "banished"], banished[counts:]),
        (["players", seat, "hand"], player["hand"] + kept + drawn),
        (["players", seat, "knockouts"], player["knockouts"] + counts),
    ]
    name = S.grim_name(g["card"])
    ctx.emit(
        "knocked_out",
        f"{name} is knocked out and goes to Limbo."
        + (f" Player {seat + 1} picks up {len(drawn)} Banished." if drawn else ""),
        changes=changes,
        seat=seat,
        slot=slot,
        card=g["card"],
        banished_drawn=len(drawn),
        reveal=bool(drawn),
    )
    _drop_suspended(ctx, g["card"])
    if lost:
        ctx.emit(
            "match_won",
            f"Player {seat + 1} has no Banished left: Player {2 - seat} wins!",
            changes=[(["result"], {"winner": 1 - seat, "loser": seat}), (["phase"], "over")],
        )


def _drop_suspended(ctx, card_id: str) -> None:
    rnd = ctx.state["round"]
    if rnd and any(a["card"] == card_id for a in rnd["suspended"]):
        ctx.emit(
            "suspended_lost",
            "",
            changes=[
                (["round", "suspended"], [a for a in rnd["suspended"] if a["card"] != card_id])
            ],
        )


def heal(ctx, seat: int, slot: int, amount: int, why: str = "") -> int:
    """Heal up to base Health; any real Healing Cures the Status. Returns the Health gained."""
    g = S.at(ctx.state, seat, slot)
    if g is None:
        return 0
    gained = max(0, min(amount, S.max_health(g) - g["health"]))
    if gained == 0:
        return 0
    g = clone(g)
    g["health"] += gained
    cured = g["status"]
    g["status"], g["status_reaction"] = None, False
    ctx.emit(
        "healed",
        f"{S.grim_name(g['card'])} Heals {gained}{why}"
        + (f" and is Cured of {cured.title()}." if cured else "."),
        changes=[(["field", seat, slot], g)],
        seat=seat,
        slot=slot,
        amount=gained,
    )
    if cured == "paralysis":
        status_marks.release_held(ctx, g["card"])
    return gained


def gain_stamina(
    ctx, seat: int, slot: int, amount: int, why: str = "", regain: bool = False
) -> None:
    g = S.at(ctx.state, seat, slot)
    if g is None or amount <= 0:
        return
    world = ctx.state["afterworld"]["active"]
    if (
        not regain
        and S.world_rule(ctx.state) == "stamina_surge"
        and world in S.elements(ctx.state, g)
    ):
        amount += 1  # Water World: a real gain (not a Hindered refund) gets one more
    g = clone(g)
    g["stamina"] += amount
    ctx.emit(
        "stamina",
        f"{S.grim_name(g['card'])} gains {amount} Stamina{why} ({g['stamina']}).",
        changes=[(["field", seat, slot], g)],
    )


def lose_stamina(ctx, seat: int, slot: int, amount: int, why: str = "") -> int:
    """Stamina taken away (never below 0); returns how much was lost."""
    g = S.at(ctx.state, seat, slot)
    lost = min(amount, g["stamina"]) if g else 0
    if lost:
        spend_stamina(ctx, seat, slot, lost, why)
    return lost


def spend_stamina(ctx, seat: int, slot: int, amount: int, why: str = "") -> None:
    g = clone(S.at(ctx.state, seat, slot))
    g["stamina"] -= amount
    ctx.emit(
        "stamina_spent",
        f"{S.grim_name(g['card'])} spends {amount} Stamina{why}.",
        changes=[(["field", seat, slot], g)],
    )
