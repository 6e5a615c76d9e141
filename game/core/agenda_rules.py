"""The rules contract for games that run on the shared agenda (game/core/agenda.py): the
prompt, the legal commands, decide and the fold come from the game's Agenda, so a game writes
only what is its own (the opening, its view, outcome and summary)."""

from __future__ import annotations

from typing import Any

from game.core.agenda import Agenda
from game.core.agenda import apply as fold_apply
from game.core.contract import Chance, Command, Event, IllegalCommand, Prompt, State
from game.core.manifest import Manifest


class AgendaRules:
    """Subclasses set ``manifest`` and ``agenda`` and write ``initial_state``, ``opening_event``,
    ``view``, ``outcome`` and ``summary`` (and ``hidden_from`` when a seat has secrets)."""

    manifest: Manifest
    agenda: Agenda
    rules_version = 1

    @property
    def id(self) -> str:
        return self.manifest.id

    @property
    def title(self) -> str:
        return self.manifest.title

    @property
    def players(self) -> tuple[int, int]:
        return self.manifest.players

    @property
    def coop(self) -> bool:
        return self.manifest.coop

    @property
    def profile_options(self) -> tuple[str, ...]:
        return self.manifest.profile_options

    def default_options(self) -> dict[str, Any]:
        return self.manifest.defaults()

    def initial_state(self, options: dict[str, Any]) -> State:
        raise NotImplementedError

    def opening_event(self, state: State, chance: Chance) -> Event:
        raise NotImplementedError

    def setup(self, options: dict[str, Any], chance: Chance) -> list[Event]:
        state = self.initial_state(options)
        return self.agenda.start(state, chance, self.opening_event(state, chance))

    def pending(self, state: State) -> Prompt:
        return self.agenda.pending(state)

    def legal(self, state: State, seat: int) -> list[Command]:
        return self.agenda.legal(state, seat)

    def decide(self, state: State, command: Command, chance: Chance) -> list[Event]:
        return self.agenda.decide(state, command, chance)

    def apply(self, state: State, event: Event) -> State:
        return fold_apply(state, event)


class CoopAgendaRules(AgendaRules):
    """A co-op game on the agenda: every question is the party's, so each prompt is opened to
    every seat (``state["seats"]`` of them) and any seat may answer it, as the agenda's seat 0.
    GRIMLORE and Tainted Grail play this way."""

    def pending(self, state: State) -> Prompt:
        prompt = self.agenda.pending(state)
        if prompt.kind != "game_over":
            prompt.seat, prompt.open_to = 0, list(range(state["seats"]))
        return prompt

    def legal(self, state: State, seat: int) -> list[Command]:
        if not 0 <= seat < state["seats"]:
            return []
        return [{**option, "seat": seat} for option in self.agenda.legal(state, 0)]

    def decide(self, state: State, command: Command, chance: Chance) -> list[Event]:
        seat = command.get("seat", 0)
        if not isinstance(seat, int) or not 0 <= seat < state["seats"]:
            raise IllegalCommand("That seat is not at this table.")
        return self.agenda.decide(state, {**command, "seat": 0}, chance)
