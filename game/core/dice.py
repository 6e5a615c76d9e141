"""Dice as plain data: rolls return lists of faces for an event to carry, and everything a rule
reads from them (hits, criticals, black-minus-red successes, a D3, a D66 entry) is a pure
function of those faces. So ``decide`` rolls once, the event keeps the faces, and a replay, the
log panel or the dice renderer reread the same faces without touching chance.

Every die comes from a named stream of the match's ``Chance`` ("d6" unless told otherwise), so
the k-th d6 of a match is the same whatever shuffles happened between.

Pools and the rules that use them:
- ``tally(faces, target, crit)``: Grimheim attacks and saves (hits on HTV+, criticals on 6).
- ``roll_black_red`` / ``net_successes``: GRIMLORE tests (black 6s minus red 6s, at most five
  black and three red dice unless a trait raises the caps).
- ``d3``/``d2`` read a d6 (Grimheim Fate dice); ``d66``/``d33`` read two dice as tens and
  units for table lookups (equipment D66, side quests D33); ``lookup`` finds the table entry.
- ``reroll`` (GRIMLORE Destiny) and ``replace`` (Grimheim's Replace Fate die) change chosen dice.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import asdict, dataclass
from typing import Any, TypeVar

from game.core.chance import Chance

T = TypeVar("T")

MAX_POOL = 100  # a guard, not a rule: more dice than this is a content error
GRIMLORE_MAX_BLACK = 5
GRIMLORE_MAX_RED = 3


class DiceError(ValueError):
    """A roll the rules can't make; the message is a sentence a player understands."""


def _count(n: int, what: str) -> int:
    if isinstance(n, bool) or not isinstance(n, int) or n < 0:
        raise DiceError(f"A pool needs zero or more {what}, not {n!r}.")
    if n > MAX_POOL:
        raise DiceError(f"A pool of {n} {what} is more than the table holds ({MAX_POOL}).")
    return n


def _sides(sides: int) -> int:
    if isinstance(sides, bool) or not isinstance(sides, int) or sides < 2:
        raise DiceError(f"A die needs at least two sides, not {sides!r}.")
    return sides


def capped(n: int, cap: int | None) -> int:
    """``n`` dice, but never more than ``cap`` (None: no cap). Dice beyond a cap are not rolled."""
    _count(n, "dice")
    if cap is None:
        return n
    if cap < 0:
        raise DiceError(f"A pool can't be capped at {cap} dice.")
    return min(n, cap)


def roll(
    n: int, chance: Chance, sides: int = 6, stream: str | None = None, cap: int | None = None
) -> list[int]:
    """Roll ``n`` dice (at most ``cap``) and return their faces in the order rolled. The stream
    is "d<sides>" ("d6") unless named."""
    n = capped(n, cap)
    _sides(sides)
    return [chance.die(sides, stream or f"d{sides}") for _ in range(n)]


# --- reading a pool --------------------------------------------------------------------------


@dataclass(frozen=True)
class Tally:
    """How a pool read against a target: ``hits`` are plain successes (target or better but
    below the critical face), ``crits`` the criticals, ``misses`` the rest. ``ones`` counts
    natural 1s, which some rules read (a fall that shows a 1 stuns)."""

    hits: int
    crits: int
    misses: int
    ones: int

    @property
    def successes(self) -> int:
        """Hits and criticals together: what "count the successes" means."""
        return self.hits + self.crits

    def to_dict(self) -> dict[str, int]:
        return asdict(self)


def tally(faces: Sequence[int], target: int, crit: int | None = None, sides: int = 6) -> Tally:
    """Read ``faces`` against ``target`` ("4+": 4 or more succeeds). With ``crit`` (usually 6),
    a face of ``crit`` or more is a critical, and always a success even against a higher
    target, since a critical is the best a die can show."""
    _sides(sides)
    if not 1 <= target <= sides + 1:
        raise DiceError(f"A target of {target}+ can't be read on a d{sides}.")
    if crit is not None and not 1 <= crit <= sides:
        raise DiceError(f"A critical on {crit}+ can't be rolled on a d{sides}.")
    crits = sum(1 for f in faces if crit is not None and f >= crit)
    hits = sum(1 for f in faces if f >= target and not (crit is not None and f >= crit))
    return Tally(hits, crits, len(faces) - hits - crits, sum(1 for f in faces if f == 1))


def roll_pool(
    n: int,
    target: int,
    chance: Chance,
    crit: int | None = None,
    cap: int | None = None,
    stream: str = "d6",
) -> tuple[list[int], Tally]:
    """Roll a pool and read it: the faces (for the event) and the tally (for the rule)."""
    faces = roll(n, chance, stream=stream, cap=cap)
    return faces, tally(faces, target, crit)


# --- GRIMLORE: black and red dice ------------------------------------------------------------


def roll_black_red(
    black: int,
    red: int,
    chance: Chance,
    max_black: int = GRIMLORE_MAX_BLACK,
    max_red: int = GRIMLORE_MAX_RED,
    stream: str = "d6",
) -> dict[str, list[int]]:
    """Roll a test pool: ``{"black": faces, "red": faces}``, each colour capped (five black and
    three red unless a trait raises them). Black dice are rolled first, then red."""
    _count(black, "black dice")
    _count(red, "red dice")
    return {
        "black": roll(black, chance, stream=stream, cap=max_black),
        "red": roll(red, chance, stream=stream, cap=max_red),
    }


def net_successes(black: Sequence[int], red: Sequence[int], face: int = 6) -> int:
    """Black 6s minus red 6s; one or more passes the test, two or more is a critical success."""
    return sum(1 for f in black if f == face) - sum(1 for f in red if f == face)


# --- reading dice as other dice and as tables --------------------------------------------------


def _face(face: int, sides: int = 6) -> int:
    if isinstance(face, bool) or not isinstance(face, int) or not 1 <= face <= sides:
        raise DiceError(f"{face!r} is not a face of a d{sides}.")
    return face


def d3(face: int) -> int:
    """A D3 read from a d6: 1-2 is 1, 3-4 is 2, 5-6 is 3."""
    return (_face(face) + 1) // 2


def d2(face: int) -> int:
    """A D2 read from a d6: 1-3 is 1, 4-6 is 2."""
    return (_face(face) + 2) // 3


def d66(tens: int, units: int) -> int:
    """Two d6 read in order as tens and units: 3 then 5 is 35."""
    return 10 * _face(tens) + _face(units)


def d33(tens: int, units: int) -> int:
    """Two d6 each read as a D3, then as tens and units: 11 to 33."""
    return 10 * d3(tens) + d3(units)


def roll_d66(chance: Chance, stream: str = "d6") -> list[int]:
    """The two faces of a D66 or D33 roll, tens die first (read them with d66 or d33)."""
    return roll(2, chance, stream=stream)


def lookup(table: Mapping[Any, T], result: int) -> T:
    """The entry of a rolled table for ``result``. Keys may be whole numbers (35), their text
    ("35") or inclusive spans of text ("11-16"), as YAML content writes them."""
    for key, entry in table.items():
        low, high = _span(key)
        if low <= result <= high:
            return entry
    raise DiceError(f"The table has no entry for a roll of {result}.")


def _span(key: Any) -> tuple[int, int]:
    text = str(key).strip()
    low, _, high = text.partition("-")
    try:
        return int(low), int(high or low)
    except ValueError:
        raise DiceError(f"{key!r} is not a table result; write 35 or 11-16.") from None


def table_results(kind: str) -> list[int]:
    """Every result a D66 or D33 table must cover, in order."""
    faces = {"d66": range(1, 7), "d33": range(1, 4)}.get(kind)
    if faces is None:
        raise DiceError(f"{kind!r} is not a two-dice table; use d66 or d33.")
    return [10 * t + u for t in faces for u in faces]


def check_table(table: Mapping[Any, Any], kind: str) -> None:
    """Refuse a D66/D33 table that misses a result, covers one twice or names an impossible one."""
    wanted = table_results(kind)
    seen: dict[int, Any] = {}
    for key in table:
        low, high = _span(key)
        spanned = [r for r in wanted if low <= r <= high]
        if not spanned or low not in wanted or high not in wanted:
            raise DiceError(f"{key!r} is not a result a {kind.upper()} roll can give.")
        for result in spanned:
            if result in seen:
                raise DiceError(f"{result} is covered by both {seen[result]!r} and {key!r}.")
            seen[result] = key
    missing = [r for r in wanted if r not in seen]
    if missing:
        raise DiceError(f"The {kind.upper()} table has no entry for {missing[0]}.")


# --- changing dice after the roll --------------------------------------------------------------


def _indexes(faces: Sequence[int], which: Sequence[int]) -> list[int]:
    chosen = list(which)
    if len(set(chosen)) != len(chosen):
        raise DiceError("Each die can be rerolled only once at a time.")
    for i in chosen:
        if isinstance(i, bool) or not isinstance(i, int) or not 0 <= i < len(faces):
            raise DiceError(f"There is no die number {i!r} in a pool of {len(faces)}.")
    return chosen


def reroll(
    faces: Sequence[int],
    which: Sequence[int],
    chance: Chance,
    sides: int = 6,
    stream: str | None = None,
) -> list[int]:
    """New faces with the dice at positions ``which`` rolled again (in the order given); the
    others keep their faces."""
    _sides(sides)
    out = list(faces)
    for i in _indexes(faces, which):
        out[i] = chance.die(sides, stream or f"d{sides}")
    return out


def replace(faces: Sequence[int], index: int, face: int, sides: int = 6) -> list[int]:
    """New faces with the die at ``index`` showing ``face`` instead (a Fate die swapped in)."""
    _indexes(faces, [index])
    out = list(faces)
    out[index] = _face(face, sides)
    return out
