"""Tainted Grail: Kings of Ruin, the rules contract (``RULES``) for
shared/rules/tainted-grail-kings-of-ruin.md.

Co-op: every question is the party's, so each prompt is open to every seat and any seat may
answer it; the agenda answers as its seat 0. Modules, by job: ``content`` (assets/tainted_grail),
``state``, ``engine`` (the agenda), ``setup``, ``day`` (the Order of the Day), ``actions`` (the
Day's menu), ``travel``, ``parties`` (forming, leaving, trading), ``costs`` and ``paying``,
``needs`` (journal requirements), ``journal`` (reading verses), ``effects`` (effect phrases),
``encounters`` (the interface part two replaces), ``guardians``, ``kings`` (the Kings of Ruin
on the board), ``waystones``, ``places`` and ``mapping`` (the map), ``events`` (Event deck,
quests, statuses), ``today`` (the rules Active Events set for the day), ``possessions``
(Items, Secrets), ``abilities``, ``tracks``, ``advance``, ``death``, ``save`` and ``view``.

Prompt kinds (every legal command has a ``label``, most a ``preview``): pick_hero, day, pay,
evening, trade, verse_choice (greyed choices in the prompt's ``choices``), verse_roll,
encounter, join_instant, triggered, recover, advance, keep_card, vision, ward (Secret 8),
reroll (Secret 59). Every question of an Encounter is the kind ``encounter`` with a ``stage``
(redraw, pick, activation, choice, discard, tick, trait); a question about a hand goes to that
Character's seat alone.

The Day's Actions (explore, travel, waystone, challenge, location_action, use) carry a ``bill``:
the whole party's price by resource ({"energy": 4, "magic": 1, ...}, nothing listed when free)
and ``per``: "member" for a price that scales with the party (Travel: ``members`` and ``each``,
one member's Energy, None when a weakness makes it uneven) or "party" for one shared price.
"""

from __future__ import annotations

from typing import Any

from game.core.agenda_rules import CoopAgendaRules
from game.core.contract import Chance, Command, Event, IllegalCommand, Prompt, State
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
    kings,
    mapping,
    opening,
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

    def _hand_seat(self, state: State) -> int | None:
        return view.hand_seat(state, self.agenda.top_ask(state))

    def pending(self, state: State) -> Prompt:
        prompt = super().pending(state)
        owner = self._hand_seat(state)
        if owner is not None:  # a question about a hand goes to the seat that holds it
            prompt.seat, prompt.open_to = owner, [owner]
        return prompt

    def legal(self, state: State, seat: int) -> list[Command]:
        owner = self._hand_seat(state)
        return [] if owner is not None and seat != owner else super().legal(state, seat)

    def decide(self, state: State, command: Command, chance: Chance) -> list[Event]:
        owner = self._hand_seat(state)
        if owner is not None and command.get("seat", 0) != owner:
            raise IllegalCommand(f"That hand is Player {owner + 1}'s; it is their decision.")
        return super().decide(state, command, chance)

    def check_content(self) -> None:
        content.load()

    def initial_state(self, options: dict[str, Any]) -> State:
        options = {**self.default_options(), **options}
        state = make_state(options)
        sheet = options.get("save")
        if not sheet and options.get("start", opening.FROM_THE_START) != opening.FROM_THE_START:
            sheet = opening.sheet(options, options["start"])  # a described later start
        if sheet:
            state = save.restore(state, sheet)
        return state

    def campaign_goes_on(self, carry: dict[str, Any]) -> bool:
        """Whether the campaign has a next session (its last chapter ended: none)."""
        return not (carry.get("save") or {}).get("over")

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

    def needs_cover(self, state: State, last: int, seat: int) -> bool:
        """A hand-off between two people at one screen only if ``seat`` would see something
        ``last`` may not; nothing is secret between the players, so only what differs counts
        (what nobody sees, a deck's order, is hidden from both alike)."""
        return view.hidden_from(state, last) != view.hidden_from(state, seat)


RULES = TaintedGrailRules()
