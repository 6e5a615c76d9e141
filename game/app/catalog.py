"""The games the app offers: a thin layer over game.core.registry that tests can replace with
their own rules, and that keeps the menu alive if one game's package fails to import."""
from __future__ import annotations


from game.core import registry
from game.core.contract import Rules


class Catalog:
    def __init__(self, rules: list[Rules] | None = None) -> None:
        # ``rules`` given: a fixed list (tests, tools); None: ask the registry each time
        self._fixed = {r.id: r for r in rules} if rules is not None else None
        self.problems: dict[str, str] = {}

    def describe(self) -> list[dict]:
        if self._fixed is not None:
            return [_describe(r) for r in self._fixed.values()]
        try:
            return registry.describe()
        except Exception:  # one broken game must not take the menu down: list the ones that load
            out = []
            for game_id in registry.game_ids():
                try:
                    out.append(_describe(registry.get_rules(game_id)))
                except Exception as err:  # noqa: BLE001 - shown to the player as a sentence
                    self.problems[game_id] = f"{game_id} could not be loaded: {err}"
            return out

    def content_counts(self, game_id: str) -> dict[str, int]:
        """The game's content counts, or none for a test's rules or a game whose content fails
        to load (the menu says that elsewhere)."""
        if self._fixed is not None:
            return {}
        try:
            return registry.get_manifest(game_id).content_counts()
        except Exception as err:  # noqa: BLE001 - shown to the player as a sentence
            self.problems[game_id] = f"{game_id} could not be loaded: {err}"
            return {}

    def get_rules(self, game_id: str) -> Rules:
        if self._fixed is not None:
            if game_id not in self._fixed:
                raise registry.UnknownGame(game_id)
            return self._fixed[game_id]
        return registry.get_rules(game_id)


def _describe(rules: Rules) -> dict:
    return {"id": rules.id, "title": rules.title, "players": list(rules.players)}


