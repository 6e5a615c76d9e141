"""The resumable agenda that card- and dice-driven games run on, and the fold of data events.

``state["agenda"]`` is a stack of small step records (the last one runs next). An automatic step
runs as soon as it is on top and changes the agenda only through the events it emits; an ``ask``
step waits for a command from the seat it names (seat 0 when it names none). So a game can stop
at any question (an interrupt, a reaction window, a notch) and a save resumes exactly there.

Events carry their changes as data, so folding one is only writing: ``set`` ([path, value] pairs),
``pop`` (agenda steps to drop), ``push`` (steps to add, first runs first) and ``log`` (a journal
line). The state needs the keys "agenda", "log" and "result" (None while playing).
"""

from __future__ import annotations

import json
import pickle
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from game.core.contract import Chance, IllegalCommand, Prompt, bare

LOG_KEEP = 60  # journal lines kept in the state (the view shows them)
MAX_STEPS = 20000  # guards against a step that forgets to change the agenda


def clone(value):
    """A private copy of a JSON value, so the state never shares objects with an event."""
    kind = type(value)
    if kind is list:
        return [clone(v) for v in value]
    if kind is dict:
        return {k: clone(v) for k, v in value.items()}
    return value


def apply(state: dict, event: dict) -> dict:
    """Fold one data event into the state. No randomness, no checks: just writing."""
    for path, value in event.get("set", ()):
        target = state
        for key in path[:-1]:
            target = target[key]
        target[path[-1]] = clone(value)
    pop = event.get("pop")
    if pop:
        del state["agenda"][-pop:]
    push = event.get("push")
    if push:
        state["agenda"].extend(clone(step) for step in reversed(push))
    line = event.get("log")
    if line:
        log = state["log"]
        log.append(line)
        if len(log) > LOG_KEEP:
            del log[0]
    return state


def same(a, b) -> bool:
    """Equal as JSON values. Python counts true as 1 and 1.0 as 1; a command from outside must
    not, or ``"index": true`` would pass for ``"index": 1`` and reach the rules as a bool."""
    if type(a) is not type(b):
        return False
    if type(a) is dict:
        return a.keys() == b.keys() and all(same(a[key], b[key]) for key in a)
    if type(a) is list:
        return len(a) == len(b) and all(same(x, y) for x, y in zip(a, b, strict=True))
    return a == b


def not_whole(wanted: dict, options: list[dict]) -> str | None:
    """The sentence refusing ``wanted`` when it is a legal command but for a true, false or 1.0
    where the command takes a whole number; None otherwise."""
    for option in options:
        option = bare(option)
        if option != wanted:  # Python's loose equality: true == 1
            continue
        for key, value in wanted.items():
            if not same(value, option[key]):
                number = "whole numbers" if isinstance(value, list) else "a whole number"
                return f'"{key}" takes {number}, not {json.dumps(value)[:40]}.'
    return None


def copy_state(state: dict) -> dict:
    return pickle.loads(pickle.dumps(state, pickle.HIGHEST_PROTOCOL))


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

    def emit(
        self,
        event_type: str,
        log: str = "",
        changes=(),
        pop: int = 0,
        push=(),
        reveal: bool = False,
        **data,
    ) -> dict:
        event: dict[str, Any] = {"type": event_type, "log": log}
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
        if self.chance is None:
            raise RuntimeError("a step rolled a die outside decide()")
        return self.chance.die(6)


class Agenda:
    """One game's step handlers and the loop that runs them.

    ``lapse_empty``: an ask with no options is dropped (with a "lapsed" event) instead of
    waiting; games whose questions can run dry (an empty deck) turn it on."""

    def __init__(self, over_text: str, lapse_empty: bool = False) -> None:
        self.over_text = over_text
        self.lapse_empty = lapse_empty
        self.autos: dict[str, Callable] = {}
        self.asks: dict[str, Ask] = {}

    def handlers(self) -> tuple:
        """auto, ask, run, top_ask, pending, decide, start: the names a game's modules use."""
        return self.auto, self.ask, self.run, self.top_ask, self.pending, self.decide, self.start

    def auto(self, op: str):
        def register(fn):
            self.autos[op] = fn
            return fn

        return register

    def ask(self, kind: str, text: Callable, options: Callable):
        def register(choose):
            self.asks[kind] = Ask(text, options, choose)
            return choose

        return register

    def run(self, ctx: Ctx) -> None:
        state = ctx.state
        for _ in range(MAX_STEPS):
            if state["result"] is not None or not state["agenda"]:
                return
            step = state["agenda"][-1]
            if step["op"] == "ask":
                if not self.lapse_empty or self.asks[step["kind"]].options(state, step):
                    return
                ctx.emit("lapsed", "", pop=1)  # nothing can be chosen: the question lapses
                continue
            before = len(ctx.events)
            self.autos[step["op"]](ctx, step)
            if len(ctx.events) == before:
                raise RuntimeError(f"step {step['op']!r} emitted nothing")
        raise RuntimeError("the agenda did not settle")

    @staticmethod
    def top_ask(state: dict) -> dict | None:
        if state["result"] is not None or not state["agenda"]:
            return None
        step = state["agenda"][-1]
        return step if step["op"] == "ask" else None

    def pending(self, state: dict) -> Prompt:
        step = self.top_ask(state)
        if step is None:
            return Prompt(None, "game_over", {"text": self.over_text})
        kind, info = self.asks[step["kind"]].text(state, step)
        return Prompt(step.get("seat", 0), kind, info)

    def legal(self, state: dict, seat: int = 0) -> list[dict]:
        step = self.top_ask(state)
        if step is None or step.get("seat", 0) != seat:
            return []
        return self.asks[step["kind"]].options(state, step)

    def decide(self, state: dict, command: dict, chance: Chance) -> list[dict]:
        step = self.top_ask(state)
        if step is None:
            raise IllegalCommand(f"{self.over_text[:-1]}; there is nothing left to decide.")
        owner = step.get("seat", 0)
        if command.get("seat", owner) != owner:
            raise IllegalCommand(f"It is Player {owner + 1}'s decision now, not yours.")
        wanted = bare(command)
        options = self.asks[step["kind"]].options(state, step)
        if not any(o == wanted and same(o, wanted) for o in map(bare, options)):
            refusal = not_whole(wanted, options)
            if refusal is not None:
                raise IllegalCommand(refusal)
            prompt = self.pending(state).info.get("text", "")
            raise IllegalCommand(f"That move is not allowed now. {prompt}".strip())
        ctx = Ctx(copy_state(state), chance)
        self.asks[step["kind"]].choose(ctx, step, wanted)
        self.run(ctx)
        return ctx.events

    def start(self, state: dict, chance: Chance, first_event: dict) -> list[dict]:
        """The opening: one event that seeds the agenda, then run until the first question."""
        ctx = Ctx(state, chance)
        ctx.emit(**first_event)
        self.run(ctx)
        return ctx.events
