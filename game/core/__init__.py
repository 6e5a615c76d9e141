"""The rules core: no pygame here. Matches, chance, saves, the registry and content loading."""
