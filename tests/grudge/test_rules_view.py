"""The view shows the table and hides deck orders, unrevealed cards and the seed."""
import json

from game.core.match import Match
from game.core.playout import bare
from game.games.grudge.rules import RULES
from tests.grudge.grudge_fixtures import make_state


def test_view_keys_and_hidden_information():
    s = make_state()
    s["decks"]["m_action"] = ["HQ", "S3"]
    v = RULES.view(s, 0)
    for key in ("phase", "prompt", "board", "warrior", "luckstones", "monsters", "hand", "cards",
                "initiative_hand", "monster_cards", "turn_order", "decks", "room",
                "encounters_seen", "run", "log", "outcome"):
        assert key in v
    assert all(isinstance(n, int) for n in v["decks"].values() if not isinstance(n, bool))
    text = json.dumps(v)
    assert "HQ" not in text and "seed" not in text
    assert v["monster_cards"]["main"] == "S8"


def test_monster_cards_are_hidden_until_drawn():
    match = Match(RULES, seed=3).start()
    while match.pending().kind != "initiative":
        match.submit(0, bare(match.legal(0)[0]))
    assert RULES.view(match.state, 0)["monster_cards"]["main"] is None
    assert RULES.view(match.state, 0)["room"]["encounter"]


def test_summary_and_outcome():
    s = make_state()
    assert RULES.summary(s) == "Room 1, Warparty - Health 5, 1 monster left"
    assert RULES.outcome(s) is None


def test_the_monsters_cards_leave_the_table_with_their_round():
    # The player must remember earlier Monster cards: the journal never names them, and the
    # table shows them only during their round.
    from game.games.grudge.rules import cards
    match = Match(RULES, seed=3).start()
    while match.pending().kind != "main_action" and match.outcome() is None:
        match.submit(0, bare(match.legal(0)[0]))
    drawn = match.state["round"]["m_cards"] + match.state["round"]["m_init"]
    assert RULES.view(match.state, 0)["monster_cards"]["main"] == drawn[0]
    # the Warrior's own draw and card choice are the only lines that name cards
    journal = [line for line in RULES.view(match.state, 0)["log"]
               if not line.startswith(("Round ", "Main "))]
    assert not any(cards.name(c) in line for c in drawn for line in journal)
    assert any(line.startswith("The Monsters turn up their cards") for line in journal)


def test_view_tells_which_monsters_the_warrior_can_see():
    from tests.grudge.grudge_fixtures import make_state

    state = make_state(warrior=(3, 0), walls=((3, 3),),
                       monsters=(("goblin", "spear", (3, 6)), ("goblin", "bow", (6, 6))))
    sight = {m["id"]: m["in_sight"] for m in RULES.view(state, 0)["monsters"]}
    assert sight == {"m1": False, "m2": True}


def _to_round(match, number):
    """Answer every question with its first option until round ``number`` asks for Initiative."""
    while not (match.pending().kind == "initiative" and match.state["run"]["round"] == number):
        assert match.outcome() is None
        match.submit(0, bare(match.legal(0)[0]))


def test_cards_of_an_ended_round_leave_the_journal():
    from tests.test_playout import leaks
    match = Match(RULES, seed=3).start()
    _to_round(match, 1)
    match.submit(0, bare(match.legal(0)[0]))  # Initiative: the lowest card
    during = RULES.view(match.state, 0)["log"]
    assert "Your Initiative is 1." in during and "Round 1: you draw three cards." not in during
    _to_round(match, 2)
    after = RULES.view(match.state, 0)["log"]
    assert "Your Initiative is ?." in after and "Your Initiative is 1." not in after
    assert "Round 1: you draw three cards." in after
    assert "Main ?, Reaction ?, Interrupt ?." in after
    assert not any("\u27e6" in line for line in after)
    assert "Your Initiative is 1." in RULES.hidden_from(match.state, 0)
    # nothing the player is handed names them again: views, prompts, events
    events = [e for entry in match.log for e in entry.events]
    shown = {"view": match.view(0), "events": match.redact(events, 0),
             "pending": match.pending().to_dict()}
    assert not leaks(shown, RULES.hidden_from(match.state, 0))


def test_a_finished_run_shows_its_whole_journal():
    from game.core.playout import random_playout
    match = random_playout(RULES, 4)
    assert match.outcome() is not None
    journal = RULES.view(match.state, 0)["log"]
    from game.games.grudge.rules import journal as memory
    assert memory.forgotten(match.state) == [] and "?" not in " ".join(journal)
    assert any(line.startswith("Your Initiative is ") for line in journal)
