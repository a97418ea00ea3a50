"""Colours and sizes shared by every scene, so the look stays consistent."""

from __future__ import annotations

LOGICAL_W, LOGICAL_H = 1920, 1080

# Table and panels: dark walnut table, parchment panels, brass accents.
TABLE_DARK = (34, 24, 18)
TABLE_MID = (58, 40, 28)
TABLE_LIGHT = (84, 60, 40)
FELT = (30, 52, 44)
FELT_EDGE = (20, 36, 30)
PARCHMENT = (236, 222, 190)
PARCHMENT_DARK = (205, 186, 146)
PANEL = (28, 22, 20)
PANEL_EDGE = (120, 92, 52)
INK = (44, 32, 24)
INK_SOFT = (98, 80, 62)
TEXT = (242, 232, 212)
TEXT_DIM = (180, 166, 142)
TEXT_FAINT = (128, 116, 98)
GOLD = (222, 178, 84)
GOLD_BRIGHT = (255, 214, 120)
GOLD_DARK = (150, 110, 40)
GOOD = (108, 196, 120)
BAD = (228, 96, 84)
HIGHLIGHT = (255, 226, 120)
SHADOW = (0, 0, 0)
OVERLAY_DIM = (10, 8, 6, 170)

# Seat colours offered in setup. None of them is a die colour, so a player's
# banner is never mistaken for a resource.
SEAT_COLOURS = [
    ("Amber", (232, 160, 48)),
    ("Teal", (48, 178, 176)),
    ("Rose", (226, 104, 160)),
    ("Ivory", (226, 220, 200)),
    ("Violet", (150, 112, 220)),
    ("Copper", (196, 112, 64)),
]
SEAT_NAMES = ["Ana", "Bram", "Cora", "Dov"]

# Font sizes at the logical 1920x1080 canvas; all stay readable at 1280x720
# (a 2/3 scale), so nothing body-sized goes below 22.
FS_SMALL = 22
FS_BODY = 26
FS_LABEL = 30
FS_HEAD = 40
FS_TITLE = 64
FS_HUGE = 120

RADIUS = 12
