"""Tainted Grail's table keeps a standing frame (what does not follow the pointer is drawn once
and shown again until it changes): after every kind of change a player makes or sees (a command
played, the pointer moved, the window resized, the text made larger, the map scrolled or zoomed,
a page, list or dialog opened, the log scrolled, a card in flight) the picture must be the very
one the table draws when it draws everything afresh."""

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import random  # noqa: E402

import pygame  # noqa: E402

from game.app import intents as it  # noqa: E402
from game.app import palette  # noqa: E402
from game.app.layers import window_frame  # noqa: E402
from game.app.main import headless_context  # noqa: E402
from game.app.scenes.dialog import MessageBox  # noqa: E402
from game.core.playout import bare  # noqa: E402
from game.games.tainted_grail.table.deck_builder import DeckScreen  # noqa: E402
from game.games.tainted_grail.table.encounter import EncounterScreen  # noqa: E402
from game.games.tainted_grail.table.map_screen import MapScreen  # noqa: E402
from game.games.tainted_grail.table.scene import make_board_scene  # noqa: E402
from tests.tainted_grail.helpers import do  # noqa: E402
from tests.tainted_grail.table_play import reach  # noqa: E402
from tests.tainted_grail.test_table_decks import advancing  # noqa: E402
from tests.tainted_grail.test_table_mat_play import activation  # noqa: E402

SIZE = (1920, 1080)


def _picture(ctx, scenes, size) -> bytes:
    return pygame.image.tobytes(window_frame(ctx, scenes, size), "RGB")


class Watch:
    """The table in a window of ``size``, each picture checked against a whole fresh draw."""

    def __init__(self, tmp_path, match, size=SIZE) -> None:
        self.ctx = headless_context(tmp_path)
        self.ctx.screen_size = self.size = size
        self.scene = make_board_scene(self.ctx, match)
        self.ctx.stack.push(self.scene)
        self.over: list = []  # a dialog lying over the table
        self.checked = 0

    def __call__(self, what: str) -> None:
        scenes = [self.scene, *self.over]
        kept = _picture(self.ctx, scenes, self.size)
        self.scene._frame = None  # the standing frame forgotten: everything drawn afresh
        assert kept == _picture(self.ctx, scenes, self.size), f"a stale frame after {what}"
        self.checked += 1

    def hover(self, pos) -> None:
        self.scene.handle(it.Hover(pos))
        self(f"the pointer moved to {tuple(pos)}")

    def u(self, n: float) -> int:
        return self.scene.u(n)


def _mid_game(match) -> bool:
    return match.pending().kind == "day" and match.state["day"] >= 3 and len(match.state["map"]) > 9


def test_the_map_kept_through_every_kind_of_change_shows_what_a_fresh_draw_shows(tmp_path):
    watch = Watch(tmp_path, reach(_mid_game, seeds=[1]))
    scene = watch.scene
    watch("the table opened")
    assert isinstance(scene.screen, MapScreen)
    screen = scene.screen
    # the pointer over the map's cards, its buttons, the trays, the choices, the day, the log
    spots = [w.rect.center for w in screen.ui.widgets[:6]] + [
        screen.cam.card(loc["x"], loc["y"]).center for loc in scene.view["map"]["locations"]
    ]
    spots += [scene.trays.rect.center, scene.L.ACTIONS.center, scene.L.DAY.center]
    spots += [scene.L.LOG.center, scene.L.MENU.center, (-1, -1)]
    for pos in spots:
        watch.hover(pos)
    # the camera: a drag, the wheel, a zoom button, a pan by hand, the view centred on a card
    middle = screen.window.center
    scene.handle(it.DragStart(middle))
    for step in range(1, 4):
        scene.handle(it.DragMove(middle, (middle[0] + 40 * step, middle[1] + 25 * step)))
        watch(f"the map dragged {step} steps")
    scene.handle(it.Drop(middle, (middle[0] + 120, middle[1] + 75)))
    scene.handle(it.Wheel(1, middle))
    watch("the wheel zoomed in")
    zoom_out = next(w for w in screen.ui.widgets if w.label == "-")
    scene.handle(it.Click(zoom_out.rect.center))
    watch("the zoom-out button")
    screen.cam.pan(-watch.u(150), watch.u(60), scene.view["map"]["bounds"])
    watch("the camera panned")
    travel = next(c for c in scene.legal if c["type"] == "travel")
    scene.locate(travel)  # as the Computer button's hint finds it: the map turns to it
    watch("the map centred on a card to travel to")
    # the log scrolled back, and a change that changes nothing the table shows
    scene.handle(it.Wheel(2, scene.L.LOG.center))
    watch("the log scrolled")
    scene.version += 1
    watch("a change with nothing new in it")
    # pages, lists and dialogs
    scene.toggle_journal()
    watch("the journal's history opened")
    scene.handle(it.Wheel(3, scene.screen.rect.center))
    watch("the history turned back")
    scene.back_to_table()
    watch("back to the table")
    scene.show_tray(scene.view["characters"][0]["id"])
    watch("a tray opened")
    scene.back_to_table()
    watch("back to the map")
    screen = scene.screen
    scene.open_popup(screen.window.inflate(-400, -200), "Choose", scene.legal[:3])
    watch("a list opened")
    watch.hover(scene.popup.rows[0].rect.center)
    scene.cancel_selection()
    watch("the list closed")
    watch.over = [MessageBox(watch.ctx, "A question", "Over the table.", [("Yes", None, "accent")])]
    scene.pause()
    watch("a dialog over the table")
    watch.over = []
    scene.resume()
    watch("the dialog closed")
    # the text size and the window's size
    for scale in (1.25, 1.5, 1.0):
        watch.ctx.fonts.scale = scale
        watch(f"the text at {scale:g}")
    for size in ((1280, 720), (2560, 1440), (1600, 900), SIZE):
        watch.size = size
        watch(f"the window at {size}")
    # commands played, and one taken back
    rng = random.Random(5)
    for move in range(12):
        legal = [c for c in scene.legal if c["type"] != "end_day"] or scene.legal
        if not legal:
            break
        scene.submit(bare(rng.choice(legal)))
        watch(f"move {move + 1}")
        watch.hover(screen.window.center if isinstance(scene.screen, MapScreen) else (300, 300))
    scene.undo()
    watch("a move taken back")
    assert watch.checked > 60


def test_the_deck_builder_kept_while_its_cards_are_hovered_and_clicked(tmp_path):
    match = advancing()
    do(match, type="advance_deck", deck="combat")
    do(match, type="keep", card=match.pending().info["cards"][0])  # a card over the minimum
    watch = Watch(tmp_path, match)
    scene = watch.scene
    watch("the deck builder opened")
    assert isinstance(scene.screen, DeckScreen)
    for spot in scene.screen.spots[:8]:
        watch.hover(spot.face.center)  # each ringed and zoomed, its hint under the rows
    spot = next(s for s in scene.screen.spots if s.command is not None)
    scene.handle(it.Click(spot.face.center))
    watch("a card set aside")
    watch.hover((5, 5))
    try:
        palette.Marks.on = True  # the colour-blind marks, from Settings
        watch("the marks turned on")
    finally:
        palette.Marks.on = False
    watch("the marks turned off")


def test_the_battlemat_kept_while_the_hand_is_hovered_and_a_card_flies(tmp_path):
    watch = Watch(tmp_path, activation("combat"))
    scene = watch.scene
    watch("the battlemat opened")
    assert isinstance(scene.screen, EncounterScreen)
    screen = scene.screen
    for rect in screen.hand_rects:  # each card rises, its play previewed on the mat
        watch.hover(pygame.Rect(rect).center)
    watch.hover(screen.enc_rect.center)  # the Encounter card zoomed
    play = next(c for c in scene.legal if c["type"] == "play")
    watch.hover(scene.locate(play))
    scene.motion.enabled = True
    scene.submit(bare(play))
    assert scene.motion.active, "a card played from the hand flies"
    now = 0
    while scene.motion.active:
        now += 90
        scene.step_motion(now)
        watch(f"the card in flight at {now} ms")
    watch("the card landed")
