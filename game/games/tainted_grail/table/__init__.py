"""Tainted Grail's own table: the map, the trays, the journal and the day, in pygame."""
