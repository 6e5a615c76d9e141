"""Lanterns: the tiny co-op game docs/adding-a-game.md walks through (a test fixture, not a menu
game). It lives in tests/ and is registered with ``registry.register_package`` by its tests."""
