"""Grimheim's battlefield scene. It reads the seat's view and legal commands only and sends
legal commands through BoardScene.submit.

A click on a lit square or model that does something final (a move, a charge, an attack, a
retreat) opens the choice panel beside the board listing what can be done there with its cost
or odds; a click on one of those sends it. A second click on the same square keeps the panel,
a click on another lit square opens that one's, Esc or Cancel closes it. Deploying and
activating (which Undo takes back) go at once; a click on another ready model of yours, or
Esc, takes back an activation that has spent nothing yet. Hovering
shows the square's height, a model's profile, the reach of the active model (colours for
Move, Run, Charge), the path to the square under the pointer with its cost in inches, climbs
and jumps marked and enemy reactions warned, and for a target the line of sight, cover and the
odds of each attack."""
from __future__ import annotations

import pygame

from game.app import intents as it
from game.app import board_keys, palette, text
from game.app.render.motion_draw import draw_floaters
from game.app.scenes.board import BoardScene
from game.app.scenes.common import draw_backdrop, draw_panel
from game.app.widgets import Button, LogPanel, WidgetGroup, draw_tooltip
from game.games.grimheim.rules import board as B
from game.games.grimheim.rules import preview as P
from game.games.grimheim.table import action_words, animation
from game.games.grimheim.table import board_draw as D
from game.games.grimheim.table import choice
from game.games.grimheim.table import layout as L
from game.games.grimheim.table import panels
from game.games.grimheim.table.commands import Sorted, direct, sort_commands, to_submit
from game.games.grimheim.table.muster import MusterScreen

KIND_NAMES = {"move": "Move (1 AP)", "run": "Run (2 AP)", "charge": "Charge (1 AP)",
              "fall_back": "Fall Back (2 AP)", "run_and_gun": "Run and Gun (2 AP)"}
STEP_NAMES = {"climb": "climbs", "ladder": "takes a ladder", "drop": "drops down",
              "leap": "leaps down (a fall roll)", "jump": "jumps a gap"}


def make_board_scene(ctx, match) -> "GrimheimBoardScene":
    return GrimheimBoardScene(ctx, match)


class GrimheimBoardScene(BoardScene):
    next_session_words = "Next battle"  # the result's button in a campaign
    native = True  # drawn at the window's own pixels: self.L is the layout at this size
    letterbox = True  # laid out for 16:9: a window of another shape gets bars beside it

    def __init__(self, ctx, match) -> None:
        super().__init__(ctx, match)
        self.top = WidgetGroup()
        self.undo_button = self.top.add(Button(L.UNDO, "Undo", self.undo, size="small"))
        self.redo_button = self.top.add(Button(L.REDO, "Redo", self.redo, size="small",
                                               tooltip="Play again the move you took back (Ctrl+Y)."))
        self.menu_button = self.top.add(Button(L.MENU, "Menu", self.open_menu, style="accent",
                                               size="small",
                                               tooltip="Save, rules, settings (Esc)."))
        self.bar = WidgetGroup()     # the actions panel's buttons
        self.popup = WidgetGroup()   # the choice panel: what a click on the board offers
        self.popup_title = ""
        self.popup_commands: list[dict] = []  # what the open panel offers (for a resize)
        self.log_panel = LogPanel(L.LOG)
        self.sorted = Sorted()
        self.reach: dict = {}
        self.warned: dict = {}
        self.rolls: list[dict] = []
        self.fate_spots: list = []
        self.pointer = (-1, -1)
        self.hover_cell: tuple | None = None
        self.pinned: tuple | None = None   # the square whose panel is open
        self._built_for: tuple | None = None
        self._seen: tuple | None = None  # what the table was last built from
        self._changes = 0  # counts the builds: what the drawn frame and caches were made for
        self.grid = None
        self._frame: pygame.Surface | None = None  # the standing table, drawn once (draw)
        self._frame_key: tuple | None = None
        self._ground: pygame.Surface | None = None  # the table under what moves (draw)
        self._frame_whole = False  # the frame holds the ground with the models on it
        self._focus_key: tuple | None = None  # the square whose marks _focus holds
        self._focus: dict = {}
        self._spots_for: tuple | None = None  # what _spots, the keyboard's places, were made for
        self._spots: list = []
        self.muster = MusterScreen(self)  # the roster screen before a campaign battle
        self.layout()

    def layout(self) -> None:
        """The table at this scene's size: the layout, the grid, the top buttons and the log;
        the actions and an open choice panel are placed again at this size."""
        self.L = L.at(self.ui_scale)
        for button, rect in ((self.undo_button, self.L.UNDO), (self.redo_button, self.L.REDO),
                             (self.menu_button, self.L.MENU)):
            button.rect = rect
        lines, scroll = self.log_panel.lines, self.log_panel.scroll
        self.log_panel = LogPanel(self.L.LOG, ui=self.ui_scale)
        self.log_panel.lines, self.log_panel.scroll = lines, scroll
        self.muster.built_for = None  # its buttons, made again at this size
        if self._built_for is None:
            return
        self.grid = D.grid_for(self.view, self.L)
        self._build_bar()
        if self.popup.widgets:
            self._open_popup(self.popup_title, self.popup_commands)

    # -- keeping in step with the match ---------------------------------------------------------
    def _sync(self) -> None:
        key = (self.version, self.seat, len(self.match.log))
        if key == self._built_for:
            return
        self._built_for = key
        view = self.view
        seen = (self.seat, len(self.match.log), view, self.legal)
        if seen == self._seen:  # a change that changed nothing this seat sees: the table stands
            return
        self._seen = seen
        self._changes += 1
        self.grid = D.grid_for(view, self.L)
        self.sorted = sort_commands(self.legal)
        self.reach = P.reach(self.legal)
        active = self._active_mine()
        self.warned = P.warned_squares(view, active["id"], self.reach) if active and self.reach else {}
        self.rolls = P.last_rolls([str(x) for x in view.get("log", [])])
        self.popup.clear()
        self.pinned = None
        self._build_bar()
        ok, why = self.match.can_undo(self.seat)
        self.undo_button.enabled = ok
        self.undo_button.tooltip = "Take back your last move (Ctrl+Z)." if ok else why
        self.redo_button.enabled = self.match.can_redo(self.seat)[0]
        self.log_panel.set_lines([str(line) for line in view.get("log", []) if line])
        for group in (self.top, self.bar):
            group.hover(self.pointer)

    def _build_bar(self) -> None:
        """The actions panel's buttons, at this scene's size."""
        self.bar.clear()
        rects = self.L.action_rects(len(self.sorted.buttons))
        for rect, command in zip(rects, self.sorted.buttons, strict=False):
            style = "normal" if command.get("type") in ("pass", "end", "no_react", "fate_done",
                                                        "no_shot") else "accent"
            self.bar.add(Button(rect, self._label(command), self._sender(command), size="small",
                                style=style, tooltip=self._tip(command)))
        self.bar.hover(self.pointer)

    def on_match_changed(self) -> None:
        self.popup.clear()
        self.pinned = None
        self._frame_key = None  # drawn afresh

    def animate_change(self, before: dict, after: dict, events: list[dict]) -> None:
        animation.animate(self.motion, self.grid or D.grid_for(after, self.L), before, after)
        if animation.rolled(before, after):
            self.tumble_dice()

    def cancel_selection(self) -> bool:
        """Esc: close the choice panel; else take back an activation that spent nothing."""
        had = bool(self.popup.widgets) or self.pinned is not None
        self.popup.clear()
        self.pinned = None
        self.dirty = True
        return had or self._take_back_activation()

    def _untouched_activation(self) -> dict | None:
        """The active model of this seat, if the last thing done was activating it."""
        active = self._active_mine()
        log = self.match.log
        if active is None or not log or log[-1].seat != self.seat:
            return None
        last = log[-1].command
        fresh = last.get("type") == "activate" and last.get("model") == active["id"]
        return active if fresh else None

    def _take_back_activation(self) -> bool:
        if self._untouched_activation() is None or not self.match.can_undo(self.seat)[0]:
            return False
        self.undo()
        return True

    def _switch_to(self, cell) -> None:
        """A click on another ready model of yours while the active one has spent nothing hands
        the activation to it (one Undo, then the new activation)."""
        m = P.model_at(self.view, cell)
        busy = self._active_mine()
        if m is None or busy is None or m["seat"] != self.seat or m["id"] == busy["id"] \
                or m["activated"]:
            return
        if self._untouched_activation() is None or not self._take_back_activation():
            self.ctx.toast(f"{busy['name']} has already acted: finish its activation (End) "
                           f"before {m['name']} can go.", "info")
            return
        self._sync()
        picks = self.sorted.models.get(m["id"], [])
        pick = next((c for c in picks if c["type"] == "activate"), None)
        if pick is None:
            self.redo()  # that model may not activate now after all: leave things as they were
            return
        self.submit(to_submit(pick))

    def _out_of_turn(self) -> bool:
        """This seat answers during the other side's activation (a reaction, a retreat,
        Overwatch, a Fate die on its defense): in hotseat its side quest stays hidden then."""
        active = self._model(self.view.get("active"))
        return self.hotseat and active is not None and active["seat"] != self.seat

    def secret_would_show(self, seat: int) -> bool:
        # the hand-off is needed only when the quest shows: never at the muster (no quest yet)
        return not self._out_of_turn() and not self.mustering()

    def mustering(self) -> bool:
        """A campaign battle's muster: the roster screen stands in for the battlefield."""
        return "campaign" in self.view and self.match.pending().kind == "muster"

    def locate(self, command: dict) -> tuple[int, int] | None:
        """Where a click on the roster screen sends ``command`` (the battlefield has its own
        ways: see the tests' perform)."""
        return self.muster.locate(command) if self.mustering() else None

    def _active_mine(self) -> dict | None:
        view = self.view
        active = view.get("active")
        m = next((x for x in view["models"] if x["id"] == active), None)
        return m if m is not None and m["seat"] == self.seat and self.legal else None

    def _model(self, mid) -> dict | None:
        return next((m for m in self.view["models"] if m["id"] == mid), None)

    # -- words -------------------------------------------------------------------------------------
    def _label(self, command: dict) -> str:
        label = str(command.get("label") or command.get("type", "?")).replace("_", " ")
        kind = command.get("type")
        if kind in P.MOVE_KINDS and "cell" in command:
            inches = (command.get("preview") or {}).get("inches")
            name = KIND_NAMES.get(kind, kind)
            how = ""
            if kind == "charge":
                target = self._model(command["target"])
                name = f"Charge {target['name'] if target else ''} (1 AP)"
                leap = (command.get("preview") or {}).get("leap")
                how = f", leaping down from {leap} (+1 automatic critical)" if leap else ""
            return f"{name} here{how}" + (f', {inches}"' if inches else "")
        odds = P.attack(self.view, command)
        if odds is not None:
            return f"{label}: {odds['hits']:.1f} hits, {odds['wounds']:.1f} wounds, kill {odds['p_kill']:.0%}"
        change = P.fate_change(self.view, command)
        return f"{label}: {change}" if change else label

    def _tip(self, command: dict) -> str:
        """What the command does in rules terms, with the odds of an attack."""
        odds = P.attack(self.view, command)
        if odds is not None:
            return self._odds_text(odds)
        return action_words.does(command) or str(command.get("label") or command.get("type", ""))

    def _odds_text(self, o: dict) -> str:
        lines = [f"{o['name']}: {P.odds_line(o)}",
                 f"Against {o['def_dice']} defense dice saving on {o['sav']}+"
                 + (" and cover" if o["cover"] else "") + "."]
        if P.fate_line(o):
            lines.append(P.fate_line(o) + ".")
        if o.get("back"):
            lines.append(f"Struck back: {P.odds_line(o['back'])}")
        return "\n".join(lines)

    def _sender(self, command: dict):
        return lambda: self.submit(to_submit(command))

    def prompt_line(self) -> str:
        if self.match.outcome() is not None:
            return f"The battle is over: {self._verdict()}. Esc opens the menu."
        if not self.legal:
            seat = self.match.pending().seat
            who = "the AI" if self.ai_seat() is not None else self.names[seat]
            return f"Waiting for {who}..."
        return f"{self.names[self.seat]}: {self.prompt_text}"  # the name the dialog took

    def hint(self) -> str:
        parts = []
        if self.reach:
            parts.append("a lit square to move")
        if any(c.get("type") in ("fight", "shoot", "cast", "run_and_gun", "command") for cs in
               self.sorted.models.values() for c in cs):
            parts.append("a ringed model to act")
        if any(c.get("type") in ("activate", "mark") for cs in self.sorted.models.values() for c in cs):
            parts.append("a ringed model")
        if any(c.get("type") == "deploy" for cs in self.sorted.squares.values() for c in cs):
            parts = ["a lit square in your zone"]
        return f"click {', '.join(parts)}" if parts else ""

    # -- what the pointer is on ---------------------------------------------------------------------
    def readout(self, cell) -> tuple[str, list[tuple[str, tuple]]]:
        """The info panel for the square under the pointer: height and terrain, the model on it,
        the path and its cost, the line of sight and the odds of each attack on it."""
        if cell is None:
            return "", []
        view = self.view
        sq = P.square(view, cell)
        heading = f"Square {B.square_name(cell)}: height {sq['level']}\", {sq['terrain']}"
        lines: list[tuple[str, tuple]] = []
        m = P.model_at(view, cell)
        active = self._active_mine()
        if m is not None:
            side = "yours" if m["seat"] == self.seat else "the enemy's"
            lines.append((f"{m['name']} ({side}): {m['tier']} {m['class']}, AP {m['left']}/{m['ap']}, "
                          f"MOV {m['mov']}, DEF {m['def']}, SAV {m['sav']}+, wounds {m['wounds']}/{m['wnd']}",
                          palette.BONE))
            extra = [", ".join(w.replace("_", " ") for w in m["weapons"])]
            if m["statuses"]:
                extra.append("status: " + ", ".join(m["statuses"]))
            if m["hidden"]:
                extra.append("hidden")
            if m["watch"]:
                extra.append("on Overwatch")
            lines.append(("; ".join(extra), palette.BONE_DIM))
            looker = active or self._combat_attacker()
            if looker is not None and m["seat"] != looker["seat"]:
                s = P.sight(view, looker["id"], m["id"])
                words = [f"{s['inches']}\" away", "in sight" if s["sees"] else
                         f"out of sight: {s['blocker']} blocks the view"]
                if s["sees"] and s["range"] and s["inches"] > s["range"]:
                    words.append(f"beyond its {s['range']}\" shooting range")
                if m["hidden"]:
                    words.append("hidden, so it cannot be targeted")
                if s["cover"]:
                    words.append("in cover (+1 save)")
                if s["obscured"]:
                    words.append("obscured (hits 1 worse)")
                if s["height"]:
                    words.append(f"{abs(s['height'])}\" {'above' if s['height'] > 0 else 'below'}")
                lines.append((f"From {looker['name']}: " + ", ".join(words) + ".", palette.STEEL))
            for c in self.sorted.models.get(m["id"], []):
                o = P.attack(view, c)
                if o is not None:
                    lines.append((f"{c.get('label')}: {P.odds_line(o)}", palette.EMBER_GLOW))
                    if P.fate_line(o):
                        lines.append((f"  {P.fate_line(o)}", palette.EMBER))
                    if o.get("back"):
                        lines.append((f"  struck back: {P.odds_line(o['back'])}", palette.BLOOD_BRIGHT))
        spot = self.reach.get(tuple(cell))
        if spot and active is not None:
            plan = P.plan(view, active["id"], cell)
            kinds = ", ".join(KIND_NAMES.get(k, k) for k in spot["kinds"])
            if plan:
                lines.append((f"{kinds}: {plan['inches']}\" along the path.", palette.MOSS_BRIGHT))
                steps = [STEP_NAMES[s["kind"]] for s in plan["steps"] if s["kind"] in STEP_NAMES]
                if steps:
                    lines.append(("On the way it " + ", ".join(dict.fromkeys(steps)) + ".", palette.BONE))
                lines += self._shots_line(active, cell, spot)
                for w in plan["warnings"]:
                    what = "may Intercept" if w["kind"] == "intercept" else "fires from Overwatch"
                    lines.append((f"Warning: {w['name']} {what} at {B.square_name(w['cell'])}.",
                                  palette.BLOOD_BRIGHT))
        return heading, lines

    def _shots_line(self, active: dict, cell, spot: dict) -> list[tuple[str, tuple]]:
        """What the model could shoot after moving here (its targets are marked on the board)."""
        kind = P.first_kind(spot)
        if kind not in ("move", "fall_back"):
            return []
        names = [self._model(e)["name"] for e in P.shots_from(self.view, active["id"], cell, kind)]
        if names:
            said = "From here it could still shoot " + ", ".join(names) + "."
            return [(said, palette.EMBER_GLOW)]
        if P.may_shoot_after(self.view, active["id"], kind):
            return [("From here no enemy would be in range and in sight.", palette.BONE_DIM)]
        return []

    def _combat_attacker(self) -> dict | None:
        return None

    def _target_cells(self) -> list:
        out = []
        for mid in self.sorted.models:
            m = self._model(mid)
            if m is not None and m["cell"] is not None:
                out.append(tuple(m["cell"]))
        return out

    # -- input ---------------------------------------------------------------------------------------
    def handle_board(self, intent: it.Intent) -> bool:
        self._sync()
        if self.mustering():
            used, changed = self.top.handle(intent)
            self.dirty = self.dirty or changed
            return used or self.muster.handle(intent)
        # the choice panel lies over the actions: their buttons wait while it is open
        groups = (self.popup, self.top) if self.popup.widgets else (self.popup, self.top, self.bar)
        if self.offer_widgets(intent, self.popup, groups):
            if not self.popup.widgets:
                self.pinned = None
            return True
        if isinstance(intent, it.Hover):
            self._hover(intent.pos)
            return True
        if isinstance(intent, it.Wheel):
            return self.scroll_log(intent, self.log_panel)
        if isinstance(intent, it.Click):
            self.dirty = True
            pos = intent.pos
            cell = self.grid.square_at(pos) if self.grid.rect.collidepoint(pos) else None
            if self.popup.widgets:
                same = cell is not None and tuple(cell) == self.pinned
                if self.L.CHOICE.collidepoint(pos) or same:
                    return True   # the panel stays: a click between its buttons, or the same square
                self.popup.clear()
                self.pinned = None
                if cell is None or not self.commands_at(cell):
                    return True   # a click elsewhere only closes it
            for rect, index in self.fate_spots:
                if rect.collidepoint(intent.pos):
                    self._open_fate(index, rect)
                    return True
            if cell is not None:
                self.click_cell(cell)
            return True   # panels catch their own clicks
        return isinstance(intent, (it.RightClick, it.Press, it.DragStart, it.DragMove, it.Drop))

    def _hover(self, pos) -> None:
        before = self.hover_cell
        self.pointer = pos
        self.hover_cell = self.grid.square_at(pos) if self.grid.rect.collidepoint(pos) else None
        if before != self.hover_cell:
            self.dirty = True
        self.dirty = True

    def commands_at(self, cell) -> list[dict]:
        m = P.model_at(self.view, cell)
        return self.sorted.at(cell, m["id"] if m else None)

    def click_cell(self, cell) -> None:
        commands = self.commands_at(cell)
        if not commands:
            self._switch_to(cell)
            return
        if direct(commands):
            self.submit(to_submit(commands[0]))
            return
        self.pinned = tuple(cell)
        m = P.model_at(self.view, cell)
        where = f"{m['name']} on {B.square_name(cell)}" if m else f"Square {B.square_name(cell)}"
        self._open_popup(f"{where}: choose one", commands)

    def _open_popup(self, title: str, commands: list[dict]) -> None:
        self.popup_title, self.popup_commands = title, commands
        choice.fill(self.popup, self.L, [(self.choice_label(c), self._tip(c), self._sender(c))
                                 for c in commands], self.cancel_selection)

    def choice_label(self, command: dict) -> str:
        """A command's words in the choice panel: its title names the model clicked, so the
        buttons leave the name out ("Shoot with the Short Bow: ...") and fit the panel."""
        label = self._label(command)
        m = P.model_at(self.view, self.pinned) if self.pinned else None
        if m is not None and command.get("target") == m["id"]:
            label = label.replace(f" on {m['name']}", "", 1).replace(f" {m['name']}", "", 1)
        return label

    def _open_fate(self, index: int, rect) -> None:
        faces = self.view["players"][self.seat]["fate"]
        first = next((i for i, f in enumerate(faces) if f == faces[index]), index)
        commands = self.sorted.fate.get(first, [])
        if commands:
            self._open_popup(f"Fate die {faces[index]}: spend it how?", commands)

    # -- drawing -------------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        """The standing table comes from a frame drawn once (again when the match, the log's
        scroll, the size, the text size or the marks change, and while motion runs); each frame
        draws only what follows the pointer over it."""
        self._sync()
        if self.mustering():
            self._draw_prompt(surface)
            self.muster.draw(surface)
            self.top.draw(surface, self.fonts)
            return
        key = (self._changes, self.log_panel.scroll, surface.get_size(), self.ui_scale,
               self.fonts.scale, palette.Marks.on, self.prompt_line())
        size = surface.get_size()
        if key != self._frame_key or self._frame is None:
            self._frame_key = key
            if self._frame is None or self._frame.get_size() != size:
                self._ground = pygame.Surface(size, 0, surface)  # their format
                self._frame = pygame.Surface(size, 0, surface)
            self._draw_static(self._ground)
            self._frame_whole = False
        if self.motion.active:  # what moves is drawn over the kept ground each frame
            surface.blit(self._ground, (0, 0))
            self._draw_pieces(surface)
            self._frame_whole = False  # at rest again, the pieces are drawn where they end
        else:
            if not self._frame_whole:
                self._frame.blit(self._ground, (0, 0))
                self._draw_pieces(self._frame)
                self._frame_whole = True
            surface.blit(self._frame, (0, 0))
        self._draw_live(surface)

    def _draw_prompt(self, surface: pygame.Surface) -> None:
        fonts, lay, u = self.fonts, self.L, self.u
        draw_backdrop(surface)
        draw_panel(surface, lay.PROMPT, palette.EMBER_DARK, ui=self.ui_scale)
        line = text.ellipsize(fonts.body, self.prompt_line(), lay.PROMPT.w - u(24))
        text.draw(surface, fonts.body, line, palette.BONE,
                  (lay.PROMPT.left + u(12), lay.PROMPT.centery), "midleft")

    def _draw_static(self, surface: pygame.Surface) -> None:
        """The ground under what moves, which the pointer does not change either: the
        battlefield and its marks, the panels but the readout and the dice."""
        fonts, view, grid, lay, u = self.fonts, self.view, self.grid, self.L, self.u
        self._draw_prompt(surface)
        surface.blit(D.base_layer(view["map"], grid, fonts), grid.origin)
        pygame.draw.rect(surface, palette.PANEL_EDGE, grid.rect.inflate(u(4), u(4)), u(2))
        D.draw_edge_labels(surface, grid, D.label_font(fonts))
        D.draw_objectives(surface, self.ctx.sheets, grid, view)
        squares = self.sorted.squares.items()
        deploys = [c for c, cs in squares if any(x["type"] == "deploy" for x in cs)]
        retreats = [c for c, cs in squares if any(x.get("reaction") == "retreat" for x in cs)]
        if deploys:
            D.draw_marks(surface, grid, deploys, L.REACH["deploy"], fonts=fonts,
                         letter=L.REACH_MARK["deploy"])
        if retreats:
            D.draw_marks(surface, grid, retreats, L.REACH["retreat"], 3, fonts,
                         L.REACH_MARK["retreat"])
        if self.reach:
            D.draw_reach(surface, grid, self.reach, self.warned, fonts)
        panels.draw_track(surface, fonts, view)
        panels.draw_quest(surface, fonts, view, hidden=self._out_of_turn())
        draw_panel(surface, lay.ACTIONS, ui=self.ui_scale)
        hint = self.hint()
        panels.title(surface, fonts, lay.ACTIONS, text.ellipsize(fonts.get("small", bold=True),
                     "Actions" + (f" - {hint}" if hint else ""), lay.ACTIONS.w - u(20)))
        faces = view["players"][self.seat]["fate"]
        usable = {i for i, f in enumerate(faces)
                  if any(faces[j] == f for j in self.sorted.fate)}
        self.fate_spots = panels.draw_fate(surface, fonts, faces, usable)
        self.fate_spots = [(r, i) for r, i in self.fate_spots if i in usable]
        self.log_panel.draw(surface, fonts)

    def _draw_models(self, surface: pygame.Surface) -> None:
        """The models (falling, sliding or standing), their loads and the squares targeted."""
        grid, u = self.grid, self.u
        animation.draw_falls(surface, grid, self.motion,
                             lambda m, size: D.figure(self.ctx.sheets, m, size))
        D.draw_models(surface, self.ctx.sheets, grid, self.view, self.fonts,
                      lambda m: animation.square_of(self.motion, grid, m))
        D.draw_carried_loads(surface, self.ctx.sheets, grid, self.view)
        for cell in self._target_cells():
            colour = palette.BLOOD_BRIGHT if self._hostile_at(cell) else palette.EMBER
            pygame.draw.rect(surface, colour, grid.square_rect(cell).inflate(u(2), u(2)), u(2))

    def _draw_pieces(self, surface: pygame.Surface) -> None:
        """Over the ground: the models where they stand (or are, mid-motion) and the dice
        panel, its dice tumbling while a roll is fresh (nothing the ground draws after them
        lies over either, so the table is the same as drawn in one go)."""
        self._draw_models(surface)
        panels.draw_roll(surface, self.fonts, self.rolls)

    def _focus_marks(self, focus) -> dict:
        """What the square under the pointer shows (its path, the shots from there, the line of
        sight, the readout), worked out once per square and match position."""
        key = (focus, self._changes)
        if self._focus_key == key:
            return self._focus
        view, active = self.view, self._active_mine()
        marks: dict = {"plan": None, "targets": [], "sight": None}
        if focus is not None and active is not None:
            if tuple(focus) in self.reach:
                marks["plan"] = P.plan(view, active["id"], focus)
                kind = P.first_kind(self.reach[tuple(focus)])
                marks["targets"] = [self._model(e)["cell"]
                                    for e in P.shots_from(view, active["id"], focus, kind)]
            target = P.model_at(view, focus)
            if target is not None and target["seat"] != self.seat:
                sees = P.sight(view, active["id"], target["id"])["sees"]
                marks["sight"] = (active["cell"], target["cell"], sees)
        marks["readout"] = self.readout(focus)
        self._focus_key, self._focus = key, marks
        return marks

    def _draw_live(self, surface: pygame.Surface) -> None:
        """What follows the pointer: the square it is on, its path, sight and readout, the
        buttons, the choice panel, floating numbers and tooltips."""
        fonts, grid, u, ui = self.fonts, self.grid, self.u, self.ui_scale
        focus = self.pinned or self.hover_cell
        marks = self._focus_marks(focus)
        if focus is not None:
            D.draw_edge_labels(surface, grid, D.label_font(fonts), focus, lit_only=True)
            pygame.draw.rect(surface, palette.BONE, grid.square_rect(focus), u(1))
            if marks["plan"]:
                D.draw_plan(surface, grid, marks["plan"], fonts)
            if marks["targets"]:
                D.draw_crosshairs(surface, grid, marks["targets"], palette.BLOOD_BRIGHT)
            if marks["sight"]:
                D.draw_sight(surface, grid, *marks["sight"])
        panels.draw_info(surface, fonts, *marks["readout"])
        self.top.draw(surface, fonts, tooltips=False)
        self.bar.draw(surface, fonts, tooltips=False)
        if self.popup.widgets:
            choice.draw(surface, fonts, self.popup_title, self.popup)
        tip = ""
        for group in (self.popup, self.top) + (() if self.popup.widgets else (self.bar,)):
            tip = tip or next((w.hover_tip() for w in reversed(group.widgets) if w.hover_tip()), "")
        draw_floaters(surface, fonts.get(22, bold=True), self.motion, ui)
        if tip:
            draw_tooltip(surface, fonts.small, tip, self.pointer, ui)
        if not self.popup.widgets:
            board_keys.offer_all(self._key_spots())

    def _key_spots(self) -> list[tuple[pygame.Rect, str]]:
        """Each model and square a click would act on now, then the Fate dice to spend, for the
        keyboard's ring; Enter there clicks it (a choice panel opens where a click opens one)."""
        if self._spots_for == (self._changes, self.fate_spots):
            return self._spots
        cells = dict.fromkeys(self._target_cells() + [tuple(c) for c in self.sorted.squares])
        out = []
        for cell in cells:
            if self.commands_at(cell):
                m = P.model_at(self.view, cell)
                where = B.square_name(cell)
                out.append((self.grid.square_rect(cell), f"{m['name']} on {where}" if m else f"Square {where}"))
        faces = self.view["players"][self.seat]["fate"]
        self._spots = out + [(rect, f"Fate die {faces[i]}") for rect, i in self.fate_spots]
        self._spots_for = (self._changes, self.fate_spots)  # the same until the match moves
        return self._spots

    def _hostile_at(self, cell) -> bool:
        m = P.model_at(self.view, cell)
        return m is not None and m["seat"] != self.seat

    def _verdict(self) -> str:
        """The result, said in the prompt bar: the result dialog announced it, and after "See
        the table" nothing lies over the final position."""
        out = self.match.outcome() or {}
        vp = out.get("vp", [0, 0])
        names = [p["name"] for p in self.view["players"]]
        verdict = "a draw" if out.get("winner") is None else f"{names[out['winner']]} wins"
        return f"{verdict}, {vp[0]} to {vp[1]} VP"
