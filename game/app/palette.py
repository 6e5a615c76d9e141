"""The candle-lit palette every screen draws with: one place to tune the mood."""
from __future__ import annotations

CHARCOAL = (22, 20, 22)         # the table in the dark
PANEL = (36, 32, 33)            # raised panels, dialogs
PANEL_EDGE = (74, 62, 54)       # a worn wooden rim
SHADE = (0, 0, 0, 160)          # dims the scene under a dialog
BONE = (228, 219, 198)          # body text
BONE_DIM = (150, 142, 128)      # secondary text, disabled labels
EMBER = (226, 124, 44)          # accents, focus, the thing to click
EMBER_DARK = (128, 64, 24)
EMBER_GLOW = (255, 178, 96)
BLOOD = (140, 28, 30)           # errors, damage, the enemy
BLOOD_BRIGHT = (196, 48, 44)
MOSS = (86, 120, 70)            # legal squares, good news
MOSS_BRIGHT = (130, 176, 100)
STEEL = (96, 112, 128)          # neutral highlights, line of sight
PARCHMENT = (232, 222, 196)     # card faces
INK = (30, 26, 24)              # text on parchment
BUTTON = (54, 46, 44)
BUTTON_HOVER = (84, 62, 48)
BUTTON_DISABLED = (40, 37, 37)
GRID_LIGHT = (62, 56, 50)
GRID_DARK = (48, 43, 40)


class Marks:
    """The colour-blind-safe palette (Settings): while on, every colour that carries meaning (an
    Element, a faction, a Key, a reach, the odds) also carries a letter or a shape."""

    on = False


def mark_letters(word: str) -> str:
    """A short tag for a coloured meaning: its first two letters ("Wa" water, "Wi" wind)."""
    word = str(word or "").strip()
    return word[:2].capitalize() if word else ""
FOCUS = (250, 246, 232)         # the keyboard's ring: brighter than any hover edge
