"""GRIM in motion: a card played from the hand flies to its place and the table ends as the
view says; a Grim's lost Health floats up; a Grim knocked out falls; off unless turned on."""
import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402

from game.core.playout import bare  # noqa: E402
from tests.grim.test_scene import Table, first_run, kind_is  # noqa: E402


def frame(scene):
    surface = pygame.Surface((1280, 720))
    scene.draw(surface)
    return pygame.image.tobytes(surface, "RGB")


def test_a_card_from_the_hand_flies_to_the_field_and_lands_where_the_view_puts_it(tmp_path):
    match = first_run(kind_is("attach"))
    table = Table(tmp_path, match)
    scene = table.scene
    assert not scene.motion.enabled  # off in tests unless a test turns it on
    scene.motion.enabled = True
    command = next(c for c in match.legal(match.pending().seat) if c["type"] == "attach")
    scene.submit(bare(command))
    flying = [key for key in scene.motion.tweens if key[0] == "fly"]
    assert flying == [("fly", str(command["card"]))]
    scene.motion.advance(150)
    middle = frame(scene)
    scene.motion.advance(1_000)
    assert not scene.animating()
    end = frame(scene)
    still = Table(tmp_path / "still", match).scene
    assert end == frame(still) and middle != end


def test_health_lost_floats_up_and_a_grim_knocked_out_falls(tmp_path):
    match = first_run(kind_is("attach"))
    scene = Table(tmp_path, match).scene
    scene.motion.enabled = True
    before = scene.view
    field = [list(row) for row in before["field"]]
    hit = next(g for row in field for g in row if g)
    seat, slot = next((s, i) for s, row in enumerate(field) for i, g in enumerate(row) if g is hit)
    out = next(g for s, row in enumerate(field) for g in row if g and g is not hit)
    after_field = [[None if g is out else ({**g, "current_health": g["current_health"] - 3} if g is hit else g)
                    for g in row] for row in field]
    scene.animate_change(before, {**before, "field": after_field}, [])
    words = [t.data["words"] for _, t in scene.motion.under("float")]
    assert "-3" in words and "Out!" in words
    assert scene.motion.get(("fall", str(out["id"]))) is not None
    scene.motion.advance(200)
    frame(scene)
