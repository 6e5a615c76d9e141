"""Colours the art scripts share: materials, factions and one accent colour per weapon.

The weapon accents are what a player reads at a glance: the same colour marks a goblin's
scarf, its weapon grip, the rim of its base and the weapon's icon.
"""

INK = (30, 22, 18)

SKIN_DWARF = (228, 178, 140)
SKIN_GOBLIN = (122, 162, 70)
SKIN_TROLL = (112, 130, 128)
MOSS = (86, 122, 64)
BEARD = (206, 96, 40)
FUR = (118, 112, 106)
STEEL = (184, 192, 204)
STEEL_DARK = (104, 112, 126)
IRON = (78, 80, 88)
GOLD = (226, 182, 64)
WOOD = (138, 94, 54)
WOOD_DARK = (92, 60, 36)
LEATHER = (104, 70, 44)
CLOTH_BLUE = (54, 88, 156)
CLOTH_RAG = (118, 92, 62)
BOSS_RED = (140, 36, 40)
BONE = (236, 226, 200)
STONE = (122, 116, 108)
EYE_YELLOW = (250, 220, 60)
EYE_RED = (255, 70, 40)
HIDE = (168, 132, 92)
HIDE_DARK = (120, 88, 58)

BASE_TOP = (58, 54, 50)
BASE_HERO = (44, 78, 146)       # the Warrior's base side: the one blue base on the board
BASE_MONSTER = (112, 34, 30)    # every monster stands on blood red

ACCENT = {
    "axe": (232, 232, 240),
    "blade": (222, 60, 56),
    "spear": (240, 188, 40),
    "bow": (60, 200, 214),
    "shield": (70, 118, 232),
    "flail": (178, 90, 230),
    "hammer": (242, 122, 34),
    "none": (150, 140, 128),
}

# highlight overlays, matched to the app's palette moods
HL_MOVE = (130, 176, 100)
HL_TARGET = (214, 44, 40)
HL_SELECTED = (240, 190, 70)
HL_LOS = (150, 178, 206)
