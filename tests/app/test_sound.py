"""Sound effects: made by our own script, chosen by the game's manifest from what happened,
saved as settings, and silent in tests (SDL's dummy audio driver)."""
from __future__ import annotations

import subprocess
import sys
import wave
from pathlib import Path

import pytest

from game.app.settings import Settings, load_settings
from game.app.sound import NAMES, SOUNDS_DIR, Sounds, sound_for
from game.core.registry import all_rules, manifest_of

ROOT = Path(__file__).resolve().parents[2]


def test_the_sound_script_reproduces_the_committed_files(tmp_path):
    out = subprocess.run([sys.executable, str(ROOT / "tools" / "make_sounds.py"), str(tmp_path)],
                         capture_output=True, text=True, timeout=120)
    assert out.returncode == 0, out.stderr
    for name in NAMES:
        made = tmp_path / f"{name}.wav"
        assert made.read_bytes() == (SOUNDS_DIR / f"{name}.wav").read_bytes(), name
        with wave.open(str(made)) as sound:
            seconds = sound.getnframes() / sound.getframerate()
        assert 0.05 < seconds < 0.6, name  # short effects, not music


def test_a_change_makes_the_most_telling_sound_it_calls_for():
    sounds = {"hit": ("strike_hit",), "card": ("card_assigned",), "turn": ("your_turn",)}
    assert sound_for([{"type": "card_assigned"}, {"type": "strike_hit"}], sounds) == "hit"
    assert sound_for([{"type": "your_turn"}, {"type": "die_rolled", "faces": [3]}], sounds) == "dice"
    assert sound_for([{"type": "moved"}], sounds) is None


@pytest.mark.parametrize("rules", all_rules(), ids=lambda r: r.id)
def test_every_game_names_only_known_sounds(rules):
    assert set(manifest_of(rules).sounds) <= set(NAMES)


def test_volume_and_mute_are_kept_and_a_bad_volume_is_clamped(tmp_path):
    (tmp_path / "settings.json").write_text('{"volume": 7, "muted": true}')
    settings = load_settings(tmp_path)
    assert settings.volume == 1.0 and settings.muted is True
    assert Settings.from_dict({"volume": "loud"}).volume == Settings().volume


def test_muted_or_silent_sounds_still_say_what_they_would_play():
    sounds = Sounds(volume=0.5, muted=True)
    sounds.play("hit")  # never raises, never opens a device here
    assert sounds.last == "hit" and not sounds.audible


def test_a_hit_at_the_table_plays_the_hit_sound(tmp_path):
    from game.app.catalog import Catalog
    from game.app.main import headless_context
    from game.app.session import board_scene_for
    from game.core.match import Match
    from game.core.registry import get_rules

    rules = get_rules("grudge")
    ctx = headless_context(tmp_path, catalog=Catalog([rules]))
    match = Match(rules, None, 3).start()
    board = board_scene_for(ctx, match)
    heard = []
    ctx.sounds.play = heard.append  # type: ignore[method-assign]
    import random

    from game.core.playout import bare

    rng = random.Random(3)
    while match.outcome() is None and "hit" not in heard and len(match.log) < 2000:
        seat = match.pending().seat
        board.table.viewer = seat
        board.submit(bare(rng.choice(match.legal(seat))))
    assert "hit" in heard and "card" in heard
