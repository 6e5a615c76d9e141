"""GRIMLORE in motion on the battlemat: a hero slides to the tile it moved to and ends there as
the view says; the last blow's number rises from the figure into its place; a slain figure
falls; off unless a test turns it on."""
import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402

from game.core.playout import bare  # noqa: E402
from game.games.grimlore.table import animation  # noqa: E402
from tests.grimlore.table_play import Table, kind_is, reach  # noqa: E402


def frame(scene):
    surface = pygame.Surface((1280, 720))
    scene.draw(surface)
    return pygame.image.tobytes(surface, "RGB")


def test_a_hero_slides_to_its_tile_and_the_mat_ends_as_the_view_says(tmp_path):
    match = reach(kind_is("combat", types=("move",)))
    scene = Table(tmp_path, match).scene
    assert not scene.motion.enabled
    scene.motion.enabled = True
    scene._sync()
    move = next(c for c in scene.legal if c["type"] == "move")
    scene.submit(bare(move))
    assert scene.motion.get(("slide", "pc", move["cid"])) is not None
    scene.motion.advance(60)
    middle = frame(scene)
    scene.motion.advance(1_000)
    end = frame(scene)
    still = Table(tmp_path / "still", match).scene
    assert end == frame(still) and middle != end


def test_a_blow_rises_from_the_figure_and_a_slain_monster_falls(tmp_path):
    match = reach(kind_is("combat", types=("move",)))
    scene = Table(tmp_path, match).scene
    scene.motion.enabled = True
    scene._sync()
    before = scene.view
    uid = next(iter(before["combat"]["units"]))
    units = {k: v for k, v in before["combat"]["units"].items() if k != uid}  # slain: gone
    after = {**before, "combat": {**before["combat"], "units": units}}
    animation.animate(scene.motion, scene.screen.grid, before, after, blows=True)
    assert scene.motion.get(("fall", "unit", uid)) is not None
    assert scene.motion.get("numbers") is not None
    scene.motion.advance(200)
    frame(scene)
