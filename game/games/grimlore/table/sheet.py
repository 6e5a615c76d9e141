"""The party sheet: a tab per character, and the chosen character's sheet: race, role, Energy,
Destiny and traits; attributes and skills as dice (a + beside each the party's XP can raise,
with its cost); the gear in its slots (hands, body, back, neck, the pack, spells, the bag),
each item's card on hover and Equip where the rules allow it now; and the traits the XP can
buy. While the party spends XP this is where it does so."""

from __future__ import annotations

import pygame

from game.app import palette
from game.games.grimlore.rules import content
from game.games.grimlore.table import art
from game.games.grimlore.table import commands as K
from game.games.grimlore.table import draw as G
from game.games.grimlore.table import layout as L
from game.games.grimlore.table import words as W
from game.games.grimlore.table.screen import Screen

SLOTS = (("hand", "Hand"), ("hand", "Hand"), ("body", "Body"), ("back", "Back"), ("neck", "Neck"))
TOP_VALUE = 4
TAB_KINDS = ("raise", "expertise", "trait", "equip", "swap")


class SheetScreen(Screen):
    def __init__(self, scene, rect, intro: str = "") -> None:
        super().__init__(scene, rect)
        self.intro = intro
        self.spots: list[tuple[pygame.Rect, str]] = []

    def characters(self) -> list[dict]:
        view = self.view
        roster = view["party"]["roster"]
        first = [ch for cid in view["members"] for ch in roster if ch["id"] == cid]
        return first + [ch for ch in roster if ch["id"] not in view["members"]]

    def shown(self) -> dict | None:
        chars = self.characters()
        found = next((ch for ch in chars if ch["id"] == self.scene.sheet_cid), None)
        return found or (chars[0] if chars else None)

    # -- geometry ------------------------------------------------------------------------------
    @property
    def tabs(self) -> pygame.Rect:
        return pygame.Rect(self.rect.left, self.rect.top, self.rect.width, self.u(34))

    @property
    def body(self) -> pygame.Rect:
        return pygame.Rect(
            self.rect.left,
            self.tabs.bottom + self.u(6),
            self.rect.width,
            self.rect.bottom - self.tabs.bottom - self.u(6),
        )

    def _cols(self) -> tuple[pygame.Rect, pygame.Rect, pygame.Rect]:
        u = self.u
        b = self.body.inflate(-u(16), -u(16))
        left = pygame.Rect(b.left, b.top, u(228), b.height)
        mid = pygame.Rect(left.right + u(12), b.top, u(292), b.height)
        right = pygame.Rect(mid.right + u(12), b.top, b.right - mid.right - u(12), b.height)
        return left, mid, right

    # -- building ------------------------------------------------------------------------------
    def build(self) -> None:
        chars = self.characters()
        ch = self.shown()
        if ch is None:
            return
        u = self.u
        width = min(u(150), (self.tabs.width - u(8) * (len(chars) - 1)) // max(1, len(chars)))
        for i, other in enumerate(chars):
            rect = pygame.Rect(self.tabs.left + i * (width + u(8)), self.tabs.top, width, u(32))
            going = " *" if other["id"] in self.view["members"] else ""
            self.button(
                rect,
                other["name"] + going,
                self._tab(other["id"]),
                tooltip=f"{other['name']}'s sheet" + (" (on this session)" if going else ""),
                style="selected" if other["id"] == ch["id"] else "normal",
            )
        left, mid, right = self._cols()
        self._stat_buttons(ch, mid)
        self._gear_buttons(ch, right)
        done = K.of(self.legal, "done")
        if done:
            self.offer(
                pygame.Rect(self.body.right - u(220), self.body.bottom - u(44), u(204), u(34)),
                done[0],
                "Done spending XP",
                size="small",
            )

    def _tab(self, cid: str):
        def pick() -> None:
            self.scene.sheet_cid = cid
            self.scene.dirty = True

        return pick

    def _row_height(self, mid: pygame.Rect) -> int:
        u = self.u
        return max(u(17), min(u(23), (mid.height - u(60)) // 20))

    def _stat_rows(self, ch: dict, mid: pygame.Rect) -> list[tuple[pygame.Rect, str, str, int]]:
        """(row, what, key, value) for the four attributes and sixteen skills."""
        data = content.load()
        h = self._row_height(mid)
        out, y = [], mid.top + self.u(24)
        for key in content.ATTRIBUTES:
            out.append(
                (pygame.Rect(mid.left, y, mid.width, h), "attrs", key, ch["attributes"][key])
            )
            y += h
        y += self.u(26)
        for key in content.SKILLS:
            out.append((pygame.Rect(mid.left, y, mid.width, h), "skills", key, ch["skills"][key]))
            y += h
        del data
        return out

    def _stat_buttons(self, ch: dict, mid: pygame.Rect) -> None:
        for row, what, key, _value in self._stat_rows(ch, mid):
            raises = [
                c
                for c in self.legal
                if c.get("cid") == ch["id"]
                and c.get("key") == key
                and (
                    c["type"] == "raise"
                    and c.get("what") == what
                    or c["type"] == "expertise"
                    and what == "skills"
                )
            ]
            x, u = row.right, self.u
            for c in sorted(raises, key=lambda c: c["type"] == "raise"):
                w = u(42) if c["type"] == "raise" else u(30)
                x -= w + u(2)
                cost = K.preview_text(c).split(" ")[0]
                self.offer(
                    pygame.Rect(x, row.top + u(1), w, row.height - u(2)),
                    c,
                    f"+{cost}" if c["type"] == "raise" else "E+",
                    size="small",
                    tooltip=f"{K.label(c)}: {K.preview_text(c)}",
                )

    def _gear_boxes(
        self, ch: dict, right: pygame.Rect
    ) -> list[tuple[pygame.Rect, str, dict | None]]:
        """(box, slot name, item or None) for each slot, the pack and the spells and bag."""
        gear = ch["gear"]
        pack = [i for i in gear if i["where"] == "pack"]
        room = 2 + sum(i["traits"].get("inventory_space", 0) for i in gear if i["where"] == "back")
        kept: dict[tuple, dict] = {}  # spells and bag: one row per kind of item, with a count
        for item in (i for i in gear if i["where"] in ("spells", "bag")):
            key = (item["where"], item["name"])
            if key in kept:
                kept[key] = {**kept[key], "count": kept[key].get("count", 1) + 1}
            else:
                kept[key] = dict(item)
        rows, u = len(SLOTS) + max(room, len(pack)) + len(kept), self.u
        pitch = max(u(22), min(u(28), (right.height - u(24 + 44 + 50)) // max(1, rows)))
        height = pitch - u(2)
        placed, out, y = set(), [], right.top + u(24)
        for where, name in SLOTS:
            item = next((i for i in gear if i["where"] == where and i["uid"] not in placed), None)
            if item:
                placed.add(item["uid"])
            if (
                where == "hand"
                and item is None
                and any(i["where"] == "hand" and i["traits"].get("large") for i in gear)
            ):
                name = "Hand (both used)"
            out.append((pygame.Rect(right.left, y, right.width, height), name, item))
            y += pitch
        y += u(22)
        for n in range(max(room, len(pack))):
            item = pack[n] if n < len(pack) else None
            out.append((pygame.Rect(right.left, y, right.width, height), f"Pack {n + 1}", item))
            y += pitch
        y += u(22)
        for (where, _), item in kept.items():
            if y + height > right.bottom - u(44):
                break
            name = "Spell" if where == "spells" else "Bag"
            out.append((pygame.Rect(right.left, y, right.width, height), name, item))
            y += pitch
        return out

    def _gear_buttons(self, ch: dict, right: pygame.Rect) -> None:
        u = self.u
        for box, _name, item in self._gear_boxes(ch, right):
            if item is None:
                continue
            for c in self.legal:
                if (
                    c.get("uid") == item["uid"]
                    and c.get("cid") == ch["id"]
                    and c["type"] in ("equip", "swap")
                ):
                    self.offer(
                        pygame.Rect(box.right - u(64), box.top + u(2), u(62), box.height - u(4)),
                        c,
                        "Equip",
                        size="small",
                    )
                    break
        traits = [c for c in self.legal if c.get("cid") == ch["id"] and c["type"] == "trait"]
        boxes = self._gear_boxes(ch, right)
        y = (boxes[-1][0].bottom if boxes else right.top) + u(30)
        area = pygame.Rect(right.left, y, right.width, right.bottom - y - u(44))
        for rect, c in zip(L.grid(area, len(traits), 2, u(26), u(4)), traits, strict=False):
            if rect.bottom > area.bottom:
                break
            name = K.label(c).split(": ", 1)[-1]
            cost = K.preview_text(c).split(":")[0]
            self.offer(rect, c, f"{name} ({cost})", size="small")
        self.trait_top = y

    # -- drawing -------------------------------------------------------------------------------
    def draw_body(self, surface: pygame.Surface) -> None:
        fonts, u = self.scene.fonts, self.u
        ch = self.shown()
        G.panel(surface, fonts, self.body)
        self.spots = []
        if ch is None:
            G.fit(
                surface,
                fonts.body,
                "The roster is empty.",
                palette.BONE_DIM,
                (self.body.left + u(16), self.body.top + u(16)),
                self.body.width - u(32),
            )
            return
        left, mid, right = self._cols()
        self._draw_identity(surface, ch, left)
        self._draw_stats(surface, ch, mid)
        self._draw_gear(surface, ch, right)
        if self.intro:
            G.fit(
                surface,
                fonts.small,
                self.intro,
                palette.EMBER_GLOW,
                (self.body.left + u(16), self.body.bottom - u(26)),
                self.body.width - u(260),
            )

    def _draw_identity(self, surface, ch: dict, left: pygame.Rect) -> None:
        fonts, data, u = self.scene.fonts, content.load(), self.u
        G.head(
            surface,
            self.scene,
            ch,
            left.move(-u(6), -u(6)),
            84,
            6,
            fonts.get("large", bold=True),
            dim=ch["energy"] <= 0,
        )
        face = pygame.Rect(left.left, left.top, u(84), u(84))
        y = face.bottom + u(12)
        G.counter(
            surface,
            self.scene,
            "energy",
            f"{ch['energy']}/{ch['max_energy']} Energy",
            (left.left, y),
            22,
            fonts.get(19, bold=True),
        )
        G.energy_bar(
            surface, pygame.Rect(left.left, y + u(26), u(200), u(9)), ch["energy"], ch["max_energy"]
        )
        self.spots.append(
            (
                pygame.Rect(left.left, y, u(210), u(36)),
                "Energy: at 0 a character is knocked out; rests and the tavern restore it.",
            )
        )
        y += u(44)
        G.counter(
            surface,
            self.scene,
            "destiny",
            f"{ch['destiny']}/{ch['max_destiny']} Destiny",
            (left.left, y),
            22,
            fonts.get(19, bold=True),
        )
        self.spots.append(
            (
                pygame.Rect(left.left, y, u(210), u(24)),
                "Destiny: reroll a failed test's black dice that are not 6s, or test again "
                "in a round. It refills at the start of each session.",
            )
        )
        y += u(36)
        heading = pygame.Rect(left.left - u(10), y - u(6), left.width, u(20))
        G.heading(surface, fonts, heading, "Traits")
        y += u(18)
        traits = list(ch["traits"].items()) + [
            (f"expertise:{k}", v) for k, v in ch["expertise"].items()
        ]
        if not traits:
            G.fit(
                surface,
                fonts.small,
                "None yet: a skill at 3 opens its traits.",
                palette.BONE_DIM,
                (left.left, y),
                left.width,
            )
        for key, level in traits:
            if key.startswith("expertise:"):
                skill = key.split(":", 1)[1]
                words = f"Expertise ({data['skills'][skill]['name']}) {level}"
                tip = data["traits"]["expertise"]["line"]
            else:
                spec = data["traits"][key]
                words = spec["name"] + (f" {level}" if spec["max"] > 1 else "")
                tip = f"{spec['name']}: {spec['line']}"
            if y + u(20) > left.bottom:
                break
            rect = G.fit(surface, fonts.small, words, palette.BONE, (left.left, y), left.width)
            self.spots.append((rect.inflate(u(4), u(2)), tip))
            y += u(20)

    def _draw_stats(self, surface, ch: dict, mid: pygame.Rect) -> None:
        fonts, data, u = self.scene.fonts, content.load(), self.u
        G.heading(
            surface,
            fonts,
            pygame.Rect(mid.left - u(10), mid.top - u(4), mid.width, u(20)),
            "Attributes (dice each adds to a test)",
        )
        rows = self._stat_rows(ch, mid)
        G.heading(
            surface,
            fonts,
            pygame.Rect(mid.left - u(10), rows[3][0].bottom + u(4), mid.width, u(20)),
            "Skills",
        )
        for row, what, key, value in rows:
            table = data["attributes" if what == "attrs" else "skills"]
            font = fonts.get(19 if row.height >= u(20) else 17)
            name = table[key]["name"]
            extra = ch["expertise"].get(key, 0) if what == "skills" else 0
            if extra:
                name += f" (Expertise {extra})"
            G.fit(
                surface,
                font,
                name,
                palette.BONE if value > 1 else palette.BONE_DIM,
                (row.left, row.centery),
                u(150),
                "midleft",
            )
            for i in range(TOP_VALUE):
                pip = pygame.Rect(
                    row.left + u(156) + i * (row.height - u(2)),
                    row.top + u(2),
                    row.height - u(5),
                    row.height - u(5),
                )
                pygame.draw.rect(
                    surface,
                    palette.BONE if i < value else palette.GRID_DARK,
                    pip,
                    border_radius=u(3),
                )
                pygame.draw.rect(
                    surface,
                    palette.INK if i < value else palette.GRID_LIGHT,
                    pip,
                    u(1),
                    border_radius=u(3),
                )
                if i < value:
                    pygame.draw.circle(surface, palette.INK, pip.center, u(2))
            spot = pygame.Rect(row.left, row.top, u(150), row.height)
            self.spots.append((spot, table[key]["line"]))

    def _draw_gear(self, surface, ch: dict, right: pygame.Rect) -> None:
        fonts, u = self.scene.fonts, self.u
        boxes = self._gear_boxes(ch, right)
        heading = pygame.Rect(right.left - u(10), right.top - u(4), right.width, u(20))
        G.heading(surface, fonts, heading, "Equipped")
        last_title = ""
        for box, name, item in boxes:
            title = (
                "Equipped"
                if name.startswith(("Hand", "Body", "Back", "Neck"))
                else ("Pack (carried, not in use)" if name.startswith("Pack") else "Spells and bag")
            )
            if title != last_title and title != "Equipped":
                G.heading(
                    surface,
                    fonts,
                    pygame.Rect(right.left - u(10), box.top - u(24), right.width, u(20)),
                    title,
                )
            last_title = title
            pygame.draw.rect(surface, palette.CHARCOAL, box, border_radius=u(5))
            pygame.draw.rect(surface, palette.GRID_LIGHT, box, u(1), border_radius=u(5))
            G.fit(
                surface,
                fonts.get(16),
                name,
                palette.BONE_DIM,
                (box.left + u(6), box.centery),
                u(58),
                "midleft",
            )
            if item is None:
                continue
            G.blit(
                surface,
                self.scene,
                art.item(item["kind"]),
                pygame.Rect(box.left + u(64), box.top + u(2), u(22), u(22)),
            )
            colour = palette.EMBER_GLOW if item["magic"] else palette.BONE
            G.fit(
                surface,
                fonts.small,
                item["name"] + (f" x{item['count']}" if item.get("count") else ""),
                colour,
                (box.left + u(90), box.centery),
                box.width - u(160),
                "midleft",
            )
            self.spots.append((box, W.item_card(item)))
        top = getattr(self, "trait_top", None)
        traits = [c for c in self.legal if c.get("cid") == ch["id"] and c["type"] == "trait"]
        if top and traits:
            G.heading(
                surface,
                fonts,
                pygame.Rect(right.left - u(10), top - u(24), right.width, u(20)),
                f"Traits to learn ({self.view['party']['xp']} XP in the pool)",
            )
        elif self.view["prompt"]["kind"] == "train":
            G.fit(
                surface,
                fonts.small,
                f"Pool: {self.view['party']['xp']} XP. Skills cost 4/6/8, attributes 8/10/12.",
                palette.BONE_DIM,
                (right.left, (top or right.bottom - u(80)) - u(4)),
                right.width,
            )

    def side_choices(self, rest: list[dict]) -> list[dict]:
        """Another character's XP and gear choices are on their own tab."""
        shown = (self.shown() or {}).get("id")
        return [
            c for c in rest if not (c.get("cid") and c["type"] in TAB_KINDS and c["cid"] != shown)
        ]

    def locate(self, command: dict) -> tuple[int, int] | None:
        found = super().locate(command)
        if found is None and command.get("type") in TAB_KINDS and command.get("cid"):
            names = {ch["id"]: ch["name"] for ch in self.characters()}
            for widget in self.ui.widgets:
                if widget.label.rstrip(" *") == names.get(command["cid"]):
                    return widget.rect.center
        return found

    def tip(self) -> str:
        found = super().tip()
        if found:
            return found
        for rect, words in self.spots:
            if rect.collidepoint(self.pointer):
                return words
        return ""
