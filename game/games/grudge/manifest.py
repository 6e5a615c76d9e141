"""Grudge, as the platform sees it."""

from game.core.manifest import Manifest, Option

MANIFEST = Manifest(
    id="grudge",
    title="Grudge",
    players=(1, 1),
    blurb="A lone Warrior against the monsters of a camp, room by room.",
    rules="game.games.grudge.rules:RULES",
    options=(
        Option("luckstones", 0, "profile", "Luckstones", low=0, high=99),
        Option("auto_pass", True, "switch", "Skip questions that could change nothing"),
    ),
    scenes="game.games.grudge.table.scenes:make_board_scene",
    counts="game.games.grudge.rules.counts:content_counts",
    scenarios="game.games.grudge.rules.scenario",
    content=("grudge",),
    maps=("grudge",),
    campaign_carries=("luckstones",),
    bench={"dither": ("menu", "back")},
    sounds={
        "hit": ("strike_hit", "warrior_hurt", "monster_hurt", "monster_defeated", "riposte"),
        "card": ("card_assigned", "monsters_drew", "decks_prepared"),
        "turn": ("your_turn", "round_started", "room_entered"),
    },
)
