"""Scenario files changed for a test: a shipped or test scenario rewritten with one change, and
the sentence a broken one is refused with. Every game's scenario tests use these."""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml

from game.core.content import ContentError
from game.core.match import Match
from game.core.scenario import load_scenario


def rewritten(tmp_path: Path, path: Path, change, name: str = "changed.yaml") -> Path:
    """``path``'s scenario with ``change(data)`` applied, written into ``tmp_path``."""
    data = yaml.safe_load(path.read_text(encoding="utf-8"))
    change(data)
    out = tmp_path / name
    out.write_text(yaml.safe_dump(data), encoding="utf-8")
    return out


def refusal(tmp_path: Path, path: Path, change) -> str:
    """The sentence a scenario is refused with once ``change(position)`` broke its position."""
    broken = rewritten(tmp_path, path, lambda data: change(data["position"]), "broken.yaml")
    with pytest.raises(ContentError) as error:
        Match.from_scenario(load_scenario(broken))
    return str(error.value)


def set_at(*keys, value):
    """A change that writes ``value`` at the path ``keys`` of a position."""

    def change(position):
        target = position
        for key in keys[:-1]:
            target = target[key]
        target[keys[-1]] = value

    return change
