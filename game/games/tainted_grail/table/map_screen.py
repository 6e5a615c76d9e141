"""The map: the placed Location cards under a camera that zooms with the wheel (around the
pointer) and scrolls by dragging or with the edge arrows. The party picked (on its tray or by a
model) has its card ringed; where it may Travel is lit with the Energy each member pays, and a
click there goes; a waystone slot it may wake glows, and a click there wakes it (asking how to
pay when there are several ways). Hovering a card tells its text, its Action and its cost. The
bar under the map holds the party's other Actions and the End of the Day."""

from __future__ import annotations

import pygame

from game.app import intents as it
from game.app import palette
from game.games.tainted_grail.table import commands as K
from game.games.tainted_grail.table import draw as D
from game.games.tainted_grail.table import layout as L
from game.games.tainted_grail.table import map_draw as M
from game.games.tainted_grail.table import map_words as MW
from game.games.tainted_grail.table import words as W
from game.games.tainted_grail.table.screen import Screen

BAR_H = 44
ARROW = 30
GROUPS = (  # the bar's buttons for the picked party: kinds, the button's words when several
    (("explore",), "Explore"),
    (("location_action",), "Location Action"),
    (("challenge",), "Challenge"),
    (("waystone",), "Wake a waystone"),
    (("use",), "Use an ability"),
)


class MapScreen(Screen):
    handles = ("day",)

    def __init__(self, scene, rect) -> None:
        super().__init__(scene, rect)
        self.window = pygame.Rect(rect.left, rect.top, rect.width, rect.height - BAR_H)
        self.bar = pygame.Rect(rect.left, self.window.bottom + 4, rect.width, BAR_H - 4)
        self.cam = scene.camera
        self.cam.window = self.window
        self.members: list[str] = []
        self.lit: dict[str, dict] = {}
        self.slots: dict[tuple, list[dict]] = {}
        self.hover: str | None = None
        self.dragging = False

    # -- building ------------------------------------------------------------------------------
    def build(self) -> None:
        view = self.view
        self.members = self.scene.party_members()
        self.cam.follow(view["map"]["bounds"])
        self.lit = K.travels(self.legal, self.members)
        here = self._here()
        self.slots = {}
        if here is not None:
            points = {s["corner"]: tuple(s["point"]) for s in here["slots"]}
            for corner, options in K.waystones(self.legal, self.members).items():
                self.slots[points[corner]] = options
        self.placed += list(self.lit.values()) + [c for cs in self.slots.values() for c in cs]
        self._arrows()
        self._bar()

    def _here(self) -> dict | None:
        if not self.members:
            return None
        return next(
            (loc for loc in self.view["map"]["locations"] if self.members[0] in loc["characters"]),
            None,
        )

    def _arrows(self) -> None:
        w = self.window
        third_x, third_y = w.width // 3, w.height // 3
        for words, rect, dx, dy, tip in (
            ("<", (w.left + 4, w.centery - 20, ARROW, 40), third_x, 0, "Scroll west"),
            (">", (w.right - 4 - ARROW, w.centery - 20, ARROW, 40), -third_x, 0, "Scroll east"),
            ("^", (w.centerx - 20, w.top + 4, 40, ARROW), 0, third_y, "Scroll north"),
            ("v", (w.centerx - 20, w.bottom - 4 - ARROW, 40, ARROW), 0, -third_y, "Scroll south"),
        ):
            self.button(rect, words, self._panner(dx, dy), tooltip=tip + " (or drag the map)")
        top = w.top + 4
        self.button(
            (w.right - 4 - 3 * 38, top, 34, 30),
            "+",
            lambda: self._zoom(1),
            tooltip="Zoom in (mouse wheel)",
        )
        self.button(
            (w.right - 4 - 2 * 38, top, 34, 30),
            "-",
            lambda: self._zoom(-1),
            tooltip="Zoom out (mouse wheel)",
        )
        self.button((w.right - 4 - 38, top, 34, 30), "All", self._fit, tooltip="Show the whole map")

    def _panner(self, dx: int, dy: int):
        return lambda: self.cam.pan(dx, dy, self.view["map"]["bounds"])

    def _zoom(self, steps: int) -> None:
        self.cam.zoom_at(self.window.center, steps)
        self.cam.keep_in_view(self.view["map"]["bounds"])

    def _fit(self) -> None:
        self.cam.fit(self.view["map"]["bounds"])

    def _bar(self) -> None:
        """The picked party's Actions (one button a kind; several of a kind open a list) and the
        End of the Day."""
        bar = self.bar
        ends = K.of(self.legal, "end_day")
        right = bar.right
        if ends:
            self.offer(
                (bar.right - 150, bar.top + 4, 150, L.BUTTON_H),
                ends[0],
                "End the Day",
                style="normal",
            )
            right -= 158
        groups = [
            (kinds, words, K.for_party(self.legal, self.members, *kinds)) for kinds, words in GROUPS
        ]
        groups = [g for g in groups if g[2]]
        left = bar.left + 8
        if not groups:
            return
        width = min(250, (right - left - 8 * (len(groups) - 1)) // len(groups))
        for i, (_kinds, words, options) in enumerate(groups):
            rect = pygame.Rect(left + i * (width + 8), bar.top + 4, width, L.BUTTON_H)
            if len(options) == 1:
                self.offer(rect, options[0], K.short(options[0]))
            else:
                self.offer_list(rect, words, options)

    # -- input ---------------------------------------------------------------------------------
    def click(self, pos) -> bool:
        if not self.window.collidepoint(pos):
            return True
        for point, options in self.slots.items():
            if M.slot_rect(self.cam, point).collidepoint(pos):
                self._wake(point, options)
                return True
        loc = self._card_at(pos)
        if loc is None:
            return True
        if loc["id"] in self.lit:
            self.scene.send(self.lit[loc["id"]])
            return True
        for rect, cid in M.token_rects(self.cam, loc):
            if rect.collidepoint(pos):
                self.scene.pick_party(cid)
                return True
        return True

    def key_spots(self) -> list[tuple]:
        """The lit cards to travel to, the waystones to wake and the other parties' figures,
        where they show in the map's window."""
        inner, out = self._inner(), []
        for loc in self.view["map"]["locations"]:
            card = self.cam.card(loc["x"], loc["y"])
            if loc["id"] in self.lit and inner.collidepoint(card.center):
                out.append((card, f"Travel to {loc['name']}"))
        for point in self.slots:
            if inner.collidepoint(M.slot_rect(self.cam, point).center):
                out.append((M.slot_rect(self.cam, point), "Wake this waystone"))
        names = {c["id"]: c["name"] for c in self.view["characters"]}
        for loc in self.view["map"]["locations"]:
            for rect, cid in M.token_rects(self.cam, loc):
                if cid not in self.members and inner.collidepoint(rect.center):
                    out.append((rect, f"Pick {names.get(cid, cid)}'s party"))
        return out

    def _wake(self, point, options: list[dict]) -> None:
        if len(options) == 1:
            self.scene.send(options[0])
        else:
            self.scene.open_popup(M.slot_rect(self.cam, point), "Wake this waystone", options)

    def wheel(self, intent: it.Wheel) -> bool:
        if self.window.collidepoint(intent.pos):
            self.cam.zoom_at(intent.pos, 1 if intent.dy > 0 else -1)
            self.cam.keep_in_view(self.view["map"]["bounds"])
        return True

    def drag(self, intent) -> bool:
        if isinstance(intent, it.DragStart):
            self.dragging = self.window.collidepoint(intent.pos)
            self._last = intent.pos
            return self.dragging
        if not self.dragging:
            return False
        if isinstance(intent, it.DragMove):
            dx, dy = intent.pos[0] - self._last[0], intent.pos[1] - self._last[1]
            self.cam.pan(dx, dy, self.view["map"]["bounds"])
            self._last = intent.pos
        else:
            self.dragging = False
        return True

    def _card_at(self, pos) -> dict | None:
        x, y = self.cam.cell_at(pos)
        return next(
            (loc for loc in self.view["map"]["locations"] if (loc["x"], loc["y"]) == (x, y)), None
        )

    def tip(self, pointer) -> str:
        tip = super().tip(pointer)
        if tip or not self.window.collidepoint(pointer):
            self.hover = None
            return tip
        for point, options in self.slots.items():
            if M.slot_rect(self.cam, point).collidepoint(pointer):
                return (
                    "Wake a waystone here: every wyrdness card it touches turns clear.\n"
                    + "\n".join(K.label(c) for c in options)
                )
        loc = self._card_at(pointer)
        self.hover = loc["id"] if loc else None
        if loc is None:
            return ""
        travel = ""
        if loc["id"] in self.lit:
            travel = MW.travel_line(self.lit[loc["id"]])
        return MW.location_tip(self.view, loc, travel)

    def locate(self, command: dict) -> tuple[int, int] | None:
        found = super().locate(command)
        if found is not None:
            return found
        if command.get("type") == "travel" and K.same(self.lit.get(command["to"], {}), command):
            loc = next(x for x in self.view["map"]["locations"] if x["id"] == command["to"])
            if not self._inner().collidepoint(self.cam.card(loc["x"], loc["y"]).center):
                self.cam.centre_on(loc["x"] + 0.5, loc["y"] + 0.5)  # as a player would scroll
            return self.cam.card(loc["x"], loc["y"]).center
        for point, options in self.slots.items():
            if any(K.same(c, command) for c in options):
                if not self._inner().collidepoint(M.slot_rect(self.cam, point).center):
                    self.cam.centre_on(*point)
                return M.slot_rect(self.cam, point).center
        return None

    def _inner(self) -> pygame.Rect:
        """The map's window less its arrows and zoom buttons."""
        return self.window.inflate(-2 * (ARROW + 12), -2 * (ARROW + 12))

    # -- drawing -------------------------------------------------------------------------------
    def draw_body(self, surface) -> None:
        view = self.view
        colours = {c["id"]: D.party_colour(c["party"]) for c in view["characters"]}
        lit = {card: W.per_member(command) for card, command in self.lit.items()}
        look = M.MapLook(self.members, colours, lit, set(self.slots), self.hover)
        M.draw_map(surface, self.scene, self.cam, view, look)
        pygame.draw.rect(surface, palette.PANEL_EDGE, self.window, 2, border_radius=4)
        D.panel(surface, self.fonts, self.bar)
        here = self._here()
        words = "Pick a party on its tray"
        if here is not None:
            words = f"{MW.names(view, self.members)} at {here['name']}"
        D.badge(
            surface,
            self.fonts.get("small", bold=True),
            words,
            colours.get(self.members[0], palette.BONE) if self.members else palette.BONE,
            (self.window.left + 10, self.window.top + 10),
            palette.PANEL,
            "topleft",
        )
