"""The command line as a bot or a newcomer uses it: serve, shot, and bad input."""
import json
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def run(args, stdin="", timeout=120):
    return subprocess.run([sys.executable, "-m", "game", *args], cwd=ROOT, input=stdin,
                          capture_output=True, text=True, timeout=timeout)


def test_serve_plays_grudge_through_json_lines(tmp_path):
    save = tmp_path / "run.json"
    lines = [
        {"op": "state", "seat": 0},
        {"op": "legal", "seat": 0},
        {"op": "submit", "seat": 0, "command": {"type": "loadout", "weapons": ["axe"], "shield": True}},
        {"op": "submit", "seat": 0, "command": {"type": "fly"}},
        {"op": "hash"},
        {"op": "save", "path": str(save)},
        {"op": "undo", "seat": 0},
        {"op": "redo", "seat": 0},
        {"op": "hash"},
        {"op": "load", "path": str(save)},
        {"op": "state", "seat": 3},
    ]
    text = "\n".join(json.dumps(line) for line in lines) + "\nnot json\n"
    out = run(["serve", "grudge", "--seed", "4"], text)
    assert out.returncode == 0, out.stderr
    replies = [json.loads(line) for line in out.stdout.splitlines()]
    assert len(replies) == len(lines) + 1
    state, legal, loadout, bad, hash1, saved, undo, redo, hash2, loaded, bad_seat, bad_json = replies
    assert state["ok"] and state["pending"]["seat"] == 0 and state["outcome"] is None
    assert state["pending"]["kind"] == "loadout" and "view" in state
    assert any(c["type"] == "loadout" for c in legal["commands"])
    assert loadout["ok"] and isinstance(loadout["events"], list)
    assert bad == {"ok": False, "error": bad["error"]} and bad["error"].endswith(".")
    assert saved["ok"] and save.exists()
    assert undo["ok"] and redo["ok"] and hash2["hash"] == hash1["hash"]
    assert loaded["ok"] and loaded["hash"] == hash1["hash"]
    assert not bad_seat["ok"] and not bad_json["ok"]


def test_serve_refuses_an_unknown_game_in_a_sentence():
    out = run(["serve", "chess"])
    assert out.returncode == 2 and "no game called 'chess'" in out.stderr
    assert "Traceback" not in out.stderr


def test_shot_writes_a_png_and_reports_a_bad_script(tmp_path):
    script = tmp_path / "moves.jsonl"
    script.write_text('{"type": "loadout", "weapons": ["axe"], "shield": true}\n')
    out = run(["shot", "grudge", "--seed", "2", "--script", str(script), "--out", str(tmp_path / "a.png")])
    assert out.returncode == 0, out.stderr
    assert (tmp_path / "a.png").read_bytes()[:4] == b"\x89PNG"
    script.write_text("{oops\n")
    out = run(["shot", "grudge", "--script", str(script), "--out", str(tmp_path / "b.png")])
    assert out.returncode == 2 and "line 1 is not JSON" in out.stderr and "Traceback" not in out.stderr
    script.write_text('{"type": "teleport"}\n')
    out = run(["shot", "grudge", "--script", str(script), "--out", str(tmp_path / "c.png")])
    assert out.returncode == 2 and "refused" in out.stderr and "Traceback" not in out.stderr
