"""The main menu: every registered game, then Load, Settings and Quit. It is the first frame the
app draws, so what only its buttons open (the dialogs, the sessions, the saves' readers) is
imported when a button is pressed, not before the menu shows."""
from __future__ import annotations

import pygame

from game.app import palette, text
from game.app.fonts import SIZES
from game.app.menu_counts import COUNTS
from game.app.scene_registry import MAIN_MENU, registers
from game.app.scenes.screen import Screen
from game.app.widgets import Button
from game.core.manifest import counts_phrase
from game.core.saves import latest_unfinished


def players_phrase(players) -> str:
    low, high = players
    if low == high:
        return "1 player" if low == 1 else f"{low} players"
    return f"{low}-{high} players"


@registers(MAIN_MENU)
class MainMenuScene(Screen):
    native = True

    def __init__(self, ctx) -> None:
        super().__init__(ctx)
        self.games = ctx.catalog.describe()
        self._build()

    def layout(self) -> None:
        self._build()

    def _build(self) -> None:
        self.ui.clear()
        self.latest = latest_unfinished(self.ctx.saves_dir)
        u, (width, height) = self.u, self.screen_size
        cx, y, w = width // 2, u(250), u(420)
        # every button fits above the key hints, however many games there are
        rows = len(self.games) + 4 + (self.latest is not None)
        gaps = u(12) * len(self.games) + u(18 + 12) + (u(24) if self.latest is not None else 0)
        h = max(u(30), min(u(50), (height - y - u(40) - gaps) // rows))
        if self.latest is not None:
            latest = self.latest
            label = text.ellipsize(self.fonts.body, f"Continue: {latest.title}", w - u(24))
            self.ui.add(Button((cx - w // 2, y, w, h), label, self.continue_latest,
                               tooltip=f"{latest.summary} ({latest.path.name})", style="accent"))
            y += h + u(24)
        self.captions = []  # (content counts, where the line starts) beside each game's button
        for game in self.games:
            counts = counts_phrase(self.content_counts(game["id"]))
            tip = f"Start a new game of {game['title']} ({players_phrase(game['players'])})."
            self.ui.add(Button((cx - w // 2, y, w, h), game["title"], self._new_game(game["id"]),
                               tooltip=f"{tip}\n{counts}" if counts else tip, style="accent"))
            if counts:
                left = cx + w // 2 + u(16)
                room = pygame.Rect(left, y, width - left - u(16), h)
                self.captions.append((counts, room))
            y += h + u(12)
        y += u(18)
        for label, action, tip in (
                ("Load", self.open_load, "Continue an autosave or a saved game."),
                ("Scenarios", self.open_scenarios,
                 "Puzzles: set positions to win from, with your best results."),
                ("Settings", self.open_settings, "Window, animation and undo settings."),
                ("Quit", self.ctx.quit, "Close Grimtable.")):
            self.ui.add(Button((cx - w // 2, y, w, h - u(6)), label, action, tooltip=tip))
            y += h - u(2)

    def content_counts(self, game_id: str) -> dict[str, int]:
        """The counts beside a game's button: those counted ahead, so the first frame parses
        no content; a game not counted ahead yet is counted now (the test of them says so)."""
        ahead = COUNTS.get(game_id)
        return dict(ahead) if ahead is not None else self.ctx.catalog.content_counts(game_id)

    def continue_latest(self) -> None:
        if self.latest is not None:
            from game.app.scenes.load_screen import open_listed
            open_listed(self.ctx, self.latest, self._build)

    def pause(self) -> None:
        # the pointer now belongs to the scene on top: no tooltip of ours shows beside its edge
        self.ui.hover((-1, -1))
        self.dirty = True

    def resume(self) -> None:
        self._build()  # back from a game: Continue names the game just left
        super().resume()

    def _new_game(self, game_id: str):
        return lambda: self.open_new_game(game_id)

    def open_new_game(self, game_id: str) -> None:
        from game.app.scenes.new_game import NewGameScene
        try:
            self.ctx.stack.push(NewGameScene(self.ctx, game_id))
        except Exception as err:  # noqa: BLE001 - a broken game package: say so, keep the menu
            self.ctx.toast(f"That game could not be opened: {err}")

    def open_load(self) -> None:
        from game.app.scenes.load_screen import LoadScene
        self.ctx.stack.push(LoadScene(self.ctx))

    def open_scenarios(self) -> None:
        from game.app.scenes.scenarios import ScenariosScene
        self.ctx.stack.push(ScenariosScene(self.ctx))

    def open_settings(self) -> None:
        from game.app.scenes.settings_scene import SettingsScene
        self.ctx.stack.push(SettingsScene(self.ctx))

    def draw_body(self, surface: pygame.Surface) -> None:
        fonts, u = self.fonts, self.u
        cx = self.screen_size[0] // 2
        text.draw(surface, fonts.get("huge", bold=True), "GRIMTABLE", palette.EMBER, (cx, u(90)),
                  "midtop")
        text.draw(surface, fonts.body, "grim games for a dark table", palette.BONE_DIM,
                  (cx, u(170)), "midtop")
        pygame.draw.line(surface, palette.EMBER_DARK, (cx - u(220), u(205)),
                         (cx + u(220), u(205)), u(2))
        if not self.games:
            text.draw(surface, fonts.body, "No games could be loaded.", palette.BLOOD_BRIGHT,
                      (cx, u(225)), "midtop")
        for counts, rect in self.captions:
            # the largest size at which the counts fit beside the button, centred on it (sizes
            # in layout units: the fonts scale them)
            font, lines, _ = text.fit_wrapped(fonts.get, counts, rect.width, rect.height + u(10),
                                              SIZES["small"], 15)
            step = font.get_linesize() + u(1)
            y = rect.centery - len(lines) * step // 2
            for line in lines:
                text.draw(surface, font, line, palette.BONE_DIM, (rect.left, y))
                y += step
        for i, problem in enumerate(self.ctx.catalog.problems.values()):
            text.draw(surface, fonts.small, problem, palette.BLOOD_BRIGHT, (cx, u(640 + i * 20)),
                      "midtop")
        text.draw(surface, fonts.small, "F1 help   F11 full screen   Esc back", palette.BONE_DIM,
                  (cx, self.screen_size[1] - u(16)), "midbottom")
