"""Tainted Grail's table as a player meets it, headless through the real input layer: every
screen draws at every question random play reaches, every legal command can be found on screen,
a lit Location travels when clicked, hovering a Location tells its text and its Action, the map
zooms and scrolls, a journal choice sends its command, a greyed one says why and sends nothing,
the End of the Day asks first, and a hotseat never covers the table."""

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import random  # noqa: E402

import pygame  # noqa: E402

from game.app.scenes.dialog import MessageBox  # noqa: E402
from game.app.scenes.handoff import HandoffScene  # noqa: E402
from game.core.match import Match  # noqa: E402
from game.core.playout import bare  # noqa: E402
from game.games.tainted_grail.ai.player import choose  # noqa: E402
from game.games.tainted_grail.table.journal import JournalScreen  # noqa: E402
from game.games.tainted_grail.table.map_screen import MapScreen  # noqa: E402
from game.games.tainted_grail.table.screen import ClosedButton, CommandButton  # noqa: E402
from tests.tainted_grail.helpers import RULES  # noqa: E402
from tests.tainted_grail.table_play import Table, kind_is, perform, reach  # noqa: E402


def test_every_question_draws_and_every_legal_command_is_on_screen_and_clicks(tmp_path):
    seen = set()
    for seed, size, mode in ((3, 1, "normal"), (4, 2, "story"), (5, 4, "challenge")):
        match = Match(RULES, {"characters": size, "players": min(size, 2), "mode": mode}, seed,
                      human_seats={0}).start()
        table = Table(tmp_path / str(seed), match)
        rng = random.Random(seed)
        surface = pygame.Surface((1280, 720))
        while match.outcome() is None and len(match.log) < 200:
            scene = table.scene
            scene._sync()
            seen.add((match.pending().kind, type(scene.screen).__name__))
            for command in scene.legal:
                assert scene.locate(command) is not None, (match.pending().kind, command)
            scene.draw(surface)
            if not scene.legal:  # a hand the computer's seat holds: it decides for itself
                assert scene.ai_seat() is not None, match.pending().kind
                scene.play_ai()
                continue
            pick = rng.choice(scene.legal) if rng.random() < 0.3 else choose(
                scene.view, scene.legal, rng)
            if pick["type"] in ("evening", "confirm"):
                pick = next((c for c in scene.legal if c["type"] not in ("evening", "confirm")),
                            pick)
            pick = next(c for c in scene.legal if bare(c) == bare(pick))
            assert perform(table, pick), (match.pending().kind, pick)  # found, and the click works
            scene._sync()
            if scene.last_reading is not None:  # the book left open on the last page
                table.click(scene.screen.locate_close())
        table.scene.draw(surface)
    screens = {name for _, name in seen}
    for name in ("HeroScreen", "MapScreen", "JournalScreen", "UpkeepScreen"):
        assert name in screens, f"random play never showed the {name}"
    # an Encounter: faced (before its Sequence, or by the single-roll rule) or on the battlemat
    assert screens & {"FacingScreen", "EncounterScreen"}, "random play never met an Encounter"


def test_clicking_a_lit_location_travels_there(tmp_path):
    match = reach(kind_is("day", types=("travel",)), heroes=("cadoc",))
    table = Table(tmp_path, match)
    scene = table.scene
    scene._sync()
    screen = scene.screen
    assert isinstance(screen, MapScreen)
    travels = {c["to"] for c in scene.legal if c["type"] == "travel"}
    assert set(screen.lit) == travels
    dest = sorted(travels)[0]
    loc = next(x for x in scene.view["map"]["locations"] if x["id"] == dest)
    spot = screen.cam.card(loc["x"], loc["y"]).center
    table.move(spot)
    tip = scene._tip()
    assert loc["name"] in tip and "Energy" in tip and loc["text"] in tip
    table.click(spot)
    assert match.state["chars"]["cadoc"]["at"] == dest
    assert match.log[-1].command["type"] == "travel"


def test_hovering_a_location_tells_its_action_and_its_cost(tmp_path):
    match = reach(kind_is("day"), heroes=("cadoc",))
    table = Table(tmp_path, match)
    scene = table.scene
    scene._sync()
    screen = scene.screen
    loc = next(x for x in scene.view["map"]["locations"] if x["action"])
    table.move(screen.cam.card(loc["x"], loc["y"]).center)
    tip = scene._tip()
    action = loc["action"]
    assert action["name"] in tip and action["cost"] in tip and action["effect"] in tip


def test_the_wheel_zooms_and_a_drag_scrolls_the_map(tmp_path):
    match = reach(kind_is("day"), heroes=("cadoc",))
    table = Table(tmp_path, match)
    scene = table.scene
    scene._sync()
    cam = scene.screen.cam
    centre = scene.screen.window.center
    before = cam.zoom
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=centre, rel=(0, 0),
                                         buttons=(0, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1, flipped=False,
                                         precise_x=0.0, precise_y=-1.0))
    table.app.step(0)
    assert cam.zoom < before
    origin = list(cam.origin)
    table.drag(centre, (centre[0] + 40, centre[1] + 30))
    assert cam.origin != origin and len(match.log) == len(match.log)
    arrow = next(w for w in scene.screen.ui.widgets if getattr(w, "label", "") == ">")
    origin = list(cam.origin)
    table.click(arrow.rect.center)
    assert cam.origin[0] < origin[0]


def test_a_choice_button_sends_its_command(tmp_path):
    match = reach(kind_is("verse_choice"), heroes=("cadoc",))
    table = Table(tmp_path, match)
    scene = table.scene
    scene._sync()
    assert isinstance(scene.screen, JournalScreen)
    button = next(w for w in scene.screen.ui.widgets if isinstance(w, CommandButton))
    before = len(match.log)
    table.click(button.rect.center)
    assert len(match.log) > before
    assert bare(match.log[before].command) == bare(button.command)
    assert match.log[before].command["type"] == "choose"


def test_a_greyed_choice_shows_its_reason_and_sends_nothing(tmp_path):
    def greyed(match):
        return match.pending().kind == "verse_choice" and any(
            not c["enabled"] for c in match.pending().info["choices"])

    match = reach(greyed, heroes=("cadoc",))
    table = Table(tmp_path, match)
    scene = table.scene
    scene._sync()
    closed = [c for c in scene.view["reading"]["choices"] if not c["enabled"]]
    buttons = [w for w in scene.screen.ui.widgets if isinstance(w, ClosedButton)]
    assert len(buttons) == len(closed)
    button = buttons[0]
    assert not button.enabled
    table.move(button.rect.center)
    assert closed[0]["reason"] in scene._tip()
    before = len(match.log)
    table.click(button.rect.center)
    assert len(match.log) == before
    assert closed[0]["index"] not in {c["index"] for c in scene.legal if c["type"] == "choose"}


def test_ending_the_day_asks_first(tmp_path):
    match = reach(kind_is("day"), heroes=("cadoc",))
    table = Table(tmp_path, match)
    scene = table.scene
    day = match.state["day"]
    end = next(c for c in scene.legal if c["type"] == "end_day")
    table.click(scene.locate(end))
    box = table.ctx.stack.top
    assert isinstance(box, MessageBox) and match.state["day"] == day
    table.click(next(w for w in box.ui.widgets if w.label == "No").rect.center)
    assert table.ctx.stack.top is scene and match.pending().kind == "day"
    assert perform(table, end)
    assert match.state["stage"] != "day" or match.state["day"] == day + 1


def test_a_hotseat_answers_from_any_seat_and_is_never_covered(tmp_path):
    match = Match(RULES, {"characters": 2, "players": 2}, 9, human_seats={0, 1}).start()
    table = Table(tmp_path, match)
    assert not any(isinstance(s, HandoffScene) for s in table.ctx.stack.scenes)
    scene = table.scene
    rng = random.Random(9)
    for turn in range(60):
        if match.outcome() is not None:
            break
        # nothing is secret between the players: no seat's screen needs covering
        assert not any(isinstance(s, HandoffScene) for s in table.ctx.stack.scenes)
        seats = match.pending().seats
        # the players pass the mouse around; either may answer the party's questions
        scene.seat = turn % 2 if len(seats) > 1 else seats[0]
        command = choose(scene.view, scene.legal, rng)
        command = next(c for c in scene.legal if bare(c) == bare(command))
        assert perform(table, command), command
    assert {entry.seat for entry in match.log if entry.seat is not None} == {0, 1}


def test_the_computer_decides_when_asked(tmp_path):
    match = Match(RULES, {"characters": 2, "players": 2}, 11, human_seats={0}).start()
    table = Table(tmp_path, match)
    scene = table.scene
    scene._sync()
    assert scene.advice_button in scene.top.widgets
    assert "would choose" in scene.advice_button.tooltip
    before = len(match.log)
    table.click(scene.advice_button.rect.center)
    assert len(match.log) == before + 1 and match.log[-1].seat == 1


def test_panels_catch_their_own_clicks(tmp_path):
    from game.games.tainted_grail.table import layout as L

    match = reach(kind_is("day"), heroes=("cadoc",))
    table = Table(tmp_path, match)
    scene = table.scene
    before = len(match.log)
    empty = [
        (L.DAY.centerx, L.DAY.bottom - 8),
        (L.LOG.centerx, L.LOG.centery),
        (L.ACTIONS.centerx, L.ACTIONS.bottom - 8),
        (L.TRAYS.right - 20, L.TRAYS.top + 20),
        (L.MAIN.left + 30, L.MAIN.top + 60),
    ]
    for spot in empty:
        table.click(spot)
        assert len(match.log) == before and table.ctx.stack.top is scene, spot


def test_a_tray_opens_whole_with_the_abilities_it_may_use(tmp_path):
    from game.games.tainted_grail.table.tray import TrayScreen

    match = reach(kind_is("day", types=("use",)), heroes=("cadoc", "ysolt"))
    table = Table(tmp_path, match)
    scene = table.scene
    scene._sync()
    user = next(c for c in scene.legal if c["type"] == "use")["who"]
    opener = next(w for w in scene.trays.ui.widgets if w.label == "Tray"
                  and user in w.tooltip.lower())
    table.click(opener.rect.center)
    assert isinstance(scene.screen, TrayScreen) and scene.screen.cid == user
    mine = [c for c in scene.legal if c["type"] == "use" and c["who"] == user]
    assert all(scene.screen.locate(c) for c in mine)
    ch = next(c for c in scene.view["characters"] if c["id"] == user)
    table.move(scene.screen.spots[0][0].center)  # the Energy track
    assert f"Energy {ch['tray']['energy']} of {ch['tray']['energy_top']}" in scene._tip()
    table.click(scene.journal_button.rect.center)  # "Back to the table"
    assert isinstance(scene.screen, MapScreen)


def test_travelling_into_a_waiting_king_asks_first_and_no_keeps_the_party_where_it_is(tmp_path):
    from tests.tainted_grail.test_tidewright_story import read_the_log, walk

    match = read_the_log()
    walk(match, "101", "103", "107")
    table = Table(tmp_path, match)
    scene = table.scene
    into = next(c for c in scene.legal if c["type"] == "travel" and c.get("to") == "108")
    table.click(scene.locate(into))
    box = table.ctx.stack.top
    assert isinstance(box, MessageBox)
    assert "The Tidewright stands there" in box.message and "cannot be taken back" in box.message
    table.click(next(w for w in box.ui.widgets if w.label == "No").rect.center)
    assert match.pending().kind == "day" and match.state["chars"]["ysolt"]["at"] == "107"
    table.click(scene.locate(into))
    table.answer()
    assert match.pending().kind == "encounter"
    assert match.state["encounter"]["source"] == "king"


def test_a_companion_left_by_a_fallen_character_is_said_to_wait_not_to_walk_with_anyone():
    from game.games.tainted_grail.table.trays import company, company_line, company_words
    from tests.tainted_grail.test_companions import dead_with_gristle, meet_gristle

    match = dead_with_gristle()
    view = match.view(0)
    for ch in view["characters"]:
        kin = company(view, ch)
        assert company_line(kin) == ", Gristle waits here"
        assert "waits here to be taken up" in company_words(kin)
    walking = meet_gristle("cadoc")
    view = walking.view(0)
    assert company_line(company(view, view["characters"][0])) == ", with Gristle"


def test_taking_up_a_waiting_companion_is_lit_like_every_other_offer_and_clicks(tmp_path):
    from game.games.tainted_grail.rules import companions
    from tests.tainted_grail.test_companions import dead_with_gristle

    match = dead_with_gristle()
    table = Table(tmp_path, match)
    trade = next(c for c in table.scene.legal if c["type"] == "trade")
    assert perform(table, trade)
    table.scene._sync()
    offers = [w for w in table.scene.screen.ui.widgets if isinstance(w, CommandButton)]
    take = [w for w in offers if w.command["type"] == "take_up"]
    assert len(take) == 2 and {w.style for w in offers if w.command["type"] != "back"} == {
        "accent"}
    table.click(next(w for w in take if w.command["who"] == "ysolt").rect.center)
    assert companions.follows(match.state, "gristle") == "ysolt"


def test_the_tables_hover_help_is_quiet_while_a_question_covers_it(tmp_path):
    match = reach(kind_is("day"), heroes=("cadoc",))
    table = Table(tmp_path, match)
    scene = table.scene
    end = next(c for c in scene.legal if c["type"] == "end_day")
    spot = scene.locate(end)
    table.move(spot)
    assert scene._tip()  # the End the Day button says what it does
    table.click(spot)
    assert isinstance(table.ctx.stack.top, MessageBox)
    assert scene._tip() == ""  # no tooltip of the table drawn over the question
    table.click(next(w for w in table.ctx.stack.top.ui.widgets if w.label == "No").rect.center)
    assert table.ctx.stack.top is scene and not scene.covered


def test_a_two_seat_encounter_goes_from_hand_to_hand_with_no_hand_off(tmp_path):
    """Each hand's question goes to the seat holding it, and the table follows that seat
    without a "Pass to Player N" screen: the hands are open to the whole table."""
    from tests.tainted_grail.encounter_helpers import begin

    fresh = Match(RULES, {"characters": 2, "players": 2}, 9).start()
    for hero in ("ysolt", "cadoc"):
        fresh.submit(0, bare(next(c for c in fresh.legal(0) if c.get("hero") == hero)))
    decks = {h: fresh.state["chars"][h]["decks"]["combat"]["deck"] for h in ("ysolt", "cadoc")}
    match = begin("marsh-boar", decks, players=2)
    table = Table(tmp_path, match)
    scene = table.scene
    rng = random.Random(4)
    asked = set()
    for _ in range(80):
        if match.state["encounter"] is None:
            break
        assert not any(isinstance(s, HandoffScene) for s in table.ctx.stack.scenes)
        seats = match.pending().seats
        if len(seats) == 1:
            asked.add(seats[0])
            scene._sync()
            assert scene.seat == seats[0]  # the table went to the seat asked
        command = choose(match.view(seats[0]), match.legal(seats[0]), rng)
        assert perform(table, next(c for c in scene.legal if bare(c) == bare(command)))
    assert asked == {0, 1}


def test_the_action_bar_shows_each_action_whole_or_by_its_kind_never_cut(tmp_path):
    """Issue #22: "Salt in the Blood (2 Energ..." and "Activate the top-right wa..." were cut."""
    from game.app import text
    from tests.tainted_grail.helpers import start

    match = start("ysolt", "rhoswen", players=2)
    table = Table(tmp_path, match)
    scene = table.scene
    scene._sync()
    screen = scene.screen
    assert isinstance(screen, MapScreen)
    table.app.draw()
    bar = [w for w in screen.ui.widgets if screen.bar.colliderect(w.rect) and hasattr(w, "label")]
    assert len(bar) >= 4, [w.label for w in bar]
    font = scene.ctx.fonts.get("small")
    for button in bar:
        assert text.ellipsize(font, button.label, button.rect.width - 16) == button.label, button.label
    labels = [b.label for b in bar]
    assert "Salt in the Blood (2 Energy)" in labels and "Wake a waystone" in labels


def test_a_campaign_map_too_large_for_the_window_opens_on_the_party_not_its_middle(tmp_path):
    """Chapter IV's map holds four chapters' regions: at its smallest step it still does not
    fit, and the camera used to centre on the middle of it, far from the party (issue #23)."""
    match = Match(RULES, {"players": 1, "characters": 1, "start": "chapter-4"}, 7).start()
    table = Table(tmp_path, match)
    scene = table.scene
    scene._sync()
    screen = scene.screen
    assert isinstance(screen, MapScreen)
    here = screen._here()
    assert here is not None
    middle = screen.window.inflate(-screen.window.width // 3, -screen.window.height // 3)
    assert middle.collidepoint(screen.cam.card(here["x"], here["y"]).center)
