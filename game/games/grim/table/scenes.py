"""GRIM's own board scene: both sides' Grim with their Bonds and Trackers, your hand, the turn
order, the Afterworld, the log, the prompt and the action bar, with a hover zoom on every card
and the Element chart one click away. It reads only ``view(seat)`` and ``legal(seat)`` of the
seat it shows (BoardScene keeps that the human seat acting now) and sends legal commands,
without their label and preview, through BoardScene.submit.

What a click means comes from the legal commands (ui_commands.sort_commands): a lit card in the
hand, a red-ringed enemy Grim to attack, one of your Grim to take a Bond, or a bar button.
Several commands on one thing open a small menu beside it, each with its preview as tooltip."""
from __future__ import annotations

import pygame

from game.app import intents as it
from game.app import palette, text
from game.app.scenes.board import BoardScene
from game.app.scenes.common import draw_backdrop, draw_panel, shade
from game.app.scenes.game_menu import outcome_sentences
from game.app.widgets import Button, LogPanel, WidgetGroup, draw_tooltip
from game.games.grim.rules import content
from game.games.grim.table import ui_layout as L
from game.games.grim.table.ui_bar import build_bar
from game.games.grim.table.ui_cards import draw_face, zoom_rect
from game.games.grim.table.ui_chart import draw_chart
from game.games.grim.table.ui_commands import (Sorted, declaration_step, describe, label_of, sort_commands,
                                         to_submit)
from game.games.grim.table.ui_table import Spot, attack_summary, draw_afterworld, draw_attack, draw_side, draw_turn_order

SCREEN = pygame.Rect(0, 0, 1280, 720)


def make_board_scene(ctx, match) -> "GrimBoardScene":
    return GrimBoardScene(ctx, match)


class GrimBoardScene(BoardScene):
    def __init__(self, ctx, match) -> None:
        super().__init__(ctx, match)
        self.log_panel = LogPanel(L.LOG)
        self.top = WidgetGroup()
        self.chart_button = self.top.add(Button(L.CHART_BUTTON, "Elements", self.toggle_chart, size="small",
                                                tooltip="Show the Element chart: who is strong, weak or immune."))
        self.undo_button = self.top.add(Button(L.UNDO, "Undo", self.undo, size="small"))
        self.redo_button = self.top.add(Button(L.REDO, "Redo", self.redo, size="small",
                                               tooltip="Play again the move you took back (Ctrl+Y)."))
        self.top.add(Button(L.MENU, "Menu", self.open_menu, tooltip="Save, rules, settings (Esc).",
                            style="accent", size="small"))
        self.bar = WidgetGroup()
        self.bar_commands: dict[int, dict] = {}   # id(button) -> its command, for the card zoom
        self.popup = WidgetGroup()
        self.popup_owner: Spot | None = None
        self.sorted = Sorted()
        self.spots: list[Spot] = []
        self.hand: list[dict] = []
        self.bar_mode = "bar"   # or "panel" / "tiles": too many choices for the bar
        self.chart_open = False
        self.pointer = (-1, -1)
        self._built_for: tuple | None = None

    # -- what this seat sees ------------------------------------------------------------------------
    @property
    def me(self) -> int:
        return self.seat

    def enemy_names(self) -> dict[int, str]:
        field = (self.view.get("field") or [[None, None], [None, None]])[1 - self.me]
        return {slot: grim.get("name", "?") for slot, grim in enumerate(field) if grim}

    def _sync(self) -> None:
        key = (self.version, self.seat, len(self.match.log))
        if key == self._built_for:
            return
        self._built_for = key
        view = self.view
        players = view.get("players") or [{}, {}]
        placed = players[self.me].get("face_down")
        hidden = set()
        for entry in placed if isinstance(placed, list) else []:  # already on the table, face down
            hidden |= {str((entry.get(k) or {}).get("id")) for k in ("card", "bond") if entry.get(k)}
        self.hand = [c for c in players[self.me].get("hand") or [] if str(c.get("id")) not in hidden]
        self.sorted = sort_commands(self.legal, {str(c.get("id")) for c in self.hand})
        self.popup.clear()
        self.popup_owner = None
        self.bar.clear()
        self.bar_commands.clear()
        pairs, self.bar_mode = build_bar(self.ctx.fonts, self.sorted.buttons, self.sorted.passes,
                                             self._chooser, self.enemy_names())
        for button, command in pairs:
            self.bar.add(button)
            self.bar_commands[id(button)] = command
        ok, why = self.match.can_undo(self.seat)
        self.undo_button.enabled = ok
        self.undo_button.tooltip = "Take back your last move (Ctrl+Z)." if ok else why
        self.redo_button.enabled = self.match.can_redo(self.seat)[0]
        self.log_panel.set_lines([str(line) for line in view.get("log", []) if line])
        for group in (self.top, self.bar):
            group.hover(self.pointer)

    def _chooser(self, command: dict):
        return lambda: self.submit(to_submit(command))

    def on_match_changed(self) -> None:
        self.popup.clear()
        self.popup_owner = None

    def cancel_selection(self) -> bool:
        had = bool(self.popup.widgets) or self.chart_open
        self.popup.clear()
        self.popup_owner = None
        self.chart_open = False
        self.dirty = True
        return had

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

    def spot_at(self, pos) -> Spot | None:
        for spot in reversed(self.spots):
            if spot.rect.collidepoint(pos):
                return spot
        if not self.chart_open:  # a click anywhere on a Grim's place aims at it
            for mine in (True, False):
                for slot in (0, 1):
                    if L.slot_area(mine, slot).collidepoint(pos):
                        grim = ((self.view.get("field") or [[None] * 2] * 2)[self.me if mine else 1 - self.me])[slot]
                        return Spot(L.slot_area(mine, slot), grim, "field", mine, slot, (grim or {}).get("id"))
        return None

    # -- input ------------------------------------------------------------------------------------------
    def handle_board(self, intent: it.Intent) -> bool:
        self._sync()
        if self.chart_open and isinstance(intent, (it.Click, it.RightClick)):
            self.chart_open = False
            self.dirty = True
            return True
        # a step of an Attack's declaration opens the next step: offer_widgets keeps that popup
        if self.offer_widgets(intent, self.popup, (self.popup, self.top, self.bar)):
            return True
        if isinstance(intent, it.Hover):
            self.pointer = intent.pos
            self.dirty = True
            return True
        if isinstance(intent, it.Wheel):
            return self.scroll_log(intent, self.log_panel)
        if isinstance(intent, it.Click):
            self.dirty = True
            had_popup = bool(self.popup.widgets)
            self.popup.clear()
            self.popup_owner = None
            return self.click(intent.pos) or had_popup
        return False

    def click(self, pos) -> bool:
        spot = self.spot_at(pos)
        if spot is None:
            return False
        commands = self.commands_for(spot)
        if len(commands) == 1:
            self.submit(to_submit(commands[0]))
        elif commands:
            self.open_popup(spot, commands)
        return True

    def open_popup(self, spot: Spot, commands: list[dict]) -> None:
        names = self.enemy_names()
        step = declaration_step(commands, names)
        if step is not None:  # an Attack: one step of its declaration at a time
            choices = [(title, group, self._narrow(spot, group)) for title, group in step[1]]
        else:
            choices = [(label_of(c), [c], self._chooser(c)) for c in commands]
        self._place_popup(spot, choices, names)

    def _narrow(self, spot: Spot, group: list[dict]):
        if len(group) == 1:
            return self._chooser(group[0])

        def next_step() -> None:
            self.popup.clear()
            self.open_popup(spot, group)
        return next_step

    def _place_popup(self, spot: Spot, choices: list[tuple[str, list[dict], object]], names) -> None:
        font = self.ctx.fonts.small
        width = min(560, max(font.size(title)[0] for title, _, _ in choices) + 28)
        commands = [group[0] for _, group, _ in choices]
        h = 30
        total = len(commands) * (h + 4)
        x = spot.rect.right + 8
        if x + width > SCREEN.right - 8:
            x = spot.rect.left - 8 - width
        top = min(spot.rect.top, SCREEN.bottom - 8 - total)
        top = max(56, top)
        self.popup_owner = spot
        for i, (title, group, action) in enumerate(choices):
            rect = pygame.Rect(x, top + i * (h + 4), width, h)
            tip = describe(group[0], names) if len(group) == 1 else "\n".join(describe(c, names) for c in group[:4])
            self.popup.add(Button(rect, title, action, tooltip=tip, size="small", style="accent"))

    # -- drawing -----------------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        self._sync()
        fonts, view = self.ctx.fonts, self.view
        draw_backdrop(surface)
        text.draw(surface, fonts.large, self.match.rules.title, palette.EMBER, (20, L.TITLE_Y), "midleft")
        self._draw_prompt(surface)
        hover = self.spot_at(self.pointer) if not self.popup.widgets else None
        spots: list[Spot] = []
        for seat in (1 - self.me, self.me):
            mine = seat == self.me
            hover_slot = hover.slot if hover is not None and hover.area == "field" and hover.mine == mine else None
            acting = self._acting_place()
            who = "(you)" if mine else ("(AI)" if seat not in self.match.human_seats else "")
            spots += draw_side(surface, fonts, view, seat, self.me, self.lit_slots(mine), hover_slot, acting, who)
        draw_attack(surface, fonts, view, self.me)
        spots += draw_turn_order(surface, fonts, view, self.me)
        spots += draw_afterworld(surface, fonts, view)
        self.log_panel.draw(surface, fonts)
        spots += self._draw_hand(surface)
        self.spots = spots
        self._draw_bar(surface)
        self.top.draw(surface, fonts, tooltips=False)
        self.popup.draw(surface, fonts, tooltips=False)
        if self.chart_open:
            shade(surface)
            draw_chart(surface, fonts)
            return
        self._draw_pointer_help(surface)

    def _acting_place(self) -> tuple | None:
        turn = self.view.get("turn") or {}
        if turn.get("seat") is None or turn.get("slot") is None:
            return None
        return int(turn["seat"]), int(turn["slot"])

    def _draw_prompt(self, surface: pygame.Surface) -> None:
        fonts = self.ctx.fonts
        draw_panel(surface, L.PROMPT, palette.EMBER_DARK)
        if self.match.outcome() is not None:
            body = " ".join(outcome_sentences(self.match.outcome() or {}))
        elif self.acting_seat() is None and self.ai_seat() is not None:
            body = "The AI is thinking..."
        else:
            body = self.prompt_text
        font = fonts.body if fonts.body.size(body)[0] < L.PROMPT.width - 24 else fonts.small
        text.draw(surface, font, text.ellipsize(font, body, L.PROMPT.width - 24), palette.BONE,
                  (L.PROMPT.left + 12, L.PROMPT.centery), "midleft")

    def _draw_hand(self, surface: pygame.Surface) -> list[Spot]:
        fonts = self.ctx.fonts
        draw_panel(surface, L.HAND)
        text.draw(surface, fonts.get("small", bold=True), "Your", palette.EMBER, (L.HAND.left + 12, L.HAND.top + 10))
        text.draw(surface, fonts.get("small", bold=True), "hand", palette.EMBER, (L.HAND.left + 12, L.HAND.top + 28))
        text.draw(surface, fonts.small, str(len(self.hand)), palette.BONE_DIM, (L.HAND.left + 12, L.HAND.top + 48))
        spots = []
        playable = self.sorted.cards
        for rect, card in zip(L.hand_rects(len(self.hand)), self.hand):
            key = str(card.get("id"))
            lit = key in playable
            raised = self.popup_owner is not None and self.popup_owner.key == key and self.popup_owner.area == "hand"
            drawn = draw_face(surface, rect, card, lit=lit, selected=raised, dim=bool(playable) and not lit)
            spots.append(Spot(drawn, card, "hand", True, None, key))
        if not self.hand:
            text.draw(surface, fonts.small, "No cards in hand.", palette.BONE_DIM, L.HAND.center, "center")
        return spots

    def _draw_bar(self, surface: pygame.Surface) -> None:
        fonts = self.ctx.fonts
        draw_panel(surface, L.BAR)
        if self.bar_mode == "panel":
            draw_panel(surface, L.CHOICE_PANEL, palette.EMBER_DARK)
            text.draw(surface, fonts.get("body", bold=True), "Choose one (hover for details)", palette.EMBER,
                      (L.CHOICE_PANEL.left + 12, L.CHOICE_PANEL.top + 10))
        elif self.bar_mode == "tiles":
            tall = max((b.rect.bottom for b in self.bar.widgets), default=0) > L.CHOICE_PANEL.bottom
            panel = L.TILE_PANEL if tall else L.CHOICE_PANEL
            draw_panel(surface, panel, palette.EMBER_DARK)
            head = "Click a Grim (hover to see it in full)."
            if self.match.pending().kind == "coven_pick":
                coven = (self.view.get("players") or [{}, {}])[self.me].get("coven") or []
                chosen = ", ".join(str(c.get("name", "?")).removeprefix("The ") for c in coven)
                head += f" Your Coven so far ({len(coven)}): {chosen or 'none yet'}"
            text.draw(surface, fonts.get("small", bold=True), text.ellipsize(fonts.small, head, panel.width - 24),
                      palette.EMBER, (panel.left + 12, panel.top + 10))
        hint = self._hint()
        if hint:
            in_bar = [b for b in self.bar.widgets if b.rect.colliderect(L.BAR)]
            x = max([b.rect.right for b in in_bar if b.style != "danger"] + [L.BAR.left]) + 12
            end = min([b.rect.left for b in in_bar if b.style == "danger"] + [L.BAR.right]) - 10
            text.draw(surface, fonts.small, text.ellipsize(fonts.small, hint, end - x), palette.EMBER_GLOW,
                      (x, L.BAR.centery), "midleft")
        self.bar.draw(surface, fonts, tooltips=False)

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
        return (", ".join(parts) + ".").capitalize() if parts else ""

    def hover_tip(self) -> str:
        """The tooltip under the pointer: a widget's, or the Attacks an enemy Grim can take."""
        for group in (self.popup, self.top, self.bar):
            tip = next((w.hover_tip() for w in reversed(group.widgets) if w.hover_tip()), "")
            if tip:
                return tip
        spot = self.spot_at(self.pointer) if not self.popup.widgets else None
        if spot is None:
            return ""
        if spot.area == "banished":
            return "Banished: face down, unseen by both players."
        commands = self.commands_for(spot)
        if spot.area == "field" and not spot.mine and commands:
            lines = [label_of(c) for c in commands[:12]]
            more = f"\n...and {len(commands) - 12} more" if len(commands) > 12 else ""
            return "Click to attack it. Your Attacks here:\n" + "\n".join(lines) + more
        return ""

    def hover_card(self) -> dict | None:
        """The card the zoom shows: the one under the pointer, or the one a hovered choice names."""
        button = next((b for b in reversed(self.bar.widgets) if b.hovered), None)
        if button is not None:
            return self._card_of(self.bar_commands.get(id(button)) or {})
        if self.popup.widgets or any(b.hovered for b in self.top.widgets):
            return None
        spot = self.spot_at(self.pointer)
        if spot is not None and spot.area in ("hand", "field", "bond", "afterworld", "portrait"):
            return spot.card
        return None

    def _draw_pointer_help(self, surface: pygame.Surface) -> None:
        """What follows the pointer: the red rings, the zoom and the tooltip."""
        for slot in self.sorted.enemies:
            pygame.draw.rect(surface, palette.BLOOD_BRIGHT, L.slot_area(False, slot), 3, border_radius=8)
        tip, zoom = self.hover_tip(), self.hover_card()
        if zoom:
            rect = zoom_rect(self.pointer, L.ZOOM_CARD, SCREEN)
            if tip:  # the tooltip goes right of the pointer: the zoom takes the left
                rect.right = min(rect.right, self.pointer[0] - 16)
                rect.clamp_ip(SCREEN.inflate(-16, -16))
            draw_face(surface, rect, zoom, full=True)
        if tip:
            draw_tooltip(surface, self.ctx.fonts.small, tip, self.pointer)

    def _card_of(self, command: dict) -> dict | None:
        """The card a bar choice names (a search, a Coven pick), for the zoom: public card data."""
        if command.get("type") == "afterworld" and command.get("element"):
            try:
                return {**content.afterworld(str(command["element"])), "kind": "afterworld",
                        "id": command["element"]}
            except (KeyError, ValueError):
                return None
        key = command.get("card")
        if not key or command.get("type") not in ("search", "coven_pick", "protect", "banish", "wind_swap"):
            return None
        try:
            return {**content.grim(str(key).split("@")[0]), "id": key}
        except (KeyError, ValueError):
            return None
