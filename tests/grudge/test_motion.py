"""Grudge in motion: pieces slide to their new square and end where the view puts them, a fresh
die tumbles, Health lost floats up, a defeated Monster falls; off unless a test turns it on."""
import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import random  # noqa: E402

import pygame  # noqa: E402

from game.core.playout import bare  # noqa: E402
from tests.grudge.test_scene import Table, play_until  # noqa: E402


def frame(scene):
    surface = pygame.Surface((1280, 720))
    scene.step_motion(0)  # the dice read the clock's state, as the loop's update gives it
    scene.draw(surface)
    return pygame.image.tobytes(surface, "RGB")


def test_a_random_run_slides_tumbles_and_floats_and_each_motion_ends_at_the_view(tmp_path):
    match = play_until(0, lambda m: m.pending().kind == "place_terrain")
    scene = Table(tmp_path, match).scene
    assert not scene.motion.enabled
    scene.motion.enabled = True
    rng = random.Random(2)
    seen = set()
    for _ in range(60):
        scene.motion.finish_all()
        scene.submit(bare(rng.choice(match.legal(0))))
        kinds = {k if isinstance(k, str) else k[0] for k in scene.motion.tweens}
        if kinds - seen:
            seen |= kinds
            scene.motion.advance(100)
            middle = frame(scene)
            scene.motion.advance(1_000)
            end = frame(scene)
            assert middle != end and not scene.animating()
            still = Table(tmp_path / f"still{len(seen)}", match).scene
            assert end == frame(still)
        if {"slide", "dice", "float"} <= seen:
            break
    assert {"slide", "dice", "float"} <= seen


def test_a_defeated_monster_falls(tmp_path):
    match = play_until(0, lambda m: any(x.get("square") and not x.get("defeated")
                                        for x in m.view(0).get("monsters") or []))
    scene = Table(tmp_path, match).scene
    scene.motion.enabled = True
    before = scene.view
    monster = next(m for m in before["monsters"] if m.get("square") and not m.get("defeated"))
    after = {**before, "monsters": [{**m, "defeated": True} if m is monster else m for m in before["monsters"]]}
    scene.animate_change(before, after, [])
    assert scene.motion.get(("fall", str(monster["id"]))) is not None
    scene.motion.advance(200)
    frame(scene)
