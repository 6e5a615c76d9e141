"""The resumable agenda, as in Grudge: ``state["agenda"]`` is a stack of step records (the last
runs next). An automatic step runs when on top and changes the agenda only through the events it
emits; an ``ask`` step waits for the command of the seat it names. So a match can stop at any
question (a Reaction window, a Spirit Bonus, a replacement) and a save resumes exactly there."""
from __future__ import annotations

import pickle
from dataclasses import dataclass
from typing import Callable

from game.core.contract import Chance, IllegalCommand, Prompt
from game.games.grim.fold import apply

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

    def emit(self, event_type: str, log: str = "", changes=(), pop: int = 0, push=(),
             reveal: bool = False, **data) -> dict:
        event = {"type": event_type, "log": log}
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


def asking(kind: str, seat: int, **params) -> dict:
    return {"op": "ask", "kind": kind, "seat": seat, **params}


def run(ctx: Ctx) -> None:
    state = ctx.state
    for _ in range(MAX_STEPS):
        if state["result"] is not None or not state["agenda"]:
            return
        step = state["agenda"][-1]
        if step["op"] == "ask":
            if ASKS[step["kind"]].options(state, step):
                return
            # nothing can be chosen (an empty deck, no Grim in hand): the question lapses
            ctx.emit("lapsed", "", pop=1)
            continue
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
        return Prompt(None, "game_over", {"text": "The match is over."})
    kind, info = ASKS[step["kind"]].text(state, step)
    return Prompt(step["seat"], kind, info)


def legal(state: dict, seat: int) -> list[dict]:
    step = top_ask(state)
    if step is None or step["seat"] != seat:
        return []
    return [{**option, "seat": seat} for option in ASKS[step["kind"]].options(state, step)]


def bare(command: dict) -> dict:
    return {k: v for k, v in command.items() if k not in PRESENTATION}


def copy_state(state: dict) -> dict:
    return pickle.loads(pickle.dumps(state, pickle.HIGHEST_PROTOCOL))


def decide(state: dict, command: dict, chance: Chance) -> list[dict]:
    step = top_ask(state)
    if step is None:
        raise IllegalCommand("The match is over; there is nothing left to decide.")
    if command.get("seat") != step["seat"]:
        raise IllegalCommand(f"It is Player {step['seat'] + 1}'s decision now, not yours.")
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
