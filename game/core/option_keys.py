"""Match options the platform keeps for itself, under keys no game uses, so a save keeps them
beside the game's own options (the players' names and the computer's level: game/core/seats.py)."""

SCENARIO = "scenario"  # the id of the scenario the match started from: its goal is judged
SCRIPTED_DICE = "scripted_dice"  # the scenario's scripted dice, by die ("d6": [6, 6, 1])
