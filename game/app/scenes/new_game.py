"""The new-game dialog: players, who plays each seat (a person or the AI), the seed and the
game's options from its manifest, then Start.

Options the player's profile holds (e.g. Grudge's luckstones) are filled in from it and shown
as carried over, not edited here: they belong to the player across games.

A game with a builder (Grimheim's warbands) hands back a "fixed" option per seat (``roster_N``);
it stands in for the seat's choice (``warband_N``), so that choice's button shows the built one
and no second line says what is not used. The last built value per seat is remembered in the
profile (``last_built``) and chosen again next time.
"""
from __future__ import annotations

import random

import pygame

from game.app import palette, text
from game.app.opponents import ai_levels, offers_ai
from game.app.scenes.dialog import Dialog
from game.app.session import (Slot, autosave, begin_campaign, open_match, options_from_profile,
                              start_match)
from game.app.widgets import Button, Stepper, TextField, Toggle
from game.core.contract import IllegalCommand
from game.core.profile import load_profile, save_profile
from game.core.registry import manifest_of
from game.core.saves import SaveError
from game.core.seats import AI_LEVEL, AI_LEVELS, NAME_LIMIT, SEAT_NAMES, clean_name

ROW = 50
ROW_AT_LEAST = 44  # a widget's 40 pixels and a gap
INFO_ROW = 30  # a line of text (an option shown, not set here)
HELP_HEIGHT = 50  # the hover help's own line above the buttons
LAST_BUILT = "last_built"  # profile key: {game id: {fixed option: the value last started with}}


def option_label(key: str) -> str:
    return key.replace("_", " ").replace("-", " ").capitalize()


def random_seed() -> int:
    return random.SystemRandom().randrange(1, 1_000_000)


class NewGameScene(Dialog):
    floating_tips = False
    native = True

    def __init__(self, ctx, game_id: str) -> None:
        self.rules = ctx.catalog.get_rules(game_id)
        self.manifest = manifest_of(self.rules)
        self.game_id = game_id
        defaults = dict(self.rules.default_options())
        self.carried = options_from_profile(self.rules, load_profile(ctx.saves_dir))
        self.editable = {k: v for k, v in defaults.items() if k != "players" and k not in self.carried}
        self.choices = {o.key: list(o.choices) for o in self.manifest.options if o.kind == "choice"}
        kinds = {o.key: o.kind for o in self.manifest.options}
        self.fixed = {k: v for k, v in self.editable.items()
                      if kinds.get(k) == "fixed" or (k not in kinds and not isinstance(v, (bool, int))
                                                     and k not in self.choices)}
        self.ai_offered = offers_ai(self.rules)
        low, high = self.rules.players
        # one player at the machine is the common case: the other seats start as the AI
        self.seat_is_ai = [self.ai_offered and seat > 0 for seat in range(high)]
        self.campaign_offered = bool(self.manifest.campaign_carries)
        self.as_campaign = False
        self.campaign_kind = ""  # one of the manifest's campaign_kinds, when it lists them
        # a record the game makes itself at a campaign's start is no line of the dialog
        self.unshown = set(self.manifest.campaign_carries) if self.manifest.campaign_kinds else set()
        self.named_seats = high > 1  # a solo game has nobody to tell apart
        self.ai_level = "normal"
        self.builder = self.manifest.builder
        # a builder's value for a seat stands in for that seat's choice: {fixed key: choice key}
        self.stands_in = self._stand_ins() if self.builder else {}
        self._recall_built(ctx)
        # three or four seats sit in two columns, so the dialog fits a 1280x720 window
        self.seat_columns = 2 if self.named_seats and high > 2 else 1
        seat_rows = -(-high // self.seat_columns) if self.named_seats else 0
        rows = (3 + len(self.editable) - len(self.fixed) + int(bool(self.builder))
                + seat_rows + int(self.ai_offered) + int(self.campaign_offered))
        info = (len(self.fixed) - len(self.stands_in) - len(self.unshown & set(self.fixed))
                + len(self.carried))  # text, not widgets
        height = min(ctx.size[1] - 10, 150 + rows * ROW + info * INFO_ROW + HELP_HEIGHT)
        # a dialog cut to the window's height packs its rows closer, so the lines of text still
        # sit above the hover help's own line (two of the rows counted above are head and foot)
        over = 80 + (rows - 2) * ROW + info * INFO_ROW + 112 - height
        self.row = ROW if over <= 0 else max(ROW_AT_LEAST, ROW - -(-over // max(1, rows - 2)))
        width = 880 if self.seat_columns == 2 else 640
        super().__init__(ctx, f"New game: {self.rules.title}", (width, height))
        self.players = low
        self.values: dict = {}
        self.name_fields: list[TextField] = []
        self.seed_field: TextField | None = None
        self.layout()

    def layout(self) -> None:
        """The widgets at this size; what the player set so far (names, seed, numbers, choices)
        is kept, as the widgets are made again."""
        names = [field.value for field in self.name_fields]
        seed = self.seed_field.value if self.seed_field is not None else str(random_seed())
        super().layout()
        self.seat_buttons: list[Button] = []
        self.name_fields = []
        self.choice_buttons: dict[str, Button] = {}
        self.per_player: list[tuple[Stepper, int]] = []  # numbers kept at least the players
        self._build(*self.rules.players, names, seed)
        for stepper, low in self.per_player:
            stepper.set_low(max(low, self.players))

    def _build(self, low: int, high: int, names: list[str], seed: str) -> None:
        u, step, tall = self.u, self.u(self.row), self.u(40)
        left, right = self.panel.left + u(40), self.panel.right - u(40)
        y = self.panel.top + u(80)
        if low != high:
            self.ui.add(Stepper((left, y, right - left, tall), "Players", self.players, low, high,
                                self._set_players, ui=self.ui_scale))
            y += step
        if self.named_seats:
            gap = u(24)
            column = (right - left - gap * (self.seat_columns - 1)) // self.seat_columns
            name_w = u(250 if self.seat_columns == 1 else 180)
            for seat in range(high):
                row, col = divmod(seat, self.seat_columns)
                x, top = left + col * (column + gap), y + row * step
                field = self.ui.add(TextField(
                    (x, top, name_w, tall), names[seat] if seat < len(names) else "",
                    max_len=NAME_LIMIT, placeholder=f"Player {seat + 1}",
                    tooltip="This player's name, used in prompts, the log and the result."))
                self.name_fields.append(field)
                if self.ai_offered:
                    button = self.ui.add(Button((x + name_w + u(12), top, column - name_w - u(12),
                                                 tall),
                                                self._seat_label(seat), self._seat_flipper(seat),
                                                size="small",
                                                tooltip="Click to switch between a person at this "
                                                        "screen and the computer."))
                    self.seat_buttons.append(button)
            y += -(-high // self.seat_columns) * step
        if self.ai_offered:
            # shown only while a seat is the computer's (see _label_seats)
            self.level_button = self.ui.add(Button(
                (left, y, right - left, tall), self._level_label(), self._next_level, size="small",
                tooltip=self._level_tip()))
            y += step
        self._label_seats()
        self.seed_field = self.ui.add(TextField(
            (right - u(260), y, u(150), tall), seed, allowed="0123456789", max_len=9,
            tooltip="The same seed and the same moves give the same game."))
        self.ui.add(Button((right - u(100), y, u(100), tall), "Reroll", self._reroll,
                           tooltip="Pick a new random seed.", size="small"))
        self.seed_row = y
        y += step
        for key, value in self.editable.items():
            if key in self.fixed:
                continue
            value = self.values.setdefault(key, value)  # a value set before a new layout stays
            if key in self.choices:
                button = self.ui.add(Button((left, y, right - left, tall), self._choice_label(key),
                                            None, size="small"))
                button.on_click = self._cycler(key, button)
                self.choice_buttons[key] = button
                self._label_choice(key)
            elif isinstance(value, bool):
                self.ui.add(Toggle((left, y, right - left, tall), self._title(key), value,
                                   self._setter(key)))
            else:
                spec = self.manifest.option(key)
                low_value, high_value = (spec.low, spec.high) if spec else (0, None)
                stepper = self.ui.add(Stepper((left, y, right - left, tall), self._title(key),
                                              value,
                                              low_value, high_value, self._setter(key),
                                              ui=self.ui_scale))
                if spec is not None and spec.per_player:
                    self.per_player.append((stepper, low_value))
            y += step
        if self.campaign_offered and self.manifest.campaign_kinds:
            self.campaign_button = self.ui.add(Button(
                (left, y, right - left, tall), self._campaign_label(), self._next_campaign,
                size="small", tooltip=f"{self.manifest.single_play.capitalize()}, or a campaign "
                                      "that goes on from one to the next (listed on the load "
                                      "screen). Click to change."))
            y += step
        elif self.campaign_offered:
            carried = ", ".join(self._title(key).lower() for key in self.manifest.campaign_carries)
            self.ui.add(Toggle((left, y, right - left, tall), "Play as a campaign",
                               self.as_campaign,
                               self._set_campaign,
                               tooltip=f"A campaign keeps {carried} from one game to the next and "
                                       "is listed on the load screen."))
            y += step
        if self.builder:
            self.ui.add(Button((left, y, right - left, tall), "Build warbands...",
                               self._open_builder,
                               size="small", tooltip="Make or load your own side and field it."))
            y += step
        self.info_top = y
        bottom = self.panel.bottom - u(64)
        self.ui.add(Button((right - u(170), bottom, u(170), u(44)), "Start", self.start,
                           style="accent", tooltip="Begin the game with these settings."))
        self.ui.add(Button((right - u(350), bottom, u(160), u(44)), "Cancel", self.close))

    def _open_builder(self) -> None:
        make = self.manifest.load_builder()
        self.ctx.stack.push(make(self.ctx, self._use_fixed))

    def _use_fixed(self, seat: int, value) -> None:
        """The builder hands back a value for a "fixed" option (Grimheim: roster_<seat>)."""
        for key in self.fixed:
            if key.endswith(f"_{seat}"):
                self.fixed[key] = value
                if key in self.stands_in:
                    self._label_choice(self.stands_in[key])
                self.dirty = True
                return

    def _stand_ins(self) -> dict[str, str]:
        """Each fixed option the builder fills, with the choice it replaces (same seat)."""
        out = {}
        for key in self.fixed:
            seat = key.rsplit("_", 1)[-1]
            choice = next((c for c in self.choices if c != key and c.endswith(f"_{seat}")
                           and seat.isdigit()), None)
            if choice is not None:
                out[key] = choice
        return out

    def _built_for(self, choice: str) -> tuple[str, object] | None:
        """(fixed key, value) when a built value stands in for ``choice`` now."""
        key = next((k for k, c in self.stands_in.items() if c == choice), None)
        return (key, self.fixed[key]) if key is not None and self.fixed.get(key) else None

    def _recall_built(self, ctx) -> None:
        """The values last started with, per seat, chosen again."""
        last = load_profile(ctx.saves_dir).get(LAST_BUILT, {})
        mine = last.get(self.game_id) if isinstance(last, dict) else None
        for key, value in (mine if isinstance(mine, dict) else {}).items():
            if key in self.stands_in and isinstance(value, dict):
                self.fixed[key] = value

    def _remember_built(self) -> None:
        profile = load_profile(self.ctx.saves_dir)
        last = profile.get(LAST_BUILT) if isinstance(profile.get(LAST_BUILT), dict) else {}
        mine = {key: self.fixed[key] for key in self.stands_in if self.fixed.get(key)}
        if mine == last.get(self.game_id, {}):
            return
        profile[LAST_BUILT] = {**last, self.game_id: mine}
        try:
            save_profile(self.ctx.saves_dir, profile)
        except OSError:
            pass  # not remembered: the next game starts from the ready-made choice

    def _title(self, key: str) -> str:
        """An option's name: the manifest's label, else its key in words."""
        spec = self.manifest.option(key)
        return spec.title if spec is not None else option_label(key)

    def _info_line(self, key: str, value) -> str:
        """A fixed or carried option's line, starting with a capital (a label may be lower case
        to sit inside the campaign's tooltip: "the save sheet")."""
        title = self._title(key)
        shown = value.get("name", "custom") if isinstance(value, dict) else (
            "none" if value is None else value)
        return f"{title[:1].upper()}{title[1:]}: {shown}"

    def _choice_label(self, key: str) -> str:
        names = dict((value, name) for value, name in self.choices[key])
        return f"{self._title(key)}: {names.get(self.values[key], self.values[key])}"

    def _cycler(self, key: str, button):
        """Each click moves the option to the game's next allowed value; a built value standing
        in for it is dropped first (the button then shows the ready-made choice again)."""
        def cycle() -> None:
            built = self._built_for(key)
            if built is not None:
                self.fixed[built[0]] = None
            else:
                values = [value for value, _ in self.choices[key]]
                at = values.index(self.values[key]) if self.values[key] in values else -1
                self.values[key] = values[(at + 1) % len(values)]
            self._label_choice(key)
        return cycle

    def _label_choice(self, key: str) -> None:
        button = self.choice_buttons.get(key)
        if button is None:
            return
        built = self._built_for(key)
        if built is None:
            button.label, button.tooltip = self._choice_label(key), self._choice_tip(key)
            return
        name = built[1].get("name", "built") if isinstance(built[1], dict) else "built"
        button.label = f"{self._title(key)}: {name} (built)"
        button.tooltip = (f"{self._title(key)} is {name}, made in the builder. "
                          "Click to pick a ready-made one instead.")

    def _choice_tip(self, key: str) -> str:
        """The tip says what is chosen now and what a click changes it to."""
        names = dict((value, name) for value, name in self.choices[key])
        values = [value for value, _ in self.choices[key]]
        at = values.index(self.values[key]) if self.values[key] in values else -1
        following = values[(at + 1) % len(values)]
        return (f"{self._title(key)} is {names.get(self.values[key], self.values[key])}. "
                f"Click for {names.get(following, following)}.")

    def _seat_label(self, seat: int) -> str:
        if seat >= self.players:
            return "not playing"
        return "Computer" if self.seat_is_ai[seat] else "Person at this screen"

    def _level_label(self) -> str:
        return f"Computer player: {dict(AI_LEVELS)[self.ai_level]}"

    def _level_tip(self) -> str:
        tip = "Easy now and then makes a careless move; Normal plays its best"
        if "hard" in dict(ai_levels(self.game_id)):
            tip += "; Hard weighs the exact odds, the mission's points and its own side quest"
        return tip + ". Click for the next level."

    def _next_level(self) -> None:
        levels = [level for level, _ in ai_levels(self.game_id)]
        self.ai_level = levels[(levels.index(self.ai_level) + 1) % len(levels)]
        self.level_button.label = self._level_label()

    def _seat_flipper(self, seat: int):
        def flip() -> None:
            if seat >= self.players:
                return
            becomes_ai = not self.seat_is_ai[seat]
            if becomes_ai and not [s for s in range(self.players) if s != seat and not self.seat_is_ai[s]]:
                self.ctx.toast("At least one player must be a person.")
                return
            self.seat_is_ai[seat] = becomes_ai
            self._label_seats()
        return flip

    def _label_seats(self) -> None:
        if self.ai_offered:  # the computer's level only while the computer plays a seat
            wanted = any(self.seat_is_ai[: self.players])
            if wanted and self.level_button not in self.ui.widgets:
                self.ui.add(self.level_button)
            elif not wanted and self.level_button in self.ui.widgets:
                self.ui.widgets.remove(self.level_button)
        for seat, button in enumerate(self.seat_buttons):
            button.label = self._seat_label(seat)
            button.enabled = seat < self.players
            if seat < self.players:
                now, other = (("the computer", "a person at this screen") if self.seat_is_ai[seat]
                              else ("a person at this screen", "the computer"))
                button.tooltip = f"Player {seat + 1} is {now}. Click to make it {other}."

    def human_seats(self) -> set[int] | None:
        """The seats people play; None: every seat is a person (hotseat)."""
        humans = {seat for seat in range(self.players) if not self.seat_is_ai[seat]}
        return None if len(humans) == self.players else humans

    def _set_campaign(self, value: bool) -> None:
        self.as_campaign = value

    def _campaign_label(self) -> str:
        kinds = dict(self.manifest.campaign_kinds)
        if self.as_campaign:
            return f"Play: {kinds[self.campaign_kind]}"
        return f"Play: {self.manifest.single_play}"

    def _next_campaign(self) -> None:
        """A single game, then each campaign the game offers in turn, then a single game again."""
        ids = ["", *(kind for kind, _ in self.manifest.campaign_kinds)]
        self.campaign_kind = ids[(ids.index(self.campaign_kind) + 1) % len(ids)]
        self.as_campaign = bool(self.campaign_kind)
        self.campaign_button.label = self._campaign_label()

    def _set_players(self, value: int) -> None:
        self.players = value
        for stepper, low in self.per_player:  # e.g. a Character for every player
            stepper.set_low(max(low, value))
        if self.seat_buttons and all(self.seat_is_ai[:value]):
            self.seat_is_ai[0] = False
        self._label_seats()

    def _setter(self, key: str):
        def set_value(value) -> None:
            self.values[key] = value
        return set_value

    def _reroll(self) -> None:
        self.seed_field.value = str(random_seed())

    def options(self) -> dict:
        options = {**self.fixed, **self.values, **self.carried, "players": self.players}
        names = [clean_name(field.value) for field in self.name_fields[: self.players]]
        if any(names):
            options[SEAT_NAMES] = names
        if self.ai_offered and any(self.seat_is_ai[: self.players]):
            options[AI_LEVEL] = self.ai_level
        if self.as_campaign and self.campaign_kind:
            options["campaign_kind"] = self.campaign_kind
        return options

    def seed(self) -> int:
        return int(self.seed_field.value) if self.seed_field.value.isdigit() else random_seed()

    def start(self) -> None:
        ctx = self.ctx
        problems = self.manifest.check_options(self.options()) if self.manifest.rules else []
        if problems:
            ctx.toast(problems[0])
            return
        campaign = None
        try:
            if self.as_campaign:
                match, campaign = begin_campaign(ctx, self.rules, self.seed(), self.options(),
                                                 self.human_seats())
            else:
                match = start_match(ctx, self.game_id, self.seed(), self.options(), self.human_seats())
        except SaveError as err:
            ctx.toast(str(err))
            return
        except (IllegalCommand, ValueError, KeyError, TypeError) as err:
            ctx.toast(f"The game could not be set up with these options: {err}")
            return
        self._remember_built()
        slot = Slot.new(ctx, match)
        problem = autosave(ctx, match, campaign, slot)
        if problem:
            ctx.toast(problem)
        open_match(ctx, match, campaign, slot, guided=True)

    def draw(self, surface: pygame.Surface) -> None:
        """The hover help goes in a line of its own above the buttons, never over a field."""
        super().draw(surface)
        tip = next((w.hover_tip() for w in reversed(self.ui.widgets) if w.hover_tip()), "")
        if tip:
            u = self.u
            area = pygame.Rect(self.panel.left + u(40), self.panel.bottom - u(112),
                               self.panel.width - u(80), u(44))
            text.draw_wrapped(surface, self.fonts.small, tip, palette.EMBER_GLOW, area,
                              align="center")

    def draw_body(self, surface: pygame.Surface) -> None:
        fonts, u = self.fonts, self.u
        left = self.panel.left + u(40)
        text.draw(surface, fonts.body, "Seed", palette.BONE, (left, self.seed_row + u(20)),
                  "midleft")
        y = self.info_top
        for key, value in {**self.fixed, **self.carried}.items():
            if key in self.stands_in or key in self.unshown:  # shown on its choice, or nowhere
                continue
            note = " (from your profile)" if key in self.carried else ""
            line = text.ellipsize(fonts.body, self._info_line(key, value), self.panel.width - u(80))
            text.draw(surface, fonts.body, line, palette.BONE, (left, y + u(20)), "midleft")
            if note:
                text.draw(surface, fonts.small, note, palette.BONE_DIM,
                          (self.panel.right - u(40), y + u(20)), "midright")
            y += u(INFO_ROW)
