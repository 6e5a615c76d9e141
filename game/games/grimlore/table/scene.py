"""GRIMLORE's table. It reads the seat's view and legal commands only, and every click sends a
legal command the rules offered (through BoardScene.submit), so nothing here decides a rule.

Which screen fills the table follows the session: the roster (making characters, choosing
who goes, retiring), the party sheet (the Party button, and spending XP), the journey (tiles,
events, who tries), the settlement's shop, the battlemat, and the session's end. Around it stay
the Campaign Book's journal while its passages are read,
the party's pools, the characters, the dice as rolled, the choices no screen shows itself, and
the log. Any seat may answer any party decision; a seat the computer plays can be asked to
decide the one at hand (the Computer button says what it would do)."""

from __future__ import annotations

import pygame

from game.app import board_keys, palette
from game.app import intents as it
from game.app.scenes.common import draw_backdrop
from game.app.scenes.dialog import MessageBox
from game.app.scenes.party_table import PartyTableScene
from game.app.widgets import Button, ChoiceList, LogPanel, draw_tooltip
from game.core.playout import bare
from game.games.grimlore.table import animation, panels
from game.games.grimlore.table import commands as K
from game.games.grimlore.table import layout as L
from game.games.grimlore.table.battle import BattleScreen, blows
from game.games.grimlore.table.ending import EndScreen
from game.games.grimlore.table.fight_result import fight_end, fight_events, fight_summary
from game.games.grimlore.table.journal import JournalScreen
from game.games.grimlore.table.journey import JourneyScreen
from game.games.grimlore.table.roster import RosterScreen
from game.games.grimlore.table.sheet import SheetScreen
from game.games.grimlore.table.shop import ShopScreen


def make_board_scene(ctx, match) -> GrimloreBoardScene:
    return GrimloreBoardScene(ctx, match)


class GrimloreBoardScene(PartyTableScene):
    native = True  # drawn at the window's own pixels: self.L is the layout at this size
    letterbox = True  # laid out for 16:9: a window of another shape gets the largest 16:9 box

    def __init__(self, ctx, match) -> None:
        super().__init__(ctx, match)
        self.log_panel = LogPanel(L.LOG)
        self.actions: ChoiceList | None = None
        self.screen = None
        self.sheet_open = False
        self.sheet_cid: str | None = None  # the character whose sheet is shown
        self.focus: str | None = None  # the character picked on the battlemat
        self.roster_page = 0  # the page of the muster's roster shown
        self.pool_spots: list = []
        self.crew_spots: list = []
        self.pointer = (-1, -1)
        self.recent: list[dict] = []  # the last change's events, for damage numbers
        self._built_for: tuple | None = None
        self._seen: tuple | None = None  # what the last screen was built from
        self._builds = 0  # screens built so far: a new one is drawn afresh
        self._frame: pygame.Surface | None = None  # the standing table, drawn once
        self._frame_key: tuple | None = None
        self._moved = False  # motion ran in the last frame: the standing table is stale
        self._screen_moved = False  # the kept screen shows things mid-motion
        self.layout()

    def layout(self) -> None:
        """The table at this scene's size: the layout, the top bar and the log's rect; the
        screen of the moment and the choices are made again at the next sync."""
        self.L = L.at(self.ui_scale)
        self.party_button = Button(
            self.L.PARTY,
            "Party sheet",
            self.toggle_sheet,
            size="small",
            tooltip="Every character's sheet.",
        )
        self.make_top_bar(
            self.L.ADVICE, self.L.UNDO, self.L.REDO, self.L.MENU, (self.party_button,)
        )
        self.log_panel = self.log_panel.resized(self.L.LOG, self.ui_scale)
        self._built_for = None

    # -- keeping in step with the match --------------------------------------------------------
    def _sync(self) -> None:
        key = (
            self.version,
            self.seat,
            len(self.match.log),
            self.sheet_open,
            self.sheet_cid,
            self.focus,
        )
        if key == self._built_for:
            return
        seen = (
            repr(self.view),
            repr(self.legal),
            key[1:],
            self.roster_page,
            getattr(self, "shop_tab", None),
            getattr(self, "shop_page", 0),
        )
        if self._built_for is not None and seen == self._seen:
            self._built_for = key  # a change that changes nothing seen keeps the screen drawn
            return
        self._built_for, self._seen = key, seen
        self._builds += 1
        self.screen = self._pick_screen()
        self.screen.build()
        rest = K.rest_of(self.legal, self.screen.placed)
        rest = self.screen.side_choices(rest) if hasattr(self.screen, "side_choices") else rest
        self.actions = self._choices(rest)
        self.refresh_top_bar()
        self.party_button.label = "Back to the table" if self.sheet_open else "Party sheet"
        self.log_panel.set_lines([str(line) for line in self.view.get("log", []) if line])
        for group in (self.top, self.screen.ui, self.actions):
            group.hover(self.pointer)

    def _pick_screen(self):
        view = self.view
        kind = view["prompt"]["kind"]
        if self.sheet_open or (kind == "train" and view["phase"] != "end"):
            return SheetScreen(self, self.L.MAIN)
        if kind in ("make", "muster"):
            return RosterScreen(self, self.L.MAIN)
        if view["phase"] == "end" or kind == "game_over":
            return EndScreen(self, self.L.MAIN)
        if view.get("reading") is not None:  # the Campaign Book is open
            return JournalScreen(self, self.L.MAIN)
        if view["combat"] is not None:
            return BattleScreen(self, self.L.MAIN)
        if kind == "town":
            return ShopScreen(self, self.L.MAIN)
        return JourneyScreen(self, self.L.MAIN)

    def _choices(self, commands: list[dict]) -> ChoiceList:
        return self.choices_panel(
            self.L.ACTIONS,
            commands,
            lambda c: K.label(c) + (f" ({K.chance(c)}%)" if K.chance(c) is not None else ""),
            K.preview_text,
        )

    def on_match_changed(self) -> None:
        self._built_for = None

    def animate_change(self, before: dict, after: dict, events: list[dict]) -> None:
        grid = getattr(self.screen, "grid", None)  # the battlemat as drawn before the change
        if grid is not None:
            animation.animate(self.motion, grid, before, after, blows(events))
        if after.get("roll") and after.get("roll") != before.get("roll"):
            self.tumble_dice()  # a new test lies in the tray

    def show_change(self, change) -> bool:
        if change.ok:
            self.recent = list(change.events)
        shown = super().show_change(change)
        if change.ok and not change.finished and fight_end(change.events):
            self._show_fight_result()
        return shown

    def _show_fight_result(self) -> None:
        """After the change that ends a fight: how it went, before the journey goes on."""
        entries = [self.match.redact(entry.events, self.seat) for entry in self.match.log]
        title, lines = fight_summary(fight_events(entries), self.view)
        self.ctx.stack.push(
            MessageBox(self.ctx, title, "\n".join(lines), [("Go on", None, "accent")])
        )

    # -- what a click does ---------------------------------------------------------------------
    def send(self, command: dict) -> None:
        """Send a legal command; one that cannot be taken back asks first."""
        question = K.CONFIRM.get(command.get("type"))
        if question:
            who = panels.sheet_of(self.view, command.get("cid", "")) or {}
            self.ctx.stack.push(
                MessageBox(
                    self.ctx,
                    "Are you sure?",
                    question.format(name=who.get("name", "them")),
                    [("Yes", lambda: self.submit(bare(command)), "danger"), ("No", None, "normal")],
                )
            )
            return
        self.submit(bare(command))

    def toggle_sheet(self) -> None:
        self.sheet_open = not self.sheet_open
        self.dirty = True

    def show_sheet(self, cid: str) -> None:
        self.sheet_open, self.sheet_cid = True, cid
        self.dirty = True

    def locate(self, command: dict) -> tuple[int, int] | None:
        """Where a player clicks next for ``command`` (the screen first, then the choices)."""
        self._sync()
        spot = self.screen.locate(command)
        if spot is not None:
            return spot
        for row in self.actions.rows:
            if K.same(row.choice.payload, command):
                self.actions.scroll_to(row)
                return row.rect.center
        return None

    def cancel_selection(self) -> bool:
        return bool(self.screen and hasattr(self.screen, "cancel") and self.screen.cancel())

    def prompt_line(self) -> str:
        if self.match.outcome() is not None:
            return "The session is over."
        if not self.legal:
            return "Waiting..."
        who = self.answerer()
        prompt = self.view["prompt"]
        words = self.prompt_text
        if prompt["kind"] == "event":
            red = prompt["test"]["modifier"]
            words = f"Who tries {prompt['test']['name']}" + (f" ({red} red)" if red else "") + "?"
        elif prompt["kind"] == "combat":
            words = "The party's turn. Pick a character, then a lit tile or a ringed foe."
        return f"{who}: {words}"

    # -- input ---------------------------------------------------------------------------------
    def handle_board(self, intent: it.Intent) -> bool:
        self._sync()
        if isinstance(intent, (it.Hover, it.Click, it.Wheel)):
            self.pointer = intent.pos
            self.dirty = True
        popup = getattr(self.screen, "popup", None)
        if popup is not None and popup.widgets:
            used, _ = popup.handle(intent)
            if used or isinstance(intent, it.Click):
                if isinstance(intent, it.Click) and not used:
                    popup.clear()  # a click outside the open list closes it, nothing else
                return True
        for group in (self.top,):
            used, _ = group.handle(intent)
            if used:
                return True
        if self.screen.handle(intent):
            return True
        if self.actions.handle(intent):
            return True
        if isinstance(intent, it.Wheel):
            return self.scroll_log(intent, self.log_panel)
        if isinstance(intent, it.Click):
            for rect, cid in self.crew_spots:
                if rect.collidepoint(intent.pos):
                    if hasattr(self.screen, "pick"):
                        self.screen.pick(cid)
                    else:
                        self.show_sheet(cid)
                    return True
            return True  # panels catch their own clicks
        return isinstance(intent, (it.RightClick, it.Press, it.DragStart, it.DragMove, it.Drop))

    # -- drawing -------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        """The standing table is drawn once into a frame (again when what it shows changes, the
        window's size, the text size or the marks, and every frame while motion runs); each
        frame then draws only what follows the pointer over it."""
        self._sync()
        key = (
            self._builds,
            surface.get_size(),
            self.screen.still_key(),
            self.log_panel.scroll,
            self.fonts.scale,
            palette.Marks.on,
        )
        moving = self.motion.active
        if key != self._frame_key or self._frame is None or (self._moved and not moving):
            self._frame_key = key  # and once more, whole, after the motion has come to rest
            if self._frame is None or self._frame.get_size() != surface.get_size():
                self._frame = pygame.Surface(surface.get_size(), 0, surface)  # its format
            self._draw_still(self._frame)
            self._screen_moved = moving  # drawn mid-motion: drawn again when it comes to rest
        elif moving:
            self._draw_moving(self._frame)
        self._moved = moving
        surface.blit(self._frame, (0, 0))
        self._draw_live(surface)

    def _draw_still(self, surface: pygame.Surface) -> None:
        view = self.view
        draw_backdrop(surface)
        self.draw_prompt(surface, self.L.PROMPT, self.prompt_line())
        self.screen.draw_body(surface)
        self.pool_spots = panels.draw_pools(surface, self, view)
        focus = getattr(self.screen, "focus_cid", None)
        self.crew_spots = panels.draw_crew(surface, self, view, focus, view.get("combat"))
        panels.draw_tray(surface, self, view)
        self.log_panel.draw(surface, self.fonts)

    def _draw_moving(self, surface: pygame.Surface) -> None:
        """A frame of motion: only the screen and the dice tray, where things move, are drawn
        again over the kept table (the panels' shadows included, the right column untouched);
        only the tray while nothing but its dice moves (its panel covers all it drew before),
        once the screen shows where the rest came to rest."""
        dice_only = all(key == "dice" for key in self.motion.tweens)
        if dice_only and not self._screen_moved:
            panels.draw_tray(surface, self, self.view)
            return
        self._screen_moved = not dice_only
        main, tray, u = self.L.MAIN, self.L.TRAY, self.u
        surface.set_clip(main.left, main.top, main.width + u(4), tray.bottom + u(6) - main.top)
        draw_backdrop(surface)
        self.screen.draw_body(surface)
        panels.draw_tray(surface, self, self.view)
        surface.set_clip(None)

    def _draw_live(self, surface: pygame.Surface) -> None:
        """What follows the pointer: buttons lit, the screen's own marks, lists, tips."""
        fonts = self.fonts
        self.screen.draw_live(surface)
        self.screen.ui.draw(surface, fonts, tooltips=False)
        self.actions.draw(surface, fonts)
        self.top.draw(surface, fonts, tooltips=False)
        popup = getattr(self.screen, "popup", None)
        if popup is not None and popup.widgets:
            self.screen.draw_popup(surface)
        else:  # the board's own clickable places, for the keyboard's ring
            board_keys.offer_all(getattr(self.screen, "key_spots", list)())
            picks = "Pick" if hasattr(self.screen, "pick") else "Sheet of"
            names = {c["id"]: c["name"] for c in panels.members(self.view)}
            board_keys.offer_all(
                (rect, f"{picks} {names.get(cid, cid)}") for rect, cid in self.crew_spots
            )
        tip = self._tip()
        if tip:
            draw_tooltip(surface, fonts.small, tip, self.pointer, self.ui_scale)

    def _tip(self) -> str:
        popup = getattr(self.screen, "popup", None)
        if popup is not None and popup.widgets:
            return next((w.hover_tip() for w in popup.widgets if w.hover_tip()), "")
        for group in (self.top,):
            tip = next((w.hover_tip() for w in group.widgets if w.hover_tip()), "")
            if tip:
                return tip
        tip = self.screen.tip() or self.actions.hover_tip()
        if tip:
            return tip
        for rect, words in self.pool_spots:
            if rect.collidepoint(self.pointer):
                return words
        for rect, cid in self.crew_spots:
            if rect.collidepoint(self.pointer):
                return panels.crew_tip(self.view, cid)
        return ""
