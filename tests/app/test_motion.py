"""Motion at the table (game/app/motion.py): eased tweens of 150-400 ms fed by the loop's clock,
finished at once by a click or a key, remembered in Settings, off where nobody watches."""
from __future__ import annotations

import pytest

from game.app.motion import (Motion, along, ease_in_out, ease_in_quad, ease_out_bounce,
                             ease_out_cubic)
from game.app.render import dice
from game.app.settings import Settings, load_settings, save_settings


@pytest.mark.parametrize("ease", [ease_out_cubic, ease_in_out, ease_in_quad, ease_out_bounce])
def test_every_easing_starts_at_rest_and_lands_exactly(ease):
    assert ease(0.0) == pytest.approx(0.0) and ease(1.0) == pytest.approx(1.0)
    assert 0.0 < ease(0.5) < 1.0


def test_a_slide_walks_its_path_at_an_even_pace():
    path = [(0, 0), (10, 0), (10, 30)]  # 40 long: a quarter of the way is the first corner
    assert along(path, 0.0) == (0, 0)
    assert along(path, 0.25) == pytest.approx((10, 0))
    assert along(path, 0.5) == pytest.approx((10, 10))
    assert along(path, 1.0) == (10, 30)


def test_a_tween_lasts_150_to_400_ms_and_is_gone_when_done():
    motion = Motion(enabled=True)
    long = motion.start("walk", 5_000)
    short = motion.start("blink", 10)
    assert long.duration == 400 and short.duration == 150
    motion.advance(100)
    assert motion.progress("walk") == pytest.approx(ease_out_cubic(0.25))
    assert motion.progress("blink") is not None
    motion.advance(60)
    assert motion.progress("blink") is None and motion.active
    motion.advance(300)
    assert not motion.active and motion.progress("walk") is None


def test_a_faster_animation_speed_plays_in_less_time():
    assert Motion(enabled=True, speed=2.0).start("walk", 400).duration == 200


def test_switched_off_nothing_moves():
    motion = Motion(enabled=False)
    assert motion.start("walk", 300) is None and not motion.active


def test_finish_all_ends_every_motion_at_once():
    motion = Motion(enabled=True)
    motion.start("walk", 300)
    motion.add("float", 300, words="-2")
    assert motion.finish_all() and not motion.active
    assert not motion.finish_all()  # nothing left to finish


def test_the_loop_clock_starts_when_a_motion_does_not_when_the_table_went_idle():
    motion = Motion(enabled=True)
    motion.tick(1_000)
    motion.start("walk", 300)
    motion.tick(9_000)  # the first frame after a long idle wait: the walk has only begun
    assert motion.progress("walk") == 0.0
    motion.tick(9_150)
    assert 0.0 < motion.progress("walk") < 1.0
    assert not motion.tick(9_400)


def test_motion_is_remembered_in_settings(tmp_path):
    assert Settings().motion is True
    save_settings(tmp_path, Settings(motion=False))
    assert load_settings(tmp_path).motion is False
    assert Settings.from_dict({"motion": 0}).motion is False


def test_a_tumbling_die_shows_passing_faces_then_lands_on_its_roll():
    seen = {dice.tumble_face(4, 6, t / 20, seed=3) for t in range(13)}
    assert len(seen) > 1 and all(1 <= face <= 6 for face in seen)
    assert dice.tumble_face(4, 6, 0.7, seed=3) == 4
    assert dice.tumble_face(4, 6, 1.0, seed=3) == 4


def test_motion_plays_only_in_a_real_window_and_when_the_player_wants_it(monkeypatch):
    from game.app.motion import wanted

    window = object()
    monkeypatch.setenv("SDL_VIDEODRIVER", "dummy")  # tests, shots and the bench
    assert not wanted(Settings(), window)
    monkeypatch.setenv("SDL_VIDEODRIVER", "x11")
    assert wanted(Settings(), window)
    assert not wanted(Settings(motion=False), window)
    assert not wanted(Settings(), None)  # drawing off screen


def test_a_board_in_the_running_app_has_motion_off_in_tests(app, fake_game):
    from game.app.scenes.generic_board import GenericBoardScene
    from game.app.session import start_match

    assert app.ctx.window is not None  # a real window object, on SDL's dummy display
    board = GenericBoardScene(app.ctx, start_match(app.ctx, fake_game.id, 1, fake_game.default_options()))
    assert app.ctx.settings.motion and not board.motion.enabled


def test_the_bench_draws_a_board_while_its_motion_runs(monkeypatch):
    import random

    from game import bench
    from game.app.scenes.board import BoardScene
    from game.core.match import Match
    from game.core.playout import bare
    from game.games.grudge.rules import RULES

    match = Match(RULES, None, 3).start()
    rng = random.Random(3)
    while len(match.log) < 60 and match.outcome() is None:
        match.submit(0, bare(rng.choice(match.legal(0))))
    moving = []
    step = BoardScene.step_motion

    def watched(scene, now_ms):
        step(scene, now_ms)
        moving.append(scene.motion.active)

    monkeypatch.setattr(BoardScene, "step_motion", watched)
    monkeypatch.setattr(bench, "FRAMES", 12)
    figures = bench.bench_motion(RULES, match)
    assert set(figures) == {"board+motion", "board+motion@1920x1080"}  # at both window sizes
    assert all({"p50", "p95"} <= set(times) for times in figures.values())
    assert len(moving) == 24 and sum(moving) >= 16  # most frames drawn mid-motion
    report = {"startup_s": 0.1, "idle_cpu_percent": 1, "replay_events_per_s": 60_000,
              "frame_ms": {f"grudge/{name}": times for name, times in figures.items()}, "logs": {}}
    budgets = bench.budgets(report)  # each held to the frame budget, at each size
    assert budgets["frame_p95_ms/grudge/board+motion@1920x1080"]["budget"] == "<= 8 ms"

