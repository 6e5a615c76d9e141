"""A match's log: its entries in order, some of them still sealed as a save holds them.

Loading a long save must not cost what the log costs: the snapshot already holds the state, so
the entries before it are needed only if something reads them (an undo past the snapshot, a
replay, a save that rewrites them). Those entries stay in their sealed segments, a segment
decoded the first time anything reads an entry of it; an autosave writes an untouched segment
back as it came, without decoding it. Everything else behaves as a list of Entry."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator, MutableSequence
from typing import Any, overload

from game.core.entry import Entry

Decode = Callable[[str, int], list[Entry]]  # (sealed segment, its first index) -> its entries


class Log(MutableSequence[Entry]):
    def __init__(self, entries: Iterable[Entry] = ()) -> None:
        self._items: list[Entry | None] = list(entries)
        self._sealed: dict[int, tuple[str, int]] = {}  # first index -> (sealed line, count)
        self._sealed_stop = 0  # no sealed entry at or past this index (undo works past it)
        self._decode: Decode | None = None

    @classmethod
    def with_sealed(
        cls, sealed: list[tuple[int, int, str]], decoded: dict[int, list[Entry]], decode: Decode
    ) -> Log:
        """A log of consecutive segments: ``sealed`` (first index, count, line) stay sealed,
        ``decoded`` (first index -> entries) are already read."""
        log = cls()
        log._decode = decode
        spans = sorted(
            [(s, n, line) for s, n, line in sealed]
            + [(s, len(es), es) for s, es in decoded.items()],
            key=lambda x: x[0],
        )
        for start, count, body in spans:
            if start != len(log._items):
                raise ValueError("log segments must follow one another")
            if isinstance(body, str):
                log._sealed[start] = (body, count)
                log._sealed_stop = start + count
                log._items.extend([None] * count)
            else:
                log._items.extend(body)
        return log

    # -- sealed segments ----------------------------------------------------------------------
    def sealed_line(self, start: int, count: int) -> str | None:
        """The segment [start, start + count) as it was loaded, if it is still sealed whole."""
        found = self._sealed.get(start)
        return found[0] if found is not None and found[1] == count else None

    def _open(self, start: int) -> None:
        line, count = self._sealed.pop(start)
        assert self._decode is not None
        entries = self._decode(line, start)
        if len(entries) != count:
            raise ValueError(f"a log segment holds {len(entries)} entries, not {count}")
        self._items[start : start + count] = entries

    def _ensure(self, first: int, stop: int) -> None:
        """Decode every sealed segment that holds an index in [first, stop)."""
        if not self._sealed or first >= stop or first >= self._sealed_stop:
            return
        for start, (_, count) in list(self._sealed.items()):
            if start < stop and first < start + count:
                self._open(start)

    # -- the list interface -------------------------------------------------------------------
    def __len__(self) -> int:
        return len(self._items)

    @overload
    def __getitem__(self, index: int) -> Entry: ...

    @overload
    def __getitem__(self, index: slice) -> list[Entry]: ...

    def __getitem__(self, index: int | slice) -> Entry | list[Entry]:
        if isinstance(index, slice):
            first, stop, step = index.indices(len(self._items))
            if step == 1:
                self._ensure(first, stop)
            else:
                self._ensure(0, len(self._items))
            return self._items[index]  # type: ignore[return-value]  # all decoded now
        position = index + len(self._items) if index < 0 else index
        if not 0 <= position < len(self._items):
            raise IndexError("log index out of range")
        item = self._items[position]
        if item is None:
            self._ensure(position, position + 1)
            item = self._items[position]
        assert item is not None
        return item

    @overload
    def __setitem__(self, index: int, value: Entry) -> None: ...

    @overload
    def __setitem__(self, index: slice, value: Iterable[Entry]) -> None: ...

    def __setitem__(self, index: int | slice, value: Any) -> None:
        self._ensure(0, len(self._items))  # rare: nothing in the platform rewrites entries
        self._items[index] = value

    def __delitem__(self, index: int | slice) -> None:
        if isinstance(index, slice) and index.step in (None, 1) and index.stop is None:
            first = index.indices(len(self._items))[0]
            # a segment cut short is read first; whole segments past the cut are dropped
            self._ensure(first, first + 1)
            for start in [s for s in self._sealed if s >= first]:
                del self._sealed[start]
            del self._items[first:]
            return
        self._ensure(0, len(self._items))
        del self._items[index]

    def insert(self, index: int, value: Entry) -> None:
        if index < len(self._items):
            self._ensure(0, len(self._items))
        self._items.insert(index, value)

    def append(self, value: Entry) -> None:
        self._items.append(value)

    def __iter__(self) -> Iterator[Entry]:
        for position in range(len(self._items)):
            yield self[position]

    def __reversed__(self) -> Iterator[Entry]:
        for position in range(len(self._items) - 1, -1, -1):
            yield self[position]

    def __eq__(self, other: object) -> bool:
        if isinstance(other, (Log, list)):
            return len(self) == len(other) and all(a == b for a, b in zip(self, other, strict=True))
        return NotImplemented

    __hash__ = None  # type: ignore[assignment]  # mutable, like a list

    def __repr__(self) -> str:
        return f"Log({len(self._items)} entries, {len(self._sealed)} segments sealed)"
