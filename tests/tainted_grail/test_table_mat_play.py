"""The battlemat on the card engine, with the mouse through the real input layer: a party of
one plays a card of the hand by clicking it and the Sequence grows, ends the Activation with
its button, and escapes with the Escape button after saying yes; parties of one and two play
whole Combats and Diplomacies by clicks alone."""

import os
import random

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from game.app.scenes.dialog import MessageBox  # noqa: E402
from game.games.tainted_grail.table.encounter import EncounterScreen  # noqa: E402
from tests.tainted_grail.table_play import Table, reach  # noqa: E402


def activation(kind: str):
    """Cadoc alone, Active in an Encounter of ``kind`` with a card he may play."""

    def wanted(match):
        if match.outcome() is not None or match.pending().kind != "encounter":
            return False
        enc = match.view(0)["encounter"]
        return (
            bool(enc)
            and enc.get("kind") == kind
            and "sequence" in enc
            and any(c["type"] == "play" for c in match.legal(0))
        )

    return reach(wanted, seeds=range(40), heroes=("cadoc",))


def test_a_click_on_a_card_of_the_hand_plays_it_onto_the_sequence(tmp_path):
    match = activation("combat")
    table = Table(tmp_path, match)
    scene = table.scene
    scene._sync()
    assert isinstance(scene.screen, EncounterScreen)
    before = len(scene.view["encounter"]["sequence"])
    play = next(c for c in scene.legal if c["type"] == "play" and not c.get("magic"))
    table.click(scene.locate(play))
    if scene.popup is not None:  # the card also plays with Magic paid: the list opened
        row = next(r for r in scene.popup.rows if r.choice.payload is play)
        table.click(row.rect.center)
    assert match.log[-1].command["type"] == "play"
    assert match.log[-1].command["card"] == play["card"]
    scene._sync()
    sequence = scene.view["encounter"]["sequence"] if scene.view["encounter"] else []
    assert not sequence or len(sequence) > before or scene.view["encounter"]["over"]
    surface = pygame.Surface((1280, 720))
    scene.draw(surface)


def test_ending_the_activation_and_escaping_go_through_their_buttons(tmp_path):
    match = activation("combat")
    table = Table(tmp_path, match)
    scene = table.scene
    scene._sync()
    escape = next(c for c in scene.legal if c["type"] == "escape")
    table.click(scene.locate(escape))
    assert isinstance(table.top, MessageBox)
    table.press("No", table.top)
    assert match.log[-1].command["type"] != "escape"
    table.click(scene.locate(escape))
    table.answer()
    assert match.log[-1].command["type"] == "escape"
    assert "cadoc" not in (match.state["encounter"] or {}).get("party", [])


def test_a_diplomacy_shows_its_affinity_and_a_card_plays_with_a_click(tmp_path):
    match = activation("diplomacy")
    table = Table(tmp_path, match)
    scene = table.scene
    scene._sync()
    enc = scene.view["encounter"]
    assert enc["kind"] == "diplomacy" and isinstance(scene.screen, EncounterScreen)
    play = next(c for c in scene.legal if c["type"] == "play" and not c.get("magic"))
    table.move(scene.locate(play))
    i = scene.screen._hovered_hand()
    assert scene.screen.preview_lines(i)[0].startswith("Affinity ")
    assert table.do(play)


def mouse_encounter(tmp_path, match, seat: int = 0) -> str:
    """Play the Encounter at hand to its end with the mouse alone: every answer (the AI's
    pick, so the party plays sensibly) is clicked where the table shows it."""
    from game.games.tainted_grail.ai.player import choose

    table = Table(tmp_path, match)
    rng = random.Random(5)
    for _ in range(300):
        if match.outcome() is not None or match.state["encounter"] is None:
            break
        command = choose(match.view(seat), match.legal(seat), rng)
        assert table.do(command), f"no place to click for {command['label']!r}"
    assert match.state["encounter"] is None, "the Encounter never ended"
    return match.state["last_encounter"]


@pytest.mark.parametrize("heroes", [("cadoc",), ("ysolt", "rhoswen")])
@pytest.mark.parametrize("kind", ["combat", "diplomacy"])
def test_a_party_plays_an_encounter_to_its_end_with_the_mouse(tmp_path, heroes, kind):
    """A party of one and of two see a Combat and a Diplomacy through by clicks, and over a
    few meetings win at least one."""
    results = []
    for first in range(0, 60, 12):

        def meeting(match):
            enc = match.view(0).get("encounter") if match.outcome() is None else None
            return bool(enc) and enc.get("kind") == kind and "sequence" in enc

        match = reach(meeting, seeds=range(first, first + 12), heroes=heroes)
        results.append(mouse_encounter(tmp_path, match))
        if "win" in results:
            break
    assert "win" in results, results


def test_greedys_choices_are_lit_and_a_click_gives_the_terror_to_the_one_named(tmp_path):
    """A Greedy talk with no Wealth in the party: each '<name> gains 1 Terror' is a lit button
    (grey is a closed one's look) and a click lays the Terror on that Character."""
    from game.app.scenes.table_screen import CommandButton
    from tests.tainted_grail.encounter_helpers import begin, keep_hands
    from tests.tainted_grail.helpers import start

    heroes = ("ysolt", "cadoc")
    fresh = start(*heroes)
    decks = {h: list(fresh.state["chars"][h]["decks"]["diplomacy"]["deck"]) for h in heroes}
    match = begin("eel-merchant", decks)
    keep_hands(match)
    assert {c["type"] for c in match.legal(0)} == {"terror"}
    table = Table(tmp_path, match)
    table.scene._sync()
    lit = [w for w in table.scene.screen.ui.widgets if isinstance(w, CommandButton)]
    cadoc = next(w for w in lit if w.command.get("cid") == "cadoc")
    assert {w.style for w in lit if w.command["type"] == "terror"} == {"accent"}
    assert cadoc.label == "Cadoc gains 1 Terror"
    terror = match.state["chars"]["cadoc"]["terror"]
    table.click(cadoc.rect.center)
    assert match.state["chars"]["cadoc"]["terror"] == terror + 1


@pytest.mark.parametrize(
    "hero, card, field, gain",
    [
        ("ysolt", "ysolt:diplomacy:B06", "hand", 1),  # Rowing Song: Pay 1 charge, draw 1
        ("rhoswen", "rhoswen:diplomacy:B07", "duration", 1),  # Point of Order: 1 Duration
    ],
)
def test_a_cards_charges_are_paid_with_a_button_under_it_and_a_click_on_the_card(
    tmp_path, hero, card, field, gain
):
    """A played card with "Pay 1 charge" shows a button with that price under it in the
    Sequence; the button pays one charge, and a click on the card's face pays the next."""
    from game.app.scenes.table_screen import CommandButton
    from tests.tainted_grail.encounter_helpers import begin, enc, keep_hands
    from tests.tainted_grail.helpers import start

    fresh = start(hero)
    deck = [c for c in fresh.state["chars"][hero]["decks"]["diplomacy"]["deck"] if c != card]
    hand = [card, *deck[:4]]
    match = begin("toll-bandits", {hero: [card, *deck]}, draws={hero: (hand, deck[4:])})
    keep_hands(match)
    table = Table(tmp_path, match)
    scene = table.scene
    while not any(c.get("card") == card for c in match.legal(0) if c["type"] == "play"):
        assert table.do(match.legal(0)[0])  # the Greedy toll first
    assert table.do(next(c for c in match.legal(0) if c.get("card") == card))

    def amount():
        e = enc(match)
        return len(e["zones"][hero]["hand"]) if field == "hand" else e[field]

    scene._sync()
    rect, entry = next((r, e) for r, e in scene.screen.seq_rects if e["card"] == card)
    buttons = [
        w
        for w in scene.screen.ui.widgets
        if isinstance(w, CommandButton) and w.command["type"] == "use_charges"
    ]
    assert [w.label for w in buttons] == ["Pay 1 charge"]
    assert buttons[0].rect.top >= rect.bottom and buttons[0].rect.left == rect.left
    before = amount()
    table.click(buttons[0].rect.center)
    assert enc(match)["seq"][-1]["charges"] == 1 and amount() == before + gain
    scene._sync()
    table.click(next(r for r, e in scene.screen.seq_rects if e["card"] == card).center)
    assert enc(match)["seq"][-1]["charges"] == 0 and amount() == before + 2 * gain
