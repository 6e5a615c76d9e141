"""A game's manifest: everything the platform needs to know about one game, in one place.

Each game package has ``manifest.py`` with ``MANIFEST = Manifest(...)``. The registry finds
games by their manifests, so adding a game touches no shared file. Parts that import heavy or
pygame code (rules, AI, scenes) are named as "module:attribute" strings and loaded on demand,
so reading a manifest is cheap and never pulls pygame into the core."""

from __future__ import annotations

import importlib
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from game.core.option_keys import SCENARIO, SCRIPTED_DICE
from game.core.seats import AI_LEVEL, AI_LEVELS, SEAT_NAMES


@dataclass(frozen=True)
class Option:
    """One option of the new-game dialog. ``kind``: "switch" (true/false), "number" (a whole
    number from ``low`` to ``high``), "choice" (one of ``choices``: (value, name) pairs),
    "fixed" (not offered) or "profile" (the player's across games: filled in, never typed)."""

    key: str
    default: Any
    kind: str = "fixed"
    label: str = ""
    low: int = 0
    high: int | None = None
    choices: tuple[tuple[Any, str], ...] = ()
    per_player: bool = False  # a number never below the players (the dialog follows them)

    @property
    def title(self) -> str:
        return self.label or self.key.replace("_", " ").capitalize()

    def check(self, value: Any) -> str | None:
        """Why ``value`` can't be this option's value, or None when it can."""
        if self.kind == "switch" and not isinstance(value, bool):
            return f"{self.title} must be on or off."
        if self.kind in ("number", "profile") and isinstance(self.default, int):
            if (
                type(value) is not int
                or value < self.low
                or (self.high is not None and value > self.high)
            ):
                upper = "" if self.high is None else f" to {self.high}"
                return f"{self.title} must be a whole number from {self.low}{upper}."
        if self.kind == "choice" and value not in [v for v, _ in self.choices]:
            return f"{self.title} must be one of: {', '.join(n for _, n in self.choices)}."
        return None


def _check_names(value: Any) -> str | None:
    if not isinstance(value, list) or not all(isinstance(name, str) for name in value):
        return "The players' names must be a list of names."
    return None


def _check_level(value: Any) -> str | None:
    levels = [level for level, _ in AI_LEVELS]
    if value not in levels:
        return f"The computer player's level must be one of {', '.join(levels)}."
    return None


def _check_scenario(value: Any) -> str | None:
    return None if isinstance(value, str) else "The scenario must be named by its id."


def _check_dice(value: Any) -> str | None:
    fine = isinstance(value, dict) and all(
        isinstance(stream, str)
        and isinstance(rolls, list)
        and all(type(roll) is int and roll >= 1 for roll in rolls)
        for stream, rolls in value.items()
    )
    return None if fine else "Scripted dice must be lists of rolls, one list per kind of die."


CAMPAIGN_KIND = "campaign_kind"  # option: which of a game's campaign_kinds a campaign is

# Options every game takes, kept by the platform (game/core/seats.py, option_keys.py), not by
# the rules.
PLATFORM_OPTIONS = {
    SEAT_NAMES: _check_names,
    AI_LEVEL: _check_level,
    SCENARIO: _check_scenario,
    SCRIPTED_DICE: _check_dice,
}


@dataclass(frozen=True)
class Manifest:
    id: str
    title: str
    players: tuple[int, int]
    rules: str  # "module:attribute" of the Rules object
    options: tuple[Option, ...] = ()
    blurb: str = ""  # one line for the menu
    ai: str | None = None  # "module:function" choose(view, legal, rng) -> command
    ai_seats: str = "any"  # "any": every seat may be the AI; "none"
    scenes: str | None = None  # "module:function" make_board_scene(ctx, match) -> Scene
    # "module:function" make(ctx, on_use) -> Scene: a screen the new-game dialog opens to set
    # "fixed" options (Grimheim's warband builder calls on_use(seat, roster) for roster_<seat>)
    builder: str | None = None
    content: tuple[str, ...] = ()  # folders under assets/ the game reads
    # "module:function" () -> {kind: how many}: the content counts `list --json` and the menu show
    counts: str | None = None
    # the module of the game's scenarios (game/core/scenario.py says what it holds), if any
    scenarios: str | None = None
    maps: tuple[str, ...] = ()  # folders under maps/
    coop: bool = False  # the seats are one party (undo together, no hand-off between them)
    campaign_carries: tuple[str, ...] = ()  # outcome keys a campaign keeps between sessions
    # (id, words) of the campaigns the new-game dialog offers; the id reaches the rules as the
    # option "campaign_kind" (none: one kind, a plain "Play as a campaign" switch)
    campaign_kinds: tuple[tuple[str, str], ...] = ()
    single_play: str = "one game"  # what the dialog calls playing no campaign ("one battle")
    bench: dict[str, Any] = field(default_factory=dict)  # positions the bench measures
    # sound name ("hit", "card", "turn", ...) -> the event types that make it (dice faces always
    # rattle); see game/app/sound.py
    sounds: dict[str, tuple[str, ...]] = field(default_factory=dict)

    def defaults(self) -> dict[str, Any]:
        return {"players": self.players[0], **{o.key: o.default for o in self.options}}

    def option(self, key: str) -> Option | None:
        return next((o for o in self.options if o.key == key), None)

    def check_options(self, options: dict[str, Any]) -> list[str]:
        """Sentences for every option out of its limits (empty when all are fine)."""
        problems = []
        players = options.get("players", self.players[0])
        low, high = self.players
        if type(players) is not int or not low <= players <= high:
            problems.append(
                f"{self.title} takes {low} to {high} players."
                if low != high
                else f"{self.title} takes {low} player{'s' if low > 1 else ''}."
            )
        for key, value in options.items():
            spec = self.option(key)
            if key in PLATFORM_OPTIONS:
                if why := PLATFORM_OPTIONS[key](value):
                    problems.append(why)
            elif key == CAMPAIGN_KIND and self.campaign_kinds:
                if value not in dict(self.campaign_kinds):
                    kinds = ", ".join(kind for kind, _ in self.campaign_kinds)
                    problems.append(f"{self.title} has no campaign {value!r} (one of {kinds}).")
            elif key != "players" and spec is None:
                problems.append(f"{self.title} has no option called {key!r}.")
            elif spec is not None and (why := spec.check(value)):
                problems.append(why)
        return problems

    @property
    def profile_options(self) -> tuple[str, ...]:
        return tuple(o.key for o in self.options if o.kind == "profile")

    def load_rules(self) -> Any:
        return load(self.rules)

    def load_ai(self) -> Callable | None:
        return load(self.ai) if self.ai else None

    def load_builder(self) -> Callable | None:
        return load(self.builder) if self.builder else None

    def content_counts(self) -> dict[str, int]:
        return load(self.counts)() if self.counts else {}

    def load_scene_factory(self) -> Callable | None:
        return load(self.scenes) if self.scenes else None


# content words that are names in their game, written with a capital wherever they are shown
PROPER_WORDS = {"grim": "Grim", "grimlords": "Grimlords", "afterworlds": "Afterworlds"}


def counts_phrase(counts: dict[str, int]) -> str:
    """'110 Grim, 11 Grimlords, 1 chapter': a game's content counts as a player reads them
    (a kind with none yet is left out)."""
    parts = []
    for kind, n in counts.items():
        if n == 0:
            continue  # not written yet: nothing to count
        word = PROPER_WORDS.get(kind, kind.replace("_", " "))
        if n == 1 and word.endswith("s"):
            word = word[:-1]
        parts.append(f"{n} {word}")
    return ", ".join(parts)


def load(target: str) -> Any:
    module, _, attribute = target.partition(":")
    return getattr(importlib.import_module(module), attribute)
