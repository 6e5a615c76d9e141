"""The night's upkeep (and the dawn's): the Order of the Day's steps with the one at hand lit,
and the question it asks now: who eats to Recover (Advancement has its own screen,
deck_builder.py), whether to read a Vision, abilities to use at the Start or End of the Day.
Each answer is a button sending the legal command; the Character asked is shown with what the
answer touches (their tracks, Food, Exp, Attributes)."""

from __future__ import annotations

import pygame

from game.app import palette
from game.games.tainted_grail.table import art
from game.games.tainted_grail.table import commands as K
from game.games.tainted_grail.table import draw as D
from game.games.tainted_grail.table import words as W
from game.games.tainted_grail.table.screen import Screen

STEPS_W = 300
TITLES = {
    "recover": "Recover",
    "vision": "A Vision",
    "triggered": "Abilities of the moment",
}
LATER = ("done", "go_hungry", "sleep", "carry_on")  # answers that let the night go on


class UpkeepScreen(Screen):
    handles = ("recover", "vision", "triggered")  # advancing: deck_builder.py
    previews_under = True

    def __init__(self, scene, rect) -> None:
        u = scene.u
        super().__init__(scene, rect)
        self.steps = pygame.Rect(rect.left, rect.top, u(STEPS_W), rect.height)
        self.card = pygame.Rect(
            self.steps.right + u(10), rect.top, rect.width - u(STEPS_W) - u(10), rect.height
        )

    def who(self) -> dict | None:
        """The Character the question is about (a drawn card names its owner first)."""
        info = self.scene.prompt_info()
        cid = info.get("who") or str((info.get("cards") or [""])[0]).split(":")[0]
        return next((c for c in self.view["characters"] if c["id"] == cid), None)

    def build(self) -> None:
        kind = self.scene.kind
        if kind not in self.handles:
            return
        ch = self.who()
        name = ch["name"] if ch else ""
        first = (ch or {}).get("name", "").split(" ")[0]
        options, u, L = list(self.legal), self.u, self.L
        options.sort(key=lambda c: c.get("type") in LATER)
        area = pygame.Rect(
            self.card.left + u(14),
            self.card.top + u(150),
            self.card.width - u(28),
            self.card.height - u(164),
        )
        cols = 2 if len(options) > 4 else 1
        for box, command in zip(
            L.grid(area, len(options), cols, L.BUTTON_H + u(18), u(4)), options, strict=False
        ):
            words = K.without(command, name) if name else K.label(command)
            if first and words == K.label(command):
                words = K.without(command, first)
            style = "normal" if command.get("type") in LATER else "accent"
            box = pygame.Rect(box.left, box.top, box.width, L.BUTTON_H)  # its preview goes under
            self.offer(box, command, words[:1].upper() + words[1:], style=style)

    def draw_body(self, surface) -> None:
        self._steps(surface)
        self._card(surface)

    def _steps(self, surface) -> None:
        u = self.u
        fonts, view = self.fonts, self.view
        end = view["stage"] != "start"
        title = f"The End of Day {view['day']}" if end else f"The Start of Day {view['day']}"
        D.panel(surface, fonts, self.steps, title)
        kind = self.scene.kind
        steps = W.END_STEPS if end else tuple((s, ()) for s in W.START_STEPS)
        at = next((i for i, (_, kinds) in enumerate(steps) if kind in kinds), 0)
        y = self.steps.top + u(34)
        for i, (words, _) in enumerate(steps):
            box = pygame.Rect(self.steps.left + u(8), y, self.steps.width - u(16), 0)
            gap = u(2)
            height = D.wrapped_height(fonts.get(17), words, box.width - u(50), gap) + u(8)
            box.height = height
            if i == at:
                pygame.draw.rect(surface, palette.EMBER_DARK, box, border_radius=u(6))
            mark = "now" if i == at else ("done" if i < at else "")
            D.fit(
                surface,
                fonts.get(15, bold=True),
                mark,
                palette.EMBER_GLOW,
                (box.right - u(6), box.top + u(4)),
                u(40),
                "topright",
            )
            colour = palette.BONE if i >= at else palette.BONE_DIM
            D.wrapped(
                surface,
                fonts.get(17),
                words,
                colour,
                pygame.Rect(box.left + u(8), box.top + u(4), box.width - u(50), height),
            )
            y += height + u(4)

    def _card(self, surface) -> None:
        u = self.u
        fonts = self.fonts
        kind = self.scene.kind
        D.panel(surface, fonts, self.card, TITLES.get(kind, "The night passes"))
        D.wrapped(
            surface,
            fonts.small,
            self.scene.prompt_text,
            palette.BONE,
            pygame.Rect(
                self.card.left + u(14), self.card.top + u(30), self.card.width - u(28), u(44)
            ),
        )
        if kind == "vision":
            self._vision(surface)
        ch = self.who()
        if ch is not None:
            self._character(
                surface,
                ch,
                pygame.Rect(
                    self.card.left + u(14), self.card.top + u(78), self.card.width - u(28), u(64)
                ),
            )

    def _character(self, surface, ch: dict, r: pygame.Rect) -> None:
        t = ch["tray"]
        tracks = (
            f"Energy {t['energy']}/{t['energy_top']}  Health {t['health']}/"
            f"{t['health_top']}  Terror {t['terror']}/{t['terror_top']}"
        )
        res = "  ".join(f"{W.RESOURCE_NAMES[k]} {v}" for k, v in ch["resources"].items())
        D.person(surface, self.scene, ch, r.topleft, r.width, 40, [tracks, res])

    def _vision(self, surface) -> None:
        """The Location of the Vision and who sleeps there."""
        u = self.u
        words = self.scene.prompt_text
        place = next(
            (
                x
                for x in self.view["map"]["locations"]
                if x["vision"] and x["characters"] and x["name"] in words
            ),
            None,
        )
        if place is None:
            return
        r = pygame.Rect(self.card.left + u(14), self.card.top + u(250), u(270), u(180))
        D.blit(surface, self.scene, art.card(place["side"]), r)
        if place["side"] != "clear":  # on the card, under the picture's own fogged side
            D.blit(surface, self.scene, art.FOG, r)
        picture = pygame.Rect(
            0, 0, r.width - u(24), (r.width - u(24)) * 5 // 16
        )  # the sprite's shape
        picture.center = r.center
        refs = (art.location(place["id"], place["side"]), art.land(W.land_of(place["name"])))
        D.first(surface, self.scene, refs, picture)
        x = r.right + u(16)
        D.fit(
            surface,
            self.fonts.get("small", bold=True),
            "Sleeping here:",
            palette.BONE,
            (x, r.top),
            self.card.right - x - u(14),
        )
        by_id = {c["id"]: c for c in self.view["characters"]}
        for i, cid in enumerate(place["characters"]):
            y = r.top + u(26) + i * u(38)
            D.person(surface, self.scene, by_id[cid], (x, y), self.card.right - x - u(14), 32)
