"""What every GRIMLORE screen shares: the table screen of the app (game/app/scenes/table_screen.py):
a rect of the table, the buttons it puts there (each sending a legal command the rules offered, or
doing a local thing like picking a tab), the commands it has placed (the rest go to the choices
panel), and finding a command's button again (for the keyboard-less player and for tests that
play with the mouse)."""

from __future__ import annotations

from game.app.scenes.table_screen import CommandButton  # noqa: F401  (the screens' buttons)
from game.app.scenes.table_screen import TableScreen as Screen  # noqa: F401
