"""The battlemat: the fight drawn on its Tiled map, the chosen character's reach (green where
it moves, gold where a dash ends its turn) and the tiles its weapons reach, the enemies it can
strike ringed, and every enemy's plan for its coming turn (whom it goes for and what it does)
shown before the party acts. A click on a lit tile moves there; a click on a ringed enemy
lists the attacks with their odds and damage; a click on a character picks them. Damage from
the last move shows as numbers over the figures, and the panel beside explains whatever the
pointer is on, a monster's traits included."""

from __future__ import annotations

import re

import pygame

from game.app import palette, text
from game.app.render.grid import Grid
from game.app.widgets import WidgetGroup
from game.games.grimlore.rules import board as B
from game.games.grimlore.rules import content
from game.games.grimlore.rules.phrases import count, the
from game.games.grimlore.table import animation, art
from game.games.grimlore.table import commands as K
from game.games.grimlore.table import draw as G
from game.games.grimlore.table import layout as L
from game.games.grimlore.table import mat_draw as M
from game.games.grimlore.table import words as W
from game.games.grimlore.table.panels import sheet_of
from game.games.grimlore.table.screen import CommandButton, Screen

MAT = pygame.Rect(L.MAIN.left, L.MAIN.top, 640, 512)
PLANS = pygame.Rect(MAT.right + 8, L.MAIN.top, L.MAIN.right - MAT.right - 8, 300)
INFO = pygame.Rect(PLANS.left, PLANS.bottom + 8, PLANS.width, L.MAIN.bottom - PLANS.bottom - 8)
BAR = pygame.Rect(MAT.left, MAT.bottom + 8, MAT.width, L.MAIN.bottom - MAT.bottom - 8)
POPUP_W = 420
HIT = re.compile(r"^(?P<who>.+?) takes (?P<n>\d+) ")
WOUND = re.compile(r" hits (?P<who>.+?) for (?P<n>\d+) ")
HEAL = re.compile(r"^(?P<who>.+?) recovers (?P<n>\d+) Energy")


def blows(events: list[dict]) -> bool:
    """Whether a change dealt damage or healing that the mat shows as numbers."""
    lines = [str(e.get("log") or "") for e in events]
    return any(p.search(line) for line in lines for p in (HIT, WOUND, HEAL))


def minions_line(combat: dict) -> str:
    """How the monster's minions stand: none came, all are down, or how many of them are up."""
    minions = [u for u in combat["units"].values() if not u["main"]]
    standing = sum(u["energy"] > 0 for u in minions)
    if not minions:
        return "with no minions"
    if not standing:
        return "its minions all down"
    return f"{standing} of its {count(len(minions), 'minion')} standing"


class BattleScreen(Screen):
    def __init__(self, scene, rect) -> None:
        super().__init__(scene, rect)
        self.popup = WidgetGroup()
        self.moves: dict[tuple, dict] = {}
        self.attacks: dict[str, list[dict]] = {}
        self.focus_cid: str | None = None
        self.reach: set = set()
        self.grid = Grid.fit(MAT, 10, 8)

    @property
    def combat(self) -> dict:
        return self.view["combat"]

    # -- who is picked, and what they can do ---------------------------------------------------
    def _fighters(self) -> list[str]:
        cb = self.combat
        return [
            cid
            for cid, pc in cb["pcs"].items()
            if not pc["fled"] and (sheet_of(self.view, cid) or {}).get("energy", 0) > 0
        ]

    def _pick_focus(self) -> str | None:
        fighters = self._fighters()
        busy = [cid for cid in fighters if any(c.get("cid") == cid for c in self.legal)]
        wanted = self.scene.focus
        if wanted in busy or (wanted in fighters and not busy):
            return wanted
        return (busy or fighters or [None])[0]

    def pick(self, cid: str) -> None:
        self.scene.focus = cid
        self.scene.dirty = True

    def build(self) -> None:
        board = B.mat(self.combat["mat"])
        self.grid = Grid.fit(MAT, board.width, board.height)
        self.focus_cid = self._pick_focus()
        cb = self.combat
        self.reach = (
            M.weapon_reach(self.view, cb, self.focus_cid) if self.focus_cid in cb["pcs"] else set()
        )
        mine = [c for c in self.legal if c.get("cid") == self.focus_cid]
        for c in mine:
            if c["type"] == "move":
                self.moves[tuple(c["cell"])] = c
                self.placed.append(c)
            elif c["type"] == "attack":
                self.attacks.setdefault(c["target"], []).append(c)
                self.placed.append(c)
        for c in K.of(self.legal, "end_round"):
            self.offer(
                pygame.Rect(BAR.right - 230, BAR.top + 4, 226, BAR.height - 8),
                c,
                "End the party's turn",
                tooltip="The enemies then act as their plans say.",
            )
        after = K.of(self.legal, "accept", "destiny", "auto_pass")
        for box, c in zip(
            L.columns(
                pygame.Rect(BAR.left + 4, BAR.top + 4, BAR.width - 8, BAR.height - 8),
                max(1, len(after)),
                6,
            ),
            after,
            strict=False,
        ):
            odds = K.chance(c)
            self.offer(
                box,
                c,
                K.label(c) + (f" ({odds}%)" if odds is not None else ""),
                style="normal" if c["type"] == "accept" else "accent",
            )

    def side_choices(self, rest: list[dict]) -> list[dict]:
        """The choices panel shows the picked character's other actions and the party's."""
        return [c for c in rest if c.get("cid") in (None, self.focus_cid)]

    # -- input ---------------------------------------------------------------------------------
    def click(self, pos) -> bool:
        if not self.grid.rect.collidepoint(pos):
            return False
        cell = self.grid.square_at(pos)
        if cell is None:
            return True
        who = M.figure_at(self.combat, cell, self.view)
        if who and who[0] == "pc" and who[1] != self.focus_cid:
            self.pick(who[1])
            return True
        if who and who[0] == "unit" and who[1] in self.attacks:
            self._open_attacks(who[1])
            return True
        if tuple(cell) in self.moves:
            self.scene.send(self.moves[tuple(cell)])
        return True

    def _open_attacks(self, uid: str) -> None:
        self.popup.clear()
        anchor = self.grid.square_rect(self.combat["units"][uid]["cell"])
        options = self.attacks[uid]
        box = pygame.Rect(anchor.right + 6, anchor.top, POPUP_W, len(options) * 38 + 4)
        box.clamp_ip(L.MAIN)  # never over the choices panel ("ends their turn") beside it
        if box.colliderect(anchor):
            box.right = anchor.left - 6
        for i, c in enumerate(options):
            p = c.get("preview") or {}
            words = (
                f"{K.label(c).split(' with ', 1)[-1]}: {p.get('chance', '?')}%, "
                f"{p.get('damage', '?')} "
                f"{p.get('damage_type', '')} a hit"
            )
            self.popup.add(
                CommandButton(
                    pygame.Rect(box.left, box.top + 4 + i * 38, box.width, 34),
                    c,
                    self._send_and_close,
                    words,
                )
            )

    def key_spots(self) -> list[tuple[pygame.Rect, str]]:
        """The picked character's lit tiles and ringed foes, then the other fighters to pick,
        for the keyboard's ring (Enter there clicks the tile)."""
        cb, grid = self.combat, self.grid
        out = [
            (grid.square_rect(cb["units"][uid]["cell"]), f"Attack {cb['units'][uid]['name']}")
            for uid in self.attacks
        ]
        out += [(grid.square_rect(cell), f"Move to {cell[0]},{cell[1]}") for cell in self.moves]
        for cid in self._fighters():
            if cid != self.focus_cid:
                name = (sheet_of(self.view, cid) or {}).get("name", cid)
                out.append((grid.square_rect(cb["pcs"][cid]["cell"]), f"Pick {name}"))
        return out

    def _send_and_close(self, command: dict) -> None:
        self.popup.clear()
        self.scene.send(command)

    def cancel(self) -> bool:
        had = bool(self.popup.widgets)
        self.popup.clear()
        return had

    def locate(self, command: dict) -> tuple[int, int] | None:
        for widget in self.popup.widgets:
            if K.same(widget.command, command):
                return widget.rect.center
        found = super().locate(command)
        if found:
            return found
        cid = command.get("cid")
        if command.get("type") in ("move", "attack") and cid and cid != self.focus_cid:
            return self.grid.square_center(self.combat["pcs"][cid]["cell"])
        if command.get("type") == "move" and tuple(command["cell"]) in self.moves:
            return self.grid.square_center(command["cell"])
        if command.get("type") == "attack" and command["target"] in self.attacks:
            return self.grid.square_center(self.combat["units"][command["target"]]["cell"])
        if cid and cid != self.focus_cid and cid in self.combat["pcs"]:
            return self.grid.square_center(self.combat["pcs"][cid]["cell"])
        return None

    # -- drawing -------------------------------------------------------------------------------
    def draw_body(self, surface: pygame.Surface) -> None:
        fonts, view, cb = self.scene.ctx.fonts, self.view, self.combat
        grid = self.grid
        surface.blit(M.base_layer(cb["mat"], grid, fonts), grid.origin)
        pygame.draw.rect(surface, palette.PANEL_EDGE, grid.rect.inflate(4, 4), 2)
        if self.reach:
            M.draw_range(surface, grid, self.reach)
        M.draw_moves(surface, grid, self.moves)
        hovered = self._hovered_plan()
        M.draw_plans(surface, grid, view["intents"], cb, hovered)
        motion = self.scene.motion
        animation.draw_falls(
            surface,
            grid,
            motion,
            lambda image, rect, kind, fid, seen: M.draw_fallen_figure(
                image, self.scene, rect, kind, fid, seen
            ),
        )
        M.draw_figures(
            surface,
            self.scene,
            grid,
            view,
            cb,
            self.focus_cid,
            set(self.attacks),
            lambda key, cell: animation.square_of(motion, grid, key, cell),
        )
        M.draw_numbers(surface, grid, fonts, self._numbers(), motion.progress("numbers"))
        cell = grid.square_at(self.pointer) if grid.rect.collidepoint(self.pointer) else None
        if cell is not None:
            pygame.draw.rect(surface, palette.BONE, grid.square_rect(cell), 1)
        self._draw_plans(surface, hovered)
        self._draw_info(surface, cell)
        self._draw_bar(surface)

    def _numbers(self) -> list[tuple[tuple, str, tuple]]:
        """(cell, words, colour) for the damage and healing of the last change."""
        out = []
        names = {u["name"]: u["cell"] for u in self.combat["units"].values()}
        for cid, pc in self.combat["pcs"].items():
            ch = sheet_of(self.view, cid)
            if ch:
                names[ch["name"]] = pc["cell"]
        for event in self.scene.recent:
            line = str(event.get("log") or "")
            for pattern, sign, colour in (
                (HIT, "-", palette.BLOOD_BRIGHT),
                (WOUND, "-", palette.BLOOD_BRIGHT),
                (HEAL, "+", palette.MOSS_BRIGHT),
            ):
                found = pattern.search(line)
                if found and found.group("who") in names and int(found.group("n")):
                    out.append(
                        (tuple(names[found.group("who")]), f"{sign}{found.group('n')}", colour)
                    )
        return out

    def _plan_rows(self) -> list[tuple[pygame.Rect, dict]]:
        plans = self.view["intents"]
        top = PLANS.top + 28
        height = max(40, min(66, (PLANS.height - 34) // max(1, len(plans))))
        return [
            (pygame.Rect(PLANS.left + 6, top + i * height, PLANS.width - 12, height - 4), p)
            for i, p in enumerate(plans)
            if top + (i + 1) * height <= PLANS.bottom
        ]

    def _hovered_plan(self) -> str | None:
        for row, plan in self._plan_rows():
            if row.collidepoint(self.pointer):
                return plan["unit"]
        cell = (
            self.grid.square_at(self.pointer) if self.grid.rect.collidepoint(self.pointer) else None
        )
        who = M.figure_at(self.combat, cell, self.view) if cell else None
        return who[1] if who and who[0] == "unit" else None

    def _draw_plans(self, surface, hovered: str | None) -> None:
        fonts = self.scene.ctx.fonts
        G.panel(surface, fonts, PLANS, "Enemy plans for their turn")
        rows = self._plan_rows()
        for row, plan in rows:
            if plan["unit"] == hovered:
                pygame.draw.rect(surface, (70, 40, 36), row, border_radius=5)
            icon = pygame.Rect(row.left, row.top + 2, 24, 24)
            unit = self.combat["units"][plan["unit"]]
            G.blit(surface, self.scene, art.unit(self.combat["monster"], unit), icon)
            words = plan["line"]
            if plan["defence"]:
                d = plan["defence"]
                words += f" {plan['target_name']} rolls {d['skill']}: {d['chance']}% to turn it."
            elif plan["attacks"]:
                words += f" {plan['target_name']} cannot defend it."
            text.draw_fitted(  # a step smaller at a large text size, never cut
                surface,
                fonts.get,
                words,
                palette.BONE,
                pygame.Rect(row.left + 28, row.top, row.width - 28, row.height),
                16,
                11,
            )
        if len(rows) < len(self.view["intents"]):
            G.fit(
                surface,
                fonts.get(15),
                f"+{len(self.view['intents']) - len(rows)} more: hover them on the mat",
                palette.BONE_DIM,
                (PLANS.left + 10, PLANS.bottom - 18),
                PLANS.width - 20,
            )

    def _draw_info(self, surface, cell) -> None:
        fonts = self.scene.ctx.fonts
        heading, words = self.readout(cell)
        G.panel(surface, fonts, INFO, heading)
        G.fitted(surface, fonts, words, palette.BONE, INFO.inflate(-16, -36).move(0, 10))

    def _why_not(self, uid: str) -> list[str]:
        """Why the picked character cannot attack this foe, as Grimheim says it."""
        focus = sheet_of(self.view, self.focus_cid) if self.focus_cid else None
        why = self.view.get("out_of_reach", {}).get(self.focus_cid, {}).get(uid)
        if focus is None or not why:
            return []
        return [f"{focus['name']} cannot attack it: {why}."]

    def readout(self, cell) -> tuple[str, str]:
        """What the pointer is on: a monster and its traits explained, a character and their
        weapons, or a tile and what a click there does."""
        cb, view = self.combat, self.view
        monster = content.load()["monsters"][cb["monster"]]
        who = M.figure_at(cb, cell, view) if cell else None
        if who and who[0] == "unit":
            unit = cb["units"][who[1]]
            if unit["main"]:
                body = W.monster_card(monster)
            else:
                shared = {
                    k: v
                    for k, v in monster["traits"].items()
                    if k in ("resistant", "vulnerability")
                }
                body = (
                    f"A minion of {the(monster['name'])}: 1 Energy, strikes in melee for 1 "
                    f"{monster['attack']['type']}. " + W.explained(W.monster_traits(shared))
                )
            odds = [
                f"{K.label(c).split(' with ', 1)[-1]}: {K.preview_text(c)}"
                for c in self.attacks.get(who[1], [])
            ] or self._why_not(who[1])
            state = f"Energy {unit['energy']} of {unit['max']}" + (
                ", stunned" if unit["stunned"] else ""
            )
            return unit["name"], "\n".join([state + "."] + odds + [body])
        if who and who[0] == "pc":
            ch = sheet_of(view, who[1])
            weapons = [
                f"{i['name']}: {i['attack']['damage']} {i['attack']['type']}, "
                f"reach {i['attack']['range']}"
                for i in ch["gear"]
                if i["attack"] and i["where"] in ("hand", "spells")
            ]
            return (
                f"{ch['name']}: {ch['energy']}/{ch['max_energy']} Energy",
                "Weapons: "
                + ("; ".join(weapons) or "none (brace, use an item or move)")
                + (". Click to pick them." if who[1] != self.focus_cid else "."),
            )
        if cell is not None and tuple(cell) in self.moves:
            return (
                f"Tile {cell[0]},{cell[1]}",
                f"Move here: {K.preview_text(self.moves[tuple(cell)])}.",
            )
        if cell is not None:
            kind = B.mat(cb["mat"]).square(tuple(cell)).terrain
            return f"Tile {cell[0]},{cell[1]}: {kind}", M.TERRAIN_WORDS.get(kind, "")
        focus = sheet_of(view, self.focus_cid) if self.focus_cid else None
        return (
            "Point at the mat",
            f"{focus['name'] if focus else 'Nobody'} is picked: green tiles move, "
            "gold tiles dash (the action is spent), red tint is weapon reach, "
            "ringed foes can be attacked. "
            "Click a character to pick them.",
        )

    def _draw_bar(self, surface) -> None:
        fonts = self.scene.ctx.fonts
        G.panel(surface, fonts, BAR)
        if any(c["type"] in ("accept", "destiny", "auto_pass") for c in self.legal):
            return
        monster = content.load()["monsters"][self.combat["monster"]]
        words = f"Round {self.combat['round']}: {monster['name']}, {minions_line(self.combat)}"
        G.fit(
            surface,
            fonts.small,
            words,
            palette.BONE,
            (BAR.left + 12, BAR.centery),
            BAR.width - 260,
            "midleft",
        )

    def draw_popup(self, surface) -> None:
        box = self.popup.widgets[0].rect.unionall([w.rect for w in self.popup.widgets])
        pygame.draw.rect(surface, palette.CHARCOAL, box.inflate(10, 10), border_radius=6)
        pygame.draw.rect(surface, palette.EMBER, box.inflate(10, 10), 1, border_radius=6)
        self.popup.draw(surface, self.scene.ctx.fonts, tooltips=False)
