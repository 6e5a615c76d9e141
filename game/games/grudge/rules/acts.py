"""The action in progress: a record on ``state["acts"]`` (the last is current) whose program
is a run of agenda steps that read and update it, so a question to the player can pause it."""

from __future__ import annotations

from game.games.grudge.rules.engine import auto


def act(state) -> dict:
    return state["acts"][-1]


def set_act(field: str, value) -> tuple:
    return (["acts", -1, field], value)


def begin_act(ctx, record: dict, log: str, program: list) -> None:
    ctx.emit(
        f"{record['kind']}_declared",
        log,
        changes=[(["acts"], ctx.state["acts"] + [record])],
        pop=1,
        push=program + [{"op": "close_act"}],
    )


@auto("close_act")
def _close(ctx, step):
    ctx.emit("action_done", "", changes=[(["acts"], ctx.state["acts"][:-1])], pop=1)
