"""Tainted Grail's computer player."""
