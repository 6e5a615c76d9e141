"""Play Grimheim in a real window on an X display with the real mouse, from the new-game dialog
through the warband builder and a whole battle to the end screen, taking screenshots on the way.
The robot reads the app's scenes to know where to click (the AI picks each move for the human
seats) and clicks through X with xdotool like a player; screenshots come from ImageMagick's
`import`. Needs Xvfb (or any X display), xdotool and imagemagick.

    Xvfb :99 -screen 0 1920x1080x24 &
    DISPLAY=:99 python tools/grimheim_mouse_play.py W H MODE OUTDIR [MISSION_CLICKS]

MODE is ai (Player 2 is the computer) or hotseat; MISSION_CLICKS cycles the mission button
(0 Encounter, 1 Hold the Crossing, 2 Signal Fires, 3 Blood Feud). OUTDIR gets the PNGs, a
robot.log and the saves (crash.log there if the app reported one)."""
import json
import os
import random
import subprocess
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
W, H, MODE, OUT = int(sys.argv[1]), int(sys.argv[2]), sys.argv[3], Path(sys.argv[4])
MISSION_CLICKS = int(sys.argv[5]) if len(sys.argv) > 5 else 0
OUT.mkdir(parents=True, exist_ok=True)
SAVES = OUT / "saves"
SAVES.mkdir(exist_ok=True)
(SAVES / "settings.json").write_text(json.dumps({"window_size": [W, H], "volume": 0}))
os.environ["SDL_AUDIODRIVER"] = "dummy"

import pygame  # noqa: E402

from game.app.context import make_context  # noqa: E402
from game.app.loop import App  # noqa: E402
from game.app.main import _init_pygame  # noqa: E402
from game.app.scenes.dialog import MessageBox  # noqa: E402
from game.app.scenes.handoff import HandoffScene  # noqa: E402
from game.app.scenes.main_menu import MainMenuScene  # noqa: E402
from game.app.scenes.new_game import NewGameScene  # noqa: E402
from game.app.settings import load_settings  # noqa: E402
from game.app.window import Window  # noqa: E402
from game.core.playout import bare  # noqa: E402
from game.games.grimheim.ai.player import choose  # noqa: E402
from game.games.grimheim.table.builder import WarbandBuilderScene  # noqa: E402
from game.games.grimheim.table.scene import GrimheimBoardScene  # noqa: E402

_init_pygame()
settings = load_settings(SAVES)
window = Window(tuple(settings.window_size), False)
ctx = make_context(SAVES, settings=settings, window=window)
menu = ctx.stack.push(MainMenuScene(ctx))
menu.open_new_game("grimheim")
app = App(ctx, window.surface)
rng = random.Random(7)
log = open(OUT / "robot.log", "w")
shots = {}


def say(*words):
    print(*words, file=log, flush=True)


def step(n=3, ms=20):
    for _ in range(n):
        app.step(ms)


def geometry():
    win = pygame.Window.from_display_module()
    return win.size


def to_screen(pos):
    ww, wh = geometry()
    wx, wy = pygame.Window.from_display_module().position
    scale = min(ww / 1280, wh / 720)
    ox, oy = (ww - 1280 * scale) / 2, (wh - 720 * scale) / 2
    return int(wx + ox + pos[0] * scale), int(wy + oy + pos[1] * scale)


def xmove(pos):
    x, y = to_screen(pos)
    subprocess.run(["xdotool", "mousemove", str(x), str(y)])
    step(4)


def xclick(pos):
    x, y = to_screen(pos)
    subprocess.run(["xdotool", "mousemove", str(x), str(y)])
    step(2)
    subprocess.run(["xdotool", "click", "1"])
    step(6)


def shot(name):
    step(3)
    path = OUT / f"{name}.png"
    subprocess.run(["import", "-window", "root", str(path)])
    shots[name] = path
    say("shot", path)


def button(scene, label, groups=("ui", "bar", "popup", "top")):
    for g in groups:
        for w in getattr(getattr(scene, g, None), "widgets", []):
            if getattr(w, "label", None) == label:
                return w
    return None


def press(scene, label):
    b = button(scene, label)
    if b is None:
        labels = [getattr(w, "label", None) for w in scene.ui.widgets]
        raise SystemExit(f"no button {label!r} in {type(scene).__name__}: {labels}")
    xclick(b.rect.center)


step(10)
say("window", pygame.Window.from_display_module().position, geometry())

# --- the new-game dialog and the builder -------------------------------------------------------
dialog = ctx.stack.top
assert isinstance(dialog, NewGameScene), dialog
shot("01_new_game")
for _ in range(MISSION_CLICKS):
    b = next(w for w in dialog.ui.widgets if getattr(w, "label", "").startswith("Mission"))
    xclick(b.rect.center)
press(dialog, "Build warbands...")
builder = ctx.stack.top
assert isinstance(builder, WarbandBuilderScene), builder
press(builder, "The Jawbone Pack (small)")
press(builder, "Add model")
shot("02_builder")
b = next(w for w in builder.ui.widgets if getattr(w, "label", "").startswith("Tier:"))
xclick(b.rect.center)
if builder.problems():
    press(builder, "Remove model")
say("builder problems", builder.problems(), builder.cost())
press(builder, "Player 1 uses it")
press(builder, "Back")
assert ctx.stack.top is dialog
want_ai = MODE == "ai"
if dialog.seat_is_ai[0]:
    xclick(dialog.seat_buttons[0].rect.center)
if dialog.seat_is_ai[1] != want_ai:
    xclick(dialog.seat_buttons[1].rect.center)
say("seats", dialog.seat_is_ai)
shot("03_new_game_set")
press(dialog, "Start")

# --- the battle ---------------------------------------------------------------------------------
board = ctx.stack.find(GrimheimBoardScene)
assert board is not None
hovered = popup_shot = fate_shot = 0
t0 = time.time()
moves = 0
stuck = 0
while time.time() - t0 < 3000:
    step(2)
    top = ctx.stack.top
    if isinstance(top, MessageBox):
        if "guide_hint" not in shots:
            shot("04_guide_hint")
            shots["guide_hint"] = True
        b = button(top, "Got it") or top.ui.widgets[-1]
        xclick(b.rect.center)
        continue
    if isinstance(top, HandoffScene):
        if "handoff" not in shots:
            shot("05_handoff")
            shots["handoff"] = True
        xclick((640, 400))
        continue
    if type(top).__name__ == "ResultDialog":
        shot("99_end_screen")
        b = button(top, "See the table")
        if b:
            xclick(b.rect.center)
            shot("98_end_table")
        break
    if top is not board:
        say("unknown top", type(top).__name__)
        shot(f"unknown_{type(top).__name__}")
        xclick((640, 700))
        continue
    if board.match.outcome() is not None:
        step(10)
        continue
    board._sync()
    if not board.legal:
        continue
    step(4)   # a guide hint may come up over the board for this kind of question
    if ctx.stack.top is not board:
        continue
    seat = board.seat
    view, legal = board.view, board.legal
    command = choose(view, legal, rng)
    command = next((c for c in legal if bare(c) == bare(command)), command)
    label = board._label(command)
    kind = command["type"]
    before = len(board.match.log)
    if kind == "fate":
        faces = view["players"][seat]["fate"]
        spot = next((r for r, i in board.fate_spots if faces[i] == faces[command["die"]]), None)
        if spot is None:
            say("no fate spot for", label)
            break
        xclick(spot.center)
        if not fate_shot:
            shot("07_fate_popup")
            fate_shot = 1
    elif "cell" in command or "target" in command or kind in ("activate", "mark"):
        if "cell" in command:
            cell = command["cell"]
        else:
            who = command.get("target") or command.get("model")
            cell = next(m["cell"] for m in view["models"] if m["id"] == who)
        centre = board.grid.square_center(cell)
        if kind in ("fight", "shoot", "cast", "charge", "move", "run") and hovered < 3:
            xmove(centre)
            shot(f"06_hover_{hovered}_{kind}")
            hovered += 1
        xclick(centre)
    if board.popup.widgets:
        worded = board.choice_label(command)  # the panel's title names the model clicked
        b = next((w for w in board.popup.widgets if w.label == worded), None)
        if b is None:
            say("popup lacks", worded, [w.label for w in board.popup.widgets])
            break
        if popup_shot < 2:
            xmove(b.rect.center)
            shot(f"08_popup_{popup_shot}")
            popup_shot += 1
        xclick(b.rect.center)
    elif not (kind in ("deploy", "activate", "mark") or (kind == "first" and "cell" in command)):
        board._sync()
        b = button(board, label, ("bar",))
        if b is None:
            say("bar lacks", label, [w.label for w in board.bar.widgets])
            break
        xclick(b.rect.center)
    step(3)
    if len(board.match.log) == before:
        stuck += 1
        say("no change after", label)
        if stuck > 5:
            shot("stuck")
            break
    else:
        stuck = 0
        moves += 1
    if moves in (40, 200):
        shot(f"10_mid_{moves}")
say("moves by mouse", moves, "outcome", board.match.outcome())
say("elapsed", time.time() - t0)
crash = SAVES / "crash.log"
say("crash log", crash.read_text() if crash.exists() else "none")
pygame.quit()
