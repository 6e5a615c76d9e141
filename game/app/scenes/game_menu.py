"""The dialogs over a board: the game menu (Esc) and the result panel at the end."""
from __future__ import annotations

from datetime import datetime

import pygame

from game.app import palette, text
from game.app.scenes.dialog import Dialog
from game.app.widgets import Button
from game.core.seats import named


class GameMenuDialog(Dialog):
    native = True

    def __init__(self, ctx, board) -> None:
        super().__init__(ctx, "Game menu", (420, 440))
        self.board = board
        self.game_id = board.game_id
        self.layout()

    def layout(self) -> None:
        super().layout()
        u = self.u
        x, y, w = self.panel.left + u(60), self.panel.top + u(80), self.panel.width - u(120)
        for label, action, tip, style in (
                ("Resume", self.close, "Back to the table (Esc).", "accent"),
                ("Save game", self.save, "Keep this game as its own save file.", "normal"),
                ("Rules notes", self.rules, "How this game's rules were read (F1).", "normal"),
                ("Settings", self.settings, "Window, animation and undo settings.", "normal"),
                ("Main menu", self.main_menu, "Leave the table; the autosave keeps this game.", "normal")):
            self.ui.add(Button((x, y, w, u(52)), label, action, tooltip=tip, style=style))
            y += u(64)

    def save(self) -> None:
        from game.core.saves import SaveError, save_match
        from game.core.saves.slots import kept_copy

        match = self.board.match
        path = kept_copy(self.ctx.saves_dir, match.rules.id)
        title = f"{match.rules.title}, kept {datetime.now().strftime('%d %b %Y %H:%M')}"
        try:
            save_match(match, path, title=title)
        except SaveError as err:
            self.ctx.toast(str(err))
            return
        self.close()
        self.ctx.toast(f"Saved as {path.name}.", "info")

    def rules(self) -> None:
        from game.app.scenes.rules_viewer import RulesViewerScene

        self.close()
        self.ctx.stack.push(RulesViewerScene(self.ctx, self.game_id))

    def settings(self) -> None:
        from game.app.scenes.settings_scene import SettingsScene

        self.close()
        self.ctx.stack.push(SettingsScene(self.ctx))

    def main_menu(self) -> None:
        self.board.leave()


SEAT_KEYS = {"winners": "wins", "winner": "wins", "losers": "loses", "loser": "loses"}


def seat_name(seat) -> str:
    return f"Player {int(seat) + 1}" if isinstance(seat, int) else str(seat)


def outcome_sentences(outcome: dict, summary: str = "", names=None) -> list[str]:
    """Readable lines for an outcome dict, whatever keys a game uses. Seats (winners, losers) are
    named through ``names`` (seat -> name; "Player N" by default), never shown as bare numbers."""
    name = names or seat_name
    lines = []
    if isinstance(outcome.get("sentences"), list):  # the rules wrote the player's sentences
        head = [str(outcome["text"])] if outcome.get("text") else _seat_lines(outcome, name)
        return head + [str(s) for s in outcome["sentences"]] or ["The game is over."]
    for key in ("text", "message", "summary"):
        if outcome.get(key):
            lines.append(str(outcome[key]))
            break
    if not lines:
        lines = _seat_lines(outcome, name)
    if not lines and summary:
        lines.append(summary)
    for key, value in outcome.items():
        if key in ("text", "message", "summary") or key in SEAT_KEYS or isinstance(value, (dict, list)):
            continue
        shown = ("yes" if value else "no") if isinstance(value, bool) else value
        lines.append(f"{key.replace('_', ' ').capitalize()}: {shown}")
    return lines or ["The game is over."]


def _seat_lines(outcome: dict, name) -> list[str]:
    """Who wins and who loses, each seat by its table name."""
    lines = []
    for key, verb in (("winners", "wins"), ("losers", "loses")):
        value = outcome.get(key, outcome.get(key[:-1]))
        if value is None:
            continue
        seats = value if isinstance(value, list) else [value]
        if not seats:
            if key == "winners":
                lines.append("Nobody wins.")
            continue
        plural = "win" if verb == "wins" else "lose"
        lines.append(f"{', '.join(name(s) for s in seats)} {verb if len(seats) == 1 else plural}.")
    return lines


def kept_words(value) -> str:
    """A carried value in a few words: a party or roster by its name, never its whole record."""
    if isinstance(value, dict):
        return str(value.get("name") or value.get("title") or "(updated)")
    if isinstance(value, list):
        return f"({len(value)} entries)"
    return str(value)


class ResultDialog(Dialog):
    native = True

    def __init__(self, ctx, board, profile_updates: dict) -> None:
        match = board.match
        outcome = match.outcome() or {}
        try:
            summary = match.rules.summary(match.state)
        except Exception:  # noqa: BLE001 - a summary is a nicety
            summary = ""
        # the rules' own outcome text names seats "Player N": put the players' names in
        self.lines = named(outcome_sentences(outcome, summary, getattr(board, "seat_name", None)),
                           getattr(board, "names", []))
        told = [v["kept"] for v in profile_updates.values() if isinstance(v, dict) and v.get("kept")]
        self.lines += told  # a carried record that says in a sentence what it keeps
        rest = {k: v for k, v in profile_updates.items() if not (isinstance(v, dict) and v.get("kept"))}
        if rest:
            kept = ", ".join(f"{k.replace('_', ' ')} {kept_words(v)}" for k, v in rest.items())
            where = "the campaign" if getattr(board, "campaign", None) is not None else "your profile"
            self.lines.append(f"Kept in {where}: {kept}.")
        title = str(outcome.get("title") or "The game is over")
        super().__init__(ctx, title, (620, 200))
        self.board = board
        self.game_id = board.game_id
        self.layout()

    def layout(self) -> None:
        fonts, u = self.fonts, self.u
        tall = sum(  # each line as wrapped on the panel, so a long one never meets the buttons
            len(text.wrap(fonts.large if i == 0 else fonts.body, line, u(560))) *
            (fonts.large if i == 0 else fonts.body).get_linesize() + u(4)
            for i, line in enumerate(self.lines)
        ) / self.ui_scale  # in layout units, as the panel's size is
        self.panel_size = (620, max(200 + 30 * len(self.lines), 170 + tall))
        super().layout()
        board, match = self.board, self.board.match
        bottom, mid = self.panel.bottom - u(64), self.panel.centerx
        if getattr(board, "campaign", None) is None:
            self.ui.add(Button((mid + u(10), bottom, u(200), u(44)), "Main menu", board.leave,
                               style="accent"))
            self.ui.add(Button((mid - u(210), bottom, u(200), u(44)), "See the table",
                               self.close, tooltip="Look at the final position; Esc opens the "
                                                   "game menu."))
            return
        goes_on = getattr(match.rules, "campaign_goes_on", None)
        if goes_on is not None and not goes_on(board.campaign.carry):  # a told story
            self.ui.add(Button((mid + u(10), bottom, u(200), u(44)), "Main menu",
                               board.leave, style="accent"))
            self.ui.add(Button((mid - u(210), bottom, u(200), u(44)), "See the table",
                               self.close))
            return
        x = mid - u(290)
        for label, action, tip, style in (
                ("See the table", self.close, "Look at the final position; Esc opens the game "
                                              "menu.", "normal"),
                ("Main menu", board.leave, "The campaign waits on the load screen.", "normal"),
                (getattr(board, "next_session_words", "Next session"), self._next_session,
                 "Go on with the campaign now.", "accent")):
            self.ui.add(Button((x, bottom, u(180), u(44)), label, action, tooltip=tip, style=style))
            x += u(200)

    def _next_session(self) -> None:
        from game.app.session import next_session

        next_session(self.ctx, self.board.campaign)

    def draw_body(self, surface: pygame.Surface) -> None:
        # each line in a box as tall as its wrapped rows (measured as the panel's height was),
        # so a long outcome at a large text size is never cut at a fixed box's bottom
        u = self.u
        y = self.panel.top + u(80)
        width = self.panel.width - u(60)
        for i, line in enumerate(self.lines):
            font = self.fonts.large if i == 0 else self.fonts.body
            colour = palette.EMBER_GLOW if i == 0 else palette.BONE
            tall = max(1, len(text.wrap(font, line, width))) * font.get_linesize()
            room = pygame.Rect(self.panel.left + u(30), y, width, tall)
            text.draw_wrapped(surface, font, line, colour, room, line_gap=0, align="center")
            y += tall + u(4)
