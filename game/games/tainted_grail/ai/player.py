"""Placeholder AI: the first legal command."""


def choose(view, legal, rng):
    return legal[0]
