"""Grudge's own board scene: the 8x8 camp with its pieces, the Warrior's sheet, the cards, the
initiative track, the action bar and the log. It only reads the match (view, pending, legal)
and sends legal commands (minus label and preview) through BoardScene.submit.

What a click means comes from the legal commands (ui_commands.sort_commands): a lit square or a
red-ringed target on the board, a lit card (then its slot, or drag it there), or a bar button.
Everything that doesn't follow the pointer is drawn once per change into a cached frame."""
from __future__ import annotations

import pygame

from game.app import intents as it
from game.app import palette, text
from game.app.render.card import draw_card, draw_card_zoom
from game.app.render.grid import GridMarks
from game.app.scenes.board import BoardScene
from game.app.scenes.common import draw_backdrop, draw_panel
from game.app.widgets import Button, LogPanel, WidgetGroup, draw_tooltip
from game.games.grudge.table import ui_layout as L
from game.games.grudge.table.ui_bar import build_bar
from game.games.grudge.table.ui_board import (BoardLayer, draw_ghost, draw_pieces, draw_sight, draw_target_rings,
                                        make_grid, target_squares)
from game.games.grudge.table.ui_cards import card_name, card_spots, draw_cards, face, spot_at
from game.games.grudge.table.ui_commands import Sorted, describe, sort_commands, to_submit
from game.games.grudge.table.ui_panels import (draw_monster_cards, draw_roll, draw_roster, draw_sheet, draw_track,
                                         monster_card_spots)
from game.games.grudge.table.ui_sprites import SpriteBook
from game.games.grudge.table.ui_result import draw_result


def make_board_scene(ctx, match) -> "GrudgeBoardScene":
    return GrudgeBoardScene(ctx, match)


class GrudgeBoardScene(BoardScene):
    def __init__(self, ctx, match) -> None:
        super().__init__(ctx, match)
        self.book = SpriteBook(ctx.sheets)
        self.grid = make_grid()
        self.board_layer = BoardLayer(self.book, ctx.fonts)
        self.log_panel = LogPanel(L.LOG)
        self.top = WidgetGroup()
        self.undo_button = self.top.add(Button(L.UNDO, "Undo", self.undo, size="small"))
        self.redo_button = self.top.add(Button(L.REDO, "Redo", self.redo, size="small",
                                               tooltip="Play again the move you took back (Ctrl+Y)."))
        self.top.add(Button(L.MENU, "Menu", self.open_menu, tooltip="Save, rules, settings (Esc).",
                            style="accent", size="small"))
        self.bar = WidgetGroup()
        self.popup = WidgetGroup()   # several commands on one square: pick one
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

    # -- keeping the widgets in step with the match ------------------------------------------------
    def _sync(self) -> None:
        key = (self.version, self.seat, len(self.match.log))
        if key == self._built_for:
            return
        self._built_for = key
        view = self.view
        self.targets = target_squares(view)
        self.sorted = sort_commands(self.legal, self.targets)
        self.spots = card_spots(view)
        if self.selected_card not in self.sorted.cards:
            self.selected_card = None
        self.popup.clear()
        buttons, self.bar_in_panel = build_bar(self.ctx.fonts, self.sorted.buttons, self.sorted.passes,
                                               self._chooser)
        self.bar.clear()
        for button in buttons:
            self.bar.add(button)
        ok, why = self.match.can_undo(self.seat)
        self.undo_button.enabled = ok
        self.undo_button.tooltip = "Take back your last move (Ctrl+Z)." if ok else why
        self.redo_button.enabled = self.match.can_redo(self.seat)[0]
        self.log_panel.set_lines([str(line) for line in view.get("log", []) if line])
        self.last_roll = self._find_last_roll()
        for group in (self.top, self.bar):
            group.hover(self.pointer)
        self._update_hover(self.pointer)

    def _find_last_roll(self) -> tuple[list[int], str]:
        for entry in reversed(self.match.log):
            for event in reversed(entry.events):
                if event.get("faces"):
                    return [int(f) for f in event["faces"]], str(event.get("log") or "")
        return [], ""

    def _chooser(self, command: dict):
        return lambda: self.submit(to_submit(command))

    def on_match_changed(self) -> None:
        self.selected_card = None
        self.drag_card = None
        self.popup.clear()

    def cancel_selection(self) -> bool:
        had = self.selected_card is not None or bool(self.popup.widgets)
        self.selected_card = None
        self.popup.clear()
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
        self.hover_square = self.grid.square_at(pos) if self.grid.rect.collidepoint(pos) else None
        tip = ""
        for group in (self.popup, self.top, self.bar):
            tip = tip or next((w.hover_tip() for w in reversed(group.widgets) if w.hover_tip()), "")
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
        if self.offer_widgets(intent, self.popup, (self.popup, self.top, self.bar)):
            return True
        if isinstance(intent, it.Hover):
            if self._update_hover(intent.pos):
                self.dirty = True
            return True
        if isinstance(intent, it.Wheel):
            return self.scroll_log(intent, self.log_panel)
        if isinstance(intent, it.Click):
            self.dirty = True
            had_popup = bool(self.popup.widgets)
            self.popup.clear()
            return self._click(intent.pos) or had_popup
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
        if len(commands) == 1:
            self.submit(to_submit(commands[0]))
        elif commands:
            self._open_popup(square, commands)
        return True

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

    def _open_popup(self, square, commands: list[dict]) -> None:
        rect = self.grid.square_rect(square)
        width = max(self.ctx.fonts.small.size(describe(c))[0] for c in commands) + 24
        width = min(width, 420)
        for i, command in enumerate(commands):
            box = pygame.Rect(rect.right + 6, rect.top + i * 36, width, 32)
            box.clamp_ip(pygame.Rect(0, 52, 1280, 660))
            self.popup.add(Button(box, describe(command), self._chooser(command), size="small", style="accent"))

    # -- drawing -----------------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        self._sync()
        key = (self._built_for, self.selected_card, self.drag_card, self.log_panel.scroll)
        if key != self._frame_key or self._frame is None:
            self._frame_key = key
            self._frame = self._frame or pygame.Surface(surface.get_size())
            self._draw_static(self._frame)
        surface.blit(self._frame, (0, 0))
        self._draw_live(surface)

    def _draw_static(self, surface: pygame.Surface) -> None:
        fonts, view = self.ctx.fonts, self.view
        draw_backdrop(surface)
        self._draw_prompt(surface)
        draw_sheet(surface, fonts, self.book, view)
        surface.blit(self.board_layer.get(view, self.grid), self.grid.origin)
        pygame.draw.rect(surface, palette.PANEL_EDGE, self.grid.rect.inflate(4, 4), 2)
        marks = GridMarks(legal=list(self.sorted.squares), targets=[self.targets[t] for t in self.sorted.targets])
        attacker = str((view.get("prompt") or {}).get("attacker") or "")
        if attacker in self.targets and "warrior" in self.targets:  # who is striking at you
            marks.lines = [(self.targets[attacker], self.targets["warrior"])]
        self.grid.draw_marks(surface, marks)
        draw_pieces(surface, self.book, self.grid, view, fonts)
        draw_target_rings(surface, self.book, self.grid, [self.targets[t] for t in self.sorted.targets])
        draw_track(surface, fonts, self.book, view)
        draw_monster_cards(surface, fonts, view)
        draw_roster(surface, fonts, self.book, view)
        self.log_panel.draw(surface, fonts)
        draw_panel(surface, L.BAR)
        hint = self._hint()
        if hint:
            in_bar = [b for b in self.bar.widgets if b.rect.colliderect(L.BAR)]
            x = max([b.rect.right for b in in_bar if b.style != "danger"] + [L.BAR.left]) + 14
            end = min([b.rect.left for b in in_bar if b.style == "danger"] + [L.BAR.right]) - 10
            text.draw(surface, fonts.small, text.ellipsize(fonts.small, hint, end - x), palette.EMBER_GLOW,
                      (x, L.BAR.centery), "midleft")
        if self.bar_in_panel:
            draw_panel(surface, L.CHOICE_PANEL, palette.EMBER_DARK)
            text.draw(surface, fonts.get("body", bold=True), "Choose one", palette.EMBER,
                      (L.CHOICE_PANEL.left + 12, L.CHOICE_PANEL.top + 10))
        open_slots = set(self.sorted.slots_for(self.selected_card)) if self.selected_card else set()
        draw_cards(surface, fonts, self.spots, set(self.sorted.cards), self.selected_card, open_slots, self.drag_card)
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
        fonts = self.ctx.fonts
        draw_panel(surface, L.PROMPT, palette.EMBER_DARK)
        body = self.prompt_text
        if self.match.outcome() is not None:
            body = "The run is over."
        font = fonts.large if fonts.large.size(body)[0] < L.PROMPT.width - 24 else fonts.body
        shown = text.ellipsize(font, body, L.PROMPT.width - 24)
        text.draw(surface, font, shown, palette.BONE, (L.PROMPT.left + 12, L.PROMPT.centery), "midleft")

    def _draw_live(self, surface: pygame.Surface) -> None:
        """What follows the pointer: hover marks, the line of sight, buttons, the dragged card, zoom, tips."""
        fonts = self.ctx.fonts
        hovered = self.hovered_monster()
        warrior = self.targets.get("warrior")
        if self.hover_square is not None:
            self.grid.draw_marks(surface, GridMarks(hover=self.hover_square))
        if hovered and warrior:
            draw_sight(surface, self.grid.square_center(warrior), self.grid.square_center(self.targets[hovered]),
                       self._sees(hovered))
        if self.hover_square in self.sorted.squares:
            draw_ghost(surface, self.book, self.grid, self.view.get("prompt") or {}, self.view, self.hover_square)
        self.top.draw(surface, fonts, tooltips=False)
        self.bar.draw(surface, fonts, tooltips=False)
        self.popup.draw(surface, fonts, tooltips=False)
        if self.drag_card:
            rect = pygame.Rect((0, 0), L.CARD)
            rect.center = self.pointer
            draw_card(surface, rect, face(self.drag_card), selected=True)
            return
        spot = spot_at(self.spots, self.pointer)
        if spot is not None and spot.card:
            draw_card_zoom(surface, face(spot.card), self.pointer, scale=1.8, base=L.CARD)
        else:
            for m_rect, card in monster_card_spots(self.view):
                if m_rect.collidepoint(self.pointer):
                    draw_card_zoom(surface, face(card), self.pointer, scale=1.8, base=L.CARD)
        if self.tooltip_text:
            draw_tooltip(surface, fonts.small, self.tooltip_text, self.pointer)

