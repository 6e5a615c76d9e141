"""The typefaces come from their installed packages, a missing one falls back to pygame's own
font, and the player's text size (100/125/150%) is chosen in Settings and remembered."""
from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pygame

from game.app import fonts
from game.app.scenes.settings_scene import SettingsScene
from game.app.settings import Settings, load_settings

ROOT = Path(__file__).resolve().parents[2]


def test_every_role_draws_with_its_installed_typeface():
    expected = {"book": "Caladea-Regular.ttf", "book_italic": "Caladea-Italic.ttf",
                "ui": "Lato-Regular.ttf", "ui_bold": "Lato-Bold.ttf",
                "display": "FjallaOne-Regular.ttf"}
    found = fonts.faces()
    for role, name in expected.items():
        assert Path(found[role]).name == name and Path(found[role]).is_file(), (role, found[role])
    assert fonts.styled(22, italic=True, book=True) is fonts.font(22, "book_italic")


def test_a_missing_typeface_package_falls_back_to_pygames_font(monkeypatch):
    monkeypatch.setitem(fonts.FACES, "ui_bold", ("no_such_font_package", "Gone-Bold.ttf"))
    monkeypatch.setattr(fonts, "_PATHS", {})
    monkeypatch.setattr(fonts, "_FONTS", {})
    font = fonts.font(22, "ui_bold")
    assert font.bold and font.size("Grimtable")[0] > 0
    assert fonts.faces()["ui_bold"] == "pygame default"


def test_the_text_scale_grows_the_reading_text_and_is_kept_only_when_offered():
    normal, large = fonts.Fonts(1.0), fonts.Fonts(1.5)
    assert large.body.size("Grimtable")[0] > 1.3 * normal.body.size("Grimtable")[0]
    assert Settings.from_dict({"text_scale": 1.25}).text_scale == 1.25
    for bad in (3, "big", True, None, 0.9):
        assert Settings.from_dict({"text_scale": bad}).text_scale == 1.0


def test_settings_choose_the_text_size_and_remember_it(app):
    app.click_button("Settings")
    assert isinstance(app.top, SettingsScene)
    before = app.ctx.fonts.body.size("Grimtable")[0]
    app.click_button("150%")
    assert app.ctx.settings.text_scale == 1.5
    assert app.ctx.fonts.body.size("Grimtable")[0] > before
    assert json.loads((app.ctx.saves_dir / "settings.json").read_text())["text_scale"] == 1.5
    assert load_settings(app.ctx.saves_dir).text_scale == 1.5
    assert app.top.ui  # the dialog rebuilt itself at the new size, 150% now marked
    chosen = [w for w in app.top.ui if getattr(w, "label", "") == "150%"][0]
    assert chosen.style == "selected"


def test_shot_renders_at_the_window_size_asked_and_refuses_a_bad_one(tmp_path):
    def shot(*args):
        return subprocess.run([sys.executable, "-m", "game", "shot", "grudge", *args],
                              cwd=ROOT, capture_output=True, text=True, timeout=120)

    out = tmp_path / "big.png"
    done = shot("--size", "1920x1080", "--text-scale", "125", "--out", str(out))
    assert done.returncode == 0, done.stderr
    assert pygame.image.load(str(out)).get_size() == (1920, 1080)
    for bad in ("huge", "640x480", "4000x3000"):
        refused = shot("--size", bad, "--out", str(tmp_path / "x.png"))
        assert refused.returncode == 2 and "size" in refused.stderr, refused.stderr
        assert "Traceback" not in refused.stderr


def test_the_desktop_build_collects_every_typeface_package():
    sys.path.insert(0, str(ROOT / "tools"))
    try:
        import build_desktop
    finally:
        sys.path.remove(str(ROOT / "tools"))
    assert set(build_desktop.FONT_PACKAGES) == set(fonts.FACE_PACKAGES)
    pinned = (ROOT / "pyproject.toml").read_text()
    for package in fonts.FACE_PACKAGES:
        assert f'"{package.replace("_", "-")}==' in pinned, package


def test_no_text_is_drawn_in_a_face_opened_outside_the_fonts_module():
    """Every face comes from game/app/fonts.py, so the typefaces and the text scale reach all
    text: a `pygame.font.Font(None, px)` elsewhere would draw in pygame's default again."""
    opened = []
    for path in (ROOT / "game").rglob("*.py"):
        if path == ROOT / "game" / "app" / "fonts.py":
            continue
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            if "pygame.font.Font(" in line or "pygame.font.SysFont(" in line:
                opened.append(f"{path.relative_to(ROOT)}:{number}")
    assert not opened, opened
