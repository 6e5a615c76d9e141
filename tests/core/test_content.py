import pytest

from game.core.content import ContentError, check_refs, load_table, load_yaml

SCHEMA = {"name": str, "health": int, "speed?": int, "kind": ("goblin", "troll"), "tags?": [str]}


def write(tmp_path, text):
    path = tmp_path / "monsters.yaml"
    path.write_text(text)
    return path


def test_good_table_loads(tmp_path):
    table = load_table(write(tmp_path, "gob:\n  name: Gob\n  health: 1\n  kind: goblin\n"), SCHEMA)
    assert table["gob"]["health"] == 1


@pytest.mark.parametrize("text, words", [
    ("gob:\n  name: Gob\n  kind: goblin\n", "entry 'gob': the field 'health' is missing"),
    ("gob:\n  name: Gob\n  health: two\n  kind: goblin\n", "field 'health': expected a whole number"),
    ("gob:\n  name: Gob\n  health: 1\n  kind: dragon\n", "'dragon' is not one of"),
    ("gob:\n  name: Gob\n  health: 1\n  kind: goblin\n  wings: 2\n", "unknown field 'wings'"),
    ("gob:\n  name: Gob\n  health: true\n  kind: goblin\n", "expected a whole number"),
    ("gob:\n  name: Gob\n  health: 1\n  kind: goblin\n  tags: [1]\n", "field 'tags'[0]"),
    ("gob: [\n", "not valid YAML at line"),
    ("- just a list\n", "expected a mapping of entries"),
])
def test_bad_content_names_file_entry_and_field(tmp_path, text, words):
    with pytest.raises(ContentError) as error:
        load_table(write(tmp_path, text), SCHEMA)
    assert words in str(error.value) and "monsters.yaml" in str(error.value)


def test_safe_load_refuses_python_objects(tmp_path):
    path = write(tmp_path, "x: !!python/object/apply:os.system ['true']\n")
    with pytest.raises(ContentError):
        load_yaml(path)


@pytest.mark.parametrize("text, reason", [
    ("x: !!python/object:os.system ['true']\n",
     "at line 1: tags such as !!python/object:os.system are not allowed"),
    ("x: !dice 3\n", "at line 1: tags such as !dice are not allowed"),
    ("x: y: z\n", "at line 1: mapping values are not allowed here."),
])
def test_yaml_that_is_refused_says_why(tmp_path, text, reason):
    with pytest.raises(ContentError) as refused:
        load_yaml(write(tmp_path, text))
    assert f"monsters.yaml is not valid YAML {reason}" in str(refused.value)


def test_cross_references_are_checked():
    with pytest.raises(ContentError, match="'spear' is not a known entry"):
        check_refs({"gob": {"weapon": "spear"}}, "weapon", {"axe": {}}, "monsters.yaml")


def test_a_number_outside_its_range_is_refused_with_file_entry_and_field(tmp_path):
    from game.core.content import Range

    path = tmp_path / "attacks.yaml"
    path.write_text("claw:\n  damage: -40\n", encoding="utf-8")
    with pytest.raises(ContentError) as refused:
        load_table(path, {"damage": Range(0, 20)})
    assert "attacks.yaml" in str(refused.value) and "'claw'" in str(refused.value)
    assert "'damage'" in str(refused.value) and "-40 is outside 0 to 20" in str(refused.value)


def test_a_range_refuses_a_bool_and_a_fraction_where_a_whole_number_is_meant(tmp_path):
    from game.core.content import Range

    for text in ("true", "2.5"):
        path = tmp_path / "x.yaml"
        path.write_text(f"a:\n  n: {text}\n", encoding="utf-8")
        with pytest.raises(ContentError, match="expected a whole number"):
            load_table(path, {"n": Range(0, 9)})


def test_a_list_longer_than_its_limit_is_refused(tmp_path):
    from game.core.content import Items

    path = tmp_path / "decks.yaml"
    path.write_text("big:\n  cards: [" + ", ".join(["x"] * 101) + "]\n", encoding="utf-8")
    with pytest.raises(ContentError, match="has 101 entries; it must have 1 to 100"):
        load_table(path, {"cards": Items(str, 1, 100)})
    path.write_text("ok:\n  cards: [x, y]\n", encoding="utf-8")
    assert load_table(path, {"cards": Items(str, 1, 100)})["ok"]["cards"] == ["x", "y"]
