"""Keyboard focus for every screen: Tab / Shift+Tab (and the arrows, where the scene does not use
them) move a visible ring over the choices the top scene drew last frame; Enter or Space chooses
the one in the ring, exactly as a click on it would. Esc stays the app's "back".
The widgets report themselves as they draw (game/app/widgets/focus_seen.py), and so do the
places on each game's board a click would choose (game/app/board_keys.py)."""
from __future__ import annotations

import pygame

from game.app import intents as it
from game.app import palette
from game.app.widgets.focus_seen import Drawn

NEXT_KEYS = {pygame.K_DOWN: 1, pygame.K_RIGHT: 1, pygame.K_UP: -1, pygame.K_LEFT: -1}
CHOOSE_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)
BOARD_STEPS = {pygame.K_DOWN: (0, 1), pygame.K_RIGHT: (1, 0), pygame.K_UP: (0, -1),
               pygame.K_LEFT: (-1, 0)}


def _reachable(widget) -> bool:
    if getattr(widget, "enabled", True) is False:
        return False
    return widget.rect.width > 0 and widget.rect.height > 0


class KeyFocus:
    """Which drawn widget holds the keyboard's ring, for the scene on top."""

    def __init__(self) -> None:
        self.scene = None
        self.widget = None
        self.index = -1

    def targets(self) -> list[tuple[object, object | None]]:
        out, ids = [], set()
        for widget, owner in Drawn.items:
            if id(widget) not in ids and _reachable(widget):
                ids.add(id(widget))
                out.append((widget, owner))
        return out

    def current(self):
        """The focused (widget, owner), if the ring is on a widget still drawn."""
        targets = self.targets()
        for pair in targets:
            if pair[0] is self.widget:
                return pair
        if self.widget is not None and targets:  # the scene rebuilt its widgets: the same place
            for pair in targets:
                if getattr(pair[0], "label", None) == getattr(self.widget, "label", object()) \
                        and pair[0].rect == self.widget.rect:
                    self.widget = pair[0]
                    return pair
            self.index = max(0, min(self.index, len(targets) - 1))
            self.widget = targets[self.index][0]
            return targets[self.index]
        return None

    def clear(self) -> None:
        self._editing(False)
        self.widget, self.index = None, -1

    def follow(self, scene) -> None:
        """A new scene on top starts without a ring."""
        if scene is not self.scene:
            self.scene = scene
            self.widget, self.index = None, -1

    def _editing(self, on: bool) -> None:
        """A text field in the ring takes typing; it stops when the ring moves on."""
        if hasattr(self.widget, "focused"):
            self.widget.focused = on
            self.widget.selected = on and bool(getattr(self.widget, "value", ""))

    def editing(self) -> bool:
        return bool(getattr(self.widget, "focused", False))

    def move(self, step: int) -> bool:
        targets = self.targets()
        if not targets:
            return False
        pair = self.current()
        if pair is None:
            index = 0 if step > 0 else len(targets) - 1
        else:
            index = (targets.index(pair) + step) % len(targets)
        return self._land(targets, index)

    def step_on_board(self, key: int) -> bool:
        """An arrow with the ring on a board place: the nearest place that way, as on a map
        (a grid of squares is walked square by square, not in Tab's long reading order)."""
        pair = self.current()
        if pair is None or not getattr(pair[0], "points", False):
            return False
        dx, dy = BOARD_STEPS[key]
        x0, y0 = pair[0].rect.center
        best, best_cost = None, None
        targets = self.targets()
        for index, (widget, _) in enumerate(targets):
            if not getattr(widget, "points", False) or widget is pair[0]:
                continue
            x, y = widget.rect.center
            ahead = (x - x0) * dx + (y - y0) * dy
            aside = abs((x - x0) * dy) + abs((y - y0) * dx)
            if ahead > 0 and (best_cost is None or ahead + 2 * aside < best_cost):
                best, best_cost = index, ahead + 2 * aside
        return best is not None and self._land(targets, best)

    def _land(self, targets: list, index: int) -> bool:
        self._editing(False)
        for widget, _ in targets:  # a field clicked earlier stops taking typing too
            if getattr(widget, "focused", False):
                widget.focused = widget.selected = False
        self.widget, self.index = targets[index][0], index
        self._editing(True)  # a text field reached by Tab takes typing at once
        owner = targets[index][1]
        if owner is not None and hasattr(owner, "scroll_to"):
            owner.scroll_to(self.widget)
        if self.scene is not None and getattr(self.widget, "points", False):
            # a place on the board (game/app/board_keys.py): the scene reads it out and
            # previews it as it would under the mouse
            self.scene.ctx.mouse_pos = self.widget.aim
            self.scene.handle(it.Hover(self.widget.aim))
        return True

    def choose(self, scene) -> bool:
        """Enter on the ring: a text field starts (or ends) taking typing; anything else gets
        the click a mouse would give its middle."""
        pair = self.current()
        if pair is None:
            return False
        widget = pair[0]
        if hasattr(widget, "focused"):
            self._editing(not widget.focused)
            return True
        scene.handle(it.Click(getattr(widget, "aim", widget.rect.center)))
        return True

    def before(self, scene, intent: it.Intent) -> bool:
        """Before the scene: Tab moves the ring, and Enter or Space chooses what it is on (a
        text field being typed in keeps its keys)."""
        if isinstance(intent, it.Click):
            self.clear()  # the mouse took over: no ring until a key asks for one
            return False
        if not isinstance(intent, it.Key):
            return False
        if intent.key == pygame.K_TAB:
            return self.move(-1 if intent.mod & pygame.KMOD_SHIFT else 1)
        if intent.key in CHOOSE_KEYS and self.widget is not None and not self.editing():
            return self.choose(scene)
        return False

    def after(self, intent: it.Intent) -> bool:
        """The arrows the scene did not use (a list's rows, the replay's steps) move the ring."""
        if isinstance(intent, it.Key) and intent.key in NEXT_KEYS and not self.editing():
            return self.step_on_board(intent.key) or self.move(NEXT_KEYS[intent.key])
        return False

    def draw(self, surface: pygame.Surface, ui: float = 1.0) -> None:
        """The ring, ``ui`` pixels per layout unit (a native scene's scale)."""
        pair = self.current()
        if pair is None:
            return
        pad, edge = round(8 * ui), max(1, round(4 * ui))
        ring = pair[0].rect.inflate(pad, pad)
        pygame.draw.rect(surface, palette.CHARCOAL, ring.inflate(edge, edge), max(1, round(2 * ui)),
                         border_radius=round(9 * ui))
        pygame.draw.rect(surface, palette.FOCUS, ring, max(1, round(3 * ui)),
                         border_radius=round(8 * ui))
