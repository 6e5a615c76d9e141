"""The result of an Encounter: the rules keep what it came to (the outcome in words, its Loot
or Conclusion, what each Character's marks did over it), and the table leaves it open when the
Encounter ends, until its button is clicked; a click elsewhere on it does nothing."""

import os
import random

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from game.games.tainted_grail.ai.player import choose  # noqa: E402
from game.games.tainted_grail.rules.encounter import report as REP  # noqa: E402
from game.games.tainted_grail.table.aftermath import ResultScreen  # noqa: E402
from tests.tainted_grail.encounter_helpers import begin  # noqa: E402
from tests.tainted_grail.helpers import play_encounter, shaped, start  # noqa: E402
from tests.tainted_grail.table_play import Table  # noqa: E402


def meeting(eid: str, kind: str):
    deck = list(start("ysolt").state["chars"]["ysolt"]["decks"][kind]["deck"])
    return begin(eid, {"ysolt": deck})


def test_a_won_combat_reports_its_loot_and_the_health_it_cost():
    match = meeting("marsh-boar", "combat")
    health, food = (match.state["chars"]["ysolt"][k] for k in ("health", "food"))
    play_encounter(match, seed=1)
    report = match.view(0)["encounter_report"]
    assert report["result"] == match.state["last_encounter"] == "win"
    assert report["outcome"] == ["Bristleback Sow is beaten."]
    assert report["rewards"] == ["Loot: gain 2 Food."]
    ch = match.state["chars"]["ysolt"]
    lost = health - ch["health"]
    words = next(c["words"] for c in report["changes"] if c["cid"] == "ysolt")
    assert f"Food +{ch['food'] - food}" in words and ch["food"] > food
    assert (f"Health -{lost}" in words) == (lost > 0)
    later = shaped(match)  # what the story does next is not the Encounter's
    later["chars"]["ysolt"]["food"] += 3
    assert REP.shown(later)["changes"] == report["changes"]


def test_a_talk_reports_the_colour_it_ended_on_and_its_conclusion():
    match = meeting("toll-bandits", "diplomacy")
    play_encounter(match, seed=1)
    report = match.view(0)["encounter_report"]
    colour = next(c for c in ("green", "grey", "red") if f"ends on {c}" in report["outcome"][0])
    assert report["rewards"][0].startswith(f"The {colour} Conclusion: ")


def test_the_result_stays_on_the_table_until_its_button_is_clicked(tmp_path):
    match = meeting("toll-bandits", "diplomacy")
    table = Table(tmp_path, match)
    scene = table.scene
    rng = random.Random(5)
    while match.state["encounter"] is not None:
        assert table.do(choose(match.view(0), match.legal(0), rng))
    scene._sync()
    assert isinstance(scene.screen, ResultScreen)
    assert scene.screen.report["name"] == "Crossroads Tollmen"
    moves = len(match.log)
    inside = (scene.screen.card.left + 30, scene.screen.card.centery)  # on its words
    table.click(inside)
    scene._sync()
    assert isinstance(scene.screen, ResultScreen) and len(match.log) == moves
    table.click(scene.screen.locate_close())
    scene._sync()
    assert not isinstance(scene.screen, ResultScreen) and len(match.log) == moves
