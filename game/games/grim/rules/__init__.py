"""GRIM's rules: pure Python, never pygame. ``RULES`` is the contract (see ``contract``)."""

from game.games.grim.rules.contract import RULES, GrimRules  # noqa: F401
