"""Which sprite of assets/sheets/grudge (or ui) draws each Grudge thing, and a cached lookup.

Names come from tools/make_sheets.py. A name the sheet lacks falls back to the shell's labelled
placeholder, so a missing sprite shows up on screen with its name instead of crashing."""
from __future__ import annotations

import pygame

SHEETS = ("grudge", "ui")


class SpriteBook:
    def __init__(self, sheets) -> None:
        self.sheets = sheets
        self._refs: dict[tuple[str, ...], str] = {}

    def ref(self, *names: str) -> str:
        """The first "sheet:name" that exists among ``names`` (else the first, as a placeholder)."""
        key = tuple(names)
        found = self._refs.get(key)
        if found is None:
            found = f"grudge:{names[0]}"
            for name in names:
                hit = next((s for s in SHEETS if self.sheets[s].has(name)), None)
                if hit is not None:
                    found = f"{hit}:{name}"
                    break
            self._refs[key] = found
        return found

    def has(self, *names: str) -> bool:
        return any(self.sheets[s].has(n) for n in names for s in SHEETS)

    def get(self, size: tuple[int, int], *names: str) -> pygame.Surface:
        return self.sheets.sprite(self.ref(*names), size)


# -- names -----------------------------------------------------------------------------------------
def warrior_names() -> tuple[str, ...]:
    return ("warrior", "dwarf_warrior", "dwarf")


def monster_names(monster: dict) -> tuple[str, ...]:
    kind = str(monster.get("kind", "goblin")).lower()
    weapon = str(monster.get("weapon") or "none").lower()
    if kind == "troll":
        return ("troll", "troll_hammer")
    if "boss" in kind:
        return (f"goblin_boss_{weapon}", f"boss_{weapon}", "goblin_boss", "boss")
    if monster.get("shield") and weapon != "bow":
        return (f"goblin_{weapon}_shield", f"goblin_{weapon}", "goblin")
    return (f"goblin_{weapon}", "goblin")


def portrait_names(who: str, monsters: dict[str, dict]) -> tuple[str, ...]:
    if who == "warrior":
        return warrior_names()
    monster = monsters.get(who)
    return monster_names(monster) if monster else ("goblin",)


def terrain_names(kind: str) -> tuple[str, ...]:
    return {
        "tent": ("tent",),
        "big_tent": ("big_tent", "tent_big"),
        "fence_h": ("fence_h", "fence_horizontal", "fence"),
        "fence_v": ("fence_v", "fence_vertical", "fence"),
        "fence": ("fence_h",),
        "campfire": ("campfire",),
        "pig": ("pig", "stuck_pig", "spit_pig"),
        "cloud": ("stinking_cloud", "cloud"),
        "defeated": ("defeated", "fallen"),
    }.get(kind, (kind,))


def weapon_names(weapon: str, loaded: bool = False) -> tuple[str, ...]:
    weapon = str(weapon).lower()
    if weapon == "bow" and loaded:
        return ("icon_bow_loaded", "weapon_bow_loaded", "bow_loaded", "icon_bow", "weapon_bow")
    return (f"icon_{weapon}", f"weapon_{weapon}", weapon)


def armor_names(piece: str, notches: int, destroyed: bool) -> tuple[str, ...]:
    piece = str(piece).lower()
    if destroyed:
        return (f"{piece}_broken", piece)
    if notches:
        return (f"{piece}_notch{notches}", f"{piece}_notch1", piece)
    return (piece,)


def condition_names(condition: str) -> tuple[str, ...]:
    name = str(condition).lower()
    adjective = {"stun": "stunned", "root": "rooted", "disarm": "disarmed", "trip": "prone",
                 "tripped": "prone", "enrage": "enraged", "displace": "displaced"}.get(name, name)
    return (f"condition_{adjective}", adjective, f"icon_{adjective}")


def item_names(item: str) -> tuple[str, ...]:
    return (f"icon_{item}", item)


def die_names(face: int) -> tuple[str, ...]:
    return (f"d6_{face}", f"die_{face}", f"dice_{face}")
