"""Motion at the table: short eased tweens (150-400 ms) that show a change arriving, never hold it.

The rules and the state never know about motion. A board scene compares the view before and
after a change (or reads the change's events) and starts tweens here; its drawing asks each
tween how far along it is and draws the in-between. Nothing waits on a tween: any click or key
finishes every tween at once, and undo, redo and reload show the end state straight away.

The clock is fed by the scene loop (``tick(now_ms)``) or by a test (``advance(ms)``). Motion is
off where no one watches: headless drawing (tests, ``shot``, the bench) unless it is switched on,
and when the player turns it off in Settings."""
from __future__ import annotations

import math
import os
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field
from typing import Any

SHORTEST_MS, LONGEST_MS = 150, 400  # every motion lasts this long or between


def ease_out_cubic(t: float) -> float:
    """Fast start, soft landing: for things that slide or fly into place."""
    return 1 - (1 - t) ** 3


def ease_in_out(t: float) -> float:
    """Smooth both ends: for things that rise and fade."""
    return 3 * t * t - 2 * t * t * t


def ease_in_quad(t: float) -> float:
    """Slow start, fast end: for things that fall."""
    return t * t


def ease_out_bounce(t: float) -> float:
    """Lands and bounces twice: for a die coming to rest."""
    if t < 1 / 2.75:
        return 7.5625 * t * t
    if t < 2 / 2.75:
        t -= 1.5 / 2.75
        return 7.5625 * t * t + 0.75
    if t < 2.5 / 2.75:
        t -= 2.25 / 2.75
        return 7.5625 * t * t + 0.9375
    t -= 2.625 / 2.75
    return 7.5625 * t * t + 0.984375


def lerp(a: float, b: float, t: float) -> float:
    return a + (b - a) * t


def lerp_point(a: Sequence[float], b: Sequence[float], t: float) -> tuple[float, float]:
    return lerp(a[0], b[0], t), lerp(a[1], b[1], t)


def along(points: Sequence[Sequence[float]], t: float) -> tuple[float, float]:
    """The point ``t`` (0..1) of the way along a polyline, by length, so a path of several
    squares is walked at an even pace."""
    if not points:
        raise ValueError("along() needs at least one point")
    if len(points) == 1 or t <= 0:
        return float(points[0][0]), float(points[0][1])
    legs = [math.dist(a, b) for a, b in zip(points, points[1:])]
    total = sum(legs)
    if total == 0 or t >= 1:
        return float(points[-1][0]), float(points[-1][1])
    left = t * total
    for (a, b), leg in zip(zip(points, points[1:]), legs):
        if left <= leg and leg > 0:
            return lerp_point(a, b, left / leg)
        left -= leg
    return float(points[-1][0]), float(points[-1][1])


def wanted(settings: Any, window: Any) -> bool:
    """Motion plays when the player wants it and someone watches: in a real window, never on
    SDL's dummy display (tests, ``shot`` and the bench), where a test may still turn it on."""
    headless = window is None or os.environ.get("SDL_VIDEODRIVER") == "dummy"
    return bool(getattr(settings, "motion", True)) and not headless


@dataclass
class Tween:
    """One motion: ``duration`` ms after ``delay`` ms, shaped by ``ease``; ``data`` says what
    moves (from where to where, which number floats up) for whoever draws it."""

    duration: float
    ease: Callable[[float], float] = ease_out_cubic
    delay: float = 0.0
    elapsed: float = 0.0
    data: dict[str, Any] = field(default_factory=dict)

    @property
    def raw(self) -> float:
        """Linear progress 0..1 (0 while it waits for its delay)."""
        return min(1.0, max(0.0, (self.elapsed - self.delay) / self.duration))

    @property
    def t(self) -> float:
        return self.ease(self.raw)

    @property
    def done(self) -> bool:
        return self.elapsed >= self.delay + self.duration


class Motion:
    """The tweens of one table, by key (a model's id, "dice", "float:3")."""

    def __init__(self, enabled: bool = False, speed: float = 1.0) -> None:
        self.enabled = enabled
        self.speed = speed  # the Settings' animation speed: 2.0 plays in half the time
        self.tweens: dict[Any, Tween] = {}
        self._last_ms: int | None = None
        self._serial = 0

    # -- starting --------------------------------------------------------------------------------
    def start(self, key: Any, duration_ms: float, ease: Callable[[float], float] = ease_out_cubic,
              delay_ms: float = 0.0, **data: Any) -> Tween | None:
        """A tween under ``key`` (replacing one there); None when motion is off. The duration
        is kept within 150-400 ms before the speed setting applies."""
        if not self.enabled:
            return None
        if not self.tweens:
            self._last_ms = None  # the next tick starts the clock, however long the table idled
        duration = min(LONGEST_MS, max(SHORTEST_MS, duration_ms)) / max(0.1, self.speed)
        tween = Tween(duration, ease, delay_ms / max(0.1, self.speed), data=data)
        self.tweens[key] = tween
        return tween

    def add(self, prefix: str, duration_ms: float, ease: Callable[[float], float] = ease_in_out,
            delay_ms: float = 0.0, **data: Any) -> Tween | None:
        """A tween under a fresh key (``prefix`` and a number): for things that come many at
        once, like the numbers that float up from the figures hit."""
        self._serial += 1
        return self.start((prefix, self._serial), duration_ms, ease, delay_ms, **data)

    # -- the clock -------------------------------------------------------------------------------
    def tick(self, now_ms: int) -> bool:
        """Advance by the time since the last tick (the scene loop's clock). True while
        anything moves, so the scene redraws."""
        last, self._last_ms = self._last_ms, now_ms
        if last is not None and self.tweens:
            self.advance(now_ms - last)
        return self.active

    def advance(self, dt_ms: float) -> None:
        for tween in self.tweens.values():
            tween.elapsed += max(0.0, dt_ms)
        self.tweens = {k: tw for k, tw in self.tweens.items() if not tw.done}

    def finish_all(self) -> bool:
        """Everything jumps to where it ends (a click, a key, an undo). True if anything moved."""
        moving = bool(self.tweens)
        self.tweens.clear()
        return moving

    # -- reading ---------------------------------------------------------------------------------
    @property
    def active(self) -> bool:
        return bool(self.tweens)

    def get(self, key: Any) -> Tween | None:
        return self.tweens.get(key)

    def progress(self, key: Any) -> float | None:
        """How far the tween under ``key`` is (eased, 0..1), or None if nothing moves there."""
        tween = self.tweens.get(key)
        return None if tween is None else tween.t

    def under(self, prefix: str) -> Iterator[tuple[Any, Tween]]:
        """The tweens added with ``add(prefix, ...)``, oldest first."""
        for key, tween in list(self.tweens.items()):
            if isinstance(key, tuple) and key and key[0] == prefix:
                yield key, tween
