"""The end of an evening, a chapter or the campaign: what happened, the day it ended on, each
Lampbearer as they stand, and what comes next (the campaign goes on from the load screen with
its save sheet, or begins again after a death)."""

from __future__ import annotations

import pygame

from game.app import palette
from game.games.tainted_grail.table import draw as D
from game.games.tainted_grail.table.screen import Screen

TITLES = {
    "evening": ("The evening ends", palette.EMBER_GLOW),
    "chapter": ("The chapter is done", palette.MOSS_BRIGHT),
    "death": ("A Lampbearer has fallen", palette.BLOOD_BRIGHT),
    "unwritten": ("The next chapter is not written yet", palette.EMBER_GLOW),
}
NEXT = {
    "evening": "The campaign keeps its save sheet: continue it from the load screen on another "
    "evening. Everyone starts that evening as a party of one.",
    "chapter": "The save sheet is carried into the next chapter: go on now, or continue the "
    "campaign from the load screen on another evening.",
    "death": "Death ends the campaign: the book lets it only start over, from where it began.",
    "unwritten": "The campaign keeps its place and its save sheet until the chapter is written.",
}
WAITS = (  # a chapter's end with nothing to go straight on into
    "The save sheet is kept for the next chapter: continue the campaign from the load screen "
    "(a chapter not yet written waits for it)."
)


def roman(n: int) -> str:
    return {1: "I", 2: "II", 3: "III", 4: "IV"}.get(n, str(n))


class EndScreen(Screen):
    def build(self) -> None:
        """A chapter's end with the next chapter written: go straight on into it (the save
        sheet is kept in the campaign either way)."""
        result = self.view["result"] or {}
        nxt = self.view["campaign"].get("next")
        if result.get("ended") != "chapter" or not nxt or not nxt["written"]:
            return
        if getattr(self.scene, "campaign", None) is None:
            return  # outside a campaign there is nothing to continue
        u = self.u
        width = min(u(460), self.rect.width - u(40))
        self.button(
            (self.rect.right - width - u(20), self.rect.top + u(14), width, u(40)),
            f"Save and go on to Chapter {roman(nxt['number'])}",
            self.scene.go_on_to_next_chapter,
            tooltip=f"The campaign is saved here; Chapter {roman(nxt['number'])}, "
            f"{nxt['title']}, opens on the carried save sheet.",
            style="accent",
            size="body",
        )

    def draw_body(self, surface) -> None:
        fonts, view, u = self.fonts, self.view, self.u
        result = view["result"] or {"ended": "evening"}
        ended = result["ended"]
        title, colour = TITLES.get(ended, ("The game is over", palette.BONE))
        D.panel(surface, fonts, self.rect, "", colour)
        D.fit(
            surface,
            fonts.get("large", bold=True),
            title,
            colour,
            (self.rect.left + u(20), self.rect.top + u(16)),
            self.rect.width - u(40),
        )
        outcome = self.scene.match.outcome() or {}
        lines = [
            outcome.get("text", ""),
            f"{view['journal']['read']} verses of the journal read so far.",
            NEXT.get(ended, "") if ended != "chapter" or self.ui.widgets else WAITS,
        ]
        chapter = view["campaign"]["chapter"]
        if ended == "chapter" and chapter:
            lines.insert(
                1, f"Chapter {chapter['number']}, {chapter['title']}: {chapter['flavour']}"
            )
            carried = "; ".join(view["campaign"]["carries"])
            carried = f"; {carried}." if carried else "."
            lines.insert(2, "Carried on: the Characters as they stand" + carried)
        y = D.paragraphs(
            surface,
            fonts.small,
            list(filter(None, lines)),
            palette.BONE,
            pygame.Rect(
                self.rect.left + u(20), self.rect.top + u(60), self.rect.width - u(40), u(200)
            ),
            u(6),
        )
        area = pygame.Rect(
            self.rect.left + u(20), y + u(10), self.rect.width - u(40), self.rect.bottom - y - u(30)
        )
        chars = view["characters"]
        for box, ch in zip(self.L.columns(area, max(1, len(chars))), chars, strict=False):
            self._lampbearer(surface, box, ch)

    def _lampbearer(self, surface, r: pygame.Rect, ch: dict) -> None:
        fonts, u = self.fonts, self.u
        D.panel(surface, fonts, r)
        D.person(surface, self.scene, ch, (r.left + u(10), r.top + u(10)), r.width - u(20), 48)
        t, res = ch["tray"], ch["resources"]
        rows = [
            f"Health {t['health']}/{t['health_top']}, Terror {t['terror']}/{t['terror_top']}",
            f"Food {res['food']}, Wealth {res['wealth']}, Magic {res['magic']}, Exp {res['exp']}",
            f"{len(ch['items'])} Items, {len(ch['secrets'])} Secrets, {len(ch['skills'])} Skills",
        ] + [c["name"] for c in ch["conditions"]]
        y = r.top + u(66)
        for row in rows:
            D.fit(
                surface, fonts.get(16), row, palette.BONE_DIM, (r.left + u(10), y), r.width - u(20)
            )
            y += u(20)
