"""Tainted Grail: Kings of Ruin, the rules contract (``RULES``) for
shared/rules/tainted-grail-kings-of-ruin.md.

Co-op: every question is the party's, so each prompt is open to every seat and any seat may
answer it; the agenda answers as its seat 0. Modules, by job: ``content`` (assets/tainted_grail),
``state``, ``engine`` (the agenda), ``setup``, ``day`` (the Order of the Day), ``actions`` (the
Day's menu), ``travel``, ``parties`` (forming, leaving, trading), ``costs`` and ``paying``,
``needs`` (journal requirements), ``journal`` (reading verses), ``effects`` (effect phrases),
``encounters`` (the interface part two replaces), ``guardians``, ``waystones``, ``places`` and
``mapping`` (the map), ``events`` (Event deck, quests, statuses), ``today`` (the rules Active
Events set for the day), ``possessions`` (Items, Secrets), ``abilities``, ``tracks``,
``advance``, ``death``, ``save`` and ``view``.

Prompt kinds (every legal command has a ``label``, most a ``preview``): pick_hero, day, pay,
evening, trade, verse_choice (greyed choices in the prompt's ``choices``), verse_roll,
encounter, join_instant, triggered, recover, advance, keep_card, vision, ward (Secret 8),
reroll (Secret 59).

The Day's Actions (explore, travel, waystone, challenge, location_action, use) carry a ``bill``:
the whole party's price by resource ({"energy": 4, "magic": 1, ...}, nothing listed when free)
and ``per``: "member" for a price that scales with the party (Travel: ``members`` and ``each``,
one member's Energy, None when a weakness makes it uneven) or "party" for one shared price.
"""

from __future__ import annotations

from typing import Any

from game.core.agenda_rules import CoopAgendaRules
from game.core.contract import Chance, Event, State
from game.games.tainted_grail.manifest import MANIFEST

# the step modules register their handlers with the engine on import
from game.games.tainted_grail.rules import (  # noqa: F401
    abilities,
    actions,
    advance,
    content,
    day,
    death,
    echoes,
    effects,
    encounters,
    engine,
    events,
    guardians,
    journal,
    keepsakes,
    mapping,
    parties,
    paying,
    save,
    setup,
    travel,
    view,
)
from game.games.tainted_grail.rules.state import initial_state as make_state


class TaintedGrailRules(CoopAgendaRules):
    manifest = MANIFEST
    agenda = engine.AGENDA
    rules_version = 1

    def check_content(self) -> None:
        content.load()

    def initial_state(self, options: dict[str, Any]) -> State:
        options = {**self.default_options(), **options}
        state = make_state(options)
        if options.get("save"):
            state = save.restore(state, options["save"])
        return state

    def opening_event(self, state: State, chance: Chance) -> Event:
        return setup.opening_event(state)

    def view(self, state: State, seat: int | None) -> dict[str, Any]:
        return view.view(state, seat)

    def outcome(self, state: State) -> dict[str, Any] | None:
        return view.outcome(state)

    def summary(self, state: State) -> str:
        return view.summary(state)

    def hidden_from(self, state: State, seat: int) -> list:
        return view.hidden_from(state, seat)


RULES = TaintedGrailRules()
