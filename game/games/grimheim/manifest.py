"""Grimheim, as the platform sees it."""

from game.core.manifest import Manifest, Option

WARBANDS = (
    ("choir_embers", "Embers of the Last Hymn (Ashen Choir, small)"),
    ("choir_pyre", "The Walking Pyre (Ashen Choir, medium)"),
    ("reavers_pack", "The Jawbone Pack (Reavers, small)"),
    ("reavers_storm", "Redwind Raiders (Reavers, medium)"),
    ("wardens_watch", "The Night Watch of Quay Street (Wardens, small)"),
    ("wardens_column", "The Iron Lantern Column (Wardens, medium)"),
    ("mire_coven", "The Reedmother's Coven (Mirecourt Kin, small)"),
    ("mire_drowned", "The Drowned Lantern (Mirecourt Kin, medium)"),
    ("choir_conclave", "The Conclave of Cinders (Ashen Choir, large)"),
    ("reavers_horde", "The Red Moon Horde (Reavers, large)"),
    ("wardens_garrison", "The Quay Street Garrison (Wardens, large)"),
    ("mire_gathering", "The Gathering at Blackwater (Mirecourt Kin, large)"),
)

MANIFEST = Manifest(
    id="grimheim",
    title="Grimheim",
    players=(2, 2),
    blurb="Two warbands, four turns, eight missions on ruined battlefields with rooftops and gaps.",
    rules="game.games.grimheim.rules:RULES",
    options=(
        Option(
            "mission",
            "encounter",
            "choice",
            "Mission",
            choices=(
                ("encounter", "Encounter"),
                ("hold", "Hold the Crossing"),
                ("beacons", "Signal Fires"),
                ("feud", "Blood Feud"),
                ("bell", "The Bell Tower"),
                ("casks", "Smugglers' Casks"),
                ("bounty", "Bounty in the Smoke"),
                ("relic", "The Saint's Bones"),
            ),
        ),
        Option("warband_0", "reavers_pack", "choice", "Player 1's warband", choices=WARBANDS),
        Option("warband_1", "wardens_watch", "choice", "Player 2's warband", choices=WARBANDS),
        Option(
            "point_limit",
            "large",
            "choice",
            "Point limit",
            choices=(
                ("small", "Small, up to 500 points"),
                ("medium", "Medium, up to 600 points"),
                ("large", "Large, up to 1200 points"),
            ),
        ),
        Option("side_quests", True, "switch", "Secret side quests"),
        Option("roster_0", None, "fixed", "Player 1's own warband"),
        Option("roster_1", None, "fixed", "Player 2's own warband"),
        # the campaign's record (game/games/grimheim/rules/campaign.py), carried battle to battle
        Option("campaign", None, "fixed", "the warbands' campaign record"),
    ),
    campaign_carries=("campaign",),
    campaign_kinds=(
        ("story", "The Cracked Bell, a story of eight battles"),
        ("league", "An open league, battle after battle"),
    ),
    single_play="one battle",
    ai="game.games.grimheim.ai.campaign_player:choose",
    scenes="game.games.grimheim.table.scene:make_board_scene",
    builder="game.games.grimheim.table.builder:make_builder",
    counts="game.games.grimheim.rules.counts:content_counts",
    scenarios="game.games.grimheim.rules.scenario",
    content=("grimheim",),
    maps=("grimheim",),
    sounds={
        "hit": ("damage", "defeated"),
        "dice": (
            "attack_rolled",
            "defense_rolled",
            "fall",
            "initiative",
            "fate_rolled",
            "deploy_roll",
        ),
        "card": ("looted", "beacon_lit", "quest"),
        "turn": ("turn_start", "activate"),  # a new turn always rolls dice too
    },
)
