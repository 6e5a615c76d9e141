"""Breakers for the design tests: each returns a function that changes one place of a copied
world, named by a path of keys split on '/' (``cards/cadoc:combat:B01/flavour``), so a test
can show that a design check catches it."""

from __future__ import annotations

import copy
import functools
from collections.abc import Callable
from typing import Any

import pytest


def at(world: dict, path: str) -> tuple[dict, str]:
    """The mapping that holds the path's last key, and that key."""
    *parents, last = path.split("/")
    for key in parents:
        world = world[key]
    return world, last


def set_to(path: str, value: Any):
    def breaker(world: dict) -> None:
        node, key = at(world, path)
        node[key] = value

    return breaker


def drop(path: str):
    def breaker(world: dict) -> None:
        node, key = at(world, path)
        del node[key]

    return breaker


def copy_over(target: str, source: str):
    """Write what lies at ``source`` over ``target``."""

    def breaker(world: dict) -> None:
        node, key = at(world, target)
        from_node, from_key = at(world, source)
        node[key] = copy.deepcopy(from_node[from_key])

    return breaker


def echo(target: str, source: str):
    """Append the first six words of the text at ``source`` to the text at ``target``."""

    def breaker(world: dict) -> None:
        node, key = at(world, target)
        from_node, from_key = at(world, source)
        node[key] += " " + " ".join(from_node[from_key].split()[:6])

    return breaker


def design_tests(world_copy: Callable[[], dict], checks: list, broken: list) -> tuple:
    """A design module's two tests: every check finds no problem in the world, and each
    breaker makes its check report one in a fresh copy (so no check passes by saying nothing).
    Bind them at module level: ``test_a, test_b = design_tests(...)``."""
    world = functools.cache(world_copy)

    @pytest.mark.parametrize("check", checks, ids=lambda f: f.__name__)
    def test_the_design_holds(check):
        assert check(world()) == []

    @pytest.mark.parametrize("check, breaker", broken, ids=lambda x: getattr(x, "__name__", ""))
    def test_each_check_catches_a_broken_world(check, breaker):
        copied = world_copy()
        breaker(copied)
        assert check(copied) != []

    return test_the_design_holds, test_each_check_catches_a_broken_world
