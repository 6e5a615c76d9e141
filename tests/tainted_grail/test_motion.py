"""Tainted Grail in motion: a card played from the hand flies to its place in the Sequence and
the battlemat ends as the view says; off unless a test turns it on; undo shows the end at once."""
import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402

from game.core.playout import bare  # noqa: E402
from tests.tainted_grail.table_play import Table  # noqa: E402
from tests.tainted_grail.test_table_mat_play import activation  # noqa: E402


def frame(scene):
    surface = pygame.Surface((1280, 720))
    scene.draw(surface)
    return pygame.image.tobytes(surface, "RGB")


def test_a_card_played_flies_from_the_hand_into_the_sequence(tmp_path):
    match = activation("combat")
    scene = Table(tmp_path, match).scene
    assert not scene.motion.enabled
    scene.motion.enabled = True
    scene._sync()
    play = next(c for c in scene.legal if c["type"] == "play" and not c.get("magic"))
    start = next(r for r, c in zip(scene.screen.hand_rects, scene.screen.hand) if c["card"] == play["card"])
    scene.submit(bare(play))
    flights = [t for k, t in scene.motion.tweens.items() if k[0] == "fly"]
    assert len(flights) == 1 and flights[0].data["start"] == start
    scene.motion.advance(150)
    middle = frame(scene)
    scene.motion.advance(1_000)
    end = frame(scene)
    still = Table(tmp_path / "still", match).scene
    assert end == frame(still) and middle != end
    scene.motion.enabled = True
    scene.undo()
    assert not scene.motion.active
