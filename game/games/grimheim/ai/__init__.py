"""Grimheim's computer player (pure Python; it sees only its seat's view)."""
