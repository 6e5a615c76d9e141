"""Render Tainted Grail's screens to PNG, at 1280x720 and scaled to 1920x1080 as the window
scales the table, to look at them:

    SDL_VIDEODRIVER=dummy python -m tests.tainted_grail.render_screens /work/shots/tainted_grail

Positions are reached by the AI playing from a seed (see table_play.reach); the chapter's end by
the scripted party of test_playthrough."""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from game.core.match import Match  # noqa: E402
from game.core.playout import bare  # noqa: E402
from tests.tainted_grail.helpers import RULES  # noqa: E402
from tests.tainted_grail.table_play import (  # noqa: E402
    Table,
    kind_is,
    perform,
    reach,
)


def shoot(out: Path, name: str, match, setup=None) -> None:
    """The table at ``match`` (after ``setup`` has moved the mouse), at both window sizes."""
    table = Table(Path(tempfile.mkdtemp()), match)
    table.shots = str(out)
    table.scene._sync()
    if setup:
        setup(table)
    table.shot(name)
    print("wrote", name)


def hover(pos_of):
    def setup(table):
        table.move(pos_of(table))

    return setup


def mid_game(match) -> bool:
    return match.pending().kind == "day" and match.state["day"] >= 3 and len(match.state["map"]) > 9


def greyed(match) -> bool:
    info = match.pending().info
    return match.pending().kind == "verse_choice" and any(
        not c["enabled"] for c in info.get("choices", [])
    )


def chapter_end() -> Match:
    from tests.tainted_grail.test_playthrough import move

    match = Match(RULES, {"characters": 2, "mode": "story"}, 7_301_000_042).start()
    for hero in ("tobin", "ysolt"):
        match.submit(0, bare(next(c for c in match.legal(0) if c.get("hero") == hero)))
    while match.outcome() is None:
        match.submit(0, bare(move(match)))
    return match


def shoot_decks(out: Path) -> None:
    """The deck builder with a card set aside and one hovered, then the cards drawn to keep."""
    from tests.tainted_grail.helpers import do
    from tests.tainted_grail.test_table_decks import advancing

    match = advancing()
    do(match, type="advance_deck", deck="combat")
    do(match, type="keep", card=match.pending().info["cards"][0])
    deck = match.state["chars"]["cadoc"]["decks"]["combat"]["deck"]
    do(match, type="set_aside", deck="combat", card=deck[2])
    shoot(out, "deck_builder", match, hover(lambda t: t.scene.screen.spots[4].face.center))
    do(match, type="advance_deck", deck="diplomacy")
    shoot(out, "deck_keep", match, hover(lambda t: t.scene.screen.spots[1].face.center))


def shoot_mat(out: Path) -> None:
    """The battlemat: a Combat and a Diplomacy reached by play with a card of the hand
    hovered, and a shaped Combat mid-Sequence with a card's two ways to play previewed."""
    from tests.tainted_grail import battlemat_fixture as F
    from tests.tainted_grail.test_table_mat_play import activation

    def hover_play(table):
        plays = [c for c in table.scene.legal if c["type"] == "play"]
        table.move(table.scene.locate(plays[-1]))

    for kind in ("combat", "diplomacy"):
        shoot(out, f"mat_{kind}_play", activation(kind), hover_play)

    match = reach(kind_is("encounter"), seeds=[1])
    for name, (enc, legal), card in (
        ("mat_combat", F.combat(), "cadoc:combat:B06"),
        ("mat_diplomacy", F.diplomacy(), "cadoc:diplomacy:B01"),
    ):

        def setup(table, enc=enc, legal=legal, card=card):
            F.install(table.scene, enc, legal)
            table.scene._sync()
            table.move(table.scene.screen.locate({"type": "play", "card": card}))

        shoot(out, name, match, setup)


def main(out: Path) -> None:
    out.mkdir(parents=True, exist_ok=True)
    shoot(out, "heroes", Match(RULES, {"characters": 2}, 1, human_seats={0}).start())

    def lit_card(table):
        screen = table.scene.screen
        card = next(iter(screen.lit), None)
        if card:
            loc = next(x for x in table.scene.view["map"]["locations"] if x["id"] == card)
            table.move(screen.cam.card(loc["x"], loc["y"]).center)

    shoot(out, "map_mid_game", reach(mid_game, seeds=[1]), lit_card)
    shoot(out, "tray", reach(mid_game, seeds=[2]),
          lambda t: t.scene.show_tray(t.scene.view["characters"][0]["id"]))

    def closed_choice(table):
        closed = [w for w in table.scene.screen.ui.widgets if not w.enabled]
        if closed:
            table.move(closed[0].rect.center)

    shoot(out, "verse_greyed", reach(greyed, seeds=[1]), closed_choice)
    shoot(out, "verse_roll", reach(kind_is("verse_roll"), seeds=[1]))
    shoot(out, "encounter", reach(kind_is("encounter"), seeds=[1]))
    shoot(out, "upkeep_recover", reach(kind_is("recover"), seeds=[1]))
    shoot(out, "upkeep_advance", reach(kind_is("advance"), seeds=[1]))
    shoot_decks(out)
    shoot_mat(out)
    shoot(out, "vision", reach(kind_is("vision"), seeds=range(4)))
    shoot(out, "pay", reach(kind_is("pay"), seeds=[1]))
    shoot(out, "journal_history", reach(mid_game, seeds=[1]), lambda t: t.scene.toggle_journal())
    four = ("cadoc", "ysolt", "rhoswen", "tobin")
    shoot(out, "map_four", reach(mid_game, seeds=[3], heroes=four, options={"players": 4}),
          hover(lambda t: (1000, 120)))
    trading = reach(kind_is("day", types=("trade",)), seeds=[2], heroes=four)
    trading.submit(0, bare(next(c for c in trading.legal(0) if c["type"] == "trade")))
    shoot(out, "trade", trading)
    def read_it(table):
        perform(table, next(c for c in table.scene.legal if c["type"] == "read_vision"))
        table.scene._sync()

    shoot(out, "vision_page", reach(kind_is("vision"), seeds=range(4)), read_it)
    shoot(out, "night_triggered", reach(lambda m: m.pending().kind == "triggered"
                                        and m.state["stage"] == "end", seeds=range(8),
                                        heroes=four))

    def waystone_list(table):
        scene = table.scene
        wake = next(c for c in scene.legal if c["type"] == "waystone")
        table.click(scene.locate(wake))
        if scene.popup is not None:
            table.move(scene.popup.rows[0].rect.center)

    def corner_of_two(match) -> bool:
        ways = [(c["who"], c["corner"]) for c in match.legal(0) if c["type"] == "waystone"]
        return match.pending().kind == "day" and len(ways) > len(set(ways))

    shoot(out, "waystone_popup", reach(corner_of_two, seeds=range(12)), waystone_list)
    shoot(out, "chapter_end", chapter_end())
    shoot(out, "map_kings", with_kings(reach(mid_game, seeds=[1])), hover_king)


def with_kings(match) -> Match:
    """The mid-game map with a King of Ruin beside a Guardian and another on its own (placed by
    hand: the story of chapter I places none)."""
    from tests.tainted_grail.helpers import reshape, shaped

    state = shaped(match)
    taken = {c["at"] for c in state["chars"].values()}
    free = sorted(c for c in state["map"] if c not in taken)
    state["guardians"] = {"barrow-thane": free[0]}
    state["kings"] = {
        "tidewright": {"at": free[0], "meets": "tidewright-diplomacy-1", "sated": False},
        "osric": {"at": free[-1], "meets": "osric-combat-1", "sated": True},
    }
    return reshape(match, state)


def hover_king(table) -> None:
    king = table.scene.view["kings"][0]
    loc = next(x for x in table.scene.view["map"]["locations"] if x["id"] == king["at"])
    table.move(table.scene.screen.cam.card(loc["x"], loc["y"]).center)


if __name__ == "__main__":
    main(Path(sys.argv[1] if len(sys.argv) > 1 else "shots"))
