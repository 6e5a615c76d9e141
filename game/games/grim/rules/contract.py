"""GRIM the Card Game: the rules contract (``RULES``) for shared/rules/grim-the-card-game.md,
standard and Coven formats, two seats (0 and 1).

Modules, in layers (each imports only from layers below it; tests/grim/test_rules_layers.py
holds the line): ``elements`` (the chart and Statuses) and ``engine`` (its handlers on
game/core/agenda.py); ``vocabulary`` (the effect words); ``content`` (assets/grim/*.yaml);
``state`` (initial state, read-only helpers); ``status_marks`` (clearing, Curing, releasing a held
Attack); ``damage`` (calculation, Health, Stamina, Knockouts) and ``bonds`` (drawing, attaching,
spending); ``statuses`` (inflicting); ``effects`` (the vocabulary carried out, Afterworlds);
``attack`` (declare, Reaction, land/Hinder, resolve, Synergy); ``turns`` (Rounds, Turns, Heal,
Swap, replacement); ``spirit_bonus``, ``setup_flow`` (Pick-Ban, Coven, placement), ``view`` and
``scenario`` (a position from a scenario file); then this module.

Cards: Grim are content keys (``"fire_03"``; in Coven ``"fire_03@0"``), Bond cards ``"b0"``...
Places on the field are (seat, slot), slot 0 or 1.

Prompt kinds and their commands (every legal command also has ``label``; Attack and Reaction
choices carry ``preview``):
- ``pick_deck`` / ``ban_deck``: ``{"type": "pick_deck"|"ban_deck", "element": e}``.
- ``grimlord``: ``{"type": "grimlord", "element": e}``; ``coven_pick``: ``{"type": "coven_pick",
  "card": key}`` (eight times); ``protect``: ``{"type": "protect", "card": c}``; ``banish``:
  ``{"type": "banish", "card": c}`` (from the opponent's Coven).
- ``afterworld``: ``{"type": "afterworld", "element": e}``.
- ``search``: ``{"type": "search", "card": c, "from": deck_element}``; the Round's Fiend's
  Favor search may also be declined: ``{"type": "no_search"}``.
- ``place`` (face down, hidden until both chose) and ``replace`` (after a Knockout):
  ``{"type": "place", "card": c, "bond": b_or_None}``.
- ``draw``: ``{"type": "draw", "from": "bond"|element}`` / ``{"type": "no_draw"}``.
- ``attach``: ``{"type": "attach", "card": bond, "slot": s}`` / ``{"type": "no_attach"}``.
- ``action``: ``{"type": "attack", "attack": 0|1, "element": e, "targets": [slots],
  "synergy": bool}`` with preview ``{"cost", "damage": {slot: {"immune", "damage", "steps"}}}``;
  ``{"type": "heal"}`` or ``{"type": "swap", "card": c}`` (preview ``{"missing", "stamina",
  "bonds"}``), then ``heal_pay``; ``{"type": "pass"}``.
- ``heal_pay`` (prompt info: ``card``, ``bonds`` picked so far, ``swap``): ``{"type": "pay_bond",
  "bond": b}`` (one attached Bond at a time, one per kind offered), ``{"type": "pay", "stamina":
  n}`` (spend the picked Bonds and n Stamina; for a Swap exactly to full Health), ``{"type":
  "back"}`` (to the Action).
- ``topdeck`` (no Grim to play): ``{"type": "topdeck", "from": deck_element}``.
- ``reaction`` (the defender; skipped when nothing is possible): ``{"type": "react_element",
  "card": bond, "slot": s}`` (preview: the damage after it), ``{"type": "react_status", "card":
  grim, "slot": s}`` (s: the Target whose player reacts), ``{"type": "no_reaction"}``.
- ``one_target``: ``{"type": "one_target", "slot": s}``.
- ``extra_attack``: an ``attack`` command as above, or ``{"type": "pass"}``.
- ``spirit_bonus``: ``{"type": "spirit_bonus", "element": e}`` (Coven: ``"grimlord": true``
  spends the Reaction); then ``split_stamina`` ``{"type": "split", "self": k}``, ``wind_swap``
  ``{"type": "wind_swap", "card": c|None, "add": "health"|"stamina"|None}``, ``psychic_bonus``
  ``{"type": "psychic_move", "bond": b, "to": [seat, slot]}`` (plans a move; prompt info
  ``moves``), then ``{"type": "psychic"}`` or ``{"type": "psychic", "afterworld": e}`` (carries
  the plan out, offered while no Grim would hold two Elements).
- ``game_over`` (seat None).

view(state, seat) keys: ``seat phase format prompt favor round{number, phase} turn turn_order
[{seat, slot, card, name, speed, paralysis_phase, done, current}] players[{hand (own only, else
None), hand_count, banished_count, decks, deck_counts, reaction, favor, grimlord, coven,
protected, knockouts, face_down}] field[seat][slot] ({id, name, element, elements, health,
current_health, max_health, stamina, speed, effective_speed, status, bonds[{id, bond, name}],
spirit_bonus, attacks, passive, flavour} or None) afterworld{active, available, discard}
bond_deck_count limbo_count banned attack (the declared Attack with per-Target preview)
held_attacks hindered ({card, why} while a Hindered Attack waits to be declared again) log
outcome``. The prompt is shown in full only to the seat it is for.

Options: ``format`` ("standard" or "coven"), ``first_favor`` (0, 1 or None for a coin flip).
Events: ``type``, ``log``, ``set``/``push``/``pop`` as in Grudge, ``reveal`` when a card is
drawn or shown.
"""

from __future__ import annotations

from typing import Any

from game.core.agenda_rules import AgendaRules
from game.core.contract import Chance, Command, Event, State
from game.games.grim.manifest import MANIFEST

# the step modules register their handlers with the engine on import
from game.games.grim.rules import attack, content, engine, setup_flow, spirit_bonus, turns  # noqa: F401
from game.games.grim.rules.state import initial_state as make_state
from game.games.grim.rules.view import hidden_from as match_hidden_from
from game.games.grim.rules.view import outcome as match_outcome
from game.games.grim.rules.view import summary as match_summary
from game.games.grim.rules.view import view as match_view


class GrimRules(AgendaRules):
    manifest = MANIFEST
    agenda = engine.AGENDA
    rules_version = 1

    def check_content(self) -> None:
        content.load()

    def initial_state(self, options: dict[str, Any]) -> State:
        return make_state({**self.default_options(), **options})

    def opening_event(self, state: State, chance: Chance) -> Event:
        return setup_flow.opening_event(state, chance)

    def legal(self, state: State, seat: int) -> list[Command]:
        return engine.legal(state, seat)  # each command names its seat, for the table

    def view(self, state: State, seat: int | None) -> dict[str, Any]:
        return match_view(state, seat)

    def outcome(self, state: State) -> dict[str, Any] | None:
        return match_outcome(state)

    def summary(self, state: State) -> str:
        return match_summary(state)

    def hidden_from(self, state: State, seat: int) -> list:
        return match_hidden_from(state, seat)


RULES = GrimRules()
