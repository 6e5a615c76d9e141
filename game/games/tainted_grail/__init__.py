"""Tainted Grail: Kings of Ruin, a co-op campaign for one to four Lampbearers."""
