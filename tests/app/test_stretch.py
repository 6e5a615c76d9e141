"""A window at any size is filled: the scaled picture may stretch by 1.5 at 1920x1080 instead of
sitting at 1x in a black frame. The switch is asked of the SDL library pygame loaded, and only
of that one."""
import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

from game.app import stretch  # noqa: E402


def test_only_sdl_itself_is_taken_for_sdl():
    found = stretch.CORE_SDL.search
    assert found("7f00-7f10 r-xp 0 08:01 12 /usr/lib/x86_64-linux-gnu/libSDL2-2.0.so.0.3000.0")
    assert found("/venv/site-packages/pygame_ce.libs/libSDL2-2-50d19f93.0.so.0.3200.10")
    assert not found("/venv/site-packages/pygame_ce.libs/libSDL2_mixer-2-6719e6f6.0.so.0.800.2")
    assert not found("/venv/site-packages/pygame_ce.libs/libSDL2_ttf-2-e69aa315.0.so.0.2400.0")

def test_asking_never_raises_even_without_a_renderer():
    from game.app.window import Window
    window = Window()   # the dummy driver: no renderer to ask, nothing breaks
    assert isinstance(stretch.allow_fractional_scale(window._sdl_window().id), bool)
    assert stretch.allow_fractional_scale(987654) is False   # no such window
    assert window.surface.get_size() == (1280, 720)
