"""Every label built from parts reads as English: each word builder is run over all the content
(every monster, minion, item, add-on, tile and test subject) and its words are checked for the
article before a vowel, counted nouns in the plural (never "(s)" or "0 Troll Whelp"), a capital
at the start of each sentence, and the setting's own name for a fight."""

import random
import re

import pytest

from game.core.agenda import Ctx
from game.core.chance import Chance
from game.core.match import Match
from game.core.playout import bare
from game.games.grimlore.ai.player import choose
from game.games.grimlore.rules import RULES, content, engine
from game.games.grimlore.rules import board as B
from game.games.grimlore.rules import phrases as W
from game.games.grimlore.rules.battle_start import battle_line
from game.games.grimlore.rules.outcomes import describe
from game.games.grimlore.table import words as T
from tests.grimlore.fixtures import BUILD, find, play
from tests.grimlore.test_tests import opening

CHECKS = {
    "'a' before a vowel": re.compile(r"\ba [aeiouAEIOU]"),
    "'an' before a consonant": re.compile(r"\ban [b-df-hj-np-tv-zB-DF-HJ-NP-TV-Z]"),
    "two articles in a row": re.compile(r"\b(the|a|an) (the|a|an)\b", re.I),
    "'failed' before an article": re.compile(r"\bfailed (the|a|an)\b", re.I),
    "a lazy plural '(s)'": re.compile(r"\(s\)"),
    "a count of nothing": re.compile(r"\b0 (?!Energy\b|XP\b)[A-Z]"),
    "a sentence starting in lower case": re.compile(r"(^|[.!?] )[a-z]"),
    "a setting's 'The' mid-sentence": re.compile(r"\w+ The [A-Z]"),
    "one of a plural": re.compile(
        r"\b1 (Rations|rations|clues|tiles|events|tokens|characters|slots|looks|minions|tests"
        r"|turns|rounds|items|upgrades|enchantments|successes|tiles|advantage tokens)\b"
    ),
}


def problems(text: str) -> list[str]:
    return [why for why, pattern in CHECKS.items() if pattern.search(text)]


@pytest.mark.parametrize(
    "garbled",
    [
        "Accept the failed the event",
        "Accept the failed an attack on Wraith Lord",
        "the event failed. Reroll with Destiny, or accept?",
        "Make Aldra: choose a attribute.",
        "Make Aldra: choose a item.",
        "Bog Lurker (easy). Minions: 0 Troll Whelp (1 Energy, 1 damage).",
        "Battle at Whispering Fen: Bog Lurker (3 Energy) and 2 Leech Spawn(s).",
        "The party reaches The Barrow of Kings.",
        "Spend 1 clues to draw another dungeon event",
    ],
)
def test_the_checks_catch_what_a_new_player_hit(garbled):
    assert problems(garbled)


def _names() -> list[str]:
    data = content.load()
    names = [m["minion"] for m in data["monsters"].values()] + list(content.TIERS)
    for table in ("items", "upgrades", "enchantments"):
        names += [entry["name"] for entry in data[table].values()]
    return names


def _subjects() -> list[str]:
    data = content.load()
    out = list(W.SUBJECTS) + [W.scavenge_for(r) for r in ("ore", "essence", "organics")]
    for m in data["monsters"].values():
        for unit in (m["name"], m["minion"], f"{m['minion']} 2"):
            out += [W.attack_on(unit), W.defence_against(unit)]
    return out


def test_every_test_subject_reads_in_every_sentence():
    bad = {}
    for what in _subjects():
        for text in (
            W.accept_failure(what),
            W.failed_question(what),
            W.rolls_for("Aldra", what) + ": black 6 1, red -: 1 net, success.",
            W.rolled_for("Aldra", what),
            W.passed_by("Aldra", "Engineer", what),
        ):
            if problems(text):
                bad[text] = problems(text)
    assert not bad


def test_every_name_takes_its_article_and_its_plural():
    bad = {}
    for name in _names():
        for text in (W.sentence(W.a(name)), *(W.count(n, name) + "." for n in range(4))):
            if problems(W.sentence(text)):
                bad[text] = problems(W.sentence(text))
    assert not bad
    assert W.count(2, "Wolf") == "2 Wolves" and W.count(3, "Leech Spawn") == "3 Leech Spawn"
    assert W.count(1, "Troll Whelp") == "1 Troll Whelp" and W.count(0, "Rat") == "no Rats"
    assert W.count(2, "Drowned Choirboy") == "2 Drowned Choirboys"


def test_every_monster_card_and_battle_reads():
    data = content.load()
    bad = {}
    for m in data["monsters"].values():
        texts = [T.monster_card(m)]
        for tile in data["tiles"].values():
            for mat in B.MATS_OF_KIND[tile["kind"]]:
                texts += [battle_line(tile["name"], mat, m, 5, n) for n in range(3)]
        for text in texts:
            if problems(text):
                bad[text] = problems(text)
    assert not bad


def test_a_fight_at_a_dungeon_is_set_there_not_on_a_town_square():
    for seed in range(6):
        state = opening()
        state["tile"] = "wraith_barrow"  # The Barrow of Kings, a dungeon
        state["agenda"].append({"op": "combat_start", "monster": "bog_lurker"})
        engine.AGENDA.run(Ctx(state, Chance(seed)))
        state = play(state, Chance(seed), type="fight")
        line = next(x for x in state["log"] if x.startswith("Battle"))
        assert line.startswith("Battle at the Barrow of Kings, in a "), line
        assert state["combat"]["mat"] in B.MATS_OF_KIND["dungeon"]


def test_every_item_card_and_outcome_reads():
    data = content.load()
    bad = {}
    for item_id, item in data["items"].items():
        sheet = {**item, "worth": 1, "slots": 2, "traits": item.get("traits", {})}
        text = T.item_card(sheet)
        if problems(text):
            bad[item_id] = (text, problems(text))
    for tile_id, tile in data["tiles"].items():
        for side in ("success", "failure"):
            text = W.sentence(describe(tile[side])) + "."
            if problems(text):
                bad[tile_id] = (text, problems(text))
    assert not bad


def test_the_prompts_for_making_a_character_read():
    match = Match(RULES, {"party_size": 1}, 1).start()
    for kind in ("race", "role", "attribute", "skill", "item"):
        text = match.view(0)["prompt"]["text"]
        assert not problems(text), text
        match.submit(0, bare(find(match.legal(0), type=kind, **{kind: BUILD[kind]})))


def _texts(view: dict, legal: list[dict]) -> list[tuple[str, bool]]:
    """(words, whole sentences?) the table shows: a preview may be a fragment."""
    out = [(view["prompt"].get("text", ""), True)] + [(line, True) for line in view["log"]]
    for command in legal:
        out.append((command.get("label", ""), True))
        preview = command.get("preview")
        out.append((preview.get("text", "") if isinstance(preview, dict) else preview or "", False))
    return [(t, whole) for t, whole in out if t]


def test_every_line_of_whole_sessions_reads():
    """Sessions played by the computer: every prompt, label, preview and log line."""
    bad = {}
    for seed in range(16):
        match = Match(RULES, {"party_size": 1 + seed % 4}, seed).start()
        rng = random.Random(seed)
        while match.outcome() is None:
            view, legal = match.view(0), match.legal(0)
            for text, whole in _texts(view, legal):
                for line in text.split("\n"):
                    found = problems(line if whole else W.sentence(line))
                    if found:
                        bad.setdefault(line, found)
            match.submit(0, bare(choose(view, legal, rng)))
    assert not bad, list(bad.items())[:12]
