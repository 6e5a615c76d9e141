"""GRIMLORE: Portal Tales, the rules contract (``RULES``) for shared/rules/grimlore-portal-tales.md.

Co-op: every question is the party's, so each prompt is open to every seat and any seat may
answer it. Modules: ``content`` (assets/grimlore), ``state``, ``engine`` (the agenda),
``party`` (making characters, mustering, XP), ``checks`` (tests and Destiny), ``flow`` (the
session, turns, travel, events, its end), ``scavenging``, ``free`` (gear, clues, items between
actions), ``settlement``, ``rewards`` (loot), ``outcomes``, ``board`` (battlemats),
``fight``, ``battle_start``, ``combat``, ``strikes``, ``enemies``, ``results``, ``book`` (the
Campaign Book's files), ``story`` (the book in play) and ``view``.

Prompt kinds (each legal command has a ``label`` and most a ``preview``): make, muster, train,
turn, free_scavenge, pickpocket, event, scavenge, haul, after_roll, route, town, loot,
magic_base, who_takes, combat_open, bless, combat, thunder, shadowmeld, passage_choice,
passage_test.
"""

from __future__ import annotations

from typing import Any

from game.core.agenda_rules import CoopAgendaRules
from game.core.contract import Chance, Event, State
from game.core.manifest import CAMPAIGN_KIND
from game.games.grimlore.manifest import MANIFEST

# the step modules register their handlers with the engine on import
from game.games.grimlore.rules import (  # noqa: F401
    battle_start,
    book,
    checks,
    combat,
    content,
    enemies,
    engine,
    flow,
    free,
    party,
    results,
    rewards,
    scavenging,
    settlement,
    story,
    strikes,
    view,
)
from game.games.grimlore.rules.state import initial_state as make_state


class GrimloreRules(CoopAgendaRules):
    manifest = MANIFEST
    agenda = engine.AGENDA
    rules_version = 1

    def check_content(self) -> None:
        content.load()
        book.load()

    def begin_campaign(self, options: dict[str, Any]) -> dict[str, Any]:
        """The Campaign Book's first record: a party yet to be made, with its story at #01."""
        if options.get(CAMPAIGN_KIND) != "book":
            return {}
        return {"party": make_state({**options, "party": None})["party"]}

    def campaign_summary(self, carry: dict[str, Any], in_progress: bool) -> str:
        """Where the Campaign Book's story stands, for the load screen ("" for free roam)."""
        told = story.progress(carry.get("party"))
        return f"{told}; a session in progress" if told and in_progress else told

    def initial_state(self, options: dict[str, Any]) -> State:
        return make_state({**self.default_options(), **options})

    def opening_event(self, state: State, chance: Chance) -> Event:
        return flow.opening_event(state)

    def view(self, state: State, seat: int | None) -> dict[str, Any]:
        return view.view(state, seat)

    def outcome(self, state: State) -> dict[str, Any] | None:
        return view.outcome(state)

    def summary(self, state: State) -> str:
        return view.summary(state)

    def hidden_from(self, state: State, seat: int) -> list:
        return view.hidden_from(state, seat)


RULES = GrimloreRules()
