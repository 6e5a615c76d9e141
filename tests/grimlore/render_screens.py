"""Render GRIMLORE's screens to PNG, at 1280x720 and scaled to 1920x1080 as the window scales
the table, to look at them:

    SDL_VIDEODRIVER=dummy python -m tests.grimlore.render_screens /work/shots/grimlore

Positions are reached by the AI playing from a seed (see table_play.reach)."""

from __future__ import annotations

import os
import random
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")


from game.core.match import Match  # noqa: E402
from game.core.playout import bare  # noqa: E402
from game.games.grimlore.ai.player import choose  # noqa: E402
from game.games.grimlore.rules import RULES  # noqa: E402
from tests.grimlore.table_play import Table, kind_is, reach, screenshot  # noqa: E402


def shoot(out: Path, name: str, match, setup=None) -> None:
    table = Table(Path(tempfile.mkdtemp()), match)
    table.scene._sync()
    if setup:
        setup(table)
    for size in ((1280, 720), (1920, 1080)):
        screenshot(table, out / f"{name}_{size[0]}.png", size)
    print("wrote", name)


def hover(pos_of):
    def setup(table):
        table.move(pos_of(table))
    return setup


def main(out: Path) -> None:
    out.mkdir(parents=True, exist_ok=True)
    shoot(out, "roster_make", reach(kind_is("make"), seeds=[1]),
          hover(lambda t: next(w.rect.center for w in t.scene.screen.ui.widgets
                               if getattr(w, "label", "").startswith("Dwarf"))))
    shoot(out, "tile_event", reach(kind_is("event", types=("try",)), seeds=[1]))
    shoot(out, "free_scavenge", reach(kind_is("free_scavenge"), seeds=[2]))
    shoot(out, "turn", reach(lambda m: m.pending().kind == "turn" and m.state["path"], seeds=[3]))
    shoot(out, "combat_open", reach(kind_is("combat_open"), seeds=[1]),
          hover(lambda t: t.scene.screen.monster_spot[0].center if hasattr(
              t.scene.screen, "monster_spot") else (400, 250)))
    shoot(out, "settlement", reach(lambda m: m.pending().kind == "town" and m.state["party"]["gold"] >= 10,
                                   seeds=range(1, 40)),
          hover(lambda t: t.scene.screen._rows()[0][0].move(20, 0).midleft))
    def smithy(table):
        table.click(next(w.rect.center for w in table.scene.screen.ui.widgets
                         if getattr(w, "label", "") == "Smithy"))
    shoot(out, "settlement_smithy", reach(
        lambda m: m.pending().kind == "town" and m.state["party"]["cards"], seeds=range(1, 80)),
        smithy)
    shoot(out, "battlemat_mid_fight", reach(
        lambda m: m.pending().kind == "combat" and m.state["combat"]["round"] >= 2
        and len(m.state["combat"]["units"]) >= 2, seeds=range(1, 40)))

    def with_attack_list(table):
        scene = table.scene
        attack = next((c for c in scene.legal if c["type"] == "attack"), None)
        if attack:
            for _ in range(2):
                table.click(scene.locate(attack))
                if getattr(scene.screen, "popup", None) and scene.screen.popup.widgets:
                    break
            table.move(scene.screen.popup.widgets[0].rect.center)
    shoot(out, "battlemat_attack_odds", reach(kind_is("combat", types=("attack",)), seeds=range(1, 40)),
          with_attack_list)

    def monster_hover(table):
        scene = table.scene
        table.move(scene.screen.grid.square_center(scene.view["combat"]["units"]["m"]["cell"]))
    shoot(out, "battlemat_trait_hover", reach(kind_is("combat"), seeds=[4]), monster_hover)
    shoot(out, "session_end", reach(kind_is("train"), seeds=[1]))
    shoot(out, "party_sheet", reach(kind_is("turn"), seeds=[5], limit=80),
          lambda t: t.click(t.scene.party_button.rect.center))
    first = Match(RULES, {"party_size": 3}, 6, human_seats={0}).start()
    rng = random.Random(6)
    while first.outcome() is None:
        first.submit(0, bare(choose(first.view(0), first.legal(0), rng)))
    shoot(out, "result", first, lambda t: t.scene.show_result({"party": first.outcome()["party"]}))
    muster = Match(RULES, {"party": first.outcome()["party"]}, 7, human_seats={0}).start()
    shoot(out, "roster_muster", muster)
    shoot(out, "four_seats", reach(kind_is("event"), seeds=[8], options={"party_size": 4, "players": 4}))


if __name__ == "__main__":
    main(Path(sys.argv[1] if len(sys.argv) > 1 else "shots"))
