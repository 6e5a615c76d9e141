"""The Scenarios menu: every puzzle the games ship, with its goal and the player's best result
(kept in the profile). Pick one and Play to set its table."""

from __future__ import annotations

import pygame

from game.app import palette, text
from game.app.scenes.common import draw_heading, draw_panel
from game.app.scenes.list_screen import ListScreen
from game.app.session import open_match
from game.app.widgets import Button
from game.app.widgets.row_list import RowList
from game.core.content import ContentError
from game.core.match import Match
from game.core.profile import load_profile
from game.core.registry import get_manifest
from game.core.scenario import Scenario, all_scenarios, result_phrase

ROW_H = 104
LIST = pygame.Rect(140, 110, 1000, 520)


class ScenariosScene(ListScreen):
    native = True

    def __init__(self, ctx) -> None:
        super().__init__(ctx)
        self.problem = ""
        try:
            self.scenarios: list[Scenario] = all_scenarios(("puzzle",))
        except ContentError as error:  # a broken file: say which, offer none
            self.scenarios, self.problem = [], str(error)
        self.records = load_profile(ctx.saves_dir).get("scenarios", {})
        self.selected: int | None = None
        self.layout()

    def layout(self) -> None:
        scroll = getattr(getattr(self, "rows", None), "scroll", 0)
        self.list = self.on_stage(*LIST)
        self.rows = RowList(self.list, self.u(ROW_H), self.ui_scale)
        self.rows.set_count(len(self.scenarios))
        self.rows.scroll = min(scroll, self.rows.max_scroll())
        self.ui.clear()
        u, bottom = self.u, self.list.bottom + self.u(24)
        self.play_button = self.ui.add(
            Button(
                (self.list.right - u(180), bottom, u(180), u(48)),
                "Play",
                self.play_selected,
                style="accent",
                enabled=False,
                tooltip="Pick a scenario first.",
            )
        )
        self.ui.add(Button((self.list.left, bottom, u(170), u(48)), "Back", self.close))
        if self.selected is not None:
            self.select(self.selected)

    def row_rect(self, index: int) -> pygame.Rect:
        return self.rows.row_rect(index)

    def select(self, index: int) -> None:
        self.selected = index
        self.play_button.enabled = True
        self.play_button.tooltip = f"Set the table for {self.scenarios[index].title}."
        self.dirty = True

    def play_selected(self) -> None:
        if self.selected is None:
            return
        scenario = self.scenarios[self.selected]
        try:
            match = Match.from_scenario(scenario, self.ctx.settings.casual_undo)
        except ContentError as error:
            self.ctx.toast(str(error))
            return
        open_match(self.ctx, match)

    def open_selected(self) -> None:
        self.play_selected()

    def draw_body(self, surface: pygame.Surface) -> None:
        fonts, box = self.fonts, self.list
        draw_heading(surface, fonts, "Scenarios",
                     (box.centerx, self.layout_area.top + self.u(40)))
        draw_panel(surface, box, ui=self.ui_scale)
        if not self.scenarios:
            message = self.problem or "No scenarios yet."
            text.draw_wrapped(
                surface,
                fonts.body,
                message,
                palette.BONE_DIM,
                box.inflate(-self.u(60), -self.u(200)),
                align="center",
            )
            return
        self.rows.draw(surface, self._draw_row, self.selected)
        text.draw(surface, fonts.small, self.rows.window_phrase(), palette.BONE_DIM,
                  (box.right, box.top - self.u(8)), "bottomright")

    def _draw_row(self, surface: pygame.Surface, index: int, rect: pygame.Rect) -> None:
        fonts, u = self.fonts, self.u
        scenario = self.scenarios[index]
        x, room = rect.left + u(16), rect.width - u(32)
        game = get_manifest(scenario.game).title
        result = result_phrase(self.records.get(f"{scenario.game}/{scenario.id}"))
        right = text.draw(
            surface,
            fonts.small,
            text.ellipsize(fonts.small, game, u(260)),
            palette.EMBER_GLOW,
            (rect.right - u(16), rect.top + u(10)),
            "topright",
        )
        heading = fonts.get("body", bold=True)
        title = text.ellipsize(heading, scenario.title, right.left - x - u(16))
        text.draw(surface, heading, title, palette.BONE, (x, rect.top + u(8)))
        # the goal in the lines left between the title and the result (two at 100% text size);
        # the whole goal shows again on the table's log
        y = rect.top + u(10) + heading.get_linesize()
        step = fonts.small.get_linesize()
        fits = max(1, (rect.bottom - u(8) - step - y) // step)
        goal = text.wrap(fonts.small, scenario.goal, room)
        if len(goal) > fits:
            goal = goal[: fits - 1] + [text.ellipsize(fonts.small, " ".join(goal[fits - 1 :]), room)]
        for line in goal:
            text.draw(surface, fonts.small, line, palette.BONE_DIM, (x, y))
            y += fonts.small.get_linesize()
        text.draw(
            surface, fonts.small, result, palette.EMBER_GLOW, (x, rect.bottom - u(8)), "bottomleft"
        )
