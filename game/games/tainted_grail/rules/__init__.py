"""Tainted Grail's rules: pure Python, never pygame. ``RULES`` is the contract."""

from game.games.tainted_grail.rules.contract import RULES, TaintedGrailRules  # noqa: F401
