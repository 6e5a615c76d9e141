"""A bot that plays a whole match through `serve` as a separate program would: seat 0 picks a
random legal command, the game's AI (where it has one) plays the other seats."""

from __future__ import annotations

import json
import random
import subprocess
from pathlib import Path

MOVE_LIMIT = 3000  # every game ends far sooner with random play (grim: about 150 moves)


def play_to_the_end(
    program: list[str], game: str, cwd: Path, env: dict[str, str], seed: int = 5
) -> dict:
    """``program`` is how to start the app (``[python, "-m", "game"]`` or a desktop build's
    executable). Returns the match's outcome; fails on an error answer or a stuck seat."""
    server = subprocess.Popen(
        [
            *program,
            "serve",
            game,
            "--seed",
            str(seed),
            "--seat",
            "0",
            *(["--ai-others"] if game != "grudge" else []),
        ],
        cwd=cwd,
        env=env,
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    assert server.stdin is not None and server.stdout is not None and server.stderr is not None

    def ask(request: dict) -> dict:
        server.stdin.write(json.dumps(request) + "\n")
        server.stdin.flush()
        reply = json.loads(server.stdout.readline())
        assert reply["ok"], f"{game}: {request['op']} refused: {reply}"
        return reply

    rng = random.Random(f"{game}:{seed}")
    try:
        for _ in range(MOVE_LIMIT):
            state = ask({"op": "state"})
            if state["outcome"] is not None:
                return state["outcome"]
            legal = ask({"op": "legal"})["commands"]
            assert legal, f"{game}: seat 0 has nothing to do at {state['pending']}"
            ask({"op": "submit", "command": rng.choice(legal)})
        raise AssertionError(f"{game} did not end in {MOVE_LIMIT} moves")
    finally:
        server.stdin.close()
        server.wait(timeout=60)
        errors = server.stderr.read()
        assert "Traceback" not in errors, errors
