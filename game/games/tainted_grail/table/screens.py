"""Which screen fills the table now: the page the players asked for (the journal's history, a
whole tray), else the one the game's moment calls for."""

from __future__ import annotations

from game.games.tainted_grail.table import layout as L
from game.games.tainted_grail.table.aftermath import ResultScreen
from game.games.tainted_grail.table.campaign_end import CampaignEndScreen
from game.games.tainted_grail.table.closing import ClosingBook
from game.games.tainted_grail.table.deck_builder import DeckScreen
from game.games.tainted_grail.table.encounter import EncounterScreen
from game.games.tainted_grail.table.ending import EndScreen
from game.games.tainted_grail.table.facing import FacingScreen
from game.games.tainted_grail.table.heroes import HeroScreen
from game.games.tainted_grail.table.history import HistoryScreen
from game.games.tainted_grail.table.journal import JournalScreen
from game.games.tainted_grail.table.map_screen import MapScreen
from game.games.tainted_grail.table.trade import TradeScreen
from game.games.tainted_grail.table.tray import TrayScreen
from game.games.tainted_grail.table.upkeep import UpkeepScreen


def pick_screen(scene):
    view = scene.view
    kind = scene.kind
    if scene.page == "journal":
        return HistoryScreen(scene, L.MAIN)
    if scene.page == "tray" and scene.tray_cid in {c["id"] for c in view["characters"]}:
        return TrayScreen(scene, L.MAIN, scene.tray_cid)
    if scene.last_result is not None and view["encounter"] is None and view["result"] is None:
        return ResultScreen(scene, L.MAIN, scene.last_result)
    if scene.last_reading is not None and view["reading"] is None:
        return ClosingBook(scene, L.MAIN, scene.last_reading)
    if view["campaign"].get("story") is not None:  # the last chapter's end: the whole story
        return CampaignEndScreen(scene, L.MAIN)
    if view["result"] is not None or kind == "game_over":
        return EndScreen(scene, L.MAIN)
    if kind == "pick_hero" or not view["characters"]:
        return HeroScreen(scene, L.MAIN)
    if view["encounter"] is not None:
        if "sequence" in view["encounter"]:
            return EncounterScreen(scene, L.TABLE)
        return FacingScreen(scene, L.MAIN)
    if view["reading"] is not None:
        return JournalScreen(scene, L.MAIN)
    if kind == "trade":
        return TradeScreen(scene, L.MAIN)
    if kind in DeckScreen.handles:
        return DeckScreen(scene, L.MAIN)
    if kind in UpkeepScreen.handles and (view["stage"] != "day" or kind != "triggered"):
        return UpkeepScreen(scene, L.MAIN)
    return MapScreen(scene, L.MAIN)
