"""Screen: an opaque full-window scene with a backdrop and a widget group (menus, lists)."""
from __future__ import annotations

import pygame

from game.app import intents as it
from game.app.scene import Scene
from game.app.scenes.common import draw_backdrop
from game.app.widgets import WidgetGroup


class Screen(Scene):
    def __init__(self, ctx) -> None:
        super().__init__(ctx)
        self.ui = WidgetGroup()
        self.ui.pointer = self.current_pointer()

    def resume(self) -> None:
        super().resume()
        self.ui.hover(self.current_pointer())

    def handle(self, intent: it.Intent) -> bool:
        if isinstance(intent, it.Click):
            self.dirty = True
        used, changed = self.ui.handle(intent)
        if changed:
            self.dirty = True
        if used:
            return True
        if isinstance(intent, it.Shortcut) and intent.name == "back":
            self.on_back()
            return True
        return False

    def on_back(self) -> None:
        if len(self.ctx.stack) > 1:
            self.close()

    def draw(self, surface: pygame.Surface) -> None:
        draw_backdrop(surface)
        self.draw_body(surface)
        self.ui.draw(surface, self.fonts)

    def draw_body(self, surface: pygame.Surface) -> None:
        pass
