"""Damage: Defense before Health for monsters, armor Notches for the Warrior, Piercing,
defeat (a fallen monster drops its weapon; the Troll's fall wins the run)."""

from __future__ import annotations

from game.games.grudge.rules import content
from game.games.grudge.rules import state as S
from game.games.grudge.rules.engine import ask, asking, auto

W = S.WARRIOR


def damage_step(who: str, amount: int, piercing: bool, weapon: str | None, by: str | None) -> dict:
    return {
        "op": "damage",
        "who": who,
        "amount": amount,
        "piercing": piercing,
        "weapon": weapon,
        "by": by,
    }


# --- damage -------------------------------------------------------------------------------


def notchable(state, weapon: str | None = None) -> list:
    """The armor pieces that can take a Notch now. A dropped Shield cannot, and a Flail's
    blow goes round the Shield (it cannot be absorbed by shields)."""
    w = state["warrior"]
    return [
        p
        for p in S.ARMOR
        if p in w["armor"]
        and w["armor"][p] < 2
        and not (p == "shield" and ("shield" in w["dropped"] or weapon == "flail"))
    ]


@auto("damage")
def _damage(ctx, step):
    state = ctx.state
    who, amount = step["who"], step["amount"]
    if not S.alive(state, who) or amount <= 0:
        ctx.emit("no_damage", "", pop=1)
        return
    if who == W:
        if not step["piercing"] and notchable(state, step["weapon"]):
            ctx.emit(
                "notch_offered", "", push=[asking("notch", damage=amount, weapon=step["weapon"])]
            )
            return
        wound_warrior(ctx, amount, pop=1)
        return
    m = state["monsters"][who]
    if step["weapon"] and m["immunity"] == step["weapon"]:
        ctx.emit(
            "immune",
            f"{S.title_of(state, who)} shrugs off the {content.weapon_name(step['weapon'])}.",
            pop=1,
        )
        return
    soak = 0 if step["piercing"] else min(m["defense"], amount)
    health = m["health"] - (amount - soak)
    base = ["monsters", who]
    changes = [(base + ["defense"], m["defense"] - soak), (base + ["health"], health)]
    if step["weapon"]:
        changes.append((base + ["last_weapon"], step["weapon"]))
    text = f"{S.title_of(state, who)} takes {amount} damage" + (
        f" ({soak} on its Defense)" if soak else ""
    )
    if health > 0:
        ctx.emit("monster_hurt", text + ".", changes=changes, pop=1)
        return
    changes += [
        (base + ["defeated"], True),
        (base + ["square"], None),
        (["run", "monsters_defeated"], state["run"]["monsters_defeated"] + 1),
    ]
    if m["weapon"]:
        changes.append(
            (
                ["board", "drops"],
                state["board"]["drops"] + [{"square": m["square"], "weapon": m["weapon"]}],
            )
        )
    if m["kind"] == "troll":
        changes += [(["result"], "victory"), (["phase"], "over")]
        ctx.emit(
            "troll_slain",
            text + ". The Troll falls! Your grudge is settled.",
            changes=changes,
            pop=1,
            reveal=True,
        )
        return
    ctx.emit("monster_defeated", text + " and falls.", changes=changes, pop=1)


def wound_warrior(ctx, amount: int, pop: int) -> None:
    state = ctx.state
    health = state["warrior"]["health"] - amount
    changes = [(["warrior", "health"], health)]
    if health <= 0:
        changes += [(["result"], "defeat"), (["phase"], "over")]
        ctx.emit(
            "warrior_slain",
            f"You take {amount} damage and fall. The grudge dies with you.",
            changes=changes,
            pop=pop,
        )
    else:
        ctx.emit(
            "warrior_hurt",
            f"You take {amount} damage ({health} Health left).",
            changes=changes,
            pop=pop,
        )


def _notch_options(state, step):
    w = state["warrior"]
    out = []
    for piece in notchable(state, step.get("weapon")):
        last = w["armor"][piece] == 1
        out.append(
            {
                "type": "notch",
                "piece": piece,
                "label": f"Notch the {piece.capitalize()}" + (" (it breaks)" if last else ""),
                "preview": "absorbs 1 damage",
            }
        )
    out.append(
        {
            "type": "take_damage",
            "label": f"Take {step['damage']} to Health",
            "preview": f"Health {w['health']} becomes {w['health'] - step['damage']}",
        }
    )
    return out


@ask(
    "notch",
    lambda s, st: (
        "notch",
        {
            "text": f"{st['damage']} damage coming: notch a piece of armor to stop 1, or take it.",
            "damage": st["damage"],
        },
    ),
    _notch_options,
)
def _notched(ctx, step, command):
    if command["type"] == "take_damage":
        wound_warrior(ctx, step["damage"], pop=2)
        return
    piece = command["piece"]
    notches = ctx.state["warrior"]["armor"][piece] + 1
    left = step["damage"] - 1
    below = ctx.state["agenda"][-2]
    ctx.emit(
        "armor_notched",
        f"Your {piece} takes the blow" + (" and breaks." if notches >= 2 else "."),
        changes=[(["warrior", "armor", piece], notches)],
        pop=2,
        push=[{**below, "amount": left}] if left > 0 else [],
    )
