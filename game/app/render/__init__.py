"""Shared renderers for boards and cards: pure drawing helpers that take a surface and data.
Games' own scenes build on these (grid, tile map, cards, card rows, trackers, dice)."""
