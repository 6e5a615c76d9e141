"""The rules viewer (F1): a game's rules for players (docs/guides/<game>.md, in our own words,
with pictures from our sheets), then our rulings (docs/rulings/<game>.md, up to its notes for
developers) as the last chapter; formatted, scrollable and searchable. With no game it shows
the controls."""
from __future__ import annotations

from pathlib import Path

import pygame

from game.app import intents as it
from game.app import markdown, palette, text
from game.app.paths import GUIDES_DIR, RULINGS_DIR
from game.app.scenes.common import draw_panel
from game.app.scenes.screen import Screen
from game.app.widgets import Button
from game.app.widgets.text_field import TextField

PAGE = pygame.Rect(160, 84, 960, 560)
SCROLL_STEP = 60
IMAGE_SIZE = 96
# Where a rulings file turns to the people who build the game: the viewer stops there.
DEVELOPER_NOTES = "## Notes for developers"

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


def player_rules(game_id: str, title: str) -> str:
    """The guide, then the rulings as its last chapter (without the notes for developers)."""
    parts = []
    try:
        parts.append((GUIDES_DIR / f"{game_id}.md").read_text(encoding="utf-8"))
    except OSError:
        parts.append(f"# {title}\n\nThere is no rules guide for {title} yet.\n")
    try:
        rulings = (RULINGS_DIR / f"{game_id}.md").read_text(encoding="utf-8")
    except OSError:
        rulings = ""
    rulings = rulings.split(DEVELOPER_NOTES, 1)[0].strip()
    if rulings:
        body = rulings.split("\n", 1)[1] if rulings.startswith("# ") else rulings
        parts.append("# Our rulings\n\nWhere the printed rules are silent or unclear, this is "
                     "how Grimtable plays.\n\n" + body.strip() + "\n")
    parts.append(CONTROLS)
    return "\n\n".join(parts)


class RulesViewerScene(Screen):
    native = True

    def __init__(self, ctx, game_id: str | None, path: Path | None = None) -> None:
        super().__init__(ctx)
        self.game_id = game_id
        self.title, source = self._load(game_id, path)
        self.all_blocks = markdown.parse(source)
        self.blocks = self.all_blocks
        self.scroll = 0
        self._rows: list[tuple] | None = None
        self.height = 0
        self.search = TextField((0, 0, 0, 0), "", max_len=40,
                                on_change=self.find, placeholder="Search the rules",
                                tooltip="Type a word to show only the sections that use it (a "
                                "status, a weapon, an action).")
        self.ui.add(self.search)
        self.close_button = self.ui.add(Button((0, 0, 0, 0), "Close", self.close, style="accent",
                                               tooltip="Back to where you were (Esc or F1)."))
        self.page = PAGE
        self.layout()

    def layout(self) -> None:
        """The page and its two widgets at this size (the search keeps its words); the lines
        are wrapped again at the next draw, and the scroll keeps its place."""
        old_height = self.page.height
        self.page = page = self.on_stage(*PAGE)
        u = self.u
        self.search.rect = pygame.Rect(page.right - u(300), page.top - u(48), u(300), u(36))
        self.close_button.rect = pygame.Rect(page.right - u(150), page.bottom + u(18), u(150),
                                             u(44))
        self.scroll = self.scroll * page.height // max(1, old_height)
        self._rows = None

    def find(self, query: str) -> None:
        """Show only the sections that mention ``query`` (all of them when it is empty)."""
        self.blocks = markdown.matching(self.all_blocks, query)
        self._rows, self.scroll, self.dirty = None, 0, True

    def _load(self, game_id: str | None, path: Path | None) -> tuple[str, str]:
        if game_id is None and path is None:
            return "Controls", CONTROLS
        try:
            title = self.ctx.catalog.get_rules(game_id).title if game_id else path.stem
        except Exception:  # noqa: BLE001 - the notes can still be shown under the id
            title = game_id or "Rules"
        if path is not None:
            try:
                return f"{title}: rules notes", path.read_text(encoding="utf-8")
            except OSError:
                return f"{title}: rules notes", f"# Missing\n\n{path.name} could not be read.\n"
        return f"{title}: rules", player_rules(game_id, title)

    # -- layout ----------------------------------------------------------------------------------------
    def rows(self) -> list[tuple]:
        """(font, line, colour, x, y) for every line of the page, laid out once."""
        if self._rows is not None:
            return self._rows
        fonts, u = self.fonts, self.u
        width = self.page.width - u(80)
        styles = {
            "h1": (fonts.get(38, bold=True), palette.EMBER, u(18), u(8)),
            "h2": (fonts.get(30, bold=True), palette.EMBER_GLOW, u(14), u(6)),
            "h3": (fonts.get(25, bold=True), palette.BONE, u(10), u(4)),
            "para": (fonts.body, palette.BONE, 0, u(10)),
            "bullet": (fonts.body, palette.BONE, 0, u(6)),
            "number": (fonts.body, palette.BONE, 0, u(6)),
            "quote": (fonts.get(22), palette.BONE_DIM, 0, u(10)),
            "code": (fonts.small, palette.MOSS_BRIGHT, 0, 0),
        }
        rows: list[tuple] = []
        y = 0
        if not self.blocks:
            rows.append((fonts.body, f"Nothing here mentions \"{self.search.value}\".", palette.BONE_DIM, 0, 0))
            y = fonts.body.get_linesize()
        for block in self.blocks:
            if block.kind == "image":
                rows.append(("image", block.marker, block.text, 0, y))
                y += u(IMAGE_SIZE + 12)
                continue
            if block.kind == "rule":
                rows.append((None, "", palette.EMBER_DARK, 0, y + u(10)))
                y += u(24)
                continue
            font, colour, before, after = styles.get(block.kind, styles["para"])
            y += before
            x = 0
            if block.kind in ("bullet", "number", "quote"):
                x = u(28 + 24 * block.indent)
                marker = "•" if block.kind == "bullet" else block.marker
                if block.kind == "quote":
                    marker = "|"
                rows.append((font, marker, palette.EMBER, x - u(22), y))
            for line in text.wrap(font, block.text, width - x):
                rows.append((font, line, colour, x, y))
                y += font.get_linesize()
            y += after
        self._rows, self.height = rows, y
        return rows

    def max_scroll(self) -> int:
        self.rows()
        return max(0, self.height - (self.page.height - self.u(40)))

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
            self.scroll_by(-intent.dy * self.u(SCROLL_STEP))
            return True
        if isinstance(intent, it.Key):
            page, line = self.page.height - self.u(80), self.u(40)
            step = {pygame.K_DOWN: line, pygame.K_UP: -line, pygame.K_PAGEDOWN: page,
                    pygame.K_PAGEUP: -page,
                    pygame.K_SPACE: page, pygame.K_HOME: -10**9, pygame.K_END: 10**9}.get(intent.key)
            if step is not None:
                self.scroll_by(step)
                return True
        return False

    def on_back(self) -> None:
        self.close()

    # -- drawing ---------------------------------------------------------------------------------------
    def _draw_picture(self, surface: pygame.Surface, ref: str, caption: str, at) -> None:
        u = self.u
        frame = pygame.Rect(at, (u(IMAGE_SIZE), u(IMAGE_SIZE)))
        pygame.draw.rect(surface, palette.CHARCOAL, frame, border_radius=u(6))
        self.ctx.sheets.draw(surface, ref, frame.inflate(-u(8), -u(8)))  # cut at this size, once
        pygame.draw.rect(surface, palette.PANEL_EDGE, frame, u(2), border_radius=u(6))
        text.draw(surface, self.fonts.body, caption, palette.BONE_DIM,
                  (frame.right + u(16), frame.centery), "midleft")

    def draw_body(self, surface: pygame.Surface) -> None:
        fonts, u, page = self.fonts, self.u, self.page
        text.draw(surface, fonts.large, self.title, palette.EMBER, (page.left, page.top - u(14)),
                  "bottomleft")
        draw_panel(surface, page, ui=self.ui_scale)
        inner = page.inflate(-u(40), -u(40))
        clip = surface.get_clip()
        surface.set_clip(inner)
        top = inner.top - self.scroll
        for font, line, colour, x, y in self.rows():
            if y + top > inner.bottom or y + top + u(40) < inner.top:
                continue
            if font == "image":
                self._draw_picture(surface, line, colour, (inner.left + x, top + y))
            elif font is None:
                pygame.draw.line(surface, colour, (inner.left, top + y), (inner.right, top + y),
                                 u(2))
            else:
                surface.blit(text.render(font, line, colour), (inner.left + x, top + y))
        surface.set_clip(clip)
        if self.max_scroll():
            track = pygame.Rect(page.right - u(12), inner.top, u(5), inner.height)
            pygame.draw.rect(surface, palette.GRID_DARK, track, border_radius=u(2))
            knob_h = max(u(30), track.height * track.height // (self.height + 1))
            knob_y = track.top + (track.height - knob_h) * self.scroll // self.max_scroll()
            pygame.draw.rect(surface, palette.EMBER_DARK, (track.left, knob_y, track.width, knob_h),
                             border_radius=u(2))
            text.draw(surface, fonts.small, "Wheel, arrows or Page Up/Down to scroll",
                      palette.BONE_DIM, (page.left, page.bottom + u(40)), "midleft")
