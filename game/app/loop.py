"""The main loop: read intents, hand them to the top scene, draw only when something changed.

When nothing is dirty and nothing animates, the loop sleeps in pygame.event.wait, so an idle
table costs no CPU.
"""
from __future__ import annotations

import dataclasses
import traceback

import pygame

from game.app import intents as it
from game.app.context import AppContext
from game.app.focus import KeyFocus
from game.app.input import InputLayer
from game.app.window import scene_point

IDLE_WAIT_MS = 1000   # longest sleep; wakes sooner for input or a toast to expire
ANIMATION_MS = 16     # frame budget while a scene animates


class App:
    def __init__(self, ctx: AppContext, surface: pygame.Surface | None = None) -> None:
        self.ctx = ctx
        self.input = InputLayer()
        self._surface = surface
        self.frames_drawn = 0
        self.focus = KeyFocus()  # the keyboard's ring over the top scene's choices

    @property
    def surface(self) -> pygame.Surface:
        """What the frame is drawn on: the window's surface now (it follows a resize), or the
        surface a headless caller gave."""
        if self.ctx.window is not None or self._surface is None:
            return pygame.display.get_surface()
        return self._surface

    def _follow_size(self) -> None:
        """A window grown, shrunk or made full screen: native scenes lay out again."""
        size = self.surface.get_size()
        if size != tuple(self.ctx.screen_size):
            self.ctx.screen_size = size
            self.ctx.stack.mark_dirty()

    def to_scene(self, intent: it.Intent, scene) -> it.Intent:
        """The intent with its positions in ``scene``'s pixels: the window's own for a native
        scene, the 1280x720 layout's for the others."""
        if scene is None or not dataclasses.is_dataclass(intent):
            return intent
        moved = {name: scene_point(scene, getattr(intent, name), self.ctx.screen_size)
                 for name in ("pos", "start") if hasattr(intent, name)}
        return dataclasses.replace(intent, **moved) if moved else intent

    # -- one pass ---------------------------------------------------------------------------------
    def step(self, timeout_ms: int = 0) -> bool:
        """Take queued input (waiting up to ``timeout_ms``), update, draw if needed.
        Returns True if a frame was drawn. A bug in a scene is reported, not fatal: the table
        stays open and every move so far is in the autosave."""
        try:
            return self._step(timeout_ms)
        except Exception:  # noqa: BLE001 - the player gets a sentence, the details go to a file
            self.report_crash()
            return False

    def report_crash(self) -> None:
        path = self.ctx.saves_dir / "crash.log"
        try:
            with path.open("a", encoding="utf-8") as log:
                log.write(traceback.format_exc() + "\n")
        except OSError:
            pass
        self.ctx.toast(f"Something went wrong; the details are in {path.name}. "
                       "Your moves so far are in the autosave.")
        self.ctx.stack.mark_dirty()

    def _step(self, timeout_ms: int) -> bool:
        for intent in self.input.poll(timeout_ms):
            self._follow_size()
            self.dispatch(intent)
            if not self.ctx.running:
                return False
        self._follow_size()
        now = pygame.time.get_ticks()
        for scene in self.ctx.stack.visible():
            scene.update(now)
        self.ctx.toasts.update(now)
        if self.ctx.stack.dirty or self.ctx.toasts.dirty:
            self.draw()
            return True
        return False

    def dispatch(self, intent: it.Intent) -> None:
        ctx = self.ctx
        top = ctx.stack.top
        if top is not None and getattr(top, "native", False):
            top.fit(top.size_in(ctx.screen_size))
        if getattr(intent, "pos", None) is not None:
            ctx.window_pointer = intent.pos
        intent = self.to_scene(intent, top)
        pos = getattr(intent, "pos", None)
        if pos is not None:
            ctx.mouse_pos = pos
        if isinstance(intent, it.Quit):
            ctx.quit()
            return
        self.focus.follow(top)
        if top is not None and self.focus.before(top, intent):
            ctx.stack.mark_dirty()
            return
        if top is not None and top.handle(intent):
            return
        if self.focus.after(intent):
            ctx.stack.mark_dirty()
            return
        if isinstance(intent, it.Shortcut):
            if intent.name == "fullscreen":
                ctx.toggle_fullscreen()
            elif intent.name == "rules":
                from game.app.scenes.rules_viewer import RulesViewerScene
                ctx.stack.push(RulesViewerScene(ctx, top.game_id if top else None))

    def draw(self) -> None:
        surface = self.surface
        self._follow_size()
        top = self.ctx.stack.top
        self.focus.follow(top)
        # the ring is drawn on the top scene's own surface, at its scale
        ring_scale = getattr(top, "ui_scale", 1.0) if getattr(top, "native", False) else 1.0
        self.ctx.stack.draw(surface, after_top=lambda target: self.focus.draw(target, ring_scale))
        if self.ctx.toasts.items:  # over everything, at the window's own pixels
            scale = self.ctx.ui_scale
            self.ctx.toasts.draw(surface, self.ctx.fonts.at(scale).body, scale)
        self.ctx.toasts.dirty = False
        self.frames_drawn += 1
        if self.ctx.window is not None:
            self.ctx.window.flip()

    # -- forever ---------------------------------------------------------------------------------
    def timeout(self) -> int:
        if any(scene.animating() for scene in self.ctx.stack.visible()):
            return ANIMATION_MS
        wait = IDLE_WAIT_MS
        expiry = self.ctx.toasts.next_expiry()
        if expiry is not None:
            wait = max(1, min(wait, expiry - pygame.time.get_ticks()))
        return wait

    def run(self) -> int:
        self.draw()
        while self.ctx.running and self.ctx.stack.top is not None:
            self.step(self.timeout())
        return 0
