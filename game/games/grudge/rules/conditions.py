"""Roughhouse and the conditions: Trip (Prone), Root, Displace, Disarm (what is dropped),
Stun and Enraged, Recover, loading a bow, and the Troll's Sweeping Club."""

from __future__ import annotations

from game.games.grudge.rules import content
from game.games.grudge.rules import state as S
from game.games.grudge.rules.acts import act, begin_act
from game.games.grudge.rules.dice import resolver, settle
from game.games.grudge.rules.engine import ask, asking, auto
from game.games.grudge.rules.journal import card as remembered
from game.games.grudge.rules.values import conditions_path, roughhouse_value

W = S.WARRIOR


# --- Roughhouse and conditions ------------------------------------------------------------


@auto("start_roughhouse")
def _start_roughhouse(ctx, step):
    record = {
        "kind": "roughhouse",
        "actor": step["actor"],
        "target": step["target"],
        "value": step["value"],
        "source": step["source"],
        "effect": step.get("effect"),
    }
    begin_act(
        ctx,
        record,
        f"{S.title_of(ctx.state, step['actor'])} grapple"
        f"{'s' if step['actor'] != W else ''} with "
        f"{S.name_of(ctx.state, step['target'])}.",
        [{"op": "aid_check"}, {"op": "roughhouse_resolve"}],
    )


@auto("roughhouse_resolve")
def _roughhouse_resolve(ctx, step):
    from game.games.grudge.rules import monsters

    state = ctx.state
    record = act(state)
    actor, target = record["actor"], record["target"]
    if not (S.alive(state, actor) and S.alive(state, target)):
        ctx.emit("roughhouse_fizzles", "", pop=1)
        return
    value = roughhouse_value(state, record, record["value"])
    guard = S.initiative(state, target)
    head = f"Roughhouse {remembered(state, value)} against Initiative {remembered(state, guard)}"
    if value <= guard:
        ctx.emit("roughhouse_failed", head + ": no good.", pop=1)
        return
    if actor == W:
        ctx.emit(
            "roughhouse_won",
            head + ": you have it!",
            pop=1,
            push=[asking("roughhouse_effect", target=target)],
        )
        return
    effect = monsters.roughhouse_choice(state, actor)
    ctx.emit(
        "roughhouse_won",
        head + ": it gets hold of you!",
        pop=1,
        push=effect_steps(state, W, effect, actor),
    )


def effect_steps(state, who: str, effect: str, by: str | None) -> list:
    from game.games.grudge.rules import monsters

    if effect == "displace":
        if who == W:
            return [{"op": "displace", "who": W, "direction": monsters.push_direction(state, by)}]
        return [asking("displace", who=who)]
    if effect == "disarm" and who == W:
        return [{"op": "disarm_warrior"}]
    return [{"op": "condition", "who": who, "condition": effect}]


def roughhouse_effects(state, target: str) -> list:
    out = ["trip", "root", "displace"]
    if S.weapon(state, target):
        out.append("disarm_weapon")
    if S.shield(state, target):
        out.append("disarm_shield")
    return out


EFFECT_LABELS = {
    "trip": "Trip it (Prone)",
    "root": "Root it",
    "displace": "Displace it",
    "disarm_weapon": "Disarm its weapon",
    "disarm_shield": "Knock its shield away",
}


def _effect_options(state, step):
    return [
        {"type": "roughhouse_effect", "effect": e, "label": EFFECT_LABELS[e]}
        for e in roughhouse_effects(state, step["target"])
    ]


@ask(
    "roughhouse_effect",
    lambda s, st: (
        "roughhouse_effect",
        {
            "text": f"You overpower {S.name_of(s, st['target'])}: choose what you do.",
            "target": st["target"],
        },
    ),
    _effect_options,
)
def _effect(ctx, step, command):
    effect = command["effect"]
    target = step["target"]
    if effect.startswith("disarm"):
        ctx.emit(
            "effect_chosen",
            "",
            pop=1,
            push=[
                {
                    "op": "condition",
                    "who": target,
                    "condition": "disarm",
                    "item": effect.split("_")[1],
                }
            ],
        )
    else:
        ctx.emit("effect_chosen", "", pop=1, push=effect_steps(ctx.state, target, effect, W))


CONDITION_OF = {
    "trip": "prone",
    "prone": "prone",
    "root": "rooted",
    "rooted": "rooted",
    "stun": "stunned",
    "stunned": "stunned",
    "enrage": "enraged",
    "enraged": "enraged",
    "disarm": "disarmed",
}
CONDITION_TEXT = {
    "prone": "knocked Prone",
    "rooted": "Rooted",
    "stunned": "Stunned",
    "enraged": "Enraged",
    "disarmed": "Disarmed",
}


@auto("condition")
def _condition(ctx, step):
    state = ctx.state
    who = step["who"]
    cond = CONDITION_OF[step["condition"]]
    if not S.alive(state, who):
        ctx.emit("condition_lost", "", pop=1)
        return
    current = S.conditions(state, who)
    changes = []
    if cond not in current:
        changes.append((conditions_path(who), current + [cond]))
    text = f"{S.title_of(state, who)} {'are' if who == W else 'is'} {CONDITION_TEXT[cond]}"
    if cond == "disarmed":
        item = step["item"]
        dropped = S.char(state, who)["dropped"]
        changes.append((S.char_path(who) + ["dropped"], dropped + [item]))
        if item == "weapon" and S.weapon(state, who) == "bow":
            changes.append((S.char_path(who) + ["loaded"], False))
        text += f" and drop{'s' if who != W else ''} {'its' if who != W else 'your'} {item}"
    ctx.emit("condition", text + ".", changes=changes, pop=1, who=who, condition=cond)


RECOVERY = {"prone": "get back up", "rooted": "break free", "disarmed": "pick up the dropped gear"}


@auto("disarm_warrior")
def _disarm_warrior(ctx, step):
    state = ctx.state
    items = [i for i, ok in (("weapon", S.weapon(state, W)), ("shield", S.shield(state, W))) if ok]
    if len(items) == 2:
        ctx.emit("disarm_choice", "", pop=1, push=[asking("drop")])
    elif items:
        ctx.emit(
            "disarm_forced",
            "",
            pop=1,
            push=[{"op": "condition", "who": W, "condition": "disarm", "item": items[0]}],
        )
    else:
        ctx.emit("nothing_to_drop", "You have nothing left to drop.", pop=1)


@ask(
    "drop",
    lambda s, st: ("drop", {"text": "You are Disarmed: drop your weapon or your shield?"}),
    lambda s, st: [
        {
            "type": "drop",
            "item": "weapon",
            "label": f"Drop the {content.weapon_name(S.weapon(s, W))}",
        },
        {"type": "drop", "item": "shield", "label": "Drop the Shield"},
    ],
)
def _drop(ctx, step, command):
    ctx.emit(
        "drop_chosen",
        "",
        pop=1,
        push=[{"op": "condition", "who": W, "condition": "disarm", "item": command["item"]}],
    )


@auto("recover")
def _recover(ctx, step):
    state = ctx.state
    who, cond = step["who"], step["condition"]
    changes = [(conditions_path(who), [c for c in S.conditions(state, who) if c != cond])]
    if cond == "disarmed":
        changes.append((S.char_path(who) + ["dropped"], []))
    verb = (
        RECOVERY[cond]
        if who == W
        else RECOVERY[cond]
        .replace("get ", "gets ")
        .replace("break ", "breaks ")
        .replace("pick ", "picks ")
    )
    ctx.emit("recovered", f"{S.title_of(state, who)} {verb}.", changes=changes, pop=1)


@auto("reload")
def _reload(ctx, step):
    who = step["who"]
    ctx.emit(
        "bow_loaded",
        f"{S.title_of(ctx.state, who)} load{'s' if who != W else ''} the bow.",
        changes=[(S.char_path(who) + ["loaded"], True)],
        pop=1,
    )


# --- the Troll's Sweeping Club ------------------------------------------------------------


@resolver("sweep")
def _sweep_resolved(ctx, total: int) -> None:
    if total <= 2:
        settle(
            ctx,
            "sweep",
            "The club sweeps at your hands: Disarmed.",
            push=[{"op": "disarm_warrior"}],
        )
    elif total <= 4:
        settle(
            ctx,
            "sweep",
            "The club sweeps your legs.",
            push=[{"op": "condition", "who": W, "condition": "trip"}],
        )
    elif total <= 6:
        settle(
            ctx,
            "sweep",
            "The club rings off your skull.",
            push=[{"op": "condition", "who": W, "condition": "stun"}],
        )
    else:
        settle(ctx, "sweep", "You ride out the sweep unharmed.")
