"""BoardScene: what every game's board scene shares, so a game's own scene only draws its table
and turns clicks into commands.

It submits commands (turning a refusal into a toast), undoes and redoes (Ctrl+Z / Ctrl+Y),
autosaves after every change, hands the table over between hotseat players, opens the game
menu on Esc, writes the profile and shows the result when the game ends. Subclasses override
``draw`` and ``handle_board`` and may use ``view``, ``legal``, ``prompt`` and ``submit``.
"""
from __future__ import annotations

import copy
from typing import Any

import pygame

from game.app import intents as it
from game.app.guide import Guide
from game.app.motion import Motion, wanted
from game.app.render import dice
from game.app.opponents import find_ai
from game.app.scene import Scene
from game.app.scenes.dialog import MessageBox
from game.app.scenes.main_menu import MainMenuScene
from game.app.scenes.scenario_result import judge_board
from game.app.widgets.tooltip import RulesWords
from game.app.session import Slot, autosave, carry_outcome_to_profile, finish_campaign_session
from game.app.sound import sound_for
from game.core.match import Match
from game.core.registry import UnknownGame, get_manifest
from game.core.seats import AI_LEVEL, at_level, named, seat_names
from game.core.table import Change, TableSession


AI_DELAY_MS = 600  # long enough to follow the AI's moves one by one
FINISHING = (it.Click, it.RightClick, it.Press, it.DragStart, it.Key, it.Shortcut)


def _manifest_sounds(game_id: str) -> dict[str, tuple[str, ...]]:
    try:
        return get_manifest(game_id).sounds
    except UnknownGame:
        return {}  # a test's own game, outside the registry


class BoardScene(Scene):
    opaque = True
    #: before a hotseat hand-off, show the player who moved what their move did (their own view)
    recap_before_handoff = False

    def __init__(self, ctx, match: Match) -> None:
        super().__init__(ctx)
        self.match = match
        self.game_id = match.rules.id
        # a seat no human plays is played by the game's AI (its manifest names it), if it has one
        self.campaign = None  # set by open_match when the match is a campaign's session
        self.slot: Slot | None = None  # the file it autosaves into; open_match sets it
        level = str(match.options.get(AI_LEVEL, "normal"))
        ai = find_ai(self.game_id, level)
        self.table = TableSession(match, ctx.saves_dir, at_level(ai, level) if ai else None,
                                  autosave=self._autosave)
        self.names = seat_names(match.options, match.players)
        self.guide: Guide | None = None  # the guided first game; the new-game dialog sets it
        self._cache_key: tuple | None = None
        self.version = 0  # bumped on every change, so views are rebuilt only when needed
        self._view: dict[str, Any] = {}
        self._legal: list[dict] = []
        self.ai_delay_ms = AI_DELAY_MS if ctx.window is not None else 0  # headless: no waiting
        self._ai_due: int | None = None
        self.sounds = _manifest_sounds(self.game_id)
        self._moved_from: tuple[int, int] | None = None  # (seat, log length) while a move is sent
        # motion shows a change arriving; off headless (tests, shots, the bench) unless switched on
        self.motion = Motion(wanted(ctx.settings, ctx.window), ctx.settings.animation_speed)
        self._instant = False  # undo and redo show the end state at once
        self._before: tuple[int, dict] | None = None  # (seat, its view) just before a move

    # -- what the scene shows -----------------------------------------------------------------------
    @property
    def seat(self) -> int:
        """The seat whose side of the table is shown."""
        return self.table.viewer

    @seat.setter
    def seat(self, value: int) -> None:
        self.table.viewer = value

    @property
    def ai(self):
        return self.table.ai

    @ai.setter
    def ai(self, chooser) -> None:
        self.table.ai = chooser

    def acting_seat(self) -> int | None:
        """The human seat that must decide now, if any."""
        return self.table.acting_seat()

    @property
    def hotseat(self) -> bool:
        return self.table.hotseat

    def _refresh(self) -> None:
        key = (self.version, len(self.match.log), self.seat)
        if key != self._cache_key:
            # the players' names in place of "Player N", in everything the table shows
            self._view = named(self.match.view(self.seat), self.names)
            legal = self.match.legal(self.seat) if self.match.outcome() is None else []
            self._legal = named(legal, self.names)
            self._cache_key = key

    @property
    def view(self) -> dict[str, Any]:
        self._refresh()
        return self._view

    @property
    def legal(self) -> list[dict]:
        self._refresh()
        return self._legal

    @property
    def prompt_text(self) -> str:
        prompt = self.view.get("prompt")
        if isinstance(prompt, dict) and prompt.get("text"):
            return str(prompt["text"])
        pending = self.match.pending()
        return named(str(pending.info.get("text") or pending.kind.replace("_", " ").capitalize()),
                     self.names)

    def seat_name(self, seat) -> str:
        """How the table names a seat: its player's name ("Player 2" if none), with "(AI)" or,
        for the one person playing against it, "(you)"."""
        if not isinstance(seat, int):
            return str(seat)
        humans = self.match.human_seats
        who = " (AI)" if seat not in humans else " (you)" if len(humans) == 1 else ""
        name = self.names[seat] if 0 <= seat < len(self.names) else f"Player {seat + 1}"
        return f"{name}{who}"

    def ai_seat(self) -> int | None:
        """The seat the AI must move for now, if any."""
        return self.table.ai_seat()

    # -- life cycle -----------------------------------------------------------------------------------
    def enter(self) -> None:
        super().enter()
        RulesWords.game_id = self.game_id  # tooltips explain this game's rules words
        if self.hotseat and self.acting_seat() is not None and self.match.outcome() is None:
            self.ctx.stack.push(self.handoff_scene(self.seat))

    def exit(self) -> None:
        super().exit()
        dice.rolling = None

    def pause(self) -> None:
        super().pause()
        dice.rolling = None  # no die tumbles on another screen (a board still seen sets it again)
        RulesWords.game_id = None

    def resume(self) -> None:
        super().resume()
        RulesWords.game_id = self.game_id
        self.match.casual_undo = self.ctx.settings.casual_undo  # the setting may have changed
        self.motion.enabled = wanted(self.ctx.settings, self.ctx.window)
        self.motion.speed = self.ctx.settings.animation_speed

    def update(self, now_ms: int) -> None:
        super().update(now_ms)
        self.step_motion(now_ms)
        self._offer_hint()
        seat = self.ai_seat()
        if seat is None or self.ctx.stack.top is not self:  # menus and dialogs pause the AI
            self._ai_due = None
            return
        if self._ai_due is None:
            self._ai_due = now_ms + self.ai_delay_ms
        if now_ms >= self._ai_due:
            self._ai_due = None
            self.play_ai(seat)

    def step_motion(self, now_ms: int) -> None:
        """Move what moves on to this frame (the loop's clock)."""
        if self.motion.active:
            self.dirty = True  # the frame after the last one shows where things end
        self.motion.tick(now_ms)
        tween = self.motion.get("dice")  # every die drawn tumbles in while a roll is fresh
        dice.rolling = None if tween is None else tween.raw

    def start_motion(self, before: dict[str, Any], after: dict[str, Any], events: list[dict]) -> None:
        """The tweens that show the change from the view ``before`` to ``after``: fresh dice
        tumble in (any game), and the game's own (``animate_change``)."""
        if any(event.get("faces") for event in events):
            self.tumble_dice()
        self.animate_change(before, after, events)

    def tumble_dice(self) -> None:
        """Every die the table draws tumbles in (game/app/render/dice.py): a roll is fresh."""
        self.motion.start("dice", 400, ease=lambda t: t)

    def _offer_hint(self) -> None:
        """In a guided first game, the hint for a kind of decision the first time a person
        meets it (over the table, after any hand-off)."""
        guide = self.guide
        if guide is None or not guide.active or self.ctx.stack.top is not self:
            return
        if self.match.outcome() is not None or self.acting_seat() is None:
            return
        hint = guide.next_hint(self.match.pending().kind)
        if hint:
            self.ctx.stack.push(MessageBox(
                self.ctx, "Your first game", hint,
                [("Skip the guide", guide.finish, "normal"), ("Got it", None, "accent")]))

    def play_ai(self, seat: int | None = None) -> bool:
        """One AI move, from that seat's view and legal commands only."""
        self._remember_view()
        return self.show_change(self.table.play_ai())

    # -- changing the match -------------------------------------------------------------------------
    def _autosave(self, match: Match) -> str | None:
        if self.campaign is None and self.slot is None:
            self.slot = Slot.new(self.ctx, match)  # a board opened without open_match
        return autosave(self.ctx, match, self.campaign, self.slot)

    def submit(self, command: dict) -> bool:
        """Send ``command`` as the viewing seat; a refusal becomes a toast. True if accepted."""
        self._moved_from = (self.seat, len(self.match.log))
        self._remember_view()
        try:
            return self.show_change(self.table.submit(command))
        finally:
            self._moved_from = None

    def recap(self, seat: int, since: int) -> list[str]:
        """The journal lines of the entries since ``since``, as ``seat`` may see them."""
        lines = []
        for entry in self.match.log[since:]:
            lines += [str(e["log"]) for e in self.match.redact(entry.events, seat) if e.get("log")]
        return named(lines, self.names)

    def undo(self) -> None:
        self._show_at_once(self.table.undo())

    def redo(self) -> None:
        self._show_at_once(self.table.redo())

    def _remember_view(self) -> None:
        """Keep the view as it stands before a move, for the motion that shows the move: a copy,
        since a game's view may share its lists with the state the move changes."""
        self._before = (self.seat, copy.deepcopy(self.view)) if self.motion.enabled else None

    def _show_at_once(self, change: Change) -> bool:
        self._instant = True
        try:
            return self.show_change(change)
        finally:
            self._instant = False

    def after_change(self) -> None:
        """The match changed outside ``submit`` (a test, a tool): let the table catch up."""
        self.show_change(self.table.after_change())

    def show_change(self, change: Change) -> bool:
        """Bring the screen in step with a change at the table."""
        self.dirty = True
        if change.message:
            self.ctx.toast(change.message)
        if not change.ok:
            return False
        (seen_by, before), self._before = self._before or (None, None), None
        self.version += 1
        self.on_match_changed()
        self.motion.finish_all()
        if not self._instant and before and seen_by == self.seat:
            self.start_motion(before, self.view, change.events)
        judge_board(self)  # a scenario's goal, won or lost, is said once
        self.ctx.sounds.play("end" if change.finished else sound_for(change.events, self.sounds))
        if change.finished:
            if self.guide is not None:
                self.guide.finish()
            if self.campaign is not None:
                updates = finish_campaign_session(self.ctx, self.campaign, self.match)
            else:
                updates = carry_outcome_to_profile(self.ctx, self.match)
            self.show_result(updates)
        elif change.handoff_to is not None and self.secret_would_show(change.handoff_to):
            scene = self.handoff_scene(change.handoff_to)
            moved = self._moved_from
            if self.recap_before_handoff and moved is not None and hasattr(scene, "recap"):
                scene.recap = self.recap(moved[0], moved[1])[-scene.RECAP_LINES:]
                scene.mover = self.seat_name(moved[0])
            self.ctx.stack.push(scene)
        return True

    def on_match_changed(self) -> None:
        """Hook for subclasses: clear half-made selections and the like."""

    def animate_change(self, before: dict[str, Any], after: dict[str, Any], events: list[dict]) -> None:
        """Hook for subclasses: start the tweens (``self.motion``) that show what changed from
        the view ``before`` to the view ``after``; the drawing then reads them."""

    def animating(self) -> bool:
        return self.motion.active

    def secret_would_show(self, seat: int) -> bool:
        """Whether the screen ``seat`` now sees shows something the other player may not, so a
        hand-off covers the table first. A game whose screen hides its secrets for a moment
        (Grimheim: a reaction on the other side's turn) says so here."""
        return True

    # -- the shared screens -------------------------------------------------------------------------
    def handoff_scene(self, seat: int) -> Scene:
        from game.app.scenes.handoff import HandoffScene

        return HandoffScene(self.ctx, seat, name=self.names[seat] if seat < len(self.names) else None)

    def show_result(self, profile_updates: dict | None = None) -> None:
        from game.app.scenes.game_menu import ResultDialog

        self.ctx.stack.push(ResultDialog(self.ctx, self, profile_updates or {}))

    def open_menu(self) -> None:
        from game.app.scenes.game_menu import GameMenuDialog

        self.ctx.stack.push(GameMenuDialog(self.ctx, self))

    def leave(self) -> None:
        """Back to the main menu (the game stays in its autosave)."""
        menu = self.ctx.stack.find(MainMenuScene)
        if menu is not None:
            self.ctx.stack.pop_until(menu)
        else:
            self.ctx.stack.reset(MainMenuScene(self.ctx))

    # -- input ------------------------------------------------------------------------------------------
    def handle(self, intent: it.Intent) -> bool:
        if self.motion.active and isinstance(intent, FINISHING):
            self.motion.finish_all()  # a click or a key finishes what moves, and still counts
            self.dirty = True
        if isinstance(intent, it.Shortcut):
            if intent.name == "undo":
                self.undo()
                return True
            if intent.name == "redo":
                self.redo()
                return True
            if intent.name == "back":
                if not self.cancel_selection():
                    self.open_menu()
                return True
        return self.handle_board(intent)

    def offer_widgets(self, intent: it.Intent, popup, groups) -> bool:
        """Give the intent to the scene's widget groups (the popup first). An intent a widget
        takes closes the popup, unless what it did was open the next one."""
        for group in groups:
            shown = list(popup.widgets)
            used, changed = group.handle(intent)
            if changed:
                self.dirty = True
            if used:
                if popup.widgets == shown:
                    popup.clear()
                return True
        return False

    def scroll_log(self, intent: it.Wheel, panel) -> bool:
        if panel.handle(intent, self.fonts.small):
            self.dirty = True
            return True
        return False

    def handle_board(self, intent: it.Intent) -> bool:
        """Subclasses: the board's own clicks, drags and hovers."""
        return False

    def cancel_selection(self) -> bool:
        """Esc first drops a half-made choice (subclasses); True if there was one."""
        return False

    def draw(self, surface: pygame.Surface) -> None:
        raise NotImplementedError
