"""Grudge: a solo skirmish on an 8x8 board. The rules live in ``rules`` (no pygame)."""
