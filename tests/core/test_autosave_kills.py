"""Killing the app at random moments while it autosaves never loses the newest completed
autosave, and the temp files a kill leaves are cleaned when the app starts again."""
import os
import random
import signal
import subprocess
import sys
import time
from pathlib import Path

from game.core.saves import autosave_path, clean_temp_files, load_match

ROOT = Path(__file__).resolve().parents[2]
WRITER = """
import sys
from game.core.match import Match
from game.core.saves import autosave
from game.core.registry import get_rules
from game.core.playout import bare
folder = sys.argv[1]
match = Match(get_rules("grudge"), None, 5, casual_undo=True).start()
done = 0
while True:
    seat = match.pending().seat
    commands = [c for c in match.legal(seat) if c.get("type") in ("menu", "back")] or match.legal(seat)
    match.submit(seat, bare(commands[0]))
    autosave(match, folder)
    done += 1
    print(done, len(match.log), flush=True)
"""


def test_a_hundred_kills_never_lose_the_newest_autosave(tmp_path):
    rng = random.Random(4)
    kills = int(os.environ.get("GRIMTABLE_AUTOSAVE_KILLS", "100"))
    path = autosave_path(tmp_path, "grudge")
    for _ in range(kills):
        writer = subprocess.Popen([sys.executable, "-c", WRITER, str(tmp_path)], cwd=ROOT,
                                  stdout=subprocess.PIPE, text=True)
        first = writer.stdout.readline()  # one autosave completed: there is a newest one
        assert first, "the writer died before its first autosave"
        time.sleep(rng.random() * 0.05)
        writer.send_signal(signal.SIGKILL)
        finished = (first + writer.stdout.read()).split("\n")[:-1]  # a cut last line is not done
        writer.wait()
        newest_log = int(finished[-1].split()[1])
        loaded = load_match(path)  # never missing, never half-written
        assert len(loaded.log) >= newest_log
        clean_temp_files(tmp_path)
        assert not [p for p in tmp_path.iterdir() if p.name.startswith(".tmp-")]
