"""What the top scene drew that a key may choose: each widget reports itself as it draws, so
the keyboard's ring (game/app/focus.py) reaches every menu, dialog and game's buttons with no
code in the scenes. Widgets drawn under a dialog (tooltip.py's Covered) are not reported."""
from __future__ import annotations

from game.app.widgets.tooltip import Covered


class Drawn:
    """(widget, the list it scrolls in, or None), in the order drawn this frame."""

    items: list[tuple[object, object | None]] = []


def seen(widget, owner=None) -> None:
    if not Covered.now:
        Drawn.items.append((widget, owner))


def start_frame() -> None:
    Drawn.items = []
