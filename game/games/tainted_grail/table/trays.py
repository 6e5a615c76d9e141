"""The Characters' trays along the bottom, one each: the three tracks (Energy, Health, Terror)
with their red and starting slots, the resources, how many Items, Secrets and Skills they hold,
their party (a colour and a letter), the companions with them, what ails them, and the
wyrdform's name once the fog has changed them. A click on a tray picks that party for
the map; its buttons open the whole tray, and join or leave a party as the rules offer."""

from __future__ import annotations

import pygame

from game.app import palette
from game.games.tainted_grail.table import commands as K
from game.games.tainted_grail.table import draw as D
from game.games.tainted_grail.table import layout as L
from game.games.tainted_grail.table import words as W
from game.games.tainted_grail.table.screen import Screen

TRACKS = (("energy", "Energy"), ("health", "Health"), ("terror", "Terror"))
STATS_W = 300  # a wide tray keeps its tracks this wide and lists what it carries beside them


def track_words(ch: dict, kind: str) -> str:
    t = ch["tray"]
    if kind == "energy":
        cap = f"; nothing past {t['energy_cap']} today" if t["energy_cap"] < t["energy_top"] else ""
        return (
            f"Energy {t['energy']} of {t['energy_top']} (a night's rest brings it back to "
            f"{t['energy_start']}{cap}). At 0 the Character is Exhausted."
        )
    if kind == "health":
        return (
            f"Health {t['health']} of {t['health_top']}. At 0 the Character is Dying: more "
            "lost, or a night still at 0, and they die."
        )
    return (
        f"Terror {t['terror']} of {t['terror_top']}. From {t['terror_red']} (the red slots) "
        "the Character is Going Insane."
    )


def shown_name(ch: dict) -> str:
    """The name on the tray: the wyrdform's once the Character has changed."""
    return ch["wyrdform"]["name"] if ch.get("wyrdform") else ch["name"]


def skill_head(skill: dict) -> str:
    """A Skill's name and Attribute; the Wyrdform Skill's text names its Attribute itself."""
    return f"{skill['name']} ({'Wyrdform' if skill.get('wyrd') else W.title(skill['attr'])})"


def company(view: dict, ch: dict) -> list[dict]:
    """The companions walking with this Character, or standing where they are alone."""
    return [
        k
        for k in view.get("companions", [])
        if k["with"] == ch["id"] or (k["with"] is None and k["at"] and k["at"] == ch["at"])
    ]


def waiting(kin: dict) -> bool:
    """A companion whose Character fell, waiting where they fell to be taken up."""
    return kin["stands"] == "with the party" and kin["with"] is None


def company_line(kin: list[dict]) -> str:
    """The party line's words for its companions: who walks with them, who waits to be taken up."""
    walking = [k["short"] for k in kin if not waiting(k)]
    left = [k["short"] for k in kin if waiting(k)]
    words = ", with " + " and ".join(walking) if walking else ""
    verb = " waits here" if len(left) == 1 else " wait here"
    return words + (", " + " and ".join(left) + verb if left else "")


def company_words(kin: list[dict]) -> str:
    return "\n".join(
        f"{k['name']}{' (waits here to be taken up)' if waiting(k) else ''}: {k['rules']}"
        for k in kin
    )


def possessions_words(ch: dict) -> str:
    lines = []
    for item in ch["items"]:
        state = "face up" if item["active"] else "face down"
        used = ", used today" if item["used"] else ""
        lines.append(f"Item: {item['name']} ({state}{used})")
    lines += [f"Secret {s['number']}: {s['name']}" for s in ch["secrets"]]
    lines += [f"Skill: {skill_head(s)}" for s in ch["skills"]]
    return "\n".join(lines) or "No Items, Secrets or Skills."


def ailments(ch: dict) -> list[str]:
    out = [c["name"] for c in ch["conditions"]]
    if ch["exhausted"]:
        out.append("Exhausted")
    return out


class TrayStrip(Screen):
    """The trays, as a screen of its own over the bottom of the table."""

    def __init__(self, scene, rect=L.TRAYS) -> None:
        super().__init__(scene, rect)
        self.spots: list[tuple[pygame.Rect, str]] = []  # where the pointer can ask about something
        self.columns: list[tuple[pygame.Rect, dict]] = []

    def build(self) -> None:
        chars = self.view["characters"]
        self.columns = list(zip(L.columns(self.rect, max(1, len(chars))), chars, strict=False))
        for column, ch in self.columns:
            y = column.bottom - L.BUTTON_H - 6
            half = (column.width - 24) // 2
            self.button(
                (column.left + 8, y, half, L.BUTTON_H),
                "Tray",
                self._opener(ch["id"]),
                tooltip=f"{ch['name']}'s whole tray.",
            )
            box = pygame.Rect(column.left + 16 + half, y, half, L.BUTTON_H)
            leave = [c for c in K.of(self.legal, "leave") if c["who"] == ch["id"]]
            joins = [c for c in K.of(self.legal, "join") if c["who"] == ch["id"]]
            if leave:
                self.offer(box, leave[0], "Leave party", style="normal")
            elif len(joins) == 1:
                self.offer(box, joins[0], "Join " + joins[0]["label"].split(" joins ", 1)[-1])
            elif joins:
                self.offer_list(box, "Join", joins, f"{ch['name']} joins")

    def _opener(self, cid: str):
        return lambda: self.scene.show_tray(cid)

    def key_spots(self) -> list[tuple]:
        if len(self.columns) < 2:
            return []
        return [(column, f"Pick {ch['name']}'s party") for column, ch in self.columns]

    def click(self, pos) -> bool:
        for column, ch in self.columns:
            if column.collidepoint(pos):
                self.scene.pick_party(ch["id"])
        return True

    def tip(self, pointer) -> str:
        tip = super().tip(pointer)
        if tip:
            return tip
        return next((words for rect, words in self.spots if rect.collidepoint(pointer)), "")

    # -- drawing -------------------------------------------------------------------------------
    def draw_body(self, surface) -> None:
        self.spots = []
        picked = self.scene.party_members()
        for column, ch in self.columns:
            self._tray(surface, column, ch, ch["id"] in picked)

    def _tray(self, surface, r: pygame.Rect, ch: dict, picked: bool) -> None:
        fonts, scene = self.fonts, self.scene
        colour = D.party_colour(ch["party"])
        D.panel(surface, fonts, r, "", colour if picked else palette.PANEL_EDGE)
        face = pygame.Rect(r.left + 8, r.top + 7, 32, 32)
        D.token(surface, scene, ch["id"], face, colour)
        x = face.right + 8
        D.fit(
            surface,
            fonts.get("small", bold=True),
            shown_name(ch),
            palette.BONE,
            (x, r.top + 6),
            r.right - x - 40,
        )
        letter = D.badge(
            surface,
            fonts.get(16, bold=True),
            D.party_letter(ch["party"]),
            colour,
            (r.right - 10, r.top + 14),
            anchor="topright",
        )
        mates = [c["name"].split()[0] for c in self.view["characters"] if c["party"] == ch["party"]]
        self.spots.append((letter, f"Party {D.party_letter(ch['party'])}: {', '.join(mates)}."))
        ails = ailments(ch)
        kin = company(self.view, ch)
        words = ", ".join(ails) if ails else f"Party {D.party_letter(ch['party'])}"
        words += company_line(kin)
        line = D.fit(
            surface,
            fonts.get(16),
            words,
            palette.BLOOD_BRIGHT if ails else palette.BONE_DIM,
            (x, r.top + 24),
            r.right - x - 8,
        )
        if kin and not ails:
            self.spots.append((line, company_words(kin)))
        if ails:
            self.spots.append(
                (
                    line,
                    "\n".join(" ".join(c["text"]) for c in ch["conditions"])
                    or "Exhausted: Energy hit 0; a night's rest gives only 4.",
                )
            )
        stats = pygame.Rect(r.left, r.top, min(r.width, STATS_W), r.height)
        if r.width - stats.width >= 200:  # room for what they carry, by name
            self._carried(
                surface,
                pygame.Rect(stats.right + 8, r.top + 44, r.right - stats.right - 16, r.height - 86),
                ch,
            )
        y = r.top + 46
        for kind, _ in TRACKS:
            self._track(surface, stats, ch, kind, y)
            y += 17
        x = r.left + 8
        step = max(40, (stats.width - 16) // 4)
        for res in W.RESOURCES:
            box = D.counter(surface, scene, res, ch["resources"][res], (x, y + 2), 18)
            self.spots.append(
                (box.inflate(4, 4), f"{W.RESOURCE_NAMES[res]}: {ch['resources'][res]}")
            )
            x += step
        y += 24
        x = r.left + 8
        held = (
            ("item", len(ch["items"])),
            ("secret", len(ch["secrets"])),
            ("skill", len(ch["skills"])),
        )
        area = pygame.Rect(r.left + 4, y, r.width - 8, 22)
        for name, count in held:
            D.counter(surface, scene, name, count, (x, y + 1), 18)
            x += step
        self.spots.append((area, possessions_words(ch)))

    def _carried(self, surface, r: pygame.Rect, ch: dict) -> None:
        fonts = self.fonts
        rows = [
            ("Items", ", ".join(i["name"] for i in ch["items"]) or "none"),
            ("Secrets", ", ".join(f"{s['number']} {s['name']}" for s in ch["secrets"]) or "none"),
            ("Skills", ", ".join(s["name"] for s in ch["skills"]) or "none"),
            ("Ability", ch["ability"]["name"] + (" (used today)" if ch["ability"]["used"] else "")),
        ]
        y = r.top
        for head, words in rows:
            D.fit(surface, fonts.get(16, bold=True), head, palette.EMBER, (r.left, y), 70)
            D.fit(surface, fonts.get(16), words, palette.BONE, (r.left + 72, y), r.width - 72)
            y += 19
        self.spots.append((r, possessions_words(ch)))

    def _track(self, surface, r: pygame.Rect, ch: dict, kind: str, y: int) -> None:
        t = ch["tray"]
        icon = pygame.Rect(r.left + 8, y, 15, 15)
        D.blit(surface, self.scene, f"tainted_grail:icon_{kind}", icon)
        value = t[kind]
        top = t[f"{kind}_top"]
        bar = pygame.Rect(icon.right + 5, y + 3, r.width - 66, 10)
        D.track(
            surface,
            bar,
            value,
            top,
            D.TRACK_COLOURS[kind],
            red_from=t["terror_red"] if kind == "terror" else None,
            start=t["energy_start"] if kind == "energy" else None,
            cap=t["energy_cap"] if kind == "energy" else None,
            zero_bad=kind != "terror",
        )
        D.fit(
            surface,
            self.fonts.get(16, bold=True),
            str(value),
            palette.BONE,
            (r.right - 8, y + 8),
            30,
            "midright",
        )
        self.spots.append((pygame.Rect(r.left + 4, y, r.width - 8, 16), track_words(ch, kind)))
