"""Lanterns, as the platform sees it: one manifest is all a game adds."""
from game.core.manifest import Manifest, Option

MANIFEST = Manifest(
    id="lanterns",
    title="Lanterns",
    players=(1, 4),
    blurb="Light the lanterns together before the wind blows them out.",
    rules="tests.example_game.rules:RULES",
    options=(Option("goal", 4, "number", "Lanterns to light", low=2, high=8),),
    ai="tests.example_game.rules:choose",
    scenarios="tests.example_game.scenario",
    coop=True,
    campaign_carries=("lit",),
)
