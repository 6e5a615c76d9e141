"""Small intent objects the input layer hands to the top scene. Scenes never see pygame events."""
from __future__ import annotations

from dataclasses import dataclass

Pos = tuple[int, int]


@dataclass(frozen=True)
class Click:
    """A left click (press and release without a drag)."""
    pos: Pos


@dataclass(frozen=True)
class RightClick:
    pos: Pos


@dataclass(frozen=True)
class Press:
    """The left button went down; most widgets wait for the Click, drags start here."""
    pos: Pos


@dataclass(frozen=True)
class DragStart:
    pos: Pos          # where the button went down


@dataclass(frozen=True)
class DragMove:
    start: Pos
    pos: Pos


@dataclass(frozen=True)
class Drop:
    start: Pos
    pos: Pos


@dataclass(frozen=True)
class Wheel:
    dy: int           # positive = scroll up (towards earlier content)
    pos: Pos


@dataclass(frozen=True)
class Hover:
    pos: Pos


@dataclass(frozen=True)
class Key:
    """A key that is not a shortcut: text entry, arrows, Enter."""
    key: int
    mod: int
    text: str


@dataclass(frozen=True)
class Shortcut:
    """A named command from the keyboard: undo, redo, back, rules, fullscreen."""
    name: str


@dataclass(frozen=True)
class Quit:
    """The window was closed."""


Intent = Click | RightClick | Press | DragStart | DragMove | Drop | Wheel | Hover | Key | Shortcut | Quit
