"""The input layer: the only reader of pygame events. It turns them into intents.

With pygame.SCALED the mouse positions SDL reports are already in the 1280x720 logical space,
so no mapping is done here.
"""
from __future__ import annotations

import time

import pygame

from game.app import intents as it

IDLE_POLL_MS = 15  # how often an idle table looks for input
DRAG_THRESHOLD = 6  # pixels the mouse must travel with the button down before it's a drag

SHORTCUTS_CTRL = {pygame.K_z: "undo", pygame.K_y: "redo"}
SHORTCUTS_PLAIN = {pygame.K_ESCAPE: "back", pygame.K_F1: "rules", pygame.K_F11: "fullscreen"}


class InputLayer:
    def __init__(self) -> None:
        self._down_at: tuple[int, int] | None = None
        self._dragging = False
        self.mouse_pos: tuple[int, int] = (-1, -1)

    def wait(self, timeout_ms: int) -> list[pygame.event.Event]:
        """Sleep until an event arrives or ``timeout_ms`` passes, then take everything queued.

        A short sleep between polls, not pygame.event.wait: SDL's timed wait spins on some video
        drivers (seen costing ~2% of a core while idle); this costs a tenth of that and answers
        within IDLE_POLL_MS."""
        deadline = time.perf_counter() + timeout_ms / 1000
        while True:
            events = pygame.event.get()
            remaining = deadline - time.perf_counter()
            if events or remaining <= 0:
                return events
            time.sleep(min(remaining, IDLE_POLL_MS / 1000))

    def poll(self, timeout_ms: int = 0) -> list[it.Intent]:
        intents: list[it.Intent] = []
        for event in self.wait(timeout_ms):
            intents.extend(self.translate(event))
        return intents

    def translate(self, event: pygame.event.Event) -> list[it.Intent]:
        kind = event.type
        if kind == pygame.QUIT:
            return [it.Quit()]
        if kind == pygame.KEYDOWN:
            return [self._key(event)]
        if kind == pygame.MOUSEWHEEL:
            return [it.Wheel(int(event.y), self.mouse_pos)]
        if kind == pygame.MOUSEBUTTONDOWN:
            pos = _pos(event)
            self.mouse_pos = pos
            if event.button == 1:
                self._down_at, self._dragging = pos, False
                return [it.Press(pos)]
            if event.button == 3:
                return [it.RightClick(pos)]
            if event.button in (4, 5):  # old-style wheel, for drivers without MOUSEWHEEL
                return [it.Wheel(1 if event.button == 4 else -1, pos)]
            return []
        if kind == pygame.MOUSEBUTTONUP:
            pos = _pos(event)
            self.mouse_pos = pos
            if event.button != 1 or self._down_at is None:
                return []
            start, dragging = self._down_at, self._dragging
            self._down_at, self._dragging = None, False
            return [it.Drop(start, pos)] if dragging else [it.Click(pos)]
        if kind == pygame.MOUSEMOTION:
            pos = _pos(event)
            self.mouse_pos = pos
            if self._down_at is None:
                return [it.Hover(pos)]
            if not self._dragging:
                dx, dy = pos[0] - self._down_at[0], pos[1] - self._down_at[1]
                if dx * dx + dy * dy < DRAG_THRESHOLD * DRAG_THRESHOLD:
                    return []
                self._dragging = True
                return [it.DragStart(self._down_at), it.DragMove(self._down_at, pos)]
            return [it.DragMove(self._down_at, pos)]
        if kind == pygame.WINDOWLEAVE:
            self.mouse_pos = (-1, -1)
            return [it.Hover((-1, -1))]
        return []

    def _key(self, event: pygame.event.Event) -> it.Intent:
        mod = getattr(event, "mod", 0)
        key = event.key
        if mod & pygame.KMOD_CTRL and key in SHORTCUTS_CTRL:
            # Ctrl+Shift+Z is redo on many systems
            name = SHORTCUTS_CTRL[key]
            if name == "undo" and mod & pygame.KMOD_SHIFT:
                name = "redo"
            return it.Shortcut(name)
        if key in SHORTCUTS_PLAIN:
            return it.Shortcut(SHORTCUTS_PLAIN[key])
        return it.Key(key, mod, getattr(event, "unicode", "") or "")


def _pos(event: pygame.event.Event) -> tuple[int, int]:
    x, y = event.pos
    return int(x), int(y)
