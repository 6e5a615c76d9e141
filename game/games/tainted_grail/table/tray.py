"""A Character's whole tray: the three tracks with their numbers, resources, the six Attributes
in their pairs with today's caps, Skills, Items (face up or down, used today, what each does),
Secrets, the Character's ability and weakness (the wyrdform's once changed), their Combat and
Diplomacy decks, and the companions with them. Tabs switch
between Characters; the abilities the rules offer now are buttons here."""

from __future__ import annotations

import pygame

from game.app import palette
from game.games.tainted_grail.table import commands as K
from game.games.tainted_grail.table import draw as D
from game.games.tainted_grail.table import tray_words as TW
from game.games.tainted_grail.table import words as W
from game.games.tainted_grail.table.screen import Screen
from game.games.tainted_grail.table.trays import (
    TRACKS,
    ailments,
    company,
    shown_name,
    skill_head,
    track_words,
)

TAB_H = 30
PAIRS = (("aggression", "empathy"), ("courage", "caution"), ("practicality", "spirituality"))


class TrayScreen(Screen):
    def __init__(self, scene, rect, cid: str) -> None:
        u = scene.u
        super().__init__(scene, rect)
        self.cid = cid
        self.body = pygame.Rect(
            rect.left, rect.top + u(TAB_H + 6), rect.width, rect.height - u(TAB_H + 6)
        )
        self.spots: list[tuple[pygame.Rect, str]] = []

    @property
    def ch(self) -> dict:
        return next(c for c in self.view["characters"] if c["id"] == self.cid)

    def build(self) -> None:
        chars = self.view["characters"]
        u, L = self.u, self.L
        tabs = pygame.Rect(self.rect.left, self.rect.top, self.rect.width, u(TAB_H))
        for box, ch in zip(L.columns(tabs, max(1, len(chars)), u(6)), chars, strict=False):
            style = "selected" if ch["id"] == self.cid else "normal"
            self.button(box, ch["name"], self._tab(ch["id"]), style=style)
        mine = [c for c in K.of(self.legal, "use", "companion") if c.get("who") == self.cid]
        area = pygame.Rect(
            self.body.left + u(10),
            self.body.bottom - u(10) - L.BUTTON_H,
            self.body.width - u(20),
            L.BUTTON_H,
        )
        for box, command in zip(L.columns(area, max(1, len(mine))), mine, strict=False):
            self.offer(box, command, K.short(command))

    def _tab(self, cid: str):
        return lambda: self.scene.show_tray(cid)

    def tip(self, pointer) -> str:
        tip = super().tip(pointer)
        return tip or next((w for r, w in self.spots if r.collidepoint(pointer)), "")

    # -- drawing -------------------------------------------------------------------------------
    def draw_body(self, surface) -> None:
        self.spots = []
        ch = self.ch
        D.panel(surface, self.fonts, self.body, "", D.party_colour(ch["party"]))
        u, L = self.u, self.L
        cols = L.columns(self.body.inflate(-u(20), -u(20) - 2 * L.BUTTON_H), 3, u(14))
        self._person(surface, cols[0], ch)
        self._attributes(surface, cols[1], ch)
        self._cards(surface, cols[2], ch)

    def _person(self, surface, r: pygame.Rect, ch: dict) -> None:
        u = self.u
        fonts = self.fonts
        face = pygame.Rect(r.left, r.top, u(52), u(52))
        D.token(surface, self.scene, ch["id"], face, D.party_colour(ch["party"]))
        D.name_line(
            surface,
            fonts,
            shown_name(ch),
            palette.BONE,
            pygame.Rect(face.right + u(8), r.top, r.right - face.right - u(8), u(48)),
        )
        mates = ", ".join(
            c["name"].split()[0] for c in self.view["characters"] if c["party"] == ch["party"]
        )
        ails = ailments(ch)
        status = f"Party {D.party_letter(ch['party'])}: {mates}" + (
            f". {', '.join(ails)}" if ails else ""
        )
        y = face.bottom + u(6)
        y += D.wrapped(
            surface,
            fonts.get(16),
            status,
            palette.BLOOD_BRIGHT if ails else palette.BONE_DIM,
            pygame.Rect(r.left, y, r.width, u(36)),
        ) + u(4)
        for kind, name in TRACKS:
            t = ch["tray"]
            D.fit(
                surface,
                fonts.get(16, bold=True),
                f"{name} {t[kind]}",
                palette.BONE,
                (r.left, y),
                u(90),
            )
            bar = pygame.Rect(r.left + u(92), y + u(3), r.width - u(92), u(11))
            D.track(
                surface,
                bar,
                t[kind],
                t[f"{kind}_top"],
                D.TRACK_COLOURS[kind],
                red_from=t["terror_red"] if kind == "terror" else None,
                start=t["energy_start"] if kind == "energy" else None,
                cap=t["energy_cap"] if kind == "energy" else None,
                zero_bad=kind != "terror",
                ui=self.scene.ui_scale,
            )
            self.spots.append((pygame.Rect(r.left, y, r.width, u(18)), track_words(ch, kind)))
            y += u(22)
        x = r.left
        for res in W.RESOURCES:
            box = D.counter(surface, self.scene, res, ch["resources"][res], (x, y + u(4)), 20)
            self.spots.append((box, f"{W.RESOURCE_NAMES[res]}: {ch['resources'][res]}"))
            x += r.width // 4
        y += u(34)
        form = ch.get("wyrdform")
        if form:
            y = self._entry(surface, r, y, f"Wyrdform of {ch['name']}", form["flavour"])
        ability = ch["ability"]
        used = " (used today)" if ability["used"] else ""
        y = self._entry(surface, r, y, f"{ability['name']}{used}", ability["text"])
        y = self._entry(surface, r, y, "Weakness", ch["weakness"]["text"])
        if ch.get("echoes"):
            top = y
            y = self._entry(surface, r, y, "Echoes of Ruin", TW.echoes_line(ch["echoes"]))
            self.spots.append((pygame.Rect(r.left, top, r.width, y - top), TW.echoes_sheet(ch)))

    def _entry(self, surface, r: pygame.Rect, y: int, head: str, words: str) -> int:
        u = self.u
        fonts = self.fonts
        D.fit(surface, fonts.get(16, bold=True), head, palette.EMBER, (r.left, y), r.width)
        y += u(18)
        room = pygame.Rect(r.left, y, r.width, max(0, r.bottom - y))
        return y + D.wrapped(surface, fonts.get(16), words, palette.BONE_DIM, room) + u(6)

    def _attributes(self, surface, r: pygame.Rect, ch: dict) -> None:
        u = self.u
        fonts = self.fonts
        D.fit(
            surface,
            fonts.get("small", bold=True),
            "Attributes (value / today's most)",
            palette.EMBER,
            (r.left, r.top),
            r.width,
        )
        y = r.top + u(24)
        for pair in PAIRS:
            for i, attr in enumerate(pair):
                a = ch["attributes"][attr]
                box = pygame.Rect(r.left + i * (r.width // 2), y, r.width // 2 - u(6), u(24))
                pygame.draw.rect(surface, palette.GRID_DARK, box, border_radius=u(5))
                D.fit(
                    surface,
                    fonts.get(17),
                    W.title(attr),
                    palette.BONE,
                    (box.left + u(6), box.centery),
                    box.width - u(44),
                    "midleft",
                )
                D.fit(
                    surface,
                    fonts.get(17, bold=True),
                    f"{a['value']}/{a['cap']}",
                    palette.EMBER_GLOW,
                    (box.right - u(6), box.centery),
                    u(40),
                    "midright",
                )
            y += u(30)
        y += u(6)
        D.fit(surface, fonts.get("small", bold=True), "Skills", palette.EMBER, (r.left, y), r.width)
        y += u(22)
        if not ch["skills"]:
            D.fit(
                surface,
                fonts.get(16),
                "None yet: Exp buys them at the End of the Day.",
                palette.BONE_DIM,
                (r.left, y),
                r.width,
            )
            y += u(22)
        for skill in ch["skills"]:
            y = self._entry(surface, r, y, skill_head(skill), skill["text"])
        decks = ch["decks"]
        y += u(4)
        for kind in ("combat", "diplomacy"):
            d = decks.get(kind)
            if d is None or y > r.bottom - u(18):
                continue
            words = (
                f"{W.title(kind)} deck: {len(d['deck'])} cards, {len(d['aside'])} set "
                f"aside, {d['pool']} in the Advancement Pool"
            )
            box = D.fit(surface, fonts.get(16), words, palette.BONE_DIM, (r.left, y), r.width)
            self.spots.append(
                (
                    box,
                    "The cards are known by number until the card Sequences "
                    "arrive (see the rulings, F1).",
                )
            )
            y += u(20)

    def _cards(self, surface, r: pygame.Rect, ch: dict) -> None:
        u = self.u
        fonts = self.fonts
        y = r.top
        D.fit(surface, fonts.get("small", bold=True), "Items", palette.EMBER, (r.left, y), r.width)
        y += u(22)
        for item in ch["items"]:
            state = "face up" if item["active"] else "face down"
            state += ", used today" if item["used"] else ""
            keys = ", ".join(W.title(k) for k in item["keywords"])
            head = f"{item['name']} ({keys + '; ' if keys else ''}{state})"
            y = self._entry(surface, r, y, head, " ".join(item["abilities"]))
        if not ch["items"]:
            y += (
                u(2)
                + D.fit(
                    surface, fonts.get(16), "No Items.", palette.BONE_DIM, (r.left, y), r.width
                ).height
            )
        y += u(6)
        D.fit(
            surface, fonts.get("small", bold=True), "Secrets", palette.EMBER, (r.left, y), r.width
        )
        y += u(22)
        for secret in ch["secrets"]:
            y = self._entry(surface, r, y, f"{secret['number']}: {secret['name']}", secret["text"])
        if not ch["secrets"]:
            D.fit(surface, fonts.get(16), "No Secrets.", palette.BONE_DIM, (r.left, y), r.width)
        y += u(22) if not ch["secrets"] else 0
        kin = company(self.view, ch)
        if kin and y < r.bottom - u(40):
            y += u(6)
            D.fit(
                surface,
                fonts.get("small", bold=True),
                "Companions",
                palette.EMBER,
                (r.left, y),
                r.width,
            )
            y += u(22)
            for k in kin:
                y = self._entry(surface, r, y, k["name"], k["rules"])
