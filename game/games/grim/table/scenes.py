"""GRIM's own board scene: both sides' Grim with their Bonds and Trackers, your hand, the turn
order, the Afterworld, the log, the prompt and the action bar, with a hover zoom on every card
and the Element chart one click away. It reads only ``view(seat)`` and ``legal(seat)`` of the
seat it shows (BoardScene keeps that the human seat acting now) and sends legal commands,
without their label and preview, through BoardScene.submit.

What a click means comes from the legal commands (ui_commands.sort_commands): a lit card in the
hand, a red-ringed enemy Grim to attack, or one of your Grim to take a Bond opens a menu beside
that card which says what each choice would do, and the next click there does it. Every other
choice is in one list beside the board (Esc hides it, the bar's button shows it again); building
a Coven is a grid of Grim over the empty table. Nothing beneath a panel takes a hover or a click.

The table is drawn at the window's own pixels (``native``): ``self.L`` is the layout at this
size (ui_layout.at), the drawing helpers take the scale from the fonts they are given."""
from __future__ import annotations

import pygame

from game.app import board_keys, palette, text
from game.app import intents as it
from game.app.render.motion_draw import draw_floaters
from game.app.scenes.board import BoardScene
from game.app.scenes.common import draw_backdrop, draw_panel, shade
from game.app.scenes.game_menu import outcome_sentences
from game.app.widgets import Button, ChoiceList, LogPanel, WidgetGroup, draw_tooltip
from game.app.widgets.tooltip import Covered
from game.games.grim.rules import content
from game.games.grim.table import animation
from game.games.grim.table import ui_layout as L
from game.games.grim.table.ui_cards import draw_face, zoom_rect
from game.games.grim.table.ui_chart import draw_chart
from game.games.grim.table.ui_choices import card_menu, side_list
from game.games.grim.table.ui_commands import (
    Sorted,
    declaration_step,
    label_of,
    once,
    sort_commands,
    to_submit,
)
from game.games.grim.table.ui_table import (
    Spot,
    attack_summary,
    draw_afterworld,
    draw_attack,
    draw_side,
    draw_turn_order,
)
from game.games.grim.table.ui_tiles import build_tiles, tile_panel, wants_tiles

HAND_LABEL = "Your hand"


def make_board_scene(ctx, match) -> "GrimBoardScene":
    return GrimBoardScene(ctx, match)


class GrimBoardScene(BoardScene):
    recap_before_handoff = True  # the attacker sees the damage before the screen goes over
    native = True  # drawn at the window's own pixels: self.L is the layout at this size
    letterbox = True  # laid out for 16:9: a window of another shape shows it centred

    def __init__(self, ctx, match) -> None:
        super().__init__(ctx, match)
        self.log_panel = LogPanel(L.LOG)
        self.top = WidgetGroup()
        self.chart_button = self.top.add(Button(L.CHART_BUTTON, "Elements", self.toggle_chart, size="small",
                                                tooltip="Show the Element chart: who is strong, weak or immune."))
        self.undo_button = self.top.add(Button(L.UNDO, "Undo", self.undo, size="small"))
        self.redo_button = self.top.add(Button(L.REDO, "Redo", self.redo, size="small",
                                               tooltip="Play again the move you took back (Ctrl+Y)."))
        self.menu_button = self.top.add(Button(L.MENU, "Menu", self.open_menu, style="accent",
                                               tooltip="Save, rules, settings (Esc).", size="small"))
        self.bar = WidgetGroup()          # the button that shows or hides the choices
        self.choices: ChoiceList | None = None   # the side list: choices naming nothing on the table
        self.tiles = WidgetGroup()        # building a Coven: a grid of Grim over the empty table
        self.tile_commands: dict[int, dict] = {}  # id(tile) -> its command, for the card zoom
        self.list_open = True             # Esc hides the choices, the bar's button shows them again
        self.zoom_shown: pygame.Rect | None = None  # where the hover zoom was last drawn
        self.menu: ChoiceList | None = None      # the menu a click on a card opens beside it
        self.menu_owner: Spot | None = None
        self.sorted = Sorted()
        self.spots: list[Spot] = []
        self.hand: list[dict] = []
        self.chart_open = False
        self.pointer = (-1, -1)
        self._built_for: tuple | None = None
        self._seen: tuple | None = None   # what the table was last built from
        self._changes = 0                 # counts the times it changed, for the frame's key
        self._frame: pygame.Surface | None = None   # the table as it stands, under what follows the pointer
        self._frame_key: tuple | None = None
        self.layout()

    def layout(self) -> None:
        """The table at this scene's size: the layout, the log's and the buttons' rects; the
        lists, the tiles and the bar are made again at this size (an open card menu closes)."""
        self.L = L.at(self.ui_scale)
        self.log_panel = self.log_panel.resized(self.L.LOG, self.ui_scale)
        for button, rect in ((self.chart_button, self.L.CHART_BUTTON), (self.undo_button, self.L.UNDO),
                             (self.redo_button, self.L.REDO), (self.menu_button, self.L.MENU)):
            button.rect = rect
        if self._built_for is not None:
            self.close_menu()
            self._build_choices()
            self._hover_all(self.pointer)

    # -- what this seat sees ------------------------------------------------------------------------
    @property
    def me(self) -> int:
        return self.seat

    def animate_change(self, before: dict, after: dict, events: list[dict]) -> None:
        animation.animate(self.motion, before, after, self.me, self.ui_scale, self.hand_label_w())

    def enemy_names(self) -> dict[int, str]:
        field = (self.view.get("field") or [[None, None], [None, None]])[1 - self.me]
        return {slot: grim.get("name", "?") for slot, grim in enumerate(field) if grim}

    def _sync(self) -> None:
        key = (self.version, self.seat, len(self.match.log))
        if key == self._built_for:
            return
        self._built_for = key
        view = self.view
        seen = (self.seat, len(self.match.log), view, self.legal)
        if seen == self._seen:  # a change that changed nothing this seat sees: the table stands
            return
        self._seen = seen
        self._changes += 1
        self.hand = animation.shown_hand(view, self.me)
        self.sorted = sort_commands(self.legal, {str(c.get("id")) for c in self.hand})
        self.close_menu()
        self.list_open = True  # a new prompt shows its choices
        self._build_choices()
        ok, why = self.match.can_undo(self.seat)
        self.undo_button.enabled = ok
        self.undo_button.tooltip = "Take back your last move (Ctrl+Z)." if ok else why
        self.redo_button.enabled = self.match.can_redo(self.seat)[0]
        self.log_panel.set_lines([str(line) for line in view.get("log", []) if line])
        self._hover_all(self.pointer)

    def _build_choices(self) -> None:
        names, font = self.enemy_names(), self.fonts.small
        buttons, passes = self.sorted.buttons, self.sorted.passes
        self.tiles.clear()
        self.tile_commands.clear()
        if wants_tiles(buttons):
            for tile, command in build_tiles(buttons, self._chooser, names, self.ui_scale):
                self.tiles.add(tile)
                self.tile_commands[id(tile)] = command
            buttons = []
        self.choices = (side_list(buttons, passes, self._chooser, names, font, self.ui_scale)
                        if buttons or passes else None)
        self._build_bar()

    def _build_bar(self) -> None:
        self.bar.clear()
        count = len(self.choices.rows if self.choices else []) + len(self.tiles.widgets)
        if not count:
            return
        label = "Hide choices (Esc)" if self.list_open else f"Show the {count} choice{'s' * (count > 1)}"
        tip = ("Hide the list to see the log and the Afterworld; the choices wait."
               if self.list_open else "Show the choices again.")
        bar, u = self.L.BAR, self.u
        box = self._tiles_over_bar() or bar  # a grid over the bar holds the button in its head
        w = max(u(150), self.fonts.small.size(label)[0] + u(28))
        rect = pygame.Rect(box.right - u(8) - w, box.top + u(4), w, bar.height - u(8))
        self.bar.add(Button(rect, label, self.toggle_list, tooltip=tip, size="small",
                            style="normal" if self.list_open else "accent"))

    def _tiles_over_bar(self) -> pygame.Rect | None:
        """The grid's panel when it is shown and tall enough to cover the bar and the hand."""
        if not (self.list_open and self.tiles.widgets):
            return None
        panel = tile_panel(list(self.tile_pairs()), self.ui_scale)
        return panel if panel.bottom > self.L.BAR.top else None

    def toggle_list(self) -> None:
        self.list_open = not self.list_open
        self._build_bar()
        self._hover_all(self.pointer)
        self.dirty = True

    def recap(self, seat: int, since: int) -> list[str]:
        """What the move did, and for a declared Attack the damage it will deal unless the
        defender reacts: the attacker sees it before the screen goes over."""
        lines = super().recap(seat, since)
        pending = attack_summary(self.match.view(seat))
        if pending:
            lines.append(f"Unless it is answered by a Reaction: {pending}")
        return lines

    def _chooser(self, command: dict):
        return lambda: self.submit(to_submit(command))

    def on_match_changed(self) -> None:
        self.close_menu()

    def close_menu(self) -> None:
        self.menu = None
        self.menu_owner = None
        self.dirty = True

    def cancel_selection(self) -> bool:
        """Esc closes what is open, one thing at a time: the chart, a card's menu, the choices."""
        if self.chart_open:
            self.chart_open = False
        elif self.menu is not None:
            self.close_menu()
        elif self.list_open and (self.choices is not None or self.tiles.widgets):
            self.toggle_list()
        else:
            return False
        self.dirty = True
        return True

    def toggle_chart(self) -> None:
        self.chart_open = not self.chart_open
        self.dirty = True

    # -- what a click on a thing means ------------------------------------------------------------------
    def commands_for(self, spot: Spot) -> list[dict]:
        if spot.area == "hand":
            return self.sorted.cards.get(str(spot.key), [])
        if spot.area == "field" and spot.slot is not None:
            return (self.sorted.allies if spot.mine else self.sorted.enemies).get(spot.slot, [])
        return []

    def lit_slots(self, mine: bool) -> set[int]:
        return set(self.sorted.allies if mine else self.sorted.enemies)

    def panels(self) -> list[pygame.Rect]:
        """What lies over the table now: nothing beneath them takes a hover or a click."""
        out = [self.menu.rect] if self.menu is not None else []
        if self.list_open and self.choices is not None:
            out.append(self.choices.rect)
        if self.list_open and self.tiles.widgets:
            out.append(tile_panel(list(self.tile_pairs()), self.ui_scale))
        return out

    def covered(self, pos) -> bool:
        return self.chart_open or any(rect.collidepoint(pos) for rect in self.panels())

    def spot_at(self, pos) -> Spot | None:
        if self.covered(pos):
            return None
        for spot in reversed(self.spots):
            if spot.rect.collidepoint(pos):
                return spot
        for mine in (True, False):  # a click anywhere on a Grim's place aims at it
            for slot in (0, 1):
                area = self.L.slot_area(mine, slot)
                if area.collidepoint(pos):
                    grim = ((self.view.get("field") or [[None] * 2] * 2)[self.me if mine else 1 - self.me])[slot]
                    return Spot(area, grim, "field", mine, slot, (grim or {}).get("id"))
        return None

    def tile_pairs(self):
        return ((tile, self.tile_commands.get(id(tile), {})) for tile in self.tiles.widgets)

    def _open_groups(self) -> list:
        groups = [self.top, self.bar]
        if self.list_open:
            groups += [g for g in (self.choices, self.tiles) if g is not None]
        return groups

    def _hover_all(self, pos) -> bool:
        changed = False
        for group in [self.menu, *self._open_groups()]:
            if group is not None:
                changed = group.hover(pos) or changed
        return changed

    # -- input ------------------------------------------------------------------------------------------
    def handle_board(self, intent: it.Intent) -> bool:
        self._sync()
        if self.chart_open and isinstance(intent, (it.Click, it.RightClick)):
            self.chart_open = False
            self.dirty = True
            return True
        if isinstance(intent, it.Hover):
            self.pointer = intent.pos
            self._hover_all(intent.pos)
            self.dirty = True
            return True
        if isinstance(intent, it.Wheel):
            for panel in (self.menu, self.choices if self.list_open else None):
                if panel is not None and panel.handle(intent):
                    self.dirty = True
                    return True
            return self.scroll_log(intent, self.log_panel)
        if not isinstance(intent, it.Click):
            return False
        self.dirty = True
        self.pointer = intent.pos
        if self.menu is not None:
            menu = self.menu
            if not menu.contains(intent.pos):  # a click off the menu only closes it
                self.close_menu()
                return True
            menu.hover(intent.pos)
            return menu.handle(intent)
        for group in self._open_groups():
            group.hover(intent.pos)
            used = group.handle(intent)
            if isinstance(used, tuple):
                used = used[0]
            if used:
                return True
        if self.covered(intent.pos):
            return True  # a click between the choices of a panel stops at the panel
        return self.click(intent.pos)

    def click(self, pos) -> bool:
        spot = self.spot_at(pos)
        if spot is not None and spot.area == "mark":  # a mark on a card is part of the card
            spot = next((s for s in self.spots if s.area == "field" and (s.mine, s.slot) == (spot.mine, spot.slot)),
                        None)
        if spot is None:
            return False
        commands = self.commands_for(spot)
        if commands:  # even a lone choice opens the menu: it says what happens, the next click does it
            self.open_card_menu(spot, commands)
        return True

    def open_card_menu(self, spot: Spot, commands: list[dict]) -> None:
        names = self.enemy_names()
        step = declaration_step(commands, names)
        if step is not None:  # an Attack: one step of its declaration at a time
            entries = [(title, group, self._narrow(spot, group)) for title, group in step[1]]
        else:
            entries = [(label_of(c), [c], self._chooser(c)) for c in once(commands)]
        self.menu_owner = spot
        self.menu = card_menu(self._anchor(spot), self._menu_title(spot, step), entries, names,
                              {str(c.get("id")): c for c in self.hand}, self.close_menu, self.fonts.small,
                              self.ui_scale)
        self.menu.hover(self.pointer)
        self.dirty = True

    def _anchor(self, spot: Spot) -> pygame.Rect:
        """The card itself, not the whole place around it: the menu opens right beside it."""
        if spot.area == "field" and spot.slot is not None and spot.card is not None:
            return self.L.slot_card_rect(spot.mine, spot.slot, len(spot.card.get("bonds") or []))
        return spot.rect

    def _menu_title(self, spot: Spot, step) -> str:
        name = str((spot.card or {}).get("name", "this card"))
        if spot.area == "field" and not spot.mine:
            head = f"Attack {name}"
        else:
            head = name
        return f"{head}: choose the {step[0]}" if step is not None and step[0] != "attack" else head

    def _narrow(self, spot: Spot, group: list[dict]):
        if len(group) == 1:
            return self._chooser(group[0])
        return lambda: self.open_card_menu(spot, group)

    # -- drawing -----------------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        """The table as it stands is drawn once into a window-sized frame, again only when what
        it shows changes; each frame draws that, then what follows the pointer and the motion."""
        self._sync()
        owner = self.menu_owner
        key = (self._changes, surface.get_size(), self.ui_scale, self.fonts.scale,
               self.list_open, owner and (owner.area, owner.key), self.log_panel.scroll, self._prompt_body(),
               palette.Marks.on)
        if key != self._frame_key or self._frame is None:
            if self._frame is None or self._frame.get_size() != surface.get_size():
                self._frame = pygame.Surface(surface.get_size())
            self._frame_key = key
            self.spots = self._draw_table(self._frame)
        surface.blit(self._frame, (0, 0))
        self._draw_live(surface)

    def _draw_table(self, surface: pygame.Surface) -> list[Spot]:
        """Everything that stands still: the sides, the turn order, the Afterworld, the log, the
        hand, the bar; returns where the cards lie."""
        fonts, view, lay = self.fonts, self.view, self.L
        draw_backdrop(surface)
        text.draw(surface, fonts.large, self.match.rules.title, palette.EMBER, (self.u(20), lay.TITLE_Y), "midleft")
        self._draw_prompt(surface)
        spots: list[Spot] = []
        for seat in (1 - self.me, self.me):
            mine = seat == self.me
            acting = self._acting_place()
            who = "(you)" if mine else ("(AI)" if seat not in self.match.human_seats else "")
            spots += draw_side(surface, fonts, view, seat, self.me, self.lit_slots(mine), None, acting, who,
                               self.names[seat])
        draw_attack(surface, fonts, view, self.me)
        for slot in self.sorted.enemies:  # the enemies you may attack, under any menu or zoom
            pygame.draw.rect(surface, palette.BLOOD_BRIGHT, lay.slot_area(False, slot), self.u(3),
                             border_radius=self.u(8))
        spots += draw_turn_order(surface, fonts, view, self.me)
        spots += draw_afterworld(surface, fonts, view)
        open_list = self.choices if self.list_open and self.choices is not None else None
        self.log_panel.rect = lay.log_rect(open_list.rect.bottom if open_list is not None else None)
        self.log_panel.draw(surface, fonts)
        spots += self._draw_hand(surface)
        self._draw_bar(surface)
        return spots

    def _draw_live(self, surface: pygame.Surface) -> None:
        """Over the standing table: the hovered Grim's place, the motion, the buttons, the lists,
        the chart, the zoom and the tooltip."""
        fonts, u = self.fonts, self.u
        hover = self.spot_at(self.pointer)
        if hover is not None and hover.area == "field" and hover.slot not in self.lit_slots(hover.mine):
            pygame.draw.rect(surface, palette.PANEL_EDGE, self.L.slot_area(hover.mine, hover.slot), max(1, u(1)),
                             border_radius=u(8))
        animation.draw(surface, self.motion, self.spots, self.ui_scale)
        draw_floaters(surface, fonts.get(26, bold=True), self.motion, self.ui_scale)
        if self.list_open and self.tiles.widgets:
            self.tiles.draw(surface, fonts, tooltips=False)
        self.bar.draw(surface, fonts, tooltips=False)
        self.top.draw(surface, fonts, tooltips=False)
        if self.list_open and self.choices is not None:
            self.choices.draw(surface, fonts)
        if self.menu is not None:
            self.menu.draw(surface, fonts)
        if self.chart_open:
            shade(surface)
            draw_chart(surface, fonts)
            return
        self._draw_pointer_help(surface)
        if self.menu is None:
            board_keys.offer_all(self._key_spots())

    def _key_spots(self) -> list[tuple[pygame.Rect, str]]:
        """The lit cards in hand and the lit Grim on the table (yours to act with, enemies to
        attack), for the keyboard's ring; Enter on one opens its menu as a click does."""
        out = []
        for spot in self.spots:
            if not self.commands_for(spot) or self.covered(spot.rect.center):
                continue
            name = str((spot.card or {}).get("name", "card"))
            where = "in your hand" if spot.area == "hand" else "yours" if spot.mine else "enemy"
            out.append((spot.rect, f"{name} ({where})"))
        return out

    def _acting_place(self) -> tuple | None:
        turn = self.view.get("turn") or {}
        if turn.get("seat") is None or turn.get("slot") is None:
            return None
        return int(turn["seat"]), int(turn["slot"])

    def _prompt_body(self) -> str:
        if self.match.outcome() is not None:
            return " ".join(outcome_sentences(self.match.outcome() or {}, names=self.seat_name)[:2])
        if self.acting_seat() is None and self.ai_seat() is not None:
            return "The AI is thinking..."
        return self.prompt_text

    def _draw_prompt(self, surface: pygame.Surface) -> None:
        fonts, prompt, u = self.fonts, self.L.PROMPT, self.u
        draw_panel(surface, prompt, palette.EMBER_DARK, ui=self.ui_scale)
        body = self._prompt_body()
        font = fonts.body if fonts.body.size(body)[0] < prompt.width - u(24) else fonts.small
        text.draw(surface, font, text.ellipsize(font, body, prompt.width - u(24)), palette.BONE,
                  (prompt.left + u(12), prompt.centery), "midleft")

    def hand_label_w(self) -> int:
        """The hand's label with the gap before the first card: one line at every text size
        (the cards move right for it rather than the words break)."""
        return self.fonts.get("small", bold=True).size(HAND_LABEL)[0] + self.u(10)

    def _draw_hand(self, surface: pygame.Surface) -> list[Spot]:
        fonts, hand, u = self.fonts, self.L.HAND, self.u
        draw_panel(surface, hand, ui=self.ui_scale)
        label = fonts.get("small", bold=True)
        text.draw(surface, label, HAND_LABEL, palette.EMBER, (hand.left + u(12), hand.top + u(10)))
        text.draw(surface, fonts.small, str(len(self.hand)), palette.BONE_DIM,
                  (hand.left + u(12), hand.top + u(14) + label.get_linesize()))
        spots = []
        playable = self.sorted.cards
        places = self.L.hand_rects(len(self.hand), label_w=self.hand_label_w())
        for rect, card in zip(places, self.hand, strict=True):
            key = str(card.get("id"))
            lit = key in playable
            owner = self.menu_owner
            raised = owner is not None and owner.key == key and owner.area == "hand"
            drawn = draw_face(surface, rect, card, lit=lit, selected=raised, dim=bool(playable) and not lit,
                              ui=self.ui_scale)
            spots.append(Spot(drawn, card, "hand", True, None, key))
        if not self.hand:
            text.draw(surface, fonts.small, "No cards in hand.", palette.BONE_DIM, hand.center, "center")
        return spots

    def _draw_bar(self, surface: pygame.Surface) -> None:
        fonts, bar, u, ui = self.fonts, self.L.BAR, self.u, self.ui_scale
        draw_panel(surface, bar, ui=ui)
        if self.list_open and self.tiles.widgets:
            panel = tile_panel(list(self.tile_pairs()), ui)
            draw_panel(surface, panel, palette.EMBER_DARK, ui=ui)
            head = "Click a Grim (hover to see it in full)."
            if self.match.pending().kind == "coven_pick":
                coven = (self.view.get("players") or [{}, {}])[self.me].get("coven") or []
                chosen = ", ".join(str(c.get("name", "?")).removeprefix("The ") for c in coven)
                head += f" Your Coven so far ({len(coven)}): {chosen or 'none yet'}"
            bold = fonts.get("small", bold=True)
            end = min([b.rect.left for b in self.bar.widgets if panel.contains(b.rect)] + [panel.right])
            text.draw(surface, bold, text.ellipsize(bold, head, end - panel.left - u(24)),
                      palette.EMBER, (panel.left + u(12), panel.top + u(10)))
        hint = self._hint()
        if hint and self._tiles_over_bar() is None:  # a tall grid covers the bar: its head says it
            x = bar.left + u(12)
            end = min([b.rect.left for b in self.bar.widgets] + [bar.right]) - u(10)
            font = fonts.small if fonts.small.size(hint)[0] <= end - x else fonts.get(15)
            text.draw(surface, font, text.ellipsize(font, hint, end - x), palette.EMBER_GLOW,
                      (x, bar.centery), "midleft")

    def _hint(self) -> str:
        if self.match.outcome() is not None or not self.legal:
            return ""
        incoming = attack_summary(self.view)
        if incoming and self.match.pending().kind == "reaction":
            return incoming + " Click a lit card to react."
        parts = []
        if self.sorted.enemies:
            parts.append("click a red-ringed enemy to attack it")
        if self.sorted.cards:
            parts.append("click a lit card in your hand")
        if self.sorted.allies:
            parts.append("or one of your lit Grim")
        if self.choices is not None or self.tiles.widgets:
            where = "in the grid" if self.tiles.widgets else "in the list at the right"
            parts.append(f"choose {where}" if self.list_open else "show the choices")
        return (", ".join(parts) + ".").capitalize() if parts else ""

    def hover_tip(self) -> str:
        """The tooltip under the pointer: a widget's, or the Attacks an enemy Grim can take."""
        for group in [self.menu, *self._open_groups()]:
            tip = next((w.hover_tip() for w in reversed(group.widgets) if w.hover_tip()), "") if group else ""
            if tip:
                return tip
        spot = self.spot_at(self.pointer) if self.menu is None else None  # an open menu has the say
        if spot is None:
            return ""
        if spot.area == "banished":
            return "Banished: face down, unseen by both players."
        if spot.area == "mark":
            return str(spot.key)
        commands = self.commands_for(spot)
        if spot.area == "field" and not spot.mine and commands:
            lines = [label_of(c) for c in commands[:12]]
            more = f"\n...and {len(commands) - 12} more" if len(commands) > 12 else ""
            return "Click to attack it. Your Attacks here:\n" + "\n".join(lines) + more
        return ""

    def hover_card(self) -> dict | None:
        """The card the zoom shows: the one under the pointer, or the one a hovered choice names."""
        if self.menu is not None:  # the card it is about lies right beside the menu
            return None
        if self.list_open:
            row = self.choices.hovered_row() if self.choices is not None else None
            if row is not None:
                return self._card_of(row.choice.payload or {})
            tile = next((t for t, _ in self.tile_pairs() if t.hovered), None)
            if tile is not None:
                return self._card_of(self.tile_commands.get(id(tile)) or {})
        if any(b.hovered for b in self.top.widgets):
            return None
        spot = self.spot_at(self.pointer)
        zoomable = ("hand", "field", "bond", "afterworld", "portrait", "grimlord")
        if spot is not None and spot.area in zoomable:
            return spot.card
        return None

    def _draw_pointer_help(self, surface: pygame.Surface) -> None:
        """What follows the pointer: the zoom and the tooltip."""
        lay, u, ui = self.L, self.u, self.ui_scale
        tip, zoom = self.hover_tip(), self.hover_card()
        if Covered.now:  # a dialog or menu over the table: neither follows the pointer under it
            tip, zoom = "", None
        self.zoom_shown = None
        if zoom:
            size = lay.ZOOM_CARD if "attacks" in zoom else lay.ZOOM_PLAIN   # a Grim's words need more
            rect = zoom_rect(self.pointer, size, lay.SCREEN, ui)
            inside = lay.SCREEN.inflate(-u(16), -u(16))
            if tip:  # the tooltip goes right of the pointer: the zoom takes the left
                rect.right = min(rect.right, self.pointer[0] - u(16))
                rect.clamp_ip(inside)
            listing = self.choices if self.list_open else None
            if listing is not None and listing.rect.collidepoint(self.pointer):
                rect.right = min(rect.right, listing.rect.left - u(8))  # the rows stay readable
                rect.clamp_ip(inside)
            draw_face(surface, rect, zoom, full=True, ui=ui)
            self.zoom_shown = rect
        if tip:
            draw_tooltip(surface, self.fonts.small, tip, self.pointer, ui)

    def _card_of(self, command: dict) -> dict | None:
        """The card a bar choice names (a search, a Coven pick), for the zoom: public card data."""
        if command.get("type") == "afterworld" and command.get("element"):
            try:
                return {**content.afterworld(str(command["element"])), "kind": "afterworld",
                        "id": command["element"]}
            except (KeyError, ValueError):
                return None
        if command.get("type") == "grimlord" and command.get("element"):
            try:
                lord = content.grimlord(str(command["element"]))
                return {**lord, "kind": "grimlord", "id": command["element"]}
            except (KeyError, ValueError):
                return None
        key = command.get("card")
        if not key or command.get("type") not in ("search", "coven_pick", "protect", "banish", "wind_swap"):
            return None
        try:
            return {**content.grim(str(key).split("@")[0]), "id": key}
        except (KeyError, ValueError):
            return None
