"""Grimheim: a two-player skirmish of small warbands on Tiled battlefields with heights."""
