"""The roster screen between campaign battles (the muster): the seat's warband model by model
(profile, XP and the next threshold, injuries, advances, finds), the other warband and the last
battle's aftermath on tabs beside it; on the right the battle ahead with its briefing, the gold
and stash, the recruits for hire, and Ready. Every button sends a legal command; giving a find
is two clicks (the find in the stash, then Give on a model's row). It reads the seat's view."""

from __future__ import annotations

import sys

import pygame

from game.app import palette, text
from game.app.scenes.common import draw_panel
from game.app.units import scaled_layout
from game.app.widgets import Button, WidgetGroup, draw_tooltip
from game.core.contract import bare
from game.games.grimheim.table import layout as L
from game.games.grimheim.table.commands import to_submit
from game.games.grimheim.table.panels import fit, title

ROSTER = pygame.Rect(8, 54, 792, 662)
BRIEF = pygame.Rect(L.SIDE_X, 54, L.SIDE_W, 206)
STASH = pygame.Rect(L.SIDE_X, 264, L.SIDE_W, 150)
HIRE = pygame.Rect(L.SIDE_X, 418, L.SIDE_W, 232)
READY = pygame.Rect(L.SIDE_X + L.SIDE_W - 230, 660, 230, 50)
TABS = ("Your warband", "Their warband", "Last battle")
TAB_W = 150
TAB_TIPS = ("Your models: hire, retire, pay a surgeon, hand out finds.",
            "The other warband's models, their injuries, advances and finds.",
            "What the last battle's aftermath rolled, and the standings.")
HEAD = pygame.Rect(ROSTER.left, ROSTER.top, ROSTER.w - 20 - len(TABS) * (TAB_W + 6), 30)
ROW_H = 58
ROW_TOP = ROSTER.top + 44
HIRE_ROWS = 6


class MusterScreen:
    def __init__(self, scene) -> None:
        self.scene = scene
        self.ui = WidgetGroup()
        self.tab = 0
        self.picked: int | None = None  # the stash find picked up to give
        self.hire_from = 0  # the first recruit shown (the wheel scrolls)
        self.built_for = None
        self.sent: list[tuple[Button, dict]] = []  # each button and the command it sends
        self.picks: dict[int, Button] = {}  # each stash find's button
        self.mark_spots: list = []

    @property
    def R(self):  # noqa: N802 (the screen's rects, named as above)
        """This screen's rects at the scene's scale."""
        return scaled_layout(sys.modules[__name__], self.scene.ui_scale)

    def u(self, n: float) -> int:
        return self.scene.u(n)

    # -- what the view says ------------------------------------------------------------------------
    @property
    def camp(self) -> dict:
        return self.scene.view["campaign"]

    def legal_of(self, kind: str) -> list[dict]:
        return [c for c in self.scene.legal if c["type"] == kind]

    def sync(self) -> None:
        key = (self.scene.version, self.scene.seat, len(self.scene.match.log), self.tab,
               self.picked, self.hire_from, self.scene.ui_scale)
        if key == self.built_for:
            return
        self.built_for = key
        if self.picked is not None and self.picked >= len(self._mine()["stash"]):
            self.picked = None
        self.ui.clear()
        self.sent, self.picks = [], {}
        self._tabs()
        if self.tab < 2:
            self._rows()
        self._stash()
        self._hires()
        done = self.legal_of("muster_done")
        waiting = "" if self.scene.legal else "The other side is still mustering."
        self._add(Button(self.R.READY, "Ready: to battle", enabled=bool(done), style="accent",
                         tooltip=waiting or "Take the field with the models fit to fight; "
                                            "the battle begins once both sides are ready."),
                  done[0] if done else None)
        self.ui.refresh_hover()

    def _mine(self) -> dict:
        return self.camp["bands"][self.scene.seat]

    def _sender(self, command: dict):
        def send() -> None:
            self.picked = None
            self.scene.submit(to_submit(command))
        return send

    def _add(self, button: Button, command: dict | None) -> Button:
        """A button that sends ``command`` (kept, so ``locate`` can find it)."""
        if command is not None:
            button.on_click = self._sender(command)
            self.sent.append((button, command))
        return self.ui.add(button)

    # -- the buttons -----------------------------------------------------------------------------------
    def _tabs(self) -> None:
        roster, u = self.R.ROSTER, self.u
        for i, name in enumerate(TABS):
            rect = (roster.right - u(10 + (len(TABS) - i) * (TAB_W + 6)), roster.top + u(6),
                    u(TAB_W), u(30))
            self.ui.add(Button(rect, name, self._tab_to(i), size="small",
                               style="accent" if i == self.tab else "normal",
                               tooltip=TAB_TIPS[i]))

    def _tab_to(self, index: int):
        def switch() -> None:
            self.tab = index
        return switch

    def _rows(self) -> None:
        band = self.camp["bands"][self.scene.seat if self.tab == 0 else 1 - self.scene.seat]
        if self.tab != 0:
            return
        roster, u = self.R.ROSTER, self.u
        for i, m in enumerate(band["models"]):
            y = u(ROW_TOP + i * ROW_H)
            x = roster.right - u(10)
            for command, word, tip in self._row_commands(m):
                w = u(96 if word != "Surgeon" else 104)
                x -= w + u(6)
                self._add(Button((x, y + u(4), w, u(26)), word, size="small", tooltip=tip), command)
            for j, name in enumerate(m["items"]):
                take = next((c for c in self.legal_of("unequip")
                             if c["model"] == m["uid"] and c["item"] == j), None)
                if take is not None:
                    rect = (roster.right - u(10 + (j + 1) * 186), y + u(32), u(180), u(22))
                    self._add(Button(rect, name, size="small",
                                     tooltip=f"{m['name']} carries the {name}. Click to put it "
                                             "back in the stash."), take)

    def _row_commands(self, m: dict) -> list[tuple[dict, str, str]]:
        out = []
        if self.picked is not None:
            give = next((c for c in self.legal_of("equip")
                         if c["model"] == m["uid"] and c["item"] == self.picked), None)
            if give is not None:
                word = "Use" if give["label"].startswith("Use") else "Give"
                out.append((give, word, give["label"] + "."))
        treat = next((c for c in self.legal_of("treat") if c["model"] == m["uid"]), None)
        if treat is not None:
            out.append((treat, "Surgeon", treat["label"] + "."))
        retire = next((c for c in self.legal_of("retire") if c["model"] == m["uid"]), None)
        if retire is not None:
            out.append((retire, "Retire", f"{m['name']} leaves the warband for good; its finds "
                                          "go back to the stash. No gold comes back."))
        return out

    def _stash(self) -> None:
        stash, box, u = self._mine()["stash"], self.R.STASH, self.u
        for i, found in enumerate(stash[:8]):
            rect = (box.left + u(10 + (i % 2) * 224), box.top + u(52 + (i // 2) * 24), u(216),
                    u(22))
            usable = any(c["item"] == i for c in self.legal_of("equip"))
            self.picks[i] = self.ui.add(Button(rect, found["name"], self._pick(i), size="small",
                               enabled=usable, style="accent" if i == self.picked else "normal",
                               tooltip=f"{found['text']} ({found['does']}.) " + ("Click, then Give (or Use) on a "
                                                              "model's row." if usable else
                                                              "Nobody can take it now.")))

    def _pick(self, index: int):
        def pick() -> None:
            self.picked = None if self.picked == index else index
        return pick

    def _hires(self) -> None:
        hires = self.legal_of("hire")
        self.hire_from = max(0, min(self.hire_from, len(hires) - HIRE_ROWS))
        for i, command in enumerate(hires[self.hire_from:self.hire_from + HIRE_ROWS]):
            p, box, u = command["preview"], self.R.HIRE, self.u
            rect = (box.left + u(10), box.top + u(34 + i * 32), box.w - u(20), u(28))
            self._add(Button(rect, f"Hire {p['name']} - {p['gold']} gold", size="small",
                             tooltip=f"{p['name']}, {p['kind']}: joins the warband for "
                                     f"{p['gold']} gold."), command)

    def locate(self, command: dict) -> tuple[int, int] | None:
        """Where a click sends ``command`` (a find to give: its stash button, picked first)."""
        self.sync()
        if command["type"] == "equip" and self.picked != command["item"]:
            button = self.picks.get(command["item"])
            return button.rect.center if button is not None and button.enabled else None
        wanted = bare(command)
        return next((b.rect.center for b, sent in self.sent if bare(sent) == wanted and b.enabled),
                    None)

    # -- input and drawing ------------------------------------------------------------------------
    def handle(self, intent) -> bool:
        from game.app import intents as it

        self.sync()
        used, changed = self.ui.handle(intent)
        if changed:
            self.scene.dirty = True
        if used:
            return True
        if isinstance(intent, it.Wheel) and self.R.HIRE.collidepoint(self.ui.pointer):
            self.hire_from = max(0, self.hire_from - intent.dy)
            self.scene.dirty = True
            return True
        if isinstance(intent, it.Hover):
            self.scene.dirty = True  # the tooltip of an injury or advance follows the pointer
        return isinstance(intent, (it.Click, it.Hover))

    def draw(self, surface: pygame.Surface) -> None:
        self.sync()
        fonts, R, u, ui = self.scene.fonts, self.R, self.u, self.scene.ui_scale
        stash, hire = R.STASH, R.HIRE
        for rect in (R.ROSTER, R.BRIEF, stash, hire):
            draw_panel(surface, rect, ui=ui)
        if self.tab == 2:
            self._draw_last(surface, fonts)
        else:
            self._draw_roster(surface, fonts)
        self._draw_brief(surface, fonts)
        me = self._mine()
        title(surface, fonts, stash, f"Gold {me['gold']}  -  Stash ({len(me['stash'])} finds)")
        fit(surface, fonts.get(14), "A find goes to a model (at most two each); a healing one "
            "mends a lasting injury.", palette.BONE_DIM, (stash.left + u(10), stash.top + u(28)),
            stash.w - u(20))
        if not me["stash"]:
            fit(surface, fonts.small, "Nothing kept yet: loot caches and win to fill it.",
                palette.BONE_DIM, (stash.left + u(10), stash.top + u(60)), stash.w - u(20))
        hires = self.legal_of("hire")
        more = f" ({self.hire_from + 1}-{min(len(hires), self.hire_from + HIRE_ROWS)} of " \
               f"{len(hires)}, wheel scrolls)" if len(hires) > HIRE_ROWS else ""
        title(surface, fonts, hire, f"Recruits you can afford{more}")
        if not hires:
            why = ("None: not enough gold, or the roster is full." if self.scene.legal
                   else "You are ready; the other side is still mustering.")
            fit(surface, fonts.small, why,
                palette.BONE_DIM, (hire.left + u(10), hire.top + u(40)), hire.w - u(20))
        self.ui.draw(surface, fonts, tooltips=True)
        pointer = self.ui.pointer
        tip = next((words for rect, words in self.mark_spots if rect.collidepoint(pointer)), "")
        if tip and self.tab < 2:
            draw_tooltip(surface, fonts.small, tip, pointer, ui)

    def _draw_brief(self, surface, fonts) -> None:
        camp, brief, u = self.camp, self.R.BRIEF, self.u
        title(surface, fonts, brief, camp["title"])
        box = pygame.Rect(brief.left + u(10), brief.top + u(30), brief.w - u(20), u(120))
        # a step smaller at a large text size, never cut
        text.draw_fitted(surface, fonts.get, camp["briefing"], palette.BONE, box, 15, 11, u(2))
        boon = camp["boons"][self.scene.seat].get("fate")
        rows = camp["standings"]
        y = brief.bottom - u(50)
        if boon:
            fit(surface, fonts.get(15), f"Carried from the last battle: {boon} more Fate "
                "die in the first turn.", palette.MOSS_BRIGHT, (brief.left + u(10), y),
                brief.w - u(20))
        if camp["kind"] == "league":
            line = "Standings: " + ", ".join(
                f"{r['name']} {r['points']} pts ({r['won']}-{r['drawn']}-{r['lost']})" for r in rows)
        else:
            line = "Wins: " + ", ".join(f"{r['name']} {r['won']}" for r in rows) + \
                f"; drawn {rows[0]['drawn']}"
        fit(surface, fonts.get(15), line, palette.BONE_DIM, (brief.left + u(10), y + u(22)),
            brief.w - u(20))

    def _draw_roster(self, surface, fonts) -> None:
        self.mark_spots = []  # (rect, what an injury or advance does), for the tooltip
        seat = self.scene.seat if self.tab == 0 else 1 - self.scene.seat
        band = self.camp["bands"][seat]
        roster, u = self.R.ROSTER, self.u
        title(surface, fonts, self.R.HEAD,
              f"{band['name']} ({band['faction']}), {band['gold']} gold", L.SEAT[seat])
        left = roster.left + u(12)
        for i, m in enumerate(band["models"]):
            y = u(ROW_TOP + i * ROW_H)
            pygame.draw.line(surface, palette.GRID_LIGHT, (roster.left + u(8), y - u(3)),
                             (roster.right - u(8), y - u(3)), max(1, u(1)))
            p = m["profile"]
            head = f"{m['name']}  -  {m['kind']}" + ("  (resting)" if m["out"] else "")
            fit(surface, fonts.get("small", bold=True), head,
                palette.BONE_DIM if m["out"] else palette.BONE, (left, y + u(2)), u(420))
            nxt = f"/{m['next']}" if m["next"] else ""
            fit(surface, fonts.get(14), f"AP {p['ap']} MOV {p['mov']} DEF {p['def']} SAV "
                f"{p['sav']}+ WND {p['wnd']}  -  {', '.join(m['weapons'])}  -  XP {m['xp']}{nxt}"
                f", {m['battles']} battles", palette.BONE_DIM, (left, y + u(20)), u(470))
            marks = [("Sits out this battle", palette.BONE)] if m["out"] else []
            marks += [(w, palette.BLOOD_BRIGHT) for w in m["injuries"]]
            marks += [(w, palette.MOSS_BRIGHT) for w in m["advances"]]
            x = left
            for words, colour in marks:
                if x > roster.left + u(400):
                    break
                spot = text.draw(surface, fonts.get(14), words, colour, (x, y + u(37)))
                if words in m["does"]:
                    self.mark_spots.append((spot, f"{words}: {m['does'][words]}."))
                x = spot.right + u(12)
            if not marks:
                text.draw(surface, fonts.get(14), "No injuries, no advances yet", palette.GRID_LIGHT,
                          (x, y + u(37)))
            if self.tab == 1 or not self.scene.legal:  # else its finds are buttons
                items = ", ".join(m["items"])
                if items:
                    fit(surface, fonts.get(14), items, palette.EMBER_GLOW,
                        (roster.left + u(480), y + u(37)), u(300))
        lost = band["fallen"] + band["retired"]
        if lost:
            y = u(ROW_TOP + len(band["models"]) * ROW_H + 4)
            fit(surface, fonts.get(14), "Gone: " + ", ".join(lost), palette.BONE_DIM,
                (left, y), roster.w - u(24))

    def _draw_last(self, surface, fonts) -> None:
        camp, roster, u = self.camp, self.R.ROSTER, self.u
        title(surface, fonts, self.R.HEAD, "The last battle and the standings")
        area = pygame.Rect(roster.left + u(12), roster.top + u(44), roster.w - u(24),
                           roster.h - u(56))
        if camp["last"] is None:
            text.draw_wrapped(surface, fonts.small, "No battle fought yet.", palette.BONE_DIM, area)
            return
        y = area.top
        if camp["last"]["aftermath"]:
            y += text.draw_wrapped(surface, fonts.small, camp["last"]["aftermath"], palette.BONE,
                                   pygame.Rect(area.left, y, area.w, u(60))) + u(8)
        for seat, lines in enumerate(camp["report"]):
            fit(surface, fonts.get("small", bold=True), camp["bands"][seat]["name"], L.SEAT[seat],
                (area.left, y), area.w)
            y += u(22)
            for line in lines:
                box = pygame.Rect(area.left + u(10), y, area.w - u(10), u(40))
                y += text.draw_wrapped(surface, fonts.get(14), line, palette.BONE, box) + u(2)
            y += u(8)
        for row in camp["standings"]:
            fit(surface, fonts.get(15), f"{row['name']}: {row['won']} won, {row['drawn']} drawn, "
                f"{row['lost']} lost, {row['vp']} VP in all, {row['points']} league points",
                palette.BONE_DIM, (area.left, y), area.w)
            y += u(20)
