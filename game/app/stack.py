"""The scene stack: push, pop and replace with paired enter/exit and pause/resume."""

from __future__ import annotations

from typing import Protocol

import pygame

from game.app.layers import draw_layers


class Scene(Protocol):
    """What the stack needs of a scene (game/app/scene.py's Scene has it all). The stack names
    only this, so the scene, the context that holds the stack, and the stack need not import
    each other in a circle."""

    opaque: bool
    dirty: bool
    native: bool  # draws at the window's own pixels (game/app/scene.py)

    def enter(self) -> None: ...

    def exit(self) -> None: ...

    def pause(self) -> None: ...

    def resume(self) -> None: ...

    def draw(self, surface: pygame.Surface) -> None: ...

    def fit(self, size: tuple[int, int]) -> None: ...


class SceneStack:
    def __init__(self) -> None:
        self.scenes: list[Scene] = []
        self._changed = True  # a push or pop always needs a redraw

    @property
    def top(self) -> Scene | None:
        return self.scenes[-1] if self.scenes else None

    def __len__(self) -> int:
        return len(self.scenes)

    def __contains__(self, scene: Scene) -> bool:
        return scene in self.scenes

    def push(self, scene: Scene) -> Scene:
        if self.scenes:
            self.scenes[-1].pause()
        self.scenes.append(scene)
        scene.enter()
        self._changed = True
        return scene

    def pop(self) -> Scene | None:
        if not self.scenes:
            return None
        scene = self.scenes.pop()
        scene.exit()
        if self.scenes:
            self.scenes[-1].resume()
        self._changed = True
        return scene

    def replace(self, scene: Scene) -> Scene:
        """Swap the top scene for ``scene``; the one below stays paused throughout."""
        if self.scenes:
            self.scenes.pop().exit()
        self.scenes.append(scene)
        scene.enter()
        self._changed = True
        return scene

    def pop_until(self, scene: Scene) -> None:
        """Pop everything above ``scene`` (which must be on the stack)."""
        while self.scenes and self.scenes[-1] is not scene:
            self.pop()

    def reset(self, scene: Scene) -> Scene:
        """Close every scene and start over with ``scene``."""
        while self.scenes:
            self.scenes.pop().exit()
        return self.push(scene)

    def find(self, kind: type) -> Scene | None:
        for scene in reversed(self.scenes):
            if isinstance(scene, kind):
                return scene
        return None

    def visible(self) -> list[Scene]:
        """The scenes to draw, bottom first: the top one down to the first opaque one."""
        out: list[Scene] = []
        for scene in reversed(self.scenes):
            out.append(scene)
            if scene.opaque:
                break
        out.reverse()
        return out

    @property
    def dirty(self) -> bool:
        return self._changed or any(s.dirty for s in self.visible())

    def mark_dirty(self) -> None:
        self._changed = True

    def draw(self, surface: pygame.Surface, after_top=None) -> None:
        """The visible scenes into the window's ``surface`` (game/app/layers.py)."""
        draw_layers(self.visible(), surface, after_top)
        self._changed = False
