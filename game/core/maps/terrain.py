"""Each game's closed vocabulary of terrain kinds, and how tile properties become a Square.

A game passes its own TerrainRules to the loader, so a map can only use terrain the game's rules
know; a typo in Tiled ("lavaa") is refused at load with the file and the cell named, instead of
surfacing as odd movement in play."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any

from game.core.maps.model import MapError, Square

RULE_PROPERTIES = ("terrain", "cost", "level", "blocks_move", "blocks_sight")
"""The tile (and tile layer) properties the rules read; every other property is the art's."""

_TRUE, _FALSE = {"true", "yes", "1"}, {"false", "no", "0", ""}


@dataclass(frozen=True)
class TerrainKind:
    """A terrain a game knows, with the defaults a tile of it gets unless its properties say
    otherwise (a tile may raise `cost` or set `blocks_sight` for one kind of rubble, say)."""

    name: str
    cost: int = 1
    blocks_move: bool = False
    blocks_sight: bool = False


class TerrainRules:
    """The terrain kinds one game allows, the tile layer every map must have, and the ranges a
    cost (1..max_cost) and a level (0..max_level) must fall in."""

    def __init__(
        self,
        kinds: Iterable[TerrainKind],
        *,
        ground_layer: str = "ground",
        max_cost: int = 9,
        max_level: int = 10,
    ) -> None:
        self.kinds: dict[str, TerrainKind] = {}
        for kind in kinds:
            if kind.name in self.kinds:
                raise ValueError(f"terrain kind {kind.name!r} is listed twice")
            if not 1 <= kind.cost <= max_cost:
                raise ValueError(
                    f"terrain kind {kind.name!r} costs {kind.cost}, outside 1..{max_cost}"
                )
            self.kinds[kind.name] = kind
        if not self.kinds:
            raise ValueError("a game's terrain rules need at least one terrain kind")
        self.ground_layer, self.max_cost, self.max_level = ground_layer, max_cost, max_level

    @property
    def names(self) -> tuple[str, ...]:
        return tuple(self.kinds)

    def square(self, properties: Mapping[str, Any], where: str) -> Square:
        """The Square for a cell's merged properties; `where` starts every error message."""
        kind = self._kind(properties.get("terrain"), where)
        cost = whole_number(properties.get("cost", kind.cost), f"{where} has cost")
        if not 1 <= cost <= self.max_cost:
            raise MapError(f"{where} has cost {cost}, which is outside 1..{self.max_cost}")
        level = whole_number(properties.get("level", 0), f"{where} has level")
        if not 0 <= level <= self.max_level:
            raise MapError(f"{where} has level {level}, which is outside 0..{self.max_level}")
        blocks_move = properties.get("blocks_move", kind.blocks_move)
        blocks_sight = properties.get("blocks_sight", kind.blocks_sight)
        return Square(
            kind.name,
            cost,
            level,
            flag(blocks_move, f"{where} has blocks_move"),
            flag(blocks_sight, f"{where} has blocks_sight"),
        )

    def _kind(self, terrain: Any, where: str) -> TerrainKind:
        allowed = ", ".join(self.names)
        if terrain is None or terrain == "":
            raise MapError(
                f"{where} has no terrain: give its tile (or its layer) a 'terrain' "
                f"property, one of: {allowed}"
            )
        kind = self.kinds.get(str(terrain))
        if kind is None:
            raise MapError(f"{where} has terrain {str(terrain)!r}, which is not one of: {allowed}")
        return kind


def whole_number(value: Any, what: str) -> int:
    """An int from a Tiled property: typed int, or a string written in a plain (string) property."""
    if isinstance(value, bool) or isinstance(value, float) and not value.is_integer():
        raise MapError(f"{what} {value!r}, which is not a whole number")
    try:
        return int(value)
    except (TypeError, ValueError):
        raise MapError(f"{what} {value!r}, which is not a whole number") from None


def flag(value: Any, what: str) -> bool:
    """A bool from a Tiled property: typed bool, or true/false/yes/no/1/0 written as a string."""
    if isinstance(value, bool):
        return value
    text = str(value).strip().lower()
    if text in _TRUE or text in _FALSE:
        return text in _TRUE
    raise MapError(f"{what} {value!r}, which is not true or false")
