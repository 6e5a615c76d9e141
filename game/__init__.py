"""Grimtable: a desktop tabletop that plays grim games from their rulebooks."""

__version__ = "0.1.0"
