"""One package per game: rules (no pygame), content, AI and scenes. See game/core/registry.py."""
