"""A walk through every way the Campaign Book can be read, tracking what the party carries
(statuses and quests), to prove that every passage can be reached, every redirection and every
choice with needs can be met on some reading, and that each passage's instructions fit where it
is read: a session is set up only while a session opens, and a pause or the book's end comes
only after a session's goal is met. Gold is taken as there when asked for (a party can earn it);
a test, and a session played, can go either way."""

from __future__ import annotations

from dataclasses import dataclass, field

from game.core import journal as J
from game.games.grimlore.rules import book as B

OPENING, AFTER = "opening", "after"  # a session opens / its goal has been met


@dataclass
class Walk:
    reached: set[str] = field(default_factory=set)
    redirects: set[tuple[str, int]] = field(default_factory=set)  # (passage, index) that fired
    choices: set[tuple[str, int]] = field(default_factory=set)  # (passage, index) open
    problems: list[str] = field(default_factory=list)
    endings: int = 0  # readings that reach the book's end


def _met(need: dict, statuses: frozenset, quests: frozenset) -> bool:
    op = need["op"]
    if op == "status":
        return (need["status"] in statuses) != need["negate"]
    if op == "quest":
        return (need["quest"], "begun") in quests
    if op == "done":
        return (need["quest"], "done") in quests
    return True  # gold: earned in play


def _apply(effects: list[dict], statuses: frozenset, quests: frozenset) -> tuple:
    s, q = set(statuses), dict(quests)
    for effect in effects:
        if effect["op"] == "status":
            (s.add if effect["on"] else s.discard)(effect["status"])
        elif effect["op"] == "quest":
            q[effect["quest"]] = effect["stage"]
    return frozenset(s), frozenset(q.items())


def walk(passages: dict[str, dict] | None = None, start: str = B.FIRST) -> Walk:
    passages = passages if passages is not None else B.passages()
    out = Walk()
    seen: set[tuple] = set()
    todo = [(start, frozenset(), frozenset(), OPENING)]
    while todo:
        node = todo.pop()
        if node in seen:
            continue
        seen.add(node)
        key, statuses, quests, phase = node
        out.reached.add(key)
        passage = passages[key]

        def ok(needs: list[dict], statuses=statuses, quests=quests) -> bool:
            return all(_met(n, statuses, quests) for n in needs)

        fired = next((i for i, r in enumerate(passage["redirects"]) if ok(r["needs"])), None)
        if fired is not None:
            out.redirects.add((key, fired))
            todo.append((passage["redirects"][fired]["go"], statuses, quests, phase))
            continue
        statuses, quests = _apply(passage["effects"], statuses, quests)
        nexts: list[tuple[str, str]] = []
        for index, choice in enumerate(passage["choices"]):
            if ok(choice["needs"]):
                out.choices.add((key, index))
                nexts.append((choice["go"], phase))
        if "test" in passage:
            nexts += [(o["go"], phase) for o in passage["test"]["outcomes"]]
        if "go" in passage:
            nexts.append((passage["go"], phase))
        if "play" in passage:
            if phase != OPENING:
                out.problems.append(f"passage {key} sets a session up after a goal is met")
            for outcome in passage["play"]["outcomes"]:
                nexts.append((outcome["go"], AFTER if outcome["result"] == "won" else OPENING))
        if "pause" in passage or passage.get("end"):
            if phase != AFTER:
                out.problems.append(f"passage {key} closes the book before a session is played")
            if "pause" in passage:
                nexts.append((passage["pause"], OPENING))
            else:
                out.endings += 1
        if not nexts and not passage.get("end"):
            out.problems.append(f"passage {key} leaves the reader nowhere to go")
        todo += [(go, statuses, quests, where) for go, where in nexts]
    return out


def unmet_conditions(passages: dict[str, dict] | None = None) -> list[str]:
    """Every redirection that never fires and every choice with needs never open, in words."""
    passages = passages if passages is not None else B.passages()
    done = walk(passages)
    out = [f"passage {k} is never reached" for k in sorted(set(passages) - done.reached)]
    for key, passage in passages.items():
        for index in range(len(passage["redirects"])):
            if (key, index) not in done.redirects:
                out.append(f"passage {key}: redirection {index + 1} never fires")
        for index, choice in enumerate(passage["choices"]):
            if (key, index) not in done.choices:
                out.append(f"passage {key}: choice '{choice['text']}' is never open")
    return out + done.problems + ([] if done.endings else ["no reading reaches the end"])


def targets(passage: dict) -> list[str]:
    return J.targets(B.GRAMMAR, passage)
