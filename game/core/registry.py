"""The registry of games: every package under game/games/ with a ``manifest.py`` is a game.
Adding a game touches no file here."""

from __future__ import annotations

import importlib
import importlib.util
import pkgutil
from typing import Any

import game.games as games_package
from game.core.contract import Rules
from game.core.manifest import Manifest, Option

MENU_ORDER = ("grudge", "grim", "grimheim", "grimlore", "tainted_grail")  # first shown first


def discover() -> list[str]:
    """The game packages under game/games/ that have a manifest, in menu order. Asked of the
    import system, not the folder, so a desktop build (modules in an archive) finds them too."""
    found = [
        info.name
        for info in pkgutil.iter_modules(games_package.__path__)
        if info.ispkg and importlib.util.find_spec(f"game.games.{info.name}.manifest")
    ]
    rank = {game_id: i for i, game_id in enumerate(MENU_ORDER)}
    return sorted(found, key=lambda game_id: (rank.get(game_id, len(rank)), game_id))


GAME_PACKAGES = discover()  # tests may put a game of their own here
PACKAGES: dict[str, str] = {}  # game id -> its package, for games outside game/games (tests)


def register_package(game_id: str, package: str) -> None:
    """Offer a game that lives outside game/games (a test's example game)."""
    PACKAGES[game_id] = package
    if game_id not in GAME_PACKAGES:
        GAME_PACKAGES.append(game_id)


def unregister_package(game_id: str) -> None:
    PACKAGES.pop(game_id, None)
    if game_id in GAME_PACKAGES:
        GAME_PACKAGES.remove(game_id)


def package_of(game_id: str) -> str:
    return PACKAGES.get(game_id, f"game.games.{game_id}")


def game_ids() -> list[str]:
    return list(GAME_PACKAGES)


class UnknownGame(KeyError):
    def __str__(self) -> str:
        known = ", ".join(game_ids())
        return f"There is no game called {str(self.args[0])[:40]!r}; known games: {known}."


def _package_module(game_id: str, name: str):
    """game.games.<id>.<name>, or None when the package has no such module."""
    module = f"{package_of(game_id)}.{name}"
    try:
        return importlib.import_module(module)
    except ModuleNotFoundError as error:
        if error.name != module:
            raise  # the module exists but something it imports is missing: a real bug
        return None


def get_manifest(game_id: str) -> Manifest:
    if game_id not in GAME_PACKAGES:
        raise UnknownGame(game_id)
    module = _package_module(game_id, "manifest")
    if module is not None:
        return module.MANIFEST
    return manifest_of(importlib.import_module(f"{package_of(game_id)}.rules").RULES)


def get_rules(game_id: str) -> Rules:
    manifest = get_manifest(game_id)
    rules = (
        manifest.load_rules()
        if manifest.rules
        else importlib.import_module(f"{package_of(game_id)}.rules").RULES
    )
    check = getattr(rules, "check_content", None)
    if check is not None:
        check()  # raises ContentError naming the file, entry and field
    return rules


def all_rules() -> list[Rules]:
    return [get_rules(game_id) for game_id in game_ids()]


def describe(content: bool = False) -> list[dict]:
    """Each game's id, title and players; with ``content``, also its content counts as its
    loaders read them (which loads every game's content)."""
    games = []
    for manifest in (get_manifest(game_id) for game_id in game_ids()):
        game: dict[str, Any] = {
            "id": manifest.id,
            "title": manifest.title,
            "players": list(manifest.players),
        }
        if content:
            game["content"] = manifest.content_counts()
        games.append(game)
    return games


def manifest_of(rules: Rules) -> Manifest:
    """The manifest behind ``rules``; a bare Rules object (a test's, a tool's) gets one made
    from what it says of itself."""
    manifest = getattr(rules, "manifest", None)
    if isinstance(manifest, Manifest):
        return manifest
    choices = getattr(rules, "option_choices", {})
    profile = getattr(rules, "profile_options", ())
    options = []
    for key, value in rules.default_options().items():
        if key == "players":
            continue
        kind = (
            "profile"
            if key in profile
            else "choice"
            if key in choices
            else "switch"
            if isinstance(value, bool)
            else "number"
            if isinstance(value, int)
            else "fixed"
        )
        options.append(Option(key, value, kind, choices=tuple(choices.get(key, ()))))
    low, high = rules.players
    return Manifest(
        rules.id,
        rules.title,
        (low, high),
        rules="",
        options=tuple(options),
        coop=bool(getattr(rules, "coop", False)),
    )
