"""Seeded chance for ``decide``: drawn from (match seed, log position), so undo-then-redo
re-rolls nothing. Only ``random()`` of the standard generator is used, whose sequence for a
string seed is stable across Python versions; every other draw is derived from it here."""
from __future__ import annotations

import random
from typing import Sequence, TypeVar

T = TypeVar("T")


class Chance:
    def __init__(self, seed: int | str, position: int) -> None:
        self._rng = random.Random(f"grimtable:{seed}:{position}")

    def below(self, n: int) -> int:
        """A whole number in [0, n)."""
        if n <= 0:
            raise ValueError("below() needs a positive bound")
        return min(int(self._rng.random() * n), n - 1)

    def die(self, sides: int = 6) -> int:
        return 1 + self.below(sides)

    def choice(self, items: Sequence[T]) -> T:
        return items[self.below(len(items))]

    def shuffled(self, items: Sequence[T]) -> list[T]:
        out = list(items)
        for i in range(len(out) - 1, 0, -1):
            j = self.below(i + 1)
            out[i], out[j] = out[j], out[i]
        return out
