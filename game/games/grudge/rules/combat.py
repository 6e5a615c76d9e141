"""Strikes and their Interrupts: Aid on one's own action, the Strike itself, Riposte (the
Spear's first), shield Aid, Sidestep after a miss, and the Axe's follow-up."""

from __future__ import annotations

from game.games.grudge.rules import board, content
from game.games.grudge.rules import state as S
from game.games.grudge.rules.acts import act, begin_act, set_act
from game.games.grudge.rules.damage import damage_step
from game.games.grudge.rules.engine import ask, asking, auto
from game.games.grudge.rules.journal import card as remembered
from game.games.grudge.rules.movement import avoid_preview, move_preview, move_step
from game.games.grudge.rules.values import (
    interrupt_free,
    interrupt_value,
    reach,
    roughhouse_value,
    strike_outcome,
    strike_preview,
    strike_targets,
    strike_value,
    used_path,
)

W = S.WARRIOR


# --- Aid on one's own action --------------------------------------------------------------


def _aid_changes_outcome(state, record: dict, aid: int) -> bool:
    kind, actor = record["kind"], record["actor"]
    value = record["value"]
    if kind == "strike":
        before = strike_outcome(state, actor, record["target"], value, record["weapon"])
        after = strike_outcome(state, actor, record["target"], value + aid, record["weapon"])
        return (before["hit"], before["damage"]) != (after["hit"], after["damage"])
    if kind == "roughhouse":
        return (
            roughhouse_value(state, record, value)
            <= S.initiative(state, record["target"])
            < roughhouse_value(state, record, value + aid)
        )
    if kind == "avoid":
        foes = [S.initiative(state, e) for e in S.engaged_by(state, actor)]
        return any(value <= f < value + aid for f in foes)
    if kind == "dash":
        speed = S.speed(state, actor)
        return min(speed, value) < min(speed, value + aid)
    if kind == "cast":
        from game.games.grudge.rules import spells

        return spells.aid_matters(state, record, aid)
    return False


def aid_has_value(state, record: dict) -> bool:
    """A monster adds Aid when a bigger value could matter, judged from the table as it stands:
    the action is measured against someone's Initiative, or a Dash is held back below its
    Speed. Whether the numbers will win is never foreseen (see the rulings on monster value)."""
    kind, actor = record["kind"], record["actor"]
    if kind in ("strike", "roughhouse"):
        return True
    if kind == "avoid":
        return bool(S.engaged_by(state, actor))
    if kind == "dash":
        return record["value"] < S.speed(state, actor)
    return False


@auto("aid_check")
def _aid_check(ctx, step):
    state = ctx.state
    record = act(state)
    actor, kind = record["actor"], record["kind"]
    if not interrupt_free(state, actor, "H"):
        ctx.emit("no_aid", "", pop=1)
        return
    aid = interrupt_value(state, actor)
    if actor == W:
        if _aid_changes_outcome(state, record, aid) or not state["options"]["auto_pass"]:
            ctx.emit("aid_offered", "", pop=1, push=[asking("aid")])
        else:
            ctx.emit("no_aid", "", pop=1)
        return
    open_kind = state["round"]["aid_kind"] in (None, kind)  # the first Aid, or the same action
    if open_kind and aid_has_value(state, record):
        ctx.emit(
            "monster_aid",
            f"{S.title_of(state, actor)} adds Aid: +{remembered(state, aid)}.",
            changes=[
                set_act("value", record["value"] + aid),
                (["round", "aid_kind"], kind),
                (used_path(actor, "interrupt"), True),
            ],
            pop=1,
        )
    else:
        ctx.emit("no_aid", "", pop=1)


def _aid_options(state, step):
    record = act(state)
    aid = interrupt_value(state, W)
    preview = ""
    if record["kind"] == "strike":
        preview = strike_preview(
            state, W, record["target"], record["value"] + aid, record["weapon"]
        )
    return [
        {
            "type": "aid",
            "label": f"Add Aid (+{aid})",
            "preview": preview or f"Value {record['value']} becomes {record['value'] + aid}",
        },
        {"type": "no_aid", "label": "Keep the Aid card"},
    ]


@ask(
    "aid",
    lambda s, st: (
        "aid",
        {
            "text": f"Add your Aid card to this {act(s)['kind']} (value {act(s)['value']})?",
            "value": act(s)["value"],
            "aid": interrupt_value(s, W),
        },
    ),
    _aid_options,
)
def _aid(ctx, step, command):
    if command["type"] == "no_aid":
        ctx.emit("aid_kept", "", pop=1)
        return
    value = act(ctx.state)["value"] + interrupt_value(ctx.state, W)
    ctx.emit(
        "aid_used",
        f"You add your Aid: the value is now {remembered(ctx.state, value)}.",
        changes=[set_act("value", value), (used_path(W, "interrupt"), True)],
        pop=1,
    )


# --- Strike -------------------------------------------------------------------------------


@auto("start_strike")
def _start_strike(ctx, step):
    state = ctx.state
    actor, target = step["actor"], step["target"]
    weapon = S.weapon(state, actor)
    record = {
        "kind": "strike",
        "actor": actor,
        "target": target,
        "value": step["value"],
        "weapon": weapon,
        "source": step["source"],
        "def_aid": 0,
        "riposte": None,
        "hit": False,
    }
    if actor == W:
        line = (
            f"You shoot at {S.name_of(state, target)}."
            if weapon == "bow"
            else f"You swing your {content.weapon_name(weapon)} at {S.name_of(state, target)}."
        )
    else:
        verb = "shoots" if weapon == "bow" else "strikes"
        line = f"{S.title_of(state, actor)} {verb} at {S.name_of(state, target)}."
    begin_act(
        ctx,
        record,
        line,
        [
            {"op": "aid_check"},
            {"op": "strike_targeted"},
            {"op": "strike_resolve"},
            {"op": "strike_after"},
        ],
    )


def riposte_result(state, record: dict) -> tuple[bool, int]:
    """Would the target's Riposte land, and for how much?"""
    riposter, attacker = record["target"], record["actor"]
    rv = interrupt_value(state, riposter)
    av = strike_value(state, attacker, riposter, record["value"], record["weapon"])
    win = rv > av or (rv == av and not S.shield(state, attacker))
    return win, 2 if S.weapon(state, riposter) == "blade" else 1


def can_riposte(state, who: str, attacker: str) -> bool:
    """A Riposte is a melee counterstroke: a Spades Interrupt, a melee weapon in hand and the
    attacker within reach (adjacent and in sight). An arrow from across the room cannot be
    answered."""
    here, there = S.square_of(state, who), S.square_of(state, attacker)
    return (
        interrupt_free(state, who, "S")
        and S.melee(state, who)
        and here is not None
        and there is not None
        and board.adjacent(here, there)
        and S.in_sight(state, who, attacker)
    )


def can_shield_aid(state, who: str, record: dict) -> bool:
    return interrupt_free(state, who, "H") and S.shield(state, who) and record["weapon"] != "flail"


@auto("strike_targeted")
def _targeted(ctx, step):
    state = ctx.state
    record = act(state)
    target = record["target"]
    if not (S.alive(state, target) and S.alive(state, record["actor"])):
        ctx.emit("strike_fizzles", "", pop=1)
        return
    if target == W:
        if _interrupt_worth_asking(state, record):
            ctx.emit("interrupt_offered", "", pop=1, push=[asking("interrupt")])
        else:
            ctx.emit("no_interrupt", "", pop=1)
        return
    # a monster answers any Strike it can answer, without first checking the numbers
    if can_riposte(state, target, record["actor"]):
        _declare_riposte(ctx, target, record)
        return
    if can_shield_aid(state, target, record) and state["round"]["aid_kind"] in (None, "defend"):
        aid = interrupt_value(state, target)
        ctx.emit(
            "monster_shield_aid",
            f"{S.title_of(state, target)} raises its shield: Initiative +{remembered(state, aid)}.",
            changes=[
                set_act("def_aid", aid),
                (["round", "aid_kind"], "defend"),
                (used_path(target, "interrupt"), True),
            ],
            pop=1,
        )
        return
    ctx.emit("no_interrupt", "", pop=1)


def _shield_aid_matters(state, who: str, record: dict) -> bool:
    aid = interrupt_value(state, who)
    plain = strike_outcome(state, record["actor"], who, record["value"], record["weapon"])
    aided = strike_outcome(state, record["actor"], who, record["value"], record["weapon"], aid)
    return (plain["hit"], plain["damage"]) != (aided["hit"], aided["damage"])


def _interrupt_worth_asking(state, record: dict) -> bool:
    """Open the Warrior's interrupt window when a card could answer this Strike; with
    auto_pass, only when it would change something (a Riposte that lands, an Aid that saves)."""
    riposte = can_riposte(state, W, record["actor"])
    shield_aid = can_shield_aid(state, W, record)
    if not state["options"]["auto_pass"]:
        return riposte or shield_aid
    return (riposte and riposte_result(state, record)[0]) or (
        shield_aid and _shield_aid_matters(state, W, record)
    )


def _declare_riposte(ctx, who: str, record: dict) -> None:
    early = S.weapon(ctx.state, who) == "spear"
    line = f"{S.title_of(ctx.state, who)} {'ripostes' if who != W else 'riposte'}" + (
        " first, with the spear." if early else "."
    )
    ctx.emit(
        "riposte_declared",
        line,
        changes=[
            set_act("riposte", "late" if not early else "done"),
            (used_path(who, "interrupt"), True),
        ],
        pop=1,
        push=[{"op": "riposte"}] if early else [],
    )


def _interrupt_options(state, step):
    record = act(state)
    out = []
    if can_riposte(state, W, record["actor"]):
        win, dmg = riposte_result(state, record)
        rv = interrupt_value(state, W)
        av = strike_value(state, record["actor"], W, record["value"], record["weapon"])
        out.append(
            {
                "type": "riposte",
                "label": "Riposte",
                "preview": f"Riposte {rv} vs Strike {av}: "
                + (f"lands, {dmg} damage" if win else "misses"),
            }
        )
    if can_shield_aid(state, W, record):
        aid = interrupt_value(state, W)
        out.append(
            {
                "type": "aid_defense",
                "label": f"Shield Aid (+{aid} Initiative)",
                "preview": strike_preview(
                    state, record["actor"], W, record["value"], record["weapon"], aid
                ),
            }
        )
    out.append(
        {
            "type": "no_interrupt",
            "label": "Let it come",
            "preview": strike_preview(state, record["actor"], W, record["value"], record["weapon"]),
        }
    )
    return out


@ask(
    "interrupt",
    lambda s, st: (
        "interrupt",
        {
            "text": f"{S.title_of(s, act(s)['actor'])} strikes at you: interrupt?",
            "attacker": act(s)["actor"],
        },
    ),
    _interrupt_options,
)
def _interrupt(ctx, step, command):
    kind = command["type"]
    if kind == "riposte":
        _declare_riposte(ctx, W, act(ctx.state))
    elif kind == "aid_defense":
        aid = interrupt_value(ctx.state, W)
        ctx.emit(
            "shield_aid",
            f"You brace behind your shield: Initiative +{remembered(ctx.state, aid)}.",
            changes=[set_act("def_aid", aid), (used_path(W, "interrupt"), True)],
            pop=1,
        )
    else:
        ctx.emit("no_interrupt", "", pop=1)


@auto("riposte")
def _riposte(ctx, step):
    state = ctx.state
    record = act(state)
    who, attacker = record["target"], record["actor"]
    if not (S.alive(state, who) and S.alive(state, attacker)):
        ctx.emit("riposte_lost", "", pop=1)
        return
    win, dmg = riposte_result(state, record)
    rv = interrupt_value(state, who)
    av = strike_value(state, attacker, who, record["value"], record["weapon"])
    line = f"Riposte {remembered(state, rv)} against Strike {remembered(state, av)}: " + (
        "it lands." if win else "it misses."
    )
    push = [damage_step(attacker, dmg, False, S.weapon(state, who), who)] if win else []
    ctx.emit("riposte", line, pop=1, push=push, riposter=who, value=rv, against=av)


@auto("strike_resolve")
def _resolve(ctx, step):
    state = ctx.state
    record = act(state)
    actor, target, weapon = record["actor"], record["target"], record["weapon"]
    if not (S.alive(state, actor) and S.alive(state, target)):
        ctx.emit("strike_fizzles", "The blow never lands.", pop=1)
        return
    o = strike_outcome(state, actor, target, record["value"], weapon, record["def_aid"])
    changes = [set_act("hit", o["hit"]), (S.char_path(actor) + ["struck"], True)]
    if weapon == "bow":
        changes.append((S.char_path(actor) + ["loaded"], False))
    head = (
        f"{S.title_of(state, actor)}: {remembered(state, o['value'])} against Initiative "
        f"{remembered(state, o['guard'])}"
    )
    if not o["hit"]:
        ctx.emit(
            "strike_missed",
            head + " - a miss.",
            changes=changes,
            pop=1,
            push=[{"op": "sidestep_check"}],
            value=o["value"],
            guard=o["guard"],
        )
    elif o["immune"]:
        ctx.emit(
            "strike_shrugged",
            head + f" - a hit, but {S.name_of(state, target)} is immune "
            f"to the {content.weapon_name(weapon)}.",
            changes=changes,
            pop=1,
        )
    else:
        kind = "piercing damage" if o["piercing"] else "damage"
        ctx.emit(
            "strike_hit",
            head + f" - a hit for {o['damage']} {kind}.",
            changes=changes,
            pop=1,
            push=[damage_step(target, o["damage"], o["piercing"], weapon, actor)],
            value=o["value"],
            guard=o["guard"],
        )


@auto("strike_after")
def _after(ctx, step):
    state = ctx.state
    record = act(state)
    actor, target = record["actor"], record["target"]
    push = []
    if actor == W and record["weapon"] == "axe" and record["hit"] and not S.alive(state, target):
        push += [{"op": "axe_move"}, {"op": "axe_strike", "value": record["value"]}]
    if (
        record["hit"]
        and record["source"] == "main"
        and S.has_trait(state, actor, "sweeping_club")
        and S.alive(state, target)
    ):
        push.append({"op": "roll", "purpose": "sweep"})
    if record["riposte"] == "late" and S.alive(state, target) and S.alive(state, actor):
        push.append({"op": "riposte"})
    ctx.emit("strike_over", "", pop=1, push=push)


@auto("sidestep_check")
def _sidestep_check(ctx, step):
    from game.games.grudge.rules import monsters

    state = ctx.state
    record = act(state)
    target = record["target"]
    if not (
        S.alive(state, target) and interrupt_free(state, target, "C") and S.can_move(state, target)
    ):
        ctx.emit("no_sidestep", "", pop=1)
        return
    if target == W:
        if reach(state, W, 1):
            ctx.emit("sidestep_offered", "", pop=1, push=[asking("sidestep")])
        else:
            ctx.emit("no_sidestep", "", pop=1)
        return
    square = monsters.avoid_square(state, target)
    if S.weapon(state, target) == "bow" and S.engaged_by(state, target) and square:
        ctx.emit(
            "monster_sidesteps",
            f"{S.title_of(state, target)} sidesteps.",
            changes=[(used_path(target, "interrupt"), True)],
            pop=1,
            push=[
                {
                    "op": "start_avoid",
                    "actor": target,
                    "value": interrupt_value(state, target),
                    "source": "sidestep",
                }
            ],
        )
        return
    ctx.emit("no_sidestep", "", pop=1)


def _sidestep_options(state, step):
    value = interrupt_value(state, W)
    out = [
        {
            "type": "avoid",
            "square": [s[0], s[1]],
            "label": f"Sidestep to {S.square_name(s)}",
            "preview": avoid_preview(state, W, value, s),
        }
        for s in reach(state, W, 1)
    ]
    return out + [{"type": "no_interrupt", "label": "Stay put"}]


@ask(
    "sidestep",
    lambda s, st: ("sidestep", {"text": "The blow missed: Sidestep (Avoid 1 square)?"}),
    _sidestep_options,
)
def _sidestep(ctx, step, command):
    if command["type"] == "no_interrupt":
        ctx.emit("no_sidestep", "", pop=1)
        return
    ctx.emit(
        "sidestep",
        "You sidestep.",
        changes=[(used_path(W, "interrupt"), True)],
        pop=1,
        push=[
            {
                "op": "start_avoid",
                "actor": W,
                "value": interrupt_value(ctx.state, W),
                "source": "sidestep",
                "square": command["square"],
            }
        ],
    )


# --- the Axe follow-up --------------------------------------------------------------------


@auto("axe_move")
def _axe_move(ctx, step):
    if S.can_move(ctx.state, W) and reach(ctx.state, W, 1) and S.living(ctx.state):
        ctx.emit("axe_follow", "", pop=1, push=[asking("axe_move")])
    else:
        ctx.emit("axe_no_move", "", pop=1)


def _axe_move_options(state, step):
    out = [
        {
            "type": "axe_move",
            "square": [s[0], s[1]],
            "label": f"Step to {S.square_name(s)}",
            "preview": move_preview(state, W, [s], ()),
        }
        for s in reach(state, W, 1)
    ]
    return out + [{"type": "axe_stay", "label": "Stay where you are"}]


@ask(
    "axe_move",
    lambda s, st: ("axe_move", {"text": "Your axe fells its foe: step up to 1 square?"}),
    _axe_move_options,
)
def _axe_moved(ctx, step, command):
    if command["type"] == "axe_stay":
        ctx.emit("axe_stay", "", pop=1)
        return
    path = reach(ctx.state, W, 1)[S.sq(command["square"])]
    ctx.emit("axe_step", "", pop=1, push=[move_step(W, path, (), "step")])


def axe_targets(state) -> list:
    return strike_targets(state, W) if S.weapon(state, W) == "axe" else []


@auto("axe_strike")
def _axe_strike(ctx, step):
    if axe_targets(ctx.state):
        ctx.emit("axe_swing", "", pop=1, push=[asking("axe_strike", value=step["value"])])
    else:
        ctx.emit("axe_no_target", "", pop=1)


def _axe_strike_options(state, step):
    out = [
        {
            "type": "strike",
            "target": t,
            "label": f"Strike {S.name_of(state, t)}",
            "preview": strike_preview(state, W, t, step["value"], "axe"),
        }
        for t in axe_targets(state)
    ]
    return out + [{"type": "axe_done", "label": "No second blow"}]


@ask(
    "axe_strike",
    lambda s, st: (
        "axe_strike",
        {"text": f"Swing again with the same value ({st['value']})?", "value": st["value"]},
    ),
    _axe_strike_options,
)
def _axe_struck(ctx, step, command):
    if command["type"] == "axe_done":
        ctx.emit("axe_done", "", pop=1)
        return
    ctx.emit(
        "axe_again",
        "",
        pop=1,
        push=[
            {
                "op": "start_strike",
                "actor": W,
                "target": command["target"],
                "value": step["value"],
                "source": "axe",
            }
        ],
    )
