"""The shop's stock grows past what one panel shows: every basic item is on a page of its tab,
and the mouse reaches one on a later page through the page buttons."""

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from game.games.grimlore.rules import content  # noqa: E402
from game.games.grimlore.table.shop import PER_PAGE, TABS, ShopScreen  # noqa: E402
from tests.grimlore.table_play import Table, perform, reach  # noqa: E402


def rich_town(match) -> bool:
    return match.pending().kind == "town" and match.state["party"]["gold"] >= 16


def shown_on_every_page(table: Table) -> list[str]:
    """Each tab's items, page by page, as the screen lays them out."""
    scene, seen = table.scene, []
    for key, name, _ in TABS[:-1]:  # the smithy sells nothing
        table.click(next(w for w in scene.screen.ui.widgets if w.label == name).rect.center)
        assert scene.screen.tab() == key
        for _ in range(scene.screen._pages()):
            rows = scene.screen._rows()
            assert len(rows) == len(scene.screen._stock()) <= PER_PAGE  # none cut off
            seen += [item["id"] for _, item in rows]
            if scene.screen._pages() > 1:
                table.click(
                    next(w for w in scene.screen.ui.widgets if w.label == "Next").rect.center
                )
    return seen


def test_every_basic_item_is_on_a_page_of_its_tab(tmp_path):
    table = Table(tmp_path, reach(rich_town, seeds=range(60)))
    table.scene._sync()
    assert isinstance(table.scene.screen, ShopScreen)
    seen = shown_on_every_page(table)
    assert sorted(seen) == sorted(content.items_of("basic"))


def test_an_item_on_a_later_page_is_bought_with_the_mouse(tmp_path):
    match = reach(rich_town, seeds=range(60))
    table = Table(tmp_path, match)
    table.scene._sync()
    weapons = [
        k for k in content.items_of("basic") if content.load()["items"][k]["kind"] == "weapon"
    ]
    assert len(weapons) > PER_PAGE
    late = next(
        c for c in table.scene.legal if c["type"] == "buy" and c["item"] in weapons[PER_PAGE:]
    )
    gold = match.state["party"]["gold"]
    assert perform(table, late)
    price = content.load()["items"][late["item"]]["price"]
    assert match.state["party"]["gold"] == gold - price
