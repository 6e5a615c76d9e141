"""Issue #25: a Fate window opens only where a die could change how the roll ends (the
rulings' "A window opens only when a die could change something"): a shot already fully
saved asks the defender nothing, one that still wounds does."""

from game.games.grimheim.rules import state as St
from tests.grimheim.fixtures import Dice, activate, legal, model, position, prompt, send


def shot_at_defender(defense_faces):
    """Hock's javelins hit once with a natural 6; the defender holds Fate dice 6 and 2."""
    s = position([(5, 5), (6, 5)], [(6, 10)])
    s["players"][0]["fate"] = []
    s["players"][1]["fate"] = [6, 2]
    activate(s, 0, 1)
    shot = next(c for c in legal(s, 0) if c["type"] == "shoot" and c["weapon"] == "javelins")
    send(s, 0, shot)
    assert prompt(s).kind == "react" and prompt(s).seat == 1
    send(s, 1, {"type": "no_react"}, Dice(6, 1, *defense_faces))  # the attack rolls now
    return s


def test_a_shot_already_saved_opens_no_fate_window_for_the_defender():
    s = shot_at_defender((6, 6, 6))  # a critical save cancels the one critical hit
    assert prompt(s).seat == 0 and prompt(s).kind == "act"
    assert model(s, 1)["wounds"] == model(s, 1)["wnd"]


def test_a_shot_that_would_wound_still_asks_and_offers_only_useful_dice():
    s = shot_at_defender((1, 1, 1))
    assert prompt(s).kind == "fate" and prompt(s).seat == 1
    table = St.fate_table(s, 1)["abilities"]
    offered = [c for c in legal(s, 1) if c["type"] == "fate" and "strike" in c]
    assert offered and all(table[c["ability"]]["kind"] in ("save", "replace") for c in offered)
    # the 2 reads as one Save point, and a critical hit takes two: it would change nothing
    faces = s["players"][1]["fate"]
    assert [faces[c["die"]] for c in offered] == [6]
