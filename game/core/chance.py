"""Seeded chance for ``decide``, drawn per named stream and per draw count.

The k-th draw of a stream ("d6", "shuffle:bond_deck", ...) is a pure function of (match seed,
stream, k). The match keeps how many draws each stream has had; a move that draws nothing (a menu
opened and closed) moves no count, so it cannot shift a later roll, and undo, redo or loading an
older autosave lands on the same counts and therefore the same dice. Values come from BLAKE2b,
so they are the same on every Python version and platform.
"""

from __future__ import annotations

import hashlib
from collections.abc import Sequence
from typing import TypeVar

T = TypeVar("T")

_SCALE = float(1 << 53)


class Chance:
    def __init__(
        self,
        seed: int | str,
        counts: dict[str, int] | None = None,
        script: dict[str, list[int]] | None = None,
    ) -> None:
        self._seed = str(seed)
        self._counts = dict(counts or {})
        # a scenario's scripted dice: the first rolls of a die stream ("d6": [6, 6, 1]) are
        # these, by draw count, so undo, redo and replay land on them again
        self._script = script or {}
        self.used: dict[str, int] = {}  # draws taken per stream by this decide() run

    def _unit(self, stream: str, index: int, part: int = 0) -> float:
        """A number in [0, 1) for draw ``index`` of ``stream`` (``part`` splits one draw)."""
        key = f"grimtable:{self._seed}:{stream}:{index}:{part}".encode()
        digest = hashlib.blake2b(key, digest_size=8).digest()
        return (int.from_bytes(digest, "big") >> 11) / _SCALE

    def _next(self, stream: str) -> int:
        index = self._counts.get(stream, 0)
        self._counts[stream] = index + 1
        self.used[stream] = self.used.get(stream, 0) + 1
        return index

    def count(self, stream: str) -> int:
        """How many draws ``stream`` has had in this match so far."""
        return self._counts.get(stream, 0)

    def below(self, n: int, stream: str = "below") -> int:
        """A whole number in [0, n)."""
        if n <= 0:
            raise ValueError("below() needs a positive bound")
        return min(int(self._unit(stream, self._next(stream)) * n), n - 1)

    def die(self, sides: int = 6, stream: str | None = None) -> int:
        """One die; every die of the same size shares the stream "d<sides>" unless named."""
        stream = stream or f"d{sides}"
        scripted = self._script.get(stream, ())
        index = self.count(stream)
        if index < len(scripted):
            self._next(stream)
            if not 1 <= scripted[index] <= sides:
                raise ValueError(f"The scenario scripts a {scripted[index]} for a d{sides}.")
            return scripted[index]
        return 1 + self.below(sides, stream)

    def choice(self, items: Sequence[T], stream: str = "choice") -> T:
        return items[self.below(len(items), stream)]

    def shuffled(self, items: Sequence[T], stream: str = "shuffle") -> list[T]:
        """A new order of ``items``: the next shuffle of ``stream`` (name it after the deck)."""
        index = self._next(stream)
        out = list(items)
        for i in range(len(out) - 1, 0, -1):
            j = min(int(self._unit(stream, index, i) * (i + 1)), i)
            out[i], out[j] = out[j], out[i]
        return out
