"""Settings: window size, full screen, text size, animation speed, sound and casual undo, saved
on every change; and where the player's files are, with a button that opens that folder."""
from __future__ import annotations

import os
from pathlib import Path

import pygame

from game.app import palette, text
from game.app.scenes.dialog import Dialog
from game.app.settings import ANIMATION_SPEEDS, TEXT_SCALES, VOLUMES, WINDOW_PRESETS
from game.app.widgets import Button, Toggle

FILES_TIP = "Show the folder of your saves, profile, settings and crash log."
MOTION_TIP = "Pieces slide, dice tumble and cards fly; a click finishes what is moving."
PALETTE_TIP = ("Palette: colour-blind safe puts a letter or a shape beside every colour that "
               "means something (Elements, factions, Keys, reach, odds).")
CASUAL_TIP = ("In a solo game, undo may also take back a move that revealed a card or a roll. "
              "Hotseat games never allow it.")


class SettingsScene(Dialog):
    native = True

    def __init__(self, ctx) -> None:
        super().__init__(ctx, "Settings", (720, 640))
        self.layout()

    def _build(self) -> None:
        self.layout()

    def layout(self) -> None:
        super().layout()
        s, u = self.ctx.settings, self.u
        left = self.panel.left + u(40)
        x = left + u(220)
        y = self.panel.top + u(90)
        self.rows = {"Window size": y, "Animation speed": y + u(130), "Sound": y + u(200),
                     "Text size": y + u(310), "Your files": y + u(430)}
        for w, h in WINDOW_PRESETS:
            self.ui.add(Button((x, y, u(130), u(40)), f"{w} x {h}", self._size((w, h)),
                               style="selected" if tuple(s.window_size) == (w, h) else "normal",
                               enabled=not s.fullscreen, size="small",
                               tooltip="Window size (menus and dialogs are laid out to fill it)."
                               if not s.fullscreen else "Leave full screen to pick a window size."))
            x += u(140)
        y += u(60)
        self.ui.add(Toggle((left, y, u(400), u(40)), "Full screen (F11)", s.fullscreen,
                           self._fullscreen))
        self.ui.add(Toggle((left + u(420), y, u(220), u(40)), "Motion", s.motion, self._motion,
                           tooltip=MOTION_TIP))
        y += u(70)
        self._choices(left + u(220), y, 100, 110, ANIMATION_SPEEDS, "{:g}x", self._speed,
                      s.animation_speed, "How fast pieces and cards move.")
        y += u(70)
        self._choices(left + u(220), y, 70, 78, VOLUMES, "{:.0%}", self._volume, s.volume,
                      "How loud cards, dice, hits and turns sound.")
        y += u(50)
        self.ui.add(Toggle((left, y, u(400), u(40)), "Mute", s.muted, self._mute,
                           tooltip="Silence every sound; the volume stays as it is."))
        y += u(60)
        self._choices(left + u(220), y, 100, 110, TEXT_SCALES, "{:.0%}", self._text_scale,
                      s.text_scale, "How large the table's reading text is.")
        y += u(60)
        self.ui.add(Toggle((left, y, u(330), u(40)), "Casual undo (solo games)", s.casual_undo,
                           self._casual, tooltip=CASUAL_TIP))
        self.ui.add(Toggle((left + u(340), y, u(300), u(40)), "Colour-blind safe palette",
                           s.colour_blind_safe, self.ctx.set_colour_blind_safe, tooltip=PALETTE_TIP))
        y += u(60)
        self.ui.add(Button((self.panel.right - u(190), y, u(150), u(40)), "Open folder",
                           self.open_files, size="small",
                           tooltip=f"{FILES_TIP} ({self.ctx.saves_dir})"))
        self.ui.add(Button((self.panel.right - u(200), self.panel.bottom - u(64), u(160), u(44)),
                           "Done", self.close, style="accent"))
        self.ui.refresh_hover()

    def open_files(self) -> None:
        problem = self.ctx.open_folder(self.ctx.saves_dir)
        if problem:
            self.ctx.toast(problem)

    def _changed(self) -> None:
        self.ctx.save_settings()
        self._build()
        self.dirty = True

    def _size(self, size):
        def pick() -> None:
            self.ctx.settings.window_size = size
            if self.ctx.window is not None:
                self.ctx.window.set_size(size)
            self._changed()
        return pick

    def _fullscreen(self, on: bool) -> None:
        if self.ctx.window is not None:
            self.ctx.window.set_fullscreen(on)
        self.ctx.settings.fullscreen = on
        self._changed()

    def _choices(self, x: int, y: int, width: int, step: int, values, words: str, pick,
                 now, tip: str) -> None:
        """A row of buttons, one a value (``words`` formats it), the one in use lit."""
        u = self.u
        for value in values:
            self.ui.add(Button((x, y, u(width), u(40)), words.format(value), pick(value),
                               size="small", style="selected" if value == now else "normal",
                               tooltip=tip))
            x += u(step)

    def _text_scale(self, scale: float):
        def pick() -> None:
            self.ctx.set_text_scale(scale)
            self._build()
            self.dirty = True
        return pick

    def _speed(self, speed: float):
        def pick() -> None:
            self.ctx.settings.animation_speed = speed
            self._changed()
        return pick

    def _volume(self, volume: float):
        def pick() -> None:
            self.ctx.settings.volume = volume
            self._changed()
            self.ctx.sounds.play("card")  # a sample at the new volume
        return pick

    def _mute(self, on: bool) -> None:
        self.ctx.settings.muted = on
        self._changed()

    def _motion(self, on: bool) -> None:
        self.ctx.settings.motion = on
        self._changed()

    def _casual(self, on: bool) -> None:
        self.ctx.settings.casual_undo = on
        self._changed()

    def draw_body(self, surface: pygame.Surface) -> None:
        fonts, u = self.fonts, self.u
        for label, y in self.rows.items():
            text.draw(surface, fonts.body, label, palette.BONE,
                      (self.panel.left + u(40), y + u(20)),
                      "midleft")
        folder = path_tail(fonts.small, self.ctx.saves_dir, u(250))
        text.draw(surface, fonts.small, folder, palette.BONE_DIM,
                  (self.panel.left + u(260), self.rows["Your files"] + u(20)), "midleft")


def path_tail(font: pygame.font.Font, folder: Path, width: int) -> str:
    """``folder`` as it fits in ``width``: its last parts kept (they tell folders apart), the
    leading ones cut to "..."."""
    parts = folder.parts
    for first in range(len(parts)):
        shown = str(Path(*parts[first:]))
        shown = shown if first == 0 else f"...{os.sep}{shown}"
        if font.size(shown)[0] <= width:
            return shown
    return text.ellipsize(font, parts[-1] if parts else "", width)
