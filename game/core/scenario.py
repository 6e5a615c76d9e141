"""Scenarios: a position described in a game's own words, kept in a YAML file, and made into a
Match through the rules contract (``Match.from_scenario``). Tests, puzzles, tutorials and bug
reports start from them instead of writing a game's internal state by hand.

A scenario file, ``assets/<game>/scenarios/<id>.yaml`` (a test may keep its own elsewhere)::

    game: grim
    title: The Last Bite
    kind: puzzle              # puzzle (offered in the Scenarios menu), tutorial or test
    goal:
      text: Win this round from here.
      win: {...}              # in the game's own words, checked against its WIN schema
    seed: 7                   # optional: where every roll not scripted comes from
    people: [0]               # optional: the seats people play, the rest the game's AI
    options: {...}            # optional: the game's own options, checked by its manifest
    dice: {d6: [6, 6, 1]}     # optional: the next rolls of each die (d6, or a game's own
                              # named roll such as wind), in order
    position: {...}           # in the game's own words, checked against its POSITION schema

A game offers scenarios by naming a module in its manifest (``scenarios``) that holds:

- ``POSITION`` and ``WIN``: schemas for game/core/content.py's ``check``;
- ``changes(state, position, where) -> [(path, value), ...]``: the position as writes into
  the state the match's normal setup made; it raises ContentError naming ``where`` and the field
  for what a schema can't see (a card that does not exist, a square off the board);
- ``judge(win, state, outcome) -> "won" | "lost" | None``: how the scenario's goal stands.

The writes go into the log as one ``scenario`` event after the setup, folded like any other, so
saves, undo and replays need nothing new."""

from __future__ import annotations

import importlib
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from types import ModuleType
from typing import Any

from game.core.content import ASSETS, ContentError, Items, Range, check, load_yaml
from game.core.manifest import Manifest
from game.core.option_keys import SCENARIO
from game.core.registry import UnknownGame, game_ids, get_manifest, get_rules

KINDS = ("puzzle", "tutorial", "test")
# scripted dice: the plain dice by their sides, or a game's own named roll ("wind": a d6 it
# rolls apart from the others), checked against its sides when it is rolled
DIE_STREAMS = {"d4": 4, "d6": 6, "d8": 8, "d10": 10, "d12": 12, "d20": 20}
NAMED_DIE_MOST = 100
HEADER = {
    "game": str,
    "title": str,
    "kind": KINDS,
    "goal": {"text": str, "win?": dict},
    "seed?": Range(0, 2**31 - 1),
    "people?": Items(Range(0, 7), 0, 8),
    "options?": dict,
    "dice?": dict,
    "position": dict,
}


class ScenarioError(ContentError):
    """A scenario file that can't be played; the message names the file, entry and field."""


@dataclass(frozen=True)
class Scenario:
    id: str  # the file's name without .yaml
    path: Path
    game: str
    title: str
    kind: str
    goal: str
    win: dict[str, Any]
    seed: int
    people: set[int] | None  # None: every seat is a person's (hotseat)
    options: dict[str, Any]
    dice: dict[str, list[int]]
    position: dict[str, Any] = field(repr=False)

    @property
    def where(self) -> str:
        return f"{self.path.name}, position"

    @property
    def rules(self) -> Any:
        return get_rules(self.game)

    @property
    def module(self) -> ModuleType:
        return scenario_module(get_manifest(self.game))

    def describe(self) -> dict[str, Any]:
        """What `python -m game scenarios --json` and the menu show of it."""
        return {
            "id": self.id,
            "game": self.game,
            "title": self.title,
            "kind": self.kind,
            "goal": self.goal,
            "file": self.path.name,
        }


def scenario_module(manifest: Manifest) -> ModuleType:
    if manifest.scenarios is None:
        raise ScenarioError(f"{manifest.title} has no scenarios.")
    return importlib.import_module(manifest.scenarios)


def load_scenario(path: Path | str) -> Scenario:
    """Read and check a scenario file; every fault is a ScenarioError naming file and field."""
    path = Path(path)
    try:
        data = load_yaml(path)
    except ContentError as error:
        raise ScenarioError(str(error)) from None
    name = path.name
    try:
        check(data, HEADER, name)
        manifest = get_manifest(data["game"])
    except UnknownGame as error:
        raise ScenarioError(f"{name}, field 'game': {error}") from None
    except ContentError as error:
        raise ScenarioError(str(error)) from None
    module = scenario_module(manifest)
    options = data.get("options", {})
    people = data.get("people")
    players = options.get("players", manifest.players[0])
    problems = manifest.check_options(options)
    if problems:
        raise ScenarioError(f"{name}, field 'options': {problems[0]}")
    if people is not None and any(seat >= players for seat in people):
        raise ScenarioError(f"{name}, field 'people': a seat past the {players} at this table.")
    dice = data.get("dice", {})
    for stream, rolls in dice.items():
        if not isinstance(stream, str) or not stream.replace("_", "").isalnum():
            raise ScenarioError(f"{name}, field 'dice': {stream!r} is not the name of a die.")
        sides = DIE_STREAMS.get(stream, NAMED_DIE_MOST)
        try:
            check(rolls, Items(Range(1, sides), 0, 500), f"{name}, dice '{stream}'")
        except ContentError as error:
            raise ScenarioError(str(error)) from None
    win = data["goal"].get("win", {})
    try:
        check(data["position"], module.POSITION, f"{name}, position")
        check(win, module.WIN, f"{name}, goal 'win'")
    except ContentError as error:
        raise ScenarioError(str(error)) from None
    return Scenario(
        id=path.stem,
        path=path,
        game=manifest.id,
        title=data["title"],
        kind=data["kind"],
        goal=data["goal"]["text"],
        win=win,
        seed=data.get("seed", 0),
        people=None if people is None else set(people),
        options=options,
        dice=dice,
        position=data["position"],
    )


def scenario_folder(game_id: str) -> Path:
    return ASSETS / game_id / "scenarios"


def game_scenarios(game_id: str) -> list[Scenario]:
    """The scenarios a game ships, by file name (read once: they are content)."""
    return list(_shipped(game_id))


@cache
def _shipped(game_id: str) -> tuple[Scenario, ...]:
    folder = scenario_folder(game_id)
    if not folder.is_dir():
        return ()
    return tuple(load_scenario(path) for path in sorted(folder.glob("*.yaml")))


def all_scenarios(kinds: tuple[str, ...] = KINDS) -> list[Scenario]:
    """Every shipped scenario of every game (menu order), of the given kinds."""
    return [s for game_id in game_ids() for s in game_scenarios(game_id) if s.kind in kinds]


def find_scenario(scenario_id: str, game_id: str) -> Scenario:
    for scenario in game_scenarios(game_id):
        if scenario.id == scenario_id:
            return scenario
    raise ScenarioError(f"There is no scenario called {scenario_id[:60]!r} for {game_id}.")


# -- a match started from a scenario ----------------------------------------------------------
def scenario_of(match: Any) -> Scenario | None:
    """The shipped scenario ``match`` started from, if any (its id is in the match's options)."""
    scenario_id = match.options.get(SCENARIO)
    if not isinstance(scenario_id, str):
        return None
    try:
        return find_scenario(scenario_id, match.rules.id)
    except ScenarioError:
        return None  # a scenario file given by path (a test's, serve's) has no goal to keep


def verdict(match: Any) -> str | None:
    """How the goal of ``match``'s scenario stands: "won", "lost", or None (still open, or no
    scenario)."""
    scenario = scenario_of(match)
    if scenario is None:
        return None
    return scenario.module.judge(scenario.win, match.state, match.outcome())


def moves_made(match: Any) -> int:
    """The moves people made since the scenario set the table (the computer's are not theirs)."""
    start = next((i for i, e in enumerate(match.log) if e.command.get("op") == "scenario"), 0)
    return sum(1 for entry in match.log[start + 1 :] if entry.seat in match.human_seats)


def record_result(profile: dict[str, Any], scenario: Scenario, won: bool, moves: int) -> dict:
    """Write one try of ``scenario`` into ``profile`` (the player's, across games): tries, wins
    and the fewest moves of a win. Returns the scenario's record."""
    records = profile.setdefault("scenarios", {})
    record = records.setdefault(f"{scenario.game}/{scenario.id}", {"tries": 0, "wins": 0})
    record["tries"] += 1
    if won:
        record["wins"] += 1
        best = record.get("best_moves")
        record["best_moves"] = moves if best is None else min(best, moves)
    return record


def result_phrase(record: dict[str, Any] | None) -> str:
    """'Solved in 7 moves at best (2 of 3 tries)', 'Not solved yet (1 try)', or 'Not tried'."""
    if not record or not record.get("tries"):
        return "Not tried yet"
    tries = record["tries"]
    count = f"{tries} {'try' if tries == 1 else 'tries'}"
    if not record.get("wins"):
        return f"Not solved yet ({count})"
    best = record["best_moves"]
    return f"Solved in {best} move{'s' if best != 1 else ''} at best ({record['wins']} of {count})"
