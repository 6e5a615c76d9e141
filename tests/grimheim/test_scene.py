"""Grimheim's battlefield and warband builder as a player meets them, driven headless through
the real input layer: build a warband and start with it, move a model with the mouse with its
reach shown, attack with the odds shown, play to the end against the AI, and in hotseat the
hand-off covers the table so nobody sees the other side's quest."""
import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import random  # noqa: E402

import pygame  # noqa: E402

from game.app.main import headless_context  # noqa: E402
from game.app.loop import App  # noqa: E402
from game.app.scenes.handoff import HandoffScene  # noqa: E402
from game.app.scenes.new_game import NewGameScene  # noqa: E402
from game.core.match import Match  # noqa: E402
from game.core.playout import bare  # noqa: E402
from game.games.grimheim.ai.player import choose  # noqa: E402
from game.games.grimheim.rules import RULES  # noqa: E402
from game.games.grimheim.table import board_draw as D  # noqa: E402
from game.games.grimheim.table import layout as L  # noqa: E402
from game.games.grimheim.table.builder import WarbandBuilderScene  # noqa: E402
from game.games.grimheim.table.scene import GrimheimBoardScene, make_board_scene  # noqa: E402
from tests.app.driver import SceneTable  # noqa: E402


class Table(SceneTable):
    def __init__(self, saves, match):
        super().__init__(saves, match, make_board_scene)

    def settle(self, limit=400):
        """Let the AI play until the human seat must act (or the battle ends)."""
        for _ in range(limit):
            if self.scene.match.outcome() is not None or self.scene.legal:
                return
            self.app.step(0)

    def button(self, group, label):
        return next(w for w in group.widgets if w.label == label)


def advance(match, wanted, seed=1, limit=4000):
    """AI plays both seats until ``wanted(match)``."""
    rng = random.Random(seed)
    for _ in range(limit):
        if match.outcome() is not None or wanted(match):
            return match
        seat = match.pending().seat
        match.submit(seat, bare(choose(match.view(seat), match.legal(seat), rng)))
    raise AssertionError("never reached the wanted position")


def acting(kind, types=()):
    def wanted(m):
        p = m.pending()
        return p.seat == 0 and p.kind == kind and (
            not types or any(c["type"] in types for c in m.legal(0)))
    return wanted


def perform(table, command) -> bool:
    """Do ``command`` with the mouse as a player would; False if nothing on screen offers it."""
    scene = table.scene
    scene._sync()
    # the AI may answer with a bare command: find the legal one it means, label and all
    command = next((c for c in scene.legal if bare(c) == bare(command)), command)
    label = scene._label(command)
    if command["type"] == "fate":
        spot = next((r for r, i in scene.fate_spots
                     if scene.view["players"][scene.seat]["fate"][i] ==
                     scene.view["players"][scene.seat]["fate"][command["die"]]), None)
        if spot is None:
            return False
        table.click(spot.center)
    elif "cell" in command or "target" in command or command["type"] in ("activate", "mark"):
        if "cell" in command:
            cell = command["cell"]
        else:
            who = command.get("target") or command.get("model")
            cell = next(m["cell"] for m in scene.view["models"] if m["id"] == who)
        table.click(scene.grid.square_center(cell))
    if scene.popup.widgets:
        button = next((w for w in scene.popup.widgets if w.label == scene.choice_label(command)),
                      None)
        if button is None:
            return False
        table.click(button.rect.center)
        return True
    if command["type"] in ("deploy", "activate", "first") and "cell" in command or \
            command["type"] in ("activate",):
        return True
    button = next((w for w in scene.bar.widgets if w.label == label), None)
    if button is None:
        return False
    table.click(button.rect.center)
    return True


def test_a_player_builds_a_warband_and_starts_a_battle_with_it(tmp_path):
    ctx = headless_context(tmp_path)
    app = App(ctx, pygame.Surface((1280, 720)))
    dialog = ctx.stack.push(NewGameScene(ctx, "grimheim"))

    def click(pos):
        for kind, extra in ((pygame.MOUSEMOTION, {"rel": (0, 0), "buttons": (0, 0, 0)}),
                            (pygame.MOUSEBUTTONDOWN, {"button": 1}), (pygame.MOUSEBUTTONUP, {"button": 1})):
            pygame.event.post(pygame.event.Event(kind, pos=pos, **extra))
        app.step(0)

    def press(scene, label):
        button = next(w for w in scene.ui.widgets if getattr(w, "label", None) == label)
        assert button.enabled, button.tooltip
        click(button.rect.center)

    press(dialog, "Build warbands...")
    builder = ctx.stack.top
    assert isinstance(builder, WarbandBuilderScene)
    press(builder, "The Jawbone Pack (small)")
    start_cost = builder.cost()
    press(builder, "Add model")
    assert len(builder.band["models"]) == 6 and builder.cost() > start_cost
    press(builder, "Tier: Grunt (12 pts)")              # the new model becomes a veteran
    assert builder.band["models"][-1]["tier"] == "veteran"
    over = builder.cost() > builder.limit()
    assert over == bool(builder.problems())
    if over:   # too dear: take it out again, the total is back under the limit
        press(builder, "Remove model")
    assert not builder.problems()
    press(builder, "Save roster")
    assert list((tmp_path / "rosters").glob("*.json"))
    press(builder, "Player 1 uses it")
    press(builder, "Back")
    assert ctx.stack.top is dialog and dialog.options()["roster_0"]["name"] == "The Jawbone Pack"
    press(dialog, "Start")
    board = ctx.stack.find(GrimheimBoardScene)
    assert board is not None
    # a first game: the guide greets the player over the board
    assert ctx.stack.top is board or "Welcome to Grimheim" in ctx.stack.top.message
    assert board.match.options["roster_0"]["models"] == dialog.options()["roster_0"]["models"]
    # a saved roster is offered the next time the builder opens
    again = WarbandBuilderScene(ctx)
    assert [b["name"] for b in again.saved] == ["The Jawbone Pack"]


def test_a_player_moves_a_model_with_the_mouse_and_sees_its_reach_first(tmp_path):
    match = advance(Match(RULES, {}, 4, human_seats={0}).start(), acting("act", ("move",)))
    table = Table(tmp_path, match)
    scene = table.scene
    scene._sync()
    assert scene.reach and "move" in {k for s in scene.reach.values() for k in s["kinds"]}
    active = scene._active_mine()
    cell = max((c for c, s in scene.reach.items() if s["kinds"][0] == "move"),
               key=lambda c: scene.reach[c]["inches"])
    table.move(scene.grid.square_center(cell))
    heading, lines = scene.readout(scene.hover_cell)
    name = heading.split(":")[0].removeprefix("Square ")
    # the name is the one the board's edges give: the letter above its column, the number
    # left of its row
    centre = scene.grid.square_center(cell)
    labels = D.edge_labels(scene.grid)
    column = next(t for t, (x, y), axis, _ in labels if axis == "col" and x == centre[0])
    row = next(t for t, (x, y), axis, _ in labels if axis == "row" and y == centre[1])
    assert name == column + row
    assert all(not scene.grid.rect.collidepoint(c) and scene.grid.rect.inflate(60, 60).collidepoint(c)
               for _, c, _, _ in labels)   # outside the squares, beside them
    assert any("along the path" in words and '"' in words for words, _ in lines)
    table.click(scene.grid.square_center(cell))
    assert scene.popup.widgets, "a move asks before it is made"
    assert match.view(0)["models"][[m["id"] for m in match.view(0)["models"]].index(active["id"])]["cell"] == active["cell"]
    move = next(w for w in scene.popup.widgets if w.label.startswith("Move"))
    table.click(move.rect.center)
    table.settle()
    moved = next(m for m in match.view(0)["models"] if m["id"] == active["id"])
    assert moved["cell"] == list(cell) or moved["defeated"]
    # the log names the square as the board labels it
    assert any(f"{active['name']} moves to {name}" in str(line) for line in match.state["log"])


def test_esc_closes_the_open_panel_before_the_menu(tmp_path):
    match = advance(Match(RULES, {}, 4, human_seats={0}).start(), acting("act", ("move",)))
    table = Table(tmp_path, match)
    scene = table.scene
    scene._sync()
    cell = next(iter(scene.reach))
    table.click(scene.grid.square_center(cell))
    assert scene.popup.widgets
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="", scancode=0))
    table.app.step(0)
    assert not scene.popup.widgets and table.ctx.stack.top is scene
    # a click on a side panel does nothing to the board
    before = len(match.log)
    table.click(L.INFO.center)
    table.click(L.TRACK.center)
    assert len(match.log) == before


def test_a_player_attacks_with_the_odds_shown_before_committing(tmp_path):
    match = advance(Match(RULES, {}, 3, human_seats={0}).start(), acting("act", ("shoot", "fight")))
    table = Table(tmp_path, match)
    scene = table.scene
    scene._sync()
    attack = next(c for c in scene.legal if c["type"] in ("shoot", "fight"))
    target = next(m for m in scene.view["models"] if m["id"] == attack["target"])
    table.move(scene.grid.square_center(target["cell"]))
    _, lines = scene.readout(scene.hover_cell)
    words = " ".join(w for w, _ in lines)
    assert "hits" in words and "wounds" in words and "crit" in words and "kill" in words
    assert "in sight" in words
    before = len(match.log)
    table.click(scene.grid.square_center(target["cell"]))
    assert len(match.log) == before and scene.popup.widgets   # nothing rolled yet
    assert all("hits" in w.label and "kill" in w.label for w in scene.popup.widgets
               if not w.label.startswith(("Charge", "Move", "Run", "Cancel")))
    table.click(scene.popup.widgets[0].rect.center)
    table.settle()
    assert len(match.log) > before
    assert scene.rolls or any("rolls" in str(line) for line in match.view(0)["log"])


def test_a_battle_against_the_ai_is_played_to_its_end_with_the_mouse(tmp_path):
    match = Match(RULES, {"side_quests": True}, 7, human_seats={0}).start()
    table = Table(tmp_path, match)
    rng = random.Random(7)
    by_mouse = fallback = 0
    for _ in range(3000):
        table.settle()
        if match.outcome() is not None:
            break
        scene = table.scene
        scene._sync()
        legal = scene.legal
        command = choose(scene.view, legal, rng)
        before = len(match.log)
        if perform(table, command) and len(match.log) > before:
            by_mouse += 1
        elif len(match.log) == before:
            scene.cancel_selection()
            scene.submit(bare(command))
            fallback += 1
    assert match.outcome() is not None
    assert by_mouse > 20 and fallback <= by_mouse // 10
    surface = pygame.Surface((1280, 720))
    table.scene.draw(surface)   # the final position draws, with the result on it


def test_hotseat_hands_off_and_never_shows_the_other_sides_quest(tmp_path, monkeypatch):
    match = Match(RULES, {"side_quests": True}, 2, human_seats=None).start()
    table = Table(tmp_path, match)
    rng = random.Random(2)
    handoffs = 0
    for _ in range(120):
        top = table.ctx.stack.top
        if isinstance(top, HandoffScene):
            handoffs += 1
            assert table.ctx.stack.visible() == [top]
            table.click((640, 360))
            continue
        scene = table.scene
        seat = scene.seat
        asked = []
        real_view = match.view
        monkeypatch.setattr(match, "view", lambda s: asked.append(s) or real_view(s))
        scene.version += 1
        scene.draw(pygame.Surface((1280, 720)))
        monkeypatch.setattr(match, "view", real_view)
        assert set(asked) == {seat}
        view = scene.view
        assert view["players"][1 - seat]["quest"] is None
        theirs = match.state["players"][1 - seat]["quest"]
        if theirs:
            assert theirs["label"] not in str(view)
        if match.pending().seat != seat:
            break
        scene.submit(bare(choose(view, scene.legal, rng)))
    assert handoffs >= 2


def test_every_side_quest_fits_its_panel_with_the_longest_mark():
    from game.app import text
    from game.games.grimheim.rules import content
    from game.games.grimheim.table import panels
    ctx = headless_context()
    font = ctx.fonts.get(15)
    longest = max((m["name"] for b in content.load()["warbands"].values() for m in b["models"]),
                  key=len)
    for q in content.load()["side_quests"].values():
        words = panels.quest_words({**q, "mark": longest if q["id"] == "marked" else None})
        lines = text.wrap(font, words, panels.QUEST_TEXT.w)
        assert len(lines) * font.get_linesize() <= panels.QUEST_TEXT.h, q["name"]


def test_the_new_game_dialog_offers_the_point_limit_and_refuses_a_warband_over_it(tmp_path):
    ctx = headless_context(tmp_path)
    dialog = ctx.stack.push(NewGameScene(ctx, "grimheim"))
    widgets = [w for w in dialog.ui.widgets if hasattr(w, "rect")]
    for i, a in enumerate(widgets):
        assert dialog.panel.contains(a.rect)
        assert not any(a.rect.colliderect(b.rect) for b in widgets[i + 1:])
    help_top = dialog.help_area().top  # the hover help's own place, beside Cancel and Start
    # a built warband shows on its choice; the campaign record is no line of the dialog
    lines = len(dialog.fixed) - len(dialog.stands_in) - len(dialog.unshown & set(dialog.fixed))
    assert dialog.info_top + 30 * lines <= help_top
    dialog.values.update(point_limit="small", warband_0="choir_pyre")
    dialog.start()
    said = [toast.text for toast in ctx.toasts.items]
    assert any("Player 1's warband 'The Walking Pyre' costs" in t and "over the agreed small "
               "limit of 500 points." in t for t in said), said
    assert ctx.stack.top is dialog  # no battle begins


def test_charges_at_one_square_read_differently_and_name_the_free_critical(tmp_path):
    """Issue #25: a square reached by a Charge on foot and by one leaping down from above
    offered two or three buttons reading the same; each now says how it gets there."""
    from tests.grimheim.play import reach

    def two_ways(match, seat, command):
        if command["type"] != "charge" or "via" not in command:
            return False
        return sum(c["type"] == "charge" and c["cell"] == command["cell"]
                   and c["target"] == command["target"] for c in match.legal(seat)) > 1

    match, seat, _ = reach(two_ways, options={"mission": "beacons"},
                           prefer=lambda c: c["type"] in ("run", "move"), seeds=range(60))
    match.human_seats = {seat}
    table = Table(tmp_path, match)
    scene = table.scene
    assert scene.seat == seat
    for cell in {tuple(c["cell"]) for c in match.legal(seat) if "via" in c}:
        charges = [c for c in scene.commands_at(cell) if c["type"] == "charge"]
        for who in {c["target"] for c in charges}:
            labels = [scene._label(c) for c in charges if c["target"] == who]
            rules = [c["label"] for c in charges if c["target"] == who]
            assert len(set(labels)) == len(labels) and len(set(rules)) == len(rules), labels
            leaps = [c for c in charges if c["target"] == who and c["preview"]["leap"]]
            assert leaps and all("leaping down from" in scene._label(c)
                                 and "+1 automatic critical" in scene._label(c) for c in leaps)


def test_the_builder_names_a_roster_file_it_skips(tmp_path):
    from game.games.grimheim.table import rosters

    path = rosters.save(tmp_path, rosters.premade()["reavers_pack"])
    path.write_text(path.read_text().replace('"claws"', '"moonblade"', 1))
    ctx = headless_context(tmp_path)
    builder = WarbandBuilderScene(ctx)
    assert builder.saved == []
    assert [t.text for t in ctx.toasts.items] == [
        f"Skipped rosters/{path.name}, model 1, field 'weapons': 'moonblade' is not known."]
