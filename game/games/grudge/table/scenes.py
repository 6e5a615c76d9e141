"""Grudge's own board scene: the 8x8 camp with its pieces, the Warrior's sheet, the cards, the
initiative track, the action bar and the log. It only reads the match (view, pending, legal)
and sends legal commands (minus label and preview) through BoardScene.submit.

What a click means comes from the legal commands (ui_commands.sort_commands): a lit square or a
red-ringed target on the board, a lit card (then its slot, or drag it there), or a bar button.
A click that offers several choices, or ends your turn, opens a menu beside what was clicked
(ui_menu) that shows each choice whole and what it does; the next click there does it. A click
that can do nothing says why in a toast. Panels (the menu, the list over the board) take every
click and hover on them; Esc closes the menu first. Hover previews (tooltips, the card zoom, the
ghost piece) wait for the pointer to move after a change, so they never cover what comes next.
Everything that doesn't follow the pointer is drawn once per change into a cached frame."""
from __future__ import annotations

import pygame

from game.app import intents as it
from game.app import board_keys, palette, text
from game.app.render.card import draw_card, draw_card_zoom
from game.app.render.grid import GridMarks
from game.app.render.motion_draw import draw_floaters
from game.app.scenes.board import BoardScene
from game.app.scenes.common import draw_backdrop, draw_panel
from game.app.scenes.dialog import MessageBox
from game.app.widgets import Button, ChoiceList, LogPanel, WidgetGroup, draw_tooltip
from game.games.grudge.table import animation
from game.games.grudge.table import ui_layout as L
from game.games.grudge.table.ui_bar import build_bar
from game.games.grudge.table.ui_board import (BoardLayer, draw_coordinates, draw_ghost, draw_monster, draw_pieces,
                                              draw_sight, draw_target_rings, make_grid, square_name,
                                              target_squares)
from game.games.grudge.table.ui_cards import card_name, card_spots, draw_card_panels, draw_cards, face, spot_at
from game.games.grudge.table.ui_commands import Sorted, describe, label_of, sort_commands, to_submit
from game.games.grudge.table.ui_menu import action_menu, choice_panel, ends_turn
from game.games.grudge.table.ui_summary import room_events, room_summary
from game.games.grudge.table.ui_why import why_not
from game.games.grudge.table.ui_panels import (ROLL_PANEL, SIDE_PANELS, draw_frames, draw_monster_cards, draw_roll,
                                               draw_roster, draw_sheet, draw_track, monster_card_spots)
from game.games.grudge.table.ui_sprites import SpriteBook
from game.games.grudge.table.ui_result import draw_result


def uncovered(area: pygame.Rect, holes: list[pygame.Rect]) -> list[pygame.Rect]:
    """``area`` less ``holes`` (rects inside it), as bands of rects."""
    edges = sorted({area.top, area.bottom, *(y for h in holes for y in (h.top, h.bottom))})
    out = []
    for top, bottom in zip(edges, edges[1:]):
        x = area.left
        for hole in sorted((h for h in holes if h.top <= top and h.bottom >= bottom), key=lambda h: h.left):
            if hole.left > x:
                out.append(pygame.Rect(x, top, hole.left - x, bottom - top))
            x = max(x, hole.right)
        if x < area.right:
            out.append(pygame.Rect(x, top, area.right - x, bottom - top))
    return out


def make_board_scene(ctx, match) -> "GrudgeBoardScene":
    return GrudgeBoardScene(ctx, match)


class GrudgeBoardScene(BoardScene):
    native = True  # drawn at the window's own pixels: self.L is the layout at this size
    letterbox = True  # laid out for 16:9: a window of another shape shows it centred

    def __init__(self, ctx, match) -> None:
        super().__init__(ctx, match)
        self.book = SpriteBook(ctx.sheets)
        self.log_panel = LogPanel(L.LOG)
        self.top = WidgetGroup()
        self.undo_button = self.top.add(Button(L.UNDO, "Undo", self.undo, size="small"))
        self.redo_button = self.top.add(Button(L.REDO, "Redo", self.redo, size="small",
                                               tooltip="Play again the move you took back (Ctrl+Y)."))
        self.menu_button = self.top.add(Button(L.MENU, "Menu", self.open_menu, style="accent",
                                               tooltip="Save, rules, settings (Esc).", size="small"))
        self.bar = WidgetGroup()
        self.menu: ChoiceList | None = None     # several commands on one spot, or one that ends the turn
        self.choices: ChoiceList | None = None  # a prompt with more choices than the bar holds
        self.previews_live = True  # False from a change until the pointer moves again
        self._log_seen = len(match.log)  # entries already looked at for a cleared room
        self.sorted = Sorted()
        self.targets: dict[str, tuple[int, int]] = {}
        self.spots = []
        self.bar_in_panel = False
        self.selected_card: str | None = None
        self.drag_card: str | None = None
        self.pointer = (-1, -1)
        self.hover_square: tuple[int, int] | None = None
        self.tooltip_text = ""
        self.last_roll: tuple[list[int], str] = ([], "")
        self._built_for: tuple | None = None
        self._frame: pygame.Surface | None = None
        self._frame_key: tuple | None = None
        self._frame_moves = False  # the cached frame leaves out the pieces: motion draws them
        self._chrome_surface: pygame.Surface | None = None
        self._chrome_key: tuple | None = None
        self._in_frame: dict[str, str] = {}  # what each panel shows in the cached frame (_kept)
        self._in_frame_for: tuple | None = None  # the chrome under them
        self.layout()

    def layout(self) -> None:
        """The table at this scene's size: the layout, the grid, the board's layer, the panels'
        rects; the bar and the lists are made again at the next sync."""
        self.L = L.at(self.ui_scale)
        self.grid = make_grid(self.L)
        self.board_layer = BoardLayer(self.book, self.fonts)
        self.log_panel = self.log_panel.resized(self.L.LOG, self.ui_scale)
        for button, rect in ((self.undo_button, self.L.UNDO), (self.redo_button, self.L.REDO),
                             (self.menu_button, self.L.MENU)):
            button.rect = rect
        self._built_for = None  # the bar, the lists and the card spots, made again at this size
        self._frame = None

    # -- keeping the widgets in step with the match ------------------------------------------------
    def _sync(self) -> None:
        key = (self.version, self.seat, len(self.match.log))
        if key == self._built_for:
            return
        self._built_for = key
        view = self.view
        self.targets = target_squares(view)
        self.sorted = sort_commands(self.legal, self.targets)
        self.spots = card_spots(view, self.ui_scale)
        if self.selected_card not in self.sorted.cards:
            self.selected_card = None
        self.menu = None
        buttons, self.bar_in_panel = build_bar(self.fonts, self.sorted.buttons, self.sorted.passes,
                                               self._bar_chooser, self.ends_turn)
        self.bar.clear()
        for button in buttons:
            self.bar.add(button)
        self.choices = None
        if self.bar_in_panel:
            self.choices = choice_panel(self.sorted.buttons + self.sorted.passes, self.prompt_kind,
                                        lambda c: self._confirming(c, self.L.CHOICE_PANEL), self.fonts.small,
                                        self.ui_scale)
        ok, why = self.match.can_undo(self.seat)
        self.undo_button.enabled = ok
        self.undo_button.tooltip = "Take back your last move (Ctrl+Z)." if ok else why
        self.redo_button.enabled = self.match.can_redo(self.seat)[0]
        self.log_panel.set_lines([str(line) for line in view.get("log", []) if line])
        self.last_roll = self._find_last_roll()
        self._hover_widgets(self.pointer)
        self._update_hover(self.pointer)

    @property
    def prompt_kind(self) -> str:
        return str((self.view.get("prompt") or {}).get("kind") or "")

    def ends_turn(self, command: dict) -> bool:
        return ends_turn(command, self.prompt_kind)

    @property
    def popup(self):
        """The open menu's rows (an empty group when none is open)."""
        return self.menu if self.menu is not None else WidgetGroup()

    def panels(self) -> list[pygame.Rect]:
        """What lies over the table now: nothing beneath takes a hover or a click."""
        return [p.rect for p in (self.menu, self.choices) if p is not None]

    def covered(self, pos) -> bool:
        return any(rect.collidepoint(pos) for rect in self.panels())

    def _hover_widgets(self, pos) -> bool:
        changed = False
        for group in (self.menu, self.choices, self.top, self.bar):
            if group is not None:
                changed = group.hover(pos) or changed
        return changed

    def _find_last_roll(self) -> tuple[list[int], str]:
        """The latest roll in the log. Only the entries since the last look are read (the whole
        log after an undo), so a long game does not rescan its history on every change."""
        log = self.match.log
        seen, last, found = getattr(self, "_last_roll", (0, None, ([], "")))
        if seen > len(log) or (seen and log[seen - 1] is not last):
            seen, found = 0, ([], "")  # moves were taken back: read the log again
        for entry in reversed(log[seen:]):
            rolled = next((e for e in reversed(entry.events) if e.get("faces")), None)
            if rolled is not None:
                found = [int(f) for f in rolled["faces"]], str(rolled.get("log") or "")
                break
        self._last_roll = (len(log), log[-1] if log else None, found)
        return found

    def _chooser(self, command: dict):
        return lambda: self.submit(to_submit(command))

    def _bar_chooser(self, command: dict, rect: pygame.Rect):
        return self._confirming(command, rect)

    def _confirming(self, command: dict, anchor: pygame.Rect):
        """A choice's action: sent at once, unless it ends the turn: then a menu beside ``anchor``
        says so and the next click there sends it."""
        if not self.ends_turn(command):
            return self._chooser(command)
        return lambda: self.open_menu_for(anchor, label_of(command), [command])

    def open_menu_for(self, anchor: pygame.Rect, title: str, commands: list[dict]) -> None:
        self.menu = action_menu(anchor, title, commands, self.prompt_kind, self._chooser, self.fonts.small,
                                self.ui_scale)
        self.menu.hover(self.pointer)
        self._update_hover(self.pointer)
        self.dirty = True

    def close_menu(self) -> None:
        self.menu = None
        self._update_hover(self.pointer)
        self.dirty = True

    def animate_change(self, before: dict, after: dict, events: list[dict]) -> None:
        animation.animate(self.motion, self.grid, before, after)
        if any(event.get("type") == "die_rolled" for event in events):  # its faces are not in
            self.tumble_dice()  # the redacted events; the die panel shows the new roll

    def on_match_changed(self) -> None:
        self.selected_card = None
        self.drag_card = None
        self.menu = None
        self.previews_live = False  # what was hovered before the click is not what comes next
        self.tooltip_text = ""
        self._show_room_summary()

    def _show_room_summary(self) -> None:
        """After the change that clears a room: what the room came to, before walking on."""
        log = self.match.log
        since, self._log_seen = self._log_seen, len(log)
        if since >= len(log) or self.match.outcome() is not None:
            return
        if not any(e.get("type") == "challenge_won" for entry in log[since:]
                   for e in self.match.redact(entry.events, self.seat)):
            return
        entries: list[list[dict]] = []
        for entry in reversed(log):  # back to the cleared room's start, no further
            entries.insert(0, self.match.redact(entry.events, self.seat))
            if room_events(entries):
                break
        title, lines = room_summary(room_events(entries), self.view)
        self.ctx.stack.push(MessageBox(self.ctx, title, "\n".join(lines), [("Walk on", None, "accent")]))

    def cancel_selection(self) -> bool:
        """Esc closes what is open, one thing at a time: the menu, then a chosen card."""
        if self.menu is not None:
            self.close_menu()
            return True
        had = self.selected_card is not None
        self.selected_card = None
        self.dirty = True
        return had

    # -- what is under the pointer --------------------------------------------------------------------
    def commands_at(self, square) -> list[dict]:
        return self.sorted.at_square(square, self.targets)

    def card_commands(self, card: str | None) -> list[dict]:
        return self.sorted.cards.get(card, []) if card else []

    def _update_hover(self, pos) -> bool:
        """Recompute the hovered square and the tooltip text; True if anything changed."""
        before = (self.hover_square, self.tooltip_text)
        self.pointer = pos
        # an open menu is the question of the moment: the board beneath keeps its tips until it
        # closes, so none lands on top of the menu's rows
        covered = self.covered(pos) or self.menu is not None
        on_board = self.grid.rect.collidepoint(pos) and not covered
        self.hover_square = self.grid.square_at(pos) if on_board else None
        tip = ""
        for group in (self.menu, self.choices):
            if group is not None and group.contains(pos):
                tip = group.hover_tip()
        for group in (self.top, self.bar):
            tip = tip or next((w.hover_tip() for w in reversed(group.widgets) if w.hover_tip()), "")
        if covered or not self.previews_live:
            self.tooltip_text = tip if self.previews_live else ""
            return before != (self.hover_square, self.tooltip_text)
        if not tip and self.hover_square is not None:
            tip = "\n".join(describe(c) for c in self.commands_at(self.hover_square)) or self._piece_tip()
        if not tip:
            spot = spot_at(self.spots, pos)
            if spot is not None and spot.card:
                commands = self.card_commands(spot.card)
                tip = "\n".join(describe(c) for c in commands)
        self.tooltip_text = tip
        return before != (self.hover_square, self.tooltip_text)

    def _piece_tip(self) -> str:
        for monster in self.view.get("monsters") or []:
            if self.targets.get(str(monster.get("id"))) == self.hover_square:
                sight = {True: "in your sight", False: "out of your sight"}.get(monster.get("in_sight"), "")
                return (f"{monster.get('name')}: Health {monster.get('health')}/{monster.get('max_health')}, "
                        f"Defense {monster.get('defense')}/{monster.get('max_defense')}, Speed {monster.get('speed')}"
                        + (f"; {sight}" if sight else ""))
        return ""

    def _sees(self, who: str) -> bool:
        return any(str(m.get("id")) == who and m.get("in_sight") for m in self.view.get("monsters") or [])

    def hovered_monster(self) -> str | None:
        for who, square in self.targets.items():
            if who != "warrior" and square == self.hover_square:
                return who
        return None

    # -- input ------------------------------------------------------------------------------------------
    def handle_board(self, intent: it.Intent) -> bool:
        self._sync()
        if isinstance(intent, it.Hover):
            self.previews_live = True
            changed = self._hover_widgets(intent.pos)
            if self._update_hover(intent.pos) or changed:
                self.dirty = True
            return True
        if isinstance(intent, it.Wheel):
            for panel in (self.menu, self.choices):
                if panel is not None and panel.handle(intent):
                    self.dirty = True
                    return True
            return self.scroll_log(intent, self.log_panel)
        pos = getattr(intent, "pos", None)
        if self.menu is not None and isinstance(intent, (it.Click, it.RightClick, it.DragStart)):
            self.dirty = True
            if isinstance(intent, it.Click) and self.menu.contains(intent.pos):
                self.menu.hover(intent.pos)
                return self.menu.handle(intent)
            self.close_menu()  # a click off the menu only closes it
            return True
        if isinstance(intent, it.Click):
            self.dirty = True
            for group in (self.top, self.bar):
                if group.handle(intent)[0]:
                    return True
            if self.choices is not None and self.choices.contains(intent.pos):
                self.choices.hover(intent.pos)
                return self.choices.handle(intent)
            if self.L.BAR.collidepoint(intent.pos):
                return True  # between the bar's buttons: the bar keeps the click
            return self._click(intent.pos)
        if pos is not None and self.covered(pos):
            return True  # drags and presses on a panel stop there
        if isinstance(intent, it.DragStart):
            spot = spot_at(self.spots, intent.pos)
            if spot is not None and spot.card in self.sorted.cards:
                self.drag_card = spot.card
                self.selected_card = spot.card
                self.dirty = True
                return True
        if isinstance(intent, it.DragMove) and self.drag_card:
            self.pointer = intent.pos
            self.dirty = True
            return True
        if isinstance(intent, it.Drop) and self.drag_card:
            card, self.drag_card = self.drag_card, None
            self.dirty = True
            spot = spot_at(self.spots, intent.pos)
            if spot is not None and spot.area == "slot":
                self._assign(card, spot.slot)
            return True
        return False

    def _click(self, pos) -> bool:
        spot = spot_at(self.spots, pos)
        if spot is not None:
            return self._click_card(spot)
        square = self.grid.square_at(pos) if self.grid.rect.collidepoint(pos) else None
        if square is None:
            return False
        commands = self.commands_at(square)
        if len(commands) == 1 and not self.ends_turn(commands[0]):
            self.submit(to_submit(commands[0]))
        elif commands:
            self.open_menu_for(self.grid.square_rect(square), self._square_title(square), commands)
        elif self.match.outcome() is None:
            self.ctx.toast(why_not(self.view, square, set(self.sorted.squares), self.view.get("prompt") or {}))
        return True

    def _square_title(self, square) -> str:
        for monster in self.view.get("monsters") or []:
            if self.targets.get(str(monster.get("id"))) == square:
                return f"{square_name(square)}: {monster.get('name')}"
        return f"Square {square_name(square)}"

    def _click_card(self, spot) -> bool:
        if spot.area == "slot":
            if self.selected_card is not None:
                self._assign(self.selected_card, spot.slot)
            return True
        if spot.card not in self.sorted.cards:
            return True
        commands = self.card_commands(spot.card)
        if self.selected_card == spot.card and len(commands) == 1:
            self.submit(to_submit(commands[0]))  # a second click on the chosen card plays it
        else:
            self.selected_card = None if self.selected_card == spot.card else spot.card
        return True

    def _assign(self, card: str, slot: str | None) -> None:
        command = self.sorted.slots_for(card).get(slot)
        if command is None:
            if slot:
                self.ctx.toast(f"The {card_name(card)} can't go in the {L.SLOT_TITLES.get(slot, slot)} slot now.")
            return
        self.submit(to_submit(command))

    # -- drawing -----------------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        self._sync()
        size = surface.get_size()
        key = (self._built_for, self.selected_card, self.drag_card, self.log_panel.scroll, size, self.fonts.scale)
        if self._frame is None or self._frame.get_size() != size:
            self._frame, self._frame_key, self._in_frame = pygame.Surface(size), None, {}
        moving = self.motion.active
        if key != self._frame_key or moving != self._frame_moves:
            self._frame_key, self._frame_moves = key, moving
            self._draw_static(self._frame, with_pieces=not moving)
        surface.blit(self._frame, (0, 0))
        if moving:  # what moves is drawn over the table each frame; the rest stays cached
            self._draw_pieces(surface)
        draw_floaters(surface, self.fonts.get(26, bold=True), self.motion, self.ui_scale)
        self._draw_live(surface)
        if self.menu is None and self.match.outcome() is None:
            board_keys.offer_all(self._key_spots())

    def _key_spots(self) -> list[tuple[pygame.Rect, str]]:
        """What a click on the table would choose now, for the keyboard's ring: the playable
        cards, the slots open to the chosen one, the lit squares and the ringed targets."""
        open_slots = self.sorted.slots_for(self.selected_card) if self.selected_card else {}
        out = [(s.rect, card_name(s.card)) for s in self.spots if s.card in self.sorted.cards]
        out += [(s.rect, f"{L.SLOT_TITLES.get(s.slot, s.slot)} slot") for s in self.spots
                if s.area == "slot" and s.slot in open_slots]
        squares = list(self.sorted.squares) + [self.targets[t] for t in self.sorted.targets]
        return out + [(self.grid.square_rect(sq), self._square_title(sq)) for sq in dict.fromkeys(squares)]

    def _chrome(self, size) -> pygame.Surface:
        """What only the window's size and the text size change: the backdrop, every panel's body
        and heading. Drawn once; each frame starts from it."""
        key = (size, self.ui_scale, id(self.fonts), self.fonts.scale)
        if self._chrome_key != key or self._chrome_surface is None:
            self._chrome_key = key
            surface = self._chrome_surface = pygame.Surface(size)
            fonts, lay = self.fonts, self.L
            draw_backdrop(surface)
            draw_panel(surface, lay.PROMPT, palette.EMBER_DARK, ui=self.ui_scale)
            draw_frames(surface, fonts, SIDE_PANELS)
            draw_panel(surface, lay.BAR, ui=self.ui_scale)
            draw_card_panels(surface, fonts)
            draw_frames(surface, fonts, (ROLL_PANEL,))
        return self._chrome_surface

    def _draw_static(self, surface: pygame.Surface, with_pieces: bool = True) -> None:
        """The table as it stands, over the chrome; ``with_pieces`` False leaves out what motion
        moves (the pieces, the die, the result), which ``_draw_pieces`` draws each frame. The
        frame is drawn over the last one: a panel still showing what it shows is left as it is,
        everything else starts again from the chrome."""
        fonts, view, lay, u = self.fonts, self.view, self.L, self.u
        chrome = self._chrome(surface.get_size())
        if self._in_frame_for != self._chrome_key:  # a new chrome: every panel is drawn again
            self._in_frame_for, self._in_frame = self._chrome_key, {}
        panels = {name: (rect, repr(shows), draw) for name, rect, shows, draw in self._panels(surface)}
        still = [rect.clip(surface.get_rect()) for name, (rect, key, _) in panels.items()
                 if self._in_frame.get(name) == key]
        still.append(self.grid.rect)  # the board's layer covers its squares whole
        for piece in uncovered(surface.get_rect(), still):
            surface.blit(chrome, piece, piece)
        self._draw_prompt(surface)
        self._kept("sheet", *panels["sheet"])
        surface.blit(self.board_layer.get(view, self.grid), self.grid.origin)
        # the board's edge: at some scales it covers the squares' outer pixel, so it comes after them
        pygame.draw.rect(surface, palette.PANEL_EDGE, self.grid.rect.inflate(u(4), u(4)), u(2))
        draw_coordinates(surface, self.grid, fonts.small, lay)  # the file letters touch that edge
        marks = GridMarks(legal=list(self.sorted.squares), targets=[self.targets[t] for t in self.sorted.targets])
        attacker = str((view.get("prompt") or {}).get("attacker") or "")
        if attacker in self.targets and "warrior" in self.targets:  # who is striking at you
            marks.lines = [(self.targets[attacker], self.targets["warrior"])]
        self.grid.draw_marks(surface, marks)
        for name in ("track", "monster_cards", "roster", "log"):
            self._kept(name, *panels[name])
        hint = self._hint()
        if hint:
            in_bar = [b for b in self.bar.widgets if b.rect.colliderect(lay.BAR)]
            x = max([b.rect.right for b in in_bar if b.style != "danger"] + [lay.BAR.left]) + u(14)
            end = min([b.rect.left for b in in_bar if b.style == "danger"] + [lay.BAR.right]) - u(10)
            text.draw(surface, fonts.small, text.ellipsize(fonts.small, hint, end - x), palette.EMBER_GLOW,
                      (x, lay.BAR.centery), "midleft")
        self._kept("cards", *panels["cards"])
        if with_pieces:
            self._draw_pieces(surface)
            if self.match.outcome() is not None:
                self._in_frame = {}  # the result lies over the panels: the next frame redraws them

    def _panels(self, surface: pygame.Surface) -> list[tuple]:
        """The panels whose content is kept (``_kept``): name, region, what it shows, how to draw it."""
        fonts, view, lay = self.fonts, self.view, self.L
        monsters = view.get("monsters")
        open_slots = set(self.sorted.slots_for(self.selected_card)) if self.selected_card else set()
        playable = set(self.sorted.cards)
        # the sheet's region runs on to the board's ranks, for a condition icon past its edge
        sheet = pygame.Rect(lay.SHEET.topleft, (lay.RANKS.left - lay.SHEET.left, lay.SHEET.height))
        return [
            ("sheet", sheet, (view.get("warrior"), view.get("luckstones"), view.get("run"), view.get("room")),
             lambda: draw_sheet(surface, fonts, self.book, view)),
            ("track", lay.TRACK, (view.get("turn_order"), monsters),
             lambda: draw_track(surface, fonts, self.book, view)),
            ("monster_cards", lay.MONSTER_CARDS, view.get("monster_cards"),
             lambda: draw_monster_cards(surface, fonts, view)),
            ("roster", lay.ROSTER, monsters, lambda: draw_roster(surface, fonts, self.book, view)),
            ("log", lay.LOG, (self.log_panel.lines, self.log_panel.scroll), lambda: self.log_panel.draw(surface, fonts)),
            ("cards", lay.INIT_HAND.union(lay.SLOTS),
             ([(s.rect.topleft, s.card, s.area, s.slot, s.used) for s in self.spots], sorted(playable),
              self.selected_card, sorted(open_slots), self.drag_card),
             lambda: draw_cards(surface, fonts, self.spots, playable, self.selected_card, open_slots,
                                self.drag_card)),
        ]

    def _kept(self, name: str, rect: pygame.Rect, key: str, draw) -> None:
        """One panel's content, kept in the frame while ``key`` (what it shows) holds; else ``draw()``
        draws it again over the chrome (``_draw_static`` put its region back). Nothing drawn
        before it in a frame lies in ``rect``."""
        if self._in_frame.get(name) != key:
            self._in_frame[name] = key
            draw()

    def _draw_pieces(self, surface: pygame.Surface) -> None:
        """The figures (sliding, falling), their target rings, the last roll (its die tumbles) and
        the result over all: nothing drawn before lies over them, so they can come last."""
        fonts, view = self.fonts, self.view
        animation.draw_falls(surface, self.grid, self.motion,
                             lambda image, rect, m: draw_monster(image, self.book, rect, m, fonts))
        draw_pieces(surface, self.book, self.grid, view, fonts,
                    lambda pid, square: animation.square_of(self.motion, self.grid, pid, square))
        draw_target_rings(surface, self.book, self.grid, [self.targets[t] for t in self.sorted.targets])
        draw_roll(surface, fonts, *self.last_roll, view)
        if self.match.outcome() is not None:
            draw_result(surface, fonts, self.match.outcome() or {}, view)

    def _hint(self) -> str:
        """What to click, said in the bar, so the lit things on the table explain themselves."""
        if self.match.outcome() is not None:
            return ""
        if self.sorted.cards:
            if self.selected_card:
                return "Now click the lit slot (or click the card again to play it)."
            return "Click a lit card, then its slot - or drag the card onto the slot."
        parts = []
        if self.sorted.squares:
            parts.append("click a lit square")
        if self.sorted.targets:
            parts.append("click a red-ringed target")
        hint = " or ".join(parts).capitalize() + "." if parts else ""
        left = (self.view.get("prompt") or {}).get("left")
        if left:
            hint += f"  To place: {', '.join(str(p).replace('_', ' ') for p in left)}."
        return hint.strip()

    def _draw_prompt(self, surface: pygame.Surface) -> None:
        fonts, prompt, u = self.fonts, self.L.PROMPT, self.u  # its panel is in the chrome
        body = self.prompt_text
        if self.match.outcome() is not None:
            body = "The run is over."
        room = prompt.width - u(24)
        font = next((f for f in (fonts.large, fonts.body) if f.size(body)[0] <= room), None)
        if font is not None:
            text.draw(surface, font, body, palette.BONE, (prompt.left + u(12), prompt.centery), "midleft")
            return
        lines = text.wrap(fonts.small, body, room)  # a long prompt: two small lines, never cut mid-box
        if len(lines) > 2:
            lines = [lines[0], text.ellipsize(fonts.small, " ".join(lines[1:]), room)]
        step = fonts.small.get_linesize()
        top = prompt.centery - step * len(lines) // 2
        for i, line in enumerate(lines):
            text.draw(surface, fonts.small, line, palette.BONE, (prompt.left + u(12), top + i * step))

    def _draw_live(self, surface: pygame.Surface) -> None:
        """What follows the pointer: hover marks, the line of sight, buttons, the dragged card, zoom, tips."""
        fonts, ui = self.fonts, self.ui_scale
        self.top.draw(surface, fonts, tooltips=False)
        self.bar.draw(surface, fonts, tooltips=False)
        if self.choices is not None:
            self.choices.draw(surface, fonts)
        if self.drag_card:
            rect = pygame.Rect((0, 0), self.L.CARD)
            rect.center = self.pointer
            draw_card(surface, rect, face(self.drag_card), selected=True, ui=ui)
            return
        if self.menu is not None:
            self.menu.draw(surface, fonts)
        if not self.previews_live:
            return  # the last click changed the table: previews wait for the pointer to move
        if self.covered(self.pointer):
            if self.tooltip_text:
                draw_tooltip(surface, fonts.small, self.tooltip_text, self.pointer, ui)
            return
        hovered = self.hovered_monster()
        warrior = self.targets.get("warrior")
        if self.hover_square is not None:
            self.grid.draw_marks(surface, GridMarks(hover=self.hover_square))
        if hovered and warrior:
            draw_sight(surface, self.grid.square_center(warrior), self.grid.square_center(self.targets[hovered]),
                       self._sees(hovered), ui)
        if self.hover_square in self.sorted.squares:
            draw_ghost(surface, self.book, self.grid, self.view.get("prompt") or {}, self.view, self.hover_square)
        spot = spot_at(self.spots, self.pointer)
        if spot is not None and spot.card:
            draw_card_zoom(surface, face(spot.card), self.pointer, scale=1.8, base=self.L.CARD, ui=ui)
        else:
            for m_rect, card in monster_card_spots(self.view, ui):
                if m_rect.collidepoint(self.pointer):
                    draw_card_zoom(surface, face(card), self.pointer, scale=1.8, base=self.L.CARD, ui=ui)
        if self.tooltip_text:
            draw_tooltip(surface, fonts.small, self.tooltip_text, self.pointer, ui)

