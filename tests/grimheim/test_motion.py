"""Grimheim in motion: a model slides along its path and ends on its square, wounds float up
from the model hit, a click finishes what moves, undo shows the end at once; motion is off in
tests unless a test turns it on."""
import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402

from game.core.match import Match  # noqa: E402
from game.games.grimheim.rules import RULES  # noqa: E402
from game.games.grimheim.table import animation  # noqa: E402
from game.games.grimheim.table import layout as L  # noqa: E402
from game.games.grimheim.table.commands import to_submit  # noqa: E402
from tests.grimheim.test_scene import Table, acting, advance  # noqa: E402


def moving_table(tmp_path):
    match = advance(Match(RULES, {}, 4, human_seats={0}).start(), acting("act", ("move",)))
    table = Table(tmp_path, match)
    scene = table.scene
    scene._sync()
    cell = max((c for c, s in scene.reach.items() if s["kinds"][0] == "move"),
               key=lambda c: scene.reach[c]["inches"])
    move = next(c for c in scene.legal if c["type"] == "move" and tuple(c["cell"]) == tuple(cell))
    return table, scene, scene._active_mine(), move


def frame(scene):
    surface = pygame.Surface((1280, 720))
    scene.draw(surface)
    return surface


def test_motion_is_off_in_tests_unless_a_test_turns_it_on(tmp_path):
    table, scene, active, move = moving_table(tmp_path)
    assert not scene.motion.enabled
    scene.submit(to_submit(move))
    assert not scene.motion.active and not scene.animating()


def test_a_model_slides_along_its_path_and_ends_on_its_square(tmp_path):
    table, scene, active, move = moving_table(tmp_path)
    scene.motion.enabled = True
    start = scene.grid.square_rect(active["cell"]).topleft
    end = scene.grid.square_rect(move["cell"]).topleft
    scene.submit(to_submit(move))
    assert scene.animating()
    moved = next(m for m in scene.view["models"] if m["id"] == active["id"])
    scene.motion.advance(90)
    middle = animation.square_of(scene.motion, scene.grid, moved).topleft
    assert middle not in (start, end)  # drawn between the squares, not on either
    mid_frame = frame(scene)
    scene.motion.advance(1_000)
    assert not scene.animating()
    assert animation.square_of(scene.motion, scene.grid, moved).topleft == end
    end_frame = frame(scene)
    scene.motion.enabled = False
    still = Table(tmp_path / "still", scene.match).scene  # the same position, never animated
    assert pygame.image.tobytes(end_frame, "RGB") == pygame.image.tobytes(frame(still), "RGB")
    assert pygame.image.tobytes(mid_frame, "RGB") != pygame.image.tobytes(end_frame, "RGB")


def test_a_click_finishes_what_moves_and_still_counts(tmp_path):
    table, scene, active, move = moving_table(tmp_path)
    scene.motion.enabled = True
    scene.submit(to_submit(move))
    assert scene.motion.active
    undo = scene.undo_button.rect.center
    table.click(undo)  # the click that lands mid-slide is not swallowed: it undoes the move
    assert not scene.motion.active
    assert next(m for m in scene.view["models"] if m["id"] == active["id"])["cell"] == active["cell"]


def test_undo_and_redo_show_the_end_state_at_once(tmp_path):
    table, scene, active, move = moving_table(tmp_path)
    scene.motion.enabled = True
    scene.submit(to_submit(move))
    scene.motion.finish_all()
    scene.undo()
    assert not scene.motion.active
    scene.redo()
    assert not scene.motion.active


def test_wounds_float_up_from_the_model_hit_and_a_model_taken_out_falls(tmp_path):
    table, scene, active, move = moving_table(tmp_path)
    scene.motion.enabled = True
    before = scene.view
    hit, out = before["models"][0], before["models"][1]
    after = {**before, "models": [{**hit, "wounds": hit["wounds"] - 2},
                                  {**out, "defeated": True, "cell": None}] + before["models"][2:]}
    scene.animate_change(before, after, [])
    floats = [t.data["words"] for _, t in scene.motion.under("float")]
    assert "-2" in floats and "Out!" in floats
    assert scene.motion.get(("fall", out["id"])) is not None
    scene.motion.advance(200)
    frame(scene)  # draws the fall and the numbers mid-way without trouble
    scene.motion.advance(1_000)
    assert not scene.motion.active


def test_a_click_on_a_side_panel_mid_motion_only_finishes_it(tmp_path):
    table, scene, active, move = moving_table(tmp_path)
    scene.motion.enabled = True
    scene.submit(to_submit(move))
    logged = len(scene.match.log)
    table.click(L.INFO.center)
    assert not scene.motion.active and len(scene.match.log) == logged
