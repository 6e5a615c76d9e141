"""Runestone spells: Luck, Brainfever, Stinking Cloud, Gust of Wind and Thunderclap."""

from __future__ import annotations

from game.games.grudge.rules import content
from game.games.grudge.rules import state as S
from game.games.grudge.rules.acts import act, begin_act
from game.games.grudge.rules.engine import asking, auto
from game.games.grudge.rules.journal import card as remembered

W = S.WARRIOR
NEEDS_VALUE = {"brainfever", "stinking_cloud", "gust_of_wind", "thunderclap"}


def beats(state, value: int, who: str) -> bool:
    return value > S.initiative(state, who)


def aid_matters(state, record: dict, aid: int) -> bool:
    spell, v = record["spell"], record["value"]
    if spell in ("brainfever", "gust_of_wind"):
        t = record["target"]
        return t != W and not beats(state, v, t) and beats(state, v + aid, t)
    if spell == "thunderclap":
        return any(not beats(state, v, m) and beats(state, v + aid, m) for m in S.living(state))
    return spell == "stinking_cloud"  # a stronger cloud also catches later comers


@auto("start_cast")
def _start_cast(ctx, step):
    spell = step["spell"]
    record = {
        "kind": "cast",
        "actor": W,
        "spell": spell,
        "target": step["target"],
        "square": step["square"],
        "value": step["value"],
        "source": step["source"],
    }
    ctx.emit(
        "runestone_spent",
        "",
        changes=[(["warrior", "runestones"], ctx.state["warrior"]["runestones"] - 1)],
    )
    program = ([{"op": "aid_check"}] if spell in NEEDS_VALUE else []) + [{"op": "cast_resolve"}]
    begin_act(
        ctx, record, f"A Runestone flares: you cast {content.spells()[spell]['name']}.", program
    )


@auto("cast_resolve")
def _resolve(ctx, step):
    state = ctx.state
    record = act(state)
    spell, v, target = record["spell"], record["value"], record["target"]
    if spell == "luck":
        ctx.emit(
            "luck_cast",
            "Luck is with you: the next pig you loot here gives what you pick.",
            changes=[(["warrior", "luck_spell"], True)],
            pop=1,
        )
    elif spell in ("brainfever", "gust_of_wind"):
        if not S.alive(state, target):
            ctx.emit("spell_fizzles", "The spell finds no one.", pop=1)
        elif target != W and not beats(state, v, target):
            ctx.emit(
                "spell_resisted",
                f"{S.title_of(state, target)} resists "
                f"({remembered(state, v)} against Initiative "
                f"{remembered(state, S.initiative(state, target))}).",
                pop=1,
            )
        elif spell == "brainfever":
            ctx.emit(
                "spell_works",
                "",
                pop=1,
                push=[{"op": "condition", "who": target, "condition": "enrage"}],
            )
        else:
            ctx.emit("spell_works", "The wind rises.", pop=1, push=[asking("displace", who=target)])
    elif spell == "stinking_cloud":
        square = record["square"]
        clouds = state["board"]["clouds"] + [{"square": square, "value": v}]
        who = S.who_at(state, square)
        push = []
        if who and not S.has(state, who, "stunned") and beats(state, v, who):
            push = [{"op": "condition", "who": who, "condition": "stun"}]
        ctx.emit(
            "cloud_cast",
            f"A stinking cloud (value {remembered(state, v)}) settles on {S.square_name(square)}.",
            changes=[(["board", "clouds"], clouds)],
            pop=1,
            push=push,
        )
    else:
        hit = [m for m in S.living(state) if beats(state, v, m) and not S.has(state, m, "stunned")]
        ctx.emit(
            "thunderclap",
            f"Thunder booms (value {remembered(state, v)}): {len(hit)} monster"
            f"{'s' if len(hit) != 1 else ''} stunned.",
            pop=1,
            push=[{"op": "condition", "who": m, "condition": "stun"} for m in hit],
        )
