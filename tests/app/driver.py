"""Drives the real app loop headlessly by posting pygame events, as a player's mouse would."""
from __future__ import annotations

from pathlib import Path

import pygame

from game.app.context import make_context
from game.app.loop import App
from game.app.scenes.main_menu import MainMenuScene
from game.app.window import Window


class Driver:
    def __init__(self, saves_dir: Path) -> None:
        # A fresh display each time: SDL's scaled window made over a live window of another mode
        # (a test's plain 1280x720 one) can crash the process, as pygame-ce's issue tracker says.
        pygame.display.quit()
        pygame.display.init()
        pygame.font.init()
        saves_dir.mkdir(parents=True, exist_ok=True)
        self.window = Window()
        self.ctx = make_context(saves_dir, window=self.window)
        self.ctx.stack.push(MainMenuScene(self.ctx))
        self.app = App(self.ctx, self.window.surface)
        pygame.event.clear()
        self.app.step(0)

    @property
    def top(self):
        return self.ctx.stack.top

    @property
    def surface(self) -> pygame.Surface:
        return self.window.surface

    def pump(self) -> None:
        self.app.step(0)

    def post(self, kind: int, **attrs) -> None:
        pygame.event.post(pygame.event.Event(kind, **attrs))

    def click(self, pos, button: int = 1) -> None:
        pos = (int(pos[0]), int(pos[1]))
        self.post(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
        self.post(pygame.MOUSEBUTTONDOWN, pos=pos, button=button)
        self.post(pygame.MOUSEBUTTONUP, pos=pos, button=button)
        self.pump()

    def key(self, key: int, mod: int = 0, text: str = "") -> None:
        self.post(pygame.KEYDOWN, key=key, mod=mod, unicode=text, scancode=0)
        self.post(pygame.KEYUP, key=key, mod=mod, unicode=text, scancode=0)
        self.pump()

    def wheel(self, pos, dy: int) -> None:
        self.post(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
        self.post(pygame.MOUSEWHEEL, x=0, y=dy, flipped=False, precise_x=0.0, precise_y=float(dy))
        self.pump()

    def buttons(self, scene=None) -> dict:
        """Label -> button of the scene's widget groups (the top scene by default)."""
        scene = scene or self.top
        found = {}
        for name in ("ui", "bar", "choices"):
            group = getattr(scene, name, None)
            for widget in getattr(group, "widgets", []):
                if hasattr(widget, "label") and hasattr(widget, "on_click"):
                    found[widget.label] = widget
        return found

    def click_button(self, label: str) -> None:
        button = self.buttons()[label]
        assert button.enabled, f"{label!r} is disabled: {button.tooltip}"
        self.click(button.rect.center)

    def close(self) -> None:
        while self.ctx.stack.top is not None:
            self.ctx.stack.pop()
        pygame.display.quit()


class AppMouse:
    """The app's loop with a mouse: clicks and moves posted as pygame events, questions answered
    as a player would, and the screen saved at 1280x720 and 1920x1080 when ``shots`` names a
    folder (a test's playthrough pictures)."""

    def __init__(self, ctx, shots: str | None = None) -> None:
        self.ctx = ctx
        self.shots = shots
        self.app = App(ctx, pygame.Surface((1280, 720)))
        pygame.event.clear()
        self.app.step(0)

    @property
    def top(self):
        return self.ctx.stack.top

    def move(self, pos) -> None:
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
        self.app.step(0)

    def click(self, pos) -> None:
        pos = (int(pos[0]), int(pos[1]))
        self.move(pos)
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
        self.app.step(0)

    def press(self, label: str, scene=None) -> None:
        scene = scene or self.top
        button = next(w for w in scene.ui.widgets if getattr(w, "label", None) == label)
        assert button.enabled, button.tooltip
        self.click(button.rect.center)

    def answer(self) -> bool:
        """Close a guide's hint ("Got it") or a panel's one button ("Go on" after a fight), or
        answer a question Yes; True if one was open."""
        from game.app.scenes.dialog import MessageBox

        top = self.top
        if isinstance(top, MessageBox):
            labels = [w.label for w in top.ui.widgets]
            self.press(labels[0] if len(labels) == 1 else "Got it" if "Got it" in labels else "Yes",
                       top)
            return True
        return False

    def perform(self, board, command: dict, clicks: int = 4) -> bool:
        """Click where ``board`` shows ``command`` until it is played; False if it never is."""
        from game.core.playout import bare

        log = board.match.log
        before = len(log)
        for _ in range(clicks):
            while self.answer():
                pass
            pos = board.locate(command)
            if pos is None:
                return False
            self.click(pos)
            while self.answer():
                pass
            if len(log) > before:
                return bare(log[before].command) == bare(command)
        return False

    def screenshot(self, path, size=(1280, 720)) -> pygame.Surface:
        """The screen as a window of ``size`` shows it (native scenes drawn at its pixels)."""
        from game.app.layers import window_frame

        shown = self.ctx.screen_size
        surface = window_frame(self.ctx, self.ctx.stack.visible(), size).copy()
        self.ctx.screen_size = shown  # the app's own window goes on at its size
        for scene in self.ctx.stack.visible():  # and its native scenes' buttons where it shows them
            scene.fit(scene.size_in(shown))
        pygame.image.save(surface, str(path))
        return surface

    def shot(self, name: str) -> None:
        if not self.shots:
            return
        folder = Path(self.shots)
        folder.mkdir(parents=True, exist_ok=True)
        for size in ((1280, 720), (1920, 1080)):
            self.screenshot(folder / f"{name}_{size[0]}.png", size)


class SceneTable(AppMouse):
    """A headless app showing one game's board scene; the mouse is posted as pygame events and
    goes through the real input layer and loop."""

    def __init__(self, saves: Path, match, make_scene, catalog=None) -> None:
        from game.app.main import headless_context

        ctx = headless_context(saves, catalog=catalog)
        self.scene = make_scene(ctx, match)
        ctx.stack.push(self.scene)
        ctx.stack.pop_until(self.scene)  # past a hotseat hand-off, to the table itself
        super().__init__(ctx)

    def drag(self, start, end) -> None:
        self.move(start)
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1))
        for t in (0.3, 0.7, 1.0):
            pos = (int(start[0] + (end[0] - start[0]) * t), int(start[1] + (end[1] - start[1]) * t))
            pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(1, 0, 0)))
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=end, button=1))
        self.app.step(0)
