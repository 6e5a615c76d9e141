"""The typefaces, by role, at the few sizes the app uses; each font is loaded once.

The faces come from installed packages (pinned in pyproject.toml), never from the repository:
Caladea is the book face (journal, card and rules text, with its italic), Lato the UI face
(regular and bold), Fjalla One the display face (titles). A package that is missing falls back
to pygame's own font, so the table still draws.

Sizes in the code are in the units pygame's default font used (it draws a "22" at about 15
points), so every layout written for it keeps its proportions: a face is opened at
``px * EM_PER_PX`` points, times the player's text scale where the text is the table's reading text.
"""
from __future__ import annotations

from importlib import resources

import pygame

from game.app import units
from game.app.settings import clamp_text_scale

SIZES = {"small": 18, "body": 22, "large": 30, "title": 56, "huge": 84}
# points per default-font unit: pygame's own font is opened at 0.6875 of the size asked; the
# book and UI faces are drawn a little larger (their letters are narrower than its bold ones,
# and at 0.6875 the small text read thin), the display face as it is (its capitals are tall)
EM_PER_PX = {"display": 0.6875}
EM_DEFAULT = 0.72

# role -> (package, file inside the package's "files" folder)
FACES: dict[str, tuple[str, str]] = {
    "book": ("font_caladea", "Caladea-Regular.ttf"),
    "book_italic": ("font_caladea", "Caladea-Italic.ttf"),
    "book_bold": ("font_caladea", "Caladea-Bold.ttf"),
    "ui": ("font_lato", "Lato-Regular.ttf"),
    "ui_bold": ("font_lato", "Lato-Bold.ttf"),
    "ui_italic": ("font_lato", "Lato-Italic.ttf"),
    "display": ("font_fjallaone", "FjallaOne-Regular.ttf"),
}
FACE_PACKAGES = sorted({package for package, _ in FACES.values()})

_PATHS: dict[str, str | None] = {}
_FONTS: dict[tuple[str, int], pygame.font.Font] = {}


def face_path(role: str) -> str | None:
    """The file of ``role``'s face, or None when its package is not installed."""
    if role not in _PATHS:
        package, name = FACES[role]
        try:
            path = resources.files(package) / "files" / name
            _PATHS[role] = str(path) if path.is_file() else None
        except (ModuleNotFoundError, TypeError, OSError):
            _PATHS[role] = None
    return _PATHS[role]


def role_for(bold: bool = False, italic: bool = False, book: bool = False) -> str:
    family = "book" if book else "ui"
    if bold:
        return f"{family}_bold"
    if italic:
        return f"{family}_italic"
    return family


def font(px: int | float, role: str = "ui") -> pygame.font.Font:
    """``role``'s face at size ``px`` (default-font units), shared by every caller."""
    if not pygame.font.get_init():
        pygame.font.init()
    px = max(4, round(px))
    key = (role, px)
    loaded = _FONTS.get(key)
    if loaded is None:
        path = face_path(role)
        if path is not None:
            try:
                points = round(px * EM_PER_PX.get(role, EM_DEFAULT))
                loaded = pygame.font.Font(path, max(3, points))
                if role != "display":
                    # these faces leave room above their capitals for accents, so their own
                    # line step is a sixth taller than the default font's: wrapped lines step
                    # as the default font's did, so a box written for it holds as many lines
                    step = max(points, pygame.font.Font(None, px).get_linesize())
                    loaded.set_linesize(min(loaded.get_linesize(), step))
            except (OSError, pygame.error):
                loaded = None
        if loaded is None:  # the package is missing or its file unreadable: pygame's own font
            loaded = pygame.font.Font(None, px)
            loaded.bold = role.endswith("_bold")
            loaded.italic = role.endswith("_italic")
        _FONTS[key] = loaded
    return loaded


def styled(px: int | float, bold: bool = False, italic: bool = False,
           book: bool = False) -> pygame.font.Font:
    """A face picked by style: the UI face, or the book face for card, rules and journal text."""
    return font(px, role_for(bold, italic, book))


def faces() -> dict[str, str]:
    """Each role and the file it draws with, or "pygame default" (`python -m game fonts`)."""
    return {role: face_path(role) or "pygame default" for role in FACES}


class Fonts:
    """The app's reading text (panels, logs, buttons, dialogs), scaled by the player's choice.

    ``at(ui)`` is the same set for a scene drawn at the window's own pixels (``ui`` window pixels
    per layout unit): every size times ``ui``, and ``u(n)`` for the widgets' own numbers (a
    border, a padding), so a widget handed these fonts draws at the scale they carry."""

    def __init__(self, scale: float = 1.0, ui: float = 1.0, root: Fonts | None = None) -> None:
        if not pygame.font.get_init():
            pygame.font.init()
        self._root = root
        self._scale = clamp_text_scale(scale)
        self.ui = ui
        self._scaled: dict[float, Fonts] = {}

    @property
    def scale(self) -> float:
        """The player's text scale, shared by every ``at`` copy (the first set keeps it)."""
        return self._root.scale if self._root is not None else self._scale

    @scale.setter
    def scale(self, value: float) -> None:
        if self._root is not None:
            self._root.scale = value
        else:
            self._scale = clamp_text_scale(value)

    def at(self, ui: float) -> Fonts:
        """These fonts for a scene drawn ``ui`` times the layout's size (one copy per scale)."""
        root = self._root or self
        if ui == 1.0:
            return root
        copy = root._scaled.get(ui)
        if copy is None:
            copy = root._scaled[ui] = Fonts(root.scale, ui, root)
        return copy

    def u(self, n: float) -> int:
        """A layout number (a border, a gap) in the pixels these fonts draw at."""
        return units.px(n, self.ui)

    def get(self, size: str | int = "body", bold: bool = False, italic: bool = False,
            role: str | None = None) -> pygame.font.Font:
        if role is None:
            role = "display" if size in ("title", "huge") else role_for(bold, italic)
        px = (SIZES[size] if isinstance(size, str) else int(size)) * self.ui
        # titles are large already: the player's scale is for the reading text
        return font(px if role == "display" else px * self.scale, role)

    @property
    def small(self) -> pygame.font.Font:
        return self.get("small")

    @property
    def body(self) -> pygame.font.Font:
        return self.get("body")

    @property
    def large(self) -> pygame.font.Font:
        return self.get("large", bold=True)

    @property
    def title(self) -> pygame.font.Font:
        return self.get("title")

    @property
    def book(self) -> pygame.font.Font:
        return self.get("body", role="book")

    @property
    def book_italic(self) -> pygame.font.Font:
        return self.get("body", role="book_italic")
