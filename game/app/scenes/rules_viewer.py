"""The rules viewer (F1): docs/rulings/<game>.md as formatted, scrollable text. With no game
it shows the controls."""
from __future__ import annotations

from pathlib import Path

import pygame

from game.app import intents as it
from game.app import markdown, palette, text
from game.app.paths import RULINGS_DIR
from game.app.scenes.common import draw_panel
from game.app.scenes.screen import Screen
from game.app.widgets import Button

PAGE = pygame.Rect(160, 84, 960, 560)
SCROLL_STEP = 60

CONTROLS = """# Controls

- Left click: choose a button, a square, a card.
- Right click: cancel a half-made choice.
- Mouse wheel: scroll lists, the log and this page.
- Ctrl+Z: undo your last move. Ctrl+Y (or Ctrl+Shift+Z): redo it.
- Esc: go back, or open the game menu during a game.
- F1: open or close these notes. In a game they show that game's rulings.
- F11: full screen on or off.

## Undo

Undo takes back your own last move. It will not take back a move that revealed something new,
such as a drawn card or a die roll, unless you turn on Casual undo in Settings for solo games.
"""


class RulesViewerScene(Screen):
    def __init__(self, ctx, game_id: str | None, path: Path | None = None) -> None:
        super().__init__(ctx)
        self.game_id = game_id
        self.title, source = self._load(game_id, path)
        self.blocks = markdown.parse(source)
        self.scroll = 0
        self._rows: list[tuple] | None = None
        self.height = 0
        self.ui.add(Button((PAGE.right - 150, PAGE.bottom + 18, 150, 44), "Close", self.close, style="accent",
                           tooltip="Back to where you were (Esc or F1)."))

    def _load(self, game_id: str | None, path: Path | None) -> tuple[str, str]:
        if game_id is None and path is None:
            return "Controls", CONTROLS
        try:
            title = self.ctx.catalog.get_rules(game_id).title if game_id else path.stem
        except Exception:  # noqa: BLE001 - the notes can still be shown under the id
            title = game_id or "Rules"
        path = path or RULINGS_DIR / f"{game_id}.md"
        try:
            return f"{title}: rules notes", path.read_text(encoding="utf-8")
        except OSError:
            return f"{title}: rules notes", (f"# No notes yet\n\nThere are no rules notes for {title} yet "
                                             f"({path.name} is missing).\n\n" + CONTROLS)

    # -- layout ----------------------------------------------------------------------------------------
    def rows(self) -> list[tuple]:
        """(font, line, colour, x, y) for every line of the page, laid out once."""
        if self._rows is not None:
            return self._rows
        fonts = self.ctx.fonts
        width = PAGE.width - 80
        styles = {
            "h1": (fonts.get(38, bold=True), palette.EMBER, 18, 8),
            "h2": (fonts.get(30, bold=True), palette.EMBER_GLOW, 14, 6),
            "h3": (fonts.get(25, bold=True), palette.BONE, 10, 4),
            "para": (fonts.body, palette.BONE, 0, 10),
            "bullet": (fonts.body, palette.BONE, 0, 6),
            "number": (fonts.body, palette.BONE, 0, 6),
            "quote": (fonts.get(22), palette.BONE_DIM, 0, 10),
            "code": (fonts.small, palette.MOSS_BRIGHT, 0, 0),
        }
        rows: list[tuple] = []
        y = 0
        for block in self.blocks:
            if block.kind == "rule":
                rows.append((None, "", palette.EMBER_DARK, 0, y + 10))
                y += 24
                continue
            font, colour, before, after = styles.get(block.kind, styles["para"])
            y += before
            x = 0
            if block.kind in ("bullet", "number", "quote"):
                x = 28 + 24 * block.indent
                marker = "•" if block.kind == "bullet" else block.marker
                if block.kind == "quote":
                    marker = "|"
                rows.append((font, marker, palette.EMBER, x - 22, y))
            for line in text.wrap(font, block.text, width - x):
                rows.append((font, line, colour, x, y))
                y += font.get_linesize()
            y += after
        self._rows, self.height = rows, y
        return rows

    def max_scroll(self) -> int:
        self.rows()
        return max(0, self.height - (PAGE.height - 40))

    def scroll_by(self, dy: int) -> None:
        new = min(self.max_scroll(), max(0, self.scroll + dy))
        if new != self.scroll:
            self.scroll = new
            self.dirty = True

    # -- input -----------------------------------------------------------------------------------------
    def handle(self, intent: it.Intent) -> bool:
        if isinstance(intent, it.Shortcut) and intent.name == "rules":
            self.close()
            return True
        if super().handle(intent):
            return True
        if isinstance(intent, it.Wheel):
            self.scroll_by(-intent.dy * SCROLL_STEP)
            return True
        if isinstance(intent, it.Key):
            page = PAGE.height - 80
            step = {pygame.K_DOWN: 40, pygame.K_UP: -40, pygame.K_PAGEDOWN: page, pygame.K_PAGEUP: -page,
                    pygame.K_SPACE: page, pygame.K_HOME: -10**9, pygame.K_END: 10**9}.get(intent.key)
            if step is not None:
                self.scroll_by(step)
                return True
        return False

    def on_back(self) -> None:
        self.close()

    # -- drawing ---------------------------------------------------------------------------------------
    def draw_body(self, surface: pygame.Surface) -> None:
        fonts = self.ctx.fonts
        text.draw(surface, fonts.large, self.title, palette.EMBER, (PAGE.left, PAGE.top - 14), "bottomleft")
        draw_panel(surface, PAGE)
        inner = PAGE.inflate(-40, -40)
        clip = surface.get_clip()
        surface.set_clip(inner)
        top = inner.top - self.scroll
        for font, line, colour, x, y in self.rows():
            if y + top > inner.bottom or y + top + 40 < inner.top:
                continue
            if font is None:
                pygame.draw.line(surface, colour, (inner.left, top + y), (inner.right, top + y), 2)
            else:
                surface.blit(text.render(font, line, colour), (inner.left + x, top + y))
        surface.set_clip(clip)
        if self.max_scroll():
            track = pygame.Rect(PAGE.right - 12, inner.top, 5, inner.height)
            pygame.draw.rect(surface, palette.GRID_DARK, track, border_radius=2)
            knob_h = max(30, track.height * track.height // (self.height + 1))
            knob_y = track.top + (track.height - knob_h) * self.scroll // self.max_scroll()
            pygame.draw.rect(surface, palette.EMBER_DARK, (track.left, knob_y, 5, knob_h), border_radius=2)
            text.draw(surface, fonts.small, "Wheel, arrows or Page Up/Down to scroll", palette.BONE_DIM,
                      (PAGE.left, PAGE.bottom + 40), "midleft")
