"""``apply``: folding one event into the state. Events carry their changes as data:
``set`` ([path, value] pairs), ``pop`` (agenda steps to drop), ``push`` (steps to add, first
runs first) and ``log`` (a line for the journal). No randomness, no checks: just writing."""
from __future__ import annotations

LOG_KEEP = 60


def clone(value):
    """A private copy of a JSON value, so the state never shares objects with an event."""
    kind = type(value)
    if kind is list:
        return [clone(v) for v in value]
    if kind is dict:
        return {k: clone(v) for k, v in value.items()}
    return value


def apply(state: dict, event: dict) -> dict:
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
