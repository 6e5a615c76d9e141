"""The journal and what the player may remember. The book wants the player to remember the
cards of rounds gone by rather than look them up, so a journal line marks every card and every
value read off a card with the round it belongs to. The view writes the value out while that
round is on the table and a stand-in after it ends; once the run is over everything shows."""

from __future__ import annotations

import re

OPEN, CLOSE, SEP = "\u27e6", "\u27e7", "\u2223"
_MARK = re.compile(f"{OPEN}(\\d+){SEP}([^{SEP}{CLOSE}]*){SEP}([^{CLOSE}]*){CLOSE}")


def card(state: dict, text, instead: str = "?", number: int | None = None) -> str:
    """``text`` (a card, or a value read off one) marked as this round's (or round
    ``number``'s); ``instead`` is what the journal says in its place once the round has ended."""
    number = state["run"]["round"] if number is None else number
    return f"{OPEN}{number}{SEP}{text}{SEP}{instead}{CLOSE}"


def marked(line: str) -> bool:
    return OPEN in line


def showing(line: str, rounds) -> str:
    """``line`` with the marks of ``rounds`` written out (all of them when ``rounds`` is None)
    and the rest replaced by their stand-ins."""
    return _MARK.sub(
        lambda m: m.group(2) if rounds is None or int(m.group(1)) in rounds else m.group(3), line
    )


def open_rounds(state: dict):
    """The rounds whose cards the player may still look at: the one on the table, or all of
    them once the run is over (None)."""
    if state["result"] is not None:
        return None
    return {state["run"]["round"]} if state["round"] else set()


def lines(state: dict) -> list[str]:
    """The journal as the player sees it now."""
    rounds = open_rounds(state)
    return [showing(line, rounds) for line in state["log"]]


def forgotten(state: dict) -> list[str]:
    """Journal lines as they read with the cards of ended rounds written out: the player must
    not be shown these any more (unless the same words stand for this round's play too)."""
    rounds = open_rounds(state)
    if rounds is None:
        return []
    now = set(lines(state))
    out = []
    for line in state["log"]:
        if marked(line):
            full = showing(line, None)
            if full not in now:
                out.append(full)
    return out
