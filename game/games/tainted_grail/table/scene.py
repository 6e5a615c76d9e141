"""Tainted Grail's table. It reads the seat's view and legal commands only, and every click
sends a legal command the rules offered (through BoardScene.submit), so nothing here decides a
rule.

Which screen fills the table follows the game: choosing the Lampbearers, the map (During the
Day), a journal page (Exploring, a Vision), an Encounter and then its result, the night's
upkeep (the Start and End of the Day), trading, the end of the evening or chapter; or, when
asked for, a Character's whole tray or the journal's history. Around it stay the trays, the day
with its Events, the choices no screen shows itself, and the log. Nothing is secret between the
players: a question about a hand goes to the seat holding that Character (the table turns to
it, with no hand-off screen); any seat answers the party's other questions, and a seat the
computer plays decides when asked (the Computer button says what it would do)."""

from __future__ import annotations

import pygame

from game.app import board_keys, palette, units
from game.app import intents as it
from game.app.scene import Scene
from game.app.scenes.common import draw_backdrop
from game.app.scenes.dialog import MessageBox
from game.app.scenes.party_table import PartyTableScene
from game.app.widgets import Button, Choice, ChoiceList, LogPanel, draw_tooltip
from game.app.widgets.tooltip import RulesWords
from game.core.playout import bare
from game.games.tainted_grail.table import card_flight, day_panel
from game.games.tainted_grail.table import commands as K
from game.games.tainted_grail.table import layout as L
from game.games.tainted_grail.table.camera import Camera
from game.games.tainted_grail.table.closing import changes, last_reading
from game.games.tainted_grail.table.question import QuestionBar
from game.games.tainted_grail.table.screens import pick_screen
from game.games.tainted_grail.table.trays import TrayStrip


def ended_encounter(events: list[dict]) -> bool:
    return any(e.get("type") == "encounter_settled" for e in events)


def make_board_scene(ctx, match) -> TaintedGrailBoardScene:
    return TaintedGrailBoardScene(ctx, match)


class TaintedGrailBoardScene(PartyTableScene):
    native = True  # drawn at the window's own size (issue #21)
    letterbox = True  # laid out for 16:9, centred in a window of another shape

    @property
    def next_session_words(self) -> str:
        """The result's button in a campaign: after a death the campaign starts over (the book
        ends the game there), so the button says so rather than "Next session"."""
        ended = (self.match.outcome() or {}).get("ended")
        return "Begin again" if ended == "death" else "Next session"

    def __init__(self, ctx, match) -> None:
        super().__init__(ctx, match)
        self.L = L.at(self.ui_scale)
        self.log_panel = LogPanel(self.L.LOG, ui=self.ui_scale)
        self.camera = Camera(self.L.MAIN, self.ui_scale)
        self.page = "table"  # or "journal" (the history) or "tray"
        self.tray_cid: str | None = None
        self.picked: str | None = None  # a member of the party picked for the map
        self.screen = None
        self.trays = TrayStrip(self)
        self.question: QuestionBar | None = None
        self.actions: ChoiceList | None = None
        self.popup: ChoiceList | None = None
        self.day_spots: list = []
        self.open_reading: dict | None = None  # the reading the table last showed, while open
        self.last_reading: dict | None = None  # a reading just ended, left open until closed
        self.reading_changes: list[str] = []  # what the reading under way has changed so far
        self.last_result: dict | None = None  # an Encounter just ended, shown until dismissed
        if match.log and ended_encounter(match.log[-1].events):  # ended by the last move made
            self.last_result = self.view.get("encounter_report")
        self.pointer = (-1, -1)
        self._popup_opened: tuple | None = None  # (anchor, scale, title, commands) of the list
        self._reopen: tuple | None = None  # ... to open again after a new window size
        self.covered = False  # another scene (a question, the menu) lies over the table
        self.mat_scroll: int | None = None  # the battlemat's first card in sight (None: the end)
        self.hand_shown: str | None = None  # whose hand the battlemat shows, when one is picked
        self._built_for: tuple | None = None
        self._seen: tuple | None = None  # what the last screen was built from
        self._builds = 0  # screens built so far: a new one is drawn afresh
        self._touched = 0  # clicks, wheel turns, drags and keys: any may turn a screen's page
        self._frame: pygame.Surface | None = None  # the standing table, drawn once (draw)
        self._frame_key: tuple | None = None
        self.layout()

    def layout(self) -> None:
        """The table at this scene's size (1280x720 units times ``ui_scale``): the top bar, the
        log and the map's window; the screen, trays and lists are made again at the next sync."""
        self.L = L.at(self.ui_scale)
        self.journal_button = Button(
            self.L.JOURNAL,
            "Journal history",
            self.toggle_journal,
            size="small",
            tooltip="Read again every verse read so far.",
        )
        self.make_top_bar(
            self.L.ADVICE, self.L.UNDO, self.L.REDO, self.L.MENU, (self.journal_button,)
        )
        self.log_panel = self.log_panel.resized(self.L.LOG, self.ui_scale)
        self.camera.resize(self.ui_scale)
        # an open list opens again at the new size (its anchor scaled), the rest is built anew
        self._reopen = self._popup_opened if self.popup is not None else None
        self._built_for = None

    def enter(self) -> None:
        Scene.enter(self)  # no hand-off: nothing at this table is private between the players
        RulesWords.game_id = self.game_id

    def pause(self) -> None:
        super().pause()
        self.covered = True  # a question or menu on top: the table's hover help stays quiet

    def resume(self) -> None:
        super().resume()
        self.covered = False

    # -- keeping in step with the match --------------------------------------------------------
    def _sync(self) -> None:
        if self._sync_key() == self._built_for:
            return
        self._keep_pick()
        key = self._sync_key()  # with the party picked now, so the next frame keeps it
        seen = (key[1:], self.view, self.legal)
        if self._built_for is not None and seen == self._seen:
            self._built_for = key  # a change that changes nothing seen keeps the screen drawn
            return
        self._built_for, self._seen = key, seen
        self._builds += 1
        reading = self.view["reading"]
        self.open_reading = reading and {"kind": reading["kind"], "pages": len(reading["pages"])}
        self.popup = None
        self.screen = pick_screen(self)
        self.screen.build()
        self.trays = TrayStrip(self)
        self.trays.build()
        placed = self.screen.placed + ([] if self.screen.covers_trays else self.trays.placed)
        self.question = None
        kind = self.kind
        if kind in QuestionBar.handles and kind not in self.screen.handles:
            self.question = QuestionBar(self, self.screen.rect)
            self.question.build()
            self.screen.clear_of(self.question.rect)
            placed = placed + self.question.placed
        self.actions = self.choices_panel(self.L.ACTIONS, K.rest_of(self.legal, placed), K.label)
        self.refresh_top_bar()
        self.journal_button.label = (
            "Back to the table" if self.page != "table" else "Journal history"
        )
        self.log_panel.set_lines([str(line) for line in self.view.get("log", []) if line])
        if self._reopen is not None:
            anchor, ui, title, commands = self._reopen
            self._reopen = None
            self.open_popup(units.rect(pygame.Rect(anchor), self.ui_scale / ui), title, commands)
        for group in self._groups():
            group.hover(self.pointer)

    def _sync_key(self) -> tuple:
        return (self.version, self.seat, len(self.match.log), self.page, self.tray_cid, self.picked)

    def _parts(self) -> list:
        """The screen and what lies beside it that takes the pointer, top first."""
        parts = [self.question, self.screen] + ([] if self.screen.covers_trays else [self.trays])
        return [p for p in parts if p is not None]

    def _groups(self) -> list:
        return [self.top, *(p.ui for p in self._parts()), self.actions]

    def _keep_pick(self) -> None:
        """The party picked for the map: kept while its member is in the game, else the first
        party with an Action to take."""
        chars = [c["id"] for c in self.view["characters"]]
        if self.picked in chars:
            return
        acting = [c["who"] for c in K.of(self.legal, *K.PARTY_ACTIONS) if c.get("who") in chars]
        self.picked = acting[0] if acting else (chars[0] if chars else None)

    @property
    def kind(self) -> str:
        """The kind of question the rules ask now ("game_over" when the evening is done)."""
        return self.match.pending().kind

    def prompt_info(self) -> dict:
        """What the question at hand names (who is asked, the bill, the cards drawn)."""
        return dict(self.match.pending().info)

    def party_members(self) -> list[str]:
        for party in self.view["parties"]:
            if self.picked in party["members"]:
                return list(party["members"])
        return []

    def on_match_changed(self) -> None:
        self._built_for = None
        self.last_reading = None
        self.last_result = None
        self.mat_scroll = None

    def animate_change(self, before: dict, after: dict, events: list[dict]) -> None:
        card_flight.animate(self.motion, self.screen, before, after)  # the screen drawn before

    def rebuild(self) -> None:
        """Build the screen again (a local change: the Sequence scrolled, another hand shown)."""
        self._built_for = None
        self.dirty = True

    def show_change(self, change) -> bool:
        seen = self.open_reading
        shown = super().show_change(change)
        if change.ok and change.events:
            if seen is None:
                self.reading_changes = []
            self.reading_changes += changes(change.events)
            self.last_reading = last_reading(self.view, change.events, seen, self.reading_changes)
            if ended_encounter(change.events):
                self.last_result = self.view.get("encounter_report")
        return shown

    def close_result(self) -> None:
        self.last_result = None
        self._built_for = None
        self.dirty = True

    def close_book(self) -> None:
        self.last_reading = None
        self._built_for = None
        self.dirty = True

    def go_on_to_next_chapter(self) -> None:
        """A chapter's end: its save sheet is already kept in the campaign (the session ended
        with it), so the campaign's next session opens the next chapter at once."""
        from game.app import session
        from game.core.saves import SaveError

        try:
            match, campaign = session.continue_campaign(
                self.ctx, self.campaign.path(self.ctx.saves_dir)
            )
        except SaveError as err:
            self.ctx.toast(str(err))
            return
        match.casual_undo = self.ctx.settings.casual_undo
        session.open_match(self.ctx, match, campaign)

    # -- what a click does ---------------------------------------------------------------------
    def send(self, command: dict) -> None:
        """Send a legal command; one that cannot be taken back asks first."""
        self.popup = None
        question = K.question(command, self.view)
        if question:
            self.ctx.stack.push(
                MessageBox(
                    self.ctx,
                    "Are you sure?",
                    question,
                    [("Yes", lambda: self.submit(bare(command)), "danger"), ("No", None, "normal")],
                )
            )
            return
        self.submit(bare(command))

    def open_popup(self, anchor: pygame.Rect, title: str, commands: list[dict]) -> None:
        """A short list of commands beside ``anchor`` (the ways to pay for a waystone, the
        abilities of a party); a click on one sends it, a click elsewhere closes it."""
        choices = [
            Choice(K.label(c), self._sender(c), tooltip=K.preview(c), payload=c) for c in commands
        ]
        u = self.u
        popup = ChoiceList(
            (0, 0, u(360), u(400)),
            title,
            choices,
            self.fonts.small,
            max_height=u(360),
            ui=self.ui_scale,
        )
        popup.place_beside(pygame.Rect(anchor), self.L.SCREEN)
        popup.hover(self.pointer)
        self.popup = popup
        self._popup_opened = (pygame.Rect(anchor), self.ui_scale, title, commands)
        self.dirty = True

    def pick_party(self, cid: str) -> None:
        self.picked = cid
        self.dirty = True

    def show_tray(self, cid: str) -> None:
        self.page, self.tray_cid = "tray", cid
        self.dirty = True

    def toggle_journal(self) -> None:
        self.page = "journal" if self.page == "table" else "table"
        self.dirty = True

    def back_to_table(self) -> None:
        self.page = "table"
        self.dirty = True

    def locate(self, command: dict) -> tuple[int, int] | None:
        """Where a player clicks next for ``command``: the screen, the trays, the question, an
        open list, then the choices panel."""
        self._sync()
        if self.popup is not None:
            for row in self.popup.rows:
                if K.same(row.choice.payload, command):
                    self.popup.scroll_to(row)
                    return row.rect.center
            self.popup = None
        for part in self._parts():
            spot = part.locate(command)
            if spot is not None:
                return spot
        for row in self.actions.rows:
            if K.same(row.choice.payload, command):
                self.actions.scroll_to(row)
                return row.rect.center
        return None

    def cancel_selection(self) -> bool:
        if self.popup is not None:
            self.popup = None
            self.dirty = True
            return True
        if self.page != "table":
            self.back_to_table()
            return True
        return False

    def prompt_line(self) -> str:
        outcome = self.match.outcome()
        if outcome is not None:
            return str(outcome.get("text") or "The game is over.")
        if not self.legal:
            return "Waiting..."
        words = self.prompt_text.split(" Closed to you:")[0]
        return f"{self.answerer()}: {words}"

    # -- input ---------------------------------------------------------------------------------
    def handle_board(self, intent: it.Intent) -> bool:
        self._sync()
        if isinstance(intent, (it.Hover, it.Click, it.Wheel, it.Press)):
            self.pointer = intent.pos
            self.dirty = True
        if not isinstance(intent, it.Hover):
            self._touched += 1
        if self.popup is not None:
            if self.popup.handle(intent):
                return True
            if isinstance(intent, it.Click):
                self.popup = None  # a click outside the open list closes it, nothing else
                return True
        used, _ = self.top.handle(intent)
        if used:
            return True
        for part in self._parts():
            if part.handle(intent):
                return True
        if self.actions.handle(intent):
            return True
        if isinstance(intent, it.Wheel):
            return self.scroll_log(intent, self.log_panel)
        if isinstance(intent, it.Click):
            return True  # panels catch their own clicks
        return isinstance(intent, (it.RightClick, it.Press, it.DragStart, it.DragMove, it.Drop))

    # -- drawing -------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        """The standing table is drawn once into a frame (again when the screen is built anew,
        on a click, wheel turn, drag or key, or when the size, the text size, the marks, the
        prompt, the log's scroll or what the screen keeps of the pointer or its camera change);
        each frame draws it, then what follows the pointer over it."""
        self._sync()
        key = (
            self._builds,
            self._touched,
            surface.get_size(),
            self.fonts.scale,
            palette.Marks.on,
            self.prompt_line(),
            self.log_panel.scroll,
            self.screen.still_key(),
        )
        if key != self._frame_key or self._frame is None:
            self._frame_key = key
            if self._frame is None or self._frame.get_size() != surface.get_size():
                self._frame = pygame.Surface(surface.get_size(), 0, surface)  # its format
            self._draw_still(self._frame)
        surface.blit(self._frame, (0, 0))
        self._draw_live(surface)

    def _draw_still(self, surface: pygame.Surface) -> None:
        """What stands between frames: the screen and trays under their buttons, the day, the
        log. (The question lies over the screen's buttons, so it is drawn live after them.)"""
        draw_backdrop(surface)
        self.draw_prompt(surface, self.L.PROMPT, self.prompt_line())
        self.screen.draw_body(surface)
        if not self.screen.covers_trays:
            self.trays.draw_body(surface)
        self.day_spots = day_panel.draw(surface, self, self.view)
        self.log_panel.draw(surface, self.fonts)

    def _draw_live(self, surface: pygame.Surface) -> None:
        """Over the standing table, in the order the table lies: the screen's buttons and
        marks, the cards in flight, the question, the trays' buttons, the lists, the tip."""
        fonts = self.fonts
        self.screen.draw_over(surface)
        card_flight.draw(surface, self.screen, self.motion, self.ctx.sheets, self.ui_scale)
        if self.question is not None:
            self.question.draw(surface)
        if not self.screen.covers_trays:
            self.trays.draw_over(surface)
        self.actions.draw(surface, fonts)
        self.top.draw(surface, fonts, tooltips=False)
        if self.popup is not None:
            self.popup.draw(surface, fonts)
        elif not self.covered:  # the keyboard's ring reaches the table's own places too
            parts = [self.question] if self.question is not None else self._parts()
            for part in parts:
                board_keys.offer_all(part.key_spots())
            board_keys.offer_all((r, words.split("\n")[0][:60]) for r, words in self.day_spots)
        tip = self._tip()
        if tip:
            draw_tooltip(surface, fonts.small, tip, self.pointer, self.ui_scale)

    def _tip(self) -> str:
        if self.covered:
            return ""
        if self.popup is not None and self.popup.contains(self.pointer):
            return self.popup.hover_tip()
        tip = next((w.hover_tip() for w in self.top.widgets if w.hover_tip()), "")
        if tip:
            return tip
        if self.question is not None and self.question.rect.collidepoint(self.pointer):
            return self.question.tip(self.pointer)
        for part in self._parts():
            if part is not self.question and part.rect.collidepoint(self.pointer):
                return part.tip(self.pointer)
        if self.actions.contains(self.pointer):
            return self.actions.hover_tip()
        return next(
            (words for rect, words in self.day_spots if rect.collidepoint(self.pointer)), ""
        )
