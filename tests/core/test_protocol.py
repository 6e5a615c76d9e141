import io
import json

from game.core.match import Match
from game.core.protocol import Session, serve
from tests.core.race import RACE


def session():
    return Session(Match(RACE, {"players": 2}, seed=1).start())


def ask(s, request):
    return s.handle_line(request if isinstance(request, str) else json.dumps(request))


def test_state_legal_submit_and_hash():
    s = session()
    seat = s.match.pending().seat
    state = ask(s, {"op": "state", "seat": seat})
    assert state["ok"] and state["pending"]["seat"] == seat and state["outcome"] is None
    commands = ask(s, {"op": "legal", "seat": seat})["commands"]
    assert {"type": "roll"} in commands
    reply = ask(s, {"op": "submit", "seat": seat, "command": {"type": "step", "n": 2}})
    assert reply["ok"] and reply["events"][0]["type"] == "moved"
    assert ask(s, {"op": "hash"})["hash"] == s.match.hash()


def test_bad_lines_answer_errors_and_go_on():
    s = session()
    for line in ["not json", "[1]", {"op": "fly"}, {"op": "state", "seat": 9},
                 {"op": "state", "seat": True}, {"op": "submit", "seat": 0, "command": 3},
                 {"op": "submit", "seat": 1 - s.match.pending().seat, "command": {"type": "roll"}},
                 {"op": "undo", "seat": 0}, {"op": "load", "path": "/nonexistent/x.json"},
                 {"op": "save"}]:
        reply = ask(s, line)
        assert reply["ok"] is False and isinstance(reply["error"], str) and reply["error"]


def test_serve_writes_one_line_per_line_and_ends_cleanly():
    out = io.StringIO()
    code = serve(Match(RACE, {"players": 2}, seed=1).start(),
                 io.StringIO('{"op":"hash"}\nbroken\n\n{"op":"state","seat":0}\n'), out)
    lines = out.getvalue().splitlines()
    assert code == 0 and len(lines) == 3
    assert [json.loads(line)["ok"] for line in lines] == [True, False, True]


def test_odd_lines_get_a_sentence_not_an_internal_error():
    s = session()
    for line in ['{"op": ["state"]}', '{"op": {"a": 1}}', "[" * 50000 + "]" * 50000,
                 '{"op": "state", "seat": ' + "9" * 5000 + "}",
                 '{"op": "state", "seat": 1e400}', '{"op": "load", "path": "/dev/zero"}',
                 '{"op": "load", "path": "/"}']:
        reply = ask(s, line)
        assert reply["ok"] is False and "Internal error" not in reply["error"], line[:40]


def test_a_session_bound_to_a_seat_answers_only_for_it():
    s = Session(Match(RACE, {"players": 2}, seed=1).start(), seat=0)
    assert ask(s, {"op": "state"})["ok"]
    for op in ("state", "legal", "undo"):
        reply = ask(s, {"op": op, "seat": 1})
        assert reply["ok"] is False and "seat 0" in reply["error"]


def test_submit_answers_redacted_events():
    s = session()
    seat = s.match.pending().seat
    reply = ask(s, {"op": "submit", "seat": seat, "command": {"type": "roll"}})
    assert reply["ok"] and all(set(event) <= {"type", "log", "reveal"} for event in reply["events"])
