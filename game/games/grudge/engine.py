"""The resumable agenda. ``state["agenda"]`` is a stack of small step records (the last one runs
next). An automatic step runs as soon as it is on top and must change the agenda through the
events it emits; an ``ask`` step waits for the player's command. So the engine can stop anywhere
(an interrupt, a notch, a campfire bounce) and a save resumes exactly there."""
from __future__ import annotations

import pickle
from dataclasses import dataclass
from typing import Callable

from game.core.contract import Chance, IllegalCommand, Prompt
from game.games.grudge.fold import apply

AUTO: dict[str, Callable] = {}
ASKS: dict[str, "Ask"] = {}
PRESENTATION = ("label", "preview", "seat")
MAX_STEPS = 20000  # guards against a step that forgets to change the agenda


@dataclass
class Ask:
    text: Callable  # (state, step) -> (kind, info) shown as the prompt
    options: Callable  # (state, step) -> list of commands with label/preview
    choose: Callable  # (ctx, step, command) -> None, emits events


class Ctx:
    """One decide() run: the working copy of the state, the chance source and the events."""

    def __init__(self, state: dict, chance: Chance | None) -> None:
        self.state = state
        self.chance = chance
        self.events: list[dict] = []

    def emit(self, kind: str, log: str = "", changes=(), pop: int = 0, push=(),
             reveal: bool = False, **data) -> dict:
        event = {"type": kind, "log": log}
        if changes:
            event["set"] = [[list(path), value] for path, value in changes]
        if pop:
            event["pop"] = pop
        if push:
            event["push"] = list(push)
        if reveal:
            event["reveal"] = True
        event.update(data)
        apply(self.state, event)
        self.events.append(event)
        return event

    def die(self) -> int:
        return self.chance.die(6)


def auto(op: str):
    def register(fn):
        AUTO[op] = fn
        return fn
    return register


def ask(kind: str, text: Callable, options: Callable):
    def register(choose):
        ASKS[kind] = Ask(text, options, choose)
        return choose
    return register


def asking(kind: str, **params) -> dict:
    return {"op": "ask", "kind": kind, **params}


def run(ctx: Ctx) -> None:
    state = ctx.state
    for _ in range(MAX_STEPS):
        if state["result"] is not None or not state["agenda"]:
            return
        step = state["agenda"][-1]
        if step["op"] == "ask":
            return
        before = len(ctx.events)
        AUTO[step["op"]](ctx, step)
        if len(ctx.events) == before:
            raise RuntimeError(f"step {step['op']!r} emitted nothing")
    raise RuntimeError("the agenda did not settle")


def top_ask(state: dict) -> dict | None:
    if state["result"] is not None or not state["agenda"]:
        return None
    step = state["agenda"][-1]
    return step if step["op"] == "ask" else None


def pending(state: dict) -> Prompt:
    step = top_ask(state)
    if step is None:
        return Prompt(None, "game_over", {"text": "The run is over."})
    kind, info = ASKS[step["kind"]].text(state, step)
    return Prompt(0, kind, info)


def legal(state: dict) -> list[dict]:
    step = top_ask(state)
    if step is None:
        return []
    return ASKS[step["kind"]].options(state, step)


def bare(command: dict) -> dict:
    return {k: v for k, v in command.items() if k not in PRESENTATION}


def copy_state(state: dict) -> dict:
    return pickle.loads(pickle.dumps(state, pickle.HIGHEST_PROTOCOL))


def decide(state: dict, command: dict, chance: Chance) -> list[dict]:
    step = top_ask(state)
    if step is None:
        raise IllegalCommand("The run is over; there is nothing left to decide.")
    wanted = bare(command)
    options = ASKS[step["kind"]].options(state, step)
    if not any(bare(option) == wanted for option in options):
        prompt = pending(state).info.get("text", "")
        raise IllegalCommand(f"That move is not allowed now. {prompt}".strip())
    ctx = Ctx(copy_state(state), chance)
    ASKS[step["kind"]].choose(ctx, step, wanted)
    run(ctx)
    return ctx.events


def start(state: dict, chance: Chance, first_event: dict) -> list[dict]:
    """The opening: one event that seeds the agenda, then run until the first question."""
    ctx = Ctx(state, chance)
    ctx.emit(**first_event)
    run(ctx)
    return ctx.events
