"""GRIM the Card Game, as the platform sees it."""
from game.core.manifest import Manifest, Option

MANIFEST = Manifest(
    id="grim",
    title="GRIM the Card Game",
    players=(2, 2),
    blurb="Two players, two Grim each, Bonds and Spirit Bonuses: the last one standing wins.",
    rules="game.games.grim.rules:RULES",
    options=(
        Option("format", "standard", "choice", "Format",
               choices=(("standard", "Standard"), ("coven", "Coven"))),
        Option("first_favor", None, "choice", "First favor",
               choices=((None, "a coin flip"), (0, "Player 1"), (1, "Player 2"))),
    ),
    ai="game.games.grim.ai.player:choose",
    scenes="game.games.grim.table.scenes:make_board_scene",
    counts="game.games.grim.rules.counts:content_counts",
    scenarios="game.games.grim.rules.scenario",
    content=("grim",),
    sounds={
        "hit": ("damaged", "knocked_out"),
        "card": ("bond_drawn", "grim_drawn", "grim_placed", "bond_attached", "searched"),
        "turn": ("turn_started", "round_started"),
    },
)
