"""Grimheim's table sounds: each event kind the manifest names is one the rules emit, and a
battle as a seat sees it (redacted events) rattles dice, lands hits, draws loot or quests and
starts turns."""
import os
import random
import re
from pathlib import Path

os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from game.app.sound import NAMES, sound_for  # noqa: E402
from game.core.match import Match  # noqa: E402
from game.core.playout import bare  # noqa: E402
from game.games.grimheim.ai.player import choose  # noqa: E402
from game.games.grimheim.manifest import MANIFEST  # noqa: E402
from game.games.grimheim.rules import RULES  # noqa: E402

RULES_DIR = Path(__file__).resolve().parents[2] / "game" / "games" / "grimheim" / "rules"


def test_every_sound_names_an_event_the_rules_emit():
    emitted = set()
    for path in RULES_DIR.glob("*.py"):
        emitted |= set(re.findall(r'emit\(\s*"([a-z_]+)"', path.read_text()))
    assert set(MANIFEST.sounds) <= set(NAMES)
    for name, kinds in MANIFEST.sounds.items():
        assert kinds, name
        assert set(kinds) <= emitted, (name, set(kinds) - emitted)


def test_a_battle_as_a_seat_hears_it_rattles_hits_and_turns():
    heard = set()
    match = Match(RULES, {"mission": "encounter"}, 11).start()
    rng = random.Random(11)
    while match.outcome() is None and len(match.log) < 4000:
        seat = match.pending().seat
        events = match.submit(seat, bare(choose(match.view(seat), match.legal(seat), rng)))
        heard.add(sound_for(match.redact(events, 0), MANIFEST.sounds))
    assert {"hit", "dice", "card", "turn"} <= heard
