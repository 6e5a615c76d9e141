"""A broken Grudge content file is named in one sentence before play, never a traceback."""
import shutil

import pytest

from game.core.content import ContentError
from game.core.registry import get_rules
from game.games.grudge.rules import content


@pytest.fixture
def assets_copy(tmp_path, monkeypatch):
    shutil.copytree(content.ASSETS / "grudge", tmp_path / "grudge")
    monkeypatch.setattr(content, "ASSETS", tmp_path)
    content.load.cache_clear()
    yield tmp_path / "grudge"
    content.load.cache_clear()


def test_shipped_content_loads():
    assert get_rules("grudge").id == "grudge"


@pytest.mark.parametrize("file_name, text, words", [
    ("weapons.yaml", "axe:\n  name: Axe\n  melee: maybe\n  text: x\n", "weapons.yaml, entry 'axe', field 'melee'"),
    ("monsters.yaml", "{broken", "monsters.yaml is not valid YAML"),
    ("spells.yaml", "- a list\n", "spells.yaml: expected a mapping"),
])
def test_broken_file_is_named_when_the_game_is_opened(assets_copy, file_name, text, words):
    (assets_copy / file_name).write_text(text)
    with pytest.raises(ContentError, match=words.replace("(", r"\(")):
        get_rules("grudge")


def test_encounter_naming_an_unknown_weapon_is_caught(assets_copy):
    path = assets_copy / "encounters.yaml"
    path.write_text(path.read_text().replace("spear", "halberd", 1))
    with pytest.raises(ContentError, match="halberd"):
        get_rules("grudge")
