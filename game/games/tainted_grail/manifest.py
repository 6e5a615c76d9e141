"""Tainted Grail: Kings of Ruin, as the platform sees it."""

from game.core.manifest import Manifest, Option

MANIFEST = Manifest(
    id="tainted_grail",
    title="Tainted Grail: Kings of Ruin",
    players=(1, 4),
    blurb="One to four Lampbearers walk a failing Shore to relight the Drowned Beacon.",
    rules="game.games.tainted_grail.rules:RULES",
    options=(
        Option(
            "mode",
            "normal",
            "choice",
            "Difficulty",
            choices=(
                ("normal", "The book's rules"),
                ("story", "Story mode (gentler: Items, cheaper waystones, Health spares Energy)"),
                ("challenge", "Challenge mode (harsher: Classic Resting, Limited Stability)"),
            ),
        ),
        Option(
            "characters",
            1,
            "number",
            "Characters (at least one per player)",
            low=1,
            high=4,
            per_player=True,
        ),
        Option("echoes", False, "switch", "Echoes of Ruin (begins after Chapter I)"),
        Option(  # a described start (rules/opening.py, assets/tainted_grail/starts/)
            "start",
            "chapter-1",
            "choice",
            "Begin at",
            choices=(
                ("chapter-1", "Chapter I, with new Lampbearers"),
                ("chapter-4", "Chapter IV, a party carried out of Chapter III"),
            ),
        ),
        Option("save", None, "fixed", label="the save sheet"),  # carried between evenings
    ),
    ai="game.games.tainted_grail.ai.player:choose",
    scenes="game.games.tainted_grail.table.scene:make_board_scene",
    coop=True,
    campaign_carries=("save",),
    counts="game.games.tainted_grail.rules.counts:content_counts",
    content=("tainted_grail",),
    bench={"dither": ("evening", "back")},
    scenarios="game.games.tainted_grail.rules.scenario",
)
