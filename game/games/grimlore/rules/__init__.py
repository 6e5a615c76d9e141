"""GRIMLORE's rules: pure Python, never pygame. ``RULES`` is the contract (see ``contract``)."""

from game.games.grimlore.rules.contract import RULES, GrimloreRules  # noqa: F401
