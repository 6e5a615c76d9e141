"""Grimheim: the rules contract (``RULES``) for shared/rules/grimheim.md, two seats (0 and 1).

Modules: ``content`` (assets/grimheim, the model builder), ``board`` (the map, movement, sight,
cover), ``state``, ``engine`` (the agenda), ``flow`` (deployment, side quests, the turn and its
phases), ``actions`` (the activation), ``moving`` (moves, falls, Overwatch), ``reactions``,
``combat`` (attacks and saves), ``fate`` (Fate dice), ``statuses``, ``scoring`` and ``view``.

Campaigns (campaign.py): the option ``campaign`` carries the record from battle to battle; a
campaign battle opens with a ``muster`` prompt for each seat (muster.py's commands) and its
outcome has ``campaign``, the record after the aftermath's rolls (aftermath.py).

Options: the manifest's (``point_limit`` binds both warbands; setup refuses one over it), and
``quest_0``/``quest_1``, an agreed side quest's id (the book's "agree on a specific quest"),
which the new-game dialog does not offer.

Prompt kinds and commands (each legal command also has ``label``; some a ``preview``):
- ``deploy``: {"type": "deploy", "model", "cell": [x, y]}.
- ``quest`` (each seat in turn, whatever its side quest): {"type": "mark", "model"} for Marked
  for the Grave, else {"type": "keep_quest"}.
- ``first``: {"type": "first", "who": seat}; ``activate``: {"type": "activate", "model"}.
- ``act``: {"type": move|run|fall_back|run_and_gun, "cell"}, {"type": "charge", "target",
  "cell", "via"?} (``via``: the square a jump-down Charge drops from),
  {"type": "fight"|"shoot", "target", "weapon"}, {"type": "cast", "spell", "target"},
  {"type": "hide"|"recover"|"pass"|"end"}, {"type": "interact"|"loot", "objective": index},
  {"type": "overwatch", "weapon"}, {"type": "command", "target"},
  {"type": "fate", "die", "ability", "model"}.
- ``retreat`` (the charged model first): {"type": "react", "model", "reaction": "retreat",
  "cell"} or {"type": "no_react"}.
- ``react``: {"type": "react", "model", "reaction": "dodge"|"intercept", "weapon"?} or
  {"type": "no_react"}.
- ``watch``: {"type": "watch_fire", "model"} or {"type": "hold_fire"} (Overwatch at a move's end).
- ``fate``: {"type": "fate", "die", "ability", "strike"} (strike -1: a fall's dice) or
  {"type": "fate_done"}.
- At ``activate``, ``react``, ``retreat``, ``watch``, ``gun`` and ``fate`` prompts the seat may
  also spend a Fate die on a model: {"type": "fate", "die", "ability", "model"} (Heal, Rally;
  Assault for the model about to move).
- ``gun``: a ``run_and_gun`` shot {"type": "run_and_gun", "target", "weapon"} or "no_shot".
"""

from __future__ import annotations

from typing import Any

from game.core.agenda_rules import AgendaRules
from game.core.contract import Chance, Command, Event, State
from game.games.grimheim.manifest import MANIFEST

# the step modules register their handlers with the engine on import
from game.games.grimheim.rules import (  # noqa: F401
    actions,
    aftermath,
    board,
    campaign,
    campaign_start,
    content,
    engine,
    fate,
    flow,
    moving,
    muster,
    reactions,
    view,
)
from game.games.grimheim.rules.state import initial_state as make_state

engine.remember_options()


class GrimheimRules(AgendaRules):
    manifest = MANIFEST
    agenda = engine.AGENDA
    rules_version = 3  # 3: every side is asked about its side quest

    def check_content(self) -> None:
        """The content files and every mission's map, so a broken one is named before play."""
        for mission in content.load()["missions"].values():
            board.board(mission["map"])

    def initial_state(self, options: dict[str, Any]) -> State:
        return make_state({**self.default_options(), **options})

    def opening_event(self, state: State, chance: Chance) -> Event:
        return flow.opening_event(state, chance)

    def begin_campaign(self, options: dict[str, Any]) -> dict[str, Any]:
        """A campaign's first record, from the new-game dialog's options (campaign.py)."""
        return {"campaign": campaign_start.begin({**self.default_options(), **options})}

    def campaign_summary(self, carry: dict[str, Any], in_progress: bool) -> str:
        """Where a campaign stands, for the load screen ("Battle 3 of 8: ...")."""
        return campaign.summary(carry.get("campaign"), in_progress)

    def campaign_goes_on(self, carry: dict[str, Any]) -> bool:
        """Whether a campaign has a next battle (a told story has none)."""
        return campaign.goes_on(carry.get("campaign"))

    def legal(self, state: State, seat: int) -> list[Command]:
        return engine.legal(state, seat)

    def view(self, state: State, seat: int | None) -> dict[str, Any]:
        return view.view(state, seat)

    def outcome(self, state: State) -> dict[str, Any] | None:
        return view.outcome(state)

    def summary(self, state: State) -> str:
        return view.summary(state)

    def hidden_from(self, state: State, seat: int) -> list:
        return view.hidden_from(state, seat)

    def redact(self, event: Event, seat: int | None) -> Event:
        return view.redact(event, seat)


RULES = GrimheimRules()
