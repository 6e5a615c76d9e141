"""Grimheim's own battlefield scene and warband builder (pygame)."""
