"""Grudge: the rules contract (``RULES``) for the solo skirmish in shared/rules/grudge.md.

The work is split over short modules: ``cards`` (decks, card values), ``content`` (YAML data),
``board`` (geometry, written separately), ``state`` (the initial state and reading helpers),
``engine`` (its handlers on the shared agenda and fold of game/core/agenda.py), ``dice`` (d6
rolls and Luckstones),
``setup_flow`` (loadout, room, encounter), ``items`` (Use Item),
``rounds`` (round structure, turn order, reactions), ``actions`` (the Warrior's options and
previews), ``acts`` (the action in progress), ``values`` (action values, Favor, reach),
``combat`` (Strikes and Interrupts), ``movement`` (moves, Opportunity Attacks, Displace),
``damage`` (Defense, Notches, defeat), ``conditions`` (Roughhouse and conditions),
``monsters`` (the monster procedure), ``spells``, ``journal`` (what the player may remember)
and ``view``.

Squares are ``[col, row]`` lists, col 0..7 west->east, row 0..7 north->south. Seat is always 0.

Cards: a suit letter and a rank: ``"S7"``, ``"CA"`` (ace), ``"H10"``, ``"DK"``; Jokers are
``"JK1"``/``"JK2"``. Values: A=1, 2..10, J=11, Q=12, K=13. Spades ``S``, Clubs ``C``, Hearts ``H``,
Diamonds ``D`` (initiative only).

Monsters have ids ``"m1"``..``"m4"`` in encounter order; the Warrior is ``"warrior"``.

Prompt kinds (``pending(state).kind``; ``info["text"]`` is always a one-line instruction) and the
commands ``legal`` offers for each. Every command also carries ``"label"`` (button text) and,
where the outcome can be told in advance, ``"preview"``. Commands with ``"square"`` are meant to
be clicked on the board, those with ``"card"`` on a card, the rest are buttons.

Setting out
- ``loadout``: ``{"type": "loadout", "weapons": [w], "shield": true}`` (one weapon with Shield,
  Helmet, Breastplate) or ``{"type": "loadout", "weapons": [w1, w2], "shield": false}``.
  Weapons: ``axe blade bow flail hammer spear``.
- ``stats``: ``{"type": "stats", "spades": s, "clubs": c, "hearts": h}`` (a spread of 4, 3, 2).
- ``luck``: a d6 was just rolled and the player holds Luckstones. ``{"type": "luckstone"}`` adds
  +1 (one stone each), ``{"type": "keep_roll"}`` accepts. info: ``purpose``, ``face``, ``bonus``.
- ``room_choice``: ``{"type": "room", "room": id}`` (a Room roll of 7 or more).
- ``place_terrain``: ``{"type": "place", "square": sq}`` puts the piece named in info ``piece``
  (``tent big_tent fence_h fence_v campfire``) with its top-left at ``sq``; info ``footprint``
  gives the piece's squares relative to that anchor ([[0,0],[1,0]] for a flat fence) and
  ``left`` lists the pieces still to place. For fences ``{"type": "turn_fence"}``
  switches the orientation. (The Stuck Pig is placed by two rolls; a roll above 6 counts as 6.)
- ``edge_choice``: ``{"type": "edge", "edge": "north"|"east"|"south"|"west"}``.
- ``place_warrior``: ``{"type": "place", "square": sq}`` on the starting edge.
- ``encounter_reroll``: ``{"type": "reroll_encounter"}`` / ``{"type": "keep_encounter"}``.
- ``place_monster``: ``{"type": "place", "square": sq}`` for info ``monster`` (id) / ``spawn``.
- ``wield``: ``{"type": "wield", "weapon": w}`` entering a room with more than one weapon.

Each round
- ``initiative``: ``{"type": "initiative", "card": "D7"}`` from the Initiative Hand (Enraged: the
  lowest only).
- ``assign``: ``{"type": "assign", "card": c, "slot": "main"}`` then ``"reaction"``; the last card
  becomes the Interrupt. info ``slot``.
- ``tie_order``: ``{"type": "go_next", "who": "warrior"|monster id}``: who acts next on a shared
  initiative count.
- ``main_action`` (the Warrior's turn) and ``reaction`` (a Reaction window after a turn). Options:
  ``{"type": "strike", "target": id}``, ``{"type": "roughhouse", "target": id}``,
  ``{"type": "recover", "condition": c}``, ``{"type": "menu", "action": "dash"|"avoid"}``,
  ``{"type": "wield", "weapon": w}``, ``{"type": "load_bow"}``,
  ``{"type": "loot_weapon", "weapon": w, "at": drop_square}`` (a button: the fallen weapon's
  square is under ``"at"``, not ``"square"``), ``{"type": "loot_pig"}``,
  ``{"type": "cast", "spell": "luck"|"thunderclap"}``,
  ``{"type": "menu", "action": "cast", "spell": "brainfever"|"stinking_cloud"|"gust_of_wind"}``,
  ``{"type": "shake_stun"}`` (reaction only, when Stunned: spend it to lose the Stun) and
  ``{"type": "pass"}`` (end the turn / not now). Reaction windows only allow what the Reaction
  card's suit allows (Spades: Strike; Clubs: Dash/Avoid; Hearts: Use Item and Recover).
- ``choose_square`` / ``choose_target``: the same ask after a ``menu`` button (info ``slot``,
  ``action``, ``spell``). ``choose_square``: ``{"type": "dash"|"avoid", "square": sq}`` or
  ``{"type": "cast", "spell": "stinking_cloud", "square": sq}``; ``{"type": "back"}``.
  ``choose_target``: ``{"type": "cast", "spell": s, "target": id|"warrior"}``;
  ``{"type": "back"}``.
- ``aid``: add the Hearts Interrupt to your own action: ``{"type": "aid"}`` /
  ``{"type": "no_aid"}``.
- ``interrupt``: a Monster targets you with a Strike: ``{"type": "riposte"}`` (melee weapon in
  hand, attacker adjacent and in sight),
  ``{"type": "aid_defense"}`` (Hearts with a shield), ``{"type": "no_interrupt"}``.
- ``sidestep``: a Strike missed you: ``{"type": "avoid", "square": sq}`` /
  ``{"type": "no_interrupt"}``.
- ``notch``: one point of damage to soak: ``{"type": "notch", "piece": "helmet"|"breastplate"|
  "shield"}`` (never the shield against a Flail) or ``{"type": "take_damage"}`` (the rest goes
  to Health). info ``damage`` left.
- ``campfire_bounce``: ``{"type": "bounce", "square": sq}`` beside the Campfire.
- ``axe_move``: ``{"type": "axe_move", "square": sq}`` / ``{"type": "axe_stay"}``; then
  ``axe_strike``: ``{"type": "strike", "target": id}`` / ``{"type": "axe_done"}``.
- ``roughhouse_effect``: ``{"type": "roughhouse_effect", "effect": "trip"|"root"|"displace"|
  "disarm_weapon"|"disarm_shield"}``.
- ``displace``: ``{"type": "displace", "direction": d, "square": end_square}``.
- ``drop``: you are Disarmed: ``{"type": "drop", "item": "weapon"|"shield"}``.
- ``loot_pick``: the Luck spell lets you pick the pig's treasure:
  ``{"type": "loot_pick", "item": "luckstone"|"runestone"|"two_runestones"}``.
- ``game_over`` (seat None): no commands.

view(state, 0) keys: ``phase`` ("setup", "round", "over"), ``prompt`` (the pending prompt as a
dict), ``board`` {size, terrain: [{kind, squares}], walls, pig, pig_looted, campfire, clouds,
drops: [{square, weapon}], start_edge}, ``warrior`` {square, stats{spades,clubs,hearts}, speed,
health, armor: [{piece, notches, destroyed}], weapons, equipped, bow_loaded, conditions,
dropped, runestones, luck_spell, initiative}, ``luckstones``, ``monsters`` [{id, kind, name,
weapon, shield, square, health, defense, max_health, max_defense, speed, conditions, dropped,
loaded, immunity, defeated, spawn, initiative, used{main,reaction,interrupt}}] (defeated ones
stay listed with square None),
``hand`` (unassigned Warrior cards), ``cards`` {initiative, main, reaction, interrupt, used{main,
reaction, interrupt}}, ``initiative_hand``, ``initiative_discard``, ``monster_cards``
{initiative (list: one or two), main, reaction, interrupt, aid_kind}, ``turn_order``
[{who, name, initiative, done, current}], ``decks`` {warrior, warrior_discard,
monster_actions, monster_action_discard, monster_initiative, monster_initiative_discard,
jokers_aside (counts), joker_reset (a Joker was drawn this round)}, ``room`` {number, type, name,
encounter, encounter_name, campfire, pig}, ``encounters_seen``, ``run`` {rooms_cleared,
monsters_defeated, round}, ``log`` (last 60 lines; the cards of rounds that have ended, and the
values read off them, show as "?" until the run is over, see ``journal``), ``outcome``.

Conditions are the strings ``prone rooted stunned enraged disarmed``; ``dropped`` lists what a
Disarmed character let fall (``"weapon"``/``"shield"``).

Options: ``players`` (1), ``luckstones`` (banked from the profile; the run starts with them and
``outcome`` reports how many are left to bank), ``auto_pass`` (default True: skip Reaction,
Interrupt and Aid questions whose answer could change nothing).

Events are plain dicts: ``type``, ``log`` (a sentence, may be ""; cards and card values in it
are marked with their round, and ``redact`` hands them out as "?"), optional ``reveal``,
descriptive fields (``faces``, ``cards``, ``order``), and the changes they make: ``set`` (a
list of [path, value]), ``pop`` (agenda steps to drop) and ``push`` (steps, first runs first).
"""

from __future__ import annotations

from typing import Any

from game.core.agenda_rules import AgendaRules
from game.core.contract import Chance, Event, State
from game.games.grudge.manifest import MANIFEST

# the step modules register their handlers with the engine on import, so each is imported here
from game.games.grudge.rules import (  # noqa: F401
    actions,
    acts,
    combat,
    conditions,
    content,
    damage,
    dice,
    engine,
    items,
    monsters,
    movement,
    rounds,
    setup_flow,
    spells,
)
from game.games.grudge.rules.state import initial_state as make_state
from game.games.grudge.rules.view import hidden_from as run_hidden_from
from game.games.grudge.rules.view import outcome as run_outcome
from game.games.grudge.rules.view import redact as run_redact
from game.games.grudge.rules.view import summary as run_summary
from game.games.grudge.rules.view import view as run_view


class GrudgeRules(AgendaRules):
    manifest = MANIFEST
    agenda = engine.AGENDA
    # 2: journal lines mark card values with their round (the view hides ended rounds');
    # monster bows start unloaded; reactions skip the character whose turn it was
    rules_version = 2

    def check_content(self) -> None:
        """Load and check assets/grudge/*.yaml now, so a broken file is named before play."""
        content.load()

    def initial_state(self, options: dict[str, Any]) -> State:
        return make_state({**self.default_options(), **options})

    def opening_event(self, state: State, chance: Chance) -> Event:
        return setup_flow.opening_event()

    def view(self, state: State, seat: int | None) -> dict[str, Any]:
        return run_view(state, seat)

    def outcome(self, state: State) -> dict[str, Any] | None:
        return run_outcome(state)

    def summary(self, state: State) -> str:
        return run_summary(state)

    def hidden_from(self, state: State, seat: int) -> list:
        return run_hidden_from(state, seat)

    def redact(self, event: Event, seat: int | None) -> Event:
        return run_redact(event, seat)


RULES = GrudgeRules()
