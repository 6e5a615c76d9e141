"""GRIMLORE's computer player: sensible choices from a seat's view and legal commands."""
