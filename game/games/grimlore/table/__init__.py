"""GRIMLORE's table: roster, party sheet, journey, settlement, battlemat, session end."""
