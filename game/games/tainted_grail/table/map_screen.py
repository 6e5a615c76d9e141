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
        bar_h, u = self.u(BAR_H), self.u
        self.window = pygame.Rect(rect.left, rect.top, rect.width, rect.height - bar_h)
        self.bar = pygame.Rect(rect.left, self.window.bottom + u(4), rect.width, bar_h - u(4))
        self.cam = scene.camera
        self.cam.window = self.window
        self.members: list[str] = []
        self.lit: dict[str, dict] = {}
        self.slots: dict[tuple, list[dict]] = {}
        self.dragging = False

    # -- building ------------------------------------------------------------------------------
    def build(self) -> None:
        view = self.view
        self.members = self.scene.party_members()
        here = self._here()
        focus = (here["x"] + 0.5, here["y"] + 0.5) if here is not None else None
        self.cam.follow(view["map"]["bounds"], focus)
        self.lit = K.travels(self.legal, self.members)
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
        w, u = self.window, self.u
        third_x, third_y = w.width // 3, w.height // 3
        arrow, long, four = u(ARROW), u(40), u(4)
        for words, rect, dx, dy, tip in (
            ("<", (w.left + four, w.centery - u(20), arrow, long), third_x, 0, "Scroll west"),
            (
                ">",
                (w.right - four - arrow, w.centery - u(20), arrow, long),
                -third_x,
                0,
                "Scroll east",
            ),
            ("^", (w.centerx - u(20), w.top + four, long, arrow), 0, third_y, "Scroll north"),
            (
                "v",
                (w.centerx - u(20), w.bottom - four - arrow, long, arrow),
                0,
                -third_y,
                "Scroll south",
            ),
        ):
            self.button(rect, words, self._panner(dx, dy), tooltip=tip + " (or drag the map)")
        top = w.top + four
        self.button(
            (w.right - four - 3 * u(38), top, u(34), u(30)),
            "+",
            lambda: self._zoom(1),
            tooltip="Zoom in (mouse wheel)",
        )
        self.button(
            (w.right - four - 2 * u(38), top, u(34), u(30)),
            "-",
            lambda: self._zoom(-1),
            tooltip="Zoom out (mouse wheel)",
        )
        self.button(
            (w.right - four - u(38), top, u(34), u(30)),
            "All",
            self._fit,
            tooltip="Show the whole map",
        )

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
        bar, u, L = self.bar, self.u, self.L
        ends = K.of(self.legal, "end_day")
        right = bar.right
        if ends:
            self.offer(
                (bar.right - u(150), bar.top + u(4), u(150), L.BUTTON_H),
                ends[0],
                "End the Day",
                style="normal",
            )
            right -= u(158)
        groups = [
            (kinds, words, K.for_party(self.legal, self.members, *kinds)) for kinds, words in GROUPS
        ]
        groups = [g for g in groups if g[2]]
        left = bar.left + u(8)
        if not groups:
            return
        # one option shows its own words, unless they would be cut: then the kind's words
        # (its tooltip and the preview under it still say it all)
        labels = [
            K.short(o[0]) if len(o) == 1 else f"{words} ({len(o)})" for _k, words, o in groups
        ]
        while True:
            needs = self._label_widths(labels)
            widths = _widths_by_need(needs, right - left, u(8), u(250))
            shorter = [
                (g[1] if len(g[2]) == 1 else label) if need > width else label
                for g, label, need, width in zip(groups, labels, needs, widths, strict=True)
            ]
            if shorter == labels:
                break
            labels = shorter
        for (_kinds, words, options), label, width in zip(groups, labels, widths, strict=True):
            rect = pygame.Rect(left, bar.top + u(4), width, L.BUTTON_H)
            left += width + u(8)
            if len(options) == 1:
                self.offer(rect, options[0], label)
            else:
                self.offer_list(rect, words, options)

    def _label_widths(self, labels: list[str]) -> list[int]:
        font = self.fonts.get("small")  # the face of a screen's buttons (TableScreen.button)
        return [font.size(words)[0] + self.u(20) for words in labels]

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
            return tip
        for point, options in self.slots.items():
            if M.slot_rect(self.cam, point).collidepoint(pointer):
                return (
                    "Wake a waystone here: every wyrdness card it touches turns clear.\n"
                    + "\n".join(K.label(c) for c in options)
                )
        loc = self._card_at(pointer)
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
        edge = self.u(ARROW + 12)
        return self.window.inflate(-2 * edge, -2 * edge)

    # -- drawing -------------------------------------------------------------------------------
    def still_key(self) -> tuple:
        cam = self.cam  # the map kept drawn is the map under this camera
        return (cam.step, tuple(cam.origin), tuple(cam.window))

    def draw_marks(self, surface) -> None:
        """The card under the pointer ringed, where nothing lies over the map there."""
        pos, scene = self.scene.pointer, self.scene
        if not self.window.collidepoint(pos) or super().tip(pos):
            return  # off the map, or over one of its buttons
        if scene.question is not None and scene.question.rect.collidepoint(pos):
            return
        if scene.popup is not None and scene.popup.contains(pos):
            return
        loc = self._card_at(pos)
        if loc is not None:
            edge = self.u(2)  # the frame drawn round the map's window stays on top
            M.draw_hover(surface, self.cam, loc, self.window.inflate(-2 * edge, -2 * edge))

    def draw_body(self, surface) -> None:
        view = self.view
        colours = {c["id"]: D.party_colour(c["party"]) for c in view["characters"]}
        lit = {card: W.per_member(command) for card, command in self.lit.items()}
        look = M.MapLook(self.members, colours, lit, set(self.slots))
        M.draw_map(surface, self.scene, self.cam, view, look)
        u = self.u
        pygame.draw.rect(surface, palette.PANEL_EDGE, self.window, u(2), border_radius=u(4))
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
            (self.window.left + u(10), self.window.top + u(10)),
            palette.PANEL,
            "topleft",
            ui=self.scene.ui_scale,
        )


def _widths_by_need(needs: list[int], room: int, gap: int, most: int = 250) -> list[int]:
    """Buttons in a row as wide as their labels need (a long "Salt in the Blood (2 Energy)"
    beside a short "Explore"), at most 250 each; when the row is short of room, the widest give
    up width first, so a short label is never cut to make room for a long one."""
    room -= gap * (len(needs) - 1)
    widths = [min(most, n) for n in needs]
    while sum(widths) > room:
        widest = max(widths)
        others = sum(w for w in widths if w != widest)
        count = widths.count(widest)
        next_widest = max((w for w in widths if w != widest), default=0)
        widths = [min(w, max((room - others) // count, next_widest)) for w in widths]
    spare = (room - sum(widths)) // len(widths)
    return [min(most, w + spare) for w in widths]
