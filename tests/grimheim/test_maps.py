"""A broken Grimheim map is refused with a sentence naming the file and the fault, when the game
is checked before play (``serve grimheim`` starts, the app lists the game), never a traceback."""
import shutil
from pathlib import Path

import pytest

from game.__main__ import main
from game.games.grimheim.rules import board as B
from tests.grimheim.fixtures import tool

ZONE = '  <object id="{}" name="deploy_{}" type="zone" x="0" y="{}" width="1408" height="192"/>\n'
MARKET_ZONES = (' <objectgroup id="3" name="zones">\n' + ZONE.format(3, 0, 0)
                + ZONE.format(4, 1, 832) + ' </objectgroup>\n')


@pytest.fixture
def maps(tmp_path, monkeypatch):
    """A copy of maps/grimheim the rules read instead of the real one."""
    folder = tmp_path / "grimheim"
    shutil.copytree(B.MAPS, folder)
    monkeypatch.setattr(B, "MAPS", folder)
    B.board.cache_clear()
    yield folder
    B.board.cache_clear()


def serve_fails(capsys) -> str:
    assert main(["serve", "grimheim"]) == 2
    said = capsys.readouterr().err
    assert "Traceback" not in said and said.count("\n") == 1
    return said


@pytest.mark.parametrize("change, fault", [
    (lambda text: text.replace(MARKET_ZONES, ""),
     "market.tmx: has no zone named 'deploy_0' (its zones: none); draw it"),
    (lambda text: text.replace('name="deploy_1"', 'name="deploy_2"'),
     "market.tmx: has no zone named 'deploy_1' (its zones: deploy_0, deploy_2)"),
    (lambda text: text.replace('tilewidth="64"', 'tilewidth="0"', 1),
     "market.tmx: the <map> element's tilewidth is '0'"),
])
def test_serve_refuses_a_broken_map_naming_the_file_and_the_fault(maps, capsys, change, fault):
    market: Path = maps / "market.tmx"
    assert MARKET_ZONES in market.read_text()
    market.write_text(change(market.read_text()))
    assert fault in serve_fails(capsys)


def test_the_maps_tool_writes_the_battlefields_that_ship(tmp_path):
    # the .tmx files are the tool's output: a map changed by hand alone would be undone the next
    # time the tool runs (the market's heap and the gorge's brush deck were, once)
    tool("grimheim_maps").main(tmp_path)
    written = sorted(p.name for p in tmp_path.iterdir())
    assert written
    changed = [n for n in written if (tmp_path / n).read_bytes() != (B.MAPS / n).read_bytes()]
    assert changed == []
