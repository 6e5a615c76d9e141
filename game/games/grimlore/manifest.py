"""GRIMLORE: Portal Tales, as the platform sees it."""

from game.core.manifest import Manifest, Option

MANIFEST = Manifest(
    id="grimlore",
    title="GRIMLORE: Portal Tales",
    players=(1, 4),
    blurb="A party of one to four travels the shattered isles and fights on battlemats.",
    rules="game.games.grimlore.rules:RULES",
    options=(
        Option(
            "length",
            "short",
            "choice",
            "Session length",
            choices=(
                ("short", "Short (2 wilderness, 2 settlement, 1 dungeon per character)"),
                ("long", "Long (4, 4 and 2 per character)"),
            ),
        ),
        Option("party_size", 2, "number", "Characters in a new party", low=1, high=4),
        Option("crafting", True, "switch", "Optional crafting system"),
        # the roster a campaign carries between sessions (none: a new party is made)
        Option("party", None, "fixed", "Carried party"),
    ),
    ai="game.games.grimlore.ai.player:choose",
    scenes="game.games.grimlore.table.scene:make_board_scene",
    coop=True,
    campaign_carries=("party",),
    # free roam kept as a campaign, or the rulebook's campaign mode: the Campaign Book, whose
    # passages set each session up
    campaign_kinds=(
        ("roam", "a campaign of free-roam sessions"),
        ("book", "the Campaign Book, six sessions told"),
    ),
    single_play="one session",
    counts="game.games.grimlore.rules.counts:content_counts",
    scenarios="game.games.grimlore.rules.scenario",
    content=("grimlore",),
    maps=("grimlore",),
)
