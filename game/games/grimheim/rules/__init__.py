"""Grimheim's rules: pure Python, never pygame. ``RULES`` is the contract (see ``contract``)."""

from game.games.grimheim.rules.contract import RULES, GrimheimRules  # noqa: F401
