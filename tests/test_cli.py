"""The command line as a bot or a newcomer uses it: serve, shot, and bad input."""

import json
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def run(args, stdin="", timeout=120):
    return subprocess.run(
        [sys.executable, "-m", "game", *args],
        cwd=ROOT,
        input=stdin,
        capture_output=True,
        text=True,
        timeout=timeout,
    )


def test_serve_plays_grudge_through_json_lines(tmp_path):
    save = tmp_path / "run.save"
    lines = [
        {"op": "state", "seat": 0},
        {"op": "legal", "seat": 0},
        {
            "op": "submit",
            "seat": 0,
            "command": {"type": "loadout", "weapons": ["axe"], "shield": True},
        },
        {"op": "submit", "seat": 0, "command": {"type": "fly"}},
        {"op": "hash"},
        {"op": "save", "name": "run"},
        {"op": "undo", "seat": 0},
        {"op": "redo", "seat": 0},
        {"op": "hash"},
        {"op": "load", "name": "run"},
        {"op": "state", "seat": 3},
    ]
    text = "\n".join(json.dumps(line) for line in lines) + "\nnot json\n"
    out = run(["serve", "grudge", "--seed", "4", "--saves", str(tmp_path)], text)
    assert out.returncode == 0, out.stderr
    replies = [json.loads(line) for line in out.stdout.splitlines()]
    assert len(replies) == len(lines) + 1
    state, legal, loadout, bad, hash1, saved, undo, redo, hash2, loaded, bad_seat, bad_json = (
        replies
    )
    assert state["ok"] and state["pending"]["seat"] == 0 and state["outcome"] is None
    assert state["pending"]["kind"] == "loadout" and "view" in state
    assert any(c["type"] == "loadout" for c in legal["commands"])
    assert loadout["ok"] and isinstance(loadout["events"], list)
    assert bad == {"ok": False, "error": bad["error"]} and bad["error"].endswith(".")
    assert saved == {"ok": True, "name": "run.save"} and save.exists()
    assert undo["ok"] and redo["ok"] and hash2["hash"] == hash1["hash"]
    assert loaded["ok"] and loaded["hash"] == hash1["hash"]
    assert not bad_seat["ok"] and not bad_json["ok"]


def test_serve_removes_the_temp_files_a_killed_serve_left_in_its_saves_folder(tmp_path):
    (tmp_path / ".tmp-abc123.part").write_bytes(b"half a save")
    (tmp_path / "kept.save").write_bytes(b"a save")
    out = run(["--saves", str(tmp_path), "serve", "grudge"], '{"op": "hash"}\n')
    assert out.returncode == 0, out.stderr
    assert sorted(path.name for path in tmp_path.iterdir()) == ["kept.save"]


def test_serve_refuses_an_unknown_game_in_a_sentence():
    out = run(["serve", "chess"])
    assert out.returncode == 2 and "no game called 'chess'" in out.stderr
    assert "Traceback" not in out.stderr


def test_shot_writes_a_png_and_reports_a_bad_script(tmp_path):
    script = tmp_path / "moves.jsonl"
    script.write_text('{"type": "loadout", "weapons": ["axe"], "shield": true}\n')
    out = run(
        ["shot", "grudge", "--seed", "2", "--script", str(script), "--out", str(tmp_path / "a.png")]
    )
    assert out.returncode == 0, out.stderr
    assert (tmp_path / "a.png").read_bytes()[:4] == b"\x89PNG"
    script.write_text("{oops\n")
    out = run(["shot", "grudge", "--script", str(script), "--out", str(tmp_path / "b.png")])
    assert (
        out.returncode == 2 and "line 1 is not JSON" in out.stderr and "Traceback" not in out.stderr
    )
    script.write_text('{"type": "teleport"}\n')
    out = run(["shot", "grudge", "--script", str(script), "--out", str(tmp_path / "c.png")])
    assert out.returncode == 2 and "refused" in out.stderr and "Traceback" not in out.stderr


def test_a_grim_match_served_for_seat_0_never_shows_seat_1s_hand_or_a_deck():
    """Played to its end through serve --seat 0 against the AI: no answer names a card the
    seat may not see (checked in-process against the match's own state at every step)."""
    import random

    from game.core.match import Match
    from game.core.playout import bare
    from game.core.protocol import Session
    from game.core.registry import get_manifest, get_rules
    from tests.test_playout import leaks

    rules = get_rules("grim")
    for seed in range(3):
        match = Match(rules, None, seed, human_seats={0}).start()
        session = Session(match, seat=0, ai=get_manifest("grim").load_ai())
        session.others_move()
        rng = random.Random(seed)
        while match.outcome() is None:
            answers = [
                session.handle_line(json.dumps({"op": "state"})),
                session.handle_line(json.dumps({"op": "legal"})),
            ]
            leaked = leaks(answers, rules.hidden_from(match.state, 0))
            assert not leaked, f"seed {seed}: seat 0 was shown {leaked[:3]}"
            move = bare(rng.choice(answers[1]["commands"]))
            reply = session.handle_line(json.dumps({"op": "submit", "command": move}))
            assert all(answer["ok"] for answer in [*answers, reply])
            leaked = leaks(reply, rules.hidden_from(match.state, 0))
            assert not leaked, f"seed {seed}: seat 0 was shown {leaked[:3]}"
        refused = session.handle_line(json.dumps({"op": "state", "seat": 1}))
        assert not refused["ok"]


def test_serve_for_one_seat_with_the_ai_as_the_other_side():
    lines = [{"op": "state"}, {"op": "state", "seat": 1}, {"op": "legal"}]
    out = run(
        ["serve", "grim", "--seed", "2", "--seat", "0", "--ai-others"],
        "\n".join(json.dumps(line) for line in lines) + "\n",
    )
    assert out.returncode == 0, out.stderr
    state, other, legal = [json.loads(line) for line in out.stdout.splitlines()]
    assert state["ok"] and state["view"]["seat"] == 0
    assert not other["ok"] and "seat 0" in other["error"]
    assert legal["ok"]


def test_shot_renders_a_saved_match_after_a_chosen_move(tmp_path):
    from game.core.playout import random_playout
    from game.core.registry import get_rules
    from game.core.saves import save_match

    match = random_playout(get_rules("grudge"), 3, max_commands=30)
    save = save_match(match, tmp_path / "run.save")
    out = tmp_path / "move5.png"
    shown = run(["shot", "--save", str(save), "--at", "5", "--out", str(out)])
    assert shown.returncode == 0, shown.stderr
    assert out.read_bytes().startswith(b"\x89PNG")
    late = run(["shot", "--save", str(save), "--at", "999", "--out", str(tmp_path / "x.png")])
    assert late.returncode == 2
    assert f"from 0 to {len(match.log) - 1}" in late.stderr
    both = run(["shot", "grudge", "--save", str(save), "--out", str(tmp_path / "y.png")])
    assert both.returncode == 2 and "not both" in both.stderr


def test_serve_opens_a_scenario_and_lists_the_shipped_ones(tmp_path):
    listed = run(["scenarios", "--json"])
    assert listed.returncode == 0, listed.stderr
    shipped = json.loads(listed.stdout)
    assert {"grimheim", "grimlore"} <= {s["game"] for s in shipped}
    assert all({"id", "game", "title", "kind", "goal", "file"} <= set(s) for s in shipped)
    bridge = ROOT / "assets" / "grimheim" / "scenarios" / "hold-the-bridge.yaml"
    served = run(["serve", "grimheim", "--scenario", str(bridge)],
                 stdin=json.dumps({"op": "state", "seat": 0}) + "\n")
    reply = json.loads(served.stdout)
    assert reply["ok"] and "Hold the Bridge" in json.dumps(reply["view"])
    wrong = run(["serve", "grim", "--scenario", str(bridge)])
    assert wrong.returncode == 2 and "not of GRIM the Card Game" in wrong.stderr
    broken = tmp_path / "broken.yaml"
    broken.write_text(bridge.read_text().replace("kind: puzzle", "kind: riddle"))
    refused = run(["serve", "grimheim", "--scenario", str(broken)])
    assert refused.returncode == 2
    assert "broken.yaml, field 'kind': 'riddle' is not one of" in refused.stderr
