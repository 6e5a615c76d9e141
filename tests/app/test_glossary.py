"""Rules words in tooltips: a game's glossary comes from its player guide, and a tooltip that
names a rules word gets its meaning added."""
from game.app.glossary import MAX_TERMS, explain, glossary


def test_the_glossaries_hold_the_words_players_meet():
    grudge, grim = glossary("grudge"), glossary("grim")
    assert {"Prone", "Rooted", "Flail", "Bow", "Riposte", "Troll"} <= set(grudge)
    assert {"Burn", "Freeze", "Hindered", "Water Spirit Bonus", "Earth Haven"} <= set(grim)
    assert all(0 < len(meaning) <= 175 for meaning in [*grudge.values(), *grim.values()])


def test_a_tooltip_naming_a_rules_word_gets_its_meaning():
    tip = explain("Trip it (Prone)", "grudge")
    assert tip.startswith("Trip it (Prone)\nProne: ") and "Move" in tip
    assert explain("Prone: already about Prone", "grudge") == "Prone: already about Prone"
    assert explain("Trip it (Prone)", None) == "Trip it (Prone)"


def test_the_longest_word_wins_and_a_tooltip_stays_short():
    tip = explain("Use the Water Spirit Bonus, then Burn and Freeze and Root", "grim")
    lines = tip.split("\n")
    assert lines[1].startswith("Water Spirit Bonus:") and len(lines) == 1 + MAX_TERMS
    assert not any(line.startswith("Water:") for line in lines)


def test_a_term_defined_by_a_list_reads_as_one_sentence():
    meaning = glossary("grim")["Hindered"]
    assert ",;" not in meaning and ";;" not in meaning
    assert meaning.startswith("An Attack is Hindered when")


def test_a_heading_that_teaches_the_mouse_is_not_a_rules_word():
    # the GRIM guide's "Attack" tells where to click: a deck's tooltip naming attacks must not
    # grow a how-to paragraph
    assert "Attack" not in glossary("grim")
    tip = explain("Fire deck: strong Attacks that leave Burn behind.", "grim")
    assert "Click" not in tip and "Burn:" in tip
