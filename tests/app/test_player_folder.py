"""The player's files in the player's place: a checkout keeps them in its saves/, an installed
copy in the user's data folder, --saves DIR wins over both; Settings shows the folder and a
button opens it."""

from __future__ import annotations

from pathlib import Path

import platformdirs

from game import __main__ as cli
from game.app import main as app_main
from game.app import paths
from game.app.scenes.settings_scene import SettingsScene


def test_a_checkout_keeps_its_saves_folder_and_an_install_uses_the_user_data_folder(tmp_path):
    assert paths.player_folder(checkout=True) == paths.ROOT / "saves"
    installed = Path(platformdirs.user_data_dir("Grimtable", appauthor=False))
    assert paths.player_folder(checkout=False) == installed
    for checkout in (True, False):
        assert paths.player_folder(tmp_path / "mine", checkout=checkout) == tmp_path / "mine"


def test_a_checkout_is_told_from_an_install_by_its_project_file(tmp_path):
    assert paths.is_checkout(paths.ROOT)
    site_packages = tmp_path / "site-packages"
    (site_packages / "game").mkdir(parents=True)
    (site_packages / "game" / "__main__.py").write_text("")
    (site_packages / "assets").mkdir()
    assert not paths.is_checkout(site_packages)
    (site_packages / "pyproject.toml").write_text("")
    assert paths.is_checkout(site_packages)


def test_the_app_opens_on_the_folder_the_choice_gives(tmp_path, monkeypatch):
    opened = []
    monkeypatch.setattr(app_main, "run_app", lambda folder, game=None: opened.append(folder) or 0)
    monkeypatch.setattr(paths, "is_checkout", lambda root=paths.ROOT: False)
    monkeypatch.setattr(paths.platformdirs, "user_data_dir", lambda *a, **k: str(tmp_path / "data"))
    assert cli.main([]) == 0 and opened == [tmp_path / "data"]
    assert cli.main(["--saves", str(tmp_path / "chosen")]) == 0
    assert opened[-1] == tmp_path / "chosen"
    monkeypatch.setattr(paths, "is_checkout", lambda root=paths.ROOT: True)
    assert cli.main([]) == 0 and opened[-1] == paths.ROOT / "saves"


def test_settings_shows_the_folder_and_opens_it(app):
    shown = []
    app.ctx.open_folder = lambda folder: shown.append(folder) or None
    app.click_button("Settings")
    assert isinstance(app.top, SettingsScene)
    button = app.buttons()["Open folder"]
    assert str(app.ctx.saves_dir) in button.tooltip
    app.click_button("Open folder")
    assert shown == [app.ctx.saves_dir]
    app.ctx.open_folder = lambda folder: f"The folder {folder} could not be opened (no viewer)."
    app.click_button("Open folder")
    assert any("could not be opened" in message for message in app.ctx.toasts.messages)
