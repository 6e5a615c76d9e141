"""GRIMLORE's table: the roster, party sheet, journey, settlement, battlemat and session-end screens."""
