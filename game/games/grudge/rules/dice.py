"""Rolling a d6 the player's way: the roll is revealed, then Luckstones may raise it
(+1 each, several on one roll), then whoever asked for the roll resolves the total."""

from __future__ import annotations

from collections.abc import Callable

from game.games.grudge.rules.engine import ask, asking, auto

RESOLVERS: dict[str, Callable] = {}
PURPOSES = {
    "room": "Room roll",
    "edge": "Starting edge roll",
    "encounter": "Encounter roll",
    "pig_row": "Pig row roll",
    "pig_col": "Pig column roll",
    "pig_loot": "Pig loot roll",
    "sweep": "Sweeping Club roll",
}


def resolver(purpose: str):
    def register(fn):
        RESOLVERS[purpose] = fn
        return fn

    return register


def roll_step(purpose: str) -> dict:
    return {"op": "roll", "purpose": purpose}


@auto("roll")
def _roll(ctx, step):
    face = ctx.die()
    purpose = step["purpose"]
    then = [asking("luck")] if ctx.state["luckstones"] > 0 else []
    ctx.emit(
        "die_rolled",
        f"{PURPOSES[purpose]}: {face}.",
        reveal=True,
        faces=[face],
        purpose=purpose,
        changes=[(["roll"], {"purpose": purpose, "face": face, "bonus": 0})],
        pop=1,
        push=then + [{"op": "resolve_roll"}],
    )


@auto("resolve_roll")
def _resolve(ctx, step):
    roll = ctx.state["roll"]
    RESOLVERS[roll["purpose"]](ctx, roll["face"] + roll["bonus"])


def settle(ctx, kind: str, log: str, changes=(), push=(), **data) -> None:
    """The resolver's event: it also clears the roll and drops the resolve step."""
    ctx.emit(kind, log, changes=[(["roll"], None), *changes], pop=1, push=push, **data)


def _luck_text(state, step):
    roll = state["roll"]
    total = roll["face"] + roll["bonus"]
    return "luck", {
        "text": f"{PURPOSES[roll['purpose']]} is {total}. Spend a Luckstone for +1? "
        f"(you hold {state['luckstones']})",
        "purpose": roll["purpose"],
        "face": roll["face"],
        "bonus": roll["bonus"],
    }


def _luck_options(state, step):
    total = state["roll"]["face"] + state["roll"]["bonus"]
    return [
        {"type": "luckstone", "label": f"Spend a Luckstone (make it {total + 1})"},
        {"type": "keep_roll", "label": f"Keep {total}"},
    ]


@ask("luck", _luck_text, _luck_options)
def _luck_choose(ctx, step, command):
    state = ctx.state
    if command["type"] == "keep_roll":
        ctx.emit("roll_kept", "", pop=1)
        return
    bonus = state["roll"]["bonus"] + 1
    left = state["luckstones"] - 1
    total = state["roll"]["face"] + bonus
    ctx.emit(
        "luckstone_spent",
        f"A Luckstone crumbles: the roll becomes {total}.",
        changes=[(["roll", "bonus"], bonus), (["luckstones"], left)],
        pop=0 if left else 1,
    )
