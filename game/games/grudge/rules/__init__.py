"""Grudge's rules: pure Python, never pygame. ``RULES`` is the contract (see ``contract``)."""

from game.games.grudge.rules.contract import RULES, GrudgeRules  # noqa: F401
