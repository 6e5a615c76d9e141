"""The example game of docs/adding-a-game.md, end to end through its manifest: registry, options,
co-op prompts open to several seats through the protocol, redaction, seats, undo together,
hand-off, saves and the property checks every game gets."""
import json

import pytest

from game.core import registry
from game.core.match import Match
from game.core.playout import random_playout
from game.core.protocol import Session
from game.core.saves import load_match, save_match
from game.core.table import TableSession
from tests.test_playout import check_seat_outputs


@pytest.fixture(autouse=True)
def lanterns():
    registry.register_package("lanterns", "tests.example_game")
    yield registry.get_rules("lanterns")
    registry.unregister_package("lanterns")


def ask(session, request):
    return session.handle_line(json.dumps(request))


def test_the_manifest_is_all_the_platform_needs():
    assert {"id": "lanterns", "title": "Lanterns", "players": [1, 4]} in registry.describe()
    manifest = registry.get_manifest("lanterns")
    assert manifest.defaults() == {"players": 1, "goal": 4}
    assert manifest.check_options({"players": 2, "goal": 4}) == []
    assert manifest.check_options({"players": 5, "goal": 20}) == [
        "Lanterns takes 1 to 4 players.", "Lanterns to light must be a whole number from 2 to 8."]
    assert manifest.load_ai() is not None and registry.manifest_of(registry.get_rules("lanterns")) is manifest


def test_a_prompt_open_to_two_seats_works_through_the_protocol(lanterns):
    session = Session(Match(lanterns, {"players": 2}, seed=3).start())
    for seat in (0, 1):
        state = ask(session, {"op": "state", "seat": seat})
        assert state["pending"]["seats"] == [0, 1] and state["pending"]["kind"] == "act"
    reply = ask(session, {"op": "submit", "seat": 1, "command": {"type": "shelter"}})  # 1 acts first
    assert reply["ok"] and ask(session, {"op": "state", "seat": 0})["pending"]["seats"] == [0]
    assert ask(session, {"op": "legal", "seat": 1})["commands"] == []
    refused = ask(session, {"op": "submit", "seat": 1, "command": {"type": "light"}})
    assert refused["ok"] is False and "acted this round" in refused["error"]
    reply = ask(session, {"op": "submit", "seat": 0, "command": {"type": "light"}})
    assert reply["ok"] and [e["type"] for e in reply["events"]][-1] == "wind"
    assert ask(session, {"op": "state", "seat": 0})["view"]["round"] == 2


def test_a_seat_bound_client_never_sees_another_omen(lanterns):
    match = Match(lanterns, {"players": 2}, seed=8).start()
    others = lanterns.hidden_from(match.state, 0)
    session = Session(match, seat=0)
    text = json.dumps([ask(session, {"op": "state"}), ask(session, {"op": "legal"}),
                       ask(session, {"op": "state", "seat": 1})])
    assert all(f'"{omen}"' not in text for omen in others)
    assert "seat 0" in ask(session, {"op": "state", "seat": 1})["error"]


def test_the_party_undoes_together_and_the_handoff_shows_only_for_secrets(lanterns):
    match = Match(lanterns, {"players": 2}, seed=8).start()
    match.submit(0, {"type": "shelter"})
    assert match.can_undo(1) == (True, "")  # a co-op party takes back its own last move together
    match.undo(1)
    table = TableSession(match)
    table.viewer = 1
    change = table.submit({"type": "shelter"})
    assert change.ok and table.viewer == 0
    assert change.handoff_to == (0 if lanterns.hidden_from(match.state, 0) else None)


def test_random_play_keeps_secrets_and_saves_replay(lanterns, tmp_path):
    for seed in range(30):
        match = random_playout(lanterns, 7_301_000_000 + seed, options={"players": 3},
                               each=lambda m, step: check_seat_outputs(m, m.log[-1].events))
        assert match.outcome() is not None
        assert load_match(save_match(match, tmp_path / "l.save")).state == match.state
