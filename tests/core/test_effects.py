"""The effect vocabulary: the runner calls the game's world for each verb, pauses at choices,
and the schema refuses content outside the game's closed lists."""
import json

import pytest

from game.core.content import ContentError, load_table
from game.core.effects import (EffectError, Hooks, Paused, Vocabulary, check_condition,
                               check_effects, check_table_effects, effect_schemas, resume, run)

VOCAB = Vocabulary(statuses=("burning", "stunned"), resources=("food", "magic"),
                   attributes=("might", "wits"), decks=("combat", "diplomacy"))


class Table:
    """A tiny game: figures on a line, two sides, a log of every call the runner made."""

    def __init__(self, answers=(), passes=()):
        self.figures = {"hero": {"side": 0, "at": 0}, "friend": {"side": 0, "at": 5},
                        "gob": {"side": 1, "at": 2}, "troll": {"side": 1, "at": 9}}
        self.status = {"gob": {"burning"}}
        self.purse = {"hero": {"food": 1, "magic": 0}}
        self.answers = list(answers)
        self.passes = list(passes)
        self.calls = []

    def targets(self, selector, source, reach):
        me = self.figures[source]
        others = [n for n in self.figures if n != source]
        if selector == "self":
            return [source]
        if selector in ("ally", "enemy"):
            same = selector == "ally"
            return [n for n in others if (self.figures[n]["side"] == me["side"]) == same][:1]
        if selector in ("allies", "enemies"):
            same = selector == "allies"
            return [n for n in others if (self.figures[n]["side"] == me["side"]) == same]
        if selector == "all":
            return list(self.figures)
        if selector == "all_in_range":
            return [n for n in others if abs(self.figures[n]["at"] - me["at"]) <= reach]
        raise AssertionError(selector)

    def deal(self, target, amount):
        self.calls.append(("deal", target, amount))

    def heal(self, target, amount):
        self.calls.append(("heal", target, amount))

    def draw(self, target, amount, deck):
        self.calls.append(("draw", target, amount, deck))

    def move(self, target, distance, where):
        self.calls.append(("move", target, distance, where))

    def inflict(self, target, status, amount):
        self.calls.append(("inflict", target, status, amount))

    def cure(self, target, status):
        self.calls.append(("cure", target, status))

    def gain(self, target, resource, amount):
        self.calls.append(("gain", target, resource, amount))

    def spend(self, target, resource, amount):
        have = self.purse.get(target, {}).get(resource, 0)
        if have < amount:
            self.calls.append(("unpaid", target, resource, amount))
            return False
        self.purse[target][resource] = have - amount
        self.calls.append(("spend", target, resource, amount))
        return True

    def test(self, target, attribute, against):
        self.calls.append(("test", target, attribute, against))
        return self.passes.pop(0)

    def choose(self, options, source, prompt):
        self.calls.append(("choose", tuple(options), prompt))
        return self.answers.pop(0) if self.answers else None

    def has_status(self, target, status):
        return status in self.status.get(target, set())

    def amount(self, target, resource):
        return self.purse.get(target, {}).get(resource, 0)


def test_plain_verbs_reach_the_world_with_their_default_targets():
    table = Table()
    assert run([{"do": "deal", "amount": 2}, {"do": "heal", "amount": 1},
                {"do": "draw", "amount": 2, "deck": "combat"},
                {"do": "move", "distance": 3}, {"do": "inflict", "status": "stunned"},
                {"do": "cure"}, {"do": "gain", "resource": "magic", "amount": 2}],
               table, "hero") is None
    assert table.calls == [("deal", "gob", 2), ("heal", "hero", 1), ("draw", "hero", 2, "combat"),
                           ("move", "hero", 3, None), ("inflict", "gob", "stunned", 1),
                           ("cure", "hero", None), ("gain", "hero", "magic", 2)]


def test_selectors_for_several_targets_and_range():
    table = Table()
    run([{"do": "deal", "amount": 1, "to": "enemies"},
         {"do": "deal", "amount": 3, "to": "all_in_range", "range": 2}], table, "hero")
    assert table.calls == [("deal", "gob", 1), ("deal", "troll", 1), ("deal", "gob", 3)]


def test_for_each_runs_once_per_target_calling_it_it():
    table = Table()
    run([{"do": "for_each", "in": "all", "effects": [
        {"do": "if", "check": {"status": "burning"}, "then": [{"do": "deal", "amount": 2}],
         "else": [{"do": "heal", "amount": 1, "to": "it"}]}]},
         {"do": "heal", "amount": 5}], table, "hero")
    assert table.calls == [("heal", "hero", 1), ("heal", "friend", 1), ("deal", "gob", 2),
                           ("heal", "troll", 1), ("heal", "hero", 5)]


def test_conditions_combine():
    table = Table()
    effects = [{"do": "if", "check": {"all": [{"status": "burning", "who": "enemy"},
                                              {"not": {"resource": "food", "at_least": 2}}]},
                "then": [{"do": "gain", "resource": "food", "amount": 1}]},
               {"do": "if", "check": {"any": [{"resource": "magic", "at_least": 1},
                                              {"status": "stunned"}]},
                "then": [{"do": "deal", "amount": 9}]}]
    run(effects, table, "hero")
    assert table.calls == [("gain", "hero", "food", 1)]


def test_an_unpaid_cost_ends_its_own_list_only():
    table = Table()
    effects = [{"do": "if", "check": {"resource": "food", "at_most": 5}, "then": [
        {"do": "spend", "resource": "magic", "amount": 1}, {"do": "heal", "amount": 3}]},
        {"do": "spend", "resource": "food", "amount": 1}, {"do": "heal", "amount": 1}]
    run(effects, table, "hero")
    assert table.calls == [("unpaid", "hero", "magic", 1), ("spend", "hero", "food", 1),
                           ("heal", "hero", 1)]
    assert table.purse["hero"]["food"] == 0


def test_a_test_follows_its_branch():
    table = Table(passes=[True, False])
    effect = {"do": "test", "attribute": "might", "against": 4,
              "then": [{"do": "deal", "amount": 2}], "else": [{"do": "heal", "amount": 1}]}
    run([effect, effect], table, "hero")
    assert table.calls == [("test", "hero", "might", 4), ("deal", "gob", 2),
                           ("test", "hero", "might", 4), ("heal", "hero", 1)]


def test_each_of_several_testers_follows_its_own_branch_before_the_next_tests():
    table = Table(passes=[False, True, False, True])
    run([{"do": "test", "attribute": "wits", "to": "all",
          "then": [{"do": "gain", "resource": "food", "amount": 1, "to": "tester"}],
          "else": [{"do": "deal", "amount": 1, "to": "tester"}]}], table, "hero")
    assert table.calls == [
        ("test", "hero", "wits", None), ("deal", "hero", 1),
        ("test", "friend", "wits", None), ("gain", "friend", "food", 1),
        ("test", "gob", "wits", None), ("deal", "gob", 1),
        ("test", "troll", "wits", None), ("gain", "troll", "food", 1)]


def test_the_branches_name_the_tester_and_keep_the_loop_target():
    table = Table(passes=[False, True])
    run([{"do": "for_each", "in": "enemies", "effects": [
        {"do": "test", "attribute": "might", "to": "ally",
         "then": [{"do": "deal", "amount": 1}],
         "else": [{"do": "inflict", "status": "stunned", "to": "tester"}]}]}], table, "hero")
    assert table.calls == [("test", "friend", "might", None), ("inflict", "friend", "stunned", 1),
                           ("test", "friend", "might", None), ("deal", "troll", 1)]
    check_effects([{"do": "test", "attribute": "might",
                    "else": [{"do": "heal", "amount": 1, "to": "tester"}]}], VOCAB)


def test_choose_answered_at_once():
    table = Table(answers=[1])
    run([{"do": "choose", "prompt": "Pick one", "options": [
        {"label": "Strike", "effects": [{"do": "deal", "amount": 2}]},
        {"label": "Rest", "effects": [{"do": "heal", "amount": 2}]}]}], table, "hero")
    assert table.calls == [("choose", ("Strike", "Rest"), "Pick one"), ("heal", "hero", 2)]


def test_choose_pauses_as_plain_data_and_resumes_where_it_stopped():
    effects = [{"do": "for_each", "in": "enemies", "effects": [
        {"do": "choose", "options": [
            {"label": "Burn", "effects": [{"do": "inflict", "status": "burning"}]},
            {"label": "Hit", "effects": [{"do": "deal", "amount": 1}]}]},
        {"do": "move", "to": "it", "distance": 1}]},
        {"do": "heal", "amount": 1}]
    table = Table()
    paused = run(effects, table, "hero")
    assert isinstance(paused, Paused) and paused.labels == ["Burn", "Hit"]
    stored = json.loads(json.dumps(paused.to_dict()))  # fits in an agenda step
    paused = resume(Paused.from_dict(stored), 1, table)
    assert table.calls[-3:-1] == [("deal", "gob", 1), ("move", "gob", 1, None)]
    assert isinstance(paused, Paused)  # the troll's turn to be chosen for
    assert resume(paused, 0, table) is None
    assert table.calls[-3:] == [("inflict", "troll", "burning", 1), ("move", "troll", 1, None),
                                ("heal", "hero", 1)]
    with pytest.raises(EffectError, match="one of the 2 options"):
        resume(paused, 2, table)


def test_a_pause_inside_a_test_keeps_the_tester():
    table = Table(passes=[False])
    paused = run([{"do": "test", "attribute": "wits", "to": "ally", "else": [
        {"do": "choose", "options": [
            {"label": "Flee", "effects": [{"do": "move", "to": "tester", "distance": 2}]}]}]}],
        table, "hero")
    stored = json.loads(json.dumps(paused.to_dict()))
    assert resume(Paused.from_dict(stored), 0, table) is None
    assert table.calls[-1] == ("move", "friend", 2, None)


def test_resume_does_not_change_the_stored_pause():
    table = Table()
    paused = run([{"do": "choose", "options": [{"label": "A", "effects": []}]},
                  {"do": "heal", "amount": 1}], table, "hero")
    before = json.dumps(paused.to_dict())
    resume(paused, 0, table)
    resume(paused, 0, table)
    assert json.dumps(paused.to_dict()) == before
    assert table.calls.count(("heal", "hero", 1)) == 2


def test_hooks_do_what_data_cannot():
    hooks = Hooks()
    seen = []

    @hooks.effect("double_strike")
    def double_strike(world, source, args, bound):
        seen.append((source, dict(args), dict(bound)))
        world.deal(bound["it"], args["times"] * 2)

    @hooks.condition("is_gob")
    def is_gob(world, source, args, bound):
        return bound["it"] == "gob"

    table = Table()
    run([{"do": "for_each", "in": "enemies", "effects": [
        {"do": "if", "check": {"hook": "is_gob"},
         "then": [{"do": "hook", "hook": "double_strike", "args": {"times": 2}}]}]}],
        table, "hero", hooks)
    assert seen == [("hero", {"times": 2}, {"it": "gob"})] and table.calls == [("deal", "gob", 4)]
    with pytest.raises(EffectError, match="registered twice"):
        hooks.effect("double_strike")(double_strike)
    with pytest.raises(EffectError, match="No effect hook"):
        run([{"do": "hook", "hook": "missing"}], table, "hero", hooks)


# --- the schema ------------------------------------------------------------------------------

def test_good_effects_pass():
    hooks = Hooks()
    hooks.effect("odd")(lambda world, source, args, it: None)
    check_effects([
        {"do": "deal", "amount": 3, "to": "all_in_range", "range": 2},
        {"do": "draw", "amount": 1, "deck": "combat"},
        {"do": "for_each", "in": "enemies", "effects": [
            {"do": "inflict", "status": "burning", "to": "it"},
            {"do": "if", "check": {"status": "burning", "who": "it"}, "then": []}]},
        {"do": "test", "attribute": "might", "against": 2, "then": [{"do": "hook", "hook": "odd"}]},
        {"do": "choose", "options": [{"label": "Eat", "effects": [
            {"do": "spend", "resource": "food", "amount": 1}, {"do": "heal", "amount": 1}]}]},
    ], VOCAB, hooks)


@pytest.mark.parametrize("effects, words", [
    ([{"do": "zap"}], "effects[0], field 'do': 'zap' is not one of deal"),
    ([{"amount": 1}], "effects[0]: the field 'do' is missing"),
    ([{"do": "deal"}], "the field 'amount' is missing"),
    ([{"do": "deal", "amount": 100}], "field 'amount': expected a whole number from 0 to 99"),
    ([{"do": "deal", "amount": -1}], "from 0 to 99, got -1"),
    ([{"do": "deal", "amount": True}], "got True"),
    ([{"do": "deal", "amount": 1, "power": 2}], "unknown field 'power'"),
    ([{"do": "deal", "amount": 1, "to": "everyone"}], "'everyone' is not one of self"),
    ([{"do": "inflict", "status": "frozen"}], "'frozen' is not one of burning, stunned"),
    ([{"do": "gain", "resource": "gold", "amount": 1}], "'gold' is not one of food, magic"),
    ([{"do": "test", "attribute": "might", "against": 0}], "from 1 to 99"),
    ([{"do": "draw", "amount": 1, "deck": "tarot"}], "'tarot' is not one of combat"),
    ([{"do": "heal", "amount": 1, "to": "it"}], "'it' names the target of a for_each"),
    ([{"do": "heal", "amount": 1, "to": "tester"}], "only the then and else of a test"),
    ([{"do": "test", "attribute": "wits", "then": [{"do": "choose", "options": [
        {"label": "A", "effects": [{"do": "heal", "amount": 1, "to": "it"}]}]}]}],
     "field 'then'[0], field 'options'[0], field 'effects'[0]: 'it' names"),
    ([{"do": "deal", "amount": 1, "to": "all_in_range"}], "all_in_range needs a range"),
    ([{"do": "deal", "amount": 1, "range": 2}], "a range only applies to all_in_range"),
    ([{"do": "choose", "options": []}], "at least one option"),
    ([{"do": "hook", "hook": "x"}], "'hook' is not one of"),
    ([{"do": "for_each", "in": "it", "effects": []}], "'it' is not one of"),
    ([{"do": "if", "check": {}, "then": []}], "names exactly one of"),
    ([{"do": "if", "check": {"status": "burning", "resource": "food"}, "then": []}],
     "names exactly one of"),
    ([{"do": "if", "check": {"resource": "food"}, "then": []}], "needs at_least or at_most"),
    ([{"do": "if", "check": {"not": {"status": "wet"}}, "then": []}],
     "field 'check', field 'not', field 'status': 'wet'"),
    ([{"do": "if", "check": {"any": []}, "then": []}], "'any' needs at least one"),
    ([{"do": "for_each", "in": "allies", "effects": [{"do": "heal", "amount": 200}]}],
     "effects[0], field 'effects'[0], field 'amount'"),
    ([{"do": "choose", "options": [{"label": "A", "effects": [{"do": "nap"}]}]}],
     "field 'options'[0], field 'effects'[0], field 'do'"),
    ("deal 3", "expected a list of effects"),
])
def test_bad_effects_are_refused_with_the_place_named(effects, words):
    with pytest.raises(ContentError) as error:
        check_effects(effects, VOCAB)
    assert words in str(error.value)


def test_verbs_without_words_in_the_game_are_not_offered():
    bare = Vocabulary()
    assert set(effect_schemas(bare)) == {"deal", "heal", "draw", "move", "if", "choose",
                                         "for_each"}
    with pytest.raises(ContentError, match="'inflict' is not one of"):
        check_effects([{"do": "inflict", "status": "burning"}], bare)
    with pytest.raises(ContentError, match="unknown field 'deck'"):
        check_effects([{"do": "draw", "amount": 1, "deck": "combat"}], bare)
    with pytest.raises(EffectError, match="not a target selector"):
        Vocabulary(targets=("self", "nearest"))
    narrow = Vocabulary(targets=("self", "enemy"))
    with pytest.raises(ContentError, match="'all' is not one of self, enemy"):
        check_effects([{"do": "deal", "amount": 1, "to": "all"}], narrow)


def test_a_condition_checked_alone():
    check_condition({"resource": "magic", "at_most": 3, "who": "ally"}, VOCAB)
    with pytest.raises(ContentError, match="exactly one of all, any, not, status, resource[.]"):
        check_condition({"hook": "nope"}, VOCAB)  # no condition hooks registered: not offered


def test_a_content_file_is_checked_entry_by_entry(tmp_path):
    path = tmp_path / "abilities.yaml"
    path.write_text("cleave:\n  name: Cleave\n  effects:\n"
                    "    - {do: deal, amount: 2, to: all_in_range, range: 1}\n"
                    "smite:\n  name: Smite\n  effects:\n    - {do: deal, amount: 120}\n")
    table = load_table(path, {"name": str, "effects": [dict]})
    with pytest.raises(ContentError) as error:
        check_table_effects(table, "effects", VOCAB, None, path.name)
    assert "abilities.yaml, entry 'smite', field 'effects'[0], field 'amount'" in str(error.value)
    del table["smite"]
    check_table_effects(table, "effects", VOCAB, None, path.name)
