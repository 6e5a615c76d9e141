"""The warband builder: pick a faction, add models, pick each one's body, tier, armor, class,
weapons and gear from lists showing their costs, see the total against the point limit, save
the roster and reuse it, or start from a pre-made warband. Opened from the new-game dialog, it
hands the finished roster back as Player 1's or Player 2's warband (the ``roster_N`` option).

    +-- warband ------------+-- the chosen model ---------------+-- rosters ---------------+
    | faction, name, size,  | name, body, tier, armor, class     | pre-made warbands        |
    | Fate table, total     | weapons (two at most)              | saved rosters            |
    | models (click one)    | gear (two at most)                 | Save / Player 1 / 2      |
    +-----------------------+------------------------------------+--------------------------+
"""
from __future__ import annotations

import copy
import sys

import pygame

from game.app import palette, text
from game.app.scenes.common import draw_heading, draw_panel
from game.app.scenes.screen import Screen
from game.app.units import scaled_layout
from game.app.widgets import Button, TextField
from game.games.grimheim.rules import content
from game.games.grimheim.table import rosters
from game.games.grimheim.table.figures import figure

LEFT = pygame.Rect(12, 70, 380, 640)
MID = pygame.Rect(400, 70, 470, 640)
RIGHT = pygame.Rect(878, 70, 390, 640)
ROW = 34
LIST_ROW = 25  # a ready-made or saved warband's button and its gap: all twelve fit the column
SAVED_SHOWN = 4
KIT_ROW = 25  # a weapon or gear button and its gap: a faction's own kit still fits the panel
BACK = pygame.Rect(12, 16, 120, 38)  # top left, where no toast at the bottom can cover it
SIZES = tuple(content.SIZES)
# the chosen model's miniature, right of its name, body, tier, armour and class
PORTRAIT = pygame.Rect(MID.right - 12 - 150, MID.top + 34, 150, 150)
SCREEN = pygame.Rect(0, 0, 1280, 720)


def make_builder(ctx, on_use=None) -> "WarbandBuilderScene":
    return WarbandBuilderScene(ctx, on_use)


class WarbandBuilderScene(Screen):
    game_id = "grimheim"
    native = True  # drawn at the window's own pixels: self.R is the layout at this size
    letterbox = True  # laid out for 16:9, like the table it fills

    def __init__(self, ctx, on_use=None, band: dict | None = None) -> None:
        super().__init__(ctx)
        self.data = content.load()
        self.on_use = on_use   # on_use(seat, band): the new-game dialog takes the roster
        self.band = copy.deepcopy(band) if band else rosters.new_band()
        self.chosen = 0
        refused: list[str] = []
        self.saved = rosters.load_all(ctx.saves_dir, refused)
        if refused:  # a roster file that no longer fits the rules is named, not just missing
            more = f" ({len(refused) - 1} more skipped.)" if len(refused) > 1 else ""
            ctx.toast(f"Skipped {refused[0]}{more}")
        self.premade = rosters.premade()
        self.message = ""
        self.layout()

    def layout(self) -> None:
        """The panels' rects at this scene's size, and the widgets placed in them."""
        self.R = scaled_layout(sys.modules[__name__], self.ui_scale)
        self._build()

    # -- the numbers -------------------------------------------------------------------------
    def cost(self) -> int | None:
        return rosters.cost(self.band)

    def limit(self) -> int:
        return content.SIZES[self.band["size"]]

    def problems(self) -> list[str]:
        return rosters.problems(self.band)

    def model_cost(self, spec) -> int:
        try:
            return content.model_cost(spec, self.band["faction"], self.data)
        except KeyError:
            return 0

    # -- widgets -----------------------------------------------------------------------------
    def _build(self) -> None:
        self.ui.clear()
        self.chosen = max(0, min(self.chosen, len(self.band["models"]) - 1))
        b, d, u, left = self.band, self.data, self.u, self.R.LEFT
        rosters.fit_faction(b, d)
        x, w = left.left + u(12), left.w - u(24)
        y = left.top + u(36)
        self._cycle(x, y, w, "Faction", "faction", list(d["factions"]),
                    lambda k: f"{d['factions'][k]['name']} (+{d['factions'][k]['cost']} a model)", b)
        y += u(ROW + 4)
        self.name_field = self.ui.add(TextField((x, y, w, u(30)), b["name"], max_len=40,
                                                on_change=self._rename_band,
                                                tooltip="The warband's name (click to type)."))
        y += u(ROW + 4)
        self._cycle(x, y, w, "Size", "size", list(SIZES),
                    lambda k: f"{k.capitalize()} ({content.SIZES[k]} points)", b)
        y += u(ROW + 4)
        def fate_name(k):
            table = d["fate"][content.fate_table_id({**b, "fate": k}, d)]
            return f"{table['name']} (+{table['cost']} points)"
        self._cycle(x, y, w, "Fate", "fate", ["common", "faction"], fate_name, b)
        y += u(ROW + 40)   # the total is drawn here
        self.models_top = y + u(4)
        for i, spec in enumerate(b["models"][:9]):
            style = "selected" if i == self.chosen else "normal"
            label = f"{spec['name']} - {self.model_cost(spec)} pts"
            self.ui.add(Button((x, y + u(26), w, u(30)), label,
                               self._chooser(i), style=style, size="small",
                               tooltip="Click to edit this model."))
            y += u(34)
        y = left.bottom - u(44)
        half = w // 2 - u(4)
        self.ui.add(Button((x, y, half, u(34)), "Add model", self._add, size="small",
                           tooltip="Add a grunt with a knife; then pick its kit."))
        self.ui.add(Button((x + w - half, y, half, u(34)), "Remove model", self._remove,
                           size="small", style="danger", enabled=len(b["models"]) > 1,
                           tooltip="Take the chosen model out of the warband."))
        self._build_model()
        self._build_right()

    def _cycle(self, x, y, w, title, key, values, name, target) -> None:
        def flip():
            at = values.index(target[key]) if target[key] in values else -1
            target[key] = values[(at + 1) % len(values)]
            self._changed()
        self.ui.add(Button((x, y, w, self.u(30)), f"{title}: {name(target[key])}", flip,
                           size="small",
                           tooltip=f"Click for the next {title.lower()}."))

    def _build_model(self) -> None:
        spec = self.band["models"][self.chosen]
        d, u, mid = self.data, self.u, self.R.MID
        x = mid.left + u(12)
        w = self.R.PORTRAIT.left - u(8) - x
        y = mid.top + u(36)
        self.model_field = self.ui.add(TextField((x, y, w, u(30)), spec["name"], max_len=32,
                                                 on_change=self._rename_model,
                                                 tooltip="The model's name (click to type)."))
        y += u(ROW + 2)
        for title, key, table in (("Body", "body", "bodies"), ("Tier", "tier", "tiers"),
                                  ("Armor", "armor", "armor"), ("Class", "class", "classes")):
            self._cycle(x, y, w, title, key, content.offered(d, table, self.band["faction"]),
                        lambda k, t=table: f"{d[t][k]['name']} ({d[t][k]['cost']} pts)", spec)
            y += u(ROW)
        y += u(22)
        w = mid.w - u(24)
        self.weapons_top = y - u(20)
        names = [k for k in content.offered(d, "weapons", self.band["faction"]) if k != "fists"]
        half, step, kit = (w - u(8)) // 2, u(KIT_ROW), u(KIT_ROW - 2)
        for i, key in enumerate(names):
            wp = d["weapons"][key]
            col, row = i % 2, i // 2
            on = key in spec["weapons"]
            tip = (f"{wp['name']} ({wp['kind']}): range {wp['rng']}, {wp['atk']} dice hitting on "
                   f"{wp['htv']}+, damage {wp['dmg']}/{wp['crt']} crit"
                   + (f"; {', '.join(wp['rules'])}" if wp["rules"] else "") + f". {wp['text']}")
            self.ui.add(Button((x + col * (w - half), y + row * step, half, kit),
                               f"{'[x] ' if on else ''}{wp['name']} {wp['cost']}",
                               self._toggler(spec, "weapons", key, content.MAX_WEAPONS),
                               style="selected" if on else "normal", size="small", tooltip=tip))
        y += ((len(names) + 1) // 2) * step + u(24)
        self.gear_top = y - u(20)
        for i, key in enumerate(content.offered(d, "gear", self.band["faction"])):
            g = d["gear"][key]
            col, row = i % 2, i // 2
            on = key in spec["gear"]
            self.ui.add(Button((x + col * (w - half), y + row * step, half, kit),
                               f"{'[x] ' if on else ''}{g['name']} {g['cost']}",
                               self._toggler(spec, "gear", key, content.MAX_GEAR),
                               style="selected" if on else "normal", size="small",
                               tooltip=f"{g['name']}: {g['text']}"))

    def _build_right(self) -> None:
        u, right = self.u, self.R.RIGHT
        x, w = right.left + u(12), right.w - u(24)
        y = right.top + u(36)
        step, row_h = u(LIST_ROW), u(LIST_ROW - 2)
        for band in self.premade.values():
            self.ui.add(Button((x, y, w, row_h), f"{band['name']} ({band['size']})",
                               self._loader(band), size="small",
                               tooltip=f"{band['text']} Load it to play or change it."))
            y += step
        y += u(28)
        self.saved_top = y - u(24)
        for band in self.saved[:SAVED_SHOWN]:
            self.ui.add(Button((x, y, w, row_h), band["name"], self._loader(band),
                               size="small", tooltip="Load this saved roster."))
            y += step
        bottom = right.bottom - u(44)
        ok = not self.problems()
        why = self.problems()[0] if not ok else ""
        self.ui.add(Button((x, bottom - u(84), w, u(36)), "Save roster", self._save, size="small",
                           enabled=ok, tooltip=why or "Keep this roster under saves/rosters/."))
        if self.on_use is not None:
            half = w // 2 - u(4)
            for seat in (0, 1):
                self.ui.add(Button((x + seat * (w - half), bottom - u(42), half, u(36)),
                                   f"Player {seat + 1} uses it", self._user(seat), style="accent",
                                   size="small", enabled=ok,
                                   tooltip=why or f"Player {seat + 1} fights with this warband."))
        self.ui.add(Button(self.R.BACK, "Back", self.close, size="small",
                           tooltip="Close the builder (Esc)."))

    # -- changes -------------------------------------------------------------------------------
    def _changed(self) -> None:
        self.message = ""
        self._build()
        self.ui.hover(self.current_pointer())
        self.dirty = True

    def _rename_band(self, value: str) -> None:
        self.band["name"] = value or "My Warband"

    def _rename_model(self, value: str) -> None:
        self.band["models"][self.chosen]["name"] = value or "Nameless"

    def _chooser(self, i):
        def choose():
            self.chosen = i
            self._changed()
        return choose

    def _toggler(self, spec, field, key, most):
        def flip():
            items = spec[field]
            if key in items:
                items.remove(key)
            elif len(items) >= most:
                self.ctx.toast(f"A model carries at most {most} {field}.")
                return
            else:
                items.append(key)
            self._changed()
        return flip

    def _add(self) -> None:
        if len(self.band["models"]) >= 9:
            self.ctx.toast("A warband fields at most nine models here.")
            return
        self.band["models"].append(rosters.blank_model(len(self.band["models"]) + 1))
        self.chosen = len(self.band["models"]) - 1
        self._changed()

    def _remove(self) -> None:
        if len(self.band["models"]) > 1:
            del self.band["models"][self.chosen]
            self._changed()

    def _loader(self, band):
        def load():
            self.band = copy.deepcopy(band)
            self.chosen = 0
            self._changed()
            self.message = f"Loaded {band['name']}."
        return load

    def _save(self) -> None:
        try:
            path = rosters.save(self.ctx.saves_dir, self.band)
        except OSError as err:
            self.ctx.toast(f"The roster could not be saved: {err.strerror or err}.")
            return
        self.saved = rosters.load_all(self.ctx.saves_dir)
        self._changed()
        self.message = f"Saved {self.band['name']} as {path.name}."

    def _user(self, seat):
        def use():
            if self.problems():
                self.ctx.toast(self.problems()[0])
                return
            self.on_use(seat, rosters.clean(self.band))
            # said in the panel: a toast would lie over the buttons at the bottom
            self.message = f"Player {seat + 1} will field {self.band['name']}."
            self.dirty = True
        return use

    # -- drawing --------------------------------------------------------------------------------
    def draw_body(self, surface: pygame.Surface) -> None:
        fonts, R, u = self.fonts, self.R, self.u
        draw_heading(surface, fonts, "Warband builder", (R.SCREEN.centerx, u(14)))
        for rect, title in ((R.LEFT, "Warband"), (R.MID, "The chosen model"),
                            (R.RIGHT, "Pre-made warbands")):
            draw_panel(surface, rect, ui=self.ui_scale)
            text.draw(surface, fonts.get("small", bold=True), title, palette.EMBER,
                      (rect.left + u(12), rect.top + u(10)))
        small = fonts.get(16)
        cost, limit = self.cost(), self.limit()
        over = cost is None or cost > limit
        total = f"Total: {cost if cost is not None else '?'} / {limit} points"
        text.draw(surface, fonts.get("body", bold=True), total,
                  palette.BLOOD_BRIGHT if over else palette.MOSS_BRIGHT,
                  (R.LEFT.left + u(12), self.models_top - u(30)))
        problems = self.problems()
        if problems:
            text.draw(surface, small, text.ellipsize(small, problems[0], R.LEFT.w - u(24)),
                      palette.BLOOD_BRIGHT, (R.LEFT.left + u(12), self.models_top - u(6)))
        text.draw(surface, fonts.get("small", bold=True), "Models", palette.EMBER,
                  (R.LEFT.left + u(12), self.models_top + u(8)))
        spec = self.band["models"][self.chosen]
        pygame.draw.rect(surface, palette.INK, R.PORTRAIT, border_radius=u(6))
        model = {**spec, "faction": self.band["faction"], "items": spec["gear"]}
        surface.blit(figure(self.ctx.sheets, model, R.PORTRAIT.size), R.PORTRAIT)
        text.draw(surface, fonts.get("small", bold=True),
                  f"Weapons (at most {content.MAX_WEAPONS}; cost in points)", palette.EMBER,
                  (R.MID.left + u(12), self.weapons_top))
        text.draw(surface, fonts.get("small", bold=True), f"Gear (at most {content.MAX_GEAR})",
                  palette.EMBER, (R.MID.left + u(12), self.gear_top))
        try:
            m = content.build_model(spec, self.band["faction"], 0, 0)
            line = (f"{self.model_cost(spec)} pts: AP {m['ap']}, MOV {m['mov']}, DEF {m['def']}, "
                    f"SAV {m['sav']}+, WND {m['wnd']}; "
                    + ", ".join(self.data["rules"][r]["name"] for r in m["rules"]))
        except (KeyError, TypeError):
            line = ""
        text.draw(surface, small, text.ellipsize(small, line, R.MID.w - u(24)), palette.BONE,
                  (R.MID.left + u(12), R.MID.bottom - u(28)))
        text.draw(surface, fonts.get("small", bold=True), "Your saved rosters", palette.EMBER,
                  (R.RIGHT.left + u(12), self.saved_top))
        if not self.saved:
            text.draw(surface, small, "None yet: build one and save it.", palette.BONE_DIM,
                      (R.RIGHT.left + u(12), self.saved_top + u(28)))
        if self.message:
            text.draw(surface, small, text.ellipsize(small, self.message, R.RIGHT.w - u(24)),
                      palette.MOSS_BRIGHT, (R.RIGHT.left + u(12), R.RIGHT.bottom - u(150)))
