"""Grimheim's content files refused with a sentence naming the file, the entry and the field:
a warband naming a weapon or a body that does not exist, a list far past any sensible size."""
import shutil

import pytest

from game.core.content import ContentError
from game.games.grimheim.rules import content


@pytest.fixture
def assets(tmp_path, monkeypatch):
    """A copy of assets/grimheim that ``content.load`` reads instead of the real one."""
    folder = tmp_path / "grimheim"
    shutil.copytree(content.FOLDER, folder)
    monkeypatch.setattr(content, "FOLDER", folder)
    content.load.cache_clear()
    yield folder
    content.load.cache_clear()


def refusal(assets, file, old, new) -> str:
    path = assets / file
    assert old in path.read_text()
    path.write_text(path.read_text().replace(old, new, 1))
    with pytest.raises(ContentError) as refused:
        content.load()
    return str(refused.value)


@pytest.mark.parametrize("old, new, fault", [
    ("weapons: [censer], gear: []}", "weapons: [moonblade], gear: []}",
     "model 1, field 'weapons': 'moonblade' is not known."),
    ("body: standard, tier: champion", "body: winged, tier: champion",
     "model 1, field 'body': 'winged' is not one of"),
])
def test_a_warband_naming_what_does_not_exist_is_named_by_file_and_entry(assets, old, new, fault):
    said = refusal(assets, "warbands.yaml", old, new)
    assert said.startswith("warbands.yaml, entry 'choir_embers', ") and fault in said


def test_a_weapon_with_a_hundred_thousand_rules_is_refused(assets):
    rules = "[" + ", ".join(["piercing"] * 100_000) + "]"
    said = refusal(assets, "weapons.yaml", "rules: [], cost: 0", f"rules: {rules}, cost: 0")
    assert said == ("weapons.yaml, entry 'fists', field 'rules': has 100000 entries; it must "
                    "have 0 to 9.")


def test_a_warband_of_a_thousand_models_is_refused(assets):
    model = ("    - {name: Wick, body: slight, tier: grunt, armor: none, class: stalker, "
             "weapons: [knife], gear: []}\n")
    tallow = ("    - {name: Brother Tallow, body: slight, tier: grunt, armor: none, "
              "class: penitent, weapons: [pyre_brand], gear: []}\n")
    said = refusal(assets, "warbands.yaml", tallow, model * 1000)
    assert said.startswith("warbands.yaml, entry 'choir_embers', field 'models': has 1004 "
                           "entries; it must have 1 to 30.")
