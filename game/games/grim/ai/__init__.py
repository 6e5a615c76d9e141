"""GRIM's computer player: pure Python, playing from its seat's view and legal commands only."""
