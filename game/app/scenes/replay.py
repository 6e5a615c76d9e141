"""The replay view: a saved match watched again, move by move. The board as it stood after the
chosen move (drawn by the game's own board scene, which takes no clicks here), the moves' log
beside it, and below a scrub bar, step buttons and whose side of the table to watch from.
Arrows step, Home and End jump, Page Up and Down move ten; Esc closes."""

from __future__ import annotations

import pygame

from game.app import intents as it
from game.app import palette, text
from game.app.scenes.common import draw_panel
from game.app.scenes.screen import Screen
from game.app.session import board_scene_for
from game.app.widgets import Button
from game.app.window import LOGICAL_SIZE
from game.core.campaign import load_campaign, resume_session
from game.core.replay import Replay
from game.core.saves import SaveError, SaveInfo, load_match
from game.core.seats import seat_names

BOARD = pygame.Rect(8, 8, 960, 540)  # the board at three quarters of its size
LOG = pygame.Rect(BOARD.right + 8, 8, 1280 - BOARD.right - 16, 540)
BAR = pygame.Rect(BOARD.left + 12, BOARD.bottom + 20, 1280 - 40, 20)  # the scrub bar
BUTTON_Y = BAR.bottom + 24
KEY_STEPS = {pygame.K_LEFT: -1, pygame.K_RIGHT: 1, pygame.K_PAGEUP: -10, pygame.K_PAGEDOWN: 10}


def open_replay(ctx, info: SaveInfo, accept_unchecked: bool = False) -> bool:
    """Open a listed save in the replay view (a campaign: its session in progress); a save
    that can't be read, or a campaign between sessions, is said in a toast.
    ``accept_unchecked``: the player agreed to open a save this install can't check."""
    try:
        if info.kind == "campaign":
            campaign = load_campaign(info.path, accept_unchecked)
            if not campaign.in_progress:
                ctx.toast("This campaign is between sessions: there is no game in it to replay.")
                return False
            match = resume_session(campaign, ctx.saves_dir, accept_unchecked)
        else:
            match = load_match(info.path, accept_unchecked)
    except SaveError as err:
        ctx.toast(str(err))
        return False
    ctx.stack.push(ReplayScene(ctx, Replay(match), info.title))
    return True


class ReplayScene(Screen):
    native = True

    def __init__(self, ctx, replay: Replay, title: str) -> None:
        super().__init__(ctx)
        self.replay = replay
        self.title = title
        self.game_id = replay.rules.id
        self.seat = replay.seats()[0]
        self.move = replay.moves if replay.finished else 0
        self.names = seat_names(replay.options, replay.players)
        self._board = None
        self._board_image: pygame.Surface | None = None
        self.layout()

    def layout(self) -> None:
        self.board_rect, self.log_rect = self.on_stage(*BOARD), self.on_stage(*LOG)
        self.bar_rect = self.on_stage(*BAR)
        self.button_y = self.layout_area.top + self.u(BUTTON_Y)
        self._board_image = None
        self._build_buttons()

    # -- the position ----------------------------------------------------------------------
    def go(self, move: int) -> None:
        move = max(0, min(self.replay.moves, move))
        if move != self.move:
            self.move = move
            self._board_image = None
            self._build_buttons()

    def watch_as(self, seat: int) -> None:
        if seat in self.replay.seats() and seat != self.seat:
            self.seat = seat
            self._board_image = None
            self._build_buttons()

    def board_image(self) -> pygame.Surface:
        """The game's board after ``move``, from ``seat``'s side, drawn once per position: a
        native board laid out at the picture's own size, another one drawn at 1280x720 and
        scaled down to it."""
        if self._board_image is None:
            scene = board_scene_for(self.ctx, self.replay.match_at(self.move))
            scene.seat = self.seat
            size = self.board_rect.size
            if scene.native:
                scene.fit(size)
                self._board_image = pygame.Surface(size)
                scene.draw(self._board_image)
            else:
                full = pygame.Surface(LOGICAL_SIZE)
                scene.draw(full)
                self._board_image = pygame.transform.smoothscale(full, size)
        return self._board_image

    def mover_name(self, move: int) -> str:
        seat = self.replay.mover(move)
        return "the setup" if seat is None else self.names[seat]

    # -- controls --------------------------------------------------------------------------
    def _build_buttons(self) -> None:
        self.ui.clear()
        u, y = self.u, self.button_y
        x = self.bar_rect.left
        last = self.replay.moves
        steps = (("First", 0, "Back to the table as it was set up (Home)."),
                 ("Previous", self.move - 1, "One move back (Left arrow)."),
                 ("Next", self.move + 1, "One move on (Right arrow)."),
                 ("Last", last, "The last move in the save (End)."))
        for label, target, tip in steps:
            can = 0 <= target <= last and target != self.move
            self.ui.add(Button((x, y, u(112), u(40)), label, self._go_to(target), tooltip=tip,
                               enabled=can))
            x += u(120)
        x += u(16)
        for seat in range(self.replay.players):
            allowed = seat in self.replay.seats()
            name = self.names[seat]
            tip = (f"See the table as {name} saw it." if allowed else
                   "Hidden while the match runs: only its players' sides can be watched.")
            style = "accent" if seat == self.seat else "normal"
            label = text.ellipsize(self.fonts.body, f"As {name}", u(140))
            self.ui.add(Button((x, y, u(156), u(40)), label, self._watch(seat), tooltip=tip,
                               enabled=allowed, style=style))
            x += u(164)
        self.ui.add(Button((self.layout_area.left + u(1280 - 20 - 120), y, u(120), u(40)),
                           "Close", self.close, tooltip="Back to the saves (Esc)."))
        self.dirty = True

    def _go_to(self, move: int):
        return lambda: self.go(move)

    def _watch(self, seat: int):
        return lambda: self.watch_as(seat)

    def move_at(self, x: int) -> int:
        share = (x - self.bar_rect.left) / max(1, self.bar_rect.width)
        return round(max(0.0, min(1.0, share)) * self.replay.moves)

    def handle(self, intent: it.Intent) -> bool:
        if super().handle(intent):
            return True
        if isinstance(intent, (it.Click, it.Press, it.DragMove, it.Drop)):
            if self.bar_rect.inflate(0, self.u(16)).collidepoint(intent.pos):
                self.go(self.move_at(intent.pos[0]))
                return True
            return True  # the board is only shown here: a click on it does nothing
        if isinstance(intent, it.Key):
            if intent.key in KEY_STEPS:
                self.go(self.move + KEY_STEPS[intent.key])
                return True
            if intent.key in (pygame.K_HOME, pygame.K_END):
                self.go(0 if intent.key == pygame.K_HOME else self.replay.moves)
                return True
        if isinstance(intent, it.Wheel) and self.log_rect.collidepoint(intent.pos):
            self.go(self.move - intent.dy)
            return True
        return False

    # -- drawing ---------------------------------------------------------------------------
    def draw_body(self, surface: pygame.Surface) -> None:
        surface.blit(self.board_image(), self.board_rect)
        pygame.draw.rect(surface, palette.PANEL_EDGE, self.board_rect, self.u(2))
        self._draw_log(surface)
        self._draw_bar(surface)

    def _draw_bar(self, surface: pygame.Surface) -> None:
        fonts, u, bar = self.fonts, self.u, self.bar_rect
        pygame.draw.rect(surface, palette.BUTTON, bar, border_radius=u(8))
        if self.replay.moves:
            done = bar.width * self.move // self.replay.moves
            pygame.draw.rect(surface, palette.EMBER_DARK, (bar.left, bar.top, done, bar.height),
                             border_radius=u(8))
            knob = (bar.left + done, bar.centery)
            pygame.draw.circle(surface, palette.EMBER, knob, bar.height // 2 + u(4))
        state = "finished" if self.replay.finished else "still running"
        label = (f"Move {self.move} of {self.replay.moves} ({self.mover_name(self.move)})"
                 f"   Replay of {self.title}, {state}")
        text.draw(surface, fonts.small, text.ellipsize(fonts.small, label, bar.width),
                  palette.BONE_DIM, (bar.left, bar.top - u(4)), "bottomleft")

    def _draw_log(self, surface: pygame.Surface) -> None:
        """The chosen move's lines at the bottom, the moves before it above, as far as they fit."""
        fonts, u, log = self.fonts, self.u, self.log_rect
        draw_panel(surface, log, ui=self.ui_scale)
        text.draw(surface, fonts.get("body", bold=True), "Moves", palette.EMBER,
                  (log.left + u(12), log.top + u(8)))
        body = log.inflate(-u(24), -u(48)).move(0, u(16))
        step = fonts.small.get_linesize() + u(2)
        rows: list[tuple[str, tuple]] = []
        move = self.move
        while move >= 0 and len(rows) * step < body.height:
            colour = palette.BONE if move == self.move else palette.BONE_DIM
            block = [(f"Move {move}: {self.mover_name(move)}", palette.EMBER_GLOW)]
            for line in self.replay.lines(move, self.seat):
                block += [(row, colour) for row in text.wrap(fonts.small, line, body.width - u(8))]
            rows = block + rows
            move -= 1
        rows = rows[-(body.height // step):]
        y = body.bottom - len(rows) * step
        for row, colour in rows:
            text.draw(surface, fonts.small, row, colour, (body.left + u(4), y))
            y += step
